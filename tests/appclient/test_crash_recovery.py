"""A real process death in the middle of a move: a subprocess journals a move and is killed
(``os._exit``) after the journal, after the hard link or after the rename. The next client
that opens the library recovers: the file is in exactly one place and the index agrees."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from appclient import LocalAppClient, NotFound, Settings

SOURCE = "inbox/passport_scan.txt"
DEST = "life/gov docs/passport_scan.txt"
TEXT = "scan of the passport of Maya Chen, number 56781234"
OTHER = {"life/gov docs/visa.txt": "visa approval", "notes/todo.txt": "call the plumber"}

CHILD = textwrap.dedent(
    """
    import asyncio, os, sys

    import appclient.moves
    from appclient import LocalAppClient, Settings

    root, state, stage, action, arg = sys.argv[1:6]

    def crash_point(where):
        if where == stage:
            os._exit(137)  # no cleanup, no finally, no close: a real death

    appclient.moves._crash_point = crash_point

    async def main():
        c = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state))
        if action == "move":
            await c.move_file(arg, "life/gov docs")
        elif action == "accept":
            await c.resolve_suggestion(arg, "accept")
        elif action == "undo":
            await c.undo_move()
        print("survived", flush=True)

    asyncio.run(main())
    """
)


def _settings(tmp_path: Path) -> Settings:
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


def _library(tmp_path: Path) -> Path:
    root = tmp_path / "lib"
    for rel, text in {SOURCE: TEXT, **OTHER}.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    return root


def _die_during(tmp_path: Path, stage: str, action: str, arg: str) -> None:
    s = _settings(tmp_path)
    proc = subprocess.run(
        [sys.executable, "-c", CHILD, str(s.root), str(s.state_dir), stage, action, arg],
        capture_output=True, text=True, timeout=30,
    )
    assert proc.returncode == 137, (proc.returncode, proc.stdout, proc.stderr)
    assert "survived" not in proc.stdout


def _copies(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("passport_scan*"))


async def _journal(c: LocalAppClient) -> list[str]:
    return [r[0] for r in await c._db.execute_fetchall("SELECT status FROM moves ORDER BY id")]


async def _assert_index_agrees(c: LocalAppClient, here: str, not_here: str) -> None:
    assert [h.path for h in (await c.search("56781234")).results] == [here]
    assert [h.path for h in (await c.search("passport_scan")).results] == [here]
    detail = await c.get_file(here)
    assert detail.size == len(TEXT) and TEXT in detail.digests["text"]["content"]
    with pytest.raises(NotFound):
        await c.get_file(not_here)
    stats = await c.index()  # a full scan finds nothing to fix
    assert (stats.added, stats.removed, stats.renamed, stats.updated, stats.unchanged) == (
        0, 0, 0, 0, 1 + len(OTHER))


@pytest.mark.parametrize(
    ("stage", "here", "not_here", "journal"),
    [
        ("after_journal", SOURCE, DEST, "aborted"),
        ("after_link", DEST, SOURCE, "done"),
        ("after_rename", DEST, SOURCE, "done"),
    ],
)
async def test_crash_during_move_file(tmp_path: Path, stage: str, here: str, not_here: str,
                                      journal: str) -> None:
    root = _library(tmp_path)
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
    _die_during(tmp_path, stage, "move", SOURCE)
    # The dead process left a pending journal row behind.
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == [journal]
        assert _copies(root) == [here]
        assert (root / here).read_text() == TEXT
        await _assert_index_agrees(c, here, not_here)
    # Recovery is done once: a second start changes nothing.
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == [journal]
        assert _copies(root) == [here]


@pytest.mark.parametrize(
    ("stage", "here", "not_here", "journal", "status"),
    [
        ("after_journal", SOURCE, DEST, "aborted", "pending"),
        ("after_link", DEST, SOURCE, "done", "accepted"),
        ("after_rename", DEST, SOURCE, "done", "accepted"),
    ],
)
async def test_crash_during_accept(tmp_path: Path, stage: str, here: str, not_here: str, journal: str,
                                   status: str) -> None:
    root = _library(tmp_path)
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
        sid = (await c.create_suggestion(SOURCE, "life/gov docs", "a passport is a government document",
                                         0.9)).id
    _die_during(tmp_path, stage, "accept", sid)
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == [journal]
        assert _copies(root) == [here]
        await _assert_index_agrees(c, here, not_here)
        # The suggestion says what happened: accepted when the file moved, pending again
        # (so the user can accept it once more) when it did not.
        assert (await c.get_suggestion(sid)).status == status
        if status == "pending":
            res = await c.resolve_suggestion(sid, "accept")
            assert res.new_path == DEST
            assert _copies(root) == [DEST]
            await _assert_index_agrees(c, DEST, SOURCE)


@pytest.mark.parametrize(("stage", "here", "journal"), [
    ("after_journal", DEST, ["done", "aborted"]),
    ("after_rename", SOURCE, ["undone", "done"]),
])
async def test_crash_during_undo(tmp_path: Path, stage: str, here: str, journal: list[str]) -> None:
    root = _library(tmp_path)
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
        await c.move_file(SOURCE, "life/gov docs")
    _die_during(tmp_path, stage, "undo", "")
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == journal
        assert _copies(root) == [here]
        await _assert_index_agrees(c, here, DEST if here == SOURCE else SOURCE)
