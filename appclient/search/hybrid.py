"""Hybrid and semantic ranking for the sqlite backend: a question as people speak it.

Two lists of candidates, fused by weighted reciprocal rank fusion (RRF):

- **meaning**: the files whose vectors are closest to the question's (``semantic.py``);
- **words**: the files holding *any* of the question's words (no word is mandatory because
  it was typed), each word a file holds worth its BM25 IDF, three times that where the
  file's name, path or first lines hold it (``_scores``). A word most files of this library
  hold (more than ``COMMON_SHARE``) is left out: a stop word in any language decides nothing.

score(file) = 1 / (RRF_K + rank_meaning) + KEYWORD_WEIGHT / (RRF_K + rank_words), and files
holding every word of the question when one of them is rare in the library (an ID number, a
name, a code: in at most ``RARE_FILES`` files or ``RARE_SHARE`` of them) go above the rest.
The weight
and the constant were chosen by measurement on the development question sets
(tests/benchmarks/search_quality.py: words alone find the file in the top 5 for about half
of natural questions, meaning alone for most; giving words half the weight keeps exact names
and numbers on top without losing the paraphrases). ``semantic`` mode uses the meaning list
alone. guideline.md stays out of the meaning list (it speaks of every topic of the library
by design; words still find it), and so does a file less than ``MEANING_FLOOR`` close. (The
model gives vague but fair questions — 'something to cook' for a recipe — cosines near 0.1,
as low as nonsense gets, so no floor can tell them apart: nonsense gets the least unlike
files, marked 'meaning' with their closest passage, and never a claim to hold its words.)

Every hit says why it is there: it holds the question's words (``match_context`` shows them
in [brackets]), it is similar in meaning (``match_context`` quotes the passage closest to the
question, found with the embedder's cheap passage vectors), or both.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Callable

import numpy as np

from ..models import SearchHit, SearchMode, SearchResults
from ..paths import GUIDELINE
from . import fts
from .semantic import SemanticIndex
from .snippet import Snippets
from .words import COUNT_LIMIT, strip_cjk_section

__all__ = ["hybrid_search", "KEYWORD_WEIGHT", "RRF_K", "CANDIDATES", "SIMILAR_MIN", "MEANING_FLOOR"]

KEYWORD_WEIGHT = 0.5
RRF_K = 10
CANDIDATES = 100
COMMON_SHARE = 0.25  # a word in more of the library's files than this is left out of BM25
RARE_FILES, RARE_SHARE = 5, 0.03  # a word in at most this many files (or share) is "rare"
SIMILAR_MIN = 0.3  # cosine from which a file counts as similar in meaning (total_found)
MEANING_FLOOR = (
    0.05  # a file not even this close is unrelated (the model gives vague questions ~0.1)
)
HEAD_WEIGHT = 3.0  # a word in the name, path or first lines counts this much more
_PASSAGES = 3
_SENTENCE = re.compile(r"(?<=[.!?。！？])\s+|\n+")

Passages = Callable[[list[str]], np.ndarray]


def _quote(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def _doc_counts(db: sqlite3.Connection, words: list[str], cap: int) -> dict[str, int]:
    """How many files hold each word (as the index stems it), counted up to ``cap``."""
    out = {}
    for w in words:
        terms = " AND ".join(_quote(p) for p in w.split("_") if p)
        if not terms:
            continue
        (n,) = db.execute(
            "SELECT count(*) FROM (SELECT 1 FROM files_fts WHERE files_fts MATCH ? LIMIT ?)",
            (terms, cap),
        ).fetchone()
        out[w] = int(n)
    return out


def _terms(words: list[str]) -> list[str]:
    return [_quote(p) for w in words for p in w.split("_") if p]


def keyword_lists(
    db: sqlite3.Connection, words: list[str], where: str, params: list[object], k: int
) -> tuple[list[int], list[int]]:
    """(files holding any informative word, best first; files holding *every* word of the
    question when one of them is rare: an exact name, number or code)."""
    (n,) = db.execute("SELECT count(*) FROM files").fetchone()
    counts = _doc_counts(db, words, int(COMMON_SHARE * n) + 2)
    held = [w for w in words if counts.get(w)]
    informative = [w for w in held if n < 20 or counts[w] <= COMMON_SHARE * n] or held
    if not informative:
        return [], []
    body = {w: _rows(db, "files_fts", [w], where, params) for w in informative}
    head = {w: _rows(db, "head_fts", [w], where, params) for w in informative}
    idf = {w: float(np.log(1.0 + (n - counts[w] + 0.5) / (counts[w] + 0.5))) for w in informative}
    ids, scores = _scores(informative, body, head, idf)
    ranked = _top(ids, scores, k)
    rare = max(RARE_FILES, RARE_SHARE * n)
    exact: list[int] = []
    if len(held) == len(counts) and any(counts[w] <= rare for w in held):
        every = _rows(db, "files_fts", held, where, params)  # as few as the rare word's files
        keep = np.isin(ids, every)
        exact = _top(ids[keep], scores[keep], k)
    return ranked, exact


def _rows(
    db: sqlite3.Connection, table: str, words: list[str], where: str, params: list[object]
) -> np.ndarray:
    """The files whose ``table`` index holds every part of ``words``, within the filters."""
    join = f" JOIN files f ON f.id = {table}.rowid" if where else ""
    match = " AND ".join(_terms(words))
    sql = f"SELECT {table}.rowid FROM {table}{join} WHERE {table} MATCH ?{where}"
    rows = db.execute(sql, (match, *(params if where else [])))
    return np.fromiter((r[0] for r in rows), dtype=np.int64)


def _scores(
    words: list[str],
    body: dict[str, np.ndarray],
    head: dict[str, np.ndarray],
    idf: dict[str, float],
) -> tuple[np.ndarray, np.ndarray]:
    """(files, score) for ``words``: BM25's IDF of each word a file holds, times
    ``HEAD_WEIGHT`` where its name, path or first lines hold it — BM25 without term counts
    or length, which FTS5 can give only by reading and tokenizing every matching file again
    (~100 µs each: a second at 100,000 files for a common word)."""
    parts = [body[w] for w in words]
    weights = [idf[w] * np.where(np.isin(body[w], head[w]), HEAD_WEIGHT, 1.0) for w in words]
    if not parts or not sum(len(p) for p in parts):
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    ids, inverse = np.unique(np.concatenate(parts), return_inverse=True)
    return ids, np.bincount(inverse, weights=np.concatenate(weights), minlength=len(ids))


def _top(ids: np.ndarray, scores: np.ndarray, k: int) -> list[int]:
    """The ``k`` best files, newer files (higher ids) first on ties."""
    order = np.lexsort((-ids, -scores))[:k]
    return [int(i) for i in ids[order]]


def _allowed(db: sqlite3.Connection, where: str, params: list[object]) -> set[int] | None:
    if not where:
        return None
    return {r[0] for r in db.execute(f"SELECT f.id FROM files f WHERE 1=1{where}", params)}


def _guideline_id(db: sqlite3.Connection) -> int | None:
    row = db.execute("SELECT id FROM files WHERE path = ?", (GUIDELINE,)).fetchone()
    return row[0] if row else None


def fuse(
    meaning: list[int], words: list[int], exact: list[int], mode: SearchMode
) -> list[tuple[int, float]]:
    scores: dict[int, float] = {}
    for rank, fid in enumerate(meaning):
        scores[fid] = scores.get(fid, 0.0) + 1.0 / (RRF_K + rank + 1)
    if mode == "hybrid":
        for rank, fid in enumerate(words):
            scores[fid] = scores.get(fid, 0.0) + KEYWORD_WEIGHT / (RRF_K + rank + 1)
        for fid in exact:  # every word, one of them rare: above anything only similar
            scores[fid] = scores.get(fid, 0.0) + 2.0 / (RRF_K + 1)
    return sorted(scores.items(), key=lambda kv: (-kv[1], kv[0]))


def hybrid_search(
    db: sqlite3.Connection,
    query: str,
    words: list[str],
    qvec: np.ndarray,
    where: str,
    params: list[object],
    limit: int,
    mode: SearchMode,
    index: SemanticIndex,
    passages: Passages,
    snippet_terms: list[tuple[str, bool]],
) -> SearchResults:
    """One hybrid (or semantic) search, on the connection's thread."""
    index.refresh(db)
    allowed = _allowed(db, where, params)
    guideline = _guideline_id(db)
    near = [
        (fid, cos)
        for fid, cos in index.nearest(qvec, CANDIDATES + 1, allowed, db)
        if fid != guideline and cos >= MEANING_FLOOR
    ][:CANDIDATES]
    meaning = [fid for fid, _ in near]
    lexical, exact = (
        keyword_lists(db, words, where, params, CANDIDATES) if mode == "hybrid" else ([], [])
    )
    ranked = fuse(meaning, lexical, exact, mode)[:limit]
    similar = {fid for fid, cos in near if cos >= SIMILAR_MIN}
    total = len(similar | set(lexical))
    estimate = False
    if mode == "hybrid" and len(lexical) == CANDIDATES:
        total, estimate = _count_any(db, words, where, params, similar)
    hits = _hits(db, ranked, set(lexical), dict(near), qvec, passages, snippet_terms)
    return SearchResults(
        query=query,
        total_found=max(total, len(hits)),
        results=hits,
        total_is_estimate=estimate,
    )


def _count_any(
    db: sqlite3.Connection, words: list[str], where: str, params: list[object], similar: set[int]
) -> tuple[int, bool]:
    terms = _terms(words)
    join = " JOIN files f ON f.id = files_fts.rowid" if where else ""  # filters only
    rows = db.execute(
        f"SELECT files_fts.rowid FROM files_fts{join}"
        f" WHERE files_fts MATCH ?{where} LIMIT {COUNT_LIMIT + 1}",
        (" OR ".join(terms), *params),
    ).fetchall()
    total = len({r[0] for r in rows} | similar)
    return min(total, COUNT_LIMIT), total > COUNT_LIMIT


def _hits(
    db: sqlite3.Connection,
    ranked: list[tuple[int, float]],
    lexical: set[int],
    near: dict[int, float],
    qvec: np.ndarray,
    passages: Passages,
    snippet_terms: list[tuple[str, bool]],
) -> list[SearchHit]:
    if not ranked:
        return []
    rows = fts.hit_rows(db, [r[0] for r in ranked])
    snippets = Snippets(snippet_terms)
    closest = closest_passages(
        {fid: (r.text, r.name) for fid, r in rows.items() if fid not in lexical}, qvec, passages
    )
    top = ranked[0][1] or 1.0
    hits = []
    for fid, score in ranked:
        r = rows.get(fid)
        if r is None:
            continue
        by_words, by_meaning = fid in lexical, fid in near
        if by_words:
            context = snippets.make(r.text, r.name, r.path)
        else:
            context = "similar in meaning: " + closest[fid]
        hits.append(
            SearchHit(
                path=r.path,
                name=r.name,
                folder=r.folder,
                mime_type=r.mime_type,
                score=round(score / top, 4),
                match_context=context,
                matched="both" if by_words and by_meaning else "words" if by_words else "meaning",
            )
        )
    return hits


def closest_passages(
    files: dict[int, tuple[str, str]], qvec: np.ndarray, passages: Passages
) -> dict[int, str]:
    """Per file (id -> (text, name)): the sentence or line of its text closest in meaning to
    the question (its first ``_PASSAGES`` pieces are compared, every file's in one call to
    the embedder), or its name when it has no text."""
    pieces = {}
    for fid, (text, _) in files.items():
        split = [p.strip() for p in _SENTENCE.split(strip_cjk_section(text)[:6000])]
        pieces[fid] = [p[:240] for p in split if len(p) > 3][:_PASSAGES]
    flat = [p for ps in pieces.values() for p in ps]
    sims = passages(flat) @ qvec if flat else np.zeros(0)
    out, at = {}, 0
    for fid, ps in pieces.items():
        if not ps:
            out[fid] = files[fid][1]
            continue
        best = ps[int(np.argmax(sims[at : at + len(ps)]))]
        at += len(ps)
        text = " ".join(best.split())
        out[fid] = text if len(text) <= 200 else text[:199] + "…"
    return out
