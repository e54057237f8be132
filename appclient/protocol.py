"""The AppClient Protocol: everything the MCP server, the agent runner and the CLI may ask
of a library. ``LocalAppClient`` implements it over a folder; ``RemoteAppClient`` over an
MCP session to a server elsewhere. Every method may raise a ``MyLifeDBError``.

The methods under "the headless organizer" exist so the runner can work over either: with
``--server-url`` nothing of the runner touches a library on this machine."""

from __future__ import annotations

from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Protocol, runtime_checkable

from .index.corpus import Corpus
from .models import (
    Alternative,
    DeclinedList,
    Directive,
    DirectiveList,
    FileDetail,
    FolderNode,
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

__all__ = ["AppClient"]


@runtime_checkable
class AppClient(Protocol):
    async def search(
        self,
        query: str,
        type: str | None = None,
        folder: str | None = None,
        limit: int = 10,
        mode: SearchMode = "hybrid",
    ) -> SearchResults: ...

    async def find_similar(self, path: str, limit: int = 10) -> SimilarFiles: ...

    async def get_file(self, path: str) -> FileDetail: ...

    async def get_folder_tree(self, depth: int = 2) -> FolderNode: ...

    async def read_guideline(self) -> str: ...

    async def remember(self, text: str, folder: str | None = None) -> Directive:
        """Add a rule to the Directives section of guideline.md (never rewriting the rest)."""
        ...

    async def list_directives(self) -> DirectiveList: ...

    async def forget(self, directive_id: str) -> Directive:
        """Remove a directive that ``remember`` wrote (only such a line)."""
        ...

    async def list_recent_files(
        self, limit: int = 10, type: str | None = None, folder: str | None = None
    ) -> RecentFiles: ...

    async def file_paths(self) -> list[str]:
        """Every indexed file's path, sorted: what a host completes a path argument from."""
        ...

    async def create_suggestion(
        self,
        file_path: str,
        target_folder: str,
        reasoning: str,
        confidence: float,
        alternatives: list[Alternative] | None = None,
        source: str = "mcp",
        create_folder: bool = False,
    ) -> Suggestion: ...

    async def list_suggestions(
        self, status: SuggestionStatus | None = "pending", limit: int = 50
    ) -> SuggestionList: ...

    async def get_suggestion(self, suggestion_id: str) -> Suggestion: ...

    async def get_pending_suggestion(self, file_path: str) -> Suggestion | None: ...

    async def suggestions_signature(self) -> tuple[int, int, float]:
        """Changes whenever a suggestion is made or resolved (by any process)."""
        ...

    async def resolve_suggestion(
        self,
        suggestion_id: str,
        action: ResolveAction,
        target_folder: str | None = None,
        create_folder: bool = False,
        run_id: str | None = None,
    ) -> ResolveResult: ...

    async def undo_decision(self, suggestion_id: str, *, force: bool = False) -> Suggestion:
        """Take back the person's decision (a Keep reopened, a Move moved back)."""
        ...

    async def choose_for(
        self, path: str, target_folder: str, create_folder: bool = False
    ) -> tuple[Suggestion, ResolveResult]:
        """The person files a file that has no suggestion (their own, accepted at once)."""
        ...

    async def list_decided(self, since: float, limit: int = 100) -> SuggestionList:
        """Suggestions accepted or rejected since ``since`` (unix time), latest first."""
        ...

    async def move_file(self, path: str, target_folder: str) -> MoveRecord: ...

    async def undo_move(self, move_id: int | None = None, *, force: bool = False) -> MoveRecord: ...

    async def undo_run(self, run_id: str, *, force: bool = False) -> RunUndo:
        """Undo every move of a batch (``run_id``), refusing files changed since."""
        ...

    async def list_moves(self, limit: int = 50, run_id: str | None = None) -> MoveList: ...

    # -- what the headless organizer needs besides the tools (``server.runner``); over a
    # remote server these travel as the ``mylifedb/*`` methods of ``runner_rpc.py``.

    def library_root(self) -> Path | None:
        """The library's folder when it is on this machine; None for a remote one."""
        ...

    def corpus(self) -> Corpus | None:
        """The whole library in pages for the offline organizer; None when remote."""
        ...

    async def index(self, progress: Callable[[int, int], None] | None = None) -> IndexStats: ...

    async def refresh(self, paths: Iterable[str] | None = None) -> IndexStats: ...

    async def inbox_files_without_suggestion(self, paths: Iterable[str] | None = None) -> list[str]:
        """Inbox files (of ``paths``, or all) that no suggestion covers and no decline holds."""
        ...

    async def list_declined(self, limit: int = 100) -> DeclinedList:
        """Inbox files the organizer declined (and why) that still wait, newest first."""
        ...

    async def set_suggestion_source(self, suggestion_id: str, source: str) -> None: ...

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
    ) -> int: ...

    async def aclose(self) -> None: ...
