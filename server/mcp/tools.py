"""The MCP tools of DESIGN.md: one function per tool, one hop each (tool -> AppClient -> core).

The docstrings and ``Field(description=...)`` texts are the model's manual. Failures reach the
model as ``is_error`` results whose text starts with the error's stable code in brackets,
e.g. ``[not_found] folder 'lif/gov docs' does not exist; closest: 'life/gov docs/'``:
``MyLifeDBError`` is translated once, in :func:`tool_errors`, and argument-validation failures
in :func:`describe_validation_error` (used by the server's ``call_tool``).
"""

from __future__ import annotations

import functools
import inspect
import logging
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, Any, Literal, ParamSpec, TypeVar

from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ToolError
from mcp.types import ToolAnnotations
from pydantic import Field, ValidationError

from appclient.errors import InvalidArgument, MyLifeDBError, NotFound
from appclient.models import (
    Alternative,
    FileDetail,
    FolderTree,
    MoveRecord,
    RecentFiles,
    ResolveResult,
    SearchResults,
    Suggestion,
    SuggestionList,
)
from appclient.protocol import AppClient

from .status import StatusBoard

__all__ = [
    "READ_TOOLS",
    "WRITE_TOOLS",
    "MOVE_TOOLS",
    "ANNOTATIONS",
    "register_tools",
    "tool_errors",
    "format_error",
    "describe_validation_error",
    "suggestions_changed",
]

logger = logging.getLogger("mylifedb.mcp")

P = ParamSpec("P")
R = TypeVar("R")

GetClient = Callable[[], AppClient]
OnChange = Callable[[], Awaitable[None]]
GetPaths = Callable[[], tuple[Path | None, Path | None]]

READ_TOOLS = (
    "search",
    "get_file",
    "get_folder_tree",
    "read_guideline",
    "list_recent_files",
    "list_suggestions",
)
WRITE_TOOLS = ("create_suggestion", "resolve_suggestion")
MOVE_TOOLS = ("move_file", "undo_move")

_READ = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
ANNOTATIONS: dict[str, ToolAnnotations] = {
    **{name: _READ for name in READ_TOOLS},
    # Adds a suggestion (an older pending one for the same file is marked expired, not
    # deleted); never touches a file. A second call creates a second suggestion.
    "create_suggestion": ToolAnnotations(
        read_only_hint=False, destructive_hint=False, idempotent_hint=False, open_world_hint=False
    ),
    # Accepting or choosing moves a file; resolving twice is a conflict.
    "resolve_suggestion": ToolAnnotations(
        read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
    ),
    "move_file": ToolAnnotations(
        read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
    ),
    "undo_move": ToolAnnotations(
        read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
    ),
}

_MAX_PATH = 4096
_MAX_TEXT = 4000

PathArg = Annotated[
    str,
    Field(
        min_length=1,
        max_length=_MAX_PATH,
        description="File path relative to the library root, exactly as other tools return it, "
        "e.g. 'inbox/scan 2024.pdf' or 'life/gov docs/passport.jpg'. No leading '/', no '..'.",
    ),
]
FolderArg = Annotated[
    str,
    Field(
        min_length=1,
        max_length=_MAX_PATH,
        description="Folder relative to the library root, e.g. 'life/gov docs/' (trailing '/' "
        "optional). Use the paths get_folder_tree returns.",
    ),
]
TypeFilter = Annotated[
    str | None,
    Field(
        max_length=255,
        description="Only files whose MIME type starts with this, e.g. 'image/', 'application/pdf', "
        "'text/'. Omit for all types.",
    ),
]
FolderFilter = Annotated[
    str | None,
    Field(
        max_length=_MAX_PATH,
        description="Only files inside this folder (and its subfolders), relative to the root, "
        "e.g. 'life/' or 'inbox/'. Omit for the whole library.",
    ),
]


def format_error(exc: MyLifeDBError) -> str:
    """The text a model reads: the stable code first, then the core's message and hint."""
    text = f"[{exc.code}] {exc}"
    if exc.retryable:
        text += " (temporary: retry shortly)"
    return text


def tool_errors(fn: Callable[P, Awaitable[R]]) -> Callable[P, Awaitable[R]]:
    """Turn every failure of a tool into an ``is_error`` result; never let one crash the server."""

    @functools.wraps(fn)
    async def wrapper(*args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return await fn(*args, **kwargs)
        except ToolError:
            raise
        except MyLifeDBError as exc:
            raise ToolError(format_error(exc)) from exc
        except Exception as exc:  # the tool boundary: log the crash, answer the model
            logger.exception("tool %s failed unexpectedly", fn.__name__)
            raise ToolError(
                f"[internal_error] {fn.__name__} failed unexpectedly ({type(exc).__name__}); "
                "the details are in the server log. Other tools still work."
            ) from exc

    return wrapper


def describe_validation_error(tool: str, exc: ValidationError) -> str:
    """One line per bad argument, without echoing long hostile values back."""
    parts = []
    for err in exc.errors()[:5]:
        loc = ".".join(str(p) for p in err.get("loc", ())) or "arguments"
        parts.append(f"{loc}: {err.get('msg', 'invalid')}")
    return f"[invalid_argument] {tool}: " + "; ".join(parts)


def suggestions_changed(on_change: OnChange | None) -> Callable[[], Awaitable[None]]:
    """What a tool awaits after it changed suggestions: tell subscribers, and never fail the
    tool (its change is made) because a notification could not be sent."""

    async def changed() -> None:
        if on_change is not None:
            try:
                await on_change()
            except Exception:
                logger.exception("could not notify subscribers of a suggestion change")

    return changed


def register_tools(
    server: MCPServer,
    get_client: GetClient,
    *,
    allow_move: bool = False,
    read_only: bool = False,
    on_suggestions_changed: OnChange | None = None,
    board: StatusBoard | None = None,
    paths: GetPaths | None = None,
) -> list[str]:
    """Add the tools to ``server``; returns their names. ``read_only`` drops every tool that
    writes (it wins over ``allow_move``); ``allow_move`` adds ``move_file`` and ``undo_move``.
    With a ``board`` (status.py), the tools that answer from the index wait briefly for the
    first index and say when their answer is incomplete; ``paths`` gives (root, state dir)
    so the folder tree can come from the disk meanwhile."""
    status = board or StatusBoard()  # without one: no background index, nothing to wait for

    changed = suggestions_changed(on_suggestions_changed)

    def add(fn: Callable[..., Awaitable[Any]], title: str) -> None:
        # Dedented: clients show the description as it comes, indentation included.
        server.add_tool(
            tool_errors(fn),
            name=fn.__name__,
            title=title,
            description=inspect.cleandoc(fn.__doc__ or ""),
            annotations=ANNOTATIONS[fn.__name__],
        )

    async def search(
        query: Annotated[
            str,
            Field(
                min_length=1,
                max_length=1000,
                description="Words to look for in file names, paths and extracted content (PDF text, "
                "OCR, document text). Plain words work best, e.g. 'passport scan' or 'W-2 2024'; "
                "quotes and operators are treated as plain text.",
            ),
        ],
        type: TypeFilter = None,
        folder: FolderFilter = None,
        limit: Annotated[
            int, Field(strict=True, ge=1, le=100, description="Maximum results, 1-100.")
        ] = 10,
    ) -> SearchResults:
        """Search the user's library by keywords over file names, paths and extracted content.

        Returns the best matches first, each with a `match_context` snippet in which matched
        words are wrapped in [brackets]. Narrow with `type` (MIME prefix) and `folder`. Use
        get_file on a hit to read its full content. While the library is first being indexed
        the answer says so (`indexing`, `note`): ask again shortly for complete results."""
        indexing = await status.settle()
        result = await get_client().search(query, type=type, folder=folder, limit=limit)
        return status.search(result, indexing)

    async def get_file(path: PathArg) -> FileDetail:
        """Get one file's metadata and everything extracted from it (its digests).

        `digests` is keyed by digester: 'text' (text files), 'pdf_text', 'ocr',
        'image_metadata' (size, camera, dates) ... each with 'content' and/or fields, or
        'error' when extraction failed. Use this to understand what a file is before
        suggesting where it belongs."""
        await status.settle()
        try:
            return await get_client().get_file(path)
        except NotFound as exc:
            told = status.not_found(exc)
            if told is exc:
                raise
            raise told from exc

    async def get_folder_tree(
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
        indexing = await status.settle()
        tree = await get_client().get_folder_tree(depth)
        root, state_dir = paths() if paths is not None else (None, None)
        return await status.tree(tree, depth, indexing, root, state_dir)

    async def read_guideline() -> str:
        """Read the user's guideline.md: their own words on how the library is organized and
        where things go. Read it before suggesting any destination; it wins over your own
        judgment."""
        return await get_client().read_guideline()

    async def list_recent_files(
        limit: Annotated[
            int, Field(strict=True, ge=1, le=100, description="Maximum files, 1-100.")
        ] = 10,
        type: TypeFilter = None,
        folder: FolderFilter = None,
    ) -> RecentFiles:
        """List the most recently added files, newest first. Use folder='inbox/' to see what
        is waiting to be organized, or another folder to see what usually goes there."""
        await status.settle()
        return await get_client().list_recent_files(limit=limit, type=type, folder=folder)

    async def list_suggestions(
        status: Annotated[
            Literal["pending", "accepted", "rejected", "expired"] | None,
            Field(
                description="Only suggestions with this status; null for all. Default 'pending'.",
            ),
        ] = "pending",
        limit: Annotated[
            int, Field(strict=True, ge=1, le=100, description="Maximum suggestions, 1-100.")
        ] = 50,
    ) -> SuggestionList:
        """List organization suggestions, newest first: by default the pending ones that wait
        for the user's decision."""
        return await get_client().list_suggestions(status=status, limit=limit)

    async def create_suggestion(
        file_path: Annotated[
            str,
            Field(
                min_length=1,
                max_length=_MAX_PATH,
                description="The file to organize, relative to the root, e.g. 'inbox/W2_2024.pdf'.",
            ),
        ],
        target_folder: FolderArg,
        reasoning: Annotated[
            str,
            Field(
                min_length=1,
                max_length=_MAX_TEXT,
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
    ) -> Suggestion:
        """Suggest moving a file to a folder. Nothing moves: the suggestion waits until the
        user accepts, rejects or picks another folder.

        One pending suggestion per file (a new one replaces the old). `target_folder` may be
        a folder that does not exist yet when the guideline's pattern calls for it (the
        result then says creates_folder: true); it must lie inside the library."""
        result = await get_client().create_suggestion(
            file_path,
            target_folder,
            reasoning,
            confidence,
            alternatives=alternatives,
            source="mcp",
        )
        await changed()
        return result

    async def resolve_suggestion(
        suggestion_id: Annotated[
            str,
            Field(
                min_length=1,
                max_length=200,
                description="The suggestion's id, from list_suggestions.",
            ),
        ],
        action: Annotated[
            Literal["accept", "reject", "choose"],
            Field(
                description="'accept' moves the file to the suggested folder; 'reject' leaves it "
                "where it is; 'choose' moves it to `target_folder` instead.",
            ),
        ],
        target_folder: Annotated[
            str | None,
            Field(
                max_length=_MAX_PATH,
                description="Only with action 'choose': the folder the user picked, relative to "
                "the root.",
            ),
        ] = None,
        create_folder: Annotated[
            bool,
            Field(
                description="Only with action 'choose': true when the user asked for a NEW folder. "
                "Without it, a folder that does not exist is refused with the closest existing ones.",
            ),
        ] = False,
    ) -> ResolveResult:
        """Carry out the user's decision on a pending suggestion. Only call this when the user
        has said what to do: accepting or choosing moves the file (a name clash keeps both
        files, the moved one renamed 'name (1).ext'). The result's move_id identifies the move."""
        if action == "choose" and not target_folder:
            raise InvalidArgument("action 'choose' needs target_folder: the folder the user picked")
        if action != "choose" and target_folder is not None:
            raise InvalidArgument(
                f"target_folder only applies to action 'choose' (got action {action!r}); use "
                "'choose' to move the file somewhere other than the suggested folder"
            )
        if create_folder and action != "choose":
            raise InvalidArgument("create_folder only applies to action 'choose'")
        result = await get_client().resolve_suggestion(
            suggestion_id, action, target_folder, create_folder=create_folder
        )
        await changed()
        return result

    async def move_file(path: PathArg, target_folder: FolderArg) -> MoveRecord:
        """Move a file into a folder of the library now, without a suggestion. Only when the
        user asked for this move. A name clash keeps both files (the moved one becomes
        'name (1).ext'); undo_move reverts the last move."""
        result = await get_client().move_file(path, target_folder)
        await changed()
        return result

    async def undo_move(
        move_id: Annotated[
            int | None,
            Field(
                ge=1,
                description="The move to undo (a move record's id); omit for the most recent.",
            ),
        ] = None,
        force: Annotated[
            bool,
            Field(
                description="Move the file back even though it was edited after the move.",
            ),
        ] = False,
    ) -> MoveRecord:
        """Undo a move: the file goes back where it was, and a suggestion the move carried out
        is pending again. Refused, with the reason, when the file was edited since (force
        overrides) or moved away outside mylifedb. Only when the user asked to undo."""
        result = await get_client().undo_move(move_id, force=force)
        await changed()
        return result

    add(search, "Search the library")
    add(get_file, "Get a file and its extracted content")
    add(get_folder_tree, "Get the folder tree")
    add(read_guideline, "Read the user's organization guideline")
    add(list_recent_files, "List recently added files")
    add(list_suggestions, "List organization suggestions")
    names = list(READ_TOOLS)
    if read_only:
        if allow_move:
            logger.warning("read-only server: move_file and undo_move are not offered")
        return names
    add(create_suggestion, "Suggest a folder for a file")
    add(resolve_suggestion, "Accept, reject or redirect a suggestion")
    names += WRITE_TOOLS
    if allow_move:
        add(move_file, "Move a file")
        add(undo_move, "Undo the last move")
        names += MOVE_TOOLS
    return names
