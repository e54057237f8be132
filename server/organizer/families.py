"""What a library teaches about its dated families, learned once per fit (``Model.fit``).

- For each **period** family (``photos/2024/``, ``Steuer/2024-25/``): which date of a file
  counts and where its periods start, from a sample of each member's files (``periods.py``).
- For each family: how often its dates place its own files (``members.hit_rate``), so a
  family whose dates say little is trusted little.
- For each family named by a place (``trips/2024-03 japan/``): the words found around its
  members' place names in their files, and the words too common to be a name, for naming a
  new member (``slots.py``).
"""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Sequence

import numpy as np

from .dates import fold
from .evidence import InstanceDates, LazyDates
from .features import Doc
from .guideline import Guideline
from .members import hit_rate
from .periods import LABELS, find_labels, template_of_name
from .periods import learn as learn_period
from .slots import COMMON, common_share, learn_contexts
from .targets import Targets

__all__ = ["learn_periods", "learn_hit_rates", "learn_names", "PERIOD_SAMPLE", "HIT_SAMPLE"]

PERIOD_SAMPLE = 12  # files per member a period family's rule is learned from
HIT_SAMPLE = 60  # files per family its dates are checked on

Templates = list[tuple[str, tuple[int, ...]]]


def learn_periods(
    targets: Targets,
    doc_folders: Sequence[str],
    doc_dates: LazyDates,
    files: list[tuple[str, Doc]],
    label_templates: Templates,
) -> None:
    """For each period family, which date of a file counts and where periods start; a
    family whose files name their period (``IRPF 2025``) adds its shape to
    ``label_templates``, which files read from now on look for too."""
    by_folder: dict[str, list[int]] = {}
    for i, f in enumerate(doc_folders):
        by_folder.setdefault(f, []).append(i)
    for t in targets.targets:
        fam = t.family
        if fam is None or fam.kind != "period" or not fam.instances:
            continue
        shaped = template_of_name(next(iter(fam.instances)).rstrip("/").rsplit("/", 1)[-1])
        if shaped is None:
            continue
        sample = {f: by_folder.get(f, [])[:PERIOD_SAMPLE] for f in fam.instances}
        template, widths = shaped
        for idx in sample.values():
            for i in idx:
                doc = files[i][1]
                doc_dates[i].labels[template] = find_labels(doc.name, doc.text, template, widths)
        fam.periods = learn_period(
            {
                f.rstrip("/").rsplit("/", 1)[-1]: [doc_dates[i] for i in idx]
                for f, idx in sample.items()
            }
        )
        if any(rule.strategy in LABELS for rule in fam.periods):
            label_templates.append(shaped)


def learn_hit_rates(
    targets: Targets,
    instances: InstanceDates,
    doc_dates: LazyDates,
    doc_target: np.ndarray,
    doc_folders: list[str],
    rng: random.Random,
) -> None:
    """For each family, how often its dates place a sample of its own files."""
    for ti, t in enumerate(targets.targets):
        if t.family is None:
            continue
        idx = [i for i, x in enumerate(doc_target.tolist()) if x == ti]
        idx = idx if len(idx) <= HIT_SAMPLE else sorted(rng.sample(idx, HIT_SAMPLE))
        t.family.hit_rate = hit_rate(ti, targets, instances, doc_dates, idx, doc_folders)


def learn_names(
    vocabulary: dict[str, int],
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
