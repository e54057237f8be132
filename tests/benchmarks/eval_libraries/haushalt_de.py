"""Familie Becker, Köln: a German household library, held out from the organizer's tuning.

Jana keeps the family's papers: tax years, the Sparkasse statements, the children's two
schools, Beihilfe and Debeka, the car, the rented flat, trips and photos. The words live in
``haushalt_de_data``; this module only renders them into files:

    text   .md/.txt/.html/.csv written as given (Sparkasse CSV exports in ISO-8859-1, as
           the bank ships them; everything else UTF-8)
    pdf    fpdf2 with a text layer, core fonts, so the text is folded to Latin-1
    scan   the page rendered by Pillow, slightly rotated and specked, embedded as a JPEG in
           a PDF without any text layer: only OCR can read it
    shot   PNG screenshots of a phone app, a chat, a web page or an error dialog
    photo  JPEGs with or without EXIF (DateTimeOriginal, DateTime, Make, Model)
    meme   a JPEG with caption text and no EXIF

Pillow's bundled font has no umlauts, so images draw the two dots themselves and write
"ss" and "EUR"; that keeps the bytes identical on machines without system fonts.
"""

from __future__ import annotations

import calendar
import datetime as dt
import io
import os
import random
import re
import sys
import unicodedata
from collections import Counter
from pathlib import Path

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from tests.benchmarks.eval_libraries import haushalt_de_data as data

__all__ = ["NAME", "PERSONA", "build"]

NAME = "haushalt-de"
PERSONA = (
    "Jana Becker, teacher, files the papers of a family of four (two school children, a VW "
    "Touran, a rented flat) in Köln-Ehrenfeld; German throughout, a few English bookings"
)

SEED = 20250601
_IBAN = "DE27 3705 0198 1903 4277 16"

# ---------------------------------------------------------------------------------- text


_FOLD = {
    "€": "EUR",
    "–": "-",
    "—": "-",
    "„": '"',
    "“": '"',
    "”": '"',
    "‚": "'",
    "‘": "'",
    "’": "'",
    "…": "...",
    "→": "->",
    "•": "-",
    "✓": "x",
}
_UMLAUT = {"ä": "a", "ö": "o", "ü": "u", "Ä": "A", "Ö": "O", "Ü": "U"}
_IMAGE_FOLD = {
    "ß": "ss",
    "é": "e",
    "è": "e",
    "ñ": "n",
    "á": "a",
    "í": "i",
    "ó": "o",
    "·": "-",
    "²": "2",
    "³": "3",
    "µ": "u",
    "×": "x",
    "§": "Par.",
}


def _latin1(text: str) -> str:
    """Text for fpdf2's core fonts: Latin-1 only."""
    out = "".join(_FOLD.get(c, c) for c in text)
    out.encode("latin-1")  # a character outside Latin-1 is a mistake in the data
    return out


def _image_text(text: str) -> str:
    """Text for Pillow's bundled font: ASCII plus the umlauts that _draw_text dots itself."""
    out = "".join(_IMAGE_FOLD.get(c, _FOLD.get(c, c)) for c in text)
    bad = {c for c in out if ord(c) > 126 and c not in _UMLAUT}
    if bad:
        raise ValueError(f"no glyph for {sorted(bad)} in {text!r}")
    return out


def _font(size: int) -> ImageFont.FreeTypeFont:
    font = ImageFont.load_default(size=size)
    if not isinstance(font, ImageFont.FreeTypeFont):  # Pillow built without FreeType
        raise RuntimeError("Pillow needs FreeType to render the scans and screenshots")
    return font


def _plain(text: str) -> str:
    return "".join(_UMLAUT.get(c, c) for c in text)


def _draw_text(draw: ImageDraw.ImageDraw, xy: tuple[float, float], text: str, font, fill) -> None:
    """Draw a line, then put the diaeresis dots over a, o, u as a printed page has them."""
    text = _image_text(text)
    plain = _plain(text)
    x, y = xy
    draw.text((x, y), plain, font=font, fill=fill)
    size = font.size
    r = max(1.2, size / 17)
    for i, c in enumerate(text):
        if c not in _UMLAUT:
            continue
        x0 = x + font.getlength(plain[:i])
        w = font.getlength(plain[i])
        top = font.getbbox(plain[i])[1]
        cy = y + top - r - max(2.0, size * 0.17)
        for fx in (0.27, 0.73):
            cx = x0 + w * fx
            draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=fill)


def _wrap(text: str, font, width: float) -> list[str]:
    words, lines, line = text.split(" "), [], ""
    for word in words:
        probe = f"{line} {word}" if line else word
        if line and font.getlength(_plain(_image_text(probe))) > width:
            lines.append(line)
            line = word
        else:
            line = probe
    return [*lines, line]


# ---------------------------------------------------------------------------------- PDFs


def _stamp(day: str) -> dt.datetime:
    return dt.datetime.fromisoformat(day).replace(hour=9, tzinfo=dt.UTC)


def _new_pdf(day: str) -> FPDF:
    pdf = FPDF(format="A4")
    pdf.creation_date = _stamp(day)
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(20, 18, 20)
    pdf.add_page()
    return pdf


def _text_pdf(text: str, day: str) -> bytes:
    """'# ' title, '## ' heading, '| ' fixed-width table row, anything else a paragraph."""
    pdf = _new_pdf(day)
    for raw in text.strip("\n").split("\n"):
        line = _latin1(raw)
        if line.startswith("# "):
            pdf.set_font("Helvetica", "B", 15)
            pdf.multi_cell(0, 7.5, line[2:], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif line.startswith("## "):
            pdf.set_font("Helvetica", "B", 11)
            pdf.ln(1.5)
            pdf.multi_cell(0, 5.8, line[3:], new_x="LMARGIN", new_y="NEXT")
        elif line.startswith("| "):
            pdf.set_font("Courier", "", 9)
            pdf.multi_cell(0, 4.6, line[2:], new_x="LMARGIN", new_y="NEXT")
        elif not line.strip():
            pdf.ln(3.2)
        else:
            pdf.set_font("Helvetica", "", 10)
            pdf.multi_cell(0, 5.2, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def _scan_pages(text: str, rng: random.Random) -> list[Image.Image]:
    w, h, margin = 1000, 1414, 90
    body, heading, title = _font(28), _font(31), _font(36)
    pages = [Image.new("L", (w, h), 244)]
    draw = ImageDraw.Draw(pages[0])
    y = float(margin)
    for raw in text.strip("\n").split("\n"):
        font, indent, line = body, 0, raw
        if raw.startswith("# "):
            font, line = title, raw[2:]
        elif raw.startswith("## "):
            font, line = heading, raw[3:]
        elif raw.startswith("| "):
            indent, line = 20, raw[2:]
        if not line.strip():
            y += body.size * 0.8
            continue
        for part in _wrap(line, font, w - 2 * margin - indent):
            if y > h - margin - font.size:
                pages.append(Image.new("L", (w, h), 244))
                draw, y = ImageDraw.Draw(pages[-1]), float(margin)
            _draw_text(draw, (margin + indent, y), part, font, rng.randint(18, 40))
            y += font.size * 1.38
        if font is not body:
            y += 10
    out = []
    for page in pages:
        draw = ImageDraw.Draw(page)
        for _ in range(260):  # dust on the glass
            x, yy = rng.randrange(w), rng.randrange(h)
            s = rng.choice((1, 1, 1, 2))
            draw.rectangle((x, yy, x + s, yy + s), fill=rng.randint(120, 215))
        page = page.rotate(rng.uniform(-0.9, 0.9), resample=Image.Resampling.BICUBIC, fillcolor=244)
        out.append(page.filter(ImageFilter.GaussianBlur(0.45)))
    return out


def _scan_pdf(text: str, day: str, rng: random.Random) -> bytes:
    pdf = FPDF(format="A4")
    pdf.creation_date = _stamp(day)
    pdf.set_auto_page_break(False)
    for page in _scan_pages(text, rng):
        buf = io.BytesIO()
        page.save(buf, "JPEG", quality=58)
        buf.seek(0)
        pdf.add_page()
        pdf.image(buf, x=0, y=0, w=pdf.w, h=pdf.h)
    return bytes(pdf.output())


# ---------------------------------------------------------------------------------- screenshots

_CLOCK = (
    re.compile(r"(?:_|\s)(\d{8})[-_](\d{2})(\d{2})\d{2}"),
    re.compile(r" at (\d{2})\.(\d{2})\.\d{2}"),
)


def _clock(name: str, rng: random.Random) -> str:
    if m := _CLOCK[0].search(name):
        return f"{m.group(2)}:{m.group(3)}"
    if m := _CLOCK[1].search(name):
        return f"{m.group(1)}:{m.group(2)}"
    return f"{rng.randint(7, 22):02d}:{rng.randint(0, 59):02d}"


def _status_bar(draw, w: int, clock: str, rng: random.Random) -> None:
    f = _font(24)
    draw.rectangle((0, 0, w, 52), fill=(250, 250, 250))
    _draw_text(draw, (28, 12), clock, f, (20, 20, 20))
    _draw_text(draw, (w - 190, 12), f"LTE  {rng.randint(23, 96)} %", f, (20, 20, 20))


def _phone(title: str, lines: list[str], clock: str, accent, rng: random.Random) -> Image.Image:
    w, h = 720, 1280
    im = Image.new("RGB", (w, h), (255, 255, 255))
    d = ImageDraw.Draw(im)
    _status_bar(d, w, clock, rng)
    d.rectangle((0, 52, w, 150), fill=accent)
    _draw_text(d, (36, 82), title, _font(32), (255, 255, 255))
    y, body, head = 190.0, _font(26), _font(30)
    for raw in lines:
        if not raw.strip():
            y += 22
            continue
        font, color = (head, (15, 15, 15)) if raw.startswith("## ") else (body, (40, 40, 40))
        text = raw[3:] if raw.startswith("## ") else raw
        if raw.startswith("[") and raw.endswith("]"):  # a button
            y += 18
            d.rounded_rectangle((36, y, w - 36, y + 70), 14, fill=accent)
            _draw_text(d, (70, y + 20), text[1:-1], body, (255, 255, 255))
            y += 96
            continue
        for part in _wrap(text, font, w - 80):
            _draw_text(d, (40, y), part, font, color)
            y += font.size * 1.45
        if raw.startswith("## "):
            y += 6
    return im


def _chat(title: str, lines: list[str], clock: str, rng: random.Random) -> Image.Image:
    w, h = 720, 1280
    im = Image.new("RGB", (w, h), (236, 229, 221))
    d = ImageDraw.Draw(im)
    _status_bar(d, w, clock, rng)
    d.rectangle((0, 52, w, 150), fill=(7, 94, 84))
    _draw_text(d, (36, 70), title, _font(30), (255, 255, 255))
    _draw_text(d, (36, 110), "tippe hier für Gruppeninfo", _font(20), (200, 230, 225))
    y, body, name_font = 180.0, _font(25), _font(21)
    for raw in lines:
        if raw.startswith("--"):  # a date chip
            f = _font(21)
            tw = f.getlength(_plain(_image_text(raw.strip("- "))))
            d.rounded_rectangle(
                ((w - tw) / 2 - 16, y, (w + tw) / 2 + 16, y + 38), 10, fill=(225, 242, 250)
            )
            _draw_text(d, ((w - tw) / 2, y + 8), raw.strip("- "), f, (60, 60, 60))
            y += 60
            continue
        who, _, text = raw.partition(": ")
        mine = who == "Ich"
        parts = _wrap(text, body, 470)
        bw = max(body.getlength(_plain(_image_text(p))) for p in parts) + 40
        bh = len(parts) * 36 + (24 if mine else 56)
        x0 = w - bw - 24 if mine else 24
        d.rounded_rectangle(
            (x0, y, x0 + max(bw, 170), y + bh),
            14,
            fill=(220, 248, 198) if mine else (255, 255, 255),
        )
        ty = y + 12
        if not mine:
            _draw_text(d, (x0 + 20, ty), who, name_font, (190, 70, 40))
            ty += 32
        for p in parts:
            _draw_text(d, (x0 + 20, ty), p, body, (25, 25, 25))
            ty += 36
        y += bh + 16
    return im


def _desktop(title: str, lines: list[str]) -> Image.Image:
    w, h = 1280, 800
    im = Image.new("RGB", (w, h), (232, 234, 237))
    d = ImageDraw.Draw(im)
    d.rectangle((0, 0, w, 44), fill=(222, 225, 230))
    for i, c in enumerate(((255, 95, 87), (254, 188, 46), (40, 200, 64))):
        d.ellipse((18 + i * 26, 14, 34 + i * 26, 30), fill=c)
    _draw_text(d, (120, 10), title, _font(22), (50, 50, 50))
    y = 60.0
    if lines and lines[0].startswith("URL "):
        d.rounded_rectangle((110, 52, w - 110, 92), 18, fill=(255, 255, 255))
        _draw_text(d, (135, 60), lines[0][4:], _font(22), (90, 90, 90))
        lines, y = lines[1:], 104.0
    d.rectangle((60, y, w - 60, h), fill=(255, 255, 255))
    y += 30
    body, head = _font(26), _font(34)
    for raw in lines:
        if not raw.strip():
            y += 18
            continue
        font = head if raw.startswith("## ") else body
        text = raw[3:] if raw.startswith("## ") else raw
        for part in _wrap(text, font, w - 220):
            _draw_text(d, (100, y), part, font, (30, 30, 30))
            y += font.size * 1.42
    return im


def _dialog(title: str, lines: list[str]) -> Image.Image:
    w, h = 1280, 800
    im = Image.new("RGB", (w, h), (58, 92, 128))
    d = ImageDraw.Draw(im)
    d.rectangle((0, h - 48, w, h), fill=(30, 34, 40))
    font = _font(24)
    x0, x1 = 300, 980
    parts = [p for raw in lines for p in _wrap(raw, font, x1 - x0 - 140)]
    y0 = (h - (len(parts) * 34 + 170)) // 2
    y1 = y0 + len(parts) * 34 + 170
    d.rectangle((x0 + 6, y0 + 8, x1 + 6, y1 + 8), fill=(35, 55, 80))
    d.rectangle((x0, y0, x1, y1), fill=(243, 243, 243))
    d.rectangle((x0, y0, x1, y0 + 50), fill=(255, 255, 255))
    _draw_text(d, (x0 + 20, y0 + 12), title, _font(24), (20, 20, 20))
    d.ellipse((x0 + 28, y0 + 82, x0 + 84, y0 + 138), fill=(200, 40, 40))
    _draw_text(d, (x0 + 50, y0 + 92), "!", _font(36), (255, 255, 255))
    y = y0 + 78.0
    for part in parts:
        _draw_text(d, (x0 + 110, y), part, font, (25, 25, 25))
        y += 34
    d.rectangle((x1 - 150, y1 - 62, x1 - 24, y1 - 20), fill=(0, 103, 192))
    _draw_text(d, (x1 - 104, y1 - 54), "OK", _font(24), (255, 255, 255))
    return im


def _screenshot(style: str, text: str, name: str, rng: random.Random) -> bytes:
    title, *lines = text.strip("\n").split("\n")
    clock = _clock(name, rng)
    if style == "chat":
        im = _chat(title, lines, clock, rng)
    elif style == "desktop":
        im = _desktop(title, lines)
    elif style == "dialog":
        im = _dialog(title, lines)
    else:
        accent = {"debeka": (0, 84, 150), "tuev": (0, 92, 169), "untis": (230, 110, 0)}.get(
            style, (60, 60, 70)
        )
        im = _phone(title, lines, clock, accent, rng)
    buf = io.BytesIO()
    im.save(buf, "PNG", optimize=True)
    return buf.getvalue()


# ---------------------------------------------------------------------------------- photos

_SCENES = {
    "beach": ((120, 180, 235), (40, 120, 170), (225, 205, 160)),
    "lake": ((150, 190, 230), (70, 110, 120), (80, 130, 60)),
    "mountain": ((160, 195, 235), (95, 110, 120), (70, 120, 55)),
    "green": ((190, 215, 240), (110, 160, 80), (70, 110, 50)),
    "indoor": ((210, 180, 140), (170, 120, 80), (90, 60, 45)),
    "city": ((175, 185, 200), (150, 140, 130), (90, 90, 95)),
    "carnival": ((140, 170, 210), (200, 40, 40), (240, 240, 240)),
    "evening": ((40, 40, 70), (230, 150, 80), (60, 50, 50)),
}
_CAMERAS = {
    "iphone": ("Apple", "iPhone 13"),
    "samsung": ("samsung", "SM-A525F"),
    "nikon": ("NIKON CORPORATION", "NIKON D3500"),
}


def _gradient(h: int, top, mid, bottom) -> list[tuple[int, int, int]]:
    rows = []
    for y in range(h):
        t = y / (h - 1)
        a, b, u = (top, mid, t / 0.55) if t < 0.55 else (mid, bottom, (t - 0.55) / 0.45)
        rows.append(tuple(round(a[i] + (b[i] - a[i]) * u) for i in range(3)))
    return rows


def _picture(scene: str, size: tuple[int, int], rng: random.Random) -> Image.Image:
    w, h = size
    column = Image.new("RGB", (1, h))
    column.putdata(_gradient(h, *_SCENES[scene]))
    im = column.resize((w, h))
    d = ImageDraw.Draw(im)
    for _ in range(rng.randint(5, 11)):  # people, trees, furniture: blobs with the scene's colours
        base = rng.choice(_SCENES[scene])
        colour = tuple(max(0, min(255, c + rng.randint(-60, 60))) for c in base)
        cx, cy = rng.randrange(w), rng.randrange(h // 3, h)
        rx, ry = rng.randint(w // 30, w // 7), rng.randint(h // 20, h // 4)
        d.ellipse((cx - rx, cy - ry, cx + rx, cy + ry), fill=colour)
    im = im.filter(ImageFilter.GaussianBlur(3))
    grain = Image.frombytes("L", (w // 4, h // 4), rng.randbytes((w // 4) * (h // 4)))
    grain = grain.resize((w, h), Image.Resampling.BICUBIC).convert("RGB")
    return Image.blend(im, grain, 0.07)


def _photo(payload, rng: random.Random) -> bytes:
    taken, camera, scene, size = payload
    im = _picture(scene, size, rng)
    buf = io.BytesIO()
    if taken is None:  # messenger images lose their EXIF on the way
        im.save(buf, "JPEG", quality=70)
        return buf.getvalue()
    exif = Image.Exif()
    make, model = _CAMERAS[camera]
    exif[0x010F], exif[0x0110], exif[0x0132], exif[0x0112] = make, model, taken, 1
    exif[0x0131] = "17.4.1" if camera == "iphone" else "Ver.1.10"
    ifd = exif.get_ifd(0x8769)
    ifd[0x9003] = ifd[0x9004] = taken
    im.save(buf, "JPEG", quality=74, exif=exif.tobytes())
    return buf.getvalue()


def _meme(text: str, rng: random.Random) -> bytes:
    im = _picture("indoor", (640, 640), rng)
    d = ImageDraw.Draw(im)
    top, bottom = text.strip().split("\n", 1)
    f = _font(40)
    for block, y in ((top, 24), (bottom, 470)):
        for part in _wrap(block.upper(), f, 580):
            tw = f.getlength(_plain(_image_text(part)))
            d.text(
                ((640 - tw) / 2, y),
                _plain(_image_text(part)),
                font=f,
                fill="white",
                stroke_width=3,
                stroke_fill="black",
            )
            y += 50
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=68)
    return buf.getvalue()


# ---------------------------------------------------------------------------------- Sparkasse


_MONATE = (
    "Januar",
    "Februar",
    "März",
    "April",
    "Mai",
    "Juni",
    "Juli",
    "August",
    "September",
    "Oktober",
    "November",
    "Dezember",
)


def _month(year: int, month: int) -> list[tuple[dt.date, str, str, str, int]]:
    """One month on the joint Girokonto: (date, Buchungstext, counterparty, purpose, cents)."""
    rng = random.Random(f"{SEED}:giro:{year}-{month}")
    last = calendar.monthrange(year, month)[1]
    rows = []
    for dom, kind, who, purpose, cents, months in data.GIRO_FIXED:
        if months and month not in months:
            continue
        if who == "Familienkasse NRW West" and year == 2024:
            cents = 50_000  # 250 EUR per child before 2025
        if who == "RheinEnergie AG" and (year, month) >= (2025, 3):
            cents = -11_400  # new Abschlag after the Jahresabrechnung 2024
        text = purpose.format(m=f"{month:02d}", y=year, monat=_MONATE[month - 1])
        rows.append((dt.date(year, month, min(dom, last)), kind, who, text, cents))
    for _ in range(rng.randint(14, 20)):
        who, low, high = rng.choice(data.GIRO_SHOPS)
        day = dt.date(year, month, rng.randint(1, last))
        purpose = f"{who}//Koeln/DE {day:%d.%m.%Y} {rng.randint(8, 20):02d}:{rng.randint(0, 59):02d} Debitk.{rng.randint(1, 9)} {year + 3}-12"
        rows.append((day, "KARTENZAHLUNG", who, purpose, -rng.randint(low, high)))
    rows.sort(key=lambda r: (r[0], r[2]))
    return rows


def _euro(cents: int, thousands: bool = False) -> str:
    sign = "-" if cents < 0 else ""
    whole, frac = divmod(abs(cents), 100)
    digits = f"{whole:,}".replace(",", ".") if thousands else str(whole)
    return f"{sign}{digits},{frac:02d}"


def _giro_csv(year: int, month: int) -> bytes:
    head = (
        "Auftragskonto",
        "Buchungstag",
        "Valutadatum",
        "Buchungstext",
        "Verwendungszweck",
        "Glaeubiger ID",
        "Mandatsreferenz",
        "Kundenreferenz (End-to-End)",
        "Sammlerreferenz",
        "Lastschrift Ursprungsbetrag",
        "Auslagenersatz Ruecklastschrift",
        "Beguenstigter/Zahlungspflichtiger",
        "Kontonummer/IBAN",
        "BIC (SWIFT-Code)",
        "Betrag",
        "Waehrung",
        "Info",
    )
    out = [";".join(f'"{h}"' for h in head)]
    for day, kind, who, purpose, cents in reversed(_month(year, month)):
        d = f"{day:%d.%m.%y}"
        cells = (
            "1903427716",
            d,
            d,
            kind,
            purpose,
            "",
            "",
            "",
            "",
            "",
            "",
            who,
            "",
            "",
            _euro(cents),
            "EUR",
            "Umsatz gebucht",
        )
        out.append(";".join(f'"{c}"' for c in cells))
    return ("\r\n".join(out) + "\r\n").encode("latin-1")


def _balance_before(year: int, month: int) -> int:
    return 241_733 + ((year * 12 + month) * 7919) % 180_000


def _giro_pdf(year: int, month: int, number: int, day: str) -> bytes:
    rows = _month(year, month)
    start = _balance_before(year, month)
    end = start + sum(r[4] for r in rows)
    last = calendar.monthrange(year, month)[1]
    lines = [
        "# Sparkasse KölnBonn",
        f"Kontoauszug {number}/{year}    Blatt 1    erstellt am {last:02d}.{month:02d}.{year}",
        f"Girokonto  {_IBAN}   BIC COLSDE33XXX",
        "Jana Becker und Markus Becker, Venloer Str. 241, 50823 Köln",
        "",
        f"| Kontostand am {dt.date(year, month, 1) - dt.timedelta(days=1):%d.%m.%Y}{'':24}{_euro(start, True):>14} EUR",
        "",
    ]
    for d, kind, who, purpose, cents in rows:
        lines.append(f"| {d:%d.%m.} {kind[:21]:<21} {who[:44]:<44} {_euro(cents, True):>12}")
        lines.append(f"|        {purpose[:76]}")
    lines += [
        "",
        f"| Kontostand am {last:02d}.{month:02d}.{year}{'':24}{_euro(end, True):>14} EUR",
        "",
        "Bitte erheben Sie Einwendungen gegen einzelne Buchungen unverzüglich.",
        "Guthaben sind als Einlagen nach Maßgabe des Einlagensicherungsgesetzes entschädigungsfähig.",
    ]
    return _text_pdf("\n".join(lines), day)


# ---------------------------------------------------------------------------------- build


def _render(kind: str, payload, name: str, day: str) -> bytes:
    rng = random.Random(f"{SEED}:{name}:{day}")
    if kind == "text":
        return payload.encode("utf-8")
    if kind == "pdf":
        return _text_pdf(payload, day)
    if kind == "scan":
        return _scan_pdf(payload, day, rng)
    if kind == "shot":
        return _screenshot(payload[0], payload[1], name, rng)
    if kind == "photo":
        return _photo(payload, rng)
    if kind == "meme":
        return _meme(payload, rng)
    if kind == "giro_csv":
        return _giro_csv(*payload)
    if kind == "giro_pdf":
        year, month, number = payload
        return _giro_pdf(year, month, number, day)
    raise ValueError(f"unknown kind {kind!r} for {name}")


def _write(path: Path, blob: bytes, day: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(blob)
    ts = _stamp(day).replace(hour=12).timestamp()
    os.utime(path, (ts, ts))


def build(root: Path) -> dict[str, str]:
    """Write the library under root; return {"inbox/<name>": expected folder or ""}."""
    root = Path(root)
    root.mkdir(parents=True, exist_ok=True)
    _write(root / "guideline.md", data.GUIDELINE.encode("utf-8"), "2025-05-04")
    folders = set()
    for rel, day, kind, payload in data.LIBRARY:
        folders.add(rel.rsplit("/", 1)[0] + "/")
        _write(root / rel, _render(kind, payload, rel, day), day)
    expected: dict[str, str] = {}
    for name, day, kind, payload, folder in data.INBOX:
        disk = unicodedata.normalize("NFD", name) if name in data.NFD_NAMES else name
        _write(root / "inbox" / disk, _render(kind, payload, name, day), day)
        expected[f"inbox/{disk}"] = folder
    new = {f for f in expected.values() if f and f not in folders}
    if new != set(data.NEW_FOLDERS) or len(expected) != len(data.INBOX):
        raise AssertionError(f"expected folders that do not exist: {sorted(new)}")
    stamp = _stamp("2025-06-01").timestamp()
    for dirpath, _dirs, _files in os.walk(root, topdown=False):
        os.utime(dirpath, (stamp, stamp))
    return expected


def _summary(root: Path, expected: dict[str, str]) -> str:
    folders = {rel.rsplit("/", 1)[0] for rel, *_ in data.LIBRARY}
    per = Counter(expected.values())
    lines = [
        f"{NAME}: {PERSONA}",
        f"root            {root}",
        f"folders         {len(folders)}",
        f"library files   {len(data.LIBRARY)} (+ guideline.md)",
        f"inbox files     {len(expected)}",
        "expected answers per folder:",
    ]
    for folder, n in sorted(per.items(), key=lambda kv: (kv[0] == "", kv[0])):
        mark = "  (new)" if folder in data.NEW_FOLDERS else ""
        lines.append(f"  {n:2d}  {folder or '(leave in inbox)'}{mark}")
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.benchmarks.eval_libraries.haushalt_de DIR")
    target = Path(sys.argv[1])
    print(_summary(target, build(target)))
