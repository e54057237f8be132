"""Brings the index up to date with the disk: a full scan on first use, then incremental by
size+mtime (unchanged files are not reread), renames kept by content hash, deletions
dropped. Files are read and digested on worker threads; each batch is written in one
transaction together with its FTS rows and digests."""

from __future__ import annotations

import json
import logging
import os
import time
from collections.abc import AsyncIterator, Callable, Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import aiosqlite
import anyio
import anyio.to_thread

from . import digests as dg
from .db import fetchall, run_tx, write_tx
from .models import IndexStats
from .paths import split_rel
from .scan import (
    DiskEntry,
    IndexEntry,
    content_hash,
    is_unchanged,
    match_renames,
    plan,
    stat_paths,
    walk,
)
from .search.backend import SearchBackend, SearchDoc
from .search.words import name_words

__all__ = ["Indexer", "Progress"]

log = logging.getLogger("mylifedb.index")
BATCH = 400
_READ_CHUNKS = min(4, os.cpu_count() or 1)
Progress = Callable[[int, int], None]  # (done, total)


@dataclass(slots=True)
class _Read:
    rel: str
    size: int
    mtime_ns: int
    mime: str
    hash: str | None
    digests: list[dg.Digest]
    text: str


def _read_one(root: Path, d: DiskEntry) -> _Read | None:
    path = root / d.rel
    name = d.rel.rsplit("/", 1)[-1]
    mime = dg.guess_mime(name)
    try:
        h = content_hash(path, d.size)
    except OSError:
        return None  # vanished between the walk and the read: the next scan settles it
    ds = dg.extract(path, mime, d.size)
    return _Read(d.rel, d.size, d.mtime_ns, mime, h, ds, dg.search_text(ds))


class Indexer:
    def __init__(
        self,
        db: aiosqlite.Connection,
        root: Path,
        lock: anyio.Lock,
        mirror: SearchBackend | None = None,
        *,
        move_lock: anyio.Lock | None = None,
    ) -> None:
        self._db = db
        self._root = root
        self._lock = lock
        self._move_lock = move_lock or anyio.Lock()  # the Mover's: see refresh
        self._mirror = mirror  # a secondary search backend kept equal to the file table
        self._pool = ThreadPoolExecutor(max_workers=4, thread_name_prefix="mylifedb-digest")

    def _read_batch(self, batch: list[DiskEntry]) -> list[_Read]:
        # One contiguous chunk per core, not one task per file: handing the GIL between
        # threads per small file made reading a warm text batch ~3x slower than one thread.
        root = self._root
        k = max(1, -(-len(batch) // _READ_CHUNKS))
        chunks = self._pool.map(lambda c: [_read_one(root, d) for d in c],
                                [batch[i : i + k] for i in range(0, len(batch), k)])
        return [r for c in chunks for r in c if r is not None]

    def close(self) -> None:
        self._pool.shutdown(wait=False, cancel_futures=True)

    async def _index_entries(self, scopes: Iterable[str]) -> list[IndexEntry]:
        """Index entries under these scopes ('a/b.txt' or a folder 'a/')."""
        sql = "SELECT id, path, size, mtime_ns, content_hash, digest_version FROM files"
        rows: list[Any] = []
        for s in scopes:
            if s.endswith("/"):
                rows += await fetchall(self._db,
                    sql + " WHERE path >= ? AND path < ?", (s, s + "\U0010ffff")
                )
            else:
                rows += await fetchall(self._db, sql + " WHERE path = ?", (s,))
        seen: dict[int, IndexEntry] = {}
        for r in rows:
            seen[r[0]] = IndexEntry(r[0], r[1], r[2], r[3], r[4], r[5])
        return list(seen.values())

    async def _drop_unchanged(self, disk: list[DiskEntry]) -> tuple[list[DiskEntry], list[IndexEntry], int]:
        """The disk entries and index entries left once the unchanged files (the same test
        as ``plan``'s) are set aside, and how many those were. Reads the index in chunks, so
        a no-change rescan of a large library never holds an entry object per file."""
        by_rel = {d.rel: d for d in disk}
        index: list[IndexEntry] = []
        unchanged, last = 0, -1
        while True:
            rows = await fetchall(self._db,
                "SELECT id, path, size, mtime_ns, content_hash, digest_version FROM files"
                " WHERE id > ? ORDER BY id LIMIT 5000",
                (last,),
            )
            if not rows:
                break
            last = rows[-1][0]
            for r in rows:
                d = by_rel.get(r[1])
                if d is not None and is_unchanged(d, r[2], r[3], r[5], dg.DIGEST_VERSION):
                    del by_rel[r[1]]
                    unchanged += 1
                else:
                    index.append(IndexEntry(r[0], r[1], r[2], r[3], r[4], r[5]))
        return list(by_rel.values()), index, unchanged

    async def scan(self, progress: Progress | None = None) -> IndexStats:
        """Full scan of the root."""
        t0 = time.perf_counter()
        disk, folders = await anyio.to_thread.run_sync(walk, self._root)
        disk, index, unchanged = await self._drop_unchanged(disk)
        stats = await self._apply(disk, index, progress)
        stats.unchanged += unchanged
        await self._set_folders(folders, None)
        await self._set_meta("last_full_scan", str(time.time()))
        stats.seconds = round(time.perf_counter() - t0, 3)
        stats.files = await self.count()
        return stats

    async def refresh(self, rels: Iterable[str]) -> IndexStats:
        """Re-examine only these paths (files or folders), e.g. from a watcher. Under the
        move lock: a file moving between the look at its old path and at its new one would
        be seen in neither place and dropped from the index."""
        t0 = time.perf_counter()
        async with self._move_lock:
            disk, folders, scopes = await anyio.to_thread.run_sync(stat_paths, self._root, list(rels))
            index = await self._index_entries(scopes)
            stats = await self._apply(disk, index, None)
            await self._set_folders(folders, scopes)
        stats.seconds = round(time.perf_counter() - t0, 3)
        stats.files = await self.count()
        return stats

    async def count(self) -> int:
        return int((await fetchall(self._db, "SELECT count(*) FROM files"))[0][0])

    async def _apply(
        self, disk: list[DiskEntry], index: list[IndexEntry], progress: Progress | None
    ) -> IndexStats:
        p = plan(disk, index, dg.DIGEST_VERSION)
        stats = IndexStats(files=0, unchanged=p.unchanged)
        todo: list[DiskEntry] = p.new + [d for _, d in p.changed]
        existing = {d.rel: ie for ie, d in p.changed}
        gone = list(p.gone)
        total = len(todo)
        done = 0
        if progress:
            progress(0, total)
        new_hashed: list[tuple[str, int, str | None]] = []
        for start in range(0, total, BATCH):
            batch = todo[start : start + BATCH]
            reads = await anyio.to_thread.run_sync(self._read_batch, batch)
            if len(reads) < len(batch):  # vanished since the walk, or unreadable: say which
                read = {r.rel for r in reads}
                stats.unreadable += [d.rel for d in batch if d.rel not in read and (self._root / d.rel).exists()]
            # Renames: a new file whose size+hash matches a vanished one keeps its identity.
            fresh = [r for r in reads if r.rel not in existing]
            renames = match_renames(((r.rel, r.size, r.hash) for r in fresh), gone)
            renamed_to = {rel: ie for ie, rel in renames}
            for ie, _ in renames:
                gone.remove(ie)
            await self._write(reads, existing, renamed_to)
            for r in reads:
                if r.rel in renamed_to:
                    stats.renamed += 1
                elif r.rel in existing:
                    stats.updated += 1
                else:
                    stats.added += 1
                    new_hashed.append((r.rel, r.size, r.hash))
                stats.digest_errors += sum(1 for d in r.digests if d.error)
            done += len(batch)
            if progress:
                progress(done, total)
            await self._mirror_sync([r.rel for r in reads], [])
        if gone:
            await self._delete(gone)
            stats.removed = len(gone)
            await self._mirror_sync([], [g.rel for g in gone])
        return stats

    async def _write(
        self, reads: list[_Read], existing: dict[str, IndexEntry], renamed_to: dict[str, IndexEntry]
    ) -> None:
        now = time.time()
        async with write_tx(self._db, self._lock) as db:
            ids: dict[str, int] = {}
            updates, inserts = [], []
            for r in reads:
                folder, name = split_rel(r.rel)
                prior = existing.get(r.rel) or renamed_to.get(r.rel)
                if prior is not None:
                    updates.append((r.rel, name, folder, r.mime, r.size, r.mtime_ns, r.hash,
                                    dg.DIGEST_VERSION, prior.id))
                    ids[r.rel] = prior.id
                else:
                    inserts.append((r.rel, name, folder, r.mime, r.size, r.mtime_ns, now, r.hash,
                                    dg.DIGEST_VERSION))
            # Whole-batch statements: one thread hop per statement, not three per file.
            await db.executemany(
                """UPDATE files SET path=?, name=?, folder=?, mime_type=?, size=?, mtime_ns=?,
                   content_hash=?, digest_version=? WHERE id=?""",
                updates,
            )
            await db.executemany(
                """INSERT INTO files(path, name, folder, mime_type, size, mtime_ns, added_at,
                                     content_hash, digest_version)
                   VALUES (?,?,?,?,?,?,?,?,?)
                   ON CONFLICT(path) DO UPDATE SET size=excluded.size, mtime_ns=excluded.mtime_ns,
                     mime_type=excluded.mime_type, content_hash=excluded.content_hash,
                     digest_version=excluded.digest_version""",
                inserts,
            )
            new_rels = [i[0] for i in inserts]
            for start in range(0, len(new_rels), 500):
                chunk = new_rels[start : start + 500]
                rows = await fetchall(db,
                    f"SELECT path, id FROM files WHERE path IN ({','.join('?' * len(chunk))})", chunk
                )
                ids.update((row[0], row[1]) for row in rows)
            id_list = [(ids[r.rel],) for r in reads]
            await db.executemany("DELETE FROM files_fts WHERE rowid=?", id_list)
            await db.executemany("DELETE FROM digests WHERE file_id=?", id_list)
            await db.executemany(
                "INSERT INTO files_fts(rowid, name, path, content) VALUES (?,?,?,?)",
                [(ids[r.rel], name_words(split_rel(r.rel)[1]), r.rel, r.text) for r in reads],
            )
            await db.executemany(
                "INSERT INTO digests(file_id, digester, content, data, error) VALUES (?,?,?,?,?)",
                [
                    (ids[r.rel], d.digester, d.content, json.dumps(d.data, default=str), d.error)
                    for r in reads
                    for d in r.digests
                ],
            )

    async def _delete(self, gone: list[IndexEntry]) -> None:
        ids = [(g.id,) for g in gone]
        async with write_tx(self._db, self._lock) as db:
            await db.executemany("DELETE FROM files_fts WHERE rowid=?", ids)
            await db.executemany("DELETE FROM files WHERE id=?", ids)

    async def _set_folders(self, folders: set[str], scopes: Iterable[str] | None) -> None:
        async with write_tx(self._db, self._lock) as db:
            if scopes is None:
                await db.execute("DELETE FROM folders")
            else:
                for s in scopes:
                    if s.endswith("/"):
                        await db.execute("DELETE FROM folders WHERE path >= ? AND path < ?",
                                         (s, s + "\U0010ffff"))
            await db.executemany("INSERT OR IGNORE INTO folders(path) VALUES (?)", [(f,) for f in folders])

    async def _set_meta(self, key: str, value: str) -> None:
        await run_tx(self._db, self._lock, [("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))])

    async def docs(self, paths: list[str]) -> list[SearchDoc]:
        out = []
        for start in range(0, len(paths), 500):
            chunk = paths[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = await fetchall(self._db,
                f"""SELECT f.path, f.name, f.folder, f.mime_type, f.size, f.mtime_ns, t.content
                    FROM files f JOIN files_fts t ON t.rowid = f.id WHERE f.path IN ({marks})""",
                chunk,
            )
            out += [SearchDoc(r[0], r[1], r[2], r[3], r[4], r[5] / 1e9, r[6] or "") for r in rows]
        return out

    async def mirror_sync(self, upserted: list[str], deleted: list[str]) -> None:
        """Tell the secondary search backend about changed paths (moves, scans)."""
        await self._mirror_sync(upserted, deleted)

    async def mirror_catch_up(self) -> bool:
        """Rebuild the secondary backend from the file table when it never received the
        library or missed a change (an outage). Returns True when it rebuilt."""
        if self._mirror is None:
            return False
        rows = await fetchall(self._db,
            "SELECT key, value FROM meta WHERE key IN ('mirror_dirty', 'mirror_built')")
        meta = {r[0]: r[1] for r in rows}
        if meta.get("mirror_built") == self._mirror.name and meta.get("mirror_dirty") != "1":
            return False
        paths = [r[0] for r in await fetchall(self._db, "SELECT path FROM files ORDER BY id")]

        async def docs() -> AsyncIterator[SearchDoc]:
            for start in range(0, len(paths), 1000):
                for d in await self.docs(paths[start : start + 1000]):
                    yield d

        try:
            await self._mirror.rebuild(docs())
        except Exception as exc:
            log.warning("could not rebuild the %s index (%s); search answers from sqlite meanwhile",
                        self._mirror.name, exc)
            await self._set_meta("mirror_dirty", "1")
            return False
        await self._set_meta("mirror_built", self._mirror.name)
        await self._set_meta("mirror_dirty", "0")
        return True

    async def _mirror_sync(self, upserted: list[str], deleted: list[str]) -> None:
        if self._mirror is None or (not upserted and not deleted):
            return
        try:
            await self._mirror.sync(await self.docs(upserted), deleted)
        except Exception as exc:  # the SQLite index stays the source of truth
            log.warning("search mirror %s out of sync (%s); it will be rebuilt", self._mirror.name, exc)
            await self._set_meta("mirror_dirty", "1")
