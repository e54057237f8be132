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
    Guideline         guideline.py         guideline.md
    VectorStore       index/vectors.py     each file's vector, kept current after indexing
    SearchBackend     search/              sqlite (FTS5 + vectors) or Meilisearch
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Iterable
from pathlib import Path

import anyio
import numpy as np

from .decisions.moves import Mover
from .decisions.resolve import Decisions
from .decisions.runs import RunLog
from .decisions.suggestions import SuggestionStore
from .embed import Embedder, embedder_factory
from .errors import InvalidArgument, InvalidQuery, MyLifeDBError, NotFound
from .guideline import Guideline
from .index.corpus import LibraryCorpus
from .index.files import Files
from .index.folders import Folders
from .index.indexer import Indexer, Progress
from .index.vectors import VectorStore
from .models import (
    AgentRunList,
    Alternative,
    FileDetail,
    FolderNode,
    IndexStats,
    MoveRecord,
    RecentFiles,
    ResolveAction,
    ResolveResult,
    SearchMode,
    SearchResults,
    SimilarFiles,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
)
from .paths import is_ignored_rel, resolve_path
from .search import SearchBackend, SearchFilters, SqliteSearch, query_words
from .search.semantic import SemanticIndex
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
        self.decisions = Decisions(
            self.root, self.suggestions, self.mover, self.folders, self.files, self.indexer.mirror
        )
        self._corpus = LibraryCorpus(
            db, settings.state_dir, embedder, settings.embedder if embedder else ""
        )
        self.vectors = VectorStore(db, embedder)
        self._query_vectors: OrderedDict[str, np.ndarray] = OrderedDict()

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
    async def index(self, progress: Progress | None = None) -> IndexStats:
        """Full scan (incremental by size+mtime: unchanged files are not reread)."""
        stats = await self.indexer.scan(progress)
        embedded = await self.vectors.update(progress)
        if not await self.indexer.mirror.catch_up():
            await self.indexer.mirror.sync_ids(embedded)
        await self.suggestions.expire_stale()
        return stats

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
        await self.indexer.mirror.sync_ids(await self.vectors.update())
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
        if not isinstance(query, str):
            raise InvalidArgument("query must be a string")
        limit = int_arg(limit, "limit", 1, 100)
        if mode not in ("hybrid", "keyword", "semantic"):
            raise InvalidArgument("mode must be 'hybrid', 'keyword' or 'semantic'")
        if not query_words(query):  # the same answer in every mode and from every backend
            raise InvalidQuery(
                f"query {query[:80]!r} has no words to search for; use letters or digits, e.g. 'passport scan'"
            )
        if mode == "semantic" and not self.vectors.enabled:
            raise InvalidArgument(
                "semantic search needs the embedder, which is off (MYLIFEDB_EMBEDDER or "
                "search.embedder in the config file); use mode 'keyword'"
            )
        filters = SearchFilters(
            mime_prefix=mime_arg(type), folder=await self.folders.filter_arg(folder)
        )
        qvec = await self._query_vector(query) if mode != "keyword" else None
        try:
            return await self._backend.search(query, filters, limit, mode, qvec)
        except MyLifeDBError as exc:
            if self._backend is self._fallback or not exc.retryable:
                raise
            log.warning(
                "%s search unavailable (%s); answering from the sqlite index",
                self._backend.name,
                exc,
            )
            return await self._fallback.search(query, filters, limit, mode, qvec)

    async def _query_vector(self, query: str) -> np.ndarray | None:
        """The question's vector (None without an embedder); the last 256 are kept."""
        if not self.vectors.enabled:
            return None
        key = " ".join(query.split())[:1000]
        vec = self._query_vectors.get(key)
        if vec is None:
            embedder = self.vectors.embedder
            vec = (await anyio.to_thread.run_sync(lambda: embedder().embed_queries([key])))[0]
            self._query_vectors[key] = vec
            if len(self._query_vectors) > 256:
                self._query_vectors.popitem(last=False)
        else:
            self._query_vectors.move_to_end(key)
        return vec

    async def find_similar(self, path: str, limit: int = 10) -> SimilarFiles:
        """The files most like ``path`` in meaning (its vector's nearest), best first."""
        limit = int_arg(limit, "limit", 1, 100)
        if not self.vectors.enabled:
            raise InvalidArgument(
                "find_similar needs the embedder, which is off (MYLIFEDB_EMBEDDER or "
                "search.embedder in the config file)"
            )
        detail = await self.get_file(path)
        await self.vectors.update()
        rows = await self.files.rows(detail.path)
        near = await self._fallback.similar(int(rows[0][0]), limit)
        return await self.files.similar(detail.path, near)

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
        return self.files.detail(rows)

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        return await self.folders.tree(depth)

    async def read_guideline(self) -> str:
        return await self.guideline.read()

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
    ) -> Suggestion:
        return await self.decisions.create_suggestion(
            file_path, target_folder, reasoning, confidence, alternatives, source
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
    ) -> ResolveResult:
        return await self.decisions.resolve_suggestion(
            suggestion_id, action, target_folder, create_folder
        )

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        return await self.decisions.undo_decision(suggestion_id, force=force)

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None:
        await self.suggestions.set_source(suggestion_id, source)

    async def suggestions_signature(self) -> tuple[int, int, float]:
        return await self.suggestions.signature()

    async def inbox_files_without_suggestion(self) -> list[str]:
        return await self.suggestions.inbox_without_suggestion()

    # ---------------------------------------------------------------- moves and runs
    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        return await self.decisions.move_file(path, target_folder)

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        return await self.decisions.undo_move(move_id, force=force)

    async def record_run(
        self,
        *,
        file_path: str,
        provider: str,
        model: str,
        turns: int = 0,
        input_tokens: int = 0,
        output_tokens: int = 0,
        latency_ms: int = 0,
        outcome: str,
        error: str | None = None,
        suggestion_id: str | None = None,
    ) -> int:
        return await self.runs.record(
            file_path=file_path,
            provider=provider,
            model=model,
            turns=turns,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            latency_ms=latency_ms,
            outcome=outcome,
            error=error,
            suggestion_id=suggestion_id,
        )

    async def list_runs(self, limit: int = 50, file_path: str | None = None) -> AgentRunList:
        return await self.runs.newest(limit, file_path)


async def _open_meili(settings: Settings) -> SearchBackend:
    from .search.meili import MeiliSearch

    backend = MeiliSearch.from_settings(settings)
    await backend.check()
    await backend.ensure_index()
    return backend
