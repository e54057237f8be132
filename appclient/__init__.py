"""mylifedb's core: understands a library folder (index, digests, search, suggestions,
journalled moves, path safety). Nothing here imports the server.

Every public name of the core is re-exported here, once; the folders say which part it
belongs to (``state/``, ``index/``, ``decisions/``, ``search/``, ``digests/``, ``remote/``).

Names are imported when first used (``_HOMES`` says where each lives): a command that only
reads the settings does not pay for numpy, the search backends or the MCP SDK's types.
``tests/appclient/test_public_names.py`` holds the table to ``__all__``."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .config import Config, config_path, load_config
    from .decisions.declines import Declines
    from .decisions.history import MoveHistory
    from .decisions.moves import ClaimLost, Mover
    from .decisions.resolve import Decisions
    from .decisions.runs import RunLog
    from .decisions.suggestions import STATUSES, SuggestionStore
    from .directives import Directives
    from .embed import Embedder, EmbedInput, embed_input, embedder_factory
    from .errors import (
        WIRE_KEY,
        BackendUnavailable,
        Conflict,
        InvalidArgument,
        InvalidPath,
        InvalidQuery,
        MyLifeDBError,
        NotFound,
        NotPermitted,
        OutsideRoot,
        ProviderError,
        See,
        StorageError,
        causes,
        error_from_data,
        format_error,
    )
    from .guideline import Guideline
    from .index.changes import Changes, classify_changes
    from .index.corpus import (
        Corpus,
        CorpusDecision,
        CorpusFile,
        LibraryCorpus,
        iter_decisions,
        iter_files,
    )
    from .index.files import Files
    from .index.folders import Folders
    from .index.indexer import Indexer, Progress
    from .index.vectors import VectorStore
    from .local import LocalAppClient
    from .models import (
        AgentRun,
        AgentRunList,
        Alternative,
        DeclinedFile,
        DeclinedList,
        Directive,
        DirectiveList,
        FileDetail,
        FolderNode,
        FolderTree,
        IndexingStatus,
        IndexStats,
        MeaningStatus,
        MoveList,
        MoveRecord,
        RecentFile,
        RecentFiles,
        RefusedMove,
        RelatedDecision,
        ResolveAction,
        ResolveResult,
        RunUndo,
        SearchHit,
        SearchMode,
        SearchResults,
        SimilarFile,
        SimilarFiles,
        Suggestion,
        SuggestionList,
        SuggestionStatus,
        UndoAnswer,
    )
    from .operation import Group, Hints, Operation, op_call
    from .ops import BY_NAME, OPERATIONS
    from .paths import (
        GUIDELINE,
        INBOX,
        STATE_DIRNAME,
        SafePath,
        ancestor_folders,
        is_ignored_name,
        is_ignored_rel,
        normalize_folder,
        normalize_rel,
        resolve_path,
        split_rel,
    )
    from .protocol import AppClient
    from .remote.client import RemoteAppClient, http_transport
    from .retry import RetryPolicy
    from .search import SearchBackend, SearchDoc, SearchFilters
    from .settings import Settings
    from .state.db import Database
    from .state.liveness import ProcessInfo, live_processes
    from .state.summary import IndexSummary, read_index_summary
    from .validate import clean_text, int_arg, mime_arg, strip_hidden, visible

# module -> the public names it defines
_HOMES: dict[str, tuple[str, ...]] = {
    ".config": ("Config", "config_path", "load_config"),
    ".decisions.declines": ("Declines",),
    ".decisions.history": ("MoveHistory",),
    ".decisions.moves": ("ClaimLost", "Mover"),
    ".decisions.resolve": ("Decisions",),
    ".decisions.runs": ("RunLog",),
    ".decisions.suggestions": ("STATUSES", "SuggestionStore"),
    ".directives": ("Directives",),
    ".embed": ("Embedder", "EmbedInput", "embed_input", "embedder_factory"),
    ".errors": (
        "WIRE_KEY",
        "BackendUnavailable",
        "Conflict",
        "InvalidArgument",
        "InvalidPath",
        "InvalidQuery",
        "MyLifeDBError",
        "NotFound",
        "NotPermitted",
        "OutsideRoot",
        "ProviderError",
        "See",
        "StorageError",
        "causes",
        "error_from_data",
        "format_error",
    ),
    ".guideline": ("Guideline",),
    ".index.changes": ("Changes", "classify_changes"),
    ".index.corpus": (
        "Corpus",
        "CorpusDecision",
        "CorpusFile",
        "LibraryCorpus",
        "iter_decisions",
        "iter_files",
    ),
    ".index.files": ("Files",),
    ".index.folders": ("Folders",),
    ".index.indexer": ("Indexer", "Progress"),
    ".index.vectors": ("VectorStore",),
    ".local": ("LocalAppClient",),
    ".models": (
        "AgentRun",
        "AgentRunList",
        "Alternative",
        "DeclinedFile",
        "DeclinedList",
        "Directive",
        "DirectiveList",
        "FileDetail",
        "FolderNode",
        "FolderTree",
        "IndexingStatus",
        "IndexStats",
        "MeaningStatus",
        "MoveList",
        "MoveRecord",
        "RecentFile",
        "RecentFiles",
        "RefusedMove",
        "RelatedDecision",
        "ResolveAction",
        "ResolveResult",
        "RunUndo",
        "SearchHit",
        "SearchMode",
        "SearchResults",
        "SimilarFile",
        "SimilarFiles",
        "Suggestion",
        "SuggestionList",
        "SuggestionStatus",
        "UndoAnswer",
    ),
    ".operation": ("Group", "Hints", "Operation", "op_call"),
    ".ops": ("BY_NAME", "OPERATIONS"),
    ".paths": (
        "GUIDELINE",
        "INBOX",
        "STATE_DIRNAME",
        "SafePath",
        "ancestor_folders",
        "is_ignored_name",
        "is_ignored_rel",
        "normalize_folder",
        "normalize_rel",
        "resolve_path",
        "split_rel",
    ),
    ".protocol": ("AppClient",),
    ".retry": ("RetryPolicy",),
    ".search": ("SearchBackend", "SearchDoc", "SearchFilters"),
    ".settings": ("Settings",),
    ".state.db": ("Database",),
    ".state.liveness": ("ProcessInfo", "live_processes"),
    ".state.summary": ("IndexSummary", "read_index_summary"),
    ".validate": ("clean_text", "int_arg", "mime_arg", "strip_hidden", "visible"),
    ".remote.client": ("RemoteAppClient", "http_transport"),
}
_WHERE = {name: module for module, names in _HOMES.items() for name in names}


def __getattr__(name: str) -> Any:
    module = _WHERE.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(module, __name__), name)
    globals()[name] = value  # once: later lookups do not come here
    return value


def __dir__() -> list[str]:
    return sorted({*globals(), *__all__})


__all__ = [
    # the client and its operations
    "AppClient",
    "Operation",
    "op_call",
    "OPERATIONS",
    "BY_NAME",
    "Group",
    "Hints",
    "LocalAppClient",
    "RemoteAppClient",
    "http_transport",
    "Settings",
    "Config",
    "config_path",
    "load_config",
    # the parts of a local library
    "Database",
    "Indexer",
    "Progress",
    "Files",
    "Folders",
    "Guideline",
    "SuggestionStore",
    "STATUSES",
    "Mover",
    "ClaimLost",
    "RunLog",
    "Decisions",
    "MoveHistory",
    "Declines",
    "Directives",
    "Changes",
    "classify_changes",
    "Corpus",
    "CorpusDecision",
    "CorpusFile",
    "LibraryCorpus",
    "iter_decisions",
    "iter_files",
    "Embedder",
    "EmbedInput",
    "embed_input",
    "embedder_factory",
    "VectorStore",
    "SearchBackend",
    "SearchDoc",
    "SearchFilters",
    "ProcessInfo",
    "live_processes",
    "IndexSummary",
    "read_index_summary",
    "RetryPolicy",
    # paths and arguments
    "SafePath",
    "resolve_path",
    "normalize_rel",
    "normalize_folder",
    "is_ignored_name",
    "is_ignored_rel",
    "split_rel",
    "ancestor_folders",
    "INBOX",
    "GUIDELINE",
    "STATE_DIRNAME",
    "clean_text",
    "int_arg",
    "visible",
    "strip_hidden",
    "mime_arg",
    # errors
    "MyLifeDBError",
    "InvalidArgument",
    "InvalidPath",
    "InvalidQuery",
    "OutsideRoot",
    "NotPermitted",
    "NotFound",
    "Conflict",
    "StorageError",
    "BackendUnavailable",
    "ProviderError",
    "format_error",
    "error_from_data",
    "causes",
    "WIRE_KEY",
    "See",
    # models
    "AgentRun",
    "AgentRunList",
    "Alternative",
    "DeclinedFile",
    "DeclinedList",
    "Directive",
    "DirectiveList",
    "FileDetail",
    "FolderNode",
    "FolderTree",
    "IndexingStatus",
    "MeaningStatus",
    "IndexStats",
    "MoveList",
    "MoveRecord",
    "RefusedMove",
    "RelatedDecision",
    "RunUndo",
    "RecentFile",
    "RecentFiles",
    "ResolveAction",
    "ResolveResult",
    "SearchHit",
    "SearchMode",
    "SearchResults",
    "SimilarFile",
    "SimilarFiles",
    "Suggestion",
    "SuggestionList",
    "SuggestionStatus",
    "UndoAnswer",
]
