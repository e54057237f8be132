"""A run that ends without a suggestion because the suggestion could not be written for a
passing reason (the index was busy: a retryable error) is a failure to retry, never a final
decline (issue 33, item 7). Under load the burst test lost a file this way: the provider ran
once, its ``create_suggestion`` failed, it said "done", and the daemon recorded a decline
that holds "until the file or library changes". Here the failure is injected once, so the
loss is reproduced every time; the daemon then tries again by itself, without waiting for
its hourly rescan."""

from __future__ import annotations

import io
from pathlib import Path
from typing import Any

import anyio

from appclient import LocalAppClient, StorageError
from server.runner import Runner, RunnerConfig
from tests.fixtures import open_library

from .test_watch import FileItProvider, _pending


class BusyOnce:
    """The real client, whose first ``create_suggestion`` for ``path`` fails as a busy index
    does ("database is locked", retryable)."""

    def __init__(self, inner: LocalAppClient, path: str) -> None:
        self._inner = inner
        self._path = path
        self.failed = 0

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def create_suggestion(self, file_path: str, *args: Any, **kwargs: Any) -> Any:
        if file_path == self._path and not self.failed:
            self.failed += 1
            raise StorageError(
                "index database error while writing to the index: database is locked"
            )
        return await self._inner.create_suggestion(file_path, *args, **kwargs)


async def test_a_transient_failure_is_not_recorded_as_a_decline(tmp_path: Path) -> None:
    inner = await open_library(tmp_path, {"work/a.txt": "existing", "inbox/memo.txt": "a memo"})
    try:
        client = BusyOnce(inner, "inbox/memo.txt")
        provider = FileItProvider()
        runner = Runner(client, provider, RunnerConfig(events=io.StringIO()))  # type: ignore[arg-type]
        ((path, first),) = await runner.run_once()
        assert path == "inbox/memo.txt" and client.failed == 1
        assert first.outcome == "failed" and "locked" in (first.error or "")
        runs = (await inner.list_runs(limit=10)).runs
        assert [r.outcome for r in runs] == ["failed"]
        await runner.run_once()  # the next pass asks again
        assert "inbox/memo.txt" in await _pending(inner)
    finally:
        await inner.aclose()


async def test_the_daemon_retries_a_transient_failure_by_itself(tmp_path: Path) -> None:
    inner = await open_library(tmp_path, {"work/a.txt": "existing"})
    client = BusyOnce(inner, "inbox/memo.txt")
    provider = FileItProvider()
    stop, ready = anyio.Event(), anyio.Event()
    try:
        runner = Runner(
            client,  # type: ignore[arg-type]
            provider,
            RunnerConfig(settle_s=0.3, rescan_s=3600, concurrency=2, events=io.StringIO()),
        )
        async with anyio.create_task_group() as tg:
            tg.start_soon(lambda: runner.watch(ready=ready.set, stop=stop))
            with anyio.fail_after(20):
                await ready.wait()
            (inner.root / "inbox/memo.txt").write_text("a memo")
            with anyio.fail_after(40):
                while "inbox/memo.txt" not in await _pending(inner):
                    await provider.suggested.wait()
            stop.set()
        assert client.failed == 1 and provider.runs["inbox/memo.txt"] == 2
    finally:
        await inner.aclose()
