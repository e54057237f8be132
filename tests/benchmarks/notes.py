"""The side-by-side with the nearest peer, reproduced on our side: 2,000 markdown notes of
150–450 words, questions of one to three common or rare words, over MCP stdio (`mylifedb
serve` as a client starts it), on the defaults (hybrid search, meaning on).

Words come from the benchmark's vocabulary (corpus.py: a Zipf draw, so some words are in
most notes and many in a handful). A rare question is a word held by at most three notes
(one to three such words of one note, which it asks for: ``rare_recall`` is the share found
in the top 10); a common one is drawn from the 300 most frequent words.
"""

from __future__ import annotations

import itertools
import os
import random
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from mcp import Client, StdioServerParameters

from appclient import LocalAppClient, Settings

from .corpus import vocabulary
from .measure import mylifedb_exe, pct

__all__ = ["notes_figures", "NOTES"]

Log = Callable[[str], None]
NOTES = 2000
SEED = 4242


def _build(root: Path) -> dict[str, list[str]]:
    """The notes (once, cached) and, for every word, the notes that hold it."""
    rng = random.Random(SEED)
    vocab = vocabulary(8000)
    cum = list(itertools.accumulate(1.0 / (i + 1) ** 1.05 for i in range(len(vocab))))
    holders: dict[str, list[str]] = {}
    done = (root / ".built").exists()
    for i in range(NOTES):
        rel = f"notes/{vocab[i % 40 + 20]}/note {i:04d}.md"
        words = rng.choices(vocab, cum_weights=cum, k=rng.randint(150, 450))
        for w in set(words):
            holders.setdefault(w, []).append(rel)
        if not done:
            path = root / rel
            path.parent.mkdir(parents=True, exist_ok=True)
            lines = [" ".join(words[j : j + 12]) for j in range(0, len(words), 12)]
            path.write_text(f"# {' '.join(words[:4])}\n\n" + "\n".join(lines) + "\n")
    (root / "inbox").mkdir(exist_ok=True)
    (root / "guideline.md").write_text("# Notes\nEach note in its topic folder.\n")
    (root / ".built").write_text("ok")
    return holders


def _questions(holders: dict[str, list[str]]) -> list[tuple[str, list[str]]]:
    """(question, the notes a rare question asks for; [] for a common one). A rare question
    is one to three words that only one note holds together (each in at most three notes),
    as a person asks for a name, a code or an odd word they remember."""
    rng = random.Random(SEED + 1)
    by_count = sorted(holders, key=lambda w: (-len(holders[w]), w))
    common = by_count[:300]
    rare_of: dict[str, list[str]] = {}
    for w in sorted(holders):
        if len(holders[w]) <= 3:
            for note in holders[w]:
                rare_of.setdefault(note, []).append(w)
    notes = sorted(rare_of)
    out: list[tuple[str, list[str]]] = []
    for i in range(200):
        k = rng.choice((1, 1, 2, 3))
        if i % 2:
            out.append((" ".join(rng.sample(common, k)), []))
            continue
        note = rng.choice(notes)
        words = rng.sample(rare_of[note], min(k, len(rare_of[note])))
        held = set.intersection(*(set(holders[w]) for w in words))
        out.append((" ".join(words), sorted(held)))
    return out


async def notes_figures(cache: Path, work: Path, log: Log) -> dict[str, float]:
    root = cache / f"notes-{NOTES}-v1"
    holders = _build(root)
    qs = _questions(holders)
    state = work / "state-notes"
    settings = Settings.resolve(root=root, state_dir=state, search_backend="sqlite")
    client = await LocalAppClient.open(settings)
    try:
        t0 = time.perf_counter()
        await client.index(inline=0)
        await client.make_vectors()
        index_s = time.perf_counter() - t0
    finally:
        await client.aclose()
    params = StdioServerParameters(
        command=mylifedb_exe(),
        args=["serve", "--root", str(root), "--state-dir", str(state)],
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    times: list[float] = []
    found = asked = 0
    async with Client(params) as c:
        for q, _ in qs[:10]:  # warm: the model, the vectors, the page cache
            await c.call_tool("search", {"query": q, "limit": 10})
        for q, want in qs:
            t0 = time.perf_counter()
            r = await c.call_tool("search", {"query": q, "limit": 10})
            times.append(time.perf_counter() - t0)
            if r.is_error:
                raise RuntimeError(f"search({q!r}) failed: {r.content}")
            if want:
                got: dict[str, Any] = r.structured_content or {}
                paths = {h["path"] for h in got.get("results", [])}
                asked += 1
                found += bool(paths & set(want))
    out = {
        "notes_index_rate": NOTES / index_s,
        "notes_p50": pct(times, 50),
        "notes_p99": pct(times, 99),
        "notes_rare_recall": found / max(1, asked),
    }
    log(
        f"  {NOTES:,} notes: indexed (both phases) at {out['notes_index_rate']:,.0f} files/s;"
        f" hybrid over MCP stdio p50 {out['notes_p50'] * 1e3:.1f} ms, p99"
        f" {out['notes_p99'] * 1e3:.1f} ms; rare words found {out['notes_rare_recall']:.2f}"
    )
    return out
