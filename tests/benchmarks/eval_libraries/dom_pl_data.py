"""Data for the dom-pl evaluation library: the Nowicki family's papers (Gdańsk)."""

from __future__ import annotations

import io
import random
from datetime import datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

# ---------------------------------------------------------------------------
# helpers: photos, office files, e-mails, invoices


def _jpeg(taken: str, seed: int, make: str = "Apple", model: str = "iPhone 13") -> bytes:
    """A small camera-like JPEG with EXIF DateTimeOriginal ("YYYY:MM:DD HH:MM:SS")."""
    from PIL import Image, ImageDraw

    rnd = random.Random(seed)
    top = (rnd.randint(60, 200), rnd.randint(90, 210), rnd.randint(120, 240))
    bottom = (rnd.randint(20, 120), rnd.randint(40, 140), rnd.randint(20, 120))
    img = Image.new("RGB", (320, 240))
    draw = ImageDraw.Draw(img)
    for y in range(240):
        t = y / 239
        draw.line(
            [(0, y), (319, y)],
            fill=tuple(int(top[i] * (1 - t) + bottom[i] * t) for i in range(3)),
        )
    for _ in range(7):
        x, y = rnd.randint(0, 300), rnd.randint(60, 220)
        w, h = rnd.randint(15, 90), rnd.randint(10, 70)
        colour = (rnd.randint(0, 255), rnd.randint(0, 255), rnd.randint(0, 255))
        if rnd.random() < 0.5:
            draw.ellipse([x, y, x + w, y + h], fill=colour)
        else:
            draw.rectangle([x, y, x + w, y + h], fill=colour)
    exif = Image.Exif()
    exif[271] = make
    exif[272] = model
    exif[306] = taken
    sub = exif.get_ifd(0x8769)
    sub[36867] = taken
    sub[36868] = taken
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=78, exif=exif.tobytes())
    return buf.getvalue()


def _docx(
    paragraphs: list[str], table: list[list[str]] | None = None, after: list[str] | None = None
) -> bytes:
    from docx import Document

    doc = Document()
    doc.core_properties.author = "Agnieszka Nowicka"
    doc.core_properties.created = datetime(2025, 1, 2, 9, 0)
    doc.core_properties.modified = datetime(2025, 1, 2, 9, 0)
    for i, text in enumerate(paragraphs):
        if i == 0:
            doc.add_heading(text, level=1)
        else:
            doc.add_paragraph(text)
    if table:
        t = doc.add_table(rows=0, cols=len(table[0]))
        t.style = "Table Grid"
        for row in table:
            cells = t.add_row().cells
            for cell, value in zip(cells, row, strict=True):
                cell.text = value
    for text in after or []:
        doc.add_paragraph(text)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _xlsx(sheets: dict[str, list[list[object]]]) -> bytes:
    from openpyxl import Workbook

    wb = Workbook()
    wb.remove(wb.active)
    for title, rows in sheets.items():
        ws = wb.create_sheet(title)
        for row in rows:
            ws.append(row)
        ws.column_dimensions["A"].width = 14
        ws.column_dimensions["B"].width = 30
        ws.column_dimensions["C"].width = 40
    wb.properties.creator = "Agnieszka Nowicka"
    wb.properties.created = datetime(2025, 1, 2, 9, 0)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _eml(sender: str, to: str, subject: str, when: datetime, body: str, msg_id: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(when)
    msg["Message-ID"] = msg_id
    msg["MIME-Version"] = "1.0"
    msg.set_content(body, cte="8bit")
    return msg.as_bytes()


_PL = timezone(timedelta(hours=1))
_PL_SUMMER = timezone(timedelta(hours=2))

_UNITS = ["", "jeden", "dwa", "trzy", "cztery", "pięć", "sześć", "siedem", "osiem", "dziewięć"]
_TEENS = [
    "dziesięć",
    "jedenaście",
    "dwanaście",
    "trzynaście",
    "czternaście",
    "piętnaście",
    "szesnaście",
    "siedemnaście",
    "osiemnaście",
    "dziewiętnaście",
]
_TENS = [
    "",
    "",
    "dwadzieścia",
    "trzydzieści",
    "czterdzieści",
    "pięćdziesiąt",
    "sześćdziesiąt",
    "siedemdziesiąt",
    "osiemdziesiąt",
    "dziewięćdziesiąt",
]
_HUNDREDS = [
    "",
    "sto",
    "dwieście",
    "trzysta",
    "czterysta",
    "pięćset",
    "sześćset",
    "siedemset",
    "osiemset",
    "dziewięćset",
]


def _below_thousand(n: int) -> list[str]:
    words = [_HUNDREDS[n // 100]]
    rest = n % 100
    if 10 <= rest < 20:
        words.append(_TEENS[rest - 10])
    else:
        words += [_TENS[rest // 10], _UNITS[rest % 10]]
    return [w for w in words if w]


def _form(n: int, one: str, few: str, many: str) -> str:
    if n == 1:
        return one
    if n % 10 in (2, 3, 4) and n % 100 not in (12, 13, 14):
        return few
    return many


def _slownie(amount: float, currency: str = "PLN") -> str:
    whole = int(round(amount * 100)) // 100
    grosze = int(round(amount * 100)) % 100
    words: list[str] = []
    thousands, rest = divmod(whole, 1000)
    if thousands:
        if thousands > 1:
            words += _below_thousand(thousands)
        words.append(_form(thousands, "tysiąc", "tysiące", "tysięcy"))
    words += _below_thousand(rest)
    if not words:
        words = ["zero"]
    if currency == "PLN":
        unit = _form(whole, "złoty", "złote", "złotych")
    else:
        unit = "euro"
    return f"{' '.join(words)} {unit} {grosze:02d}/100"


def _kwota(amount: float) -> str:
    whole = int(round(amount * 100)) // 100
    grosze = int(round(amount * 100)) % 100
    s = f"{whole:,}".replace(",", " ")
    return f"{s},{grosze:02d}"


_SELLER = """Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7
80-136 Gdańsk
NIP: 584-271-39-06
tel. 601 482 915, biuro@tlumaczenia-nowicka.pl"""

_ACCOUNT_PLN = "PKO BP 12 1020 1811 0000 0302 0456 7812"
_ACCOUNT_EUR = "PKO BP (EUR) PL64 1020 1811 0000 0902 0511 3390, BIC/SWIFT: BPKOPLPW"


def _fv(
    number: str,
    issued: str,
    done: str,
    due: str,
    buyer: str,
    service: str,
    qty: float,
    unit: str,
    price: float,
    *,
    vat: str = "23%",
    currency: str = "PLN",
    note: str = "",
) -> str:
    """An invoice Agnieszka issues, from her own template."""
    net = round(qty * price, 2)
    qty_s = f"{qty:g}".replace(".", ",")
    if vat == "23%":
        tax = round(net * 0.23, 2)
        gross = net + tax
        totals = (
            f"Razem netto:   {_kwota(net)} {currency}\n"
            f"VAT 23%:       {_kwota(tax)} {currency}\n"
            f"Razem brutto:  {_kwota(gross)} {currency}"
        )
        vat_col = "23%"
        tax_col = _kwota(tax)
    else:
        gross = net
        totals = f"Razem netto:   {_kwota(net)} {currency}\nVAT:           {vat}\nDo zapłaty:    {_kwota(gross)} {currency}"
        vat_col = vat
        tax_col = "—"
    account = _ACCOUNT_PLN if currency == "PLN" else _ACCOUNT_EUR
    bilingual = currency != "PLN"
    title = f"FAKTURA nr {number}" + (" / INVOICE / RECHNUNG" if bilingual else "")
    lines = [
        title,
        "ORYGINAŁ",
        "",
        f"Data wystawienia: {issued}",
        f"Data wykonania usługi: {done}",
        "Miejsce wystawienia: Gdańsk",
        "",
        "Sprzedawca:",
        _SELLER,
        "",
        "Nabywca:",
        buyer,
        "",
        "Lp. | Nazwa usługi | Ilość | J.m. | Cena netto | Wartość netto | VAT | Kwota VAT",
        f"1 | {service} | {qty_s} | {unit} | {_kwota(price)} | {_kwota(net)} | {vat_col} | {tax_col}",
        "",
        totals,
        f"Słownie: {_slownie(gross, currency)}",
        "",
        "Sposób płatności: przelew",
        f"Termin płatności: {due}",
        f"Nr rachunku: {account}",
    ]
    if note:
        lines += ["", note]
    lines += ["", "Wystawiła: Agnieszka Nowicka"]
    return "\n".join(lines) + "\n"


_LINGUANORD = """LinguaNord sp. z o.o.
al. Grunwaldzka 211
80-266 Gdańsk
NIP: 584-276-90-12"""

_MARINETECH = """Marine Tech Solutions sp. z o.o.
ul. Hutnicza 40
81-061 Gdynia
NIP: 586-231-44-70"""

_BECKER = """Übersetzungsbüro Becker GmbH
Großer Burstah 31
20457 Hamburg, Deutschland
USt-IdNr.: DE287654321"""

_SPRACHWERK = """Sprachwerk Wien GmbH
Mariahilfer Straße 45/12
1060 Wien, Österreich
UID: ATU68123456"""

_TRANSGLOBAL = """TransGlobal Language Services Ltd
14 Old Street
London EC1V 9BD, United Kingdom
VAT reg. no. GB 312 4567 89"""

_RC = "Odwrotne obciążenie / Reverse charge / Steuerschuldnerschaft des Leistungsempfängers (art. 28b ustawy o VAT, art. 196 dyrektywy 2006/112/WE)."
_NP = "Usługa niepodlegająca opodatkowaniu w Polsce – miejsce świadczenia poza terytorium kraju (art. 28b ustawy o VAT). Reverse charge."


# ---------------------------------------------------------------------------
# Firma

_REJESTR_2024 = [
    [
        "Nr faktury",
        "Kontrahent",
        "Usługa",
        "Data wystawienia",
        "Netto",
        "VAT",
        "Brutto",
        "Waluta",
        "Zapłacono",
    ],
    [
        "FV 1/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL instrukcja obsługi",
        "2024-01-08",
        1870.00,
        430.10,
        2300.10,
        "PLN",
        "2024-01-19",
    ],
    [
        "FV 2/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL specyfikacja techniczna",
        "2024-01-31",
        2160.00,
        496.80,
        2656.80,
        "PLN",
        "2024-02-14",
    ],
    [
        "FV 3/2024",
        "Übersetzungsbüro Becker GmbH",
        "PL>DE Handelsregisterauszug",
        "2024-02-12",
        224.00,
        0,
        224.00,
        "EUR",
        "2024-02-26",
    ],
    [
        "FV 4/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL umowa dostawy",
        "2024-02-29",
        1650.00,
        379.50,
        2029.50,
        "PLN",
        "2024-03-12",
    ],
    [
        "FV 5/2024",
        "TransGlobal Language Services Ltd",
        "EN>PL website",
        "2024-03-15",
        301.00,
        0,
        301.00,
        "EUR",
        "2024-04-10",
    ],
    [
        "FV 6/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL instrukcja BHP",
        "2024-03-29",
        1500.00,
        345.00,
        1845.00,
        "PLN",
        "2024-04-12",
    ],
    [
        "FV 7/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL karta charakterystyki",
        "2024-04-22",
        990.00,
        227.70,
        1217.70,
        "PLN",
        "2024-05-06",
    ],
    [
        "FV 8/2024",
        "Übersetzungsbüro Becker GmbH",
        "PL>DE Arbeitszeugnis",
        "2024-05-10",
        128.00,
        0,
        128.00,
        "EUR",
        "2024-05-24",
    ],
    [
        "FV 9/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL dokumentacja przetargowa",
        "2024-05-31",
        2695.00,
        619.85,
        3314.85,
        "PLN",
        "2024-06-14",
    ],
    [
        "FV 10/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL raport z prób",
        "2024-06-28",
        1800.00,
        414.00,
        2214.00,
        "PLN",
        "2024-07-09",
    ],
    [
        "FV 11/2024",
        "TransGlobal Language Services Ltd",
        "EN>PL app strings",
        "2024-07-05",
        245.00,
        0,
        245.00,
        "EUR",
        "2024-08-02",
    ],
    [
        "FV 12/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL umowa licencyjna",
        "2024-08-26",
        1320.00,
        303.60,
        1623.60,
        "PLN",
        "2024-09-05",
    ],
    [
        "FV 13/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL lista kontrolna",
        "2024-08-30",
        840.00,
        193.20,
        1033.20,
        "PLN",
        "2024-09-12",
    ],
    [
        "FV 14/2024",
        "Übersetzungsbüro Becker GmbH",
        "PL>DE Urteil Bezirksgericht",
        "2024-09-06",
        400.00,
        0,
        400.00,
        "EUR",
        "2024-09-20",
    ],
    [
        "FV 15/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL procedura spawania",
        "2024-09-13",
        1680.00,
        386.40,
        2066.40,
        "PLN",
        "2024-09-27",
    ],
    [
        "FV 16/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL regulamin",
        "2024-09-20",
        770.00,
        177.10,
        947.10,
        "PLN",
        "2024-10-01",
    ],
    [
        "FV 17/2024",
        "TransGlobal Language Services Ltd",
        "EN>PL newsletter",
        "2024-09-27",
        154.00,
        0,
        154.00,
        "EUR",
        "2024-10-25",
    ],
    [
        "FV 18/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL instrukcja obsługi pompy",
        "2024-10-04",
        2310.00,
        531.30,
        2841.30,
        "PLN",
        "2024-10-16",
    ],
    [
        "FV 19/2024",
        "Übersetzungsbüro Becker GmbH",
        "PL>DE Mietvertrag",
        "2024-10-15",
        336.00,
        0,
        336.00,
        "EUR",
        "2024-10-28",
    ],
    [
        "FV 20/2024",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL specyfikacja silnika",
        "2024-10-31",
        2280.00,
        524.40,
        2804.40,
        "PLN",
        "2024-11-14",
    ],
    [
        "FV 21/2024",
        "TransGlobal Language Services Ltd",
        "EN>PL marketing",
        "2024-11-29",
        364.00,
        0,
        364.00,
        "EUR",
        "2025-01-03",
    ],
    [
        "FV 22/2024",
        "LinguaNord sp. z o.o.",
        "DE>PL instrukcja serwisowa",
        "2024-12-20",
        1925.00,
        442.75,
        2367.75,
        "PLN",
        "2025-01-07",
    ],
]

_REJESTR_2025 = [
    [
        "Nr faktury",
        "Kontrahent",
        "Usługa",
        "Data wystawienia",
        "Netto",
        "VAT",
        "Brutto",
        "Waluta",
        "Zapłacono",
    ],
    [
        "FV 1/2025",
        "LinguaNord sp. z o.o.",
        "DE>PL katalog części",
        "2025-01-07",
        1540.00,
        354.20,
        1894.20,
        "PLN",
        "2025-01-20",
    ],
    [
        "FV 2/2025",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL instrukcja eksploatacji",
        "2025-01-31",
        2640.00,
        607.20,
        3247.20,
        "PLN",
        "2025-02-13",
    ],
    [
        "FV 3/2025",
        "Sprachwerk Wien GmbH",
        "PL>DE Gesellschaftsvertrag",
        "2025-02-14",
        442.00,
        0,
        442.00,
        "EUR",
        "2025-02-27",
    ],
    [
        "FV 4/2025",
        "Übersetzungsbüro Becker GmbH",
        "PL>DE Gutachten",
        "2025-02-28",
        480.00,
        0,
        480.00,
        "EUR",
        "2025-03-12",
    ],
    [
        "FV 5/2025",
        "LinguaNord sp. z o.o.",
        "DE>PL dokumentacja maszyny",
        "2025-03-17",
        2200.00,
        506.00,
        2706.00,
        "PLN",
        "2025-03-28",
    ],
    [
        "FV 6/2025",
        "TransGlobal Language Services Ltd",
        "EN>PL e-learning",
        "2025-03-31",
        476.00,
        0,
        476.00,
        "EUR",
        "",
    ],
    [
        "FV 7/2025",
        "Marine Tech Solutions sp. z o.o.",
        "EN>PL raport klasyfikacyjny",
        "2025-04-15",
        1320.00,
        303.60,
        1623.60,
        "PLN",
        "",
    ],
]

FIRMA: dict[str, str | bytes] = {
    "Firma/Faktury wystawione/2024/FV_18_2024.txt": _fv(
        "FV 18/2024",
        "04.10.2024",
        "30.09.2024",
        "18.10.2024",
        _LINGUANORD,
        "Tłumaczenie pisemne DE>PL – instrukcja obsługi pompy odśrodkowej KSB Etanorm (zlecenie LN/2024/311)",
        42,
        "str. obl.",
        55.00,
    ),
    "Firma/Faktury wystawione/2024/FV_19_2024.txt": _fv(
        "FV 19/2024",
        "15.10.2024",
        "14.10.2024",
        "29.10.2024",
        _BECKER,
        "Tłumaczenie pisemne PL>DE – umowa najmu lokalu / Übersetzung PL>DE Mietvertrag (Auftrag B-24-0917)",
        21,
        "str. obl. / Normseite",
        16.00,
        vat="np. – odwrotne obciążenie",
        currency="EUR",
        note=_RC,
    ),
    "Firma/Faktury wystawione/2024/FV_20_2024.docx": _docx(
        [
            "FAKTURA nr FV 20/2024",
            "Data wystawienia: 31 października 2024 r.    Data wykonania usługi: 31.10.2024    Miejsce wystawienia: Gdańsk",
            "Sprzedawca: Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, NIP 584-271-39-06",
            "Nabywca: Marine Tech Solutions sp. z o.o., ul. Hutnicza 40, 81-061 Gdynia, NIP 586-231-44-70",
        ],
        [
            [
                "Lp.",
                "Nazwa usługi",
                "Ilość",
                "J.m.",
                "Cena netto",
                "Wartość netto",
                "VAT",
                "Brutto",
            ],
            [
                "1",
                "Tłumaczenie pisemne EN>PL – specyfikacja techniczna silnika pomocniczego MAN 7L23/30H (zam. MTS/0412/24)",
                "38",
                "str. obl.",
                "60,00",
                "2 280,00",
                "23%",
                "2 804,40",
            ],
        ],
        [
            "Razem netto: 2 280,00 PLN   VAT 23%: 524,40 PLN   Razem brutto: 2 804,40 PLN",
            "Słownie: " + _slownie(2804.40),
            "Płatność: przelew, termin 14.11.2024, " + _ACCOUNT_PLN,
            "Wystawiła: Agnieszka Nowicka",
        ],
    ),
    "Firma/Faktury wystawione/2024/FV_21_2024.txt": _fv(
        "FV 21/2024",
        "29.11.2024",
        "28.11.2024",
        "29.12.2024",
        _TRANSGLOBAL,
        "Translation EN>PL – marketing brochure 'Smart Home 2025' / Tłumaczenie EN>PL broszury marketingowej (PO TG-88120), 5 200 words",
        5200,
        "words",
        0.07,
        vat="NP",
        currency="EUR",
        note=_NP,
    ),
    "Firma/Faktury wystawione/2024/FV_22_2024.txt": _fv(
        "FV 22/2024",
        "20.12.2024",
        "19.12.2024",
        "03.01.2025",
        _LINGUANORD,
        "Tłumaczenie pisemne DE>PL – instrukcja serwisowa wózka widłowego Linde E20 (zlecenie LN/2024/402)",
        35,
        "str. obl.",
        55.00,
    ),
    "Firma/Faktury wystawione/2024/Rejestr_faktur_2024.xlsx": _xlsx({"2024": _REJESTR_2024}),
    "Firma/Faktury wystawione/2025/FV_01_2025.txt": _fv(
        "FV 1/2025",
        "07.01.2025",
        "03.01.2025",
        "21.01.2025",
        _LINGUANORD,
        "Tłumaczenie pisemne DE>PL – katalog części zamiennych Bosch Rexroth (zlecenie LN/2024/417)",
        28,
        "str. obl.",
        55.00,
    ),
    "Firma/Faktury wystawione/2025/FV_02_2025.docx": _docx(
        [
            "FAKTURA nr FV 2/2025",
            "Data wystawienia: 31.01.2025    Data wykonania usługi: 30.01.2025    Miejsce wystawienia: Gdańsk",
            "Sprzedawca: Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, NIP 584-271-39-06",
            "Nabywca: Marine Tech Solutions sp. z o.o., ul. Hutnicza 40, 81-061 Gdynia, NIP 586-231-44-70",
        ],
        [
            [
                "Lp.",
                "Nazwa usługi",
                "Ilość",
                "J.m.",
                "Cena netto",
                "Wartość netto",
                "VAT",
                "Brutto",
            ],
            [
                "1",
                "Tłumaczenie pisemne EN>PL – instrukcja eksploatacji separatora paliwa Alfa Laval (zam. MTS/0017/25)",
                "44",
                "str. obl.",
                "60,00",
                "2 640,00",
                "23%",
                "3 247,20",
            ],
        ],
        [
            "Razem netto: 2 640,00 PLN   VAT 23%: 607,20 PLN   Razem brutto: 3 247,20 PLN",
            "Słownie: " + _slownie(3247.20),
            "Płatność: przelew, termin 14.02.2025, " + _ACCOUNT_PLN,
            "Wystawiła: Agnieszka Nowicka",
        ],
    ),
    "Firma/Faktury wystawione/2025/FV_03_2025.txt": _fv(
        "FV 3/2025",
        "14.02.2025",
        "13.02.2025",
        "28.02.2025",
        _SPRACHWERK,
        "Tłumaczenie PL>DE – umowa spółki z o.o. / Übersetzung PL>DE Gesellschaftsvertrag (Auftrag SW-2025-0108)",
        26,
        "str. obl. / Normseite",
        17.00,
        vat="np. – odwrotne obciążenie",
        currency="EUR",
        note=_RC,
    ),
    "Firma/Faktury wystawione/2025/FV_04_2025.txt": _fv(
        "FV 4/2025",
        "28.02.2025",
        "27.02.2025",
        "14.03.2025",
        _BECKER,
        "Tłumaczenie PL>DE – opinia rzeczoznawcy / Übersetzung PL>DE Sachverständigengutachten (Auftrag B-25-0203)",
        30,
        "str. obl. / Normseite",
        16.00,
        vat="np. – odwrotne obciążenie",
        currency="EUR",
        note=_RC,
    ),
    "Firma/Faktury wystawione/2025/FV_05_2025.txt": _fv(
        "FV 5/2025",
        "17.03.2025",
        "14.03.2025",
        "31.03.2025",
        _LINGUANORD,
        "Tłumaczenie pisemne DE>PL – dokumentacja techniczna maszyny pakującej (zlecenie LN/2025/066)",
        40,
        "str. obl.",
        55.00,
    ),
    "Firma/Faktury wystawione/2025/FV_06_2025.txt": _fv(
        "FV 6/2025",
        "31.03.2025",
        "28.03.2025",
        "30.04.2025",
        _TRANSGLOBAL,
        "Translation EN>PL – e-learning course 'Data Protection Basics' / Tłumaczenie EN>PL kursu e-learningowego (PO TG-91544), 6 800 words",
        6800,
        "words",
        0.07,
        vat="NP",
        currency="EUR",
        note=_NP,
    ),
    "Firma/Faktury wystawione/2025/FV_07_2025.docx": _docx(
        [
            "FAKTURA nr FV 7/2025",
            "Data wystawienia: 15.04.2025    Data wykonania usługi: 14.04.2025    Miejsce wystawienia: Gdańsk",
            "Sprzedawca: Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, NIP 584-271-39-06",
            "Nabywca: Marine Tech Solutions sp. z o.o., ul. Hutnicza 40, 81-061 Gdynia, NIP 586-231-44-70",
        ],
        [
            [
                "Lp.",
                "Nazwa usługi",
                "Ilość",
                "J.m.",
                "Cena netto",
                "Wartość netto",
                "VAT",
                "Brutto",
            ],
            [
                "1",
                "Tłumaczenie pisemne EN>PL – raport z przeglądu klasyfikacyjnego DNV (zam. MTS/0098/25)",
                "22",
                "str. obl.",
                "60,00",
                "1 320,00",
                "23%",
                "1 623,60",
            ],
        ],
        [
            "Razem netto: 1 320,00 PLN   VAT 23%: 303,60 PLN   Razem brutto: 1 623,60 PLN",
            "Słownie: " + _slownie(1623.60),
            "Płatność: przelew, termin 29.04.2025, " + _ACCOUNT_PLN,
            "Wystawiła: Agnieszka Nowicka",
        ],
    ),
    "Firma/Faktury wystawione/2025/Rejestr_faktur_2025.xlsx": _xlsx({"2025": _REJESTR_2025}),
    # --- faktury kosztowe (otrzymane na firmę)
    "Firma/Faktury kosztowe/2024/Bilans_FV_2024_11_087.txt": """BIURO RACHUNKOWE "BILANS" Ewa Kamińska
ul. Wajdeloty 12/3, 80-437 Gdańsk
NIP 957-088-12-34, tel. 58 341 22 10

FAKTURA VAT nr 2024/11/087

Data wystawienia: 30.11.2024
Data sprzedaży: 30.11.2024
Termin płatności: 10.12.2024

Nabywca:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk
NIP 584-271-39-06

1. Prowadzenie księgi przychodów i rozchodów oraz rozliczeń VAT (JPK_V7M) – listopad 2024
   1 usł. x 350,00 zł netto = 350,00 zł, VAT 23% 80,50 zł, brutto 430,50 zł

Razem do zapłaty: 430,50 zł
Słownie: czterysta trzydzieści złotych 50/100
Przelew na rachunek: mBank 45 1140 2004 0000 3102 7766 1205

Wystawiła: Ewa Kamińska
""",
    "Firma/Faktury kosztowe/2024/Orange_F00874123_11_2024.txt": """Orange Polska S.A.
Al. Jerozolimskie 160, 02-326 Warszawa
NIP 526-025-09-95

FAKTURA VAT nr F/00874123/11/24
Data wystawienia: 2024-11-22
Okres rozliczeniowy: 22.10.2024 – 21.11.2024
Numer konta klienta: 1.18872234

Nabywca:
TŁUMACZENIA AGNIESZKA NOWICKA
UL. KARTUSKA 118/7
80-136 GDAŃSK
NIP 5842713906

Numer telefonu: 601 482 915
Plan: Orange Firma M (abonament komórkowy)

Opłaty abonamentowe       40,64 zł netto
Usługi dodatkowe (roaming UE, pakiet danych)  0,00 zł
Razem netto               40,64 zł
VAT 23%                    9,35 zł
Razem brutto              49,99 zł

Do zapłaty: 49,99 zł do dnia 2024-12-06
Rachunek indywidualny: 73 1240 0001 4128 8722 3400 0000
""",
    "Firma/Faktury kosztowe/2024/Media_Expert_FV_laptop_2024.txt": """TERG S.A. (Media Expert)
ul. Za Dworcem 1D, 77-400 Złotów
NIP 767-10-04-995
Sklep: Gdańsk, Galeria Bałtycka, al. Grunwaldzka 141

FAKTURA VAT nr 0617/FV/2024/08/2231
Data wystawienia: 19.08.2024    Data sprzedaży: 19.08.2024

Nabywca: Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, NIP 5842713906

Lp. Nazwa                                           Ilość  Cena brutto   Wartość netto   VAT   Wartość brutto
1.  Laptop LENOVO ThinkPad E14 Gen 5 14" i5-1335U   1 szt. 3 999,00     3 251,22        23%   3 999,00
    16GB/512GB SSD/Win11 Pro, nr seryjny PF4KZ8Q1
2.  Mysz LOGITECH MX Anywhere 3S                    1 szt.   299,00       243,09        23%     299,00

Razem: netto 3 494,31 zł, VAT 803,69 zł, brutto 4 298,00 zł
Forma płatności: karta płatnicza – zapłacono
Gwarancja producenta: 24 miesiące
""",
    "Firma/Faktury kosztowe/2024/RWS_Trados_invoice_2024.txt": """RWS Group
SDL Limited, Globe House, Clivemont Road, Maidenhead, SL6 7DY, United Kingdom
VAT No. GB 664 2346 86

INVOICE  No. INV-RWS-2024-0619-44817
Invoice date: 12 June 2024
Customer account: C-0049921

Bill to:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7
80-136 Gdańsk, Poland
VAT ID: PL5842713906

Description                                             Qty   Unit price   Amount
Trados Studio 2024 Freelance – annual subscription       1    EUR 295.00   EUR 295.00
Period: 12 Jun 2024 – 11 Jun 2025

Subtotal                                                             EUR 295.00
VAT 0% – reverse charge, Art. 196 Council Directive 2006/112/EC       EUR   0.00
Total                                                                EUR 295.00

Paid by card (Visa ****4417) on 12 June 2024. Thank you for your business.
""",
    "Firma/Faktury kosztowe/2025/Bilans_FV_2025_01_091.txt": """BIURO RACHUNKOWE "BILANS" Ewa Kamińska
ul. Wajdeloty 12/3, 80-437 Gdańsk
NIP 957-088-12-34, tel. 58 341 22 10

FAKTURA VAT nr 2025/01/091

Data wystawienia: 31.01.2025
Data sprzedaży: 31.01.2025
Termin płatności: 10.02.2025

Nabywca:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk
NIP 584-271-39-06

1. Prowadzenie księgi przychodów i rozchodów oraz rozliczeń VAT (JPK_V7M) – styczeń 2025
   1 usł. x 350,00 zł netto = 350,00 zł, VAT 23% 80,50 zł, brutto 430,50 zł

Razem do zapłaty: 430,50 zł
Słownie: czterysta trzydzieści złotych 50/100
Przelew na rachunek: mBank 45 1140 2004 0000 3102 7766 1205

Wystawiła: Ewa Kamińska
""",
    "Firma/Faktury kosztowe/2025/Bilans_FV_2025_02_088.txt": """BIURO RACHUNKOWE "BILANS" Ewa Kamińska
ul. Wajdeloty 12/3, 80-437 Gdańsk
NIP 957-088-12-34, tel. 58 341 22 10

FAKTURA VAT nr 2025/02/088

Data wystawienia: 28.02.2025
Data sprzedaży: 28.02.2025
Termin płatności: 10.03.2025

Nabywca:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk
NIP 584-271-39-06

1. Prowadzenie księgi przychodów i rozchodów oraz rozliczeń VAT (JPK_V7M) – luty 2025
   1 usł. x 350,00 zł netto = 350,00 zł, VAT 23% 80,50 zł, brutto 430,50 zł

Razem do zapłaty: 430,50 zł
Słownie: czterysta trzydzieści złotych 50/100
Przelew na rachunek: mBank 45 1140 2004 0000 3102 7766 1205

Wystawiła: Ewa Kamińska
""",
    "Firma/Faktury kosztowe/2025/Orange_F00874123_01_2025.txt": """Orange Polska S.A.
Al. Jerozolimskie 160, 02-326 Warszawa
NIP 526-025-09-95

FAKTURA VAT nr F/00874123/01/25
Data wystawienia: 2025-01-22
Okres rozliczeniowy: 22.12.2024 – 21.01.2025
Numer konta klienta: 1.18872234

Nabywca:
TŁUMACZENIA AGNIESZKA NOWICKA
UL. KARTUSKA 118/7
80-136 GDAŃSK
NIP 5842713906

Numer telefonu: 601 482 915
Plan: Orange Firma M (abonament komórkowy)

Opłaty abonamentowe       40,64 zł netto
Roaming poza UE (Wielka Brytania) 8,13 zł netto
Razem netto               48,77 zł
VAT 23%                   11,22 zł
Razem brutto              59,99 zł

Do zapłaty: 59,99 zł do dnia 2025-02-05
Rachunek indywidualny: 73 1240 0001 4128 8722 3400 0000
""",
    "Firma/Faktury kosztowe/2025/DeepL_invoice_2025-02.txt": """DeepL SE
Maarweg 165, 50825 Köln, Germany
VAT ID: DE316862237

INVOICE
Invoice number: DL-2025-02-1187340
Invoice date: February 9, 2025
Billing period: Feb 9, 2025 – Mar 8, 2025

Customer:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk, Poland
VAT ID: PL5842713906

Item                                   Quantity   Price       Total
DeepL Pro Starter (monthly, 1 user)    1          EUR 8.74    EUR 8.74

Net total: EUR 8.74
VAT: 0.00 (reverse charge – tax liability of the recipient of the service)
Total: EUR 8.74

Payment: charged to Visa ending 4417 on Feb 9, 2025.
""",
    # --- ZUS (moja działalność)
    "Firma/ZUS/ZUS_DRA_2025-01.txt": """ZUS DRA – DEKLARACJA ROZLICZENIOWA
Okres rozliczeniowy: 01/2025
Identyfikator deklaracji: 01 01 2025
Płatnik: NOWICKA AGNIESZKA, NIP 5842713906, REGON 221567843, PESEL 79061408226
Data wypełnienia: 2025-02-14

Podstawa wymiaru składek na ubezpieczenia społeczne: 5 203,80 zł
  emerytalne (19,52%)            1 015,78 zł
  rentowe (8,00%)                  416,30 zł
  chorobowe (2,45%)                127,49 zł
  wypadkowe (1,67%)                 86,90 zł
Razem ubezpieczenia społeczne:   1 646,47 zł

Ubezpieczenie zdrowotne (zasady ogólne – skala, 9% dochodu z miesiąca poprzedniego)
  podstawa 5 948,00 zł            535,32 zł
Fundusz Pracy i FS (2,45%)         127,49 zł

Kwota do zapłaty ogółem:        2 309,28 zł
Przelew na NRS 39 6000 0002 6584 2713 9060 0000 wykonano 2025-02-17 (PKO BP).
""",
    "Firma/ZUS/ZUS_zaswiadczenie_o_niezaleganiu_2024.txt": """ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH
Oddział w Gdańsku, ul. Chmielna 27/33, 80-748 Gdańsk

Gdańsk, 12.09.2024 r.
Znak: 350000/ZN/2024/0881512

ZAŚWIADCZENIE
o niezaleganiu w opłacaniu składek

Zakład Ubezpieczeń Społecznych zaświadcza, że płatnik składek:
AGNIESZKA NOWICKA, prowadząca działalność gospodarczą pod firmą Tłumaczenia Agnieszka Nowicka,
NIP 5842713906, REGON 221567843, adres: ul. Kartuska 118/7, 80-136 Gdańsk

na dzień wydania zaświadczenia nie posiada zaległości w opłacaniu składek na ubezpieczenia
społeczne, ubezpieczenie zdrowotne, Fundusz Pracy, Fundusz Solidarnościowy i Fundusz Gwarantowanych
Świadczeń Pracowniczych.

Zaświadczenie wydano na wniosek płatnika (złożony przez PUE ZUS 10.09.2024) w celu przedłożenia
kontrahentowi. Zaświadczenie jest ważne 30 dni od daty wydania.

Dokument podpisany elektronicznie przez: Marta Wiśniewska, specjalista, Inspektorat ZUS w Gdańsku-Wrzeszczu.
""",
    "Firma/ZUS/ZUS_roczne_rozliczenie_zdrowotnej_2023.txt": """Potwierdzenie – PUE ZUS / eZUS

Dokument: ZUS DRA za 04/2024 z ZUS RCA – roczne rozliczenie składki na ubezpieczenie zdrowotne za rok 2023
Płatnik: Agnieszka Nowicka, NIP 5842713906
Data wysłania: 17.05.2024, godz. 21:14
Status: Przyjęty (nr referencyjny ZUS 0024-3318-7719-02)

Roczny dochód z działalności (zasady ogólne) za 2023 r.: 84 312,55 zł
Należna roczna składka zdrowotna (9%): 7 588,13 zł
Suma składek zapłaconych za 02/2023 – 01/2024: 7 411,40 zł
Do dopłaty: 176,73 zł – zapłacono razem ze składkami za kwiecień (przelew 17.05.2024).

Notatka A.: za 2024 rok termin to 20 maja 2025, biuro (p. Ewa) wyliczy dochód.
""",
    "Firma/ZUS/ZUS_IOSK_2023.txt": """ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH

INFORMACJA O STANIE KONTA UBEZPIECZONEGO
(stan na 31 grudnia 2023 r.)

Ubezpieczona: AGNIESZKA NOWICKA
PESEL: 79061408226
Adres do korespondencji: ul. Kartuska 118/7, 80-136 Gdańsk

Kwota zwaloryzowanych składek na ubezpieczenie emerytalne zewidencjonowanych na koncie
na 31.12.2023 r.: 298 417,36 zł
Kapitał początkowy (zwaloryzowany): 41 208,90 zł
Składki zewidencjonowane na subkoncie: 58 772,14 zł

Hipotetyczna wysokość emerytury w wieku 60 lat (wariant: przy dalszym opłacaniu składek
w dotychczasowej wysokości): 2 740,18 zł brutto

Informację przekazano na profil PUE ZUS w dniu 19.06.2024 r.
""",
    # --- zlecenia i umowy z klientami
    "Firma/Zlecenia i umowy/Umowa_ramowa_LinguaNord_2023.txt": """UMOWA RAMOWA O ŚWIADCZENIE USŁUG TŁUMACZENIOWYCH
nr LN/UR/2023/014

zawarta w Gdańsku w dniu 2 marca 2023 r. pomiędzy:
LinguaNord sp. z o.o. z siedzibą w Gdańsku, al. Grunwaldzka 211, 80-266 Gdańsk, KRS 0000412877,
NIP 584-276-90-12, reprezentowaną przez Katarzynę Zawadzką – Prezesa Zarządu („Zleceniodawca”),
a
Agnieszką Nowicką prowadzącą działalność gospodarczą pod firmą Tłumaczenia Agnieszka Nowicka,
ul. Kartuska 118/7, 80-136 Gdańsk, NIP 584-271-39-06 („Wykonawca”).

§ 1. Przedmiotem umowy jest wykonywanie przez Wykonawcę tłumaczeń pisemnych w parach językowych
DE>PL, PL>DE, EN>PL na podstawie jednostkowych zleceń przesyłanych e-mailem.
§ 2. Strona obliczeniowa liczy 1 800 znaków ze spacjami tekstu docelowego. Stawki: DE>PL 55,00 zł netto,
PL>DE 65,00 zł netto, EN>PL 50,00 zł netto za stronę. Tryb ekspresowy +50%.
§ 3. Wynagrodzenie płatne przelewem w terminie 14 dni od doręczenia faktury.
§ 4. Wykonawca zobowiązuje się do zachowania poufności wszelkich materiałów.
§ 5. Umowa zawarta na czas nieokreślony z 1-miesięcznym okresem wypowiedzenia.

Zleceniodawca: Katarzyna Zawadzka          Wykonawca: Agnieszka Nowicka
""",
    "Firma/Zlecenia i umowy/Rahmenvertrag_Becker_Hamburg.txt": """RAHMENVERTRAG ÜBER ÜBERSETZUNGSLEISTUNGEN

zwischen
Übersetzungsbüro Becker GmbH, Großer Burstah 31, 20457 Hamburg, vertreten durch den Geschäftsführer
Herrn Jens Becker – nachfolgend „Auftraggeber“ –
und
Frau Agnieszka Nowicka, Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, Polen,
USt-IdNr. PL5842713906 – nachfolgend „Auftragnehmerin“ –

§ 1 Gegenstand
Die Auftragnehmerin übernimmt Übersetzungen in der Sprachrichtung Polnisch–Deutsch sowie
Deutsch–Polnisch auf Grundlage einzelner Aufträge, die per E-Mail erteilt werden.
§ 2 Vergütung
Die Vergütung beträgt 16,00 EUR netto je Normseite (1.800 Zeichen inkl. Leerzeichen im Zieltext).
Eilaufträge (Lieferung innerhalb von 24 Stunden) werden mit einem Zuschlag von 40 % berechnet.
§ 3 Rechnungsstellung und Zahlung
Rechnungen sind nach Lieferung zu stellen und innerhalb von 14 Tagen zahlbar.
Die Steuerschuld geht auf den Auftraggeber über (Reverse-Charge-Verfahren).
§ 4 Vertraulichkeit
Die Auftragnehmerin verpflichtet sich zur Verschwiegenheit über alle ihr bekannt gewordenen Inhalte.
§ 5 Laufzeit
Der Vertrag gilt ab dem 1. Juni 2022 auf unbestimmte Zeit und kann mit einer Frist von vier Wochen
zum Monatsende gekündigt werden.

Hamburg, den 24. Mai 2022                  Gdańsk, den 27. Mai 2022
Jens Becker                                Agnieszka Nowicka
""",
    "Firma/Zlecenia i umowy/NDA_TransGlobal_2024.txt": """MUTUAL NON-DISCLOSURE AGREEMENT

This Agreement is made on 4 March 2024 between:
(1) TransGlobal Language Services Ltd, a company registered in England and Wales (No. 08814572),
    14 Old Street, London EC1V 9BD ("TransGlobal"); and
(2) Agnieszka Nowicka, trading as Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7,
    80-136 Gdańsk, Poland ("the Linguist").

1. Confidential Information means all source texts, translation memories, glossaries, client names
   and any other information disclosed by either party in connection with translation projects.
2. The Linguist shall not disclose Confidential Information to any third party, shall not upload it to
   public machine translation engines, and shall delete project files within 90 days of delivery.
3. This Agreement remains in force for the duration of the cooperation and for 5 years thereafter.
4. This Agreement is governed by the laws of England and Wales.

Signed for TransGlobal: Rebecca Hall, Vendor Manager          Date: 04/03/2024
Signed by the Linguist: Agnieszka Nowicka                     Date: 05/03/2024
""",
    "Firma/Zlecenia i umowy/Umowa_o_dzielo_Oficyna_Morska_2024.txt": """UMOWA O DZIEŁO nr 7/2024/T
z przeniesieniem autorskich praw majątkowych

zawarta dnia 15 kwietnia 2024 r. w Gdyni pomiędzy:
Oficyną Wydawniczą „Morska” sp. z o.o., ul. Świętojańska 55, 81-391 Gdynia, NIP 586-219-07-33,
reprezentowaną przez Tomasza Grabowskiego – Redaktora Naczelnego („Zamawiający”),
a
Panią Agnieszką Nowicką, zam. ul. Kartuska 118/7, 80-136 Gdańsk, PESEL 79061408226 („Tłumaczka”).

§ 1. Tłumaczka zobowiązuje się przetłumaczyć z języka niemieckiego na polski książkę
Hansa-Jürgena Ahrensa „Die großen Segelschiffe der Ostsee” (ok. 210 stron maszynopisu)
i przekazać tłumaczenie do dnia 30 września 2024 r.
§ 2. Wynagrodzenie: 14 700,00 zł brutto, płatne w dwóch ratach: 50% po oddaniu połowy tekstu,
50% po przyjęciu całości. Przy wynagrodzeniu zastosowanie mają 50% koszty uzyskania przychodu.
§ 3. Z chwilą przyjęcia dzieła na Zamawiającego przechodzą autorskie prawa majątkowe na polach
eksploatacji wymienionych w § 5.
§ 4. Zamawiający jako płatnik pobierze zaliczkę na podatek dochodowy i prześle PIT-11.

Zamawiający: Tomasz Grabowski                  Tłumaczka: Agnieszka Nowicka
""",
    # --- szkolenia
    "Firma/Szkolenia/Zaswiadczenie_STP_webinar_2024.txt": """STOWARZYSZENIE TŁUMACZY POLSKICH
Oddział w Gdańsku

ZAŚWIADCZENIE

Pani Agnieszka Nowicka
uczestniczyła w webinarium
„Terminologia techniczna w przekładzie niemiecko-polskim – narzędzia i źródła”
prowadzonym przez dr. Piotra Krawczyka
w dniu 23 listopada 2024 r. (4 godziny dydaktyczne).

Warszawa, 25.11.2024
Przewodnicząca Komisji ds. Szkoleń: Joanna Malinowska
""",
    "Firma/Szkolenia/BDUe_Teilnahmebescheinigung_2024.txt": """BDÜ – Bundesverband der Dolmetscher und Übersetzer e. V.

TEILNAHMEBESCHEINIGUNG

Frau Agnieszka Nowicka
hat an der Fachkonferenz „Maritime Übersetzung: Schiffbau, Offshore und Hafenlogistik“
am 7. und 8. Juni 2024 in Bremen teilgenommen (12 Unterrichtseinheiten).

Themen: Klassifikationsgesellschaften und ihre Terminologie, Schiffsmaschinenbau,
Qualitätssicherung mit CAT-Tools, Haftung des Übersetzers.

Bremen, den 8. Juni 2024
Dr. Sabine Ulrich, Leitung Weiterbildung
""",
}


# ---------------------------------------------------------------------------
# Dom, Samochód


def _energa(
    number: str, issued: str, period: str, kwh: int, reading: str, total: str, due: str
) -> str:
    return f"""ENERGA OBRÓT S.A.
al. Grunwaldzka 472, 80-309 Gdańsk
NIP 957-07-52-316

FAKTURA VAT nr {number}
Data wystawienia: {issued}
Okres rozliczeniowy: {period}

Nabywca / Płatnik: MAREK NOWICKI
Adres punktu poboru: ul. Kartuska 118/7, 80-136 Gdańsk
Numer klienta: 40 118 2296     Numer licznika: 96117420
Grupa taryfowa: G11 (jednostrefowa)

Odczyt licznika: {reading}
Zużycie w okresie: {kwh} kWh

Sprzedaż energii elektrycznej i usługa dystrybucji (Energa-Operator S.A.) – szczegóły na str. 2.
Razem do zapłaty: {total} zł
Termin płatności: {due}
Rachunek do wpłat: 08 1160 2202 4011 4022 9600 0001

Dziękujemy za terminowe regulowanie należności. Fakturę możesz opłacić w aplikacji Energa24.
"""


def _netia(number: str, issued: str, period: str, due: str) -> str:
    return f"""Netia S.A.
ul. Poleczki 13, 02-822 Warszawa
NIP 526-02-50-995

FAKTURA VAT nr {number}
Data wystawienia: {issued}
Okres: {period}

Klient: Agnieszka Nowicka
Adres instalacji: ul. Kartuska 118/7, 80-136 Gdańsk
Numer klienta: 2206 4418

Usługa: Internet światłowodowy 600 Mb/s (umowa na 24 mies. do 31.08.2025)   69,99 zł
Netia Player – dekoder TV                                                   10,00 zł
Razem brutto (w tym VAT 23%):                                              79,99 zł

Termin płatności: {due}
Numer rachunku do wpłat: 21 1030 1508 0000 0005 5022 0418
"""


def _plus(number: str, issued: str, period: str, extra: str, total: str, due: str) -> str:
    return f"""Polkomtel sp. z o.o. (Plus)
ul. Konstruktorska 4, 02-673 Warszawa
NIP 527-10-37-727

RACHUNEK / FAKTURA VAT nr {number}
Data wystawienia: {issued}
Okres rozliczeniowy: {period}

Abonent: Marek Nowicki, ul. Kartuska 118/7, 80-136 Gdańsk
Numer: 512 307 446 (użytkownik: Jakub Nowicki)
Taryfa: Plus abonament 35 zł (rodzinny, dodatkowy numer)

Abonament                                 35,00 zł
{extra}
Razem do zapłaty:                         {total} zł
Termin płatności: {due}
"""


DOM: dict[str, str | bytes] = {
    "Dom/Mieszkanie/Uchwala_nr_3_2024_fundusz_remontowy.txt": """WSPÓLNOTA MIESZKANIOWA „KARTUSKA 118”
ul. Kartuska 118, 80-136 Gdańsk
Zarządca: Zarządzanie Nieruchomościami „Domus” s.c., ul. Łąkowa 25, Gdańsk

UCHWAŁA NR 3/2024
Wspólnoty Mieszkaniowej „Kartuska 118”
z dnia 18 kwietnia 2024 r.
w sprawie wysokości zaliczek na fundusz remontowy oraz wymiany dźwigu osobowego

§ 1. Właściciele lokali wyrażają zgodę na wymianę dźwigu osobowego w klatce schodowej B
w roku 2025, o szacunkowym koszcie 238 000 zł brutto.
§ 2. Ustala się zaliczkę na fundusz remontowy w wysokości 3,20 zł za m² powierzchni użytkowej lokalu
miesięcznie, począwszy od 1 lipca 2024 r.
§ 3. Wykonanie uchwały powierza się Zarządowi Wspólnoty.

Uchwała została podjęta w trybie mieszanym. Za uchwałą głosowali właściciele dysponujący 71,4%
udziałów w nieruchomości wspólnej.

Zarząd Wspólnoty: Krzysztof Lewandowski, Teresa Jabłońska
""",
    "Dom/Mieszkanie/Zaliczki_od_2025-01-01.txt": """Zarządzanie Nieruchomościami „Domus” s.c.
ul. Łąkowa 25, 80-769 Gdańsk

Gdańsk, dnia 12 grudnia 2024 r.

Pani Agnieszka Nowicka, Pan Marek Nowicki
lokal nr 7, ul. Kartuska 118, Gdańsk (pow. użytkowa 64,30 m², udział 2,71%)

ZAWIADOMIENIE O WYSOKOŚCI OPŁAT OD 1 STYCZNIA 2025 R.

Zaliczka na koszty zarządu nieruchomością wspólną (3,85 zł/m²)    247,56 zł
Fundusz remontowy (3,20 zł/m²)                                    205,76 zł
Zimna woda i ścieki (zaliczka, 3 osoby x 4,5 m³)                  175,23 zł
Wywóz nieczystości (stawka gminna, 3 osoby)                       108,00 zł
Centralne ogrzewanie (zaliczka, 64,30 m²)                         198,37 zł
RAZEM miesięcznie:                                                934,92 zł

Opłaty należy wnosić do 15. dnia każdego miesiąca na indywidualny rachunek lokalu:
52 1090 1098 0000 0001 4477 1107

Z poważaniem
Joanna Krupa, administrator
""",
    "Dom/Mieszkanie/Protokol_zebrania_wspolnoty_2024-04-18.txt": """PROTOKÓŁ
z corocznego zebrania Wspólnoty Mieszkaniowej „Kartuska 118”
odbytego 18 kwietnia 2024 r. o godz. 18:00 w świetlicy Szkoły Podstawowej nr 24

Obecni: właściciele 19 lokali (52,3% udziałów), przedstawiciel zarządcy – Joanna Krupa.
Przewodniczący zebrania: Krzysztof Lewandowski. Protokolant: Agnieszka Nowicka (lok. 7).

Porządek obrad:
1. Sprawozdanie zarządu za 2023 r. – przyjęte.
2. Plan gospodarczy na 2024 r. – przyjęty.
3. Wymiana dźwigu w klatce B – dyskusja, uchwała nr 3/2024 (głosowanie zbierane indywidualnie).
4. Wolne wnioski: parkowanie na podwórku, zamykanie furtki od strony ul. Kartuskiej,
   montaż stojaków rowerowych (p. Nowicka zgłasza – 2 stojaki przy klatce A).

Zebranie zakończono o godz. 20:10.
Podpisy: K. Lewandowski, A. Nowicka
""",
    "Dom/Mieszkanie/Protokol_kontroli_kominiarskiej_2024.txt": """ZAKŁAD KOMINIARSKI Roman Szulc
ul. Siennicka 19, 80-758 Gdańsk, tel. 501 226 118

PROTOKÓŁ Z OKRESOWEJ KONTROLI PRZEWODÓW KOMINOWYCH (dymowych, spalinowych i wentylacyjnych)
nr 118/7/2024

Obiekt: budynek mieszkalny ul. Kartuska 118, lokal nr 7
Data kontroli: 9 października 2024 r.

Stwierdzono:
– przewód spalinowy od kuchenki gazowej: drożny, ciąg prawidłowy;
– przewody wentylacyjne (kuchnia, łazienka, WC): drożne, ciąg prawidłowy;
– kratka wentylacyjna w łazience zabrudzona – zalecono oczyszczenie.

Wynik kontroli: pozytywny. Następna kontrola: do 30.09.2025 r.

Mistrz kominiarski: Roman Szulc             Użytkownik lokalu: A. Nowicka
""",
    "Dom/Rachunki/2024/Energa_2024-09.txt": _energa(
        "P/40118229/0009/24",
        "06.09.2024",
        "01.07.2024 – 31.08.2024",
        398,
        "27 114 kWh (rzeczywisty, 31.08.2024)",
        "312,47",
        "20.09.2024",
    ),
    "Dom/Rachunki/2024/PGNiG_rozliczenie_2024-06.txt": """PGNiG Obrót Detaliczny sp. z o.o.
ul. Jana Kazimierza 3, 01-248 Warszawa
NIP 527-27-59-399
Region Sprzedaży Gazu w Gdańsku

FAKTURA VAT ROZLICZENIOWA nr 24061177230
Data wystawienia: 14.06.2024
Okres rozliczeniowy: 11.12.2023 – 10.06.2024

Odbiorca: Agnieszka Nowicka
Adres punktu poboru: ul. Kartuska 118/7, 80-136 Gdańsk
Numer klienta: 3001488722     Taryfa: W-1.1 (kuchenka gazowa)

Zużycie: 61 m³ = 700 kWh
Wartość paliwa gazowego i dystrybucji: 236,18 zł
Zapłacone prognozy w okresie: 210,00 zł
Do dopłaty: 26,18 zł, termin płatności: 28.06.2024

Prognoza na kolejne okresy: 6 x 38,00 zł (płatne do 28. dnia miesiąca parzystego).
""",
    "Dom/Rachunki/2024/Netia_2024-11.txt": _netia(
        "NET/11/2024/0044821903", "05.11.2024", "01.11.2024 – 30.11.2024", "19.11.2024"
    ),
    "Dom/Rachunki/2024/Plus_Kuba_2024-12.txt": _plus(
        "F/2024/12/88129047",
        "10.12.2024",
        "10.11.2024 – 09.12.2024",
        "Pakiet internetu 10 GB (dokupiony 02.12)  10,00 zł",
        "45,00",
        "24.12.2024",
    ),
    "Dom/Rachunki/2025/Energa_2025-01.txt": _energa(
        "P/40118229/0001/25",
        "08.01.2025",
        "01.11.2024 – 31.12.2024",
        476,
        "27 961 kWh (rzeczywisty, 31.12.2024)",
        "371,82",
        "22.01.2025",
    ),
    "Dom/Rachunki/2025/PGNiG_prognoza_2025-02.txt": """PGNiG Obrót Detaliczny sp. z o.o.
ul. Jana Kazimierza 3, 01-248 Warszawa
NIP 527-27-59-399

FAKTURA VAT – PROGNOZA nr 25021188415
Data wystawienia: 10.02.2025
Okres: luty 2025 (rata prognozowana 1/3 okresu 11.12.2024 – 10.06.2025)

Odbiorca: Agnieszka Nowicka
Adres punktu poboru: ul. Kartuska 118/7, 80-136 Gdańsk
Numer klienta: 3001488722     Taryfa: W-1.1

Prognozowane zużycie: 116 kWh
Kwota do zapłaty: 38,00 zł
Termin płatności: 28.02.2025
Rachunek: 81 1240 6292 1111 0010 4488 7222
""",
    "Dom/Rachunki/2025/Netia_2025-03.txt": _netia(
        "NET/03/2025/0045102277", "05.03.2025", "01.03.2025 – 31.03.2025", "19.03.2025"
    ),
    "Dom/Rachunki/2025/Plus_Kuba_2025-02.txt": _plus(
        "F/2025/02/90211358",
        "10.02.2025",
        "10.01.2025 – 09.02.2025",
        "Usługi Premium SMS (konkurs radiowy)       4,92 zł",
        "39,92",
        "24.02.2025",
    ),
    "Dom/Ubezpieczenia/PZU_Dom_polisa_2024-2025.txt": """PZU SA
al. Jana Pawła II 24, 00-133 Warszawa

POLISA nr 1048 2296 771
Ubezpieczenie PZU DOM PLUS – wariant rozszerzony

Ubezpieczający / ubezpieczony: Agnieszka Nowicka, PESEL 79061408226
Współwłaściciel: Marek Nowicki
Miejsce ubezpieczenia: lokal mieszkalny, ul. Kartuska 118/7, 80-136 Gdańsk (64,30 m², 3 piętro)

Okres ubezpieczenia: od 01.06.2024 do 31.05.2025

Zakres i sumy ubezpieczenia:
– mury (lokal): 520 000 zł, od ognia i innych zdarzeń losowych
– ruchomości domowe: 80 000 zł, w tym kradzież z włamaniem
– stałe elementy: 60 000 zł
– odpowiedzialność cywilna w życiu prywatnym: 200 000 zł (członkowie rodziny: Marek, Jakub)
– assistance domowy

Składka roczna: 742,00 zł, płatna jednorazowo do 01.06.2024 (zapłacono 28.05.2024).
Agent: Iwona Bartkowiak, PZU Gdańsk-Wrzeszcz, tel. 58 520 44 61
""",
    "Dom/Ubezpieczenia/Warta_zycie_Marek_polisa.txt": """TUnŻ WARTA S.A.
Rondo I. Daszyńskiego 1, 00-843 Warszawa

POLISA UBEZPIECZENIA NA ŻYCIE „WARTA Ochrona Plus” nr 9020 4471 1388

Ubezpieczony: Marek Nowicki, ur. 02.11.1976, PESEL 76110203915
Ubezpieczający: Marek Nowicki
Uposażeni: Agnieszka Nowicka (żona) – 70%, Jakub Nowicki (syn) – 30%

Początek ochrony: 1 października 2021 r., umowa zawarta na 20 lat.
Suma ubezpieczenia na wypadek śmierci: 400 000 zł
Śmierć w wyniku nieszczęśliwego wypadku (w tym podczas pracy na morzu): +400 000 zł
Poważne zachorowanie: 50 000 zł
Pobyt w szpitalu: 150 zł/dzień

Składka miesięczna: 164,00 zł, płatna do 1. dnia miesiąca.
Klauzula: ochrona obejmuje wykonywanie zawodu marynarza (oficer mechanik) – zwyżka 12%.
""",
    "Dom/Ubezpieczenia/Allianz_zycie_Agnieszka.txt": """Allianz Życie Polska S.A.
ul. Rodziny Hiszpańskich 1, 02-685 Warszawa

CERTYFIKAT DO UMOWY UBEZPIECZENIA NA ŻYCIE „Allianz Rodzina” nr AZ/2022/558120

Ubezpieczona: Agnieszka Nowicka, ur. 14.06.1979
Współubezpieczone dziecko: Jakub Nowicki, ur. 16.03.2010

Data początku ochrony: 01.02.2022
Suma ubezpieczenia: 250 000 zł
Niezdolność do pracy: 100 000 zł
Leczenie szpitalne dziecka: 100 zł/dzień

Składka miesięczna: 98,00 zł (polecenie zapłaty z rachunku PKO BP).
Data wystawienia certyfikatu: 20 stycznia 2022 r.
""",
    "Samochód/Polisa_OC_AC_Warta_2024-2025.txt": """TUiR WARTA S.A.
Rondo I. Daszyńskiego 1, 00-843 Warszawa

POLISA KOMUNIKACYJNA nr 908 120 447 615
OC posiadaczy pojazdów mechanicznych + AC + NNW + Assistance

Ubezpieczający / właściciel: Marek Nowicki, ul. Kartuska 118/7, 80-136 Gdańsk
Współwłaściciel: Agnieszka Nowicka
Pojazd: SKODA OCTAVIA III Combi 1.5 TSI, rok prod. 2018, nr rej. GD 5K217, VIN TMBJG7NE8J0218834

Okres ubezpieczenia: 05.06.2024 – 04.06.2025

OC – suma gwarancyjna zgodna z ustawą
AC – suma ubezpieczenia 52 000 zł (wariant serwisowy, udział własny 0 zł)
NNW – 10 000 zł na osobę
Assistance – Komfort, holowanie do 500 km w Polsce i Europie

Składka łączna: 1 864,00 zł, płatna w 2 ratach (932 zł do 05.06.2024, 932 zł do 05.12.2024).
Zniżki: OC 60%, AC 60%.
Agent: Multiagencja „Asekuracja” Piotr Dąbrowski, Gdańsk, tel. 604 112 887
""",
    "Samochód/Przeglad_techniczny_2024-06.txt": """STACJA KONTROLI POJAZDÓW GD/044/P
„Auto-Test” sp. z o.o., ul. Budowlanych 31, 80-298 Gdańsk

ZAŚWIADCZENIE O PRZEPROWADZONYM BADANIU TECHNICZNYM POJAZDU

Nr rejestracyjny: GD 5K217
Marka/model: SKODA OCTAVIA, VIN TMBJG7NE8J0218834
Rodzaj badania: okresowe
Data badania: 03.06.2024
Stan licznika: 118 402 km
Wynik: POZYTYWNY
Termin następnego badania: 03.06.2025

Uwagi diagnosty: zużycie tarcz hamulcowych osi przedniej bliskie granicy – zalecana wymiana.
Opłata: 98,00 zł (+1,00 zł opłata ewidencyjna)
Diagnosta: Paweł Kubiak, uprawnienia nr GD/D/0417
""",
    "Samochód/Faktura_serwis_Skoda_2024-10.txt": """AUTO-BAŁTYK sp. z o.o. – Autoryzowany Serwis Skoda
ul. Łużycka 8, 81-537 Gdynia, NIP 586-010-22-91

FAKTURA VAT nr FS/2024/10/03318
Data wystawienia: 24.10.2024      Data sprzedaży: 24.10.2024
Zlecenie serwisowe: ZS-24-08812

Nabywca: Marek Nowicki, ul. Kartuska 118/7, 80-136 Gdańsk
Pojazd: SKODA OCTAVIA GD 5K217, przebieg 127 955 km

Lp. Nazwa                                         Ilość   Netto     Brutto
1.  Przegląd okresowy (robocizna)                  1,0    325,20    400,00
2.  Olej silnikowy 5W-30 VW 504.00                 4,5 l  253,66    312,00
3.  Filtr oleju, filtr powietrza, filtr kabinowy   kpl.   243,90    300,00
4.  Tarcze i klocki hamulcowe – oś przednia        kpl.   780,49    960,00
5.  Wymiana tarcz i klocków (robocizna)            1,0    243,90    300,00

Razem netto: 1 847,15 zł   VAT 23%: 424,85 zł   Razem brutto: 2 272,00 zł
Zapłacono kartą.
Następny przegląd: 12.2025 lub 142 000 km.
""",
    "Samochód/Umowa_kupna_Skoda_2021.txt": """UMOWA KUPNA-SPRZEDAŻY SAMOCHODU

zawarta w dniu 14 sierpnia 2021 r. w Gdańsku pomiędzy:
Sprzedającym: Michał Górski, zam. ul. Morena 14/2, 80-299 Gdańsk, dowód osobisty CGA 552187
a
Kupującymi: Marek Nowicki i Agnieszka Nowicka, zam. ul. Kartuska 118/7, 80-136 Gdańsk

§ 1. Przedmiotem umowy jest samochód osobowy SKODA OCTAVIA Combi 1.5 TSI,
rok produkcji 2018, nr VIN TMBJG7NE8J0218834, nr rejestracyjny GD 5K217,
przebieg 74 120 km, kolor szary metalik.
§ 2. Sprzedający oświadcza, że pojazd stanowi jego własność, jest wolny od wad prawnych
i nie jest przedmiotem zabezpieczenia.
§ 3. Cena: 61 500,00 zł (słownie: sześćdziesiąt jeden tysięcy pięćset złotych), zapłacona
przelewem w dniu podpisania umowy.
§ 4. Kupujący zobowiązują się zapłacić podatek PCC (2%) – 1 230 zł.

Sprzedający: Michał Górski            Kupujący: Marek Nowicki, Agnieszka Nowicka
""",
}


# ---------------------------------------------------------------------------
# Podatki, Zdrowie, Babcia Halina, Dokumenty

LUDZIE: dict[str, str | bytes] = {
    "Podatki/PIT za 2023/PIT-36_2023_podsumowanie.txt": """PIT-36 za 2023 – wspólne rozliczenie małżonków (notatka z e-Deklaracji)

Podatnik: Agnieszka Nowicka, PESEL 79061408226
Małżonek: Marek Nowicki, PESEL 76110203915
Urząd Skarbowy: Pierwszy Urząd Skarbowy w Gdańsku

Przychody:
– działalność gospodarcza (A.N., skala, KPiR prowadzi biuro Bilans): przychód 131 870,40 zł,
  koszty 47 557,85 zł, dochód 84 312,55 zł
– umowa zlecenia Uniwersytet Gdański (A.N.): przychód 4 800,00 zł (PIT-11)
– praca najemna na statkach pod obcą banderą (M.N.): przychód 412 336,18 zł (przeliczony po kursie
  NBP z dnia poprzedzającego wypłatę), metoda proporcjonalnego odliczenia + ulga abolicyjna (PIT/ZG)
Odliczenia: składki społeczne A.N., ulga na dziecko (Jakub) 1 112,04 zł, ulga termomodernizacyjna – brak.

Wynik: nadpłata 2 187,00 zł – zwrot na rachunek PKO BP.
Złożono 24 kwietnia 2024 r. przez e-Urząd Skarbowy (UPO w tym folderze).
""",
    "Podatki/PIT za 2023/UPO_PIT-36_2023.txt": """URZĘDOWE POŚWIADCZENIE ODBIORU DOKUMENTU ELEKTRONICZNEGO

Nazwa pełna podmiotu, któremu doręczono dokument elektroniczny: MINISTERSTWO FINANSÓW
Identyfikator dokumentu: 7b4e2a1f0c9d44e8b3a2d61c5f7e8a90
Skrót złożonego dokumentu: 3f9a77c1e05b2d84a7c6...
Numer referencyjny: 7b4e2a1f0c9d44e8b3a2d61c5f7e8a90
Data wpływu dokumentu: 2024-04-24T20:41:17
Formularz: PIT-36 (20), wersja schemy 1-0E, rok podatkowy 2023
Identyfikator podatkowy: 79061408226 (NIP/PESEL podatnika), małżonek: 76110203915
Kod urzędu skarbowego: 2206 – Pierwszy Urząd Skarbowy w Gdańsku
Stempel czasu: 2024-04-24T20:41:18.224+02:00
""",
    "Podatki/PIT za 2023/PIT-11_2023_Uniwersytet_Gdanski.txt": """PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY
za rok 2023

Płatnik: UNIWERSYTET GDAŃSKI, ul. Jana Bażyńskiego 8, 80-309 Gdańsk, NIP 584-020-35-39
Podatnik: NOWICKA AGNIESZKA, PESEL 79061408226, ul. Kartuska 118/7, 80-136 Gdańsk
Urząd skarbowy: Pierwszy Urząd Skarbowy w Gdańsku

Część E, wiersz 11 – Umowy zlecenia (art. 13 pkt 8 ustawy):
Przychód: 4 800,00 zł
Koszty uzyskania przychodu (20%): 889,92 zł
Składki na ubezpieczenia społeczne: 0,00 zł (zbieg tytułów – działalność)
Dochód: 3 910,08 zł
Zaliczka pobrana przez płatnika: 469,00 zł
Składka zdrowotna: 432,00 zł

(Zajęcia: „Przekład techniczny niemiecko-polski”, semestr letni 2022/2023 – Instytut Lingwistyki Stosowanej)

Data sporządzenia: 2024-02-20
""",
    "Podatki/PIT za 2024/Annual_Earnings_Statement_2024_Marek_Nowicki.txt": """BALTIC CREW MANAGEMENT Sp. z o.o.
ul. 10 Lutego 24, 81-364 Gdynia, Poland
acting as crewing agent for NORDSEE BULK SHIPPING GmbH & Co. KG, Leer, Germany

ANNUAL EARNINGS STATEMENT – YEAR 2024
Issued: 15 January 2025

Seafarer: Marek NOWICKI, born 02.11.1976, Seaman's Book No. 0089917
Rank: Second Engineer

Periods of service in 2024:
1) MV "Nordic Star" (IMO 9512346, flag: Antigua & Barbuda) – 14.01.2024 to 19.05.2024 – 127 days
2) MV "Nordic Star" (IMO 9512346, flag: Antigua & Barbuda) – 02.09.2024 to 18.12.2024 – 108 days
Total days on board in 2024: 235

Gross earnings paid in 2024 (USD):
   Basic wage + guaranteed overtime + leave pay     USD 77,842.00
   Other allowances (travel days, bonuses)          USD  2,450.00
   TOTAL                                            USD 80,292.00
Payments by wire transfer to the seafarer's account in PKO BP (USD), dates listed on page 2.

This statement is issued for the purpose of the seafarer's tax return in Poland.
No tax was withheld by the employer. Vessel operated in international traffic
(income taxable in Poland under the DTA Poland–Antigua & Barbuda rules; "ulga abolicyjna" may apply).

For Baltic Crew Management: Anna Szymańska, Crew Accounts
""",
    "Podatki/PIT za 2024/Notatka_do_PIT_2024.txt": """PIT za 2024 – co mam, czego brakuje (rozliczamy się razem z Markiem, PIT-36 + PIT/B + PIT/ZG)

[x] zestawienie przychodów i kosztów z biura Bilans (p. Ewa przysłała 21.02)
[x] Annual Earnings Statement Marka z Baltic Crew (15.01.2025)
[x] kursy NBP do przeliczenia wypłat Marka – p. Ewa liczy
[ ] PIT-11 z Oficyny Morskiej za tłumaczenie książki (umowa o dzieło z kwietnia 2024!) – mają
    przysłać do końca lutego
[ ] ulga na dziecko – Kuba, cały rok
[ ] darowizna na WOŚP 200 zł – mam potwierdzenie przelewu ze stycznia 2024 (to jeszcze do 2024? tak)
[ ] 1,5% dla Hospicjum im. ks. E. Dutkiewicza, KRS 0000086994

Termin: 30 kwietnia 2025. Zwrot na konto PKO.
""",
    "Podatki/PIT za 2024/Zestawienie_przychodow_kosztow_2024.xlsx": _xlsx(
        {
            "KPiR 2024": [
                [
                    "Miesiąc",
                    "Przychód",
                    "Koszty",
                    "Dochód narastająco",
                    "Składki społeczne",
                    "Zaliczka PIT",
                ],
                ["01.2024", 11840.20, 4211.30, 7628.90, 1600.32, 0],
                ["02.2024", 10322.70, 3680.10, 14271.50, 1600.32, 0],
                ["03.2024", 12955.40, 3920.55, 23306.35, 1600.32, 0],
                ["04.2024", 9870.00, 3512.40, 29663.95, 1600.32, 0],
                ["05.2024", 11402.60, 3880.00, 37186.55, 1600.32, 0],
                ["06.2024", 10118.30, 4950.80, 42354.05, 1600.32, 0],
                ["07.2024", 6402.50, 3310.20, 45446.35, 1600.32, 0],
                ["08.2024", 9044.80, 7987.60, 46503.55, 1600.32, 0],
                ["09.2024", 13580.90, 3640.00, 56444.45, 1600.32, 0],
                ["10.2024", 14227.60, 3902.15, 68769.90, 1600.32, 0],
                ["11.2024", 11105.40, 3488.90, 76386.40, 1600.32, 0],
                ["12.2024", 12360.10, 4105.35, 84641.15, 1600.32, 0],
                ["RAZEM", 133230.50, 48589.35, 84641.15, 19203.84, 0],
                [],
                [
                    "Uwaga: zaliczki PIT 0 zł – rozliczenie łączne z mężem, zaliczki wpłacane kwartalnie z nadpłaty; sprawdzić z p. Ewą."
                ],
            ]
        }
    ),
    "Zdrowie/Agnieszka/Morfologia_2024-10-08.txt": """DIAGNOSTYKA S.A. – Punkt Pobrań Gdańsk, ul. Kartuska 34
Laboratorium Medyczne, ul. Prof. M. Życzkowskiego 16, Kraków

SPRAWOZDANIE Z BADANIA LABORATORYJNEGO
Pacjent: NOWICKA AGNIESZKA      PESEL: 79061408226      Płeć: K      Wiek: 45 l.
Data pobrania: 08.10.2024 07:42    Data wykonania: 08.10.2024
Zlecający: dr n. med. Beata Olszewska, Przychodnia „Zdrowie Wrzeszcz”

Morfologia krwi (5-DIFF)
WBC         6,12   tys/µl   (4,00 – 10,00)
RBC         4,21   mln/µl   (3,80 – 5,20)
HGB        11,9    g/dl     (12,0 – 16,0)  L
HCT        36,4    %        (37,0 – 47,0)  L
PLT         256    tys/µl   (150 – 400)
Ferrytyna   14,2   ng/ml    (15,0 – 150,0) L
Glukoza      91    mg/dl    (70 – 99)

Autoryzował: mgr Karolina Nowak, diagnosta laboratoryjny
""",
    "Zdrowie/Agnieszka/Mammografia_opis_2024.txt": """Centrum Medyczne „Mammo-Med”, ul. Dmowskiego 8, 80-243 Gdańsk
Badanie w ramach programu profilaktyki raka piersi (NFZ)

OPIS BADANIA MAMMOGRAFICZNEGO
Pacjentka: Agnieszka Nowicka, ur. 14.06.1979
Data badania: 19 marca 2024 r.

Mammografia obu piersi w projekcjach CC i MLO.
Piersi o budowie tłuszczowo-gruczołowej (ACR B). Bez zmian ogniskowych podejrzanych o proces
rozrostowy. Bez skupisk mikrozwapnień. Węzły chłonne pachowe niepowiększone.

Wniosek: BI-RADS 1. Kontrolna mammografia za 2 lata w ramach programu (2026).

Lekarz radiolog: lek. Adam Wójcik
""",
    "Zdrowie/Agnieszka/Okulista_recepta_okulary_2023.txt": """Gabinet Okulistyczny dr Ewa Pawlak
ul. Grunwaldzka 99/101 (Galeria Metropolia, poziom 1), Gdańsk

RECEPTA OKULAROWA
Pacjent: Agnieszka Nowicka       Data: 02.11.2023

         SPH     CYL     AX    ADD
OP     -1,75   -0,50    175   +1,00
OL     -2,00   -0,25     10   +1,00
PD 63 mm

Zalecenia: okulary do pracy przy komputerze (soczewki biurowe/antyrefleks, filtr światła niebieskiego),
krople nawilżające 3–4 x dziennie. Kontrola za 12–18 miesięcy.
""",
    "Zdrowie/Marek/Karta_szczepien_Marek.txt": """INTERNATIONAL CERTIFICATE OF VACCINATION OR PROPHYLAXIS
MIĘDZYNARODOWE ŚWIADECTWO SZCZEPIENIA

This is to certify that: NOWICKI MAREK, date of birth 02.11.1976, sex M, nationality POLISH

Vaccine or prophylaxis            Date         Certificate valid from – until   Clinician / official stamp
Yellow fever (Stamaril)           12.03.2016   22.03.2016 – life of person        Wojewódzka Stacja Sanitarno-Epidemiologiczna, Gdańsk
Hepatitis A+B (Twinrix) 3rd dose  05.09.2016   —                                 dr T. Marciniak
Tetanus, diphtheria (Td)          17.01.2023   until 01.2033                      Przychodnia Medycyny Podróży, Gdynia
Typhoid (Typhim Vi)               17.01.2023   until 01.2026                      Przychodnia Medycyny Podróży, Gdynia

Notatka A.: dur brzuszny (Typhim) trzeba powtórzyć przed styczniem 2026.
""",
    "Zdrowie/Marek/Ortopeda_kolano_2024-06.txt": """Centrum Medyczne „Ortomed”, ul. Kościuszki 40, 81-198 Gdynia

KARTA INFORMACYJNA Z WIZYTY
Pacjent: Marek Nowicki, PESEL 76110203915
Data: 28.06.2024   Lekarz: lek. med. Jarosław Mazur, specjalista ortopedii i traumatologii

Wywiad: ból prawego kolana od ok. 3 mies., nasila się przy schodzeniu po trapach i drabinach
w maszynowni. Bez urazu.
Badanie: obrzęk niewielki, test McMurraya dodatni po stronie przyśrodkowej.
USG (w gabinecie): zmiany zwyrodnieniowe łąkotki przyśrodkowej, niewielki wysięk.

Rozpoznanie: M23.2 – uszkodzenie łąkotki przyśrodkowej kolana prawego (zmiany degeneracyjne).
Zalecenia: fizjoterapia 10 zabiegów, ćwiczenia wzmacniające mięśnie czworogłowe, ograniczyć
przysiady; kolagen/glukozamina wg uznania; kontrola po fizjoterapii lub w razie nasilenia dolegliwości –
rozważyć MRI.
""",
    "Zdrowie/Marek/Apteczka_na_kontrakt.txt": """Marek – apteczka na kontrakt (sprawdzić przed wyjazdem!)

- na stałe nic nie bierze (tylko kolano – patrz niżej)
- Ibuprom Max 2 op.
- Dicoflor / Stoperan
- Aviomarin (na początek, zawsze mówi, że nie potrzebuje)
- krople do oczu Starazolin
- maść Voltaren na kolano + opaska stabilizująca
- plastry, Octenisept
- okulary zapasowe (receptę trzyma w telefonie)
- szczoteczka do zębów elektryczna + końcówki

Ostatnio spakowane: 30.08.2024 (przed wyjazdem do Rotterdamu).
""",
    "Zdrowie/Kuba/Bilans_14-latka_Jakub.txt": """NZOZ Przychodnia „Zdrowie Wrzeszcz”, ul. Jaśkowa Dolina 6, 80-252 Gdańsk
Poradnia pediatryczna

BILANS ZDROWIA – 14 rok życia
Pacjent: Jakub Nowicki, ur. 16.03.2010, PESEL 10231607331
Data badania: 22 kwietnia 2024 r.
Opiekun obecny: matka – Agnieszka Nowicka

Wysokość: 172 cm (75–90 c)   Masa: 58 kg (50–75 c)   BMI 19,6
Ciśnienie tętnicze: 112/68 mmHg
Ostrość wzroku: OP 1,0, OL 1,0; widzenie barw prawidłowe
Postawa: niewielka asymetria łopatek – zalecana gimnastyka korekcyjna / pływanie
Uzębienie: w trakcie leczenia ortodontycznego (aparat stały)
Rozwój płciowy: prawidłowy dla wieku (Tanner IV)

Szczepienia zgodnie z PSO, zalecane: HPV (bezpłatne w programie), meningokoki MenACWY.
Zaświadczenie o braku przeciwwskazań do uprawiania żeglarstwa – wydano.

Lekarz: lek. Anna Czerwińska, specjalista pediatra
""",
    "Zdrowie/Kuba/Ortodonta_plan_leczenia_2024.txt": """ORTODONCJA „UŚMIECH” – dr n. med. Magdalena Wrona
ul. Jana Uphagena 23, 80-237 Gdańsk, tel. 58 345 10 90

PLAN LECZENIA ORTODONTYCZNEGO
Pacjent: Jakub Nowicki, lat 13        Data: 11.01.2024

Rozpoznanie: II klasa Angle'a, stłoczenia zębów przednich w łuku dolnym, nagryz głęboki.
Plan: aparat stały cienkołukowy górny i dolny (zamki metalowe), czas leczenia ok. 18–24 mies.,
następnie retencja (retainer stały + płytka nocna).

Koszty:
– założenie aparatu na jeden łuk: 2 900 zł (x2 = 5 800 zł)
– wizyta kontrolna: 250 zł (co 6–8 tygodni)
– zdjęcie aparatu + retencja: 1 200 zł
Założenie aparatu górnego: 25.01.2024, dolnego: 22.02.2024.

Zapoznałam się z planem leczenia: Agnieszka Nowicka (matka)
""",
    "Zdrowie/Kuba/Szczepienie_HPV_Jakub.txt": """Punkt szczepień – NZOZ Przychodnia „Zdrowie Wrzeszcz”

ZAŚWIADCZENIE O WYKONANYM SZCZEPIENIU
Pacjent: Jakub Nowicki, PESEL 10231607331

Szczepionka: Cervarix (HPV 2-walentna), program bezpłatnych szczepień przeciw HPV
Dawka 1: 06.06.2024, seria AHPVA471BF, lewe ramię – bez NOP
Dawka 2: planowana 12.2024 (minimum 5 miesięcy po 1. dawce)

Szczepienie wykonała: piel. Dorota Sikora
Dopisek: 2. dawka wykonana 09.12.2024 – wpisane do e-karty szczepień (IKP).
""",
    "Zdrowie/Babcia Halina/Karta_informacyjna_szpital_2024-11.txt": """COPERNICUS Podmiot Leczniczy sp. z o.o.
Szpital im. Św. Wojciecha, al. Jana Pawła II 50, 80-462 Gdańsk
Oddział Chorób Wewnętrznych

KARTA INFORMACYJNA LECZENIA SZPITALNEGO
Pacjentka: Halina Nowicka, ur. 05.04.1948, PESEL 48040512346
Adres: ul. Pilotów 9/31, 80-460 Gdańsk
Przyjęta: 04.11.2024 (tryb nagły, SOR)     Wypisana: 13.11.2024

Rozpoznanie: J18.9 – zapalenie płuc, prawostronne. I10 – nadciśnienie tętnicze.
E03.9 – niedoczynność tarczycy (leczona).
Leczenie: antybiotykoterapia i.v. (amoksycylina z kwasem klawulanowym), tlenoterapia bierna 3 dni,
nawadnianie. Stan przy wypisie: dobry, wydolna krążeniowo i oddechowo.

Zalecenia: Augmentin 875 mg 2 x 1 tabl. jeszcze przez 5 dni; dotychczasowe leki bez zmian;
kontrola RTG klatki piersiowej za 6 tygodni; kontrola u lekarza POZ w ciągu 7 dni;
szczepienie przeciw pneumokokom po wyzdrowieniu.

Lekarz prowadzący: lek. Wojciech Kozłowski     Ordynator: dr n. med. Izabela Bielecka
""",
    "Zdrowie/Babcia Halina/Kardiolog_2025-01-15.txt": """Poradnia Kardiologiczna – Przychodnia Specjalistyczna „Zaspa”, ul. Hallera 8, Gdańsk

Gdańsk, 15 stycznia 2025 r.

Pacjentka: Halina Nowicka, lat 76

Kontrola po hospitalizacji (XI 2024). Samopoczucie dobre, duszności nie zgłasza, obrzęków brak.
RR 148/86 mmHg, HR 72/min, miarowo. EKG: rytm zatokowy, bez świeżych zmian.
Holter RR (10–11.01.2025): średnio 139/82 – nadciśnienie niedostatecznie kontrolowane.

Zalecenia: zwiększyć Prestarium 5 mg → 10 mg rano; Bisocard 2,5 mg bez zmian;
pomiary ciśnienia w domu rano i wieczorem, zapisywać; ograniczyć sól.
Kontrola za 3 miesiące z dzienniczkiem pomiarów.

lek. Tadeusz Wróbel, kardiolog
""",
    "Zdrowie/Babcia Halina/Lista_lekow_mama.txt": """LEKI MAMY (Halina) – aktualne od 15.01.2025 (po kardiologu)

rano:
- Euthyrox 75 µg – na czczo, 30 min przed śniadaniem
- Prestarium 10 mg (było 5!)
- Bisocard 2,5 mg
- Polpril? NIE – odstawiony w 2023

wieczorem:
- Atoris 20 mg
- Magne B6 (sama kupuje)

w razie potrzeby: Apap, krople do oczu Hylo-Comod

E-recepty przychodzą na telefon mamy, kod podajemy w aptece Gemini na Zaspie.
Lekarz rodzinny: dr Barbara Jankowska, przychodnia Zaspa, tel. 58 556 12 40.
""",
    "Zdrowie/Babcia Halina/Sanatorium_skierowanie_NFZ_2024.txt": """NARODOWY FUNDUSZ ZDROWIA
Pomorski Oddział Wojewódzki w Gdańsku

Gdańsk, 2 lutego 2024 r.

Pani Halina Nowicka
ul. Pilotów 9/31, 80-460 Gdańsk

Uprzejmie informujemy, że Pani skierowanie na leczenie uzdrowiskowe nr 2206/2023/11874
zostało potwierdzone.
Rodzaj leczenia: leczenie uzdrowiskowe szpitalne / sanatoryjne dla dorosłych, 21 dni
Uzdrowisko: Ciechocinek, Szpital Uzdrowiskowy „Przy Tężni”
Termin: od 08.04.2024 do 28.04.2024
Profil leczniczy: choroby ortopedyczno-urazowe, choroby układu krążenia

Prosimy o zgłoszenie się w dniu rozpoczęcia turnusu w godz. 14:00–18:00 z dowodem osobistym
i aktualną dokumentacją medyczną. Odpłatność za wyżywienie i zakwaterowanie wg cennika w sezonie II.
""",
    "Babcia Halina/ZUS_decyzja_waloryzacja_2024.txt": """ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH
Oddział w Gdańsku
ul. Chmielna 27/33, 80-748 Gdańsk

Gdańsk, 28.02.2024 r.
Znak świadczenia: ENP/03/004418872

Pani
HALINA NOWICKA
ul. Pilotów 9/31
80-460 Gdańsk

DECYZJA
o waloryzacji emerytury

Na podstawie art. 88 i 89 ustawy o emeryturach i rentach z Funduszu Ubezpieczeń Społecznych
Zakład Ubezpieczeń Społecznych waloryzuje przysługujące Pani świadczenie od 1 marca 2024 r.
wskaźnikiem waloryzacji wynoszącym 112,12%.

Kwota świadczenia przed waloryzacją:   3 132,77 zł
Kwota świadczenia po waloryzacji:      3 512,46 zł
Od kwoty świadczenia potrąca się:
  – składkę na ubezpieczenie zdrowotne  316,12 zł
  – zaliczkę na podatek dochodowy       130,00 zł
Kwota do wypłaty:                      3 066,34 zł
Termin płatności: 10. dzień miesiąca, na rachunek PKO BP.

Od niniejszej decyzji przysługuje odwołanie do Sądu Okręgowego w Gdańsku w terminie miesiąca.
""",
    "Babcia Halina/PIT-40A_2023_Halina.txt": """PIT-40A / 11A
ROCZNE OBLICZENIE PODATKU OD DOCHODU / INFORMACJA O DOCHODACH UZYSKANYCH Z FUNDUSZU UBEZPIECZEŃ SPOŁECZNYCH
za rok 2023

Organ rentowy: ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH, ODDZIAŁ W GDAŃSKU, NIP 521-301-72-28
Podatnik: NOWICKA HALINA, PESEL 48040512346, ul. Pilotów 9/31, 80-460 Gdańsk
Urząd skarbowy: Urząd Skarbowy Gdańsk-Śródmieście

Przychód: 38 214,60 zł
Koszty uzyskania przychodu: 0,00 zł
Dochód: 38 214,60 zł
Podatek należny: 1 595,00 zł
Suma pobranych zaliczek: 1 621,00 zł
Nadpłata: 26,00 zł – zostanie zwrócona wraz ze świadczeniem za marzec/kwiecień 2024.

Data sporządzenia: 2024-02-14
""",
    "Babcia Halina/Pelnomocnictwo_PKO_Halina.txt": """PKO BANK POLSKI S.A.
Oddział 9 w Gdańsku, ul. Rajska 10

PEŁNOMOCNICTWO DO RACHUNKU (stałe, rodzajowe)

Mocodawca: Halina Nowicka, PESEL 48040512346, dowód osobisty ASB 318204
Rachunek: PKO Konto dla Seniora nr 40 1020 1811 0000 0702 0122 7718

Ustanawiam pełnomocnikami:
1. Marek Nowicki (syn), PESEL 76110203915
2. Agnieszka Nowicka (synowa), PESEL 79061408226

Zakres: dysponowanie środkami na rachunku, w tym zlecanie przelewów, wypłaty gotówki,
składanie dyspozycji zamknięcia lokat, odbiór wyciągów. Pełnomocnictwo nie obejmuje
zamknięcia rachunku ani zaciągania kredytów.

Gdańsk, 19 października 2023 r.
Podpis mocodawcy: Halina Nowicka     Podpisy pełnomocników: M. Nowicki, A. Nowicka
Przyjął: Karolina Żak, doradca
""",
    "Dokumenty/Paszporty_i_dowody_terminy.txt": """DOKUMENTY – terminy ważności (aktualizacja: luty 2025)

Agnieszka – dowód osobisty do 03.2031, paszport EO 4471022 do 07.2030
Marek – dowód osobisty do 11.2026 (!!), paszport EM 1187730 do 05.2029,
        książeczka żeglarska 0089917 do 2027
Kuba – dowód osobisty (wyrobiony 2022) do 06.2027, paszport (5 lat) do 08.2027
Mama (Halina) – dowód osobisty bezterminowo? NIE – do 2032; paszportu nie ma

Do zrobienia: Marek – nowy dowód jesienią 2026, złożyć przez mObywatel zanim wyjedzie.
""",
    "Dokumenty/Odpis_aktu_urodzenia_Jakub.txt": """RZECZPOSPOLITA POLSKA
ODPIS SKRÓCONY AKTU URODZENIA

Nazwisko: NOWICKI
Imię (imiona): JAKUB PIOTR
Płeć: mężczyzna
Data urodzenia: szesnasty marca dwa tysiące dziesiątego roku (16.03.2010)
Miejsce urodzenia: Gdańsk
Imię i nazwisko rodowe ojca: Marek Nowicki
Imię i nazwisko rodowe matki: Agnieszka Nowicka, nazwisko rodowe: Kowal

Kierownik Urzędu Stanu Cywilnego w Gdańsku
Odpis wydano w dniu 7 września 2021 r. (do wniosku paszportowego)
""",
    "Dokumenty/Odpis_aktu_malzenstwa.txt": """RZECZPOSPOLITA POLSKA
ODPIS SKRÓCONY AKTU MAŁŻEŃSTWA

Mężczyzna: MAREK NOWICKI, ur. 02.11.1976 w Gdańsku
Kobieta: AGNIESZKA KOWAL, ur. 14.06.1979 w Elblągu
Data zawarcia małżeństwa: 20 września 2003 r.
Miejsce zawarcia małżeństwa: Gdańsk
Nazwisko noszone po zawarciu małżeństwa: mężczyzna – NOWICKI, kobieta – NOWICKA
Nazwisko dzieci: NOWICKI/NOWICKA

Kierownik Urzędu Stanu Cywilnego w Gdańsku
Wydano dnia 12 stycznia 2016 r.
""",
}


# ---------------------------------------------------------------------------
# Szkoła Kuby, żeglarstwo, Marek – praca

KUBA_MAREK: dict[str, str | bytes] = {
    "Szkoła Kuby/2023-2024 klasa 7/Plan_lekcji_7b.txt": """Szkoła Podstawowa nr 24 im. Józefa Wybickiego w Gdańsku
Plan lekcji – klasa 7b – rok szkolny 2023/2024 (obowiązuje od 11.09.2023)
Wychowawczyni: p. Renata Szczepańska (j. polski)

       Poniedziałek   Wtorek        Środa          Czwartek       Piątek
8:00   matematyka     j. angielski  biologia       j. polski      WF
8:55   j. polski      matematyka    j. niemiecki   historia       matematyka
9:50   historia       chemia        j. polski      geografia      j. angielski
10:55  WF             fizyka        matematyka     j. niemiecki   religia/etyka
11:50  geografia      j. polski     WF             fizyka         godz. wych.
12:50  muzyka         plastyka      informatyka    chemia         –
13:45  –              religia/etyka –              WF             –

Kuba: etyka (nie religia). Basen w środy po lekcjach – UKS.
""",
    "Szkoła Kuby/2023-2024 klasa 7/Zebranie_z_rodzicami_2023-11-15.txt": """Zebranie z rodzicami 7b – 15.11.2023 (notatki A.)

- oceny śródsemestralne Kuby: matma 5, polski 4 (rozprawka do poprawy!), niemiecki 5,
  chemia 3 – ma poprawić kartkówkę z mieszanin, fizyka 4
- zachowanie: bardzo dobre, p. Szczepańska chwali za pomoc przy akcji „Szlachetna Paczka”
- wycieczka klasowa w czerwcu – prawdopodobnie Toruń, 1 dzień, ok. 180 zł
- składka klasowa: 50 zł na semestr (p. Grabowska, skarbnik)
- konsultacje z nauczycielami: pierwsze wtorki miesiąca 16:30–17:30
- w przyszłym roku egzamin ósmoklasisty – szkoła zrobi próbny w grudniu/styczniu
""",
    "Szkoła Kuby/2023-2024 klasa 7/Dyplom_Kangur_2024.txt": """MIĘDZYNARODOWY KONKURS MATEMATYCZNY „KANGUR 2024”

DYPLOM

WYRÓŻNIENIE

dla ucznia
JAKUBA NOWICKIEGO
Szkoła Podstawowa nr 24 w Gdańsku, klasa 7

za uzyskanie 98,75 punktu w kategorii Student (klasy 7–8)
Konkurs odbył się 21 marca 2024 r.

Komitet Główny Konkursu – Towarzystwo Upowszechniania Wiedzy i Nauk Matematycznych, Toruń
""",
    "Szkoła Kuby/2024-2025 klasa 8/Plan_lekcji_8b_2024-2025.txt": """Szkoła Podstawowa nr 24 im. Józefa Wybickiego w Gdańsku
Plan lekcji – klasa 8b – rok szkolny 2024/2025 (od 02.09.2024)
Wychowawczyni: p. Renata Szczepańska

       Poniedziałek   Wtorek         Środa          Czwartek        Piątek
8:00   j. polski      matematyka     WOS            j. angielski    matematyka
8:55   matematyka     j. polski      j. niemiecki   chemia          j. polski
9:50   fizyka         historia       matematyka     j. polski       EDB
10:55  j. angielski   WF             biologia       historia        WF
11:50  geografia      chemia         j. angielski   WF              godz. wych.
12:50  j. niemiecki   informatyka    doradztwo zaw. etyka           –
13:45  –              zaj. przygot.  –              –               –
                      do egzaminu (mat.)

Egzamin ósmoklasisty: 13–15 maja 2025.
""",
    "Szkoła Kuby/2024-2025 klasa 8/Harmonogram_egzaminu_osmoklasisty_2025.txt": """Harmonogram egzaminu ósmoklasisty 2025 (komunikat dyrektora CKE, przekazany przez wychowawcę)

13 maja 2025 r. (wtorek), godz. 9:00 – język polski (120 min)
14 maja 2025 r. (środa), godz. 9:00 – matematyka (100 min)
15 maja 2025 r. (czwartek), godz. 9:00 – język obcy nowożytny (Kuba: angielski, 90 min)

Termin dodatkowy: 16–18 czerwca 2025 r.
Wyniki: 2 lipca 2025 r. (w systemie ZIU), zaświadczenia o wynikach – 4 lipca 2025 r.
Świadectwa ukończenia szkoły – 27 czerwca 2025 r.

Przynieść: legitymacja szkolna, czarny długopis (2 szt.), linijka na matematykę, woda.
Telefony zostają w szafkach.
""",
    "Szkoła Kuby/2024-2025 klasa 8/Wywiadowka_2024-11-20.txt": """Wywiadówka 8b – 20 listopada 2024 r.

Notatki (byłam sama, Marek na statku):
- próbny egzamin ósmoklasisty: 10–12 grudnia 2024 (arkusze Operonu), wyniki w styczniu
- rekrutacja do szkół ponadpodstawowych w Gdańsku: wnioski od 12 maja 2025, lista szkół –
  Kuba myśli o III LO (mat-fiz) albo o Technikum Łączności. Dni otwarte w marcu.
- Kuba: matematyka 5, fizyka 5, polski 4, angielski 5, niemiecki 5, chemia 4, historia 3 (!)
- p. Szczepańska prosi o pilnowanie nieobecności na 7. lekcji w piątki (treningi?) – to regaty,
  mam dać usprawiedliwienie z klubu
- wycieczka kończąca szkołę w czerwcu – propozycja 3 dni, wstępnie Kraków / Zakopane, decyzja w styczniu
- składka na komitet: 120 zł/rok – zapłacone
""",
    "Szkoła Kuby/2024-2025 klasa 8/Rada_rodzicow_skladka_2024-2025.txt": """RADA RODZICÓW przy Szkole Podstawowej nr 24 w Gdańsku

Szanowni Państwo,
Rada Rodziców uprzejmie prosi o wpłatę dobrowolnej składki na rok szkolny 2024/2025
w wysokości 120 zł na pierwsze dziecko (80 zł na każde kolejne).

Środki przeznaczamy na: nagrody książkowe na koniec roku, dofinansowanie wycieczek,
zakup piłek i sprzętu na przerwy, Dzień Dziecka, bal ósmoklasisty.

Konto Rady Rodziców: 39 1020 1853 0000 9402 0123 4581
Tytuł przelewu: imię i nazwisko ucznia, klasa, rok szkolny – np. „Jakub Nowicki 8b 2024/2025”.

Gdańsk, wrzesień 2024 r.
Przewodnicząca Rady Rodziców: Monika Lis

Dopisek: zapłacone 23.09.2024, 120 zł.
""",
    "Szkoła Kuby/2024-2025 klasa 8/NNW_ubezpieczenie_2024-2025.txt": """Compensa TU S.A. Vienna Insurance Group
UBEZPIECZENIE NASTĘPSTW NIESZCZĘŚLIWYCH WYPADKÓW DZIECI I MŁODZIEŻY – polisa grupowa

Szkoła: Szkoła Podstawowa nr 24 w Gdańsku
Polisa nr NNW/2024/SZK/044812
Okres ubezpieczenia: 01.09.2024 – 31.08.2025 (całą dobę, na całym świecie, również podczas
uprawiania sportów, w tym żeglarstwa rekreacyjnego)

Ubezpieczony: Jakub Nowicki, klasa 8b
Suma ubezpieczenia: 20 000 zł
Składka: 59 zł (wpłacona przez rodzica do wychowawcy)

Zgłoszenie szkody: infolinia 22 501 61 00 lub www.compensa.pl, w terminie 30 dni.
""",
    "Kuba - żeglarstwo/Deklaracja_czlonkowska_UKS_Navigator.txt": """UCZNIOWSKI KLUB SPORTOWY „NAVIGATOR” GDAŃSK
Sekcja żeglarska – przystań: Górki Zachodnie, ul. Przełom 9

DEKLARACJA CZŁONKOWSKA

Imię i nazwisko zawodnika: Jakub Nowicki
Data urodzenia: 16.03.2010
Szkoła: SP nr 24 w Gdańsku
Klasa łodzi: Optimist (do 2023), od sezonu 2024 – ILCA 4

Rodzic/opiekun prawny: Agnieszka Nowicka, tel. 601 482 915, e-mail: agnieszka.nowicka79@gmail.com
Oświadczam, że syn umie pływać (karta pływacka nr 0221/2019) i nie ma przeciwwskazań zdrowotnych
do uprawiania żeglarstwa (zaświadczenie lekarskie w załączeniu).

Składka członkowska: 150 zł/miesiąc (10 miesięcy), obozy i regaty płatne osobno.

Gdańsk, 3 września 2022 r.
Podpis rodzica: A. Nowicka          Trener: Łukasz Ostrowski
""",
    "Kuba - żeglarstwo/Regaty_Puchar_Zatoki_2024_wyniki.txt": """REGATY O PUCHAR ZATOKI GDAŃSKIEJ 2024
Gdańsk-Górki Zachodnie, 7–8 września 2024
Klasa ILCA 4 – wyniki końcowe (fragment)

Miejsce  Nr żagla   Zawodnik               Klub                    W1  W2  W3  W4  W5  Netto
1        POL 2214   Szymon Wrzesiński      AZS AWFiS Gdańsk         1   2   1  (4)  1     5
2        POL 2190   Zofia Kwiatkowska      SKŻ Ergo Hestia Sopot    3   1  (5)  2   2     8
3        POL 2231   Filip Adamczyk         YKP Gdynia               2  (6)  3   1   4    10
...
7        POL 2256   Jakub Nowicki          UKS Navigator Gdańsk     8   5   6  (11) 7    26
...
Startowało: 31 zawodników.

Sędzia główny: Marek Stępień
""",
    "Kuba - żeglarstwo/Oboz_2024_Wdzydze_potwierdzenie.txt": """From: UKS Navigator <obozy@uksnavigator.pl>
To: Agnieszka Nowicka
Date: 14 marca 2024

Dzień dobry,
potwierdzamy zapisanie Jakuba Nowickiego na obóz szkoleniowo-regatowy UKS Navigator:
Wdzydze Kiszewskie, ośrodek „Pod Żaglami”, 1–12 lipca 2024 r.
Koszt: 2 350 zł (zakwaterowanie, wyżywienie, trenerzy, transport łodzi).
Zaliczka 700 zł do 31 marca, reszta do 15 czerwca, konto klubu 11 1160 2202 0000 0004 9811 2207.

Lista rzeczy i regulamin obozu wyślemy w czerwcu.
Pozdrawiamy,
Łukasz Ostrowski, trener
""",
    "Marek - praca/Kontrakty/SEA_2024_MV_Nordic_Star.txt": """SEAFARER EMPLOYMENT AGREEMENT (MLC, 2006)
Contract No. BCM/NBS/2024/0871

Shipowner: NORDSEE BULK SHIPPING GmbH & Co. KG, Am Emsdeich 12, 26789 Leer, Germany
represented by the crewing agent BALTIC CREW MANAGEMENT Sp. z o.o., Gdynia, Poland

Seafarer: Marek NOWICKI
Date and place of birth: 02.11.1976, Gdańsk     Nationality: Polish
Seaman's Book No.: 0089917      Passport No.: EM1187730
Address: ul. Kartuska 118/7, 80-136 Gdańsk, Poland
Next of kin: Agnieszka Nowicka (wife), tel. +48 601 482 915

Vessel: MV "NORDIC STAR", IMO 9512346, flag Antigua & Barbuda, bulk carrier 38,500 DWT
Capacity: Second Engineer
Period of engagement: 4 months (+/- 1 month at owner's option)
Date of joining: 02.09.2024, port of joining: Rotterdam, NL

Wages (USD per month):
 Basic wage                      4,860.00
 Guaranteed overtime (103 h)     2,950.00
 Leave pay (6 days/month)          940.00
 Owner's bonus                     600.00
 Subsistence / other               500.00
 TOTAL                           9,850.00

Working hours: per MLC Standard A2.3. Repatriation at owner's cost.
Applicable CBA: ITF-approved IBF Agreement.

Signed at Gdynia on 22 August 2024.
For the Shipowner: Piotr Zalewski, Crew Manager        Seafarer: M. Nowicki
""",
    "Marek - praca/Kontrakty/Umowa_posrednictwa_Baltic_Crew.txt": """UMOWA O POŚREDNICTWO PRACY NA STATKACH MORSKICH
nr BCM/P/2019/1133

zawarta w Gdyni dnia 4 lutego 2019 r. pomiędzy:
Baltic Crew Management sp. z o.o., ul. 10 Lutego 24, 81-364 Gdynia, wpisaną do rejestru agencji
zatrudnienia pod nr 9471 („Agencja”),
a
Panem Markiem Nowickim, zam. ul. Kartuska 118/7, 80-136 Gdańsk, oficerem mechanikiem,
dyplom II oficera mechanika nr 0218/GDY/2016 („Marynarz”).

§ 1. Agencja zobowiązuje się do przedstawiania Marynarzowi ofert zatrudnienia na statkach armatorów
zagranicznych, zgodnych z Konwencją MLC 2006, oraz do pośrednictwa przy zawieraniu umów o pracę.
§ 2. Agencja nie pobiera od Marynarza żadnych opłat za pośrednictwo (art. 85 ustawy o promocji
zatrudnienia).
§ 3. Agencja organizuje i opłaca podróż do i z portu zaokrętowania na koszt armatora.
§ 4. Umowa zawarta na czas nieokreślony.

Agencja: Piotr Zalewski                 Marynarz: Marek Nowicki
""",
    "Marek - praca/Kontrakty/Travel_instructions_Rotterdam_2024.txt": """From: Baltic Crew Management – Travel Desk <travel@balticcrew.pl>
To: Marek Nowicki <marek.nowicki.ce@gmail.com>
Cc: Agnieszka Nowicka
Date: Wed, 28 Aug 2024 11:02:44 +0200
Subject: MV Nordic Star – joining instructions / 2nd Eng. M. Nowicki

Dear Mr Nowicki,

please find your travel details for joining MV Nordic Star at Rotterdam:

01 SEP 2024  KL 1276  GDN 17:05 – AMS 19:05   (ticket no. 074-2188431920, 1 x 23 kg + seaman fare)
Hotel: Hotel Port Rotterdam, Schiedamsedijk 140 – 1 night, booked by agent
02 SEP 2024  08:00 pick-up at hotel by agent Wilhelmsen Ships Service, transfer to Botlek terminal
Local agent contact: +31 10 487 1122 (24h)

Please carry: passport, seaman's book, CoC + all STCW certificates (originals),
medical certificate, yellow fever certificate, signed SEA.

Have a safe trip,
Katarzyna Bąk, Travel Desk
""",
    "Marek - praca/Certyfikaty/Swiadectwo_zdrowia_marynarskie_2023.txt": """ŚWIADECTWO ZDROWIA
wydane na podstawie Konwencji STCW i Konwencji MLC 2006
MEDICAL CERTIFICATE FOR SERVICE AT SEA

Nr / No.: WOMP/GD/M/2023/04417
Nazwisko / Surname: NOWICKI          Imię / Name: MAREK
Data urodzenia / Date of birth: 02.11.1976    Obywatelstwo / Nationality: polskie / Polish
Stanowisko / Capacity: oficer mechanik / Engineer officer    Dział / Department: maszynowy / engine

Zdolny do pracy na morzu bez ograniczeń / Fit for look-out duty: N/A
Fit for duty without restrictions: YES    Limitations: NONE
Słuch, wzrok i rozróżnianie barw: zgodne z wymaganiami / Hearing, sight and colour vision meet the standards.

Data badania / Date of examination: 22.05.2023
Ważne do / Valid until: 21.05.2025

Lekarz uprawniony / Authorised medical practitioner: lek. Jerzy Laskowski, nr upr. 2206/M/118
Wojewódzki Ośrodek Medycyny Pracy w Gdańsku, ul. Okopowa 7
""",
    "Marek - praca/Certyfikaty/STCW_Basic_Safety_2020.txt": """CERTIFICATE OF PROFICIENCY / ŚWIADECTWO PRZESZKOLENIA
issued under the provisions of the International Convention on Standards of Training,
Certification and Watchkeeping for Seafarers, 1978, as amended – Regulation VI/1

Basic Safety Training (refresher): personal survival techniques, fire prevention and fire fighting,
elementary first aid, personal safety and social responsibilities.

Holder: Marek NOWICKI, born 02.11.1976
Certificate No.: BST-R/2020/06/1184
Date of issue: 19 June 2020
Valid until: 30 June 2025

Issued by: Uniwersytet Morski w Gdyni (dawniej Akademia Morska), Ośrodek Szkolenia Ratownictwa,
ul. Morska 81-87, 81-225 Gdynia, on behalf of the Director of the Maritime Office in Gdynia
""",
    "Marek - praca/Certyfikaty/Dyplom_II_oficer_mechanik.txt": """RZECZPOSPOLITA POLSKA – DYREKTOR URZĘDU MORSKIEGO W GDYNI
REPUBLIC OF POLAND – DIRECTOR OF THE MARITIME OFFICE IN GDYNIA

DYPLOM / CERTIFICATE OF COMPETENCY
nr 0218/GDY/2016 (odnowiony / revalidated 2021)

Marek NOWICKI, ur. 02.11.1976 w Gdańsku
posiada kwalifikacje do zajmowania stanowiska:
DRUGI OFICER MECHANIK na statkach o napędzie głównym o mocy 3000 kW lub większej
SECOND ENGINEER OFFICER on ships powered by main propulsion machinery of 3000 kW propulsion power or more
(STCW Regulation III/2)

Data wydania / Date of issue: 11.10.2021
Ważny do / Valid until: 10.10.2026

Notatka A.: przedłużenie dyplomu 2026 – potrzebna praktyka 12 mies. w ostatnich 5 latach (jest).
""",
    "Marek - praca/Certyfikaty/Ksiazeczka_zeglarska_notatka.txt": """Książeczka żeglarska Marka – nr 0089917
wydana przez Dyrektora Urzędu Morskiego w Gdyni 15.03.2017, ważna do 14.03.2027

Wpisy zaokrętowań (ostatnie):
- MV Nordic Star – zaokr. 14.01.2024 Hamburg, wyokr. 19.05.2024 Antwerpia
- MV Nordic Star – zaokr. 02.09.2024 Rotterdam, wyokr. 18.12.2024 Gdańsk (!)

Oryginał Marek zawsze wozi ze sobą, tu tylko notatka + skan w telefonie.
Zostawić kopię u mamy? – NIE, u nas w szafie w teczce „Marek – dokumenty”.
""",
}


# ---------------------------------------------------------------------------
# Podróże, Zdjęcia, Przepisy, Książki, Działka

_HOTEL_WIEN = _eml(
    "Hotel Gartenhof Wien <reservierung@gartenhof-wien.at>",
    "Agnieszka Nowicka <agnieszka.nowicka79@gmail.com>",
    "Buchungsbestätigung Nr. 25-0211-4471 / 20.–23.02.2025",
    datetime(2025, 1, 9, 14, 22, 5, tzinfo=_PL),
    """Sehr geehrte Frau Nowicka,

vielen Dank für Ihre Buchung. Hiermit bestätigen wir Ihre Reservierung:

Buchungsnummer: 25-0211-4471
Anreise: Donnerstag, 20. Februar 2025 (ab 15:00 Uhr)
Abreise: Sonntag, 23. Februar 2025 (bis 11:00 Uhr)
Zimmer: 1 x Familienzimmer Superior (2 Erwachsene, 1 Jugendlicher, 15 J.)
Verpflegung: inkl. Frühstücksbuffet
Preis: 3 Nächte x 219,00 EUR = 657,00 EUR, zzgl. Ortstaxe 3,2 % (wird vor Ort berechnet)
Zahlung: vor Ort, Kreditkarte als Garantie hinterlegt (Visa ****2290)

Kostenlose Stornierung bis 13. Februar 2025, 18:00 Uhr.

Unsere Adresse: Hotel Gartenhof, Neubaugasse 38, 1070 Wien
U-Bahn: U3 Neubaugasse (2 Min.)
Die Wiener City Card (Öffis + Rabatte) erhalten Sie an der Rezeption.

Wir freuen uns auf Ihren Besuch!
Mit freundlichen Grüßen
Elisabeth Hofer, Reservierung
""",
    "<25-0211-4471.1736428925@gartenhof-wien.at>",
)

PODROZE_ITD: dict[str, str | bytes] = {
    "Podróże/2024 Chorwacja/Rezerwacja_Apartmani_Marija_Makarska.txt": """From: Apartmani Marija <info@apartmani-marija-makarska.hr>
To: Agnieszka Nowicka <agnieszka.nowicka79@gmail.com>
Date: 11 February 2024
Subject: Reservation confirmation – 13.07.–20.07.2024

Dear Mrs Nowicka,

thank you for your reservation. We confirm:
Apartment A3 (2 bedrooms, sea view, balcony), 3 persons
Check-in: Saturday 13 July 2024 from 14:00
Check-out: Saturday 20 July 2024 until 10:00
Price: 7 nights x 115 EUR = 805 EUR, tourist tax 1.60 EUR/person/night (paid on arrival)
Deposit 30% (241.50 EUR) – please pay by bank transfer within 7 days to
IBAN HR12 2340 0091 1103 4872 6, Privredna banka Zagreb, ref. Nowicka-A3.
Parking place in the yard is included.

Address: Put Cvitačke 14, 21300 Makarska, Croatia. Call Marija on arrival: +385 98 331 204.

Srdačan pozdrav / Best regards,
Marija Vuković
""",
    "Podróże/2024 Chorwacja/Plan_trasy_Gdansk_Makarska.txt": """CHORWACJA 2024 – trasa autem (Skoda), 13–20 lipca

Wyjazd sob. 13.07 o 4:00 rano (Kuba wraca z obozu 12.07 wieczorem).
Gdańsk – A1 – Łódź – Katowice – Ostrawa (CZ) – Brno – Wiedeń (obwodnica) – Graz – Maribor (SLO) –
Zagrzeb – A1 – Makarska. ok. 1 640 km, 17–18 h z postojami.
Nocleg po drodze: nie planujemy – jedziemy na zmianę z Markiem, awaryjnie Hotel Ibis Maribor.

Winiety: Czechy (10 dni, e-winieta 310 CZK), Austria (10 dni, 12,40 EUR) – kupić online,
Słowenia (tydzień, 16 EUR). Chorwacja – autostrada płatna na bramkach (ok. 33 EUR w jedną stronę).
Powrót: 20.07 rano, nocleg w Brnie (Hotel Avanti, zarezerwowany).

Zabrać: dowody rejestracyjny, zielona karta niepotrzebna (UE), kamizelki x3, apteczka, trójkąt,
zapasowe żarówki (Słowenia!), gotówka EUR, ładowarki, buty do wody (jeżowce!).
""",
    "Podróże/2024 Chorwacja/IMG_3301.JPG": _jpeg("2024:07:14 18:22:05", 3301),
    "Podróże/2024 Chorwacja/IMG_3356.JPG": _jpeg("2024:07:17 11:05:41", 3356),
    "Podróże/2025 Wiedeń/Buchungsbestaetigung_Hotel_Gartenhof.eml": _HOTEL_WIEN,
    "Podróże/2025 Wiedeń/eTicket_LOT_GDN_VIE.txt": """LOT Polish Airlines – Electronic Ticket Itinerary / Receipt
Booking reference (PNR): 7KQ2XM
Date of issue: 11JAN25, issued by: LOT.COM

Passengers:
 NOWICKA/AGNIESZKA MRS   ticket 080 2411 873 551
 NOWICKI/MAREK MR        ticket 080 2411 873 552
 NOWICKI/JAKUB MR        ticket 080 2411 873 553

Flight    Date    From                 To                   Dep    Arr    Class  Baggage
LO 3816   20FEB   Gdansk GDN           Warsaw WAW T1        06:05  06:55  V      1PC
LO 231    20FEB   Warsaw WAW T1        Vienna VIE T3        08:10  09:30  V      1PC
LO 232    23FEB   Vienna VIE T3        Warsaw WAW T1        15:30  16:55  V      1PC
LO 3833   23FEB   Warsaw WAW T1        Gdansk GDN           18:40  19:35  V      1PC

Fare: PLN 3 x 1 146.00   Taxes/fees: PLN 3 x 238.71   TOTAL: PLN 4 154.13
Form of payment: VI XXXXXXXXXXXX2290
""",
    "Podróże/2025 Wiedeń/Plan_Wieden.txt": """WIEDEŃ 20–23.02.2025 (ferie Kuby) – plan

czw 20.02 – przylot 9:30, CAT do Wien Mitte albo S7 (taniej), bagaże do hotelu (Neubaugasse),
  po południu: Stephansdom + wieża, Graben, Kohlmarkt, kolacja: Figlmüller (sznycel!!)
pt 21.02 – Schönbrunn (bilety Grand Tour kupione online na 10:00), Gloriette, zoo? (Kuba chce)
  wieczorem Prater – Riesenrad
sob 22.02 – Muzeum Historii Naturalnej (Kuba) / Albertina (ja), spotkanie na kawie w Café Central,
  Naschmarkt, Hundertwasserhaus
nd 23.02 – Belweder (Klimt) rano, 13:00 wymeldowanie, lot 15:30

Bilety komunikacji: Wiener Linien 72h – 17,10 EUR/os (Kuba też, ma 15 lat, ulga nie przysługuje).
Budżet na miejscu: ok. 600 EUR + hotel 657 EUR.
""",
    "Podróże/2025 Wiedeń/IMG_4012.JPG": _jpeg("2025:02:21 13:14:22", 4012),
    "Podróże/2025 Kraków/Krakow_majowka_pomysly.txt": """KRAKÓW – majówka 1–4 maja 2025 (pociągiem, bez auta!)

Nocleg: szukać na Kazimierzu albo Starym Mieście, 3 noce, 3 osoby (Marek wyjeżdża na kontrakt
w czerwcu, więc jeszcze z nami).
Pociąg: PKP Intercity Gdańsk – Kraków, Pendolino ok. 5 h 20 min. Kupić bilety 30 dni przed (1 kwietnia).

Do zobaczenia:
- Wawel: Komnaty Królewskie + Smocza Jama (bilety online, na majówkę szybko schodzą!)
- Fabryka Schindlera – zarezerwowane na 2 maja (patrz mail)
- Kopiec Kościuszki albo Krakusa o zachodzie
- Rynek, Sukiennice, Podziemia Rynku
- Kazimierz: Plac Nowy – zapiekanki (Kuba), synagoga Remuh
- Wieliczka? – raczej NIE, Kuba jedzie z klasą w czerwcu
- wieczór: jazz w Harris Piano Jazz Bar?
""",
    "Podróże/2025 Kraków/Fabryka_Schindlera_bilety.txt": """Muzeum Krakowa – potwierdzenie zakupu biletów

Numer zamówienia: MK/2025/03/188402
Data zamówienia: 18.03.2025 21:47
Zamawiający: Agnieszka Nowicka, agnieszka.nowicka79@gmail.com

Oddział: Fabryka Emalia Oskara Schindlera, ul. Lipowa 4, 30-702 Kraków
Wystawa: „Kraków – czas okupacji 1939–1945”
Data i godzina wejścia: 02.05.2025, godz. 11:20 (wejście grupowe z językiem: polski)

Bilety:
2 x normalny 40,00 zł = 80,00 zł
1 x ulgowy (uczeń) 34,00 zł = 34,00 zł
Razem: 114,00 zł – zapłacono BLIK

Prosimy o przybycie 15 minut wcześniej. Przy bilecie ulgowym wymagana legitymacja szkolna.
""",
    "Zdjęcia/2024/IMG_2890.JPG": _jpeg("2024:05:03 16:40:10", 2890),
    "Zdjęcia/2024/20240908_113015.jpg": _jpeg("2024:09:08 11:30:15", 908, "samsung", "Galaxy S23"),
    "Zdjęcia/2024/IMG-20241006-WA0003.jpg": _jpeg(
        "2024:10:06 14:02:51", 1006, "samsung", "Galaxy A34"
    ),
    "Zdjęcia/2024/IMG_3720.JPG": _jpeg("2024:12:24 17:55:31", 3720),
    "Zdjęcia/2025/IMG_3988.JPG": _jpeg("2025:01:06 12:31:09", 3988),
    "Zdjęcia/2025/20250112_151204.jpg": _jpeg("2025:01:12 15:12:04", 112, "samsung", "Galaxy S23"),
    "Zdjęcia/2025/IMG-20250405-WA0001.jpg": _jpeg(
        "2025:04:05 10:44:37", 405, "samsung", "Galaxy A34"
    ),
    "Przepisy/Bigos.txt": """BIGOS (na duży gar, 10–12 porcji)

1 kg kapusty kiszonej (odcisnąć, ale nie płukać), 0,5 kg świeżej białej kapusty
0,5 kg łopatki wieprzowej, 0,3 kg boczku wędzonego, 2–3 laski kiełbasy (podwawelska / myśliwska)
garść suszonych grzybów (namoczyć wieczorem), 10 suszonych śliwek
2 cebule, 2 łyżki koncentratu pomidorowego, 1/2 szkl. czerwonego wina wytrawnego
liść laurowy, ziele angielskie, jałowiec (5 kulek), pieprz, majeranek, kminek

1. Kiszoną kapustę zalać wodą z grzybami, gotować 1 h. Świeżą poszatkować i dodać po 30 min.
2. Mięso pokroić w kostkę, obsmażyć z cebulą, boczek i kiełbasę osobno – wszystko do kapusty.
3. Dodać przyprawy, śliwki, koncentrat, wino. Dusić na małym ogniu 2 h, mieszać.
4. Najlepszy na 3. dzień – codziennie zagotować i odstawić. Mrozić w słoikach dla Marka na powrót!
""",
    "Przepisy/Zurek_wielkanocny.txt": """ŻUREK NA WIELKANOC

- 0,5 l zakwasu na żur (domowy: 5 łyżek mąki żytniej razowej + ząbek czosnku + skórka chleba,
  zalać 0,5 l przegotowanej letniej wody, 4–5 dni w cieple)
- 1 l wywaru z białej kiełbasy (sparzyć kiełbasę 20 min, nie gotować!)
- 0,5 l bulionu warzywnego, 150 g wędzonego boczku
- 2 ząbki czosnku, majeranek, chrzan tarty 2 łyżki, 100 ml śmietany 18%
- jajka na twardo, biała kiełbasa do podania

Boczek podsmażyć, zalać wywarem i bulionem, zagotować. Wlać zakwas (wstrząśnięty), gotować 10 min.
Czosnek przeciśnięty, majeranek, chrzan, zahartowana śmietana. Doprawić solą i pieprzem.
Podawać z jajkiem i plastrami kiełbasy (Kuba – w chlebowej misce!).
""",
    "Przepisy/Apfelstrudel_Rezept.txt": """Apfelstrudel nach Omas Art (von Frau Hofbauer, Sprachwerk – danke!)

Teig: 250 g Mehl, 1 Prise Salz, 1 EL Öl, 125 ml lauwarmes Wasser, 1 TL Essig
– zu einem glatten Teig kneten, mit Öl bestreichen, 30 Min. zugedeckt ruhen lassen.
Füllung: 1,2 kg säuerliche Äpfel (Boskop), 80 g Zucker, 1 TL Zimt, 50 g Rosinen (in Rum eingeweicht),
Saft einer halben Zitrone, 60 g Butter, 80 g Semmelbrösel

1. Brösel in 40 g Butter goldbraun rösten.
2. Teig auf einem bemehlten Tuch hauchdünn ausziehen („man muss die Zeitung durch ihn lesen können“).
3. Mit restlicher flüssiger Butter bestreichen, Brösel auf 2/3 streuen, Äpfel, Zucker, Zimt, Rosinen darauf.
4. Mit Hilfe des Tuchs einrollen, auf das Blech legen, mit Butter bestreichen.
5. Bei 190 °C ca. 40 Min. backen. Mit Staubzucker und Vanillesauce servieren.

A.: z ciastem francuskim z Biedronki też wychodzi, ale to nie to samo.
""",
    "Przepisy/Pierniczki_swiateczne.txt": """PIERNICZKI ŚWIĄTECZNE (przepis od mamy Marka – miękną po tygodniu w puszce)

500 g mąki pszennej, 150 g miodu, 100 g masła, 150 g cukru pudru, 2 jajka
1 łyżeczka sody, 2 łyżki kakao, 2 torebki przyprawy do piernika (albo własna: cynamon, goździki,
imbir, kardamon, gałka muszkatołowa)

Miód z masłem i cukrem podgrzać do rozpuszczenia, przestudzić. Dodać jajka, mąkę z sodą, kakao,
przyprawy – zagnieść. Ciasto odpocząć 1 h w lodówce (albo całą noc).
Rozwałkować na 4 mm, wycinać foremkami. Piec 8–10 min w 180 °C.
Lukier: 1 białko + ok. 200 g cukru pudru + kilka kropel soku z cytryny.

Pieczemy zawsze ok. 15 grudnia, Kuba dekoruje.
""",
    "Książki/Klub_ksiazki_2025-01_Empuzjon.txt": """Klub książki (biblioteka na Wrzeszczu, filia nr 14) – styczeń 2025
Olga Tokarczuk, „Empuzjon. Horror przyrodoleczniczy”, Wydawnictwo Literackie 2022

Spotkanie 28.01.2025, 18:00, było 9 osób.

Moje notatki:
- Görbersdorf (Sokołowsko) 1913 – sanatorium dla gruźlików, Mieczysław Wojnicz z Lwowa
- narrator zbiorowy („my”) – dopiero pod koniec wiadomo, kto mówi; dyskusja, czy to działa
- mizoginia bohaterów wyolbrzymiona celowo – cytaty z prawdziwych autorów (Schopenhauer, Weininger)
  w posłowiu, mocne
- nawiązania do „Czarodziejskiej góry” Manna – w marcu bierzemy Manna, ale „Buddenbrooków”
- mnie: 4/5, Halinka z klubu (nie mama!): 2/5, „nudne”

Następne spotkanie: 25 lutego – Magdalena Tulli „Szum”.
""",
    "Książki/Klub_ksiazki_2025-03_Buddenbrookowie.txt": """Klub książki – marzec 2025
Thomas Mann, „Buddenbrookowie. Dzieje upadku rodziny” (czytałam w oryginale: „Buddenbrooks.
Verfall einer Familie”, Fischer; reszta – przekład Ewy Librowskiej)

Spotkanie 25.03.2025.

- Lubeka, 1835–1877, cztery pokolenia kupieckiej rodziny; skojarzenia z gdańskimi kamienicami
  na Długiej – ktoś z klubu przyniósł zdjęcia Domu Uphagena
- Tony Buddenbrook – najlepsza postać, „tragikomiczna”, jej małżeństwa zawsze z rozsądku
- Hanno i muzyka – koniec rodu przez wrażliwość; tyfus opisany jak hasło z encyklopedii (!)
- fragmenty o interesach, weksle, zboże – Mann wiedział, o czym pisze

Ocena: 5/5. Na kwiecień: Stefan Zweig, „Świat wczorajszy” (moja propozycja, przeszła).
""",
    "Książki/Do_przeczytania_2025.txt": """DO PRZECZYTANIA 2025

[x] Tokarczuk – Empuzjon (klub, styczeń)
[x] Tulli – Szum (klub, luty)
[x] Mann – Buddenbrooks (klub, marzec)
[ ] Zweig – Świat wczorajszy / Die Welt von gestern (klub, kwiecień)
[ ] Szczepan Twardoch – Chołod
[ ] Jenny Erpenbeck – Kairos (Booker 2024, po niemiecku)
[ ] Annie Ernaux – Lata
[ ] dla Kuby/razem: Ursula K. Le Guin – Czarnoksiężnik z Archipelagu
[ ] Mariusz Szczygieł – Fakty muszą zatańczyć
""",
    "Działka/ROD_oplaty_2024.txt": """POLSKI ZWIĄZEK DZIAŁKOWCÓW
Rodzinny Ogród Działkowy „Jaśkowa Dolina” w Gdańsku

Gdańsk, 15 marca 2024 r.

Pani Agnieszka Nowicka – działka nr 47, pow. 312 m²

NALICZENIE OPŁAT OGRODOWYCH NA ROK 2024
Opłata ogrodowa (0,56 zł/m²)                174,72 zł
Opłata za wodę (ryczałt sezonowy)            95,00 zł
Energia elektryczna – wg licznika, stan 01.04.2024 ……. (rozliczenie w październiku)
Składka członkowska PZD                      6,00 zł
Opłata energetyczna (inwestycja – przyłącze)  40,00 zł
RAZEM:                                      315,72 zł

Termin wpłaty: do 30 czerwca 2024 r. na konto ROD: 62 1240 1268 1111 0000 2245 8866
lub gotówką w biurze zarządu (sobota 10–12, od kwietnia).

Prezes Zarządu ROD: Stanisław Kowalewski
""",
    "Działka/Plan_nasadzen_2024.xlsx": _xlsx(
        {
            "Warzywa 2024": [
                ["Grządka", "Roślina", "Odmiana / uwagi", "Wysiew / sadzenie", "Zbiór"],
                [
                    "1",
                    "pomidory (6 szt.)",
                    "Malinowy Ożarowski, Bawole Serce – rozsada z targu",
                    "2024-05-18",
                    "VIII–IX",
                ],
                ["1", "bazylia, aksamitki", "między pomidorami", "2024-05-18", "—"],
                [
                    "2",
                    "marchew + cebula",
                    "Nantejska; cebula dymka Stuttgarter",
                    "2024-04-13",
                    "VII–IX",
                ],
                ["3", "ogórki gruntowe", "Śremski – na siatce", "2024-05-25", "VII–VIII"],
                ["4", "sałata, rzodkiewka", "co 2 tyg. nowy rządek", "2024-04-06", "V–VI"],
                ["5", "cukinia (2), dynia Hokkaido (1)", "na kompostowniku", "2024-05-20", "VII–X"],
                [
                    "krzewy",
                    "borówka amerykańska (3)",
                    "Bluecrop, Duke – kwaśna ziemia!",
                    "2023-10",
                    "VII",
                ],
                [
                    "zioła",
                    "mięta, lubczyk, szczypiorek, tymianek",
                    "wieloletnie",
                    "—",
                    "cały sezon",
                ],
            ]
        }
    ),
    "Działka/Notatki_dzialka_2024.txt": """DZIAŁKA – notatki sezon 2024

- 03.05 (majówka): skopane grządki 2–4, obornik granulowany, Kuba z Markiem naprawili furtkę
- pomidory: Bawole Serce popękały w sierpniu (nierówne podlewanie), Malinowy super
- ogórki – mączniak w lipcu (byliśmy w Chorwacji, pani Zosia z działki 45 podlewała – czekoladki!)
- borówki: pierwsze owoce, mało – nawozić nawozem do borówek, ściółka z kory
- cukinii za dużo. W przyszłym roku 1 szt.!
- październik: ok. 80 kWh prądu za sezon, zapłacone 72,40 zł

Na 2025: zamienić grządkę 1 i 3 (płodozmian), dosadzić 2 borówki, poziomki pod jabłonią.
""",
    "Działka/Zebranie_ROD_2025-03-22.txt": """Walne zebranie sprawozdawcze ROD „Jaśkowa Dolina” – 22.03.2025 (świetlica ogrodu)

Notatki:
- opłata ogrodowa 2025 bez zmian 0,56 zł/m², woda 100 zł (było 95), prąd wg licznika
- wodę puszczają 15 kwietnia, zakręcają 15 października
- zakaz palenia gałęzi – kontener na zielone odpady 2x w sezonie (maj, wrzesień)
- wymiana ogrodzenia od strony ul. Jaśkowa Dolina – inwestycja 2025/2026, dopłata ok. 150 zł/działkę
- dyżury zarządu: soboty 10–12
- p. Kowalewski prosi o aktualne numery telefonów – podałam swój
- przegląd działek przez komisję: czerwiec (trawa max 10 cm!)
""",
}


# ---------------------------------------------------------------------------
# inbox

_BOOKING_KRAKOW = _eml(
    "Booking.com <noreply@booking.com>",
    "agnieszka.nowicka79@gmail.com",
    "Potwierdzenie rezerwacji: Aparthotel Kazimierz Residence, Kraków (1–4 maja)",
    datetime(2025, 4, 8, 20, 14, 33, tzinfo=_PL_SUMMER),
    """Dziękujemy, Agnieszka! Twoja rezerwacja w Krakowie została potwierdzona.

Aparthotel Kazimierz Residence
ul. Józefa 12, Kazimierz, 31-056 Kraków, Polska
Telefon: +48 12 430 55 81

Numer potwierdzenia: 4418.902.331
PIN: 7720

Zameldowanie:  czwartek, 1 maja 2025 (od 15:00)
Wymeldowanie:  niedziela, 4 maja 2025 (do 11:00)
Pobyt: 3 noce, 1 apartament

Apartament typu Deluxe z 2 sypialniami – 2 dorosłych, 1 dziecko (15 lat)
Śniadanie: nie jest wliczone (dostępne na miejscu za 55 zł/os.)

Cena całkowita: 1 260 zł (w tym VAT 8%)
Opłata miejscowa: nie dotyczy
Płatność: w obiekcie przy zameldowaniu (gotówka lub karta)

Bezpłatne odwołanie do 28 kwietnia 2025, 23:59. Później opłata w wysokości 100% ceny pierwszej nocy.

Dojazd: 15 min pieszo z Rynku Głównego, 20 min tramwajem nr 52 z Dworca Głównego (przystanek Miodowa).

Zarządzaj rezerwacją w aplikacji Booking.com.
""",
    "<20250408181433.4418902331@booking.com>",
)

_PZU_WZNOWIENIE = _eml(
    "PZU <powiadomienia@pzu.pl>",
    "Agnieszka Nowicka <agnieszka.nowicka79@gmail.com>",
    "Twoje ubezpieczenie PZU Dom kończy się 31.05.2025 – propozycja wznowienia",
    datetime(2025, 5, 6, 9, 3, 12, tzinfo=_PL_SUMMER),
    """Dzień dobry, Pani Agnieszko,

31 maja 2025 r. kończy się Pani ubezpieczenie PZU DOM PLUS (polisa nr 1048 2296 771)
dla mieszkania przy ul. Kartuskiej 118/7 w Gdańsku.

Przygotowaliśmy propozycję kontynuacji ochrony na kolejny rok:
Okres ubezpieczenia: 01.06.2025 – 31.05.2026
Mury: 560 000 zł (indeksacja o wzrost cen materiałów budowlanych)
Ruchomości domowe: 80 000 zł
Stałe elementy: 60 000 zł
OC w życiu prywatnym: 200 000 zł
Assistance domowy: w cenie
Składka roczna: 781,00 zł (zniżka za kontynuację 10% uwzględniona)

Aby wznowić ochronę, wystarczy opłacić składkę do 01.06.2025 na rachunek:
17 1030 1508 0000 0008 1048 2296 (tytuł: 1048 2296 771).
Nowa polisa zostanie przesłana na ten adres e-mail po zaksięgowaniu płatności.

W razie pytań zapraszam do kontaktu.
Iwona Bartkowiak, agent PZU, Gdańsk-Wrzeszcz, tel. 58 520 44 61

Wiadomość wygenerowana automatycznie, prosimy na nią nie odpowiadać.
""",
    "<wznowienie.1048229677120250506@pzu.pl>",
)

_KONCERT = _eml(
    "eBilet.pl <bilety@ebilet.pl>",
    "agnieszka.nowicka79@gmail.com",
    "Twoje bilety – Muzyka na Ołowiance 2025 (zamówienie 55120873)",
    datetime(2025, 5, 9, 22, 41, 7, tzinfo=_PL_SUMMER),
    """Dziękujemy za zakup w eBilet.pl!

Zamówienie nr: 55120873
Wydarzenie: Muzyka na Ołowiance – koncert plenerowy Polskiej Filharmonii Bałtyckiej
„Filmowe przeboje Hansa Zimmera i Johna Williamsa”
Miejsce: Gdańsk, Wyspa Ołowianka, scena na nabrzeżu (wejście od ul. Ołowianka)
Data: sobota, 14 czerwca 2025, godz. 21:00 (otwarcie bram 19:30)

Bilety (2 szt.):
Sektor B, rząd 7, miejsca 14 i 15 – bilet normalny 149,00 zł x 2
Opłata serwisowa: 2 x 9,00 zł
Razem zapłacono: 316,00 zł (BLIK)

Bilety w formacie PDF z kodami QR znajdziesz w załączniku oraz na koncie eBilet.
Każdy kod QR jest ważny tylko raz. Nie udostępniaj biletów w mediach społecznościowych.

Udanego koncertu!
Zespół eBilet.pl
""",
    "<55120873.order@ebilet.pl>",
)

INBOX: dict[str, tuple[str | bytes, str]] = {
    "inbox/Doc1.docx": (
        _docx(
            [
                "FAKTURA nr FV 8/2025",
                "Data wystawienia: 25.04.2025    Data wykonania usługi: 24.04.2025    Miejsce wystawienia: Gdańsk",
                "Sprzedawca: Tłumaczenia Agnieszka Nowicka, ul. Kartuska 118/7, 80-136 Gdańsk, NIP 584-271-39-06",
                "Nabywca: Kancelaria Radcy Prawnego Piotr Zieliński, ul. Bohaterów Monte Cassino 49/2, 81-767 Sopot, NIP 585-140-22-17",
            ],
            [
                [
                    "Lp.",
                    "Nazwa usługi",
                    "Ilość",
                    "J.m.",
                    "Cena netto",
                    "Wartość netto",
                    "VAT",
                    "Brutto",
                ],
                [
                    "1",
                    "Tłumaczenie pisemne PL>DE – umowa sprzedaży udziałów wraz z załącznikami (tryb ekspresowy)",
                    "12",
                    "str. obl.",
                    "65,00",
                    "780,00",
                    "23%",
                    "959,40",
                ],
            ],
            [
                "Razem netto: 780,00 PLN   VAT 23%: 179,40 PLN   Razem brutto: 959,40 PLN",
                "Słownie: " + _slownie(959.40),
                "Płatność: przelew, termin 09.05.2025, " + _ACCOUNT_PLN,
                "Wystawiła: Agnieszka Nowicka",
            ],
        ),
        "Firma/Faktury wystawione/2025/",
    ),
    "inbox/faktura_Verbis_Krakow.txt": (
        _fv(
            "FV 9/2025",
            "05.05.2025",
            "30.04.2025",
            "19.05.2025",
            """Verbis Biuro Tłumaczeń sp. z o.o.
ul. Karmelicka 34/5
31-128 Kraków
NIP: 676-249-81-05""",
            "Tłumaczenie pisemne DE>PL – dokumentacja rejestracyjna wyrobu medycznego (zlecenie VB/2025/0412)",
            36,
            "str. obl.",
            52.00,
            note="Osoba kontaktowa po stronie Zamawiającego: Magdalena Kwiecień, kierownik projektu. Numer zlecenia prosimy podawać w tytule przelewu.",
        ),
        "Firma/Faktury wystawione/2025/",
    ),
    "inbox/invoice_88213.txt": (
        """ProZ.com
Translator Workplace LLC, 1 Lincoln Center, Syracuse, NY 13202, USA

INVOICE #88213
Date: April 3, 2025
Payment method: Visa ending 4417 – PAID

Bill to:
Agnieszka Nowicka – Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk, Poland
EU VAT ID: PL5842713906
ProZ.com profile: agnieszka_nowicka_de_pl

Item                                                        Amount
ProZ.com Plus membership – 12 months                        USD 168.00
(Apr 3, 2025 – Apr 2, 2026, includes Blue Board access,
 directory priority, 2 webinars)

Subtotal                                                    USD 168.00
Tax                                                         USD   0.00
Total                                                       USD 168.00

VAT: reverse charge – service supplied to a VAT-registered business customer in the EU.
Thank you for being a ProZ.com member!
""",
        "Firma/Faktury kosztowe/2025/",
    ),
    "inbox/Orange_faktura_04_2025.txt": (
        """Orange Polska S.A.
Al. Jerozolimskie 160, 02-326 Warszawa
NIP 526-025-09-95

FAKTURA VAT nr F/00874123/04/25
Data wystawienia: 2025-04-22
Okres rozliczeniowy: 22.03.2025 – 21.04.2025
Numer konta klienta: 1.18872234

Nabywca:
TŁUMACZENIA AGNIESZKA NOWICKA
UL. KARTUSKA 118/7
80-136 GDAŃSK
NIP 5842713906

Numer telefonu: 601 482 915
Plan: Orange Firma M (abonament komórkowy)

Opłaty abonamentowe       40,64 zł netto
Usługi dodatkowe           0,00 zł
Razem netto               40,64 zł
VAT 23%                    9,35 zł
Razem brutto              49,99 zł

Do zapłaty: 49,99 zł do dnia 2025-05-06
Rachunek indywidualny: 73 1240 0001 4128 8722 3400 0000
""",
        "Firma/Faktury kosztowe/2025/",
    ),
    "inbox/document(3).txt": (
        """BIURO RACHUNKOWE "BILANS" Ewa Kamińska
ul. Wajdeloty 12/3, 80-437 Gdańsk
NIP 957-088-12-34, tel. 58 341 22 10

FAKTURA VAT nr 2024/12/095

Data wystawienia: 31.12.2024
Data sprzedaży: 31.12.2024
Termin płatności: 10.01.2025

Nabywca:
Tłumaczenia Agnieszka Nowicka
ul. Kartuska 118/7, 80-136 Gdańsk
NIP 584-271-39-06

1. Prowadzenie księgi przychodów i rozchodów oraz rozliczeń VAT (JPK_V7M) – grudzień 2024
   1 usł. x 350,00 zł netto = 350,00 zł, VAT 23% 80,50 zł, brutto 430,50 zł
2. Spis z natury / zamknięcie roku 2024 w KPiR
   1 usł. x 150,00 zł netto = 150,00 zł, VAT 23% 34,50 zł, brutto 184,50 zł

Razem netto: 500,00 zł, VAT: 115,00 zł
Razem do zapłaty: 615,00 zł
Słownie: sześćset piętnaście złotych 00/100
Przelew na rachunek: mBank 45 1140 2004 0000 3102 7766 1205

Wystawiła: Ewa Kamińska
Faktura przesłana e-mailem dnia 08.01.2025 (przerwa świąteczna biura 24.12–06.01).
""",
        "Firma/Faktury kosztowe/2024/",
    ),
    "inbox/Energa_e-faktura_maj.txt": (
        _energa(
            "P/40118229/0005/25",
            "06.05.2025",
            "01.03.2025 – 30.04.2025",
            402,
            "28 812 kWh (rzeczywisty, 30.04.2025)",
            "318,90",
            "20.05.2025",
        ),
        "Dom/Rachunki/2025/",
    ),
    "inbox/zawiadomienie_zebranie_wspolnoty.txt": (
        """Zarządzanie Nieruchomościami „Domus” s.c.
ul. Łąkowa 25, 80-769 Gdańsk

Gdańsk, 2 maja 2025 r.

Szanowni Państwo, Właściciele lokali
Wspólnoty Mieszkaniowej „Kartuska 118”

ZAWIADOMIENIE O COROCZNYM ZEBRANIU WSPÓLNOTY

Zarząd Wspólnoty zaprasza na zebranie roczne, które odbędzie się
22 maja 2025 r. (czwartek) o godz. 18:00
w świetlicy Szkoły Podstawowej nr 24, ul. Kartuska 83 (wejście od boiska).

Porządek obrad:
1. Otwarcie zebrania, wybór przewodniczącego i protokolanta.
2. Sprawozdanie Zarządu i zarządcy z działalności w 2024 r., sprawozdanie finansowe.
3. Uchwała nr 1/2025 – udzielenie absolutorium Zarządowi.
4. Uchwała nr 2/2025 – plan gospodarczy na 2025 r. (w tym wymiana dźwigu w klatce B – harmonogram
   prac: lipiec–wrzesień 2025; wyłączenie dźwigu na ok. 6 tygodni).
5. Uchwała nr 3/2025 – montaż monitoringu podwórka i śmietnika.
6. Wolne wnioski.

W przypadku braku quorum uchwały będą zbierane w trybie indywidualnym.
Projekty uchwał i sprawozdanie finansowe dostępne w biurze zarządcy oraz w e-Kartotece.

Z poważaniem
Joanna Krupa, administrator
""",
        "Dom/Mieszkanie/",
    ),
    "inbox/PZU_Dom_wznowienie.eml": (_PZU_WZNOWIENIE, "Dom/Ubezpieczenia/"),
    "inbox/Warta_oferta_kontynuacji.txt": (
        """Multiagencja Ubezpieczeniowa „Asekuracja” Piotr Dąbrowski
ul. Partyzantów 74, 80-254 Gdańsk, tel. 604 112 887
agent TUiR WARTA S.A., PZU SA, Link4, Allianz

Gdańsk, 7 maja 2025 r.

Pan Marek Nowicki
ul. Kartuska 118/7
80-136 Gdańsk

Dotyczy: polisy nr 908 120 447 615 (OC/AC/NNW/Assistance), ważnej do 04.06.2025

Szanowny Panie,
w związku ze zbliżającym się końcem okresu ubezpieczenia przedstawiam propozycję kontynuacji
ochrony w TUiR WARTA S.A. na okres 05.06.2025 – 04.06.2026:

Pojazd: SKODA OCTAVIA Combi 1.5 TSI (2018), nr rej. GD 5K217
OC – suma gwarancyjna ustawowa
AC – suma ubezpieczenia 48 500 zł (aktualizacja wartości rynkowej), wariant serwisowy
NNW – 10 000 zł/os., Assistance Komfort
Zniżki: OC 60%, AC 60% (bezszkodowo)
Składka łączna: 1 912,00 zł (2 raty po 956 zł: do 05.06.2025 i do 05.12.2025)

Dla porównania: oferta Link4 (tylko OC + Assistance) – 698 zł.
Proszę o decyzję do 30 maja; brak odpowiedzi oznacza automatyczne wznowienie samego OC
(art. 28 ustawy o ubezpieczeniach obowiązkowych).

Z poważaniem
Piotr Dąbrowski
""",
        "Samochód/",
    ),
    "inbox/ZUS_przypomnienie_rozliczenie_roczne.txt": (
        """eZUS – wiadomość w skrzynce płatnika
Od: Zakład Ubezpieczeń Społecznych
Do: AGNIESZKA NOWICKA (płatnik składek), NIP 5842713906
Data: 28.04.2025, 08:15
Temat: Roczne rozliczenie składki na ubezpieczenie zdrowotne za 2024 rok

Szanowna Pani,

przypominamy, że jako osoba prowadząca pozarolniczą działalność gospodarczą, opodatkowana na zasadach
ogólnych (skala podatkowa), powinna Pani rozliczyć roczną składkę na ubezpieczenie zdrowotne za 2024 rok.

Rozliczenia należy dokonać w dokumencie rozliczeniowym ZUS DRA (lub ZUS RCA) za kwiecień 2025 r.,
który trzeba przekazać do 20 maja 2025 r. W dokumencie proszę wykazać:
– roczny dochód z działalności za 2024 rok,
– kwotę należnej rocznej składki zdrowotnej (9% dochodu),
– kwotę do zwrotu lub do dopłaty.

Nadpłatę z rozliczenia można odzyskać na wniosek RZS-R złożony do 1 czerwca 2025 r.
Dopłatę należy zapłacić do 20 maja 2025 r. na Pani numer rachunku składkowego (NRS).

Więcej informacji: www.zus.pl/roczne-rozliczenie, Centrum Kontaktu Klientów ZUS: 22 560 16 00.

Z poważaniem
Zakład Ubezpieczeń Społecznych
""",
        "Firma/ZUS/",
    ),
    "inbox/Auftrag_Wien_0425.txt": (
        """Sprachwerk Wien GmbH
Mariahilfer Straße 45/12, 1060 Wien
Tel. +43 1 597 22 40, projekte@sprachwerk.at
UID: ATU68123456, FN 412877 v, Handelsgericht Wien

AUFTRAGSBESTÄTIGUNG Nr. SW-2025-0417

Wien, am 28. April 2025

Auftragnehmerin: Frau Agnieszka Nowicka, Tłumaczenia Agnieszka Nowicka, Gdańsk (PL)
USt-IdNr.: PL5842713906

Sehr geehrte Frau Nowicka,

wir bestätigen hiermit den folgenden Übersetzungsauftrag:

Endkunde:            Kaffeerösterei Ottakring GmbH, Wien
Projekt:             Website-Relaunch und Produktkatalog 2025/26 (polnische Version)
Sprachrichtung:      Deutsch > Polnisch
Umfang (geschätzt):  ca. 48 Normseiten (1.800 Zeichen inkl. Leerzeichen, Zieltext)
Honorar:             17,00 EUR netto je Normseite, geschätzt 816,00 EUR
Liefertermin:        Freitag, 23. Mai 2025, 12:00 Uhr MEZ
Dateiformat:         XLIFF (Phrase TMS), Glossar und Styleguide im Projekt hinterlegt
Rückfragen:          Frau Mag. Julia Hofbauer, Projektmanagement

Bitte stellen Sie die Rechnung nach Lieferung mit Hinweis auf Steuerschuldnerschaft des
Leistungsempfängers (Reverse Charge) und unserer Auftragsnummer aus.
Es gelten unsere Allgemeinen Auftragsbedingungen für Übersetzer (Stand 01/2024).

Mit freundlichen Grüßen aus Wien
Julia Hofbauer
""",
        "Firma/Zlecenia i umowy/",
    ),
    "inbox/PIT-11_Oficyna_Morska.txt": (
        """PIT-11 (29)
INFORMACJA O PRZYCHODACH Z INNYCH ŹRÓDEŁ ORAZ O DOCHODACH I POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY

Rok: 2024

A. MIEJSCE I CEL SKŁADANIA INFORMACJI
Urząd skarbowy: Pierwszy Urząd Skarbowy w Gdańsku
Cel: złożenie informacji

B. DANE IDENTYFIKACYJNE PŁATNIKA
Oficyna Wydawnicza „Morska” sp. z o.o., ul. Świętojańska 55, 81-391 Gdynia, NIP 586-219-07-33

C. DANE IDENTYFIKACYJNE I ADRES ZAMIESZKANIA PODATNIKA
Nazwisko: NOWICKA    Imię: AGNIESZKA    Data urodzenia: 14.06.1979
PESEL: 79061408226
Adres: ul. Kartuska 118/7, 80-136 Gdańsk

E. DOCHODY PODLEGAJĄCE OPODATKOWANIU
Wiersz 12 – Prawa autorskie i inne prawa, o których mowa w art. 18 ustawy (umowa o dzieło nr 7/2024/T,
tłumaczenie książki „Die großen Segelschiffe der Ostsee”)
Przychód:                                  14 700,00 zł
Koszty uzyskania przychodu (50%):           7 350,00 zł
Dochód:                                     7 350,00 zł
Zaliczka pobrana przez płatnika:              882,00 zł

G. INFORMACJA O SKŁADKACH
Składki na ubezpieczenia społeczne: 0,00 zł     Składka zdrowotna: 0,00 zł

Data sporządzenia: 26.02.2025
Sporządził: Dział Księgowości, Alicja Marczak
""",
        "Podatki/PIT za 2024/",
    ),
    "inbox/UPO_2025-04-14.txt": (
        """URZĘDOWE POŚWIADCZENIE ODBIORU DOKUMENTU ELEKTRONICZNEGO

Nazwa pełna podmiotu, któremu doręczono dokument elektroniczny: MINISTERSTWO FINANSÓW
Identyfikator dokumentu: c81d3f6e92a44b07a5e19d2f60b7c4d1
Skrót złożonego dokumentu: 9d02be4471c6f3a8e5b7...
Numer referencyjny: c81d3f6e92a44b07a5e19d2f60b7c4d1
Data wpływu dokumentu: 2025-04-14T21:08:52
Formularz: PIT-36 (31), wersja schemy 1-0E, rok podatkowy 2024
Załączniki: PIT/B, PIT/ZG (2 szt.), PIT/O, PIT/DS
Identyfikator podatkowy: 79061408226 (NIP/PESEL podatnika), małżonek: 76110203915
Kod urzędu skarbowego: 2206 – Pierwszy Urząd Skarbowy w Gdańsku
Stempel czasu: 2025-04-14T21:08:53.551+02:00
""",
        "Podatki/PIT za 2024/",
    ),
    "inbox/ZUS_pismo_marzec_2025.txt": (
        """ZAKŁAD UBEZPIECZEŃ SPOŁECZNYCH
Oddział w Gdańsku
ul. Chmielna 27/33, 80-748 Gdańsk

Gdańsk, 03.03.2025 r.
Znak świadczenia: ENP/03/004418872

Pani
HALINA NOWICKA
ul. Pilotów 9/31
80-460 Gdańsk

DECYZJA
o waloryzacji emerytury

Na podstawie art. 88 i 89 ustawy o emeryturach i rentach z Funduszu Ubezpieczeń Społecznych
Zakład Ubezpieczeń Społecznych waloryzuje przysługujące Pani świadczenie od 1 marca 2025 r.
wskaźnikiem waloryzacji wynoszącym 105,5%.

Kwota świadczenia przed waloryzacją:   3 512,46 zł
Kwota świadczenia po waloryzacji:      3 705,65 zł
Od kwoty świadczenia potrąca się:
  – składkę na ubezpieczenie zdrowotne  333,51 zł
  – zaliczkę na podatek dochodowy       145,00 zł
Kwota do wypłaty:                      3 227,14 zł
Termin płatności: 10. dzień miesiąca, na rachunek PKO BP nr 40 1020 1811 0000 0702 0122 7718.

Pouczenie: od niniejszej decyzji przysługuje odwołanie do Sądu Okręgowego w Gdańsku – Wydziału
Pracy i Ubezpieczeń Społecznych, za pośrednictwem ZUS, w terminie miesiąca od dnia jej doręczenia.

Decyzję wydał z upoważnienia Prezesa ZUS: Grażyna Sadowska, główny specjalista
""",
        "Babcia Halina/",
    ),
    "inbox/scan_0012.txt": (
        """NZOZ PRZYCHODNIA „ZASPA” sp. z o.o.
ul. Hallera 8, 80-401 Gdańsk    REGON 190377114
tel. 58 556 12 40

SKIEROWANIE
do: PORADNI OKULISTYCZNEJ

lmię i nazwisko pacjenta: HALINA NOWICKA
PESEL: 4804O512346      Data urodzenia: 05.04.1948
Adres: ul. Pilotów 9/31, 80-460 Gdańsk

Rozpoznanie (ICD-10): H25.9 – zaćma starcza, nieokreślona
Uzasadnienie: postępujące pogorszenie ostrości wzroku OL>OP, olśnienia przy jeździe
wieczorem (pacjentka już nie prowadzi), trudności w czytaniu mimo okularów.
Cel skierowania: diagnostyka i kwalifikacja do zabiegu usunięcia zaćmy (fakoemulsyfikacja).

Przebyte choroby: nadciśnienie tętnicze, niedoczynność tarczycy, zapalenie płuc XI 2024.

Kod kreskowy: 2206 0000 0457 8812 0 (e-skierowanie, kod dostępu 7741)

Data wystawienia: 29.04.2025 r.
lek. Barbara Jankowska
specjalista medycyny rodzinnej
nr PWZ 2418831
[pieczątka, podpis nieczytelny]
""",
        "Zdrowie/Babcia Halina/",
    ),
    "inbox/wyniki_badan_Nowicka.txt": (
        """DIAGNOSTYKA S.A. – Punkt Pobrań Gdańsk, ul. Kartuska 34
Laboratorium Medyczne, ul. Prof. M. Życzkowskiego 16, Kraków

SPRAWOZDANIE Z BADANIA LABORATORYJNEGO
Pacjent: NOWICKA AGNIESZKA      PESEL: 79061408226      Płeć: K      Wiek: 45 l.
Data pobrania: 28.04.2025 07:35    Data wykonania: 28.04.2025
Zlecający: dr n. med. Beata Olszewska, Przychodnia „Zdrowie Wrzeszcz”

Morfologia krwi (5-DIFF)
WBC         5,88   tys/µl   (4,00 – 10,00)
RBC         4,44   mln/µl   (3,80 – 5,20)
HGB        12,8    g/dl     (12,0 – 16,0)
HCT        39,1    %        (37,0 – 47,0)
PLT         241    tys/µl   (150 – 400)
Ferrytyna   38,6   ng/ml    (15,0 – 150,0)
TSH         2,14   µIU/ml   (0,27 – 4,20)
Witamina D (25-OH)  24,1 ng/ml  (30 – 50)  L
Cholesterol całkowity 212 mg/dl (<190) H
LDL         134    mg/dl    (<115) H

Komentarz: poprawa parametrów morfologii i ferrytyny w porównaniu z badaniem z 08.10.2024.

Autoryzował: mgr Karolina Nowak, diagnosta laboratoryjny
""",
        "Zdrowie/Agnieszka/",
    ),
    "inbox/ortodonta_kontrola.txt": (
        """ORTODONCJA „UŚMIECH” – dr n. med. Magdalena Wrona
ul. Jana Uphagena 23, 80-237 Gdańsk, tel. 58 345 10 90

KARTA WIZYTY / PARAGON
Pacjent: Jakub Nowicki (karta nr 2024/018)
Data wizyty: 7 maja 2025 r., godz. 15:40

Przebieg: kontrola aparatu stałego góra/dół. Wymiana łuku górnego na stalowy 0,019x0,025,
wyciągi międzyszczękowe klasy II – zakładać na noc i po szkole (min. 14 h/dobę!).
Higiena: dobra, niewielki stan zapalny dziąseł przy zębach 33–43 – szczoteczka międzyzębowa.
Planowany koniec leczenia aktywnego: ok. styczeń 2026.

Wizyta kontrolna: 250,00 zł – zapłacono kartą
Następna wizyta: 18.06.2025, godz. 16:00 (w razie odklejenia zamka – dzwonić wcześniej)
""",
        "Zdrowie/Kuba/",
    ),
    "inbox/faktura_stomatolog_Nowicki.txt": (
        """DENTICA Gabinet Stomatologiczny lek. dent. Paulina Kurek
ul. Grunwaldzka 120/2, 80-244 Gdańsk, NIP 957-102-48-66

FAKTURA nr 112/04/2025
Data wystawienia: 11.04.2025     Data wykonania usługi: 11.04.2025

Nabywca: Marek Nowicki, ul. Kartuska 118/7, 80-136 Gdańsk (osoba fizyczna)

Lp. Nazwa usługi                                          Ilość   Wartość
1.  Leczenie kanałowe zęba 36 (3 kanały, mikroskop) –     1       1 400,00 zł
    wizyty 21.03, 02.04, 11.04.2025
2.  Zdjęcie RVG kontrolne                                 2         100,00 zł
3.  Odbudowa kompozytowa po leczeniu endodontycznym       1         350,00 zł

Razem: 1 850,00 zł
Stawka VAT: zw. (art. 43 ust. 1 pkt 19 ustawy o VAT – usługi w zakresie opieki medycznej)
Zapłacono: karta płatnicza

Zalecenie: rozważyć koronę protetyczną na ząb 36 w ciągu 6–12 mies. (pacjent wyjeżdża na kontrakt – po powrocie).
""",
        "Zdrowie/Marek/",
    ),
    "inbox/wyniki_styczen_2025.txt": (
        """Szkoła Podstawowa nr 24 im. Józefa Wybickiego w Gdańsku
ul. Kartuska 83, 80-136 Gdańsk

Gdańsk, 24 stycznia 2025 r.

Szanowni Rodzice ucznia klasy 8b
Jakuba Nowickiego

Przekazujemy wyniki próbnego egzaminu ósmoklasisty, przeprowadzonego w dniach 10–12 grudnia 2024 r.
na arkuszach wydawnictwa Operon.

Przedmiot             Wynik ucznia   Średnia klasy 8b   Średnia szkoły
Język polski              68%              61%               59%
Matematyka                88%              57%               54%
Język angielski           94%              72%               69%

Mocne strony: zadania otwarte z geometrii, rozumienie tekstu słuchanego.
Do pracy: wypracowanie (rozprawka – brak drugiego argumentu, zbyt krótkie zakończenie),
znajomość lektur obowiązkowych („Zemsta”, „Balladyna”).

Przypominamy, że w II półroczu w czwartki o 7:10 odbywają się dodatkowe zajęcia z języka polskiego.
Konsultacje z wychowawczynią po wcześniejszym umówieniu przez dziennik elektroniczny.

Wychowawczyni: Renata Szczepańska        Dyrektor szkoły: Jolanta Michalska
""",
        "Szkoła Kuby/2024-2025 klasa 8/",
    ),
    "inbox/zgoda_wycieczka_Krakow.txt": (
        """Szkoła Podstawowa nr 24 w Gdańsku – klasy 8a i 8b

WYCIECZKA KOŃCZĄCA SZKOŁĘ: KRAKÓW – WIELICZKA
termin: 9–11 czerwca 2025 r. (poniedziałek–środa)

Program:
9.06 – wyjazd pociągiem PKP IC o 6:15 z Gdańska Głównego, przyjazd do Krakowa 11:40; Wawel (katedra,
       dziedziniec), Smocza Jama, spacer Drogą Królewską, nocleg w Schronisku Młodzieżowym przy ul. Oleandry
10.06 – Kopalnia Soli w Wieliczce (trasa turystyczna), po południu Kazimierz, wieczorem kręgle
11.06 – Rynek Główny, Sukiennice, Podziemia Rynku, powrót do Gdańska ok. 21:30

Koszt: 890 zł (transport, 2 noclegi, wyżywienie 3 x dziennie, bilety wstępu, przewodnicy, ubezpieczenie).
Wpłaty: 400 zł do 15 maja, 490 zł do 31 maja na konto Rady Rodziców z dopiskiem „Kraków 8b”.
Opiekunowie: p. Renata Szczepańska, p. Tomasz Milewski, p. Ewa Kaczmarek.

---------------------------------------------------------------------------------------------
ZGODA RODZICA / OPIEKUNA PRAWNEGO

Wyrażam zgodę na udział mojego syna/córki Jakuba Nowickiego, ucznia klasy 8b, w wycieczce
do Krakowa i Wieliczki w dniach 9–11 czerwca 2025 r. Oświadczam, że nie ma przeciwwskazań zdrowotnych
do udziału w wycieczce. Leki przyjmowane na stałe: brak. Aparat ortodontyczny – tak.
Telefon kontaktowy rodzica: 601 482 915

Gdańsk, 5 maja 2025 r.                         podpis: Agnieszka Nowicka
""",
        "Szkoła Kuby/2024-2025 klasa 8/",
    ),
    "inbox/swiadectwo_skan.txt": (
        """RZECZPOSPOLITA POLSKA

Szkoła Podstawowa nr 24 im. Józefa Wybickiego
w Gdańsku

ŚWIADECTWO SZKOLNE PROMOCYJNE

Jakub Piotr Nowicki
urodzony 16.03.2010 w Gdańsku
PESEL 10231607331

w roku szkolnym 2023/2024 był uczniem klasy VII b
i otrzymuje promocję do klasy VIII

ZAJĘCIA EDUKACYJNE – OCENY ROCZNE
Religia/etyka ............................... bardzo dobry
Język polski ................................ dobry
Język angielski ............................. celujący
Język niemiecki ............................. bardzo dobry
Muzyka ...................................... dobry
Plastyka .................................... dobry
Historia .................................... dostateczny
Geografia ................................... dobry
Biologia .................................... bardzo dobry
Chemia ...................................... dobry
Fizyka ...................................... bardzo dobry
Matematyka .................................. celujący
Informatyka ................................. bardzo dobry
Wychowanie fizyczne ......................... bardzo dobry
Zachowanie .................................. bardzo dobre

Szczególne osiągnięcia: wyróżnienie w Międzynarodowym Konkursie Matematycznym „Kangur 2024”;
wolontariat w akcji „Szlachetna Paczka” [podpis nieczytelny]

Średnia ocen: 4,71

Gdańsk, 21 czerwca 2024 r.

Dyrektor szkoły: Jolanta Michalska         Wychowawca: Renata Szczepańska
[pieczęć urzędowa szkoły]
""",
        "Szkoła Kuby/2023-2024 klasa 7/",
    ),
    "inbox/SEA_2025_MV_Baltic_Trader.txt": (
        """SEAFARER EMPLOYMENT AGREEMENT (MLC, 2006)
Contract No. BCM/NBS/2025/0392

Shipowner: NORDSEE BULK SHIPPING GmbH & Co. KG, Am Emsdeich 12, 26789 Leer, Germany
represented by the crewing agent BALTIC CREW MANAGEMENT Sp. z o.o., Gdynia, Poland

Seafarer: Marek NOWICKI
Date and place of birth: 02.11.1976, Gdańsk     Nationality: Polish
Seaman's Book No.: 0089917      Passport No.: EM1187730
Address: ul. Kartuska 118/7, 80-136 Gdańsk, Poland
Next of kin: Agnieszka Nowicka (wife), tel. +48 601 482 915

Vessel: MV "BALTIC TRADER", IMO 9604418, flag Liberia, bulk carrier 58,200 DWT
Capacity: Second Engineer
Period of engagement: 4 months (+/- 1 month at owner's option)
Date of joining: 02.06.2025, port of joining: Hamburg, DE

Wages (USD per month):
 Basic wage                      5,020.00
 Guaranteed overtime (103 h)     3,050.00
 Leave pay (6 days/month)          970.00
 Owner's bonus                     650.00
 Subsistence / other               500.00
 TOTAL                          10,190.00

Working hours: per MLC Standard A2.3. Repatriation at owner's cost.
Applicable CBA: ITF-approved IBF Agreement.

Signed at Gdynia on 5 May 2025.
For the Shipowner: Piotr Zalewski, Crew Manager        Seafarer: M. Nowicki
""",
        "Marek - praca/Kontrakty/",
    ),
    "inbox/BST_refresher_certificate.txt": (
        """CERTIFICATE OF PROFICIENCY / ŚWIADECTWO PRZESZKOLENIA
issued under the provisions of the International Convention on Standards of Training,
Certification and Watchkeeping for Seafarers, 1978, as amended – Regulation VI/1, Section A-VI/1

Basic Safety Training – refresher course (kurs doskonalący)
personal survival techniques, fire prevention and fire fighting (practical exercises),
elementary first aid, personal safety and social responsibilities

Holder: Marek NOWICKI, born 02.11.1976 in Gdańsk
Course dates: 14–16 April 2025
Certificate No.: BST-R/2025/04/0317
Date of issue: 16 April 2025
Valid until: 16 April 2030

Issued by: Uniwersytet Morski w Gdyni, Ośrodek Szkolenia Ratownictwa,
ul. Morska 81-87, 81-225 Gdynia, on behalf of the Director of the Maritime Office in Gdynia

Kierownik Ośrodka / Head of Centre: kpt. ż.w. Andrzej Kowalczyk
""",
        "Marek - praca/Certyfikaty/",
    ),
    "inbox/swiadectwo_zdrowia_2025.txt": (
        """ŚWIADECTWO ZDROWIA
wydane na podstawie Konwencji STCW i Konwencji MLC 2006
MEDICAL CERTIFICATE FOR SERVICE AT SEA

Nr / No.: WOMP/GD/M/2025/03921
Nazwisko / Surname: NOWICKI          Imię / Name: MAREK
Data urodzenia / Date of birth: 02.11.1976    Obywatelstwo / Nationality: polskie / Polish
Stanowisko / Capacity: oficer mechanik / Engineer officer    Dział / Department: maszynowy / engine

Fit for duty without restrictions: YES    Limitations: NONE
Słuch, wzrok i rozróżnianie barw: zgodne z wymaganiami / Hearing, sight and colour vision meet the standards.
Badania dodatkowe: EKG, audiometria, RTG klatki piersiowej – w normie.

Data badania / Date of examination: 12.05.2025
Ważne do / Valid until: 11.05.2027

Lekarz uprawniony / Authorised medical practitioner: lek. Jerzy Laskowski, nr upr. 2206/M/118
Wojewódzki Ośrodek Medycyny Pracy w Gdańsku, ul. Okopowa 7
""",
        "Marek - praca/Certyfikaty/",
    ),
    "inbox/Potwierdzenie rezerwacji.eml": (_BOOKING_KRAKOW, "Podróże/2025 Kraków/"),
    "inbox/eBilet_PKP_IC.txt": (
        """PKP Intercity S.A.
BILET INTERNETOWY – e-IC
Nr biletu: eIC 77301842
Data zakupu: 02.04.2025 20:11     Kupujący: Agnieszka Nowicka

TAM: 01.05.2025
EIP 5300 „Pendolino”   Gdańsk Główny 07:05  ->  Kraków Główny 12:27
Wagon 4, miejsca: 61, 63 (przy stole), 65

POWRÓT: 04.05.2025
EIP 3502 „Pendolino”   Kraków Główny 15:58  ->  Gdańsk Główny 21:24
Wagon 6, miejsca: 42, 44, 46

Podróżni:
1. Agnieszka Nowicka – normalny
2. Marek Nowicki – normalny
3. Jakub Nowicki – ulga 37% (uczeń, legitymacja szkolna)

Klasa 2, cena: tam 169,00 + 169,00 + 106,47 = 444,47 zł; powrót 444,47 zł
RAZEM: 888,94 zł (w tym VAT 8%) – zapłacono BLIK

Bilet ważny z dokumentem ze zdjęciem. Zwrot do 15 min przed odjazdem (potrącenie 15%).
""",
        "Podróże/2025 Kraków/",
    ),
    "inbox/Rechnung_Cafe_Central.txt": (
        """CAFÉ CENTRAL
Palais Ferstel, Herrengasse 14, 1010 Wien
UID: ATU15382805

RECHNUNG Nr. 2025-022-0418
Datum: 22.02.2025   15:47    Tisch 31   Bedienung: Stefan

2 x Wiener Melange                  à 5,90      11,80
1 x Heiße Schokolade mit Schlag     à 6,20       6,20
1 x Apfelstrudel mit Vanillesauce   à 7,90       7,90
1 x Sachertorte mit Schlagobers     à 7,60       7,60
1 x Central Torte                   à 7,40       7,40

SUMME                                    EUR    40,90
  enth. MwSt. 10 % (Speisen)                     2,08
  enth. MwSt. 20 % (Getränke)                    3,00

Bezahlt: VISA ****2290   EUR 40,90  + Trinkgeld 4,10  = EUR 45,00

Vielen Dank für Ihren Besuch!
""",
        "Podróże/2025 Wiedeń/",
    ),
    "inbox/IMG_4087.JPG": (_jpeg("2025:02:23 11:38:02", 4087), "Podróże/2025 Wiedeń/"),
    "inbox/IMG_3389.JPG": (_jpeg("2024:07:20 08:12:44", 3389), "Podróże/2024 Chorwacja/"),
    "inbox/20250316_184512.jpg": (
        _jpeg("2025:03:16 18:45:12", 316, "samsung", "Galaxy S23"),
        "Zdjęcia/2025/",
    ),
    "inbox/IMG-20241225-WA0012.jpg": (
        _jpeg("2024:12:25 13:20:07", 1225, "samsung", "Galaxy A34"),
        "Zdjęcia/2024/",
    ),
    "inbox/pierogi_ruskie.txt": (
        """PIEROGI RUSKIE (ok. 50 szt.)

Ciasto: 500 g mąki, 250 ml ciepłej wody, 2 łyżki oleju, szczypta soli – zagnieść, 30 min pod miską.
Farsz: 1 kg ziemniaków (mączystych), 300 g twarogu półtłustego, 2 duże cebule, sól, dużo pieprzu.

1. Ziemniaki ugotować, przecisnąć przez praskę jeszcze ciepłe, dodać zmielony twaróg.
2. Cebulę pokroić w kostkę, zeszklić na maśle – połowę do farszu, połowę do polania.
3. Ciasto cienko rozwałkować, wycinać szklanką, nakładać farsz, dobrze skleić brzegi.
4. Gotować partiami w osolonej wodzie 2–3 min od wypłynięcia.
5. Podawać ze zrumienioną cebulką i kwaśną śmietaną.

Mrożenie: surowe na tacce, potem do woreczka. Marek zawsze prosi o 2 porcje przed wyjazdem.
""",
        "Przepisy/",
    ),
    "inbox/sernik_babci_Haliny.txt": (
        """SERNIK BABCI HALINY (spisany od mamy Marka, Wielkanoc 2025 – „na oko” przeliczone na gramy)

Spód: 200 g herbatników maślanych, 80 g roztopionego masła
Masa: 1 kg twarogu sernikowego (trzykrotnie mielony, z wiaderka), 250 g cukru, 1 cukier waniliowy,
5 jajek (osobno żółtka i białka), 125 g miękkiego masła, 2 łyżki budyniu śmietankowego w proszku,
skórka otarta z 1 cytryny, garść rodzynek (Kuba nie lubi – na pół blachy)

1. Herbatniki zmiksować z masłem, wyłożyć dno tortownicy 26 cm, schłodzić.
2. Masło utrzeć z cukrem, dodawać po jednym żółtku, potem twaróg i budyń. Skórka z cytryny.
3. Białka ubić na sztywno ze szczyptą soli, delikatnie wmieszać.
4. Piec 170 °C: 15 min, potem 150 °C ok. 60 min. Zostawić w uchylonym piekarniku do wystygnięcia –
   babcia mówi, że wtedy nie pęka.
5. Na wierzch: polewa z gorzkiej czekolady (100 g) + 3 łyżki śmietanki 30%.

Najlepszy na drugi dzień z lodówki.
""",
        "Przepisy/",
    ),
    "inbox/Zweig_Swiat_wczorajszy.txt": (
        """Klub książki – kwiecień 2025
Stefan Zweig, „Świat wczorajszy. Wspomnienia pewnego Europejczyka” (Die Welt von gestern, 1942)
czytałam po niemiecku (Fischer TB), w klubie większość w polskim przekładzie

Spotkanie 29.04.2025, 18:00, biblioteka na Wrzeszczu.

Notatki:
- Wiedeń przed 1914 jako „złoty wiek bezpieczeństwa” – teatr, kawiarnie, gimnazjum i nuda szkoły;
  po lutym (byliśmy w Café Central!) czytało się to zupełnie inaczej
- obraz Wiednia idealizowany – mieszczański, żydowski, kosmopolityczny; krytyka: pomija biedę
  przedmieść (Ottakring!) i antysemityzm Luegera, choć o nim wspomina
- rozdział o 1914: entuzjazm wojenny, potem pacyfizm, przyjaźń z Romainem Rollandem
- Salzburg, emigracja, utrata paszportu – „dawniej człowiek miał tylko ciało i duszę, dziś potrzebuje jeszcze paszportu”
- koniec: pisane tuż przed samobójstwem w Petrópolis – ciężko się czyta ostatnie strony

Ocena: 5/5 (klub średnio 4,3). Na maj: Twardoch „Chołod”.
""",
        "Książki/",
    ),
    "inbox/Plan_nasadzen_2025.xlsx": (
        _xlsx(
            {
                "Warzywa 2025": [
                    ["Grządka", "Roślina", "Odmiana / uwagi", "Wysiew / sadzenie", "Zbiór"],
                    [
                        "1",
                        "ogórki gruntowe",
                        "Śremski + Krak F1 – płodozmian (w 2024 pomidory)",
                        "2025-05-24",
                        "VII–VIII",
                    ],
                    [
                        "2",
                        "fasolka szparagowa, groch",
                        "Berggold; groch cukrowy na siatce",
                        "2025-05-10",
                        "VII",
                    ],
                    [
                        "3",
                        "pomidory (5 szt.)",
                        "Malinowy Ożarowski x3, Lima x2 – NIE Bawole Serce",
                        "2025-05-17",
                        "VIII–IX",
                    ],
                    ["3", "bazylia, aksamitki", "między pomidorami", "2025-05-17", "—"],
                    [
                        "4",
                        "sałata, rzodkiewka, rukola",
                        "co 2 tyg. nowy rządek",
                        "2025-04-12",
                        "V–VI",
                    ],
                    ["5", "cukinia (1!)", "na kompostowniku", "2025-05-20", "VII–IX"],
                    [
                        "krzewy",
                        "borówka amerykańska (+2)",
                        "Bluecrop, Chandler – dosadzić, kora",
                        "2025-04-19",
                        "VII",
                    ],
                    [
                        "pod jabłonią",
                        "poziomki",
                        "sadzonki od p. Zosi (dz. 45)",
                        "2025-04-26",
                        "VI–VII",
                    ],
                ]
            }
        ),
        "Działka/",
    ),
    "inbox/Potwierdzenie zapisu - lipiec 2025.txt": (
        """From: UKS Navigator <obozy@uksnavigator.pl>
To: Agnieszka Nowicka <agnieszka.nowicka79@gmail.com>
Date: 22 kwietnia 2025, 19:03
Subject: Potwierdzenie zapisu – obóz szkoleniowy Giżycko 2025

Dzień dobry,

potwierdzamy zapisanie Jakuba Nowickiego na obóz szkoleniowy na patent żeglarza jachtowego:
Giżycko (Mazury), Ośrodek Szkolenia Żeglarskiego „Tałty”, 6–19 lipca 2025 r.

W cenie 2 980 zł: zakwaterowanie w domkach, wyżywienie, szkolenie na jachtach typu Sasanka/Omega,
instruktorzy PZŻ, opłata egzaminacyjna, przejazd autokarem z Gdańska (zbiórka 6.07, 8:00,
przystań Górki Zachodnie).
Wpłaty: zaliczka 900 zł do 10 maja, reszta do 20 czerwca na konto 11 1160 2202 0000 0004 9811 2207,
tytuł: „Giżycko 2025 – Jakub Nowicki”.

Do 20 czerwca prosimy przesłać: kartę kwalifikacyjną uczestnika, zaświadczenie lekarskie
i oświadczenie o umiejętności pływania. Uczestnik musi mieć ukończone 14 lat.

Do zobaczenia na wodzie!
Łukasz Ostrowski, trener UKS Navigator
""",
        "Kuba - żeglarstwo/",
    ),
    # --- nigdzie nie pasuje (zostaje w inbox)
    "inbox/eBilet_koncert.eml": (_KONCERT, ""),
    "inbox/zaproszenie_slub.txt": (
        """Z radością zawiadamiamy, że

ALEKSANDRA WÓJCIK
i
TOMASZ BARAN

zawrą związek małżeński
w sobotę, 23 sierpnia 2025 roku, o godzinie 15:00
w kościele pw. Najświętszego Zbawiciela w Poznaniu, ul. Fredry 11.

Serdecznie zapraszamy
Szanowną Panią Agnieszkę i Szanownego Pana Marka
na uroczystość, a następnie na przyjęcie weselne w Dworku „Pod Lipami” w Wierzenicy.

Prosimy o potwierdzenie przybycia do 30 czerwca 2025 r.
Ola: 605 220 718, Tomek: 691 334 502

Zamiast kwiatów – książki dla biblioteki szkolnej w Swarzędzu :)
Nocleg dla gości w Dworku jest zapewniony.
""",
        "",
    ),
    "inbox/ogloszenie_rower.txt": (
        """Ogłoszenie na OLX (wersja robocza)

Tytuł: Rower górski Kross Level 2.0, rama M (17"), koła 27,5" – stan bardzo dobry

Sprzedam rower syna, który z niego wyrósł. Kupiony w sklepie w 2021 r., serwisowany co sezon
(ostatnio IV 2025 – nowy łańcuch i klocki hamulcowe). Napęd Shimano 2x9, hamulce tarczowe
hydrauliczne, amortyzator SR Suntour 100 mm. Drobne rysy na ramie, poza tym bez wad.
W zestawie: błotniki, lampki, nóżka, bidon.

Dla osoby ok. 150–170 cm wzrostu.
Cena: 1 100 zł (do negocjacji przy szybkim odbiorze)
Odbiór osobisty: Gdańsk-Wrzeszcz / Siedlce. Możliwa jazda próbna.
Kontakt: wiadomość na OLX lub tel. 601 482 915 (po 17:00).

Zdjęcia: zrobić przy dobrym świetle na podwórku, 5–6 szt., w tym numer ramy.
""",
        "",
    ),
    "inbox/Bieg_Westerplatte_potwierdzenie.txt": (
        """Od: Biuro Zawodów – Bieg Westerplatte <zapisy@biegwesterplatte.pl>
Do: agnieszka.nowicka79@gmail.com
Data: 10.05.2025, 07:52
Temat: Potwierdzenie rejestracji i płatności – Bieg Westerplatte 2025

Dziękujemy za zapisanie się na Bieg Westerplatte!

Uczestniczka: Agnieszka Nowicka, rocznik 1979, kategoria K40
Klub / miejscowość: Gdańsk (niezrzeszona)
Dystans: 10 km (trasa: Westerplatte – Twierdza Wisłoujście – Nowy Port – Plac Zebrań Ludowych)
Termin: niedziela, 7 września 2025 r., start godz. 11:00
Opłata startowa: 90,00 zł – ZAKSIĘGOWANO (PayU, 10.05.2025)
Rozmiar koszulki: M (damska)

Numer startowy zostanie nadany 31 sierpnia; pakiety startowe do odbioru w biurze zawodów
(Polsat Plus Arena Gdańsk) 5–6 września w godz. 12:00–20:00, po okazaniu dokumentu tożsamości.
Limit czasu: 90 minut.

Do zobaczenia na trasie!
Organizator: Gdański Ośrodek Sportu
""",
        "",
    ),
}


FILED: dict[str, str | bytes] = {**FIRMA, **DOM, **LUDZIE, **KUBA_MAREK, **PODROZE_ITD}
