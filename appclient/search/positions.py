"""File id -> its row in an array of vectors, as an array indexed by id (file ids are the
index's rowids, dense): a dict of 20,000 ints held ~2.5 MB of a ``serve``, this 80 KB. Used
by the vectors held in memory (``semantic.py``) and by the index file's (``ann.py``)."""

from __future__ import annotations

import numpy as np

__all__ = ["Positions"]


class Positions:
    """File id -> its row (-1: none)."""

    def __init__(self, ids: np.ndarray | None = None) -> None:
        self._at = np.full(0, -1, dtype=np.int32)
        if ids is not None and len(ids):
            self._grow(int(ids.max()))
            self._at[ids] = np.arange(len(ids), dtype=np.int32)

    def _grow(self, top: int) -> None:
        if top >= len(self._at):
            wider = np.full(max(top + 1, 2 * len(self._at)), -1, dtype=np.int32)
            wider[: len(self._at)] = self._at
            self._at = wider

    def get(self, fid: int) -> int | None:
        if 0 <= fid < len(self._at) and self._at[fid] >= 0:
            return int(self._at[fid])
        return None

    def rows(self, fids: np.ndarray) -> np.ndarray:
        """Each file's row, -1 for a file without one."""
        inside = (fids >= 0) & (fids < len(self._at))
        out = np.full(len(fids), -1, dtype=np.int32)
        out[inside] = self._at[fids[inside]]
        return out

    def __contains__(self, fid: int) -> bool:
        return self.get(fid) is not None

    def __setitem__(self, fid: int, at: int) -> None:
        self._grow(fid)
        self._at[fid] = at
