"""Both ways in on the demo library, as a new user meets it: `mylifedb demo` (a real process:
copy, index, organize offline), then its suggestions in the standalone page and in a host's
iframe, with a decision made in each and checked on disk."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import anyio
import pytest
from playwright.async_api import expect

from appclient import LocalAppClient, Settings
from server.app import build_server

from .conftest import serve_page
from .pages import hosted, open_page

pytestmark = pytest.mark.timeout(240)

REPO = Path(__file__).resolve().parents[2]


async def test_both_ways_in_on_the_demo_library(browser: Any, tmp_path: Path) -> None:
    demo = tmp_path / "mylifedb-demo"
    made = await anyio.run_process(
        [sys.executable, "-m", "server", "demo", "--dir", str(demo)], cwd=REPO, check=False
    )
    assert made.returncode == 0, made.stderr.decode()
    app = await LocalAppClient.open(Settings.resolve(root=demo, state_dir=demo / ".mylifedb"))
    try:
        pending = (await app.list_suggestions()).suggestions
        declined = (await app.list_declined()).files
        assert len(pending) >= 5 and declined  # the demo has a file that fits nowhere
        first, second = pending[0], pending[1]

        async with serve_page(app) as url:
            page = await open_page(browser, url)
            # a card per suggestion, and one per declined file (with Choose… only)
            await expect(page.locator("main article")).to_have_count(len(pending) + len(declined))
            left = page.locator("article", has_text=declined[0].file_path)
            await expect(left).to_contain_text("no suggestion")
            await expect(left.get_by_role("button", name="Move", exact=True)).to_be_hidden()
            await expect(left.get_by_role("button", name="Choose…", exact=True)).to_be_visible()
            await expect(page.get_by_text("Loading preview…")).to_have_count(0)
            assert await page.locator("article .preview img").count() >= 1  # the photos
            assert await page.locator("article .preview pre").count() >= 3  # PDFs and notes
            card = page.locator("article", has_text=first.file_path)
            await card.get_by_role("button", name="Move", exact=True).click()
            await expect(card).to_contain_text(f"Moved to {first.target_folder}")
            assert not (demo / first.file_path).exists()
            name = first.new_name or Path(first.file_path).name  # Move takes a proposed name
            assert (demo / first.target_folder / name).is_file()
            assert page.js_errors == []  # type: ignore[attr-defined]

        server = build_server(app, watch=False, index_on_start=False)
        async with hosted(browser, server) as h:
            # the Move made on the other page is there, decided today, with its Undo
            await expect(h.view.locator("main article")).to_have_count(len(pending) + len(declined))
            moved = h.view.locator("article", has_text=first.file_path)
            await expect(moved).to_contain_text(f"Moved to {first.target_folder}")
            await expect(moved.get_by_role("button", name="Undo", exact=True)).to_be_visible()
            card = h.view.locator("article", has_text=second.file_path)
            await card.get_by_role("button", name="Keep", exact=True).click()
            await expect(card).to_contain_text("stays where it is")
            assert (demo / second.file_path).is_file()
            assert (await app.get_suggestion(second.id)).status == "rejected"
            assert h.errors == []
    finally:
        await app.aclose()
