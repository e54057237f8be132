"""MCP resources, and the resource-updated notifications of both protocol eras.

Resources: ``mylifedb://guideline`` (text/markdown), ``mylifedb://suggestions/pending``
(application/json, the list_suggestions output), ``mylifedb://status`` (application/json:
the first index's progress and what is failing in the background, see status.py) and the
template ``mylifedb://file/{path}`` (one file's digests as text; ``path`` URL-encoded,
slashes as ``%2F``).

Subscribers are told when a resource changes in both eras: 2026-era clients listen with
``subscriptions/listen`` (the SDK's ``SubscriptionBus``); handshake-era clients (Claude
Desktop) send the legacy ``resources/subscribe``, which MCPServer does not serve, so
:class:`ResourceNotifier` registers low-level handlers for it and notifies each subscribed
connection with ``notifications/resources/updated``.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import Any

from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.server.mcpserver.exceptions import ResourceError, ResourceNotFoundError
from mcp.server.subscriptions import ResourceUpdated, SubscriptionBus
from mcp.types import EmptyResult, SubscribeRequestParams, UnsubscribeRequestParams
from pydantic import BaseModel

from appclient.errors import MyLifeDBError, NotFound
from appclient.models import FileDetail

from .tools import GetClient, format_error

__all__ = [
    "GUIDELINE_URI",
    "PENDING_URI",
    "STATUS_URI",
    "FILE_TEMPLATE",
    "ResourceNotifier",
    "register_resources",
    "render_digests",
]

logger = logging.getLogger("mylifedb.mcp")

GUIDELINE_URI = "mylifedb://guideline"
PENDING_URI = "mylifedb://suggestions/pending"
STATUS_URI = "mylifedb://status"
FILE_TEMPLATE = "mylifedb://file/{path}"


# --- resources -------------------------------------------------------------------------


def render_digests(detail: FileDetail) -> str:
    """A file's metadata and digests as readable text (the ``mylifedb://file/{path}`` body)."""
    lines = [
        f"# {detail.path}",
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
                lines.append(f"- {key}: {value}")
        content = digest.get("content")
        if content:
            lines += ["", str(content)]
    return "\n".join(lines) + "\n"


def _resource_error(exc: MyLifeDBError) -> ResourceError:
    cls = ResourceNotFoundError if isinstance(exc, NotFound) else ResourceError
    return cls(format_error(exc))


def register_resources(
    server: MCPServer, get_client: GetClient, *, status: Callable[[], BaseModel] | None = None
) -> None:
    @server.resource(
        GUIDELINE_URI, name="guideline", title="Organization guideline", mime_type="text/markdown"
    )
    async def guideline() -> str:
        """The user's guideline.md: how the library is organized, in their own words.
        Subscribe to be told when the user edits it."""
        try:
            return await get_client().read_guideline()
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
            result = await get_client().list_suggestions(status="pending", limit=100)
        except MyLifeDBError as exc:
            raise _resource_error(exc) from exc
        return result.model_dump_json(indent=2)

    if status is not None:

        @server.resource(
            STATUS_URI, name="status", title="Server status", mime_type="application/json"
        )
        async def server_status() -> str:
            """How the server is doing: the first index's progress while it runs, and what
            is failing in the background (indexing, the watch on the library, the poll for
            other processes' suggestions). Subscribe to be told when it changes."""
            return status().model_dump_json(indent=2)

    @server.resource(
        FILE_TEMPLATE, name="file", title="A file's extracted content", mime_type="text/plain"
    )
    async def file(path: str) -> str:
        """One file's metadata and extracted content (digests). `path` is relative to the
        library root and URL-encoded, e.g. mylifedb://file/life%2Fgov%20docs%2Fpassport.jpg."""
        try:
            detail = await get_client().get_file(path)
        except MyLifeDBError as exc:
            raise _resource_error(exc) from exc
        return render_digests(detail)


# --- notifications ---------------------------------------------------------------------


class ResourceNotifier:
    """Tells subscribed clients a resource changed, over both subscription mechanisms."""

    def __init__(self, bus: SubscriptionBus) -> None:
        self._bus = bus
        # uri -> {connection key: sender}; keyed by connection so a client that subscribes
        # twice is told once.
        self._legacy: dict[str, dict[int, Any]] = {}

    def install(self, server: MCPServer) -> None:
        # MCPServer serves subscriptions/listen itself; the handshake-era request needs a
        # low-level handler (registering it also advertises resources.subscribe).
        lowlevel = server._lowlevel_server  # noqa: SLF001 - the SDK's documented route for this
        lowlevel.add_request_handler("resources/subscribe", SubscribeRequestParams, self._subscribe)
        lowlevel.add_request_handler(
            "resources/unsubscribe", UnsubscribeRequestParams, self._unsubscribe
        )

    @property
    def legacy_subscribers(self) -> int:
        return sum(len(v) for v in self._legacy.values())

    @staticmethod
    def _sender(ctx: ServerRequestContext[Any, Any]) -> tuple[int, Any]:
        # The per-connection object outlives this request; its notify is best-effort (never
        # raises on a closed stream). Fall back to the request's session proxy, whose
        # standalone channel is the same connection.
        connection = getattr(ctx.session, "_connection", None)
        target = connection if connection is not None else ctx.session
        return id(target), target

    async def _subscribe(
        self, ctx: ServerRequestContext[Any, Any], params: SubscribeRequestParams
    ) -> EmptyResult:
        uri = str(params.uri)
        key, target = self._sender(ctx)
        subscribers = self._legacy.setdefault(uri, {})
        if key not in subscribers:
            subscribers[key] = target
            stack = getattr(target, "exit_stack", None)
            if stack is not None:  # forget the connection when it closes
                stack.callback(self._forget, uri, key)
        logger.info("client subscribed to %s", uri)
        return EmptyResult()

    async def _unsubscribe(
        self, ctx: ServerRequestContext[Any, Any], params: UnsubscribeRequestParams
    ) -> EmptyResult:
        key, _ = self._sender(ctx)
        self._forget(str(params.uri), key)
        return EmptyResult()

    def _forget(self, uri: str, key: int) -> None:
        subscribers = self._legacy.get(uri)
        if subscribers is not None:
            subscribers.pop(key, None)
            if not subscribers:
                del self._legacy[uri]

    async def resource_updated(self, uri: str) -> None:
        """Send ``notifications/resources/updated`` for ``uri`` to every subscriber."""
        await self._bus.publish(ResourceUpdated(uri=uri))
        for key, target in list(self._legacy.get(uri, {}).items()):
            try:
                await target.send_resource_updated(uri)
            except Exception:  # a gone client must not stop the others
                logger.debug("dropping subscriber %s of %s", key, uri, exc_info=True)
                self._forget(uri, key)
