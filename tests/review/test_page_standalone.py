"""The standalone review page in headless Chromium against the real HTTP server: cards for
the pending suggestions, Move / Keep / Choose… / Undo, Accept all ≥ 90% and Undo batch, a
suggestion made by another client appearing without a reload, the keyboard, both widths and
both colour schemes. Every decision is checked on disk."""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings

from .conftest import SUGGESTIONS, add_suggestions, serve_page
from .pages import card, open_page, screenshot

pytestmark = pytest.mark.timeout(180)


async def test_cards_move_undo_keep_choose(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    ids = await add_suggestions(review_app)
    root = review_settings.root
    async with serve_page(review_app) as url:
        page = await open_page(browser, url)
        # A card per pending suggestion, with the file's path and the suggested folder.
        await expect(page.locator("main article")).to_have_count(len(SUGGESTIONS))
        for path, target, reasoning, confidence, _alts in SUGGESTIONS:
            c = card(page, path)
            await expect(c).to_contain_text(target)
            await expect(c).to_contain_text(reasoning)  # in full, not cut
            await expect(c).to_contain_text(f"{round(confidence * 100)}% confident")
        await expect(card(page, "inbox/lease renewal.txt")).to_contain_text("life/gov docs/")
        for junk in ("null", "undefined", "[object"):
            await expect(page.locator("main")).not_to_contain_text(junk)
        # Previews: a downscaled photo, the PDF's first page, a note's first lines.
        photo = card(page, "inbox/IMG_3120.jpg").locator(".preview img")
        await expect(photo).to_have_attribute("src", re.compile(r"^data:image/jpeg;base64,"))
        assert await photo.evaluate("img => img.naturalWidth") <= 480
        pdf = card(page, "inbox/W2_2024.pdf").locator(".preview pre")
        await expect(pdf).to_contain_text("Wage and Tax Statement")
        await expect(pdf).not_to_contain_text("second page")
        await expect(card(page, "inbox/shakshuka.md").locator(".preview pre")).to_contain_text(
            "6 eggs"
        )

        # Move, then Undo.
        w2 = card(page, "inbox/W2_2024.pdf")
        await w2.get_by_role("button", name="Move", exact=True).click()
        await expect(w2).to_contain_text("Moved to work/acme/compensation/W2_2024.pdf")
        assert (root / "work/acme/compensation/W2_2024.pdf").is_file()
        assert not (root / "inbox/W2_2024.pdf").exists()
        await w2.get_by_role("button", name="Undo", exact=True).click()
        await expect(w2.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / "inbox/W2_2024.pdf").is_file()
        assert not (root / "work/acme/compensation/W2_2024.pdf").exists()
        assert (await review_app.get_suggestion(ids["inbox/W2_2024.pdf"])).status == "pending"

        # Keep: the file stays, the suggestion is rejected.
        untitled = card(page, "inbox/untitled.txt")
        await untitled.get_by_role("button", name="Keep", exact=True).click()
        await expect(untitled).to_contain_text("stays where it is")
        assert (root / "inbox/untitled.txt").is_file()
        assert (await review_app.get_suggestion(ids["inbox/untitled.txt"])).status == "rejected"

        # An alternative that does not exist yet opens the picker on it; one that does moves.
        lease = card(page, "inbox/lease renewal.txt")
        picker = page.get_by_role("dialog")
        await lease.get_by_role("button", name="Move to life/housing/").click()
        await expect(picker).to_be_visible()
        await expect(picker.get_by_label("Filter folders")).to_have_value("life/housing/")
        await expect(
            picker.get_by_role("button", name="Create folder life/housing/")
        ).to_be_visible()
        await picker.get_by_role("button", name="Cancel").click()
        await expect(picker).to_be_hidden()
        assert not (root / "life/housing").exists() and (root / "inbox/lease renewal.txt").is_file()
        await lease.get_by_role("button", name="Move to life/gov docs/").click()
        await expect(lease).to_contain_text("Moved to life/gov docs/lease renewal.txt")
        assert (root / "life/gov docs/lease renewal.txt").is_file()

        # Choose… an existing folder, found by typing.
        photo_card = card(page, "inbox/IMG_3120.jpg")
        await photo_card.get_by_role("button", name="Choose…", exact=True).click()
        await expect(picker).to_be_visible()
        await picker.get_by_label("Filter folders").fill("hom")
        await expect(picker.get_by_role("button", name="life/gov docs/")).to_have_count(0)
        await picker.get_by_role("button", name="life/home/", exact=True).click()
        await expect(picker).to_be_hidden()
        await expect(photo_card).to_contain_text("Moved to life/home/IMG_3120.jpg")
        assert (root / "life/home/IMG_3120.jpg").is_file()

        # Choose… a new folder: only through its own button, never by a typo.
        recipe = card(page, "inbox/shakshuka.md")
        await recipe.get_by_role("button", name="Choose…", exact=True).click()
        await picker.get_by_label("Filter folders").fill("notes/breakfast")
        await expect(picker.get_by_text("No folder matches.")).to_be_visible()
        await picker.get_by_label("Filter folders").press(
            "Enter"
        )  # nothing to pick: no folder made
        assert not (root / "notes/breakfast").exists()
        await picker.get_by_role("button", name="Create folder notes/breakfast/").click()
        await expect(recipe).to_contain_text("Moved to notes/breakfast/shakshuka.md")
        assert (root / "notes/breakfast/shakshuka.md").is_file()
        assert page.js_errors == []  # type: ignore[attr-defined]


async def test_accept_all_then_undo_batch_refuses_an_edited_file(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    ids = await add_suggestions(review_app)
    root = review_settings.root
    confident = {p: t for p, t, _w, c, _a in SUGGESTIONS if c >= 0.9}
    assert len(confident) == 3
    async with serve_page(review_app) as url:
        page = await open_page(browser, url)
        await expect(page.locator("main article")).to_have_count(len(SUGGESTIONS))
        await page.get_by_role("button", name="Accept all ≥ 90%").click()
        report = page.locator("#batch-report")
        await expect(report).to_contain_text("Moved 3 files in one batch.")
        for path, target in confident.items():
            name = path.rsplit("/", 1)[1]
            await expect(card(page, path)).to_contain_text(f"Moved to {target}{name}")
            assert (root / target / name).is_file() and not (root / path).exists()
        for path, _t, _w, c, _a in SUGGESTIONS:  # the unsure ones wait
            if c < 0.9:
                assert (root / path).is_file()
                assert (await review_app.get_suggestion(ids[path])).status == "pending"

        # The recipe is edited after the move: Undo batch puts the others back and refuses it.
        moved_recipe = root / "notes/recipes/shakshuka.md"
        moved_recipe.write_text(moved_recipe.read_text() + "\nAdd feta at the end.\n")
        await page.get_by_role("button", name="Undo batch").click()
        await expect(report).to_contain_text("Put back 2 of 3 files.")
        await expect(report).to_contain_text("shakshuka.md")
        await expect(report).to_contain_text("was edited after move")
        recipe = card(page, "inbox/shakshuka.md")
        await expect(recipe).to_contain_text("Not undone:")
        await expect(recipe.get_by_role("button", name="Undo anyway")).to_be_visible()
        assert moved_recipe.is_file() and "feta" in moved_recipe.read_text()
        assert not (root / "inbox/shakshuka.md").exists()
        for path in ("inbox/W2_2024.pdf", "inbox/IMG_3120.jpg"):
            assert (root / path).is_file()
            await expect(
                card(page, path).get_by_role("button", name="Move", exact=True)
            ).to_be_visible()
            assert (await review_app.get_suggestion(ids[path])).status == "pending"
        await expect(page.get_by_role("button", name="Undo batch")).to_be_hidden()

        # The person insists: Undo anyway moves the edited file back too.
        await recipe.get_by_role("button", name="Undo anyway").click()
        await expect(recipe.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / "inbox/shakshuka.md").is_file() and not moved_recipe.exists()
        assert page.js_errors == []  # type: ignore[attr-defined]


async def test_new_suggestions_appear_keyboard_widths_and_colours(
    browser: Any, review_app: LocalAppClient, review_settings: Settings, tmp_path: Path
) -> None:
    await add_suggestions(review_app)
    root = review_settings.root
    shots = Path(os.environ.get("MYLIFEDB_SCREENSHOTS") or tmp_path)
    async with serve_page(review_app) as url:
        page = await open_page(
            browser, url, viewport={"width": 1280, "height": 900}, color_scheme="light"
        )
        cards = page.locator("main article")
        await expect(cards).to_have_count(len(SUGGESTIONS))
        await page.evaluate("window.__same_page = true")

        # Another process's client (the daemon's path: create_suggestion) adds one.
        (root / "inbox/passport scan.txt").write_text("Passport renewal, scanned\n")
        daemon = await LocalAppClient.open(review_settings)
        try:
            await daemon.create_suggestion(
                "inbox/passport scan.txt",
                "life/gov docs/",
                "A passport document: IDs go to life/gov docs/.",
                0.88,
                source="agent:local",
            )
        finally:
            await daemon.aclose()
        await expect(card(page, "inbox/passport scan.txt")).to_contain_text("life/gov docs/")
        assert await page.evaluate("window.__same_page") is True  # no reload
        await expect(cards).to_have_count(len(SUGGESTIONS) + 1)

        # Keyboard: j/k between cards, m/x/c/u on the focused one.
        first, second = cards.nth(0), cards.nth(1)
        first_path = (await first.locator("h2").text_content() or "").strip()
        second_path = (await second.locator("h2").text_content() or "").strip()
        await page.locator("h1").click()
        await page.keyboard.press("j")
        await expect(first).to_be_focused()
        await page.keyboard.press("m")
        await expect(first).to_contain_text("Moved to")
        assert not (root / first_path).exists()
        await page.keyboard.press("j")
        await expect(second).to_be_focused()
        await page.keyboard.press("x")
        await expect(second).to_contain_text("stays where it is")
        await page.keyboard.press("k")
        await expect(first).to_be_focused()
        await page.keyboard.press("u")
        await expect(first.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / first_path).is_file()
        await page.keyboard.press("c")
        await expect(page.get_by_role("dialog")).to_be_visible()
        await expect(page.locator("#picker-file")).to_have_text(first_path)
        await page.keyboard.press("Escape")
        await expect(page.get_by_role("dialog")).to_be_hidden()
        await expect(first).to_be_focused()
        assert (root / second_path).is_file()  # kept

        # Desktop: the preview beside the text; the screenshot for the README.
        await first.get_by_role("button", name="Move", exact=True).click()
        await expect(first).to_contain_text("Moved to")
        await page.locator("h1").click()
        await expect(page.locator("article .preview img")).to_have_count(1)
        box_preview = await first.locator(".preview").bounding_box()
        box_body = await first.locator(".body").bounding_box()
        assert box_preview and box_body and box_preview["x"] < box_body["x"]
        assert (
            await page.evaluate("getComputedStyle(document.documentElement).backgroundColor")
            == "rgb(245, 246, 248)"
        )
        await expect(page.get_by_text("Loading preview…")).to_have_count(0)
        await screenshot(page, shots / "review-desktop.png")

        # Narrow (400 px) and dark: one column, nothing wider than the screen.
        narrow = await open_page(
            browser, url, viewport={"width": 400, "height": 860}, color_scheme="dark"
        )
        # A fresh page shows what is pending, and the two decided above (today), with Undo.
        await expect(narrow.locator("main article")).to_have_count(len(SUGGESTIONS) + 1)
        await expect(narrow.get_by_role("button", name="Undo", exact=True)).to_have_count(2)
        await expect(narrow.locator("article[data-state=kept]")).to_contain_text(second_path)
        await expect(narrow.locator("article .preview img")).to_have_count(1)
        assert await narrow.evaluate("document.documentElement.scrollWidth") <= 400
        top = narrow.locator("main article").nth(0)
        box_preview = await top.locator(".preview").bounding_box()
        box_body = await top.locator(".body").bounding_box()
        assert (
            box_preview and box_body and box_preview["y"] + box_preview["height"] <= box_body["y"]
        )
        assert (
            await narrow.evaluate("getComputedStyle(document.documentElement).backgroundColor")
            == "rgb(16, 19, 23)"
        )
        await expect(narrow.get_by_text("Loading preview…")).to_have_count(0)
        await screenshot(narrow, shots / "review-narrow.png")
        assert page.js_errors == [] and narrow.js_errors == []  # type: ignore[attr-defined]
    for name, width in (("review-desktop.png", 1280), ("review-narrow.png", 400)):
        data = (shots / name).read_bytes()
        assert data[:8] == b"\x89PNG\r\n\x1a\n"
        assert int.from_bytes(data[16:20], "big") == width


async def test_token_is_asked_once_and_kept_in_an_httponly_cookie(
    browser: Any, review_app: LocalAppClient
) -> None:
    await add_suggestions(review_app)
    token = "correct-horse-battery-staple-7f3a"
    async with serve_page(review_app, token=token) as url:
        page = await open_page(browser, url)
        await expect(
            page.get_by_role("heading", name="This server needs its token")
        ).to_be_visible()
        await expect(page.locator("main article")).to_have_count(0)
        await page.get_by_label("Token", exact=True).fill("wrong")
        await page.get_by_role("button", name="Sign in").click()
        await expect(page.locator("#login-error")).to_contain_text("not the server's token")
        await page.get_by_label("Token", exact=True).fill(token)
        await page.get_by_role("button", name="Sign in").click()
        await expect(page.locator("main article")).to_have_count(len(SUGGESTIONS))
        cookies = await page.context.cookies()
        assert len(cookies) == 1
        cookie = cookies[0]
        assert cookie["httpOnly"] is True and cookie["sameSite"] == "Strict"
        assert cookie["path"] == "/review" and token not in cookie["value"]
        assert await page.evaluate("document.cookie") == ""  # out of the page's reach
        await page.reload()  # asked once: the cookie carries on
        await expect(page.locator("main article")).to_have_count(len(SUGGESTIONS))
        await expect(page.locator("#login")).to_be_hidden()
