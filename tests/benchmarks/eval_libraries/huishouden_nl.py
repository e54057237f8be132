"""Evaluation library "huishouden-nl": the papers of a Deventer household (Dutch).

Merel Bakker (UX researcher, employed, English at work) and Emre Yıldız (freelance video
editor, eenmanszaak) rent a house in Deventer with their children Ela and Deniz Yıldız;
Emre's parents Mehmet and Hatice Yıldız live in Rotterdam and spend summers in Izmir.
Dutch throughout, English from Merel's work and Emre's software subscriptions, Turkish
from Emre's family and his Turkish papers.

The trait under test is names that say nothing: most of the inbox carries the names that
scanners, phones, messengers and browsers give (scan_0031.pdf, Scan 3 mrt. 2025.pdf,
IMG-20250918-WA0004.jpg, Screenshot_20251004-131502.png, Doc1.pdf, download.pdf,
Naamloos.docx), and so do many library folders. RENAMES says which names one would keep
for those files, KEEP_NAME which inbox names are already right.

The words live in ``huishouden_nl_data``; this module renders them:

    pdf    fpdf2 with DejaVu embedded (text layer)
    scan   page drawn by Pillow, greyed, tilted, specked, as JPEG inside a PDF: no text layer
    paper  a phone photo of a paper page or till receipt (JPEG; EXIF unless sent by WhatsApp)
    photo  a phone photo of a scene (JPEG; EXIF with the camera's local time, or none)
    card   a WhatsApp greeting picture (JPEG, no EXIF)
    shot   PNG screenshot of a phone app or a desktop window
    text   .txt/.md/.csv as given
    eml    RFC 822 message, UTF-8, quoted-printable
    docx   python-docx

Run: python -m tests.benchmarks.eval_libraries.huishouden_nl /tmp/huishouden-nl
"""

from __future__ import annotations

import copy
import datetime as dt
import io
import os
import pathlib
import pickle
import random
import sys
import zlib
from email.message import EmailMessage
from email.policy import SMTP
from zoneinfo import ZoneInfo

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import huishouden_nl_data as data

NAME = "huishouden-nl"
PERSONA = (
    "Merel Bakker (UX researcher, English at work) and Emre Yıldız (freelance video editor, "
    "eenmanszaak) in Deventer with Ela (14) and Deniz (10) Yıldız; Dutch papers, English "
    "from work and software, Turkish from Emre's family"
)
LANGUAGES = ["nl", "en", "tr"]
SPLIT = "test"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS
RENAMES: dict[str, dict] = data.RENAMES
KEEP_NAME: list[str] = data.KEEP_NAME

TZ = ZoneInfo("Europe/Amsterdam")
FONT_DIR = pathlib.Path("/usr/share/fonts/truetype/dejavu")
FONTS = {
    "reg": FONT_DIR / "DejaVuSans.ttf",
    "bold": FONT_DIR / "DejaVuSans-Bold.ttf",
    "mono": FONT_DIR / "DejaVuSansMono.ttf",
    "serif": FONT_DIR / "DejaVuSerif.ttf",
    "cond": FONT_DIR / "DejaVuSansCondensed.ttf",
    "obl": FONT_DIR / "DejaVuSans-Oblique.ttf",
}


def _check_fonts() -> None:
    missing = [str(p) for p in FONTS.values() if not p.is_file()]
    if missing:
        raise FileNotFoundError(
            f"{NAME} needs the DejaVu fonts (fonts-dejavu-core): missing {', '.join(missing)}"
        )


_FONT_CACHE: dict = {}


def font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    key = (kind, size)
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = ImageFont.truetype(str(FONTS[kind]), size)
    return _FONT_CACHE[key]


def when(entry: dict) -> dt.datetime:
    """The entry's moment as Amsterdam local time (naive string 'YYYY-MM-DD HH:MM[:SS]')."""
    s = entry["date"]
    fmt = "%Y-%m-%d %H:%M:%S" if s.count(":") == 2 else "%Y-%m-%d %H:%M"
    return dt.datetime.strptime(s, fmt)


def rng_for(entry: dict) -> random.Random:
    return random.Random(zlib.crc32(f"{NAME}|{entry['path']}".encode()))


# ---------------------------------------------------------------------------------------
# text PDFs
# ---------------------------------------------------------------------------------------
_PDF_BASE: dict = {}


def _new_pdf(moment: dt.datetime, fonts: bool = True) -> FPDF:
    """A fresh A4 document; the font-loaded template is parsed once and deep-copied."""
    if fonts not in _PDF_BASE:
        pdf = FPDF(format="A4")
        if fonts:
            pdf.add_font("DejaVu", "", str(FONTS["reg"]))
            pdf.add_font("DejaVu", "B", str(FONTS["bold"]))
            pdf.add_font("DejaVuMono", "", str(FONTS["mono"]))
        pdf.set_auto_page_break(True, margin=16)
        pdf.set_margins(20, 16, 20)
        blobs = {}
        for key, f in pdf.fonts.items():
            for tag in list(f.ttfont.keys()):
                f.ttfont[tag]  # load every table before pickling
            blobs[key] = pickle.dumps(f.ttfont)
        _PDF_BASE[fonts] = (pdf, blobs)
    base, blobs = _PDF_BASE[fonts]
    pdf = copy.deepcopy(base)
    # fpdf2 subsets TTFont objects in place on output: every document gets its own.
    for key, f in pdf.fonts.items():
        f.ttfont = pickle.loads(blobs[key])
    pdf.set_creation_date(moment.replace(tzinfo=TZ))
    return pdf


def render_pdf(entry: dict) -> bytes:
    pdf = _new_pdf(when(entry))
    if entry.get("producer"):
        pdf.set_producer(entry["producer"])
    if entry.get("title"):
        pdf.set_title(entry["title"])
    pdf.add_page()
    for raw in entry["text"].strip("\n").split("\n"):
        if raw == "\f":
            pdf.add_page()
        elif raw.startswith("# "):
            pdf.set_font("DejaVu", "B", 15)
            pdf.multi_cell(0, 7.5, raw[2:], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(2)
        elif raw.startswith("## "):
            pdf.set_font("DejaVu", "B", 10.5)
            pdf.ln(1.5)
            pdf.multi_cell(0, 5.6, raw[3:], new_x="LMARGIN", new_y="NEXT")
        elif raw.startswith("| "):
            pdf.set_font("DejaVuMono", "", 8.6)
            pdf.multi_cell(0, 4.4, raw[2:], new_x="LMARGIN", new_y="NEXT")
        elif raw.startswith("> "):
            pdf.set_font("DejaVu", "", 9)
            pdf.set_text_color(80, 80, 80)
            pdf.multi_cell(0, 4.4, raw[2:], align="R", new_x="LMARGIN", new_y="NEXT")
            pdf.set_text_color(0, 0, 0)
        elif raw.strip() == "---":
            y = pdf.get_y() + 1.5
            pdf.set_draw_color(150, 150, 150)
            pdf.line(20, y, 190, y)
            pdf.ln(3.5)
        elif not raw.strip():
            pdf.ln(3.2)
        else:
            pdf.set_font("DejaVu", "", 9.8)
            pdf.multi_cell(0, 5.1, raw, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


# ---------------------------------------------------------------------------------------
# paper pages as images (scans, phone photos of paper, till receipts)
# ---------------------------------------------------------------------------------------


def _wrap(text: str, fnt, width: float) -> list[str]:
    out, cur = [], ""
    for w in text.split(" "):
        trial = f"{cur} {w}" if cur else w
        if not cur or fnt.getlength(trial) <= width:
            cur = trial
        else:
            out.append(cur)
            cur = w
    out.append(cur)
    return out


def _page_images(text: str, receipt: bool = False, hand: bool = False) -> list[Image.Image]:
    if receipt:
        w, margin = 600, 36
        sizes = {"#": ("bold", 30), "##": ("mono", 22), "|": ("mono", 21), "": ("mono", 21)}
    else:
        w, margin = 1240, 100
        body = "obl" if hand else "reg"
        sizes = {"#": ("bold", 40), "##": ("bold", 31), "|": ("mono", 24), "": (body, 28)}
    ink = (28, 28, 34) if not hand else (30, 40, 120)
    lines = text.strip("\n").split("\n")
    rows: list[tuple[str, object, str]] = []  # (text, font, align)
    for raw in lines:
        if raw == "\f":
            rows.append(("\f", None, ""))
            continue
        key, s, align = "", raw, "l"
        if raw.startswith("# "):
            key, s = "#", raw[2:]
            align = "c" if receipt else "l"
        elif raw.startswith("## "):
            key, s = "##", raw[3:]
        elif raw.startswith("| "):
            key, s = "|", raw[2:]
        elif raw.startswith("> "):
            s, align = raw[2:], "r"
        elif raw.strip() == "---":
            rows.append(("---", None, ""))
            continue
        fnt = font(*sizes[key])
        if not s.strip():
            rows.append(("", fnt, "l"))
            continue
        if key == "|":
            rows.append((s, fnt, align))
        else:
            for part in _wrap(s, fnt, w - 2 * margin):
                rows.append((part, fnt, align))
    pages: list[list] = [[]]
    h_full = int(w * 1.414)
    y = margin
    for row in rows:
        if row[0] == "\f":
            pages.append([])
            y = margin
            continue
        lh = 18 if row[1] is None else int(row[1].size * 1.42)
        if not receipt and y + lh > h_full - margin:
            pages.append([])
            y = margin
        pages[-1].append(row)
        y += lh
    out = []
    for rows_ in pages:
        total = sum(18 if r[1] is None else int(r[1].size * 1.42) for r in rows_)
        h = total + 2 * margin if receipt else h_full
        paper = (250, 248, 242) if receipt else (253, 253, 251)
        img = Image.new("RGB", (w, h), paper)
        d = ImageDraw.Draw(img)
        y = margin
        for s, fnt, align in rows_:
            if fnt is None:  # rule
                if receipt:
                    d.text((margin, y), "-" * 40, font=font("mono", 21), fill=ink)
                else:
                    d.line((margin, y + 8, w - margin, y + 8), fill=(120, 120, 120), width=2)
                y += 18
                continue
            tw = fnt.getlength(s)
            x = {"l": margin, "c": (w - tw) / 2, "r": w - margin - tw}[align]
            d.text((x, y), s, font=fnt, fill=ink)
            y += int(fnt.size * 1.42)
        out.append(img)
    return out


def _noise(size, rnd: random.Random, scale: int = 4) -> Image.Image:
    w, h = max(1, size[0] // scale), max(1, size[1] // scale)
    return Image.frombytes("L", (w, h), rnd.randbytes(w * h)).resize(size, Image.BILINEAR)


def _scanned(page: Image.Image, rnd: random.Random) -> Image.Image:
    img = page.convert("L")
    img = img.rotate(rnd.uniform(-1.1, 1.1), resample=Image.BICUBIC, fillcolor=246)
    d = ImageDraw.Draw(img)
    for _ in range(220):  # dust on the glass
        x, y = rnd.randrange(img.width), rnd.randrange(img.height)
        s = rnd.choice((1, 1, 2))
        d.rectangle((x, y, x + s, y + s), fill=rnd.randint(110, 200))
    img = Image.blend(img, _noise(img.size, rnd), 0.06)
    return img.filter(ImageFilter.GaussianBlur(0.5))


def render_scan(entry: dict) -> bytes:
    rnd = rng_for(entry)
    pdf = _new_pdf(when(entry), fonts=False)
    pdf.set_creator(entry.get("scanner", "HP ENVY 6020e"))
    pdf.set_auto_page_break(False)
    for page in _page_images(entry["text"], hand=entry.get("hand", False)):
        img = _scanned(page, rnd)
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=62)
        pdf.add_page()
        pdf.image(io.BytesIO(buf.getvalue()), x=0, y=0, w=210, h=297)
    return bytes(pdf.output())


def _exif(dev: str | None, moment: dt.datetime) -> bytes | None:
    if not dev:
        return None
    make, model, software = data.DEVICES[dev]
    stamp = moment.strftime("%Y:%m:%d %H:%M:%S")
    offset = moment.replace(tzinfo=data.TRIP_TZ.get(dev + ":" + moment.strftime("%Y-%m-%d"), TZ))
    off = offset.strftime("%z")
    exif = Image.Exif()
    exif[0x010F], exif[0x0110], exif[0x0131], exif[0x0132] = make, model, software, stamp
    exif[0x0112] = 1
    ifd = exif.get_ifd(0x8769)
    ifd[0x9003] = ifd[0x9004] = stamp
    ifd[0x9010] = ifd[0x9011] = f"{off[:3]}:{off[3:]}"
    return exif.tobytes()


def render_paper(entry: dict) -> bytes:
    """A phone photo of a paper page or a till receipt lying on a table."""
    rnd = rng_for(entry)
    page = _page_images(
        entry["text"], receipt=entry.get("receipt", False), hand=entry.get("hand", False)
    )[0]
    W, H = (1200, 1600) if entry.get("dev") is None else (1512, 2016)
    table = rnd.choice([(150, 112, 80), (190, 180, 165), (95, 90, 88), (210, 205, 196)])
    bg = Image.new("RGB", (W, H), table)
    d = ImageDraw.Draw(bg)
    for y in range(0, H, 6):
        k = 0.86 + 0.22 * y / H
        d.rectangle((0, y, W, y + 6), fill=tuple(min(255, int(c * k)) for c in table))
    target = W * (0.62 if entry.get("receipt") else 0.86)
    scale = target / page.width
    if page.height * scale > H * 0.94:
        scale = H * 0.94 / page.height
    pg = page.resize((int(page.width * scale), int(page.height * scale)), Image.LANCZOS)
    pg = pg.convert("RGBA").rotate(rnd.uniform(-4.5, 4.5), resample=Image.BICUBIC, expand=True)
    bg.paste(
        pg,
        ((W - pg.width) // 2 + rnd.randint(-25, 25), (H - pg.height) // 2 + rnd.randint(-25, 25)),
        pg,
    )
    shade = Image.linear_gradient("L").rotate(rnd.choice([0, 90, 180, 270])).resize((W, H))
    dark = Image.new("RGB", (W, H), (25, 22, 20))
    bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.25)))
    bg = Image.blend(bg, _noise((W, H), rnd, 3).convert("RGB"), 0.04)
    bg = bg.filter(ImageFilter.GaussianBlur(0.7))
    buf = io.BytesIO()
    exif = _exif(entry.get("dev"), when(entry))
    kw = {"quality": 82 if exif else 70}
    if exif:
        kw["exif"] = exif
    bg.save(buf, "JPEG", **kw)
    return buf.getvalue()


# ---------------------------------------------------------------------------------------
# photos of scenes
# ---------------------------------------------------------------------------------------


def _jit(rnd: random.Random, c, a: int = 16):
    return tuple(max(0, min(255, v + rnd.randint(-a, a))) for v in c)


def _vgrad(d: ImageDraw.ImageDraw, box, top, bottom) -> None:
    x0, y0, x1, y1 = box
    n = max(1, y1 - y0)
    for i in range(0, n, 3):
        k = i / n
        d.rectangle(
            (x0, y0 + i, x1, y0 + i + 3),
            fill=tuple(int(top[j] + (bottom[j] - top[j]) * k) for j in range(3)),
        )


def _people(d, rnd, W, base_y, n, scale=1.0):
    for _ in range(n):
        x = rnd.randint(80, W - 80)
        h = int(rnd.randint(260, 420) * scale)
        y = base_y + rnd.randint(-40, 60)
        shirt = rnd.choice(
            [
                (200, 50, 50),
                (40, 90, 170),
                (240, 200, 60),
                (30, 30, 30),
                (240, 240, 240),
                (90, 150, 90),
                (220, 120, 170),
            ]
        )
        skin = rnd.choice([(235, 200, 170), (200, 160, 120), (160, 115, 80), (225, 185, 150)])
        hw = h // 7
        d.rounded_rectangle((x - hw, y - h + 2 * hw, x + hw, y - h // 3), 18, fill=shirt)
        d.rectangle((x - hw + 6, y - h // 3, x + hw - 6, y), fill=_jit(rnd, (50, 55, 80)))
        d.ellipse((x - hw + 8, y - h, x + hw - 8, y - h + 2 * hw - 4), fill=skin)
        d.chord(
            (x - hw + 6, y - h - 4, x + hw - 6, y - h + hw),
            180,
            360,
            fill=_jit(rnd, (45, 35, 30), 20),
        )


def render_photo(entry: dict) -> bytes:
    rnd = rng_for(entry)
    portrait = entry.get("portrait", False)
    W, H = (1200, 1600) if portrait else (1600, 1200)
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    scene = entry["scene"]
    sky = (_jit(rnd, (110, 160, 220)), _jit(rnd, (205, 225, 245)))
    grey_sky = (_jit(rnd, (150, 160, 172)), _jit(rnd, (205, 210, 215)))
    hz = int(H * rnd.uniform(0.38, 0.52))
    if scene in ("beach", "sea", "dunes"):
        _vgrad(d, (0, 0, W, hz), *(grey_sky if scene == "dunes" else sky))
        _vgrad(d, (0, hz, W, H), _jit(rnd, (30, 95, 150)), _jit(rnd, (80, 160, 185)))
        if scene in ("beach", "dunes"):
            sand = int(H * rnd.uniform(0.62, 0.72))
            _vgrad(d, (0, sand, W, H), _jit(rnd, (228, 206, 160)), _jit(rnd, (205, 178, 128)))
            if scene == "dunes":
                for _ in range(4):
                    x = rnd.randint(-200, W)
                    d.ellipse(
                        (x, sand - rnd.randint(80, 200), x + rnd.randint(400, 800), sand + 120),
                        fill=_jit(rnd, (150, 160, 95)),
                    )
            _people(d, rnd, W, H - 120, rnd.randint(1, 4))
        else:
            for _ in range(rnd.randint(2, 5)):
                x, y = rnd.randint(0, W), rnd.randint(hz + 20, hz + 200)
                d.polygon(
                    [(x, y), (x + 120, y), (x + 90, y + 30), (x + 20, y + 30)], fill=(245, 245, 245)
                )
    elif scene in ("city", "street", "harbour", "bazaar"):
        _vgrad(d, (0, 0, W, H), *(grey_sky if scene == "street" else sky))
        x = 0
        while x < W:
            bw, bh = rnd.randint(120, 260), rnd.randint(int(H * 0.25), int(H * 0.6))
            col = _jit(
                rnd,
                rnd.choice(
                    [
                        (190, 110, 80),
                        (225, 215, 190),
                        (150, 80, 60),
                        (235, 235, 225),
                        (120, 120, 125),
                    ]
                ),
                20,
            )
            d.rectangle((x, H * 0.72 - bh, x + bw, H * 0.72), fill=col)
            for wy in range(int(H * 0.72 - bh + 30), int(H * 0.72 - 40), 70):
                for wx in range(x + 20, x + bw - 30, 55):
                    d.rectangle((wx, wy, wx + 28, wy + 40), fill=_jit(rnd, (70, 80, 95)))
            x += bw + rnd.randint(0, 12)
        d.rectangle((0, H * 0.72, W, H), fill=_jit(rnd, (110, 110, 112)))
        if scene == "harbour":
            _vgrad(d, (0, int(H * 0.78), W, H), _jit(rnd, (40, 90, 130)), _jit(rnd, (60, 120, 150)))
            for _ in range(4):
                bx = rnd.randint(0, W - 200)
                d.polygon(
                    [(bx, H * 0.8), (bx + 220, H * 0.8), (bx + 180, H * 0.86), (bx + 30, H * 0.86)],
                    fill=_jit(rnd, (235, 235, 235)),
                )
                d.line((bx + 110, H * 0.8, bx + 110, H * 0.55), fill=(60, 60, 60), width=5)
        if scene == "bazaar":
            for _ in range(8):
                bx = rnd.randint(0, W - 200)
                d.rectangle(
                    (bx, H * 0.62, bx + 200, H * 0.7),
                    fill=rnd.choice([(200, 40, 40), (230, 170, 30), (40, 120, 60), (180, 90, 30)]),
                )
        _people(d, rnd, W, H - 80, rnd.randint(2, 6), 1.1)
    elif scene in ("park", "garden", "football", "forest", "bbq"):
        _vgrad(d, (0, 0, W, hz), *sky)
        _vgrad(d, (0, hz, W, H), _jit(rnd, (95, 150, 70)), _jit(rnd, (60, 115, 45)))
        n_trees = 9 if scene == "forest" else rnd.randint(2, 5)
        for _ in range(n_trees):
            tx, ty = rnd.randint(0, W), hz + rnd.randint(-20, 40)
            r = rnd.randint(90, 180)
            d.rectangle((tx - 14, ty - r, tx + 14, ty + 60), fill=(95, 70, 45))
            d.ellipse((tx - r, ty - 2 * r - 40, tx + r, ty - 40), fill=_jit(rnd, (55, 110, 50), 25))
        if scene == "football":
            d.rectangle((W * 0.3, hz - 160, W * 0.7, hz + 10), outline=(250, 250, 250), width=10)
            d.line((0, H * 0.8, W, H * 0.72), fill=(240, 240, 240), width=8)
            _people(d, rnd, W, H - 140, rnd.randint(4, 8), 0.8)
            d.ellipse((W // 2 - 30, H - 120, W // 2 + 30, H - 60), fill=(250, 250, 250))
        if scene == "bbq":
            d.rectangle((W * 0.1, H * 0.62, W * 0.5, H * 0.66), fill=(120, 90, 60))
            d.ellipse((W * 0.6, H * 0.6, W * 0.75, H * 0.7), fill=(30, 30, 30))
            _people(d, rnd, W, H - 100, rnd.randint(3, 6))
        if scene in ("park", "garden"):
            _people(d, rnd, W, H - 100, rnd.randint(1, 3))
    elif scene in ("indoor", "party", "dinner", "cat"):
        wall = _jit(rnd, rnd.choice([(225, 215, 195), (205, 215, 220), (235, 230, 222)]))
        d.rectangle((0, 0, W, H), fill=wall)
        d.rectangle((0, H * 0.7, W, H), fill=_jit(rnd, (150, 110, 75)))
        wx = rnd.randint(100, W - 500)
        d.rectangle((wx, H * 0.12, wx + 380, H * 0.45), fill=_jit(rnd, (170, 200, 230)))
        d.rectangle((wx, H * 0.12, wx + 380, H * 0.45), outline=(250, 250, 250), width=12)
        if scene in ("dinner", "party"):
            d.rectangle((W * 0.12, H * 0.62, W * 0.88, H * 0.7), fill=_jit(rnd, (240, 240, 235)))
            for _ in range(rnd.randint(5, 9)):
                px = rnd.randint(int(W * 0.15), int(W * 0.82))
                d.ellipse((px, H * 0.6, px + 90, H * 0.64), fill=_jit(rnd, (250, 250, 250)))
                d.ellipse(
                    (px + 15, H * 0.605, px + 75, H * 0.635), fill=_jit(rnd, (180, 90, 40), 40)
                )
            _people(d, rnd, W, int(H * 0.62), rnd.randint(2, 5), 0.9)
        if scene == "party":
            cx = W // 2
            d.rectangle((cx - 110, H * 0.52, cx + 110, H * 0.62), fill=(250, 235, 240))
            for i in range(5):
                d.rectangle(
                    (cx - 80 + i * 40, H * 0.46, cx - 72 + i * 40, H * 0.52), fill=(90, 160, 230)
                )
            for _ in range(14):
                bx, by = rnd.randint(0, W), rnd.randint(0, int(H * 0.3))
                d.ellipse(
                    (bx, by, bx + 70, by + 90),
                    fill=rnd.choice([(230, 60, 60), (250, 200, 40), (60, 140, 230)]),
                )
        if scene == "cat":
            cx, cy = rnd.randint(400, W - 400), int(H * 0.72)
            col = (230, 150, 70)
            d.ellipse((cx - 220, cy - 120, cx + 220, cy + 110), fill=col)
            d.ellipse((cx + 120, cy - 220, cx + 300, cy - 40), fill=col)
            d.polygon([(cx + 140, cy - 190), (cx + 165, cy - 270), (cx + 200, cy - 200)], fill=col)
            d.polygon([(cx + 230, cy - 200), (cx + 270, cy - 270), (cx + 290, cy - 180)], fill=col)
        if scene == "indoor":
            _people(d, rnd, W, int(H * 0.8), rnd.randint(1, 3))
    elif (
        scene == "passport"
    ):  # a photographer's pasfoto: plain light background, head and shoulders
        d.rectangle((0, 0, W, H), fill=(226, 228, 230))
        cx = W // 2
        d.chord((cx - 430, int(H * 0.72), cx + 430, int(H * 1.3)), 180, 360, fill=(40, 48, 70))
        d.rectangle((cx - 90, int(H * 0.55), cx + 90, int(H * 0.76)), fill=(232, 196, 170))
        d.ellipse((cx - 250, int(H * 0.16), cx + 250, int(H * 0.62)), fill=(236, 200, 174))
        d.chord((cx - 270, int(H * 0.1), cx + 270, int(H * 0.5)), 175, 365, fill=(120, 80, 45))
        for ex in (-100, 100):
            d.ellipse((cx + ex - 24, int(H * 0.36), cx + ex + 24, int(H * 0.39)), fill=(60, 50, 45))
        d.line((cx - 60, int(H * 0.51), cx + 60, int(H * 0.51)), fill=(170, 90, 90), width=8)
    elif scene in ("evening", "fireworks"):
        _vgrad(d, (0, 0, W, H), _jit(rnd, (20, 25, 55)), _jit(rnd, (80, 60, 90)))
        for _ in range(rnd.randint(25, 60)):
            x, y = rnd.randint(0, W), rnd.randint(0, int(H * 0.7))
            r = rnd.randint(2, 7)
            d.ellipse(
                (x - r, y - r, x + r, y + r),
                fill=rnd.choice([(255, 220, 120), (255, 120, 80), (200, 230, 255)]),
            )
        d.rectangle((0, H * 0.78, W, H), fill=(25, 25, 30))
    else:
        raise ValueError(f"unknown scene {scene!r} in {entry['path']}")
    img = img.filter(ImageFilter.GaussianBlur(1.4))
    img = Image.blend(img, _noise((W, H), rnd, 3).convert("RGB"), 0.05)
    buf = io.BytesIO()
    exif = _exif(entry.get("dev"), when(entry))
    if exif:
        img.save(buf, "JPEG", quality=80, exif=exif)
    else:  # WhatsApp recompresses and strips the metadata
        img = img.resize((W * 4 // 5, H * 4 // 5), Image.LANCZOS)
        img.save(buf, "JPEG", quality=68)
    return buf.getvalue()


def render_card(entry: dict) -> bytes:
    """A good-morning picture from the family group: flowers, glitter and a caption."""
    rnd = rng_for(entry)
    W, H = 900, 900
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    _vgrad(d, (0, 0, W, H), _jit(rnd, (250, 220, 230)), _jit(rnd, (200, 120, 160)))
    for _ in range(18):
        x, y, r = rnd.randint(0, W), rnd.randint(H // 3, H), rnd.randint(30, 70)
        col = rnd.choice([(220, 40, 80), (250, 200, 60), (240, 240, 250), (180, 60, 200)])
        for k in range(6):
            ox, oy = (
                int(r * 0.8 * [1, 0.5, -0.5, -1, -0.5, 0.5][k]),
                int(r * 0.8 * [0, 0.87, 0.87, 0, -0.87, -0.87][k]),
            )
            d.ellipse(
                (x + ox - r // 2, y + oy - r // 2, x + ox + r // 2, y + oy + r // 2), fill=col
            )
        d.ellipse((x - r // 3, y - r // 3, x + r // 3, y + r // 3), fill=(250, 220, 80))
    for _ in range(120):
        x, y = rnd.randint(0, W), rnd.randint(0, H)
        d.ellipse((x, y, x + 4, y + 4), fill=(255, 255, 230))
    y = 60
    for i, line in enumerate(entry["lines"]):
        f = font("bold", 70 if i == 0 else 40)
        for part in _wrap(line, f, W - 80):
            tw = f.getlength(part)
            d.text(
                ((W - tw) / 2, y),
                part,
                font=f,
                fill=(255, 255, 255),
                stroke_width=4,
                stroke_fill=(140, 20, 70),
            )
            y += int(f.size * 1.3)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=66)
    return buf.getvalue()


# ---------------------------------------------------------------------------------------
# screenshots
# ---------------------------------------------------------------------------------------


def render_shot(entry: dict) -> bytes:
    title, color = data.APPS[entry["app"]]
    moment = when(entry)
    lines = entry["lines"]
    if entry.get("size") == "desktop":
        W, H = 1440, 900
        img = Image.new("RGB", (W, H), (243, 244, 246))
        d = ImageDraw.Draw(img)
        d.rectangle((0, 0, W, 30), fill=(236, 236, 236))
        dag = ("ma", "di", "wo", "do", "vr", "za", "zo")[moment.weekday()]
        stamp = f"{dag} {moment.day} {data.MND[moment.month - 1]} {moment:%H:%M}"
        d.text((W - 230, 6), stamp, font=font("reg", 15), fill=(40, 40, 40))
        d.rectangle((0, 30, W, 80), fill=color)
        d.text((24, 42), title, font=font("bold", 22), fill=(255, 255, 255))
        d.rectangle((0, 80, 300, H), fill=(232, 234, 238))
        for i, lab in enumerate(entry.get("sidebar", [])):
            d.text((24, 110 + i * 40), lab, font=font("reg", 18), fill=(50, 50, 60))
        d.rectangle((320, 100, W - 30, H - 30), fill=(255, 255, 255))
        x, y, wrap_w = 360, 130, W - 430
        sizes = {
            "#": ("bold", 26, 40),
            "##": ("bold", 20, 32),
            "": ("reg", 18, 28),
            "|": ("mono", 17, 26),
        }
    else:
        W, H = 1080, 2400
        img = Image.new("RGB", (W, H), (246, 246, 248))
        d = ImageDraw.Draw(img)
        d.rectangle((0, 0, W, 80), fill=(250, 250, 250))
        d.text((48, 18), moment.strftime("%H:%M"), font=font("bold", 36), fill=(20, 20, 20))
        d.text(
            (W - 230, 20),
            f"4G  {rng_for(entry).randint(18, 96)}%",
            font=font("reg", 34),
            fill=(20, 20, 20),
        )
        d.rectangle((0, 80, W, 250), fill=color)
        d.text((60, 135), title, font=font("bold", 50), fill=(255, 255, 255))
        x, y, wrap_w = 70, 310, W - 140
        sizes = {
            "#": ("bold", 54, 78),
            "##": ("bold", 40, 60),
            "": ("reg", 37, 54),
            "|": ("mono", 32, 48),
        }
        d.rectangle((0, H - 140, W, H), fill=(255, 255, 255))
        d.rounded_rectangle((W // 2 - 120, H - 40, W // 2 + 120, H - 30), 5, fill=(30, 30, 30))
    for line in lines:
        key, text = "", line
        for k in ("##", "#", "|"):
            if line.startswith(k + " "):
                key, text = k, line[len(k) + 1 :]
                break
        kind, size, lh = sizes[key]
        fnt = font(kind, size)
        if not text:
            y += lh // 2
            continue
        if text.startswith("[") and text.endswith("]"):  # a button
            d.rounded_rectangle((x, y, x + wrap_w, y + lh + 24), 16, fill=color)
            d.text((x + 30, y + 12), text[1:-1], font=fnt, fill=(255, 255, 255))
            y += lh + 50
            continue
        fill = (20, 20, 25) if key in ("#", "##") else (70, 72, 80)
        for part in _wrap(text, fnt, wrap_w) if key != "|" else [text]:
            d.text((x, y), part, font=fnt, fill=fill)
            y += lh
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


# ---------------------------------------------------------------------------------------
# plain formats
# ---------------------------------------------------------------------------------------


def render_text(entry: dict) -> bytes:
    text = entry["text"].strip("\n") + "\n"
    if entry.get("crlf"):
        text = text.replace("\n", "\r\n")
    return text.encode(entry.get("enc", "utf-8"))


def render_eml(entry: dict) -> bytes:
    msg = EmailMessage(policy=SMTP)
    msg["From"] = entry["from"]
    msg["To"] = entry["to"]
    if entry.get("cc"):
        msg["Cc"] = entry["cc"]
    msg["Subject"] = entry["subject"]
    msg["Date"] = when(entry).replace(tzinfo=TZ).strftime("%a, %d %b %Y %H:%M:%S %z")
    msg["Message-ID"] = (
        f"<{zlib.crc32(entry['path'].encode()):08x}.{entry['date'][:10]}@{entry['from'].split('@')[-1].strip('>')}>"
    )
    msg.set_content(entry["body"].strip("\n") + "\n", charset="utf-8", cte="quoted-printable")
    return msg.as_bytes()


def render_docx(entry: dict) -> bytes:
    import docx  # python-docx

    doc = docx.Document()
    props = doc.core_properties
    props.author = entry.get("author", "")
    props.title = ""
    moment = when(entry).replace(tzinfo=dt.UTC)
    props.created = props.modified = moment
    props.last_modified_by = entry.get("author", "")
    props.revision = 1
    for raw in entry["text"].strip("\n").split("\n"):
        if raw.startswith("# "):
            doc.add_heading(raw[2:], level=1)
        elif raw.startswith("## "):
            doc.add_heading(raw[3:], level=2)
        elif raw.startswith("- "):
            doc.add_paragraph(raw[2:], style="List Bullet")
        else:
            doc.add_paragraph(raw)
    buf = io.BytesIO()
    doc.save(buf)
    return _fixed_zip(buf.getvalue(), moment)


def _fixed_zip(blob: bytes, moment: dt.datetime) -> bytes:
    """Rewrite the zip with fixed member times so the build is byte-for-byte repeatable."""
    import zipfile

    src = zipfile.ZipFile(io.BytesIO(blob))
    out = io.BytesIO()
    with zipfile.ZipFile(out, "w", zipfile.ZIP_DEFLATED) as dst:
        for info in src.infolist():
            zi = zipfile.ZipInfo(info.filename, date_time=moment.timetuple()[:6])
            zi.compress_type = zipfile.ZIP_DEFLATED
            dst.writestr(zi, src.read(info.filename))
    return out.getvalue()


RENDERERS = {
    "pdf": render_pdf,
    "scan": render_scan,
    "paper": render_paper,
    "photo": render_photo,
    "card": render_card,
    "shot": render_shot,
    "text": render_text,
    "eml": render_eml,
    "docx": render_docx,
}


# ---------------------------------------------------------------------------------------
# build and checks
# ---------------------------------------------------------------------------------------


def _read_exif_date(path: pathlib.Path) -> str | None:
    with Image.open(path) as im:
        ifd = im.getexif().get_ifd(0x8769)
        return ifd.get(0x9003)


def _norm(s: str) -> str:
    import unicodedata

    s = unicodedata.normalize("NFKD", s.casefold().replace("ı", "i"))
    return "".join(c for c in s if not unicodedata.combining(c))


def name_acceptable(inbox_path: str, proposed: str) -> bool:
    """Whether a proposed new name for an inbox file carries what RENAMES asks of it."""
    spec = RENAMES[inbox_path]
    name = _norm(proposed)
    return all(any(_norm(alt) in name for alt in group) for group in spec["need"])


def _check(
    root: pathlib.Path, lib: list[dict], inbox: list[dict], expected: dict[str, str]
) -> None:
    lib_files = [e["path"] for e in lib]
    assert len(set(lib_files)) == len(lib_files), "duplicate library paths"
    assert len({e["path"] for e in inbox}) == len(inbox), "duplicate inbox paths"
    folders: dict[str, int] = {}
    for p in lib_files:
        f = p.rsplit("/", 1)[0] + "/"
        folders[f] = folders.get(f, 0) + 1
    assert 25 <= len(folders) <= 60, f"{len(folders)} library folders"
    for f, n in folders.items():
        assert 2 <= n <= 30, f"folder {f} has {n} files"
    assert 150 <= len(lib_files) <= 300, f"{len(lib_files)} library files"
    assert len(expected) == 40, f"{len(expected)} inbox files"
    nowhere = [k for k, v in expected.items() if v == ""]
    assert 3 <= len(nowhere) <= 5, f"{len(nowhere)} inbox files fit nowhere"
    for k, v in expected.items():
        assert v == "" or v.endswith("/"), v
        assert v == "" or v in folders or v in NEW_FOLDERS, f"{k}: unknown folder {v}"
        assert v == "" or (root / v).is_dir() or v in NEW_FOLDERS, v
    for f in NEW_FOLDERS:
        assert f not in folders, f"new folder {f} already exists"
        assert f in expected.values(), f"NEW_FOLDERS entry never expected: {f}"
    # names that say nothing, the rename table and the keep list
    assert len(RENAMES) >= 20, len(RENAMES)
    for k, spec in RENAMES.items():
        assert k in expected, f"RENAMES names a file not in the inbox: {k}"
        assert set(spec) == {"keep", "need"}, k
        assert 2 <= len(spec["keep"]) <= 4, k
        assert spec["need"] and all(spec["need"]), k
        ext = k.rsplit(".", 1)[1].lower()
        for good in spec["keep"]:
            assert name_acceptable(k, good), f"{k}: its own keep name {good!r} fails need"
            assert good.rsplit(".", 1)[1].lower() == ext, f"{k}: {good} changes the extension"
        assert not name_acceptable(k, k.split("/", 1)[1]), f"{k}: the current name already passes"
    for k in KEEP_NAME:
        assert k in expected and k not in RENAMES, k
    # questions
    assert len(QUESTIONS) >= 24
    kinds: dict[str, int] = {}
    for q in QUESTIONS:
        assert set(q) == {"q", "lang", "kind", "expect"}, q
        assert q["kind"] in ("natural", "keyword", "cross"), q
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        assert 1 <= len(q["expect"]) <= 3, q["q"]
        for e in q["expect"]:
            assert not e.startswith("inbox/"), e
            assert (root / e).is_file(), f"question expects missing file {e}"
    assert kinds.get("cross", 0) >= 6, kinds
    # photos: EXIF dates as intended, trips by date, camera counters growing with time
    trips = data.TRIPS
    for e in lib + inbox:
        name = e["path"].rsplit("/", 1)[1]
        if e["kind"] in ("photo", "paper") and e.get("dev"):
            got = _read_exif_date(root / e["path"])
            assert got == when(e).strftime("%Y:%m:%d %H:%M:%S"), (e["path"], got)
        if e["kind"] in ("photo", "paper", "card") and not e.get("dev"):
            assert _read_exif_date(root / e["path"]) is None, e["path"]
        if name.startswith("IMG-") and "-WA" in name:
            assert name[4:12] == when(e).strftime("%Y%m%d"), e["path"]
        if name.startswith("PXL_"):
            utc = (
                when(e)
                .replace(tzinfo=data.TRIP_TZ.get("emre:" + e["date"][:10], TZ))
                .astimezone(dt.UTC)
            )
            assert name[4:19] == utc.strftime("%Y%m%d_%H%M%S"), (e["path"], utc)
        if name.startswith("Screenshot_"):
            assert name[11:26] == when(e).strftime("%Y%m%d-%H%M%S"), e["path"]
        if e["kind"] != "photo":
            continue
        day = e["date"][:10]
        folder = e.get("expect", e["path"].rsplit("/", 1)[0] + "/")
        inside = [t for t, (a, b) in trips.items() if a <= day <= b]
        if folder in trips:
            assert inside == [folder], (e["path"], day)
        elif folder.startswith("Foto's/"):
            assert not inside, (e["path"], day)
            if folder != "Foto's/WhatsApp/":
                assert folder == f"Foto's/{day[:4]}/", (e["path"], folder)
    for prefix, width in (("IMG_", 4), ("scan_", 4)):
        seq = sorted(
            (e["date"], int(n[len(prefix) : len(prefix) + width]), e["path"])
            for e in lib + inbox
            if (n := e["path"].rsplit("/", 1)[1]).startswith(prefix)
            and n[len(prefix) : len(prefix) + width].isdigit()
        )
        nums = [s[1] for s in seq]
        assert nums == sorted(nums) and len(set(nums)) == len(nums), f"{prefix} counter: {seq}"


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the library under root; return {"inbox/<file name>": "expected/folder/" or ""}."""
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    gl = root / "guideline.md"
    gl.write_text(data.GUIDELINE.strip() + "\n", encoding="utf-8")
    t = dt.datetime(2025, 9, 7, 21, 40, tzinfo=TZ).timestamp()
    os.utime(gl, (t, t))
    lib, inbox = data.library(), data.inbox()
    expected: dict[str, str] = {}
    for e in lib + inbox:
        path = root / e["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(RENDERERS[e["kind"]](e))
        tz = TZ
        if e.get("dev"):  # the phone was on local time abroad
            tz = data.TRIP_TZ.get(f"{e['dev']}:{e['date'][:10]}", TZ)
        t = when(e).replace(tzinfo=tz).timestamp()
        os.utime(path, (t, t))
        if e["path"].startswith("inbox/"):
            expected[e["path"]] = e["expect"]
    _check(root, lib, inbox, expected)
    t = dt.datetime(2025, 11, 9, 20, 15, tzinfo=TZ).timestamp()
    for dirpath, _dirs, _files in sorted(os.walk(root), reverse=True):
        os.utime(dirpath, (t, t))
    return expected


def _summary(root: pathlib.Path, expected: dict[str, str]) -> str:
    lib = data.library()
    folders: dict[str, int] = {}
    for e in lib:
        f = e["path"].rsplit("/", 1)[0] + "/"
        folders[f] = folders.get(f, 0) + 1
    kinds: dict[str, int] = {}
    for e in lib + data.inbox():
        kinds[e["kind"]] = kinds.get(e["kind"], 0) + 1
    qk: dict[str, int] = {}
    ql: dict[str, int] = {}
    for q in QUESTIONS:
        qk[q["kind"]] = qk.get(q["kind"], 0) + 1
        ql[q["lang"]] = ql.get(q["lang"], 0) + 1
    out = [
        f"{NAME} ({SPLIT}, {','.join(LANGUAGES)}) -> {root}",
        f"library: {len(lib)} files in {len(folders)} folders",
    ]
    out += [f"  {n:3d}  {f}" for f, n in sorted(folders.items())]
    nowhere = sum(1 for v in expected.values() if not v)
    out.append(
        f"inbox: {len(expected)} files ({nowhere} fit nowhere, {len(RENAMES)} to rename, {len(KEEP_NAME)} keep their name)"
    )
    out.append("kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    out.append(
        "questions: "
        + ", ".join(f"{k}={v}" for k, v in sorted(qk.items()))
        + "; "
        + ", ".join(f"{k}={v}" for k, v in sorted(ql.items()))
    )
    return "\n".join(out)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.benchmarks.eval_libraries.huishouden_nl DIR")
    target = pathlib.Path(sys.argv[1])
    print(_summary(target, build(target)))
