"""RemoteAppClient: the operations over an MCP session to a mylifedb server elsewhere
(streamable HTTP). Nothing here is written per operation: each one travels as its tool, or,
when it is no tool but a remote runner may call it, as its ``mylifedb/<name>`` method
(``rpc.py``); its arguments are checked against the operation's own model before they leave
and its result is read back into the operation's own type. An error comes back as data
(``errors.WIRE_KEY``) and is raised as the same class the local client raises.

Operations that are neither (a review page's, a shell's) need the library on this machine
and say so."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

import httpx2

from .. import errors
from ..errors import WIRE_KEY, error_from_data
from ..operation import Operation
from ..protocol import AppClient
from . import rpc

__all__ = ["RemoteAppClient", "http_transport"]

# As the MCP SDK's own HTTP client (httpx2, its dependency): long reads for streamed answers.
_TIMEOUT = httpx2.Timeout(30.0, read=300.0)


@asynccontextmanager
async def http_transport(url: str, token: str | None = None) -> AsyncIterator[Any]:
    """A streamable-HTTP transport for ``mcp.Client`` carrying a bearer token when given."""
    from mcp.client.streamable_http import streamable_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with (
        httpx2.AsyncClient(headers=headers, timeout=_TIMEOUT) as http,
        streamable_http_client(url, http_client=http) as streams,
    ):
        yield streams


class RemoteAppClient(AppClient):
    """``async with RemoteAppClient.connect(url, token) as client: ...``"""

    def __init__(self, session: Any) -> None:
        self._session = session
        self._stack: AsyncExitStack | None = None

    @classmethod
    async def connect(cls, url: str, token: str | None = None) -> RemoteAppClient:
        from mcp import Client

        stack = AsyncExitStack()
        try:
            session = await stack.enter_async_context(Client(http_transport(url, token)))
        except Exception as exc:
            await stack.aclose()
            raise errors.BackendUnavailable(
                f"cannot reach the mylifedb server at {url}: {exc}"
            ) from exc
        client = cls(session)
        client._stack = stack
        return client

    async def aclose(self) -> None:
        if self._stack is not None:
            await self._stack.aclose()
            self._stack = None

    async def __aenter__(self) -> RemoteAppClient:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.aclose()

    @property
    def session(self) -> Any:
        """The MCP client session (for what only a session does: subscriptions)."""
        return self._session

    async def offered_tools(self) -> set[str]:
        return {t.name for t in (await self._session.list_tools()).tools}

    async def invoke(self, op: Operation[Any, Any], /, *args: Any, **kwargs: Any) -> Any:
        sent = _wire_arguments(op, op.bind(*args, **kwargs))
        as_tool = op.tool is not None and not any(k in op.internal for k in sent)
        if as_tool:
            return await self._tool(op, sent)
        if op.runner:
            return await self._method(op, sent)
        raise errors.InvalidArgument(f"{op.name} needs the library on this machine")

    async def _tool(self, op: Operation[Any, Any], arguments: dict[str, Any]) -> Any:
        result = await self._session.call_tool(op.name, arguments)
        if result.is_error:
            data = (result.meta or {}).get(WIRE_KEY)
            if data is None:  # not ours (e.g. the SDK refused the arguments): its words
                text = "\n".join(getattr(c, "text", "") for c in result.content or [])
                raise errors.MyLifeDBError(text.strip() or f"{op.name} failed")
            raise error_from_data(data)
        return op.wire_result(result.structured_content)

    async def _method(self, op: Operation[Any, Any], arguments: dict[str, Any]) -> Any:
        from mcp.shared.exceptions import MCPError
        from mcp_types import METHOD_NOT_FOUND, Request

        method = rpc.method_name(op)
        request = Request[Any, str](method=method, params=rpc.OperationParams(**arguments))
        try:
            answer = await self._session.session.send_request(request, rpc.OperationResult)
        except MCPError as exc:
            if exc.error.code == METHOD_NOT_FOUND:
                raise errors.BackendUnavailable(
                    f"the server does not offer {method}: it is a read-only server or an older "
                    "mylifedb; serve the library without --read-only to organize through it"
                ) from exc
            data = exc.error.data if isinstance(exc.error.data, dict) else {}
            raise error_from_data(data.get(WIRE_KEY)) from exc
        return op.wire_result(answer.value)


def _wire_arguments(op: Operation[Any, Any], arguments: dict[str, Any]) -> dict[str, Any]:
    """The arguments as JSON, checked against the operation's model; a parameter left at its
    default is not sent (the server applies the same default), nor one that cannot travel."""
    checked = op.arguments.model_validate(arguments)
    stay = {k for k, v in arguments.items() if callable(v)}  # a progress callback
    return checked.model_dump(mode="json", exclude_defaults=True, exclude=stay)
