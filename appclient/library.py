"""What the operations run over: the parts of a library on this machine, as a Protocol
(``LocalAppClient`` is one). The operations (``appclient/ops``) see only this, so they
depend on the parts, never on the façade that assembles them."""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Protocol

from .decisions.declines import Declines
from .decisions.history import MoveHistory
from .decisions.resolve import Decisions
from .decisions.runs import RunLog
from .decisions.suggestions import SuggestionStore
from .directives import Directives
from .guideline import Guideline
from .index.files import Files
from .index.folders import Folders
from .index.indexer import Indexer, Progress
from .models import IndexStats
from .search.service import Searcher
from .state.db import Database

__all__ = ["Library"]


class Library(Protocol):
    root: Path
    db: Database
    indexer: Indexer
    files: Files
    folders: Folders
    guideline: Guideline
    directives: Directives
    searcher: Searcher
    suggestions: SuggestionStore
    decisions: Decisions
    declines: Declines
    runs: RunLog
    history: MoveHistory

    async def refresh_index(
        self, paths: Iterable[str] | None = None, progress: Progress | None = None
    ) -> IndexStats: ...
