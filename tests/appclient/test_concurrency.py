"""Reads and writes at once, in one process: the indexer writing batches while tool calls
read, and the watcher's re-check of changed paths while files move. Each interleaving that
used to go wrong is forced with events (a write paused in the middle of its transaction, a
re-check paused between two stats), not hoped for with sleeps; two free-running tests then
check the same invariants under real concurrency."""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import anyio.from_thread
import pytest

import appclient.index.indexer
from appclient import LocalAppClient, Settings
from tests.fixtures import write_library


def _settings(tmp_path: Path) -> Settings:
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


async def _first_of(*events: anyio.Event) -> None:
    async with anyio.create_task_group() as tg:

        async def wait(e: anyio.Event) -> None:
            await e.wait()
            tg.cancel_scope.cancel()

        for e in events:
            tg.start_soon(wait, e)


async def _indexed_paths(c: LocalAppClient) -> set[str]:
    return {r[0] for r in await c.db.writer.execute_fetchall("SELECT path FROM files")}


async def _assert_complete(c: LocalAppClient, paths: list[str]) -> None:
    """Every file a read shows has its digests: never a row from half of a batch."""
    for p in paths:
        detail = await c.get_file(p)
        assert "text" in detail.digests, f"{p} read without its digests: a half-written batch"


async def test_a_read_never_sees_half_of_an_index_batch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    write_library(
        tmp_path / "lib", {f"notes/n{i}.txt": f"note number {i} about apples" for i in range(10)}
    )
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        halfway, go_on = threading.Event(), threading.Event()
        write_batch = appclient.index.indexer._write_batch

        def paused_before_commit(*args: Any) -> Any:
            out = write_batch(*args)  # the whole batch written, its transaction still open
            halfway.set()
            go_on.wait()
            return out

        monkeypatch.setattr(appclient.index.indexer, "_write_batch", paused_before_commit)
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(c.index)
                await anyio.to_thread.run_sync(halfway.wait)
                seen = [f.path for f in (await c.list_recent_files(limit=100)).files]
                await _assert_complete(c, seen)
                assert seen == []  # the batch is not committed: readers see the index as before it
                assert (await c.search("apples")).results == []
                go_on.set()
        finally:
            go_on.set()  # never leave the writer's thread blocked, even when an assert failed
        seen = [f.path for f in (await c.list_recent_files(limit=100)).files]
        assert len(seen) == 10
        await _assert_complete(c, seen)
    finally:
        await c.aclose()


async def test_reads_during_a_real_first_index_see_whole_files(tmp_path: Path) -> None:
    n = 3 * appclient.index.indexer.BATCH
    write_library(
        tmp_path / "lib", {f"notes/{i // 100}/n{i}.txt": f"note {i} pears" for i in range(n)}
    )
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        done = anyio.Event()

        async def index() -> None:
            await c.index()
            done.set()

        async with anyio.create_task_group() as tg:
            tg.start_soon(index)
            while not done.is_set():
                seen = [f.path for f in (await c.list_recent_files(limit=20)).files]
                await _assert_complete(c, seen)
        assert len(await _indexed_paths(c)) == n
    finally:
        await c.aclose()


class _SignallingLock:
    """An anyio.Lock that says when someone had to wait for it."""

    def __init__(self) -> None:
        self._lock = anyio.Lock()
        self.contended = anyio.Event()

    async def __aenter__(self) -> None:
        if self._lock.locked():
            self.contended.set()
        await self._lock.acquire()

    async def __aexit__(self, *exc: object) -> None:
        self._lock.release()


async def test_a_file_moving_during_a_recheck_stays_in_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The watcher re-checks 'notes/a.txt' (not there yet), the file moves there from the
    inbox, the re-check then looks at 'inbox/a.txt' (gone): without the move lock the file
    was seen in neither place and its row deleted."""
    write_library(tmp_path / "lib", {"inbox/a.txt": "alpha", "notes/b.txt": "beta"})
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        await c.index()
        between, moved = anyio.Event(), anyio.Event()
        go_on = threading.Event()
        real: Callable[..., Any] = appclient.index.indexer.stat_paths

        def paused_between_stats(root: Path, rels: list[str]) -> Any:
            files, folders, scopes = real(root, rels[:1])
            anyio.from_thread.run_sync(between.set)
            go_on.wait()
            more_files, more_folders, more_scopes = real(root, rels[1:])
            return files + more_files, folders | more_folders, scopes | more_scopes

        monkeypatch.setattr(appclient.index.indexer, "stat_paths", paused_between_stats)
        lock = _SignallingLock()
        c.mover.move_lock = c.indexer._move_lock = lock  # type: ignore[assignment]

        async def move() -> None:
            await c.move_file("inbox/a.txt", "notes")
            moved.set()

        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(c.refresh, ["notes/a.txt", "inbox/a.txt"])
                await between.wait()
                tg.start_soon(move)
                await _first_of(
                    lock.contended, moved
                )  # the move waits for the re-check, or is done
                go_on.set()
        finally:
            go_on.set()
        assert (c.root / "notes/a.txt").is_file()
        assert await _indexed_paths(c) == {"notes/a.txt", "notes/b.txt"}
        assert [h.path for h in (await c.search("alpha")).results] == ["notes/a.txt"]
    finally:
        await c.aclose()


async def test_a_file_moved_while_a_full_scan_walks_stays_in_the_index(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The scan's walk passes 'notes/' before the file arrives there and 'inbox/' after it
    left: it sees the file nowhere. The move has already pointed the row at 'notes/a.txt';
    the scan must not then drop that row as 'inbox/a.txt', gone."""
    write_library(tmp_path / "lib", {"inbox/a.txt": "alpha", "notes/b.txt": "beta"})
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        await c.index()
        walked, go_on = threading.Event(), threading.Event()
        real: Callable[..., Any] = appclient.index.indexer._scan_changes
        aside = tmp_path / "aside.txt"

        def walk_missing_the_file(root: Path, db_path: str) -> Any:
            (root / "inbox/a.txt").rename(aside)  # the walk sees it in neither folder
            try:
                out = real(root, db_path)
            finally:
                aside.rename(root / "inbox/a.txt")
            walked.set()
            go_on.wait()  # the move happens here, before the scan applies what it saw
            return out

        monkeypatch.setattr(appclient.index.indexer, "_scan_changes", walk_missing_the_file)
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(c.index)
                await anyio.to_thread.run_sync(walked.wait)
                await c.move_file("inbox/a.txt", "notes")
                go_on.set()
        finally:
            go_on.set()
        assert await _indexed_paths(c) == {"notes/a.txt", "notes/b.txt"}
        assert [h.path for h in (await c.search("alpha")).results] == ["notes/a.txt"]
    finally:
        await c.aclose()


async def test_a_stream_of_moves_while_rechecks_run_loses_nothing(tmp_path: Path) -> None:
    names = [f"f{i}.txt" for i in range(12)]
    write_library(
        tmp_path / "lib", {f"left/{n}": f"file {n}" for n in names} | {"right/keep.txt": "keep"}
    )
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        await c.index()
        moves_done = anyio.Event()
        rechecks = 0

        async def mover() -> None:
            for _round in range(2):
                for n in names:
                    await c.move_file(f"left/{n}", "right")
                for n in names:
                    await c.move_file(f"right/{n}", "left")
            moves_done.set()

        async def rechecker() -> None:
            nonlocal rechecks
            while not moves_done.is_set():
                for n in names:  # what a watcher hands over after a burst: both ends of a move
                    await c.refresh([f"right/{n}", f"left/{n}"])
                    rechecks += 1
                    # Whatever the moves are doing, the index holds every file somewhere.
                    listed = (await c.list_recent_files(limit=100)).files
                    assert len(listed) == len(names) + 1

        async with anyio.create_task_group() as tg:
            tg.start_soon(mover)
            tg.start_soon(rechecker)
        assert rechecks > 0
        assert await _indexed_paths(c) == {f"left/{n}" for n in names} | {"right/keep.txt"}
        stats = await c.index()
        assert (stats.added, stats.removed, stats.renamed, stats.updated) == (0, 0, 0, 0)
    finally:
        await c.aclose()


async def test_an_accept_cancelled_after_the_link_is_settled_by_the_disk(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A client that gives up (a cancelled tool call) once the file is linked at its
    destination: the move is finished there and then, and the suggestion says accepted. It
    used to be given back to pending for a file that had moved, its journal row left pending."""
    import appclient.decisions.place

    write_library(tmp_path / "lib", {"inbox/a.txt": "alpha", "notes/b.txt": "beta"})
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        await c.index()
        sid = (await c.create_suggestion("inbox/a.txt", "notes", "a note", 0.9)).id
        linked, go_on = anyio.Event(), threading.Event()

        def crash_point(stage: str) -> None:
            if stage == "after_link":
                anyio.from_thread.run_sync(linked.set)
                go_on.wait()

        monkeypatch.setattr(appclient.decisions.place, "crash_point", crash_point)
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(c.resolve_suggestion, sid, "accept")
                await linked.wait()
                tg.cancel_scope.cancel()
                go_on.set()
        finally:
            go_on.set()
        assert not (c.root / "inbox/a.txt").exists() and (c.root / "notes/a.txt").is_file()
        assert [r[0] for r in await c.db.writer.execute_fetchall("SELECT status FROM moves")] == [
            "done"
        ]
        assert (await c.get_suggestion(sid)).status == "accepted"
        assert [h.path for h in (await c.search("alpha")).results] == ["notes/a.txt"]
    finally:
        await c.aclose()
