"""LocalAppClient: the AppClient over a library folder on this machine.

This module holds its lifecycle, indexing, reading (search, files, folders, guideline) and
moves; ``suggestions.py`` and ``runs.py`` hold the rest, mixed in."""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from difflib import get_close_matches
from typing import Any

import aiosqlite
import anyio

from .corpus import CorpusMixin
from .db import fetchall, open_db
from .errors import Conflict, InvalidArgument, InvalidQuery, MyLifeDBError, NotFound, StorageError
from .indexer import Indexer, Progress
from .liveness import register
from .models import (
    FileDetail,
    FolderNode,
    IndexStats,
    MoveRecord,
    RecentFile,
    RecentFiles,
    SearchResults,
    utc,
)
from .moves import Mover
from .paths import ancestor_folders, is_ignored_rel, normalize_folder, resolve_path, split_rel
from .runs import RunsMixin
from .scan import content_hash
from .search import SearchBackend, SearchFilters, SqliteSearch, query_words
from .settings import Settings
from .suggestions import INBOX, SuggestionsMixin
from .validate import int_arg, mime_arg

__all__ = ["LocalAppClient", "GUIDELINE", "INBOX"]

log = logging.getLogger("mylifedb")
GUIDELINE = "guideline.md"
NO_GUIDELINE = (
    "No guideline.md found in the library root. Organize by the existing folder structure "
    "(get_folder_tree) and similar files (search), and say so in your reasoning."
)
MAX_GUIDELINE_BYTES = 256 * 1024
MAX_CONTENT_CHARS = 30_000  # per digest in get_file: ~8k tokens, enough to tell what a file is


class LocalAppClient(SuggestionsMixin, RunsMixin, CorpusMixin):
    """Open with ``await LocalAppClient.open(settings)``; close with ``aclose()``."""

    def __init__(
        self,
        settings: Settings,
        db: aiosqlite.Connection,
        backend: SearchBackend,
        fallback: SqliteSearch,
        reader: aiosqlite.Connection | None = None,
    ) -> None:
        self.settings = settings
        self.root = settings.root
        self._db = db  # writes, through write_tx under _lock
        self._reader = reader or db  # every read a caller asks for: committed state only
        self._lock = anyio.Lock()
        self._backend = backend
        self._fallback = fallback
        mirror = None if backend is fallback else backend
        move_lock = anyio.Lock()  # a move, or the indexer re-checking changed paths: one at a time
        self.indexer = Indexer(db, self.root, self._lock, mirror, move_lock=move_lock)
        self._registration = register(settings.state_dir)  # released in aclose
        self.mover = Mover(
            db,
            self.root,
            self._lock,
            reader=self._reader,
            move_lock=move_lock,
            state_dir=settings.state_dir,
            owner=self._registration.owner,
        )
        self._tree_cache: tuple[tuple[int, int], list[tuple[str, int]]] | None = None
        self._closed = False
        self._writes = 0

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
        db = await open_db(settings.db_path)
        try:
            reader = await open_db(settings.db_path, reader=True)
        except BaseException:
            await db.close()
            raise
        fallback = SqliteSearch(reader)
        backend: SearchBackend = fallback
        if settings.search_backend == "meilisearch":
            try:
                backend = await _open_meili(settings)
            except BaseException:
                await reader.close()
                await db.close()
                raise
        client = cls(settings, db, backend, fallback, reader)
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
            if self._reader is not self._db:
                await self._reader.close()
            await self._db.close()
        finally:
            self._registration.release()

    def add_role(self, role: str) -> None:
        """Say what this process does with the library ('serve', 'watch'): other processes
        see it through ``appclient.liveness.live_processes`` (``mylifedb status``)."""
        self._registration.add_role(role)

    async def __aenter__(self) -> LocalAppClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    # ---------------------------------------------------------------- indexing
    async def index(self, progress: Progress | None = None) -> IndexStats:
        """Full scan (incremental by size+mtime: unchanged files are not reread)."""
        stats = await self.indexer.scan(progress)
        self._writes += 1
        await self.indexer.mirror_catch_up()
        await self.expire_stale_suggestions()
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
        stats = await self._refresh_index(rels)
        await self.expire_stale_suggestions(rels)
        return stats

    async def _refresh_index(self, rels: list[str]) -> IndexStats:
        stats = await self.indexer.refresh(rels)
        self._writes += 1
        return stats

    # ---------------------------------------------------------------- reading
    async def search(
        self, query: str, type: str | None = None, folder: str | None = None, limit: int = 10
    ) -> SearchResults:
        if not isinstance(query, str):
            raise InvalidArgument("query must be a string")
        limit = int_arg(limit, "limit", 1, 100)
        if not query_words(query):  # the same answer from every backend
            raise InvalidQuery(
                f"query {query[:80]!r} has no words to search for; use letters or digits, e.g. 'passport scan'"
            )
        filters = SearchFilters(mime_prefix=mime_arg(type), folder=await self._folder_arg(folder))
        try:
            return await self._backend.search(query, filters, limit)
        except MyLifeDBError as exc:
            if self._backend is self._fallback or not exc.retryable:
                raise
            log.warning(
                "%s search unavailable (%s); answering from the sqlite index",
                self._backend.name,
                exc,
            )
            return await self._fallback.search(query, filters, limit)

    async def _folder_arg(self, folder: str | None, *, must_exist: bool = True) -> str | None:
        if folder is None or folder.strip() in ("", "/"):
            return None
        rel = normalize_folder(folder)
        safe = resolve_path(self.root, rel, what="folder")
        if must_exist and not safe.abs.is_dir():
            raise NotFound(
                f"folder {folder!r} does not exist", hint=await self._closest_folder_hint(rel)
            )
        return f"{safe.rel}/" if safe.rel else None

    async def _closest_folder_hint(self, folder: str, *, did_you_mean: bool = False) -> str:
        # A folder the typed text completes ('work/acme/comp' -> 'work/acme/compensation/')
        # first; never one of its own parents, which the user did not mean.
        typed, parents = folder.rstrip("/"), set(ancestor_folders(folder))
        names = [p for p, _ in await self._folders() if p not in parents]
        close = sorted((n for n in names if n.startswith(typed)), key=len)[:3] or get_close_matches(
            folder, names, n=3, cutoff=0.6
        )
        if not close:
            return "Call get_folder_tree to see the folders that exist."
        if did_you_mean:
            return "did you mean " + " or ".join(repr(c) for c in close) + "?"
        return "closest: " + ", ".join(repr(c) for c in close)

    async def get_file(self, path: str) -> FileDetail:
        safe = resolve_path(self.root, path)
        if safe.abs.is_dir():
            raise InvalidArgument(
                f"{path!r} is a folder; use get_folder_tree or search with folder="
            )
        rows = await self._file_rows(safe.rel)
        if not rows or not safe.abs.is_file():
            if not is_ignored_rel(safe.rel):
                # On disk but not yet indexed: index it now. Indexed but gone from disk:
                # drop the stale entry rather than describe a file that is not there.
                await self._refresh_index([safe.rel])
                rows = await self._file_rows(safe.rel)
            if not rows or not safe.abs.is_file():
                raise NotFound(
                    f"file {path!r} is not in the library",
                    hint=await self._closest_file_hint(safe.rel),
                )
        _fid, rel, name, folder, mime, size, mtime_ns, added_at = rows[0][:8]
        digests: dict[str, dict[str, Any]] = {}
        for d in (r[8:] for r in rows if r[8] is not None):
            entry: dict[str, Any] = json.loads(d[2] or "{}")
            if d[1] is not None:
                entry["content"] = d[1][:MAX_CONTENT_CHARS]
                if len(d[1]) > MAX_CONTENT_CHARS:
                    # A model's context is the budget here; search still covers the rest.
                    entry["content_truncated_at"] = MAX_CONTENT_CHARS
            if d[3]:
                entry["error"] = d[3]
            digests[d[0]] = entry
        return FileDetail(
            path=rel,
            name=name,
            folder=folder,
            mime_type=mime,
            size=size,
            created_at=utc(added_at),
            modified_at=utc(mtime_ns / 1e9),
            digests=digests,
        )

    async def _file_rows(self, rel: str) -> list[Any]:
        """The file's row joined with each of its digests, in one statement: one snapshot."""
        return await fetchall(
            self._reader,
            "SELECT f.id, f.path, f.name, f.folder, f.mime_type, f.size, f.mtime_ns, f.added_at,"
            " d.digester, d.content, d.data, d.error FROM files f LEFT JOIN digests d ON d.file_id = f.id"
            " WHERE f.path=? ORDER BY d.digester",
            (rel,),
        )

    async def _closest_file_hint(self, rel: str) -> str:
        folder, _, name = rel.rpartition("/")
        rows = await fetchall(
            self._reader,
            "SELECT path FROM files WHERE folder=? LIMIT 2000",
            (folder + "/" if folder else "",),
        )
        close = get_close_matches(rel, [r[0] for r in rows], n=3, cutoff=0.5)
        if close:
            return "closest: " + ", ".join(repr(c) for c in close)
        return "Use search to find it by name or content."

    async def _folders(self) -> list[tuple[str, int]]:
        """(folder, files in it and below) for every folder, cached until the index changes."""
        (dv,) = (await fetchall(self._reader, "PRAGMA data_version"))[0]
        key = (dv, self._writes)
        if self._tree_cache and self._tree_cache[0] == key:
            return self._tree_cache[1]
        counts: dict[str, int] = {}
        for folder, n in await fetchall(
            self._reader, "SELECT folder, count(*) FROM files GROUP BY folder"
        ):
            for f in ancestor_folders(folder):
                counts[f] = counts.get(f, 0) + n
        folders = [
            r[0] for r in await fetchall(self._reader, "SELECT path FROM folders ORDER BY path")
        ]
        result = [(f, counts.get(f, 0)) for f in folders]
        self._tree_cache = (key, result)
        return result

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        depth = int_arg(depth, "depth", 1, 10)
        root = FolderNode(name="/", path="/", children=[])
        nodes: dict[str, FolderNode] = {"": root}
        total = 0
        for path, count in await self._folders():
            parts = path.split("/")[:-1]
            if parts[0] == INBOX.rstrip("/"):
                continue
            if len(parts) == 1:
                total += count
            if len(parts) > depth:
                continue
            parent = nodes.get("/".join(parts[:-1]) + "/" if len(parts) > 1 else "")
            if parent is None:
                continue
            node = FolderNode(name=parts[-1], path=path, file_count=count, children=[])
            parent.children.append(node)
            nodes[path] = node
        root.file_count = total
        return root

    async def read_guideline(self) -> str:
        path = self.root / GUIDELINE
        try:
            with open(path, "rb") as f:
                data = f.read(MAX_GUIDELINE_BYTES + 1)
        except FileNotFoundError:
            return NO_GUIDELINE
        except OSError as exc:
            raise StorageError(f"cannot read guideline.md: {exc.strerror or exc}") from exc
        text = data[:MAX_GUIDELINE_BYTES].decode("utf-8", errors="replace")
        if len(data) > MAX_GUIDELINE_BYTES:
            text += "\n\n[guideline.md truncated at 256 KB]"
        return text

    async def list_recent_files(
        self, limit: int = 10, type: str | None = None, folder: str | None = None
    ) -> RecentFiles:
        limit = int_arg(limit, "limit", 1, 100)
        where, params = ["1=1"], []
        mime = mime_arg(type)
        if mime:
            where.append("mime_type >= ? AND mime_type < ?")
            params += [mime, mime + "\U0010ffff"]
        f = await self._folder_arg(folder)
        if f:
            where.append("folder >= ? AND folder < ?")
            params += [f, f + "\U0010ffff"]
        rows = await fetchall(
            self._reader,
            f"SELECT path, name, mime_type, size, added_at FROM files WHERE {' AND '.join(where)}"
            " ORDER BY added_at DESC, id DESC LIMIT ?",
            (*params, limit),
        )
        return RecentFiles(
            files=[
                RecentFile(path=r[0], name=r[1], mime_type=r[2], size=r[3], added_at=utc(r[4]))
                for r in rows
            ]
        )

    # ---------------------------------------------------------------- moves
    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        safe = resolve_path(self.root, path)
        if not safe.abs.is_file() or is_ignored_rel(safe.rel):
            raise NotFound(
                f"file {path!r} is not in the library", hint=await self._closest_file_hint(safe.rel)
            )
        target, _ = await self._target_arg(target_folder)
        rec = await self._move(safe.rel, target)
        await self.expire_stale_suggestions()
        return rec

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        """Move a file back where a move took it from (``move_id``, default the latest move),
        under its original name when that is free. A suggestion the move carried out goes
        back to pending with its original target. Refused, with the reason, when the file
        was edited since the move (``force`` moves it back anyway) or is no longer where the
        move put it (the move is then marked 'stale', so the next undo reaches the one before)."""
        last, moved_hash = await self.mover.undoable(move_id)
        dst = self.root / last.destination
        if not dst.is_file():
            await self.mover.mark_stale(last.id)
            raise Conflict(
                f"{last.destination!r} is no longer where move {last.id} put it (moved or deleted "
                "outside mylifedb), so it cannot be moved back; that move is now marked stale and "
                "the next undo reaches the one before it"
            )
        if moved_hash and not force:
            now_hash = await anyio.to_thread.run_sync(lambda: content_hash(dst, dst.stat().st_size))
            if now_hash != moved_hash:
                raise Conflict(
                    f"{last.destination!r} was edited after move {last.id} put it there; it was "
                    "left where it is (undo with force to move it back anyway)"
                )
        folder, name = split_rel(last.source)
        # Back under its original name: 'visa (1).txt' returns as 'visa.txt' (or a free variant);
        # the suggestion the move carried out is pending again in the same transaction.
        return await self._move(
            last.destination, folder, undo_of=last.id, name=name, suggestion_id=last.suggestion_id
        )

    async def _move(self, source: str, target_folder: str, **kw: Any) -> MoveRecord:
        """Every move goes through the journal, then the search mirror hears of it."""
        rec = await self.mover.move(source, target_folder, **kw)
        self._writes += 1
        await self.indexer.mirror_sync([rec.destination], [rec.source])
        return rec


async def _open_meili(settings: Settings) -> SearchBackend:
    from .search.meili import MeiliSearch

    backend = MeiliSearch.from_settings(settings)
    await backend.check()
    await backend.ensure_index()
    return backend
