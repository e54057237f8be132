"""Whole commands timed from outside, as a person meets them: `mylifedb search` and
`mylifedb organize FILE` from the shell, and an MCP client's first answer from a `mylifedb
serve` it starts (process start, imports, ``initialize``, the model, the search)."""

from __future__ import annotations

import os
import statistics
import subprocess
import time
from collections.abc import Callable
from pathlib import Path

from mcp import Client, StdioServerParameters

from .corpus import Library
from .measure import mylifedb_exe

__all__ = ["shell_times", "first_answer"]

Log = Callable[[str], None]


def shell_times(lib: Library, state_dir: Path, qs: list[str], log: Log) -> dict[str, float]:
    """Wall time of whole commands from the shell, on the indexed library: `mylifedb search`
    (median of 5), `mylifedb organize FILE` (median of 3, a new inbox file each time, the
    local provider), and the CLI's start alone (`mylifedb --version`)."""
    base = ["--root", str(lib.root), "--state-dir", str(state_dir)]
    env = {**os.environ, "MYLIFEDB_PROVIDER": "local"}

    def wall(args: list[str]) -> float:
        t0 = time.perf_counter()
        r = subprocess.run([mylifedb_exe(), *args], env=env, capture_output=True, check=False)
        dt = time.perf_counter() - t0
        if r.returncode not in (0, 1):
            raise RuntimeError(f"mylifedb {args[0]} failed: {r.stderr.decode()[-2000:]}")
        return dt

    start = statistics.median(wall(["--version"]) for _ in range(3))
    search = statistics.median(wall(["search", q, *base]) for q in qs[:5])
    org = []
    for i in range(3):
        rel = f"inbox/bench organize {os.getpid()}-{i} invoice.txt"
        path = lib.root / rel
        path.write_text("Invoice from the electricity vendor. Amount due 120.50 EUR.\n")
        try:
            org.append(wall(["organize", rel, *base]))
        finally:
            path.unlink(missing_ok=True)
    out = {"cli_start": start, "cli_search": search, "cli_organize": statistics.median(org)}
    log(
        f"  shell: mylifedb --version {start:.2f} s, search {search:.2f} s,"
        f" organize FILE {out['cli_organize']:.2f} s (medians)"
    )
    return out


async def first_answer(lib: Library, state_dir: Path, q: str, log: Log) -> float:
    """From starting `mylifedb serve` (stdio) to its first search answer: process start,
    imports, ``initialize``, and the search (the model loaded on the way)."""
    params = StdioServerParameters(
        command=mylifedb_exe(),
        args=["serve", "--root", str(lib.root), "--state-dir", str(state_dir)],
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    t0 = time.perf_counter()
    async with Client(params) as c:
        r = await c.call_tool("search", {"query": q, "limit": 10})
        dt = time.perf_counter() - t0
        if r.is_error:
            raise RuntimeError(f"search failed: {r.content}")
    log(f"  serve start -> initialize -> first search answer: {dt:.2f} s")
    return dt
