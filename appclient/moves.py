"""Journalled moves: never overwrite, never lose a file.

A move is written to the ``moves`` journal (status ``pending``) and committed *before* the
file is touched. The file is then placed with ``link`` + ``unlink`` (a hard link cannot
replace an existing name, so a racing file is never overwritten), and finally the index and
the journal are updated in one transaction. A process that dies anywhere in between leaves
a ``pending`` row; ``recover`` settles it on the next start by looking at the disk: the
file ends up in exactly one place and the index agrees."""

from __future__ import annotations

import errno
import logging
import os
import time
from pathlib import Path
from typing import Any

import aiosqlite
import anyio

from .db import fetchall, run_tx, write_tx
from .errors import Conflict, NotFound, StorageError
from .liveness import is_alive
from .models import MoveRecord, utc
from .paths import ancestor_folders, split_rel
from .scan import content_hash
from .search.words import name_words

__all__ = ["Mover", "free_name"]

log = logging.getLogger("mylifedb.moves")


def _crash_point(stage: str) -> None:
    """Tests replace this (in a subprocess) to kill the process between steps."""


def free_name(folder: Path, name: str) -> str:
    """``name`` if free in ``folder``, else ``name (1).ext``, ``name (2).ext``..."""
    if not os.path.lexists(folder / name):
        return name
    stem, dot, ext = name.rpartition(".")
    if not stem:  # no extension, or a dot-file
        stem, dot, ext = name, "", ""
    n = 1
    while True:
        cand = f"{stem} ({n}){dot}{ext}"
        if not os.path.lexists(folder / cand):
            return cand
        n += 1


def _place(src: Path, dst: Path) -> None:
    """Put src at dst without ever replacing an existing dst."""
    try:
        os.link(src, dst, follow_symlinks=False)
    except OSError as exc:
        if exc.errno == errno.EEXIST:
            raise
        if exc.errno not in (errno.EPERM, errno.EXDEV, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK):
            raise
        # No hard links here (FAT, some network mounts): check, then rename. Narrow race,
        # but rename within one filesystem is still atomic for the file itself.
        if os.path.lexists(dst):
            raise FileExistsError(errno.EEXIST, "exists", str(dst)) from exc
        os.rename(src, dst)
        return
    _crash_point("after_link")
    os.unlink(src)


class Mover:
    """Moves for one library. ``state_dir`` and ``owner`` (this process's liveness
    registration) let recovery tell a dead process's unfinished move from a live one's."""

    def __init__(self, db: aiosqlite.Connection, root: Path, lock: anyio.Lock, *,
                 state_dir: Path | None = None, owner: str | None = None) -> None:
        self._db = db
        self._root = root
        self._lock = lock
        self._state_dir = state_dir
        self._owner = owner

    async def _tx(self, statements: list[tuple[str, tuple[Any, ...]]]) -> None:
        await run_tx(self._db, self._lock, statements, doing="updating the move journal")

    def _index_update(self, source: str, destination: str) -> list[tuple[str, tuple[Any, ...]]]:
        folder, name = split_rel(destination)
        # A row already at the destination is stale (the name was free on disk: the file there
        # was deleted outside mylifedb and no scan has run since). It would break the UNIQUE
        # path and leave the move half-recorded, so it goes, but only when the moved file has
        # a row of its own to take its place.
        stale = "(SELECT id FROM files WHERE path=? AND EXISTS (SELECT 1 FROM files WHERE path=?))"
        return [
            (f"DELETE FROM files_fts WHERE rowid IN {stale}", (destination, source)),
            (f"DELETE FROM files WHERE id IN {stale}", (destination, source)),
            ("UPDATE files SET path=?, name=?, folder=? WHERE path=?", (destination, name, folder, source)),
            (
                "UPDATE files_fts SET name=?, path=? WHERE rowid=(SELECT id FROM files WHERE path=?)",
                (name_words(name), destination, destination),
            ),
        ] + [("INSERT OR IGNORE INTO folders(path) VALUES (?)", (f,)) for f in ancestor_folders(folder)]

    async def move(
        self, source: str, target_folder: str, *, suggestion_id: str | None = None, undo_of: int | None = None,
        name: str | None = None,
    ) -> MoveRecord:
        """Move root/source into root/target_folder (both already checked by the caller),
        under ``name`` (default: its current name; an undo gives back the original one)."""
        src = self._root / source
        if not src.is_file() or src.is_symlink():
            raise NotFound(f"file {source!r} is not in the library any more")
        dest_dir = self._root / target_folder if target_folder else self._root
        if dest_dir.exists() and not dest_dir.is_dir():
            raise Conflict(f"{target_folder!r} is a file, not a folder")
        await anyio.to_thread.run_sync(lambda: dest_dir.mkdir(parents=True, exist_ok=True))
        try:  # what the file was when it moved: undo refuses a file edited since
            moved_hash: str | None = await anyio.to_thread.run_sync(
                lambda: content_hash(src, src.stat().st_size))
        except OSError as exc:
            raise NotFound(f"file {source!r} is not in the library any more") from exc
        name = name or source.rsplit("/", 1)[-1]
        if split_rel(source) == (target_folder, name):
            # free_name would see the file itself and "move" it to 'name (1).ext' in place.
            raise Conflict(f"{source!r} is already in {target_folder or 'the root'}")
        for _attempt in range(20):
            final = free_name(dest_dir, name)
            destination = f"{target_folder}{final}"
            if destination == source:
                raise Conflict(f"{source!r} is already in {target_folder or 'the root'}")
            now = time.time()
            async with write_tx(self._db, self._lock, doing="journalling a move") as tx:
                cur = await tx.execute(
                    "INSERT INTO moves(source, destination, renamed, status, created_at, suggestion_id,"
                    " undo_of, content_hash, owner) VALUES (?,?,?,?,?,?,?,?,?)",
                    (source, destination, int(final != name), "pending", now, suggestion_id, undo_of,
                     moved_hash, self._owner),
                )
                move_id = cur.lastrowid
                await cur.close()
            _crash_point("after_journal")
            try:
                await anyio.to_thread.run_sync(_place, src, self._root / destination)
            except FileExistsError:
                await self._tx([("UPDATE moves SET status='aborted' WHERE id=?", (move_id,))])
                continue  # someone took the name meanwhile: pick the next free one
            except FileNotFoundError as exc:
                await self._tx([("UPDATE moves SET status='aborted' WHERE id=?", (move_id,))])
                raise NotFound(f"file {source!r} is not in the library any more") from exc
            except OSError as exc:
                await self._tx([("UPDATE moves SET status='aborted' WHERE id=?", (move_id,))])
                raise StorageError(f"cannot move {source!r}: {exc.strerror or exc}") from exc
            _crash_point("after_rename")
            stmts = self._index_update(source, destination)
            stmts.append(("UPDATE moves SET status='done' WHERE id=?", (move_id,)))
            if undo_of is not None:
                stmts.append(("UPDATE moves SET status='undone' WHERE id=?", (undo_of,)))
            await self._tx(stmts)
            assert move_id is not None
            return MoveRecord(
                id=move_id,
                source=source,
                destination=destination,
                renamed=final != name,
                status="done",
                created_at=utc(now),
                suggestion_id=suggestion_id,
            )
        raise Conflict(f"could not find a free name for {name!r} in {target_folder!r}")

    async def undoable(self, move_id: int | None = None) -> tuple[MoveRecord, str | None]:
        """The move to undo — ``move_id``, or the most recent one — and the content hash the
        file had when it moved. Only a finished move that is not itself an undo qualifies."""
        cols = "id, source, destination, renamed, status, created_at, suggestion_id, content_hash"
        if move_id is None:
            rows = await fetchall(self._db, f"SELECT {cols} FROM moves WHERE status='done' AND undo_of IS NULL"
                                  " ORDER BY id DESC LIMIT 1")
            if not rows:
                raise NotFound("there is no move to undo")
        else:
            rows = await fetchall(self._db, f"SELECT {cols}, undo_of FROM moves WHERE id=?", (move_id,))
            if not rows:
                raise NotFound(f"there is no move with id {move_id}")
            if rows[0][8] is not None:
                raise Conflict(f"move {move_id} is itself an undo; undo the move it reverted instead")
            if rows[0][4] != "done":
                raise Conflict(f"move {move_id} is {rows[0][4]}, so there is nothing to undo")
        r = rows[0]
        rec = MoveRecord(id=r[0], source=r[1], destination=r[2], renamed=bool(r[3]), status=r[4],
                         created_at=utc(r[5]), suggestion_id=r[6])
        return rec, r[7]

    def _alive(self, owner: str | None) -> bool:
        if owner is None or self._state_dir is None:
            return False  # journalled before owners were recorded: its process is long gone
        return is_alive(self._state_dir, owner)

    async def mark_stale(self, move_id: int) -> None:
        """The moved file left its destination outside mylifedb: the move can't be undone."""
        await self._tx([("UPDATE moves SET status='stale' WHERE id=? AND status='done'", (move_id,))])

    async def recover(self) -> int:
        """Settle moves a dead process left ``pending``; returns how many were settled. A
        pending move of a live process (this one, or another with the library open) is its
        own to finish: recovery leaves it alone."""
        rows = await fetchall(self._db,
            "SELECT id, source, destination, undo_of, suggestion_id, owner FROM moves"
            " WHERE status='pending' ORDER BY id"
        )
        rows = [r for r in rows if not self._alive(r[5])]
        for move_id, source, destination, undo_of, suggestion_id, _owner in rows:
            src, dst = self._root / source, self._root / destination
            src_here, dst_here = os.path.lexists(src), os.path.lexists(dst)
            if src_here and dst_here and _same_file(src, dst):
                os.unlink(src)  # died between link and unlink: the link is the move
                src_here = False
            if dst_here and not src_here:
                stmts = self._index_update(source, destination)
                stmts.append(("UPDATE moves SET status='done' WHERE id=?", (move_id,)))
                if undo_of is not None:
                    stmts.append(("UPDATE moves SET status='undone' WHERE id=?", (undo_of,)))
                await self._tx(stmts)
                log.warning("completed an interrupted move: %s -> %s", source, destination)
            else:
                stmts = [("UPDATE moves SET status='aborted' WHERE id=?", (move_id,))]
                if suggestion_id is not None:
                    # The accept claimed the suggestion but the file never moved: give the
                    # claim back with its original target (as resolve_suggestion does when a
                    # move fails), unless a newer suggestion for the file is pending already.
                    stmts.append((
                        "UPDATE suggestions SET status='pending', resolved_at=NULL,"
                        " target_folder=coalesce(suggested_folder, target_folder) WHERE id=?"
                        " AND status='accepted' AND NOT EXISTS (SELECT 1 FROM suggestions s2"
                        " WHERE s2.file_path=suggestions.file_path AND s2.status='pending')",
                        (suggestion_id,),
                    ))
                await self._tx(stmts)
                log.warning("rolled back an interrupted move: %s stays where it was", source)
        return len(rows)


def _same_file(a: Path, b: Path) -> bool:
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
