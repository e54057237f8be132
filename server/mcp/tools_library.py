"""The tools on the person's memory and history (DESIGN.md, third round): directives they
asked to remember (kept in guideline.md, in a section of its own), the move history, and
undoing a move or a whole batch. Registered from ``tools.TOOLS`` like the others; the
docstrings and ``Field`` descriptions are the model's manual."""

from __future__ import annotations

import json
import logging
from typing import Annotated

from mcp.types import CallToolResult, TextContent
from pydantic import BaseModel, ConfigDict, Field

from appclient import (
    GUIDELINE,
    Directive,
    DirectiveList,
    InvalidArgument,
    MoveList,
    MoveRecord,
    RefusedMove,
)
from server.surface import GUIDELINE_URI

from .server import Library, ServerContext

__all__ = ["remember", "list_directives", "forget", "list_moves", "undo_move", "UndoAnswer"]

logger = logging.getLogger("mylifedb.mcp")

RunId = Annotated[
    str | None,
    Field(
        min_length=1,
        max_length=100,
        description="A batch of moves: an organizer run with auto-accept, or one 'Accept all' of "
        "the review page (list_moves shows each move's run_id).",
    ),
]


async def _guideline_changed(lib: ServerContext) -> None:
    """guideline.md was rewritten: search and get_file see the new text at once, and
    subscribers of the guideline resource are told (never failing the change itself)."""
    try:
        await lib.runtime.refresh([GUIDELINE])
        await lib.notifier.resource_updated(GUIDELINE_URI)
    except Exception:
        logger.exception("could not re-index or announce the changed guideline")


async def remember(
    lib: Library,
    text: Annotated[
        str,
        Field(
            min_length=1,
            max_length=500,
            description="The rule in the user's words, e.g. 'Lidl receipts go to household/food/' "
            "or 'never file work documents under life/'.",
        ),
    ],
    folder: Annotated[
        str | None,
        Field(
            max_length=4096,
            description="The folder the rule sends files to, relative to the root, when it names "
            "one (added to the rule as `folder/` unless the text already names it). It may not "
            "exist yet.",
        ),
    ] = None,
) -> Directive:
    """Remember a rule the user gives for organizing their files ("remember: Lidl receipts
    go to household/food/"). It is added as one line to the Directives section of their
    guideline.md, which they can read and edit; the rest of the guideline is never
    rewritten. Both organizers follow it from the next file on. Only when the user asked to
    remember something; returns the directive with its id (forget takes it)."""
    result = await lib.client().remember(text, folder)
    await _guideline_changed(lib)
    return result


async def list_directives(lib: Library) -> DirectiveList:
    """List the rules in the Directives section of the user's guideline.md: the ones
    remember wrote (with an id forget takes) and any the user wrote there themselves."""
    return await lib.client().list_directives()


async def forget(
    lib: Library,
    directive_id: Annotated[
        str,
        Field(min_length=1, max_length=20, description="The directive's id, e.g. 'd-1a2b3c'."),
    ],
) -> Directive:
    """Remove a directive that remember wrote (by its id from list_directives); the rest of
    guideline.md is left as it is. Lines the user wrote themselves are theirs to edit: this
    never removes one. Only when the user asked to forget that rule."""
    result = await lib.client().forget(directive_id)
    await _guideline_changed(lib)
    return result


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
    return await lib.client().list_moves(limit, run_id)


class UndoAnswer(BaseModel):
    """undo_move's answer: with move_id (or neither) the move record of the move back (id,
    source, destination, ...); with run_id the batch's report (run_id, undone, refused,
    removed_folders)."""

    model_config = ConfigDict(extra="forbid")
    id: int | None = Field(default=None, description="The move that put the file back.")
    source: str | None = Field(default=None, description="Where the file was.")
    destination: str | None = Field(default=None, description="Where the file is again.")
    renamed: bool | None = None
    status: str | None = None
    created_at: str | None = None
    suggestion_id: str | None = None
    run_id: str | None = None
    undo_of: int | None = None
    created_folder: str | None = None
    removed_folder: str | None = Field(
        default=None, description="The folder the undone move had created, removed as empty."
    )
    undone: list[MoveRecord] | None = Field(
        default=None, description="With run_id: the moves that put files back."
    )
    refused: list[RefusedMove] | None = Field(
        default=None,
        description="With run_id: moves not undone, each with the reason (edited since: force "
        "overrides; gone: cannot).",
    )
    removed_folders: list[str] | None = Field(
        default=None, description="With run_id: folders the batch had created, removed as empty."
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
) -> Annotated[CallToolResult, UndoAnswer]:
    """Undo a move, or every move of a batch (run_id: an organizer run with auto-accept, an
    'Accept all' of the review page): each file goes back where it was, a suggestion a move
    carried out is pending again, and a folder a move created is removed once empty. A file
    edited since is refused, with the reason (force overrides), and so is one moved away
    outside mylifedb; the rest of a batch still goes back. Only when the user asked."""
    if move_id is not None and run_id is not None:
        raise InvalidArgument("give move_id or run_id, not both")
    client = lib.client()
    answer: BaseModel
    if run_id is not None:
        answer = await client.undo_run(run_id, force=force)
    else:
        answer = await client.undo_move(move_id, force=force)
    await lib.suggestions_changed()
    data = answer.model_dump(mode="json")
    return CallToolResult(
        content=[TextContent(type="text", text=json.dumps(data, ensure_ascii=False))],
        structured_content=data,
    )
