"""The embedded search backend: SQLite FTS5 with BM25 over name, path and digest text.

User text never reaches FTS5 raw: it is split into words and every word is quoted (as
datasette's ``escape_fts`` does), so no query can raise a syntax error. Words are matched as
prefixes (``pass`` finds ``passport``), stemmed by the porter tokenizer, and a word that is
in no file at all is widened to the index's own words within one or two edits (``hotstr``
finds ``Hotstar``)."""

from __future__ import annotations

import sqlite3
from collections.abc import AsyncIterator, Sequence

import aiosqlite

from ..db import fetchall
from ..errors import InvalidQuery, StorageError
from ..models import SearchHit, SearchResults
from .backend import SearchDoc, SearchFilters
from .words import edit_distance, query_words

__all__ = ["SqliteSearch", "fts_match"]

# Weights for bm25(name, path, content): a word in the name counts most.
WEIGHTS = (10.0, 4.0, 1.0)
_RANK = f"bm25({WEIGHTS[0]}, {WEIGHTS[1]}, {WEIGHTS[2]})"


def fts_match(words: Sequence[str], alternatives: dict[str, list[str]] | None = None) -> str:
    """An FTS5 MATCH expression: every word quoted, matched as a prefix, ORed, so files
    matching more words rank higher (BM25 sums them)."""
    alternatives = alternatives or {}
    groups = []
    for w in words:
        alts = [f'"{w}"*'] + [f'"{a}"*' for a in alternatives.get(w, [])]
        groups.append(alts[0] if len(alts) == 1 else "(" + " OR ".join(alts) + ")")
    return " OR ".join(groups)


def _upper(prefix: str) -> str:
    return prefix + "\U0010ffff"


class SqliteSearch:
    """Search over the index database's ``files_fts`` table. Sync is a no-op: the indexer
    writes the FTS rows in the same transaction as the file rows."""

    name = "sqlite"

    def __init__(self, db: aiosqlite.Connection) -> None:
        self._db = db

    async def search(self, query: str, filters: SearchFilters, limit: int) -> SearchResults:
        words = query_words(query)
        if not words:
            raise InvalidQuery(
                f"query {query[:80]!r} has no words to search for; use letters or digits, e.g. 'passport scan'"
            )
        try:
            alternatives = await self._typo_alternatives(words)
            match = fts_match(words, alternatives)
            where = ["files_fts MATCH ?"]
            params: list[object] = [match]
            if filters.mime_prefix:
                where.append("f.mime_type >= ? AND f.mime_type < ?")
                params += [filters.mime_prefix, _upper(filters.mime_prefix)]
            if filters.folder:
                where.append("f.folder >= ? AND f.folder < ?")
                params += [filters.folder, _upper(filters.folder)]
            cond = " AND ".join(where)
            # Ordering by FTS5's own ``rank`` column (bm25 with our weights) lets FTS5 sort
            # inside the virtual table, so snippet() runs for the rows returned only, not for
            # every match (an ORDER BY on a bm25() expression evaluates all columns first).
            rows = await fetchall(self._db,
                f"""SELECT f.path, f.name, f.folder, f.mime_type, files_fts.rank,
                           snippet(files_fts, -1, '[', ']', '…', 12) AS ctx
                    FROM files_fts JOIN files f ON f.id = files_fts.rowid
                    WHERE {cond} AND files_fts.rank MATCH '{_RANK}' ORDER BY files_fts.rank LIMIT ?""",
                (*params, limit),
            )
            if len(rows) < limit:
                total = len(rows)
            else:
                # Every FTS row has its file row (written in one transaction): join only to filter.
                join = " JOIN files f ON f.id = files_fts.rowid" if len(where) > 1 else ""
                (total,) = (
                    await fetchall(self._db,
                        f"SELECT count(*) FROM files_fts{join} WHERE {cond}",
                        params,
                    )
                )[0]
        except sqlite3.OperationalError as exc:
            if "fts5" in str(exc).lower() or "syntax" in str(exc).lower():
                raise InvalidQuery(f"query {query[:80]!r} cannot be searched: {exc}") from exc
            raise StorageError(f"search failed: {exc}") from exc
        hits = [
            SearchHit(
                path=r[0],
                name=r[1],
                folder=r[2],
                mime_type=r[3],
                score=round(-float(r[4]), 4),
                match_context=(r[5] or r[1]).replace("\n", " ").strip()[:400],
            )
            for r in rows
        ]
        return SearchResults(query=query, total_found=int(total), results=hits)

    async def _typo_alternatives(self, words: list[str]) -> dict[str, list[str]]:
        """For each word that matches no file at all, the index's own terms within one edit
        (two for long words) that share its first letter."""
        out: dict[str, list[str]] = {}
        for w in words:
            if len(w) < 4 or w.isdigit():
                continue
            hit = await fetchall(self._db,
                "SELECT 1 FROM files_fts WHERE files_fts MATCH ? LIMIT 1", (f'"{w}"*',)
            )
            if hit:
                continue
            limit = 1 if len(w) < 7 else 2
            cands = await fetchall(self._db,
                "SELECT term, doc FROM fts_vocab WHERE term >= ? AND term < ? AND length(term) BETWEEN ? AND ?",
                (w[0], _upper(w[0]), len(w) - limit, len(w) + limit),
            )
            scored = sorted(
                ((edit_distance(w, t, limit), -doc, t) for t, doc in cands),
            )
            out[w] = [t for d, _, t in scored if d <= limit][:5]
        return out

    async def sync(self, upserts: Sequence[SearchDoc], deletes: Sequence[str]) -> None:
        return None

    async def rebuild(self, docs: AsyncIterator[SearchDoc]) -> None:
        async for _ in docs:  # the FTS table is rebuilt by a full rescan, not from docs
            pass

    async def aclose(self) -> None:
        return None
