"""Dates written with words, in the orders each language writes them: read from CLDR.

Babel ships the Unicode CLDR: for every locale its date patterns ("d 'de' MMMM 'de' y",
"d MMMM y 'г'.", "y年M月d日", "MMM d, y", "d. MMMM y") and its month names ("marzo", "марта",
"fev."). ``patterns_of(locale)`` turns each pattern into a regular expression once — day,
month name (or number where a CJK pattern writes 月/월), year, the literals between them — so
no word order is written here by hand. Only the locales whose month words occur in a text are
tried on it (and compiled), a CJK pattern only where a text has its characters.
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass
from datetime import date
from functools import cache
from typing import Any

__all__ = ["LOCALES", "Pattern", "patterns", "patterns_of", "month_words_of", "named_dates"]

LOCALES = (
    "en", "en_GB", "en_IN", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "nb", "fi",
    "pl", "cs", "hu", "ro", "tr", "ru", "uk", "bg", "el", "id", "hi", "ja", "zh", "ko",
)  # fmt: skip
_SKELETONS = ("yMMMd", "yMMMMd", "yMMM", "yMMMM", "MMMd", "MMMMd", "yMMMEd")
_TOKEN = re.compile(r"'(?:[^']|'')*'|([A-Za-z])\1*|.", re.S)
_MONTH_CHARS = re.compile("月|" + re.escape(unicodedata.normalize("NFKD", "월")))
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]")


def _fold(text: str) -> str:
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if not unicodedata.combining(c)).lower()


@dataclass(frozen=True)
class Pattern:
    regex: re.Pattern[str]
    months: dict[str, int]  # folded month word -> number (empty: the month is a number)
    has_day: bool
    has_year: bool
    locale: str


@cache
def _babel() -> dict[str, Any]:
    """What the patterns need from Babel, per locale: its month names (folded), the suffix a
    CJK month number takes, its date patterns. Kept as JSON in the user's model cache (Babel
    unpickles ~0.15 s of locale data to give them), built again for another Babel or other
    locales, or when the cache is missing or damaged."""
    import babel

    from appclient.settings import model_cache_dir  # the settings' imports: not at import
    from appclient.state.private import read_private, write_private

    path = model_cache_dir() / f"organizer-cldr-{babel.__version__}.json"
    try:
        return _typed(json.loads(read_private(path) or b"null"))
    except (ValueError, KeyError, TypeError, AttributeError):
        pass  # missing, another version's or damaged: built again
    from babel import Locale
    from babel.dates import get_date_format, get_month_names

    raw: dict[str, Any] = {"locales": list(LOCALES), "months": {}, "suffix": {}, "patterns": {}}
    for code in LOCALES:
        loc = Locale.parse(code)
        months: dict[str, int] = {}
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for num, name in get_month_names(width, context, loc).items():
                    key = _fold(name).strip(". ")
                    if key and not key[0].isdigit() and not _CJK.search(key):
                        months.setdefault(key, int(num))
        raw["months"][code] = months
        first = str(get_month_names("wide", "format", loc)[1])
        raw["suffix"][code] = _fold(first).lstrip("0123456789")
        found = [get_date_format(w, loc).pattern for w in ("full", "long", "medium")]
        found += [str(loc.datetime_skeletons[k]) for k in _SKELETONS if k in loc.datetime_skeletons]
        raw["patterns"][code] = found
    try:
        write_private(path, json.dumps(raw, ensure_ascii=False).encode("utf-8"))
    except OSError:  # a read-only cache: built again next time
        pass
    return _typed(raw)


def _typed(raw: dict[str, Any]) -> dict[str, Any]:
    """The tables as their types, every locale present (else ``KeyError``, ``TypeError``...)."""
    if raw["locales"] != list(LOCALES):
        raise ValueError("other locales")
    return {
        "months": {c: {str(w): int(n) for w, n in raw["months"][c].items()} for c in LOCALES},
        "suffix": {c: str(raw["suffix"][c]) for c in LOCALES},
        "patterns": {c: [str(p) for p in raw["patterns"][c]] for c in LOCALES},
    }


def _month_names(code: str) -> dict[str, int]:
    months: dict[str, int] = _babel()["months"][code]
    return months


def _month_suffix(code: str) -> str:
    return str(_babel()["suffix"][code])


def _literal(text: str, last: bool) -> str:
    out = ""
    for c in text:
        if c.isspace():
            out += r"[\s\-–/.,]*"
        elif c.isalpha():
            out += re.escape(_fold(c))
        else:
            out += f"(?:{re.escape(c)})?"
    if last and text.strip() and any(c.isalpha() for c in text):
        return f"(?:{out})?"  # a trailing word ('г.') may be left out
    return out


def _compile(pattern: str, code: str) -> Pattern | None:
    tokens = [m.group(0) for m in _TOKEN.finditer(pattern)]
    while tokens and (tokens[0][0] in "Ec" or not tokens[0].strip(" ,")):
        tokens.pop(0)  # the weekday and what follows it ('EEEE, ')
    while tokens and (tokens[-1][0] in "Ec" or not tokens[-1].strip(" ,")):
        tokens.pop()
    names = any(t[0] in "ML" and len(t) >= 3 for t in tokens) and bool(_month_names(code))
    rx, day, year = "", False, False
    for i, t in enumerate(tokens):
        last = all(not u[0].isalpha() or u.startswith("'") for u in tokens[i + 1 :])
        if t.startswith("'"):
            rx += _literal(t[1:-1].replace("''", "'"), last)
        elif t[0] == "d":
            rx += r"(?P<d>\d{1,2})(?:st|nd|rd|th|er|º|ª)?"
            day = True
        elif t[0] in "ML" and len(t) >= 3 and not _month_names(code):  # '3월', '3月'
            rx += r"(?P<m>\d{1,2})\s*" + re.escape(_month_suffix(code))
        elif t[0] in "ML":
            rx += r"(?P<mn>[^\W\d_]{3,}|[^\W\d_]{2,}\.)" if len(t) >= 3 else r"(?P<m>\d{1,2})"
        elif t[0] in "yu":
            rx += r"(?P<y>\d{4}|\d{2})" if names and t != "yy" else r"(?P<y>\d{4})"
            year = True
        elif t[0] in "EcG":
            rx += r"[^\W\d_]*\.?,?\s*"
        elif t[0].isascii() and t[0].isalpha():
            return None
        else:
            rx += _literal(t, last)
    if not (names or _CJK.search(pattern)):
        return None  # numbers only: read with the library's own day/month order (dates.py)
    return Pattern(
        re.compile(r"(?<![\w])" + rx + r"(?!\d)"),
        _month_names(code) if names else {},
        day,
        year,
        code,
    )


@cache
def patterns_of(code: str) -> tuple[Pattern, ...]:
    """One locale's patterns as regular expressions, compiled the first time a text needs
    them: all 27 locales at once were ~40 ms of a process's first decision (`organize FILE`),
    where a text's month words call for one or two."""
    out: dict[str, Pattern] = {}
    for p in _babel()["patterns"][code]:
        compiled = _compile(p, code)
        if compiled is not None:
            out.setdefault(compiled.regex.pattern, compiled)
    return tuple(out.values())


def patterns() -> tuple[Pattern, ...]:
    return tuple(p for code in LOCALES for p in patterns_of(code))


@cache
def month_words_of() -> dict[str, frozenset[str]]:
    """Folded month word -> the locales that use it."""
    out: dict[str, set[str]] = {}
    for code in LOCALES:
        for w in _month_names(code):
            out.setdefault(w, set()).add(code)
    return {w: frozenset(v) for w, v in out.items()}


def named_dates(text: str, default_year: int | None) -> list[tuple[int, int, date, str]]:
    """(start, end, day, precision) of every date written with a month word or CJK
    characters in ``text`` (already folded); days without a year only with
    ``default_year``. Each pattern is tried only around the words it needs."""
    words = month_words_of()
    anchors: dict[str, list[tuple[int, int]]] = {}
    for w in re.finditer(r"[^\W\d_]{2,}", text):
        for code in words.get(w.group(0).rstrip("."), ()):
            anchors.setdefault(code, []).append(w.span())
    for c in re.finditer(_MONTH_CHARS, text):
        anchors.setdefault("", []).append(c.span())
    out: list[tuple[int, int, date, str]] = []
    for code in LOCALES:
        if code not in anchors and "" not in anchors:
            continue  # none of its month words, no CJK month: its patterns are not compiled
        for p in patterns_of(code):
            spans = anchors.get(p.locale if p.months else "", ())
            if not spans or (not p.has_year and default_year is None):
                continue
            for a, b in spans:
                for m in p.regex.finditer(text, max(0, a - 16), b + 24):
                    if m.start() <= a and b <= m.end():
                        day = _day(m, p, default_year)
                        if day is not None:
                            out.append((m.start(), m.end(), day, "day" if p.has_day else "month"))
    return out


def _day(m: re.Match[str], p: Pattern, default_year: int | None) -> date | None:
    g = m.groupdict()
    if g.get("mn") is not None:
        month = p.months.get(g["mn"].strip("."))
        if month is None:
            return None
    else:
        month = int(g["m"])
    year = int(g["y"]) if g.get("y") else default_year
    if year is None:
        return None
    if g.get("y") and len(g["y"]) == 2 and (not p.has_day or re.search(r"\s", m.group(0))):
        return None  # 'Mar 22' is no year; '17APR25', written as one word, is
    year = year + 2000 if year < 100 else year
    try:
        return date(year, month, int(g["d"]) if g.get("d") else 1) if 1900 <= year <= 2099 else None
    except ValueError:
        return None
