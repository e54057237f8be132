"""Fit the relevance model of hybrid search (``appclient/search/relevance.py``) on the
development libraries only, and show what it would do, before its weights are pasted in:

    python -m tests.benchmarks.search_fit [--c 1.0] [--floor 0.05]

Every development library is indexed as ``search_quality`` does; each question and junk query
is asked in hybrid mode with a trace on, which records every candidate's features. A
candidate is labelled right when it is one of the question's expected files (a junk query's
candidates are all wrong). A logistic regression over those rows gives the weights, so its
probability is calibrated on these sets. Printed: the weights, leave-one-library-out hit@1,
hit@5 and junk rate (each library scored by a model fitted on the others), the calibration
table (predicted against observed, for the top hit), and the floor's trade-off. Test
libraries are never read here, nor a development library marked ``FIT = False``.
"""

from __future__ import annotations

import argparse
import datetime as dt
import sys
from collections.abc import Callable
from typing import Any

import anyio
import numpy as np
from scipy.optimize import minimize
from sklearn.linear_model import LogisticRegression

from appclient import LocalAppClient, Settings
from appclient.search.relevance import ANSWER_MIN, FEATURES, FLOOR, QUERY_FEATURES

from .search_quality import CACHE, libraries

# (library, candidates' features, labels, 'question' | 'junk' | 'absent', the question's row)
Rows = list[tuple[str, np.ndarray, np.ndarray, str, np.ndarray]]


async def collect(
    name: str,
    qs: list[dict[str, Any]],
    junk: list[dict[str, Any]],
    before: Callable[[dict[str, Any]], None] | None = None,
) -> Rows:
    """Every question's and junk query's candidates with their features (``before``: told
    each one before it is asked)."""
    root = CACHE / name / "library"
    client = await LocalAppClient.open(
        Settings.resolve(root=root, state_dir=CACHE / name / "state")
    )
    out: Rows = []
    try:
        await client.index()
        await client.make_vectors()
        paths = {int(r[0]): r[1] for r in await client.db.fetch("SELECT id, path FROM files")}
        seen: list[tuple[np.ndarray, np.ndarray, np.ndarray]] = []
        client.searcher._fallback.trace = lambda ids, x, q: seen.append((ids, x, q))
        for q in [*qs, *junk]:
            asof = dt.date.fromisoformat(q["asof"]) if q.get("asof") else None
            client.searcher.today = (lambda d=asof: d) if asof else dt.date.today
            if before is not None:
                before(q)
            seen.clear()
            await client.search(q["q"], limit=10)
            if not seen:
                continue
            ids, x, row = seen[-1]
            expect = set(q.get("expect", []))
            y = np.array([paths.get(int(i)) in expect for i in ids], dtype=float)
            out.append((name, x, y, q["kind"] if "expect" not in q else "question", row))
    finally:
        await client.aclose()
    return out


def _logit(x: np.ndarray, y: np.ndarray, c: float) -> np.ndarray:
    model = LogisticRegression(C=c, fit_intercept=False, max_iter=5000)
    model.fit(x, y)
    w: np.ndarray = model.coef_[0]
    return w


def _softmax(z: np.ndarray) -> np.ndarray:
    e = np.exp(z - z.max())
    out: np.ndarray = e / e.sum()
    return out


def _listwise(groups: list[tuple[np.ndarray, np.ndarray]], l2: float) -> np.ndarray:
    """Weights maximizing, over the questions, the log of the softmax probability of their
    right candidates (L2-regularized): the model of ``relevance.candidate_probability``."""
    dim = groups[0][0].shape[1]

    def loss(w: np.ndarray) -> tuple[float, np.ndarray]:
        total, grad = l2 * float(w @ w), 2 * l2 * w
        for x, y in groups:
            p = _softmax(x @ w)
            right = float(p @ y)
            total -= np.log(max(right, 1e-12))
            # d(-log sum_right p)/dw = E_p[x] - E_{p|right}[x]
            grad = grad + p @ x - (p * y) @ x / max(right, 1e-12)
        return total, grad

    got = minimize(loss, np.zeros(dim), jac=True, method="L-BFGS-B")
    w: np.ndarray = got.x
    return w


def _sig(z: np.ndarray) -> np.ndarray:
    out: np.ndarray = 1 / (1 + np.exp(-z))
    return out


def _qrow(row: np.ndarray, x: np.ndarray, wa: np.ndarray) -> np.ndarray:
    """The question's row with its best candidate scored by the weights being fitted."""
    out = row.copy()
    out[-1] = float(_softmax(x @ wa).max()) if len(x) else 0.0
    return out


Model = tuple[np.ndarray, np.ndarray]  # (candidate weights, question weights)


def _fit(rows: Rows, c: float) -> Model:
    """Candidates of answerable questions: right or wrong; then questions against junk."""
    groups = [(r[1], r[2]) for r in rows if r[3] == "question" and r[2].any()]
    wa = _listwise(groups, 1.0 / c)
    both = [r for r in rows if r[3] in ("question", "junk") and len(r[1])]
    xb = np.stack([_qrow(r[4], r[1], wa) for r in both])
    yb = np.array([r[3] == "question" for r in both], dtype=float)
    return wa, _logit(xb, yb, c)


def _probs(r: Any, m: Model) -> np.ndarray:
    if not len(r[1]):
        return np.zeros(0)
    return _softmax(r[1] @ m[0]) * float(_sig(_qrow(r[4], r[1], m[0]) @ m[1]))


def _judge(rows: Rows, m: Model, floor: float, answer_min: float) -> dict[str, float]:
    h1 = h5 = nq = junk_empty = nj = 0
    for r in rows:
        _, x, y, kind, _row = r
        p = _probs(r, m)
        answerable = float(_sig(_qrow(r[4], x, m[0]) @ m[1])) if len(x) else 0.0
        order = np.argsort(-p, kind="stable")
        kept = [i for i in order if p[i] >= floor][:10] if answerable >= answer_min else []
        if kind == "junk":
            nj += 1
            junk_empty += not kept
            continue
        if kind == "absent":
            continue
        nq += 1
        ranks = [k for k, i in enumerate(kept) if y[i]]
        h1 += bool(ranks) and ranks[0] == 0
        h5 += bool(ranks) and ranks[0] < 5
    return {
        "hit@1": round(h1 / max(nq, 1), 3),
        "hit@5": round(h5 / max(nq, 1), 3),
        "junk": round(junk_empty / max(nj, 1), 3),
    }


def _calibration(rows: Rows, m: Model) -> list[str]:
    tops = []
    for r in rows:
        p = _probs(r, m)
        if len(p) and r[3] != "absent":
            i = int(np.argmax(p))
            tops.append((p[i], r[2][i]))
    out = []
    for lo in np.arange(0.0, 1.0, 0.1):
        sel = [r for pr, r in tops if lo <= pr < lo + 0.1]
        if sel:
            out.append(f"  top hit {lo:.1f}-{lo + 0.1:.1f}: {len(sel):4d} right {np.mean(sel):.2f}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.benchmarks.search_fit")
    ap.add_argument("--c", type=float, default=1.0)
    ap.add_argument("--floor", type=float, default=FLOOR)
    ap.add_argument("--answer-min", type=float, default=ANSWER_MIN)
    args = ap.parse_args(argv)
    rows: Rows = []
    for name, mod, qs, junk in libraries():
        if getattr(mod, "SPLIT", "dev") != "dev":
            continue  # test libraries are measured by search_quality, never fitted on
        if not getattr(mod, "FIT", True):
            print(f"  {name}: not fitted on (its FIT = False says why)")  # stdout ok
            continue
        rows += anyio.run(collect, name, qs, junk)
    names = sorted({r[0] for r in rows})
    print("leave one library out:")  # stdout ok
    for name in names:
        w = _fit([r for r in rows if r[0] != name], args.c)
        print(
            f"  {name:15s} {_judge([r for r in rows if r[0] == name], w, args.floor, args.answer_min)}"
        )  # stdout ok
    w = _fit(rows, args.c)
    print("all dev, fitted on all dev:")  # stdout ok
    for answer_min in (0.0, 0.5):
        for floor in (0.02, 0.1, 0.15, 0.2, 0.25, 0.3, 0.35, 0.4):
            got = _judge(rows, w, floor, answer_min)
            print(f"  answerable {answer_min:.2f} floor {floor:.2f}: {got}")  # stdout ok
    print("\n".join(_calibration(rows, w)))  # stdout ok
    for label, ws, names in (("WEIGHTS", w[0], FEATURES), ("QUERY_WEIGHTS", w[1], QUERY_FEATURES)):
        print(f"{label} = np.array([" + ", ".join(f"{v:.3f}" for v in ws) + "])")  # stdout ok
        for f, v in zip(names, ws, strict=True):
            print(f"  {f:18s} {v:+.3f}")  # stdout ok
    return 0


if __name__ == "__main__":
    sys.exit(main())
