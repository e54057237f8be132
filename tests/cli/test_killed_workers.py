"""A killed `mylifedb` leaves no process behind (issue 33, item 12).

The pool itself is tried directly: a process starts a ``WorkerPool`` whose workers are busy,
is killed with SIGKILL, and within 5 s not one of its workers is alive (a plain
``ProcessPoolExecutor``'s workers finish what they hold and then wait for work forever). Then
end to end: ``mylifedb index``, ``serve`` and ``watch`` each killed while its worker processes
read a library large enough for the pool. Both pools (words and vectors) are this class, held by a test."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import threading
import time
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from contextlib import contextmanager
from pathlib import Path

import psutil
import pytest

from appclient.index import readers, vectors
from appclient.index.workers import WorkerPool
from tests.cli.helpers import EXE, clean_env
from tests.fixtures import write_library

N_FILES = 2100  # read long enough to be killed while its workers read
POOL = min(2, os.cpu_count() or 1)  # the workers a pool starts on this machine
GRACE_S = 5.0  # the promise: nothing of ours left this long after the kill

pytestmark = [
    pytest.mark.skipif(POOL < 2, reason="one core: no worker processes to leave"),
    pytest.mark.timeout(300),  # a large library indexed on a loaded machine
]

BUSY_POOL = """
import multiprocessing, sys, time
from concurrent.futures import ProcessPoolExecutor
from appclient.index.workers import WorkerPool

def busy(_):
    time.sleep(60)

if __name__ == "__main__":
    pool = WorkerPool(2) if sys.argv[1] == "ours" else ProcessPoolExecutor(
        2, mp_context=multiprocessing.get_context("spawn")
    )
    futures = [pool.submit(busy, i) for i in range(2)]
    print("submitted", flush=True)
    time.sleep(120)
"""


def _workers(proc: psutil.Process) -> list[psutil.Process]:
    try:
        kids = proc.children(recursive=True)
    except psutil.NoSuchProcess:
        return []
    out = []
    for k in kids:
        try:
            if "spawn_main" in " ".join(k.cmdline()) or "forkserver" in " ".join(k.cmdline()):
                out.append(k)
        except psutil.Error:
            continue
    return out


def _alive(procs: list[psutil.Process]) -> list[psutil.Process]:
    out = []
    for p in procs:
        try:
            if p.is_running() and p.status() != psutil.STATUS_ZOMBIE:
                out.append(p)
        except psutil.NoSuchProcess:
            continue
    return out


@contextmanager
def _running(args: list[str], log: Path, **env: str) -> Iterator[subprocess.Popen[bytes]]:
    """``args`` started; whatever happens, it and every process it started are killed."""
    with log.open("wb") as err:
        proc = subprocess.Popen(  # stdin held open: `serve` on stdio ends at its end
            args,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=err,
            env=clean_env(**env),
        )
        started: list[psutil.Process] = []
        try:
            started.append(psutil.Process(proc.pid))
            yield proc
        finally:
            kids = _workers(started[0]) if started else []
            proc.kill()
            proc.wait()
            if proc.stdin is not None:
                proc.stdin.close()
            for p in _alive(kids):
                p.kill()


def _left_after_kill(proc: subprocess.Popen[bytes], log: Path) -> list[str]:
    """Wait until ``proc``'s pool has its workers, SIGKILL ``proc``, and return the workers
    still alive GRACE_S later."""
    parent = psutil.Process(proc.pid)
    deadline = time.monotonic() + 240  # start-up on a loaded machine; not the verdict
    while len(_workers(parent)) < POOL:
        assert proc.poll() is None, log.read_text()[-2000:]
        assert time.monotonic() < deadline, "its worker processes never started"
        time.sleep(0.05)
    ours = _workers(parent)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    end = time.monotonic() + GRACE_S
    while _alive(ours) and time.monotonic() < end:
        time.sleep(0.05)
    left = [" ".join(p.cmdline())[:120] for p in _alive(ours)]
    for p in _alive(ours):
        p.kill()
    return left


def test_a_killed_pool_owner_leaves_no_worker(tmp_path: Path) -> None:
    script = tmp_path / "busy.py"
    script.write_text(textwrap.dedent(BUSY_POOL))
    with _running([sys.executable, str(script), "ours"], tmp_path / "err.log") as proc:
        assert _left_after_kill(proc, tmp_path / "err.log") == []


def test_a_plain_pool_would_leave_its_workers(tmp_path: Path) -> None:
    """The control: without WorkerPool the same kill leaves both workers running."""
    script = tmp_path / "busy.py"
    script.write_text(textwrap.dedent(BUSY_POOL))
    with _running([sys.executable, str(script), "plain"], tmp_path / "err.log") as proc:
        assert len(_left_after_kill(proc, tmp_path / "err.log")) == POOL


def test_both_pools_are_worker_pools(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(vectors, "WORKERS", 2)
    for make in (readers.Readers().worker_pool, vectors._process_pool):
        pool = make()
        assert isinstance(pool, WorkerPool) and isinstance(pool, ProcessPoolExecutor)
        pool.shutdown()


def _big_library(root: Path) -> None:
    files = {"guideline.md": "Notes go to notes/.\n", "inbox/.keep": ""}
    files.update(
        {
            f"notes/{i % 40:02d}/n{i}.txt": f"note {i} on the orchard, quince batch {i % 97}"
            for i in range(N_FILES)
        }
    )
    write_library(root, files)


@pytest.mark.parametrize(
    "command",
    [["index"], ["serve"], ["watch", "--provider", "local"]],
    ids=["index", "serve", "watch"],
)
def test_a_killed_command_leaves_no_process(tmp_path: Path, command: list[str]) -> None:
    """`index`, `serve` (stdio, its start-up scan) and `watch` (its first scan) killed while
    their worker processes read the library."""
    _big_library(tmp_path / "lib")
    args = [str(EXE), *command, "--root", str(tmp_path / "lib")]
    args += ["--state-dir", str(tmp_path / "state")]
    with _running(args, tmp_path / "err.log", MYLIFEDB_EMBEDDER="off") as proc:
        assert _left_after_kill(proc, tmp_path / "err.log") == []


def _pid() -> int:
    return os.getpid()


def test_a_worker_started_from_a_thread_that_ends_lives_on() -> None:
    """The parent-death signal follows the thread that started a worker: started from a
    short-lived thread (as anyio's worker threads are), it would be killed when that thread
    ends, mid-task. The pool starts its workers from one thread that lasts."""
    pool = WorkerPool(1)
    try:
        first: list[int] = []
        t = threading.Thread(target=lambda: first.append(pool.submit(_pid).result()))
        t.start()
        t.join()
        assert first and psutil.pid_exists(first[0])
        assert pool.submit(_pid).result() == first[0]  # the same worker, alive after the thread
    finally:
        pool.shutdown()
