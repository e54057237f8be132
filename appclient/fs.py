"""The library's folders walked through directory handles, never through a path string.

A path checked once and then used again (``open(root / rel)``) follows whatever is at each
component *when it is used*: a folder swapped for a symlink between the check and the use
leads out of the library. Here every component is opened relative to the handle of the one
before it, ``openat``-style, with ``O_NOFOLLOW | O_DIRECTORY``: a symlink anywhere on the
way fails the walk (``Swapped``, a ``Conflict``), and what is done afterwards — link,
rename, unlink, mkdir, read — goes through the handles (``dir_fd`` / ``src_dir_fd`` /
``dst_dir_fd``), so it happens in the folders that were checked even if a name is swapped
meanwhile. Files are opened ``O_NOFOLLOW | O_NONBLOCK`` (a FIFO swapped in never blocks) and
must be regular files by ``fstat`` of the open handle.

The root itself is opened as given (``Settings`` resolves it to its real path once)."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import BinaryIO

from .errors import Conflict, NotFound

__all__ = [
    "Swapped",
    "Tree",
    "open_tree",
    "open_regular",
    "open_at",
    "read_regular",
    "lstat_at",
    "supported",
]

_CLOEXEC = getattr(os, "O_CLOEXEC", 0)
_NOFOLLOW = getattr(os, "O_NOFOLLOW", 0)
_DIRECTORY = getattr(os, "O_DIRECTORY", 0)
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)
_DIR_FLAGS = os.O_RDONLY | _DIRECTORY | _NOFOLLOW | _CLOEXEC


def supported() -> bool:
    """Whether this platform walks by handles (POSIX); elsewhere paths are used as given."""
    return bool(_NOFOLLOW and _DIRECTORY) and os.open in os.supports_dir_fd


class Swapped(Conflict):
    """A folder on the way is a symlink (or not a folder) now: nothing was done."""


def _swapped(rel: str, part: str) -> Swapped:
    return Swapped(
        f"{part!r} on the way to {rel!r} is a symlink or not a folder any more (changed on disk "
        "since it was checked); nothing was moved or read"
    )


def _parts(rel: str) -> list[str]:
    parts = [p for p in rel.split("/") if p]
    for p in parts:
        if p in (".", ".."):
            raise Swapped(f"{rel!r} is not a plain path inside the library")
    return parts


class Tree:
    """The library root open as a handle; ``folder(rel)`` opens a folder below it."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.fd = os.open(root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        self._open: list[int] = []

    def close(self) -> None:
        for fd in self._open:
            os.close(fd)
        self._open.clear()
        os.close(self.fd)

    def folder(self, rel: str, *, create: bool = False) -> int:
        """A handle on folder ``rel`` ('' or 'a/b/'), each component opened without
        following symlinks; ``create`` makes missing ones (mode 0777 less the umask). Raises
        ``NotFound`` for a missing folder, ``Swapped`` for a symlink or file on the way. The
        handle is closed with the tree."""
        cur = self.fd
        done = ""
        for part in _parts(rel):
            done += part + "/"
            try:
                nxt = _open_dir(cur, part, create)
            except FileNotFoundError:
                raise NotFound(f"folder {done!r} does not exist") from None
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                    raise _swapped(rel, done) from None
                raise
            self._open.append(nxt)
            cur = nxt
        return cur

    def parent(self, rel: str, *, create: bool = False) -> tuple[int, str]:
        """The handle of the folder holding file ``rel``, and the file's name."""
        folder, _, name = rel.rpartition("/")
        if not name or name in (".", ".."):
            raise Swapped(f"{rel!r} is not a plain path inside the library")
        return self.folder(folder, create=create), name


def _open_dir(parent: int, name: str, create: bool) -> int:
    try:
        return os.open(name, _DIR_FLAGS, dir_fd=parent)
    except FileNotFoundError:
        if not create:
            raise
    try:
        os.mkdir(name, 0o777, dir_fd=parent)
    except FileExistsError:
        pass  # made meanwhile (or a symlink planted: the open below refuses it)
    return os.open(name, _DIR_FLAGS, dir_fd=parent)


@contextmanager
def open_tree(root: Path) -> Iterator[Tree]:
    tree = Tree(root)
    try:
        yield tree
    finally:
        tree.close()


def lstat_at(dir_fd: int, name: str) -> os.stat_result | None:
    """The entry ``name`` in the folder (never followed), or None when there is none."""
    try:
        return os.stat(name, dir_fd=dir_fd, follow_symlinks=False)
    except FileNotFoundError:
        return None


def open_regular(root: Path, rel: str) -> BinaryIO:
    """``rel`` open for reading: every folder on the way and the file itself opened without
    following symlinks, and the open handle ``fstat``-ed to be a regular file. ``NotFound``
    when it is missing or not a regular file; ``Swapped`` when a folder on the way is not."""
    with open_tree(root) as tree:
        parent, name = tree.parent(rel)
        return open_at(parent, name, rel)


def open_at(dir_fd: int, name: str, rel: str) -> BinaryIO:
    """File ``name`` in the folder handle, open for reading (see ``open_regular``)."""
    try:
        fd = os.open(name, os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC, dir_fd=dir_fd)
    except FileNotFoundError:
        raise NotFound(f"file {rel!r} is not in the library") from None
    except OSError as exc:
        if exc.errno in (errno.ELOOP, errno.EMLINK):
            raise NotFound(f"{rel!r} is a symlink, which the library never follows") from None
        raise
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise NotFound(f"{rel!r} is not a regular file")
        if _NONBLOCK:
            os.set_blocking(fd, True)
        return os.fdopen(fd, "rb")
    except BaseException:
        os.close(fd)
        raise


def read_regular(root: Path, rel: str, limit: int) -> bytes:
    """At most ``limit`` bytes from the start of ``rel`` (see ``open_regular``)."""
    with open_regular(root, rel) as f:
        return f.read(limit)
