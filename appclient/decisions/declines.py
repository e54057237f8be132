"""Declines: inbox files the organizer looked at and made no suggestion for, remembered in
the index with what the answer was based on — the file's content hash and the library's
*context* (its folders and its guideline). A decline holds while all three are as they were:
a restarted ``watch`` does not ask again about the same file in the same library, and asks
again as soon as the file, a folder or the guideline (a new directive included) changes.
The review page lists them (the person may still choose a folder)."""

from __future__ import annotations

import hashlib
import time
from pathlib import Path

from ..models import DeclinedFile, DeclinedList, utc
from ..paths import GUIDELINE, INBOX
from ..state.db import Database
from ..validate import clean_text, int_arg

__all__ = ["Declines"]


class Declines:
    """The ``declines`` table of the library at ``root``."""

    def __init__(self, db: Database, root: Path) -> None:
        self._db = db
        self._root = root

    async def context(self) -> str:
        """Changes when the library's folders or guideline.md change."""
        digest = hashlib.sha256()
        try:
            digest.update((self._root / GUIDELINE).read_bytes())
        except OSError:
            digest.update(b"(no guideline)")
        for (path,) in await self._db.fetch(
            "SELECT path FROM folders WHERE NOT (path >= ? AND path < ?) ORDER BY path",
            (INBOX, INBOX + "\U0010ffff"),
        ):
            digest.update(b"\0" + path.encode("utf-8", "replace"))
        return digest.hexdigest()[:24]

    async def record(self, file_path: str, reason: str, provider: str) -> None:
        rows = await self._db.fetch("SELECT content_hash FROM files WHERE path=?", (file_path,))
        await self._db.run(
            [
                (
                    "INSERT OR REPLACE INTO declines(file_path, content_hash, context, reason, provider,"
                    " created_at) VALUES (?,?,?,?,?,?)",
                    (
                        file_path,
                        rows[0][0] if rows else None,
                        await self.context(),
                        clean_text((reason or "no suggestion")[:2000]),
                        clean_text(provider[:100]),
                        time.time(),
                    ),
                )
            ],
            doing="recording a decline",
        )

    async def clear(self, file_path: str) -> None:
        await self._db.run(
            [("DELETE FROM declines WHERE file_path=?", (file_path,))], doing="clearing a decline"
        )

    async def holding(self) -> set[str]:
        """Inbox files whose decline still holds: same content, same folders and guideline."""
        context = await self.context()
        rows = await self._db.fetch(
            "SELECT d.file_path FROM declines d JOIN files f ON f.path = d.file_path"
            " WHERE d.context = ? AND d.content_hash IS f.content_hash",
            (context,),
        )
        return {r[0] for r in rows}

    async def listed(self, limit: int = 100) -> DeclinedList:
        """Declined inbox files still there with no pending suggestion, newest first."""
        limit = int_arg(limit, "limit", 1, 500)
        rows = await self._db.fetch(
            "SELECT d.file_path, d.reason, d.provider, d.created_at FROM declines d"
            " JOIN files f ON f.path = d.file_path"
            " WHERE f.folder >= ? AND f.folder < ? AND NOT EXISTS (SELECT 1 FROM suggestions s"
            " WHERE s.file_path = d.file_path AND s.status = 'pending')"
            " ORDER BY d.created_at DESC LIMIT ?",
            (INBOX, INBOX + "\U0010ffff", limit),
        )
        return DeclinedList(
            files=[
                DeclinedFile(file_path=r[0], reason=r[1], provider=r[2], declined_at=utc(r[3]))
                for r in rows
                if (self._root / r[0]).is_file()
            ]
        )
