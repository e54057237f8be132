"""A real process death in the middle of a move: a subprocess accepts, chooses, undoes or
moves, and SIGKILLs itself at one stage — inside the transaction that claims the suggestion
and journals the move, after that commit, after the hard link, after the unlink, after the
index update. The next client that opens the library recovers: the file is in exactly one
place, the index agrees, and the suggestion is in a state the user can act on (pending when
the file did not move, accepted when it did; never 'accepted' for a file that did not move).
A process paused mid-move is alive: another one opening the library leaves its move alone."""

from __future__ import annotations

import os
import signal
import sys
import textwrap
import time
from pathlib import Path

import anyio
import pytest
from anyio.abc import Process
from anyio.streams.buffered import BufferedByteReceiveStream

from appclient import LocalAppClient, NotFound, Settings

SOURCE = "inbox/passport_scan.txt"
SUGGESTED = "life/gov docs/"
CHOSEN = "notes/"
DEST = SUGGESTED + "passport_scan.txt"
TEXT = "scan of the passport of Maya Chen, number 56781234"
OTHER = {"life/gov docs/visa.txt": "visa approval", "notes/todo.txt": "call the plumber"}
STAGES = ["journal_uncommitted", "after_journal", "after_link", "after_rename", "after_index"]
MOVED = {"after_link", "after_rename", "after_index"}  # the stages at which the file has moved

CHILD = textwrap.dedent(
    """
    import asyncio, os, signal, sys

    import appclient.decisions.place
    from appclient import LocalAppClient, Settings

    root, state, stage, how, action, arg = sys.argv[1:7]

    def crash_point(where):
        if where != stage:
            return
        if how == "kill":
            os.kill(os.getpid(), signal.SIGKILL)  # no cleanup, no finally, no close: a real death
        print("paused", flush=True)
        sys.stdin.readline()  # until the test lets it go on

    appclient.decisions.place.crash_point = crash_point

    async def main():
        c = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state))
        if action == "move":
            await c.move_file(arg, "life/gov docs")
        elif action == "accept":
            await c.resolve_suggestion(arg, "accept")
        elif action == "choose":
            await c.resolve_suggestion(arg, "choose", "notes")
        elif action == "undo":
            await c.undo_move()
        await c.aclose()
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


def _child(tmp_path: Path, stage: str, how: str, action: str, arg: str) -> list[str]:
    s = _settings(tmp_path)
    return [sys.executable, "-c", CHILD, str(s.root), str(s.state_dir), stage, how, action, arg]


async def _die_during(tmp_path: Path, stage: str, action: str, arg: str = "") -> None:
    proc = await anyio.run_process(_child(tmp_path, stage, "kill", action, arg), check=False)
    assert proc.returncode == -signal.SIGKILL, (proc.returncode, proc.stdout, proc.stderr)
    assert b"survived" not in proc.stdout


async def _line(out: BufferedByteReceiveStream) -> str:
    return (await out.receive_until(b"\n", 1000)).decode()


async def _paused(
    tmp_path: Path, action: str, arg: str
) -> tuple[Process, BufferedByteReceiveStream]:
    """A child stopped at 'after_link' (the hard link made, the source not yet unlinked)."""
    proc = await anyio.open_process(
        _child(tmp_path, "after_link", "pause", action, arg), stderr=None
    )
    assert proc.stdout is not None
    out = BufferedByteReceiveStream(proc.stdout)
    assert await _line(out) == "paused"
    return proc, out


def _copies(root: Path) -> list[str]:
    return sorted(p.relative_to(root).as_posix() for p in root.rglob("passport_scan*"))


async def _journal(c: LocalAppClient) -> list[str]:
    return [
        r[0] for r in await c.db.writer.execute_fetchall("SELECT status FROM moves ORDER BY id")
    ]


async def _assert_index_agrees(c: LocalAppClient, here: str) -> None:
    assert [h.path for h in (await c.search("56781234")).results] == [here]
    assert [h.path for h in (await c.search("passport_scan")).results] == [here]
    detail = await c.get_file(here)
    assert detail.size == len(TEXT) and TEXT in detail.digests["text"]["content"]
    for elsewhere in {SOURCE, DEST, CHOSEN + "passport_scan.txt"} - {here}:
        with pytest.raises(NotFound):
            await c.get_file(elsewhere)
    stats = await c.index()  # a full scan finds nothing to fix
    assert (stats.added, stats.removed, stats.renamed, stats.updated, stats.unchanged) == (
        0,
        0,
        0,
        0,
        1 + len(OTHER),
    )


async def _suggested(tmp_path: Path, *, then: str | None = None) -> str:
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
        sid = (
            await c.create_suggestion(SOURCE, SUGGESTED, "a passport is a government document", 0.9)
        ).id
        if then:
            await c.resolve_suggestion(sid, then)  # type: ignore[arg-type]
    return sid


@pytest.mark.parametrize("stage", STAGES)
async def test_crash_during_move_file(tmp_path: Path, stage: str) -> None:
    root = _library(tmp_path)
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
    await _die_during(tmp_path, stage, "move", SOURCE)
    here = DEST if stage in MOVED else SOURCE
    journal = [] if stage == "journal_uncommitted" else ["done" if stage in MOVED else "aborted"]
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == journal
        assert _copies(root) == [here]
        assert (root / here).read_text() == TEXT
        await _assert_index_agrees(c, here)
    # Recovery is done once: a second start changes nothing.
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == journal
        assert _copies(root) == [here]


@pytest.mark.parametrize("action", ["accept", "choose"])
@pytest.mark.parametrize("stage", STAGES)
async def test_crash_during_accept_or_choose(tmp_path: Path, stage: str, action: str) -> None:
    root = _library(tmp_path)
    sid = await _suggested(tmp_path)
    await _die_during(tmp_path, stage, action, sid)
    moved_to = (CHOSEN if action == "choose" else SUGGESTED) + "passport_scan.txt"
    here = moved_to if stage in MOVED else SOURCE
    journal = [] if stage == "journal_uncommitted" else ["done" if stage in MOVED else "aborted"]
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == journal
        assert _copies(root) == [here]
        await _assert_index_agrees(c, here)
        sug = await c.get_suggestion(sid)
        if stage in MOVED:  # the file moved: the decision stands, and can be undone
            assert (sug.status, sug.file_path) == ("accepted", SOURCE)
            assert sug.target_folder == (CHOSEN if action == "choose" else SUGGESTED)
            back = await c.undo_decision(sid)
            assert (back.status, back.target_folder) == ("pending", SUGGESTED)
            assert _copies(root) == [SOURCE]
            await _assert_index_agrees(c, SOURCE)
        else:  # it did not: the suggestion waits again, for what was suggested (a choice is lost)
            assert (sug.status, sug.target_folder, sug.resolved_at) == ("pending", SUGGESTED, None)
            assert [s.id for s in (await c.list_suggestions()).suggestions] == [sid]
            assert await c.inbox_files() == []  # not skipped, not re-asked
            res = await c.resolve_suggestion(sid, "accept")
            assert res.new_path == DEST and _copies(root) == [DEST]
            await _assert_index_agrees(c, DEST)


@pytest.mark.parametrize("stage", STAGES)
async def test_crash_during_undo(tmp_path: Path, stage: str) -> None:
    root = _library(tmp_path)
    sid = await _suggested(tmp_path, then="accept")
    await _die_during(tmp_path, stage, "undo")
    undone = stage in MOVED
    here = SOURCE if undone else DEST
    journal = {"journal_uncommitted": ["done"], "after_journal": ["done", "aborted"]}.get(
        stage, ["undone", "done"]
    )
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        assert await _journal(c) == journal
        assert _copies(root) == [here]
        await _assert_index_agrees(c, here)
        sug = await c.get_suggestion(sid)
        if undone:  # back in the inbox, and the suggestion with it (in the same transaction)
            assert (sug.status, sug.file_path, sug.target_folder) == ("pending", SOURCE, SUGGESTED)
            assert (await c.resolve_suggestion(sid, "accept")).new_path == DEST
        else:  # still moved, still accepted: the undo can be asked for again
            assert (sug.status, sug.file_path) == ("accepted", SOURCE)
            assert (await c.undo_move()).destination == SOURCE
            assert (await c.get_suggestion(sid)).status == "pending"


async def test_a_claim_left_by_an_older_version_is_given_back(tmp_path: Path) -> None:
    """Before claim and journal were one transaction, a kill between them left a suggestion
    'accepted' with no move (and a failed move could leave one with only an aborted move):
    the file was skipped for good. The next start puts such suggestions back to pending, or
    expires one when the file has another pending suggestion already."""
    _library(tmp_path)
    (tmp_path / "lib" / "inbox" / "w2.txt").write_text("Form W-2")
    (tmp_path / "lib" / "inbox" / "visa.txt").write_text("visa letter")
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        await c.index()
        stuck = (await c.create_suggestion(SOURCE, SUGGESTED, "a passport", 0.9)).id
        aborted = (await c.create_suggestion("inbox/w2.txt", "notes", "pay", 0.5)).id
        older = (await c.create_suggestion("inbox/visa.txt", SUGGESTED, "a visa", 0.9)).id
        done = (await c.create_suggestion("notes/todo.txt", SUGGESTED, "why not", 0.2)).id
        await c.resolve_suggestion(done, "accept")
        # What the older version left behind, written as it wrote it.
        for sid, folder in ((stuck, CHOSEN), (aborted, "notes/"), (older, SUGGESTED)):
            await c.db.writer.execute(
                "UPDATE suggestions SET status='accepted', resolved_at=?, target_folder=?"
                " WHERE id=?",
                (time.time(), folder, sid),
            )
        await c.db.writer.execute(
            "INSERT INTO moves(source, destination, status, created_at, suggestion_id)"
            " VALUES ('inbox/w2.txt', 'notes/w2.txt', 'aborted', 0, ?)",
            (aborted,),
        )
        newer = (await c.create_suggestion("inbox/visa.txt", "notes", "a note", 0.4)).id
    async with await LocalAppClient.open(_settings(tmp_path)) as c:
        stuck_now, aborted_now = await c.get_suggestion(stuck), await c.get_suggestion(aborted)
        assert (stuck_now.status, stuck_now.target_folder) == ("pending", SUGGESTED)
        assert aborted_now.status == "pending"
        assert (await c.get_suggestion(older)).status == "expired"  # 'newer' is the pending one
        assert (await c.get_suggestion(newer)).status == "pending"
        assert (await c.get_suggestion(done)).status == "accepted"  # its move is done: untouched
        assert (await c.resolve_suggestion(stuck, "accept")).new_path == DEST


async def test_a_paused_mover_is_alive_and_its_move_is_left_alone(tmp_path: Path) -> None:
    """A process stopped between link and unlink still has the library open: another process
    opening it must not complete (or roll back) that move under it. Once it is killed, the
    next start completes it."""
    root = _library(tmp_path)
    sid = await _suggested(tmp_path)
    proc, out = await _paused(tmp_path, "choose", sid)
    async with proc:
        try:
            moved_to = CHOSEN + "passport_scan.txt"
            async with await LocalAppClient.open(_settings(tmp_path)) as c:  # recovery runs here
                assert await _journal(c) == ["pending"]
                assert _copies(root) == sorted([SOURCE, moved_to])  # both names: the link
                assert (await c.get_suggestion(sid)).status == "accepted"
                # The live mover finishes its own move.
                assert proc.stdin is not None
                await proc.stdin.send(b"\n")
                assert await _line(out) == "survived"
                assert await proc.wait() == 0
                assert await _journal(c) == ["done"]
                assert _copies(root) == [moved_to]
                await _assert_index_agrees(c, moved_to)
        finally:
            if proc.returncode is None:
                proc.kill()


async def test_a_mover_killed_while_another_client_is_open_is_recovered(tmp_path: Path) -> None:
    root = _library(tmp_path)
    sid = await _suggested(tmp_path)
    proc, _out = await _paused(tmp_path, "choose", sid)
    async with proc:
        async with await LocalAppClient.open(_settings(tmp_path)) as first:
            os.kill(proc.pid, signal.SIGKILL)
            assert await proc.wait() == -signal.SIGKILL
            # The same process opening the library again: its own registration is alive, the
            # dead mover's is not, so the dead one's move is completed.
            async with await LocalAppClient.open(_settings(tmp_path)) as second:
                assert await _journal(second) == ["done"]
            moved_to = CHOSEN + "passport_scan.txt"
            assert _copies(root) == [moved_to]
            assert (await first.get_suggestion(sid)).target_folder == CHOSEN
            await _assert_index_agrees(first, moved_to)
