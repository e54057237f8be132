"""acasa-ro: the tools that make the documents of the Mureșan household (Cluj-Napoca) and the
facts they share. The documents themselves are in acasa_ro_data.py (already filed) and
acasa_ro_inbox_data.py (the inbox)."""

from __future__ import annotations

import datetime as _dt
import io
import random
from email.message import EmailMessage

import docx as _docx
import openpyxl
from fpdf import FPDF
from fpdf.enums import XPos, YPos
from fpdf.fonts import FontFace
from openpyxl.styles import Font
from PIL import Image, ImageDraw

FONT = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
FONT_B = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

# The household
ADRESA = "Str. Alverna nr. 24, ap. 15, 400604 Cluj-Napoca, jud. Cluj"
ANDREI = "MUREȘAN ANDREI"
IOANA = "MUREȘAN IOANA"
CNP_ANDREI = "1840517125789"
CNP_IOANA = "2860923125804"
CNP_MATEI = "5130303125817"
CNP_SOFIA = "6201108125791"
IBAN_BT = "RO49 BTRL 0130 1201 A567 89XX"
IBAN_ING = "RO12 INGB 0000 9999 0412 3456"
IBAN_PFA = "RO71 INGB 0000 9999 0488 1020"
PFA = "MUREȘAN IOANA PFA"
PFA_CIF = "38291745"
PFA_REG = "F12/1456/2017"
PFA_ADRESA = "Str. Alverna nr. 24, ap. 15, Cluj-Napoca, jud. Cluj"
MASINA = "CJ 19 MRS"
VIN = "TMBJJ7NE5K0123456"
INSTAL = "INSTAL GRUP SOMEȘ SRL"
INSTAL_BLOC = (
    "**INSTAL GRUP SOMEȘ SRL**\n"
    "Str. Fabricii nr. 105, 400632 Cluj-Napoca\n"
    "CUI RO29876543, J12/2231/2012\n"
    "IBAN RO88 BTRL 0130 1202 B771 02XX\n"
    "Banca Transilvania\n"
    "Tel. 0744 218 550, office@instalgrupsomes.ro"
)


def _num(x: float) -> str:
    """1234.5 -> '1.234,50' (as Romanian documents write money)."""
    s = f"{x:,.2f}"
    return s.replace(",", " ").replace(".", ",").replace(" ", ".")


lei = _num


# ---------------------------------------------------------------- PDF


def pdf(*blocks, title: str = "", author: str = "") -> bytes:
    """A PDF with a text layer, laid out from simple blocks:
    ("h", text[, size]) bold heading; ("c", text[, size]) centred bold line;
    ("p", text[, size]) paragraph (**bold** allowed); ("s", text) fine print;
    ("cols", left, right) two blocks side by side; ("kv", [(key, value), ...]);
    ("t", header, rows[, widths[, aligns]]) table; ("r", [(label, value), ...]) totals;
    ("hr",) rule; ("gap", mm); ("page",) new page."""
    p = FPDF(format="A4")
    p.set_margins(16, 14, 16)
    p.set_auto_page_break(True, margin=14)
    p.add_font("DejaVu", "", FONT)
    p.add_font("DejaVu", "B", FONT_B)
    if title:
        p.set_title(title)
    if author:
        p.set_author(author)
    p.add_page()
    p.set_font("DejaVu", "", 9.5)
    width = p.epw
    for block in blocks:
        kind, *args = block
        if kind == "h":
            size = args[1] if len(args) > 1 else 13
            p.set_font("DejaVu", "B", size)
            p.multi_cell(0, size * 0.5, args[0], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            p.ln(1.5)
        elif kind == "c":
            size = args[1] if len(args) > 1 else 12
            p.set_font("DejaVu", "B", size)
            p.multi_cell(0, size * 0.5, args[0], align="C", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            p.ln(1.5)
        elif kind == "p":
            size = args[1] if len(args) > 1 else 9.5
            p.set_font("DejaVu", "", size)
            p.multi_cell(
                0,
                size * 0.5,
                args[0],
                markdown="**" in args[0],
                new_x=XPos.LMARGIN,
                new_y=YPos.NEXT,
            )
            p.ln(1.5)
        elif kind == "s":
            p.set_font("DejaVu", "", 7)
            p.set_text_color(90, 90, 90)
            p.multi_cell(0, 3.4, args[0], new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            p.set_text_color(0, 0, 0)
            p.ln(1)
        elif kind == "cols":
            left, right = args[0], args[1]
            p.set_font("DejaVu", "", 9)
            x0, y0 = p.l_margin, p.get_y()
            half = width / 2 - 3
            p.multi_cell(
                half, 4.4, left, markdown="**" in left, new_x=XPos.LMARGIN, new_y=YPos.NEXT
            )
            y1 = p.get_y()
            p.set_xy(x0 + width / 2 + 3, y0)
            p.multi_cell(
                half, 4.4, right, markdown="**" in right, new_x=XPos.LMARGIN, new_y=YPos.NEXT
            )
            y2 = p.get_y()
            p.set_xy(x0, max(y1, y2) + 3)
        elif kind == "kv":
            p.set_font("DejaVu", "B", 9)
            kw = min(85, max(p.get_string_width(k) for k, _ in args[0]) + 3)
            for key, value in args[0]:
                p.set_font("DejaVu", "B", 9)
                p.cell(kw, 5, key, new_x=XPos.RIGHT, new_y=YPos.TOP)
                p.set_font("DejaVu", "", 9)
                p.multi_cell(0, 5, value, new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            p.ln(2)
        elif kind == "t":
            header, rows = args[0], args[1]
            widths = args[2] if len(args) > 2 and args[2] else None
            aligns = args[3] if len(args) > 3 and args[3] else None
            p.set_font("DejaVu", "", 8.3)
            with p.table(
                col_widths=widths,
                text_align=aligns or "LEFT",
                line_height=4.6,
                headings_style=FontFace(emphasis="BOLD", fill_color=(230, 230, 230)),
                padding=1,
            ) as table:
                for row in [header, *rows]:
                    r = table.row()
                    for cell in row:
                        r.cell(str(cell))
            p.ln(3)
        elif kind == "r":
            lines = args[0]
            p.set_font("DejaVu", "B", 9.5)
            vw = max(40, *(p.get_string_width(v) + 6 for _, v in lines))
            for i, (label, value) in enumerate(lines):
                bold = i == len(lines) - 1
                p.set_font("DejaVu", "B" if bold else "", 9.5 if bold else 9)
                p.set_x(p.l_margin)
                p.cell(width - vw, 5.5, label, align="R", new_x=XPos.RIGHT, new_y=YPos.TOP)
                p.cell(vw, 5.5, value, align="R", new_x=XPos.LMARGIN, new_y=YPos.NEXT)
            p.ln(3)
        elif kind == "hr":
            y = p.get_y() + 1
            p.line(p.l_margin, y, p.l_margin + width, y)
            p.set_y(y + 3)
        elif kind == "gap":
            p.ln(args[0])
        elif kind == "page":
            p.add_page()
        else:  # pragma: no cover - a typo in the data
            raise ValueError(kind)
    return bytes(p.output())


# ---------------------------------------------------------------- photos

_SCENES = {
    "sea": ((120, 180, 235), (30, 110, 170), (225, 205, 160)),
    "city": ((170, 195, 220), (120, 110, 100), (90, 90, 95)),
    "night": ((15, 20, 45), (60, 40, 30), (40, 35, 35)),
    "snow": ((205, 210, 220), (240, 242, 246), (250, 250, 252)),
    "green": ((150, 200, 240), (70, 140, 60), (95, 120, 50)),
    "indoor": ((225, 215, 195), (170, 120, 80), (140, 100, 70)),
    "hills": ((160, 190, 225), (110, 150, 80), (150, 120, 80)),
}


def jpg(
    when: str,
    scene: str,
    seed: int,
    make: str = "Apple",
    model: str = "iPhone 13",
    size: tuple[int, int] = (320, 240),
) -> bytes:
    """A small JPEG photo, EXIF DateTimeOriginal = when ('YYYY:MM:DD HH:MM:SS')."""
    rng = random.Random(seed)
    sky, mid, ground = _SCENES[scene]
    w, h = size
    img = Image.new("RGB", size, sky)
    d = ImageDraw.Draw(img)
    horizon = int(h * rng.uniform(0.45, 0.6))
    for y in range(horizon):
        f = y / max(horizon, 1)
        d.line([(0, y), (w, y)], fill=tuple(int(c * (0.85 + 0.15 * f)) for c in sky))
    d.rectangle([0, horizon, w, h], fill=mid)
    d.rectangle([0, int(h * 0.82), w, h], fill=ground)
    if scene in ("city", "night"):
        x = 0
        while x < w:
            bw, bh = rng.randint(25, 55), rng.randint(40, horizon)
            col = tuple(max(0, c + rng.randint(-25, 25)) for c in mid)
            d.rectangle([x, horizon - bh, x + bw, h], fill=col)
            for wy in range(horizon - bh + 6, h - 20, 12):
                for wx in range(x + 4, x + bw - 6, 10):
                    lit = (
                        (250, 210, 120)
                        if scene == "night" and rng.random() < 0.6
                        else (200, 210, 220)
                    )
                    d.rectangle([wx, wy, wx + 4, wy + 6], fill=lit)
            x += bw + rng.randint(0, 6)
    if scene in ("green", "snow", "hills"):
        for _ in range(rng.randint(5, 12)):
            tx, ty = rng.randint(0, w), horizon + rng.randint(-10, 30)
            col = (30, 90, 40) if scene != "snow" else (60, 80, 70)
            d.polygon([(tx, ty - 40), (tx - 14, ty), (tx + 14, ty)], fill=col)
    if scene == "sea":
        for _ in range(20):
            x, y = rng.randint(0, w), rng.randint(horizon, int(h * 0.8))
            d.line([(x, y), (x + rng.randint(8, 20), y)], fill=(200, 225, 245))
    if scene == "indoor":
        d.rectangle([w // 5, int(h * 0.55), w * 4 // 5, int(h * 0.62)], fill=(100, 70, 45))
    for _ in range(rng.randint(2, 5)):  # people, umbrellas, cups...
        x, y = rng.randint(10, w - 30), rng.randint(horizon - 10, h - 40)
        col = tuple(rng.randint(30, 230) for _ in range(3))
        d.ellipse([x, y, x + 14, y + 14], fill=col)
        d.rectangle([x + 2, y + 14, x + 12, y + 40], fill=col)
    exif = img.getexif()
    exif[271] = make
    exif[272] = model
    exif[306] = when
    exif[305] = "Pillow"
    sub = exif.get_ifd(0x8769)
    sub[36867] = when
    sub[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=80, exif=exif.tobytes())
    return buf.getvalue()


def scan_jpg(lines: list[str], seed: int, when: str) -> bytes:
    """A phone photo of a paper (a card, a certificate): grey paper, dark lines of 'text'."""
    rng = random.Random(seed)
    img = Image.new("RGB", (320, 240), (95, 85, 75))
    d = ImageDraw.Draw(img)
    d.rectangle([20, 15, 300, 225], fill=(232, 230, 220))
    y = 28
    for line in lines:
        d.text((30, y), line, fill=(40, 40, 60))
        y += 14
    for _ in range(6):
        x = rng.randint(30, 250)
        d.line([(x, y + 5), (x + rng.randint(20, 40), y + 5)], fill=(60, 60, 90))
    exif = img.getexif()
    exif[271] = "samsung"
    exif[272] = "Galaxy A54 5G"
    exif[306] = when
    exif.get_ifd(0x8769)[36867] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=78, exif=exif.tobytes())
    return buf.getvalue()


# ---------------------------------------------------------------- office files


def docx(items: list, author: str = "Ioana Mureșan", created: str = "2025-01-01") -> bytes:
    """A .docx: strings are paragraphs ('# ' heading, '## ' subheading, '**x**' a bold line),
    a list of lists is a table (first row bold)."""
    d = _docx.Document()
    for item in items:
        if isinstance(item, list):
            table = d.add_table(rows=0, cols=len(item[0]))
            table.style = "Table Grid"
            for i, row in enumerate(item):
                cells = table.add_row().cells
                for c, value in zip(cells, row, strict=True):
                    c.text = str(value)
                    if i == 0:
                        for run in c.paragraphs[0].runs:
                            run.bold = True
        elif item.startswith("# "):
            d.add_heading(item[2:], level=1)
        elif item.startswith("## "):
            d.add_heading(item[3:], level=2)
        elif item.startswith("**") and item.endswith("**"):
            d.add_paragraph().add_run(item[2:-2]).bold = True
        else:
            d.add_paragraph(item)
    d.core_properties.author = author
    d.core_properties.created = _dt.datetime.fromisoformat(created)
    buf = io.BytesIO()
    d.save(buf)
    return buf.getvalue()


def xlsx(sheets: dict[str, list[list]], author: str = "Ioana Mureșan") -> bytes:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        for cell in ws[1]:
            cell.font = Font(bold=True)
        for col in ws.columns:
            letter = col[0].column_letter
            ws.column_dimensions[letter].width = min(
                45, max(10, *(len(str(c.value or "")) + 2 for c in col))
            )
    wb.properties.creator = author
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


# ---------------------------------------------------------------- e-mail


def eml(frm: str, to: str, subject: str, date: str, body: str, msgid: str, cc: str = "") -> bytes:
    """An e-mail in RFC 822 form (date as 'Tue, 13 Jan 2026 09:42:17 +0200')."""
    m = EmailMessage()
    m["From"] = frm
    m["To"] = to
    if cc:
        m["Cc"] = cc
    m["Subject"] = subject
    m["Date"] = date
    m["Message-ID"] = msgid
    m["MIME-Version"] = "1.0"
    m.set_content(body, cte="quoted-printable")
    return m.as_bytes()


# ---------------------------------------------------------------- recurring documents

LUNI = [
    "",
    "ianuarie",
    "februarie",
    "martie",
    "aprilie",
    "mai",
    "iunie",
    "iulie",
    "august",
    "septembrie",
    "octombrie",
    "noiembrie",
    "decembrie",
]


def _rata(sold: float, luni: int, dobanda: float) -> float:
    r = dobanda / 100 / 12
    return round(sold * r / (1 - (1 + r) ** -luni), 2)


def grafic_credit() -> list[tuple[str, float, float, float, float, float, float]]:
    """The mortgage month by month from January 2025 to January 2026:
    (due date, balance before, principal, interest, payment, balance after, rate %)."""
    sold, luni = 251_870.00, 294
    dobanzi = {1: 7.90, 4: 7.86, 7: 7.86, 10: 7.81}
    out = []
    dobanda = 7.90
    for an, luna in [(2025, m) for m in range(1, 13)] + [(2026, 1)]:
        if an == 2025 and luna in dobanzi:
            dobanda = dobanzi[luna]
        if an == 2026:
            dobanda = 7.72
        rata = _rata(sold, luni, dobanda)
        dob = round(sold * dobanda / 100 / 12, 2)
        princ = round(rata - dob, 2)
        out.append((f"01.{luna:02d}.{an}", sold, princ, dob, rata, round(sold - princ, 2), dobanda))
        sold, luni = round(sold - princ, 2), luni - 1
    return out


GRAFIC = grafic_credit()
RATA = {row[0][3:]: row[4] for row in GRAFIC}  # "09.2025" -> payment


def bt_extras(an: int, luna: int, sold_initial: float, tranz: list, nr: int) -> bytes:
    """Banca Transilvania monthly statement of Andrei's current account.
    tranz: (date 'dd.mm.yyyy', description, debit, credit)."""
    import calendar

    ultima = calendar.monthrange(an, luna)[1]
    rows = [["", "SOLD ANTERIOR", "", lei(sold_initial)]]
    deb = cred = 0.0
    for data, desc, d, c in tranz:
        deb += d
        cred += c
        rows.append([data, desc, lei(d) if d else "", lei(c) if c else ""])
    sold_final = sold_initial - deb + cred
    return pdf(
        (
            "cols",
            "**Banca Transilvania**\nSucursala Cluj-Napoca – Agenția Gheorgheni\n"
            "Str. Constantin Brâncuși nr. 133, Cluj-Napoca\nwww.bancatransilvania.ro | 0264 308 028",
            f"**EXTRAS DE CONT nr. {nr}**\n"
            f"Perioada: 01.{luna:02d}.{an} - {ultima}.{luna:02d}.{an}\n"
            f"Data emiterii: 0{1 if luna < 12 else 2}.{luna % 12 + 1:02d}.{an + (luna == 12)}",
        ),
        (
            "kv",
            [
                ("Titular cont:", ANDREI),
                ("CNP:", CNP_ANDREI),
                ("Adresa:", ADRESA),
                ("Cont (IBAN):", IBAN_BT),
                ("Tip cont / valuta:", "Cont curent persoane fizice / RON"),
            ],
        ),
        (
            "t",
            ["Data", "Descriere tranzacție", "Debit", "Credit"],
            rows,
            (16, 60, 16, 16),
            ("LEFT", "LEFT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Rulaj total debit:", lei(deb)),
                ("Rulaj total credit:", lei(cred)),
                (f"SOLD FINAL la {ultima}.{luna:02d}.{an}:", lei(sold_final) + " RON"),
            ],
        ),
        (
            "s",
            "Tranzacțiile în valută sunt convertite la cursul BT din data decontării. "
            "Vă rugăm să verificați extrasul și să semnalați orice neconcordanță în termen de 30 "
            "de zile. Depozitele sunt garantate de Fondul de Garantare a Depozitelor Bancare în "
            "limita a 100.000 EUR. Banca Transilvania S.A., Cluj-Napoca, Calea Dorobanților "
            "nr. 30-36, J12/4155/1993, CUI RO5022670, capital social 8.063.578.520 lei.",
        ),
        title=f"Extras de cont {luna:02d}.{an}",
        author="Banca Transilvania",
    )


def ing_extras(an: int, luna: int, sold_initial: float, tranz: list) -> bytes:
    """ING Bank statement of Ioana's personal current account.
    tranz: (day, description, debit, credit)."""
    import calendar

    ultima = calendar.monthrange(an, luna)[1]
    luna_txt = LUNI[luna]
    rows = []
    deb = cred = 0.0
    for zi, desc, d, c in tranz:
        deb += d
        cred += c
        rows.append([f"{zi:02d} {luna_txt} {an}", desc, lei(d) if d else "", lei(c) if c else ""])
    sold_final = sold_initial - deb + cred
    return pdf(
        (
            "cols",
            "**ING Bank N.V. Amsterdam – Sucursala București**\n"
            "Str. Av. Popișteanu nr. 54A, sector 1, București\n"
            "Nr. ONRC J40/14002/1994, CUI RO6672808",
            f"**Extras de cont**\n{IOANA}\n{ADRESA}",
        ),
        (
            "kv",
            [
                ("Cont Curent:", IBAN_ING + "  (RON)"),
                ("Perioada:", f"01 {luna_txt} {an} – {ultima} {luna_txt} {an}"),
                ("Sold inițial:", lei(sold_initial) + " RON"),
                ("Sold final:", lei(sold_final) + " RON"),
            ],
        ),
        (
            "t",
            ["Data", "Detalii tranzacție", "Debit", "Credit"],
            rows,
            (20, 58, 15, 15),
            ("LEFT", "LEFT", "RIGHT", "RIGHT"),
        ),
        ("r", [("Total debit:", lei(deb)), ("Total credit:", lei(cred))]),
        (
            "s",
            "Acest extras este generat electronic prin Home'Bank și este valabil fără semnătură "
            "și ștampilă. Pentru tranzacțiile în altă valută decât cea a contului se aplică "
            "cursul de schimb ING din ziua procesării. Informații: 031 9222 sau www.ing.ro.",
        ),
        title=f"Extras cont curent {luna_txt} {an}",
        author="ING Bank Romania",
    )


_ELECTRICA_PRET = [
    ("Energie electrică activă", 0.8110),
    ("Serviciu de distribuție", 0.2185),
    ("Serviciu de transport (TG + TL)", 0.0498),
    ("Servicii de sistem", 0.0118),
    ("Certificate verzi", 0.0466),
    ("Contribuție cogenerare de înaltă eficiență", 0.0042),
    ("Acciză", 0.0058),
]


def factura_electrica(
    nr: str, emisa: str, scadenta: str, de_la: str, pana_la: str, idx_vechi: int, idx_nou: int
) -> bytes:
    kwh = idx_nou - idx_vechi
    rows = []
    baza = 0.0
    for nume, pret in _ELECTRICA_PRET:
        val = round(kwh * pret, 2)
        baza += val
        rows.append([nume, "kWh", str(kwh), f"{pret:.4f}".replace(".", ","), lei(val)])
    tva = round(baza * 0.21, 2)
    return pdf(
        (
            "cols",
            "**ELECTRICA FURNIZARE S.A.**\nStr. Grigore Alexandrescu nr. 9, sector 1, București\n"
            "CUI RO28909028, J40/7425/2011\nPunct de lucru Cluj-Napoca, Str. Memorandumului 27\n"
            "Call center 0264 207 000 | www.electricafurnizare.ro",
            f"**FACTURĂ FISCALĂ**\nSeria EFCJ nr. {nr}\nData emiterii: {emisa}\n"
            f"Data scadenței: **{scadenta}**\nCod client: 7000214538",
        ),
        (
            "kv",
            [
                ("Client:", ANDREI),
                ("Adresa de corespondență:", ADRESA),
                ("Loc de consum:", "Str. Alverna nr. 24, ap. 15, Cluj-Napoca"),
                ("Cod loc de consum / POD:", "5001847712 / RO005E520184771"),
                ("Perioada de facturare:", f"{de_la} - {pana_la}"),
                ("Index vechi / nou:", f"{idx_vechi} (citit) / {idx_nou} (autocitit)"),
                ("Consum facturat:", f"{kwh} kWh"),
            ],
        ),
        (
            "t",
            ["Denumire", "U.M.", "Cant.", "Preț unitar (lei)", "Valoare (lei)"],
            rows,
            (50, 10, 12, 18, 18),
            ("LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Total fără TVA:", lei(baza)),
                ("TVA 21%:", lei(tva)),
                ("TOTAL DE PLATĂ:", lei(baza + tva) + " lei"),
            ],
        ),
        (
            "p",
            "Plata se poate face online pe myElectrica, prin debit direct, la ghișeele băncilor "
            "partenere sau la punctele PayPoint / Zebra Pay. Cod de bare plată: "
            f"70002145389{nr}.",
        ),
        (
            "s",
            "Neplata facturii în termen de 15 zile de la data scadenței atrage penalități de "
            "întârziere de 0,04%/zi. Prețul energiei active conform ofertei-tip «Electrica "
            "Confort Casa» acceptate la 01.07.2025. Informații despre mixul de energie: "
            "www.electricafurnizare.ro/mix. Pentru reclamații: ANRE, tel. 021 327 8100.",
        ),
        title=f"Factura Electrica {nr}",
        author="Electrica Furnizare",
    )


def factura_eon(
    nr: str, emisa: str, scadenta: str, de_la: str, pana_la: str, idx_vechi: int, idx_nou: int
) -> bytes:
    mc = idx_nou - idx_vechi
    pcs = 10.548
    kwh = round(mc * pcs)
    pret = 0.2590
    val = round(kwh * pret, 2)
    tva = round(val * 0.21, 2)
    return pdf(
        (
            "cols",
            "**E.ON Energie România S.A.**\nStr. Justiției nr. 1, 540069 Târgu Mureș\n"
            "CUI RO22043010, J26/1186/2007\ne-mail: info@eon-romania.ro | 0265 200 366",
            f"**Factură**\nNr. {nr}\nData facturii: {emisa}\nScadență: **{scadenta}**\n"
            "Cod client: 1002 8873 4410",
        ),
        (
            "kv",
            [
                ("Client:", ANDREI),
                ("Adresă loc de consum:", "Cluj-Napoca, Str. Alverna nr. 24, ap. 15"),
                ("Cod loc consum (CLC):", "DEG1 2045 7781"),
                ("Produs:", "E.ON Gaz Confort – gaze naturale pentru uz casnic"),
                ("Perioada de consum:", f"{de_la} – {pana_la}"),
            ],
        ),
        (
            "t",
            ["Contor", "Index vechi", "Index nou", "Consum m³", "PCS (kWh/m³)", "Consum kWh"],
            [["G4 nr. 18837412", str(idx_vechi), str(idx_nou), str(mc), "10,548", str(kwh)]],
            None,
            ("LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "t",
            ["Denumire", "Cantitate", "Preț (lei/kWh)", "Valoare (lei)"],
            [
                [
                    "Gaze naturale (produs, transport, distribuție)",
                    f"{kwh} kWh",
                    "0,2590",
                    lei(val),
                ],
            ],
            (55, 15, 15, 15),
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Valoare fără TVA:", lei(val)),
                ("TVA 21%:", lei(tva)),
                ("Total de plată:", lei(val + tva) + " lei"),
            ],
        ),
        (
            "s",
            "Distribuitor: Delgaz Grid S.A. – urgențe gaze 0800 800 928 (apel gratuit). "
            "Verificarea tehnică periodică a instalației de utilizare se face o dată la 2 ani, "
            "revizia o dată la 10 ani. Poți plăti factura în aplicația E.ON Myline, prin "
            "internet banking sau la terminalele SelfPay.",
        ),
        title=f"Factura E.ON {nr}",
        author="E.ON Energie Romania",
    )


def lista_intretinere(luna_txt: str, an: int, emisa: str, scadenta: str, rows: list) -> bytes:
    total = sum(v for _, _, v in rows)
    return pdf(
        ("c", "ASOCIAȚIA DE PROPRIETARI ALVERNA 24", 12),
        (
            "p",
            "Str. Alverna nr. 24, Cluj-Napoca | CIF 38012345 | cont RO23 BTRL 0130 1205 E118 43XX",
            8,
        ),
        ("c", f"LISTA DE PLATĂ – luna {luna_txt.upper()} {an}", 11),
        (
            "kv",
            [
                ("Apartament:", "15 (etaj 4)"),
                ("Proprietar:", "Mureșan Andrei"),
                ("Nr. persoane:", "4"),
                ("Cota indiviză:", "2,87%"),
                ("Data afișării:", emisa),
                ("Termen de plată:", scadenta),
            ],
        ),
        (
            "t",
            ["Cheltuială", "Mod de repartizare", "Suma (lei)"],
            [[a, b, lei(v)] for a, b, v in rows],
            (45, 35, 15),
            ("LEFT", "LEFT", "RIGHT"),
        ),
        ("r", [("TOTAL DE PLATĂ:", lei(total) + " lei")]),
        (
            "s",
            "Plata se face prin transfer bancar (menționați nr. apartamentului) sau la "
            "administrator, marțea între 18:00 și 20:00. După 30 de zile de la termen se "
            "calculează penalități de 0,2%/zi conform Legii 196/2018. Administrator: Bogdan "
            "Sălăjan, tel. 0740 512 997.",
        ),
        title=f"Lista de plata {luna_txt} {an} ap. 15",
        author="Asociatia de Proprietari Alverna 24",
    )


def fluturas(
    an: int, luna: int, zile_lucrate: int, zile_co: int, sold_co: int, prima: float = 0.0
) -> bytes:
    brut = 17_500.00
    tichete = zile_lucrate * 40.0
    venit = brut + prima
    cas = round(venit * 0.25, 2)
    cass = round((venit + tichete) * 0.10, 2)
    baza = venit + tichete - cas - cass
    impozit = round(baza * 0.10)
    net = net_salariu(zile_lucrate, prima)
    zile_total = zile_lucrate + zile_co
    rows = [
        ["Salariu de bază", f"{zile_total} zile", lei(brut)],
        ["din care: indemnizație concediu de odihnă", f"{zile_co} zile", "inclus"],
    ]
    if prima:
        rows.append(["Primă de Crăciun", "", lei(prima)])
    rows += [
        [
            "Tichete de masă (avantaj, nu se plătesc în bani)",
            f"{zile_lucrate} x 40,00",
            lei(tichete),
        ],
        ["CAS 25%", "", "-" + lei(cas)],
        ["CASS 10%", "", "-" + lei(cass)],
        ["Bază de calcul impozit", "", lei(baza)],
        ["Impozit pe venit 10%", "", "-" + lei(impozit)],
    ]
    return pdf(
        (
            "cols",
            "**NORDLIGHT SOFTWARE SRL**\nStr. Dorobanților nr. 14-16, Cluj-Napoca\n"
            "CUI RO35112233, J12/3345/2015",
            f"**FLUTURAȘ DE SALARIU**\nLuna: {LUNI[luna].upper()} {an}\nData plății: "
            f"10.{luna % 12 + 1:02d}.{an + (luna == 12)}",
        ),
        (
            "kv",
            [
                ("Marca / Nume:", f"0112 / {ANDREI}"),
                ("CNP:", CNP_ANDREI),
                ("Funcția:", "Senior Software Engineer (COR 251201)"),
                ("Departament:", "Engineering – Payments Platform"),
                ("Zile lucrătoare în lună:", str(zile_total)),
                ("Zile lucrate / CO / CM:", f"{zile_lucrate} / {zile_co} / 0"),
                ("Sold CO rămas:", f"{sold_co} zile"),
            ],
        ),
        ("t", ["Element", "Detalii", "Suma (lei)"], rows, (60, 20, 20), ("LEFT", "LEFT", "RIGHT")),
        ("r", [("REST DE PLATĂ (virat în cont BT):", lei(net) + " lei")]),
        (
            "s",
            "Document confidențial. Pentru întrebări legate de salarizare: payroll@nordlight.ro. "
            "Venitul brut lunar realizat și contribuțiile reținute sunt declarate lunar prin "
            "Declarația 112.",
        ),
        title=f"Fluturas {LUNI[luna]} {an}",
        author="Nordlight Software - Payroll",
    )


PFA_BLOC = (
    f"**Furnizor: {PFA}**\n"
    f"CIF {PFA_CIF}, Nr. Reg. Com. {PFA_REG}\n"
    f"{PFA_ADRESA}\n"
    f"IBAN {IBAN_PFA} – ING Bank\n"
    "Traducător autorizat RO–HU–EN, aut. MJ nr. 31882\n"
    "ioana.muresan.traduceri@gmail.com, 0745 630 184"
)


def factura_pfa(
    nr: str, data: str, scadenta: str, client: str, linii: list, moneda: str = "lei", nota: str = ""
) -> bytes:
    """An invoice Ioana issues from her PFA (not a VAT payer)."""
    rows = []
    total = 0.0
    for i, (desc, um, cant, pret) in enumerate(linii, 1):
        val = round(cant * pret, 2)
        total += val
        rows.append([str(i), desc, um, str(cant), lei(pret), lei(val)])
    blocks = [
        ("cols", PFA_BLOC, client),
        ("h", f"FACTURĂ  seria IM nr. {nr}", 13),
        (
            "p",
            f"Data emiterii: {data}          Data scadenței: {scadenta}          Moneda: {moneda}",
        ),
        (
            "t",
            ["Nr.", "Denumirea serviciului", "U.M.", "Cant.", "Preț unitar", "Valoare"],
            rows,
            (6, 52, 10, 8, 12, 12),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
        ),
        ("r", [("TOTAL DE PLATĂ:", f"{lei(total)} {moneda}")]),
        ("p", nota or "Furnizor neplătitor de TVA (art. 310 Cod fiscal)."),
        (
            "s",
            "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) din Legea "
            "227/2015 privind Codul fiscal. Vă rog să menționați numărul facturii la plată.",
        ),
    ]
    return pdf(*blocks, title=f"Factura IM {nr}", author="Ioana Muresan PFA")


def factura_contexpert(nr: str, data: str, scadenta: str, luna_txt: str) -> bytes:
    val = 250.00
    return pdf(
        (
            "cols",
            "**CONTEXPERT CLUJ SRL**\nExpertiză contabilă și consultanță fiscală\n"
            "Str. Moților nr. 87, ap. 3, Cluj-Napoca\nCUI RO30551872, J12/4410/2012\n"
            "IBAN RO47 RZBR 0000 0600 1877 2341 – Raiffeisen Bank",
            f"**Cumpărător: {PFA}**\nCIF {PFA_CIF}\nReg. Com. {PFA_REG}\n{PFA_ADRESA}",
        ),
        ("h", f"FACTURĂ FISCALĂ nr. CTB {nr}", 13),
        ("p", f"Data: {data}        Scadența: {scadenta}"),
        (
            "t",
            [
                "Nr.",
                "Denumire produse/servicii",
                "U.M.",
                "Cant.",
                "Preț fără TVA",
                "Valoare",
                "TVA",
            ],
            [
                [
                    "1",
                    f"Servicii de contabilitate în partidă simplă – luna {luna_txt} "
                    "(registru de încasări și plăți, evidență facturi)",
                    "lună",
                    "1",
                    lei(val),
                    lei(val),
                    lei(val * 0.21),
                ]
            ],
            (6, 48, 8, 6, 12, 11, 10),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Total fără TVA:", lei(val)),
                ("TVA 21%:", lei(val * 0.21)),
                ("Total de plată:", lei(val * 1.21) + " lei"),
            ],
        ),
        (
            "p",
            "Expert contabil: ec. Lavinia Bârsan, membru CECCAR nr. 41277.\n"
            "Documentele pentru luna următoare se transmit până pe data de 5.",
        ),
        ("s", "Factura este valabilă fără semnătură și ștampilă (art. 319 alin. 29 Cod fiscal)."),
        title=f"Factura CTB {nr}",
        author="Contexpert Cluj",
    )


def factura_gradinita(
    nr: str, data: str, scadenta: str, luna_txt: str, masa_zile: int, extra=None
) -> bytes:
    rows = [
        ["1", f"Taxă școlarizare – luna {luna_txt}", "lună", "1", "1.350,00", "1.350,00"],
        [
            "2",
            "Masă (mic dejun, prânz, gustare)",
            "zile",
            str(masa_zile),
            "25,00",
            lei(masa_zile * 25),
        ],
    ]
    total = 1350 + masa_zile * 25
    for i, (desc, val) in enumerate(extra or [], 3):
        rows.append([str(i), desc, "buc", "1", lei(val), lei(val)])
        total += val
    return pdf(
        (
            "cols",
            "**BUFNIȚELE ÎNȚELEPTE SRL**\nGrădinița particulară «Bufnițele Înțelepte»\n"
            "Str. Teodor Mihali nr. 31, Cluj-Napoca\nCUI 40118723, J12/5521/2018\n"
            "IBAN RO65 BTRL 0130 1202 G445 91XX",
            f"**Client:** {IOANA}\n{ADRESA}\n\nCopil: MUREȘAN SOFIA\nGrupa mare «Albinuțele»",
        ),
        ("h", f"FACTURA seria GR nr. {nr}", 13),
        ("p", f"Data emiterii: {data}\nTermen de plată: {scadenta}"),
        (
            "t",
            ["Nr.", "Denumire", "U.M.", "Cant.", "Preț (lei)", "Valoare (lei)"],
            rows,
            (6, 50, 8, 8, 12, 14),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
        ),
        ("r", [("TOTAL DE PLATĂ:", lei(total) + " lei")]),
        (
            "p",
            "Serviciile educaționale sunt scutite de TVA conform art. 292 alin. (1) lit. a) "
            "Cod fiscal. Zilele de absență anunțate până la ora 9:00 se scad din masa lunii "
            "următoare.",
            8,
        ),
        ("s", "Vă mulțumim! Echipa Bufnițele Înțelepte – 0755 114 290 – secretariat@bufnitele.ro"),
        title=f"Factura GR {nr}",
        author="Bufnitele Intelepte",
    )


def notificare_ircc(
    data: str,
    nr: str,
    trimestru: str,
    ircc: str,
    dob: float,
    rata: float,
    sold: float,
    luni: int,
    de_la: str,
) -> bytes:
    return pdf(
        (
            "cols",
            "**Banca Transilvania S.A.**\nDirecția Credite Persoane Fizice\n"
            "Calea Dorobanților nr. 30-36, Cluj-Napoca",
            f"Către: {ANDREI}\nCodebitor: {IOANA}\n{ADRESA}",
        ),
        ("p", f"Nr. {nr} / {data}"),
        ("h", "Notificare privind modificarea ratei dobânzii", 12),
        (
            "p",
            "Stimate client,\n\n"
            "Vă informăm că, în conformitate cu prevederile contractului de credit nr. "
            "2019/CJ/00731 din 18.06.2019 și ale OUG nr. 19/2019, rata dobânzii variabile se "
            "calculează ca sumă între indicele de referință pentru creditele consumatorilor "
            f"(IRCC) și marja fixă de 2,15% pe an. Indicele IRCC publicat de BNR pentru "
            f"{trimestru} este {ircc}% pe an.",
        ),
        (
            "kv",
            [
                ("Contract de credit:", "2019/CJ/00731 – credit ipotecar, RON"),
                ("Rata dobânzii aplicabile:", f"{dob:.2f}% p.a.".replace(".", ",")),
                ("Aplicabilă începând cu:", de_la),
                ("Sold credit:", lei(sold) + " lei"),
                ("Număr rate rămase:", str(luni)),
                ("Noua rată lunară:", lei(rata) + " lei"),
                ("DAE estimată:", f"{dob + 0.31:.2f}%".replace(".", ",")),
            ],
        ),
        (
            "p",
            "Graficul de rambursare actualizat este disponibil în BT24 / BT Pay, secțiunea "
            "Credite. Rata se va debita automat din contul curent " + IBAN_BT + " la data "
            "scadenței. Dacă aveți întrebări, ne puteți contacta la 0264 308 028 sau în orice "
            "unitate BT.\n\nCu stimă,\nEchipa Banca Transilvania",
        ),
        (
            "s",
            "Prezenta notificare a fost generată automat și nu necesită semnătură. Banca "
            "Transilvania S.A., J12/4155/1993, CUI RO5022670, înregistrată în Registrul "
            "Bancar nr. RB-PJR-12-019/1999.",
        ),
        title=f"Notificare IRCC {trimestru}",
        author="Banca Transilvania",
    )


def sold_final(sold: float, tranz: list) -> float:
    """The balance after a month of (date, description, debit, credit)."""
    return round(sold - sum(t[2] for t in tranz) + sum(t[3] for t in tranz), 2)


def net_salariu(zile_lucrate: int, prima: float = 0.0, brut: float = 17_500.00) -> float:
    """Andrei's take-home pay for a month (meal vouchers are taxed but not paid in cash)."""
    tichete = zile_lucrate * 40.0
    venit = brut + prima
    cas = round(venit * 0.25, 2)
    cass = round((venit + tichete) * 0.10, 2)
    impozit = round((venit + tichete - cas - cass) * 0.10)
    return round(venit - cas - cass - impozit, 2)


def total_electrica(kwh: int) -> float:
    baza = sum(round(kwh * pret, 2) for _, pret in _ELECTRICA_PRET)
    return round(baza + round(baza * 0.21, 2), 2)


def total_eon(mc: int) -> float:
    val = round(round(mc * 10.548) * 0.2590, 2)
    return round(val + round(val * 0.21, 2), 2)


def total_intretinere(rows: list) -> float:
    return round(sum(v for *_, v in rows), 2)


# The bathroom works of Instal Grup Someș (quote 57/2025), shared by the quote, the advance
# invoice, the bank statements and the final invoice.
DEVIZ = [
    ("Desfacere placaj ceramic existent (pereți + pardoseală), evacuare moloz", "mp", 30.0, 45.0),
    ("Demontare obiecte sanitare și cadă existente", "buc", 1, 350.0),
    ("Refacere instalație apă rece/caldă PPR (6 puncte) și scurgeri PP Ø50/Ø110", "pct", 6, 280.0),
    ("Hidroizolație pardoseală și perimetru duș (membrană lichidă + bandă)", "mp", 6.5, 95.0),
    ("Șapă autonivelantă cu pantă spre rigolă", "mp", 4.2, 90.0),
    ("Montaj faianță 25x40 (pereți)", "mp", 24.5, 160.0),
    ("Montaj gresie 60x60 (pardoseală)", "mp", 4.2, 180.0),
    (
        "Montaj rigolă duș, cadru WC suspendat, vas WC, lavoar cu mobilier, baterii",
        "set",
        1,
        2_150.0,
    ),
    ("Montaj paravan duș walk-in și accesorii", "set", 1, 600.0),
    ("Instalație electrică: 2 prize IP44, spoturi tavan, ventilator", "set", 1, 1_024.0),
]
DEVIZ_TOTAL = round(sum(round(q * p, 2) for _, _, q, p in DEVIZ), 2)
AVANS = round(DEVIZ_TOTAL * 0.30, 2)
AVANS_CU_TVA = round(AVANS + round(AVANS * 0.21, 2), 2)
SUPLIMENTAR = 650.00
FINAL_NET = round(DEVIZ_TOTAL + SUPLIMENTAR - AVANS, 2)
FINAL_CU_TVA = round(FINAL_NET + round(FINAL_NET * 0.21, 2), 2)
