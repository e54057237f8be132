"""The CLDR month names and relative periods a question is read with (search/when.py) are
read from Babel once per user and kept in the model cache as JSON: a later process reads
them without Babel's locale data (~0.17 s of every `mylifedb search`), and a cache file
another user could have written is never trusted."""

from __future__ import annotations

import datetime as dt
import os
import stat
from pathlib import Path

import babel
import pytest

from appclient.search import when

TODAY = dt.date(2026, 11, 27)
QUESTIONS = ["photos from April 2024", "fotos de março", "letztes Jahr Steuer", "昨年の領収書"]


def _fresh(monkeypatch: pytest.MonkeyPatch, cache: Path) -> None:
    monkeypatch.setenv("MYLIFEDB_MODEL_CACHE", str(cache))
    when._tables.cache_clear()


def _no_babel(monkeypatch: pytest.MonkeyPatch) -> None:
    def refuse(*_: object, **__: object) -> None:
        raise AssertionError("Babel's locale data was read")

    monkeypatch.setattr(babel.Locale, "parse", refuse)


def test_a_later_process_reads_the_tables_from_the_cache(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fresh(monkeypatch, tmp_path)
    first = [when.asked_period(q, TODAY) for q in QUESTIONS]
    assert first[0] == [(4, 4, 2024)] and first[1] and first[2] and first[3]
    (kept,) = tmp_path.glob("cldr-*.json")
    assert stat.S_IMODE(kept.stat().st_mode) == 0o600
    _fresh(monkeypatch, tmp_path)  # as a new process would start
    _no_babel(monkeypatch)
    assert [when.asked_period(q, TODAY) for q in QUESTIONS] == first


@pytest.mark.skipif(os.name != "posix", reason="POSIX modes")
def test_a_cache_others_can_write_is_not_trusted(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _fresh(monkeypatch, tmp_path)
    when.asked_period("April", TODAY)
    (kept,) = tmp_path.glob("cldr-*.json")
    kept.write_text(kept.read_text().replace('"april"', '"aprilx"'))
    kept.chmod(0o666)
    _fresh(monkeypatch, tmp_path)
    _no_babel(monkeypatch)
    with pytest.raises(AssertionError, match="locale data was read"):
        when.asked_period("April", TODAY)  # the file was refused: built again from Babel


def test_a_damaged_cache_is_built_again(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    _fresh(monkeypatch, tmp_path)
    expected = when.asked_period("last year", TODAY)
    (kept,) = tmp_path.glob("cldr-*.json")
    kept.write_text('{"locales": ' + str(list(when.LOCALES)).replace("'", '"') + ', "months": 3}')
    _fresh(monkeypatch, tmp_path)
    assert when.asked_period("last year", TODAY) == expected
