"""Does search find what people ask for? Natural questions over libraries written by people
who never saw the ranking code, in several languages, against a plain BM25 reference on the
same text, in one run.

    python -m tests.benchmarks.search_quality [--split dev|test|all] [--only NAME] [--json]

Libraries: every ``tests/benchmarks/eval_libraries`` module with questions (its own
``QUESTIONS``, or ``tests/benchmarks/search_questions/<module>.py`` for the older ones), each
marked ``SPLIT = "dev"`` (tuned on) or ``"test"`` (only measured). Each is built once into
``tests/benchmarks/.cache/search/`` and indexed with ``LocalAppClient`` exactly as
``mylifedb index`` does (digests, OCR; then every vector).

For every question: the rank of the first expected file in the top 10 of ``search`` in each
mode (keyword, semantic, hybrid) and of the reference — SQLite FTS5 BM25 over the same name,
path and text, any word matching (``bm25``). Printed per library: hit@1, hit@5 and MRR per
mode, hit@5 per kind of question (natural, keyword, cross-language), and the misses with
``--verbose``.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import re
import sqlite3
import sys
import time
from pathlib import Path
from typing import Any

import anyio

from appclient import LocalAppClient, Settings

CACHE = Path(__file__).resolve().parent / ".cache" / "search"
MODES = ("keyword", "semantic", "hybrid")
WORD = re.compile(r"\w+", re.UNICODE)
TOP = 10


def libraries() -> list[tuple[str, Any, list[dict[str, Any]]]]:
    """(module name, module, questions) of every evaluation library with questions."""
    pkg = importlib.import_module("tests.benchmarks.eval_libraries")
    out = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.endswith("_data"):
            continue
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        qs = getattr(mod, "QUESTIONS", None)
        if qs is None:
            try:
                qs = importlib.import_module(
                    f"tests.benchmarks.search_questions.{info.name}"
                ).QUESTIONS
            except ImportError:
                continue
        out.append((info.name, mod, qs))
    return out


class Reference:
    """Plain BM25 (FTS5, porter unicode61), any word, over the name, path and text the
    index holds: what a search box without our ranking would give."""

    def __init__(self, docs: list[tuple[str, str, str]]) -> None:
        self.db = sqlite3.connect(":memory:")
        self.db.execute(
            "CREATE VIRTUAL TABLE t USING fts5(name, path, content,"
            " tokenize='porter unicode61 remove_diacritics 2')"
        )
        self.paths = [p for p, _, _ in docs]
        self.db.executemany(
            "INSERT INTO t(rowid, name, path, content) VALUES (?,?,?,?)",
            [(i, n, p, c) for i, (p, n, c) in enumerate(docs)],
        )

    def rank(self, query: str) -> list[str]:
        words = [w.lower() for w in WORD.findall(query)]
        if not words:
            return []
        match = " OR ".join('"' + w.replace('"', '""') + '"' for w in words)
        rows = self.db.execute(
            "SELECT rowid FROM t WHERE t MATCH ? ORDER BY bm25(t, 10.0, 4.0, 1.0) LIMIT ?",
            (match, TOP),
        )
        return [self.paths[r[0]] for r in rows]


def _rank(paths: list[str], expect: list[str]) -> int | None:
    for i, p in enumerate(paths[:TOP]):
        if p in expect:
            return i + 1
    return None


async def evaluate(name: str, mod: Any, questions: list[dict[str, Any]]) -> dict[str, Any]:
    root = CACHE / name / "library"
    if not (CACHE / name / "built").exists():
        root.mkdir(parents=True, exist_ok=True)
        mod.build(root)
        (CACHE / name / "built").write_text("ok")
    client = await LocalAppClient.open(
        Settings.resolve(root=root, state_dir=CACHE / name / "state")
    )
    try:
        t0 = time.perf_counter()
        await client.index()
        await client.make_vectors()  # the second phase, as `mylifedb index` runs it
        index_s = time.perf_counter() - t0
        rows = await client.db.fetch(
            "SELECT f.path, coalesce(f.search_name, f.name), s.content FROM files f"
            " JOIN search_source s ON s.id = f.id"
        )
        ref = Reference([(r[0], r[1], r[2] or "") for r in rows])
        present = {r[0] for r in rows}
        results = []
        for q in questions:
            missing = [p for p in q["expect"] if p not in present]
            if missing:
                raise AssertionError(f"{name}: {q['q']!r} expects {missing}, not in the library")
            row: dict[str, Any] = {"q": q["q"], "kind": q["kind"], "lang": q["lang"]}
            row["bm25"] = _rank(ref.rank(q["q"]), q["expect"])
            for mode in MODES:
                got = await client.search(q["q"], limit=TOP, mode=mode)  # type: ignore[arg-type]
                row[mode] = _rank([h.path for h in got.results], q["expect"])
                row[f"{mode}_top"] = [h.path for h in got.results[:3]]
            results.append(row)
    finally:
        await client.aclose()
    return {
        "library": getattr(mod, "NAME", name),
        "split": getattr(mod, "SPLIT", "dev"),
        "languages": getattr(mod, "LANGUAGES", []),
        "files": len(rows),
        "index_s": round(index_s, 1),
        "questions": results,
    }


def scores(ranks: list[int | None]) -> dict[str, float]:
    n = len(ranks) or 1
    return {
        "hit@1": sum(1 for r in ranks if r == 1) / n,
        "hit@5": sum(1 for r in ranks if r is not None and r <= 5) / n,
        "mrr": sum(1 / r for r in ranks if r) / n,
    }


def report(lib: dict[str, Any], verbose: bool) -> list[str]:
    qs = lib["questions"]
    lines = [
        f"{lib['library']} ({lib['split']}, {'/'.join(lib['languages']) or '?'}): "
        f"{len(qs)} questions, {lib['files']} files"
    ]
    kinds = sorted({q["kind"] for q in qs})
    lines.append(
        f"  {'':9s} {'hit@1':>6s} {'hit@5':>6s} {'MRR':>6s}   "
        + " ".join(f"{k:>8s}" for k in kinds)
    )
    for mode in ("bm25", *MODES):
        s = scores([q[mode] for q in qs])
        by_kind = " ".join(
            f"{scores([q[mode] for q in qs if q['kind'] == k])['hit@5']:8.2f}" for k in kinds
        )
        lines.append(f"  {mode:9s} {s['hit@1']:6.2f} {s['hit@5']:6.2f} {s['mrr']:6.2f}   {by_kind}")
    if verbose and lib["split"] == "dev":  # test libraries: aggregate numbers only (no tuning)
        for q in qs:
            if q["hybrid"] is None or q["hybrid"] > 5:
                lines.append(
                    f"    miss [{q['kind']}] {q['q']!r}: hybrid {q['hybrid']}, top {q['hybrid_top']}"
                )
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.search_quality")
    parser.add_argument("--split", choices=("dev", "test", "all"), default="all")
    parser.add_argument("--only", action="append", default=None, help="library module name")
    parser.add_argument("--json", action="store_true")
    parser.add_argument(
        "--verbose", action="store_true", help="list the hybrid misses (development libraries only)"
    )
    args = parser.parse_args(argv)
    out = []
    for name, mod, qs in libraries():
        split = getattr(mod, "SPLIT", "dev")
        if args.only and name not in args.only:
            continue
        if args.split != "all" and split != args.split:
            continue
        lib = anyio.run(evaluate, name, mod, qs)
        out.append(lib)
        if not args.json:
            print("\n".join(report(lib, args.verbose)), flush=True)  # stdout ok
    if args.json:
        print(json.dumps(out, ensure_ascii=False, indent=1))  # stdout ok
    else:
        for split in ("dev", "test"):
            libs = [lib for lib in out if lib["split"] == split]
            if not libs:
                continue
            print(f"\nall {split} libraries:")  # stdout ok
            for mode in ("bm25", *MODES):
                s = scores([q[mode] for lib in libs for q in lib["questions"]])
                print(  # stdout ok
                    f"  {mode:9s} hit@1 {s['hit@1']:.2f}  hit@5 {s['hit@5']:.2f}  MRR {s['mrr']:.2f}"
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
