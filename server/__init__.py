"""The MCP server (``build_server``, ``serve``), its transports, the CLI and the headless
inbox agent. See server/mcp_server.py.

Imported lazily so that ``python -m server.mcp_server`` and light imports (the CLI's
``--help``) do not load the MCP SDK twice or at all."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["SERVER_NAME", "build_server", "serve"]

if TYPE_CHECKING:
    from server.mcp_server import SERVER_NAME, build_server, serve


def __getattr__(name: str) -> Any:
    if name in __all__:
        from server import mcp_server

        return getattr(mcp_server, name)
    raise AttributeError(f"module 'server' has no attribute {name!r}")
