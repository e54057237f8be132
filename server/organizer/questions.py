"""The questions a library asks itself: filed files whose answers are known, asked where
they belong, for fitting the model's weights and calibrating its probabilities.

``questions(library, rng)`` asks each (sampled) filed file with itself held out; again with
its whole family member held out (the first file of a new trip or year); again with every
file hidden (a new library); and, for one or two files of each folder, with the whole folder
held out — where *none* is the right answer. It also answers the checks for calibration.
"""

from __future__ import annotations

import random

import numpy as np

from .choice import Question
from .evidence import Evidence, evidence
from .files import Training
from .library import Library
from .similarities import raw

__all__ = ["questions", "MAX_LOO", "BATCH", "CANDIDATES", "NOWHERE_SHARE"]

MAX_LOO = 250  # files asked in leave-one-out (sampled evenly across answers past that)
BATCH = 256  # files whose similarities are computed at once
CANDIDATES = 12  # answers a question weighs (the likeliest by raw evidence, plus dated ones)
NOWHERE_SHARE = 0.1  # of the questions' weight: files that fit no folder (about 1 inbox file in 10)


def questions(
    lib: Library, training: Training, neutral: np.ndarray, rng: random.Random
) -> tuple[list[Question], list[Question], list[Question]]:
    """Questions with known answers, from the library itself (``training``: its files in
    the guideline's space and their dates; ``neutral``: what evidence says nothing): each (sampled) filed file
    asked where it belongs with itself held out; again with its whole family member
    held out (the first file of a new trip or year); again with every file hidden (a new
    library: guideline and folder names only); and, for one or two files of each folder,
    with the whole folder held out — where *none* is the right answer.
    Also the checks for calibration: the held-out files and folders asked exactly as an
    inbox file is (no answer forced among the candidates), and the same with every file
    hidden (how a library without files is calibrated: DEFAULT_CALIBRATION)."""
    files = lib.files
    by_target: dict[int, list[int]] = {}
    for i, t in enumerate(files.target.tolist()):
        by_target.setdefault(t, []).append(i)
    cap = max(2, MAX_LOO // max(1, len(by_target)))
    sample = sorted(
        i for idx in by_target.values() for i in (idx if len(idx) <= cap else rng.sample(idx, cap))
    )
    picked = set(sample)
    nowhere = {i for idx in by_target.values() for i in [j for j in idx if j in picked][:2]}
    members: dict[str, list[int]] = {}
    for i, f in enumerate(files.folder):
        members.setdefault(f, []).append(i)
    out: list[Question] = []
    checks: list[Question] = []
    cold_checks: list[Question] = []
    NOWHERE, COLD_NOWHERE = -1.0, -2.0  # weights set once all questions are asked

    def ask(
        ev: Evidence,
        truth: int,
        weight: float,
        drop: int | None = None,
        check: float | None = None,
        into: list[Question] = checks,
    ) -> None:
        cands = [c for c in ev.candidates(CANDIDATES, truth if drop is None else None) if c != drop]
        if cands and weight != 0:
            out.append(
                Question(ev.matrix[cands], cands.index(truth) if drop is None else -1, weight)
            )
        if check is not None:
            plain = [c for c in ev.candidates(CANDIDATES) if c != drop]
            if plain:
                answer = plain.index(truth) if truth in plain and drop is None else -1
                into.append(Question(ev.matrix[plain], answer, check))

    for start in range(0, len(sample), BATCH):
        part = np.array(sample[start : start + BATCH], dtype=np.int64)
        rows = raw(lib, files.rows[part], training.rows_guide[part], part)
        for i, r in zip(part.tolist(), rows, strict=True):
            truth = int(files.target[i])
            dd = training.dates[i]
            ask(evidence(lib, neutral, r, dd, [i], False, near=False), truth, 1.0, check=1.0)
            if lib.targets.targets[truth].family is not None and dd.exif is None:
                # the first file of a new trip or year (a photo of a trip nobody filed yet
                # cannot be told from any other photo)
                folder = files.folder[i]
                ask(
                    evidence(
                        lib, neutral, r, dd, members[folder], False, frozenset({folder}), near=False
                    ),
                    truth,
                    1.0,
                )
            ask(
                evidence(lib, neutral, r, dd, [i], True, near=False),
                truth,
                0.5,
                check=1.0,
                into=cold_checks,
            )
            if i in nowhere:  # the whole folder held out: it is no candidate
                ask(
                    evidence(lib, neutral, r, dd, by_target[truth], False, near=False),
                    truth,
                    NOWHERE,
                    drop=truth,
                    check=NOWHERE,
                )
                ask(
                    evidence(lib, neutral, r, dd, by_target[truth], True, near=False),
                    truth,
                    0.0,
                    drop=truth,
                    check=COLD_NOWHERE,
                    into=cold_checks,
                )
    # files of held-out folders weigh NOWHERE_SHARE of the questions, and of each kind of check
    for qs, mark in ((out, NOWHERE), (checks, NOWHERE), (cold_checks, COLD_NOWHERE)):
        others = sum(q.weight for q in qs if q.weight > 0)
        count = sum(1 for q in qs if q.weight == mark)
        for q in qs:
            if q.weight == mark:
                q.weight = NOWHERE_SHARE * others / max(1, count)
    return out, checks, cold_checks
