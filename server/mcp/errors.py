"""How failures reach a client: a tool's failure is an ``is_error`` result whose text starts
with the error's stable code in brackets (``[not_found] folder 'lif/gov docs' does not
exist; closest: 'life/gov docs/'``), written by ``appclient.errors.format_error``; bad
arguments are described one line each; nothing echoes a long hostile value back."""

from __future__ import annotations

import functools
import logging
from collections.abc import Awaitable, Callable
from typing import ParamSpec, TypeVar

from mcp.server.mcpserver.exceptions import ToolError
from pydantic import ValidationError

from appclient import MyLifeDBError, format_error

__all__ = ["tool_errors", "describe_validation_error", "clip", "cut", "MAX_ERROR_CHARS"]

logger = logging.getLogger("mylifedb.mcp")

P = ParamSpec("P")
R = TypeVar("R")

MAX_ERROR_CHARS = 1000  # no error answer echoes more of a caller's input than this


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


def tool_errors(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Turn every failure of a tool into an ``is_error`` result; never let one crash the server."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await fn(*args, **kwargs)
        except ToolError:
            raise
        except MyLifeDBError as exc:
            raise ToolError(format_error(exc)) from exc
        except Exception as exc:  # the tool boundary: log the crash, answer the model
            logger.exception("tool %s failed unexpectedly", fn.__name__)
            raise ToolError(
                f"[internal_error] {fn.__name__} failed unexpectedly ({type(exc).__name__}); "
                "the details are in the server log. Other tools still work."
            ) from exc

    return wrapper


def describe_validation_error(tool: str, exc: ValidationError) -> str:
    """One line per bad argument, without echoing long hostile values back."""
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    return f"[invalid_argument] {tool}: " + "; ".join(parts)
