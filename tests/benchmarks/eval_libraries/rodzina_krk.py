"""rodzina-krk: the files of Tomasz Wiśniewski and Olena Wiśniewska in Kraków.

Tomasz (Polish, backend developer) and Olena (Ukrainian from Lviv, freelance FR/UK/PL
translator and French teacher, who studied in Lyon), with their daughter Zoja. A household
whose files are mostly office documents and phone media: Word, Excel, PowerPoint and
LibreOffice files, RTF, EPUB, calendar invites, contact cards, HEIC photos and videos with
GPS, and plain-text notes from old computers in legacy encodings (cp1250, cp1251, cp1252,
KOI8-U). Polish, Ukrainian, French and a little Russian.

Run: python -m tests.benchmarks.eval_libraries.rodzina_krk /tmp/rodzina-krk-out
"""

from __future__ import annotations

import datetime as dt
import html
import os
import pathlib
import quopri
import random
import re
import sys
import zipfile
import zlib
import zoneinfo
from email.message import EmailMessage
from email.policy import SMTP

from fpdf import FPDF
from fpdf.enums import MethodReturnValue, XPos, YPos
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import rodzina_krk_data as data  # noqa: E402

NAME = "rodzina-krk"
PERSONA = (
    "Tomasz Wiśniewski (Polish backend developer) and Olena Wiśniewska (Ukrainian from Lviv, "
    "freelance FR/UK/PL translator and French teacher, studied in Lyon), daughter Zoja, renting "
    "a flat in Kraków; files mostly office documents and phone media in Polish, Ukrainian, "
    "French and some Russian, several from old computers in legacy encodings"
)
LANGUAGES = ["pl", "uk", "fr", "ru"]
SPLIT = "test"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
FONT_MONO = "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"
TZ = zoneinfo.ZoneInfo("Europe/Warsaw")
DIR_MTIME = dt.datetime(2026, 1, 18, 20, 40, 0)

_font_cache: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def _check_fonts() -> None:
    for f in (FONT, FONT_B, FONT_MONO):
        if not os.path.exists(f):
            raise FileNotFoundError(f"{NAME} needs the DejaVu font {f} (package fonts-dejavu-core)")


def _font(path: str, size: int) -> ImageFont.FreeTypeFont:
    key = (path, size)
    if key not in _font_cache:
        _font_cache[key] = ImageFont.truetype(path, size)
    return _font_cache[key]


def _rng(*parts: object) -> random.Random:
    return random.Random(zlib.crc32("|".join(str(p) for p in parts).encode("utf-8")))


def _parse_when(s: str, tz: dt.tzinfo = TZ) -> dt.datetime:
    for fmt in ("%Y-%m-%d %H:%M:%S", "%Y-%m-%d %H:%M", "%Y-%m-%d"):
        try:
            t = dt.datetime.strptime(s, fmt)
        except ValueError:
            continue
        if fmt == "%Y-%m-%d":
            t = t.replace(hour=10, minute=0)
        return t.replace(tzinfo=tz)
    raise ValueError(f"bad date {s!r}")


def _blocks(text: str) -> list[tuple[str, object]]:
    """The small markup every text document uses: '# ' title, '## ' heading, rows with ' | '
    (a leading '!' marks a header row) grouped into tables, '- ' list items, other lines are
    paragraphs; blank lines separate."""
    out: list[tuple[str, object]] = []
    rows: list[list[str]] = []
    for raw in text.splitlines():
        line = raw.rstrip()
        if " | " in line:
            rows.append([c.strip() for c in line.lstrip("!").split(" | ")])
            continue
        if rows:
            out.append(("table", rows))
            rows = []
        if not line.strip():
            continue
        if line.startswith("# "):
            out.append(("h1", line[2:]))
        elif line.startswith("## "):
            out.append(("h2", line[3:]))
        elif line.startswith("- "):
            out.append(("li", line[2:]))
        else:
            out.append(("p", line.strip()))
    if rows:
        out.append(("table", rows))
    return out


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


def render_pdf(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    pdf = FPDF(format="A4", unit="mm")
    pdf.set_creation_date(when)
    pdf.set_producer(doc.get("producer", "iText 7.2.5"))
    if doc.get("title"):
        pdf.set_title(doc["title"])
    pdf.add_font("DejaVu", "", FONT)
    pdf.add_font("DejaVu", "B", FONT_B)
    pdf.set_margins(18, 16, 18)
    pdf.set_auto_page_break(True, margin=16)
    pdf.add_page()
    epw = pdf.epw
    for raw in doc["text"].splitlines():
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
            cells = [c.strip() for c in line.lstrip("!").split(" | ")]
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
            for c, w in zip(cells, weights):
                pdf.set_xy(x, y0)
                pdf.multi_cell(epw * w - 1, lh, c, new_x=XPos.RIGHT, new_y=YPos.TOP)
                x += epw * w
            pdf.set_xy(pdf.l_margin, y0 + nlines * lh + 0.6)
            continue
        pdf.set_font("DejaVu", "", 9.8)
        pdf.multi_cell(epw, 5, line.strip(), new_x=XPos.LMARGIN, new_y=YPos.NEXT)
    pdf.output(str(path))


# --------------------------------------------------------------------------------------
# images: paper photographed or scanned, phone photos (JPEG and HEIC), screenshots
# --------------------------------------------------------------------------------------


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, maxw: int) -> list[str]:
    lines: list[str] = []
    cur = ""
    for w in text.split(" "):
        cand = w if not cur else cur + " " + w
        if draw.textlength(cand, font=font) <= maxw or not cur:
            cur = cand
        else:
            lines.append(cur)
            cur = w
    lines.append(cur)
    return lines


def _paper(
    text: str, size: tuple[int, int], rng: random.Random, tint=(250, 249, 244)
) -> Image.Image:
    w, h = size
    img = Image.new("RGB", size, tint)
    d = ImageDraw.Draw(img)
    base = max(14, w // 46)
    y = int(h * 0.05)
    x0 = int(w * 0.07)
    maxw = int(w * 0.86)
    for raw in text.splitlines():
        line = raw.rstrip()
        if not line.strip():
            y += base // 2
            continue
        if line.startswith("# "):
            f = _font(FONT_B, int(base * 1.35))
            line = line[2:]
        elif line.startswith("## "):
            f = _font(FONT_B, base)
            line = line[3:]
        else:
            f = _font(FONT, base)
        line = line.lstrip("!").replace(" | ", "    ")
        for part in _wrap(d, line.strip(), f, maxw):
            if y > h - base * 2:
                break
            d.text((x0, y), part, font=f, fill=(30, 30, 36))
            y += int(f.size * 1.35)
    img = img.rotate(
        rng.uniform(-1.2, 1.2), resample=Image.BICUBIC, expand=False, fillcolor=(90, 84, 76)
    )
    return img.filter(ImageFilter.GaussianBlur(0.5))


def _scene(size: tuple[int, int], palette: str, rng: random.Random) -> Image.Image:
    """A plausible-looking phone photo: sky, ground and some shapes in a palette."""
    pal = data.PALETTES[palette]
    w, h = size
    img = Image.new("RGB", size)
    d = ImageDraw.Draw(img)
    horizon = int(h * rng.uniform(0.4, 0.62))
    top, bottom = pal["sky"]
    for y in range(horizon):
        t = y / max(1, horizon)
        d.line([(0, y), (w, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(top, bottom)))
    g1, g2 = pal["ground"]
    for y in range(horizon, h):
        t = (y - horizon) / max(1, h - horizon)
        d.line([(0, y), (w, y)], fill=tuple(int(a + (b - a) * t) for a, b in zip(g1, g2)))
    for _ in range(rng.randint(5, 11)):
        c = rng.choice(pal["shapes"])
        x = rng.randint(-w // 10, w)
        bw = rng.randint(w // 14, w // 4)
        bh = rng.randint(h // 8, int(h * 0.45))
        d.rectangle([x, horizon - bh, x + bw, horizon + rng.randint(0, h // 20)], fill=c)
        if rng.random() < 0.5:
            d.polygon(
                [(x, horizon - bh), (x + bw // 2, horizon - bh - bh // 4), (x + bw, horizon - bh)],
                fill=c,
            )
    img = img.filter(ImageFilter.GaussianBlur(1.2))
    px = img.load()
    for _ in range(w * h // 60):
        x, y = rng.randrange(w), rng.randrange(h)
        r, g, b = px[x, y]
        n = rng.randint(-14, 14)
        px[x, y] = (max(0, min(255, r + n)), max(0, min(255, g + n)), max(0, min(255, b + n)))
    return img


def _dms(v: float) -> tuple[float, float, float]:
    v = abs(v)
    deg = int(v)
    mins = int((v - deg) * 60)
    sec = round(((v - deg) * 60 - mins) * 60, 2)
    return (float(deg), float(mins), sec)


def _exif(when: dt.datetime, device: str | None, gps: tuple[float, float, float] | None) -> bytes:
    ex = Image.Exif()
    if device:
        make, model, sw = data.DEVICES[device]
        ex[0x010F] = make
        ex[0x0110] = model
        ex[0x0131] = sw
    stamp = when.strftime("%Y:%m:%d %H:%M:%S")
    off = when.strftime("%z")
    off = off[:3] + ":" + off[3:]
    ex[0x0132] = stamp
    ifd = ex.get_ifd(0x8769)
    ifd[0x9003] = stamp
    ifd[0x9004] = stamp
    ifd[0x9010] = off
    ifd[0x9011] = off
    if gps:
        lat, lon, alt = gps
        g = ex.get_ifd(0x8825)
        g[1] = "N" if lat >= 0 else "S"
        g[2] = _dms(lat)
        g[3] = "E" if lon >= 0 else "W"
        g[4] = _dms(lon)
        g[5] = b"\x00"
        g[6] = float(alt)
        g[29] = when.astimezone(dt.UTC).strftime("%Y:%m:%d")
    return ex.tobytes()


def _has_exif(doc: dict) -> bool:
    return doc["kind"] in ("photo", "paper") and doc.get("device") not in (None, "scanner")


def render_image(path: pathlib.Path, doc: dict, when: dt.datetime, rng: random.Random) -> None:
    kind = doc["kind"]
    if kind == "paper":
        img = _paper(doc["text"], tuple(doc.get("size", (1200, 1650))), rng)
    elif kind == "shot":
        w, h = doc.get("size", (1080, 2340))
        img = Image.new("RGB", (w, h), (246, 246, 248))
        d = ImageDraw.Draw(img)
        d.rectangle([0, 0, w, 90], fill=(30, 30, 34))
        d.text((40, 28), when.strftime("%H:%M"), font=_font(FONT_B, 34), fill=(255, 255, 255))
        y = 150
        for raw in doc["text"].splitlines():
            f = _font(FONT_B if raw.startswith("# ") else FONT, 40)
            for part in _wrap(d, raw.lstrip("# "), f, w - 100):
                d.text((50, y), part, font=f, fill=(20, 20, 20))
                y += 58
            y += 14
    else:  # photo
        size = tuple(doc.get("size", (1008, 756)))
        img = _scene(size, doc.get("scene", "city"), rng)
    # phone cameras write EXIF; the flatbed scanner's software writes none
    exif = _exif(when, doc.get("device"), doc.get("gps")) if _has_exif(doc) else None
    if path.suffix.lower() == ".heic":
        import pillow_heif

        pillow_heif.register_heif_opener()
        img.save(path, format="HEIF", quality=55, exif=exif)
    elif path.suffix.lower() == ".png":
        img.save(path, "PNG", optimize=True)
    else:
        kw = {"exif": exif} if exif else {}
        img.save(path, "JPEG", quality=80, **kw)


# --------------------------------------------------------------------------------------
# video (PyAV): QuickTime .MOV from the iPhone with ©xyz location, .mp4 from the Samsung
# --------------------------------------------------------------------------------------


def render_video(path: pathlib.Path, doc: dict, when: dt.datetime, rng: random.Random) -> None:
    import av
    import numpy as np

    is_mov = path.suffix.lower() == ".mov"
    out = av.open(str(path), "w", format="mov" if is_mov else "mp4")
    out.metadata["creation_time"] = when.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.000000Z")
    if doc.get("device"):
        make, model, sw = data.DEVICES[doc["device"]]
        out.metadata["make"] = make
        out.metadata["model"] = model
    if doc.get("gps"):
        lat, lon, alt = doc["gps"]
        out.metadata["location"] = f"{lat:+08.4f}{lon:+09.4f}{alt:+.3f}/"
    w, h = 320, 240
    st = out.add_stream("libx264", rate=25)
    st.width, st.height, st.pix_fmt = w, h, "yuv420p"
    st.options = {"preset": "ultrafast", "crf": "30"}
    base = np.asarray(_scene((w, h), doc.get("scene", "city"), rng), dtype=np.uint8)
    for i in range(int(25 * doc.get("seconds", 3))):
        frame = np.roll(base, i * 2, axis=1)
        for p in st.encode(av.VideoFrame.from_ndarray(frame, format="rgb24")):
            out.mux(p)
    for p in st.encode():
        out.mux(p)
    out.close()


# --------------------------------------------------------------------------------------
# office documents
# --------------------------------------------------------------------------------------


def render_docx(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    import docx
    from docx.shared import Pt

    d = docx.Document()
    st = d.styles["Normal"]
    st.font.name = doc.get("font", "Calibri")
    st.font.size = Pt(11)
    for kind, val in _blocks(doc["text"]):
        if kind == "h1":
            d.add_heading(val, level=1)
        elif kind == "h2":
            d.add_heading(val, level=2)
        elif kind == "li":
            d.add_paragraph(val, style="List Bullet")
        elif kind == "table":
            rows = val
            ncol = max(len(r) for r in rows)
            t = d.add_table(rows=len(rows), cols=ncol)
            t.style = "Table Grid"
            for i, r in enumerate(rows):
                for j, c in enumerate(r):
                    t.cell(i, j).text = c
        else:
            d.add_paragraph(val)
    sec = d.sections[0]
    if doc.get("header"):
        sec.header.paragraphs[0].text = doc["header"]
    if doc.get("footer"):
        sec.footer.paragraphs[0].text = doc["footer"]
    cp = d.core_properties
    cp.title = doc.get("title", "")
    cp.author = doc.get("author", "")
    cp.last_modified_by = doc.get("author", "")
    cp.created = when.astimezone(dt.UTC).replace(tzinfo=None)
    cp.modified = when.astimezone(dt.UTC).replace(tzinfo=None)
    cp.revision = doc.get("revision", 3)
    cp.language = doc.get("lang", "")
    d.save(str(path))


def _cell_value(v):
    if isinstance(v, str) and re.fullmatch(r"\d{4}-\d{2}-\d{2}", v):
        return dt.date.fromisoformat(v)
    return v


def render_xlsx(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    """Written with XlsxWriter, as Excel does: shared strings, real dates and numbers, sheets."""
    import xlsxwriter

    local = when.astimezone(dt.UTC).replace(tzinfo=None)
    wb = xlsxwriter.Workbook(str(path), {"strings_to_numbers": False})
    wb.set_properties(
        {
            "title": doc.get("title", ""),
            "author": doc.get("author", ""),
            "created": local,
            "comments": "",
        }
    )
    bold = wb.add_format({"bold": True})
    fdate = wb.add_format({"num_format": "dd.mm.yyyy"})
    fnum = wb.add_format({"num_format": "#,##0.00"})
    for name, rows in doc["sheets"].items():
        ws = wb.add_worksheet(name)
        widths: dict[int, int] = {}
        for r, row in enumerate(rows):
            for c, v in enumerate(row):
                v = _cell_value(v)
                if v is None:
                    continue
                widths[c] = max(widths.get(c, 0), len(str(v)))
                if isinstance(v, dt.date):
                    ws.write_datetime(r, c, dt.datetime.combine(v, dt.time()), fdate)
                elif isinstance(v, float):
                    ws.write_number(r, c, v, fnum)
                elif isinstance(v, int):
                    ws.write_number(r, c, v)
                else:
                    ws.write_string(r, c, str(v), bold if r == 0 else None)
        for c, w in widths.items():
            ws.set_column(c, c, min(48, max(9, w + 2)))
    wb.close()


def render_pptx(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    from pptx import Presentation
    from pptx.util import Pt

    prs = Presentation()
    for i, s in enumerate(doc["slides"]):
        layout = prs.slide_layouts[0 if i == 0 else 1]
        slide = prs.slides.add_slide(layout)
        slide.shapes.title.text = s["title"]
        body = slide.placeholders[1].text_frame
        lines = s.get("body", [])
        for j, line in enumerate(lines):
            p = body.paragraphs[0] if j == 0 else body.add_paragraph()
            p.text = line
            if i > 0:
                for r in p.runs:
                    r.font.size = Pt(22)
        if s.get("notes"):
            slide.notes_slide.notes_text_frame.text = s["notes"]
    cp = prs.core_properties
    cp.title = doc.get("title", "")
    cp.author = doc.get("author", "")
    cp.last_modified_by = doc.get("author", "")
    cp.created = when.astimezone(dt.UTC).replace(tzinfo=None)
    cp.modified = when.astimezone(dt.UTC).replace(tzinfo=None)
    prs.save(str(path))


def _odf_meta(odoc, doc: dict, when: dt.datetime) -> None:
    from odf import dc, meta

    odoc.meta.addElement(dc.Title(text=doc.get("title", "")))
    odoc.meta.addElement(meta.InitialCreator(text=doc.get("author", "")))
    odoc.meta.addElement(dc.Creator(text=doc.get("author", "")))
    stamp = when.astimezone(dt.UTC).replace(tzinfo=None).strftime("%Y-%m-%dT%H:%M:%S")
    odoc.meta.addElement(meta.CreationDate(text=stamp))
    odoc.meta.addElement(dc.Date(text=stamp))
    if doc.get("lang"):
        odoc.meta.addElement(dc.Language(text=doc["lang"]))


def render_odt(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    from odf.opendocument import OpenDocumentText
    from odf.style import ParagraphProperties, Style, TextProperties
    from odf.table import Table, TableCell, TableColumn, TableRow
    from odf.text import H, List, ListItem, P

    o = OpenDocumentText()
    h1 = Style(name="Heading 1", family="paragraph")
    h1.addElement(TextProperties(fontsize="16pt", fontweight="bold"))
    h1.addElement(ParagraphProperties(margintop="0.3cm", marginbottom="0.2cm"))
    h2 = Style(name="Heading 2", family="paragraph")
    h2.addElement(TextProperties(fontsize="13pt", fontweight="bold"))
    o.styles.addElement(h1)
    o.styles.addElement(h2)
    ntab = 0
    for kind, val in _blocks(doc["text"]):
        if kind == "h1":
            o.text.addElement(H(outlinelevel=1, stylename=h1, text=val))
        elif kind == "h2":
            o.text.addElement(H(outlinelevel=2, stylename=h2, text=val))
        elif kind == "li":
            lst = List()
            item = ListItem()
            item.addElement(P(text=val))
            lst.addElement(item)
            o.text.addElement(lst)
        elif kind == "table":
            ntab += 1
            ncol = max(len(r) for r in val)
            t = Table(name=f"Tabela{ntab}")
            t.addElement(TableColumn(numbercolumnsrepeated=ncol))
            for r in val:
                tr = TableRow()
                for c in r + [""] * (ncol - len(r)):
                    tc = TableCell(valuetype="string")
                    tc.addElement(P(text=c))
                    tr.addElement(tc)
                t.addElement(tr)
            o.text.addElement(t)
        else:
            o.text.addElement(P(text=val))
    _odf_meta(o, doc, when)
    o.save(str(path))


def render_ods(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    from odf.opendocument import OpenDocumentSpreadsheet
    from odf.table import Table, TableCell, TableRow
    from odf.text import P

    o = OpenDocumentSpreadsheet()
    for name, rows in doc["sheets"].items():
        t = Table(name=name)
        for r in rows:
            tr = TableRow()
            for v in r:
                v = _cell_value(v)
                if v is None or v == "":
                    tc = TableCell()
                elif isinstance(v, dt.date):
                    tc = TableCell(valuetype="date", datevalue=v.isoformat())
                    tc.addElement(P(text=v.strftime("%d.%m.%Y")))
                elif isinstance(v, (int, float)):
                    tc = TableCell(valuetype="float", value=v)
                    shown = (
                        f"{v:,.2f}".replace(",", " ").replace(".", ",")
                        if isinstance(v, float)
                        else str(v)
                    )
                    tc.addElement(P(text=shown))
                else:
                    tc = TableCell(valuetype="string")
                    tc.addElement(P(text=str(v)))
                tr.addElement(tc)
            t.addElement(tr)
        o.spreadsheet.addElement(t)
    _odf_meta(o, doc, when)
    o.save(str(path))


def render_odp(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    from odf.draw import Frame as _Frame
    from odf.draw import Page, TextBox
    from odf.namespaces import PRESENTATIONNS
    from odf.opendocument import OpenDocumentPresentation

    def Frame(presentationclass: str, **kw):
        f = _Frame(**kw)
        f.setAttrNS(PRESENTATIONNS, "class", presentationclass)
        return f

    from odf.presentation import Notes
    from odf.style import (
        GraphicProperties,
        MasterPage,
        PageLayout,
        PageLayoutProperties,
        Style,
        TextProperties,
    )
    from odf.text import P

    o = OpenDocumentPresentation()
    pl = PageLayout(name="PM1")
    pl.addElement(
        PageLayoutProperties(
            margin="0cm", pagewidth="28cm", pageheight="15.75cm", printorientation="landscape"
        )
    )
    o.automaticstyles.addElement(pl)
    mp = MasterPage(name="Default", pagelayoutname=pl)
    o.masterstyles.addElement(mp)
    ts = Style(name="Title", family="presentation")
    ts.addElement(TextProperties(fontsize="34pt", fontweight="bold"))
    ts.addElement(GraphicProperties(fill="none", stroke="none"))
    bs = Style(name="Body", family="presentation")
    bs.addElement(TextProperties(fontsize="20pt"))
    bs.addElement(GraphicProperties(fill="none", stroke="none"))
    o.styles.addElement(ts)
    o.styles.addElement(bs)
    for i, s in enumerate(doc["slides"], 1):
        page = Page(name=f"page{i}", masterpagename=mp)
        fr = Frame(
            stylename=ts,
            width="25cm",
            height="2.5cm",
            x="1.5cm",
            y="0.8cm",
            presentationclass="title",
        )
        tb = TextBox()
        tb.addElement(P(text=s["title"]))
        fr.addElement(tb)
        page.addElement(fr)
        if s.get("body"):
            fr = Frame(
                stylename=bs,
                width="25cm",
                height="10cm",
                x="1.5cm",
                y="3.8cm",
                presentationclass="outline",
            )
            tb = TextBox()
            for line in s["body"]:
                tb.addElement(P(text=line))
            fr.addElement(tb)
            page.addElement(fr)
        if s.get("notes"):
            notes = Notes()
            fr = Frame(width="16cm", height="10cm", x="2cm", y="14cm", presentationclass="notes")
            tb = TextBox()
            for line in s["notes"].split("\n"):
                tb.addElement(P(text=line))
            fr.addElement(tb)
            notes.addElement(fr)
            page.addElement(notes)
        o.presentation.addElement(page)
    _odf_meta(o, doc, when)
    o.save(str(path))


# --------------------------------------------------------------------------------------
# RTF, EPUB, iCalendar, vCard, e-mail
# --------------------------------------------------------------------------------------

_RTF_CHARSET = {"cp1250": 238, "cp1251": 204, "cp1252": 0}


def _rtf_escape(s: str, cp: str) -> str:
    out = []
    for ch in s:
        o = ord(ch)
        if ch in "\\{}":
            out.append("\\" + ch)
        elif 32 <= o < 127:
            out.append(ch)
        else:
            try:
                b = ch.encode(cp)
                out.append("".join(f"\\'{x:02x}" for x in b))
            except UnicodeEncodeError:
                n = o if o < 32768 else o - 65536
                out.append(f"\\u{n}?")
    return "".join(out)


def render_rtf(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    cp = doc.get("codepage", "cp1250")
    num = cp[2:]
    head = (
        "{\\rtf1\\ansi\\ansicpg" + num + "\\deff0\\nouicompat\\deflang1045"
        "{\\fonttbl{\\f0\\fnil\\fcharset" + str(_RTF_CHARSET[cp]) + " Calibri;}"
        "{\\f1\\fnil\\fcharset" + str(_RTF_CHARSET[cp]) + " Calibri Light;}}\r\n"
        "{\\*\\generator Riched20 10.0.19041}"
    )
    info = (
        "{\\info{\\title " + _rtf_escape(doc.get("title", ""), cp) + "}"
        "{\\author " + _rtf_escape(doc.get("author", ""), cp) + "}"
        f"{{\\creatim\\yr{when.year}\\mo{when.month}\\dy{when.day}\\hr{when.hour}\\min{when.minute}}}}}"
    )
    body = ["\\viewkind4\\uc1\\pard\\sa200\\sl276\\slmult1\\f0\\fs22 "]
    for kind, val in _blocks(doc["text"]):
        if kind == "table":
            for r in val:
                body.append("\\tab ".join(_rtf_escape(c, cp) for c in r) + "\\par\r\n")
            continue
        t = _rtf_escape(str(val), cp)
        if kind == "h1":
            body.append("\\f1\\fs32\\b " + t + "\\b0\\f0\\fs22\\par\r\n")
        elif kind == "h2":
            body.append("\\b " + t + "\\b0\\par\r\n")
        elif kind == "li":
            body.append("- " + t + "\\par\r\n")
        else:
            body.append(t + "\\par\r\n")
    path.write_bytes((head + info + "\r\n" + "".join(body) + "}\r\n\x00").encode("ascii"))


def render_epub(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    lang = doc.get("lang", "pl")
    uid = doc["uid"]
    chapters = doc["chapters"]
    esc = html.escape

    def xhtml(title: str, body: str) -> str:
        paras = []
        for kind, val in _blocks(body):
            if kind == "h2":
                paras.append(f"<h2>{esc(val)}</h2>")
            elif kind == "li":
                paras.append(f"<ul><li>{esc(val)}</li></ul>")
            elif kind == "table":
                paras.append(
                    "<table>"
                    + "".join(
                        "<tr>" + "".join(f"<td>{esc(c)}</td>" for c in r) + "</tr>" for r in val
                    )
                    + "</table>"
                )
            else:
                paras.append(f"<p>{esc(str(val))}</p>")
        return (
            '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
            f'<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" '
            f'xml:lang="{lang}" lang="{lang}">\n<head>\n<meta charset="utf-8"/>\n<title>{esc(title)}</title>\n'
            '<link rel="stylesheet" type="text/css" href="style.css"/>\n</head>\n<body>\n'
            f"<h1>{esc(title)}</h1>\n" + "\n".join(paras) + "\n</body>\n</html>\n"
        )

    modified = when.astimezone(dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    manifest = [
        '<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>',
        '<item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml"/>',
        '<item id="css" href="style.css" media-type="text/css"/>',
    ]
    spine = []
    navli = []
    ncx = []
    for i, (title, _body) in enumerate(chapters, 1):
        manifest.append(
            f'<item id="ch{i}" href="ch{i:02d}.xhtml" media-type="application/xhtml+xml"/>'
        )
        spine.append(f'<itemref idref="ch{i}"/>')
        navli.append(f'<li><a href="ch{i:02d}.xhtml">{esc(title)}</a></li>')
        ncx.append(
            f'<navPoint id="np{i}" playOrder="{i}"><navLabel><text>{esc(title)}</text></navLabel>'
            f'<content src="ch{i:02d}.xhtml"/></navPoint>'
        )
    opf = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="bookid" '
        f'xml:lang="{lang}">\n<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">\n'
        f'<dc:identifier id="bookid">{esc(uid)}</dc:identifier>\n<dc:title>{esc(doc["title"])}</dc:title>\n'
        f"<dc:creator>{esc(doc['author'])}</dc:creator>\n<dc:language>{lang}</dc:language>\n"
        + (
            f"<dc:publisher>{esc(doc['publisher'])}</dc:publisher>\n"
            if doc.get("publisher")
            else ""
        )
        + f"<dc:date>{doc.get('pubdate', when.date().isoformat())}</dc:date>\n"
        f'<meta property="dcterms:modified">{modified}</meta>\n</metadata>\n'
        "<manifest>\n" + "\n".join(manifest) + "\n</manifest>\n"
        '<spine toc="ncx">\n' + "\n".join(spine) + "\n</spine>\n</package>\n"
    )
    nav = (
        '<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE html>\n'
        '<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">\n'
        f'<head><meta charset="utf-8"/><title>{esc(doc["title"])}</title></head>\n<body>\n'
        '<nav epub:type="toc" id="toc"><ol>\n'
        + "\n".join(navli)
        + "\n</ol></nav>\n</body>\n</html>\n"
    )
    toc = (
        '<?xml version="1.0" encoding="utf-8"?>\n'
        '<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">\n'
        f'<head><meta name="dtb:uid" content="{esc(uid)}"/></head>\n'
        f"<docTitle><text>{esc(doc['title'])}</text></docTitle>\n<navMap>\n"
        + "\n".join(ncx)
        + "\n</navMap>\n</ncx>\n"
    )
    container = (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">\n'
        '<rootfiles><rootfile full-path="OEBPS/content.opf" media-type="application/oebps-package+xml"/>'
        "</rootfiles>\n</container>\n"
    )
    css = "body { font-family: serif; line-height: 1.4; }\nh1 { font-size: 1.6em; }\n"
    zt = when.astimezone(TZ).timetuple()[:6]
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(
            zipfile.ZipInfo("mimetype", zt),
            "application/epub+zip",
            compress_type=zipfile.ZIP_STORED,
        )
        for name, content in [
            ("META-INF/container.xml", container),
            ("OEBPS/content.opf", opf),
            ("OEBPS/nav.xhtml", nav),
            ("OEBPS/toc.ncx", toc),
            ("OEBPS/style.css", css),
        ] + [(f"OEBPS/ch{i:02d}.xhtml", xhtml(t, b)) for i, (t, b) in enumerate(chapters, 1)]:
            z.writestr(
                zipfile.ZipInfo(name, zt),
                content.encode("utf-8"),
                compress_type=zipfile.ZIP_DEFLATED,
            )


def _ics_text(s: str) -> str:
    return s.replace("\\", "\\\\").replace(";", "\\;").replace(",", "\\,").replace("\n", "\\n")


def _fold(line: str) -> str:
    """RFC 5545 3.1: lines longer than 75 octets are folded, never inside a UTF-8 sequence."""
    out = []
    cur = b""
    limit = 75
    for ch in line:
        b = ch.encode("utf-8")
        if len(cur) + len(b) > limit:
            out.append(cur)
            cur = b" "
            limit = 75
        cur += b
    out.append(cur)
    return "\r\n".join(x.decode("utf-8") for x in out)


_VTIMEZONE = [
    "BEGIN:VTIMEZONE", "TZID:Europe/Warsaw",
    "BEGIN:DAYLIGHT", "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "TZNAME:CEST",
    "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU", "END:DAYLIGHT",
    "BEGIN:STANDARD", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "TZNAME:CET",
    "DTSTART:19701025T030000", "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "END:STANDARD",
    "END:VTIMEZONE",
]  # fmt: skip


def render_ics(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    lines = [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        f"PRODID:{doc.get('prodid', '-//Google Inc//Google Calendar 70.9054//EN')}",
        "CALSCALE:GREGORIAN",
        f"METHOD:{doc.get('method', 'REQUEST')}",
    ]
    lines += _VTIMEZONE
    stamp = when.astimezone(dt.UTC).strftime("%Y%m%dT%H%M%SZ")
    for ev in doc["events"]:
        lines.append("BEGIN:VEVENT")
        for key in ("start", "end"):
            v = ev[key]
            prop = "DTSTART" if key == "start" else "DTEND"
            if len(v) == 10:
                lines.append(f"{prop};VALUE=DATE:{v.replace('-', '')}")
            else:
                lines.append(
                    f"{prop};TZID=Europe/Warsaw:{dt.datetime.strptime(v, '%Y-%m-%d %H:%M').strftime('%Y%m%dT%H%M%S')}"
                )
        lines.append(f"DTSTAMP:{stamp}")
        if ev.get("organizer"):
            cn, mail = ev["organizer"]
            lines.append(f'ORGANIZER;CN="{cn}":mailto:{mail}')
        lines.append(f"UID:{ev['uid']}")
        for cn, mail in ev.get("attendees", []):
            lines.append(
                f'ATTENDEE;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE;CN="{cn}":mailto:{mail}'
            )
        lines.append(f"CREATED:{stamp}")
        lines.append(f"DESCRIPTION:{_ics_text(ev.get('description', ''))}")
        lines.append(f"LAST-MODIFIED:{stamp}")
        lines.append(f"LOCATION:{_ics_text(ev.get('location', ''))}")
        lines.append("SEQUENCE:0")
        lines.append("STATUS:CONFIRMED")
        lines.append(f"SUMMARY:{_ics_text(ev['summary'])}")
        lines.append("TRANSP:OPAQUE")
        if ev.get("alarm"):
            lines += [
                "BEGIN:VALARM",
                "ACTION:DISPLAY",
                "DESCRIPTION:This is an event reminder",
                f"TRIGGER:-PT{ev['alarm']}M",
                "END:VALARM",
            ]
        lines.append("END:VEVENT")
    lines.append("END:VCALENDAR")
    path.write_bytes(("\r\n".join(_fold(x) for x in lines) + "\r\n").encode("utf-8"))


def _qp(s: str) -> str:
    """vCard 2.1 QUOTED-PRINTABLE value (UTF-8), with soft line breaks as Android writes them."""
    enc = "".join(
        f"={b:02X}" if (b > 126 or b < 33 or b == 61) and b != 32 else chr(b)
        for b in s.encode("utf-8")
    )
    enc = enc.replace(" ", "=20")
    out = []
    while len(enc) > 70:
        cut = 70
        while enc[cut - 1] == "=" or enc[cut - 2] == "=":
            cut -= 1
        out.append(enc[:cut] + "=")
        enc = enc[cut:]
    out.append(enc)
    return "\r\n".join(out)


def render_vcf(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    ver = doc["version"]
    lines = ["BEGIN:VCARD", f"VERSION:{ver}"]
    for prop, val in doc["props"]:
        if ver == "2.1" and any(ord(c) > 127 for c in val):
            lines.append(f"{prop};CHARSET=UTF-8;ENCODING=QUOTED-PRINTABLE:{_qp(val)}")
        else:
            lines.append(_fold(f"{prop}:{val}") if ver != "2.1" else f"{prop}:{val}")
    if ver != "2.1":
        lines.append(f"REV:{when.astimezone(dt.UTC).strftime('%Y%m%dT%H%M%SZ')}")
    lines.append("END:VCARD")
    path.write_bytes(("\r\n".join(lines) + "\r\n").encode("utf-8"))


def render_eml(path: pathlib.Path, doc: dict, when: dt.datetime) -> None:
    from email.utils import format_datetime

    msg = EmailMessage(policy=SMTP)
    h = doc["headers"]
    msg["From"] = h["From"]
    msg["To"] = h["To"]
    msg["Subject"] = h["Subject"]
    msg["Date"] = format_datetime(when)
    msg["Message-ID"] = h["Message-ID"]
    msg.set_content(doc["text"], charset="utf-8", cte="quoted-printable")
    path.write_bytes(msg.as_bytes())


# --------------------------------------------------------------------------------------
# dispatch and build
# --------------------------------------------------------------------------------------


def render(root: pathlib.Path, doc: dict) -> None:
    path = root / doc["path"]
    path.parent.mkdir(parents=True, exist_ok=True)
    when = _parse_when(doc["date"], zoneinfo.ZoneInfo(doc["tz"]) if doc.get("tz") else TZ)
    rng = _rng(NAME, doc["path"])
    kind = doc["kind"]
    if kind == "pdf":
        render_pdf(path, doc, when)
    elif kind in ("paper", "photo", "shot"):
        render_image(path, doc, when, rng)
    elif kind == "video":
        render_video(path, doc, when, rng)
    elif kind in ("docx", "xlsx", "pptx", "odt", "ods", "odp", "rtf", "epub", "ics", "vcf", "eml"):
        globals()[f"render_{kind}"](path, doc, when)
    elif kind in ("md", "txt"):
        enc = doc.get("encoding", "utf-8")
        text = doc["text"] + "\n"
        if enc.startswith("cp"):  # written on Windows
            text = text.replace("\n", "\r\n")
        path.write_bytes(text.encode(enc))
    else:
        raise ValueError(kind)
    ts = when.timestamp()
    os.utime(path, (ts, ts))


def all_docs() -> list[dict]:
    return data.all_docs()


INSIDE: dict[str, list[str]] = {}
PLACES: dict[str, str] = {}
DATES: dict[str, str] = {}
for _d in data.all_docs():
    if _d.get("inside"):
        INSIDE[_d["path"]] = list(_d["inside"])
    if _d["kind"] in ("photo", "video") and _d.get("gps"):
        PLACES[_d["path"]] = data.PLACE_NAMES[_d["place"]]
    if (_d["kind"] == "video" or _has_exif(_d)) and _d.get("device"):
        DATES[_d["path"]] = _d["date"][:10]
del _d

OFFICE = (".docx", ".xlsx", ".pptx", ".odt", ".ods", ".odp", ".rtf", ".epub")


# --------------------------------------------------------------------------------------
# reading back: the text a person sees in each file, to check INSIDE
# --------------------------------------------------------------------------------------


def _rtf_text(raw: bytes) -> str:
    s = raw.rstrip(b"\x00").decode("ascii")
    m = re.search(r"\\ansicpg(\d+)", s)
    cp = f"cp{m.group(1)}" if m else "cp1252"
    out: list[str] = []
    i = 0
    depth_skip: list[int] = []
    depth = 0
    uc = 1
    skip = 0
    pending: list[int] = []

    def flush():
        if pending:
            out.append(bytes(pending).decode(cp))
            pending.clear()

    while i < len(s):
        c = s[i]
        if c == "{":
            depth += 1
            if s.startswith("{\\*", i) or re.match(
                r"\{\\(fonttbl|info|colortbl|stylesheet)", s[i:]
            ):
                depth_skip.append(depth)
            i += 1
            continue
        if c == "}":
            if depth_skip and depth_skip[-1] == depth:
                depth_skip.pop()
            depth -= 1
            i += 1
            continue
        skipping = bool(depth_skip)
        if c == "\\":
            nxt = s[i + 1]
            if nxt in "\\{}":
                if not skipping:
                    if skip:
                        skip -= 1
                    else:
                        flush()
                        out.append(nxt)
                i += 2
                continue
            if nxt == "'":
                if not skipping:
                    if skip:
                        skip -= 1
                    else:
                        pending.append(int(s[i + 2 : i + 4], 16))
                i += 4
                continue
            if not nxt.isalpha():  # other control symbols (\*, \~, \-)
                i += 2
                continue
            m = re.match(r"\\([a-z]+)(-?\d+)? ?", s[i:])
            word, arg = m.group(1), m.group(2)
            i += len(m.group(0))
            if skipping:
                continue
            flush()
            if word == "u":
                n = int(arg)
                out.append(chr(n + 65536 if n < 0 else n))
                skip = uc
            elif word == "uc":
                uc = int(arg)
            elif word == "par":
                out.append("\n")
            elif word == "tab":
                out.append("\t")
            continue
        if c in "\r\n":
            i += 1
            continue
        if not skipping:
            if skip:
                skip -= 1
            else:
                flush()
                out.append(c)
        i += 1
    flush()
    return "".join(out)


def _unfold(text: str) -> str:
    return re.sub(r"\r\n[ \t]", "", text)


def _ics_unescape(v: str) -> str:
    return re.sub(r"\\([\\;,nN])", lambda m: "\n" if m.group(1) in "nN" else m.group(1), v)


def read_text(path: pathlib.Path, encoding: str = "utf-8") -> str:
    """The decoded text a person would see in an office/ics/vcf/legacy file."""
    suf = path.suffix.lower()
    if suf == ".docx":
        import docx

        d = docx.Document(str(path))
        parts = [p.text for p in d.paragraphs]
        for t in d.tables:
            for row in t.rows:
                parts += [c.text for c in row.cells]
        for sec in d.sections:
            parts += [p.text for p in sec.header.paragraphs] + [
                p.text for p in sec.footer.paragraphs
            ]
        return "\n".join(parts)
    if suf == ".xlsx":
        import openpyxl

        wb = openpyxl.load_workbook(str(path))
        return (
            "\n".join(
                str(c.value)
                for ws in wb.worksheets
                for row in ws.iter_rows()
                for c in row
                if c.value is not None
            )
            + "\n"
            + "\n".join(ws.title for ws in wb.worksheets)
        )
    if suf == ".pptx":
        from pptx import Presentation

        prs = Presentation(str(path))
        parts = []
        for sl in prs.slides:
            for sh in sl.shapes:
                if sh.has_text_frame:
                    parts.append(sh.text_frame.text)
            if sl.has_notes_slide:
                parts.append(sl.notes_slide.notes_text_frame.text)
        return "\n".join(parts)
    if suf in (".odt", ".ods", ".odp"):
        from odf import teletype
        from odf.opendocument import load
        from odf.text import H, P

        o = load(str(path))
        parts = [teletype.extractText(el) for el in o.body.getElementsByType(P)]
        parts += [teletype.extractText(el) for el in o.body.getElementsByType(H)]
        return "\n".join(parts)
    if suf == ".rtf":
        return _rtf_text(path.read_bytes())
    if suf == ".epub":
        with zipfile.ZipFile(path) as z:
            assert z.namelist()[0] == "mimetype" and z.read("mimetype") == b"application/epub+zip"
            parts = []
            for n in z.namelist():
                if n.endswith(".xhtml") and not n.endswith("nav.xhtml"):
                    x = z.read(n).decode("utf-8")
                    x = re.sub(r"<head>.*?</head>", "", x, flags=re.S)
                    parts.append(html.unescape(re.sub(r"<[^>]+>", " ", x)))
            return "\n".join(parts)
    if suf == ".ics":
        raw = _unfold(path.read_bytes().decode("utf-8"))
        return "\n".join(
            _ics_unescape(line.split(":", 1)[1]) for line in raw.split("\r\n") if ":" in line
        )
    if suf == ".vcf":
        raw = path.read_bytes().decode("utf-8")
        raw = re.sub(r"=\r\n", "", raw)  # QP soft breaks (2.1)
        raw = _unfold(raw)
        vals = []
        for line in raw.split("\r\n"):
            if ":" not in line:
                continue
            head, val = line.split(":", 1)
            if "QUOTED-PRINTABLE" in head.upper():
                val = quopri.decodestring(val.encode("ascii")).decode("utf-8")
            vals.append(val.replace("\\,", ",").replace("\\;", ";").replace(";", " ").strip())
        return "\n".join(vals)
    if suf in (".txt", ".md"):
        return path.read_bytes().decode(encoding)
    raise ValueError(path)


def _norm(s: str) -> str:
    return re.sub(r"\s+", " ", s)


def check_inside(root: pathlib.Path) -> None:
    docs = {d["path"]: d for d in data.all_docs()}
    for rel, phrases in INSIDE.items():
        assert 1 <= len(phrases) <= 3, rel
        text = _norm(read_text(root / rel, docs[rel].get("encoding", "utf-8")))
        for ph in phrases:
            assert 2 <= len(ph.split()) <= 5, (rel, ph)
            assert _norm(ph) in text, f"{rel}: phrase {ph!r} not in its decoded text"
            assert ph.lower() not in rel.lower(), f"{rel}: phrase {ph!r} is in its path"
    for rel, d in docs.items():
        suf = pathlib.Path(rel).suffix.lower()
        legacy = d.get("encoding", "utf-8") != "utf-8"
        if suf in OFFICE or suf in (".ics", ".vcf") or legacy:
            assert rel in INSIDE, f"{rel} needs INSIDE phrases"
        if legacy:
            raw = (root / rel).read_bytes()
            assert not raw.startswith((b"\xef\xbb\xbf", b"\xff\xfe", b"\xfe\xff")), rel
            assert any(b > 127 for b in raw), rel
            try:
                raw.decode("utf-8")
            except UnicodeDecodeError:
                pass
            else:
                raise AssertionError(f"{rel} decodes as UTF-8, so it is not really legacy-encoded")


def check_media(root: pathlib.Path) -> None:
    import av
    import pillow_heif

    pillow_heif.register_heif_opener()
    for rel, day in DATES.items():
        p = root / rel
        if p.suffix.lower() in (".heic", ".jpg", ".jpeg"):
            ex = Image.open(p).getexif()
            assert ex.get_ifd(0x8769).get(0x9003, "").startswith(day.replace("-", ":")), rel
            if rel in PLACES:
                assert ex.get_ifd(0x8825).get(2), rel
        else:
            with av.open(str(p)) as c:
                ct = c.metadata.get("creation_time", "")
                local = dt.datetime.fromisoformat(ct.replace("Z", "+00:00")).astimezone(TZ)
                assert local.date().isoformat() == day, (rel, ct)
                if rel in PLACES:
                    assert c.metadata.get("location", "").startswith("+"), rel


def build(root: pathlib.Path) -> dict[str, str]:
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)
    docs = data.all_docs()
    paths = [d["path"] for d in docs]
    dup = {p for p in paths if paths.count(p) > 1}
    assert not dup, f"duplicate paths: {sorted(dup)}"

    (root / "guideline.md").write_text(data.GUIDELINE.strip() + "\n", encoding="utf-8")
    gts = dt.datetime(2025, 9, 14, 21, 5, tzinfo=TZ).timestamp()
    os.utime(root / "guideline.md", (gts, gts))

    expected: dict[str, str] = {}
    for d in docs:
        render(root, d)
        if d["path"].startswith("inbox/"):
            assert "expect" in d, f"inbox file without expectation: {d['path']}"
            expected[d["path"]] = d["expect"]
        else:
            assert "expect" not in d, d["path"]

    lib_files = [p for p in paths if not p.startswith("inbox/")]
    lib_folders = {p.rsplit("/", 1)[0] + "/" for p in lib_files}
    per_folder: dict[str, int] = {}
    for name, folder in expected.items():
        if folder == "":
            continue
        per_folder[folder] = per_folder.get(folder, 0) + 1
        assert folder.endswith("/"), folder
        assert folder in lib_folders or folder in NEW_FOLDERS, f"{name}: unknown folder {folder}"
        assert (root / folder).is_dir() or folder in NEW_FOLDERS, folder
    assert max(per_folder.values()) <= 3, per_folder
    for f in NEW_FOLDERS:
        assert not (root / f).exists(), f"NEW_FOLDERS entry already exists: {f}"
        assert f in expected.values(), f"NEW_FOLDERS entry never expected: {f}"
    assert 35 <= len(expected) <= 45, len(expected)
    n_none = sum(1 for v in expected.values() if v == "")
    assert 3 <= n_none <= 5, n_none
    assert len(NEW_FOLDERS) <= 3
    assert 120 <= len(lib_files) <= 250, len(lib_files)
    assert 15 <= len(lib_folders) <= 35, len(lib_folders)
    for folder in lib_folders:
        n = sum(1 for p in lib_files if p.rsplit("/", 1)[0] + "/" == folder)
        assert 2 <= n <= 30, (folder, n)

    # the file kinds the library is about
    def count(exts, where=None):
        return sum(
            1 for p in paths if p.lower().endswith(exts) and (where is None or p.startswith(where))
        )

    assert count(OFFICE) >= 24 and count(OFFICE, "inbox/") >= 15, (
        count(OFFICE),
        count(OFFICE, "inbox/"),
    )
    for ext in OFFICE:
        assert count((ext,)) >= 1, ext
    assert count((".heic",)) >= 6 and count((".mov", ".mp4")) >= 2
    assert count((".ics",)) >= 3 and count((".vcf",)) >= 3
    encs = {d.get("encoding") for d in docs} - {None, "utf-8"}
    assert {"cp1252", "cp1250", "cp1251", "koi8_u"} <= encs, encs
    assert sum(1 for d in docs if d.get("encoding", "utf-8") != "utf-8") >= 6

    kinds: dict[str, int] = {}
    for q in QUESTIONS:
        assert set(q) == {"q", "lang", "kind", "expect"}, q
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        assert 1 <= len(q["expect"]) <= 3, q
        for p in q["expect"]:
            assert not p.startswith("inbox/"), p
            assert (root / p).is_file(), f"question expects missing file {p}"
            if q["kind"] == "inside":
                assert p in INSIDE, f"inside question answered by a file without INSIDE text: {p}"
            if q["kind"] == "place":
                assert p in PLACES, p
    assert len(QUESTIONS) >= 40, len(QUESTIONS)
    assert (
        kinds.get("inside", 0) >= 20 and kinds.get("place", 0) >= 4 and kinds.get("cross", 0) >= 8
    ), kinds

    check_inside(root)
    check_media(root)

    for dirpath, _dirs, _files in os.walk(root, topdown=False):
        ts = DIR_MTIME.replace(tzinfo=TZ).timestamp()
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
    langs: dict[str, int] = {}
    for q in QUESTIONS:
        langs[q["lang"]] = langs.get(q["lang"], 0) + 1
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
        f"inbox: {len(expected)} files ({n_none} expected nowhere, {n_new} into new folders {sorted(NEW_FOLDERS)})"
    )
    out.append("file types: " + ", ".join(f"{k} {v}" for k, v in sorted(exts.items())))
    out.append(
        "questions: "
        + ", ".join(f"{k} {v}" for k, v in sorted(kinds.items()))
        + " | langs: "
        + ", ".join(f"{k} {v}" for k, v in sorted(langs.items()))
    )
    out.append(f"INSIDE: {len(INSIDE)} files, PLACES: {len(PLACES)}, DATES: {len(DATES)}")
    return "\n".join(out)


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1] if len(sys.argv) > 1 else "/tmp/rodzina-krk-out")
    if target.exists() and any(target.iterdir()):
        if not (target / "guideline.md").exists():
            sys.exit(f"{target} is not empty and is not a previous {NAME} build; refusing")
        import shutil

        shutil.rmtree(target)
    exp = build(target)
    print(_summary(target, exp))
