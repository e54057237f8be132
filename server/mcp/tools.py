"""The MCP tools of DESIGN.md: one module-level function per tool, one hop each (tool ->
AppClient -> core), registered from the :data:`TOOLS` table.

Each tool reads the server's context through its ``lib: Library`` parameter (filled by the
SDK, never sent by a client). The docstrings and ``Field(description=...)`` texts are the
model's manual. Failures reach the model as ``is_error`` results whose text starts with the
error's stable code in brackets (``errors.py``).
"""

from __future__ import annotations

import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Annotated, Any, Literal

from mcp.server.mcpserver import MCPServer
from mcp.types import ToolAnnotations
from pydantic import Field

from appclient import (
    Alternative,
    FileDetail,
    FolderTree,
    InvalidArgument,
    MoveRecord,
    NotFound,
    RecentFiles,
    ResolveResult,
    SearchResults,
    SimilarFiles,
    Suggestion,
    SuggestionList,
)

from .args import MAX_PATH, MAX_TEXT, FolderArg, FolderFilter, PathArg, TypeFilter, limit_field
from .errors import tool_errors
from .server import Library
from .tools_library import RunId, forget, list_directives, list_moves, remember, undo_move

__all__ = ["TOOLS", "READ_TOOLS", "WRITE_TOOLS", "MOVE_TOOLS", "ANNOTATIONS", "register_tools"]

logger = logging.getLogger("mylifedb.mcp")


async def search(
    lib: Library,
    query: Annotated[
        str,
        Field(
            min_length=1,
            max_length=1000,
            description="What to look for, as the user would say it ('my ID photo', 'how much do I "
            "earn', 'rent contract') or as keywords ('passport scan', 'W-2 2024'), in any "
            "language the library's files are in. Quotes and operators are plain text.",
        ),
    ],
    type: TypeFilter = None,
    folder: FolderFilter = None,
    limit: Annotated[int, limit_field(100, "results")] = 10,
    mode: Annotated[
        Literal["hybrid", "keyword", "semantic"],
        Field(
            description="'hybrid' (default): by meaning and by words together, no word "
            "mandatory. 'keyword': files holding all the words first (then fewer, dropping "
            "from the end); use it for exact names, numbers and codes. 'semantic': by "
            "meaning alone."
        ),
    ] = "hybrid",
) -> SearchResults:
    """Search the user's library by meaning and by words, over file names, folders and
    extracted content (PDF text, OCR, document text), in the languages of the files.

    Returns the best matches first. Each hit says why it matched: `matched` is 'words'
    (`match_context` shows them in [brackets]), 'meaning' (`match_context` quotes the
    passage closest to the question) or 'both'. Narrow with `type` (MIME prefix) and
    `folder`. Use get_file on a hit to read its full content, find_similar for files like
    it. While the library is first being indexed the answer says so (`indexing`, `note`):
    ask again shortly for complete results."""
    indexing = await lib.board.settle()
    result = await lib.client().search(query, type=type, folder=folder, limit=limit, mode=mode)
    return lib.board.search(result, indexing)


async def find_similar(
    lib: Library,
    path: PathArg,
    limit: Annotated[int, limit_field(100, "files")] = 10,
) -> SimilarFiles:
    """Find the files most similar in meaning to one file (by its name, folder and content),
    best first, each with a similarity score (cosine, -1 to 1; above ~0.5 is close).

    Use it to see where files like an inbox file were filed, or to gather related papers."""
    await lib.board.settle()
    return await lib.client().find_similar(path, limit=limit)


async def get_file(lib: Library, path: PathArg) -> FileDetail:
    """Get one file's metadata and everything extracted from it (its digests).

    `digests` is keyed by digester: 'text' (text files), 'pdf_text', 'ocr',
    'image_metadata' (size, camera, dates), 'transcript' (a recording's words) ... each
    with 'content' and/or fields, or 'error' when extraction failed. Use this to understand
    what a file is before suggesting where it belongs. For an inbox file,
    `related_decisions` lists the user's past decisions on it and on the most similar
    files: a 'rejected' folder is the user's word that it is wrong for such a file."""
    await lib.board.settle()
    try:
        return await lib.client().get_file(path)
    except NotFound as exc:
        told = lib.board.not_found(exc)
        if told is exc:
            raise
        raise told from exc


async def get_folder_tree(
    lib: Library,
    depth: Annotated[
        int,
        Field(strict=True, ge=1, le=10, description="How many folder levels to show, 1-10."),
    ] = 2,
) -> FolderTree:
    """Get the library's folder structure: the destinations files can be organized into.

    Library folders only (no inbox/, no hidden folders); each node has its `path` (use it
    as `target_folder`) and `file_count`. Ask for more depth when the guideline mentions
    nested folders. While the library is first being indexed, `indexing` and `note` say
    so and counts cover only the files indexed so far."""
    indexing = await lib.board.settle()
    tree = await lib.client().get_folder_tree(depth)
    root, state_dir = lib.paths()
    return await lib.board.tree(tree, depth, indexing, root, state_dir)


async def read_guideline(lib: Library) -> str:
    """Read the user's guideline.md: their own words on how the library is organized and
    where things go. Read it before suggesting any destination; it wins over your own
    judgment."""
    return await lib.client().read_guideline()


async def list_recent_files(
    lib: Library,
    limit: Annotated[int, limit_field(100, "files")] = 10,
    type: TypeFilter = None,
    folder: FolderFilter = None,
) -> RecentFiles:
    """List the most recently added files, newest first. Use folder='inbox/' to see what
    is waiting to be organized, or another folder to see what usually goes there."""
    await lib.board.settle()
    return await lib.client().list_recent_files(limit=limit, type=type, folder=folder)


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
    return await lib.client().list_suggestions(status=status, limit=limit)


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
) -> Suggestion:
    """Suggest moving a file to a folder. Nothing moves: the suggestion waits until the
    user accepts, rejects or picks another folder.

    One pending suggestion per file (a new one replaces the old). `target_folder` may be
    a folder that does not exist yet when the guideline's pattern calls for it (the
    result then says creates_folder: true); it must lie inside the library. A new folder
    spelled almost like an existing one ('notes/bokks/' next to 'notes/books/') is refused
    with 'did you mean ...?': use the existing folder, or ask again with create_folder: true."""
    result = await lib.client().create_suggestion(
        file_path,
        target_folder,
        reasoning,
        confidence,
        alternatives=alternatives,
        source="mcp",
        create_folder=create_folder,
    )
    await lib.suggestions_changed()
    return result


async def resolve_suggestion(
    lib: Library,
    suggestion_id: Annotated[
        str,
        Field(
            min_length=1, max_length=200, description="The suggestion's id, from list_suggestions."
        ),
    ],
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
) -> ResolveResult:
    """Carry out the user's decision on a pending suggestion. Only call this when the user
    has said what to do: accepting or choosing moves the file (a name clash keeps both
    files, the moved one renamed 'name (1).ext'). The result's move_id identifies the move;
    accepting several at once with one run_id lets undo_move(run_id=...) take them back."""
    if action == "choose" and not target_folder:
        raise InvalidArgument("action 'choose' needs target_folder: the folder the user picked")
    if action != "choose" and target_folder is not None:
        raise InvalidArgument(
            f"target_folder only applies to action 'choose' (got action {action!r}); use "
            "'choose' to move the file somewhere other than the suggested folder"
        )
    if create_folder and action != "choose":
        raise InvalidArgument("create_folder only applies to action 'choose'")
    result = await lib.client().resolve_suggestion(
        suggestion_id, action, target_folder, create_folder=create_folder, run_id=run_id
    )
    await lib.suggestions_changed()
    return result


async def move_file(lib: Library, path: PathArg, target_folder: FolderArg) -> MoveRecord:
    """Move a file into a folder of the library now, without a suggestion. Only when the
    user asked for this move. A name clash keeps both files (the moved one becomes
    'name (1).ext'); undo_move reverts the last move."""
    result = await lib.client().move_file(path, target_folder)
    await lib.suggestions_changed()
    return result


_READ = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
# Adds a suggestion (an older pending one for the same file is marked expired, not deleted);
# never touches a file. A second call creates a second suggestion.
_SUGGEST = ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
)
# Adds a line to guideline.md; never rewrites the person's text.
_REMEMBER = ToolAnnotations(
    read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
)
# Removes a directive it wrote: gone from guideline.md.
_FORGET = ToolAnnotations(
    read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
)
# Accepting or choosing moves a file; resolving twice is a conflict.
_MOVE = ToolAnnotations(
    read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
)

Tool = Callable[..., Awaitable[Any]]
Group = Literal["read", "write", "move"]

# (function, title, annotations, group): read tools always; write tools unless read-only;
# move tools only with --allow-move (and never read-only).
TOOLS: tuple[tuple[Tool, str, ToolAnnotations, Group], ...] = (
    (search, "Search the library", _READ, "read"),
    (get_file, "Get a file and its extracted content", _READ, "read"),
    (find_similar, "Find files similar in meaning", _READ, "read"),
    (get_folder_tree, "Get the folder tree", _READ, "read"),
    (read_guideline, "Read the user's organization guideline", _READ, "read"),
    (list_recent_files, "List recently added files", _READ, "read"),
    (list_suggestions, "List organization suggestions", _READ, "read"),
    (list_directives, "List the remembered rules", _READ, "read"),
    (list_moves, "List the moves made", _READ, "read"),
    (create_suggestion, "Suggest a folder for a file", _SUGGEST, "write"),
    (resolve_suggestion, "Accept, reject or redirect a suggestion", _MOVE, "write"),
    (remember, "Remember a rule for organizing", _REMEMBER, "write"),
    (forget, "Forget a remembered rule", _FORGET, "write"),
    (move_file, "Move a file", _MOVE, "move"),
    (undo_move, "Undo a move or a batch of moves", _MOVE, "move"),
)
READ_TOOLS = tuple(fn.__name__ for fn, _, _, g in TOOLS if g == "read")
WRITE_TOOLS = tuple(fn.__name__ for fn, _, _, g in TOOLS if g == "write")
MOVE_TOOLS = tuple(fn.__name__ for fn, _, _, g in TOOLS if g == "move")
ANNOTATIONS = {fn.__name__: ann for fn, _, ann, _ in TOOLS}


def register_tools(
    server: MCPServer, *, allow_move: bool = False, read_only: bool = False
) -> list[str]:
    """Add the tools to ``server``; returns their names. ``read_only`` drops every tool that
    writes (it wins over ``allow_move``); ``allow_move`` adds ``move_file`` and ``undo_move``."""
    if read_only and allow_move:
        logger.warning("read-only server: move_file and undo_move are not offered")
    offered = (
        {"read"} if read_only else {"read", "write", "move"} if allow_move else {"read", "write"}
    )
    names = []
    for fn, title, hints, group in TOOLS:
        if group in offered:
            # Dedented: clients show the description as it comes, indentation included.
            server.add_tool(
                tool_errors(fn),
                name=fn.__name__,
                title=title,
                description=inspect.cleandoc(fn.__doc__ or ""),
                annotations=hints,
            )
            names.append(fn.__name__)
    return names
