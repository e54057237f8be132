"""LocalAppClient: the AppClient over a library folder on this machine."""

from __future__ import annotations

import json
import logging
import math
import secrets
import sqlite3
import time
from collections.abc import Iterable
from datetime import UTC, datetime
from difflib import get_close_matches
from typing import Any

import aiosqlite
import anyio

from .backend import SearchBackend, SearchFilters
from .db import fetchall, open_db
from .errors import Conflict, InvalidArgument, InvalidQuery, MyLifeDBError, NotFound, StorageError
from .indexer import Indexer, Progress
from .models import (
    AgentRun,
    AgentRunList,
    Alternative,
    FileDetail,
    FolderNode,
    IndexStats,
    MoveRecord,
    RecentFile,
    RecentFiles,
    ResolveAction,
    ResolveResult,
    SearchResults,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
)
from .moves import Mover
from .paths import is_ignored_rel, normalize_folder, resolve_path
from .search import SqliteSearch, query_words
from .settings import Settings

__all__ = ["LocalAppClient", "GUIDELINE", "INBOX"]

log = logging.getLogger("mylifedb")
GUIDELINE = "guideline.md"
INBOX = "inbox/"
NO_GUIDELINE = (
    "No guideline.md found in the library root. Organize by the existing folder structure "
    "(get_folder_tree) and similar files (search), and say so in your reasoning."
)
MAX_GUIDELINE_BYTES = 256 * 1024
MAX_CONTENT_CHARS = 30_000  # per digest in get_file: ~8k tokens, enough to tell what a file is
_STATUSES = ("pending", "accepted", "rejected", "expired")
_SUG_COLS = ("id, file_path, target_folder, reasoning, confidence, alternatives, status, created_at, "
             "resolved_at, source, creates_folder")


def _dt(ts: float) -> datetime:
    return datetime.fromtimestamp(ts, UTC)


def _text(value: str) -> str:
    """Free text as SQLite can store it: lone surrogates (JSON allows "\\ud800") become '?'."""
    return value.encode("utf-8", "replace").decode("utf-8")


def _int_arg(value: Any, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgument(f"{name} must be a whole number between {lo} and {hi}")
    if not lo <= value <= hi:
        raise InvalidArgument(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def _mime_arg(value: str | None) -> str | None:
    if value is None or value == "":
        return None
    v = value.strip().lower()
    if not v or len(v) > 100 or not all(c.isalnum() or c in "/.+-_" for c in v) or v.count("/") > 1:
        raise InvalidArgument(
            f"type {value!r} is not a mime type prefix; use e.g. 'image/', 'application/pdf' or 'text/'"
        )
    return v


class LocalAppClient:
    """Open with ``await LocalAppClient.open(settings)``; close with ``aclose()``."""

    def __init__(self, settings: Settings, db: aiosqlite.Connection, backend: SearchBackend,
                 fallback: SqliteSearch) -> None:
        self.settings = settings
        self.root = settings.root
        self._db = db
        self._lock = anyio.Lock()
        self._backend = backend
        self._fallback = fallback
        mirror = None if backend is fallback else backend
        self.indexer = Indexer(db, self.root, self._lock, mirror)
        self.mover = Mover(db, self.root, self._lock)
        self._tree_cache: tuple[tuple[int, int], list[tuple[str, int]]] | None = None
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
            p.startswith(".") for p in settings.db_path.resolve().relative_to(settings.root).parts[:-1]
        ):
            raise InvalidArgument("the state directory inside the library must be a dot-folder such as .mylifedb/")
        db = await open_db(settings.db_path)
        fallback = SqliteSearch(db)
        backend: SearchBackend = fallback
        if settings.search_backend == "meilisearch":
            try:
                backend = await _open_meili(settings)
            except BaseException:
                await db.close()
                raise
        client = cls(settings, db, backend, fallback)
        try:
            await client.mover.recover()
        except BaseException:
            await client.aclose()
            raise
        return client

    async def aclose(self) -> None:
        self.indexer.close()
        if self._backend is not self._fallback:
            await self._backend.aclose()
        await self._db.close()

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
        stats = await self.indexer.refresh(rels)
        self._writes += 1
        return stats

    async def ensure_indexed(self, progress: Progress | None = None) -> IndexStats | None:
        """A full scan when this library was never scanned; None otherwise."""
        rows = await fetchall(self._db, "SELECT value FROM meta WHERE key='last_full_scan'")
        return None if rows else await self.index(progress)

    # ---------------------------------------------------------------- reading
    async def search(self, query: str, type: str | None = None, folder: str | None = None,
                     limit: int = 10) -> SearchResults:
        if not isinstance(query, str):
            raise InvalidArgument("query must be a string")
        limit = _int_arg(limit, "limit", 1, 100)
        if not query_words(query):  # the same answer from every backend
            raise InvalidQuery(
                f"query {query[:80]!r} has no words to search for; use letters or digits, e.g. 'passport scan'")
        filters = SearchFilters(mime_prefix=_mime_arg(type), folder=await self._folder_arg(folder))
        try:
            return await self._backend.search(query, filters, limit)
        except MyLifeDBError as exc:
            if self._backend is self._fallback or not exc.retryable:
                raise
            log.warning("%s search unavailable (%s); answering from the sqlite index", self._backend.name, exc)
            return await self._fallback.search(query, filters, limit)

    async def _folder_arg(self, folder: str | None, *, must_exist: bool = True) -> str | None:
        if folder is None or folder.strip() in ("", "/"):
            return None
        rel = normalize_folder(folder)
        safe = resolve_path(self.root, rel, what="folder")
        if must_exist and not safe.abs.is_dir():
            raise NotFound(f"folder {folder!r} does not exist", hint=await self._closest_folder_hint(rel))
        return f"{safe.rel}/" if safe.rel else None

    async def _closest_folder_hint(self, folder: str) -> str:
        names = [p for p, _ in await self._folders()]
        close = get_close_matches(folder, names, n=3, cutoff=0.6)
        if not close:
            return "Call get_folder_tree to see the folders that exist."
        return "closest: " + ", ".join(repr(c) for c in close)

    async def get_file(self, path: str) -> FileDetail:
        safe = resolve_path(self.root, path)
        if safe.abs.is_dir():
            raise InvalidArgument(f"{path!r} is a folder; use get_folder_tree or search with folder=")
        row = await self._file_row(safe.rel)
        if row is None or not safe.abs.is_file():
            if not is_ignored_rel(safe.rel):
                # On disk but not yet indexed: index it now. Indexed but gone from disk:
                # drop the stale entry rather than describe a file that is not there.
                await self.refresh([safe.rel])
                row = await self._file_row(safe.rel)
            if row is None or not safe.abs.is_file():
                raise NotFound(f"file {path!r} is not in the library", hint=await self._closest_file_hint(safe.rel))
        fid, rel, name, folder, mime, size, mtime_ns, added_at = row
        digests: dict[str, dict[str, Any]] = {}
        for d in await fetchall(self._db,
            "SELECT digester, content, data, error FROM digests WHERE file_id=? ORDER BY digester", (fid,)
        ):
            entry: dict[str, Any] = json.loads(d[2] or "{}")
            if d[1] is not None:
                entry["content"] = d[1][:MAX_CONTENT_CHARS]
                if len(d[1]) > MAX_CONTENT_CHARS:
                    # A model's context is the budget here; search still covers the rest.
                    entry["content_truncated_at"] = MAX_CONTENT_CHARS
            if d[3]:
                entry["error"] = d[3]
            digests[d[0]] = entry
        return FileDetail(path=rel, name=name, folder=folder, mime_type=mime, size=size,
                          created_at=_dt(added_at), modified_at=_dt(mtime_ns / 1e9), digests=digests)

    async def _file_row(self, rel: str) -> Any:
        rows = await fetchall(self._db,
            "SELECT id, path, name, folder, mime_type, size, mtime_ns, added_at FROM files WHERE path=?", (rel,)
        )
        return rows[0] if rows else None

    async def _closest_file_hint(self, rel: str) -> str:
        folder, _, name = rel.rpartition("/")
        rows = await fetchall(self._db,
            "SELECT path FROM files WHERE folder=? LIMIT 2000", (folder + "/" if folder else "",)
        )
        close = get_close_matches(rel, [r[0] for r in rows], n=3, cutoff=0.5)
        if close:
            return "closest: " + ", ".join(repr(c) for c in close)
        return "Use search to find it by name or content."

    async def _folders(self) -> list[tuple[str, int]]:
        """(folder, files in it and below) for every folder, cached until the index changes."""
        (dv,) = (await fetchall(self._db, "PRAGMA data_version"))[0]
        key = (dv, self._writes)
        if self._tree_cache and self._tree_cache[0] == key:
            return self._tree_cache[1]
        counts: dict[str, int] = {}
        for folder, n in await fetchall(self._db, "SELECT folder, count(*) FROM files GROUP BY folder"):
            parts = folder.split("/")[:-1]
            for i in range(1, len(parts) + 1):
                f = "/".join(parts[:i]) + "/"
                counts[f] = counts.get(f, 0) + n
        folders = [r[0] for r in await fetchall(self._db, "SELECT path FROM folders ORDER BY path")]
        result = [(f, counts.get(f, 0)) for f in folders]
        self._tree_cache = (key, result)
        return result

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        depth = _int_arg(depth, "depth", 1, 10)
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

    async def list_recent_files(self, limit: int = 10, type: str | None = None,
                                folder: str | None = None) -> RecentFiles:
        limit = _int_arg(limit, "limit", 1, 100)
        where, params = ["1=1"], []
        mime = _mime_arg(type)
        if mime:
            where.append("mime_type >= ? AND mime_type < ?")
            params += [mime, mime + "\U0010ffff"]
        f = await self._folder_arg(folder)
        if f:
            where.append("folder >= ? AND folder < ?")
            params += [f, f + "\U0010ffff"]
        rows = await fetchall(self._db,
            f"SELECT path, name, mime_type, size, added_at FROM files WHERE {' AND '.join(where)}"
            " ORDER BY added_at DESC, id DESC LIMIT ?",
            (*params, limit),
        )
        return RecentFiles(files=[RecentFile(path=r[0], name=r[1], mime_type=r[2], size=r[3],
                                             added_at=_dt(r[4])) for r in rows])

    # ---------------------------------------------------------------- suggestions
    async def _target_arg(self, target_folder: str, what: str = "target_folder") -> tuple[str, bool]:
        """Canonical target folder and whether accepting would create it."""
        if not isinstance(target_folder, str) or not target_folder.strip():
            raise InvalidArgument(f"{what} is required, e.g. 'life/gov docs/'")
        rel = normalize_folder(target_folder, what=what)
        if not rel:
            raise InvalidArgument(f"{what} must be a folder inside the library, not the root itself")
        safe = resolve_path(self.root, rel, what=what)
        if safe.abs.exists() and not safe.abs.is_dir():
            raise InvalidArgument(f"{what} {target_folder!r} is a file, not a folder")
        rel = f"{safe.rel}/"
        if rel == INBOX or rel.startswith(INBOX):
            raise InvalidArgument(f"{what} {target_folder!r} is the inbox; suggest a library folder")
        if is_ignored_rel(rel + "x"):
            raise InvalidArgument(f"{what} {target_folder!r} is a hidden or ignored folder")
        creates = not safe.abs.is_dir()
        if creates:
            top = rel.split("/")[0]
            if not (self.root / top).is_dir():
                raise NotFound(
                    f"folder {target_folder!r} does not exist and neither does its top-level folder {top + '/'!r}",
                    hint=await self._closest_folder_hint(rel)
                    + " New folders may be suggested only inside an existing top-level folder.",
                )
        return rel, creates

    async def create_suggestion(self, file_path: str, target_folder: str, reasoning: str,
                                confidence: float, alternatives: list[Alternative] | None = None,
                                source: str = "mcp") -> Suggestion:
        safe = resolve_path(self.root, file_path, what="file_path")
        if not safe.abs.is_file() or is_ignored_rel(safe.rel):
            raise NotFound(f"file {file_path!r} is not in the library",
                           hint=await self._closest_file_hint(safe.rel))
        target, creates = await self._target_arg(target_folder)
        current = safe.rel.rpartition("/")[0] + "/"
        if target == current:
            raise InvalidArgument(f"{file_path!r} is already in {target!r}")
        if isinstance(confidence, bool) or not isinstance(confidence, int | float) or math.isnan(confidence) \
                or not 0.0 <= float(confidence) <= 1.0:
            raise InvalidArgument(f"confidence must be a number from 0.0 to 1.0, got {confidence!r}")
        if not isinstance(reasoning, str) or not reasoning.strip():
            raise InvalidArgument("reasoning is required: say in 1-2 sentences why this folder fits")
        alts: list[dict[str, str]] = []
        for a in alternatives or []:
            a = a if isinstance(a, Alternative) else Alternative.model_validate(a)
            folder, _ = await self._target_arg(a.folder, what="alternatives.folder")
            if folder != target:
                alts.append({"folder": folder, "reasoning": _text(a.reasoning.strip()[:1000])})
        sid = "sug-" + secrets.token_hex(6)
        now = time.time()
        row = await self._file_row(safe.rel)
        file_hash = None
        if row is not None:
            fh = await fetchall(self._db, "SELECT content_hash FROM files WHERE id=?", (row[0],))
            file_hash = fh[0][0] if fh else None
        await self._write_tx([
            ("UPDATE suggestions SET status='expired', resolved_at=? WHERE file_path=? AND status='pending'",
             (now, safe.rel)),
            (f"INSERT INTO suggestions({_SUG_COLS}, file_hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
             (sid, safe.rel, target, _text(reasoning.strip()[:2000]), float(confidence), json.dumps(alts),
              "pending", now, None, _text(source), int(creates), file_hash)),
        ])
        return await self.get_suggestion(sid)

    async def _write_tx(self, statements: list[tuple[str, tuple[Any, ...]]]) -> int:
        """Run statements in one write transaction; returns the last statement's rowcount."""
        async with self._lock:
            try:
                await self._db.execute("BEGIN IMMEDIATE")
                count = 0
                for sql, params in statements:
                    cur = await self._db.execute(sql, params)
                    count = cur.rowcount
                    await cur.close()
                await self._db.execute("COMMIT")
                self._writes += 1
                return count
            except BaseException as exc:
                try:
                    await self._db.execute("ROLLBACK")
                except sqlite3.Error:
                    pass
                if isinstance(exc, sqlite3.Error):
                    raise StorageError(f"index database error: {exc}") from exc
                raise

    def _suggestion(self, r: Any) -> Suggestion:
        return Suggestion(
            id=r[0], file_path=r[1], target_folder=r[2], reasoning=r[3], confidence=r[4],
            alternatives=[Alternative(**a) for a in json.loads(r[5] or "[]")], status=r[6],
            created_at=_dt(r[7]), resolved_at=_dt(r[8]) if r[8] else None, source=r[9],
            creates_folder=bool(r[10]),
        )

    async def get_suggestion(self, suggestion_id: str) -> Suggestion:
        if (not isinstance(suggestion_id, str) or not suggestion_id.strip() or len(suggestion_id) > 100
                or not suggestion_id.isascii()):
            raise InvalidArgument("suggestion_id must be an id like 'sug-1a2b3c4d5e6f' from list_suggestions")
        rows = await fetchall(self._db, f"SELECT {_SUG_COLS} FROM suggestions WHERE id=?",
                                               (suggestion_id.strip(),))
        if not rows:
            raise NotFound(f"no suggestion with id {suggestion_id!r}; list_suggestions shows the current ones")
        return self._suggestion(rows[0])

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None:
        """Record who made a suggestion (the runner tags its own as 'agent:<provider>')."""
        await self._write_tx([("UPDATE suggestions SET source=? WHERE id=?", (source[:100], suggestion_id))])

    async def suggestions_signature(self) -> tuple[int, int, float]:
        """Changes whenever a suggestion is made or resolved, by this process or another
        (the daemon and the server share the index): a cheap thing to poll."""
        row = (await fetchall(self._db,
            "SELECT count(*), coalesce(max(rowid), 0), coalesce(max(resolved_at), 0) FROM suggestions"))[0]
        return int(row[0]), int(row[1]), float(row[2])

    async def expire_stale_suggestions(self) -> int:
        """Pending suggestions whose file is no longer where it was become 'expired'."""
        rows = await fetchall(self._db, "SELECT id, file_path FROM suggestions WHERE status='pending'")
        gone = [sid for sid, rel in rows if not (self.root / rel).is_file()]
        if gone:
            now = time.time()
            await self._write_tx([("UPDATE suggestions SET status='expired', resolved_at=? "
                                   "WHERE id=? AND status='pending'", (now, sid)) for sid in gone])
        return len(gone)

    async def list_suggestions(self, status: SuggestionStatus | None = "pending",
                               limit: int = 50) -> SuggestionList:
        if status is not None and status not in _STATUSES:
            raise InvalidArgument(f"status must be one of {', '.join(_STATUSES)} (or null for all)")
        limit = _int_arg(limit, "limit", 1, 500)
        await self.expire_stale_suggestions()
        where = "WHERE status=?" if status else ""
        rows = await fetchall(self._db,
            f"SELECT {_SUG_COLS} FROM suggestions {where} ORDER BY created_at DESC, rowid DESC LIMIT ?",
            ((status, limit) if status else (limit,)),
        )
        return SuggestionList(suggestions=[self._suggestion(r) for r in rows])

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None:
        rel = resolve_path(self.root, file_path, what="file_path").rel
        rows = await fetchall(self._db,
            f"SELECT {_SUG_COLS} FROM suggestions WHERE file_path=? AND status='pending'", (rel,))
        return self._suggestion(rows[0]) if rows else None

    async def resolve_suggestion(self, suggestion_id: str, action: ResolveAction,
                                 target_folder: str | None = None) -> ResolveResult:
        if action not in ("accept", "reject", "choose"):
            raise InvalidArgument("action must be 'accept', 'reject' or 'choose'")
        sug = await self.get_suggestion(suggestion_id)
        if action == "choose":
            if not target_folder:
                raise InvalidArgument("action 'choose' needs target_folder: the folder the user picked")
            target, _ = await self._target_arg(target_folder)
        elif target_folder:
            raise InvalidArgument(f"target_folder is only for action 'choose', not {action!r}")
        else:
            target = sug.target_folder
        now = time.time()
        new_status = "rejected" if action == "reject" else "accepted"
        # The claim: only one caller (in any process) flips pending → resolved.
        claimed = await self._write_tx([(
            "UPDATE suggestions SET status=?, resolved_at=?, target_folder=? WHERE id=? AND status='pending'",
            (new_status, now, target, sug.id),
        )])
        if claimed != 1:
            current = await self.get_suggestion(sug.id)
            raise Conflict(f"suggestion {sug.id} is already {current.status}; nothing was changed")
        if action == "reject":
            return ResolveResult(success=True, file_moved=False, new_path=None)
        if not (self.root / sug.file_path).is_file():
            await self._write_tx([("UPDATE suggestions SET status='expired' WHERE id=?", (sug.id,))])
            raise Conflict(f"{sug.file_path!r} is no longer there, so suggestion {sug.id} expired")
        try:
            rec = await self._move(sug.file_path, target, suggestion_id=sug.id)
        except BaseException:
            # Give the claim back so the user can try again.
            with anyio.CancelScope(shield=True):
                await self._write_tx([("UPDATE suggestions SET status='pending', resolved_at=NULL, "
                                       "target_folder=? WHERE id=?", (sug.target_folder, sug.id))])
            raise
        self._writes += 1
        return ResolveResult(success=True, file_moved=True, new_path=rec.destination, renamed=rec.renamed)

    # ---------------------------------------------------------------- moves
    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        safe = resolve_path(self.root, path)
        if not safe.abs.is_file() or is_ignored_rel(safe.rel):
            raise NotFound(f"file {path!r} is not in the library", hint=await self._closest_file_hint(safe.rel))
        target, _ = await self._target_arg(target_folder)
        rec = await self._move(safe.rel, target)
        await self.expire_stale_suggestions()
        return rec

    async def undo_move(self) -> MoveRecord:
        last = await self.mover.last_done()
        folder, _, name = last.source.rpartition("/")
        # Back under its original name: 'visa (1).txt' returns as 'visa.txt' (or a free variant).
        return await self._move(last.destination, folder + "/" if folder else "", undo_of=last.id, name=name)

    async def _move(self, source: str, target_folder: str, **kw: Any) -> MoveRecord:
        """Every move goes through the journal, then the search mirror hears of it."""
        rec = await self.mover.move(source, target_folder, **kw)
        self._writes += 1
        await self.indexer.mirror_sync([rec.destination], [rec.source])
        return rec

    # ---------------------------------------------------------------- agent runs
    async def record_run(self, *, file_path: str, provider: str, model: str, turns: int = 0,
                         input_tokens: int = 0, output_tokens: int = 0, latency_ms: int = 0,
                         outcome: str, error: str | None = None, suggestion_id: str | None = None) -> int:
        async with self._lock:
            cur = await self._db.execute(
                "INSERT INTO runs(file_path, provider, model, turns, input_tokens, output_tokens, latency_ms,"
                " outcome, error, suggestion_id, created_at) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (file_path, provider, model, turns, input_tokens, output_tokens, latency_ms, outcome,
                 (error or None) and _text(error[:2000]), suggestion_id, time.time()),
            )
            rid = cur.lastrowid
            await cur.close()
        return int(rid or 0)

    async def list_runs(self, limit: int = 50, file_path: str | None = None) -> AgentRunList:
        limit = _int_arg(limit, "limit", 1, 1000)
        where, params = "", ()  # type: tuple[str, tuple[str, ...]]
        if file_path:
            where, params = "WHERE file_path=?", (file_path,)
        rows = await fetchall(self._db,
            "SELECT id, file_path, provider, model, turns, input_tokens, output_tokens, latency_ms, outcome,"
            f" error, suggestion_id, created_at FROM runs {where} ORDER BY id DESC LIMIT ?", (*params, limit))
        return AgentRunList(runs=[AgentRun(
            id=r[0], file_path=r[1], provider=r[2], model=r[3], turns=r[4], input_tokens=r[5],
            output_tokens=r[6], latency_ms=r[7], outcome=r[8], error=r[9], suggestion_id=r[10],
            created_at=_dt(r[11])) for r in rows])

    async def inbox_files_without_suggestion(self) -> list[str]:
        """Inbox files that no suggestion (of any status) or successful run covers yet."""
        rows = await fetchall(self._db,
            """SELECT f.path FROM files f WHERE f.folder >= ? AND f.folder < ?
               AND NOT EXISTS (SELECT 1 FROM suggestions s WHERE s.file_path = f.path
                               AND (s.status IN ('pending','accepted','rejected')))
               ORDER BY f.added_at""",
            (INBOX, INBOX + "\U0010ffff"),
        )
        return [r[0] for r in rows if (self.root / r[0]).is_file()]


async def _open_meili(settings: Settings) -> SearchBackend:
    from .meili import MeiliSearch

    backend = MeiliSearch.from_settings(settings)
    await backend.check()
    await backend.ensure_index()
    return backend
