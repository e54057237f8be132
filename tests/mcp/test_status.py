"""Failures behind the server reach its clients, not only its log: a failed first index, a
dead watch on the library (restarted with backoff) and a failing suggestions poll arrive as
an MCP log notification (``notifications/message``), in the ``note`` of search and tree
answers, and in the ``mylifedb://status`` resource. Real library, real server, in-memory
sessions; the failures themselves are injected (``awatch`` is made to raise as it does when
the library's mount goes away; an exhausted inotify limit is not a failure but a switch to
polling: ``tests/appclient/test_watching.py``)."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp import Client

import appclient.index.watching as watching_module
from appclient import LocalAppClient, Settings, StorageError
from server.app import build_server
from server.surface import STATUS_URI
from tests.fixtures.mcp import ok


async def status(c: Client) -> dict[str, Any]:
    contents = (await c.read_resource(STATUS_URI)).contents[0]
    assert isinstance(contents, types.TextResourceContents)
    return json.loads(contents.text)  # type: ignore[no-any-return]


class Logs:
    """Collects ``notifications/message`` entries; ``wait(n)`` until n have arrived."""

    def __init__(self) -> None:
        self.entries: list[types.LoggingMessageNotificationParams] = []
        self._changed = anyio.Event()

    async def __call__(self, params: types.LoggingMessageNotificationParams) -> None:
        self.entries.append(params)
        self._changed.set()
        self._changed = anyio.Event()

    async def wait(self, n: int) -> None:
        with anyio.fail_after(10):
            while len(self.entries) < n:
                await self._changed.wait()


class FailingWatch:
    """Stands in for ``watchfiles.awatch``: the first ``failures`` calls raise what a
    vanished mount raises; later calls are the real awatch."""

    def __init__(self, failures: int) -> None:
        self.calls = 0
        self.failures = failures
        self.real = watching_module.awatch
        self.gate = anyio.Event()  # the first failure waits for it
        self.gate.set()

    def __call__(self, *args: Any, **kwargs: Any) -> AsyncIterator[Any]:
        self.calls += 1
        if self.calls <= self.failures:
            return self._fail()
        return self.real(*args, **kwargs)  # type: ignore[no-any-return]

    async def _fail(self) -> AsyncIterator[Any]:
        await self.gate.wait()
        raise OSError(19, "the library's mount went away")
        yield  # an async generator, like awatch


async def test_a_dead_watcher_is_reported_and_restarted(
    app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    watch = FailingWatch(failures=2)
    watch.gate = anyio.Event()  # fail once this client is connected
    monkeypatch.setattr(watching_module, "awatch", watch)
    logs = Logs()
    server = build_server(
        app, index_on_start=False, debounce_ms=100, step_ms=50, watch_backoff_s=0.05
    )
    runtime = server.context.runtime  # type: ignore[attr-defined]
    board = runtime.board
    async with Client(server, mode="legacy", logging_callback=logs) as c:
        await c.list_tools()  # the server now knows this connection
        watch.gate.set()
        with anyio.fail_after(10):
            while board.watcher_restarts < 2:  # both failures reported
                await board.changed.wait()
        await logs.wait(1)
        first = logs.entries[0]
        assert first.level == "error" and first.logger == "mylifedb.mcp"  # the logger's name
        assert first.data["component"] == "watcher"
        assert "mount went away" in first.data["problem"]

        # Restarted with backoff until the watch holds; then the problem is cleared.
        with anyio.fail_after(10):
            await runtime.watching.wait()
        assert watch.calls == 3 and board.watcher_restarts == 2
        assert "watcher" not in (await status(c))["problems"]
        assert any(e.data.get("message") == "watcher works again" for e in logs.entries)
        found = await ok(c, "search", {"query": "passport"})
        assert "note" not in found

        # ... and it follows the disk again.
        (app.root / "inbox" / "visa.txt").write_text("Schengen visa application\n")
        with anyio.fail_after(10):
            while (await ok(c, "search", {"query": "schengen"}))["total_found"] != 1:
                await runtime.refreshed.wait()


async def test_a_watcher_that_stays_dead_is_in_every_answer(
    app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(watching_module, "awatch", FailingWatch(failures=10_000))
    server = build_server(app, index_on_start=False, watch_backoff_s=30)
    board = server.context.runtime.board  # type: ignore[attr-defined]
    logs = Logs()
    # A 2026-era client hears of it on its next tool call, on that call's stream.
    async with Client(server, logging_callback=logs, log_level="warning") as c:
        with anyio.fail_after(10):
            while "watcher" not in board.problems:
                await board.changed.wait()
        found = await ok(c, "search", {"query": "passport"})
        assert found["total_found"] >= 1
        assert "not being picked up" in found["note"] and "mount went away" in found["note"]
        tree = await ok(c, "get_folder_tree", {})
        assert "not being picked up" in tree["note"]
        await logs.wait(1)
        assert "mount went away" in json.dumps(logs.entries[0].data)
        state = await status(c)
        assert "mount went away" in state["problems"]["watcher"]
        assert "retrying in 30 s" in state["problems"]["watcher"]
        # 2026-era requests stand alone: each call that asked for warnings hears of it.
        assert len(logs.entries) == 2
        await ok(c, "read_guideline")
        await logs.wait(3)
    # A handshake-era connection is told once, not on every call.
    legacy = Logs()
    async with Client(server, mode="legacy", logging_callback=legacy) as c:
        await ok(c, "search", {"query": "passport"})
        await legacy.wait(1)
        await ok(c, "search", {"query": "passport"})
        await ok(c, "read_guideline")
        assert len(legacy.entries) == 1


async def test_a_failed_first_index_reaches_the_client(settings: Settings) -> None:
    class BrokenIndex:
        def __init__(self, inner: LocalAppClient) -> None:
            self._inner = inner

        def __getattr__(self, name: str) -> Any:
            return getattr(self._inner, name)

        async def index(self, progress: Any = None) -> Any:
            raise StorageError("database disk image is malformed")

    inner = await LocalAppClient.open(settings)
    logs = Logs()
    try:
        server = build_server(BrokenIndex(inner), watch=False)  # type: ignore[arg-type]
        board = server.context.runtime.board  # type: ignore[attr-defined]
        async with Client(server, mode="legacy", logging_callback=logs) as c:
            await c.list_tools()
            with anyio.fail_after(10):
                await board.first_index_done.wait()
            found = await ok(c, "search", {"query": "passport"})
            assert "Indexing the library failed" in found["note"]
            tree = await ok(c, "get_folder_tree", {})  # nothing indexed, yet not empty
            assert {ch["path"] for ch in tree["children"]} == {"life/", "work/"}
            assert "malformed" in found["note"] and "indexing" not in found
            assert "malformed" in (await status(c))["problems"]["index"]
            await logs.wait(1)  # at once, or with its next call if it connected after
            assert "database disk image is malformed" in json.dumps(logs.entries[0].data)
    finally:
        await inner.aclose()


async def test_a_failing_suggestions_poll_is_reported(app: LocalAppClient) -> None:
    class BrokenPoll:
        def __init__(self, inner: LocalAppClient) -> None:
            self._inner = inner
            self.fail = True

        def __getattr__(self, name: str) -> Any:
            return getattr(self._inner, name)

        async def suggestions_signature(self) -> Any:
            if self.fail:
                raise StorageError("database is locked")
            return await self._inner.suggestions_signature()

    broken = BrokenPoll(app)
    server = build_server(broken, index_on_start=False)  # type: ignore[arg-type]
    runtime = server.context.runtime  # type: ignore[attr-defined]
    async with Client(server) as c:
        with anyio.fail_after(10):
            while "suggestion_poll" not in runtime.board.problems:
                await runtime.board.changed.wait()
        assert "database is locked" in (await status(c))["problems"]["suggestion_poll"]
        broken.fail = False
        with anyio.fail_after(10):
            await runtime.polling.wait()
            while "suggestion_poll" in runtime.board.problems:
                await runtime.board.changed.wait()
        assert (await status(c))["problems"] == {}


def test_the_tree_from_disk_skips_what_the_library_never_lists(tmp_path: Path) -> None:
    from server.mcp.status import tree_from_disk

    root = tmp_path / "lib"
    for folder in (
        "inbox/sub",
        "life/gov docs",
        ".git/objects",
        ".mylifedb",
        "node_modules/x",
        "work/acme/compensation",
        "state",
    ):
        (root / folder).mkdir(parents=True)
    (root / "link").symlink_to(tmp_path)
    tree = tree_from_disk(root, 2, state_dir=root / "state")
    assert [c.path for c in tree.children] == ["life/", "work/"]
    assert [c.path for c in tree.children[1].children] == ["work/acme/"]
    assert tree.children[1].children[0].children == []  # depth 2
