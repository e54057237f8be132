"""Az otthon-hu értékelő könyvtár tartalma: Tóth Eszter és Tóth Gábor (Budapest) fájljai.

A képek, a .docx és .xlsx fájlok itt, importáláskor készülnek (Pillow, python-docx,
openpyxl), hogy a könyvtár determinisztikus és kicsi maradjon."""

from __future__ import annotations

import datetime as _dt
import io
import random
from email.message import EmailMessage
from email.policy import SMTP

import openpyxl
from docx import Document
from PIL import Image, ImageDraw, ImageFont

_FONT_PATH = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"


def _font(size: int) -> ImageFont.ImageFont | ImageFont.FreeTypeFont:
    try:
        return ImageFont.truetype(_FONT_PATH, size)
    except OSError:
        return ImageFont.load_default(size=size)


# --- telefonok -----------------------------------------------------------------------
GABOR_IPHONE = ("Apple", "iPhone 13")
ESZTER_PIXEL = ("Google", "Pixel 7")
PANNA_TABLET = ("samsung", "SM-X200")

# helyek (szélesség, hosszúság)
BP_TATRA_U = (47.5197, 19.0512)
BP_MARGITSZIGET = (47.5271, 19.0478)
BP_VAROSLIGET = (47.5145, 19.0803)
WIEN_STEPHANSPLATZ = (48.2085, 16.3731)
WIEN_SCHOENBRUNN = (48.1845, 16.3122)
WIEN_WOLLZEILE = (48.2090, 16.3752)
KRK_VAROS = (45.0268, 14.5752)
KRK_BASKA = (44.9696, 14.7536)
KRK_HID = (45.2453, 14.5695)
SZILVASVARAD = (48.0853, 20.3879)
DOBOGOKO = (47.7193, 18.8961)
PILISSZENTKERESZT = (47.6916, 18.9032)
VISEGRAD = (47.7935, 18.9705)
MUENCHEN_MARIENPLATZ = (48.1374, 11.5755)
DEBRECEN = (47.5316, 21.6273)


def _dms(value: float) -> tuple[float, float, float]:
    value = abs(value)
    deg = int(value)
    minutes_f = (value - deg) * 60
    minutes = int(minutes_f)
    seconds = round((minutes_f - minutes) * 60, 2)
    return (float(deg), float(minutes), seconds)


def _exif(when: str, device: tuple[str, str], gps: tuple[float, float] | None = None) -> Image.Exif:
    """when: 'YYYY:MM:DD HH:MM:SS'"""
    exif = Image.Exif()
    exif[271] = device[0]
    exif[272] = device[1]
    exif[306] = when
    sub = exif.get_ifd(0x8769)
    sub[36867] = when
    sub[36868] = when
    if gps is not None:
        lat, lon = gps
        g = exif.get_ifd(0x8825)
        g[1] = "N" if lat >= 0 else "S"
        g[2] = _dms(lat)
        g[3] = "E" if lon >= 0 else "W"
        g[4] = _dms(lon)
    return exif


_SCENES = {
    "tenger": ((120, 180, 235), (30, 110, 170), (225, 205, 160)),
    "erdo": ((150, 195, 230), (60, 120, 60), (40, 90, 40)),
    "hegy": ((170, 200, 235), (110, 120, 130), (70, 120, 70)),
    "varos": ((185, 205, 225), (150, 140, 130), (90, 90, 95)),
    "park": ((160, 200, 240), (90, 160, 80), (120, 170, 90)),
    "szoba": ((230, 210, 180), (200, 170, 130), (140, 100, 70)),
    "ho": ((200, 215, 230), (240, 245, 250), (225, 232, 240)),
    "osz": ((180, 200, 220), (190, 120, 50), (150, 90, 40)),
    "este": ((40, 50, 90), (70, 70, 100), (30, 30, 40)),
}


def photo(
    scene: str,
    seed: int,
    when: str | None = None,
    device: tuple[str, str] | None = None,
    gps: tuple[float, float] | None = None,
    size: tuple[int, int] = (320, 240),
) -> bytes:
    """Egy kis "fénykép": ég, táj és néhány forma, opcionálisan EXIF-fel."""
    rnd = random.Random(seed)
    w, h = size
    sky, mid, ground = _SCENES[scene]
    im = Image.new("RGB", (w, h), sky)
    d = ImageDraw.Draw(im)
    horizon = int(h * rnd.uniform(0.4, 0.6))
    for y in range(horizon):
        t = y / max(horizon, 1)
        col = tuple(int(c * (1 - 0.25 * t) + 255 * 0.25 * t) for c in sky)
        d.line([(0, y), (w, y)], fill=col)
    if scene in ("hegy", "erdo"):
        for _ in range(rnd.randint(2, 4)):
            x = rnd.randint(-40, w)
            top = horizon - rnd.randint(30, 90)
            d.polygon([(x - 90, horizon), (x, top), (x + 90, horizon)], fill=mid)
    elif scene == "varos":
        x = 0
        while x < w:
            bw = rnd.randint(25, 60)
            bh = rnd.randint(40, 110)
            shade = rnd.randint(-25, 25)
            d.rectangle(
                [x, horizon - bh, x + bw, horizon],
                fill=tuple(max(0, min(255, c + shade)) for c in mid),
            )
            for wy in range(horizon - bh + 8, horizon - 8, 14):
                for wx in range(x + 5, x + bw - 8, 12):
                    d.rectangle([wx, wy, wx + 5, wy + 7], fill=(230, 220, 170))
            x += bw + rnd.randint(0, 6)
    else:
        d.rectangle([0, horizon - rnd.randint(5, 25), w, horizon], fill=mid)
    d.rectangle([0, horizon, w, h], fill=ground)
    for _ in range(rnd.randint(4, 9)):
        cx, cy = rnd.randint(0, w), rnd.randint(horizon, h)
        r = rnd.randint(6, 26)
        col = (rnd.randint(30, 230), rnd.randint(30, 230), rnd.randint(30, 230))
        if rnd.random() < 0.5:
            d.ellipse([cx - r, cy - 2 * r, cx + r, cy], fill=col)
        else:
            d.rectangle([cx - r, cy - r, cx + r, cy + r // 2], fill=col)
    if scene not in ("este", "szoba"):
        sx, sy = rnd.randint(20, w - 20), rnd.randint(10, max(12, horizon // 2))
        d.ellipse([sx - 12, sy - 12, sx + 12, sy + 12], fill=(255, 240, 190))
    noise = Image.effect_noise((w, h), 18).convert("RGB")
    im = Image.blend(im, noise, 0.08)
    buf = io.BytesIO()
    if when is not None and device is not None:
        im.save(buf, "JPEG", quality=82, exif=_exif(when, device, gps))
    else:
        im.save(buf, "JPEG", quality=82)
    return buf.getvalue()


def text_image(
    lines: list[str],
    *,
    width: int = 720,
    size: int = 22,
    paper: bool = False,
    when: str | None = None,
    device: tuple[str, str] | None = None,
    gps: tuple[float, float] | None = None,
    header: tuple[int, int, int] | None = None,
) -> bytes:
    """Szöveges kép: képernyőkép (PNG) vagy papírról készült fotó (JPEG, EXIF-fel)."""
    font = _font(size)
    bold = _font(size + 4)
    line_h = int(size * 1.45)
    top = 24 + (40 if header else 0)
    height = top + line_h * len(lines) + 30
    bg = (246, 243, 234) if paper else (255, 255, 255)
    im = Image.new("RGB", (width, height), bg)
    d = ImageDraw.Draw(im)
    if header:
        d.rectangle([0, 0, width, 44], fill=header)
    y = top
    for i, line in enumerate(lines):
        f = bold if i == 0 else font
        d.text((28, y), line, fill=(25, 25, 30), font=f)
        y += line_h
    buf = io.BytesIO()
    if paper:
        im = im.rotate(0.6, expand=False, fillcolor=bg)
        if when is not None and device is not None:
            im.save(buf, "JPEG", quality=85, exif=_exif(when, device, gps))
        else:
            im.save(buf, "JPEG", quality=85)
    else:
        im.save(buf, "PNG", optimize=True)
    return buf.getvalue()


def docx_bytes(title: str, paragraphs: list[str], author: str = "Tóth Eszter") -> bytes:
    doc = Document()
    doc.core_properties.author = author
    doc.core_properties.created = _dt.datetime(2025, 1, 1, 12, 0, 0)
    doc.add_heading(title, level=1)
    for p in paragraphs:
        if p.startswith("- "):
            doc.add_paragraph(p[2:], style="List Bullet")
        else:
            doc.add_paragraph(p)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def xlsx_bytes(sheets: dict[str, list[list[object]]], creator: str = "Tóth Eszter") -> bytes:
    wb = openpyxl.Workbook()
    wb.properties.creator = creator
    wb.properties.created = _dt.datetime(2025, 1, 1, 12, 0, 0)
    first = True
    for name, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        ws.title = name
        first = False
        for row in rows:
            ws.append(row)
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def eml(frm: str, to: str, date: str, subject: str, body: str, msgid: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = frm
    msg["To"] = to
    msg["Date"] = date
    msg["Subject"] = subject
    msg["Message-ID"] = msgid
    msg["MIME-Version"] = "1.0"
    msg.set_content(body, cte="8bit")
    return msg.as_bytes(policy=SMTP)


# --- számlák sablonjai (ugyanaz a szolgáltató mindig ugyanúgy ír) --------------------------

OTTHON_CIM = "1136 Budapest, Tátra utca 24. 3. em. 12."
MAMA_CIM = "4025 Debrecen, Hatvan utca 41. I. em. 3."


def mvm_szamla(
    *,
    fajta: str,
    sorszam: str,
    kelte: str,
    hatarido: str,
    idoszak: str,
    fogyasztas: str,
    netto: str,
    afa: str,
    osszeg: str,
    felhasznalo: str,
    hely: str,
    ugyfelazonosito: str,
    fizetes: str,
) -> str:
    cim = "VILLAMOSENERGIA" if fajta == "áram" else "FÖLDGÁZ"
    egyseg = "kWh" if fajta == "áram" else "m³ (MJ-ban elszámolva)"
    return f"""MVM Next Energiakereskedelmi Zrt.
1081 Budapest, II. János Pál pápa tér 20.
Adószám: 26720527-2-44   Ügyfélszolgálat: 06 80 20 30 40 (ingyenes)
www.mvmnext.hu

{cim} SZÁMLA – egyetemes szolgáltatás
Számla sorszáma: {sorszam}
Számla kelte: {kelte}
Fizetési határidő: {hatarido}
Elszámolt időszak: {idoszak}

Felhasználó neve: {felhasznalo}
Felhasználási hely: {hely}
Ügyfélazonosító: {ugyfelazonosito}

Fogyasztás az időszakban: {fogyasztas} {egyseg}
Rezsicsökkentett áron elszámolt mennyiség (átlagfogyasztásig)

Nettó energiadíj és rendszerhasználati díj: {netto} Ft
ÁFA (27%): {afa} Ft
FIZETENDŐ ÖSSZEG: {osszeg} Ft

Fizetési mód: {fizetes}

A rezsicsökkentett ár az átlagfogyasztásig érvényes; az e feletti mennyiséget
lakossági piaci áron számoljuk el.
Panasz esetén forduljon ügyfélszolgálatunkhoz vagy a Magyar Energetikai és
Közmű-szabályozási Hivatalhoz (MEKH).
"""


def vizmu_szamla(
    *, sorszam: str, kelte: str, hatarido: str, idoszak: str, m3: int, osszeg: str, meroallas: str
) -> str:
    return f"""Fővárosi Vízművek Zrt.
1134 Budapest, Váci út 23-27.
Ügyfélszolgálat: +36 1 247 7777 · www.vizmuvek.hu

SZÁMLA – ivóvíz- és csatornaszolgáltatás
Számlaszám: {sorszam}
Kiállítás dátuma: {kelte}
Fizetési határidő: {hatarido}
Elszámolási időszak: {idoszak}

Vevő (felhasználó): Tóth Gábor
Felhasználási hely: {OTTHON_CIM}
Vevőazonosító: 0010448312
Mérő gyári száma: 21-774512   Leolvasott mérőállás: {meroallas} m³

Ivóvíz: {m3} m³
Csatornahasználat (FCSM részére beszedve): {m3} m³
Alapdíjak (víz + csatorna)

Fizetendő: {osszeg} Ft
Fizetés: csoportos beszedési megbízással, OTP Bank 11773016-01234567

A következő leolvasás várható ideje: két hónap múlva. Ha nincs otthon, a mérőállást
az online ügyfélszolgálaton is megadhatja.
"""


def telekom_szamla(
    *, sorszam: str, kelte: str, hatarido: str, honap: str, osszeg: str, extra: str
) -> str:
    return f"""Magyar Telekom Nyrt.
1097 Budapest, Könyves Kálmán krt. 36.
Adószám: 10773381-2-44

Havi számla – {honap}
Számla sorszáma: {sorszam}
Kiállítva: {kelte}
Befizetési határidő: {hatarido}

Előfizető: Tóth Eszter
Számlázási cím: {OTTHON_CIM}
Ügyfélszám: 2.101.447.903

Szolgáltatások
  Magenta Home Net 500 (optikai internet)       7 990 Ft
  TV Start csomag                               3 490 Ft
  Mobil: +36 30 412 7781 (Tóth Eszter) – Go S   5 990 Ft
  Mobil: +36 30 418 2236 (Tóth Gábor) – Go S    5 990 Ft
  Családi kedvezmény                           -2 000 Ft
{extra}
Fizetendő összesen (bruttó): {osszeg} Ft

A számla összegét csoportos beszedési megbízással terheljük a megadott
bankszámlára. Telekom alkalmazás: számlák, egyenleg, hibabejelentés egy helyen.
"""


def kimeno_szamla(
    *,
    sorszam: str,
    kelte: str,
    hatarido: str,
    vevo: str,
    vevo_cim: str,
    tetel: str,
    mennyiseg: str,
    egysegar: str,
    osszeg: str,
    fizmod: str = "átutalás",
) -> str:
    return f"""SZÁMLA
Sorszám: {sorszam}
Számla kelte: {kelte}        Teljesítés dátuma: {kelte}
Fizetési határidő: {hatarido}        Fizetési mód: {fizmod}

Eladó:
Tóth Gábor e.v.
1136 Budapest, Tátra utca 24. 3/12.
Adószám: 57812345-1-41
Nyilvántartási szám: 56234789
Bankszámla: OTP Bank 11773016-09876543

Vevő:
{vevo}
{vevo_cim}

Megnevezés                                   Mennyiség    Egységár     Érték
{tetel:<44} {mennyiseg:<12} {egysegar:<12} {osszeg}

Áfa: AAM – alanyi adómentes (Áfa tv. 187. §)
Fizetendő összesen: {osszeg}

Köszönöm a bizalmat! – Tóth Gábor
A számla a Számlázz.hu rendszerében készült, elektronikus számla.
"""


def m30(
    *,
    ev: int,
    kifizeto: str,
    kifizeto_adoszam: str,
    nev: str,
    adoazon: str,
    brutto: str,
    szja: str,
    tb: str,
    kelt: str,
    ckedv: str,
) -> str:
    return f"""IGAZOLÁS
a {ev}. évben kifizetett jövedelemről és a levont adóról (M30)

Kifizető (munkáltató): {kifizeto}
Adószám: {kifizeto_adoszam}

Magánszemély neve: {nev}
Adóazonosító jele: {adoazon}
Lakcím: {OTTHON_CIM}

Összevont adóalapba tartozó jövedelmek
  Munkaviszonyból származó bérjövedelem (1. sor):      {brutto} Ft
Családi kedvezmény érvényesített összege:               {ckedv} Ft
Levont személyi jövedelemadó:                           {szja} Ft
Levont társadalombiztosítási járulék (18,5%):            {tb} Ft

Az igazolás adatait a NAV a bevallási tervezet elkészítéséhez felhasználja.
Az igazolást a {ev + 1}. évi bevallás benyújtásáig őrizze meg.

Kelt: {kelt}
                                   ……………………………
                                   bérszámfejtés
"""


# =====================================================================================
# A KÖNYVTÁRBAN MÁR BENT LÉVŐ FÁJLOK
# =====================================================================================

FILED: dict[str, str | bytes] = {}

# --- Lakás / Rezsi ---------------------------------------------------------------------
_MVM = "Lakás/Rezsi/MVM áram-gáz/"
FILED[_MVM + "MVM_aram_2025-01.txt"] = mvm_szamla(
    fajta="áram",
    sorszam="501987345612",
    kelte="2025.01.08.",
    hatarido="2025.01.23.",
    idoszak="2024.12.01. – 2024.12.31.",
    fogyasztas="214",
    netto="11 324",
    afa="3 058",
    osszeg="14 382",
    felhasznalo="Tóth Gábor",
    hely=OTTHON_CIM,
    ugyfelazonosito="3002145879",
    fizetes="csoportos beszedési megbízás (OTP Bank)",
)
FILED[_MVM + "MVM_gaz_2025-01.txt"] = mvm_szamla(
    fajta="gáz",
    sorszam="502011874530",
    kelte="2025.01.10.",
    hatarido="2025.01.25.",
    idoszak="2024.12.01. – 2024.12.31.",
    fogyasztas="131",
    netto="13 980",
    afa="3 775",
    osszeg="17 755",
    felhasznalo="Tóth Gábor",
    hely=OTTHON_CIM,
    ugyfelazonosito="3002145879",
    fizetes="csoportos beszedési megbízás (OTP Bank)",
)
FILED[_MVM + "MVM_aram_2025-02.txt"] = mvm_szamla(
    fajta="áram",
    sorszam="502244019876",
    kelte="2025.02.07.",
    hatarido="2025.02.22.",
    idoszak="2025.01.01. – 2025.01.31.",
    fogyasztas="236",
    netto="12 470",
    afa="3 367",
    osszeg="15 837",
    felhasznalo="Tóth Gábor",
    hely=OTTHON_CIM,
    ugyfelazonosito="3002145879",
    fizetes="csoportos beszedési megbízás (OTP Bank)",
)
FILED[_MVM + "MVM_gaz_2025-02.txt"] = mvm_szamla(
    fajta="gáz",
    sorszam="502279330125",
    kelte="2025.02.10.",
    hatarido="2025.02.25.",
    idoszak="2025.01.01. – 2025.01.31.",
    fogyasztas="148",
    netto="15 794",
    afa="4 264",
    osszeg="20 058",
    felhasznalo="Tóth Gábor",
    hely=OTTHON_CIM,
    ugyfelazonosito="3002145879",
    fizetes="csoportos beszedési megbízás (OTP Bank)",
)

_VIZ = "Lakás/Rezsi/Víz-csatorna/"
FILED[_VIZ + "Vizmuvek_2024-11.txt"] = vizmu_szamla(
    sorszam="VM-24-3318842",
    kelte="2024. november 12.",
    hatarido="2024. november 27.",
    idoszak="2024. 09. 10. – 2024. 11. 08.",
    m3=14,
    osszeg="11 286",
    meroallas="1 482",
)
FILED[_VIZ + "Vizmuvek_2025-01.txt"] = vizmu_szamla(
    sorszam="VM-25-0214467",
    kelte="2025. január 14.",
    hatarido="2025. január 29.",
    idoszak="2024. 11. 08. – 2025. 01. 10.",
    m3=15,
    osszeg="11 902",
    meroallas="1 497",
)
FILED[_VIZ + "Vizmuvek_2025-03.txt"] = vizmu_szamla(
    sorszam="VM-25-1120583",
    kelte="2025. március 13.",
    hatarido="2025. március 28.",
    idoszak="2025. 01. 10. – 2025. 03. 11.",
    m3=13,
    osszeg="10 670",
    meroallas="1 510",
)

_TEL = "Lakás/Rezsi/Telekom/"
FILED[_TEL + "Telekom_szamla_2025_01.txt"] = telekom_szamla(
    sorszam="2025-0112-448190",
    kelte="2025.01.05.",
    hatarido="2025.01.20.",
    honap="2025. január",
    osszeg="21 460",
    extra="",
)
FILED[_TEL + "Telekom_szamla_2025_02.txt"] = telekom_szamla(
    sorszam="2025-0212-501733",
    kelte="2025.02.05.",
    hatarido="2025.02.20.",
    honap="2025. február",
    osszeg="23 950",
    extra="  Roaming (Németország, EU-n belül díjmentes keret felett)   2 490 Ft\n",
)
FILED[_TEL + "Telekom_szamla_2025_03.txt"] = telekom_szamla(
    sorszam="2025-0312-557021",
    kelte="2025.03.05.",
    hatarido="2025.03.20.",
    honap="2025. március",
    osszeg="21 460",
    extra="",
)

# --- Lakás / Társasház -----------------------------------------------------------------
_TH = "Lakás/Társasház/"
FILED[_TH + "kozgyules_jegyzokonyv_2024-05-23.txt"] = """JEGYZŐKÖNYV
a Budapest XIII., Tátra utca 24. szám alatti Társasház 2024. május 23-án 18:00 órakor
a földszinti közös helyiségben megtartott rendes évi közgyűléséről

Jelen vannak: a jelenléti ív szerint 41 tulajdonostárs, a tulajdoni hányadok 58,3%-a.
A közgyűlés határozatképes.
Levezető elnök: Horváth Zsolt közös képviselő (Korona Ház Kft.)
Jegyzőkönyvvezető: Bakos Erika (2/7.)
Hitelesítők: Tóth Gábor (3/12.), Szekeres István (1/3.)

1. napirendi pont: A 2023. évi elszámolás elfogadása
   12/2024. (V.23.) határozat: a közgyűlés a 2023. évi elszámolást 39 igen, 2 tartózkodás
   mellett elfogadja.

2. napirendi pont: A 2024. évi költségvetés
   13/2024. (V.23.) határozat: a közös költség 2024. július 1-jétől 290 Ft/m²/hó.
   A felújítási alapba fizetendő hozzájárulás változatlan.

3. napirendi pont: Liftfelújítás előkészítése
   A közös képviselő három árajánlatot kér be; döntés a következő közgyűlésen.

4. napirendi pont: Egyebek
   Kerékpártároló rendje: a pinceajtó kódja változik, az új kódot a hirdetőtáblán tesszük közzé.

A levezető elnök a közgyűlést 20:05-kor bezárta.

Budapest, 2024. május 23.
"""
FILED[_TH + "kozos_koltseg_2025_ertesito.txt"] = """Korona Ház Kft. – társasházkezelés
1133 Budapest, Pannónia utca 102.  ·  iroda@koronahaz.hu  ·  +36 1 350 1188

Tárgy: Értesítő a közös költség fizetéséről – 2025. év
Tulajdonos: Tóth Gábor és Tóth Eszter
Albetét: Tátra utca 24. 3. emelet 12. (hrsz. 25741/0/A/38), alapterület: 71 m²

Tisztelt Tulajdonostárs!

A 13/2024. (V.23.) közgyűlési határozat alapján 2025. január 1-jétől a havi befizetés:
  közös költség: 71 m² × 290 Ft = 20 590 Ft
  felújítási alap: 71 m² × 180 Ft = 12 780 Ft
  víz-átalány (közös helyiségek): 1 230 Ft
  szemétszállítás: 4 000 Ft
  Összesen: 38 600 Ft / hó

Befizetés: minden hónap 10. napjáig a társasház számlájára:
  Tátra u. 24. Társasház, OTP Bank 11713005-20412345
  Közlemény: 3/12 közös költség + hónap

Budapest, 2024. december 12.
Horváth Zsolt
közös képviselő
"""
FILED[_TH + "elszamolas_2024.xlsx"] = xlsx_bytes(
    {
        "Befizetések 2024": [
            ["Hónap", "Esedékes (Ft)", "Befizetve (Ft)", "Dátum", "Megjegyzés"],
            ["január", 36850, 36850, "2024.01.09.", ""],
            ["február", 36850, 36850, "2024.02.08.", ""],
            ["március", 36850, 36850, "2024.03.10.", ""],
            ["április", 36850, 36850, "2024.04.09.", ""],
            ["május", 36850, 36850, "2024.05.10.", ""],
            ["június", 36850, 36850, "2024.06.07.", ""],
            ["július", 38600, 38600, "2024.07.10.", "új közös költség 290 Ft/m²"],
            ["augusztus", 38600, 38600, "2024.08.09.", "Krkről utalva"],
            ["szeptember", 38600, 38600, "2024.09.10.", ""],
            ["október", 38600, 38600, "2024.10.08.", ""],
            ["november", 38600, 38600, "2024.11.10.", ""],
            ["december", 38600, 38600, "2024.12.09.", ""],
            ["Összesen", "=SUM(B2:B13)", "=SUM(C2:C13)", "", ""],
        ]
    }
)
FILED[_TH + "hazirend_2019.txt"] = """A Budapest XIII., Tátra utca 24. Társasház HÁZIRENDJE
(elfogadva a 2019. április 25-i közgyűlésen)

1. A kapu 22:00 és 6:00 óra között zárva tartandó.
2. Csendes pihenő: hétköznap 22:00–7:00, hétvégén és ünnepnapokon 22:00–9:00.
   Zajjal járó felújítási munka csak hétköznap 8:00–18:00 között végezhető,
   előtte a szomszédokat a hirdetőtáblán értesíteni kell.
3. A lépcsőházban és a függőfolyosón tárgyat tárolni tilos (kivéve babakocsi a földszinti
   tárolóban).
4. Kutyát a közös területen pórázon kell vezetni, az udvarban kutyát sétáltatni nem szabad.
5. A kerékpártároló kulcsa a közös képviselőnél igényelhető.
6. A szemetet zsákban, a szelektív hulladékot összelapítva kell a tárolóba vinni.
"""
FILED[_TH + "IMG_5003.JPG"] = text_image(
    [
        "TISZTELT LAKÓK!",
        "",
        "A Fővárosi Vízművek értesítése alapján",
        "2025. január 9-én (csütörtökön)",
        "8:00 és kb. 14:00 óra között",
        "az épületben VÍZSZOLGÁLTATÁS NEM LESZ",
        "(gerincvezeték-csere a pincében).",
        "",
        "Kérjük, készüljenek fel vízvételre!",
        "Megértésüket köszönjük.",
        "",
        "Horváth Zsolt, közös képviselő – Korona Ház Kft.",
        "Budapest, 2025. jan. 6.",
    ],
    width=680,
    size=24,
    paper=True,
    when="2025:01:08 07:52:13",
    device=GABOR_IPHONE,
    gps=BP_TATRA_U,
)

# --- Lakás / Fürdőszoba felújítás 2024 ----------------------------------------------------
_FURDO = "Lakás/Fürdőszoba felújítás 2024/"
FILED[_FURDO + "arajanlat_Kiss_Burkolas.docx"] = docx_bytes(
    "Árajánlat – fürdőszoba felújítás",
    [
        "Kiss Burkolás – Kiss Attila e.v., 1148 Budapest, Fogarasi út 61.  Tel.: +36 20 915 4478",
        "Megrendelő: Tóth Gábor, 1136 Budapest, Tátra utca 24. 3/12.",
        "Kelt: Budapest, 2024. április 22.",
        "A fürdőszoba (kb. 4,2 m², csempe 2,1 m magasságig) teljes felújítása:",
        "- régi csempe és padlóburkolat bontása, sitt elszállítása: 145 000 Ft",
        "- aljzatkiegyenlítés, kenhető vízszigetelés a zuhany körül: 98 000 Ft",
        "- falburkolás 24 m², padlóburkolás 4,2 m² (anyag nélkül): 336 000 Ft",
        "- zuhanytálca helyett zuhanyfolyóka beépítése: 85 000 Ft",
        "- szaniterek (WC, mosdó, csaptelep) felszerelése: 62 000 Ft",
        "Munkadíj összesen: 726 000 Ft (alanyi adómentes, ÁFA nem kerül felszámításra).",
        "A burkolóanyagot a megrendelő vásárolja meg. Várható kezdés: 2024. május 27., "
        "időtartam kb. 3 hét.",
        "Az árajánlat 30 napig érvényes.",
    ],
    author="Kiss Attila",
)
FILED[_FURDO + "szamla_Kiss_Burkolas_2024-06.txt"] = """SZÁMLA
Sorszám: KB-2024/031
Kelte: 2024.06.19.   Teljesítés: 2024.06.19.   Fizetési határidő: 2024.06.27.
Fizetés módja: átutalás

Eladó: Kiss Attila e.v. (Kiss Burkolás), 1148 Budapest, Fogarasi út 61.
Adószám: 68123456-1-42
Vevő: Tóth Gábor, 1136 Budapest, Tátra utca 24. 3/12.

Fürdőszoba felújítás az elfogadott 2024.04.22-i árajánlat szerint
  bontás, sittszállítás                      145 000 Ft
  aljzat, vízszigetelés                       98 000 Ft
  fal- és padlóburkolás                      336 000 Ft
  zuhanyfolyóka beépítése                     85 000 Ft
  szaniterek felszerelése                     62 000 Ft
  pótmunka: szellőzőventilátor cseréje        18 000 Ft
Összesen: 744 000 Ft
ÁFA: alanyi adómentes

A burkolásra 3 év garanciát vállalok.  – Kiss Attila
"""
FILED[_FURDO + "IMG_4402.JPG"] = photo(
    "szoba", 4402, "2024:05:20 18:11:40", GABOR_IPHONE, BP_TATRA_U
)
FILED[_FURDO + "IMG_4460.JPG"] = photo(
    "szoba", 4460, "2024:06:28 20:03:05", GABOR_IPHONE, BP_TATRA_U
)

# --- Hivatalos ---------------------------------------------------------------------------
_OKM = "Hivatalos/Okmányok/"
FILED[
    _OKM + "utlevel_szemelyi_lejaratok.txt"
] = """Okmányok – lejárati dátumok (ellenőrizni minden januárban!)

Eszter
  személyi igazolvány: 2027.08.14.
  útlevél: 2029.05.02.
  jogosítvány: 2031.10.20.
Gábor
  személyi igazolvány: 2026.03.30.
  útlevél: 2024.11.18. -> LEJÁRT, nem újítottuk meg (schengeni utakhoz elég a személyi)
  jogosítvány: 2025.06.11. !!! megújítani (orvosi alkalmassági kell)
Panna
  személyi igazolvány (gyerek): 2026.02.08.
  útlevél: nincs – a Tátrához nem kell, de nyárra jó lenne

Lakcímkártyák: mindhármunknak 1136 Budapest, Tátra utca 24. 3. em. 12.
"""
FILED[_OKM + "lakcimkartya_Panna_2024.txt"] = """Budapest Főváros Kormányhivatala
XIII. Kerületi Hivatal – Kormányablak
1139 Budapest, Visegrádi utca 110-112.

ÉRTESÍTÉS hatósági igazolvány átvételéről

Ügyszám: BP-13/KA/04412-2/2024
Ügyfél: Tóth Panna (kiskorú), törvényes képviselő: Tóth Eszter
Okmány: lakcímet igazoló hatósági igazolvány (lakcímkártya) – pótlás elvesztés miatt
Új okmány sorszáma: 581244LA

Az okmányt postai úton, tértivevényes küldeményként kézbesítjük a bejelentett lakcímre
(1136 Budapest, Tátra utca 24. 3/12.). Az eljárás illetékmentes.

Budapest, 2024. április 18.
"""
FILED[
    _OKM + "idopont_szemelyi_Eszter_2024-09-12.txt"
] = """Időpontfoglalás visszaigazolása – Kormányablak

Foglalási kód: 7TX-441-PQ2
Ügyfél: Tóth Eszter
Ügytípus: Személyazonosító igazolvány – érvényesség lejárta előtti csere (névváltozás nélkül)
Helyszín: Budapest XIII. Kerületi Kormányablak, 1139 Budapest, Visegrádi utca 110-112.
Időpont: 2024. szeptember 12. (csütörtök) 8:40

Kérjük, hozza magával jelenlegi személyi igazolványát és lakcímkártyáját.
Ha nem tud megjelenni, időpontját a magyarorszag.hu oldalon törölheti.
"""
FILED[
    _OKM + "jogositvany_Gabor_hosszabbitas.txt"
] = """Gábor jogsi hosszabbítás – teendők (2025. márc.)

1. háziorvos: orvosi alkalmassági vélemény (I. csoport) – dr. Sipos, időpont kérve ápr. elejére
2. kormányablak időpont VAGY online, ha már megvan az alkalmassági (az ügyfélkapun fel tud
   tölteni mindent, nem kell bemenni)
3. régi jogsi lejár: 2025. 06. 11. – előtte meg kell lennie!
4. díj: 2025-ben illetékmentes? -> 50 év alatt igen, ok.
"""

_UK = "Hivatalos/Ügyfélkapu/"
FILED[
    _UK + "Ugyfelkapu_plusz_atallas_2024-11.txt"
] = """Tárgy: Tájékoztatás az Ügyfélkapu+ bevezetéséről
Feladó: Digitális Kormányzati Ügynökség – Központi Azonosítási Ügynök
Címzett: Tóth Eszter (tárhely)
Érkezett: 2024.11.04. 09:12

Tisztelt Ügyfelünk!

2025. január 16-tól a korábbi Ügyfélkapu helyett kétfaktoros azonosításra, az
Ügyfélkapu+ szolgáltatásra, vagy a Digitális Állampolgárság (DÁP) mobilalkalmazásra
lesz szükség az elektronikus ügyintézéshez. Az átállás a magyarorszag.hu oldalon,
néhány perc alatt elvégezhető; hitelesítő alkalmazás (pl. Google Authenticator) vagy
e-mailben kapott kód szükséges hozzá.

Tárhelyén lévő dokumentumai az átállás után is elérhetők maradnak.
"""
FILED[_UK + "NVI_ertesito_2024_junius.txt"] = """NEMZETI VÁLASZTÁSI IRODA
ÉRTESÍTŐ
az Európai Parlament tagjainak, valamint a helyi önkormányzati képviselők és
polgármesterek 2024. június 9-re kitűzött választásáról

Választópolgár: Tóth Gábor
Lakcím: 1136 Budapest, Tátra utca 24. 3/12.
Szavazókör: Budapest XIII. kerület, 041. számú szavazókör
Helyszín: Vizafogó Általános Iskola, 1139 Budapest, Vizafogó sétány 2.
Akadálymentes: igen

A szavazás 2024. június 9-én 6:00 órától 19:00 óráig tart.
Kérjük, vigye magával személyazonosságát és lakcímét igazoló igazolványát.
"""
FILED[
    _UK + "NEAK_jogviszony_2025-02.txt"
] = """Tárgy: Értesítés egészségügyi szolgáltatásra jogosultság rendezéséről
Feladó: Nemzeti Egészségbiztosítási Alapkezelő (NEAK)
Címzett: Tóth Gábor, TAJ: 038 412 227
Tárhelyre érkezett: 2025. február 3.

Tisztelt Ügyfelünk!

Nyilvántartásunkban 2024. december 1. és 2024. december 31. között Önnél a
biztosítási jogviszony adatai hiányosan szerepeltek („piros lámpa”). Munkáltatója
(Közép-Pesti Tankerületi Központ) a hiányzó bejelentést időközben pótolta, így
jogviszonya rendezett, a TAJ-szám státusza ismét zöld. Teendője nincs.

Ez egy automatikusan előállított értesítés, kérjük, ne válaszoljon rá.
"""

# --- Adó -------------------------------------------------------------------------------
_HARTMANN_KFT = "Hartmann Systems Hungary Kft., 1134 Budapest, Váci út 45."
_TANKERULET = "Közép-Pesti Tankerületi Központ, 1071 Budapest, Damjanich utca 4."

FILED["Adó/SZJA 2023/M30_2023_Eszter_Hartmann.txt"] = m30(
    ev=2023,
    kifizeto=_HARTMANN_KFT,
    kifizeto_adoszam="25541890-2-41",
    nev="Tóth Eszter",
    adoazon="8412345670",
    brutto="13 920 000",
    szja="2 028 000",
    tb="2 575 200",
    kelt="Budapest, 2024. január 29.",
    ckedv="66 670 Ft × 12",
)
FILED["Adó/SZJA 2023/M30_2023_Gabor_Tankerulet.txt"] = m30(
    ev=2023,
    kifizeto=_TANKERULET,
    kifizeto_adoszam="15799658-2-41",
    nev="Tóth Gábor",
    adoazon="8398765432",
    brutto="6 744 000",
    szja="1 011 600",
    tb="1 247 640",
    kelt="Budapest, 2024. január 25.",
    ckedv="0",
)
FILED["Adó/SZJA 2023/SZJA_2023_bevallas_elfogadva.txt"] = """Nemzeti Adó- és Vámhivatal
Értesítés a 2023. évi személyijövedelemadó-bevallás befogadásáról

Adózó: Tóth Eszter (8412345670)
Bevallás: 23SZJA – a NAV által készített tervezet kiegészítve, módosítva
Benyújtva: 2024.05.08. 21:47 (eSZJA webes kitöltő)
Érkeztetési szám: 4022914477

Módosítások a tervezethez képest:
 - családi kedvezmény megosztása házastárssal: NEM (teljes egészében Eszter érvényesíti)
 - rendelkező nyilatkozat 1%: Bátor Tábor Alapítvány (18174307-1-07)

Fizetendő / visszaigénylhető adó: 0 Ft

Ez a levél a 2023-as adóévre vonatkozik. Tárhelyére érkezett: 2024. május 8.
"""

FILED["Adó/SZJA 2024/M30_2024_Eszter_Hartmann.txt"] = m30(
    ev=2024,
    kifizeto=_HARTMANN_KFT,
    kifizeto_adoszam="25541890-2-41",
    nev="Tóth Eszter",
    adoazon="8412345670",
    brutto="14 880 000",
    szja="2 172 000",
    tb="2 752 800",
    kelt="Budapest, 2025. január 28.",
    ckedv="66 670 Ft × 12",
)
FILED["Adó/SZJA 2024/M30_2024_Gabor_Tankerulet.txt"] = m30(
    ev=2024,
    kifizeto=_TANKERULET,
    kifizeto_adoszam="15799658-2-41",
    nev="Tóth Gábor",
    adoazon="8398765432",
    brutto="7 968 000",
    szja="1 195 200",
    tb="1 474 080",
    kelt="Budapest, 2025. január 27.",
    ckedv="0",
)
FILED[
    "Adó/SZJA 2024/csaladi_kedvezmeny_2024_jegyzet.txt"
] = """Családi kedvezmény 2024 – amit megbeszéltünk (2025. jan. 30.)

- Panna után 1 gyermek, 1 eltartott: havi 66 670 Ft adóalap-kedvezmény = 10 000 Ft/hó adó
- 2024-ben egész évben Eszter érvényesítette a Hartmann bérszámfejtésén (adóelőleg-
  nyilatkozat 2024. jan.) -> nem kell megosztani, a tervezetben ellenőrizni!
- Gábor e.v. (átalányadó): a magánórák bevétele 2024-ben 2 106 000 Ft, a 40%-os
  költséghányaddal jövedelem 1 263 600 Ft, ez az éves minimálbér fele alatt -> adómentes
  rész, de a 2453-as bevallást így is be kell adni (febr. 25-ig!) – könyvelő intézi.
- 1+1%: idén is Bátor Tábor + semmi
- Határidő: május 20. – ha nem nyúlunk hozzá, a tervezet magától bevallás lesz.
"""

# --- Gábor magánórái --------------------------------------------------------------------
_KI = "Gábor magánórák/Kimenő számlák/"
FILED[_KI + "szamla_TG-2025-009.txt"] = kimeno_szamla(
    sorszam="TG-2025-009",
    kelte="2025.03.31.",
    hatarido="2025.04.08.",
    vevo="Molnár Krisztina",
    vevo_cim="1133 Budapest, Kárpát utca 12. 4/2.",
    tetel="Angol magánóra (Molnár Bence), 2025. március",
    mennyiseg="4 óra",
    egysegar="8 000 Ft",
    osszeg="32 000 Ft",
)
FILED[_KI + "szamla_TG-2025-010.txt"] = kimeno_szamla(
    sorszam="TG-2025-010",
    kelte="2025.03.31.",
    hatarido="2025.04.08.",
    vevo="Varga Péter",
    vevo_cim="1138 Budapest, Népfürdő utca 21. C ép. 7/44.",
    tetel="Érettségi felkészítés – történelem (Varga Dóra)",
    mennyiseg="5 óra",
    egysegar="9 000 Ft",
    osszeg="45 000 Ft",
)
FILED[_KI + "szamla_TG-2025-011.txt"] = kimeno_szamla(
    sorszam="TG-2025-011",
    kelte="2025.03.31.",
    hatarido="2025.04.08.",
    vevo="Kerekes Anna",
    vevo_cim="1045 Budapest, Berda József utca 5.",
    tetel="Angol nyelvi magánóra, online, 2025. március",
    mennyiseg="3 óra",
    egysegar="8 000 Ft",
    osszeg="24 000 Ft",
)
FILED[_KI + "szamla_TG-2025-012.txt"] = kimeno_szamla(
    sorszam="TG-2025-012",
    kelte="2025.04.14.",
    hatarido="2025.04.14.",
    vevo="Fekete-Nagy Zsófia",
    vevo_cim="1137 Budapest, Radnóti Miklós utca 30.",
    tetel="Próbaérettségi javítása + konzultáció",
    mennyiseg="2 óra",
    egysegar="9 000 Ft",
    osszeg="18 000 Ft",
    fizmod="készpénz",
)
FILED[_KI + "szamlak_nyilvantartas_2025.xlsx"] = xlsx_bytes(
    {
        "2025": [
            ["Sorszám", "Kelte", "Vevő", "Tanítvány", "Összeg (Ft)", "Fizetve"],
            ["TG-2025-001", "2025.01.31.", "Molnár Krisztina", "Molnár Bence", 32000, "02.05."],
            ["TG-2025-002", "2025.01.31.", "Varga Péter", "Varga Dóra", 36000, "02.03."],
            ["TG-2025-003", "2025.01.31.", "Kerekes Anna", "(saját maga)", 24000, "02.10."],
            ["TG-2025-004", "2025.02.28.", "Molnár Krisztina", "Molnár Bence", 32000, "03.04."],
            ["TG-2025-005", "2025.02.28.", "Varga Péter", "Varga Dóra", 45000, "03.03."],
            ["TG-2025-006", "2025.02.28.", "Kerekes Anna", "(saját maga)", 16000, "03.07."],
            ["TG-2025-007", "2025.03.03.", "Szűcs Tamás", "Szűcs Lili", 16000, "kp"],
            ["TG-2025-008", "2025.03.17.", "Szűcs Tamás", "Szűcs Lili", 16000, "kp"],
            ["TG-2025-009", "2025.03.31.", "Molnár Krisztina", "Molnár Bence", 32000, "04.04."],
            ["TG-2025-010", "2025.03.31.", "Varga Péter", "Varga Dóra", 45000, "04.07."],
            ["TG-2025-011", "2025.03.31.", "Kerekes Anna", "(saját maga)", 24000, ""],
            ["TG-2025-012", "2025.04.14.", "Fekete-Nagy Zsófia", "Fekete-Nagy Máté", 18000, "kp"],
            ["TG-2025-013", "2025.04.25.", "Szűcs Tamás", "Szűcs Lili", 16000, ""],
            ["", "", "", "Összesen", "=SUM(E2:E14)", ""],
        ]
    },
    creator="Tóth Gábor",
)

_BE = "Gábor magánórák/Bejövő számlák/"
FILED[_BE + "Berczi_konyveles_2025-01.txt"] = """SZÁMLA
Számlaszám: BK-2025-00118
Kelte: 2025. január 31.   Teljesítés: 2025. január 31.   Fizetési határidő: 2025. február 10.

Szállító: Bérczi Könyvelőiroda Kft.
1132 Budapest, Visegrádi utca 31. fsz. 2.
Adószám: 23456781-2-41

Vevő: Tóth Gábor e.v.
1136 Budapest, Tátra utca 24. 3/12.
Adószám: 57812345-1-41

Tétel                                              Nettó      ÁFA 27%     Bruttó
Könyvelési díj, egyéni vállalkozó (átalányadó),
2025. január                                      10 000 Ft   2 700 Ft   12 700 Ft

Fizetendő: 12 700 Ft, átutalással az OTP 11712004-20345678 számlára.
Közlemény: BK-2025-00118
"""
FILED[_BE + "Libri_rendeles_tankonyvek_2025-02.txt"] = """Libri-Shopline Nyrt. – Elektronikus számla
Számla sorszáma: LBS-E-2025-0419881
Kiállítás: 2025.02.11.   Teljesítés: 2025.02.11.

Vevő: Tóth Gábor e.v., 1136 Budapest, Tátra utca 24. 3/12., adószám: 57812345-1-41
Rendelésszám: 7004418852

1 db  Clive Oxenden – Christina Latham-Koenig: English File 4th ed. Upper-Intermediate
      Student's Book with Online Practice                           8 990 Ft (5%)
1 db  Érettségi témakörök, tételek – Történelem (emelt szint), 2025  4 490 Ft (5%)
1 db  Cambridge English Grammar in Use (5th ed.) with answers       10 490 Ft (5%)

Összesen bruttó: 23 970 Ft (ebből ÁFA 5%: 1 141 Ft)
Fizetve bankkártyával a rendeléskor.
"""
FILED[_BE + "Zoom_invoice_2025-02.txt"] = """Zoom Communications, Inc.
55 Almaden Blvd, Suite 600, San Jose, CA 95113, USA
VAT ID (EU OSS): EU372012345

INVOICE
Invoice number: INV-287341920
Invoice date: Feb 14, 2025
Billing period: Feb 14, 2025 - Mar 13, 2025

Bill to:
Gabor Toth e.v.
Tatra utca 24. 3/12.
1136 Budapest, Hungary
VAT number: HU57812345

Description                     Qty    Unit price    Amount
Zoom Workplace Pro (monthly)     1      EUR 13.99     EUR 13.99
VAT 27% (HU)                                          EUR 3.78
Total                                                 EUR 17.77

Paid with Visa ending in 4471 on Feb 14, 2025. Thank you for your business.
"""

# --- Munka -----------------------------------------------------------------------------
_MG = "Munka Gábor/"
FILED[_MG + "kinevezes_modositas_2024-09.txt"] = """Közép-Pesti Tankerületi Központ
1071 Budapest, Damjanich utca 4.
Iktatószám: TK/130/02214-3/2024

Tóth Gábor
részére
Angyalföldi Gimnázium

Tárgy: munkaszerződés módosítása

Tisztelt Tanár Úr!

A pedagógusok új életpályájáról szóló 2023. évi LII. törvény alapján 2024. szeptember 1.
napjától munkaszerződését az alábbiak szerint módosítjuk:
  munkakör: középiskolai tanár (történelem, angol nyelv)
  fokozat: Pedagógus II.
  heti munkaidő: 40 óra, ebből a neveléssel-oktatással lekötött munkaidő: 24 óra
  osztályfőnöki megbízás: 10.C osztály (2024/2025. tanév)
  havi illetmény: 664 000 Ft + osztályfőnöki pótlék

A munkaszerződés egyéb rendelkezései változatlanok.

Budapest, 2024. augusztus 28.
Kovácsné Tarr Ildikó
tankerületi igazgató
"""
FILED[_MG + "orarend_2024-25.xlsx"] = xlsx_bytes(
    {
        "Órarend": [
            ["Óra", "Hétfő", "Kedd", "Szerda", "Csütörtök", "Péntek"],
            ["1. (8:00)", "9.A töri", "10.C angol", "", "11.B töri", "10.C osztályfőnöki"],
            [
                "2. (8:55)",
                "10.C töri",
                "12.A emelt töri",
                "9.A töri",
                "10.C angol",
                "12.A emelt töri",
            ],
            ["3. (9:55)", "11.B töri", "", "10.C angol", "9.A töri", ""],
            ["4. (10:55)", "", "9.D angol", "11.B töri", "", "9.D angol"],
            ["5. (11:50)", "12.A emelt töri", "9.D angol", "", "12.A töri", "10.C töri"],
            ["6. (12:45)", "ügyelet", "", "munkaközösségi", "", ""],
            ["Délután", "magánóra 16:30 Bence", "", "magánóra 17:00 Dóra (online)", "", ""],
        ]
    },
    creator="Tóth Gábor",
)
FILED[
    _MG + "illetmenyertesito_2025-01.txt"
] = """Magyar Államkincstár – Központosított illetményszámfejtés (KIR)
ILLETMÉNYJEGYZÉK – 2025. január

Munkáltató: Közép-Pesti Tankerületi Központ / Angyalföldi Gimnázium
Dolgozó: Tóth Gábor   Adóazonosító: 8398765432   Törzsszám: 77410233

Alapilletmény                               708 000 Ft
Osztályfőnöki pótlék                         41 300 Ft
Bruttó összesen                             749 300 Ft
Levonások:
  SZJA 15%                                  112 395 Ft
  TB-járulék 18,5%                          138 621 Ft
  Szakszervezeti tagdíj (PDSZ)                7 493 Ft
Nettó kifizetés                             490 791 Ft
Utalás: 2025.02.05., OTP Bank ...-01234567

A 2025. január 1-jétől érvényes pedagógus-béremelés az illetményben érvényesítve.
"""

_HM = "Munka Eszter/Hartmann/"
FILED[_HM + "Munkaszerzodes_Arbeitsvertrag_2022.txt"] = """MUNKASZERZŐDÉS / ARBEITSVERTRAG
(kétnyelvű szerződés; eltérés esetén a magyar szöveg az irányadó /
zweisprachiger Vertrag; im Zweifel gilt die ungarische Fassung)

Munkáltató / Arbeitgeber: Hartmann Systems Hungary Kft., 1134 Budapest, Váci út 45.
(a Hartmann Systems GmbH, München leányvállalata / Tochtergesellschaft der
Hartmann Systems GmbH, Leopoldstraße 120, 80802 München)

Munkavállaló / Arbeitnehmerin: Tóth Eszter (szül. Szabó Eszter), 1136 Budapest,
Tátra utca 24. 3/12.

1. Munkakör / Position: Senior QA Engineer (Team „Fleet Platform“)
2. Munkavégzés helye / Arbeitsort: Budapest, heti 3 nap home office /
   Budapest, davon 3 Tage pro Woche mobiles Arbeiten
3. Kezdés / Beginn: 2022. szeptember 1. / 01.09.2022, határozatlan időre / unbefristet
4. Alapbér / Grundgehalt: bruttó 1 080 000 Ft/hó / brutto 1.080.000 HUF monatlich
5. Próbaidő / Probezeit: 3 hónap / 3 Monate
6. Szabadság / Urlaub: Mt. szerint + 3 nap / gemäß ungar. Arbeitsgesetzbuch + 3 Tage
7. Kiküldetés / Dienstreisen: a müncheni központba évente kb. 3-4 alkalommal /
   ca. 3-4 Mal jährlich zur Zentrale nach München

Budapest, 2022. július 18.
"""
FILED[_HM + "Berjegyzek_2025_01.txt"] = """Hartmann Systems Hungary Kft.
BÉRJEGYZÉK – 2025. január

Név: Tóth Eszter          Adóazonosító: 8412345670        Munkakör: Senior QA Engineer
Költséghely: HU-ENG-04    Belépés: 2022.09.01.

Alapbér                                    1 290 000 Ft
Cafeteria (SZÉP-kártya, vendéglátás)         33 333 Ft (külön adózik)
Bruttó bér                                 1 290 000 Ft

Levonások
  TB-járulék (18,5%)                         238 650 Ft
  SZJA-előleg (15%), családi kedvezmény:
    adóalap 1 290 000 - 66 670 = 1 223 330    183 500 Ft
Nettó bér                                    867 850 Ft

Átutalva: 2025.02.05. – OTP Bank 11773016-01234567
Szabadság: éves keret 29 nap, felhasznált 0 nap
"""
FILED[_HM + "Berjegyzek_2025_02.txt"] = """Hartmann Systems Hungary Kft.
BÉRJEGYZÉK – 2025. február

Név: Tóth Eszter          Adóazonosító: 8412345670        Munkakör: Senior QA Engineer
Költséghely: HU-ENG-04    Belépés: 2022.09.01.

Alapbér                                    1 290 000 Ft
Kiküldetési napidíj (München, 02.17–02.19.)  3 × 42 EUR (adómentes, külön elszámolva)
Cafeteria (SZÉP-kártya, vendéglátás)         33 333 Ft (külön adózik)
Bruttó bér                                 1 290 000 Ft

Levonások
  TB-járulék (18,5%)                         238 650 Ft
  SZJA-előleg (15%), családi kedvezménnyel   183 500 Ft
Nettó bér                                    867 850 Ft

Átutalva: 2025.03.05. – OTP Bank 11773016-01234567
Szabadság: éves keret 29 nap, felhasznált 2 nap
"""
FILED[_HM + "HR_Homeoffice-Richtlinie_2025.eml"] = eml(
    "Hartmann Systems HR <hr@hartmann-systems.de>",
    "all-hu@hartmann-systems.de",
    "Mon, 13 Jan 2025 10:02:11 +0100",
    "Aktualisierte Homeoffice-Richtlinie ab 1. Februar 2025",
    """Liebe Kolleginnen und Kollegen in Budapest,

ab dem 1. Februar 2025 gilt die aktualisierte Richtlinie für mobiles Arbeiten:

- bis zu 3 Tage pro Woche mobiles Arbeiten, Teamtag ist weiterhin der Dienstag
- Arbeitsplatzausstattung: einmalige Pauschale von 120.000 HUF (bitte bis 31.03. über
  das HR-Portal beantragen)
- Arbeiten aus dem EU-Ausland max. 20 Tage im Jahr, vorher Antrag bei HR

Die vollständige Richtlinie (DE/EN/HU) findet ihr im Intranet unter HR > Policies.

Viele Grüße
Sabine Krämer
People & Culture, Hartmann Systems GmbH
Leopoldstraße 120, 80802 München
""",
    "<20250113100211.55d2@hartmann-systems.de>",
)

_DR = "Munka Eszter/Dienstreise München 2025-02/"
FILED[_DR + "Reiseantrag_MUC_Feb2025.txt"] = """Hartmann Systems GmbH – Dienstreiseantrag

Antragstellerin: Eszter Tóth (Hartmann Systems Hungary Kft., Kostenstelle HU-ENG-04)
Reiseziel: München, Zentrale Leopoldstraße 120
Reisezeitraum: 17.02.2025 – 19.02.2025
Zweck: PI-Planning Q2/2025, Team Fleet Platform; Workshop Testautomatisierung

Verkehrsmittel: Flug BUD–MUC–BUD (Lufthansa), ÖPNV vor Ort
Unterkunft: Motel One München-Schwabing, 2 Nächte (Rahmenvertrag)
Geschätzte Kosten: Flug 318 EUR, Hotel 2 × 109 EUR, Tagegeld 3 × 42 EUR

Genehmigt: Markus Lehner (Engineering Manager), 27.01.2025
"""
FILED[_DR + "LH_Buchungsbestaetigung.eml"] = eml(
    "Lufthansa <online@booking-lufthansa.com>",
    "eszter.toth@hartmann-systems.de",
    "Tue, 28 Jan 2025 14:37:52 +0100",
    "Ihre Buchungsbestätigung – Budapest - München - Budapest (Buchungscode 6QLX2T)",
    """Sehr geehrte Frau Tóth,

vielen Dank für Ihre Buchung. Ihr Buchungscode: 6QLX2T

Hinflug   LH 1677  Mo., 17. Februar 2025  BUD 06:10 -> MUC 07:25  Economy Light
Rückflug  LH 1680  Mi., 19. Februar 2025  MUC 18:05 -> BUD 19:20  Economy Light

Reisende: Frau Eszter Tóth
Ticketnummer: 220-2478193355
Bezahlt mit: Firmenkreditkarte (Hartmann Systems GmbH)

Der Online Check-in ist 23 Stunden vor Abflug möglich.

Ihr Lufthansa Team
""",
    "<lh.6QLX2T.20250128@booking-lufthansa.com>",
)
FILED[_DR + "MotelOne_Rechnung_MUC.txt"] = """Motel One München-Schwabing
Leopoldstraße 87 · 80802 München · www.motel-one.com

RECHNUNG Nr. 7712-044193
Datum: 19.02.2025

Gast: Frau Eszter Tóth
Firma: Hartmann Systems GmbH, Leopoldstraße 120, 80802 München
Anreise: 17.02.2025   Abreise: 19.02.2025   Zimmer 412

2 Übernachtungen à 99,00 EUR (7% MwSt.)          198,00 EUR
2 Frühstück à 16,90 EUR (19% MwSt.)               33,80 EUR
Gesamt                                           231,80 EUR
enthaltene MwSt. 7%: 12,95 EUR / 19%: 5,40 EUR

Bezahlt: Mastercard **** 0918 am 19.02.2025
Vielen Dank für Ihren Besuch!
"""
FILED[_DR + "PXL_20250217_201544120.jpg"] = photo(
    "este", 2025021720, "2025:02:17 20:15:44", ESZTER_PIXEL, MUENCHEN_MARIENPLATZ
)

# --- Egészség (személyenként) -------------------------------------------------------------
_EE = "Egészség/Eszter/"
FILED[_EE + "laborlelet_2024-09-18.txt"] = """Duna Medical Labor Kft. – Budapest, Lehel utca 59.
LABORATÓRIUMI LELET

Páciens: Tóth Eszter   Szül.: 1988.06.03.   TAJ: 041 227 365
Beküldő: dr. Sipos Márta háziorvos, 1136 Budapest, Tátra utca 5/b.
Mintavétel: 2024.09.18. 07:35   Lelet kiadva: 2024.09.19.

Vizsgálat                  Eredmény     Referencia
Hemoglobin                 121 g/l      120-160
Vas (szérum)               7,9 µmol/l   9,0-30,4   ↓
Ferritin                   11 µg/l      15-150     ↓
TSH                        1,84 mU/l    0,4-4,0
Glükóz (éhomi)             4,9 mmol/l   3,9-6,0
Koleszterin                4,7 mmol/l   < 5,2
D-vitamin (25-OH)          48 nmol/l    75-250     ↓

Megjegyzés: vashiány, D-vitamin-hiány. Kontroll 6 hónap múlva javasolt.
"""
FILED[_EE + "szemeszet_2024-11-05.txt"] = """Optika Lehel – szemészeti szakrendelés
Vizsgálat: 2024. november 5.
Páciens: Tóth Eszter (36 é.)

Panasz: esti fejfájás, monitor előtt szemfáradás.
Refrakció: OD -1,25 sph, OS -1,00 sph -0,25 cyl 170°
Szemnyomás: OD 14, OS 15 Hgmm
Javaslat: monitorhoz kékfény-szűrős szemüveg, 20-20-20 szabály, kontroll 2 év múlva.
dr. Vadász Ágnes szemész szakorvos
"""
FILED[_EE + "borgyogyaszat_2025-02-20.txt"] = """Medicover Kórház és Klinika – Bőrgyógyászat
AMBULÁNS LAP
Dátum: 2025.02.20.
Név: Tóth Eszter   TAJ: 041 227 365

Anyajegyszűrés (dermatoszkópia) – teljes testfelszín.
Lelet: benignus naevusok, a bal lapockán lévő 5 mm-es naevus szabályos.
Javaslat: évenkénti kontroll, fényvédelem. Következő szűrés: 2026. február.
dr. Hegedűs Réka
"""

_EG = "Egészség/Gábor/"
FILED[_EG + "ortopedia_2024-03-12.txt"] = """Szent János Kórház – Ortopédiai szakrendelés
AMBULÁNS LAP
Dátum: 2024. március 12.
Név: Tóth Gábor   Szül.: 1986.10.02.   TAJ: 038 412 227

Anamnézis: 2024.02.24-én túrázás közben (Börzsöny, lefelé) a jobb térd kicsavarodott,
azóta terhelésre fáj, lépcsőn lefelé bizonytalan.
Status: jobb térd enyhén duzzadt, McMurray-teszt medialisan pozitív.
Vélemény: medialis meniscus sérülés gyanúja.
Javaslat: MRI, kímélet, NSAID szükség esetén, kontroll az MRI lelettel.
dr. Orosz Balázs ortopéd szakorvos
"""
FILED[_EG + "MRI_lelet_terd_2024-04-09.txt"] = """Affidea Diagnosztika – MR vizsgálat
Név: Tóth Gábor   TAJ: 038 412 227   Vizsgálat napja: 2024.04.09.
Vizsgált régió: jobb térd, natív MR

Lelet: a medialis meniscus hátsó szarvában horizontális, a felszínt el nem érő
degeneratív jellegű szakadás. Szalagok épek. Kevés folyadék a recessus suprapatellarisban.
Vélemény: medialis meniscus hátsó szarv lézió, műtéti indikáció egyelőre nem valószínű.
dr. Pap Endre radiológus
"""
FILED[_EG + "gyogytorna_beutalo_2024-05.txt"] = """BEUTALÓ – fizioterápia
Beutaló orvos: dr. Orosz Balázs (ortopédia)
Beteg: Tóth Gábor, TAJ: 038 412 227
Kelt: 2024.05.02.

Diagnózis: M23.2 – meniscus károsodása régi szakadás miatt (jobb térd)
Kért ellátás: gyógytorna 10 alkalom, comb izomzat erősítése, propriocepció.
Érvényes: 90 napig.
"""

_EP = "Egészség/Panna/"
FILED[_EP + "oltasok_Panna.txt"] = """Panna oltásai (az oltási kiskönyvből kiírva, 2024. szept.)

Tóth Panna, szül. 2017. február 8., TAJ: 125 778 904
- BCG: 2017.02.10. (kórházban)
- DTPa-IPV-Hib-HepB (Infanrix Hexa): 2, 3, 4 hó, emlékeztető 18 hó – megvan
- Pneumococcus (Prevenar 13): 2, 4, 12 hó – megvan
- MMR: 15 hó (2018.05.) – megvan, 2. adag: 6 évesen? -> 11 évesen lesz az iskolában
- Bárányhimlő (Varilrix, fizetős): 2019.03.12. és 2019.05.14.
- Meningococcus B (Bexsero, fizetős): 2019, emlékeztető 2022
- DTPa-IPV emlékeztető: 6 évesen, 2023.04.20. (dr. Fehér Katalin)
Következő: 2. osztály után nincs kötelező, 6. osztályban HPV az iskolában.
"""
FILED[_EP + "gyerekorvos_2024-11-21.txt"] = """Dr. Fehér Katalin házi gyermekorvos
1139 Budapest, Országbíró utca 40.   Rendelési idő: H, Sze, P 8-12; K, Cs 14-18

Ambuláns lap
Dátum: 2024. november 21.
Beteg: Tóth Panna (7 é.)   TAJ: 125 778 904
Kísérő: anyja, Tóth Eszter

Panasz: 3 napja köhög, ma reggel 38,4 °C láz.
Status: garat belövellt, tüdők felett szórt szörtyzörejek.
Dg.: J20.9 akut bronchitis
Th.: bő folyadék, lázcsillapítás, Mucosolvan szirup 2×5 ml, szükség esetén kontroll.
Iskolába: 2024.11.26-tól mehet (igazolás kiadva).
"""
FILED[
    _EP + "fogorvos_2025-01-30.txt"
] = """Mosolyvár Gyermekfogászat – Budapest XIII., Gyöngyösi sétány 11.
Kezelési lap – 2025.01.30.
Páciens: Tóth Panna (7 éves)

- 6-os fogak (alsó-felső) barázdazárása megtörtént (36, 46, 16, 26)
- 54-es tejfog: kis szuvasodás, üvegionomer tömés
- a felső metszők váltása rendben, fogszabályozó-konzultáció 9 éves korban javasolt
Következő kontroll: 2025. július
"""
FILED[_EP + "IMG_5018.JPG"] = text_image(
    [
        "Dr. Fehér Katalin házi gyermekorvos",
        "1139 Budapest, Országbíró utca 40.",
        "",
        "FELÍRÁSI IGAZOLÁS (e-recept)",
        "Beteg: Tóth Panna   TAJ: 125 778 904",
        "Szül.: 2017.02.08.",
        "",
        "Rp. Augmentin 400 mg/57 mg/5 ml por",
        "    belsőleges szuszpenzióhoz 1× 70 ml",
        "    S.: 2× 5 ml, 7 napig (reggel, este)",
        "",
        "Felírás dátuma: 2025.01.14.",
        "Azonosító (EESZT): 3K7T-M9QX-22",
    ],
    width=640,
    size=22,
    paper=True,
    when="2025:01:14 10:41:20",
    device=GABOR_IPHONE,
    gps=BP_TATRA_U,
)

# --- Panna iskola (tanévenként) ----------------------------------------------------------
_P1 = "Panna iskola/2023-24 (1.b)/"
FILED[_P1 + "beiratkozas_visszaigazolas_2023-04.txt"] = """Vizafogó Általános Iskola
1139 Budapest, Vizafogó sétány 2.   OM azonosító: 035214

ÉRTESÍTÉS felvételről

Tisztelt Tóth Eszter és Tóth Gábor!

Értesítjük, hogy gyermeküket, Tóth Panna (szül.: 2017.02.08.) tanulót a 2023/2024.
tanévre az iskola 1. évfolyamára felvettük. Osztály: 1.b (osztálytanító: Horváthné Kiss
Judit). A tanévnyitó ünnepség 2023. augusztus 31-én 17 órakor lesz az iskola udvarán.

Budapest, 2023. április 28.
Lengyel Katalin igazgató
"""
FILED[
    _P1 + "ertesito_1_osztaly_2024-06.txt"
] = """ÉRTESÍTŐ – 1. évfolyam, év végi szöveges értékelés
2023/2024. tanév
Tanuló: Tóth Panna, 1.b

Magyar nyelv és irodalom: Kiválóan teljesített. Szépen, folyékonyan olvas, a betűket
pontosan alakítja. Figyeljen a kis- és nagybetűkre!
Matematika: Jól teljesített. A 20-as számkörben biztosan számol, a szöveges
feladatoknál még segítséget igényel.
Környezetismeret: Kiválóan teljesített.
Ének-zene: Kiválóan teljesített.
Vizuális kultúra: Kiválóan teljesített, alkotásai ötletesek.
Testnevelés: Jól teljesített.
Magatartás: példás   Szorgalom: jó

Budapest, 2024. június 14.        Horváthné Kiss Judit osztálytanító
"""
FILED[_P1 + "tanevzaro_meghivo_2024-06.txt"] = """Kedves Szülők!

Szeretettel meghívjuk Önöket a 2023/24-es tanév tanévzáró ünnepségére
2024. június 20-án (csütörtökön) 17:00 órára az iskola tornatermébe.
Az 1.b osztály két verssel és egy körtánccal készül!
Ünneplő ruha: fehér felső, sötét alj.

Horváthné Kiss Judit
"""

_P2 = "Panna iskola/2024-25 (2.b)/"
FILED[_P2 + "tanevnyito_level_2024-09-02.txt"] = """Kedves 2.b-s Szülők!

Remélem, mindenki jól pihent a nyáron! Néhány fontos tudnivaló a 2024/2025-ös tanévre:

- Tanítás: 2024. szeptember 2-tól, napközi 16:30-ig, ügyelet 17:30-ig.
- Szülői értekezlet: szeptember 17. (kedd) 17:30, 2.b terem (1. emelet).
- Úszás: idén is kedden, a Hajós Alfréd uszodában, busszal megyünk.
- Osztálypénz: 10 000 Ft / félév, Kovács Dóra anyukájánál vagy átutalással.
- A KRÉTA-t kérem, naponta nézzék, ott küldöm a fontos üzeneteket.

Üdvözlettel:
Horváthné Kiss Judit osztályfőnök
"""
FILED[_P2 + "szuloi_ertekezlet_jegyzet_2024-09-17.txt"] = """szülői 2024. 09. 17. – jegyzet (Eszter)

- új tankönyvek: a matek munkafüzet még nem jött meg, okt. elejére
- napközi: Zsuzsa néni helyett Réka néni (új)
- kirándulás ősszel: Budakeszi Vadaspark, okt. 11. (péntek), 3500 Ft busz
- Mikulás: dec. 6., az SZMK intézi, 1000 Ft/fő
- hittan/etika nyilatkozat: okt. 1-ig vissza -> etika marad
- Panna: matekból a szöveges feladatokat gyakorolni otthon, olvasás szuper
- SZMK: Bakosné (2/7-es szomszéd) lett az elnök :)
"""
FILED[_P2 + "KRETA_uzenet_kirandulas_2024-10.txt"] = """KRÉTA – Üzenet
Feladó: Horváthné Kiss Judit (osztályfőnök)
Címzettek: 2.b osztály gondviselői
Dátum: 2024.10.07. 19:12
Tárgy: Kirándulás – Budakeszi Vadaspark, okt. 11.

Kedves Szülők!

Pénteken, október 11-én megyünk a Budakeszi Vadasparkba. Indulás 8:00-kor az iskola
elől, érkezés vissza kb. 14:30-kor. Kérem, a gyerekek hozzanak hátizsákot, tízórait,
ebédet, kulacsot és esőkabátot. A busz ára 3 500 Ft, holnapig kérem befizetni.

Köszönöm!
"""
FILED[_P2 + "IMG_4925.JPG"] = text_image(
    [
        "Üzenőfüzet – 2024. dec. 2.",
        "",
        "Kedves Szülők!",
        "December 6-án, pénteken délelőtt",
        "jön a Mikulás az osztályba.",
        "Kérem, hogy mindenki hozzon egy",
        "kis ajándékot (max. 1000 Ft) egy",
        "osztálytársnak – a húzott név a füzetben!",
        "Panna húzta: Szekeres Boróka",
        "",
        "Horváthné K. Judit",
        "Láttam: Tóth Eszter",
    ],
    width=620,
    size=24,
    paper=True,
    when="2024:12:02 19:40:31",
    device=GABOR_IPHONE,
    gps=BP_TATRA_U,
)
FILED[_P2 + "nyilatkozat_etika_hittan.docx"] = docx_bytes(
    "NYILATKOZAT az etika / hit- és erkölcstan oktatásról",
    [
        "Vizafogó Általános Iskola, 2024/2025. tanév",
        "Alulírott Tóth Eszter és Tóth Gábor, Tóth Panna (2.b osztály) szülei nyilatkozunk, "
        "hogy gyermekünk a 2024/2025. tanévben",
        "- etika órán vesz részt (hit- és erkölcstan helyett).",
        "Tudomásul vesszük, hogy a választás módosítására a következő tanévre május 20-ig "
        "van lehetőség.",
        "Budapest, 2024. szeptember 24.",
        "……………………………………     ……………………………………",
        "Tóth Eszter                              Tóth Gábor",
    ],
)

# --- Bodza (kutya) -----------------------------------------------------------------------
FILED["Bodza/IMG_4620.JPG"] = text_image(
    [
        "KEDVTELÉSBŐL TARTOTT ÁLLAT ÚTLEVELE / EU PET PASSPORT",
        "Név / Name: Bodza    Faj: kutya    Fajta: magyar vizsla",
        "Ivar: szuka    Szül.: 2021.04.17.    Szín: zsemleszínű",
        "Transzponder (chip): 900 118 000 447 215",
        "",
        "Veszettség elleni oltás / Vaccination against rabies",
        "Nobivac Rabies  Gy.sz.: A417B02",
        "Oltás: 2024.09.14.   Érvényes: 2025.09.13.",
        "Dr. Lakatos Bence (Angyalföldi Állatorvosi Rendelő)",
        "bélyegző + aláírás",
    ],
    width=760,
    size=22,
    paper=True,
    when="2024:09:14 11:22:05",
    device=GABOR_IPHONE,
    gps=BP_TATRA_U,
)
FILED["Bodza/allatorvos_szamla_2024-06-08.txt"] = """Angyalföldi Állatorvosi Rendelő
1138 Budapest, Dunavirág utca 3.   Tel.: +36 1 789 2200
Nyugta / számla: AR-2024-06-0388
Dátum: 2024.06.08.

Tulajdonos: Tóth Gábor, 1136 Budapest, Tátra utca 24. 3/12.
Páciens: Bodza (magyar vizsla, szuka, 3 éves, 24,8 kg)

Klinikai vizsgálat                       6 000 Ft
Mancsseb kitisztítása, kötés             5 500 Ft
Antibiotikum (Synulox 250 mg, 10 db)     4 200 Ft
Összesen:                               15 700 Ft   Fizetve: bankkártya

Kontroll: 5 nap múlva, a kötést addig ne nyalja!  – dr. Lakatos Bence
"""
FILED[
    "Bodza/chip_Petvetdata_regisztracio.txt"
] = """Petvetdata – Országos Kisállat Nyilvántartó Rendszer
Regisztrációs adatlap (kivonat)

Transzponder: 900118000447215
Állat neve: Bodza   Faj: kutya   Fajta: magyar vizsla   Ivar: nőstény, ivartalanítva
Születési idő: 2021.04.17.
Tulajdonos: Tóth Gábor, 1136 Budapest, Tátra utca 24. 3/12., tel.: +36 30 418 2236
Állatorvos: dr. Lakatos Bence (kamarai szám: 4471)
Tulajdonosváltozás rögzítve: 2021.06.20. (tenyésztő: Fazekas Judit, Kecel)
"""
FILED["Bodza/fereghajtas_naptar.txt"] = """Bodza – féreghajtás, kullancs

féreghajtó (Milbemax): 3 havonta
  2024.05.10. ✓  2024.08.09. ✓ (Krk előtt!)  2024.11.12. ✓  2025.02.14. ✓  köv.: 2025.05.
kullancs (Bravecto tabletta, 12 hét): 2024.03.20. ✓  2024.06.14. ✓  2024.09.14. ✓
  2025.03.22. ✓  köv.: 2025.06. közepe (Tátra előtt!)
veszettség: 2025.09. előtt
"""

# --- Mama (Debrecen) -------------------------------------------------------------------
_MAMA = "Mama Debrecen/"
FILED[_MAMA + "Nyugdijfolyosito_emeles_2024-01.txt"] = """Nyugdíjfolyósító Igazgatóság
1081 Budapest, Fiumei út 19/a.
Folyósítási szám: 3 1024 8877 5

Tóth Lajosné
4025 Debrecen, Hatvan utca 41. I. em. 3.

HATÁROZAT / ÉRTESÍTÉS az ellátás emeléséről

Tájékoztatjuk, hogy a 2024. évi nyugdíjemelés alapján öregségi nyugdíját 2024. január
1-jétől 6 százalékkal emeltük. Ellátásának havi összege 2024. januártól: 231 640 Ft.
A januári emelés összegét a februári ellátással együtt folyósítjuk.

Budapest, 2024. január 12.
"""
FILED[_MAMA + "Mama_MVM_gaz_2025-01.txt"] = mvm_szamla(
    fajta="gáz",
    sorszam="502006114387",
    kelte="2025.01.09.",
    hatarido="2025.01.24.",
    idoszak="2024.12.01. – 2024.12.31.",
    fogyasztas="96",
    netto="10 245",
    afa="2 766",
    osszeg="13 011",
    felhasznalo="Tóth Lajosné",
    hely=MAMA_CIM,
    ugyfelazonosito="3004418220",
    fizetes="postai készpénz-átutalási megbízás (sárga csekk)",
)
FILED[
    _MAMA + "kardiologia_2024-10-15.txt"
] = """Debreceni Egyetem Klinikai Központ – Kardiológiai Klinika
Szakrendelés, ambuláns lap
Dátum: 2024. október 15.
Beteg: Tóth Lajosné (szül. Kiss Ilona, 1951.03.27.)   TAJ: 021 554 873
Lakcím: 4025 Debrecen, Hatvan utca 41. I/3.

Kontrollvizsgálat pitvarfibrilláció miatt. Panaszmentes, időnként szívdobogás.
RR: 142/84 Hgmm, P: 72/min, irreg.
EKG: pitvarfibrilláció, frekvenciakontrollált.
Th.: Eliquis 2×5 mg, Concor 5 mg 1×1 változatlanul.
Kontroll: 6 hónap múlva, 2025. április – időpont az időpontkérő vonalon.
dr. Szilágyi Gergely kardiológus
"""
FILED[_MAMA + "IMG-20250115-WA0004.jpg"] = text_image(
    [
        "DEBRECENI VÍZMŰ ZRT.",
        "4024 Debrecen, Hatvan utca 12-14.",
        "SZÁMLA – víz- és csatornadíj",
        "Felhasználó: Tóth Lajosné",
        "Felh. hely: 4025 Debrecen, Hatvan u. 41. I/3.",
        "Számlaszám: DV-25-0044817",
        "Kelte: 2025.01.10.   Határidő: 2025.01.27.",
        "Időszak: 2024.11.05. – 2025.01.06.",
        "Fogyasztás: 6 m³",
        "Fizetendő: 5 412 Ft",
        "Fizetés: csekken",
    ],
    width=620,
    size=22,
    paper=True,
)

# --- Autó ------------------------------------------------------------------------------
FILED["Autó/KGFB_Groupama_2025.txt"] = """Groupama Biztosító Zrt.
DÍJÉRTESÍTŐ – kötelező gépjármű-felelősségbiztosítás
Kötvényszám: 180024477193
Szerződő / üzembentartó: Tóth Eszter, 1136 Budapest, Tátra utca 24. 3/12.
Gépjármű: Suzuki Vitara 1.4 Hybrid, rendszám: RKT-418, alvázszám: TSMLYE21S00712345

Biztosítási időszak: 2025.03.01. – 2026.02.28.
Bonus-malus besorolás: B10
Éves díj: 58 920 Ft (negyedéves részletben: 14 730 Ft)
Fizetés: csoportos beszedés, OTP Bank

Kelt: Budapest, 2025. január 20.
"""
FILED[
    "Autó/muszaki_vizsga_2023-05-22.txt"
] = """Közlekedési hatósági ellenőrzés – vizsgálati jegyzőkönyv (kivonat)
Vizsgaállomás: Szalai Autó Kft., 1139 Budapest, Fiastyúk utca 4.
Vizsga időpontja: 2023. 05. 22.
Rendszám: RKT-418   Gyártmány/típus: Suzuki Vitara   Első forgalomba helyezés: 2019.05.
Kilométeróra: 41 260 km
Eredmény: MEGFELELT
Műszaki érvényesség: 2027. 05. 22.
Megjegyzés: első fékek kopása 60%, ajánlott csere a következő szervizen.
"""
FILED["Autó/szerviz_Szalai_2024-04-11.txt"] = """Szalai Autó Kft. – Suzuki márkaszerviz
1139 Budapest, Fiastyúk utca 4.   Tel.: +36 1 350 7700
MUNKALAP / SZÁMLA: SZ-2024-01882
Dátum: 2024.04.11.

Ügyfél: Tóth Eszter, 1136 Budapest, Tátra utca 24. 3/12.
Gépjármű: Suzuki Vitara, RKT-418, km-állás: 52 907

Időszakos szerviz (4 év / 60 000 km előtti)   38 000 Ft
Motorolaj 5W-30, 4 l                          19 960 Ft
Olajszűrő, levegőszűrő, pollenszűrő           18 430 Ft
Első fékbetét csere (anyag + munka)           41 500 Ft
Bruttó összesen:                             117 890 Ft
Fizetve: bankkártyával

Következő szerviz: 2025. április vagy 67 000 km.
"""
FILED["Autó/IMG_4811.JPG"] = text_image(
    [
        "PÓTDÍJFIZETÉSI FELSZÓLÍTÁS",
        "Budapest Főváros XIII. kerületi Önkormányzat",
        "Parkolásüzemeltetés",
        "Rendszám: RKT-418   Típus: Suzuki",
        "Helyszín: Váci út 62. (A zóna)",
        "Időpont: 2024.11.08. 10:47",
        "Érvényes parkolójegy nem volt látható.",
        "Pótdíj 5 napon belül: 9 200 Ft",
        "Azonosító: P13-2024-118734",
        "Befizetés: parkolas13.hu vagy csekken",
    ],
    width=640,
    size=22,
    paper=True,
    when="2024:11:08 11:05:12",
    device=GABOR_IPHONE,
    gps=BP_TATRA_U,
)

# --- Bank ------------------------------------------------------------------------------
_OTP_FEJ = """OTP Bank Nyrt. – Bankszámlakivonat
Számlatulajdonos: Tóth Eszter, Tóth Gábor (közös számla)
Számlaszám: 11773016-01234567-00000000   Devizanem: HUF
"""
FILED["Bank/OTP_kivonat_2025-01.txt"] = (
    _OTP_FEJ
    + """Kivonat száma: 2025/01   Időszak: 2025.01.01. – 2025.01.31.

Nyitó egyenleg:                                                 1 184 220 Ft
01.02. Kártyás vásárlás – SPAR 1136 Bp.                         -18 455 Ft
01.06. Csoportos beszedés – Magyar Telekom Nyrt.                -21 460 Ft
01.10. Átutalás – Tátra u. 24. Társasház (3/12 közös költség)   -38 600 Ft
01.14. Kártyás vásárlás – Benu Gyógyszertár                      -6 420 Ft
01.20. Csoportos beszedés – MVM Next (áram)                     -14 382 Ft
01.24. Csoportos beszedés – MVM Next (gáz)                      -17 755 Ft
01.28. Csoportos beszedés – Fővárosi Vízművek                   -11 902 Ft
Záró egyenleg:                                                 1 055 246 Ft
"""
)
FILED["Bank/OTP_kivonat_2025-02.txt"] = (
    _OTP_FEJ
    + """Kivonat száma: 2025/02   Időszak: 2025.02.01. – 2025.02.28.

Nyitó egyenleg:                                                 1 055 246 Ft
02.05. Jóváírás – Hartmann Systems Hungary Kft. (bér)           +867 850 Ft
02.05. Jóváírás – Magyar Államkincstár (illetmény)              +490 791 Ft
02.06. Átutalás – Bérczi Könyvelőiroda Kft. BK-2025-00118        -12 700 Ft
02.07. Kártyás vásárlás – Szamos Cukrászda (torta)               -24 900 Ft
02.10. Átutalás – Tátra u. 24. Társasház (3/12 közös költség)   -38 600 Ft
02.21. Csoportos beszedés – MVM Next (áram)                     -15 837 Ft
02.24. Csoportos beszedés – MVM Next (gáz)                      -20 058 Ft
Záró egyenleg:                                                 2 301 792 Ft
"""
)
FILED["Bank/Screenshot_20250110-183022.png"] = text_image(
    [
        "OTP Bank – Sikeres átutalás",
        "",
        "2025.01.10. 18:30",
        "Kedvezményezett: Tátra u. 24. Társasház",
        "Számlaszám: 11713005-20412345",
        "Összeg: 38 600 Ft",
        "Közlemény: 3/12 közös költség 2025. január",
        "Terhelt számla: 11773016-01234567",
        "Tranzakció azonosító: 0110AX77T3",
    ],
    width=640,
    size=24,
    header=(82, 174, 50),
)
FILED["Bank/Screenshot_20250305-090112.png"] = text_image(
    [
        "OTP Bank – Sikeres átutalás",
        "",
        "2025.03.05. 09:01",
        "Kedvezményezett: Tóth Lajosné",
        "Számlaszám: 11738008-20077441",
        "Összeg: 50 000 Ft",
        "Közlemény: Mama – gyógyszerek, március",
        "Terhelt számla: 11773016-01234567",
        "Tranzakció azonosító: 0305KL19Q8",
    ],
    width=640,
    size=24,
    header=(82, 174, 50),
)

# --- Utazás ----------------------------------------------------------------------------
_KRK = "Utazás/2024-08 Krk/"
FILED[_KRK + "booking_Apartmani_Dora_Krk.txt"] = """Booking.com – Foglalás visszaigazolása
Foglalási szám: 3918.552.047   PIN: 2260

Apartmani Dora – Apartman tengerre néző erkéllyel
Ul. Stjepana Radića 14, 51500 Krk, Horvátország
Tel.: +385 98 177 4420

Bejelentkezés: 2024. augusztus 10. (szombat) 14:00 – 21:00
Kijelentkezés: 2024. augusztus 17. (szombat) 10:00-ig
Vendégek: 2 felnőtt, 1 gyermek (7 éves) + 1 kutya (díj: 10 € / éj, a helyszínen)
Foglaló: Tóth Eszter

Teljes ár: 826 € (idegenforgalmi adó nélkül)
Fizetés: a szálláson, készpénzben vagy kártyával
Díjmentes lemondás: 2024. július 27. 23:59-ig
Parkolás: ingyenes, az épület mögött

Foglalás dátuma: 2024. március 3.
"""
FILED[_KRK + "koltsegek_Krk_2024.xlsx"] = xlsx_bytes(
    {
        "Krk 2024": [
            ["Dátum", "Mire", "Összeg", "Pénznem", "Ki fizette"],
            ["2024.08.10.", "Autópálya matrica HR (útdíj Zágráb–Rijeka)", 21.4, "EUR", "Gábor"],
            ["2024.08.10.", "Szlovén matrica (heti)", 16, "EUR", "Eszter"],
            ["2024.08.10.", "Tankolás Nagykanizsa", 24880, "HUF", "Gábor"],
            ["2024.08.11.", "Konzum bevásárlás", 63.2, "EUR", "Eszter"],
            ["2024.08.12.", "Vacsora Konoba Nono", 74, "EUR", "Gábor"],
            ["2024.08.13.", "Hajókirándulás Baška + Plavnik", 90, "EUR", "Eszter"],
            ["2024.08.15.", "Fagyi, strand, napernyő", 28.5, "EUR", "Gábor"],
            [
                "2024.08.17.",
                "Szállás (Apartmani Dora) + kutya + turistaadó",
                925.6,
                "EUR",
                "Eszter",
            ],
            ["", "Összesen EUR", '=SUMIF(D2:D9,"EUR",C2:C9)', "EUR", ""],
        ]
    }
)
FILED[_KRK + "IMG_4512.JPG"] = photo("tenger", 4512, "2024:08:11 10:14:52", GABOR_IPHONE, KRK_VAROS)
FILED[_KRK + "IMG_4530.JPG"] = photo("tenger", 4530, "2024:08:13 15:40:03", GABOR_IPHONE, KRK_BASKA)
FILED[_KRK + "PXL_20240812_173012445.jpg"] = photo(
    "tenger", 20240812, "2024:08:12 19:30:12", ESZTER_PIXEL, KRK_VAROS
)
FILED[_KRK + "20240814_110245.jpg"] = photo(
    "tenger", 20240814, "2024:08:14 11:02:45", PANNA_TABLET, KRK_VAROS
)

_SZV = "Utazás/2024-10 Szilvásvárad/"
FILED[_SZV + "foglalas_Fenyves_Vendeghaz.txt"] = """Fenyves Vendégház – Szilvásvárad
3348 Szilvásvárad, Egri út 22.   +36 30 551 2038   fenyvesvendeghaz.hu

Kedves Tóth Gábor!

Köszönjük foglalását, az alábbiakat visszaigazoljuk:
Érkezés: 2024. október 25. (péntek), 15 órától
Távozás: 2024. október 27. (vasárnap), 10 óráig
2 felnőtt + 1 gyermek, földszinti családi szoba, kutya hozható (3 000 Ft/éj)
Ellátás: reggeli
Ár: 2 éj × 38 000 Ft + IFA 2 × 2 × 450 Ft + kutya 6 000 Ft = 83 800 Ft
Előleg: 20 000 Ft, amit köszönettel megkaptunk (2024.09.30.). A fennmaradó összeget
érkezéskor SZÉP-kártyával is rendezheti.

A Szalajka-völgybe gyalog 10 perc, a kisvasút a ház elől indul.
Szeretettel várjuk: Bartók Irén
"""
FILED[_SZV + "IMG_4705.JPG"] = photo("osz", 4705, "2024:10:26 11:48:30", GABOR_IPHONE, SZILVASVARAD)
FILED[_SZV + "PXL_20241026_104512330.jpg"] = photo(
    "erdo", 20241026, "2024:10:26 10:45:12", ESZTER_PIXEL, SZILVASVARAD
)
FILED[_SZV + "20241027_151002.jpg"] = photo(
    "osz", 20241027, "2024:10:27 15:10:02", PANNA_TABLET, SZILVASVARAD
)

_BECS = "Utazás/2025-03 Bécs/"
FILED[_BECS + "OEBB_Ticket_Wien.png"] = text_image(
    [
        "ÖBB Ticket – Sparschiene",
        "",
        "Budapest-Keleti  ->  Wien Hbf",
        "Fr, 07.03.2025   ab 09:40   an 12:18",
        "RJX 64   Wagen 27   Plätze 55, 56, 57",
        "",
        "Wien Hbf  ->  Budapest-Keleti",
        "So, 09.03.2025   ab 16:42   an 19:20",
        "RJX 167   Wagen 23   Plätze 11, 12, 13",
        "",
        "2 Erwachsene, 1 Kind (8)   Gesamt: 77,70 EUR",
        "Ticketcode: 4410 2287 6615 0093",
    ],
    width=680,
    size=24,
    header=(226, 0, 26),
)
FILED[_BECS + "Becs_program.txt"] = """Bécs – márc. 7–9. (péntek–vasárnap), program ötletek

Péntek (márc. 7.)
- 12:18 érkezés Wien Hbf, szállás (Mariahilf), lepakolás
- délután: Haus des Meeres (Panna!), este Naschmarkt
Szombat (márc. 8.)
- délelőtt: Naturhistorisches Museum – dínók
- ebéd: Figlmüller (foglalni!!) vagy Plachutta
- délután: Stephansdom, Graben, Demel (sütemény)
Vasárnap (márc. 9.)
- Schönbrunn park + állatkert (Tiergarten) – nyit 9-kor
- 16:42 vonat haza, Hbf

Bodza: Mariann néninél a 2/7-ben, kaja + póráz odavinni csütörtök este.
Wien Card nem éri meg, 48 órás jegy a Wiener Linienen: 14,10 € / fő.
"""
FILED[_BECS + "IMG_5094.JPG"] = photo(
    "varos", 5094, "2025:03:07 16:22:41", GABOR_IPHONE, WIEN_STEPHANSPLATZ
)
FILED[_BECS + "IMG_5099.JPG"] = photo(
    "varos", 5099, "2025:03:08 10:58:17", GABOR_IPHONE, WIEN_STEPHANSPLATZ
)
FILED[_BECS + "PXL_20250308_112233901.jpg"] = photo(
    "varos", 20250308, "2025:03:08 11:22:33", ESZTER_PIXEL, WIEN_STEPHANSPLATZ
)

_TATRA = "Utazás/2025-06 Magas-Tátra/"
FILED[_TATRA + "pakolas_lista.txt"] = """Tátra – pakolás (jún. 21–28.)

mindenki: túrabakancs, esőkabát, polár, sapka (fent hideg lehet!), kulacs, napszemüveg
Panna: kis hátizsák, 2 pár túrazokni, kártyák, olvasnivaló (Harry Potter 3)
Bodza: útlevél (!), oltási papír, póráz, hám, tál, 7 napi kaja, kullancsirtó előtte
iratok: személyik, EU kártyák (EEKK), autópálya matrica SK (online megvenni)
gyógyszer: Panna láz/fájdalomcsillapító, sebtapasz, Gábor térdrögzítő
kaja az útra, autóba: hűtőtáska
"""
FILED[_TATRA + "turaotletek_Tatra.txt"] = """Magas-Tátra túraötletek (Panna 8 éves, Bodza jön)

1. Tarajka (Hrebienok) – Rainer-menedékház – Zamki-vízesés  (könnyű, 2-3 óra)
2. Csorba-tó körül + Popradi-tó (Popradské pleso)  (közepes, 4 óra)
   - FIGYELEM: a TANAP területén a kutya csak pórázon, egyes utakon tilos!
3. Skalnaté pleso libegővel fel, le gyalog Tarajkára (Panna kedvence lesz)
4. esős napra: Ólublói vár / Lőcse (Levoča) óváros, Aquacity Poprad
5. Gábor: Rysy (Tengerszem-csúcs) – csak egyedül, ha a térde bírja, hajnali kezdés
"""

# --- Kéktúra ---------------------------------------------------------------------------
FILED["Kéktúra/kektura_naplo.txt"] = """Országos Kéktúra – a mi naplónk
(Gábor, Eszter, Panna, Bodza – Panna a saját igazolófüzetével, 2023 ősze óta)

2024.03.16.  Nagymaros – Törökmező – Kisinóc                 14,2 km  ↑ 720 m
             pecsétek: Nagymaros vasútállomás, Törökmező turistaház, Kisinóc
2024.05.11.  Kisinóc – Nagy-Hideg-hegy – Diósjenő            17,8 km  ↑ 690 m
             Panna végig gyalogolt! Nagy-Hideg-hegyen lángos.
2024.11.16.  Nagymaros (komp) – Visegrád – Pilisszentlászló   11,4 km  ↑ 580 m
             köd, hideg; a kompon Bodza félt
2025.04.05.  Pilisszentlászló – Dobogókő – Pilisszentkereszt  13,9 km  ↑ 610 m
             szép idő, Dobogókőn a Zsindely étteremben ebéd, Rezső-kilátó,
             Pilisszentkereszten 15:10-es busszal haza (Pomáz HÉV)

Következő: Diósjenő – Nógrád – Nagyoroszi? (május), ld. Börzsöny terv
"""
FILED["Kéktúra/pecsetek.xlsx"] = xlsx_bytes(
    {
        "Pecsétek": [
            ["Dátum", "Pecsételőhely", "Kód", "Megvan (Gábor)", "Megvan (Panna)"],
            ["2024.03.16.", "Nagymaros, vasútállomás", "OKTPH_16", "igen", "igen"],
            ["2024.03.16.", "Törökmező turistaház", "OKTPH_17", "igen", "igen"],
            ["2024.03.16.", "Kisinóc", "OKTPH_18", "igen", "igen"],
            ["2024.05.11.", "Nagy-Hideg-hegy, turistaház", "OKTPH_19", "igen", "igen"],
            ["2024.05.11.", "Diósjenő, vasútállomás", "OKTPH_20", "igen", "nem (elfelejtettük)"],
            ["2024.11.16.", "Visegrád, révház", "OKTPH_15", "igen", "igen"],
            ["2024.11.16.", "Pilisszentlászló, buszforduló", "OKTPH_14", "igen", "igen"],
            ["2025.04.05.", "Dobogókő, Eötvös Loránd menedékház", "OKTPH_13", "igen", "igen"],
            ["2025.04.05.", "Pilisszentkereszt, buszmegálló", "OKTPH_12", "igen", "igen"],
        ]
    },
    creator="Tóth Gábor",
)
FILED["Kéktúra/IMG_4902.JPG"] = photo("erdo", 4902, "2024:11:16 11:35:20", GABOR_IPHONE, VISEGRAD)
FILED["Kéktúra/IMG_5140.JPG"] = photo("hegy", 5140, "2025:04:05 10:32:48", GABOR_IPHONE, DOBOGOKO)
FILED["Kéktúra/IMG_5141.JPG"] = text_image(
    [
        "ORSZÁGOS KÉKTÚRA – igazolófüzet, 7. oldal",
        "",
        "[pecsét] Pilisszentlászló, buszforduló – 2024.11.16.",
        "[pecsét] Dobogókő – Eötvös Loránd menedékház",
        "         dátum: 2025. IV. 5.",
        "[ üres ] Pilisszentkereszt",
        "[ üres ] Pilisszentlélek",
        "",
        "Név: Tóth Panna",
    ],
    width=720,
    size=22,
    paper=True,
    when="2025:04:05 12:05:09",
    device=GABOR_IPHONE,
    gps=DOBOGOKO,
)

# --- Fotók (hétköznapi képek) ----------------------------------------------------------
_F24 = "Fotók/2024/"
FILED[_F24 + "IMG_4381.JPG"] = photo(
    "park", 4381, "2024:05:01 15:20:11", GABOR_IPHONE, BP_VAROSLIGET
)
FILED[_F24 + "PXL_20240623_181205447.jpg"] = photo(
    "park", 20240623, "2024:06:23 18:12:05", ESZTER_PIXEL, BP_MARGITSZIGET
)
FILED[_F24 + "20240720_120533.jpg"] = photo("park", 20240720, "2024:07:20 12:05:33", PANNA_TABLET)
FILED[_F24 + "IMG-20240905-WA0012.jpg"] = photo("szoba", 20240905)
FILED[_F24 + "IMG_4731.JPG"] = photo(
    "osz", 4731, "2024:11:02 14:08:55", GABOR_IPHONE, BP_MARGITSZIGET
)
FILED[_F24 + "PXL_20241208_142211903.jpg"] = photo(
    "ho", 20241208, "2024:12:08 14:22:11", ESZTER_PIXEL, BP_VAROSLIGET
)

FILED["Fotók/2025/01 január/IMG_5010.JPG"] = photo(
    "ho", 5010, "2025:01:11 11:47:02", GABOR_IPHONE, BP_MARGITSZIGET
)
FILED["Fotók/2025/01 január/IMG-20250112-WA0002.jpg"] = photo("ho", 20250112)
FILED["Fotók/2025/02 február/PXL_20250201_093015662.jpg"] = photo(
    "szoba", 20250201, "2025:02:01 09:30:15", ESZTER_PIXEL, BP_TATRA_U
)
FILED["Fotók/2025/02 február/IMG_5076.JPG"] = photo(
    "park", 5076, "2025:02:22 13:15:40", GABOR_IPHONE, BP_VAROSLIGET
)
FILED["Fotók/2025/03 március/IMG_5110.JPG"] = photo(
    "varos", 5110, "2025:03:15 10:40:19", GABOR_IPHONE, (47.4910, 19.0627)
)
FILED["Fotók/2025/03 március/PXL_20250323_165044781.jpg"] = photo(
    "park", 20250323, "2025:03:23 16:50:44", ESZTER_PIXEL, BP_MARGITSZIGET
)
FILED["Fotók/2025/04 április/IMG_5170.JPG"] = photo(
    "szoba", 5170, "2025:04:19 17:02:36", GABOR_IPHONE, BP_TATRA_U
)
FILED["Fotók/2025/04 április/20250421_103344.jpg"] = photo(
    "szoba", 20250421, "2025:04:21 10:33:44", PANNA_TABLET
)

# --- Családi események ------------------------------------------------------------------
_KAR = "Családi események/2024-12 Karácsony Debrecen/"
FILED[_KAR + "IMG_4960.JPG"] = photo("szoba", 4960, "2024:12:24 18:31:07", GABOR_IPHONE, DEBRECEN)
FILED[_KAR + "PXL_20241225_124410228.jpg"] = photo(
    "szoba", 20241225, "2024:12:25 12:44:10", ESZTER_PIXEL, DEBRECEN
)
FILED[_KAR + "IMG-20241226-WA0001.jpg"] = photo("ho", 20241226)

_SZUL = "Családi események/2025-02-08 Panna 8. szülinap/"
FILED[_SZUL + "meghivo_Panna8.docx"] = docx_bytes(
    "Meghívó – Panna 8. szülinapja!",
    [
        "Szia!",
        "Panna 8 éves lesz, és ezt egy nagy bulival ünnepeljük!",
        "Időpont: 2025. február 8. (szombat) 15:00 – 18:00",
        "Helyszín: Csodák Palotája (Campona) – a bejáratnál várunk",
        "Lesz: kísérletezős foglalkozás, torta, pizza és sok játék.",
        "Kérjük, jelezzétek február 3-ig, hogy jöttök-e: Eszter, +36 30 412 7781",
        "Puszi: Panna",
    ],
)
FILED[_SZUL + "torta_Szamos_rendeles.txt"] = """Szamos Cukrászda – rendelés visszaigazolás
Rendelésszám: SZ-TORTA-25-01187
Átvétel: 2025. február 8. 10:00, Szamos Cukrászda, Budapest XIII., Szent István krt. 11.

1 db  Unikornis torta, 20 szeletes, felirat: „Boldog 8. szülinapot, Panna!”  21 900 Ft
1 db  szülinapi gyertya „8”                                              790 Ft
1 db  tortadoboz-hűtőtáska                                                2 210 Ft
Összesen: 24 900 Ft – online fizetve bankkártyával (2025.02.07.)
Név: Tóth Eszter  Tel.: +36 30 412 7781
"""
FILED[_SZUL + "IMG_5055.JPG"] = photo(
    "szoba", 5055, "2025:02:08 15:42:18", GABOR_IPHONE, (47.4066, 19.0150)
)
FILED[_SZUL + "20250208_151233.jpg"] = photo("szoba", 20250208, "2025:02:08 15:12:33", PANNA_TABLET)

# --- Receptek --------------------------------------------------------------------------
FILED[
    "Receptek/Mama_toltott_kaposzta.txt"
] = """Mama töltött káposztája (ahogy telefonban lediktálta, 2023 karácsony)

1 kg savanyú káposzta + 1 fej savanyított egész fejes káposzta (levelek)
60 dkg darált sertéshús (lapocka), 10 dkg rizs, 1 fej hagyma, 2 gerezd fokhagyma
1 tojás, pirospaprika, bors, só, majoranna
füstölt tarja vagy oldalas (40 dkg), 2 dl tejföl, 1 ek liszt

A rizst félig megfőzni. A hagymát zsíron üvegesre párolni, a hússal, rizzsel, tojással,
fűszerekkel összegyúrni. A leveleket feltölteni, feltekerni.
Lábas aljára káposzta, rá a töltelékek, közé a füstölt hús, tetejére megint káposzta.
Felönteni vízzel, lassú tűzön 2,5-3 óra. A végén tejfölös-lisztes habarás.
Mama szerint: "másnap a legjobb, harmadnap még jobb".
"""
FILED["Receptek/lencsefozelek.txt"] = """Lencsefőzelék (Gábor-féle, gyors)

30 dkg barna lencse (beáztatni éjszakára), 1 babérlevél, 1 kis hagyma
2 ek olaj, 1 ek liszt, 1 tk mustár, 1 ek ecet, 1 tk cukor, só, 1 dl tejföl

Lencse + babérlevél + só, puhára főzni (kb. 30 perc).
Világos rántás hagymával, felengedni a lencse levével, hozzá a lencse.
Mustár, ecet, cukor – kóstolni! A végén tejföl.
Mellé: tükörtojás vagy virsli (Panna), Bodza a virsli végét kapja.
"""
FILED[
    "Receptek/banana_bread_EN.txt"
] = """Banana bread (from the Budapest Foodie blog, saved 2024-10)

3 very ripe bananas, mashed
75 g melted butter
150 g sugar (I use 100 g brown sugar)
1 egg, beaten
1 tsp vanilla
1 tsp baking soda, pinch of salt
190 g flour
optional: walnuts, chocolate chips

Preheat oven to 175 °C. Mix butter into mashed bananas, add sugar, egg, vanilla.
Sprinkle baking soda and salt over, mix in flour. Pour into buttered loaf tin.
Bake 55-60 min until a skewer comes out clean. Cool 10 min in the tin.
"""
FILED["Receptek/IMG-20241110-WA0003.jpg"] = text_image(
    [
        "Mákos guba (Mama)",
        "",
        "4 db tegnapi kifli vagy 25 dkg kalács",
        "5 dl tej, 1 vaníliás cukor, 3 ek cukor",
        "10 dkg darált mák + 5 dkg porcukor",
        "citromhéj",
        "",
        "A kiflit felkarikázni, a langyos vaníliás",
        "tejjel meglocsolni. Rétegezni a mákos",
        "cukorral. 180 fokon 15 perc, vagy",
        "ahogy Lajos szerette: vaníliasodóval.",
    ],
    width=600,
    size=24,
    paper=True,
)
FILED["Receptek/gulyasleves_Gabor.txt"] = """Gulyásleves (bográcsban vagy lábasban, 6 főre)

1 kg marhalábszár kockára vágva, 2 fej hagyma, 2 ek zsír, 2 ek pirospaprika
2 paradicsom, 2 tv paprika, 3 sárgarépa, 1 fehérrépa, 1 zeller (kicsi)
6 közepes krumpli, kömény, fokhagyma, só, bors, csipetke (1 tojás + liszt)

Hagyma zsíron, rá a hús, fehéredésig pirítani. Le a tűzről, paprika, kevés víz.
Kömény, fokhagyma, 1 óra párolás. Zöldségek, majd krumpli, felönteni vízzel.
A végén csipetke. Erős Pista az asztalra (Panna nem kér).
"""

# --- Olvasás ---------------------------------------------------------------------------
FILED["Olvasás/olvasasi_lista_2025.txt"] = """Olvasás 2025 (Eszter)

kész:
- Szerb Antal: Utas és holdvilág (könyvklub, jan.)  ★★★★★
- Gabrielle Zevin: Tomorrow, and Tomorrow, and Tomorrow (angolul)  ★★★★
- Krasznahorkai László: Herscht 07769 – félbehagytam, nyáron újra
- Juli Zeh: Über Menschen (németül, lassan, de megvan!)  ★★★★

most:
- Szabó Magda: Az ajtó (könyvklub, máj.)

várólista: Tóth Krisztina: Pixel; Spiró György: Fogság; Sally Rooney: Intermezzo
"""
FILED["Olvasás/konyvklub_Utas_es_holdvilag.txt"] = """Könyvklub – Szerb Antal: Utas és holdvilág
Találkozó: 2025. jan. 22., Kiscelli? -> végül Dóráéknál (XIII., Hegedűs Gyula u.)

jegyzeteim:
- Mihály „nászútja” Itáliában = menekülés a felnőttség elől
- Ervin, Éva, János – az „ifjúkori kör”, a halál és a színjáték
- Ravenna, Róma: a városok mint lelkiállapotok
- Waldheim professzor: etruszk halálvágy – ez a legjobb fejezet
- kérdés a klubnak: Erzsi rosszabbul jár-e? (szerintem nem, ő szabadul fel)

köv. alkalom: márc. 19. – Tomorrow, and Tomorrow, and Tomorrow (Dóra választása)
"""
FILED["Olvasás/Tomorrow_and_Tomorrow_notes.docx"] = docx_bytes(
    "Book club notes – Tomorrow, and Tomorrow, and Tomorrow (G. Zevin)",
    [
        "Book club: 19 March 2025, at Dóra's",
        "- Sam and Sadie: friendship vs. love, and why the book refuses to make it a romance",
        "- Games as a way of living other lives – 'Ichigo', 'Mapleworld'",
        "- Marx is the heart of the book; the chapter in second person hit hard",
        "- As a QA person: the crunch before launches felt painfully real",
        "Quote: 'What is a game? It's tomorrow, and tomorrow, and tomorrow.'",
        "Rating: 4/5. Next: Szabó Magda – Az ajtó (May).",
    ],
)


# =====================================================================================
# INBOX: új fájlok -> ahova Eszter/Gábor tenné ("" = sehova, marad az inboxban)
# =====================================================================================


def _meme() -> bytes:
    w, h = 600, 520
    im = Image.new("RGB", (w, h), (255, 255, 255))
    d = ImageDraw.Draw(im)
    f = _font(26)
    d.text((20, 18), "Amikor péntek 16:58-kor valaki írja:", fill=(0, 0, 0), font=f)
    d.text((20, 54), "„csak egy gyors hotfix, mehet még ma?”", fill=(0, 0, 0), font=f)
    # macska rajz
    d.rectangle([0, 100, w, h], fill=(205, 190, 170))
    d.ellipse([180, 180, 420, 420], fill=(120, 110, 100))
    d.polygon([(200, 230), (220, 140), (270, 200)], fill=(120, 110, 100))
    d.polygon([(400, 230), (380, 140), (330, 200)], fill=(120, 110, 100))
    d.ellipse([235, 260, 285, 320], fill=(255, 255, 255))
    d.ellipse([315, 260, 365, 320], fill=(255, 255, 255))
    d.ellipse([252, 285, 268, 301], fill=(0, 0, 0))
    d.ellipse([332, 285, 348, 301], fill=(0, 0, 0))
    d.arc([270, 330, 330, 380], 200, 340, fill=(0, 0, 0), width=4)
    d.text((20, 470), "me, a QA-s:", fill=(0, 0, 0), font=_font(28))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=80)
    return buf.getvalue()


def _termekfoto() -> bytes:
    w, h = 500, 500
    im = Image.new("RGB", (w, h), (255, 255, 255))
    d = ImageDraw.Draw(im)
    d.rounded_rectangle([140, 70, 360, 420], radius=18, fill=(35, 35, 38))
    d.rectangle([170, 100, 330, 150], fill=(70, 70, 75))
    d.ellipse([215, 160, 285, 230], fill=(90, 90, 95))
    d.rectangle([205, 290, 295, 330], fill=(160, 160, 165))
    d.rectangle([225, 330, 245, 360], fill=(120, 120, 125))
    d.rectangle([255, 330, 275, 360], fill=(120, 120, 125))
    d.rectangle([150, 390, 350, 410], fill=(80, 80, 85))
    d.text((95, 440), "De'Longhi Magnifica Evo ECAM290.61.B", fill=(60, 60, 60), font=_font(18))
    buf = io.BytesIO()
    im.save(buf, "JPEG", quality=85)
    return buf.getvalue()


INBOX: dict[str, tuple[str | bytes, str]] = {}

# --- Bécs: foglalás hetekkel előtte, blokk közben, fotó az utolsó napon -----------------
INBOX["inbox/Buchungsbestaetigung_Hotel.eml"] = (
    eml(
        "Hotel Mariahilfer Hof <reservierung@mariahilferhof.at>",
        "Tóth Gábor <toth.gabor86@gmail.com>",
        "Mon, 10 Feb 2025 09:47:03 +0100",
        "Buchungsbestätigung Nr. 25-03117 / 07.03.–09.03.2025",
        """Sehr geehrter Herr Tóth,

vielen Dank für Ihre Reservierung. Wir bestätigen Ihnen gerne:

Anreise:   Freitag, 07.03.2025 (ab 14:00 Uhr)
Abreise:   Sonntag, 09.03.2025 (bis 11:00 Uhr)
Zimmer:    1 Familienzimmer (Doppelbett + Zustellbett)
Personen:  2 Erwachsene, 1 Kind (8 Jahre)
Preis:     2 Nächte à 139,00 EUR inkl. Frühstück = 278,00 EUR
           zzgl. Ortstaxe 3,2 %
Zahlung:   vor Ort (Kreditkarte als Garantie hinterlegt, **** 4471)

Kostenlose Stornierung bis 05.03.2025, 18:00 Uhr.
Unser Haus liegt 5 Gehminuten von der U3-Station Zieglergasse entfernt.

Wir freuen uns auf Ihren Besuch in Wien!

Mit freundlichen Grüßen
Katharina Wallner, Rezeption
Hotel Mariahilfer Hof · Mariahilfer Straße 121 · 1060 Wien
""",
        "<25-03117.20250210094703@mariahilferhof.at>",
    ),
    "Utazás/2025-03 Bécs/",
)
INBOX["inbox/IMG_5102.JPG"] = (
    text_image(
        [
            "FIGLMÜLLER",
            "Wollzeile 5, 1010 Wien",
            "UID: ATU12345678",
            "08.03.2025   13:12   Tisch 14",
            "",
            "2 x Wiener Schnitzel vom Schwein   2 x 19,90",
            "1 x Kinderschnitzel                     11,50",
            "1 x Erdäpfel-Vogerlsalat                 6,90",
            "2 x Almdudler 0,33                  2 x 4,60",
            "1 x Apfelstrudel                         7,90",
            "",
            "SUMME EUR                               75,30",
            "Mastercard                              75,30",
            "inkl. 10% MwSt 5,41  20% MwSt 1,53",
            "Danke für Ihren Besuch!",
        ],
        width=620,
        size=22,
        paper=True,
        when="2025:03:08 13:20:51",
        device=GABOR_IPHONE,
        gps=WIEN_WOLLZEILE,
    ),
    "Utazás/2025-03 Bécs/",
)
INBOX["inbox/PXL_20250309_101544219.jpg"] = (
    photo("park", 20250309, "2025:03:09 10:15:44", ESZTER_PIXEL, WIEN_SCHOENBRUNN),
    "Utazás/2025-03 Bécs/",
)

# --- Krk: fotó az első napon ---------------------------------------------------------
INBOX["inbox/PXL_20240810_142210067.jpg"] = (
    photo("tenger", 20240810, "2024:08:10 14:22:10", ESZTER_PIXEL, KRK_HID),
    "Utazás/2024-08 Krk/",
)

# --- Tátra: foglalás hetekkel előtte (screenshot) ------------------------------------
INBOX["inbox/Screenshot_20250415-204512.png"] = (
    text_image(
        [
            "Booking.com – A foglalása visszaigazolva",
            "",
            "Penzión Lomnica",
            "Starý Smokovec 48, 062 01 Vysoké Tatry, Szlovákia",
            "",
            "Bejelentkezés: 2025. jún. 21., szo. (15:00-tól)",
            "Kijelentkezés: 2025. jún. 28., szo. (10:00-ig)",
            "2 felnőtt, 1 gyermek · 1 családi apartman",
            "Háziállat: engedélyezett (kérésre, díj ellenében)",
            "",
            "Foglalási szám: 4823.117.905   PIN: 7741",
            "Teljes ár: € 742 – fizetés a szálláson",
            "Díjmentes lemondás: jún. 14. 23:59-ig",
        ],
        width=720,
        size=24,
        header=(0, 53, 128),
    ),
    "Utazás/2025-06 Magas-Tátra/",
)

# --- München (kiküldetés) ------------------------------------------------------------
INBOX["inbox/Screenshot 2025-02-16 at 18.04.21.png"] = (
    text_image(
        [
            "Lufthansa – Boarding Pass / Bordkarte",
            "",
            "TOTH/ESZTER MS",
            "LH 1677   Budapest (BUD) -> München (MUC)",
            "Date: 17FEB25   Boarding: 05:35   Gate: A11",
            "Departure: 06:10   Seat: 14C   Group: 4",
            "Booking code: 6QLX2T   Ticket: 220-2478193355",
            "Economy Light · Cabin bag only",
        ],
        width=720,
        size=24,
        header=(5, 22, 77),
    ),
    "Munka Eszter/Dienstreise München 2025-02/",
)
INBOX["inbox/Reisekostenabrechnung_Toth_02-2025.xlsx"] = (
    xlsx_bytes(
        {
            "Reisekosten": [
                ["Reisekostenabrechnung – Hartmann Systems GmbH"],
                ["Name", "Eszter Tóth", "Kostenstelle", "HU-ENG-04"],
                ["Reise", "München, PI-Planning Q2/2025", "Zeitraum", "17.02.2025 – 19.02.2025"],
                [],
                ["Datum", "Beleg", "Beschreibung", "Betrag EUR", "bezahlt mit"],
                ["28.01.2025", "1", "Flug LH 1677/1680 BUD–MUC–BUD", 318.46, "Firmenkarte"],
                ["17.02.2025", "2", "MVV Tageskarte Flughafen–Stadt", 14.90, "privat"],
                ["19.02.2025", "3", "Motel One München-Schwabing, 2 Nächte", 231.80, "privat"],
                [
                    "17.02.2025",
                    "4",
                    "Taxi Budapest, Tátra u. – Flughafen (Főtaxi, 14 200 HUF)",
                    36.10,
                    "privat",
                ],
                ["17.–19.02.", "-", "Verpflegungsmehraufwand 3 Tage à 42 EUR", 126.00, ""],
                ["", "", "abzgl. Frühstück im Hotel 2 × 16,90", -33.80, ""],
                [],
                ["", "", "Summe", "=SUM(D6:D11)", ""],
                ["", "", "davon Erstattung an Mitarbeiterin", "=D13-D6", ""],
                [],
                ["Genehmigt:", "Markus Lehner", "Datum", "24.02.2025"],
            ]
        }
    ),
    "Munka Eszter/Dienstreise München 2025-02/",
)

# --- Hartmann (munkahely), München csak mellékesen --------------------------------------
INBOX["inbox/Zielvereinbarung_2025.eml"] = (
    eml(
        "Sabine Krämer <sabine.kraemer@hartmann-systems.de>",
        "Eszter Tóth <eszter.toth@hartmann-systems.de>",
        "Thu, 17 Apr 2025 15:21:40 +0200",
        "Deine Zielvereinbarung 2025 und Bonus 2024 – bitte bis 30.04. bestätigen",
        """Hallo Eszter,

anbei die Zusammenfassung aus deinem Jahresgespräch mit Markus:

Bonus 2024: 100 % Zielerreichung, Auszahlung mit der Gehaltsabrechnung April 2025
über die Hartmann Systems Hungary Kft. (brutto 1.290.000 HUF).

Ziele 2025:
1. Testautomatisierungsgrad Fleet Platform von 62 % auf 80 %
2. Einführung von Contract Tests zwischen Telematik-API und Mobile App (Q3)
3. Mentoring für zwei Junior QA im Budapester Team

Die Unterschrift kannst du bequem im HR-Portal abgeben. Falls du Fragen hast, ruf
mich gern an – ich bin diese Woche im Büro in München, Leopoldstraße, Raum 3.14.

Viele Grüße
Sabine

--
Sabine Krämer · People & Culture
Hartmann Systems GmbH · Leopoldstraße 120 · 80802 München
""",
        "<a7c1e55b-9d42@hartmann-systems.de>",
    ),
    "Munka Eszter/Hartmann/",
)

# --- rezsi és társasház -------------------------------------------------------------
INBOX["inbox/e-szamla_MVM_502561190844.txt"] = (
    mvm_szamla(
        fajta="gáz",
        sorszam="502561190844",
        kelte="2025.04.09.",
        hatarido="2025.04.24.",
        idoszak="2025.03.01. – 2025.03.31.",
        fogyasztas="102",
        netto="10 886",
        afa="2 939",
        osszeg="13 825",
        felhasznalo="Tóth Gábor",
        hely=OTTHON_CIM,
        ugyfelazonosito="3002145879",
        fizetes="csoportos beszedési megbízás (OTP Bank)",
    ),
    "Lakás/Rezsi/MVM áram-gáz/",
)
INBOX["inbox/e-szamla_MVM_502498813206.txt"] = (
    mvm_szamla(
        fajta="gáz",
        sorszam="502498813206",
        kelte="2025.03.10.",
        hatarido="2025.03.25.",
        idoszak="2025.02.01. – 2025.02.28.",
        fogyasztas="104",
        netto="11 099",
        afa="2 997",
        osszeg="14 096",
        felhasznalo="Tóth Lajosné",
        hely=MAMA_CIM,
        ugyfelazonosito="3004418220",
        fizetes="postai készpénz-átutalási megbízás (sárga csekk)",
    ),
    "Mama Debrecen/",
)
INBOX["inbox/Telekom_e-szamla_2025-04.eml"] = (
    eml(
        "Telekom <e-szamla@telekom.hu>",
        "toth.eszter.bp@gmail.com",
        "Sat, 05 Apr 2025 06:12:09 +0200",
        "Elkészült 2025. áprilisi Telekom számlája",
        """Kedves Tóth Eszter!

Elkészült 2025. áprilisi számlája, amelyet a Telekom alkalmazásban és a Telekom
fiókban is megtekinthet és letölthet.

Ügyfélszám: 2.101.447.903
Számla sorszáma: 2025-0412-611870
Számlázási cím: 1136 Budapest, Tátra utca 24. 3. em. 12.
Fizetendő összeg: 22 850 Ft
Befizetési határidő: 2025.04.20.
Fizetés módja: csoportos beszedési megbízás – teendője nincs.

A számla tartalmazza a 2025. március 7–9. között Ausztriában igénybe vett
mobilinternet-forgalmat (EU roaming, a keret felett 1 390 Ft).

Üdvözlettel:
Magyar Telekom Nyrt.

Ez egy automatikus értesítés, kérjük, ne válaszoljon rá.
""",
        "<ebill.20250405.2101447903@telekom.hu>",
    ),
    "Lakás/Rezsi/Telekom/",
)
INBOX["inbox/Ertesites_2025_marcius.txt"] = (
    """Korona Ház Kft. – társasházkezelés
1133 Budapest, Pannónia utca 102.  ·  iroda@koronahaz.hu

MEGHÍVÓ
a Budapest XIII., Tátra utca 24. Társasház rendes évi közgyűlésére

Időpont: 2025. március 27. (csütörtök) 18:00 óra
Helyszín: a társasház földszinti közös helyisége
Határozatképtelenség esetén a megismételt közgyűlés: 2025. március 27. 18:30, változatlan
napirenddel, a jelenlévők tulajdoni hányadától függetlenül határozatképes.

Napirend:
1. A 2024. évi elszámolás és a számvizsgáló bizottság jelentése
2. A 2025. évi költségvetés, közös költség 2025. május 1-jétől: javaslat 320 Ft/m²/hó
3. Liftfelújítás: a beérkezett három árajánlat (Schindler, Kone, Lift-Tech Kft.) és a
   felújítási alap felhasználása, esetleges pályázat a kerületnél
4. Egyebek (kerékpártároló, kaputelefon)

Kérjük, akadályoztatás esetén meghatalmazottat küldjenek (a meghatalmazás mintája
a hirdetőtáblán és az irodában elérhető).

Budapest, 2025. március 10.
Horváth Zsolt közös képviselő
""",
    "Lakás/Társasház/",
)
INBOX["inbox/image.png"] = (
    text_image(
        [
            "OTP Bank – Sikeres átutalás",
            "",
            "2025.04.25. 20:14",
            "Kedvezményezett: Tátra u. 24. Társasház",
            "Számlaszám: 11713005-20412345",
            "Összeg: 40 730 Ft",
            "Közlemény: 3/12 közös költség 2025. május",
            "Terhelt számla: 11773016-01234567",
            "Tranzakció azonosító: 0425RM04Z1",
        ],
        width=640,
        size=24,
        header=(82, 174, 50),
    ),
    "Bank/",
)

# --- Gábor magánórái: kiállított vs. kapott számla --------------------------------------
INBOX["inbox/szamla_TG-2025-014.txt"] = (
    kimeno_szamla(
        sorszam="TG-2025-014",
        kelte="2025.04.28.",
        hatarido="2025.05.06.",
        vevo="Molnár Krisztina",
        vevo_cim="1133 Budapest, Kárpát utca 12. 4/2.",
        tetel="Angol magánóra (Molnár Bence), 2025. április",
        mennyiseg="4 óra",
        egysegar="8 000 Ft",
        osszeg="32 000 Ft",
    ),
    "Gábor magánórák/Kimenő számlák/",
)
INBOX["inbox/document(3).txt"] = (
    """SZÁMLA
Számlaszám: BK-2025-00497
Kelte: 2025. április 30.   Teljesítés: 2025. április 30.   Fizetési határidő: 2025. május 10.

Szállító: Bérczi Könyvelőiroda Kft.
1132 Budapest, Visegrádi utca 31. fsz. 2.
Adószám: 23456781-2-41

Vevő: Tóth Gábor e.v.
1136 Budapest, Tátra utca 24. 3/12.
Adószám: 57812345-1-41

Tétel                                              Nettó      ÁFA 27%     Bruttó
Könyvelési díj, egyéni vállalkozó (átalányadó),
2025. április                                     10 000 Ft   2 700 Ft   12 700 Ft
2024. évi 2453-as bevallás elkészítése             8 000 Ft   2 160 Ft   10 160 Ft

Fizetendő: 22 860 Ft, átutalással az OTP 11712004-20345678 számlára.
Közlemény: BK-2025-00497
""",
    "Gábor magánórák/Bejövő számlák/",
)

# --- Adó: a 2024-es adóév papírja 2025-ben jön ------------------------------------------
INBOX["inbox/NAV_ertesites_tarhely.txt"] = (
    """Tárgy: Értesítés – elkészült személyijövedelemadó-bevallási tervezete
Feladó: Nemzeti Adó- és Vámhivatal
Címzett: Tóth Gábor (adóazonosító jel: 8398765432)
Tárhelyre érkezett: 2025. március 15. 06:02

Tisztelt Adózó!

Tájékoztatjuk, hogy a NAV elkészítette az Ön 2024. évi személyijövedelemadó-bevallási
tervezetét, amely az eSZJA oldalon (eszja.nav.gov.hu) Ügyfélkapu+ vagy DÁP azonosítással
megtekinthető.

A tervezet a munkáltatók, kifizetők által a NAV-hoz beküldött adatok alapján készült.
Kérjük, ellenőrizze! Ha a tervezetet nem módosítja és nem egészíti ki, az 2025. május 20-án
bevallássá válik.

Figyelem: egyéni vállalkozóként az Ön bevallását a tervezet nem helyettesíti; az
egyéni vállalkozói jövedelmet a 2453-as bevallásban kell bevallania.

Tervezet szerinti adatok (kivonat):
  munkaviszonyból származó jövedelem: 7 968 000 Ft
  levont adó: 1 195 200 Ft
  fizetendő / visszaigényelhető adó: 0 Ft

Nemzeti Adó- és Vámhivatal
""",
    "Adó/SZJA 2024/",
)

# --- Egészség: ugyanaz a vezetéknév, a keresztnév dönt -----------------------------------
INBOX["inbox/scan_0012.txt"] = (
    """Duna Medical Labor Kft. – Budapest, Lehel utca 59.
LABORATÓRIUMI LELET

Páciens: Tóth Eszter   Szül.: 1988.06.03.   TAJ: 041 227 365
Beküldő: dr. Sipos Márta háziorvos, 1136 Budapest, Tátra utca 5/b.
Mintavétel: 2025.04.09. 07:20   Lelet kiadva: 2025.04.10.

Vizsgálat                  Eredmény     Referencia
Hemoglobin                 132 g/l      120-160
Vas (szérum)               14,2 µmol/l  9,0-30,4
Ferritin                   38 µg/l      15-150
D-vitamin (25-OH)          81 nmol/l    75-250
TSH                        1,62 mU/l    0,4-4,0

Megjegyzés: a 2024.09.18-i lelethez képest a vas- és D-vitamin-szint rendeződött.
A pótlás fenntartó adagban folytatható.
dr. Gál Noémi laborszakorvos
""",
    "Egészség/Eszter/",
)
INBOX["inbox/PXL_20250422_081530112.jpg"] = (
    text_image(
        [
            "dr. Sipos Márta háziorvos",
            "1136 Budapest, Tátra utca 5/b.",
            "",
            "FELÍRÁSI IGAZOLÁS (e-recept)",
            "Beteg: Tóth Gábor   TAJ: 038 412 227",
            "Szül.: 1986.10.02.",
            "",
            "Rp. Aerius 5 mg filmtabletta 30×",
            "    S.: naponta 1× 1 tabletta",
            "Rp. Nasonex 50 mcg orrspray 1×",
            "    S.: naponta 1× 2 befújás orronként",
            "",
            "Felírás dátuma: 2025.04.22.",
            "Azonosító (EESZT): 9PLR-41DT-07",
        ],
        width=640,
        size=22,
        paper=True,
        when="2025:04:22 08:15:30",
        device=ESZTER_PIXEL,
        gps=BP_TATRA_U,
    ),
    "Egészség/Gábor/",
)

# --- Panna iskola: a tanév szeptembertől júniusig tart ------------------------------------
INBOX["inbox/felevi_ertesito.txt"] = (
    """KRÉTA – Értesítés
Intézmény: Vizafogó Általános Iskola (OM: 035214)
Tanuló: Tóth Panna   Osztály: 2.b
Dátum: 2025.01.24.

Tisztelt Gondviselő!

Gyermeke félévi értesítője a 2024/2025. tanév I. félévéről elkészült, az e-Ellenőrzőben
a „Értékelések / Félévi” menüpontban megtekinthető.

Félévi értékelés (2. évfolyam, szöveges):
Magyar nyelv és irodalom: kiválóan teljesített
Matematika: jól teljesített
Környezetismeret: kiválóan teljesített
Ének-zene: kiválóan teljesített
Vizuális kultúra: kiválóan teljesített
Technika és tervezés: jól teljesített
Testnevelés: jól teljesített
Magatartás: példás   Szorgalom: jó

A félévi szülői értekezlet időpontja: 2025. február 4. (kedd) 17:30.

Horváthné Kiss Judit osztályfőnök
""",
    "Panna iskola/2024-25 (2.b)/",
)
INBOX["inbox/IMG_5133.JPG"] = (
    text_image(
        [
            "Üzenőfüzet – 2025. márc. 31.",
            "",
            "Kedves Szülők!",
            "Április 11-én (pénteken) a 2.b osztály",
            "a Fővárosi Állat- és Növénykertbe megy.",
            "Indulás 8:15-kor, vissza kb. 13:30-ra.",
            "Belépő + BKV: 2 500 Ft, kérem április 4-ig.",
            "Hozzanak: tízórai, ebéd, kulacs, esőkabát.",
            "",
            "Horváthné K. Judit",
            "Láttam, befizetem: Tóth Gábor",
        ],
        width=640,
        size=24,
        paper=True,
        when="2025:03:31 19:05:44",
        device=GABOR_IPHONE,
        gps=BP_TATRA_U,
    ),
    "Panna iskola/2024-25 (2.b)/",
)

# --- Hivatalos: Panna útlevele az okmányokhoz -------------------------------------------
INBOX["inbox/idopontfoglalas_visszaigazolas.txt"] = (
    """Időpontfoglalás visszaigazolása – Kormányablak

Foglalási kód: 2RM-118-KD7
Ügyfél: Tóth Panna (kiskorú), eljáró szülő: Tóth Eszter
Ügytípus: Magánútlevél kiállítása – 18 év alatti kérelmező
Helyszín: Budapest XIII. Kerületi Kormányablak, 1139 Budapest, Visegrádi utca 110-112.
Időpont: 2025. május 6. (kedd) 16:20

Kérjük, hozza magával:
- a gyermek személyazonosító igazolványát és lakcímkártyáját,
- mindkét szülő személyazonosító igazolványát, vagy a távol lévő szülő hozzájáruló
  nyilatkozatát,
- az illeték befizetéséről szóló igazolást (12 év alatt, 5 évre: 2 500 Ft).

Foglalás ideje: 2025.04.16. 21:08
""",
    "Hivatalos/Okmányok/",
)

# --- Munka Gábor -----------------------------------------------------------------------
INBOX["inbox/tajekoztato_illetmeny_2025.txt"] = (
    """Közép-Pesti Tankerületi Központ
1071 Budapest, Damjanich utca 4.
Iktatószám: TK/130/00188-1/2025

Tóth Gábor
középiskolai tanár
Angyalföldi Gimnázium

Tárgy: tájékoztatás az illetmény változásáról

Tisztelt Tanár Úr!

A pedagógusok illetményének 2025. január 1-jétől történő emeléséről szóló kormányrendelet
alapján tájékoztatom, hogy havi illetménye 2025. január 1-jétől:

  alapilletmény: 708 000 Ft
  osztályfőnöki pótlék: 41 300 Ft

Az emelés összege a január havi illetménnyel kerül kifizetésre. A munkaszerződés egyéb
rendelkezései változatlanok.

Budapest, 2025. január 17.
Kovácsné Tarr Ildikó
tankerületi igazgató
""",
    "Munka Gábor/",
)

# --- Autó ------------------------------------------------------------------------------
INBOX["inbox/munkalap_SZ-2025-01347.txt"] = (
    """Szalai Autó Kft. – Suzuki márkaszerviz
1139 Budapest, Fiastyúk utca 4.   Tel.: +36 1 350 7700
MUNKALAP / SZÁMLA: SZ-2025-01347
Dátum: 2025.04.17.

Ügyfél: Tóth Eszter, 1136 Budapest, Tátra utca 24. 3/12.
Gépjármű: Suzuki Vitara, RKT-418, km-állás: 66 214

Időszakos szerviz (5 év / 75 000 km)          42 000 Ft
Motorolaj 5W-30, 4 l                          21 480 Ft
Olajszűrő, pollenszűrő                        11 950 Ft
Ablaktörlő lapát (első, pár)                   9 900 Ft
Klímatisztítás, fertőtlenítés                 14 900 Ft
Bruttó összesen:                              100 230 Ft
Fizetve: bankkártyával

Megjegyzés: hátsó fékbetétek 30%, csere a következő szervizen (2026. ápr.).
Nyári gumi felszerelve, téli gumi a gumihotelben (tárolási jegy: GH-0882).
""",
    "Autó/",
)
INBOX["inbox/IMG_5177.JPG"] = (
    text_image(
        [
            "PÓTDÍJFIZETÉSI FELSZÓLÍTÁS",
            "Budapest Főváros XIII. kerületi Önkormányzat",
            "Parkolásüzemeltetés",
            "Rendszám: RKT-418   Típus: Suzuki",
            "Helyszín: Pozsonyi út 38. (A zóna)",
            "Időpont: 2025.04.24. 09:18",
            "A parkolási idő lejárt (mobilparkolás 08:52-ig).",
            "Pótdíj 5 napon belül: 9 200 Ft",
            "Azonosító: P13-2025-044105",
            "Befizetés: parkolas13.hu vagy csekken",
        ],
        width=640,
        size=22,
        paper=True,
        when="2025:04:24 09:31:02",
        device=GABOR_IPHONE,
        gps=(47.5158, 19.0489),
    ),
    "Autó/",
)

# --- Bodza -----------------------------------------------------------------------------
INBOX["inbox/IMG_5181.JPG"] = (
    text_image(
        [
            "Angyalföldi Állatorvosi Rendelő",
            "1138 Budapest, Dunavirág utca 3.",
            "Nyugta: AR-2025-04-0612   Dátum: 2025.04.26.",
            "Tulajdonos: Tóth Gábor",
            "Páciens: Bodza (magyar vizsla, szuka)",
            "",
            "Éves vizsgálat                    6 500 Ft",
            "Kombinált oltás (DHPPi+L4)        9 800 Ft",
            "Fogkő-ellenőrzés                      0 Ft",
            "Összesen:                        16 300 Ft",
            "Fizetve: bankkártya",
            "Köv. veszettség elleni oltás: 2025.09.",
        ],
        width=640,
        size=22,
        paper=True,
        when="2025:04:26 10:48:17",
        device=GABOR_IPHONE,
        gps=(47.5283, 19.0610),
    ),
    "Bodza/",
)

# --- Mama (Debrecen): a papírjai hozzá, a fotói és receptjei nem --------------------------
INBOX["inbox/IMG-20250302-WA0011.jpg"] = (
    text_image(
        [
            "Nyugdíjfolyósító Igazgatóság",
            "Folyósítási szám: 3 1024 8877 5",
            "Tóth Lajosné",
            "4025 Debrecen, Hatvan utca 41. I. em. 3.",
            "",
            "ÉRTESÍTÉS az ellátás emeléséről",
            "Tájékoztatjuk, hogy a 2025. évi nyugdíjemelés",
            "alapján öregségi nyugdíját 2025. január 1-jétől",
            "3,2 százalékkal emeltük. Ellátásának havi",
            "összege 2025. januártól: 239 052 Ft.",
            "",
            "Budapest, 2025. február 14.",
        ],
        width=660,
        size=22,
        paper=True,
    ),
    "Mama Debrecen/",
)
INBOX["inbox/IMG-20250106-WA0003.jpg"] = (photo("ho", 20250106), "Fotók/2025/01 január/")
INBOX["inbox/IMG-20250119-WA0005.jpg"] = (
    text_image(
        [
            "Kakaós csiga (Mama) – Pannának",
            "",
            "50 dkg liszt, 2,5 dl langyos tej",
            "2,5 dkg élesztő, 5 dkg cukor, 1 tojás",
            "8 dkg vaj, csipet só",
            "Töltelék: 4 ek kakaó, 8 ek cukor,",
            "10 dkg olvasztott vaj",
            "",
            "Kelesszük 1 órát, nyújtsuk ki, kenjük meg,",
            "szórjuk meg, tekerjük fel, 2 ujjnyi",
            "csigákra vágjuk. 180 fok, 20-25 perc.",
        ],
        width=620,
        size=24,
        paper=True,
    ),
    "Receptek/",
)

# --- egyéb receptek, olvasás, hobbi ---------------------------------------------------
INBOX["inbox/scampi_na_buzaru.txt"] = (
    """Scampi na buzaru – ahogy Krken a Konoba Nonóban ettük (próbálkozás itthon)

50 dkg scampi / garnélarák (héjastul, a Spar fagyasztottja is jó)
4 gerezd fokhagyma, 1 csokor petrezselyem
4 ek olívaolaj, 2 dl száraz fehérbor (Žlahtina, ha van – Krkről hoztunk egy üveggel)
2 ek zsemlemorzsa, 3 paradicsom (vagy 2 dl passata), só, bors

Olajon a fokhagymát megfuttatni, rá a rák, 1-2 perc. Bor, paradicsom, 5 perc.
Zsemlemorzsával besűríteni, a végén petrezselyem. Friss kenyér a szaftba mártáshoz!
Kézzel kell enni, Panna szerint ez a legjobb része.
""",
    "Receptek/",
)
INBOX["inbox/Doc1.docx"] = (
    docx_bytes(
        "Könyvklub – Szabó Magda: Az ajtó",
        [
            "Találkozó: 2025. május 14., nálunk (Tátra u.) – Gábor süt pogácsát",
            "- Emerenc: szolgál, de senkinek nem engedelmeskedik – a ház, az ajtó mint határ",
            "- az írónő önvádja: a segítség, ami árulás lesz (a mentő kihívása)",
            "- a kutya, Viola – Bodza is pont így néz, ha elmegyünk",
            "- kérdés a klubnak: bűnös-e a narrátor? és Emerenc szeretete uralkodás-e?",
            "Idézet: „Vannak helyzetek, amikor az ember nem mondhat nemet.”",
            "Filmváltozat (Szabó István, 2012) – megnézni utána?",
            "Következő könyv javaslat: Tóth Krisztina – Pixel",
        ],
    ),
    "Olvasás/",
)
INBOX["inbox/kektura_Borzsony_terv.txt"] = (
    """Kéktúra terv – május 17. (szombat), Börzsöny

útvonal: Diósjenő – Nógrád, 11,2 km, ↑ 320 m
  (Panna-barát, nem túl hosszú, Nógrádon vár + fagyi)
pecsételőhelyek: Diósjenő vasútállomás (Pannának pótolni!), Nógrád, vár/ vasútállomás
odajutás: Nyugatiból 7:38 személyvonat Vácig, onnan Diósjenőre (Balassagyarmat felé)
vissza: Nógrád vasútállomás, 15:xx vonat Vác felé
kaja, 2 l víz fejenként, Bodzának tál, térdrögzítő (Gábor)
""",
    "Kéktúra/",
)
INBOX["inbox/IMG_5143.JPG"] = (
    photo("erdo", 5143, "2025:04:05 14:40:26", GABOR_IPHONE, PILISSZENTKERESZT),
    "Kéktúra/",
)

# --- fotók: dátum szerint, esemény esetén az eseményhez -----------------------------------
INBOX["inbox/IMG_5091.JPG"] = (
    photo("varos", 5091, "2025:03:06 17:40:12", GABOR_IPHONE, BP_TATRA_U),
    "Fotók/2025/03 március/",
)
INBOX["inbox/IMG_5158.JPG"] = (
    photo("park", 5158, "2025:04:12 15:03:37", GABOR_IPHONE, BP_MARGITSZIGET),
    "Fotók/2025/04 április/",
)
INBOX["inbox/20250208_163020.jpg"] = (
    photo("szoba", 20250209, "2025:02:08 16:30:20", PANNA_TABLET),
    "Családi események/2025-02-08 Panna 8. szülinap/",
)
INBOX["inbox/WhatsApp Image 2024-12-25 at 17.42.10.jpeg"] = (
    photo("szoba", 20241225 + 1),
    "Családi események/2024-12 Karácsony Debrecen/",
)

# --- amit nem teszünk sehova (marad az inboxban) ----------------------------------------
INBOX["inbox/FB_IMG_1736941122334.jpg"] = (_meme(), "")
INBOX["inbox/delonghi-magnifica-evo-ecam290.jpg"] = (_termekfoto(), "")
INBOX["inbox/Catan_hazi_szabalyok.txt"] = (
    """CATAN – házi szabályok (Dóráéknál így játsszuk)

1. A rabló az első két körben nem rabolhat (kezdő-védelem).
2. Ha valaki 7-est dob, és senkinek nincs 7-nél több lapja, mindenki húz egy lapot a bankból.
3. Kereskedni csak a soron lévő játékossal lehet, de "ajánlatot" bárki tehet.
4. Fejlesztési kártyát a vásárlás körében nem lehet kijátszani (kivéve győzelmi pont).
5. 12 pontig játszunk a Tengerjárók kiegészítővel, 10-ig az alapjátékkal.
6. Aki a játék végén a dobókockát leveri az asztalról, ő pakol el. :)
""",
    "",
)
INBOX["inbox/10km_edzesterv.txt"] = (
    """Edzésterv: az első 10 km-ed 8 hét alatt (kezdőknek)
forrás: futanet – letöltve

Heti 3 edzés, köztük legalább 1 pihenőnap. Minden edzés előtt 5 perc gyaloglás bemelegítés.

1. hét: 6 × (1 perc futás + 2 perc séta) | 20 perc séta | 6 × (1 perc futás + 2 perc séta)
2. hét: 5 × (2 perc futás + 2 perc séta) | 25 perc séta | 5 × (2 perc futás + 2 perc séta)
3. hét: 4 × (4 perc futás + 2 perc séta) | 3 km laza | 4 × (4 perc futás + 2 perc séta)
4. hét: 3 × (6 perc futás + 2 perc séta) | 4 km laza | 20 perc folyamatos futás
5. hét: 25 perc futás | 4 km tempós | 5 km laza
6. hét: 30 perc futás | 6 × 400 m gyorsabban | 6 km laza
7. hét: 35 perc futás | 5 km tempós | 8 km laza
8. hét: 20 perc futás | pihenő | VERSENY: 10 km!

Tipp: a futócipőt szaküzletben, futáselemzéssel válaszd ki.
""",
    "",
)
