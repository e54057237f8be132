"""Files as the index knows them: one file with its digests, the newest files, and the
closest names to a path that is not there."""

from __future__ import annotations

import json
import sqlite3
from difflib import get_close_matches
from typing import Any

from ..models import FileDetail, RecentFile, RecentFiles, SimilarFile, SimilarFiles, utc
from ..paths import ancestor_folders, split_rel
from ..search import fts
from ..state.db import Database
from .vectors import mark_stale

__all__ = ["Files", "MAX_CONTENT_CHARS", "record_move"]

MAX_CONTENT_CHARS = 30_000  # per digest in get_file: ~8k tokens, enough to tell what a file is


class Files:
    """Reads of the ``files`` and ``digests`` tables (the indexer writes them)."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def rows(self, rel: str) -> list[Any]:
        """The file's row joined with each of its digests, in one statement: one snapshot."""
        return await self._db.fetch(
            "SELECT f.id, f.path, f.name, f.folder, f.mime_type, f.size, f.mtime_ns, f.added_at,"
            " d.digester, d.content, d.data, d.error FROM files f LEFT JOIN digests d ON d.file_id = f.id"
            " WHERE f.path=? ORDER BY d.digester",
            (rel,),
        )

    @staticmethod
    def detail(rows: list[Any]) -> FileDetail:
        """A file's metadata and digests from :meth:`rows` (which found it)."""
        _fid, rel, name, folder, mime, size, mtime_ns, added_at = rows[0][:8]
        digests: dict[str, dict[str, Any]] = {}
        for d in (r[8:] for r in rows if r[8] is not None):
            entry: dict[str, Any] = json.loads(d[2] or "{}")
            if d[1] is not None:
                entry["content"] = d[1][:MAX_CONTENT_CHARS]
                if len(d[1]) > MAX_CONTENT_CHARS:
                    # A model's context is the budget here; search still covers the rest.
                    entry["content_truncated_at"] = MAX_CONTENT_CHARS
            if d[3]:
                entry["error"] = d[3]
            digests[d[0]] = entry
        return FileDetail(
            path=rel,
            name=name,
            folder=folder,
            mime_type=mime,
            size=size,
            created_at=utc(added_at),
            modified_at=utc(mtime_ns / 1e9),
            digests=digests,
        )

    async def paths(self) -> list[str]:
        """Every indexed file's path, sorted (what a host completes a path argument from)."""
        return [r[0] for r in await self._db.fetch("SELECT path FROM files ORDER BY path")]

    async def hint(self, rel: str) -> str | None:
        """The indexed names closest to ``rel`` in its folder."""
        folder, _, _name = rel.rpartition("/")
        rows = await self._db.fetch(
            "SELECT path FROM files WHERE folder=? LIMIT 2000", (folder + "/" if folder else "",)
        )
        close = get_close_matches(rel, [r[0] for r in rows], n=3, cutoff=0.5)
        if close:
            return "closest: " + ", ".join(repr(c) for c in close)
        return None  # the error says where to look instead (see="search")

    async def similar(self, path: str, near: list[tuple[int, float]]) -> SimilarFiles:
        """``near`` (file id, cosine) as the files they are, in that order."""
        ids = [fid for fid, _ in near]
        rows = {
            r[0]: r
            for r in await self._db.fetch(
                f"SELECT id, path, name, folder, mime_type FROM files WHERE id IN ({','.join('?' * len(ids))})",
                ids,
            )
        }
        return SimilarFiles(
            path=path,
            results=[
                SimilarFile(
                    path=rows[fid][1],
                    name=rows[fid][2],
                    folder=rows[fid][3],
                    mime_type=rows[fid][4],
                    score=round(cos, 4),
                )
                for fid, cos in near
                if fid in rows
            ],
        )

    async def recent(self, limit: int, mime: str | None, folder: str | None) -> RecentFiles:
        """The newest files (by when the library first saw them), optionally of one type
        prefix and inside one folder (both already checked)."""
        where, params = ["1=1"], []
        if mime:
            where.append("mime_type >= ? AND mime_type < ?")
            params += [mime, mime + "\U0010ffff"]
        if folder:
            where.append("folder >= ? AND folder < ?")
            params += [folder, folder + "\U0010ffff"]
        rows = await self._db.fetch(
            f"SELECT path, name, mime_type, size, added_at FROM files WHERE {' AND '.join(where)}"
            " ORDER BY added_at DESC, id DESC LIMIT ?",
            (*params, limit),
        )
        return RecentFiles(
            files=[
                RecentFile(path=r[0], name=r[1], mime_type=r[2], size=r[3], added_at=utc(r[4]))
                for r in rows
            ]
        )


def record_move(db: sqlite3.Connection, source: str, destination: str) -> None:
    """The index rows of a file moved from ``source`` to ``destination`` (on the connection's
    thread, inside the caller's transaction). The FTS rows are external content: they go
    out while the views still show the old name and path, and come back from the new ones."""
    folder, name = split_rel(destination)
    db.executemany(
        "INSERT OR IGNORE INTO folders(path) VALUES (?)", [(f,) for f in ancestor_folders(folder)]
    )
    moved = db.execute("SELECT id FROM files WHERE path=?", (source,)).fetchone()
    if moved is None:
        return  # never indexed there: the next scan indexes it where it is
    # A row already at the destination is stale (the name was free on disk: the file there
    # was deleted outside mylifedb and no scan has run since). It would break the UNIQUE
    # path, so it goes.
    stale = db.execute("SELECT id FROM files WHERE path=?", (destination,)).fetchone()
    fts.unindex(db, [moved[0], *([stale[0]] if stale else [])])
    if stale:
        db.execute("DELETE FROM files WHERE id=?", (stale[0],))
    db.execute(
        "UPDATE files SET path=?, name=?, folder=?, search_name=? WHERE id=?",
        (destination, name, folder, fts.stored_name(name), moved[0]),
    )
    fts.index_from_view(db, [moved[0]])
    mark_stale(db, [moved[0]])  # its folder's words are part of what was embedded
