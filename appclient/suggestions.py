"""The suggestions half of ``LocalAppClient``: make, list, resolve and expire suggestions.

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
import time
from collections.abc import Iterable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import aiosqlite
import anyio

from .db import fetchall, run_tx
from .errors import Conflict, InvalidArgument, NotFound
from .models import (
    Alternative,
    MoveRecord,
    ResolveAction,
    ResolveResult,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
    utc,
)
from .moves import ClaimLost
from .paths import is_ignored_rel, normalize_folder, resolve_path
from .validate import clean_text, int_arg

__all__ = ["SuggestionsMixin", "INBOX", "STATUSES"]

INBOX = "inbox/"
STATUSES = ("pending", "accepted", "rejected", "expired")
_SUG_COLS = (
    "id, file_path, target_folder, reasoning, confidence, alternatives, status, created_at, "
    "resolved_at, source, creates_folder"
)
# A suggestion put back to pending points at what was suggested again, not at a chosen folder.
_REOPEN = (
    "status='pending', resolved_at=NULL, target_folder=coalesce(suggested_folder, target_folder)"
)


class SuggestionsMixin:
    """Mixed into ``LocalAppClient``, which provides the attributes and helpers below."""

    root: Path
    _db: aiosqlite.Connection
    _reader: aiosqlite.Connection
    _lock: anyio.Lock
    _writes: int

    if TYPE_CHECKING:

        async def _closest_folder_hint(self, folder: str, *, did_you_mean: bool = False) -> str: ...
        async def undo_move(
            self, move_id: int | None = None, *, force: bool = False
        ) -> MoveRecord: ...
        async def _closest_file_hint(self, rel: str) -> str: ...
        async def _guideline_names(self, folder: str) -> bool: ...
        async def _move(self, source: str, target_folder: str, **kw: Any) -> MoveRecord: ...

    async def _tx(self, statements: list[tuple[str, tuple[Any, ...]]]) -> int:
        count = await run_tx(self._db, self._lock, statements)
        self._writes += 1
        return count

    async def _target_arg(
        self, target_folder: str, what: str = "target_folder", *, create: bool | None = None
    ) -> tuple[str, bool]:
        """Canonical target folder and whether accepting would create it. ``create``: None
        allows a new folder inside an existing top-level one (a suggestion may propose it);
        False refuses any folder that does not exist ("did you mean ..."); True allows any."""
        if not isinstance(target_folder, str) or not target_folder.strip():
            raise InvalidArgument(f"{what} is required, e.g. 'life/gov docs/'")
        rel = normalize_folder(target_folder, what=what)
        if not rel:
            raise InvalidArgument(
                f"{what} must be a folder inside the library, not the root itself"
            )
        safe = resolve_path(self.root, rel, what=what)
        if safe.abs.exists() and not safe.abs.is_dir():
            raise InvalidArgument(f"{what} {target_folder!r} is a file, not a folder")
        rel = f"{safe.rel}/"
        if rel == INBOX or rel.startswith(INBOX):
            raise InvalidArgument(
                f"{what} {target_folder!r} is the inbox; suggest a library folder"
            )
        if is_ignored_rel(rel + "x"):
            raise InvalidArgument(f"{what} {target_folder!r} is a hidden or ignored folder")
        creates = not safe.abs.is_dir()
        if creates and create is False:
            raise NotFound(
                f"folder {target_folder!r} does not exist",
                hint=await self._closest_folder_hint(rel, did_you_mean=True)
                + " To make a new folder, ask again with create_folder=true.",
            )
        if creates and create is None:
            top = rel.split("/")[0]
            # a new library has no folders yet: the ones its guideline names may be suggested
            if not (self.root / top).is_dir() and not await self._guideline_names(top + "/"):
                raise NotFound(
                    f"folder {target_folder!r} does not exist and neither does its top-level folder {top + '/'!r}",
                    hint=await self._closest_folder_hint(rel)
                    + " New folders may be suggested only inside an existing top-level folder, or one the "
                    "guideline names.",
                )
        return rel, creates

    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
    ) -> Suggestion:
        safe = resolve_path(self.root, file_path, what="file_path")
        if not safe.abs.is_file() or is_ignored_rel(safe.rel):
            raise NotFound(
                f"file {file_path!r} is not in the library",
                hint=await self._closest_file_hint(safe.rel),
            )
        target, creates = await self._target_arg(target_folder)
        current = safe.rel.rpartition("/")[0] + "/"
        if target == current:
            raise InvalidArgument(f"{file_path!r} is already in {target!r}")
        if (
            isinstance(confidence, bool)
            or not isinstance(confidence, int | float)
            or math.isnan(confidence)
            or not 0.0 <= float(confidence) <= 1.0
        ):
            raise InvalidArgument(
                f"confidence must be a number from 0.0 to 1.0, got {confidence!r}"
            )
        if not isinstance(reasoning, str) or not reasoning.strip():
            raise InvalidArgument(
                "reasoning is required: say in 1-2 sentences why this folder fits"
            )
        alts: list[dict[str, str]] = []
        for a in alternatives or []:
            a = a if isinstance(a, Alternative) else Alternative.model_validate(a)
            folder, _ = await self._target_arg(a.folder, what="alternatives.folder")
            if folder != target:
                alts.append({"folder": folder, "reasoning": clean_text(a.reasoning.strip()[:1000])})
        sid = "sug-" + secrets.token_hex(6)
        now = time.time()
        await self._tx(
            [
                (
                    "UPDATE suggestions SET status='expired', resolved_at=? WHERE file_path=? AND status='pending'",
                    (now, safe.rel),
                ),
                (
                    f"INSERT INTO suggestions({_SUG_COLS}, suggested_folder) VALUES (?,?,?,?,?,?,?,?,?,?,?,?)",
                    (
                        sid,
                        safe.rel,
                        target,
                        clean_text(reasoning.strip()[:2000]),
                        float(confidence),
                        json.dumps(alts),
                        "pending",
                        now,
                        None,
                        clean_text(source),
                        int(creates),
                        target,
                    ),
                ),
            ]
        )
        return await self.get_suggestion(sid)

    def _suggestion(self, r: Any) -> Suggestion:
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
        )

    async def get_suggestion(self, suggestion_id: str) -> Suggestion:
        if (
            not isinstance(suggestion_id, str)
            or not suggestion_id.strip()
            or len(suggestion_id) > 100
            or not suggestion_id.isascii()
        ):
            raise InvalidArgument(
                "suggestion_id must be an id like 'sug-1a2b3c4d5e6f' from list_suggestions"
            )
        rows = await fetchall(
            self._reader,
            f"SELECT {_SUG_COLS} FROM suggestions WHERE id=?",
            (suggestion_id.strip(),),
        )
        if not rows:
            raise NotFound(
                f"no suggestion with id {suggestion_id!r}; list_suggestions shows the current ones"
            )
        return self._as_seen(self._suggestion(rows[0]))

    def _as_seen(self, sug: Suggestion) -> Suggestion:
        """A pending suggestion whose file is no longer where it was reads as 'expired'."""
        if sug.status == "pending" and not (self.root / sug.file_path).is_file():
            sug.status = "expired"
        return sug

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None:
        """Record who made a suggestion (the runner tags its own as 'agent:<provider>')."""
        await self._tx(
            [("UPDATE suggestions SET source=? WHERE id=?", (source[:100], suggestion_id))]
        )

    async def suggestions_signature(self) -> tuple[int, int, float]:
        """Changes whenever a suggestion is made or resolved, by this process or another
        (the daemon and the server share the index): a cheap thing to poll."""
        row = (
            await fetchall(
                self._reader,
                "SELECT count(*), coalesce(max(rowid), 0), coalesce(max(resolved_at), 0) FROM suggestions",
            )
        )[0]
        return int(row[0]), int(row[1]), float(row[2])

    async def expire_stale_suggestions(self, paths: Iterable[str] | None = None) -> int:
        """Pending suggestions whose file is no longer where it was become 'expired' (index,
        refresh and moves call this; reads only show them as expired). ``paths``: only the
        suggestions for these files or for files below these folders."""
        rows = await fetchall(
            self._reader, "SELECT id, file_path FROM suggestions WHERE status='pending'"
        )
        if paths is not None:
            scopes = tuple(p.rstrip("/") for p in paths)
            rows = [
                r for r in rows if r[1] in scopes or r[1].startswith(tuple(f"{p}/" for p in scopes))
            ]
        gone = [sid for sid, rel in rows if not (self.root / rel).is_file()]
        if gone:
            now = time.time()
            await self._tx(
                [
                    (
                        "UPDATE suggestions SET status='expired', resolved_at=? "
                        "WHERE id=? AND status='pending'",
                        (now, sid),
                    )
                    for sid in gone
                ]
            )
        return len(gone)

    async def list_suggestions(
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
        out: list[Suggestion] = []
        async with self._reader.execute(
            f"SELECT {_SUG_COLS} FROM suggestions {where} ORDER BY created_at DESC, rowid DESC",
            stored if status else (),
        ) as cur:
            async for r in cur:
                sug = self._as_seen(self._suggestion(r))
                if status is None or sug.status == status:
                    out.append(sug)
                    if len(out) == limit:
                        break
        return SuggestionList(suggestions=out)

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None:
        rel = resolve_path(self.root, file_path, what="file_path").rel
        rows = await fetchall(
            self._reader,
            f"SELECT {_SUG_COLS} FROM suggestions WHERE file_path=? AND status='pending'",
            (rel,),
        )
        return self._suggestion(rows[0]) if rows else None

    async def resolve_suggestion(
        self,
        suggestion_id: str,
        action: ResolveAction,
        target_folder: str | None = None,
        create_folder: bool = False,
    ) -> ResolveResult:
        """The user's decision. 'choose' into a folder that does not exist is refused (with
        the closest existing ones) unless ``create_folder``: a typo never makes a folder."""
        if action not in ("accept", "reject", "choose"):
            raise InvalidArgument("action must be 'accept', 'reject' or 'choose'")
        if not isinstance(create_folder, bool):
            raise InvalidArgument("create_folder must be true or false")
        sug = await self.get_suggestion(suggestion_id)
        if action == "choose":
            if not target_folder:
                raise InvalidArgument(
                    "action 'choose' needs target_folder: the folder the user picked"
                )
            target, _ = await self._target_arg(target_folder, create=create_folder)
        elif target_folder:
            raise InvalidArgument(f"target_folder is only for action 'choose', not {action!r}")
        else:
            target = sug.target_folder
        now = time.time()
        if action == "reject":
            # The claim: only one caller (in any process) flips pending -> resolved.
            if (
                await self._tx(
                    [
                        (
                            "UPDATE suggestions SET status='rejected', resolved_at=? WHERE id=?"
                            " AND status='pending'",
                            (now, sug.id),
                        )
                    ]
                )
                != 1
            ):
                raise await self._already(sug.id)
            return ResolveResult(success=True, file_moved=False, new_path=None)
        if not (self.root / sug.file_path).is_file():
            raise await self._file_gone(sug.id, sug.file_path)
        # The claim is made in the transaction that journals the move: if this process dies
        # before the file moves, recovery finds the journal row and gives the claim back.
        claim = (
            "UPDATE suggestions SET status='accepted', resolved_at=?, target_folder=? WHERE id=?"
            " AND status='pending'",
            (now, target, sug.id),
        )
        try:
            rec = await self._move(sug.file_path, target, suggestion_id=sug.id, claim=claim)
        except ClaimLost:
            raise await self._already(sug.id) from None
        except NotFound:  # gone before the claim: moved by a concurrent accept, or outside
            raise await self._file_gone(sug.id, sug.file_path) from None
        self._writes += 1
        return ResolveResult(
            success=True,
            file_moved=True,
            new_path=rec.destination,
            renamed=rec.renamed,
            move_id=rec.id,
        )

    async def _file_gone(self, suggestion_id: str, file_path: str) -> Conflict:
        if (
            await self._tx(
                [
                    (
                        "UPDATE suggestions SET status='expired', resolved_at=? WHERE id=?"
                        " AND status='pending'",
                        (time.time(), suggestion_id),
                    )
                ]
            )
            != 1
        ):
            return await self._already(suggestion_id)
        return Conflict(f"{file_path!r} is no longer there, so suggestion {suggestion_id} expired")

    async def _already(self, suggestion_id: str) -> Conflict:
        current = await self.get_suggestion(suggestion_id)
        return Conflict(
            f"suggestion {suggestion_id} is already {current.status}; nothing was changed"
        )

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        """Take back the user's decision on a suggestion: a Keep (reject) becomes pending again;
        a Move (accept or choose) is moved back (see ``undo_move``: refused when the file was
        edited or moved since) and the suggestion is pending again, with its original target."""
        sug = await self.get_suggestion(suggestion_id)
        if sug.status == "rejected":
            if not (self.root / sug.file_path).is_file():
                raise Conflict(
                    f"{sug.file_path!r} is no longer there, so there is nothing to reopen"
                )
            reopened = await self._tx(
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
            return await self.get_suggestion(sug.id)
        if sug.status != "accepted":
            raise Conflict(f"suggestion {sug.id} is {sug.status}: there is no decision to undo")
        rows = await fetchall(
            self._reader,
            "SELECT id FROM moves WHERE suggestion_id=? AND status='done'"
            " AND undo_of IS NULL ORDER BY id DESC LIMIT 1",
            (sug.id,),
        )
        if not rows:
            raise Conflict(
                f"the move of suggestion {sug.id} was already undone or can no longer be undone"
            )
        await self.undo_move(int(rows[0][0]), force=force)
        return await self.get_suggestion(sug.id)

    async def inbox_files_without_suggestion(self) -> list[str]:
        """Inbox files that no suggestion (of any status) or successful run covers yet."""
        rows = await fetchall(
            self._reader,
            """SELECT f.path FROM files f WHERE f.folder >= ? AND f.folder < ?
               AND NOT EXISTS (SELECT 1 FROM suggestions s WHERE s.file_path = f.path
                               AND (s.status IN ('pending','accepted','rejected')))
               ORDER BY f.added_at""",
            (INBOX, INBOX + "\U0010ffff"),
        )
        return [r[0] for r in rows if (self.root / r[0]).is_file()]
