"""The ``mylifedb`` MCP server: tools (tools.py), resources and prompts
(resources.py and prompts.py), and the runtime that keeps the index current.

``build_server(client_or_factory)`` returns an ``MCPServer``. Its lifespan opens the library
(when given a factory), answers ``initialize`` at once and brings the index up to date in a
background task, then watches the root: changed paths are re-indexed (debounced) and an edit
of guideline.md is pushed to subscribed clients. Tools answer from the current index all along.

Run it: ``python -m server.mcp --root R [--state-dir S] [--transport stdio|http]``
(the ``mylifedb serve`` CLI calls :func:`serve`).
"""

from __future__ import annotations

import argparse
import logging
import os
import sys
from pathlib import Path
from typing import Any, Literal

import anyio
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.subscriptions import InMemorySubscriptionBus
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, InputRequiredResult
from pydantic import ValidationError

from appclient.errors import MyLifeDBError
from appclient.protocol import AppClient
from appclient.settings import Settings

from .prompts import register_prompts
from .resources import PENDING_URI, STATUS_URI, ResourceNotifier, register_resources
from .runner_api import register_runner_methods
from .runtime import ClientFactory, Runtime, classify_changes
from .status import StatusBoard, clip
from .tools import describe_validation_error, format_error, register_tools

__all__ = ["build_server", "serve", "classify_changes", "ClientFactory", "SERVER_NAME", "main"]

logger = logging.getLogger("mylifedb.mcp")

SERVER_NAME = "mylifedb"

INSTRUCTIONS = """\
mylifedb is the user's personal library of files: a folder with guideline.md (the user's own
rules for where things go), inbox/ (new files) and library folders (the destinations).
To organize a file: read_guideline first, then get_folder_tree, then get_file, then
create_suggestion with reasoning and a calibrated confidence. Never move files unless the
user asked: suggestions wait for the user's decision. Paths are relative to the library root
(e.g. 'life/gov docs/passport.jpg'). Errors start with a code in brackets, e.g. [not_found],
and often name the closest match."""


MAX_ERROR_CHARS = 1000  # no error answer echoes more of a caller's input than this


class _MyLifeDBServer(MCPServer[dict[str, Any]]):
    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Context[dict[str, Any], Any] | None = None,
    ) -> CallToolResult | InputRequiredResult:
        runtime: Runtime | None = getattr(self, "mylifedb_runtime", None)
        if runtime is not None and context is not None:
            await runtime.board.tell_on_request(context)  # problems it has not heard of yet
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
                raise ToolError(_cut(str(cause))) from cause
            if isinstance(cause, ValidationError):
                raise ToolError(describe_validation_error(name, cause)) from cause
            if str(exc).startswith("Unknown tool"):
                names = ", ".join(t.name for t in self._tool_manager.list_tools())
                raise ToolError(f"[not_found] unknown tool {clip(name)}; tools: {names}") from exc
            raise ToolError(_cut(str(exc))) from exc


def _cut(text: str) -> str:
    if len(text) <= MAX_ERROR_CHARS:
        return text
    return f"{text[:MAX_ERROR_CHARS]}… (cut: {len(text):,} characters)"


def _guard(board: StatusBoard) -> Any:
    """Middleware round every inbound message: remember the connection (so it hears of
    later problems), and cut any JSON-RPC error that would echo a long value back (an
    unknown prompt or resource named by a 1 MB string)."""

    async def guard(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        if ctx.method != "initialize":
            board.remember(ctx.session)
        try:
            return await call_next(ctx)
        except MCPError as exc:
            if (
                len(exc.error.message) <= MAX_ERROR_CHARS
                and len(repr(exc.error.data)) <= MAX_ERROR_CHARS
            ):
                raise
            raise MCPError(exc.error.code, _cut(exc.error.message)) from exc
        except ValidationError:
            raise  # answered as invalid params, without the values
        except Exception as exc:  # e.g. the SDK's "Unknown prompt: <the whole name>"
            if len(str(exc)) <= MAX_ERROR_CHARS:
                raise
            raise MCPError(INVALID_PARAMS, _cut(str(exc))) from exc

    return guard


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
) -> MCPServer[Any]:
    """The ``mylifedb`` MCP server over ``client`` (an open AppClient, which stays the
    caller's to close) or a factory (``lambda: LocalAppClient.open(settings)``: opened in the
    lifespan, closed with it). ``root``/``state_dir`` default to ``client.settings``'s.

    A tool call made while the first index runs waits up to ``first_index_wait_s`` for it,
    then answers with what is indexed and says so; a dead watch on the root is restarted
    after ``watch_backoff_s``, doubling up to a minute."""
    bus = InMemorySubscriptionBus()
    notifier = ResourceNotifier(bus)
    board = StatusBoard(first_index_wait_s=first_index_wait_s)
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
    # The review page (an MCP App): imported here, as server.review builds on this package.
    from server.review import hide_page_tools, review_extension

    review = review_extension(
        runtime.client,
        read_only=read_only,
        on_suggestions_changed=lambda: notifier.resource_updated(PENDING_URI),
    )
    server = _MyLifeDBServer(
        SERVER_NAME,
        title="MyLifeDB",
        instructions=INSTRUCTIONS,
        lifespan=runtime.lifespan,
        subscriptions=bus,
        version=_version(),
        extensions=[review],
    )
    hide_page_tools(server)
    register_tools(
        server,
        runtime.client,
        allow_move=allow_move,
        read_only=read_only,
        on_suggestions_changed=lambda: notifier.resource_updated(PENDING_URI),
        board=board,
        paths=runtime.paths,
    )
    register_resources(server, runtime.client, status=board.snapshot)
    register_prompts(server)
    register_runner_methods(server, runtime.client, runtime.refresh, read_only=read_only)
    notifier.install(server)
    server.middleware.append(_guard(board))
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

    from .transports import check_http_binding, run_http, run_stdio

    if transport == "http":
        token = token if token is not None else os.environ.get("MYLIFEDB_TOKEN") or None
        check_http_binding(host, token)  # refuse before opening anything
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
        elif transport == "http":
            await run_http(server, host=host, port=port, token=token)
        else:
            raise ValueError(f"unknown transport {transport!r}; use 'stdio' or 'http'")
    finally:
        for client in opened:  # never handed to a lifespan (e.g. the port was taken)
            await client.aclose()


def main(argv: list[str] | None = None) -> int:
    """``python -m server.mcp --root R [--state-dir S] ...`` (until ``mylifedb serve``)."""
    parser = argparse.ArgumentParser(
        prog="python -m server.mcp", description="Serve a MyLifeDB library over MCP."
    )
    parser.add_argument(
        "--root", default=None, help="library folder (default $MYLIFEDB_ROOT or ~/MyLifeDB)"
    )
    parser.add_argument("--state-dir", default=None, help="where index.db lives")
    parser.add_argument("--transport", choices=("stdio", "http"), default="stdio")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=8765)
    parser.add_argument("--allow-move", action="store_true")
    parser.add_argument("--read-only", action="store_true")
    args = parser.parse_args(argv)
    logging.basicConfig(
        level=logging.INFO,
        stream=sys.stderr,
        format="%(asctime)s %(name)s %(levelname)s %(message)s",
    )
    try:
        settings = Settings.resolve(root=args.root, state_dir=args.state_dir)
        anyio.run(
            lambda: serve(
                settings, args.transport, args.host, args.port, args.allow_move, args.read_only
            )
        )
    except MyLifeDBError as exc:
        print(f"mylifedb: {format_error(exc)}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 0
    return 0


if __name__ == "__main__":
    sys.exit(main())
