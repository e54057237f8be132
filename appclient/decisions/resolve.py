"""The person's decisions, end to end: a suggestion made (its target checked), resolved
(accept and choose move the file, in the journal's transaction with the claim), a decision
taken back, a file moved on request and a move undone. ``SuggestionStore`` owns the
suggestions, ``Mover`` the journal and the disk; this joins them with the folder checks and
the search mirror."""

from __future__ import annotations

import os
import time
from pathlib import Path
from typing import Any

from ..errors import Conflict, InvalidArgument, MyLifeDBError, NotFound, format_error
from ..index.files import Files
from ..index.folders import Folders
from ..index.mirror import Mirror
from ..models import (
    Alternative,
    MoveRecord,
    RefusedMove,
    ResolveAction,
    ResolveResult,
    RunUndo,
    Suggestion,
)
from ..paths import INBOX, is_ignored_rel, new_file_name, resolve_path, split_rel
from ..validate import clean_text, strip_hidden
from .history import MoveHistory, check_run_id
from .moves import ClaimLost, FileChanged, Mover
from .place import file_seen, file_state
from .suggestions import SuggestionStore

__all__ = ["Decisions"]


class Decisions:
    def __init__(
        self,
        root: Path,
        store: SuggestionStore,
        mover: Mover,
        folders: Folders,
        files: Files,
        mirror: Mirror,
        history: MoveHistory,
    ) -> None:
        self._root = root
        self._history = history
        self._store = store
        self._mover = mover
        self._folders = folders
        self._files = files
        self._mirror = mirror

    async def _library_file(self, path: str, what: str = "path") -> str:
        safe = resolve_path(self._root, path, what=what)
        if not safe.abs.is_file() or is_ignored_rel(safe.rel):
            raise NotFound(
                f"file {path!r} is not in the library",
                hint=await self._files.hint(safe.rel),
                argument=what,
                see="search",
            )
        return safe.rel

    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
        create_folder: bool = False,
        new_name: str | None = None,
    ) -> Suggestion:
        """A pending suggestion. A folder that does not exist may be suggested (accepting
        creates it), but not a near miss of one that does unless ``create_folder``: 'did you
        mean ...?' comes back instead. ``new_name``: the name the file gets when accepted
        (checked; never one already in the folder)."""
        if not isinstance(create_folder, bool):
            raise InvalidArgument("create_folder must be true or false")
        rel = await self._library_file(file_path, "file_path")
        seen = await file_seen(self._root, rel)
        target, creates = await self._folders.target_arg(target_folder, confirmed=create_folder)
        if target == split_rel(rel)[0]:
            raise InvalidArgument(f"{file_path!r} is already in {target!r}")
        name = new_file_name(new_name, split_rel(rel)[1])
        if name is not None and os.path.lexists(self._root / target / name):
            raise Conflict(
                f"a file named {name!r} is already in {target!r}; propose another name",
                argument="new_name",
            )
        alts: list[dict[str, str]] = []
        for a in alternatives or []:
            a = a if isinstance(a, Alternative) else Alternative.model_validate(a)
            folder, _ = await self._folders.target_arg(
                a.folder, what="alternatives.folder", confirmed=create_folder
            )
            if folder != target:
                alts.append(
                    {
                        "folder": folder,
                        "reasoning": clean_text(strip_hidden(a.reasoning).strip()[:1000]),
                    }
                )
        return await self._store.add(
            rel, target, creates, reasoning, confidence, alts, source, seen, name
        )

    async def resolve_suggestion(
        self,
        suggestion_id: str,
        action: ResolveAction,
        target_folder: str | None = None,
        create_folder: bool = False,
        run_id: str | None = None,
        keep_name: bool = False,
    ) -> ResolveResult:
        """The user's decision. 'choose' into a folder that does not exist is refused (with
        the closest existing ones) unless ``create_folder``: a typo never makes a folder.
        ``run_id`` puts the move in a batch that can be undone as one. A suggestion's new
        name is given in the same journalled move, unless ``keep_name``."""
        if run_id is not None:
            run_id = check_run_id(run_id)
        if action not in ("accept", "reject", "choose"):
            raise InvalidArgument("action must be 'accept', 'reject' or 'choose'")
        if not isinstance(create_folder, bool):
            raise InvalidArgument("create_folder must be true or false")
        sug = await self._store.get(suggestion_id)
        if action == "choose":
            if not target_folder:
                raise InvalidArgument(
                    "action 'choose' needs target_folder: the folder the user picked"
                )
            target, _ = await self._folders.target_arg(target_folder, create=create_folder)
        elif target_folder:
            raise InvalidArgument(f"target_folder is only for action 'choose', not {action!r}")
        else:
            target = sug.target_folder
        if action == "reject":
            await self._store.reject(sug.id)
            return ResolveResult(success=True, file_moved=False, new_path=None)
        if not (self._root / sug.file_path).is_file():
            raise await self._store.file_gone(sug.id, sug.file_path)
        # The claim is made in the transaction that journals the move: if this process dies
        # before the file moves, recovery finds the journal row and gives the claim back.
        claim = self._store.claim(sug.id, target, time.time())
        try:
            rec = await self._move(
                sug.file_path,
                target,
                suggestion_id=sug.id,
                claim=claim,
                run_id=run_id,
                expect=await self._store.seen(sug.id),
                name=None if keep_name else sug.new_name,
            )
        except FileChanged as exc:  # another file under the suggested one's name
            raise await self._store.changed(sug.id, sug.file_path, str(exc)) from None
        except ClaimLost:
            raise await self._store.already(sug.id) from None
        except NotFound:  # gone before the claim: moved by a concurrent accept, or outside
            raise await self._store.file_gone(sug.id, sug.file_path) from None
        return ResolveResult(
            success=True,
            file_moved=True,
            new_path=rec.destination,
            renamed=rec.renamed,
            move_id=rec.id,
        )

    async def choose_for(
        self, path: str, target_folder: str, create_folder: bool = False
    ) -> tuple[Suggestion, ResolveResult]:
        """The person files a file nobody suggested a folder for (one the organizer
        declined): recorded as their own suggestion, accepted at once, so it teaches the
        organizer like any decision and Undo takes it back like any other. Only inbox files:
        a file already in the library is moved with ``move_file`` (``--allow-move``)."""
        rel = await self._library_file(path)
        if not rel.startswith(INBOX):
            raise InvalidArgument(
                f"{path!r} is not in the inbox: the review page files only inbox files "
                "(moving a library file needs move_file, offered with --allow-move)",
                argument="path",
            )
        target, creates = await self._folders.target_arg(target_folder, create=create_folder)
        if target == split_rel(rel)[0]:
            raise InvalidArgument(f"{path!r} is already in {target!r}")
        sug = await self._store.add(
            rel,
            target,
            creates,
            "Filed here by the person (no suggestion was made).",
            1.0,
            [],
            "review",
            await file_seen(self._root, rel),
        )
        res = await self.resolve_suggestion(sug.id, "accept")
        return await self._store.get(sug.id), res

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        """Take back the user's decision on a suggestion: a Keep (reject) becomes pending again;
        a Move (accept or choose) is moved back (see ``undo_move``: refused when the file was
        edited or moved since) and the suggestion is pending again, with its original target."""
        sug = await self._store.get(suggestion_id)
        if sug.status == "rejected":
            return await self._store.reopen_rejected(sug)
        if sug.status != "accepted":
            raise Conflict(f"suggestion {sug.id} is {sug.status}: there is no decision to undo")
        move_id = await self._history.last_move_of(sug.id)
        if move_id is None:
            raise Conflict(
                f"the move of suggestion {sug.id} was already undone or can no longer be undone"
            )
        await self.undo_move(move_id, force=force)
        return await self._store.get(sug.id)

    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        rel = await self._library_file(path)
        target, _ = await self._folders.target_arg(target_folder)
        rec = await self._move(rel, target)
        await self._store.expire_stale()
        return rec

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        """Move a file back where a move took it from (``move_id``, default the latest move),
        under its original name when that is free. A suggestion the move carried out goes
        back to pending with its original target. Refused, with the reason, when the file
        was edited since the move (``force`` moves it back anyway) or is no longer where the
        move put it (the move is then marked 'stale', so the next undo reaches the one before)."""
        last, moved_hash = await self._history.undoable(move_id)
        # Looked at through folder handles, as the move itself will be: a folder swapped for
        # a symlink since is a conflict here, and nothing outside the library is read.
        now_hash = await file_state(
            self._root, last.destination, with_hash=bool(moved_hash and not force)
        )
        if now_hash is None:
            await self._mover.mark_stale(last.id)
            raise Conflict(
                f"{last.destination!r} is no longer where move {last.id} put it (moved or deleted "
                "outside mylifedb), so it cannot be moved back; that move is now marked stale and "
                "the next undo reaches the one before it"
            )
        if moved_hash and not force and now_hash != moved_hash:
            raise Conflict(
                f"{last.destination!r} was edited after move {last.id} put it there; it was "
                "left where it is (undo with force to move it back anyway)",
                force_helps=True,
            )
        folder, name = split_rel(last.source)
        # Back under its original name: 'visa (1).txt' returns as 'visa.txt' (or a free variant);
        # the suggestion the move carried out is pending again in the same transaction.
        rec = await self._move(
            last.destination, folder, undo_of=last.id, name=name, suggestion_id=last.suggestion_id
        )
        # A folder a move made goes too once nothing is left in it and that move is undone.
        created = await self._history.made_by_undone_move(last.destination)
        if created:
            rec.removed_folder = await self._history.tidy(created, last.destination)
        return rec

    async def undo_run(self, run_id: str, *, force: bool = False) -> RunUndo:
        """Undo every move of a batch, last moved first; a file edited since (unless
        ``force``) or no longer where its move put it is refused and listed, and the rest
        still go back. Folders the batch created are removed once empty again."""
        moves = await self._history.of_run(run_id)
        if not moves:
            if await self._history.has_run(check_run_id(run_id)):
                raise Conflict(f"every move of run {run_id!r} was already undone")
            raise NotFound(f"there is no run {run_id!r} with moves", argument="run_id", see="moves")
        out = RunUndo(run_id=run_id, undone=[], refused=[], removed_folders=[])
        for move in moves:
            try:
                rec = await self.undo_move(move.id, force=force)
            except MyLifeDBError as exc:
                out.refused.append(
                    RefusedMove(
                        move_id=move.id,
                        source=move.source,
                        destination=move.destination,
                        reason=format_error(exc),
                        code=exc.code,
                        force_helps=bool(exc.details.get("force_helps")),
                    )
                )
                continue
            out.undone.append(rec)
            if rec.removed_folder:
                out.removed_folders.append(rec.removed_folder)
        return out

    async def _move(self, source: str, target_folder: str, **kw: Any) -> MoveRecord:
        """Every move goes through the journal, then the search mirror hears of it."""
        rec = await self._mover.move(source, target_folder, **kw)
        await self._mirror.sync([rec.destination], [rec.source])
        return rec
