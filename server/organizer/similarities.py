"""One file's similarities to everything in the library, before they become per-answer
evidence (``evidence.py``): to every training file, to each answer's sum of files, the
'terms' share per answer, to every guideline rule and every folder name.

``raw(library, X, Gq, loo)`` computes them for many files at once (the leave-one-out
questions ask hundreds), each training file optionally held out of its own answer.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .library import Library
from .meaning import stacked
from .vectors import words_only

__all__ = ["Raw", "raw"]


@dataclass
class Raw:
    """One file's similarities to everything, before they become per-answer features: to
    every training file (sims), to each answer's sum of files (dots), the 'terms' share per
    answer (terms), to every rule (rules_word, rules_chars) and folder name (names_word,
    names_chars). ``loo``: the training file held out (its own row and share removed)."""

    sims: np.ndarray
    dots: np.ndarray
    norm2: np.ndarray  # per answer: squared norm of its sum of files, the held-out one removed
    terms: np.ndarray
    rules_word: np.ndarray
    rules_chars: np.ndarray
    names_word: np.ndarray
    names_chars: np.ndarray
    core: np.ndarray  # the learned core's score per answer (held out, for a training file)
    core_cold: np.ndarray  # ... learned from the guideline and folder names alone
    meaning_near: np.ndarray | None = None  # by meaning (meaning.py); None: no embedder
    meaning_guide: np.ndarray | None = None


def raw(
    lib: Library,
    X: sparse.csr_matrix,
    Gq: sparse.csr_matrix,
    loo: np.ndarray | None = None,
    vecs: list[np.ndarray | None] | None = None,
) -> list[Raw]:
    """Similarity rows for the files ``X`` (library space) / ``Gq`` (guideline space), all
    at once; ``loo[k]``: the training file row k is (held out of its own answer), or -1."""
    files, rules = lib.files, lib.rules
    q = X.shape[0]
    n_t = files.sums.shape[0]
    sims = files.times_rows(X).toarray() if files.count else np.zeros((q, 0))
    dots = files.times_sums(X).toarray() if n_t else np.zeros((q, 0))
    norm2 = np.repeat(files.sum_norm2[None, :], q, axis=0)
    # terms: sum_j x_j C[t, j] / colsum_j over sum_j x_j, with the held-out file's own share taken out
    colsum = files.sum_colsum
    Xc = X.tocsr(copy=True).astype(np.float64)
    own = np.zeros(q)
    if loo is not None:
        for k in range(q):
            i = int(loo[k])
            if i < 0:
                continue
            t = int(files.target[i])
            cx, xx = dots[k, t], sims[k, i]
            norm2[k, t] += -2.0 * cx + xx  # ||C - x||^2 = ||C||^2 - 2 C.x + x.x
            dots[k, t] = cx - xx
    denom = Xc.copy()
    denom.data = colsum[Xc.indices] - (Xc.data if loo is not None else 0.0)
    weights = Xc.copy()
    with np.errstate(divide="ignore", invalid="ignore"):
        weights.data = np.where(denom.data > 1e-6, Xc.data / denom.data, 0.0)
    # in the sums' float32: a float64 operand made scipy copy all of them first (~12 ms of a
    # decision at 20,000 files)
    by_sums = files.times_sums(weights.astype(np.float32)) if n_t else None
    terms = by_sums.toarray().astype(np.float64) if by_sums is not None else np.zeros((q, 0))
    if loo is not None:
        own = np.asarray(Xc.multiply(weights).sum(axis=1)).ravel()
        for k in range(q):
            if loo[k] >= 0:
                terms[k, files.target[int(loo[k])]] -= own[k]
    mass = np.asarray(Xc.sum(axis=1)).ravel()
    known = np.asarray(Xc.multiply(Xc).sum(axis=1)).ravel()
    terms = np.clip(terms / np.maximum(mass, 1e-12)[:, None] * known[:, None], 0.0, 1.0)
    gw = words_only(Gq, rules.guide.word_width)
    has_rules, has_names = rules.words.shape[0], rules.names_words.shape[0]
    rw = (gw @ rules.words.T).toarray() if has_rules else np.zeros((q, 0))
    rc = (Gq @ rules.chars.T).toarray() if has_rules else np.zeros((q, 0))
    nw = (gw @ rules.names_words.T).toarray() if has_names else np.zeros((q, 0))
    nc = (Gq @ rules.names_chars.T).toarray() if has_names else np.zeros((q, 0))
    meaning = lib.meaning
    v = _vectors(lib, q, loo, vecs)  # each file's vector by meaning
    V = stacked(v, meaning.passages.shape[1]) if meaning.name else None
    core = lib.core.scores(X, V)
    cold = lib.core.cold_scores(X, V)
    if loo is not None:
        for k in range(q):
            if loo[k] >= 0:
                core[k] = lib.core.held_out(int(loo[k]), X[k], None if V is None else V[k : k + 1])
    out = [
        Raw(sims[k], dots[k], norm2[k], terms[k], rw[k], rc[k], nw[k], nc[k], core[k], cold[k])
        for k in range(q)
    ]
    if "embedder" in lib.off:  # its features are off: the core read the vectors already
        return out
    for k in range(q):
        vec = v[k]
        if vec is not None:
            i = int(loo[k]) if loo is not None else -1
            out[k].meaning_near, out[k].meaning_guide = meaning.features(vec, n_t, skip=i)
    return out


def _vectors(
    lib: Library, q: int, loo: np.ndarray | None, vecs: list[np.ndarray | None] | None
) -> list[np.ndarray | None]:
    """The files' vectors by meaning: a training file's as fitted (``loo``), else ``vecs``."""
    v: list[np.ndarray | None] = [None] * q
    if lib.meaning.name:
        for k in range(q):
            i = int(loo[k]) if loo is not None else -1
            v[k] = lib.meaning.held_out(i, None) if i >= 0 else (vecs[k] if vecs else None)
    return v
