"""Hybrid search reads a question's word in the other forms the library writes it in
(``appclient.search.lexical.forms_of``): ``czynszu`` finds the lease that says ``czynsz``,
``квартире`` the contract that says ``квартиры`` — from the library's own words, no list of
endings — and a file holding the word as asked still comes first."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.search.lexical import FORM_LONGER, MAX_FORMS, forms_of, keyword_lists
from tests.fixtures import write_library

LIBRARY = {
    "dom/umowa najmu.txt": (
        "Umowa najmu lokalu mieszkalnego przy ulicy Długiej 7 w Krakowie. Czynsz wynosi "
        "2 400 zł miesięcznie, płatny do dziesiątego dnia miesiąca."
    ),
    "dom/administracja.txt": (  # the word as asked past its first lines: no head bonus
        "Zawiadomienie wspólnoty mieszkaniowej. "
        + "Zebranie zarządu odbyło się w maju. " * 8
        + "Wysokość czynszu za garaż od lipca 310 zł."
    ),
    "дом/договор аренды.txt": (
        "Договор аренды квартиры на улице Ленина, 12. Арендная плата 45 000 рублей в месяц."
    ),
    "notes/garden.txt": "Tomatoes and basil along the south fence; water twice a week.",
    "notes/czech.txt": "Czytelnia miejska jest otwarta do osiemnastej.",
}


@pytest.fixture
async def lib(tmp_path: Path) -> LocalAppClient:
    root = write_library(tmp_path / "lib", LIBRARY)
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    await client.index()
    yield client  # type: ignore[misc]
    await client.aclose()


def _db(lib: LocalAppClient) -> sqlite3.Connection:
    return sqlite3.connect(lib.settings.db_path)


def _id(db: sqlite3.Connection, path: str) -> int:
    return int(db.execute("SELECT id FROM files WHERE path = ?", (path,)).fetchone()[0])


async def test_another_form_of_a_word_finds_its_file_after_the_word_as_asked(
    lib: LocalAppClient,
) -> None:
    db = _db(lib)
    try:
        lease, notice = _id(db, "dom/umowa najmu.txt"), _id(db, "dom/administracja.txt")
        got = keyword_lists(db, ["czynszu"], "", [], 10)
        assert got.ranked[:2] == [notice, lease], got.ranked  # 'czynszu' as asked first
        rent = keyword_lists(db, ["kwartal", "czynsz"], "", [], 10)
        assert lease in rent.ranked and notice in rent.ranked
        flat = keyword_lists(db, ["квартире"], "", [], 10)
        assert flat.ranked == [_id(db, "дом/договор аренды.txt")], flat.ranked
    finally:
        db.close()


async def test_forms_are_the_library_words_that_differ_in_their_last_letters(
    lib: LocalAppClient,
) -> None:
    db = _db(lib)
    try:
        assert forms_of(db, "czynszu") == ["czynsz"]
        assert "czytelnia" not in forms_of(db, "czynszu")  # two letters in common are not a stem
        assert forms_of(db, "квартире") == ["квартиры"]
        assert forms_of(db, "dom") == [] and forms_of(db, "2400zl") == []  # short, or not letters
        for word in ("miesiąca", "mieszkaniowej", "umowa"):
            found = forms_of(db, word)
            assert len(found) <= MAX_FORMS and word not in found
            assert all(len(f) <= len(word) + FORM_LONGER for f in found)
    finally:
        db.close()


@pytest.mark.embedder
async def test_a_question_in_another_form_is_answered_by_its_words(
    lib: LocalAppClient,
) -> None:
    await lib.make_vectors()
    got = await lib.search("о квартире")
    assert got.results and got.results[0].path == "дом/договор аренды.txt", got.results
    assert got.results[0].matched in ("words", "both")
