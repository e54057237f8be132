"""Hostile bytes on the wire: every request gets a JSON-RPC answer (a real stdio subprocess
fed raw lines), long values are cut in error answers (1 MB in, a short answer out), and
the HTTP guards match exactly (Host/Origin, bearer scheme, token length) under uvicorn."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp import Client
from mcp.shared.exceptions import MCPError

from appclient import InvalidArgument, LocalAppClient, Settings
from server.app import build_server, create_http_app, serve
from server.mcp.errors import MAX_ERROR_CHARS
from server.mcp.http import BearerTokenMiddleware, HostOriginGuard, check_http_binding
from server.mcp.stdio import unreadable_reply
from tests.fixtures import MCP_GUIDELINE as GUIDELINE
from tests.fixtures.mcp import text
from tests.fixtures.servers import http_server

REPO = Path(__file__).resolve().parents[2]
MB = 1_000_000
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "probe", "version": "0"},
    },
}
POST_HEADERS = {"content-type": "application/json", "accept": "application/json, text/event-stream"}
TOKEN = "correct-horse-battery-staple-7f3a"


# --- every request gets an answer (stdio) --------------------------------------------------


async def _stdio_exchange(
    settings: Settings, lines: list[bytes], ids: set[int], nulls: int
) -> dict[Any, Any]:
    """Write raw lines to a real `python -m server.mcp` and collect replies until every id
    in ``ids`` has one and ``nulls`` errors without an id came (under ``None``)."""
    cmd = [
        sys.executable,
        "-m",
        "server",
        "serve",
        "--root",
        str(settings.root),
        "--state-dir",
        str(settings.state_dir),
    ]
    replies: dict[Any, Any] = {}
    id_less: list[Any] = []
    with anyio.fail_after(40):
        async with await anyio.open_process(cmd, cwd=REPO) as proc:
            assert proc.stdin is not None and proc.stdout is not None
            await proc.stdin.send(b"".join(line + b"\n" for line in lines))
            buffer = b""
            while not (ids <= set(replies) and len(id_less) >= nulls):
                buffer += await proc.stdout.receive()
                *done, buffer = buffer.split(b"\n")
                for line in done:
                    message = json.loads(line)  # every stdout line is one JSON-RPC message
                    if message.get("id") is None and "error" in message:
                        id_less.append(message)
                    elif "id" in message:
                        replies[message["id"]] = message
            await proc.stdin.aclose()
            await proc.wait()
    replies[None] = id_less
    return replies


async def test_undecodable_requests_over_stdio_are_answered(settings: Settings) -> None:
    lines = [
        json.dumps(INIT).encode(),
        b'{"jsonrpc": "2.0", "method": "notifications/initialized"}',
        # Valid JSON, but "\ud800" is a lone surrogate: not Unicode text. The SDK's reader
        # drops this line with no answer; a client without its own timeout would hang.
        rb'{"jsonrpc": "2.0", "id": 2, "method": "tools/call", "params": {"name": "search",'
        rb' "arguments": {"query": "caf\ud800"}}}',
        b'{"jsonrpc": "2.0", "id": 3, "method": "tools/call", "params": {',  # broken JSON
        b"[1, 2, 3]",
        rb'{"jsonrpc": "2.0", "method": "notifications/cancelled", "params": {"x": "\udfff"}}',
        json.dumps(
            {
                "jsonrpc": "2.0",
                "id": 4,
                "method": "tools/call",
                "params": {"name": "read_guideline", "arguments": {}},
            }
        ).encode(),
    ]
    replies = await _stdio_exchange(settings, lines, {1, 2, 4}, nulls=2)
    assert replies[2]["error"]["code"] == -32602
    assert "lone surrogate" in replies[2]["error"]["message"]
    codes = sorted(r["error"]["code"] for r in replies[None])
    assert codes == [-32700, -32600]  # broken JSON; not an object (the notification: no answer)
    # ... and the server still answers what follows.
    assert replies[4]["result"]["structuredContent"] == {"result": GUIDELINE}


async def test_undecodable_requests_over_http_are_answered(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with http_server(create_http_app(server, host="127.0.0.1")) as url:
        async with httpx2.AsyncClient() as http:
            for body in (
                rb'{"jsonrpc": "2.0", "id": 1, "method": "ping", "params": {"x": "\ud800"}}',
                b'{"jsonrpc": "2.0", "id": 1, "method": ',
            ):
                response = await http.post(url, content=body, headers=POST_HEADERS)
                assert response.status_code == 400
                assert response.json()["error"]["code"] == -32700


def test_unreadable_reply_is_pure_and_never_echoes() -> None:
    import mcp_types

    def reply(line: str) -> Any:
        try:
            mcp_types.jsonrpc_message_adapter.validate_json(line, by_name=False)
        except Exception as exc:
            return unreadable_reply(exc)
        raise AssertionError("the SDK accepted it")

    surrogate = reply(
        '{"jsonrpc":"2.0","id":"a","method":"x","params":{"q":"' + "x" * 5000 + '\\ud800"}}'
    )
    assert surrogate.id == "a" and surrogate.error.code == -32602
    assert len(surrogate.error.message) < 300
    assert reply("{").id is None and reply("{").error.code == -32700
    assert reply('{"jsonrpc":"2.0","id":7}').error.code == -32600
    assert reply('{"jsonrpc":"2.0","id":true,"method":"\\ud800"}').id is None
    assert reply('{"jsonrpc":"2.0","method":"x","params":{"q":"\\ud800"}}') is None


# --- long values are cut -------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_a_megabyte_in_a_short_answer_out(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    huge = "x" * MB
    async with Client(server, mode=mode) as c:
        unknown = await c.call_tool(huge, {})
        assert unknown.is_error and "[not_found] unknown tool" in text(unknown)
        assert len(text(unknown)) < 600 and "1,000,000 characters" in text(unknown)
        for tool, args in [
            ("get_file", {"path": huge}),
            ("search", {"query": huge}),
            ("search", {"query": "x", "folder": huge}),
            (
                "create_suggestion",
                {"file_path": huge, "target_folder": huge, "reasoning": huge, "confidence": 0.5},
            ),
            ("resolve_suggestion", {"suggestion_id": huge, "action": "accept"}),
        ]:
            result = await c.call_tool(tool, args)
            assert result.is_error and len(text(result)) <= MAX_ERROR_CHARS + 100, (
                tool,
                len(text(result)),
            )
        with pytest.raises(MCPError) as prompt:
            await c.get_prompt(huge)
        assert len(prompt.value.error.message) <= MAX_ERROR_CHARS + 100
        with pytest.raises(MCPError) as resource:
            await c.read_resource("mylifedb://file/" + huge)
        assert len(str(resource.value.error.message)) <= MAX_ERROR_CHARS + 100
        assert len(json.dumps(resource.value.error.data)) <= MAX_ERROR_CHARS + 100
        assert (await c.call_tool("read_guideline", {})).structured_content == {"result": GUIDELINE}


# --- HTTP: exact Host and Origin, the bearer scheme, the token's length ---------------------


async def test_host_and_origin_match_exactly(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with http_server(create_http_app(server, host="127.0.0.1")) as url:
        port = url.split(":")[2].split("/")[0]
        async with httpx2.AsyncClient() as http:

            async def post(**headers: str) -> int:
                response = await http.post(url, json=INIT, headers={**POST_HEADERS, **headers})
                return response.status_code

            assert await post() == 200
            assert await post(host=f"localhost:{port}") == 200
            assert await post(host=f"[::1]:{port}") == 200
            assert await post(origin="http://localhost:5173") == 200  # e.g. the MCP Inspector
            for host in (
                f"localhost:{port}.evil.example",
                f"127.0.0.1:{port}@evil.example",
                "localhost.evil.example",
                f"127.0.0.1:{port}/x",
                "evil.example",
                f"localhost:{port}:1",
                "",
            ):
                assert await post(host=host) == 421, host
            for origin in (
                f"http://localhost:{port}.evil.example",
                "http://localhost.evil.example",
                "null",
                "file://",
                f"http://127.0.0.1:{port}/path",
                f"ftp://localhost:{port}",
                "http://evil.example",
            ):
                assert await post(origin=origin) == 403, origin


def test_host_guard_takes_the_port_when_known() -> None:
    guard = HostOriginGuard(lambda *a: None, {"127.0.0.1", "localhost"}, port=8765)  # type: ignore[arg-type]
    assert (
        guard.host_ok("127.0.0.1:8765")
        and guard.host_ok("LOCALHOST:8765")
        and guard.host_ok("localhost")
    )
    assert not guard.host_ok("127.0.0.1:8766") and not guard.host_ok("localhost:8765.evil.example")
    assert guard.origin_ok("https://localhost:3000") and not guard.origin_ok(
        "http://localhost:3000/"
    )


async def test_bearer_scheme_is_case_insensitive(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with http_server(create_http_app(server, host="127.0.0.1", token=TOKEN)) as url:
        async with httpx2.AsyncClient() as http:

            async def post(authorization: str) -> int:
                response = await http.post(
                    url, json=INIT, headers={**POST_HEADERS, "authorization": authorization}
                )
                return response.status_code

            for scheme in ("Bearer", "bearer", "BEARER", "bEaReR"):
                assert await post(f"{scheme} {TOKEN}") == 200, scheme
            assert await post(f"Bearer  {TOKEN}") == 200
            for bad in (
                f"Basic {TOKEN}",
                f"Bearer{TOKEN}",
                f"Bearer {TOKEN[:-1]}",
                TOKEN,
                "Bearer",
            ):
                assert await post(bad) == 401, bad


async def test_short_tokens_are_refused_with_a_clear_message(
    settings: Settings, app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    for short in ("x", "123456789012345"):
        with pytest.raises(InvalidArgument, match="at least 16"):
            create_http_app(server, host="0.0.0.0", token=short)
        with pytest.raises(InvalidArgument, match=f"{len(short)} characters long"):
            check_http_binding("127.0.0.1", short)
        with pytest.raises(InvalidArgument, match="MYLIFEDB_TOKEN"):
            BearerTokenMiddleware(lambda *a: None, short)  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument, match="at least 16"):
        await serve(replace(settings, token="short", port=0), "http")
    check_http_binding("0.0.0.0", "1234567890123456")  # 16 is enough
