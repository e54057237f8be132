"""The one place that assembles the ``mylifedb`` server: the MCP server with its tools,
resources and prompts (``server/mcp``), its extensions — the review page as an MCP App
(``server/review``) and the headless runner's ``mylifedb/*`` methods — and, for HTTP, the
review page in front of the MCP endpoint behind the Host/Origin guard.

``build_server(client_or_factory)`` returns the server. Its lifespan opens the library
(when given a factory), answers ``initialize`` at once and brings the index up to date in a
background task, then watches the root: changed paths are re-indexed (debounced) and an
edit of guideline.md is pushed to subscribed clients. Tools answer from the current index
all along. ``serve(settings, ...)`` runs it over stdio or HTTP (``mylifedb serve``).
"""

from __future__ import annotations

import dataclasses
import logging
import os
import socket
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

from mcp.server.subscriptions import InMemorySubscriptionBus
from starlette.types import ASGIApp

from appclient import AppClient, LocalAppClient, Settings
from server.mcp.client_log import ClientLog
from server.mcp.completions import register_completions
from server.mcp.http import bind_socket, guard_hosts, mcp_http_app, run_http
from server.mcp.limits import BodyLimit, raise_fd_limit
from server.mcp.notify import ResourceNotifier
from server.mcp.prompts import register_prompts
from server.mcp.resources import register_resources
from server.mcp.runner_api import register_runner_methods
from server.mcp.runtime import ClientFactory, Runtime
from server.mcp.secret import login_code, new_token, remove_token_file, write_token_file
from server.mcp.server import MyLifeDBServer, ServerContext, guard
from server.mcp.shown import show_hidden
from server.mcp.status import StatusBoard
from server.mcp.stdio import run_stdio
from server.mcp.tools import register_tools
from server.review import hide_page_tools, review_extension, with_review_page
from server.surface import INSTRUCTIONS, SERVER_NAME, SERVER_TITLE, STATUS_URI, server_icons

__all__ = ["build_server", "create_http_app", "serve", "open_link", "ClientFactory"]

logger = logging.getLogger("mylifedb.mcp")


def build_server(
    client: AppClient | ClientFactory,
    *,
    allow_move: bool = False,
    read_only: bool = False,
    root: str | os.PathLike[str] | None = None,
    state_dir: str | os.PathLike[str] | None = None,
    index_on_start: bool = True,
    watch: bool = True,
    debounce_ms: int = 1000,
    step_ms: int = 100,
    first_index_wait_s: float = 3.0,
    watch_backoff_s: float = 1.0,
) -> MyLifeDBServer:
    """The ``mylifedb`` MCP server over ``client`` (an open AppClient, which stays the
    caller's to close) or a factory (``lambda: LocalAppClient.open(settings)``: opened in the
    lifespan, closed with it). ``root``/``state_dir`` default to the client's.

    A tool call made while the first index runs waits up to ``first_index_wait_s`` for it,
    then answers with what is indexed and says so; a dead watch on the root is restarted
    after ``watch_backoff_s``, doubling up to a minute."""
    bus = InMemorySubscriptionBus()
    notifier = ResourceNotifier(bus)
    client_log = ClientLog()
    board = StatusBoard(first_index_wait_s=first_index_wait_s, client_log=client_log)
    board.on_change = lambda: notifier.resource_updated(STATUS_URI)
    runtime = Runtime(
        client,
        notifier,
        root=Path(root) if root is not None else None,
        state_dir=Path(state_dir) if state_dir is not None else None,
        index_on_start=index_on_start,
        watch=watch,
        debounce_ms=debounce_ms,
        step_ms=step_ms,
        board=board,
        watch_backoff_s=watch_backoff_s,
    )
    context = ServerContext(runtime, board, notifier, allow_move=allow_move, read_only=read_only)

    @asynccontextmanager
    async def lifespan(server: MyLifeDBServer) -> AsyncIterator[dict[str, Any]]:
        async with client_log.running(), runtime.lifespan(server) as state:
            yield state

    server = MyLifeDBServer(
        context,
        name=SERVER_NAME,
        title=SERVER_TITLE,
        instructions=INSTRUCTIONS,
        icons=server_icons(),
        lifespan=lifespan,
        subscriptions=bus,
        version=_version(),
        extensions=[review_extension(read_only=read_only)],
    )
    hide_page_tools(server)
    register_tools(server, allow_move=allow_move, read_only=read_only)
    register_resources(server, context)
    register_prompts(server)
    register_completions(server, context)
    register_runner_methods(server, context)
    notifier.install(server)
    client_log.install(server)
    server.middleware.append(guard(board))
    server.middleware.append(show_hidden())
    return server


def create_http_app(
    server: MyLifeDBServer,
    *,
    host: str,
    token: str | None = None,
    port: int | None = None,
    allowed_hosts: list[str] | None = None,
    allowed_origins: list[str] | None = None,
) -> ASGIApp:
    """The HTTP app: ``/mcp`` (behind the bearer token when there is one) with the review
    page at ``/`` (its own cookie), both behind the exact Host/Origin guard, every request
    body capped before it is read. Call once per server. (``serve`` always passes a token:
    ``token=None`` is for in-process harnesses.)"""
    app = with_review_page(mcp_http_app(server, host=host, token=token), server, token=token)
    guarded = guard_hosts(
        app, host=host, port=port, allowed_hosts=allowed_hosts, allowed_origins=allowed_origins
    )
    return BodyLimit(guarded)


async def _run_http_with_token(
    app: ASGIApp, settings: Settings, sock: socket.socket, run_token: bool, link: bool = True
) -> None:
    """Serve, with the per-run token in its 0600 file for local clients meanwhile, and a
    one-time sign-in link for a browser in the log."""
    assert settings.token is not None
    port = sock.getsockname()[1]
    page = f"http://{_url_host(settings.host)}:{port}/"
    path = write_token_file(settings.state_dir, page, port, settings.token) if run_token else None
    if path is not None:
        logger.info("bearer token for %smcp (this run): in %s", page, path)
    if link:  # `mylifedb review` gives the person its own link: one, not two
        logger.info("open the review page (a one-time link): %s", open_link(page, settings.token))
    try:
        await run_http(app, settings.host, port, token=True, sock=sock)
    finally:
        if path is not None:
            remove_token_file(path, settings.token)


def _url_host(host: str) -> str:
    name = "127.0.0.1" if host in ("0.0.0.0", "", "::") else host
    return f"[{name}]" if ":" in name and not name.startswith("[") else name


def open_link(page: str, token: str) -> str:
    """The one-time link that signs a browser in to the review page at ``page``."""
    return f"{page}review/open?code={login_code(token)}"


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mylifedb-mcp")
    except Exception:
        return "0.1.0"


async def serve(
    settings: Settings,
    transport: Literal["stdio", "http"] = "stdio",
    *,
    allow_move: bool = False,
    read_only: bool = False,
    sign_in_link: bool = True,
) -> None:
    """Serve the library at ``settings.root`` until the client goes away (stdio) or the
    process is stopped (http, on ``settings.host``/``settings.port`` with ``settings.token``,
    or a random one made for this run: ``server/mcp/secret.py``); ``sign_in_link`` logs a
    one-time link for a browser (off when the caller gives one of its own)."""
    if transport not in ("stdio", "http"):
        raise ValueError(f"unknown transport {transport!r}; use 'stdio' or 'http'")
    raise_fd_limit()
    app = None
    run_token = False
    if transport == "http":  # refuse a bad binding before opening anything
        from server.mcp.http import check_http_binding, is_loopback

        # Beyond loopback the token must be the user's own (clients elsewhere need it);
        # on loopback, every local user's, a random one per run when none is set.
        check_http_binding(settings.host, settings.token)
        run_token = not settings.token and is_loopback(settings.host)
        if run_token:
            settings = dataclasses.replace(settings, token=new_token())
    # Open the library before serving: a missing root, a state directory that cannot be
    # written or a corrupt index is then one clear error, not a failure inside the lifespan's
    # task group. The lifespan takes this client over (and closes it).
    opened: list[LocalAppClient] = [await LocalAppClient.open(settings)]

    async def factory() -> AppClient:
        client = opened.pop() if opened else await LocalAppClient.open(settings)
        client.add_role("serve")
        return client

    server = build_server(
        factory,
        allow_move=allow_move,
        read_only=read_only,
        root=settings.root,
        state_dir=settings.state_dir,
    )
    try:
        if transport == "stdio":
            await run_stdio(server)
        else:
            app = create_http_app(
                server, host=settings.host, token=settings.token, port=settings.port or None
            )
            sock = bind_socket(settings.host, settings.port)
            await _run_http_with_token(app, settings, sock, run_token, sign_in_link)
    finally:
        for client in opened:  # never handed to a lifespan (e.g. the port was taken)
            await client.aclose()
