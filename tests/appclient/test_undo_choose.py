"""Taking decisions back, and choosing folders safely: undo of a given move or decision puts
the suggestion back to pending with its original target; files edited or moved since are
refused with the reason (never stuck); a 'choose' into a missing folder is refused unless
the user asked for a new one. Real library, real index."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from mcp import Client

from appclient import Conflict, LocalAppClient, NotFound, Settings
from appclient.state.migrations import MIGRATIONS
from appclient.state.migrations import statements as _statements
from server.app import build_server
from tests.fixtures import write_library

FILES = {
    "guideline.md": "IDs go to life/gov docs/. Pay goes to work/acme/compensation/.\n",
    "inbox/passport.txt": "scan of a passport",
    "inbox/w2.txt": "Form W-2 2024",
    "inbox/visa.txt": "visa letter",
    "life/gov docs/id.txt": "id card",
    "work/acme/compensation/payslip.txt": "payslip",
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


async def _suggest(c: LocalAppClient, path: str, target: str) -> str:
    return (await c.create_suggestion(path, target, "because", 0.9)).id


async def test_choose_into_a_missing_folder_is_refused_with_the_closest(
    client: LocalAppClient,
) -> None:
    sid = await _suggest(client, "inbox/w2.txt", "life/gov docs/")
    with pytest.raises(NotFound) as err:
        await client.resolve_suggestion(sid, "choose", "work/acme/comp")
    assert "did you mean 'work/acme/compensation/'" in str(err.value)
    assert err.value.see == "create_folder"  # ask again confirming a new folder
    assert not (client.root / "work/acme/comp").exists()
    assert (client.root / "inbox/w2.txt").is_file()
    assert (await client.get_suggestion(sid)).status == "pending"
    # Asked for explicitly, a new folder (even a new top-level one) is made.
    res = await client.resolve_suggestion(sid, "choose", "archive/2024", create_folder=True)
    assert res.new_path == "archive/2024/w2.txt" and (client.root / "archive/2024/w2.txt").is_file()


async def test_undo_of_a_choice_reopens_the_suggestion_with_its_original_target(
    client: LocalAppClient,
) -> None:
    sid = await _suggest(client, "inbox/w2.txt", "life/gov docs/")
    res = await client.resolve_suggestion(sid, "choose", "work/acme/compensation/")
    assert res.move_id is not None
    chosen = await client.get_suggestion(sid)
    assert (chosen.status, chosen.target_folder) == ("accepted", "work/acme/compensation/")
    rec = await client.undo_move(res.move_id)
    assert rec.destination == "inbox/w2.txt" and (client.root / "inbox/w2.txt").is_file()
    back = await client.get_suggestion(sid)
    assert (back.status, back.target_folder, back.resolved_at) == (
        "pending",
        "life/gov docs/",
        None,
    )
    # ... and it can be decided again.
    again = await client.resolve_suggestion(sid, "accept")
    assert again.new_path == "life/gov docs/w2.txt"


async def test_undo_of_a_given_move_leaves_later_moves_alone(client: LocalAppClient) -> None:
    first = await client.resolve_suggestion(
        await _suggest(client, "inbox/passport.txt", "life/gov docs"), "accept"
    )
    second = await client.resolve_suggestion(
        await _suggest(client, "inbox/w2.txt", "work/acme/compensation"), "accept"
    )
    assert first.move_id is not None and second.move_id is not None
    await client.undo_move(first.move_id)
    assert (client.root / "inbox/passport.txt").is_file()
    assert (client.root / "work/acme/compensation/w2.txt").is_file()
    with pytest.raises(Conflict, match="nothing to undo"):
        await client.undo_move(first.move_id)  # already undone
    undo_id = (await client.db.writer.execute_fetchall("SELECT max(id) FROM moves"))[0][0]
    with pytest.raises(Conflict, match="itself an undo"):
        await client.undo_move(undo_id)
    with pytest.raises(NotFound):
        await client.undo_move(9999)


async def test_undo_refuses_a_file_edited_since_unless_forced(client: LocalAppClient) -> None:
    res = await client.resolve_suggestion(
        await _suggest(client, "inbox/visa.txt", "life/gov docs"), "accept"
    )
    moved = client.root / "life/gov docs/visa.txt"
    moved.write_text("visa letter, with my notes added")
    with pytest.raises(Conflict, match="edited after move"):
        await client.undo_move()
    assert moved.is_file() and not (client.root / "inbox/visa.txt").exists()
    rec = await client.undo_move(res.move_id, force=True)
    assert rec.destination == "inbox/visa.txt"
    assert (client.root / "inbox/visa.txt").read_text() == "visa letter, with my notes added"


async def test_undo_of_a_file_moved_away_outside_is_reported_then_skipped(
    client: LocalAppClient,
) -> None:
    first = await client.resolve_suggestion(
        await _suggest(client, "inbox/passport.txt", "life/gov docs"), "accept"
    )
    await client.resolve_suggestion(
        await _suggest(client, "inbox/w2.txt", "work/acme/compensation"), "accept"
    )
    os.rename(client.root / "work/acme/compensation/w2.txt", client.root / "w2-elsewhere.txt")
    with pytest.raises(Conflict, match="no longer where move"):
        await client.undo_move()
    # Not stuck: the next undo reaches the move before it.
    rec = await client.undo_move()
    assert rec.source == "life/gov docs/passport.txt" and first.move_id is not None
    statuses = [
        r[0]
        for r in await client.db.writer.execute_fetchall("SELECT status FROM moves ORDER BY id")
    ]
    assert statuses == ["undone", "stale", "done"]


async def test_undo_decision_takes_back_keep_and_move(client: LocalAppClient) -> None:
    kept = await _suggest(client, "inbox/visa.txt", "life/gov docs")
    await client.resolve_suggestion(kept, "reject")
    assert (await client.undo_decision(kept)).status == "pending"
    moved = await _suggest(client, "inbox/passport.txt", "life/gov docs")
    await client.resolve_suggestion(moved, "accept")
    back = await client.undo_decision(moved)
    assert back.status == "pending" and (client.root / "inbox/passport.txt").is_file()
    with pytest.raises(Conflict, match="no decision to undo"):
        await client.undo_decision(moved)


async def test_an_older_index_keeps_what_was_suggested(tmp_path: Path) -> None:
    """Migration 005 on an index made before it: suggested_folder is filled from target_folder."""
    db_path = tmp_path / "state" / "index.db"
    db_path.parent.mkdir()
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at REAL)")
    for fn in MIGRATIONS[:4]:
        for stmt in _statements(fn()):
            conn.execute(stmt)
        conn.execute("INSERT INTO _migrations VALUES (?, 0)", (fn.__name__.lstrip("_"),))
    conn.execute(
        "INSERT INTO suggestions(id, file_path, target_folder, reasoning, confidence, status,"
        " created_at, source) VALUES ('sug-old', 'inbox/w2.txt', 'life/gov docs/', 'r', 0.5,"
        " 'pending', 0, 'mcp')"
    )
    conn.close()
    write_library(tmp_path / "lib", FILES)
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await c.index()
        res = await c.resolve_suggestion("sug-old", "choose", "work/acme/compensation")
        await c.undo_move(res.move_id)
        assert (await c.get_suggestion("sug-old")).target_folder == "life/gov docs/"
    finally:
        await c.aclose()


async def test_choose_and_undo_over_mcp(client: LocalAppClient) -> None:
    sid = await _suggest(client, "inbox/w2.txt", "life/gov docs/")
    server = build_server(client, allow_move=True, index_on_start=False, watch=False)
    async with Client(server) as c:
        refused = await c.call_tool(
            "resolve_suggestion",
            {"suggestion_id": sid, "action": "choose", "target_folder": "work/acme/comp"},
        )
        assert refused.is_error and "did you mean" in refused.content[0].text  # type: ignore[union-attr]
        bad = await c.call_tool(
            "resolve_suggestion", {"suggestion_id": sid, "action": "accept", "create_folder": True}
        )
        assert bad.is_error and "[invalid_argument]" in bad.content[0].text  # type: ignore[union-attr]
        done = await c.call_tool(
            "resolve_suggestion",
            {
                "suggestion_id": sid,
                "action": "choose",
                "target_folder": "work/acme/comp",
                "create_folder": True,
            },
        )
        assert not done.is_error and done.structured_content is not None
        move_id = done.structured_content["move_id"]
        undone = await c.call_tool("undo_move", {"move_id": move_id})
        assert not undone.is_error and undone.structured_content["destination"] == "inbox/w2.txt"  # type: ignore[index]
    assert (await client.get_suggestion(sid)).status == "pending"
