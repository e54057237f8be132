"""The cause of the burst test's lost suggestion (issue 33, item 7): a read that iterates
rows on the reader connection with awaits between chunks keeps a statement open there, and
SQLite then holds the reader's snapshot — every other read on that connection meanwhile
sees the index as it was. ``create_suggestion`` writes its row and reads it back through the
reader: while a ``list_suggestions`` of more than one chunk was iterating beside it, the
read-back answered "no suggestion with id …", the organizer's run ended without a
suggestion, and the daemon recorded a decline. Reads now run to their end on the reader's
own thread in one step; here both run side by side, many times over."""

from __future__ import annotations

from pathlib import Path

import anyio

from tests.fixtures import open_library


async def test_a_suggestion_made_while_suggestions_are_listed_reads_back(
    tmp_path: Path,
) -> None:
    files = {f"inbox/n{i:03d}.txt": f"note {i}" for i in range(300)}
    files["work/a.txt"] = "existing"
    client = await open_library(tmp_path, files)
    errors: list[str] = []
    try:
        for i in range(150):  # more rows than one chunk of a cursor
            await client.create_suggestion(f"inbox/n{i:03d}.txt", "work/", "work", 0.5)
        done = anyio.Event()

        async def lister() -> None:
            while not done.is_set():
                await client.list_suggestions("pending", 500)

        async def maker() -> None:
            for i in range(150, 300):
                try:
                    await client.create_suggestion(f"inbox/n{i:03d}.txt", "work/", "work", 0.5)
                except Exception as exc:  # noqa: BLE001 - every failure is the finding
                    errors.append(repr(exc)[:120])
            done.set()

        async with anyio.create_task_group() as tg:
            tg.start_soon(lister)
            tg.start_soon(maker)
    finally:
        await client.aclose()
    assert errors == [], (len(errors), errors[:3])
