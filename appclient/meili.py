"""The Meilisearch backend: mirrors the SQLite file table into one Meilisearch index per
library (scale-out search, typo tolerance, and hybrid search when the user's instance has
an embedder configured). SQLite stays the source of truth; this index is rebuilt from it.

The official ``meilisearch`` client is synchronous (requests): every call runs on a worker
thread. Each call builds its own ``Client`` because the client mutates its headers per
request and is not safe to share between threads.

Errors are translated once, here:

    connection refused, timeout, HTTP 5xx/429   retried with backoff, then BackendUnavailable
    HTTP 401/403                                InvalidArgument ("MEILI_MASTER_KEY was refused ...")
    a task that ends 'failed' or 'canceled'     BackendUnavailable with Meilisearch's message
    a task still running after task_timeout_s   BackendUnavailable
    any other 4xx                               BackendUnavailable (not retryable)
"""

from __future__ import annotations

import hashlib
import logging
import re
from collections.abc import AsyncIterator, Callable, Iterable, Iterator, Sequence
from functools import partial
from pathlib import Path
from typing import Any, TypeVar

import anyio
import anyio.to_thread

try:
    import meilisearch
    import requests
    from meilisearch.errors import (
        MeilisearchApiError,
        MeilisearchCommunicationError,
        MeilisearchError,
        MeilisearchTimeoutError,
    )
    from meilisearch.models.task import TaskInfo
except ImportError as exc:  # pragma: no cover - optional dependency
    raise ImportError(
        "the meilisearch backend needs the official client: pip install 'mylifedb-mcp[meilisearch]'"
    ) from exc

from .backend import SearchDoc, SearchFilters
from .errors import BackendUnavailable, InvalidArgument, MyLifeDBError
from .models import SearchHit, SearchResults
from .settings import Settings

__all__ = [
    "MeiliSearch",
    "index_uid_for",
    "doc_id",
    "folder_prefixes",
    "to_document",
    "quote_filter_value",
    "build_filter",
    "SEARCHABLE_ATTRIBUTES",
    "FILTERABLE_ATTRIBUTES",
    "DISPLAYED_ATTRIBUTES",
]

T = TypeVar("T")
log = logging.getLogger(__name__)

# Order is ranking weight for Meilisearch's `attribute` rule: a hit in the name beats one in
# the path, which beats one in the extracted text.
SEARCHABLE_ATTRIBUTES = ["name", "path", "content"]
FILTERABLE_ATTRIBUTES = ["folder_prefixes", "mime_type", "mime_major"]
# folder_prefixes and mime_major exist only to filter on: never returned.
DISPLAYED_ATTRIBUTES = ["id", "path", "name", "folder", "mime_type", "size", "mtime", "content"]

BATCH_DOCS = 1_000
BATCH_BYTES = 8 * 1024 * 1024  # well under Meilisearch's default 100 MB payload limit
MAX_QUERY_CHARS = 500  # Meilisearch only reads the first ten words anyway
CROP_WORDS = 24
SEMANTIC_RATIO = 0.5


def index_uid_for(root: Path) -> str:
    """A stable index uid per library, keyed by its resolved path (like the state folder)."""
    return "mylifedb_" + hashlib.sha256(str(root).encode()).hexdigest()[:12]


def doc_id(path: str) -> str:
    """Meilisearch ids allow only [A-Za-z0-9_-] and at most 511 bytes: hash the path."""
    return hashlib.sha1(path.encode("utf-8", "surrogatepass")).hexdigest()


def folder_prefixes(folder: str) -> list[str]:
    """Every ancestor folder, so one equality filter selects a whole subtree:
    'life/gov docs/' -> ['life/', 'life/gov docs/']; '' (the root) -> []."""
    parts = [p for p in folder.split("/") if p]
    return ["/".join(parts[: i + 1]) + "/" for i in range(len(parts))]


def to_document(doc: SearchDoc) -> dict[str, Any]:
    return {
        "id": doc_id(doc.path),
        "path": doc.path,
        "name": doc.name,
        "folder": doc.folder,
        "folder_prefixes": folder_prefixes(doc.folder),
        "mime_type": doc.mime_type,
        "mime_major": doc.mime_type.split("/", 1)[0],
        "size": doc.size,
        "mtime": doc.mtime,
        "content": doc.content,
    }


def quote_filter_value(value: str) -> str:
    """A double-quoted filter literal. Meilisearch (>= 1.4) unescapes backslash-escaped
    backslashes and quotes inside quoted values."""
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def build_filter(filters: SearchFilters) -> str | None:
    """``folder`` 'life/' -> folder_prefixes = "life/"; ``mime_prefix`` 'image/' ->
    mime_major = "image", a full type 'application/pdf' -> mime_type = "application/pdf".
    Conditions are joined with AND; None when there is nothing to filter on."""
    conds: list[str] = []
    if filters.folder:
        conds.append(f"folder_prefixes = {quote_filter_value(filters.folder)}")
    if filters.mime_prefix:
        mp = filters.mime_prefix
        if mp.endswith("/"):
            conds.append(f"mime_major = {quote_filter_value(mp[:-1])}")
        else:
            conds.append(f"mime_type = {quote_filter_value(mp)}")
    return " AND ".join(conds) or None


def _one_line(text: Any) -> str:
    return " ".join(str(text).split()) if text is not None else ""


def _match_context(hit: dict[str, Any]) -> str:
    """The highlighted content crop when the content matched, else the highlighted name or
    path; for a purely semantic hit (nothing highlighted) the content crop or the name."""
    fmt = hit.get("_formatted") or {}
    positions = hit.get("_matchesPosition")
    order = ("content", "name", "path")
    if isinstance(positions, dict):
        for attr in order:
            if positions.get(attr) and fmt.get(attr):
                return _one_line(fmt[attr])
    else:  # a server that ignored showMatchesPosition: look for our tags
        for attr in order:
            text = _one_line(fmt.get(attr))
            if "[" in text and "]" in text:
                return text
    return _one_line(fmt.get("content")) or _one_line(fmt.get("name") or hit.get("name"))


def _short_reason(exc: BaseException) -> str:
    """requests' connection errors are a paragraph; keep the part a person can act on."""
    if isinstance(exc, MeilisearchApiError):
        code = f" ({exc.code})" if exc.code else ""
        return f"HTTP {exc.status_code}: {exc.message}{code}"
    text = exc.message if isinstance(exc, MeilisearchError) else str(exc)
    m = re.search(r"\[Errno -?\d+\] ([^'\")]+)", text)
    if m:
        return m.group(1).strip()
    if "timed out" in text.lower():
        return "timed out"
    return text[:200]


def _transient(exc: BaseException) -> bool:
    if isinstance(exc, MeilisearchApiError):
        return exc.status_code >= 500 or exc.status_code == 429
    return isinstance(
        exc, (MeilisearchCommunicationError, MeilisearchTimeoutError, requests.RequestException)
    )


class MeiliSearch:
    """``SearchBackend`` over a Meilisearch instance (``MEILI_URL``, ``MEILI_MASTER_KEY``)."""

    name = "meilisearch"

    def __init__(
        self,
        url: str,
        api_key: str | None,
        index_uid: str,
        *,
        timeout_s: float = 5.0,
        task_timeout_s: float = 30.0,
        retries: int = 3,
        backoff_s: float = 0.25,
    ) -> None:
        self.url = url.rstrip("/")
        self.index_uid = index_uid
        self._api_key = api_key
        self._timeout_s = timeout_s
        self._task_timeout_s = task_timeout_s
        self._retries = retries
        self._backoff_s = backoff_s
        self._ready = False
        self._ready_lock = anyio.Lock()
        self._embedder: str | None = None

    @classmethod
    def from_settings(cls, settings: Settings, **kwargs: Any) -> MeiliSearch:
        if not settings.meili_url:
            raise InvalidArgument(
                "the meilisearch backend needs MEILI_URL (e.g. http://127.0.0.1:7700)"
            )
        return cls(settings.meili_url, settings.meili_key, index_uid_for(settings.root), **kwargs)

    @property
    def embedder(self) -> str | None:
        """The embedder used for hybrid search (None: keyword search only). Known after
        ``ensure_index``."""
        return self._embedder

    # -- transport -----------------------------------------------------------------------

    def _client(self) -> meilisearch.Client:
        # requests takes a float; the client's annotation says int.
        return meilisearch.Client(self.url, self._api_key, timeout=self._timeout_s)  # type: ignore[arg-type]

    def _invoke(self, fn: Callable[[meilisearch.Client], T]) -> T:
        return fn(self._client())

    async def _call(
        self, what: str, fn: Callable[[meilisearch.Client], T], *, missing_ok: bool = False
    ) -> T | None:
        """Run one client call on a worker thread; retry transient failures with exponential
        backoff, translate the rest. ``missing_ok``: Meilisearch's index/task 'not found' answer returns None."""
        delay = self._backoff_s
        last: BaseException | None = None
        for attempt in range(self._retries + 1):
            try:
                return await anyio.to_thread.run_sync(self._invoke, fn)
            except (MeilisearchError, requests.RequestException) as exc:
                if (
                    missing_ok
                    and isinstance(exc, MeilisearchApiError)
                    and exc.code in ("index_not_found", "task_not_found")
                ):
                    return None
                if not _transient(exc):
                    raise self._translate(exc, what) from exc
                last = exc
            if attempt < self._retries:
                await anyio.sleep(delay)
                delay *= 2
        assert last is not None
        state = "unavailable" if isinstance(last, MeilisearchApiError) else "unreachable"
        raise BackendUnavailable(
            f"Meilisearch at {self.url} is {state}: {_short_reason(last)}",
            hint=f"({what} failed {self._retries + 1} times; is Meilisearch running at MEILI_URL?)",
        ) from last

    async def _call_ok(self, what: str, fn: Callable[[meilisearch.Client], T]) -> T:
        out = await self._call(what, fn)
        assert out is not None
        return out

    def _translate(self, exc: BaseException, what: str) -> MyLifeDBError:
        if isinstance(exc, MeilisearchApiError) and exc.status_code in (401, 403):
            if not self._api_key:
                return InvalidArgument(
                    f"Meilisearch at {self.url} requires a key and MEILI_MASTER_KEY is not set",
                    hint="Set MEILI_MASTER_KEY to its master key or an admin API key.",
                )
            return InvalidArgument(
                f"MEILI_MASTER_KEY was refused by Meilisearch at {self.url} ({exc.message})",
                hint="Set MEILI_MASTER_KEY to its master key or an admin API key.",
            )
        err = BackendUnavailable(
            f"Meilisearch at {self.url} refused to {what}: {_short_reason(exc)}",
            meili_code=getattr(exc, "code", None),
        )
        err.retryable = False  # the same request would fail the same way
        return err

    async def _wait(self, task_uid: int, what: str) -> None:
        """Poll the task until it ends, at most ``task_timeout_s``."""
        deadline = anyio.current_time() + self._task_timeout_s
        interval = 0.02
        while True:
            task = await self._call_ok(f"check task {task_uid}", lambda c: c.get_task(task_uid))
            if task.status == "succeeded":
                return
            if task.status in ("failed", "canceled"):
                error = task.error or {}
                raise BackendUnavailable(
                    f"Meilisearch could not {what}: {error.get('message') or task.status}",
                    task_uid=task_uid,
                    meili_code=error.get("code"),
                )
            if anyio.current_time() >= deadline:
                raise BackendUnavailable(
                    f"Meilisearch did not finish {what} within {self._task_timeout_s:g} s "
                    f"(task {task_uid} is still {task.status})"
                )
            await anyio.sleep(interval)
            interval = min(interval * 2, 0.5)

    async def _enqueue(self, what: str, fn: Callable[[meilisearch.Client], Any]) -> None:
        info = await self._call_ok(what, fn)
        await self._wait(info.task_uid, what)

    # -- lifecycle -----------------------------------------------------------------------

    async def check(self) -> None:
        """Raise BackendUnavailable when the server cannot be reached, InvalidArgument when
        the key is refused. /health needs no key, so a keyed route is asked too."""
        await self._call("check health", lambda c: c.health())
        uid = self.index_uid
        await self._call("read the index", lambda c: c.get_raw_index(uid), missing_ok=True)

    async def ensure_index(self) -> None:
        """Create the index (primary key 'id') if missing, apply our settings, and detect
        an embedder for hybrid search. Safe to call again."""
        uid = self.index_uid
        info = await self._call("read the index", lambda c: c.get_raw_index(uid), missing_ok=True)
        if info is None:
            try:
                await self._enqueue(
                    "create the index", lambda c: c.create_index(uid, {"primaryKey": "id"})
                )
            except BackendUnavailable as exc:
                if exc.details.get("meili_code") != "index_already_exists":  # a racing peer
                    raise
        body = {
            "searchableAttributes": SEARCHABLE_ATTRIBUTES,
            "filterableAttributes": FILTERABLE_ATTRIBUTES,
            "displayedAttributes": DISPLAYED_ATTRIBUTES,
            "typoTolerance": {"enabled": True},
        }
        await self._enqueue(
            "update the index settings", lambda c: c.index(uid).update_settings(body)
        )
        # Raw settings: the client's embedder models reject configs newer than themselves.
        settings = await self._call_ok(
            "read the index settings", lambda c: c.http.get(f"indexes/{uid}/settings")
        )
        self._embedder = _pick_embedder(settings.get("embedders") or {})
        self._ready = True

    async def _ensure_ready(self) -> None:
        if self._ready:
            return
        async with self._ready_lock:
            if not self._ready:
                await self.ensure_index()

    async def aclose(self) -> None:
        # Every call opens and closes its own connection: nothing is held open.
        self._ready = False

    # -- SearchBackend -------------------------------------------------------------------

    async def search(self, query: str, filters: SearchFilters, limit: int) -> SearchResults:
        q = query.strip()[:MAX_QUERY_CHARS]
        if not q:
            return SearchResults(query=query, total_found=0, results=[])
        await self._ensure_ready()
        params: dict[str, Any] = {
            "limit": max(1, limit),
            "attributesToRetrieve": ["path", "name", "folder", "mime_type"],
            "attributesToHighlight": ["name", "path", "content"],
            "attributesToCrop": ["content"],
            "cropLength": CROP_WORDS,
            "highlightPreTag": "[",
            "highlightPostTag": "]",
            "showRankingScore": True,
            "showMatchesPosition": True,
        }
        flt = build_filter(filters)
        if flt:
            params["filter"] = flt
        uid = self.index_uid
        if self._embedder:
            params["hybrid"] = {"embedder": self._embedder, "semanticRatio": SEMANTIC_RATIO}
            try:
                raw = await self._call_ok("search", lambda c: c.index(uid).search(q, params))
            except BackendUnavailable as exc:
                if exc.retryable:
                    raise
                # The embedder was removed or cannot embed the query: keyword search still works.
                log.warning(
                    "hybrid search with embedder %r failed (%s); using keyword search",
                    self._embedder,
                    exc,
                )
                self._embedder = None
                params.pop("hybrid")
                raw = await self._call_ok("search", lambda c: c.index(uid).search(q, params))
        else:
            raw = await self._call_ok("search", lambda c: c.index(uid).search(q, params))
        hits = [
            SearchHit(
                path=h["path"],
                name=h.get("name") or h["path"].rsplit("/", 1)[-1],
                folder=h.get("folder") or "",
                mime_type=h.get("mime_type") or "application/octet-stream",
                score=float(h.get("_rankingScore") or 0.0),
                match_context=_match_context(h),
            )
            for h in raw.get("hits", [])
            if isinstance(h, dict) and h.get("path")
        ]
        total = raw.get("estimatedTotalHits", raw.get("totalHits", len(hits)))
        return SearchResults(query=query, total_found=max(int(total), len(hits)), results=hits)

    async def sync(self, upserts: Sequence[SearchDoc], deletes: Sequence[str]) -> None:
        if not upserts and not deletes:
            return
        await self._ensure_ready()
        uid = self.index_uid
        ids = [doc_id(p) for p in deletes]
        # Deletes first: tasks run in order, so a path deleted and re-added ends up present.
        for i in range(0, len(ids), BATCH_DOCS):
            chunk = ids[i : i + BATCH_DOCS]
            # The client's delete_documents(ids=...) warns it is deprecated; the route is not.
            await self._enqueue(
                f"delete {len(chunk)} documents",
                partial(_delete_batch, uid=uid, ids=chunk),
            )
        for batch in _batches(to_document(d) for d in upserts):
            await self._add(batch)

    async def rebuild(self, docs: AsyncIterator[SearchDoc]) -> None:
        """Delete every document, then add ``docs`` in batches. (Not an index swap: a fresh
        index would lose an embedder the user configured on this one.)"""
        await self._ensure_ready()
        uid = self.index_uid
        await self._enqueue("delete all documents", lambda c: c.index(uid).delete_all_documents())
        batch: list[dict[str, Any]] = []
        size = 0
        async for doc in docs:
            d = to_document(doc)
            batch.append(d)
            size += _approx_bytes(d)
            if len(batch) >= BATCH_DOCS or size >= BATCH_BYTES:
                await self._add(batch)
                batch, size = [], 0
        if batch:
            await self._add(batch)

    async def _add(self, batch: list[dict[str, Any]]) -> None:
        uid = self.index_uid
        await self._enqueue(
            f"add {len(batch)} documents",
            lambda c: c.index(uid).add_documents(batch, primary_key="id"),
        )


def _delete_batch(c: meilisearch.Client, *, uid: str, ids: list[str]) -> TaskInfo:
    return TaskInfo(**c.http.post(f"indexes/{uid}/documents/delete-batch", ids))


def _pick_embedder(embedders: dict[str, Any]) -> str | None:
    """An embedder Meilisearch can run on the query text itself: 'userProvided' ones need
    the caller to send a vector, which we cannot."""
    usable = [
        name
        for name, conf in embedders.items()
        if not (isinstance(conf, dict) and conf.get("source") == "userProvided")
    ]
    if "default" in usable:
        return "default"
    return usable[0] if usable else None


def _approx_bytes(d: dict[str, Any]) -> int:
    return len(d["content"].encode("utf-8", "surrogatepass")) + 2 * len(d["path"]) + 256


def _batches(docs: Iterable[dict[str, Any]]) -> Iterator[list[dict[str, Any]]]:
    batch: list[dict[str, Any]] = []
    size = 0
    for d in docs:
        batch.append(d)
        size += _approx_bytes(d)
        if len(batch) >= BATCH_DOCS or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch
