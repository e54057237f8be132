"""Brings the index up to date with the disk: a full scan on first use, then incremental by
size+mtime (unchanged files are not reread), renames kept by content hash, deletions
dropped.

Indexing is a two-stage pipeline: worker processes read, hash and digest the next batch
while the connection's thread writes the current one, so SQLite's FTS5 tokenizer (C) and
the digesters (Python) keep every core busy; the digesters never run in this process
(``readers``: a crashing or runaway file ends a worker, not ``serve``). A batch is one
transaction and one hop to the database thread: file rows, digests, both FTS tables and the
batch's new typo-dictionary words, with ids assigned in the transaction rather than read
back."""

from __future__ import annotations

import json
import logging
import sqlite3
import time
from collections.abc import Callable, Iterable, Iterator
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from .. import digests as dg
from ..models import IndexStats
from ..paths import split_rel
from ..search import fts
from ..search.backend import SearchBackend
from ..state.db import Database, fetchall, run_on
from .coverage import UNREADABLE_KEY
from .mirror import Mirror, set_meta
from .readers import Readers, shared
from .reading import Read, Skipped, lacking_ocr, with_ocr
from .scan import (
    DiskEntry,
    IndexEntry,
    IndexRow,
    match_renames,
    plan,
    stat_paths,
    walk_changes,
)
from .vectors import mark_stale

__all__ = ["Indexer", "Progress"]

log = logging.getLogger("mylifedb.index")
BATCH = 1000  # files per transaction
BATCH_BYTES = 48 << 20  # and at most this much file data read per batch
UNREADABLE_KEPT = 50  # paths that could not be read, kept for status
KNOWN_WORDS = 200_000  # typo-dictionary words remembered as written (bounded memory)
_OCR_OF = (
    f"SELECT file_id, content, data FROM digests WHERE digester='ocr' AND file_id IN ({fts.IDS})"
)
SLOW_READ_S = 5.0  # reading and digesting one file longer than this is logged (a warning)
Progress = Callable[[int, int], None]  # (done, total)


def _tell_slow(reads: list[Read]) -> None:
    for r in reads:
        if r.seconds >= SLOW_READ_S:
            log.warning(
                "reading %s took %.1f s (%s)",
                r.rel,
                r.seconds,
                ", ".join(d.digester for d in r.digests) or "no digest",
            )


def _tell_skipped(skipped: list[Skipped]) -> list[str]:
    """Log the files a batch did not read; returns those that cannot be read at all."""
    for s in skipped:
        if not s.unreadable:
            log.warning("not read this time: %s (%s); the next pass reads it", s.rel, s.reason)
    return [s.rel for s in skipped if s.unreadable]


def _batches(todo: list[DiskEntry]) -> Iterator[list[DiskEntry]]:
    batch: list[DiskEntry] = []
    size = 0
    for d in todo:
        batch.append(d)
        size += d.size
        if len(batch) >= BATCH or size >= BATCH_BYTES:
            yield batch
            batch, size = [], 0
    if batch:
        yield batch


def _write_batch(
    conn: sqlite3.Connection, reads: list[Read], prior: dict[str, int], now: float, words: list[str]
) -> dict[str, int]:
    """One batch in the open transaction, on the connection's thread. ``prior`` maps a rel
    to the id it keeps (a changed file, or the vanished file it was renamed from). Returns
    the id of every rel written."""
    rels = [r.rel for r in reads if r.rel not in prior]
    prior = dict(prior)
    if rels:  # a row another process added since our plan: update it rather than clash
        prior.update(
            conn.execute(
                f"SELECT path, id FROM files WHERE path IN ({fts.IDS})", (json.dumps(rels),)
            ).fetchall()
        )
    old = sorted({prior[r.rel] for r in reads if r.rel in prior})
    fts.unindex(conn, old)  # while the views still show what was indexed
    mark_stale(conn, old)  # embedded again only if the text really changed
    conn.execute(f"DELETE FROM digests WHERE file_id IN ({fts.IDS})", (json.dumps(old),))
    (top,) = conn.execute("SELECT coalesce(max(id), 0) FROM files").fetchone()
    ids: dict[str, int] = {}
    updates, inserts = [], []
    for r in reads:
        folder, name = split_rel(r.rel)
        row = (
            r.rel,
            name,
            folder,
            r.mime,
            r.size,
            r.mtime_ns,
            r.hash,
            dg.DIGEST_VERSION,
            fts.stored_name(name),
            r.head,
        )
        fid = prior.get(r.rel)
        if fid is None:
            top += 1
            fid = top
            inserts.append((fid, *row, now))
        else:
            updates.append((*row, fid))
        ids[r.rel] = fid
    conn.executemany(
        "UPDATE files SET path=?, name=?, folder=?, mime_type=?, size=?, mtime_ns=?, content_hash=?,"
        " digest_version=?, search_name=?, search_head=? WHERE id=?",
        updates,
    )
    conn.executemany(
        "INSERT INTO files(id, path, name, folder, mime_type, size, mtime_ns, content_hash, digest_version,"
        " search_name, search_head, added_at) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
        inserts,
    )
    conn.executemany(
        "INSERT INTO digests(file_id, digester, content, data, error) VALUES (?,?,?,?,?)",
        [
            (ids[r.rel], d.digester, d.content, json.dumps(d.data, default=str), d.error)
            for r in reads
            for d in r.digests
        ],
    )
    rows = [fts.row_values(ids[r.rel], r.search_name, r.rel, r.text) for r in reads]
    conn.executemany(fts.INSERT_FILES_FTS, [b for b, _ in rows])
    conn.executemany(fts.INSERT_HEAD_FTS, [h for _, h in rows])
    conn.executemany(fts.INSERT_WORDS, fts.word_rows(words))
    return ids


def _delete_files(conn: sqlite3.Connection, gone: dict[int, str]) -> list[int]:
    """Drop the rows of files gone from disk; returns the ids dropped. A row whose path
    changed since the walk is skipped: mylifedb moved that file meanwhile, it is not gone."""
    rows = conn.execute(
        f"SELECT id, path FROM files WHERE id IN ({fts.IDS})", (json.dumps(list(gone)),)
    )
    ids = [fid for fid, path in rows if gone[fid] == path]
    fts.unindex(conn, ids)
    conn.execute(f"DELETE FROM files WHERE id IN ({fts.IDS})", (json.dumps(ids),))
    return ids


_ROWS = "SELECT id, path, size, mtime_ns, content_hash, digest_version FROM files"


def _scan_changes(
    root: Path, db_path: str
) -> tuple[list[DiskEntry], list[IndexEntry], int, set[str], list[str]]:
    """``walk_changes`` against the index, on this worker thread through a read-only
    connection of its own (WAL: it neither waits for nor blocks the main connection)."""
    conn = sqlite3.connect(f"{Path(db_path).as_uri()}?mode=ro", uri=True, timeout=10)
    try:

        def rows_in(folder: str) -> list[IndexRow]:
            return conn.execute(_ROWS + " WHERE folder = ?", (folder,)).fetchall()

        def folders() -> list[str]:
            return [r[0] for r in conn.execute("SELECT DISTINCT folder FROM files")]

        return walk_changes(root, rows_in, folders, dg.current)
    finally:
        conn.close()


class Indexer:
    def __init__(
        self,
        db: Database,
        root: Path,
        mirror: SearchBackend | None = None,
        *,
        move_lock: anyio.Lock | None = None,
        readers: Readers | None = None,
    ) -> None:
        self._db = db
        self._root = root
        self._move_lock = move_lock or anyio.Lock()  # the Mover's: see refresh
        self.mirror = Mirror(db, mirror)  # a secondary search backend kept equal to the file table
        self._readers = readers or shared()  # where files are read: worker processes
        self._known_words: set[str] = set()
        self._db_path: str | None = None

    def close(self) -> None:
        if self._readers is not shared():  # the process's kept worker serves other libraries
            self._readers.close()

    async def _index_entries(self, scopes: Iterable[str]) -> list[IndexEntry]:
        """Index entries under these scopes ('a/b.txt' or a folder 'a/')."""
        sql = "SELECT id, path, size, mtime_ns, content_hash, digest_version FROM files"
        rows: list[Any] = []
        for s in scopes:
            if s.endswith("/"):
                rows += await fetchall(
                    self._db.writer, sql + " WHERE path >= ? AND path < ?", (s, s + "\U0010ffff")
                )
            else:
                rows += await fetchall(self._db.writer, sql + " WHERE path = ?", (s,))
        seen: dict[int, IndexEntry] = {}
        for r in rows:
            seen[r[0]] = IndexEntry(r[0], r[1], r[2], r[3], r[4], r[5])
        return list(seen.values())

    async def scan(self, progress: Progress | None = None) -> IndexStats:
        """Full scan of the root."""
        t0 = time.perf_counter()
        if self._db_path is None:
            self._db_path = str((await fetchall(self._db.writer, "PRAGMA database_list"))[0][2])
        disk, index, unchanged, folders, blocked = await anyio.to_thread.run_sync(
            _scan_changes, self._root, self._db_path
        )
        stats = await self._apply(disk, index, progress)
        stats.unchanged += unchanged
        stats.unreadable = blocked + stats.unreadable
        await self._set_folders(folders, None)
        await self._set_meta("last_full_scan", str(time.time()))
        # what could not be read, for status (a full scan tries every such path again)
        await self._set_meta(UNREADABLE_KEY, json.dumps(stats.unreadable[:UNREADABLE_KEPT]))
        stats.seconds = round(time.perf_counter() - t0, 3)
        stats.files = await self.count()
        return stats

    async def refresh(self, rels: Iterable[str]) -> IndexStats:
        """Re-examine only these paths (files or folders), e.g. from a watcher. Under the
        move lock: a file moving between the look at its old path and at its new one would
        be seen in neither place and dropped from the index."""
        t0 = time.perf_counter()
        async with self._move_lock:
            disk, folders, scopes = await anyio.to_thread.run_sync(
                stat_paths, self._root, list(rels)
            )
            index = await self._index_entries(scopes)
            stats = await self._apply(disk, index, None)
            await self._set_folders(folders, scopes)
        stats.seconds = round(time.perf_counter() - t0, 3)
        stats.files = await self.count()
        return stats

    async def count(self) -> int:
        return int((await fetchall(self._db.writer, "SELECT count(*) FROM files"))[0][0])

    async def _apply(
        self, disk: list[DiskEntry], index: list[IndexEntry], progress: Progress | None
    ) -> IndexStats:
        p = plan(disk, index, dg.current)
        stats = IndexStats(files=0, unchanged=p.unchanged)
        todo: list[DiskEntry] = p.new + [d for _, d in p.changed]
        existing = {d.rel: ie for ie, d in p.changed}
        gone = {g.id: g for g in p.gone}
        total = len(todo)
        if progress:
            progress(0, total)
        batches = list(_batches(todo))
        if batches:  # no worker is started for a pass with nothing to read
            await self._read_all(batches, existing, gone, stats, progress)
        if gone:
            async with self._db.write("dropping deleted files") as db:
                dropped = await run_on(db, _delete_files, {g.id: g.rel for g in gone.values()})
            stats.removed = len(dropped)
            await self.mirror.sync([], [gone[i].rel for i in dropped])
        return stats

    async def _read_all(
        self,
        batches: list[list[DiskEntry]],
        existing: dict[str, IndexEntry],
        gone: dict[int, IndexEntry],
        stats: IndexStats,
        progress: Progress | None,
    ) -> None:
        total, done = sum(map(len, batches)), 0
        with self._readers.reading(str(self._root)) as reading:
            pending = reading.submit(batches[0])
            try:
                for i, batch in enumerate(batches):
                    reads, words, skipped = await anyio.to_thread.run_sync(
                        reading.collect, pending, batch
                    )
                    _tell_slow(reads)
                    stats.unreadable += _tell_skipped(skipped)
                    # Read the next batch while this one is written.
                    pending = reading.submit(batches[i + 1]) if i + 1 < len(batches) else []
                    await self._apply_batch(reads, existing, gone, stats, words)
                    done += len(batch)
                    if progress:
                        progress(done, total)
            finally:
                for f in pending:
                    f.cancel()

    async def _apply_batch(
        self,
        reads: list[Read],
        existing: dict[str, IndexEntry],
        gone: dict[int, IndexEntry],
        stats: IndexStats,
        words: set[str],
    ) -> None:
        # Renames: a new file whose size+hash matches a vanished one keeps its identity.
        fresh = [r for r in reads if r.rel not in existing]
        renames = match_renames(((r.rel, r.size, r.hash) for r in fresh), gone.values())
        renamed_to = {rel: ie for ie, rel in renames}
        for ie, _ in renames:
            del gone[ie.id]
        # A file moved by hand keeps the text OCR read where it was (a camera photo is read
        # in inbox/ only): the same bytes, so the same words.
        if moved := lacking_ocr(reads, {rel: ie.id for rel, ie in renamed_to.items()}):
            ids = json.dumps([*moved.values()])
            reads = with_ocr(reads, moved, await self._db.fetch(_OCR_OF, (ids,)))
        await self._write(reads, existing, renamed_to, words)
        for r in reads:
            if r.rel in renamed_to:
                stats.renamed += 1
            elif r.rel in existing:
                stats.updated += 1
            else:
                stats.added += 1
            failed = sum(1 for d in r.digests if d.error)
            stats.digest_errors += failed
            stats.digest_failed_files += bool(failed)
            if failed and len(stats.digest_failed) < 50:
                stats.digest_failed.append(r.rel)
        await self.mirror.sync([r.rel for r in reads], [])

    async def _write(
        self,
        reads: list[Read],
        existing: dict[str, IndexEntry],
        renamed_to: dict[str, IndexEntry],
        words: set[str],
    ) -> None:
        prior = {rel: ie.id for rel, ie in existing.items()}
        prior.update((rel, ie.id) for rel, ie in renamed_to.items())
        new_words = sorted(words - self._known_words)
        async with self._db.write() as db:
            await run_on(db, _write_batch, reads, prior, time.time(), new_words)
        if len(self._known_words) + len(new_words) > KNOWN_WORDS:
            self._known_words.clear()
        self._known_words.update(new_words)

    async def _set_folders(self, folders: set[str], scopes: Iterable[str] | None) -> None:
        async with self._db.write() as db:
            if scopes is None:
                await db.execute("DELETE FROM folders")
            else:
                for s in scopes:
                    if s.endswith("/"):
                        await db.execute(
                            "DELETE FROM folders WHERE path >= ? AND path < ?",
                            (s, s + "\U0010ffff"),
                        )
            await db.executemany(
                "INSERT OR IGNORE INTO folders(path) VALUES (?)", [(f,) for f in folders]
            )

    async def _set_meta(self, key: str, value: str) -> None:
        await set_meta(self._db, key, value)
