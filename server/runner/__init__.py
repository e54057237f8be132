"""The headless organizer: ``daemon.py`` runs one organize task per inbox file through an
AppClient (``triggers.py`` says when: the inbox watch, or the server's notifications),
``agent.py`` is what the model sees and may do (its tools, the
spotlighted results, one file per run), ``session.py`` how the runner reaches a library
(in process, or entirely through ``--server-url``), ``loop.py`` is the vendor-neutral tool loop,
and ``providers/`` holds one module per model vendor (plus the offline one and the
scripted fake)."""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .agent import AGENT_TOOLS, agent_tools
    from .daemon import Runner
    from .gate import RunnerConfig
    from .loop import RunOutcome, run_tool_loop
    from .session import library_session

# Loaded on first use (PEP 562): `server.runner.providers` is imported by every CLI command
# for its option lists, and importing the daemon here would load the MCP server with it.
_HOMES = {
    "AGENT_TOOLS": "agent",
    "agent_tools": "agent",
    "Runner": "daemon",
    "RunnerConfig": "gate",
    "RunOutcome": "loop",
    "run_tool_loop": "loop",
    "library_session": "session",
}
__all__ = [
    "AGENT_TOOLS",
    "Runner",
    "RunnerConfig",
    "library_session",
    "agent_tools",
    "RunOutcome",
    "run_tool_loop",
]


def __getattr__(name: str) -> Any:
    if name not in _HOMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(importlib.import_module(f"{__name__}.{_HOMES[name]}"), name)
