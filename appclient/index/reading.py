"""Reading one file the walk listed: through a handle that is the file the walk saw, its
content hash, its digests, and the text search will index (``read_one``); a worker's share
of a batch (``read_chunk``); a file indexed by its name alone (``name_only``). Run in worker
processes (``readers``), so nothing here may rely on this process's state."""

from __future__ import annotations

import hashlib
import json
import os
import time
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any, BinaryIO

from .. import digests as dg
from .. import fs
from ..digests.base import meta, one_line
from ..paths import INBOX
from ..search import fts
from ..search.typos import dictionary_words, tokens_of
from ..search.words import cjk_section, name_words
from .scan import DiskEntry

__all__ = [
    "Read",
    "Skipped",
    "lacking_ocr",
    "with_ocr",
    "Chunk",
    "read_one",
    "read_chunk",
    "name_only",
    "clean",
    "content_hash",
    "stream_hash",
]

_SAMPLE = 1 << 20  # files above 8 MiB are hashed from their size, head and tail
_FULL_HASH_LIMIT = 8 << 20


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
        ds = dg.extract_open(
            f.fileno(),
            os.path.join(root.root, d.rel),
            mime,
            d.size,
            arrived=d.rel.startswith(INBOX),
        )
        why = fs.still_as_seen(f, d.seen)
        if why is None and fs.handle_path(f.fileno()) is None:  # the digesters read the name
            why = fs.still_named(root.root, d.rel, f)
    if why is not None:
        return Skipped(d.rel, why)
    return _read(d, mime, h, ds, time.monotonic() - t0)


def lacking_ocr(reads: list[Read], renamed: dict[str, int]) -> dict[str, int]:
    """The renamed files (path -> their id before) read without an ``ocr`` digest."""
    return {
        r.rel: renamed[r.rel]
        for r in reads
        if r.rel in renamed and not any(d.digester == "ocr" for d in r.digests)
    }


def with_ocr(reads: list[Read], moved: dict[str, int], rows: Iterable[Any]) -> list[Read]:
    """``reads`` with the ``ocr`` digests their files had before a move (``rows``: file id,
    content, data), where they had one."""
    kept = {row[0]: dg.Digest("ocr", row[1], json.loads(row[2] or "{}")) for row in rows}
    return [
        _read(
            DiskEntry(r.rel, r.size, r.mtime_ns), r.mime, r.hash, [*r.digests, kept[fid]], r.seconds
        )
        if (fid := moved.get(r.rel)) in kept
        else r
        for r in reads
    ]


def _read(d: DiskEntry, mime: str, h: str | None, ds: list[dg.Digest], seconds: float) -> Read:
    ds = sorted((clean(x) for x in ds), key=lambda x: x.digester)
    head = fts.search_head(ds)
    pairs = cjk_section("\n".join(x.content for x in ds if x.content))
    if pairs is not None:
        head = f"{head}\n{pairs}" if head else pairs
    text: str | None = fts.text_of(head, (x.content for x in ds))
    if head is None and len(ds) == 1 and text == (ds[0].content or ""):
        text = None  # the same string: not sent twice from a worker process
    name = d.rel.rsplit("/", 1)[-1]
    return Read(d.rel, d.size, d.mtime_ns, mime, h, ds, name_words(name), head, text, seconds)


def name_only(reader: fs.Reader, d: DiskEntry, why: str) -> Read | Skipped | None:
    """The file indexed by its name and hash alone, ``why`` its digest error: for a file whose
    digesters cannot be run safely (its read ended a worker process). Hashing reads bytes,
    it parses nothing."""
    try:
        with reader.open(d.rel, d.seen) as f:
            h = stream_hash(f, d.size)
    except fs.Changed as exc:
        return Skipped(d.rel, str(exc))
    except FileNotFoundError:
        return None
    except OSError as exc:
        return Skipped(d.rel, one_line(exc), unreadable=True)
    mime = dg.guess_mime(d.rel.rsplit("/", 1)[-1])
    return _read(d, mime, h, [dg.Digest("metadata", None, meta(d.rel, d.size), why)], 0.0)


Chunk = tuple[list[Read], set[str], list[Skipped]]


def read_chunk(
    root: str,
    chunk: list[DiskEntry],
    read: Callable[[fs.Reader, DiskEntry], Read | Skipped | None] | None = None,
) -> Chunk:
    """A worker's share of a batch, the typo-dictionary words it holds, and the files it
    did not read (and why). ``read`` reads one file (``read_one``)."""
    reads: list[Read] = []
    skipped: list[Skipped] = []
    read = read or read_one
    with fs.Reader(root) as reader:
        for d in chunk:
            r = read(reader, d)
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
