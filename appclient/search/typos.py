"""Typo widening: a query word that matches no file is widened to the library's own words
within one edit (two for words of 7+ letters), e.g. ``hotstr`` -> ``hotstar``.

The dictionary is the ``search_words`` table (the distinct words of 4+ letters of every
name, path and text; the indexer adds a batch's new words in the batch's transaction).
A word's candidates are the dictionary words of a similar length that share its first two
letters or its last two (one letter each for short words and two-edit words): one edit
cannot change both ends of a word of five or more letters, so one-typo recall is complete
there. The candidates, a few hundred at most, are scored with rapidfuzz's optimal string
alignment distance (a transposition is one edit). Everything here is synchronous and runs
on the database connection's own thread, never on the event loop.
"""

from __future__ import annotations

import sqlite3

from rapidfuzz import process
from rapidfuzz.distance import OSA
from rapidfuzz.utils import default_process

__all__ = [
    "words_of",
    "tokens_of",
    "dictionary_words",
    "max_edits",
    "alternatives",
    "MIN_TYPO_LEN",
    "MAX_ALTERNATIVES",
]

MIN_TYPO_LEN = 4
MAX_WORD_LEN = 32
MAX_ALTERNATIVES = 5
_TOP = "\U0010ffff"


# Tokens already classified (a dictionary word or not): most of a file's tokens were seen
# in earlier files, and set operations in C beat a Python test per token. Bounded; shared
# by threads (a race only costs a re-test).
_good: set[str] = set()
_bad: set[str] = set()
_CACHE_MAX = 500_000


def tokens_of(text: str | None) -> list[str]:
    """Lowercased words of a text, punctuation blanked by rapidfuzz's ``default_process``
    (C; several times faster than a Unicode regular expression over a cold index's text)."""
    return default_process(text).split() if text else []


def dictionary_words(tokens: set[str]) -> set[str]:
    """The tokens that belong in the dictionary: 4 to 32 letters."""
    global _good, _bad
    fresh = tokens - _good - _bad
    out = tokens & _good
    if fresh:
        good = {w for w in fresh if MIN_TYPO_LEN <= len(w) <= MAX_WORD_LEN and w.isalpha()}
        if len(_good) + len(_bad) > _CACHE_MAX:
            _good, _bad = set(), set()
        _good |= good
        _bad |= fresh - good
        out |= good
    return out


def words_of(*texts: str | None) -> set[str]:
    """The dictionary words of some texts."""
    tokens: set[str] = set()
    for t in texts:
        tokens.update(tokens_of(t))
    return dictionary_words(tokens)


def max_edits(word: str) -> int:
    return 1 if len(word) < 7 else 2


def alternatives(db: sqlite3.Connection, word: str) -> list[str]:
    """Up to MAX_ALTERNATIVES dictionary words closest to ``word`` (nearest first, then
    alphabetical), excluding the word itself."""
    if len(word) < MIN_TYPO_LEN or not word.isalpha():
        return []
    n, d = len(word), max_edits(word)
    k = 2 if d == 1 and n >= 5 else 1
    head, tail = word[:k], word[::-1][:k]
    rows = db.execute(
        "SELECT word FROM search_words WHERE word >= ? AND word < ? AND length(word) BETWEEN ? AND ?"
        " UNION SELECT word FROM search_words WHERE rev >= ? AND rev < ? AND length(word) BETWEEN ? AND ?",
        (head, head + _TOP, n - d, n + d, tail, tail + _TOP, n - d, n + d),
    ).fetchall()
    cands = [r[0] for r in rows if r[0] != word]
    found = process.extract(word, cands, scorer=OSA.distance, score_cutoff=d, limit=None)
    found.sort(key=lambda t: (t[1], t[0]))
    return [w for w, _, _ in found[:MAX_ALTERNATIVES]]
