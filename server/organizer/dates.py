"""Dates as evidence: when a photo was taken, what a document is dated, what year it is about.

Sources, strongest first: EXIF (``taken_at`` of the image digest: DateTimeOriginal, else
DateTimeDigitized, else IFD0 DateTime), dates in the file name (``2025-04-14``, ``20250414``,
``Screenshot 2025-04-28 at 21.40.03``, ``IMG_20240409_…``, ``PXL_…``, ``14.04.2025``), then dates
in the text (ISO, day.month.year, d/m/y or m/d/y — which one is learned from the library —
and month names in the languages CLDR knows, through Babel: '12 June 2025', '14. März 2025').
"""

from __future__ import annotations

import re
import unicodedata
from collections import Counter
from dataclasses import dataclass
from datetime import date
from functools import cache

from .cldr import LOCALES, named_dates

__all__ = [
    "Dated",
    "exif_date",
    "name_dates",
    "text_dates",
    "document_year",
    "named_year",
    "year_days",
    "primary_date",
    "fold",
    "month_names",
    "year_words",
    "month_words",
    "dayfirst_votes",
]

MIN_YEAR, MAX_YEAR = 1900, 2099


@dataclass(frozen=True, slots=True)
class Dated:
    day: date
    precision: str  # 'day' | 'month'
    source: str  # 'exif' | 'name' | 'text'


def fold(text: str) -> str:
    """Lower case without accents: 'März' -> 'marz', 'Février' -> 'fevrier'."""
    if text.isascii():
        return text.lower()
    norm = unicodedata.normalize("NFKD", text)
    return "".join(c for c in norm if not unicodedata.combining(c)).lower()


@cache
def month_names() -> dict[str, int]:
    """Folded month name or abbreviation -> month number, for every locale in LOCALES;
    names that mean different months in different languages are dropped."""
    from babel import Locale
    from babel.dates import get_month_names

    seen: dict[str, set[int]] = {}
    for code in LOCALES:
        loc = Locale.parse(code)
        for width in ("wide", "abbreviated"):
            for context in ("format", "stand-alone"):
                for num, name in get_month_names(width, context, loc).items():
                    key = fold(name).strip(". ")
                    if len(key) >= 3:
                        seen.setdefault(key, set()).add(int(num))
    return {k: next(iter(v)) for k, v in seen.items() if len(v) == 1}


def _unit_words(unit: str) -> frozenset[str]:
    from babel import Locale
    from babel.units import get_unit_name

    out = set()
    for code in LOCALES:
        for length in ("long", "short"):
            name = get_unit_name(unit, length=length, locale=Locale.parse(code))
            if name and len(name) >= 2:
                out.add(fold(name))
    return frozenset(out)


@cache
def year_words() -> frozenset[str]:
    """'years', 'jahre', 'años', ...: what a ``<year>`` placeholder may be called (CLDR)."""
    return _unit_words("duration-year")


@cache
def month_words() -> frozenset[str]:
    return _unit_words("duration-month")


def _ok(y: int, m: int, d: int = 1) -> date | None:
    if not (MIN_YEAR <= y <= MAX_YEAR and 1 <= m <= 12 and 1 <= d <= 31):
        return None
    try:
        return date(y, m, d)
    except ValueError:
        return None


def exif_date(image: dict[str, object]) -> date | None:
    taken = image.get("taken_at") if isinstance(image, dict) else None
    if isinstance(taken, str):
        m = re.match(r"(\d{4})[-:](\d{2})[-:](\d{2})", taken)
        if m:
            return _ok(int(m[1]), int(m[2]), int(m[3]))
    return None


_NAME_YMD = re.compile(
    r"(?<!\d)((?:19|20)\d\d)[-_. ]?(0[1-9]|1[0-2])[-_. ]?(0[1-9]|[12]\d|3[01])(?!\d)"
)
_NAME_DMY = re.compile(
    r"(?<!\d)(0?[1-9]|[12]\d|3[01])[._-](0?[1-9]|1[0-2])[._-]((?:19|20)\d\d)(?!\d)"
)
_NAME_YM = re.compile(r"(?<!\d)((?:19|20)\d\d)[-_.](0[1-9]|1[0-2])(?![\d])")


def name_dates(name: str) -> list[Dated]:
    out: list[Dated] = []
    taken: list[tuple[int, int]] = []
    for rx, order in ((_NAME_YMD, "ymd"), (_NAME_DMY, "dmy")):
        for m in rx.finditer(name):
            y, mo, d = (
                (int(m[1]), int(m[2]), int(m[3]))
                if order == "ymd"
                else (int(m[3]), int(m[2]), int(m[1]))
            )
            day = _ok(y, mo, d)
            if day:
                out.append(Dated(day, "day", "name"))
                taken.append(m.span())
    for m in _NAME_YM.finditer(name):
        if any(a <= m.start() < b for a, b in taken):
            continue
        day = _ok(int(m[1]), int(m[2]))
        if day:
            out.append(Dated(day, "month", "name"))
    return out


_ISO = re.compile(r"(?<!\d)((?:19|20)\d\d)([-/.])(\d{1,2})\2(\d{1,2})(?!\d)")
# 02.04.25 — not after a letter: 'v1.2.10' is a version, 'R6.12.29' an era's date (eras.py)
_SHORT = re.compile(r"(?<![^\W_])(?<!\.)(\d{1,2})\.(\d{1,2})\.(\d\d)(?![\d.])")
_NUMERIC = re.compile(r"(?<![\d.])(\d{1,2})([./-])(\d{1,2})\2((?:19|20)\d\d)(?!\d)")
# around a month name (in folded text): what a day or a year next to it looks like


def dayfirst_votes(text: str) -> tuple[int, int]:
    """(day-first, month-first) evidence from unambiguous numeric dates such as 24.12.2024
    or 12/24/2024: the library's own habit decides how to read 04/10/2024."""
    first = second = 0
    for m in _NUMERIC.finditer(text[:2500]):
        a, b = int(m[1]), int(m[3])
        if a > 12 >= b:
            first += 1
        elif b > 12 >= a:
            second += 1
        elif m[2] == ".":
            first += 1  # 04.10.2024 is day-first wherever dots are used
    return first, second


def text_dates(
    text: str, dayfirst: bool = True, limit: int = 2500, default_year: int | None = None
) -> list[Dated]:
    """Dates in reading order (at most ``limit`` characters are read); with
    ``default_year``, days written without a year too ('Mar 22', 'Oct 5-9', '15. März')."""
    text = fold(text[:limit])  # month names are matched folded: 'März' is 'marz'
    found = _Found()
    # a full date in numbers first: in 'mar 07/04/2026' (Tuesday, in Italian) 'mar 07' is
    # no 7 March, though it reads like one
    _numeric_dates(text, dayfirst, found, full=True)
    for a, b, day, precision in sorted(named_dates(text, default_year), key=lambda t: t[0]):
        found.add((a, b), day, precision)  # with words, in each language's own orders (CLDR)
    _numeric_dates(text, dayfirst, found, full=False)
    return _ordered(found.dates)


class _Found:
    """The dates read so far, each at its position in the text; a span of text read as a
    date is not read again."""

    def __init__(self) -> None:
        self.dates: list[tuple[int, Dated]] = []
        self.spans: list[tuple[int, int]] = []

    def taken(self, pos: tuple[int, int]) -> bool:
        return any(a < pos[1] and pos[0] < b for a, b in self.spans)

    def add(self, pos: tuple[int, int], day: date | None, precision: str = "day") -> None:
        if day is not None and not self.taken(pos):
            self.dates.append((pos[0], Dated(day, precision, "text")))
            self.spans.append(pos)


def _numeric_dates(text: str, dayfirst: bool, found: _Found, full: bool) -> None:
    """Dates written in numbers: with a four-digit year (``full``) 2024-12-15, 15.12.2024 (or
    12/15/2024); else 02.04.25."""
    if not full:
        for m in _SHORT.finditer(text):
            found.add(m.span(), _ok(2000 + int(m[3]), int(m[2]), int(m[1])))
        return
    for m in _ISO.finditer(text):
        found.add(m.span(), _ok(int(m[1]), int(m[3]), int(m[4])))
    for m in _NUMERIC.finditer(text):
        a, b, y = int(m[1]), int(m[3]), int(m[4])
        d, mth = (a, b) if (dayfirst or m[2] == "." or a > 12) and b <= 12 else (b, a)
        found.add(m.span(), _ok(y, mth, d))


def _ordered(found: list[tuple[int, Dated]]) -> list[Dated]:
    found.sort(key=lambda t: t[0])
    return [d for _, d in found]


_YEAR = re.compile(r"(?<![\d.,/])((?:19|20)\d\d)(?!\d|[.,]\d)")  # 'ejercicio 2023,' is a year


def document_year(
    name: str, title: str, text: str, exif: date | None = None, dates: list[Dated] | None = None
) -> int | None:
    """The year a file is about: the EXIF year for a photo, else the year named most often —
    a full date counts three times, a year in the name or title twice, a bare year in the
    text once — ties going to the one named first."""
    if exif is not None:
        return exif.year
    full = [(d.day.year, 3) for d in dates or [] if d.precision == "day"]
    return _most_often(full + _written(_YEAR, name, title, text))


# a year written alone, not as part of a date: not '2025-02', '11.03.2025', '2024年3月' (in
# folded text, where 년 is taken apart into its letters)
_BARE_YEAR = re.compile(
    r"(?<![\d.,/])((?:19|20)\d\d)(?!\d|[.,/_-]\d|\s*(?:年|년|"
    + unicodedata.normalize("NFKD", "년")
    + r")\s*\d)"
)


def named_year(name: str, title: str, text: str, exif: date | None = None) -> int | None:
    """The year a file names on its own ('Bescheid für 2023', 'ESt 2023.pdf', '2024年度'),
    not in a date ('18 Mar 2025', '31 de marzo de 2025' no more than '2025-03-18'): what a tax
    form or an annual statement is about, where its date says when it was written. The EXIF
    year for a photo; the year in the name or title counts twice, ties going to the one named
    first; None when it names none."""
    if exif is not None:
        return exif.year
    return _most_often(
        [
            (year, weight)
            for weight, part in ((2, name), (2, title), (1, text[:4000]))
            for year in _bare_years(part)
        ]
    )


def _bare_years(part: str) -> list[int]:
    """The years ``part`` writes alone, in order: not in a date of numbers, nor in one with a
    month word (CLDR's patterns, as text_dates reads them, tried only around each year: the
    month word, the day and what joins them come at most ``_BEFORE`` characters before it, or
    ``_AFTER`` after it where a date starts with its year: '2025. március 15.')."""
    out = []
    for m in _BARE_YEAR.finditer(part):
        lo = max(0, m.start(1) - _BEFORE)
        at = len(fold(part[lo : m.start(1)]))  # where the year is in the folded window
        dates = named_dates(fold(part[lo : m.end(1) + _AFTER]), None)
        if not any(a <= at < b for a, b, _, _ in dates):
            out.append(int(m[1]))
    return out


_BEFORE = 48  # 'mittwoch, 31. dezember ' or '31 de septiembre de ', with room to spare
_AFTER = 24  # '. szeptember 30., hétfő' after the year


def _written(years: re.Pattern[str], name: str, title: str, text: str) -> list[tuple[int, int]]:
    """The years ``years`` finds, in order, each with its weight: twice in the name or the
    title, once in the text."""
    return [
        (int(m[1]), weight)
        for weight, part in ((2, name), (2, title), (1, text[:4000]))
        for m in years.finditer(part)
    ]


def _most_often(votes: list[tuple[int, int]]) -> int | None:
    """The year with the most weight, ties going to the one named first."""
    counts: Counter[int] = Counter()
    order: dict[int, int] = {}
    for year, weight in votes:
        counts[year] += weight
        order.setdefault(year, len(order))
    return max(counts, key=lambda y: (counts[y], -order[y])) if counts else None


def year_days(text: str, dayfirst: bool = True) -> tuple[tuple[int, int], ...]:
    """The days of the year a text names, (month, day), in the order it names them: a
    guideline's '6 April to 5 April', '1. August bis 31. Juli'."""
    out: dict[tuple[int, int], None] = {}
    for d in text_dates(text, dayfirst=dayfirst, default_year=2000):  # a leap year: 29 Feb
        if d.precision == "day":
            out.setdefault((d.day.month, d.day.day), None)
    return tuple(out)


def primary_date(exif: date | None, names: list[Dated], texts: list[Dated]) -> Dated | None:
    """When a file happened: EXIF, else a full date in its name, else the first full date in its text."""
    if exif is not None:
        return Dated(exif, "day", "exif")
    for d in names + texts:
        if d.precision == "day":
            return d
    return (names + texts)[0] if names or texts else None
