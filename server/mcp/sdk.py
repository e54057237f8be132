"""The one place that reaches past the public surface of the MCP SDK and of uvicorn.

Everything else in ``server/`` uses only what the SDK documents. What the SDK offers no
public way to do yet, and how it is done here:

    what                                            internal used
    serve a JSON-RPC method of our own or of the    ``MCPServer._lowlevel_server`` and its
    spec the SDK leaves to servers (logging/        ``add_request_handler``
    setLevel, resources/subscribe, mylifedb/*)
    run stdio with our own reader in front          the low-level ``Server.run`` and
                                                    ``create_initialization_options``
    the connection behind a request's session       ``ServerSession._connection`` (and the
    (to tell it of later events; to forget it       connection's ``exit_stack``)
    when it closes)
    a deadline on each HTTP request head            a subclass of uvicorn's ``H11Protocol``
                                                    (its ``conn``, ``transport``, ``loop``)

:func:`missing_internals` lists any of these an upgrade took away; the suite runs it
(tests/mcp/test_sdk_adapter.py), so an SDK or uvicorn release that drops one fails with its
name instead of breaking a feature quietly. The ``mcp>=2.3,<3`` pin is the second guard.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import Any

import h11
from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError
from uvicorn.protocols.http.h11_impl import H11Protocol

__all__ = [
    "MCPError",
    "add_method",
    "run_lowlevel",
    "connection_of",
    "GuardedH11Protocol",
    "HEADER_TIMEOUT_S",
    "missing_internals",
]

HEADER_TIMEOUT_S = 10.0  # a request head (and each request body) must arrive within this

Handler = Callable[[Any, Any], Awaitable[Any]]


def _lowlevel(server: MCPServer[Any]) -> Any:
    return server._lowlevel_server  # noqa: SLF001 - listed in missing_internals


def add_method(server: MCPServer[Any], method: str, params_type: type, handler: Handler) -> None:
    """Serve a JSON-RPC request method (``handler(ctx, params)``) on ``server``."""
    _lowlevel(server).add_request_handler(method, params_type, handler)


async def run_lowlevel(server: MCPServer[Any], read: Any, write: Any) -> None:
    """Run the server over these streams (what ``run_stdio_async`` does with its own)."""
    low = _lowlevel(server)
    await low.run(read, write, low.create_initialization_options())


def connection_of(session: Any) -> Any:
    """The per-connection object behind a request's session (it outlives the request, and
    its ``exit_stack`` closes with the connection); the session itself when there is none."""
    connection = getattr(session, "_connection", None)
    return connection if connection is not None else session


class GuardedH11Protocol(H11Protocol):
    """uvicorn's h11 protocol with a deadline for each request head: uvicorn has none, so a
    connection that sends nothing (or a head a byte a minute) would be held forever."""

    header_timeout_s = HEADER_TIMEOUT_S
    _head_deadline: asyncio.TimerHandle | None = None

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._arm()

    def _arm(self) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
        self._head_deadline = self.loop.call_later(self.header_timeout_s, self._head_overdue)

    def _head_overdue(self) -> None:
        self._head_deadline = None
        # IDLE: no request head yet (or a kept-alive connection with no new one);
        # SEND_BODY: a body still trickling in. A response being streamed is DONE.
        if self.conn.their_state in (h11.IDLE, h11.SEND_BODY) and not self.transport.is_closing():
            self.transport.close()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        if not self.transport.is_closing():
            self._arm()

    def connection_lost(self, exc: Exception | None) -> None:
        if self._head_deadline is not None:
            self._head_deadline.cancel()
            self._head_deadline = None
        super().connection_lost(exc)


def _sets(fn: Any, name: str) -> bool:
    """Whether ``fn``'s code names the attribute ``name`` (e.g. assigns ``self.name``)."""
    return name in getattr(getattr(fn, "__code__", None), "co_names", ())


def missing_internals() -> list[str]:
    """Each internal this module relies on that the installed SDK or uvicorn lacks."""
    from mcp.server.connection import Connection
    from mcp.server.lowlevel.server import Server
    from mcp.server.session import ServerSession

    missing = []
    probe = MCPServer(name="probe")
    if not hasattr(probe, "_lowlevel_server"):
        missing.append("mcp MCPServer._lowlevel_server")
    for attr in ("add_request_handler", "create_initialization_options", "run"):
        if not callable(getattr(Server, attr, None)):
            missing.append(f"mcp lowlevel Server.{attr}")
    if not _sets(ServerSession.__init__, "_connection"):
        missing.append("mcp ServerSession._connection")
    if not _sets(Connection.__init__, "exit_stack"):
        missing.append("mcp Connection.exit_stack")
    for attr in ("conn", "loop"):
        if not _sets(H11Protocol.__init__, attr):
            missing.append(f"uvicorn H11Protocol.{attr}")
    if not _sets(H11Protocol.connection_made, "transport"):
        missing.append("uvicorn H11Protocol.transport")
    for attr in ("on_response_complete", "connection_made", "connection_lost"):
        if not callable(getattr(H11Protocol, attr, None)):
            missing.append(f"uvicorn H11Protocol.{attr}")
    return missing
