"""Which processes have a library open, told by the kernel rather than by pid files.

Every process that opens a library holds an exclusive ``flock`` on its own file in
``<state_dir>/run/<owner>.lock`` for as long as any client of that library is open in it,
where ``owner`` is '<pid>-<random>' (pids are reused, e.g. by a restarted container); the file
says who it is (pid, roles such as 'serve' or 'watch', start time, command). A lock is
released by the kernel when the process dies, even by SIGKILL, so a file whose lock can be
taken belongs to a dead process. Crash recovery uses this to settle only the moves of dead
processes, and ``mylifedb status`` to say whether a daemon or a server is running.

One registration per process and state directory (by its real path), shared (refcounted) by
every client the process opens on it: two flocks from one process on one file would block
each other. A lock file deleted under a live process (a tidy-up of the state folder) is
written again before its next move is journalled (``ensure_registered``), and the temporary
files of processes killed while registering are swept by the next one to register.
Without ``fcntl`` (Windows) every process looks alive to the others, so recovery leaves
their moves alone, and ``live_processes`` lists only this one.

Some roles are one per library (:data:`EXCLUSIVE_ROLES`: two ``watch`` daemons would both act
on every new file): the process that takes one also flocks ``<state_dir>/<role>.lock``
and writes who it is there; another process asking for it gets a ``Conflict`` naming the
holder. The kernel drops that lock with its process too.
"""

from __future__ import annotations

import json
import os
import secrets
import sys
import threading
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..errors import Conflict
from .private import private_dir

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = [
    "ProcessInfo",
    "Registration",
    "register",
    "ensure_registered",
    "live_processes",
    "is_alive",
    "RUN_DIR",
    "EXCLUSIVE_ROLES",
]

RUN_DIR = "run"
EXCLUSIVE_ROLES = frozenset({"watch"})


@dataclass(frozen=True)
class ProcessInfo:
    owner: str
    pid: int
    roles: tuple[str, ...]
    started_at: float
    command: str


@dataclass
class Registration:
    """This process's lock file for one state directory (see ``register``)."""

    owner: str
    path: Path
    fd: int
    roles: list[str] = field(default_factory=list)
    users: int = 0
    started_at: float = field(default_factory=time.time)
    role_fds: dict[str, int] = field(default_factory=dict)  # exclusive roles held

    def add_role(self, role: str) -> None:
        """Say what this process is doing with the library ('serve', 'watch', ...).
        ``Conflict`` when the role is one per library and another live process has it."""
        with _lock:
            if role in EXCLUSIVE_ROLES and role not in self.role_fds:
                self.role_fds[role] = self._take_role(role)
            if role not in self.roles:
                self.roles.append(role)
                self._write()

    def _take_role(self, role: str) -> int:
        path = self.path.parent.parent / f"{role}.lock"  # beside run/, which only has owners
        fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o600)
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                holder = _holder(os.pread(fd, 4096, 0))
                os.close(fd)
                raise Conflict(
                    f"another process is already running `{role}` on this library ({holder}); "
                    "one is enough: stop it first (`mylifedb status` lists it)"
                ) from None
        body = json.dumps(
            {
                "pid": os.getpid(),
                "owner": self.owner,
                "started_at": time.time(),
                "command": " ".join(sys.argv)[:500],
            }
        ).encode()
        os.ftruncate(fd, 0)
        os.pwrite(fd, body, 0)
        return fd

    def ensure(self) -> None:
        """Write the lock file again if someone deleted it: without it this process would
        look dead to the others. A new file, locked before it becomes visible."""
        with _lock:
            if self.users <= 0 or self.path.exists():
                return
            fd = _locked_file(self.path)
            old, self.fd = self.fd, fd
            self._write()
            os.rename(self.path.with_suffix(".tmp"), self.path)
            os.close(old)

    def _write(self) -> None:
        body = json.dumps(
            {
                "pid": os.getpid(),
                "roles": self.roles,
                "started_at": self.started_at,
                "command": " ".join(sys.argv)[:500],
            }
        ).encode()
        os.ftruncate(self.fd, 0)
        os.pwrite(self.fd, body, 0)

    def release(self) -> None:
        with _lock:
            self.users -= 1
            if self.users > 0:
                return
            _registrations.pop(self.path.parent, None)
            try:
                self.path.unlink()
            except OSError:
                pass
            for fd in self.role_fds.values():
                os.ftruncate(fd, 0)  # the role file stays (unlinking it would race a taker)
                os.close(fd)
            self.role_fds.clear()
            os.close(self.fd)  # closing the descriptor releases the flock


def _holder(raw: bytes) -> str:
    """Who holds a role, from its file: 'pid 123, since 18:05, mylifedb watch'."""
    try:
        data = json.loads(raw or b"{}")
    except ValueError:
        data = {}
    if not isinstance(data, dict) or not isinstance(data.get("pid"), int):
        return "a process that is still starting"
    since = time.strftime("%Y-%m-%d %H:%M", time.localtime(float(data.get("started_at", 0))))
    command = str(data.get("command", ""))[:200]
    return f"pid {data['pid']}, since {since}" + (f": {command}" if command else "")


_lock = threading.Lock()
_registrations: dict[Path, Registration] = {}


def _run_dir(state_dir: Path) -> Path:
    return Path(os.path.realpath(state_dir)) / RUN_DIR


def _locked_file(path: Path) -> int:
    """``path`` with a '.tmp' suffix, created and flocked: rename it into place when written,
    so a prober never sees it unlocked."""
    fd = os.open(path.with_suffix(".tmp"), os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
    if fcntl is not None:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a fresh file: never contended
    return fd


def _sweep_tmp(run: Path) -> None:
    """Remove the '.tmp' files of processes killed between creating and renaming them."""
    if fcntl is None:
        return
    for tmp in run.glob("*.tmp"):
        _probe(tmp)  # removes it when unlocked: its process is gone


def register(state_dir: Path) -> Registration:
    """Take (or share) this process's lock for ``state_dir``; ``release()`` it when done."""
    run = _run_dir(state_dir)
    with _lock:
        reg = _registrations.get(run)
        if reg is None:
            private_dir(run)
            _sweep_tmp(run)
            owner = f"{os.getpid()}-{secrets.token_hex(4)}"
            path = run / f"{owner}.lock"
            reg = Registration(owner, path, _locked_file(path))
            reg._write()
            os.rename(path.with_suffix(".tmp"), path)
            _registrations[run] = reg
        reg.users += 1
        return reg


def ensure_registered(state_dir: Path) -> None:
    """Make sure this process's lock file for ``state_dir`` is there (see ``Registration.ensure``)."""
    with _lock:
        reg = _registrations.get(_run_dir(state_dir))
    if reg is not None:
        reg.ensure()


def _probe(path: Path) -> dict[str, Any] | None:
    """The file's header if its process is alive; None (and the file removed) if dead."""
    try:
        fd = os.open(path, os.O_RDWR)
    except OSError:
        return None
    try:
        if fcntl is not None:
            try:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                pass  # held: alive
            else:
                try:  # we got it: its process is gone
                    path.unlink()
                except OSError:
                    pass
                return None
        raw = os.pread(fd, 4096, 0)
    finally:
        os.close(fd)
    try:
        data = json.loads(raw or b"{}")
    except ValueError:
        data = {}
    return data if isinstance(data, dict) else {}


def live_processes(state_dir: Path) -> list[ProcessInfo]:
    """Every live process with this library open (this one included), oldest first."""
    run = _run_dir(state_dir)
    if not run.is_dir():
        return []
    out = []
    with _lock:
        mine = _registrations.get(run)
    for path in sorted(run.glob("*.lock")):
        if mine is not None and path == mine.path:
            out.append(
                ProcessInfo(
                    mine.owner, os.getpid(), tuple(mine.roles), mine.started_at, " ".join(sys.argv)
                )
            )
            continue
        if fcntl is None:
            continue
        data = _probe(path)
        if data is None:
            continue
        pid = data.get("pid")
        out.append(
            ProcessInfo(
                path.stem,
                pid if isinstance(pid, int) else -1,
                tuple(str(r) for r in data.get("roles", [])),
                float(data.get("started_at", 0.0)),
                str(data.get("command", "")),
            )
        )
    return sorted(out, key=lambda p: p.started_at)


def is_alive(state_dir: Path, owner: str) -> bool:
    """Whether the process registered as ``owner`` still has this library open."""
    run = _run_dir(state_dir)
    with _lock:
        mine = _registrations.get(run)
    if mine is not None and owner == mine.owner:
        return True
    if fcntl is None:
        return True  # cannot tell: never settle another process's work
    if not owner or "/" in owner or owner.startswith("."):
        return False
    path = run / f"{owner}.lock"
    return path.exists() and _probe(path) is not None
