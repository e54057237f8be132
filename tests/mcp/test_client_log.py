"""The server's own log reaches its clients (``server/mcp/client_log.py``): the ``logging``
capability, ``logging/setLevel`` filtering what is sent, each entry at the record's level
with the logger's name. Real library, real server, real records: the index's warning about
a slow read (the threshold lowered so every read is slow), its info line after a re-index,
the runner RPC's warning about a failed organizer run. Over stdio and HTTP in
``test_citizen_transports.py``."""

from __future__ import annotations

import logging

import anyio
import pytest
from mcp import Client

import appclient.index.indexer as indexer_module
from appclient import LocalAppClient
from server.app import build_server
from server.mcp.client_log import mcp_level
from tests.fixtures.mcp import set_log_level
from tests.mcp.test_status import Logs


async def test_set_level_filters_the_servers_own_log(
    app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(indexer_module, "SLOW_READ_S", 0.0)  # every read logs a warning
    server = build_server(app, index_on_start=False, debounce_ms=50, step_ms=20)
    runtime = server.context.runtime  # type: ignore[attr-defined]
    logs = Logs()
    async with Client(server, mode="legacy", logging_callback=logs) as c:
        assert c.server_capabilities.logging is not None
        assert await set_log_level(c, "warning") == {}
        with anyio.fail_after(10):
            await runtime.watching.wait()
        # Each new file: a warning (slow read) and then an info line (re-indexed). Entries
        # arrive in order, so once b.txt's warning is here, a.txt's info line would be too.
        for n, name in enumerate(("a.txt", "b.txt"), 1):
            (app.root / "inbox" / name).write_text(f"note {name}\n")
            await logs.wait(n)
        assert [e.level for e in logs.entries] == ["warning", "warning"]
        first = logs.entries[0]
        assert first.logger == "mylifedb.index"
        assert first.data["message"].startswith("reading inbox/a.txt took")

        # Back to the default: the info lines come too.
        await set_log_level(c, "info")
        (app.root / "inbox" / "c.txt").write_text("note c\n")
        with anyio.fail_after(10):
            while not any(e.level == "info" for e in logs.entries):
                await logs.wait(len(logs.entries) + 1)
        info = next(e for e in logs.entries if e.level == "info")
        assert info.logger == "mylifedb.mcp" and "re-indexed" in info.data["message"]
    # stderr logging stays: the records were logged as ever.


async def test_a_connection_hears_info_by_default_and_errors_at_error(
    app: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two clients, two levels: each hears what it asked for, from one record stream."""
    monkeypatch.setattr(indexer_module, "SLOW_READ_S", 0.0)
    server = build_server(app, index_on_start=False, debounce_ms=50, step_ms=20)
    runtime = server.context.runtime  # type: ignore[attr-defined]
    chatty, quiet = Logs(), Logs()
    async with (
        Client(server, mode="legacy", logging_callback=chatty) as a,
        Client(server, mode="legacy", logging_callback=quiet) as b,
    ):
        await a.list_tools()  # known to the server from its first request
        await set_log_level(b, "error")
        with anyio.fail_after(10):
            await runtime.watching.wait()
        (app.root / "inbox" / "a.txt").write_text("note\n")
        with anyio.fail_after(10):
            while {e.level for e in chatty.entries} != {"warning", "info"}:
                await chatty.wait(len(chatty.entries) + 1)
        await runtime.board.report("watcher", "a test problem")  # an error for everyone
        await quiet.wait(1)
        assert [e.level for e in quiet.entries] == ["error"]
        assert quiet.entries[0].data["problem"] == "a test problem"


async def test_a_2026_request_hears_only_what_it_opted_into(app: LocalAppClient) -> None:
    """2026-era: no connection-wide log; a request that asks for a level hears the entries
    logged while it is served (here: the runner RPC's warning about a failed run)."""
    server = build_server(app, index_on_start=False, watch=False)
    silent, asked = Logs(), Logs()
    async with Client(server, logging_callback=silent) as c:
        await _record_failed_run(c)
    async with Client(server, logging_callback=asked, log_level="warning") as c:
        await _record_failed_run(c)
    assert silent.entries == []
    assert [e.level for e in asked.entries] == ["warning"]
    assert "organizing inbox/W2_2024.txt failed" in asked.entries[0].data["message"]
    assert "HTTP 529 overloaded" in asked.entries[0].data["message"]


async def _record_failed_run(c: Client) -> None:
    from mcp_types import Request

    from appclient import ops
    from appclient.remote import rpc

    params = rpc.OperationParams(
        file_path="inbox/W2_2024.txt",
        provider="anthropic",
        model="claude-sonnet-4-6",
        outcome="failed",
        error="[provider_error] HTTP 529 overloaded",
    )
    method = rpc.method_name(ops.record_run)
    await c.session.send_request(
        Request[rpc.OperationParams, str](method=method, params=params), rpc.OperationResult
    )


def test_python_levels_map_to_mcp_levels() -> None:
    assert [mcp_level(n) for n in (5, 10, 20, 25, 30, 40, 50)] == [
        "debug",
        "debug",
        "info",
        "notice",
        "warning",
        "error",
        "critical",
    ]
    assert mcp_level(logging.CRITICAL + 10) == "critical"
