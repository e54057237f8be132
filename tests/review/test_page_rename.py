"""A suggestion that renames: the card says the new name, Move moves and renames, and the
person may untick the rename to move the file under its own name. In headless Chromium
against the real HTTP server; every decision checked on disk."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings

from .conftest import serve_page
from .pages import card, open_page

pytestmark = pytest.mark.timeout(180)


async def test_a_card_moves_and_renames_or_keeps_the_name(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    root = review_settings.root
    w2 = await review_app.create_suggestion(
        "inbox/W2_2024.pdf", "work/acme/compensation/", "a W-2", 0.95, new_name="2024 W-2 Acme"
    )
    assert w2.new_name == "2024 W-2 Acme.pdf"
    await review_app.create_suggestion(
        "inbox/untitled.txt", "notes/journal/", "a note", 0.6, new_name="2025-03 Journal.txt"
    )
    async with serve_page(review_app) as url:
        page = await open_page(browser, url)
        renamed = card(page, "inbox/W2_2024.pdf")
        await expect(renamed).to_contain_text("Rename it to 2024 W-2 Acme.pdf")
        await renamed.get_by_role("button", name="Move", exact=True).click()
        await expect(renamed).to_contain_text("Moved to work/acme/compensation/2024 W-2 Acme.pdf")
        assert (root / "work/acme/compensation/2024 W-2 Acme.pdf").is_file()

        kept = card(page, "inbox/untitled.txt")
        await kept.get_by_label("Rename it to 2025-03 Journal.txt").uncheck()
        await kept.get_by_role("button", name="Move", exact=True).click()
        await expect(kept).to_contain_text("Moved to notes/journal/untitled.txt")
        assert (root / "notes/journal/untitled.txt").is_file()
        assert not (root / "notes/journal/2025-03 Journal.txt").exists()
