"""Content of the hem-gbg library: a couple in Göteborg (nurse + consultant with enskild firma),
their son in förskola, a sommarstuga on Orust and the dog Sixten."""

from __future__ import annotations

import io
import random

import openpyxl
from docx import Document
from PIL import Image, ImageDraw


def _jpeg(when: str, seed: int, make: str = "Apple", model: str = "iPhone 13") -> bytes:
    """A small photo-like JPEG with EXIF DateTimeOriginal ``when`` ("YYYY:MM:DD HH:MM:SS")."""
    rnd = random.Random(seed)
    img = Image.new(
        "RGB", (320, 240), (rnd.randint(60, 200), rnd.randint(90, 200), rnd.randint(120, 240))
    )
    draw = ImageDraw.Draw(img)
    horizon = rnd.randint(100, 170)
    draw.rectangle(
        [0, horizon, 320, 240],
        fill=(rnd.randint(20, 120), rnd.randint(60, 140), rnd.randint(20, 90)),
    )
    for _ in range(12):
        x, y = rnd.randint(0, 300), rnd.randint(0, 220)
        w, h = rnd.randint(8, 60), rnd.randint(8, 60)
        colour = (rnd.randint(0, 255), rnd.randint(0, 255), rnd.randint(0, 255))
        if rnd.random() < 0.5:
            draw.ellipse([x, y, x + w, y + h], fill=colour)
        else:
            draw.rectangle([x, y, x + w, y + h], fill=colour)
    exif = Image.Exif()
    exif[271] = make
    exif[272] = model
    exif[306] = when
    exif.get_ifd(0x8769)[36867] = when
    exif.get_ifd(0x8769)[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=70, exif=exif)
    return buf.getvalue()


def _docx(
    paragraphs: list[str], table: list[list[str]] | None = None, after: list[str] | None = None
) -> bytes:
    doc = Document()
    for i, p in enumerate(paragraphs):
        if i == 0:
            doc.add_heading(p, level=1)
        else:
            doc.add_paragraph(p)
    if table:
        t = doc.add_table(rows=0, cols=len(table[0]))
        for row in table:
            cells = t.add_row().cells
            for c, v in zip(cells, row, strict=True):
                c.text = v
    for p in after or []:
        doc.add_paragraph(p)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _xlsx(sheets: dict[str, list[list[object]]]) -> bytes:
    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in sheets.items():
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _eml(headers: dict[str, str], body: str) -> bytes:
    head = "".join(f"{k}: {v}\r\n" for k, v in headers.items())
    head += "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n"
    return (head + "\r\n" + body.replace("\n", "\r\n")).encode("utf-8")


# Folder names
SKATT23 = "Ekonomi/Skatt/Deklaration 2023/"
SKATT24 = "Ekonomi/Skatt/Deklaration 2024/"
BOLAN = "Ekonomi/Bolån/"
FORS = "Ekonomi/Försäkringar/"
BUDGET = "Ekonomi/Budget/"
BRF = "Bostad/BRF Kastanjen/"
EL = "Bostad/El och bredband/"
ST_RAK = "Sommarstugan Orust/Räkningar/"
ST_VAG = "Sommarstugan Orust/Vägföreningen/"
ST_UND = "Sommarstugan Orust/Underhåll/"
UT24 = "Firman/Fakturor ut/2024/"
UT25 = "Firman/Fakturor ut/2025/"
FIN = "Firman/Fakturor in/"
AVTAL = "Firman/Avtal/"
MOMS = "Firman/Moms och bokföring/"
ANNA_JOBB = "Familjen/Anna/Jobb/"
ANNA_H = "Familjen/Anna/Hälsa/"
JOHAN_H = "Familjen/Johan/Hälsa/"
PASS = "Familjen/Pass och ID/"
FSK2425 = "Familjen/Elias/Förskolan/2024-25/"
FSK2526 = "Familjen/Elias/Förskolan/2025-26/"
BVC = "Familjen/Elias/Hälsa BVC/"
HUND = "Hunden Sixten/"
BIL = "Bilen/"
LONDON = "Resor/2023-10 London/"
LOFOTEN = "Resor/2024-07 Lofoten/"
KRETA = "Resor/2025-04 Kreta/"
HKI = "Resor/2025-08 Helsingfors/"
FOTO24 = "Foton/2024/"
FOTO25 = "Foton/2025/"
RECEPT = "Recept/"
BOCKER = "Böcker/"
STICK = "Fritid/Stickning/"
LOP = "Fritid/Löpning/"
KVITTO = "Kvitton och garantier/"

FIRMA_HEAD = """Lindqvist Systemutveckling
Johan Lindqvist
Allmänna vägen 14, lgh 1102
414 60 Göteborg
Org.nr: 850312-4471   Momsreg.nr: SE850312447101
Godkänd för F-skatt
johan@lindqvistsystem.se   070-412 88 53"""

FIRMA_FOOT = """Betalningsvillkor: 30 dagar netto. Dröjsmålsränta enligt räntelagen.
Bankgiro: 5712-0934
Tack för uppdraget!"""


def _kr(x: float) -> str:
    whole, frac = f"{x:,.2f}".split(".")
    return whole.replace(",", " ") + "," + frac


def _faktura_ut(
    nr: str, datum: str, forfallo: str, kund: str, rader: list[tuple[str, float, int]], ref: str
) -> str:
    lines = []
    netto = 0
    for text, timmar, pris in rader:
        belopp = timmar * pris
        netto += belopp
        antal = f"{timmar:.1f}".replace(".", ",")
        lines.append(f"{text:<50} {antal:>6} h  {pris:>5} kr  {_kr(belopp):>12} kr")
    moms = netto * 0.25
    return f"""{FIRMA_HEAD}

FAKTURA

Fakturanummer: {nr}
Fakturadatum: {datum}
Förfallodatum: {forfallo}
Er referens: {ref}

Kund:
{kund}

Specifikation                                   Antal     À-pris      Belopp
{chr(10).join(lines)}

Summa exkl. moms: {_kr(netto)} kr
Moms 25 %:        {_kr(moms)} kr
ATT BETALA:       {_kr(netto + moms)} kr

{FIRMA_FOOT}
"""


KVARNBY = """Kvarnby Logistik AB
Att: Ekonomiavdelningen
Box 1207
421 22 Västra Frölunda"""

NORDHAMN = """Nordhamn Digital AB
Fakturor / Ref 4410
Lilla Bommen 6
411 04 Göteborg"""

# --------------------------------------------------------------------------------------
# FILED
# --------------------------------------------------------------------------------------

FILED: dict[str, str | bytes] = {}

# --- Skatt -----------------------------------------------------------------------------
FILED[SKATT23 + "Kontrolluppgift Anna 2023.txt"] = """KONTROLLUPPGIFT – INKOMST AV TJÄNST (KU10)
Inkomstår 2023

Uppgiftslämnare: Västra Götalandsregionen, org.nr 232100-0131
Inkomsttagare: Anna Lindqvist, 870914-2386

Kontant bruttolön m.m. (011)            498 216 kr
Skattepliktiga förmåner (012)                 0 kr
Avdragen preliminär skatt (001)         142 906 kr

Uppgiften har lämnats till Skatteverket 2024-01-24.
"""
FILED[SKATT23 + "Slutskattebesked 2023 Johan.txt"] = """Skatteverket
SLUTSKATTEBESKED för inkomståret 2023
Beslutsdatum: 2024-08-09

Johan Lindqvist, 850312-4471
Allmänna vägen 14 lgh 1102, 414 60 Göteborg

Överskott av näringsverksamhet (NE)        612 400 kr
Överskott av kapital                        -28 114 kr
Slutlig skatt                               201 337 kr
Debiterad preliminär skatt (F-skatt)        196 500 kr
Att betala                                    4 837 kr

Beloppet ska vara inbetalt senast den 12 november 2024.
"""
FILED[SKATT23 + "rot-avdrag stugan 2023.txt"] = """Underlag ROT 2023 – sparat till deklarationen

Takläggning sommarstugan (Orust), Henåns Bygg & Tak AB
Faktura 2023-118, betald 2023-09-14
Arbetskostnad 84 000 kr, ROT-avdrag 25 200 kr (30 %)
Avdraget fördelat på Johan (25 200). Anna har inget ROT 2023.
"""
FILED[SKATT24 + "Kontrolluppgift ränta SBAB 2024.txt"] = """SBAB Bank AB (publ)
Årsbesked och kontrolluppgift 2024

Låntagare: Anna Lindqvist 870914-2386 (50 %), Johan Lindqvist 850312-4471 (50 %)
Lån 2841-553 907 (Bostadsrätt, Brf Kastanjen i Majorna)

Betald ränta 2024:      71 944 kr
  varav Anna:           35 972 kr
  varav Johan:          35 972 kr
Skuld 2024-12-31:    2 418 000 kr

Uppgifterna har lämnats till Skatteverket.
Solna, januari 2025
"""
FILED[
    SKATT24 + "NE-bilaga 2024 utkast.txt"
] = """NE-bilaga inkomstår 2024 – utkast från Redovisningsbyrån Masthugget
Lindqvist Systemutveckling (enskild firma), Johan Lindqvist

R1  Försäljning med moms                     1 084 200
R5  Övriga externa kostnader                   -68 430
R7  Avskrivningar inventarier                  -14 900
R11 Årets resultat                           1 000 870
R34 Periodiseringsfond avsättning             -250 000
R47 Överskott                                  750 870

Att kontrollera innan 2 maj: egenavgifter, periodiseringsfond 2019 ska återföras.
/ Lena, Masthugget, 11/3
"""
FILED[SKATT24 + "deklaration att göra.txt"] = """Deklarationen 2024 (lämnas våren 2025)
- Anna: godkänn i appen, inget extra
- Johan: NE från Lena, dubbelkolla ränteavdrag 50/50
- Glöm inte resor till jobb? Anna under 11 000 kr -> inget
Senast 2 maj!
"""

# --- Bolån -------------------------------------------------------------------------------
FILED[BOLAN + "SBAB räntebesked 2024-10.txt"] = """SBAB
Ny räntesats för ditt bolån

Lån: 2841-553 907
Ny ränta från 2024-10-20: 3,69 % (3 mån bunden)
Tidigare ränta: 4,09 %
Ny månadskostnad (ränta + amortering): 12 280 kr

Vänliga hälsningar
SBAB Kundservice
"""
FILED[BOLAN + "Amorteringsunderlag 2022.txt"] = """AMORTERINGSUNDERLAG

Bostad: Brf Kastanjen i Majorna, lgh 1102, Allmänna vägen 14
Marknadsvärde vid värdering 2022-05-16: 4 150 000 kr
Lån vid värdering: 2 560 000 kr (belåningsgrad 61,7 %)
Amorteringskrav: 1 % per år av ursprungligt belopp = 25 600 kr/år
Skuldkvotstillägg: nej

Utfärdat av SBAB Bank AB, 18 maj 2022
"""
FILED[BOLAN + "villkorsändring bindningstid.txt"] = """Hej Anna och Johan,

Bekräftelse på er ändring: lånedel 2 (1 200 000 kr) binds på 2 år från 2025-01-20 till 2,98 %.
Lånedel 1 ligger kvar rörlig.

Med vänlig hälsning
Kristoffer, SBAB bolånerådgivning
"""

# --- Försäkringar --------------------------------------------------------------------------
FILED[FORS + "Hemförsäkring Folksam 2025.txt"] = """Folksam
Försäkringsbrev – Hemförsäkring Bostadsrätt Stor

Försäkringstagare: Anna Lindqvist
Medförsäkrad: Johan Lindqvist, Elias Lindqvist
Adress: Allmänna vägen 14 lgh 1102, 414 60 Göteborg
Försäkringsperiod: 2025-02-01 – 2026-01-31
Bostadsrättstillägg: ingår
Självrisk: 1 500 kr
Årspremie: 3 744 kr
"""
FILED[FORS + "Fritidshusförsäkring Orust.txt"] = """Länsförsäkringar Göteborg och Bohuslän
Försäkringsbrev – Fritidshus

Försäkringsställe: Vadholmen 4, 474 31 Ellös (Orust, fastighet Röra-Vadholmen 1:22)
Försäkringstagare: Johan Lindqvist
Byggnad: Fritidshus 68 m², friggebod, brygga
Period: 1 juni 2024 – 31 maj 2025
Premie: 4 215 kr/år
Självrisk: 3 000 kr (stormskada 6 000 kr)
"""
FILED[FORS + "Barnförsäkring Elias.txt"] = """Trygg-Hansa Barnförsäkring
Försäkrad: Elias Lindqvist, 210211-5038
Försäkringsbelopp: 50 prisbasbelopp
Premie: 198 kr/mån, dras via autogiro
Gäller från 2021-03-01, förnyas årligen 1 mars.
"""
FILED[FORS + "Bilförsäkring Volvo.txt"] = """If Skadeförsäkring
Helförsäkring personbil

Fordon: Volvo V60 D4, reg.nr OHB 27K
Ägare: Johan Lindqvist
Period: 2024-11-01 – 2025-10-31
Körsträcka: högst 1 500 mil/år
Premie: 6 852 kr/år
"""
FILED[
    FORS + "olycksfall Anna Vårdförbundet.txt"
] = """Vårdförbundet – medlemsförsäkringar via Folksam
Anna Lindqvist, medlemsnr 1188 422
Inkomstförsäkring: ingår i medlemskapet
Olycksfallsförsäkring fritid: 89 kr/mån
Ändringar görs på vardforbundet.se senast 30/11.
"""

# --- Budget ----------------------------------------------------------------------------------
FILED[BUDGET + "budget_2025.xlsx"] = _xlsx(
    {
        "Månad": [
            ["Post", "Jan", "Feb", "Mar", "Apr"],
            ["Lön Anna (netto)", 31200, 31200, 32950, 31200],
            ["Lön Johan (uttag)", 38000, 38000, 38000, 38000],
            ["Bolån SBAB", -12280, -12280, -11950, -11950],
            ["Avgift BRF", -4870, -4870, -4870, -4870],
            ["Förskola", -1688, -1688, -1688, -1688],
            ["Mat", -9500, -9100, -9800, -10400],
            ["Stugan", -1450, -1450, -2300, -1450],
            ["Sixten (Agria + mat)", -1100, -1100, -1100, -1100],
            ["Sparande", -8000, -8000, -8000, -8000],
        ]
    }
)
FILED[BUDGET + "sparmål.txt"] = """Sparmål 2025
- Buffert: 60 000 kr (har 41 000)
- Kreta i april: 28 000 kr ✔
- Nytt tak friggebod stugan: 15 000 kr
- Elias barnsparande: 500 kr/mån (Avanza, Global index)
"""
FILED[BUDGET + "utgifter december 2024.txt"] = """Utgifter dec 2024 (Anna räknade)
Mat 12 430
Julklappar 6 800
Julbord Sahlgrenska avd 33 – 0 (betalt av jobbet)
Stugan el 1 960
Veterinär Sixten 2 340 (öroninflammation)
Totalt över budget: ca 7 000 – ok pga julen
"""

# --- Bostad --------------------------------------------------------------------------------
FILED[BRF + "Avgiftsavi april-juni 2025.txt"] = """Brf Kastanjen i Majorna
Org.nr 716416-3388
Förvaltare: SBC Sveriges BostadsrättsCentrum

AVGIFTSAVI – kvartal 2 2025
Lägenhet 1102, Allmänna vägen 14
Innehavare: Anna Lindqvist, Johan Lindqvist

Månadsavgift april   4 870 kr   förfaller 2025-03-31
Månadsavgift maj     4 870 kr   förfaller 2025-04-30
Månadsavgift juni    4 870 kr   förfaller 2025-05-31

Bankgiro 5050-1055, OCR 110244180225
"""
FILED[BRF + "Kallelse föreningsstämma 2025.txt"] = """Kallelse till ordinarie föreningsstämma
Brf Kastanjen i Majorna

Tid: onsdag 21 maj 2025 kl. 18.30
Plats: Föreningslokalen, Allmänna vägen 10 (källarplan)

Dagordning i urval:
7. Årsredovisning 2024
11. Arvoden till styrelse
14. Motion om laddstolpar på gården
15. Information om stambyte 2027

Välkomna! / Styrelsen
"""
FILED[
    BRF + "Årsredovisning 2024 sammanfattning.txt"
] = """Brf Kastanjen – årsredovisning 2024 i korthet (mina anteckningar)

- Avgiftshöjning 5 % från 1 jan 2025 (4 640 -> 4 870)
- Lån/kvm: 6 210 kr
- Stambyte planerat 2027, kostnad ca 38 Mkr
- Fjärrvärmen ökade 14 %
Anna, mars 2025
"""
FILED[BRF + "Info trapphusrenovering.txt"] = """Till alla boende i Allmänna vägen 10–14

Vecka 36–40 målas trapphusen. Entrédörrarna stängs av i etapper. Barnvagnar och cyklar måste
flyttas från trapphuset senast 1/9. Frågor till styrelsen@brfkastanjen.se

Styrelsen, Brf Kastanjen
"""

FILED[EL + "Göteborg Energi faktura januari 2025.txt"] = """Göteborg Energi
Faktura 88 104 552 19

Kund: Johan Lindqvist
Anläggning: Allmänna vägen 14 lgh 1102, 414 60 Göteborg
Anläggnings-id: 735999100055672214

Period: 2025-01-01 – 2025-01-31
Förbrukning: 412 kWh
Elnät: 318,40 kr
Elhandel (rörligt): 498,55 kr
Moms: 204,24 kr
Att betala: 1 021,19 kr senast 2025-02-28
"""
FILED[EL + "Göteborg Energi faktura februari 2025.txt"] = """Göteborg Energi
Faktura 88 104 771 03

Kund: Johan Lindqvist
Anläggning: Allmänna vägen 14 lgh 1102, 414 60 Göteborg

Period: 2025-02-01 – 2025-02-28
Förbrukning: 388 kWh
Att betala: 963,80 kr senast 2025-03-31
"""
FILED[EL + "Bahnhof avtal 1000 Mbit.txt"] = """Bahnhof AB – Orderbekräftelse
Bredband 1000/1000 Mbit via Stadsnät (Göteborg Energi)
Adress: Allmänna vägen 14, lgh 1102
Pris: 399 kr/mån, ingen bindningstid
Startdatum: 15 augusti 2023
"""

# --- Sommarstugan ------------------------------------------------------------------------------
FILED[ST_RAK + "Ellevio elnät Vadholmen dec 2024.txt"] = """Ellevio AB
Faktura elnät

Anläggning: Vadholmen 4, 474 31 Ellös
Kund: Johan Lindqvist
Period: 2024-10-01 – 2024-12-31
Överföring: 611 kWh
Fast abonnemangsavgift 16 A: 1 140,00 kr
Överföringsavgift: 201,63 kr
Att betala: 1 676,79 kr inkl. moms
Förfallodag: 2025-01-31
"""
FILED[ST_RAK + "Orust kommun VA och renhållning 2025.txt"] = """Orust kommun
Samhällsbyggnadsenheten, 473 80 Henån

Faktura vatten, avlopp och renhållning – fritidshus
Fastighet: Röra-Vadholmen 1:22
Fastighetsägare: Johan Lindqvist
Period: 1 jan – 30 jun 2025
Sophämtning fritidsabonnemang (maj–sept): 1 265 kr
Slamtömning enskilt avlopp: 1 890 kr
Summa: 3 155 kr, förfaller 28 februari 2025
"""
FILED[ST_RAK + "sotning 2024.txt"] = """Orust Sotningsdistrikt
Kvitto brandskyddskontroll och sotning
Vadholmen 4, Ellös – braskamin Contura
Utfört 2024-09-03. Anmärkning: inga.
Belopp: 1 120 kr (betalt med Swish)
"""

FILED[ST_VAG + "Protokoll årsmöte 2024.txt"] = """Vadholmens Vägsamfällighetsförening
Protokoll fört vid årsmöte 2024-06-15, Vadholmens bygdegård

§1 Mötets öppnande. Ordförande Bengt Karlsson hälsade välkommen.
§5 Kassarapport: behållning 84 211 kr.
§7 Beslut om utdebitering 2024: 1 200 kr per andel. Lindqvist (Vadholmen 4) har 1 andel.
§9 Grusning av backen vid badplatsen beslutades, ca 18 000 kr.
§11 Mötet avslutades.
"""
FILED[ST_VAG + "Utdebitering vägavgift 2024.txt"] = """Vadholmens Vägsamfällighetsförening
Utdebitering 2024 – Vadholmen 4 (Lindqvist)
1 andel à 1 200 kr = 1 200 kr
Betalas till bankgiro 431-8870 senast 31/7.
"""

FILED[ST_UND + "Offert målning fasad.txt"] = """Tjörn & Orust Måleri AB
Offert nr 2025-031, 12 februari 2025

Objekt: fritidshus Vadholmen 4, Ellös
Arbete: skrapning, grundning och två strykningar Falu Rödfärg, vita knutar och fönsterfoder
Arbetskostnad: 42 000 kr
Material: 9 800 kr
Totalt inkl. moms: 51 800 kr (före ROT-avdrag)
Offerten gäller 60 dagar.
"""
FILED[ST_UND + "att göra stugan 2024.txt"] = """Stugan – att göra hösten 2024
- ta upp båten (Gösta hjälper) ✔
- stänga av vattnet, tömma ledningar ✔
- byta tätningslist ytterdörr
- musfällor i förrådet ✔
"""
FILED[ST_UND + "brygga reparation.txt"] = """Bryggan – anteckningar
Tre bärande reglar ruttna längst ut. Tryckimpregnerat 45x145, 6 st à 4,2 m.
Beställt från XL-Bygg Henån 3/5, hämtas fredag.
"""

# --- Firman: fakturor ut ------------------------------------------------------------------------
FILED[UT24 + "Faktura 2024-014 Kvarnby.txt"] = _faktura_ut(
    "2024-014",
    "2024-10-31",
    "2024-11-30",
    KVARNBY,
    [("Systemutveckling WMS-integration, oktober 2024", 142.0, 950)],
    "Maria Sjöberg",
)
FILED[UT24 + "Faktura 2024-015 Kvarnby.txt"] = _faktura_ut(
    "2024-015",
    "2024-11-29",
    "2024-12-29",
    KVARNBY,
    [("Systemutveckling WMS-integration, november 2024", 151.5, 950)],
    "Maria Sjöberg",
)
FILED[UT24 + "Faktura 2024-016 Nordhamn.docx"] = _docx(
    [
        "FAKTURA 2024-016",
        FIRMA_HEAD,
        "Fakturadatum: 2024-12-20    Förfallodatum: 2025-01-19",
        "Kund: Nordhamn Digital AB, Lilla Bommen 6, 411 04 Göteborg. Er referens: Oskar Wennberg",
    ],
    [
        ["Specifikation", "Antal", "À-pris", "Belopp"],
        ["Kodgranskning och arkitekturworkshop, dec 2024", "16 h", "1 100 kr", "17 600 kr"],
        ["Summa exkl. moms", "", "", "17 600 kr"],
        ["Moms 25 %", "", "", "4 400 kr"],
        ["Att betala", "", "", "22 000 kr"],
    ],
    [FIRMA_FOOT],
)
FILED[UT24 + "Faktura 2024-013 Kvarnby.txt"] = _faktura_ut(
    "2024-013",
    "2024-09-30",
    "2024-10-30",
    KVARNBY,
    [("Systemutveckling WMS-integration, september 2024", 136.0, 950)],
    "Maria Sjöberg",
)
FILED[UT25 + "Faktura 2025-001 Kvarnby.txt"] = _faktura_ut(
    "2025-001",
    "2025-01-31",
    "2025-03-02",
    KVARNBY,
    [("Systemutveckling WMS-integration, januari 2025", 148.0, 995)],
    "Maria Sjöberg",
)
FILED[UT25 + "Faktura 2025-002 Kvarnby.txt"] = _faktura_ut(
    "2025-002",
    "2025-02-28",
    "2025-03-30",
    KVARNBY,
    [("Systemutveckling WMS-integration, februari 2025", 139.5, 995)],
    "Maria Sjöberg",
)
FILED[UT25 + "Faktura 2025-003 Kvarnby.txt"] = _faktura_ut(
    "2025-003",
    "2025-03-31",
    "2025-04-30",
    KVARNBY,
    [("Systemutveckling WMS-integration, mars 2025", 121.0, 995)],
    "Maria Sjöberg",
)
FILED[UT25 + "Faktura 2025-004 Nordhamn.txt"] = _faktura_ut(
    "2025-004",
    "2025-04-30",
    "2025-05-30",
    NORDHAMN,
    [("Prestandaanalys API, april 2025", 24.0, 1100), ("Workshop säkerhet", 6.0, 1100)],
    "Oskar Wennberg",
)

# --- Firman: fakturor in -----------------------------------------------------------------------
FILED[FIN + "Fortnox faktura april 2025.txt"] = """Fortnox AB
Box 427, 351 06 Växjö

Faktura 2025-0419-88321
Kund: Lindqvist Systemutveckling (kundnr 104 552)
Fakturadatum: 2025-04-01   Förfallodatum: 2025-04-30

Bokföring Mini, april 2025      199,00
Fakturering, april 2025         149,00
Moms 25 %                        87,00
Att betala                      435,00 SEK
"""
FILED[FIN + "JetBrains invoice 2025.txt"] = """JetBrains s.r.o.
Na Hřebenech II 1718/10, 140 00 Prague 4, Czech Republic

INVOICE  JB-INV-2025-00418832
Date: January 14, 2025
Bill to: Lindqvist Systemutveckling, Johan Lindqvist, SE850312447101

All Products Pack – Individual, annual subscription (2nd year)   EUR 233.00
VAT reverse charge (Article 196, Council Directive 2006/112/EC)   EUR   0.00
Total                                                             EUR 233.00
Paid by card ending 4471.
"""
FILED[FIN + "Telia mobil firma mars.txt"] = """Telia Sverige AB
Faktura företag

Kund: Lindqvist Systemutveckling
Abonnemang: Jobbmobil 40 GB, 070-412 88 53
Period: 2025-03-01 – 2025-03-31
Att betala: 436,25 kr inkl. moms (moms 87,25 kr)
Förfallodatum: 2025-04-28
"""
FILED[FIN + "Masthugget redovisning faktura Q1.txt"] = """Redovisningsbyrån Masthugget AB
Stigbergstorget 3, 414 63 Göteborg

Faktura 3310
Till: Lindqvist Systemutveckling, Johan Lindqvist
Datum: 10 april 2025   Förfaller: 10 maj 2025

Löpande bokföring jan–mars 2025                   3 600 kr
Momsdeklaration Q1                                  800 kr
Summa exkl. moms                                  4 400 kr
Moms                                              1 100 kr
Att betala                                        5 500 kr
"""
FILED[FIN + "Webbhotell Loopia 2025.txt"] = """Loopia AB – Kvitto
Domän lindqvistsystem.se + webbhotell Start, 12 mån
Ordernr 77013255, 2025-02-06
Beställare: Lindqvist Systemutveckling
Belopp: 588 kr inkl. moms
"""

# --- Firman: avtal -------------------------------------------------------------------------------
FILED[AVTAL + "Konsultavtal Kvarnby Logistik 2024.docx"] = _docx(
    [
        "KONSULTAVTAL",
        "Parter: Kvarnby Logistik AB (556712-4410), nedan Kunden, och Lindqvist Systemutveckling "
        "(Johan Lindqvist, 850312-4471), nedan Konsulten.",
        "1. Uppdrag: Utveckling av integration mellan Kundens lagersystem (WMS) och transportbokning.",
        "2. Avtalstid: 2024-09-01 – 2025-06-30 med möjlighet till förlängning.",
        "3. Ersättning: 950 kr/timme exkl. moms 2024, 995 kr/timme från 2025-01-01. Fakturering månadsvis i efterskott.",
        "4. Sekretess: Konsulten förbinder sig att inte röja Kundens affärshemligheter.",
        "Göteborg den 22 augusti 2024",
        "Maria Sjöberg, Kvarnby Logistik AB                Johan Lindqvist",
    ]
)
FILED[AVTAL + "NDA Nordhamn Digital.txt"] = """SEKRETESSAVTAL (NDA)

Mellan Nordhamn Digital AB, 559021-7733, och Lindqvist Systemutveckling (Johan Lindqvist).
Avser information som lämnas i samband med förstudie "Plattform 2.0".
Sekretessen gäller i tre (3) år från undertecknande.

Undertecknat digitalt via Scrive 2024-11-18.
"""
FILED[AVTAL + "Ramavtal Nordhamn 2025.txt"] = """Ramavtal konsulttjänster
Nordhamn Digital AB – Lindqvist Systemutveckling
Period: 1 januari 2025 – 31 december 2025
Timpris: 1 100 kr exkl. moms, avrop via e-post från Oskar Wennberg.
Betalningsvillkor 30 dagar.
"""

# --- Firman: moms -----------------------------------------------------------------------------
FILED[MOMS + "Momsdeklaration Q3 2024.txt"] = """Skatteverket – Kvittens mervärdesskattedeklaration
Lindqvist Systemutveckling, SE850312447101
Redovisningsperiod: 2024-07-01 – 2024-09-30

05 Momspliktig försäljning           262 110
10 Utgående moms 25 %                 65 528
48 Ingående moms                       2 144
49 Moms att betala                    63 384

Inlämnad 2024-11-08 av ombud Redovisningsbyrån Masthugget AB
"""
FILED[MOMS + "Momsdeklaration Q4 2024.txt"] = """Skatteverket – Kvittens mervärdesskattedeklaration
Lindqvist Systemutveckling, SE850312447101
Redovisningsperiod: 2024-10-01 – 2024-12-31

05 Momspliktig försäljning           296 425
10 Utgående moms 25 %                 74 106
48 Ingående moms                       3 870
49 Moms att betala                    70 236

Inlämnad 2025-02-10 av ombud Redovisningsbyrån Masthugget AB
"""
FILED[MOMS + "Preliminär F-skatt 2025.txt"] = """Skatteverket
Beslut om preliminär skatt för inkomståret 2025

Johan Lindqvist, 850312-4471 (F-skatt)
Beräknat överskott av näringsverksamhet: 760 000 kr
Debiterad preliminär skatt: 247 800 kr, 20 650 kr/mån
Betalas till skattekontot senast den 12:e varje månad (17 januari och 17 augusti).
"""

# --- Familjen: Anna ------------------------------------------------------------------------------
for _m, _d, _brutto, _ob, _netto in [
    ("januari", "2025-01-25", 41200, 2130, 31186),
    ("februari", "2025-02-25", 41200, 1840, 30972),
    ("mars", "2025-03-25", 41200, 4410, 32951),
    ("april", "2025-04-25", 41200, 1990, 31077),
]:
    FILED[ANNA_JOBB + f"Lönespecifikation {_m} 2025.txt"] = f"""Västra Götalandsregionen
Sahlgrenska Universitetssjukhuset
LÖNESPECIFIKATION

Anställd: Anna Lindqvist (anst.nr 4188213)
Befattning: Sjuksköterska, avd 33 Kirurgi
Utbetalningsdag: {_d}

Månadslön                          {_brutto} kr
OB-tillägg (föreg. månad)           {_ob} kr
Preliminär skatt (tabell 32)      -{_brutto + _ob - _netto} kr
Att utbetala                       {_netto} kr
"""
FILED[ANNA_JOBB + "Schema vecka 14-18.xlsx"] = _xlsx(
    {
        "Schema": [
            ["Vecka", "Mån", "Tis", "Ons", "Tor", "Fre", "Lör", "Sön"],
            [14, "D", "D", "-", "K", "K", "-", "-"],
            [15, "-", "N", "N", "N", "-", "-", "-"],
            [16, "Semester", "Semester", "Semester", "Semester", "Semester", "-", "-"],
            [17, "D", "D", "K", "-", "D", "D", "-"],
            [18, "-", "K", "K", "D", "-", "-", "-"],
            ["D = dag 07-16, K = kväll 13.30-21.30, N = natt 21-07.30", "", "", "", "", "", "", ""],
        ]
    }
)

FILED[ANNA_H + "1177 provsvar.txt"] = """1177 – Meddelande från Vårdcentralen Masthugget
Till: Anna Lindqvist

Hej Anna! Dina provsvar (blodstatus, järn, TSH) från 4 februari är normala. Ingen
åtgärd behövs. Hör av dig om du fortfarande är trött om en månad.
Hälsningar, Distriktsläkare Karin Holm
"""
FILED[ANNA_H + "Mammografi kallelse.txt"] = """Sahlgrenska Universitetssjukhuset – Mammografienheten
Kallelse till mammografi
Anna Lindqvist, 870914-2386
Tid: torsdag 13 mars 2025 kl. 08.20, Bröstcentrum, Blå stråket 5
Avgift 0 kr.
"""

# --- Familjen: Johan ---------------------------------------------------------------------------------
FILED[JOHAN_H + "Folktandvården faktura 2024.txt"] = """Folktandvården Västra Götaland
Klinik Linnéstaden

Patient: Johan Lindqvist, 850312-4471
Behandlingsdatum: 2024-05-27
Basundersökning (101)            925 kr
Tandvårdsbidrag                 -300 kr
Att betala                       625 kr
"""
FILED[JOHAN_H + "Fysioterapi knä.txt"] = """Johans knä – fysio hos Sportrehab Gårda
3/10, 17/10, 31/10. Övningar: step-ups, knäböj på ett ben, 3x12.
Ont vid löpning i nedförsbacke. Ny kontroll i januari.
"""

# --- Pass och ID --------------------------------------------------------------------------------------
FILED[PASS + "Pass Elias kvitto polisen.txt"] = """Polismyndigheten – Kvitto passansökan
Sökande: Elias Lindqvist, 210211-5038
Vårdnadshavare närvarande: Anna Lindqvist, Johan Lindqvist
Passexpedition Göteborg Nordstaden, 2025-02-19
Avgift: 400 kr
Passet kan hämtas tidigast efter 10 arbetsdagar.
"""
FILED[PASS + "Pass giltighet.txt"] = """Pass – giltigt till
Anna: 2029-06-03
Johan: 2026-01-17  <- förnya hösten 2025!
Elias: 2030-03-05 (nytt)
"""
FILED[PASS + "ID-kort Anna Skatteverket.txt"] = """Skatteverket
Bekräftelse: ansökan om identitetskort
Sökande: Anna Lindqvist, 870914-2386
Servicekontor Göteborg, 11 oktober 2023
Kortet skickas till servicekontoret inom 3 veckor.
"""

# --- Elias förskola -------------------------------------------------------------------------------
FILED[FSK2425 + "Välkomstbrev ht 2024.txt"] = """Förskolan Kastanjegården, avdelning Blåbäret
Göteborgs Stad, Centrum

Välkommen till ett nytt förskoleår 2024/2025!

Hej alla familjer på Blåbäret!
Vi startar höstterminen måndag 19 augusti. I år är ni 16 barn på avdelningen och pedagogerna är
Fatima, Jonas och Lisa. Tänk på att märka alla kläder och lämna ett ombyte i lådan.
Planeringsdag fredag 4 oktober – förskolan stängd.

Hälsningar Fatima Ali, förskollärare
"""
FILED[
    FSK2425 + "Utvecklingssamtal Elias okt 2024.txt"
] = """Utvecklingssamtal – Elias Lindqvist, 3 år
Datum: 15/10 2024, Blåbäret
Närvarande: Anna, Jonas (pedagog)

- Trygg i gruppen, leker mycket med Ture och Wilma
- Språk: pratar i långa meningar, gillar sagor
- Mål till våren: klä på sig själv, turtagning i spel
"""
FILED[FSK2425 + "Avgiftsbeslut förskola 2024.txt"] = """Göteborgs Stad, Förskoleförvaltningen
Beslut om avgift för förskola

Barn: Elias Lindqvist, 210211-5038
Placering: Förskolan Kastanjegården
Avgift från 2024-08-01: 1 688 kr/mån (maxtaxa)
Avgiften betalas 12 månader per år.
"""
FILED[FSK2425 + "Luciafirande.txt"] = """Lucia på Blåbäret fredag 13/12 kl 8.15!
Barnen får gärna komma utklädda till lucia, tärna, tomte eller pepparkaka. Vi bjuder på
glögg och lussebullar. Varmt välkomna!
"""

FILED[FSK2526 + "Inskolning Lingonet ht 2025.txt"] = """Förskolan Kastanjegården

Inför förskoleåret 2025/2026 flyttar Elias till avdelning Lingonet (4–5 år).
Mjukstart vecka 33: måndag 11 augusti kl. 9–11, resten av veckan halvdagar.
Ansvarig pedagog: Mikael Berg.
"""
FILED[FSK2526 + "Schema semester sommar 2025.txt"] = """Sommarförskola 2025
Vi har lämnat in Elias ledighet: 30 juni – 8 augusti. Tillbaka måndag 11 augusti (nytt läsår, Lingonet).
Bekräftelse från Fatima 12/5.
"""

# --- Elias BVC ----------------------------------------------------------------------------------------
FILED[BVC + "BVC 3-årsbesök.txt"] = """Barnavårdscentralen Majorna
Elias Lindqvist, 210211-5038
Besök 3 år: 2024-02-20
Längd 97 cm, vikt 14,6 kg. Syn och hörsel ua. Språkscreening: godkänd.
Nästa besök: 4-årskontroll våren 2025 (kallelse skickas).
"""
FILED[BVC + "Vaccinationer Elias.txt"] = """Vaccinationskort – Elias Lindqvist
3 mån, 5 mån, 12 mån: Hexyon + Vaxneuvance
18 mån: MPR dos 1 (2022-08-16)
Nästa: DTP-polio vid 5 år (2026), MPR dos 2 vid 6-8 år.
"""
FILED[BVC + "Vårdcentralen öroninflammation.txt"] = """Journalanteckning (kopia från 1177)
Patient: Elias Lindqvist
Datum: 2024-11-07, Närhälsan Majorna barnmottagning
Bedömning: akut mediaotit vänster. Behandling: Kåvepenin 14 dagar.
Återbesök vid utebliven förbättring.
"""

# --- Hunden Sixten ------------------------------------------------------------------------------------
FILED[HUND + "Agria försäkringsbrev 2025.txt"] = """Agria Djurförsäkring
Försäkringsbrev Hund

Djur: Sixten, Cocker spaniel, hane, född 2019-05-02
ID-nummer (chip): 752098100417733
Ägare: Johan Lindqvist
Veterinärvårdsförsäkring Basic 30 000 kr + Livförsäkring 8 000 kr
Period: 2025-05-02 – 2026-05-01
Årspremie: 6 120 kr
"""
FILED[HUND + "Veterinär Evidensia kvitto dec.txt"] = """Evidensia Djursjukhuset Göteborg
Kvitto 2024-12-11

Patient: Sixten (hund), ägare Lindqvist
Undersökning akut                   895 kr
Otoskopi + provtagning öra          620 kr
Surolan örondroppar                 385 kr
Uppföljning                         440 kr
Totalt                            2 340 kr
Agria-ersättning direktreglerad   -1 120 kr
Betalt                            1 220 kr
"""
FILED[HUND + "Jordbruksverket registrering.txt"] = """Jordbruksverket – Hund- och kattregistret
Registreringsbevis
Ägare: Johan Lindqvist, Allmänna vägen 14, 414 60 Göteborg
Hund: Sixten, ID 752098100417733
Registrerad: 2019-07-15
"""
FILED[HUND + "Hundpensionat Kreta.txt"] = """Bokning Hunddagis & Pensionat Tass i Askim
Sixten bor hos oss 14/4 – 23/4 (9 nätter).
Pris 325 kr/natt = 2 925 kr. Ta med eget foder och vaccinationsintyg.
"""

# --- Bilen --------------------------------------------------------------------------------------------
FILED[BIL + "Besiktning 2024.txt"] = """Bilprovningen – Besiktningsprotokoll
Fordon: OHB 27K, Volvo V60 D4 2017
Besiktningsdatum: 2024-06-12, Göteborg Ringön
Mätarställning: 14 822 mil
Resultat: Godkänd utan anmärkning
Nästa besiktning senast: 2025-07-31
"""
FILED[BIL + "Service Volvo Bilia.txt"] = """Bilia Göteborg Mölndal
Arbetsorder 558213, 2024-09-20
Volvo V60 OHB 27K
Service 15 000 mil enligt Volvo, byte bromsbelägg fram
Totalt: 8 935 kr inkl. moms
"""
FILED[BIL + "Trängselskatt mars 2025.txt"] = """Transportstyrelsen
Trängselskatt Göteborg – beslut
Fordon: OHB 27K
Period: mars 2025, 9 passager
Belopp: 162 kr, betalas senast 30 april 2025
"""
FILED[BIL + "Däckhotell kvitto.txt"] = """Däckia Högsbo – kvitto
Skifte till sommardäck + däckhotell vinterhjul säsong 2025
OHB 27K, 2025-04-07
Summa 1 290 kr
"""

# --- Resor ------------------------------------------------------------------------------------------------
FILED[LONDON + "Flight booking BA.txt"] = """British Airways – Booking confirmation
Booking reference: X7KQ2M
Passengers: MR JOHAN LINDQVIST, MRS ANNA LINDQVIST
BA 797  Gothenburg (GOT) – London Heathrow (LHR)  Fri 13 Oct 2023  07:05 – 08:40
BA 796  London Heathrow (LHR) – Gothenburg (GOT)  Mon 16 Oct 2023  18:30 – 21:35
Total paid: SEK 5,962
"""
FILED[LONDON + "London lista.txt"] = """London okt 2023 – utan Elias! (mormor passar)
- Borough Market lördag
- Les Mis, Sondheim Theatre lö kl 19.30
- Tate Modern
- Liberty – garn till Anna?
"""

FILED[LOFOTEN + "Bestilling rorbu Reine.txt"] = """Reine Rorbuer – Bestillingsbekreftelse

Gjest: Johan Lindqvist
Ankomst: 10.07.2024   Avreise: 15.07.2024 (5 netter)
Rorbu nr. 14, 2 soverom, plass til 4 personer, hund tillatt
Pris: NOK 11 450,- inkl. sluttrengjøring
Innsjekk fra kl. 15.00 i resepsjonen på Reine.

Velkommen til Lofoten!
"""
FILED[LOFOTEN + "packlista Lofoten.txt"] = """Packlista Lofoten (bil Göteborg–Bodø–färja Moskenes)
- regnkläder alla tre
- Sixtens flytväst + pass
- färjebiljett Bodø–Moskenes 10/7 kl 15.30
- Norska kronor (lite)
"""
FILED[LOFOTEN + "IMG_2231.JPG"] = _jpeg("2024:07:12 14:22:05", 2231)

FILED[KRETA + "Flygbokning Ving Kreta.txt"] = """Ving – Bokningsbekräftelse
Bokningsnummer: 48815532

Resenärer: Anna Lindqvist, Johan Lindqvist, Elias Lindqvist (barn 4 år)
Resmål: Kreta, Chania – Hotel Kiani Beach, Kalyves
Avresa: tisdag 15 april 2025, Göteborg Landvetter 06.55 – Chania 11.45 (Novair)
Hemresa: tisdag 22 april 2025, Chania 12.40 – Göteborg Landvetter 15.50

Pris totalt: 27 640 kr. Slutbetalning senast 16 mars 2025.
"""
FILED[KRETA + "Kreta packlista.txt"] = """Kreta – packa
solkräm 50, Elias badtröja, kepsar
pass x3 (Elias nya!)
laddare, adapter behövs ej
Sixten till Tass 14/4
"""
FILED[
    KRETA + "Utflykt Balos bokning.txt"
] = """From: Cretan Daily Cruises <booking@cretandailycruises.gr>
Your booking is confirmed!
Gramvousa & Balos Lagoon boat trip – Saturday 19/04/2025
Departure Kissamos port 10:15, 2 adults + 1 child (free)
Total paid: EUR 74.00
"""
FILED[KRETA + "IMG_5007.JPG"] = _jpeg("2025:04:17 11:03:44", 5007)

FILED[HKI + "Finnair booking.txt"] = """Finnair – Booking confirmation
Booking reference: LK4T9R
Passengers: LINDQVIST/ANNA MRS, LINDQVIST/JOHAN MR, LINDQVIST/ELIAS MSTR
AY 862  Gothenburg (GOT) 10:55 – Helsinki (HEL) 13:35   Thu 14 Aug 2025
AY 865  Helsinki (HEL) 17:45 – Gothenburg (GOT) 18:25   Mon 18 Aug 2025
Total: EUR 612.40
"""
FILED[HKI + "Helsingfors planer.txt"] = """Helsingfors aug 2025
- Linnanmäki med Elias (fre)
- Suomenlinna/Sveaborg färja från Salutorget
- träffa Sari & Mikko? (hon bor i Tammerfors, kanske kommer ner)
- Allas Sea Pool
"""

# --- Foton -------------------------------------------------------------------------------------------------
FILED[FOTO24 + "IMG_1988.JPG"] = _jpeg("2024:03:16 10:41:12", 1988)
FILED[FOTO24 + "IMG_2504.JPG"] = _jpeg("2024:08:03 19:55:30", 2504)
FILED[FOTO24 + "20241019_142207.jpg"] = _jpeg(
    "2024:10:19 14:22:07", 20241019, "samsung", "SM-S911B"
)
FILED[FOTO25 + "IMG_4680.JPG"] = _jpeg("2025:01:06 12:15:00", 4680)
FILED[FOTO25 + "IMG_4802.JPG"] = _jpeg("2025:02:22 09:30:51", 4802)
FILED[FOTO25 + "IMG_5188.JPG"] = _jpeg("2025:05:10 16:48:20", 5188)

# --- Recept --------------------------------------------------------------------------------------------------
FILED[RECEPT + "Kladdkaka.txt"] = """Kladdkaka (mormors)
100 g smör, 2 ägg, 2,5 dl socker, 1,5 dl vetemjöl, 4 msk kakao, 1 tsk vaniljsocker, nypa salt.
Smält smöret, rör ner resten. 175 grader, 15 min. Ska vara kladdig!
"""
FILED[RECEPT + "Fiskgratäng.txt"] = """Fiskgratäng med räkor (4 port)
600 g torsk, 200 g räkor, 1 purjolök, 2 dl grädde, 1 dl vitt vin, dill, 2 msk tomatpuré.
Potatismos på toppen. 200 grader 25 min.
Elias äter om man skippar dillen.
"""
FILED[RECEPT + "Pulled oats tacos.txt"] = """Tacos med pulled oats
1 pkt pulled oats, 1 påse tacokrydda, 1 dl vatten. Stek 5 min.
Till: majs, gurka, riven ost, salsa, tortillas.
"""
FILED[RECEPT + "Lammgryta påsk.txt"] = """Lammgryta till påsk
1 kg lammbog i bitar, 2 gula lökar, 4 vitlöksklyftor, 1 burk krossade tomater, 2 dl rött vin,
rosmarin, 1 kanelstång. Bryn köttet, lägg allt i gjutjärnsgrytan, 2,5 h på 150 grader.
Serveras med ugnspotatis och tzatziki.
"""
FILED[RECEPT + "Pannkakor.txt"] = """Pannkakor (ca 12 st)
3 ägg, 2,5 dl mjöl, 6 dl mjölk, 1/2 tsk salt, 3 msk smält smör.
Låt smeten vila 10 min.
"""

# --- Böcker --------------------------------------------------------------------------------------------------
FILED[BOCKER + "Bokcirkeln 2025.txt"] = """Bokcirkeln (Anna, Sofie, Malin, Hanna) – 2025
jan: Kallocain – Karin Boye (hos Sofie)
feb: Tomorrow, and Tomorrow, and Tomorrow – Gabrielle Zevin (hos mig)
mars: Där kräftorna sjunger – Delia Owens (hos Malin)
april: inställt (Kreta)
maj: Hem till Ingenstans – (Hanna väljer)
"""
FILED[BOCKER + "Läsanteckningar Kallocain.txt"] = """Kallocain – anteckningar inför cirkeln
- Leo Kall, Världsstaten, sanningsserum
- Linda = motstånd? Kärlek som privat sfär
- Jämför med 1984 – skrevs 1940!
Betyg: 4/5
"""
FILED[BOCKER + "Vill läsa.txt"] = """Vill läsa
- Lessons in Chemistry
- Jonas Hassen Khemiri – Systrarna
- Tove Jansson – Sommarboken (till stugan)
"""

# --- Stickning -----------------------------------------------------------------------------------------------
FILED[STICK + "Mönster Elias tröja.txt"] = """Barntröja "Myran" str 4 år
Garn: Sandnes Peer Gynt, 4 nystan blå + 1 gul
Stickor 3,5 och 4. Maska upp 120 m, resår 2 r 2 a 5 cm.
Mönster på ok enligt diagram A, avmaskning med hals 2 cm.
"""
FILED[STICK + "Garnlager.txt"] = """Garnlager (mars 2025)
- Drops Air, gråmelerad x 6
- Sandnes Tynn Merinoull, grön x 3
- Rauma Finullgarn, rester
"""
FILED[
    STICK + "Sockor toe-up anteckning.txt"
] = """Sockor toe-up: Judy's magic cast on, 16 m per sticka.
Öka till 64 m. Häl: german short rows.
"""

# --- Löpning -----------------------------------------------------------------------------------------------
FILED[LOP + "Göteborgsvarvet 2025 anmälan.txt"] = """Göteborgsvarvet – Anmälningsbekräftelse

Deltagare: Anna Lindqvist
Lopp: Göteborgsvarvet Halvmarathon, lördag 24 maj 2025
Startavgift: 795 kr (betald)
Startnummer och startgrupp meddelas i maj.
"""
FILED[LOP + "Träningsprogram halvmara.txt"] = """Halvmara sub 2:00 – 10 veckor (från v. 11)
Tis: intervaller 6x800 m
Tor: distans 8 km lugnt
Lör: långpass 12->19 km
v. 16 Kreta: spring på stranden 2 ggr
"""
FILED[LOP + "Lopp 2024 tider.txt"] = """Mina lopp 2024
Vårruset 5 km – 26:40
Göteborgsvarvet – 2:07:13
Midnattsloppet? nej, sjuk
"""

# --- Kvitton och garantier ---------------------------------------------------------------------------------
FILED[KVITTO + "Kvitto tvättmaskin Electrolux.txt"] = """Elgiganten Bäckebol
Kvitto 2023-03-18 12:44  Kassa 7

Electrolux EW7F3846OF tvättmaskin        8 990,00
Installation + bortforsling               799,00
Totalt                                   9 789,00
Varav moms 25 %                         1 957,80

Garanti: 2 år + 3 års reklamationsrätt. Spara kvittot!
"""
FILED[KVITTO + "Kvitto cykel Elias.txt"] = """Cykelcity Majorna
Kvitto nr 11852, 2024-05-04
Barncykel Puky 16" blå                   2 995 kr
Stödhjul                                   199 kr
Garanti ram 5 år
"""
FILED[KVITTO + "Garantibevis soffa.txt"] = """Mio – Garantibevis
Soffa Amanda 3-sits, tyg Bubbla grå
Köpdatum: 2022-11-26, ordernr 2211-448201
Garanti: 10 år på stomme, 2 år på tyg
"""
FILED[KVITTO + "Dammsugare Dyson.txt"] = """Order confirmation – Dyson
Dyson V12 Detect Slim, order 2024-SE-7731120
Purchased 2 December 2024, SEK 6,490
Guarantee: 2 years parts and labour. Register at dyson.se
"""

# --------------------------------------------------------------------------------------
# INBOX
# --------------------------------------------------------------------------------------

INBOX: dict[str, tuple[str | bytes, str]] = {}

INBOX["inbox/scan_0012.txt"] = (
    """KONTROLLUPPGIFT – INKOMST AV TJÄNST (KU10)
Inkomstår 2024

Uppgiftslämnare: Västra Götalandsregionen, org.nr 232100-0131
Inkomsttagare: Anna Lindqvist, 870914-2386

Kontant bruttolön m.m. (011)            521 880 kr
Skattepliktiga förmåner (012)                 0 kr
Avdragen preliminär skatt (001)         149 212 kr

Uppgiften har lämnats till Skatteverket 2025-01-27.
""",
    SKATT24,
)
INBOX["inbox/Faktura_2025-005.docx"] = (
    _docx(
        [
            "FAKTURA 2025-005",
            FIRMA_HEAD,
            "Fakturadatum: 2025-05-30    Förfallodatum: 2025-06-29",
            "Kund: Kvarnby Logistik AB, Box 1207, 421 22 Västra Frölunda. Er referens: Maria Sjöberg",
        ],
        [
            ["Specifikation", "Antal", "À-pris", "Belopp"],
            ["Systemutveckling WMS-integration, maj 2025", "118 h", "995 kr", "117 410 kr"],
            ["Summa exkl. moms", "", "", "117 410 kr"],
            ["Moms 25 %", "", "", "29 352,50 kr"],
            ["Att betala", "", "", "146 762,50 kr"],
        ],
        [FIRMA_FOOT],
    ),
    UT25,
)
INBOX["inbox/faktura_maj.txt"] = (
    """Fortnox AB
Box 427, 351 06 Växjö

Faktura 2025-0519-90114
Kund: Lindqvist Systemutveckling (kundnr 104 552)
Fakturadatum: 2025-05-01   Förfallodatum: 2025-05-31

Bokföring Mini, maj 2025        199,00
Fakturering, maj 2025           149,00
Moms 25 %                        87,00
Att betala                      435,00 SEK
""",
    FIN,
)
INBOX["inbox/Faktura 2025-006 Orust Marin.txt"] = (
    _faktura_ut(
        "2025-006",
        "2025-06-02",
        "2025-07-02",
        """Orust Marin AB
Att: Peter Andersson
Hamnvägen 3
473 31 Henån""",
        [
            ("Ny bokningssida för båtplatser, Henån gästhamn", 22.0, 995),
            ("Driftsättning och utbildning", 4.0, 995),
        ],
        "Peter Andersson",
    ),
    UT25,
)
INBOX["inbox/Din bokning hos Sixt.eml"] = (
    _eml(
        {
            "From": "Sixt <noreply@sixt.com>",
            "To": "anna.lindqvist@gmail.com",
            "Subject": "Bokningsbekräftelse 9825517730 – Chania flygplats",
            "Date": "Sun, 02 Mar 2025 21:14:07 +0100",
            "Message-ID": "<9825517730.confirm@sixt.com>",
        },
        """Hej Anna Lindqvist,

Tack för din bokning!

Bokningsnummer: 9825517730
Upphämtning: Chania International Airport (CHQ), tis 15 apr 2025 12:30
Återlämning: Chania International Airport (CHQ), tis 22 apr 2025 10:30
Fordon: VW Polo eller liknande (EDMR), manuell
Tillval: barnstol (4–7 år)
Pris: 268,40 EUR, betalas vid upphämtning

Ta med körkort och kreditkort i förarens namn.

Trevlig resa!
Sixt
""",
    ),
    KRETA,
)
INBOX["inbox/kvitto_180425.txt"] = (
    """TAVERNA TO STEKI TOU MANOLI
Akti Koundourioti 41, Chania 731 32
ΑΦΜ 084311257

18/04/2025 20:47   Table 7
2x Dakos                      13.00
1x Kleftiko                   16.50
1x Grilled octopus            15.00
1x Kids souvlaki + fries       8.00
1x Raki (carafe)               0.00 (treat)
1x Water 1,5l                  2.00
TOTAL EUR                     54.50
Paid by card VISA ****2386

Efcharistoume! Thank you!
""",
    KRETA,
)
INBOX["inbox/IMG_5120.JPG"] = (_jpeg("2025:04:22 08:41:16", 5120), KRETA)
INBOX["inbox/IMG_5301.JPG"] = (_jpeg("2025:05:31 13:27:02", 5301), FOTO25)
INBOX["inbox/20241224_153012.jpg"] = (
    _jpeg("2024:12:24 15:30:12", 20241224, "samsung", "SM-S911B"),
    FOTO24,
)
INBOX["inbox/Dakos som på Kreta.txt"] = (
    """Dakos (kretensisk tomatsallad på skorpa)
4 kornskorpor (paximadia), 4 mogna tomater rivna, 150 g fetaost eller mizithra,
oliver, kapris, oregano, god olivolja.
Blöt skorporna snabbt i vatten, toppa med tomat, ost, olja och oregano.
Vi åt det varje dag i Kalyves – gör på midsommar!
""",
    RECEPT,
)
INBOX["inbox/lapp.txt"] = (
    """Kanelbullar: 50 g jäst, 5 dl mjölk, 150 g smör, 1 dl socker, 15 dl mjöl. Fyllning: smör, socker, kanel.
225 grader 6-8 min.
""",
    RECEPT,
)
INBOX["inbox/nästa bok.txt"] = (
    """Juni-cirkeln hos Hanna 12/6: "Systrarna" – Khemiri. Läs minst halva!
""",
    BOCKER,
)
INBOX["inbox/Lofotvotter.txt"] = (
    """Lofotvotter – strikkeoppskrift
Garn: Rauma Finullgarn, 2 nøster hvit (401) + 1 nøste rød (4219)
Pinner: strømpepinner 3 mm
Strikkefasthet: 30 m = 10 cm

Legg opp 56 m med hvit. Strikk vrangbord 2 r, 2 vr i 6 cm.
Strikk mønster etter diagram A (rosemønster). Tommelkile felles på omg 18.
Fell av på toppen med 4 fellinger hver 2. omgang.
""",
    STICK,
)
INBOX["inbox/Screenshot_20250520-071455.txt"] = (
    """GÖTEBORGSVARVET 2025
Anna Lindqvist · Startnummer 23817 · Startgrupp 9 · Start 13.42 Slottsskogen
""",
    LOP,
)
INBOX["inbox/kallelse.txt"] = (
    """Folktandvården Västra Götaland, Klinik Linnéstaden
Kallelse till undersökning

Johan Lindqvist
Tid: tisdag 17 juni 2025 kl. 07.40
Tandhygienist Sara Nordin
Avbokning senast 24 timmar innan, annars debiteras 500 kr.
""",
    JOHAN_H,
)
INBOX["inbox/scan_0015.txt"] = (
    """Barnavårdscentralen Majorna
Kallelse

Till vårdnadshavare för Elias Lindqvist, 210211-5038

Välkomna till 4-årsbesök hos BVC-sjuksköterska Ingrid Ek
Onsdag den 11 juni 2025 kl. 14.00
Vi gör syn- och hörselundersökning och pratar om språk och lek.
Ta med Elias eventuella glasögon. Besöket tar ca 45 minuter.
""",
    BVC,
)
INBOX["inbox/Lönespecifikation.txt"] = (
    """Västra Götalandsregionen
Sahlgrenska Universitetssjukhuset
LÖNESPECIFIKATION

Anställd: Anna Lindqvist (anst.nr 4188213)
Befattning: Sjuksköterska, avd 33 Kirurgi
Utbetalningsdag: 2025-05-23

Månadslön                          41200 kr
OB-tillägg (föreg. månad)           2740 kr
Semestertillägg                      0 kr
Preliminär skatt (tabell 32)      -12130 kr
Att utbetala                       31810 kr
""",
    ANNA_JOBB,
)
INBOX["inbox/påminnelse.txt"] = (
    """Evidensia Djursjukhuset Göteborg
Dags för vaccination!
Sixten (Johan Lindqvist) – DHP + kennelhosta, senast 2/7.
Boka på evidensia.se eller ring 031-702 45 00.
""",
    HUND,
)
INBOX["inbox/Informationsbrev.txt"] = (
    """Förskolan Kastanjegården, avdelning Blåbäret
Göteborg 8 januari 2025

Hej alla föräldrar!

God fortsättning! Vårterminen på Blåbäret startar nu och vi fortsätter med vårt tema
"Vatten och väder" som vi började med i höstas. I februari åker vi på utflykt till
Slottsskogen varje torsdag – klä barnen efter väder.

Påminnelse: Planeringsdag fredag 14 mars, förskolan stängd.
Utvecklingssamtal för vårterminen bokas i april.
Förskoleåret avslutas med sommarfest 12 juni.

Hälsningar Fatima, Jonas och Lisa
""",
    FSK2425,
)
INBOX["inbox/Placeringsbesked.eml"] = (
    _eml(
        {
            "From": "Göteborgs Stad Förskoleförvaltningen <no-reply@goteborg.se>",
            "To": "johan.lindqvist@gmail.com",
            "Subject": "Placeringsbesked förskola läsåret 2025/2026",
            "Date": "Tue, 06 May 2025 10:02:33 +0200",
            "Message-ID": "<pb-2025-448812@goteborg.se>",
        },
        """Hej,

Placeringsbesked för Elias Lindqvist (210211-5038)

Förskola: Kastanjegården, avdelning Lingonet
Från och med: 2025-08-11
Omfattning: 40 timmar/vecka

Placeringen gäller läsåret 2025/2026. Har ni frågor, kontakta förskolechef
Annika Lund, 031-365 00 00.

Med vänlig hälsning
Förskoleförvaltningen, Göteborgs Stad
""",
    ),
    FSK2526,
)
INBOX["inbox/Göteborg Energi april.txt"] = (
    """Göteborg Energi
Faktura 88 105 330 87

Kund: Johan Lindqvist
Anläggning: Allmänna vägen 14 lgh 1102, 414 60 Göteborg

Period: 2025-04-01 – 2025-04-30
Förbrukning: 296 kWh
Elnät: 284,10 kr
Elhandel (rörligt): 271,42 kr
Moms: 138,88 kr
Att betala: 694,40 kr senast 2025-05-31
""",
    EL,
)
INBOX["inbox/faktura_0425.txt"] = (
    """Ellevio AB
Faktura elnät

Anläggning: Vadholmen 4, 474 31 Ellös
Kund: Johan Lindqvist
Period: 2025-01-01 – 2025-03-31
Överföring: 402 kWh
Fast abonnemangsavgift 16 A: 1 140,00 kr
Överföringsavgift: 132,66 kr
Att betala: 1 590,83 kr inkl. moms
Förfallodag: 2025-04-30
""",
    ST_RAK,
)
INBOX["inbox/Avgiftsavi juli-september.txt"] = (
    """Brf Kastanjen i Majorna
Förvaltare: SBC Sveriges BostadsrättsCentrum

AVGIFTSAVI – kvartal 3 2025
Lägenhet 1102, Allmänna vägen 14
Innehavare: Anna Lindqvist, Johan Lindqvist

Månadsavgift juli        4 870 kr   förfaller 2025-06-30
Månadsavgift augusti     4 870 kr   förfaller 2025-07-31
Månadsavgift september   4 870 kr   förfaller 2025-08-31

Bankgiro 5050-1055, OCR 110244180325
""",
    BRF,
)
INBOX["inbox/Besiktningsprotokoll.txt"] = (
    """Bilprovningen – Besiktningsprotokoll
Fordon: OHB 27K, Volvo V60 D4 2017
Besiktningsdatum: 2025-05-27, Göteborg Ringön
Mätarställning: 16 140 mil
Anmärkning: Parkeringsbroms, ojämn verkan (2x) – åtgärdas
Resultat: Godkänd med anmärkning
Nästa besiktning senast: 2026-07-31
""",
    BIL,
)
INBOX["inbox/trängselskatt_april.txt"] = (
    """Transportstyrelsen
Trängselskatt Göteborg – beslut
Fordon: OHB 27K
Period: april 2025, 4 passager
Belopp: 66 kr, betalas senast 31 maj 2025
""",
    BIL,
)
INBOX["inbox/Försäkringsbrev fritidshus 2025-2026.txt"] = (
    """Länsförsäkringar Göteborg och Bohuslän
Försäkringsbrev – Fritidshus (förnyelse)

Försäkringsställe: Vadholmen 4, 474 31 Ellös (Orust)
Försäkringstagare: Johan Lindqvist
Period: 1 juni 2025 – 31 maj 2026
Premie: 4 488 kr/år (höjning 6,5 % pga ökade stormskador i Bohuslän)
Självrisk: 3 000 kr
""",
    FORS,
)
INBOX["inbox/Agria premieavi.txt"] = (
    """Agria Djurförsäkring – Premieavi
Försäkringsnummer 7710-442 15
Sixten, Cocker spaniel
Period 2025-05-02 – 2026-05-01
Att betala: 6 120 kr senast 2025-05-02 (eller 510 kr/mån via autogiro)
""",
    HUND,
)
INBOX["inbox/Kvittens moms Q1.txt"] = (
    """Skatteverket – Kvittens mervärdesskattedeklaration
Lindqvist Systemutveckling, SE850312447101
Redovisningsperiod: 2025-01-01 – 2025-03-31

05 Momspliktig försäljning           405 895
10 Utgående moms 25 %                101 474
48 Ingående moms                       2 910
49 Moms att betala                    98 564

Inlämnad 2025-05-09 av ombud Redovisningsbyrån Masthugget AB
""",
    MOMS,
)
INBOX["inbox/orderbekräftelse_inet.txt"] = (
    """Inet AB – Orderbekräftelse / Kvitto
Ordernummer: 8831025
Datum: 2025-05-14

Kund: Lindqvist Systemutveckling
Org.nr 850312-4471, Allmänna vägen 14, 414 60 Göteborg

Lenovo ThinkPad T14s Gen 6, 32 GB, 1 TB          17 592,00
Dell 27" USB-C-skärm P2725HE                      2 872,00
Summa exkl. moms                                 20 464,00
Moms 25 %                                         5 116,00
Totalt                                           25 580,00 kr

Garanti: 3 år (Lenovo Premier Support)
Betalt med företagskort.
""",
    FIN,
)
INBOX["inbox/kvitto.txt"] = (
    """Elgiganten Bäckebol
Kvitto 2025-05-17 11:02  Kassa 3

Bosch SMV4HCX48E diskmaskin integrerad     6 490,00
Installation                                 899,00
Totalt                                     7 389,00
Varav moms 25 %                            1 477,80
Betalt Mastercard ****2386 (Anna Lindqvist)

Garanti: 2 år. Reklamationsrätt 3 år. Spara kvittot!
""",
    KVITTO,
)
INBOX["inbox/Varausvahvistus.txt"] = (
    """Hotel Helka – Varausvahvistus / Bokningsbekräftelse

Varausnumero: 2025-77184
Vieras: Anna Lindqvist
Saapuminen: 14.8.2025   Lähtö: 18.8.2025 (4 yötä)
Huone: Perhehuone, 2 aikuista + 1 lapsi (4 v.)
Hinta: 684,00 EUR sis. aamiainen
Osoite: Pohjoinen Rautatiekatu 23, 00100 Helsinki

Tervetuloa! Välkommen!
""",
    HKI,
)
INBOX["inbox/stugan.txt"] = (
    """Stugan i juni: olja altanen, byta bräda på bryggan (3:e från slutet), rensa hängrännan.
Köp Falu Rödfärg om vi inte tar målaren.
""",
    ST_UND,
)
INBOX["inbox/Kallelse årsmöte 2025.txt"] = (
    """Vadholmens Vägsamfällighetsförening

Kallelse till årsmöte
Lördag 14 juni 2025 kl. 10.00 i Vadholmens bygdegård

Ärenden: verksamhetsberättelse, kassarapport, utdebitering 2025 (styrelsen föreslår
1 300 kr per andel), asfaltering av infarten, val av styrelse.
Kaffe och bullar serveras.

Välkomna! Bengt Karlsson, ordförande
""",
    ST_VAG,
)
INBOX["inbox/Bok1.xlsx"] = (
    _xlsx(
        {
            "Blad1": [
                ["Post", "Maj", "Jun"],
                ["Lön Anna (netto)", 31077, 31810],
                ["Lön Johan (uttag)", 38000, 40000],
                ["Bolån SBAB", -11950, -11950],
                ["Avgift BRF", -4870, -4870],
                ["Förskola", -1688, -1688],
                ["Mat", -9900, -10200],
                ["Stugan", -1450, -3600],
                ["Sixten (Agria + mat)", -1100, -1100],
                ["Sparande", -8000, -8000],
                ["Kvar", 30119, 30402],
            ]
        }
    ),
    BUDGET,
)
INBOX["inbox/Avtalsförlängning.docx"] = (
    _docx(
        [
            "TILLÄGG 1 TILL KONSULTAVTAL",
            "Parter: Kvarnby Logistik AB (556712-4410) och Lindqvist Systemutveckling (Johan Lindqvist, 850312-4471).",
            "Avtalet daterat 22 augusti 2024 förlängs till och med 2025-12-31.",
            "Omfattning: ca 60 % (100 h/mån). Timpris oförändrat 995 kr exkl. moms.",
            "Övriga villkor gäller oförändrade.",
            "Göteborg 2025-05-26",
            "Maria Sjöberg, Kvarnby Logistik AB                Johan Lindqvist",
        ]
    ),
    AVTAL,
)
INBOX["inbox/SBAB ny ränta.txt"] = (
    """SBAB
Ny räntesats för ditt bolån

Lån: 2841-553 907, lånedel 1 (rörlig)
Ny ränta från 2025-04-20: 2,84 % (3 mån bunden)
Tidigare ränta: 3,12 %
Ny månadskostnad (ränta + amortering): 11 950 kr

Vänliga hälsningar
SBAB Kundservice
""",
    BOLAN,
)

# --- Fits nowhere ---------------------------------------------------------------------------
INBOX["inbox/kirje.txt"] = (
    """Tampere 20.5.2025

Hei Anna!

Kiitos viimeisestä! Äiti täyttää ensi vuonna 70 ja me järjestetään sukujuhlat mökillä
Näsijärven rannalla heinäkuussa 2026. Tarkka päivä tulee myöhemmin, mutta pistä jo
kalenteriin. Elias on tervetullut, tietysti myös Johan ja koira! Yöpyä voi saunamökissä
tai teltassa.

Halauksin,
Sari
""",
    "",
)
INBOX["inbox/Doc1.docx"] = (
    _docx(
        [
            "Tal till mormor Gunnel 80 år",
            "Kära mamma, kära mormor Gunnel!",
            "Åttio år – och fortfarande den som först hoppar i havet vid midsommar.",
            "Du lärde mig sticka, baka kladdkaka och aldrig ge upp en patiens.",
            "Elias säger att du är världens bästa på Uno, och det stämmer.",
            "Skål för dig! / Anna, 28 juni 2025",
        ]
    ),
    "",
)
INBOX["inbox/scan_0019.txt"] = (
    """Sven Eriksonsgymnasiet, Borås – NV03b

20 ÅR SEDAN STUDENTEN!

Hej gamla klasskompisar! Vi ses lördag 6 september 2025 kl. 18 på Åhaga, Borås.
Middag, bubbel och gamla bilder från skolresan till Prag.
Anmälan till Emma Holm (f.d. Persson) senast 15/8, 450 kr per person.
""",
    "",
)
INBOX["inbox/Medlemsblad nr 2 2025.txt"] = (
    """Göteborgs Schacksällskap – Medlemsblad nr 2/2025

Vårens klubbmästerskap avgjort: segrare blev Ali Reza före Johan Lindqvist på korrigering.
Snabbschack varje tisdag 19.00 i lokalen på Vasagatan 7.
Sommaruppehåll 17 juni – 12 augusti. Medlemsavgiften för hösten (300 kr) betalas
till bankgiro 881-2210.
""",
    "",
)
