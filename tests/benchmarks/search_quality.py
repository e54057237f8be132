"""Does search find what people ask for, and say so when nothing matches? Questions over
libraries written by people who never saw the ranking code, in several languages, against a
plain BM25 reference on the same text, in one run.

    python -m tests.benchmarks.search_quality [--split dev|test|all] [--only NAME] [--json FILE]
                                              [--markdown] [--verbose]

Libraries: every ``tests/benchmarks/eval_libraries`` module with questions, each marked
``SPLIT = "dev"`` (tuned on) or ``"test"`` (only measured, reported in aggregate). Its
questions are its own ``QUESTIONS`` (or ``tests/benchmarks/search_questions/<module>.py``
for the three older ones) plus ``search_questions/<module>_more.py`` when there is one (its
``QUESTIONS``, and ``JUNK``: queries no file answers). Each library is built once into
``tests/benchmarks/.cache/search/`` and indexed with ``LocalAppClient`` exactly as
``mylifedb index`` does (digests, OCR; then every vector).

For every question: the rank of the first expected file in the top 10 of ``search`` in each
mode (keyword, semantic, hybrid) and of the reference — SQLite FTS5 BM25 over the same name,
path and text, any word matching (``bm25``). A question with ``asof`` (the library's newest
file date) is asked as of that day, and so is one without, in a library where any has it.
For every junk query: whether the answer is "no file matches" (``results`` empty) in hybrid
mode; BM25 answers nothing only when no word occurs.
A ``token`` question marked ``only`` (one file holds it) also checks that its file is the
only result or the rest are marked loosely related. Printed: per library and per language,
hit@1, hit@5 and MRR per mode, the junk and absent rates, dev and test apart; ``--verbose``
lists the misses of development libraries (never of test ones).
"""

from __future__ import annotations

import argparse
import datetime as dt
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

from .search_report import report_all

CACHE = Path(__file__).resolve().parent / ".cache" / "search"
MODES = ("keyword", "semantic", "hybrid")
WORD = re.compile(r"\w+", re.UNICODE)
TOP = 10


def _module(name: str) -> Any:
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError:
        return None


def libraries() -> list[tuple[str, Any, list[dict[str, Any]], list[dict[str, Any]]]]:
    """(module name, module, questions, junk queries) of every evaluation library with
    questions."""
    pkg = importlib.import_module("tests.benchmarks.eval_libraries")
    out = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.endswith("_data"):
            continue
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        older = _module(f"tests.benchmarks.search_questions.{info.name}")
        more = _module(f"tests.benchmarks.search_questions.{info.name}_more")
        qs = list(getattr(mod, "QUESTIONS", None) or getattr(older, "QUESTIONS", None) or [])
        qs += list(getattr(more, "QUESTIONS", []))
        junk = list(getattr(mod, "JUNK", [])) + list(getattr(more, "JUNK", []))
        # A question without ``asof`` is asked as of the library's newest file date too (the
        # latest ``asof`` of its questions), not of the day the benchmark runs: "last year"
        # meant the year before the library's author wrote it, whenever it is asked.
        now = max((q["asof"] for q in qs + junk if q.get("asof")), default=None)
        if now:
            qs = [q if q.get("asof") else {**q, "asof": now} for q in qs]
            junk = [q if q.get("asof") else {**q, "asof": now} for q in junk]
        if qs or junk:
            out.append((info.name, mod, qs, junk))
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


def _asof(q: dict[str, Any]) -> dt.date | None:
    return dt.date.fromisoformat(q["asof"]) if q.get("asof") else None


def _ask_as_of(client: Any, q: dict[str, Any]) -> None:
    """Search's "today" for ``q``: its ``asof``, else the real one."""
    asof = _asof(q)
    if hasattr(client.searcher, "today"):
        client.searcher.today = (lambda d=asof: d) if asof else dt.date.today


async def _ask(client: Any, q: dict[str, Any], ref: Reference) -> dict[str, Any]:
    row: dict[str, Any] = {"q": q["q"], "kind": q["kind"], "lang": q["lang"]}
    _ask_as_of(client, q)
    row["bm25"] = _rank(ref.rank(q["q"]), q["expect"])
    for mode in MODES:
        got = await client.search(q["q"], limit=TOP, mode=mode)
        paths = [h.path for h in got.results]
        row[mode] = _rank(paths, q["expect"])
        if mode == "hybrid":
            row["hybrid_top"] = paths[:3]
            row["scores"] = [h.score for h in got.results]
            row["right"] = [p in q["expect"] for p in paths]
            row["related"] = [h.path for h in getattr(got, "related", None) or []]
            if q.get("only"):  # its file alone, or first with nothing else in results
                row["alone"] = paths[:1] == q["expect"][:1] and len(paths) == 1
    return row


async def _junk(client: Any, q: dict[str, Any], ref: Reference) -> dict[str, Any]:
    _ask_as_of(client, q)
    got = await client.search(q["q"], limit=TOP, mode="hybrid")
    return {
        "q": q["q"],
        "kind": q["kind"],
        "lang": q["lang"],
        "empty": not got.results,
        "bm25_empty": not ref.rank(q["q"]),
        "hybrid_top": [h.path for h in got.results[:3]],
        "scores": [h.score for h in got.results],
    }


def built(name: str, mod: Any) -> Path:
    """The library's folder in the cache, built there once."""
    root = CACHE / name / "library"
    if not (CACHE / name / "built").exists():
        root.mkdir(parents=True, exist_ok=True)
        mod.build(root)
        (CACHE / name / "built").write_text("ok")
    return root


async def evaluate(
    name: str, mod: Any, questions: list[dict[str, Any]], junk: list[dict[str, Any]]
) -> dict[str, Any]:
    root = built(name, mod)
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
        t0 = time.process_time()
        for q in questions:
            missing = [p for p in q["expect"] if p not in present]
            if missing:
                raise AssertionError(f"{name}: {q['q']!r} expects {missing}, not in the library")
            results.append(await _ask(client, q, ref))
        junked = [await _junk(client, q, ref) for q in junk]
        cpu = time.process_time() - t0
    finally:
        await client.aclose()
    return {
        "library": getattr(mod, "NAME", name),
        "split": getattr(mod, "SPLIT", "dev"),
        "languages": getattr(mod, "LANGUAGES", []),
        "files": len(rows),
        "index_s": round(index_s, 1),
        "cpu_per_query_ms": round(1e3 * cpu / max(1, 3 * len(questions) + len(junk)), 2),
        "questions": results,
        "junk": junked,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tests.benchmarks.search_quality")
    parser.add_argument("--split", choices=("dev", "test", "all"), default="all")
    parser.add_argument("--only", action="append", default=None, help="library module name")
    parser.add_argument("--json", type=Path, default=None, help="write every answer here")
    parser.add_argument("--markdown", action="store_true", help="print the docs' table")
    parser.add_argument(
        "--verbose", action="store_true", help="list the hybrid misses (development libraries only)"
    )
    args = parser.parse_args(argv)
    out = []
    for name, mod, qs, junk in libraries():
        split = getattr(mod, "SPLIT", "dev")
        if args.only and name not in args.only:
            continue
        if args.split != "all" and split != args.split:
            continue
        out.append(anyio.run(evaluate, name, mod, qs, junk))
        print(f"{name}: done", file=sys.stderr, flush=True)
    if args.json:
        args.json.write_text(json.dumps(out, ensure_ascii=False, indent=1))
    text = "\n".join(report_all(out, verbose=args.verbose, markdown_table=args.markdown))
    print(text)  # stdout ok
    return 0


if __name__ == "__main__":
    sys.exit(main())
