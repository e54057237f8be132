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

from dataclasses import dataclass

import numpy as np

from .features import DocDates
from .library import Library
from .members import period_name, period_rule
from .similarities import Raw, raw
from .vectors import group_max

__all__ = [
    "FEATURES",
    "Evidence",
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
    "period_rule",
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


def _first_per_group(values: np.ndarray, groups: np.ndarray, n: int) -> np.ndarray:
    out = np.full(n, -1, dtype=np.int64)
    if values.size:
        order = np.argsort(-values, kind="stable")
        g = groups[order]
        _, first = np.unique(g, return_index=True)
        out[g[first]] = order[first]
    return out


def evidence(
    lib: Library,
    neutral: np.ndarray,
    r: Raw,
    dd: DocDates,
    exclude: list[int],
    cold: bool,
    hidden: frozenset[str] = frozenset(),
    near: bool = True,
) -> Evidence:
    """Per-answer features from one file's similarities ``r``. ``neutral``: per feature, the
    value that says nothing (the choice model's mean: evidence by meaning without an
    embedder); ``exclude``: training files held out (beyond the one ``r`` was computed
    without: their rows, their dates); ``cold``: every file hidden; ``hidden``: family
    members treated as not there; ``near``: find each answer's nearest file (for explaining
    a suggestion; questions need not)."""
    files, rules = lib.files, lib.rules
    n_t = len(lib.targets.targets)
    feats = np.zeros((n_t, len(FEATURES)))
    nearest = np.full(n_t, -1, dtype=np.int64)
    rule = np.full(n_t, -1, dtype=np.int64)
    if n_t == 0:
        return Evidence(feats, nearest, rule, [])
    feats[:, CORE] = r.core_cold if cold else r.core
    if r.meaning_near is None or "embedder" in lib.off:  # no embedder: no say
        feats[:, MEANING_NEAR] = neutral[MEANING_NEAR]
        feats[:, MEANING_GUIDE] = neutral[MEANING_GUIDE]
    else:
        feats[:, MEANING_NEAR] = 0.0 if cold else r.meaning_near
        feats[:, MEANING_GUIDE] = r.meaning_guide
    if not cold and files.count and "similar" not in lib.off:
        sims = r.sims.copy()
        if exclude:
            sims[exclude] = -1.0
        feats[:, KNN] = files.groups.max(sims)
        with np.errstate(divide="ignore", invalid="ignore"):
            cent = np.where(r.norm2 > 1e-9, r.dots / np.sqrt(np.maximum(r.norm2, 1e-12)), 0.0)
        feats[:, CENTROID] = np.clip(cent, 0.0, 1.0)
        feats[:, TERMS] = r.terms
        if near:
            nearest = files.groups.argmax(sims)
            nearest[feats[:, KNN] <= 0] = -1
    if rules.words.shape[0]:
        gs = r.rules_word * rules.strength
        gc = r.rules_chars * rules.strength
        feats[:, GUIDE] = group_max(gs, rules.target, n_t)
        feats[:, GUIDE_CHARS] = group_max(gc, rules.target, n_t)
        rule = _first_per_group(gs + gc, rules.target, n_t)
        rule[feats[:, GUIDE] + feats[:, GUIDE_CHARS] <= 0] = -1
    if rules.names_words.shape[0] and "names" not in lib.off:
        feats[:, FNAME] = np.clip(r.names_word, 0.0, 1.0)
        feats[:, FNAME_CHARS] = np.clip(r.names_chars, 0.0, 1.0)
    excl = set(exclude)
    instance: list[str | None] = [None] * n_t
    instances = lib.dates.instances
    for ti in instances.members if "dates" not in lib.off else ():
        col, value, instance[ti] = instances.match(ti, lib.targets, dd, excl, cold, hidden)
        feats[ti, col] = value
    if (
        feats[:, DATE_PHOTO] > 0
    ).any():  # a photo in a trip's days: by-year folders are for "other" photos
        feats[feats[:, DATE_PERIOD] > 0, DATE_PERIOD] = 0.0
    sizes = files.sizes.copy()
    if exclude and not cold:  # every folder one file smaller, as the held-out file's own is
        held = np.bincount(files.target[exclude], minlength=n_t)
        sizes = np.where(held > 0, sizes - held, sizes - 1)
    feats[:, SIZE] = np.log1p(np.maximum(sizes, 0)) if not cold else 0.0
    return Evidence(feats, nearest, rule, instance)
