"""How well does the offline organizer file an inbox? Against a paperless-style baseline.

    python -m tests.benchmarks.organizer_accuracy [--root DIR]

Builds the test library (tests/fixtures/library.py) in a temporary folder (or uses --root,
a library whose ``inbox/`` files are listed in ``expected.json`` beside it, for an unseen
library), indexes it with ``LocalAppClient``, gathers the organizer's ``Evidence`` for each
inbox file through the AppClient methods only, and runs ``decide()``. The baseline is
paperless-ngx's "auto" matching idea: a multinomial naive Bayes classifier trained on the
existing library files alone (name + content words), written by hand. It prints a table;
``evaluate(root)`` returns the numbers for tests.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import tempfile
from collections import Counter, defaultdict
from pathlib import Path
from typing import Any

import anyio

from appclient import FileDetail, FolderNode, LocalAppClient, SearchHit, Settings
from server.organizer import Decision, Evidence, decide, neighbour_queries

__all__ = ["evaluate", "evaluate_async", "gather_evidence", "NaiveBayes", "main"]

_TOKEN = re.compile(r"[a-z0-9]+")


def _flatten(node: FolderNode) -> list[tuple[str, int]]:
    out: list[tuple[str, int]] = []
    for child in node.children:
        out.append((child.path, child.file_count))
        out.extend(_flatten(child))
    return out


async def gather_evidence(client: Any, path: str, *, guideline: str | None = None,
                          folders: list[tuple[str, int]] | None = None,
                          past: list[Any] | None = None) -> Evidence:
    """Everything ``decide`` needs for one inbox file, through AppClient calls only."""
    if guideline is None:
        guideline = await client.read_guideline()
        if guideline.startswith("No guideline.md found"):
            guideline = ""
    if folders is None:
        folders = _flatten(await client.get_folder_tree(depth=10))
    if past is None:
        past = [s for status in ("accepted", "rejected")
                for s in (await client.list_suggestions(status=status, limit=200)).suggestions]
    file = await client.get_file(path)
    hits: list[SearchHit] = []
    seen: set[str] = set()
    for query in neighbour_queries(file):
        for hit in (await client.search(query, limit=15)).results:
            if hit.path in seen or hit.path == path or hit.folder.startswith("inbox/"):
                continue
            seen.add(hit.path)
            hits.append(hit)
    return Evidence(guideline=guideline, folders=folders, file=file, neighbours=hits, past=past)


# --------------------------------------------------------------------------- baseline


def _doc_tokens(f: FileDetail) -> list[str]:
    text = [f.name.replace("_", " ")]
    for d in f.digests.values():
        for k, v in d.items():
            if isinstance(v, str) and k != "error":
                text.append(v)
    return [t for t in _TOKEN.findall(" ".join(text).lower()) if len(t) > 1][:3000]


class NaiveBayes:
    """Multinomial naive Bayes with Laplace smoothing: paperless-ngx's classifier, in small."""

    def __init__(self) -> None:
        self.docs: Counter[str] = Counter()
        self.words: dict[str, Counter[str]] = defaultdict(Counter)
        self.vocab: set[str] = set()

    def fit(self, samples: list[tuple[list[str], str]]) -> NaiveBayes:
        for tokens, label in samples:
            self.docs[label] += 1
            self.words[label].update(tokens)
            self.vocab.update(tokens)
        return self

    def predict(self, tokens: list[str]) -> str:
        n = sum(self.docs.values())
        v = len(self.vocab) or 1
        best, best_lp = "", -math.inf
        for label, nd in self.docs.items():
            counts = self.words[label]
            total = sum(counts.values())
            lp = math.log(nd / n) + sum(math.log((counts[t] + 1) / (total + v)) for t in tokens if t in self.vocab)
            if lp > best_lp:
                best, best_lp = label, lp
        return best


# --------------------------------------------------------------------------- run


async def evaluate_async(root: Path, expected: dict[str, str], state_dir: Path) -> dict[str, Any]:
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state_dir))
    try:
        await client.index()
        folders = _flatten(await client.get_folder_tree(depth=10))
        guideline = await client.read_guideline()
        if guideline.startswith("No guideline.md found"):
            guideline = ""
        # baseline training set: every library file (never the inbox)
        samples: list[tuple[list[str], str]] = []
        seen: set[str] = set()
        for folder, _ in folders:
            for rf in (await client.list_recent_files(limit=100, folder=folder)).files:
                if rf.path in seen:
                    continue
                seen.add(rf.path)
                detail = await client.get_file(rf.path)
                samples.append((_doc_tokens(detail), detail.folder))
        nb = NaiveBayes().fit(samples)
        rows = []
        for path, want in sorted(expected.items()):
            ev = await gather_evidence(client, path, guideline=guideline, folders=folders, past=[])
            out = decide(ev)
            got = out.target_folder if isinstance(out, Decision) else ""
            conf = out.confidence if isinstance(out, Decision) else 0.0
            base = nb.predict(_doc_tokens(ev.file))
            rows.append({"path": path, "expected": want, "organizer": got, "confidence": conf,
                         "baseline": base, "reason": out.reasoning if isinstance(out, Decision) else out.reason})
    finally:
        await client.aclose()
    fits = [r for r in rows if r["expected"]]
    nowhere = [r for r in rows if not r["expected"]]
    org = sum(r["organizer"] == r["expected"] for r in fits)
    base = sum(r["baseline"] == r["expected"] for r in fits)
    return {
        "files": len(rows),
        "fits": len(fits),
        "organizer_top1": org / len(fits) if fits else 0.0,
        "baseline_top1": base / len(fits) if fits else 0.0,
        "organizer_correct": org,
        "baseline_correct": base,
        "nowhere": len(nowhere),
        "declined_correctly": sum(r["organizer"] == "" for r in nowhere),
        "declined_wrongly": sum(r["organizer"] == "" for r in fits),
        "mean_confidence_right": _mean([r["confidence"] for r in fits if r["organizer"] == r["expected"]]),
        "mean_confidence_wrong": _mean([r["confidence"] for r in rows if r["organizer"] != r["expected"] and r["organizer"]]),
        "rows": rows,
    }


def _mean(xs: list[float]) -> float:
    return round(sum(xs) / len(xs), 3) if xs else 0.0


def evaluate(root: Path | str, expected: dict[str, str] | None = None) -> dict[str, Any]:
    """Build the test library in ``root`` (unless ``expected`` is given for a library that is
    already there), index it and score the organizer and the baseline."""
    root = Path(root)
    if expected is None:
        from tests.fixtures.library import build_library

        expected = build_library(root)
    with tempfile.TemporaryDirectory(prefix="mylifedb-bench-state-") as state:
        return anyio.run(evaluate_async, root, expected, Path(state))


def _print(result: dict[str, Any]) -> None:
    print(f"{'file':48} {'expected':34} {'organizer':34} {'conf':>5}  baseline")
    for r in result["rows"]:
        mark = "ok " if r["organizer"] == r["expected"] else "XX "
        bmark = "ok" if r["baseline"] == r["expected"] else "--"
        print(f"{mark}{r['path'][6:][:45]:45} {r['expected'] or '(decline)':34} "
              f"{r['organizer'] or '(declined)':34} {r['confidence']:5.2f}  {bmark} {r['baseline']}")
    print()
    print(f"files {result['files']}: {result['fits']} with a right folder, {result['nowhere']} that fit nowhere")
    print(f"organizer top-1 {result['organizer_top1']:.1%} ({result['organizer_correct']}/{result['fits']}), "
          f"declined {result['declined_correctly']}/{result['nowhere']} of the fit-nowhere files, "
          f"{result['declined_wrongly']} wrong declines")
    print(f"baseline  top-1 {result['baseline_top1']:.1%} ({result['baseline_correct']}/{result['fits']}) "
          "(naive Bayes over the library; it never declines)")
    print(f"mean confidence: right {result['mean_confidence_right']}, wrong {result['mean_confidence_wrong']}")
    wrong = [r for r in result["rows"] if r["organizer"] != r["expected"]]
    if wrong:
        print("\nmistakes:")
        for r in wrong:
            print(f"  {r['path']}: expected {r['expected'] or '(decline)'}, got {r['organizer'] or '(declined)'}"
                  f" - {r['reason']}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--root", help="an existing library with expected.json next to it (inbox path -> folder)")
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    if args.root:
        root = Path(args.root)
        expected = json.loads((root.parent / "expected.json").read_text())
        result = evaluate(root, expected)
    else:
        with tempfile.TemporaryDirectory(prefix="mylifedb-bench-") as tmp:
            result = evaluate(Path(tmp) / "library")
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        _print(result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
