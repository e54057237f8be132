"""'No file matches': a word in no file answers an empty ``results`` list over a real MCP
session and in ``mylifedb search --json``, with the loosely related files apart; a real
question still finds its file with a relevance a person can read. Real embedder."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from mcp import Client

from appclient import LocalAppClient, Settings
from server.app import build_server
from server.cli import cli
from tests.fixtures import write_library
from tests.fixtures.mcp import ok

pytestmark = pytest.mark.embedder

FILES = {
    "guideline.md": "# Home\nContracts in home/, recipes in kitchen/, pay in work/.",
    "home/Mietvertrag.txt": "Mietvertrag über die Wohnung Lindenweg 4, Kaltmiete 800 EUR.",
    "kitchen/dal.md": "Red lentil dal: lentils, turmeric, cumin, garlic; simmer 25 minutes.",
    "kitchen/soup.md": "Lentil soup with carrots and cumin, ready in 30 minutes.",
    "work/payslip 2025-03.txt": "Globex GmbH. Payslip March 2025. Gross salary 5,200.00.",
}


@pytest.fixture
def library(tmp_path: Path) -> Settings:
    write_library(tmp_path / "lib", FILES)
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


@pytest.mark.parametrize("mode", ["modern", "legacy"])
async def test_a_nonsense_word_answers_no_file_over_mcp(library: Settings, mode: str) -> None:
    client = await LocalAppClient.open(library)
    try:
        await client.index()
        server = build_server(client, index_on_start=False, watch=False)
        async with Client(server, **({"mode": "legacy"} if mode == "legacy" else {})) as c:
            tools = {t.name: t for t in (await c.list_tools()).tools}
            assert "related" in tools["search"].output_schema["properties"]
            nothing = await ok(c, "search", {"query": "frobnicator"})
            assert nothing["results"] == [] and nothing["total_found"] == 0
            assert all(h["score"] < 0.5 for h in nothing["related"])
            found = await ok(c, "search", {"query": "lentil soup"})
            assert found["results"][0]["path"] == "kitchen/soup.md"
            assert 0 < found["results"][0]["score"] <= 1
    finally:
        await client.aclose()


def test_a_nonsense_word_answers_no_file_in_the_cli(library: Settings) -> None:
    lib = ["--root", str(library.root), "--state-dir", str(library.state_dir)]
    r = CliRunner().invoke(cli, ["search", "frobnicator", *lib, "--json"])
    assert r.exit_code == 0, r.stderr
    answer = json.loads(r.stdout)
    assert answer["results"] == [] and "related" in answer
    r = CliRunner().invoke(cli, ["search", "frobnicator", *lib])
    assert r.exit_code == 0 and "no files match 'frobnicator'" in r.stdout
