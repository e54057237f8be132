"""mylifedb's core: understands a library folder (index, digests, search, suggestions,
journalled moves, path safety). Nothing here imports the server.

Every public name of the core is re-exported here, once; the folders say which part it
belongs to (``state/``, ``index/``, ``decisions/``, ``search/``, ``digests/``, ``remote/``)."""

from typing import TYPE_CHECKING, Any

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
from .retry import RetryPolicy
from .search import SearchBackend, SearchDoc, SearchFilters
from .settings import Settings
from .state.db import Database
from .state.liveness import ProcessInfo, live_processes
from .state.summary import IndexSummary, read_index_summary
from .validate import clean_text, int_arg, mime_arg, strip_hidden, visible

if TYPE_CHECKING:
    from .remote.client import RemoteAppClient, http_transport


def __getattr__(name: str) -> Any:
    # The remote client loads the MCP SDK's types (~0.3 s): only for those who use it.
    if name in ("RemoteAppClient", "http_transport"):
        from .remote import client

        return getattr(client, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


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
