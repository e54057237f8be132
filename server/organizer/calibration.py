"""How much each kind of evidence is worth in this library, and what a probability means
here: the choice model's weights (``choice.py``) and their Platt scaling, fitted on the
library's own questions (``questions.py``).

The weights start from ``choice.DEFAULT_WEIGHTS`` — fitted the same way on the development
libraries in ``tests/`` — and the library's own questions move them as far as they are
many: a library with fewer than ``MIN_ROWS`` filed files keeps the defaults (and
``DEFAULT_CALIBRATION``). The calibration is fitted on the library's own files asked exactly
as an inbox file is, and pulled towards the development libraries' as far as those checks
are few (a library of a dozen files cannot say that 0.9 means 0.99).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

import numpy as np

from .choice import DEFAULT_CALIBRATION, ChoiceModel, Question, default_choice, logit, platt
from .evidence import EVIDENCE, KNN, Evidence
from .files import Training
from .library import Library
from .questions import CANDIDATES, questions

__all__ = ["Calibration", "MIN_ROWS", "ALIKE", "CALIBRATION_PRIOR"]

MIN_ROWS = 4  # filed files before this library's own evidence moves the weights
ALIKE = 0.5  # until learned: the similarity of two files of one folder
CALIBRATION_PRIOR = 60.0  # checks the development libraries' calibration is worth


@dataclass(frozen=True, eq=False)
class Calibration:
    choice: ChoiceModel = field(default_factory=default_choice)  # evidence -> P(each answer)
    platt: tuple[float, float] = DEFAULT_CALIBRATION  # of the best answer's probability
    alike: float = ALIKE  # how similar two files of one folder usually are (learned)
    fitted_on: int = 0  # leave-one-out rows the weights were fitted on (0: the defaults)

    @classmethod
    def fit(cls, lib: Library, training: Training, rng: random.Random) -> Calibration:
        """Fitted on the library's questions; the defaults for a library with too few
        files or answers to ask any."""
        files = lib.files
        if files.count < MIN_ROWS or len(set(files.target.tolist())) < 2:
            return cls()
        prior = default_choice()
        asked, checks, _ = questions(lib, training, prior.mean, rng)
        if sum(q.answer >= 0 for q in asked) < 2:
            return cls()
        own = [q.features[q.answer, KNN] for q in asked if q.answer >= 0 and q.weight == 1.0]
        choice = ChoiceModel.fit(asked, prior=prior, nonneg=EVIDENCE)
        return cls(
            choice,
            _platt(choice, checks),
            float(np.median(own)) if own else ALIKE,
            files.count,
        )

    def confidence(self, p: float) -> float:
        """The calibrated probability that an answer the model gives ``p`` is right."""
        a, b = self.platt
        return float(1.0 / (1.0 + np.exp(-(a * logit(p) + b))))

    def probabilities(self, ev: Evidence) -> np.ndarray:
        """Per target, the probability it is the right answer (0 outside the candidates)."""
        cands = ev.candidates(CANDIDATES)
        out = np.zeros(ev.matrix.shape[0])
        if cands:
            out[cands] = self.choice.probabilities(ev.matrix[cands])
        return out


def _platt(choice: ChoiceModel, checks: list[Question]) -> tuple[float, float]:
    """How often the best answer is right, as a function of its probability: Platt scaling
    fitted on the library's own files asked as an inbox file would be (held out, nothing
    forced into the candidates) and on files of held-out folders (never right) — pulled
    towards the development libraries' calibration as far as the checks are few."""
    fitted = platt(choice, checks)
    if fitted is None:
        return DEFAULT_CALIBRATION
    n = sum(q.weight for q in checks)
    share = n / (n + CALIBRATION_PRIOR)
    a0, b0 = DEFAULT_CALIBRATION
    return (share * fitted[0] + (1 - share) * a0, share * fitted[1] + (1 - share) * b0)
