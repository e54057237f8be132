"""A file that crashes its reader, hangs it or eats its memory ends a worker process, never
the process that indexes — `serve`, `watch` or `index` (issue 33: every digester "run where
a runaway cannot take serve down with it").

The real digesters are bounded, so what an unknown hostile file does to a parser cannot be
had from them on demand: the workers run ``hostile`` below, which crashes (``os.abort``),
hangs (sleeps past the deadline) or asks for 3 GiB for the files named so, and reads every
other file with the real ``read_one``. The processes, the SIGABRT, the deadline and the
memory cap are real. Were the reads in this process (``IN_PROCESS``), the abort would end
the test run itself."""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator, Iterator
from concurrent.futures.process import BrokenProcessPool
from pathlib import Path

import anyio
import psutil
import pytest

import appclient.index.readers as readers
from appclient import LocalAppClient, Settings, fs
from appclient.index.reading import Read, Skipped, read_one
from appclient.index.scan import DiskEntry
from tests.fixtures import write_library

NOTES = {f"notes/n{i}.txt": f"note {i} about quinces" for i in range(6)}


def hostile(reader: fs.Reader, d: DiskEntry) -> Read | Skipped | None:
    """(In a worker.) What a parser might do with a hostile file, by the file's name."""
    name = d.rel.rsplit("/", 1)[-1]
    if name.startswith("crash"):
        os.abort()
    if name.startswith("hang"):
        time.sleep(3600)
    if name.startswith("slow"):
        time.sleep(0.3)
    if name.startswith("greedy"):
        hoard = bytearray(3 << 30)  # past the worker's cap: MemoryError
        hoard[-1] = 1
    return read_one(reader, d)


@pytest.fixture
def hostile_readers(monkeypatch: pytest.MonkeyPatch) -> Iterator[readers.Readers]:
    r = readers.Readers(read=hostile)
    monkeypatch.setattr(readers, "_SHARED", r)
    yield r
    r.close()


@pytest.fixture
async def lib(tmp_path: Path, hostile_readers: readers.Readers) -> AsyncIterator[LocalAppClient]:
    write_library(tmp_path / "lib", {**NOTES, "inbox/.keep": ""})
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        yield c
    finally:
        await c.aclose()


async def _digest_error(c: LocalAppClient, rel: str) -> str:
    f = await c.get_file(rel)
    errors = [d.get("error") for d in f.digests.values() if d.get("error")]
    assert len(errors) == 1, f.digests
    return str(errors[0])


async def _quinces(c: LocalAppClient) -> list[str]:
    return sorted(h.path for h in (await c.search("quinces", limit=50)).results)


@pytest.mark.parametrize("scan", ["one worker", "split"])
async def test_a_file_that_crashes_its_reader_is_indexed_by_name_and_the_rest_read(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, scan: str
) -> None:
    if scan == "split":  # the batch split between the workers (on more than one core)
        monkeypatch.setattr(readers, "SPLIT_MIN", 1)
    (lib.root / "inbox/crash-invoice.txt").write_text("quinces on the invoice")
    stats = await lib.index()
    assert (stats.added, stats.digest_failed) == (7, ["inbox/crash-invoice.txt"])
    assert "ended the worker process" in await _digest_error(lib, "inbox/crash-invoice.txt")
    assert await _quinces(lib) == sorted(NOTES)  # read; the crashing file is found by name
    assert [h.path for h in (await lib.search("crash")).results] == ["inbox/crash-invoice.txt"]
    again = await lib.index()  # not read again until it changes: no worker ends this time
    assert (again.unchanged, again.added, again.updated) == (7, 0, 0)


async def test_a_file_that_hangs_its_reader_ends_the_worker_at_the_deadline(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(readers, "HARD_DEADLINE_S", 1.0)
    (lib.root / "inbox/hang.txt").write_text("quinces")
    stats = await lib.index()
    assert (stats.added, stats.digest_failed) == (7, ["inbox/hang.txt"])
    assert "ended the worker process" in await _digest_error(lib, "inbox/hang.txt")
    assert await _quinces(lib) == sorted(NOTES)


async def test_every_file_of_a_chunk_gets_the_deadline_and_an_idle_worker_is_not_ended(
    lib: LocalAppClient,
    monkeypatch: pytest.MonkeyPatch,
    hostile_readers: readers.Readers,
    caplog: pytest.LogCaptureFixture,
) -> None:
    """The watchdog is armed once a chunk, not once a file (each arming starts a thread):
    five files of 0.3 s under a 0.5 s deadline take 1.5 s, past the 1 s it is armed for, and
    are all read, because it is armed again once half its time is spent; and it is disarmed
    with the chunk, so the worker kept idle is not ended by it."""
    monkeypatch.setattr(readers, "HARD_DEADLINE_S", 0.5)
    for i in range(5):
        (lib.root / f"inbox/slow-{i}.txt").write_text(f"slow quinces {i}")
    stats = await lib.index()
    assert (stats.added, stats.digest_failed) == (11, [])
    assert "ended" not in caplog.text  # read in one chunk, not again one by one
    kept = hostile_readers._kept
    assert kept is not None
    workers = [psutil.Process(pid) for pid in kept._processes]  # type: ignore[attr-defined]
    await anyio.sleep(1.5)  # past the watchdog's whole time, had it stayed armed
    assert all(w.is_running() for w in workers)
    (lib.root / "notes/n9.txt").write_text("a ninth note about quinces")
    await lib.refresh_index(["notes/n9.txt"])
    assert hostile_readers._kept is kept and "notes/n9.txt" in await _quinces(lib)


async def test_a_file_that_wants_gigabytes_meets_the_workers_memory_cap(
    lib: LocalAppClient,
) -> None:
    (lib.root / "inbox/greedy.txt").write_text("quinces")
    stats = await lib.index()
    assert (stats.added, stats.digest_failed) == (7, ["inbox/greedy.txt"])
    assert "MemoryError" in await _digest_error(lib, "inbox/greedy.txt")
    assert await _quinces(lib) == sorted(NOTES)


async def test_the_kept_worker_stops_when_idle_and_starts_again_when_needed(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, hostile_readers: readers.Readers
) -> None:
    monkeypatch.setattr(readers, "IDLE_S", 0.2)
    await lib.index()
    assert await _quinces(lib) == sorted(NOTES)
    kept = hostile_readers._kept
    assert kept is not None
    workers = [psutil.Process(pid) for pid in kept._processes]  # type: ignore[attr-defined]
    assert workers
    _, alive = await anyio.to_thread.run_sync(lambda: psutil.wait_procs(workers, timeout=30))
    assert alive == [] and hostile_readers._kept is None
    (lib.root / "notes/n9.txt").write_text("a ninth note about quinces")
    await lib.refresh_index(["notes/n9.txt"])
    assert "notes/n9.txt" in await _quinces(lib)
    assert hostile_readers._kept is not None and hostile_readers._kept is not kept


def test_a_call_runs_in_a_worker_and_one_that_crashes_it_ends_only_the_worker(
    hostile_readers: readers.Readers,
) -> None:
    """What the review page's previews decode (images, PDFs) goes through ``call``."""
    worker = hostile_readers.call(os.getpid)
    assert worker != os.getpid()
    with pytest.raises(BrokenProcessPool):
        hostile_readers.call(os.abort)
    assert hostile_readers.call(os.getpid) not in (worker, os.getpid())  # a fresh worker
