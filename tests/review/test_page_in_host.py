"""The review page as an MCP App: the HTML of ``ui://mylifedb/review.html`` (read through a
real MCP client session) loaded into a sandboxed iframe of a minimal host page that speaks
the ext-apps bridge — ui/initialize, ui/notifications/initialized, tool-input and
tool-result, and tools/call forwarded to the real server. The iframe gets the spec's
restrictive default Content-Security-Policy (no network at all), as hosts apply it.

The host page is ours (Claude Desktop and VS Code cannot run here); the server, the MCP
session, the page and the browser are real."""

from __future__ import annotations

import re
from typing import Any

import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings
from server.app import build_server

from .conftest import SUGGESTIONS, add_suggestions
from .pages import hosted

pytestmark = pytest.mark.timeout(180)


async def test_the_page_inside_a_host_iframe_moves_a_file(
    browser: Any, review_app: LocalAppClient, review_settings: Settings
) -> None:
    await add_suggestions(review_app)
    root = review_settings.root
    # Hostile text everywhere a file can put it: its name, its content, the reasoning. The
    # iframe's CSP allows inline script (the spec's default), so only the page's own care
    # (text, never HTML) keeps these from running.
    trap = "<img src=x onerror=window.__pwned=1>"
    (root / f"inbox/bill {trap}.html").write_text(
        f"<p>Amount due</p><script>window.__pwned=1</script>{trap}"
    )
    await review_app.create_suggestion(
        f"inbox/bill {trap}.html",
        "life/home/",
        f"Looks like a bill {trap}<script>window.__pwned=1</script>",
        0.5,
        source="agent:local",
    )
    server = build_server(review_app, watch=False, index_on_start=False)
    async with hosted(browser, server) as h:
        view, page, tools = h.view, h.page, h.tools
        await expect(view.locator("main article")).to_have_count(len(SUGGESTIONS) + 1)
        bill = view.locator("article", has_text=f"inbox/bill {trap}.html")
        await expect(bill).to_contain_text(f"Looks like a bill {trap}<script>")
        await expect(bill.locator(".preview pre")).to_contain_text("Amount due")
        await expect(bill.locator(".preview pre")).not_to_contain_text("<")
        w2 = view.locator("article", has_text="inbox/W2_2024.pdf")
        await expect(w2).to_contain_text("work/acme/compensation/")
        await expect(view.locator("article .preview img")).to_have_attribute(
            "src", re.compile(r"^data:image/jpeg;base64,")
        )
        await w2.get_by_role("button", name="Move", exact=True).click()
        await expect(w2).to_contain_text("Moved to work/acme/compensation/W2_2024.pdf")
        assert (root / "work/acme/compensation/W2_2024.pdf").is_file()
        assert not (root / "inbox/W2_2024.pdf").exists()
        # The page's own undo, a tool only the app sees, works without --allow-move.
        assert "undo_move" not in tools
        assert tools["review_undo"].meta["ui"]["visibility"] == ["app"]  # type: ignore[index]
        await w2.get_by_role("button", name="Undo", exact=True).click()
        await expect(w2.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / "inbox/W2_2024.pdf").is_file()

        log = await page.evaluate("window.hostLog")
        assert log[:2] == ["ui/initialize", "ui/notifications/initialized"]
        assert "tools/call" in log
        assert {"resolve_suggestion", "review_undo", "review_preview", "review_inbox"} <= set(
            h.calls
        )
        assert (await page.evaluate("window.appInfo"))["name"] == "mylifedb-review"
        assert (await page.evaluate("window.lastSize"))["width"] > 0
        await expect(view.locator("html")).to_have_attribute("data-theme", "dark")  # the host's
        assert all(u.startswith(("about:", "data:")) for u in h.requests), h.requests  # offline
        frame = next(f for f in page.frames if f.parent_frame is not None)
        assert await frame.evaluate("window.__pwned") is None
        assert await view.locator("img[src='x']").count() == 0
        assert await view.locator("script").count() == 1  # the page's own
        assert h.errors == []
