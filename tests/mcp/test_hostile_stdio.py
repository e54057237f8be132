"""A real `python -m server serve` over stdio fed what kills a naive server: lines nested
100,000 levels deep (arrays and objects), and integers past what SQLite stores. Each is
answered (a JSON-RPC error, or an `invalid_argument` tool error), and the server answers
what follows."""

from __future__ import annotations

import json
import sys
from typing import Any

import anyio

from appclient import Settings
from server.mcp.stdio import nesting
from tests.mcp.test_wire import INIT, REPO


def _call(rid: int, method: str, params: dict[str, Any]) -> bytes:
    return json.dumps({"jsonrpc": "2.0", "id": rid, "method": method, "params": params}).encode()


async def test_deep_nesting_and_huge_integers_are_answered(settings: Settings) -> None:
    lines = [
        json.dumps(INIT).encode(),
        b'{"jsonrpc": "2.0", "method": "notifications/initialized"}',
        b"[" * 100_000,
        b'{"jsonrpc": "2.0", "id": 2, "method": "ping", "params": ' + b'{"a": ' * 100_000,
        _call(3, "tools/call", {"name": "undo_move", "arguments": {"move_id": 2**64}}),
        _call(4, "tools/call", {"name": "undo_move", "arguments": {"move_id": 2**63}}),
        _call(
            5,
            "mylifedb/recordRun",
            {"file_path": "inbox/x.txt", "provider": "p", "model": "m", "outcome": "failed"}
            | {"turns": 2**64},
        ),
        _call(6, "tools/call", {"name": "read_guideline", "arguments": {}}),
    ]
    cmd = [sys.executable, "-m", "server", "serve", "--allow-move"]
    cmd += ["--root", str(settings.root), "--state-dir", str(settings.state_dir)]
    replies: dict[Any, Any] = {}
    id_less: list[Any] = []
    with anyio.fail_after(40):
        async with await anyio.open_process(cmd, cwd=REPO) as proc:
            assert proc.stdin is not None and proc.stdout is not None
            await proc.stdin.send(b"".join(line + b"\n" for line in lines))
            buffer = b""
            while not ({1, 3, 4, 5, 6} <= set(replies) and len(id_less) >= 2):
                chunk = await proc.stdout.receive()
                buffer += chunk
                *done, buffer = buffer.split(b"\n")
                for line in done:
                    message = json.loads(line)
                    if message.get("id") is None and "error" in message:
                        id_less.append(message)
                    elif "id" in message:
                        replies[message["id"]] = message
            await proc.stdin.aclose()
            await proc.wait()
    assert [m["error"]["code"] for m in id_less] == [-32600, -32600]
    assert all("nested deeper" in m["error"]["message"] for m in id_less)
    for rid in (3, 4):
        result = replies[rid]["result"]
        assert result["isError"] and result["content"][0]["text"].startswith("[invalid_argument]")
    assert replies[5]["error"]["code"] == -32602  # invalid params, not an internal error
    assert "result" in replies[6]


def test_nesting_skips_strings() -> None:
    assert nesting('{"a": "[[[[{{{{", "b": [1, {"c": "\\"]]"}]}') == 3
    assert nesting("[" * 100_000) == 100_000
    assert nesting(b"") == 0
