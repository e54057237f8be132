"""stdio (Claude Desktop): stdout carries nothing but protocol; every log line goes to
stderr. Every request gets an answer: a line the SDK's reader cannot decode (broken JSON, or
a lone surrogate escape such as ``"\\ud800"``, which is valid JSON but not Unicode text) is
answered with a JSON-RPC error (-32700 parse error, -32602 invalid params, -32600 invalid
request) instead of being dropped, so a client without its own timeout never hangs
(``screen_unreadable``). Nesting is bounded: the SDK's parser refuses a line nested deeper
than its recursion limit, and the answer to it is found without recursion (a line of
100,000 ``[`` is one -32600 error, never a dead server)."""

from __future__ import annotations

import json
import logging
import sys
from typing import Any

import anyio
from mcp.server.mcpserver import MCPServer
from mcp.server.stdio import stdio_server
from mcp.shared.message import SessionMessage
from mcp_types import INVALID_PARAMS, INVALID_REQUEST, PARSE_ERROR, ErrorData, JSONRPCError
from pydantic import ValidationError

from server.logfmt import escape_handlers

from .sdk import run_lowlevel

__all__ = ["run_stdio", "screen_unreadable", "unreadable_reply", "log_to_stderr", "nesting"]

MAX_DEPTH = 64  # deeper than any message of ours; a line past it is answered, not parsed

logger = logging.getLogger("mylifedb.mcp")


def log_to_stderr() -> None:
    root = logging.getLogger()
    for handler in root.handlers:
        stream = getattr(handler, "stream", None)
        if stream is sys.stdout:
            handler.setStream(sys.stderr)  # type: ignore[attr-defined]
    if not root.handlers:
        logging.basicConfig(
            level=logging.INFO,
            stream=sys.stderr,
            format="%(asctime)s %(name)s %(levelname)s %(message)s",
        )
    escape_handlers()  # a file name's ESC or newline never reaches the terminal raw


async def run_stdio(server: MCPServer[Any]) -> None:
    """Serve one client over stdin/stdout until it closes stdin. The SDK's reader turns a
    line it cannot decode into an exception the server only logs; ``screen_unreadable``
    answers it instead."""
    log_to_stderr()
    async with stdio_server() as (sdk_read, write), anyio.create_task_group() as tg:
        send, read = anyio.create_memory_object_stream[SessionMessage | Exception](0)
        tg.start_soon(screen_unreadable, sdk_read, send, write)
        await run_lowlevel(server, read, write)
        tg.cancel_scope.cancel()


async def screen_unreadable(source: Any, sink: Any, write: Any) -> None:
    """Forward what the transport read; answer each line it could not decode."""
    async with sink:
        async for item in source:
            if not isinstance(item, Exception):
                await sink.send(item)
                continue
            reply = unreadable_reply(item)
            logger.warning(
                "unreadable JSON-RPC message: %s", reply.error.message if reply else item
            )
            if reply is not None:
                await write.send(SessionMessage(reply))


def unreadable_reply(exc: Exception) -> JSONRPCError | None:
    """Pure: the JSON-RPC error answering a message the SDK could not decode, or None for a
    notification (which gets no answer). Never echoes the message back."""
    raw: Any = None
    if isinstance(exc, ValidationError) and exc.errors():
        raw = exc.errors()[0].get("input")
    message: Any = raw
    if isinstance(raw, str | bytes):
        if nesting(raw) > MAX_DEPTH:
            return _error(
                None,
                INVALID_REQUEST,
                f"Invalid Request: JSON nested deeper than {MAX_DEPTH} levels",
            )
        try:
            message = json.loads(raw)  # Python's json takes lone surrogates, pydantic's not
        except (ValueError, RecursionError):
            return _error(None, PARSE_ERROR, "Parse error: the line is not one JSON value")
    if not isinstance(message, dict):
        return _error(None, INVALID_REQUEST, "Invalid Request: expected one JSON-RPC object")
    rid = message.get("id")
    if "id" not in message and "method" in message:
        return None  # a broken notification: nothing to answer
    if not isinstance(rid, str | int) or isinstance(rid, bool):
        rid = None
    if _has_lone_surrogate(message):
        return _error(
            rid,
            INVALID_PARAMS,
            "Invalid params: the request holds a lone surrogate "
            "escape (such as \\ud800), which is not Unicode text; send valid UTF-16 "
            "pairs or UTF-8",
        )
    return _error(
        rid,
        INVALID_REQUEST,
        "Invalid Request: not a JSON-RPC 2.0 request, notification or response",
    )


def nesting(raw: str | bytes) -> int:
    """How deep the arrays and objects of a JSON text go (strings skipped), without recursion."""
    text = raw.decode("utf-8", "replace") if isinstance(raw, bytes) else raw
    depth = deepest = 0
    in_string = escaped = False
    for c in text:
        if in_string:
            if escaped:
                escaped = False
            elif c == "\\":
                escaped = True
            elif c == '"':
                in_string = False
        elif c == '"':
            in_string = True
        elif c in "[{":
            depth += 1
            deepest = max(deepest, depth)
        elif c in "]}":
            depth -= 1
    return deepest


def _error(rid: str | int | None, code: int, message: str) -> JSONRPCError:
    return JSONRPCError(jsonrpc="2.0", id=rid, error=ErrorData(code=code, message=message))


def _has_lone_surrogate(value: Any) -> bool:
    if isinstance(value, str):
        return any("\ud800" <= c <= "\udfff" for c in value)
    if isinstance(value, dict):
        return any(_has_lone_surrogate(k) or _has_lone_surrogate(v) for k, v in value.items())
    if isinstance(value, list):
        return any(_has_lone_surrogate(v) for v in value)
    return False
