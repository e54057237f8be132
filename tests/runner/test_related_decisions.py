"""LLM organizers learn from the person's decisions too: get_file of an inbox file carries
`related_decisions` (accepted, chosen and rejected suggestions for this file and the most
similar ones), inside the spotlighted tool result, and the system prompt says a rejection is
the person's word. The official SDKs talk to loopback servers speaking each vendor's wire
format; the scripted "model" reads what it is sent and suggests the first folder of its
preference that the person did not reject — so without related_decisions it would suggest
the rejected folder again. The library, the MCP server and the runner are real."""

from __future__ import annotations

import io
import json
import re
from pathlib import Path
from typing import Any

import pytest

from appclient import LocalAppClient
from server.runner import Runner, RunnerConfig
from server.runner.providers import make_provider
from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI
from tests.fixtures import open_library

FILES = {
    "guideline.md": "Receipts go to shopping/receipts/. Food planning: household/food/.\n",
    "shopping/receipts/aldi-2025-01.txt": "ALDI receipt 2025-01-04. Milk, bread. Total 3.58 EUR.",
    "household/food/plan.txt": "Meal plan for the week.",
    "inbox/lidl-2025-01.txt": "LIDL receipt 2025-01-20. Butter, eggs. Total 4.78 EUR.",
    "inbox/lidl-2025-02.txt": "LIDL receipt 2025-02-03. Bananas, yoghurt. Total 2.18 EUR.",
}
PREFERENCE = ["shopping/receipts/", "household/food/"]  # what the scripted model would pick
NEW = "inbox/lidl-2025-02.txt"


def _tool_texts(body: dict[str, Any]) -> list[str]:
    """The tool results in a request, in either vendor's shape."""
    out = []
    for m in body.get("messages", []):
        if m.get("role") == "tool":  # OpenAI
            out.append(str(m.get("content")))
        elif m.get("role") == "user" and isinstance(m.get("content"), list):  # Anthropic
            for block in m["content"]:
                if block.get("type") == "tool_result":
                    content = block.get("content")
                    out.append(
                        "".join(c.get("text", "") for c in content)
                        if isinstance(content, list)
                        else str(content)
                    )
    return out


def _rejected(texts: list[str]) -> set[str]:
    """What a model reads in get_file's answer: the folders the person rejected."""
    out: set[str] = set()
    for text in texts:
        match = re.search(r"\{.*\}", text, re.S)  # the JSON inside the untrusted-data block
        if match and '"related_decisions"' in text:
            for d in json.loads(match.group(0)).get("related_decisions", []):
                if d["decision"] == "rejected":
                    out.add(d["folder"])
    return out


class Model:
    """Turn 1 reads the file; turn 2 suggests its first preference not rejected; then stops."""

    def __init__(self, fake: FakeAnthropic | FakeOpenAI) -> None:
        self.fake = fake
        self.turn = 0
        self.saw_rejected: set[str] = set()
        self.system = ""

    def __call__(self, body: dict[str, Any]) -> None:
        self.turn += 1
        if isinstance(self.fake, FakeAnthropic):
            self.system = str(body.get("system"))
        else:
            self.system = str(body["messages"][0]["content"])
        if self.turn == 1:
            self._call(("get_file", {"path": NEW}))
        elif self.turn == 2:
            self.saw_rejected = _rejected(_tool_texts(body))
            folder = next(f for f in PREFERENCE if f not in self.saw_rejected)
            args = {
                "file_path": NEW,
                "target_folder": folder,
                "reasoning": "A Lidl receipt.",
                "confidence": 0.9,
            }
            self._call(("create_suggestion", args))
        else:
            self.fake.text("done")

    def _call(self, call: tuple[str, dict[str, Any]]) -> None:
        if isinstance(self.fake, FakeAnthropic):
            self.fake.tool_use(call)
        else:
            self.fake.tool_calls(call)


async def _run(client: LocalAppClient, vendor: str) -> str:
    runner = Runner(client, make_provider(vendor, "test-model"), RunnerConfig(events=io.StringIO()))
    outcome = await runner.organize(NEW)
    assert outcome.outcome == "suggested", outcome.error
    sug = await client.pending_suggestion(NEW)
    assert sug is not None
    return sug.target_folder


@pytest.mark.parametrize("vendor", ["anthropic", "openai"])
async def test_a_rejected_folder_reaches_the_model_and_is_not_suggested_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, vendor: str
) -> None:
    client = await open_library(tmp_path, FILES)
    try:
        # The person said no to shopping/receipts/ for the first Lidl receipt.
        first = await client.create_suggestion(
            "inbox/lidl-2025-01.txt", "shopping/receipts/", "a receipt", 0.8
        )
        await client.resolve_suggestion(first.id, "reject")
        # ...and asked the organizer to remember a rule: the LLM reads it at the next file.
        await client.remember("Bakery bills go to household/food/")
        detail = await client.get_file(NEW)
        assert detail.related_decisions is not None
        assert [(d.folder, d.decision, d.file_name) for d in detail.related_decisions] == [
            ("shopping/receipts/", "rejected", "lidl-2025-01.txt")
        ]
        fake_cls = FakeAnthropic if vendor == "anthropic" else FakeOpenAI
        with fake_cls() as fake:
            if vendor == "anthropic":
                monkeypatch.setenv("ANTHROPIC_API_KEY", "test-key")
                monkeypatch.setenv("ANTHROPIC_BASE_URL", fake.url)
            else:
                monkeypatch.setenv("OPENAI_API_KEY", "test-key")
                monkeypatch.setenv("OPENAI_BASE_URL", fake.url + "/v1")
            model = Model(fake)
            fake.respond_with(model)
            assert await _run(client, vendor) == "household/food/"
            assert model.saw_rejected == {"shopping/receipts/"}
            assert "A rejection is the\nuser's word" in model.system
            assert "## Directives" in model.system and "Bakery bills go to" in model.system
            # the decisions came inside the spotlighted (untrusted-data) block
            texts = _tool_texts(fake.requests[1])
            assert "<<<untrusted-data tool=get_file" in texts[0]
            assert "related_decisions" in texts[0]
    finally:
        await client.aclose()


async def test_its_own_rejection_and_similar_acceptances_are_listed(tmp_path: Path) -> None:
    client = await open_library(tmp_path, FILES)
    try:
        own = await client.create_suggestion(NEW, "shopping/receipts/", "a receipt", 0.8)
        await client.resolve_suggestion(own.id, "reject")
        other = await client.create_suggestion(
            "inbox/lidl-2025-01.txt", "shopping/receipts/", "a receipt", 0.8
        )
        await client.resolve_suggestion(other.id, "choose", "household/food/")
        related = (await client.get_file(NEW)).related_decisions or []
        assert [(d.file_path, d.decision, d.folder, d.similarity) for d in related][0] == (
            NEW,
            "rejected",
            "shopping/receipts/",
            1.0,
        )
        chosen = related[1]
        assert (chosen.decision, chosen.folder, chosen.instead_of) == (
            "chosen",
            "household/food/",
            "shopping/receipts/",
        )
        assert chosen.file_name == "lidl-2025-01.txt" and 0.1 <= chosen.similarity < 1.0
        # a filed file carries none (only inbox files are being organized)
        assert (await client.get_file("household/food/plan.txt")).related_decisions is None
        dumped = (await client.get_file("household/food/plan.txt")).model_dump()
        assert "related_decisions" not in dumped
    finally:
        await client.aclose()
