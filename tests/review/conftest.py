"""Fixtures for the review page: a small real library with pending suggestions (a PDF, a
photo, notes), the real server on loopback under uvicorn, and headless Chromium (Debian's
`chromium`, driven through Playwright with `executable_path`: nothing is downloaded).

Without Chromium the browser tests are skipped, unless MYLIFEDB_REQUIRE_BROWSER=1 (set by
.ci/run, which installs it) turns that into a failure."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import pytest

from appclient import LocalAppClient, Settings
from appclient.models import Alternative
from server.app import build_server, create_http_app
from tests.fixtures import write_library
from tests.fixtures.servers import http_server

CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
WAIT_MS = 20_000  # Playwright waits on the page's own events; this only bounds a broken run

GUIDELINE = """# Where things go
- Pay, W-2s and payslips from ACME: work/acme/compensation/
- Trip photos: life/trips/<yyyy-mm place>/
- Recipes: notes/recipes/; journal entries: notes/journal/
- Home: lease and utilities in life/home/
- IDs: life/gov docs/
"""

LIBRARY = {
    "guideline.md": GUIDELINE,
    "work/acme/compensation/payslip 2024-12.txt": "ACME payslip December 2024\n",
    "life/trips/2024-03 japan/itinerary.md": "# Japan, March 2024\nKyoto, Osaka\n",
    "notes/recipes/banana bread.md": "# Banana bread\n3 bananas\n",
    "notes/journal/2025-01-01.md": "New year.\n",
    "life/home/lease 2023.txt": "Lease agreement 2023\n",
    "life/gov docs/passport.txt": "Passport of Jane Doe\n",
    "inbox/shakshuka.md": "# Shakshuka\n\n- 6 eggs\n- 1 can tomatoes\n- 1 onion\n\nSimmer, then crack the eggs in.\n",
    "inbox/lease renewal.txt": "Lease renewal for 2025, flat 4B.\nRent stays the same.\n",
    "inbox/untitled.txt": "call mum about sunday\n",
}

# (file, target, reasoning, confidence, alternatives): three at or above 90%, two below.
SUGGESTIONS = [
    (
        "inbox/untitled.txt",
        "notes/journal/",
        "Short and personal: reads like a journal note, but it could be a to-do.",
        0.41,
        [],
    ),
    (
        "inbox/lease renewal.txt",
        "life/home/",
        "A lease renewal letter; the guideline keeps the lease in life/home/.",
        0.72,
        [
            Alternative(folder="life/gov docs/", reasoning="an official document"),
            Alternative(folder="life/housing/", reasoning="a folder of its own for the flat"),
        ],
    ),
    (
        "inbox/shakshuka.md",
        "notes/recipes/",
        "A recipe (ingredients, then steps): recipes go to notes/recipes/ like banana bread.md.",
        0.91,
        [],
    ),
    (
        "inbox/IMG_3120.jpg",
        "life/trips/2024-03 japan/",
        "A photo taken on 2024-03-14, during the "
        "Japan trip whose itinerary is in life/trips/2024-03 japan/.",
        0.92,
        [],
    ),
    (
        "inbox/W2_2024.pdf",
        "work/acme/compensation/",
        "Form W-2 from ACME Corp for 2024: the "
        "guideline files W-2s and payslips from ACME in work/acme/compensation/.",
        0.95,
        [],
    ),
]


def write_pdf(path: Path, pages: list[str]) -> None:
    from fpdf import FPDF

    pdf = FPDF()
    pdf.set_font("helvetica", size=13)
    for text in pages:
        pdf.add_page()
        pdf.multi_cell(0, 8, text)
    path.parent.mkdir(parents=True, exist_ok=True)
    pdf.output(str(path))


def write_photo(path: Path, size: tuple[int, int] = (1600, 1200)) -> None:
    from PIL import Image, ImageDraw

    image = Image.new("RGB", size, (40, 90, 160))
    draw = ImageDraw.Draw(image)
    w, h = size
    draw.rectangle((0, h * 2 // 3, w, h), fill=(60, 140, 70))  # a field under a sky
    draw.ellipse((w // 2, h // 8, w // 2 + h // 4, h // 8 + h // 4), fill=(250, 210, 60))
    path.parent.mkdir(parents=True, exist_ok=True)
    image.save(path, "JPEG", quality=85)


def write_review_library(root: Path) -> Path:
    write_library(root, LIBRARY)
    write_pdf(
        root / "inbox/W2_2024.pdf",
        [
            "Form W-2 Wage and Tax Statement 2024\nEmployer: ACME Corp\nWages: 98,000.00",
            "Instructions for Employee (second page)",
        ],
    )
    write_photo(root / "inbox/IMG_3120.jpg")
    return root


async def add_suggestions(app: LocalAppClient) -> dict[str, str]:
    """The SUGGESTIONS, made the way the daemon makes them; file path -> suggestion id."""
    ids = {}
    for path, target, why, confidence, alternatives in SUGGESTIONS:
        sug = await app.create_suggestion(
            path, target, why, confidence, alternatives=alternatives, source="agent:local"
        )
        ids[path] = sug.id
    return ids


@pytest.fixture
def review_settings(tmp_path: Path) -> Settings:
    write_review_library(tmp_path / "MyLifeDB")
    return Settings.resolve(root=tmp_path / "MyLifeDB", state_dir=tmp_path / "state")


@pytest.fixture
async def review_app(review_settings: Settings) -> AsyncIterator[LocalAppClient]:
    client = await LocalAppClient.open(review_settings)
    await client.index()
    try:
        yield client
    finally:
        await client.aclose()


@asynccontextmanager
async def serve_page(app: LocalAppClient, **kwargs: Any) -> AsyncIterator[str]:
    """The real HTTP server (MCP endpoint + review page) on 127.0.0.1; yields its base URL."""
    token = kwargs.pop("token", None)
    server = build_server(app, watch=False, index_on_start=False, **kwargs)
    async with http_server(create_http_app(server, host="127.0.0.1", token=token)) as mcp_url:
        yield mcp_url.removesuffix("mcp")


def chromium_path() -> str | None:
    found = (
        os.environ.get("MYLIFEDB_CHROMIUM")
        or shutil.which("chromium")
        or shutil.which("chromium-browser")
    )
    return found if found and Path(found).exists() else None


@pytest.fixture
async def browser() -> AsyncIterator[Any]:
    path = chromium_path()
    if path is None:
        message = "Chromium is not installed (apt-get install chromium; .ci/run does it)"
        if os.environ.get("MYLIFEDB_REQUIRE_BROWSER"):
            pytest.fail(message)
        pytest.skip(message)
    from playwright.async_api import async_playwright, expect

    expect.set_options(timeout=WAIT_MS)
    async with async_playwright() as pw:
        chromium = await pw.chromium.launch(executable_path=path, args=CHROMIUM_FLAGS)
        try:
            yield chromium
        finally:
            await chromium.close()
