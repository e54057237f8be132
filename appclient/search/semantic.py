"""Nearest files by meaning: every stored vector of the library, in memory as stored (int8,
a byte a dimension: 10 MB at 20,000 files), compared with a question's vector by SIMD int8
dot products (``numkong``, usearch's SIMD kernels) and divided by each row's norm
(exact cosine to ~1e-3). No float32 copy of the table: at 100,000 files that was 200 MB a
process and a pass over it per question four times longer.

Kept current cheaply: each search asks the ``vectors`` table for its highest ``seq`` and row
count, loads only the rows written since, and reloads everything when rows went away.

A library of ``ann.ANN_MIN`` vectors or more has an index file beside its database
(``ann.py``: the rows in groups around centroids, memory-mapped and shared by every process):
then only the rows written after the file's ``seq`` are held here, a question goes through the
file's nearest groups and those rows, and a filtered question (folder, type) compares every
allowed file's row in the file.
"""

from __future__ import annotations

import os
import sqlite3
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import numkong
import numpy as np

from . import ann
from .positions import Positions

__all__ = ["SemanticIndex", "as_int8"]

PAGE = 500  # rows read (and their lengths taken) at a time when every row is loaded again
# SQLite's page cache while every row is read again (KiB, as PRAGMA cache_size takes it):
# the rows are copied out, so their pages kept would only double them (10 MB at 20,000 files)
_SCAN_CACHE = -1024


def as_int8(vec: np.ndarray) -> np.ndarray:
    """A unit vector as the stored rows are (x * 127, rounded)."""
    return np.clip(np.rint(vec * 127.0), -127, 127).astype(np.int8)


def _rows(blobs: list[bytes], dim: int) -> np.ndarray:
    return np.frombuffer(b"".join(blobs), dtype=np.int8).reshape(len(blobs), dim)


_SPLIT_MIN = 8192  # rows from which a question's pass over them is split over two threads
_helper: ThreadPoolExecutor | None = None
_helper_lock = threading.Lock()


def _forget_helper() -> None:
    """In a forked child the parent's helper thread does not exist: make another."""
    global _helper, _helper_lock
    _helper, _helper_lock = None, threading.Lock()


os.register_at_fork(after_in_child=_forget_helper)


def _beside() -> ThreadPoolExecutor:
    """The helper thread a pass over many rows gives its second half to."""
    global _helper
    with _helper_lock:
        if _helper is None:
            _helper = ThreadPoolExecutor(1, thread_name_prefix="mylifedb-vectors")
        return _helper


def _dots(rows: np.ndarray, q: np.ndarray) -> np.ndarray:
    """Each row's int8 dot product with ``q``; a large table in two halves at once, the
    second on a helper thread (numkong lets go of the GIL): the pass is bound by how fast
    memory is read, and one core reads ~5 GB/s here. 20,000 rows, cold caches: 2.6 -> 1.2 ms."""
    if len(rows) < _SPLIT_MIN:
        return np.asarray(numkong.cdist(rows, q[None, :], metric="dot"))[:, 0]
    half = len(rows) // 2
    later = _beside().submit(
        lambda: np.asarray(numkong.cdist(rows[half:], q[None, :], metric="dot"))
    )
    first = np.asarray(numkong.cdist(rows[:half], q[None, :], metric="dot"))
    return np.concatenate([first[:, 0], later.result()[:, 0]])


def _norms(rows: np.ndarray) -> np.ndarray:
    """Each row's length, a block at a time (a float copy of 20,000 rows is 40 MB)."""
    out = np.empty(len(rows), dtype=np.float32)
    for at in range(0, len(rows), PAGE):
        wide = rows[at : at + PAGE].astype(np.float32)
        out[at : at + PAGE] = np.sqrt(np.einsum("ij,ij->i", wide, wide))
    return np.maximum(out, 1e-6)


class SemanticIndex:
    """The vectors of one index database (read on the connection thread of a search)."""

    def __init__(self, dim: int = 512) -> None:
        self.dim = dim
        self._lock = threading.Lock()
        self._ids = np.zeros(0, dtype=np.int64)
        self._rows = np.zeros((0, dim), dtype=np.int8)
        self._norms = np.zeros(0, dtype=np.float32)
        self._pos = Positions()
        self._seq = 0
        self._view: ann.View | None = None  # the index file (ann.py), when the library has one
        self._covered: tuple[int, int] | None = None

    def __len__(self) -> int:
        return len(self._ids)

    @property
    def uses_file(self) -> bool:
        return self._view is not None

    def refresh(self, db: sqlite3.Connection) -> None:
        """Bring the rows up to date with the table (on ``db``'s thread)."""
        # two statements: each is a lookup (max on the seq index, count(*) SQLite's own
        # counter opcode); together in one they scan every row (13 ms at 100,000 files)
        (seq,) = db.execute("SELECT coalesce(max(seq), 0) FROM vectors").fetchone()
        (count,) = db.execute("SELECT count(*) FROM vectors").fetchone()
        covered = ann.covered(db) if count >= ann.ANN_MIN else None
        with self._lock:
            if covered != self._covered:
                self._use_file(db, covered)
                self._reload(db, seq)
                return
            floor = self._covered[0] if self._view is not None and self._covered else 0
            if seq == self._seq and (self._view is not None or count == len(self._ids)):
                return
            if seq < self._seq or not len(self._ids):  # the first load, or a rebuilt table
                self._reload(db, seq)
                return
            rows = db.execute(
                "SELECT file_id, vec FROM vectors WHERE seq > ? ORDER BY seq",
                (max(self._seq, floor),),
            ).fetchall()
            self._merge(rows)
            self._seq = seq
            if self._view is None and len(self._ids) != count:  # files went away since
                self._reload(db, seq)

    def _use_file(self, db: sqlite3.Connection, covered: tuple[int, int] | None) -> None:
        self._view, self._covered = None, covered
        if covered is not None:
            path = Path(db.execute("PRAGMA database_list").fetchone()[2]).parent / ann.FILE
            (top,) = db.execute("SELECT coalesce(max(file_id), 0) FROM vectors").fetchone()
            self._view = ann.open_view(path, int(top))

    def _reload(self, db: sqlite3.Connection, seq: int) -> None:
        """Every row again (above the index file's seq), into one array allocated once and filled a
        page at a time."""
        (size,) = db.execute("PRAGMA cache_size").fetchone()
        db.execute(f"PRAGMA cache_size = {_SCAN_CACHE}")  # the scan's pages are not kept
        try:
            self._reload_rows(db, seq)
        finally:
            db.execute(f"PRAGMA cache_size = {int(size)}")

    def _reload_rows(self, db: sqlite3.Connection, seq: int) -> None:
        floor = self._covered[0] if self._view is not None and self._covered else 0
        (count,) = db.execute(
            "SELECT count(*) FROM vectors WHERE seq > ? AND seq <= ?", (floor, seq)
        ).fetchone()
        self._clear()
        ids = np.empty(count, dtype=np.int64)
        rows = np.empty((count, self.dim), dtype=np.int8)
        n = 0
        cur = db.execute(
            "SELECT file_id, vec FROM vectors WHERE seq > ? AND seq <= ?", (floor, seq)
        )
        while page := cur.fetchmany(PAGE):
            if len(page[0][1]) != self.dim:  # another model's size: the slow path sizes it
                self._clear()
                self._merge(db.execute("SELECT file_id, vec FROM vectors").fetchall())
                self._seq = seq
                return
            page = page[: count - n]
            ids[n : n + len(page)] = [r[0] for r in page]
            rows[n : n + len(page)] = _rows([r[1] for r in page], self.dim)
            n += len(page)
        self._ids, self._rows = ids[:n], rows[:n]
        self._norms = _norms(self._rows)
        self._pos = Positions(self._ids)
        self._seq = seq

    def _clear(self) -> None:
        self._ids = np.zeros(0, dtype=np.int64)
        self._rows = np.zeros((0, self.dim), dtype=np.int8)
        self._norms = np.zeros(0, dtype=np.float32)
        self._pos = Positions()
        self._seq = 0

    def _merge(self, rows: list[tuple[int, bytes]]) -> None:
        if not rows:
            return
        if len(rows[0][1]) != self.dim:  # another model's size (int8: a byte a dimension)
            self.dim = len(rows[0][1])
            self._clear()
        new_rows = _rows([r[1] for r in rows], self.dim)
        new_norms = _norms(new_rows)
        fresh_ids: list[int] = []
        fresh: list[int] = []  # their rows in new_rows
        for k, (fid, _) in enumerate(rows):
            at = self._pos.get(fid)
            if at is not None:
                self._rows[at] = new_rows[k]  # a file embedded again
                self._norms[at] = new_norms[k]
            else:
                self._pos[fid] = len(self._ids) + len(fresh_ids)
                fresh_ids.append(fid)
                fresh.append(k)
        if fresh_ids:
            self._ids = np.concatenate([self._ids, np.asarray(fresh_ids, dtype=np.int64)])
            self._rows = np.concatenate([self._rows, new_rows[fresh]])
            self._norms = np.concatenate([self._norms, new_norms[fresh]])

    def _cosines(self, q: np.ndarray, idx: np.ndarray | None) -> np.ndarray:
        rows = self._rows if idx is None else self._rows[idx]
        norms = self._norms if idx is None else self._norms[idx]
        dots = _dots(rows, q)
        qn = max(float(np.sqrt(np.dot(q.astype(np.float32), q.astype(np.float32)))), 1e-6)
        return dots / (norms * qn)

    def nearest(
        self, vec: np.ndarray, k: int, allowed: set[int] | None = None
    ) -> list[tuple[int, float]]:
        """(file id, cosine) of the ``k`` files closest to ``vec``, best first; only files
        in ``allowed`` when given."""
        q = as_int8(vec)
        with self._lock:
            got = self._exact(q, k, allowed)
            if self._view is None:
                return got
            if allowed is None:
                beside = _beside() if len(self._view) * ann.PROBE_SHARE >= _SPLIT_MIN else None
                more = ann.search(self._view, q, k + 10, beside)
            else:
                more = self._in_file(self._view, q, k, allowed)
            # the file's row of a file embedded again since is its older one
            got += [(f, c) for f, c in more if f not in self._pos]
            got.sort(key=lambda fc: -fc[1])
            return got[:k]

    def _exact(self, q: np.ndarray, k: int, allowed: set[int] | None) -> list[tuple[int, float]]:
        if not len(self._ids):
            return []
        idx = None
        if allowed is not None:
            at = [a for i in allowed if (a := self._pos.get(i)) is not None]
            if not at:
                return []
            idx = np.asarray(at, dtype=np.int64)
        scores = self._cosines(q, idx)
        k = min(k, len(scores))
        top = np.argpartition(-scores, k - 1)[:k]
        top = top[np.argsort(-scores[top], kind="stable")]
        ids = self._ids if idx is None else self._ids[idx]
        return [(int(ids[i]), float(scores[i])) for i in top]

    @staticmethod
    def _in_file(
        view: ann.View, q: np.ndarray, k: int, allowed: set[int]
    ) -> list[tuple[int, float]]:
        """The ``k`` nearest of the allowed files the index file holds (a filtered question:
        every allowed row, read from the map, not from the table)."""
        at = view.positions(np.fromiter(allowed, dtype=np.int64, count=len(allowed)))
        at = np.sort(at[at >= 0])  # in the file's order: the map read forwards
        if not len(at):
            return []
        dots = np.asarray(numkong.cdist(view.rows[at], q[None, :], metric="dot"))[:, 0]
        qn = max(float(np.linalg.norm(q.astype(np.float32))), 1e-6)
        cos = dots / (np.maximum(view.norms[at], 1e-6) * qn)
        k = min(k, len(cos))
        top = np.argpartition(-cos, k - 1)[:k]
        top = top[np.argsort(-cos[top], kind="stable")]
        return list(zip(view.ids[at[top]].tolist(), cos[top].tolist(), strict=True))

    def cosines(self, vec: np.ndarray, ids: list[int]) -> np.ndarray:
        """The cosine of ``vec`` with each file in ``ids`` (0 for a file without a vector)."""
        if not ids:
            return np.zeros(0)
        q = as_int8(vec)
        with self._lock:
            at = self._pos.rows(np.asarray(ids, dtype=np.int64))
            held = at >= 0
            out = np.zeros(len(ids))
            if held.any():
                idx = at[held].astype(np.int64)
                out[held] = self._cosines(q, idx)
            view = self._view
        rest = np.flatnonzero(~held)
        if len(rest) and view is not None:  # in the index file only (large libraries)
            at = view.positions(np.asarray([ids[k] for k in rest], dtype=np.int64))
            found = at >= 0
            if found.any():
                wide = view.rows[at[found]].astype(np.float32)
                qn = max(float(np.linalg.norm(vec)), 1e-6)
                out[rest[found]] = (wide @ vec) / (np.maximum(view.norms[at[found]], 1e-6) * qn)
        return out

    def vector_of(self, file_id: int) -> np.ndarray | None:
        with self._lock:
            at = self._pos.get(file_id)
            if at is not None:
                row = self._rows[at].astype(np.float32)
                out: np.ndarray = row / self._norms[at]
                return out
            if self._view is not None:
                (at,) = self._view.positions(np.asarray([file_id], dtype=np.int64))
                if at >= 0:
                    wide = self._view.rows[at].astype(np.float32)
                    return wide / max(float(self._view.norms[at]), 1e-6)
            return None
