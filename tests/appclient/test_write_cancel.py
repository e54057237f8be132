"""``Database.write`` under cancellation, at the two points a scheduler rarely lands on by
chance: while BEGIN and while COMMIT wait their turn on the connection's thread. The thread
is held by a statement of the test's own (a blocker), so each point is reached for sure.
The random cancellations over a real MCP session are in ``tests/mcp/test_cancel_writes.py``."""

from __future__ import annotations

import sqlite3
import threading
from pathlib import Path

import anyio
import anyio.to_thread
import pytest

from appclient.state.db import Database, run_on


async def _open(tmp_path: Path) -> Database:
    db = await Database.open(tmp_path / "state" / "index.db")
    async with db.write() as tx:
        await tx.execute("CREATE TABLE IF NOT EXISTS t(x INTEGER)")
    return db


def _hold(release: threading.Event, holding: threading.Event) -> object:
    def blocker(_conn: sqlite3.Connection) -> None:
        holding.set()
        release.wait(30)

    return blocker


async def _wait_for(flag: threading.Event) -> None:
    await anyio.to_thread.run_sync(flag.wait, 30)


async def test_a_commit_cancelled_while_queued_is_reported_as_it_ended(tmp_path: Path) -> None:
    """Whatever the caller is told matches the disk: a write that returned committed."""
    db = await _open(tmp_path)
    release, holding, queued = threading.Event(), threading.Event(), anyio.Event()
    returned = []
    try:
        scope = anyio.CancelScope()
        async with anyio.create_task_group() as tg:

            async def write() -> None:
                with scope:
                    async with db.write() as tx:
                        await tx.execute("INSERT INTO t VALUES (1)")
                        tg.start_soon(run_on, tx, _hold(release, holding))
                        await _wait_for(holding)  # the thread is busy: COMMIT will queue
                        queued.set()
                    returned.append(True)  # no checkpoint between the commit and this

            tg.start_soon(write)
            await queued.wait()  # the writer now waits on its COMMIT
            scope.cancel()
            release.set()
        rows = await db.fetch("SELECT count(*) FROM t")
        assert (rows[0][0] == 1) == bool(returned), (rows[0][0], returned)
        async with db.write() as tx:  # and the connection is free for the next write
            await tx.execute("INSERT INTO t VALUES (2)")
    finally:
        release.set()
        await db.close()


async def test_a_begin_cancelled_while_queued_leaves_no_transaction_open(tmp_path: Path) -> None:
    db = await _open(tmp_path)
    release, holding = threading.Event(), threading.Event()
    try:
        async with anyio.create_task_group() as tg:
            tg.start_soon(run_on, db.writer, _hold(release, holding))
            await _wait_for(holding)
            with anyio.CancelScope() as scope:

                async def write() -> None:
                    async with db.write() as tx:
                        await tx.execute("INSERT INTO t VALUES (1)")

                async with anyio.create_task_group() as inner:
                    inner.start_soon(write)
                    await anyio.lowlevel.checkpoint()  # the writer queued its BEGIN
                    scope.cancel()
                    release.set()  # the BEGIN runs now, for a caller that left
        assert not db.writer.in_transaction
        other = sqlite3.connect(tmp_path / "state" / "index.db", timeout=0.1)
        try:  # another process can take the write lock at once
            other.execute("BEGIN IMMEDIATE")
            other.execute("ROLLBACK")
        finally:
            other.close()
    finally:
        release.set()
        await db.close()


async def test_a_write_waits_out_another_process_holding_the_database(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Another process's write outlasting the busy timeout: BEGIN is tried again (told busy
    by SQLite's error code, not its wording), and the write goes through once it ends."""
    import appclient.state.db as db_module

    db = await _open(tmp_path)
    other = sqlite3.connect(tmp_path / "state" / "index.db", isolation_level=None)
    try:
        await run_on(db.writer, lambda c: c.execute("PRAGMA busy_timeout = 50"))
        monkeypatch.setattr(db_module, "BEGIN_ATTEMPTS", 1000)
        other.execute("BEGIN IMMEDIATE")  # the other process's write lock

        async def release_later() -> None:
            await anyio.sleep(0.5)
            other.execute("COMMIT")

        async with anyio.create_task_group() as tg:
            tg.start_soon(release_later)
            async with db.write() as tx:
                await tx.execute("INSERT INTO t VALUES (7)")
        rows = other.execute("SELECT x FROM t").fetchall()
        assert rows == [(7,)]
    finally:
        other.close()
        await db.close()
