"""What the library's filed files say: one row each in the library's space, its answer,
where it is — and per answer, the sum of its files' rows.

``Files.fit`` builds it from the files' TF-IDF rows (``vectors.py``) and their answers
(``targets.py``). What only fitting needs — the files in the guideline's space and their
dates, read when first asked for — is ``Training``, which the cache does not keep.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .features import Doc, DocDates, doc_dates
from .period_labels import find_labels
from .targets import Targets
from .vectors import Groups

__all__ = ["Files", "LazyDates", "Training"]


@dataclass(frozen=True, eq=False)
class Files:
    """The training files: ``rows`` (one per file, in the library's space), their answers
    and where they are; per answer, the sum of its files' rows (``sums``) and how many."""

    rows: sparse.csr_matrix  # X: the training files
    target: np.ndarray  # per file: its answer
    path: tuple[str, ...]  # per file: where it is now (never a feature)
    name: tuple[str, ...]
    folder: tuple[str, ...]
    sums: sparse.csr_matrix  # C: per answer, the sum of its files' rows
    sum_norm2: np.ndarray  # per answer: the squared norm of ``sums``
    sum_colsum: np.ndarray  # per column: its total over ``sums``
    sizes: np.ndarray  # per answer: how many files
    groups: Groups  # the files grouped by answer

    def times_rows(self, X: sparse.csr_matrix) -> sparse.csr_matrix:
        """``X @ rows.T``: each row of ``X`` against every training file."""
        return _times_t(X, self.rows, lambda: self._rows_t)

    def times_sums(self, X: sparse.csr_matrix) -> sparse.csr_matrix:
        """``X @ sums.T``: each row of ``X`` against every answer's sum."""
        return _times_t(X, self.sums, lambda: self._sums_t)

    # The transposes make a product over many rows one pass each (fitting asks thousands);
    # made when first needed, since a single decision is cheaper without (0.3 s each to make
    # at 20,000 files, a few ms to multiply directly) and a cached model is loaded for one.
    @functools.cached_property
    def _rows_t(self) -> sparse.csr_matrix:
        return self.rows.T.tocsr()

    @functools.cached_property
    def _sums_t(self) -> sparse.csr_matrix:
        return self.sums.T.tocsr()

    @classmethod
    def fit(cls, rows: sparse.csr_matrix, files: list[tuple[str, Doc]], targets: Targets) -> Files:
        """``rows``: the files' TF-IDF rows; ``files``: (folder, file), each folder one that
        teaches an answer (``targets.of_folder``)."""
        n_t = len(targets.targets)
        target = np.array([targets.of_folder[f] for f, _ in files], dtype=np.int64)
        Y = sparse.csr_matrix(
            (np.ones(len(files), dtype=np.float32), (target, np.arange(len(files)))),
            shape=(n_t, len(files)),
        )
        sums = (Y @ rows).tocsr()
        return cls(
            rows,
            target,
            tuple(d.path for _, d in files),
            tuple(d.name for _, d in files),
            tuple(f for f, _ in files),
            sums,
            np.asarray(sums.multiply(sums).sum(axis=1)).ravel(),
            np.asarray(sums.sum(axis=0)).ravel(),
            np.bincount(target, minlength=n_t).astype(float),
            Groups.of(target, n_t),
        )

    @property
    def count(self) -> int:
        return int(self.rows.shape[0])


class LazyDates:
    """The training files' dates, read when first asked for: only family members and the
    files asked in leave-one-out ever need them. A file in a dated folder reads a day without
    a year ('Mar 22') in its folder's year; every file looks for the periods files name
    themselves (``add_template``, as they are learned)."""

    def __init__(
        self,
        files: Sequence[tuple[str, Doc]],
        dayfirst: bool,
        years: dict[str, int | None],
    ) -> None:
        self._files = list(files)
        self.dayfirst = dayfirst  # how the library writes 04/10/2024
        self._years = years
        self._templates: list[tuple[str, tuple[int, ...]]] = []
        self._dates: dict[int, DocDates] = {}

    @classmethod
    def of(cls, files: Sequence[tuple[str, Doc]], dayfirst: bool, targets: Targets) -> LazyDates:
        """The dates of ``files`` (folder, file), each dated folder's year from ``targets``."""
        years = {
            f: i.year for t in targets.targets if t.family for f, i in t.family.instances.items()
        }
        return cls(files, dayfirst, years)

    @property
    def templates(self) -> tuple[tuple[str, tuple[int, ...]], ...]:
        """The periods files may name themselves, as ``period_labels.find_labels`` reads them."""
        return tuple(self._templates)

    def add_template(self, template: tuple[str, tuple[int, ...]]) -> None:
        """Files read from now on also look for this period (``'IRPF {0}', (4,)``)."""
        self._templates.append(template)

    def __getitem__(self, i: int) -> DocDates:
        if i not in self._dates:
            folder, doc = self._files[i]
            dd = doc_dates(doc, self.dayfirst, self._years.get(folder))
            for template, widths in self._templates:
                dd.labels[template] = find_labels(doc.name, doc.text, template, widths)
            self._dates[i] = dd
        return self._dates[i]

    def __len__(self) -> int:
        return len(self._files)

    def forget(self) -> None:
        """Drop the files' text (the dates read so far stay)."""
        self._files = [(f, Doc(name=d.name)) for f, d in self._files]


@dataclass(frozen=True, eq=False)
class Training:
    """What only fitting reads: the training files in the guideline's space and their dates
    (the library's questions, ``questions.py``). Not cached."""

    rows_guide: sparse.csr_matrix  # XG: the files in the guideline's vocabulary
    dates: LazyDates


FEW = 8  # rows of X from which the transposed product pays for making the transpose


def _times_t(
    X: sparse.csr_matrix, M: sparse.csr_matrix, transposed: Callable[[], sparse.csr_matrix]
) -> sparse.csr_matrix:
    if X.shape[0] < FEW:  # a few rows made dense: one pass over M's rows
        return sparse.csr_matrix(few_times_t(X, M))
    return (X @ transposed()).tocsr()


def few_times_t(X: sparse.csr_matrix, M: sparse.csr_matrix) -> np.ndarray:
    """``X @ M.T`` for an ``X`` of a few rows (a decision's file), as an array: ``M`` times
    ``X`` made dense is one pass over ``M``'s entries, where a product of two sparse matrices
    takes two (its size, then its values) and a transpose (~50 ms at 20,000 files)."""
    return np.asarray(M @ X.toarray().T).T
