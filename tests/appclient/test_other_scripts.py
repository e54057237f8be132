"""A question's word in another script than the library's is matched as the library spells it
(``appclient.search.scripts``): 'रोहित पासपोर्ट' finds Rohit's passport scan, 'Олена' the file
of Olena — names and loanwords carry across scripts, with no word list and no language
guessed. A word in a script the library never writes says nothing about what the library
holds, so a Hindi question's other words do not bury the file its names find; and a word that
spells nothing in the library still finds nothing. Real indexes, real vectors, real searches."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.search import scripts
from appclient.search.lexical import keyword_lists
from appclient.search.scripts import script_absent, spelled_as
from tests.fixtures import write_library

pytestmark = pytest.mark.embedder  # hybrid search as shipped: meaning on

LIBRARY = {
    "IDs/Rohit/passport_rohit_2015.pdf.txt": (
        "REPUBLIC OF INDIA - PASSPORT. Surname: Sharma. Given names: Rohit. Date of expiry "
        "14/03/2025."
    ),
    "IDs/Ananya/passport_ananya_2019.txt": (
        "REPUBLIC OF INDIA - PASSPORT. Surname: Sharma. Given names: Ananya. Date of expiry "
        "02/08/2029."
    ),
    "IDs/Rohit/aadhaar rohit.txt": "Unique Identification Authority of India. Rohit Sharma.",
    "Health/Ananya/eye check.txt": "Eye examination for Ananya Sharma: vision 6/6, no glasses.",
    "Home/electricity march.txt": "BESCOM electricity bill for March: 1,240 rupees.",
    "Family/Olena/school letter.txt": "Letter from the school about Olena's class trip in May.",
    "notes/garden.txt": "Tomatoes and basil along the south fence; water twice a week.",
    "guideline.md": (
        "# Where things go\n- Passports, Aadhaar cards and other IDs: IDs/<person>/\n"
        "- Bills (electricity, water, gas): Home/\n- School letters: Family/<child>/\n"
        "- Eye checks, lab reports and prescriptions: Health/<person>/\n"
    ),
}


@pytest.fixture
async def lib(tmp_path: Path) -> LocalAppClient:
    root = write_library(tmp_path / "lib", LIBRARY)
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    await client.index()
    await client.make_vectors()
    yield client  # type: ignore[misc]
    await client.aclose()


def _db(lib: LocalAppClient) -> sqlite3.Connection:
    return sqlite3.connect(lib.settings.db_path)


async def test_a_name_and_a_loanword_in_devanagari_find_their_file(lib: LocalAppClient) -> None:
    got = await lib.search("रोहित का पासपोर्ट", limit=5)  # "Rohit's passport", in Hindi
    assert got.results, got
    first = got.results[0]
    assert first.path == "IDs/Rohit/passport_rohit_2015.pdf.txt", got.results
    assert "[Rohit]" in (first.match_context or "") or "[PASSPORT]" in (first.match_context or "")
    keyword = await lib.search("पासपोर्ट", mode="keyword", limit=5)  # keyword mode as well
    assert {h.path for h in keyword.results} >= {
        "IDs/Rohit/passport_rohit_2015.pdf.txt",
        "IDs/Ananya/passport_ananya_2019.txt",
    }


async def test_a_question_in_a_script_the_library_never_writes_is_read_as_spelled(
    lib: LocalAppClient,
) -> None:
    """The model does not read Hindi: 'पासपोर्ट' alone made a vector of noise, closest to
    guideline.md (which speaks of every topic), and the guideline came first. Embedded again
    as the library spells it, the passports come first."""
    got = await lib.search("पासपोर्ट", limit=5)
    assert got.results and got.results[0].path != "guideline.md", got.results
    assert "passport" in got.results[0].path, got.results


async def test_a_cyrillic_name_finds_the_file_written_in_latin_letters(
    lib: LocalAppClient,
) -> None:
    got = await lib.search("Олена", mode="keyword", limit=5)
    assert [h.path for h in got.results] == ["Family/Olena/school letter.txt"]


async def test_a_word_that_spells_nothing_here_still_finds_nothing(lib: LocalAppClient) -> None:
    for nonsense in ("फ्रॉबनिकेटर", "ज़ेप्लिन गोंडोला"):  # 'frobnicator', 'zeppelin gondola'
        got = await lib.search(nonsense, limit=5)
        assert got.results == [], (nonsense, got.results)
    assert (await lib.search("फ्रॉबनिकेटर", mode="keyword")).results == []


async def test_keyword_mode_asks_the_spelled_words_and_leaves_out_the_unreadable_ones(
    lib: LocalAppClient,
) -> None:
    """Keyword mode matches every word: 'का' ('of'), in a script the library never writes,
    would empty every level holding it; it is left out, and the others asked as spelled."""
    got = await lib.search("रोहित का पासपोर्ट", mode="keyword", limit=5)
    assert [h.path for h in got.results][:1] == ["IDs/Rohit/passport_rohit_2015.pdf.txt"]
    mixed = await lib.search("rohit का passport", mode="keyword", limit=5)
    assert [h.path for h in mixed.results][:1] == ["IDs/Rohit/passport_rohit_2015.pdf.txt"]


async def test_spellings_come_from_the_library_and_only_for_other_scripts(
    lib: LocalAppClient,
) -> None:
    db = _db(lib)
    try:
        assert spelled_as(db, "पासपोर्ट")[0] == "passport"  # 'pasport': a vowel doubled
        assert spelled_as(db, "अनन्या") == ["ananya"]  # 'annya': a vowel the script leaves out
        assert spelled_as(db, "passprt") == []  # a Latin word: typos are typos.py's
        assert spelled_as(db, "パスポート") == []  # kana: searched as pairs, never spelled
        assert spelled_as(db, "का") == []  # too short to spell anything reliably
        assert script_absent(db, "रोहित") and not script_absent(db, "rohit")
    finally:
        db.close()


async def test_words_in_a_script_the_library_never_writes_are_not_counted_missing(
    lib: LocalAppClient,
) -> None:
    db = _db(lib)
    try:
        hindi = keyword_lists(db, ["रोहित", "का", "पासपोर्ट", "कब", "तक", "वैध"], "", [], 10)
        assert hindi.spelled == {"रोहित": "rohit", "पासपोर्ट": "passport"}
        assert hindi.missing == 0.0  # "of", "when", "until", "valid": unread, not absent
        latin = keyword_lists(db, ["rohit", "passport", "frobnicator"], "", [], 10)
        assert latin.missing > 0.0  # a Latin word no file holds is missing, as before
    finally:
        db.close()


async def test_without_spellings_the_hindi_question_misses(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The switch-off: with no spelling found, the same question does not put the file first."""
    monkeypatch.setattr(scripts, "_latin", lambda word: "")
    got = await lib.search("रोहित का पासपोर्ट", limit=5)
    assert not got.results or got.results[0].path != "IDs/Rohit/passport_rohit_2015.pdf.txt"
