"""The ``suggestions`` table: make, read, claim and expire suggestions.

A suggestion is a row in ``suggestions``; at most one per file is pending (a unique index
enforces it, and a new one expires the old). Resolving is a claim — one UPDATE from
'pending' that only one caller in any process can win; for accept and choose it is made in
the transaction that journals the move (``moves.py``), so a suggestion is 'accepted' only
while its file is moving or has moved. Reading suggestions writes nothing: a pending one
whose file is gone reads as 'expired', and is recorded so by the next index or refresh."""

from __future__ import annotations

import json
import math
import secrets
import sqlite3
import time
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from ..errors import Conflict, InvalidArgument, NotFound
from ..models import Alternative, Suggestion, SuggestionList, SuggestionStatus, utc
from ..paths import INBOX
from ..state.db import Database, Statement, run_on
from ..validate import clean_text, int_arg, strip_hidden

__all__ = ["SuggestionStore", "STATUSES", "give_back"]

STATUSES = ("pending", "accepted", "rejected", "expired")
_COLS = (
    "id, file_path, target_folder, reasoning, confidence, alternatives, status, created_at, "
    "resolved_at, source, creates_folder, new_name"
)
# A suggestion put back to pending points at what was suggested again, not at a chosen folder.
_REOPEN = (
    "status='pending', resolved_at=NULL, target_folder=coalesce(suggested_folder, target_folder)"
)


def give_back(suggestion_id: str, now: float, *, file_path: str | None = None) -> Statement:
    """An accepted suggestion whose file did not move (or was moved back) waits again, for
    what was suggested (a 'choose' had replaced its target) and, after an undo, for the file
    where it is now. If another suggestion for that file is pending already, this one expires
    instead: one pending suggestion per file, and never one stuck 'accepted'."""
    file_sql = "?" if file_path is not None else "suggestions.file_path"
    other = f"EXISTS (SELECT 1 FROM suggestions s2 WHERE s2.file_path={file_sql} AND s2.status='pending')"
    at = (file_path,) if file_path is not None else ()
    return (
        f"UPDATE suggestions SET status = CASE WHEN {other} THEN 'expired' ELSE 'pending' END,"
        f" resolved_at = CASE WHEN {other} THEN ? ELSE NULL END,"
        f" target_folder = coalesce(suggested_folder, target_folder), file_path = {file_sql}"
        " WHERE id=? AND status='accepted'",
        (*at, *at, now, *at, suggestion_id),
    )


def _row(r: Any) -> Suggestion:
    return Suggestion(
        id=r[0],
        file_path=r[1],
        target_folder=r[2],
        reasoning=r[3],
        confidence=r[4],
        alternatives=[Alternative(**a) for a in json.loads(r[5] or "[]")],
        status=r[6],
        created_at=utc(r[7]),
        resolved_at=utc(r[8]) if r[8] else None,
        source=r[9],
        creates_folder=bool(r[10]),
        new_name=r[11],
    )


def check_id(suggestion_id: Any) -> str:
    if (
        not isinstance(suggestion_id, str)
        or not suggestion_id.strip()
        or len(suggestion_id) > 100
        or not suggestion_id.isascii()
    ):
        raise InvalidArgument(
            "a suggestion is named by an id like 'sug-1a2b3c4d5e6f'",
            argument="suggestion_id",
            see="suggestions",
        )
    return suggestion_id.strip()


class SuggestionStore:
    """The suggestions of the library at ``root``, in ``db``."""

    def __init__(self, db: Database, root: Path) -> None:
        self._db = db
        self._root = root

    async def add(
        self,
        file_path: str,
        target: str,
        creates: bool,
        reasoning: str,
        confidence: float,
        alternatives: list[dict[str, str]],
        source: str,
        seen: tuple[int, int, str] | None = None,
        new_name: str | None = None,
    ) -> Suggestion:
        """A new pending suggestion for ``file_path`` (checked), expiring the one before.
        ``seen``: what the file is now (size, mtime in ns, content hash), for accept to check;
        ``new_name``: the name it gets when accepted (checked by the caller)."""
        if (
            isinstance(confidence, bool)
            or not isinstance(confidence, int | float)
            or math.isnan(confidence)
            or not 0.0 <= float(confidence) <= 1.0
        ):
            raise InvalidArgument(
                f"confidence must be a number from 0.0 to 1.0, got {confidence!r}"
            )
        if not isinstance(reasoning, str) or not strip_hidden(reasoning).strip():
            raise InvalidArgument(
                "reasoning is required: say in 1-2 sentences why this folder fits"
            )
        sid = "sug-" + secrets.token_hex(6)
        now = time.time()
        await self._db.run(
            [
                (
                    "UPDATE suggestions SET status='expired', resolved_at=? WHERE file_path=? AND status='pending'",
                    (now, file_path),
                ),
                (
                    f"INSERT INTO suggestions({_COLS}, suggested_folder, seen_size, seen_mtime_ns,"
                    " seen_hash) VALUES (?,?,?,?,?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        sid,
                        file_path,
                        target,
                        clean_text(strip_hidden(reasoning).strip()[:2000]),
                        float(confidence),
                        json.dumps(alternatives),
                        "pending",
                        now,
                        None,
                        clean_text(source),
                        int(creates),
                        new_name,
                        target,
                        *(seen or (None, None, None)),
                    ),
                ),
            ]
        )
        return await self.get(sid)

    async def seen(self, suggestion_id: str) -> tuple[int, int, str] | None:
        """What the suggestion's file was when it was made (None: made before this was kept)."""
        rows = await self._db.fetch(
            "SELECT seen_size, seen_mtime_ns, seen_hash FROM suggestions WHERE id=?",
            (suggestion_id,),
        )
        if not rows or rows[0][2] is None:
            return None
        return int(rows[0][0]), int(rows[0][1]), str(rows[0][2])

    async def changed(self, suggestion_id: str, file_path: str, why: str) -> Conflict:
        """The file was replaced or edited since the suggestion: it expires (a new one is
        made for the file as it is now), and the caller hears why nothing moved."""
        if await self._db.run([self._expire(suggestion_id, time.time())]) != 1:
            return await self.already(suggestion_id)
        return Conflict(
            f"{file_path!r} changed since suggestion {suggestion_id} was made ({why}): it may "
            "be another file under the same name, so nothing was moved and the suggestion "
            "expired; organize the file again to get a suggestion for what it is now",
            see="suggestions",
        )

    async def get(self, suggestion_id: str) -> Suggestion:
        sid = check_id(suggestion_id)
        rows = await self._db.fetch(f"SELECT {_COLS} FROM suggestions WHERE id=?", (sid,))
        if not rows:
            raise NotFound(
                f"no suggestion with id {suggestion_id!r}",
                argument="suggestion_id",
                see="suggestions",
            )
        return self._as_seen(_row(rows[0]))

    def _as_seen(self, sug: Suggestion) -> Suggestion:
        """A pending suggestion whose file is no longer where it was reads as 'expired'; one
        that waits says whether accepting it creates its folder *now* (another move, or an
        undo that removed it again, may have changed that since it was made)."""
        if sug.status == "pending":
            if not (self._root / sug.file_path).is_file():
                sug.status = "expired"
            else:
                sug.creates_folder = not (self._root / sug.target_folder).is_dir()
        return sug

    async def newest(
        self, status: SuggestionStatus | None = "pending", limit: int = 50
    ) -> SuggestionList:
        """Newest first. Writes nothing (it is offered to read-only clients): a pending
        suggestion whose file is no longer where it was is listed as 'expired'."""
        if status is not None and status not in STATUSES:
            raise InvalidArgument(f"status must be one of {', '.join(STATUSES)} (or null for all)")
        limit = int_arg(limit, "limit", 1, 500)
        stored = {"pending": ("pending",), "expired": ("pending", "expired")}.get(
            status or "", (status,)
        )
        where = f"WHERE status IN ({','.join('?' * len(stored))})" if status else ""
        sql = f"SELECT {_COLS} FROM suggestions {where} ORDER BY created_at DESC, rowid DESC"

        def read(conn: sqlite3.Connection) -> list[Suggestion]:
            # On the reader's own thread, to the end or the limit, and the statement closed
            # there: a cursor left open by a cancelled caller would pin the reader to an old
            # snapshot (every later read would miss what was written since).
            out: list[Suggestion] = []
            cur = conn.execute(sql, stored if status else ())
            try:
                for r in cur:
                    sug = self._as_seen(_row(r))
                    if status is None or sug.status == status:
                        out.append(sug)
                        if len(out) == limit:
                            break
            finally:
                cur.close()
            return out

        out = await run_on(self._db.reader, read)
        return SuggestionList(suggestions=out)

    async def decided_since(self, since: float, limit: int = 100) -> SuggestionList:
        """Suggestions accepted or rejected at or after ``since`` (a unix time), the latest
        decision first."""
        limit = int_arg(limit, "limit", 1, 500)
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM suggestions WHERE status IN ('accepted', 'rejected')"
            " AND resolved_at >= ? ORDER BY resolved_at DESC, rowid DESC LIMIT ?",
            (float(since), limit),
        )
        return SuggestionList(suggestions=[_row(r) for r in rows])

    async def pending_for(self, rel: str) -> Suggestion | None:
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM suggestions WHERE file_path=? AND status='pending'", (rel,)
        )
        if not rows:
            return None
        sug = _row(rows[0])
        sug.creates_folder = not (self._root / sug.target_folder).is_dir()
        return sug

    async def set_source(self, suggestion_id: str, source: str) -> None:
        """Record who made a suggestion (the runner tags its own as 'agent:<provider>')."""
        await self._db.run(
            [("UPDATE suggestions SET source=? WHERE id=?", (source[:100], suggestion_id))]
        )

    async def signature(self) -> tuple[int, int, float]:
        """Changes whenever a suggestion is made or resolved, by this process or another
        (the daemon and the server share the index): a cheap thing to poll."""
        row = (
            await self._db.fetch(
                "SELECT count(*), coalesce(max(rowid), 0), coalesce(max(resolved_at), 0) FROM suggestions"
            )
        )[0]
        return int(row[0]), int(row[1]), float(row[2])

    async def expire_stale(self, paths: Iterable[str] | None = None) -> int:
        """Pending suggestions whose file is no longer where it was become 'expired' (index,
        refresh and moves call this; reads only show them as expired). ``paths``: only the
        suggestions for these files or for files below these folders."""
        rows = await self._db.fetch("SELECT id, file_path FROM suggestions WHERE status='pending'")
        if paths is not None:
            scopes = tuple(p.rstrip("/") for p in paths)
            below = tuple(f"{p}/" for p in scopes)
            rows = [r for r in rows if r[1] in scopes or r[1].startswith(below)]
        gone = [sid for sid, rel in rows if not (self._root / rel).is_file()]
        if gone:
            now = time.time()
            await self._db.run([self._expire(sid, now) for sid in gone])
        return len(gone)

    @staticmethod
    def _expire(suggestion_id: str, now: float) -> Statement:
        return (
            "UPDATE suggestions SET status='expired', resolved_at=? WHERE id=? AND status='pending'",
            (now, suggestion_id),
        )

    @staticmethod
    def claim(suggestion_id: str, target: str, now: float) -> Statement:
        """Accepting into ``target``: run in the transaction that journals the move, so only
        one caller in any process wins it (``moves.ClaimLost`` for the others)."""
        return (
            "UPDATE suggestions SET status='accepted', resolved_at=?, target_folder=? WHERE id=?"
            " AND status='pending'",
            (now, target, suggestion_id),
        )

    async def reject(self, suggestion_id: str) -> None:
        """The claim for 'reject': only one caller (in any process) flips it from pending."""
        sql = "UPDATE suggestions SET status='rejected', resolved_at=? WHERE id=? AND status='pending'"
        if await self._db.run([(sql, (time.time(), suggestion_id))]) != 1:
            raise await self.already(suggestion_id)

    async def file_gone(self, suggestion_id: str, file_path: str) -> Conflict:
        """The file left before the decision: the suggestion expires (if nobody beat us)."""
        if await self._db.run([self._expire(suggestion_id, time.time())]) != 1:
            return await self.already(suggestion_id)
        return Conflict(f"{file_path!r} is no longer there, so suggestion {suggestion_id} expired")

    async def already(self, suggestion_id: str) -> Conflict:
        current = await self.get(suggestion_id)
        return Conflict(
            f"suggestion {suggestion_id} is already {current.status}; nothing was changed"
        )

    async def reopen_rejected(self, sug: Suggestion) -> Suggestion:
        """A Keep taken back: the suggestion is pending again (unless another one is)."""
        if not (self._root / sug.file_path).is_file():
            raise Conflict(f"{sug.file_path!r} is no longer there, so there is nothing to reopen")
        reopened = await self._db.run(
            [
                (
                    f"UPDATE suggestions SET {_REOPEN} WHERE id=? AND status='rejected' AND NOT EXISTS ("
                    "SELECT 1 FROM suggestions s2 WHERE s2.file_path=suggestions.file_path AND s2.status='pending')",
                    (sug.id,),
                )
            ]
        )
        if reopened != 1:
            raise Conflict(f"{sug.file_path!r} already has another pending suggestion")
        return await self.get(sug.id)

    async def inbox_without_suggestion(self) -> list[str]:
        """Inbox files that no suggestion (pending, accepted or rejected) covers yet."""
        rows = await self._db.fetch(
            """SELECT f.path FROM files f WHERE f.folder >= ? AND f.folder < ?
               AND NOT EXISTS (SELECT 1 FROM suggestions s WHERE s.file_path = f.path
                               AND (s.status IN ('pending','accepted','rejected')))
               ORDER BY f.added_at""",
            (INBOX, INBOX + "\U0010ffff"),
        )
        return [r[0] for r in rows if (self._root / r[0]).is_file()]
