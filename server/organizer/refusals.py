"""The person's refusals: a rejected suggestion rules its folder out for that file and for
files as alike as two files of one folder usually are (``calibration.Calibration.alike``);
choosing another folder refuses the one first suggested (``store.gather``).

``Refusals.fit`` keeps each refused folder, where its file was, and the file's row in the
library's space; accepted decisions teach through the training files instead
(``model.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .features import Doc
from .vectors import Space, doc_row

__all__ = ["Refusal", "Refusals"]


@dataclass(frozen=True)
class Refusal:
    folder: str  # the folder refused
    file_path: str  # where the file was when the suggestion was made
    current: str | None = None  # where it is now


@dataclass(frozen=True, eq=False)
class Refusals:
    refusals: tuple[Refusal, ...]
    rows: sparse.csr_matrix  # per refusal: its file in the library's space

    @classmethod
    def fit(cls, space: Space, refused: Sequence[tuple[Refusal, Doc]]) -> Refusals:
        rows = space.transform([doc_row(doc) for _, doc in refused], unknown=True)
        return cls(tuple(r for r, _ in refused), rows)

    def folders(
        self, path: str, x: sparse.csr_matrix, alike: float, exclude: frozenset[str] | set[str]
    ) -> set[str]:
        """The folders refused for the file at ``path`` (``x``: its row), or for a file at
        least ``alike`` like it; refusals of files in ``exclude`` are not counted."""
        out: set[str] = set()
        if not self.refusals:
            return out
        sims = np.asarray((self.rows @ x.T).todense()).ravel()
        for row, r in enumerate(self.refusals):
            if r.file_path in exclude:
                continue
            same = path and path in (r.file_path, r.current)
            if same or sims[row] >= alike:
                out.add(r.folder)
        return out
