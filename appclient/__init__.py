"""mylifedb's core: understands a library folder (index, digests, search, suggestions,
journalled moves, path safety). Nothing here imports the server."""

from .errors import (
    BackendUnavailable,
    Conflict,
    InvalidArgument,
    InvalidPath,
    InvalidQuery,
    MyLifeDBError,
    NotFound,
    OutsideRoot,
    StorageError,
)
from .local import LocalAppClient
from .models import (
    AgentRun,
    AgentRunList,
    Alternative,
    FileDetail,
    FolderNode,
    IndexStats,
    MoveRecord,
    RecentFile,
    RecentFiles,
    ResolveResult,
    SearchHit,
    SearchResults,
    Suggestion,
    SuggestionList,
)
from .paths import SafePath, resolve_path
from .protocol import AppClient
from .search import SearchBackend, SearchDoc, SearchFilters
from .settings import Settings

__all__ = [
    "AppClient",
    "LocalAppClient",
    "Settings",
    "SearchBackend",
    "SearchDoc",
    "SearchFilters",
    "SafePath",
    "resolve_path",
    # errors
    "MyLifeDBError",
    "InvalidArgument",
    "InvalidPath",
    "InvalidQuery",
    "OutsideRoot",
    "NotFound",
    "Conflict",
    "StorageError",
    "BackendUnavailable",
    # models
    "AgentRun",
    "AgentRunList",
    "Alternative",
    "FileDetail",
    "FolderNode",
    "IndexStats",
    "MoveRecord",
    "RecentFile",
    "RecentFiles",
    "ResolveResult",
    "SearchHit",
    "SearchResults",
    "Suggestion",
    "SuggestionList",
]
