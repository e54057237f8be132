"""RemoteAppClient: the AppClient Protocol over an MCP session to a mylifedb server
elsewhere (streamable HTTP). Tool errors come back as ``[code] message`` text and are
turned back into the same error classes the local client raises.

What models may call travels as MCP tools; what only the headless organizer needs (the
inbox listing, run records, tagging its suggestions) as the ``mylifedb/*`` JSON-RPC
methods of ``runner_rpc.py``, on the same session."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable, Iterable
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any, TypeVar

from pydantic import BaseModel

from .. import errors
from ..errors import error_from_text
from ..models import (
    Alternative,
    DeclinedList,
    Directive,
    DirectiveList,
    FileDetail,
    FolderNode,
    FolderTree,
    IndexStats,
    MoveList,
    MoveRecord,
    RecentFiles,
    ResolveAction,
    ResolveResult,
    RunUndo,
    SearchMode,
    SearchResults,
    SimilarFiles,
    Suggestion,
    SuggestionList,
    SuggestionStatus,
)
from . import rpc

__all__ = ["RemoteAppClient", "http_transport"]

M = TypeVar("M", bound=BaseModel)
R = TypeVar("R")


@asynccontextmanager
async def http_transport(url: str, token: str | None = None) -> AsyncIterator[Any]:
    """A streamable-HTTP transport for ``mcp.Client`` carrying a bearer token when given."""
    from mcp.client.streamable_http import streamable_http_client
    from mcp.shared._httpx_utils import create_mcp_http_client

    headers = {"Authorization": f"Bearer {token}"} if token else None
    async with (
        create_mcp_http_client(headers=headers) as http,
        streamable_http_client(url, http_client=http) as streams,
    ):
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

    async def _call(self, tool: str, args: dict[str, Any]) -> Any:
        args = {k: v for k, v in args.items() if v is not None}
        result = await self._session.call_tool(tool, args)
        if result.is_error:
            text = "\n".join(getattr(c, "text", "") for c in result.content or [])
            raise error_from_text(text)
        return result.structured_content

    async def _model(self, model: type[M], tool: str, args: dict[str, Any]) -> M:
        return model.model_validate(await self._call(tool, args))

    async def search(
        self,
        query: str,
        type: str | None = None,
        folder: str | None = None,
        limit: int = 10,
        mode: SearchMode = "hybrid",
    ) -> SearchResults:
        return await self._model(
            SearchResults,
            "search",
            {"query": query, "type": type, "folder": folder, "limit": limit, "mode": mode},
        )

    async def find_similar(self, path: str, limit: int = 10) -> SimilarFiles:
        return await self._model(SimilarFiles, "find_similar", {"path": path, "limit": limit})

    async def get_file(self, path: str) -> FileDetail:
        return await self._model(FileDetail, "get_file", {"path": path})

    async def get_folder_tree(self, depth: int = 2) -> FolderNode:
        return await self._model(FolderTree, "get_folder_tree", {"depth": depth})

    async def read_guideline(self) -> str:
        data = await self._call("read_guideline", {})
        return str(data.get("result", data)) if isinstance(data, dict) else str(data)

    async def file_paths(self) -> list[str]:
        # Completion is the serving process's job: it has the library on its disk.
        raise errors.BackendUnavailable(
            "file paths are listed by the server that has the library, not through another one"
        )

    async def remember(self, text: str, folder: str | None = None) -> Directive:
        return await self._model(Directive, "remember", {"text": text, "folder": folder})

    async def list_directives(self) -> DirectiveList:
        return await self._model(DirectiveList, "list_directives", {})

    async def forget(self, directive_id: str) -> Directive:
        return await self._model(Directive, "forget", {"directive_id": directive_id})

    async def list_recent_files(
        self, limit: int = 10, type: str | None = None, folder: str | None = None
    ) -> RecentFiles:
        return await self._model(
            RecentFiles, "list_recent_files", {"limit": limit, "type": type, "folder": folder}
        )

    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
        create_folder: bool = False,
    ) -> Suggestion:
        alts = [a.model_dump() for a in alternatives] if alternatives else None
        made = await self._model(
            Suggestion,
            "create_suggestion",
            {
                "file_path": file_path,
                "target_folder": target_folder,
                "reasoning": reasoning,
                "confidence": confidence,
                "alternatives": alts,
                "create_folder": create_folder or None,
            },
        )
        if source != made.source:  # the tool tags what it makes 'mcp'; say who made it
            await self.set_suggestion_source(made.id, source)
            made = made.model_copy(update={"source": source[:100]})
        return made

    async def list_suggestions(
        self, status: SuggestionStatus | None = "pending", limit: int = 50
    ) -> SuggestionList:
        return await self._model(
            SuggestionList, "list_suggestions", {"status": status, "limit": limit}
        )

    async def get_suggestion(self, suggestion_id: str) -> Suggestion:
        # No tool reads one suggestion: look for it among the newest (the runner's own).
        for sug in (await self.list_suggestions(None, 100)).suggestions:
            if sug.id == suggestion_id:
                return sug
        raise errors.NotFound(f"no suggestion with id {suggestion_id!r} among the newest 100")

    async def suggestions_signature(self) -> tuple[int, int, float]:
        pending = await self.list_suggestions("pending", limit=100)
        ids = tuple(s.id for s in pending.suggestions)
        return len(ids), hash(ids), 0.0

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        raise errors.InvalidArgument("undoing a decision needs the library on this machine")

    async def choose_for(
        self, path: str, target_folder: str, create_folder: bool = False
    ) -> tuple[Suggestion, ResolveResult]:
        raise errors.InvalidArgument("filing a declined file needs the library on this machine")

    async def list_decided(self, since: float, limit: int = 100) -> SuggestionList:
        raise errors.InvalidArgument("listing decisions by time needs the library on this machine")

    def library_root(self) -> None:
        return None

    def corpus(self) -> None:
        return None

    async def index(self, progress: Callable[[int, int], None] | None = None) -> IndexStats:
        return await self.refresh(None)

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None:
        result = await self._rpc(
            rpc.PENDING_SUGGESTION, rpc.FileParams(file_path=file_path), rpc.SuggestionResult
        )
        return result.suggestion

    async def resolve_suggestion(
        self,
        suggestion_id: str,
        action: ResolveAction,
        target_folder: str | None = None,
        create_folder: bool = False,
        run_id: str | None = None,
    ) -> ResolveResult:
        return await self._model(
            ResolveResult,
            "resolve_suggestion",
            {
                "suggestion_id": suggestion_id,
                "action": action,
                "target_folder": target_folder,
                "create_folder": create_folder or None,
                "run_id": run_id,
            },
        )

    async def move_file(self, path: str, target_folder: str) -> MoveRecord:
        return await self._model(
            MoveRecord, "move_file", {"path": path, "target_folder": target_folder}
        )

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord:
        return await self._model(
            MoveRecord, "undo_move", {"move_id": move_id, "force": force or None}
        )

    async def undo_run(self, run_id: str, *, force: bool = False) -> RunUndo:
        return await self._model(RunUndo, "undo_move", {"run_id": run_id, "force": force or None})

    async def list_moves(self, limit: int = 50, run_id: str | None = None) -> MoveList:
        return await self._model(MoveList, "list_moves", {"limit": limit, "run_id": run_id})

    async def list_declined(self, limit: int = 100) -> DeclinedList:
        raise errors.InvalidArgument("listing declined files needs the library on this machine")

    # -- the headless organizer's methods (runner_rpc.py): not tools, so no model sees them

    async def _rpc(self, method: str, params: Any, result_type: type[R]) -> R:
        from mcp.shared.exceptions import MCPError
        from mcp_types import METHOD_NOT_FOUND, Request

        request = Request[Any, str](method=method, params=params)
        try:
            return await self._session.session.send_request(request, result_type)
        except MCPError as exc:
            if exc.error.code == METHOD_NOT_FOUND:
                raise errors.BackendUnavailable(
                    f"the server does not offer {method}: it is a read-only server or an older "
                    "mylifedb; serve the library without --read-only to organize through it"
                ) from exc
            raise error_from_text(exc.error.message) from exc

    async def refresh(self, paths: Iterable[str] | None = None) -> IndexStats:
        params = rpc.PathsParams(paths=list(paths) if paths is not None else None)
        return (await self._rpc(rpc.REFRESH, params, rpc.IndexStatsResult)).stats

    async def inbox_files_without_suggestion(self, paths: Iterable[str] | None = None) -> list[str]:
        params = rpc.PathsParams(paths=list(paths) if paths is not None else None)
        return (await self._rpc(rpc.INBOX_FILES, params, rpc.PathsResult)).paths

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None:
        await self._rpc(
            rpc.SET_SUGGESTION_SOURCE,
            rpc.SourceParams(suggestion_id=suggestion_id, source=source[:100]),
            rpc.EmptyResult,
        )

    async def record_run(
        self,
        *,
        file_path: str,
        provider: str,
        model: str,
        turns: int = 0,
        input_tokens: int = 0,
        output_tokens: int = 0,
        latency_ms: int = 0,
        outcome: str,
        error: str | None = None,
        suggestion_id: str | None = None,
    ) -> int:
        params = rpc.RunParams.model_validate(
            {
                "file_path": file_path,
                "provider": provider[:100],
                "model": model[:200],
                "turns": turns,
                "input_tokens": input_tokens,
                "output_tokens": output_tokens,
                "latency_ms": latency_ms,
                "outcome": outcome,
                "error": error[:2000] if error else None,
                "suggestion_id": suggestion_id,
            }
        )
        return (await self._rpc(rpc.RECORD_RUN, params, rpc.IdResult)).id
