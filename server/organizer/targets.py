"""The answers the organizer can give: plain folders, and families of dated folders.

A *family* is a set of sibling folders told apart by a date, from a guideline template
(``life/trips/YYYY-MM place/``, ``photos/<year>/``) or, without one, from the names:

    period  names that differ only in their numbers, one a year: ``photos/2023/``,
            ``Kontoauszüge 2024/``, ``Sales/2024-25/``, ``GST/2025-Q1/`` (``periods.py``
            learns which period a file belongs to, and names new ones)
    event   a date and a name: ``trips/2024-03 japan/``, ``Urlaub/2025-04 Mallorca/`` (a
            member's date range is learned from its files; ``slots.py`` names a new one)

The model learns a family as one class ("a trip", "a bank statement of some year"); which
member a file belongs to, or which new member to create, is decided from its dates
(``decide.py``). Templates without a date (``work/<employer>/``) are not families: each
existing match is its own folder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

from appclient.eras import in_gregorian

from .dates import fold
from .guideline import Guideline, Template
from .names import PLACE, NamedDate, fill_shape, read_siblings
from .period_names import shape_of
from .periods import PeriodRule

__all__ = ["Instance", "Family", "Target", "Targets", "build_targets", "rule_targets"]

_SPAN_NAME = re.compile(r"^((?:19|20)\d\d)[-_/](\d{2}|\d{4})$")


@dataclass(frozen=True)
class Instance:
    folder: str
    year: int | None
    month: int | None
    slot: str | None
    lo: date | None = None  # the days its name covers (names.py), when read from the name
    hi: date | None = None


@dataclass(frozen=True)
class Family:
    key: str  # the template path, written or inferred: 'life/trips/YYYY-MM place/'
    template: Template
    instances: dict[str, Instance] = field(default_factory=dict)  # folder -> instance
    # how new slot values are written, like the existing ones: lower | title | keep
    slot_case: str = "lower"
    kind: str = "period"  # 'period' (told apart by the date alone) | 'event' (a date and a name)
    # learned from the members' files, best first (families.py)
    periods: tuple[PeriodRule, ...] = ()
    shape: str = ""  # inferred from siblings' names: how a new member is named (names.py)
    hit_rate: float = 1.0  # how often its dates put its own files in their member (learned)
    # how many times likelier a date in a member's days is for its own files than for the
    # library's other files (learned; event families): what such a date is worth
    date_odds: float = 1.0

    def new_folder(self, year: int | None, month: int | None, slot: str | None) -> str | None:
        if slot is not None:
            slot = {"lower": slot.lower(), "title": slot.title()}.get(self.slot_case, slot)
        if self.shape:
            if year is None:
                return None
            name = fill_shape(self.shape, year, month, slot)
            return self.template.parent + name + "/" if name else None
        return self.template.fill(year, month, slot)


@dataclass(frozen=True)
class Target:
    key: str  # folder path, or the family key
    family: Family | None = None
    exists: bool = True  # the folder exists (a family: at least one member does)


@dataclass(frozen=True)
class Targets:
    """The answers, in order (a target's number is its row in every per-answer array)."""

    targets: tuple[Target, ...] = ()
    index: dict[str, int] = field(default_factory=dict)  # a target's key -> its number
    of_folder: dict[str, int] = field(
        default_factory=dict
    )  # a file's folder -> the target it teaches

    def for_rule_folder(self, folder: str) -> list[int]:
        """Targets a guideline mention teaches: its family, its own folder, or the matches of
        a dateless template."""
        if folder in self.index:
            return [self.index[folder]]
        if folder in self.of_folder:
            return [self.of_folder[folder]]
        return []

    def with_families(self, families: dict[int, Family]) -> Targets:
        """The same answers, the families of targets ``families`` names replaced (by what
        their files taught: ``families.py``)."""
        return replace(
            self,
            targets=tuple(
                replace(t, family=families[i]) if i in families else t
                for i, t in enumerate(self.targets)
            ),
        )


class _Builder:
    """Targets being gathered (``build_targets``)."""

    def __init__(self) -> None:
        self.targets: list[Target] = []
        self.index: dict[str, int] = {}
        self.of_folder: dict[str, int] = {}

    def add(self, target: Target) -> int:
        if target.key not in self.index:
            self.index[target.key] = len(self.targets)
            self.targets.append(target)
        return self.index[target.key]

    def known(self, folder: str) -> bool:
        return folder in self.index or folder in self.of_folder

    def done(self) -> Targets:
        return Targets(tuple(self.targets), self.index, self.of_folder)


def gregorian_path(folder: str) -> str:
    """``folder`` with every year of another epoch as its Gregorian year (eras.py)."""
    return "/".join(in_gregorian(part) for part in folder.split("/"))


def _slot_of(folder: str, t: Template) -> str | None:
    m = t.regex.match(fold(folder))
    if not m or not m.groupdict().get("slot"):
        return None
    name = folder.rstrip("/").split("/")[-1]
    tail = fold(name)
    slot = m.group("slot")
    i = tail.rfind(slot)
    return name[i : i + len(slot)] if i >= 0 else slot


def _family(key: str, t: Template, folders: list[str]) -> Family:
    instances: dict[str, Instance] = {}
    for f in folders:
        m = t.regex.match(fold(f)) or t.regex.match(fold(gregorian_path(f)))
        if not m:
            continue
        g = m.groupdict()
        if g.get("month") and not 1 <= int(g["month"]) <= 12:
            continue  # not the month the pattern has in its place
        instances[f] = Instance(
            f,
            int(g["year"]) if g.get("year") else None,
            int(g["month"]) if g.get("month") else None,
            _slot_of(f, t),
        )
    names = [f.rstrip("/").rsplit("/", 1)[-1] for f in instances]
    shapes = {shape_of(n) for n in names}
    # told apart by numbers alone ('2025-Q1', '2025-Q2'), or a template with no free part
    kind = (
        "period"
        if (len(names) >= 2 and len(shapes) == 1 and None not in shapes) or not t.slot
        else "event"
    )
    slot_case = _case([i.slot for i in instances.values() if i.slot])
    return Family(key, t, instances, slot_case, kind)


def _period_template(parent: str, shape: str) -> Template:
    rx = "".join(r"(\d+)" if c == "#" else re.escape(c) for c in fold(shape))
    rx = rx.replace(r"(\d+)", r"(?P<year>\d+)", 1)
    return Template(
        path=parent + shape + "/",
        parent=parent,
        regex=re.compile("^" + re.escape(fold(parent)) + rx + "/$"),
        year=True,
        month=False,
        slot=False,
        parts=(("period", shape),),
    )


def _inferred(folders: list[str]) -> list[tuple[str, Template, Family | None]]:
    """Families the folder names show without a guideline: siblings named by a period
    (two or more of one shape, or a bare year: ``periods.py`` learns their rule), siblings
    whose names are dates of several shapes (``2023``, ``2024-2025``: each covers the days
    its name says), and dated events in any naming (``names.py``)."""
    by_parent: dict[str, list[str]] = {}
    for f in folders:
        parent, _, name = f.rstrip("/").rpartition("/")
        by_parent.setdefault(parent + "/" if parent else "", []).append(name)
    out: list[tuple[str, Template, Family | None]] = []
    for parent, names in by_parent.items():
        dated = read_siblings(names)
        events = {n: d for n, d in dated.items() if d.words}
        if len({fold(d.words) for d in events.values()}) > 1 or (
            len(events) == 1 and len(dated) == 1 and next(iter(events.values())).month
        ):
            bare = {n: d for n, d in dated.items() if not d.words}
            if len(bare) >= 2:  # 'photos/2024/', 'photos/2025/' beside trips: a series of years
                dated = events
            fam = _event_family(parent, dated)  # one bare year beside trips is a trip too
            out.append((fam.key, fam.template, fam))
            names = [n for n in names if n not in dated]
        bare = {n: d for n, d in dated.items() if not d.words and n in names}
        if len({d.shape for d in bare.values()}) > 1:
            fam = _ranged_family(parent, bare)
            out.append((fam.key, fam.template, fam))
            names = [n for n in names if n not in bare]
        # a period in another epoch's years ('令和5年分_確定申告') as the Gregorian one it is
        out += [(k, t, None) for k, t in _periodic(parent, [in_gregorian(n) for n in names])]
    return [(k, t, f) for k, t, f in out if k]


def _periodic(parent: str, names: list[str]) -> list[tuple[str, Template]]:
    shapes: dict[str, int] = {}
    for n in names:
        shape = shape_of(n)
        if shape is not None:
            shapes[shape] = shapes.get(shape, 0) + 1
    # two of a shape, or one bare year or span of years ('2024', '2024-25')
    periodic = {sh for sh, k in shapes.items() if k >= 2 or sh == "#"}
    spans = [(n, m) for n in names if (m := _SPAN_NAME.match(n))]
    periodic |= {
        shape_of(n) or "" for n, m in spans if int(m.group(2)) % 100 == (int(m.group(1)) + 1) % 100
    }
    periodic.discard("")
    return [(parent + sh + "/", _period_template(parent, sh)) for sh in sorted(periodic)]


def _shaped_template(parent: str, shape: str, kind: str) -> Template:
    return Template(
        path=parent + shape + "/",
        parent=parent,
        regex=re.compile("(?!)"),  # members are read from their names, not matched
        year=True,
        month="MM" in shape,
        slot=PLACE in shape,
        parts=((kind, shape),),
    )


def _best_shape(dated: dict[str, NamedDate]) -> str:
    """The shape a new sibling is named in: the newest sibling's (four-digit years first; a
    person's naming habit is the one they have now: ``2024/``, ``2025/``, then ``Marzo
    2026/``), one naming a single month before a span of months, the most common on a tie."""
    count: dict[str, int] = {}
    for d in dated.values():
        count[d.shape] = count.get(d.shape, 0) + 1
    return max(
        dated.values(),
        key=lambda d: (
            "YYYY" in d.shape,
            d.year,
            d.shape.count("<MM") <= 1,
            count[d.shape],
            d.shape,
        ),
    ).shape


def _event_family(parent: str, dated: dict[str, NamedDate]) -> Family:
    named = {n: d for n, d in dated.items() if d.words} or dated
    shape = _best_shape(named)
    instances = {
        parent + n + "/": Instance(parent + n + "/", d.year, d.month, d.words or None, d.lo, d.hi)
        for n, d in dated.items()
    }
    return Family(
        parent + shape + "/",
        _shaped_template(parent, shape, "event"),
        instances,
        slot_case=_case([d.words for d in named.values() if d.words]),
        kind="event",
        shape=shape,
    )


def _ranged_family(parent: str, dated: dict[str, NamedDate]) -> Family:
    shape = _best_shape(dated)
    instances = {
        parent + n + "/": Instance(parent + n + "/", d.year, d.month, None, d.lo, d.hi)
        for n, d in dated.items()
    }
    return Family(
        parent + shape + "/",
        _shaped_template(parent, shape, "range"),
        instances,
        kind="period",
        shape=shape,
    )


def _case(slots: list[str]) -> str:
    if all(s == s.lower() for s in slots):
        return "lower"
    return "title" if all(s == s.title() for s in slots) else "keep"


def _families(folders: list[str], guideline: Guideline) -> list[Family]:
    families: list[Family] = []
    covered: set[str] = set()
    found = [(k, t, None) for k, t in guideline.templates.items()] + _inferred(folders)
    for key, t, made in found:
        if not (t.year or t.month):
            continue
        fam = made or _family(key, t, folders)
        if any(f in covered for f in fam.instances) or (
            not fam.instances and key not in guideline.templates
        ):
            continue
        if not fam.instances and any(fold(o.template.parent) == fold(t.parent) for o in families):
            continue  # the folder names already show this family
        families.append(fam)
        covered |= set(fam.instances)
    return families


def build_targets(
    folders: list[str], with_files: set[str], guideline: Guideline, dated: bool = True
) -> Targets:
    """Every answer: families (guideline templates with a date, then inferred ones), the
    folders that hold files, and the folders the guideline names (existing or not)."""
    ts = _Builder()
    folders = sorted(set(folders) | with_files)
    families = _families(folders, guideline) if dated else []
    for fam in families:
        i = ts.add(Target(fam.key, fam, exists=bool(fam.instances)))
        for f in fam.instances:
            ts.of_folder[f] = i
    for f in sorted(with_files):
        if f not in ts.of_folder:
            ts.of_folder[f] = ts.add(Target(f))
    for rule in guideline.rules:
        if rule.template is not None and not (rule.template.year or rule.template.month):
            for f in folders:  # 'work/<employer>/compensation/': each match is a folder of its own
                if rule.template.regex.match(fold(f)) and not ts.known(f):
                    ts.of_folder[f] = ts.add(Target(f))
            continue
        if not ts.known(rule.folder) and rule.template is None:
            parent = next((f for f in families if f.template.parent == rule.folder), None)
            if parent is not None and rule.folder not in with_files:
                # 'DAS go in `MEI/DAS/`, one folder a year': the rule is about the family
                ts.of_folder[rule.folder] = ts.index[parent.key]
                continue
            exists = rule.folder in folders
            ts.of_folder[rule.folder] = ts.add(Target(rule.folder, exists=exists))
    return ts.done()


def rule_targets(ts: Targets, guideline: Guideline, folders: list[str]) -> list[tuple[int, int]]:
    """(rule index, target index) pairs: which target each guideline rule describes."""
    out: list[tuple[int, int]] = []
    for ri, rule in enumerate(guideline.rules):
        if rule.template is not None and not (rule.template.year or rule.template.month):
            for f in folders:
                if rule.template.regex.match(fold(f)) and f in ts.of_folder:
                    out.append((ri, ts.of_folder[f]))
            continue
        for ti in ts.for_rule_folder(rule.folder):
            out.append((ri, ti))
    return out
