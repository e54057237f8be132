"""How the runner reaches a library: the library on this machine, opened here and run in
process, or (``--server-url``) a server elsewhere, over one streamable-HTTP session that
carries the tools and the ``mylifedb/*`` runner methods — nothing on this machine opened."""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager

from appclient import LocalAppClient
from appclient.protocol import AppClient

__all__ = ["library_session"]


@asynccontextmanager
async def library_session(
    open_local: Callable[[], Awaitable[LocalAppClient]],
    server_url: str | None,
    token: str | None = None,
) -> AsyncIterator[AppClient]:
    """The client a Runner works through. With ``server_url`` it goes to that server and
    ``open_local`` is never called; otherwise the library it opens (closed on the way out)."""
    if server_url:
        from appclient import RemoteAppClient

        async with await RemoteAppClient.connect(server_url, token) as remote:
            yield remote
        return
    client = await open_local()
    try:
        yield client
    finally:
        await client.aclose()
