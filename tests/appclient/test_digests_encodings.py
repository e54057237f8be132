"""Legacy single-byte text side by side — Windows-1252 French and Portuguese, Windows-1250
Polish, Windows-1251 Russian, KOI8-U Ukrainian — each read in its own code page, where
charset detection alone takes the French for Windows-1250 ('crčme brűlée', 'Joăo'); shown
right by ``get_file`` and found by its words."""

from __future__ import annotations

from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.digests import extract, guess_mime

NOTES = {
    "recette.txt": (
        "Recette de la crème brûlée de grand-mère. Préchauffer le four, mélanger les œufs.",
        "cp1252",
    ),
    "nota.txt": (
        "Olá João, a reunião de condomínio será na terça-feira às 19h. Não esqueças.",
        "cp1252",
    ),
    "zaswiadczenie.txt": (
        "Zaświadczenie o zatrudnieniu. Pani Małgorzata Żółkiewska jest księgową.",
        "cp1250",
    ),
    "dogovor.txt": ("Договор аренды квартиры. Арендатор обязуется вносить плату.", "cp1251"),
    "dovidka.txt": ("Довідка про доходи. Їжак і ґанок: Україна, Київ, Хрещатик.", "koi8_u"),
    "dessert.txt": ("crème brûlée", "cp1252"),
}


@pytest.fixture
def notes(tmp_path: Path) -> Path:
    folder = tmp_path / "lib" / "notes"
    folder.mkdir(parents=True)
    for name, (text, encoding) in NOTES.items():
        (folder / name).write_bytes(text.encode(encoding))
    return folder


@pytest.mark.parametrize("name", sorted(NOTES))
def test_each_note_reads_in_its_own_code_page(notes: Path, name: str) -> None:
    text, encoding = NOTES[name]
    (d,) = extract(notes / name, guess_mime(name), (notes / name).stat().st_size)
    assert d.content == text
    assert d.data["encoding"] == encoding


async def test_shown_and_found_as_written(notes: Path, tmp_path: Path) -> None:
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        detail = await client.get_file("notes/nota.txt")
        assert "João" in detail.digests["text"]["content"]
        for word, path in (("brûlée", "notes/recette.txt"), ("Żółkiewska", "notes/zaswiadczenie.txt"),
                           ("Хрещатик", "notes/dovidka.txt"), ("João", "notes/nota.txt")):  # fmt: skip
            res = await client.search(word, mode="keyword")
            assert path in [h.path for h in res.results], word
    finally:
        await client.aclose()
