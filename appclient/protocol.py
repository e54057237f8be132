"""``AppClient``: everything the MCP server, the agent runner, the review page and the CLI may
ask of a library, as the operations of ``appclient/ops`` (each defined once there).
``LocalAppClient`` runs them over a folder on this machine; ``RemoteAppClient`` sends them
to a server elsewhere. Every call may raise a ``MyLifeDBError``.

``client.search("passport")`` is ``client.invoke(ops.search, "passport")``: the operation
read through a client is its bound call (``appclient/operation.py``), typed from the
operation's own signature."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from .index.corpus import Corpus
from .models import IndexStats
from .operation import Operation
from .ops import memory, moving, organizing, reading, suggesting

__all__ = ["AppClient"]


class AppClient:
    """The operations, and what a face needs besides them. Subclasses implement
    :meth:`invoke` (run one operation) and may say where the library is."""

    # reading the library
    search = reading.search
    find_similar = reading.find_similar
    get_file = reading.get_file
    get_folder_tree = reading.get_folder_tree
    read_guideline = reading.read_guideline
    list_recent_files = reading.list_recent_files
    file_paths = reading.file_paths
    # the person's rules
    remember = memory.remember
    list_directives = memory.list_directives
    forget = memory.forget
    # suggestions and decisions
    create_suggestion = suggesting.create_suggestion
    list_suggestions = suggesting.list_suggestions
    get_suggestion = suggesting.get_suggestion
    pending_suggestion = suggesting.pending_suggestion
    suggestions_signature = suggesting.suggestions_signature
    resolve_suggestion = suggesting.resolve_suggestion
    undo_decision = suggesting.undo_decision
    choose_for = suggesting.choose_for
    list_decided = suggesting.list_decided
    # moves
    move_file = moving.move_file
    undo_move = moving.undo_move
    list_moves = moving.list_moves
    # the headless organizer
    refresh = organizing.refresh
    inbox_files = organizing.inbox_files
    record_run = organizing.record_run
    list_declined = organizing.list_declined
    list_runs = organizing.list_runs

    async def invoke(self, op: Operation[Any, Any], /, *args: Any, **kwargs: Any) -> Any:
        """Run ``op`` with these arguments (the operation's own signature)."""
        raise NotImplementedError

    async def index(self, progress: Callable[[int, int], None] | None = None) -> IndexStats:
        """The whole library brought up to date (a scan, incremental by size and mtime)."""
        return await self.refresh(None, progress=progress)

    async def vectors_behind(self, progress: Callable[[int, int], None] | None = None) -> None:
        """Make vectors whenever files wait, until cancelled (``serve`` and ``watch`` run it
        beside their work). A remote library's server makes its own: nothing to do here."""
        return None

    async def offered_tools(self) -> set[str] | None:
        """The tools a server offers, when it decides (a remote one); None: every tool."""
        return None

    def library_root(self) -> Path | None:
        """The library's folder when it is on this machine; None for a remote one."""
        return None

    def corpus(self) -> Corpus | None:
        """The whole library in pages for the offline organizer; None when remote."""
        return None

    async def aclose(self) -> None:
        """Release what the client holds (connections, sessions)."""
