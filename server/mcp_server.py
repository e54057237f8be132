"""The ``mylifedb`` MCP server: tools (server/mcp_tools.py), resources and prompts
(server/mcp_resources.py), and the runtime that keeps the index current.

``build_server(client_or_factory)`` returns an ``MCPServer``. Its lifespan opens the library
(when given a factory), answers ``initialize`` at once and brings the index up to date in a
background task, then watches the root: changed paths are re-indexed (debounced) and an edit
of guideline.md is pushed to subscribed clients. Tools answer from the current index all along.

Run it: ``python -m server.mcp_server --root R [--state-dir S] [--transport stdio|http]``
(the ``mylifedb serve`` CLI calls :func:`serve`).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, Literal

import anyio
import anyio.abc
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.subscriptions import InMemorySubscriptionBus
from mcp.types import CallToolResult, InputRequiredResult
from pydantic import ValidationError
from watchfiles import awatch

from appclient.errors import BackendUnavailable, MyLifeDBError
from appclient.paths import STATE_DIRNAME, is_ignored_rel
from appclient.protocol import AppClient
from appclient.settings import Settings
from server.mcp_resources import (
    GUIDELINE_URI,
    PENDING_URI,
    ResourceNotifier,
    register_prompts,
    register_resources,
)
from server.mcp_tools import describe_validation_error, format_error, register_tools

__all__ = ["build_server", "serve", "classify_changes", "ClientFactory", "SERVER_NAME", "main"]

logger = logging.getLogger("mylifedb.mcp")

SERVER_NAME = "mylifedb"
GUIDELINE = "guideline.md"
ClientFactory = Callable[[], Awaitable[AppClient]]

INSTRUCTIONS = """\
mylifedb is the user's personal library of files: a folder with guideline.md (the user's own
rules for where things go), inbox/ (new files) and library folders (the destinations).
To organize a file: read_guideline first, then get_folder_tree, then get_file, then
create_suggestion with reasoning and a calibrated confidence. Never move files unless the
user asked: suggestions wait for the user's decision. Paths are relative to the library root
(e.g. 'life/gov docs/passport.jpg'). Errors start with a code in brackets, e.g. [not_found],
and often name the closest match."""


def classify_changes(
    root: Path, changes: Iterable[tuple[Any, str]], *, state_dir: Path | None = None
) -> tuple[bool, list[str]]:
    """Pure: raw watcher changes -> (guideline.md changed?, library paths to re-index).

    Paths come back relative to ``root`` in POSIX form, sorted; dot-folders (including a
    ``.mylifedb`` state folder), the state dir wherever it is, and ignored names are dropped."""
    guideline = False
    paths: set[str] = set()
    for _change, raw in changes:
        p = Path(raw)
        if state_dir is not None and (p == state_dir or p.is_relative_to(state_dir)):
            continue
        try:
            rel = p.relative_to(root).as_posix()
        except ValueError:
            continue
        if not rel or rel == ".":
            continue
        if rel == GUIDELINE:
            guideline = True
            continue
        if rel.split("/")[0] == STATE_DIRNAME or is_ignored_rel(rel):
            continue
        paths.add(rel)
    return guideline, sorted(paths)


class _Runtime:
    """Owns the AppClient and the background work for the server's lifespan.

    The lifespan may be entered once per connection (in-memory and stdio) or once per
    process (streamable HTTP); the client is opened by the first entry and closed by the
    last, and the first entry runs the indexer and the watcher."""

    def __init__(self, source: AppClient | ClientFactory, notifier: ResourceNotifier, *,
                 root: Path | None, state_dir: Path | None, index_on_start: bool, watch: bool,
                 debounce_ms: int, step_ms: int) -> None:
        self._given = source if isinstance(source, AppClient) else None
        self._factory: ClientFactory | None = None if isinstance(source, AppClient) else source
        self._client: AppClient | None = self._given
        self._notifier = notifier
        self._root = root
        self._state_dir = state_dir
        self._index_on_start = index_on_start
        self._watch = watch
        self._debounce_ms = debounce_ms
        self._step_ms = step_ms
        self._users = 0
        self._background_owner: object | None = None
        self._open_lock = anyio.Lock()
        self._index_lock = anyio.Lock()
        self.indexing = False
        self.progress: tuple[int, int] = (0, 0)

    def client(self) -> AppClient:
        if self._client is None:
            raise BackendUnavailable("the library is still opening; try again in a moment")
        return self._client

    @asynccontextmanager
    async def lifespan(self, _server: MCPServer) -> AsyncIterator[dict[str, Any]]:
        async with self._open_lock:
            if self._client is None:
                assert self._factory is not None
                self._client = await self._factory()
            self._users += 1
        token = object()
        try:
            async with anyio.create_task_group() as tg:
                stop = anyio.Event()
                if self._background_owner is None:
                    self._background_owner = token
                    self._start_background(tg, stop)
                try:
                    yield {"client": self._client}
                finally:
                    stop.set()  # ends awatch's thread promptly, then cancel the rest
                    tg.cancel_scope.cancel()
        finally:
            if self._background_owner is token:
                self._background_owner = None
            with anyio.CancelScope(shield=True):  # a cancelled shutdown still closes the db
                async with self._open_lock:
                    self._users -= 1
                    if self._users == 0 and self._given is None and self._client is not None:
                        client, self._client = self._client, None
                        await client.aclose()

    def _start_background(self, tg: anyio.abc.TaskGroup, stop: anyio.Event) -> None:
        client = self._client
        settings = getattr(client, "settings", None)
        root = self._root or getattr(settings, "root", None)
        state_dir = self._state_dir or getattr(settings, "state_dir", None)
        if self._index_on_start and hasattr(client, "index"):
            tg.start_soon(self._initial_index)
        if self._watch and hasattr(client, "suggestions_signature"):
            tg.start_soon(self._watch_suggestions, stop)
        if self._watch and root is not None:
            pending = _Pending()
            tg.start_soon(self._watch_root, Path(root), Path(state_dir) if state_dir else None,
                          stop, pending)
            tg.start_soon(self._refresher, pending)

    async def _initial_index(self) -> None:
        client: Any = self._client
        last = [-1]

        def progress(done: int, total: int) -> None:
            self.progress = (done, total)
            tenth = (done * 10 // total) if total else 10
            if tenth != last[0]:
                last[0] = tenth
                logger.info("indexing: %d/%d files", done, total)

        self.indexing = True
        try:
            async with self._index_lock:
                logger.info("bringing the index up to date in the background")
                stats = await client.index(progress)
            logger.info("index up to date: %s", stats)
        except Exception:  # the server keeps answering from the current index
            logger.exception("background indexing failed")
        finally:
            self.indexing = False

    async def _watch_root(self, root: Path, state_dir: Path | None, stop: anyio.Event,
                          pending: _Pending) -> None:
        try:
            async for changes in awatch(root, stop_event=stop, debounce=self._debounce_ms,
                                        step=self._step_ms, watch_filter=None,
                                        ignore_permission_denied=True):
                guideline, paths = classify_changes(root, changes, state_dir=state_dir)
                if guideline:
                    logger.info("guideline.md changed; notifying subscribers")
                    await self._notifier.resource_updated(GUIDELINE_URI)
                pending.add(paths)
        except Exception:
            logger.exception("watching %s failed; the index will not follow disk changes", root)

    async def _watch_suggestions(self, stop: anyio.Event, every_s: float = 1.0) -> None:
        """Suggestions made by another process (the `mylifedb watch` daemon) reach this
        server's subscribers too: poll a cheap signature of the suggestions table."""
        client: Any = self._client
        last = None
        while not stop.is_set():
            try:
                sig = await client.suggestions_signature()
                if last is not None and sig != last:
                    await self._notifier.resource_updated(PENDING_URI)
                last = sig
            except Exception:
                logger.debug("could not poll suggestions", exc_info=True)
            with anyio.move_on_after(every_s):
                await stop.wait()

    async def _refresher(self, pending: _Pending) -> None:
        client: Any = self._client
        while True:
            paths = await pending.take(settle=self._step_ms / 1000)
            try:
                async with self._index_lock:
                    if hasattr(client, "refresh"):
                        stats = await client.refresh(paths)
                    else:
                        stats = await client.index()
                logger.info("re-indexed %d changed path(s): %s", len(paths), stats)
                await self._notifier.resource_updated(PENDING_URI)
            except Exception:
                logger.exception("re-indexing %d changed path(s) failed", len(paths))


class _Pending:
    """Changed paths waiting for the refresher: a burst collapses into one refresh."""

    def __init__(self) -> None:
        self._paths: set[str] = set()
        self._event = anyio.Event()

    def add(self, paths: Iterable[str]) -> None:
        self._paths.update(paths)
        if self._paths:
            self._event.set()

    async def take(self, *, settle: float) -> list[str]:
        while True:
            await self._event.wait()
            await anyio.sleep(settle)  # let the rest of a burst arrive
            self._event = anyio.Event()
            paths, self._paths = sorted(self._paths), set()
            if paths:
                return paths


class _MyLifeDBServer(MCPServer[dict[str, Any]]):
    async def call_tool(self, name: str, arguments: dict[str, Any],
                        context: Context[dict[str, Any], Any] | None = None
                        ) -> CallToolResult | InputRequiredResult:
        runtime: _Runtime | None = getattr(self, "mylifedb_runtime", None)
        if runtime is not None and runtime.indexing and context is not None:
            # A long (re-)index is under way: say how far it is to a caller that asked for
            # progress. Answers still come from the current index.
            done, total = runtime.progress
            try:
                await context.report_progress(done, total or None, "indexing the library")
            except Exception:  # no progress token, or the client went away: not our concern
                logger.debug("could not report indexing progress", exc_info=True)
        # Argument-validation failures carry the SDK's own wording; give them our code.
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            cause = exc.__cause__
            if isinstance(cause, ToolError) and str(cause).startswith("["):
                # Ours already says "[code] message": drop the SDK's "Error executing tool" prefix.
                raise ToolError(str(cause)) from cause
            if isinstance(cause, ValidationError):
                raise ToolError(describe_validation_error(name, cause)) from cause
            if str(exc).startswith("Unknown tool"):
                names = ", ".join(t.name for t in self._tool_manager.list_tools())
                raise ToolError(f"[not_found] unknown tool {name!r}; tools: {names}") from exc
            raise


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
) -> MCPServer[Any]:
    """The ``mylifedb`` MCP server over ``client`` (an open AppClient, which stays the
    caller's to close) or a factory (``lambda: LocalAppClient.open(settings)``: opened in the
    lifespan, closed with it). ``root``/``state_dir`` default to ``client.settings``'s."""
    bus = InMemorySubscriptionBus()
    notifier = ResourceNotifier(bus)
    runtime = _Runtime(
        client, notifier,
        root=Path(root) if root is not None else None,
        state_dir=Path(state_dir) if state_dir is not None else None,
        index_on_start=index_on_start, watch=watch, debounce_ms=debounce_ms, step_ms=step_ms,
    )
    server = _MyLifeDBServer(
        SERVER_NAME,
        title="MyLifeDB",
        instructions=INSTRUCTIONS,
        lifespan=runtime.lifespan,
        subscriptions=bus,
        version=_version(),
    )
    register_tools(server, runtime.client, allow_move=allow_move, read_only=read_only,
                   on_suggestions_changed=lambda: notifier.resource_updated(PENDING_URI))
    register_resources(server, runtime.client)
    register_prompts(server)
    notifier.install(server)
    server.mylifedb_runtime = runtime  # type: ignore[attr-defined]  # for tests and the CLI
    server.mylifedb_notifier = notifier  # type: ignore[attr-defined]
    return server


def _version() -> str:
    try:
        from importlib.metadata import version

        return version("mylifedb-mcp")
    except Exception:
        return "0.1.0"


async def serve(
    settings: Settings,
    transport: Literal["stdio", "http"] = "stdio",
    host: str = "127.0.0.1",
    port: int = 8765,
    allow_move: bool = False,
    read_only: bool = False,
    token: str | None = None,
) -> None:
    """Serve the library at ``settings.root`` until the client goes away (stdio) or the
    process is stopped (http). ``token`` defaults to ``$MYLIFEDB_TOKEN`` for http."""
    from appclient.local import LocalAppClient
    from server.transports import check_http_binding, run_http, run_stdio

    if transport == "http":
        token = token if token is not None else os.environ.get("MYLIFEDB_TOKEN") or None
        check_http_binding(host, token)  # refuse before opening anything
    if not settings.root.is_dir():
        # Fail before the handshake with a clear message instead of inside the lifespan.
        await LocalAppClient.open(settings)

    async def factory() -> AppClient:
        return await LocalAppClient.open(settings)

    server = build_server(factory, allow_move=allow_move, read_only=read_only,
                          root=settings.root, state_dir=settings.state_dir)
    if transport == "stdio":
        await run_stdio(server)
    elif transport == "http":
        await run_http(server, host=host, port=port, token=token)
    else:
        raise ValueError(f"unknown transport {transport!r}; use 'stdio' or 'http'")


def main(argv: list[str] | None = None) -> int:
    """``python -m server.mcp_server --root R [--state-dir S] ...`` (until ``mylifedb serve``)."""
    parser = argparse.ArgumentParser(prog="python -m server.mcp_server",
                                     description="Serve a MyLifeDB library over MCP.")
    parser.add_argument("--root", default=None, help="library folder (default $MYLIFEDB_ROOT or ~/MyLifeDB)")
    parser.add_argument("--state-dir", default=None, help="where index.db lives")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--allow-move", action="store_true")
    parser.add_argument("--read-only", action="store_true")
    parser.add_argument("--no-watch", action="store_true", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                        format="%(asctime)s %(name)s %(levelname)s %(message)s")
    try:
        settings = Settings.resolve(root=args.root, state_dir=args.state_dir)
        anyio.run(lambda: serve(settings, args.transport, args.host, args.port,
                                args.allow_move, args.read_only))
    except MyLifeDBError as exc:
        print(f"mylifedb: {format_error(exc)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
