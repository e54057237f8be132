"""MCP resources: ``mylifedb://guideline`` (text/markdown), ``mylifedb://suggestions/pending``
(application/json, the list_suggestions output), ``mylifedb://status`` (application/json:
the first index's progress and what is failing in the background, see status.py) and the
template ``mylifedb://file/{+path}`` (one file's digests as text; ``path`` with plain
``/``, as hosts fill in a path, or ``%2F``, other reserved characters percent-encoded).
Subscribers hear of changes through ``notify.py``."""

from __future__ import annotations

import anyio.to_thread
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError
from mcp.shared.exceptions import MCPError
from mcp.types import INVALID_PARAMS

from appclient import (
    FileDetail,
    InvalidArgument,
    LocalAppClient,
    MyLifeDBError,
    NotFound,
    OutsideRoot,
    format_error,
    visible,
)
from server.surface import FILE_TEMPLATE, GUIDELINE_URI, PENDING_URI, STATUS_URI

from .server import ServerContext
from .status import reading_status

__all__ = ["register_resources", "render_digests"]


def render_digests(detail: FileDetail) -> str:
    """A file's metadata and digests as readable text (the ``mylifedb://file/{+path}`` body)."""
    lines = [
        f"# {visible(detail.path)}",  # one line: a name's newline would forge a heading
        "",
        f"- type: {detail.mime_type}",
        f"- size: {detail.size} bytes",
        f"- created: {detail.created_at.isoformat()}",
        f"- modified: {detail.modified_at.isoformat()}",
    ]
    if not detail.digests:
        lines += ["", "(no extracted content)"]
    for digester, digest in sorted(detail.digests.items()):
        lines += ["", f"## {digester}"]
        for key, value in digest.items():
            if key != "content":
                lines.append(f"- {key}: {visible(str(value))}")
        content = digest.get("content")
        if content:
            lines += ["", str(content)]
    return "\n".join(lines) + "\n"


def _resource_error(exc: MyLifeDBError) -> Exception:
    """A missing file or a path that cannot name one is the client's mistake: -32602
    (invalid params); a failing index is the server's: -32603."""
    if isinstance(exc, NotFound | InvalidArgument | OutsideRoot):
        return MCPError(INVALID_PARAMS, format_error(exc))
    return ResourceError(format_error(exc))


def register_resources(server: MCPServer, lib: ServerContext) -> None:
    @server.resource(
        GUIDELINE_URI, name="guideline", title="Organization guideline", mime_type="text/markdown"
    )
    async def guideline() -> str:
        """The user's guideline.md: how the library is organized, in their own words.
        Subscribe to be told when the user edits it."""
        try:
            return await lib.client().read_guideline()
        except MyLifeDBError as exc:
            raise _resource_error(exc) from exc

    @server.resource(
        PENDING_URI,
        name="pending_suggestions",
        title="Pending suggestions",
        mime_type="application/json",
    )
    async def pending_suggestions() -> str:
        """The organization suggestions waiting for the user's decision (list_suggestions)."""
        try:
            result = await lib.client().list_suggestions(status="pending", limit=100)
        except MyLifeDBError as exc:
            raise _resource_error(exc) from exc
        return result.model_dump_json(indent=2)

    @server.resource(STATUS_URI, name="status", title="Server status", mime_type="application/json")
    async def server_status() -> str:
        """How the server is doing: the first index's progress while it runs, and what
        is failing in the background (indexing, the watch on the library, the poll for
        other processes' suggestions). Subscribe to be told when it changes."""
        snap = lib.board.snapshot()
        client = lib.client()
        if isinstance(client, LocalAppClient):  # a library on this machine: its index
            snap.reading = await anyio.to_thread.run_sync(reading_status, client.settings.db_path)
        return snap.model_dump_json(indent=2)

    @server.resource(
        FILE_TEMPLATE,
        name="file",
        title="A file's extracted content",
        mime_type="text/plain",
    )
    async def file(path: str) -> str:
        """One file's metadata and extracted content (digests). `path` is relative to the
        library root, e.g. mylifedb://file/life/gov%20docs/passport.jpg."""
        try:
            detail = await lib.client().get_file(path)
        except MyLifeDBError as exc:
            raise _resource_error(exc) from exc
        return render_digests(detail)
