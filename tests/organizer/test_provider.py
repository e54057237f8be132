"""The offline provider end to end: the runner (an MCP host) over an in-memory session to
the real server, the real LocalAppClient, the organizer fitted on the library."""

from __future__ import annotations

import io
import json

from appclient import LocalAppClient
from server.runner import (
    AGENT_TOOLS,
    Runner,
    RunnerConfig,
    mcp_session,
    run_tool_loop,
    tools_for_agent,
)
from server.runner.providers import make_provider
from server.runner.providers.local import DEGRADED, LocalProvider


def _put(client: LocalAppClient, rel: str, text: str) -> None:
    (client.root / rel).write_text(text)


async def test_the_daemon_files_an_inbox_file_with_the_offline_organizer(
    lib: LocalAppClient,
) -> None:
    _put(
        lib,
        "inbox/scan_0007.txt",
        "Globex payslip December 2024. Gross salary 5,200. Net pay 3,905.",
    )
    provider = make_provider("local", None)
    events = io.StringIO()
    async with mcp_session(lib, None) as session:
        runner = Runner(lib, provider, RunnerConfig(events=events), session)
        assert (
            isinstance(provider, LocalProvider) and provider.store is not None
        )  # the runner gave it the corpus
        outcome = await runner.organize("inbox/scan_0007.txt")
    assert outcome.outcome == "suggested" and set(outcome.tool_calls) <= set(AGENT_TOOLS)
    sug = await lib.get_pending_suggestion("inbox/scan_0007.txt")
    assert sug is not None and sug.target_folder == "work/comp/" and sug.source == "agent:local"
    assert "payslip" in sug.reasoning and DEGRADED not in sug.reasoning
    assert json.loads(events.getvalue())["id"] == sug.id
    assert (
        lib.corpus().corpus_state_dir() / "organizer" / "model.npz"
    ).is_file()  # cached for the next run


async def test_a_decline_is_recorded_with_its_reason(lib: LocalAppClient) -> None:
    _put(lib, "inbox/untitled.txt", "asdf qwer zxcv 1234")
    async with mcp_session(lib, None) as session:
        outcome = await Runner(
            lib, make_provider("local", None), RunnerConfig(events=io.StringIO()), session
        ).organize("inbox/untitled.txt")
    assert outcome.outcome == "declined"
    run = (await lib.list_runs()).runs[0]
    assert run.outcome == "declined" and run.error and "untitled.txt" in run.error
    assert "left in the inbox" in run.error
    assert await lib.get_pending_suggestion("inbox/untitled.txt") is None


async def test_without_the_corpus_it_works_from_what_the_tools_show_and_says_so(
    lib: LocalAppClient,
) -> None:
    """A provider nobody handed the library (as with a remote server): guideline, folder
    names, a few searches and the last 100 decisions, through the tools only."""
    _put(
        lib,
        "inbox/pancakes2.md",
        "# Pancakes recipe\n\nServes 4. Flour, milk, eggs, butter. Whisk and fry.",
    )
    await lib.index()
    provider = LocalProvider()
    async with mcp_session(lib, None) as session:
        tools = tools_for_agent((await session.list_tools()).tools)

        async def execute(name: str, args: dict[str, object]) -> tuple[str, bool]:
            result = await session.call_tool(name, args)
            data = result.structured_content
            text = (
                json.dumps(data)
                if data is not None
                else "\n".join(getattr(c, "text", "") for c in result.content)
            )
            return text, bool(result.is_error)

        outcome = await run_tool_loop(
            provider,
            "",
            "A new file has arrived in inbox: inbox/pancakes2.md. "
            "Analyze it and suggest where it should be organized.",
            tools,
            execute,
        )
    assert outcome.outcome == "suggested"
    assert {"search", "list_suggestions"} <= set(outcome.tool_calls)
    sug = await lib.get_pending_suggestion("inbox/pancakes2.md")
    assert (
        sug is not None
        and sug.target_folder == "kitchen/recipes/"
        and sug.reasoning.endswith(DEGRADED.strip())
    )
