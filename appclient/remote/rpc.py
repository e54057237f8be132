"""The organizer's own JSON-RPC methods, beside MCP's tools: what a headless runner needs
from a server that models must never be offered.

The runner (``mylifedb watch|organize --server-url``) works entirely through the server it
is pointed at: it lists inbox files that have no suggestion yet, brings the index up to date
for a file, looks up a file's pending suggestion, tags the suggestions its model made and
records each run. Those are not tools: a tool would sit in every client's ``tools/list``,
where any model could call it. They are custom JSON-RPC methods under ``mylifedb/``, served
on the same MCP session (same transport, same bearer token, same Host/Origin checks), which
no host lists or offers to a model. Writing methods are not served by a ``--read-only``
server.

    method                          params                       result
    mylifedb/inboxFiles             {paths: [str] | null}        {paths: [str]}  (to organize)
    mylifedb/refresh                {paths: [str] | null}        {stats: IndexStats}
    mylifedb/pendingSuggestion      {filePath}                   {suggestion: Suggestion | null}
    mylifedb/setSuggestionSource    {suggestionId, source}       {}
    mylifedb/recordRun              {filePath, provider, ...}    {id}

(Params are camelCase on the wire, as every MCP type is.)
Errors come back as JSON-RPC errors whose message is ``[code] message`` (the core's error
tree), so the client raises the same error class the local client would.
"""

from __future__ import annotations

from typing import Any, Literal

from mcp_types import RequestParams, Result
from pydantic import Field

from ..models import IndexStats, Suggestion
from ..validate import MAX_ID

__all__ = [
    "INBOX_FILES",
    "REFRESH",
    "PENDING_SUGGESTION",
    "SET_SUGGESTION_SOURCE",
    "RECORD_RUN",
    "READ_METHODS",
    "WRITE_METHODS",
    "ERROR_CODE",
    "NoParams",
    "PathsParams",
    "FileParams",
    "SourceParams",
    "RunParams",
    "PathsResult",
    "IndexStatsResult",
    "SuggestionResult",
    "IdResult",
    "EmptyResult",
    "run_fields",
]

INBOX_FILES = "mylifedb/inboxFiles"
REFRESH = "mylifedb/refresh"
PENDING_SUGGESTION = "mylifedb/pendingSuggestion"
SET_SUGGESTION_SOURCE = "mylifedb/setSuggestionSource"
RECORD_RUN = "mylifedb/recordRun"
READ_METHODS = (INBOX_FILES, REFRESH, PENDING_SUGGESTION)  # refresh only re-reads the disk
WRITE_METHODS = (SET_SUGGESTION_SOURCE, RECORD_RUN)

ERROR_CODE = -32000  # JSON-RPC "server error" range: a MyLifeDBError, message "[code] text"

_PATH = 4096
_TEXT = 2000


class NoParams(RequestParams):
    pass


class PathsParams(RequestParams):
    paths: list[str] | None = Field(default=None, max_length=1000)  # None: the whole library


class FileParams(RequestParams):
    file_path: str = Field(min_length=1, max_length=_PATH)


class SourceParams(RequestParams):
    suggestion_id: str = Field(min_length=1, max_length=200)
    source: str = Field(min_length=1, max_length=100)


class RunParams(RequestParams):
    file_path: str = Field(min_length=1, max_length=_PATH)
    provider: str = Field(max_length=100)
    model: str = Field(max_length=200)
    turns: int = Field(default=0, ge=0, le=MAX_ID)
    input_tokens: int = Field(default=0, ge=0, le=MAX_ID)
    output_tokens: int = Field(default=0, ge=0, le=MAX_ID)
    latency_ms: int = Field(default=0, ge=0, le=MAX_ID)
    outcome: Literal["suggested", "declined", "failed", "skipped"]
    error: str | None = Field(default=None, max_length=_TEXT)
    suggestion_id: str | None = Field(default=None, max_length=200)


class PathsResult(Result):
    paths: list[str]


class IndexStatsResult(Result):
    stats: IndexStats


class SuggestionResult(Result):
    suggestion: Suggestion | None = None


class IdResult(Result):
    id: int


class EmptyResult(Result):
    pass


def run_fields(params: RunParams) -> dict[str, Any]:
    """The keyword arguments of ``record_run`` from the wire params."""
    return params.model_dump(exclude={"meta"}, by_alias=False)
