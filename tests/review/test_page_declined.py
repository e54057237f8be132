"""The review page, finished: files the organizer declined appear as cards with Choose…
(filed where the person picks, checked on disk, and undone); decisions made today are still
there after a reload, with an Undo that works; reasons show `inline code` as code, not as
backticks. Headless Chromium against the real HTTP server and a real library."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings

from .conftest import add_suggestions, serve_page
from .pages import card, open_page

pytestmark = pytest.mark.timeout(180)

DECLINED = "inbox/untitled.txt"


async def test_declined_files_decisions_of_today_and_inline_code(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    ids = await add_suggestions(review_app)
    root = review_settings.root
    # The organizer looked at untitled.txt and made no suggestion (its run recorded so).
    await review_app.resolve_suggestion(ids[DECLINED], "reject")
    await review_app.undo_decision(ids[DECLINED])  # pending again...
    await review_app.resolve_suggestion(ids[DECLINED], "reject")  # ...and Kept: decided today
    (root / "inbox/receipt 7.txt").write_text("a till receipt, hard to read\n")
    await review_app.refresh(["inbox/receipt 7.txt"])
    await review_app.record_run(
        file_path="inbox/receipt 7.txt",
        provider="local",
        model="offline-organizer",
        outcome="declined",
        error="`receipt 7.txt`: it is unlike the files in every folder (closest: `notes/journal/`)",
    )
    shakshuka = await review_app.create_suggestion(
        "inbox/shakshuka.md", "notes/recipes/", "Like `banana bread.md` in `notes/recipes/`.", 0.91
    )

    async with serve_page(review_app) as url:
        page = await open_page(browser, url)
        left = card(page, "inbox/receipt 7.txt")
        await expect(left).to_contain_text("no suggestion")
        await expect(left).to_contain_text("it is unlike the files in every folder")
        await expect(left.get_by_role("button", name="Move", exact=True)).to_be_hidden()
        await expect(left.get_by_role("button", name="Keep", exact=True)).to_be_hidden()
        # inline code is code: the reason's `…` parts, without their backticks
        await expect(left.locator(".reasoning code")).to_have_text(
            ["receipt 7.txt", "notes/journal/"]
        )
        recipe = card(page, "inbox/shakshuka.md")
        await expect(recipe.locator(".reasoning code")).to_have_text(
            ["banana bread.md", "notes/recipes/"]
        )
        await expect(page.locator("main")).not_to_contain_text("`")

        # Choose… files the declined file where the person picks.
        await left.get_by_role("button", name="Choose…", exact=True).click()
        picker = page.get_by_role("dialog")
        await picker.get_by_label("Filter folders").fill("journal")
        await picker.get_by_role("button", name="notes/journal/", exact=True).click()
        await expect(picker).to_be_hidden()
        await expect(left).to_contain_text("Moved to notes/journal/receipt 7.txt")
        assert (root / "notes/journal/receipt 7.txt").is_file()
        assert not (root / "inbox/receipt 7.txt").exists()

        # The Keep made before the page opened is there, decided today, with its Undo.
        kept = card(page, DECLINED)
        await expect(kept).to_contain_text("stays where it is")
        await expect(kept.get_by_role("button", name="Undo", exact=True)).to_be_visible()

        # After a reload both decisions are still there, and Undo works on them.
        await page.reload()
        left = card(page, "inbox/receipt 7.txt")
        await expect(left).to_contain_text("Moved to notes/journal/")
        await left.get_by_role("button", name="Undo", exact=True).click()
        await expect(left.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / "inbox/receipt 7.txt").is_file()
        assert not (root / "notes/journal/receipt 7.txt").exists()
        kept = card(page, DECLINED)
        await kept.get_by_role("button", name="Undo", exact=True).click()
        await expect(kept.get_by_role("button", name="Keep", exact=True)).to_be_visible()
        assert (await review_app.get_suggestion(ids[DECLINED])).status == "pending"
        assert (await review_app.get_suggestion(shakshuka.id)).status == "pending"
        assert page.js_errors == []  # type: ignore[attr-defined]
