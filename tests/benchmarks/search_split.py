"""Where the time of one search over MCP goes, on demand (never in CI):

    python -m tests.benchmarks.search_split --size 100000

On the cached benchmark library of that size (indexed into a fresh temporary state dir) and
the same 200 queries as ``python -m tests.benchmarks``, it times, in alternation:

    core         LocalAppClient.search (the search itself, no MCP)
    mcp          a call_tool("search") through an in-memory session of the Python SDK client
    mcp, no      the same with the client's check of each result against the tool's output
    validation   schema (jsonschema) switched off: what a host that does not validate pays

The difference between the last two is the SDK *client's* cost, not the server's.
"""

from __future__ import annotations

import argparse
import statistics
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any

import anyio
from mcp import Client
from mcp.client.session import ClientSession

from appclient import LocalAppClient, Settings
from server.app import build_server

from . import measure as m
from .corpus import build

CACHE = Path(__file__).parent / ".cache"


async def _p50(qs: list[str], call: Callable[[str], Awaitable[Any]]) -> float:
    times = []
    for q in qs:
        t0 = time.perf_counter()
        await call(q)
        times.append(time.perf_counter() - t0)
    return statistics.median(times) * 1e3


async def split(size: int, cache: Path, rounds: int = 3) -> dict[str, list[float]]:
    lib = build(size, cache)
    qs = m.queries(lib)
    out: dict[str, list[float]] = {"core": [], "mcp": [], "mcp, no validation": []}
    with tempfile.TemporaryDirectory() as state:
        settings = Settings.resolve(root=lib.root, state_dir=Path(state), search_backend="sqlite")
        client = await LocalAppClient.open(settings)
        try:
            await client.index()
            async with Client(build_server(client, index_on_start=False, watch=False)) as c:

                async def mcp(q: str) -> None:
                    r = await c.call_tool("search", {"query": q, "limit": 10})
                    assert not r.is_error, r.content

                async def core(q: str) -> None:
                    await client.search(q, limit=10)

                await _p50(qs[:20], mcp)  # warm up
                validate = ClientSession.validate_tool_result
                for _ in range(rounds):
                    out["core"].append(await _p50(qs, core))
                    out["mcp"].append(await _p50(qs, mcp))

                    async def skip(self: ClientSession, name: str, result: Any) -> None:
                        return None

                    ClientSession.validate_tool_result = skip  # type: ignore[method-assign]
                    try:
                        out["mcp, no validation"].append(await _p50(qs, mcp))
                    finally:
                        ClientSession.validate_tool_result = validate  # type: ignore[method-assign]
        finally:
            await client.aclose()
    return out


def main() -> None:
    ap = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    ap.add_argument("--size", type=int, default=100_000)
    ap.add_argument("--cache", type=Path, default=CACHE)
    args = ap.parse_args()
    res = anyio.run(split, args.size, args.cache)
    print(f"search p50 at {args.size:,} files, ms (one figure per round):")  # stdout ok
    for label, xs in res.items():
        print(f"  {label:<20} " + "  ".join(f"{x:.2f}" for x in xs))  # stdout ok


if __name__ == "__main__":
    main()
