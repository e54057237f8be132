"""A library folder swapped for a symlink by someone else (another local user with write
access, a synced peer) between a check and a use: accept, undo, recovery and previews work
through directory handles from the root, so the swap is refused as a conflict and nothing
leaves (or enters) the library. The swaps are real, made on disk, some in a loop on a
thread racing the moves, each loop bounded in count."""

from __future__ import annotations

import os
import threading
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import Conflict, LocalAppClient, MyLifeDBError, Settings
from appclient.fs import open_regular
from server.review.previews import make_preview
from tests.fixtures import write_library

FILES = {
    "guideline.md": "IDs go to life/ids/.\n",
    "inbox/passport.txt": "scan of a passport",
    "inbox/sub/visa.txt": "visa letter",
    "life/ids/id.txt": "id card",
    "work/pay.txt": "payslip",
}


@pytest.fixture
async def lib(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    write_library(tmp_path / "lib", FILES)
    (tmp_path / "outside").mkdir()
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


def _swap_for_link(folder: Path, to: Path) -> Path:
    aside = folder.with_name(folder.name + ".real")
    os.rename(folder, aside)
    os.symlink(to, folder)
    return aside


def _files_under(path: Path) -> set[str]:
    found = set()
    for dirpath, _dirs, names in os.walk(path):  # never follows symlinks to folders
        for n in names:
            p = Path(dirpath) / n
            if not p.is_symlink():
                found.add(str(p.relative_to(path)))
    return found


async def test_accept_into_a_folder_swapped_for_a_link_out_is_a_conflict(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    sid = (await lib.create_suggestion("inbox/passport.txt", "life/ids/", "an ID", 0.9)).id
    _swap_for_link(lib.root / "life/ids", tmp_path / "outside")
    with pytest.raises(Conflict, match="symlink"):
        await lib.resolve_suggestion(sid, "accept")
    assert (lib.root / "inbox/passport.txt").is_file()
    assert os.listdir(tmp_path / "outside") == []
    assert (await lib.get_suggestion(sid)).status == "pending"


async def test_a_source_folder_swapped_for_a_link_never_pulls_an_outside_file_in(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    sid = (await lib.create_suggestion("inbox/sub/visa.txt", "life/ids/", "a visa", 0.9)).id
    (tmp_path / "outside" / "visa.txt").write_text("someone else's file")
    _swap_for_link(lib.root / "inbox/sub", tmp_path / "outside")
    with pytest.raises(MyLifeDBError) as err:
        await lib.resolve_suggestion(sid, "accept")
    assert err.value.code in ("conflict", "not_found")
    assert (tmp_path / "outside" / "visa.txt").read_text() == "someone else's file"
    assert not (lib.root / "life/ids/visa.txt").exists()


async def test_undo_into_a_swapped_original_folder_is_a_conflict(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    sid = (await lib.create_suggestion("inbox/passport.txt", "life/ids/", "an ID", 0.9)).id
    moved = await lib.resolve_suggestion(sid, "accept")
    _swap_for_link(lib.root / "inbox", tmp_path / "outside")
    with pytest.raises(Conflict, match="symlink"):
        await lib.undo_move(moved.move_id)
    assert (lib.root / "life/ids/passport.txt").is_file()
    assert os.listdir(tmp_path / "outside") == []
    # The file's own folder swapped: the same (nothing outside is read or moved).
    os.unlink(lib.root / "inbox")
    os.rename(lib.root / "inbox.real", lib.root / "inbox")
    (tmp_path / "outside" / "passport.txt").write_text("decoy")
    _swap_for_link(lib.root / "life/ids", tmp_path / "outside")
    with pytest.raises(Conflict, match="symlink"):
        await lib.undo_move(moved.move_id)
    assert (tmp_path / "outside" / "passport.txt").read_text() == "decoy"
    assert not (lib.root / "inbox/passport.txt").exists()


async def test_moves_racing_a_folder_swap_never_leave_the_library(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    """A thread flips life/ids between the real folder and a link to an outside folder
    while 16 files are accepted into it and then undone: whatever each call answers, no file
    ever lands outside, and every library file is still inside the library."""
    for i in range(16):
        (lib.root / f"inbox/scan-{i}.txt").write_text(f"scan {i}")
    await lib.index()
    outside = tmp_path / "outside"
    ids = lib.root / "life/ids"
    before = _files_under(lib.root)
    stop = threading.Event()
    flips, swaps = [0], [0]

    def flipper() -> None:
        while not stop.is_set() and flips[0] < 100_000:
            try:  # each state held a moment (the GIL would otherwise hide one of them)
                aside = _swap_for_link(ids, outside)
                swaps[0] += 1
                stop.wait(0.002)
                os.unlink(ids)
                os.rename(aside, ids)
                stop.wait(0.002)
            except OSError:  # a move made life/ids in a gap: the real one stays aside
                pass
            flips[0] += 1

    outcomes: list[str] = []

    def tally(exc: MyLifeDBError | None) -> None:
        outcomes.append(exc.code if exc else "done")
        assert os.listdir(outside) == [], outcomes

    t = threading.Thread(target=flipper, daemon=True)
    t.start()
    moves = []
    try:
        for i in range(16):
            try:
                sug = await lib.create_suggestion(f"inbox/scan-{i}.txt", "life/ids/", "x", 0.9)
                moves.append((await lib.resolve_suggestion(sug.id, "accept")).move_id)
                tally(None)
            except MyLifeDBError as exc:
                tally(exc)
        for move_id in moves:
            try:
                await lib.undo_move(move_id)
                tally(None)
            except MyLifeDBError as exc:
                tally(exc)
    finally:
        stop.set()
        t.join(timeout=10)
    assert flips[0] > 0
    # life/ids may sit aside as life/ids.real, or be a fresh folder a move made in a gap.
    after = {p.replace("life/ids.real/", "life/ids/") for p in _files_under(lib.root)}
    names = lambda files: sorted(p.rsplit("/", 1)[-1] for p in files)  # noqa: E731
    assert names(after) == names(before), outcomes
    assert swaps[0] > 0, outcomes  # the folder really was a link out, many times


async def test_recovery_through_a_swapped_folder_moves_nothing_out(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    """A pending journal row of a dead process whose destination folder is now a link to
    an outside folder holding the same name: recovery must not unlink the library file."""
    db = lib.db
    (tmp_path / "outside" / "passport.txt").hardlink_to(lib.root / "inbox/passport.txt")
    _swap_for_link(lib.root / "life/ids", tmp_path / "outside")
    async with db.write("test") as tx:
        await tx.execute(
            "INSERT INTO moves(source, destination, renamed, status, created_at)"
            " VALUES ('inbox/passport.txt', 'life/ids/passport.txt', 0, 'pending', 0)"
        )
    await lib.mover.recover()
    assert (lib.root / "inbox/passport.txt").is_file()


async def test_preview_racing_a_symlink_swap_never_reads_outside(
    lib: LocalAppClient, tmp_path: Path
) -> None:
    """A thread swaps a note for a symlink to a secret outside file and back; 300 previews
    of it never show the secret."""
    secret = tmp_path / "outside" / "secret.txt"
    secret.write_text("TOP SECRET outside the library")
    note = lib.root / "work/pay.txt"
    link = lib.root / "work/.pay-link"
    real = lib.root / "work/.pay-real"
    os.symlink(secret, link)
    os.link(note, real)
    stop = threading.Event()

    def swapper() -> None:
        n = 0
        while not stop.is_set() and n < 1_000_000:
            os.replace(link, note)  # the note is now a link out
            os.symlink(secret, link)
            os.replace(real, note)  # and the real file again
            os.link(note, real)
            n += 1

    t = threading.Thread(target=swapper, daemon=True)
    t.start()
    shown = []
    try:
        for _ in range(300):
            try:
                p = await make_preview(lib, "work/pay.txt")
            except MyLifeDBError:
                continue
            shown.append(p.text or p.note or "")
    finally:
        stop.set()
        t.join(timeout=10)
    assert shown
    assert not [s for s in shown if "SECRET" in s]


def test_open_regular_refuses_links_fifos_and_swapped_folders(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "a").mkdir(parents=True)
    (root / "a/f.txt").write_text("ok")
    (tmp_path / "out").mkdir()
    (tmp_path / "out/f.txt").write_text("outside")
    os.symlink(tmp_path / "out/f.txt", root / "a/link.txt")
    os.mkfifo(root / "a/pipe")
    os.symlink(tmp_path / "out", root / "b")
    with open_regular(root, "a/f.txt") as f:
        assert f.read() == b"ok"
    for rel, code in (
        ("a/link.txt", "not_found"),
        ("a/pipe", "not_found"),
        ("b/f.txt", "conflict"),
    ):
        with pytest.raises(MyLifeDBError) as err:
            open_regular(root, rel).close()
        assert err.value.code == code, rel
