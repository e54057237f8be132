"""Which processes have a library open, told by the kernel rather than by pid files.

Every process that opens a library holds an exclusive ``flock`` on its own file in
``<state_dir>/run/<owner>.lock`` for as long as any client of that library is open in it,
where ``owner`` is '<pid>-<random>' (pids are reused, e.g. by a restarted container); the file
says who it is (pid, roles such as 'serve' or 'watch', start time, command). A lock is
released by the kernel when the process dies, even by SIGKILL, so a file whose lock can be
taken belongs to a dead process. Crash recovery uses this to settle only the moves of dead
processes, and ``mylifedb status`` to say whether a daemon or a server is running.

One registration per process and state directory, shared (refcounted) by every client the
process opens on it: two flocks from one process on one file would block each other.
Without ``fcntl`` (Windows) every process looks alive to the others, so recovery leaves
their moves alone, and ``live_processes`` lists only this one.
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

try:
    import fcntl
except ImportError:  # pragma: no cover - Windows
    fcntl = None  # type: ignore[assignment]

__all__ = ["ProcessInfo", "Registration", "register", "live_processes", "is_alive", "RUN_DIR"]

RUN_DIR = "run"


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

    def add_role(self, role: str) -> None:
        """Say what this process is doing with the library ('serve', 'watch', ...)."""
        with _lock:
            if role not in self.roles:
                self.roles.append(role)
                self._write()

    def _write(self) -> None:
        body = json.dumps({"pid": os.getpid(), "roles": self.roles, "started_at": self.started_at,
                           "command": " ".join(sys.argv)[:500]}).encode()
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
            os.close(self.fd)  # closing the descriptor releases the flock


_lock = threading.Lock()
_registrations: dict[Path, Registration] = {}


def register(state_dir: Path) -> Registration:
    """Take (or share) this process's lock for ``state_dir``; ``release()`` it when done."""
    run = Path(state_dir) / RUN_DIR
    with _lock:
        reg = _registrations.get(run)
        if reg is None:
            run.mkdir(parents=True, exist_ok=True)
            owner = f"{os.getpid()}-{secrets.token_hex(4)}"
            # Locked before it becomes visible: a prober must never see it unlocked.
            tmp = run / f"{owner}.tmp"
            fd = os.open(tmp, os.O_RDWR | os.O_CREAT | os.O_EXCL, 0o600)
            if fcntl is not None:
                fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)  # a fresh file: never contended
            reg = Registration(owner, run / f"{owner}.lock", fd)
            reg._write()
            os.rename(tmp, reg.path)
            _registrations[run] = reg
        reg.users += 1
        return reg


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
    run = Path(state_dir) / RUN_DIR
    if not run.is_dir():
        return []
    out = []
    with _lock:
        mine = _registrations.get(run)
    for path in sorted(run.glob("*.lock")):
        if mine is not None and path == mine.path:
            out.append(ProcessInfo(mine.owner, os.getpid(), tuple(mine.roles), mine.started_at,
                                   " ".join(sys.argv)))
            continue
        if fcntl is None:
            continue
        data = _probe(path)
        if data is None:
            continue
        pid = data.get("pid")
        out.append(ProcessInfo(path.stem, pid if isinstance(pid, int) else -1,
                               tuple(str(r) for r in data.get("roles", [])),
                               float(data.get("started_at", 0.0)), str(data.get("command", ""))))
    return sorted(out, key=lambda p: p.started_at)


def is_alive(state_dir: Path, owner: str) -> bool:
    """Whether the process registered as ``owner`` still has this library open."""
    run = Path(state_dir) / RUN_DIR
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
