"""How likely a candidate file is the one a question means: the relevance hybrid search
shows as ``score`` and cuts at ``FLOOR``.

Every candidate (the files closest in meaning and the files holding the question's words) is
described by a few numbers (``FEATURES``): its cosine with the question, raw and against the
other candidates'; how much of the question's word weight (BM25 IDF) it holds, in its text and
in its name, path or first lines; whether it holds every word when one is rare; its ranks in
the two lists; **how much it says** (the tokens of its text, from FTS5's own document sizes:
a photo without text, an empty scan or a file read by name only has a vector made of its
name and folder words and competes on that, not as an equal of a document); whether it is
guideline.md; whether its date falls in a period the question names (``when.py``); whether it
is the newest of the candidates in its folder; and, for the whole question, the best cosine
and the best word coverage any file has (nonsense is close to nothing and held by no file).

A logistic model turns them into a probability: ``WEIGHTS`` were fitted on the development
libraries' questions and junk queries only (``python -m tests.benchmarks.search_fit``; the
test libraries never), with every candidate of every question labelled right or wrong, so a
hit scored 0.8 was right about 80% of the time there. Computing them costs a few numpy
operations over the ~200 candidates and one indexed read of their rows.
"""

from __future__ import annotations

import datetime as dt
import json
import sqlite3
import sys
from collections.abc import Callable
from dataclasses import dataclass

import numpy as np

from .lexical import Lexical
from .when import Period, in_period, named_in, overlaps
from .words import SENTENCE

__all__ = [
    "closest_rule",
    "FEATURES",
    "WEIGHTS",
    "QUERY_FEATURES",
    "QUERY_WEIGHTS",
    "FLOOR",
    "ANSWER_MIN",
    "Facts",
    "FactsCache",
    "facts_of",
    "features",
    "with_leads",
    "query_features",
    "probability",
    "relevance",
]

FEATURES = (
    "bias",
    "cos",
    "cos_gap",
    "cos_z",
    "coverage",
    "head_coverage",
    "exact",
    "words_rr",
    "meaning_rr",
    "says",
    "cos_says",
    "guideline",
    "date_in",
    "name_date_in",
    "name_date_out",
    "date_out",
    "newest_in_folder",
    "guideline_coverage",
    "guideline_cos",
    "guideline_rule",
    "top_cos",
    "max_coverage",
    "cos_no_words",
    "lead_date_in",
    "lead_date_out",
)
_LEAD_IN, _LEAD_OUT, _DATE_OUT, _NAME_IN, _NAME_OUT = (
    FEATURES.index(f)
    for f in ("lead_date_in", "lead_date_out", "date_out", "name_date_in", "name_date_out")
)
# Fitted on the development libraries (tests/benchmarks/search_fit.py), in FEATURES' order.
WEIGHTS = np.array(
    [0.000, 3.687, 3.687, 0.195, 6.894, 1.688, 1.871, 0.818, 1.273, 1.569, 2.639, -1.083]
    + [0.679, 0.947, -1.244, -0.987, 0.250, 0.989, -0.820, 2.634, -0.000, -0.000, 6.481]
    + [-0.249, -0.730]
)
QUERY_FEATURES = (
    "bias",
    "held_share",
    "missing_code",
    "max_coverage",
    "top_cos",
    "top_candidate",
)
# Fitted likewise: questions against junk queries (words in no file, nonsense).
QUERY_WEIGHTS = np.array([-2.513, 5.525, -6.738, 3.040, 6.258, 1.914])
_MAX_COV, _TOP_COS = FEATURES.index("max_coverage"), FEATURES.index("top_cos")
FLOOR = 0.01  # a candidate less likely than this is not a result (offered as related at most)
ANSWER_MIN = 0.5  # a question less likely than this to have an answer here gets no results
SAYS_TOKENS = 500  # a text of this many tokens says all a file can
LEAD = 200  # characters of a text's beginning read for the period it names ...
LEAD_TOP = 10  # ... for this many of the likeliest candidates


@dataclass(frozen=True)
class Facts:
    """What the ranking reads of each candidate's row (aligned with the candidates)."""

    folder: list[str]
    name: list[str]
    mtime: np.ndarray  # unix seconds
    tokens: np.ndarray  # tokens of its search text (FTS5's document size)
    guideline: np.ndarray  # 1.0 for guideline.md


def _varints(blob: bytes) -> list[int]:
    out, value = [], 0
    for b in blob:
        value = (value << 7) | (b & 0x7F)
        if not b & 0x80:
            out.append(value)
            value = 0
    return out


class FactsCache:
    """The rows ``facts_of`` read, kept while the database is unchanged: the same candidates
    come back question after question (after 200 questions over 20,000 files, 3 of 5 were
    read before), and each read is two b-tree lookups. Keyed by the connection's
    ``PRAGMA data_version`` (another connection committed) and ``total_changes`` (this one
    wrote); at most ``LIMIT`` rows (~300 bytes each: serve's memory counts too), then
    emptied. One per connection, used on its thread. (Sorted numpy arrays took less memory
    and more time: each question's new rows were inserted into all of them.)"""

    LIMIT = 8_192

    def __init__(self) -> None:
        self._key: tuple[int, int, str] | None = None
        self._rows: dict[int, tuple[str, float, float, float, str]] = {}

    def rows(
        self, db: sqlite3.Connection, ids: list[int], guideline: str
    ) -> dict[int, tuple[str, float, float, float, str]]:
        """id -> row, for (at least) ``ids``: those not kept read in one statement."""
        (version,) = db.execute("PRAGMA data_version").fetchone()
        key = (int(version), db.total_changes, guideline)
        if key != self._key or len(self._rows) > self.LIMIT:
            self._rows.clear()
            self._key = key
        need = [i for i in ids if i not in self._rows]
        if need:
            read = _read_facts(db, need, guideline)
            self._rows.update(read)
            empty = ("", 0.0, 0.0, 0.0, "")
            self._rows.update((i, empty) for i in need if i not in read)  # no such file
        return self._rows


def _read_facts(
    db: sqlite3.Connection, ids: list[int], guideline: str
) -> dict[int, tuple[str, float, float, float, str]]:
    """id -> (folder, date in unix seconds, tokens of its text, 1.0 for guideline.md, name)
    of the files of ``ids`` still there; the tokens are the third column of files_fts's
    document sizes (name, path, content)."""
    out = {}
    for fid, folder, mtime_ns, sz, is_rule, name in db.execute(
        "SELECT f.id, f.folder, f.mtime_ns, d.sz, f.path = ?, f.name"
        " FROM files f LEFT JOIN files_fts_docsize d ON d.id = f.id"
        " WHERE f.id IN (SELECT value FROM json_each(?))",
        (guideline, json.dumps(ids)),
    ):
        sizes = _varints(sz or b"")
        out[fid] = (
            sys.intern(folder or ""),  # a folder's rows share its name
            (mtime_ns or 0) / 1e9,
            float(sizes[2]) if len(sizes) > 2 else 0.0,
            float(is_rule or 0),
            name or "",
        )
    return out


def facts_of(
    db: sqlite3.Connection, ids: np.ndarray, guideline: str, cache: FactsCache | None = None
) -> Facts:
    """One read of the candidates' rows (``cache``: those read before not read again)."""
    wanted = ids.tolist()
    rows = cache.rows(db, wanted, guideline) if cache else _read_facts(db, wanted, guideline)
    empty = ("", 0.0, 0.0, 0.0, "")
    got = [rows.get(i, empty) for i in wanted]
    return Facts(
        folder=[r[0] for r in got],
        name=[r[4] for r in got],
        mtime=np.array([r[1] for r in got]),
        tokens=np.array([r[2] for r in got]),
        guideline=np.array([r[3] for r in got]),
    )


def with_leads(
    db: sqlite3.Connection,
    x: np.ndarray,
    ids: np.ndarray,
    p: np.ndarray,
    periods: list[Period],
    today: dt.date,
) -> bool:
    """The period the first lines name, for the ``LEAD_TOP`` likeliest candidates whose name
    names none (a scan of the payslip of April, dated in May when it arrived): their first
    ``LEAD`` characters (their first digest's) read, and ``x``'s lead and date columns set
    in place. Whether any was set (then the relevance is computed again)."""
    if not periods:
        return False
    quiet = (x[:, _NAME_IN] == 0) & (x[:, _NAME_OUT] == 0)  # its name names no period
    top = [int(i) for i in np.argsort(-p, kind="stable") if quiet[i]][:LEAD_TOP]
    if not top:
        return False
    leads = dict(
        db.execute(
            f"SELECT f.id, substr(g.content, 1, {LEAD}) FROM files f JOIN digests g"
            " ON g.file_id = f.id AND g.digester = (SELECT min(h.digester) FROM digests h"
            " WHERE h.file_id = f.id AND h.content IS NOT NULL)"
            " WHERE f.id IN (SELECT value FROM json_each(?))",
            (json.dumps([int(ids[i]) for i in top]),),
        )
    )
    found = False
    for i in top:
        said = named_in(leads.get(int(ids[i])) or "")
        if said:
            inside = overlaps(periods, said)
            x[i, _LEAD_IN], x[i, _LEAD_OUT] = float(inside), float(not inside)
            x[i, _DATE_OUT] *= not inside  # its date is the one its first lines say
            found = True
    return found


def _rr(ids: np.ndarray, ranked: list[int]) -> np.ndarray:
    """1 / (1 + rank) of each of ``ids`` in ``ranked`` (its first place), 0 where absent."""
    out = np.zeros(len(ids))
    if not ranked or not len(ids):
        return out
    r = np.asarray(ranked, dtype=np.int64)
    order = np.argsort(r, kind="stable")
    at = np.minimum(np.searchsorted(r[order], ids), len(r) - 1)
    held = r[order][at] == ids
    out[held] = 1.0 / (1 + order[at][held])
    return out


def _newest_in_folder(folder: list[str], mtime: np.ndarray) -> np.ndarray:
    """1.0 for the newest of two or more candidates in the same folder (ties: each)."""
    codes: dict[str, int] = {}
    at = np.array([codes.setdefault(f, len(codes)) for f in folder], dtype=np.int64)
    if not len(at):
        return np.zeros(0)
    best = np.full(len(codes), -np.inf)
    np.maximum.at(best, at, mtime)
    many = np.bincount(at)[at] > 1
    out: np.ndarray = (many & (mtime >= best[at])).astype(float)
    return out


def features(
    ids: np.ndarray,
    cos: np.ndarray,
    meaning: list[int],
    lex: Lexical,
    facts: Facts,
    periods: list[Period],
    today: dt.date,
    rule: float = 0.0,
) -> np.ndarray:
    """The candidates' rows of FEATURES (``ids``: the meaning list first, then the others;
    ``rule``: the cosine of guideline.md's sentence closest to the question, 0 without)."""
    n = len(ids)
    # guideline.md speaks of every topic: its closeness says nothing of what files there are
    m = len(meaning)  # the candidates start with the meaning list, in its order
    near = cos[:m][facts.guideline[:m] == 0]
    top = float(near.max()) if len(near) else 0.0
    mean, std = (float(near.mean()), float(near.std())) if len(near) else (0.0, 0.0)
    cov, head = lex.coverage(ids)
    max_cov = float(cov.max()) if n else 0.0
    says = np.minimum(1.0, np.log1p(facts.tokens) / np.log1p(SAYS_TOKENS))
    asked = 1.0 if periods else 0.0
    date_in = in_period(facts.mtime, periods)
    name_in, name_out = np.zeros(n), np.zeros(n)
    if periods:
        for i, name in enumerate(facts.name):
            named = named_in(name)
            if named:
                name_in[i], name_out[i] = (1.0, 0.0) if overlaps(periods, named) else (0.0, 1.0)
    cols = [
        np.ones(n),
        cos,
        cos - top,
        (cos - mean) / (std + 1e-3),
        cov,
        head,
        np.isin(ids, lex.exact).astype(float),
        _rr(ids, lex.ranked),
        _rr(ids, meaning),
        says,
        cos * says,
        facts.guideline,
        date_in,
        name_in,
        name_out,
        asked * (1.0 - np.maximum(date_in, name_in)),
        _newest_in_folder(facts.folder, facts.mtime),
        facts.guideline * cov,
        facts.guideline * cos,
        facts.guideline * (rule - top),
        np.full(n, top),
        np.full(n, max_cov),
        cos * (1.0 - max_cov),
        np.zeros(n),  # lead_date_in and lead_date_out: with_leads, for the likeliest
        np.zeros(n),
    ]
    return np.stack(cols, axis=1) if n else np.zeros((0, len(FEATURES)))


_RULES: dict[int, np.ndarray] = {}  # hash of guideline.md's text -> its sentences' vectors


def closest_rule(text: str, qvec: np.ndarray, embed: Callable[[list[str]], np.ndarray]) -> float:
    """The cosine of the guideline sentence closest to the question: a question about the
    rules is close to one rule ('bills go in home/bills/'), a question about a file is as
    close to the file. The sentences are embedded once per text of the guideline."""
    key = hash(text)
    vecs = _RULES.get(key)
    if vecs is None:
        pieces = [p.strip() for p in SENTENCE.split(text[:20_000]) if len(p.strip()) > 3]
        vecs = embed(pieces[:300]) if pieces else np.zeros((0, len(qvec)))
        if len(_RULES) > 8:
            _RULES.clear()
        _RULES[key] = vecs
    return float((vecs @ qvec).max()) if len(vecs) else 0.0


def query_features(x: np.ndarray, lex: Lexical, candidate: np.ndarray) -> np.ndarray:
    """The question's row of QUERY_FEATURES: how much of its word weight the library holds
    at all, the best coverage and cosine any candidate has, the best candidate's
    probability (``candidate``, from ``probability(x)``)."""
    held = sum(lex.idf.values())
    share = held / (held + lex.missing) if held + lex.missing > 0 else 0.0
    code = float(lex.missing_code)
    if not len(x):
        return np.array([1.0, share, code, 0.0, 0.0, 0.0])
    row = x[0]
    return np.array([1.0, share, code, row[_MAX_COV], row[_TOP_COS], float(candidate.max())])


def probability(x: np.ndarray, weights: np.ndarray = WEIGHTS) -> np.ndarray:
    """The logistic model's probability (rows of ``x``: candidates, or one question)."""
    out: np.ndarray = 1.0 / (1.0 + np.exp(-(x @ weights)))
    return out


def candidate_probability(x: np.ndarray, weights: np.ndarray = WEIGHTS) -> np.ndarray:
    """The probability that each candidate is the file the question means, if the library
    holds one: a softmax over the candidates of their weighted features (fitted listwise)."""
    z = x @ weights
    e = np.exp(z - z.max())
    out: np.ndarray = e / e.sum()
    return out


def relevance(x: np.ndarray, lex: Lexical) -> tuple[np.ndarray, float, np.ndarray]:
    """(each candidate's relevance, how likely the question has an answer here at all, the
    question's row): a candidate's relevance is that likelihood times the probability that
    it is the answer if there is one."""
    cand = candidate_probability(x)
    q = query_features(x, lex, cand)
    answerable = float(probability(q, QUERY_WEIGHTS))
    return cand * answerable, answerable, q
