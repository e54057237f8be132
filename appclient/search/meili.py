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

import logging
from collections.abc import AsyncIterator, Callable, Sequence
from functools import partial
from typing import Any, TypeVar

import anyio
import anyio.to_thread
import numpy as np

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

from ..errors import BackendUnavailable, InvalidArgument, MyLifeDBError, causes
from ..models import SearchHit, SearchMode, SearchResults
from ..retry import RetryPolicy
from ..settings import Settings
from .backend import SearchDoc, SearchFilters
from .meili_docs import (
    BATCH_BYTES,
    BATCH_DOCS,
    DISPLAYED_ATTRIBUTES,
    FILTERABLE_ATTRIBUTES,
    SEARCHABLE_ATTRIBUTES,
    approx_bytes,
    batches,
    build_filter,
    doc_id,
    embedder_settings,
    index_uid_for,
    match_context,
    pick_embedder,
    search_params,
    to_document,
)
from .words import COUNT_LIMIT, MIN_PREFIX, query_words

__all__ = ["MeiliSearch"]

T = TypeVar("T")
log = logging.getLogger("mylifedb.search")

MAX_QUERY_CHARS = 500  # Meilisearch only reads the first ten words anyway


def _short_reason(exc: BaseException) -> str:
    """requests' connection errors are a paragraph; keep the part a person can act on: the
    operating system's own reason, found down the chain of causes (never in the text)."""
    if isinstance(exc, MeilisearchApiError):
        code = f" ({exc.code})" if exc.code else ""
        return f"HTTP {exc.status_code}: {exc.message}{code}"
    if isinstance(exc, MeilisearchTimeoutError | requests.Timeout):
        return "timed out"
    for cause in causes(exc):
        if isinstance(cause, TimeoutError | requests.Timeout):
            return "timed out"
        if isinstance(cause, OSError) and cause.strerror:
            return cause.strerror
    text = exc.message if isinstance(exc, MeilisearchError) else str(exc)
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
        vector_dim: int | None = None,
    ) -> None:
        self.url = url.rstrip("/")
        self.index_uid = index_uid
        self._api_key = api_key
        self._timeout_s = timeout_s
        self._task_timeout_s = task_timeout_s
        self._retries = retries
        self._retry = RetryPolicy(attempts=retries + 1, base_s=backoff_s, max_s=60.0, jitter=0.0)
        self._ready = False
        self._ready_lock = anyio.Lock()
        self._embedder: str | None = None
        self._dim = vector_dim  # our vectors go with each document (None: no vectors)

    @classmethod
    def from_settings(cls, settings: Settings, **kwargs: Any) -> MeiliSearch:
        if settings.embedder != "off" and "vector_dim" not in kwargs:
            from ..embed import embedder_factory

            make = embedder_factory(settings.embedder)
            kwargs["vector_dim"] = make().dim if make is not None else None
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

        async def attempt() -> T | None:
            try:
                return await anyio.to_thread.run_sync(self._invoke, fn)
            except MeilisearchApiError as exc:
                if missing_ok and exc.code in ("index_not_found", "task_not_found"):
                    return None
                raise

        try:
            return await self._retry.call(attempt, retryable=_transient)
        except (MeilisearchError, requests.RequestException) as exc:
            if not _transient(exc):
                raise self._translate(exc, what) from exc
            state = "unavailable" if isinstance(exc, MeilisearchApiError) else "unreachable"
            raise BackendUnavailable(
                f"Meilisearch at {self.url} is {state}: {_short_reason(exc)}",
                hint=f"({what} failed {self._retries + 1} times; is Meilisearch running at MEILI_URL?)",
            ) from exc

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
        body: dict[str, Any] = {
            "searchableAttributes": SEARCHABLE_ATTRIBUTES,
            "filterableAttributes": FILTERABLE_ATTRIBUTES,
            "displayedAttributes": DISPLAYED_ATTRIBUTES,
            "typoTolerance": {"enabled": True},
        }
        if self._dim is not None:  # merged with any embedder the user configured
            body["embedders"] = embedder_settings(self._dim)
        await self._enqueue(
            "update the index settings", lambda c: c.index(uid).update_settings(body)
        )
        # Raw settings: the client's embedder models reject configs newer than themselves.
        settings = await self._call_ok(
            "read the index settings", lambda c: c.http.get(f"indexes/{uid}/settings")
        )
        self._embedder = pick_embedder(settings.get("embedders") or {})
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

    async def search(
        self,
        query: str,
        filters: SearchFilters,
        limit: int,
        mode: SearchMode = "keyword",
        query_vector: np.ndarray | None = None,
    ) -> SearchResults:
        words = query_words(query)
        if not words and query_vector is None:
            return SearchResults(query=query, total_found=0, results=[])
        # The words the sqlite backend matches (little words dropped, in order), so both drop
        # the same words from the end; a trailing space tells Meilisearch that a short last
        # word is whole, not a prefix, as in sqlite.
        q = " ".join(words)[:MAX_QUERY_CHARS]
        if words and len(words[-1]) < MIN_PREFIX:
            q += " "
        await self._ensure_ready()
        params = search_params(limit, mode, query_vector, self._dim, self._embedder)
        flt = build_filter(filters)
        if flt:
            params["filter"] = flt
        uid = self.index_uid
        try:
            raw = await self._call_ok("search", lambda c: c.index(uid).search(q, params))
        except BackendUnavailable as exc:
            if exc.retryable or "hybrid" not in params:
                raise
            # The embedder was removed or cannot embed the query: keyword search still works.
            log.warning("hybrid search failed (%s); using keyword search", exc)
            if params["hybrid"]["embedder"] == self._embedder:
                self._embedder = None
            for key in ("hybrid", "vector"):
                params.pop(key, None)
            params["matchingStrategy"] = "last"
            raw = await self._call_ok("search", lambda c: c.index(uid).search(q, params))
        hits = [
            SearchHit(
                path=h["path"],
                name=h.get("name") or h["path"].rsplit("/", 1)[-1],
                folder=h.get("folder") or "",
                mime_type=h.get("mime_type") or "application/octet-stream",
                score=float(h.get("_rankingScore") or 0.0),
                match_context=match_context(h),
            )
            for h in raw.get("hits", [])
            if isinstance(h, dict) and h.get("path")
        ]
        exact = "totalHits" in raw
        total = int(raw.get("totalHits", raw.get("estimatedTotalHits", len(hits))) or 0)
        return SearchResults(
            query=query,
            total_found=max(min(total, COUNT_LIMIT), len(hits)),
            results=hits,
            total_is_estimate=total >= COUNT_LIMIT or not exact,
        )

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
        for batch in batches(to_document(d, self._dim) for d in upserts):
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
            d = to_document(doc, self._dim)
            batch.append(d)
            size += approx_bytes(d)
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
