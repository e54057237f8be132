"""The server's log, for its clients: the ``logging`` capability.

Every record logged under ``mylifedb`` (the index started and finished, files it could not
read, a slow digest, a background component failing, an organizer run that failed) goes to
stderr as before and to the MCP clients as ``notifications/message``: the MCP level that
matches the record's, the logger's name (``mylifedb.mcp``, ``mylifedb.index``…) and as data
``{"message": ...}`` plus the record's structured fields (``extra={"mcp_data": {...}}``).

Who hears what:

- a handshake-era connection (Claude Desktop, VS Code, the Inspector) hears every entry at
  or above the level it chose with ``logging/setLevel`` — ``info`` until it chooses. An entry
  logged while one of its own requests is served rides that request's stream (so an HTTP
  client without a standalone stream sees it too); any other entry comes on its standalone
  stream.
- a 2026-era request that opts in (``_meta["io.modelcontextprotocol/logLevel"]``) hears the
  entries logged while it is served, at or above the level it asked for: that protocol has
  no ``logging/setLevel`` and no connection-wide log.

:class:`ClientLog` owns this: the level each connection chose, the connections to tell, the
``logging.Handler`` that takes records from any thread, the middleware that gives each
request its own stream of entries, and the pump that sends the rest.
"""

from __future__ import annotations

import asyncio
import contextvars
import logging
import math
import threading
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from typing import Any, get_args

import anyio
from anyio.streams.memory import MemoryObjectReceiveStream, MemoryObjectSendStream
from mcp.server.connection import allowed_log_levels
from mcp.server.context import CallNext, HandlerResult, ServerMiddleware, ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.types import (
    EmptyResult,
    LoggingLevel,
    LoggingMessageNotification,
    LoggingMessageNotificationParams,
    SetLevelRequestParams,
)

from .sdk import add_method, connection_of

__all__ = ["ClientLog", "mcp_level", "MCP_DATA", "LEVELS"]

logger = logging.getLogger("mylifedb.mcp.client_log")  # never forwarded: it reports on forwarding

LEVELS: tuple[str, ...] = get_args(LoggingLevel)  # debug … emergency, least severe first
DEFAULT_LEVEL = "info"
MCP_DATA = "mcp_data"  # a record's structured fields: logger.warning(..., extra={MCP_DATA: {...}})
SOURCE = "mylifedb"  # the logger whose records clients hear
_MAX_MESSAGE = 2000
_BACKLOG = 1000  # entries waiting for the pump; beyond this they are dropped, never blocking


def mcp_level(levelno: int) -> str:
    """The MCP level of a Python logging level (NOTICE, 25, exists only in MCP)."""
    for threshold, name in ((50, "critical"), (40, "error"), (30, "warning"), (25, "notice")):
        if levelno >= threshold:
            return name
    return "info" if levelno >= logging.INFO else "debug"


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, str | int | float | bool)


def _at_least(level: str) -> frozenset[str]:
    return frozenset(LEVELS[LEVELS.index(level) :])


def _python_level(level: str) -> int:
    return {"debug": logging.DEBUG, "info": logging.INFO, "notice": 25}.get(level, logging.WARNING)


def _let_through(levelno: int) -> None:
    """Make ``mylifedb`` records at ``levelno`` exist, without changing what stderr shows."""
    source = logging.getLogger(SOURCE)
    before = source.getEffectiveLevel()
    if levelno >= before:
        return
    for handler in logging.getLogger().handlers:  # the stderr handler keeps its threshold
        if type(handler) is logging.StreamHandler and handler.level == logging.NOTSET:
            handler.setLevel(before)
    source.setLevel(levelno)


@dataclass(frozen=True)
class Entry:
    level: str
    logger: str
    data: dict[str, Any]
    skip: int | None = None  # the connection that hears it on its request's stream instead

    def params(self) -> dict[str, Any]:
        return {"level": self.level, "logger": self.logger, "data": self.data}


@dataclass
class _Sink:
    """The entries for one request, drained onto its stream while it is served."""

    owner: ClientLog
    levels: frozenset[str]
    connection: int | None
    loop: asyncio.AbstractEventLoop
    thread: int
    send: MemoryObjectSendStream[Entry] = field(init=False)
    receive: MemoryObjectReceiveStream[Entry] = field(init=False)

    def __post_init__(self) -> None:
        self.send, self.receive = anyio.create_memory_object_stream[Entry](math.inf)


_SINK: contextvars.ContextVar[_Sink | None] = contextvars.ContextVar(
    "mylifedb_log_sink", default=None
)


def _put(stream: MemoryObjectSendStream[Entry], entry: Entry) -> None:
    try:
        stream.send_nowait(entry)
    except (anyio.WouldBlock, anyio.ClosedResourceError, anyio.BrokenResourceError):
        pass  # a full backlog or a finished request: the entry is dropped (stderr has it)


def _hand_over(
    loop: asyncio.AbstractEventLoop,
    thread: int,
    stream: MemoryObjectSendStream[Entry],
    entry: Entry,
) -> None:
    """Put ``entry`` on ``stream`` from any thread (streams belong to the loop's thread)."""
    if threading.get_ident() == thread:
        _put(stream, entry)
        return
    try:
        loop.call_soon_threadsafe(_put, stream, entry)
    except RuntimeError:  # the loop is closed: nobody is listening any more
        pass


class _Handler(logging.Handler):
    def __init__(self, owner: ClientLog) -> None:
        super().__init__(logging.DEBUG)
        self.owner = owner

    def emit(self, record: logging.LogRecord) -> None:
        if record.name.startswith(logger.name):
            return
        try:
            self.owner.take(record)
        except Exception:  # a log line must never break the code that logged it
            self.handleError(record)


class ClientLog:
    """The log entries a server's clients hear, and the levels they chose."""

    def __init__(self, default_level: str = DEFAULT_LEVEL) -> None:
        self.default_level = default_level
        self._levels: dict[int, str] = {}  # connection key -> level it set
        self._connections: dict[int, Any] = {}  # handshake-era connections that made a request
        self._handler = _Handler(self)
        self._streams: (
            tuple[MemoryObjectSendStream[Entry], MemoryObjectReceiveStream[Entry]] | None
        ) = None  # the pump's backlog, while the server serves
        self._pumps = 0
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread = 0

    # -- connections and their levels -----------------------------------------------------

    @staticmethod
    def handshake_era(connection: Any) -> bool:
        """Whether this connection may hear entries outside its requests (handshake-era)."""
        version = getattr(connection, "protocol_version", None)
        return version is not None and bool(allowed_log_levels(version, None))

    def remember(self, session: Any) -> int | None:
        """A handshake-era connection made a request: it hears of later entries. Returns its
        key (None for a 2026-era connection, which has no connection-wide log)."""
        connection = connection_of(session)
        if not self.handshake_era(connection):
            return None
        key = id(connection)
        if key not in self._connections:
            self._connections[key] = connection
            stack = getattr(connection, "exit_stack", None)
            if stack is not None:  # forget the connection when it closes
                stack.callback(self._forget, key)
        return key

    def _forget(self, key: int) -> None:
        self._connections.pop(key, None)
        self._levels.pop(key, None)

    @property
    def connections(self) -> list[int]:
        return list(self._connections)

    def level(self, key: int) -> str:
        return self._levels.get(key, self.default_level)

    def allows(self, session: Any, level: str) -> bool:
        """Whether this session's connection wants entries at ``level`` (handshake era)."""
        connection = connection_of(session)
        if not self.handshake_era(connection):
            return True  # 2026 era: the request's own opt-in decides (the SDK checks it)
        return level in _at_least(self.level(id(connection)))

    async def set_level(
        self, ctx: ServerRequestContext[Any, Any], params: SetLevelRequestParams
    ) -> EmptyResult:
        """``logging/setLevel``: this connection hears entries at ``params.level`` and above."""
        key = self.remember(ctx.session)
        if key is not None:
            self._levels[key] = params.level
        _let_through(_python_level(params.level))
        return EmptyResult()

    def install(self, server: MCPServer[Any]) -> None:
        """Serve ``logging/setLevel`` (which advertises the ``logging`` capability) and give
        every request its share of the log."""
        add_method(server, "logging/setLevel", SetLevelRequestParams, self.set_level)
        server.middleware.append(self.middleware())

    # -- records in -------------------------------------------------------------------------

    def take(self, record: logging.LogRecord) -> None:
        """A record logged under ``mylifedb``, on any thread: to the request being served
        (if it is one of ours and listening), and through the pump to every other connection."""
        data: dict[str, Any] = {"message": record.getMessage()[:_MAX_MESSAGE]}
        extra = getattr(record, MCP_DATA, None)
        if isinstance(extra, dict):  # JSON-safe, whatever a caller put there
            data.update({str(k): v if _plain(v) else str(v) for k, v in extra.items()})
        if record.exc_info and record.exc_info[1] is not None:
            exc = record.exc_info[1]
            data.setdefault("error", f"{type(exc).__name__}: {exc}"[:_MAX_MESSAGE])
        entry = Entry(mcp_level(record.levelno), record.name, data)
        sink = _SINK.get()
        if sink is not None and sink.owner is self:
            if entry.level in sink.levels:
                _hand_over(sink.loop, sink.thread, sink.send, entry)
            if sink.connection is not None:
                entry = Entry(entry.level, entry.logger, entry.data, skip=sink.connection)
        if self._streams is not None and self._loop is not None and self._connections:
            _hand_over(self._loop, self._thread, self._streams[0], entry)

    # -- entries out ------------------------------------------------------------------------

    @asynccontextmanager
    async def running(self) -> AsyncIterator[None]:
        """While the server serves: records flow to the clients (entered once per lifespan;
        the handler stays until the last one leaves)."""
        if self._streams is None:
            self._loop, self._thread = asyncio.get_running_loop(), threading.get_ident()
            self._streams = anyio.create_memory_object_stream[Entry](_BACKLOG)
            logging.getLogger(SOURCE).addHandler(self._handler)
            _let_through(_python_level(self.default_level))
        self._pumps += 1
        try:
            async with anyio.create_task_group() as tg:
                tg.start_soon(self._pump, self._streams[1].clone())
                try:
                    yield
                finally:
                    tg.cancel_scope.cancel()
        finally:
            self._pumps -= 1
            if self._pumps == 0 and self._streams is not None:
                logging.getLogger(SOURCE).removeHandler(self._handler)
                for stream in self._streams:
                    stream.close()
                self._streams = None

    async def _pump(self, receive: MemoryObjectReceiveStream[Entry]) -> None:
        async with receive:
            async for entry in receive:
                await self.tell_everyone(entry)

    async def tell_everyone(self, entry: Entry) -> None:
        """Send ``entry`` on the standalone stream of every handshake-era connection whose
        level admits it (except the one that heard it on its request's stream)."""
        for key, connection in list(self._connections.items()):
            if key == entry.skip or entry.level not in _at_least(self.level(key)):
                continue
            try:
                await connection.notify("notifications/message", entry.params())
            except Exception:  # one client's trouble must not stop the others' log
                logger.debug("could not send a log entry to connection %s", key, exc_info=True)

    def middleware(self) -> ServerMiddleware[Any]:
        """Around every request: remember handshake-era connections, and give a request that
        can hear log entries its own stream of them, flushed before its answer."""

        async def middleware(
            ctx: ServerRequestContext[Any, Any], call_next: CallNext
        ) -> HandlerResult:
            if ctx.request_id is None or ctx.method in ("initialize", "logging/setLevel"):
                return await call_next(ctx)
            key = self.remember(ctx.session)
            levels: frozenset[str] = (
                allowed_log_levels(ctx.protocol_version, ctx.meta)  # 2026: the request's opt-in
                if key is None
                else _at_least(self.level(key))
            )
            if not levels:
                return await call_next(ctx)
            sink = _Sink(
                self, frozenset(levels), key, asyncio.get_running_loop(), threading.get_ident()
            )
            token = _SINK.set(sink)
            result, error = None, None
            try:
                async with anyio.create_task_group() as tg:
                    tg.start_soon(_drain, sink, ctx)
                    try:
                        result = await call_next(ctx)
                    except Exception as exc:  # raised below, not wrapped in an ExceptionGroup
                        error = exc
                    finally:
                        sink.send.close()
            finally:
                _SINK.reset(token)
                sink.receive.close()  # drained, or never started (a cancelled request)
            if error is not None:
                raise error
            return result

        return middleware


async def _drain(sink: _Sink, ctx: ServerRequestContext[Any, Any]) -> None:
    async with sink.receive:
        async for entry in sink.receive:
            notification = LoggingMessageNotification(
                params=LoggingMessageNotificationParams(
                    level=entry.level,  # type: ignore[arg-type]
                    logger=entry.logger,
                    data=entry.data,
                )
            )
            try:
                await ctx.session.send_notification(notification, related_request_id=ctx.request_id)
            except Exception:  # the client went away: its answer will not arrive either
                logger.debug("could not send a log entry to the client", exc_info=True)
