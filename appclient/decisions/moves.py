"""Journalled moves: never overwrite, never lose a file, never strand a decision.

A move is written to the ``moves`` journal (status ``pending``) and committed *before* the
file is touched; when it carries out a suggestion (accept, choose) the claim on the
suggestion (pending -> accepted) is made in that same transaction, so a suggestion is never
'accepted' without a journalled move. The file is then placed with ``link`` + ``unlink`` (a
hard link cannot replace an existing name, so a racing file is never overwritten), and
finally the index, the journal and the suggestion (an undo puts it back to pending) are
updated in one transaction. A move that fails gives the claim back in the transaction that
marks it aborted. A process that dies anywhere in between leaves a ``pending`` row;
``recover`` settles the rows of dead processes on the next start by looking at the disk: the
file ends up in exactly one place, the index agrees, and the suggestion is pending when the
file did not move and accepted when it did.

Moves hold ``move_lock`` from the journal to the index update; the indexer's re-check of
changed paths takes the same lock, so it never sees a file between two places."""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Sequence
from pathlib import Path

import anyio

from .. import fs
from ..errors import Conflict, NotFound, StorageError
from ..index.files import record_move
from ..models import MoveRecord, utc
from ..paths import split_rel
from ..state.db import Database, Statement, fetchall, run_on
from ..state.liveness import ensure_registered, is_alive
from . import place
from .suggestions import give_back

__all__ = ["Mover", "ClaimLost", "FileChanged"]

log = logging.getLogger("mylifedb.moves")


class ClaimLost(Exception):
    """The suggestion a move was to carry out was no longer pending: nothing was done."""


class FileChanged(Exception):
    """The file is not the one the move expected (its argument says how): nothing was done."""


class Mover:
    """Moves for one library. ``state_dir`` and ``owner`` (this process's liveness
    registration) let recovery tell a dead process's unfinished move from a live one's;
    ``move_lock`` is shared with the indexer's re-check of changed paths."""

    def __init__(
        self,
        db: Database,
        root: Path,
        *,
        move_lock: anyio.Lock | None = None,
        state_dir: Path | None = None,
        owner: str | None = None,
    ) -> None:
        self._db = db
        self._root = root
        self.move_lock = move_lock or anyio.Lock()
        self._state_dir = state_dir
        self._owner = owner

    async def _tx(
        self, statements: Sequence[Statement], *, moved: tuple[str, str] | None = None
    ) -> None:
        """Run ``statements`` in one transaction, after moving the index rows of a file moved
        on disk from ``moved[0]`` to ``moved[1]`` (so index, journal and suggestion agree)."""
        async with self._db.write("updating the move journal") as tx:
            if moved is not None:
                await run_on(tx, record_move, *moved)
            for sql, params in statements:
                cur = await tx.execute(sql, params)
                await cur.close()

    def _finish(
        self,
        move_id: int,
        source: str,
        destination: str,
        undo_of: int | None,
        suggestion_id: str | None,
    ) -> list[Statement]:
        """The file is at its destination: journal and suggestion follow (and the index, which
        ``_tx(..., moved=(source, destination))`` updates in the same transaction)."""
        stmts: list[Statement] = [("UPDATE moves SET status='done' WHERE id=?", (move_id,))]
        if undo_of is not None:
            stmts.append(("UPDATE moves SET status='undone' WHERE id=?", (undo_of,)))
            if suggestion_id is not None:  # the undone move carried out this suggestion
                stmts.append(give_back(suggestion_id, time.time(), file_path=destination))
        return stmts

    @staticmethod
    def _abort(move_id: int, undo_of: int | None, suggestion_id: str | None) -> list[Statement]:
        """The file did not move: the journal says so and a claimed suggestion is given back."""
        stmts: list[Statement] = [("UPDATE moves SET status='aborted' WHERE id=?", (move_id,))]
        if suggestion_id is not None and undo_of is None:
            stmts.append(give_back(suggestion_id, time.time()))
        return stmts

    async def move(
        self,
        source: str,
        target_folder: str,
        *,
        suggestion_id: str | None = None,
        undo_of: int | None = None,
        name: str | None = None,
        claim: Statement | None = None,
        run_id: str | None = None,
        expect: place.Seen | None = None,
    ) -> MoveRecord:
        """Move root/source into root/target_folder (both already checked by the caller),
        under ``name`` (default: its current name; an undo gives back the original one).
        ``claim`` (an UPDATE of the suggestion from 'pending') runs in the journal's
        transaction; ``ClaimLost`` when it changes no row, and then nothing was done. An
        undo (``undo_of``) of a suggestion's move puts ``suggestion_id`` back to pending.
        ``run_id`` labels the batch the move belongs to (undo can take a batch back);
        ``expect``, what the file must still be (else ``FileChanged``, nothing done)."""
        async with self.move_lock:
            return await self._move(
                source, target_folder, suggestion_id, undo_of, name, claim, run_id, expect
            )

    async def _move(
        self,
        source: str,
        target_folder: str,
        suggestion_id: str | None,
        undo_of: int | None,
        name: str | None,
        claim: Statement | None,
        run_id: str | None = None,
        expect: place.Seen | None = None,
    ) -> MoveRecord:
        name = name or source.rsplit("/", 1)[-1]
        if split_rel(source) == (target_folder, name):
            # free_name would see the file itself and "move" it to 'name (1).ext' in place.
            raise Conflict(f"{source!r} is already in {target_folder or 'the root'}")
        # Both folders are opened from the root's handle without following symlinks, and the
        # file is placed through those handles: a folder swapped for a symlink is refused
        # here ('conflict', nothing moves), and one swapped later cannot redirect the move.
        with fs.open_tree(self._root) as tree:
            src_dir, src_name = await anyio.to_thread.run_sync(place.source_at, tree, source)
            dest_dir = await anyio.to_thread.run_sync(place.target_at, tree, target_folder)
            try:  # what the file was when it moved (undo refuses a file edited since), its name there
                seen, final, created = await anyio.to_thread.run_sync(
                    lambda: (
                        place.seen_at(src_dir, src_name, source),
                        place.free_name(dest_dir, name),
                        place.outermost_missing(tree, target_folder),
                    )
                )
            except (OSError, NotFound) as exc:
                raise NotFound(f"file {source!r} is not in the library any more") from exc
            moved_hash = seen[2]
            if expect is not None and (why := place.changed_since(source, expect, seen)):
                raise FileChanged(why)
            destination, now = f"{target_folder}{final}", time.time()
            move_id: int | None = None  # journalled (and the claim made) once set
            settled = False
            try:
                move_id = await self._journal(
                    source,
                    destination,
                    final != name,
                    now,
                    suggestion_id,
                    undo_of,
                    moved_hash,
                    claim,
                    (run_id, created),
                )
                place.crash_point("after_journal")
                if dest_dir is None:
                    try:
                        dest_dir = await anyio.to_thread.run_sync(
                            lambda: tree.folder(target_folder, create=True)
                        )
                    except (OSError, fs.Swapped, NotFound) as exc:
                        await self._tx(self._abort(move_id, undo_of, suggestion_id))
                        settled = True
                        if isinstance(exc, fs.Swapped):
                            raise
                        why = exc.strerror if isinstance(exc, OSError) else str(exc)
                        raise StorageError(
                            f"cannot create folder {target_folder!r}: {why or exc}"
                        ) from exc
                for _attempt in range(20):
                    try:
                        await anyio.to_thread.run_sync(
                            place.put, src_dir, src_name, dest_dir, final
                        )
                    except FileExistsError:
                        # Someone took the name meanwhile: the next free one, in the same row.
                        final = await anyio.to_thread.run_sync(place.free_name, dest_dir, name)
                        destination = f"{target_folder}{final}"
                        await self._tx(
                            [
                                (
                                    "UPDATE moves SET destination=?, renamed=? WHERE id=?",
                                    (destination, int(final != name), move_id),
                                )
                            ]
                        )
                        continue
                    except OSError as exc:
                        await self._tx(self._abort(move_id, undo_of, suggestion_id))
                        settled = True
                        if isinstance(exc, FileNotFoundError):
                            raise NotFound(
                                f"file {source!r} is not in the library any more"
                            ) from exc
                        raise StorageError(
                            f"cannot move {source!r}: {exc.strerror or exc}"
                        ) from exc
                    place.crash_point("after_rename")
                    await self._tx(
                        self._finish(move_id, source, destination, undo_of, suggestion_id),
                        moved=(source, destination),
                    )
                    settled = True
                    place.crash_point("after_index")
                    return MoveRecord(
                        id=move_id,
                        source=source,
                        destination=destination,
                        renamed=final != name,
                        status="done",
                        created_at=utc(now),
                        suggestion_id=suggestion_id,
                        run_id=run_id,
                        undo_of=undo_of,
                        created_folder=created,
                    )
                await self._tx(self._abort(move_id, undo_of, suggestion_id))
                settled = True
                raise Conflict(f"could not find a free name for {name!r} in {target_folder!r}")
            finally:
                if move_id is not None and not settled:  # cancelled, or the index failed
                    with anyio.CancelScope(shield=True):
                        try:
                            await self._settle(move_id, source, destination, undo_of, suggestion_id)
                        except Exception:  # left pending: recovery settles it once we are gone
                            log.exception("could not settle move %s; the next start will", move_id)

    async def _journal(
        self,
        source: str,
        destination: str,
        renamed: bool,
        now: float,
        suggestion_id: str | None,
        undo_of: int | None,
        moved_hash: str | None,
        claim: Statement | None,
        batch: tuple[str | None, str | None] = (None, None),
    ) -> int:
        if self._state_dir is not None:  # the journal row names this process: it must look alive
            ensure_registered(self._state_dir)
        async with self._db.write("journalling a move") as tx:
            if claim is not None:
                cur = await tx.execute(*claim)
                won = cur.rowcount == 1
                await cur.close()
                if not won:
                    raise ClaimLost(suggestion_id)
            cur = await tx.execute(
                "INSERT INTO moves(source, destination, renamed, status, created_at, suggestion_id,"
                " undo_of, content_hash, owner, run_id, created_folder) VALUES (?,?,?,?,?,?,?,?,?,?,?)",
                (
                    source,
                    destination,
                    int(renamed),
                    "pending",
                    now,
                    suggestion_id,
                    undo_of,
                    moved_hash,
                    self._owner,
                    *batch,
                ),
            )
            move_id = cur.lastrowid
            await cur.close()
            place.crash_point("journal_uncommitted")
        assert move_id is not None
        return move_id

    def _alive(self, owner: str | None) -> bool:
        if owner is None or self._state_dir is None:
            return False  # journalled before owners were recorded: its process is long gone
        return is_alive(self._state_dir, owner)

    async def mark_stale(self, move_id: int) -> None:
        """The moved file left its destination outside mylifedb: the move can't be undone."""
        await self._tx(
            [("UPDATE moves SET status='stale' WHERE id=? AND status='done'", (move_id,))]
        )

    async def _settle(
        self,
        move_id: int,
        source: str,
        destination: str,
        undo_of: int | None,
        suggestion_id: str | None,
    ) -> None:
        """Finish or roll back a pending move by what the disk says (through folder handles:
        a name behind a folder swapped for a symlink counts as not there)."""

        def look() -> tuple[bool, bool]:
            with fs.open_tree(self._root) as tree:
                src, dst = place.locate(tree, source), place.locate(tree, destination)
                if src is not None and dst is not None and place.same_file(*src, *dst):
                    os.unlink(src[1], dir_fd=src[0])  # stopped between link and unlink
                    src = None
                return src is not None, dst is not None

        src_here, dst_here = await anyio.to_thread.run_sync(look)
        if dst_here and not src_here:
            await self._tx(
                self._finish(move_id, source, destination, undo_of, suggestion_id),
                moved=(source, destination),
            )
            log.warning("completed an interrupted move: %s -> %s", source, destination)
        else:
            await self._tx(self._abort(move_id, undo_of, suggestion_id))
            log.warning("rolled back an interrupted move: %s stays where it was", source)

    async def recover(self) -> int:
        """Settle moves a dead process left ``pending``; returns how many were settled. A
        pending move of a live process (this one, or another with the library open) is its
        own to finish: recovery leaves it alone. A suggestion left 'accepted' with no move
        that is pending or done (by a version that claimed before journalling) waits again."""
        rows = await fetchall(
            self._db.writer,
            "SELECT id, source, destination, undo_of, suggestion_id, owner FROM moves"
            " WHERE status='pending' ORDER BY id",
        )
        rows = [r for r in rows if not self._alive(r[5])]
        for move_id, source, destination, undo_of, suggestion_id, _owner in rows:
            await self._settle(move_id, source, destination, undo_of, suggestion_id)
        stranded = await fetchall(
            self._db.writer,
            "SELECT id FROM suggestions s WHERE status='accepted' AND NOT EXISTS (SELECT 1 FROM moves m"
            " WHERE m.suggestion_id=s.id AND m.undo_of IS NULL AND m.status IN ('pending', 'done', 'stale'))",
        )
        if stranded:
            now = time.time()
            await self._tx([give_back(r[0], now) for r in stranded])
            log.warning(
                "%d accepted suggestion(s) whose file never moved are pending again", len(stranded)
            )
        return len(rows)
