"""The search tool's modes and find_similar, through a real MCP session and the CLI, with
the real embedder."""

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
from tests.fixtures.mcp import ok, text

pytestmark = pytest.mark.embedder

FILES = {
    "guideline.md": "# Home\nContracts in home/, recipes in kitchen/.",
    "home/Mietvertrag.txt": "Mietvertrag über die Wohnung Lindenweg 4, Kaltmiete 800 EUR.",
    "kitchen/dal.md": "Red lentil dal: lentils, turmeric, cumin, garlic; simmer 25 minutes.",
    "kitchen/soup.md": "Lentil soup with carrots and cumin, ready in 30 minutes.",
}


@pytest.fixture
def library(tmp_path: Path) -> Settings:
    write_library(tmp_path / "lib", FILES)
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


async def test_search_modes_and_find_similar_over_mcp(library: Settings) -> None:
    client = await LocalAppClient.open(library)
    try:
        await client.index()
        async with Client(build_server(client, index_on_start=False, watch=False)) as c:
            tools = {t.name: t for t in (await c.list_tools()).tools}
            assert tools["search"].input_schema["properties"]["mode"]["enum"] == [
                "hybrid",
                "keyword",
                "semantic",
            ]
            assert tools["find_similar"].annotations.read_only_hint is True
            hybrid = await ok(c, "search", {"query": "rent contract"})
            assert hybrid["results"][0]["path"] == "home/Mietvertrag.txt"
            assert hybrid["results"][0]["matched"] == "meaning"
            keyword = await ok(c, "search", {"query": "rent contract", "mode": "keyword"})
            assert keyword["results"] == []
            similar = await ok(c, "find_similar", {"path": "kitchen/dal.md", "limit": 2})
            assert similar["results"][0]["path"] == "kitchen/soup.md"
            bad = await c.call_tool("search", {"query": "x", "mode": "fuzzy"})
            assert bad.is_error and text(bad).startswith("[invalid_argument]")
    finally:
        await client.aclose()


def test_cli_similar_and_search_mode(library: Settings) -> None:
    lib = ["--root", str(library.root), "--state-dir", str(library.state_dir)]
    r = CliRunner().invoke(cli, ["similar", "kitchen/dal.md", *lib, "--json"])
    assert r.exit_code == 0, r.stderr
    assert json.loads(r.stdout)["results"][0]["path"] == "kitchen/soup.md"
    r = CliRunner().invoke(cli, ["search", "lentil curry", *lib, "--mode", "semantic", "--json"])
    assert r.exit_code == 0 and json.loads(r.stdout)["results"][0]["path"].startswith("kitchen/")
    r = CliRunner().invoke(
        cli, ["search", "zzz", *lib, "--mode", "keyword", "--folder", "kitchen/"]
    )
    assert r.exit_code == 0 and "no files in kitchen/ match" in r.stdout
