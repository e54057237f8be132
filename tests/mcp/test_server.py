"""The MCP server over a real library in tmp_path, through the SDK's in-memory client in both
protocol eras: 2026 (``Client(server)``) and the initialize handshake Claude Desktop uses
(``Client(server, mode="legacy")``)."""

from __future__ import annotations

import json
import warnings
from pathlib import Path
from typing import Any

import anyio
import mcp.types as types
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPDeprecationWarning, MCPError

from appclient import AppClient, Changes, LocalAppClient, Settings, classify_changes
from server.app import build_server
from server.mcp.tools import ANNOTATIONS, MOVE_TOOLS, READ_TOOLS, WRITE_TOOLS
from server.review.tools import ANNOTATIONS as REVIEW_ANNOTATIONS
from server.review.tools import MODEL_TOOLS as REVIEW_TOOLS
from server.surface import GUIDELINE_URI, PENDING_URI, render_prompt
from tests.fixtures import MCP_GUIDELINE as GUIDELINE
from tests.fixtures.mcp import ok, text

MODES = ["auto", "legacy"]


# --- the tool list -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("kwargs", "expected"),
    [
        ({}, set(READ_TOOLS) | set(WRITE_TOOLS) | set(REVIEW_TOOLS)),
        (
            {"allow_move": True},
            set(READ_TOOLS) | set(WRITE_TOOLS) | set(MOVE_TOOLS) | set(REVIEW_TOOLS),
        ),
        ({"read_only": True}, set(READ_TOOLS) | set(REVIEW_TOOLS)),
        ({"read_only": True, "allow_move": True}, set(READ_TOOLS) | set(REVIEW_TOOLS)),
    ],
)
async def test_tool_list_annotations_and_schemas(
    app: LocalAppClient, kwargs: dict[str, bool], expected: set[str]
) -> None:
    server = build_server(app, watch=False, index_on_start=False, **kwargs)
    async with Client(server) as c:
        tools = {t.name: t for t in (await c.list_tools()).tools}
    assert set(tools) == expected
    for name, tool in tools.items():
        assert tool.annotations == {**ANNOTATIONS, **REVIEW_ANNOTATIONS}[name]
        assert tool.annotations.open_world_hint is False
        assert tool.output_schema is not None, name
        assert tool.description and len(tool.description) > 40, name
        for prop, schema in tool.input_schema.get("properties", {}).items():
            assert schema.get("description"), f"{name}.{prop} has no description"
    if "read_only" in kwargs:
        assert all(t.annotations.read_only_hint for t in tools.values())
    assert tools["search"].input_schema["properties"]["limit"]["maximum"] == 100
    assert tools["get_folder_tree"].input_schema["properties"]["depth"]["maximum"] == 10


async def test_server_identity_and_capabilities(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with Client(server, mode="legacy") as c:
        assert c.server_info is not None and c.server_info.name == "mylifedb"
        caps = c.server_capabilities
        assert caps.resources is not None and caps.resources.subscribe
        assert caps.prompts is not None and caps.tools is not None


# --- good input ----------------------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
async def test_every_tool_with_good_input(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, allow_move=True, watch=False, index_on_start=False)
    async with Client(server, mode=mode) as c:
        found = await ok(c, "search", {"query": "passport", "limit": 5})
        assert found["query"] == "passport" and found["total_found"] >= 1
        assert "life/gov docs/passport.txt" in [r["path"] for r in found["results"]]
        only = await ok(c, "search", {"query": "passport", "folder": "inbox/", "type": "text/"})
        assert [r["path"] for r in only["results"]] == ["inbox/scan 01.txt"]

        detail = await ok(c, "get_file", {"path": "inbox/W2_2024.txt"})
        assert detail["name"] == "W2_2024.txt" and detail["folder"] == "inbox/"
        assert "W-2" in json.dumps(detail["digests"])

        tree = await ok(c, "get_folder_tree", {"depth": 3})
        assert tree["path"] == "/"
        top = {child["path"] for child in tree["children"]}
        assert top == {"life/", "work/"}  # no inbox/, no dot-folders
        deep = await ok(c, "get_folder_tree", {})
        assert deep["children"]

        guideline = await ok(c, "read_guideline")
        assert guideline["result"] == GUIDELINE

        recent = await ok(c, "list_recent_files", {"limit": 10, "folder": "inbox/"})
        assert {f["path"] for f in recent["files"]} == {"inbox/W2_2024.txt", "inbox/scan 01.txt"}

        suggestion = await ok(
            c,
            "create_suggestion",
            {
                "file_path": "inbox/W2_2024.txt",
                "target_folder": "work/acme/compensation/",
                "reasoning": "A W-2 from ACME; the guideline files pay documents there.",
                "confidence": 0.93,
                "alternatives": [{"folder": "life/gov docs/", "reasoning": "It is a tax form."}],
            },
        )
        assert suggestion["status"] == "pending" and suggestion["source"] == "mcp"
        assert suggestion["creates_folder"] is False
        pending = await ok(c, "list_suggestions", {})
        assert [s["id"] for s in pending["suggestions"]] == [suggestion["id"]]
        assert (await ok(c, "list_suggestions", {"status": None, "limit": 100}))["suggestions"]

        resolved = await ok(
            c, "resolve_suggestion", {"suggestion_id": suggestion["id"], "action": "accept"}
        )
        assert resolved["success"] and resolved["file_moved"]
        assert resolved["new_path"] == "work/acme/compensation/W2_2024.txt"
        assert (app.root / "work/acme/compensation/W2_2024.txt").exists()

        second = await ok(
            c,
            "create_suggestion",
            {
                "file_path": "inbox/scan 01.txt",
                "target_folder": "life/gov docs/",
                "reasoning": "A passport receipt.",
                "confidence": 0.8,
            },
        )
        rejected = await ok(
            c, "resolve_suggestion", {"suggestion_id": second["id"], "action": "reject"}
        )
        assert rejected["success"] and not rejected["file_moved"]

        moved = await ok(
            c, "move_file", {"path": "inbox/scan 01.txt", "target_folder": "life/gov docs/"}
        )
        assert moved["destination"] == "life/gov docs/scan 01.txt"
        undone = await ok(c, "undo_move")
        assert undone["destination"] == "inbox/scan 01.txt"
        assert (app.root / "inbox" / "scan 01.txt").exists()


async def test_choose_and_new_folder(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with Client(server) as c:
        s = await ok(
            c,
            "create_suggestion",
            {
                "file_path": "inbox/scan 01.txt",
                "target_folder": "life/trips/2024 lisbon/",
                "reasoning": "The guideline's pattern calls for one folder per trip.",
                "confidence": 0.55,
            },
        )
        assert s["creates_folder"] is True
        chosen = await ok(
            c,
            "resolve_suggestion",
            {"suggestion_id": s["id"], "action": "choose", "target_folder": "life/gov docs/"},
        )
        assert chosen["new_path"] == "life/gov docs/scan 01.txt"
        again = await c.call_tool(
            "resolve_suggestion", {"suggestion_id": s["id"], "action": "reject"}
        )
        assert again.is_error and "[conflict]" in text(again), text(again)


# --- hostile input -------------------------------------------------------------------------

HOSTILE: list[tuple[str, dict[str, Any], str]] = [
    ("get_file", {"path": "../etc/passwd"}, "outside_root"),
    ("get_file", {"path": "/etc/passwd"}, "outside_root"),
    ("get_file", {"path": "a\x00b"}, "invalid_path"),
    ("get_file", {"path": "inbox/missing.pdf"}, "not_found"),
    ("get_file", {"path": ""}, "invalid_argument"),
    ("get_file", {"path": 42}, "invalid_argument"),
    ("get_file", {}, "invalid_argument"),
    ("get_file", {"path": "x" * 5000}, "invalid_argument"),
    ("get_file", {"path": ".mylifedb/index.db"}, "outside_root"),
    ("search", {"query": 'foo" OR ('}, ""),  # FTS syntax is plain text: no error at all
    ("search", {"query": "NEAR(a b) AND * ^ -"}, ""),
    ("search", {"query": "passport", "limit": 0}, "invalid_argument"),
    ("search", {"query": "passport", "limit": 101}, "invalid_argument"),
    ("search", {"query": "passport", "limit": "10"}, "invalid_argument"),
    ("search", {"query": "passport", "limit": True}, "invalid_argument"),
    ("search", {"query": ["passport"]}, "invalid_argument"),
    ("search", {"query": ""}, "invalid_argument"),
    ("search", {"query": "x", "folder": "../"}, "outside_root"),
    ("search", {"query": "x", "type": "'; DROP TABLE files; --"}, "invalid_argument"),
    ("get_folder_tree", {"depth": 0}, "invalid_argument"),
    ("get_folder_tree", {"depth": 11}, "invalid_argument"),
    ("get_folder_tree", {"depth": 2.5}, "invalid_argument"),
    ("list_recent_files", {"limit": -1}, "invalid_argument"),
    ("list_recent_files", {"folder": "/etc"}, "outside_root"),
    ("list_suggestions", {"status": "bogus"}, "invalid_argument"),
    ("list_suggestions", {"limit": 1000}, "invalid_argument"),
    (
        "create_suggestion",
        {
            "file_path": "inbox/W2_2024.txt",
            "target_folder": "work/",
            "reasoning": "r",
            "confidence": 1.5,
        },
        "invalid_argument",
    ),
    (
        "create_suggestion",
        {
            "file_path": "inbox/W2_2024.txt",
            "target_folder": "work/",
            "reasoning": "r",
            "confidence": -0.1,
        },
        "invalid_argument",
    ),
    (
        "create_suggestion",
        {
            "file_path": "inbox/W2_2024.txt",
            "target_folder": "work/",
            "reasoning": "r",
            "confidence": "high",
        },
        "invalid_argument",
    ),
    (
        "create_suggestion",
        {
            "file_path": "inbox/W2_2024.txt",
            "target_folder": "../outside/",
            "reasoning": "r",
            "confidence": 0.5,
        },
        "outside_root",
    ),
    (
        "create_suggestion",
        {"file_path": "/etc/passwd", "target_folder": "work/", "reasoning": "r", "confidence": 0.5},
        "outside_root",
    ),
    (
        "create_suggestion",
        {
            "file_path": "inbox/nope.txt",
            "target_folder": "work/",
            "reasoning": "r",
            "confidence": 0.5,
        },
        "not_found",
    ),
    (
        "create_suggestion",
        {
            "file_path": "inbox/W2_2024.txt",
            "target_folder": "work/",
            "reasoning": "r",
            "confidence": 0.5,
            "alternatives": [{"folder": "x", "evil": 1}],
        },
        "invalid_argument",
    ),
    (
        "resolve_suggestion",
        {"suggestion_id": "sug-does-not-exist", "action": "accept"},
        "not_found",
    ),
    ("resolve_suggestion", {"suggestion_id": "x", "action": "delete"}, "invalid_argument"),
    ("resolve_suggestion", {"suggestion_id": "x", "action": "choose"}, "invalid_argument"),
    (
        "resolve_suggestion",
        {"suggestion_id": "x", "action": "accept", "target_folder": "work/"},
        "invalid_argument",
    ),
    ("move_file", {"path": "inbox/W2_2024.txt", "target_folder": "/tmp"}, "outside_root"),
    ("move_file", {"path": "../../x", "target_folder": "work/"}, "outside_root"),
    ("move_file", {"path": "inbox/W2_2024.txt", "target_folder": "wrk/acme"}, "not_found"),
    ("undo_move", {"unexpected": 1}, "not_found"),  # nothing to undo; extra arguments ignored
    ("no_such_tool", {}, "not_found"),
]


@pytest.mark.parametrize("mode", MODES)
async def test_hostile_input_is_an_error_result_and_the_server_keeps_answering(
    app: LocalAppClient, mode: str
) -> None:
    server = build_server(app, allow_move=True, watch=False, index_on_start=False)
    async with Client(server, mode=mode) as c:
        for tool, args, code in HOSTILE:
            result = await c.call_tool(tool, args)
            if not code:
                assert not result.is_error, (tool, args, text(result))
                continue
            assert result.is_error, (tool, args)
            assert f"[{code}]" in text(result) or (
                # the core may use a more specific subclass code than the tool layer expects
                code == "invalid_argument" and "[invalid_" in text(result)
            ), (tool, args, text(result))
            # ... and the server still answers
            assert (await ok(c, "read_guideline"))["result"] == GUIDELINE
        assert (app.root / "inbox" / "W2_2024.txt").exists()
        assert not (app.root / "wrk").exists()


async def test_an_unexpected_crash_is_an_error_result_not_a_dead_server(
    app: LocalAppClient,
) -> None:
    class Broken(AppClient):
        def __init__(self, inner: LocalAppClient) -> None:
            self._inner = inner

        async def invoke(self, op: Any, /, *args: Any, **kwargs: Any) -> Any:
            if op.name == "get_folder_tree":
                raise RuntimeError("disk on fire")
            return await self._inner.invoke(op, *args, **kwargs)

    server = build_server(Broken(app), watch=False, index_on_start=False)
    async with Client(server, mode="legacy") as c:
        result = await c.call_tool("get_folder_tree", {})
        assert result.is_error and "[internal_error]" in text(result)
        assert "disk on fire" not in text(result)
        assert (await ok(c, "read_guideline"))["result"] == GUIDELINE


async def test_closest_hint_reaches_the_model(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with Client(server) as c:
        result = await c.call_tool("search", {"query": "x", "folder": "lif/gov docs"})
        assert result.is_error and "[not_found]" in text(result)
        assert "life/gov docs/" in text(result)


# --- resources and prompts -----------------------------------------------------------------


@pytest.mark.parametrize("mode", MODES)
async def test_resources(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with Client(server, mode=mode) as c:
        listed = {r.uri: r for r in (await c.list_resources()).resources}
        assert listed[GUIDELINE_URI].mime_type == "text/markdown"
        assert listed[PENDING_URI].mime_type == "application/json"
        templates = [t.uri_template for t in (await c.list_resource_templates()).resource_templates]
        assert templates == ["mylifedb://file/{+path}"]

        guideline = (await c.read_resource(GUIDELINE_URI)).contents[0]
        assert isinstance(guideline, types.TextResourceContents) and guideline.text == GUIDELINE

        await ok(
            c,
            "create_suggestion",
            {
                "file_path": "inbox/W2_2024.txt",
                "target_folder": "work/acme/compensation/",
                "reasoning": "W-2.",
                "confidence": 0.9,
            },
        )
        pending = (await c.read_resource(PENDING_URI)).contents[0]
        assert isinstance(pending, types.TextResourceContents)
        assert [s["file_path"] for s in json.loads(pending.text)["suggestions"]] == [
            "inbox/W2_2024.txt"
        ]

        # A path with plain slashes, as hosts fill in the template, or with %2F.
        for uri in (
            "mylifedb://file/life/gov%20docs/passport.txt",
            "mylifedb://file/life%2Fgov%20docs%2Fpassport.txt",
        ):
            digest = (await c.read_resource(uri)).contents[0]
            assert isinstance(digest, types.TextResourceContents)
            assert "# life/gov docs/passport.txt" in digest.text and "number X123" in digest.text

        for bad in (
            "mylifedb://file/inbox%2Fmissing.pdf",
            "mylifedb://file/inbox/missing.pdf",
            "mylifedb://file/..%2F..%2Fetc%2Fpasswd",
            "mylifedb://file/../../etc/passwd",
            "mylifedb://file/%2Fetc%2Fpasswd",
            "mylifedb://file//etc/passwd",
        ):
            with pytest.raises(MCPError):
                await c.read_resource(bad)
        assert (await c.read_resource(GUIDELINE_URI)).contents  # still answering


@pytest.mark.parametrize("mode", MODES)
async def test_prompts(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with Client(server, mode=mode) as c:
        prompts = {p.name: p for p in (await c.list_prompts()).prompts}
        assert set(prompts) == {"organize_inbox", "organize_file", "find_files"}
        assert [a.name for a in prompts["organize_file"].arguments or []] == ["path"]
        assert [a.name for a in prompts["find_files"].arguments or []] == ["query"]

        msg = (await c.get_prompt("organize_file", {"path": "inbox/{W2} 2024.pdf"})).messages[0]
        assert isinstance(msg.content, types.TextContent)
        body = msg.content.text
        assert "inbox/{W2} 2024.pdf" in body
        assert body.index("read_guideline") < body.index("get_folder_tree") < body.index("get_file")
        assert "create_suggestion" in body and "confidence" in body and "Never move" in body

        inbox = (await c.get_prompt("organize_inbox")).messages[0]
        assert isinstance(inbox.content, types.TextContent) and "inbox/" in inbox.content.text
        find = (await c.get_prompt("find_files", {"query": "my passport"})).messages[0]
        assert isinstance(find.content, types.TextContent) and "my passport" in find.content.text


def test_agent_system_prompt_template() -> None:
    out = render_prompt(
        "agent_system",
        guideline_content="GUIDE {data_end}",
        data_begin="<<<begin>>>",
        data_end="<<<end>>>",
    )
    assert "GUIDE {data_end}" in out  # user text is never re-expanded
    assert "<<<begin>>>" in out and "<<<end>>>" in out and "create_suggestion" in out
    assert "{guideline_content}" not in out and "{recent_inbox_files}" not in out


# --- start-up, the watcher and subscriptions -----------------------------------------------


async def test_initialize_answers_at_once_and_indexes_in_the_background(settings: Settings) -> None:
    async def factory() -> LocalAppClient:
        return await LocalAppClient.open(settings)

    server = build_server(factory, debounce_ms=200, step_ms=50, first_index_wait_s=30)
    runtime = server.context.runtime  # type: ignore[attr-defined]
    async with Client(server, mode="legacy") as c:
        assert (await ok(c, "read_guideline"))["result"] == GUIDELINE
        # A search right after the handshake waits for the first index (on its event).
        found = await ok(c, "search", {"query": "passport"})
        assert found["total_found"] >= 2 and "indexing" not in found and "note" not in found

        # The index follows the disk while the server runs.
        with anyio.fail_after(10):
            await runtime.watching.wait()
        (settings.root / "inbox" / "visa.txt").write_text("Schengen visa application\n")
        with anyio.fail_after(10):
            while (await ok(c, "search", {"query": "schengen"}))["total_found"] != 1:
                await runtime.refreshed.wait()
    assert runtime._client is None  # closed


class SlowIndex:
    """The real client, with an index() that reports 3 of 10 files done and then takes as
    long as the test says."""

    def __init__(self, inner: LocalAppClient) -> None:
        self._inner = inner
        self.started = anyio.Event()
        self.release = anyio.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def index(self, progress: Any = None) -> Any:
        if progress is not None:
            progress(3, 10)  # as the real indexer reports after its first batches
        self.started.set()
        await self.release.wait()
        return await self._inner.index(progress)


async def test_first_index_answers_are_honest_not_silent(settings: Settings) -> None:
    """While the first index runs, a search or a tree call waits briefly for it, then says
    what it covers (indexing: {done, total} and a note) instead of answering an empty
    library; the tree comes from the disk meanwhile."""
    inner = await LocalAppClient.open(settings)  # never indexed
    slow = SlowIndex(inner)
    try:
        server = build_server(slow, watch=False, first_index_wait_s=0.2)  # type: ignore[arg-type]
        with anyio.fail_after(20):
            async with Client(server, mode="legacy") as c:
                await slow.started.wait()
                found = await ok(c, "search", {"query": "passport"})
                assert found["total_found"] == 0
                assert found["indexing"] == {"done": 3, "total": 10}
                assert "still being indexed" in found["note"] and "3 of 10" in found["note"]

                tree = await ok(c, "get_folder_tree", {"depth": 3})
                assert tree["indexing"] == {"done": 3, "total": 10} and tree["note"]
                paths = {child["path"] for child in tree["children"]}
                assert paths == {"life/", "work/"}  # from the disk: never empty, no inbox/
                life = next(ch for ch in tree["children"] if ch["path"] == "life/")
                assert [g["path"] for g in life["children"]] == ["life/gov docs/"]

                # A file on disk reads fine; a miss says the index is not complete yet.
                assert (await ok(c, "get_file", {"path": "life/gov docs/passport.txt"}))["size"] > 0
                missing = await c.call_tool("get_file", {"path": "inbox/missing.txt"})
                assert missing.is_error and "[not_found]" in text(missing)
                assert "still being indexed" in text(missing)
                assert (await ok(c, "read_guideline"))["result"] == GUIDELINE

                seen: list[tuple[float, float | None, str | None]] = []
                reported = anyio.Event()

                async def on_progress(
                    done: float, total: float | None, message: str | None
                ) -> None:
                    seen.append((done, total, message))
                    reported.set()

                await c.call_tool("read_guideline", {}, progress_callback=on_progress)
                await reported.wait()
                assert seen[0] == (3, 10, "indexing the library: 3 of 10 files")
                slow.release.set()
                await server.context.runtime.board.first_index_done.wait()  # type: ignore[attr-defined]
                result = await ok(c, "search", {"query": "passport"})
                assert "indexing" not in result and result["total_found"] >= 2
                tree = await ok(c, "get_folder_tree", {"depth": 1})
                assert "indexing" not in tree and "note" not in tree
    finally:
        await inner.aclose()


async def test_a_call_during_the_first_index_waits_for_it(settings: Settings) -> None:
    inner = await LocalAppClient.open(settings)
    slow = SlowIndex(inner)
    try:
        server = build_server(slow, watch=False, first_index_wait_s=30)  # type: ignore[arg-type]
        board = server.context.runtime.board  # type: ignore[attr-defined]
        with anyio.fail_after(20):
            async with Client(server) as c:
                await slow.started.wait()
                results: list[dict[str, Any]] = []

                async def search() -> None:
                    results.append(await ok(c, "search", {"query": "passport"}))

                async with anyio.create_task_group() as tg:
                    tg.start_soon(search)
                    await board.first_index_waiting.wait()  # the call is waiting on the index
                    slow.release.set()
                assert results[0]["total_found"] >= 2 and "indexing" not in results[0]
    finally:
        await inner.aclose()


async def test_guideline_edit_reaches_a_listening_client(app: LocalAppClient) -> None:
    server = build_server(app, index_on_start=False, debounce_ms=200, step_ms=50)
    runtime = server.context.runtime
    async with Client(server) as c:
        async with c.listen(resource_subscriptions=[GUIDELINE_URI]) as sub:
            with anyio.fail_after(10):
                await runtime.watching.wait()
            refreshed = runtime.refreshed
            (app.root / "guideline.md").write_text(GUIDELINE + "- Receipts: life/receipts/\n")
            with anyio.fail_after(10):
                async for event in sub:
                    assert event.uri == GUIDELINE_URI  # type: ignore[union-attr]
                    break
            with anyio.fail_after(10):
                await refreshed.wait()  # the running server re-indexed it: no full scan needed
        assert "Receipts" in (await ok(c, "read_guideline"))["result"]
        found = await ok(c, "search", {"query": "receipts"})
        assert "guideline.md" in [h["path"] for h in found["results"]]
        detail = await ok(c, "get_file", {"path": "guideline.md"})
        assert "life/receipts/" in detail["digests"]["text"]["content"]


async def test_guideline_edit_reaches_a_legacy_subscriber(app: LocalAppClient) -> None:
    updated: list[str] = []
    got = anyio.Event()

    async def on_message(message: Any) -> None:
        if isinstance(message, types.ResourceUpdatedNotification):
            updated.append(str(message.params.uri))
            got.set()

    server = build_server(app, index_on_start=False, debounce_ms=200, step_ms=50)
    async with Client(server, mode="legacy", message_handler=on_message) as c:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            await c.subscribe_resource(GUIDELINE_URI)
            await c.subscribe_resource(GUIDELINE_URI)  # twice: still told once per change
        assert server.context.notifier.legacy_subscribers == 1  # type: ignore[attr-defined]
        with anyio.fail_after(10):
            await server.context.runtime.watching.wait()  # type: ignore[attr-defined]
        (app.root / "guideline.md").write_text(GUIDELINE + "- Receipts: life/receipts/\n")
        with anyio.fail_after(10):
            await got.wait()
        assert updated[0] == GUIDELINE_URI
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", MCPDeprecationWarning)
            await c.unsubscribe_resource(GUIDELINE_URI)
    assert server.context.notifier.legacy_subscribers == 0  # type: ignore[attr-defined]


def test_classify_changes(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    state = root / ".mylifedb"
    changes = {
        (1, str(root / "guideline.md")),
        (2, str(root / "inbox" / "a.pdf")),
        (2, str(root / "life" / "gov docs" / "b.jpg")),
        (1, str(state / "index.db-wal")),
        (1, str(root / ".git" / "HEAD")),
        (1, str(root / "inbox" / "c.pdf.crdownload")),
        (1, str(root / "inbox" / ".DS_Store")),
        (1, str(tmp_path / "elsewhere.txt")),
        (3, str(root / "inbox" / "gone.pdf")),
    }
    assert classify_changes(root, changes, state_dir=state) == Changes(
        guideline=True,
        paths=["guideline.md", "inbox/a.pdf", "inbox/gone.pdf", "life/gov docs/b.jpg"],
        arrived=["inbox/a.pdf", "life/gov docs/b.jpg"],
    )
    assert classify_changes(root, [(1, str(root / "inbox" / "a.pdf"))]) == Changes(
        False, ["inbox/a.pdf"], ["inbox/a.pdf"]
    )


async def test_suggestion_from_another_process_reaches_a_listening_client(
    app: LocalAppClient, settings: Settings
) -> None:
    """The daemon runs in its own process with its own connection to the index; a client of
    `mylifedb serve` subscribed to the pending suggestions still hears of its work."""
    server = build_server(app, index_on_start=False, debounce_ms=200, step_ms=50)
    daemon = await LocalAppClient.open(settings)  # a second connection, as another process has
    try:
        async with Client(server) as c:
            async with c.listen(resource_subscriptions=[PENDING_URI]) as sub:
                with anyio.fail_after(10):  # the poller took its first reading
                    await server.context.runtime.polling.wait()  # type: ignore[attr-defined]
                inbox_file = next(
                    p
                    for p in (await daemon.list_recent_files(50)).files
                    if p.path.startswith("inbox/")
                )
                await daemon.create_suggestion(inbox_file.path, "life/", "filed by the daemon", 0.7)
                with anyio.fail_after(10):
                    async for event in sub:
                        assert event.uri == PENDING_URI  # type: ignore[union-attr]
                        break
            pending = json.loads((await c.read_resource(PENDING_URI)).contents[0].text)  # type: ignore[union-attr]
            assert [s["reasoning"] for s in pending["suggestions"]] == ["filed by the daemon"]
    finally:
        await daemon.aclose()
