"""The headless organizer: ``daemon.py`` watches inbox/ and runs one organize task per file
through an MCP session, ``agent.py`` is what the model sees and may do (its tools, the
spotlighted results, one file per run), ``session.py`` how the runner reaches a library
(local, or entirely through ``--server-url``), ``loop.py`` is the vendor-neutral tool loop,
and ``providers/`` holds one module per model vendor (plus the offline one and the
scripted fake)."""

from .agent import AGENT_TOOLS, tools_for_agent
from .daemon import Runner, RunnerConfig
from .loop import RetryPolicy, RunOutcome, run_tool_loop
from .session import library_session, mcp_session

__all__ = ["AGENT_TOOLS", "Runner", "RunnerConfig", "library_session", "mcp_session",
           "tools_for_agent", "RetryPolicy", "RunOutcome", "run_tool_loop"]
