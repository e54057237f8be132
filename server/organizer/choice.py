"""How much each kind of evidence is worth: a conditional logit with an outside option.

Each question ("where does this file go?") offers candidate answers, each described by a
row of evidence features, plus *none* ("it fits nowhere"). The model gives answer ``c``
the utility ``w·z_c`` (``z`` standardised features) and *none* the utility ``b``; the
probability of an answer is its softmax share:

    P(c) = exp(w·z_c) / (exp(b) + sum_k exp(w·z_k))

so the probability of the best answer falls both when it is weak and when another answer is
as good — which is what a suggestion's confidence should mean. ``w`` and ``b`` are fitted
(scipy's L-BFGS) on questions whose answers are known (``model.py``: the library's own
files asked with themselves held out, and folders held out entirely so that *none* is the
right answer), starting from and pulled towards the weights fitted on the development
libraries, so a library of a dozen files does not unlearn what is generally true.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

__all__ = [
    "Question",
    "ChoiceModel",
    "PRIOR_STRENGTH",
    "DEFAULT_WEIGHTS",
    "DEFAULT_CALIBRATION",
    "default_choice",
    "logit",
    "platt",
]

PRIOR_STRENGTH = 10.0  # the prior is worth about this many questions per weight


@dataclass
class Question:
    features: np.ndarray  # candidates x features
    answer: int  # index of the right candidate, or -1 for none
    weight: float = 1.0


@dataclass(frozen=True, eq=False)
class ChoiceModel:
    mean: np.ndarray
    scale: np.ndarray
    w: np.ndarray
    b: float

    @classmethod
    def fit(
        cls,
        questions: list[Question],
        prior: ChoiceModel,
        strength: float = PRIOR_STRENGTH,
        nonneg: frozenset[int] = frozenset(),
    ) -> ChoiceModel:
        """Maximum a posteriori: the likelihood of the answers, and a Gaussian prior centred
        on ``prior``'s weights (features scaled as ``prior`` scales them), worth
        ``strength`` questions — a small library stays near the prior, a large one
        outweighs it."""
        allf = np.vstack([q.features for q in questions])
        mean, scale = prior.mean, prior.scale
        z = (allf - mean) / scale
        theta0 = np.append(prior.w, prior.b)
        sizes = np.array([len(q.features) for q in questions])
        starts = np.r_[0, np.cumsum(sizes)[:-1]]
        qid = np.repeat(np.arange(len(questions)), sizes)
        weights = np.array([q.weight for q in questions])
        chosen = np.array(
            [s + q.answer if q.answer >= 0 else -1 for s, q in zip(starts, questions, strict=True)]
        )
        has = chosen >= 0
        n_f = z.shape[1]

        def loss(theta: np.ndarray) -> tuple[float, np.ndarray]:
            w, b = theta[:n_f], theta[n_f]
            s = z @ w
            top = np.maximum(np.maximum.reduceat(s, starts), b)
            e = np.exp(s - top[qid])
            eb = np.exp(b - top)
            denom = np.add.reduceat(e, starts) + eb
            lse = top + np.log(denom)
            picked = np.where(has, s[np.where(has, chosen, 0)], b)
            d = theta - theta0
            value = float(weights @ (lse - picked)) + 0.5 * strength * float(d @ d)
            p_rows = e / denom[qid]  # P of each candidate
            p_none = eb / denom
            g_rows = weights[qid] * p_rows
            g_rows[chosen[has]] -= weights[has]
            grad = np.empty(n_f + 1)
            grad[:n_f] = z.T @ g_rows + strength * d[:n_f]
            grad[n_f] = float(weights @ (p_none - (~has))) + strength * d[n_f]
            return value, grad

        # more evidence for an answer never makes it less likely: evidence weights are >= 0
        bounds = [(0.0, None) if i in nonneg else (None, None) for i in range(n_f)] + [(None, None)]
        from scipy.optimize import minimize  # fitting only: deciding never imports it

        res = minimize(
            loss,
            np.clip(theta0, [b[0] if b[0] is not None else -np.inf for b in bounds], None),
            jac=True,
            method="L-BFGS-B",
            bounds=bounds,
            options={"maxiter": 1000},
        )
        return cls(mean, scale, res.x[:n_f], float(res.x[n_f]))

    def utilities(self, features: np.ndarray) -> np.ndarray:
        return ((features - self.mean) / self.scale) @ self.w

    def probabilities(self, features: np.ndarray) -> np.ndarray:
        """Per candidate, the probability it is the answer (the rest is P(none))."""
        s = np.append(self.utilities(features), self.b)
        # log-sum-exp shifted by the largest utility (scipy.special's is 40 ms to import, a
        # twentieth of `organize FILE`, for this one line)
        top = s.max()
        return np.exp(s[:-1] - top - np.log(np.exp(s - top).sum()))

    def contributions(self, row: np.ndarray) -> np.ndarray:
        """Each feature's share of one candidate's utility (for explaining a decision)."""
        return ((row - self.mean) / self.scale) * self.w


# Weights for FEATURES (and the intercept) when a library is too small to fit its own:
# fitted on the leave-one-out rows of the development libraries (tests/fixtures/library.py,
# resources/demo and the eval libraries whose SPLIT is "dev") by
# `python -m tests.benchmarks.organizer_accuracy --fit-defaults --cache DIR`.
DEFAULT_WEIGHTS: tuple[tuple[float, ...], tuple[float, ...], tuple[float, ...], float] = (
    (
        0.081,
        0.07,
        0.031,
        0.074,
        0.039,
        -0.003,
        0.003,
        0.187,
        0.077,
        0.053,
        1.06,
        0.02,
        0.279,
        0.096,
    ),  # means
    (
        0.156,
        0.127,
        0.073,
        0.094,
        0.099,
        0.099,
        0.058,
        0.438,
        0.08,
        0.088,
        1.028,
        0.116,
        0.266,
        0.07,
    ),  # scales
    (
        0.0,
        0.0,
        0.0,
        0.0,
        0.0,
        0.516,
        0.113,
        0.107,
        0.283,
        0.431,
        -1.17,
        1.708,
        0.0,
        0.316,
    ),  # weights
    1.411,
)  # the utility of "fits nowhere" (the last two, evidence by meaning, from a fit with it on)

# ... and how they are calibrated: on the same libraries' files asked with every file hidden,
# as a library without files asks (platt)
DEFAULT_CALIBRATION: tuple[float, float] = (0.915, 0.015)


def platt(choice: ChoiceModel, checks: list[Question]) -> tuple[float, float] | None:
    """(slope, intercept) on the logit of the best answer's probability, so that it says how
    often the best answer is right in these checks; None when they cannot tell."""
    xs, ys, ws = [], [], []
    for q in checks:
        p = choice.probabilities(q.features)
        top = int(np.argmax(p))
        xs.append(logit(float(p[top])))
        ys.append(int(top == q.answer))
        ws.append(q.weight)
    if len(set(ys)) < 2:
        return None
    from sklearn.linear_model import LogisticRegression  # fitting only

    lr = LogisticRegression(C=1.0)
    lr.fit(np.array(xs).reshape(-1, 1), np.array(ys), sample_weight=np.array(ws))
    return float(lr.coef_[0][0]), float(lr.intercept_[0])


def logit(p: float) -> float:
    p = min(max(p, 1e-6), 1 - 1e-6)
    return float(np.log(p / (1 - p)))


def default_choice() -> ChoiceModel:
    mean, scale, w, b = DEFAULT_WEIGHTS
    return ChoiceModel(np.array(mean), np.array(scale), np.array(w), b)
