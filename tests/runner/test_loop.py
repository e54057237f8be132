"""The tool loop end to end: real SDK providers against wire fakes, and the scripted provider."""

from __future__ import annotations

import asyncio
import itertools
import json
import random
from collections.abc import Callable
from typing import Any

import anthropic
import anyio
import openai
import pytest

from appclient import RetryPolicy
from server.runner.loop import RunOutcome, ToolExecutor, run_tool_loop
from server.runner.providers import (
    AnthropicProvider,
    AssistantTurn,
    Message,
    OpenAIProvider,
    ProviderError,
    ScriptedProvider,
    ToolCall,
    ToolResult,
    ToolSpec,
    UserText,
)
from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI

SYSTEM = "You organize a personal library. Always call create_suggestion."
TASK = "A new file has arrived in inbox: inbox/W2_2024.pdf. Suggest where it belongs."

TOOLS = [
    ToolSpec("read_guideline", "Read guideline.md.", {"type": "object", "properties": {}}),
    ToolSpec(
        "get_file",
        "A file and its digests.",
        {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    ),
    ToolSpec(
        "create_suggestion",
        "Suggest a folder for a file.",
        {
            "type": "object",
            "properties": {
                "file_path": {"type": "string"},
                "target_folder": {"type": "string"},
                "reasoning": {"type": "string"},
                "confidence": {"type": "number"},
            },
            "required": ["file_path", "target_folder", "reasoning", "confidence"],
        },
    ),
]

SUGGESTION = {
    "file_path": "inbox/W2_2024.pdf",
    "target_folder": "work/hotstar/compensation/",
    "reasoning": "A W-2 from the employer; the guideline files pay documents there.",
    "confidence": 0.92,
}


class ToolFailed(Exception):
    """Raised by a tool function to answer with an error result."""


class Library:
    """Tools as plain python functions over a dict; stands in for the MCP session."""

    def __init__(self) -> None:
        self.suggestions: list[dict[str, Any]] = []
        self.executed: list[tuple[str, dict[str, Any]]] = []
        self.functions: dict[str, Callable[..., Any]] = {
            "read_guideline": lambda: "Pay documents go to work/<employer>/compensation/.",
            "get_file": self.get_file,
            "create_suggestion": self.create_suggestion,
        }

    def get_file(self, path: str) -> dict[str, Any]:
        if path != "inbox/W2_2024.pdf":
            raise ToolFailed(f"not_found: no file at {path!r}")
        return {
            "path": path,
            "digests": {"pdf_text": {"content": "Form W-2 Wage and Tax Statement"}},
        }

    def create_suggestion(self, **fields: Any) -> dict[str, Any]:
        suggestion = {"id": f"sug-{len(self.suggestions) + 1}", "status": "pending", **fields}
        self.suggestions.append(suggestion)
        return suggestion

    async def execute(self, name: str, arguments: dict[str, Any]) -> tuple[str, bool, Any]:
        self.executed.append((name, arguments))
        try:
            value = self.functions[name](**arguments)
        except ToolFailed as exc:
            return str(exc), True, exc
        return json.dumps(value), False, value


class Sleeps:
    """An injectable sleep that records the backoff instead of waiting it out."""

    def __init__(self) -> None:
        self.delays: list[float] = []

    async def __call__(self, seconds: float) -> None:
        self.delays.append(seconds)


@pytest.fixture
def library() -> Library:
    return Library()


@pytest.fixture
def sleeps() -> Sleeps:
    return Sleeps()


async def run(
    provider: Any, execute: ToolExecutor, sleeps: Sleeps | None = None, **kwargs: Any
) -> RunOutcome:
    return await run_tool_loop(
        provider, SYSTEM, TASK, TOOLS, execute, sleep=sleeps or Sleeps(), **kwargs
    )


# --------------------------------------------------------------------------- real SDKs


async def test_anthropic_run_survives_overload_and_unknown_tool(
    anthropic_fake: FakeAnthropic, library: Library, sleeps: Sleeps
) -> None:
    fake = anthropic_fake
    fake.overloaded()
    fake.tool_use(
        ("read_guideline", {}), text="Reading the guideline.", input_tokens=100, output_tokens=20
    )
    (bad_id,) = fake.tool_use(("frobnicate", {"x": 1}), input_tokens=150, output_tokens=10)
    fake.tool_use(
        ("get_file", {"path": "inbox/W2_2024.pdf"}),
        ("create_suggestion", SUGGESTION),
        input_tokens=200,
        output_tokens=60,
    )
    fake.text("Suggested work/hotstar/compensation/.", input_tokens=300, output_tokens=15)

    async with anthropic.AsyncAnthropic(base_url=fake.url, api_key="test", max_retries=0) as client:
        provider = AnthropicProvider(model="claude-test", client=client)
        out = await run(provider, library.execute, sleeps)

    assert out.outcome == "suggested", out.error
    assert out.error is None
    assert out.turns == 4 and out.retries == 1 and len(sleeps.delays) == 1
    assert (out.input_tokens, out.output_tokens) == (750, 105)
    assert out.tool_calls == ["read_guideline", "frobnicate", "get_file", "create_suggestion"]
    assert out.final_text == "Suggested work/hotstar/compensation/."
    assert [s["target_folder"] for s in library.suggestions] == ["work/hotstar/compensation/"]
    assert "frobnicate" not in [name for name, _ in library.executed]

    requests = fake.requests
    assert len(requests) == 5  # the overloaded attempt was sent too
    assert requests[0] == requests[1]  # the retry sent the same request
    assert [t["name"] for t in requests[1]["tools"]] == [t.name for t in TOOLS]
    # The unknown tool's error result is what the model read next.
    (fed_back,) = requests[3]["messages"][-1]["content"]
    assert fed_back["type"] == "tool_result" and fed_back["tool_use_id"] == bad_id
    assert fed_back["is_error"] is True
    assert fed_back["content"].startswith("Error: unknown tool 'frobnicate'; available: ")
    assert "create_suggestion" in fed_back["content"]
    # Both results of the parallel calls come back in one user message, in order.
    last = requests[4]["messages"][-1]
    assert last["role"] == "user"
    assert [(b["type"], b["is_error"]) for b in last["content"]] == [
        ("tool_result", False),
        ("tool_result", False),
    ]
    assert json.loads(last["content"][1]["content"])["id"] == "sug-1"


async def test_openai_run_survives_503_unknown_tool_and_bad_json(
    openai_fake: FakeOpenAI, library: Library, sleeps: Sleeps
) -> None:
    fake = openai_fake
    fake.tool_calls(("read_guideline", ""), prompt_tokens=100, completion_tokens=20)
    fake.unavailable()
    (bad_id, broken_id) = fake.tool_calls(
        ("move_everything", {}),
        ("get_file", '{"path": "inbox/W2_2024.pdf"'),
        prompt_tokens=150,
        completion_tokens=10,
    )
    fake.tool_calls(("create_suggestion", SUGGESTION), prompt_tokens=200, completion_tokens=60)
    fake.text(
        "Done: suggested work/hotstar/compensation/.", prompt_tokens=300, completion_tokens=15
    )

    async with openai.AsyncOpenAI(
        base_url=fake.url + "/v1", api_key="test", max_retries=0
    ) as client:
        provider = OpenAIProvider(model="gpt-test", client=client)
        out = await run(provider, library.execute, sleeps)

    assert out.outcome == "suggested", out.error
    assert out.turns == 4 and out.retries == 1 and len(sleeps.delays) == 1
    assert (out.input_tokens, out.output_tokens) == (750, 105)
    assert out.tool_calls == ["read_guideline", "move_everything", "get_file", "create_suggestion"]
    assert library.executed == [("read_guideline", {}), ("create_suggestion", SUGGESTION)]

    requests = fake.requests
    assert len(requests) == 5
    assert requests[1] == requests[2]  # the 503 and its retry
    tool_messages = [m for m in requests[3]["messages"] if m["role"] == "tool"][-2:]
    assert [m["tool_call_id"] for m in tool_messages] == [bad_id, broken_id]
    assert tool_messages[0]["content"].startswith(
        "Error: unknown tool 'move_everything'; available: "
    )
    assert "not a JSON object" in tool_messages[1]["content"]
    assert '{"path": "inbox/W2_2024.pdf"' in tool_messages[1]["content"]


async def test_run_fails_cleanly_on_unauthorized(
    anthropic_fake: FakeAnthropic, library: Library
) -> None:
    anthropic_fake.unauthorized()
    async with anthropic.AsyncAnthropic(
        base_url=anthropic_fake.url, api_key="bad", max_retries=0
    ) as client:
        out = await run(AnthropicProvider(model="claude-test", client=client), library.execute)
    assert out.outcome == "failed" and out.turns == 0
    assert out.error is not None and "401" in out.error
    assert len(anthropic_fake.requests) == 1  # not retried


# --------------------------------------------------------------------------- scripted


_call_ids = itertools.count(1)


def call(name: str, arguments: dict[str, Any] | None = None, raw: str = "") -> ToolCall:
    """A tool call; ``raw`` without ``arguments`` is one whose JSON did not parse."""
    if arguments is None and not raw:
        arguments = {}
    return ToolCall(f"c{next(_call_ids)}", name, arguments, raw)


def tools_turn(*calls: ToolCall, tokens: tuple[int, int] = (10, 1)) -> AssistantTurn:
    return AssistantTurn("", list(calls), *tokens, stop_reason="tool_use")


def last_results(messages: list[Message]) -> list[ToolResult]:
    last = messages[-1]
    assert isinstance(last, list)
    return last


async def test_declined_when_model_stops_without_suggesting(library: Library) -> None:
    provider = ScriptedProvider(
        [
            tools_turn(call("read_guideline")),
            AssistantTurn("I cannot tell where this belongs.", [], 5, 2, "end_turn"),
        ]
    )
    out = await run(provider, library.execute)
    assert out.outcome == "declined" and out.error is None
    assert out.turns == 2 and (out.input_tokens, out.output_tokens) == (15, 3)
    assert out.final_text == "I cannot tell where this belongs."
    system, messages, tools = provider.calls[0]
    assert system == SYSTEM and tools == TOOLS and messages == [UserText(TASK)]


async def test_failed_suggestion_is_not_suggested(library: Library) -> None:
    def refuse(**_: Any) -> None:
        raise ToolFailed("outside_root: target folder escapes the library")

    library.functions["create_suggestion"] = refuse
    provider = ScriptedProvider(
        [tools_turn(call("create_suggestion", SUGGESTION)), AssistantTurn("gave up")]
    )
    out = await run(provider, library.execute)
    assert out.outcome == "declined"
    assert last_results(provider.calls[1][1])[0].is_error


async def test_max_turns_exceeded_fails(library: Library) -> None:
    provider = ScriptedProvider([tools_turn(call("read_guideline")) for _ in range(3)])
    out = await run(provider, library.execute, max_turns=3)
    assert out.outcome == "failed" and out.turns == 3
    assert out.error is not None and "3 turns" in out.error
    assert provider.remaining == 0


async def test_non_retryable_error_fails_without_retry(library: Library, sleeps: Sleeps) -> None:
    provider = ScriptedProvider([ProviderError("bad request", retryable=False, status=400)])
    out = await run(provider, library.execute, sleeps)
    assert out.outcome == "failed" and out.error == "bad request"
    assert len(provider.calls) == 1 and sleeps.delays == []


async def test_retries_exhausted_fails_with_backoff(library: Library, sleeps: Sleeps) -> None:
    provider = ScriptedProvider([ProviderError("overloaded", retryable=True, status=529)] * 4)
    policy = RetryPolicy(attempts=4, base_s=0.5, max_s=1.5, jitter=0)
    out = await run(provider, library.execute, sleeps, retry=policy)
    assert out.outcome == "failed" and out.turns == 0 and out.retries == 3
    assert out.error == "overloaded (gave up after 4 attempts)"
    assert sleeps.delays == [0.5, 1.0, 1.5]  # exponential, capped at max_s


async def test_retry_then_success(library: Library, sleeps: Sleeps) -> None:
    timeout = ProviderError("timed out", retryable=True)
    provider = ScriptedProvider([timeout, timeout, AssistantTurn("nothing to do")])
    out = await run(provider, library.execute, sleeps)
    assert out.outcome == "declined" and out.retries == 2 and len(sleeps.delays) == 2


def test_backoff_jitter_and_retry_after() -> None:
    policy = RetryPolicy(base_s=1, max_s=8, jitter=0.5)
    rng = random.Random(7)
    for retry, base in [(1, 1), (2, 2), (3, 4), (4, 8), (5, 8)]:
        assert base <= policy.delay(retry, rng=rng) <= base * 1.5
    assert RetryPolicy(jitter=0).delay(1, retry_after=3) == 3
    assert RetryPolicy(jitter=0, max_s=8).delay(1, retry_after=60) == 8


async def test_execute_raising_becomes_error_result(library: Library) -> None:
    async def broken(name: str, arguments: dict[str, Any]) -> tuple[str, bool]:
        raise RuntimeError("database is locked")

    provider = ScriptedProvider([tools_turn(call("get_file", {"path": "x"})), AssistantTurn("ok")])
    out = await run(provider, broken)
    assert out.outcome == "declined" and out.error is None
    (result,) = last_results(provider.calls[1][1])
    assert result.is_error and "database is locked" in result.content


async def test_malformed_arguments_are_not_executed(library: Library) -> None:
    provider = ScriptedProvider(
        [
            tools_turn(call("get_file", None, raw='{"path": ')),
            tools_turn(call("create_suggestion", SUGGESTION)),
            AssistantTurn("done"),
        ]
    )
    out = await run(provider, library.execute)
    assert out.outcome == "suggested"
    assert [name for name, _ in library.executed] == ["create_suggestion"]
    (result,) = last_results(provider.calls[1][1])
    assert result.is_error and "not a JSON object" in result.content


async def test_timeout_fails(library: Library) -> None:
    class Hanging(ScriptedProvider):
        async def complete(
            self, system: str, messages: list[Message], tools: list[ToolSpec]
        ) -> AssistantTurn:
            await anyio.Event().wait()  # a vendor that never answers
            raise AssertionError("unreachable")

    # Without the time budget this would hang until the suite's own timeout.
    out = await run_tool_loop(Hanging(), SYSTEM, TASK, TOOLS, library.execute, timeout_s=0.1)
    assert out.outcome == "failed" and out.error == "timed out after 0.1s"


async def test_suggestion_survives_a_later_failure(library: Library) -> None:
    provider = ScriptedProvider(
        [
            tools_turn(call("create_suggestion", SUGGESTION)),
            ProviderError("internal error", retryable=False, status=500),
        ]
    )
    out = await run(provider, library.execute)
    assert out.outcome == "suggested" and out.error == "internal error"
    assert len(library.suggestions) == 1


async def test_cancellation_propagates() -> None:
    async def cancelled(name: str, arguments: dict[str, Any]) -> tuple[str, bool]:
        raise asyncio.CancelledError

    provider = ScriptedProvider([tools_turn(call("read_guideline")), AssistantTurn("unreachable")])
    with pytest.raises(asyncio.CancelledError):
        await run(provider, cancelled)
