"""A file named `invoice<U+202E>txt.exe` reads as 'invoiceexe.txt' wherever the override is
obeyed. Wherever a name or a reason is shown — the text of tool results and resources (what
a model reads), the organizer's tool results, the CLI — hidden characters are escapes
(`\\u202e`); JSON text still decodes to the exact path; reasoning is stored without them."""

from __future__ import annotations

import json
from pathlib import Path

import anyio
from click.testing import CliRunner
from mcp import Client

from appclient import LocalAppClient, Settings, ops
from server.app import build_server
from server.cli import cli
from server.runner.agent import result_text
from tests.fixtures import write_library

RLO, TAG_A = "\u202e", "\U000e0041"
NAME = f"invoice{RLO}txt.exe"


async def test_names_and_reasons_are_shown_escaped(tmp_path: Path) -> None:
    write_library(tmp_path / "lib", {"guideline.md": "x", "life/home/lease.txt": "lease"})
    (tmp_path / "lib" / "inbox" / NAME).write_text("invoice total 12 EUR")
    settings = Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    app = await LocalAppClient.open(settings)
    try:
        await app.index()
        server = build_server(app, index_on_start=False, watch=False)
        async with Client(server) as client:
            found = await client.call_tool("search", {"query": "invoice"})
            text = found.content[0].text
            assert RLO not in text and "invoice\\u202etxt.exe" in text
            assert json.loads(text)["results"][0]["path"] == f"inbox/{NAME}"  # exact
            assert found.structured_content["results"][0]["path"] == f"inbox/{NAME}"
            # what the organizer's model reads (the runner runs the operation in process)
            assert RLO not in result_text(ops.search, await app.search("invoice"))
            made = await client.call_tool(
                "create_suggestion",
                {
                    "file_path": f"inbox/{NAME}",
                    "target_folder": "life/home/",
                    "reasoning": f"an invoice{RLO}{TAG_A} for the flat",
                    "confidence": 0.7,
                },
            )
            assert not made.is_error, made.content
            assert made.structured_content["reasoning"] == "an invoice for the flat"
            pending = await client.read_resource("mylifedb://suggestions/pending")
            assert RLO not in pending.contents[0].text
    finally:
        await app.aclose()


def test_the_cli_shows_names_escaped(tmp_path: Path) -> None:
    write_library(tmp_path / "lib", {"guideline.md": "x", "life/home/lease.txt": "lease"})
    (tmp_path / "lib" / "inbox" / NAME).write_text("invoice total 12 EUR")

    async def suggest() -> None:
        settings = Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
        app = await LocalAppClient.open(settings)
        try:
            await app.index()
            await app.create_suggestion(f"inbox/{NAME}", "life/home/", "an invoice", 0.7)
        finally:
            await app.aclose()

    anyio.run(suggest)
    out = CliRunner().invoke(
        cli,
        ["suggestions", "--root", str(tmp_path / "lib"), "--state-dir", str(tmp_path / "state")],
    )
    assert out.exit_code == 0, out.output
    assert RLO not in out.output and "\\u202e" in out.output
