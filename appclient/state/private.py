"""Files only this user may read: the state folder (the index holds the text of every
document), caches, logs and secrets are made 0700 (folders) and 0600 (files), whatever the
umask; folders and files that already exist and are this user's are tightened the same way
(a state folder made 0755 by an earlier version)."""

from __future__ import annotations

import os
import stat
import tempfile
from pathlib import Path

__all__ = [
    "private_dir",
    "private_file",
    "write_private",
    "read_private",
    "tighten",
    "not_private",
]

_POSIX = os.name == "posix"


def _mine(st: os.stat_result) -> bool:
    return not _POSIX or st.st_uid == os.geteuid()


def not_private(st: os.stat_result) -> str | None:
    """Why a file or folder with this status is not safe to trust as ours, or None."""
    if not _POSIX:
        return None
    if st.st_uid != os.geteuid():
        return f"it belongs to uid {st.st_uid}, not to this user"
    if st.st_mode & (stat.S_IWGRP | stat.S_IWOTH):
        return "other users can write it"
    return None


def tighten(path: Path, mode: int) -> None:
    """Take group and other bits off ``path`` (never following a symlink) when it is ours."""
    try:
        st = os.stat(path, follow_symlinks=False)
    except OSError:
        return
    if stat.S_ISLNK(st.st_mode) or not _mine(st) or not st.st_mode & 0o077:
        return
    try:
        os.chmod(path, mode)
    except OSError:
        pass


def private_dir(path: Path) -> Path:
    """``path`` made (with its missing parents) 0700, or tightened to 0700 when it is ours."""
    missing = []
    p = path
    while not p.exists() and p != p.parent:
        missing.append(p)
        p = p.parent
    for folder in reversed(missing):
        try:
            folder.mkdir(mode=0o700)
        except FileExistsError:
            pass
    tighten(path, 0o700)
    return path


def private_file(path: Path) -> None:
    """Create ``path`` empty and 0600 if it is missing; tighten it to 0600 if it is ours."""
    try:
        os.close(os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600))
    except FileExistsError:
        tighten(path, 0o600)


def write_private(path: Path, data: bytes) -> None:
    """Write ``path`` whole, 0600, atomically (a temporary file renamed over it)."""
    private_dir(path.parent)
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=f".{path.name}.", suffix=".tmp")
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def read_private(path: Path, limit: int = -1) -> bytes | None:
    """``path``'s bytes (at most ``limit``), or None when it is missing, a symlink, or not
    safe to trust as ours (another user's, or writable by others): the read side of
    ``write_private``, for caches and secrets a program acts on."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0))
    except OSError:
        return None
    with os.fdopen(fd, "rb") as f:
        if not_private(os.fstat(f.fileno())):
            return None
        return f.read(limit)
