"""The ``mylifedb`` MCP server object and the typed context its tools read.

``MyLifeDBServer`` is an ``MCPServer`` that holds one :class:`ServerContext`: the runtime
(the AppClient and the background work that keeps its index current), the status board
(what the tools must be honest about) and the resource notifier, plus the options the
server was built with. Tools are module-level functions that ask for it with a parameter
annotated :data:`Library` (the SDK's ``Resolve`` dependency injection), so a tool reads the
same context whether a client calls it or the review page does.

The server itself is assembled in ``server/app.py``.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.mcpserver.resolve import Resolve
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS, CallToolResult, InputRequiredResult
from pydantic import ValidationError

from appclient import AppClient
from server.surface import PENDING_URI

from .errors import MAX_ERROR_CHARS, clip, cut, describe_validation_error
from .notify import ResourceNotifier
from .runtime import Runtime
from .status import StatusBoard

__all__ = ["ServerContext", "MyLifeDBServer", "Library", "server_context", "guard"]

logger = logging.getLogger("mylifedb.mcp")


@dataclass
class ServerContext:
    """What every tool, resource and extension of one server reads."""

    runtime: Runtime
    board: StatusBoard
    notifier: ResourceNotifier
    allow_move: bool = False
    read_only: bool = False

    def client(self) -> AppClient:
        return self.runtime.client()

    def paths(self) -> tuple[Path | None, Path | None]:
        return self.runtime.paths()

    async def suggestions_changed(self) -> None:
        """After a tool changed suggestions: tell subscribers, and never fail the tool (its
        change is made) because a notification could not be sent."""
        try:
            await self.notifier.resource_updated(PENDING_URI)
        except Exception:
            logger.exception("could not notify subscribers of a suggestion change")


class MyLifeDBServer(MCPServer[dict[str, Any]]):
    """An MCPServer holding its :class:`ServerContext`; tool failures come back as
    ``[code] message`` with the SDK's own wording replaced."""

    def __init__(self, context: ServerContext, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.context = context

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Context[dict[str, Any], Any] | None = None,
    ) -> CallToolResult | InputRequiredResult:
        runtime = self.context.runtime
        if context is not None:
            await self.context.board.tell_on_request(context)  # problems it has not heard of yet
            if runtime.indexing:
                await _report_indexing(context, runtime)
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            raise self._reworded(name, exc) from exc

    def _reworded(self, name: str, exc: ToolError) -> ToolError:
        cause = exc.__cause__
        if isinstance(cause, ToolError) and str(cause).startswith("["):
            # Ours already says "[code] message": drop the SDK's "Error executing tool" prefix.
            return ToolError(cut(str(cause)))
        if isinstance(cause, ValidationError):
            return ToolError(describe_validation_error(name, cause))
        if str(exc).startswith("Unknown tool"):
            names = ", ".join(t.name for t in self._tool_manager.list_tools())
            return ToolError(f"[not_found] unknown tool {clip(name)}; tools: {names}")
        return ToolError(cut(str(exc)))


async def _report_indexing(context: Context[Any, Any], runtime: Runtime) -> None:
    """A long (re-)index is under way: say how far it is to a caller that asked for
    progress. Answers still come from the current index."""
    done, total = runtime.progress
    try:
        await context.report_progress(done, total or None, "indexing the library")
    except Exception:  # no progress token, or the client went away: not our concern
        logger.debug("could not report indexing progress", exc_info=True)


def server_context(ctx: Context) -> ServerContext:
    """The resolver behind :data:`Library`."""
    server = ctx.mcp_server
    if not isinstance(server, MyLifeDBServer):
        raise RuntimeError("mylifedb tools run only on a MyLifeDBServer")
    return server.context


Library = Annotated[ServerContext, Resolve(server_context)]
"""A tool parameter of this type receives the server's context (not an argument a client sends)."""


def guard(board: StatusBoard) -> Any:
    """Middleware round every inbound message: remember the connection (so it hears of
    later problems), and cut any JSON-RPC error that would echo a long value back (an
    unknown prompt or resource named by a 1 MB string)."""

    async def middleware(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
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
            raise MCPError(exc.error.code, cut(exc.error.message)) from exc
        except ValidationError:
            raise  # answered as invalid params, without the values
        except Exception as exc:  # e.g. the SDK's "Unknown prompt: <the whole name>"
            if len(str(exc)) <= MAX_ERROR_CHARS:
                raise
            raise MCPError(INVALID_PARAMS, cut(str(exc))) from exc

    return middleware
