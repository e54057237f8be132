"""What changed on disk → what to do to the index. Walking the disk and reading files
(``read_one``: hash, digests, the text search will index) is I/O; deciding what it means
(``plan``, ``match_renames``) is pure, so it is tested without a filesystem.

The walk lists folders and the reads open files through handles from the root that never
follow a symlink (``appclient.fs``), and a file is read only if its handle is the file the
walk saw (device, inode, size, mtime): one swapped meanwhile — for a link out of the
library, a FIFO, another file — is skipped for this pass (``Skipped``), and the next pass
sees what is there."""

from __future__ import annotations

import hashlib
import os
import stat as _stat
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from .. import digests as dg
from .. import fs
from ..digests.base import one_line
from ..paths import is_ignored_name
from ..search import fts
from ..search.typos import dictionary_words, tokens_of
from ..search.words import cjk_section, name_words

__all__ = [
    "DiskEntry",
    "IndexEntry",
    "IndexRow",
    "ScanPlan",
    "Read",
    "Skipped",
    "Chunk",
    "list_folder",
    "walk",
    "walk_changes",
    "stat_paths",
    "plan",
    "is_unchanged",
    "match_renames",
    "read_one",
    "stream_hash",
    "read_chunk",
    "clean",
    "content_hash",
]

_SAMPLE = 1 << 20  # files above 8 MiB are hashed from their size, head and tail
_FULL_HASH_LIMIT = 8 << 20


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
    digest_version: int,
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
                    and r[5] == digest_version
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


def is_unchanged(d: DiskEntry, size: int, mtime_ns: int, version: int, digest_version: int) -> bool:
    """The one test for "nothing to reread": same size, same mtime, digests current."""
    return d.size == size and d.mtime_ns == mtime_ns and version == digest_version


def plan(disk: Iterable[DiskEntry], index: Iterable[IndexEntry], digest_version: int) -> ScanPlan:
    """Compare the disk with the index: unchanged files (same size and mtime, digests
    current) are not reread."""
    out = ScanPlan()
    by_rel = {e.rel: e for e in index}
    for d in disk:
        ie = by_rel.pop(d.rel, None)
        if ie is None:
            out.new.append(d)
        elif is_unchanged(d, ie.size, ie.mtime_ns, ie.digest_version, digest_version):
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


@dataclass(slots=True)
class Read:
    rel: str
    size: int
    mtime_ns: int
    mime: str
    hash: str | None
    digests: list[dg.Digest]
    search_name: str
    head: str | None
    _text: str | None  # what search_source.content will show; None: the sole digest's content
    seconds: float = 0.0  # how long hashing and digesting it took

    @property
    def text(self) -> str:
        if self._text is not None:
            return self._text
        return self.digests[0].content or "" if self.digests else ""


def clean(d: dg.Digest) -> dg.Digest:
    # A NUL would make SQLite's substr() and Python's slicing disagree on the indexed text.
    if d.content and "\x00" in d.content:
        return dg.Digest(d.digester, d.content.replace("\x00", ""), d.data, d.error)
    return d


@dataclass(frozen=True, slots=True)
class Skipped:
    """A file the walk listed but this pass did not read, and why. ``unreadable``: it cannot
    be opened (permissions), said to the person; otherwise it changed since the walk and
    the next pass reads what is there."""

    rel: str
    reason: str
    unreadable: bool = False


def read_one(root: str | fs.Reader, d: DiskEntry) -> Read | Skipped | None:
    """Hash and digest one file (on a worker thread or process) through a handle that is
    the file the walk saw; the digesters read that handle, not the name again. None if it
    vanished; ``Skipped`` if it is not what the walk saw or cannot be opened."""
    if isinstance(root, str):
        with fs.Reader(root) as reader:
            return read_one(reader, d)
    name = d.rel.rsplit("/", 1)[-1]
    mime = dg.guess_mime(name)
    t0 = time.monotonic()
    try:
        f = root.open(d.rel, d.seen)
    except fs.Changed as exc:
        return Skipped(d.rel, str(exc))
    except FileNotFoundError:
        return None  # vanished between the walk and the read: the next scan settles it
    except OSError as exc:
        return Skipped(d.rel, one_line(exc), unreadable=True)
    with f:
        try:
            h = stream_hash(f, d.size)
        except OSError as exc:
            return Skipped(d.rel, one_line(exc), unreadable=True)
        ds = dg.extract_open(f.fileno(), os.path.join(root.root, d.rel), mime, d.size)
        why = fs.still_as_seen(f, d.seen)
        if why is None and fs.handle_path(f.fileno()) is None:  # the digesters read the name
            why = fs.still_named(root.root, d.rel, f)
    if why is not None:
        return Skipped(d.rel, why)
    ds = sorted((clean(x) for x in ds), key=lambda x: x.digester)
    head = fts.search_head(ds)
    pairs = cjk_section("\n".join(x.content for x in ds if x.content))
    if pairs is not None:
        head = f"{head}\n{pairs}" if head else pairs
    text: str | None = fts.text_of(head, (x.content for x in ds))
    if head is None and len(ds) == 1 and text == (ds[0].content or ""):
        text = None  # the same string: not sent twice from a worker process
    seconds = time.monotonic() - t0
    return Read(d.rel, d.size, d.mtime_ns, mime, h, ds, name_words(name), head, text, seconds)


Chunk = tuple[list[Read], set[str], list[Skipped]]


def read_chunk(root: str, chunk: list[DiskEntry]) -> Chunk:
    """A worker's share of a batch, the typo-dictionary words it holds, and the files it
    did not read (and why)."""
    reads: list[Read] = []
    skipped: list[Skipped] = []
    with fs.Reader(root) as reader:
        for d in chunk:
            r = read_one(reader, d)
            if isinstance(r, Read):
                reads.append(r)
            elif r is not None:
                skipped.append(r)
    tokens: set[str] = set()
    for r in reads:
        tokens.update(tokens_of(r.search_name))
        tokens.update(tokens_of(r.rel))
        tokens.update(tokens_of(r.text))
    return reads, dictionary_words(tokens), skipped


def content_hash(path: str | os.PathLike[str], size: int, head: bytes | None = None) -> str:
    """blake2b of the content; files over 8 MiB are sampled (size + first and last MiB)."""
    if head is not None and len(head) == size and size <= _FULL_HASH_LIMIT:
        return hashlib.blake2b(head, digest_size=16).hexdigest()
    with open(path, "rb") as f:
        return stream_hash(f, size)


def stream_hash(f: BinaryIO, size: int) -> str:
    """``content_hash`` of an open file (read from its start)."""
    h = hashlib.blake2b(digest_size=16)
    if size <= _FULL_HASH_LIMIT:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    else:
        h.update(str(size).encode())
        h.update(f.read(_SAMPLE))
        f.seek(-_SAMPLE, os.SEEK_END)
        h.update(f.read(_SAMPLE))
    return h.hexdigest()
