"""The index database: one SQLite file in the state directory, in WAL mode so the server
and the daemon can share it, and each process reads on its own connection while it writes on
another. ``Database`` holds a process's two connections and its one write lock; every part
of the core (the index, the suggestions, the moves, the runs) is handed it and writes only
through ``Database.write`` / ``Database.run``."""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, TypeVar

import aiosqlite
import anyio
import anyio.to_thread

from ..errors import StorageError
from .migrations import migrate_file
from .private import private_dir, private_file, tighten

__all__ = ["Database", "Statement", "open_db", "write_tx", "run_tx", "run_on", "fetchall"]

log = logging.getLogger("mylifedb.db")

T = TypeVar("T")
Statement = tuple[str, Sequence[Any]]

BUSY_TIMEOUT_MS = 10_000
# Each connection's page cache (PRAGMA cache_size; negative: KiB). The writer's holds the
# pages a large index writes again and again; the reader's only what searches read, which the
# OS caches anyway (measured at 20,000 files: 32 MB grew serve to 175 MiB over 400 searches,
# 8 MB to 148 MiB, the searches as fast).
CACHE_KIB = -32_000
READER_CACHE_KIB = -2_000
BEGIN_ATTEMPTS = 3  # each waits up to BUSY_TIMEOUT_MS for another process's write to end


async def open_db(path: Path, *, reader: bool = False) -> aiosqlite.Connection:
    """The index at ``path``, migrated. ``reader=True``: a second connection for reads only
    (``PRAGMA query_only``), opened alongside the writer. In WAL mode it reads the last
    committed state, so a read never sees half of a write transaction (a file row whose
    digests are not written yet), and it never waits for a writer."""
    try:
        if not reader:  # the index holds every document's text: for this user's eyes only
            # (SQLite gives its -wal and -shm files the database file's mode)
            private_dir(path.parent)
            private_file(path)
            for suffix in ("-wal", "-shm"):
                tighten(path.with_name(path.name + suffix), 0o600)
            await anyio.to_thread.run_sync(migrate_file, path)
        db = await aiosqlite.connect(path, timeout=BUSY_TIMEOUT_MS / 1000, isolation_level=None)
    except (OSError, sqlite3.Error) as exc:
        unusable = isinstance(exc, sqlite3.DatabaseError) and not isinstance(
            exc, sqlite3.OperationalError
        )  # "file is not a database": another index would be needed
        raise StorageError(
            f"cannot open the index at {path}: {exc}", see="reindex" if unusable else None
        ) from exc
    try:
        db.row_factory = aiosqlite.Row
        await db.execute(f"PRAGMA busy_timeout = {BUSY_TIMEOUT_MS}")
        if reader:
            await db.execute("PRAGMA query_only = ON")
        else:
            await db.execute("PRAGMA journal_mode = WAL")
            await db.execute("PRAGMA synchronous = NORMAL")
            await db.execute("PRAGMA foreign_keys = ON")
        await db.execute("PRAGMA temp_store = MEMORY")
        await db.execute(f"PRAGMA cache_size = {READER_CACHE_KIB if reader else CACHE_KIB}")
    except sqlite3.Error as exc:
        await db.close()
        raise StorageError(f"cannot prepare the index at {path}: {exc}") from exc
    return db


@asynccontextmanager
async def write_tx(
    db: aiosqlite.Connection, lock: anyio.Lock, *, doing: str = "writing to the index"
) -> AsyncIterator[aiosqlite.Connection]:
    """The one way to write: ``async with write_tx(db, lock) as tx: await tx.execute(...)``.

    BEGIN IMMEDIATE takes the database's write lock up front (retried while another process
    holds it past the busy timeout), the block's statements run, and the transaction commits;
    any failure rolls it back. SQLite errors become ``StorageError``.

    Cancellation, wherever it hits, leaves the connection as it found it: a statement
    already handed to the connection's thread runs to its end whether or not its caller
    still waits, so a cancelled BEGIN is followed by a ROLLBACK, a cancelled body is rolled
    back, and the COMMIT itself is shielded (once asked for, its outcome is the one the
    caller sees: committed, or an error; the cancellation is delivered after)."""
    async with lock:
        await _begin(db, doing)
        try:
            yield db
            with anyio.CancelScope(shield=True):
                await db.execute("COMMIT")
        except BaseException as exc:
            await _rollback(db)
            if isinstance(exc, sqlite3.Error):
                raise StorageError(f"index database error while {doing}: {exc}") from exc
            raise


async def _begin(db: aiosqlite.Connection, doing: str) -> None:
    if db.in_transaction:  # left open by a path this module does not know: never build on it
        log.warning("a write transaction was left open on the index; rolled it back")
        await _rollback(db)
    for attempt in range(1, BEGIN_ATTEMPTS + 1):
        try:
            await db.execute("BEGIN IMMEDIATE")
            return
        except sqlite3.OperationalError as exc:
            busy = (exc.sqlite_errorcode & 0xFF) in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
            if not busy or attempt == BEGIN_ATTEMPTS:  # told by its code, not its wording
                raise StorageError(f"index database error while {doing}: {exc}") from exc
        except BaseException:  # cancelled: the BEGIN may still run on the connection's thread
            await _rollback(db)
            raise


async def _rollback(db: aiosqlite.Connection) -> None:
    """ROLLBACK, shielded from cancellation; queued behind whatever the connection's thread
    is still running, so it undoes that too. Harmless when no transaction is open."""
    with anyio.CancelScope(shield=True):
        try:
            await db.execute("ROLLBACK")
        except sqlite3.Error:
            pass  # no transaction: the failed statement or BEGIN had ended or never began it


async def run_tx(
    db: aiosqlite.Connection,
    lock: anyio.Lock,
    statements: Sequence[Statement],
    *,
    doing: str = "writing to the index",
) -> int:
    """Run ``(sql, params)`` statements in one ``write_tx``; returns the last one's rowcount."""
    count = 0
    async with write_tx(db, lock, doing=doing) as tx:
        for sql, params in statements:
            cur = await tx.execute(sql, params)
            count = cur.rowcount
            await cur.close()
    return count


async def run_on(db: aiosqlite.Connection, fn: Callable[..., T], *args: Any) -> T:
    """Run ``fn(sqlite3_connection, *args)`` on the aiosqlite connection's own thread: a
    search or an indexing batch in one hop instead of one per statement (inside a
    ``write_tx`` block for writes). aiosqlite's queue is private API, stable since 0.16;
    the connection may only be used from that thread."""
    return await db._execute(lambda: fn(db._conn, *args))


async def fetchall(db: aiosqlite.Connection, sql: str, params: Any = ()) -> list[sqlite3.Row]:
    """``execute_fetchall`` as a list (aiosqlite types it as a bare Iterable)."""
    return list(await db.execute_fetchall(sql, params))


class Database:
    """The index of one library, as this process holds it: ``writer`` (every write, through
    :meth:`write` or :meth:`run`, one at a time under ``lock``) and ``reader`` (every read a
    caller asks for: committed state only, never half a write). ``writes`` counts this
    process's write transactions (a cache key, with SQLite's ``data_version`` for others')."""

    def __init__(
        self, path: Path, writer: aiosqlite.Connection, reader: aiosqlite.Connection | None = None
    ) -> None:
        self.path = path
        self.writer = writer
        self.reader = reader or writer
        self.lock = anyio.Lock()
        self.writes = 0

    @classmethod
    async def open(cls, path: Path) -> Database:
        writer = await open_db(path)
        try:
            reader = await open_db(path, reader=True)
        except BaseException:
            await writer.close()
            raise
        return cls(path, writer, reader)

    async def close(self) -> None:
        try:
            if self.reader is not self.writer:
                await self.reader.close()
        finally:
            await self.writer.close()

    @asynccontextmanager
    async def write(
        self, doing: str = "writing to the index"
    ) -> AsyncIterator[aiosqlite.Connection]:
        """``async with db.write() as tx: await tx.execute(...)``: one transaction."""
        async with write_tx(self.writer, self.lock, doing=doing) as tx:
            yield tx
        self.writes += 1

    async def run(
        self, statements: Sequence[Statement], *, doing: str = "writing to the index"
    ) -> int:
        """Run ``(sql, params)`` statements in one transaction; the last one's rowcount."""
        count = await run_tx(self.writer, self.lock, statements, doing=doing)
        self.writes += 1
        return count

    async def fetch(self, sql: str, params: Any = ()) -> list[sqlite3.Row]:
        """Rows from the reader: the last committed state."""
        return await fetchall(self.reader, sql, params)

    async def version(self) -> tuple[int, int]:
        """Changes whenever this or another process commits a write."""
        (dv,) = (await self.fetch("PRAGMA data_version"))[0]
        return int(dv), self.writes
