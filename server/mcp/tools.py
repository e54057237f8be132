"""The MCP tools, derived from the operations table (``appclient/ops``): one tool per
operation that names a tool group, with the operation's own signature as its input schema,
its docstring as its description and its hints as annotations. One hop each: tool ->
AppClient -> core.

What only a server adds lives here, per operation and by its declared properties: a call
that ``settles`` waits briefly for a first index in progress and its answer says how far it
got (search and the folder tree carry ``indexing``); a call that ``changes`` suggestions or
the guideline tells subscribed clients. Failures reach the model as ``is_error`` results:
the text reads ``[code] message``, and the error itself travels as data in ``_meta``
(``errors.py``).
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Annotated, Any

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.tools import Tool
from mcp.types import CallToolResult, TextContent, ToolAnnotations

from appclient import GUIDELINE, OPERATIONS, Group, IndexingStatus, NotFound, Operation, op_call
from server.surface import GUIDELINE_URI

from .errors import tool_errors
from .server import Library, ServerContext

__all__ = [
    "TOOL_OPS",
    "READ_TOOLS",
    "WRITE_TOOLS",
    "MOVE_TOOLS",
    "ANNOTATIONS",
    "tool_annotations",
    "tool_function",
    "input_schema",
    "call_operation",
    "register_tools",
]

logger = logging.getLogger("mylifedb.mcp")

Op = Operation[Any, Any]
TOOL_OPS: tuple[Op, ...] = tuple(op for op in OPERATIONS if op.tool is not None)


def _group(group: Group) -> tuple[str, ...]:
    return tuple(op.name for op in TOOL_OPS if op.tool == group)


READ_TOOLS = _group("read")
WRITE_TOOLS = _group("write")
MOVE_TOOLS = _group("move")


def tool_annotations(op: Op) -> ToolAnnotations:
    h = op.hints
    return ToolAnnotations(
        read_only_hint=h.read_only,
        destructive_hint=h.destructive,
        idempotent_hint=h.idempotent,
        open_world_hint=False,  # the library is a closed world: no web, no other systems
    )


ANNOTATIONS = {op.name: tool_annotations(op) for op in TOOL_OPS}

# -- what a server adds to an answer ------------------------------------------------------

Present = Callable[[ServerContext, Any, IndexingStatus | None, dict[str, Any]], Awaitable[Any]]


async def _search(lib: ServerContext, result: Any, indexing: Any, _: dict[str, Any]) -> Any:
    return lib.board.search(result, indexing)


async def _tree(lib: ServerContext, result: Any, indexing: Any, args: dict[str, Any]) -> Any:
    root, state_dir = lib.paths()
    return await lib.board.tree(result, args.get("depth", 2), indexing, root, state_dir)


PRESENT: dict[str, Present] = {"search": _search, "get_folder_tree": _tree}


async def _guideline_changed(lib: ServerContext) -> None:
    """guideline.md was rewritten: search and get_file see the new text at once, and
    subscribers of the guideline resource are told (never failing the change itself)."""
    try:
        await lib.runtime.refresh([GUIDELINE])
        await lib.notifier.resource_updated(GUIDELINE_URI)
    except Exception:
        logger.exception("could not re-index or announce the changed guideline")


async def call_operation(lib: ServerContext, op: Op, args: dict[str, Any]) -> Any:
    """One tool call: settle, run the operation on the server's client, present, notify."""
    indexing = await lib.board.settle() if op.settles else None
    try:
        result = await op_call(lib.client(), op)(**args)
    except NotFound as exc:
        told = lib.board.not_found(exc) if op.settles else exc
        if told is exc:
            raise
        raise told from exc
    present = PRESENT.get(op.name)
    if present is not None:
        result = await present(lib, result, indexing, args)
    if op.changes == "suggestions":
        await lib.suggestions_changed()
    elif op.changes == "guideline":
        await _guideline_changed(lib)
    if op.output is not None:  # a union result: published under one schema, sent as it is
        data = result.model_dump(mode="json")
        return CallToolResult(
            content=[TextContent(type="text", text=result.model_dump_json())],
            structured_content=data,
        )
    return result


def tool_function(op: Op) -> Callable[..., Awaitable[Any]]:
    """The operation as a tool function: its parameters (but the internal ones) after the
    server context, its result type (or its declared output schema), its docstring."""

    async def tool(lib: Library, **args: Any) -> Any:
        return await call_operation(lib, op, args)

    returns = Annotated[CallToolResult, op.output] if op.output is not None else op.result_type
    first = inspect.Parameter("lib", inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=Library)
    params = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in op.params]
    tool.__signature__ = inspect.Signature([first, *params], return_annotation=returns)  # type: ignore[attr-defined]
    tool.__annotations__ = {"lib": Library, **{p.name: p.annotation for p in params}}
    tool.__annotations__["return"] = returns
    tool.__name__ = tool.__qualname__ = op.name
    tool.__doc__ = op.description
    return tool


@functools.cache
def input_schema(op: Op) -> dict[str, Any]:
    """The operation's input schema exactly as ``tools/list`` shows it (the SDK's own
    derivation from the same tool function): what an LLM provider of the runner is given."""
    return Tool.from_function(tool_function(op), name=op.name).parameters


def register_tools(
    server: MCPServer, *, allow_move: bool = False, read_only: bool = False
) -> list[str]:
    """Add the tools to ``server``; returns their names. ``read_only`` drops every tool that
    writes (it wins over ``allow_move``); ``allow_move`` adds ``move_file`` and ``undo_move``."""
    if read_only and allow_move:
        logger.warning("read-only server: move_file and undo_move are not offered")
    offered = (
        {"read"} if read_only else {"read", "write", "move"} if allow_move else {"read", "write"}
    )
    names = []
    for op in TOOL_OPS:
        if op.tool in offered:
            server.add_tool(
                tool_errors(tool_function(op)),
                name=op.name,
                title=op.title,
                description=op.description,
                annotations=tool_annotations(op),
            )
            names.append(op.name)
    return names
