"""The words list of hybrid search: the files holding *any* of the question's words (no word
is mandatory because it was typed), each word a file holds worth its BM25 IDF, three times
that where the file's name, path or first lines hold it. A word most files of this library
hold (more than ``COMMON_SHARE``) is left out: a stop word in any language decides nothing.
Files holding every word of the question when one of them is rare in the library (an ID
number, a name, a code: in at most ``RARE_FILES`` files or ``RARE_SHARE`` of them) are
listed apart (``exact``).

BM25 without term counts or length, which FTS5 can give only by reading and tokenizing every
matching file again (~100 µs each: a second at 100,000 files for a common word)."""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field

import numpy as np

from .scripts import script_absent, spelled_as
from .words import COUNT_LIMIT

__all__ = ["Lexical", "keyword_lists", "count_any", "member", "COMMON_SHARE", "HEAD_WEIGHT"]

COMMON_SHARE = 0.25  # a word in more of the library's files than this is left out of BM25
RARE_FILES, RARE_SHARE = 5, 0.03  # a word in at most this many files (or share) is "rare"
HEAD_WEIGHT = 3.0  # a word in the name, path or first lines counts this much more
FORM_MIN, FORM_TWO_FROM, FORM_LONGER, MAX_FORMS = 5, 7, 3, 8  # forms_of
FORM_WEIGHT = 0.5  # a file holding another form of a word, not the word: this much of it


def _quote(word: str) -> str:
    return '"' + word.replace('"', '""') + '"'


def _terms(words: list[str]) -> list[str]:
    return [_quote(p) for w in words for p in w.split("_") if p]


def forms_of(db: sqlite3.Connection, word: str) -> list[str]:
    """The library's words that differ from ``word`` only in their last letters — the same
    word inflected (``umowa`` for ``umowy``, ``квартире`` for ``квартира``, ``contratos``
    for ``contrato``): those sharing all but its last letter (its last two from
    ``FORM_TWO_FROM`` letters on), at most ``FORM_LONGER`` letters longer; the
    ``MAX_FORMS`` shortest. Words of letters only, of ``FORM_MIN`` letters or more."""
    if len(word) < FORM_MIN or not word.isalpha():
        return []
    stem = word[: -1 if len(word) < FORM_TWO_FROM else -2]
    rows = db.execute(
        "SELECT word FROM search_words WHERE word > ? AND word < ? LIMIT 256",
        (stem, stem + "\U0010ffff"),
    ).fetchall()
    found = sorted(
        (r[0] for r in rows if r[0] != word and len(r[0]) <= len(word) + FORM_LONGER), key=len
    )
    return found[:MAX_FORMS]


@dataclass
class Lexical:
    """What the words say: the ranked list, the exact list, and per informative word the
    files holding it (``body``) and those holding it in their head (``head``), its IDF, and
    the IDF of the question's words no file holds (``missing``)."""

    ranked: list[int] = field(default_factory=list)
    exact: list[int] = field(default_factory=list)
    body: dict[str, np.ndarray] = field(default_factory=dict)
    head: dict[str, np.ndarray] = field(default_factory=dict)
    idf: dict[str, float] = field(default_factory=dict)
    loose: dict[str, np.ndarray] = field(default_factory=dict)  # another form only (forms_of)
    spelled: dict[str, str] = field(default_factory=dict)  # a word as the library spells it
    # ... of those, the words in a script no word of the library is written in
    unwritten: dict[str, str] = field(default_factory=dict)
    missing: float = 0.0
    missing_code: bool = (
        False  # a number or code of the question (a word with digits) no file holds
    )

    def coverage(self, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(share of the question's word weight each file holds, the same in its head)."""
        total = sum(self.idf.values()) + self.missing
        body, head = np.zeros(len(ids)), np.zeros(len(ids))
        if total <= 0:
            return body, head
        for w, idf in self.idf.items():
            body += idf * member(ids, self.body[w])
            head += idf * member(ids, self.head[w])
            if w in self.loose:
                body += FORM_WEIGHT * idf * member(ids, self.loose[w])
        return body / total, head / total


def member(ids: np.ndarray, sorted_ids: np.ndarray) -> np.ndarray:
    """``np.isin(ids, sorted_ids)`` for a sorted right side, by binary search (no sort)."""
    if not len(sorted_ids):
        return np.zeros(len(ids), dtype=bool)
    at = np.minimum(np.searchsorted(sorted_ids, ids), len(sorted_ids) - 1)
    out: np.ndarray = sorted_ids[at] == ids
    return out


def _doc_counts(
    db: sqlite3.Connection, words: list[str], cap: int, forms: dict[str, list[str]] | None = None
) -> dict[str, int]:
    """How many files hold each word (as the index stems it; any of ``forms[word]`` when
    given), counted up to ``cap``."""
    out = {}
    for w in words:
        terms = " OR ".join(_terms(forms[w])) if forms else " AND ".join(_terms([w]))
        if not terms:
            continue
        (n,) = db.execute(
            "SELECT count(*) FROM (SELECT 1 FROM files_fts WHERE files_fts MATCH ? LIMIT ?)",
            (terms, cap),
        ).fetchone()
        out[w] = int(n)
    return out


def keyword_lists(
    db: sqlite3.Connection, words: list[str], where: str, params: list[object], k: int
) -> Lexical:
    (n,) = db.execute("SELECT count(*) FROM files").fetchone()
    cap = int(COMMON_SHARE * n) + 2
    counts = _doc_counts(db, words, cap)
    # a word no file holds, in another script than the library's: as the library spells it
    spelled = {w: f[0] for w, c in counts.items() if not c and (f := spelled_as(db, w))}
    if spelled:
        words = list(dict.fromkeys(spelled.get(w, w) for w in words))
        counts = _doc_counts(db, words, cap)
    forms = {w: f for w in words if "_" not in w and (f := forms_of(db, w))}
    family = {w: [w, *f] for w, f in forms.items()}
    # how many files hold the word in any form: its IDF, and whether it is held at all
    df = {**counts, **_doc_counts(db, list(family), cap, family)}
    held = [w for w in words if df.get(w)]
    informative = [w for w in held if n < 20 or df[w] <= COMMON_SHARE * n] or held
    unheld = float(np.log(1.0 + (n + 0.5) / 0.5))
    # a word in a script the library never writes says nothing about what it holds
    unread = {w for w in df if not df[w] and script_absent(db, w)}
    out = Lexical(
        spelled=spelled,
        unwritten={w: f for w, f in spelled.items() if script_absent(db, w)},
        missing=unheld * sum(1 for w in df if not df[w] and w not in unread),
        missing_code=any(
            not c and len(w) >= 3 and any(ch.isdigit() for ch in w) for w, c in counts.items()
        ),
    )
    if not informative:
        return out
    out.body = {w: _rows(db, "files_fts", [w], where, params) for w in informative}
    out.head = {w: _rows(db, "head_fts", [w], where, params) for w in informative}
    for w in informative:
        if w in family:
            every_form = _rows(db, "files_fts", [w], where, params, family[w])
            out.loose[w] = every_form[~member(every_form, out.body[w])]
    out.idf = {w: float(np.log(1.0 + (n - df[w] + 0.5) / (df[w] + 0.5))) for w in informative}
    ids, scores = _scores(informative, out.body, out.head, out.idf, out.loose)
    out.ranked = _top(ids, scores, k)
    rare = max(RARE_FILES, RARE_SHARE * n)
    if all(counts.values()) and any(counts[w] <= rare for w in held):
        every = _rows(db, "files_fts", held, where, params)  # as few as the rare word's files
        keep = member(ids, every)
        out.exact = _top(ids[keep], scores[keep], k)
    return out


def _rows(
    db: sqlite3.Connection,
    table: str,
    words: list[str],
    where: str,
    params: list[object],
    forms: list[str] | None = None,
) -> np.ndarray:
    """The files whose ``table`` index holds every part of ``words`` (or, given ``forms``,
    any of them), within the filters."""
    join = f" JOIN files f ON f.id = {table}.rowid" if where else ""
    match = " OR ".join(_terms(forms)) if forms else " AND ".join(_terms(words))
    # one string parsed in C: a common word's thousands of rows without a Python object each
    sql = f"SELECT group_concat({table}.rowid) FROM {table}{join} WHERE {table} MATCH ?{where}"
    (ids,) = db.execute(sql, (match, *(params if where else []))).fetchone()
    if not ids:
        return np.zeros(0, dtype=np.int64)
    return np.sort(np.fromstring(ids, dtype=np.int64, sep=","))  # sorted already, as a rule


def _scores(
    words: list[str],
    body: dict[str, np.ndarray],
    head: dict[str, np.ndarray],
    idf: dict[str, float],
    loose: dict[str, np.ndarray],
) -> tuple[np.ndarray, np.ndarray]:
    """(files, score) for ``words``: the IDF of each word a file holds, times
    ``HEAD_WEIGHT`` where its name, path or first lines hold it; ``FORM_WEIGHT`` of it
    where the file holds another form of the word only."""
    parts = [body[w] for w in words] + [loose[w] for w in words if w in loose]
    weights = [idf[w] * np.where(member(body[w], head[w]), HEAD_WEIGHT, 1.0) for w in words]
    weights += [np.full(len(loose[w]), FORM_WEIGHT * idf[w]) for w in words if w in loose]
    if not parts or not sum(len(p) for p in parts):
        return np.zeros(0, dtype=np.int64), np.zeros(0)
    ids, inverse = np.unique(np.concatenate(parts), return_inverse=True)
    return ids, np.bincount(inverse, weights=np.concatenate(weights), minlength=len(ids))


def _top(ids: np.ndarray, scores: np.ndarray, k: int) -> list[int]:
    """The ``k`` best files, newer files (higher ids) first on ties."""
    order = np.lexsort((-ids, -scores))[:k]
    return [int(i) for i in ids[order]]


def count_any(
    db: sqlite3.Connection, words: list[str], where: str, params: list[object]
) -> tuple[int, bool]:
    """How many files hold any of ``words`` (exact up to COUNT_LIMIT; and whether more)."""
    join = " JOIN files f ON f.id = files_fts.rowid" if where else ""  # filters only
    rows = db.execute(
        f"SELECT files_fts.rowid FROM files_fts{join}"
        f" WHERE files_fts MATCH ?{where} LIMIT {COUNT_LIMIT + 1}",
        (" OR ".join(_terms(words)), *params),
    ).fetchall()
    return min(len(rows), COUNT_LIMIT), len(rows) > COUNT_LIMIT
