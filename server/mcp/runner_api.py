"""The headless organizer's methods on this server (``appclient/remote/rpc.py`` has the
wire shapes and why they are not tools): custom JSON-RPC methods no host offers to a
model, served on the same session, transport, token and Host/Origin checks as the tools.
A ``--read-only`` server serves only the methods that write nothing to the library's state.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.shared.exceptions import MCPError

from appclient import MyLifeDBError, format_error
from appclient.remote import rpc

from .progress import Relay, alongside, request_progress
from .server import ServerContext

__all__ = ["register_runner_methods"]

logger = logging.getLogger("mylifedb.mcp")

Handler = Callable[[Any, Any], Awaitable[Any]]


def _errors(fn: Handler) -> Handler:
    """Core errors become JSON-RPC errors reading ``[code] message``; crashes are logged."""

    async def handler(ctx: Any, params: Any) -> Any:
        try:
            return await fn(ctx, params)
        except MyLifeDBError as exc:
            raise MCPError(code=rpc.ERROR_CODE, message=format_error(exc)[:2000]) from exc
        except MCPError:
            raise
        except Exception as exc:
            logger.exception("runner method failed unexpectedly")
            raise MCPError(
                code=rpc.ERROR_CODE,
                message=f"[internal_error] {type(exc).__name__}; see the server log",
            ) from exc

    return handler


def register_runner_methods(server: MCPServer, lib: ServerContext) -> list[str]:
    """Serve the ``mylifedb/*`` methods; returns their names."""

    async def inbox_files(_ctx: Any, params: rpc.PathsParams) -> rpc.PathsResult:
        await lib.runtime.refresh(["inbox"] if params.paths is None else params.paths)
        return rpc.PathsResult(
            paths=await lib.client().inbox_files_without_suggestion(params.paths)
        )

    async def do_refresh(ctx: Any, params: rpc.PathsParams) -> rpc.IndexStatsResult:
        # A whole re-index can take a while: progress when the caller asked for it.
        relay = Relay(request_progress(ctx), "indexing")
        stats = await alongside(relay.run, lib.runtime.refresh(params.paths, relay))
        await relay.flush()
        return rpc.IndexStatsResult(stats=stats)

    async def pending(_ctx: Any, params: rpc.FileParams) -> rpc.SuggestionResult:
        return rpc.SuggestionResult(
            suggestion=await lib.client().get_pending_suggestion(params.file_path)
        )

    async def set_source(_ctx: Any, params: rpc.SourceParams) -> rpc.EmptyResult:
        client = lib.client()
        await client.get_suggestion(params.suggestion_id)  # a clear not_found for an unknown id
        await client.set_suggestion_source(params.suggestion_id, params.source)
        return rpc.EmptyResult()

    async def record(_ctx: Any, params: rpc.RunParams) -> rpc.IdResult:
        if params.outcome == "failed":  # e.g. the provider's API failed: the user should know
            logger.warning(
                "organizing %s failed (%s %s): %s",
                params.file_path,
                params.provider,
                params.model,
                params.error or "no reason given",
            )
        return rpc.IdResult(id=await lib.client().record_run(**rpc.run_fields(params)))

    methods: list[tuple[str, type[Any], Handler]] = [
        (rpc.INBOX_FILES, rpc.PathsParams, inbox_files),
        (rpc.REFRESH, rpc.PathsParams, do_refresh),
        (rpc.PENDING_SUGGESTION, rpc.FileParams, pending),
    ]
    if not lib.read_only:
        methods += [
            (rpc.SET_SUGGESTION_SOURCE, rpc.SourceParams, set_source),
            (rpc.RECORD_RUN, rpc.RunParams, record),
        ]
    lowlevel = server._lowlevel_server  # noqa: SLF001 - the SDK's route for custom methods
    for method, params_type, fn in methods:
        lowlevel.add_request_handler(method, params_type, _errors(fn))
    return [m for m, _, _ in methods]
