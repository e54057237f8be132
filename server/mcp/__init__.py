"""The MCP server: ``server.py`` builds it (``build_server``) and serves it (``serve``),
``runtime.py`` keeps the index current behind it, ``status.py`` says how that is going
(honest answers during the first index, background failures), ``tools.py``,
``resources.py`` and ``prompts.py`` are what clients see, ``runner_api.py`` the headless
organizer's ``mylifedb/*`` methods (not tools), and ``transports.py`` is how they reach it
(stdio, streamable HTTP)."""

from .server import SERVER_NAME, ClientFactory, build_server, classify_changes, serve

__all__ = ["SERVER_NAME", "ClientFactory", "build_server", "classify_changes", "serve"]
