"""Folders named after a period: years, tax years, quarters — and how to name the next one.

Sibling folders whose names differ only in their numbers, one of them a year —
``2023/ 2024/``, ``Kontoauszüge 2024/``, ``2024-25/``, ``AY2025-26/``, ``2025-Q1/`` — form a
*period family*. Which date of a file decides its period, and where a period starts, is
learned from the files already filed there; nothing here knows any country's tax year:

    a strategy  the date that counts: the photo's EXIF date, a date in the name, the file's
                first date, or the year it names most often
    a period    the label year = year(date shifted back to the period's first month) + shift,
                and a second number when the names have one: the next year ('2024-25'),
                the quarter ('2025-Q2') or the month

``learn(members)`` tries every strategy and period against the member files and keeps the
one that puts most of them in their own folder. ``PeriodRule.name(date)`` then names the
folder for a new file, existing or not (``Business/Invoices/2025-26/``).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import date

from .features import DocDates

__all__ = ["PeriodRule", "learn", "shape_of", "STRATEGIES"]

_DIGITS = re.compile(r"\d+")
_YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")


def shape_of(name: str) -> str | None:
    """'AY2024-25' -> 'AY#-#' when the name has a year in it, else None."""
    if not _YEAR.search(name):
        return None
    return _DIGITS.sub("#", name)


def _exif(dd: DocDates) -> date | None:
    return dd.exif


def _name(dd: DocDates) -> date | None:
    return dd.name


def _first(dd: DocDates) -> date | None:
    return dd.exif or (dd.primary.day if dd.primary else None)


def _year(dd: DocDates) -> date | None:
    return date(dd.year, 7, 1) if dd.year else None


def _last(dd: DocDates) -> date | None:
    return max(dd.all) if dd.all else None


# name -> (date of a file, whether it fixes only the year)
STRATEGIES: dict[str, tuple[Callable[[DocDates], date | None], bool]] = {
    "first": (_first, False), "name": (_name, False), "exif": (_exif, False), "year": (_year, True),
    "last": (_last, False),
}


@dataclass(frozen=True)
class PeriodRule:
    template: str  # a member's name with its numbers as {0}, {1}: 'AY{0}-{1}'
    widths: tuple[int, ...]  # digits of each number as written
    start_month: int  # 1 = calendar years; 4 = periods from April
    shift: int  # label year - the year the period starts in
    second: str  # '' | 'next' (the following year) | 'quarter' | 'month'
    strategy: str  # which date of a file counts (STRATEGIES)

    def label(self, d: date) -> tuple[int, ...]:
        start_year = d.year if d.month >= self.start_month else d.year - 1
        y = start_year + self.shift
        if self.second == "next":
            return (y, (y + 1) % (10 ** self.widths[1]))
        if self.second == "quarter":
            return (y, (d.month - self.start_month) % 12 // 3 + 1)
        if self.second == "month":
            return (y, d.month)
        return (y,)

    def name(self, d: date) -> str:
        nums = self.label(d)
        return self.template.format(*(f"{n:0{w}d}" for n, w in zip(nums, self.widths, strict=False)))

    def date_of(self, dd: DocDates) -> date | None:
        fn, year_only = STRATEGIES[self.strategy]
        d = fn(dd)
        if d is None or (year_only and (self.start_month != 1 or self.second)):
            return None
        return d


def _template(name: str) -> tuple[str, tuple[int, ...]] | None:
    runs = list(_DIGITS.finditer(name))
    if not runs or not any(_YEAR.fullmatch(r.group(0)) for r in runs):
        return None
    first = next(i for i, r in enumerate(runs) if _YEAR.fullmatch(r.group(0)))
    runs = runs[first:first + 2]
    out, pos = "", 0
    for i, r in enumerate(runs):
        out += name[pos:r.start()].replace("{", "{{").replace("}", "}}") + "{" + str(i) + "}"
        pos = r.end()
    out += name[pos:].replace("{", "{{").replace("}", "}}")
    prefix = name[:runs[0].start()]
    if _DIGITS.search(prefix):
        return None
    return out, tuple(len(r.group(0)) for r in runs)


def _numbers(name: str) -> tuple[int, ...]:
    runs = [int(r.group(0)) for r in _DIGITS.finditer(name)]
    first = next((i for i, r in enumerate(_DIGITS.finditer(name)) if _YEAR.fullmatch(r.group(0))), 0)
    return tuple(runs[first:first + 2])


def learn(members: dict[str, list[DocDates]], min_share: float = 0.5) -> PeriodRule | None:
    """The strategy and period that file most member files in their own member.
    ``members``: member folder name (its last component) -> the dates of its files."""
    names = list(members)
    shaped = [t for t in (_template(n) for n in names) if t is not None]
    if not shaped or len({t for t, _ in shaped}) != 1:
        return None
    template, widths = shaped[0]
    labels = {n: _numbers(n) for n in names}
    seconds = [""]
    if len(widths) > 1:
        pairs = [lab for lab in labels.values() if len(lab) > 1]
        if pairs and all(b == (a + 1) % (10 ** widths[1]) for a, b in pairs):
            seconds = ["next"]
        elif pairs and all(1 <= b <= 4 for _, b in pairs):
            seconds = ["quarter"]
        elif pairs and all(1 <= b <= 12 for _, b in pairs):
            seconds = ["month"]
        else:
            return None
    total = sum(len(v) for v in members.values())
    best: tuple[float, PeriodRule] | None = None
    for strategy in STRATEGIES:
        for second in seconds:
            for start in ((1, 4, 7, 10) if second == "quarter" else range(1, 13)):
                for shift in (0, 1, -1):
                    rule = PeriodRule(template, widths, start, shift, second, strategy)
                    hit = 0
                    for n, dds in members.items():
                        for dd in dds:
                            d = rule.date_of(dd)
                            hit += d is not None and rule.label(d) == labels[n][:len(rule.widths)]
                    # prefer calendar periods and no shift when equally good
                    score = hit - 0.01 * (start != 1) - 0.01 * (shift != 0)
                    if best is None or score > best[0]:
                        best = (score, rule)
    if best is None or total == 0 or best[0] < min_share * total:
        return best[1] if best and total == 0 else None
    return best[1]
