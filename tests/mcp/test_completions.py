"""``completion/complete`` on a real library (``server/mcp/completions.py``): the
organize_file prompt's path (inbox files first) and the file template's path, ranked
prefix, then name, then anywhere, then near spellings; at most 100 values with total and
hasMore; nothing to complete is an empty list, never -32601. Both protocol eras in memory;
stdio and HTTP in ``test_citizen_transports.py``."""

from __future__ import annotations

from pathlib import Path

import pytest
from mcp import Client
from mcp.types import PromptReference, ResourceTemplateReference

from appclient import LocalAppClient
from server.app import build_server
from server.mcp.completions import rank
from server.surface import FILE_TEMPLATE
from tests.fixtures import open_library

ORGANIZE = PromptReference(type="ref/prompt", name="organize_file")
FILE = ResourceTemplateReference(type="ref/resource", uri=FILE_TEMPLATE)


async def complete(
    c: Client, ref: object, value: str, name: str = "path"
) -> tuple[list[str], int | None, bool | None]:
    result = await c.complete(ref, {"name": name, "value": value})  # type: ignore[arg-type]
    return result.completion.values, result.completion.total, result.completion.has_more


@pytest.mark.parametrize("mode", ["auto", "legacy"])
async def test_completions_on_a_real_library(app: LocalAppClient, mode: str) -> None:
    server = build_server(app, index_on_start=False, watch=False)
    async with Client(server, mode=mode) as c:  # type: ignore[arg-type]
        assert c.server_capabilities.completions is not None
        # Nothing typed: what there is to organize comes first.
        values, total, more = await complete(c, ORGANIZE, "")
        assert values[:2] == ["inbox/W2_2024.txt", "inbox/scan 01.txt"]
        assert "life/gov docs/passport.txt" in values[2:] and total == len(values) and not more
        # A folder typed: the paths under it; a name typed: the files called so.
        assert (await complete(c, FILE, "life/g"))[0] == ["life/gov docs/passport.txt"]
        assert (await complete(c, ORGANIZE, "scan"))[0] == ["inbox/scan 01.txt"]
        assert (await complete(c, FILE, "PASS"))[0] == ["life/gov docs/passport.txt"]
        # Anywhere in the path, then a near spelling.
        assert (await complete(c, FILE, "stub"))[0] == ["work/acme/compensation/paystub jan.txt"]
        assert (await complete(c, FILE, "pasport"))[0] == ["life/gov docs/passport.txt"]
        assert (await complete(c, FILE, "zzzz"))[0] == []
        # Nothing to complete: an empty list, not an error.
        for ref, name in (
            (PromptReference(type="ref/prompt", name="find_files"), "query"),
            (PromptReference(type="ref/prompt", name="no_such_prompt"), "path"),
            (ORGANIZE, "no_such_argument"),
            (ResourceTemplateReference(type="ref/resource", uri="test://x/{id}"), "id"),
        ):
            assert await complete(c, ref, "a", name) == ([], 0, False)


async def test_at_most_100_values_with_total_and_has_more(tmp_path: Path) -> None:
    files = {f"inbox/receipt {n:03}.txt": f"receipt number {n}\n" for n in range(130)}
    files["notes/receipts to keep.txt"] = "which receipts matter\n"
    client = await open_library(tmp_path, files)
    try:
        server = build_server(client, index_on_start=False, watch=False)
        async with Client(server) as c:
            values, total, more = await complete(c, ORGANIZE, "rec")
            assert len(values) == 100 and total == 131 and more is True
            assert values[0] == "inbox/receipt 000.txt"  # inbox first, in path order
            values, total, more = await complete(c, FILE, "notes/")
            assert values == ["notes/receipts to keep.txt"] and total == 1 and more is False
    finally:
        await client.aclose()


def test_rank_folds_case_and_accents_and_keeps_tiers() -> None:
    paths = ["notes/Café menu.txt", "inbox/menu draft.txt", "menus/old.txt", "x/amenu.txt"]
    inbox = lambda p: p.startswith("inbox/")  # noqa: E731
    assert rank("cafe", paths) == ["notes/Café menu.txt"]
    # A prefix of the path, then of a name (inbox first), then anywhere.
    assert rank("menu", paths, first=inbox) == [
        "menus/old.txt",
        "inbox/menu draft.txt",
        "notes/Café menu.txt",
        "x/amenu.txt",
    ]
    assert rank("mneu", paths) == []  # a transposition is not a near spelling of 4 letters
