"""The AppClient Protocol: everything the MCP server, the agent runner and the CLI may ask
of a library. ``LocalAppClient`` implements it over a folder; ``RemoteAppClient`` over an
MCP session to a server elsewhere. Every method may raise a ``MyLifeDBError``."""

from __future__ import annotations

from typing import Protocol, runtime_checkable

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

__all__ = ["AppClient"]


@runtime_checkable
class AppClient(Protocol):
    async def search(
        self, query: str, type: str | None = None, folder: str | None = None, limit: int = 10
    ) -> SearchResults: ...

    async def get_file(self, path: str) -> FileDetail: ...

    async def get_folder_tree(self, depth: int = 2) -> FolderNode: ...

    async def read_guideline(self) -> str: ...

    async def list_recent_files(
        self, limit: int = 10, type: str | None = None, folder: str | None = None
    ) -> RecentFiles: ...

    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
    ) -> Suggestion: ...

    async def list_suggestions(
        self, status: SuggestionStatus | None = "pending", limit: int = 50
    ) -> SuggestionList: ...

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None: ...

    async def resolve_suggestion(
        self, suggestion_id: str, action: ResolveAction, target_folder: str | None = None,
        create_folder: bool = False,
    ) -> ResolveResult: ...

    async def move_file(self, path: str, target_folder: str) -> MoveRecord: ...

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord: ...

    async def aclose(self) -> None: ...
