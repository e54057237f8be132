"""When a question is about: the months, years and relative periods it names, read with the
Unicode CLDR that Babel ships (month names and abbreviations, and the relative phrases —
'last year', 'ano passado', 'letztes Jahr', 'в прошлом году', '昨年', 'mese scorso' — of every
locale in ``LOCALES``), never with a word list written here.

``asked_period(query, today)`` gives the periods (first day, last day) a question names, and
``in_period(mtimes, periods)`` which files fall in one: the ranking's date evidence
(``relevance.py``). A month named without a year means that month of any year (the files
of that month in the most recent year come first through recency).
"""

from __future__ import annotations

import datetime as dt
import json
import re
import unicodedata
from collections.abc import Iterator
from functools import cache, lru_cache
from typing import Any

import numpy as np

from ..eras import in_gregorian
from ..settings import model_cache_dir
from ..state.private import read_private, write_private

__all__ = ["Period", "asked_period", "in_period", "named_in", "overlaps", "LOCALES"]

LOCALES = (
    "en", "de", "fr", "es", "it", "nl", "pt", "sv", "da", "nb", "fi", "pl", "cs", "hu", "ro",
    "tr", "ru", "uk", "bg", "el", "id", "hi", "ja", "zh", "zh_Hant", "ko",
)  # fmt: skip
_YEAR = re.compile(r"(?<!\d)(19[5-9]\d|20\d\d)(?!\d)")
# Han, and Hangul (as syllables and as the letters ``_fold`` decomposes them into)
_CJK_CHAR = re.compile(r"[\u1100-\u11ff\u3400-\u9fff\uac00-\ud7af]")
_CJK_NUMERAL = "〇一二三四五六七八九十"
_WORD = re.compile(r"[^\W\d_]{3,}\.?")

# (first month, last month, year or None for any year)
Period = tuple[int, int, int | None]


def _fold(text: str) -> str:
    if text.isascii():  # nothing to decompose (most names and questions): 60 µs a lead less
        return text.lower()
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if not unicodedata.combining(c)).lower().replace("’", "'")


def _months() -> dict[str, tuple[int, bool]]:
    """Folded month name or abbreviation (3+ letters) -> (month, is a full name), over every
    locale; a word that names different months in different languages is left out."""
    return _tables()[0]


def _cjk_months() -> tuple[tuple[str, int], ...]:
    """(name, month) of the month names written in Han or Hangul ('3月', '三月', '十二月',
    '3월'), longest first: found inside a phrase, where no space ends a word."""
    return _tables()[2]


def _cldr_month_names() -> Iterator[tuple[str, int, bool]]:
    """(folded name, month, is a full name) of every month name and abbreviation of every
    locale in ``LOCALES``, as Babel's CLDR data writes them."""
    from babel import Locale
    from babel.dates import get_month_names

    for code in LOCALES:
        loc = Locale.parse(code)
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for num, name in get_month_names(width, context, loc).items():
                    yield _fold(str(name)).strip(". "), int(num), width == "wide"


def _build_cjk_months() -> list[list[Any]]:
    seen: dict[str, set[int]] = {}
    for key, num, _ in _cldr_month_names():
        if _CJK_CHAR.search(key):
            seen.setdefault(key, set()).add(num)
    found = [[k, next(iter(v))] for k, v in seen.items() if len(v) == 1]
    return sorted(found, key=lambda kv: -len(kv[0]))


def _build_months() -> dict[str, list[Any]]:
    seen: dict[str, set[int]] = {}
    full: set[str] = set()
    for key, num, wide in _cldr_month_names():
        if len(key) >= 3 and key.isalpha():
            seen.setdefault(key, set()).add(num)
            if wide:
                full.add(key)
    return {k: [next(iter(v)), k in full] for k, v in seen.items() if len(v) == 1}


def _month_of(m: re.Match[str], text: str) -> int | None:
    """A month word: a full name, or an abbreviation of four letters or more, or one written
    with a dot or beside a number ('out-2025', 'dez24', 'Feb 2025'): a bare three-letter
    abbreviation is too often a word ('out', 'set', 'ago')."""
    word = m.group(0)
    got = _months().get(word.rstrip("."))
    if got is None:
        return None
    month, full = got
    near = text[max(0, m.start() - 2) : m.end() + 2]
    if full or len(word.rstrip(".")) >= 4 or word.endswith(".") or re.search(r"\d", near):
        return month
    return None


def _relative() -> tuple[tuple[str, str, int], ...]:
    """(folded phrase, 'year' | 'month', offset) of CLDR's relative periods, longest first."""
    return _tables()[1]


def _build_relative() -> list[list[Any]]:
    from babel import Locale

    out: dict[str, tuple[str, int]] = {}
    for code in LOCALES:
        fields = Locale.parse(code)._data["date_fields"]
        for unit in ("year", "month"):
            for offset in (-1, 0):
                phrase = fields[unit]["relative"].get(offset)
                if phrase:
                    out.setdefault(_fold(str(phrase)), (unit, offset))
    return [[p, u, o] for p, (u, o) in sorted(out.items(), key=lambda t: -len(t[0]))]


_TABLES = 2  # the tables' version: a cache of another is built again
Tables = tuple[
    dict[str, tuple[int, bool]], tuple[tuple[str, str, int], ...], tuple[tuple[str, int], ...]
]


@cache
def _tables() -> Tables:
    """The tables, from the cache when it holds them for this Babel, these locales and this
    way of reading them (``_TABLES``)."""
    import babel

    path = model_cache_dir() / f"cldr-{babel.__version__}.json"
    data = read_private(path)
    try:
        stored: dict[str, Any] = json.loads(data or b"null")
        if stored["locales"] == list(LOCALES) and stored["tables"] == _TABLES:
            return _typed(stored)
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        pass  # missing, another version's or damaged: built again
    raw = {
        "tables": _TABLES,
        "locales": list(LOCALES),
        "months": _build_months(),
        "relative": _build_relative(),
        "cjk_months": _build_cjk_months(),
    }
    try:
        write_private(path, json.dumps(raw, ensure_ascii=False).encode("utf-8"))
    except OSError:  # a read-only cache: built again next time
        pass
    return _typed(raw)


def _typed(raw: dict[str, Any]) -> Tables:
    months = {str(k): (int(v[0]), bool(v[1])) for k, v in raw["months"].items()}
    relative = tuple((str(p), str(u), int(o)) for p, u, o in raw["relative"])
    return months, relative, tuple((str(k), int(m)) for k, m in raw["cjk_months"])


def _contains(text: str, phrase: str) -> bool:
    if not phrase.isascii() or " " in phrase:
        return phrase in text
    return re.search(rf"(?<!\w){re.escape(phrase)}(?!\w)", text) is not None


# Dates written in digits: 2025-03-14 (year first), 14.03.2025 / 14.3.25 / 14.03. (day first,
# as every language writing dots does), 14/03/2025 and 03-14-2025 (either order: a month
# both parts could be counts as both). A code's digits (0216/25, 24-25, 2024-312-0587) are
# no date: a part out of range, or no year and no closing dot ('v1.2.pdf', '1.2.3': a version).
_ISO_DATE = re.compile(r"(?<![\d/.-])(19[5-9]\d|20\d\d)[-./](\d\d?)[-./](\d\d?)(?![\d/.-])")
_DAY_DATE = re.compile(
    r"(?<![\d/.-])(\d\d?)([./-])(\d\d?)(?:\2((?:19|20)?\d\d)|(\.)(?!\w))(?![\d/-]|\.\d)"
)


def _year(text: str) -> int:
    return int(text) + (2000 if len(text) == 2 else 0)


def _dates(text: str) -> tuple[list[tuple[int, int | None]], str]:
    """(month, year or None) of each date written in digits, and the text without them."""
    out: list[tuple[int, int | None]] = []

    def iso(m: re.Match[str]) -> str:
        if 1 <= int(m.group(2)) <= 12 and 1 <= int(m.group(3)) <= 31:
            out.append((int(m.group(2)), int(m.group(1))))
            return " "
        return m.group(0)

    def day_first(m: re.Match[str]) -> str:
        a, sep, b, year = int(m.group(1)), m.group(2), int(m.group(3)), m.group(4)
        y = _year(year) if year else None
        months = [b] if 1 <= a <= 31 and 1 <= b <= 12 else []
        if sep != "." and 1 <= a <= 12 and 1 <= b <= 31 and a != b:
            months.append(a)  # 03/14/2025, or 03/04/2025 read both ways
        if not months:
            return m.group(0)
        out.extend((month, y) for month in months)
        return " "

    text = _ISO_DATE.sub(iso, text)
    return out, _DAY_DATE.sub(day_first, text)


def _cjk_months_in(text: str) -> tuple[set[int], str]:
    """The months named in Han or Hangul ('2024年3月', '十二月', '3월'), and the text without
    them; a name is not the end of a longer number ('13月', '十二月' holding '二月')."""
    found: set[int] = set()
    if not _CJK_CHAR.search(text):
        return found, text
    for name, month in _cjk_months():
        at = text.find(name)
        while at >= 0:
            before = text[at - 1] if at else ""
            if before and (before.isdigit() or before in _CJK_NUMERAL):
                at = text.find(name, at + 1)
                continue
            found.add(month)
            text = text[:at] + " " + text[at + len(name) :]
            at = text.find(name, at + 1)
    return found, text


def asked_period(query: str, today: dt.date, relative: bool = True) -> list[Period]:
    """The periods ``query`` names: a relative one ('last year' as of ``today``; not read
    with ``relative=False``, as for a file's own text), months by name or in a date written
    in digits (with a year the query names, else any year), or a year alone."""
    dates, text = _dates(_fold(in_gregorian(query)))
    cjk, text = _cjk_months_in(text)
    years = sorted({int(y) for y in _YEAR.findall(text)})
    months = sorted(
        {m for w in _WORD.finditer(text) if (m := _month_of(w, text)) is not None} | cjk
    )
    rel: list[Period] = []
    for phrase, unit, offset in _relative() if relative else ():
        if _contains(text, phrase):
            if unit == "year":
                years = years or [today.year + offset]
            else:
                first = (today.replace(day=1) - dt.timedelta(days=1)) if offset else today
                rel.append((first.month, first.month, first.year))
            text = text.replace(phrase, " ")
    if months or dates:
        each: list[int | None] = list(years) or [None]
        named = [(m, m, y) for m in months for y in each]
        written = [(m, m, y) for m, year in dates for y in ([year] if year else each)]
        return list(dict.fromkeys(named + written))
    if years:
        return rel + [(1, 12, y) for y in years]
    return rel


_NUMERIC = re.compile(r"(?<!\d)(20\d\d|19[5-9]\d)[-_.]?(0[1-9]|1[0-2])(?:[-_.]?[0-3]\d)?(?!\d)")


def named_in(text: str) -> list[Period]:
    """The months a file's name, or its first lines, name: '2025-08', '202408',
    'IMG_20240409_…', 'dez24', 'set2025', 'conta luz julho', 'Feb 2025'; else the years it
    names ('W2_2024.pdf', '113年度綜所稅申報書': all of 2024). Not 'last year': a file's
    'last year' is not today's. Kept for the last ``NAMED_CACHE`` texts (the same candidates
    come back question after question: ~30 µs each, ~110 in a question that names a period)."""
    return list(_named_in(text))


NAMED_CACHE = 8192


@lru_cache(maxsize=NAMED_CACHE)
def _named_in(text: str) -> tuple[Period, ...]:
    text = text.replace("_", " ")
    out: list[Period] = [(int(m), int(m), int(y)) for y, m in _NUMERIC.findall(text)]
    if out:
        return tuple(out)
    short = re.sub(r"(?<=[^\W\d_]{3})[-.]?(\d\d)(?!\d)", lambda m: " 20" + m.group(1), text)
    periods = asked_period(short, _NO_DAY, relative=False)
    months = [p for p in periods if p[0] == p[1]]
    return tuple(months or [p for p in periods if p[2] is not None])  # else its years ('W2_2024')


_NO_DAY = dt.date(2000, 1, 1)  # what 'today' is for a file's own words: never read


def overlaps(asked: list[Period], named: list[Period]) -> bool:
    """Whether a period a question names and one a file name names share a month (a year a
    name gives shares each of its months)."""
    for a0, a1, ay in asked:
        for n0, n1, ny in named:
            if a0 <= n1 and n0 <= a1 and (ay is None or ny is None or ay == ny):
                return True
    return False


def in_period(mtimes: np.ndarray, periods: list[Period]) -> np.ndarray:
    """1.0 where a file's date (unix seconds) falls in one of ``periods``, else 0.0."""
    out = np.zeros(len(mtimes))
    if not periods or not len(mtimes):
        return out
    days = mtimes.astype("datetime64[s]").astype("datetime64[D]")
    years = days.astype("datetime64[Y]").astype(int) + 1970
    months = days.astype("datetime64[M]").astype(int) % 12 + 1
    for first, last, year in periods:
        hit = (months >= first) & (months <= last)
        if year is not None:
            hit &= years == year
        out[hit] = 1.0
    return out
