"""The learned core: a linear classifier over the files' words, character n-grams and meaning.

Every filed file is an example of its answer, and so is every guideline passage (weighted by
how directly it speaks) and every folder's own name. A ridge classifier is fitted on them
in kernel form — the cosine of two TF-IDF rows, plus ``MEANING_WEIGHT`` times the cosine of
their vectors by meaning when the library has an embedder (``meaning.py``), plus a constant
for the intercept — so that its exact leave-one-out scores come from the same solve
(``H = K (K + λW⁻¹)⁻¹``, ``loo_i = (f_i - H_ii y_i) / (1 - H_ii)``): every filed file asked
where it belongs with itself held out, at the cost of one fit. Those scores are what the
choice model (``choice.py``) learns to weigh, next to the other evidence.

Meaning in the kernel is what files a short recipe beside a recipes folder whose one file
shares three words with it, in a library of three files a folder: there the words' cosines
are a few hundredths for every answer, the vectors' are not.

A library past ``MAX_ROWS`` files learns from a sample of each folder (the nearest-file and
centroid evidence still sees every file).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from scipy import linalg, sparse

from .files import FEW, few_times_t

__all__ = ["Core", "MAX_ROWS", "LAMBDA", "MEANING_WEIGHT"]

MAX_ROWS = 2000  # files the classifier is solved on (a sample of each folder past that)
LAMBDA = 0.3  # ridge penalty: small libraries lean on it, large ones on their files
BIAS = 1.0  # the kernel's constant: the intercept
# the vectors' cosine in the kernel, next to the words' (chosen on the development libraries
# among 0.25, 0.5, 1 and 2: docs/organizer.md)
MEANING_WEIGHT = 0.5


def _no_rows() -> sparse.csr_matrix:
    return sparse.csr_matrix((0, 0), dtype=np.float32)


@dataclass(frozen=True, eq=False)
class Core:
    # the training rows (files sampled, guideline passages, folder names)
    rows: sparse.csr_matrix = field(default_factory=_no_rows)
    A: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))  # dual coefficients
    loo: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))  # per file row: LOO scores
    # training file -> its row in ``loo`` (-1: not sampled)
    loo_of: np.ndarray = field(default_factory=lambda: np.zeros(0, dtype=np.int64))
    # guideline passages and folder names only: a library with no files
    cold_rows: sparse.csr_matrix = field(default_factory=_no_rows)
    cold_A: np.ndarray = field(default_factory=lambda: np.zeros((0, 0)))
    # the training rows' vectors by meaning (none: the kernel is the words' alone)
    vecs: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))
    cold_vecs: np.ndarray = field(default_factory=lambda: np.zeros((0, 0), dtype=np.float32))

    @classmethod
    def fit(
        cls,
        X: sparse.csr_matrix,
        y: np.ndarray,
        w: np.ndarray,
        extra: sparse.csr_matrix,
        extra_y: np.ndarray,
        extra_w: np.ndarray,
        n_targets: int,
        rng: random.Random,
        vectors: Callable[[np.ndarray], np.ndarray] | None = None,
        extra_vecs: np.ndarray | None = None,
    ) -> Core:
        """``X``/``y``/``w``: the filed files, their answers and weights (a file the person
        put there by accepting or choosing a suggestion weighs more); ``extra``/``extra_y``/
        ``extra_w``: guideline passages and folder names, their answers and weights.
        ``vectors``: the filed files' vectors by meaning, given their indices (only the
        sample solved on is asked for), and ``extra_vecs`` the passages' and names'."""
        if n_targets == 0:
            return cls()
        sample = _sample(y, rng)
        loo_of = np.full(X.shape[0], -1, dtype=np.int64)
        loo_of[sample] = np.arange(len(sample))
        rows = sparse.vstack([X[sample], extra]).tocsr().astype(np.float32)
        labels = np.concatenate([y[sample], extra_y]).astype(np.int64)
        weights = np.concatenate([w[sample], extra_w])
        vecs = cold_vecs = np.zeros((0, 0), dtype=np.float32)
        if vectors is not None and extra_vecs is not None:
            cold_vecs = np.asarray(extra_vecs, dtype=np.float32)
            vecs = np.vstack([np.asarray(vectors(sample), dtype=np.float32), cold_vecs])
        rows, A, h, fitted = _solve(rows, labels, weights, n_targets, vecs)
        Y = _onehot(labels[: len(sample)], n_targets)
        hd = h[: len(sample), None]
        loo = (fitted[: len(sample)] - hd * Y) / np.maximum(1.0 - hd, 1e-6)
        if extra.shape[0]:
            cold_rows, cold_A, _, _ = _solve(
                extra.tocsr().astype(np.float32),
                extra_y.astype(np.int64),
                extra_w,
                n_targets,
                cold_vecs,
            )
        else:
            cold_rows = sparse.csr_matrix((0, X.shape[1]), dtype=np.float32)
            cold_A = np.zeros((0, n_targets))
        return cls(rows, A, loo, loo_of, cold_rows, cold_A, vecs, cold_vecs)

    def scores(self, x: sparse.csr_matrix, v: np.ndarray | None = None) -> np.ndarray:
        """(files, targets): how much more each answer the classifier sees in each file than
        the others on average (``_relative``); ``v``: the files' vectors by meaning (None:
        not known, read as saying nothing)."""
        if not self.A.size:
            return np.zeros((x.shape[0], self.A.shape[1] if self.A.ndim == 2 else 0))
        k = (few_times_t(x, self.rows) if x.shape[0] < FEW else (x @ self.rows.T).toarray()) + BIAS
        return _relative(np.asarray(_meaning(k, v, self.vecs) @ self.A))

    def cold_scores(self, x: sparse.csr_matrix, v: np.ndarray | None = None) -> np.ndarray:
        if not self.cold_A.size:
            return np.zeros((x.shape[0], self.A.shape[1] if self.A.ndim == 2 else 0))
        k = (x @ self.cold_rows.T).toarray() + BIAS
        return _relative(np.asarray(_meaning(k, v, self.cold_vecs) @ self.cold_A))

    def held_out(self, i: int, x: sparse.csr_matrix, v: np.ndarray | None = None) -> np.ndarray:
        """Training file ``i``'s scores with itself held out (``x``, ``v``: its row, vector)."""
        j = int(self.loo_of[i]) if i < len(self.loo_of) else -1
        return _relative(self.loo[j : j + 1])[0] if j >= 0 else self.scores(x, v)[0]


def _meaning(k: np.ndarray, v: np.ndarray | None, vecs: np.ndarray) -> np.ndarray:
    """The kernel ``k`` with the vectors' part added, when the rows and the files have them."""
    if v is None or not vecs.size:
        return k
    return k + MEANING_WEIGHT * (np.asarray(v, dtype=np.float32).reshape(len(k), -1) @ vecs.T)


def _relative(scores: np.ndarray) -> np.ndarray:
    """Each answer's score less the mean of all answers' scores for that file: what reads
    like every folder reads like none. (Without it a file of unknown words, scored by the
    intercept alone — about 1/n for each of n answers — would read like both folders of a
    library with two.)"""
    if scores.shape[1] < 2:
        return scores
    return scores - scores.mean(axis=1, keepdims=True)


def _onehot(labels: np.ndarray, n: int) -> np.ndarray:
    Y = np.zeros((len(labels), n))
    Y[np.arange(len(labels)), labels] = 1.0
    return Y


def _sample(y: np.ndarray, rng: random.Random) -> np.ndarray:
    if len(y) <= MAX_ROWS:
        return np.arange(len(y))
    by: dict[int, list[int]] = {}
    for i, t in enumerate(y.tolist()):
        by.setdefault(t, []).append(i)
    cap = max(2, MAX_ROWS // max(1, len(by)))
    return np.array(
        sorted(
            i for idx in by.values() for i in (idx if len(idx) <= cap else rng.sample(idx, cap))
        ),
        dtype=np.int64,
    )


def _solve(
    rows: sparse.csr_matrix,
    labels: np.ndarray,
    weights: np.ndarray,
    n: int,
    vecs: np.ndarray | None = None,
) -> tuple[sparse.csr_matrix, np.ndarray, np.ndarray, np.ndarray]:
    """Weighted kernel ridge: (rows, dual coefficients, leverages H_ii, fitted scores);
    ``vecs``: the rows' vectors by meaning, their cosines added to the kernel."""
    if rows.shape[0] == 0:
        return rows, np.zeros((0, n)), np.zeros(0), np.zeros((0, n))
    K = (rows @ rows.T).toarray().astype(np.float64) + BIAS
    if vecs is not None and vecs.size:
        K += MEANING_WEIGHT * (vecs.astype(np.float64) @ vecs.T.astype(np.float64))
    M = K + np.diag(LAMBDA / np.maximum(weights, 1e-6))
    Y = _onehot(labels, n)
    c = linalg.cho_factor(M, lower=True, check_finite=False)
    A = linalg.cho_solve(c, Y, check_finite=False)
    inv_diag = np.einsum(
        "ij,ij->j",
        *([linalg.solve_triangular(c[0], np.eye(len(M)), lower=True, check_finite=False)] * 2),
    )
    h = 1.0 - LAMBDA / np.maximum(weights, 1e-6) * inv_diag
    return rows, A, h, K @ A
