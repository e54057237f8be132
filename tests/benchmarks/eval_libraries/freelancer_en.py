"""Held-out library: a freelance illustrator and UI designer in Manchester (British English).

Nell Whitworth keeps her work by client and project (``Clients/<client>/<project>/``), her
business paperwork by UK tax year (``Business/Invoices/2024-25/``, ``Business/Expenses/...``,
``Business/Tax/Self Assessment/...``) and a smaller personal side (ID, home, health, bank,
allotment, photos by calendar year plus dated trip folders). Her ``guideline.md`` names
about half of the 28 existing folders; VAT, the NatWest and Monzo exports, insurance,
equipment, portfolio, enquiries, ID, health and the allotment are only learnable from
their files.

What the inbox tests, besides plain topic matching:
  * tax-year arithmetic: an invoice dated 2 April 2025 and an Adobe receipt dated
    3 April 2025 belong to 2024-25; a "P60_2025" covers 2024-25; an SA302 printed in
    May 2025 is about 2023-24; the first invoice of 2025-26 needs a new folder;
  * rules that beat keywords: client invoices go to Invoices, not the client; the iPad
    receipt goes to Expenses, not Equipment; energy and council tax go to Home, not the
    business; a personal seed order is not an expense; an unconfirmed enquiry is not a job;
  * photos filed by EXIF date: trip days (Skye 14-21 Sept 2024, Lisbon 3-8 May 2025) versus
    the year folders, one messenger image without EXIF, one 2023 photo (new year folder);
  * screenshots and scans whose meaning is only in the pixels (need OCR);
  * three files that fit nowhere (a meme, a printer test, a recipe download).

Run ``python -m tests.benchmarks.eval_libraries.freelancer_en DIR`` to build and summarise.
"""

from __future__ import annotations

import calendar
import csv
import io
import os
import pathlib
import random
import sys
import zlib
from collections import Counter
from datetime import UTC, datetime

from fpdf import FPDF
from fpdf.enums import XPos, YPos
from PIL import Image, ImageDraw, ImageFont

from .freelancer_en_data import GUIDELINE, INBOX, LIBRARY, ME

NAME = "freelancer-en"
PERSONA = (
    "Nell Whitworth, freelance illustrator and UI designer in Manchester, UK; clients, "
    "invoices by tax year, HMRC/VAT and a small personal side, all in British English"
)
SEED = 20250519
GUIDELINE_DATE = "2025-04-20"
FOLDER_DATE = "2025-05-19 18:00:00"

# Pillow's bundled font is ASCII only; PDF core fonts are Latin-1 only.
_ASCII = str.maketrans({"£": "GBP ", "–": "-", "—": "-", "’": "'", "‘": "'", "“": '"', "”": '"'})
_LATIN1 = str.maketrans({"–": "-", "—": "-", "’": "'", "‘": "'", "“": '"', "”": '"', "…": "..."})


def _stamp(date: str) -> float:
    fmt = "%Y-%m-%d %H:%M:%S" if " " in date else "%Y-%m-%d"
    moment = datetime.strptime(date, fmt)
    if " " not in date:
        moment = moment.replace(hour=12)
    return float(calendar.timegm(moment.timetuple()))


def _rng(path: str) -> random.Random:
    return random.Random(SEED ^ zlib.crc32(path.encode()))


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    try:
        return ImageFont.load_default(size=size)
    except (OSError, ImportError):  # Pillow built without FreeType: small bitmap font
        return ImageFont.load_default()


def _wrap(text: str, font, width: int) -> list[str]:
    out, line = [], ""
    for word in text.split(" "):
        trial = f"{line} {word}" if line else word
        if line and font.getlength(trial) > width:
            out.append(line)
            line = word
        else:
            line = trial
    return [*out, line]


# ----------------------------------------------------------------------------- PDFs


def _new_pdf(title: str, date: str) -> FPDF:
    pdf = FPDF(unit="mm", format="A4")
    pdf.set_creation_date(datetime.fromtimestamp(_stamp(date), UTC))
    pdf.set_title(title.translate(_LATIN1))
    pdf.set_author("")
    pdf.set_auto_page_break(True, margin=18)
    pdf.set_margins(20, 20, 20)
    pdf.add_page()
    return pdf


def _text_pdf(lines: list[str], date: str) -> bytes:
    pdf = _new_pdf(lines[0], date)
    for i, raw in enumerate(lines):
        text = raw.translate(_LATIN1).encode("latin-1", "replace").decode("latin-1")
        if i == 0:
            pdf.set_font("Helvetica", "B", 15)
            pdf.multi_cell(0, 8, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            pdf.ln(3)
        elif text.startswith("## "):
            pdf.ln(2)
            pdf.set_font("Helvetica", "B", 12)
            pdf.multi_cell(0, 7, text[3:], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
        elif not text:
            pdf.ln(4)
        else:
            pdf.set_font("Helvetica", "", 11)
            pdf.multi_cell(0, 6, text, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    return bytes(pdf.output())


def _money(value: float) -> str:
    return f"£{value:,.2f}"


def _invoice_lines(e: dict) -> list[str]:
    when = datetime.strptime(e["date"], "%Y-%m-%d")
    net = sum(amount for _, amount in e["items"])
    vat = round(net * 0.2, 2) if e.get("vat", True) else 0.0
    lines = [f"INVOICE {e['num']}", *ME, ""]
    lines += [f"Invoice date: {when.day} {when:%B %Y}", f"Invoice number: {e['num']}", ""]
    lines += ["## Bill to", *e["to"], "", "## Description"]
    lines += [f"{desc} .......... {_money(amount)}" for desc, amount in e["items"]]
    lines += ["", f"Subtotal: {_money(net)}"]
    if vat:
        lines += [f"VAT at 20%: {_money(vat)}", "VAT registration number: GB 318 4472 09"]
    lines += [f"Total due: {_money(net + vat)}", ""]
    lines += [
        "Payment within 30 days by bank transfer to: NatWest, N Whitworth Illustration, "
        "sort code 60-83-71, account 44718203. Please quote the invoice number.",
        "Thank you!",
    ]
    return lines


def _scan_pdf(lines: list[str], date: str, rng: random.Random) -> bytes:
    """A page scanned to an image: no text layer at all."""
    w, h, margin = 1050, 1485, 90
    paper = 244
    img = Image.new("L", (w, h), paper)
    draw = ImageDraw.Draw(img)
    body, head = _font(30), _font(38)
    y = margin
    for raw in lines:
        text = raw.translate(_ASCII)
        if not text:
            y += 26
            continue
        font = head if text.startswith("## ") else body
        text = text.removeprefix("## ")
        if text.startswith(">>"):
            text = text[2:].strip()
            draw.text((w - margin - font.getlength(text), y), text, font=font, fill=30)
            y += 42
            continue
        signed = text.startswith("~")
        for part in _wrap(text.lstrip("~"), font, w - 2 * margin):
            draw.text((margin, y), part, font=font, fill=30)
            y += 50 if font is head else 42
        if signed:  # a pen signature under the line
            x0, pts = margin + 40, []
            for k in range(40):
                pts.append((x0 + k * 9, y + 18 + rng.randint(-14, 14)))
            draw.line(pts, fill=60, width=3)
            y += 50
    for _ in range(120):  # scanner dust
        x, yy = rng.randrange(w), rng.randrange(h)
        draw.point((x, yy), fill=rng.randint(120, 200))
    img = img.rotate(rng.uniform(-0.8, 0.8), resample=Image.BICUBIC, fillcolor=paper)
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=62)
    buf.seek(0)
    pdf = _new_pdf("", date)
    pdf.image(buf, x=0, y=0, w=210, h=297)
    return bytes(pdf.output())


# ----------------------------------------------------------------------------- images

_SIZES = {"phone": ((750, 1334), 30), "desktop": ((1440, 900), 26), "card": ((1000, 700), 28)}


def _shot_png(lines: list[str], size: str) -> bytes:
    """A screen with readable text: app bar, chat bubbles, buttons."""
    (w, h), base = _SIZES[size]
    img = Image.new("RGB", (w, h), (247, 247, 249))
    draw = ImageDraw.Draw(img)
    body, big, small = _font(base), _font(base + 8), _font(base - 6)
    pad, y = 40, 20
    if size == "phone":
        draw.text((pad, 18), "9:41", font=small, fill=(20, 20, 20))
        draw.text(
            (w - pad - small.getlength("5G  87%"), 18), "5G  87%", font=small, fill=(20, 20, 20)
        )
        y = 64
    for raw in lines:
        text = raw.translate(_ASCII)
        if y > h - 60:
            break
        if text.startswith("# "):
            draw.rectangle((0, y - 8, w, y + base + 40), fill=(228, 231, 238))
            draw.text((pad, y + 10), text[2:], font=big, fill=(15, 18, 30))
            y += base + 64
        elif text.startswith("! "):
            for part in _wrap(text[2:], big, w - 2 * pad):
                draw.text((pad, y), part, font=big, fill=(10, 10, 10))
                y += base + 18
            y += 10
        elif text.startswith(("> ", "< ")):
            mine = text.startswith("< ")
            parts = _wrap(text[2:], body, int(w * 0.68))
            bw = max(body.getlength(p) for p in parts) + 36
            bh = len(parts) * (base + 10) + 24
            x0 = w - pad - bw if mine else pad
            fill = (206, 226, 252) if mine else (230, 230, 235)
            draw.rounded_rectangle((x0, y, x0 + bw, y + bh), radius=22, fill=fill)
            for k, part in enumerate(parts):
                draw.text((x0 + 18, y + 12 + k * (base + 10)), part, font=body, fill=(20, 20, 25))
            y += bh + 18
        elif text.startswith("[") and text.endswith("]"):
            label = text[1:-1]
            bw = body.getlength(label) + 60
            draw.rounded_rectangle(
                (pad, y, pad + bw, y + base + 30),
                radius=14,
                fill=(222, 234, 250),
                outline=(60, 90, 160),
                width=2,
            )
            draw.text((pad + 30, y + 14), label, font=body, fill=(20, 40, 90))
            y += base + 46
        elif text.startswith("- "):
            draw.text((pad, y), text[2:], font=small, fill=(105, 105, 115))
            y += base + 8
        elif not text:
            y += base
        else:
            for part in _wrap(text, body, w - 2 * pad):
                draw.text((pad, y), part, font=body, fill=(25, 25, 30))
                y += base + 12
    buf = io.BytesIO()
    img.save(buf, "PNG")
    return buf.getvalue()


_SCENES = {
    "park": [(86, 140, 70), (120, 170, 90), (150, 190, 230), (200, 215, 235)],
    "garden": [(70, 120, 50), (110, 150, 60), (160, 120, 80), (210, 190, 120)],
    "city": [(120, 110, 100), (160, 150, 140), (90, 90, 100), (190, 180, 170)],
    "beach": [(230, 210, 160), (90, 160, 200), (170, 210, 235), (240, 230, 200)],
    "autumn": [(170, 90, 40), (200, 140, 60), (110, 80, 50), (180, 170, 150)],
    "indoor": [(190, 160, 120), (120, 90, 70), (230, 210, 180), (90, 70, 60)],
    "highland": [(90, 110, 70), (130, 130, 110), (170, 180, 190), (70, 80, 90)],
    "sea": [(60, 100, 140), (110, 150, 180), (190, 200, 210), (80, 90, 80)],
    "lisbon": [(200, 110, 70), (235, 200, 120), (120, 170, 220), (240, 235, 225)],
}
_PALETTES = {
    "river": [(40, 80, 70), (70, 120, 100), (30, 50, 90), (210, 160, 70), (235, 225, 200)],
    "kraft": [(196, 160, 120), (225, 120, 50), (60, 90, 60), (240, 200, 90), (40, 40, 40)],
    "navy": [(20, 33, 61), (252, 163, 17), (244, 241, 234)],
    "riso": [(255, 72, 176), (0, 120, 191), (255, 232, 0), (245, 240, 230)],
    "meme": [(60, 60, 60), (120, 110, 100), (180, 170, 160), (90, 80, 70)],
}


def _exif(make_model: tuple[str, str], taken: str) -> Image.Exif:
    stamp = taken.replace("-", ":")
    exif = Image.Exif()
    exif[0x010F], exif[0x0110] = make_model
    exif[0x0132] = stamp
    exif[0x0131] = "18.4.1" if make_model[0] == "Apple" else "Digital Camera X-T30 II Ver1.30"
    sub = exif.get_ifd(0x8769)
    sub[0x9003] = stamp  # DateTimeOriginal
    sub[0x9004] = stamp  # DateTimeDigitized
    sub[0x9011] = "+01:00" if taken[5:7] in {"04", "05", "06", "07", "08", "09", "10"} else "+00:00"
    return exif


def _photo_jpeg(e: dict, rng: random.Random) -> bytes:
    w, h = e.get("size", (800, 600))
    colours = _SCENES[e["scene"]]
    small = Image.new("RGB", (10, 8))
    pixels = []
    for yy in range(8):
        for _ in range(10):
            r, g, b = colours[min(len(colours) - 1, rng.randrange(len(colours)) if yy > 2 else 2)]
            j = rng.randint(-18, 18)
            pixels.append(
                (max(0, min(255, r + j)), max(0, min(255, g + j)), max(0, min(255, b + j)))
            )
    small.putdata(pixels)
    img = small.resize((w, h), Image.BICUBIC)
    grain = Image.frombytes("L", (w // 8, h // 8), rng.randbytes((w // 8) * (h // 8)))
    grain = grain.resize((w, h), Image.BICUBIC).convert("RGB")
    img = Image.blend(img, grain, 0.07)
    buf = io.BytesIO()
    if e.get("exif"):
        img.save(buf, "JPEG", quality=72, exif=_exif(e["exif"], e["date"]))
    else:  # messenger apps strip metadata
        img.save(buf, "JPEG", quality=68)
    return buf.getvalue()


def _art(e: dict, rng: random.Random, path: str) -> bytes:
    w, h = e["size"]
    colours = _PALETTES[e["palette"]]
    img = Image.new("RGB", (w, h), colours[-1])
    draw = ImageDraw.Draw(img)
    for _ in range(14):
        c = colours[rng.randrange(len(colours) - 1)]
        x, y = rng.randrange(w), rng.randrange(h)
        r = rng.randint(min(w, h) // 14, min(w, h) // 4)
        if rng.random() < 0.6:
            draw.ellipse((x - r, y - r, x + r, y + r), fill=c)
        else:
            pts = [(x + rng.randint(-r, r), y + rng.randint(-r, r)) for _ in range(4)]
            draw.polygon(pts, fill=c)
    font = _font(max(22, w // 26))
    for key, top in (("top", True), ("label", False)):
        if key not in e:
            continue
        parts = _wrap(e[key].translate(_ASCII), font, w - 60)
        step = font.size + 10 if hasattr(font, "size") else 20
        y = 30 if top else h - 30 - step * len(parts)
        draw.rectangle((0, y - 12, w, y + step * len(parts) + 6), fill=(250, 248, 242))
        for k, part in enumerate(parts):
            x = (w - font.getlength(part)) / 2
            draw.text((x, y + k * step), part, font=font, fill=(20, 20, 20))
    buf = io.BytesIO()
    if path.lower().endswith(".png"):
        img.save(buf, "PNG")
    else:
        img.save(buf, "JPEG", quality=80)
    return buf.getvalue()


# ----------------------------------------------------------------------------- web, csv


def _html(e: dict) -> str:
    url = e["url"]
    return (
        "<!DOCTYPE html>\n"
        f"<!-- saved from url=({len(url):04d}){url} -->\n"
        '<html lang="en-GB"><head><meta charset="utf-8">\n'
        f"<title>{e['title']}</title>\n"
        "<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2em auto;"
        "color:#222}td,th{padding:4px 12px;text-align:left}</style></head>\n"
        f"<body><header><nav><strong>{e['site']}</strong> &middot; Help &middot; "
        "Account</nav></header>\n<main>\n"
        f"{e['body']}\n</main>\n"
        f"<footer><small>&copy; {e['date'][:4]} {e['site']}. All rights reserved.</small>"
        "</footer></body></html>\n"
    )


def _csv(header: list[str], rows: list[list[str]]) -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, lineterminator="\r\n")
    writer.writerow(header)
    writer.writerows(rows)
    return buf.getvalue()


def _natwest(e: dict) -> str:
    balance, rows = e["opening"], []
    for date, kind, desc, value in e["rows"]:
        balance = round(balance + value, 2)
        rows.append(
            [
                date,
                kind,
                desc,
                f"{value:.2f}",
                f"{balance:.2f}",
                "N WHITWORTH ILLUSTRATION",
                "608371-44718203",
            ]
        )
    return "\r\n" + _csv(
        ["Date", "Type", "Description", "Value", "Balance", "Account Name", "Account Number"], rows
    )


def _monzo(e: dict, rng: random.Random) -> str:
    header = [
        "Transaction ID",
        "Date",
        "Time",
        "Type",
        "Name",
        "Emoji",
        "Category",
        "Amount",
        "Currency",
        "Local amount",
        "Local currency",
        "Notes and #tags",
        "Address",
        "Receipt",
        "Description",
        "Category split",
        "Money Out",
        "Money In",
    ]
    rows = []
    for date, time, kind, name, category, amount, note in e["rows"]:
        local, currency = f"{amount:.2f}", "GBP"
        if note.startswith("EUR "):
            local, currency, note = f"-{note[4:]}", "EUR", ""
        tx = "tx_0000" + "".join(
            rng.choice("0123456789ABCDEFGHJKLMNPQRSTUVWXYZ") for _ in range(15)
        )
        rows.append(
            [
                tx,
                date,
                time,
                kind,
                name,
                "",
                category,
                f"{amount:.2f}",
                "GBP",
                local,
                currency,
                note,
                "",
                "",
                name.upper(),
                "",
                f"{-amount:.2f}" if amount < 0 else "",
                f"{amount:.2f}" if amount > 0 else "",
            ]
        )
    return _csv(header, rows)


# ----------------------------------------------------------------------------- build


def _render(e: dict) -> bytes:
    path, kind, rng = e["path"], e["kind"], _rng(e["path"])
    if kind == "text":
        return e["text"].encode()
    if kind == "html":
        return _html(e).encode()
    if kind == "csv":
        return _csv(e["header"], e["rows"]).encode()
    if kind == "natwest":
        return _natwest(e).encode()
    if kind == "monzo":
        return _monzo(e, rng).encode()
    if kind == "pdf":
        return _text_pdf(e["lines"], e["date"])
    if kind == "invoice":
        return _text_pdf(_invoice_lines(e), e["date"])
    if kind == "scan":
        return _scan_pdf(e["lines"], e["date"], rng)
    if kind == "shot":
        return _shot_png(e["lines"], e["size"])
    if kind == "photo":
        return _photo_jpeg(e, rng)
    if kind == "art":
        return _art(e, rng, path)
    raise ValueError(f"unknown kind {kind!r} for {path}")


def _write(root: pathlib.Path, rel: str, data: bytes, date: str) -> None:
    target = root / rel
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)
    stamp = _stamp(date)
    os.utime(target, (stamp, stamp))


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the whole library under root; return {"inbox/<name>": expected folder or ""}."""
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    _write(root, "guideline.md", GUIDELINE.encode(), GUIDELINE_DATE)
    for entry in (*LIBRARY, *INBOX):
        _write(root, entry["path"], _render(entry), entry["date"])
    folder_stamp = _stamp(FOLDER_DATE)
    for dirpath, _dirs, _files in os.walk(root):
        os.utime(dirpath, (folder_stamp, folder_stamp))
    return {e["path"]: e["expect"] for e in sorted(INBOX, key=lambda e: e["path"])}


def _summary(root: pathlib.Path, expected: dict[str, str]) -> str:
    folders = sorted({e["path"].rsplit("/", 1)[0] + "/" for e in LIBRARY})
    lines = [
        f"{NAME}: {PERSONA}",
        f"built under {root}",
        f"library folders with files: {len(folders)}",
        f"library files: {len(LIBRARY)} (+ guideline.md)",
        f"inbox files: {len(INBOX)}",
        "expected answers per folder:",
    ]
    for folder, n in sorted(Counter(expected.values()).items()):
        note = "" if not folder or folder in folders else "  (new folder)"
        lines.append(f"  {n:2d}  {folder or '(leave in inbox)'}{note}")
    kinds = Counter(e["kind"] for e in INBOX)
    lines.append("inbox kinds: " + ", ".join(f"{k} {n}" for k, n in sorted(kinds.items())))
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: python -m tests.benchmarks.eval_libraries.freelancer_en DIR")
    out = pathlib.Path(sys.argv[1])
    if out.exists() and any(out.iterdir()):
        sys.exit(f"{out} is not empty; give a new or empty directory")
    print(_summary(out, build(out)))
