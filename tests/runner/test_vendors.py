"""End to end with both official SDKs: `make_provider` builds the real AsyncAnthropic /
AsyncOpenAI client from the environment (ANTHROPIC_BASE_URL / OPENAI_BASE_URL pointed at
loopback servers that speak each vendor's wire format — tests may not call real LLM APIs),
the Runner drives the real MCP server in memory over a real library."""

from __future__ import annotations

import io
from pathlib import Path

import pytest

from appclient import LocalAppClient, RetryPolicy, Settings
from server.runner import AGENT_TOOLS, Runner, RunnerConfig
from server.runner.loop import RunOutcome
from server.runner.providers import Provider, make_provider
from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI
from tests.fixtures import ACME_W2, open_library

SUGGEST = {
    "file_path": "inbox/w2.txt",
    "target_folder": "work/acme/compensation/",
    "reasoning": "A 2024 W-2 from ACME; the guideline puts those under compensation.",
    "confidence": 0.92,
}


async def _library(tmp_path: Path) -> LocalAppClient:
    return await open_library(tmp_path, ACME_W2)


async def _organize_w2(client: LocalAppClient, provider: Provider) -> RunOutcome:
    """One organize run over the real in-memory MCP server, quick retries; closes the client."""
    try:
        config = RunnerConfig(
            retry=RetryPolicy(attempts=3, base_s=0.01, max_s=0.02), events=io.StringIO()
        )
        return await Runner(client, provider, config).organize("inbox/w2.txt")
    finally:
        await client.aclose()


async def test_anthropic_end_to_end(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    client = await _library(tmp_path)
    with FakeAnthropic() as fake:
        monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
        monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
        monkeypatch.delenv("MYLIFEDB_PROVIDER", raising=False)
        assert Settings.resolve(root=tmp_path).provider == "anthropic"
        provider = make_provider("anthropic", "claude-test")
        provider.client = provider.client.with_options(max_retries=0)  # only our loop retries here
        fake.overloaded()  # 529 first: survived by the loop's backoff
        fake.tool_use(
            ("read_guideline", {}), ("get_file", {"path": "inbox/w2.txt"}), ("no_such_tool", {})
        )
        fake.tool_use(("create_suggestion", SUGGEST))
        fake.text("Suggested work/acme/compensation/.")
        outcome = await _organize_w2(client, provider)
        assert outcome.outcome == "suggested", outcome.error
        bodies = fake.requests
        assert len(bodies) == 4  # the 529'd request, then three turns
        assert {t["name"] for t in bodies[1]["tools"]} == set(AGENT_TOOLS)
        results = [
            b
            for m in bodies[2]["messages"]
            if m["role"] == "user" and isinstance(m["content"], list)
            for b in m["content"]
            if b.get("type") == "tool_result"
        ]
        assert len(results) == 3
        unknown = results[2]
        assert unknown["is_error"] is True and "unknown tool" in str(unknown["content"])
        assert "W-2" in str(results[1]["content"])  # the real get_file result reached the model
        runs = (await _reopen(tmp_path)).runs
        assert (
            runs[0].provider == "anthropic"
            and runs[0].model == "claude-test"
            and runs[0].outcome == "suggested"
        )


async def test_openai_compatible_end_to_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    client = await _library(tmp_path)
    with FakeOpenAI() as fake:
        monkeypatch.delenv("ANTHROPIC_API_KEY", raising=False)
        monkeypatch.delenv("OPENAI_API_KEY", raising=False)  # e.g. a local Ollama: no key at all
        monkeypatch.setenv("OPENAI_BASE_URL", fake.url + "/v1")
        monkeypatch.delenv("MYLIFEDB_PROVIDER", raising=False)
        assert Settings.resolve(root=tmp_path).provider == "openai"
        provider = make_provider("openai", "gpt-test")
        provider.client = provider.client.with_options(max_retries=0)
        fake.unavailable()  # 503 first
        fake.tool_calls(
            ("read_guideline", {}), ("get_folder_tree", "{not json"), ("move_file", {"path": "x"})
        )
        fake.tool_calls(("create_suggestion", SUGGEST))
        fake.text("Done.")
        outcome = await _organize_w2(client, provider)
        assert outcome.outcome == "suggested", outcome.error
        bodies = fake.requests
        assert len(bodies) == 4
        assert {t["function"]["name"] for t in bodies[1]["tools"]} == set(AGENT_TOOLS)
        tool_msgs = [m for m in bodies[2]["messages"] if m["role"] == "tool"]
        assert len(tool_msgs) == 3
        assert "work/acme/compensation/" in tool_msgs[0]["content"]  # the real guideline came back
        assert tool_msgs[1]["content"].startswith("Error")  # malformed JSON arguments
        assert (
            tool_msgs[2]["content"].startswith("Error")
            and "unknown tool" in tool_msgs[2]["content"]
        )
        assert (tmp_path / "lib/inbox/w2.txt").is_file()  # nothing moved


async def _reopen(tmp_path: Path):  # noqa: ANN202
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        return await client.list_runs()
    finally:
        await client.aclose()


async def test_no_anthropic_credentials_is_a_clear_final_error(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Told from the client's own state before any call, not from the SDK's error text."""
    from appclient import ProviderError
    from server.runner.providers import AnthropicProvider, UserText

    for var in ("ANTHROPIC_API_KEY", "ANTHROPIC_AUTH_TOKEN"):
        monkeypatch.delenv(var, raising=False)
    provider = AnthropicProvider(model="claude-test")
    with pytest.raises(ProviderError, match="no Anthropic credentials") as caught:
        await provider.complete("", [UserText("hello")], [])
    assert not caught.value.retryable
