"""How a library is watched: the kernel's change notifications (inotify, through
watchfiles' native backend) or polling.

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
from pathlib import Path

__all__ = ["WatchMode", "network_filesystem", "watch_exhausted", "POLL_DELAY_MS"]

log = logging.getLogger("mylifedb.watch")

POLL_DELAY_MS = 1000  # between two polls of the tree when polling
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
