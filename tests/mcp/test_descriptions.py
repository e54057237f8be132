"""What clients see of the tools: descriptions without the docstrings' indentation, in both
protocol modes (a real in-memory MCP session)."""

from __future__ import annotations

import pytest
from mcp import Client

from appclient import LocalAppClient
from server.app import build_server
from server.mcp.tools import MOVE_TOOLS, READ_TOOLS, WRITE_TOOLS


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_tool_descriptions_are_dedented(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, allow_move=True, index_on_start=False, watch=False)
    async with Client(server, mode=mode) as session:  # type: ignore[arg-type]
        tools = (await session.list_tools()).tools
    # Every tool this client is offered (page-only review tools are hidden from it).
    assert {t.name for t in tools} == {*READ_TOOLS, *WRITE_TOOLS, *MOVE_TOOLS, "review_inbox"}
    for tool in tools:
        text = tool.description or ""
        assert text and text == text.strip(), tool.name
        assert not any(line.startswith(" ") for line in text.splitlines()), (tool.name, text)
