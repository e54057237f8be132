"""Accept moves only the file that was suggested (issue 33, item 6): a suggestion records
what its file was when it was made (size, modification time, content hash) and accept or
choose refuses, with the reason, a file that was replaced or edited since — nothing moves,
nothing is journalled, and the suggestion expires so the file is organized again. A file
merely touched (same content) still moves. Real library, real index, a real MCP session."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mcp import Client

from appclient import Conflict, LocalAppClient, Settings
from server.app import build_server
from tests.fixtures import write_library
from tests.fixtures.mcp import text

W2 = "Form W-2 Wage and Tax Statement 2024\nEmployer: ACME Corp\nWages: 98,000.00\n"
LAB = "Lab results\nPatient: Jane Doe\nHemoglobin A1c: 5.4 %\nCholesterol: 180 mg/dL\n"
FILES = {
    "inbox/rs.txt": W2,
    "work/acme/compensation/payslip.txt": "payslip",
    "life/health/visit.txt": "doctor visit",
}
TARGET = "work/acme/compensation/"


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


def _replace(path: Path, content: str) -> None:
    """Another file under the same name (written beside it, then renamed over it)."""
    tmp = path.with_name(".swap")
    tmp.write_text(content)
    os.replace(tmp, path)


async def _moves(client: LocalAppClient) -> int:
    return len((await client.list_moves(50)).moves)


async def test_accept_refuses_a_file_replaced_since_the_suggestion(
    client: LocalAppClient,
) -> None:
    root = client.root
    sug = await client.create_suggestion("inbox/rs.txt", TARGET, "a W-2 from ACME", 0.95)
    _replace(root / "inbox/rs.txt", LAB)
    with pytest.raises(Conflict) as err:
        await client.resolve_suggestion(sug.id, "accept")
    words = str(err.value)
    assert "inbox/rs.txt" in words and "changed since" in words and "nothing was moved" in words
    assert (root / "inbox/rs.txt").read_text() == LAB
    assert not (root / TARGET / "rs.txt").exists()
    assert await _moves(client) == 0
    assert (await client.get_suggestion(sug.id)).status == "expired"


async def test_same_size_other_content_is_refused_and_a_touch_is_not(
    client: LocalAppClient,
) -> None:
    root = client.root
    sug = await client.create_suggestion("inbox/rs.txt", TARGET, "a W-2 from ACME", 0.95)
    same_size = W2.replace("98,000.00", "12,345.67")
    assert len(same_size) == len(W2)
    _replace(root / "inbox/rs.txt", same_size)
    st = (root / "inbox/rs.txt").stat()
    with pytest.raises(Conflict):
        await client.resolve_suggestion(sug.id, "choose", target_folder="life/health/")
    assert (root / "inbox/rs.txt").is_file() and await _moves(client) == 0

    again = await client.create_suggestion("inbox/rs.txt", TARGET, "a W-2 from ACME", 0.95)
    os.utime(root / "inbox/rs.txt", ns=(st.st_atime_ns, st.st_mtime_ns + 5_000_000_000))
    moved = await client.resolve_suggestion(again.id, "accept")
    assert moved.new_path == f"{TARGET}rs.txt"


async def test_over_mcp_the_model_reads_why(client: LocalAppClient) -> None:
    root = client.root
    server = build_server(client, watch=False, index_on_start=False)
    async with Client(server) as c:
        made = await c.call_tool(
            "create_suggestion",
            {
                "file_path": "inbox/rs.txt",
                "target_folder": TARGET,
                "reasoning": "a W-2",
                "confidence": 0.9,
            },
        )
        sid = made.structured_content["id"]  # type: ignore[index]
        _replace(root / "inbox/rs.txt", LAB)
        result = await c.call_tool("resolve_suggestion", {"suggestion_id": sid, "action": "accept"})
    assert result.is_error and text(result).startswith("[conflict]")
    assert "changed since" in text(result)
    assert (root / "inbox/rs.txt").read_text() == LAB
