"""Providers against loopback fakes of the vendors' wire formats, through the real SDKs."""

from __future__ import annotations

import sys
from pathlib import Path

import anthropic
import openai
import pytest

from appclient import Settings
from server.runner.providers import (
    AnthropicProvider,
    AssistantTurn,
    OpenAIProvider,
    ProviderError,
    ScriptedProvider,
    ToolCall,
    ToolResult,
    ToolSpec,
    UserText,
    default_model,
)
from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI

TOOLS = [
    ToolSpec(
        "get_file",
        "Get a file and its digests.",
        {"type": "object", "properties": {"path": {"type": "string"}}, "required": ["path"]},
    ),
    ToolSpec("read_guideline", "Read guideline.md.", {"type": "object", "properties": {}}),
]


# An explicit model everywhere: the SDK warns (an error under filterwarnings=error) on
# models it lists as deprecated, and the default is not what these tests are about.
MODEL = "claude-test"


def anthropic_client(url: str) -> anthropic.AsyncAnthropic:
    return anthropic.AsyncAnthropic(base_url=url, api_key="test", max_retries=0)


def openai_client(url: str) -> openai.AsyncOpenAI:
    return openai.AsyncOpenAI(base_url=url + "/v1", api_key="test", max_retries=0)


TRANSCRIPT = [
    UserText("A new file arrived: inbox/w2.pdf"),
    AssistantTurn(
        text="Let me look.",
        tool_calls=[
            ToolCall("c1", "get_file", {"path": "inbox/w2.pdf"}),
            ToolCall("c2", "nope", {}),
        ],
    ),
    [
        ToolResult("c1", "get_file", '{"name": "w2.pdf"}'),
        ToolResult("c2", "nope", "unknown tool 'nope'; available: get_file", is_error=True),
    ],
]


# --------------------------------------------------------------------------- Anthropic


async def test_anthropic_sends_tools_and_parses_tool_use(anthropic_fake: FakeAnthropic) -> None:
    ids = anthropic_fake.tool_use(
        ("get_file", {"path": "inbox/w2.pdf"}),
        ("read_guideline", {}),
        text="Checking.",
        input_tokens=120,
        output_tokens=30,
    )
    async with anthropic_client(anthropic_fake.url) as client:
        provider = AnthropicProvider(model="claude-test", max_tokens=512, client=client)
        turn = await provider.complete("be tidy", [UserText("hi")], TOOLS)

    assert turn.text == "Checking."
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == [
        (ids[0], "get_file", {"path": "inbox/w2.pdf"}),
        (ids[1], "read_guideline", {}),
    ]
    assert (turn.input_tokens, turn.output_tokens, turn.stop_reason) == (120, 30, "tool_use")

    (sent,) = anthropic_fake.requests
    assert sent["model"] == "claude-test"
    assert sent["max_tokens"] == 512
    assert sent["system"] == "be tidy"
    assert sent["messages"] == [{"role": "user", "content": "hi"}]
    assert sent["tools"] == [
        {"name": t.name, "description": t.description, "input_schema": t.input_schema}
        for t in TOOLS
    ]


async def test_anthropic_renders_tool_results(anthropic_fake: FakeAnthropic) -> None:
    anthropic_fake.text("Done.")
    async with anthropic_client(anthropic_fake.url) as client:
        turn = await AnthropicProvider(model=MODEL, client=client).complete(
            "sys", TRANSCRIPT, TOOLS
        )
    assert (turn.text, turn.tool_calls, turn.stop_reason) == ("Done.", [], "end_turn")

    messages = anthropic_fake.requests[0]["messages"]
    assert [m["role"] for m in messages] == ["user", "assistant", "user"]
    assert messages[1]["content"] == [
        {"type": "text", "text": "Let me look."},
        {"type": "tool_use", "id": "c1", "name": "get_file", "input": {"path": "inbox/w2.pdf"}},
        {"type": "tool_use", "id": "c2", "name": "nope", "input": {}},
    ]
    assert messages[2]["content"] == [
        {
            "type": "tool_result",
            "tool_use_id": "c1",
            "content": '{"name": "w2.pdf"}',
            "is_error": False,
        },
        {
            "type": "tool_result",
            "tool_use_id": "c2",
            "content": "unknown tool 'nope'; available: get_file",
            "is_error": True,
        },
    ]


async def test_anthropic_overloaded_is_retryable(anthropic_fake: FakeAnthropic) -> None:
    anthropic_fake.overloaded()
    async with anthropic_client(anthropic_fake.url) as client:
        with pytest.raises(ProviderError) as info:
            await AnthropicProvider(model=MODEL, client=client).complete(
                "", [UserText("hi")], TOOLS
            )
    assert info.value.retryable and info.value.status == 529
    assert "Overloaded" in str(info.value)
    assert isinstance(info.value.__cause__, anthropic.APIStatusError)


async def test_anthropic_unauthorized_is_not_retryable(anthropic_fake: FakeAnthropic) -> None:
    anthropic_fake.unauthorized()
    async with anthropic_client(anthropic_fake.url) as client:
        with pytest.raises(ProviderError) as info:
            await AnthropicProvider(model=MODEL, client=client).complete(
                "", [UserText("hi")], TOOLS
            )
    assert not info.value.retryable and info.value.status == 401


async def test_anthropic_connection_refused_is_retryable() -> None:
    with FakeAnthropic() as fake:
        url = fake.url
    async with anthropic_client(url) as client:  # nothing listens there any more
        with pytest.raises(ProviderError) as info:
            await AnthropicProvider(model=MODEL, client=client).complete(
                "", [UserText("hi")], TOOLS
            )
    assert info.value.retryable and info.value.status is None


# --------------------------------------------------------------------------- OpenAI


async def test_openai_sends_functions_and_parses_tool_calls(openai_fake: FakeOpenAI) -> None:
    ids = openai_fake.tool_calls(
        ("get_file", {"path": "inbox/w2.pdf"}),
        ("read_guideline", ""),
        prompt_tokens=200,
        completion_tokens=40,
    )
    async with openai_client(openai_fake.url) as client:
        provider = OpenAIProvider(model="gpt-test", client=client)
        turn = await provider.complete("be tidy", [UserText("hi")], TOOLS)

    assert turn.text == ""
    assert [(c.id, c.name, c.arguments) for c in turn.tool_calls] == [
        (ids[0], "get_file", {"path": "inbox/w2.pdf"}),
        (ids[1], "read_guideline", {}),  # empty arguments mean "no parameters"
    ]
    assert (turn.input_tokens, turn.output_tokens, turn.stop_reason) == (200, 40, "tool_calls")

    (sent,) = openai_fake.requests
    assert sent["model"] == "gpt-test"
    assert sent["messages"] == [
        {"role": "system", "content": "be tidy"},
        {"role": "user", "content": "hi"},
    ]
    assert sent["tools"] == [
        {
            "type": "function",
            "function": {
                "name": t.name,
                "description": t.description,
                "parameters": t.input_schema,
            },
        }
        for t in TOOLS
    ]


async def test_openai_renders_tool_messages(openai_fake: FakeOpenAI) -> None:
    openai_fake.text("Done.")
    async with openai_client(openai_fake.url) as client:
        turn = await OpenAIProvider(client=client).complete("sys", TRANSCRIPT, TOOLS)
    assert (turn.text, turn.tool_calls, turn.stop_reason) == ("Done.", [], "stop")

    messages = openai_fake.requests[0]["messages"]
    assert [m["role"] for m in messages] == ["system", "user", "assistant", "tool", "tool"]
    assert messages[2] == {
        "role": "assistant",
        "content": "Let me look.",
        "tool_calls": [
            {
                "id": "c1",
                "type": "function",
                "function": {"name": "get_file", "arguments": '{"path": "inbox/w2.pdf"}'},
            },
            {"id": "c2", "type": "function", "function": {"name": "nope", "arguments": "{}"}},
        ],
    }
    assert messages[3] == {"role": "tool", "tool_call_id": "c1", "content": '{"name": "w2.pdf"}'}
    assert messages[4] == {
        "role": "tool",
        "tool_call_id": "c2",
        "content": "Error: unknown tool 'nope'; available: get_file",
    }


async def test_openai_malformed_arguments_parse_to_none(openai_fake: FakeOpenAI) -> None:
    openai_fake.tool_calls(("get_file", '{"path": "inbox/w2.pdf"'), ("get_file", '["a list"]'))
    openai_fake.text("ok")
    async with openai_client(openai_fake.url) as client:
        provider = OpenAIProvider(client=client)
        turn = await provider.complete("", [UserText("hi")], TOOLS)
        assert [c.arguments for c in turn.tool_calls] == [None, None]
        assert [c.raw_arguments for c in turn.tool_calls] == [
            '{"path": "inbox/w2.pdf"',
            '["a list"]',
        ]
        # Rendered back, the broken call becomes an empty object; the error result explains.
        await provider.complete("", [UserText("hi"), turn], TOOLS)
    wire_calls = openai_fake.requests[1]["messages"][1]["tool_calls"]
    assert [c["function"]["arguments"] for c in wire_calls] == ["{}", "{}"]


async def test_openai_unavailable_is_retryable(openai_fake: FakeOpenAI) -> None:
    openai_fake.unavailable()
    async with openai_client(openai_fake.url) as client:
        with pytest.raises(ProviderError) as info:
            await OpenAIProvider(client=client).complete("", [UserText("hi")], TOOLS)
    assert info.value.retryable and info.value.status == 503
    assert isinstance(info.value.__cause__, openai.InternalServerError)


async def test_openai_unauthorized_is_not_retryable(openai_fake: FakeOpenAI) -> None:
    openai_fake.unauthorized()
    async with openai_client(openai_fake.url) as client:
        with pytest.raises(ProviderError) as info:
            await OpenAIProvider(client=client).complete("", [UserText("hi")], TOOLS)
    assert not info.value.retryable and info.value.status == 401
    assert "Incorrect API key" in str(info.value)


async def test_openai_local_server_needs_no_key(
    openai_fake: FakeOpenAI, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.delenv("OPENAI_API_KEY", raising=False)
    monkeypatch.setenv("OPENAI_BASE_URL", openai_fake.url + "/v1")
    openai_fake.text("hello from a local model")
    provider = OpenAIProvider(model="llama3.2")
    try:
        turn = await provider.complete("", [UserText("hi")], [])
    finally:
        await provider.client.close()
    assert turn.text == "hello from a local model"
    assert "tools" not in openai_fake.requests[0]  # nothing offered, nothing sent
    assert openai_fake.received[0].headers["authorization"] == "Bearer not-needed"


# --------------------------------------------------------------------------- odds and ends


async def test_scripted_provider_plays_back_and_records() -> None:
    boom = ProviderError("overloaded", retryable=True, status=529)
    provider = ScriptedProvider([boom, AssistantTurn("hi")])
    messages: list = [UserText("q")]
    with pytest.raises(ProviderError):
        await provider.complete("sys", messages, TOOLS)
    assert (await provider.complete("sys", messages, TOOLS)).text == "hi"
    messages.append(UserText("later"))  # recorded calls are snapshots
    assert [len(m) for _, m, _ in provider.calls] == [1, 1]
    assert provider.calls[0][0] == "sys" and provider.calls[0][2] == TOOLS
    with pytest.raises(AssertionError, match="ran out"):
        await provider.complete("sys", messages, TOOLS)


def test_missing_extra_says_how_to_install(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "anthropic", None)
    with pytest.raises(ProviderError, match=r"pip install 'mylifedb-mcp\[anthropic\]'"):
        AnthropicProvider()
    monkeypatch.setitem(sys.modules, "openai", None)
    with pytest.raises(ProviderError, match=r"pip install 'mylifedb-mcp\[openai\]'"):
        OpenAIProvider()


def test_model_flag_then_env_then_default(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.delenv("MYLIFEDB_MODEL", raising=False)
    assert default_model("anthropic") == "claude-sonnet-4-6"
    assert default_model("openai") == "gpt-4o-mini"
    assert default_model("openai", "explicit") == "explicit"
    assert Settings.resolve(root=tmp_path, provider="openai").model is None  # the default
    monkeypatch.setenv("MYLIFEDB_MODEL", "from-env")
    from_env = Settings.resolve(root=tmp_path, provider="openai")
    assert from_env.model == "from-env" and from_env.sources["model"] == "$MYLIFEDB_MODEL"
    assert Settings.resolve(root=tmp_path, provider="openai", model="flag").model == "flag"
