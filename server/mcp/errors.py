"""How failures reach a client: a tool's failure is an ``is_error`` result. Its text is
what a model reads — the error's stable code in brackets, the argument at fault, the
message, the closest matches and where to look next in tool words (``[not_found]
target_folder: folder 'lif/gov docs' does not exist; closest: 'life/gov docs/'; get_folder_tree
shows the folders that exist``) — and the error itself travels as data in the result's
``_meta`` (``appclient.errors.WIRE_KEY``), which a program reads instead of the text. Bad
arguments are described one line each; nothing echoes a long hostile value back."""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import TYPE_CHECKING, Any

from pydantic import ValidationError

from appclient import WIRE_KEY, MyLifeDBError, See

if TYPE_CHECKING:  # imported where a result is made: the runner words errors with
    from mcp.types import CallToolResult  # model_text and never needs the SDK's types

__all__ = [
    "tool_errors",
    "error_result",
    "model_text",
    "describe_validation_error",
    "clip",
    "cut",
    "MAX_ERROR_CHARS",
]

logger = logging.getLogger("mylifedb.mcp")

MAX_ERROR_CHARS = 1000  # no error answer echoes more of a caller's input than this

# Where to look next, in the words of a model's tools (the CLI has its own: server/cli/base.py).
SEE: dict[See, str] = {
    "suggestions": "list_suggestions shows the current ones",
    "folders": "get_folder_tree shows the folders that exist",
    "create_folder": "to make that new folder, ask again with create_folder=true",
    "search": "search finds a file by name or content",
    "moves": "list_moves shows the moves and their run_id",
    "reindex": "the index file must be set aside and the library indexed again",
}
_RETRY_NOTE = " (temporary: retry shortly)"


def clip(value: str, limit: int = 120) -> str:
    """A user value as it may appear in an error message: quoted, and cut to ``limit``
    characters (a 1 MB tool name must not come back as a 1 MB error)."""
    text = repr(value)
    if len(text) <= limit:
        return text
    return f"{text[:limit]}… ({len(value):,} characters)"


def cut(text: str) -> str:
    if len(text) <= MAX_ERROR_CHARS:
        return text
    return f"{text[:MAX_ERROR_CHARS]}… (cut: {len(text):,} characters)"


def model_text(exc: MyLifeDBError) -> str:
    """The error as a model reads it, from its fields."""
    text = f"[{exc.code}] "
    if exc.argument:
        text += f"{exc.argument}: "
    text += exc.message
    if exc.hint:
        text += f"; {exc.hint}"
    if exc.see:
        text += f"; {SEE[exc.see]}"
    if exc.retryable:
        text += _RETRY_NOTE
    return cut(text)


def error_result(text: str, data: dict[str, Any]) -> CallToolResult:
    """An ``is_error`` result: ``text`` for the model, ``data`` for programs."""
    from mcp.types import CallToolResult, TextContent

    return CallToolResult(
        content=[TextContent(type="text", text=text)],
        is_error=True,
        _meta={WIRE_KEY: data},
    )


def tool_errors(fn: Callable[..., Awaitable[Any]]) -> Callable[..., Awaitable[Any]]:
    """Turn every failure of a tool into an ``is_error`` result; never let one crash the server."""

    @functools.wraps(fn)
    async def wrapper(*args: Any, **kwargs: Any) -> Any:
        try:
            return await fn(*args, **kwargs)
        except MyLifeDBError as exc:
            return error_result(model_text(exc), exc.data())
        except Exception as exc:  # the tool boundary: log the crash, answer the model
            logger.exception("tool %s failed unexpectedly", fn.__name__)
            message = (
                f"{fn.__name__} failed unexpectedly ({type(exc).__name__}); the details are in "
                "the server log. Other tools still work."
            )
            data = {"code": "internal_error", "message": message, "retryable": False}
            return error_result(f"[internal_error] {message}", data)

    return wrapper


def describe_validation_error(tool: str, exc: ValidationError) -> str:
    """One line per bad argument, without echoing long hostile values back."""
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    return f"[invalid_argument] {tool}: " + "; ".join(parts)
