"""How the runner reaches a library: an MCP client session for the model's tools, and an
AppClient for its own bookkeeping — both local (in-memory to our own server over a library
on this machine) or both remote (``--server-url``: one streamable-HTTP session carries the
tools and the ``mylifedb/*`` runner methods; nothing on this machine is opened)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import Any

from appclient import LocalAppClient
from appclient.protocol import AppClient

__all__ = ["mcp_session", "library_session"]


@asynccontextmanager
async def mcp_session(
    client: AppClient | None, server_url: str | None, token: str | None = None
) -> AsyncIterator[Any]:
    """An MCP client session: in-memory to our own server over ``client``, or streamable
    HTTP to ``server_url`` (with ``token`` as bearer token when given)."""
    from mcp import Client

    if server_url:
        from appclient import http_transport

        async with Client(http_transport(server_url, token)) as session:
            yield session
        return
    from server.app import build_server

    assert client is not None
    server = build_server(client, index_on_start=False, watch=False)
    async with Client(server) as session:
        yield session


@asynccontextmanager
async def library_session(
    open_local: Callable[[], Awaitable[LocalAppClient]],
    server_url: str | None,
    token: str | None = None,
) -> AsyncIterator[tuple[AppClient, Any]]:
    """``(client, session)`` for a Runner. With ``server_url`` both go to that server and
    ``open_local`` is never called; otherwise the library it opens is served in memory
    (and closed on the way out)."""
    if server_url:
        from appclient import RemoteAppClient

        async with mcp_session(None, server_url, token) as session:
            yield RemoteAppClient(session), session
        return
    client = await open_local()
    try:
        async with mcp_session(client, None) as session:
            yield client, session
    finally:
        await client.aclose()
