"""Bounds on what a client can make the HTTP server hold.

- ``BodyLimit``: every route's request body is capped before it is read. A Content-Length
  over the cap is answered 413 without reading a byte; a body sent without one (chunked) is
  counted as it streams and cut at the cap: the app sees the client gone, the client gets
  413. The review page's routes take 256 KiB, ``/mcp`` 4 MiB.
- a deadline on each request head (``sdk.GuardedH11Protocol``: uvicorn has no header
  timeout): a connection that has not sent a whole request head within
  ``sdk.HEADER_TIMEOUT_S`` of connecting (or of its last response) is closed, so idle
  half-open connections (slowloris) cannot pile up. With ``LIMIT_CONCURRENCY`` and a 64 KiB
  cap on an incomplete request head, in ``run_http``.
- ``raise_fd_limit``: the soft limit on open files raised to the hard one at start (1,024 by
  default on Linux, which a thousand idle connections used up)."""

from __future__ import annotations

import json
import logging
from typing import Any

from starlette.types import ASGIApp, Message, Receive, Scope, Send

__all__ = [
    "BodyLimit",
    "raise_fd_limit",
    "REVIEW_MAX_BODY",
    "MCP_MAX_BODY",
    "LIMIT_CONCURRENCY",
    "MAX_HEAD_BYTES",
]

logger = logging.getLogger("mylifedb.mcp")

REVIEW_MAX_BODY = 256 * 1024
MCP_MAX_BODY = 4 * 1024 * 1024
LIMIT_CONCURRENCY = 4096
MAX_HEAD_BYTES = 64 * 1024


def _cap_for(path: str) -> int:
    return REVIEW_MAX_BODY if path == "/" or path.startswith("/review/") else MCP_MAX_BODY


class _TooLarge(Exception):
    pass


class BodyLimit:
    """Pure ASGI: request bodies capped before they are read (see the module)."""

    def __init__(self, app: ASGIApp, cap_for: Any = _cap_for) -> None:
        self.app = app
        self._cap_for = cap_for

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        cap = self._cap_for(scope.get("path", ""))
        if _declared_over(scope, cap):
            await _too_large(send, cap)
            return
        seen = 0
        started = False
        cut = False

        async def counted() -> Message:
            nonlocal seen, cut
            if cut:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > cap:
                    cut = True
                    raise _TooLarge
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            if cut:
                return  # the 413 went out instead
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        try:
            await self.app(scope, counted, watched)
        except _TooLarge:
            pass
        except Exception:
            if not cut:
                raise
        if cut and not started:
            await _too_large(send, cap)


def _declared_over(scope: Scope, cap: int) -> bool:
    """A Content-Length over ``cap`` (or one that is not a number)."""
    for name, value in scope.get("headers", ()):
        if name == b"content-length":
            return not value.strip().isdigit() or int(value) > cap
    return False


async def _too_large(send: Send, cap: int) -> None:
    body = json.dumps({"error": f"request body over {cap // 1024} KiB"}).encode()
    await send(
        {
            "type": "http.response.start",
            "status": 413,
            "headers": [
                (b"content-type", b"application/json"),
                (b"content-length", str(len(body)).encode()),
                (b"connection", b"close"),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def raise_fd_limit() -> None:
    """Raise the soft limit on open files to the hard limit (POSIX; a no-op elsewhere)."""
    try:
        import resource
    except ImportError:  # pragma: no cover - Windows
        return
    try:
        soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
        want = hard if hard != resource.RLIM_INFINITY else max(soft, 65536)
        if soft != resource.RLIM_INFINITY and soft < want:
            resource.setrlimit(resource.RLIMIT_NOFILE, (want, hard))
    except (OSError, ValueError) as exc:
        logger.info("could not raise the open-files limit: %s", exc)
