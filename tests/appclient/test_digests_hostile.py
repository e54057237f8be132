"""Small files that would cost far more than their size (the security issue's digester
items): an e-mail whose Subject is 30,000 encoded words, one whose Subject is 2.4 MiB of
plain text, a 9,400 x 9,400 PNG that is 300 KB on disk, a PDF page image of that size, a
WAV declaring a 1 Hz sample rate. Each is checked by what the code cuts or refuses before
the costly step — never by timing."""

from __future__ import annotations

import struct
import wave
import zlib
from pathlib import Path

import pytest

from appclient.digests import email as email_digest
from appclient.digests import extract, ocr, pixels


def _png(path: Path, side: int) -> Path:
    """An RGB PNG of side x side black pixels, written as a stream (never held decoded)."""

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    z = zlib.compressobj(9)
    row = b"\x00" + b"\x00" * (side * 3)
    idat = b"".join(z.compress(row) for _ in range(side)) + z.flush()
    ihdr = struct.pack(">IIBBBBB", side, side, 8, 2, 0, 0, 0)
    path.write_bytes(
        b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")
    )
    return path


# ------------------------------------------------------------------ e-mail
def test_a_subject_of_thirty_thousand_encoded_words_is_cut_before_decoding(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    word = "=?utf-8?b?w7PFgsOzxYI=?="  # 'ółół'
    path = tmp_path / "bomb.eml"
    path.write_bytes(
        (
            "Subject: " + " ".join([word] * 30_000) + "\r\nFrom: a@example.org\r\n\r\nHello\r\n"
        ).encode()
    )
    seen: list[int] = []
    real = email_digest.decode_header

    def spy(value: str) -> object:
        seen.append(len(value))
        return real(value)

    monkeypatch.setattr(email_digest, "decode_header", spy)
    (d,) = extract(path, "message/rfc822", path.stat().st_size)
    assert d.data["headers_truncated"] is True
    assert d.data["subject"].startswith("ółółółół") and len(d.data["subject"]) <= 500
    assert d.data["from"] == "a@example.org"
    assert d.content is not None and d.content.endswith("Hello")
    assert seen and max(seen) <= email_digest.MAX_HEADER_CHARS  # never the 720 KB header


def test_a_header_block_of_megabytes_is_cut_before_parsing(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "long.eml"
    path.write_bytes(b"Subject: " + b"x" * (2400 << 10) + b"\r\nFrom: a@b\r\n\r\nbody\r\n")
    parsed: list[int] = []
    real = email_digest.BytesParser.parsebytes

    def spy(self: object, raw: bytes, headersonly: bool = False) -> object:
        parsed.append(len(raw))
        return real(self, raw, headersonly)  # type: ignore[arg-type]

    monkeypatch.setattr(email_digest.BytesParser, "parsebytes", spy)
    (d,) = extract(path, "message/rfc822", path.stat().st_size)
    # The 2.4 MiB header reached the parser as its first 4 KiB; the rest of the mail whole.
    assert len(parsed) == 1 and parsed[0] <= email_digest.MAX_HEADER_CHARS + 64
    assert d.data["headers_truncated"] is True
    assert d.data["subject"].startswith("xxxx") and d.data["from"] == "a@b"
    assert d.content is not None and d.content.endswith("body")


def test_parts_are_counted(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(email_digest, "MAX_PARTS", 5)
    parts = "".join(
        f"--b\r\nContent-Type: text/plain\r\nContent-Disposition: attachment; filename=f{i}.txt"
        f"\r\n\r\nx\r\n"
        for i in range(20)
    )
    path = tmp_path / "parts.eml"
    path.write_text(
        'Subject: many\r\nContent-Type: multipart/mixed; boundary="b"\r\n\r\n' + parts + "--b--\r\n"
    )
    (d,) = extract(path, "message/rfc822", path.stat().st_size)
    assert d.data["parts_truncated"] is True and len(d.data["attachments"]) == 4


def test_raw_utf8_headers_are_read_as_utf8(tmp_path: Path) -> None:
    path = tmp_path / "raw.eml"
    path.write_bytes(
        "Subject: Zaświadczenie o zarobkach\r\nFrom: Kadry <k@x.pl>\r\n\r\nTreść\r\n".encode()
    )
    (d,) = extract(path, "message/rfc822", path.stat().st_size)
    assert d.data["subject"] == "Zaświadczenie o zarobkach"
    assert "headers_truncated" not in d.data


# ------------------------------------------------------------------ images
def test_a_huge_png_is_refused_before_it_is_decoded(tmp_path: Path) -> None:
    path = _png(tmp_path / "huge.png", 9400)
    assert path.stat().st_size < 400_000
    with pytest.raises(pixels.TooLarge, match="9400x9400"):
        pixels.open_scaled(str(path), 1600)
    if not ocr.available():
        pytest.skip("OCR is not installed here")
    d = ocr.ocr_digest(str(path), "image/png")
    assert d is not None and d.content is None
    assert d.error is not None and "9400x9400" in d.error


def test_a_big_jpeg_is_decoded_at_a_reduced_scale(tmp_path: Path) -> None:
    from PIL import Image

    path = tmp_path / "scan.jpg"
    Image.new("RGB", (6400, 4800), "white").save(path, quality=50)
    # Decoded whole it would need 88 MB; draft() decodes it at 1/4 scale.
    img = pixels.open_scaled(str(path), 1600, max_bytes=40 << 20)
    assert max(img.size) <= 1600


def test_a_pdf_page_image_is_checked_before_pypdf_decodes_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from fpdf import FPDF

    png = _png(tmp_path / "page.png", 2000)
    pdf = FPDF()
    pdf.add_page()
    pdf.image(str(png), x=0, y=0, w=200)
    path = tmp_path / "scan.pdf"
    pdf.output(str(path))
    monkeypatch.setattr(ocr, "MAX_DECODED_BYTES", 1 << 20)  # 2000² RGB is 11 MB
    with pytest.raises(pixels.TooLarge, match="2000x2000"):
        ocr._pdf_images(str(path))


# ------------------------------------------------------------------ audio
def test_a_wav_declaring_one_hertz_is_refused_not_resampled(tmp_path: Path) -> None:
    pytest.importorskip("av")
    from appclient.digests import audio

    if not audio.available():
        pytest.skip("transcripts are not installed here")
    path = tmp_path / "slow.wav"
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(1)
        w.writeframes(bytes(40_000))
    d = audio.transcript_digest(str(path))
    assert d is not None and d.error is not None
    assert "sample rate of 1 Hz" in d.error
