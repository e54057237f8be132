"""Putting a file at its new name on disk without ever replacing another: a hard link,
then the old name unlinked (a link cannot replace an existing name); a free name found
('name (1).ext') when the wanted one is taken, up to Unicode normalisation.

Everything here works on directory handles (``appclient.fs``): the source and target
folders were opened from the library root without following symlinks, so a folder swapped
for a symlink after that check changes nothing about where the file goes."""

from __future__ import annotations

import errno
import os
import unicodedata

from ..fs import lstat_at

__all__ = ["crash_point", "free_name", "put", "same_file"]


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
