"""The search seam. ``SqliteSearch`` (sqlite.py) is the default and lives in the index
database itself; ``MeiliSearch`` (meili.py) mirrors the SQLite file table into a
Meilisearch index. SQLite remains the source of truth: a secondary backend receives every
change through ``sync`` and can be rebuilt from scratch with ``rebuild``."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

import numpy as np

from ..models import SearchMode, SearchResults

__all__ = ["SearchBackend", "SearchDoc", "SearchFilters"]


@dataclass(frozen=True)
class SearchDoc:
    """One file as a search engine sees it."""

    path: str  # 'life/gov docs/passport.jpg'
    name: str  # 'passport.jpg'
    folder: str  # 'life/gov docs/' ('' for the root)
    mime_type: str
    size: int
    mtime: float  # unix seconds
    content: str  # digest text (bounded), may be ''
    vector: bytes | None = None  # the file's stored vector (int8), when it has one


@dataclass(frozen=True)
class SearchFilters:
    """Already validated by the caller: ``mime_prefix`` like 'image/' or 'application/pdf',
    ``folder`` a canonical folder prefix ('life/' — always ends in '/')."""

    mime_prefix: str | None = None
    folder: str | None = None


@runtime_checkable
class SearchBackend(Protocol):
    name: str

    async def search(
        self,
        query: str,
        filters: SearchFilters,
        limit: int,
        mode: SearchMode = "keyword",
        query_vector: np.ndarray | None = None,
    ) -> SearchResults:
        """Rank files for ``query`` (raw user text: never raises a syntax error on it).
        ``mode`` 'hybrid' or 'semantic' uses ``query_vector`` (the question embedded by the
        library's embedder); without one the ranking is by words."""
        ...

    async def sync(self, upserts: Sequence[SearchDoc], deletes: Sequence[str]) -> None:
        """Apply index changes (deletes are paths). No-op for the embedded backend."""
        ...

    async def rebuild(self, docs: AsyncIterator[SearchDoc]) -> None:
        """Replace everything with ``docs`` (used on first start and after an outage)."""
        ...

    async def aclose(self) -> None: ...
