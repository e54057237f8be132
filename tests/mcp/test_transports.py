"""The server over its real transports: a stdio subprocess session and streamable HTTP under
uvicorn on 127.0.0.1 (port 0), with DNS-rebinding protection and the bearer token."""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

import anyio
import httpx2
import pytest
from mcp import Client, StdioServerParameters
from mcp.client.streamable_http import streamable_http_client

from appclient import InvalidArgument, LocalAppClient, Settings
from server.app import build_server, create_http_app, serve
from server.mcp.http import BearerTokenMiddleware, check_http_binding, is_loopback
from tests.fixtures import MCP_GUIDELINE as GUIDELINE
from tests.fixtures.mcp import text
from tests.fixtures.servers import http_server

REPO = Path(__file__).resolve().parents[2]
TOKEN = "correct-horse-battery-staple-7f3a"
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


# --- stdio ---------------------------------------------------------------------------------


async def test_stdio_subprocess_session(settings: Settings) -> None:
    params = StdioServerParameters(
        command=sys.executable,
        args=[
            "-m",
            "server",
            "serve",
            "--root",
            str(settings.root),
            "--state-dir",
            str(settings.state_dir),
        ],
        cwd=REPO,
    )
    with anyio.fail_after(30):
        async with Client(params, mode="legacy") as c:  # the handshake Claude Desktop uses
            assert c.server_info is not None and c.server_info.name == "mylifedb"
            names = {t.name for t in (await c.list_tools()).tools}
            assert "search" in names and "move_file" not in names

            guideline = await c.call_tool("read_guideline", {})
            assert guideline.structured_content == {"result": GUIDELINE}

            bad = await c.call_tool("get_file", {"path": "../etc/passwd"})
            assert bad.is_error and "[outside_root]" in text(bad)

            while True:  # indexed in the background after the handshake
                found = await c.call_tool("search", {"query": "passport"})  # waits on it a while
                assert not found.is_error, text(found)
                assert found.structured_content is not None
                if "indexing" not in found.structured_content:
                    break
            assert found.structured_content["total_found"] >= 2


async def test_stdio_stdout_carries_nothing_but_protocol(settings: Settings) -> None:
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
    messages = [
        INIT,
        {"jsonrpc": "2.0", "method": "notifications/initialized"},
        {
            "jsonrpc": "2.0",
            "id": 2,
            "method": "tools/call",
            "params": {"name": "get_folder_tree", "arguments": {"depth": 99}},
        },
        {
            "jsonrpc": "2.0",
            "id": 3,
            "method": "tools/call",
            "params": {"name": "search", "arguments": {"query": "passport"}},
        },
    ]
    with anyio.fail_after(30):
        async with await anyio.open_process(cmd, cwd=REPO) as proc:
            assert proc.stdin is not None and proc.stdout is not None
            await proc.stdin.send("".join(json.dumps(m) + "\n" for m in messages).encode())
            buffer = b""
            replies: dict[int, Any] = {}
            while 3 not in replies:
                buffer += await proc.stdout.receive()
                *lines, buffer = buffer.split(b"\n")
                for line in lines:
                    message = json.loads(line)  # every stdout line is a JSON-RPC message
                    assert message["jsonrpc"] == "2.0"
                    if "id" in message:
                        replies[message["id"]] = message
            await proc.stdin.aclose()
            await proc.wait()
    assert replies[1]["result"]["serverInfo"]["name"] == "mylifedb"
    assert replies[2]["result"]["isError"] is True
    assert "[invalid_argument]" in replies[2]["result"]["content"][0]["text"]
    assert replies[3]["result"]["isError"] is False


# --- streamable HTTP -----------------------------------------------------------------------


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_http_session_on_loopback(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with http_server(create_http_app(server, host="127.0.0.1")) as url:
        async with Client(url, mode=mode) as c:
            found = await c.call_tool("search", {"query": "passport"})
            assert not found.is_error and found.structured_content is not None
            assert found.structured_content["total_found"] >= 2
            bad = await c.call_tool("search", {"query": "x", "limit": 1000})
            assert bad.is_error and "[invalid_argument]" in text(bad)
            assert not (await c.call_tool("read_guideline", {})).is_error

        async with httpx2.AsyncClient() as http:
            ok = await http.post(url, json=INIT, headers=POST_HEADERS)
            assert ok.status_code == 200
            # DNS rebinding: a page on another origin, or a rebound host name, is refused.
            foreign = await http.post(
                url, json=INIT, headers={**POST_HEADERS, "origin": "http://evil.example"}
            )
            assert foreign.status_code == 403
            rebound = await http.post(
                url, json=INIT, headers={**POST_HEADERS, "host": "evil.example:80"}
            )
            assert rebound.status_code == 421


async def test_http_beyond_loopback_requires_the_token(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    # Configured as bound to every interface (served here on loopback for the test).
    app = create_http_app(server, host="0.0.0.0", token=TOKEN)
    async with http_server(app) as url:
        async with httpx2.AsyncClient() as http:
            missing = await http.post(url, json=INIT, headers=POST_HEADERS)
            assert missing.status_code == 401
            assert missing.headers["www-authenticate"].startswith("Bearer")
            wrong = await http.post(
                url, json=INIT, headers={**POST_HEADERS, "authorization": f"Bearer {TOKEN}x"}
            )
            assert wrong.status_code == 401
            basic = await http.post(
                url, json=INIT, headers={**POST_HEADERS, "authorization": f"Basic {TOKEN}"}
            )
            assert basic.status_code == 401
            get = await http.get(url)
            assert get.status_code == 401

        async with httpx2.AsyncClient(
            headers={"authorization": f"Bearer {TOKEN}"}, timeout=httpx2.Timeout(30, read=300)
        ) as http:
            async with Client(streamable_http_client(url, http_client=http), mode="legacy") as c:
                result = await c.call_tool("read_guideline", {})
                assert result.structured_content == {"result": GUIDELINE}


async def test_http_token_on_loopback_is_checked_too(app: LocalAppClient) -> None:
    server = build_server(app, watch=False, index_on_start=False)
    async with http_server(create_http_app(server, host="127.0.0.1", token=TOKEN)) as url:
        async with httpx2.AsyncClient() as http:
            assert (await http.post(url, json=INIT, headers=POST_HEADERS)).status_code == 401
            authed = await http.post(
                url, json=INIT, headers={**POST_HEADERS, "authorization": f"Bearer {TOKEN}"}
            )
            assert authed.status_code == 200


async def test_http_refuses_to_start_beyond_loopback_without_a_token(
    settings: Settings, app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("MYLIFEDB_TOKEN", raising=False)
    server = build_server(app, watch=False, index_on_start=False)
    for host in ("0.0.0.0", "192.168.1.20", "::", "my-laptop.local"):
        with pytest.raises(InvalidArgument, match="MYLIFEDB_TOKEN"):
            create_http_app(server, host=host)
    with pytest.raises(InvalidArgument, match="MYLIFEDB_TOKEN"):
        await serve(replace(settings, host="0.0.0.0", port=0), "http")
    check_http_binding("127.0.0.1", None)
    check_http_binding("0.0.0.0", TOKEN)


def test_loopback_detection_and_middleware_guard() -> None:
    assert all(is_loopback(h) for h in ("127.0.0.1", "localhost", "::1", "[::1]", "127.0.0.2"))
    assert not any(is_loopback(h) for h in ("0.0.0.0", "::", "10.0.0.1", "example.com", ""))
    with pytest.raises(ValueError):
        BearerTokenMiddleware(lambda *a: None, "")  # type: ignore[arg-type]
