"""Putting a file at its new name on disk without ever replacing another: a hard link,
then the old name unlinked (a link cannot replace an existing name); a free name found
('name (1).ext') when the wanted one is taken, up to Unicode normalisation."""

from __future__ import annotations

import errno
import os
import unicodedata
from pathlib import Path

__all__ = ["crash_point", "free_name", "put", "same_file"]


def crash_point(stage: str) -> None:
    """Tests replace this (in a subprocess) to kill the process between steps: inside the
    journal transaction ('journal_uncommitted'), 'after_journal', 'after_link',
    'after_rename' (the source unlinked) and 'after_index' (all committed)."""


def _nfc(name: str) -> str:
    return unicodedata.normalize("NFC", name)


def free_name(folder: Path, name: str) -> str:
    """``name`` if free in ``folder``, else ``name (1).ext``, ``name (2).ext``... A name that
    differs from one in the folder only by Unicode form ('café' composed or decomposed) is
    taken: it would look the same to the user (and be the same file on macOS)."""
    try:
        taken = {_nfc(n) for n in os.listdir(folder)}
    except OSError:
        taken = set()

    def free(cand: str) -> bool:
        return not os.path.lexists(folder / cand) and _nfc(cand) not in taken

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


def put(src: Path, dst: Path) -> None:
    """Put src at dst without ever replacing an existing dst."""
    try:
        os.link(src, dst, follow_symlinks=False)
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
        if os.path.lexists(dst):
            raise FileExistsError(errno.EEXIST, "exists", str(dst)) from exc
        os.rename(src, dst)
        return
    crash_point("after_link")
    os.unlink(src)


def same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
