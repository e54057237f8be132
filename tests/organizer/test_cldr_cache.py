"""The month names and date patterns the organizer reads dates with (organizer/cldr.py) are
read from Babel once per user and kept in the model cache as JSON: a later process reads
dates without Babel's locale data (~0.15 s of every `mylifedb organize FILE`), reads them the
same, and a cache file that is damaged or another user could write is not trusted."""

from __future__ import annotations

import os
from pathlib import Path

import babel
import pytest

from server.organizer import cldr

TEXTS = [
    "Rechnung vom 3. März 2025",
    "Umowa zawarta w Krakowie dnia 28 kwietnia 2025 r.",
    "Счёт от 5 марта 2025 г.",
    "2025年3月14日 領収書",
    "due March 31, 2025",
]


def _fresh(monkeypatch: pytest.MonkeyPatch, cache: Path) -> None:
    monkeypatch.setenv("MYLIFEDB_MODEL_CACHE", str(cache))
    for f in (cldr._babel, cldr.patterns_of, cldr.month_words_of):
        f.cache_clear()


def _no_babel(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("Babel's locale data was read")

    monkeypatch.setattr(babel.Locale, "parse", refuse)


def _dates() -> list[list[tuple[int, int, object, str]]]:
    return [cldr.named_dates(cldr._fold(t), 2025) for t in TEXTS]


def test_a_later_process_reads_dates_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fresh(monkeypatch, tmp_path)
    first = _dates()
    assert all(first), first
    (kept,) = tmp_path.glob("organizer-cldr-*.json")
    _fresh(monkeypatch, tmp_path)  # as a new process would start
    _no_babel(monkeypatch)
    assert _dates() == first
    assert [p.regex.pattern for p in cldr.patterns()]  # compiled from the cache alone
    assert kept.stat().st_size > 0


def test_a_damaged_cache_is_built_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh(monkeypatch, tmp_path)
    expected = _dates()
    (kept,) = tmp_path.glob("organizer-cldr-*.json")
    locales = str(list(cldr.LOCALES)).replace("'", '"')
    kept.write_text('{"locales": ' + locales + ', "months": {"en": 3}}')
    _fresh(monkeypatch, tmp_path)
    assert _dates() == expected


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_a_cache_others_can_write_is_not_trusted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fresh(monkeypatch, tmp_path)
    _dates()
    (kept,) = tmp_path.glob("organizer-cldr-*.json")
    kept.chmod(0o666)
    _fresh(monkeypatch, tmp_path)
    _no_babel(monkeypatch)
    with pytest.raises(AssertionError, match="locale data was read"):
        _dates()  # the file was refused: built again from Babel


def test_only_the_locales_a_text_names_a_month_in_are_compiled(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A process's first decision compiled all 27 locales' patterns (~40 ms of `organize
    FILE`); a text is read with those of the locales whose month words it has."""
    _fresh(monkeypatch, tmp_path)
    assert cldr.named_dates(cldr._fold("Amount due 120.50 EUR, thank you"), 2025) == []
    assert cldr.patterns_of.cache_info().currsize == 0
    days = {str(d) for _, _, d, _ in cldr.named_dates(cldr._fold("due 31 de marzo de 2025"), None)}
    assert "2025-03-31" in days
    compiled = cldr.patterns_of.cache_info().currsize
    assert 1 <= compiled < len(cldr.LOCALES) // 2, compiled
