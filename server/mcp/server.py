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
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

from mcp.server.apps import client_supports_apps
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.lowlevel.helper_types import ReadResourceContents
from mcp.server.mcpserver import Context, MCPServer
from mcp.server.mcpserver.exceptions import ResourceNotFoundError, ToolError
from mcp.server.mcpserver.resolve import Resolve
from mcp.shared.exceptions import MCPError
from mcp.types import (
    INVALID_PARAMS,
    CallToolResult,
    GetPromptResult,
    InputRequiredResult,
    Tool,
)
from pydantic import ValidationError

from appclient import BY_NAME, AppClient, NotPermitted
from server.surface import FILE_TEMPLATE, PENDING_URI

from .errors import (
    MAX_ERROR_CHARS,
    clip,
    cut,
    describe_validation_error,
    error_result,
    model_text,
)
from .notify import ResourceNotifier
from .progress import alongside, relay_first_index, request_progress
from .runtime import Runtime
from .status import StatusBoard

__all__ = ["ServerContext", "MyLifeDBServer", "Library", "server_context", "guard"]

logger = logging.getLogger("mylifedb.mcp")

_MAX_PROMPT_ARGUMENT = 4096  # a path or a description, not a document
FILE_PREFIX = FILE_TEMPLATE.split("{", 1)[0]  # mylifedb://file/


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
        self.context = context
        self._tools: dict[str, Tool] | None = None  # name -> the tool as listed
        super().__init__(**kwargs)

    async def call_tool(
        self,
        name: str,
        arguments: dict[str, Any],
        context: Context[dict[str, Any], Any] | None = None,
    ) -> CallToolResult | InputRequiredResult:
        board = self.context.board
        if context is not None:
            await board.tell_on_request(context)  # problems it has not heard of yet
        if context is None or not board.first_index_running:
            return await self._call_tool(name, arguments, context)
        # The call may wait on the first index: say how far it is while it does.
        send = request_progress(context)
        return await alongside(
            lambda: relay_first_index(board, send), self._call_tool(name, arguments, context)
        )

    async def _call_tool(
        self, name: str, arguments: dict[str, Any], context: Context[dict[str, Any], Any] | None
    ) -> CallToolResult | InputRequiredResult:
        if self._tools is None:  # every tool is added while the server is built
            self._tools = {t.name: t for t in await self.list_tools()}
        refusal = self._refusal(name, context, self._tools.get(name))
        if refusal is not None:
            exc = NotPermitted(refusal)
            return error_result(model_text(exc), exc.data())
        if name not in self._tools:
            # Only what a model is shown: never the review page's own tools.
            names = ", ".join(n for n, t in self._tools.items() if _for_model(t.meta))
            text = f"unknown tool {clip(name)}; tools: {names}"
            return error_result(f"[not_found] {text}", {"code": "not_found", "message": text})
        try:
            return await super().call_tool(name, arguments, context)
        except ToolError as exc:
            return self._error_answer(name, exc)

    async def get_prompt(
        self,
        name: str,
        arguments: dict[str, Any] | None = None,
        context: Context[dict[str, Any], Any] | None = None,
    ) -> GetPromptResult | InputRequiredResult:
        """A prompt; an unknown one or bad arguments are the client's mistake: -32602
        (invalid params) with what to send instead, and no traceback in the log."""
        prompts = {p.name: p for p in await self.list_prompts()}
        prompt = prompts.get(name)
        if prompt is None:
            names = ", ".join(prompts)
            raise MCPError(INVALID_PARAMS, f"unknown prompt {clip(name)}; prompts: {names}")
        given = arguments or {}
        takes = {a.name: a for a in prompt.arguments or []}
        missing = [a for n, a in takes.items() if a.required and not str(given.get(n, "")).strip()]
        if missing:
            needs = "; ".join(f"{a.name!r}: {a.description or 'required'}" for a in missing)
            raise MCPError(INVALID_PARAMS, f"prompt {name!r} needs {needs}")
        unknown = [n for n in given if n not in takes]
        if unknown:
            accepted = ", ".join(repr(n) for n in takes) or "no arguments"
            raise MCPError(
                INVALID_PARAMS,
                f"prompt {name!r} takes {accepted}, not {', '.join(clip(n, 60) for n in unknown[:5])}",
            )
        too_long = [n for n, v in given.items() if len(str(v)) > _MAX_PROMPT_ARGUMENT]
        if too_long:
            raise MCPError(
                INVALID_PARAMS,
                f"prompt {name!r}: argument {too_long[0]!r} is longer than "
                f"{_MAX_PROMPT_ARGUMENT:,} characters",
            )
        return await super().get_prompt(name, arguments, context)

    async def read_resource(
        self, uri: Any, context: Context[dict[str, Any], Any] | None = None
    ) -> Iterable[ReadResourceContents] | InputRequiredResult:
        try:
            return await super().read_resource(uri, context)
        except ResourceNotFoundError as exc:  # no resource or template takes this URI
            if str(uri).startswith(FILE_PREFIX):  # the template refused the path itself
                raise MCPError(
                    INVALID_PARAMS,
                    f"[invalid_path] {clip(str(uri))}: {FILE_PREFIX} takes a file's path "
                    "relative to the library root, e.g. mylifedb://file/inbox/scan.pdf (no "
                    "'..', no leading '/', no NUL)",
                ) from exc
            offered = [str(r.uri) for r in await self.list_resources()]
            offered += [t.uri_template for t in await self.list_resource_templates()]
            raise ResourceNotFoundError(
                f"unknown resource {clip(str(uri))}; this server has {', '.join(offered)}"
            ) from exc

    def _refusal(
        self, name: str, context: Context[dict[str, Any], Any] | None, tool: Tool | None
    ) -> str | None:
        """Why this call is not allowed, judged by what the server was started with and who
        calls — never by what ``tools/list`` showed (a client may call any name)."""
        op = BY_NAME.get(name)
        group = op.tool if op is not None and op.tool else None
        said = tool.annotations.read_only_hint if tool and tool.annotations else None
        writes = group in ("write", "move") or (group is None and tool is not None and not said)
        if self.context.read_only and writes:
            return f"{name} changes the library, and this server runs with --read-only"
        if group == "move" and not self.context.allow_move:
            return (
                f"{name} is offered only when the server runs with --allow-move; "
                "resolve_suggestion carries out a suggestion without it"
            )
        if tool is not None and not _for_model(tool.meta):
            if context is not None and not _supports_apps(context):
                return (
                    f"{name} is the review page's own tool: only a host that shows the "
                    "review page (MCP Apps) or the page itself may call it"
                )
        return None

    def _error_answer(self, name: str, exc: ToolError) -> CallToolResult:
        """A failure the SDK raised before or around the tool: the arguments did not
        validate, or a tool raised a ``ToolError`` of its own (ours answer as results)."""
        cause = exc.__cause__
        if isinstance(cause, ValidationError):
            text = describe_validation_error(name, cause)
            message = text.removeprefix("[invalid_argument] ")
            return error_result(text, {"code": "invalid_argument", "message": message})
        text = cut(str(exc))
        return error_result(text, {"code": "error", "message": text})


def _for_model(meta: dict[str, Any] | None) -> bool:
    """A tool a host offers its model: not one that MCP Apps show only to their page."""
    ui = (meta or {}).get("ui")
    visibility = ui.get("visibility") if isinstance(ui, dict) else None
    return visibility is None or "model" in visibility


def _supports_apps(ctx: Context[dict[str, Any], Any]) -> bool:
    """Whether this session negotiated MCP Apps (its host shows the review page)."""
    try:
        return client_supports_apps(ctx)
    except Exception:  # no session to ask: not a host that shows the page
        return False


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
