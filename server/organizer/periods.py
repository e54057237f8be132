"""Folders named after a period: years, tax years, quarters — and how to name the next one.

Sibling folders whose names differ only in their numbers, one of them a year —
``2023/ 2024/``, ``Kontoauszüge 2024/``, ``2024-25/``, ``AY2025-26/``, ``2025-Q1/`` — form a
*period family*. Which date of a file decides its period, and where a period starts, is
learned from the files already filed there; nothing here knows any country's tax year:

    a strategy  the date that counts: the photo's EXIF date, a date in the name, the file's
                first or last date, the year it names on its own ('für 2023') or most often
                — or the period written out in the file itself ('AY2024-25', 'tax year
                2024-25', read by ``period_labels.py``)
    a period    the label year = the year the period starts in (periods start on a learned
                day of a learned month) + shift, and a second number when the names have one:
                the next year ('2024-25'), the quarter ('2025-Q2') or the month

``learn(members)`` tries every strategy and period against the member files and ranks them by
how many they put in their own folder. ``PeriodRule.name_of(dates)`` then names the folder
for a new file, existing or not (``Business/Sales/2025-26/``). Where the names carry one more
number that moves with the period (a school year's class: ``2023-2024 lop 9/``,
``2024-2025 lop 10/``; ``学校_2023年度_小1/``, ``学校_2024年度_小2/``), the name has ``MOVING``
in its place: it names an existing member only (``period_names.py`` reads the names).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date

from .features import DocDates
from .period_names import MOVING, numbers_of, shared_template, template_of_name

__all__ = ["PeriodRule", "learn", "STRATEGIES", "LABELS"]


def _exif(dd: DocDates) -> date | None:
    return dd.exif


def _name(dd: DocDates) -> date | None:
    return dd.name


def _first(dd: DocDates) -> date | None:
    return dd.exif or (dd.primary.day if dd.primary else None)


def _year(dd: DocDates) -> date | None:
    return date(dd.year, 7, 1) if dd.year else None


def _named(dd: DocDates) -> date | None:
    return date(dd.named, 7, 1) if dd.named else None


def _last(dd: DocDates) -> date | None:
    return max(dd.all) if dd.all else None


# name -> (date of a file, whether it fixes only the year); on a tie the first listed wins
STRATEGIES: dict[str, tuple[Callable[[DocDates], date | None], bool]] = {
    "exif": (_exif, False),
    "first": (_first, False),
    "name": (_name, False),
    "named": (_named, True),
    "year": (_year, True),
    "last": (_last, False),
}
# the period as the file writes it (period_labels.py): whole ('AY2024-25'), or its numbers ('2024-25')
LABELS = ("label", "bare")
FALLBACK_SHARE = 0.3  # a strategy that files fewer member files than this is no fallback


@dataclass(frozen=True)
class PeriodRule:
    template: str  # a member's name with its numbers as {0}, {1}: 'AY{0}-{1}'
    widths: tuple[int, ...]  # digits of each number as written
    start_month: int  # 1 = calendar years; 4 = periods from April
    shift: int  # label year - the year the period starts in
    second: str  # '' | 'next' (the following year) | 'prev' (the one before) | 'quarter' | 'month'
    strategy: str  # which date of a file counts (STRATEGIES), or a label it writes (LABELS)
    start_day: int = 1  # the day of start_month periods start on (6 for 6 April)
    placed: int = 0  # member files it can place (learned from a sample of each member) ...
    hits: int = 0  # ... and of those, how many it places in their own member
    # the (month, day) starts that place the member files as well as start_month/start_day:
    # the days the files leave open, where a period may start as well
    open: tuple[tuple[int, int], ...] = ()

    @property
    def never_wrong(self) -> bool:
        """It put every member file it could place (two or more) in its own member."""
        return self.placed >= 2 and self.hits == self.placed

    def label(self, d: date) -> tuple[int, ...]:
        start_year = (
            d.year if (d.month, d.day) >= (self.start_month, self.start_day) else d.year - 1
        )
        y = start_year + self.shift
        if self.second == "next":
            return (y, (y + 1) % (10 ** self.widths[1]))
        if self.second == "prev":
            return (y, (y - 1) % (10 ** self.widths[1]))
        if self.second == "quarter":
            return (y, (d.month - self.start_month) % 12 // 3 + 1)
        if self.second == "month":
            return (y, d.month)
        return (y,)

    def name(self, d: date) -> str:
        nums = self.label(d)
        return self.template.format(
            *(f"{n:0{w}d}" for n, w in zip(nums, self.widths, strict=False))
        )

    def date_of(self, dd: DocDates) -> date | None:
        fn, year_only = STRATEGIES[self.strategy]
        d = fn(dd)
        if d is None or (
            year_only and (self.start_month != 1 or self.second in ("quarter", "month"))
        ):
            return None
        return d

    def label_of(self, dd: DocDates) -> tuple[int, ...] | None:
        """The file's period (its numbers), by this rule's strategy."""
        if self.strategy in LABELS:
            got = dd.labels.get(self.template, {}).get(self.strategy)
            return got if got is None or self.fits(got) else None
        d = self.date_of(dd)
        return self.label(d) if d is not None else None

    def fits(self, nums: tuple[int, ...]) -> bool:
        """Whether numbers a file writes ('2023-2025' in a CV) can name one of these periods."""
        if len(nums) < 2 or len(self.widths) < 2:
            return True
        a, b = nums[0], nums[1]
        return {
            "next": b == (a + 1) % 10 ** self.widths[1],
            "prev": b == (a - 1) % 10 ** self.widths[1],
            "quarter": 1 <= b <= 4,
            "month": 1 <= b <= 12,
        }.get(self.second, True)

    def names_open(self, dd: DocDates) -> list[str]:
        """The names the file's date takes under each start the member files leave open
        (its name_of first): a date in those days is in either period."""
        d = self.date_of(dd) if self.strategy not in LABELS else None
        if d is None:
            return []
        starts = [replace(self, start_month=m, start_day=dy) for m, dy in self.open]
        return list(dict.fromkeys(r.name(d) for r in [self, *starts]))

    def name_of(self, dd: DocDates) -> str | None:
        nums = self.label_of(dd)
        if nums is None or len(nums) < len(self.widths):
            return None
        return self.template.format(
            *(f"{n:0{w}d}" for n, w in zip(nums, self.widths, strict=False))
        )


def _moves_with_year(widths: tuple[int, ...], labels: dict[str, tuple[int, ...]]) -> bool:
    """The names' second number rises with the year, one for one, in two years or more (a
    class, an age): not a period's second number, unless it is the next or the last year."""
    pairs = {lab for lab in labels.values() if len(lab) > 1}
    if len(widths) < 2 or len({a for a, _ in pairs}) < 2 or len({b - a for a, b in pairs}) != 1:
        return False
    return _seconds(widths, labels) not in (["next"], ["prev"])


def learn(
    members: dict[str, list[DocDates]],
    min_share: float = 0.5,
    starts: tuple[tuple[int, int], ...] = (),
) -> list[PeriodRule]:
    """The strategies (best first, each with the period that suits it) that file most
    member files in their own member: the first that can place a new file decides, so a
    file without the best kind of date is placed by the next. Empty when none files at
    least ``min_share`` of them. ``members``: member name (its last component) -> the
    dates of its files; ``starts``: (month, day) the guideline names ('6 April to 5
    April'), first named first — where the files leave a period's first day open."""
    names = list(members)
    shared = shared_template([t for t in (template_of_name(n) for n in names) if t is not None])
    if shared is None:
        return []
    template, widths = shared
    labels = {n: numbers_of(n) for n in names}
    if _moves_with_year(widths, labels):  # '小1', '小2' a year later: a class, not a quarter
        template, widths = template.replace("{1}", MOVING), widths[:1]
    seconds = _seconds(widths, labels)
    if seconds is None:
        return []
    total = sum(len(v) for v in members.values())

    def score(rule: PeriodRule) -> float:
        return _score(rule, members, labels)

    best_of = _best_per_strategy(template, widths, seconds, score)
    ranked = sorted(best_of.values(), key=lambda vr: -vr[0])
    if not ranked or total == 0 or ranked[0][0] < min_share * total:
        return []
    out = [_start_day(ranked[0][1], score, starts)]
    # each next one is chosen for the files those before it cannot place — the files it
    # will be asked about (a school year's dated notices, where the best reads a written
    # '2025/26'); then for every file, as before
    left = set(best_of) - {out[0].strategy}
    while left:
        rest = {
            n: [d for d in dds if all(r.label_of(d) is None for r in out)]
            for n, dds in members.items()
        }

        def first_rest(rule: PeriodRule, rest: dict[str, list[DocDates]] = rest) -> float:
            # the files left first, then every file (when none is left: as before)
            return _hits(rule, rest, labels) * (total + 1) + score(rule)

        again = _best_per_strategy(template, widths, seconds, first_rest, left)
        _, rule = max(again.values(), key=lambda vr: vr[0])
        value = score(rule)
        if value < FALLBACK_SHARE * total:
            break
        out.append(_start_day(rule, score, starts))
        left.discard(rule.strategy)
    return [
        replace(
            r,
            placed=sum(1 for dds in members.values() for dd in dds if r.label_of(dd) is not None),
            hits=_hits(r, members, labels),
        )
        for r in out
    ]


def _seconds(widths: tuple[int, ...], labels: dict[str, tuple[int, ...]]) -> list[str] | None:
    """What the names' second number is (PeriodRule.second): '' when they have none; None
    when it is none of the kinds a period has."""
    if len(widths) <= 1:
        return [""]
    pairs = [lab for lab in labels.values() if len(lab) > 1]
    if pairs and all(b == (a + 1) % (10 ** widths[1]) for a, b in pairs):
        return ["next"]
    if pairs and all(b == (a - 1) % (10 ** widths[1]) for a, b in pairs):
        return ["prev"]  # 'IRPF 2025 (ano-base 2024)': filed in 2025 about 2024
    if pairs and all(1 <= b <= 4 for _, b in pairs):
        return ["quarter"]
    if pairs and all(1 <= b <= 12 for _, b in pairs):
        return ["month"]
    return None


def _score(
    rule: PeriodRule, members: dict[str, list[DocDates]], labels: dict[str, tuple[int, ...]]
) -> float:
    """How many member files ``rule`` puts in their own member (``labels``: each member's
    numbers), less a little for a period that is not the calendar's or not plain dates."""
    hit = _hits(rule, members, labels)
    # prefer calendar periods, no shift and plain dates when equally good — except a period
    # the files write out whole ('AY2025-26', 'a.s. 2025/2026'): that says it directly (a
    # school report's first date is a child's birthday)
    return (
        hit
        - 0.01 * (rule.start_month != 1)
        - 0.01 * (rule.shift != 0)
        + 0.005 * (rule.strategy == "label")
        - 0.005 * (rule.strategy == "bare")
    )


def _hits(
    rule: PeriodRule, members: dict[str, list[DocDates]], labels: dict[str, tuple[int, ...]]
) -> int:
    hit = 0
    for n, dds in members.items():
        want = labels[n][: len(rule.widths)]
        hit += sum(1 for dd in dds if rule.label_of(dd) == want)
    return hit


def _best_per_strategy(
    template: str,
    widths: tuple[int, ...],
    seconds: list[str],
    score: Callable[[PeriodRule], float],
    only: set[str] | None = None,
) -> dict[str, tuple[float, PeriodRule]]:
    """Per strategy (of ``only``, when given), its best period (start month and shift) and
    that period's score."""
    best_of: dict[str, tuple[float, PeriodRule]] = {}
    # a period a file writes out must look like one: not a bare four-digit number
    writable = len(widths) > 1 or bool(re.sub(r"\{\d\}", "", template).strip())
    for strategy in list(STRATEGIES) + (list(LABELS) if writable else []):
        if only is not None and strategy not in only:
            continue
        tried = [
            (score(rule), rule)
            for second in seconds
            for start, shift in _starts(strategy, second)
            for rule in [PeriodRule(template, widths, start, shift, second, strategy)]
        ]
        top = max(v for v, _ in tried)
        # of the periods that fit best, the middle one: the widest margin either side (two
        # files of December and January fit a school year starting in any month from
        # February to December; September is nearer the middle than February)
        best = [(v, r) for v, r in tried if v >= top - 1e-9]
        best_of[strategy] = best[len(best) // 2]
    return best_of


def _starts(strategy: str, second: str) -> list[tuple[int, int]]:
    """The (start month, shift) pairs worth trying: a label a file writes needs none."""
    if strategy in LABELS:
        return [(1, 0)]
    return [
        (start, shift)
        for start in ((1, 4, 7, 10) if second == "quarter" else _months(second))
        for shift in (0, 1, -1)
    ]


def _months(second: str) -> range:
    """The months a period may start in: a period named by two years ('2024-25') spans a
    new year, so it starts after January."""
    return range(2, 13) if second == "next" else range(1, 13)


def _start_day(
    rule: PeriodRule,
    score: Callable[[PeriodRule], float],
    starts: tuple[tuple[int, int], ...] = (),
) -> PeriodRule:
    """The day periods start on: of the days that fit best, the first the guideline names,
    else the middle one (widest margin) (the first of its month unless the files show
    otherwise)."""
    if rule.strategy in LABELS or rule.second in ("quarter", "month"):
        return rule
    fits = [
        (score(replace(rule, start_month=mo, start_day=day)), mo, day)
        for mo in _months(rule.second)
        for day in range(1, 29)
    ]
    top = max(v for v, _, _ in fits)
    good = [(m, d) for v, m, d in fits if v >= top - 1e-9]
    named = next((s for s in starts if s in good), None)
    if named is not None:  # the person's own word: nothing left open
        return replace(rule, start_month=named[0], start_day=named[1])
    if (rule.start_month, 1) not in good:
        month, day = good[len(good) // 2]
        rule = replace(rule, start_month=month, start_day=day)
    # a calendar year that fits is the library's own reading: nothing left open then (the
    # first photo of a new year goes to its new folder)
    left_open = len(good) > 1 and rule.start_month != 1
    return replace(rule, open=tuple(good) if left_open else ())
