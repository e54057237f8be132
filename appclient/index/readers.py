"""Where a scan's files are read and digested: in worker processes, never in the process
that asked (``serve``, ``watch``, ``index``), so a file that crashes a parser, eats memory
or hangs inside C code ends a worker, not the server.

- One kept pool of up to CORES workers per process, started on first use and stopped after
  IDLE_S without work. Workers are started as work needs them: a watcher's one-file refresh
  starts one (~30 MB); a batch of SPLIT_MIN files or more is split between all of them.
- Each worker caps the memory it may hold (RLIMIT_DATA, MEMORY_CAP: an allocation past it
  is a ``MemoryError``, which the digesters report as the file's digest error) and gives
  one file HARD_DEADLINE_S (up to twice that, see ``Deadline``): past it the worker exits,
  whatever it is stuck in (faulthandler's watchdog is a C thread that needs no GIL). The digesters' own bounds
  (page caps, deadlines, scaled decoding) come first; these catch what they miss.
- When a worker dies mid-batch, the batch is read again one file at a time in a fresh
  pool; a file whose read ends a worker again is indexed by its name, with the reason as
  its digest error, and not read again until it changes.
- Where no process can be started (a script without an ``if __name__ == "__main__"``
  guard, a sandbox), reading happens on this process's threads, said once in the log.
  ``IN_PROCESS`` asks for that directly (tests that patch the reader here).

Workers are ``WorkerPool``s: they die with this process, however it dies."""

from __future__ import annotations

import atexit
import contextlib
import faulthandler
import logging
import os
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from concurrent.futures import wait as wait_futures
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any, TypeVar

from .. import fs
from ..digests.base import one_line
from .reading import Chunk, Read, Skipped, name_only, read_chunk, read_one
from .scan import DiskEntry
from .workers import WorkerPool

__all__ = ["Readers", "ScanReads", "ReadOne", "shared"]

log = logging.getLogger("mylifedb.index")

CORES = max(1, min(8, os.cpu_count() or 1))  # workers at most (~30 MB each, more as they read)
SPLIT_MIN = 16  # a batch this large is split between the workers; a smaller one takes one
MEMORY_CAP = 1 << 30  # bytes of data one worker may hold
HARD_DEADLINE_S = 300.0  # one file's read, past every digester's own deadline
CALL_DEADLINE_S = 30.0  # anything else run in a worker (a preview of a file)
IDLE_S = 300.0  # the kept pool stops after this long without work
IN_PROCESS = False  # read on this process's threads (tests that patch the reader)

ReadOne = Callable[[fs.Reader, DiskEntry], "Read | Skipped | None"]
T = TypeVar("T")


def _limit_memory(cap: int) -> None:
    """(A worker's initializer.) Cap the data this process may hold."""
    with contextlib.suppress(ImportError, ValueError, OSError):
        import resource

        _, hard = resource.getrlimit(resource.RLIMIT_DATA)
        resource.setrlimit(resource.RLIMIT_DATA, (cap if hard < 0 else min(cap, hard), hard))


_armed: float | None = None  # (in a worker) when the watchdog was armed for a chunk's files


@dataclass(frozen=True, slots=True)
class Deadline:
    """A reader that ends its (worker) process when one file takes longer than ``seconds``
    (at most twice that). Each arming of faulthandler's watchdog starts a thread (~50 µs, a
    seventh of a small text file's read), so it is armed for ``2 * seconds`` and armed again
    only once ``seconds`` of that have passed: every file still gets ``seconds`` at least;
    ``_chunk`` disarms it when the chunk is read."""

    read: ReadOne
    seconds: float

    def __call__(self, reader: fs.Reader, d: DiskEntry) -> Read | Skipped | None:
        global _armed
        now = time.monotonic()
        if _armed is None or now - _armed > self.seconds:
            faulthandler.dump_traceback_later(2 * self.seconds, exit=True)
            _armed = now
        return self.read(reader, d)


def _bounded(seconds: float, fn: Callable[..., T], *args: Any) -> T:
    """(In a worker.) ``fn(*args)``, ending this process if it takes over ``seconds``."""
    faulthandler.dump_traceback_later(seconds, exit=True)
    try:
        return fn(*args)
    finally:
        faulthandler.cancel_dump_traceback_later()


def _settings() -> dict[str, str]:
    """The environment's mylifedb settings (OCR, audio, ...), sent with each task: a kept
    worker started earlier reads with the settings of now."""
    return {k: v for k, v in os.environ.items() if k.startswith("MYLIFEDB_")}


def _chunk(root: str, chunk: list[DiskEntry], read: ReadOne | None, env: dict[str, str]) -> Chunk:
    """(In a worker.) ``read_chunk`` under the asking process's settings."""
    here = _settings()
    if env != here:
        for k in here.keys() - env.keys():
            del os.environ[k]
        os.environ.update(env)
    global _armed
    try:
        return read_chunk(root, chunk, read)
    finally:
        if _armed is not None:  # an idle worker is not ended by a chunk's watchdog
            faulthandler.cancel_dump_traceback_later()
            _armed = None


def _merge(parts: list[Chunk]) -> Chunk:
    words: set[str] = set()
    for _, w, _ in parts:
        words |= w
    return [r for rs, _, _ in parts for r in rs], words, [s for _, _, ss in parts for s in ss]


class Readers:
    """A process's readers: the kept pool, and the threads that stand in where processes
    cannot be had. ``read`` is what a worker runs for one file (``read_one``)."""

    def __init__(self, read: ReadOne | None = None) -> None:
        self._read = read
        self._lock = threading.Lock()
        self._kept: WorkerPool | None = None
        self._users = 0  # scans using the kept pool now
        self._idle: threading.Timer | None = None
        self._threads: ThreadPoolExecutor | None = None
        self._processes = True  # False once a worker could not be started
        self.closed = False  # no more reading: this process is ending

    def worker_pool(self) -> WorkerPool | None:
        """A new pool of bounded workers; None where processes cannot be had."""
        if self.closed:
            raise RuntimeError("the readers were closed")
        if IN_PROCESS or not self._processes:
            return None
        try:
            return WorkerPool(CORES, initializer=_limit_memory, initargs=(MEMORY_CAP,))
        except (OSError, ValueError, NotImplementedError) as exc:
            self._no_processes(exc)
            return None

    def _no_processes(self, why: object) -> None:
        if self._processes:
            log.warning("reading files on threads in this process (no worker process: %s)", why)
        self._processes = False

    def threads(self) -> ThreadPoolExecutor:
        with self._lock:
            if self._threads is None:
                self._threads = ThreadPoolExecutor(CORES, thread_name_prefix="mylifedb-digest")
            return self._threads

    @contextlib.contextmanager
    def reading(self, root: str) -> Iterator[ScanReads]:
        """Read files under ``root`` with the kept pool (started if need be)."""
        r = ScanReads(self, root, self._take_kept())
        try:
            yield r
        finally:
            r.over = True  # a thread still collecting (the scan was cancelled) stops there
            self._give_back(r)

    def _take_kept(self) -> Executor | None:
        with self._lock:
            self._users += 1
            if self._idle is not None:
                self._idle.cancel()
                self._idle = None
            if IN_PROCESS or not self._processes:
                return None
            if self._kept is None:  # its workers start with the first work handed to them
                self._kept = self.worker_pool()
            return self._kept

    def _give_back(self, r: ScanReads | None = None, broken: Executor | None = None) -> None:
        """A scan (or a call) is done with the kept pool: the pool a scan put in place of a
        broken one is kept from now on; a ``broken`` pool is dropped."""
        with self._lock:
            self._users -= 1
            old = None
            if r is not None and r.replaced and r.pool is not self._kept:
                old, self._kept = self._kept, r.pool if isinstance(r.pool, WorkerPool) else None
            elif broken is not None and broken is self._kept:
                old, self._kept = self._kept, None
            if old is not None and old is not self._kept:
                old.shutdown(wait=False, cancel_futures=True)
            if self._users == 0 and self._kept is not None:
                self._idle = threading.Timer(IDLE_S, self._stop_if_idle)
                self._idle.daemon = True
                self._idle.start()

    def call(self, fn: Callable[..., T], *args: Any) -> T:
        """(On a thread.) ``fn(*args)`` in a kept worker, bounded like a file's read (its
        memory cap; CALL_DEADLINE_S); here where processes cannot be had. A worker that
        dies raises ``BrokenProcessPool``, and the next call gets a fresh one."""
        pool = self._take_kept()
        broken = None
        try:
            if pool is None:
                return fn(*args)
            try:
                return pool.submit(_bounded, CALL_DEADLINE_S, fn, *args).result()
            except BrokenProcessPool:
                broken = pool
                raise
        finally:
            self._give_back(broken=broken)

    def _stop_if_idle(self) -> None:
        with self._lock:
            if self._users or self._kept is None:
                return
            kept, self._kept, self._idle = self._kept, None, None
        kept.end()

    def close(self) -> None:
        with self._lock:
            self.closed = True
            kept, self._kept = self._kept, None
            if self._idle is not None:
                self._idle.cancel()
            threads, self._threads = self._threads, None
        if kept is not None:
            kept.end()
        if threads is not None:
            threads.shutdown(wait=False, cancel_futures=True)


class ScanReads:
    """One scan's reads: batches submitted to its pool, collected, and read again file by
    file when a worker dies under them."""

    def __init__(self, readers: Readers, root: str, pool: Executor | None) -> None:
        self._readers, self._root, self.pool = readers, root, pool
        self.replaced = False  # the pool it started with broke and was replaced
        self.over = False  # the scan has ended (or was cancelled): nothing to read again

    def _reader(self) -> ReadOne | None:
        if self.pool is None:  # on our own threads: no deadline (it would end this process)
            return self._readers._read
        return Deadline(self._readers._read or read_one, HARD_DEADLINE_S)

    def submit(self, batch: list[DiskEntry]) -> list[Future[Chunk]]:
        """Start reading ``batch``: one contiguous chunk per worker, not one task per file
        (on threads, handing the GIL between them per small file made a warm text batch ~3x
        slower than one thread)."""
        if not batch:
            return []
        pool = self.pool or self._readers.threads()
        n = CORES if len(batch) >= SPLIT_MIN else 1
        k = max(1, -(-len(batch) // n))
        read = self._reader()
        try:
            return [
                pool.submit(_chunk, self._root, batch[i : i + k], read, _settings())
                for i in range(0, len(batch), k)
            ]
        except BrokenProcessPool:  # a worker died since the last batch (or a call)
            self._fresh()
            return self.submit(batch)

    def collect(self, futures: list[Future[Chunk]], batch: list[DiskEntry]) -> Chunk:
        """(On a thread.) What ``submit`` started, once done; the batch read again file by
        file if a worker died under it."""
        wait_futures(futures)
        try:
            return _merge([f.result() for f in futures])
        except Exception as exc:
            if self.over or self._readers.closed:  # cancelled, or this process is ending
                raise
            broken = isinstance(exc, BrokenProcessPool)
            if broken:  # a crash, the deadline, the OOM killer: one of its files, or none
                log.warning(
                    "a worker process ended while reading %d file(s) (%s): one at a time",
                    len(batch),
                    exc,
                )
            else:  # a reader's bug, or memory: never the whole scan's end
                log.warning(
                    "reading %d file(s) failed (%s): one at a time", len(batch), one_line(exc)
                )
        return self._one_by_one(batch, broken)

    def _fresh(self) -> Executor | None:
        """A new pool in place of the broken one; None (threads) if a worker cannot even
        start and answer an empty task."""
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
        self.replaced = True
        pool = self._readers.worker_pool()
        if pool is not None:
            try:
                pool.submit(read_chunk, self._root, []).result()
            except BrokenProcessPool as exc:
                pool.shutdown(wait=False)
                self._readers._no_processes(exc)
                pool = None
        self.pool = pool
        return pool

    def _one_by_one(self, batch: list[DiskEntry], broken: bool) -> Chunk:
        if broken and self._fresh() is None:
            return self._on_threads(batch)
        parts: list[Chunk] = []
        for i, d in enumerate(batch):
            reading = self._start_alone(d)  # raises if this process is shutting down
            try:
                parts.append(reading.result())
                continue
            except BrokenProcessPool:
                why = "reading it ended the worker process (a crash, or over its time or memory)"
                broken = True
            except Exception as exc:
                why = f"reading it failed: {one_line(exc)}"
                broken = False
            if self.over or self._readers.closed:  # ended by this process, not by the file
                raise RuntimeError("the scan is over")
            log.warning("%s: %s; indexed by its name", d.rel, why)
            with fs.Reader(self._root) as reader:
                r = name_only(reader, d, why)
            if r is not None:
                parts.append(([r], set(), []) if isinstance(r, Read) else ([], set(), [r]))
            if broken and self._fresh() is None:
                return _merge([*parts, self._on_threads(batch[i + 1 :])])
        return _merge(parts)

    def _start_alone(self, d: DiskEntry) -> Future[Chunk]:
        """``d`` handed to a worker alone (to this process's threads without one)."""
        if self.pool is None:
            return self._readers.threads().submit(read_chunk, self._root, [d], self._readers._read)
        try:
            return self.pool.submit(_chunk, self._root, [d], self._reader(), _settings())
        except BrokenProcessPool:  # broken before the file was handed over: not its doing
            self._fresh()
            return self._start_alone(d)

    def _on_threads(self, batch: list[DiskEntry]) -> Chunk:
        return _merge([f.result() for f in self.submit(batch)])


_SHARED: Readers | None = None
_SHARED_LOCK = threading.Lock()


def shared() -> Readers:
    """This process's readers (one kept pool for every library it indexes)."""
    global _SHARED
    with _SHARED_LOCK:
        if _SHARED is None:
            _SHARED = Readers()
            atexit.register(_SHARED.close)  # the kept worker ends before this process does
        return _SHARED
