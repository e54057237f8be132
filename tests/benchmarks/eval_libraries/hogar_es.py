"""Evaluation library "hogar-es": the household files of Lucía Ferrer and Javier Molina.

A couple in València (Spain) with a daughter, Inés (9). Lucía is a self-employed
physiotherapist (quarterly VAT/IRPF returns, invoices to patients and to a mutua), Javier is a
secondary-school teacher paid by the Generalitat. Everything is in Spanish, with some Valencian.

Run:  python -m eval_libraries.hogar_es /tmp/hogar-es-out
"""

from __future__ import annotations

import calendar
import io
import math
import os
import pathlib
import sys
from collections import Counter
from datetime import UTC, datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime
from random import Random

from fpdf import FPDF
from PIL import Image, ImageChops, ImageDraw, ImageFont

from . import hogar_es_data as data

NAME = "hogar-es"
PERSONA = (
    "Lucía Ferrer (self-employed physiotherapist) and Javier Molina (secondary-school teacher), "
    "a couple in València, Spain, with their daughter Inés (9); household, tax, clinic, school, "
    "health and travel files kept in Spanish (with a few Valencian words)."
)
LANGUAGES = ["es"]
SPLIT = "test"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = [
    {"q": q["q"], "lang": q["lang"], "kind": q["kind"], "expect": list(q["expect"])}
    for q in data.QUESTIONS
]

DIR_MTIME = datetime(2025, 11, 5, 9, 0, 0)

_FONT_DIR = pathlib.Path("/usr/share/fonts/truetype/dejavu")
FONTS = {
    "regular": _FONT_DIR / "DejaVuSans.ttf",
    "bold": _FONT_DIR / "DejaVuSans-Bold.ttf",
    "mono": _FONT_DIR / "DejaVuSansMono.ttf",
    "hand": _FONT_DIR / "DejaVuSansCondensed-Oblique.ttf",
    "serif": _FONT_DIR / "DejaVuSerif.ttf",
}


def _check_fonts() -> None:
    missing = [str(p) for p in FONTS.values() if not p.is_file()]
    if missing:
        raise RuntimeError(
            "hogar-es needs the DejaVu fonts (package fonts-dejavu-core / fonts-dejavu-extra); "
            "missing: " + ", ".join(missing)
        )


_font_cache: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def font(kind: str, size: int) -> ImageFont.FreeTypeFont:
    key = (kind, size)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(str(FONTS[kind]), size)
    return _font_cache[key]


def _seed(s: str) -> int:
    h = 2166136261
    for ch in s.encode("utf-8"):
        h = ((h ^ ch) * 16777619) & 0xFFFFFFFF
    return h


def _ts(d: datetime) -> int:
    return calendar.timegm(d.timetuple())


def _madrid(d: datetime) -> datetime:
    """Attach the Europe/Madrid offset (CET/CEST, last Sunday of March/October)."""

    def last_sunday(y: int, m: int) -> int:
        last = calendar.monthrange(y, m)[1]
        return last - (calendar.weekday(y, m, last) + 1) % 7

    start = datetime(d.year, 3, last_sunday(d.year, 3), 2)
    end = datetime(d.year, 10, last_sunday(d.year, 10), 3)
    off = 2 if start <= d < end else 1
    return d.replace(tzinfo=timezone(timedelta(hours=off)))


# ---------------------------------------------------------------------------
# PDFs with a text layer
# ---------------------------------------------------------------------------


def _new_pdf(mtime: datetime) -> FPDF:
    pdf = FPDF(format="A4")
    pdf.set_creation_date(mtime.replace(tzinfo=UTC))
    pdf.add_font("DV", "", str(FONTS["regular"]))
    pdf.add_font("DV", "B", str(FONTS["bold"]))
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, 16)
    return pdf


def render_pdf(path: pathlib.Path, text: str, mtime: datetime) -> None:
    pdf = _new_pdf(mtime)
    pdf.add_page()
    width = pdf.w - pdf.l_margin - pdf.r_margin
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line:
            pdf.ln(3)
            continue
        if line.startswith("# "):
            pdf.set_font("DV", "B", 15)
            pdf.multi_cell(width, 8, line[2:], new_x="LMARGIN", new_y="NEXT")
            pdf.ln(1)
            continue
        if line.startswith("## "):
            pdf.ln(1)
            pdf.set_font("DV", "B", 11.5)
            pdf.multi_cell(width, 6.5, line[3:], new_x="LMARGIN", new_y="NEXT")
            continue
        if line.strip() == "---":
            y = pdf.get_y() + 1.5
            pdf.line(pdf.l_margin, y, pdf.w - pdf.r_margin, y)
            pdf.ln(4)
            continue
        pdf.set_font("DV", "", 9.5)
        if " ........ " in line:
            left, right = line.split(" ........ ", 1)
            if pdf.get_string_width(left) < width - 45:
                pdf.cell(width - 40, 5.2, left)
                pdf.cell(40, 5.2, right, align="R", new_x="LMARGIN", new_y="NEXT")
                continue
            line = f"{left}: {right}"
        pdf.multi_cell(width, 5.2, line, new_x="LMARGIN", new_y="NEXT")
    pdf.output(str(path))


# ---------------------------------------------------------------------------
# Paper: text rendered into an image (scans, phone photos of paper)
# ---------------------------------------------------------------------------


def _wrap(text: str, fnt: ImageFont.FreeTypeFont, max_w: int) -> list[str]:
    out: list[str] = []
    for word_line in [text]:
        words = word_line.split(" ")
        cur = ""
        for w in words:
            cand = (cur + " " + w) if cur else w
            if fnt.getlength(cand) <= max_w or not cur:
                cur = cand
            else:
                out.append(cur)
                cur = w
        out.append(cur)
    return out


def paper_image(text: str, rng: Random, width: int = 1000, hand: bool = False) -> Image.Image:
    """A white page with the text on it (grayscale for print, blue ink for handwriting)."""
    margin = 70
    size = 26 if hand else 21
    body_font = font("hand" if hand else "regular", size)
    bold_font = font("hand" if hand else "bold", size + (6 if hand else 3))
    line_h = int(size * (1.75 if hand else 1.5))
    rows: list[tuple[ImageFont.FreeTypeFont, str]] = []
    for i, raw in enumerate(text.splitlines()):
        line = raw.rstrip()
        f = body_font
        if line.startswith(("# ", "## ")):
            line = line.split(" ", 1)[1]
            f = bold_font
        elif i == 0:
            f = bold_font
        if not line or line.strip() == "---":
            rows.append((f, line.strip()))
            continue
        for part in _wrap(line, f, width - 2 * margin):
            rows.append((f, part))
    height = max(int(width * 1.414), 2 * margin + line_h * (len(rows) + 1))
    if hand:
        img = Image.new("RGB", (width, height), (252, 250, 238))
        d = ImageDraw.Draw(img)
        for y in range(margin + line_h - 6, height - 20, line_h):
            d.line([(20, y), (width - 20, y)], fill=(190, 205, 228), width=1)
        d.line([(margin - 18, 0), (margin - 18, height)], fill=(230, 160, 160), width=2)
        ink = (28, 42, 120)
    else:
        img = Image.new("RGB", (width, height), (251, 251, 248))
        d = ImageDraw.Draw(img)
        ink = (22, 22, 24)
    y = margin
    for f, part in rows:
        x = margin + (rng.randint(-2, 2) if hand else 0)
        if part == "---":
            d.line(
                [(margin, y + line_h // 2), (width - margin, y + line_h // 2)], fill=ink, width=2
            )
        else:
            d.text((x, y), part, font=f, fill=ink)
        y += line_h
    return img


def _noise(img: Image.Image, rng: Random, lo: int) -> Image.Image:
    w, h = img.size
    sw, sh = max(8, w // 3), max(8, h // 3)
    n = Image.frombytes("L", (sw, sh), rng.randbytes(sw * sh)).resize((w, h), Image.BILINEAR)
    n = n.point(lambda v: lo + v * (255 - lo) // 255)
    if img.mode == "RGB":
        n = n.convert("RGB")
    return ImageChops.multiply(img, n)


def scan_image(text: str, rng: Random) -> Image.Image:
    page = paper_image(text, rng).convert("L")
    page = page.rotate(rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, expand=True, fillcolor=250)
    page = _noise(page, rng, 228)
    return page


def render_scanpdf(path: pathlib.Path, text: str, mtime: datetime, rng: Random) -> None:
    img = scan_image(text, rng)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=72)
    buf.seek(0)
    pdf = _new_pdf(mtime)
    pdf.add_page()
    ratio = img.height / img.width
    w = pdf.w
    h = min(pdf.h, w * ratio)
    pdf.image(buf, x=0, y=0, w=h / ratio, h=h)
    pdf.output(str(path))


def _exif(cam: tuple[str, str] | None, when: datetime | None) -> Image.Exif:
    ex = Image.Exif()
    if cam is None or when is None:
        return ex
    stamp = when.strftime("%Y:%m:%d %H:%M:%S")
    ex[271] = cam[0]
    ex[272] = cam[1]
    ex[274] = 1
    ex[305] = "17.4.1" if cam[0] == "Apple" else "HDR+ 1.0.540104767zd"
    ex[306] = stamp
    ifd = ex.get_ifd(0x8769)
    ifd[36867] = stamp
    ifd[36868] = stamp
    ifd[37386] = (425, 100) if cam[0] == "Apple" else (681, 100)
    return ex


def render_paper_photo(path: pathlib.Path, spec: dict, rng: Random) -> None:
    hand = spec.get("font") == "hand"
    page = paper_image(spec["text"], rng, width=900, hand=hand)
    if not hand:
        page = _noise(page, rng, 238)
    angle = rng.uniform(-4.0, 4.0)
    mask = Image.new("L", page.size, 255)
    page = page.rotate(angle, resample=Image.BICUBIC, expand=True)
    mask = mask.rotate(angle, resample=Image.BICUBIC, expand=True)
    bw, bh = int(page.width * 1.16), int(page.height * 1.12)
    table = rng.choice([(120, 86, 60), (150, 112, 80), (92, 96, 104), (170, 160, 148)])
    bg = Image.new("RGB", (bw, bh), table)
    bg = _noise(bg, rng, 170)
    shadow = Image.new("RGB", page.size, (40, 35, 30))
    ox, oy = (bw - page.width) // 2 + rng.randint(-15, 15), (bh - page.height) // 2
    bg.paste(shadow, (ox + 12, oy + 14), mask.point(lambda v: v * 110 // 255))
    bg.paste(page, (ox, oy), mask)
    # uneven light from a lamp / window
    grad = Image.linear_gradient("L").resize(bg.size).point(lambda v: 205 + v * 50 // 255)
    if rng.random() < 0.5:
        grad = grad.rotate(180)
    bg = ImageChops.multiply(bg, grad.convert("RGB"))
    scale = 1200 / max(bg.size)
    bg = bg.resize((int(bg.width * scale), int(bg.height * scale)), Image.LANCZOS)
    ext = path.suffix.lower()
    if ext == ".png":
        bg.save(path, "PNG")
    else:
        bg.save(path, "JPEG", quality=84, exif=_exif(spec.get("cam"), spec.get("exif")))


# ---------------------------------------------------------------------------
# Phone photos (no text)
# ---------------------------------------------------------------------------

_SKY = {
    "beach": ((96, 160, 222), (190, 222, 245)),
    "sea": ((80, 140, 210), (175, 210, 240)),
    "sunset": ((60, 40, 110), (250, 150, 70)),
    "city": ((110, 165, 220), (210, 225, 240)),
    "night": ((8, 10, 35), (30, 30, 70)),
    "beach_night": ((10, 12, 40), (40, 35, 80)),
    "fallas": ((90, 150, 225), (200, 220, 245)),
    "mountain": ((100, 150, 210), (205, 220, 235)),
    "village": ((120, 170, 225), (220, 230, 240)),
    "park": ((110, 170, 230), (210, 230, 245)),
    "indoor": ((205, 180, 150), (235, 220, 200)),
}


def _gradient(d: ImageDraw.ImageDraw, w: int, y0: int, y1: int, c0, c1) -> None:
    span = max(1, y1 - y0)
    for y in range(y0, y1):
        t = (y - y0) / span
        col = tuple(int(c0[i] + (c1[i] - c0[i]) * t) for i in range(3))
        d.line([(0, y), (w, y)], fill=col)


def _people(d: ImageDraw.ImageDraw, rng: Random, w: int, y: int, n: int, dark=False) -> None:
    for _ in range(n):
        x = rng.randint(20, w - 40)
        s = rng.randint(18, 40)
        col = (20, 20, 25) if dark else tuple(rng.randint(30, 230) for _ in range(3))
        d.ellipse([x, y - s * 3, x + s, y - s * 2], fill=(225, 190, 160) if not dark else col)
        d.rounded_rectangle([x - s // 4, y - s * 2, x + s + s // 4, y], radius=s // 3, fill=col)


def photo_image(scene: str, rng: Random) -> Image.Image:
    w, h = 1024, 768
    img = Image.new("RGB", (w, h))
    d = ImageDraw.Draw(img)
    c0, c1 = _SKY.get(scene, _SKY["park"])
    horizon = rng.randint(int(h * 0.42), int(h * 0.6))
    _gradient(d, w, 0, horizon, c0, c1)
    if scene in ("beach", "sea", "sunset", "beach_night"):
        sea0 = (30, 90, 150) if scene != "sunset" else (90, 60, 110)
        if scene == "beach_night":
            sea0 = (15, 20, 50)
        sand = horizon + (h - horizon) // (3 if scene != "sea" else 1)
        _gradient(d, w, horizon, sand, sea0, tuple(min(255, v + 50) for v in sea0))
        if scene != "sea":
            sc = (220, 200, 160) if scene != "beach_night" else (70, 60, 50)
            _gradient(d, w, sand, h, sc, tuple(max(0, v - 40) for v in sc))
        if scene == "sunset":
            r = rng.randint(40, 70)
            x = rng.randint(200, w - 200)
            d.ellipse([x - r, horizon - r, x + r, horizon + r], fill=(255, 200, 110))
        elif scene == "beach_night":
            for _ in range(rng.randint(2, 4)):
                x, y = rng.randint(100, w - 100), rng.randint(sand + 20, h - 60)
                for k in range(5, 0, -1):
                    d.ellipse(
                        [x - 12 * k, y - 18 * k, x + 12 * k, y + 4 * k],
                        fill=(255, 120 + 25 * (5 - k), 30),
                    )
            _people(d, rng, w, h - 20, rng.randint(4, 9), dark=True)
        else:
            d.ellipse([w - 180, 50, w - 110, 120], fill=(255, 245, 200))
            _people(d, rng, w, h - rng.randint(20, 90), rng.randint(1, 4))
    elif scene in ("city", "fallas", "night"):
        ground = (120, 115, 110) if scene != "night" else (25, 25, 35)
        _gradient(d, w, horizon, h, ground, tuple(max(0, v - 50) for v in ground))
        x = 0
        while x < w:
            bw = rng.randint(60, 160)
            bh = rng.randint(120, horizon - 20)
            col = (
                tuple(rng.randint(150, 235) for _ in range(3)) if scene != "night" else (30, 30, 45)
            )
            d.rectangle([x, horizon - bh, x + bw, horizon + 10], fill=col)
            for wy in range(horizon - bh + 15, horizon - 10, 28):
                for wx in range(x + 10, x + bw - 15, 24):
                    lit = scene == "night" and rng.random() < 0.45
                    d.rectangle(
                        [wx, wy, wx + 12, wy + 16],
                        fill=(255, 215, 120) if lit else (70, 80, 95),
                    )
            x += bw + rng.randint(0, 12)
        if scene == "fallas":
            cx = rng.randint(300, w - 300)
            for k in range(6):
                r = 180 - k * 25
                col = tuple(rng.randint(60, 255) for _ in range(3))
                d.ellipse(
                    [
                        cx - r,
                        horizon - 80 - k * 60 - r // 2,
                        cx + r,
                        horizon - 80 - k * 60 + r // 2,
                    ],
                    fill=col,
                )
            _people(d, rng, w, h - 15, rng.randint(10, 18))
        if scene == "night":
            for _ in range(rng.randint(3, 6)):
                fx, fy = rng.randint(80, w - 80), rng.randint(40, horizon - 150)
                col = tuple(rng.randint(120, 255) for _ in range(3))
                for a in range(0, 360, 20):
                    r = rng.randint(40, 80)
                    d.line(
                        [
                            (fx, fy),
                            (
                                fx + r * math.cos(math.radians(a)),
                                fy + r * math.sin(math.radians(a)),
                            ),
                        ],
                        fill=col,
                        width=2,
                    )
        else:
            _people(d, rng, w, h - rng.randint(10, 60), rng.randint(2, 6))
    elif scene in ("mountain", "village"):
        for layer in range(3):
            pts = [(0, h)]
            base = horizon + layer * 40
            x = 0
            while x < w:
                pts.append((x, base - rng.randint(60, 260 - layer * 60)))
                x += rng.randint(80, 200)
            pts.append((w, base - rng.randint(60, 260 - layer * 60)))
            pts.append((w, h))
            g = 60 + layer * 40
            d.polygon(pts, fill=(40 + layer * 20, g + 50, 50 + layer * 10))
        if scene == "village":
            for _ in range(rng.randint(4, 8)):
                x = rng.randint(0, w - 120)
                y = rng.randint(horizon + 60, h - 80)
                bw = rng.randint(70, 130)
                d.rectangle([x, y, x + bw, y + 80], fill=(200, 185, 160))
                d.polygon(
                    [(x - 10, y), (x + bw // 2, y - 40), (x + bw + 10, y)], fill=(150, 70, 50)
                )
                d.rectangle([x + bw // 3, y + 35, x + bw // 3 + 18, y + 80], fill=(90, 60, 40))
        _people(d, rng, w, h - 10, rng.randint(1, 3))
    elif scene == "park":
        _gradient(d, w, horizon, h, (90, 160, 80), (50, 110, 50))
        for _ in range(rng.randint(5, 10)):
            x = rng.randint(0, w)
            y = rng.randint(horizon - 40, horizon + 60)
            r = rng.randint(40, 90)
            d.rectangle([x - 8, y, x + 8, y + r], fill=(100, 70, 40))
            d.ellipse([x - r, y - r, x + r, y + r // 2], fill=(40, rng.randint(110, 160), 50))
        _people(d, rng, w, h - rng.randint(10, 80), rng.randint(1, 4))
    else:  # indoor
        d.rectangle([0, horizon, w, h], fill=(150, 100, 70))
        d.rectangle([w // 6, horizon - 30, w - w // 6, horizon + 40], fill=(235, 235, 230))
        for _ in range(rng.randint(3, 7)):
            x = rng.randint(w // 6, w - w // 6 - 80)
            col = tuple(rng.randint(60, 250) for _ in range(3))
            d.ellipse([x, horizon - 70, x + rng.randint(40, 90), horizon - 10], fill=col)
        if rng.random() < 0.6:
            cx = w // 2
            d.rectangle([cx - 90, horizon - 120, cx + 90, horizon - 30], fill=(120, 70, 40))
            for k in range(9):
                d.rectangle(
                    [cx - 80 + k * 20, horizon - 160, cx - 74 + k * 20, horizon - 120],
                    fill=(250, 240, 200),
                )
                d.ellipse(
                    [cx - 81 + k * 20, horizon - 178, cx - 73 + k * 20, horizon - 160],
                    fill=(255, 180, 40),
                )
        _people(d, rng, w, h - 20, rng.randint(2, 5))
    return _noise(img, rng, 215)


def render_photo(path: pathlib.Path, spec: dict, rng: Random) -> None:
    img = photo_image(spec["scene"], rng)
    if spec.get("exif") is None:  # WhatsApp re-encodes and strips metadata
        img = img.resize((800, 600), Image.LANCZOS)
        img.save(path, "JPEG", quality=70)
    else:
        img.save(path, "JPEG", quality=85, exif=_exif(spec["cam"], spec["exif"]))


# ---------------------------------------------------------------------------
# Screenshots
# ---------------------------------------------------------------------------


def render_shot(path: pathlib.Path, spec: dict, rng: Random) -> None:
    w, h = 590, 1280
    chat = any(s in ("l", "r") for s, _ in spec["lines"])
    bg = (236, 229, 221) if chat else (246, 246, 248)
    img = Image.new("RGB", (w, h), bg)
    d = ImageDraw.Draw(img)
    color = tuple(spec.get("color", (40, 90, 160)))
    # status bar + app bar
    d.rectangle([0, 0, w, 150], fill=color)
    d.text((26, 14), spec.get("clock", "12:00"), font=font("bold", 22), fill="white")
    d.text((w - 120, 14), "4G  82%", font=font("regular", 20), fill="white")
    d.rounded_rectangle([w - 44, 17, w - 22, 35], radius=3, outline="white", width=2)
    d.text((28, 80), "<", font=font("bold", 34), fill="white")
    d.text((70, 84), spec.get("app", ""), font=font("bold", 28), fill="white")
    y = 185
    for style, text in spec["lines"]:
        if style == "s" and chat:
            tw = font("regular", 18).getlength(text)
            d.rounded_rectangle(
                [(w - tw) / 2 - 12, y, (w + tw) / 2 + 12, y + 32], radius=10, fill=(225, 240, 250)
            )
            d.text(((w - tw) / 2, y + 5), text, font=font("regular", 18), fill=(80, 90, 100))
            y += 52
        elif style in ("l", "r"):
            f = font("regular", 22)
            lines = _wrap(text, f, int(w * 0.66))
            bw = max(f.getlength(x) for x in lines) + 32
            bh = 30 * len(lines) + 40
            x0 = 18 if style == "l" else w - 18 - bw
            fill = (255, 255, 255) if style == "l" else (217, 253, 211)
            d.rounded_rectangle([x0, y, x0 + bw, y + bh], radius=14, fill=fill)
            for i, ln in enumerate(lines):
                d.text((x0 + 16, y + 12 + i * 30), ln, font=f, fill=(20, 20, 20))
            stamp = f"{spec.get('clock', '12:00')}"
            d.text(
                (x0 + bw - 62, y + bh - 22), stamp, font=font("regular", 14), fill=(120, 120, 120)
            )
            y += bh + 18
        elif style == "h":
            f = font("bold", 32)
            tw = f.getlength(text)
            d.text(((w - tw) / 2, y), text, font=f, fill=(25, 25, 30))
            y += 64
        elif style == "b":
            f = font("bold", 40 if len(text) < 14 else 28)
            tw = f.getlength(text)
            d.text(((w - tw) / 2, y), text, font=f, fill=color)
            y += 66 if len(text) < 14 else 48
        elif style == "t":
            f = font("regular", 23)
            for ln in _wrap(text, f, w - 70):
                d.text((36, y), ln, font=f, fill=(45, 45, 50))
                y += 34
            y += 8
        elif style == "s":
            f = font("regular", 18)
            for ln in _wrap(text, f, w - 70):
                d.text((36, y), ln, font=f, fill=(120, 120, 128))
                y += 28
            y += 8
        elif style == "btn":
            d.rounded_rectangle([40, y + 10, w - 40, y + 76], radius=33, fill=color)
            f = font("bold", 24)
            tw = f.getlength(text)
            d.text(((w - tw) / 2, y + 28), text, font=f, fill="white")
            y += 96
        elif style == "qr":
            size, cell = 240, 10
            x0 = (w - size) // 2
            d.rectangle([x0 - 12, y, x0 + size + 12, y + size + 24], fill="white")
            for i in range(size // cell):
                for j in range(size // cell):
                    if rng.random() < 0.48:
                        d.rectangle(
                            [
                                x0 + i * cell,
                                y + 12 + j * cell,
                                x0 + i * cell + cell - 1,
                                y + 12 + j * cell + cell - 1,
                            ],
                            fill="black",
                        )
            y += size + 40
    # home indicator
    d.rounded_rectangle([w // 2 - 70, h - 22, w // 2 + 70, h - 14], radius=4, fill=(30, 30, 30))
    img.save(path, "PNG")


# ---------------------------------------------------------------------------
# Plain files
# ---------------------------------------------------------------------------


def render_eml(path: pathlib.Path, spec: dict) -> None:
    msg = EmailMessage()
    msg["From"] = spec["frm"]
    msg["To"] = spec["to"]
    msg["Subject"] = spec["subject"]
    msg["Date"] = format_datetime(_madrid(spec["date"]))
    dom = spec["frm"].split("@")[-1].rstrip(">")
    msg["Message-ID"] = f"<{_seed(spec['subject']):08x}.{_ts(spec['date'])}@{dom}>"
    msg.set_content(spec["body"])
    path.write_bytes(bytes(msg))


def render(root: pathlib.Path, spec: dict) -> None:
    path = root / spec["path"]
    path.parent.mkdir(parents=True, exist_ok=True)
    rng = Random(_seed(spec["path"]))
    kind = spec["kind"]
    mtime = spec["mtime"]
    if kind == "pdf":
        render_pdf(path, spec["text"], mtime)
    elif kind == "scanpdf":
        render_scanpdf(path, spec["text"], mtime, rng)
    elif kind == "paper":
        render_paper_photo(path, spec, rng)
    elif kind == "photo":
        render_photo(path, spec, Random(spec.get("seed", _seed(spec["path"]))))
    elif kind == "shot":
        render_shot(path, spec, rng)
    elif kind in ("text", "csv"):
        path.write_text(spec["text"], encoding="utf-8")
    elif kind == "html":
        path.write_text(spec["html"], encoding="utf-8")
    elif kind == "eml":
        render_eml(path, spec)
    else:  # pragma: no cover
        raise ValueError(f"unknown kind {kind!r} for {spec['path']}")
    os.utime(path, (_ts(mtime), _ts(mtime)))


# ---------------------------------------------------------------------------
# build
# ---------------------------------------------------------------------------


def _folder(p: str) -> str:
    return p.rsplit("/", 1)[0] + "/"


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the library under root; return {"inbox/<file name>": "expected/folder/" or ""}."""
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)

    lib_paths = [s["path"] for s in data.LIBRARY]
    inbox_paths = [s["path"] for s in data.INBOX]
    assert len(set(lib_paths)) == len(lib_paths), "duplicate library path"
    assert len(set(inbox_paths)) == len(inbox_paths), "duplicate inbox path"

    folders = Counter(_folder(p) for p in lib_paths)
    assert 15 <= len(folders) <= 35, f"{len(folders)} folders"
    assert 150 <= len(lib_paths) <= 300, f"{len(lib_paths)} library files"
    for f, n in folders.items():
        assert 2 <= n <= 30, f"folder {f} has {n} files"
    assert 35 <= len(inbox_paths) <= 45, f"{len(inbox_paths)} inbox files"

    expected = {s["path"]: s["expect"] for s in data.INBOX}
    empties = sum(1 for v in expected.values() if v == "")
    assert 3 <= empties <= 5, f"{empties} inbox files that fit nowhere"
    for f in NEW_FOLDERS:
        assert f not in folders, f"new folder {f} already exists"
    to_new = sum(1 for v in expected.values() if v in NEW_FOLDERS)
    assert to_new <= 3, f"{to_new} inbox files expect a new folder"
    for p, v in expected.items():
        assert v == "" or v in folders or v in NEW_FOLDERS, f"{p}: unknown folder {v!r}"
        assert v == "" or v.endswith("/"), v

    lib_set = set(lib_paths)
    kinds = Counter(q["kind"] for q in QUESTIONS)
    assert len(QUESTIONS) >= 32 and kinds["cross"] >= 8, kinds
    for q in QUESTIONS:
        assert 1 <= len(q["expect"]) <= 3, q
        for e in q["expect"]:
            assert e in lib_set, f"question {q['q']!r}: {e} is not a library file"

    (root / "guideline.md").write_text(data.GUIDELINE, encoding="utf-8")
    os.utime(root / "guideline.md", (_ts(datetime(2025, 9, 7, 22, 40)),) * 2)
    for spec in data.LIBRARY + data.INBOX:
        render(root, spec)

    for e in (q for qq in QUESTIONS for q in qq["expect"]):
        assert (root / e).is_file(), e
    for p in inbox_paths:
        assert (root / p).is_file(), p

    stamp = _ts(DIR_MTIME)
    for dirpath, _dirs, _files in sorted(os.walk(root), key=lambda t: -t[0].count(os.sep)):
        os.utime(dirpath, (stamp, stamp))

    return {p: expected[p] for p in sorted(expected)}


def _summary(root: pathlib.Path, result: dict[str, str]) -> str:
    lib = data.LIBRARY
    folders = Counter(_folder(s["path"]) for s in lib)
    kinds = Counter(s["kind"] for s in lib + data.INBOX)
    qk = Counter(q["kind"] for q in QUESTIONS)
    n_empty = sum(1 for v in result.values() if not v)
    n_new = sum(1 for v in result.values() if v in NEW_FOLDERS)
    sizes = folders.values()
    lines = [
        f"{NAME} ({SPLIT}, {', '.join(LANGUAGES)}) written to {root}",
        (
            f"  library: {len(lib)} files in {len(folders)} folders "
            f"(min {min(sizes)}, max {max(sizes)} per folder)"
        ),
        (
            f"  inbox:   {len(result)} files, {n_empty} fit nowhere, "
            f"{n_new} go to new folders {sorted(NEW_FOLDERS)}"
        ),
        "  file kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())),
        f"  questions: {len(QUESTIONS)} ("
        + ", ".join(f"{k}={v}" for k, v in sorted(qk.items()))
        + ")",
    ]
    return "\n".join(lines)


if __name__ == "__main__":
    out = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/hogar-es-out")
    res = build(out)
    print(_summary(out, res))
    for k, v in res.items():
        print(f"    {k}  ->  {v or '(none)'}")
