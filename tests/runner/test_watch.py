"""`Runner.watch` on a real folder with a real watchfiles watch, the real server over an
in-memory MCP session and a tiny deterministic provider (no LLM vendor may be called)."""

from __future__ import annotations

import io
import os
import re
from collections import Counter
from pathlib import Path

import anyio
import pytest

from appclient import LocalAppClient
from server.runner import Runner, RunnerConfig, mcp_session
from server.runner.providers import AssistantTurn, Message, ToolCall, ToolSpec, UserText
from tests.fixtures import open_library


class FileItProvider:
    """Suggests work/ for every file it is told about, and counts the runs per file."""

    name = "fileit"
    model = "fileit-1"

    def __init__(self) -> None:
        self.runs: Counter[str] = Counter()

    async def complete(self, system: str, messages: list[Message], tools: list[ToolSpec]) -> AssistantTurn:
        path = re.search(r"inbox: (.+)\. Analyze", next(m.text for m in messages if isinstance(m, UserText)))
        assert path
        if len(messages) > 1:
            return AssistantTurn(text="done")
        self.runs[path.group(1)] += 1
        return AssistantTurn(text="", tool_calls=[ToolCall(id="1", name="create_suggestion", arguments={
            "file_path": path.group(1), "target_folder": "work/", "reasoning": "work stuff", "confidence": 0.5})])


async def _open(tmp_path: Path) -> LocalAppClient:
    return await open_library(tmp_path, {"work/a.txt": "existing"})


async def _wait_for(predicate, limit_s: float = 20.0) -> None:  # noqa: ANN001
    with anyio.fail_after(limit_s):
        while not await predicate():  # noqa: ASYNC110 - polling the library, no event to wait on
            await anyio.sleep(0.05)


@pytest.fixture
async def watching(tmp_path: Path):  # noqa: ANN201
    client = await _open(tmp_path)
    provider = FileItProvider()
    stop = anyio.Event()
    ready = anyio.Event()
    try:
        async with mcp_session(client, None) as session:
            runner = Runner(client, provider, RunnerConfig(settle_s=0.3, rescan_s=3600, concurrency=2,
                                                           events=io.StringIO()), session)
            async with anyio.create_task_group() as tg:
                tg.start_soon(lambda: runner.watch(ready=ready.set, stop=stop))
                await ready.wait()
                await anyio.sleep(0.3)  # let the watcher arm
                yield client, provider
                stop.set()
    finally:
        await client.aclose()


async def _pending(client: LocalAppClient) -> set[str]:
    return {s.file_path for s in (await client.list_suggestions("pending", 500)).suggestions}


async def test_file_renamed_into_inbox_gets_a_suggestion(watching, tmp_path: Path) -> None:  # noqa: ANN001
    client, provider = watching
    outside = tmp_path / "download.pdf.part"
    (client.root / "inbox" / "scan.pdf.part").write_bytes(b"%PDF-1.4 partial")
    await anyio.sleep(0.8)
    assert provider.runs == Counter()  # partial downloads are ignored
    os.rename(client.root / "inbox" / "scan.pdf.part", client.root / "inbox" / "scan.pdf")

    async def done() -> bool:
        return "inbox/scan.pdf" in await _pending(client)

    await _wait_for(done)
    assert provider.runs == Counter({"inbox/scan.pdf": 1})
    assert not outside.exists()


async def test_file_still_being_written_is_not_taken_early(watching) -> None:  # noqa: ANN001
    client, provider = watching
    path = client.root / "inbox" / "big.txt"
    with open(path, "w") as f:
        for i in range(12):  # keeps changing for ~1.2 s, longer than settle_s
            f.write(f"line {i}\n" * 100)
            f.flush()
            os.fsync(f.fileno())
            await anyio.sleep(0.1)
            assert provider.runs["inbox/big.txt"] == 0, "taken while still being written"
    final_size = path.stat().st_size

    async def done() -> bool:
        return "inbox/big.txt" in await _pending(client)

    await _wait_for(done)
    detail = await client.get_file("inbox/big.txt")
    assert detail.size == final_size
    assert provider.runs["inbox/big.txt"] == 1


async def test_burst_of_50_files_no_loss_no_duplicates(watching) -> None:  # noqa: ANN001
    client, provider = watching
    names = [f"inbox/note-{i:02d}.txt" for i in range(50)]
    for n in names:
        (client.root / n).write_text(f"note {n}")

    async def done() -> bool:
        return set(names) <= await _pending(client)

    await _wait_for(done, limit_s=40)
    await anyio.sleep(0.5)
    assert set(provider.runs) == set(names)
    assert max(provider.runs.values()) == 1, "a file was organized twice"
    runs = (await client.list_runs(limit=1000)).runs
    assert Counter(r.file_path for r in runs if r.outcome == "suggested") == Counter({n: 1 for n in names})


async def test_startup_scan_and_once(tmp_path: Path) -> None:
    client = await _open(tmp_path)
    try:
        for i in range(3):
            (client.root / f"inbox/old-{i}.txt").write_text("waiting since before the daemon started")
        provider = FileItProvider()
        async with mcp_session(client, None) as session:
            runner = Runner(client, provider, RunnerConfig(events=io.StringIO()), session)
            await runner.run_once()
            await runner.run_once()  # a second pass finds nothing new
        assert provider.runs == Counter({f"inbox/old-{i}.txt": 1 for i in range(3)})
    finally:
        await client.aclose()
