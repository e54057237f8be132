"""Suggestions: made by an organizer, decided by the person (accept, keep, choose), taken
back. Each operation is defined once here (``appclient/operation.py``)."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field

from ..errors import InvalidArgument
from ..library import Library
from ..models import Alternative, ResolveResult, Suggestion, SuggestionList
from ..operation import DESTRUCTIVE, WRITE, operation
from ..paths import resolve_path
from .args import MAX_PATH, MAX_TEXT, FolderArg, RunId, limit_field

__all__ = [
    "create_suggestion",
    "list_suggestions",
    "get_suggestion",
    "pending_suggestion",
    "suggestions_signature",
    "resolve_suggestion",
    "undo_decision",
    "choose_for",
    "list_decided",
]

SuggestionId = Annotated[
    str,
    Field(min_length=1, max_length=200, description="The suggestion's id, from list_suggestions."),
]


@operation(
    tool="write",
    title="Suggest a folder for a file",
    hints=WRITE,
    runner=True,
    changes="suggestions",
    internal=("source",),
)
async def create_suggestion(
    lib: Library,
    file_path: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_PATH,
            description="The file to organize, relative to the root, e.g. 'inbox/W2_2024.pdf'.",
        ),
    ],
    target_folder: FolderArg,
    reasoning: Annotated[
        str,
        Field(
            min_length=1,
            max_length=MAX_TEXT,
            description="Why this folder: 1-2 sentences citing the guideline or the file's content.",
        ),
    ],
    confidence: Annotated[
        float,
        Field(
            ge=0.0,
            le=1.0,
            allow_inf_nan=False,
            description="How sure you are, 0.0-1.0: >0.9 clear match to a guideline rule or an "
            "established pattern; 0.7-0.9 good match with some doubt; <0.7 a guess.",
        ),
    ],
    alternatives: Annotated[
        list[Alternative] | None,
        Field(
            max_length=10,
            description="Other plausible folders, each {folder, reasoning}. Optional.",
        ),
    ] = None,
    create_folder: Annotated[
        bool,
        Field(
            description="true to confirm a NEW folder that is spelled like an existing one "
            "(the first answer said 'did you mean ...?' and you do mean a new folder)."
        ),
    ] = False,
    new_name: Annotated[
        str | None,
        Field(
            max_length=255,
            description="Only when the file's name says nothing about it (scanner, phone or "
            "download names such as 'scan_0012.pdf', 'IMG-20250314-WA0007.jpg', 'Doc1.pdf'): "
            "a new name in the naming habit of the target folder's own files (their date "
            "format, language and separators), e.g. '2025-03-14 Lease Kerkstraat.pdf'. One "
            "name, no folder; the extension stays. Omit it to keep the name.",
        ),
    ] = None,
    source: Annotated[str, Field(min_length=1, max_length=100)] = "mcp",
) -> Suggestion:
    """Suggest moving a file to a folder. Nothing moves: the suggestion waits until the
    user accepts, rejects or picks another folder.

    One pending suggestion per file (a new one replaces the old). `target_folder` may be
    a folder that does not exist yet when the guideline's pattern calls for it (the
    result then says creates_folder: true); it must lie inside the library. A new folder
    spelled almost like an existing one ('notes/bokks/' next to 'notes/books/') is refused
    with 'did you mean ...?': use the existing folder, or ask again with create_folder: true.
    A new_name is refused when a file of that name is already in the folder."""
    return await lib.decisions.create_suggestion(
        file_path,
        target_folder,
        reasoning,
        confidence,
        alternatives,
        source,
        create_folder,
        new_name,
    )


@operation(tool="read", title="List organization suggestions")
async def list_suggestions(
    lib: Library,
    status: Annotated[
        Literal["pending", "accepted", "rejected", "expired"] | None,
        Field(description="Only suggestions with this status; null for all. Default 'pending'."),
    ] = "pending",
    limit: Annotated[int, limit_field(100, "suggestions")] = 50,
) -> SuggestionList:
    """List organization suggestions, newest first: by default the pending ones that wait
    for the user's decision."""
    return await lib.suggestions.newest(status, limit)


@operation()
async def get_suggestion(lib: Library, suggestion_id: SuggestionId) -> Suggestion:
    """One suggestion by its id."""
    return await lib.suggestions.get(suggestion_id)


@operation(runner=True)
async def pending_suggestion(
    lib: Library, file_path: Annotated[str, Field(min_length=1, max_length=MAX_PATH)]
) -> Suggestion | None:
    """The file's pending suggestion, if it has one."""
    rel = resolve_path(lib.root, file_path, what="file_path").rel
    return await lib.suggestions.pending_for(rel)


@operation()
async def suggestions_signature(lib: Library) -> tuple[int, int, float]:
    """Changes whenever a suggestion is made or resolved (by any process)."""
    return await lib.suggestions.signature()


@operation(
    tool="write",
    title="Accept, reject or redirect a suggestion",
    hints=DESTRUCTIVE,
    changes="suggestions",
)
async def resolve_suggestion(
    lib: Library,
    suggestion_id: SuggestionId,
    action: Annotated[
        Literal["accept", "reject", "choose"],
        Field(
            description="'accept' moves the file to the suggested folder; 'reject' leaves it "
            "where it is; 'choose' moves it to `target_folder` instead."
        ),
    ],
    target_folder: Annotated[
        str | None,
        Field(
            max_length=MAX_PATH,
            description="Only with action 'choose': the folder the user picked, relative to the root.",
        ),
    ] = None,
    create_folder: Annotated[
        bool,
        Field(
            description="Only with action 'choose': true when the user asked for a NEW folder. "
            "Without it, a folder that does not exist is refused with the closest existing ones."
        ),
    ] = False,
    run_id: RunId = None,
    keep_name: Annotated[
        bool,
        Field(
            description="With 'accept' or 'choose': true when the user wants the file moved "
            "but not renamed (the suggestion's new_name is then not given)."
        ),
    ] = False,
) -> ResolveResult:
    """Carry out the user's decision on a pending suggestion. Only call this when the user
    has said what to do: accepting or choosing moves the file (a name clash keeps both
    files, the moved one renamed 'name (1).ext'). The result's move_id identifies the move;
    accepting several at once with one run_id lets undo_move(run_id=...) take them back."""
    if action == "choose" and not target_folder:
        raise InvalidArgument(
            "action 'choose' needs the folder the user picked", argument="target_folder"
        )
    if action != "choose" and target_folder is not None:
        raise InvalidArgument(
            f"a folder only goes with action 'choose' (got action {action!r}); use 'choose' "
            "to move the file somewhere other than the suggested folder",
            argument="target_folder",
        )
    if create_folder and action != "choose":
        raise InvalidArgument(
            "a new folder only goes with action 'choose'", argument="create_folder"
        )
    return await lib.decisions.resolve_suggestion(
        suggestion_id, action, target_folder, create_folder, run_id, keep_name
    )


@operation()
async def undo_decision(
    lib: Library, suggestion_id: SuggestionId, force: bool = False
) -> Suggestion:
    """Take back the person's decision (a Keep reopened, a Move moved back)."""
    return await lib.decisions.undo_decision(suggestion_id, force=force)


@operation()
async def choose_for(
    lib: Library, path: str, target_folder: str, create_folder: bool = False
) -> tuple[Suggestion, ResolveResult]:
    """The person files a file that has no suggestion (their own, accepted at once)."""
    return await lib.decisions.choose_for(path, target_folder, create_folder)


@operation()
async def list_decided(lib: Library, since: float, limit: int = 100) -> SuggestionList:
    """Suggestions accepted or rejected since ``since`` (unix time), latest first."""
    return await lib.suggestions.decided_since(since, limit)
