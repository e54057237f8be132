"""What the organizer benchmark counts and prints (``organizer_accuracy.py`` runs it).

Per library, from rows of ``{path, expected, organizer, ranked_first, confidence, new_name,
baseline, plain}`` (``expected``/``organizer`` are "" for fits-nowhere and for a decline):

    top-1            files with a right folder filed right (a decline is a miss)
    wrong declines   a folder fits and it declined
    right declines   files that fit nowhere ("" expected) that it declined
    sure, sure wrong suggestions at confidence >= 0.9, and how many of them were wrong
    renames          where the library's author judged names (``RENAMES``): new names proposed
                     for files whose name says nothing, how many the author would keep, and
                     names proposed for files whose name is already right (``KEEP_NAME``)
"""

from __future__ import annotations

import itertools
import unicodedata
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import Any

from appclient.digests import guess_mime

__all__ = [
    "BUCKETS",
    "SURE",
    "counts",
    "rename_quality",
    "reliability",
    "top1",
    "print_table",
    "print_misses",
    "print_ablation",
    "print_by_kind",
    "print_miss_kinds",
    "is_picture",
]

BUCKETS = (0.0, 0.5, 0.6, 0.7, 0.8, 0.9, 1.01)
SURE = 0.9  # a suggestion this confident may be auto-accepted: it should be right


def counts(rows: list[dict[str, Any]]) -> dict[str, int]:
    """The per-library figures of the tables."""
    fits = [x for x in rows if x["expected"]]
    nowhere = [x for x in rows if not x["expected"]]
    sure = [x for x in rows if x["organizer"] and x["confidence"] >= SURE]
    return {
        "files": len(rows),
        "fits": len(fits),
        "nowhere": len(nowhere),
        "organizer_correct": sum(x["organizer"] == x["expected"] for x in fits),
        "ranked_first": sum(x["ranked_first"] == x["expected"] for x in fits),
        "baseline_correct": sum(x.get("baseline") == x["expected"] for x in fits),
        "plain_correct": sum(x.get("plain") == x["expected"] for x in fits),
        "declined_nowhere": sum(x["organizer"] == "" for x in nowhere),
        "declined_wrongly": sum(x["organizer"] == "" for x in fits),
        "sure": len(sure),
        "sure_wrong": sum(x["organizer"] != x["expected"] for x in sure),
    }


def _fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(c for c in s if not unicodedata.combining(c))


def _needs(spec: dict[str, Any], proposed: str) -> bool:
    """The rename tables' own rule: every group of ``need`` has an alternative in the name."""
    name = _fold(proposed)
    return all(any(_fold(alt) in name for alt in group) for group in spec["need"])


def rename_quality(
    rows: list[dict[str, Any]],
    renames: dict[str, dict[str, Any]],
    keep_name: tuple[str, ...] = (),
    acceptable: Callable[[str, str], bool] | None = None,
) -> dict[str, int] | None:
    """Of the files the author would rename: how many got a new name, how many of those the
    author would keep; and new names proposed for files whose name is right. None for a
    library without rename judgements."""
    if not renames:
        return None
    ok = acceptable or (lambda path, name: _needs(renames[path], name))
    named = {x["path"]: x.get("new_name") for x in rows}
    proposed = [p for p in renames if named.get(p)]
    return {
        "to_rename": len(renames),
        "proposed": len(proposed),
        "kept": sum(1 for p in proposed if ok(p, str(named[p]))),
        "renamed_keep": sum(1 for p in keep_name if named.get(p)),
        "renamed_other": sum(1 for p, n in named.items() if n and p not in renames),
    }


def top1(rows: list[dict[str, Any]]) -> tuple[int, int]:
    fits = [x for x in rows if x["expected"]]
    return sum(x["organizer"] == x["expected"] for x in fits), len(fits)


def reliability(rows: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Every suggestion (declines left out) by confidence bucket: how many, how many right."""
    out = []
    for lo, hi in zip(BUCKETS, BUCKETS[1:], strict=False):
        sel = [r for r in rows if r["organizer"] and lo <= r["confidence"] < hi]
        right = sum(r["organizer"] == r["expected"] for r in sel)
        out.append(
            {
                "bucket": f"{lo:.1f}-{min(hi, 1.0):.1f}",
                "suggestions": len(sel),
                "right": right,
                "share_right": round(right / len(sel), 3) if sel else None,
            }
        )
    return out


def _pct(a: int, b: int) -> str:
    return f"{a / b:6.1%} ({a}/{b})" if b else "   —"


def _renamed(r: dict[str, Any]) -> str:
    q = r.get("renames")
    if not q:
        return "—"
    return f"{q['kept']}/{q['proposed']} of {q['to_rename']}, {q['renamed_keep']} kept-name"


def print_table(title: str, results: list[tuple[Any, dict[str, Any]]]) -> None:
    print(f"\n{title}")  # stdout ok
    print(
        f"{'library':16} {'organizer top-1':>18} {'ranked first':>18} {'plain recipe':>18} "  # stdout ok
        f"{'paperless':>18} {'wrong decl':>10} {'right decl':>10} {'>=0.9':>6} {'wrong':>6} "
        f"{'renames (kept/proposed)':>30} {'fit s':>6} {'ms/file':>8}"
    )
    for lib, r in results:
        n = r["fits"]
        print(
            f"{lib.name:16} {_pct(r['organizer_correct'], n):>18} {_pct(r['ranked_first'], n):>18} "  # stdout ok
            f"{_pct(r['plain_correct'], n):>18} {_pct(r['baseline_correct'], n):>18} "
            f"{r['declined_wrongly']:>10} {str(r['declined_nowhere']) + '/' + str(r['nowhere']):>10} "
            f"{r['sure']:>6} {r['sure_wrong']:>6} {_renamed(r):>30} {r['fit_s']:>6.2f} "
            f"{r['decide_ms']:>8.1f}"
        )
    total = {k: sum(r[k] for _, r in results) for k in ("organizer_correct", "fits")}
    total.update({k: sum(r[k] for _, r in results) for k in ("baseline_correct", "plain_correct")})
    print(  # stdout ok
        f"{'all':16} {_pct(total['organizer_correct'], total['fits']):>18} {'':>18} "
        f"{_pct(total['plain_correct'], total['fits']):>18} "
        f"{_pct(total['baseline_correct'], total['fits']):>18}"
    )
    rows = [row for _, r in results for row in r["rows"]]
    print("reliability (every suggestion): confidence -> share right")  # stdout ok
    for b in reliability(rows):
        share = "—" if b["share_right"] is None else f"{b['share_right']:.0%}"
        print(f"  {b['bucket']}: {b['right']:>3}/{b['suggestions']:<3} {share}")  # stdout ok


def print_misses(results: list[tuple[Any, dict[str, Any]]]) -> None:
    for lib, r in results:
        if lib.split != "dev":  # test libraries are never looked at file by file
            continue
        wrong = [x for x in r["rows"] if x["organizer"] != x["expected"]]
        if wrong:
            print(f"\n{lib.name}: misses")  # stdout ok
        for x in wrong:
            print(
                f"  {x['path']}: expected {x['expected'] or '(decline)'}, got {x['organizer'] or '(declined)'} "  # stdout ok
                f"{x['confidence']:.2f} [plain {x['plain'] or '-'}] - {x['why'][:220]}"
            )


def print_ablation(table: list[tuple[Any, dict[str, tuple[int, int]]]]) -> None:
    variants = list(table[0][1]) if table else []
    print(  # stdout ok
        "\nablation: top-1 with each evidence family off (-) or an optional one on (+), same run"
    )
    print(f"{'library':16} " + " ".join(f"{v:>16}" for v in variants))  # stdout ok
    for lib, cells in table:
        print(f"{lib.name:16} " + " ".join(f"{_pct(*cells[v]):>16}" for v in variants))  # stdout ok
    totals = {v: (sum(c[v][0] for _, c in table), sum(c[v][1] for _, c in table)) for v in variants}
    print(f"{'all':16} " + " ".join(f"{_pct(*totals[v]):>16}" for v in variants))  # stdout ok


OFFICE = frozenset(".docx .xlsx .pptx .odt .ods .odp .rtf .epub .doc .xls .ppt".split())


def _kind(path: str) -> str | None:
    ext = PurePosixPath(path).suffix.lower()
    return "office documents" if ext in OFFICE else "PDFs" if ext == ".pdf" else None


def print_by_kind(results: list[tuple[Any, dict[str, Any]]]) -> None:
    """Top-1 of the inbox files that fit a folder, office documents against PDFs, per split:
    are office files filed as well as PDFs of the same libraries?"""
    print(
        "\nby kind: top-1 of inbox files that fit a folder (paperless-style in brackets)"
    )  # stdout ok
    for split in ("dev", "test"):
        rows = [r for lib, res in results if lib.split == split for r in res["rows"]]
        cells = []
        for kind in ("office documents", "PDFs"):
            fit = [r for r in rows if r["expected"] and _kind(r["path"]) == kind]
            ok = sum(r["organizer"] == r["expected"] for r in fit)
            base = sum(r.get("baseline") == r["expected"] for r in fit)
            cells.append(f"{kind} {_pct(ok, len(fit))} [{base}]")
        if rows:
            print(f"  {split:5s} " + "; ".join(cells))  # stdout ok


def is_picture(path: str) -> bool:
    return guess_mime(path).startswith("image/")


def _file_kind(path: str) -> str:
    if is_picture(path):
        return "image"
    return {"office documents": "office", "PDFs": "pdf"}.get(_kind(path) or "", "text/other")


def _period_like(name: str) -> bool:
    return any(ch.isdigit() for ch in name)


def miss_kind(row: dict[str, Any]) -> str | None:
    """What kind of miss a row is, None when it is right: read from the folders alone, so the
    test libraries can be counted without being looked at file by file."""
    want, got = row["expected"], row["organizer"]
    if got == want:
        return None
    if not want:
        return (
            "fits nowhere, filed in a new folder"
            if row["creates_folder"]
            else "fits nowhere, filed"
        )
    if not got:
        right = row["ranked_first"] == want
        return (
            "declined, the right folder ranked first" if right else "declined, another ranked first"
        )
    if row["creates_folder"]:
        if not row.get("expected_exists", True):
            return "a new folder, named otherwise"
        return "a new folder instead of an existing one"
    a, b = PurePosixPath(want.rstrip("/")), PurePosixPath(got.rstrip("/"))
    if a.parent == b.parent:
        if _period_like(a.name) and _period_like(b.name):
            return "another period beside it"
        return "another folder beside it"
    if a.parts[:1] == b.parts[:1]:
        return "elsewhere in the same top folder"
    return "another top folder"


def print_miss_kinds(results: list[tuple[Any, dict[str, Any]]]) -> None:
    """Misses counted by kind, and top-1 by kind of file, per split (aggregates only: a test
    library's misses are never listed)."""
    print("\nmisses by kind (all libraries of a split)")  # stdout ok
    for split in ("dev", "test"):
        rows = [r for lib, res in results if lib.split == split for r in res["rows"]]
        if not rows:
            continue
        for kind in ("all", "text/other", "pdf", "office", "image"):
            tally: dict[str, int] = {}
            for r in rows:
                k = miss_kind(r)
                if k and kind in ("all", _file_kind(r["path"])):
                    tally[k] = tally.get(k, 0) + 1
            cells = "; ".join(f"{k} {n}" for k, n in sorted(tally.items(), key=lambda kv: -kv[1]))
            print(f"  {split:5s} {kind}: {cells}")  # stdout ok
        pics = [r for r in rows if r["expected"] and _file_kind(r["path"]) == "image"]
        cells = []
        for key in itertools.product((True, False), repeat=3):  # text, EXIF, to pictures
            some = [r for r in pics if (r["has_text"], r["has_exif"], r["to_pictures"]) == key]
            if some:
                text, exif, home = key
                ok = sum(r["organizer"] == r["expected"] for r in some)
                cells.append(
                    f"{'text' if text else 'no text'}/{'exif' if exif else 'no exif'}/"
                    f"{'to pictures' if home else 'to documents'} {ok}/{len(some)}"
                )
        print(f"  {split:5s} images that fit: " + "; ".join(cells))  # stdout ok
        kinds = []
        for kind in ("text/other", "pdf", "office", "image"):
            fit = [r for r in rows if r["expected"] and _file_kind(r["path"]) == kind]
            ok = sum(r["organizer"] == r["expected"] for r in fit)
            kinds.append(f"{kind} {_pct(ok, len(fit))}")
        print(f"  {split:5s} top-1 by kind of file: " + "; ".join(kinds))  # stdout ok
