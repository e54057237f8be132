"""What changed on disk → what to do to the index. Walking the disk is I/O; deciding what
it means (``plan``, ``match_renames``) is pure, so it is tested without a filesystem.

The walk lists folders through handles from the root that never follow a symlink
(``appclient.fs``) and notes each file's identity (device, inode, size, mtime); reading a
file (``reading``) opens it the same way and reads it only if it is still the file the
walk saw: one swapped meanwhile — for a link out of the library, a FIFO, another file — is
skipped for this pass, and the next pass sees what is there."""

from __future__ import annotations

import os
import stat as _stat
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from .. import fs
from ..paths import is_ignored_name

__all__ = [
    "DiskEntry",
    "IndexEntry",
    "IndexRow",
    "ScanPlan",
    "list_folder",
    "walk",
    "walk_changes",
    "stat_paths",
    "plan",
    "is_unchanged",
    "match_renames",
]


@dataclass(frozen=True, slots=True)
class DiskEntry:
    rel: str
    size: int
    mtime_ns: int
    dev: int = 0  # the file's identity as the walk saw it (0: unknown); only what it saw is read
    ino: int = 0

    @property
    def seen(self) -> fs.Seen:
        return (self.dev, self.ino, self.size, self.mtime_ns)


def _entry(rel: str, st: os.stat_result) -> DiskEntry:
    return DiskEntry(rel, st.st_size, st.st_mtime_ns, st.st_dev, st.st_ino)


@dataclass(frozen=True, slots=True)
class IndexEntry:
    id: int
    rel: str
    size: int
    mtime_ns: int
    content_hash: str | None
    digest_version: int


@dataclass
class ScanPlan:
    new: list[DiskEntry] = field(default_factory=list)
    changed: list[tuple[IndexEntry, DiskEntry]] = field(default_factory=list)
    gone: list[IndexEntry] = field(default_factory=list)
    unchanged: int = 0


def list_folder(root: Path, rel_dir: str) -> tuple[list[DiskEntry], list[str]]:
    """The indexable files directly in ``root/rel_dir`` and its subfolders ('a/b/'), or
    nothing when it cannot be read. Symlinks are not followed (a link could lead out of the
    root or into a loop); ignored names (dot-files, ``.mylifedb/``, ``node_modules``,
    partial downloads) are skipped."""
    files: list[DiskEntry] = []
    subs: list[str] = []
    with fs.listing(root, rel_dir) as it:
        for e in it or ():  # None: vanished, unreadable or swapped for a link: nothing here
            try:
                if e.is_dir(follow_symlinks=False):
                    if not is_ignored_name(e.name, is_dir=True):
                        subs.append(f"{rel_dir}{e.name}/")
                elif e.is_file(follow_symlinks=False):
                    if is_ignored_name(e.name):
                        continue
                    files.append(_entry(f"{rel_dir}{e.name}", e.stat(follow_symlinks=False)))
            except OSError:
                continue
    return files, subs


def walk(root: Path, start: str = "") -> tuple[list[DiskEntry], set[str]]:
    """Every indexable file under ``root/start`` and every folder ('a/', 'a/b/')."""
    files: list[DiskEntry] = []
    folders: set[str] = set()
    stack = [start]
    while stack:
        here, subs = list_folder(root, stack.pop())
        files += here
        folders.update(subs)
        stack += subs
    return files, folders


IndexRow = tuple[
    int, str, int, int, "str | None", int
]  # id, path, size, mtime_ns, hash, digest version


def walk_changes(
    root: Path,
    rows_in: Callable[[str], Iterable[IndexRow]],
    indexed_folders: Callable[[], Iterable[str]],
    current: Callable[[str, int], bool],
) -> tuple[list[DiskEntry], list[IndexEntry], int, set[str], list[str]]:
    """Walk the root folder by folder against the index rows of each folder (``rows_in``):
    returns the disk entries that are new or changed, the index entries not matched by an
    unchanged file (changed, moved or gone), how many files are unchanged, every folder, and
    the folders that are there but cannot be listed (permissions: nothing in them is read).
    Memory follows the changes, not the library: a no-change rescan of a million files
    holds one folder at a time, and an unchanged file costs a stat and a dict lookup."""
    disk: list[DiskEntry] = []
    index: list[IndexEntry] = []
    folders: set[str] = set()
    visited: set[str] = set()
    unchanged = 0
    blocked: list[str] = []
    stack = [""]
    while stack:
        rel_dir = stack.pop()
        visited.add(rel_dir)
        rows = {r[1]: r for r in rows_in(rel_dir)}
        # None (vanished, unreadable, swapped for a link): its rows are left over, hence gone
        with fs.listing(root, rel_dir) as it:
            if it is None and rel_dir and _is_folder(root, rel_dir):
                blocked.append(rel_dir)  # there, but it cannot be listed
            for e in it or ():
                try:
                    name = e.name
                    if e.is_dir(follow_symlinks=False):
                        if not is_ignored_name(name, is_dir=True):
                            sub = f"{rel_dir}{name}/"
                            folders.add(sub)
                            stack.append(sub)
                        continue
                    if not e.is_file(follow_symlinks=False) or is_ignored_name(name):
                        continue
                    st = e.stat(follow_symlinks=False)
                except OSError:
                    continue
                rel = rel_dir + name
                r = rows.get(rel)
                if (
                    r is not None
                    and r[2] == st.st_size
                    and r[3] == st.st_mtime_ns
                    and current(rel, r[5])
                ):
                    del rows[rel]  # the same test as is_unchanged
                    unchanged += 1
                else:
                    disk.append(_entry(rel, st))
        index += [IndexEntry(*r) for r in rows.values()]
    for folder in indexed_folders():
        if folder not in visited:  # deleted, now ignored, or unreadable: its rows are gone
            index += [IndexEntry(*r) for r in rows_in(folder)]
    return disk, index, unchanged, folders, sorted(blocked)


def _is_folder(root: Path, rel_dir: str) -> bool:
    st = fs.lstat_rel(root, rel_dir.rstrip("/"))
    return st is not None and _stat.S_ISDIR(st.st_mode)


def stat_paths(root: Path, rels: Iterable[str]) -> tuple[list[DiskEntry], set[str], set[str]]:
    """Stat a few paths (from a watcher): returns files found, folders found (walked), and
    the prefixes whose index entries these results replace ('a/b.txt' or 'a/' for folders)."""
    files: list[DiskEntry] = []
    folders: set[str] = set()
    scopes: set[str] = set()
    for rel in rels:
        st = fs.lstat_rel(root, rel)  # never through a folder swapped for a link
        if st is None:
            scopes.add(rel)
            scopes.add(rel + "/")
            continue

        if _stat.S_ISDIR(st.st_mode):
            if any(is_ignored_name(part, is_dir=True) for part in rel.split("/")):
                continue
            folders.add(rel + "/")
            sub_files, sub_folders = walk(root, rel + "/")
            files += sub_files
            folders |= sub_folders
            scopes.add(rel + "/")
        elif _stat.S_ISREG(st.st_mode):
            parts = rel.split("/")
            if is_ignored_name(parts[-1]) or any(
                is_ignored_name(x, is_dir=True) for x in parts[:-1]
            ):
                continue
            files.append(_entry(rel, st))
            scopes.add(rel)
    # A folder and a file in it, named together (a watcher's batch), list the file twice:
    # written twice, it broke the batch's transaction (UNIQUE constraint on files.path).
    return list({f.rel: f for f in files}.values()), folders, scopes


def is_unchanged(
    d: DiskEntry, size: int, mtime_ns: int, version: int, current: Callable[[str, int], bool]
) -> bool:
    """The one test for "nothing to reread": same size, same mtime, digests current
    (``current(rel, version)``: ``digests.current``)."""
    return d.size == size and d.mtime_ns == mtime_ns and current(d.rel, version)


def plan(
    disk: Iterable[DiskEntry], index: Iterable[IndexEntry], current: Callable[[str, int], bool]
) -> ScanPlan:
    """Compare the disk with the index: unchanged files (same size and mtime, digests
    current) are not reread."""
    out = ScanPlan()
    by_rel = {e.rel: e for e in index}
    for d in disk:
        ie = by_rel.pop(d.rel, None)
        if ie is None:
            out.new.append(d)
        elif is_unchanged(d, ie.size, ie.mtime_ns, ie.digest_version, current):
            out.unchanged += 1
        else:
            out.changed.append((ie, d))
    out.gone = list(by_rel.values())
    return out


def match_renames(
    new: Iterable[tuple[str, int, str | None]], gone: Iterable[IndexEntry]
) -> list[tuple[IndexEntry, str]]:
    """Pair files that disappeared with new files of the same size and content hash: a
    rename or move outside mylifedb keeps the file's identity (added time, digests)."""
    pool: dict[tuple[int, str], list[IndexEntry]] = {}
    for g in gone:
        if g.content_hash:
            pool.setdefault((g.size, g.content_hash), []).append(g)
    pairs = []
    for rel, size, h in new:
        cands = pool.get((size, h)) if h else None
        if cands:
            pairs.append((cands.pop(0), rel))
    return pairs
