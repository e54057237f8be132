"""The headless organizer's methods on this server (``appclient/remote/rpc.py`` has the wire
shape and why they are not tools): every operation the table marks ``runner=True`` is served
as ``mylifedb/<name>``, a custom JSON-RPC method no host offers to a model, on the same
session, transport, token and Host/Origin checks as the tools. A ``--read-only`` server
serves only the ones that write nothing to the library's state.
"""

from __future__ import annotations

import logging
from typing import Any

from mcp.types import INVALID_PARAMS
from pydantic import ValidationError

from appclient import OPERATIONS, WIRE_KEY, InvalidArgument, MyLifeDBError, Operation
from appclient.remote import rpc

from .errors import describe_validation_error
from .progress import Relay, alongside, request_progress
from .sdk import MCPError, add_method
from .server import MyLifeDBServer, ServerContext
from .tools import call_operation

__all__ = ["RUNNER_OPS", "register_runner_methods"]

logger = logging.getLogger("mylifedb.mcp")

RUNNER_OPS = tuple(op for op in OPERATIONS if op.runner)


def _failure(exc: MyLifeDBError, code: int = rpc.ERROR_CODE) -> MCPError:
    return MCPError(code=code, message=str(exc)[:2000], data={WIRE_KEY: exc.data()})


async def _run(ctx: Any, lib: ServerContext, op: Operation[Any, Any], given: dict[str, Any]) -> Any:
    try:
        args = op.arguments.model_validate(given)
    except ValidationError as exc:  # the caller's mistake: invalid params, as the SDK says it
        text = describe_validation_error(op.name, exc).removeprefix("[invalid_argument] ")
        raise _failure(InvalidArgument(text), INVALID_PARAMS) from exc
    kwargs = {k: getattr(args, k) for k in given}
    if op.name == "refresh" and kwargs.get("paths") is None:
        # A whole re-index can take a while: progress when the caller asked for it, and
        # one index at a time with the server's own background work.
        relay = Relay(request_progress(ctx), "indexing")
        stats = await alongside(relay.run, lib.runtime.refresh(None, relay))
        await relay.flush()
        return stats
    if op.name == "refresh":
        return await lib.runtime.refresh(kwargs["paths"])
    if op.name == "record_run" and kwargs.get("outcome") == "failed":
        # e.g. the provider's API failed: the person watching the server should know
        logger.warning(
            "organizing %s failed (%s %s): %s",
            kwargs.get("file_path"),
            kwargs.get("provider"),
            kwargs.get("model"),
            kwargs.get("error") or "no reason given",
        )
    return await call_operation(lib, op, kwargs)


def _handler(lib: ServerContext, op: Operation[Any, Any]) -> Any:
    async def handle(ctx: Any, params: rpc.OperationParams) -> rpc.OperationResult:
        try:
            value = await _run(ctx, lib, op, dict(params.model_extra or {}))
        except MyLifeDBError as exc:
            raise _failure(exc) from exc
        except MCPError:
            raise
        except Exception as exc:
            logger.exception("runner method %s failed unexpectedly", op.name)
            raise _failure(
                MyLifeDBError(f"{op.name} failed unexpectedly ({type(exc).__name__}); see the log")
            ) from exc
        return rpc.OperationResult(value=op.result.dump_python(value, mode="json"))

    return handle


def register_runner_methods(server: MyLifeDBServer, lib: ServerContext) -> list[str]:
    """Serve the runner's operations as ``mylifedb/*`` methods; returns the method names."""
    names = []
    for op in RUNNER_OPS:
        if lib.read_only and not op.hints.read_only:  # refresh only re-reads the disk
            continue
        add_method(server, rpc.method_name(op), rpc.OperationParams, _handler(lib, op))
        names.append(rpc.method_name(op))
    return names
