"""What runs behind the server for its lifespan: the AppClient it answers from, the first
index brought up to date in the background (its words; then the vectors, by a worker that
makes them whenever many files wait, so search answers by words at once and by meaning as
vectors land), a watch on the root that re-indexes changed
paths (and tells subscribers when guideline.md changes), and a poll that tells them when
another process (the ``mylifedb watch`` daemon) made suggestions. Each reports how it is
doing on the ``StatusBoard`` (status.py): a failed index, a dead watch (restarted with
backoff) or a failing poll reach the clients, not only the log."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import anyio
import anyio.abc
from mcp.server.mcpserver import MCPServer

from appclient import (
    AppClient,
    BackendUnavailable,
    IndexStats,
    RetryPolicy,
    classify_changes,
)
from appclient.index.watching import WatchMode, watch_changes
from server.surface import GUIDELINE_URI, PENDING_URI

from .notify import ResourceNotifier
from .status import INDEX, POLL, REFRESH, WATCH, StatusBoard

__all__ = ["Runtime", "ClientFactory"]

logger = logging.getLogger("mylifedb.mcp")

ClientFactory = Callable[[], Awaitable[AppClient]]

_MAX_BACKOFF_S = 60.0  # a dead watch is retried at least this often


class Runtime:
    """Owns the AppClient and the background work for the server's lifespan.

    The lifespan may be entered once per connection (in-memory and stdio) or once per
    process (streamable HTTP); the client is opened by the first entry and closed by the
    last, and the first entry runs the indexer and the watcher. What the background work
    is up to, and what failed, is on ``board`` (status.py), where the tools read it."""

    def __init__(
        self,
        source: AppClient | ClientFactory,
        notifier: ResourceNotifier,
        *,
        root: Path | None,
        state_dir: Path | None,
        index_on_start: bool,
        watch: bool,
        debounce_ms: int,
        step_ms: int,
        board: StatusBoard | None = None,
        watch_backoff_s: float = 1.0,
    ) -> None:
        given = _is_client(source)
        self._given: AppClient | None = source if given else None  # type: ignore[assignment]
        self._factory: ClientFactory | None = None if given else source  # type: ignore[assignment]
        self._client: AppClient | None = self._given
        self._notifier = notifier
        self._root = root
        self._state_dir = state_dir
        self._index_on_start = index_on_start
        self._watch = watch
        self._debounce_ms = debounce_ms
        self._step_ms = step_ms
        self._backoff_s = watch_backoff_s
        self._users = 0
        self._background_owner: object | None = None
        self._open_lock = anyio.Lock()
        self._index_lock = anyio.Lock()
        self.board = board or StatusBoard()
        self.watching = anyio.Event()  # the watch on the root is armed (replaced when it fails)
        self.polling = anyio.Event()  # the suggestions poll took its first reading
        self.refreshed = anyio.Event()  # set (and replaced) after each re-index of changes

    @property
    def indexing(self) -> bool:
        return self.board.first_index_running

    @property
    def progress(self) -> tuple[int, int]:
        return self.board.progress

    def client(self) -> AppClient:
        if self._client is None:
            raise BackendUnavailable("the library is still opening; try again in a moment")
        return self._client

    def paths(self) -> tuple[Path | None, Path | None]:
        """(root, state dir) of the library on this machine, when there is one. The state
        dir is None unless given: outside the root nothing watches it, and inside it is a
        dot-folder, which nothing lists."""
        root = self._root
        if root is None and self._client is not None:
            root = self._client.library_root()
        return root, self._state_dir

    async def refresh(
        self, paths: list[str] | None, progress: Callable[[int, int], None] | None = None
    ) -> IndexStats:
        """Bring the index up to date for ``paths`` (None: everything, reporting ``progress``),
        one at a time with the background indexing."""
        client = self.client()
        async with self._index_lock:
            if paths is None:
                return await client.index(progress)
            return await client.refresh(paths)

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
        root, state_dir = self.paths()
        if self._index_on_start:
            first = not self.board.first_index_done.is_set()
            if first:
                self.board.first_index_started()
            tg.start_soon(self._initial_index, first)
        else:
            self.board.first_index_finished()
        tg.start_soon(self._vectors_behind, self.client())
        if self._watch:
            tg.start_soon(self._watch_suggestions, stop)
        if self._watch and root is not None:
            pending = _Pending()
            tg.start_soon(self._watch_root, root, state_dir, stop, pending)
            tg.start_soon(self._refresher, pending)

    async def _initial_index(self, first: bool) -> None:
        client = self.client()
        last = [-1]

        def progress(done: int, total: int) -> None:
            self.board.set_progress(done, total)
            tenth = (done * 10 // total) if total else 10
            if tenth != last[0]:
                last[0] = tenth
                logger.info("indexing: %d/%d files", done, total)

        try:
            async with self._index_lock:
                logger.info("bringing the index up to date in the background")
                stats = await client.index(progress)
            logger.info("index up to date: %s", stats)
            _tell_unreadable(stats)
            await self.board.clear(INDEX)
        except Exception as exc:  # the server keeps answering from the current index
            logger.exception("background indexing failed")
            await self.board.report(INDEX, _describe(exc))
        finally:
            if first:
                self.board.first_index_finished()

    async def _vectors_behind(self, client: AppClient) -> None:
        """Indexing's second phase, in the background: vectors for the files the words phase
        wrote (after the first index, and after any change too large to embed at once)."""
        await self.board.first_index_done.wait()
        last = [-1]

        def progress(done: int, total: int) -> None:
            tenth = (done * 10 // total) if total else 10
            if tenth != last[0]:
                last[0] = tenth
                logger.info("vectors: %d/%d files", done, total)

        try:
            await client.vectors_behind(progress)
        except Exception:  # search keeps answering by words and the vectors there are
            logger.exception("making vectors in the background failed")

    async def _watch_root(
        self, root: Path, state_dir: Path | None, stop: anyio.Event, pending: _Pending
    ) -> None:
        """Watch the root; when the watch dies (an inotify limit, a vanished mount) say so
        and start it again with backoff, then catch up with a full rescan."""
        backoff = RetryPolicy(base_s=self._backoff_s, max_s=_MAX_BACKOFF_S, jitter=0.0)
        failures = 0
        mode = WatchMode(root)  # polling on a network filesystem, or once inotify runs out
        while not stop.is_set():
            started = False
            try:
                async for batch in watch_changes(
                    root, stop, mode, debounce_ms=self._debounce_ms, step_ms=self._step_ms
                ):
                    if batch.armed:  # started, or started again after falling back to polling
                        self.watching.set()
                        self.board.watching = mode.describe()
                        if failures or started:
                            failures = 0
                            pending.add_everything()  # what changed while nobody watched
                            await self.board.clear(WATCH)
                        started = True
                    if not batch.changes:
                        continue
                    seen = classify_changes(root, batch.changes, state_dir=state_dir)
                    if seen.guideline:
                        logger.info("guideline.md changed; notifying subscribers")
                        await self._notifier.resource_updated(GUIDELINE_URI)
                    pending.add(seen.paths)
                return
            except Exception as exc:
                failures += 1
                delay = backoff.delay(failures)
                self.watching = anyio.Event()
                self.board.watcher_restarts += 1
                await self.board.report(
                    WATCH, f"watching {root} failed ({_describe(exc)}); retrying in {delay:g} s"
                )
                with anyio.move_on_after(delay):
                    await stop.wait()

    async def _watch_suggestions(self, stop: anyio.Event, every_s: float = 1.0) -> None:
        """Suggestions made by another process (the `mylifedb watch` daemon) reach this
        server's subscribers too: poll a cheap signature of the suggestions table."""
        client = self.client()
        last = None
        while not stop.is_set():
            try:
                sig = await client.suggestions_signature()
                if last is not None and sig != last:
                    await self._notifier.resource_updated(PENDING_URI)
                last = sig
                self.polling.set()
                await self.board.clear(POLL)
            except Exception as exc:
                await self.board.report(
                    POLL, f"cannot see other processes' suggestions ({_describe(exc)})"
                )
            with anyio.move_on_after(every_s):
                await stop.wait()

    async def _refresher(self, pending: _Pending) -> None:
        client = self.client()
        while True:
            paths = await pending.take(settle=self._step_ms / 1000)
            what = "the whole library" if paths is None else f"{len(paths)} changed path(s)"
            try:
                async with self._index_lock:
                    if paths is not None:
                        stats = await client.refresh(paths)
                    else:
                        stats = await client.index()
                logger.info("re-indexed %s: %s", what, stats)
                _tell_unreadable(stats)
                self.refreshed.set()
                self.refreshed = anyio.Event()
                await self.board.clear(REFRESH)
                if paths is None:
                    await self.board.clear(INDEX)
                await self._notifier.resource_updated(PENDING_URI)
            except Exception as exc:
                logger.exception("re-indexing %s failed", what)
                await self.board.report(REFRESH, f"re-indexing {what} failed ({_describe(exc)})")


def _tell_unreadable(stats: IndexStats) -> None:
    if stats.unreadable:
        shown = ", ".join(repr(p) for p in stats.unreadable[:10])
        more = f" and {len(stats.unreadable) - 10} more" if len(stats.unreadable) > 10 else ""
        logger.warning(
            "could not read %d file(s), so they are not indexed (permissions?): %s%s",
            len(stats.unreadable),
            shown,
            more,
        )


def _describe(exc: BaseException) -> str:
    text = str(exc).strip()
    if len(text) > 300:
        text = text[:300] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def _is_client(source: object) -> bool:
    """An open client rather than a factory (a factory is called; a client never is)."""
    return isinstance(source, AppClient) or not callable(source)


class _Pending:
    """Changed paths waiting for the refresher: a burst collapses into one refresh."""

    def __init__(self) -> None:
        self._paths: set[str] = set()
        self._everything = False
        self._event = anyio.Event()

    def add(self, paths: Iterable[str]) -> None:
        self._paths.update(paths)
        if self._paths:
            self._event.set()

    def add_everything(self) -> None:
        self._everything = True
        self._event.set()

    async def take(self, *, settle: float) -> list[str] | None:
        """The next batch of paths; None means: rescan the whole library."""
        while True:
            await self._event.wait()
            await anyio.sleep(settle)  # let the rest of a burst arrive
            self._event = anyio.Event()
            if self._everything:
                self._everything, self._paths = False, set()
                return None
            paths, self._paths = sorted(self._paths), set()
            if paths:
                return paths
