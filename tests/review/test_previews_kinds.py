"""Previews for every kind of file people keep, through the real core: a document's first
lines, a sheet's first rows, the first slide, an e-mail's sender, subject and date with its
first lines (no MIME headers, no boundary), an event's title and time, a contact's name, a
HEIC thumbnail, a video's date and place, a scanned PDF's page image, a Windows-1252 note in
its own code page — and a sentence, never a Python exception, for a broken file. Then the
same cards in the real page in headless Chromium."""

from __future__ import annotations

import base64
import io
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import pytest
from PIL import Image
from playwright.async_api import expect

from appclient import LocalAppClient, Settings
from server.review.previews import THUMB_PX, make_preview
from tests.fixtures import file_kinds as fk
from tests.fixtures import write_library

from .conftest import serve_page
from .pages import card, open_page

pytestmark = pytest.mark.timeout(180)


def _eml(path: Path) -> Path:
    msg = EmailMessage()
    msg["From"] = "Hausverwaltung Sonnenhof <info@sonnenhof.example>"
    msg["To"] = "oksana@example.org"
    msg["Subject"] = "Nebenkosten 2024: Ihre Abrechnung"
    msg["Date"] = "Tue, 04 Mar 2025 09:12:00 +0100"
    msg.set_content("Sehr geehrte Frau Hrytsenko,\nanbei Ihre Abrechnung für 2024.\n")
    msg.add_attachment(
        b"%PDF-1.4", maintype="application", subtype="pdf", filename="abrechnung.pdf"
    )
    path.write_bytes(bytes(msg))
    return path


def _scan_pdf(path: Path) -> Path:
    from fpdf import FPDF

    png = path.with_suffix(".png")
    Image.new("RGB", (600, 800), (230, 230, 220)).save(png)
    pdf = FPDF()
    pdf.add_page()
    pdf.image(str(png), x=0, y=0, w=210)
    pdf.output(str(path))
    png.unlink()
    return path


def _library(root: Path) -> Path:
    write_library(root, {"guideline.md": "# Where things go\n", "home/.keep": ""})
    inbox = root / "inbox"
    fk.write_all(inbox)
    fk.write_heic(inbox / "IMG_0001.HEIC", gps=(38.7139, -9.1394))
    _eml(inbox / "nebenkosten.eml")
    _scan_pdf(inbox / "scan.pdf")
    (inbox / "recette.txt").write_bytes("Crème brûlée de grand-mère, João".encode("cp1252"))
    (inbox / "broken.docx").write_bytes(b"PK\x03\x04 not really a zip")
    (inbox / "broken.heic").write_bytes(b"\x00\x00\x00\x18ftypheic" + b"\x00" * 64)
    return root


@pytest.fixture
async def kinds_app(tmp_path: Path) -> Any:
    settings = Settings.resolve(root=_library(tmp_path / "lib"), state_dir=tmp_path / "state")
    client = await LocalAppClient.open(settings)
    await client.index()
    try:
        yield client
    finally:
        await client.aclose()


async def test_a_preview_for_each_kind(kinds_app: LocalAppClient) -> None:
    async def text(path: str) -> str:
        p = await make_preview(kinds_app, f"inbox/{path}")
        assert p.kind == "text", (path, p.note)
        assert p.text is not None
        return p.text

    assert (await text("lease.docx")).startswith("Mietvertrag für die Wohnung\nDie Miete beträgt")
    assert (await text("budget.xlsx")).startswith(
        "## Sheet: Haushalt 2025\nMonat | Miete | Strom | Notiz\nMärz | 1250"
    )
    slide = await text("course.pptx")
    assert slide.startswith("## Slide 1\nPhotosynthesis") and "Respiration" not in slide
    assert (await text("letter.odt")).startswith("Szanowny Panie Sąsiedzie")
    assert "Składka | ubezpieczeniowa | 300" in await text("costs.ods")
    assert "Chapter One" in await text("novel.epub")
    assert (await text("note.rtf")).startswith("Crème brûlée pour le dîner")
    mail = await text("nebenkosten.eml")
    assert mail.startswith(
        "From: Hausverwaltung Sonnenhof <info@sonnenhof.example>\n"
        "Subject: Nebenkosten 2024: Ihre Abrechnung\nDate: Tue, 04 Mar 2025 09:12:00 +0100"
    )
    assert "Sehr geehrte Frau Hrytsenko," in mail
    assert "Content-Type" not in mail and "==" not in mail and "MIME" not in mail
    event = await text("invite.ics")
    assert event.startswith("Event: Wizyta kardiologiczna\nWhen: 2025-05-12T09:30:00")
    assert "BEGIN:" not in event
    assert (await text("anna.vcf")).startswith("Contact: Anna Wróblewska")
    assert (await text("recette.txt")) == "Crème brûlée de grand-mère, João"

    fk.forget_heif()  # the thumbnail must bring its own HEIF support
    heic = await make_preview(kinds_app, "inbox/IMG_0001.HEIC")
    assert heic.kind == "image" and heic.image is not None
    raw = base64.b64decode(heic.image.split(",", 1)[1])
    with Image.open(io.BytesIO(raw)) as im:
        assert im.format == "JPEG" and max(im.size) <= THUMB_PX

    scan = await make_preview(kinds_app, "inbox/scan.pdf")
    if scan.kind == "text":  # OCR read something off the blank page: also a preview
        assert scan.text
    else:
        assert scan.kind == "image" and scan.image is not None


async def test_broken_files_get_a_sentence_not_an_exception(kinds_app: LocalAppClient) -> None:
    for path in ("inbox/broken.docx", "inbox/broken.heic"):
        p = await make_preview(kinds_app, path)
        assert p.kind == "none" and p.note
        for python in ("Error:", "Exception", "<_io.", "Traceback", "UnidentifiedImage"):
            assert python not in p.note, (path, p.note)


async def test_the_page_shows_each_kind(browser: Any, kinds_app: LocalAppClient) -> None:
    shown = {
        "inbox/lease.docx": "Die Miete beträgt 1.250 EUR",
        "inbox/budget.xlsx": "Monat | Miete | Strom",
        "inbox/course.pptx": "Photosynthesis",
        "inbox/nebenkosten.eml": "Subject: Nebenkosten 2024",
        "inbox/invite.ics": "Event: Wizyta kardiologiczna",
        "inbox/anna.vcf": "Contact: Anna Wróblewska",
        "inbox/recette.txt": "Crème brûlée",
    }
    for path in [*shown, "inbox/IMG_0001.HEIC"]:
        await kinds_app.create_suggestion(path, "home/", "test", 0.5, source="agent:local")
    async with serve_page(kinds_app) as url:
        page = await open_page(browser, url)
        for path, words in shown.items():
            await expect(card(page, path).locator(".preview pre")).to_contain_text(words)
        photo = card(page, "inbox/IMG_0001.HEIC").locator(".preview img")
        await expect(photo).to_have_count(1)
        assert await photo.evaluate("img => img.naturalWidth") > 0
        assert not page.js_errors  # type: ignore[attr-defined]
