"""Evaluation library "dom-ru": the Smirnov family's files in Kazan (Russian).

Ольга Смирнова (accountant at a logistics firm) and Дмитрий Смирнов (freelance developer,
ИП on УСН 6 %), two children and Ольга's mother. Many files use legacy Russian encodings
(Windows-1251, KOI8-R) in plain text, CSV, HTML and MIME-encoded e-mails.

Run: python -m eval_libraries.dom-ru /tmp/dom-ru-out
"""

from __future__ import annotations

import base64
import calendar
import copy
import datetime as dt
import email
import io
import os
import pathlib
import pickle
import quopri
import random
import sys
import zlib

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import dom_ru_data as data  # noqa: E402

NAME = "dom-ru"
PERSONA = (
    "Ольга Смирнова (accountant at a logistics firm) and Дмитрий Смирнов (freelance developer, "
    "ИП on УСН 6%) in Kazan, with two children and Ольга's mother; Russian, many files in "
    "legacy encodings (cp1251, KOI8-R)"
)
LANGUAGES = ["ru"]
SPLIT = "test"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS

FONT_DIR = pathlib.Path("/usr/share/fonts/truetype/dejavu")
FONT_REG = FONT_DIR / "DejaVuSans.ttf"
FONT_BOLD = FONT_DIR / "DejaVuSans-Bold.ttf"
FONT_MONO = FONT_DIR / "DejaVuSansMono.ttf"


def _fonts():
    if not FONT_REG.is_file():
        raise FileNotFoundError(
            f"dom-ru needs the DejaVu Sans font for Cyrillic text: {FONT_REG} is missing "
            "(install fonts-dejavu-core)"
        )
    bold = FONT_BOLD if FONT_BOLD.is_file() else FONT_REG
    mono = FONT_MONO if FONT_MONO.is_file() else FONT_REG
    return str(FONT_REG), str(bold), str(mono)


_FONT_CACHE: dict = {}


def font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    key = (kind, size)
    if key not in _FONT_CACHE:
        reg, bold, mono = _fonts()
        path = {"reg": reg, "bold": bold, "mono": mono}[kind]
        _FONT_CACHE[key] = ImageFont.truetype(path, size)
    return _FONT_CACHE[key]


def parse_date(s: str) -> dt.datetime:
    return dt.datetime.strptime(s, "%Y-%m-%d %H:%M:%S")


def ts(s: str) -> int:
    return calendar.timegm(parse_date(s).timetuple())


def seed_of(*parts) -> int:
    return zlib.crc32("|".join(str(p) for p in parts).encode("utf-8"))


# ---------------------------------------------------------------------------
# Text PDFs (fpdf2, DejaVu embedded)
# ---------------------------------------------------------------------------
_PDF_BASE: dict = {}


def _new_pdf(date: str, fonts: bool = True) -> FPDF:
    """A fresh A4 document; the font-loaded template is parsed once and deep-copied."""
    if fonts not in _PDF_BASE:
        pdf = FPDF(format="A4")
        if fonts:
            reg, bold, mono = _fonts()
            pdf.add_font("DejaVu", "", reg)
            pdf.add_font("DejaVu", "B", bold)
            pdf.add_font("DejaVuMono", "", mono)
        pdf.set_auto_page_break(True, margin=15)
        pdf.set_margins(15, 15, 15)
        blobs = {}
        for key, f in pdf.fonts.items():
            for tag in list(f.ttfont.keys()):
                f.ttfont[tag]  # load every table before pickling
            blobs[key] = pickle.dumps(f.ttfont)
        _PDF_BASE[fonts] = (pdf, blobs)
    base, blobs = _PDF_BASE[fonts]
    pdf = copy.deepcopy(base)
    # fpdf2 shares TTFont objects between copies and subsets them in place on output:
    # give every document its own fully loaded font objects.
    for key, f in pdf.fonts.items():
        f.ttfont = pickle.loads(blobs[key])
    pdf.set_creation_date(parse_date(date).replace(tzinfo=dt.UTC))
    return pdf


def render_pdf(entry: dict) -> bytes:
    pdf = _new_pdf(entry["date"])
    pdf.set_title(entry["title"][:120])
    pdf.add_page()
    if entry.get("header"):
        pdf.set_font("DejaVu", "", 8)
        pdf.set_text_color(90, 90, 90)
        pdf.multi_cell(0, 4, entry["header"], new_x="LMARGIN", new_y="NEXT")
        pdf.set_draw_color(150, 150, 150)
        pdf.line(15, pdf.get_y() + 1, 195, pdf.get_y() + 1)
        pdf.ln(4)
    pdf.set_text_color(0, 0, 0)
    pdf.set_font("DejaVu", "B", 13)
    pdf.multi_cell(0, 6.5, entry["title"], align="C", new_x="LMARGIN", new_y="NEXT")
    pdf.ln(3)
    for line in entry["lines"]:
        if line.startswith("## "):
            pdf.ln(1)
            pdf.set_font("DejaVu", "B", 10.5)
            pdf.multi_cell(0, 5.5, line[3:], new_x="LMARGIN", new_y="NEXT")
            continue
        if "   " in line.strip() or "...." in line:
            pdf.set_font("DejaVuMono", "", 8.5)
        else:
            pdf.set_font("DejaVu", "", 10)
        if not line:
            pdf.ln(3)
        else:
            pdf.multi_cell(0, 5, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


# ---------------------------------------------------------------------------
# Paper pages as images (scans and phone photos of paper)
# ---------------------------------------------------------------------------
def _wrap(draw: ImageDraw.ImageDraw, text: str, fnt, width: int) -> list[str]:
    words = text.split(" ")
    out, cur = [], ""
    for w in words:
        trial = (cur + " " + w) if cur else w
        if draw.textlength(trial, font=fnt) <= width or not cur:
            cur = trial
        else:
            out.append(cur)
            cur = w
    out.append(cur)
    return out


def render_page(entry: dict) -> Image.Image:
    narrow = entry.get("narrow", False)
    tint = tuple(entry.get("tint") or (255, 255, 255))
    if narrow:
        W, margin = 640, 40
        f_title, f_body = font("bold", 26), font("mono", 21)
        lh = 30
    else:
        W, margin = 1240, 95
        f_title, f_body = font("bold", 34), font("reg", 26)
        lh = 38
    scratch = ImageDraw.Draw(Image.new("L", (10, 10)))
    rows: list[tuple[str, object, bool]] = []
    for t in _wrap(scratch, entry["title"], f_title, W - 2 * margin):
        rows.append((t, f_title, True))
    rows.append(("", f_body, False))
    for line in entry["lines"]:
        if not line:
            rows.append(("", f_body, False))
            continue
        for t in _wrap(scratch, line, f_body, W - 2 * margin):
            rows.append((t, f_body, False))
    H = margin * 2 + len(rows) * lh + 40
    if not narrow:
        H = max(H, int(W * 1.414))
    img = Image.new("RGB", (W, H), tint)
    d = ImageDraw.Draw(img)
    if not narrow and entry.get("tint"):
        d.rectangle([30, 30, W - 30, H - 30], outline=(120, 110, 100), width=4)
    y = margin
    ink = (25, 25, 30)
    for t, fnt, centered in rows:
        if centered:
            x = (W - d.textlength(t, font=fnt)) / 2
            d.text((x, y), t, font=fnt, fill=ink)
            y += lh + 8
        else:
            d.text((margin, y), t, font=fnt, fill=ink)
            y += lh
    return img


def _noise(size, rnd: random.Random, scale=4) -> Image.Image:
    w, h = max(1, size[0] // scale), max(1, size[1] // scale)
    small = Image.frombytes("L", (w, h), rnd.randbytes(w * h))
    return small.resize(size, Image.BILINEAR)


def scan_effect(img: Image.Image, rnd: random.Random, gray: bool) -> Image.Image:
    if gray:
        img = img.convert("L")
    fill = 250 if gray else (250, 250, 250)
    img = img.rotate(rnd.uniform(-1.2, 1.2), resample=Image.BICUBIC, fillcolor=fill)
    noise = _noise(img.size, rnd)
    if not gray:
        noise = noise.convert("RGB")
    img = Image.blend(img, noise, 0.07)
    return img.filter(ImageFilter.GaussianBlur(0.6))


def phone_photo_of_page(page: Image.Image, rnd: random.Random) -> Image.Image:
    W, H = 1500, 2000
    top = (rnd.randint(120, 160), rnd.randint(95, 120), rnd.randint(70, 90))
    bg = Image.new("RGB", (W, H), top)
    d = ImageDraw.Draw(bg)
    for y in range(0, H, 4):
        k = y / H
        c = tuple(int(v * (0.85 + 0.25 * k)) for v in top)
        d.rectangle([0, y, W, y + 4], fill=c)
    target_w = 1200
    pg = page.resize((target_w, int(page.height * target_w / page.width)), Image.LANCZOS)
    if pg.height > H - 160:
        pg = pg.resize((int(pg.width * (H - 160) / pg.height), H - 160), Image.LANCZOS)
    pg = pg.convert("RGBA").rotate(rnd.uniform(-4, 4), resample=Image.BICUBIC, expand=True)
    x = (W - pg.width) // 2 + rnd.randint(-30, 30)
    y = (H - pg.height) // 2 + rnd.randint(-30, 30)
    bg.paste(pg, (x, y), pg)
    shade = Image.linear_gradient("L").rotate(rnd.choice([0, 90, 180, 270])).resize((W, H))
    dark = Image.new("RGB", (W, H), (20, 20, 25))
    bg = Image.composite(dark, bg, shade.point(lambda v: int(v * 0.28)))
    bg = Image.blend(bg, _noise((W, H), rnd, 3).convert("RGB"), 0.05)
    return bg.filter(ImageFilter.GaussianBlur(0.8))


def exif_for(dev: str | None, date: str):
    exif = Image.Exif()
    if not dev:
        return exif
    make, model = data.DEVICES[dev]
    stamp = parse_date(date).strftime("%Y:%m:%d %H:%M:%S")
    exif[0x010F] = make
    exif[0x0110] = model
    exif[0x0131] = "17.5.1" if make == "Apple" else "MIUI Camera"
    exif[0x0132] = stamp
    ifd = exif.get_ifd(0x8769)
    ifd[0x9003] = stamp
    ifd[0x9004] = stamp
    return exif


def jpeg_bytes(img: Image.Image, quality: int, exif=None) -> bytes:
    buf = io.BytesIO()
    kw = {"quality": quality}
    if exif is not None and len(exif):
        kw["exif"] = exif
    img.save(buf, "JPEG", **kw)
    return buf.getvalue()


def render_scanjpg(entry: dict) -> bytes:
    rnd = random.Random(seed_of(entry["path"]))
    page = render_page(entry)
    dev = entry.get("photo")
    if dev:
        return jpeg_bytes(phone_photo_of_page(page, rnd), 84, exif_for(dev, entry["date"]))
    return jpeg_bytes(scan_effect(page, rnd, gray=not entry.get("tint")), 72)


def render_scanpdf(entry: dict) -> bytes:
    rnd = random.Random(seed_of(entry["path"]))
    page = scan_effect(render_page(entry), rnd, gray=True)
    pdf = _new_pdf(entry["date"], fonts=False)
    pdf.set_creator("Canon MF3010 ScanGear")
    h = 210 * page.height / page.width
    pdf.add_page(format=(210, max(297, h)))
    pdf.image(io.BytesIO(jpeg_bytes(page, 70)), x=0, y=0, w=210, h=h)
    return bytes(pdf.output())


# ---------------------------------------------------------------------------
# Phone photos (procedural scenes, no text)
# ---------------------------------------------------------------------------
def _vgrad(d, box, top, bottom):
    x0, y0, x1, y1 = box
    n = max(1, y1 - y0)
    for i in range(0, n, 3):
        k = i / n
        c = tuple(int(top[j] + (bottom[j] - top[j]) * k) for j in range(3))
        d.rectangle([x0, y0 + i, x1, y0 + i + 3], fill=c)


def _jit(rnd, c, a=18):
    return tuple(max(0, min(255, v + rnd.randint(-a, a))) for v in c)


def render_photo(entry: dict) -> bytes:
    rnd = random.Random(seed_of(entry["path"], entry["date"]))
    W, H = 1600, 1200
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    scene = entry["scene"]
    day_sky = (_jit(rnd, (95, 150, 215)), _jit(rnd, (200, 225, 245)))
    if scene in ("beach", "sea", "pool"):
        hz = rnd.randint(430, 560)
        _vgrad(d, (0, 0, W, hz), *day_sky)
        _vgrad(d, (0, hz, W, H), _jit(rnd, (20, 90, 150)), _jit(rnd, (60, 160, 190)))
        if scene == "beach":
            sand = rnd.randint(760, 900)
            _vgrad(d, (0, sand, W, H), _jit(rnd, (225, 200, 150)), _jit(rnd, (200, 170, 120)))
            for _ in range(rnd.randint(3, 7)):
                x, y = rnd.randint(0, W), rnd.randint(sand, H - 60)
                col = rnd.choice([(220, 40, 40), (250, 200, 30), (40, 120, 220), (250, 250, 250)])
                d.pieslice([x - 90, y - 60, x + 90, y + 60], 180, 360, fill=col)
                d.line([x, y, x, y + 110], fill=(90, 70, 50), width=6)
        if scene == "pool":
            d.rectangle([0, hz + 60, W, H], fill=_jit(rnd, (210, 200, 185)))
            d.rounded_rectangle([150, hz + 180, W - 150, H - 80], 30, fill=(40, 190, 210))
            for i in range(6):
                yy = hz + 230 + i * 60
                d.line([190, yy, W - 190, yy + rnd.randint(-8, 8)], fill=(150, 230, 240), width=4)
            for x in (80, W - 120):
                d.line([x, hz + 200, x + 30, hz - 200], fill=(110, 80, 50), width=18)
                for a in range(6):
                    d.ellipse(
                        [x - 120 + a * 30, hz - 260, x + 60 + a * 20, hz - 170], fill=(40, 130, 60)
                    )
        for i in range(40):
            y = rnd.randint(hz + 10, H)
            x = rnd.randint(0, W)
            d.line([x, y, x + rnd.randint(40, 160), y], fill=(200, 230, 245), width=2)
        if rnd.random() < 0.5:
            sx = rnd.randint(200, W - 200)
            d.ellipse([sx - 50, 120, sx + 50, 220], fill=(255, 245, 200))
    elif scene == "mountain":
        _vgrad(d, (0, 0, W, H), *day_sky)
        for layer in range(3):
            base = 600 + layer * 180
            col = _jit(rnd, [(120, 130, 150), (70, 110, 80), (50, 90, 55)][layer])
            pts = [(0, H)]
            x = 0
            while x < W + 200:
                pts.append((x, base - rnd.randint(100, 420 - layer * 100)))
                x += rnd.randint(150, 320)
            pts.append((W, H))
            d.polygon(pts, fill=col)
            if layer == 0:
                for px, py in pts[1:-1]:
                    d.polygon(
                        [(px, py), (px - 40, py + 60), (px + 40, py + 60)], fill=(245, 245, 250)
                    )
    elif scene in ("city", "night"):
        night = scene == "night"
        sky = ((15, 20, 50), (70, 50, 90)) if night else day_sky
        _vgrad(d, (0, 0, W, H), *sky)
        x = -20
        while x < W:
            bw, bh = rnd.randint(120, 260), rnd.randint(300, 850)
            col = _jit(rnd, (40, 40, 55) if night else (180, 160, 140), 30)
            d.rectangle([x, H - bh, x + bw, H], fill=col)
            for wy in range(H - bh + 30, H - 40, 50):
                for wx in range(x + 15, x + bw - 25, 40):
                    lit = rnd.random() < (0.55 if night else 0.1)
                    wc = (250, 215, 120) if lit else ((25, 25, 35) if night else (120, 150, 170))
                    d.rectangle([wx, wy, wx + 20, wy + 28], fill=wc)
            x += bw + rnd.randint(0, 30)
        d.rectangle([0, H - 90, W, H], fill=(60, 60, 65) if not night else (30, 30, 35))
        if night:
            for _ in range(25):
                lx, ly = rnd.randint(0, W), rnd.randint(H - 140, H - 40)
                d.ellipse([lx - 8, ly - 8, lx + 8, ly + 8], fill=(255, 230, 160))
    elif scene in ("park", "garden"):
        _vgrad(d, (0, 0, W, 620), *day_sky)
        _vgrad(d, (0, 600, W, H), _jit(rnd, (90, 160, 70)), _jit(rnd, (50, 110, 40)))
        if scene == "garden":
            for i in range(5):
                y = 720 + i * 95
                d.rectangle([100, y, W - 100, y + 45], fill=_jit(rnd, (110, 80, 50)))
                for xx in range(130, W - 120, 70):
                    d.ellipse([xx, y - 20, xx + 40, y + 20], fill=_jit(rnd, (60, 150, 60)))
            for xx in range(0, W, 60):
                d.rectangle([xx, 560, xx + 20, 660], fill=(170, 140, 100))
        else:
            d.polygon(
                [(W // 2 - 60, 600), (W // 2 + 60, 600), (W // 2 + 420, H), (W // 2 - 420, H)],
                fill=_jit(rnd, (190, 175, 150)),
            )
        for _ in range(rnd.randint(5, 9)):
            tx, ty = rnd.randint(0, W), rnd.randint(450, 650)
            d.rectangle([tx - 12, ty, tx + 12, ty + 180], fill=(90, 65, 40))
            r = rnd.randint(80, 140)
            d.ellipse([tx - r, ty - r - 40, tx + r, ty + r - 60], fill=_jit(rnd, (40, 120, 50)))
    elif scene == "snow":
        _vgrad(d, (0, 0, W, 620), _jit(rnd, (170, 180, 195)), _jit(rnd, (215, 220, 230)))
        _vgrad(d, (0, 600, W, H), (245, 247, 252), (225, 230, 240))
        for _ in range(rnd.randint(6, 10)):
            tx, ty = rnd.randint(0, W), rnd.randint(420, 640)
            d.polygon(
                [(tx, ty - 260), (tx - 110, ty + 60), (tx + 110, ty + 60)],
                fill=_jit(rnd, (40, 70, 55)),
            )
            d.rectangle([tx - 10, ty + 60, tx + 10, ty + 120], fill=(80, 60, 45))
        for _ in range(400):
            sx, sy = rnd.randint(0, W), rnd.randint(0, H)
            d.ellipse([sx - 3, sy - 3, sx + 3, sy + 3], fill=(250, 250, 255))
    else:  # indoor
        wall = _jit(rnd, (215, 195, 165), 25)
        _vgrad(d, (0, 0, W, 760), wall, tuple(int(v * 0.8) for v in wall))
        _vgrad(d, (0, 740, W, H), _jit(rnd, (150, 105, 70)), _jit(rnd, (110, 75, 50)))
        d.rectangle([1050, 120, 1450, 560], fill=(190, 215, 235), outline=(250, 250, 250), width=14)
        d.ellipse([300, 640, 1100, 900], fill=(245, 245, 240))
        for _ in range(rnd.randint(3, 6)):
            x, y = rnd.randint(380, 950), rnd.randint(680, 820)
            r = rnd.randint(30, 70)
            d.ellipse([x - r, y - r // 2, x + r, y + r // 2], fill=_jit(rnd, (200, 90, 80), 60))
        if rnd.random() < 0.5:
            d.rectangle([600, 620, 800, 720], fill=(250, 230, 240))
            for i in range(rnd.randint(4, 12)):
                cx = 615 + i * 15
                d.rectangle([cx, 560, cx + 6, 620], fill=(240, 80, 120))
                d.ellipse([cx - 3, 545, cx + 9, 562], fill=(255, 200, 60))
    img = Image.blend(img, _noise((W, H), rnd, 2).convert("RGB"), 0.06)
    img = img.filter(ImageFilter.GaussianBlur(1.1))
    return jpeg_bytes(img, 86, exif_for(entry.get("dev"), entry["date"]))


# ---------------------------------------------------------------------------
# Screenshots
# ---------------------------------------------------------------------------
APPS = {
    "sber": ("СберБанк Онлайн", (33, 160, 56), None),
    "gosuslugi": ("Госуслуги", (13, 76, 211), None),
    "domclick": ("ДомКлик", (0, 150, 100), None),
    "nalog": (
        "Личный кабинет налогоплательщика",
        (27, 61, 110),
        "lkfl2.nalog.ru/lkfl/situations/3ndfl",
    ),
    "tochka": ("Точка · Интернет-банк", (123, 63, 228), "i.tochka.com/accounts"),
    "letai": ("Летай", (140, 30, 140), None),
    "edutatar": ("Электронное образование в РТ", (30, 110, 60), None),
    "telegram": ("Telegram", (42, 171, 238), None),
    "ozon": ("OZON", (0, 91, 255), "www.ozon.ru/cart"),
}


def render_shot(entry: dict) -> bytes:
    title, color, url = APPS[entry["app"]]
    desktop = entry.get("size") == "desktop"
    clock = parse_date(entry["date"]).strftime("%H:%M")
    if desktop:
        W, H = 1440, 900
        img = Image.new("RGB", (W, H), (244, 245, 247))
        d = ImageDraw.Draw(img)
        d.rectangle([0, 0, W, 78], fill=(222, 224, 228))
        for i, c in enumerate([(255, 95, 87), (255, 189, 46), (40, 200, 64)]):
            d.ellipse([18 + i * 26, 14, 34 + i * 26, 30], fill=c)
        d.rounded_rectangle([120, 8, 460, 36], 8, fill=(244, 245, 247))
        d.text((135, 12), title[:30], font=font("reg", 15), fill=(40, 40, 40))
        d.rounded_rectangle([120, 44, W - 120, 70], 12, fill=(255, 255, 255))
        d.text((140, 48), url or "", font=font("reg", 16), fill=(60, 60, 60))
        d.rectangle([0, 78, W, 150], fill=color)
        d.text((60, 96), title, font=font("bold", 30), fill=(255, 255, 255))
        d.rounded_rectangle([160, 190, W - 160, H - 40], 18, fill=(255, 255, 255))
        x, y, wrap_w = 220, 230, W - 440
        sizes = {"#": ("bold", 34, 50), "##": ("bold", 26, 40), "": ("reg", 22, 34)}
    else:
        W, H = 1080, 2340
        img = Image.new("RGB", (W, H), (242, 243, 245))
        d = ImageDraw.Draw(img)
        d.rectangle([0, 0, W, 90], fill=color)
        d.text((50, 22), clock, font=font("bold", 38), fill=(255, 255, 255))
        d.text((W - 200, 24), "5G  87%", font=font("reg", 34), fill=(255, 255, 255))
        d.rectangle([0, 90, W, 260], fill=color)
        d.text((60, 140), "‹", font=font("bold", 64), fill=(255, 255, 255))
        d.text((130, 150), title, font=font("bold", 50), fill=(255, 255, 255))
        d.rounded_rectangle([40, 300, W - 40, H - 200], 36, fill=(255, 255, 255))
        x, y, wrap_w = 90, 360, W - 180
        sizes = {"#": ("bold", 58, 82), "##": ("bold", 42, 62), "": ("reg", 38, 56)}
        d.rectangle([0, H - 150, W, H], fill=(255, 255, 255))
        for i, lab in enumerate(["Главная", "Платежи", "История", "Ещё"]):
            d.text((70 + i * 260, H - 100), lab, font=font("reg", 30), fill=(120, 120, 120))
    for line in entry["lines"]:
        if line.startswith("## "):
            key, text = "##", line[3:]
        elif line.startswith("# "):
            key, text = "#", line[2:]
        else:
            key, text = "", line
        kind, size, lh = sizes[key]
        fnt = font(kind, size)
        if not text:
            y += lh // 2
            continue
        fill = (20, 20, 25) if key else (70, 72, 80)
        for t in _wrap(d, text, fnt, wrap_w):
            d.text((x, y), t, font=fnt, fill=fill)
            y += lh
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


# ---------------------------------------------------------------------------
# Text files and e-mails
# ---------------------------------------------------------------------------
def render_text(entry: dict) -> bytes:
    text = entry["text"]
    if entry.get("crlf"):
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    return text.encode(entry["enc"], errors="strict")


def _q_encode_bytes(b: bytes) -> str:
    out = []
    for ch in b:
        c = chr(ch)
        if c == " ":
            out.append("_")
        elif (c.isascii() and c.isalnum()) or c in "!*+-/":
            out.append(c)
        else:
            out.append(f"={ch:02X}")
    return "".join(out)


def encoded_words(s: str, charset: str, mode: str) -> str:
    """RFC 2047 encoded words, folded with CRLF + space."""
    words, cur = [], ""
    limit = 60 if mode == "B" else 58 - len(charset)
    for ch in s:
        trial = cur + ch
        b = trial.encode(charset)
        size = len(base64.b64encode(b)) if mode == "B" else len(_q_encode_bytes(b))
        if size > limit and cur:
            words.append(cur)
            cur = ch
        else:
            cur = trial
    if cur:
        words.append(cur)
    enc = []
    for w in words:
        b = w.encode(charset)
        payload = base64.b64encode(b).decode() if mode == "B" else _q_encode_bytes(b)
        enc.append(f"=?{charset}?{mode}?{payload}?=")
    return "\r\n ".join(enc)


def render_eml(entry: dict) -> bytes:
    cs, mode = entry["charset"], entry["hdr_enc"]

    def addr(name, mail):
        if not name:
            return f"<{mail}>"
        return f"{encoded_words(name, cs, mode)} <{mail}>"

    headers = [
        f"Return-Path: <{entry['from_addr']}>",
        f"Date: {entry['date_hdr']}",
        f"From: {addr(entry['from_name'], entry['from_addr'])}",
        f"To: {addr(entry['to_name'], entry['to_addr'])}",
        f"Subject: {encoded_words(entry['subject'], cs, mode)}",
        f"Message-ID: {entry['msgid']}",
        "MIME-Version: 1.0",
    ]
    if entry.get("mailer"):
        headers.append(f"X-Mailer: {entry['mailer']}")
    subtype = entry.get("subtype", "plain")
    headers.append(f'Content-Type: text/{subtype}; charset="{cs}"')
    headers.append(f"Content-Transfer-Encoding: {entry['cte']}")
    body = entry["body"].encode(cs, errors="strict")
    cte = entry["cte"]
    if cte == "8bit":
        payload = body.replace(b"\n", b"\r\n")
    elif cte == "quoted-printable":
        payload = quopri.encodestring(body).replace(b"\n", b"\r\n")
    else:
        payload = base64.encodebytes(body).replace(b"\n", b"\r\n")
    head = "\r\n".join(headers).encode("ascii")
    return head + b"\r\n\r\n" + payload


RENDERERS = {
    "pdf": render_pdf,
    "scanpdf": render_scanpdf,
    "scanjpg": render_scanjpg,
    "photo": render_photo,
    "shot": render_shot,
    "text": render_text,
    "eml": render_eml,
}


def _photo_name(entry: dict) -> str:
    return entry["path"].rsplit("/", 1)[1]


def _check(root: pathlib.Path, lib_files: list[str], expected: dict[str, str]) -> None:
    folders: dict[str, int] = {}
    for p in lib_files:
        folder = p.rsplit("/", 1)[0] + "/"
        folders[folder] = folders.get(folder, 0) + 1
    assert len(set(lib_files)) == len(lib_files), "duplicate library paths"
    assert 15 <= len(folders) <= 35, f"{len(folders)} library folders"
    for f, n in folders.items():
        assert 2 <= n <= 30, f"folder {f} has {n} files"
        assert f.count("/") <= 3, f"folder {f} nested too deep"
    assert 150 <= len(lib_files) <= 300, f"{len(lib_files)} library files"
    assert 35 <= len(expected) <= 45, f"{len(expected)} inbox files"
    nowhere = [k for k, v in expected.items() if v == ""]
    assert 3 <= len(nowhere) <= 5, f"{len(nowhere)} inbox files fit nowhere"
    new_used = {v for v in expected.values() if v and v not in folders}
    assert new_used <= NEW_FOLDERS, f"expected folders missing: {new_used - NEW_FOLDERS}"
    assert sum(1 for v in expected.values() if v in NEW_FOLDERS) <= 3
    for v in expected.values():
        assert v == "" or v.endswith("/"), v
    for f in NEW_FOLDERS:
        assert f not in folders, f"new folder {f} already exists"
    assert len(QUESTIONS) >= 32
    kinds = {}
    for q in QUESTIONS:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        assert 1 <= len(q["expect"]) <= 3, q["q"]
        for e in q["expect"]:
            assert (root / e).is_file(), f"question expects missing file {e}"
            assert not e.startswith("inbox/"), e
    assert kinds.get("cross", 0) >= 8, kinds
    # the iPhone's counter must grow with time
    olga = sorted(
        (e["date"], int(_photo_name(e)[4:8]))
        for e in data.LIB + data.INBOX
        if _photo_name(e).startswith("IMG_")
        and _photo_name(e)[4:8].isdigit()
        and _photo_name(e).upper().endswith(".JPG")
        and len(_photo_name(e)) == 12
    )
    nums = [n for _, n in olga]
    assert nums == sorted(nums), "iPhone photo numbers are not monotonic in time"
    # trip photos must fall inside the trip dates, year photos outside them
    trips = {
        "Поездки/2023 Казань-Москва/": ("2023-10-30", "2023-11-05"),
        "Поездки/Сочи-2024/": ("2024-07-14", "2024-07-24"),
        "Поездки/Турция май 2025/": ("2025-05-03", "2025-05-12"),
    }
    for e in data.LIB + data.INBOX:
        if e["kind"] != "photo":
            continue
        day = e["date"][:10]
        folder = e.get("expect") or e["path"].rsplit("/", 1)[0] + "/"
        inside = [t for t, (a, b) in trips.items() if a <= day <= b]
        if folder in trips:
            assert inside == [folder], (e["path"], day)
        else:
            assert not inside, (e["path"], day)
            assert folder == f"Фото/{day[:4]}/", (e["path"], folder)
    # legacy encodings really are not UTF-8
    legacy = [
        e
        for e in data.LIB + data.INBOX
        if e.get("enc") in ("cp1251", "koi8-r")
        or (e["kind"] == "eml" and e["charset"] in ("cp1251", "windows-1251", "koi8-r"))
    ]
    assert len(legacy) >= 8
    for e in legacy:
        raw = (root / e["path"]).read_bytes()
        if e["kind"] == "eml":
            msg = email.message_from_bytes(raw)
            assert msg.get_content_charset() == e["charset"], e["path"]
            assert "?=" in msg["Subject"] and "=?" + e["charset"] in msg["Subject"], e["path"]
            raw = msg.get_payload(decode=True)
        try:
            raw.decode("utf-8")
        except UnicodeDecodeError:
            continue
        raise AssertionError(f"{e['path']} decodes as UTF-8")


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the library under root; return {"inbox/<file name>": "expected/folder/" or ""}."""
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    _fonts()
    gl = root / "guideline.md"
    gl.write_text(data.GUIDELINE, encoding="utf-8")
    os.utime(gl, (ts("2025-09-14 22:30:00"), ts("2025-09-14 22:30:00")))
    lib_files = []
    expected: dict[str, str] = {}
    for entry in data.LIB + data.INBOX:
        path = root / entry["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(RENDERERS[entry["kind"]](entry))
        t = ts(entry["date"])
        os.utime(path, (t, t))
        if entry["path"].startswith("inbox/"):
            expected[entry["path"]] = entry["expect"]
        else:
            lib_files.append(entry["path"])
    _check(root, lib_files, expected)
    fixed = ts(data.FIXED_DIR_DATE)
    for dirpath, _dirs, _files in sorted(os.walk(root), reverse=True):
        os.utime(dirpath, (fixed, fixed))
    return expected


def legacy_files() -> list[tuple[str, str]]:
    out = []
    for e in data.LIB + data.INBOX:
        if e["kind"] == "text" and e["enc"] != "utf-8":
            out.append((e["path"], e["enc"]))
        elif e["kind"] == "eml" and e["charset"] != "utf-8":
            out.append((e["path"], f"{e['charset']} (headers {e['hdr_enc']}, body {e['cte']})"))
    return out


def main(argv: list[str]) -> int:
    out = pathlib.Path(argv[1] if len(argv) > 1 else "/tmp/dom-ru-out")
    expected = build(out)
    lib = [e for e in data.LIB]
    folders: dict[str, int] = {}
    for e in lib:
        f = e["path"].rsplit("/", 1)[0] + "/"
        folders[f] = folders.get(f, 0) + 1
    kinds: dict[str, int] = {}
    for q in QUESTIONS:
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
    fkinds: dict[str, int] = {}
    for e in data.LIB + data.INBOX:
        fkinds[e["kind"]] = fkinds.get(e["kind"], 0) + 1
    print(f"{NAME} ({SPLIT}, {','.join(LANGUAGES)}) written to {out}")
    print(f"library: {len(lib)} files in {len(folders)} folders")
    for f in sorted(folders):
        print(f"  {folders[f]:3d}  {f}")
    nowhere = sum(1 for v in expected.values() if not v)
    new = sum(1 for v in expected.values() if v in NEW_FOLDERS)
    print(
        f"inbox: {len(expected)} files ({nowhere} fit nowhere, {new} into new folders "
        f"{sorted(NEW_FOLDERS)})"
    )
    print("file kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(fkinds.items())))
    leg = legacy_files()
    print(f"non-UTF-8 files: {len(leg)}")
    for p, enc in leg:
        print(f"  {enc:45s} {p}")
    print(
        "questions: "
        + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items()))
        + f" (total {len(QUESTIONS)})"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
