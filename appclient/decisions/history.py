"""The move history: every move the journal holds, newest first, by batch (``run_id``: an
organizer run with auto-accept, one "Accept all" of the review page), and the tidying an undo
owes the disk — a folder a move had to create is removed again once the undo leaves it
empty (and the index forgets it)."""

from __future__ import annotations

import os
from pathlib import Path

import anyio.to_thread

from .. import fs
from ..errors import Conflict, InvalidArgument, NotFound
from ..models import MoveList, MoveRecord, utc
from ..paths import split_rel
from ..state.db import Database
from ..validate import MAX_ID, int_arg

__all__ = ["MoveHistory", "check_run_id"]

_COLS = (
    "id, source, destination, renamed, status, created_at, suggestion_id, run_id, undo_of,"
    " created_folder"
)


def check_run_id(run_id: object) -> str:
    if (
        not isinstance(run_id, str)
        or not run_id.strip()
        or len(run_id) > 100
        or not run_id.isascii()
        or not run_id.isprintable()
    ):
        raise InvalidArgument(
            "run_id must be a batch id like 'run-20250105-0930-1a2b' (list_moves)"
        )
    return run_id.strip()


def _record(r: tuple[object, ...]) -> MoveRecord:
    return MoveRecord(
        id=r[0],  # type: ignore[arg-type]
        source=r[1],  # type: ignore[arg-type]
        destination=r[2],  # type: ignore[arg-type]
        renamed=bool(r[3]),
        status=r[4],  # type: ignore[arg-type]
        created_at=utc(r[5]),  # type: ignore[arg-type]
        suggestion_id=r[6],  # type: ignore[arg-type]
        run_id=r[7],  # type: ignore[arg-type]
        undo_of=r[8],  # type: ignore[arg-type]
        created_folder=r[9],  # type: ignore[arg-type]
    )


class MoveHistory:
    """Reads of the ``moves`` journal, and the folder tidying after an undo."""

    def __init__(self, db: Database, root: Path) -> None:
        self._db = db
        self._root = root

    async def newest(self, limit: int = 50, run_id: str | None = None) -> MoveList:
        """Finished moves (undos included, each naming the move it undid), newest first."""
        limit = int_arg(limit, "limit", 1, 1000)
        where, params = "status IN ('done', 'undone', 'stale')", ()  # type: tuple[str, tuple[object, ...]]
        if run_id is not None:
            where, params = where + " AND run_id=?", (check_run_id(run_id),)
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM moves WHERE {where} ORDER BY id DESC LIMIT ?", (*params, limit)
        )
        return MoveList(moves=[_record(tuple(r)) for r in rows])

    async def of_run(self, run_id: str) -> list[MoveRecord]:
        """The moves of a batch that can still be undone, last moved first."""
        rows = await self._db.fetch(
            f"SELECT {_COLS} FROM moves WHERE run_id=? AND status='done' AND undo_of IS NULL"
            " ORDER BY id DESC",
            (check_run_id(run_id),),
        )
        return [_record(tuple(r)) for r in rows]

    async def has_run(self, run_id: str) -> bool:
        rows = await self._db.fetch("SELECT 1 FROM moves WHERE run_id=? LIMIT 1", (run_id,))
        return bool(rows)

    async def made_by_undone_move(self, path: str) -> str | None:
        """The outermost folder holding ``path`` that a move created and that move has been
        undone since: a folder nobody asked for any more once it is empty."""
        rows = await self._db.fetch(
            "SELECT created_folder FROM moves WHERE created_folder IS NOT NULL AND status='undone'"
            " AND substr(?, 1, length(created_folder)) = created_folder"
            " ORDER BY length(created_folder) LIMIT 1",
            (path,),
        )
        return rows[0][0] if rows else None

    async def tidy(self, created: str, moved_from: str) -> str | None:
        """After undoing a move that created ``created`` (a folder, 'trips/2025-06 iceland/')
        and had put the file at ``moved_from``: remove the folders from the file's old folder
        up to ``created`` while they are empty; returns ``created`` when it is gone."""
        folder = split_rel(moved_from)[0]
        if not folder.startswith(created):
            return None

        def prune() -> bool:
            # Each folder is removed through its parent's handle, opened without following
            # symlinks: a folder swapped for a link on the way stops the tidying.
            parts = [p for p in folder.split("/") if p]
            stop = len([p for p in created.split("/") if p])
            try:
                with fs.open_tree(self._root) as tree:
                    while len(parts) >= stop:
                        parent = tree.folder("/".join(parts[:-1]))
                        try:
                            os.rmdir(parts[-1], dir_fd=parent)
                        except OSError:  # not empty (another file, a .DS_Store), or gone
                            break
                        parts.pop()
                    holder, name = split_rel(created.rstrip("/"))
                    return fs.lstat_at(tree.folder(holder), name) is None
            except (OSError, NotFound, fs.Swapped):
                return False

        if not await anyio.to_thread.run_sync(prune):
            return None
        await self._db.run(
            [
                (
                    "DELETE FROM folders WHERE path >= ? AND path < ?",
                    (created, created + "\U0010ffff"),
                )
            ],
            doing="forgetting a removed folder",
        )
        return created

    async def undoable(self, move_id: int | None = None) -> tuple[MoveRecord, str | None]:
        """The move to undo — ``move_id``, or the most recent one — and the content hash the
        file had when it moved. Only a finished move that is not itself an undo qualifies."""
        cols = "id, source, destination, renamed, status, created_at, suggestion_id, content_hash"
        if move_id is not None:
            move_id = int_arg(move_id, "move_id", 1, MAX_ID)
        if move_id is None:
            rows = await self._db.fetch(
                f"SELECT {cols} FROM moves WHERE status='done'"
                " AND undo_of IS NULL ORDER BY id DESC LIMIT 1",
            )
            if not rows:
                raise NotFound("there is no move to undo")
        else:
            rows = await self._db.fetch(f"SELECT {cols}, undo_of FROM moves WHERE id=?", (move_id,))
            if not rows:
                raise NotFound(f"there is no move with id {move_id}")
            if rows[0][8] is not None:
                raise Conflict(
                    f"move {move_id} is itself an undo; undo the move it reverted instead"
                )
            if rows[0][4] != "done":
                raise Conflict(f"move {move_id} is {rows[0][4]}, so there is nothing to undo")
        r = rows[0]
        rec = MoveRecord(
            id=r[0],
            source=r[1],
            destination=r[2],
            renamed=bool(r[3]),
            status=r[4],
            created_at=utc(r[5]),
            suggestion_id=r[6],
        )
        return rec, r[7]

    async def last_move_of(self, suggestion_id: str) -> int | None:
        """The finished move that carried out this suggestion, if it can still be undone."""
        rows = await self._db.fetch(
            "SELECT id FROM moves WHERE suggestion_id=? AND status='done'"
            " AND undo_of IS NULL ORDER BY id DESC LIMIT 1",
            (suggestion_id,),
        )
        return int(rows[0][0]) if rows else None
