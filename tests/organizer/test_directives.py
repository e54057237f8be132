"""A directive changes the offline organizer's next suggestion: "remember: Lidl receipts go
to `household/food/`" sends the next Lidl receipt there, although the old ones sit in
`shopping/receipts/`; an Aldi receipt still goes where receipts go; forget takes it back.
End to end: the remember/forget tools over a real MCP session, the runner and the `local`
provider (make_provider), the real library."""

from __future__ import annotations

import io
from pathlib import Path

from mcp import Client

from appclient import LocalAppClient
from server.app import build_server
from server.runner import Runner, RunnerConfig
from server.runner.providers import make_provider
from tests.fixtures import open_library

FILES = {
    "guideline.md": "# Where things go\n\n- Receipts from shops: `shopping/receipts/`\n"
    "- Groceries planning: `household/food/`\n",
    "shopping/receipts/aldi-2025-01.txt": "ALDI SUED receipt 2025-01-04. Milk 1.09 EUR, bread "
    "2.49 EUR. Total 3.58 EUR. Thank you for shopping.",
    "shopping/receipts/rewe-2025-01.txt": "REWE receipt 2025-01-11. Apples 2.99 EUR, cheese "
    "3.49 EUR. Total 6.48 EUR. Card payment.",
    "shopping/receipts/lidl-2024-12.txt": "LIDL receipt 2024-12-20. Butter 1.99 EUR, eggs 2.79 "
    "EUR. Total 4.78 EUR. Card payment.",
    "household/food/meal-plan.txt": "Meal plan: pasta Monday, soup Tuesday, curry Wednesday.",
    "household/food/shopping-list.txt": "Shopping list: tomatoes, onions, rice, lentils.",
    "inbox/lidl-2025-02.txt": "LIDL receipt 2025-02-03. Bananas 1.29 EUR, yoghurt 0.89 EUR. "
    "Total 2.18 EUR. Card payment.",
    "inbox/lidl-2025-03.txt": "LIDL receipt 2025-03-09. Coffee 4.99 EUR, sugar 1.19 EUR. "
    "Total 6.18 EUR. Card payment.",
    "inbox/aldi-2025-03.txt": "ALDI SUED receipt 2025-03-10. Rice 1.49 EUR, oil 2.99 EUR. "
    "Total 4.48 EUR. Card payment.",
}


async def _organize(client: LocalAppClient, runner: Runner, path: str) -> tuple[str, str]:
    await runner.organize(path)
    sug = await client.pending_suggestion(path)
    assert sug is not None, path
    return sug.target_folder, sug.reasoning


async def test_a_directive_changes_the_next_suggestion_and_forget_takes_it_back(
    tmp_path: Path,
) -> None:
    client = await open_library(tmp_path, FILES)
    server = build_server(client, index_on_start=False, watch=False)
    try:
        runner = Runner(client, make_provider("local", None), RunnerConfig(events=io.StringIO()))
        before, _ = await _organize(client, runner, "inbox/lidl-2025-02.txt")
        assert before == "shopping/receipts/"  # where the old Lidl receipt is

        async with Client(server) as session:
            told = await session.call_tool(
                "remember", {"text": "Lidl receipts go to household/food/"}
            )
        assert not told.is_error and told.structured_content["id"].startswith("d-")
        folder, why = await _organize(client, runner, "inbox/lidl-2025-03.txt")
        assert folder == "household/food/"
        assert 'directive in guideline.md says "Lidl receipts go to household/food/"' in why
        aldi, _ = await _organize(client, runner, "inbox/aldi-2025-03.txt")
        assert aldi == "shopping/receipts/"  # not a Lidl receipt

        async with Client(server) as session:
            await session.call_tool("forget", {"directive_id": told.structured_content["id"]})
        again, _ = await _organize(client, runner, "inbox/lidl-2025-03.txt")
        assert again == "shopping/receipts/"
    finally:
        await client.aclose()


async def test_a_directive_for_a_folder_not_made_yet_suggests_creating_it(
    tmp_path: Path,
) -> None:
    client = await open_library(tmp_path, FILES)
    try:
        await client.remember("Lidl receipts", folder="household/lidl/")
        runner = Runner(client, make_provider("local", None), RunnerConfig(events=io.StringIO()))
        await runner.organize("inbox/lidl-2025-02.txt")
        sug = await client.pending_suggestion("inbox/lidl-2025-02.txt")
        assert sug is not None
        assert (sug.target_folder, sug.creates_folder) == ("household/lidl/", True)
        assert sug.alternatives[0].folder == "shopping/receipts/"  # what the evidence said
    finally:
        await client.aclose()
