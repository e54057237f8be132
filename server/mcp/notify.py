"""Resource-updated notifications of both protocol eras.

Subscribers are told when a resource changes in both eras: 2026-era clients listen with
``subscriptions/listen`` (the SDK's ``SubscriptionBus``); handshake-era clients (Claude
Desktop) send the legacy ``resources/subscribe``, which MCPServer does not serve, so
:class:`ResourceNotifier` registers low-level handlers for it and notifies each subscribed
connection with ``notifications/resources/updated``.
"""

from __future__ import annotations

import logging
from typing import Any

from mcp.server.context import ServerRequestContext
from mcp.server.mcpserver import MCPServer
from mcp.server.subscriptions import ResourceUpdated, SubscriptionBus
from mcp.types import EmptyResult, SubscribeRequestParams, UnsubscribeRequestParams

from .sdk import add_method, connection_of

__all__ = ["ResourceNotifier"]

logger = logging.getLogger("mylifedb.mcp")


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
        add_method(server, "resources/subscribe", SubscribeRequestParams, self._subscribe)
        add_method(server, "resources/unsubscribe", UnsubscribeRequestParams, self._unsubscribe)

    @property
    def legacy_subscribers(self) -> int:
        return sum(len(v) for v in self._legacy.values())

    @staticmethod
    def _sender(ctx: ServerRequestContext[Any, Any]) -> tuple[int, Any]:
        # The per-connection object outlives this request; its notify is best-effort (never
        # raises on a closed stream). Fall back to the request's session proxy, whose
        # standalone channel is the same connection.
        target = connection_of(ctx.session)
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
