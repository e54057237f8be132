"""What the server tells its clients about itself, so no answer is silently incomplete.

``StatusBoard`` holds the state of the background work behind the tools: the first index
(running, how far, failed), the watch on the root (down, restarting) and the poll for
other processes' suggestions. Tools read it to be honest: search and folder-tree answers
carry ``indexing: {done, total}`` while the first index runs and a ``note`` whenever the
answer may be incomplete or stale; the folder tree comes from the disk until the index
has the folders. Problems also reach clients as an MCP log notification
(``notifications/message``, through ``client_log.py``) — at once to every handshake-era
connection, and on the next tool call of a 2026-era one that asked for logs (``log_level``)
— and as the ``mylifedb://status`` resource (subscribers are told when it changes).
"""

from __future__ import annotations

import logging
import os
import warnings
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
from mcp.shared.exceptions import MCPDeprecationWarning
from pydantic import BaseModel, Field

from appclient import (
    STATE_DIRNAME,
    FolderNode,
    FolderTree,
    IndexingStatus,
    NotFound,
    SearchResults,
    is_ignored_name,
)

from .client_log import MCP_DATA, ClientLog
from .sdk import connection_of

__all__ = [
    "StatusBoard",
    "ServerStatus",
    "Reading",
    "reading_status",
    "tree_from_disk",
    "merge_trees",
]

logger = logging.getLogger("mylifedb.mcp")

# Components whose failure makes answers incomplete or stale.
INDEX, WATCH, POLL, REFRESH = "index", "watcher", "suggestion_poll", "refresh"


class Reading(BaseModel):
    """What is read inside the library's files here, and what is not."""

    ocr: str | None = Field(
        default=None,
        description="The engine reading scans and screenshots ('tesseract', "
        "'rapidocr-onnxruntime'); null when OCR is off or not installed.",
    )
    ocr_scripts: list[str] = Field(
        default_factory=list, description="The scripts OCR reads here ('Latin', 'Cyrillic'...)."
    )
    read_by_name_only: int | None = Field(
        default=None,
        description="Indexed files nothing reads inside: search and get_file know only their "
        "name, folder and size.",
    )
    why: list[str] = Field(
        default_factory=list, description="Why, by reason, with the kinds (e.g. '2 .doc: ...')."
    )


def reading_status(db_path: Path) -> Reading:
    """The ``reading`` part of the status (blocking: run it on a thread)."""
    from appclient.digests import audio, ocr, tesseract
    from appclient.index.coverage import read_by_name_only

    engine = ocr.engine_name()
    scripts = tesseract.script_names() if engine == "tesseract" else []
    if engine and engine != "tesseract":
        scripts = ["Chinese", "English"]
    found = read_by_name_only(
        db_path, ocr_ready=engine is not None, transcripts_ready=audio.installed()
    )
    return Reading(
        ocr=engine,
        ocr_scripts=scripts,
        read_by_name_only=None if found is None else found.total,
        why=[] if found is None else found.reasons(),
    )


class ServerStatus(BaseModel):
    """The ``mylifedb://status`` resource."""

    indexing: IndexingStatus | None = Field(
        default=None, description="Set while the server's first index of the library runs."
    )
    problems: dict[str, str] = Field(
        default_factory=dict,
        description="What is wrong now, by component: index, watcher, refresh, suggestion_poll.",
    )
    watcher_restarts: int = 0
    watching: str | None = Field(
        default=None,
        description="How the library is watched: 'inotify', or 'polling (why)' on a network "
        "filesystem or once the system's inotify limit is reached.",
    )
    reading: Reading | None = Field(
        default=None,
        description="What is read inside files here (OCR and its scripts) and how many files "
        "are read by name only, and why.",
    )


class StatusBoard:
    """The state of the background work, and the connections to tell about it."""

    def __init__(
        self, *, first_index_wait_s: float = 3.0, client_log: ClientLog | None = None
    ) -> None:
        self.first_index_wait_s = first_index_wait_s
        self.first_index_done = anyio.Event()
        self.first_index_waiting = anyio.Event()  # a tool call is waiting for it (for tests)
        self.first_index_running = False
        self.progress: tuple[int, int] = (0, 0)  # the first index's (done, total)
        self.progressed = anyio.Event()  # set (and replaced) when it gets further or ends
        self.problems: dict[str, str] = {}
        self.watcher_restarts = 0
        self.watching: str | None = None  # 'inotify' or 'polling (why)', once the watch runs
        self.generation = 0  # bumped whenever problems change
        self.changed = anyio.Event()  # set (and replaced) on every change
        self.log = client_log or ClientLog()  # the connections to tell, and their levels
        self._told: dict[int, int] = {}  # connection key -> the generation it has heard of
        self.on_change: Callable[[], Awaitable[None]] | None = None  # -> resource_updated

    # -- the first index ------------------------------------------------------------------

    def first_index_started(self) -> None:
        self.first_index_running = True

    def first_index_finished(self) -> None:
        self.first_index_running = False
        self.first_index_done.set()
        self._progressed()

    def set_progress(self, done: int, total: int) -> None:
        self.progress = (done, total)
        self._progressed()

    def _progressed(self) -> None:
        self.progressed.set()
        self.progressed = anyio.Event()

    def indexing(self) -> IndexingStatus | None:
        if not self.first_index_running:
            return None
        done, total = self.progress
        return IndexingStatus(done=done, total=total)

    async def settle(self) -> IndexingStatus | None:
        """Wait briefly for the first index (on its event), then say how far it is."""
        if self.first_index_running and not self.first_index_done.is_set():
            self.first_index_waiting.set()
            with anyio.move_on_after(self.first_index_wait_s):
                await self.first_index_done.wait()
        return self.indexing()

    # -- problems ---------------------------------------------------------------------------

    async def report(self, component: str, message: str) -> None:
        """A background component failed: remember it and tell every connection once."""
        if self.problems.get(component) == message:
            return
        self.problems[component] = message
        await self._changed()
        # Every handshake-era connection hears of it now, through the client log.
        logger.error(
            "%s: %s",
            component,
            message,
            extra={MCP_DATA: {"component": component, "problem": message}},
        )
        for key in self.log.connections:
            self._told[key] = self.generation

    async def clear(self, component: str) -> None:
        if self.problems.pop(component, None) is not None:
            await self._changed()
            logger.info(
                "%s works again",
                component,
                extra={MCP_DATA: {"component": component, "problem": None}},
            )

    async def _changed(self) -> None:
        self.generation += 1
        self.changed.set()
        self.changed = anyio.Event()
        if self.on_change is not None:
            try:
                await self.on_change()
            except Exception:  # telling subscribers must not break the component reporting
                logger.debug("could not notify status subscribers", exc_info=True)

    def note(self, indexing: IndexingStatus | None) -> str | None:
        """One sentence for an answer's ``note``: why it may be incomplete or stale."""
        parts = []
        if indexing is not None:
            of = f" of {indexing.total:,}" if indexing.total else ""
            parts.append(
                f"The library is still being indexed ({indexing.done:,}{of} files so far): "
                "this answer covers only what is indexed yet; ask again in a few seconds."
            )
        if INDEX in self.problems:
            parts.append(
                f"Indexing the library failed ({self.problems[INDEX]}): answers come from "
                "the index as it was before."
            )
        if WATCH in self.problems or REFRESH in self.problems:
            parts.append(
                "Changes on disk are not being picked up right now "
                f"({self.problems.get(WATCH) or self.problems.get(REFRESH)}): recent "
                "changes may be missing."
            )
        return " ".join(parts) or None

    def snapshot(self) -> ServerStatus:
        return ServerStatus(
            indexing=self.indexing(),
            problems=dict(self.problems),
            watcher_restarts=self.watcher_restarts,
            watching=self.watching,
        )

    # -- honest answers ---------------------------------------------------------------------

    def search(self, result: SearchResults, indexing: IndexingStatus | None) -> SearchResults:
        note = self.note(indexing)
        if indexing is None and note is None:
            return result
        return result.model_copy(update={"indexing": indexing, "note": note})

    async def tree(
        self,
        tree: FolderNode,
        depth: int,
        indexing: IndexingStatus | None,
        root: Path | None,
        state_dir: Path | None,
    ) -> FolderTree:
        out = FolderTree.model_validate(tree.model_dump())
        incomplete = indexing is not None or INDEX in self.problems or not out.children
        if incomplete and root is not None:
            # The index has not seen every folder (yet): the disk has. Never an empty tree
            # while the disk has folders.
            disk = await anyio.to_thread.run_sync(tree_from_disk, root, depth, state_dir)
            out = merge_trees(out, disk)
        out.indexing = indexing
        out.note = self.note(indexing)
        return out

    def not_found(self, exc: NotFound) -> NotFound:
        """A miss while the first index runs may be a file not indexed yet: say so."""
        indexing = self.indexing()
        if indexing is None:
            return exc
        return NotFound(
            f"{exc} (the library is still being indexed: {indexing.done:,} of "
            f"{indexing.total:,} files so far; try again in a few seconds)"
        )

    # -- telling connections ----------------------------------------------------------------

    def remember(self, session: Any) -> None:
        """A handshake-era connection made a request: it is told of later problems at once
        (and, when it arrives while something is wrong, of that on its next tool call)."""
        key = self.log.remember(session)
        if key is None or key in self._told:
            return
        self._told[key] = 0 if self.problems else self.generation
        stack = getattr(connection_of(session), "exit_stack", None)
        if stack is not None:
            stack.callback(self._told.pop, key, None)

    async def tell_on_request(self, context: Any) -> None:
        """On a tool call while something is wrong: a 2026-era request that opted into
        log entries hears of it on its own stream (every such call: each stands alone); a
        handshake-era connection that has not been told yet hears of it once."""
        if not self.problems:
            return
        try:
            session = context.request_context.session
        except (AttributeError, ValueError):  # called outside a request (tests, nested calls)
            return
        connection = connection_of(session)
        if self.log.handshake_era(connection):
            self.remember(session)
            key = id(connection)
            if self._told.get(key, 0) >= self.generation:
                return
            self._told[key] = self.generation
            if not self.log.allows(session, "warning"):
                return
        try:
            with warnings.catch_warnings():  # the logging capability is deprecated in 2026-07-28
                warnings.simplefilter("ignore", MCPDeprecationWarning)
                await context.log(
                    "warning", {"problems": dict(self.problems)}, logger_name="mylifedb"
                )
        except Exception:
            logger.debug("could not send the status to a client", exc_info=True)


# --- the folder tree from the disk ---------------------------------------------------------


def tree_from_disk(root: Path, depth: int, state_dir: Path | None = None) -> FolderNode:
    """Library folders on disk down to ``depth`` levels (no inbox/, no hidden or ignored
    folders, no symlinks, not the state dir); file counts are left at 0."""
    top = FolderNode(name="/", path="/", children=[])

    def walk(folder: Path, rel: str, node: FolderNode, level: int) -> None:
        if level > depth:
            return
        try:
            entries = sorted(os.scandir(folder), key=lambda e: e.name)
        except OSError:
            return
        for entry in entries:
            try:
                if entry.is_symlink() or not entry.is_dir(follow_symlinks=False):
                    continue
            except OSError:
                continue
            name = entry.name
            if is_ignored_name(name, is_dir=True) or name == STATE_DIRNAME:
                continue
            if level == 1 and name == "inbox":
                continue
            if state_dir is not None and Path(entry.path) == state_dir:
                continue
            child = FolderNode(name=name, path=f"{rel}{name}/", children=[])
            node.children.append(child)
            walk(Path(entry.path), child.path, child, level + 1)

    walk(root, "", top, 1)
    return top


def merge_trees(indexed: FolderTree, disk: FolderNode) -> FolderTree:
    """The indexed tree plus every folder only the disk knows of (counted 0 so far)."""

    def merge(into: FolderNode, other: FolderNode) -> None:
        have = {c.path: c for c in into.children}
        for child in other.children:
            if child.path in have:
                merge(have[child.path], child)
            else:
                into.children.append(child)
        into.children.sort(key=lambda c: c.path)

    merge(indexed, disk)
    return indexed
