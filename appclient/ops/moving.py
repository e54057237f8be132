"""Moves made on request, the move history, and undoing a move or a whole batch. Each
operation is defined once here (``appclient/operation.py``)."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field

from ..errors import InvalidArgument
from ..library import Library
from ..models import MoveList, MoveRecord, RunUndo, UndoAnswer
from ..operation import DESTRUCTIVE, operation
from .args import FolderArg, PathArg, RunId

__all__ = ["move_file", "undo_move", "list_moves"]


@operation(tool="move", title="Move a file", hints=DESTRUCTIVE, changes="suggestions")
async def move_file(lib: Library, path: PathArg, target_folder: FolderArg) -> MoveRecord:
    """Move a file into a folder of the library now, without a suggestion. Only when the
    user asked for this move. A name clash keeps both files (the moved one becomes
    'name (1).ext'); undo_move reverts the last move."""
    return await lib.decisions.move_file(path, target_folder)


@operation(
    tool="move",
    title="Undo a move or a batch of moves",
    hints=DESTRUCTIVE,
    changes="suggestions",
    output=UndoAnswer,
)
async def undo_move(
    lib: Library,
    move_id: Annotated[
        int | None,
        Field(ge=1, description="The move to undo (a move record's id); omit for the most recent."),
    ] = None,
    run_id: RunId = None,
    force: Annotated[
        bool, Field(description="Move files back even though they were edited after the move.")
    ] = False,
) -> MoveRecord | RunUndo:
    """Undo a move, or every move of a batch (run_id: an organizer run with auto-accept, an
    'Accept all' of the review page): each file goes back where it was, a suggestion a move
    carried out is pending again, and a folder a move created is removed once empty. A file
    edited since is refused, with the reason (force overrides), and so is one moved away
    outside mylifedb; the rest of a batch still goes back. Only when the user asked."""
    if move_id is not None and run_id is not None:
        raise InvalidArgument("give a move or a batch, not both", argument="run_id")
    if run_id is not None:
        return await lib.decisions.undo_run(run_id, force=force)
    return await lib.decisions.undo_move(move_id, force=force)


@operation(tool="read", title="List the moves made")
async def list_moves(
    lib: Library,
    limit: Annotated[
        int, Field(strict=True, ge=1, le=1000, description="Maximum moves, 1-1000.")
    ] = 50,
    run_id: RunId = None,
) -> MoveList:
    """List the moves made in the library, newest first: where each file came from and went,
    the suggestion it carried out, its batch (run_id) and whether it was undone (a move
    that undid another names it in undo_of). Give run_id for the moves of one batch."""
    return await lib.history.newest(limit, run_id)
