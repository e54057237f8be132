"""Evidence for every answer at once: one row of features per target.

    knn              the nearest filed file there
    centroid         the answer's centroid (all its files together)
    terms            the share of the file's words (weighted) that, in this library, occur in
                     that answer's files rather than elsewhere ("acme" -> compensation)
    guide            the guideline rule that describes it best (weighted by how directly), on
                     words; guide_chars the same on words and character n-grams (compounds,
                     inflections: 'Kontoauszug' meets 'Kontoauszüge'), for the model to weigh
    fname            the folder's own name (and fname_chars)
    date_photo       +1 a photo taken within an event member's days (a trip's, learned from its
                     photos), -1 a photo taken outside every member's, 0 no say
    date_doc         +1 a document dated within an event member's days
    date_period      +1 a period family (years, tax years, quarters) can place the file by its
                     dates, -1 it cannot
    size             log(1 + its files): big folders get many files, but their nearest file is
                     near by chance more often too (the model weighs both); a held-out question
                     sees every folder one file smaller, so its own folder is not singled out

Two steps: ``raw`` (``similarities.py``) computes a file's similarities to everything (for
the leave-one-out questions, hundreds of files at once, each held out of its own answer),
``evidence`` turns them into per-answer features; ``exclude`` drops more files (their rows,
their dates in a trip's range), ``cold`` hides every file, as a new library sees it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Any, Protocol

import numpy as np

from .dates import fold
from .features import Doc, DocDates, doc_dates
from .periods import find_labels
from .similarities import Raw, Vectors, raw
from .vectors import Groups, group_max

if TYPE_CHECKING:
    from .targets import Family, Targets


class Library(Vectors, Protocol):
    """What evidence is computed from (``model.Model`` has it): besides the vectors the
    similarities are computed against, the rules' answers and strengths, the answers' sizes
    and groups of files, the dated families' members."""

    rule_strength: np.ndarray
    rule_target: np.ndarray
    sizes: np.ndarray
    groups: Groups
    instances: InstanceDates
    targets: Targets
    off: frozenset[str]

    @property
    def neutral(self) -> np.ndarray: ...  # per feature, the value that says nothing


__all__ = [
    "FEATURES",
    "Evidence",
    "InstanceDates",
    "LazyDates",
    "Raw",
    "evidence",
    "raw",
    "KNN",
    "CENTROID",
    "TERMS",
    "GUIDE",
    "FNAME",
    "DATE_PHOTO",
    "DATE_DOC",
    "DATE_PERIOD",
    "EVIDENCE",
    "SIZE",
    "CORE",
    "MEANING_NEAR",
    "MEANING_GUIDE",
    "period_name",
]

FEATURES = (
    "knn",
    "centroid",
    "terms",
    "guide",
    "fname",
    "date_photo",
    "date_doc",
    "date_period",
    "guide_chars",
    "fname_chars",
    "size",
    "core",
    "meaning_near",
    "meaning_guide",
)
# column numbers, for readers of Evidence.matrix
(
    KNN,
    CENTROID,
    TERMS,
    GUIDE,
    FNAME,
    DATE_PHOTO,
    DATE_DOC,
    DATE_PERIOD,
    GUIDE_CHARS,
    FNAME_CHARS,
    SIZE,
    CORE,
    MEANING_NEAR,
    MEANING_GUIDE,
) = range(14)
EVIDENCE = frozenset(
    {
        KNN,
        CENTROID,
        TERMS,
        GUIDE,
        FNAME,
        DATE_PHOTO,
        DATE_DOC,
        DATE_PERIOD,
        GUIDE_CHARS,
        FNAME_CHARS,
        CORE,
        MEANING_NEAR,
        MEANING_GUIDE,
    }
)  # more of it: likelier
SLACK = timedelta(days=0)  # a trip's range is its files' first to last day, exactly
TRAVEL = timedelta(days=7)  # documents dated this close to a trip's photos are its travel days
NEAR = timedelta(days=60)  # a document this close to a trip's days, and like its files, is its
WINDOW = timedelta(days=45)  # dates further than this from a dated folder's month are not its dates


@dataclass
class Evidence:
    matrix: np.ndarray  # targets x FEATURES
    nearest: np.ndarray  # per target: the nearest training file (-1: none)
    rule: np.ndarray  # per target: the best rule (index into the model's rule arrays, -1: none)
    instance: list[str | None]  # per target: the family member the dates point to

    def candidates(self, k: int, truth: int | None = None) -> list[int]:
        """The answers worth weighing: the k with the most evidence, and every dated one the
        file's dates speak for. An answer with no evidence at all is no candidate."""
        m = self.matrix
        raw = (
            m[:, KNN]
            + m[:, TERMS]
            + m[:, GUIDE]
            + m[:, FNAME]
            + m[:, GUIDE_CHARS]
            + m[:, FNAME_CHARS]
            + np.maximum(m[:, CORE], 0.0)
            + np.maximum(m[:, MEANING_GUIDE] - 0.2, 0.0)
        )
        order = [int(t) for t in np.argsort(-raw, kind="stable")[:k] if raw[t] > 1e-3]
        extra = [
            int(t)
            for t in np.flatnonzero(
                (m[:, DATE_PHOTO] > 0) | (m[:, DATE_DOC] > 0) | (m[:, DATE_PERIOD] > 0)
            )
        ]
        if truth is not None:
            extra.append(truth)
        return list(dict.fromkeys(order + extra))


@dataclass
class _Member:
    folder: str
    year: int | None
    month: int | None
    lo: date | None = None  # the days its name covers
    hi: date | None = None
    photos: list[tuple[int, date]] = field(default_factory=list)  # (file index, EXIF date)
    dates: list[tuple[int, date]] = field(default_factory=list)  # (file index, any date in a file)


@dataclass
class InstanceDates:
    """Per dated family: its members and the dates of their files (their learned ranges)."""

    members: dict[int, list[_Member]] = field(default_factory=dict)

    @classmethod
    def learn(cls, targets: Targets, doc_folders: list[str], doc_dates: Any) -> InstanceDates:
        """``doc_dates[i]``: the dates of training file i (read when asked for)."""
        out = cls()
        by_folder: dict[str, list[int]] = {}
        for i, f in enumerate(doc_folders):
            by_folder.setdefault(f, []).append(i)
        for ti, t in enumerate(targets.targets):
            if t.family is None:
                continue
            members = []
            for folder, inst in t.family.instances.items():
                m = _Member(folder, inst.year, inst.month, inst.lo, inst.hi)
                # a period is told by its rule; only an event's days are learned from its files
                idx = by_folder.get(folder, []) if t.family.kind == "event" else []
                m.photos = [(i, e) for i in idx if (e := doc_dates[i].exif) is not None]
                dated = [(i, d) for i in idx for d in doc_dates[i].all]
                if inst.lo and inst.hi:  # the days its name covers, and a little around them
                    lo, hi = inst.lo - WINDOW, inst.hi + WINDOW
                    m.dates = [(i, d) for i, d in dated if lo <= d <= hi]
                    m.photos = [(i, d) for i, d in m.photos if lo <= d <= hi] or m.photos
                else:
                    center = _center(inst.year, inst.month, [d for _, d in dated])
                    m.dates = [
                        (i, d) for i, d in dated if center is None or abs(d - center) <= WINDOW
                    ]
                members.append(m)
            out.members[ti] = members
        return out

    def near(self, ti: int, folder: str, when: date) -> bool:
        """Whether ``when`` is within NEAR of the days of member ``folder`` (a booking made
        weeks before its trip)."""
        for m in self.members.get(ti, []):
            if m.folder == folder:
                lo, hi = _range(m, set(), False)
                return lo is not None and hi is not None and lo - NEAR <= when <= hi + NEAR
        return False

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
        members = [m for m in self.members.get(ti, []) if m.folder not in hidden]
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
        for m in members:
            lo, hi = _range(m, exclude, cold)
            if lo is not None and hi is not None and lo <= when <= hi:
                return col, 1.0, m.folder
        return col, (-1.0 if dd.exif else 0.0), None


def period_name(fam: Family, dd: DocDates) -> str | None:
    """The member folder (existing or not) a file's dates put it in."""
    if fam.periods:
        name = next((n for rule in fam.periods if (n := rule.name_of(dd)) is not None), None)
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


def _range(m: _Member, exclude: set[int], cold: bool) -> tuple[date | None, date | None]:
    """A member's days: its photos' (when it has two or more) with the dates of its documents
    within a week of them, else the dates in its files, else the month its name gives;
    widened by SLACK."""
    if not cold:
        photos = [d for i, d in m.photos if i not in exclude]
        days = [d for i, d in m.dates if i not in exclude]
        if len(photos) >= 2:  # the photos' days, and travel documents' dates close to them
            lo, hi = min(photos), max(photos)
            days = photos + [d for d in days if lo - TRAVEL <= d <= hi + TRAVEL]
        if days:
            return min(days) - SLACK, max(days) + SLACK
    if m.lo and m.hi and m.lo.month == m.hi.month and m.lo.year == m.hi.year:
        return m.lo, m.hi  # a month its name gives ('2024-03 japan'); a year is too wide
    if m.year and m.month:
        lo = date(m.year, m.month, 1)
        return lo, (lo + timedelta(days=32)).replace(day=1) - timedelta(days=1)
    return None, None


def _center(year: int | None, month: int | None, dates: list[date]) -> date | None:
    if year and month:
        return date(year, month, 15)
    if year:
        return date(year, 7, 1)
    if dates:
        return sorted(dates)[len(dates) // 2]
    return None


def _first_per_group(values: np.ndarray, groups: np.ndarray, n: int) -> np.ndarray:
    out = np.full(n, -1, dtype=np.int64)
    if values.size:
        order = np.argsort(-values, kind="stable")
        g = groups[order]
        _, first = np.unique(g, return_index=True)
        out[g[first]] = order[first]
    return out


def evidence(
    model: Library,
    r: Raw,
    dd: DocDates,
    exclude: list[int],
    cold: bool,
    hidden: frozenset[str] = frozenset(),
    drop: int | None = None,
    near: bool = True,
) -> Evidence:
    """Per-answer features from one file's similarities ``r``. ``exclude``: training files
    held out (beyond the one ``r`` was computed without: their rows, their dates); ``cold``:
    every file hidden; ``hidden``: family members treated as not there; ``drop``: an answer
    held out altogether (its features are left as they are: it is no candidate); ``near``:
    find each answer's nearest file (for explaining a suggestion; questions need not)."""
    n_t = len(model.targets.targets)
    feats = np.zeros((n_t, len(FEATURES)))
    nearest = np.full(n_t, -1, dtype=np.int64)
    rule = np.full(n_t, -1, dtype=np.int64)
    if n_t == 0:
        return Evidence(feats, nearest, rule, [])
    feats[:, CORE] = r.core_cold if cold else r.core
    if r.meaning_near is None or "embedder" in model.off:  # no embedder: no say
        feats[:, MEANING_NEAR] = model.neutral[MEANING_NEAR]
        feats[:, MEANING_GUIDE] = model.neutral[MEANING_GUIDE]
    else:
        feats[:, MEANING_NEAR] = 0.0 if cold else r.meaning_near
        feats[:, MEANING_GUIDE] = r.meaning_guide
    if not cold and model.X.shape[0] and "similar" not in model.off:
        sims = r.sims.copy()
        if exclude:
            sims[exclude] = -1.0
        feats[:, KNN] = model.groups.max(sims)
        with np.errstate(divide="ignore", invalid="ignore"):
            cent = np.where(r.norm2 > 1e-9, r.dots / np.sqrt(np.maximum(r.norm2, 1e-12)), 0.0)
        feats[:, CENTROID] = np.clip(cent, 0.0, 1.0)
        feats[:, TERMS] = r.terms
        if near:
            nearest = model.groups.argmax(sims)
            nearest[feats[:, KNN] <= 0] = -1
    if model.G.shape[0]:
        gs = r.rules_word * model.rule_strength
        gc = r.rules_chars * model.rule_strength
        feats[:, GUIDE] = group_max(gs, model.rule_target, n_t)
        feats[:, GUIDE_CHARS] = group_max(gc, model.rule_target, n_t)
        rule = _first_per_group(gs + gc, model.rule_target, n_t)
        rule[feats[:, GUIDE] + feats[:, GUIDE_CHARS] <= 0] = -1
    if model.N.shape[0] and "names" not in model.off:
        feats[:, FNAME] = np.clip(r.names_word, 0.0, 1.0)
        feats[:, FNAME_CHARS] = np.clip(r.names_chars, 0.0, 1.0)
    excl = set(exclude)
    instance: list[str | None] = [None] * n_t
    for ti in model.instances.members if "dates" not in model.off else ():
        col, value, instance[ti] = model.instances.match(ti, model.targets, dd, excl, cold, hidden)
        feats[ti, col] = value
    if (
        feats[:, DATE_PHOTO] > 0
    ).any():  # a photo in a trip's days: by-year folders are for "other" photos
        feats[feats[:, DATE_PERIOD] > 0, DATE_PERIOD] = 0.0
    sizes = model.sizes.copy()
    if exclude and not cold:  # every folder one file smaller, as the held-out file's own is
        held = np.bincount(model.doc_target[exclude], minlength=n_t)
        sizes = np.where(held > 0, sizes - held, sizes - 1)
    feats[:, SIZE] = np.log1p(np.maximum(sizes, 0)) if not cold else 0.0
    return Evidence(feats, nearest, rule, instance)


class LazyDates:
    """The training files' dates, read when first asked for: only family members and the
    files asked in leave-one-out ever need them."""

    def __init__(
        self,
        files: list[tuple[str, Doc]],
        dayfirst: bool,
        years: dict[str, int | None],
        templates: list[tuple[str, tuple[int, ...]]],
    ) -> None:
        self._files = files
        self._dayfirst = dayfirst
        self._years = years
        self._templates = templates  # periods files may name themselves (the model's list, growing)
        self._dates: dict[int, DocDates] = {}

    def __getitem__(self, i: int) -> DocDates:
        if i not in self._dates:
            folder, doc = self._files[i]
            dd = doc_dates(doc, self._dayfirst, self._years.get(folder))
            for template, widths in self._templates:
                dd.labels[template] = find_labels(doc.name, doc.text, template, widths)
            self._dates[i] = dd
        return self._dates[i]

    def __len__(self) -> int:
        return len(self._files)

    def forget(self) -> None:
        self._files = [(f, Doc(name=d.name)) for f, d in self._files]
