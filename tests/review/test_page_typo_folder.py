"""The page's folder picker never makes a typo into a folder with one click (issue 33, item
13): "Create folder notes/recipse/" next to notes/recipes/ is answered "did you mean
notes/recipes/?" with that folder to pick, as the CLI and MCP answer; the misspelt folder is
made only when asked for again. A new name that is no near miss is still made at once.
Headless Chromium against the real HTTP server and a real library."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings

from .conftest import add_suggestions, serve_page
from .pages import card, open_page

pytestmark = pytest.mark.timeout(180)


async def test_a_typo_in_the_picker_is_answered_did_you_mean(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    await add_suggestions(review_app)
    root = review_settings.root
    sug = await review_app.create_suggestion("inbox/shakshuka.md", "notes/journal/", "a note", 0.6)
    async with serve_page(review_app) as url:
        page = await open_page(browser, url)
        recipe = card(page, "inbox/shakshuka.md")
        await recipe.get_by_role("button", name="Choose…", exact=True).click()
        picker = page.get_by_role("dialog")
        await picker.get_by_label("Filter folders").fill("notes/recipse")
        await picker.get_by_role("button", name="Create folder notes/recipse/").click()
        await expect(picker.get_by_role("alert")).to_contain_text("did you mean")
        assert not (root / "notes/recipse").exists()
        assert (root / "inbox/shakshuka.md").is_file()
        await expect(
            picker.get_by_role("button", name="Create folder notes/recipse/ anyway")
        ).to_be_visible()
        await picker.get_by_role("button", name="notes/recipes/", exact=True).click()
        await expect(picker).to_be_hidden()
        await expect(recipe).to_contain_text("Moved to notes/recipes/shakshuka.md")
    assert (root / "notes/recipes/shakshuka.md").is_file()
    assert not (root / "notes/recipse").exists()
    assert (await review_app.get_suggestion(sug.id)).status == "accepted"
