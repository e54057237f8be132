"""A phone photo of a paper (a parking fine, a prescription, a school note) that arrives in
inbox/ is read by OCR, so the organizer files it by what it says and search finds it by its
words; a photo library is not read (OCR of every photo would take hours); an accepted move
and moves by hand keep what was read; and an index made before this reads again only the
photos that arrived, not the library's scans. Real folders, a real index, Tesseract with
the Latin model (skipped where missing unless MYLIFEDB_REQUIRE_OCR=1, as in .ci/run)."""

from __future__ import annotations

import io
import sqlite3
from pathlib import Path

import pytest
from PIL import Image, ImageDraw, ImageFont

from appclient import LocalAppClient, Settings
from appclient import digests as dg

from .test_digests_ocr import SANS, _needs

LINES = ["PARKING FINE", "City of Springfield", "Plate: RKT-418", "Amount due: 46.00"]


def _photo(lines: list[str]) -> bytes:
    """A camera's JPEG (EXIF make, model, when taken) of a page with these lines."""
    face = ImageFont.truetype(str(SANS), 28)
    img = Image.new("RGB", (760, 60 + 48 * len(lines)), (246, 244, 238))
    draw = ImageDraw.Draw(img)
    for i, line in enumerate(lines):
        draw.text((30, 30 + 48 * i), line, font=face, fill=(20, 20, 20))
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = "Apple", "iPhone 13"
    exif.get_ifd(0x8769)[0x9003] = "2025:04:24 09:31:02"  # DateTimeOriginal
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=88, exif=exif)
    return buf.getvalue()


def _library(root: Path) -> None:
    (root / "inbox").mkdir(parents=True)
    (root / "Photos" / "2025").mkdir(parents=True)
    (root / "Car").mkdir()
    (root / "guideline.md").write_text("# Where things go\n\n- Car papers: Car/\n")
    (root / "Car" / "insurance.txt").write_text("Car insurance for RKT-418, 2025.\n")
    (root / "inbox" / "IMG_5177.JPG").write_bytes(_photo(LINES))
    (root / "Photos" / "2025" / "IMG_5003.JPG").write_bytes(_photo(["CITY BUS TIMETABLE"]))


def _ocr(detail: object) -> str:
    d = detail.digests.get("ocr")  # type: ignore[attr-defined]
    return (d or {}).get("content") or "" if isinstance(d, dict) else ""


async def test_a_photo_that_arrives_is_read_and_keeps_its_words_when_filed(
    tmp_path: Path,
) -> None:
    _needs("Latin", SANS)
    _library(tmp_path / "lib")
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        arrived = await client.get_file("inbox/IMG_5177.JPG")
        assert "RKT-418" in _ocr(arrived) and "PARKING FINE" in _ocr(arrived), arrived.digests
        assert "ocr" not in (await client.get_file("Photos/2025/IMG_5003.JPG")).digests
        found = await client.search("RKT-418 parking fine", mode="keyword")
        assert "inbox/IMG_5177.JPG" in [h.path for h in found.results]
        sug = await client.create_suggestion("inbox/IMG_5177.JPG", "Car/", "a parking fine", 0.9)
        await client.resolve_suggestion(sug.id, "accept")
        await client.index()  # a scan after the move reads nothing again
        assert "RKT-418" in _ocr(await client.get_file("Car/IMG_5177.JPG"))
    finally:
        await client.aclose()


async def test_a_photo_moved_by_hand_keeps_its_words(tmp_path: Path) -> None:
    _needs("Latin", SANS)
    _library(tmp_path / "lib")
    root = tmp_path / "lib"
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    try:
        await client.index()
        (root / "inbox" / "IMG_5177.JPG").rename(root / "Car" / "IMG_5177.JPG")  # in a file manager
        stats = await client.index()
        assert stats.renamed == 1, stats
        assert "RKT-418" in _ocr(await client.get_file("Car/IMG_5177.JPG"))
        found = await client.search("RKT-418 parking fine", mode="keyword")
        assert "Car/IMG_5177.JPG" in [h.path for h in found.results]
        (root / "Car" / "IMG_5177.JPG").rename(root / "Photos" / "2025" / "IMG_5177.JPG")
        await client.index()  # and again, from one folder to another
        assert "RKT-418" in _ocr(await client.get_file("Photos/2025/IMG_5177.JPG"))
    finally:
        await client.aclose()


def test_which_digests_an_older_index_keeps() -> None:
    assert dg.current("Scans/scan_0001.png", dg.DIGEST_VERSION)
    assert dg.current("Scans/scan_0001.png", 6)  # a scan: read as before, not again
    assert dg.current("inbox/note.txt", 6)
    assert not dg.current("inbox/IMG_5177.JPG", 6)  # a photo that arrived: read again
    assert not dg.current("Scans/scan_0001.png", 5)


async def test_an_index_made_before_reads_again_only_the_photos_that_arrived(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    _needs("Latin", SANS)
    _library(tmp_path / "lib")
    settings = Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    monkeypatch.setenv("MYLIFEDB_OCR", "0")  # as the version before: the photo has no text
    async with await LocalAppClient.open(settings) as client:
        await client.index()
        db_path = client.settings.db_path
    with sqlite3.connect(db_path) as db:
        db.execute("UPDATE files SET digest_version=6")
    monkeypatch.delenv("MYLIFEDB_OCR")
    async with await LocalAppClient.open(settings) as client:
        stats = await client.index()
        assert stats.updated == 1, stats
        assert "RKT-418" in _ocr(await client.get_file("inbox/IMG_5177.JPG"))
