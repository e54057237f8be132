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

The indexer reads the same way (``Reader``): each file through its folder's handle, checked by
``fstat`` to be the very file the walk saw (device, inode, size, modification time), and the
digesters are handed a path naming that handle (``handle_path``), never the name again.

The root itself is opened as given (``Settings`` resolves it to its real path once)."""

from __future__ import annotations

import errno
import os
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from functools import cache
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
    "lstat_rel",
    "supported",
    "Changed",
    "Reader",
    "Seen",
    "handle_path",
    "listing",
    "still_as_seen",
    "still_named",
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


# ------------------------------------------------------------------ what the indexer reads
Seen = tuple[int, int, int, int]  # device, inode, size, mtime_ns as the walk saw them (0: unknown)


class Changed(Exception):
    """The name no longer holds the file the walk saw (a symlink, a FIFO, another file, a
    folder on the way swapped for a link): nothing was read. ``str()`` says what changed."""


def _folder_fd(root_fd: int, rel_dir: str) -> int:
    """A new handle on folder ``rel_dir`` ('' or 'a/b/'), each component opened from the
    one before without following symlinks. Raises ``Changed`` for a link or file on the
    way, ``OSError`` (FileNotFoundError, PermissionError) otherwise."""
    cur = os.dup(root_fd)
    done = ""
    try:
        for part in _parts(rel_dir):
            done += part + "/"
            try:
                nxt = os.open(part, _DIR_FLAGS, dir_fd=cur)
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.ENOTDIR, errno.EMLINK):
                    raise Changed(f"the folder {done!r} is a symlink or not a folder now") from None
                raise
            os.close(cur)
            cur = nxt
    except BaseException:
        os.close(cur)
        raise
    return cur


@contextmanager
def listing(root: Path | str, rel_dir: str) -> Iterator[Iterator[os.DirEntry[str]] | None]:
    """The entries of folder ``rel_dir`` ('' or 'a/b/'), listed through a handle opened from
    the root without following symlinks (on POSIX): a folder swapped for a link to another
    place lists nothing. None when it is missing, unreadable or swapped."""
    if not supported():
        try:
            it = os.scandir(os.path.join(root, rel_dir) if rel_dir else root)
        except OSError:
            yield None
            return
        with it:
            yield it
        return
    try:
        root_fd = os.open(root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
    except OSError:
        yield None
        return
    try:
        try:
            fd = _folder_fd(root_fd, rel_dir)
        except (OSError, Changed, Swapped):
            yield None
            return
        try:  # an entry's stat() goes through this handle: it stays open while they are read
            with os.scandir(fd) as it:
                yield it
        finally:
            os.close(fd)
    finally:
        os.close(root_fd)


def lstat_rel(root: Path, rel: str) -> os.stat_result | None:
    """``rel`` itself (a symlink is not followed), reached through folder handles: None when
    it is missing or a folder on the way is a symlink or not a folder."""
    if not supported():
        try:
            return os.stat(root / rel, follow_symlinks=False)
        except OSError:
            return None
    try:
        with open_tree(root) as tree:
            parent, name = tree.parent(rel)
            return lstat_at(parent, name)
    except (OSError, NotFound, Swapped):
        return None


@cache
def _fd_folder() -> str | None:
    for folder in ("/proc/self/fd", "/dev/fd"):
        if os.path.isdir(folder):
            return folder
    return None


def handle_path(fd: int) -> str | None:
    """A path naming the open file ``fd`` itself, whatever its name holds now: Linux's
    ``/proc/self/fd/N`` (opening it opens the same file afresh), or ``/dev/fd/N`` (on macOS
    a duplicate of the handle: it shares its offset, so rewind before each use). None where
    there is neither."""
    folder = _fd_folder()
    return None if folder is None else f"{folder}/{fd}"


def _as_seen(st: os.stat_result, seen: Seen | None) -> str | None:
    """Why the handle's ``fstat`` is not the file the walk saw, or None when it is."""
    if not stat.S_ISREG(st.st_mode):
        return "it is not a regular file now (a FIFO, a device or a folder was put in its place)"
    if seen is None:
        return None
    dev, ino, size, mtime_ns = seen
    if (dev and dev != st.st_dev) or (ino and ino != st.st_ino):
        return "another file has taken its name since the walk"
    if size != st.st_size or mtime_ns != st.st_mtime_ns:
        return "it changed since the walk (size or modification time)"
    return None


class Reader:
    """Files under the root opened for reading one after another, as the walk saw them:
    every folder on the way and the file opened without following symlinks, the file
    without blocking (``O_NOFOLLOW | O_NONBLOCK``: a FIFO put in its place never hangs the
    reader), its handle ``fstat``-ed to be a regular file with the walk's identity (device,
    inode, size, mtime). The last folder's handle is kept for the next file. Not thread-safe:
    one per worker's chunk."""

    def __init__(self, root: Path | str) -> None:
        self.root = os.fspath(root)
        self._root_fd: int | None = None
        self._dir: tuple[str, int] | None = None

    def close(self) -> None:
        if self._dir is not None:
            os.close(self._dir[1])
            self._dir = None
        if self._root_fd is not None:
            os.close(self._root_fd)
            self._root_fd = None

    def __enter__(self) -> Reader:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def _folder(self, rel_dir: str) -> int:
        if self._dir is not None and self._dir[0] == rel_dir:
            return self._dir[1]
        if self._dir is not None:
            os.close(self._dir[1])
            self._dir = None
        if self._root_fd is None:
            self._root_fd = os.open(self.root, os.O_RDONLY | _DIRECTORY | _CLOEXEC)
        self._dir = (rel_dir, _folder_fd(self._root_fd, rel_dir))
        return self._dir[1]

    def open(self, rel: str, seen: Seen | None = None) -> BinaryIO:
        """``rel`` open for reading. Raises ``Changed`` (with the reason) when it is not the
        file the walk saw, ``FileNotFoundError`` when it is gone, another ``OSError`` (such
        as ``PermissionError``) when it cannot be opened."""
        folder, _, name = rel.rpartition("/")
        if not name or name in (".", ".."):
            raise Changed(f"{rel!r} is not a plain path inside the library")
        if not supported():
            fd = os.open(os.path.join(self.root, rel), os.O_RDONLY | _CLOEXEC)
        else:
            try:
                fd = os.open(
                    name,
                    os.O_RDONLY | _NOFOLLOW | _NONBLOCK | _CLOEXEC,
                    dir_fd=self._folder(folder + "/" if folder else ""),
                )
            except OSError as exc:
                if exc.errno in (errno.ELOOP, errno.EMLINK):
                    raise Changed("it is a symlink now (the library never follows one)") from None
                raise
        try:
            why = _as_seen(os.fstat(fd), seen)
            if why is not None:
                raise Changed(why)
            if _NONBLOCK:
                os.set_blocking(fd, True)
            return os.fdopen(fd, "rb")
        except BaseException:
            os.close(fd)
            raise


def still_as_seen(f: BinaryIO, seen: Seen) -> str | None:
    """After reading: why the open file is no longer what the walk saw (written to while it
    was read), or None when it is."""
    why = _as_seen(os.fstat(f.fileno()), seen)
    return None if why is None else "it changed while it was read"


def still_named(root: Path | str, rel: str, f: BinaryIO) -> str | None:
    """Why ``rel`` no longer names the open file ``f`` (where digesters had to read it by
    its name), or None when it still does."""
    st, now = os.fstat(f.fileno()), lstat_rel(Path(root), rel)
    if now is None or (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino):
        return "another file has taken its name while it was read"
    return None
