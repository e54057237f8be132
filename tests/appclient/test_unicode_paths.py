"""Accented names in either Unicode form. macOS hands out decomposed (NFD) names, most other
systems and every keyboard composed (NFC) ones; Linux stores whichever bytes it is given. A
file is found whatever form its name has on disk and whatever form the caller types: real
files with NFD and NFC names (files and folders), through every core call that takes a path,
and through the offline organizer over a real MCP session."""

from __future__ import annotations

import io
import os
import unicodedata
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.paths import resolve_path
from server.runner import Runner, RunnerConfig
from server.runner.providers import make_provider
from tests.fixtures import write_library


def nfc(s: str) -> str:
    return unicodedata.normalize("NFC", s)


def nfd(s: str) -> str:
    return unicodedata.normalize("NFD", s)


MENU = "inbox/café-menu.txt"  # on disk NFD (as a Mac writes it)
RESUME = "inbox/résumé.txt"  # on disk NFC
CAFES = "notes/cafés/"  # a folder whose name is NFD on disk
CRECHE = "life/crèche/"  # a folder whose name is NFC on disk
FILES = {
    "guideline.md": "Menus from restaurants and cafés go to notes/cafés/. CVs go to work/cv/.\n",
    nfd(MENU): "menu of the corner café: croissant, espresso, tartine",
    nfc(RESUME): "résumé of Maya Chen, software engineer",
    nfd(CAFES) + "old-menu.txt": "menu of the bakery café: croissant, pain au chocolat",
    nfc(CRECHE) + "contract.txt": "contract with the crèche for the autumn term",
    "work/cv/cv-2019.txt": "résumé 2019, software engineer",
}


def _names_on_disk(root: Path) -> set[str]:
    return {p.relative_to(root).as_posix() for p in root.rglob("*")}


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    root = write_library(tmp_path / "lib", FILES)
    on_disk = _names_on_disk(root)
    if nfd(MENU) not in on_disk or nfc(RESUME) not in on_disk:
        pytest.skip(
            "this filesystem normalises names itself; the forms under test cannot both exist"
        )
    c = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


def test_resolve_path_finds_the_name_in_its_form_on_disk(tmp_path: Path) -> None:
    root = Path(os.path.realpath(write_library(tmp_path / "lib", FILES)))
    for typed in (nfc(MENU), nfd(MENU)):
        assert resolve_path(root, typed).rel == nfd(MENU)
    for typed in (nfc(RESUME), nfd(RESUME)):
        assert resolve_path(root, typed).rel == nfc(RESUME)
    for typed in (nfc(CAFES), nfd(CAFES)):  # a folder, and a new name below it
        assert resolve_path(root, typed + "new é.txt").rel == nfd(CAFES) + nfc("new é.txt")
    # A name that does not exist yet comes back composed, however it was typed.
    assert resolve_path(root, nfd("life/été/plan.txt")).rel == nfc("life/été/plan.txt")
    # Both forms on disk (possible on Linux): each is found exactly as typed.
    (root / "inbox" / nfc("café-menu.txt")).write_text("another file")
    assert resolve_path(root, nfc(MENU)).rel == nfc(MENU)
    assert resolve_path(root, nfd(MENU)).rel == nfd(MENU)


async def test_every_call_finds_nfd_and_nfc_names_typed_either_way(client: LocalAppClient) -> None:
    for disk, typed in (
        (nfd(MENU), nfc(MENU)),
        (nfd(MENU), nfd(MENU)),
        (nfc(RESUME), nfd(RESUME)),
        (nfc(RESUME), nfc(RESUME)),
    ):
        detail = await client.get_file(typed)
        assert detail.path == disk  # the index keeps the name as it is on disk
        assert detail.digests["text"]["content"] == FILES[disk]
    hits = {h.path for h in (await client.search("croissant")).results}
    assert hits == {nfd(MENU), nfd(CAFES) + "old-menu.txt"}
    assert {f.path for f in (await client.list_recent_files(folder=nfc(CAFES))).files} == {
        nfd(CAFES) + "old-menu.txt"
    }
    tree = await client.get_folder_tree(depth=3)
    notes = next(n for n in tree.children if n.path == "notes/")
    assert [(n.path, n.file_count) for n in notes.children] == [(nfd(CAFES), 1)]


async def test_suggest_accept_and_undo_with_nfd_names(client: LocalAppClient) -> None:
    root = client.root
    sug = await client.create_suggestion(nfc(MENU), nfc(CAFES), "a café menu", 0.9)
    assert (sug.file_path, sug.target_folder, sug.creates_folder) == (nfd(MENU), nfd(CAFES), False)
    assert (await client.pending_suggestion(nfc(MENU))) == sug
    res = await client.resolve_suggestion(sug.id, "accept")
    moved = nfd(CAFES) + nfd("café-menu.txt")
    assert res.new_path == moved and (root / moved).is_file() and not (root / nfd(MENU)).exists()
    assert not (root / nfc(CAFES)).exists()  # no twin folder with the composed name
    assert (await client.get_file(nfc(moved))).path == moved
    assert {h.path for h in (await client.search("espresso")).results} == {moved}
    back = await client.undo_decision(sug.id)
    assert (back.status, back.file_path, back.target_folder) == ("pending", nfd(MENU), nfd(CAFES))
    assert (root / nfd(MENU)).is_file()
    # 'choose' into the NFC folder typed decomposed, and a move of the NFC file.
    res = await client.resolve_suggestion(sug.id, "choose", nfd(CRECHE))
    assert res.new_path == nfc(CRECHE) + nfd("café-menu.txt")
    rec = await client.move_file(nfd(RESUME), "work/cv")
    assert rec.destination == "work/cv/" + nfc("résumé.txt")
    stats = await client.index()  # the index agrees with the disk
    assert (stats.added, stats.removed, stats.renamed, stats.updated) == (0, 0, 0, 0)


async def test_a_move_never_makes_a_twin_that_looks_the_same(client: LocalAppClient) -> None:
    """'café.txt' composed already in the folder: the decomposed one arriving is renamed
    'café (1).txt', not written beside it under an identical-looking name."""
    root = client.root
    (root / nfd(CAFES) / nfc("café-menu.txt")).write_text("the old one")
    await client.refresh([nfd(CAFES)])
    rec = await client.move_file(nfc(MENU), nfc(CAFES))
    assert rec.renamed and rec.destination == nfd(CAFES) + nfd("café-menu (1).txt")
    names = sorted(nfc(p.name) for p in (root / nfd(CAFES)).iterdir())
    assert names == [nfc("café-menu (1).txt"), nfc("café-menu.txt"), "old-menu.txt"]


async def test_the_offline_organizer_suggests_for_nfd_names(client: LocalAppClient) -> None:
    provider = make_provider("local", None)
    runner = Runner(client, provider, RunnerConfig(events=io.StringIO()))
    outcome = await runner.organize(nfd(MENU))
    assert outcome.outcome == "suggested", outcome
    sug = await client.pending_suggestion(nfd(MENU))
    assert sug is not None and sug.file_path == nfd(MENU) and sug.target_folder == nfd(CAFES)
