"""The search mirror: a secondary search backend (Meilisearch) kept equal to the file
table. The SQLite index stays the source of truth: a change the mirror missed (an outage)
marks it dirty, and the next full index rebuilds it."""

from __future__ import annotations

import logging
from collections.abc import AsyncIterator

from ..search.backend import SearchBackend, SearchDoc
from ..state.db import Database, fetchall

__all__ = ["Mirror", "set_meta"]

log = logging.getLogger("mylifedb.index")


async def set_meta(db: Database, key: str, value: str) -> None:
    await db.run([("INSERT OR REPLACE INTO meta(key, value) VALUES (?, ?)", (key, value))])


class Mirror:
    """Keeps ``backend`` (None: no mirror, every call a no-op) equal to the index."""

    def __init__(self, db: Database, backend: SearchBackend | None) -> None:
        self._db = db
        self._backend = backend

    async def docs(self, paths: list[str]) -> list[SearchDoc]:
        out = []
        for start in range(0, len(paths), 500):
            chunk = paths[start : start + 500]
            marks = ",".join("?" * len(chunk))
            rows = await fetchall(
                self._db.writer,
                f"""SELECT f.path, f.name, f.folder, f.mime_type, f.size, f.mtime_ns, s.content,
                           v.vec FROM files f JOIN search_source s ON s.id = f.id
                    LEFT JOIN vectors v ON v.file_id = f.id AND v.stale = 0
                    WHERE f.path IN ({marks})""",
                chunk,
            )
            out += [
                SearchDoc(r[0], r[1], r[2], r[3], r[4], r[5] / 1e9, r[6] or "", r[7]) for r in rows
            ]
        return out

    async def catch_up(self) -> bool:
        """Rebuild the mirror from the file table when it never received the library or
        missed a change (an outage). Returns True when it rebuilt."""
        backend = self._backend
        if backend is None:
            return False
        rows = await fetchall(
            self._db.writer,
            "SELECT key, value FROM meta WHERE key IN ('mirror_dirty', 'mirror_built')",
        )
        meta = {r[0]: r[1] for r in rows}
        if meta.get("mirror_built") == backend.name and meta.get("mirror_dirty") != "1":
            return False
        paths = [
            r[0] for r in await fetchall(self._db.writer, "SELECT path FROM files ORDER BY id")
        ]

        async def docs() -> AsyncIterator[SearchDoc]:
            for start in range(0, len(paths), 1000):
                for d in await self.docs(paths[start : start + 1000]):
                    yield d

        try:
            await backend.rebuild(docs())
        except Exception as exc:
            log.warning(
                "could not rebuild the %s index (%s); search answers from sqlite meanwhile",
                backend.name,
                exc,
            )
            await set_meta(self._db, "mirror_dirty", "1")
            return False
        await set_meta(self._db, "mirror_built", backend.name)
        await set_meta(self._db, "mirror_dirty", "0")
        return True

    async def sync_ids(self, ids: list[int]) -> None:
        """Files whose vectors were (re)computed: send them again, vectors and all."""
        if self._backend is None or not ids:
            return
        rows = await fetchall(
            self._db.writer,
            f"SELECT path FROM files WHERE id IN ({','.join('?' * len(ids))})",
            ids,
        )
        await self.sync([r[0] for r in rows], [])

    async def sync(self, upserted: list[str], deleted: list[str]) -> None:
        """Tell the mirror about changed paths (moves, scans)."""
        if self._backend is None or (not upserted and not deleted):
            return
        try:
            await self._backend.sync(await self.docs(upserted), deleted)
        except Exception as exc:  # the SQLite index stays the source of truth
            log.warning(
                "search mirror %s out of sync (%s); it will be rebuilt", self._backend.name, exc
            )
            await set_meta(self._db, "mirror_dirty", "1")
