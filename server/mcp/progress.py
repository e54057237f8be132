"""Progress for calls that take more than a moment: ``notifications/progress`` when the
caller sent a ``progressToken``, from work that reports ``(done, total)`` synchronously
(the indexer, a batch of moves) or from the first index the call waits on.

Cancellation needs nothing here: the SDK cancels a request's task when the client sends
``notifications/cancelled``; the relay below dies with it, and the work it reports on is
cancellation-safe (a move cancelled half-way is settled by the disk, ``decisions/moves.py``;
an index batch is one transaction).
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Coroutine
from typing import Any, TypeVar

import anyio

from .status import StatusBoard

__all__ = ["Send", "Relay", "alongside", "relay_first_index", "request_progress"]

logger = logging.getLogger("mylifedb.mcp")

T = TypeVar("T")
Send = Callable[[float, float | None, str | None], Awaitable[None]]


def request_progress(ctx: Any) -> Send:
    """The progress sender of a low-level request (``ServerRequestContext``) or a tool's
    ``Context``: a no-op when the caller asked for no progress, never raising."""
    report = getattr(ctx, "report_progress", None)  # a tool's Context
    if report is None:
        report = ctx.session.report_progress  # a low-level request's context

    async def send(done: float, total: float | None, message: str | None) -> None:
        try:
            await report(done, total, message)
        except Exception:  # the client went away: its answer will not arrive either
            logger.debug("could not report progress", exc_info=True)

    return send


async def alongside(report: Callable[[], Coroutine[Any, Any, None]], work: Awaitable[T]) -> T:
    """Await ``work`` while ``report`` runs beside it (stopped when the work is done); the
    work's own exception comes out as it was raised, not in an exception group."""
    outcome: list[T] = []
    failure: list[Exception] = []
    async with anyio.create_task_group() as tg:
        tg.start_soon(report)
        try:
            outcome.append(await work)
        except Exception as exc:
            failure.append(exc)
        finally:
            tg.cancel_scope.cancel()
    if failure:
        raise failure[0]
    return outcome[0]


class Relay:
    """``(done, total)`` from synchronous code, sent as progress as it grows (the spec wants
    each notification's progress above the last)."""

    def __init__(self, send: Send, what: str) -> None:
        self._send = send
        self._what = what
        self._latest = (0, 0)
        self._sent = -1
        self._changed = anyio.Event()

    def __call__(self, done: int, total: int) -> None:
        self._latest = (done, total)
        self._changed.set()

    async def run(self) -> None:
        """Send each step as it comes (cancelled by :func:`alongside` when the work ends)."""
        while True:
            await self._changed.wait()
            self._changed = anyio.Event()
            await self.flush()

    async def flush(self) -> None:
        """Send the latest step, unless it was sent (the last one, after the work ended)."""
        done, total = self._latest
        if done > self._sent:
            self._sent = done
            await self._send(done, total or None, f"{self._what}: {done:,} of {total:,}")


async def relay_first_index(board: StatusBoard, send: Send) -> None:
    """While the first index runs: how far it is, each time it gets further, then that it
    is done."""
    sent = -1
    while board.first_index_running:
        changed = board.progressed
        done, total = board.progress
        if done > sent:
            sent = done
            await send(done, total or None, f"indexing the library: {done:,} of {total:,} files")
        await changed.wait()
    done, total = board.progress
    if total > sent:
        await send(total, total, "the library is indexed")
