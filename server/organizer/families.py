"""What a library teaches about its dated families and its names, learned once per fit: the
``Dates`` and ``Names`` parts of the model.

- How the library writes ``04/10/2024`` (day first or month first), from a sample of its files.
- For each **period** family (``photos/2024/``, ``Steuer/2024-25/``): which date of a file
  counts and where its periods start, from a sample of each member's files (``periods.py``).
- For each dated family: its members' days (``members.py``) and how often its dates place
  its own files (``members.hit_rate``), so a family whose dates say little is trusted little.
- For each family named by a place (``trips/2024-03 japan/``): the words found around its
  members' place names in their files, and the words too common to be a name, for naming a
  new member (``slots.py``).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

import numpy as np

from appclient.eras import in_gregorian

from .dates import dayfirst_votes, fold
from .features import Doc, DocDates
from .files import LazyDates
from .guideline import Guideline
from .members import InstanceDates, hit_rate
from .period_labels import find_labels
from .period_names import template_of_name
from .periods import LABELS, PeriodRule
from .periods import learn as learn_period
from .slots import COMMON, common_share, guess_slot, learn_contexts
from .targets import Family, Targets
from .vectors import Space

__all__ = ["Dates", "Names", "PERIOD_SAMPLE", "HIT_SAMPLE", "VOTES"]

PERIOD_SAMPLE = 12  # files per member a period family's rule is learned from
HIT_SAMPLE = 60  # files per family its dates are checked on
STRAY_SAMPLE = 200  # other files checked against an event family's days
VOTES = 500  # files read for how the library writes 04/10/2024


@dataclass(frozen=True, eq=False)
class Dates:
    """How the library writes its dates, the periods its files name themselves (the shape of
    each, e.g. ``('IRPF {0}', (4,))``) and its dated families' members and their days."""

    dayfirst: bool
    label_templates: tuple[tuple[str, tuple[int, ...]], ...]
    instances: InstanceDates

    @staticmethod
    def dayfirst_of(docs: Sequence[Doc]) -> bool:
        """Whether the library writes a day before its month (``04/10/2024``), by a sample."""
        votes = [dayfirst_votes(d.text) for d in docs[:: max(1, len(docs) // VOTES)]]
        return sum(v[0] for v in votes) >= sum(v[1] for v in votes)

    @classmethod
    def fit(
        cls,
        targets: Targets,
        files: list[tuple[str, Doc]],
        target: np.ndarray,
        dates: LazyDates,
        rng: random.Random,
        starts: tuple[tuple[int, int], ...] = (),
    ) -> tuple[Dates, Targets]:
        """The families' periods, members and hit rates, learned from the training ``files``
        (their answers ``target``, their ``dates``); also the answers, their families now
        knowing their periods and hit rates. ``starts``: the days of the year the guideline
        names, (month, day), for where a period starts when the files leave it open."""
        folders = [f for f, _ in files]
        periods = _learn_periods(targets, folders, dates, files, starts)
        targets = targets.with_families(
            {
                ti: replace(fam, periods=periods[ti])
                for ti, fam in _families(targets)
                if ti in periods
            }
        )
        instances = InstanceDates.learn(targets, folders, dates)
        rates = _learn_hit_rates(targets, instances, dates, target, folders, rng)
        strays = _learn_strays(targets, instances, dates, target, rng)
        targets = targets.with_families(
            {
                ti: replace(fam, hit_rate=rates[ti], date_odds=_odds(rates[ti], strays.get(ti)))
                for ti, fam in _families(targets)
            }
        )
        return cls(dates.dayfirst, dates.templates, instances), targets


@dataclass(frozen=True)
class Names:
    """The words too common in this library to name a place, and per place-named family the
    words found before its members' names in their files ("… to Lisbon")."""

    common: frozenset[str]
    contexts: dict[int, dict[str, int]]

    @classmethod
    def fit(
        cls,
        space: Space,
        n_files: int,
        guideline: Guideline,
        folders: Sequence[str],
        targets: Targets,
        files: list[tuple[str, Doc]],
    ) -> Names:
        common, contexts = _learn_names(
            space.word_index, space.word_idf, n_files, guideline, folders, targets, files
        )
        return cls(common, {t: dict(c) for t, c in contexts.items()})

    def slot(self, t: int, doc: Doc, known: Sequence[str] = ()) -> str | None:
        """The name of a new member of family ``t`` for ``doc`` (``slots.guess_slot``);
        ``known``: its members' names now."""
        return guess_slot(self.contexts.get(t, {}), self.common, doc, known)


def _families(targets: Targets) -> list[tuple[int, Family]]:
    return [(ti, t.family) for ti, t in enumerate(targets.targets) if t.family is not None]


def _own_name(folder: str) -> str:
    """A member's own name, its years Gregorian ('令和5年分_確定申告' -> '2023年分_確定申告')."""
    return in_gregorian(folder.rstrip("/").rsplit("/", 1)[-1])


def _learn_periods(
    targets: Targets,
    doc_folders: Sequence[str],
    doc_dates: LazyDates,
    files: list[tuple[str, Doc]],
    starts: tuple[tuple[int, int], ...] = (),
) -> dict[int, tuple[PeriodRule, ...]]:
    """For each period family, which date of a file counts and where periods start; a
    family whose files name their period (``IRPF 2025``) adds its shape to the periods
    files read from now on look for (``LazyDates.add_template``)."""
    out: dict[int, tuple[PeriodRule, ...]] = {}
    by_folder: dict[str, list[int]] = {}
    for i, f in enumerate(doc_folders):
        by_folder.setdefault(f, []).append(i)
    for ti, fam in _families(targets):
        if fam.kind != "period" or not fam.instances:
            continue
        shaped = template_of_name(_own_name(next(iter(fam.instances))))
        if shaped is None:
            continue
        sample = {f: by_folder.get(f, [])[:PERIOD_SAMPLE] for f in fam.instances}
        template, widths = shaped
        for idx in sample.values():
            for i in idx:
                doc = files[i][1]
                doc_dates[i].labels[template] = find_labels(doc.name, doc.text, template, widths)
        out[ti] = rules = tuple(
            learn_period(
                {_own_name(f): [doc_dates[i] for i in idx] for f, idx in sample.items()},
                starts=starts,
            )
        )
        if any(rule.strategy in LABELS for rule in rules):
            doc_dates.add_template(shaped)
    return out


def _learn_hit_rates(
    targets: Targets,
    instances: InstanceDates,
    doc_dates: LazyDates,
    doc_target: np.ndarray,
    doc_folders: list[str],
    rng: random.Random,
) -> dict[int, float]:
    """For each family, how often its dates place a sample of its own files."""
    out: dict[int, float] = {}
    for ti, _ in _families(targets):
        idx = [i for i, x in enumerate(doc_target.tolist()) if x == ti]
        idx = idx if len(idx) <= HIT_SAMPLE else sorted(rng.sample(idx, HIT_SAMPLE))
        out[ti] = hit_rate(ti, targets, instances, doc_dates, idx, doc_folders)
    return out


def _learn_strays(
    targets: Targets,
    instances: InstanceDates,
    doc_dates: LazyDates,
    doc_target: np.ndarray,
    rng: random.Random,
) -> dict[int, float]:
    """For each event family, how often a sample of the library's other dated files has a
    date in one of its members' days (Laplace-smoothed): with the hit rate, what a date
    inside a trip's days says (a receipt from the trip, or a bill that came meanwhile)."""
    out: dict[int, float] = {}
    answers = doc_target.tolist()
    for ti, fam in _families(targets):
        if fam.kind != "event" or not fam.instances:
            continue
        others = [i for i, x in enumerate(answers) if x != ti]
        # a sample's dates only: reading every file's would cost seconds at 20,000 files
        picked = others if len(others) <= STRAY_SAMPLE else rng.sample(others, STRAY_SAMPLE)
        sample = [i for i in picked if _dated(doc_dates[i])]
        hits = sum(
            instances.match(ti, targets, doc_dates[i], {i}, False)[2] is not None for i in sample
        )
        out[ti] = (hits + 1) / (len(sample) + 2)
    return out


def _odds(hit_rate: float, stray: float | None) -> float:
    """What a date in a member's days is worth (event families; 1.0: nothing learned)."""
    return hit_rate / stray if stray else 1.0


def _dated(dd: DocDates) -> bool:
    return dd.exif is not None or dd.primary is not None


def _learn_names(
    vocabulary: Mapping[str, int],
    word_idf: np.ndarray,
    n_files: int,
    guideline: Guideline,
    folders: Sequence[str],
    targets: Targets,
    files: list[tuple[str, Doc]],
) -> tuple[frozenset[str], dict[int, Counter[str]]]:
    """The words too common in this library to name a place (in most files, or in the
    guideline and folder names), and per place-named family the words around its members'
    names in their files."""
    n = max(1, n_files)
    common = {w for w, i in vocabulary.items() if common_share(float(word_idf[i]), n) > COMMON}
    for text in [r.text for r in guideline.rules] + list(folders):
        common.update(fold(w) for w in re.findall(r"[^\W\d_]+", text))
    contexts: dict[int, Counter[str]] = {}
    for ti, t in enumerate(targets.targets):
        if t.family is None or not t.family.template.slot:
            continue
        ctx: Counter[str] = Counter()
        for inst in t.family.instances.values():
            if inst.slot:
                ctx += learn_contexts(inst.slot, [d.text for f, d in files if f == inst.folder])
        contexts[ti] = ctx
    return frozenset(common), contexts
