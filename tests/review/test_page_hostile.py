"""The page in headless Chromium against a hostile library and the per-run secret: a file
named with a right-to-left override is shown with the override as a visible escape (never
reversed), and a one-time sign-in link signs the browser in (cookie, redirect to the bare
page) exactly once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient
from server.mcp.secret import login_code

from .conftest import serve_page
from .pages import open_page

pytestmark = pytest.mark.timeout(180)

RLO = "\u202e"
TOKEN = "per-run-token-for-the-browser-test"


async def test_hidden_characters_are_shown_and_the_one_time_link_signs_in_once(
    browser: Any, review_app: LocalAppClient
) -> None:
    root = review_app.root
    Path(root / f"inbox/invoice{RLO}txt.exe").write_bytes(b"MZ not really a program")
    await review_app.index()
    await review_app.create_suggestion(
        f"inbox/invoice{RLO}txt.exe", "life/home/", f"an invoice{RLO} (really)", 0.5
    )
    async with serve_page(review_app, token=TOKEN) as url:
        page = await open_page(browser, f"{url}review/open?code={login_code(TOKEN)}")
        assert page.url == url  # the code left the address bar with the redirect
        heading = page.locator("main article h2", has_text="invoice")
        await expect(heading).to_have_text("inbox/invoice\\u202etxt.exe")
        card = page.locator("main article", has_text="invoice\\u202etxt.exe")
        await expect(card).to_contain_text("an invoice (really)")  # stripped when it was made
        assert RLO not in await page.locator("main").inner_text()
        cookies = await page.context.cookies()
        assert [c["httpOnly"] for c in cookies] == [True]
        # The same link again, in a fresh browser context: refused.
        again = await open_page(browser, page.url.rstrip("/") + "/")
        await expect(
            again.get_by_role("heading", name="This server needs its token")
        ).to_be_visible()
        used = await open_page(browser, f"{url}review/open?code=x.1.y")
        assert "already used or has expired" in await used.content()
