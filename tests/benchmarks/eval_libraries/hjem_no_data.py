"""Innholdet i biblioteket til Øyvind Haugland (hjem-no): filene som allerede er ordnet, og innboksen."""

from __future__ import annotations

import datetime
import io
import random
import zlib
from email.message import EmailMessage
from email.utils import format_datetime

from docx import Document
from openpyxl import Workbook
from PIL import Image, ImageDraw, ImageFilter

# ---------------------------------------------------------------------------
# Hjelpere: bilder med EXIF, .docx, .xlsx og e-post (RFC 822)
# ---------------------------------------------------------------------------

_OSLO = datetime.timezone(datetime.timedelta(hours=1))
_OSLO_SUMMER = datetime.timezone(datetime.timedelta(hours=2))


def _photo(taken: str, seed: int, scene: str = "sea", model: str = "iPhone 13") -> bytes:
    """Et lite JPEG-bilde (320x240) med DateTimeOriginal satt; taken = 'YYYY:MM:DD HH:MM:SS'."""
    rnd = random.Random(seed)
    palettes = {
        "sea": ((150, 190, 225), (40, 90, 130), (70, 95, 80)),
        "snow": ((175, 200, 230), (235, 240, 245), (120, 130, 145)),
        "city": ((160, 185, 210), (110, 110, 115), (150, 60, 50)),
        "garden": ((170, 205, 235), (70, 140, 60), (200, 60, 60)),
        "evening": ((230, 150, 90), (50, 70, 110), (40, 45, 60)),
    }
    sky, ground, accent = palettes[scene]
    img = Image.new("RGB", (320, 240), sky)
    draw = ImageDraw.Draw(img)
    horizon = rnd.randint(110, 150)
    for y in range(horizon):
        shade = int(25 * y / horizon)
        draw.line((0, y, 320, y), fill=tuple(max(0, c - shade) for c in sky))
    peaks = [(0, horizon)]
    x = 0
    while x < 320:
        x += rnd.randint(30, 70)
        peaks.append((x, horizon - rnd.randint(15, 70)))
    peaks.append((320, horizon))
    draw.polygon(peaks, fill=accent)
    draw.rectangle((0, horizon, 320, 240), fill=ground)
    for _ in range(rnd.randint(3, 7)):
        cx, cy = rnd.randint(10, 310), rnd.randint(horizon + 10, 230)
        r = rnd.randint(4, 16)
        col = tuple(min(255, max(0, c + rnd.randint(-60, 60))) for c in accent)
        draw.ellipse((cx - r, cy - r, cx + r, cy + r), fill=col)
    img = img.filter(ImageFilter.GaussianBlur(0.8))
    exif = Image.Exif()
    make = "Apple" if model.startswith("iPhone") else "samsung"
    exif[0x010F] = make
    exif[0x0110] = model
    exif[0x0132] = taken
    exif[0x0131] = "18.5" if make == "Apple" else "S911BXXU3BXH8"
    ifd = exif.get_ifd(0x8769)
    ifd[36867] = taken
    ifd[36868] = taken
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=72, exif=exif)
    return buf.getvalue()


def _docx(title: str, before: list[str], table: list[list[str]] | None = None, after=()) -> bytes:
    doc = Document()
    doc.add_heading(title, level=1)
    for para in before:
        doc.add_paragraph(para)
    if table:
        t = doc.add_table(rows=0, cols=len(table[0]))
        t.style = "Table Grid"
        for row in table:
            cells = t.add_row().cells
            for cell, value in zip(cells, row):
                cell.text = value
    for para in after:
        doc.add_paragraph(para)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _xlsx(sheets: dict[str, list[list]]) -> bytes:
    wb = Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
        ws.column_dimensions["A"].width = 16
        ws.column_dimensions["B"].width = 28
        ws.column_dimensions["C"].width = 18
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _eml(frm: str, to: str, subject: str, when: str, body: str, summer: bool = False) -> bytes:
    """when = 'YYYY-MM-DD HH:MM'."""
    dt = datetime.datetime.fromisoformat(when).replace(tzinfo=_OSLO_SUMMER if summer else _OSLO)
    msg = EmailMessage()
    msg["From"] = frm
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(dt)
    msg["Message-ID"] = (
        f"<{dt:%Y%m%d%H%M}.{zlib.crc32(subject.encode()) % 99991}@{frm.split('@')[-1].rstrip('>')}>"
    )
    msg.set_content(body, cte="8bit")
    return msg.as_bytes()


OYVIND = "Øyvind Haugland <oyvind.haugland@gmail.com>"
PRAKSIS_MAIL = "Haugland Fysioterapi <post@hauglandfysio.no>"

PRAKSIS_HODE = """HAUGLAND FYSIOTERAPI
Inndalsveien 6, 5063 Bergen
Org.nr. 921 457 308
Tlf. 926 41 558 · post@hauglandfysio.no · www.hauglandfysio.no
"""

FILED: dict[str, str | bytes] = {}

# ---------------------------------------------------------------------------
# Praksis – fakturaer jeg har sendt
# ---------------------------------------------------------------------------

FILED["Praksis/Fakturaer sendt/2024/Faktura 2024-118 Vestland Rør AS.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2024-118
Fakturadato:    15.10.2024
Forfallsdato:   29.10.2024
Kundenr.:       1007

Kunde:
Vestland Rør AS
v/ HR-ansvarlig Linda Myhre
Kokstadflaten 21
5257 Kokstad

Beskrivelse                                           Antall      Pris       Beløp
Bedriftsfysioterapi iht. avtale, september 2024            1   9 500,00    9 500,00
Arbeidsplassvurdering lager/verksted 12.09.2024 (timer)    2   1 150,00    2 300,00
Kjøring Inndalsveien – Kokstad t/r (km)                   34       4,75      161,50

Sum å betale                                                            11 961,50

Helsetjenester er unntatt merverdiavgift, jf. mval. § 3-2.
Betales til kontonr. 3624 51 77812. Oppgi fakturanummer ved betaling.
"""
)

FILED["Praksis/Fakturaer sendt/2024/Faktura 2024-125 Rasmussen.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2024-125
Fakturadato:    08.11.2024
Forfallsdato:   22.11.2024

Til:
Per Olav Rasmussen
Nye Sandviksvei 40
5035 Bergen

Behandlingsserie, korsrygg
  Dato          Tjeneste                                  Beløp
  10.10.2024    Førstegangskonsultasjon 60 min            990,00
  17.10.2024    Behandling 45 min                         790,00
  24.10.2024    Behandling 45 min                         790,00
  05.11.2024    Behandling 45 min                         790,00

Sum å betale                                            3 360,00

Praksisen har ikke driftsavtale med kommunen, og det gis derfor ikke refusjon fra Helfo.
Helsetjenester er unntatt merverdiavgift.
Kontonr. 3624 51 77812 – KID 2024125000
"""
)

FILED["Praksis/Fakturaer sendt/2024/Faktura 2024-131 Vik.docx"] = _docx(
    "FAKTURA 2024-131",
    [
        "Haugland Fysioterapi · Inndalsveien 6, 5063 Bergen · Org.nr. 921 457 308",
        "Fakturadato: 3. desember 2024        Forfall: 17. desember 2024",
        "Til: Hilde Vik, Øvre Kråkenes 88, 5152 Bønes",
    ],
    [
        ["Dato", "Tjeneste", "Beløp"],
        ["06.11.2024", "Behandling 45 min – nakke/skulder", "790,00"],
        ["13.11.2024", "Behandling 45 min", "790,00"],
        ["20.11.2024", "Behandling 45 min + treningsprogram", "890,00"],
        ["27.11.2024", "Behandling 45 min", "790,00"],
        ["", "Sum å betale", "3 260,00"],
    ],
    [
        "Betales til kontonr. 3624 51 77812. Merk betalingen med 2024-131.",
        "Helsetjenester er unntatt merverdiavgift.",
        "Takk for tilliten – god jul!",
    ],
)

FILED["Praksis/Fakturaer sendt/2025/Faktura 2025-003 Vestland Rør AS.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2025-003
Fakturadato:    14.01.2025
Forfallsdato:   28.01.2025
Kundenr.:       1007

Kunde:
Vestland Rør AS
v/ Linda Myhre
Kokstadflaten 21
5257 Kokstad

Beskrivelse                                           Antall      Pris       Beløp
Bedriftsfysioterapi iht. avtale, desember 2024             1   9 500,00    9 500,00
Oppfølging sykmeldt ansatt (timer)                         3   1 150,00    3 450,00

Sum å betale                                                            12 950,00

Unntatt mva., jf. mval. § 3-2.
Kontonr. 3624 51 77812. Oppgi fakturanummer ved betaling.
"""
)

FILED["Praksis/Fakturaer sendt/2025/Faktura 2025-011 Brekke.docx"] = _docx(
    "FAKTURA 2025-011",
    [
        "Haugland Fysioterapi · Inndalsveien 6, 5063 Bergen · Org.nr. 921 457 308",
        "Fakturadato: 20.02.2025        Forfall: 06.03.2025",
        "Til: Kjetil Brekke, Hegreneset 12, 5055 Bergen",
    ],
    [
        ["Dato", "Tjeneste", "Beløp"],
        ["21.01.2025", "Førstegangskonsultasjon 60 min – kne (menisk)", "990,00"],
        ["30.01.2025", "Behandling 45 min", "790,00"],
        ["06.02.2025", "Behandling 45 min", "790,00"],
        ["13.02.2025", "Behandling 45 min + opptrening i sal", "890,00"],
        ["", "Sum å betale", "3 460,00"],
    ],
    ["Kontonr. 3624 51 77812 – KID 2025011000", "Helsetjenester er unntatt merverdiavgift."],
)

FILED["Praksis/Fakturaer sendt/2025/Faktura 2025-019 Lie.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2025-019
Fakturadato:    3.4.2025
Forfallsdato:   17.4.2025

Til:
Sunniva Lie
Fjellsdalen 5
5098 Bergen

  Dato         Tjeneste                                   Beløp
  11.03.2025   Førstegangskonsultasjon 60 min – ankel     990,00
  18.03.2025   Behandling 30 min                          590,00
  25.03.2025   Behandling 30 min                          590,00
  01.04.2025   Kontroll og hjemmeprogram 30 min           590,00

Sum å betale                                            2 760,00

Kontonr. 3624 51 77812 – KID 2025019000
"""
)

FILED["Praksis/Fakturaer sendt/2025/Faktura 2025-027 Vestland Rør AS.docx"] = _docx(
    "FAKTURA 2025-027",
    [
        "Haugland Fysioterapi · Inndalsveien 6, 5063 Bergen · Org.nr. 921 457 308",
        "Fakturadato: 30. april 2025        Forfall: 14. mai 2025        Kundenr. 1007",
        "Kunde: Vestland Rør AS, v/ Linda Myhre, Kokstadflaten 21, 5257 Kokstad",
    ],
    [
        ["Beskrivelse", "Antall", "Pris", "Beløp"],
        ["Bedriftsfysioterapi iht. avtale, april 2025", "1", "9 500,00", "9 500,00"],
        ["Kurs «Løft riktig» for lageransatte 24.04.2025", "1", "4 800,00", "4 800,00"],
        ["Kjøring t/r Kokstad (km)", "34", "4,75", "161,50"],
        ["Sum å betale", "", "", "14 461,50"],
    ],
    ["Unntatt mva., jf. mval. § 3-2. Kontonr. 3624 51 77812."],
)

FILED["Praksis/Fakturaer sendt/2025/Faktura 2025-035 Moe.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2025-035
Fakturadato:    12.06.2025
Forfallsdato:   26.06.2025

Til:
Tor Ingvald Moe
Ulsmågvegen 31
5224 Nesttun

  Dato          Tjeneste                                      Beløp
  15.05.2025    Førstegangskonsultasjon 60 min – skulder      990,00
  22.05.2025    Behandling 45 min                             790,00
  02.06.2025    Behandling 45 min                             790,00
  10.06.2025    Behandling 45 min + hjemmeprogram             890,00

Sum å betale                                                3 460,00

Kontonr. 3624 51 77812 – KID 2025035000
God sommer!
"""
)

FILED["Praksis/Fakturaer sendt/2025/Fakturaliste 2025.xlsx"] = _xlsx(
    {
        "2025": [
            ["Fakturanr.", "Kunde", "Fakturadato", "Forfall", "Beløp", "Betalt"],
            ["2025-001", "Anne Grethe Solberg", "07.01.2025", "21.01.2025", 2370, "ja"],
            ["2025-002", "Martin Hope", "09.01.2025", "23.01.2025", 1580, "ja"],
            ["2025-003", "Vestland Rør AS", "14.01.2025", "28.01.2025", 12950, "ja"],
            ["2025-007", "Vestland Rør AS", "12.02.2025", "26.02.2025", 9500, "ja"],
            ["2025-011", "Kjetil Brekke", "20.02.2025", "06.03.2025", 3460, "ja"],
            ["2025-014", "Vestland Rør AS", "13.03.2025", "27.03.2025", 9661.5, "ja"],
            ["2025-019", "Sunniva Lie", "03.04.2025", "17.04.2025", 2760, "ja"],
            ["2025-022", "Vestland Rør AS", "10.04.2025", "24.04.2025", 9500, "ja"],
            ["2025-027", "Vestland Rør AS", "30.04.2025", "14.05.2025", 14461.5, "ja"],
            ["2025-031", "Bergen Roklubb", "20.05.2025", "03.06.2025", 3500, "ja"],
            ["2025-035", "Tor Ingvald Moe", "12.06.2025", "26.06.2025", 3460, "ja"],
            ["2025-038", "Vestland Rør AS", "13.06.2025", "27.06.2025", 9500, "ja"],
            ["2025-040", "Elin Dahle", "15.08.2025", "29.08.2025", 2370, "nei"],
        ]
    }
)

# ---------------------------------------------------------------------------
# Praksis – regninger praksisen har fått
# ---------------------------------------------------------------------------

FILED[
    "Praksis/Regninger mottatt/2024/Husleie 4. kvartal 2024 Danmarksplass Eiendom.txt"
] = """DANMARKSPLASS EIENDOM AS
Fjøsangerveien 30, 5054 Bergen
Org.nr. 987 221 604 MVA

FAKTURA 24-3318

Fakturadato: 20.09.2024
Forfall:     01.10.2024
Kundenr.:    4412

Leietaker:
Haugland Fysioterapi v/ Øyvind Haugland
Inndalsveien 6
5063 Bergen

Gjelder: Leie av lokale 2. etg., Inndalsveien 6 (48 m²), 4. kvartal 2024

Husleie okt–des 2024                          3 x 9 850,00    29 550,00
Felleskostnader okt–des 2024                  3 x 1 420,00     4 260,00
                                                              ----------
Sum å betale                                                   33 810,00

Leien er justert etter KPI pr. 1. juli 2024, jf. leiekontraktens pkt. 6.
Kontonr. 1503 22 64018 – KID 0441224331802
"""

FILED["Praksis/Regninger mottatt/2024/Fysiopartner faktura 51877.txt"] = """Fysiopartner Norge AS
Postboks 334 Alnabru, 0614 Oslo
Org.nr. 913 508 772 MVA
kundeservice@fysiopartner.no · 22 90 41 00

FAKTURA 51877
Fakturadato: 18.11.2024      Forfallsdato: 02.12.2024
Kundenr.: 20931              Deres ref.: Øyvind Haugland
Ordrenr.: 300455

Leveringsadresse / fakturaadresse:
Haugland Fysioterapi
Inndalsveien 6
5063 Bergen

Varenr.     Beskrivelse                               Ant.    Pris eks. mva    Sum
KT-5050     Kinesiotape 5 cm x 5 m, beige              12          89,00    1 068,00
MO-1000     Massasjeolje nøytral 1 l                    3         149,00      447,00
TB-SET      Treningsstrikk sett (lett/middels/tung)      2         319,00      638,00
PP-45       Papirrull benk 45 cm x 50 m                 6          64,00      384,00

Sum eks. mva                                                       2 537,00
Mva 25 %                                                             634,25
Frakt                                                                 99,00
Å betale                                                          3 270,25

Betal til konto 1607 44 21903 med KID 209310518774
"""

FILED[
    "Praksis/Regninger mottatt/2024/NFF kontingent 2. halvår 2024.txt"
] = """Norsk Fysioterapeutforbund
Postboks 147 Sentrum, 0102 Oslo

KONTINGENTFAKTURA

Medlem:        Øyvind Haugland
Medlemsnr.:    31 884
Fakturanr.:    2024-77120
Fakturadato:   1. juli 2024
Forfall:       1. august 2024

Kontingent 2. halvår 2024, selvstendig næringsdrivende       3 540,00
Faggruppe for idrettsfysioterapi                               250,00
Sum                                                          3 790,00

Kontingenten er fradragsberettiget innenfor gjeldende grense for fagforeningskontingent.
Kontonr. 8200 06 10190, KID 318842024077120
"""

FILED["Praksis/Regninger mottatt/2025/Husleie 1. kvartal 2025.txt"] = """DANMARKSPLASS EIENDOM AS
Fjøsangerveien 30, 5054 Bergen
Org.nr. 987 221 604 MVA

FAKTURA 24-4102

Fakturadato: 20.12.2024
Forfall:     02.01.2025
Kundenr.:    4412

Leietaker:
Haugland Fysioterapi v/ Øyvind Haugland
Inndalsveien 6
5063 Bergen

Gjelder: Leie av lokale 2. etg., Inndalsveien 6 (48 m²), 1. kvartal 2025

Husleie jan–mars 2025                         3 x 9 850,00    29 550,00
Felleskostnader jan–mars 2025                 3 x 1 420,00     4 260,00
                                                              ----------
Sum å betale                                                   33 810,00

Kontonr. 1503 22 64018 – KID 0441224410202
"""

FILED["Praksis/Regninger mottatt/2025/Husleie 2. kvartal 2025.txt"] = """DANMARKSPLASS EIENDOM AS
Fjøsangerveien 30, 5054 Bergen
Org.nr. 987 221 604 MVA

FAKTURA 25-0871

Fakturadato: 20.03.2025
Forfall:     01.04.2025
Kundenr.:    4412

Leietaker:
Haugland Fysioterapi v/ Øyvind Haugland
Inndalsveien 6
5063 Bergen

Gjelder: Leie av lokale 2. etg., Inndalsveien 6 (48 m²), 2. kvartal 2025

Husleie april–juni 2025                       3 x 9 850,00    29 550,00
Felleskostnader april–juni 2025               3 x 1 420,00     4 260,00
                                                              ----------
Sum å betale                                                   33 810,00

NB! Vaktmester bytter lysarmaturer i trappeoppgangen i uke 16.
Kontonr. 1503 22 64018 – KID 0441225087105
"""

FILED["Praksis/Regninger mottatt/2025/Journalia lisens 2025.txt"] = """Journalia AS
Nedre Slottsgate 8, 0157 Oslo · Org.nr. 918 443 210 MVA
support@journalia.no

FAKTURA 2025-10442
Fakturadato: 06.01.2025
Forfall: 20.01.2025

Kunde: Haugland Fysioterapi (kundenr. 7731)
Inndalsveien 6, 5063 Bergen

Produkt                                              Periode                 Beløp
Journalia Fysio – 1 behandlerlisens                  01.01.–31.12.2025    7 188,00
SMS-påminnelser (forhåndsbetalt pakke 500 stk)                               450,00
Sikker e-kommunikasjon (Norsk Helsenett), tillegg    01.01.–31.12.2025    1 200,00

Sum eks. mva                                                               8 838,00
Mva 25 %                                                                   2 209,50
Å betale                                                                  11 047,50

Takk for at du bruker Journalia!
Konto 6011 05 22871 · KID 773120251044201
"""

FILED["Praksis/Regninger mottatt/2025/Fysiopartner faktura 55102.txt"] = """Fysiopartner Norge AS
Postboks 334 Alnabru, 0614 Oslo
Org.nr. 913 508 772 MVA

FAKTURA 55102
Fakturadato: 11.03.2025      Forfallsdato: 25.03.2025
Kundenr.: 20931              Ordrenr.: 302118

Haugland Fysioterapi
Inndalsveien 6
5063 Bergen

Varenr.     Beskrivelse                                  Ant.   Pris eks. mva     Sum
BNK-EL2     Behandlingsbenk elektrisk, 2-delt, grå        1       14 900,00   14 900,00
PP-45       Papirrull benk 45 cm x 50 m                   6           64,00      384,00

Sum eks. mva                                                        15 284,00
Mva 25 %                                                             3 821,00
Frakt (stykkgods)                                                      690,00
Å betale                                                            19 795,00

Garanti på benk: 3 år. Betal til konto 1607 44 21903, KID 209310551028
"""

FILED["Praksis/Regninger mottatt/2025/Telia faktura mai 2025.txt"] = """Telia Norge AS
Postboks 4444 Nydalen, 0403 Oslo

Faktura for mai 2025
Fakturanummer: 884 120 553
Fakturadato: 05.05.2025
Forfall: 20.05.2025
Kundenummer: 1 099 448

Haugland Fysioterapi v/ Øyvind Haugland
Inndalsveien 6
5063 Bergen

Abonnement: Telia Bedrift X Fri 20 GB – 926 41 558
  Fastpris mai 2025                                 399,20
  Bruk utenfor abonnement (april)                     0,00
Sum eks. mva                                        399,20
Mva 25 %                                             99,80
Totalt å betale                                     499,00

Betales til 7058 05 63111, KID 10994488412055
"""

FILED[
    "Praksis/Regninger mottatt/2025/Bergen Tekstilservice juni 2025.txt"
] = """BERGEN TEKSTILSERVICE AS
Salhusvegen 61, 5131 Nyborg
Org.nr. 976 540 118 MVA

FAKTURA 77314
Dato: 30.06.2025
Forfall: 14.07.2025

Kunde: Haugland Fysioterapi, Inndalsveien 6, 5063 Bergen

Leie og vask av tekstiler juni 2025
  Frottéhåndklær 50x70        40 stk á 6,50       260,00
  Benketrekk frotté           16 stk á 14,00      224,00
  Henting/levering (4 turer)   4 x 85,00          340,00
Sum eks. mva                                       824,00
Mva 25 %                                           206,00
Å betale                                         1 030,00

Kontonr. 3201 18 40127
"""

FILED[
    "Praksis/Avtaler og forsikring/Leiekontrakt Inndalsveien 6.txt"
] = """LEIEKONTRAKT FOR NÆRINGSLOKALE

1. PARTER
Utleier: Danmarksplass Eiendom AS, org.nr. 987 221 604, Fjøsangerveien 30, 5054 Bergen
Leietaker: Haugland Fysioterapi v/ Øyvind Haugland, org.nr. 921 457 308

2. LEIEOBJEKT
Lokale i 2. etasje, Inndalsveien 6, 5063 Bergen, ca. 48 m² BTA, bestående av to behandlingsrom,
venterom og felles toalett/pauserom i etasjen.

3. BRUK
Lokalet skal brukes til fysioterapipraksis. Endret bruk krever skriftlig samtykke fra utleier.

4. LEIETID
Leieforholdet løper fra 1. september 2021 til 31. august 2026, med rett for leietaker til
forlengelse i 3 år på samme vilkår. Gjensidig oppsigelsestid 6 måneder.

5. LEIE
Årlig leie kr 108 000 eks. felleskostnader, betales kvartalsvis forskuddsvis.

6. REGULERING
Leien reguleres årlig pr. 1. juli etter endring i konsumprisindeksen.

7. FELLESKOSTNADER
Akontobeløp kr 1 250 pr. måned, avregnes årlig.

8. SIKKERHETSSTILLELSE
Depositum tilsvarende 3 måneders leie på sperret konto.

Bergen, 16. juni 2021

_____________________              _____________________
for Danmarksplass Eiendom AS       Øyvind Haugland
Geir Aasen
"""

FILED[
    "Praksis/Avtaler og forsikring/Gjensidige næringsforsikring 2025 - forsikringsbevis.txt"
] = """Gjensidige Forsikring ASA
Forsikringsbevis – Næringsforsikring

Forsikringstaker: Haugland Fysioterapi, org.nr. 921 457 308
Avtalenummer: 71-5528804
Periode: 01.02.2025 – 31.01.2026

Dekninger
- Ting/løsøre i lokaler Inndalsveien 6, 5063 Bergen: forsikringssum kr 350 000
- Driftsavbrudd: 12 måneders ansvarstid, forsikringssum kr 600 000
- Ansvarsforsikring for virksomheten: kr 10 000 000
- Yrkesskadeforsikring: 0 ansatte (innehaver ikke omfattet)
- Sykeavbrudd for innehaver, karens 16 dager: kr 35 000 pr. måned

Årspremie: kr 14 260. Betales i 4 terminer.

Husk at pasientskadeerstatning dekkes av Norsk pasientskadeerstatning (NPE), og at
virksomheten må være meldt inn der.

Gjensidige, 24. januar 2025
"""

FILED["Praksis/Avtaler og forsikring/Bedriftsavtale Vestland Rør AS.docx"] = _docx(
    "Avtale om bedriftsfysioterapi",
    [
        "Mellom Vestland Rør AS (org.nr. 996 331 027), Kokstadflaten 21, 5257 Kokstad, heretter kalt "
        "bedriften, og Haugland Fysioterapi (org.nr. 921 457 308), Inndalsveien 6, 5063 Bergen.",
        "1. Formål: Forebygge muskel- og skjelettplager blant bedriftens ca. 40 ansatte, og følge opp "
        "ansatte som er sykmeldt eller står i fare for å bli det.",
        "2. Innhold: Fast ukentlig tid i praksisen (onsdager 15–17) for bedriftens ansatte, "
        "arbeidsplassvurderinger etter avtale, samt to kurs i året.",
        "3. Pris: Fast månedlig honorar kr 9 500. Timer ut over avtalen faktureres med kr 1 150 pr. "
        "time. Kjøring etter statens satser.",
        "4. Fakturering: Månedlig etterskuddsvis, 14 dagers betalingsfrist.",
        "5. Varighet: Fra 1. mars 2024 og løpende, med 3 måneders gjensidig oppsigelse.",
        "6. Taushetsplikt: Fysioterapeuten har taushetsplikt etter helsepersonelloven. Bedriften får "
        "kun informasjon som den ansatte selv samtykker til.",
        "Kokstad/Bergen, 19. februar 2024",
        "Linda Myhre, HR-ansvarlig                    Øyvind Haugland",
    ],
)

FILED["Praksis/Kurs og etterutdanning/Kursbevis MTT grunnkurs 2023.txt"] = """KURSBEVIS

Øyvind Haugland
født 14.09.1982

har gjennomført

MEDISINSK TRENINGSTERAPI (MTT) – GRUNNKURS
Faggruppe for manuellterapi / Norsk Fysioterapeutforbund

Kurssted: Høgskulen på Vestlandet, Kronstad, Bergen
Tidsrom: 27.–29. oktober 2023
Omfang: 24 timer teori og praksis

Kurset er godkjent som tellende til spesialistordningen i NFF.

Bergen, 29. oktober 2023

Kursansvarlig
Ragnhild Østrem, spesialist i manuellterapi (MNFF)
"""

FILED[
    "Praksis/Kurs og etterutdanning/Certificate - Shoulder Rehabilitation online.txt"
] = """CERTIFICATE OF COMPLETION

This certifies that

ØYVIND HAUGLAND

has successfully completed the online course

Shoulder Rehabilitation: From Evidence to Practice
(8 modules, 16 CPD hours)

Course dates: 6 January – 28 February 2025
Final assessment passed: 2 March 2025 (score 88 %)

Issued by Physio Learning Hub Ltd., London
Certificate ID: PLH-SR-25-04417

Dr. Helen Carver, Course Director
"""

FILED["Praksis/Kurs og etterutdanning/Påmelding høstseminar idrettsfysioterapi.eml"] = _eml(
    "NFF Faggruppe for idrettsfysioterapi <idrett@fysio.no>",
    OYVIND,
    "Bekreftelse på påmelding – Høstseminar 2025, Trondheim",
    "2025-05-06 14:22",
    """Hei Øyvind Haugland,

Takk for påmeldingen til Høstseminaret 2025 i Faggruppe for idrettsfysioterapi.

Tid: 17.–18. oktober 2025
Sted: Scandic Nidelven, Trondheim
Tema: Tilbake til idrett etter kneskader – testing og progresjon

Deltakeravgift medlem: kr 4 200 (inkl. lunsj begge dager og seminarmiddag fredag).
Faktura sendes fra NFF i august.

Overnatting er ikke inkludert, men vi har holdt av rom på Scandic Nidelven til
kr 1 390 pr. natt. Oppgi koden NFFIDRETT25 ved bestilling.

Vennlig hilsen
Faggruppe for idrettsfysioterapi
Norsk Fysioterapeutforbund
""",
    summer=True,
)

# ---------------------------------------------------------------------------
# Skatt (mappe = inntektsåret)
# ---------------------------------------------------------------------------

FILED["Skatt/2023/Skattemelding 2023 - kvittering.txt"] = """Skatteetaten

Kvittering for levert skattemelding

Inntektsår: 2023
Navn: Øyvind Haugland
Fødselsnummer: 140982*****
Levert: 29.04.2024 kl. 22:47
Referansenummer: SM-2023-8841-2207-55

Vedlegg levert sammen med skattemeldingen:
- Næringsspesifikasjon (enkeltpersonforetak, Haugland Fysioterapi)
- Utleie av fritidseiendom (Tysnes, gnr. 45 bnr. 12)

Beregnet skatt før oppgjør: kr 187 412
Du vil få skatteoppgjøret ditt tidligst i juni 2024.
"""

FILED["Skatt/2023/Skatteoppgjør 2023.txt"] = """Skatteetaten

Skatteoppgjøret ditt for 2023 er klart

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 25. juni 2024

Beregnet skatt for 2023                 187 412
Forskuddsskatt innbetalt                180 000
Restskatt                                 7 412
Renter                                      214
Å betale                                  7 626

Restskatten må betales i to like terminer med forfall 20. august og 17. september 2024.
Kontonummer 6345 06 36141, KID 0140982411236
"""

FILED[
    "Skatt/2023/Næringsspesifikasjon 2023 - notater.txt"
] = """Notater til næringsspesifikasjonen 2023 (Haugland Fysioterapi)

Driftsinntekter (fakturert + kort/Vipps): 1 046 300
Bedriftsavtale: ingen i 2023 (Vestland Rør startet mars 2024)

Kostnader:
- Husleie Inndalsveien inkl. felleskost: 127 200
- Utstyr under 30 000 (strikk, tape, papir, ny massasjebenk-trekk): 21 880
- Journalia: 10 650
- Telefon: 5 988
- Vask håndklær: 11 420
- Forsikring Gjensidige: 13 700
- NFF kontingent (næringsdel) + kurs MTT: 7 080 + 6 900
- Bil: kjørebok viser 2 140 km i næring → 2 140 x 3,50

Avskrivning: behandlingsbenk 2021 (saldogruppe d) – se regnskapsførers ark
Spør Tone (regnskap) om IPS-innskuddet skal stå i skattemeldingen eller kommer fra Storebrand automatisk.
"""

FILED["Skatt/2024/Skattemelding 2024 - kvittering.txt"] = """Skatteetaten

Kvittering for levert skattemelding

Inntektsår: 2024
Navn: Øyvind Haugland
Fødselsnummer: 140982*****
Levert: 28.04.2025 kl. 21:13
Referansenummer: SM-2024-8841-9031-02

Vedlegg levert sammen med skattemeldingen:
- Næringsspesifikasjon (enkeltpersonforetak, Haugland Fysioterapi)
- Utleie av fritidseiendom (Tysnes, gnr. 45 bnr. 12)
- Foreldrefradrag (barnehage og SFO)

Beregnet skatt før oppgjør: kr 214 960
Du vil få skatteoppgjøret ditt tidligst i juni 2025.
"""

FILED["Skatt/2024/Næringsspesifikasjon 2024.xlsx"] = _xlsx(
    {
        "Resultat 2024": [
            ["Post", "Tekst", "Beløp (kr)"],
            ["3100", "Salgsinntekt, unntatt mva (pasienter)", 912400],
            ["3100", "Bedriftsavtale Vestland Rør AS (mar–des)", 118300],
            ["6300", "Leie lokale inkl. felleskostnader", 132600],
            ["6540", "Inventar og utstyr", 24310],
            ["6700", "Journalsystem (Journalia)", 10980],
            ["6900", "Telefon", 5988],
            ["6500", "Vask av tekstiler", 11960],
            ["7500", "Forsikring", 13980],
            ["7420", "Kontingent NFF (næringsdel)", 7080],
            ["6860", "Kurs og etterutdanning", 9450],
            ["7000", "Bilkostnad etter kjørebok (2 410 km)", 8435],
            ["", "Driftsresultat", 805917],
        ],
        "Notater": [
            ["Dato", "Notat"],
            ["12.03.2025", "Tone (regnskapsfører) har fått alle bilag for 2024"],
            ["20.04.2025", "IPS Storebrand 2024: 25 000 – kommer forhåndsutfylt"],
        ],
    }
)

FILED["Skatt/2024/Årsoppgave 2024 Sparebanken Vest.txt"] = """Sparebanken Vest
Postboks 7999, 5020 Bergen

ÅRSOPPGAVE FOR 2024
til bruk ved utfylling av skattemeldingen

Øyvind Haugland
Minde allé 31
5068 Bergen

Utskriftsdato: 17.01.2025

Innskudd pr. 31.12.2024
  3624.51.77812  Bedriftskonto Haugland Fysioterapi        84 220,14
  3624.50.11907  Brukskonto                                12 408,77
  3624.50.44319  Høyrentekonto                            146 902,30
  Sum innskudd                                            243 531,21
Opptjente renter 2024                                       6 112,48

Lån pr. 31.12.2024
  3629.18.55021  Boliglån Minde allé 31                 2 318 440,00
  Betalte renter 2024                                     118 775,00

Opplysningene er innrapportert til Skatteetaten.
"""

FILED[
    "Skatt/2024/Utleie hytta 2024 - til skattemeldingen.txt"
] = """Utleie av hytta på Tysnes – inntektsåret 2024
(oppstilling til skattemeldingen, skrevet 14.04.2025)

Utleie sommeren 2024:
- Familien Becker (Tyskland), 6.–20. juli: 2 uker x 9 500 = 19 000
- Familien Lindqvist (Göteborg), 27. juli–10. aug: 2 uker x 9 500 = 19 000
- Torbjørn Nes (Stord), 10.–17. aug: 1 uke = 8 500
Sum leieinntekter 2024: 46 500

Egen bruk: påske, pinse, juni og høstferie → hytta brukes mest av oss selv.
Regel: leieinntekt inntil 10 000 skattefritt, 85 % av det overskytende er skattepliktig
(sjablongmetoden).
  46 500 – 10 000 = 36 500 x 85 % = 31 025 skattepliktig

Ført i skattemeldingen under «Utleie av fritidseiendom».
"""

FILED["Skatt/2024/Foreldrefradrag 2024 - Bergen kommune.txt"] = """Bergen kommune
Etat for barnehage

ÅRSOPPGAVE FORELDREBETALING 2024

Til: Øyvind Haugland, Minde allé 31, 5068 Bergen
Dato: 15.01.2025

Barn: Tuva Haugland, f. 11.02.2021
Barnehage: Solhaug barnehage
Betalt foreldrebetaling og kost i 2024:            kr 23 760

Barn: Ingrid Haugland, f. 03.05.2015
SFO: Slettebakken skole SFO (jan–juni 2024)
Betalt oppholdsbetaling i 2024:                    kr 11 430

Beløpene er rapportert til Skatteetaten og kommer forhåndsutfylt i skattemeldingen
som grunnlag for foreldrefradrag. Kostpenger gir ikke rett til fradrag.
"""

# ---------------------------------------------------------------------------
# NAV
# ---------------------------------------------------------------------------

FILED["NAV/Barnetrygd/Vedtak utvidet barnetrygd 2023.txt"] = """NAV Familie- og pensjonsytelser
Postboks 6600 Etterstad, 0607 Oslo

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 14.03.2023
Saksnummer: 1022 8847

VEDTAK OM UTVIDET BARNETRYGD

Vi har innvilget søknaden din om utvidet barnetrygd fra april 2023.

Du får utvidet barnetrygd fordi du bor alene med barn. Ingrid Haugland (f. 2015) og
Tuva Haugland (f. 2021) bor fast hos deg etter avtalen datert 1. februar 2023.

Du får
- ordinær barnetrygd for to barn
- utvidet barnetrygd, et tillegg som tilsvarer barnetrygden for ett barn

Du må melde fra til oss dersom du gifter deg, blir samboer eller dersom barna flytter.

Vedtaket er gjort etter barnetrygdloven §§ 9 og 10.
Du kan klage innen seks uker fra du mottok vedtaket.

Med vennlig hilsen
NAV Familie- og pensjonsytelser
"""

FILED[
    "NAV/Barnetrygd/Endring i barnetrygda frå september 2024.txt"
] = """NAV Familie- og pensjonsytingar

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 26.08.2024

Vi har endra barnetrygda di

Stortinget har auka satsen for barnetrygd for barn mellom 6 og 18 år frå 1. september 2024.
Barnetrygda for Ingrid blir derfor auka til 1 766 kroner i månaden.

Barnetrygda for Tuva er framleis 1 766 kroner i månaden fordi ho er under 6 år.
Den utvida barnetrygda er uendra, 2 516 kroner i månaden.

Frå september 2024 får du til saman 6 048 kroner i månaden.

Du treng ikkje gjere noko. Pengane blir utbetalte rundt den 20. kvar månad.

Med venleg helsing
NAV Familie- og pensjonsytingar
"""

FILED[
    "NAV/Barnetrygd/Utbetalingsoversikt barnetrygd 2024.txt"
] = """Utbetalinger fra NAV – 2024 (utskrift fra nav.no/utbetalinger)

Mottaker: Øyvind Haugland
Konto: 3624.50.11907

Ytelse: Barnetrygd (ordinær og utvidet)
  jan 2024   5 798,00
  feb 2024   5 798,00
  mar 2024   5 798,00
  apr 2024   5 798,00
  mai 2024   5 798,00
  jun 2024   5 798,00
  jul 2024   5 798,00
  aug 2024   5 798,00
  sep 2024   6 048,00
  okt 2024   6 048,00
  nov 2024   6 048,00
  des 2024   6 048,00
Sum 2024    70 576,00

Barnetrygd er skattefri og skal ikke føres i skattemeldingen.
"""

FILED["NAV/Omsorgspenger/Kvittering søknad omsorgspenger november 2024.txt"] = """Kvittering fra NAV

Vi har mottatt søknaden din om omsorgspenger (selvstendig næringsdrivende)
Mottatt: 28.11.2024 kl. 20:41
Journalpost-ID: 6412 0087 3

Søker: Øyvind Haugland
Barn: Ingrid Haugland
Dager du søker om: 19.11.2024 – 22.11.2024 (4 dager)

Som selvstendig næringsdrivende dekker du selv de tre første omsorgsdagene hvert
kalenderår. Du har tidligere brukt 2 dager i 2024.

Saksbehandlingstiden er for tiden 6 uker.
"""

FILED["NAV/Omsorgspenger/Vedtak omsorgspenger november 2024.txt"] = """NAV Arbeid og ytelser
Postboks 6600 Etterstad, 0607 Oslo

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 09.01.2025
Saksnummer: 4AB7T

VEDTAK OM OMSORGSPENGER

Vi har innvilget omsorgspenger for 3 dager i perioden 19.11.2024 – 22.11.2024.
Ingrid var syk, og du måtte være hjemme fra egen virksomhet.

Den første dagen i søknaden er regnet som den tredje egenandelsdagen din for 2024.
Dagsatsen er beregnet ut fra pensjonsgivende inntekt de tre siste ferdiglignede årene:
kr 2 904 pr. dag.

Utbetaling: 3 x 2 904 = 8 712 kroner før skatt, utbetales rundt 20. januar 2025.

Med vennlig hilsen
NAV Arbeid og ytelser
"""

FILED[
    "NAV/Omsorgspenger/Omsorgsdager 2025 - oversikt.txt"
] = """Omsorgsdager 2025 (min egen oversikt)

Kvote: 2 barn under 12 år, alene om omsorgen → 20 dager
Egenandel som selvstendig: de 3 første dagene

Brukt:
- 07.01 Tuva feber (1)          – egenandel 1
- 08.01 Tuva feber (1)          – egenandel 2
- 10.03–14.03 Tuva omgangssyke / ørebetennelse (5) – 1 egenandel + 4 søkt NAV
- 02.06 Ingrid halsbetennelse (1)

Totalt brukt: 8 av 20
Husk: søknad på nav.no senest 3 måneder etter.
"""

# ---------------------------------------------------------------------------
# Barna – Ingrid (f. 2015) og Tuva (f. 2021)
# ---------------------------------------------------------------------------

FILED["Barna/Ingrid/Skoleåret 2024-2025/Velkomstbrev 4. trinn.txt"] = """Slettebakken skole
Slettebakksveien 81, 5063 Bergen

Bergen, 14. august 2024

Til foresatte på 4. trinn

VELKOMMEN TIL ET NYTT SKOLEÅR!

Vi gleder oss til å se elevene igjen mandag 19. august kl. 08.30. Første dag slutter
kl. 12.00 for alle.

Kontaktlærere skoleåret 2024/2025:
4A: Silje Nordvik
4B: Håkon Rasmussen
4C: Mirjam Alvheim

Nytt i år: Elevene får egen Chromebook som blir på skolen. Svømmeopplæring på Nordnes bad
hver onsdag fra uke 36 til uke 44.

Foreldremøte for 4. trinn: torsdag 12. september kl. 18.00 i aulaen.

Husk å melde fravær i Vigilo før kl. 08.15.

Med vennlig hilsen
Kari-Anne Lotsberg
rektor
"""

FILED[
    "Barna/Ingrid/Skoleåret 2024-2025/Skoleruta 2024-2025.txt"
] = """SKOLERUTE FOR BERGENSSKOLEN 2024–2025

Skolestart:            mandag 19. august 2024
Høstferie:             uke 41 (7.–11. oktober 2024)
Planleggingsdag:       fredag 15. november 2024 (elevfri)
Siste skoledag før jul: fredag 20. desember 2024
Første skoledag etter jul: fredag 3. januar 2025
Vinterferie:           uke 9 (24.–28. februar 2025)
Påskeferie:            14.–21. april 2025
Fridager:              1. mai, 2. mai (inneklemt), 29.–30. mai (Kristi himmelfart), 9. juni
Siste skoledag:        torsdag 19. juni 2025

Antall skoledager: 190
SFO holder åpent i høstferie og vinterferie (egen påmelding).
"""

FILED["Barna/Ingrid/Skoleåret 2024-2025/Ukeplan uke 38.docx"] = _docx(
    "Ukeplan 4B – uke 38 (16.–20. september 2024)",
    [
        "Ukens mål:",
        "Norsk: Jeg kan skrive en fortelling med innledning, hoveddel og avslutning.",
        "Matte: Jeg kan gange med 6 og 7.",
        "Engelsk: I can talk about my family.",
    ],
    [
        ["Dag", "Lekse", "Husk"],
        ["Mandag", "Les s. 14–17 i Zeppelin, svar på 3 spørsmål", "Gymtøy"],
        ["Tirsdag", "Gangetabell 6 og 7 (Multi s. 22)", ""],
        ["Onsdag", "Glosene: mother, father, sister, brother, cousin", "Badetøy – svømming"],
        ["Torsdag", "Skriv ferdig fortellingen din", "Bibliotekbok"],
        ["Fredag", "Ingen lekse – god helg!", "Frukt til turdag"],
    ],
    ["Beskjed: Fredag går vi tur til Fløyen. Ta med matpakke, drikke og gode sko.", "Hilsen Håkon"],
)

FILED[
    "Barna/Ingrid/Skoleåret 2024-2025/Referat foreldremøte 4B 12.09.24.txt"
] = """Referat fra foreldremøte 4B, Slettebakken skole
Torsdag 12.09.24 kl. 18–19.30

Til stede: kontaktlærer Håkon Rasmussen, 17 foresatte. Referent: Øyvind Haugland (FAU-vara)

1. Klassemiljø: Fin start. Noe uro i friminuttene rundt fotballbanen – lærerne har laget
   en plan for hvem som har banen hvilke dager.
2. Lekser: Ca. 20 min om dagen. Gi beskjed i Vigilo hvis det tar mye lenger tid.
3. Svømming: Onsdager uke 36–44. Husk badehette.
4. Klassekontakter: Marianne (mor til Elias) og Stian (far til Nora).
5. Bursdager: Enten hele klassen, alle jentene eller alle guttene. Ikke dele ut
   invitasjoner på skolen.
6. Juleavslutning: 19. desember, foreldre tar med kaker.

Neste foreldremøte: februar 2025.
"""

FILED[
    "Barna/Ingrid/Skoleåret 2024-2025/Invitasjon skoleavslutning juni 2025.txt"
] = """Slettebakken skole – 4. trinn

INVITASJON TIL SOMMERAVSLUTNING

Vi inviterer foreldre, søsken og besteforeldre til sommeravslutning for 4. trinn
onsdag 18. juni 2025 kl. 17.30 i skolegården (i gymsalen hvis det regner).

Program:
- Elevene synger «Vestlandet» og «Sommerfuglen»
- Utstilling av årets kunstprosjekt «Bergen før og nå»
- Grilling – skolen stiller med grill og pølser, ta gjerne med salat eller kake

Siste skoledag er torsdag 19. juni, elevene slutter kl. 11.30.

God sommer!
Hilsen alle lærerne på 4. trinn
"""

FILED[
    "Barna/Ingrid/Skoleåret 2025-2026/Skoleruta 2025-2026.txt"
] = """SKOLERUTE FOR BERGENSSKOLEN 2025–2026

Skolestart:            mandag 18. august 2025
Høstferie:             uke 41 (6.–10. oktober 2025)
Planleggingsdag:       fredag 14. november 2025 (elevfri)
Siste skoledag før jul: fredag 19. desember 2025
Første skoledag etter jul: mandag 5. januar 2026
Vinterferie:           uke 9 (23.–27. februar 2026)
Påskeferie:            30. mars–6. april 2026
Fridager:              1. mai, 14.–15. mai (Kristi himmelfart), 25. mai
Siste skoledag:        fredag 19. juni 2026

Antall skoledager: 190
"""

FILED["Barna/Ingrid/Skoleåret 2025-2026/Velkommen til 5. trinn.txt"] = """Slettebakken skole

Bergen, 11.08.2025

Til elever og foresatte på 5. trinn

Velkommen til 5. trinn og skoleåret 2025/2026!

Skolen starter mandag 18. august kl. 08.30. Elevene møter kontaktlærer i skolegården.

Klasser og kontaktlærere:
5A: Silje Nordvik
5B: Håkon Rasmussen og Tiril Sande (deler stillingen)
5C: Mirjam Alvheim

På 5. trinn får elevene karakterfrie kartleggingsprøver i lesing og regning
(nasjonale prøver i uke 37–38). Vi har også «Livsmestring» som tema hver fredag.

Husk gymtøy og innesko. Mobiltelefoner skal ligge av og i sekken hele skoledagen.

Vi gleder oss!
Kari-Anne Lotsberg, rektor
"""

FILED["Barna/Ingrid/Helse/Helsestasjon vaksine 2. trinn 2023.txt"] = """Bergen kommune
Skolehelsetjenesten ved Slettebakken skole

Til foresatte til Ingrid Haugland, 2B

VAKSINASJON I BARNEVAKSINASJONSPROGRAMMET – 2. TRINN

Alle barn på 2. trinn får tilbud om vaksine mot difteri, stivkrampe, kikhoste og
poliomyelitt (DTP-IPV). Vaksinen settes på skolen tirsdag 17. oktober 2023.

Ingrid fikk vaksinen 17.10.2023. Vaksinen er registrert i SYSVAK.
Eventuelle reaksjoner: litt ømhet i armen første døgn er vanlig.

Med vennlig hilsen
Guro Fjeldstad, helsesykepleier
Tlf. 55 56 91 20
"""

FILED[
    "Barna/Ingrid/Helse/Tannhelsetjenesten innkalling 2024.txt"
] = """Den offentlege tannhelsetenesta
Vestland fylkeskommune – Landås tannklinikk
Landåsvegen 12, 5096 Bergen

INNKALLING TIL TANNHELSEKONTROLL

Pasient: Ingrid Haugland, f. 03.05.2015
Føresett: Øyvind Haugland

Tid: Tysdag 16. april 2024 kl. 09:20
Stad: Landås tannklinikk
Behandlar: tannpleiar Eirin Gjerde

Barn og unge får gratis tannhelsehjelp hos den offentlege tannhelsetenesta.
Gje beskjed seinast 24 timar før dersom timen ikkje passar: tlf. 55 23 64 80.
Ta med deg ei liste over medisinar barnet brukar.
"""

FILED[
    "Barna/Ingrid/Helse/Legenotat mellomørebetennelse mars 2024.txt"
] = """Notat – Ingrid, mars 2024

6.3.24: Vondt i høyre øre om natten, 38,9 i feber. Legevakten (Solheimsgaten) kl. 02.
Lege: mellomørebetennelse, antibiotika (Apocillin mikstur) 5 dager.
Fravær skole 6.–8. mars. Meldt i Vigilo.
11.3.24: Kontroll hos fastlege Dr. Aase (Landås legesenter) – fint, trommehinne hel.
Skal ringe hvis det kommer tilbake innen 3 mnd.
"""

FILED["Barna/Tuva/Barnehage/Tilbud om barnehageplass 2022.txt"] = """Bergen kommune
Barnehageopptak

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 09.03.2022

TILBUD OM BARNEHAGEPLASS

Tuva Haugland, f. 11.02.2021, får tilbud om plass i Solhaug barnehage,
avdeling Revebarna, med oppstart 15. august 2022.

Type plass: heltid (5 dager)
Pris: maksimalpris, for tiden 3 050 kr pr. måned + kostpenger

Du må svare på tilbudet innen 23. mars 2022 på Bergen kommunes nettside for
barnehageopptak. Plassen beholdes til barnet begynner på skolen, eller til den sies opp.

Med vennlig hilsen
Barnehageopptaket, Bergen kommune
"""

FILED["Barna/Tuva/Barnehage/Foreldrebetaling juni 2025.txt"] = """Bergen kommune
Etat for barnehage – Fakturering

FAKTURA

Fakturanr.: 2025 0688 1472
Fakturadato: 20.05.2025
Forfall: 05.06.2025

Betaler: Øyvind Haugland, Minde allé 31, 5068 Bergen
Barn: Tuva Haugland
Barnehage: Solhaug barnehage

Gjelder juni 2025
  Oppholdsbetaling heltid                 1 200,00
  Kostpenger                                440,00
Sum å betale                              1 640,00

(Maksprisen i Bergen er redusert til 1 200 kr fra 1. januar 2025.)
Kontonr. 1503 27 41550, KID 20250688147219
"""

FILED["Barna/Tuva/Barnehage/Månedsbrev mai 2025 Revebarna.txt"] = """Månedsbrev for mai – Revebarna
Solhaug barnehage

Hei alle sammen!

April ble en fin måned, med påskekyllinger, regnvær og mye gjørme. Takk for at dere
husker skiftetøy!

I mai skal vi:
- øve på 17. mai-sanger og lage flagg og krans (16. mai har vi eget barnetog rundt
  barnehagen kl. 10 – alle foreldre er velkommen)
- plante solsikker og tomater i pallekarmene
- gå tur til Nygårdsparken hver torsdag

Praktisk:
- Barnehagen er stengt fredag 30. mai (planleggingsdag)
- Husk solkrem og caps når det blir varmt
- Ny vikar: Aleksander er med oss ut juni

Hilsen Maren, Jonas og Fatima på Revebarna
"""

FILED[
    "Barna/Tuva/Barnehage/Månedsbrev august 2025 Revebarna.txt"
] = """Månedsbrev august – Revebarna
Solhaug barnehage

Velkommen tilbake etter sommeren!

Revebarna er nå de eldste i barnehagen (født 2020 og 2021). Det betyr at dette er
siste året før skolen for mange, og vi starter med «skoleklubb» for 2020-kullet i
september. 2021-barna får egne turdager på mandager.

Nye barn: vi ønsker Emil og Sofia velkommen.
Personal: Maren (pedagogisk leder), Jonas, Fatima.

Datoer:
- 28. august: Foreldremøte kl. 18.00
- 2. september: fotografering (husk hele klær …)
- Planleggingsdag: fredag 14. november

Hilsen Maren
"""

FILED[
    "Barna/Tuva/Barnehage/Årsplan 2024-2025 utdrag.txt"
] = """Solhaug barnehage – Årsplan 2024/2025 (utdrag)

Satsingsområde: Natur og bærekraft – «Vi tar vare på det vi er glad i»

Barnehageåret går fra 15. august 2024 til 14. august 2025.
Barnehagen holder stengt 5 planleggingsdager: 16. august 2024, 15. november 2024,
2. januar 2025, 30. mai 2025 og 14. august 2025.

Sommerferie: Alle barn skal ha minst fire uker ferie i løpet av barnehageåret, hvorav
tre uker sammenhengende i juni–august. Gi beskjed om ferie innen 1. april.

Foreldresamarbeid: To foreldresamtaler i året (oktober og mars), foreldremøte i august
og januar. Samarbeidsutvalget har to foreldrerepresentanter.
"""

FILED["Barna/Tuva/Helse/3-årskontroll helsestasjonen.txt"] = """Bergen kommune
Helsestasjonen Årstad

INNKALLING TIL 3-ÅRSKONTROLL

Barn: Tuva Haugland, f. 11.02.2021
Foresatt: Øyvind Haugland

Tid: Onsdag 6. mars 2024 kl. 13.30
Sted: Årstad helsestasjon, Kronstad (inngang fra Fjøsangerveien)
Helsesykepleier: Ingvild Teigland

På 3-årskontrollen snakker vi om språk, lek, søvn, mat og samspill, og vi måler
høyde og vekt. Ta gjerne med helsekortet. Kontrollen tar ca. 45 minutter.

Gi beskjed på tlf. 55 56 88 10 hvis timen ikke passer.
"""

FILED["Barna/Tuva/Helse/Legevakt 14.12.2024.txt"] = """Tuva – legevakt 14.12.2024 (mitt notat)

Hostet og pustet tungt hele kvelden, 39,4. Ringte 116 117, fikk time på
Bergen legevakt kl. 21.40.
Lege: falsk krupp. Fikk Betapred på legevakten, ble mye bedre etter en time.
Råd: kald luft, sove med hevet hodeende, ring igjen hvis hun får inndragninger.
Hjemme fra barnehagen mandag 16.12 (egenmelding / omsorgsdag).
"""

FILED[
    "Barna/Tuva/Helse/Vaksinasjonsoversikt SYSVAK.txt"
] = """Vaksinasjoner – utskrift fra helsenorge.no (SYSVAK)
Person: Tuva Haugland, f. 11.02.2021
Utskrift: 30.01.2025

Dato        Vaksine                                              Sted
15.04.2021  Rotavirus 1, DTP-IPV-Hib-HepB 1, Pneumokokk 1       Årstad helsestasjon
02.06.2021  Rotavirus 2, DTP-IPV-Hib-HepB 2, Pneumokokk 2       Årstad helsestasjon
16.02.2022  DTP-IPV-Hib-HepB 3, Pneumokokk 3                     Årstad helsestasjon
16.02.2022  MMR 1                                               Årstad helsestasjon

Neste i programmet: DTP-IPV på 2. trinn (skolehelsetjenesten).
"""

FILED["Barna/Felles/Samværsavtale 2023.txt"] = """AVTALE OM FAST BOSTED OG SAMVÆR

Foreldre:
Øyvind Haugland, f. 14.09.1982, Minde allé 31, 5068 Bergen
Kari Sæther, f. 22.06.1985, Thereses gate 14, 0452 Oslo

Barn:
Ingrid Haugland, f. 03.05.2015
Tuva Haugland, f. 11.02.2021

1. Foreldreansvar: Felles.
2. Fast bosted: Begge barna skal bo fast hos far i Bergen.
3. Samvær med mor:
   - Annenhver helg fra fredag etter skole/barnehage til søndag kl. 18, i partallsuker.
     Mor kommer til Bergen, eller barna reiser til Oslo med voksen følge.
   - Vinterferie og høstferie annethvert år (mor har høstferie i oddetallsår).
   - Tre uker i sommerferien, avtales innen 1. april.
   - Jul og nyttår deles; julaften annethvert år.
4. Reiseutgifter deles likt.
5. Endringer i avtalen skal være skriftlige.

Bergen, 1. februar 2023

Øyvind Haugland                  Kari Sæther
"""

FILED[
    "Barna/Felles/Pass - timebestilling politiet.txt"
] = """Politiet – bekreftelse på timebestilling

Tjeneste: Pass og ID-kort
Sted: Vest politidistrikt, passkontoret Bergen sentrum, Allehelgens gate 6
Dato: tirsdag 15. april 2025 kl. 14:10 og 14:20

Personer:
1. Ingrid Haugland – pass (fornyelse)
2. Tuva Haugland – pass (fornyelse)

Begge foreldrene må samtykke når barn under 18 år søker pass. Den forelderen som ikke
møter, må gi samtykke digitalt på politiet.no i forkant (Kari – husk!).
Ta med gammelt pass. Gebyr barn under 16 år: 370 kr pr. pass.
"""

FILED[
    "Barna/Felles/Feriefordeling sommer 2025.txt"
] = """Sommerferien 2025 – avtalt med Kari på SMS 28.03.25

21.–27. juni:    jentene hjemme, Ingrid på Sommerskolen (Slettebakken), Tuva i barnehagen
28. juni–4. juli: hos Kari i Oslo (hun henter på Flesland lørdag)
5.–12. juli:     Lofoten med meg
13.–26. juli:    hos Kari, de skal til Koster i Sverige
27. juli–17. aug: hjemme, og hytta fra 9. august (den er utleid 5. juli–9. august)

Barnehagen: Tuva har ferie 30. juni–1. august (meldt 20. mars).
"""

# ---------------------------------------------------------------------------
# Hytta på Tysnes (Onarheim, gnr. 45 bnr. 12)
# ---------------------------------------------------------------------------

FILED["Hytta/Utleie 2024/Utleiekalender 2024.xlsx"] = _xlsx(
    {
        "Sommer 2024": [
            ["Uke", "Fra – til", "Leietaker", "Pris", "Depositum betalt", "Resten betalt"],
            [27, "06.07–13.07", "Familien Becker (Hannover)", 9500, "ja", "ja"],
            [28, "13.07–20.07", "Familien Becker (Hannover)", 9500, "–", "ja"],
            [29, "20.07–27.07", "egen bruk", None, None, None],
            [30, "27.07–03.08", "Familien Lindqvist (Göteborg)", 9500, "ja", "ja"],
            [31, "03.08–10.08", "Familien Lindqvist (Göteborg)", 9500, "–", "ja"],
            [32, "10.08–17.08", "Torbjørn Nes (Stord)", 8500, "ja", "ja"],
            [33, "17.08–24.08", "ledig", None, None, None],
            [None, "Sum", None, 46500, None, None],
        ]
    }
)

FILED["Hytta/Utleie 2024/Rental agreement Becker July 2024.docx"] = _docx(
    "Rental agreement – holiday cabin at Onarheim, Tysnes",
    [
        "Landlord: Øyvind Haugland, Minde allé 31, 5068 Bergen, Norway. Phone +47 926 41 558.",
        "Tenant: Jens and Anke Becker, Lindenstraße 22, 30175 Hannover, Germany.",
        "Property: Cabin at Sjøbuvegen 7, 5685 Uggdal (Onarheim, Tysnes), sleeps 6, with boathouse "
        "and a 15 ft rowing boat.",
        "Period: Saturday 6 July 2024 from 16:00 to Saturday 20 July 2024 at 12:00.",
        "Rent: NOK 19,000 for two weeks, including electricity, firewood and bed linen. A deposit of "
        "NOK 5,000 is paid on signing; the rest is due 14 days before arrival.",
        "Cleaning: The tenant cleans the cabin before leaving. Final cleaning can be ordered for NOK "
        "1,200 (Solveig, next door).",
        "House rules: No smoking indoors. Dogs allowed by agreement. Life jackets must be used in the "
        "rowing boat. Please sort waste (see the list on the fridge).",
        "Cancellation: The deposit is not refunded for cancellations later than 60 days before arrival.",
        "Signed Bergen / Hannover, 12 February 2024",
        "Øyvind Haugland                              Jens Becker",
    ],
)

FILED[
    "Hytta/Utleie 2024/Innbetalinger utleie 2024.txt"
] = """Innbetalinger hytteutleie 2024 (fra nettbanken, brukskonto 3624.50.11907)

12.02.2024  Becker J.          depositum                5 000,00
21.06.2024  Becker J.          rest                    14 000,00
03.03.2024  Lindqvist M.       depositum (SEK→NOK)      5 000,00
11.07.2024  Lindqvist M.       rest                    14 000,00
15.05.2024  Nes Torbjørn       Vipps, hele beløpet      8 500,00
                                                       ---------
Sum                                                    46 500,00

Utlegg: vask v/ Solveig 3 x 1 200 = 3 600 (betalt Vipps)
"""

FILED["Hytta/Utleie 2024/Tack för vistelsen - Lindqvist.eml"] = _eml(
    "Maria Lindqvist <maria.lindqvist@telia.se>",
    OYVIND,
    "Tack för vistelsen på Tysnes!",
    "2024-08-14 19:05",
    """Hej Øyvind!

Vi kom hem till Göteborg i söndags efter en lång men fin bilresa. Tack så mycket för två
underbara veckor i stugan! Barnen har redan frågat om vi kan komma tillbaka nästa sommar.

Nycklarna ligger i nyckelskåpet som du sa, och Solveig har fått betalt för städningen.
Vi råkade ha sönder ett glas i köket – vi har swishat, förlåt, vippsat 100 kr till dig.

Tips till nästa gäst: makrillen nappar bäst vid udden på kvällen!

Varma hälsningar
Maria, Anders, Elsa och Vilmer
""",
    summer=True,
)

FILED["Hytta/Utleie 2025/Leiekontrakt Berg uke 30-31.docx"] = _docx(
    "Leiekontrakt / Hyresavtal – hytte på Onarheim, Tysnes",
    [
        "Utleier: Øyvind Haugland, Minde allé 31, 5068 Bergen. Tlf. +47 926 41 558.",
        "Leietaker / Hyresgäst: Johan och Sara Berg, Sysslomansgatan 9, 753 11 Uppsala, Sverige.",
        "Eiendom: Sjøbuvegen 7, 5685 Uggdal (Onarheim, Tysnes). Sengeplasser: 6. Naust og robåt.",
        "Periode: lørdag 19. juli 2025 kl. 16 – lørdag 2. august 2025 kl. 12.",
        "Leie: NOK 19 500 for to uker, inkl. strøm, ved og sengetøy. Depositum NOK 5 000 betales "
        "ved signering, resten senest 5. juli 2025.",
        "Rengjøring: Leietaker vasker selv, eller bestiller sluttvask (NOK 1 250) hos Solveig.",
        "Husregler: Ingen røyking inne. Redningsvest i båten. Kildesortering etter listen på kjøleskapet.",
        "Avbestilling: Depositum refunderes ikke ved avbestilling senere enn 60 dager før ankomst.",
        "Bergen / Uppsala, 2. desember 2024",
        "Øyvind Haugland                              Johan Berg",
    ],
)

FILED["Hytta/Utleie 2025/Booking request - Schneider family.eml"] = _eml(
    "Katrin Schneider <k.schneider@posteo.de>",
    OYVIND,
    "Booking request - cabin Tysnes, August 2025",
    "2025-02-09 20:31",
    """Dear Mr. Haugland,

we found your cabin on FINN.no (a Norwegian colleague helped us with the translation).
We are a family of four from Freiburg (two children, 8 and 11) and would love to rent the
cabin from Saturday 2 August to Saturday 9 August 2025.

Is the cabin still available in that week? Could you also tell us whether the rowing boat
has an engine, and if there is a shop within walking distance?

We would arrive by car via the ferry Halhjem–Våge.

Kind regards,
Katrin Schneider
""",
)

FILED[
    "Hytta/Utleie 2025/Innbetalinger utleie 2025.txt"
] = """Innbetalinger hytteutleie 2025 (brukskonto 3624.50.11907)

Nilsen (Os), 5.–19. juli
  14.01.2025  Nilsen Kristin   depositum            5 000,00
  20.06.2025  Nilsen Kristin   rest                14 500,00
Berg (Uppsala), 19. juli–2. aug
  04.12.2024  Berg Johan       depositum            5 000,00
  03.07.2025  Berg Johan       rest                14 500,00
Schneider (Freiburg), 2.–9. aug
  17.02.2025  Schneider K.     depositum            3 000,00
  ??          Schneider K.     rest                 6 750,00   (ikke kommet ennå 20.07)

Sum hittil                                        42 000,00
"""

FILED["Hytta/Utleie 2025/Finn-annonse hytta sommer 2025.txt"] = """FINN.no – Feriehus og hytter

Koselig sjøhytte med naust på Tysnes – ledig sommeren 2025

Sjøbuvegen 7, 5685 Uggdal
Pris: 9 750 kr pr. uke (min. 1 uke, lørdag–lørdag)

Familievennlig hytte helt i sjøkanten på Onarheim, ca. 1 t 15 min fra Bergen med bil og
ferje (Halhjem–Våge). 3 soverom (6 sengeplasser), stue med peis, fullt utstyrt kjøkken,
bad med dusj og vaskemaskin. Naust med robåt (15 fot), krabbeteiner og fiskeutstyr.
Flott badeplass og fiskemuligheter rett utenfor. Butikk (Joker Onarheim) 10 min å gå.

Strøm, ved og sengetøy er inkludert. Sluttvask kan bestilles.
Ledig: uke 28–33. Ikke dyr. Ikke røyk.

Kontakt: Øyvind, 926 41 558
Annonse opprettet 12.01.2025, FINN-kode 381 224 507
"""

FILED["Hytta/Vedlikehold/Tysnes Bygg faktura terrasse 2024.txt"] = """TYSNES BYGG AS
Våge, 5680 Tysnes · Org.nr. 991 207 345 MVA · tlf. 53 43 11 80

FAKTURA 4471
Fakturadato: 30.05.2024
Forfall: 13.06.2024

Kunde: Øyvind Haugland, Minde allé 31, 5068 Bergen
Arbeidssted: Sjøbuvegen 7, Onarheim

Utskifting av terrassebord og rekkverk mot sjø
  Arbeid 2 mann, 22 timer à 690                    15 180,00
  Terrassebord impregnert 28x120, 140 lm            4 340,00
  Rekkverk, stolper og beslag                       3 905,00
  Skruer, bortkjøring av gammelt materiale            980,00
Sum eks. mva                                       24 405,00
Mva 25 %                                            6 101,25
Å betale                                           30 506,25

Kontonr. 3530 15 11843
"""

FILED["Hytta/Vedlikehold/Rørlegger Onarheim faktura mai 2025.txt"] = """Onarheim Rør & Varme
v/ Svein Onarheim, 5685 Uggdal · Org.nr. 918 337 902 MVA

Faktura nr. 2025-061
Dato: 12. mai 2025
Forfall: 26. mai 2025

Til: Øyvind Haugland, Minde allé 31, 5068 Bergen

Gjelder: Sjøbuvegen 7 – vårsjekk vann og ny varmtvannsbereder
  Tapping/oppstart etter vinteren, kontroll av pumpe til brønn    1 380,00
  Ny varmtvannsbereder OSO 120 l inkl. montering                   12 950,00
  Kjøring Våge–Onarheim t/r                                           350,00
Sum eks. mva                                                       14 680,00
Mva 25 %                                                            3 670,00
Å betale                                                           18 350,00

Takk for oppdraget!
"""

FILED["Hytta/Vedlikehold/Huskeliste vårpuss.txt"] = """Hytta – vårpuss (før utleie i juli!)

[x] Ringe Svein om oppstart av vann (gjort 2.5., han kom 9.5.)
[x] Vaske vinduer, ute og inne
[ ] Olje terrassen (nye bord fra i fjor – vent til den er tørr en uke)
[x] Bytte batteri i røykvarslerne (3 stk) + sjekke brannslukker
[ ] Kjøpe nye dyner/puter til soverom 2 (Jysk)
[x] Sjekke robåten – tette ripa, nye årer?
[ ] Klippe gress og busker mot naustet
[ ] Ny liste over avfallssortering til kjøleskapet (SIM har nye regler)
[x] Nøkkelskap – bytte kode etter i fjor
"""

FILED[
    "Hytta/Vedlikehold/Sjekkliste stenge hytta.txt"
] = """Sjekkliste – stenge hytta for vinteren (oktober)

1. Stenge hovedkran i kjelleren, tappe ut vann (kran under trappen)
2. Slå av og tappe varmtvannsberederen
3. Frostvæske i vannlåser (kjøkken, bad, dusj, vaskemaskin)
4. Sette varmekabel på bad til 8 grader, resten av strømmen av (ikke kjøleskap – stå åpent)
5. Ta inn putene, båten i naustet, teiner og garn opp
6. Tømme søppel, ingen mat igjen i skapene (mus!)
7. Lukke spjeld i peisen
8. Sjekke at alle vinduer er lukket og at skodder er på mot sør
9. Lese av strømmåleren og sende til Tysnes Kraftlag
"""

FILED["Hytta/Tysnes kommune/Eigedomsskatt 2024.txt"] = """Tysnes kommune
Økonomieininga
Uggdalsvegen 333, 5680 Tysnes

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 01.03.2024

SKATTESETEL FOR EIGEDOMSSKATT 2024

Eigedom: Gnr. 45 bnr. 12, Sjøbuvegen 7, Onarheim
Type: Fritidsbustad

Skattegrunnlag (verdi frå Skatteetaten x 70 %):   1 421 000
Botnfrådrag:                                              0
Skattesats:                                          4 promille
Eigedomsskatt for 2024:                          kr 5 684,00

Skatten vert fakturert saman med kommunale avgifter i to terminar (20. mars og 20. september).
Klagefrist: seks veker frå utsendinga av skattesetelen.

Med helsing
Tysnes kommune
"""

FILED["Hytta/Tysnes kommune/Kommunale avgifter 2025 1. termin.txt"] = """Tysnes kommune
Uggdalsvegen 333, 5680 Tysnes
Org.nr. 944 233 199

FAKTURA – KOMMUNALE AVGIFTER OG EIGEDOMSSKATT

Fakturanr.: 125 004 331
Fakturadato: 05.03.2025
Forfall: 20.03.2025

Til: Øyvind Haugland, Minde allé 31, 5068 Bergen
Eigedom: Gnr. 45 bnr. 12, Sjøbuvegen 7, Onarheim

Termin 1 av 2 – 2025
  Renovasjon fritidsbustad (SIM), halvår            1 185,00
  Feiing og tilsyn fritidsbustad, halvår               312,00
  Eigedomsskatt 2025, termin 1                       2 842,00
Sum å betale                                         4 339,00

Kontonr. 3520 07 13381, KID 0045012125004331
"""

FILED["Hytta/Tysnes kommune/Varsel om tilsyn fritidsbustad.txt"] = """Tysnes kommune
Brann og redning

VARSEL OM TILSYN MED FYRINGSANLEGG

Eigar: Øyvind Haugland
Eigedom: Sjøbuvegen 7, gnr. 45 bnr. 12

Fritidsbustaden din er sett opp for tilsyn og feiing i veke 36 (1.–5. september 2025).
Feiaren må få tilgang til loft, eldstad og pipe. Dersom du ikkje er til stades, ber vi
om at nøkkel blir gjort tilgjengeleg, eller at du avtalar nytt tidspunkt.

Ring Sunnhordland brann og redning på tlf. 53 43 20 00 mellom kl. 08 og 15.

Dato: 4. juni 2025
"""

FILED[
    "Hytta/Dokumenter/Skjøte Onarheim gnr 45 bnr 12 (kopi).txt"
] = """SKJØTE (avskrift, originalen ligger i bankboksen)

Selger: Dødsboet etter Halvor Tveit, v/ Marit Tveit Aase
Kjøper: Øyvind Haugland, f. 14.09.1982

Eiendom: Gnr. 45 bnr. 12 i Tysnes kommune, med påstående fritidsbolig og naust,
adresse Sjøbuvegen 7, 5685 Uggdal.

Kjøpesum: kr 2 150 000,– (to millioner ett hundre og femti tusen kroner)
Overtakelse: 1. september 2019

Tinglyst: Statens kartverk, 18.09.2019, dokumentnr. 1055821
Dokumentavgift: kr 53 750,–
"""

FILED["Hytta/Dokumenter/Forsikringsbevis fritidsbolig 2025.txt"] = """Frende Forsikring
Forsikringsbevis – Fritidsbolig

Forsikringstaker: Øyvind Haugland
Polise: 5011-8873-22
Periode: 01.01.2025 – 31.12.2025

Forsikringssted: Sjøbuvegen 7, 5685 Uggdal (gnr. 45 bnr. 12, Tysnes)
Bygninger: Fritidsbolig 74 m² (1962, påbygd 2008), naust 18 m²
Dekning: Fullverdi bygning, innbo kr 400 000, utleie inntil 12 uker pr. år er meldt og
inkludert.
Egenandel: kr 6 000

Årspremie: kr 7 944

Husk: Vannet skal være stengt og tappet når fritidsboligen står ubrukt om vinteren.
"""

FILED[
    "Hytta/Dokumenter/Vannprøve brønn 2023.txt"
] = """Eurofins Environment Testing Norway AS – Analyserapport

Oppdragsgiver: Øyvind Haugland
Prøvested: Borebrønn, Sjøbuvegen 7, Tysnes
Prøve tatt: 22.06.2023    Mottatt lab: 23.06.2023    Rapport: 03.07.2023

Parameter                 Resultat    Grenseverdi
Koliforme bakterier       0 /100 ml   0
E. coli                   0 /100 ml   0
Intestinale enterokokker  0 /100 ml   0
Farge                     12 mg Pt/l  20
Turbiditet                0,4 FNU     1
pH                        7,1         6,5–9,5
Jern                      0,08 mg/l   0,2

Konklusjon: Vannet tilfredsstiller kravene i drikkevannsforskriften for de analyserte
parameterne. Ny prøve anbefales innen 3 år.
"""

# ---------------------------------------------------------------------------
# Seiling – «Frøya», Bavaria 32 (2004)
# ---------------------------------------------------------------------------

FILED["Seiling/Båten/Forsikringsbevis Frøya 2025.txt"] = """Frende Forsikring
Forsikringsbevis – Båtforsikring

Forsikringstaker: Øyvind Haugland
Polise: 5011-9102-07
Periode: 01.04.2025 – 31.03.2026

Båt: Bavaria 32 Cruiser, byggeår 2004, navn «Frøya»
Skrognr.: BAVE32A4K304, seilnummer NOR 14323
Motor: Volvo Penta D1-30, 27 hk, innenbords
Liggeplass: Hjellestad Marina, 5259 Hjellestad

Dekning: Kasko med fører- og passasjerulykke, ansvar kr 10 000 000
Forsikringssum: kr 520 000
Egenandel: kr 8 000 (kr 4 000 ved godkjent tyverisikring av påhengsmotor til jolla)
Kappseiling: inkludert for klubbregattaer og NM-serier

Årspremie: kr 6 210
"""

FILED["Seiling/Båten/Havneplass Hjellestad 2025 faktura.txt"] = """Hjellestad Marina SA
Hjellestadvegen 310, 5259 Hjellestad · Org.nr. 975 330 811

FAKTURA 2025-0218
Fakturadato: 15.01.2025
Forfall: 15.02.2025

Medlem: Øyvind Haugland (medl.nr. 412)
Båtplass: Brygge C, plass 17 (bredde 3,5 m)

Leie båtplass 2025                          7 800,00
Dugnadsplikt 2025 (fritas ved oppmøte)      1 500,00
Strømabonnement brygge                        600,00
Sum                                         9 900,00

Dugnad: lørdag 29. mars kl. 10–15. Dugnadsbeløpet krediteres ved oppmøte.
Kontonr. 3411 22 10387
"""

FILED["Seiling/Båten/Servicerapport Volvo Penta 2024.txt"] = """Hjellestad Båtservice AS
Servicerapport

Kunde: Øyvind Haugland
Båt: «Frøya», Bavaria 32 (2004)
Motor: Volvo Penta D1-30, serienr. 2001284413, 2 914 gangtimer
Dato: 24.10.2024

Utført:
- Skiftet motorolje og oljefilter
- Skiftet dieselfilter og forfilter, luftet systemet
- Skiftet impeller sjøvannspumpe (gammel hadde 2 sprukne blader!)
- Kontrollert og strammet reimer
- Skiftet sinkanode på saildrive
- Frostsikret kjølesystem (glykol 50/50)

Anbefaling: Bytt gummibelg på saildrive innen 2026 (7 år gammel).

Arbeid 4,5 t à 1 150               5 175,00
Deler og filtre                    2 864,00
Sum inkl. mva                     10 049,00
"""

FILED["Seiling/Båten/Utstyrsliste Frøya.txt"] = """Utstyr om bord – Frøya (oppdatert mars 2025)

Seil
- Storseil, lattet, Elvstrøm 2019
- Rullegenua 135 %, North Sails 2016 (slitt akterlik – ny fra Båtsport Marin?)
- Gennaker (asymmetrisk) med strømpe

Sikkerhet
- 6 redningsvester m/ selekrok, 2 livliner
- Livbøye + MOB-lys, kasteline
- Redningsflåte 6 pers., Viking, neste service 2026
- Nødraketter (utløper 06/2026), VHF med DSC, håndholdt VHF
- Brannslukker 2 stk (pulver 2 kg), brannteppe i byssa

Navigasjon
- Garmin GPSMAP 722xs kartplotter, papirkart Hordaland (Kartverket 21, 22, 23)
- Autopilot Raymarine ST2000+ på rorkulten

Annet
- Jolle 2,7 m med 4 hk Tohatsu
- Landstrømkabel 25 m, fendere 6 stk, 4 fortøyningstau
"""

FILED[
    "Seiling/Båten/Vinteropplag 2024-2025 avtale.txt"
] = """Hjellestad Båtservice AS – avtale om vinteropplag 2024/2025

Kunde: Øyvind Haugland, tlf. 926 41 558
Båt: Bavaria 32 «Frøya», lengde 9,9 m, vekt ca. 4,8 t

Opptak: lørdag 26. oktober 2024 (mast av, lagres i mastehuset)
Utsetting: etter avtale, tidligst 5. april 2025

Pris:
  Kranløft opp og ned             4 200,00
  Opplag utendørs pr. m2 (32 m2)  5 120,00
  Høytrykksvask bunn                950,00
  Mast av/på                      2 400,00
Sum                              12 670,00

Eier står selv for bunnstoff og polering. Vann og strøm på opplagsplassen.
Signert 20.10.2024
"""

FILED["Seiling/Regatta/Seilingsbestemmelser Vårcupen 2025.txt"] = """BERGENS SEILFORENING
VÅRCUPEN 2025 – SEILINGSBESTEMMELSER

1. Regler: Kappseilasreglene (RRS) 2025–2028, NSFs forskrifter og disse bestemmelsene.
2. Klasser: Entrebåt (NOR Rating) – egne løp for båter med og uten spinnaker.
3. Seilaser: 6 seilaser, tirsdager 29. april – 3. juni 2025, første start kl. 18.30.
4. Bane: Byfjorden, start og mål ved Sandviken. Banekart i vedlegg A.
5. Startprosedyre: 5-4-1-0, varselsignal for første start kl. 18.25.
6. Tidsbegrensning: Båter som ikke har fullført innen 21.30 noteres DNF.
7. Poeng: Lavpoengsystemet, ett strykeresultat etter 4 fullførte seilaser.
8. Sikkerhet: Alle om bord skal bruke flyteplagg. Båter som bryter skal melde fra på VHF kanal 72.
9. Premieutdeling: etter siste seilas, klubbhuset på Sandviken.

Regattakomiteen, 10. april 2025
"""

FILED[
    "Seiling/Regatta/Resultater Vårcupen 2025.txt"
] = """Vårcupen 2025 – sammenlagt, klasse NOR Rating uten spinnaker

Pl.  Båt               Seilnr.     Skipper              R1 R2 R3 R4 R5 R6   Poeng
1    Havørn            NOR 15102   Trond Eide            1  2  1  1  3  1      6
2    Bris              NOR 13980   Lene Tveit            2  1  3  2  1  4      9
3    Frøya             NOR 14323   Øyvind Haugland       4  3  2  5  2  2     13
4    Svanhild          NOR 12444   Bjørn Ask             3  5  4  3  6  3     18
5    Kvitsel           NOR 11875   Magne Holm            5  4  6  4  4  DNF   23

Strykeresultat er tatt med i poengsummen.
Godt seilt alle sammen – vi ses i Høstcupen fra 19. august!
"""

FILED["Seiling/Regatta/Mannskap 2025.txt"] = """Mannskap Frøya – sesongen 2025

Fast:
- Øyvind (skipper, ror)
- Terje Lunde – fokk/trim, 911 20 448
- Hanne Moe – mast/fordekk, 482 77 105

Reserve:
- Kristoffer (Hannes bror), kan onsdager
- Ingrid får være med på rolige kvelder (redningsvest!)

Onsdagsregatta Hjellestad: hver onsdag fra uke 33, start 18.45
Høstcupen BSF: tirsdager 19.8.–23.9.

Husk: Terje er borte uke 35. Spør Kristoffer.
"""

FILED["Seiling/Loggbok/2024-08-10 Hardangerfjorden.txt"] = """Loggbok – Frøya
10.–14. august 2024, Hjellestad – Hardangerfjorden – Hjellestad

Lør 10.8: Avgang 09.10. NV 5–7 m/s. Gennaker fra Korsfjorden til Lukksund. Fortøyd i
Rosendal gjestehavn 17.45. 42 nm.
Søn 11.8: Vindstille. Motor til Norheimsund, 4 t. Varmt. Bading ved Ålvik.
Man 12.8: Regn, liggedag. Dieselfilter ok.
Tir 13.8: Frisk SV 8–10 m/s ut fjorden, ett rev. Ankret i Os (Bjørnefjorden).
Ons 14.8: Hjemme Hjellestad 14.20.
Totalt: 118 nm, 14 motortimer.
"""

FILED["Seiling/Loggbok/2025-05-24 Fedje.txt"] = """Loggbok – Frøya
24.–25. mai 2025, Hjellestad – Fedje

Lør: Kastet loss 08.30 med Terje. S 6–8 m/s, slør hele veien nordover på innsiden av
Sotra og gjennom Byfjorden. Gennaker opp ved Herdla. Fedje gjestehavn 16.10. 38 nm.
Fisket sei utenfor moloen. Middag på Fedje Hotel.
Søn: Snudde vinden til N 4–6. Kryss hjem, lang dag. Hjellestad 19.50.
Notat: genuaen slår i akterliket – må se på nytt seil eller nytt akterliksliner.
"""

FILED["Seiling/Loggbok/2025-06-21 Sotra rundt.txt"] = """Loggbok – Frøya
21. juni 2025, Sotra rundt (dagstur)

Med Ingrid og Tuva! Avgang 10.00. V 3–5 m/s. Motor gjennom Straumsundet,
seil fra Glesvær. Tuva sov i lugaren en time. Ingrid styrte ved Tælavåg.
Badet på Turøy. Is. Hjemme 18.30.
Første tur med begge jentene i år – de vil gjerne på overnattingstur i august.
"""

# ---------------------------------------------------------------------------
# Reiser
# ---------------------------------------------------------------------------

FILED[
    "Reiser/2024 - København/Hotelbekræftelse Hotel Vesterbro Gaard.txt"
] = """Hotel Vesterbro Gaard
Istedgade 41, 1650 København V · +45 33 21 77 40

BOOKINGBEKRÆFTELSE

Kære Øyvind Haugland,

Tak for din reservation. Vi glæder os til at byde dig og din familie velkommen.

Bookingnummer:   VG-240917-3381
Ankomst:         mandag den 7. oktober 2024 (check-in fra kl. 15.00)
Afrejse:         fredag den 11. oktober 2024 (check-out senest kl. 11.00)
Værelse:         Familieværelse (1 dobbeltseng + 2 enkeltsenge)
Gæster:          2 voksne, 2 børn
Morgenmad:       inkluderet

Pris i alt:      6.840,00 DKK (betales ved ankomst)

Afbestilling er gratis indtil 48 timer før ankomst.

Med venlig hilsen
Receptionen, Hotel Vesterbro Gaard
"""

FILED[
    "Reiser/2024 - København/SAS e-billett BGO-CPH.txt"
] = """SAS – Your e-ticket receipt / Din e-billettkvittering

Booking reference: K7HQ2L
Issued: 02SEP24

Passengers:
  HAUGLAND/OYVIND MR     e-ticket 117-2401839551
  HAUGLAND/INGRID MISS   e-ticket 117-2401839552 (CHD)
  HAUGLAND/TUVA MISS     e-ticket 117-2401839553 (CHD)
  SAETHER/KARI MS        e-ticket 117-2401839554

Flight    Date     From            To              Dep    Arr    Class
SK2863    07OCT    Bergen BGO      Copenhagen CPH  07:05  08:30  Go Light
SK2870    11OCT    Copenhagen CPH  Bergen BGO      18:50  20:15  Go Light

Baggage: 1 piece 23 kg for adults, 1 for children. Cabin 1 x 8 kg.
Total paid: NOK 7 216 (Mastercard **** 4418)
"""

FILED["Reiser/2024 - København/Tivoli billetter.txt"] = """TIVOLI – Ordrebekræftelse

Ordrenummer: T-889102441
Købt: 19.09.2024

Besøgsdato: tirsdag 8. oktober 2024 (Halloween i Tivoli)

2 x Entré voksen           à 165 DKK      330 DKK
2 x Entré barn (3–7 år/8+)  à 165 DKK      330 DKK
2 x Turpas                 à 299 DKK      598 DKK
I alt                                    1.258 DKK

Vis QR-koden ved indgangen på Vesterbrogade. Turpas giver fri adgang til alle forlystelser
med undtagelse af enkelte tillægsforlystelser. Børn under 3 år går gratis ind.
"""

FILED[
    "Reiser/2024 - København/Huskeliste København.txt"
] = """København høstferie – huskeliste (Kari kommer også, jentene ville begge være med)

- Pass til alle (Tuva sitt gjelder til 2025)
- Danske kroner? Nei – kort overalt, men litt kontanter til loppemarked
- Tivoli tirsdag – kjøpe turpas på nett
- Den Blå Planet (akvariet) – onsdag
- Experimentarium? Ingrid vil. Tuva for liten?
- Is på Nyhavn, Rundetårn, båttur i kanalene
- Lekeplass i Fælledparken
- Tuva: vogn eller ikke? Ta med sammenleggbar
"""

FILED["Reiser/2024 - København/IMG_3301.JPG"] = _photo("2024:10:09 14:22:51", 3301, "city")

FILED["Reiser/2025 - Geilo/Bekreftelse hytteleie Geilo.txt"] = """Geilo Hytteutleie AS
Gamlevegen 5, 3580 Geilo · booking@geilohytter.no

BEKREFTELSE PÅ BESTILLING

Bestillingsnr.: GH-25-0214
Bestilt: 04.11.2024

Gjest: Øyvind Haugland, Minde allé 31, 5068 Bergen, tlf. 926 41 558

Enhet: Hytte «Lauvhøgda 14», Havsdalen (ski inn / ski ut), 3 soverom, 7 senger
Ankomst: lørdag 22.02.2025 kl. 15.00
Avreise: onsdag 26.02.2025 kl. 11.00 (4 netter)

Leie                          9 600,00
Sengetøy og håndklær 3 pers.    750,00
Sluttrengjøring               1 400,00
Sum                          11 750,00

Depositum 3 000 kr er betalt. Resten trekkes fra kortet 14 dager før ankomst.
Nøkkel hentes i nøkkelboks ved resepsjonen i Havsdalsgrenda, kode sendes på SMS.
"""

FILED["Reiser/2025 - Geilo/Heiskort Geilo kvittering.txt"] = """SkiStar-kortet / Geilo Skisenter
KVITTERING

Kjøpt: 23.02.2025 kl. 09:12, Havsdalen billettluke
Kvitteringsnr.: 51-22-004417

3-dagers heiskort voksen (23.–25.02)              1 275,00
3-dagers heiskort barn 7–15 år (Ingrid)             995,00
Barneheiskort under 7 år (Tuva)                      0,00
Keycard depositum 2 x 50                            100,00
Skiskole «Bamseklubben» 2 x 2 t (Tuva, 24.–25.2)    980,00

Totalt                                            3 350,00
Betalt med Visa **** 4418
"""

FILED[
    "Reiser/2025 - Geilo/Pakkeliste vinterferie.txt"
] = """Pakkeliste Geilo, vinterferie (22.–26. feb)

Ski og utstyr
- Slalåmski + støvler x 3 (Tuva har nye fra Sport1-utleie, hentes fredag)
- Hjelmer, briller, ryggskinne til Ingrid
- Langrennsski til meg, ev. leie pulk til Tuva i Havsdalen

Klær
- Ull innerst x 2 sett hver, ullsokker, votter x 2 (!)
- Skidresser, buff, lue

Mat
- Kjøpe i Geilo (Kiwi) – ta med kaffe, havregryn, pølser til lørdag
- Kakao og termos til bakken

Annet
- Kjettinger i bilen, sjekke Haukeli-/Hardangervidda-status (vegvesen.no)
- Ladere, kortspill, Ingrids bok
"""

FILED["Reiser/2025 - Geilo/IMG_4388.JPG"] = _photo("2025:02:23 11:47:05", 4388, "snow")

FILED[
    "Reiser/2025 - Lofoten/Widerøe e-billett.txt"
] = """Widerøe – Reisebekreftelse / Travel confirmation

Bestillingsreferanse: W6RT9P
Utstedt: 18.03.2025

Reisende
  Øyvind Haugland
  Ingrid Haugland (barn)
  Tuva Haugland (barn)

Utreise  lørdag 5. juli 2025
  WF 703   Bergen (BGO) 08:10  →  Bodø (BOO) 10:05

Hjemreise lørdag 12. juli 2025
  WF 861   Leknes (LKN) 13:20  →  Bodø (BOO) 13:50
  WF 710   Bodø (BOO) 15:05    →  Bergen (BGO) 17:00

Billettype: Budsjett – 1 kolli innsjekket bagasje á 23 kg inkludert for alle
Totalpris: NOK 8 964 (betalt med Visa **** 4418)

Innsjekking åpner 22 timer før avgang i Widerøe-appen.
"""

FILED[
    "Reiser/2025 - Lofoten/Ferje Bodø-Moskenes bestilling.txt"
] = """Torghatten Nord – Bestillingsbekreftelse

Referanse: TN-7781204
Samband: Bodø – Moskenes

Dato: lørdag 05.07.2025
Avgang Bodø: 15:30
Ankomst Moskenes: 18:50

Passasjerer: 1 voksen, 2 barn (4 og 10 år)
Kjøretøy: Leiebil, personbil inntil 6 m (Avis Bodø, reg. oppgis ved ombordkjøring)

Pris: NOK 1 612,00
Møt opp senest 30 minutter før avgang. Bestillingen må hentes/oppgis i billettluken
eller vises frem i appen.
"""

FILED["Reiser/2025 - Lofoten/Pakkeliste Lofoten.txt"] = """Pakkeliste Lofoten 5.–12. juli

- Regntøy og støvler til alle (!!)
- Ullundertøy, fleece, lue – det blir kaldt på kveldene
- Badetøy (Haukland, Rambergstranda – hvis vi tør)
- Myggmiddel
- Fiskestang til Ingrid, krabbesnøre til Tuva
- Turbok «Lofoten til fots»: Reinebringen (Ingrid ja, Tuva i bæremeis?)
- Kamera + lader, powerbank
- Bilsete til Tuva (Avis har, men bestill!)
- Sovemaske – midnattssol, jentene sover ikke ellers
"""

FILED["Reiser/2025 - Lofoten/Plan Lofoten.docx"] = _docx(
    "Lofoten juli 2025 – plan",
    ["Øyvind, Ingrid og Tuva. Leiebil fra Avis i Bodø, tar ferja over."],
    [
        ["Dag", "Hva", "Overnatting"],
        ["Lør 5.7", "Fly BGO–BOO 08.10, ferje Bodø–Moskenes 15.30", "Å Rorbuer (5.–8.7)"],
        ["Søn 6.7", "Å: tørrfiskmuseet, bade i Å-vannet", "Å"],
        ["Man 7.7", "Kajakktur? Hamnøy og Sakrisøy", "Å"],
        ["Tir 8.7", "Flytte til Reine. Fiskebåttur fra Reine kl. 14", "Reine (8.–12.7)"],
        ["Ons 9.7", "Reinebringen (Ingrid og jeg), Tuva og … ? ", "Reine"],
        ["Tor 10.7", "Sakrisøy, Nusfjord, Ramberg-stranda", "Reine"],
        ["Fre 11.7", "Henningsvær + Lofotr vikingmuseum", "Reine"],
        ["Lør 12.7", "Levere bil Leknes, fly LKN 13.20 – BGO 17.00", "hjemme"],
    ],
    ["Husk: Reinebringen er bratt – trappene tar ca. 1 time opp."],
)

FILED["Reiser/2025 - Lofoten/IMG_5520.JPG"] = _photo("2025:07:07 16:03:40", 5520, "sea")

# ---------------------------------------------------------------------------
# Bolig, bil
# ---------------------------------------------------------------------------

FILED["Bolig/Fjordkraft faktura juni 2025.txt"] = """Fjordkraft AS
Postboks 3863 Dreggen, 5835 Bergen

STRØMFAKTURA

Kundenr.: 4021 8831
Fakturanr.: 98 441 270
Fakturadato: 03.07.2025
Forfall: 20.07.2025

Øyvind Haugland
Minde allé 31
5068 Bergen

Målepunkt-ID: 707057500012883301
Periode: 01.06.2025 – 30.06.2025
Forbruk: 612 kWh

Strøm, Fjordkraft Spot (spotpris + 4,9 øre/kWh)        312,40
Månedsavgift                                            49,00
Nettleie BKK Nett (energiledd og kapasitetsledd)       329,88
Forbruksavgift                                          87,58
Strømstøtte                                             -0,00
Å betale                                               778,86

Beløpet trekkes med AvtaleGiro på forfallsdato.
"""

FILED["Bolig/Kommunale avgifter 2025 Bergen kommune.txt"] = """Bergen kommune
Etat for innbyggerservice – Kommunale avgifter

Øyvind Haugland
Minde allé 31
5068 Bergen

Fakturadato: 10.01.2025

KOMMUNALE AVGIFTER 2025

Eiendom: Gnr. 163 bnr. 447, Minde allé 31 (enebolig)

Vann, fast del + forbruk (stipulert 150 m3)      4 610,00
Avløp, fast del + forbruk                        6 022,00
Renovasjon (BIR), standard                       4 284,00
Feiing og tilsyn                                   432,00
Eiendomsskatt                                    4 480,00
Sum for 2025                                    19 828,00

Beløpet faktureres i fire terminer: 20.02, 20.05, 20.08 og 20.11.
Termin 1: 4 957,00 – KID 163044701250
"""

FILED[
    "Bolig/Sparebanken Vest boliglån - nedbetalingsplan.txt"
] = """Sparebanken Vest – Nedbetalingsplan

Låntaker: Øyvind Haugland
Lånenr.: 3629.18.55021 (Boliglån, Minde allé 31)
Dato: 02.04.2025

Restgjeld:          2 284 120,00
Rente:              5,24 % (nominell), effektiv 5,39 %
Type:               Annuitetslån, 22 år igjen
Terminbeløp:        15 392,00 pr. måned (forfall den 15.)

Rentejustering fra 15.04.2025: renten er redusert med 0,15 prosentpoeng etter Norges Banks
rentemøte i mars. Nytt terminbeløp gjelder fra mai.

Termin     Rente        Avdrag      Restgjeld etter
05/2025    9 974,00     5 418,00    2 278 702,00
06/2025    9 950,00     5 442,00    2 273 260,00
07/2025    9 926,00     5 466,00    2 267 794,00
"""

FILED["Bolig/Gjensidige husforsikring 2025.txt"] = """Gjensidige Forsikring
Forsikringsoversikt 2025 – privat

Forsikringstaker: Øyvind Haugland, Minde allé 31, 5068 Bergen
Kundenr.: 88 114 207

Husforsikring, Minde allé 31 (enebolig 1972, 148 m²)    Fullverdi      Årspremie  6 488
Innboforsikring Super, forsikringssum 1 500 000                       Årspremie  3 612
Reiseforsikring familie (helårs, verden)                              Årspremie  2 260
Barneforsikring Ingrid og Tuva                                        Årspremie  1 890

Totalt 2025: 14 250 kr, betales månedlig med AvtaleGiro (1 187,50 kr).
"""

FILED["Bolig/Altibox faktura juli 2025.txt"] = """Altibox / BKK Fiber
Faktura

Kundenr.: 100 477 213
Fakturadato: 01.07.2025
Forfall: 15.07.2025

Øyvind Haugland, Minde allé 31, 5068 Bergen

Internett 500/500 Mbit/s, juli 2025      699,00
TV-pakke Basis                           149,00
Å betale                                 848,00

AvtaleGiro – beløpet trekkes automatisk.
"""

FILED["Bilen/EU-kontroll 2024 RAV4.txt"] = """Bergen Bilsenter – Godkjent kontrollorgan
PKK / EU-KONTROLL

Kjøretøy: Toyota RAV4 Hybrid, reg.nr. SU 48213
Første gang registrert: 14.06.2017
Kilometerstand: 118 460
Kontrolldato: 21.05.2024

Resultat: GODKJENT
Merknader (2 – skal utbedres innen neste kontroll):
  - Slitasje bremseskiver bak
  - Lett rust på bakre stabilisatorstag

Neste kontroll: innen 30.06.2026
Gebyr: 1 190 kr inkl. Statens vegvesens gebyr
"""

FILED["Bilen/Forsikring bil 2025 Frende.txt"] = """Frende Forsikring
Forsikringsbevis – Bilforsikring

Forsikringstaker: Øyvind Haugland
Polise: 5011-8801-14
Periode: 01.01.2025 – 31.12.2025

Kjøretøy: Toyota RAV4 Hybrid 2017, SU 48213
Dekning: Kasko Pluss, inkl. leiebil 15 dager og veihjelp Norge/Europa
Kjørelengde: inntil 16 000 km pr. år
Bonus: 75 %
Egenandel kasko: 6 000 kr

Årspremie: 8 436 kr
"""

FILED["Bilen/Dekkhotell Vianor.txt"] = """Vianor Danmarksplass – Dekkhotell

Kunde: Øyvind Haugland, tlf. 926 41 558
Bil: SU 48213 Toyota RAV4

Innlevert 14.04.2025: Vinterdekk Nokian Hakkapeliitta R5 SUV 225/65 R17, på felg
Mønsterdybde: VF 6,1 / HF 6,0 / VB 5,4 / HB 5,5 mm
Hylle: C-14-22

Omlegging til sommerdekk + dekkhotell sesong   1 290,00 kr (betalt kort)

Husk å bestille time for omlegging til vinterdekk i oktober.
"""

FILED["Bilen/Ferde bompenger april 2025.txt"] = """Ferde AS
Faktura for bompasseringer

Kundenr.: 2 114 559 · Brikke: 4921 3301 8842
Fakturadato: 06.05.2025
Forfall: 26.05.2025

Øyvind Haugland, Minde allé 31, 5068 Bergen
Kjøretøy: SU 48213 (hybrid, takstgruppe 1)

Periode 01.04.2025 – 30.04.2025
  Bomring Bergen, 41 passeringer (makstak 60/mnd)    1 147,00
  Hålogalandsbrua / Svinesund                            0,00
  E39 Os–Bergen (Svegatjørn–Rådal), 4 passeringer      176,00
Rabatt med avtale (20 %)                              -264,60
Å betale                                            1 058,40
"""

# ---------------------------------------------------------------------------
# Oppskrifter og bøker
# ---------------------------------------------------------------------------

FILED["Oppskrifter/Fiskekaker.txt"] = """Fiskekaker (ca. 12 stk)

600 g hyse eller sei, uten skinn og bein
1 ts salt
1,5 ss potetmel
ca. 2,5 dl helmelk
1/2 ts muskat, litt pepper
1 liten løk, finhakket (valgfritt – jentene vil ikke ha)

Kjør fisk og salt i foodprosessor til det blir seigt. Tilsett potetmel og krydder.
Spe med kald melk litt om gangen. Form kaker med en våt skje, stek i smør på middels varme
ca. 3 min på hver side.
Server med kokte poteter, revne gulrøtter og remulade (Ingrid) eller ketchup (Tuva …).
"""

FILED["Oppskrifter/Skillingsboller.txt"] = """Skillingsboller – som på Baker Brun (nesten)

Deig: 1 kg hvetemel, 1,5 dl sukker, 2 pk tørrgjær, 1 ts kardemomme, 150 g smør, 5 dl melk
Fyll: 200 g mykt smør, 2,5 dl sukker, 3 ss kanel

Smelt smøret, tilsett melk til fingervarm. Elt inn i de tørre ingrediensene, hev 45 min.
Kjevle ut til ca. 40x60 cm, smør på fyllet, rull sammen fra langsiden, del i 18 skiver.
Legg i smurte muffinsformer eller tett på brettet. Etterhev 30 min.
Stekes på 220 grader i 10–12 minutter. Pensle med sukkerlake rett ut av ovnen.
"""

FILED["Oppskrifter/Lapskaus (farmor).txt"] = """Mammas lapskaus (bergensk, brun)

800 g okse- eller svinekjøtt i terninger (rester av søndagsstek går fint)
1 kg poteter, 4 gulrøtter, 1/4 kålrot, 1 løk, 1/2 purre
1 l kraft, 2 laurbærblad, salt, pepper

Brun kjøttet godt i gryta. Tilsett løk og kraft, småkok 45 min.
Skrell og skjær grønnsakene i terninger, poteter sist. Kok til potetene begynner å gå i
oppløsning – det er det som gjør lapskausen tykk. Smak til.
Serveres med flatbrød og syltede rødbeter. Blir bedre dagen etter!
"""

FILED["Oppskrifter/Pasta med laks - jentene liker.txt"] = """Pasta med laks (hverdag, 20 min)

400 g laks uten skinn, i terninger
350 g penne
2 dl matfløte, 1 boks kremost naturell
1 sitron (skall + litt saft)
en neve frossen erter, litt dill

Kok pastaen. Varm fløte og kremost i en stor panne, ha i laksen og la den trekke 5 min.
Erter i de siste 2 min. Sitron, salt og pepper. Bland med pastaen.
Tuva spiser bare pastaen og ertene, Ingrid tar dobbel porsjon.
"""

FILED["Bøker/Leseliste 2025.txt"] = """Leseliste 2025

Lest
- jan: Jon Fosse – Det er Ales (kort, men tung)
- feb: Morten Strøksnes – Havboka (reread, se eget notat)
- mars: Maja Lunde – Bienes historie
- april–mai: Lars Mytting – Hekneveven 1: Søsterklokkene
- juni: Roy Jacobsen – De usynlige (lydbok i bilen)

Vil lese
- Jon Fosse – Morgon og kveld
- Karl Ove Knausgård – Morgenstjernen
- Ellen Lie? Tips fra Hanne: «Forløperen»
- Noe om seiling: Tilman «Mischief in Patagonia»
"""

FILED[
    "Bøker/Havboka - Strøksnes.txt"
] = """Morten A. Strøksnes – Havboka, eller Kunsten å fange en kjempehai fra en gummibåt på et
stort hav gjennom fire årstider (2015). Lest på nytt februar 2025.

To venner, en gummibåt og et år på jakt etter håkjerringa i Vestfjorden, med Lofoten i
horisonten. Egentlig en bok om havet: naturhistorie, fiske, oljeleting, Darwin og
Aristoteles om hverandre.

Likte: skildringene av havet om natten, alt om plankton og dyp.
Likte mindre: litt lang midt i, når de venter og venter.
Sitat jeg noterte: «Havet er det egentlige vesenet på denne kloden.»

Terningkast 5. Passer å lese igjen før neste sommerferie.
"""

FILED["Bøker/Sult - Hamsun.txt"] = """Knut Hamsun – Sult (1890). Lest igjen i høstferien 2024.

Jeg-fortelleren går rundt i Kristiania og sulter, skriver artikler han ikke får solgt, og
er stolt og hovmodig samtidig. Sterkt hvordan kroppen og tankene går i oppløsning.
Mye galgenhumor jeg hadde glemt (han som pantsetter knappene sine).

Tanke: lest som 17-åring på gymnaset var det bare rart. Nå er det rart og bra.
Terningkast 5.
"""

# ---------------------------------------------------------------------------
# Bilder (etter dato bildet er tatt)
# ---------------------------------------------------------------------------

FILED["Bilder/2025/2025-05/IMG_5186.JPG"] = _photo("2025:05:17 09:48:12", 5186, "city")
FILED["Bilder/2025/2025-05/IMG_5188.JPG"] = _photo("2025:05:17 10:31:44", 5188, "city")
FILED["Bilder/2025/2025-05/20250525_180407.jpg"] = _photo(
    "2025:05:25 18:04:07", 2505, "sea", model="Galaxy S23"
)
FILED["Bilder/2025/2025-06/IMG_5402.JPG"] = _photo("2025:06:18 18:12:30", 5402, "garden")
FILED["Bilder/2025/2025-06/IMG_5415.JPG"] = _photo("2025:06:23 22:40:08", 5415, "evening")
FILED["Bilder/2025/2025-06/20250628_111544.jpg"] = _photo(
    "2025:06:28 11:15:44", 2506, "garden", model="Galaxy S23"
)
FILED["Bilder/2025/2025-07/IMG_5590.JPG"] = _photo("2025:07:15 19:20:01", 5590, "sea")
FILED["Bilder/2025/2025-07/IMG_5597.JPG"] = _photo("2025:07:17 12:02:55", 5597, "sea")
FILED["Bilder/2025/2025-08/IMG_5644.JPG"] = _photo("2025:08:18 08:21:37", 5644, "city")
FILED["Bilder/2025/2025-08/IMG_5652.JPG"] = _photo("2025:08:24 15:45:10", 5652, "sea")

# ---------------------------------------------------------------------------
# INNBOKSEN: fil -> (innhold, mappen jeg ville lagt den i; "" = blir liggende)
# ---------------------------------------------------------------------------

INBOX: dict[str, tuple[str | bytes, str]] = {}

# --- Lofoten-turen (5.–12. juli 2025): bestilling uker før, kvittering underveis, bilde siste dag
INBOX["inbox/Bestillingsbekreftelse Reine Rorbuer.eml"] = (
    _eml(
        "Reine Rorbuer <booking@reinerorbuer.no>",
        OYVIND,
        "Bestillingsbekreftelse – rorbu 8.–12. juli 2025 (RR-25-0871)",
        "2025-06-02 09:14",
        """Hei Øyvind,

Takk for bestillingen! Her er bekreftelsen din.

Bestillingsnummer: RR-25-0871
Rorbu: Nr. 14 «Kvalen», 2 soverom, 5 sengeplasser, utsikt mot Reinebringen
Innsjekk: tirsdag 8. juli 2025 fra kl. 15:00 (resepsjonen er åpen til kl. 21)
Utsjekk: lørdag 12. juli 2025 innen kl. 10:00
Gjester: 1 voksen, 2 barn

Pris 4 netter:              NOK 9 960,00
Sengetøy og håndklær 3 pers.  NOK 600,00
Sluttvask                    NOK 950,00
Totalt                       NOK 11 510,00

Beløpet belastes kortet ditt ved ankomst. Gratis avbestilling til 14 dager før ankomst.

Båttur fra Reine: Fiskebåten «Reinefjord» går hver dag kl. 14 fra kaia rett nedenfor
rorbuene. Si fra i resepsjonen hvis dere vil være med.

Velkommen til Reine!

Med vennlig hilsen
Reine Rorbuer
Tlf. +47 76 09 22 22
""",
        summer=True,
    ),
    "Reiser/2025 - Lofoten/",
)

INBOX["inbox/kvittering.txt"] = (
    """ANITA'S SJØMAT
Sakrisøy, 8390 Reine
Org.nr. 989 104 227 MVA

KVITTERING                     Nr. 118 442
Dato: 10.07.2025   Kl. 13:42
Kasse 2 – Betjent av: Line

2 x Fiskesuppe, stor            à 189,00     378,00
1 x Fiskeburger m/ pommes        229,00      229,00
1 x Barnemeny fiskekaker         119,00      119,00
2 x Eplesaft 0,33               à 39,00       78,00
2 x Softis m/ strøssel          à 45,00       90,00
                                          ---------
TOTALT NOK                                   894,00

herav mva 15 %                               116,61
Betalt: VISA ************4418      894,00

Takk for besøket – velkommen tilbake!
""",
    "Reiser/2025 - Lofoten/",
)

INBOX["inbox/IMG_5582.JPG"] = (_photo("2025:07:12 09:41:22", 5582, "sea"), "Reiser/2025 - Lofoten/")

# --- Bilder: tur-dato -> turmappen, ellers Bilder/ÅÅÅÅ/ÅÅÅÅ-MM
INBOX["inbox/IMG_4402.JPG"] = (_photo("2025:02:25 13:05:10", 4402, "snow"), "Reiser/2025 - Geilo/")
INBOX["inbox/IMG_5601.JPG"] = (
    _photo("2025:07:19 20:14:36", 5601, "evening"),
    "Bilder/2025/2025-07/",
)
INBOX["inbox/20250614_183012.jpg"] = (
    _photo("2025:06:14 18:30:12", 2561, "garden", model="Galaxy S23"),
    "Bilder/2025/2025-06/",
)
INBOX["inbox/20250823_141210.jpg"] = (
    _photo("2025:08:23 14:12:10", 2582, "sea", model="Galaxy S23"),
    "Bilder/2025/2025-08/",
)
INBOX["inbox/IMG_5190.JPG"] = (_photo("2025:05:17 12:10:03", 5190, "city"), "Bilder/2025/2025-05/")

# --- Praksis: fakturaer jeg har sendt vs regninger jeg har fått
INBOX["inbox/Faktura_2025-041.docx"] = (
    _docx(
        "FAKTURA 2025-041",
        [
            "Haugland Fysioterapi · Inndalsveien 6, 5063 Bergen · Org.nr. 921 457 308",
            "Fakturadato: 22.08.2025        Forfall: 05.09.2025",
            "Til: Ingrid Solheim, Kalfarveien 58, 5018 Bergen",
        ],
        [
            ["Dato", "Tjeneste", "Beløp"],
            ["24.07.2025", "Førstegangskonsultasjon 60 min – hofte", "990,00"],
            ["31.07.2025", "Behandling 45 min", "790,00"],
            ["07.08.2025", "Behandling 45 min", "790,00"],
            ["14.08.2025", "Behandling 45 min + treningsprogram", "890,00"],
            ["21.08.2025", "Behandling 45 min", "790,00"],
            ["", "Sum å betale", "4 250,00"],
        ],
        ["Kontonr. 3624 51 77812 – KID 2025041000", "Helsetjenester er unntatt merverdiavgift."],
    ),
    "Praksis/Fakturaer sendt/2025/",
)

INBOX["inbox/Faktura desember.txt"] = (
    PRAKSIS_HODE
    + """
FAKTURA

Fakturanr.:     2024-134
Fakturadato:    19.12.2024
Forfallsdato:   02.01.2025
Kundenr.:       1007

Kunde:
Vestland Rør AS
v/ HR-ansvarlig Linda Myhre
Kokstadflaten 21
5257 Kokstad

Beskrivelse                                           Antall      Pris       Beløp
Bedriftsfysioterapi iht. avtale, november 2024             1   9 500,00    9 500,00
Kurs «Ergonomi i hverdagen», kontoret 10.12.2024           1   4 800,00    4 800,00
Kjøring Inndalsveien – Kokstad t/r (km)                   34       4,75      161,50

Sum å betale                                                            14 461,50

Unntatt mva., jf. mval. § 3-2.
Betales til kontonr. 3624 51 77812. Oppgi fakturanummer ved betaling.
God jul og takk for samarbeidet i 2024!
""",
    "Praksis/Fakturaer sendt/2024/",
)

INBOX["inbox/faktura_58213.txt"] = (
    """Fysiopartner Norge AS
Postboks 334 Alnabru, 0614 Oslo
Org.nr. 913 508 772 MVA
kundeservice@fysiopartner.no · 22 90 41 00

FAKTURA 58213
Fakturadato: 14.08.2025      Forfallsdato: 28.08.2025
Kundenr.: 20931              Deres ref.: Øyvind Haugland
Ordrenr.: 304870

Haugland Fysioterapi
Inndalsveien 6
5063 Bergen

Varenr.     Beskrivelse                               Ant.    Pris eks. mva    Sum
KT-5050     Kinesiotape 5 cm x 5 m, beige              12          92,00    1 104,00
KT-5051     Kinesiotape 5 cm x 5 m, blå                 6          92,00      552,00
BAL-PAD     Balansepute Airex, blå                      2         649,00    1 298,00
KB-8        Kettlebell 8 kg                             2         399,00      798,00
PP-45       Papirrull benk 45 cm x 50 m                 6          66,00      396,00

Sum eks. mva                                                       4 148,00
Mva 25 %                                                           1 037,00
Frakt                                                                 99,00
Å betale                                                          5 284,00

Betal til konto 1607 44 21903 med KID 209310582130
""",
    "Praksis/Regninger mottatt/2025/",
)

INBOX["inbox/document(3).txt"] = (
    """DANMARKSPLASS EIENDOM AS
Fjøsangerveien 30, 5054 Bergen
Org.nr. 987 221 604 MVA

FAKTURA 25-1644

Fakturadato: 20.06.2025
Forfall:     01.07.2025
Kundenr.:    4412

Leietaker:
Haugland Fysioterapi v/ Øyvind Haugland
Inndalsveien 6
5063 Bergen

Gjelder: Leie av lokale 2. etg., Inndalsveien 6 (48 m²), 3. kvartal 2025

Husleie juli–sept 2025                        3 x 10 120,00   30 360,00
Felleskostnader juli–sept 2025                3 x 1 420,00     4 260,00
                                                              ----------
Sum å betale                                                   34 620,00

Leien er KPI-regulert fra 1. juli 2025 (KPI mai 2024–mai 2025: 2,8 %).
Kontonr. 1503 22 64018 – KID 0441225164407
""",
    "Praksis/Regninger mottatt/2025/",
)

INBOX["inbox/Kursusbevis København.txt"] = (
    """DANSKE FYSIOTERAPEUTER – Efteruddannelse
Holmbladsgade 70, 2300 København S

KURSUSBEVIS

Hermed bekræftes, at

Øyvind Haugland
fysioterapeut, Bergen (Norge)

har gennemført kurset

DRY NEEDLING – NIVEAU 1
(myofascielle triggerpunkter i nakke, skulder og lænd)

Afholdt: 7.–9. marts 2025 i København
Omfang: 24 lektioner (teori, praktisk træning og eksamen)
Eksamen bestået: 9. marts 2025

Kurset giver adgang til Dry Needling – Niveau 2.

København, den 10. marts 2025

Mette Kjærgaard
kursusleder, specialist i muskuloskeletal fysioterapi
""",
    "Praksis/Kurs og etterutdanning/",
)

# --- Skatt: gjelder inntektsåret 2024, kommer i 2025
INBOX["inbox/Årsoppgave 2024 Storebrand.txt"] = (
    """Storebrand Livsforsikring AS
Postboks 500, 1327 Lysaker

ÅRSOPPGAVE 2024 – INDIVIDUELL PENSJONSSPARING (IPS)

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 20. januar 2025
Avtalenummer: IPS-7741092

Saldo 01.01.2024                             98 412,55
Innskudd i 2024                              25 000,00
Avkastning 2024                              17 880,34
Saldo 31.12.2024                            141 292,89

Fradragsberettiget innskudd for inntektsåret 2024: kr 25 000
Beløpet er innrapportert til Skatteetaten og kommer forhåndsutfylt i skattemeldingen
for 2024 (post 3.3.9).

Utbetaling kan tidligst starte ved 62 år og skal vare i minst 10 år.
""",
    "Skatt/2024/",
)

INBOX["inbox/Skatteoppgjøret 2024.txt"] = (
    """Skatteetaten

Skatteoppgjøret ditt for 2024 er klart

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 24. juni 2025

Beregnet skatt for 2024                 214 960
Forskuddsskatt innbetalt                220 000
Tilleggsforskudd                              0
Til gode                                  5 040
Renter                                      131
Du får tilbake                            5 171

Beløpet utbetales til konto 3624.50.11907 innen tre uker.
Forskuddsskatten for 2025 er ikke endret. Sjekk skattekortet ditt hvis inntekten fra
praksisen eller utleien av hytta endrer seg mye.
""",
    "Skatt/2024/",
)

# --- NAV (også når det gjelder en av jentene)
INBOX["inbox/Vedtak omsorgspenger.txt"] = (
    """NAV Arbeid og ytelser
Postboks 6600 Etterstad, 0607 Oslo

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 22.04.2025
Saksnummer: 4BC2K

VEDTAK OM OMSORGSPENGER

Du søkte 2. april 2025 om omsorgspenger for perioden 10.03.2025 – 14.03.2025.

Vi har innvilget omsorgspenger for 4 dager, 11.03.2025 – 14.03.2025.
Tuva Haugland var syk og kunne ikke være i barnehagen, og du var borte fra egen
virksomhet for å ta vare på henne.

10.03.2025 er regnet som egenandelsdag (du har brukt 3 egenandelsdager i 2025).

Dagsats: kr 3 012 (beregnet ut fra pensjonsgivende inntekt 2021–2023)
Utbetaling: 4 x 3 012 = 12 048 kroner før skatt. Pengene utbetales rundt 5. mai 2025.

Du har brukt 7 av 20 omsorgsdager i 2025.

Med vennlig hilsen
NAV Arbeid og ytelser
""",
    "NAV/Omsorgspenger/",
)

INBOX["inbox/NAV brev.txt"] = (
    """NAV Familie- og pensjonsytingar
Postboks 6600 Etterstad, 0607 Oslo

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 12.05.2025
Saksnummer: 1022 8847

Vi ber deg stadfeste opplysningar om utvida barnetrygd

Du får utvida barnetrygd fordi du er registrert som einsleg forsørgjar for Ingrid og Tuva.
Vi gjer jamleg kontrollar av opplysningane som ligg til grunn for utvida barnetrygd.

Vi ber deg stadfeste på nav.no/barnetrygd innan 9. juni 2025 at
- du framleis bur åleine med barna
- du ikkje er gift eller sambuar
- barna framleis har fast bustad hos deg

Dersom vi ikkje får svar innan fristen, kan vi stanse den utvida barnetrygda.

Med venleg helsing
NAV Familie- og pensjonsytingar
""",
    "NAV/Barnetrygd/",
)

# --- Barna: fornavnet avgjør; skoleåret august–juni
INBOX["inbox/Brev fra skolen januar.txt"] = (
    """Slettebakken skole
Slettebakksveien 81, 5063 Bergen

Bergen, 13. januar 2025

Til foresatte på 4. trinn

UTVIKLINGSSAMTALER OG HALVÅRSVURDERING

Godt nytt år! Vi er nå halvveis i skoleåret 2024/2025, og i ukene 4–6 inviterer vi til
utviklingssamtaler. Dere velger tid i Vigilo innen fredag 17. januar.

Før samtalen fyller eleven ut en egenvurdering sammen med dere hjemme (sendes med i
sekken i morgen). I samtalen snakker vi om trivsel, lesing, regning og mål for våren.

Andre datoer denne våren:
- Skidag for 4.–7. trinn: onsdag 19. februar (Fløyen/Skomakerdiket hvis det er snø)
- Vinterferie: uke 9
- Foreldremøte: tirsdag 11. mars kl. 18.00

Med vennlig hilsen
Håkon Rasmussen, kontaktlærer 4B
""",
    "Barna/Ingrid/Skoleåret 2024-2025/",
)

INBOX["inbox/Doc1.docx"] = (
    _docx(
        "Invitasjon til foreldremøte – 5. trinn",
        [
            "Slettebakken skole, 25. august 2025",
            "Til foresatte på 5. trinn",
            "Vi inviterer til foreldremøte torsdag 4. september 2025 kl. 18.00–19.30 i aulaen.",
            "Saker:",
            "1. Nytt på 5. trinn: fag, lekser og vurdering",
            "2. Nasjonale prøver i uke 37–38",
            "3. Digital dømmekraft og mobilbruk – vi trenger felles regler i klassen",
            "4. Valg av klassekontakter og FAU-representant for skoleåret 2025/2026",
            "5. Leirskole på 6. trinn – tidlig informasjon om sparing",
            "Det blir kaffe og kake. Gi beskjed i Vigilo om dere ikke kan komme.",
            "Med vennlig hilsen",
            "Håkon Rasmussen og Tiril Sande, kontaktlærere 5B",
        ],
    ),
    "Barna/Ingrid/Skoleåret 2025-2026/",
)

INBOX["inbox/tannhelse_innkalling.txt"] = (
    """Den offentlege tannhelsetenesta
Vestland fylkeskommune – Landås tannklinikk
Landåsvegen 12, 5096 Bergen

INNKALLING TIL TANNHELSEKONTROLL

Pasient: Ingrid Haugland, f. 03.05.2015
Føresett: Øyvind Haugland

Tid: Tysdag 7. oktober 2025 kl. 08:40
Stad: Landås tannklinikk
Behandlar: tannlege Anders Nygård

Ved denne kontrollen tek vi røntgenbilete og vurderer om det er behov for tannregulering
(kjeveortopedi). Det kan vere lurt at ein føresett er med.

Barn og unge får gratis tannhelsehjelp hos den offentlege tannhelsetenesta.
Gje beskjed seinast 24 timar før dersom timen ikkje passar: tlf. 55 23 64 80.

Dato: 02.09.2025
""",
    "Barna/Ingrid/Helse/",
)

INBOX["inbox/scan_0031.txt"] = (
    """Den offentlege tannhelsetenesta
Vestland fylkeskommune - Landås tannklinikk
Landåsvegen 12, 5096 Bergen

INNKALLING TIL TANNHELSEKONTROLL

Pasient: Tuva Haugland, f. 11.02.2021
Føresett: Øyvind Haugland

Tid: Torsdag 9. oktober 2025 kl. 14:15
Stad: Landås tannklinikk
Behandlar: tannpleiar Eirin Gjerde

Dette er den første faste kontrollen hjå oss. Vi tel tenner, ser på tannkjøtet
og gir råd om kosthald og tannpuss. Ta gjerne med tannbørsten til barnet.

Barn og unge får gratis tannhelsehjelp hos den offentlege tannhelsetenesta.
Gje beskjed seinast 24 timar før dersom timen ikkje passar: tlf. 55 23 64 80.

Dato: 02.09.2025                                              Side 1 av 1
""",
    "Barna/Tuva/Helse/",
)

INBOX["inbox/Månedsbrev september.txt"] = (
    """Månedsbrev september – Revebarna
Solhaug barnehage

Hei alle Revebarn-foreldre!

Takk for sist på foreldremøtet. Det var fint å se så mange av dere.

Dette skjer i september:
- Skoleklubb for 2020-barna hver tirsdag og torsdag formiddag
- Turdag for 2021-barna hver mandag – vi går til Kronstad og til Nygårdsparken
- Tema: Høst. Vi plukker blader, tørker dem og lager høsttre på veggen
- Brannvernuke i uke 38 med besøk av brannbilen torsdag 18. september
- Fotografering tirsdag 2. september (bestilling av bilder på nett innen 30.9.)

Husk:
- Navn i alle klær og sko, også regntøy
- Ekstra ullsokker og votter i hyllen når det blir kaldere

Hilsen Maren, Jonas og Fatima
""",
    "Barna/Tuva/Barnehage/",
)

INBOX["inbox/Faktura foreldrebetaling august.txt"] = (
    """Bergen kommune
Etat for barnehage – Fakturering

FAKTURA

Fakturanr.: 2025 0688 2210
Fakturadato: 21.07.2025
Forfall: 05.08.2025

Betaler: Øyvind Haugland, Minde allé 31, 5068 Bergen
Barn: Tuva Haugland
Barnehage: Solhaug barnehage

Gjelder august 2025
  Oppholdsbetaling heltid                 1 200,00
  Kostpenger                                440,00
Sum å betale                              1 640,00

Juli er betalingsfri måned i Bergen kommune.
Kontonr. 1503 27 41550, KID 20250688221017
""",
    "Barna/Tuva/Barnehage/",
)

INBOX["inbox/Samvær høsten 2025.txt"] = (
    """Samvær høsten 2025 – avtalt med Kari 10.8.25

Annenhver helg hos Kari (partallsuker), som vanlig:
- uke 34: 22.–24. aug (Kari kommer til Bergen, bor på Zander K)
- uke 36: 5.–7. sep – jentene flyr til Oslo fre 16.55, Kari følger dem hjem søn
- uke 38: 19.–21. sep
- uke 40: 3.–5. okt
Høstferien (uke 41): Kari har den i år (oddetall) – hun tar begge til Oslo 4.–12. okt
- uke 44: 31. okt–2. nov
- uke 46: 14.–16. nov
- uke 48: 28.–30. nov

Jul: Kari har julaften i år, jeg har nyttårsaften. Avtales nærmere i november.

Reiseutgifter deles 50/50 – Kari betaler flybillettene i september, jeg i oktober.
""",
    "Barna/Felles/",
)

# --- Hytta: utleie etter sesongen gjestene kommer
INBOX["inbox/Bokningsförfrågan sommaren 2025.eml"] = (
    _eml(
        "Johan Berg <johan.berg@gmail.com>",
        OYVIND,
        "Bokningsförfrågan sommaren 2025 – stugan på Tysnes",
        "2024-11-18 21:02",
        """Hej Øyvind!

Vi fick tips om din stuga av våra vänner Maria och Anders Lindqvist, som hyrde den i
somras och var väldigt nöjda.

Vi är två vuxna och tre barn (5, 9 och 12 år) från Uppsala och skulle vilja hyra stugan
två veckor nästa sommar, helst lördag 19 juli – lördag 2 augusti 2025 (vecka 30–31).

Några frågor:
1. Är de veckorna lediga?
2. Vad kostar det, och hur vill du ha betalt? Vi kan betala depositionen direkt.
3. Finns det flytvästar till barn i båthuset?

Vi åker bil och tar färjan Halhjem–Våge, antar jag?

Med vänliga hälsningar
Johan Berg
070-418 22 65
""",
    ),
    "Hytta/Utleie 2025/",
)

INBOX["inbox/Utleiekalender 2025.xlsx"] = (
    _xlsx(
        {
            "Sommer 2025": [
                ["Uke", "Fra – til", "Leietaker", "Pris", "Depositum betalt", "Resten betalt"],
                [26, "21.06–28.06", "egen bruk", None, None, None],
                [27, "28.06–05.07", "egen bruk (Øyvind alene, båten)", None, None, None],
                [28, "05.07–12.07", "Kristin Nilsen (Os)", 9750, "ja", "ja"],
                [29, "12.07–19.07", "Kristin Nilsen (Os)", 9750, "–", "ja"],
                [30, "19.07–26.07", "Familien Berg (Uppsala)", 9750, "ja", "ja"],
                [31, "26.07–02.08", "Familien Berg (Uppsala)", 9750, "–", "ja"],
                [32, "02.08–09.08", "Familien Schneider (Freiburg)", 9750, "ja", "ja"],
                [33, "09.08–16.08", "egen bruk", None, None, None],
                [None, "Sum", None, 48750, None, None],
            ],
            "Vask": [
                ["Dato", "Hvem", "Beløp", "Betalt"],
                ["19.07.2025", "Solveig", 1250, "Vipps"],
                ["02.08.2025", "Solveig", 1250, "Vipps"],
                ["09.08.2025", "Solveig", 1250, "Vipps"],
            ],
        }
    ),
    "Hytta/Utleie 2025/",
)

INBOX["inbox/Re_ Booking request - Schneider family.eml"] = (
    _eml(
        "Katrin Schneider <k.schneider@posteo.de>",
        OYVIND,
        "Re: Booking request - cabin Tysnes, August 2025",
        "2025-07-21 08:47",
        """Dear Øyvind,

so sorry for the delay – we were travelling ourselves. We have now transferred the
remaining NOK 6,750 to your account (reference "Schneider Tysnes").

Thank you for the tips about the ferry and the shop in Onarheim. You wrote that you
would be in Lofoten with your daughters in July – I hope you had better weather than
we had there in 2019!

We will arrive on Saturday 2 August around 17:00. Where exactly is the key box?

Best wishes from Freiburg,
Katrin, Michael, Lena and Paul

> Dear Katrin,
> the cabin is free 2-9 August. The price is NOK 9,750 for the week, deposit NOK 3,000.
> I am in Lofoten with my daughters 5-12 July, so I may answer slowly then.
> Best regards, Øyvind
""",
        summer=True,
    ),
    "Hytta/Utleie 2025/",
)

INBOX["inbox/scan_0044.txt"] = (
    """Tysnes kommune
Økonomieininga
Uggdalsvegen 333, 5680 Tysnes

Øyvind Haugland
Minde allé 31
5068 Bergen

Dato: 03.03.2025

SKATTESETEL FOR EIGEDOMSSKATT 2025

Eigedom: Gnr. 45 bnr. 12, Sjøbuvegen 7, Onarheim
Type: Fritidsbustad

Skattegrunnlag (verdi frå Skatteetaten x 70 %):   1 421 000
Botnfrådrag:                                              0
Skattesats:                                          4 promille
Eigedomsskatt for 2025:                          kr 5 684,00

Skatten vert fakturert saman med kommunale avgifter i to terminar
(20. mars og 20. september 2025).
Klagefrist: seks veker frå utsendinga av skattesetelen.

Med helsing
Tysnes kommune
""",
    "Hytta/Tysnes kommune/",
)

INBOX["inbox/Faktura Tysnes Elektro.txt"] = (
    """TYSNES ELEKTRO AS
Vågsvegen 12, 5680 Tysnes · Org.nr. 983 710 552 MVA
Tlf. 53 43 15 50 · post@tysneselektro.no

FAKTURA 25-0388
Fakturadato: 28.08.2025
Forfall: 11.09.2025

Kunde: Øyvind Haugland, Minde allé 31, 5068 Bergen
Arbeidsstad: Sjøbuvegen 7, 5685 Uggdal (fritidsbustad)

Utført 21.08.2025:
  Feilsøking jordfeil kurs 4 (naust)                       1 140,00
  Ny kapsla stikkontakt i naust, IP44                        865,00
  Komfyrvakt Innohome, montert                             2 390,00
  Køyring Våge–Onarheim t/r                                  350,00
Sum eks. mva                                               4 745,00
Mva 25 %                                                   1 186,25
Å betale                                                   5 931,25

Samsvarserklæring er sendt på e-post.
Kontonr. 3520 14 88102
""",
    "Hytta/Vedlikehold/",
)

# --- Seiling
INBOX["inbox/Tur m jentene aug.txt"] = (
    """Loggbok – Frøya
16.–17. august 2025, Hjellestad – Glesvær – Hjellestad

Lør: Første overnattingstur med Ingrid og Tuva! Avgang 11.15, SV 4–6 m/s.
Seil opp fra Korsfjorden, Ingrid trimmet fokka selv. Tuva sjøsyk en halvtime ved
Marsteinen, ble bra med kjeks. Glesvær gjestebrygge 15.40. 17 nm.
Krabbefiske på brygga – 11 krabber, alle sluppet ut igjen (Tuva bestemte).
Søn: Regn om morgenen, pannekaker i lugaren. Motor hjem, vindstille. Hjellestad 14.00.
Til neste gang: mer plass til bamser, og en bøtte til krabbene.
""",
    "Seiling/Loggbok/",
)

INBOX["inbox/resultater onsdagsregatta.txt"] = (
    """Hjellestad Båtlag – Onsdagsregatta 2025
Seilas 2, onsdag 20. august (uke 34)

Forhold: NV 5–7 m/s, sol. Bane B (Hjellestad – Bjelkarøy – Lerøy – mål). 7,8 nm.

Pl.  Båt           Skipper            Seilt tid   Korrigert
1    Kvitsel       Magne Holm         1:12:40     1:08:15
2    Frøya         Øyvind Haugland    1:14:05     1:09:52
3    Rask          Kai Vold           1:16:30     1:10:44
4    Solbris       Anne Lise Tvedt    1:21:12     1:13:01
5    Terna         Per Gunnar Sæle    DNF

Sammenlagt etter 2 seilaser: 1. Kvitsel 3 p, 2. Frøya 4 p, 3. Rask 6 p.
Neste seilas onsdag 27. august, første start 18.45. Grilling på brygga etterpå!
""",
    "Seiling/Regatta/",
)

INBOX["inbox/Kvitto Båtsport Marin.txt"] = (
    """Båtsport Marin AB
Sjöporten 6, 417 64 Göteborg
Org.nr 556712-4408 · www.batsportmarin.se

KVITTO / ORDERBEKRÄFTELSE

Ordernummer: BM-2025-118804
Orderdatum: 5 augusti 2025
Kund: Øyvind Haugland, Minde allé 31, 5068 Bergen, NORGE

Art.nr       Benämning                                         Antal   Pris (SEK)
SG-B32-135   Genua 135 % Dacron 8,8 oz, för Bavaria 32 Cruiser    1     21 490,00
             (UV-skydd grå, rullfock, sömmar enligt mått)
SH-10-DB     Skot 10 mm dubbelflätat, 2 x 12 m                   1        980,00
FR-NO        Frakt till Norge (DHL), tull och moms betalas vid    1        590,00
             leverans

Summa exkl. moms                                                       23 060,00
Moms 0 % (export)                                                           0,00
Att betala                                                             23 060,00

Betalt med kort: VISA ************4418
Beräknad leverans: vecka 37. Tack för din beställning!
""",
    "Seiling/Båten/",
)

# --- Bolig og bil
INBOX["inbox/Fjordkraft august.txt"] = (
    """Fjordkraft AS
Postboks 3863 Dreggen, 5835 Bergen

STRØMFAKTURA

Kundenr.: 4021 8831
Fakturanr.: 98 772 015
Fakturadato: 04.08.2025
Forfall: 20.08.2025

Øyvind Haugland
Minde allé 31
5068 Bergen

Målepunkt-ID: 707057500012883301
Periode: 01.07.2025 – 31.07.2025
Forbruk: 388 kWh (lavt – vi har vært bortreist)

Strøm, Fjordkraft Spot (spotpris + 4,9 øre/kWh)        171,20
Månedsavgift                                            49,00
Nettleie BKK Nett (energiledd og kapasitetsledd)       241,06
Forbruksavgift                                          55,52
Å betale                                               516,78

Beløpet trekkes med AvtaleGiro på forfallsdato.
""",
    "Bolig/",
)

INBOX["inbox/Ferde faktura.txt"] = (
    """Ferde AS
Faktura for bompasseringer

Kundenr.: 2 114 559 · Brikke: 4921 3301 8842
Fakturadato: 05.07.2025
Forfall: 25.07.2025

Øyvind Haugland, Minde allé 31, 5068 Bergen
Kjøretøy: SU 48213 (hybrid, takstgruppe 1)

Periode 01.06.2025 – 30.06.2025
  Bomring Bergen, 38 passeringer (makstak 60/mnd)    1 064,00
  E39 Os–Bergen (Svegatjørn–Rådal), 6 passeringer      264,00
  Halhjem ferjekai – ingen bom                           0,00
Rabatt med avtale (20 %)                              -265,60
Å betale                                            1 062,40
""",
    "Bilen/",
)

# --- Bøker og oppskrifter
INBOX["inbox/Morgon og kveld.txt"] = (
    """Jon Fosse – Morgon og kveld (2000). Lest i august 2025, på hytta.

Første del: Johannes blir født. Andre del: Johannes er gammel, og det er den dagen han
dør – men han vet det ikke ennå. Går ut med Peter, vennen som egentlig er død, og
snakker om krabbefiske og om fjorden.

Nynorsken og de lange setningene uten punktum tok litt tid, men etter 20 sider går
det av seg selv. Veldig stille bok. Fint å lese ved sjøen.

Terningkast 6? 5? Går for 5 – må lese den én gang til.
Neste: Knausgård – Morgenstjernen.
""",
    "Bøker/",
)

INBOX["inbox/fiskesuppe.txt"] = (
    """Fiskesuppe – slik vi fikk den på Sakrisøy i Lofoten i sommer (4 pers.)

1 l god fiskekraft (eller 2 terninger + 1 l vann)
3 dl matfløte + 1 dl kremfløte
1 gulrot, 1 purre, 1/4 sellerirot i fine strimler
600 g blandet fisk: torsk, laks og litt steinbit
100 g reker (skal ikke kokes!)
smør og 2 ss mel, litt hvitvin hvis vi har
salt, pepper, gressløk

Fres grønnsakene i smør, strø over mel, spe med kraft og fløte. Kok opp og la putre
10 min. Fisk i biter, trekke 4–5 minutter. Smak til, reker og gressløk helt til slutt.
Server med godt brød. Ingrid vil ha dobbelt med reker, Tuva bare laks.
""",
    "Oppskrifter/",
)

# --- Det jeg ikke har noen mappe for
INBOX["inbox/scan_0052.txt"] = (
    """Helse Bergen
Haukeland universitetssjukehus
Augeavdelinga, poliklinikken

Randi Haugland
Fanaveien 122
5244 Fana

Dato: 18.08.2025

INNKALLING TIL POLIKLINISK TIME

Du har fått time ved Augeavdelinga:
Tid: Måndag 29. september 2025 kl. 10:30
Stad: Haukeland universitetssjukehus, Sentralblokka, 2. etasje, oppmøte i ekspedisjon B

Du vil få augedropar som gjer at du ser dårleg nokre timar etterpå. Du må ikkje køyre
bil heim. Ta med liste over medisinar du brukar.

Eigendel: kr 375 (gjeld ikkje om du har frikort).
Gje beskjed på helsenorge.no eller tlf. 55 97 41 00 om du ikkje kan møte.

Med helsing
Augeavdelinga, Helse Bergen
""",
    "",
)

INBOX["inbox/Henvisning fysioterapi.txt"] = (
    """HENVISNING TIL FYSIOTERAPI

Fra: Kronstad legekontor, fastlege Sigrid Hovland
     Fjøsangerveien 40, 5054 Bergen, tlf. 55 28 40 20
Til: Haugland Fysioterapi, Inndalsveien 6, 5063 Bergen

Pasient: Marit Ek, f. 12.04.1978
Adresse: Kirkeveien 9, 5072 Bergen · tlf. 934 55 120

Dato: 26.08.2025

Problemstilling: Langvarige smerter i venstre skulder etter fall på sykkel i mai.
Røntgen 10.06.25: ingen fraktur. UL 04.07.25: tendinose supraspinatus, ingen ruptur.
Nedsatt abduksjon og smerter ved løft over skulderhøyde. Jobber som sykepleier (turnus).

Ønsker: Vurdering og behandling, øvelsesprogram. Pasienten har selv valgt
fysioterapeut uten driftsavtale og er kjent med at det ikke gis refusjon.

Diagnose: L92 Skuldersyndrom
Med vennlig hilsen
Sigrid Hovland, spesialist i allmennmedisin
""",
    "",
)

INBOX["inbox/Kvittering Elkjøp.txt"] = (
    """ELKJØP LAGUNEN
Laguneveien 1, 5239 Rådal
Org.nr. 935 548 105 MVA

KVITTERING / GARANTIBEVIS

Dato: 3.3.25   Kl. 17:22   Kasse 08   Selger: 411

Varenr. 221904  Moccamaster KBG Select, polished silver       2 990,00
Varenr. 88012   Avkalkingsmiddel 2 pk                          129,00
                                                            ---------
Totalt                                                        3 119,00
herav mva 25 %                                                  623,80

Betalt: Bankkort (Mastercard) ****4418

Ta vare på kvitteringen – den er ditt garantibevis.
Reklamasjonsrett 5 år på Moccamaster etter forbrukerkjøpsloven.
Åpent kjøp 30 dager (ubrukt og i original emballasje).
""",
    "",
)

INBOX["inbox/Valgkort.txt"] = (
    """VALGKORT
Stortingsvalget 2025

Øyvind Haugland
Minde allé 31
5068 Bergen

Valgdagen er mandag 8. september 2025.

Ditt valglokale på valgdagen:
Slettebakken skole, gymsalen
Slettebakksveien 81, 5063 Bergen
Åpent kl. 09.00–21.00

Du kan forhåndsstemme i hele landet fra 11. august til og med 5. september 2025.
Husk legitimasjon med bilde. Valgkortet er ikke nødvendig for å stemme, men gjør det
enklere for valgmedarbeiderne.

Du står i manntallet i Bergen kommune, krets 0407 Slettebakken, løpenummer 2211.

Bergen kommune, valgstyret
""",
    "",
)
