"""The measurements. Each returns plain numbers (seconds, rates, bytes) for the report.

Everything goes through the real product: ``LocalAppClient`` for indexing, an in-memory
``mcp.Client(server)`` session for tool round trips, ``mylifedb watch`` and ``mylifedb
serve`` as subprocesses for the watcher and the memory figures.
"""

from __future__ import annotations

import os
import random
import shutil
import sqlite3
import statistics
import subprocess
import sys
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import IO, Any

import psutil
from mcp import Client, StdioServerParameters
from mcp.server.mcpserver import MCPServer

from appclient import LocalAppClient, Settings
from server.app import build_server

from .corpus import Library, media_in, media_out

__all__ = [
    "index_library",
    "session_figures",
    "ripgrep",
    "watcher",
    "serve_rss",
    "queries",
    "warm",
    "pct",
    "mylifedb_exe",
]

Log = Callable[[str], None]


def pct(xs: list[float], p: float) -> float:
    """The p-th percentile (nearest rank) of ``xs``."""
    s = sorted(xs)
    return s[min(len(s) - 1, max(0, round(p / 100 * len(s) + 0.5) - 1))]


def mylifedb_exe() -> str:
    exe = Path(sys.executable).parent / "mylifedb"
    return str(exe) if exe.exists() else shutil.which("mylifedb") or "mylifedb"


def queries(lib: Library, count: int = 200, seed: int = 7) -> list[str]:
    """1–3 words each, drawn from the words the corpus actually uses (frequent to rare)."""
    rng = random.Random(seed)
    pool = list(lib.vocab[10:3000])
    return [" ".join(rng.sample(pool, rng.choice((1, 1, 2, 2, 3)))) for _ in range(count)]


def warm(folder: Path) -> int:
    """Read every file under ``folder`` once, so the timings measure the indexer rather than
    the disk (this VM's page cache is reclaimed between runs). Returns the bytes read."""
    total, stack = 0, [folder]
    while stack:
        with os.scandir(stack.pop()) as it:
            for e in it:
                if e.is_dir(follow_symlinks=False):
                    stack.append(Path(e.path))
                elif e.is_file(follow_symlinks=False):
                    with open(e.path, "rb") as f:
                        while chunk := f.read(1 << 20):
                            total += len(chunk)
    return total


async def index_library(lib: Library, state_dir: Path, log: Log) -> dict[str, float]:
    """Cold index of the text files in its two phases (words, then vectors), then of the
    PDFs/JPEGs added to it, then no-change rescans."""
    media_out(lib)
    warm(lib.root)
    warm(lib.media)
    settings = Settings.resolve(root=lib.root, state_dir=state_dir, search_backend="sqlite")
    out: dict[str, float] = {}
    client = await LocalAppClient.open(settings)
    try:
        t0 = time.perf_counter()
        s1 = await client.index(inline=0)  # the words phase, as `mylifedb index` runs it
        words_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        embedded = await client.make_vectors()
        vectors_s = time.perf_counter() - t0
        text_n = s1.added
        dt = words_s + vectors_s
        out.update(
            text_files=text_n,
            text_s=dt,
            text_rate=text_n / dt,
            words_rate=text_n / words_s,
            vectors_rate=embedded / vectors_s if vectors_s else 0.0,
        )
        log(
            f"  cold index, text: {text_n:,} files; words {words_s:.1f} s ({text_n / words_s:,.0f}/s),"
            f" vectors {vectors_s:.1f} s ({out['vectors_rate']:,.0f}/s); both {text_n / dt:,.0f}/s"
        )
        if lib.media_rels:
            media_in(lib)
            t0 = time.perf_counter()
            s2 = await client.index(inline=0)
            await client.make_vectors()
            dt = time.perf_counter() - t0
            out.update(media_files=s2.added, media_s=dt, media_rate=s2.added / dt if dt else 0.0)
            log(
                f"  cold index, PDFs+JPEGs: {s2.added:,} files in {dt:.1f} s ({s2.added / dt:,.0f}/s);"
                f" digest errors {s2.digest_errors}"
            )
    finally:
        await client.aclose()
    times = []
    for _ in range(3):  # each in a fresh client, as a new `mylifedb` process would
        client = await LocalAppClient.open(settings)
        try:
            t0 = time.perf_counter()
            s3 = await client.index()
            times.append(time.perf_counter() - t0)
        finally:
            await client.aclose()
        assert s3.added == s3.updated == s3.removed == 0, s3
    out["rescan_s"] = statistics.median(times)
    out["indexed_files"] = float(s3.files)
    log(f"  no-change rescan of {s3.files:,} files: {out['rescan_s']:.2f} s (median of 3)")
    out["db_bytes"] = float(sum(p.stat().st_size for p in state_dir.glob("index.db*")))
    out.update(vectors_cpu(settings.db_path))
    return out


def vectors_cpu(db_path: Path, n: int = 1000) -> dict[str, float]:
    """CPU time per file of the embedder alone, in this process with a model of its own:
    the first ``n`` files (caches cold: new words tokenized, new tokens' rows computed) and
    the next ``n`` (warm). Unlike the phase's wall rate, it hardly moves on a shared machine."""
    from appclient.embed.base import embed_input
    from appclient.embed.usem3 import UseM3
    from appclient.search.words import strip_cjk_section

    with sqlite3.connect(db_path) as db:
        rows = db.execute(
            "SELECT f.name, f.folder, s.content FROM files f JOIN search_source s ON s.id = f.id"
            " ORDER BY f.id LIMIT ?",
            (2 * n,),
        ).fetchall()
    docs = [embed_input(r[0], r[1], strip_cjk_section(r[2] or "")) for r in rows]
    model = UseM3()
    out = {}
    for key, part in (("vectors_cpu_cold", docs[:n]), ("vectors_cpu_warm", docs[n:])):
        c0 = time.process_time()
        for i in range(0, len(part), 128):
            model.embed_documents(part[i : i + 128])
        out[key] = (time.process_time() - c0) / max(1, len(part))
    return out


async def _timed(c: Client, tool: str, args: dict[str, Any]) -> float:
    t0 = time.perf_counter()
    r = await c.call_tool(tool, args)
    dt = time.perf_counter() - t0
    if r.is_error:
        raise RuntimeError(f"{tool}({args}) failed: {r.content}")
    return dt


def _bare_server() -> MCPServer[Any]:
    bare: MCPServer[Any] = MCPServer("bare")

    @bare.tool()
    async def echo(text: str) -> str:
        """Echo the text back."""
        return text

    return bare


async def session_figures(lib: Library, state_dir: Path, qs: list[str], log: Log) -> dict[str, Any]:
    """search (hybrid, the default, and keyword mode), get_folder_tree, get_file and the
    trivial-tool overhead, through MCP sessions."""
    settings = Settings.resolve(root=lib.root, state_dir=state_dir, search_backend="sqlite")
    with sqlite3.connect(settings.db_path) as db:
        paths = [r[0] for r in db.execute("SELECT path FROM files ORDER BY path")]
    sample = random.Random(11).sample(paths, min(100, len(paths)))
    out: dict[str, Any] = {}
    client = await LocalAppClient.open(settings)
    try:
        server = build_server(client, index_on_start=False, watch=False)
        async with Client(server) as c:
            for q in qs[:10]:
                await _timed(c, "search", {"query": q, "limit": 10})
            search, cpu, totals = [], [], []
            for q in qs:
                c0 = time.process_time()
                t0 = time.perf_counter()
                r = await c.call_tool("search", {"query": q, "limit": 10})
                search.append(time.perf_counter() - t0)
                # CPU of this process (client + server + the database thread): unlike the wall
                # time, it hardly moves when other work shares the machine.
                cpu.append(time.process_time() - c0)
                if r.is_error:
                    raise RuntimeError(f"search({q!r}) failed: {r.content}")
                totals.append((r.structured_content or {}).get("total_found", 0))
            out.update(search=search, search_cpu=cpu, totals=totals)
            # Without MCP: what the core costs, apart from the SDK's JSON-RPC, serialization
            # and the client's validation of each result against the output schema. Questions
            # of their own (drawn the same way): the ones above are in the process's caches now
            # (their vectors, their passages' rows), which made the core look 4 ms cheaper.
            core = []
            for q in queries(lib, len(qs), seed=8):
                t0 = time.perf_counter()
                await client.search(q, limit=10)
                core.append(time.perf_counter() - t0)
            out["search_core"] = core
            # Keyword mode: the words-only ranking (all words first), as before hybrid search.
            kw = [
                await _timed(c, "search", {"query": q, "limit": 10, "mode": "keyword"}) for q in qs
            ]
            out["search_keyword"] = kw
            log(
                f"  keyword mode via MCP: p50 {pct(kw, 50) * 1e3:.1f} ms, p99 {pct(kw, 99) * 1e3:.1f} ms"
            )
            log(
                f"  search via MCP: p50 {pct(search, 50) * 1e3:.1f} ms, p99 {pct(search, 99) * 1e3:.1f} ms;"
                f" CPU p50 {pct(cpu, 50) * 1e3:.1f} ms; median total_found {statistics.median(totals):.0f}"
            )
            tree_first = await _timed(c, "get_folder_tree", {"depth": 3})
            tree = [await _timed(c, "get_folder_tree", {"depth": 3}) for _ in range(30)]
            out.update(tree_first=tree_first, tree=tree)
            log(
                f"  get_folder_tree(3): first {tree_first * 1e3:.1f} ms, p50 {pct(tree, 50) * 1e3:.1f} ms"
            )
            gf = [await _timed(c, "get_file", {"path": p}) for p in sample]
            out["get_file"] = gf
            log(f"  get_file: p50 {pct(gf, 50) * 1e3:.1f} ms, p99 {pct(gf, 99) * 1e3:.1f} ms")
            ours = [await _timed(c, "read_guideline", {}) for _ in range(330)][30:]
        async with Client(_bare_server()) as b:
            bare = [await _timed(b, "echo", {"text": "hello"}) for _ in range(330)][30:]
        out.update(trivial=ours, bare=bare)
        log(
            f"  read_guideline p50 {pct(ours, 50) * 1e3:.2f} ms vs bare echo {pct(bare, 50) * 1e3:.2f} ms"
        )
    finally:
        await client.aclose()
    return out


def ripgrep(lib: Library, qs: list[str], log: Log) -> dict[str, Any]:
    """``rg -l -i -F`` (any of the query's words, like our OR query) over the same files."""
    rg = shutil.which("rg")
    tool = "rg" if rg else "grep"
    times = []
    for q in qs:
        words = q.split()
        if rg:
            cmd = [rg, "-l", "-i", "-F", *[a for w in words for a in ("-e", w)], str(lib.root)]
        else:
            cmd = ["grep", "-rliF", *[a for w in words for a in ("-e", w)], str(lib.root)]
        t0 = time.perf_counter()
        subprocess.run(cmd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
        times.append(time.perf_counter() - t0)
    log(f"  {tool} -l -i -F: median {statistics.median(times) * 1e3:.0f} ms over {len(qs)} queries")
    return {"tool": tool, "times": times}


class _Sampler:
    """Peak RSS of a process and its children, sampled every 20 ms on a thread."""

    def __init__(self, proc: psutil.Process) -> None:
        self.proc, self.peak, self._stop = proc, 0, threading.Event()
        self._t = threading.Thread(target=self._run, daemon=True)
        self._t.start()

    def _run(self) -> None:
        while not self._stop.is_set():
            try:
                procs = [self.proc, *self.proc.children(recursive=True)]
                self.peak = max(self.peak, sum(p.memory_info().rss for p in procs))
            except psutil.Error:
                pass
            self._stop.wait(0.02)

    def stop(self) -> int:
        self._stop.set()
        self._t.join()
        return self.peak


def _hwm(pid: int) -> int:
    """The kernel's own peak-RSS mark (VmHWM) for one process, in bytes."""
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return int(line.split()[1]) * 1024
    except OSError:
        pass
    return 0


def _wait_idle(procs: Callable[[], list[psutil.Process]], quiet_s: float, max_s: float) -> float:
    """Wait until the processes use < 2% of a core for ``quiet_s``; returns the seconds waited."""
    t0 = time.monotonic()
    while time.monotonic() - t0 < max_s:
        a = sum(sum(p.cpu_times()[:2]) for p in procs())
        time.sleep(quiet_s)
        b = sum(sum(p.cpu_times()[:2]) for p in procs())
        if (b - a) / quiet_s < 0.02:
            break
    return time.monotonic() - t0


async def serve_rss(lib: Library, state_dir: Path, qs: list[str], log: Log) -> dict[str, float]:
    """Peak RSS of ``mylifedb serve`` (stdio) over an indexed library, through a few tool calls."""
    params = StdioServerParameters(
        command=mylifedb_exe(),
        args=["serve", "--root", str(lib.root), "--state-dir", str(state_dir)],
        env={**os.environ, "PYTHONUNBUFFERED": "1"},
    )
    me = psutil.Process()
    async with Client(params) as c:
        kids = [p for p in me.children(recursive=True) if "serve" in " ".join(p.cmdline())]
        if not kids:
            raise RuntimeError("cannot find the `mylifedb serve` process")
        proc = kids[0]
        sampler = _Sampler(proc)
        # The server re-checks the index in the background on start: let that finish.
        waited = _wait_idle(lambda: [proc, *proc.children(recursive=True)], 1.0, 180)
        for q in qs[:20]:
            await _timed(c, "search", {"query": q, "limit": 10})
        await _timed(c, "get_folder_tree", {"depth": 3})
        await _timed(c, "list_recent_files", {"limit": 20})
        await _timed(c, "read_guideline", {})
        res = await c.call_tool("search", {"query": qs[0], "limit": 5})
        for hit in (res.structured_content or {}).get("results", [])[:5]:
            await _timed(c, "get_file", {"path": hit["path"]})
        peak = max(sampler.stop(), _hwm(proc.pid))
        steady = sum(p.memory_info().rss for p in [proc, *proc.children(recursive=True)])
    log(
        f"  serve: peak RSS {peak / 2**20:.0f} MiB (steady {steady / 2**20:.0f} MiB; start-up rescan {waited:.0f} s)"
    )
    return {"peak": float(peak), "steady": float(steady)}


def watcher(lib: Library, state_dir: Path, idle_s: float, drops: int, log: Log) -> dict[str, Any]:
    """`mylifedb watch --provider local`: idle CPU once settled, and inbox-to-suggestion latency."""
    p, errlog = start_watch(lib, state_dir)
    out: dict[str, Any] = {}
    dropped: list[Path] = []
    try:
        proc = psutil.Process(p.pid)
        everyone = lambda: [proc, *proc.children(recursive=True)]  # noqa: E731
        _wait_idle(everyone, 2.0, 60)
        time.sleep(2.0)
        a = sum(sum(x.cpu_times()[:2]) for x in everyone())
        time.sleep(idle_s)
        b = sum(sum(x.cpu_times()[:2]) for x in everyone())
        out["idle_cpu"] = (b - a) / idle_s
        log(f"  watch idle CPU over {idle_s:.0f} s: {out['idle_cpu'] * 100:.2f}% of a core")
        db = sqlite3.connect(f"file:{state_dir / 'index.db'}?mode=ro", uri=True)
        lat, outcomes = [], []
        for i in range(drops):
            rel = f"inbox/bench drop {os.getpid()}-{i} invoice.txt"
            path = lib.root / rel
            dropped.append(path)
            t0 = time.perf_counter()
            path.write_text(
                f"Invoice 2023-{i + 1:02d} from the electricity vendor.\n"
                "Amount due 120.50 EUR. Customer number 4411. Pay by bank transfer.\n"
            )
            while time.perf_counter() - t0 < 60:
                s = db.execute("SELECT 1 FROM suggestions WHERE file_path=?", (rel,)).fetchone()
                r = db.execute("SELECT outcome FROM runs WHERE file_path=?", (rel,)).fetchone()
                if s or r:
                    lat.append(time.perf_counter() - t0)
                    outcomes.append("suggestion" if s else f"run:{r[0]}")
                    break
                time.sleep(0.01)
            time.sleep(0.5)
        db.close()
        out.update(latency=lat, outcomes=outcomes)
        if lat:
            log(
                f"  inbox-to-suggestion: median {statistics.median(lat):.2f} s over {len(lat)} ({outcomes})"
            )
    finally:
        stop_watch(p, errlog, dropped)
    return out


def start_watch(lib: Library, state_dir: Path) -> tuple[subprocess.Popen[bytes], IO[str]]:
    """`mylifedb watch --provider local` on ``lib``, once it says it is watching; its log
    (``state_dir/watch.log``) is the second value, for ``stop_watch`` to close."""
    errlog = open(state_dir / "watch.log", "w")  # noqa: SIM115 (closed by stop_watch)
    args = ["watch", "--root", str(lib.root), "--state-dir", str(state_dir)]
    p = subprocess.Popen(
        [mylifedb_exe(), *args, "--provider", "local"],
        stdout=subprocess.DEVNULL,
        stderr=errlog,
        stdin=subprocess.DEVNULL,
    )
    t0 = time.monotonic()
    while "watching" not in (state_dir / "watch.log").read_text():
        if p.poll() is not None or time.monotonic() - t0 > 300:
            stop_watch(p, errlog, [])
            raise RuntimeError(
                "watch did not start: " + (state_dir / "watch.log").read_text()[-2000:]
            )
        time.sleep(0.1)
    return p, errlog


def stop_watch(p: subprocess.Popen[bytes], errlog: IO[str], dropped: list[Path]) -> None:
    """End a ``start_watch`` process and remove the files the benchmark dropped."""
    p.terminate()
    try:
        p.wait(10)
    except subprocess.TimeoutExpired:
        p.kill()
    errlog.close()
    for d in dropped:
        d.unlink(missing_ok=True)
