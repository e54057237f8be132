"""A suggestion may rename the file it moves: accepting moves and renames in one journalled
step, undo restores both, the person may take the folder without the name, and a new name
is never one already in the folder, never a path, never hidden characters. Real library,
real index, a real MCP session for what a client sees."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import anyio.to_thread
import pytest
from click.testing import CliRunner
from mcp import Client

from appclient import Conflict, InvalidPath, LocalAppClient, Settings
from server.app import build_server
from server.cli import cli
from tests.fixtures import write_library

FILES = {
    "guideline.md": "Leases go to home/lease/.\n",
    "inbox/scan_0012.pdf": "Residential lease agreement, Kerkstraat 4, from 14 March 2025.",
    "home/lease/2023-02-01 Lease Dorpsweg.pdf": "lease of the old flat",
}


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    write_library(tmp_path / "lib", FILES)
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


async def _suggest(c: LocalAppClient, new_name: str | None) -> str:
    made = await c.create_suggestion(
        "inbox/scan_0012.pdf", "home/lease/", "a lease", 0.9, new_name=new_name
    )
    return made.id


async def test_accept_moves_and_renames_in_one_step_and_undo_restores_both(
    client: LocalAppClient,
) -> None:
    sid = await _suggest(client, "2025-03-14 Lease Kerkstraat")  # the extension is added
    assert (await client.get_suggestion(sid)).new_name == "2025-03-14 Lease Kerkstraat.pdf"
    res = await client.resolve_suggestion(sid, "accept")
    assert res.new_path == "home/lease/2025-03-14 Lease Kerkstraat.pdf"
    assert (client.root / res.new_path).read_text().startswith("Residential lease")
    assert not (client.root / "inbox/scan_0012.pdf").exists()
    moves = (await client.list_moves()).moves
    assert len(moves) == 1 and moves[0].source == "inbox/scan_0012.pdf"  # one journalled move
    back = await client.undo_move()
    assert back.destination == "inbox/scan_0012.pdf"  # its own name again
    assert (client.root / "inbox/scan_0012.pdf").is_file()
    assert not (client.root / res.new_path).exists()
    again = await client.get_suggestion(sid)
    assert again.status == "pending" and again.new_name == "2025-03-14 Lease Kerkstraat.pdf"


async def test_the_person_may_take_the_folder_without_the_name(client: LocalAppClient) -> None:
    sid = await _suggest(client, "2025-03-14 Lease Kerkstraat.pdf")
    res = await client.resolve_suggestion(sid, "accept", keep_name=True)
    assert res.new_path == "home/lease/scan_0012.pdf"


async def test_a_name_already_in_the_folder_is_refused(client: LocalAppClient) -> None:
    with pytest.raises(Conflict) as caught:
        await _suggest(client, "2023-02-01 Lease Dorpsweg.pdf")
    assert caught.value.argument == "new_name"
    assert (await client.list_suggestions()).suggestions == []  # nothing was made


async def test_a_name_taken_after_the_suggestion_keeps_both_files(
    client: LocalAppClient,
) -> None:
    sid = await _suggest(client, "2025 Lease.pdf")
    (client.root / "home/lease/2025 Lease.pdf").write_text("another file, since")
    res = await client.resolve_suggestion(sid, "accept")
    assert res.renamed and res.new_path == "home/lease/2025 Lease (1).pdf"
    assert (client.root / "home/lease/2025 Lease.pdf").read_text() == "another file, since"


@pytest.mark.parametrize(
    "name",
    [
        "../escape.pdf",
        "home/other.pdf",
        "a\\b.pdf",
        "lease\u202efdp.exe",
        "lease\x1b[31m.pdf",
        ".hidden.pdf",
        "lease.exe",  # another kind of file
        "x" * 300 + ".pdf",
    ],
)
async def test_a_name_that_is_not_one_plain_file_name_is_refused(
    client: LocalAppClient, name: str
) -> None:
    with pytest.raises(InvalidPath):
        await _suggest(client, name)


async def test_no_new_name_is_null_everywhere(client: LocalAppClient, tmp_path: Path) -> None:
    sid = await _suggest(client, None)
    async with Client(build_server(client, index_on_start=False, watch=False)) as session:
        listed = await session.call_tool("list_suggestions", {})
        assert listed.structured_content["suggestions"][0]["new_name"] is None
        made = await session.call_tool(
            "create_suggestion",
            {
                "file_path": "inbox/scan_0012.pdf",
                "target_folder": "home/lease/",
                "reasoning": "a lease",
                "confidence": 0.9,
                "new_name": "2025-03-14 Lease.pdf",
            },
        )
        assert not made.is_error and made.structured_content["new_name"] == "2025-03-14 Lease.pdf"
        assert made.structured_content["id"] != sid
    await client.aclose()
    args = ["suggestions", "list", "--json", "--root", str(tmp_path / "lib")]
    args += ["--state-dir", str(tmp_path / "state")]
    out = await anyio.to_thread.run_sync(lambda: CliRunner().invoke(cli, args))
    assert out.exit_code == 0, out.output
    rows = json.loads(out.stdout)["suggestions"]
    assert [r["new_name"] for r in rows] == ["2025-03-14 Lease.pdf"]  # the pending one


async def test_the_cli_shows_the_new_name_and_can_keep_the_old_one(
    client: LocalAppClient, tmp_path: Path
) -> None:
    sid = await _suggest(client, "2025-03-14 Lease.pdf")
    await client.aclose()
    lib = ["--root", str(tmp_path / "lib"), "--state-dir", str(tmp_path / "state")]

    def run(*args: str) -> Any:
        return CliRunner().invoke(cli, [*args, *lib], env={"COLUMNS": "200"})

    listed = await anyio.to_thread.run_sync(lambda: run("suggestions", "list"))
    assert "home/lease/ as 2025-03-14 Lease.pdf" in listed.output, listed.output
    done = await anyio.to_thread.run_sync(lambda: run("suggestions", "accept", sid, "--keep-name"))
    assert done.exit_code == 0, done.output
    assert (tmp_path / "lib/home/lease/scan_0012.pdf").is_file()
