"""How a library is watched — the one watch loop of every process that watches (``serve``
re-indexes the root's changes, ``watch`` organizes the inbox's arrivals): the kernel's change
notifications (inotify, through watchfiles' native backend) or polling.

Polling is chosen from the start for a library on a network or VM-shared filesystem (NFS,
SMB/CIFS, sshfs, 9p...), where notifications miss changes made on other machines — as
paperless users on network shares know — and taken over, with one warning line, when the
system's inotify limits are reached (``fs.inotify.max_user_watches`` or
``max_user_instances``): the watch goes on, slower, instead of failing. ``mylifedb status``
and the ``mylifedb://status`` resource say which is in use."""

from __future__ import annotations

import errno
import logging
import os
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import anyio
from watchfiles import awatch

__all__ = [
    "WatchMode",
    "Batch",
    "watch_changes",
    "network_filesystem",
    "watch_exhausted",
    "POLL_DELAY_MS",
    "ARMED_MS",
]

log = logging.getLogger("mylifedb.watch")

POLL_DELAY_MS = 1000  # between two polls of the tree when polling
ARMED_MS = 500  # a watch reports in at least this often (an empty batch), so it is known armed
NETWORK_FS = frozenset(
    {
        "nfs",
        "nfs4",
        "cifs",
        "smb3",
        "smbfs",
        "9p",
        "afs",
        "ceph",
        "glusterfs",
        "lustre",
        "gpfs",
        "davfs",
        "ncpfs",
        "vboxsf",
        "virtiofs",
        "fuse.sshfs",
        "fuse.rclone",
        "fuse.s3fs",
        "fuse.glusterfs",
        "fuse.davfs2",
    }
)


def _unescape(field: str) -> str:
    """/proc/mounts writes a space in a mount point as \\040 (and tab, newline, backslash)."""
    for code, char in (("\\040", " "), ("\\011", "\t"), ("\\012", "\n"), ("\\134", "\\")):
        field = field.replace(code, char)
    return field


def network_filesystem(path: Path, mounts: str = "/proc/self/mounts") -> str | None:
    """The type of the network (or VM-shared) filesystem ``path`` is on, or None."""
    try:
        with open(mounts, encoding="utf-8", errors="replace") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    real = os.path.realpath(path)
    best, kind = "", ""
    for line in lines:
        parts = line.split()
        if len(parts) < 3:
            continue
        point = _unescape(parts[1])
        inside = real == point or real.startswith(point.rstrip("/") + "/")
        if inside and len(point) >= len(best):
            best, kind = point, parts[2]
    return kind if kind in NETWORK_FS else None


def watch_exhausted(exc: BaseException) -> bool:
    """Whether a watch failed because the system's inotify limits are reached."""
    text = str(exc).lower()
    if "watch limit" in text or "too many open files" in text or "no space left" in text:
        return True
    return isinstance(exc, OSError) and exc.errno in (errno.ENOSPC, errno.EMFILE)


class WatchMode:
    """Which way ``root`` is watched; ``fall_back`` switches to polling when notifications
    run out."""

    def __init__(self, root: Path) -> None:
        kind = network_filesystem(root)
        self.reason = f"the library is on a network filesystem ({kind})" if kind else None

    @property
    def polling(self) -> bool:
        return self.reason is not None

    def fall_back(self, exc: BaseException) -> bool:
        """True (after one warning line) when ``exc`` means inotify is exhausted and the
        watch should go on by polling; False for any other failure."""
        if self.polling or not watch_exhausted(exc):
            return False
        self.reason = "the system's inotify limit is reached"
        log.warning(
            "%s (%s): watching by polling every %g s instead; raise fs.inotify.max_user_watches "
            "(and max_user_instances) to go back to notifications",
            self.reason,
            str(exc).strip().rstrip(".") or type(exc).__name__,
            POLL_DELAY_MS / 1000,
        )
        return True

    def describe(self) -> str:
        return f"polling ({self.reason})" if self.reason else "inotify"


@dataclass(frozen=True)
class Batch:
    """What a watch saw: ``changes`` as watchfiles reports them (empty: it is armed and
    nothing happened), ``armed`` on the first batch after the watch started or started again
    (what changed while nobody watched was not seen)."""

    changes: frozenset[tuple[Any, str]]
    armed: bool


async def watch_changes(
    path: Path,
    stop: anyio.Event,
    mode: WatchMode,
    *,
    debounce_ms: int,
    step_ms: int,
    watch_filter: Callable[[Any, str], bool] | None = None,
) -> AsyncIterator[Batch]:
    """Batches of changes under ``path`` until ``stop``; an empty one at least every
    :data:`ARMED_MS`. Notifications run out: the watch goes on by polling (``mode``). Any
    other failure is raised: the caller decides whether to start again."""
    armed = True
    while not stop.is_set():
        try:
            # yield_on_timeout: the first (possibly empty) batch proves the watch is armed.
            async for changes in awatch(
                path,
                stop_event=stop,
                debounce=debounce_ms,
                step=step_ms,
                watch_filter=watch_filter,
                ignore_permission_denied=True,
                rust_timeout=ARMED_MS,
                yield_on_timeout=True,
                force_polling=mode.polling,
                poll_delay_ms=POLL_DELAY_MS,
            ):
                yield Batch(frozenset(changes), armed)
                armed = False
            return
        except Exception as exc:
            if not mode.fall_back(exc):
                raise
            armed = True
