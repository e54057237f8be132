"""An approximate nearest-neighbour index of the vectors, for libraries where comparing a
question with every vector stops being cheap (``ANN_MIN`` vectors: at 40,000 int8 rows a
full pass costs over a millisecond): usearch's HNSW graph over int8 vectors, one file in the
state folder (``vectors.usearch``), memory-mapped read-only by every reader (``Index.restore(
view=True)``: the pages are the page cache's, shared by every process on the library).

The ``vectors`` table stays the truth. The process that makes vectors brings the file up to
date after a vectors phase (``sync``: the rows written since the file's ``seq``, files gone
since removed), writes it beside and renames it into place, then records what it covers in
``meta`` (``ann``: its seq and row count). A reader uses the file for the rows up to that
seq and compares the question with the few rows written since (``semantic.py``).
"""

from __future__ import annotations

import json
import logging
import os
import sqlite3
from pathlib import Path
from typing import Any

import numpy as np

__all__ = ["ANN_MIN", "FILE", "sync", "covered", "open_view", "search"]

log = logging.getLogger("mylifedb.index")

ANN_MIN = 40_000  # vectors from which a question goes through the graph
FILE = "vectors.usearch"
_PAGE = 10_000
_CONNECTIVITY, _EXPANSION_ADD, _EXPANSION_SEARCH = 16, 64, 160


def covered(db: sqlite3.Connection) -> tuple[int, int] | None:
    """(seq, rows) the file covers, as its writer recorded them; None without one."""
    row = db.execute("SELECT value FROM meta WHERE key = 'ann'").fetchone()
    if row is None:
        return None
    try:
        got = json.loads(row[0])
        return int(got["seq"]), int(got["count"])
    except (ValueError, KeyError, TypeError):
        return None


def _new(dim: int) -> Any:
    from usearch.index import Index

    return Index(
        ndim=dim,
        metric="cos",
        dtype="i8",
        connectivity=_CONNECTIVITY,
        expansion_add=_EXPANSION_ADD,
        expansion_search=_EXPANSION_SEARCH,
    )


def open_view(path: Path) -> Any | None:
    """The file memory-mapped (read-only), or None when it is missing or unreadable."""
    from usearch.index import Index

    try:
        return Index.restore(str(path), view=True, expansion_search=_EXPANSION_SEARCH)
    except Exception:  # missing, cut short, another version's: the table still answers
        return None


def search(index: Any, q: np.ndarray, k: int) -> list[tuple[int, float]]:
    """(file id, cosine) of the ``k`` nearest in the graph, ``q`` an int8 vector."""
    found = index.search(q, k)
    return [(int(key), 1.0 - float(d)) for key, d in zip(found.keys, found.distances, strict=True)]


def sync(db_path: Path) -> bool:
    """Bring ``vectors.usearch`` beside ``db_path`` up to date with the table (a worker
    thread, its own connection). Returns whether the file changed."""
    conn = sqlite3.connect(db_path, timeout=30)
    try:
        (count,) = conn.execute("SELECT count(*) FROM vectors").fetchone()
        if count < ANN_MIN:
            return False
        (seq,) = conn.execute("SELECT coalesce(max(seq), 0) FROM vectors").fetchone()
        path = db_path.parent / FILE
        have = covered(conn) if path.exists() else None
        if have == (seq, count):
            return False
        index = None
        if have is not None and have[0] <= seq:
            from usearch.index import Index

            try:
                index = Index.restore(str(path), expansion_search=_EXPANSION_SEARCH)
            except Exception:
                index = None
        since = have[0] if index is not None and have is not None else 0
        index = _add(conn, index, since)
        _drop_gone(conn, index, count)
        tmp = path.with_name(f".{FILE}.{os.getpid()}")
        index.save(str(tmp))
        os.chmod(tmp, 0o600)
        os.replace(tmp, path)
        conn.execute(
            "INSERT OR REPLACE INTO meta(key, value) VALUES ('ann', ?)",
            (json.dumps({"seq": seq, "count": count}),),
        )
        conn.commit()
        log.info("vector index brought up to date: %d vectors", len(index))
        return True
    finally:
        conn.close()


def _add(conn: sqlite3.Connection, index: Any, since: int) -> Any:
    cur = conn.execute("SELECT file_id, vec FROM vectors WHERE seq > ? ORDER BY seq", (since,))
    while page := cur.fetchmany(_PAGE):
        dim = len(page[0][1])
        if index is None or index.ndim != dim:
            index = _new(dim)
        keys = np.asarray([r[0] for r in page], dtype=np.uint64)
        rows = np.frombuffer(b"".join(r[1] for r in page), dtype=np.int8).reshape(len(page), dim)
        present = np.asarray(index.contains(keys), dtype=bool) if len(index) else None
        if present is not None and present.any():
            index.remove(keys[present])  # a file embedded again
        index.add(keys, rows)
    return index if index is not None else _new(512)


def _drop_gone(conn: sqlite3.Connection, index: Any, count: int) -> None:
    """Files gone from the table since (deleted): out of the graph too."""
    if len(index) <= count:
        return
    table = np.fromiter((r[0] for r in conn.execute("SELECT file_id FROM vectors")), np.uint64)
    gone = np.setdiff1d(np.asarray(index.keys, dtype=np.uint64), table)
    if len(gone):
        index.remove(gone)
