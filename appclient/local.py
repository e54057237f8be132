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
from .decisions.related import with_related_decisions
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
from .models import (
    AgentRunList,
    Alternative,
    DeclinedList,
    Directive,
    DirectiveList,
    FileDetail,
    FolderNode,
    IndexStats,
    MoveList,
    MoveRecord,
    RecentFiles,
    ResolveAction,
    ResolveResult,
    RunUndo,
    SearchMode,
    SearchResults,
    SimilarFiles,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
)
from .paths import is_ignored_rel, resolve_path
from .search import SearchBackend, SqliteSearch
from .search.semantic import SemanticIndex
from .search.service import Searcher
from .settings import Settings
from .state.db import Database
from .state.liveness import Registration, register
from .validate import int_arg, mime_arg

__all__ = ["LocalAppClient"]

log = logging.getLogger("mylifedb")


class LocalAppClient:
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

    # ---------------------------------------------------------------- indexing
    async def index(self, progress: Progress | None = None, *, inline: int = INLINE) -> IndexStats:
        """Full scan (incremental by size+mtime: unchanged files are not reread): the words
        phase; vectors for up to ``inline`` changed files at once, more in ``make_vectors``."""
        stats = await self.indexer.scan(progress)
        embedded = await self.vectors.catch_up(inline)
        if not await self.indexer.mirror.catch_up():
            await self.indexer.mirror.sync_ids(embedded)
        await self.suggestions.expire_stale()
        return stats

    async def make_vectors(self, progress: Progress | None = None) -> int:
        """Indexing's second phase: every missing or stale vector (resumable); how many."""
        embedded = await self.vectors.update(progress)
        await self.indexer.mirror.sync_ids(embedded)
        return len(embedded)

    async def refresh(self, paths: Iterable[str] | None = None) -> IndexStats:
        """Update the index for these paths (relative to the root), or everything."""
        if paths is None:
            return await self.index()
        rels = []
        for p in paths:
            try:
                rel = resolve_path(self.root, p).rel
            except MyLifeDBError:
                continue
            if rel and not is_ignored_rel(rel):
                rels.append(rel)
        stats = await self.indexer.refresh(rels)
        await self.indexer.mirror.sync_ids(await self.vectors.catch_up())
        await self.suggestions.expire_stale(rels)
        return stats

    # ---------------------------------------------------------------- reading
    async def search(
        self,
        query: str,
        type: str | None = None,
        folder: str | None = None,
        limit: int = 10,
        mode: SearchMode = "hybrid",
    ) -> SearchResults:
        return await self.searcher.search(query, type, folder, limit, mode)

    async def find_similar(self, path: str, limit: int = 10) -> SimilarFiles:
        """The files most like ``path`` in meaning (its vector's nearest), best first."""
        limit = int_arg(limit, "limit", 1, 100)
        detail = await self.get_file(path)
        return await self.searcher.similar(detail.path, limit)

    async def get_file(self, path: str) -> FileDetail:
        safe = resolve_path(self.root, path)
        if safe.abs.is_dir():
            raise InvalidArgument(
                f"{path!r} is a folder; use get_folder_tree or search with folder="
            )
        rows = await self.files.rows(safe.rel)
        if not rows or not safe.abs.is_file():
            if not is_ignored_rel(safe.rel):
                # On disk but not yet indexed: index it now. Indexed but gone from disk:
                # drop the stale entry rather than describe a file that is not there.
                await self.indexer.refresh([safe.rel])
                rows = await self.files.rows(safe.rel)
            if not rows or not safe.abs.is_file():
                raise NotFound(
                    f"file {path!r} is not in the library", hint=await self.files.hint(safe.rel)
                )
        # An inbox file carries what the person decided before on files like it (organizers).
        return await with_related_decisions(self.db, self.files.detail(rows))

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        return await self.folders.tree(depth)

    async def read_guideline(self) -> str:
        return await self.guideline.read()

    async def file_paths(self) -> list[str]:
        return await self.files.paths()

    # ---------------------------------------------------------------- directives
    async def _directive_folder(self, folder: str) -> str:
        return (await self.folders.target_arg(folder, "folder", create=True))[0]

    async def remember(self, text: str, folder: str | None = None) -> Directive:
        return await self.directives.remember(text, folder)

    async def list_directives(self) -> DirectiveList:
        return await self.directives.list()

    async def forget(self, directive_id: str) -> Directive:
        return await self.directives.forget(directive_id)

    async def list_recent_files(
        self, limit: int = 10, type: str | None = None, folder: str | None = None
    ) -> RecentFiles:
        limit = int_arg(limit, "limit", 1, 100)
        mime = mime_arg(type)
        return await self.files.recent(limit, mime, await self.folders.filter_arg(folder))

    # ---------------------------------------------------------------- suggestions
    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
        create_folder: bool = False,
    ) -> Suggestion:
        return await self.decisions.create_suggestion(
            file_path, target_folder, reasoning, confidence, alternatives, source, create_folder
        )

    async def get_suggestion(self, suggestion_id: str) -> Suggestion:
        return await self.suggestions.get(suggestion_id)

    async def list_suggestions(
        self, status: SuggestionStatus | None = "pending", limit: int = 50
    ) -> SuggestionList:
        return await self.suggestions.newest(status, limit)

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None:
        rel = resolve_path(self.root, file_path, what="file_path").rel
        return await self.suggestions.pending_for(rel)

    async def resolve_suggestion(
        self,
        suggestion_id: str,
        action: ResolveAction,
        target_folder: str | None = None,
        create_folder: bool = False,
        run_id: str | None = None,
    ) -> ResolveResult:
        return await self.decisions.resolve_suggestion(
            suggestion_id, action, target_folder, create_folder, run_id
        )

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        return await self.decisions.undo_decision(suggestion_id, force=force)

    async def choose_for(
        self, path: str, target_folder: str, create_folder: bool = False
    ) -> tuple[Suggestion, ResolveResult]:
        return await self.decisions.choose_for(path, target_folder, create_folder)

    async def list_decided(self, since: float, limit: int = 100) -> SuggestionList:
        return await self.suggestions.decided_since(since, limit)

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None:
        await self.suggestions.set_source(suggestion_id, source)

    async def suggestions_signature(self) -> tuple[int, int, float]:
        return await self.suggestions.signature()

    async def inbox_files_without_suggestion(self, paths: Iterable[str] | None = None) -> list[str]:
        """Inbox files to organize: no suggestion covers them and no decline holds (the
        file, the folders and the guideline are as they were when it was declined)."""
        held = await self.declines.holding()
        wanted = set(paths) if paths is not None else None
        return [
            p
            for p in await self.suggestions.inbox_without_suggestion()
            if p not in held and (wanted is None or p in wanted)
        ]

    async def list_declined(self, limit: int = 100) -> DeclinedList:
        return await self.declines.listed(limit)

    # ---------------------------------------------------------------- moves and runs
    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        return await self.decisions.move_file(path, target_folder)

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        return await self.decisions.undo_move(move_id, force=force)

    async def undo_run(self, run_id: str, *, force: bool = False) -> RunUndo:
        return await self.decisions.undo_run(run_id, force=force)

    async def list_moves(self, limit: int = 50, run_id: str | None = None) -> MoveList:
        return await self.history.newest(limit, run_id)

    async def record_run(self, **run: Any) -> int:
        """One organize run (``AppClient.record_run``'s fields); a decline is remembered, so a
        restarted organizer does not ask again until the file or the library changes."""
        if run["outcome"] == "declined":
            await self.declines.record(
                run["file_path"], run.get("error") or "no suggestion", run["provider"]
            )
        elif run["outcome"] == "suggested":
            await self.declines.clear(run["file_path"])
        return await self.runs.record(**run)

    async def list_runs(self, limit: int = 50, file_path: str | None = None) -> AgentRunList:
        return await self.runs.newest(limit, file_path)


async def _open_meili(settings: Settings) -> SearchBackend:
    from .search.meili import MeiliSearch

    backend = MeiliSearch.from_settings(settings)
    await backend.check()
    await backend.ensure_index()
    return backend
