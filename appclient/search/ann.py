"""An approximate nearest-neighbour index of the vectors, for libraries where comparing a
question with every vector stops being cheap (``ANN_MIN`` vectors: at 40,000 int8 rows a
full pass costs over a millisecond): the rows grouped by the nearest of ~sqrt(n) centroids
(spherical k-means on a sample), one file in the state folder (``vectors.ivf``),
memory-mapped read-only by every reader (the pages are the page cache's, shared by every
process on the library). A question is compared with the centroids, then exactly (SIMD int8
dot products) with the rows of the nearest groups until ``PROBE_SHARE`` of the rows are seen.

Why groups and not a graph: usearch's HNSW graph, used here before, loses whole clusters of
near-identical vectors — photos and scans without text, whose vectors differ only by name,
monthly statements of one template — because the graph's neighbour heuristic links such a
cluster only to itself: on clustered vectors 25 of 300 questions found none of their 20
nearest (recall@20 0.78), and on the benchmark's library 5 of 400 fewer than half of their
50. Groups cannot be unreachable: a cluster falls into one or a few groups, and the groups
nearest the question are read whole (recall@50 0.99 on that library, none below 0.72).

The ``vectors`` table stays the truth. The process that makes vectors rewrites the file after
a vectors phase (``sync``), beside and renamed into place, then records what it covers in
``meta`` (``ann-ivf``: its seq and row count). A reader uses the file for the rows up to that seq
and compares the question with the few rows written since (``semantic.py``).

The file: a 64-byte header (``MAGIC``, dim, groups, rows), the centroids (float32), each
group's first row (int64, groups + 1), the rows' file ids (int64) and lengths (float32), then
the int8 rows grouped, each part 64-byte aligned. Nothing in it is trusted further than its
sizes: ``open_view`` checks each against the file's length and the ids against the table's.
"""

from __future__ import annotations

import json
import logging
import math
import os
import sqlite3
import struct
from concurrent.futures import Executor
from pathlib import Path

import numkong
import numpy as np

from .positions import Positions

__all__ = ["ANN_MIN", "FILE", "View", "sync", "covered", "open_view", "search"]

log = logging.getLogger("mylifedb.index")

ANN_MIN = 40_000  # vectors from which a question goes through the groups
FILE = "vectors.ivf"
_KEY = "ann-ivf"  # in meta: what the file covers
_BEFORE = ("vectors.usearch", "ann")  # the graph's file and key, removed by the next sync
MAGIC = b"MLDBIVF1"
PROBE_SHARE = 0.10  # share of the rows a question is compared with (nearest groups first)
_PROBE_MIN = 2_000  # ... and at least this many
_SAMPLE, _ROUNDS, _SEED = 8_192, 10, 20261128  # k-means: rows it learns from, its rounds
_PAGE = 2_000  # rows read, and widened to float32, at a time (4 MB)
_HEAD = struct.Struct("<8sIIQ")
_ALIGN = 64


def covered(db: sqlite3.Connection) -> tuple[int, int] | None:
    """(seq, rows) the file covers, as its writer recorded them; None without one."""
    row = db.execute("SELECT value FROM meta WHERE key = ?", (_KEY,)).fetchone()
    if row is None:
        return None
    try:
        got = json.loads(row[0])
        return int(got["seq"]), int(got["count"])
    except (ValueError, KeyError, TypeError):
        return None


def _aligned(n: int) -> int:
    return -(-n // _ALIGN) * _ALIGN


def _layout(dim: int, groups: int, rows: int) -> tuple[int, int, int, int, int]:
    """Where each part starts, and the file's length."""
    centroids = _ALIGN
    starts = _aligned(centroids + 4 * groups * dim)
    ids = _aligned(starts + 8 * (groups + 1))
    norms = _aligned(ids + 8 * rows)
    data = _aligned(norms + 4 * rows)
    return starts, ids, norms, data, data + rows * dim


class View:
    """The file, memory-mapped read-only; its parts as arrays over the map."""

    def __init__(self, path: Path, top_id: int) -> None:
        # a plain array over the map: a memmap's own slicing costs ~2 µs a slice
        mapped = np.memmap(path, dtype=np.uint8, mode="r").view(np.ndarray)
        if len(mapped) < _HEAD.size:
            raise ValueError("cut short")
        magic, dim, groups, rows = _HEAD.unpack(bytes(mapped[: _HEAD.size]))
        if magic != MAGIC or not (0 < dim <= 4096 and 0 < groups <= rows + 1):
            raise ValueError("not a vectors file of this version")
        starts, ids, norms, data, end = _layout(dim, groups, rows)
        if end != len(mapped):
            raise ValueError("its length is not what its header says")
        self.dim = dim
        self.centroids = mapped[_ALIGN:starts][: 4 * groups * dim].view(np.float32)
        self.centroids = self.centroids.reshape(groups, dim)
        self.starts = mapped[starts:ids][: 8 * (groups + 1)].view(np.int64)
        self.ids = mapped[ids:norms][: 8 * rows].view(np.int64)
        self.norms = mapped[norms:data][: 4 * rows].view(np.float32)
        self.rows = mapped[data:end].view(np.int8).reshape(rows, dim)
        if (
            self.starts[0] != 0
            or self.starts[-1] != rows
            or np.any(np.diff(self.starts) < 0)
            or (rows and (int(self.ids.min()) < 0 or int(self.ids.max()) > top_id))
        ):
            raise ValueError("its groups or ids are out of bounds")
        self.bounds = self.starts.tolist()
        self.sizes = np.diff(self.starts)
        self._at = Positions(self.ids)

    def __len__(self) -> int:
        return len(self.ids)

    def positions(self, fids: np.ndarray) -> np.ndarray:
        """Each file's row in the file, -1 for a file it does not hold."""
        return self._at.rows(fids)


def open_view(path: Path, top_id: int) -> View | None:
    """The file memory-mapped (read-only), or None when it is missing or unreadable;
    ``top_id`` the highest file id the table holds."""
    try:
        return View(path, top_id)
    except (OSError, ValueError):  # missing, cut short, another version's: the table answers
        return None


def search(
    view: View, q: np.ndarray, k: int, beside: Executor | None = None
) -> list[tuple[int, float]]:
    """(file id, cosine) of the ``k`` nearest among the groups nearest ``q`` (int8); the
    groups read in two halves at once when ``beside`` runs the second (numkong lets go of the
    GIL)."""
    if not len(view):
        return []
    qf = q.astype(np.float32)
    qn = max(float(np.linalg.norm(qf)), 1e-6)
    want = max(_PROBE_MIN, math.ceil(PROBE_SHARE * len(view)), k)
    order = np.argsort(-(view.centroids @ qf), kind="stable")
    reach = np.cumsum(view.sizes[order])
    chosen = order[: int(np.searchsorted(reach, want)) + 1].tolist()
    bounds = view.bounds
    ranges = [(bounds[g], bounds[g + 1]) for g in chosen if bounds[g] < bounds[g + 1]]
    half = len(ranges) // 2
    later = beside.submit(_scan, view, ranges[half:], q) if beside is not None and half else None
    cos = _scan(view, ranges if later is None else ranges[:half], q)
    if later is not None:
        cos = np.concatenate([cos, later.result()])
    cos /= qn
    k = min(k, len(cos))
    top = np.argpartition(-cos, k - 1)[:k]
    top = top[np.argsort(-cos[top], kind="stable")]
    seen = np.cumsum([0] + [b - a for a, b in ranges])  # where each group starts in ``cos``
    group = np.searchsorted(seen, top, side="right") - 1
    at = np.asarray([a for a, _ in ranges])[group] + (top - seen[group])
    return list(zip(view.ids[at].tolist(), cos[top].tolist(), strict=True))


def _scan(view: View, ranges: list[tuple[int, int]], q: np.ndarray) -> np.ndarray:
    """The rows of each range: their dot products with ``q`` over their lengths."""
    out = [
        np.asarray(numkong.cdist(view.rows[a:b], q[None, :], metric="dot"))[:, 0] / view.norms[a:b]
        for a, b in ranges
    ]
    return np.concatenate(out) if out else np.zeros(0, dtype=np.float32)


def _unit(rows: np.ndarray) -> np.ndarray:
    wide = rows.astype(np.float32)
    wide /= np.maximum(np.linalg.norm(wide, axis=1, keepdims=True), 1e-6)
    return wide


def _centroids(rows: np.ndarray, groups: int) -> np.ndarray:
    """Spherical k-means on a sample of the rows: ``groups`` unit centroids. (scikit-learn's
    k-means would bring scipy into the process that makes vectors: +105 MB.)"""
    rng = np.random.default_rng(_SEED)
    picked = np.sort(rng.choice(len(rows), min(_SAMPLE, len(rows)), replace=False))
    sample = _unit(rows[picked])
    cents = sample[rng.choice(len(sample), groups, replace=False)].copy()
    for _ in range(_ROUNDS):
        near = np.argmax(sample @ cents.T, axis=1)
        sizes = np.bincount(near, minlength=groups)
        sums = np.zeros_like(cents)
        for g in np.unique(near):  # a group's members summed (no copy of the whole sample)
            sums[g] = sample[near == g].sum(axis=0)
        empty = np.flatnonzero(sizes == 0)
        if len(empty):  # a group nobody chose takes the rows its centroid fits worst
            fit = np.einsum("ij,ij->i", sample, cents[near])
            sums[empty] = sample[np.argsort(fit)[: len(empty)]]
        cents = sums / np.maximum(np.linalg.norm(sums, axis=1, keepdims=True), 1e-6)
    return np.ascontiguousarray(cents, dtype=np.float32)


def _nearest_group(rows: np.ndarray, cents: np.ndarray) -> np.ndarray:
    out = np.empty(len(rows), dtype=np.int64)
    for at in range(0, len(rows), _PAGE):
        out[at : at + _PAGE] = np.argmax(rows[at : at + _PAGE].astype(np.float32) @ cents.T, 1)
    return out


def _write(path: Path, ids: np.ndarray, rows: np.ndarray, cents: np.ndarray) -> None:
    """The file written beside ``path`` (0600) and renamed into place."""
    groups, dim = cents.shape
    group = _nearest_group(rows, cents)
    order = np.argsort(group, kind="stable")
    starts = np.zeros(groups + 1, dtype=np.int64)
    starts[1:] = np.cumsum(np.bincount(group, minlength=groups))
    at_starts, at_ids, at_norms, at_data, end = _layout(dim, groups, len(ids))
    tmp = path.with_name(f".{FILE}.{os.getpid()}")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
    try:
        with os.fdopen(fd, "wb") as out:
            out.truncate(end)
            out.write(_HEAD.pack(MAGIC, dim, groups, len(ids)))
            for at, part in (
                (_ALIGN, cents),
                (at_starts, starts),
                (at_ids, ids[order].astype(np.int64)),
            ):
                out.seek(at)
                out.write(part.tobytes())
            out.seek(at_norms)
            for a in range(0, len(order), _PAGE):
                wide = rows[order[a : a + _PAGE]].astype(np.float32)
                out.write(np.sqrt(np.einsum("ij,ij->i", wide, wide)).astype(np.float32).tobytes())
            out.seek(at_data)
            for a in range(0, len(order), _PAGE):
                out.write(rows[order[a : a + _PAGE]].tobytes())
        os.replace(tmp, path)
    except BaseException:
        tmp.unlink(missing_ok=True)
        raise


def sync(db_path: Path) -> bool:
    """Write ``vectors.ivf`` beside ``db_path`` from the table (a worker thread, its own
    connection). Returns whether the file changed."""
    conn = sqlite3.connect(db_path, timeout=30)
    try:
        (count,) = conn.execute("SELECT count(*) FROM vectors").fetchone()
        if count < ANN_MIN:
            return False
        (seq,) = conn.execute("SELECT coalesce(max(seq), 0) FROM vectors").fetchone()
        path = db_path.parent / FILE
        if path.exists() and covered(conn) == (seq, count):
            return False
        (dim,) = conn.execute("SELECT length(vec) FROM vectors ORDER BY seq DESC").fetchone()
        ids = np.empty(count, dtype=np.int64)
        rows = np.empty((count, dim), dtype=np.int8)
        n = 0
        cur = conn.execute(
            "SELECT file_id, vec FROM vectors WHERE length(vec) = ? AND seq <= ?", (dim, seq)
        )
        while page := cur.fetchmany(_PAGE):
            page = page[: count - n]
            ids[n : n + len(page)] = [r[0] for r in page]
            rows[n : n + len(page)] = np.frombuffer(b"".join(r[1] for r in page), np.int8).reshape(
                len(page), dim
            )
            n += len(page)
        ids, rows = ids[:n], rows[:n]
        if not n:
            return False
        _write(path, ids, rows, _centroids(rows, max(1, round(math.sqrt(n)))))
        conn.execute(
            "INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)",
            (_KEY, json.dumps({"seq": seq, "count": count})),
        )
        conn.execute("DELETE FROM meta WHERE key = ?", (_BEFORE[1],))
        conn.commit()
        (db_path.parent / _BEFORE[0]).unlink(missing_ok=True)
        log.info("vector index written: %d vectors in %d groups", n, round(math.sqrt(n)))
        return True
    finally:
        conn.close()
