"""Content of the casa-mx evaluation library: the files of the Ramírez Ochoa family in
Guadalajara (papers, school, SAT invoices, trips and a lot of phone pictures)."""

from __future__ import annotations

import io
import random
import textwrap
from email.header import Header

from PIL import ExifTags, Image, ImageDraw, ImageFilter, ImageFont

_FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
_FONT_BOLD = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

# The family's phones: Lucy's Samsung (20250412_101502.jpg), Jorge's Pixel
# (PXL_20250412_101502123.jpg), Sofi's iPhone (IMG_4821.JPG).
SAMSUNG = ("samsung", "SM-A546E")
PIXEL = ("Google", "Pixel 7")
IPHONE = ("Apple", "iPhone 13")

# Real places (latitude, longitude).
GDL_CASA = (20.6736, -103.4012)  # Chapalita, Guadalajara
TLAQUEPAQUE = (20.6403, -103.3115)
MAZAMITLA = (19.9156, -103.0186)
SA_RIVERWALK = (29.4236, -98.4886)
SA_ALAMO = (29.4260, -98.4861)
SA_FIESTA_TX = (29.5994, -98.6091)
SA_AIRPORT = (29.5337, -98.4698)
PV_MALECON = (20.6093, -105.2365)
PV_PLAYA = (20.6010, -105.2381)


def _font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    try:
        return ImageFont.truetype(_FONT_BOLD if bold else _FONT, size)
    except OSError:
        return ImageFont.load_default(size=size)


def _dms(value: float) -> tuple[float, float, float]:
    value = abs(value)
    deg = int(value)
    minutes = int((value - deg) * 60)
    seconds = round(((value - deg) * 60 - minutes) * 60, 2)
    return (float(deg), float(minutes), seconds)


def _exif(when: str, camera: tuple[str, str], gps: tuple[float, float] | None) -> Image.Exif:
    exif = Image.Exif()
    exif[271] = camera[0]
    exif[272] = camera[1]
    exif[306] = when
    exif.get_ifd(ExifTags.IFD.Exif)[36867] = when
    if gps is not None:
        lat, lon = gps
        info = exif.get_ifd(ExifTags.IFD.GPSInfo)
        info[1] = "N" if lat >= 0 else "S"
        info[2] = _dms(lat)
        info[3] = "E" if lon >= 0 else "W"
        info[4] = _dms(lon)
    return exif


def _save(
    img: Image.Image,
    fmt: str = "JPEG",
    when: str | None = None,
    camera: tuple[str, str] | None = None,
    gps: tuple[float, float] | None = None,
) -> bytes:
    buf = io.BytesIO()
    if fmt == "PNG":
        img.save(buf, "PNG", optimize=True)
    elif when is not None and camera is not None:
        img.save(buf, "JPEG", quality=85, exif=_exif(when, camera, gps))
    else:
        img.save(buf, "JPEG", quality=85)
    return buf.getvalue()


# ---------------------------------------------------------------- photos (no text)

_PALETTES: dict[str, tuple[tuple[int, int, int], ...]] = {
    # sky top, sky bottom, ground top, ground bottom
    "beach": ((70, 140, 215), (185, 220, 245), (226, 205, 160), (200, 178, 130)),
    "malecon": ((95, 150, 210), (235, 180, 140), (150, 150, 150), (110, 110, 110)),
    "forest": ((120, 170, 220), (210, 225, 235), (70, 100, 55), (45, 70, 40)),
    "cabin": ((20, 25, 50), (60, 55, 80), (35, 45, 30), (20, 25, 20)),
    "river": ((110, 170, 230), (200, 225, 245), (60, 110, 90), (40, 85, 75)),
    "alamo": ((100, 160, 225), (205, 225, 245), (185, 175, 150), (160, 150, 130)),
    "themepark": ((90, 160, 235), (210, 230, 250), (150, 140, 130), (120, 110, 100)),
    "pool": ((120, 180, 235), (220, 235, 250), (80, 185, 210), (50, 150, 190)),
    "airport": ((150, 170, 190), (210, 215, 220), (120, 120, 125), (90, 90, 95)),
    "home": ((225, 210, 185), (215, 198, 170), (150, 110, 80), (120, 85, 60)),
    "party": ((25, 20, 40), (60, 40, 55), (90, 70, 60), (60, 45, 40)),
    "church": ((235, 232, 222), (220, 215, 200), (170, 130, 100), (140, 105, 80)),
    "garden": ((120, 175, 230), (210, 230, 240), (95, 150, 70), (70, 120, 55)),
    "street": ((130, 175, 225), (215, 225, 235), (140, 135, 130), (105, 100, 98)),
    "ceiling": ((232, 228, 218), (222, 218, 206), (205, 200, 190), (190, 185, 175)),
    "food": ((200, 170, 130), (185, 150, 110), (150, 95, 55), (120, 75, 45)),
    "crochet": ((238, 236, 230), (228, 225, 218), (205, 180, 150), (185, 160, 130)),
    "altar": ((40, 30, 45), (80, 50, 60), (120, 70, 50), (90, 50, 35)),
    "fireworks": ((10, 10, 30), (30, 25, 60), (40, 35, 45), (25, 20, 30)),
    "plaza": ((110, 165, 225), (205, 225, 245), (190, 160, 120), (165, 135, 100)),
}


def _gradient(draw: ImageDraw.ImageDraw, y0: int, y1: int, w: int, top, bottom) -> None:
    span = max(1, y1 - y0 - 1)
    for y in range(y0, y1):
        t = (y - y0) / span
        color = tuple(int(a + (b - a) * t) for a, b in zip(top, bottom, strict=True))
        draw.line([(0, y), (w, y)], fill=color)


def _person(draw: ImageDraw.ImageDraw, rnd: random.Random, x: int, base: int, scale: float) -> None:
    shirt = rnd.choice(
        [(200, 60, 60), (40, 90, 170), (240, 240, 240), (60, 140, 90), (230, 180, 40)]
    )
    skin = rnd.choice([(196, 150, 110), (170, 120, 85), (215, 175, 140)])
    bw, bh = int(26 * scale), int(50 * scale)
    draw.rounded_rectangle(
        [x - bw // 2, base - bh, x + bw // 2, base], radius=int(8 * scale), fill=shirt
    )
    r = int(11 * scale)
    draw.ellipse([x - r, base - bh - 2 * r, x + r, base - bh], fill=skin)
    draw.ellipse([x - r, base - bh - 2 * r, x + r, base - bh - r], fill=(40, 30, 25))


def _paint(
    kind: str, draw: ImageDraw.ImageDraw, rnd: random.Random, w: int, h: int, hz: int
) -> None:
    if kind in ("beach", "malecon"):
        draw.rectangle([0, hz - 28, w, hz], fill=(35, 105, 165))
        draw.ellipse([w - 70, 20, w - 30, 60], fill=(255, 236, 170))
        for i in range(rnd.randint(2, 4)):
            x = rnd.randint(20, w - 20)
            draw.line(
                [(x, hz - 28 + i * 7), (x + 40, hz - 28 + i * 7)], fill=(230, 240, 250), width=2
            )
        if kind == "malecon":
            draw.rectangle([0, hz - 4, w, hz + 6], fill=(90, 80, 75))
            for x in range(10, w, 45):
                draw.line([(x, hz - 40), (x, hz)], fill=(60, 60, 60), width=3)
        else:
            for _ in range(2):
                x = rnd.randint(10, w - 60)
                draw.polygon(
                    [(x, h - 60), (x + 50, h - 60), (x + 25, h - 85)],
                    fill=rnd.choice([(220, 70, 60), (40, 130, 200)]),
                )
    elif kind in ("forest", "cabin"):
        for _ in range(14):
            x = rnd.randint(-10, w + 10)
            top = rnd.randint(hz - 110, hz - 40)
            green = (20, 70 + rnd.randint(0, 40), 35) if kind == "forest" else (15, 35, 25)
            draw.polygon([(x, top), (x - 22, hz + 10), (x + 22, hz + 10)], fill=green)
        if kind == "cabin":
            draw.rectangle([90, hz - 50, 230, hz + 20], fill=(95, 60, 35))
            draw.polygon([(80, hz - 50), (160, hz - 95), (240, hz - 50)], fill=(70, 40, 25))
            draw.rectangle([120, hz - 30, 150, hz - 5], fill=(250, 200, 90))
            draw.ellipse([140, h - 50, 190, h - 20], fill=(255, 140, 30))
            for _ in range(25):
                sx, sy = rnd.randint(0, w), rnd.randint(0, hz - 100)
                draw.point((sx, sy), fill=(240, 240, 255))
    elif kind == "river":
        for x in range(0, w, 55):
            bh = rnd.randint(50, 110)
            draw.rectangle(
                [x, hz - bh, x + 50, hz],
                fill=rnd.choice([(170, 120, 90), (200, 180, 150), (150, 90, 70)]),
            )
        draw.rectangle([0, hz + 10, w, hz + 45], fill=(50, 120, 110))
        for x in range(20, w, 70):
            draw.ellipse([x - 15, hz - 20, x + 15, hz + 5], fill=(230, 80, 90))
    elif kind == "alamo":
        draw.rectangle([70, hz - 80, 250, hz], fill=(210, 195, 165))
        draw.arc([120, hz - 120, 200, hz - 40], 180, 360, fill=(190, 175, 145), width=14)
        draw.rectangle([145, hz - 45, 175, hz], fill=(90, 70, 50))
    elif kind == "themepark":
        for i in range(6):
            x0 = 20 + i * 50
            draw.arc([x0, hz - 130, x0 + 90, hz + 10], 180, 360, fill=(220, 60, 50), width=4)
            draw.line([(x0 + 45, hz - 60), (x0 + 45, hz)], fill=(90, 90, 90), width=2)
    elif kind == "pool":
        draw.rectangle([0, hz - 20, w, hz], fill=(235, 235, 230))
        for x in range(0, w, 40):
            draw.line([(x, hz + 10), (x + 25, hz + 14)], fill=(200, 240, 250), width=2)
    elif kind == "airport":
        for x in range(0, w, 64):
            draw.line([(x, 0), (x, hz)], fill=(70, 70, 75), width=4)
        draw.polygon(
            [(60, hz - 40), (250, hz - 48), (270, hz - 38), (70, hz - 30)], fill=(240, 240, 245)
        )
        draw.polygon([(140, hz - 40), (190, hz - 75), (200, hz - 42)], fill=(60, 120, 70))
    elif kind in ("home", "food", "crochet"):
        draw.rectangle([40, hz - 10, w - 40, hz + 70], fill=(160, 115, 80))
        if kind == "home":
            draw.rectangle(
                [30, 25, 110, 95], fill=(150, 190, 220), outline=(250, 250, 250), width=5
            )
            draw.ellipse([140, hz - 30, 230, hz + 5], fill=(220, 170, 90))
        elif kind == "food":
            draw.ellipse([90, hz, 230, hz + 60], fill=(245, 245, 240))
            draw.ellipse([110, hz + 10, 210, hz + 50], fill=(175, 60, 35))
        else:
            draw.ellipse([110, 70, 210, 170], fill=(245, 170, 190))
            draw.ellipse([120, 40, 200, 100], fill=(245, 170, 190))
            for dx in (-1, 1):
                for k in range(3):
                    x0 = 160 + dx * (40 + k * 6)
                    draw.line(
                        [(x0, 60 + k * 10), (x0 + dx * 25, 45 + k * 12)],
                        fill=(230, 110, 150),
                        width=4,
                    )
            draw.ellipse([140, 62, 148, 70], fill=(20, 20, 20))
            draw.ellipse([172, 62, 180, 70], fill=(20, 20, 20))
    elif kind == "party":
        for i in range(7):
            x = 10 + i * 48
            draw.polygon(
                [(x, 10), (x + 40, 10), (x + 20, 40)],
                fill=rnd.choice([(240, 80, 160), (60, 200, 120), (250, 210, 50), (70, 140, 240)]),
            )
        for _ in range(18):
            x, y = rnd.randint(0, w), rnd.randint(45, hz)
            draw.ellipse([x - 3, y - 3, x + 3, y + 3], fill=(255, 230, 150))
        draw.ellipse([130, 50, 190, 110], fill=(250, 120, 40))
    elif kind == "church":
        for x in (40, 140, 240):
            draw.rectangle([x, 40, x + 40, hz], fill=(245, 240, 230))
            draw.arc([x - 10, 20, x + 50, 80], 180, 360, fill=(200, 170, 120), width=6)
        draw.rectangle([130, hz - 60, 190, hz], fill=(250, 250, 250))
        draw.line([(160, 15), (160, 45)], fill=(190, 150, 60), width=4)
        draw.line([(148, 25), (172, 25)], fill=(190, 150, 60), width=4)
    elif kind == "garden":
        for _ in range(20):
            x, y = rnd.randint(0, w), rnd.randint(hz, h)
            draw.ellipse(
                [x - 4, y - 4, x + 4, y + 4],
                fill=rnd.choice([(240, 90, 110), (250, 220, 80), (250, 250, 250)]),
            )
        draw.ellipse([20, hz - 80, 110, hz + 5], fill=(50, 110, 50))
    elif kind in ("street", "plaza"):
        for x in range(0, w, 70):
            bh = rnd.randint(60, 120)
            draw.rectangle(
                [x, hz - bh, x + 64, hz],
                fill=rnd.choice([(230, 180, 120), (200, 90, 70), (240, 220, 180), (120, 160, 190)]),
            )
            for wy in range(hz - bh + 10, hz - 10, 22):
                draw.rectangle([x + 10, wy, x + 22, wy + 12], fill=(60, 60, 70))
                draw.rectangle([x + 40, wy, x + 52, wy + 12], fill=(60, 60, 70))
        if kind == "plaza":
            draw.rectangle([120, hz - 150, 200, hz], fill=(200, 185, 160))
            draw.polygon([(120, hz - 150), (160, hz - 185), (200, hz - 150)], fill=(170, 150, 120))
    elif kind == "ceiling":
        draw.ellipse([110, 50, 230, 140], fill=(180, 165, 120))
        draw.ellipse([130, 65, 205, 125], fill=(150, 135, 95))
        draw.line([(0, hz), (w, hz)], fill=(170, 165, 155), width=3)
    elif kind == "altar":
        for step in range(3):
            draw.rectangle(
                [40 + step * 25, hz - 20 - step * 35, w - 40 - step * 25, hz - step * 35],
                fill=(240, 240, 235),
            )
        for _ in range(30):
            x, y = rnd.randint(40, w - 40), rnd.randint(hz - 110, hz)
            draw.ellipse([x - 5, y - 5, x + 5, y + 5], fill=(250, 140, 20))
        for x in range(60, w - 50, 40):
            draw.rectangle([x, hz - 35, x + 6, hz - 20], fill=(250, 245, 220))
            draw.ellipse([x - 1, hz - 45, x + 7, hz - 35], fill=(255, 200, 60))
    elif kind == "fireworks":
        for _ in range(4):
            cx, cy = rnd.randint(40, w - 40), rnd.randint(20, hz - 30)
            color = rnd.choice([(250, 80, 80), (250, 220, 90), (120, 200, 250), (200, 120, 250)])
            for k in range(12):
                dx = int(30 * (k % 4 - 1.5) / 1.5)
                dy = int(30 * (k // 4 - 1) / 1.2)
                draw.line([(cx, cy), (cx + dx, cy + dy)], fill=color, width=2)


def photo(
    kind: str,
    seed: int,
    when: str | None = None,
    camera: tuple[str, str] | None = None,
    gps: tuple[float, float] | None = None,
    people: int = 2,
) -> bytes:
    """A small phone-like photo of a scene; EXIF DateTimeOriginal (and GPS) when given."""
    rnd = random.Random(seed)
    w, h = 320, 240
    sky_top, sky_bottom, ground_top, ground_bottom = _PALETTES[kind]
    img = Image.new("RGB", (w, h))
    draw = ImageDraw.Draw(img)
    hz = int(h * rnd.uniform(0.55, 0.68))
    _gradient(draw, 0, hz, w, sky_top, sky_bottom)
    _gradient(draw, hz, h, w, ground_top, ground_bottom)
    _paint(kind, draw, rnd, w, h, hz)
    for _ in range(people):
        _person(
            draw, rnd, rnd.randint(30, w - 30), rnd.randint(hz + 20, h - 5), rnd.uniform(0.8, 1.4)
        )
    img = img.filter(ImageFilter.GaussianBlur(0.6))
    noise = Image.frombytes("L", (w, h), rnd.randbytes(w * h)).convert("RGB")
    img = Image.blend(img, noise, 0.04)
    return _save(img, "JPEG", when, camera, gps)


# ---------------------------------------------------------------- pictures with text


def _wrap(lines: list[str], width_chars: int) -> list[str]:
    out: list[str] = []
    for line in lines:
        if len(line) <= width_chars or line.startswith("#"):
            out.append(line)
        else:
            out.extend(textwrap.wrap(line, width_chars, subsequent_indent="  "))
    return out


def paper(
    lines: list[str],
    *,
    width: int = 720,
    size: int = 22,
    fmt: str = "JPEG",
    when: str | None = None,
    camera: tuple[str, str] | None = None,
    gps: tuple[float, float] | None = None,
    page: tuple[int, int, int] = (250, 249, 244),
    table: tuple[int, int, int] | None = None,
    tilt: float = 0.0,
    bar: str | None = None,
    bar_color: tuple[int, int, int] = (222, 234, 246),
) -> bytes:
    """A document photo (``table`` set: a page lying on a table) or a screenshot (``bar``: an
    app bar with the title). Lines starting with '# ' are bold headings; '---' a rule."""
    font = _font(size)
    bold = _font(size + 3, bold=True)
    chars = int((width - 60) / (size * 0.58))
    body = _wrap(lines, chars)
    step = int(size * 1.45)
    top = 30
    if bar is not None:
        top = 30 + 42 + 60
    height = top + step * len(body) + 40
    img = Image.new("RGB", (width, height), page)
    draw = ImageDraw.Draw(img)
    if bar is not None:
        draw.rectangle([0, 0, width, 42], fill=(238, 238, 238))
        draw.text((20, 9), "11:20", font=_font(20), fill=(40, 40, 40))
        draw.text((width - 110, 9), "4G  82%", font=_font(20), fill=(40, 40, 40))
        draw.rectangle([0, 42, width, 102], fill=bar_color)
        draw.text((24, 56), bar, font=_font(26, bold=True), fill=(25, 35, 60))
    y = top
    for line in body:
        if line.startswith("# "):
            draw.text((30, y - 2), line[2:], font=bold, fill=(20, 20, 25))
        elif line == "---":
            draw.line(
                [(30, y + step // 2), (width - 30, y + step // 2)], fill=(120, 120, 120), width=2
            )
        else:
            draw.text((30, y), line, font=font, fill=(30, 30, 35))
        y += step
    if table is not None:
        margin = 36
        rotated = img.rotate(tilt, expand=True, fillcolor=table, resample=Image.BICUBIC)
        canvas = Image.new("RGB", (rotated.width + 2 * margin, rotated.height + 2 * margin), table)
        canvas.paste(rotated, (margin, margin))
        img = canvas.filter(ImageFilter.GaussianBlur(0.4))
    return _save(img, fmt, when, camera, gps)


def chat(title: str, messages: list[tuple[str, str]], *, width: int = 720, size: int = 22) -> bytes:
    """A WhatsApp-like chat screenshot (PNG): (side, text) with side 'in' or 'out'."""
    font = _font(size)
    chars = int((width * 0.72 - 30) / (size * 0.58))
    step = int(size * 1.4)
    blocks = []
    for side, text in messages:
        wrapped = []
        for part in text.split("\n"):
            wrapped.extend(textwrap.wrap(part, chars) or [""])
        blocks.append((side, wrapped))
    height = 110 + sum(len(b) * step + 34 for _, b in blocks) + 30
    img = Image.new("RGB", (width, height), (236, 229, 221))
    draw = ImageDraw.Draw(img)
    draw.rectangle([0, 0, width, 40], fill=(235, 235, 235))
    draw.text((20, 8), "19:03", font=_font(20), fill=(40, 40, 40))
    draw.rectangle([0, 40, width, 100], fill=(220, 238, 228))
    draw.text((24, 55), title, font=_font(25, bold=True), fill=(20, 40, 30))
    y = 118
    for side, wrapped in blocks:
        bw = int(max(draw.textlength(t, font=font) for t in wrapped)) + 30
        bh = len(wrapped) * step + 18
        x0 = 18 if side == "in" else width - 18 - bw
        fill = (255, 255, 255) if side == "in" else (220, 248, 198)
        draw.rounded_rectangle([x0, y, x0 + bw, y + bh], radius=12, fill=fill)
        ty = y + 9
        for t in wrapped:
            draw.text((x0 + 15, ty), t, font=font, fill=(25, 25, 25))
            ty += step
        y += bh + 16
    return _save(img, "PNG")


# ---------------------------------------------------------------- office files and mail


def docx_bytes(paragraphs: list[str], table: list[list[str]] | None = None) -> bytes:
    from docx import Document

    doc = Document()
    for para in paragraphs:
        if para.startswith("# "):
            doc.add_heading(para[2:], level=1)
        elif para.startswith("## "):
            doc.add_heading(para[3:], level=2)
        elif para == "[TABLA]" and table:
            grid = doc.add_table(rows=len(table), cols=len(table[0]))
            grid.style = "Table Grid"
            for r, row in enumerate(table):
                for c, cell in enumerate(row):
                    grid.cell(r, c).text = cell
        else:
            doc.add_paragraph(para)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def xlsx_bytes(sheets: dict[str, list[list[object]]]) -> bytes:
    from openpyxl import Workbook

    wb = Workbook()
    first = True
    for title, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = title
        for row in rows:
            ws.append(row)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def eml(headers: list[tuple[str, str]], body: str) -> bytes:
    head = [f"{k}: {v if v.isascii() else Header(v, 'utf-8').encode()}" for k, v in headers]
    head += [
        "MIME-Version: 1.0",
        'Content-Type: text/plain; charset="utf-8"',
        "Content-Transfer-Encoding: 8bit",
    ]
    return ("\r\n".join(head) + "\r\n\r\n" + body.replace("\n", "\r\n")).encode("utf-8")


# ---------------------------------------------------------------- CFDI 4.0 (SAT invoices)

JORGE_RFC = ("RAVJ830615K52", "JORGE RAMIREZ VILLASEÑOR", "626")
LUCY_RFC = ("OOPL8502223H1", "LUCIA OCHOA PARTIDA", "605")
NORTHWIND = ("XEXX010101000", "NORTHWIND LABS LLC", "44500", "616", "S01")
AGENCIA = ("ATD150311JQ4", "AGENCIA TAPATIA DIGITAL", "44160", "601", "G03")


def cfdi(
    serie: str,
    folio: str,
    fecha: str,
    emisor: tuple[str, str, str],
    receptor: tuple[str, str, str, str, str],
    conceptos: list[tuple[str, str, float, float, str]],
    uuid: str,
    *,
    iva: str = "16",
    moneda: str = "MXN",
    tipo_cambio: str | None = None,
    ret_isr: bool = False,
    forma_pago: str = "03",
    lugar: str = "44500",
    concepto_extra: str = "",
) -> str:
    """A stamped CFDI 4.0 as the SAT portal or a PAC hands it out (XML text)."""
    subtotal = round(sum(float(c[2]) * c[3] for c in conceptos), 2)
    tasa = {"16": 0.16, "0": 0.0, "exento": None}[iva]
    iva_imp = round(subtotal * tasa, 2) if tasa is not None else 0.0
    isr = round(subtotal * 0.0125, 2) if ret_isr else 0.0
    total = round(subtotal + iva_imp - isr, 2)
    rec_rfc, rec_nombre, rec_cp, rec_reg, rec_uso = receptor
    extranjero = (
        ' ResidenciaFiscal="USA" NumRegIdTrib="743319025"' if rec_rfc == "XEXX010101000" else ""
    )
    tc = f' TipoCambio="{tipo_cambio}"' if tipo_cambio else ""
    exportacion = "02" if rec_rfc == "XEXX010101000" else "01"
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" '
        'xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" '
        'xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" '
        'xsi:schemaLocation="http://www.sat.gob.mx/cfd/4 http://www.sat.gob.mx/sitio_internet/cfd/4/cfdv40.xsd" '
        f'Version="4.0" Serie="{serie}" Folio="{folio}" Fecha="{fecha}" FormaPago="{forma_pago}" '
        f'NoCertificado="00001000000512847731" SubTotal="{subtotal:.2f}" Moneda="{moneda}"{tc} '
        f'Total="{total:.2f}" TipoDeComprobante="I" Exportacion="{exportacion}" MetodoPago="PUE" '
        f'LugarExpedicion="{lugar}" Sello="gK7x...Q==" Certificado="MIIGAz...">',
        f'  <cfdi:Emisor Rfc="{emisor[0]}" Nombre="{emisor[1]}" RegimenFiscal="{emisor[2]}"/>',
        f'  <cfdi:Receptor Rfc="{rec_rfc}" Nombre="{rec_nombre}" DomicilioFiscalReceptor="{rec_cp}"'
        f'{extranjero} RegimenFiscalReceptor="{rec_reg}" UsoCFDI="{rec_uso}"/>',
        "  <cfdi:Conceptos>",
    ]
    for clave, unidad, cantidad, precio, descripcion in conceptos:
        importe = round(float(cantidad) * precio, 2)
        lines.append(
            f'    <cfdi:Concepto ClaveProdServ="{clave}" Cantidad="{cantidad}" ClaveUnidad="{unidad}" '
            f'Descripcion="{descripcion}" ValorUnitario="{precio:.2f}" Importe="{importe:.2f}" ObjetoImp="02">'
        )
        lines.append("      <cfdi:Impuestos>")
        if tasa is None:
            lines.append(
                f'        <cfdi:Traslados><cfdi:Traslado Base="{importe:.2f}" Impuesto="002" '
                'TipoFactor="Exento"/></cfdi:Traslados>'
            )
        else:
            lines.append(
                f'        <cfdi:Traslados><cfdi:Traslado Base="{importe:.2f}" Impuesto="002" TipoFactor="Tasa" '
                f'TasaOCuota="{tasa:.6f}" Importe="{importe * tasa:.2f}"/></cfdi:Traslados>'
            )
        if ret_isr:
            lines.append(
                f'        <cfdi:Retenciones><cfdi:Retencion Base="{importe:.2f}" Impuesto="001" TipoFactor="Tasa" '
                f'TasaOCuota="0.012500" Importe="{importe * 0.0125:.2f}"/></cfdi:Retenciones>'
            )
        lines.append("      </cfdi:Impuestos>")
        if concepto_extra:
            lines.append(
                f"      <cfdi:ComplementoConcepto>{concepto_extra}</cfdi:ComplementoConcepto>"
            )
        lines.append("    </cfdi:Concepto>")
    lines.append("  </cfdi:Conceptos>")
    if tasa is not None:
        ret = f' TotalImpuestosRetenidos="{isr:.2f}"' if ret_isr else ""
        lines.append(f'  <cfdi:Impuestos{ret} TotalImpuestosTrasladados="{iva_imp:.2f}">')
        if ret_isr:
            lines.append(
                f'    <cfdi:Retenciones><cfdi:Retencion Impuesto="001" Importe="{isr:.2f}"/></cfdi:Retenciones>'
            )
        lines.append(
            f'    <cfdi:Traslados><cfdi:Traslado Base="{subtotal:.2f}" Impuesto="002" TipoFactor="Tasa" '
            f'TasaOCuota="{tasa:.6f}" Importe="{iva_imp:.2f}"/></cfdi:Traslados>'
        )
        lines.append("  </cfdi:Impuestos>")
    timbrado = fecha[:11] + f"{(int(fecha[11:13]) + 1) % 24:02d}" + fecha[13:]
    lines += [
        "  <cfdi:Complemento>",
        f'    <tfd:TimbreFiscalDigital Version="1.1" UUID="{uuid}" FechaTimbrado="{timbrado}" '
        'RfcProvCertif="SAT970701NN3" SelloCFD="gK7x...Q==" NoCertificadoSAT="00001000000509846663" '
        'SelloSAT="Xq2L...A=="/>',
        "  </cfdi:Complemento>",
        "</cfdi:Comprobante>",
        "",
    ]
    return "\n".join(lines)


def _iedu(nombre: str, curp: str, nivel: str) -> str:
    return (
        '<iedu:instEducativas xmlns:iedu="http://www.sat.gob.mx/iedu" version="1.0" '
        f'nombreAlumno="{nombre}" CURP="{curp}" nivelEducativo="{nivel}" autRVOE="ES-14-0412" rfcPago="RAVJ830615K52"/>'
    )


SW = "81111500"  # ingeniería de software
COLEGIO = ("CNG920815AB3", "COLEGIO NUEVA GALICIA", "603")


# ---------------------------------------------------------------- the filed library

FILED: dict[str, str | bytes] = {}

# ---- Casa

CASA = "Casa/"
FILED[CASA + "Recibos luz y agua/CFE 14JUL-12SEP 2025.txt"] = """\
CFE Suministrador de Servicios Básicos
RFC: CSS160330CP7
Av. Paseo de la Reforma 164, Col. Juárez, C.P. 06600, Cuauhtémoc, Ciudad de México

RAMIREZ VILLASEÑOR JORGE
LAS PALMAS 2147
COL. CHAPALITA C.P. 44500
GUADALAJARA, JAL.

NO. DE SERVICIO: 143 180 702 515        TARIFA: 01
NO. MEDIDOR: 6X1K47                     MULTIPLICADOR: 1
PERIODO FACTURADO: 14 JUL 25 - 12 SEP 25
LÍMITE DE PAGO: 29 SEP 25
CORTE A PARTIR: 30 SEP 25

Lectura actual: 18,452   Lectura anterior: 17,861   Total periodo: 591 kWh

Concepto            kWh     Precio (MXN)   Subtotal (MXN)
Básico              150     1.049          157.35
Intermedio          130     1.273          165.49
Excedente           311     3.727          1,159.10
Energía                                    1,481.94
IVA 16%                                    237.11
DAP                                        88.90
TOTAL A PAGAR:  $1,808.00  (MIL OCHOCIENTOS OCHO PESOS 00/100 M.N.)

Consumo histórico: MAY-JUL 25 548 kWh | MAR-MAY 25 506 kWh | ENE-MAR 25 392 kWh
Paga en cfe.mx, la app CFE Contigo, OXXO o tu banco.
"""
FILED[CASA + "Recibos luz y agua/CFE sep-nov 25.txt"] = """\
CFE Suministrador de Servicios Básicos
RFC: CSS160330CP7

RAMIREZ VILLASEÑOR JORGE
LAS PALMAS 2147, COL. CHAPALITA C.P. 44500, GUADALAJARA, JAL.

NO. DE SERVICIO: 143 180 702 515        TARIFA: 01
PERIODO FACTURADO: 12 SEP 25 - 14 NOV 25
LÍMITE DE PAGO: 01 DIC 25
CORTE A PARTIR: 02 DIC 25

Lectura actual: 18,964   Lectura anterior: 18,452   Total periodo: 512 kWh

Básico              150     1.049          157.35
Intermedio          130     1.273          165.49
Excedente           232     3.727          864.66
Energía                                    1,187.50
IVA 16%                                    190.00
DAP                                        76.50
TOTAL A PAGAR:  $1,454.00  (MIL CUATROCIENTOS CINCUENTA Y CUATRO PESOS 00/100 M.N.)

Pagado 28/11/25 app CFE Contigo — tarjeta terminación 7719
"""
FILED[CASA + "Recibos luz y agua/20251103_094512.jpg"] = paper(
    [
        "# SIAPA",
        "Sistema Intermunicipal de los Servicios de Agua Potable y Alcantarillado",
        "RECIBO DE AGUA   Periodo: SEPTIEMBRE - OCTUBRE 2025",
        "Cuenta: 0214-5589-03      Giro: Habitacional",
        "Usuario: RAMIREZ VILLASEÑOR JORGE",
        "Domicilio: LAS PALMAS 2147, COL. CHAPALITA, GUADALAJARA",
        "---",
        "Lectura anterior 1,858 m3   Lectura actual 1,882 m3",
        "Consumo del periodo: 24 m3",
        "Agua potable ................ $312.40",
        "Drenaje ..................... $62.48",
        "Saneamiento ................. $62.48",
        "Infraestructura ............. $18.00",
        "TOTAL A PAGAR ............... $455.36",
        "Fecha límite de pago: 20/Nov/2025",
    ],
    width=760,
    when="2025:11:03 09:45:12",
    camera=SAMSUNG,
    table=(150, 120, 90),
    tilt=-1.0,
    page=(236, 242, 248),
)
FILED[CASA + "Recibos luz y agua/izzi diciembre 2025.txt"] = """\
izzi
Estado de cuenta — Diciembre 2025

Cliente: JORGE RAMIREZ VILLASEÑOR
No. de cuenta: 8345 2201 7761
Domicilio del servicio: LAS PALMAS 2147, CHAPALITA, GUADALAJARA, JAL. C.P. 44500

Periodo de servicio: 05/12/2025 al 04/01/2026
Fecha de emisión: 28/11/2025
Fecha límite de pago: 15/12/2025

Paquete izzi 200 Megas + izzi tv básico ........ $589.00
Renta de equipo (incluida) ..................... $0.00
Saldo anterior ................................. $0.00
TOTAL A PAGAR .................................. $589.00

Domiciliado a tarjeta BBVA ****7719.
¿Dudas? Llama al 800 120 5000 o entra a izzi.mx
"""

FILED[CASA + "Predial/Predial 2024 - recibo.txt"] = """\
H. AYUNTAMIENTO CONSTITUCIONAL DE GUADALAJARA
TESORERÍA MUNICIPAL — DIRECCIÓN DE INGRESOS
RECIBO OFICIAL No. A-2024-0331875

Fecha de pago: 22/01/2024   Hora: 10:42   Caja: 07 Unidad Administrativa Reforma
Cuenta predial: D65-J-4471
Clave catastral: 14-039-065-0412-017-0000
Contribuyente: RAMIREZ VILLASEÑOR JORGE
Ubicación del predio: LAS PALMAS 2147, COL. CHAPALITA, C.P. 44500
Valor fiscal: $2,148,300.00

Impuesto predial 2024 (bimestres 1 a 6) ........ $3,482.00
Descuento por pago anticipado en enero (15%) ... -$522.30
TOTAL PAGADO ................................... $2,959.70
(DOS MIL NOVECIENTOS CINCUENTA Y NUEVE PESOS 70/100 M.N.)

Forma de pago: tarjeta de débito
Este recibo es el comprobante de pago. Consérvelo.
"""
FILED[CASA + "Predial/Predial 2023 (pagado en feb).txt"] = """\
H. AYUNTAMIENTO CONSTITUCIONAL DE GUADALAJARA
TESORERÍA MUNICIPAL
RECIBO OFICIAL No. A-2023-0417206

Fecha de pago: 14/02/2023
Cuenta predial: D65-J-4471
Contribuyente: RAMIREZ VILLASEÑOR JORGE
Ubicación: LAS PALMAS 2147, COL. CHAPALITA

Impuesto predial 2023 (bimestres 1 a 6) ........ $3,296.00
Descuento por pago en febrero (5%) ............. -$164.80
TOTAL PAGADO ................................... $3,131.20

Pagado en línea — pagos.guadalajara.gob.mx — folio de transacción 88127734
"""
FILED[CASA + "Predial/20250128_113204.jpg"] = paper(
    [
        "# MUNICIPIO DE GUADALAJARA",
        "TESORERÍA MUNICIPAL",
        "RECIBO OFICIAL No. A-2025-0298114",
        "Fecha de pago: 28/01/2025    Caja 03 Palacio Municipal",
        "Cuenta predial: D65-J-4471",
        "Contribuyente: RAMIREZ VILLASEÑOR JORGE",
        "Ubicación: LAS PALMAS 2147, COL. CHAPALITA",
        "---",
        "Impuesto predial 2025 (bim. 1-6) ....... $3,746.00",
        "Descuento pago anticipado enero 15% .... -$561.90",
        "TOTAL PAGADO ........................... $3,184.10",
    ],
    width=740,
    when="2025:01:28 11:32:04",
    camera=SAMSUNG,
    table=(110, 85, 60),
    tilt=1.2,
    page=(248, 244, 232),
)

FILED[CASA + "Arreglos/cotizacion impermeabilizante.txt"] = """\
IMPERMEABILIZACIONES TAPATÍAS
Tel. 33 3647 2210   WhatsApp 33 1290 4478
Guadalajara, Jal., a 8 de mayo de 2025

Sra. Lucía Ochoa
Las Palmas 2147, Col. Chapalita

COTIZACIÓN No. 0518
Azotea casa habitación, 96 m2

- Limpieza y retiro de impermeabilizante viejo ............. $2,880.00
- Sellado de grietas con cemento plástico y malla ........... $1,150.00
- Impermeabilizante acrílico fibratado 5 años, 2 manos, blanco . $13,440.00
- Refuerzo en bajadas pluviales y pretiles .................. $1,100.00
SUBTOTAL ................................................... $18,570.00
(No incluye IVA. Si requiere factura se agrega el 16%.)

Anticipo del 50% al iniciar, resto al terminar.
Tiempo de ejecución: 3 días. Recomendamos hacerlo antes de que entren las lluvias.
Garantía por escrito: 5 años.

Atentamente,
Ing. Ramón Zepeda
"""
FILED[CASA + "Arreglos/20250503_184410.jpg"] = photo(
    "ceiling", 11, "2025:05:03 18:44:10", SAMSUNG, GDL_CASA, people=0
)
FILED[CASA + "Arreglos/garantia impermeabilizacion 5 años.txt"] = """\
IMPERMEABILIZACIONES TAPATÍAS
CARTA GARANTÍA No. G-0518

Guadalajara, Jalisco, 27 de mayo de 2025

Se otorga garantía de CINCO (5) AÑOS a partir de esta fecha por los trabajos de
impermeabilización realizados en el domicilio Las Palmas 2147, Col. Chapalita,
propiedad de la Sra. Lucía Ochoa Partida, sobre una superficie de 96 m2 de azotea.

La garantía cubre filtraciones por defecto del material o de la aplicación.
No cubre: daños por perforaciones, instalación posterior de tinacos, antenas o
calentadores solares, tránsito excesivo sobre la azotea ni falta de limpieza de
bajadas pluviales. Se recomienda dar mantenimiento (recubrimiento) al año 3.

Monto total de la obra: $18,570.00 (pagado: anticipo 12/05/2025, finiquito 16/05/2025)

Ing. Ramón Zepeda — Impermeabilizaciones Tapatías
"""
FILED[CASA + "Arreglos/nota plomero calentador.txt"] = """\
PLOMERÍA HERNÁNDEZ
Instalaciones hidráulicas, sanitarias y de gas
Fernando Hernández López — Cel. 33 1842 7706

NOTA DE REMISIÓN No. 1184          Fecha: 14/10/2025
Cliente: Sra. Lucy — Las Palmas 2147 Chapalita

Cant.  Descripción                                      Importe
1      Calentador de paso Calorex 13 L gas LP          $2,450.00
1      Kit de conexiones, llave de paso y flexibles      $380.00
1      Mano de obra: retiro de boiler viejo e instalación $1,020.00
                                                 TOTAL  $3,850.00
Anticipo (transferencia 14/10/2025) ........... $2,000.00
Resta .......................................... $1,850.00  (pagado en efectivo 16/10/2025)

Garantía de mano de obra: 6 meses.
"""

# ---- Papeles

FILED["Papeles/Jorge/acta de nacimiento Jorge.txt"] = """\
ESTADOS UNIDOS MEXICANOS
REGISTRO CIVIL — ESTADO DE JALISCO
ACTA DE NACIMIENTO

Identificador electrónico: 14039000219830028731
CURP: RAVJ830615HJCMLR04
Entidad de registro: JALISCO   Municipio de registro: GUADALAJARA
Oficialía: 02   Libro: 14   Número de acta: 02873
Fecha de registro: 04/07/1983

DATOS DE LA PERSONA REGISTRADA
Nombre(s): JORGE
Primer apellido: RAMIREZ
Segundo apellido: VILLASEÑOR
Sexo: HOMBRE
Fecha de nacimiento: 15/06/1983
Lugar de nacimiento: GUADALAJARA, JALISCO

DATOS DE FILIACIÓN
Padre: JOSE LUIS RAMIREZ MORENO — Nacionalidad: MEXICANA
Madre: CARMEN VILLASEÑOR DIAZ — Nacionalidad: MEXICANA

Certificación electrónica expedida el 11 de marzo de 2024 a través de gob.mx/actas.
Cadena original y sello digital al reverso.
"""
FILED["Papeles/Jorge/CURP Jorge.txt"] = """\
CONSTANCIA DE LA CLAVE ÚNICA DE REGISTRO DE POBLACIÓN

Clave: RAVJ830615HJCMLR04
Nombre: JORGE RAMIREZ VILLASEÑOR
Fecha de inscripción: 21/11/1997
Folio: 14039119
Entidad de registro: JALISCO
Documento probatorio: Acta de nacimiento — Año de registro 1983, Libro 14, Acta 02873

Ciudad de México, a 03 de febrero de 2025
Registro Nacional de Población (RENAPO)
"La impresión de la constancia CURP en papel bond es válida y deberá ser aceptada
para realizar todo trámite."
"""
FILED["Papeles/Jorge/INE Jorge.jpg"] = paper(
    [
        "# INSTITUTO NACIONAL ELECTORAL",
        "MÉXICO — CREDENCIAL PARA VOTAR",
        "NOMBRE: RAMIREZ VILLASEÑOR JORGE",
        "DOMICILIO: C LAS PALMAS 2147 COL CHAPALITA",
        "44500 GUADALAJARA, JAL.",
        "CLAVE DE ELECTOR: RMVLJR83061514H300",
        "CURP: RAVJ830615HJCMLR04     AÑO DE REGISTRO: 2001 03",
        "FECHA DE NACIMIENTO: 15/06/1983   SECCIÓN: 1873",
        "VIGENCIA: 2023 - 2033",
    ],
    width=700,
    size=22,
    table=(70, 70, 80),
    page=(232, 238, 240),
)

FILED["Papeles/Lucy/acta de matrimonio.txt"] = """\
ESTADOS UNIDOS MEXICANOS
REGISTRO CIVIL — ESTADO DE JALISCO
ACTA DE MATRIMONIO

Identificador electrónico: 14039000320090104417
Oficialía: 10   Libro: 3   Número de acta: 01044
Municipio: GUADALAJARA   Fecha de registro: 14/11/2009
Régimen: SOCIEDAD CONYUGAL

CONTRAYENTE 1: JORGE RAMIREZ VILLASEÑOR — 26 años — Nacionalidad mexicana
CURP RAVJ830615HJCMLR04
CONTRAYENTE 2: LUCIA OCHOA PARTIDA — 24 años — Nacionalidad mexicana
CURP OOPL850222MJCCRC09

Testigos: MARTIN OCHOA PARTIDA, ANA GABRIELA TORRES RUIZ,
ROBERTO RAMIREZ VILLASEÑOR, CLAUDIA MENDEZ SOLIS

Certificación expedida el 02 de agosto de 2023.
"""
FILED["Papeles/Lucy/CURP Lucia.txt"] = """\
CONSTANCIA DE LA CLAVE ÚNICA DE REGISTRO DE POBLACIÓN

Clave: OOPL850222MJCCRC09
Nombre: LUCIA OCHOA PARTIDA
Fecha de inscripción: 09/12/1997
Entidad de registro: JALISCO
Documento probatorio: Acta de nacimiento — Año de registro 1985, Municipio Zapopan

Ciudad de México, a 03 de febrero de 2025
Registro Nacional de Población (RENAPO)
"""
FILED["Papeles/Lucy/pasaporte Lucy (datos).txt"] = """\
Datos de mi pasaporte (por si se pierde, NO tirar)

Pasaporte No.: G38215507
Expedido: 10/ene/2022 — Oficina SRE Guadalajara
Vigencia: 10 años — vence 10/ene/2032
Visa americana B1/B2: expedida en el consulado de Guadalajara 03/mar/2022, vence 2032

Copia escaneada en el correo (buscar "pasaporte Lucy").
"""

FILED["Papeles/Sofi/acta Sofia.txt"] = """\
ESTADOS UNIDOS MEXICANOS
REGISTRO CIVIL — ESTADO DE JALISCO
ACTA DE NACIMIENTO

Identificador electrónico: 14039000220120176522
CURP: RAOS120905MJCMCFA7
Municipio de registro: GUADALAJARA   Oficialía: 05   Número de acta: 07652
Fecha de registro: 01/10/2012

Nombre(s): SOFIA
Primer apellido: RAMIREZ
Segundo apellido: OCHOA
Sexo: MUJER
Fecha de nacimiento: 05/09/2012
Lugar de nacimiento: GUADALAJARA, JALISCO

Padre: JORGE RAMIREZ VILLASEÑOR — Nacionalidad: MEXICANA
Madre: LUCIA OCHOA PARTIDA — Nacionalidad: MEXICANA

Certificación electrónica expedida el 20 de junio de 2025 a través de gob.mx/actas.
"""
FILED["Papeles/Sofi/CURP_RAOS120905MJCMCFA7.txt"] = """\
CONSTANCIA DE LA CLAVE ÚNICA DE REGISTRO DE POBLACIÓN

Clave: RAOS120905MJCMCFA7
Nombre: SOFIA RAMIREZ OCHOA
Fecha de inscripción: 01/10/2012
Entidad de registro: JALISCO
Documento probatorio: Acta de nacimiento — Año de registro 2012, Acta 07652

Ciudad de México, a 20 de junio de 2025
Registro Nacional de Población (RENAPO)
"""
FILED["Papeles/Sofi/pasaporte Sofi (vence ago 2025).txt"] = """\
Pasaporte de Sofi

No. N01844720
Expedido: 10/08/2022 en SRE Guadalajara (tenía 9 años, se lo dieron por 3 años)
VENCE: 10/08/2025  <-- alcanza para San Antonio en julio, al regreso hay que renovarlo
Visa B1/B2 de Sofi: vence 2032 (está en el pasaporte viejo, hay que llevarlo junto con el nuevo)

Para renovar: ella + los dos papás con INE, acta de nacimiento, CURP, pasaporte anterior,
pago de derechos. Sacar cita en citas.sre.gob.mx
"""

FILED["Papeles/Mateo/acta de nacimiento Mateo.txt"] = """\
ESTADOS UNIDOS MEXICANOS
REGISTRO CIVIL — ESTADO DE JALISCO
ACTA DE NACIMIENTO

Identificador electrónico: 14039000520170031885
CURP: RAOM170312HJCMCTA5
Municipio de registro: GUADALAJARA   Oficialía: 05   Número de acta: 03188
Fecha de registro: 10/04/2017

Nombre(s): MATEO
Primer apellido: RAMIREZ
Segundo apellido: OCHOA
Sexo: HOMBRE
Fecha de nacimiento: 12/03/2017
Lugar de nacimiento: GUADALAJARA, JALISCO

Padre: JORGE RAMIREZ VILLASEÑOR — Nacionalidad: MEXICANA
Madre: LUCIA OCHOA PARTIDA — Nacionalidad: MEXICANA

Certificación electrónica expedida el 20 de junio de 2025 a través de gob.mx/actas.
"""
FILED["Papeles/Mateo/cartilla Mateo.jpg"] = paper(
    [
        "# CARTILLA NACIONAL DE SALUD — Niñas y niños de 0 a 9 años",
        "Nombre: MATEO RAMIREZ OCHOA    Fecha de nacimiento: 12/03/2017",
        "CURP: RAOM170312HJCMCTA5",
        "---",
        "ESQUEMA DE VACUNACIÓN            Dosis       Fecha de aplicación",
        "BCG                              Única       12/03/2017",
        "Hepatitis B                      1a / 2a / 3a 12/03/17  14/05/17  15/09/17",
        "Hexavalente                      1a a 4a     14/05/17 ... 20/03/19",
        "Neumocócica conjugada            Refuerzo    22/03/2018",
        "SRP (sarampión, rubéola, paperas) Refuerzo   18/03/2023",
        "DPT                              Refuerzo    18/03/2021",
        "Influenza                        Anual       04/11/2025",
    ],
    width=900,
    size=20,
    table=(200, 190, 175),
    tilt=0.6,
    page=(246, 246, 238),
)
FILED["Papeles/Mateo/pasaporte Mateo.txt"] = """\
Pasaporte de Mateo

No. N09921834
Expedido: 14/06/2023, SRE Guadalajara — vigencia 6 años
Vence: 14/06/2029
Visa B1/B2: expedida 08/08/2023, vence 2033 (misma fecha que en el pasaporte)
"""

# ---- Escuela (ciclo escolar de agosto a julio)

ESC_SOFI_24 = "Escuela/Sofi/2024-2025/"
ESC_SOFI_25 = "Escuela/Sofi/2025-2026/"
ESC_MATEO_24 = "Escuela/Mateo/2024-2025/"
ESC_MATEO_25 = "Escuela/Mateo/2025-2026/"

FILED[ESC_SOFI_24 + "boleta final 6o.txt"] = """\
SECRETARÍA DE EDUCACIÓN PÚBLICA
BOLETA DE EVALUACIÓN — EDUCACIÓN PRIMARIA
CICLO ESCOLAR 2024-2025

Escuela: COLEGIO NUEVA GALICIA        CCT: 14PPR0412K      Turno: Matutino
Alumna: RAMIREZ OCHOA SOFIA           CURP: RAOS120905MJCMCFA7
Grado: 6°   Grupo: A

Campo formativo                              1er T   2° T   3er T   Final
Lenguajes                                      9      9      10      9.3
Saberes y pensamiento científico              10     10      10     10.0
Ética, naturaleza y sociedades                 9      9       9      9.0
De lo humano y lo comunitario                 10     10      10     10.0
PROMEDIO FINAL DE GRADO: 9.6

Asistencias: 187 de 190 días.
Observaciones: Sofía concluye su educación primaria con excelente desempeño. ¡Felicidades!

Guadalajara, Jalisco, 11 de julio de 2025
Mtra. Adriana Cárdenas Ibarra — Titular de 6° A       Lic. Rocío Pelayo — Dirección
"""
FILED[ESC_SOFI_24 + "certificado primaria Sofi.txt"] = """\
SECRETARÍA DE EDUCACIÓN PÚBLICA
SISTEMA EDUCATIVO NACIONAL
CERTIFICADO DE TERMINACIÓN DE ESTUDIOS — EDUCACIÓN PRIMARIA

Folio: 7F3A21C9-5D80-4E61-9C0B-2A7D14E6B3F1
La Secretaría de Educación Jalisco certifica que
SOFIA RAMIREZ OCHOA   CURP RAOS120905MJCMCFA7
concluyó la educación primaria en el ciclo escolar 2024-2025
en la escuela COLEGIO NUEVA GALICIA, CCT 14PPR0412K,
con un promedio general de 9.6 (NUEVE PUNTO SEIS).

Guadalajara, Jalisco, a 15 de julio de 2025.
Documento electrónico con sello digital SEP.
"""
FILED[ESC_SOFI_24 + "IMG-20250606-WA0015.jpg"] = paper(
    [
        "# COLEGIO NUEVA GALICIA — Sección Primaria",
        "Circular 28/2024-2025          Guadalajara, Jal., 5 de junio de 2025",
        "A los padres de familia de 6° A y 6° B:",
        "Les invitamos a la CEREMONIA DE GRADUACIÓN de la generación 2019-2025,",
        "el viernes 4 de julio de 2025 a las 10:00 h en el Auditorio del Colegio.",
        "Los alumnos se presentan a las 9:15 h con uniforme de gala;",
        "las niñas con moño blanco. Cada familia tiene 4 lugares.",
        "Misa de acción de gracias: jueves 3 de julio, 12:00 h.",
        "Cuota de graduación (toga, birrete, foto grupal): $950, a más tardar 20 de junio.",
        "Atentamente, Dirección de Primaria",
    ],
    width=820,
    size=21,
    table=(190, 175, 150),
    tilt=-0.8,
)

FILED[ESC_SOFI_25 + "recibo inscripcion 1o sec.txt"] = """\
COLEGIO NUEVA GALICIA, A.C. — SECCIÓN SECUNDARIA
Av. Niños Héroes 2960, Col. Jardines del Bosque, Guadalajara, Jal.

RECIBO DE PAGO No. 25-3318
Fecha: 04/08/2025
Alumna: SOFÍA RAMÍREZ OCHOA           Matrícula: 19-0427
Grado y grupo: 1° A Secundaria        Ciclo escolar: 2025-2026

Concepto                                         Importe
Inscripción ciclo 2025-2026                      $6,900.00
Cuota Asociación de Padres de Familia            $1,200.00
Seguro escolar contra accidentes                   $450.00
TOTAL                                            $8,550.00

Forma de pago: transferencia SPEI BBVA
La colegiatura mensual (agosto a junio) es de $5,400.00 y se factura aparte.
"""
FILED[ESC_SOFI_25 + "lista utiles 1A.txt"] = """\
COLEGIO NUEVA GALICIA — SECUNDARIA
LISTA DE ÚTILES 1er GRADO — CICLO ESCOLAR 2025-2026

- 8 cuadernos profesionales de cuadro chico 100 hojas (Matemáticas, Ciencias, Inglés,
  Tecnología, Tutoría) y raya (Español, Historia, Geografía)
- Juego de geometría, calculadora científica Casio fx-82
- Bata blanca para laboratorio con nombre bordado
- Diccionario Larousse escolar y diccionario inglés-español
- Flauta dulce Yamaha (Artes — Música)
- Candado para locker
- Libros: paquete editorial SM "Proyectos 1" (se compra en el colegio) y libros de texto SEP
- Uniforme deportivo: pants azul marino y playera blanca con logo

Todo forrado y con nombre. Entregar el primer día de clases: lunes 25 de agosto de 2025.
"""
FILED[ESC_SOFI_25 + "circular bienvenida.txt"] = """\
COLEGIO NUEVA GALICIA — SECCIÓN SECUNDARIA
Circular 01/2025-2026

Guadalajara, Jal., 20 de agosto de 2025

Estimados padres de familia:

¡Bienvenidos al ciclo escolar 2025-2026! Les compartimos la información más importante
para el inicio de clases:

- Inicio de clases: lunes 25 de agosto. Horario 7:00 a 14:10 h.
- Reunión informativa para padres de 1er grado: miércoles 27 de agosto, 7:15 h, auditorio.
- Fin del primer trimestre: 28 de noviembre. Entrega de boletas: 5 de diciembre.
- Vacaciones de invierno: del 19 de diciembre al 6 de enero.
- El uso del celular dentro del salón no está permitido.

Les pedimos revisar diario la plataforma del colegio y el grupo de WhatsApp oficial del grupo.

Atentamente,
Mtro. Gerardo Anaya Lozano — Coordinador de Secundaria
"""
FILED[ESC_SOFI_25 + "horario 1A.xlsx"] = xlsx_bytes(
    {
        "Horario 1A": [
            ["COLEGIO NUEVA GALICIA — 1° A SECUNDARIA — CICLO 2025-2026"],
            ["Hora", "Lunes", "Martes", "Miércoles", "Jueves", "Viernes"],
            ["7:00-7:50", "Matemáticas", "Español", "Matemáticas", "Inglés", "Matemáticas"],
            ["7:50-8:40", "Español", "Biología", "Inglés", "Español", "Historia"],
            ["8:40-9:30", "Biología", "Matemáticas", "Geografía", "Biología", "Español"],
            ["9:30-10:00", "RECESO", "RECESO", "RECESO", "RECESO", "RECESO"],
            ["10:00-10:50", "Geografía", "Inglés", "Ed. Física", "Tecnología", "Inglés"],
            [
                "10:50-11:40",
                "Historia",
                "Formación C. y É.",
                "Ed. Física",
                "Tecnología",
                "Artes (Música)",
            ],
            ["11:40-12:30", "Inglés", "Artes (Música)", "Biología", "Geografía", "Tutoría"],
            [
                "12:30-13:20",
                "Tecnología",
                "Historia",
                "Formación C. y É.",
                "Matemáticas",
                "Biología",
            ],
            ["13:20-14:10", "Tutoría", "Geografía", "Español", "Historia", "Club (robótica)"],
        ]
    }
)
FILED[ESC_SOFI_25 + "20251020_183011.jpg"] = paper(
    [
        "# COLEGIO NUEVA GALICIA — SECUNDARIA",
        "CITATORIO",
        "Sr(a). padre / madre de familia del alumno(a):",
        "Sofía Ramírez Ochoa      Grupo: 1° A",
        "Se le cita a la JUNTA DE PADRES DE FAMILIA para la entrega",
        "de resultados de la evaluación diagnóstica y avance del 1er trimestre.",
        "Día: jueves 23 de octubre de 2025    Hora: 7:15 a.m.",
        "Lugar: salón 1° A",
        "Favor de regresar el talón firmado.",
        "Mtra. Elena Vázquez — Tutora del grupo",
    ],
    width=760,
    when="2025:10:20 18:30:11",
    camera=SAMSUNG,
    table=(160, 150, 140),
    tilt=1.4,
)

FILED[ESC_MATEO_24 + "boleta 2o grado.txt"] = """\
SECRETARÍA DE EDUCACIÓN PÚBLICA
BOLETA DE EVALUACIÓN — EDUCACIÓN PRIMARIA
CICLO ESCOLAR 2024-2025

Escuela: COLEGIO NUEVA GALICIA        CCT: 14PPR0412K      Turno: Matutino
Alumno: RAMIREZ OCHOA MATEO           CURP: RAOM170312HJCMCTA5
Grado: 2°   Grupo: B

Campo formativo                              1er T   2° T   3er T   Final
Lenguajes                                      8      9       9      8.7
Saberes y pensamiento científico               9      9      10      9.3
Ética, naturaleza y sociedades                 9     10      10      9.7
De lo humano y lo comunitario                 10     10      10     10.0
PROMEDIO FINAL DE GRADO: 9.4

Observaciones: Mateo mejoró mucho en lectura. Seguir practicando en casa 20 minutos diarios.

Guadalajara, Jalisco, 11 de julio de 2025
Mtra. Gabriela Ponce — Titular de 2° B
"""
FILED[ESC_MATEO_24 + "festival 10 de mayo.txt"] = """\
COLEGIO NUEVA GALICIA — PRIMARIA
Circular 24/2024-2025

Guadalajara, Jal., 28 de abril de 2025

Queridas mamás de 1° y 2° grado:

Las esperamos el viernes 9 de mayo a las 9:00 h en el patio central para el
FESTIVAL DEL DÍA DE LAS MADRES. Los niños de 2° B bailarán "Jarabe Tapatío"
(vestuario: charro para niños, pantalón negro y moño rojo; se puede rentar con la
Sra. Marisela, $180).

Ese día la salida será a las 12:00 h.

Con cariño,
Mtra. Gabriela Ponce y Dirección de Primaria
"""
FILED[ESC_MATEO_24 + "IMG-20250310-WA0004.jpg"] = paper(
    [
        "# AVISO",
        "Colegio Nueva Galicia — Primaria — 2° B",
        "Estimados papás:",
        "El lunes 17 de marzo NO hay clases (natalicio de Benito Juárez).",
        "El viernes 14 los niños salen a las 12:30 por junta de consejo técnico.",
        "Recuerden mandar el material para la maqueta del sistema solar",
        "el miércoles 19 de marzo.",
        "Gracias. Miss Gaby",
    ],
    width=700,
    size=23,
    table=(120, 140, 160),
    tilt=-1.1,
    page=(252, 250, 236),
)

FILED[ESC_MATEO_25 + "inscripcion 3o primaria.txt"] = """\
COLEGIO NUEVA GALICIA, A.C. — SECCIÓN PRIMARIA
RECIBO DE PAGO No. 25-3320
Fecha: 04/08/2025
Alumno: MATEO RAMÍREZ OCHOA          Matrícula: 22-1108
Grado y grupo: 3° B Primaria         Ciclo escolar: 2025-2026

Inscripción ciclo 2025-2026                      $5,900.00
Cuota Asociación de Padres de Familia            $1,200.00
Seguro escolar contra accidentes                   $450.00
Descuento por hermano (10% inscripción)           -$590.00
TOTAL                                            $6,960.00

Colegiatura mensual (agosto a junio): $4,650.00 — se factura aparte.
"""
FILED[ESC_MATEO_25 + "lista de utiles 3B.txt"] = """\
LISTA DE ÚTILES — 3er GRADO PRIMARIA — CICLO 2025-2026
Colegio Nueva Galicia

- 5 cuadernos profesionales: 2 de cuadro grande (Matemáticas), 2 de raya, 1 de dibujo
- 1 caja de colores de madera (24), 1 caja de crayolas, 2 lápices del 2, goma, sacapuntas
- Tijeras punta roma, 2 lápiz adhesivo, regla de 30 cm
- 1 paquete de 100 hojas blancas tamaño carta
- Libro de inglés "Super Minds 3" (se compra en el colegio)
- 1 bote de toallitas húmedas y 1 caja de pañuelos (para el salón)
- Mochila SIN ruedas (por las escaleras)

Todo con nombre: MATEO RAMÍREZ — 3° B
Entregar el lunes 25 de agosto a Miss Paty.
"""
FILED[ESC_MATEO_25 + "Screenshot_20251008-201544_WhatsApp.png"] = chat(
    "Miss Paty 3°B",
    [
        (
            "in",
            "Buenas noches mamá de Mateo. Le comento que hoy Mateo no entregó la tarea de tablas del 7.",
        ),
        (
            "in",
            "Y el viernes 10 le toca a su fila los honores a la bandera, que venga con uniforme de gala por favor.",
        ),
        (
            "out",
            "Buenas noches Miss Paty, gracias por avisar. Ya la estamos haciendo, mañana la lleva.",
        ),
        ("out", "Y sí, el viernes va de gala."),
        ("in", "Perfecto, gracias. Bonita noche."),
    ],
)
FILED[ESC_MATEO_25 + "boleta 1er trimestre.txt"] = """\
SECRETARÍA DE EDUCACIÓN PÚBLICA
BOLETA DE EVALUACIÓN — EDUCACIÓN PRIMARIA — CICLO ESCOLAR 2025-2026
REPORTE DEL PRIMER TRIMESTRE (agosto - noviembre)

Escuela: COLEGIO NUEVA GALICIA        CCT: 14PPR0412K
Alumno: RAMIREZ OCHOA MATEO           Grado: 3°   Grupo: B

Lenguajes                              9
Saberes y pensamiento científico       8
Ética, naturaleza y sociedades         9
De lo humano y lo comunitario         10
Inasistencias: 2

Observaciones: Mateo participa mucho en clase. Reforzar tablas de multiplicar (6, 7 y 8).

Guadalajara, Jal., 05/dic/2025
Mtra. Patricia Luna Orozco — Titular de 3° B
"""
FILED[ESC_MATEO_25 + "circular kermes y altares.txt"] = """\
COLEGIO NUEVA GALICIA — PRIMARIA
Circular 06/2025-2026

Guadalajara, Jal., 15 de octubre de 2025

Papás de 3er grado:

El viernes 31 de octubre tendremos la KERMÉS y el CONCURSO DE ALTARES DE MUERTOS.
A 3° B le toca dedicar su altar a "Cri-Cri" (Francisco Gabilondo Soler). Cada niño trae
un elemento: papel picado, veladora, pan de muerto, cempasúchil o una calaverita de azúcar.
En la kermés el grupo venderá aguas frescas; les pedimos 2 litros de agua de jamaica u horchata.

Los niños pueden venir disfrazados (nada de sangre ni máscaras).

Miss Paty y Dirección de Primaria
"""

# ---- Salud

FILED["Salud/IMSS/vigencia de derechos 2025.txt"] = """\
INSTITUTO MEXICANO DEL SEGURO SOCIAL
CONSTANCIA DE VIGENCIA DE DERECHOS

Fecha de emisión: 13/03/2025

Asegurada: OCHOA PARTIDA LUCIA
NSS: 0405 85 3317-2      CURP: OOPL850222MJCCRC09
Patrón: GOBIERNO DEL ESTADO DE JALISCO — SECRETARÍA DE EDUCACIÓN
Registro patronal: C1412388109
Unidad de Medicina Familiar: UMF No. 48 (Chapalita) — Consultorio 6 — Turno matutino
Vigencia: VIGENTE

Beneficiarios:
- RAMIREZ VILLASEÑOR JORGE — Esposo — VIGENTE
- RAMIREZ OCHOA SOFIA — Hija — VIGENTE
- RAMIREZ OCHOA MATEO — Hijo — VIGENTE
"""
FILED["Salud/IMSS/20250917_120355.jpg"] = paper(
    [
        "# INSTITUTO MEXICANO DEL SEGURO SOCIAL",
        "RECETA INDIVIDUAL — UMF No. 48  Consultorio 6",
        "Paciente: RAMIREZ OCHOA MATEO    Edad: 8 años",
        "NSS: 0405 85 3317-2  2M2017OR (hijo)",
        "Fecha: 17/09/2025",
        "---",
        "1. Amoxicilina susp. 250 mg/5 ml — 7.5 ml cada 8 h por 7 días",
        "2. Paracetamol susp. 160 mg/5 ml — 10 ml cada 6 h si hay fiebre",
        "Dx: faringoamigdalitis aguda",
        "Dra. Mónica Arellano — Mat. 99148822",
    ],
    width=780,
    when="2025:09:17 12:03:55",
    camera=SAMSUNG,
    table=(140, 160, 150),
    tilt=0.9,
)
FILED["Salud/IMSS/incapacidad Lucy marzo 2025.txt"] = """\
INSTITUTO MEXICANO DEL SEGURO SOCIAL
CERTIFICADO DE INCAPACIDAD TEMPORAL PARA EL TRABAJO

Serie y folio: LM 481729
Asegurada: OCHOA PARTIDA LUCIA     NSS: 0405 85 3317-2
Ramo de seguro: ENFERMEDAD GENERAL
Tipo: INICIAL
Días autorizados: 3
Fecha de inicio: 10/03/2025   Fecha de término: 12/03/2025
Diagnóstico: J11.1 Influenza con otras manifestaciones respiratorias
Unidad: UMF No. 48   Médico: Dr. Saúl Becerra Núñez

Entregado en la dirección de la Sec. 38 el 13/03/2025.
"""

FILED["Salud/Seguro GNP/poliza GMM 2025-2026.txt"] = """\
GNP Seguros — Grupo Nacional Provincial, S.A.B.
CARÁTULA DE PÓLIZA — GASTOS MÉDICOS MAYORES INDIVIDUAL/FAMILIAR
Plan: Línea Azul Versátil

Póliza: 1A-48213377        Vigencia: 01/06/2025 12:00 h al 01/06/2026 12:00 h
Contratante: JORGE RAMIREZ VILLASEÑOR   RFC: RAVJ830615K52
Domicilio: Las Palmas 2147, Col. Chapalita, Guadalajara, Jal. C.P. 44500

Asegurados:
01 JORGE RAMIREZ VILLASEÑOR   Titular   15/06/1983
02 LUCIA OCHOA PARTIDA        Cónyuge   22/02/1985
03 SOFIA RAMIREZ OCHOA        Hija      05/09/2012
04 MATEO RAMIREZ OCHOA        Hijo      12/03/2017

Suma asegurada: $15,000,000.00 MXN    Deducible: $20,000.00    Coaseguro: 10% (tope $45,000)
Nivel hospitalario: Flexible (Guadalajara)
Prima anual total: $38,944.00 — Forma de pago: anual, cargo a tarjeta

Agente: Mariana Lomelí Castañeda — clave 07321 — 33 3121 5540
"""
FILED["Salud/Seguro GNP/carta reembolso sept 2025.txt"] = """\
GNP Seguros
Guadalajara, Jal., 22 de septiembre de 2025

Sr. Jorge Ramírez Villaseñor
Póliza 1A-48213377

Asunto: CARTA FINIQUITO — REEMBOLSO
Siniestro: 25-G-0193844
Asegurado afectado: MATEO RAMIREZ OCHOA
Padecimiento: Fractura de radio distal izquierdo (accidente 02/08/2025)

Gastos presentados ......................... $48,300.00
Gastos no cubiertos (artículos personales) .   -$1,250.00
Deducible ..................................  -$20,000.00
Coaseguro 10% ..............................   -$2,705.00
IMPORTE A REEMBOLSAR ....................... $24,345.00

El pago se realizará por transferencia a la cuenta CLABE terminación 7191 en un plazo
de 5 días hábiles. Los gastos de rehabilitación posteriores podrán presentarse como
complemento de este mismo siniestro.

Atentamente, Área de Reembolsos GMM — GNP Seguros
"""
FILED["Salud/Seguro GNP/hospitales en red GDL.txt"] = """\
Hospitales de la red GNP en Guadalajara (nivel Flexible) — lo apunté de la llamada con Mariana

- Hospital San Javier (Pablo Casals 640, Providencia) — SÍ
- Hospital Real San José (Av. Lázaro Cárdenas) — SÍ
- Hospital Country 2000 — SÍ
- Puerta de Hierro Andares — NO en nuestro nivel, solo con pago de diferencia
- Hospital México Americano — SÍ

Para urgencias: llamar primero a GNP 55 5227 9000 opción 2, dar número de póliza 1A-48213377.
Programación de cirugía: pedir carta pase 5 días antes.
"""

FILED["Salud/Dentista/presupuesto ortodoncia Sofi.txt"] = """\
ORTODONCIA CHAPALITA
Dra. Fernanda Íñiguez Robles — Especialista en Ortodoncia y Ortopedia Maxilar
Av. Guadalupe 1290, Chapalita — Tel. 33 3121 8890

PRESUPUESTO DE TRATAMIENTO
Fecha: 14 de febrero de 2025
Paciente: Sofía Ramírez Ochoa (12 años)

Estudios de ortodoncia (radiografías, modelos, fotografías) ......... $2,800.00
Aparatología fija superior e inferior — brackets metálicos autoligables $18,000.00
Consultas de ajuste mensual (aprox. 20 meses x $700) ................ $14,000.00
Retenedores al terminar el tratamiento ............................... $3,500.00
TOTAL ESTIMADO ...................................................... $38,300.00

Tiempo estimado: 18 a 22 meses. Se expide factura (deducible).
"""
FILED["Salud/Dentista/20250822_171530.jpg"] = paper(
    [
        "# ORTODONCIA CHAPALITA",
        "Dra. Fernanda Íñiguez Robles",
        "CARNET DE CITAS",
        "Paciente: Sofía Ramírez",
        "---",
        "24/03/25  colocación brackets sup.",
        "22/04/25  colocación brackets inf.",
        "27/05/25  ajuste      30/06/25  ajuste",
        "04/08/25  ajuste      22/08/25  cambio de arco",
        "Próxima cita: 23/sep/2025  4:30 pm",
    ],
    width=640,
    size=24,
    when="2025:08:22 17:15:30",
    camera=SAMSUNG,
    table=(210, 200, 225),
    tilt=-1.5,
    page=(255, 250, 252),
)
FILED["Salud/Dentista/limpieza Jorge nov 2025.txt"] = """\
DR. HUGO BARBA SALCEDO — CIRUJANO DENTISTA
Ced. Prof. 3318742 — Av. López Mateos Sur 1450, Guadalajara

Paciente: Jorge Ramírez                Fecha: 18/11/2025
Tratamiento: profilaxis con ultrasonido y detartraje, aplicación de flúor
Observaciones: caries incipiente en pieza 36, revisar en 6 meses.
Honorarios: $850.00 — pagado con tarjeta.
Próxima revisión: mayo 2026.
"""

# ---- SAT

EMIT_25 = "SAT/Facturas emitidas/2025/"
EMIT_26 = "SAT/Facturas emitidas/2026/"
RECIB = "SAT/Facturas recibidas/"

FILED[EMIT_25 + "RAVJ830615K52_F-0017.xml"] = cfdi(
    "F",
    "0017",
    "2025-07-01T11:08:42",
    JORGE_RFC,
    AGENCIA,
    [
        (
            SW,
            "E48",
            1,
            18000.00,
            "Desarrollo de tienda en línea para cliente Café Altos de Jalisco - etapa 2 (catálogo y pagos)",
        )
    ],
    "6F1C2A90-3B7E-4D15-8A44-1E9B0C7D2F31",
    ret_isr=True,
)
FILED[EMIT_25 + "RAVJ830615K52_F-0019.xml"] = cfdi(
    "F",
    "0019",
    "2025-08-04T09:31:10",
    JORGE_RFC,
    NORTHWIND,
    [(SW, "HUR", 96, 45.00, "Software development services, July 2025 (96 hours) - SOW #3")],
    "A03D5E71-98C4-4B2A-B1F0-6C2E8D4A7B19",
    iva="0",
    moneda="USD",
    tipo_cambio="18.7420",
)
FILED[EMIT_25 + "Factura F-0021 (representación impresa).txt"] = """\
JORGE RAMIREZ VILLASEÑOR
RFC: RAVJ830615K52 — Régimen Simplificado de Confianza (626)
Lugar de expedición: 44500, Guadalajara, Jalisco

FACTURA   Serie F  Folio 0021
Folio fiscal (UUID): 1B8E4C27-5A9D-4F36-9E02-7D3C1A6B8E54
Fecha de emisión: 01/10/2025 10:14:55
Tipo de comprobante: I - Ingreso     Uso CFDI: G03 Gastos en general
Forma de pago: 03 Transferencia electrónica     Método de pago: PUE

Receptor: AGENCIA TAPATIA DIGITAL — RFC ATD150311JQ4 — C.P. 44160 — Régimen 601

Cant.  Unidad  Clave     Descripción                                            Importe
1      E48     81111500  Mantenimiento mensual sitio y tienda en línea — sep 2025  $6,500.00

Subtotal                 $6,500.00
IVA 16%                  $1,040.00
Retención ISR 1.25%        -$81.25
TOTAL                    $7,458.75  (SIETE MIL CUATROCIENTOS CINCUENTA Y OCHO PESOS 75/100 M.N.)

Este documento es una representación impresa de un CFDI.
"""
FILED[EMIT_25 + "RAVJ830615K52_F-0022.xml"] = cfdi(
    "F",
    "0022",
    "2025-11-04T08:57:21",
    JORGE_RFC,
    NORTHWIND,
    [(SW, "HUR", 168, 45.00, "Software development services, October 2025 (168 hours) - SOW #3")],
    "D9472B13-6E05-4C8F-A2D1-3F7B9E0A5C62",
    iva="0",
    moneda="USD",
    tipo_cambio="18.4435",
)
FILED[EMIT_25 + "RAVJ830615K52_F-0024.xml"] = cfdi(
    "F",
    "0024",
    "2025-12-01T10:02:37",
    JORGE_RFC,
    AGENCIA,
    [(SW, "E48", 1, 6500.00, "Mantenimiento mensual sitio y tienda en linea - noviembre 2025")],
    "4E6A0F58-2C1B-47D9-8B35-9A0E7C2D1F84",
    ret_isr=True,
)
FILED[EMIT_26 + "RAVJ830615K52_F-0026.xml"] = cfdi(
    "F",
    "0026",
    "2026-01-07T12:20:05",
    JORGE_RFC,
    AGENCIA,
    [(SW, "E48", 1, 6500.00, "Mantenimiento mensual sitio y tienda en linea - diciembre 2025")],
    "8C2F7A14-D0B3-4E96-A517-2B6D8F4E0C93",
    ret_isr=True,
)
FILED[EMIT_26 + "RAVJ830615K52_F-0027.xml"] = cfdi(
    "F",
    "0027",
    "2026-02-03T09:12:48",
    JORGE_RFC,
    NORTHWIND,
    [(SW, "HUR", 152, 48.00, "Software development services, January 2026 (152 hours) - SOW #4")],
    "F5B1D806-7A2E-4C39-9D48-0E3A6C1B7F25",
    iva="0",
    moneda="USD",
    tipo_cambio="17.2180",
)

FILED[RECIB + "factura pediatra Mateo oct25.xml"] = cfdi(
    "A",
    "1187",
    "2025-10-22T18:45:02",
    ("MARA780214QW3", "ALEJANDRO MACIAS RUVALCABA", "612"),
    ("OOPL8502223H1", "LUCIA OCHOA PARTIDA", "44500", "605", "D01"),
    [("85121600", "E48", 1, 1200.00, "Consulta de pediatria - paciente Mateo Ramirez Ochoa")],
    "2D7E9B40-1F6C-4A83-B5E2-8C0D3A9F6E17",
    iva="exento",
    forma_pago="04",
    lugar="44600",
)
FILED[RECIB + "colegiatura Sofi sep2025.xml"] = cfdi(
    "B",
    "09871",
    "2025-09-03T08:10:44",
    COLEGIO,
    ("RAVJ830615K52", "JORGE RAMIREZ VILLASEÑOR", "44500", "626", "D10"),
    [
        (
            "86121700",
            "E48",
            1,
            5400.00,
            "Colegiatura septiembre 2025 - Secundaria 1o A - Sofia Ramirez Ochoa",
        )
    ],
    "9A3C5E71-4B2D-4F08-8E6A-1D7B0C9F3A52",
    iva="exento",
    lugar="44520",
    concepto_extra=_iedu("SOFIA RAMIREZ OCHOA", "RAOS120905MJCMCFA7", "Secundaria"),
)
FILED[RECIB + "factura lentes Lucy.txt"] = """\
ÓPTICA VISIÓN CHAPULTEPEC, S.A. DE C.V.
RFC: OVC110527H82 — Régimen 601
Av. Chapultepec Sur 312, Col. Americana, Guadalajara, Jal. C.P. 44160

FACTURA  Serie OV  Folio 55218
Folio fiscal: 7C4B2E90-6D13-4A58-BF07-5E1A9C3D8B26
Fecha: 16/08/2025 13:27
Receptor: LUCIA OCHOA PARTIDA — RFC OOPL8502223H1 — C.P. 44500 — Régimen 605
Uso CFDI: D01 Honorarios médicos, dentales y gastos hospitalarios
Forma de pago: 04 Tarjeta de crédito    Método: PUE

1  H87  42142900  Lentes graduados monofocales antirreflejante con armazón   $3,000.00
Subtotal $3,000.00   IVA 16% $480.00   TOTAL $3,480.00

Representación impresa de un CFDI versión 4.0
"""
FILED[RECIB + "GNP prima 2025.txt"] = """\
GRUPO NACIONAL PROVINCIAL, S.A.B.
RFC: GNP9211244P0 — Régimen 601
Av. Cerro de las Torres 395, Col. Campestre Churubusco, Coyoacán, CDMX

FACTURA  Serie GMMI  Folio 9182734
Folio fiscal: 0E9D7F35-4C2A-4B61-8F13-6A2C9D0E5B48
Fecha de emisión: 01/06/2025
Receptor: JORGE RAMIREZ VILLASEÑOR — RFC RAVJ830615K52 — C.P. 44500 — Régimen 626
Uso CFDI: D07 Primas por seguros de gastos médicos

Concepto: Prima de seguro de Gastos Médicos Mayores, póliza 1A-48213377,
vigencia 01/06/2025 - 01/06/2026
Prima neta $33,572.41   Derecho de póliza $0.00   IVA 16% $5,371.59   TOTAL $38,944.00

Representación impresa de un CFDI
"""

FILED["SAT/Declaraciones/2024/acuse anual 2024 Jorge.txt"] = """\
SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
ACUSE DE RECIBO — DECLARACIÓN DEL EJERCICIO, PERSONAS FÍSICAS

RFC: RAVJ830615K52
Nombre: JORGE RAMIREZ VILLASEÑOR
Ejercicio: 2024          Periodo: Del Ejercicio       Tipo de declaración: Normal
Régimen: Simplificado de Confianza
Número de operación: 250424218734910
Fecha y hora de presentación: 24/04/2025 18:42
Medio de presentación: Internet

Ingresos cobrados en el ejercicio ........ $1,482,316.00
ISR RESICO del ejercicio ................. $22,234.74
Pagos provisionales efectuados ........... $22,234.74
Retenciones de personas morales .......... $0.00
ISR a cargo .............................. $0.00

Sello digital: ||RAVJ830615K52|250424218734910|24042025|0|...
"""
FILED["SAT/Declaraciones/2024/constancia retenciones 2024 Lucy.txt"] = """\
CONSTANCIA DE PERCEPCIONES Y RETENCIONES
(CFDI de retenciones e información de pagos — Sueldos y salarios)

Retenedor: GOBIERNO DEL ESTADO DE JALISCO — RFC GEJ850101BP5
Dependencia: Secretaría de Educación Jalisco
Receptor: OCHOA PARTIDA LUCIA — RFC OOPL8502223H1 — CURP OOPL850222MJCCRC09

Ejercicio: 2024        Mes inicial: 01   Mes final: 12
Fecha de emisión: 30/01/2025

Total de percepciones (sueldos y salarios) ...... $412,380.22
Ingresos exentos ................................ $18,640.50
Ingresos gravados ............................... $393,739.72
ISR retenido en el ejercicio .................... $52,140.15
Subsidio para el empleo aplicado ................ $0.00

Folio fiscal: 3A8F0C21-7E5B-4D94-B6A3-2C9E1F7D0B58
"""
FILED["SAT/Declaraciones/2024/acuse anual 2024 Lucy.txt"] = """\
SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
ACUSE DE RECIBO — DECLARACIÓN DEL EJERCICIO, PERSONAS FÍSICAS

RFC: OOPL8502223H1
Nombre: LUCIA OCHOA PARTIDA
Ejercicio: 2024          Tipo de declaración: Normal
Régimen: Sueldos y salarios e ingresos asimilados a salarios
Número de operación: 250412094418273
Fecha y hora de presentación: 12/04/2025 11:05

Ingresos por salarios ........................ $412,380.22
Deducciones personales (médicos, lentes, colegiaturas, GMM) ... $48,512.00
ISR retenido ................................. $52,140.15
SALDO A FAVOR ................................ $6,318.00
Devolución solicitada a la cuenta CLABE 012320004718977191 (BBVA)
"""
FILED["SAT/Declaraciones/2025/acuse RESICO oct 2025.txt"] = """\
SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
ACUSE DE RECIBO — DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES

RFC: RAVJ830615K52    Nombre: JORGE RAMIREZ VILLASEÑOR
Ejercicio: 2025       Periodo: Octubre       Tipo: Normal
Número de operación: 251114402216834
Fecha de presentación: 14/11/2025 20:11

ISR Simplificado de Confianza. Personas físicas
  Ingresos del periodo ............. $151,912.35
  Tasa aplicable ................... 1.50%
  ISR a cargo ...................... $2,278.69
  ISR retenido por personas morales  $81.25
  ISR a pagar ...................... $2,197.00
IVA actividades a tasa 0% y 16% .... a pagar $1,040.00
TOTAL A PAGAR ...................... $3,237.00
Línea de captura: 0425 6B3D 9127 7740 2281 — vigente al 17/11/2025
"""
FILED["SAT/Declaraciones/2025/acuse RESICO nov 2025.txt"] = """\
SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
ACUSE DE RECIBO — DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES

RFC: RAVJ830615K52    Nombre: JORGE RAMIREZ VILLASEÑOR
Ejercicio: 2025       Periodo: Noviembre     Tipo: Normal
Número de operación: 251216402871122
Fecha de presentación: 16/12/2025 21:48

ISR Simplificado de Confianza. Personas físicas
  Ingresos del periodo ............. $146,231.80
  Tasa aplicable ................... 1.50%
  ISR a pagar ...................... $2,112.23
IVA a pagar ........................ $1,040.00
TOTAL A PAGAR ...................... $3,152.00
"""
FILED["SAT/Declaraciones/2025/acuse RESICO dic 2025.txt"] = """\
SERVICIO DE ADMINISTRACIÓN TRIBUTARIA
ACUSE DE RECIBO — DECLARACIÓN PROVISIONAL O DEFINITIVA DE IMPUESTOS FEDERALES

RFC: RAVJ830615K52    Nombre: JORGE RAMIREZ VILLASEÑOR
Ejercicio: 2025       Periodo: Diciembre     Tipo: Normal
Número de operación: 260116403390517
Fecha de presentación: 16/01/2026 19:26

ISR Simplificado de Confianza. Personas físicas
  Ingresos del periodo ............. $112,480.00
  Tasa aplicable ................... 1.10%
  ISR a pagar ...................... $1,156.03
IVA a pagar ........................ $1,040.00
TOTAL A PAGAR ...................... $2,196.00
(Pagado por transferencia BBVA 16/01/2026)
"""

# ---- Banco

EDO_MOVS: dict[str, tuple[str, str | None, list[tuple[str, str, str, str]]]] = {
    "oct": (
        "01/10/2025 AL 31/10/2025",
        "41,208.55",
        [
            ("01/OCT", "SPEI RECIBIDO AGENCIA TAPATIA DIGITAL REF F0021", "7,458.75", ""),
            ("04/OCT", "COSTCO GUADALAJARA", "", "3,912.40"),
            ("06/OCT", "SPEI RECIBIDO NORTHWIND LABS LLC WIRE INV F-0020", "131,842.10", ""),
            ("10/OCT", "PAGO COLEGIO NUEVA GALICIA COLEG OCT 2 ALUMNOS", "", "10,050.00"),
            ("14/OCT", "SPEI ENVIADO FERNANDO HERNANDEZ LOPEZ ANTICIPO CALENTADOR", "", "2,000.00"),
            ("18/OCT", "GASOLINERA G500 LOPEZ MATEOS", "", "950.00"),
            ("25/OCT", "SORIANA CHAPALITA", "", "2,318.70"),
        ],
    ),
    "nov": (
        "01/11/2025 AL 30/11/2025",
        None,
        [
            ("04/NOV", "SPEI RECIBIDO NORTHWIND LABS LLC WIRE INV F-0022", "139,431.22", ""),
            ("05/NOV", "SPEI ENVIADO ROSA MARIA GUTIERREZ LIMPIEZA OCTUBRE", "", "3,200.00"),
            ("10/NOV", "PAGO COLEGIO NUEVA GALICIA COLEG NOV 2 ALUMNOS", "", "10,050.00"),
            ("14/NOV", "PAGO SAT LINEA DE CAPTURA 04256B3D", "", "3,237.00"),
            ("15/NOV", "HOTEL COSTA PACIFICO VALLARTA", "", "19,680.00"),
            ("22/NOV", "LLANTAS Y SERVICIOS LAS AGUILAS", "", "8,610.00"),
            ("28/NOV", "CFE SUMINISTRADOR DE SERVICIOS BASICOS", "", "1,454.00"),
        ],
    ),
    "dic": (
        "01/12/2025 AL 31/12/2025",
        None,
        [
            ("01/DIC", "SPEI ENVIADO CARMEN VILLASENOR DIAZ SUPER ABUE DICIEMBRE", "", "2,500.00"),
            ("02/DIC", "SPEI RECIBIDO AGENCIA TAPATIA DIGITAL REF F0024", "7,458.75", ""),
            ("08/DIC", "PAGO COLEGIO NUEVA GALICIA COLEG DIC 2 ALUMNOS", "", "10,050.00"),
            ("13/DIC", "LIVERPOOL GALERIAS GUADALAJARA", "", "6,742.00"),
            ("16/DIC", "PAGO SAT LINEA DE CAPTURA 0425A17C", "", "3,152.00"),
            ("20/DIC", "BODEGA AURRERA TLAQUEPAQUE", "", "2,985.30"),
            ("23/DIC", "SPEI RECIBIDO NORTHWIND LABS LLC HOLIDAY BONUS", "9,120.00", ""),
        ],
    ),
}


def _estados_de_cuenta() -> None:
    saldo = 0.0
    for mes, (periodo, inicial, movs) in EDO_MOVS.items():
        if inicial is not None:
            saldo = float(inicial.replace(",", ""))
        anterior = f"{saldo:,.2f}"
        saldo += sum(
            float(a.replace(",", "") or 0) - float(c.replace(",", "") or 0) for _, _, a, c in movs
        )
        final = f"{saldo:,.2f}"
        cuerpo = "\n".join(f"{f:<8}{d:<58}{a:>14}{c:>14}" for f, d, a, c in movs)
        FILED[f"Banco/BBVA/EdoCta BBVA {mes} 2025.txt"] = f"""\
BBVA México, S.A., Institución de Banca Múltiple, Grupo Financiero BBVA México
ESTADO DE CUENTA — Libretón Básico Cuenta Digital

JORGE RAMIREZ VILLASEÑOR
LAS PALMAS 2147, COL. CHAPALITA, GUADALAJARA, JAL. C.P. 44500

No. de cuenta: 0471897719        CLABE: 012320004718977191
Periodo: DEL {periodo}
Sucursal: 1854 CHAPALITA

Saldo anterior: ${anterior}

FECHA   DESCRIPCIÓN                                                     ABONOS        CARGOS
{cuerpo}

Saldo final: ${final}
Tasa de interés anual: 0.00%     GAT Nominal 0.00% GAT Real -3.81% antes de impuestos
Comisiones cobradas en el periodo: $0.00
"""


_estados_de_cuenta()


def _spei(
    fecha: str,
    hora: str,
    nombre: str,
    banco: str,
    cuenta: str,
    concepto: str,
    importe: str,
    folio: str,
) -> list[str]:
    return [
        "# Operación exitosa",
        "Transferencia SPEI enviada",
        f"Importe: ${importe} MXN",
        "---",
        f"Fecha: {fecha}   Hora: {hora}",
        "Desde: Libretón Básico •7719",
        f"Para: {nombre}",
        f"Banco destino: {banco}   Cuenta: •{cuenta}",
        f"Concepto: {concepto}",
        f"Referencia: {folio[-7:]}",
        f"Folio de rastreo: MBAN01002{folio}",
        "Clave de rastreo consultable en banxico.org.mx/cep",
    ]


FILED["Banco/Comprobantes/Screenshot_20251014-173012_BBVA.png"] = paper(
    _spei(
        "14 de octubre de 2025",
        "17:29:48",
        "FERNANDO HERNANDEZ LOPEZ",
        "BANORTE",
        "3381",
        "anticipo calentador",
        "2,000.00",
        "51014172948331",
    ),
    fmt="PNG",
    width=720,
    bar="BBVA México",
    page=(255, 255, 255),
)
FILED["Banco/Comprobantes/Screenshot_20251105-101233_BBVA.png"] = paper(
    _spei(
        "5 de noviembre de 2025",
        "10:12:05",
        "ROSA MARIA GUTIERREZ SANDOVAL",
        "BANCO AZTECA",
        "0924",
        "limpieza octubre",
        "3,200.00",
        "51105101205874",
    ),
    fmt="PNG",
    width=720,
    bar="BBVA México",
    page=(255, 255, 255),
)
FILED["Banco/Comprobantes/Screenshot_20251201-090512_BBVA.png"] = paper(
    _spei(
        "1 de diciembre de 2025",
        "09:04:57",
        "CARMEN VILLASEÑOR DIAZ",
        "BANCOPPEL",
        "5530",
        "super abue diciembre",
        "2,500.00",
        "51201090457102",
    ),
    fmt="PNG",
    width=720,
    bar="BBVA México",
    page=(255, 255, 255),
)
FILED["Banco/Comprobantes/IMG-20260109-WA0001.jpg"] = paper(
    _spei(
        "9 de enero de 2026",
        "13:40:22",
        "ROSA MARIA GUTIERREZ SANDOVAL",
        "BANCO AZTECA",
        "0924",
        "limpieza diciembre + aguinaldo",
        "5,200.00",
        "60109134022517",
    ),
    width=640,
    bar="BBVA México",
    page=(255, 255, 255),
)

# ---- Carro Versa

FILED["Carro Versa/poliza Qualitas 2025.txt"] = """\
QUÁLITAS COMPAÑÍA DE SEGUROS, S.A. de C.V.
PÓLIZA DE SEGURO DE AUTOMÓVILES RESIDENTES

Póliza: 4120 0583 1172      Endoso: 000000      Inciso: 0001
Vigencia: desde las 12:00 hrs del 12/03/2025 hasta las 12:00 hrs del 12/03/2026
Asegurado: RAMIREZ VILLASEÑOR JORGE — RFC RAVJ830615K52
Domicilio: LAS PALMAS 2147 CHAPALITA, GUADALAJARA, JAL.

Vehículo: NISSAN VERSA ADVANCE 4P L4 1.6 AUT 2021
Serie: 3N1CN8AE9ML812345   Motor: HR16-712044A   Placas: JNX-472-B   Uso: PARTICULAR

Coberturas                               Suma asegurada        Deducible
Daños materiales                         Valor comercial       5%
Robo total                               Valor comercial       10%
Responsabilidad civil                    $3,000,000.00         0
Gastos médicos ocupantes                 $200,000.00           0
Asistencia vial y legal                  Amparada

Prima neta $10,212.07   Derecho de póliza $650.00   IVA $1,822.43   PRIMA TOTAL $12,684.50
Reporte de siniestros 24 h: 800 800 2880
"""
FILED["Carro Versa/refrendo 2025.txt"] = """\
GOBIERNO DEL ESTADO DE JALISCO
SECRETARÍA DE LA HACIENDA PÚBLICA
COMPROBANTE DE PAGO — REFRENDO ANUAL DE PLACAS 2025

Placa: JNX472B        Tipo: Automóvil particular
Propietario: RAMIREZ VILLASEÑOR JORGE
Vehículo: NISSAN VERSA 2021, serie 3N1CN8AE9ML812345

Refrendo anual 2025 ................. $908.00
Descuento (pago en enero-febrero) ...   $0.00
TOTAL PAGADO ........................ $908.00

Fecha de pago: 27 de febrero de 2025, 21:14 h — Pago en línea (tarjeta)
Folio de pago: RF25-14-0092817734
Incluye el holograma/calcomanía de refrendo, se envía por correo postal.
"""
FILED["Carro Versa/20250610_101122.jpg"] = paper(
    [
        "# JALISCO — VERIFICACIÓN RESPONSABLE",
        "CONSTANCIA DE VERIFICACIÓN VEHICULAR",
        "Centro de verificación: JAL-0412  Zapopan",
        "Fecha: 10/06/2025   Hora: 10:02",
        "Placa: JNX-472-B    Marca: NISSAN  Submarca: VERSA  Modelo: 2021",
        "Serie: 3N1CN8AE9ML812345",
        "Resultado: APROBADO",
        "Próxima verificación: antes del 30/06/2026",
    ],
    width=760,
    when="2025:06:10 10:11:22",
    camera=SAMSUNG,
    table=(90, 95, 100),
    tilt=0.7,
)
FILED["Carro Versa/tarjeta de circulacion.txt"] = """\
Tarjeta de circulación del Versa (copia de los datos)

Placas: JNX-472-B (Jalisco)
Propietario: Jorge Ramírez Villaseñor
Marca/Modelo: Nissan Versa Advance 2021, color gris oxford
No. de serie (VIN): 3N1CN8AE9ML812345
No. de motor: HR16-712044A
Fecha de expedición: 18/05/2021 — Vigencia: permanente (con refrendo anual)
"""

FILED["Carro Versa/Servicios/servicio 30 mil km.txt"] = """\
NISSAN COUNTRY VALLARTA
Av. Vallarta 5145, Col. Camino Real, Zapopan, Jal. C.P. 45040 — Tel. 33 3880 4400

ORDEN DE SERVICIO: OS-118273        Fecha de recepción: 21/03/2025 08:10
Cliente: JORGE RAMIREZ VILLASEÑOR   Tel. 33 1577 2041
Vehículo: NISSAN VERSA ADVANCE 2021  Placas: JNX-472-B   Kilometraje: 30,112 km
Asesor: Daniel Orozco

Servicio de mantenimiento 30,000 km
- Cambio de aceite sintético 0W-20 y filtro de aceite
- Cambio de filtro de aire de motor y de cabina
- Rotación de llantas y revisión de frenos (balatas al 55%)
- Revisión de 27 puntos
Mano de obra $1,650.00   Refacciones $2,126.21   IVA $604.19   TOTAL $4,380.40

Entrega: 21/03/2025 15:40 — Recomendación: cambio de balatas delanteras en el servicio de 40,000 km.
"""
FILED["Carro Versa/Servicios/llantas nov 2025.txt"] = """\
LLANTAS Y SERVICIOS LAS ÁGUILAS
Av. Patria 1620, Zapopan — tel. 33 3629 1180

NOTA No. 5521                               22-nov-2025
Cliente: Jorge Ramírez — Versa 2021 gris JNX-472-B — 36,480 km

4  Llanta Euzkadi 195/65 R15 91H  @ $1,990.00 .... $7,960.00
1  Alineación y balanceo (4 ruedas) ............... $650.00
                                          TOTAL    $8,610.00
Pagado con tarjeta BBVA.
Garantía de llantas contra defectos de fabricación: 5 años o 60,000 km.
"""
FILED["Carro Versa/Servicios/20250902_172045.jpg"] = paper(
    [
        "# TALLER ELÉCTRICO HNOS. PÉREZ",
        "Acumuladores — Alternadores — Marchas",
        "Nota 0833    Fecha: 2/sep/2025",
        "Cliente: Jorge  Auto: Versa 2021",
        "1 Acumulador LTH L-47-500 ... $2,450",
        "Diagnóstico sistema de carga .. $200",
        "TOTAL ......................... $2,650",
        "Garantía 18 meses",
    ],
    width=620,
    size=24,
    when="2025:09:02 17:20:45",
    camera=SAMSUNG,
    table=(60, 55, 50),
    tilt=-1.3,
    page=(250, 246, 225),
)

# ---- Viajes ("AAAA-MM Lugar"; everything of the trip, photos from the first to the last day)

MAZ = "Viajes/2024-12 Mazamitla/"
SA = "Viajes/2025-07 San Antonio/"
PV = "Viajes/2025-11 Vallarta/"
CDMX = "Viajes/2026-04 CDMX/"

FILED[MAZ + "reservacion cabaña Los Cedros.txt"] = """\
Cabañas Los Cedros — Mazamitla, Jal.
Tel / WhatsApp 382 538 0417

CONFIRMACIÓN DE RESERVACIÓN
Familia: Ramírez Ochoa (Lucía Ochoa)
Cabaña: "El Roble" — 2 recámaras, chimenea, asador, capacidad 6 personas
Entrada: viernes 27 de diciembre de 2024, a partir de las 15:00 h
Salida: lunes 30 de diciembre de 2024, a las 12:00 h
3 noches x $2,400.00 = $7,200.00
Anticipo recibido: $3,600.00 (transferencia 02/12/2024)
Resta a pagar al llegar: $3,600.00

La leña para la chimenea se incluye (1 carga por noche). Mascotas no.
Ubicación: Camino a El Salto km 2, Mazamitla — les mandamos el pin por WhatsApp.
"""
FILED[MAZ + "20241227_170312.jpg"] = photo(
    "cabin", 21, "2024:12:27 17:03:12", SAMSUNG, MAZAMITLA, people=1
)
FILED[MAZ + "20241228_113020.jpg"] = photo(
    "forest", 22, "2024:12:28 11:30:20", SAMSUNG, (19.9072, -103.0241), people=3
)
FILED[MAZ + "IMG_1882.JPG"] = photo("cabin", 23, "2024:12:28 21:14:09", IPHONE, MAZAMITLA, people=2)

FILED[SA + "Volaris itinerario.eml"] = eml(
    [
        ("From", "Volaris <noreply@volaris.com>"),
        ("To", "jorge.ramirez.dev@gmail.com"),
        ("Date", "Mon, 03 Mar 2025 22:14:09 -0600"),
        ("Subject", "Tu itinerario de viaje - Código de reservación QXT7LM"),
        ("Message-ID", "<20250303221409.QXT7LM.8812@mail.volaris.com>"),
    ],
    """\
¡Hola, Jorge!

Gracias por volar con Volaris. Este es tu itinerario.

Código de reservación: QXT7LM

VUELO DE IDA
Y4 610  Sábado 12 de julio de 2025
Guadalajara (GDL) 07:05  ->  San Antonio (SAT) 10:20 (hora local)

VUELO DE REGRESO
Y4 611  Sábado 19 de julio de 2025
San Antonio (SAT) 11:15  ->  Guadalajara (GDL) 12:35 (hora local)

Pasajeros:
1. JORGE RAMIREZ VILLASENOR
2. LUCIA OCHOA PARTIDA
3. SOFIA RAMIREZ OCHOA
4. MATEO RAMIREZ OCHOA

Tarifa Básica + 1 maleta documentada de 25 kg por pasajero
Total pagado: $27,486.00 MXN (tarjeta terminación 2208)

Recuerda: para vuelos internacionales preséntate en el aeropuerto 3 horas antes y
lleva pasaporte y visa vigentes. Haz tu check-in en volaris.com a partir de 72 horas antes.

Volaris — Vuela a donde quieras
""",
)
FILED[SA + "Six Flags tickets.txt"] = """\
SIX FLAGS FIESTA TEXAS
17000 W Interstate 10, San Antonio, TX 78257

ORDER CONFIRMATION
Order #: SF-88214470
Order date: 05/28/2025
Purchaser: Jorge Ramirez — jorge.ramirez.dev@gmail.com

Valid for: Wednesday, July 16, 2025

Qty  Item                                  Price
4    Single Day Ticket (online special)    $49.99   $199.96
1    All Day Parking                       $35.00    $35.00
                                 Subtotal           $234.96
                                 Tax                 $19.38
                                 TOTAL              $254.34

Show the barcode on your phone at the gate. Tickets are non-refundable.
"""
FILED[SA + "plan SA.txt"] = """\
PLAN SAN ANTONIO — julio 2025 (12 al 19)

Vuelo ida sáb 12 Y4 610 sale 7:05 (estar en el aeropuerto 4:00 am!!)
Hotel: La Villita Riverwalk Suites (pendiente confirmar, Jorge lo reserva)

Sáb 12 — llegamos 10:20, Uber al hotel, River Walk en la tarde, cena en el Mercado (Market Square)
Dom 13 — misa en San Fernando, Pearl District, alberca
Lun 14 — El Álamo y Tower of the Americas
Mar 15 — H-E-B para el súper / Witte Museum (Mateo quiere ver dinosaurios)
Mié 16 — SIX FLAGS (boletos ya comprados)
Jue 17 — Natural Bridge Caverns en la mañana, alberca del hotel
Vie 18 — outlets San Marcos (tenis para Sofi, uniformes?)
Sáb 19 — regreso Y4 611 sale 11:15

Llevar: pasaportes y visas (¡el de Sofi vence en agosto!), bloqueador, adaptador no se necesita.
Presupuesto: USD 2,500 sin hotel ni vuelos.
"""
FILED[SA + "20250712_183522.jpg"] = photo(
    "river", 31, "2025:07:12 18:35:22", SAMSUNG, SA_RIVERWALK, people=3
)
FILED[SA + "IMG_3012.JPG"] = photo("alamo", 32, "2025:07:14 10:48:51", IPHONE, SA_ALAMO, people=2)
FILED[SA + "PXL_20250716_154210331.jpg"] = photo(
    "themepark", 33, "2025:07:16 15:42:10", PIXEL, SA_FIESTA_TX, people=3
)
FILED[SA + "IMG_3055.JPG"] = photo(
    "pool", 34, "2025:07:17 17:20:03", IPHONE, (29.4218, -98.4893), people=2
)

FILED[PV + "reservacion Hotel Costa Pacifico.txt"] = """\
HOTEL COSTA PACÍFICO VALLARTA
Calle Olas Altas 380, Zona Romántica, Puerto Vallarta, Jal. C.P. 48380
Tel. 322 222 7710 — reservaciones@costapacificovallarta.mx

CONFIRMACIÓN DE RESERVACIÓN No. CPV-251114-0932
Fecha: 3 de octubre de 2025

Huésped: LUCÍA OCHOA PARTIDA
Llegada: viernes 14 de noviembre de 2025 (check-in 15:00 h)
Salida: lunes 17 de noviembre de 2025 (check-out 12:00 h)
Habitación: Doble vista al mar — 2 adultos, 2 menores (13 y 8 años)
Plan: Todo incluido
3 noches — TOTAL: $19,680.00 MXN (impuestos incluidos)
Garantía: tarjeta BBVA ****7719; se cobra al llegar.

Estacionamiento sin costo sujeto a disponibilidad. Pulseras en recepción.
"""
FILED[PV + "20251114_171203.jpg"] = photo(
    "beach", 41, "2025:11:14 17:12:03", SAMSUNG, PV_PLAYA, people=2
)
FILED[PV + "PXL_20251115_120833412.jpg"] = photo(
    "malecon", 42, "2025:11:15 12:08:33", PIXEL, PV_MALECON, people=3
)
FILED[PV + "IMG-20251116-WA0008.jpg"] = photo("beach", 43, people=4)

FILED[CDMX + "boletos ETN GDL-MEX.txt"] = """\
ETN TURISTAR LUJO
BOLETO ELECTRÓNICO — Compra en línea

No. de compra: ETN-26-0114-553901     Fecha de compra: 14/01/2026
Titular: LUCIA OCHOA PARTIDA

IDA
Origen: GUADALAJARA (Central Nueva, Tlaquepaque)   Salida: miércoles 01/04/2026 23:30
Destino: CIUDAD DE MÉXICO (Terminal Norte)          Llegada: jueves 02/04/2026 06:40 (aprox.)
Asientos: 9, 10, 11, 12

REGRESO
Origen: CIUDAD DE MÉXICO (Terminal Norte)          Salida: domingo 05/04/2026 15:00
Destino: GUADALAJARA (Central Nueva)                Llegada: domingo 05/04/2026 22:10 (aprox.)
Asientos: 5, 6, 7, 8

Pasajeros: 2 adultos, 1 estudiante (50%), 1 menor (50%)
TOTAL PAGADO: $6,840.00 MXN
Preséntate 30 minutos antes con identificación. Credencial de estudiante vigente para el descuento.
"""
FILED[CDMX + "plan semana santa CDMX.txt"] = """\
CDMX — Semana Santa 2026 (1 al 5 de abril)

Mié 1 — salimos en la noche en ETN (23:30)
Jue 2 — llegamos temprano. Centro: Zócalo, Catedral, Templo Mayor, Bellas Artes. Churros en El Moro.
Vie 3 — Museo Nacional de Antropología (abre aunque sea Viernes Santo? checar) y Castillo de Chapultepec
Sáb 4 — Coyoacán: Casa Azul (comprar boletos en línea YA, se agotan) y Xochimilco en la tarde
Dom 5 — desayuno y regreso 15:00

Hotel: buscar en el Centro, máximo $2,000 la noche, con desayuno. Jorge lo reserva.
Ojo: Mateo quiere ir al Papalote. Sofi quiere ir a la Casa Azul sí o sí.
"""

# ---- Fotos (by year; family events apart)

FILED["Fotos/2024/20240316_131540.jpg"] = photo(
    "garden", 51, "2024:03:16 13:15:40", SAMSUNG, GDL_CASA, people=3
)
FILED["Fotos/2024/IMG_0934.JPG"] = photo(
    "street", 52, "2024:06:22 19:04:11", IPHONE, (20.6767, -103.3475), people=2
)
FILED["Fotos/2024/IMG-20241102-WA0011.jpg"] = photo("altar", 53, people=0)
FILED["Fotos/2025/20250216_124503.jpg"] = photo(
    "garden", 54, "2025:02:16 12:45:03", SAMSUNG, (20.6742, -103.3906), people=4
)
FILED["Fotos/2025/IMG_2455.JPG"] = photo(
    "home", 55, "2025:04:19 14:20:37", IPHONE, GDL_CASA, people=3
)
FILED["Fotos/2025/IMG-20250830-WA0002.jpg"] = photo("plaza", 56, people=3)
FILED["Fotos/2025/PXL_20251004_181022911.jpg"] = photo(
    "street", 57, "2025:10:04 18:10:22", PIXEL, (20.6597, -103.3496), people=2
)
FILED["Fotos/2025/20251224_223015.jpg"] = photo(
    "home", 58, "2025:12:24 22:30:15", SAMSUNG, GDL_CASA, people=4
)
FILED["Fotos/2026/20260101_001512.jpg"] = photo(
    "fireworks", 61, "2026:01:01 00:15:12", SAMSUNG, GDL_CASA, people=2
)
FILED["Fotos/2026/IMG_6150.JPG"] = photo(
    "garden", 62, "2026:01:18 11:02:44", IPHONE, (20.6740, -103.3911), people=2
)
FILED["Fotos/2026/PXL_20260201_132244870.jpg"] = photo(
    "food", 63, "2026:02:01 13:22:44", PIXEL, (20.6675, -103.3380), people=0
)

COMUNION = "Fotos/Eventos/Primera comunion Mateo/"
POSADA = "Fotos/Eventos/Posada 2025/"
FILED[COMUNION + "20250524_112045.jpg"] = photo(
    "church", 71, "2025:05:24 11:20:45", SAMSUNG, (20.6702, -103.3988), people=3
)
FILED[COMUNION + "IMG_2801.JPG"] = photo(
    "church", 72, "2025:05:24 11:48:02", IPHONE, (20.6702, -103.3988), people=2
)
FILED[COMUNION + "IMG-20250524-WA0017.jpg"] = photo("garden", 73, people=5)
FILED[COMUNION + "PXL_20250524_153312045.jpg"] = photo(
    "party", 74, "2025:05:24 15:33:12", PIXEL, GDL_CASA, people=4
)
FILED[POSADA + "20251220_195533.jpg"] = photo(
    "party", 81, "2025:12:20 19:55:33", SAMSUNG, TLAQUEPAQUE, people=4
)
FILED[POSADA + "IMG_5990.JPG"] = photo(
    "party", 82, "2025:12:20 20:22:18", IPHONE, TLAQUEPAQUE, people=3
)
FILED[POSADA + "WhatsApp Image 2025-12-20 at 20.41.12.jpeg"] = photo("party", 83, people=5)

# ---- Recetas, club de lectura, tejido (Lucy's)

FILED["Recetas/birria de res.txt"] = """\
BIRRIA DE RES (la de los domingos)

2 kg de chambarete y 1 kg de costilla de res
6 chiles guajillo, 3 chiles anchos, 2 chiles pasilla
1/2 cebolla, 6 dientes de ajo, 2 jitomates
1 raja de canela, 4 clavos, 1 cdita de comino, 1 cda de orégano, 3 hojas de laurel
2 cdas de vinagre de manzana, sal al gusto

1. Asar los chiles, remojarlos en agua caliente 15 min.
2. Licuar chiles con jitomate, cebolla, ajo, especias y vinagre. Colar.
3. Untar la carne con el adobo y dejar reposar mínimo 4 horas (mejor toda la noche).
4. Cocer en olla de presión 1 hora con 1 litro de agua, o en el horno tapado 3 horas a 180°.
5. Deshebrar un poco y servir con el consomé.

Acompañar con cebolla picada, cilantro, limón y tortillas hechas a mano.
"""
FILED["Recetas/tamales de elote tia Chela.txt"] = """\
TAMALES DE ELOTE — receta de mi tía Chela (salen como 30)

12 elotes tiernos (desgranados), guardar las hojas
1 lata de leche condensada
200 g de mantequilla derretida
1 taza de azúcar (menos si el elote está muy dulce)
1 taza de harina de maíz para tamal
1 cdita de polvo para hornear, pizca de sal

Licuar el elote con la leche condensada (sin agua). Mezclar con la mantequilla, el azúcar,
la harina y el polvo para hornear. Poner 2 cucharadas en cada hoja de elote y doblar.
Cocer en vaporera 1 hora a 1 hora y cuarto, hasta que se despeguen de la hoja.

Tía Chela dice que se acompañan con crema y un cafecito de olla.
"""
FILED["Recetas/agua de jamaica con canela.txt"] = """\
AGUA DE JAMAICA CON CANELA (para 3 litros)

- 1 taza de flor de jamaica
- 1 raja de canela
- 3/4 de taza de azúcar (o piloncillo)
- jugo de 2 limones (opcional)

Hervir la jamaica con la canela en 1 litro de agua 10 minutos. Dejar reposar,
colar y completar con 2 litros de agua fría. Endulzar y mucho hielo.
La flor se puede volver a hervir una vez más (queda más clarita).
"""
FILED["Recetas/pastel tres leches.docx"] = docx_bytes(
    [
        "# Pastel de tres leches (cumpleaños de Sofi)",
        "Para el bizcocho: 5 huevos, 1 taza de azúcar, 1 taza de harina, 1 cdita de polvo para hornear, 1/3 de taza de leche, 1 cdita de vainilla.",
        "Para bañar: 1 lata de leche evaporada, 1 lata de leche condensada, 1/2 taza de media crema (o 1 taza de leche entera).",
        "Cubierta: 2 tazas de crema para batir bien fría, 3 cdas de azúcar glass, fresas y duraznos en almíbar.",
        "## Preparación",
        "1. Batir las claras a punto de turrón, agregar el azúcar poco a poco y luego las yemas una por una.",
        "2. Incorporar la harina cernida con el polvo para hornear, alternando con la leche y la vainilla. No batir de más.",
        "3. Hornear en molde engrasado 30-35 minutos a 175 °C.",
        "4. Ya frío, picar con un tenedor y bañar con las tres leches. Refrigerar mínimo 4 horas.",
        "5. Cubrir con la crema batida y decorar con la fruta.",
        "Tip: prepararlo un día antes, sabe mejor.",
    ]
)

FILED["Club de lectura/notas Cien años de soledad.txt"] = """\
CLUB DE LECTURA "LAS DEL JUEVES" — sesión jueves 30 de octubre de 2025
Libro: Cien años de soledad, Gabriel García Márquez (lo escogió Maru por la serie de Netflix)

Mis notas:
- Me costó muchísimo con los nombres: hice un árbol genealógico de los Buendía en la libreta.
- Úrsula es el personaje más fuerte del libro, ella sostiene la casa por cien años.
- Macondo como México: la compañía bananera, la masacre que nadie recuerda. Pensé en Tlatelolco.
- La peste del insomnio y los papelitos con los nombres de las cosas — me encantó.
- Frase: "Las cosas tienen vida propia, todo es cuestión de despertarles el ánima."

Calificación mía: 9/10. Maru 10, Gaby 7 (no le gustó el final), Claudia no lo terminó :)
Próximo libro: Temporada de huracanes (Fernanda Melchor) — en noviembre lo escoge Gaby.
"""
FILED["Club de lectura/notas Temporada de huracanes.txt"] = """\
CLUB "LAS DEL JUEVES" — jueves 27 de noviembre de 2025
Temporada de huracanes — Fernanda Melchor

- Durísimo. Capítulos de un solo párrafo, sin respirar. Hay que leerlo en voz alta en la cabeza.
- La Matosa (Veracruz): la violencia contra las mujeres contada desde todos los chismes del pueblo.
- Cada capítulo es otra voz: Yesenia, Munra, Norma, Brando. El de Norma me dejó sin dormir.
- Discutimos si es "demasiado". Yo creo que no, que así es y hay que verlo.

Calificación: 8/10.
En diciembre no hay sesión (posadas). Enero: "Los de abajo" de Mariano Azuela (¡el nombre de mi secu!).
"""
FILED["Club de lectura/calendario 2026.txt"] = """\
LAS DEL JUEVES — calendario 2026 (último jueves de cada mes, 7:30 pm, se turna la casa)

29 ene   Los de abajo — Mariano Azuela — en casa de Gaby
26 feb   Pedro Páramo — Juan Rulfo — en mi casa (¡hacer sopes!)
26 mar   El infinito en un junco — Irene Vallejo — casa de Maru
30 abr   Las batallas en el desierto — José Emilio Pacheco — casa de Claudia
28 may   Aura — Carlos Fuentes (cortito) — casa de Paty
25 jun   por votar

Cuota: cada quien lleva algo de botana. Si no leíste, igual vienes.
"""

FILED["Tejido/patron cobija granny square.txt"] = """\
COBIJA DE GRANNY SQUARES (para la cama de Mateo)

Material: estambre acrílico Omega Sinfonía — 5 colores (azul marino, mostaza, blanco, verde, gris)
Gancho: 5 mm
Medida final: 1.20 x 1.50 m = 6 x 8 cuadros (48 cuadros de 20 cm)

Cuadro básico:
Vta 1: anillo mágico, 3 cad (cuenta como 1 vareta), 2 var, 2 cad, *3 var, 2 cad* x3. Cerrar con p. raso.
Vta 2: cambiar color. En cada esquina: 3 var, 2 cad, 3 var. 1 cad entre grupos.
Vta 3 a 6: igual, agregando un grupo de 3 var en cada espacio de los lados.
Última vuelta siempre en azul marino para que se vea parejo al unir.

Unión: punto bajo por el lado de atrás (queda la costura bonita).
Orilla: 2 vueltas de punto bajo + 1 de punto cangrejo.

Llevo 31 de 48 cuadros (enero 2026).
"""
FILED["Tejido/ajolote amigurumi.txt"] = """\
AJOLOTE AMIGURUMI (como 18 cm) — patrón que me pasó Paty del grupo

Estambre: rosa pastel (cuerpo), rosa fuerte (branquias), un poquito de negro para los ojos
Gancho: 3.5 mm. Ojos de seguridad de 9 mm. Relleno de fibra.

CABEZA
V1: 6 pb en anillo mágico (6)
V2: 6 aum (12)
V3: (1 pb, aum) x6 (18)
V4: (2 pb, aum) x6 (24)
V5-V6: (3 pb, aum) x6 (30), (4 pb, aum) x6 (36)
V7-V13: 36 pb
Poner ojos entre V10 y V11 con 8 puntos de separación.
V14: (4 pb, dism) x6 (30) ... seguir disminuyendo y rellenar.

BRANQUIAS (6): 10 cad, regresar haciendo 2 pb en cada cadena para que se ricen.
COLA: 12 pb en anillo, tejer en espiral 10 vueltas, aplanar y coser.
"""
FILED["Tejido/20260125_164010.jpg"] = photo(
    "crochet", 91, "2026:01:25 16:40:10", SAMSUNG, GDL_CASA, people=0
)

# ---- Abue Carmen (my mother-in-law: everything of hers goes here, IMSS included)

ABUE = "Abue Carmen/"
FILED[ABUE + "pension IMSS 2025.txt"] = """\
INSTITUTO MEXICANO DEL SEGURO SOCIAL
COMPROBANTE DE PAGO DE PENSIÓN

Pensionada: VILLASEÑOR DIAZ CARMEN
NSS: 0473 53 1122-4      CURP: VIDC530710MJCLZR03
Tipo de pensión: VIUDEZ — Ley 73
Delegación: JALISCO     Subdelegación: Guadalajara Reforma

Periodo de pago: ENERO 2025
Cuantía básica mensual ........ $9,846.20
Incremento anual 2025 .........   incluido
Asignación familiar ...........     $0.00
Neto a pagar .................. $9,846.20
Depósito: BanCoppel cuenta terminación 5530

Aguinaldo (pago en noviembre): 1 mensualidad.
"""
FILED[ABUE + "cita cardiologia HGZ 89.txt"] = """\
IMSS — HOSPITAL GENERAL DE ZONA No. 89
Consulta Externa de Especialidades

CARNET / CITA
Paciente: VILLASEÑOR DIAZ CARMEN     NSS: 0473 53 1122-4
Especialidad: CARDIOLOGÍA    Consultorio: 14    Turno: matutino
Fecha de la cita: miércoles 19 de noviembre de 2025    Hora: 08:40
Médico: Dr. Ernesto Lozano Gallardo

Presentarse 30 minutos antes con carnet, identificación oficial y estudios:
electrocardiograma y laboratorios (química sanguínea, perfil de lípidos).
Traer la lista de medicamentos que toma actualmente.
"""
FILED[ABUE + "predial Tlaquepaque 2025.txt"] = """\
H. AYUNTAMIENTO DE SAN PEDRO TLAQUEPAQUE
TESORERÍA MUNICIPAL — RECIBO OFICIAL DE PAGO

Folio: TLQ-2025-0087415           Fecha de pago: 17/01/2025
Cuenta predial: U-012-0937
Contribuyente: VILLASEÑOR DIAZ CARMEN
Ubicación: JUÁREZ 118, ZONA CENTRO, SAN PEDRO TLAQUEPAQUE, JAL.

Impuesto predial 2025 ........................ $1,968.00
Descuento por pensionada / adulto mayor (50%)  -$984.00
TOTAL PAGADO ................................. $984.00

Pagó: Jorge Ramírez (hijo) en la caja de la Presidencia Municipal.
"""
FILED[ABUE + "20251106_101845.jpg"] = paper(
    [
        "# IMSS — LABORATORIO CLÍNICO  UMF No. 51",
        "Paciente: VILLASEÑOR DIAZ CARMEN   Edad: 72 a",
        "NSS: 0473 53 1122-4     Fecha: 06/11/2025",
        "---",
        "Glucosa ............ 118 mg/dL   (70 - 100)",
        "Colesterol total ... 224 mg/dL   (< 200)",
        "Triglicéridos ...... 189 mg/dL   (< 150)",
        "HDL ................  46 mg/dL   (> 45)",
        "Creatinina ......... 0.9 mg/dL   (0.6 - 1.1)",
        "Q.F.B. Laura Saucedo",
    ],
    width=760,
    when="2025:11:06 10:18:45",
    camera=SAMSUNG,
    table=(175, 165, 150),
    tilt=-0.9,
)
FILED[ABUE + "CURP abue.txt"] = """\
CONSTANCIA DE LA CLAVE ÚNICA DE REGISTRO DE POBLACIÓN

Clave: VIDC530710MJCLZR03
Nombre: CARMEN VILLASEÑOR DIAZ
Fecha de inscripción: 15/10/1997
Entidad de registro: JALISCO
Documento probatorio: Acta de nacimiento — Año de registro 1953, Municipio Tlaquepaque

Ciudad de México, a 07 de mayo de 2025
Registro Nacional de Población (RENAPO)
"""

# ---- Trabajo Jorge (clients; mostly English) and Trabajo Lucy (SEJ)

FILED["Trabajo Jorge/Northwind - Independent Contractor Agreement.txt"] = """\
INDEPENDENT CONTRACTOR AGREEMENT

This Independent Contractor Agreement ("Agreement") is entered into as of March 4, 2024
("Effective Date") by and between:

NORTHWIND LABS LLC, a Texas limited liability company, with offices at 112 E Pecan St,
Suite 900, San Antonio, TX 78205 ("Company"); and

JORGE RAMÍREZ VILLASEÑOR, an individual residing in Guadalajara, Jalisco, Mexico,
RFC RAVJ830615K52 ("Contractor").

1. SERVICES. Contractor will provide software development services as described in one or
   more Statements of Work ("SOW") executed under this Agreement.
2. COMPENSATION. Company will pay Contractor the hourly rate stated in each SOW. Contractor
   will invoice monthly, by the 5th day of the following month, using a Mexican CFDI
   electronic invoice. Payment terms: Net 15, by international wire in USD.
3. INDEPENDENT CONTRACTOR. Contractor is not an employee. Contractor is responsible for his
   own taxes in Mexico (SAT) and for his own equipment and workspace.
4. CONFIDENTIALITY AND IP. All work product is owned by Company upon payment.
5. TERM. This Agreement continues until terminated by either party with 30 days' written notice.
6. GOVERNING LAW. State of Texas.

Signed:
/s/ Rachel Kim, COO, Northwind Labs LLC — March 4, 2024
/s/ Jorge Ramírez Villaseñor — March 5, 2024
"""
FILED["Trabajo Jorge/Northwind SOW 2025.txt"] = """\
STATEMENT OF WORK #3
under the Independent Contractor Agreement dated March 4, 2024
between Northwind Labs LLC and Jorge Ramírez Villaseñor

Term: January 1, 2025 - December 31, 2025
Project: "Fleetly" logistics platform — backend API (Python/FastAPI) and data pipelines
Expected effort: up to 40 hours per week; core overlap hours 9:00-13:00 Central Time
Rate: USD 45.00 per hour
Reporting: weekly timesheet in the shared spreadsheet; monthly invoice with hours detail
Point of contact: Mike Donnelly, Engineering Manager (mike.d@northwindlabs.io)

Approved:
Rachel Kim, COO — 12/18/2024
Jorge Ramírez Villaseñor — 12/19/2024
"""
FILED["Trabajo Jorge/timesheet 2025-12.xlsx"] = xlsx_bytes(
    {
        "Dec 2025": [
            ["Northwind Labs — Timesheet — Jorge Ramírez — December 2025", "", "", ""],
            ["Date", "Hours", "Ticket", "Notes"],
            ["2025-12-01", 8, "FLT-1412", "Route optimizer endpoint"],
            ["2025-12-02", 8, "FLT-1412", "Route optimizer tests"],
            ["2025-12-03", 8, "FLT-1420", "Carrier webhooks"],
            ["2025-12-04", 8, "FLT-1420", "Carrier webhooks, retries"],
            ["2025-12-05", 6, "FLT-1431", "Code review, deploy"],
            ["2025-12-08", 8, "FLT-1433", "Billing export CSV"],
            ["2025-12-09", 8, "FLT-1433", "Billing export S3"],
            ["2025-12-10", 8, "FLT-1440", "DB migration planning"],
            ["2025-12-11", 8, "FLT-1440", "DB migration"],
            ["2025-12-12", 6, "", "Sprint review / retro"],
            ["2025-12-15", 8, "FLT-1447", "Incident follow-up"],
            ["2025-12-16", 8, "FLT-1449", "Rate limits"],
            ["2025-12-17", 8, "FLT-1449", "Rate limits, docs"],
            ["2025-12-18", 8, "FLT-1452", "Holiday freeze prep"],
            ["2025-12-19", 6, "", "On-call handoff"],
            ["2025-12-29", 8, "FLT-1460", "On-call"],
            ["2025-12-30", 6, "FLT-1460", "On-call"],
            ["TOTAL", "=SUM(B3:B19)", "", "x USD 45 = USD 5,760"],
        ]
    }
)
FILED["Trabajo Jorge/NDA Agencia Tapatia.txt"] = """\
CONVENIO DE CONFIDENCIALIDAD

Que celebran por una parte AGENCIA TAPATÍA DIGITAL, S.A. DE C.V., representada por
su directora general, la Lic. Verónica Aceves Montaño (en lo sucesivo "LA AGENCIA"), y por
la otra JORGE RAMÍREZ VILLASEÑOR, por su propio derecho (en lo sucesivo "EL PRESTADOR"),
en Guadalajara, Jalisco, el 12 de junio de 2025.

CLÁUSULAS
PRIMERA. EL PRESTADOR se obliga a no divulgar la información de los clientes de LA AGENCIA
(Café Altos de Jalisco, Mueblería Del Valle y los que se agreguen) a la que tenga acceso por
los servicios de desarrollo y mantenimiento web.
SEGUNDA. La obligación de confidencialidad durará dos años después de terminada la relación.
TERCERA. Las contraseñas y accesos se entregarán por el gestor de contraseñas de LA AGENCIA.
CUARTA. Para cualquier controversia las partes se someten a los tribunales de Guadalajara.

Firmas: Lic. Verónica Aceves Montaño — Jorge Ramírez Villaseñor
"""

FILED["Trabajo Lucy/recibo nomina 2a qna dic 2025.txt"] = """\
GOBIERNO DEL ESTADO DE JALISCO — SECRETARÍA DE EDUCACIÓN
RECIBO DE NÓMINA (CFDI)

Empleada: OCHOA PARTIDA LUCIA             RFC: OOPL8502223H1
CURP: OOPL850222MJCCRC09                  NSS: 0405 85 3317-2
Clave de plaza: 14 E0363 38.0 0012874     Categoría: Profesora de Enseñanza Secundaria (38 h)
Centro de trabajo: Escuela Secundaria General No. 38 "Mariano Azuela" — CCT 14EES0038X
Periodo de pago: 16/12/2025 al 31/12/2025 (quincena 24/2025)   Fecha de pago: 30/12/2025

PERCEPCIONES                          DEDUCCIONES
Sueldo base ........... $11,284.60    ISR ......................... $2,481.33
Compensación .......... $2,930.10     Cuota IMSS ..................   $312.74
Material didáctico ....   $520.00     Pensiones del Estado ........ $1,354.15
Despensa ..............   $410.00     Sindicato SNTE 16 ...........   $112.85
Total percepciones .... $15,144.70    Total deducciones ........... $4,261.07

NETO A PAGAR: $10,883.63 — depósito BBVA cuenta terminación 3306
Folio fiscal: 5E2A9D71-0C48-4B36-A9F1-7D3E6C2B8A05
"""
FILED["Trabajo Lucy/recibo nomina 1a qna ene 2026.txt"] = """\
GOBIERNO DEL ESTADO DE JALISCO — SECRETARÍA DE EDUCACIÓN
RECIBO DE NÓMINA (CFDI)

Empleada: OCHOA PARTIDA LUCIA             RFC: OOPL8502223H1
Categoría: Profesora de Enseñanza Secundaria (38 h)
Centro de trabajo: Escuela Secundaria General No. 38 "Mariano Azuela" — CCT 14EES0038X
Periodo de pago: 01/01/2026 al 15/01/2026 (quincena 01/2026)   Fecha de pago: 15/01/2026

PERCEPCIONES                          DEDUCCIONES
Sueldo base ........... $11,284.60    ISR ......................... $2,398.10
Compensación .......... $2,930.10     Cuota IMSS ..................   $318.22
Material didáctico ....   $520.00     Pensiones del Estado ........ $1,354.15
Despensa ..............   $410.00     Sindicato SNTE 16 ...........   $112.85
Total percepciones .... $15,144.70    Total deducciones ........... $4,183.32

NETO A PAGAR: $10,961.38 — depósito BBVA cuenta terminación 3306
Folio fiscal: 0B7C3E94-2D61-4F85-8A27-9E4D1B6C3F70
"""
FILED["Trabajo Lucy/planeacion 2B mate trimestre 1.docx"] = docx_bytes(
    [
        "# Planeación didáctica — Matemáticas 2° grado, grupo B",
        'Escuela Secundaria General No. 38 "Mariano Azuela" — CCT 14EES0038X — Ciclo escolar 2025-2026',
        "Docente: Profra. Lucía Ochoa Partida — Primer trimestre (1 de septiembre a 28 de noviembre de 2025)",
        "Campo formativo: Saberes y pensamiento científico. Eje articulador: pensamiento crítico.",
        "[TABLA]",
        "Evaluación: cuaderno y tareas 30%, proyecto 30%, exámenes 40%. Retroalimentación cada viernes.",
    ],
    table=[
        ["Semanas", "Contenido", "Proyecto / actividades"],
        [
            "1-3",
            "Números con signo: suma, resta, multiplicación",
            "Termómetro de Guadalajara: temperaturas de la semana",
        ],
        [
            "4-6",
            "Proporcionalidad directa e inversa",
            "Recetas a escala (tortas ahogadas para 4, 10 y 40 personas)",
        ],
        ["7-9", "Ecuaciones lineales de una incógnita", "Retos por equipos, balanza virtual"],
        ["10-12", "Perímetro y área de figuras compuestas", "Plano de la escuela a escala"],
        ["13", "Repaso y examen trimestral", "Examen 26 de noviembre"],
    ],
)
FILED["Trabajo Lucy/oficio horas ciclo 2025-2026.txt"] = """\
GOBIERNO DEL ESTADO DE JALISCO
SECRETARÍA DE EDUCACIÓN — DIRECCIÓN DE EDUCACIÓN SECUNDARIA GENERAL
Oficio No. DESG/0871/2025

Guadalajara, Jalisco, 18 de agosto de 2025

PROFRA. LUCÍA OCHOA PARTIDA
PRESENTE

Por medio del presente se le comunica su asignación de carga horaria para el ciclo escolar
2025-2026 en la Escuela Secundaria General No. 38 "Mariano Azuela", turno matutino:

- Matemáticas 2° A, 2° B, 2° C, 2° D y 2° E — 25 horas
- Tutoría 2° B — 1 hora
- Horas de fortalecimiento académico — 12 horas
Total: 38 horas/semana/mes

Sin otro particular, reciba un cordial saludo.
Mtro. Salvador Gómez Ureña — Director de Educación Secundaria General
"""


# ---------------------------------------------------------------- the inbox

INBOX: dict[str, tuple[str | bytes, str]] = {}

INBOX["inbox/pozole rojo de la abue.txt"] = (
    """\
POZOLE ROJO — como lo hace la abue Carmen
(para unas 12-15 personas: 15 de septiembre, posada, cumpleaños)

- 2 kg de maíz pozolero precocido (lavado)
- 1 kg de maciza de cerdo, 1 kg de espinazo y 1/2 kg de cabeza de cerdo
- 1 cabeza de ajo y 1 cebolla blanca
- 8 chiles guajillo y 4 chiles anchos, sin venas ni semillas
- orégano seco, sal, una pizca de comino

Para servir: lechuga o repollo finamente picado, rábanos, cebolla picada, limones,
orégano, chile de árbol seco molido y tostadas.

1. Cocer la carne con media cebolla, 4 dientes de ajo y sal, unas 2 horas a fuego medio.
   Espumar al principio.
2. Hervir los chiles 5 minutos, licuarlos con 3 ajos, un pedazo de cebolla y un poco del caldo.
   COLAR DOS VECES (dice la abue que si no, amarga).
3. Sacar la carne, deshebrarla en trozos grandes y regresarla a la olla.
4. Agregar el chile colado y el maíz. Dejar hervir 40 minutos más. Rectificar sal.
5. Al final una cucharada de orégano frotado entre las manos.

La abue dice: "el maíz no se echa hasta que la carne ya esté suavecita, y el pozole
siempre sabe mejor al día siguiente".
""",
    "Recetas/",
)
INBOX["inbox/notas Pedro Páramo.txt"] = (
    """\
LAS DEL JUEVES — jueves 26 de febrero de 2026 (en mi casa)
Pedro Páramo — Juan Rulfo

Notas para la sesión:
- "Vine a Comala porque me dijeron que acá vivía mi padre, un tal Pedro Páramo."
  La primera línea más famosa de la literatura mexicana, y es de aquí de Jalisco (Rulfo
  nació en Sayula / creció en San Gabriel).
- A la mitad me di cuenta de que TODOS están muertos. Lo tuve que volver a empezar.
- Los murmullos: el pueblo habla desde las tumbas. Juan Preciado y Dorotea enterrados juntos.
- Susana San Juan es la única que Pedro Páramo no pudo tener, y por eso se deja morir el pueblo.
- Comparar con Cien años de soledad: García Márquez decía que sin Pedro Páramo no habría Macondo.

Preguntas para las chicas:
1. ¿Quién es el verdadero narrador?
2. ¿Pedro Páramo es puro villano o también víctima?

Calificación: 10/10. Hacer sopes y agua de horchata.
""",
    "Club de lectura/",
)
INBOX["inbox/patron gorro granny.txt"] = (
    """\
GORRO CON GRANNY SQUARES (para Sofi, talla adolescente, 54-56 cm)

Material: estambre acrílico grueso — mostaza y azul marino (lo que sobró de la cobija)
Gancho: 5 mm

Cuadros: 4 granny squares de 3 vueltas (como de 12 cm).
- Vta 1: anillo mágico, 3 cad, 2 var, 2 cad, (3 var, 2 cad) x3, cerrar.
- Vta 2: en cada esquina (3 var, 2 cad, 3 var), 1 cad entre grupos.
- Vta 3: igual que la 2 pero con un grupo extra en cada lado. Última vuelta en azul marino.

Armado: unir los 4 cuadros en tira con punto bajo y cerrar en tubo.
Copa: en la orilla de arriba 1 vuelta de var (64 puntos aprox.), luego disminuir
(var, 2 var juntas) hasta que queden 8 puntos. Cerrar jalando el hilo.
Orilla de abajo: 6 vueltas de puntos relieve (1 adelante, 1 atrás) para el resorte.
Pompón mostaza de 8 cm.
""",
    "Tejido/",
)

INBOX["inbox/Your reservation is confirmed.eml"] = (
    eml(
        [
            ("From", "La Villita Riverwalk Suites <reservations@lavillitariverwalk.com>"),
            ("To", "jorge.ramirez.dev@gmail.com"),
            ("Date", "Mon, 02 Jun 2025 14:31:07 -0500"),
            ("Subject", "Your reservation is confirmed - Confirmation #LVR-2207715"),
            ("Message-ID", "<LVR-2207715.20250602193107@lavillitariverwalk.com>"),
        ],
        """\
Dear Jorge Ramirez,

Thank you for choosing La Villita Riverwalk Suites. We are happy to confirm your reservation.

Confirmation number: LVR-2207715
Check-in:  Saturday, July 12, 2025 (from 3:00 PM; early luggage drop available)
Check-out: Saturday, July 19, 2025 (by 11:00 AM)
Nights: 7
Room: Two Queen Suite with kitchenette, river view
Guests: 2 adults, 2 children (ages 12 and 8)

Rate: USD 229.00 per night
Room total: USD 1,603.00
Taxes (16.75%): USD 268.50
Resort fee: waived
TOTAL: USD 1,871.50 — charged at check-in to VISA ending 2208

Address: 502 Villita St, San Antonio, TX 78205 — (210) 555-0148
Parking: valet USD 38/night (not included)
Cancellation: free until July 9, 2025, 11:59 PM local time.

We look forward to welcoming your family to San Antonio!
Guest Services — La Villita Riverwalk Suites
""",
    ),
    "Viajes/2025-07 San Antonio/",
)
INBOX["inbox/20250715_142210.jpg"] = (
    paper(
        [
            "# H-E-B",
            "South Flores Market",
            "516 S Flores St, San Antonio TX 78204",
            "07/15/25  2:19 PM   Store 592  Reg 07",
            "---",
            "HEB TORTILLA CHIPS 16OZ          3.48",
            "BLUE BELL HOMEMADE VANILLA       6.98",
            "BANANA BOAT SPF 50 8OZ           9.97",
            "CAPRI SUN VARIETY 10PK           4.98",
            "BANANAS 2.10 LB @ 0.58/LB        1.22",
            "HEB SPRING WATER 24PK            4.47",
            "---",
            "SUBTOTAL                        31.10",
            "TAX                              0.82",
            "TOTAL                           31.92",
            "VISA ****2208                   31.92",
            "Thank you for shopping H-E-B!",
        ],
        width=600,
        size=22,
        when="2025:07:15 14:22:10",
        camera=SAMSUNG,
        gps=(29.4189, -98.4977),
        table=(70, 60, 55),
        tilt=1.0,
        page=(252, 252, 250),
    ),
    "Viajes/2025-07 San Antonio/",
)
INBOX["inbox/20250719_091845.jpg"] = (
    photo("airport", 101, "2025:07:19 09:18:45", SAMSUNG, SA_AIRPORT, people=4),
    "Viajes/2025-07 San Antonio/",
)
INBOX["inbox/20250720_101233.jpg"] = (
    photo("home", 102, "2025:07:20 10:12:33", SAMSUNG, GDL_CASA, people=2),
    "Fotos/2025/",
)
INBOX["inbox/Screenshot_20250711-213455.png"] = (
    paper(
        [
            "# Pase de abordar / Boarding pass",
            "OCHOA PARTIDA / LUCIA",
            "---",
            "Vuelo / Flight:  Y4 610",
            "Fecha / Date:  12 JUL 2025",
            "GDL Guadalajara  ->  SAT San Antonio",
            "Salida / Departure:  07:05",
            "Abordaje / Boarding:  06:25",
            "Puerta / Gate:  B12    Asiento / Seat:  14C",
            "Zona:  3     Código de reservación:  QXT7LM",
            "Internacional: presenta pasaporte y visa",
        ],
        fmt="PNG",
        width=680,
        size=24,
        bar="volaris",
        bar_color=(236, 222, 245),
        page=(255, 255, 255),
    ),
    "Viajes/2025-07 San Antonio/",
)
INBOX["inbox/Tu reserva está confirmada - Hotel Zócalo Real.eml"] = (
    eml(
        [
            ("From", "Booking.com <noreply@booking.com>"),
            ("To", "lucy.ochoa.p@gmail.com"),
            ("Date", "Sun, 08 Feb 2026 21:05:44 +0000"),
            ("Subject", "Tu reserva está confirmada: Hotel Zócalo Real (Ciudad de México)"),
            ("Message-ID", "<5518277301.confirm.20260208210544@booking.com>"),
        ],
        """\
Hola, Lucía:

¡Tu reserva en Ciudad de México está confirmada!

Hotel Zócalo Real
República de Guatemala 24, Centro Histórico, Cuauhtémoc, 06000 Ciudad de México

Número de confirmación: 5518.277.301
PIN: 4471

Entrada: jueves, 2 de abril de 2026 (desde las 15:00; puedes dejar maletas desde las 7:00)
Salida: domingo, 5 de abril de 2026 (hasta las 12:00)
3 noches, 1 habitación familiar (2 camas matrimoniales)
Huéspedes: 2 adultos, 2 niños (13 y 9 años)
Desayuno incluido

Precio total: MXN 5,640 (impuestos incluidos)
Pagarás en el alojamiento.
Cancelación gratuita hasta el 30 de marzo de 2026 a las 23:59.

¿Llegas muy temprano? Avísale al alojamiento por la app.
Booking.com
""",
    ),
    "Viajes/2026-04 CDMX/",
)
INBOX["inbox/PXL_20251117_103512044.jpg"] = (
    photo("beach", 103, "2025:11:17 10:35:12", PIXEL, PV_PLAYA, people=3),
    "Viajes/2025-11 Vallarta/",
)
INBOX["inbox/PXL_20251113_194500118.jpg"] = (
    photo("home", 104, "2025:11:13 19:45:00", PIXEL, GDL_CASA, people=3),
    "Fotos/2025/",
)
INBOX["inbox/OS_Nissan_Vallarta_40mil.txt"] = (
    """\
NISSAN COUNTRY VALLARTA
Av. Vallarta 5145, Col. Camino Real, Zapopan, Jal. C.P. 45040 — Tel. 33 3880 4400

ORDEN DE SERVICIO: OS-131906        Fecha de recepción: 06/02/2026 08:25
Cliente: JORGE RAMIREZ VILLASEÑOR   Tel. 33 1577 2041
Vehículo: NISSAN VERSA ADVANCE 2021  Placas: JNX-472-B   Kilometraje: 40,218 km
Asesor: Daniel Orozco

Servicio de mantenimiento 40,000 km
- Cambio de aceite sintético 0W-20 y filtro
- Cambio de líquido de frenos
- Balatas delanteras (estaban al 15%) — autorizado por el cliente vía WhatsApp 10:40
- Limpieza de cuerpo de aceleración
- Revisión de 27 puntos: batería OK (cambiada 09/2025), llantas nuevas OK

Mano de obra $2,480.00   Refacciones $2,796.55   IVA $844.25   TOTAL $6,120.80

Entrega: 06/02/2026 17:05. Próximo servicio: 50,000 km o febrero 2027.
""",
    "Carro Versa/Servicios/",
)
INBOX["inbox/Northwind_Amendment_No2_signed.txt"] = (
    """\
AMENDMENT No. 2 TO THE INDEPENDENT CONTRACTOR AGREEMENT

This Amendment is made on January 9, 2026 between NORTHWIND LABS LLC, 112 E Pecan St,
Suite 900, San Antonio, TX 78205 ("Company") and JORGE RAMÍREZ VILLASEÑOR, Guadalajara,
Jalisco, Mexico ("Contractor"), and amends the Independent Contractor Agreement dated
March 4, 2024 (the "Agreement").

1. RATE. Effective January 1, 2026, the hourly rate for all services under Statement of
   Work #4 is USD 48.00 (forty-eight dollars).
2. STATEMENT OF WORK #4. Term January 1, 2026 - December 31, 2026. Scope: Fleetly backend
   API, data pipelines and on-call rotation (one week out of every five, USD 300 stipend
   per on-call week).
3. HOLIDAYS. Contractor may observe Mexican federal holidays without prior approval.
4. INVOICING. Unchanged: monthly CFDI invoice by the 5th day of the following month,
   Net 15, international wire in USD.
5. All other terms of the Agreement remain in full force and effect.

Signed:
/s/ Rachel Kim, COO, Northwind Labs LLC — January 9, 2026
/s/ Jorge Ramírez Villaseñor — January 12, 2026
""",
    "Trabajo Jorge/",
)
INBOX["inbox/CURP(1).txt"] = (
    """\
CONSTANCIA DE LA CLAVE ÚNICA DE REGISTRO DE POBLACIÓN

Clave: RAOM170312HJCMCTA5
Nombre: MATEO RAMIREZ OCHOA
Fecha de inscripción: 10/04/2017
Folio: 14039520
Entidad de registro: JALISCO
Documento probatorio: Acta de nacimiento — Año de registro 2017, Acta 03188

Ciudad de México, a 11 de febrero de 2026
Registro Nacional de Población (RENAPO)
"La impresión de la constancia CURP en papel bond es válida y deberá ser aceptada
para realizar todo trámite."
""",
    "Papeles/Mateo/",
)
INBOX["inbox/scan_0031.txt"] = (
    """\
SECRETARIA DE EDUCACION PUBLICA
BOLETA DE EVALUACION  EDUCACION SECUNDARIA
CICLO ESCOLAR 2025-2026     REPORTE DEL PRIMER TRIMESTRE

Escuela: COLEGIO NUEVA GALICIA      CCT: 14PES0233M    Turno: Matutino
Alumna: RAMIREZ OCHOA SOFIA         CURP: RAOS120905MJCMCFA7
Grado: 1o   Grupo: A

Asignatura                          Calif.
Espanol                               9
Ingles                               10
Artes (Musica)                        9
Matematicas                           8
Ciencias. Biologia                    9
Geografia                             9
Historia                             10
Formacion Civica y Etica             10
Educacion Fisica                     10
Tecnologia (Informatica)             10
Tutoria                               A
PROMEDIO TRIMESTRAL: 9.4

Inasistencias: 1
Observaciones: Buen inicio en secundaria. Practicar operaciones con fracciones y
numeros con signo.

Guadalajara, Jal., 05/DIC/2025
Mtra. Elena Vazquez — Tutora 1o A          Mtro. Gerardo Anaya Lozano — Coordinacion
""",
    "Escuela/Sofi/2025-2026/",
)
INBOX["inbox/Cita pasaporte.txt"] = (
    """\
SECRETARÍA DE RELACIONES EXTERIORES
CONFIRMACIÓN DE CITA — PASAPORTE ORDINARIO MEXICANO

Folio de la cita: GDL-2602-771093
Solicitante: SOFÍA RAMÍREZ OCHOA (menor de edad)
CURP: RAOS120905MJCMCFA7
Trámite: Renovación — pasaporte anterior N01844720 (vencido el 10/08/2025)
Vigencia solicitada: 6 años

Oficina: Oficina Estatal de la SRE en Guadalajara, Jalisco
Fecha: jueves 26 de febrero de 2026
Hora: 09:40 h

Requisitos:
- Presentarse la menor con AMBOS padres o tutores, con identificación oficial vigente (INE o pasaporte)
- Acta de nacimiento y CURP de la menor
- Pasaporte anterior
- Comprobante de pago de derechos (6 años): $3,045.00 (antes del día de la cita)
- Llegar 15 minutos antes. Si no se presenta, la cita se pierde.

Cita agendada el 11/02/2026 desde citas.sre.gob.mx por: Lucía Ochoa Partida.
""",
    "Papeles/Sofi/",
)
INBOX["inbox/Circular 14 enero.txt"] = (
    """\
COLEGIO NUEVA GALICIA — SECCIÓN PRIMARIA
Circular 09/2025-2026

Guadalajara, Jal., 14 de enero de 2026

Estimados padres de familia de 3er grado (3° A y 3° B):

¡Feliz año! Les compartimos lo más importante del segundo trimestre del ciclo escolar 2025-2026:

- El segundo trimestre va del 7 de enero al 13 de marzo. Entrega de boletas: 20 de marzo.
- Proyecto del trimestre: "Mi colonia, mi comunidad". Cada niño entrevistará a un vecino o
  a un abuelito sobre cómo era su colonia antes. Entrega: viernes 27 de febrero.
- Feria de Ciencias: viernes 6 de marzo, 9:00 h, en el patio central (papás invitados).
- Cuota de material del 2° trimestre: $350.00, a más tardar el 23 de enero.
- 2 de febrero: suspensión de clases (Día de la Constitución).
- Convivio del Día del Amor y la Amistad: viernes 13 de febrero.

Les recordamos que el uniforme de invierno (chamarra azul marino) es obligatorio hasta marzo.

Atentamente,
Mtra. Patricia Luna Orozco (3° B)      Mtra. Silvia Reynoso (3° A)      Dirección de Primaria
""",
    "Escuela/Mateo/2025-2026/",
)
INBOX["inbox/document(3).txt"] = (
    """\
CONSTANCIA DE PERCEPCIONES Y RETENCIONES
(CFDI de retenciones e información de pagos — Sueldos y salarios)

Retenedor: GOBIERNO DEL ESTADO DE JALISCO — RFC GEJ850101BP5
Dependencia: Secretaría de Educación Jalisco
Receptor: OCHOA PARTIDA LUCIA — RFC OOPL8502223H1 — CURP OOPL850222MJCCRC09

Ejercicio: 2025        Mes inicial: 01   Mes final: 12
Fecha de emisión: 29/01/2026

Total de percepciones (sueldos y salarios) ...... $429,771.85
Ingresos exentos ................................ $19,402.30
Ingresos gravados ............................... $410,369.55
ISR retenido en el ejercicio .................... $55,018.64
Subsidio para el empleo aplicado ................ $0.00

Folio fiscal: 8D1F6B23-4A97-4E0C-B5D8-3C7A2E9F1B64
Esta constancia sirve para presentar la declaración anual del ejercicio 2025 (abril de 2026).
""",
    "SAT/Declaraciones/2025/",
)
INBOX["inbox/RAVJ830615K52_F-0025.xml"] = (
    cfdi(
        "F",
        "0025",
        "2026-01-05T10:22:31",
        JORGE_RFC,
        NORTHWIND,
        [
            (
                SW,
                "HUR",
                128,
                45.00,
                "Software development services, December 2025 (128 hours) - SOW #3",
            )
        ],
        "C6E3A95D-1B74-4F20-8D39-5A0F2E7C4B18",
        iva="0",
        moneda="USD",
        tipo_cambio="17.9865",
    ),
    "SAT/Facturas emitidas/2026/",
)
INBOX["inbox/CNG920815AB3_B-10442.xml"] = (
    cfdi(
        "B",
        "10442",
        "2026-02-04T08:06:17",
        COLEGIO,
        ("RAVJ830615K52", "JORGE RAMIREZ VILLASEÑOR", "44500", "626", "D10"),
        [
            (
                "86121700",
                "E48",
                1,
                4650.00,
                "Colegiatura febrero 2026 - Primaria 3o B - Mateo Ramirez Ochoa",
            )
        ],
        "E2B8C460-9D15-4A7F-8C03-6F1E4A2D9B75",
        iva="exento",
        lugar="44520",
        concepto_extra=_iedu("MATEO RAMIREZ OCHOA", "RAOM170312HJCMCTA5", "Primaria"),
    ),
    "SAT/Facturas recibidas/",
)
INBOX["inbox/scan_0034.txt"] = (
    """\
CFE Suministrador de Servicios Basicos
RFC: CSS160330CP7

RAMIREZ VILLASENOR JORGE
LAS PALMAS 2147
COL. CHAPALITA C.P. 44500
GUADALAJARA, JAL.

NO. DE SERVICIO: 143 180 702 515        TARIFA: 01
PERIODO FACTURADO: 14 NOV 25 - 13 ENE 26
LIMITE DE PAGO: 30 ENE 26
CORTE A PARTIR: 31 ENE 26

Lectura actual: 19,432   Lectura anterior: 18,964   Total periodo: 468 kWh

Basico              150     1.049          157.35
Intermedio          130     1.273          165.49
Excedente           188     3.727          700.68
Energia                                    1,023.52
IVA 16%                                    163.76
DAP                                        71.20
TOTAL A PAGAR:  $1,258.00  (MIL DOSCIENTOS CINCUENTA Y OCHO PESOS 00/100 M.N.)

Consumo historico: SEP-NOV 25 512 kWh | JUL-SEP 25 591 kWh | MAY-JUL 25 548 kWh
""",
    "Casa/Recibos luz y agua/",
)
INBOX["inbox/WhatsApp Image 2025-12-20 at 21.14.37.jpeg"] = (
    photo("party", 105, people=5),
    "Fotos/Eventos/Posada 2025/",
)
INBOX["inbox/IMG_6120.JPG"] = (
    photo("food", 106, "2026:01:06 18:32:50", IPHONE, GDL_CASA, people=0),
    "Fotos/2026/",
)
INBOX["inbox/IMG-20250914-WA0003.jpg"] = (
    photo("plaza", 107, people=4),
    "Fotos/2025/",
)
INBOX["inbox/Screenshot_20260210-112014_BBVA.png"] = (
    paper(
        _spei(
            "10 de febrero de 2026",
            "11:19:52",
            "CARMEN VILLASEÑOR DIAZ",
            "BANCOPPEL",
            "5530",
            "super abue febrero",
            "2,500.00",
            "60210111952208",
        ),
        fmt="PNG",
        width=720,
        bar="BBVA México",
        page=(255, 255, 255),
    ),
    "Banco/Comprobantes/",
)
INBOX["inbox/Screenshot_20260205-190312_WhatsApp.png"] = (
    chat(
        "Miss Paty 3°B",
        [
            (
                "in",
                "Buenas tardes mamá de Mateo. Le aviso que Mateo ya quedó en el equipo de la Feria de Ciencias del 6 de marzo, su proyecto es el volcán con bicarbonato.",
            ),
            ("in", "Y para el convivio del 13 de febrero le tocó traer 30 galletas o pastelitos."),
            (
                "out",
                "Buenas tardes Miss Paty, muchas gracias. Sí, Mateo lleva las galletas el viernes 13.",
            ),
            ("out", "¿El volcán lo hacen en el salón o lo armamos en casa?"),
            ("in", "En casa por favor, y el día de la feria lo traen armado a las 8:30."),
        ],
    ),
    "Escuela/Mateo/2025-2026/",
)
INBOX["inbox/20260130_173402.jpg"] = (
    paper(
        [
            "# COLEGIO NUEVA GALICIA — SECUNDARIA",
            "PERMISO PARA SALIDA ESCOLAR",
            "Visita cultural a Tequila, Jalisco:",
            "Museo Nacional del Tequila y recorrido por el Pueblo Mágico",
            "Fecha: viernes 13 de febrero de 2026",
            "Salida 7:30 h del colegio — regreso 16:00 h aprox.",
            "Costo: $680 (transporte, entradas y comida)",
            "---",
            "Autorizo a mi hija/hijo: Sofía Ramírez Ochoa",
            "Grupo: 1° A",
            "Nombre y firma del padre o tutor: Lucía Ochoa P.",
            "Tel. de emergencia: 33 1577 2040",
        ],
        width=780,
        when="2026:01:30 17:34:02",
        camera=SAMSUNG,
        table=(185, 170, 150),
        tilt=-1.2,
    ),
    "Escuela/Sofi/2025-2026/",
)
INBOX["inbox/IMG_6188.JPG"] = (
    paper(
        [
            "# INSTITUTO MEXICANO DEL SEGURO SOCIAL",
            "RECETA INDIVIDUAL — UMF No. 51 Tlaquepaque",
            "Paciente: VILLASEÑOR DIAZ CARMEN     Edad: 72 años",
            "NSS: 0473 53 1122-4  1F1953PE (pensionada)",
            "Fecha: 09/02/2026",
            "---",
            "1. Losartán 50 mg — 1 tableta cada 12 h (30 días)",
            "2. Atorvastatina 20 mg — 1 tableta en la noche (30 días)",
            "3. Metformina 850 mg — 1 tableta con la comida (30 días)",
            "Receta resurtible: 3 meses",
            "Dr. Joel Camarena — Mat. 99142207",
        ],
        width=780,
        when="2026:02:09 11:30:45",
        camera=IPHONE,
        gps=TLAQUEPAQUE,
        table=(150, 165, 160),
        tilt=1.1,
    ),
    "Abue Carmen/",
)
INBOX["inbox/20260116_101530.jpg"] = (
    paper(
        [
            "# MUNICIPIO DE GUADALAJARA",
            "TESORERÍA MUNICIPAL",
            "RECIBO OFICIAL No. A-2026-0274409",
            "Fecha de pago: 16/01/2026   Caja 05 Unidad Adm. Reforma",
            "Cuenta predial: D65-J-4471",
            "Contribuyente: RAMIREZ VILLASEÑOR JORGE",
            "Ubicación: LAS PALMAS 2147, COL. CHAPALITA",
            "---",
            "Impuesto predial 2026 (bim. 1-6) ....... $4,014.00",
            "Descuento pago anticipado enero 15% .... -$602.10",
            "TOTAL PAGADO ........................... $3,411.90",
        ],
        width=740,
        when="2026:01:16 10:15:30",
        camera=SAMSUNG,
        table=(115, 90, 65),
        tilt=-0.8,
        page=(248, 244, 232),
    ),
    "Casa/Predial/",
)
INBOX["inbox/scan_0035.txt"] = (
    """\
INSTITUTO MEXICANO DEL SEGURO SOCIAL
REFERENCIA - CONTRARREFERENCIA  (formato 4-30-8)

Unidad que envia: UMF No. 48 Chapalita        Consultorio: 6
Unidad receptora: HOSPITAL GENERAL REGIONAL No. 46 — Consulta externa
Servicio: ALERGOLOGIA PEDIATRICA

Paciente: RAMIREZ OCHOA MATEO           Edad: 8 a    Sexo: M
NSS: 0405 85 3317-2  2M2017OR  (beneficiario hijo de: OCHOA PARTIDA LUCIA)

Resumen clinico: escolar con rinitis de repeticion desde hace 6 meses, estornudos
matutinos, prurito nasal. Sin mejoria con loratadina. Se solicita valoracion y pruebas
cutaneas.
Diagnostico: J30.4 Rinitis alergica, no especificada

Fecha: 04/02/2026
Medico: Dra. Monica Arellano — Mat. 99148822
Cita en HGR 46: acudir a ventanilla de citas de consulta externa con este formato.
""",
    "Salud/IMSS/",
)
INBOX["inbox/IMG_6201.JPG"] = (
    paper(
        [
            "# ORTODONCIA CHAPALITA",
            "Dra. Fernanda Íñiguez Robles",
            "CARNET DE CITAS",
            "Paciente: Sofía Ramírez",
            "---",
            "27/01/26  ajuste, ligas clase II",
            "Próxima cita: martes 24/feb/2026  4:30 pm",
            "Traer las ligas. No comer chicle ni tostadas.",
        ],
        width=640,
        size=24,
        when="2026:01:27 17:48:20",
        camera=IPHONE,
        table=(205, 195, 225),
        tilt=0.8,
        page=(255, 250, 252),
    ),
    "Salud/Dentista/",
)
INBOX["inbox/Doc1.docx"] = (
    docx_bytes(
        [
            "# Planeación didáctica — Matemáticas 2° grado, grupo B",
            'Escuela Secundaria General No. 38 "Mariano Azuela" — CCT 14EES0038X — Ciclo escolar 2025-2026',
            "Docente: Profra. Lucía Ochoa Partida — Segundo trimestre (7 de enero a 13 de marzo de 2026)",
            "Campo formativo: Saberes y pensamiento científico. Eje articulador: vida saludable.",
            "[TABLA]",
            "Evaluación: cuaderno y tareas 30%, proyecto 30%, exámenes 40%.",
            "Ajustes razonables: dos alumnos con apoyo de USAER (ver expediente).",
        ],
        table=[
            ["Semanas", "Contenido", "Proyecto / actividades"],
            [
                "1-2",
                "Sistemas de ecuaciones 2x2 (método gráfico)",
                "Planes de celular: ¿cuál conviene?",
            ],
            [
                "3-4",
                "Sistemas de ecuaciones (sustitución e igualación)",
                "Problemas de mezclas: aguas frescas de la cooperativa",
            ],
            [
                "5-6",
                "Ángulos entre paralelas y una secante",
                "Fotos de la colonia: calles y cruces",
            ],
            [
                "7-8",
                "Estadística: histogramas y polígonos de frecuencia",
                "Encuesta: horas de sueño de 2° grado",
            ],
            ["9-10", "Probabilidad clásica y frecuencial", "Feria de juegos de azar en el patio"],
            ["11", "Repaso y examen trimestral", "Examen 11 de marzo"],
        ],
    ),
    "Trabajo Lucy/",
)
INBOX["inbox/Libro1.xlsx"] = (
    xlsx_bytes(
        {
            "Hoja1": [
                ["Northwind Labs — Timesheet — Jorge Ramírez — January 2026", "", "", ""],
                ["Date", "Hours", "Ticket", "Notes"],
                ["2026-01-02", 6, "FLT-1466", "Post-holiday triage"],
                ["2026-01-05", 8, "FLT-1470", "SOW #4 kickoff, planning"],
                ["2026-01-06", 8, "FLT-1471", "Fleet telemetry ingest"],
                ["2026-01-07", 8, "FLT-1471", "Fleet telemetry ingest"],
                ["2026-01-08", 8, "FLT-1474", "Kafka consumer lag"],
                ["2026-01-09", 8, "FLT-1474", "Kafka consumer lag"],
                ["2026-01-12", 8, "FLT-1480", "Driver app auth"],
                ["2026-01-13", 8, "FLT-1480", "Driver app auth"],
                ["2026-01-14", 8, "FLT-1482", "Postgres partitioning"],
                ["2026-01-15", 8, "FLT-1482", "Postgres partitioning"],
                ["2026-01-16", 6, "", "Sprint review / retro"],
                ["2026-01-19", 8, "FLT-1490", "On-call week"],
                ["2026-01-20", 8, "FLT-1490", "On-call week"],
                ["2026-01-21", 8, "FLT-1493", "Billing v2"],
                ["2026-01-22", 8, "FLT-1493", "Billing v2"],
                ["2026-01-23", 8, "FLT-1495", "Load tests"],
                ["2026-01-26", 8, "FLT-1497", "Observability dashboards"],
                ["2026-01-27", 8, "FLT-1497", "Observability dashboards"],
                ["2026-01-28", 4, "", "Code review"],
                ["TOTAL", "=SUM(B3:B21)", "", "152 h x USD 48 = USD 7,296"],
            ]
        }
    ),
    "Trabajo Jorge/",
)
INBOX["inbox/IMG-20250524-WA0021.jpg"] = (
    photo("church", 108, people=4),
    "Fotos/Eventos/Primera comunion Mateo/",
)
INBOX["inbox/20241229_120455.jpg"] = (
    photo("plaza", 109, "2024:12:29 12:04:55", SAMSUNG, (19.9151, -103.0190), people=3),
    "Viajes/2024-12 Mazamitla/",
)
INBOX["inbox/GNP_Finiquito_R-558201.txt"] = (
    """\
GNP Seguros
Guadalajara, Jal., 3 de febrero de 2026

Sr. Jorge Ramírez Villaseñor
Póliza 1A-48213377

Asunto: CARTA FINIQUITO — COMPLEMENTO DE REEMBOLSO
Trámite: R-558201
Siniestro: 25-G-0193844 (complemento)
Asegurado afectado: MATEO RAMIREZ OCHOA
Padecimiento: Fractura de radio distal izquierdo — rehabilitación

Gastos presentados (10 sesiones de terapia física, consulta de control ortopedia,
radiografía de control) ........................ $9,850.00
Deducible ...................................... $0.00 (ya cubierto en el reembolso inicial)
Coaseguro 10% .................................. -$985.00
IMPORTE A REEMBOLSAR ........................... $8,865.00

Transferencia a la cuenta CLABE terminación 7191 en un plazo de 5 días hábiles.

Atentamente, Área de Reembolsos GMM — GNP Seguros
""",
    "Salud/Seguro GNP/",
)

# ---- files this library has no place for (they stay in the inbox)

INBOX["inbox/FB_IMG_1738612345678.jpg"] = (
    paper(
        [
            "# Yo: hoy sí me duermo temprano",
            "",
            "",
            "Yo a las 2:17 am:",
            "viendo un video de cómo hacen el pozole",
            "en un pueblo de Guerrero que nunca voy a visitar",
            "",
            "",
            "# Memes Tapatíos",
        ],
        width=620,
        size=26,
        page=(255, 255, 255),
    ),
    "",
)
INBOX["inbox/Screenshot_20260211-093022_Mercado Libre.png"] = (
    paper(
        [
            "# ¡Entregamos tu paquete!",
            "Llegó el miércoles 11 de febrero",
            "---",
            "Freidora de Aire Digital 5.5 L Negra",
            "1 unidad",
            "Lo recibió: Lucía (titular)",
            "Domicilio: Las Palmas 2147, Chapalita",
            "---",
            "¿Qué te pareció el producto?  Opinar",
            "Ver detalle de la compra",
        ],
        fmt="PNG",
        width=700,
        size=24,
        bar="Mercado Libre",
        bar_color=(255, 241, 160),
        page=(255, 255, 255),
    ),
    "",
)
INBOX["inbox/Horarios Semana Santa parroquia.txt"] = (
    """\
PARROQUIA DE SAN BERNARDO — CHAPALITA
HORARIOS DE SEMANA SANTA 2026

Domingo de Ramos (29 de marzo): bendición de palmas 9:00, 11:00 y 13:00 h
Jueves Santo (2 de abril): Misa de la Cena del Señor 18:00 h. Visita a los 7 templos después.
Viernes Santo (3 de abril): Viacrucis viviente por las calles de la colonia 10:00 h,
  Celebración de la Pasión 16:00 h, Procesión del Silencio 20:00 h
Sábado Santo (4 de abril): Vigilia Pascual 21:00 h
Domingo de Resurrección (5 de abril): misas 8:00, 10:00, 12:00, 18:00 h

Se necesitan voluntarios para el Viacrucis: apúntate en la oficina parroquial.
Confesiones: lunes a miércoles santo de 17:00 a 19:00 h.
""",
    "",
)
INBOX["inbox/Quiniela Mundial 2026.xlsx"] = (
    xlsx_bytes(
        {
            "Quiniela": [
                [
                    "QUINIELA MUNDIAL 2026 — Los compas de la prepa — $500 por cabeza",
                    "",
                    "",
                    "",
                    "",
                    "",
                ],
                ["Partido", "Fecha", "Sede", "Jorge", "Toño", "El Güero"],
                [
                    "México vs Sudáfrica",
                    "11/06/2026",
                    "Estadio Ciudad de México",
                    "2-0",
                    "1-1",
                    "3-1",
                ],
                [
                    "México vs Corea del Sur",
                    "18/06/2026",
                    "Estadio Guadalajara",
                    "2-1",
                    "1-0",
                    "2-2",
                ],
                [
                    "(por definir) vs México",
                    "24/06/2026",
                    "Estadio Ciudad de México",
                    "1-2",
                    "0-1",
                    "1-3",
                ],
                [],
                [
                    "Reglas: 3 puntos marcador exacto, 1 punto resultado. Pago por transferencia a Toño antes del 10 de junio."
                ],
            ]
        }
    ),
    "",
)
