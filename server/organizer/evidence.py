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

Leave-one-out is built in: ``exclude`` drops files (their rows, their share of a centroid,
their dates in a trip's range), and ``cold`` hides every file, as a new library sees it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import date, timedelta
from typing import TYPE_CHECKING, Protocol

import numpy as np
from scipy import sparse

from .dates import fold
from .features import DocDates
from .vectors import group_max, words_only

if TYPE_CHECKING:
    from .targets import Family, Targets


class Library(Protocol):
    """What evidence is computed from (``model.Model`` has it): the library's files, the
    per-answer sums of their vectors, the guideline rules, the folder names, the dates."""

    X: sparse.csr_matrix
    C: sparse.csr_matrix
    C_csc: sparse.csc_matrix
    C_norm2: np.ndarray
    C_colsum: np.ndarray
    doc_target: np.ndarray
    G: sparse.csr_matrix
    rule_strength: np.ndarray
    rule_target: np.ndarray
    N: sparse.csr_matrix
    G_chars: sparse.csr_matrix
    N_chars: sparse.csr_matrix
    g_word: int
    sizes: np.ndarray
    instances: InstanceDates
    targets: Targets

__all__ = ["FEATURES", "Evidence", "InstanceDates", "evidence", "KNN", "CENTROID", "TERMS", "GUIDE", "FNAME",
           "DATE_PHOTO", "DATE_DOC", "DATE_PERIOD", "EVIDENCE", "SIZE", "period_name"]

FEATURES = ("knn", "centroid", "terms", "guide", "fname", "date_photo", "date_doc", "date_period",
            "guide_chars", "fname_chars", "size")
# column numbers, for readers of Evidence.matrix
KNN, CENTROID, TERMS, GUIDE, FNAME, DATE_PHOTO, DATE_DOC, DATE_PERIOD, GUIDE_CHARS, FNAME_CHARS, SIZE = range(11)
EVIDENCE = frozenset({KNN, CENTROID, TERMS, GUIDE, FNAME, DATE_PHOTO, DATE_DOC, DATE_PERIOD, GUIDE_CHARS,
                      FNAME_CHARS})  # more of it: likelier
SLACK = timedelta(days=0)  # a trip's range is its files' first to last day, exactly
TRAVEL = timedelta(days=7)  # documents dated this close to a trip's photos are its travel days
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
        raw = m[:, KNN] + m[:, TERMS] + m[:, GUIDE] + m[:, FNAME] + m[:, GUIDE_CHARS] + m[:, FNAME_CHARS]
        order = [int(t) for t in np.argsort(-raw, kind="stable")[:k] if raw[t] > 1e-3]
        extra = [int(t) for t in np.flatnonzero((m[:, DATE_PHOTO] > 0) | (m[:, DATE_DOC] > 0) | (m[:, DATE_PERIOD] > 0))]
        if truth is not None:
            extra.append(truth)
        return list(dict.fromkeys(order + extra))


@dataclass
class _Member:
    folder: str
    year: int | None
    month: int | None
    photos: list[tuple[int, date]] = field(default_factory=list)  # (file index, EXIF date)
    dates: list[tuple[int, date]] = field(default_factory=list)  # (file index, any date in a file)


@dataclass
class InstanceDates:
    """Per dated family: its members and the dates of their files (their learned ranges)."""

    members: dict[int, list[_Member]] = field(default_factory=dict)

    @classmethod
    def learn(cls, targets: Targets, doc_folders: list[str], doc_dates: list[DocDates]) -> InstanceDates:
        out = cls()
        by_folder: dict[str, list[int]] = {}
        for i, f in enumerate(doc_folders):
            by_folder.setdefault(f, []).append(i)
        for ti, t in enumerate(targets.targets):
            if t.family is None:
                continue
            members = []
            for folder, inst in t.family.instances.items():
                m = _Member(folder, inst.year, inst.month)
                idx = by_folder.get(folder, [])
                m.photos = [(i, e) for i in idx if (e := doc_dates[i].exif) is not None]
                dated = [(i, d) for i in idx for d in doc_dates[i].all]
                center = _center(inst.year, inst.month, [d for _, d in dated])
                m.dates = [(i, d) for i, d in dated if center is None or abs(d - center) <= WINDOW]
                members.append(m)
            out.members[ti] = members
        return out

    def match(self, ti: int, targets: Targets, dd: DocDates, exclude: set[int], cold: bool,
              hidden: frozenset[str] = frozenset()) -> tuple[int, float, str | None]:
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
    when = dd.exif or (dd.primary.day if dd.primary else None)
    year = dd.year if not t.month else (when.year if when else None)
    if year is None or (t.month and when is None) or t.slot:
        return None
    return t.fill(year, when.month if when else None, None)


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


def evidence(model: Library, x: sparse.csr_matrix, g: sparse.csr_matrix, dd: DocDates, exclude: list[int],
             cold: bool, hidden: frozenset[str] = frozenset()) -> Evidence:
    """``x``: the file in the library's vocabulary; ``g``: in the guideline's (its rules and
    folder names: the same measure in a new library as in an old one)."""
    n_t = len(model.targets.targets)
    feats = np.zeros((n_t, len(FEATURES)))
    nearest = np.full(n_t, -1, dtype=np.int64)
    rule = np.full(n_t, -1, dtype=np.int64)
    if n_t == 0:
        return Evidence(feats, nearest, rule, [])
    xt = x.T.tocsc()
    if not cold and model.X.shape[0]:
        sims = np.asarray((model.X @ xt).todense()).ravel()
        dots = np.asarray((model.C @ xt).todense()).ravel()
        norm2 = model.C_norm2.copy()
        for i in exclude:
            t = model.doc_target[i]
            dots[t] -= sims[i]
            norm2[t] += -2.0 * float((model.C[t] @ model.X[i].T).toarray()[0, 0]) + 1.0
        if exclude:
            sims[exclude] = -1.0
        feats[:, KNN] = group_max(sims, model.doc_target, n_t)
        with np.errstate(divide="ignore", invalid="ignore"):
            cent = np.where(norm2 > 1e-9, dots / np.sqrt(np.maximum(norm2, 1e-12)), 0.0)
        feats[:, CENTROID] = np.clip(cent, 0.0, 1.0)
        feats[:, TERMS] = _terms(model, x, exclude)
        nearest = _first_per_group(sims, model.doc_target, n_t)
        nearest[feats[:, KNN] <= 0] = -1
    xw = words_only(g, model.g_word).T.tocsc()
    gt = g.T.tocsc()
    if model.G.shape[0]:
        gs = np.asarray((model.G @ xw).todense()).ravel() * model.rule_strength
        feats[:, GUIDE] = group_max(gs, model.rule_target, n_t)
        gc = np.asarray((model.G_chars @ gt).todense()).ravel() * model.rule_strength
        feats[:, GUIDE_CHARS] = group_max(gc, model.rule_target, n_t)
        rule = _first_per_group(gs + gc, model.rule_target, n_t)
        rule[feats[:, GUIDE] + feats[:, GUIDE_CHARS] <= 0] = -1
    if model.N.shape[0]:
        feats[:, FNAME] = np.clip(np.asarray((model.N @ xw).todense()).ravel(), 0.0, 1.0)
        feats[:, FNAME_CHARS] = np.clip(np.asarray((model.N_chars @ gt).todense()).ravel(), 0.0, 1.0)
    excl = set(exclude)
    instance: list[str | None] = [None] * n_t
    for ti in model.instances.members:
        col, value, instance[ti] = model.instances.match(ti, model.targets, dd, excl, cold, hidden)
        feats[ti, col] = value
    if (feats[:, DATE_PHOTO] > 0).any():  # a photo in a trip's days: by-year folders are for "other" photos
        feats[feats[:, DATE_PERIOD] > 0, DATE_PERIOD] = 0.0
    sizes = model.sizes.copy()
    if exclude and not cold:  # every folder one file smaller, as the held-out file's own is
        held = np.bincount(model.doc_target[exclude], minlength=n_t)
        sizes = np.where(held > 0, sizes - held, sizes - 1)
    feats[:, SIZE] = np.log1p(np.maximum(sizes, 0)) if not cold else 0.0
    return Evidence(feats, nearest, rule, instance)


def _terms(model: Library, x: sparse.csr_matrix, exclude: list[int]) -> np.ndarray:
    """Per answer, the weighted share of the file's words whose library occurrences are in
    that answer's files: sum_j x_j * C[t, j] / sum_t C[t, j], over sum_j x_j. Files in
    ``exclude`` are taken out of C first (leave-one-out)."""
    cols = x.indices
    if not cols.size:
        return np.zeros(model.C.shape[0])
    w = x.data.astype(np.float64)
    sub = model.C_csc[:, cols].toarray().astype(np.float64)  # targets x the file's words
    colsum = model.C_colsum[cols].astype(np.float64).copy()
    for i in exclude:
        xi = model.X[i]
        own = xi[:, cols].toarray().ravel()
        sub[model.doc_target[i]] -= own
        colsum -= own
    with np.errstate(divide="ignore", invalid="ignore"):
        share = np.where(colsum > 1e-6, sub / np.maximum(colsum, 1e-12), 0.0)
    known = float(x.multiply(x).sum())  # the share of the file's weight in words the library knows
    return np.clip(share @ w / w.sum() * known, 0.0, 1.0)
