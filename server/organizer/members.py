"""The members of a dated family and the days each covers: which trip's days a photo was
taken in, which year or tax year a document belongs to.

An event member's days are learned from its files (``InstanceDates.learn``: its photos'
days, with its documents' dates within a week of them, else the dates in its files, else
what its name says); a period's member is named by its learned rule (``periods.py``), or,
for siblings whose names are dates of several shapes, by the days each name covers.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import Protocol

from appclient.eras import written_like

from .dates import fold
from .features import DocDates
from .period_names import MOVING
from .periods import LABELS, PeriodRule
from .targets import Family, Instance, Targets, gregorian_path

__all__ = [
    "FileDates",
    "InstanceDates",
    "Member",
    "period_name",
    "far_period",
    "DATE_PHOTO",
    "DATE_DOC",
    "DATE_PERIOD",
]

DATE_PHOTO, DATE_DOC, DATE_PERIOD = 5, 6, 7  # their columns in evidence.FEATURES

SLACK = timedelta(days=0)  # a trip's range is its files' first to last day, exactly
TRAVEL = timedelta(days=7)  # documents dated this close to a trip's photos are its travel days
NEAR = timedelta(days=60)  # a document this close to a trip's days, and like its files, is its
WINDOW = timedelta(days=45)  # dates further than this from a dated folder's month are not its dates


class FileDates(Protocol):
    """The dates of the training files, by number (read when first asked for)."""

    def __getitem__(self, i: int, /) -> DocDates: ...


@dataclass(frozen=True)
class Member:
    """A member of a dated family, with the dates its files carry."""

    folder: str
    year: int | None
    month: int | None
    lo: date | None = None  # the days its name covers
    hi: date | None = None
    photos: tuple[tuple[int, date], ...] = ()  # (file index, EXIF date)
    dates: tuple[tuple[int, date], ...] = ()  # (file index, any date in a file)


@dataclass(frozen=True)
class InstanceDates:
    """Per dated family: its members and the dates of their files (their learned ranges)."""

    members: dict[int, tuple[Member, ...]] = field(default_factory=dict)

    @classmethod
    def learn(
        cls, targets: Targets, doc_folders: Sequence[str], doc_dates: FileDates
    ) -> InstanceDates:
        """``doc_dates[i]``: the dates of training file i (read when asked for)."""
        by_folder: dict[str, list[int]] = {}
        for i, f in enumerate(doc_folders):
            by_folder.setdefault(f, []).append(i)
        out: dict[int, tuple[Member, ...]] = {}
        for ti, t in enumerate(targets.targets):
            if t.family is None:
                continue
            members = []
            for folder, inst in t.family.instances.items():
                # a period is told by its rule; only an event's days are learned from its files
                idx = by_folder.get(folder, []) if t.family.kind == "event" else []
                members.append(_member(inst, idx, doc_dates))
            out[ti] = tuple(members)
        return cls(out)

    def near(self, ti: int, folder: str, when: date) -> bool:
        """Whether ``when`` is within NEAR of the days of member ``folder`` (a booking made
        weeks before its trip)."""
        for m in self.members.get(ti, ()):
            if m.folder == folder:
                gap = _gap(m, when)
                return gap is not None and gap <= NEAR.days
        return False

    def closest(self, ti: int, when: date) -> tuple[str, int] | None:
        """(member, days from its first or last day) of the member of family ``ti`` whose days
        ``when`` is nearest, within NEAR (a plan written three weeks before the trip); None
        when none is, or two are as near."""
        found = sorted(
            (gap, m.folder)
            for m in self.members.get(ti, ())
            if (gap := _gap(m, when)) is not None and gap <= NEAR.days
        )
        if not found or (len(found) > 1 and found[1][0] == found[0][0]):
            return None
        return found[0][1], found[0][0]

    def match(
        self,
        ti: int,
        targets: Targets,
        dd: DocDates,
        exclude: set[int],
        cold: bool,
        hidden: frozenset[str] = frozenset(),
    ) -> tuple[int, float, str | None]:
        """(feature column, value, member folder): how the file's dates fit family ``ti``."""
        fam = targets.targets[ti].family
        if fam is None:
            return DATE_PERIOD, 0.0, None
        members = [m for m in self.members.get(ti, ()) if m.folder not in hidden]
        if fam.kind == "period":
            name = period_name(fam, dd)
            if name is None:
                return DATE_PERIOD, -1.0, None
            folder = next((m.folder for m in members if fold(m.folder) == fold(name)), None)
            return DATE_PERIOD, 1.0, folder
        when = dd.exif or (dd.primary.day if dd.primary else None)
        col = DATE_PHOTO if dd.exif else DATE_DOC
        if when is None:
            return col, 0.0, None
        # a document's own days: its first date, else the days it is about (a booking's stay)
        days = [when] if dd.exif else [when] + _agreed([(0, d) for d in dd.all])
        for day in dict.fromkeys(days):
            for m in members:
                lo, hi = _range(m, exclude, cold)
                if lo is not None and hi is not None and lo <= day <= hi:
                    return col, 1.0, m.folder
        return col, (-1.0 if dd.exif else 0.0), None


def period_rule(fam: Family, dd: DocDates) -> PeriodRule | None:
    """Of a period family's rules that can place the file, the one that decides: the period
    the file writes itself ('σχολικό έτος 2024-2025') when that never misplaced a member file
    that writes one — it says directly what a date only suggests (a June certificate of a
    school year that, by its files' dates, starts in June) — else the first learned."""
    able = [rule for rule in fam.periods if rule.name_of(dd) is not None]
    written = next((r for r in able if r.strategy in LABELS and r.never_wrong), None)
    return written or (able[0] if able else None)


def period_name(fam: Family, dd: DocDates) -> str | None:
    """The member folder (existing or not) a file's dates put it in, named as the library
    names its members: a member whose years are of another epoch ('令和6年分_確定申告') is
    found by its Gregorian name, and a new one is written in that epoch too."""
    name = _period_name(fam, dd)
    if name is None or name in fam.instances:
        return name
    gregorian = {f: fold(gregorian_path(f)) for f in fam.instances}
    real = next((f for f, g in gregorian.items() if g == fold(name)), None)
    if real is None:  # one folder deeper than the pattern's first date ('Bilder/ÅÅÅÅ/ÅÅÅÅ-MM/')
        deeper = [f for f, g in gregorian.items() if _last(g) == fold(_last(name))]
        real = deeper[0] if len(deeper) == 1 else None
    if real is None:  # new: unless a start its files leave open puts it in an existing one
        real = _open_member(fam, dd, {g: f for f, g in gregorian.items()})
    if real is not None:
        return real
    example = next(iter(fam.instances), "")
    if gregorian_path(example) == example:
        return name
    parent, _, last = name.rstrip("/").rpartition("/")
    return (parent + "/" if parent else "") + written_like(last, _last(example)) + "/"


FAR_YEARS = 3  # a new member this many years before or after every member: not from text


def far_period(fam: Family, dd: DocDates) -> int | None:
    """The year of the new member a file's text puts it in, when that is more than
    ``FAR_YEARS`` from every member's: a CV's birth date or a history of past years is no
    school year of the person's. New arrivals are of the years the person keeps, or near
    them; a photo's own date or a date in its name is believed however far (an old photo)."""
    rule = period_rule(fam, dd)
    years = [i.year for i in fam.instances.values() if i.year is not None]
    if rule is None or dd.exif is not None or dd.name is not None or not years:
        return None
    label = rule.label_of(dd)
    if label is None:
        return None
    y = label[0]
    return y if y < min(years) - FAR_YEARS or y > max(years) + FAR_YEARS else None


def _open_member(fam: Family, dd: DocDates, by_name: dict[str, str]) -> str | None:
    """The one existing member the file's date puts it in under another start its files
    leave open, when its rule's own start asks for a new folder: a rectified return filed in
    October, where the files of each return are dated December to May, is not the next
    year's (a new folder wants the files to say so). ``by_name``: the members by their
    folded Gregorian paths."""
    rule = period_rule(fam, dd)
    if rule is None or not rule.open or rule is not fam.periods[0]:
        return None
    found = {
        by_name[key]
        for n in rule.names_open(dd)[1:]
        if (key := fold(gregorian_path(fam.template.parent + n + "/"))) in by_name
    }
    return found.pop() if len(found) == 1 else None


def _last(folder: str) -> str:
    return folder.rstrip("/").rsplit("/", 1)[-1]


def _period_name(fam: Family, dd: DocDates) -> str | None:
    if fam.periods:
        rule = period_rule(fam, dd)
        name = rule.name_of(dd) if rule is not None else None
        if name is not None and MOVING in name:
            return _member_like(fam, name)
        return fam.template.parent + name + "/" if name is not None else None
    t = fam.template
    if t.parts and t.parts[0][0] == "period":  # inferred from the names, but no rule fits its files
        return None
    if t.parts and t.parts[0][0] == "range":  # the member whose name covers the file's date
        return _in_range(fam, dd)
    when = dd.exif or (dd.primary.day if dd.primary else None)
    year = dd.year if not t.month else (when.year if when else None)
    if year is None or (t.month and when is None) or t.slot:
        return None
    return t.fill(year, when.month if when else None, None)


def _member_like(fam: Family, name: str) -> str | None:
    """The member named ``name`` with a number for each MOVING ('2024-2025 lop 3' for a school
    year's '2024-2025 lop \ue000', '学校_2024年度_小2' for '学校_2024年度_小\ue000'); None when
    there is none (a new one's number is unknown) or more than one ('2024 vol 1', '2024 vol 2':
    the period does not choose)."""
    parts = [re.escape(fold(p)) for p in (fam.template.parent + name + "/").split(MOVING)]
    rx = re.compile(r"\d+".join(parts))
    found = [f for f in fam.instances if rx.fullmatch(fold(gregorian_path(f)))]
    return found[0] if len(found) == 1 else None


def _in_range(fam: Family, dd: DocDates) -> str | None:
    when = dd.exif or (dd.primary.day if dd.primary else None)
    found = [
        i
        for i in fam.instances.values()
        if i.lo
        and i.hi
        and (
            i.lo <= when <= i.hi
            if when
            else dd.year is not None and i.lo.year <= dd.year <= i.hi.year
        )
    ]
    if found:
        return min(found, key=lambda i: (i.hi - i.lo if i.lo and i.hi else 0, i.folder)).folder
    year = when.year if when else dd.year
    return fam.new_folder(year, when.month if when else None, None) if year else None


def _member(inst: Instance, idx: list[int], doc_dates: FileDates) -> Member:
    """A member and the dates of its files ``idx`` that are its own."""
    photos = [(i, e) for i in idx if (e := doc_dates[i].exif) is not None]
    dated = [(i, d) for i in idx for d in doc_dates[i].all]
    if inst.lo and inst.hi:  # the days its name covers, and a little around them
        lo, hi = inst.lo - WINDOW, inst.hi + WINDOW
        dates = [(i, d) for i, d in dated if lo <= d <= hi]
        photos = [(i, d) for i, d in photos if lo <= d <= hi] or photos
    else:
        center = _center(inst.year, inst.month, [d for _, d in dated])
        dates = [(i, d) for i, d in dated if center is None or abs(d - center) <= WINDOW]
    return Member(inst.folder, inst.year, inst.month, inst.lo, inst.hi, tuple(photos), tuple(dates))


def _gap(m: Member, when: date) -> int | None:
    """Days from ``when`` to member ``m``'s days (0 within them); None when it has none."""
    lo, hi = _range(m, set(), False)
    if lo is None or hi is None:
        return None
    return (lo - when).days if when < lo else max(0, (when - hi).days)


def _range(m: Member, exclude: set[int], cold: bool) -> tuple[date | None, date | None]:
    """A member's days: its photos' (when it has two or more) with the dates of its documents
    within a week of them, else the days its documents agree on (``_agreed``), else the month
    its name gives; widened by SLACK."""
    if not cold:
        photos = [d for i, d in m.photos if i not in exclude]
        dated = [(i, d) for i, d in m.dates if i not in exclude]
        days = [d for _, d in dated]
        if len(photos) >= 2:  # the photos' days, and travel documents' dates close to them
            lo, hi = min(photos), max(photos)
            days = photos + [d for d in days if lo - TRAVEL <= d <= hi + TRAVEL]
        else:
            days = _agreed(dated)
        if days:
            return min(days) - SLACK, max(days) + SLACK
    if m.lo and m.hi and m.lo.month == m.hi.month and m.lo.year == m.hi.year:
        return m.lo, m.hi  # a month its name gives ('2024-03 japan'); a year is too wide
    if m.year and m.month:
        lo = date(m.year, m.month, 1)
        return lo, (lo + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    return None, None


def _agreed(dated: list[tuple[int, date]]) -> list[date]:
    """The days a trip's documents agree on. A booking names the day it was made as well as
    the days of the trip: the dates are cut into runs (no gap over a week), and the run that
    the most of its files name is the trip's — the latest on a tie (a booking made in
    January for April is about April)."""
    if not dated:
        return []
    runs: list[list[tuple[int, date]]] = []
    for i, d in sorted(dated, key=lambda x: x[1]):
        if runs and d - runs[-1][-1][1] <= TRAVEL:
            runs[-1].append((i, d))
        else:
            runs.append([(i, d)])
    best = max(range(len(runs)), key=lambda k: (len({i for i, _ in runs[k]}), k))
    return [d for _, d in runs[best]]


def _center(year: int | None, month: int | None, dates: list[date]) -> date | None:
    if year and month:
        return date(year, month, 15)
    if year:  # '2025-oslo': the middle of its files' days of that year, not of the year
        days = sorted(d for d in dates if d.year == year)
        return days[len(days) // 2] if days else date(year, 7, 1)
    if dates:
        return sorted(dates)[len(dates) // 2]
    return None


def hit_rate(
    ti: int,
    targets: Targets,
    instances: InstanceDates,
    doc_dates: FileDates,
    files: list[int],
    folders: Sequence[str],
) -> float:
    """How often the family's dates put one of its own filed files (held out) in the member
    it is in: what a suggestion of this family is worth beyond the family being right
    (Laplace-smoothed). ``files``: training files of the family; ``folders``: every
    training file's folder."""
    fam = targets.targets[ti].family
    if fam is None:
        return 1.0
    hits = n = 0
    for i in files:
        dd = doc_dates[i]
        if dd.exif is None and dd.primary is None and dd.year is None:
            continue  # no date: placed by its likeness (decide.py), not by this
        if fam.kind == "period":
            name = period_name(fam, dd)
            got = (
                name
                if name is None
                else next((f for f in fam.instances if fold(f) == fold(name)), name)
            )
        else:
            got = instances.match(ti, targets, dd, {i}, False)[2]
        hits += got == folders[i]
        n += 1
    return (hits + 1) / (n + 2)
