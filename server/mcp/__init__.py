"""The MCP server: ``server.py`` builds it (``build_server``) and serves it (``serve``),
``runtime.py`` keeps the index current behind it, ``tools.py``, ``resources.py`` and
``prompts.py`` are what clients see, and ``transports.py`` is how they reach it (stdio,
streamable HTTP)."""

from .server import SERVER_NAME, ClientFactory, build_server, classify_changes, serve

__all__ = ["SERVER_NAME", "ClientFactory", "build_server", "classify_changes", "serve"]
