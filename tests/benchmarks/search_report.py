"""The tables of ``search_quality``: per library and per language of the question, hit@1,
hit@5 and MRR of BM25 and each mode, and the share of junk queries answered "no file
matches"; development and test libraries apart (test ones in aggregate only)."""

from __future__ import annotations

from typing import Any

RANKERS = ("bm25", "keyword", "semantic", "hybrid")


def scores(ranks: list[int | None]) -> dict[str, float]:
    n = len(ranks) or 1
    return {
        "hit@1": sum(1 for r in ranks if r == 1) / n,
        "hit@5": sum(1 for r in ranks if r is not None and r <= 5) / n,
        "mrr": sum(1 / r for r in ranks if r) / n,
    }


def _rate(rows: list[dict[str, Any]], key: str) -> str:
    return f"{sum(r[key] for r in rows) / len(rows):.2f}" if rows else "  - "


def _block(title: str, qs: list[dict[str, Any]], junk: list[dict[str, Any]]) -> list[str]:
    lines = [title]
    kinds = sorted({q["kind"] for q in qs})
    lines.append(
        f"  {'':9s} {'hit@1':>6s} {'hit@5':>6s} {'MRR':>6s}   "
        + " ".join(f"{k:>8s}" for k in kinds)
    )
    for mode in RANKERS:
        s = scores([q[mode] for q in qs])
        by_kind = " ".join(
            f"{scores([q[mode] for q in qs if q['kind'] == k])['hit@5']:8.2f}" for k in kinds
        )
        lines.append(f"  {mode:9s} {s['hit@1']:6.2f} {s['hit@5']:6.2f} {s['mrr']:6.2f}   {by_kind}")
    only = [q for q in qs if "alone" in q]
    j = [r for r in junk if r["kind"] == "junk"]
    a = [r for r in junk if r["kind"] == "absent"]
    lines.append(
        f"  no file matches: junk {_rate(j, 'empty')} of {len(j)} (bm25 {_rate(j, 'bm25_empty')}),"
        f" absent {_rate(a, 'empty')} of {len(a)}; a unique token alone {_rate(only, 'alone')}"
        f" of {len(only)}"
    )
    return lines


def _misses(lib: dict[str, Any]) -> list[str]:
    out = []
    for q in lib["questions"]:
        if q["hybrid"] != 1:
            top = ", ".join(
                f"{p} ({s:.2f})" for p, s in zip(q["hybrid_top"], q["scores"], strict=False)
            )
            out.append(f"    miss [{q['kind']}] {q['q']!r}: hybrid {q['hybrid']}, top {top}")
    for r in lib["junk"]:
        if not r["empty"] and r["kind"] == "junk":
            out.append(f"    junk answered {r['q']!r}: {r['hybrid_top']} {r['scores'][:3]}")
    return out


def _by_language(libs: list[dict[str, Any]]) -> dict[str, tuple[list[Any], list[Any]]]:
    langs: dict[str, tuple[list[Any], list[Any]]] = {}
    for lib in libs:
        for q in lib["questions"]:
            langs.setdefault(q["lang"], ([], []))[0].append(q)
        for r in lib["junk"]:
            langs.setdefault(r["lang"], ([], []))[1].append(r)
    return dict(sorted(langs.items()))


def _md_row(label: str, qs: list[dict[str, Any]], junk: list[dict[str, Any]]) -> str:
    b, h = scores([q["bm25"] for q in qs]), scores([q["hybrid"] for q in qs])
    j = [r for r in junk if r["kind"] == "junk"]
    a = [r for r in junk if r["kind"] == "absent"]
    return (
        f"| {label} | {len(qs)} | {b['hit@1']:.2f} / {b['hit@5']:.2f} / {b['mrr']:.2f} | "
        f"**{h['hit@1']:.2f}** / **{h['hit@5']:.2f}** / {h['mrr']:.2f} | "
        f"{_rate(j, 'bm25_empty')} | **{_rate(j, 'empty')}** ({len(j)}) | {_rate(a, 'empty')} ({len(a)}) |"
    )


def markdown(out: list[dict[str, Any]]) -> list[str]:
    head = [
        "| library or question language | questions | BM25 hit@1 / hit@5 / MRR |"
        " hybrid hit@1 / hit@5 / MRR | junk: BM25 says nothing | junk: hybrid says nothing |"
        " absent topics: nothing |",
        "|---|---|---|---|---|---|---|",
    ]
    lines = list(head)
    for split in ("dev", "test"):
        libs = [lib for lib in out if lib["split"] == split]
        for lib in libs:
            label = f"{lib['library']} ({split}, {'/'.join(lib['languages']) or '?'})"
            lines.append(_md_row(label, lib["questions"], lib["junk"]))
        for lang, (qs, junk) in _by_language(libs).items():
            lines.append(_md_row(f"questions in {lang} ({split})", qs, junk))
        if libs:
            lines.append(
                _md_row(
                    f"**all {split}**",
                    [q for lib in libs for q in lib["questions"]],
                    [r for lib in libs for r in lib["junk"]],
                )
            )
    return lines


def report_all(out: list[dict[str, Any]], verbose: bool, markdown_table: bool = False) -> list[str]:
    lines: list[str] = []
    for lib in out:
        title = (
            f"{lib['library']} ({lib['split']}, {'/'.join(lib['languages']) or '?'}): "
            f"{len(lib['questions'])} questions, {len(lib['junk'])} junk, {lib['files']} files,"
            f" {lib['cpu_per_query_ms']} ms CPU a search"
        )
        lines += _block(title, lib["questions"], lib["junk"])
        if verbose and lib["split"] == "dev":  # test libraries: aggregate numbers only
            lines += _misses(lib)
    for split in ("dev", "test"):
        libs = [lib for lib in out if lib["split"] == split]
        if not libs:
            continue
        lines.append("")
        for lang, (qs, junk) in _by_language(libs).items():
            lines += _block(f"{split}, questions in {lang}: {len(qs)}", qs, junk)
        qs = [q for lib in libs for q in lib["questions"]]
        junk = [r for lib in libs for r in lib["junk"]]
        lines += _block(f"ALL {split}: {len(qs)} questions, {len(junk)} junk", qs, junk)
    if markdown_table:
        lines += ["", *markdown(out)]
    return lines
