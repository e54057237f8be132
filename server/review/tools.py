"""The review page as an MCP App (the ``io.modelcontextprotocol/ui`` extension).

``review_inbox`` is the one tool the model sees: pending suggestions as structured content
for the page, and a readable list as text for hosts without MCP Apps. It is bound to the
``ui://mylifedb/review.html`` resource, which Apps hosts (Claude Desktop, VS Code) render in a
sandboxed iframe. The page then calls tools through the host: ``list_suggestions``,
``resolve_suggestion`` and ``get_folder_tree`` (the model's own) and the page-only tools below,
marked ``_meta.ui.visibility: ["app"]`` so the host never offers them to the model (and
:func:`hide_page_tools` keeps them out of the tool list of clients without MCP Apps).

Page-only tools: ``review_state`` (has anything changed?), ``review_preview`` (a safe preview),
``review_undo`` (take back a decision the person made: works without ``--allow-move``),
``review_choose`` (file a file the organizer declined into the folder the person picked),
``review_accept_batch`` (one batch, a ``run_id`` that ``mylifedb undo --run`` takes back) and
``review_undo_batch`` (refused file by file).
"""

from __future__ import annotations

import inspect
import logging
import secrets
import time
from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Annotated, Any

from mcp.server.apps import Apps, client_supports_apps
from mcp.server.context import CallNext, HandlerResult, ServerRequestContext
from mcp.server.mcpserver import Context, MCPServer
from mcp.types import CallToolResult, TextContent, ToolAnnotations
from pydantic import Field

from appclient import AppClient, MyLifeDBError, Suggestion, visible
from server.mcp.errors import tool_errors
from server.mcp.progress import request_progress
from server.mcp.server import Library, ServerContext
from server.surface import REVIEW_PAGE_URI as PAGE_URI

from .models import BatchItem, BatchResult, Chosen, Preview, ReviewInbox, ReviewState, refusal
from .page import page_html
from .previews import make_preview

__all__ = [
    "PAGE_URI",
    "MODEL_TOOLS",
    "PAGE_TOOLS",
    "PAGE_WRITE_TOOLS",
    "ANNOTATIONS",
    "review_extension",
    "hide_page_tools",
    "inbox_text",
]

logger = logging.getLogger("mylifedb.review")

MODEL_TOOLS = ("review_inbox",)
PAGE_TOOLS = (
    "review_state",
    "review_preview",
    "review_undo",
    "review_choose",
    "review_accept_batch",
    "review_undo_batch",
)
PAGE_WRITE_TOOLS = ("review_undo", "review_choose", "review_accept_batch", "review_undo_batch")

_READ = ToolAnnotations(
    read_only_hint=True, destructive_hint=False, idempotent_hint=True, open_world_hint=False
)
_WRITE = ToolAnnotations(
    read_only_hint=False, destructive_hint=True, idempotent_hint=False, open_world_hint=False
)
ANNOTATIONS = {
    "review_inbox": _READ,
    "review_state": _READ,
    "review_preview": _READ,
    "review_undo": _WRITE,
    "review_choose": _WRITE,
    "review_accept_batch": _WRITE,
    "review_undo_batch": _WRITE,
}

_MAX_BATCH = 200

IdList = Annotated[
    list[Annotated[str, Field(min_length=1, max_length=100)]],
    Field(min_length=1, max_length=_MAX_BATCH, description="Suggestion ids, from review_inbox."),
]


async def signature(client: AppClient) -> str:
    """A string that changes whenever a suggestion is made or resolved, or the organizer
    declines a file (by any process)."""
    declined = (await client.list_declined(500)).files
    latest = max((d.declined_at.timestamp() for d in declined), default=0.0)
    parts = (*await client.suggestions_signature(), len(declined), latest)
    return "-".join(str(p) for p in parts)


def _today() -> float:
    """This machine's midnight, as a unix time: "decided today" is the person's day."""
    now = datetime.now().astimezone()
    return now.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()


def inbox_text(inbox: ReviewInbox, *, panel: bool) -> str:
    """What a model (or a person in a host without MCP Apps) reads."""
    n = len(inbox.suggestions)
    # Names and reasons escaped whole (a newline in a name would forge an entry); the
    # middleware escapes what is left of the text's hidden characters.
    declined = [f"- {visible(d.file_path)}: {visible(d.reason)}" for d in inbox.declined]
    if declined:
        declined.insert(0, "Files the organizer made no suggestion for (the user may choose):")
    if not n:
        return "\n".join(["No suggestions are waiting for the user's decision.", *declined])
    lines = [
        f"{n} suggestion{'s wait' if n != 1 else ' waits'} for the user's decision"
        + (" (shown to the user in the review panel)" if panel else "")
        + ":"
    ]
    for i, s in enumerate(inbox.suggestions, 1):
        new = " (a new folder)" if s.creates_folder else ""
        new += f", renamed '{visible(s.new_name)}'" if s.new_name else ""
        lines.append(
            f"{i}. {visible(s.file_path)} -> {visible(s.target_folder)}{new}, "
            f"confidence {round(s.confidence * 100)}% [{s.id}]"
        )
        lines.append(f"   why: {visible(s.reasoning)}")
        lines += [f"   or {visible(a.folder)}: {visible(a.reasoning)}" for a in s.alternatives]
    lines += declined
    if panel:
        lines.append(
            "The user decides in the panel (Move, Keep, Choose…); nothing moves until then."
        )
    else:
        lines.append(
            "To carry out what the user decides: resolve_suggestion(suggestion_id, "
            "'accept' | 'reject' | 'choose', target_folder). The user can also review "
            "them in a browser with `mylifedb review`."
        )
    return "\n".join(lines)


async def review_inbox(
    lib: Library,
    ctx: Context,
    limit: Annotated[
        int, Field(strict=True, ge=1, le=100, description="Maximum suggestions to show, 1-100.")
    ] = 50,
) -> Annotated[CallToolResult, ReviewInbox]:
    """Show the user the organization suggestions waiting for their decision: an
    interactive review panel (a card per file with a preview, the reasoning and Move /
    Keep / Choose… buttons) in hosts that support MCP Apps, a readable list elsewhere.

    Call it when the user wants to review, go through or tidy their inbox. Read-only:
    nothing moves until the user decides."""
    client = lib.client()
    pending = await client.list_suggestions("pending", limit=limit)
    root = client.library_root()
    inbox = ReviewInbox(
        library=(root.name if root is not None else "") or "library",
        suggestions=pending.suggestions,
        signature=await signature(client),
        can_resolve=not lib.read_only,
        declined=(await client.list_declined(limit)).files,
        decided=(await client.list_decided(_today(), limit)).suggestions,
    )
    panel = _supports_apps(ctx)
    return CallToolResult(
        content=[TextContent(type="text", text=inbox_text(inbox, panel=panel))],
        structured_content=inbox.model_dump(mode="json"),
    )


async def review_state(lib: Library) -> ReviewState:
    """Whether the pending suggestions changed since the page last looked.
    For the review page only (it acts on the user's clicks); never call it yourself."""
    return ReviewState(signature=await signature(lib.client()))


async def review_preview(
    lib: Library,
    path: Annotated[
        str,
        Field(
            min_length=1, max_length=4096, description="A file path relative to the library root."
        ),
    ],
) -> Preview:
    """A small, safe preview of a library file: a downscaled image, the first lines of a
    note or the first page's text of a PDF.
    For the review page only (it acts on the user's clicks); never call it yourself."""
    return await make_preview(lib.client(), path)


async def review_undo(
    lib: Library,
    suggestion_id: Annotated[
        str, Field(min_length=1, max_length=100, description="The suggestion the user decided on.")
    ],
    force: Annotated[
        bool, Field(description="Move the file back even though it was edited since.")
    ] = False,
) -> Suggestion:
    """Take back the user's decision on a suggestion (a Move is moved back, a Keep is
    reopened): the suggestion is pending again. Refused, with the reason, when the file
    was edited or moved since.
    For the review page only (it acts on the user's clicks); never call it yourself."""
    result = await lib.client().undo_decision(suggestion_id, force=force)
    await lib.suggestions_changed()
    return result


async def review_choose(
    lib: Library,
    path: Annotated[
        str, Field(min_length=1, max_length=4096, description="The declined inbox file.")
    ],
    target_folder: Annotated[
        str, Field(min_length=1, max_length=4096, description="The folder the user picked.")
    ],
    create_folder: Annotated[
        bool, Field(description="True when the user asked for this NEW folder.")
    ] = False,
) -> Chosen:
    """File a file the organizer made no suggestion for into the folder the user picked
    (recorded as their own suggestion, accepted; Undo takes it back).
    For the review page only (it acts on the user's clicks); never call it yourself."""
    sug, res = await lib.client().choose_for(path, target_folder, create_folder)
    await lib.suggestions_changed()
    return Chosen(suggestion=sug, new_path=res.new_path, move_id=res.move_id)


async def _accept_one(
    client: AppClient, sug: Suggestion | None, sid: str, floor: float, run_id: str
) -> BatchItem:
    if sug is None:
        return BatchItem(
            suggestion_id=sid, ok=False, error=f"[conflict] suggestion {sid} is no longer pending"
        )
    if sug.confidence < floor:
        return BatchItem(
            suggestion_id=sid,
            file_path=sug.file_path,
            ok=False,
            error=f"[invalid_argument] confidence {sug.confidence:.2f} is below {floor:.2f}",
        )
    try:
        res = await client.resolve_suggestion(sid, "accept", run_id=run_id)
    except MyLifeDBError as exc:
        return BatchItem(suggestion_id=sid, file_path=sug.file_path, ok=False, **refusal(exc))
    return BatchItem(
        suggestion_id=sid,
        file_path=sug.file_path,
        ok=True,
        new_path=res.new_path,
        move_id=res.move_id,
    )


async def review_accept_batch(
    lib: Library,
    ctx: Context,
    suggestion_ids: IdList,
    min_confidence: Annotated[
        float,
        Field(
            ge=0.5,
            le=1.0,
            allow_inf_nan=False,
            description="Accept only suggestions at least this confident.",
        ),
    ] = 0.9,
) -> BatchResult:
    """Accept these pending suggestions in one batch (each file moves to its suggested
    folder); each one not pending any more or below min_confidence is refused, with the
    reason.
    For the review page only (it acts on the user's clicks); never call it yourself."""
    client = lib.client()
    pending = {s.id: s for s in (await client.list_suggestions("pending", limit=500)).suggestions}
    run_id = f"batch-{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(2)}"
    ids = list(dict.fromkeys(suggestion_ids))
    send = request_progress(ctx)
    items = []
    for n, sid in enumerate(ids, 1):  # a cancelled batch stops here; a move half-done settles
        items.append(await _accept_one(client, pending.get(sid), sid, min_confidence, run_id))
        await send(n, len(ids), f"accepted {n} of {len(ids)}")
    result = await _finish(lib, items)
    result.run_id = run_id if result.done else None
    return result


async def review_undo_batch(
    lib: Library,
    suggestion_ids: IdList,
    force: Annotated[
        bool, Field(description="Move files back even though they were edited since.")
    ] = False,
) -> BatchResult:
    """Take back a batch of the user's decisions, last first; each file edited or moved
    since is refused, with the reason, and the rest still go back.
    For the review page only (it acts on the user's clicks); never call it yourself."""
    client = lib.client()
    done: dict[str, BatchItem] = {}
    for sid in reversed(list(dict.fromkeys(suggestion_ids))):  # last moved, first back
        try:
            sug = await client.undo_decision(sid, force=force)
        except MyLifeDBError as exc:
            done[sid] = BatchItem(suggestion_id=sid, ok=False, **refusal(exc))
            continue
        done[sid] = BatchItem(
            suggestion_id=sid, file_path=sug.file_path, ok=True, new_path=sug.file_path
        )
    return await _finish(lib, [done[sid] for sid in dict.fromkeys(suggestion_ids)])


async def _finish(lib: ServerContext, items: list[BatchItem]) -> BatchResult:
    done = sum(1 for i in items if i.ok)
    if done:
        await lib.suggestions_changed()
    return BatchResult(items=items, done=done, refused=len(items) - done)


# (function, title, page only, writes)
TOOLS: tuple[tuple[Callable[..., Awaitable[Any]], str, bool, bool], ...] = (
    (review_inbox, "Review the inbox", False, False),
    (review_state, "Review page: any change?", True, False),
    (review_preview, "Review page: preview a file", True, False),
    (review_undo, "Review page: undo a decision", True, True),
    (review_choose, "Review page: file a declined file", True, True),
    (review_accept_batch, "Review page: accept a batch", True, True),
    (review_undo_batch, "Review page: undo a batch", True, True),
)


def review_extension(*, read_only: bool = False) -> Apps:
    """The MCP Apps extension holding the review page and its tools; pass it to
    ``MCPServer(extensions=[...])``. ``read_only`` leaves out the page-only tools that write."""
    apps = Apps()
    apps.add_html_resource(
        PAGE_URI,
        page_html(),
        name="review",
        title="Review your inbox",
        description="Cards for the pending suggestions: preview, reasoning, Move / Keep / Choose…",
        prefers_border=False,
    )
    for fn, title, page_only, writes in TOOLS:
        if writes and read_only:
            continue
        apps.tool(
            resource_uri=PAGE_URI,
            visibility=["app"] if page_only else None,
            name=fn.__name__,
            title=title,
            annotations=ANNOTATIONS[fn.__name__],
            description=inspect.cleandoc(fn.__doc__ or ""),
        )(tool_errors(fn))
    return apps


def _supports_apps(ctx: Context[Any, Any] | None) -> bool:
    if ctx is None:
        return False
    try:
        return client_supports_apps(ctx)
    except Exception:  # called without a session (the standalone page's JSON route)
        return False


def hide_page_tools(server: MCPServer[Any]) -> None:
    """Keep the page-only tools out of the tool list of clients that did not negotiate MCP
    Apps: those hosts would not know to hide them from their model."""

    async def middleware(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        result = await call_next(ctx)
        if ctx.method != "tools/list" or result is None or _session_supports_apps(ctx):
            return result
        if isinstance(result, dict):
            tools = [t for t in result.get("tools", []) if t.get("name") not in PAGE_TOOLS]
            return {**result, "tools": tools}
        tools_attr = getattr(result, "tools", None)
        if tools_attr is None:
            return result
        return result.model_copy(
            update={"tools": [t for t in tools_attr if t.name not in PAGE_TOOLS]}
        )

    server.middleware.append(middleware)


def _session_supports_apps(ctx: ServerRequestContext[Any, Any]) -> bool:
    try:
        return client_supports_apps(ctx)
    except Exception:
        return False
