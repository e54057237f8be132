"""Progress and cancellation (``server/mcp/progress.py``): a call that waits on the first
index hears how far it is as it gets further; a full re-index and a batch of moves report
each step; a cancelled batch stops, and what it did is consistent on disk. The first index
is stepped by the test (``SteppedIndex``), so nothing here waits on a clock. Over stdio and
HTTP in ``test_citizen_transports.py``."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from mcp_types import Request

from appclient import LocalAppClient, Settings, ops
from appclient.remote import rpc
from server.app import build_server
from tests.fixtures import open_library
from tests.fixtures.mcp import ok

Step = tuple[float, float | None, str | None]


class SteppedIndex:
    """The real client, whose first index reports step i of n and waits for the test to
    let it go on; after the last step it indexes for real."""

    def __init__(self, inner: LocalAppClient, steps: int = 3) -> None:
        self._inner = inner
        self.gates = [anyio.Event() for _ in range(steps)]

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def index(self, progress: Any = None) -> Any:
        n = len(self.gates)
        for i, gate in enumerate(self.gates):
            progress(i, n)
            await gate.wait()
        stats = await self._inner.index(None)
        progress(n, n)
        return stats


class Progress:
    """Collects a call's progress notifications; ``wait(n)`` until n have arrived."""

    def __init__(self) -> None:
        self.steps: list[Step] = []
        self._changed = anyio.Event()

    async def __call__(self, done: float, total: float | None, message: str | None) -> None:
        self.steps.append((done, total, message))
        self._changed.set()
        self._changed = anyio.Event()

    async def wait(self, n: int) -> None:
        with anyio.fail_after(10):
            while len(self.steps) < n:
                await self._changed.wait()


async def search_on_a_cold_index(c: Client, stepped: SteppedIndex) -> list[Step]:
    """Shared with the HTTP test: a search waits on the stepped first index, hearing each step."""
    progress = Progress()
    found: list[dict[str, Any]] = []

    async def search() -> None:
        result = await c.call_tool("search", {"query": "passport"}, progress_callback=progress)
        assert not result.is_error and result.structured_content is not None
        found.append(result.structured_content)

    async with anyio.create_task_group() as tg:
        tg.start_soon(search)
        for n, gate in enumerate(stepped.gates, 1):
            await progress.wait(n)  # step n-1 of 3 heard while the call waits
            gate.set()
    assert found[0]["total_found"] >= 2 and "indexing" not in found[0]
    return progress.steps


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_call_waiting_on_a_cold_index_hears_its_progress(
    settings: Settings, mode: str
) -> None:
    inner = await LocalAppClient.open(settings)  # never indexed
    stepped = SteppedIndex(inner)
    try:
        server = build_server(stepped, watch=False, first_index_wait_s=60)  # type: ignore[arg-type]
        async with Client(server, mode=mode) as c:  # type: ignore[arg-type]
            steps = await search_on_a_cold_index(c, stepped)
    finally:
        await inner.aclose()
    assert [s[:2] for s in steps[:3]] == [(0, 3), (1, 3), (2, 3)]
    assert steps[0][2] == "indexing the library: 0 of 3 files"
    assert steps[-1][:2] == (3, 3) and len(steps) == 4


async def test_a_full_reindex_reports_progress(settings: Settings) -> None:
    inner = await LocalAppClient.open(settings)  # 5 files, none indexed yet
    try:
        server = build_server(inner, index_on_start=False, watch=False)
        progress = Progress()
        async with Client(server, mode="legacy") as c:
            result = await c.session.send_request(
                Request[rpc.OperationParams, str](
                    method=rpc.method_name(ops.refresh), params=rpc.OperationParams()
                ),
                rpc.OperationResult,
                progress_callback=progress,
            )
            await progress.wait(2)
    finally:
        await inner.aclose()
    assert result.value["added"] == 5
    assert [s[:2] for s in progress.steps] == [(0, 5), (5, 5)]
    assert progress.steps[-1][2] == "indexing: 5 of 5"


class GatedMoves:
    """The real client; each accept after the first waits for the test, and says when the
    wait was cancelled."""

    def __init__(self, inner: LocalAppClient) -> None:
        self._inner = inner
        self.calls = 0
        self.go_on = anyio.Event()
        self.cancelled = anyio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def resolve_suggestion(self, *args: Any, **kwargs: Any) -> Any:
        self.calls += 1
        if self.calls > 1:
            try:
                await self.go_on.wait()
            except anyio.get_cancelled_exc_class():
                self.cancelled.set()
                raise
        return await self._inner.resolve_suggestion(*args, **kwargs)


async def test_a_cancelled_batch_stops_where_it_was(tmp_path: Path) -> None:
    files = {f"inbox/visa {n}.txt": f"visa letter {n}\n" for n in range(3)}
    files["life/gov docs/passport.txt"] = "passport\n"
    inner = await open_library(tmp_path, files)
    try:
        ids = [
            (
                await inner.create_suggestion(
                    f"inbox/visa {n}.txt", "life/gov docs/", "a visa", 0.95
                )
            ).id
            for n in range(3)
        ]
        gated = GatedMoves(inner)
        server = build_server(gated, index_on_start=False, watch=False)  # type: ignore[arg-type]
        apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
        progress = Progress()
        async with Client(server, mode="legacy", extensions=[apps]) as c:
            with anyio.CancelScope() as scope:
                async with anyio.create_task_group() as tg:

                    async def accept() -> None:
                        await c.call_tool(
                            "review_accept_batch",
                            {"suggestion_ids": ids},
                            progress_callback=progress,
                        )

                    tg.start_soon(accept)
                    await progress.wait(1)  # the first file moved
                    scope.cancel()  # the client sends notifications/cancelled
            with anyio.fail_after(10):
                await gated.cancelled.wait()  # the server stopped before the second move
            gated.go_on.set()
            pending = await ok(c, "list_suggestions", {"status": "pending"})
        root = tmp_path / "lib"
        assert progress.steps == [(1, 3, "accepted 1 of 3")]
        assert (root / "life/gov docs/visa 0.txt").is_file()
        assert sorted(p.name for p in (root / "inbox").iterdir()) == ["visa 1.txt", "visa 2.txt"]
        assert sorted(s["id"] for s in pending["suggestions"]) == sorted(ids[1:])
        assert gated.calls == 2
    finally:
        await inner.aclose()
