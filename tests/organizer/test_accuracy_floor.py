"""An accuracy floor in CI: the offline organizer on two small fixture libraries (Tom's, in
``tests/fixtures/library.py``, and the demo in ``resources/demo``), built, indexed and fitted
exactly as the benchmark does (``tests/benchmarks/organizer_accuracy.py``, where the full
tables live). Deterministic: fixed files, a fixed seed, no timing. A change that makes the
organizer file fewer of these right than the floor goes red here."""

from __future__ import annotations

import shutil
from importlib import resources
from pathlib import Path

import anyio
import pytest

from tests.benchmarks.organizer_accuracy import DEMO_EXPECTED, _load, organizer_rows


def _score(root: Path, expected: dict[str, str], state: Path) -> tuple[int, int, int, int]:
    """(right, files with a right folder, wrong suggestions at >= 0.9, fit-nowhere declined)."""
    lib = anyio.run(_load, root, expected, state)
    rows = organizer_rows(lib)["rows"]
    fits = [r for r in rows if r["expected"]]
    right = sum(r["organizer"] == r["expected"] for r in fits)
    sure_wrong = sum(
        1
        for r in rows
        if r["organizer"] and r["confidence"] >= 0.9 and r["organizer"] != r["expected"]
    )
    declined = sum(1 for r in rows if not r["expected"] and not r["organizer"])
    return right, len(fits), sure_wrong, declined


def test_the_organizer_files_toms_library_above_the_floor(tmp_path: Path) -> None:
    from tests.fixtures.library import build_library_b

    expected = build_library_b(tmp_path / "lib")
    right, total, sure_wrong, _ = _score(tmp_path / "lib", expected, tmp_path / "state")
    # today 12/12, and one sure miss: `notes.txt` ("call back"), which a rule about meeting
    # notes claims though its author files it nowhere
    assert total == 12 and right >= 11 and sure_wrong <= 1


@pytest.mark.embedder
def test_the_organizer_files_the_demo_above_the_floor(tmp_path: Path) -> None:
    with resources.as_file(resources.files("resources").joinpath("demo")) as src:
        shutil.copytree(src, tmp_path / "demo")
    right, total, sure_wrong, declined = _score(
        tmp_path / "demo", dict(DEMO_EXPECTED), tmp_path / "state"
    )
    # all of it since the core reads meaning (core.py): shakshuka.md, which shares three
    # words with the recipes folder's one file and two with the trip's guideline rule, went
    # to the Japan trip at 0.11 on words alone
    assert total == 7 and right == 7 and sure_wrong == 0 and declined == 1


@pytest.mark.embedder
def test_a_folder_name_that_barely_counted_is_not_given_as_a_reason(tmp_path: Path) -> None:
    """shakshuka.md goes to notes/recipes/ because it reads like the banana bread there; the
    folder's name shares a few letters with it and carried almost nothing: it is not said to
    "match its words" (it was, next to the real reason, before NAME_REASON)."""
    with resources.as_file(resources.files("resources").joinpath("demo")) as src:
        shutil.copytree(src, tmp_path / "demo")
    lib = anyio.run(_load, tmp_path / "demo", dict(DEMO_EXPECTED), tmp_path / "state")
    row = next(r for r in organizer_rows(lib)["rows"] if r["path"] == "inbox/shakshuka.md")
    assert row["organizer"] == "notes/recipes/"
    assert "banana_bread.md" in row["why"] and "folder name" not in row["why"], row["why"]
