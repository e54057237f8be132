"""How well does the offline organizer file an inbox it has never seen? Against a
paperless-style baseline and the plain recipe, on several libraries, in one run.

    python -m tests.benchmarks.organizer_accuracy [--only NAME] [--split dev|test] [--json] [--verbose]
    python -m tests.benchmarks.organizer_accuracy --ablate        # each evidence family off
    python -m tests.benchmarks.organizer_accuracy --fit-defaults  # refit choice.DEFAULT_WEIGHTS
    python -m tests.benchmarks.organizer_accuracy --speed 10000   # fit and suggestion times

Libraries: the development ones (``tests/fixtures/library.py``: Maya's and Tom's, and the
demo in ``resources/demo``) and the evaluation ones written by other people in
``tests/benchmarks/eval_libraries/`` (each module: ``NAME``, ``PERSONA``, ``build(root) ->
{"inbox/<name>": expected folder or "" where nothing fits}``, and ``SPLIT``: "dev" — tuned
on, misses may be listed — or "test": only ever reported in aggregate; a module without
``SPLIT`` is dev).

Each library is built in a temporary folder and indexed with ``LocalAppClient``; the
organizer learns from it exactly as ``mylifedb watch --provider local`` does (the core's
corpus pages, ``server.organizer.store.gather``) and decides every inbox file from its
``get_file`` digests. The yardsticks (``organizer_recipes.py``) learn from the same filed
files: paperless-ngx's classifier and the plain recipe of issue 21.

Printed (``organizer_report.py``): per library, our top-1 accuracy (files with a right
folder; a decline counts as a miss), how often our best folder was right even when we
declined ("ranked first"), the yardsticks' top-1, wrong declines (a folder fits), right
declines (the fit-nowhere files declined), suggestions at confidence >= 0.9 and how many of
them were wrong, and, where the library's author judged names (``RENAMES``, ``KEEP_NAME``,
``name_acceptable``), the new names proposed and how many the author would keep — dev and
test in separate tables; then the reliability table over every suggestion (confidence
bucket -> share right); with ``--ablate``, top-1 with each evidence family off.
"""

from __future__ import annotations

import argparse
import importlib
import json
import pkgutil
import random
import re
import shutil
import sys
import tempfile
import time
import unicodedata
from collections.abc import Callable
from dataclasses import dataclass, field
from importlib import resources
from pathlib import Path
from typing import Any

import anyio

from appclient import LocalAppClient, NotFound, Settings
from server.organizer import Decision, Model, decide, doc_from_corpus, doc_from_detail
from server.organizer.features import Doc
from server.organizer.model import FAMILIES, OPTIONAL, Snapshot
from server.organizer.store import gather
from tests.benchmarks.organizer_recipes import paperless_predictions, plain_predictions
from tests.benchmarks.organizer_report import (
    counts,
    is_picture,
    print_ablation,
    print_by_kind,
    print_miss_kinds,
    print_misses,
    print_table,
    reliability,
    rename_quality,
    top1,
)

__all__ = [
    "LIBRARIES",
    "Library",
    "evaluate_library",
    "load_library",
    "reliability",
    "main",
    "DEMO_EXPECTED",
]

DEMO_EXPECTED = {
    "inbox/W2_2024.pdf": "work/acme/compensation/",
    "inbox/scan_0012.pdf": "life/finance/bank/",  # a Chase statement under a scanner name
    "inbox/1099-INT_2024.pdf": "life/finance/taxes/2024/",
    "inbox/IMG_3188.jpg": "life/trips/2024-03 japan/",
    "inbox/IMG_4102.jpg": "life/photos/2025/",
    "inbox/Your Xfinity bill.html": "life/home/utilities/",
    "inbox/shakshuka.md": "notes/recipes/",
    "inbox/untitled.txt": "",
}


@dataclass(frozen=True)
class Library:
    name: str
    persona: str
    build: Callable[[Path], dict[str, str]]
    split: str  # 'dev' | 'test'
    languages: tuple[str, ...] = ()
    # the author's rename judgements: inbox path -> {"keep": [names], "need": [[alternatives]]}
    renames: dict[str, dict[str, Any]] = field(default_factory=dict)
    keep_name: tuple[str, ...] = ()  # inbox files whose name is already right
    name_acceptable: Callable[[str, str], bool] | None = None  # the author's own check


def _build_demo(root: Path) -> dict[str, str]:
    with resources.as_file(resources.files("resources").joinpath("demo")) as src:
        shutil.copytree(src, root)
    return dict(DEMO_EXPECTED)


def _dev_libraries() -> list[Library]:
    from tests.fixtures.library import build_library, build_library_b

    return [
        Library("maya", "US software engineer, detailed guideline", build_library, "dev", ("en",)),
        Library("tom", "UK, plain-path guideline", build_library_b, "dev", ("en",)),
        Library("demo", "resources/demo", _build_demo, "dev", ("en",)),
    ]


def _eval_libraries() -> list[Library]:
    try:
        pkg = importlib.import_module("tests.benchmarks.eval_libraries")
    except ImportError:
        return []
    out = []
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda i: i.name):
        if info.name.startswith("_") or info.name.endswith("_data"):
            continue  # a library's content, imported by its build (some make files as they load)
        mod = importlib.import_module(f"{pkg.__name__}.{info.name}")
        if hasattr(mod, "build"):
            out.append(
                Library(
                    str(getattr(mod, "NAME", info.name)),
                    str(getattr(mod, "PERSONA", "")),
                    mod.build,
                    str(getattr(mod, "SPLIT", "dev")),
                    tuple(getattr(mod, "LANGUAGES", ())),
                    dict(getattr(mod, "RENAMES", {})),
                    tuple(getattr(mod, "KEEP_NAME", ())),
                    getattr(mod, "name_acceptable", None),
                )
            )
    return out


def LIBRARIES() -> list[Library]:  # noqa: N802  (a registry)
    return _dev_libraries() + _eval_libraries()


# --------------------------------------------------------------------------- one library


@dataclass
class Loaded:
    """A library built and indexed: what the organizer learns from, and its inbox."""

    snap: Snapshot
    folders: list[str]
    docs: dict[str, Doc]  # inbox path -> the file as get_file shows it
    expected: dict[str, str]


def _flatten(node: Any, out: list[str]) -> list[str]:
    for child in node.children:
        out.append(child.path)
        _flatten(child, out)
    return out


async def _load(root: Path, expected: dict[str, str], state: Path) -> Loaded:
    client = await LocalAppClient.open(
        Settings.resolve(root=root, state_dir=state, search_backend="sqlite")
    )
    try:
        await client.index()
        guideline = await client.read_guideline()
        if guideline.startswith("No guideline.md found"):
            guideline = ""
        folders = _flatten(await client.get_folder_tree(depth=10), [])
        snap = await gather(client.corpus(), guideline, folders)
        docs = {p: await _inbox_doc(client, p) for p in sorted(expected)}
    finally:
        await client.aclose()
    return Loaded(snap, folders, docs, expected)


async def _inbox_doc(client: LocalAppClient, path: str) -> Doc:
    """What the provider reads (``get_file``). A name the file system stores decomposed (NFD)
    cannot be read through ``get_file`` yet (paths are normalised to NFC, issue 10): such a
    file is read from the index by its indexed path instead, with the same digests."""
    try:
        return doc_from_detail(await client.get_file(path))
    except NotFound:
        want = unicodedata.normalize("NFC", path)
        inbox = await client.corpus().corpus_files_at(
            [
                f.path
                for f in (await client.list_recent_files(limit=100, folder="inbox/")).files
                if unicodedata.normalize("NFC", f.path) == want
            ]
        )
        if not inbox:
            raise
        return doc_from_corpus(inbox[0])


def load_library(build: Callable[[Path], dict[str, str]], cache: Path | None = None) -> Loaded:
    """Build and index one library. With ``cache``, the built library and its index are
    kept there and reused (OCR of a library's scans takes minutes the first time)."""
    if cache is not None:
        root, state, saved = cache / "library", cache / "state", cache / "expected.json"
        if not saved.is_file():
            shutil.rmtree(cache, ignore_errors=True)
            expected = build(root)
            saved.write_text(json.dumps(expected, ensure_ascii=False))
        return anyio.run(_load, root, json.loads(saved.read_text()), state)
    with tempfile.TemporaryDirectory(prefix="mylifedb-acc-") as tmp:
        root = Path(tmp) / "library"
        expected = build(root)
        return anyio.run(_load, root, expected, Path(tmp) / "state")


def organizer_rows(
    lib: Loaded, off: frozenset[str] = frozenset(), on: frozenset[str] = frozenset()
) -> dict[str, Any]:
    """The organizer fitted on the library (with evidence families ``off``, optional ones
    ``on``), deciding every inbox file."""
    t0 = time.perf_counter()
    model = Model.fit(lib.snap, off=off, on=on)
    fit_s = time.perf_counter() - t0
    t0 = time.perf_counter()
    outs = {p: decide(model, d) for p, d in lib.docs.items()}
    decide_s = (time.perf_counter() - t0) / max(1, len(outs))
    rows = []
    pictures: dict[str, list[bool]] = {}  # folder -> is each of its files a picture
    for folder, f in lib.snap.files:
        pictures.setdefault(folder, []).append(is_picture(f.name))
    for p, want in lib.expected.items():
        out = outs[p]
        doc = lib.docs[p]
        got = out.target_folder if isinstance(out, Decision) else ""
        rows.append(
            {
                "path": p,
                "expected": want,
                "organizer": got,
                "ranked_first": got or (out.closest or ""),
                "confidence": out.confidence if isinstance(out, Decision) else 0.0,
                "creates_folder": isinstance(out, Decision) and out.creates_folder,
                "expected_exists": want in pictures,
                "new_name": out.new_name if isinstance(out, Decision) else None,
                "why": out.reasoning if isinstance(out, Decision) else out.reason,
                "has_text": len(doc.text.strip()) >= 40,
                "has_exif": bool(doc.image.get("taken_at")),
                "to_pictures": sum(pictures.get(want, [])) * 2 > len(pictures.get(want, [])),
            }
        )
    return {
        "rows": rows,
        "fit_s": round(fit_s, 3),
        "decide_ms": round(decide_s * 1000, 1),
        "weights_fitted_on": model.fitted_on,
    }


def evaluate_library(lib: Loaded, names: Library | None = None) -> dict[str, Any]:
    """The organizer with every evidence family, and both yardsticks, on one library
    (``names``: the library's rename judgements, for the quality of proposed names)."""
    r = organizer_rows(lib)
    rows = r["rows"]
    docs = [lib.docs[row["path"]] for row in rows]
    for row, base, plain in zip(
        rows,
        paperless_predictions(lib.snap.files, docs),
        plain_predictions(lib.snap.files, lib.snap.guideline, lib.folders, docs),
        strict=True,
    ):
        row["baseline"], row["plain"] = base, plain
    renames = (
        rename_quality(rows, names.renames, names.keep_name, names.name_acceptable)
        if names is not None
        else None
    )
    return {
        **counts(rows),
        "library_files": len(lib.snap.files),
        "folders": len(lib.folders),
        "renames": renames,
        **{k: r[k] for k in ("fit_s", "decide_ms", "weights_fitted_on")},
        "rows": rows,
    }


def ablation(lib: Loaded, full: list[dict[str, Any]]) -> dict[str, tuple[int, int]]:
    cells = {"all": top1(full)}
    for family in FAMILIES:
        cells[f"-{family}"] = top1(organizer_rows(lib, frozenset({family}))["rows"])
    for family in OPTIONAL:
        cells[f"+{family}"] = top1(organizer_rows(lib, on=frozenset({family}))["rows"])
    return cells


def fit_defaults(cache: Path | None) -> None:
    """Pool the development libraries' questions and refit choice.DEFAULT_WEIGHTS."""
    import numpy as np

    from server.organizer.choice import ChoiceModel, platt
    from server.organizer.evidence import EVIDENCE

    questions, cold = [], []
    for lib in LIBRARIES():
        if lib.split != "dev":
            continue
        slot = cache / re.sub(r"\W+", "-", lib.name).strip("-") if cache else None
        if slot is not None:
            slot.mkdir(parents=True, exist_ok=True)
        model = Model.fit(load_library(lib.build, slot).snap)
        asked, _, cold_checks = model.questions(random.Random(0))
        questions += asked
        cold += cold_checks
    feats = np.vstack([q.features for q in questions])
    scale = feats.std(axis=0)
    scale[scale < 1e-6] = 1.0
    flat = ChoiceModel(feats.mean(axis=0), scale, np.zeros(feats.shape[1]), 0.0)
    cm = ChoiceModel.fit(questions, prior=flat, strength=1.0, nonneg=EVIDENCE)
    r = lambda v: tuple(round(float(x), 3) for x in v)  # noqa: E731
    print(f"DEFAULT_CALIBRATION = {r(platt(cm, cold) or (1.0, 0.0))}")  # stdout ok
    print(
        f"DEFAULT_WEIGHTS = ({r(cm.mean)}, {r(cm.scale)}, {r(cm.w)}, {round(cm.b, 3)})"
    )  # stdout ok


def speed(n: int, cache: Path) -> dict[str, Any]:
    """Fitting on the n-file synthetic library of the performance benchmarks, one suggestion,
    the cached model, and inbox -> suggestion with `mylifedb watch --provider local`."""
    import os
    import statistics

    from server.organizer import codec
    from server.organizer.store import ModelStore
    from tests.benchmarks import measure
    from tests.benchmarks.corpus import build, media_in

    lib = build(n, cache, log=lambda m: print(m, file=sys.stderr))
    media_in(lib)
    state = Path(tempfile.mkdtemp(prefix="mylifedb-speed-"))

    async def go() -> dict[str, Any]:
        client = await LocalAppClient.open(
            Settings.resolve(root=lib.root, state_dir=state, search_backend="sqlite")
        )
        try:
            await client.index()
            guideline = await client.read_guideline()
            folders = _flatten(await client.get_folder_tree(depth=10), [])
            t0 = time.perf_counter()
            snap = await gather(client.corpus(), guideline, folders)
            gather_s = time.perf_counter() - t0
            t0, c0 = time.perf_counter(), time.process_time()
            model = Model.fit(snap)
            fit_s, fit_cpu = time.perf_counter() - t0, time.process_time() - c0
            inbox = [
                f.path for f in (await client.list_recent_files(limit=20, folder="inbox/")).files
            ]
            docs = [doc_from_detail(await client.get_file(p)) for p in inbox]
            times = []
            for d in docs:
                t0 = time.perf_counter()
                decide(model, d)
                times.append(time.perf_counter() - t0)
            store = ModelStore(client.corpus(), state)
            await store.model(guideline, folders)  # fits and writes the cache
            size = (state / "organizer" / "model.npz").stat().st_size
            t0 = time.perf_counter()
            with open(state / "organizer" / "model.npz", "rb") as f:
                codec.load(f, Model)
            load_s = time.perf_counter() - t0
            return {
                "files": len(snap.files),
                "folders": len(folders),
                "answers": len(model.targets.targets),
                "gather_s": round(gather_s, 2),
                "fit_s": round(fit_s, 2),
                "fit_cpu_s": round(fit_cpu, 2),
                "decide_ms_median": round(statistics.median(times) * 1000, 1),
                "decide_ms_max": round(max(times) * 1000, 1),
                "cache_mb": round(size / 2**20, 1),
                "cache_load_s": round(load_s, 2),
            }
        finally:
            await client.aclose()

    out = anyio.run(go)
    watch = measure.watcher(
        lib, state, idle_s=5.0, drops=5, log=lambda m: print(m, file=sys.stderr)
    )
    out["inbox_to_suggestion_median_s"] = (
        round(statistics.median(watch["latency"]), 2) if watch.get("latency") else None
    )
    out["cpus"] = os.cpu_count()
    shutil.rmtree(state, ignore_errors=True)
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--only", help="libraries whose name contains this")
    parser.add_argument("--split", choices=("dev", "test"), help="only the dev or the test ones")
    parser.add_argument("--json", action="store_true", help="print the results as JSON")
    parser.add_argument(
        "--verbose", "-v", action="store_true", help="list every miss (development libraries only)"
    )
    parser.add_argument(
        "--ablate", action="store_true", help="top-1 with each evidence family off, same run"
    )
    parser.add_argument(
        "--ablate-on",
        default="test",
        type=lambda v: ("dev", "test") if v == "all" else (v,),
        help="the libraries to ablate on: test (default), dev or all",
    )
    parser.add_argument(
        "--fit-defaults", action="store_true", help="refit the default weights on the dev libraries"
    )
    parser.add_argument(
        "--cache", type=Path, help="keep built libraries and their indexes here, and reuse them"
    )
    parser.add_argument(
        "--speed", type=int, metavar="N", help="time fitting and suggesting on an N-file library"
    )
    args = parser.parse_args(argv)
    if args.fit_defaults:
        fit_defaults(args.cache)
        return 0
    if args.speed:
        here = Path(__file__).resolve().parent / ".cache"
        print(json.dumps(speed(args.speed, args.cache or here), indent=2))  # stdout ok
        return 0
    results: list[tuple[Library, dict[str, Any]]] = []
    ablated: list[tuple[Library, dict[str, tuple[int, int]]]] = []
    for lib in LIBRARIES():
        if (args.only and args.only not in lib.name) or (args.split and lib.split != args.split):
            continue
        print(f"evaluating {lib.name} ({lib.split}) ...", file=sys.stderr, flush=True)
        slot = args.cache / re.sub(r"\W+", "-", lib.name).strip("-") if args.cache else None
        if slot is not None:
            slot.mkdir(parents=True, exist_ok=True)
        loaded = load_library(lib.build, slot)
        r = evaluate_library(loaded, lib)
        results.append((lib, r))
        if args.ablate and lib.split in args.ablate_on:
            ablated.append((lib, ablation(loaded, r["rows"])))
    if args.json:
        out: dict[str, Any] = {}
        for split in ("dev", "test"):
            part = [(lib, r) for lib, r in results if lib.split == split]
            rows = [row for _, r in part for row in r["rows"]]
            out[split] = {
                "libraries": {
                    lib.name: (r if split == "dev" else {k: v for k, v in r.items() if k != "rows"})
                    for lib, r in part
                },
                "reliability": reliability(rows),
            }
        out["ablation"] = {lib.name: cells for lib, cells in ablated}
        print(json.dumps(out, indent=2, ensure_ascii=False))  # stdout ok
        return 0
    for split in ("dev", "test"):
        part = [(lib, r) for lib, r in results if lib.split == split]
        if part:
            print_table(f"{split} libraries", part)
    print_by_kind(results)
    print_miss_kinds(results)
    if ablated:
        print_ablation(ablated)
    if args.verbose:
        print_misses(results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
