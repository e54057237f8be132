"""The embedded search backend: SQLite FTS5 over name, path and digest text.

Ranking is Meilisearch's default matching strategy ("last"), so both backends agree on
which files come first:

1. **All words first.** Files containing every query word rank first; when fewer than
   ``limit`` do, words are dropped from the *end* of the query, one at a time, and the
   files containing the words left fill the list ("passport japan" shows passport notes
   that mention Japan, then the other passport files; never a file with only "japan").
2. Within one such level, files whose name, path or first 256 characters hold the words
   (the small ``head_fts`` index) come before files that hold them further down
   (``files_fts``).
3. Head hits are ordered by BM25 with weights name 10 : path 4 : lead 1, computed over the
   ``HEAD_CANDIDATES`` most recently added matching files (FTS5 scores every match before
   it can sort: ranking all of a common word's 50,000 files would cost 100 ms; smaller
   libraries get exact BM25). Body hits are ordered newest first: BM25's IDF there would
   count every file holding each word, a full pass over each word's list at every query.

The last query word of three or more characters also matches as a prefix (``pass`` finds
``passport``), as in Meilisearch: expanded through the typo dictionary to the words it
starts (FTS5's own prefix query first merges the whole list of every such word). A word that matches no file at all is widened to the
library's own words within one or two edits (``typos.py``). User text never reaches FTS5
raw: it is split into words and every word is quoted, so no query can raise a syntax
error. ``total_found`` is exact up to 1,000 files and then "at least 1,000"
(``total_is_estimate``): a count never costs more than the search.

The whole query runs as one call on the connection's own thread (one hop, never on the
event loop)."""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Sequence

import aiosqlite
import numpy as np

from ..errors import InvalidQuery, StorageError
from ..models import SearchHit, SearchMode, SearchResults
from ..state.db import run_on
from . import fts, typos
from .backend import SearchDoc, SearchFilters
from .hybrid import Passages, Trace, hybrid_search, side_by_side, words_side
from .lexical import Lexical
from .relevance import FactsCache
from .scripts import as_written_here, spelled_as
from .semantic import SemanticIndex
from .snippet import Snippets
from .words import COUNT_LIMIT, MIN_PREFIX, query_words

__all__ = ["SqliteSearch", "HEAD_CANDIDATES"]

WEIGHTS = "10.0, 4.0, 1.0"  # bm25(name, path, text)
HEAD_CANDIDATES = 100
MAX_EXPANSIONS = 32  # dictionary words a last-word prefix is expanded to before FTS5's own prefix


def _quote(word: str, prefix: bool = False) -> str:
    """A query word as an FTS5 term. The tokenizer splits at '_' where a query word does not
    ('w2_2024'): the parts are ANDed, since files_fts keeps no positions for a phrase."""
    star = "*" if prefix else ""
    parts = [p for p in word.split("_") if p]
    if len(parts) <= 1:
        return '"' + (parts[0] if parts else word).replace('"', '""') + '"' + star
    return "(" + " AND ".join([*map(_quote, parts[:-1]), _quote(parts[-1], prefix)]) + ")"


def _upper(prefix: str) -> str:
    return prefix + "\U0010ffff"


class _Query:
    """One search's words and how each is matched (prefix, typo alternatives)."""

    def __init__(self, words: list[str], db: sqlite3.Connection) -> None:
        self.words = words
        self.n = len(words)
        self.alts: dict[int, list[str]] = {}
        self.prefix_last = len(words[-1]) >= MIN_PREFIX
        self.last_prefix = _prefix_expr(db, words[-1]) if self.prefix_last else ""

    def term(self, i: int, k: int, exact: bool = False) -> str:
        """Word ``i`` as matched in the level of the first ``k`` words (``exact``: the last
        word as typed, not as a prefix)."""
        base = _quote(self.words[i])
        if i == self.n - 1 and k == self.n and self.prefix_last and not exact:
            base = self.last_prefix
        alts = self.alts.get(i)
        if not alts:
            return base
        return "(" + " OR ".join([base, *(_quote(a) for a in alts)]) + ")"

    def level(self, k: int, exact: bool = False) -> str:
        return " AND ".join(self.term(i, k, exact) for i in range(k))

    def snippet_terms(self) -> list[tuple[str, bool]]:
        last = self.n - 1
        out = [
            (p, i == last and self.prefix_last)
            for i, w in enumerate(self.words)
            for p in w.split("_")
            if p
        ]
        for alts in self.alts.values():
            out += [(a, False) for a in alts]
        return out


def _prefix_expr(db: sqlite3.Connection, word: str) -> str:
    """The last word as a prefix. FTS5 builds a prefix query's whole merged list of files
    before returning the first (about 100 ms for a common word at a million files), so a
    word the typo dictionary knows is expanded there instead, to itself and at most
    MAX_EXPANSIONS longer words ORed: FTS5 reads those lazily and stops at the candidate
    cap. Short or numeric words, or prefixes of too many words, fall back to FTS5's own."""
    if word.isalpha() and len(word) >= typos.MIN_TYPO_LEN:
        longer = [
            r[0]
            for r in db.execute(
                "SELECT word FROM search_words WHERE word > ? AND word < ? LIMIT ?",
                (word, _upper(word), MAX_EXPANSIONS + 1),
            )
        ]
        if len(longer) <= MAX_EXPANSIONS:
            return (
                "(" + " OR ".join(_quote(w) for w in [word, *longer]) + ")"
                if longer
                else _quote(word)
            )
    return _quote(word, prefix=True)


class _Filter:
    def __init__(self, filters: SearchFilters) -> None:
        conds: list[str] = []
        self.params: list[object] = []
        if filters.mime_prefix:
            conds.append("f.mime_type >= ? AND f.mime_type < ?")
            self.params += [filters.mime_prefix, _upper(filters.mime_prefix)]
        if filters.folder:
            conds.append("f.folder >= ? AND f.folder < ?")
            self.params += [filters.folder, _upper(filters.folder)]
        self.join = " JOIN files f ON f.id = {t}.rowid" if conds else ""
        self.where = "".join(f" AND {c}" for c in conds)


def _head(db: sqlite3.Connection, match: str, flt: _Filter, cap: int) -> list[tuple[int, float]]:
    """(id, x) of the ``cap`` newest files whose name, path or lead match, best BM25 first
    (x = -bm25, higher is better)."""
    rows = db.execute(
        f"SELECT head_fts.rowid, -bm25(head_fts, {WEIGHTS}) FROM head_fts{flt.join.format(t='head_fts')}"
        f" WHERE head_fts MATCH ?{flt.where} ORDER BY head_fts.rowid DESC LIMIT ?",
        (match, *flt.params, cap),
    ).fetchall()
    rows.sort(key=lambda r: (-r[1], -r[0]))
    return rows


def _body(db: sqlite3.Connection, match: str, flt: _Filter, cap: int) -> list[tuple[int, float]]:
    """(id, x) of the ``cap`` newest files matching anywhere, newest first. Not BM25: its
    IDF counts every file holding each word, a full pass over each word's list (10-60 ms
    for three common words at a million files); here recency decides."""
    rows = db.execute(
        f"SELECT files_fts.rowid FROM files_fts{flt.join.format(t='files_fts')}"
        f" WHERE files_fts MATCH ?{flt.where} ORDER BY files_fts.rowid DESC LIMIT ?",
        (match, *flt.params, cap),
    ).fetchall()
    return [(r[0], 1.0 / (1 + i)) for i, r in enumerate(rows)]


def _exists(db: sqlite3.Connection, match: str) -> bool:
    return (
        db.execute("SELECT 1 FROM files_fts WHERE files_fts MATCH ? LIMIT 1", (match,)).fetchone()
        is not None
    )


def _rank(
    db: sqlite3.Connection, q: _Query, flt: _Filter, limit: int, top: int
) -> tuple[list[tuple[int, float]], bool]:
    """(id, score) of up to ``limit`` files, levels ``top``..1, head tier before body tier;
    and whether the top level matched anything."""
    out: list[tuple[int, float]] = []
    seen: set[int] = set()
    top_hit = False
    for k, match in _levels(q, top):
        for tier, lo in ((_head, 0.5), (_body, 0.0)):
            cap = max(HEAD_CANDIDATES if tier is _head else 0, limit + len(seen))
            for rowid, x in tier(db, match, flt, cap):
                top_hit = top_hit or k == top
                if rowid in seen:
                    continue
                x = max(0.0, x)
                # The level, then the tier, then BM25 or recency; never above the one before
                # (the exact pass and the prefix pass of the top level share its range).
                score = (k - 1 + lo + 0.5 * x / (1 + x)) / q.n
                out.append((rowid, min(score, out[-1][1]) if out else score))
                seen.add(rowid)
                if len(out) >= limit:
                    return out, top_hit
    return out, top_hit


def _levels(q: _Query, top: int) -> list[tuple[int, str]]:
    """The levels to ask, in order: all words first (the last one as typed before it counts
    as a prefix: 'zorbel' finds the files saying 'zorbel' before those saying 'zorbeline'),
    then fewer words from the end."""
    out = []
    for k in range(top, 0, -1):
        if k == q.n and q.prefix_last and q.last_prefix != _quote(q.words[-1]):
            out.append((k, q.level(k, exact=True)))
        out.append((k, q.level(k)))
    return out


def _widen(db: sqlite3.Connection, q: _Query) -> int:
    """Widen the words that match no file at all to their typo alternatives (a word in another
    script: to the library's spelling of it, ``scripts.py``); returns the
    highest level still worth asking (a word matching nothing empties every level that
    holds it)."""
    for i, w in enumerate(q.words):
        if _exists(db, q.term(i, q.n)):
            continue
        alts = typos.alternatives(db, w) or spelled_as(db, w)  # a typo, or another script
        q.alts[i] = [a for a in alts if _exists(db, _quote(a))]
        if not q.alts[i]:
            return i
    return q.n


def _search(
    db: sqlite3.Connection, query: str, words: list[str], filters: SearchFilters, limit: int
) -> SearchResults:
    q = _Query(as_written_here(db, words), db)
    flt = _Filter(filters)
    ranked, top_hit = _rank(db, q, flt, limit, q.n)
    if not top_hit:  # a word may match nothing: widen it, or drop the levels holding it
        top = _widen(db, q)
        if q.alts:
            ranked = _rank(db, q, flt, limit, top)[0] if top else []
    if len(ranked) < limit:
        total, estimate = len(ranked), False  # every match is in the list already
    else:
        (total,) = db.execute(
            f"SELECT count(*) FROM (SELECT 1 FROM files_fts{flt.join.format(t='files_fts')}"
            f" WHERE files_fts MATCH ?{flt.where} LIMIT {COUNT_LIMIT + 1})",
            (q.level(1) if q.n > 1 else q.level(q.n), *flt.params),
        ).fetchone()
        estimate = total > COUNT_LIMIT
        total = min(total, COUNT_LIMIT)
    hits = _hits(db, q, ranked)
    return SearchResults(
        query=query, total_found=max(total, len(hits)), results=hits, total_is_estimate=estimate
    )


def _hits(db: sqlite3.Connection, q: _Query, ranked: list[tuple[int, float]]) -> list[SearchHit]:
    rows = fts.hit_rows(db, [r[0] for r in ranked]) if ranked else {}
    snippets = Snippets(q.snippet_terms())
    return [
        SearchHit(
            path=r.path,
            name=r.name,
            folder=r.folder,
            mime_type=r.mime_type,
            score=round(score, 4),
            match_context=snippets.make(r.text, r.name, r.path),
        )
        for rowid, score in ranked
        if (r := rows.get(rowid)) is not None
    ]


class SqliteSearch:
    """Search over the index database's FTS tables and vectors, reading through the
    connection it is given (the indexer writes the FTS rows in the same transaction as the
    file rows, and the vectors table, so ``sync`` is a no-op). ``passages`` embeds pieces of
    a hit cheaply, to quote the one closest to the question (``hybrid.py``)."""

    name = "sqlite"

    def __init__(
        self,
        db: aiosqlite.Connection,
        semantic: SemanticIndex | None = None,
        passages: Passages | None = None,
    ) -> None:
        self._db = db
        self._semantic = semantic or SemanticIndex()
        self._passages = passages
        self.today: Callable[[], dt.date] = dt.date.today  # what 'last year' is relative to
        self.trace: Trace | None = None  # told every hybrid candidate (for fitting)
        self._facts = FactsCache()  # candidates' rows, on the connection's thread only

    async def search(
        self,
        query: str,
        filters: SearchFilters,
        limit: int,
        mode: SearchMode = "keyword",
        query_vector: np.ndarray | None = None,
    ) -> SearchResults:
        words = query_words(query)
        if not words and mode == "keyword":
            raise InvalidQuery(
                f"query {query[:80]!r} has no words to search for; use letters or digits, e.g. 'passport scan'"
            )
        try:
            if mode != "keyword" and query_vector is not None and self._passages is not None:
                return await run_on(
                    self._db, self._by_meaning, query, words, query_vector, filters, limit, mode
                )
            return await run_on(self._db, _search, query, words, filters, limit)
        except sqlite3.Error as exc:  # every word is quoted: no query is a syntax error
            raise StorageError(f"search failed: {exc}") from exc

    async def search_meaning(
        self,
        query: str,
        filters: SearchFilters,
        limit: int,
        mode: SearchMode,
        vector: Callable[[str], Awaitable[np.ndarray | None]],
    ) -> tuple[SearchResults, np.ndarray | None]:
        """``search`` in hybrid or semantic mode, the question embedded (``vector``, on a
        worker thread) while its words are looked up on the connection's thread; and the
        question's vector. Words in a script the library never writes are embedded again as
        the library spells them (``scripts.py``: 'पासपोर्ट' is read as 'passport')."""
        words, flt = query_words(query), _Filter(filters)
        try:
            qvec, lex = await side_by_side(
                lambda: vector(query),
                lambda: run_on(self._db, words_side, words, flt.where, flt.params, limit, mode),
            )
            if qvec is not None and lex is not None and lex.unwritten:
                qvec = await vector(" ".join(lex.unwritten.get(w, w) for w in words))
            if qvec is None or self._passages is None:
                return await self.search(query, filters, limit, mode, None), qvec
            found = await run_on(
                self._db, self._by_meaning, query, words, qvec, filters, limit, mode, lex
            )
        except sqlite3.Error as exc:
            raise StorageError(f"search failed: {exc}") from exc
        return found, qvec

    def _by_meaning(
        self,
        db: sqlite3.Connection,
        query: str,
        words: list[str],
        qvec: np.ndarray,
        filters: SearchFilters,
        limit: int,
        mode: SearchMode,
        lex: Lexical | None = None,
    ) -> SearchResults:
        assert self._passages is not None
        flt = _Filter(filters)
        terms = _Query(words, db).snippet_terms() if words else []
        return hybrid_search(
            db,
            query,
            words,
            qvec,
            flt.where,
            flt.params,
            limit,
            mode,
            self._semantic,
            self._passages,
            terms,
            self.today(),
            self.trace,
            lex,
            self._facts,
        )

    def nearest_to(self, db: sqlite3.Connection, file_id: int, k: int) -> list[tuple[int, float]]:
        """(file id, cosine) of the files most like ``file_id`` (on ``db``'s thread)."""
        self._semantic.refresh(db)
        vec = self._semantic.vector_of(file_id)
        if vec is None:
            return []
        return [(f, c) for f, c in self._semantic.nearest(vec, k + 1) if f != file_id][:k]

    async def similar(self, file_id: int, k: int) -> list[tuple[int, float]]:
        return await run_on(self._db, self.nearest_to, file_id, k)

    async def sync(self, upserts: Sequence[SearchDoc], deletes: Sequence[str]) -> None:
        return None

    async def rebuild(self, docs: AsyncIterator[SearchDoc]) -> None:
        async for _ in docs:  # the FTS tables are kept by the indexer, not from docs
            pass

    async def aclose(self) -> None:
        return None
