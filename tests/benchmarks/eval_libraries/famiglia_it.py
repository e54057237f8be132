"""famiglia-it: the shared files of Elena Marchetti (freelance translator, regime forfettario)
and Davide Rinaldi (controls engineer at the Italian branch of a Danish company), Bologna,
with their children Tommaso and Irene, Davide's father Giorgio and the cat Briciola.
Mostly Italian, with English papers from Davide's employer, Elena's foreign clients and
trips abroad.

Built around the organizer's weak spots: many small folders (most with 2-4 files), trips
named by place, school and academic years that start in September, two people with the same
surname, invoices issued and received, and file names that mislead.

Run: python -m tests.benchmarks.eval_libraries.famiglia_it /tmp/famiglia-it-out
"""

from __future__ import annotations

import datetime as dt
import io
import os
import pathlib
import random
import sys
import unicodedata
import zlib
from email.message import EmailMessage
from email.policy import SMTP
from zoneinfo import ZoneInfo

from fpdf import FPDF
from fpdf.enums import MethodReturnValue, XPos, YPos
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import famiglia_it_data as data  # noqa: E402

NAME = "famiglia-it"
PERSONA = (
    "Elena Marchetti, freelance translator (EN/DE>IT, partita IVA forfettaria) and contract "
    "lecturer, and her partner Davide Rinaldi, controls engineer at Nordvik Automation, in "
    "Bologna, with their children Tommaso (terza media) and Irene (terza elementare), Davide's "
    "father Giorgio and the cat Briciola; files kept in Italian, some in English"
)
LANGUAGES = ["it", "en"]
SPLIT = "dev"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS
RENAMES: dict[str, dict] = data.RENAMES

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_I = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Oblique.ttf"
FONT_SERIF = "/usr/share/fonts/truetype/dejavu/DejaVuSerif.ttf"
ROME = ZoneInfo("Europe/Rome")
DIR_MTIME = dt.datetime(2026, 4, 1, 22, 10, 0)

_font_cache: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def _check_fonts() -> None:
    for f in (FONT, FONT_B, FONT_I, FONT_SERIF):
        if not os.path.exists(f):
            raise FileNotFoundError(
                f"famiglia-it needs the DejaVu font {f} (package fonts-dejavu-core)"
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


def _local(when: dt.datetime) -> dt.datetime:
    return when.replace(tzinfo=ROME)


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


def _looks_money(c: str) -> bool:
    c = c.replace("€", "").replace("EUR", "").replace("£", "").replace("GBP", "").strip()
    return bool(c) and all(ch in "0123456789.,- " for ch in c) and any(ch.isdigit() for ch in c)


def render_pdf(
    path: pathlib.Path, text: str, when: dt.datetime, title: str = "", producer: str = ""
) -> None:
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(_local(when))
    pdf.set_producer(producer or "PDF generator")
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
                align = "L" if i == 0 else "R" if _looks_money(c) else "L"
                pdf.multi_cell(epw * w - 1, lh, c, align=align, new_x=XPos.RIGHT, new_y=YPos.TOP)
                x += epw * w
            pdf.set_xy(pdf.l_margin, y0 + nlines * lh + 0.6)
            continue
        pdf.set_font("DejaVu", "", 9.8)
        pdf.multi_cell(epw, 5, line.strip(), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.output(str(path))


# --------------------------------------------------------------------------------------
# paper rendered to an image (scans and phone photos of paper)
# --------------------------------------------------------------------------------------


def _table_layout(
    d: ImageDraw.ImageDraw, lines: list[str], base: int, maxw: int
) -> dict[int, tuple[int, list[int]]]:
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


def render_scan_pdf(
    path: pathlib.Path, text: str, when: dt.datetime, rng, size=None, producer: str = ""
) -> None:
    size = size or (1240, 1754)
    page = _render_page(text, size, rng)
    page = page.rotate(rng.uniform(-0.9, 0.9), resample=Image.BICUBIC, fillcolor=(235, 235, 230))
    page = _noise(page, rng, 0.07).convert("L")
    buf = io.BytesIO()
    page.save(buf, "JPEG", quality=72)
    buf.seek(0)
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(_local(when))
    pdf.set_producer(producer or "Canon MF643C")
    pdf.add_page()
    pdf.image(buf, x=0, y=0, w=210, h=297)
    pdf.output(str(path))


def _exif(when: dt.datetime | None, device: str | None) -> bytes | None:
    if when is None or device is None:
        return None
    make, model, sw = data.DEVICES[device]
    stamp = when.strftime("%Y:%m:%d %H:%M:%S")
    off = _local(when).strftime("%z")
    off = off[:3] + ":" + off[3:]
    ex = Image.Exif()
    ex[0x010F] = make
    ex[0x0110] = model
    ex[0x0131] = sw
    ex[0x0132] = stamp
    ifd = ex.get_ifd(0x8769)
    ifd[0x9003] = stamp
    ifd[0x9004] = stamp
    ifd[0x9010] = off
    ifd[0x9011] = off
    ifd[0x9012] = off
    return ex.tobytes()


def render_paper_photo(path: pathlib.Path, doc: dict, when: dt.datetime, rng) -> None:
    size = tuple(doc.get("paper", (1000, 1400)))
    page = _render_page(
        doc["text"], size, rng, hand=doc.get("hand", False), base=max(22, int(size[0] / 36))
    )
    out_w, out_h = (1200, 1600) if size[1] >= size[0] else (1600, 1200)
    table = Image.new("RGB", (out_w, out_h), tuple(doc.get("table", (126, 98, 72))))
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
    exif = _exif(when, doc.get("device"))
    kw = {"quality": 82}
    if exif:
        kw["exif"] = exif
    table.save(path, "JPEG", **kw)


def render_card(path: pathlib.Path, doc: dict, rng) -> None:
    """A digital flyer or greeting image as forwarded on WhatsApp: centred text on colour."""
    w, h = 1080, 1350
    top, bottom = doc.get("colors", ((250, 226, 190), (255, 250, 240)))
    ink = tuple(doc.get("ink", (90, 40, 20)))
    img = Image.new("RGB", (w, h), top)
    d = ImageDraw.Draw(img)
    for yy in range(h):
        f = yy / h
        d.line((0, yy, w, yy), fill=tuple(int(top[i] * (1 - f) + bottom[i] * f) for i in range(3)))
    for _ in range(14):
        cx, cy, r = rng.randint(0, w), rng.randint(0, h), rng.randint(20, 70)
        d.ellipse((cx - r, cy - r, cx + r, cy + r), outline=tuple(doc.get("deco", (230, 170, 90))),
                  width=4)  # fmt: skip
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
            d.text(((w - tw) / 2, y), part, font=font, fill=ink)
            y += int(font.size * 1.45)
    img.save(path, "JPEG", quality=86)


# --------------------------------------------------------------------------------------
# phone photos (no text)
# --------------------------------------------------------------------------------------

PALETTES = {
    "mare": [(120, 185, 235), (20, 105, 165), (235, 215, 170)],
    "citta": [(165, 195, 225), (120, 105, 95), (205, 150, 110)],
    "montagna": [(150, 190, 235), (60, 105, 60), (120, 100, 80)],
    "neve": [(160, 200, 240), (240, 244, 250), (90, 100, 110)],
    "cibo": [(95, 60, 40), (245, 242, 235), (210, 130, 50)],
    "gatto": [(200, 185, 165), (60, 55, 50), (230, 150, 60)],
    "festa": [(40, 25, 55), (245, 190, 50), (215, 60, 90)],
    "interno": [(228, 218, 200), (150, 120, 90), (95, 115, 140)],
    "notte": [(15, 20, 45), (250, 220, 120), (80, 80, 110)],
    "campagna": [(150, 195, 235), (170, 160, 70), (110, 130, 60)],
    "alba": [(250, 190, 140), (70, 110, 150), (235, 225, 200)],
    "portici": [(200, 120, 80), (160, 90, 60), (230, 200, 160)],
    "parco": [(140, 190, 235), (70, 140, 70), (180, 160, 120)],
}


def render_photo(path: pathlib.Path, doc: dict, when: dt.datetime | None, rng) -> None:
    w, h = (1008, 756) if not doc.get("portrait") else (756, 1008)
    scene = doc.get("scene", "parco")
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
    if scene in ("citta", "notte", "portici"):
        for _ in range(rng.randint(6, 14)):
            bx = rng.randint(0, w)
            bw = rng.randint(40, 120)
            bh = rng.randint(80, horizon)
            d.rectangle((bx, horizon - bh, bx + bw, horizon), fill=pal[2])
        if scene == "portici":
            for xx in range(0, w, 140):
                d.arc((xx, horizon - 200, xx + 130, horizon + 60), 180, 360, fill=pal[1], width=14)
    if scene in ("montagna", "neve"):
        for _ in range(3):
            px = rng.randint(0, w)
            d.polygon(
                [(px - 300, horizon), (px, horizon - rng.randint(120, 260)), (px + 300, horizon)],
                fill=pal[1] if scene == "montagna" else (235, 240, 248),
            )
    if scene == "alba":
        cx = rng.randint(w // 4, 3 * w // 4)
        d.ellipse((cx - 50, horizon - 50, cx + 50, horizon + 50), fill=(255, 225, 150))
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
    "io": (0, 102, 204),
    "cie": (0, 87, 155),
    "wallet": (30, 30, 30),
    "mediaworld": (223, 0, 0),
    "bper": (0, 98, 72),
    "whatsapp": (7, 94, 84),
    "ryanair": (7, 53, 144),
    "generic": (60, 60, 60),
}


def render_screenshot(path: pathlib.Path, doc: dict, when: dt.datetime, rng) -> None:
    frame = doc.get("frame", "iphone")
    style = doc.get("style", "generic")
    color = SHOT_COLORS[style]
    if frame == "android":
        w, h = 720, 1560
    else:
        w, h = 750, 1334
    img = Image.new("RGB", (w, h), (255, 255, 255))
    d = ImageDraw.Draw(img)
    fs = 26
    f = _font(FONT, fs)
    fb = _font(FONT_B, fs)
    fbig = _font(FONT_B, int(fs * 1.4))
    fsmall = _font(FONT, int(fs * 0.8))
    d.rectangle((0, 0, w, 44), fill=color)
    d.text((24, 8), when.strftime("%H:%M"), font=fb, fill=(255, 255, 255))
    d.text((w - 150, 8), "4G  64%", font=f, fill=(255, 255, 255))
    y = 44
    title = doc.get("title", "")
    head_h = 96
    d.rectangle((0, y, w, y + head_h), fill=color)
    d.text((30, y + (head_h - fbig.size) // 2 - 4), title, font=fbig, fill=(255, 255, 255))
    y += head_h + 24
    margin = 34
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
        if line.startswith("## "):
            font, txt, col = fbig, line[3:], (20, 20, 20)
        elif line.startswith("**") and line.endswith("**"):
            font, txt, col = fb, line.strip("*"), (20, 20, 20)
        elif line.startswith("~ "):
            font, txt, col = fsmall, line[2:], (120, 120, 120)
        else:
            font, txt, col = f, line, (40, 40, 40)
        for p in _wrap(d, txt, font, maxw):
            d.text((margin, y), p, font=font, fill=col)
            y += int(font.size * 1.42)
    if path.suffix.lower() in (".jpg", ".jpeg"):
        img.save(path, "JPEG", quality=90)
    else:
        img.save(path, "PNG")


# --------------------------------------------------------------------------------------
# plain formats
# --------------------------------------------------------------------------------------


def render_eml(path: pathlib.Path, doc: dict) -> None:
    msg = EmailMessage(policy=SMTP)
    for k in ("From", "To", "Subject", "Date", "Message-ID"):
        msg[k] = doc["headers"][k]
    msg.set_content(doc["text"], charset="utf-8", cte="quoted-printable")
    path.write_bytes(msg.as_bytes())


def render(root: pathlib.Path, doc: dict) -> None:
    path = root / doc["path"]
    path.parent.mkdir(parents=True, exist_ok=True)
    when = _parse_when(doc["date"])
    rng = _rng(NAME, doc["path"])
    kind = doc["kind"]
    if kind == "pdf":
        render_pdf(path, doc["text"], when, doc.get("title", ""), doc.get("producer", ""))
    elif kind == "scanpdf":
        render_scan_pdf(path, doc["text"], when, rng, doc.get("paper"), doc.get("producer", ""))
    elif kind == "paper":
        render_paper_photo(path, doc, when, rng)
    elif kind == "card":
        render_card(path, doc, rng)
    elif kind == "photo":
        render_photo(path, doc, when, rng)
    elif kind == "shot":
        render_screenshot(path, doc, when, rng)
    elif kind in ("md", "txt", "csv"):
        path.write_text(doc["text"] + "\n", encoding="utf-8")
    elif kind == "eml":
        render_eml(path, doc)
    else:
        raise ValueError(kind)
    ts = _local(when).timestamp()
    os.utime(path, (ts, ts))


# --------------------------------------------------------------------------------------
# build
# --------------------------------------------------------------------------------------


def _fold(s: str) -> str:
    s = unicodedata.normalize("NFKD", s.casefold())
    return "".join(ch for ch in s if not unicodedata.combining(ch))


def build(root: pathlib.Path) -> dict[str, str]:
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    docs = data.all_docs()
    paths = [d["path"] for d in docs]
    dup = {p for p in paths if paths.count(p) > 1}
    assert not dup, f"duplicate paths: {sorted(dup)}"

    (root / "guideline.md").write_text(data.GUIDELINE.strip() + "\n", encoding="utf-8")
    gts = _local(dt.datetime(2025, 10, 19, 21, 40)).timestamp()
    os.utime(root / "guideline.md", (gts, gts))

    expected: dict[str, str] = {}
    for d in docs:
        render(root, d)
        if d["path"].startswith("inbox/"):
            assert "expect" in d, f"inbox file without expectation: {d['path']}"
            expected[d["path"]] = d["expect"]
        else:
            assert "expect" not in d, d["path"]

    # ---- consistency checks
    lib_files = [p for p in paths if not p.startswith("inbox/")]
    lib_folders = {p.rsplit("/", 1)[0] + "/" for p in lib_files}
    for name, folder in expected.items():
        assert name.count("/") == 1, f"inbox files sit directly in inbox/: {name}"
        if folder == "":
            continue
        assert folder.endswith("/"), folder
        assert folder in lib_folders or folder in NEW_FOLDERS, f"{name}: unknown folder {folder}"
        assert (root / folder).is_dir() or folder in NEW_FOLDERS, folder
    for f in NEW_FOLDERS:
        assert not (root / f).exists(), f"NEW_FOLDERS entry already exists: {f}"
        assert f in expected.values(), f"NEW_FOLDERS entry never expected: {f}"
    assert len(expected) == 40, len(expected)
    n_none = sum(1 for v in expected.values() if v == "")
    assert 3 <= n_none <= 5, n_none
    assert len(NEW_FOLDERS) <= 3
    new_trips = [f for f in NEW_FOLDERS if f.startswith("Viaggi/")]
    assert len(new_trips) <= 1, new_trips
    assert sum(1 for v in expected.values() if v in new_trips) <= 1
    assert 40 <= len(lib_folders) <= 70, len(lib_folders)
    sizes = {
        folder: sum(1 for p in lib_files if p.rsplit("/", 1)[0] + "/" == folder)
        for folder in lib_folders
    }
    for folder, n in sizes.items():
        assert 2 <= n <= 6, (folder, n)
    small = sum(1 for n in sizes.values() if n <= 4)
    assert small >= 0.75 * len(lib_folders), (small, len(lib_folders))

    # photos: EXIF dates are the ones written in the data
    for d in docs:
        if d["kind"] in ("photo", "paper") and d.get("device"):
            with Image.open(root / d["path"]) as im:
                got = im.getexif().get_ifd(0x8769).get(0x9003)
            want = _parse_when(d["date"]).strftime("%Y:%m:%d %H:%M:%S")
            assert got == want, (d["path"], got, want)

    # renames: only for inbox files, every kept name satisfies its own groups
    assert len(RENAMES) >= 8, len(RENAMES)
    for name, spec in RENAMES.items():
        assert name in expected, f"rename for a file not in inbox: {name}"
        assert set(spec) == {"keep", "need"}, spec
        assert 2 <= len(spec["keep"]) <= 4, name
        ext = pathlib.PurePath(name).suffix.lower()
        for k in spec["keep"]:
            assert pathlib.PurePath(k).suffix.lower() == ext, (name, k)
            for group in spec["need"]:
                assert any(_fold(alt) in _fold(k) for alt in group), (name, k, group)

    kinds = {"natural": 0, "keyword": 0, "cross": 0}
    for q in QUESTIONS:
        assert set(q) == {"q", "lang", "kind", "expect"}, q
        kinds[q["kind"]] += 1
        assert q["lang"] in LANGUAGES, q
        assert 1 <= len(q["expect"]) <= 3, q
        for p in q["expect"]:
            assert not p.startswith("inbox/"), p
            assert (root / p).is_file(), f"question expects missing file {p}"
    assert len(QUESTIONS) >= 24 and kinds["cross"] >= 6, kinds

    for dirpath, _dirs, _files in os.walk(root, topdown=False):
        ts = _local(DIR_MTIME).timestamp()
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
        f"{sorted(NEW_FOLDERS)}), {len(RENAMES)} with rename tables"
    )
    out.append("file types: " + ", ".join(f"{k} {v}" for k, v in sorted(exts.items())))
    out.append("questions: " + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items())))
    return "\n".join(out)


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/famiglia-it-out")
    if target.exists() and any(target.iterdir()):
        if not (target / "guideline.md").exists():
            sys.exit(f"{target} is not empty and is not a previous famiglia-it build; refusing")
        import shutil

        shutil.rmtree(target)
    exp = build(target)
    print(_summary(target, exp))
