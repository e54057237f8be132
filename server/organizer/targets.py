"""The answers the organizer can give: plain folders, and families of dated folders.

A *family* is a set of sibling folders told apart by a date — ``photos/2023/``,
``photos/2024/`` (by year) or ``trips/2024-03 japan/``, ``trips/2023-10 lisbon/`` (by date
and a name) — from a guideline template (``life/trips/YYYY-MM place/``) or, without one,
from the folder names themselves. The model learns a family as one class ("a trip", "a
photo of the year"); which member a file belongs to, or which new member to create, is
decided from its dates (``decide.py``). Templates without a date (``work/<employer>/``)
are not families: each existing match is its own folder.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from .dates import fold
from .guideline import Guideline, Template, template_of

__all__ = ["Instance", "Family", "Target", "Targets", "build_targets", "rule_targets"]

_YEAR_NAME = re.compile(r"^((?:19|20)\d\d)$")
_EVENT_NAME = re.compile(r"^((?:19|20)\d\d)(?:([-_. ])(0[1-9]|1[0-2])(?:\2(\d\d))?)?([ _-]+)(\S.*)$")


@dataclass
class Instance:
    folder: str
    year: int | None
    month: int | None
    slot: str | None


@dataclass
class Family:
    key: str  # the template path, written or inferred: 'life/trips/YYYY-MM place/'
    template: Template
    instances: dict[str, Instance] = field(default_factory=dict)  # folder -> instance
    slot_case: str = "lower"  # how new slot values are written, like the existing ones: lower | title | keep

    def new_folder(self, year: int | None, month: int | None, slot: str | None) -> str | None:
        if slot is not None:
            slot = {"lower": slot.lower(), "title": slot.title()}.get(self.slot_case, slot)
        return self.template.fill(year, month, slot)


@dataclass
class Target:
    key: str  # folder path, or the family key
    family: Family | None = None
    exists: bool = True  # the folder exists (a family: at least one member does)


@dataclass
class Targets:
    targets: list[Target] = field(default_factory=list)
    index: dict[str, int] = field(default_factory=dict)
    of_folder: dict[str, int] = field(default_factory=dict)  # a file's folder -> the target it teaches

    def add(self, target: Target) -> int:
        if target.key not in self.index:
            self.index[target.key] = len(self.targets)
            self.targets.append(target)
        return self.index[target.key]

    def for_rule_folder(self, folder: str) -> list[int]:
        """Targets a guideline mention teaches: its family, its own folder, or the matches of
        a dateless template."""
        if folder in self.index:
            return [self.index[folder]]
        if folder in self.of_folder:
            return [self.of_folder[folder]]
        return []


def _slot_of(folder: str, t: Template) -> str | None:
    m = t.regex.match(fold(folder))
    if not m or not m.groupdict().get("slot"):
        return None
    name = folder.rstrip("/").split("/")[-1]
    tail = fold(name)
    slot = m.group("slot")
    i = tail.rfind(slot)
    return name[i:i + len(slot)] if i >= 0 else slot


def _family(key: str, t: Template, folders: list[str]) -> Family:
    fam = Family(key, t)
    for f in folders:
        m = t.regex.match(fold(f))
        if not m:
            continue
        g = m.groupdict()
        fam.instances[f] = Instance(f, int(g["year"]) if g.get("year") else None,
                                    int(g["month"]) if g.get("month") else None, _slot_of(f, t))
    slots = [i.slot for i in fam.instances.values() if i.slot]
    fam.slot_case = ("lower" if all(s == s.lower() for s in slots) else
                     "title" if all(s == s.title() for s in slots) else "keep")
    return fam


def _inferred(folders: list[str]) -> list[tuple[str, Template]]:
    """Families the folder names show without a guideline: year folders and dated folders."""
    by_parent: dict[str, list[str]] = {}
    for f in folders:
        parent, _, name = f.rstrip("/").rpartition("/")
        by_parent.setdefault(parent + "/" if parent else "", []).append(name)
    out: list[tuple[str, Template]] = []
    for parent, names in by_parent.items():
        if any(_YEAR_NAME.match(n) for n in names):
            out.append((parent + "YYYY/", template_of(parent + "YYYY/")))  # type: ignore[arg-type]
        events = [m for n in names if (m := _EVENT_NAME.match(n))]
        if events:
            m = events[0]
            pattern = "YYYY" + (f"{m.group(2)}MM" if m.group(3) else "") + (f"{m.group(2)}DD" if m.group(4) else "")
            path = f"{parent}{pattern}{m.group(5)}name/"
            out.append((path, template_of(path)))  # type: ignore[arg-type]
    return [(k, t) for k, t in out if t is not None and k]


def build_targets(folders: list[str], with_files: set[str], guideline: Guideline) -> Targets:
    """Every answer: families (guideline templates with a date, then inferred ones), the
    folders that hold files, and the folders the guideline names (existing or not)."""
    ts = Targets()
    folders = sorted(set(folders) | with_files)
    families: list[Family] = []
    covered: set[str] = set()
    for key, t in list(guideline.templates.items()) + _inferred(folders):
        if not (t.year or t.month):
            continue
        fam = _family(key, t, folders)
        if any(f in covered for f in fam.instances) or (not fam.instances and key not in guideline.templates):
            continue
        if any(fold(o.template.parent) == fold(t.parent) and (o.template.slot == t.slot) for o in families):
            continue  # the guideline already gave this family its name
        families.append(fam)
        covered |= set(fam.instances)
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
                if rule.template.regex.match(fold(f)) and f not in ts.index and f not in ts.of_folder:
                    ts.of_folder[f] = ts.add(Target(f))
            continue
        if rule.folder not in ts.index and rule.folder not in ts.of_folder and rule.template is None:
            exists = rule.folder in folders
            ts.of_folder[rule.folder] = ts.add(Target(rule.folder, exists=exists))
    return ts


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
