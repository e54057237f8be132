"""`Runner.watch` on a real folder with a real watchfiles watch, the real server over an
in-memory MCP session and a tiny deterministic provider (no LLM vendor may be called).
Nothing here sleeps and hopes: the tests wait on the runner's events (its watch armed, a
suggestion announced, a settle check made, the queue drained)."""

from __future__ import annotations

import io
import os
import re
from collections import Counter
from pathlib import Path

import anyio
import pytest

from appclient import LocalAppClient
from server.runner import Runner, RunnerConfig
from server.runner.providers import AssistantTurn, Message, ToolCall, ToolSpec, UserText
from tests.fixtures import open_library


class FileItProvider:
    """Suggests work/ for every file it is told about, and counts the runs per file."""

    name = "fileit"
    model = "fileit-1"

    def __init__(self) -> None:
        self.runs: Counter[str] = Counter()
        self.suggested = anyio.Event()  # set (and replaced) once each run has suggested

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        path = re.search(
            r"inbox: (.+)\. Analyze", next(m.text for m in messages if isinstance(m, UserText))
        )
        assert path
        if len(messages) > 1:
            self.suggested.set()
            self.suggested = anyio.Event()
            return AssistantTurn(text="done")
        self.runs[path.group(1)] += 1
        return AssistantTurn(
            text="",
            tool_calls=[
                ToolCall(
                    id="1",
                    name="create_suggestion",
                    arguments={
                        "file_path": path.group(1),
                        "target_folder": "work/",
                        "reasoning": "work stuff",
                        "confidence": 0.5,
                    },
                )
            ],
        )


async def _open(tmp_path: Path) -> LocalAppClient:
    return await open_library(tmp_path, {"work/a.txt": "existing"})


async def _until_suggested(
    client: LocalAppClient, provider: FileItProvider, paths: set[str], limit_s: float = 40.0
) -> None:
    """Until every path has a pending suggestion, woken by each suggestion the runner makes.
    The event is taken before the index is read: a suggestion made during the read sets it,
    instead of setting one this loop no longer waits on (a lost wake-up)."""
    with anyio.fail_after(limit_s):
        while True:
            made = provider.suggested
            if paths <= await _pending(client):
                return
            await made.wait()


@pytest.fixture
async def watching(tmp_path: Path):  # noqa: ANN201
    client = await _open(tmp_path)
    provider = FileItProvider()
    stop = anyio.Event()
    ready = anyio.Event()
    try:
        runner = Runner(
            client,
            provider,
            RunnerConfig(settle_s=0.3, rescan_s=3600, concurrency=2, events=io.StringIO()),
        )
        async with anyio.create_task_group() as tg:
            tg.start_soon(lambda: runner.watch(ready=ready.set, stop=stop))
            with anyio.fail_after(20):
                await ready.wait()  # the inbox watch is armed: what arrives now is seen
            yield client, provider, runner
            stop.set()
    finally:
        await client.aclose()


async def _pending(client: LocalAppClient) -> set[str]:
    return {s.file_path for s in (await client.list_suggestions("pending", 500)).suggestions}


async def test_file_renamed_into_inbox_gets_a_suggestion(watching, tmp_path: Path) -> None:  # noqa: ANN001
    client, provider, runner = watching
    outside = tmp_path / "download.pdf.part"
    (client.root / "inbox" / "scan.pdf.part").write_bytes(b"%PDF-1.4 partial")
    # A file written after the partial download is seen after it: once it has its
    # suggestion, the partial one would have had its run too, had it not been ignored.
    (client.root / "inbox" / "marker.txt").write_text("written after the partial download")
    await _until_suggested(client, provider, {"inbox/marker.txt"})
    await runner.wait_idle()
    assert provider.runs == Counter({"inbox/marker.txt": 1})  # partial downloads are ignored
    os.rename(client.root / "inbox" / "scan.pdf.part", client.root / "inbox" / "scan.pdf")
    await _until_suggested(client, provider, {"inbox/scan.pdf"})
    assert provider.runs == Counter({"inbox/marker.txt": 1, "inbox/scan.pdf": 1})
    assert not outside.exists()


async def test_file_still_being_written_is_not_taken_early(watching) -> None:  # noqa: ANN001
    client, provider, runner = watching
    path = client.root / "inbox" / "big.txt"
    with open(path, "w") as f:
        for i in range(8):
            f.write(f"line {i}\n" * 100)
            f.flush()
            os.fsync(f.fileno())
            # The next look at the file comes after this write, so every look sees it grown:
            # however slow the machine, the file keeps changing between two looks.
            with anyio.fail_after(20):
                await runner.settle_checked.wait()
            assert provider.runs["inbox/big.txt"] == 0, "taken while still being written"
    final_size = path.stat().st_size
    await _until_suggested(client, provider, {"inbox/big.txt"})
    detail = await client.get_file("inbox/big.txt")
    assert detail.size == final_size
    assert provider.runs["inbox/big.txt"] == 1


async def test_burst_of_50_files_no_loss_no_duplicates(watching) -> None:  # noqa: ANN001
    client, provider, runner = watching
    names = [f"inbox/note-{i:02d}.txt" for i in range(50)]
    for n in names:
        (client.root / n).write_text(f"note {n}")
    await _until_suggested(client, provider, set(names))
    # Every event of the burst came before this file's: once it is done and the queue is
    # drained, a duplicate run would have happened already.
    (client.root / "inbox" / "after.txt").write_text("the last one")
    await _until_suggested(client, provider, {"inbox/after.txt"})
    with anyio.fail_after(20):
        await runner.wait_idle()
    names.append("inbox/after.txt")
    assert set(provider.runs) == set(names)
    assert max(provider.runs.values()) == 1, "a file was organized twice"
    runs = (await client.list_runs(limit=1000)).runs
    assert Counter(r.file_path for r in runs if r.outcome == "suggested") == Counter(
        {n: 1 for n in names}
    )


async def test_startup_scan_and_once(tmp_path: Path) -> None:
    client = await _open(tmp_path)
    try:
        for i in range(3):
            (client.root / f"inbox/old-{i}.txt").write_text(
                "waiting since before the daemon started"
            )
        provider = FileItProvider()
        runner = Runner(client, provider, RunnerConfig(events=io.StringIO()))
        await runner.run_once()
        await runner.run_once()  # a second pass finds nothing new
        assert provider.runs == Counter({f"inbox/old-{i}.txt": 1 for i in range(3)})
    finally:
        await client.aclose()


@pytest.mark.embedder
async def test_watch_makes_the_vectors_a_words_only_index_left(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`mylifedb watch` on a library indexed by its words only: the files get their
    vectors in the background (search by meaning reads them), as `serve` does."""
    from appclient.index.vectors import VectorStore

    client = await open_library(tmp_path, {"notes/first.txt": "a first note"})

    async def too_many_for_now(self: VectorStore, inline: int = 0) -> list[int]:
        return []  # as with a backlog too large to embed inline: left to the vectors phase

    monkeypatch.setattr(VectorStore, "catch_up", too_many_for_now)
    try:
        for i in range(6):
            (client.root / f"notes/n{i}.txt").write_text(f"note number {i} about the garden")
        await client.index(inline=0)  # the words phase alone
        done, total = await client.vectors.counts()
        assert done < total
        stop = anyio.Event()
        runner = Runner(client, FileItProvider(), RunnerConfig(events=io.StringIO()))
        async with anyio.create_task_group() as tg:
            tg.start_soon(lambda: runner.watch(stop=stop))
            with anyio.fail_after(30):
                while done < total:
                    await anyio.sleep(0.2)  # a poll of the table another task writes
                    done, total = await client.vectors.counts()
            stop.set()
    finally:
        await client.aclose()


async def test_a_watch_stopped_before_it_armed_returns(tmp_path: Path) -> None:
    """Stopped at once (Ctrl-C during start-up): watch returns instead of waiting forever for
    an inbox watch or a first scan that will never come."""
    client = await _open(tmp_path)
    try:
        stop = anyio.Event()
        stop.set()
        runner = Runner(client, FileItProvider(), RunnerConfig(events=io.StringIO()))
        with anyio.fail_after(20):
            await runner.watch(stop=stop)
    finally:
        await client.aclose()
