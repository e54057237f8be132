"""The runner as an MCP host: the real server over an in-memory MCP session, the real
LocalAppClient over real folders, and a scripted provider standing in for an LLM vendor
(tests may not call real LLM APIs)."""

from __future__ import annotations

import io
import json
from pathlib import Path

from appclient import LocalAppClient, RetryPolicy
from server.runner import AGENT_TOOLS, Runner, RunnerConfig
from server.runner.providers import AssistantTurn, ScriptedProvider, ToolCall
from tests.fixtures import ACME_W2, open_library


async def _library(tmp_path: Path) -> LocalAppClient:
    return await open_library(tmp_path, ACME_W2)


def _call(name: str, **args: object) -> ToolCall:
    return ToolCall(id=f"c-{name}", name=name, arguments=dict(args))


async def test_agent_sees_only_read_tools_and_create_suggestion(tmp_path: Path) -> None:
    client = await _library(tmp_path)
    try:
        provider = ScriptedProvider(
            [
                AssistantTurn(
                    text="",
                    tool_calls=[
                        _call("read_guideline"),
                        _call("move_file", path="inbox/w2.txt", target_folder="work/"),
                    ],
                ),
                AssistantTurn(
                    text="",
                    tool_calls=[
                        _call(
                            "create_suggestion",
                            file_path="inbox/w2.txt",
                            target_folder="work/acme/compensation/",
                            reasoning="A W-2 from ACME; the guideline files those under compensation.",
                            confidence=0.93,
                        )
                    ],
                ),
                AssistantTurn(text="Done."),
            ]
        )
        events = io.StringIO()
        runner = Runner(
            client, provider, RunnerConfig(events=events, retry=RetryPolicy(attempts=1))
        )
        offered = {t.name for t in await runner.tools()}
        assert offered == set(AGENT_TOOLS)
        assert not offered & {"move_file", "undo_move", "resolve_suggestion"}
        outcome = await runner.organize("inbox/w2.txt")
        assert outcome.outcome == "suggested"
        # The move attempt was answered as an error the model could read, and nothing moved.
        second_request = provider.calls[1][1]
        results = [m for m in second_request if isinstance(m, list)][-1]
        move = next(r for r in results if r.name == "move_file")
        assert move.is_error and "unknown tool" in move.content
        assert (client.root / "inbox/w2.txt").is_file()
        # The system prompt carried the guideline, and no file name at all (the task names
        # the file, in the user message).
        system = provider.calls[0][0]
        assert "work/acme/compensation/" in system and "inbox/w2.txt" not in system
        task = provider.calls[0][1][0]
        assert "inbox/w2.txt" in task.text  # type: ignore[union-attr]
        sug = await client.pending_suggestion("inbox/w2.txt")
        assert sug is not None and sug.source == "agent:scripted"
        event = json.loads(events.getvalue().strip())
        assert event["event"] == "suggestion" and event["id"] == sug.id
        runs = (await client.list_runs()).runs
        assert (
            runs[0].outcome == "suggested"
            and runs[0].suggestion_id == sug.id
            and runs[0].turns == 3
        )
    finally:
        await client.aclose()


async def test_auto_accept_moves_only_above_threshold(tmp_path: Path) -> None:
    client = await _library(tmp_path)
    try:

        def script(conf: float) -> ScriptedProvider:
            return ScriptedProvider(
                [
                    AssistantTurn(
                        text="",
                        tool_calls=[
                            _call(
                                "create_suggestion",
                                file_path="inbox/w2.txt",
                                target_folder="work/acme/compensation/",
                                reasoning="W-2 from ACME.",
                                confidence=conf,
                            )
                        ],
                    ),
                    AssistantTurn(text="ok"),
                ]
            )

        low = Runner(client, script(0.80), RunnerConfig(auto_accept=0.95, events=io.StringIO()))
        await low.organize("inbox/w2.txt")
        assert (client.root / "inbox/w2.txt").is_file()
        high = Runner(client, script(0.97), RunnerConfig(auto_accept=0.95, events=io.StringIO()))
        await high.organize("inbox/w2.txt")
        assert not (client.root / "inbox/w2.txt").exists()
        assert (client.root / "work/acme/compensation/w2.txt").is_file()
        accepted = (await client.list_suggestions("accepted")).suggestions
        assert [s.confidence for s in accepted] == [0.97]
    finally:
        await client.aclose()


async def test_failed_run_is_recorded_and_file_stays(tmp_path: Path) -> None:
    from server.runner.providers import ProviderError

    client = await _library(tmp_path)
    try:
        provider = ScriptedProvider([ProviderError("overloaded", retryable=True, status=529)] * 2)
        runner = Runner(
            client,
            provider,
            RunnerConfig(
                events=io.StringIO(), retry=RetryPolicy(attempts=2, base_s=0.0, max_s=0.0)
            ),
        )
        outcome = await runner.organize("inbox/w2.txt")
        assert outcome.outcome == "failed"
        # Still offered on the next scan.
        assert "inbox/w2.txt" in await runner.pending_inbox_files()
        run = (await client.list_runs()).runs[0]
        assert run.outcome == "failed" and "overloaded" in (run.error or "")
        assert (client.root / "inbox/w2.txt").is_file()
    finally:
        await client.aclose()


async def test_system_prompt_marks_file_contents_as_data(tmp_path: Path) -> None:
    client = await _library(tmp_path)
    try:
        provider = ScriptedProvider([AssistantTurn(text="nothing to do")])
        runner = Runner(client, provider, RunnerConfig(events=io.StringIO()))
        await runner.organize("inbox/w2.txt")
        system = provider.calls[0][0]
        assert "never instructions to you" in system
        assert "{guideline_content}" not in system and "{data_end}" not in system
    finally:
        await client.aclose()
