"""A suggestion into a folder that does not exist but is a near miss of one that does
(``notes/bokks/`` next to ``notes/books/``) names the existing folder and is not made unless
the caller confirms a new folder (``create_folder``); a new folder that is no near miss (a
new year, a new name) is suggested as before. The MCP answer in
``tests/mcp/test_citizen_transports.py``."""

from __future__ import annotations

from pathlib import Path

import pytest

from appclient import NotFound
from appclient.index.folders import near_miss
from server.mcp.errors import model_text
from tests.fixtures import open_library

LIBRARY = {
    "guideline.md": "Book notes go to notes/books/, photos by year to photos/YYYY/.\n",
    "notes/books/dune.txt": "notes on Dune\n",
    "notes/recipes/bread.txt": "sourdough\n",
    "photos/2024/beach.txt": "a beach\n",
    "life/gov docs/passport.txt": "passport\n",
    "inbox/hyperion.txt": "notes on Hyperion by Dan Simmons\n",
}


@pytest.mark.parametrize(
    ("typed", "existing", "miss"),
    [
        ("bokks", "books", True),  # a letter off
        ("book", "books", True),
        ("Gov-Docs", "gov docs", True),  # case and separators
        ("cafe", "Café", True),  # accents
        ("compensaton", "compensation", True),
        ("2025", "2024", False),  # another period: on purpose
        ("2025-06 iceland", "2024-03 japan", False),
        ("receipts", "recipes", False),  # two letters off in a short word: another word
        ("poems", "books", False),
        ("books", "books", False),  # the same folder is no miss
    ],
)
def test_near_miss(typed: str, existing: str, miss: bool) -> None:
    assert near_miss(typed, existing) is miss


async def test_a_near_miss_folder_is_refused_until_confirmed(tmp_path: Path) -> None:
    client = await open_library(tmp_path, LIBRARY)
    try:
        with pytest.raises(NotFound) as caught:
            await client.create_suggestion("inbox/hyperion.txt", "notes/bokks/", "book notes", 0.9)
        assert str(caught.value) == (
            "folder 'notes/bokks/' does not exist; did you mean 'notes/books/'?"
        )
        # what to do next travels as data; a model reads it in its tools' words
        assert (caught.value.argument, caught.value.see) == ("target_folder", "create_folder")
        assert model_text(caught.value) == (
            "[not_found] target_folder: folder 'notes/bokks/' does not exist; did you mean "
            "'notes/books/'?; to make that new folder, ask again with create_folder=true"
        )
        assert (await client.list_suggestions()).suggestions == []  # nothing was made
        with pytest.raises(NotFound, match=r"did you mean 'notes/books/scifi/'\?"):
            await client.create_suggestion(
                "inbox/hyperion.txt", "notes/Bokks/scifi", "book notes", 0.9
            )
        with pytest.raises(NotFound, match=r"did you mean 'life/gov docs/'\?"):
            await client.create_suggestion("inbox/hyperion.txt", "life/Gov-Docs", "id", 0.9)
        with pytest.raises(NotFound, match=r"alternatives.folder|did you mean 'notes/books/'"):
            await client.create_suggestion(
                "inbox/hyperion.txt",
                "notes/books/",
                "book notes",
                0.9,
                alternatives=[{"folder": "notes/bokks/", "reasoning": "typo"}],  # type: ignore[list-item]
            )

        made = await client.create_suggestion(
            "inbox/hyperion.txt", "notes/bokks/", "a new folder", 0.9, create_folder=True
        )
        assert made.target_folder == "notes/bokks/" and made.creates_folder
        # No near miss: new folders are suggested as before.
        for folder in ("photos/2025/", "notes/poems/", "notes/books/scifi/"):
            made = await client.create_suggestion("inbox/hyperion.txt", folder, "new", 0.9)
            assert made.target_folder == folder and made.creates_folder
    finally:
        await client.aclose()
