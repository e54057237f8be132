"""RemoteAppClient: the AppClient Protocol over an MCP session to a mylifedb server
elsewhere (streamable HTTP). Tool errors come back as ``[code] message`` text and are
turned back into the same error classes the local client raises."""

from __future__ import annotations

import re
from collections.abc import AsyncIterator
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any, TypeVar

from pydantic import BaseModel

from . import errors
from .models import (
    Alternative,
    FileDetail,
    FolderNode,
    MoveRecord,
    RecentFiles,
    ResolveAction,
    ResolveResult,
    SearchResults,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
)

__all__ = ["RemoteAppClient", "http_transport", "error_from_text"]

M = TypeVar("M", bound=BaseModel)
_CODE = re.compile(r"^\[(\w+)\]\s*(.*)$", re.S)
_BY_CODE: dict[str, type[errors.MyLifeDBError]] = {
    cls.code: cls
    for cls in (errors.InvalidArgument, errors.InvalidPath, errors.InvalidQuery, errors.OutsideRoot,
                errors.NotFound, errors.Conflict, errors.StorageError, errors.BackendUnavailable)
}


def error_from_text(text: str) -> errors.MyLifeDBError:
    m = _CODE.match(text.strip())
    if not m:
        return errors.MyLifeDBError(text.strip() or "the server reported an error")
    cls = _BY_CODE.get(m.group(1), errors.MyLifeDBError)
    return cls(m.group(2).removesuffix(" (temporary: retry shortly)"))


@asynccontextmanager
async def http_transport(url: str, token: str | None = None) -> AsyncIterator[Any]:
    """A streamable-HTTP transport for ``mcp.Client`` carrying a bearer token when given."""
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with create_mcp_http_client(headers=headers) as http, streamable_http_client(
        url, http_client=http
    ) as streams:
        yield streams


class RemoteAppClient:
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
            raise errors.BackendUnavailable(f"cannot reach the mylifedb server at {url}: {exc}") from exc
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

    async def _call(self, tool: str, args: dict[str, Any]) -> Any:
        args = {k: v for k, v in args.items() if v is not None}
        result = await self._session.call_tool(tool, args)
        if result.is_error:
            text = "\n".join(getattr(c, "text", "") for c in result.content or [])
            raise error_from_text(text)
        return result.structured_content

    async def _model(self, model: type[M], tool: str, args: dict[str, Any]) -> M:
        return model.model_validate(await self._call(tool, args))

    async def search(self, query: str, type: str | None = None, folder: str | None = None,
                     limit: int = 10) -> SearchResults:
        return await self._model(SearchResults, "search",
                                 {"query": query, "type": type, "folder": folder, "limit": limit})

    async def get_file(self, path: str) -> FileDetail:
        return await self._model(FileDetail, "get_file", {"path": path})

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        return await self._model(FolderNode, "get_folder_tree", {"depth": depth})

    async def read_guideline(self) -> str:
        data = await self._call("read_guideline", {})
        return str(data.get("result", data)) if isinstance(data, dict) else str(data)

    async def list_recent_files(self, limit: int = 10, type: str | None = None,
                                folder: str | None = None) -> RecentFiles:
        return await self._model(RecentFiles, "list_recent_files",
                                 {"limit": limit, "type": type, "folder": folder})

    async def create_suggestion(self, file_path: str, target_folder: str, reasoning: str,
                                confidence: float, alternatives: list[Alternative] | None = None,
                                source: str = "mcp") -> Suggestion:
        alts = [a.model_dump() for a in alternatives] if alternatives else None
        return await self._model(Suggestion, "create_suggestion", {
            "file_path": file_path, "target_folder": target_folder, "reasoning": reasoning,
            "confidence": confidence, "alternatives": alts})

    async def list_suggestions(self, status: SuggestionStatus | None = "pending",
                               limit: int = 50) -> SuggestionList:
        return await self._model(SuggestionList, "list_suggestions", {"status": status, "limit": limit})

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None:
        pending = await self.list_suggestions("pending", 100)
        return next((s for s in pending.suggestions if s.file_path == file_path), None)

    async def resolve_suggestion(self, suggestion_id: str, action: ResolveAction,
                                 target_folder: str | None = None, create_folder: bool = False
                                 ) -> ResolveResult:
        return await self._model(ResolveResult, "resolve_suggestion", {
            "suggestion_id": suggestion_id, "action": action, "target_folder": target_folder,
            "create_folder": create_folder or None})

    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        return await self._model(MoveRecord, "move_file", {"path": path, "target_folder": target_folder})

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        return await self._model(MoveRecord, "undo_move", {"move_id": move_id, "force": force or None})
