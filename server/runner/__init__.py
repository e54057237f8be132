"""The headless organizer: ``daemon.py`` watches inbox/ and runs one organize task per file
through an MCP session, ``loop.py`` is the vendor-neutral tool loop, and ``providers/``
holds one module per model vendor (plus the offline one and the scripted fake)."""

from .daemon import AGENT_TOOLS, Runner, RunnerConfig, mcp_session, tools_for_agent
from .loop import RetryPolicy, RunOutcome, run_tool_loop

__all__ = ["AGENT_TOOLS", "Runner", "RunnerConfig", "mcp_session", "tools_for_agent",
           "RetryPolicy", "RunOutcome", "run_tool_loop"]
