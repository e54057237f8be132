"""The move history and undoing a batch: list_moves shows every move with its batch; a run
undo puts back each file of the batch (refusing, and listing, a file edited since unless
forced), removes the folders the batch created once empty, and the suggestions no longer
claim a folder that exists. Real library, real files, real index."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import Conflict, InvalidArgument, LocalAppClient, NotFound
from tests.fixtures import open_library

FILES = {
    "guideline.md": "Trips go to life/trips/YYYY-MM place/. IDs go to life/gov docs/.\n",
    "life/gov docs/id.txt": "id card",
    "inbox/boarding.txt": "boarding pass Reykjavik June 2025",
    "inbox/hotel.txt": "hotel booking Reykjavik June 2025",
    "inbox/visa.txt": "visa letter",
    "inbox/other.txt": "a note",
}
NEW = "life/trips/2025-06 iceland/"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    c = await open_library(tmp_path, FILES)
    try:
        yield c
    finally:
        await c.aclose()


async def _accept_batch(c: LocalAppClient, run_id: str) -> list[str]:
    ids = []
    for path, target in (
        ("inbox/boarding.txt", NEW),
        ("inbox/hotel.txt", NEW),
        ("inbox/visa.txt", "life/gov docs/"),
    ):
        sid = (await c.create_suggestion(path, target, "because", 0.95)).id
        ids.append(sid)
    for sid in ids:
        await c.resolve_suggestion(sid, "accept", run_id=run_id)
    return ids


async def test_a_run_undo_restores_every_file_and_removes_the_folder_it_made(
    client: LocalAppClient,
) -> None:
    other = (await client.create_suggestion("inbox/other.txt", NEW, "also a trip", 0.6)).id
    assert (await client.get_suggestion(other)).creates_folder
    ids = await _accept_batch(client, "run-test-1")
    assert (client.root / NEW / "boarding.txt").is_file()
    # the folder exists now: a waiting suggestion into it no longer claims to create it
    assert not (await client.get_suggestion(other)).creates_folder

    moves = (await client.list_moves(run_id="run-test-1")).moves
    assert [m.source for m in moves] == ["inbox/visa.txt", "inbox/hotel.txt", "inbox/boarding.txt"]
    assert moves[-1].created_folder == "life/trips/"  # the outermost folder it made
    assert all(m.run_id == "run-test-1" for m in moves)

    result = await client.undo_move(run_id="run-test-1")
    assert [u.destination for u in result.undone] == [
        "inbox/visa.txt",
        "inbox/hotel.txt",
        "inbox/boarding.txt",
    ]
    assert result.refused == [] and result.removed_folders == ["life/trips/"]
    for name in ("boarding.txt", "hotel.txt", "visa.txt"):
        assert (client.root / "inbox" / name).is_file()
    assert not (client.root / "life/trips").exists()
    assert (client.root / "life/gov docs").is_dir()  # it existed before: kept
    tree = await client.get_folder_tree(3)
    assert "life/trips/" not in {c.path for n in tree.children for c in n.children}
    for sid in ids:
        sug = await client.get_suggestion(sid)
        assert sug.status == "pending"
    assert (await client.get_suggestion(ids[0])).creates_folder  # new again: honest
    assert (await client.get_suggestion(other)).creates_folder
    # the history shows the undos, each naming the move it undid
    history = (await client.list_moves(limit=10)).moves
    assert sum(1 for m in history if m.undo_of is not None) == 3
    assert {m.status for m in history if m.undo_of is None} == {"undone"}
    with pytest.raises(Conflict):
        await client.undo_move(run_id="run-test-1")


async def test_a_run_undo_refuses_an_edited_file_and_lists_it(client: LocalAppClient) -> None:
    await _accept_batch(client, "run-test-2")
    (client.root / NEW / "hotel.txt").write_text("edited after the move")
    result = await client.undo_move(run_id="run-test-2")
    assert [r.destination for r in result.refused] == [NEW + "hotel.txt"]
    assert "edited" in result.refused[0].reason and "force" in result.refused[0].reason
    assert (client.root / "inbox/boarding.txt").is_file()
    assert (client.root / NEW / "hotel.txt").is_file()
    assert result.removed_folders == []  # not empty: kept
    forced = await client.undo_move(run_id="run-test-2", force=True)
    assert [u.destination for u in forced.undone] == ["inbox/hotel.txt"]
    assert forced.removed_folders == ["life/trips/"]
    assert not (client.root / "life/trips").exists()


async def test_a_single_undo_removes_the_folder_it_made_when_empty(
    client: LocalAppClient,
) -> None:
    sid = (await client.create_suggestion("inbox/boarding.txt", NEW, "trip", 0.9)).id
    res = await client.resolve_suggestion(sid, "accept")
    rec = await client.undo_move(res.move_id)
    assert rec.removed_folder == "life/trips/"
    assert not (client.root / "life/trips").exists()


async def test_unknown_runs_and_bad_ids(client: LocalAppClient) -> None:
    with pytest.raises(NotFound):
        await client.undo_move(run_id="run-nothing")
    with pytest.raises(InvalidArgument):
        await client.undo_move(run_id="bad\nid")
    sid = (await client.create_suggestion("inbox/visa.txt", "life/gov docs/", "id", 0.9)).id
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion(sid, "accept", run_id="")
    assert (await client.list_moves(run_id="run-nothing")).moves == []
