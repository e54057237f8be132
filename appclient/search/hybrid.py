"""Hybrid and semantic ranking for the sqlite backend: a question as people speak it.

Candidates come from two lists: the files closest in meaning (``semantic.py``, guideline.md
among them) and the files holding any of the question's words (``lexical.py``). Hybrid mode
scores each candidate with ``relevance.py``: the probability, learned on the development
question sets, that it is the file the question means, from its cosine, the share of the
question's words it holds, how much text it has, its date against the period the question
names, and more. That probability is the hit's ``score``: readable on its own (a hit at 0.8
was right about 80% of the time on the development sets), not a rank normalised so the first
hit is 1.00. Candidates under ``FLOOR`` are no result: when none clears it the answer is "no
file matches" (``results`` empty), and the best few below it are offered apart
(``related``).

``semantic`` mode ranks by meaning alone and scores by the cosine (-1 to 1).

Every hit says why it is there: it holds the question's words (``match_context`` shows them
in [brackets]), it is similar in meaning (``match_context`` quotes the passage closest to the
question, found with the embedder's cheap passage vectors), or both.
"""

from __future__ import annotations

import datetime as dt
import sqlite3
from collections.abc import Awaitable, Callable
from typing import Any

import anyio
import numpy as np

from ..models import SearchHit, SearchMode, SearchResults
from ..paths import GUIDELINE
from . import fts
from .lexical import Lexical, count_any, keyword_lists
from .relevance import (
    ANSWER_MIN,
    FLOOR,
    FactsCache,
    closest_rule,
    facts_of,
    features,
    relevance,
    with_leads,
)
from .semantic import SemanticIndex
from .snippet import Snippets
from .when import asked_period
from .words import SENTENCE, strip_cjk_section

__all__ = [
    "hybrid_search",
    "words_side",
    "side_by_side",
    "CANDIDATES",
    "SIMILAR_MIN",
    "RELATED",
    "Trace",
]

CANDIDATES = 50  # from each list (measured: 100 found no more on the development sets)
# A file this many times less likely than the first is no result either: a code only one file
# holds returns that file alone (the rest, if any, as related).
RELATIVE_FLOOR = 0.02
RELATED = 5  # loosely related files offered apart, at most
RELATED_MIN = 0.01  # ... and only from this likely
SIMILAR_MIN = 0.3  # cosine from which a file counts as similar in meaning (semantic mode)
_PASSAGES = 3

Passages = Callable[[list[str]], np.ndarray]
# Told every candidate of a hybrid search: (ids, features, the question's row). For fitting.
Trace = Callable[[np.ndarray, np.ndarray, np.ndarray], None]


def _allowed(db: sqlite3.Connection, where: str, params: list[object]) -> set[int] | None:
    if not where:
        return None
    return {r[0] for r in db.execute(f"SELECT f.id FROM files f WHERE 1=1{where}", params)}


def _score(
    db: sqlite3.Connection,
    query: str,
    near: list[tuple[int, float]],
    lex: Lexical,
    qvec: np.ndarray,
    index: SemanticIndex,
    passages: Passages,
    today: dt.date,
    trace: Trace | None,
    cache: FactsCache | None = None,
) -> tuple[list[tuple[int, float]], float]:
    """(id, relevance) of every candidate, most likely first; and how likely the question
    has an answer in the library at all."""
    meaning = [fid for fid, _ in near]
    ids_list = list(dict.fromkeys([*meaning, *lex.ranked, *lex.exact]))
    if not ids_list:
        return [], 0.0
    ids = np.asarray(ids_list, dtype=np.int64)
    known = dict(near)
    rest = [i for i in ids_list if i not in known]
    cos = np.array([known.get(i, 0.0) for i in ids_list])
    if rest:
        cos[len(ids_list) - len(rest) :] = index.cosines(qvec, rest)
    periods = asked_period(query, today)
    facts = facts_of(db, ids, GUIDELINE, cache)
    rule = 0.0
    if facts.guideline.any():
        gid = int(ids[int(np.argmax(facts.guideline))])
        row = fts.hit_rows(db, [gid]).get(gid)
        rule = closest_rule(strip_cjk_section(row.text), qvec, passages) if row else 0.0
    x = features(ids, cos, meaning, lex, facts, periods, today, rule)
    p, answerable, q = relevance(x, lex)
    if periods and with_leads(db, x, ids, p, periods, today):
        p, answerable, q = relevance(x, lex)
    if trace is not None:
        trace(ids, x, q)
    order = np.lexsort((-ids, -p))
    return [(int(ids[i]), float(p[i])) for i in order], answerable


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
    today: dt.date | None = None,
    trace: Trace | None = None,
    lex: Lexical | None = None,
    facts: FactsCache | None = None,
) -> SearchResults:
    """One hybrid (or semantic) search, on the connection's thread; ``lex``: the keyword
    lists when ``words_side`` made them already (while the question was embedded);
    ``facts``: the candidates' rows read before, kept for this connection."""
    index.refresh(db)
    k = max(CANDIDATES, limit)  # candidates from each list
    near = index.nearest(qvec, k, _allowed(db, where, params))
    if mode == "semantic":  # guideline.md speaks of every topic: not by meaning alone
        guideline = db.execute("SELECT id FROM files WHERE path = ?", (GUIDELINE,)).fetchone()
        ranked = [(f, c) for f, c in near if not guideline or f != guideline[0]][:limit]
        total = sum(1 for _, c in near if c >= SIMILAR_MIN)
        hits = list(_hits(db, ranked, set(), dict(near), qvec, passages, snippet_terms).values())
        return SearchResults(query=query, total_found=max(total, len(hits)), results=hits)
    if lex is None:
        lex = keyword_lists(db, words, where, params, k)
    scored, answerable = _score(
        db, query, near, lex, qvec, index, passages, today or dt.date.today(), trace, facts
    )
    # A question that likely has no answer here (its words in no file, nothing close in
    # meaning) gets no results, only the loosely related files.
    floor = max(FLOOR, RELATIVE_FLOOR * scored[0][1]) if scored else FLOOR
    good = [(f, p) for f, p in scored if p >= floor] if answerable >= ANSWER_MIN else []
    shown = good[:limit]
    room = min(RELATED, limit - len(shown))  # related only where results leave room
    loose = [(f, p) for f, p in scored[len(good) :] if p >= RELATED_MIN][:room]
    total, estimate = len(good), False
    if len(lex.ranked) == k and len(good) >= k // 2:
        total, estimate = count_any(db, words, where, params)
    by_words = set(lex.ranked)
    snippet_terms = snippet_terms + [(w, False) for w in lex.spelled.values()]
    made = _hits(db, shown + loose, by_words, dict(near), qvec, passages, snippet_terms)
    hits = [made[f] for f, _ in shown if f in made]
    related = [made[f] for f, _ in loose if f in made]
    return SearchResults(
        query=query,
        total_found=max(total, len(shown)),
        results=hits,
        total_is_estimate=estimate,
        related=related,
    )


def words_side(
    db: sqlite3.Connection,
    words: list[str],
    where: str,
    params: list[object],
    limit: int,
    mode: SearchMode,
) -> Lexical | None:
    """What a search can look up before its question's vector (on the connection's thread):
    in hybrid mode, the keyword lists."""
    if mode == "semantic":
        return None
    return keyword_lists(db, words, where, params, max(CANDIDATES, limit))


async def side_by_side(
    vector: Callable[[], Awaitable[np.ndarray | None]],
    words: Callable[[], Awaitable[Lexical | None]],
) -> tuple[np.ndarray | None, Lexical | None]:
    """The question's vector and its words' side (``words_side``), made at once; a failure
    of either raised as itself (a task group would wrap it in a group of exceptions)."""
    got: dict[str, Any] = {}

    async def run(key: str, make: Callable[[], Awaitable[Any]]) -> None:
        try:
            got[key] = await make()
        except Exception as exc:  # noqa: BLE001 - raised below
            got["error"] = got.get("error", exc)

    async with anyio.create_task_group() as tg:
        tg.start_soon(run, "vector", vector)
        tg.start_soon(run, "words", words)
    if "error" in got:
        raise got["error"]
    return got["vector"], got["words"]


def _hits(
    db: sqlite3.Connection,
    ranked: list[tuple[int, float]],
    lexical: set[int],
    near: dict[int, float],
    qvec: np.ndarray,
    passages: Passages,
    snippet_terms: list[tuple[str, bool]],
) -> dict[int, SearchHit]:
    """The hits of ``ranked`` by id (files gone since left out), their closest passages
    embedded in one call."""
    if not ranked:
        return {}
    rows = fts.hit_rows(db, [r[0] for r in ranked])
    snippets = Snippets(snippet_terms)
    closest = closest_passages(
        {fid: (r.text, r.name) for fid, r in rows.items() if fid not in lexical}, qvec, passages
    )
    hits = {}
    for fid, score in ranked:
        r = rows.get(fid)
        if r is None:
            continue
        by_words, by_meaning = fid in lexical, fid in near
        if by_words:
            context = snippets.make(r.text, r.name, r.path)
        else:
            context = "similar in meaning: " + closest[fid]
        hits[fid] = SearchHit(
            path=r.path,
            name=r.name,
            folder=r.folder,
            mime_type=r.mime_type,
            score=round(score, 4),
            match_context=context,
            matched="both" if by_words and by_meaning else "words" if by_words else "meaning",
        )
    return hits


def _first_pieces(text: str) -> list[str]:
    """The text's first ``_PASSAGES`` sentences or lines of more than 3 characters (each cut
    at 240), from its first 6,000 characters: split from the first 1,000 when they hold
    them whole (a file's text is up to 100,000 characters; splitting it was a twentieth of a
    search)."""
    for n in (1_000, 6_000):
        split = SENTENCE.split(text[:n])
        if n < 6_000 and len(text) > n:
            split.pop()  # cut at n: the next size reads it whole
        found = [p[:240] for p in (p.strip() for p in split) if len(p) > 3][:_PASSAGES]
        if len(found) == _PASSAGES or len(text) <= n:
            return found
    return found


def closest_passages(
    files: dict[int, tuple[str, str]], qvec: np.ndarray, passages: Passages
) -> dict[int, str]:
    """Per file (id -> (text, name)): the sentence or line of its text closest in meaning to
    the question (its first ``_PASSAGES`` pieces are compared, every file's in one call to
    the embedder), or its name when it has no text."""
    pieces = {fid: _first_pieces(strip_cjk_section(text)) for fid, (text, _) in files.items()}
    flat = [p for ps in pieces.values() if len(ps) > 1 for p in ps]  # one piece: no choice
    sims = passages(flat) @ qvec if flat else np.zeros(0)
    out, at = {}, 0
    for fid, ps in pieces.items():
        if not ps:
            out[fid] = files[fid][1]
            continue
        best = ps[0]
        if len(ps) > 1:
            best = ps[int(np.argmax(sims[at : at + len(ps)]))]
            at += len(ps)
        text = " ".join(best.split())
        out[fid] = text if len(text) <= 200 else text[:199] + "…"
    return out
