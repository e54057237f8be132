"""A client's mistakes are answered by the spec: an unknown prompt or resource, a file URI
naming no file (or a path that cannot name one), a missing, unknown or over-long prompt
argument is a JSON-RPC -32602 (invalid params) whose message says what to send instead, and
nothing is logged as a crash. The unknown-tool error names
only the tools a model is shown. Both protocol eras in memory; stdio and HTTP in
``test_citizen_transports.py``."""

from __future__ import annotations

import logging

import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

from appclient import LocalAppClient
from server.app import build_server
from tests.fixtures.mcp import text


async def prompt_error(c: Client, name: str, arguments: dict[str, str] | None = None) -> str:
    with pytest.raises(MCPError) as caught:
        await c.get_prompt(name, arguments)
    assert caught.value.error.code == INVALID_PARAMS, caught.value.error
    return caught.value.error.message


async def check_prompt_errors(c: Client) -> None:
    """Shared with the stdio and HTTP tests."""
    assert await prompt_error(c, "nope") == (
        "unknown prompt 'nope'; prompts: organize_inbox, organize_file, find_files"
    )
    missing = await prompt_error(c, "organize_file")
    assert missing.startswith("prompt 'organize_file' needs 'path': The file to organize")
    assert "needs 'path'" in await prompt_error(c, "organize_file", {"path": "  "})
    assert await prompt_error(c, "organize_file", {"path": "inbox/a.txt", "folder": "x"}) == (
        "prompt 'organize_file' takes 'path', not 'folder'"
    )
    assert "longer than 4,096" in await prompt_error(c, "find_files", {"query": "x" * 5000})
    good = await c.get_prompt("organize_file", {"path": "inbox/W2_2024.txt"})
    assert "inbox/W2_2024.txt" in str(good.messages[0].content)


async def check_resource_errors(c: Client) -> None:
    with pytest.raises(MCPError) as caught:
        await c.read_resource("test://static-text")
    assert caught.value.error.code == INVALID_PARAMS
    assert caught.value.error.message.startswith("unknown resource 'test://static-text'; ")
    assert "mylifedb://guideline" in caught.value.error.message
    for uri, said in (
        ("mylifedb://file/inbox%2Fnot-there.txt", "[not_found] file 'inbox/not-there.txt'"),
        ("mylifedb://file/inbox/not-there.txt", "[not_found] file 'inbox/not-there.txt'"),
        ("mylifedb://file/../../etc/passwd", "[invalid_path] 'mylifedb://file/../../etc/passwd'"),
        ("mylifedb://file/inbox", "[invalid_argument] 'inbox' is a folder"),
    ):
        with pytest.raises(MCPError) as caught:
            await c.read_resource(uri)
        assert caught.value.error.code == INVALID_PARAMS, uri
        assert caught.value.error.message.startswith(said), caught.value.error.message


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_clients_mistakes_are_invalid_params(
    app: LocalAppClient, mode: str, caplog: pytest.LogCaptureFixture
) -> None:
    server = build_server(app, index_on_start=False, watch=False)
    caplog.set_level(logging.DEBUG)
    async with Client(server, mode=mode) as c:  # type: ignore[arg-type]
        await check_prompt_errors(c)
        await check_resource_errors(c)
    crashes = [r for r in caplog.records if r.exc_info or r.levelno >= logging.ERROR]
    assert crashes == [], [r.getMessage() for r in crashes]


async def test_the_unknown_tool_error_names_only_the_models_tools(app: LocalAppClient) -> None:
    server = build_server(app, index_on_start=False, watch=False)
    async with Client(server, mode="legacy") as c:  # no MCP Apps: the page's tools are hidden
        shown = {t.name for t in (await c.list_tools()).tools}
        result = await c.call_tool("test_simple_text", {})
    assert result.is_error
    said = text(result)
    assert said.startswith("[not_found] unknown tool 'test_simple_text'; tools: ")
    named = set(said.split("; tools: ")[1].split(", "))
    assert named == shown  # exactly what this client was shown
    assert "review_state" not in said and "review_undo_batch" not in said
