"""Worker processes that never outlive the process that started them.

A process pool's workers wait on a queue whose write end they hold themselves, so when their
parent is killed (``kill -9``, the OOM killer, a laptop's sleep-kill) nothing tells them:
they finish what they hold and then wait forever, ~200 MB each. ``WorkerPool`` is a
``ProcessPoolExecutor`` ('spawn': the caller has threads) whose workers end with the parent,
whatever ends it:

- on Linux the kernel kills the worker when its parent goes (``PR_SET_PDEATHSIG``, set with
  ctypes as the worker starts; "the parent" is the thread that started it, so every worker
  is started from one thread kept for the life of the process);
- everywhere, a thread in the worker waits on a pipe only the parent writes to: end of file
  means the parent is gone (the kernel closed its end), and the worker exits at once;
- a worker whose parent died before either was in place exits as it starts.

Shutting the pool down closes the pipe too, so a pool dropped mid-task (a cancelled index)
stops its workers instead of letting them finish their share unseen.
"""

from __future__ import annotations

import contextlib
import ctypes
import logging
import multiprocessing
import os
import signal
import sys
import threading
import time
from collections.abc import Callable
from concurrent.futures import Executor, ProcessPoolExecutor, ThreadPoolExecutor
from concurrent.futures.process import _ThreadWakeup
from multiprocessing.connection import Connection
from typing import Any

__all__ = ["WorkerPool", "process_pool"]

log = logging.getLogger("mylifedb.index")

_PR_SET_PDEATHSIG = 1  # <linux/prctl.h>


_spawner: ThreadPoolExecutor | None = None
_spawner_lock = threading.Lock()


def _spawn_thread() -> ThreadPoolExecutor:
    """One thread, kept for the life of this process, that starts every worker."""
    global _spawner
    with _spawner_lock:
        if _spawner is None:
            _spawner = ThreadPoolExecutor(
                1, thread_name_prefix="mylifedb-spawner", initializer=_block_ctrl_c
            )
        return _spawner


def _block_ctrl_c() -> None:
    """(The spawner thread.) Block SIGINT here, so the workers it starts are born with it
    blocked, before their interpreter runs a line: the terminal sends Ctrl-C to the whole
    process group, and a worker must leave it to its command, which stops the pool. (Python
    handles signals on the main thread, which still gets it.)"""
    with contextlib.suppress(AttributeError, OSError, ValueError):
        signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT})


def _die_with_parent(parent: int) -> None:
    """(In the worker.) Ask the kernel for SIGKILL when the parent dies (Linux)."""
    if sys.platform.startswith("linux"):
        with contextlib.suppress(OSError, AttributeError):
            ctypes.CDLL(None, use_errno=True).prctl(_PR_SET_PDEATHSIG, signal.SIGKILL, 0, 0, 0)
    if os.getppid() != parent:  # it died before anything was watching
        os._exit(1)


def _watch(lifeline: Connection) -> None:
    """(A thread in the worker.) Nothing is ever sent: this returns when the parent is gone."""
    with contextlib.suppress(EOFError, OSError):
        while True:
            lifeline.recv_bytes()
    os._exit(1)


def _start(
    lifeline: Connection,
    parent: int,
    initializer: Callable[..., object] | None,
    initargs: tuple[Any, ...],
) -> None:
    """The worker's initializer: tie it to its parent, then run the caller's own."""
    _die_with_parent(parent)
    threading.Thread(target=_watch, args=(lifeline,), name="mylifedb-lifeline", daemon=True).start()
    if initializer is not None:
        initializer(*initargs)


class _QuietWakeup(_ThreadWakeup):
    """Python 3.11's exit hook wakes every pool's manager thread through this pipe, racing
    the manager thread of a pool shut down without waiting (a cancelled index), which
    closes it: "Exception ignored ... Bad file descriptor" after Ctrl-C. A closed pipe
    needs no waking."""

    def wakeup(self) -> None:
        with contextlib.suppress(OSError):
            super().wakeup()


class WorkerPool(ProcessPoolExecutor):
    """A spawn process pool whose workers exit when this process does (see the module)."""

    def __init__(
        self,
        workers: int,
        initializer: Callable[..., object] | None = None,
        initargs: tuple[Any, ...] = (),
    ) -> None:
        ctx = multiprocessing.get_context("spawn")
        # The read end goes to every worker as it is spawned (duplicated into it); the
        # write end stays here alone, so its end of file is this process's end.
        self._watched, self._lifeline = ctx.Pipe(duplex=False)
        try:
            super().__init__(
                workers,
                mp_context=ctx,
                initializer=_start,
                initargs=(self._watched, os.getpid(), initializer, initargs),
            )
        except BaseException:
            self._close_lifeline()
            raise
        self._executor_manager_thread_wakeup.__class__ = _QuietWakeup

    def _spawn_process(self) -> None:
        # The kernel's parent-death signal fires when the *thread* that started the worker
        # ends, not the process: a worker started from a short-lived thread (anyio's worker
        # threads retire when idle) would be killed mid-task. So every worker is started
        # from one thread that lasts as long as this process.
        if threading.current_thread().name.startswith("mylifedb-spawner"):
            self._spawn_alone()
        else:
            _spawn_thread().submit(self._spawn_alone).result()

    def _spawn_alone(self) -> None:
        """(The spawner thread.) Start a worker that runs this package's code only. 'spawn'
        runs the caller's main script again in every worker, as ``__mp_main__``: a script
        without ``if __name__ == "__main__":`` would open the library and index it again in
        each, fail to start workers of its own there, and end them (tracebacks, a batch read
        again on threads, or a wait on itself). A worker needs nothing from ``__main__``
        (what it runs is pickled by reference to this package), so ``__main__`` is shown
        to ``spawn`` without its file or module name while the worker starts."""
        main = sys.modules.get("__main__")
        keys = ("__file__", "__spec__")
        saved = {k: main.__dict__[k] for k in keys if main is not None and k in main.__dict__}
        try:
            if main is not None:
                main.__dict__.pop("__file__", None)
                main.__spec__ = None
            super()._spawn_process()  # type: ignore[misc]
        finally:
            if main is not None:
                main.__dict__.update(saved)

    def _close_lifeline(self) -> None:
        self._lifeline.close()
        self._watched.close()

    def shutdown(self, wait: bool = True, *, cancel_futures: bool = False) -> None:
        super().shutdown(wait, cancel_futures=cancel_futures)
        self._close_lifeline()  # without wait: the workers stop now, mid-task or not

    def end(self, timeout: float = 2.0) -> None:
        """Stop now, mid-task or not, and wait (up to ``timeout``) until the workers are
        gone: a command that ends leaves none of them behind, even for a moment."""
        workers = list((self._processes or {}).values())
        self.shutdown(wait=False, cancel_futures=True)
        deadline = time.monotonic() + timeout
        for w in workers:
            w.join(max(0.0, deadline - time.monotonic()))


def process_pool(workers: int, work: str) -> Executor | None:
    """A ``WorkerPool`` of ``workers``; None (the caller's threads will do) for one worker or
    where this system has no processes to give, said once in the log as ``work`` on threads."""
    if workers < 2:
        return None
    try:
        return WorkerPool(workers)
    except (OSError, ValueError, NotImplementedError) as exc:
        log.warning("%s on threads (no process pool: %s)", work, exc)
        return None
