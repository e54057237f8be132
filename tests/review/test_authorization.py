"""Authorization is checked at the call, by what the server was started with (issue 33,
item 5): hiding a tool from ``tools/list`` is not access control. A session that did not
negotiate MCP Apps never reaches the review page's own tools, a move tool needs
``--allow-move`` and a write tool a server that is not ``--read-only``, whatever the client
calls; and the page's choose only ever places inbox files."""

from __future__ import annotations

from typing import Any

import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID

from appclient import LocalAppClient
from server.app import build_server
from server.mcp.server import MyLifeDBServer
from tests.fixtures.mcp import text

APPS = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
PASSPORT = "life/gov docs/passport.txt"
STEAL = {"path": PASSPORT, "target_folder": "trash/", "create_folder": True}


async def refused(c: Client, tool: str, args: dict[str, Any], code: str) -> str:
    result = await c.call_tool(tool, args)
    assert result.is_error, result
    words = text(result)
    assert words.startswith(f"[{code}]"), words
    assert (result.meta or {})["mylifedb/error"]["code"] == code
    return words


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_page_only_tool_is_refused_to_a_session_without_mcp_apps(
    review_app: LocalAppClient, mode: str
) -> None:
    root = review_app.root
    server = build_server(review_app, watch=False, index_on_start=False)  # plain serve
    async with Client(server, mode=mode) as c:  # type: ignore[arg-type]
        words = await refused(c, "review_choose", STEAL, "not_permitted")
        assert "review page" in words
        await refused(c, "review_accept_batch", {"suggestion_ids": ["sug-1"]}, "not_permitted")
        await refused(c, "review_undo", {"suggestion_id": "sug-1"}, "not_permitted")
    assert (root / PASSPORT).is_file() and not (root / "trash").exists()


async def test_the_pages_choose_places_only_inbox_files(review_app: LocalAppClient) -> None:
    root = review_app.root
    server = build_server(review_app, watch=False, index_on_start=False)
    async with Client(server, extensions=[APPS]) as c:  # the page's own host
        words = await refused(c, "review_choose", STEAL, "invalid_argument")
        assert "inbox" in words
        chosen = await c.call_tool(
            "review_choose",
            {"path": "inbox/untitled.txt", "target_folder": "notes/journal/"},
        )
        assert not chosen.is_error, text(chosen)
    assert (root / PASSPORT).is_file() and not (root / "trash").exists()
    assert (root / "notes/journal/untitled.txt").is_file()


@pytest.mark.parametrize(
    ("options", "tool", "args", "says"),
    [
        ({}, "move_file", {"path": PASSPORT, "target_folder": "notes/"}, "--allow-move"),
        ({}, "undo_move", {}, "--allow-move"),
        (
            {"read_only": True},
            "resolve_suggestion",
            {"suggestion_id": "x", "action": "accept"},
            "--read-only",
        ),
        ({"read_only": True}, "remember", {"text": "bank statements go to life/"}, "--read-only"),
        (
            {"read_only": True, "allow_move": True},
            "move_file",
            {"path": PASSPORT, "target_folder": "notes/"},
            "--read-only",
        ),
    ],
)
async def test_a_tool_the_server_was_not_started_with_is_refused_at_the_call(
    review_app: LocalAppClient, options: dict[str, bool], tool: str, args: dict[str, Any], says: str
) -> None:
    server = build_server(review_app, watch=False, index_on_start=False, **options)
    async with Client(server, extensions=[APPS]) as c:
        assert tool not in {t.name for t in (await c.list_tools()).tools}
        words = await refused(c, tool, args, "not_permitted")
        assert says in words
    assert (review_app.root / PASSPORT).is_file()


async def test_the_check_holds_even_when_the_tool_is_registered(
    review_app: LocalAppClient,
) -> None:
    """Whatever tools/list shows (here a move tool added by hand to a plain server), the call
    is judged by the options the server was started with."""
    server = build_server(review_app, watch=False, index_on_start=False)
    assert isinstance(server, MyLifeDBServer)
    other = build_server(review_app, allow_move=True, watch=False, index_on_start=False)
    tool = other._tool_manager.get_tool("move_file")  # the same function, added by hand
    assert tool is not None
    server.add_tool(tool.fn, name="move_file")
    async with Client(server, extensions=[APPS]) as c:
        await refused(
            c, "move_file", {"path": PASSPORT, "target_folder": "notes/"}, "not_permitted"
        )
    assert (review_app.root / PASSPORT).is_file()
