"""Words written with marks on their letters — Hindi's vowel signs, Tamil's, Thai's — are
searched whole (issue 31: Hindi questions found 0 of 16 files). Python's ``\\w`` and FTS5's
unicode61 both ended a word at a mark, so 'बिजली' (electricity) was searched as 'ब' and
'जल', single letters that match nearly every Hindi text. Real indexes, real searches; and an
index made by the tokenizer before is upgraded in place."""

from __future__ import annotations

import sqlite3
from pathlib import Path

from appclient import LocalAppClient, Settings
from appclient.search.words import query_words
from tests.fixtures import open_library

FILES = {
    "bills/bijli-march.txt": "बिजली का बिल मार्च 2024, राशि 1200 रुपये",
    "notes/river.txt": "बल और जल की बातें, नदी का किनारा",
    "notes/book.txt": "लाल किताब, बिना जिल्द",
    "tamil/eb.txt": "மின்சாரம் கட்டணம் மார்ச்",
    "notes/cafe.txt": "Café résumé naïve",
}
OLD_TOKENIZE = "porter unicode61 remove_diacritics 2"


async def _keyword(c: LocalAppClient, q: str) -> list[str]:
    return sorted(h.path for h in (await c.search(q, mode="keyword", limit=20)).results)


def test_a_word_keeps_its_marks() -> None:
    assert query_words("बिजली का बिल") == ["बिजली", "का", "बिल"]
    assert query_words("மின்சாரம் கட்டணம்") == ["மின்சாரம்", "கட்டணம்"]
    assert query_words("Café naïve") == ["café", "naïve"]


async def test_a_hindi_word_finds_the_file_that_holds_it_not_its_letters(
    tmp_path: Path,
) -> None:
    c = await open_library(tmp_path, FILES)
    try:
        assert await _keyword(c, "बिजली") == ["bills/bijli-march.txt"]
        assert await _keyword(c, "बिल") == ["bills/bijli-march.txt"]
        assert await _keyword(c, "बिजली का बिल") == ["bills/bijli-march.txt"]
        assert await _keyword(c, "மின்சாரம்") == ["tamil/eb.txt"]
        assert await _keyword(c, "cafe resume") == ["notes/cafe.txt"]  # Latin as before
        hit = (await c.search("बिजली", mode="keyword")).results[0]
        assert "[बिजली]" in (hit.match_context or "")  # the word marked whole
    finally:
        await c.aclose()


async def test_an_index_made_by_the_old_tokenizer_is_upgraded_in_place(tmp_path: Path) -> None:
    c = await open_library(tmp_path, FILES)
    db_path = c.settings.db_path
    await c.aclose()
    conn = sqlite3.connect(db_path)
    with conn:  # the search tables as the tokenizer before made them, and the upgrade undone
        conn.execute("DROP TABLE files_fts")
        conn.execute("DROP TABLE head_fts")
        conn.execute(
            "CREATE VIRTUAL TABLE files_fts USING fts5(name, path, content,"
            " content='search_source', content_rowid='id',"
            f" tokenize='{OLD_TOKENIZE}', detail=column)"
        )
        conn.execute(
            "CREATE VIRTUAL TABLE head_fts USING fts5(name, path, lead,"
            f" content='search_head_source', content_rowid='id', tokenize='{OLD_TOKENIZE}')"
        )
        conn.execute("INSERT INTO files_fts(files_fts) VALUES ('rebuild')")
        conn.execute("INSERT INTO head_fts(head_fts) VALUES ('rebuild')")
        conn.execute("DELETE FROM _migrations WHERE name = 'm013_words_keep_their_marks'")
    conn.close()
    again = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        assert await _keyword(again, "बिजली") == ["bills/bijli-march.txt"]
        assert (await again.get_file("notes/river.txt")).path == "notes/river.txt"
    finally:
        await again.aclose()


def test_little_words_of_any_language_are_left_out_of_a_query() -> None:
    """Not an English list: the shipped model's vocabulary says which words every text of a
    language has, so 'der', 'il', 'le', 'het' go as 'the' and 'my' do; a query of little
    words only is searched as it is."""
    assert query_words("where is my passport") == ["passport"]
    assert query_words("wo ist der Reisepass von Anna") == ["wo", "reisepass", "anna"]
    assert query_words("dove è il passaporto di Marco") == ["dove", "passaporto", "marco"]
    assert query_words("où est le passeport de Marie") == ["où", "passeport", "marie"]
    assert query_words("waar is het paspoort van Anna") == ["waar", "paspoort", "anna"]
    assert query_words("the and of") == ["the", "and", "of"]
