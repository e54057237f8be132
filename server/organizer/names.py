"""What a dated folder's name says: the days it covers, and the words beside the date.

People name trips and periods every way: ``2024-03 japan``, ``2025-Lisbon``, ``Rome 2024``,
``Portugal 2025``, ``Carnaval 24``, ``2023``, ``2024-25``, ``2024-2025``, ``2025-Q1``,
``Marzo 2026``, ``Gennaio-Febbraio 2026``, ``Londra ott 2024``. ``read_name`` reads each
into the days it covers (a year, a span of years, a quarter, a month or months, named in any
language CLDR knows) and what is left (the place or event: ``lisbon``), and its *shape* —
the name with its parts as placeholders (``<place> YYYY``, ``<MM:it:wide:title> YYYY``), so
a new sibling is named like the others. A two-digit year (``Carnaval 24``) is read only next
to siblings written with four, and never glued to letters (``F24`` is a form's name).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta
from functools import cache
from typing import Literal

from .cldr import LOCALES
from .dates import fold, month_names

__all__ = ["NamedDate", "read_name", "read_siblings", "fill_shape", "PLACE"]

PLACE = "<place>"
_YEAR4 = re.compile(r"(?<!\d)((?:19|20)\d\d)(?!\d)")
_YEAR2 = re.compile(r"(?<![\w'’])[’']?(\d\d)(?![\w])")
_LETTERS = re.compile(r"[^\W\d_]+")
_MONTH_TOKEN = re.compile(r"<MM:([\w]+):(\w+):(\w+)>")
_WIDTHS: tuple[Literal["wide"], Literal["abbreviated"]] = ("wide", "abbreviated")
_AFTER_SPAN = re.compile(r"^[-_/–](\d{4}|\d{2})(?!\d)")
_AFTER_MONTH = re.compile(r"^[-_. ]?(0[1-9]|1[0-2])(?!\d)")
_AFTER_QUARTER = re.compile(r"^[-_ ]?[Qq]([1-4])(?!\d)")
_EDGE = " -_.,;:()[]/–"


@dataclass(frozen=True)
class NamedDate:
    lo: date  # the first day the name covers
    hi: date  # the last
    year: int
    month: int | None
    words: str  # the rest of the name ('Portugal', 'japan'; '' for a bare date)
    shape: str  # 'YYYY-MM <place>', '<place> YYYY', 'YYYY', 'YYYY-ZZ' (a span), 'YYYY-Qn', '<place> yy'

    def fill(self, year: int, month: int | None, place: str | None) -> str | None:
        """A sibling's name in this shape."""
        return fill_shape(self.shape, year, month, place)


@cache
def _month_words() -> dict[str, tuple[int, dict[str, str]]]:
    """Folded month name -> (month, the locales that write it so, and in which width), for
    the locales whose month names the dates are read in (CLDR through Babel); a name that
    means different months in different languages is none."""
    from babel import Locale
    from babel.dates import get_month_names

    known = month_names()
    out: dict[str, tuple[int, dict[str, str]]] = {}
    for code in LOCALES:
        loc = Locale.parse(code)
        for width in _WIDTHS:
            for context in ("stand-alone", "format"):
                for num, name in get_month_names(width, context, loc).items():
                    key = fold(name).strip(". ")
                    if known.get(key) == int(num):
                        out.setdefault(key, (int(num), {}))[1].setdefault(code, width)
    return out


def _languages(names: list[str]) -> tuple[str, ...]:
    """The locales whose month names siblings use, those that write the most of them first."""
    votes: dict[str, int] = {}
    for n in names:
        for w in _LETTERS.findall(n):
            for code in _month_words().get(fold(w).strip(". "), (0, {}))[1]:
                votes[code] = votes.get(code, 0) + 1
    return tuple(sorted(votes, key=lambda c: (-votes[c], LOCALES.index(c))))


def _month_of(word: str, prefer: tuple[str, ...]) -> tuple[int, str] | None:
    """A month name as (its number, the placeholder that writes another month alike, in the
    language its siblings' month names share most)."""
    hit = _month_words().get(fold(word).strip(". "))
    if hit is None:
        return None
    month, written = hit
    code = next((c for c in prefer if c in written), next(iter(written)))
    case = "title" if word.istitle() else "upper" if word.isupper() else "lower"
    return month, f"<MM:{code}:{written[code]}:{case}>"


def _write_month(m: re.Match[str], month: int) -> str:
    from babel import Locale
    from babel.dates import get_month_names

    width: Literal["wide", "abbreviated"] = "abbreviated" if m.group(2) == "abbreviated" else "wide"
    name = str(get_month_names(width, "stand-alone", Locale.parse(m.group(1)))[month])
    return {"title": name[:1].upper() + name[1:], "upper": name.upper()}.get(m.group(3), name)


def fill_shape(shape: str, year: int, month: int | None, place: str | None) -> str | None:
    if (PLACE in shape and not place) or ("MM" in shape and month is None):
        return None
    if month is not None and _MONTH_TOKEN.search(shape):  # one month: a range's second goes
        first = _MONTH_TOKEN.search(shape)
        assert first is not None
        head, tail = shape[: first.end()], shape[first.end() :]
        tail = re.sub(r"[-_ –]*" + _MONTH_TOKEN.pattern, "", tail)
        shape = _MONTH_TOKEN.sub(lambda m: _write_month(m, month), head) + tail
    out = shape.replace("YYYY", f"{year:04d}").replace("ZZZZ", f"{year + 1:04d}")
    out = out.replace("ZZ", f"{(year + 1) % 100:02d}").replace("yy", f"{year % 100:02d}")
    out = out.replace("MM", f"{month or 1:02d}").replace("Qn", f"Q{((month or 1) - 1) // 3 + 1}")
    return out.replace(PLACE, place or "")


def _end_of_month(y: int, m: int) -> date:
    return (date(y, m, 28) + timedelta(days=4)).replace(day=1) - timedelta(days=1)


def read_name(
    name: str, years: frozenset[int] = frozenset(), languages: tuple[str, ...] = ()
) -> NamedDate | None:
    """The date a folder name carries; ``years``: its siblings' four-digit years (for
    reading a two-digit one); ``languages``: the locales its siblings name months in."""
    m = _YEAR4.search(name)
    if m is not None:
        y = int(m.group(1))
        start, end = m.span()
        rest = name[end:]
        lo, hi, month, token = date(y, 1, 1), date(y, 12, 31), None, "YYYY"
        if (s := _AFTER_SPAN.match(rest)) and int(s.group(1)) % 100 == (y + 1) % 100:
            hi, end = date(y + 1, 12, 31), end + s.end()
            token = "YYYY" + rest[0] + ("ZZZZ" if len(s.group(1)) == 4 else "ZZ")
        elif mo := _AFTER_MONTH.match(rest):
            month, end = int(mo.group(1)), end + mo.end()
            lo, hi = date(y, month, 1), _end_of_month(y, month)
            token = "YYYY" + rest[: mo.start(1)] + "MM"
        elif q := _AFTER_QUARTER.match(rest):
            month, end = 3 * int(q.group(1)) - 2, end + q.end()
            lo, hi = date(y, month, 1), _end_of_month(y, month + 2)
            token = "YYYY" + rest[: q.end() - 2] + "Qn"
    else:
        two = [
            (m2, 2000 + int(m2.group(1)))
            for m2 in _YEAR2.finditer(name)
            if years and min(abs(2000 + int(m2.group(1)) - v) for v in years) <= 15
        ]
        if len(two) != 1:
            return None
        m, y = two[0]
        start, end = m.span()
        lo, hi, month, token = date(y, 1, 1), date(y, 12, 31), None, "yy"
    before, after = name[:start], name[end:]
    months: list[int] = []
    if month is None:  # 'Marzo 2026', 'Gennaio-Febbraio 2026', 'Londra ott 2024'
        before, after = _months(before, months, languages), _months(after, months, languages)
        if months:
            month = months[0]
            lo, hi = date(y, month, 1), _end_of_month(y, max(months[-1], month))
    bare_before, bare_after = _MONTH_TOKEN.sub(" ", before), _MONTH_TOKEN.sub(" ", after)
    words = (bare_before + " " + bare_after).strip(_EDGE)
    words = re.sub(r"\s+", " ", words)
    if re.search(r"\d", words):
        return None  # other numbers beside the date: a period's name (periods.py reads it)
    shape = before + token + after
    if words:
        lead = bare_before.strip(_EDGE)
        shape = (
            before.replace(lead, PLACE, 1) + token + after
            if lead and not bare_after.strip(_EDGE)
            else before + token + after.replace(bare_after.strip(_EDGE), PLACE, 1)
        )
    return NamedDate(lo, hi, y, month, words, shape)


def _months(text: str, found: list[int], languages: tuple[str, ...]) -> str:
    """``text`` with its month names as placeholders (their numbers added to ``found``)."""

    def mark(m: re.Match[str]) -> str:
        hit = _month_of(m.group(0), languages)
        if hit is None:
            return m.group(0)
        found.append(hit[0])
        return hit[1]

    return _LETTERS.sub(mark, text)


def read_siblings(names: list[str]) -> dict[str, NamedDate]:
    """The dated names among siblings (two-digit years read against the others)."""
    years = frozenset(int(m.group(1)) for n in names for m in _YEAR4.finditer(n))
    languages = _languages(names)
    return {n: d for n in names if (d := read_name(n, years, languages)) is not None}
