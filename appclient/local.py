"""LocalAppClient: the AppClient over a library folder on this machine.

A façade over parts that each own their tables and their SQL, built in :meth:`open` and
handed what they need:

    Database          state/db.py          the two connections and the write lock
    Indexer           index/indexer.py     files, digests and the search tables, from the disk
    Files, Folders    index/               reads of the index (a file, the newest, the tree)
    LibraryCorpus     index/corpus.py      the whole library, in pages, for the organizer
    SuggestionStore   decisions/           the suggestions table
    Mover             decisions/moves.py   the move journal and the disk
    RunLog            decisions/runs.py    the organizer's runs
    Decisions         decisions/resolve.py suggestions made, resolved and undone; moves
    MoveHistory       decisions/history.py the move journal read back, by batch
    Declines          decisions/declines.py inbox files the organizer declined, and why
    Guideline         guideline.py         guideline.md (Directives: its remembered rules)
    VectorStore       index/vectors.py     each file's vector, kept current after indexing
    SearchBackend     search/              sqlite (FTS5 + vectors) or Meilisearch
"""

from __future__ import annotations

import logging
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

import anyio

from .decisions.declines import Declines
from .decisions.history import MoveHistory
from .decisions.moves import Mover
from .decisions.resolve import Decisions
from .decisions.runs import RunLog
from .decisions.suggestions import SuggestionStore
from .directives import Directives
from .embed import Embedder, embedder_factory
from .errors import InvalidArgument, MyLifeDBError, NotFound
from .guideline import Guideline
from .index.corpus import LibraryCorpus
from .index.files import Files
from .index.folders import Folders
from .index.indexer import Indexer, Progress
from .index.vectors import INLINE, VectorStore
from .models import IndexStats
from .operation import Operation
from .paths import ancestor_folders, is_ignored_rel, resolve_path
from .protocol import AppClient
from .search import SearchBackend, SqliteSearch
from .search.semantic import SemanticIndex
from .search.service import Searcher
from .settings import Settings
from .state.db import Database
from .state.liveness import Registration, register

__all__ = ["LocalAppClient"]

log = logging.getLogger("mylifedb")


class LocalAppClient(AppClient):
    """Open with ``await LocalAppClient.open(settings)``; close with ``aclose()``."""

    def __init__(
        self,
        settings: Settings,
        db: Database,
        backend: SearchBackend,
        fallback: SqliteSearch,
        registration: Registration,
        embedder: Callable[[], Embedder] | None = None,
    ) -> None:
        self.settings = settings
        self.root = settings.root
        self.db = db
        self._backend = backend
        self._fallback = fallback
        self._registration = registration  # released in aclose
        self._closed = False
        move_lock = anyio.Lock()  # a move, or the indexer re-checking changed paths: one at a time
        mirror = None if backend is fallback else backend
        self.guideline = Guideline(self.root)
        self.files = Files(db)
        self.folders = Folders(db, self.root, self.guideline)
        self.indexer = Indexer(db, self.root, mirror, move_lock=move_lock)
        self.mover = Mover(
            db,
            self.root,
            move_lock=move_lock,
            state_dir=settings.state_dir,
            owner=registration.owner,
        )
        self.suggestions = SuggestionStore(db, self.root)
        self.runs = RunLog(db)
        self.history = MoveHistory(db, self.root)
        self.declines = Declines(db, self.root)
        parts = (self.suggestions, self.mover, self.folders, self.files, self.indexer.mirror)
        self.decisions = Decisions(self.root, *parts, self.history)
        self.directives = Directives(self.root, self._directive_folder)
        self._corpus = LibraryCorpus(
            db, settings.state_dir, embedder, settings.embedder if embedder else ""
        )
        self.vectors = VectorStore(db, embedder, settings.embedder, self.indexer.mirror.sync_ids)
        self.searcher = Searcher(backend, fallback, self.folders, self.files, self.vectors)

    # ---------------------------------------------------------------- lifecycle
    @classmethod
    async def open(cls, settings: Settings) -> LocalAppClient:
        if not settings.root.is_dir():
            raise NotFound(
                f"library root {str(settings.root)!r} does not exist or is not a folder; "
                "create one with `mylifedb init DIR` or pass --root"
            )
        if settings.db_path.resolve().is_relative_to(settings.root) and not any(
            p.startswith(".")
            for p in settings.db_path.resolve().relative_to(settings.root).parts[:-1]
        ):
            raise InvalidArgument(
                "the state directory inside the library must be a dot-folder such as .mylifedb/"
            )
        db = await Database.open(settings.db_path)
        embedder = embedder_factory(settings.embedder)
        fallback = SqliteSearch(
            db.reader,
            SemanticIndex(),
            (lambda texts: embedder().embed_passages(texts)) if embedder else None,
        )
        backend: SearchBackend = fallback
        if settings.search_backend == "meilisearch":
            try:
                backend = await _open_meili(settings)
            except BaseException:
                await db.close()
                raise
        client = cls(settings, db, backend, fallback, register(settings.state_dir), embedder)
        try:
            await client.mover.recover()
        except BaseException:
            await client.aclose()
            raise
        return client

    async def aclose(self) -> None:
        if self._closed:
            return
        self._closed = True
        self.indexer.close()
        try:
            if self._backend is not self._fallback:
                await self._backend.aclose()
            await self.db.close()
        finally:
            self._registration.release()

    def add_role(self, role: str) -> None:
        """Say what this process does with the library ('serve', 'watch'): other processes
        see it through ``appclient.state.liveness.live_processes`` (``mylifedb status``)."""
        self._registration.add_role(role)

    def library_root(self) -> Path:
        return self.root

    def corpus(self) -> LibraryCorpus:
        return self._corpus

    async def __aenter__(self) -> LocalAppClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # ---------------------------------------------------------------- operations
    async def invoke(self, op: Operation[Any, Any], /, *args: Any, **kwargs: Any) -> Any:
        """Run an operation here: its body, over this client's parts."""
        return await op.fn(self, *args, **kwargs)

    async def index(self, progress: Progress | None = None, *, inline: int = INLINE) -> IndexStats:
        """Full scan (incremental by size+mtime: unchanged files are not reread): the words
        phase; vectors for up to ``inline`` changed files at once, more in ``make_vectors``."""
        return await self.refresh_index(None, progress, inline=inline)

    async def vectors_behind(self, progress: Progress | None = None) -> None:
        await self.vectors.behind(progress)

    async def make_vectors(self, progress: Progress | None = None) -> int:
        """Indexing's second phase: every missing or stale vector (resumable); how many."""
        embedded = await self.vectors.update(progress)
        await self.indexer.mirror.sync_ids(embedded)
        return len(embedded)

    async def refresh_index(
        self,
        paths: Iterable[str] | None = None,
        progress: Progress | None = None,
        *,
        inline: int = INLINE,
    ) -> IndexStats:
        """Update the index for ``paths`` (relative to the root), or scan everything
        (incremental by size+mtime: unchanged files are not reread). Vectors of up to
        ``inline`` changed files are made at once; the rest by ``make_vectors`` (or in the
        background of ``serve`` and ``watch``)."""
        if paths is None:
            stats = await self.indexer.scan(progress)
            embedded = await self.vectors.catch_up(inline)
            if not await self.indexer.mirror.catch_up():
                await self.indexer.mirror.sync_ids(embedded)
            await self.suggestions.expire_stale()
            return stats
        rels: set[str] = set()
        for p in paths:
            try:
                rel = resolve_path(self.root, p).rel
            except MyLifeDBError:
                continue
            if rel and not is_ignored_rel(rel):
                rels.add(rel)
        # A folder is refreshed with all it holds: a path inside another given one would be
        # read twice in one transaction (a watch by polling reports a folder and its file).
        outermost = sorted(
            r for r in rels if not any(a[:-1] in rels for a in ancestor_folders(r)[:-1])
        )
        stats = await self.indexer.refresh(outermost)
        await self.indexer.mirror.sync_ids(await self.vectors.catch_up())
        await self.suggestions.expire_stale(sorted(rels))
        return stats

    async def _directive_folder(self, folder: str) -> str:
        return (await self.folders.target_arg(folder, "folder", create=True))[0]


async def _open_meili(settings: Settings) -> SearchBackend:
    from .search.meili import MeiliSearch

    backend = MeiliSearch.from_settings(settings)
    await backend.check()
    await backend.ensure_index()
    return backend
