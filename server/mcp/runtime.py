"""What runs behind the server for its lifespan: the AppClient it answers from, the first
index brought up to date in the background, a watch on the root that re-indexes changed
paths (and tells subscribers when guideline.md changes), and a poll that tells them when
another process (the ``mylifedb watch`` daemon) made suggestions."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
from mcp.server.mcpserver import MCPServer
from watchfiles import awatch

from appclient.errors import BackendUnavailable
from appclient.local import GUIDELINE
from appclient.paths import STATE_DIRNAME, is_ignored_rel
from appclient.protocol import AppClient

from .resources import GUIDELINE_URI, PENDING_URI, ResourceNotifier

__all__ = ["Runtime", "ClientFactory", "classify_changes"]

logger = logging.getLogger("mylifedb.mcp")

ClientFactory = Callable[[], Awaitable[AppClient]]


def classify_changes(
    root: Path, changes: Iterable[tuple[Any, str]], *, state_dir: Path | None = None
) -> tuple[bool, list[str]]:
    """Pure: raw watcher changes -> (guideline.md changed?, library paths to re-index).

    Paths come back relative to ``root`` in POSIX form, sorted; dot-folders (including a
    ``.mylifedb`` state folder), the state dir wherever it is, and ignored names are dropped."""
    guideline = False
    paths: set[str] = set()
    for _change, raw in changes:
        p = Path(raw)
        if state_dir is not None and (p == state_dir or p.is_relative_to(state_dir)):
            continue
        try:
            rel = p.relative_to(root).as_posix()
        except ValueError:
            continue
        if not rel or rel == ".":
            continue
        if rel == GUIDELINE:
            guideline = True
            continue
        if rel.split("/")[0] == STATE_DIRNAME or is_ignored_rel(rel):
            continue
        paths.add(rel)
    return guideline, sorted(paths)


class Runtime:
    """Owns the AppClient and the background work for the server's lifespan.

    The lifespan may be entered once per connection (in-memory and stdio) or once per
    process (streamable HTTP); the client is opened by the first entry and closed by the
    last, and the first entry runs the indexer and the watcher."""

    def __init__(self, source: AppClient | ClientFactory, notifier: ResourceNotifier, *,
                 root: Path | None, state_dir: Path | None, index_on_start: bool, watch: bool,
                 debounce_ms: int, step_ms: int) -> None:
        self._given = source if isinstance(source, AppClient) else None
        self._factory: ClientFactory | None = None if isinstance(source, AppClient) else source
        self._client: AppClient | None = self._given
        self._notifier = notifier
        self._root = root
        self._state_dir = state_dir
        self._index_on_start = index_on_start
        self._watch = watch
        self._debounce_ms = debounce_ms
        self._step_ms = step_ms
        self._users = 0
        self._background_owner: object | None = None
        self._open_lock = anyio.Lock()
        self._index_lock = anyio.Lock()
        self.indexing = False
        self.progress: tuple[int, int] = (0, 0)

    def client(self) -> AppClient:
        if self._client is None:
            raise BackendUnavailable("the library is still opening; try again in a moment")
        return self._client

    @asynccontextmanager
    async def lifespan(self, _server: MCPServer) -> AsyncIterator[dict[str, Any]]:
        async with self._open_lock:
            if self._client is None:
                assert self._factory is not None
                self._client = await self._factory()
            self._users += 1
        token = object()
        try:
            async with anyio.create_task_group() as tg:
                stop = anyio.Event()
                if self._background_owner is None:
                    self._background_owner = token
                    self._start_background(tg, stop)
                try:
                    yield {"client": self._client}
                finally:
                    stop.set()  # ends awatch's thread promptly, then cancel the rest
                    tg.cancel_scope.cancel()
        finally:
            if self._background_owner is token:
                self._background_owner = None
            with anyio.CancelScope(shield=True):  # a cancelled shutdown still closes the db
                async with self._open_lock:
                    self._users -= 1
                    if self._users == 0 and self._given is None and self._client is not None:
                        client, self._client = self._client, None
                        await client.aclose()

    def _start_background(self, tg: anyio.abc.TaskGroup, stop: anyio.Event) -> None:
        client = self._client
        settings = getattr(client, "settings", None)
        root = self._root or getattr(settings, "root", None)
        state_dir = self._state_dir or getattr(settings, "state_dir", None)
        if self._index_on_start and hasattr(client, "index"):
            tg.start_soon(self._initial_index)
        if self._watch and hasattr(client, "suggestions_signature"):
            tg.start_soon(self._watch_suggestions, stop)
        if self._watch and root is not None:
            pending = _Pending()
            tg.start_soon(self._watch_root, Path(root), Path(state_dir) if state_dir else None,
                          stop, pending)
            tg.start_soon(self._refresher, pending)

    async def _initial_index(self) -> None:
        client: Any = self._client
        last = [-1]

        def progress(done: int, total: int) -> None:
            self.progress = (done, total)
            tenth = (done * 10 // total) if total else 10
            if tenth != last[0]:
                last[0] = tenth
                logger.info("indexing: %d/%d files", done, total)

        self.indexing = True
        try:
            async with self._index_lock:
                logger.info("bringing the index up to date in the background")
                stats = await client.index(progress)
            logger.info("index up to date: %s", stats)
        except Exception:  # the server keeps answering from the current index
            logger.exception("background indexing failed")
        finally:
            self.indexing = False

    async def _watch_root(self, root: Path, state_dir: Path | None, stop: anyio.Event,
                          pending: _Pending) -> None:
        try:
            async for changes in awatch(root, stop_event=stop, debounce=self._debounce_ms,
                                        step=self._step_ms, watch_filter=None,
                                        ignore_permission_denied=True):
                guideline, paths = classify_changes(root, changes, state_dir=state_dir)
                if guideline:
                    logger.info("guideline.md changed; notifying subscribers")
                    await self._notifier.resource_updated(GUIDELINE_URI)
                pending.add(paths)
        except Exception:
            logger.exception("watching %s failed; the index will not follow disk changes", root)

    async def _watch_suggestions(self, stop: anyio.Event, every_s: float = 1.0) -> None:
        """Suggestions made by another process (the `mylifedb watch` daemon) reach this
        server's subscribers too: poll a cheap signature of the suggestions table."""
        client: Any = self._client
        last = None
        while not stop.is_set():
            try:
                sig = await client.suggestions_signature()
                if last is not None and sig != last:
                    await self._notifier.resource_updated(PENDING_URI)
                last = sig
            except Exception:
                logger.debug("could not poll suggestions", exc_info=True)
            with anyio.move_on_after(every_s):
                await stop.wait()

    async def _refresher(self, pending: _Pending) -> None:
        client: Any = self._client
        while True:
            paths = await pending.take(settle=self._step_ms / 1000)
            try:
                async with self._index_lock:
                    if hasattr(client, "refresh"):
                        stats = await client.refresh(paths)
                    else:
                        stats = await client.index()
                logger.info("re-indexed %d changed path(s): %s", len(paths), stats)
                await self._notifier.resource_updated(PENDING_URI)
            except Exception:
                logger.exception("re-indexing %d changed path(s) failed", len(paths))


class _Pending:
    """Changed paths waiting for the refresher: a burst collapses into one refresh."""

    def __init__(self) -> None:
        self._paths: set[str] = set()
        self._event = anyio.Event()

    def add(self, paths: Iterable[str]) -> None:
        self._paths.update(paths)
        if self._paths:
            self._event.set()

    async def take(self, *, settle: float) -> list[str]:
        while True:
            await self._event.wait()
            await anyio.sleep(settle)  # let the rest of a burst arrive
            self._event = anyio.Event()
            paths, self._paths = sorted(self._paths), set()
            if paths:
                return paths

