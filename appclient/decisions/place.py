"""Putting a file at its new name on disk without ever replacing another: a hard link,
then the old name unlinked (a link cannot replace an existing name); a free name found
('name (1).ext') when the wanted one is taken, up to Unicode normalisation.

Everything here works on directory handles (``appclient.fs``): the source and target
folders were opened from the library root without following symlinks, so a folder swapped
for a symlink after that check changes nothing about where the file goes."""

from __future__ import annotations

import errno
import os
import stat
import unicodedata
from pathlib import Path

import anyio

from .. import fs
from ..errors import Conflict, NotFound
from ..fs import lstat_at
from ..index.reading import stream_hash

__all__ = [
    "crash_point",
    "free_name",
    "put",
    "same_file",
    "file_state",
    "source_at",
    "target_at",
    "hash_at",
    "seen_at",
    "file_seen",
    "changed_since",
    "Seen",
    "locate",
]


def crash_point(stage: str) -> None:
    """Tests replace this (in a subprocess) to kill the process between steps: inside the
    journal transaction ('journal_uncommitted'), 'after_journal', 'after_link',
    'after_rename' (the source unlinked) and 'after_index' (all committed)."""


def _nfc(name: str) -> str:
    return unicodedata.normalize("NFC", name)


def free_name(folder: int | None, name: str) -> str:
    """``name`` if free in the folder (a handle; None: a folder not made yet), else
    ``name (1).ext``, ``name (2).ext``... A name that differs from one in the folder only by
    Unicode form ('café' composed or decomposed) is taken: it would look the same to the
    user (and be the same file on macOS)."""
    if folder is None:
        return name
    try:
        taken = {_nfc(n) for n in os.listdir(folder)}
    except OSError:
        taken = set()

    def free(cand: str) -> bool:
        return lstat_at(folder, cand) is None and _nfc(cand) not in taken

    if free(name):
        return name
    stem, dot, ext = name.rpartition(".")
    if not stem:  # no extension, or a dot-file
        stem, dot, ext = name, "", ""
    n = 1
    while True:
        cand = f"{stem} ({n}){dot}{ext}"
        if free(cand):
            return cand
        n += 1


def put(src_dir: int, src: str, dst_dir: int, dst: str) -> None:
    """Put ``src`` (in folder handle ``src_dir``) at ``dst`` (in ``dst_dir``) without ever
    replacing an existing ``dst``."""
    try:
        os.link(src, dst, src_dir_fd=src_dir, dst_dir_fd=dst_dir, follow_symlinks=False)
    except OSError as exc:
        if exc.errno == errno.EEXIST:
            raise
        if exc.errno not in (
            errno.EPERM,
            errno.EXDEV,
            errno.ENOTSUP,
            errno.EOPNOTSUPP,
            errno.EMLINK,
        ):
            raise
        # No hard links here (FAT, some network mounts): check, then rename. Narrow race,
        # but rename within one filesystem is still atomic for the file itself.
        if lstat_at(dst_dir, dst) is not None:
            raise FileExistsError(errno.EEXIST, "exists", dst) from exc
        os.rename(src, dst, src_dir_fd=src_dir, dst_dir_fd=dst_dir)
        return
    crash_point("after_link")
    linked = lstat_at(dst_dir, dst)
    here = lstat_at(src_dir, src)
    if here is not None and linked is not None and not _same(here, linked):
        # The source name was replaced between the link and now: the file is at dst, and
        # what sits at the old name now is someone else's, which stays.
        return
    os.unlink(src, dir_fd=src_dir)


def _same(a: os.stat_result, b: os.stat_result) -> bool:
    return (a.st_dev, a.st_ino) == (b.st_dev, b.st_ino)


def same_file(a_dir: int, a: str, b_dir: int, b: str) -> bool:
    sa, sb = lstat_at(a_dir, a), lstat_at(b_dir, b)
    return sa is not None and sb is not None and _same(sa, sb)


async def file_state(root: Path, rel: str, *, with_hash: bool) -> str | None:
    """Through folder handles: None when ``rel`` is not a regular file there, else its
    content hash ('' without ``with_hash``). ``fs.Swapped`` (a conflict) when a folder on the
    way is a symlink now."""

    def look() -> str | None:
        with fs.open_tree(root) as tree:
            try:
                folder, name = tree.parent(rel)
            except NotFound:
                return None
            st = fs.lstat_at(folder, name)
            if st is None or not stat.S_ISREG(st.st_mode):
                return None
            return hash_at(folder, name, rel) if with_hash else ""

    return await anyio.to_thread.run_sync(look)


def source_at(tree: fs.Tree, source: str) -> tuple[int, str]:
    gone = NotFound(f"file {source!r} is not in the library any more")
    try:
        folder, name = tree.parent(source)
    except NotFound:
        raise gone from None
    st = fs.lstat_at(folder, name)
    if st is None or not stat.S_ISREG(st.st_mode):
        raise gone
    return folder, name


def target_at(tree: fs.Tree, folder: str) -> int | None:
    """The target folder's handle, or None when it does not exist yet."""
    try:
        return tree.folder(folder)
    except NotFound:
        return None
    except fs.Swapped:
        if os.path.isfile(tree.root / folder) and not os.path.islink(tree.root / folder):
            raise Conflict(f"{folder!r} is a file, not a folder") from None
        raise


def outermost_missing(tree: fs.Tree, folder: str) -> str | None:
    """The outermost folder of ``folder`` ('a/b/c/') that does not exist yet ('a/b/' when only
    'a/' does), which a move into it creates; None when it exists."""
    parts = [p for p in folder.split("/") if p]
    for i in range(1, len(parts) + 1):
        if target_at(tree, "/".join(parts[:i])) is None:
            return "/".join(parts[:i]) + "/"
    return None


Seen = tuple[int, int, str]
"""What a file was at one moment: (size, modification time in ns, content hash)."""


def seen_at(folder: int, name: str, rel: str) -> Seen:
    """The file's size, modification time and content hash, through one handle (opened
    without following links, refused unless a regular file)."""
    with fs.open_at(folder, name, rel) as f:
        st = os.fstat(f.fileno())
        return st.st_size, st.st_mtime_ns, stream_hash(f, st.st_size)


async def file_seen(root: Path, rel: str) -> Seen | None:
    """:func:`seen_at` for ``rel`` under ``root``, through folder handles; None when it is
    not a regular file there."""

    def look() -> Seen | None:
        with fs.open_tree(root) as tree:
            try:
                folder, name = tree.parent(rel)
                return seen_at(folder, name, rel)
            except (NotFound, fs.Swapped, OSError):
                return None

    return await anyio.to_thread.run_sync(look)


def changed_since(rel: str, then: Seen, now: Seen) -> str | None:
    """Why the file ``now`` is not the one seen ``then`` (None when it is: a new modification
    time alone, content unchanged, is the same file)."""
    if then[0] != now[0]:
        return f"its size went from {then[0]:,} to {now[0]:,} bytes"
    if then[2] != now[2]:
        return "its content differs (same size)"
    return None


def hash_at(folder: int, name: str, rel: str) -> str:
    with fs.open_at(folder, name, rel) as f:
        return stream_hash(f, os.fstat(f.fileno()).st_size)


def locate(tree: fs.Tree, rel: str) -> tuple[int, str] | None:
    """(folder handle, name) when ``rel`` is there (any kind of entry), else None."""
    try:
        folder, name = tree.parent(rel)
    except (NotFound, fs.Swapped):
        return None
    return (folder, name) if fs.lstat_at(folder, name) is not None else None
