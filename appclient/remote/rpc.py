"""The organizer's own JSON-RPC methods, beside MCP's tools: the operations a headless runner
needs from a server that models must never be offered.

The runner (``mylifedb watch|organize --server-url``) works entirely through the server it
is pointed at: it lists inbox files that have no suggestion yet, brings the index up to date
for a file, makes its suggestion with its own name as the source and records each run.
Those are not tools: a tool would sit in every client's ``tools/list``, where any model
could call it. They are custom JSON-RPC methods, ``mylifedb/<operation in camelCase>``,
served on the same MCP session (same transport, same bearer token, same Host/Origin checks),
which no host lists or offers to a model. Which operations travel this way is the table's
word (``operation(runner=True)`` in ``appclient/ops``); a ``--read-only`` server serves only
those that write nothing.

    params   the operation's arguments by name, as JSON (checked by its own model)
    result   {"value": the operation's result as JSON}
    error    a JSON-RPC error whose ``data`` carries the error (``errors.WIRE_KEY``)
"""

from __future__ import annotations

from typing import Any

from mcp_types import RequestParams, Result
from pydantic import ConfigDict

from ..operation import Operation

__all__ = ["PREFIX", "ERROR_CODE", "OperationParams", "OperationResult", "method_name"]

PREFIX = "mylifedb/"
ERROR_CODE = -32000  # JSON-RPC "server error" range: a MyLifeDBError, described in data


class OperationParams(RequestParams):
    """An operation's arguments; checked by the operation's own model, not here."""

    model_config = ConfigDict(extra="allow")


class OperationResult(Result):
    value: Any = None


def method_name(op: Operation[Any, Any]) -> str:
    """``inbox_files`` -> ``mylifedb/inboxFiles`` (JSON-RPC methods are camelCase in MCP)."""
    head, *rest = op.name.split("_")
    return PREFIX + head + "".join(w.capitalize() for w in rest)
