"""A look at a library's index without opening it: for ``mylifedb status``.

Opening a library (``LocalAppClient.open``) creates the state directory, migrates the
database, settles unfinished moves and registers the process; a status check must do none of
that. This reads ``index.db`` through a read-only SQLite connection and says what it finds,
including an index that is missing, locked, older than this version, or not a database.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass
from pathlib import Path

__all__ = ["IndexSummary", "LastRun", "read_index_summary"]


@dataclass(frozen=True)
class LastRun:
    created_at: float
    file_path: str
    provider: str
    model: str
    outcome: str


@dataclass(frozen=True)
class IndexSummary:
    path: Path
    exists: bool
    size_bytes: int = 0  # index.db plus its -wal and -shm files
    files: int | None = None
    pending_suggestions: int | None = None
    last_run: LastRun | None = None
    with_vectors: int | None = None  # files searchable by meaning (a current vector)
    problem: str | None = None  # why the counts are missing, when the file exists


def _size(db_path: Path) -> int:
    total = 0
    for suffix in ("", "-wal", "-shm"):
        try:
            total += db_path.with_name(db_path.name + suffix).stat().st_size
        except OSError:
            pass
    return total


def read_index_summary(db_path: Path) -> IndexSummary:
    if not db_path.is_file():
        return IndexSummary(db_path, exists=False)
    size = _size(db_path)
    try:
        conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True, timeout=2.0)
    except sqlite3.Error as exc:
        return IndexSummary(db_path, True, size, problem=f"cannot open it: {exc}")
    try:
        files = conn.execute("SELECT count(*) FROM files").fetchone()[0]
        pending = conn.execute(
            "SELECT count(*) FROM suggestions WHERE status='pending'"
        ).fetchone()[0]
        row = conn.execute(
            "SELECT created_at, file_path, provider, model, outcome FROM runs ORDER BY id DESC LIMIT 1"
        ).fetchone()
        vectors = _with_vectors(conn)
    except sqlite3.DatabaseError as exc:  # not a database, locked, or a table missing
        return IndexSummary(db_path, True, size, problem=str(exc))
    finally:
        conn.close()
    last = (
        LastRun(float(row[0]), str(row[1]), str(row[2]), str(row[3]), str(row[4])) if row else None
    )
    return IndexSummary(
        db_path,
        True,
        size,
        files=int(files),
        pending_suggestions=int(pending),
        last_run=last,
        with_vectors=vectors,
    )


def _with_vectors(conn: sqlite3.Connection) -> int | None:
    try:
        (rows,) = conn.execute("SELECT count(*) FROM vectors").fetchone()
        (stale,) = conn.execute("SELECT count(*) FROM vectors WHERE stale = 1").fetchone()
    except sqlite3.OperationalError:  # an index from before vectors
        return None
    return int(rows) - int(stale)
