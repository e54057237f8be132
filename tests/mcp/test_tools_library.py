"""The memory and history tools over real MCP sessions (both protocol eras): remember /
list_directives / forget (guideline.md gets a line, its subscribers are told, search sees the
new text at once), list_moves, and undo_move of a whole batch (run_id) or of one move, with
the annotations and groups the tools are offered under."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import anyio
import pytest
from mcp import Client

from appclient import LocalAppClient
from server.app import build_server
from server.mcp.tools import ANNOTATIONS, MOVE_TOOLS, READ_TOOLS, WRITE_TOOLS
from server.surface import GUIDELINE_URI
from tests.fixtures import open_library

FILES = {
    "guideline.md": "IDs go to life/gov docs/. Trips go to life/trips/YYYY-MM place/.\n",
    "life/gov docs/passport.txt": "Passport of Jane Doe",
    "inbox/visa.txt": "visa approval letter",
    "inbox/boarding.txt": "boarding pass Reykjavik June 2025",
}
MODES = ["2026", "legacy"]


async def ok(c: Client, name: str, args: dict[str, Any] | None = None) -> Any:
    r = await c.call_tool(name, args or {})
    assert not r.is_error, r.content
    return r.structured_content


async def err(c: Client, name: str, args: dict[str, Any]) -> str:
    r = await c.call_tool(name, args)
    assert r.is_error
    return "".join(getattr(x, "text", "") for x in r.content)


def _client(server: Any, mode: str) -> Client:
    return Client(server) if mode == "2026" else Client(server, mode="legacy")


def test_the_tools_are_offered_with_truthful_annotations() -> None:
    assert {"list_directives", "list_moves"} <= set(READ_TOOLS)
    assert {"remember", "forget"} <= set(WRITE_TOOLS)
    assert "undo_move" in MOVE_TOOLS
    assert ANNOTATIONS["remember"].destructive_hint is False
    assert ANNOTATIONS["forget"].destructive_hint is True
    assert ANNOTATIONS["list_moves"].read_only_hint is True


@pytest.mark.parametrize("mode", MODES)
async def test_remember_list_forget(tmp_path: Path, mode: str) -> None:
    app = await open_library(tmp_path, FILES)
    try:
        server = build_server(app, index_on_start=False, watch=False)
        async with _client(server, mode) as c:
            told: list[str] = []
            if mode == "2026":
                async with c.listen(resource_subscriptions=[GUIDELINE_URI]) as sub:
                    made = await ok(
                        c, "remember", {"text": "Boarding passes", "folder": "life/trips/"}
                    )
                    with anyio.fail_after(10):
                        async for event in sub:
                            told.append(str(event.uri))  # type: ignore[union-attr]
                            break
                assert told == [GUIDELINE_URI]
            else:
                made = await ok(c, "remember", {"text": "Boarding passes", "folder": "life/trips/"})
            assert made["text"] == "Boarding passes: `life/trips/`" and made["id"].startswith("d-")
            listed = await ok(c, "list_directives")
            assert [d["id"] for d in listed["directives"]] == [made["id"]]
            assert listed["section"] == "## Directives"
            guideline = await ok(c, "read_guideline")
            assert guideline["result"].startswith(FILES["guideline.md"])
            hits = await ok(c, "search", {"query": "boarding passes"})
            assert "guideline.md" in [h["path"] for h in hits["results"]]  # re-indexed at once
            gone = await ok(c, "forget", {"directive_id": made["id"]})
            assert gone["id"] == made["id"]
            assert "[not_found]" in await err(c, "forget", {"directive_id": made["id"]})
            assert "[invalid_argument]" in await err(c, "remember", {"text": "   "})
    finally:
        await app.aclose()


async def test_read_only_servers_offer_no_memory_writes(tmp_path: Path) -> None:
    app = await open_library(tmp_path, FILES)
    try:
        server = build_server(app, index_on_start=False, watch=False, read_only=True)
        async with Client(server) as c:
            names = {t.name for t in (await c.list_tools()).tools}
        assert {"list_directives", "list_moves"} <= names
        assert not names & {"remember", "forget", "undo_move"}
    finally:
        await app.aclose()


@pytest.mark.parametrize("mode", MODES)
async def test_list_moves_and_undo_a_batch(tmp_path: Path, mode: str) -> None:
    app = await open_library(tmp_path, FILES)
    try:
        server = build_server(app, index_on_start=False, watch=False, allow_move=True)
        async with _client(server, mode) as c:
            for path, target in (
                ("inbox/visa.txt", "life/gov docs/"),
                ("inbox/boarding.txt", "life/trips/2025-06 iceland/"),
            ):
                sug = await ok(
                    c,
                    "create_suggestion",
                    {
                        "file_path": path,
                        "target_folder": target,
                        "reasoning": "x",
                        "confidence": 0.9,
                    },
                )
                await ok(
                    c,
                    "resolve_suggestion",
                    {"suggestion_id": sug["id"], "action": "accept", "run_id": "batch-test"},
                )
            moves = (await ok(c, "list_moves", {"run_id": "batch-test"}))["moves"]
            assert [m["source"] for m in moves] == ["inbox/boarding.txt", "inbox/visa.txt"]
            undone = await ok(c, "undo_move", {"run_id": "batch-test"})
            assert undone["run_id"] == "batch-test" and len(undone["undone"]) == 2
            assert undone["refused"] == [] and undone["removed_folders"] == ["life/trips/"]
            assert (app.root / "inbox/visa.txt").is_file() and not (
                app.root / "life/trips"
            ).exists()
            history = (await ok(c, "list_moves", {"limit": 10}))["moves"]
            assert len(history) == 4 and sum("undo_of" in m for m in history) == 2
            # one move: the move record, as before
            sug = await ok(
                c,
                "create_suggestion",
                {
                    "file_path": "inbox/visa.txt",
                    "target_folder": "life/gov docs/",
                    "reasoning": "x",
                    "confidence": 0.9,
                },
            )
            moved = await ok(
                c, "resolve_suggestion", {"suggestion_id": sug["id"], "action": "accept"}
            )
            one = await ok(c, "undo_move", {"move_id": moved["move_id"]})
            assert one["destination"] == "inbox/visa.txt" and one["undo_of"] == moved["move_id"]
            assert "[invalid_argument]" in await err(
                c, "undo_move", {"move_id": 1, "run_id": "batch-test"}
            )
            assert "[not_found]" in await err(c, "undo_move", {"run_id": "nothing-here"})
    finally:
        await app.aclose()


async def test_a_remote_client_reaches_the_same_tools(tmp_path: Path) -> None:
    """RemoteAppClient speaks these tools too (here over an in-memory session)."""
    from appclient import RemoteAppClient

    app: LocalAppClient = await open_library(tmp_path, FILES)
    try:
        server = build_server(app, index_on_start=False, watch=False, allow_move=True)
        async with Client(server) as session:
            remote = RemoteAppClient(session)
            d = await remote.remember("Visas go to life/gov docs/")
            assert [x.id for x in (await remote.list_directives()).directives] == [d.id]
            await remote.forget(d.id or "")
            sug = await remote.create_suggestion("inbox/visa.txt", "life/gov docs/", "x", 0.9)
            await remote.resolve_suggestion(sug.id, "accept", run_id="r-1")
            assert [m.run_id for m in (await remote.list_moves()).moves] == ["r-1"]
            back = await remote.undo_move(run_id="r-1")
            assert [u.destination for u in back.undone] == ["inbox/visa.txt"]
    finally:
        await app.aclose()
