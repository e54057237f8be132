"""The digest registry over real files: every digester, the bounds, and the failures that
must come back as data (never as an exception or a warning)."""

from __future__ import annotations

import json
import time
import warnings
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest
from fpdf import FPDF
from PIL import Image

from appclient import digests
from appclient.digests import DIGEST_VERSION, Digest, extract, guess_mime, search_text


def _write(path: Path, data: bytes | str) -> Path:
    if isinstance(data, str):
        path.write_text(data, encoding="utf-8")
    else:
        path.write_bytes(data)
    return path


def _one(path: Path, mime: str | None = None) -> Digest:
    result = extract(path, mime or guess_mime(path.name), path.stat().st_size)
    assert len(result) == 1
    return result[0]


def _pdf(path: Path, pages: int, *, title: str | None = None, author: str | None = None) -> Path:
    pdf = FPDF()
    if title:
        pdf.set_title(title)
    if author:
        pdf.set_author(author)
    pdf.set_font("helvetica", size=12)
    for i in range(pages):
        pdf.add_page()
        pdf.cell(text=f"Page {i + 1} of the electricity invoice")
    pdf.output(str(path))
    return path


def _photo(path: Path) -> Path:
    exif = Image.Exif()
    exif[0x010F] = "Canon"  # Make
    exif[0x0110] = "Canon EOS R6"  # Model
    exif.get_ifd(0x8769)[0x9003] = "2023:07:14 10:22:33"  # DateTimeOriginal
    gps = exif.get_ifd(0x8825)
    gps[1], gps[2] = "N", (52.0, 22.0, 1.5)
    gps[3], gps[4] = "E", (4.0, 53.0, 2.0)
    Image.new("RGB", (64, 48), "teal").save(path, "JPEG", exif=exif)
    return path


# --------------------------------------------------------------------------- api


def test_public_surface() -> None:
    assert isinstance(DIGEST_VERSION, int) and DIGEST_VERSION >= 1
    assert set(digests.__all__) == {
        "DIGEST_VERSION",
        "current",
        "TEXT_DIGESTERS",
        "Digest",
        "extract",
        "extract_open",
        "guess_mime",
        "search_text",
    }
    d = Digest("text", "x", {})
    with pytest.raises(AttributeError):
        d.content = "y"  # type: ignore[misc]
    assert d.error is None


@pytest.mark.parametrize(
    ("name", "mime"),
    [
        ("notes.md", "text/markdown"),
        ("NOTES.MD", "text/markdown"),
        ("table.csv", "text/csv"),
        ("data.json", "application/json"),
        ("IMG_0001.HEIC", "image/heic"),
        ("photo.jpg", "image/jpeg"),
        ("photo.jpeg", "image/jpeg"),
        ("scan.png", "image/png"),
        ("invoice.pdf", "application/pdf"),
        ("script.py", "text/x-python"),
        ("app.ts", "text/x-typescript"),
        ("app.tsx", "text/x-typescript"),
        ("main.go", "text/x-go"),
        ("lib.rs", "text/x-rust"),
        ("pyproject.toml", "text/x-toml"),
        ("ci.yaml", "text/yaml"),
        ("ci.yml", "text/yaml"),
        ("page.html", "text/html"),
        ("readme.txt", "text/plain"),
        ("Makefile", "text/plain"),
        ("life/gov docs/passport scan.pdf", "application/pdf"),
        ("archive.tar.gz", "application/gzip"),
        ("mystery.qqq", "application/octet-stream"),
        ("noextension", "application/octet-stream"),
        ("", "application/octet-stream"),
    ],
)
def test_guess_mime(name: str, mime: str) -> None:
    assert guess_mime(name) == mime


# --------------------------------------------------------------------------- text


def test_markdown(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "trip.md", "# Lisbon 2024\n\nFlights and *hotel* — café ✓\n"))
    assert d.digester == "text" and d.error is None
    assert "Lisbon 2024" in d.content and "café ✓" in d.content
    assert d.data == {"encoding": "utf-8", "truncated": False}


def test_csv_json_and_code_keep_text_as_is(tmp_path: Path) -> None:
    csv_text = "date,amount,payee\n2024-01-02,12.50,Bakery\n"
    payload = json.dumps({"invoice": "INV-42", "total": 99.5}, indent=2)
    code = "def transfer(amount: int) -> None:\n    print('sent', amount)\n"
    for name, text, mime in [
        ("bank.csv", csv_text, "text/csv"),
        ("invoice.json", payload, "application/json"),
        ("bank.py", code, "text/x-python"),
    ]:
        path = _write(tmp_path / name, text)
        assert guess_mime(name) == mime
        d = _one(path)
        assert (d.digester, d.content, d.error) == ("text", text, None)


def test_textlike_application_types(tmp_path: Path) -> None:
    path = _write(tmp_path / "feed.xml", "<feed><title>News</title></feed>")
    for mime in ("application/xml", "application/x-yaml", "application/ld+json", "image/svg+xml"):
        d = extract(path, mime, 32)[0]
        assert d.digester == "text" and d.content and "News" in d.content
    # parameters on the mime type are tolerated
    assert extract(path, "Text/Plain; charset=utf-8", 32)[0].digester == "text"


def test_html_strips_tags_scripts_and_styles_and_keeps_title(tmp_path: Path) -> None:
    html = """<!doctype html><html><head><title>Tax return 2023</title>
    <style>body { color: red }</style><script>var secret = "do-not-index";</script></head>
    <body><h1>Summary</h1><p>Refund &amp; interest: <b>412 EUR</b></p>
    <script>alert('x')</script><noscript>enable js</noscript><ul><li>one</li><li>two</li></ul>
    </body></html>"""
    d = _one(_write(tmp_path / "return.html", html))
    assert d.digester == "text" and d.error is None
    assert d.data["title"] == "Tax return 2023"
    assert "Refund & interest: 412 EUR" in d.content
    assert "Summary" in d.content and "one" in d.content and "two" in d.content
    for gone in ("<", "color: red", "do-not-index", "alert", "enable js"):
        assert gone not in d.content


def test_html_table_cells_and_page_parts_stay_apart(tmp_path: Path) -> None:
    html = """<html><body><nav>Home</nav><main><table>
    <tr><td>Applicant Name</td><td>ROHIT VERMA</td></tr><tr><th>ARN</th><td>25-1000871234</td></tr>
    </table></main></body></html>"""
    d = _one(_write(tmp_path / "appointment.html", html))
    assert "Applicant Name ROHIT VERMA" in d.content and "ARN 25-1000871234" in d.content
    assert "Home\n" in d.content


def test_broken_html_still_gives_text(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "broken.html", "<p>hello <b>world</p><div <<< unclosed"))
    assert d.digester == "text" and d.content and "hello" in d.content and "world" in d.content


def test_latin1_and_cp1252_fallbacks(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "old.txt", "Grüße aus Köln, café".encode("latin-1")))
    assert d.content == "Grüße aus Köln, café"  # whichever Western code page is recorded
    assert d.data["encoding"] in {"cp1252", "latin-1", "cp1250", "iso8859_15"}
    # bytes cp1252 leaves undefined still decode (latin-1 is the last resort)
    d = _one(_write(tmp_path / "odd.txt", b"caf\xe9 \x81 \x8d"))
    assert d.data["encoding"] == "latin-1" and d.content.startswith("café")


def test_utf8_bom_and_utf16(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "bom.txt", "\ufeffhello bom".encode()))
    assert (d.content, d.data["encoding"]) == ("hello bom", "utf-8-sig")
    d = _one(_write(tmp_path / "wide.txt", "hello wide".encode("utf-16")))
    assert (d.content, d.data["encoding"]) == ("hello wide", "utf-16")


def test_binary_file_with_a_text_name_is_metadata_only(tmp_path: Path) -> None:
    path = _write(
        tmp_path / "notes.txt", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR" + bytes(range(256)) * 4
    )
    d = _one(path)
    assert d.digester == "metadata" and d.content is None and d.error is None
    assert d.data["size"] == path.stat().st_size and d.data["extension"] == ".txt"
    assert d.data["binary"] is True


def test_empty_file(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "empty.md", b""))
    assert d.digester == "text" and d.content is None and d.error is None
    assert d.data["truncated"] is False
    assert search_text([d]) == ""


def test_huge_text_is_bounded(tmp_path: Path) -> None:
    line = "the quick brown fox jumps over the lazy dog é\n"
    path = _write(tmp_path / "huge.log", line * 200_000)  # ~9 MiB
    started = time.perf_counter()
    d = _one(path)
    assert time.perf_counter() - started < 2
    assert d.digester == "text" and d.error is None
    assert d.data["truncated"] is True
    assert len(d.content) == digests.base.MAX_CONTENT_CHARS
    assert len(search_text([d])) <= digests.MAX_SEARCH_CHARS


def test_truncation_never_cuts_a_character_into_mojibake(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(digests.text, "MAX_TEXT_BYTES", 7)
    d = _one(_write(tmp_path / "cut.txt", "aaaaaaé more"))  # 'é' is bytes 7..8: cut in half
    assert (d.content, d.data["encoding"], d.data["truncated"]) == ("aaaaaa", "utf-8", True)


# --------------------------------------------------------------------------- pdf


def test_pdf_text_with_metadata(tmp_path: Path) -> None:
    d = _one(_pdf(tmp_path / "invoice.pdf", 3, title="Electricity March", author="Acme Power"))
    assert d.digester == "pdf_text" and d.error is None
    assert "Page 1 of the electricity invoice" in d.content and "Page 3" in d.content
    assert d.data["pages"] == 3 and d.data["pages_read"] == 3 and d.data["truncated"] is False
    assert (d.data["title"], d.data["author"]) == ("Electricity March", "Acme Power")
    text = search_text([d])
    assert "Electricity March" in text and "Acme Power" in text and "invoice" in text


def test_pdf_page_cap(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(digests.pdf, "PDF_MAX_PAGES", 4)
    d = _one(_pdf(tmp_path / "long.pdf", 7))
    assert d.error is None
    assert d.data["pages"] == 7 and d.data["pages_read"] == 4 and d.data["truncated"] is True
    assert "Page 4 " in d.content and "Page 5 " not in d.content


def test_pdf_deadline(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(digests.pdf, "PDF_DEADLINE_S", -1.0)
    d = _one(_pdf(tmp_path / "slow.pdf", 3))
    assert d.error is None and d.content is None
    assert d.data["timed_out"] is True and d.data["truncated"] is True and d.data["pages_read"] == 0


@pytest.mark.parametrize(("user_password", "readable"), [("", True), ("secret", False)])
def test_encrypted_pdf(tmp_path: Path, user_password: str, readable: bool) -> None:
    pdf = FPDF()
    pdf.set_font("helvetica", size=12)
    pdf.add_page()
    pdf.cell(text="Bank statement May")
    pdf.set_encryption(owner_password="owner", user_password=user_password)
    path = tmp_path / "statement.pdf"
    pdf.output(str(path))
    d = _one(path)
    assert d.digester == "pdf_text" and d.data["encrypted"] is True
    if readable:  # an empty user password opens it
        assert d.error is None and d.content == "Bank statement May"
    else:
        assert d.content is None and d.error == "encrypted PDF: a password is required"


@pytest.mark.parametrize("cut", [0.1, 0.5, 0.97])
def test_truncated_pdf_is_an_error_not_a_crash(tmp_path: Path, cut: float) -> None:
    whole = _pdf(tmp_path / "whole.pdf", 2).read_bytes()
    path = _write(tmp_path / "cut.pdf", whole[: int(len(whole) * cut)])
    d = _one(path)
    assert d.digester == "pdf_text"
    assert d.error and "\n" not in d.error


def test_garbage_pdf_is_an_error(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "fake.pdf", b"%PDF-1.7\nthis is not a pdf at all"))
    assert d.digester == "pdf_text" and d.content is None
    assert d.error and d.error.startswith("unreadable PDF")


def test_pdf_extraction_prints_nothing(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _one(_write(tmp_path / "fake.pdf", b"%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer"))
    _one(_pdf(tmp_path / "ok.pdf", 1))
    out = capsys.readouterr()
    assert out.out == ""


# --------------------------------------------------------------------------- images


def test_jpeg_exif(tmp_path: Path) -> None:
    d = _one(_photo(tmp_path / "IMG_1234.jpg"))
    assert d.digester == "image_metadata" and d.content is None and d.error is None
    assert d.data == {
        "width": 64,
        "height": 48,
        "format": "JPEG",
        "taken_at": "2023-07-14T10:22:33",
        "camera": "Canon EOS R6",
        "has_gps": True,
        "gps": {"lat": 52.367083, "lon": 4.883889},  # 52°22'1.5" N, 4°53'2" E
        "place": "Amsterdam, Gemeente Amsterdam, North Holland, Netherlands",
        "city": "Amsterdam",
        "region": "North Holland",
        "country": "Netherlands",
    }
    json.dumps(d.data)  # serialisable as is


def test_exif_dates_without_seconds_or_time_are_read() -> None:
    from appclient.digests.image import _exif_date

    assert _exif_date("2024:07:05 10:00") == "2024-07-05T10:00:00"
    assert _exif_date("2024:07:05") == "2024-07-05T00:00:00"
    assert _exif_date("2024:07:05 10:00:07") == "2024-07-05T10:00:07"
    assert _exif_date("0000:00:00 00:00:00") is None and _exif_date("    ") is None


def test_png_without_exif(tmp_path: Path) -> None:
    path = tmp_path / "diagram.png"
    Image.new("RGBA", (30, 20)).save(path)
    d = _one(path)
    assert d.error is None
    assert d.data == {"width": 30, "height": 20, "format": "PNG"}
    assert search_text([d]) == "image 30x20 png"


def test_camera_make_and_model_joined_when_model_lacks_make(tmp_path: Path) -> None:
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = "FUJIFILM ", "X100V\x00"
    exif.get_ifd(0x8769)[0x9003] = "0000:00:00 00:00:00"  # cameras write zeros when unset
    path = tmp_path / "fuji.jpg"
    Image.new("RGB", (8, 8)).save(path, exif=exif)
    d = _one(path)
    assert d.data["camera"] == "FUJIFILM X100V"
    assert "taken_at" not in d.data and d.data["has_gps"] is False


def test_corrupt_jpeg_is_an_error(tmp_path: Path) -> None:
    whole = _photo(tmp_path / "ok.jpg").read_bytes()
    for name, data in [("cut.jpg", whole[:150]), ("junk.jpg", b"\xff\xd8\xff" + b"junk" * 50)]:
        d = _one(_write(tmp_path / name, data))
        assert d.digester == "image_metadata" and d.content is None
        assert d.error and "\n" not in d.error


def _corrupt_exif_jpeg(path: Path) -> Path:
    exif = Image.Exif()
    exif[0x010F] = "Canon"
    Image.new("RGB", (16, 16)).save(path, exif=exif)
    data = bytearray(path.read_bytes())
    tiff = data.index(b"Exif\x00\x00") + 6
    order = "little" if data[tiff : tiff + 2] == b"II" else "big"
    data[tiff + 4 : tiff + 8] = (0x7FFF).to_bytes(4, order)  # IFD0 offset past the end
    path.write_bytes(bytes(data))
    return path


def test_corrupt_exif_keeps_the_size_and_warns_nobody(tmp_path: Path) -> None:
    # Pillow warns "Corrupt EXIF data"; under filterwarnings=error an escaped warning
    # would turn into an error digest here.
    d = _one(_corrupt_exif_jpeg(tmp_path / "odd.jpg"))
    assert d.error is None
    assert d.data == {"width": 16, "height": 16, "format": "JPEG"}


def test_unsupported_image_format_is_an_error(tmp_path: Path) -> None:
    d = _one(_write(tmp_path / "IMG_0001.heic", b"\x00\x00\x00\x18ftypheic" + b"\x00" * 64))
    assert d.digester == "image_metadata" and d.error


def test_decompression_bomb_guard(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "big.png"
    Image.new("L", (200, 200)).save(path)
    from PIL import Image as PILImage

    monkeypatch.setattr(PILImage, "MAX_IMAGE_PIXELS", 30_000)  # Pillow would only warn
    d = _one(path)
    assert d.error and "decompression" in d.error.lower()
    assert d.data["width"] == 200
    monkeypatch.setattr(PILImage, "MAX_IMAGE_PIXELS", 1_000)  # Pillow raises
    d = _one(path)
    assert d.error and "decompression" in d.error.lower()


def test_search_text_renders_image_metadata(tmp_path: Path) -> None:
    d = _one(_photo(tmp_path / "beach.jpg"))
    text = search_text([d])
    assert text == (
        "photo 64x48 jpeg taken 2023-07-14 July 2023 Canon EOS R6"
        " Amsterdam, Gemeente Amsterdam, North Holland, Netherlands gps"
    )


def test_search_text_joins_and_bounds() -> None:
    parts = [
        Digest("text", "alpha " * (digests.MAX_SEARCH_CHARS // 5), {}),
        Digest("image_metadata", None, {"width": 4032, "height": 3024, "format": "JPEG"}),
        Digest("pdf_text", None, {}, error="unreadable PDF: x"),
        Digest("metadata", None, {"size": 1, "extension": ".bin"}),
    ]
    text = search_text(parts)
    assert text.startswith("image 4032x3024 jpeg\nalpha")
    assert len(text) == digests.MAX_SEARCH_CHARS
    assert search_text([]) == ""


# --------------------------------------------------------------------------- other


def test_other_files_get_metadata(tmp_path: Path) -> None:
    path = _write(tmp_path / "backup.zip", b"PK\x03\x04" + b"\x00" * 99)
    d = _one(path)
    assert d == Digest("metadata", None, {"size": 103, "extension": ".zip"})
    assert search_text([d]) == ""


def test_a_recording_gets_metadata_and_a_transcript_when_it_can(tmp_path: Path) -> None:
    from appclient.digests import audio

    path = _write(tmp_path / "song.mp3", b"ID3" + b"\x00" * 100)
    found = extract(path, guess_mime("song.mp3"), 103)
    assert found[0] == Digest("metadata", None, {"size": 103, "extension": ".mp3"})
    if audio.available():  # a broken recording: the failure is said, the file still indexed
        assert len(found) == 2 and found[1].digester == "transcript"
        assert found[1].error and found[1].error.startswith("transcription failed")
    else:
        assert len(found) == 1


def test_missing_file_is_an_error_for_every_kind(tmp_path: Path) -> None:
    for name in ("gone.txt", "gone.pdf", "gone.jpg"):
        d = extract(tmp_path / name, guess_mime(name), 0)[0]
        assert d.error and d.content is None


def test_no_warning_escapes_and_filters_are_restored(tmp_path: Path) -> None:
    before = list(warnings.filters)
    files = [
        _photo(tmp_path / "a.jpg"),
        _corrupt_exif_jpeg(tmp_path / "b.jpg"),
        _pdf(tmp_path / "c.pdf", 2),
        _write(tmp_path / "d.pdf", b"%PDF-1.4\n1 0 obj << /Length 999 >> stream\nxx\nendstream"),
        _write(tmp_path / "e.md", "# hi\n"),
    ]
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda p: _one(p), files * 10))
    assert [r.error is None for r in results[:5]] == [True, True, True, False, True]
    assert results[:5] * 10 == results
    assert warnings.filters == before
