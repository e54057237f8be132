"""A question's word written in another script than the library's: 'रोहित' for the 'Rohit' of a
file name, 'पासपोर्ट' for 'passport', 'Олена' for 'Olena'. A word no file holds, in an
alphabet other than Latin, is spelled in Latin letters (``anyascii``: a table per script, no
word list, no language guessed) and matched against the library's own words (the
``search_words`` dictionary, as ``typos.py`` reads it) that begin with the same letter and are
at least ``MIN_SIMILARITY`` alike (rapidfuzz's normalised Indel similarity: a spelling drops
or doubles a vowel — 'adhar' for 'aadhaar', 'pasport' for 'passport').

A word in a script that no indexed word of the library is written in (``script_absent``)
says nothing about what the library holds: search neither counts it as missing nor lets it
empty keyword mode's levels. Han, kana and Hangul are never spelled: their words are searched
as pairs of characters, and a pair spelled in Latin letters is a syllable or two that would
match unrelated names."""

from __future__ import annotations

import sqlite3
import unicodedata

from rapidfuzz import fuzz, process

__all__ = ["spelled_as", "script_absent", "as_written_here", "MIN_SIMILARITY", "MIN_LETTERS"]

MIN_LETTERS = 4  # a spelling shorter than this matches too many words
MIN_SIMILARITY = 80.0  # rapidfuzz's 0-100 scale
MAX_SPELLINGS = 3
LONGER = 3  # a library word at most this many letters longer or shorter than the spelling
_CANDIDATES = 20_000  # dictionary words read at most (the word's first letter, its length)
_TOP = "\U0010ffff"
_LATIN_CJK = ("LATIN", "CJK", "HIRAGANA", "KATAKANA", "HANGUL")


def _foreign(word: str) -> bool:
    """Letters (and the vowel signs written on them) only, none Latin, none of the scripts
    searched as character pairs."""
    for ch in word:
        name = unicodedata.name(ch, "")
        if not unicodedata.category(ch).startswith(("L", "M")) or name.startswith(_LATIN_CJK):
            return False
    return True


def _latin(word: str) -> str:
    from anyascii import anyascii  # only a question in another script needs its tables

    return "".join(ch for ch in anyascii(word).lower() if "a" <= ch <= "z")


def spelled_as(db: sqlite3.Connection, word: str) -> list[str]:
    """The library's words that ``word`` (which no file holds) spells in Latin letters, most
    alike first; none for a Latin word or one in Han, kana or Hangul."""
    if not _foreign(word):
        return []
    latin = _latin(word)
    if len(latin) < MIN_LETTERS:
        return []
    n = len(latin)
    rows = db.execute(
        "SELECT word FROM search_words WHERE word >= ? AND word < ?"
        " AND length(word) BETWEEN ? AND ? LIMIT ?",
        (latin[0], latin[0] + _TOP, n - LONGER, n + LONGER, _CANDIDATES),
    ).fetchall()
    found = process.extract(
        latin,
        [r[0] for r in rows],
        scorer=fuzz.ratio,
        score_cutoff=MIN_SIMILARITY,
        limit=MAX_SPELLINGS,
    )
    return [w for w, _, _ in found]


def _script(ch: str) -> str:
    return unicodedata.name(ch, "").split(" ")[0]


def script_absent(db: sqlite3.Connection, word: str) -> bool:
    """Whether ``word`` is written in a script none of the library's indexed words is (its
    first letter's script, the run of code points around it named alike; read from the
    search index's own list of words, ``files_terms``)."""
    if not _foreign(word):
        return False
    script = _script(word[0])
    lo = hi = ord(word[0])
    while lo > 0 and _script(chr(lo - 1)) == script:
        lo -= 1
    while hi < 0x10FFFF and _script(chr(hi + 1)) == script:
        hi += 1
    row = db.execute(
        "SELECT 1 FROM files_terms WHERE term >= ? AND term <= ? LIMIT 1",
        (chr(lo), chr(hi) + _TOP),
    ).fetchone()
    return row is None


def as_written_here(db: sqlite3.Connection, words: list[str]) -> list[str]:
    """A word in a script no word of the library is written in matches nothing: it is asked
    as the library spells it, or not at all (keyword mode); every word when none is left."""
    out = []
    for w in words:
        if not script_absent(db, w):
            out.append(w)
        elif spelled := spelled_as(db, w):
            out.append(spelled[0])
    return list(dict.fromkeys(out)) or words
