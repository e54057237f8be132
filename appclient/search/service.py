"""Search as the library answers it: the arguments checked, the question embedded, the
chosen backend asked (and SQLite when a secondary backend is out), and files by likeness."""

from __future__ import annotations

import datetime as dt
import logging
from collections.abc import Callable

from ..errors import InvalidArgument, InvalidQuery, MyLifeDBError
from ..index.files import Files
from ..index.folders import Folders
from ..index.vectors import VectorStore
from ..models import MeaningStatus, SearchMode, SearchResults, SimilarFiles
from ..validate import int_arg, mime_arg
from .backend import SearchBackend, SearchFilters
from .sqlite import SqliteSearch
from .words import query_words

__all__ = ["Searcher"]

log = logging.getLogger("mylifedb")
_OFF = "(MYLIFEDB_EMBEDDER or search.embedder in the config file)"


class Searcher:
    """``backend`` answers; ``fallback`` (the sqlite backend, which holds the vectors) when
    the backend is another and cannot be reached."""

    def __init__(
        self,
        backend: SearchBackend,
        fallback: SqliteSearch,
        folders: Folders,
        files: Files,
        vectors: VectorStore,
    ) -> None:
        self._backend = backend
        self._fallback = fallback
        self._folders = folders
        self._files = files
        self._vectors = vectors

    @property
    def today(self) -> Callable[[], dt.date]:
        """What relative periods in a question ('last year') are counted from."""
        return self._fallback.today

    @today.setter
    def today(self, clock: Callable[[], dt.date]) -> None:
        self._fallback.today = clock

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
        if mode == "semantic" and not self._vectors.enabled:
            raise InvalidArgument(
                f"semantic search needs the embedder, which is off {_OFF}; use mode 'keyword'"
            )
        filters = SearchFilters(
            mime_prefix=mime_arg(type), folder=await self._folders.filter_arg(folder)
        )
        if mode != "keyword" and self._backend is self._fallback and self._vectors.enabled:
            found, qvec = await self._fallback.search_meaning(
                query, filters, limit, mode, self._vectors.query_vector
            )
            return await self._say_meaning(found) if qvec is not None else found
        qvec = await self._vectors.query_vector(query) if mode != "keyword" else None
        try:
            found = await self._backend.search(query, filters, limit, mode, qvec)
        except MyLifeDBError as exc:
            if self._backend is self._fallback or not exc.retryable:
                raise
            log.warning(
                "%s search unavailable (%s); answering from the sqlite index",
                self._backend.name,
                exc,
            )
            found = await self._fallback.search(query, filters, limit, mode, qvec)
        return await self._say_meaning(found) if qvec is not None else found

    async def _say_meaning(self, found: SearchResults) -> SearchResults:
        """While vectors are still being made, the answer says how many files it read by
        meaning (the rest by their words only)."""
        embedded, total = await self._vectors.counts()
        if embedded >= total:
            return found
        note = (
            f"meaning: {embedded:,} of {total:,} files so far (vectors are still being made); "
            "the others are found by their words only."
        )
        return found.model_copy(
            update={
                "meaning": MeaningStatus(embedded=embedded, total=total),
                "note": f"{found.note} {note}" if found.note else note,
            }
        )

    async def similar(self, path: str, limit: int) -> SimilarFiles:
        """The files most like the indexed file at ``path``."""
        if not self._vectors.enabled:
            raise InvalidArgument(f"find_similar needs the embedder, which is off {_OFF}")
        await self._vectors.catch_up()
        rows = await self._files.rows(path)
        near = await self._fallback.similar(int(rows[0][0]), limit)
        return await self._files.similar(path, near)
