"""Held-out evaluation library "family-in": a Bengaluru couple's household + bakery papers.

Ananya (a physician at a private hospital) and Rohit (who runs a small bakery, Rohit's Oven)
keep one library for the family: IDs, tax by assessment year, HDFC statements, insurance,
rent and BESCOM bills, the bakery's GST invoices by calendar quarter, suppliers, staff,
their son Kiaan's school years, health papers per person, and photos split between dated
trip folders and per-year folders. The inbox is mostly phone output: UPI screenshots,
WhatsApp images, scans from the home printer, downloads with generic names.

The tables live in family_in_data.py; this module renders them into real files (PDFs with
and without a text layer, EXIF JPEGs, PNG screenshots, CSV exports) deterministically.

    python -m tests.benchmarks.eval_libraries.family_in DIR
"""

from __future__ import annotations

import calendar
import collections
import datetime as dt
import io
import os
import pathlib
import random
import sys

from fpdf import FPDF
from PIL import Image, ImageDraw, ImageFont

from . import family_in_data as data

NAME = "family-in"
PERSONA = (
    "Ananya (doctor) and Rohit (runs a small bakery), a couple in Bengaluru, India, filing home, "
    "tax, bakery and family papers in English with some Hindi/Kannada"
)

_PDF_DATE = dt.datetime(2025, 5, 12, 9, 0, 0, tzinfo=dt.UTC)
_GUIDELINE_DATE = "2025-04-06"
_INK = (33, 33, 33)


# --------------------------------------------------------------------------------------------
# small helpers


def _epoch(date: str) -> float:
    """'YYYY-MM-DD' (or an EXIF 'YYYY:MM:DD HH:MM:SS') -> a fixed UTC timestamp."""
    if ":" in date[:5]:
        when = dt.datetime.strptime(date, "%Y:%m:%d %H:%M:%S")
    else:
        when = dt.datetime.strptime(date, "%Y-%m-%d").replace(hour=12)
    return when.replace(tzinfo=dt.UTC).timestamp()


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    try:
        return ImageFont.load_default(size=size)
    except (TypeError, OSError):  # Pillow without FreeType: small bitmap font
        return ImageFont.load_default()


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> list[str]:
    """Greedy word wrap by rendered width; keeps leading spaces of a line."""
    if not text.strip() or draw.textlength(text, font=font) <= width:
        return [text]
    lead = text[: len(text) - len(text.lstrip())]
    out: list[str] = []
    line = lead
    for word in text.split():
        trial = (line + " " + word) if line.strip() else lead + word
        if draw.textlength(trial, font=font) <= width or not line.strip():
            line = trial
        else:
            out.append(line)
            line = lead + word
    out.append(line)
    return out


def _latin1(text: str) -> str:
    return text.encode("latin-1", "replace").decode("latin-1")


def _new_pdf(**kw) -> FPDF:
    pdf = FPDF(**kw)
    pdf.set_creation_date(_PDF_DATE)
    pdf.set_producer("Scanner PDF")
    pdf.set_auto_page_break(True, margin=15)
    return pdf


def _jpeg(img: Image.Image, quality: int, exif: Image.Exif | None = None) -> bytes:
    buf = io.BytesIO()
    if exif is not None:
        img.save(buf, "JPEG", quality=quality, exif=exif)
    else:
        img.save(buf, "JPEG", quality=quality)
    return buf.getvalue()


def _png(img: Image.Image) -> bytes:
    buf = io.BytesIO()
    img.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def _exif(device: str, when: str) -> Image.Exif:
    make, model, _ = data.DEVICES[device]
    exif = Image.Exif()
    exif[0x010F] = make
    exif[0x0110] = model
    exif[0x0132] = when
    sub = exif.get_ifd(0x8769)
    sub[0x9003] = when  # DateTimeOriginal
    sub[0x9004] = when  # DateTimeDigitized
    return exif


# --------------------------------------------------------------------------------------------
# renderers: each returns the file's bytes


def render_text_pdf(text: str) -> bytes:
    """A born-digital PDF: real text layer, core fonts, Latin-1."""
    pdf = _new_pdf(format="A4")
    pdf.set_producer("Microsoft: Print To PDF" if "Payslip" in text[:80] else "iText 7")
    pdf.add_page()
    pdf.set_margins(18, 18, 18)
    lines = _latin1(text).split("\n")
    pdf.set_font("Helvetica", "B", 13)
    pdf.multi_cell(0, 7, lines[0], new_x="LMARGIN", new_y="NEXT")
    pdf.ln(2)
    for line in lines[1:]:
        if not line.strip():
            pdf.ln(3)
            continue
        if "  " in line.strip():  # column-aligned table rows
            pdf.set_font("Courier", "", 8.5)
            pdf.multi_cell(0, 4.6, line, new_x="LMARGIN", new_y="NEXT")
        else:
            pdf.set_font("Helvetica", "", 10)
            pdf.multi_cell(0, 5.2, line, new_x="LMARGIN", new_y="NEXT")
    return bytes(pdf.output())


def _page_image(text: str, rng: random.Random) -> Image.Image:
    """The page as a flatbed scanner would see it: grey paper, slight skew, specks."""
    w, h = 1000, 1414
    paper = rng.randint(236, 246)
    img = Image.new("L", (w, h), paper)
    draw = ImageDraw.Draw(img)
    body, head = _font(28), _font(32)
    y = 90 + rng.randint(-10, 10)
    for i, raw in enumerate(text.split("\n")):
        font = head if i == 0 else body
        if not raw.strip():
            y += 22
            continue
        for line in _wrap(draw, raw, font, w - 150):
            draw.text((72, y), line, fill=rng.randint(25, 55), font=font)
            y += 44 if font is head else 38
    for _ in range(220):  # dust and toner specks
        x, yy = rng.randrange(w), rng.randrange(h)
        r = rng.choice((1, 1, 1, 2))
        draw.ellipse((x, yy, x + r, yy + r), fill=rng.randint(120, 200))
    img = img.rotate(rng.uniform(-0.8, 0.8), resample=Image.Resampling.BICUBIC, fillcolor=paper)
    return img


def render_scan_pdf(text: str, rng: random.Random) -> bytes:
    """A scanned page: the PDF holds only a JPEG of the page, no text layer."""
    page = _jpeg(_page_image(text, rng), quality=55)
    pdf = _new_pdf(unit="pt", format=(595.28, 841.89))
    pdf.set_producer("HP Scan / PDF")
    pdf.add_page()
    pdf.image(io.BytesIO(page), x=0, y=0, w=595.28, h=841.89)
    return bytes(pdf.output())


def _scenery(size: tuple[int, int], rng: random.Random) -> Image.Image:
    """Soft colour fields with a little grain: stands in for a real photo."""
    w, h = size
    base = Image.new("RGB", (4, 3))
    sky = (rng.randint(90, 200), rng.randint(120, 210), rng.randint(170, 250))
    ground = (rng.randint(40, 160), rng.randint(60, 150), rng.randint(20, 110))
    for x in range(4):
        for y in range(3):
            top = y == 0
            c = sky if top else ground
            jitter = [rng.randint(-35, 35) for _ in range(3)]
            base.putpixel((x, y), tuple(max(0, min(255, c[k] + jitter[k])) for k in range(3)))
    img = base.resize((w, h), Image.Resampling.BICUBIC)
    grain = Image.frombytes("L", (w // 8, h // 8), rng.randbytes((w // 8) * (h // 8)))
    grain = grain.resize((w, h), Image.Resampling.BILINEAR).convert("RGB")
    img = Image.blend(img, grain, 0.08)
    draw = ImageDraw.Draw(img)
    for _ in range(rng.randint(2, 5)):  # a few blurry "subjects"
        cx, cy, r = rng.randrange(w), rng.randrange(h // 3, h), rng.randint(30, 110)
        col = tuple(rng.randint(30, 230) for _ in range(3))
        draw.ellipse((cx - r, cy - r, cx + r, cy + int(r * 1.6)), fill=col)
    return img


def render_photo(device: str, when: str, rng: random.Random) -> bytes:
    size = data.DEVICES[device][2]
    return _jpeg(_scenery(size, rng), quality=72, exif=_exif(device, when))


def render_card(device: str | None, when: str | None, text: str, rng: random.Random) -> bytes:
    """A phone photo of a piece of paper or card; messenger copies carry no EXIF."""
    w, h = (800, 1000) if device is None else data.DEVICES[device][2]
    table = (rng.randint(90, 140), rng.randint(70, 110), rng.randint(50, 80))
    img = Image.new("RGB", (w, h), table)
    draw = ImageDraw.Draw(img)
    font = _font(26 if w < 700 else 28)
    lines: list[str] = []
    for raw in text.split("\n"):
        lines += _wrap(draw, raw, font, w - 140)
    top = max(40, (h - 40 * len(lines)) // 2 - 40)
    draw.rectangle((30, top - 40, w - 30, top + 40 * len(lines) + 40), fill=(250, 248, 240))
    y = top
    for line in lines:
        draw.text((60, y), line, fill=_INK, font=font)
        y += 40
    img = img.rotate(rng.uniform(-2.5, 2.5), resample=Image.Resampling.BICUBIC, fillcolor=table)
    exif = _exif(device, when) if device and when else None
    return _jpeg(img, quality=70, exif=exif)


def _status_bar(draw: ImageDraw.ImageDraw, w: int, clock: str) -> None:
    small = _font(22)
    draw.text((24, 12), clock, fill=(20, 20, 20), font=small)
    draw.text((w - 150, 12), "4G  78%", fill=(20, 20, 20), font=small)


def _phone(spec: dict, rng: random.Random) -> Image.Image:
    w, h = (720, 1480) if spec["style"] in ("phone", "chat") else (750, 1334)
    chat = spec["style"] == "chat"
    img = Image.new("RGB", (w, h), (236, 229, 221) if chat else (248, 248, 248))
    draw = ImageDraw.Draw(img)
    _status_bar(draw, w, spec["clock"])
    draw.rectangle((0, 50, w, 160), fill=spec["accent"])
    draw.text((32, 82), ("<  " if chat else "") + spec["app"], fill=(255, 255, 255), font=_font(34))
    y = 200
    body = _font(26)
    for line in spec["lines"]:
        if chat:
            mine = line.startswith("<")
            parts = _wrap(draw, line[2:], body, int(w * 0.66))
            bw = int(max(draw.textlength(p, font=body) for p in parts)) + 40
            bh = 38 * len(parts) + 26
            x0 = w - bw - 24 if mine else 24
            draw.rounded_rectangle(
                (x0, y, x0 + bw, y + bh), 14, fill=(220, 248, 198) if mine else (255, 255, 255)
            )
            for i, p in enumerate(parts):
                draw.text((x0 + 20, y + 13 + 38 * i), p, fill=_INK, font=body)
            y += bh + 18
            continue
        if not line:
            y += 26
            continue
        if line.startswith("## "):
            draw.text((40, y), line[3:], fill=_INK, font=_font(48))
            y += 72
            continue
        if line.startswith("# "):
            draw.ellipse((40, y + 2, 84, y + 46), fill=(30, 160, 80))
            draw.text((100, y + 4), line[2:], fill=(30, 120, 60), font=_font(32))
            y += 70
            continue
        for part in _wrap(draw, line, body, w - 80):
            draw.text((40, y), part, fill=_INK, font=body)
            y += 40
    if chat:
        draw.rectangle((0, h - 90, w, h), fill=(246, 246, 246))
        draw.text((32, h - 62), "Type a message", fill=(140, 140, 140), font=_font(24))
    return img


def _desktop(spec: dict, rng: random.Random) -> Image.Image:
    w, h = 1440, 900
    img = Image.new("RGB", (w, h), (58, 78, 110))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, w, 30), fill=(235, 235, 235))
    draw.text(
        (16, 5), "Chrome   File   Edit   View   History   Bookmarks", fill=_INK, font=_font(18)
    )
    draw.rectangle((60, 60, w - 60, h - 40), fill=(255, 255, 255))
    draw.rectangle((60, 60, w - 60, 140), fill=(222, 225, 230))
    draw.text((90, 68), spec["title"][:70], fill=_INK, font=_font(20))
    draw.rounded_rectangle((90, 98, w - 90, 130), 12, fill=(255, 255, 255))
    draw.text((110, 102), spec["url"], fill=(60, 60, 60), font=_font(20))
    draw.rectangle((60, 140, w - 60, 200), fill=spec["accent"])
    y = 240
    if spec.get("dialog"):
        draw.rectangle((60, 200, w - 60, h - 40), fill=(190, 190, 190))
        x0, y0, x1, y1 = 470, 300, 970, 560
        draw.rounded_rectangle((x0, y0, x1, y1), 10, fill=(255, 255, 255), outline=(120, 120, 120))
        y = y0 + 40
        for line in spec["lines"]:
            if line.startswith("## "):
                draw.text((x0 + 40, y), line[3:], fill=(170, 30, 30), font=_font(32))
                y += 60
            elif line.startswith("["):
                draw.rounded_rectangle(
                    (x1 - 170, y1 - 70, x1 - 40, y1 - 25), 8, fill=spec["accent"]
                )
                draw.text(
                    (x1 - 130, y1 - 62), line.strip("[] "), fill=(255, 255, 255), font=_font(26)
                )
            else:
                draw.text((x0 + 40, y), line, fill=_INK, font=_font(22))
                y += 36
        return img
    for line in spec["lines"]:
        if not line:
            y += 24
        elif line.startswith("## "):
            draw.text((120, y), line[3:], fill=_INK, font=_font(32))
            y += 52
        elif line.startswith("# "):
            draw.text((120, y), line[2:], fill=(20, 110, 50), font=_font(36))
            y += 60
        else:
            draw.text((120, y), line, fill=_INK, font=_font(24))
            y += 38
    return img


def render_shot(spec: dict, rng: random.Random) -> bytes:
    img = _desktop(spec, rng) if spec["style"] == "mac" else _phone(spec, rng)
    return _png(img)


def render_hdfc(acct: str, year: int, month: int, rng: random.Random) -> str:
    """One month of an HDFC Bank account statement as the net-banking CSV export."""
    table = data.HDFC_SAVINGS if acct == "4417" else data.HDFC_CURRENT
    days = calendar.monthrange(year, month)[1]
    rows = []
    for narration, lo, hi, debit, per_month in table:
        for _ in range(per_month):
            amount = (
                lo if lo == hi else rng.randint(lo // 10, hi // 10) * 10 + rng.choice((0, 0, 5))
            )
            if "SALARY" in narration and not debit:
                day = 1
            elif "BESCOM" in narration:  # bills are dated the 4th-6th, paid after
                day = rng.randint(8, 18)
            else:
                day = rng.randint(1, days)
            rows.append((day, narration, amount, debit))
    rows.sort(key=lambda r: (r[0], r[1]))
    balance = float(rng.randint(180000, 420000) if acct == "4417" else rng.randint(90000, 260000))
    out = ["Date,Narration,Chq./Ref.No.,Value Dt,Withdrawal Amt.,Deposit Amt.,Closing Balance"]
    for day, narration, amount, debit in rows:
        balance += -amount if debit else amount
        d = f"{day:02d}/{month:02d}/{year % 100:02d}"
        ref = f"{rng.randint(10**11, 10**12 - 1)}"
        w, c = (f"{amount:.2f}", "") if debit else ("", f"{amount:.2f}")
        out.append(f'{d},"{narration}",{ref},{d},{w},{c},{balance:.2f}')
    return "\n".join(out) + "\n"


def render_attendance(year: int, month: int, rng: random.Random) -> str:
    """The bakery's monthly attendance sheet: P present, A absent, WO weekly off (Tuesday)."""
    staff = data.STAFF_BY_MONTH[(year, month)]
    out = ["date,day," + ",".join(name for name, _ in staff)]
    for day in range(1, calendar.monthrange(year, month)[1] + 1):
        date = dt.date(year, month, day)
        marks = []
        for _name, rate in staff:
            if rate is None:  # left mid-month
                marks.append(
                    "P" if day <= 15 and date.weekday() != 1 else ("WO" if day <= 15 else "-")
                )
            elif date.weekday() == 1:
                marks.append("WO")
            else:
                marks.append("P" if rng.random() < rate else "A")
        out.append(f"{date.isoformat()},{date.strftime('%a')}," + ",".join(marks))
    return "\n".join(out) + "\n"


def _render(relpath: str, kind: str, payload) -> bytes:
    rng = random.Random(f"{NAME}/{relpath}")
    if kind == "text":
        return payload.encode("utf-8")
    if kind == "pdf":
        return render_text_pdf(payload)
    if kind == "scan":
        return render_scan_pdf(payload, rng)
    if kind == "photo":
        return render_photo(payload[0], payload[1], rng)
    if kind == "card":
        return render_card(payload[0], payload[1], payload[2], rng)
    if kind == "shot":
        return render_shot(payload, rng)
    if kind == "hdfc":
        return render_hdfc(*payload, rng).encode("utf-8")
    if kind == "attendance":
        return render_attendance(*payload, rng).encode("utf-8")
    raise ValueError(f"unknown kind {kind!r} for {relpath}")


def _write(root: pathlib.Path, relpath: str, content: bytes, date: str) -> None:
    path = root / relpath
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(content)
    t = _epoch(date)
    os.utime(path, (t, t))


# --------------------------------------------------------------------------------------------
# the interface


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the whole library under root; return {"inbox/<name>": expected folder or ""}."""
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    _write(root, "guideline.md", data.GUIDELINE.encode("utf-8"), _GUIDELINE_DATE)
    folders: set[str] = set()
    for relpath, kind, payload, date in data.LIBRARY:
        _write(root, relpath, _render(relpath, kind, payload), date)
        folders.add(relpath.rsplit("/", 1)[0] + "/")
    expected: dict[str, str] = {}
    for name, kind, payload, date, folder in data.INBOX:
        relpath = f"inbox/{name}"
        _write(root, relpath, _render(relpath, kind, payload), date)
        if folder and folder not in folders and folder not in data.NEW_FOLDERS:
            raise AssertionError(
                f"{name}: expected folder {folder!r} is neither in the library nor new"
            )
        expected[relpath] = folder
    # Directories get a fixed mtime too, deepest first so parents are not touched again.
    dirs = sorted(
        {p for p in root.rglob("*") if p.is_dir()}, key=lambda p: len(p.parts), reverse=True
    )
    t = _epoch("2025-05-10")
    for d in [*dirs, root]:
        os.utime(d, (t, t))
    return expected


def _summary(root: pathlib.Path, expected: dict[str, str]) -> str:
    lib_files = [
        p
        for p in root.rglob("*")
        if p.is_file() and p.parts[len(root.parts)] != "inbox" and p.name != "guideline.md"
    ]
    folders = sorted({str(p.parent.relative_to(root)) + "/" for p in lib_files})
    kinds = collections.Counter(
        p.suffix.lower() or "(none)" for p in root.joinpath("inbox").iterdir()
    )
    per_folder = collections.Counter(expected.values())
    lines = [
        f"{NAME}: {PERSONA}",
        f"library folders: {len(folders)}   library files: {len(lib_files)}   inbox files: {len(expected)}",
        "inbox kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())),
        "expected answers per folder:",
    ]
    for folder, n in sorted(per_folder.items(), key=lambda kv: (kv[0] == "", kv[0])):
        label = folder or '"" (leave in inbox)'
        new = "  (new folder)" if folder in data.NEW_FOLDERS else ""
        lines.append(f"  {n:2d}  {label}{new}")
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.benchmarks.eval_libraries.family_in DIR")
    out = pathlib.Path(sys.argv[1])
    print(_summary(out, build(out)))
