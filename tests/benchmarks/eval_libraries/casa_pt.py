"""casa-pt: the shared files of Rafael Oliveira (MEI graphic designer) and Camila Santos (nurse),
São Paulo, Brazil. Everything in Brazilian Portuguese.

Run: python -m eval_libraries.casa-pt /tmp/casa-pt-out
"""

from __future__ import annotations

import datetime as dt
import io
import os
import pathlib
import random
import sys
import zlib
from email.message import EmailMessage
from email.policy import SMTP

from fpdf import FPDF
from fpdf.enums import MethodReturnValue, XPos, YPos
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import casa_pt_data as data  # noqa: E402

NAME = "casa-pt"
PERSONA = (
    "Rafael Oliveira, freelance graphic designer (MEI) in São Paulo, and his partner "
    "Camila Santos, a hospital nurse, plus their dog Paçoca; files kept in Brazilian Portuguese"
)
LANGUAGES = ["pt"]
SPLIT = "dev"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_I = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"
FONT_SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
BRT = dt.timezone(dt.timedelta(hours=-3))  # São Paulo, no DST since 2019
DIR_MTIME = dt.datetime(2026, 3, 8, 21, 30, 0)

_font_cache: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def _check_fonts() -> None:
    for f in (FONT, FONT_B, FONT_I, FONT_SERIF):
        if not os.path.exists(f):
            raise FileNotFoundError(
                f"casa-pt needs the DejaVu font {f} (package fonts-dejavu-core)"
            )


def _font(path: str, size: int) -> ImageFont.FreeTypeFont:
    key = (path, size)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(path, size)
    return _font_cache[key]


def _rng(*parts: object) -> random.Random:
    return random.Random(zlib.crc32("|".join(str(p) for p in parts).encode("utf-8")))


def _parse_when(s: str) -> dt.datetime:
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            t = dt.datetime.strptime(s, fmt)
        except ValueError:
            continue
        if fmt == "%Y-%m-%d":
            t = t.replace(hour=10, minute=0)
        return t
    raise ValueError(f"bad date {s!r}")


def _brl(v: float) -> str:
    s = f"{v:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


# --------------------------------------------------------------------------------------
# text wrapping for images
# --------------------------------------------------------------------------------------


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, maxw: int) -> list[str]:
    words = text.split(" ")
    lines: list[str] = []
    cur = ""
    for w in words:
        cand = w if not cur else cur + " " + w
        if draw.textlength(cand, font=font) <= maxw or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    lines.append(cur)
    return lines


# --------------------------------------------------------------------------------------
# PDF with a text layer
# --------------------------------------------------------------------------------------


def _col_weights(n: int) -> list[float]:
    if n == 1:
        return [1.0]
    if n == 2:
        return [0.62, 0.38]
    if n == 3:
        return [0.52, 0.24, 0.24]
    first = 0.34
    rest = (1 - first) / (n - 1)
    return [first] + [rest] * (n - 1)


def render_pdf(path: pathlib.Path, text: str, when: dt.datetime, title: str = "") -> None:
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(when.replace(tzinfo=BRT))
    pdf.set_producer("Gerador de documentos")
    if title:
        pdf.set_title(title)
    pdf.add_font("DejaVu", "", FONT)
    pdf.add_font("DejaVu", "B", FONT_B)
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=16)
    pdf.add_page()
    epw = pdf.epw
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            pdf.ln(3)
            continue
        if line.startswith("# "):
            pdf.set_font("DejaVu", "B", 14)
            pdf.multi_cell(epw, 7, line[2:], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(1.5)
            continue
        if line.startswith("## "):
            pdf.ln(1.5)
            pdf.set_font("DejaVu", "B", 10.5)
            pdf.multi_cell(epw, 5.5, line[3:], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            continue
        if line.strip() == "---":
            y = pdf.get_y() + 1
            pdf.set_draw_color(150, 150, 150)
            pdf.line(pdf.l_margin, y, pdf.l_margin + epw, y)
            pdf.ln(3)
            continue
        if " | " in line:
            bold = line.startswith("!")
            cells = [c.strip() for c in line.lstrip("!").split("|")]
            weights = _col_weights(len(cells))
            pdf.set_font("DejaVu", "B" if bold else "", 8.8)
            lh = 4.6
            nlines = 1
            for c, w in zip(cells, weights):
                got = pdf.multi_cell(
                    epw * w - 1, lh, c, dry_run=True, output=MethodReturnValue.LINES
                )
                nlines = max(nlines, len(got))
            if pdf.get_y() + nlines * lh > pdf.page_break_trigger:
                pdf.add_page()
            y0 = pdf.get_y()
            x = pdf.l_margin
            for i, (c, w) in enumerate(zip(cells, weights)):
                pdf.set_xy(x, y0)
                align = "L" if i == 0 else "R" if len(cells) > 1 and _looks_money(c) else "L"
                pdf.multi_cell(epw * w - 1, lh, c, align=align, new_x=XPos.RIGHT, new_y=YPos.TOP)
                x += epw * w
            pdf.set_xy(pdf.l_margin, y0 + nlines * lh + 0.6)
            continue
        pdf.set_font("DejaVu", "", 9.8)
        pdf.multi_cell(epw, 5, line.strip(), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.output(str(path))


def _looks_money(c: str) -> bool:
    c = c.replace("R$", "").replace("€", "").strip()
    return bool(c) and all(ch in "0123456789.,- " for ch in c) and any(ch.isdigit() for ch in c)


# --------------------------------------------------------------------------------------
# paper rendered to an image (scans and phone photos of paper)
# --------------------------------------------------------------------------------------


def _table_layout(
    d: ImageDraw.ImageDraw, lines: list[str], base: int, maxw: int
) -> dict[int, tuple[int, list[int]]]:
    """For each block of consecutive table rows: a font size and column widths that fit."""
    out: dict[int, tuple[int, list[int]]] = {}
    i = 0
    while i < len(lines):
        if " | " not in lines[i]:
            i += 1
            continue
        j = i
        while j < len(lines) and " | " in lines[j]:
            j += 1
        rows = [[c.strip() for c in lines[k].lstrip("!").split("|")] for k in range(i, j)]
        ncol = max(len(r) for r in rows)
        size = base
        while True:
            f = _font(FONT_B, size)
            widths = [0] * ncol
            for r in rows:
                for c_i, c in enumerate(r):
                    widths[c_i] = max(widths[c_i], int(d.textlength(c, font=f)) + size)
            if sum(widths) <= maxw or size <= int(base * 0.7):
                break
            size -= 1
        spare = max(0, maxw - sum(widths)) // max(1, ncol)
        widths = [wd + spare for wd in widths]
        for k in range(i, j):
            out[k] = (size, widths)
        i = j
    return out


def _render_page(
    text: str,
    size: tuple[int, int],
    rng: random.Random,
    hand: bool = False,
    ink=(25, 25, 30),
    base: int | None = None,
) -> Image.Image:
    w, h = size
    bg = (252, 250, 244) if not hand else (250, 246, 226)
    img = Image.new("RGB", size, bg)
    d = ImageDraw.Draw(img)
    margin = int(w * 0.07)
    maxw = w - 2 * margin
    base = base or max(18, int(w / 46))
    if hand:
        base = max(24, int(w / 30))
    lines = [raw.rstrip() for raw in text.splitlines()]
    tables = {} if hand else _table_layout(d, lines, base, maxw)
    y = margin
    for idx, line in enumerate(lines):
        if not line.strip():
            y += int(base * 0.7)
            continue
        if line.strip() == "---":
            d.line(
                (margin, y + base // 2, w - margin, y + base // 2), fill=(120, 120, 120), width=2
            )
            y += base
            continue
        if hand:
            font = _font(FONT_I, int(base * (1.25 if line.startswith("# ") else 1.0)))
            color = (28, 45, 120)
            line = line.lstrip("#! ").strip()
        elif line.startswith("# "):
            font = _font(FONT_B, int(base * 1.35))
            color = ink
            line = line[2:]
        elif line.startswith("## "):
            font = _font(FONT_B, int(base * 1.08))
            color = ink
            line = line[3:]
        elif line.startswith("!"):
            font = _font(FONT_B, base)
            color = ink
            line = line[1:]
        else:
            font = _font(FONT, base)
            color = ink
        if idx in tables:
            tsize, widths = tables[idx]
            tfont = _font(FONT_B if lines[idx].startswith("!") else FONT, tsize)
            x = margin
            for c, wd in zip([c.strip() for c in line.split("|")], widths):
                d.text((x, y), c, font=tfont, fill=color)
                x += wd
            y += int(tsize * 1.45)
            continue
        for part in _wrap(d, line.strip(), font, maxw):
            jitter = rng.randint(-2, 2) if hand else 0
            xoff = rng.randint(-3, 6) if hand else 0
            d.text((margin + xoff, y + jitter), part, font=font, fill=color)
            y += int(font.size * (1.55 if hand else 1.42))
        if y > h - margin:
            break
    return img


def _noise(img: Image.Image, rng: random.Random, amount: float) -> Image.Image:
    w, h = img.size
    n = Image.frombytes("L", (w, h), rng.randbytes(w * h)).convert("RGB")
    return Image.blend(img, n, amount)


def render_scan_pdf(path: pathlib.Path, text: str, when: dt.datetime, rng, size=None) -> None:
    size = size or (1240, 1754)
    page = _render_page(text, size, rng)
    page = page.rotate(rng.uniform(-0.9, 0.9), resample=Image.BICUBIC, fillcolor=(235, 235, 230))
    page = _noise(page, rng, 0.07).convert("L")
    buf = io.BytesIO()
    page.save(buf, "JPEG", quality=72)
    buf.seek(0)
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(when.replace(tzinfo=BRT))
    pdf.set_producer("Epson Scan 2")
    pdf.add_page()
    pdf.image(buf, x=0, y=0, w=210, h=297)
    pdf.output(str(path))


def _exif(when: dt.datetime | None, device: str | None) -> bytes | None:
    if when is None or device is None:
        return None
    make, model, sw = data.DEVICES[device]
    stamp = when.strftime("%Y:%m:%d %H:%M:%S")
    ex = Image.Exif()
    ex[0x010F] = make
    ex[0x0110] = model
    ex[0x0131] = sw
    ex[0x0132] = stamp
    ifd = ex.get_ifd(0x8769)
    ifd[0x9003] = stamp
    ifd[0x9004] = stamp
    return ex.tobytes()


def render_paper_photo(path: pathlib.Path, doc: dict, when: dt.datetime, rng) -> None:
    size = tuple(doc.get("paper", (1000, 1400)))
    page = _render_page(
        doc["text"], size, rng, hand=doc.get("hand", False), base=max(22, int(size[0] / 36))
    )
    out_w, out_h = (1200, 1600) if size[1] >= size[0] else (1600, 1200)
    table = Image.new("RGB", (out_w, out_h), tuple(doc.get("table", (112, 84, 60))))
    table = _noise(table, rng, 0.12)
    scale = min(out_w * 0.86 / size[0], out_h * 0.86 / size[1])
    page = page.resize((int(size[0] * scale), int(size[1] * scale)), Image.LANCZOS)
    page = page.convert("RGBA").rotate(
        rng.uniform(-5, 5), resample=Image.BICUBIC, expand=True, fillcolor=(0, 0, 0, 0)
    )
    x = (out_w - page.width) // 2 + rng.randint(-25, 25)
    y = (out_h - page.height) // 2 + rng.randint(-25, 25)
    table.paste(page, (x, y), page)
    shade = Image.linear_gradient("L").rotate(rng.choice([0, 90, 180, 270]))
    shade = shade.resize((out_w, out_h)).point(lambda v: 255 - v // 5)
    table = Image.composite(table, Image.new("RGB", table.size, (40, 35, 30)), shade)
    table = table.filter(ImageFilter.GaussianBlur(0.6))
    exif_dev = doc.get("device")
    exif = _exif(when, exif_dev) if exif_dev else None
    kw = {"quality": 82}
    if exif:
        kw["exif"] = exif
    table.save(path, "JPEG", **kw)


def render_card(path: pathlib.Path, doc: dict, rng) -> None:
    """A digital invitation/flyer image (as shared on WhatsApp): centred text on colour."""
    w, h = 1080, 1350
    top, bottom = doc.get("colors", ((214, 234, 248), (250, 250, 255)))
    img = Image.new("RGB", (w, h), top)
    d = ImageDraw.Draw(img)
    for yy in range(h):
        f = yy / h
        d.line((0, yy, w, yy), fill=tuple(int(top[i] * (1 - f) + bottom[i] * f) for i in range(3)))
    for _ in range(14):
        cx, cy, r = rng.randint(0, w), rng.randint(0, h), rng.randint(20, 70)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=(150, 190, 220), width=4)
    y = 170
    for raw in doc["text"].splitlines():
        line = raw.strip()
        if not line:
            y += 30
            continue
        big = line.startswith("# ")
        font = _font(FONT_B if big else FONT, 74 if big else 40)
        line = line.lstrip("# ")
        for part in _wrap(d, line, font, w - 160):
            tw = d.textlength(part, font=font)
            d.text(((w - tw) / 2, y), part, font=font, fill=(40, 60, 100))
            y += int(font.size * 1.45)
    img.save(path, "JPEG", quality=88)


# --------------------------------------------------------------------------------------
# phone photos (no text)
# --------------------------------------------------------------------------------------

PALETTES = {
    "praia": [(120, 180, 230), (30, 110, 170), (230, 210, 160)],
    "cidade": [(160, 190, 220), (110, 110, 120), (200, 170, 140)],
    "montanha": [(150, 190, 230), (60, 110, 60), (110, 90, 70)],
    "cachoeira": [(170, 200, 220), (50, 100, 50), (230, 240, 245)],
    "comida": [(90, 60, 40), (240, 240, 235), (200, 120, 40)],
    "cachorro": [(90, 150, 70), (190, 130, 60), (230, 200, 150)],
    "festa": [(30, 20, 50), (240, 180, 40), (220, 50, 90)],
    "interior": [(225, 215, 200), (150, 120, 90), (90, 110, 140)],
    "noite": [(15, 20, 45), (250, 220, 120), (80, 80, 110)],
    "azulejo": [(240, 240, 245), (30, 70, 160), (200, 200, 210)],
    "carnaval": [(250, 200, 40), (220, 40, 60), (40, 160, 90)],
    "parque": [(140, 190, 235), (70, 140, 70), (180, 160, 120)],
    "por_do_sol": [(250, 150, 70), (120, 60, 90), (40, 40, 60)],
}


def render_photo(path: pathlib.Path, doc: dict, when: dt.datetime | None, rng) -> None:
    w, h = (1008, 756) if not doc.get("portrait") else (756, 1008)
    scene = doc.get("scene", "parque")
    pal = PALETTES[scene]
    img = Image.new("RGB", (w, h), pal[0])
    d = ImageDraw.Draw(img)
    horizon = int(h * rng.uniform(0.38, 0.62))
    for yy in range(horizon):
        f = yy / max(1, horizon)
        c = tuple(int(pal[0][i] * (1 - 0.35 * f) + 255 * 0.35 * f * 0.6) for i in range(3))
        d.line((0, yy, w, yy), fill=c)
    d.rectangle((0, horizon, w, h), fill=pal[1])
    for _ in range(rng.randint(8, 22)):
        cx, cy = rng.randint(0, w), rng.randint(int(horizon * 0.6), h)
        r = rng.randint(12, 120)
        col = tuple(
            max(0, min(255, pal[rng.randint(1, 2)][i] + rng.randint(-40, 40))) for i in range(3)
        )
        if rng.random() < 0.5:
            d.ellipse((cx - r, cy - r // 2, cx + r, cy + r // 2), fill=col)
        else:
            d.rectangle((cx - r // 2, cy - r, cx + r // 2, cy), fill=col)
    if scene in ("cidade", "noite"):
        for _ in range(rng.randint(6, 14)):
            bx = rng.randint(0, w)
            bw = rng.randint(40, 120)
            bh = rng.randint(80, horizon)
            d.rectangle((bx, horizon - bh, bx + bw, horizon), fill=pal[2])
    if scene in ("montanha", "cachoeira"):
        for _ in range(3):
            px = rng.randint(0, w)
            d.polygon(
                [(px - 300, horizon), (px, horizon - rng.randint(120, 260)), (px + 300, horizon)],
                fill=pal[1],
            )
        if scene == "cachoeira":
            x0 = rng.randint(w // 3, 2 * w // 3)
            d.rectangle((x0, horizon - 180, x0 + 60, h), fill=pal[2])
    if scene == "azulejo":
        s = rng.choice([48, 56, 64])
        for yy in range(horizon, h, s):
            for xx in range(0, w, s):
                d.rectangle((xx + 2, yy + 2, xx + s - 2, yy + s - 2), outline=pal[1], width=3)
                d.ellipse(
                    (xx + s // 4, yy + s // 4, xx + 3 * s // 4, yy + 3 * s // 4), outline=pal[1]
                )
    img = _noise(img, rng, 0.05).filter(ImageFilter.GaussianBlur(1.1))
    exif = _exif(when, doc.get("device"))
    kw = {"quality": 84}
    if exif:
        kw["exif"] = exif
    img.save(path, "JPEG", **kw)


# --------------------------------------------------------------------------------------
# screenshots
# --------------------------------------------------------------------------------------

SHOT_COLORS = {
    "nubank": (130, 10, 209),
    "itau": (236, 112, 0),
    "whatsapp": (7, 94, 84),
    "tap": (0, 90, 60),
    "gol": (255, 112, 32),
    "azul": (0, 61, 165),
    "vitalis": (0, 128, 128),
    "receita": (19, 81, 180),
    "enel": (5, 85, 250),
    "vivo": (102, 0, 153),
    "gov": (19, 81, 180),
    "generic": (60, 60, 60),
}


def render_screenshot(path: pathlib.Path, doc: dict, when: dt.datetime, rng) -> None:
    frame = doc.get("frame", "iphone")
    style = doc.get("style", "generic")
    color = SHOT_COLORS[style]
    if frame == "mac":
        w, h = 1440, 900
    elif frame == "android":
        w, h = 720, 1560
    else:
        w, h = 750, 1334
    img = Image.new("RGB", (w, h), (255, 255, 255))
    d = ImageDraw.Draw(img)
    fs = 26 if frame != "mac" else 20
    f = _font(FONT, fs)
    fb = _font(FONT_B, fs)
    fbig = _font(FONT_B, int(fs * 1.4))
    fsmall = _font(FONT, int(fs * 0.8))
    y = 0
    if frame == "mac":
        d.rectangle((0, 0, w, 38), fill=(228, 228, 228))
        for i, c in enumerate([(255, 95, 86), (255, 189, 46), (39, 201, 63)]):
            d.ellipse((16 + i * 24, 12, 30 + i * 24, 26), fill=c)
        d.rectangle((0, 38, w, 84), fill=(245, 245, 245))
        d.rounded_rectangle((160, 46, w - 160, 76), radius=8, fill=(255, 255, 255))
        d.text((180, 50), doc.get("url", ""), font=fsmall, fill=(80, 80, 80))
        y = 84
    else:
        d.rectangle((0, 0, w, 44), fill=color if style != "whatsapp" else (5, 80, 70))
        d.text((24, 8), when.strftime("%H:%M"), font=fb, fill=(255, 255, 255))
        d.text((w - 150, 8), "4G  78%", font=f, fill=(255, 255, 255))
        y = 44
    title = doc.get("title", "")
    head_h = 96 if frame != "mac" else 70
    d.rectangle((0, y, w, y + head_h), fill=color)
    d.text((30, y + (head_h - fbig.size) // 2 - 4), title, font=fbig, fill=(255, 255, 255))
    y += head_h + 24
    if style == "whatsapp":
        d.rectangle((0, y - 24, w, h), fill=(236, 229, 221))
    margin = 34 if frame != "mac" else 120
    maxw = w - 2 * margin
    for raw in doc["text"].splitlines():
        line = raw.rstrip()
        if y > h - 40:
            break
        if not line.strip():
            y += fs // 2
            continue
        if line.strip() == "---":
            d.line((margin, y + 6, w - margin, y + 6), fill=(210, 210, 210), width=2)
            y += 20
            continue
        if line[:2] in ("> ", "< "):
            out = line.startswith(">")
            parts = _wrap(d, line[2:], f, int(maxw * 0.72))
            bw = int(max(d.textlength(p, font=f) for p in parts)) + 40
            bh = len(parts) * int(fs * 1.35) + 22
            x0 = w - margin - bw if out else margin
            d.rounded_rectangle(
                (x0, y, x0 + bw, y + bh),
                radius=14,
                fill=(220, 248, 198) if out else (255, 255, 255),
            )
            yy = y + 10
            for p in parts:
                d.text((x0 + 20, yy), p, font=f, fill=(20, 20, 20))
                yy += int(fs * 1.35)
            y += bh + 14
            continue
        if line.startswith("## "):
            font, txt, col = fbig, line[3:], (20, 20, 20)
        elif line.startswith("**") and line.endswith("**"):
            font, txt, col = fb, line.strip("*"), (20, 20, 20)
        elif line.startswith("~ "):
            font, txt, col = fsmall, line[2:], (120, 120, 120)
        else:
            font, txt, col = f, line, (40, 40, 40)
        if style == "whatsapp" and not line.startswith("## "):
            font = fsmall
            tw = d.textlength(txt, font=font)
            d.rounded_rectangle(
                ((w - tw) // 2 - 14, y - 4, (w + tw) // 2 + 14, y + font.size + 8),
                radius=10,
                fill=(225, 243, 251),
            )
            d.text(((w - tw) // 2, y), txt, font=font, fill=(60, 60, 60))
            y += font.size + 26
            continue
        for p in _wrap(d, txt, font, maxw):
            d.text((margin, y), p, font=font, fill=col)
            y += int(font.size * 1.42)
    img.save(path, "PNG")


# --------------------------------------------------------------------------------------
# plain formats
# --------------------------------------------------------------------------------------


def render_eml(path: pathlib.Path, doc: dict) -> None:
    msg = EmailMessage(policy=SMTP)
    for k in ("From", "To", "Subject", "Date", "Message-ID"):
        msg[k] = doc["headers"][k]
    if doc.get("html"):
        msg.set_content(doc["text"], subtype="html", charset="utf-8", cte="quoted-printable")
    else:
        msg.set_content(doc["text"], charset="utf-8", cte="quoted-printable")
    path.write_bytes(msg.as_bytes())


def render(root: pathlib.Path, doc: dict) -> None:
    path = root / doc["path"]
    path.parent.mkdir(parents=True, exist_ok=True)
    when = _parse_when(doc["date"])
    rng = _rng(NAME, doc["path"])
    kind = doc["kind"]
    if kind == "pdf":
        render_pdf(path, doc["text"], when, doc.get("title", ""))
    elif kind == "scanpdf":
        render_scan_pdf(path, doc["text"], when, rng, doc.get("paper"))
    elif kind == "paper":
        render_paper_photo(path, doc, when, rng)
    elif kind == "card":
        render_card(path, doc, rng)
    elif kind == "photo":
        render_photo(path, doc, when, rng)
    elif kind == "shot":
        render_screenshot(path, doc, when, rng)
    elif kind in ("md", "txt", "csv", "html"):
        path.write_text(doc["text"] + "\n", encoding="utf-8")
    elif kind == "eml":
        render_eml(path, doc)
    else:
        raise ValueError(kind)
    ts = when.replace(tzinfo=BRT).timestamp()
    os.utime(path, (ts, ts))


# --------------------------------------------------------------------------------------
# templated documents (bills, DAS, payslips, invoices, card statements)
# --------------------------------------------------------------------------------------

MESES = [
    "janeiro", "fevereiro", "março", "abril", "maio", "junho",
    "julho", "agosto", "setembro", "outubro", "novembro", "dezembro",
]  # fmt: skip
MES3 = ["JAN", "FEV", "MAR", "ABR", "MAI", "JUN", "JUL", "AGO", "SET", "OUT", "NOV", "DEZ"]


def _d(s: str) -> dt.date:
    return dt.date.fromisoformat(s)


def _br(day: dt.date) -> str:
    return day.strftime("%d/%m/%Y")


def _next_business(day: dt.date) -> dt.date:
    while day.weekday() >= 5:
        day += dt.timedelta(days=1)
    return day


def enel_doc(row: dict) -> dict:
    ref = _d(row["ref"] + "-01")
    emis = _d(row["emissao"])
    venc = _d(row["vencimento"])
    kwh = row["kwh"]
    band = row["bandeira"]
    tusd, te = 0.41870, 0.32904
    extra = {"Verde": 0.0, "Amarela": 0.01885, "Vermelha P1": 0.04463, "Vermelha P2": 0.07877}[band]
    k = 1 - 0.18 - 0.0465
    c_tusd = round(kwh * tusd / k, 2)
    c_te = round(kwh * te / k, 2)
    c_band = round(kwh * extra / k, 2)
    gross = c_tusd + c_te + c_band
    icms = gross * 0.18
    pis = gross * 0.0465
    cip = 11.86
    total = round(gross + cip, 2)
    leit_ant = _d(row["leitura_ant"])
    leit_at = _d(row["leitura_at"])
    prox = leit_at + dt.timedelta(days=30)
    hist = row.get("historico", [])
    rows = "\n".join(f"{m} | {k} kWh" for m, k in hist)
    nf = 100000000 + zlib.crc32(row["ref"].encode()) % 899999999
    text = f"""# Enel Distribuição São Paulo
Eletropaulo Metropolitana Eletricidade de São Paulo S.A. — CNPJ 61.695.227/0001-93
NOTA FISCAL / CONTA DE ENERGIA ELÉTRICA Nº {nf} — Série B
---
Cliente: RAFAEL OLIVEIRA
R DOMINGOS DE MORAIS 1234 AP 52 — VILA MARIANA — SAO PAULO SP — CEP 04010-100
Nº da Instalação: {data.ENEL_INSTALACAO} | Nº do Cliente: {data.ENEL_CLIENTE}
Classificação: B1 Residencial — Ligação: Bifásica — Tensão nominal: 127/220 V
---
!Referência | Data de emissão | Vencimento
{MES3[ref.month - 1]}/{ref.year} | {_br(emis)} | {_br(venc)}
## Leituras
Leitura anterior: {_br(leit_ant)} | Leitura atual: {_br(leit_at)} | Próxima leitura: {_br(prox)}
Dias de consumo: {(leit_at - leit_ant).days} — Medidor nº 7731904
Consumo faturado: {kwh} kWh
Bandeira tarifária vigente: {band}
## Itens da fatura
!Descrição | Quantidade | Valor (R$)
Consumo uso sistema (TUSD) | {kwh} kWh | {_brl(c_tusd)}
Consumo energia (TE) | {kwh} kWh | {_brl(c_te)}
Adicional bandeira {band} | {kwh} kWh | {_brl(c_band)}
Contrib. Iluminação Pública — Lei Municipal 13.479/02 | 1 | {_brl(cip)}
!TOTAL A PAGAR | | R$ {_brl(total)}
## Tributos
ICMS (18%): R$ {_brl(icms)} — PIS/COFINS: R$ {_brl(pis)}
## Histórico de consumo (kWh)
{rows}
---
{row.get("rodape", "Pagamento em débito automático — Banco: 260 NU PAGAMENTOS. Não pague esta conta.")}
Central de atendimento Enel: 0800 72 72 196 — www.enel.com.br — App Enel São Paulo
"""
    return {
        "path": row["path"],
        "kind": "pdf",
        "date": row.get("mtime", row["emissao"]),
        "text": text,
        "title": f"Conta de energia {MES3[ref.month - 1]}/{ref.year}",
    }


def das_value(year: int) -> tuple[float, float]:
    return {2024: (70.60, 5.00), 2025: (75.90, 5.00), 2026: (81.05, 5.00)}[year]


def das_doc(row: dict) -> dict:
    comp = _d(row["comp"] + "-01")
    nxt = (comp.replace(day=28) + dt.timedelta(days=5)).replace(day=20)
    venc = _next_business(nxt)
    inss, iss = das_value(comp.year)
    emis = _d(row["emissao"])
    r = _rng("das", row["comp"])
    numdoc = (
        f"07.20.{comp.year % 100:02d}{r.randint(100, 365):03d}."
        f"{r.randint(1000000, 9999999)}-{r.randint(0, 9)}"
    )
    barras = " ".join(f"{r.randint(10000000000, 99999999999)}-{r.randint(0, 9)}" for _ in range(4))
    pago = row.get("pago")
    pago_txt = ""
    if pago:
        pago_txt = f"""
---
## Comprovante de pagamento
Banco: 260 — NU PAGAMENTOS S.A. — Pagamento de tributo com código de barras
Data do pagamento: {_br(_d(pago))} — Valor pago: R$ {_brl(inss + iss)}
Autenticação: {r.randint(10**15, 10**16 - 1):X}
"""
    text = f"""# Documento de Arrecadação do Simples Nacional
DAS de MEI — gerado pelo PGMEI (Programa Gerador de DAS do Microempreendedor Individual)
---
CNPJ: {data.MEI_CNPJ}
Razão Social: {data.MEI_RAZAO}
!Período de Apuração | Data de Vencimento | Número do Documento
{MESES[comp.month - 1].capitalize()}/{comp.year} | {_br(venc)} | {numdoc}
Pagar este documento até: {_br(venc)}
## Composição do documento de arrecadação
!Código | Denominação | Valor
1007 | INSS — Simples Nacional (MEI) | {_brl(inss)}
1010 | ISS — São Paulo (SP) — Simples Nacional | {_brl(iss)}
!Valor Total do Documento | | R$ {_brl(inss + iss)}
---
Observações: documento emitido em {_br(emis)}. Competência {comp.month:02d}/{comp.year}.
Após o vencimento, os valores de multa e juros serão calculados no PGMEI.
Código de barras: {barras}
{pago_txt}"""
    return {
        "path": row["path"],
        "kind": "pdf",
        "date": row.get("mtime", pago or row["emissao"]),
        "text": text.strip(),
        "title": "DAS MEI",
    }


def _inss(year: int, base: float) -> float:
    table = {
        2024: [(1412.00, 0.075), (2666.68, 0.09), (4000.03, 0.12), (7786.02, 0.14)],
        2025: [(1518.00, 0.075), (2793.88, 0.09), (4190.83, 0.12), (8157.41, 0.14)],
        2026: [(1621.00, 0.075), (2902.84, 0.09), (4354.27, 0.12), (8475.55, 0.14)],
    }[year]
    total, low = 0.0, 0.0
    for top, rate in table:
        if base > low:
            total += (min(base, top) - low) * rate
        low = top
    return round(total, 2)


def _irrf(when: dt.date, base: float) -> float:
    if when >= dt.date(2025, 5, 1):
        table = [(2428.80, 0, 0), (2826.65, 0.075, 182.16), (3751.05, 0.15, 394.16),
                 (4664.68, 0.225, 675.49), (1e12, 0.275, 908.73)]  # fmt: skip
    else:
        table = [(2259.20, 0, 0), (2826.65, 0.075, 169.44), (3751.05, 0.15, 381.44),
                 (4664.68, 0.225, 662.77), (1e12, 0.275, 896.00)]  # fmt: skip
    for top, rate, ded in table:
        if base <= top:
            return round(max(0.0, base * rate - ded), 2)
    return 0.0


def holerite_doc(row: dict) -> dict:
    comp = _d(row["comp"] + "-01")
    y = comp.year
    base = data.SALARIO_BASE(comp)
    minimo = {2024: 1412.00, 2025: 1518.00, 2026: 1621.00}[y]
    insal = round(minimo * 0.20, 2)
    hora = base / 220
    noturno = round(hora * 0.20 * row.get("noturno_h", 0), 2)
    he = round(hora * 1.5 * row.get("he_h", 0), 2)
    ferias = row.get("ferias", False)
    venc_items = [("001", "Salário base", "220,00 h", base)]
    if ferias:
        venc_items = [
            ("001", "Salário base (dias trabalhados)", "10 d", round(base / 30 * 10, 2)),
            ("061", "Férias gozadas", "20 d", round(base / 30 * 20, 2)),
            ("062", "1/3 constitucional de férias", "", round(base / 30 * 20 / 3, 2)),
        ]
    venc_items.append(("030", "Adicional de insalubridade 20%", "20,00 %", insal))
    if noturno:
        venc_items.append(("021", "Adicional noturno 20%", f"{row['noturno_h']},00 h", noturno))
    if he:
        venc_items.append(("050", "Horas extras 50%", f"{row['he_h']},00 h", he))
    bruto = round(sum(v for *_, v in venc_items), 2)
    inss = _inss(y, bruto)
    dep = 0.0
    irrf = _irrf(comp, bruto - inss - dep)
    vt = round(min(base * 0.06, 264.00), 2)
    plano = 148.90 if y == 2024 else 163.40
    desc_items = [
        ("901", "INSS", f"{_inss_pct(y, bruto)}", inss),
        ("902", "IRRF", "0 dep.", irrf),
        ("910", "Vale-transporte 6%", "6,00 %", vt),
        ("920", "Vitalis Saúde — dependente (Rafael Oliveira)", "", plano),
    ]
    if row.get("coparticipacao"):
        desc_items.append(("921", "Vitalis Saúde — coparticipação", "", row["coparticipacao"]))
    desc = round(sum(v for *_, v in desc_items), 2)
    liquido = round(bruto - desc, 2)
    pay = _d(row["pagamento"])
    comp_fmt = row.get("fmt", "mes_ano")
    comp_txt = {
        "mes_ano": f"{MESES[comp.month - 1]}/{y}",
        "num": f"{comp.month:02d}/{y}",
        "abrev": f"{MES3[comp.month - 1].lower()}/{y}",
        "extenso": f"{MESES[comp.month - 1].capitalize()} de {y}",
    }[comp_fmt]
    lines = "\n".join(f"{c} — {n} | {r} | {_brl(v)} | " for c, n, r, v in venc_items)
    dlines = "\n".join(f"{c} — {n} | {r} | | {_brl(v)}" for c, n, r, v in desc_items)
    text = f"""# HOSPITAL SANTA AURORA S/A
CNPJ {data.HOSPITAL_CNPJ} — Rua Vergueiro, 4321 — Vila Mariana — São Paulo/SP
## Demonstrativo de Pagamento de Salário
Referência: {comp_txt} — Data de pagamento: {_br(pay)}
---
Funcionária: CAMILA SANTOS | Matrícula: 20417
Cargo: Enfermeira Assistente — CBO 2235-05 | Setor: UTI Adulto — 4º andar
Admissão: 04/07/2021 | CPF: {data.CAMILA_CPF}
---
!Cód. — Descrição | Referência | Vencimentos | Descontos
{lines}
{dlines}
---
!Total de vencimentos | | R$ {_brl(bruto)} |
!Total de descontos | | | R$ {_brl(desc)}
!Valor líquido a receber | | R$ {_brl(liquido)} |
---
Salário base: R$ {_brl(base)} | Base de cálculo INSS: R$ {_brl(bruto)}
Base de cálculo FGTS: R$ {_brl(bruto)} | FGTS do mês (8%): R$ {_brl(bruto * 0.08)}
Base de cálculo IRRF: R$ {_brl(bruto - inss - dep)} | Dependentes IR: 0
Crédito em conta: Banco 341 — Itaú Unibanco — Ag. 0912 — C/C 45821-3
Declaro ter recebido a importância líquida discriminada neste recibo.
"""
    kind = row.get("kind", "pdf")
    return {
        "path": row["path"],
        "kind": kind,
        "date": row.get("mtime", row["pagamento"]),
        "text": text,
        "title": f"Holerite {comp_txt}",
    }


def _inss_pct(y: int, bruto: float) -> str:
    return "tab. progressiva"


def decimo_doc(row: dict) -> dict:
    y = row["ano"]
    base = data.SALARIO_BASE(dt.date(y, 12, 1))
    minimo = {2024: 1412.00, 2025: 1518.00}[y]
    media = row["media_variaveis"]
    total = round(base + minimo * 0.2 + media, 2)
    primeira = round(total / 2, 2)
    inss = _inss(y, total)
    irrf = _irrf(dt.date(y, 12, 1), total - inss)
    liquido2 = round(total - primeira - inss - irrf, 2)
    text = f"""# HOSPITAL SANTA AURORA S/A
CNPJ {data.HOSPITAL_CNPJ} — Demonstrativo de Pagamento — 13º Salário {y}
Funcionária: CAMILA SANTOS — Matrícula 20417 — Enfermeira Assistente — UTI Adulto
---
!Descrição | Referência | Valor
13º salário integral (12/12 avos) | 12/12 | R$ {_brl(base)}
Média de adicional de insalubridade | | R$ {_brl(minimo * 0.2)}
Média de adicionais variáveis (noturno e horas extras) | | R$ {_brl(media)}
!Total bruto do 13º | | R$ {_brl(total)}
---
## 1ª parcela
Paga em {row["pag1"]} — adiantamento de 50%, sem descontos: R$ {_brl(primeira)}
## 2ª parcela
Paga em {row["pag2"]}
Desconto 1ª parcela | | R$ {_brl(primeira)}
INSS sobre 13º | | R$ {_brl(inss)}
IRRF sobre 13º (tributação exclusiva) | | R$ {_brl(irrf)}
!Líquido da 2ª parcela | | R$ {_brl(liquido2)}
"""
    return {"path": row["path"], "kind": "pdf", "date": row["mtime"], "text": text,
            "title": f"13º salário {y}"}  # fmt: skip


def nfse_doc(row: dict) -> dict:
    cli = data.CLIENTES[row["cliente"]]
    emis = _parse_when(row["emissao"])
    comp = _d(row["competencia"])
    r = _rng("nfse", row["numero"])
    chave = "35503082" + "".join(str(r.randint(0, 9)) for _ in range(42))
    valor = row["valor"]
    text = f"""# DANFSe v1.0 — Documento Auxiliar da NFS-e
NFS-e — Nota Fiscal de Serviço eletrônica — Padrão Nacional
Chave de acesso da NFS-e: {chave}
!Número da NFS-e | Competência da NFS-e | Data e hora da emissão
{row["numero"]} | {_br(comp)} | {emis.strftime("%d/%m/%Y %H:%M:%S")}
Número da DPS: {row["numero"]} — Série da DPS: 900 — Município de emissão: São Paulo/SP
## EMITENTE DA NFS-e — Prestador do serviço
{data.MEI_RAZAO} — nome fantasia: Rafa Oliveira Design
CNPJ: {data.MEI_CNPJ} — Inscrição municipal: 7.412.885-3
Rua Domingos de Morais, 1234, apto 52 — Vila Mariana — São Paulo/SP — CEP 04010-100
E-mail: contato@rafaoliveira.design — Telefone: (11) 98412-3377
Regime: Simples Nacional — Optante — Microempreendedor Individual (MEI)
## TOMADOR DO SERVIÇO
{cli["razao"]}
CNPJ: {cli["cnpj"]} — {cli["endereco"]}
E-mail: {cli["email"]}
## SERVIÇO PRESTADO
Código de tributação nacional: 23.01.01 — Serviços de programação e comunicação visual e congêneres
Local da prestação: São Paulo/SP — País: Brasil
Descrição do serviço: {row["descricao"]}
## TRIBUTAÇÃO MUNICIPAL
Tributação do ISSQN: operação tributável — ISSQN apurado no DAS-MEI (não há retenção)
Valor do serviço: R$ {_brl(valor)} — Descontos: R$ 0,00 — Deduções: R$ 0,00
## VALOR TOTAL DA NFS-e
!Valor do serviço | | R$ {_brl(valor)}
!Valor líquido da NFS-e | | R$ {_brl(valor)}
---
Informações complementares: {row.get("obs", "Pagamento via Pix — chave CNPJ " + data.MEI_CNPJ + ".")}
Documento emitido por ME ou EPP optante pelo Simples Nacional. Não gera direito a crédito fiscal de IPI.
"""
    return {"path": row["path"], "kind": "pdf", "date": row.get("mtime", row["emissao"]),
            "text": text, "title": f"NFS-e {row['numero']}"}  # fmt: skip


def nubank_doc(row: dict) -> dict:
    close = _d(row["fechamento"])
    r = _rng("nubank", row["fechamento"])
    start = close - dt.timedelta(days=30)
    lines = ["date,title,amount"]
    items = []
    for fixed_day, title, amount in data.NUBANK_FIXOS:
        day = start + dt.timedelta(days=fixed_day)
        items.append((day, title, amount))
    for _ in range(r.randint(18, 26)):
        title, lo, hi = r.choice(data.NUBANK_VARIAVEIS)
        day = start + dt.timedelta(days=r.randint(0, 29))
        items.append((day, title, round(r.uniform(lo, hi), 2)))
    for extra in row.get("extras", []):
        items.append((_d(extra[0]), extra[1], extra[2]))
    items.sort(key=lambda t: (t[0], t[1]))
    for day, title, amount in items:
        t = f'"{title}"' if "," in title else title
        lines.append(f"{day.isoformat()},{t},{amount:.2f}")
    return {"path": row["path"], "kind": "csv", "date": row["mtime"], "text": "\n".join(lines)}


def all_docs() -> list[dict]:
    docs: list[dict] = []
    for fn, rows in (
        (enel_doc, data.ENEL_ROWS),
        (das_doc, data.DAS_ROWS),
        (holerite_doc, data.HOLERITE_ROWS),
        (decimo_doc, data.DECIMO_ROWS),
        (nfse_doc, data.NFSE_ROWS),
        (nubank_doc, data.NUBANK_ROWS),
    ):
        for r in rows:
            d = fn(r)
            if "expect" in r:
                d["expect"] = r["expect"]
            docs.append(d)
    docs += data.PHOTOS
    docs += data.DOCS
    return docs


# --------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------


def build(root: pathlib.Path) -> dict[str, str]:
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    docs = all_docs()
    paths = [d["path"] for d in docs]
    dup = {p for p in paths if paths.count(p) > 1}
    assert not dup, f"duplicate paths: {sorted(dup)}"

    (root / "guideline.md").write_text(data.GUIDELINE.strip() + "\n", encoding="utf-8")
    gts = dt.datetime(2025, 11, 9, 16, 12, tzinfo=BRT).timestamp()
    os.utime(root / "guideline.md", (gts, gts))

    expected: dict[str, str] = {}
    for d in docs:
        render(root, d)
        if d["path"].startswith("inbox/"):
            assert "expect" in d, f"inbox file without expectation: {d['path']}"
            expected[d["path"]] = d["expect"]
        else:
            assert "expect" not in d, d["path"]

    # consistency checks
    lib_files = [p for p in paths if not p.startswith("inbox/")]
    lib_folders = {p.rsplit("/", 1)[0] + "/" for p in lib_files}
    for name, folder in expected.items():
        if folder == "":
            continue
        assert folder.endswith("/"), folder
        assert folder in lib_folders or folder in NEW_FOLDERS, f"{name}: unknown folder {folder}"
        assert (root / folder).is_dir() or folder in NEW_FOLDERS, folder
    for f in NEW_FOLDERS:
        assert not (root / f).exists(), f"NEW_FOLDERS entry already exists: {f}"
        assert f in expected.values(), f"NEW_FOLDERS entry never expected: {f}"
    assert 35 <= len(expected) <= 45, len(expected)
    n_none = sum(1 for v in expected.values() if v == "")
    assert 3 <= n_none <= 5, n_none
    assert len(NEW_FOLDERS) <= 3
    assert 150 <= len(lib_files) <= 300, len(lib_files)
    assert 15 <= len(lib_folders) <= 35, len(lib_folders)
    for folder in lib_folders:
        n = sum(1 for p in lib_files if p.rsplit("/", 1)[0] + "/" == folder)
        assert 2 <= n <= 30, (folder, n)
    kinds = {"natural": 0, "keyword": 0, "cross": 0}
    for q in QUESTIONS:
        assert set(q) == {"q", "lang", "kind", "expect"}, q
        kinds[q["kind"]] += 1
        assert 1 <= len(q["expect"]) <= 3, q
        for p in q["expect"]:
            assert not p.startswith("inbox/"), p
            assert (root / p).is_file(), f"question expects missing file {p}"
    assert len(QUESTIONS) >= 32 and kinds["cross"] >= 8, kinds

    for dirpath, _dirs, _files in os.walk(root, topdown=False):
        ts = DIR_MTIME.replace(tzinfo=BRT).timestamp()
        os.utime(dirpath, (ts, ts))
    return expected


def _summary(root: pathlib.Path, expected: dict[str, str]) -> str:
    lib = [
        p
        for p in root.rglob("*")
        if p.is_file() and not p.relative_to(root).as_posix().startswith("inbox/")
    ]
    lib = [p for p in lib if p.name != "guideline.md"]
    folders = sorted({p.parent.relative_to(root).as_posix() + "/" for p in lib})
    exts: dict[str, int] = {}
    for p in lib + [root / k for k in expected]:
        e = p.suffix.lower() or "(none)"
        exts[e] = exts.get(e, 0) + 1
    kinds: dict[str, int] = {}
    for q in QUESTIONS:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    out = [
        f"{NAME} ({', '.join(LANGUAGES)}, split={SPLIT}) -> {root}",
        f"library: {len(lib)} files in {len(folders)} folders",
    ]
    for f in folders:
        n = sum(1 for p in lib if p.parent.relative_to(root).as_posix() + "/" == f)
        out.append(f"  {n:3d}  {f}")
    n_none = sum(1 for v in expected.values() if not v)
    n_new = sum(1 for v in expected.values() if v in NEW_FOLDERS)
    out.append(
        f"inbox: {len(expected)} files ({n_none} expected nowhere, {n_new} into new folders "
        f"{sorted(NEW_FOLDERS)})"
    )
    out.append("file types: " + ", ".join(f"{k} {v}" for k, v in sorted(exts.items())))
    out.append("questions: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    return "\n".join(out)


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/casa-pt-out")
    if target.exists() and any(target.iterdir()):
        if not (target / "guideline.md").exists():
            sys.exit(f"{target} is not empty and is not a previous casa-pt build; refusing")
        import shutil

        shutil.rmtree(target)
    exp = build(target)
    print(_summary(target, exp))
