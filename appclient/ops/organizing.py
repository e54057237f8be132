"""What the headless organizer needs besides the tools: the index brought up to date, the
inbox files still to organize, each run recorded. A remote runner (``--server-url``) calls
these as ``mylifedb/<name>`` methods, never offered to a model. Each operation is defined
once here (``appclient/operation.py``)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Annotated, Literal

from pydantic import Field

from ..library import Library
from ..models import AgentRunList, DeclinedList, IndexStats
from ..operation import WRITE, operation
from ..validate import MAX_ID
from .args import MAX_PATH

__all__ = ["refresh", "inbox_files", "record_run", "list_declined", "list_runs"]

Paths = Annotated[list[str] | None, Field(max_length=1000)]  # None: the whole library
Count = Annotated[int, Field(ge=0, le=MAX_ID)]


@operation(runner=True, internal=("progress",))
async def refresh(
    lib: Library,
    paths: Paths = None,
    progress: Callable[[int, int], None] | None = None,
) -> IndexStats:
    """Bring the index up to date for these paths (relative to the root), or everything
    (a scan, incremental by size and mtime, reporting ``progress(done, total)``)."""
    return await lib.refresh_index(paths, progress)


@operation(runner=True)
async def inbox_files(lib: Library, paths: Paths = None) -> list[str]:
    """Inbox files to organize (of ``paths``, or all): no suggestion covers them and no
    decline holds (the file, the folders and the guideline are as they were when it was
    declined)."""
    held = await lib.declines.holding()
    wanted = set(paths) if paths is not None else None
    return [
        p
        for p in await lib.suggestions.inbox_without_suggestion()
        if p not in held and (wanted is None or p in wanted)
    ]


@operation(runner=True, hints=WRITE)
async def record_run(
    lib: Library,
    file_path: Annotated[str, Field(min_length=1, max_length=MAX_PATH)],
    provider: str,
    model: str,
    outcome: Literal["suggested", "declined", "failed", "skipped"],
    turns: Count = 0,
    input_tokens: Count = 0,
    output_tokens: Count = 0,
    latency_ms: Count = 0,
    error: str | None = None,
    suggestion_id: Annotated[str | None, Field(max_length=200)] = None,
) -> int:
    """One organize run, recorded; returns its id. A decline is remembered, so a restarted
    organizer does not ask again until the file or the library changes."""
    if outcome == "declined":
        await lib.declines.record(file_path, error or "no suggestion", provider)
    elif outcome == "suggested":
        await lib.declines.clear(file_path)
    counts = (turns, input_tokens, output_tokens, latency_ms)
    return await lib.runs.record(
        file_path, provider[:100], model[:200], outcome, counts, error, suggestion_id
    )


@operation()
async def list_declined(lib: Library, limit: int = 100) -> DeclinedList:
    """Inbox files the organizer declined (and why) that still wait, newest first."""
    return await lib.declines.listed(limit)


@operation()
async def list_runs(lib: Library, limit: int = 50, file_path: str | None = None) -> AgentRunList:
    """What the organizer did, newest first: provider, turns, tokens, latency, outcome."""
    return await lib.runs.newest(limit, file_path)
