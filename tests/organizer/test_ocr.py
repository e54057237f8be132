"""The 'ocr' digest: text read from screenshots and text-less scans with the engine the `ocr`
extra installs (its models ship in the wheel; nothing is downloaded). Kept to two small
images: OCR is the slowest digest there is."""

from __future__ import annotations

import logging
import sys
from pathlib import Path

import pytest
from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFont

from appclient.digests import extract, ocr
from tests.organizer.conftest import open_lib, photo

pytestmark = pytest.mark.skipif(not ocr.available(), reason="the `ocr` extra is not installed")


def _screenshot(path: Path) -> Path:
    img = Image.new("RGB", (520, 110), "white")
    draw = ImageDraw.Draw(img)
    font = ImageFont.load_default(size=30)
    draw.text((12, 12), "Rechnung Nr. 2024-118", fill="black", font=font)
    draw.text((12, 60), "Heizung Wartung 240 EUR", fill="black", font=font)
    img.save(path)
    return path


def test_a_screenshot_gets_an_ocr_digest(tmp_path: Path) -> None:
    shot = _screenshot(tmp_path / "Screenshot 2025-05-04 at 21.40.03.png")
    digests = {d.digester: d for d in extract(shot, "image/png", shot.stat().st_size)}
    assert set(digests) == {"image_metadata", "ocr"}
    text = digests["ocr"].content or ""
    assert "Rechnung" in text and "Wartung" in text
    assert (
        digests["ocr"].data["engine"] in ("tesseract", "rapidocr-onnxruntime")
        and digests["ocr"].data["lines"] >= 2
    )
    # a PDF without a text layer (a scan) is read from its page image
    pdf = FPDF()
    pdf.add_page()
    pdf.image(str(shot), x=10, y=10, w=120)
    scan = tmp_path / "scan_0007.pdf"
    pdf.output(str(scan))
    got = {d.digester: d for d in extract(scan, "application/pdf", scan.stat().st_size)}
    assert not (got["pdf_text"].content or "").strip() and "Rechnung" in (got["ocr"].content or "")


def test_camera_photos_are_not_read_and_ocr_can_be_turned_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    photo(tmp_path / "IMG_0001.jpg", "2024:03:12 10:00:00")
    jpg = tmp_path / "IMG_0001.jpg"
    assert [d.digester for d in extract(jpg, "image/jpeg", jpg.stat().st_size)] == [
        "image_metadata"
    ]
    monkeypatch.setenv("MYLIFEDB_OCR", "0")
    shot = _screenshot(tmp_path / "shot.png")
    assert [d.digester for d in extract(shot, "image/png", shot.stat().st_size)] == [
        "image_metadata"
    ]


def test_without_the_extra_ocr_is_off_with_one_log_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    ocr._engine.cache_clear()
    monkeypatch.setitem(
        sys.modules, "rapidocr_onnxruntime", None
    )  # `import` now raises ImportError
    monkeypatch.setattr(ocr.tesseract, "installed", lambda: False)  # and no Tesseract
    try:
        shot = _screenshot(tmp_path / "shot.png")
        with caplog.at_level(logging.INFO, logger="mylifedb.index"):
            for _ in range(3):
                assert [d.digester for d in extract(shot, "image/png", shot.stat().st_size)] == [
                    "image_metadata"
                ]
        lines = [r for r in caplog.records if "OCR is off" in r.getMessage()]
        assert len(lines) == 1 and "mylifedb-mcp[ocr]" in lines[0].getMessage()
    finally:
        ocr._engine.cache_clear()


async def test_ocr_text_is_searchable_and_shown(tmp_path: Path) -> None:
    lib = tmp_path / "src"
    lib.mkdir()
    _screenshot(lib / "shot.png")
    client = await open_lib(tmp_path, {"guideline.md": "", "inbox/shot.png": ""})
    try:
        (client.root / "inbox/shot.png").write_bytes((lib / "shot.png").read_bytes())
        await client.index()
        hits = (await client.search("Wartung")).results
        assert [h.path for h in hits] == ["inbox/shot.png"]
        detail = await client.get_file("inbox/shot.png")
        assert "Rechnung" in detail.digests["ocr"]["content"]
    finally:
        await client.aclose()
