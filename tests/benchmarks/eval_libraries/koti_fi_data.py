"""Content of the koti-fi library: the Laaksonen household in Hervanta, Tampere."""

from __future__ import annotations

import datetime as _dt
import io
from email.message import EmailMessage
from email.utils import format_datetime

# --------------------------------------------------------------------------------------
# helpers for binary files


def _jpeg(when: str, seed: int, model: str = "iPhone 13") -> bytes:
    """A small photo-like JPEG with EXIF DateTimeOriginal ("YYYY:MM:DD HH:MM:SS")."""
    from PIL import Image, ImageDraw

    palettes = [
        ((150, 190, 230), (235, 240, 245)),  # winter sky, snow
        ((120, 170, 220), (70, 120, 60)),  # summer sky, grass
        ((40, 50, 90), (20, 25, 40)),  # evening
        ((200, 210, 220), (110, 100, 90)),  # grey day, street
        ((255, 200, 150), (60, 80, 110)),  # sunset over water
        ((25, 30, 60), (230, 235, 240)),  # polar night, snow
    ]
    sky, ground = palettes[seed % len(palettes)]
    img = Image.new("RGB", (320, 240), sky)
    draw = ImageDraw.Draw(img)
    horizon = 120 + (seed * 7) % 50
    for y in range(horizon):
        f = y / max(horizon, 1)
        draw.line(
            [(0, y), (320, y)],
            fill=tuple(int(c * (0.8 + 0.2 * f)) for c in sky),
        )
    draw.rectangle([0, horizon, 320, 240], fill=ground)
    for i in range(3 + seed % 4):
        x = (seed * 53 + i * 71) % 300
        h = 20 + (seed * 13 + i * 29) % 60
        col = ((seed * 40 + i * 60) % 200, (seed * 90 + i * 30) % 200, (i * 80) % 200)
        draw.rectangle([x, horizon - h, x + 18 + i * 4, horizon], fill=col)
    draw.ellipse([240 - seed % 60, 20, 270 - seed % 60, 50], fill=(250, 240, 200))
    exif = Image.Exif()
    if model.startswith("iPhone"):
        exif[0x010F] = "Apple"
    else:
        exif[0x010F] = "samsung"
    exif[0x0110] = model
    exif[0x0132] = when
    ifd = exif.get_ifd(0x8769)
    ifd[36867] = when
    ifd[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=70, exif=exif.tobytes())
    return buf.getvalue()


def _docx(blocks: list, author: str = "Mikko Laaksonen") -> bytes:
    """blocks: str -> paragraph, ("h", text) -> heading, list of rows -> table."""
    from docx import Document

    doc = Document()
    doc.core_properties.author = author
    doc.core_properties.created = _dt.datetime(2025, 1, 1, 9, 0)
    for block in blocks:
        if isinstance(block, tuple) and block[0] == "h":
            doc.add_heading(block[1], level=block[2] if len(block) > 2 else 1)
        elif isinstance(block, list):
            table = doc.add_table(rows=len(block), cols=len(block[0]))
            table.style = "Table Grid"
            for r, row in enumerate(block):
                for c, cell in enumerate(row):
                    table.cell(r, c).text = str(cell)
        else:
            doc.add_paragraph(block)
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _xlsx(sheets: dict[str, list[list]], creator: str = "Anna Laaksonen") -> bytes:
    from openpyxl import Workbook

    wb = Workbook()
    wb.properties.creator = creator
    wb.properties.created = _dt.datetime(2025, 1, 2, 20, 15)
    wb.properties.modified = _dt.datetime(2025, 1, 2, 20, 15)
    first = True
    for title, rows in sheets.items():
        ws = wb.active if first else wb.create_sheet()
        first = False
        ws.title = title
        for row in rows:
            ws.append(row)
        ws.column_dimensions["A"].width = 28
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _eml(sender: str, to: str, date: _dt.datetime, subject: str, body: str, msgid: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Date"] = format_datetime(date)
    msg["Subject"] = subject
    msg["Message-ID"] = f"<{msgid}>"
    msg.set_content(body)
    return bytes(msg)


def _fi(x: float, width: int = 0, decimals: int = 2) -> str:
    """A number as Finnish documents print it: decimal comma."""
    return f"{x:>{width}.{decimals}f}".replace(".", ",")


def _t(y: int, mo: int, d: int, h: int = 9, mi: int = 0) -> _dt.datetime:
    return _dt.datetime(y, mo, d, h, mi, tzinfo=_dt.timezone(_dt.timedelta(hours=2)))


ANNA = "Anna Laaksonen <anna.laaksonen@gmail.com>"
MIKKO = "Mikko Laaksonen <mikko@laaksosenpuutyo.fi>"

# --------------------------------------------------------------------------------------
# folders

TALOYHTIO = "Koti/Taloyhtiö/"
SAHKO = "Koti/Sähkö ja netti/"
VAKUUTUKSET = "Koti/Vakuutukset/"
AUTO = "Koti/Auto/"
PANKKI = "Talous/Pankki/"
BUDJETTI = "Talous/Budjetti/"
VERO_2024 = "Talous/Verotus/2024/"
VERO_2025 = "Talous/Verotus/2025/"
VERO_2026 = "Talous/Verotus/2026/"
PALKKA = "Annan työ/Palkkalaskelmat/"
VUOROT = "Annan työ/Työvuorot/"
TEHY = "Annan työ/Tehy/"
KOULUTUKSET = "Annan työ/Koulutukset/"
MYYNTI_2025 = "Laaksosen Puutyö/Myyntilaskut 2025/"
MYYNTI_2026 = "Laaksosen Puutyö/Myyntilaskut 2026/"
OSTO = "Laaksosen Puutyö/Ostolaskut/"
KIRJANPITO = "Laaksosen Puutyö/Kirjanpito ja verot/"
TARJOUKSET = "Laaksosen Puutyö/Tarjoukset/"
EETU_2024 = "Koulu/Eetu/2024-2025 (2. lk)/"
EETU_2025 = "Koulu/Eetu/2025-2026 (3. lk)/"
IIDA_2024 = "Koulu/Iida/Lukio 1. vuosi 2024-2025/"
IIDA_2025 = "Koulu/Iida/Lukio 2. vuosi 2025-2026/"
T_ANNA = "Terveys/Anna/"
T_MIKKO = "Terveys/Mikko/"
T_EETU = "Terveys/Eetu/"
T_IIDA = "Terveys/Iida/"
PENTTI_TERVEYS = "Pentti (Oulu)/Terveys/"
PENTTI_KELA = "Pentti (Oulu)/Kela ja eläke/"
KELA = "Kela/"
TUKHOLMA = "Matkat/2025-06 Tukholma/"
LEVI = "Matkat/2026-02 Levi/"
KUVAT_2025 = "Valokuvat/2025/"
KUVAT_2026 = "Valokuvat/2026/"
LUKUPIIRI = "Harrastukset/Lukupiiri/"
JALKAPALLO = "Harrastukset/Eetun jalkapallo/"
RESEPTIT = "Reseptit/"

FILED: dict[str, str | bytes] = {}
INBOX: dict[str, tuple[str | bytes, str]] = {}

# ======================================================================================
# Koti/Taloyhtiö

FILED[TALOYHTIO + "Yhtiökokouskutsu_2025.txt"] = """\
ASUNTO OY TAMPEREEN KUUSIKALLIO
c/o Pirkan Isännöinti Oy
Hatanpään valtatie 24, 33100 Tampere
puh. 03 358 4410 / isannointi@pirkanisannointi.fi

KUTSU VARSINAISEEN YHTIÖKOKOUKSEEN

Asunto Oy Tampereen Kuusikallion osakkaat kutsutaan varsinaiseen yhtiökokoukseen, joka
pidetään tiistaina 22.4.2025 klo 18.00 taloyhtiön kerhohuoneessa (C-talon pääty,
Kuusikalliontie 7, Tampere).

Kokouksessa käsitellään seuraavat asiat:

 1. Kokouksen avaaminen
 2. Kokouksen puheenjohtajan valinta ja sihteerin nimeäminen
 3. Pöytäkirjantarkastajien ja ääntenlaskijoiden valinta
 4. Kokouksen laillisuuden ja päätösvaltaisuuden toteaminen
 5. Läsnäolijoiden, osakkeenomistajien ja valtakirjojen toteaminen
 6. Esityslistan hyväksyminen
 7. Tilinpäätöksen esittäminen tilikaudelta 1.1.–31.12.2024 ja toimintakertomus
 8. Tilintarkastuskertomuksen esittäminen
 9. Tilinpäätöksen vahvistaminen
10. Tilikauden tuloksen käsittely
11. Vastuuvapaudesta päättäminen hallituksen jäsenille ja isännöitsijälle
12. Talousarvio ja vastikkeiden määrääminen 1.5.2025 alkaen
    (hallitus esittää hoitovastikkeen korottamista 4,10 €/m² -> 4,35 €/m²)
13. Hallituksen jäsenten ja varajäsenten valinta
14. Tilintarkastajan ja varatilintarkastajan valinta
15. Pihan leikkivälineiden uusiminen (hallituksen esitys, kustannusarvio 11 800 €)
16. Muut kokouskutsussa mainitut asiat
17. Kokouksen päättäminen

Tilinpäätös, toimintakertomus ja tilintarkastuskertomus ovat nähtävissä isännöitsijän
toimistossa 8.4.2025 alkaen sekä taloyhtiön sähköisessä palvelussa.

Osakas voi käyttää kokouksessa valtakirjalla valtuutettua asiamiestä.

Tampereella 1. huhtikuuta 2025

Asunto Oy Tampereen Kuusikallio
Hallitus
"""

FILED[TALOYHTIO + "Yhtiökokouksen pöytäkirja 22.4.2025.txt"] = """\
ASUNTO OY TAMPEREEN KUUSIKALLIO            PÖYTÄKIRJA 1/2025

VARSINAINEN YHTIÖKOKOUS

Aika:    22.4.2025 klo 18.00–19.40
Paikka:  Taloyhtiön kerhohuone, Kuusikalliontie 7, Tampere
Läsnä:   11 osakasta, edustettuina 14 huoneistoa / 1 062 osaketta (liite 1)

1. Kokouksen avaus
   Hallituksen puheenjohtaja Marjatta Kivelä avasi kokouksen klo 18.02.

2. Puheenjohtaja ja sihteeri
   Puheenjohtajaksi valittiin isännöitsijä Harri Lundén ja sihteeriksi Anna Laaksonen (C 12).

3. Pöytäkirjantarkastajat ja ääntenlaskijat
   Valittiin Jorma Aaltonen (A 2) ja Tiina Virta (B 7).

4. Kokous todettiin laillisesti koolle kutsutuksi ja päätösvaltaiseksi.

9.–11. Tilinpäätös vahvistettiin ja vastuuvapaus myönnettiin yksimielisesti.

12. Talousarvio ja vastikkeet
   Hyväksyttiin hallituksen esitys. Hoitovastike 1.5.2025 alkaen 4,35 €/m²/kk,
   rahoitusvastike ennallaan 2,10 €/m²/kk. Vesimaksu ennakkona 22 €/henkilö/kk,
   tasaus vuosittain mittarilukeman mukaan.

13. Hallitus
   Hallitukseen valittiin Marjatta Kivelä (pj), Mikko Laaksonen, Jorma Aaltonen.
   Varajäseneksi Tiina Virta.

14. Tilintarkastaja
   KHT-yhteisö Tilintarkastus Pirkka Oy, päävastuullisena Leena Saarinen KHT.

15. Leikkivälineet
   Päätettiin uusia keinut ja hiekkalaatikko kesän 2025 aikana. Mikko Laaksonen
   (Laaksosen Puutyö) ei osallistunut päätöksentekoon tarjouskilpailun osalta (esteellisyys).

17. Puheenjohtaja päätti kokouksen klo 19.40.

Vakuudeksi

Harri Lundén, puheenjohtaja        Anna Laaksonen, sihteeri

Pöytäkirja tarkastettu ja hyväksytty
Jorma Aaltonen                      Tiina Virta
"""

FILED[TALOYHTIO + "Vastikeilmoitus 1.5.2025.txt"] = """\
Pirkan Isännöinti Oy                                  Tampere 28.4.2025

Asunto Oy Tampereen Kuusikallio
Huoneisto C 12, pinta-ala 86,5 m²
Osakkaat: Anna Laaksonen, Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

ILMOITUS VASTIKKEISTA 1.5.2025 ALKAEN

Yhtiökokous 22.4.2025 on vahvistanut vastikkeet seuraavasti:

  Hoitovastike         4,35 €/m²  x 86,5 m²   376,28 €/kk
  Rahoitusvastike      2,10 €/m²  x 86,5 m²   181,65 €/kk
  Vesimaksu (ennakko)  22,00 €/hlö x 4 hlö     88,00 €/kk
  Autokatospaikka nro 12                       18,00 €/kk
  ---------------------------------------------------------
  Yhteensä                                    663,93 €/kk

Eräpäivä kuukauden 5. päivä. Maksu tilille FI45 5730 0820 1144 07,
viitenumero 1200 1237. Pysyvä e-laskusopimus siirtyy uusille summille automaattisesti.

Rahoitusvastikkeen voi maksaa kertasuorituksena; lainaosuus 31.3.2025: 18 412,06 €.

Ystävällisin terveisin
Harri Lundén, isännöitsijä
"""

FILED[TALOYHTIO + "Huoltoyhtiön tiedote lumityöt.txt"] = """\
TIEDOTE ASUKKAILLE                                           18.11.2025

Kiinteistöhuolto Lumikko Oy / As Oy Tampereen Kuusikallio

TALVIKAUSI 2025–2026

Hyvät asukkaat,

lumityöt ja hiekoitus tehdään kiinteistön alueella koneellisesti arkisin klo 7–16 ja
tarvittaessa myös viikonloppuisin, kun lunta on satanut yli 5 cm.

Pyydämme:
- siirtämään autot vieraspaikoilta, kun aurauksesta on ilmoitettu porraskäytävän
  ilmoitustaululla (yleensä keskiviikkoaamuisin klo 8–10)
- pitämään polkupyörät pyörävarastossa, ei talojen seinustoilla
- ilmoittamaan jäätyneistä syöksytorvista tai vuotavista räystäistä huoltoon

Omien terassien ja piha-alueiden lumityöt kuuluvat asukkaalle. Hiekkaa saa ottaa
C-talon päädyn laatikosta.

Huoltopäivystys 24 h: 0200 34567
Ilmoitukset arkisin: huolto@lumikkohuolto.fi / 03 255 1180

Rauhallista talvea toivottaen
Kiinteistöhuolto Lumikko Oy
"""

# ======================================================================================
# Koti/Sähkö ja netti

FILED[SAHKO + "Sähkösopimus Tampereen Energia.txt"] = """\
TAMPEREEN ENERGIA
Sopimusvahvistus                                    Tampere 3.10.2024

Anna Laaksonen
Kuusikalliontie 7 C 12
33720 Tampere

Asiakasnumero: 4402 1187
Käyttöpaikka: Kuusikalliontie 7 C 12, 33720 Tampere
Käyttöpaikkatunnus: 643006964000112345

Kiitos, että valitsit meidät! Vahvistamme sähkösopimuksesi tiedot:

Tuote:            Kestosähkö 24 kk (määräaikainen)
Sopimuskausi:     1.11.2024–31.10.2026
Energian hinta:   7,49 snt/kWh (sis. alv 25,5 %)
Perusmaksu:       4,90 €/kk (sis. alv 25,5 %)

Sähkönsiirto: Tampereen Sähköverkko Oy, siirtotuote Yleissiirto
(siirtomaksut ja sähkövero laskutetaan samalla laskulla).

Laskutus kuukausittain todellisen kulutuksen mukaan, e-lasku verkkopankkiin.

Sopimusehdot ja hinnasto: www.tampereenenergia.fi/sopimusehdot
Asiakaspalvelu ma–pe 8–16, puh. 03 5656 4400

Tampereen Energia
"""

FILED[SAHKO + "Sähkölasku 2025-12.txt"] = """\
TAMPEREEN ENERGIA                                   LASKU

Laskun numero: 702 5541 1983
Laskun päivä: 5.12.2025
Eräpäivä: 19.12.2025
Asiakasnumero: 4402 1187
Viitenumero: 70255 41198 3

Anna Laaksonen
Kuusikalliontie 7 C 12, 33720 Tampere

Laskutuskausi 1.11.2025–30.11.2025
Kulutus 1 264 kWh (mittarin etäluenta)

Energia
  Perusmaksu 1 kk                          4,90 €
  Energia 1 264 kWh x 7,49 snt            94,67 €
Siirto (Tampereen Sähköverkko Oy)
  Perusmaksu 1 kk                          9,35 €
  Siirto 1 264 kWh x 4,22 snt             53,34 €
  Sähkövero 1 264 kWh x 2,827 snt         35,73 €
-------------------------------------------------
Yhteensä (sis. alv 25,5 %)               197,99 €

Maksetaan e-laskuna OP Yrityspankki / OP verkkopankki.
Vertailu: marraskuu 2024 kulutus 1 190 kWh.
"""

FILED[SAHKO + "Elisa lasku tammikuu 2026.txt"] = """\
ELISA OYJ                                           LASKU

Asiakas: Mikko Laaksonen, asiakasnumero 8812 0044 5
Laskun numero: 13 8823 4410
Päiväys: 08.01.2026
Eräpäivä: 22.01.2026
Viite: 11882 34410 2

Laskutuskausi 01.01.2026–31.01.2026

Elisa Kotinetti 600M, Kuusikalliontie 7 C 12          34,90
Elisa Saunalahti Huoleton 5G 300M (040 718 2290)      29,90
Elisa Saunalahti Huoleton 5G 100M (050 443 9081)      24,90
Elisa Saunalahti Perhe 5G 50M (044 519 2204, Iida)    17,90
Elisa Saunalahti Perhe 5G 10M (044 519 2207, Eetu)     9,90
Elisa Viihde Lite                                       5,90
Lisäpalvelut: ulkomaan datapaketti                      0,00
-------------------------------------------------------------
Yhteensä                                              123,40 €
Josta arvonlisävero 25,5 %                             25,08 €

Laskuun sisältyvät maksut löydät OmaElisasta.
"""

# ======================================================================================
# Koti/Vakuutukset

FILED[VAKUUTUKSET + "LähiTapiola kotivakuutus 2025-2026.txt"] = """\
LÄHITAPIOLA PIRKANMAA
VAKUUTUSKIRJA                                       Päivätty 6.2.2025

Vakuutuksenottaja: Anna Laaksonen ja Mikko Laaksonen
Osoite: Kuusikalliontie 7 C 12, 33720 Tampere
Asiakasnumero: 77 031 485

KOTIVAKUUTUS LAAJA
Vakuutusnumero: 640-3318204-7
Vakuutuskausi: 1.3.2025–28.2.2026

Vakuutettu kohde: Asunto-osake, rivitalo, 86,5 m², 4 h + k + s
Vakuutetut: vakuutuksenottajat sekä samassa taloudessa asuvat
            Iida Laaksonen (s. 2008) ja Eetu Laaksonen (s. 2016)

Turvat
  Irtaimisto, laaja                  vakuutusmäärä 60 000 €
  Osakkaan vastuulla olevat rakennusosat (pinnat, kiintokalusteet)
  Vastuuvakuutus                     1 000 000 €
  Oikeusturvavakuutus                15 000 €, omavastuu 15 %, vähintään 170 €
  Matkatavaravakuutus                1 500 €/henkilö
Omavastuu 300 €

Vakuutusmaksu vakuutuskaudelta 412,80 €, maksetaan 4 erässä.
Bonus/etuasiakasalennus 8 %.

Vakuutusehdot: Kotivakuutus 1.1.2025. Säilytä tämä vakuutuskirja.
"""

FILED[VAKUUTUKSET + "Lasten tapaturmavakuutus.txt"] = """\
LÄHITAPIOLA
Vakuutuskirja – Lasten tapaturmavakuutus               12.8.2024

Vakuutuksenottaja: Anna Laaksonen, Kuusikalliontie 7 C 12, 33720 Tampere

Vakuutetut ja vakuutusnumerot:
  Eetu Laaksonen, s. 14.5.2016    vakuutusnumero 640-5519023-1
  Iida Laaksonen, s. 3.9.2008     vakuutusnumero 640-5519024-9

Vakuutuskausi: 1.9.2024 alkaen toistaiseksi, vuosittain 1.9.

Turvat (kumpikin lapsi):
  Hoitokulut tapaturmasta          30 000 € / tapaturma, ei omavastuuta
  Pysyvä haitta                    50 000 € (kertakorvaus haittaluokan mukaan)
  Tapaturmainen kuolema            5 000 €
  Harrastukset: tavanomainen kilpaurheilu (esim. jalkapallo seurajoukkueessa) sisältyy

Vuosimaksu yhteensä 238,40 €.

Korvaushakemukset: lahitapiola.fi/vahinkoilmoitus tai puh. 09 453 4070.
"""

FILED[VAKUUTUKSET + "If ajoneuvovakuutus KTL-518.txt"] = """\
If Vahinkovakuutus Oyj                         Vakuutuskirja 14.4.2025

Vakuutuksenottaja: Mikko Laaksonen
Kuusikalliontie 7 C 12, 33720 Tampere

Ajoneuvo: Škoda Octavia Combi 1.5 TSI, rek. KTL-518, käyttöönotto 2017
Vakuutusnumero: 1800 2211 454
Vakuutuskausi: 12.5.2025–11.5.2026

Liikennevakuutus                         bonus 80 %
Kaskovakuutus Laaja                      bonus 70 %, omavastuu 300 €
  - lasivahinko, omavastuu 100 €
  - hirvieläinkolari, omavastuu 150 €
  - kuljettajan turva
  - sijaisauto 30 vrk
Hinaus ja tiepalvelu 24 h: 010 19 15 15

Vuosimaksu 684,20 €, maksetaan 2 erässä (12.5. ja 12.11.)
"""

# ======================================================================================
# Koti/Auto

FILED[AUTO + "Katsastus 2025-05.txt"] = """\
A-KATSASTUS, Tampere Hervanta
Katsastustodistus / Besiktningsintyg

Päivämäärä: 27.5.2025 klo 10.42
Katsastuslaji: Määräaikaiskatsastus
Rekisteritunnus: KTL-518
Merkki ja malli: Škoda Octavia Combi 1.5 TSI
Ajoneuvoluokka: M1
Matkamittarin lukema: 186 420 km

Tulos: HYVÄKSYTTY

Huomautukset (2):
  - Jarrulevyt edessä syöpyneet (korjattava ennen seuraavaa katsastusta)
  - Rekisterikilven valo, vasen, ei toimi

Päästömittaus: hyväksytty
Seuraava määräaikaiskatsastus viimeistään: 31.5.2026

Katsastaja: Petri Koskinen
Maksettu: 59,90 € (kortti)
"""

FILED[AUTO + "Ajoneuvovero 2025-2026.txt"] = """\
Traficom
Liikenne- ja viestintävirasto / Transport- och kommunikationsverket

AJONEUVOVEROLASKU / FORDONSSKATTEFAKTURA          Päiväys / Datum 03.03.2025

Verovelvollinen / Skattskyldig:
LAAKSONEN MIKKO
KUUSIKALLIONTIE 7 C 12
33720 TAMPERE

Rekisteritunnus / Registreringstunnus:  KTL-518
Ajoneuvo / Fordon:                      Skoda Octavia Combi, henkilöauto / personbil
Verokausi / Skatteperiod:               10.04.2025–09.04.2026

Perusvero / Grundskatt (CO2 121 g/km)          226,30 €
Käyttövoimavero / Drivkraftsskatt                0,00 €
Yhteensä / Totalt                              226,30 €

Eräpäivä / Förfallodag:   10.04.2025
Tilinumero / Kontonummer: FI95 5000 0120 2471 63
Viitenumero / Referensnummer: 1 00154 83220 71119

Maksamatonta veroa peritään viivästyskorkoineen ulosottoteitse.
Obetald skatt indrivs utan dom eller utslag jämte dröjsmålsränta.
"""

FILED[AUTO + "Huoltolasku Hervannan Autohuolto 10-2025.txt"] = """\
HERVANNAN AUTOHUOLTO OY
Ahvenisjärventie 18, 33720 Tampere
Y-tunnus 2298411-7   puh. 03 318 7700

LASKU 25-1844                                    Päiväys 16.10.2025
                                                 Eräpäivä 30.10.2025

Asiakas: Mikko Laaksonen, Kuusikalliontie 7 C 12, 33720 Tampere
Ajoneuvo: KTL-518 Skoda Octavia, km 198 115

Määräaikaishuolto 195 000 km
  Työ 1,8 h à 89,00 €                          160,20
  Moottoriöljy 5W-30 VW 504, 4,3 l             64,50
  Öljynsuodatin                                18,90
  Raitisilmasuodatin                           29,80
Jarrut edessä
  Jarrulevyt ja -palat, etu                   214,60
  Työ 1,2 h à 89,00 €                         106,80
Rekisterikilven valon polttimo                  4,90
Renkaiden vaihto ja kausisäilytys             79,00
----------------------------------------------------
Veroton                                       541,77
ALV 25,5 %                                    138,15
Yhteensä                                      679,92 EUR (maksettu korttimaksuna)
"""

# ======================================================================================
# Talous/Pankki

FILED[PANKKI + "OP asuntolaina korkotarkistus 9-2025.txt"] = """\
OP Tampere
Ilmoitus lainan koron muutoksesta                       Tampere 15.9.2025

Anna Laaksonen ja Mikko Laaksonen
Kuusikalliontie 7 C 12, 33720 Tampere

Laina: asuntolaina 5730 0820 4412 981
Viitekorko: 12 kk Euribor
Koron tarkistuspäivä: 30.9.2025

                           Ennen         30.9.2025 alkaen
12 kk Euribor             2,498 %        2,172 %
Marginaali                0,65 %         0,65 %
Lainan korko              3,148 %        2,822 %

Lainan jäljellä oleva pääoma 30.9.2025: 142 318,55 €
Kuukausierä (tasaerä) 30.10.2025 alkaen: 781,16 € (ennen 806,40 €)
Viimeinen eräpäivä: 30.6.2046 (ennallaan)

Korkosuojaus (korkokatto 3,5 %) on voimassa 30.9.2027 asti.

Ystävällisin terveisin
OP Tampere, asuntorahoitus
"""

FILED[PANKKI + "OP yhteistilin tilisopimus.txt"] = """\
OSUUSPANKKI TAMPERE
KÄYTTÖTILISOPIMUS – YHTEISTILI                       Sopimuspäivä 11.1.2021

Tilinomistajat:  Anna Laaksonen ja Mikko Laaksonen
Tilinumero:      FI21 5730 0820 3345 17
Tilin tyyppi:    Käyttötili, yhteiskäyttöoikeus (kumpikin tilinomistaja voi käyttää tiliä
                 yksin)

Tilille liitetyt palvelut:
  - OP-verkkopalvelut kummallekin tilinomistajalle
  - Debit-kortit: Anna Laaksonen, Mikko Laaksonen
  - Toistuvat maksut: taloyhtiön vastike (5. pv), asuntolainan erä (30. pv)

Lasten säästötilit ja toiminimen yritystili eivät kuulu tähän sopimukseen.

Allekirjoitukset
Anna Laaksonen        Mikko Laaksonen        OP Tampere / Sari Hämäläinen
"""

FILED[PANKKI + "Lasten rahastosäästöt.txt"] = """\
Lasten säästöt – muistiinpano (Anna), päivitetty 2.1.2026

Iida (s. 2008)
- OP Maailma -rahasto, kk-säästö 30 €, aloitettu 2009
- arvo 31.12.2025: 9 842,10 €
- kun täyttää 18 (9/2026): jutellaan mitä tehdään, ajokortti? opiskelu?

Eetu (s. 2016)
- OP Maailma -rahasto, kk-säästö 30 €, aloitettu 2016
- arvo 31.12.2025: 4 516,77 €
- mummun (Annan äiti) lahjoitus 500 € joulu 2025 -> siirretty rahastoon 29.12.

Huom. Pentin antamat rahat (Eetun synttärit, Iidan rippijuhlat) on pantu samoihin.
Seuraava tarkistus tammikuussa 2027.
"""

# ======================================================================================
# Talous/Budjetti

_MONTHS = [
    "tammi",
    "helmi",
    "maalis",
    "huhti",
    "touko",
    "kesä",
    "heinä",
    "elo",
    "syys",
    "loka",
    "marras",
    "joulu",
]


def _budget(year: int, months: int, extra: int) -> bytes:
    rows: list[list] = [["Kotitalous " + str(year)] + _MONTHS[:months] + ["yht."]]
    items = [
        ("Annan palkka (netto)", 3120 + extra),
        ("Mikon yrittäjänosto", 2400),
        ("Lapsilisä", 218 if year < 2026 else 115),
        ("Vastike + vesi", -664),
        ("Asuntolaina", -806 if year < 2026 else -781),
        ("Sähkö", -150),
        ("Netti ja puhelimet", -123),
        ("Ruoka", -1150 - extra // 10),
        ("Auto (bensa, huolto)", -310),
        ("Vakuutukset", -125),
        ("Harrastukset (Ilves, Iidan kuoro)", -95),
        ("Säästöt lapsille", -60),
        ("Muut", -420),
    ]
    for name, val in items:
        vals = [val + ((i * 17 + len(name)) % 40 - 20 if val < 0 else 0) for i in range(months)]
        rows.append([name] + vals + [sum(vals)])
    return _xlsx(
        {f"{year}": rows, "muistiinpanot": [["Päivitetty", f"{year}"], ["Tekijä", "Anna"]]}
    )


FILED[BUDJETTI + "Kotitalous_2024.xlsx"] = _budget(2024, 12, 0)
FILED[BUDJETTI + "Kotitalous_2025.xlsx"] = _budget(2025, 12, 90)

# ======================================================================================
# Talous/Verotus

FILED[VERO_2024 + "Esitäytetty veroilmoitus 2024 Anna.txt"] = """\
Verohallinto / Skatteförvaltningen
ESITÄYTETTY VEROILMOITUS 2024
Henkilöasiakkaan veroilmoitus                        Päiväys 7.4.2025

Anna Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Tarkista tiedot viimeistään 13.5.2025. Jos tiedot ovat oikein, sinun ei tarvitse tehdä
mitään. Voit korjata tiedot OmaVerossa (vero.fi/omavero).

1. PALKKATULOT
   Maksaja: Pirkanmaan hyvinvointialue (Y-tunnus 3221307-5)
   Palkka                                       48 920,45 €
   Ennakonpidätys                               11 204,12 €
   Työntekijän eläkevakuutusmaksu                3 546,73 €
   Työttömyysvakuutusmaksu                         386,47 €

2. VÄHENNYKSET
   Ammattiliiton jäsenmaksu (Tehy ry)              733,80 €
   Matkakulut asunnon ja työpaikan välillä: ei esitäytetty
   (Huom: työmatka Hervanta–TAYS bussilla 55 €/kk, ei ylitä omavastuuta)

3. KOTITALOUSVÄHENNYS: ei ilmoitettu

Arvio verotuksesta: palautusta 412,30 €
Verotus valmistuu viimeistään 28.10.2025.
"""

FILED[VERO_2024 + "Esitäytetty veroilmoitus 2024 Mikko.txt"] = """\
Verohallinto / Skatteförvaltningen
ESITÄYTETTY VEROILMOITUS 2024                        Päiväys 7.4.2025

Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Sinulla on verovuonna 2024 ollut elinkeinotoimintaa (Laaksosen Puutyö, Y-tunnus
2845671-2). Anna elinkeinotoiminnan veroilmoitus (lomake 5) OmaVerossa viimeistään
2.5.2025. Tällä esitäytetyllä veroilmoituksella tarkistat muut tulosi ja vähennyksesi.

1. ANSIOTULOT
   Ei palkkatuloja.
2. PÄÄOMATULOT
   Korkotulot ja osingot: OP-osuuden korko                     14,20 €
3. ENNAKKOVEROT
   Maksetut ennakkoverot 2024                             6 840,00 €
4. YRITTÄJÄN ELÄKEVAKUUTUSMAKSUT (YEL), Varma                 6 618,24 €
   (vähennetään elinkeinotoiminnan tuloksesta tai verotettavasta tulosta)

Arvio verotuksesta annetaan, kun elinkeinotoiminnan veroilmoitus on käsitelty.
"""

FILED[VERO_2024 + "Verotuspäätös 2024 Anna.txt"] = """\
Verohallinto / Skatteförvaltningen
VEROTUSPÄÄTÖS 2024                                   Päiväys 27.6.2025

Anna Laaksonen, Kuusikalliontie 7 C 12, 33720 TAMPERE

Verotuksesi verovuodelta 2024 on valmistunut.

Ansiotulot yhteensä                           48 920,45 €
Vähennykset ansiotuloista                      2 148,40 €
Verotettava ansiotulo, valtionverotus         46 772,05 €
Verotettava ansiotulo, kunnallisverotus       44 310,90 €

Verot yhteensä                                10 791,82 €
  Valtion tulovero                             3 812,44 €
  Kunnallisvero (Tampere 7,36 %)               3 261,28 €
  Hyvinvointialueen rahoitus                   2 806,63 €
  Kirkollisvero (Tampereen ev.-lut. srk)         637,05 €
  Sairausvakuutuksen maksut                      274,42 €
Ennakonpidätykset                             11 204,12 €

VERONPALAUTUS                                    412,30 €
Maksetaan tilille FI21 5730 0820 3345 17 11.8.2025.
"""

FILED[VERO_2024 + "Tehy jäsenmaksutodistus 2024.txt"] = """\
Tehy ry
PL 10, 00060 TEHY

JÄSENMAKSUTODISTUS VEROTUSTA VARTEN                   Helsinki 14.1.2025

Jäsen: Anna Laaksonen
Jäsennumero: 1128 4471

Olet maksanut vuonna 2024 jäsenmaksuja yhteensä 733,80 €.
Summa sisältää työttömyyskassan jäsenmaksun.

Työnantajasi on perinyt jäsenmaksut palkastasi, joten tiedot on ilmoitettu
Verohallintoon ja ne näkyvät valmiina esitäytetyllä veroilmoituksella. Tarkista summa
esitäytetyltä veroilmoitukselta. Jos maksoit itse jäsenmaksuja (esim. perhevapaan
aikana), ilmoita ne OmaVerossa.

Tehy ry, jäsenpalvelu
"""

FILED[VERO_2025 + "Verokortti 2025 Anna.txt"] = """\
Verohallinto / Skatteförvaltningen
VEROKORTTI 2025 / SKATTEKORT 2025                    Päiväys 9.12.2024

Anna Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Verokortti palkkaa varten
Voimassa 1.2.2025–31.1.2026

Ennakonpidätysprosentti             23,0 %
Tuloraja vuodelle 2025             50 800,00 €
Lisäprosentti tulorajan ylittävältä tulolta   40,0 %

Verokortti on laskettu vuoden 2024 tulojesi perusteella. Jos arvioit tulojesi
muuttuvan, voit tehdä muutosverokortin OmaVerossa.

Työnantajasi saa verokorttisi tiedot suoraan Verohallinnosta; sinun ei tarvitse
toimittaa verokorttia työnantajalle.
"""

FILED[VERO_2025 + "Ilmalämpöpumpun huolto kesäkuu 2025.txt"] = """\
PIRKAN ILMALÄMPÖ OY
Nekalantie 12, 33100 Tampere
Y-tunnus 3012278-9

LASKU 2025-0612                                    Laskun pvm 12.06.2025
                                                   Eräpäivä 26.06.2025

Asiakas: Anna Laaksonen
Kuusikalliontie 7 C 12, 33720 Tampere

Ilmalämpöpumpun vuosihuolto (Mitsubishi MSZ-LN35), sisä- ja ulkoyksikön pesu,
suodattimien puhdistus, kylmäaineen tarkistus

  Työ 1,5 h                                   120,00 €
  Matkakulut                                   25,00 €
  Huoltotarvikkeet                             14,00 €
  -------------------------------------------------
  Yhteensä (sis. alv 25,5 %)                  159,00 €

Kotitalousvähennykseen oikeuttava työn osuus: 120,00 € (sis. alv)

Maksettu 20.6.2025 (OP, yhteistili)
"""

FILED[VERO_2025 + "Kotitalousvähennykset 2025 muistiinpano.txt"] = """\
Kotitalousvähennykset verovuodelta 2025 – lisätään esitäytettyyn huhtikuussa 2026!

- Ilmalämpöpumpun huolto 12.6.2025, työn osuus 120,00 € (Anna)
- Pihan pensasaidan leikkuu ja rännit, Pihapalvelu Räsänen 9/2025, työn osuus 180,00 € (Anna)
- Siivous ennen joulua, Puhdas Koti Tampere – lasku tulee vielä

Omavastuu 150 €/hlö. Vähennys 35 % työn osuudesta (siivous on kotitaloustyötä, joten
mukaan). Mikon omien asiakkaiden laskut EIVÄT kuulu tänne – ne ovat Mikon myyntiä.

Tehyn jäsenmaksutodistus 2025 tulee tammikuussa -> tähän kansioon.
"""

FILED[VERO_2026 + "Verokortti 2026 Anna.txt"] = """\
Verohallinto / Skatteförvaltningen
VEROKORTTI 2026 / SKATTEKORT 2026                    Päiväys 8.12.2025

Anna Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Verokortti palkkaa varten
Voimassa 1.2.2026–31.1.2027

Ennakonpidätysprosentti             22,5 %
Tuloraja vuodelle 2026             52 400,00 €
Lisäprosentti tulorajan ylittävältä tulolta   41,0 %

Verokortti on laskettu vuoden 2025 tulojesi ja vuoden 2026 veroperusteiden
perusteella. Jos arvioit tulojesi muuttuvan, voit tehdä muutosverokortin OmaVerossa.

Työnantajasi saa verokorttisi tiedot suoraan Verohallinnosta.
"""

FILED[VERO_2026 + "Tulot 2026 arvio.txt"] = """\
Veroprosentti 2026 – oma laskelma (Anna, 14.12.2025)

Perus: tehtäväpalkka n. 3 050 €/kk (TES-korotus 1.4.2026?), lisät keskim. 650 €/kk
-> 12 x 3 700 = 44 400 + lomaraha n. 1 500 = 45 900 €
+ jos otan lisävuoroja keikkapoolista kesällä: + 3 000 € => n. 49 000 €

Tuloraja 52 400 € riittää. Jos lisävuoroja tulee enemmän kuin 3 000 €,
muutosverokortti syyskuussa.

Iidalle pitää tehdä oma verokortti kesätyötä varten (kioski Pyynikillä kesä 2026).
Tulot arviolta 2 500 €, pitäisi riittää 0 %.
"""

# ======================================================================================
# Annan työ/Palkkalaskelmat


def _payslip(
    period: str,
    paid: str,
    evening: float,
    night: float,
    sunday: float,
    bonus: float = 0.0,
    rate: float = 23.0,
) -> str:
    base = 2985.35
    exp = 223.90
    gross = round(base + exp + evening + night + sunday + bonus, 2)
    extra = f"  Lomaraha (50 % lomapalkasta, 25 pv)        {_fi(bonus, 9, 2)}\n" if bonus else ""
    tax = round(gross * rate / 100, 2)
    tyel = round(gross * 0.0715, 2)
    tvm = round(gross * 0.0089, 2)
    tehy = round(gross * 0.015, 2)
    net = round(gross - tax - tyel - tvm - tehy, 2)
    return f"""\
PIRKANMAAN HYVINVOINTIALUE
Palkkahallinto, PL 272, 33101 Tampere

PALKKALASKELMA                               Maksupäivä {paid}

Anna Laaksonen                               Henkilönumero 104582
Kuusikalliontie 7 C 12                       Tehtävä: sairaanhoitaja
33720 TAMPERE                                Yksikkö: TAYS Keskussairaala, sisätautien
                                             vuodeosasto 5A, kustannuspaikka 41520
Palkkakausi {period}
Lisien ansaintajakso edellinen työvuoroluettelojakso

ANSIOT
  Tehtäväkohtainen palkka                    {_fi(base, 9, 2)}
  Henkilökohtainen lisä / kokemuslisä 7,5 %   {_fi(exp, 9, 2)}
  Iltatyölisä                                {_fi(evening, 9, 2)}
  Yötyölisä                                  {_fi(night, 9, 2)}
  La- ja sunnuntaityökorvaukset              {_fi(sunday, 9, 2)}
{extra}  -----------------------------------------------------
  Bruttopalkka                               {_fi(gross, 9, 2)}

VÄHENNYKSET
  Ennakonpidätys {str(rate).replace(".", ","):<4} %                      {_fi(tax, 9, 2)}
  Työntekijän eläkemaksu 7,15 %              {_fi(tyel, 9, 2)}
  Työttömyysvakuutusmaksu 0,89 %             {_fi(tvm, 9, 2)}
  Ay-jäsenmaksu Tehy ry 1,5 %                {_fi(tehy, 9, 2)}
  -----------------------------------------------------
  NETTOPALKKA                                {_fi(net, 9, 2)} EUR

Maksetaan tilille FI21 5730 0820 3345 17

Lomapäiväkirjanpito: pidetyt lomapäivät 2025–2026: 12, jäljellä 26 (+ 3 säästövapaata).
Kysymykset: palkat@pirha.fi, puh. 03 311 66000
"""


FILED[PALKKA + "Palkkalaskelma 2025-06 lomaraha.txt"] = _payslip(
    "1.6.–30.6.2025", "15.6.2025", 298.40, 412.10, 356.22, bonus=1542.60
)
FILED[PALKKA + "Palkkalaskelma 2025-10.txt"] = _payslip(
    "1.10.–31.10.2025", "15.10.2025", 312.84, 388.60, 402.75
)
FILED[PALKKA + "Palkkalaskelma 2025-11.txt"] = _payslip(
    "1.11.–30.11.2025", "14.11.2025", 276.11, 452.37, 318.40
)
FILED[PALKKA + "Palkkalaskelma 2025-12.txt"] = _payslip(
    "1.12.–31.12.2025", "15.12.2025", 301.52, 376.04, 512.90
)
FILED[PALKKA + "Palkkalaskelma 2026-01.txt"] = _payslip(
    "1.1.–31.1.2026", "15.1.2026", 288.76, 498.12, 611.35
)

# ======================================================================================
# Annan työ/Työvuorot

FILED[VUOROT + "Työvuorolista 5.1.-1.2.2026.txt"] = """\
TAYS Keskussairaala – Sisätautien vuodeosasto 5A
TYÖVUOROLUETTELO jakso 5.1.2026–1.2.2026 (Titania), vahvistettu 8.12.2025
Työntekijä: Laaksonen Anna, sairaanhoitaja, 100 %

A = aamu 7.00–15.00   I = ilta 13.45–21.45   Y = yö 21.30–7.30   V = vapaa
VL = vuosiloma   K = koulutus

Vko 2   ma 5.1 A | ti 6.1 V (loppiainen) | ke 7.1 A | to 8.1 I | pe 9.1 I | la 10.1 V | su 11.1 V
Vko 3   ma 12.1 Y | ti 13.1 Y | ke 14.1 V | to 15.1 V | pe 16.1 A | la 17.1 A | su 18.1 A
Vko 4   ma 19.1 V | ti 20.1 I | ke 21.1 I | to 22.1 K (lääkehoidon päivitys) | pe 23.1 A | la 24.1 V | su 25.1 V
Vko 5   ma 26.1 A | ti 27.1 A | ke 28.1 I | to 29.1 Y | pe 30.1 Y | la 31.1 V | su 1.2 V

Tunnit jaksossa: 153 h 0 min (tavoite 153 h 0 min)

Vaihdot sovitaan osastonhoitajan kanssa ja kirjataan Titaniaan.
Osastonhoitaja Pirjo Ruohonen
"""

FILED[VUOROT + "Työvuorotoiveet maaliskuu 2026.xlsx"] = _xlsx(
    {
        "toiveet": [
            ["Työvuorotoiveet, jakso 2.3.–29.3.2026", None, None],
            ["Nimi", "Anna Laaksonen", None],
            ["Päivämäärä", "Toive", "Perustelu"],
            ["ma 2.3.2026", "V", "hiihtoloman jälkeen, Eetu kotona kipeänä?"],
            ["ti 3.3.2026", "A", None],
            ["pe 6.3.2026", "I", None],
            ["la 7.3.2026", "V", "Pentin lääkärikäynti Oulussa (etäyhteys)"],
            ["su 8.3.2026", "V", None],
            ["ke 18.3.2026", "Y", "voin tehdä yöt ke–to"],
            ["to 19.3.2026", "Y", None],
            ["la 28.3.2026", "A", None],
            ["Muuta", "max 2 yötä putkeen", None],
        ]
    }
)

FILED[VUOROT + "Vuosilomatoive kesä 2026.txt"] = """\
Lähettäjä: Anna Laaksonen
Vastaanottaja: Pirjo Ruohonen (osastonhoitaja, 5A)
Päivämäärä: 12.1.2026
Aihe: Vuosilomatoive kesä 2026

Hei Pirjo,

tässä minun kesälomatoiveeni lomakaudelle 2026:

1. toive: 29.6.–26.7.2026 (4 viikkoa, 24 lomapäivää)
2. toive: 6.7.–2.8.2026

Talvilomasta: käytin jo helmikuussa hiihtoloman viikon 9 (23.2.–1.3.) talvilomapäivinä.
Säästövapaita minulla on 3 pv, ne voisi pitää syyslomaviikolla 42.

Kiitos!
Anna
"""

# ======================================================================================
# Annan työ/Tehy

FILED[TEHY + "Tehy jäsenmaksu 2025.txt"] = """\
Tehy ry                                              Helsinki 3.12.2024

Hyvä Tehyn jäsen,

Tehyn liittokokous on päättänyt jäsenmaksusta vuodelle 2025:

  Jäsenmaksu 1,50 % veronalaisesta ansiotulosta (sis. työttömyyskassan maksun)
  Enimmäismaksu 79 €/kk

Jäsenmaksu peritään edelleen suoraan palkastasi (perintäsopimus Pirkanmaan
hyvinvointialueen kanssa). Sinun ei tarvitse tehdä mitään.

Jäsennumero: 1128 4471
Ammattiosasto: Tehy Pirkanmaan hyvinvointialueen ammattiosasto ry (nro 602)

Tehyn jäsenedut: oikeusapu työsuhdeasioissa, vastuuvakuutus, vapaa-ajan
tapaturmavakuutus, lomamökit, koulutukset. Kirjaudu: tehy.fi/jasenille
"""

FILED[TEHY + "Tehy tiedote marraskuu 2025.eml"] = _eml(
    "Tehy ry <uutiskirje@tehy.fi>",
    "anna.laaksonen@gmail.com",
    _t(2025, 11, 20, 14, 5),
    "Tehy tiedottaa: palkkaohjelman toinen vaihe ja hyvinvointialueiden säästöt",
    """\
Hyvä Tehyn jäsen,

sote-sopimuksen palkkaohjelman toisen vaiheen korotukset maksetaan 1.10.2025 alkaen.
Korotuksen suuruus vaihtelee tehtäväryhmittäin; sairaanhoitajien tehtäväkohtaisia
palkkoja korotetaan keskimäärin 1,8 %. Tarkista oma palkkalaskelmasi lokakuulta.

Hyvinvointialueiden säästöt
Useat hyvinvointialueet, myös Pirkanmaa, ovat käynnistäneet muutosneuvottelut.
Jos saat neuvotteluihin liittyvän kutsun, ota yhteyttä luottamusmieheesi ennen
henkilökohtaista keskustelua.

Jäsenkysely työvuorosuunnittelusta avautuu tammikuussa. Toivomme mahdollisimman
monen vastaavan!

Ystävällisin terveisin
Tehy ry, viestintä

Tämä viesti on lähetetty Tehyn jäsenille. Jäsentietojen päivitys: tehy.fi/omat-tiedot
""",
    "20251120140501.7731@tehy.fi",
)

FILED[TEHY + "Luottamusmiehen yhteystiedot.txt"] = """\
Tehyn luottamusmiehet, Pirkanmaan hyvinvointialue (päivitetty 8/2025)

TAYS Keskussairaala, sisätaudit ja kirurgia:
  Päivi Lehtola, pääluottamusmies      puh. 044 712 3301, paivi.lehtola@pirha.fi
  Toni Ahonen, luottamusmies (5A/5B/6A) puh. 044 712 3388, toni.ahonen@pirha.fi
    vastaanotto ke 12–14, T-rakennus 2. krs huone 2.114

Työsuojeluvaltuutettu: Marika Sundström, puh. 044 712 3290

Muistiin (Anna): Toni auttoi viime keväänä yövuorojen tasauksessa. Jos
muutosneuvottelut tulevat osastolle, soita Tonille ensin.
"""

# ======================================================================================
# Annan työ/Koulutukset

FILED[KOULUTUKSET + "LOVe todistus 2025.txt"] = """\
LOVe – Lääkehoidon osaaminen verkossa
TODISTUS

Anna Laaksonen (s. 1984)
Pirkanmaan hyvinvointialue

on suorittanut hyväksytysti seuraavat LOVe-osiot:

  Lääkehoidon perusteet (LH)                    suoritettu 14.3.2025
  Lääkelaskut (LL)                               suoritettu 14.3.2025, 100 %
  Lääkehoito iv-nesteet ja verensiirrot (IV)     suoritettu 20.3.2025
  Kipulääkehoito (KI)                            suoritettu 20.3.2025

Näyttöjen vastaanottaja: osastonhoitaja Pirjo Ruohonen
Lupa voimassa: 20.3.2025–19.3.2030

Lääkehoitoluvan myöntänyt: vastuualueen ylilääkäri Heikki Rantala
"""

FILED[KOULUTUKSET + "Ensiapu EA1 todistus.txt"] = """\
SUOMEN PUNAINEN RISTI
ENSIAPUTODISTUS / FÖRSTA HJÄLPEN-INTYG

Ensiapu EA 1 (16 t)

Anna Laaksonen

on suorittanut ensiapukoulutuksen SPR:n Ensiapu EA 1 -koulutusohjelman mukaisesti.
Koulutuspaikka: Tampere, SPR Hämeen piiri
Koulutuspäivät: 8.–9.2.2024

Todistus on voimassa 3 vuotta, 9.2.2027 saakka.

Kouluttaja: Jari Salminen, ensiapukouluttaja nro 3491
"""

# ======================================================================================
# Laaksosen Puutyö (Mikon toiminimi)

_YRITYS = """\
Laaksosen Puutyö / Mikko Laaksonen
Y-tunnus 2845671-2, ALV-rekisterissä
Kuusikalliontie 7 C 12, 33720 Tampere
puh. 040 718 2290, mikko@laaksosenpuutyo.fi
Tili: OP FI63 5730 0820 5567 22 (BIC OKOYFIHH)"""


def _invoice(
    no: str,
    date: str,
    due: str,
    customer: str,
    subject: str,
    rows: list[tuple[str, float, str, float]],
    kotitalous: bool,
) -> str:
    lines = []
    net = 0.0
    work_net = 0.0
    for desc, qty, unit, price in rows:
        total = round(qty * price, 2)
        net += total
        if desc.startswith("Työ"):
            work_net += total
        lines.append(
            f"  {desc:<44} {_fi(qty, 6, 1)} {unit:<3} {_fi(price, 8, 2)} {_fi(total, 10, 2)}"
        )
    vat = round(net * 0.255, 2)
    gross = round(net + vat, 2)
    ref = "".join(ch for ch in no if ch.isdigit())
    kv = ""
    if kotitalous:
        kv = (
            f"\nKotitalousvähennykseen oikeuttava työn osuus (sis. alv 25,5 %): "
            f"{_fi(round(work_net * 1.255, 2))} €\n"
            "Tarkista kotitalousvähennyksen ehdot: vero.fi/kotitalousvahennys\n"
        )
    return f"""\
LASKU

{_YRITYS}

Laskun numero:  {no}
Laskun päivä:   {date}
Eräpäivä:       {due} (14 pv netto)
Viitenumero:    {ref}7
Viivästyskorko: korkolain mukainen

Asiakas:
{customer}

Työkohde: {subject}

  Kuvaus                                       Määrä  Yks.  à-hinta    Yhteensä
{chr(10).join(lines)}

  Veroton yhteensä                                                 {_fi(net, 10, 2)}
  ALV 25,5 %                                                       {_fi(vat, 10, 2)}
  MAKSETTAVAA                                                      {_fi(gross, 10, 2)} EUR
{kv}
Kiitos tilauksesta!
Mikko Laaksonen
"""


FILED[MYYNTI_2025 + "Lasku 2025-038 Hakala terassi.txt"] = _invoice(
    "2025-038",
    "2.9.2025",
    "16.9.2025",
    "Riitta ja Jari Hakala\nRuskontie 14\n33560 Tampere",
    "Terassin rakentaminen (24 m²), Ruskontie 14",
    [
        ("Työ, terassin runko ja lauta", 38.0, "h", 52.0),
        ("Työ, portaat ja kaiteet", 9.0, "h", 52.0),
        ("Kestopuu 48x148 ja terassilauta 28x120", 1.0, "erä", 1466.40),
        ("Ruuvit, kiinnikkeet, ruuvipaalut 12 kpl", 1.0, "erä", 612.80),
    ],
    True,
)
FILED[MYYNTI_2025 + "Lasku 2025-041 Niemi keittiö.txt"] = _invoice(
    "2025-041",
    "6.10.2025",
    "20.10.2025",
    "Sari Niemi\nKaukajärvenkatu 3 B 9\n33710 Tampere",
    "Keittiön yläkaappien ja tasojen asennus",
    [
        ("Työ, kaappien asennus ja säätö", 14.0, "h", 52.0),
        ("Työ, tammitaso mittatilauksena, sovitus", 5.0, "h", 52.0),
        ("Tammiliimapuu 28 mm, öljykäsittely", 1.0, "erä", 388.00),
    ],
    True,
)
FILED[MYYNTI_2025 + "Lasku 2025-045 Rantanen lauteet.txt"] = _invoice(
    "2025-045",
    "14.11.2025",
    "28.11.2025",
    "Markku Rantanen\nTeiskontie 210\n34240 Kämmenniemi",
    "Saunan lauteiden uusiminen, haapa",
    [
        ("Työ, vanhojen lauteiden purku", 4.0, "h", 52.0),
        ("Työ, uudet lauteet ja selkänojat", 16.0, "h", 52.0),
        ("Haapa lauderima 28x90, tervaleppä listat", 1.0, "erä", 542.30),
        ("Saunavaha ja ruostumattomat ruuvit", 1.0, "erä", 48.90),
    ],
    True,
)
FILED[MYYNTI_2025 + "Lasku 2025-046 Virtanen kaiteet.txt"] = _invoice(
    "2025-046",
    "5.12.2025",
    "19.12.2025",
    "Elina Virtanen\nPeltolammintie 22\n33820 Tampere",
    "Portaiden kaiteet ja käsijohteet (omakotitalo)",
    [
        ("Työ, kaiteiden valmistus verstaalla", 11.0, "h", 52.0),
        ("Työ, asennus", 7.0, "h", 52.0),
        ("Koivu käsijohde ja pinnat, maalaus", 1.0, "erä", 296.50),
    ],
    True,
)
FILED[MYYNTI_2025 + "Lasku 2025-043 Rakennus-Koski.docx"] = _docx(
    [
        ("h", "LASKU 2025-043"),
        _YRITYS,
        "Laskun päivä: 31.10.2025\nEräpäivä: 14.11.2025\nViitenumero: 20250437",
        "Asiakas:\nRakennus-Koski Oy\nY-tunnus 2411908-3\nTeollisuuskatu 15, 33580 Tampere\n"
        "Viite: työmaa As Oy Tampereen Vuoreksen Sointu, tilaus 1021",
        [
            ["Kuvaus", "Määrä", "à-hinta", "Yhteensä"],
            ["Alihankinta: väliovien asennus, 24 kpl", "24 kpl", "46,00", "1 104,00"],
            ["Alihankinta: listoitus, 6 asuntoa", "31 h", "48,00", "1 488,00"],
            ["Veroton yhteensä", "", "", "2 592,00"],
        ],
        "Käännetty verovelvollisuus, AVL 8 c §. Ostaja tilittää arvonlisäveron.",
        "Maksettavaa 2 592,00 EUR",
    ]
)

FILED[MYYNTI_2026 + "Lasku 2026-001 Salonen ikkunalaudat.txt"] = _invoice(
    "2026-001",
    "9.1.2026",
    "23.1.2026",
    "Jukka Salonen\nLukonmäenkatu 40 A 3\n33720 Tampere",
    "Ikkunalautojen uusiminen 5 ikkunaan",
    [
        ("Työ, vanhojen laudoitusten purku ja asennus", 8.0, "h", 54.0),
        ("Mäntyliimapuu 28x250, pohjamaalattu", 1.0, "erä", 214.80),
    ],
    True,
)
FILED[MYYNTI_2026 + "Lasku 2026-002 Rakennus-Koski.docx"] = _docx(
    [
        ("h", "LASKU 2026-002"),
        _YRITYS,
        "Laskun päivä: 30.1.2026\nEräpäivä: 13.2.2026\nViitenumero: 20260025",
        "Asiakas:\nRakennus-Koski Oy\nY-tunnus 2411908-3\nTeollisuuskatu 15, 33580 Tampere\n"
        "Viite: työmaa As Oy Tampereen Vuoreksen Sointu, tilaus 1044",
        [
            ["Kuvaus", "Määrä", "à-hinta", "Yhteensä"],
            ["Alihankinta: kiintokalusteiden asennus B-rappu", "42 h", "50,00", "2 100,00"],
            ["Alihankinta: jalkalistat ja kynnykset", "12 h", "50,00", "600,00"],
            ["Veroton yhteensä", "", "", "2 700,00"],
        ],
        "Käännetty verovelvollisuus, AVL 8 c §. Ostaja tilittää arvonlisäveron.",
        "Maksettavaa 2 700,00 EUR",
    ]
)

# --- Ostolaskut (Mikon saamat)


def _pohjanpuu(no: str, date: str, due: str, rows: list[tuple[str, str, float]]) -> str:
    net = round(sum(r[2] for r in rows), 2)
    vat = round(net * 0.255, 2)
    body = "\n".join(f"  {a:<46} {b:>10} {_fi(c, 10, 2)}" for a, b, c in rows)
    return f"""\
POHJANPUU OY
Pääkonttori: Sahantie 2, 90630 Oulu
Tampereen myymälä: Lahdesjärvenkatu 8, 33900 Tampere, puh. 010 422 6010
Y-tunnus 0188342-6

LASKU {no}                                   Laskun pvm {date}
Asiakasnumero 55120                           Eräpäivä {due}, 21 pv netto

Laskutusosoite:
Laaksosen Puutyö / Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 Tampere

Toimitus: nouto Tampereen myymälästä

  Tuote                                              Määrä     Summa
{body}

  Veroton                                                    {_fi(net, 10, 2)}
  ALV 25,5 %                                                 {_fi(vat, 10, 2)}
  Yhteensä                                                   {_fi(net + vat, 10, 2)} EUR

Maksu: FI80 8000 1400 3311 52, viite 88{no}1
Huomautukset 8 päivän kuluessa tavaran vastaanotosta.
"""


FILED[OSTO + "Pohjanpuu lasku 86120.txt"] = _pohjanpuu(
    "86120",
    "29.8.2025",
    "19.9.2025",
    [
        ("Kestopuu AB 48x148 vihreä 4,8 m", "20 kpl", 412.00),
        ("Terassilauta 28x120 kestopuu ruskea", "180 jm", 446.40),
        ("Ruuvipaalu 76x1200 kuumasinkitty", "12 kpl", 384.00),
    ],
)
FILED[OSTO + "Pohjanpuu lasku 87345.txt"] = _pohjanpuu(
    "87345",
    "10.11.2025",
    "1.12.2025",
    [
        ("Haapa lauderima 28x90 lämpökäsitelty", "62 jm", 384.40),
        ("Tervaleppä listat 21x42", "24 jm", 91.20),
        ("Koivu liimapuu 40x600x2400", "1 kpl", 142.00),
    ],
)
FILED[OSTO + "K-Rauta kuitti 14.11.2025.txt"] = """\
K-Rauta Lahdesjärvi
Lahdesjärvenkatu 3, 33900 Tampere
Y-tunnus 1911982-8

KUITTI               14.11.2025 15:32     Kassa 04  Kuitti 4471

Ruostumaton ruuvi 4,2x45 A2 500 kpl         39,90
Saunavaha Tikkurila Supi 0,33 l             12,90
Hiomapaperi P120 Festool 50 kpl             34,90
Puuliima D3 Casco 0,75 l                    13,50
-------------------------------------------------
YHTEENSÄ                                   101,20
ALV 25,5 %        veroton 80,64   vero 20,56

Maksutapa: Yrityskortti OP Business ****2871
Asiakas: LAAKSOSEN PUUTYÖ, Y-tunnus 2845671-2 (K-Pro yritysasiakas)
"""
FILED[OSTO + "Työkalu-Tampere lasku Festool.txt"] = """\
TYÖKALU-TAMPERE OY
Hatanpään valtatie 36, 33100 Tampere
Y-tunnus 2650071-4

LASKU 24117                                   Päiväys 03.09.2025
                                              Eräpäivä 17.09.2025

Laaksosen Puutyö
Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 Tampere

Festool TS 55 FEBQ-Plus upotussaha + FS 1400 kiskot    1 kpl     628,69
Festool terä 160x2,2x20 W48                            1 kpl      56,57
-----------------------------------------------------------------------
Veroton                                                           685,26
ALV 25,5 %                                                        174,74
Yhteensä                                                          860,00 EUR

Takuu 3 vuotta rekisteröitynä (festool.fi).
Maksu FI18 1234 5600 0781 22, viite 241170
"""
FILED[OSTO + "Rautia Hervanta kuitti 2.2.2026.txt"] = """\
RAUTIA HERVANTA
Insinöörinkatu 40, 33720 Tampere

2.2.2026 08:14   Myyjä 12   Kuitti 20260202-0037

Mäntylista 12x42 valkoinen 2,4 m   15 kpl     44,85
Kynnys tammi 15x70x900               3 kpl     53,70
Naulat 1,6x30 teräs 250 g            1 kpl      6,90
----------------------------------------------------
Yhteensä                                      105,45 EUR
 sis. ALV 25,5 %                               21,44

Yritysasiakas: Laaksosen Puutyö 2845671-2
Maksettu: Mastercard Business
Työmaaviite: Vuores B-rappu
"""

# --- Kirjanpito ja verot

FILED[KIRJANPITO + "Kirjanpito 2025.xlsx"] = _xlsx(
    {
        "Tulot": [
            ["Päivä", "Lasku", "Asiakas", "Veroton", "ALV", "Yhteensä"],
            ["2025-09-02", "2025-038", "Hakala", 4523.20, 1153.42, 5676.62],
            ["2025-10-06", "2025-041", "Niemi", 1376.00, 350.88, 1726.88],
            ["2025-10-31", "2025-043", "Rakennus-Koski (AVL 8c)", 2592.00, 0, 2592.00],
            ["2025-11-14", "2025-045", "Rantanen", 1631.20, 415.96, 2047.16],
            ["2025-12-05", "2025-046", "Virtanen", 1232.50, 314.29, 1546.79],
        ],
        "Menot": [
            ["Päivä", "Toimittaja", "Selite", "Veroton", "ALV"],
            ["2025-08-29", "Pohjanpuu Oy", "Hakalan terassi", 1242.40, 316.81],
            ["2025-09-03", "Työkalu-Tampere", "Festool TS 55", 685.26, 174.74],
            ["2025-11-10", "Pohjanpuu Oy", "Rantasen lauteet", 617.60, 157.49],
            ["2025-11-14", "K-Rauta", "tarvikkeet", 80.64, 20.56],
            ["2025-12-31", "Varma", "YEL 2025", 6720.00, 0],
        ],
    },
    creator="Mikko Laaksonen",
)

FILED[KIRJANPITO + "Ennakkoveropäätös 2025.txt"] = """\
Verohallinto / Skatteförvaltningen
ENNAKKOVEROPÄÄTÖS 2025                                Päiväys 12.12.2024

Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Toiminimi: Laaksosen Puutyö, Y-tunnus 2845671-2

Ennakkovero verovuodelle 2025 on laskettu arvioidun elinkeinotoiminnan tuloksen
(32 000 €) perusteella.

Ennakkovero yhteensä 7 080,00 €, maksetaan 12 erässä:
  590,00 € kuukauden 23. päivä, ensimmäinen erä 23.2.2025

Maksu OmaVerossa tai tilille Verohallinto, viitenumero RF72 0028 4567 1200 0125.
Jos tulosi muuttuvat, hae ennakkoveron muutosta OmaVerossa.
"""

FILED[KIRJANPITO + "ALV 2025 muistiinpano.txt"] = """\
ALV, verokausi kalenterivuosi 2025 (Laaksosen Puutyö)

Ilmoitus ja maksu viim. 28.2.2026 (vuosi-ilmoittaja, liikevaihto alle 100 000 €)

Myynnin vero 25,5 %:        yht. 6 341,72 € (ks. Kirjanpito 2025.xlsx, välilehti Tulot)
Rakennusalan käännetty alv:  myynnit Rakennus-Koski 2 592,00 € (ilmoitetaan erikseen)
Ostojen vähennettävä vero:   2 481,09 €
Maksettava alv:              3 860,63 €

-> ilmoitettu OmaVerossa 18.2.2026, maksettu 20.2.2026 ennen Leville lähtöä.
Tilitoimisto? Ensi vuonna ehkä Tilipalvelu Koivisto, jos laskuja tulee yli 60.
"""

FILED[KIRJANPITO + "Varma YEL 2026.txt"] = """\
Keskinäinen työeläkevakuutusyhtiö Varma
YEL-VAKUUTUSMAKSUN LASKU                              Päiväys 2.1.2026

Mikko Laaksonen
Laaksosen Puutyö
Kuusikalliontie 7 C 12, 33720 Tampere

Vakuutusnumero: 46-3301287-Y
YEL-työtulo 2026: 28 000 €
Maksuprosentti 24,1 %
Vuoden 2026 vakuutusmaksu 6 748,00 €, 12 erää à 562,33 €
Ensimmäinen eräpäivä 20.1.2026

YEL-työtulon tulee vastata työpanoksesi arvoa. Työtulo vaikuttaa eläkkeen lisäksi
mm. Kelan sairauspäivärahaan ja vanhempainetuuksiin.
Muutokset: varma.fi/yrittajat
"""

# --- Tarjoukset

FILED[TARJOUKSET + "Tarjous Hakala terassi.docx"] = _docx(
    [
        ("h", "TARJOUS"),
        _YRITYS,
        "Päiväys: 11.8.2025\nTarjous voimassa: 30 päivää",
        "Riitta ja Jari Hakala\nRuskontie 14, 33560 Tampere",
        ("h", "Terassi 24 m², ruuvipaaluperustus", 2),
        "Tarjous sisältää terassin rungon ja lautoituksen kestopuusta, portaat (3 askelmaa) "
        "sekä kaiteet terassin pitkälle sivulle. Maalausta tai kuultokäsittelyä ei sisälly.",
        [
            ["Erittely", "Veroton", "Sis. alv 25,5 %"],
            ["Työ (arvio 46 h)", "2 392,00", "3 001,96"],
            ["Materiaalit", "2 110,00", "2 648,05"],
            ["Yhteensä", "4 502,00", "5 650,01"],
        ],
        "Työ aloitetaan viikolla 35. Lisätyöt 52 €/h + alv.",
        "Työn osuus on kotitalousvähennyskelpoista.",
        "Ystävällisesti, Mikko Laaksonen",
    ]
)

FILED[TARJOUKSET + "Tarjous Niemi keittiö.txt"] = """\
TARJOUS                                               Tampere 22.9.2025

Laaksosen Puutyö / Mikko Laaksonen, Y-tunnus 2845671-2
puh. 040 718 2290

Sari Niemi, Kaukajärvenkatu 3 B 9, 33710 Tampere

Keittiön yläkaappien (IKEA Metod, asiakkaan hankkimat) asennus ja tammisen
työtason valmistus ja asennus, kaapin yläpuolinen listoitus.

Työ arviolta 18–20 h à 52 € + alv 25,5 %
Tammiliimapuu 28 mm mittatilaus ja öljy n. 390 € + alv

Arvio yhteensä n. 1 700 € sis. alv. Laskutus toteutuneen mukaan.
Ajankohta lokakuun ensimmäinen viikko.

Ystävällisin terveisin
Mikko
"""

FILED[TARJOUKSET + "Tarjous Rantanen saunan lauteet.txt"] = """\
TARJOUS / saunan lauteet                              29.10.2025

Markku Rantanen, Teiskontie 210, 34240 Kämmenniemi

Hei Markku,
kiitos kun pyysit tarjousta. Kävin katsomassa saunan 27.10.

- Vanhojen kuusilauteiden purku ja vienti jäteasemalle
- Uudet kaksitasoiset lauteet, lauderima lämpöhaapaa 28x90, listat tervaleppää
- Selkänojat ja lattiaritilä samaan sarjaan
- Ruostumattomat piilokiinnitykset

Hinta-arvio: työ 20 h x 52 € = 1 040 € + materiaalit n. 590 € (+ alv 25,5 %)
eli yhteensä noin 2 045 € sis. alv.

Pystyn tekemään työn viikolla 46. Työn osuudesta saat kotitalousvähennyksen.

t. Mikko Laaksonen, Laaksosen Puutyö
"""

# ======================================================================================
# Koulu/Eetu

FILED[EETU_2024 + "Lukuvuositiedote 2024-2025.txt"] = """\
KUUSIKALLION KOULU                                   Tampereella 8.8.2024
Tiedote kodeille, lukuvuosi 2024–2025

Hyvät 2B-luokan huoltajat,

tervetuloa uuteen lukuvuoteen! Syyslukukausi alkaa torstaina 8.8.2024 klo 9.00–12.00.

Lukuvuoden 2024–2025 loma-ajat:
  Syysloma          14.–20.10.2024 (vko 42)
  Joululoma         21.12.2024–6.1.2025
  Talviloma         24.2.–2.3.2025 (vko 9)
  Pääsiäinen        18.–21.4.2025
  Kevätlukukausi päättyy lauantaina 31.5.2025

Luokanopettaja: Sanna Heikkilä, sanna.heikkila@opetus.tampere.fi (Wilma ensisijaisesti)
Iltapäivätoiminta: Kuusikallion koulun iltapäiväkerho (MLL), klo 13–17

Muistakaa nimikoida sisäkengät ja liikuntavaatteet. Kouluterveydenhoitaja Minna
Kallio tavoitettavissa ti ja to.

Hyvää alkavaa lukuvuotta!
Rehtori Olli Pesonen
"""

FILED[EETU_2024 + "Wilma retki Särkänniemeen.txt"] = """\
Wilma – Viesti
Lähettäjä: Heikkilä Sanna (opettaja)
Vastaanottajat: 2B huoltajat
Lähetetty: 12.5.2025 14:37
Aihe: Kevätretki Särkänniemeen pe 23.5.

Hei!

Luokka 2B lähtee perjantaina 23.5. kevätretkelle Särkänniemeen. Lähdemme koululta
bussilla klo 8.30 ja palaamme noin klo 14.00.

Mukaan: reppu, omat eväät (koulu tarjoaa lisäksi retkieväät: sämpylä ja mehu),
juomapullo, sään mukainen vaatetus. Rahaa ei tarvita. Laitteisiin mennään
ryhmissä aikuisen kanssa.

Kuittaathan Wilmassa 16.5. mennessä, saako lapsenne osallistua laitteisiin
(pituusrajat!). Allergiat ilmoitettu keittiöön jo aiemmin.

Aurinkoisia terveisiä,
Sanna
"""

FILED[EETU_2024 + "Kevätjuhla 2025.txt"] = """\
KUUSIKALLION KOULU
KEVÄTJUHLA la 31.5.2025

Kevätjuhla pidetään koulun liikuntasalissa:
  1.–3. luokat klo 9.00–9.45
  4.–6. luokat klo 10.30–11.30

Huoltajat ovat lämpimästi tervetulleita! Juhlan jälkeen oppilaat menevät omiin
luokkiinsa, joissa jaetaan lukuvuositodistukset.

Luokka 2B esittää juhlassa laulun "Suvivirsi" yhdessä koko koulun kanssa ja
oman "Kesä tulee" -runoesityksen.

Hyvää kesää kaikille!
Kuusikallion koulun henkilökunta
"""

FILED[EETU_2025 + "Lukuvuositiedote 2025-2026.txt"] = """\
KUUSIKALLION KOULU                                   Tampereella 7.8.2025
Tiedote kodeille, lukuvuosi 2025–2026

Hyvät 3B-luokan huoltajat,

syyslukukausi alkaa torstaina 7.8.2025. Ensimmäisenä päivänä koulua on klo 9.00–12.00.

Lukuvuoden 2025–2026 loma-ajat:
  Syysloma          13.–19.10.2025 (vko 42)
  Joululoma         20.12.2025–6.1.2026
  Talviloma         23.2.–1.3.2026 (vko 9)
  Pääsiäinen        3.–6.4.2026
  Kevätlukukausi päättyy lauantaina 30.5.2026

Kolmannella luokalla alkavat englanti (2 h/vko) ja uimaopetus (syksyllä Hervannan
uimahallissa). Luokanopettaja jatkaa: Sanna Heikkilä.

Vanhempainilta 3. luokkien huoltajille ti 9.9.2025 klo 18.

Rehtori Olli Pesonen
"""

FILED[EETU_2025 + "Wilma vanhempainilta syyskuu.txt"] = """\
Wilma – Viesti
Lähettäjä: Heikkilä Sanna (opettaja)
Vastaanottajat: 3B huoltajat
Lähetetty: 1.9.2025 16:02
Aihe: Vanhempainilta ti 9.9. klo 18

Hei kaikki!

Tervetuloa 3B:n vanhempainiltaan tiistaina 9.9. klo 18–19.30 luokkaan 112.

Illan aiheet:
- kolmannen luokan opetussuunnitelma ja englannin aloitus
- uimaopetus (ryhmät, kuljetus)
- luokkaretki ja luokkatoimikunnan valinta
- kännykät koulupäivän aikana (koulun uusi järjestyssääntö)

Kahvia ja pullaa on tarjolla. Kuittaathan Wilmassa, montako teiltä on tulossa.

Terveisin Sanna Heikkilä
"""

FILED[EETU_2025 + "Uimaopetus 3. lk.txt"] = """\
Wilma – Tiedote
Lähettäjä: Kuusikallion koulu, liikunnan opettajat
Lähetetty: 24.9.2025
Aihe: 3. luokkien uimaopetus lokakuu–marraskuu 2025

3B-luokan uimaopetus on Hervannan uimahallissa keskiviikkoisin 1.10.–26.11.2025
(ei syyslomaviikolla 42) klo 10.15–11.30. Kuljetus tilausbussilla.

Mukaan: uimapuku/-housut, pyyhe, hiusharja, pipo (hiukset märät!). Korut jätetään kotiin.
Uimalasit sallittu.

Lopuksi kokeillaan uimataito (25 m + sukellus). Uimataitotodistus tulee Wilmaan.

Liikunnan opettajat
"""

FILED[EETU_2025 + "Wilma joulujuhla.txt"] = """\
Wilma – Viesti
Lähettäjä: Heikkilä Sanna (opettaja)
Vastaanottajat: 3B huoltajat
Lähetetty: 8.12.2025 13:20
Aihe: Joulujuhla ja syyslukukauden viimeinen viikko

Hei!

Joulujuhla on perjantaina 19.12. klo 9.00 koulun salissa. 3B esittää joulukuvaelman,
Eetu on yksi paimenista (ruskea viitta tai vanha kylpytakki, kiitos!).

Viimeisellä viikolla:
- ma 15.12. luistelupäivä Hervannan tekojäällä (kypärä pakollinen)
- ke 17.12. joulupuuro koulussa
- to 18.12. lelupäivä

Kevätlukukausi alkaa keskiviikkona 7.1.2026.

Rauhallista joulua!
Sanna
"""

# ======================================================================================
# Koulu/Iida

FILED[IIDA_2024 + "Kurssivalinnat 2024-2025.txt"] = """\
PYYNIKIN LUKIO – Opintojen suunnittelu, Wilma-tuloste 15.8.2024

Opiskelija: Laaksonen Iida, ryhmä 24C, ryhmänohjaaja Jukka Mäkelä

Valitut opintojaksot lukuvuosi 2024–2025

Jakso 1 (8.8.–27.9.2024):   ÄI1, MAA02, ENA1, BI1, PS1
Jakso 2 (30.9.–22.11.2024): ÄI2, MAA03, RUB1, KE1, LI1
Jakso 3 (25.11.2024–24.1.2025): MAA04, ENA2, HI1, OP1, MU1
Jakso 4 (27.1.–28.3.2025):  ÄI3, MAA05, RUB2, BI2, FY1
Jakso 5 (31.3.–31.5.2025):  MAA06, ENA3, KE2, GE1, LI2

Yhteensä 50 opintopistettä. Matematiikka pitkä, B1-ruotsi, A-englanti.
"""

FILED[IIDA_2024 + "HOPS Iida 2024.docx"] = _docx(
    [
        ("h", "Henkilökohtainen opintosuunnitelma (HOPS)"),
        "Pyynikin lukio – Iida Laaksonen, ryhmä 24C\nLaadittu 20.9.2024 opinto-ohjaaja Kati Järvisen kanssa",
        ("h", "Tavoitteet", 2),
        "Valmistun kolmessa vuodessa keväällä 2027. Kiinnostaa lääketiede tai "
        "biotekniikka, joten valitsen pitkän matikan, biologian ja kemian.",
        ("h", "Ylioppilaskirjoitukset (suunnitelma)", 2),
        [
            ["Kerta", "Aineet"],
            ["Kevät 2026", "englanti (A), psykologia"],
            ["Syksy 2026", "ruotsi (B), kemia"],
            ["Kevät 2027", "äidinkieli, matematiikka (pitkä), biologia"],
        ],
        ("h", "Tuki ja muuta", 2),
        "Lukiseulassa ei huomautettavaa. Harrastukset: kuoro (Tampereen Nuorisokuoro), "
        "kesätyö kioskilla.",
    ],
    author="Kati Järvinen",
)

FILED[IIDA_2024 + "Lukuvuositodistus 2024-2025.txt"] = """\
PYYNIKIN LUKIO
LUKUVUOSITODISTUS lukuvuodelta 2024–2025

Laaksonen Iida Maria, s. 3.9.2008
Ryhmä 24C

Opintojaksot ja arvosanat
  ÄI1 9   ÄI2 8   ÄI3 9
  MAA02 9  MAA03 8  MAA04 9  MAA05 8  MAA06 9
  ENA1 10  ENA2 9  ENA3 10
  RUB1 8   RUB2 8
  BI1 10   BI2 9   KE1 8   KE2 9   FY1 7   GE1 8
  HI1 8    PS1 10  OP1 S   MU1 9   LI1 S   LI2 S

Suoritettuja opintopisteitä yhteensä: 52

Tampereella 31. toukokuuta 2025

Rehtori Hanna Uusitalo          Ryhmänohjaaja Jukka Mäkelä
"""

FILED[IIDA_2025 + "Jaksot ja koeviikot 2025-2026.txt"] = """\
PYYNIKIN LUKIO – Lukuvuoden 2025–2026 jaksot

Jakso 1   7.8.–26.9.2025     koeviikko 22.–26.9.
Jakso 2   29.9.–21.11.2025   koeviikko 17.–21.11.   (syysloma vko 42)
Jakso 3   24.11.2025–23.1.2026   koeviikko 19.–23.1.2026
Jakso 4   26.1.–27.3.2026    koeviikko 23.–27.3.   (talviloma vko 9, YO-kirjoitukset vko 11–13)
Jakso 5   30.3.–30.5.2026    koeviikko 22.–28.5.

Ylioppilastutkinnon kevään 2026 kokeet 11.3.–27.3.2026.
Abien penkkarit 12.2.2026, vanhojen tanssit 13.2.2026 (2. vuosikurssi!).
"""

FILED[IIDA_2025 + "Jakso 1 arviointi.txt"] = """\
Wilma – Opintosuoritukset, tuloste 6.10.2025
Laaksonen Iida, ryhmä 24C, Pyynikin lukio

Jakso 1 (syksy 2025)
  MAA07 Vektorit                 8
  ENA4 Globaali vaikuttaminen    10
  BI3 Solu ja perinnöllisyys     9
  KE3 Molekyylit ja mallit       8
  PS2 Kehittyvä ihminen          9

Opintopisteitä yhteensä 62.
"""

FILED[IIDA_2025 + "Jakso 2 arviointi.txt"] = """\
Wilma – Opintosuoritukset, tuloste 8.12.2025
Laaksonen Iida, ryhmä 24C, Pyynikin lukio

Jakso 2 (syksy 2025)
  ÄI4 Kirjallisuus ja yhteiskunta   8
  MAA08 Analyyttinen geometria     7
  RUB3 Kulttuuri ja media          8
  FY2 Vuorovaikutus                7
  UE1 Maailmankatsomukset          9
  LI3 Aktiivinen elämäntapa        S

Opintopisteitä yhteensä 74. Ohjaajan kommentti: hyvää työtä, MAA08 uusinta tammikuussa?
"""

FILED[IIDA_2025 + "YO-ilmoittautuminen kevät 2026.txt"] = """\
PYYNIKIN LUKIO – YLIOPPILASTUTKINTOON ILMOITTAUTUMINEN                 14.11.2025

Kokelas: Laaksonen Iida Maria (s. 3.9.2008)
Tutkintokerta: kevät 2026
Tutkinnon aloittaminen: kevät 2026 (ensimmäinen tutkintokerta)

Ilmoittautuminen kokeisiin:
  Englanti, pitkä oppimäärä (EA)   ke 11.3.2026
  Psykologia (PS)                  ma 16.3.2026

Tutkintomaksut: perusmaksu 14 € + 2 x 28 € = 70 €
Maksetaan lukion laskun mukaan 5.12.2025 mennessä.

Ilmoittautuminen on sitova. Perumisesta on ilmoitettava 30.11.2025 mennessä.

Vahvistan ilmoittautumiseni: Iida Laaksonen     Huoltaja: Anna Laaksonen
"""

# ======================================================================================
# Terveys

FILED[T_ANNA + "Työterveystarkastus 2025.txt"] = """\
PIRHA TYÖTERVEYS
Terveystarkastuksen yhteenveto                        10.9.2025

Anna Laaksonen, s. 1984, sairaanhoitaja, TAYS Keskussairaala, os. 5A

Tarkastuksen syy: määräaikainen terveystarkastus (yötyö)
Työterveyshoitaja: Kaisa Levänen

Mitattu: RR 124/78, syke 68, paino 66 kg, BMI 23,1
Uni: kertoo nukkuvansa yövuorojen jälkeen 5–6 h, palautuminen kohtalainen.
Rokotukset: influenssa ja korona tarjotaan työpaikalla lokakuussa. Hepatiitti B -suoja
tarkistettu 2019 – riittävä. MPR kunnossa.
Laboratorio: PVK, ferritiini ja TSH 3.9.2025 – viitealueilla.

Suositukset: yövuoroja enintään 2–3 peräkkäin, päiväuni ennen ensimmäistä yövuoroa,
liikunta 3 krt/vko jatkuu. Seuraava tarkastus 2028 tai tarvittaessa.
"""

FILED[T_ANNA + "Hammaslääkäri Anna 11-2025.txt"] = """\
HAMMASLÄÄKÄRIASEMA HAMMASPIKKU OY
Hervannan valtaväylä 9, 33720 Tampere

Kuitti / hoitoyhteenveto                             25.11.2025

Potilas: Anna Laaksonen (s. 1984)
Hammaslääkäri: HLL Emilia Norrback

Toimenpiteet:
  Suun ja hampaiden tutkimus (SAA02)                 58,00
  Hammaskiven poisto, 20 min (SDA02)                 64,00
  Yhden pinnan paikka, hammas 36 (SFA10)             92,00
  Kela-korvaus vähennetty kassalla                  -18,74
  --------------------------------------------------------
  Maksettu                                          195,26 € (kortti)

Seuraava tarkastus 1–2 vuoden kuluttua.
"""

FILED[T_MIKKO + "Terveystalo yrittäjän työterveyssopimus.txt"] = """\
TERVEYSTALO
TYÖTERVEYSHUOLLON SOPIMUS – YRITTÄJÄ                    allekirjoitettu 3.3.2021

Asiakas: Laaksosen Puutyö / Mikko Laaksonen, Y-tunnus 2845671-2
Toimipiste: Terveystalo Tampere Koskikeskus

Sopimuksen sisältö:
  Lakisääteinen työterveyshuolto (Kela-korvausluokka I)
  Sairaanhoito yleislääkäritasoisesti (Kela-korvausluokka II)
  Työpaikkaselvitys (verstas, Hervannan yrityshotelli) 3 vuoden välein

Vastuulääkäri: työterveyslääkäri Jussi Koivula
Vastuuhoitaja: työterveyshoitaja Laura Kemppainen

Laskutus kuukausittain, Kela-korvaushakemus tehdään Terveystalon toimesta.
"""

FILED[T_MIKKO + "Fysioterapia selkä 2025.txt"] = """\
TERVEYSTALO TAMPERE KOSKIKESKUS
Fysioterapian yhteenveto                              8.4.2025

Potilas: Laaksonen Mikko, s. 1982, puuseppä (yrittäjä)

Syy: alaselkäkipu 3 vk, ei säteilyä. Työssä paljon nostoja ja kumarassa työskentelyä
(terassityöt, lattiat).

Käynnit: 11.3., 18.3., 1.4. ja 8.4.2025 (fysioterapeutti Noora Vainio)

Tehty: ergonomiaohjaus (polviltaan työskentely, polvisuojat, nostot lähellä vartaloa),
keskivartalon harjoitteet, kotiohjelma 3 x viikossa.

Tilanne 8.4.: kipu VAS 1/10, liikkuvuus normaali. Jatkaa kotiohjelmaa.
Uusi arvio tarvittaessa työterveyden kautta.
"""

FILED[T_MIKKO + "Laboratoriotulokset Mikko 2024.txt"] = """\
TERVEYSTALO LABORATORIO
Tulosten yhteenveto                                   Näytteet otettu 22.10.2024

Laaksonen Mikko, s. 1982
Tilaaja: työterveyslääkäri Jussi Koivula

  P-Gluk (paasto)          5,6 mmol/l       (4,0–6,0)
  fP-Kol                   5,8 mmol/l       (< 5,0)   korkea
  fP-Kol-LDL               3,7 mmol/l       (< 3,0)   korkea
  fP-Kol-HDL               1,3 mmol/l       (> 1,0)
  fP-Trigly                1,6 mmol/l       (< 1,7)
  P-Krea                   84 µmol/l        (60–100)
  P-ALAT                   32 U/l           (< 50)

Lääkärin kommentti: kolesteroli koholla. Ruokavalio, liikunta, kontrolli vuoden
päästä työterveystarkastuksen yhteydessä. Isällä sepelvaltimotauti ja eteisvärinä –
huomioitava.
"""

FILED[T_EETU + "Kouluterveydenhoitaja 3. lk.txt"] = """\
Pirkanmaan hyvinvointialue – Kouluterveydenhuolto, Kuusikallion koulu
Laajan terveystarkastuksen yhteenveto huoltajalle            30.10.2025

Oppilas: Eetu Laaksonen, s. 14.5.2016, luokka 3B
Terveydenhoitaja: Minna Kallio   Lääkäri: Tuomas Lahtinen

Pituus 138 cm, paino 31 kg (kasvukäyrällä tasaisesti)
Näkö: 1,0 / 1,0, värinäkö normaali
Kuulo: normaali
Ryhti: hyvä

Uni ja ruutuaika käyty läpi yhdessä Eetun ja äidin kanssa; iltaisin pelit pois klo 20.
Harrastus: jalkapallo Ilveksessä 3 x vko.
Rokotukset ajan tasalla. Seuraava: 6. luokalla HPV.

Ei jatkotoimenpiteitä.
"""

FILED[T_EETU + "Rokotukset Eetu.txt"] = """\
Eetun rokotukset – kopio Omakannasta (Anna kirjoitti 2.2.2025)

2016  rotavirus x3, DTaP-IPV-Hib x3, pneumokokki x3 (neuvola)
2017  MPR 1 (12 kk), influenssa
2020  DTaP-IPV (4 v)
2022  MPR 2 (6 v)
2023  vesirokko 1 + 2 (kansallinen ohjelma)
2024  puutiaisaivotulehdus (TBE) 1 + 2 omakustanteisesti – mökkireissut Ruovedellä
2025  TBE 3 (toukokuu), influenssa nenäsumutteena (lokakuu)

Seuraava: TBE tehoste 2028. HPV 6. luokalla.
"""

FILED[T_IIDA + "Oikomishoito Iida.txt"] = """\
Pirkanmaan hyvinvointialue – Suun terveydenhuolto
Oikomishoidon päätösyhteenveto                        4.6.2024

Potilas: Iida Laaksonen, s. 3.9.2008
Oikomishoidon erikoishammaslääkäri Anu Peltonen, Tampereen keskushammashoitola

Hoito: kiinteät kojeet ylä- ja alaleuassa 2021–6/2024 poistettu 4.6.2024.
Retentio: kiinteä lankaretentio alaetuhampaissa, irtolevy yläleuassa öisin.

Kontrollit: 6 kk ja 12 kk kuluttua. Retentiolevy pidettävä yöllä vähintään 2 vuotta.
Hoito on alle 18-vuotiaalle maksuton.
"""

FILED[T_IIDA + "Silmälääkäri Iida 2025.txt"] = """\
INSTRU OPTIIKKA, Tampere Stockmann
Näöntutkimus / silmälasiresepti                       19.8.2025

Asiakas: Iida Laaksonen (s. 2008)
Optikko: Laura Saari

          SPH     CYL     AX    ADD   PD
OD       -1,75   -0,50    175    –    31
OS       -1,50   -0,25     10    –    31

Visus lasien kanssa 1,25 / 1,25.
Suositus: lasit koulutyöhön ja ajoon (ajokorttia varten tarvitaan), piilolinssikokeilu sovittu.
Seuraava tarkastus 1–2 vuoden kuluttua.
"""

# ======================================================================================
# Pentti (Oulu)

FILED[PENTTI_TERVEYS + "OYS kardiologia epikriisi 3-2025.txt"] = """\
POHJOIS-POHJANMAAN HYVINVOINTIALUE
OYS, sydänpoliklinikka – EPIKRIISI                    Oulu 18.3.2025

Potilas: Laaksonen Pentti Johannes, s. 1945
Osoite: Myllytullintie 5 A 3, 90100 Oulu
Lähettävä yksikkö: Oulun Tuiran terveysasema, lääkäri Riikka Kauppinen

Syy: eteisvärinän rytminhallinnan arvio, lisääntynyt hengästyminen.

Taustat: sepelvaltimotauti (pallolaajennus 2016), eteisvärinä 2019, verenpainetauti,
kaihileikkaus molemmat silmät 2024.

Tutkimukset: EKG – eteisvärinä, kammiotaajuus 88/min. Sydämen ultraääni:
vasemman kammion EF 50 %, lievä hiippaläpän vuoto. Rasituskoe: ei iskemiaan viittaavaa.

Päätelmä ja jatko: jatketaan frekvenssinhallintaa. Bisoprololi 5 mg x 1 -> 7,5 mg x 1.
Antikoagulaatio varfariinilla (Marevan) jatkuu, INR-tavoite 2,0–3,0. Harkittu
siirtymistä suoraan antikoagulanttiin – potilas haluaa jatkaa Marevania.
Kontrolli sydänpoliklinikalla 12 kk. INR-seuranta Tuiran terveysaseman laboratoriossa.

Erikoislääkäri Antti Hirvonen, kardiologia
"""

FILED[PENTTI_TERVEYS + "Lääkelista Pentti 11-2025.docx"] = _docx(
    [
        ("h", "Pentti Laaksosen lääkelista"),
        "Päivitetty 20.11.2025 (Anna, Omakanta + OYS epikriisi 3/2025 + kotihoidon lista)",
        [
            ["Lääke", "Vahvuus", "Annostus", "Mihin"],
            [
                "Marevan",
                "3 mg",
                "INR:n mukaan, annosteluohje kotihoidolla",
                "verenohennus, eteisvärinä",
            ],
            ["Bisoprolol", "7,5 mg", "1 x aamu", "syke, eteisvärinä"],
            ["Amlodipin", "5 mg", "1 x aamu", "verenpaine"],
            ["Atorvastatin", "40 mg", "1 x ilta", "kolesteroli"],
            ["Furesis", "40 mg", "1 x aamu", "nesteenpoisto (turvotus)"],
            ["Panadol", "1 g", "tarvittaessa, max 3 x päivä", "polvikipu"],
        ],
        "EI tulehduskipulääkkeitä (Burana, Ibumax) Marevanin takia!",
        "Apteekki: Oulun Tuiran apteekki, annosjakelu kahden viikon välein.",
        "Kotihoito käy aamuisin klo 8–9, puh. 040 180 2233.",
    ],
    author="Anna Laaksonen",
)

FILED[PENTTI_TERVEYS + "INR-seuranta Pentti.xlsx"] = _xlsx(
    {
        "INR 2025": [
            ["Pentti Laaksonen – INR-seuranta (tavoite 2,0–3,0)", None, None],
            ["Päivä", "INR", "Marevan-annos/viikko (mg)"],
            ["2025-08-04", 2.4, 24],
            ["2025-09-01", 2.1, 24],
            ["2025-09-29", 1.8, 27],
            ["2025-10-13", 2.3, 27],
            ["2025-11-10", 3.4, 25.5],
            ["2025-11-24", 2.7, 25.5],
            ["2025-12-22", 2.5, 25.5],
            ["2026-01-19", 2.2, 25.5],
        ]
    }
)

FILED[PENTTI_TERVEYS + "Kotihoidon palvelusuunnitelma.txt"] = """\
POHJOIS-POHJANMAAN HYVINVOINTIALUE – Kotihoito, Oulu Tuira
PALVELU- JA HOITOSUUNNITELMA                          Päivitetty 2.9.2025

Asiakas: Pentti Laaksonen, s. 1945
Osoite: Myllytullintie 5 A 3, 90100 Oulu (kerrostalo, hissi)
Omaiset: poika Mikko Laaksonen, Tampere, 040 718 2290 (ensisijainen)
         miniä Anna Laaksonen (sairaanhoitaja), 050 443 9081

Toimintakyky: asuu yksin, liikkuu rollaattorilla ulkona, sisällä ilman apuvälinettä.
Muisti hyvä. Lievää hengästymistä portaissa.

Palvelut:
- Kotihoidon käynti aamuisin (lääkkeet, Marevan-annostelu, voinnin seuranta)
- Ateriapalvelu arkisin (lounas)
- Siivouspalvelu 2 x kk (yksityinen, Pentti maksaa itse)
- Turvapuhelin (Oulun turvapalvelu)
- Kauppapalvelu torstaisin

Tavoite: kotona asuminen turvallisesti. Arvio uudelleen 3/2026 tai voinnin muuttuessa.
Vastuuhoitaja: lähihoitaja Heli Pirttikoski, puh. 040 180 2233
"""

FILED[PENTTI_TERVEYS + "Silmäpoliklinikka kaihileikkaus 2024.txt"] = """\
OYS – Silmätautien poliklinikka                      Oulu 6.5.2024
Leikkauskertomus ja jatko-ohjeet

Potilas: Laaksonen Pentti Johannes, s. 1945

Toimenpide: kaihileikkaus, oikea silmä (fakoemulsifikaatio ja takakammiomykiö),
30.4.2024. Vasen silmä leikattu 12.2.2024.

Jälkihoito: Oftan Dexa -tipat 4 x päivä 1 vk, sitten 2 x päivä 2 vk.
Ei raskasta nostamista 2 vk. Silmälasien määritys optikolla aikaisintaan 4 vk kuluttua.

Jälkitarkastus terveysaseman lääkärillä tai optikolla tarvittaessa.

Silmätautien erikoislääkäri Päivi Kangas
"""

FILED[PENTTI_KELA + "Kela hoitotuki päätös 2024.txt"] = """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten

PÄÄTÖS ELÄKETTÄ SAAVAN HOITOTUESTA                   Päivämäärä 14.10.2024

Pentti Laaksonen
Myllytullintie 5 A 3
90100 OULU

Asia: eläkettä saavan hoitotuki

Kela on myöntänyt sinulle eläkettä saavan hoitotukea korotettuna
1.9.2024 alkaen toistaiseksi.

  Korotettu hoitotuki        170,36 €/kk  (2024 taso)

Perustelut: Toimintakykysi on heikentynyt sairauksien (sydämen vajaatoiminta,
eteisvärinä) vuoksi siten, että tarvitset säännöllisesti toisen henkilön apua
päivittäisissä toimissa ja erityiskustannukset (kotihoito, kuljetukset) ovat
kuukausittain toistuvia.

Maksupäivä: kuukauden 7. päivä, tilille FI32 5420 0720 1188 35.

Ilmoita Kelalle, jos terveydentilasi tai hoidon tarpeesi muuttuu tai jos joudut
sairaalaan yli 3 kuukaudeksi.

Muutoksenhaku: Sosiaaliturvan muutoksenhakulautakunta, ks. liite.
"""

FILED[PENTTI_KELA + "Elo työeläke 2026.txt"] = """\
Keskinäinen Työeläkevakuutusyhtiö Elo
Eläkkeesi vuonna 2026                                 Helsinki 2.1.2026

Pentti Laaksonen
Myllytullintie 5 A 3
90100 OULU

Eläke: vanhuuseläke (työeläke), alkanut 1.10.2008
Työeläkeindeksin mukainen korotus 1.1.2026: 1,42 %

                              2025          2026
Eläke brutto/kk          1 686,41 €    1 710,36 €
Ennakonpidätys 19,0 %      320,42 €      324,97 €
Maksetaan netto          1 365,99 €    1 385,39 €

Eläkkeesi maksetaan kuukauden ensimmäisenä pankkipäivänä tilille FI32 5420 0720 1188 35.
Verokortti tulee Elolle suoraan Verohallinnosta.
"""

FILED[PENTTI_KELA + "Kela kansaneläke tarkistus 2025.txt"] = """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten

ILMOITUS ETUUDEN TARKISTUKSESTA                       Päivämäärä 17.12.2024

Pentti Laaksonen, Myllytullintie 5 A 3, 90100 OULU

Kansaneläkeindeksin muutoksen vuoksi etuutesi tarkistetaan 1.1.2025 alkaen.

  Kansaneläke              56,30 €/kk
  Eläkettä saavan hoitotuki, korotettu    172,02 €/kk

Työeläkkeesi 1 686,41 €/kk on otettu huomioon kansaneläkkeen määrässä.
Tästä ilmoituksesta ei voi hakea muutosta. Jos tietosi ovat muuttuneet, ilmoita Kelalle.

Lisätietoa: kela.fi/elakkeet, puh. 020 692 202
"""

# ======================================================================================
# Kela (perhe)

FILED[KELA + "Lapsilisä päättyy Iida.txt"] = """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten

ILMOITUS LAPSILISÄN PÄÄTTYMISESTÄ                      Päivämäärä 12.8.2025
MEDDELANDE OM ATT BARNBIDRAGET UPPHÖR

Anna Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Lapsi: Iida Laaksonen, s. 3.9.2008

Lapsilisän maksaminen päättyy, kun lapsi täyttää 17 vuotta. Viimeinen lapsilisä
Iidasta maksetaan syyskuussa 2025 (maksupäivä 26.9.2025).

Barnbidraget betalas till utgången av den månad under vilken barnet fyller 17 år.

Eetun lapsilisä jatkuu. Koska perheessäsi on tämän jälkeen yksi lapsilisään oikeuttava
lapsi, lapsilisä on 1.10.2025 alkaen 115,00 €/kk.

Jos Iida jatkaa opiskelua, hän voi hakea koulumatkatukea tai opintotukea itse.
"""

FILED[KELA + "Koulumatkatuki Iida 2024-2025.txt"] = """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten

PÄÄTÖS KOULUMATKATUESTA                                Päivämäärä 2.9.2024
BESLUT OM SKOLRESESTÖD

Iida Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Oppilaitos: Pyynikin lukio, Tampere
Koulumatka: 11 km yhteen suuntaan (Hervanta – Pyynikki)

Kela on myöntänyt sinulle koulumatkatukea ajalle 8.8.2024–31.5.2025.

  Koulumatkalipun hinta (Nysse, 30 päivän opiskelijakausi)   42,50 €/kk
  Omavastuu                                                   43,00 €/kk

Koska lipun hinta alittaa omavastuun, koulumatkatukea ei makseta erikseen, vaan
oikeus opiskelijalippuun alennettuun hintaan säilyy. Nysse-kortille ladataan
koulumatkatukikausi.

Tätä päätöstä koskeva muutoksenhaku: ks. liite.
"""

FILED[KELA + "Kela-kortti Eetu.txt"] = """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten
Tampere 10.3.2025

Huoltajalle:
Anna Laaksonen
Kuusikalliontie 7 C 12, 33720 TAMPERE

UUSI KELA-KORTTI / NYTT FPA-KORT

Tämän kirjeen mukana on Eetu Laaksosen (s. 14.5.2016) uusi Kela-kortti.
Vanha kortti on vanhentunut. Hävitä vanha kortti leikkaamalla se rikki.

Kela-kortilla saat lääkkeistä Kela-korvauksen suoraan apteekissa.

Med detta brev får du ett nytt FPA-kort för Eetu Laaksonen.
"""

# ======================================================================================
# Matkat/2025-06 Tukholma (9.–12.6.2025)

FILED[TUKHOLMA + "Viking Line varausvahvistus.txt"] = """\
VIKING LINE
VARAUSVAHVISTUS                                       Varausnumero 48 221 905
Varaus tehty 23.2.2025

Varaaja: Anna Laaksonen, puh. 050 443 9081, anna.laaksonen@gmail.com

MENO  ma 9.6.2025   Turku 08:45 -> Tukholma 18:30 (paikallista aikaa)   M/S Viking Grace
      Päiväristeily, ei hyttiä. Buffet-aamiainen 4 hlö, buffet-illallinen 4 hlö.

PALUU ke 11.6.2025  Tukholma 20:00 -> Turku to 12.6.2025 07:35           M/S Viking Glory
      Hytti B4 (4 vuodepaikkaa, ikkunallinen), aamiainen 4 hlö

Matkustajat:
  Anna Laaksonen (aikuinen)      Mikko Laaksonen (aikuinen)
  Iida Laaksonen (nuori 16 v)    Eetu Laaksonen (lapsi 9 v)
Ajoneuvo: henkilöauto KTL-518 (pysäköinti Turun satamaan 9.–12.6.)

Hinta yhteensä 612,40 € (maksettu kortilla 23.2.2025)

Ota mukaan voimassa oleva passi tai henkilökortti jokaiselle matkustajalle, myös lapsille.
Lähtöselvitys sulkeutuu 20 min ennen lähtöä.
"""

FILED[TUKHOLMA + "Hotel booking Stockholm.txt"] = """\
Booking.com – Booking confirmation
Confirmation number: 4417.220.918   PIN: 6630

Scandic Continental, Vasagatan 22, 111 20 Stockholm, Sweden
Phone: +46 8 517 342 00

Check-in:  Monday, 9 June 2025 (from 15:00)
Check-out: Wednesday, 11 June 2025 (until 12:00)
2 nights, 1 room

Family Room – 2 adults, 2 children (9 and 16 years), extra bed
Breakfast included

Guest name: Anna Laaksonen
Total price: SEK 5,980 (approx. EUR 538)
Payment: paid online on 24 February 2025

Free cancellation until 6 June 2025, 23:59.
Late arrival: the hotel has been informed you will arrive around 19:30 from the ferry.
"""

FILED[TUKHOLMA + "Junibacken ja Skansen liput.txt"] = """\
Your tickets – Junibacken
Order 240 551 877, ordered 2 June 2025

Date: Tuesday 10 June 2025, entry 10:00
2 x Adult 219 SEK, 1 x Youth (16) 219 SEK, 1 x Child (2–15) 189 SEK
Total 846 SEK
Show the QR code at the entrance. The Story Train (Sagotåget) starts every 5 minutes.

-----------------------------------------------------------------

Skansen – E-biljett / E-ticket
Beställning 77 102 334, 2 juni 2025

Giltig / Valid: onsdag 11 juni 2025
2 x Vuxen / Adult 245 kr
1 x Ungdom / Youth 16–19 år 120 kr
1 x Barn / Child 4–15 år 90 kr
Totalt 700 kr

Visa biljetten i mobilen vid entrén. Öppet 10–18.
"""

FILED[TUKHOLMA + "Tukholma muistilista.txt"] = """\
TUKHOLMA 9.–12.6.2025 – muistilista (Anna)

Lähtö Tampereelta ma 9.6. klo 5.30!! (Turun satama, Viking Grace 8.45)
Kotiin to 12.6. aamulla, Eetu jää pois koulusta? -> ei, koulu loppunut 31.5.

MUKAAN
- passit/henkilökortit: Anna, Mikko, Iida, Eetu (Eetun passi uusittu 4/2025)
- Eurooppalainen sairaanhoitokortti kaikille
- kruunuja ei tarvita, kortti käy kaikkialla (SL-matkakortti: app)
- Eetun astmasuihke + varalla
- sadetakit

OHJELMA
ti 10.6. Junibacken klo 10, Vasa-museo, illalla Gamla stan
ke 11.6. Skansen, klo 18 takaisin satamaan (Stadsgården), laiva 20.00

Pentti hoitaa Mikon puhelimen ja Kotihoito tietää että olemme poissa.
"""

FILED[TUKHOLMA + "IMG_4398.JPG"] = _jpeg("2025:06:09 12:14:51", 4)
FILED[TUKHOLMA + "IMG_4412.JPG"] = _jpeg("2025:06:10 10:37:02", 1)
FILED[TUKHOLMA + "IMG_4431.JPG"] = _jpeg("2025:06:10 19:52:40", 3)
FILED[TUKHOLMA + "IMG_4460.JPG"] = _jpeg("2025:06:11 13:05:18", 1)

# ======================================================================================
# Matkat/2026-02 Levi (pe 20.2. – su 1.3.2026)

FILED[LEVI + "VR yöjuna Tampere-Kolari.txt"] = """\
VR – Lippuvahvistus                                    Tilausnumero 2FJK9R
Ostettu 3.11.2025 klo 21.14

Anna Laaksonen, anna.laaksonen@gmail.com

MENO   pe 20.2.2026  Pohjolan yöjuna 265
       Tampere 21.52 -> Kolari la 21.2.2026 klo 9.47
       Makuuvaunu, hytti 4 (2 x 2 vuodepaikkaa, suihku ja WC), vaunu 12
       Matkustajat: 2 aikuista, 1 opiskelija, 1 lapsi (7–16 v)

PALUU  la 28.2.2026  Pohjolan yöjuna 274
       Kolari 19.05 -> Tampere su 1.3.2026 klo 6.58
       Makuuvaunu, hytti 11 (2 x 2 vuodepaikkaa, suihku ja WC), vaunu 14

Sukset ja monot kuljetetaan omassa hytissä (max 2 paria/hlö).
Kolarin asemalta bussiyhteys Leville (n. 1 h), liput kuljettajalta.

Hinta yhteensä 684,80 €
Maksettu: Mastercard ****6612

Lippu on voimassa vain mainituissa junissa. Näytä QR-koodi konduktöörille.
"""

FILED[LEVI + "Levin mökkivaraus.txt"] = """\
LEVIN MÖKKIVUOKRAUS OY
Hissitie 8, 99130 Levi, puh. 016 641 200
VARAUSVAHVISTUS                                      Kittilä 14.10.2025

Varaaja: Mikko Laaksonen, Kuusikalliontie 7 C 12, 33720 Tampere
Varausnumero: LM-25-3318

Kohde: Levin Kätkä 4 A, paritalohuoneisto 58 m², 2 mh + parvi, oma sauna, takka,
       6 vuodepaikkaa. Etäisyys eturinteille 900 m, latu 100 m.

Saapuminen la 21.2.2026 klo 16 alkaen (aikainen avainnouto klo 11 sovittu, +25 €)
Lähtö la 28.2.2026 klo 12 mennessä (myöhäinen lähtö klo 17, +40 €)

Vuokra 1 viikko (hiihtolomaviikko 9)            1 290,00 €
Liinavaatteet ja pyyhkeet 4 hlö                    88,00 €
Loppusiivous                                       130,00 €
Aikainen avainnouto + myöhäinen lähtö              65,00 €
-------------------------------------------------------------
Yhteensä                                         1 573,00 €

Ennakkomaksu 30 % (471,90 €) 28.10.2025 mennessä, loppumaksu 20.1.2026 mennessä.
Avaimet: Levin Mökkivuokrauksen toimisto, Hissitie 8.
"""

FILED[LEVI + "Matkasuunnitelma Levi.txt"] = """\
LEVI – hiihtoloma vko 9 / 2026  (Anna päivittää)

Matka: pe 20.2. yöjunalla Tampereelta (21.52), Kolarissa la 21.2. aamulla
       la 28.2. juna Kolarista 19.05, kotona su 1.3. aamulla
Majoitus: Levin Kätkä 4 A (mökki) 21.–28.2.

Alustava ohjelma
la 21.2.  bussi Kolari -> Levi, avaimet klo 11, kauppa (K-Market Levi)
su 22.2.  laskettelu, Eetulle välineet vuokralta
ma 23.2.  Eetu hiihtokoulussa 3 aamupäivää (ma–ke), Iida + Mikko laskettelu, Anna hiihto
ti 24.2.  porosafari? (kysy hinta)
ke 25.2.  Levin huipun kappeli ja kahvila, illalla revontulisovellus päälle
to 26.2.  hiihto Immeljärvelle, nokipannukahvit
pe 27.2.  vapaa, Iidan kaverit tulevat Ylläkseltä käymään?
la 28.2.  siivous, mökki luovutetaan klo 17, viimeinen lasku aamulla, juna 19.05

Budjetti: juna 685 + mökki 1 573 + hissiliput n. 700 + vuokravälineet n. 200 + ruoka 600
Mikon ALV-ilmoitus tehtävä ennen lähtöä (28.2. määräpäivä)!
"""

FILED[LEVI + "Pakkauslista Levi.txt"] = """\
Pakkauslista – Levi 2026

KAIKILLE
[ ] kypärät (Eetun vanha pieni! -> vuokralta)
[ ] laskettelulasit, kasvosuojat
[ ] villakerrasto x 2, fleecet, toppahousut
[ ] lapaset + sormikkaat, pipot, kaulurit
[ ] sukset: Mikko, Anna (murtsikat), Iida (lautailu), monot
[ ] aurinkorasva ja huulirasva (kevätaurinko!)
[ ] otsalamput

LÄÄKKEET JA PAPERIT
[ ] Eetun astmalääkkeet
[ ] Kela-kortit, henkilökortit
[ ] junaliput (VR-appi), mökin varausnumero LM-25-3318

MUUTA
[ ] lautapelit, kortit
[ ] Iidan YO-englannin kirjat (koe 11.3.!)
[ ] saunajuomat, makkarat, ruisleipä
"""

# ======================================================================================
# Valokuvat

FILED[KUVAT_2025 + "IMG_4105.JPG"] = _jpeg("2025:01:18 14:22:09", 0)
FILED[KUVAT_2025 + "IMG_4220.JPG"] = _jpeg("2025:03:30 11:48:33", 3)
FILED[KUVAT_2025 + "IMG_4355.JPG"] = _jpeg("2025:05:31 09:31:57", 1)
FILED[KUVAT_2025 + "IMG_4502.JPG"] = _jpeg("2025:06:21 22:41:10", 4)
FILED[KUVAT_2025 + "IMG_4688.JPG"] = _jpeg("2025:08:07 08:12:45", 1)
FILED[KUVAT_2025 + "20251224_171233.jpg"] = _jpeg("2025:12:24 17:12:33", 2, model="SM-S921B")
FILED[KUVAT_2026 + "IMG_5061.JPG"] = _jpeg("2026:01:01 13:05:40", 0)
FILED[KUVAT_2026 + "20260106_131502.jpg"] = _jpeg("2026:01:06 13:15:02", 5, model="SM-S921B")
FILED[KUVAT_2026 + "IMG_5088.JPG"] = _jpeg("2026:01:10 15:44:21", 0)

# ======================================================================================
# Harrastukset

FILED[LUKUPIIRI + "2025-09 Kesäkirja.txt"] = """\
Lukupiiri syyskuu 2025 – Tove Jansson: Kesäkirja
(tapaaminen ke 24.9. Katjalla, Lukonmäki)

Omat muistiinpanot:
- Luin tämän ensimmäisen kerran lukiossa, nyt aivan eri kirja. Isoäidin ja Sophian
  suhde on niin lempeä ja samalla rehellinen, ei mitään sokerikuorrutusta.
- Luku "Kissa" – Sophia haluaa että kissa rakastaa häntä juuri niin kuin hän haluaa.
  Keskustelu meni siihen, miten lapset (ja aikuiset!) yrittävät muokata toisia.
- Saaristo on melkein oma henkilönsä.
- Marja-Liisa ei pitänyt: "ei tapahdu mitään". Minusta juuri se on hienoa.

Arvosana: 5/5
Seuraava kirja: Sofi Oksanen, Puhdistus (Tiina valitsi).
"""

FILED[LUKUPIIRI + "2025-11 Puhdistus.txt"] = """\
Lukupiiri marraskuu 2025 – Sofi Oksanen: Puhdistus
(tapaaminen to 27.11. meillä, minä tein lohipiirakan)

- Raskas mutta imaisi mukaansa. Aliden ja Zaran tarinat kietoutuvat, aikatasot
  vaihtelevat 1930-luvulta 1990-luvulle.
- Keskusteltiin paljon häpeästä ja vaikenemisesta. Katjan isovanhemmat tulivat
  Inkerinmaalta, hänellä oli paljon kerrottavaa.
- Minulle vaikein kohta oli Zaran kuulustelu. Työssä näkee joskus samanlaista pelkoa.
- Kaikki olivat samaa mieltä, että kannattaa katsoa myös elokuva (2012).

Arvosana: 4/5
Seuraava kirja: Kjell Westö, Kangastus 38 (tammikuu).
"""

FILED[LUKUPIIRI + "2026-01 Kangastus 38.txt"] = """\
Lukupiiri tammikuu 2026 – Kjell Westö: Kangastus 38
(tapaaminen ti 27.1. Tiinalla; olin iltavuorossa -> pääsin vasta klo 20)

- Helsinki 1938, neiti Matilda Wiik ja asianajaja Thune. Westö kirjoittaa
  ruotsiksi – luin Liisa Ryömän suomennoksen, Tiina luki alkukielellä.
- Torstaikerho ja herrojen keskustelut: miten nopeasti "tavalliset" ihmiset
  kääntyvät. Pelottavan ajankohtainen.
- Matildan menneisyys vuodelta 1918 avautuu pikkuhiljaa, hyvin rakennettu.
- Vähän hidas alku, mutta loppua kohti ei voinut lopettaa.

Arvosana: 4/5
Seuraava: maaliskuu, Rosa Liksom (Marja-Liisa valitsee kumpi).
"""

FILED[JALKAPALLO + "Ilves P2016 kausimaksu 2025.txt"] = """\
FC Ilves Juniorit ry – P2016 Valkoinen
Kausimaksulasku 2025                                  Tampere 15.1.2025

Pelaaja: Eetu Laaksonen
Maksaja: Anna Laaksonen

Kausimaksu 1.1.–31.12.2025 (3 harjoitusta/vko + pelit)       690,00 €
Pelaajapassi (Palloliitto, sis. vakuutuksen), maksetaan erikseen Palloliitolle
Varustepaketti (peliasu, treenipaita, pipo)                    85,00 €

Maksu kahdessa erässä: 387,50 € 15.2.2025 ja 387,50 € 15.8.2025
Tili FI11 5730 0820 7721 04, viite 20162118

Joukkueenjohtaja: Petri Aalto, 040 552 1190
Valmentajat: Sami Rinne, Jenni Vuorinen
"""

FILED[JALKAPALLO + "Kesäturnaus 2025 tiedote.txt"] = """\
P2016 Valkoinen – Helsinki Cup 2025 (7.–10.7.2025)

Hei vanhemmat!

Joukkue osallistuu Helsinki Cupiin (P9-sarja). Majoitus koululuokassa Itä-Helsingissä,
ruokailut turnauksen ruokalassa.

Lähtö ma 7.7. klo 8.00 Hervannan tekonurmelta (tilausbussi), paluu to 10.7. illalla.
Hinta 245 €/pelaaja (sisältää osallistumismaksun, majoituksen, ruokailut, bussin).
Maksu 15.6. mennessä joukkueen tilille.

Mukaan: 2 peliasua, säärisuojat, nappikset + lenkkarit, makuupussi ja patja,
aurinkorasva, juomapullo, taskuraha max 30 €.

Tarvitaan 3 vanhempaa valvojiksi (yöt). Ilmoittautukaa Petrille.

Terveisin Petri ja valmentajat
"""

FILED[JALKAPALLO + "Harjoitusvuorot syksy 2025.txt"] = """\
FC Ilves P2016 Valkoinen – harjoitukset syyskausi 18.8.–19.12.2025

ma 17.30–18.45   Hervannan tekonurmi (puolikas)
ke 17.30–18.45   Hervannan tekonurmi (puolikas)
la 10.00–11.15   Kaupin tekonurmi / marras–joulukuussa Tesoman jalkapallohalli

Syysloma vko 42: ei harjoituksia. Pelit: Palloliiton P9 Tampere -sarja, lauantaisin.
Ilmoittautumiset tapahtumiin MyClub-sovelluksessa torstaihin klo 20 mennessä.
"""

# ======================================================================================
# Reseptit

FILED[RESEPTIT + "Karjalanpiirakat.txt"] = """\
KARJALANPIIRAKAT (n. 30 kpl) – mummun ohje

Puuro:
  3 dl puuroriisiä
  6 dl vettä
  1 l maitoa
  1 tl suolaa
Kiehauta vesi, lisää riisi, keitä kunnes vesi imeytynyt. Lisää maito ja keitä
hiljalleen paksuksi puuroksi (n. 40 min), sekoita usein. Suola. Jäähdytä.

Kuori:
  2 dl vettä, 1 tl suolaa, 3 dl ruisjauhoja, 1 dl vehnäjauhoja
Sekoita tasaiseksi taikinaksi, kauli ohuiksi ympyröiksi (kaulimella, reunat ohuiksi).

Levitä puuro, rypytä reunat. Paista 275 °C n. 15 min.
Voitele kuumana maito-voiseoksella (100 g voita + 1 dl maitoa).
Munavoin kanssa!
"""

FILED[RESEPTIT + "Korvapuustit.txt"] = """\
Korvapuustit (Iidan lempiohje), n. 40 kpl

5 dl maitoa
50 g hiivaa (tai 1 pss kuivahiivaa)
2 dl sokeria
1 muna
2 tl suolaa
1 rkl kardemummaa
n. 14 dl vehnäjauhoja
200 g voita

Täyte: 150 g pehmeää voita, 1,5 dl sokeria, 2 rkl kanelia
Päälle: muna, raesokeri

Taikina: kädenlämpöinen maito + hiiva, sokeri, muna, suola, kardemumma, jauhot,
lopuksi voi. Vaivaa kunnolla, kohota 30 min. Kauli, levitä täyte, rullaa, leikkaa
kolmioiksi, painele. Kohota 20 min, voitele, raesokeri. 225 °C 10–12 min.
"""

FILED[RESEPTIT + "Mikon chili.txt"] = """\
Mikon chili con carne (iso kattila, riittää kahteen päivään)

800 g naudan jauhelihaa
2 sipulia, 4 valkosipulinkynttä
2 paprikaa
2 tlk (400 g) tomaattimurskaa
2 tlk kidneypapuja (valutettuna)
1 tlk maissia
2 rkl tomaattipyrettä
2 tl juustokuminaa, 2 tl savupaprikaa, 1–2 tl chilijauhetta (Eetulle vähemmän!)
1 tl kaakaojauhetta (salainen ainesosa)
suolaa, mustapippuria, 2 dl vettä

Ruskista liha, lisää sipulit ja valkosipuli, sitten mausteet. Loput ainekset,
hauduta kannen alla vähintään 45 min. Tarjoile riisin, smetanan ja korianterin kanssa.
"""

FILED[RESEPTIT + "Uunilohi.txt"] = """\
Uunilohi arkeen (4 hlö)

600 g lohifilettä
1 sitruuna
suolaa, mustapippuria
tilliä
2 dl ruokakermaa tai kaurakermaa
1 rkl sinappia

Uuni 200 °C. Lohi vuokaan nahka alaspäin, suolaa ja pippuria. Sekoita kerma,
sinappi ja tilli, kaada päälle. Sitruunaviipaleet päälle. 20–25 min.

Perunoiden tai uunijuuresten kanssa. Eetu syö tätä, kun saa ketsuppia.
"""

# ======================================================================================
# INBOX

# --- short clear cases: recipes, book club, football

INBOX["inbox/mustikkapiirakka.txt"] = (
    """\
Mustikkapiirakka (Katjan ohje lukupiiristä, tosi helppo)

Pohja:
  150 g voita
  1,5 dl sokeria
  1 muna
  2,5 dl vehnäjauhoja
  1 tl leivinjauhetta

Täyte:
  4 dl mustikoita (pakasteet käy, ei tarvitse sulattaa)
  2 dl kermaviiliä
  1 dl sokeria
  1 muna
  1 tl vaniljasokeria

Vaahdota voi ja sokeri, lisää muna, sitten jauhot ja leivinjauhe. Painele piirakkavuoan
pohjalle ja reunoille. Mustikat päälle. Sekoita täytteen ainekset ja kaada marjojen päälle.

Uunissa 200 °C noin 30 min, kunnes täyte hyytynyt ja reunat kullanruskeat.
Vaniljakastikkeen tai -jäätelön kanssa.
""",
    RESEPTIT,
)

INBOX["inbox/Pentin_lohikeitto.txt"] = (
    """\
PENTIN LOHIKEITTO
(Pentti saneli puhelimessa 26.1.2026, näin hän sen tekee Oulussa – "ei mitään tilliä
ennen kuin lopuksi!")

6 annosta
  600 g lohta (nahaton, ruodoton), kuutioina
  8 keskikokoista perunaa (jauhoinen, esim. Van Gogh)
  1 sipuli
  1 porkkana (Pentin mukaan ei kuulu, Mikon mukaan kuuluu)
  1 l vettä
  1 kalaliemikuutio
  6–8 maustepippuria, 1 laakerinlehti
  2 dl kuohukermaa (ei ruokakermaa!)
  25 g voita
  tuoretta tilliä reilusti
  suolaa

1. Kiehauta vesi, lisää liemikuutio, maustepippurit, laakerinlehti ja sipuli pilkottuna.
2. Lisää perunakuutiot (ja porkkana), keitä n. 15 min kunnes perunat melkein kypsiä.
3. Lisää kerma ja voi, anna kiehahtaa.
4. Lisää lohikuutiot, nosta pois levyltä ja anna hautua kannen alla 5–7 min. Ei saa
   keittää, muuten lohi hajoaa.
5. Tilli vasta lopuksi, suolaa maun mukaan.

Pentin mukaan parasta seuraavana päivänä ja ruisleivän kanssa.
""",
    RESEPTIT,
)

INBOX["inbox/lukupiiri_muistiinpanot.txt"] = (
    """\
Lukupiiri maaliskuu 2026 – Rosa Liksom: Hytti nro 6
(tapaaminen ke 25.3. Marja-Liisalla, Kaukajärvi – olen vapaalla, vuorotoive jätetty)

Luin junassa Leviltä tullessa, sopi tunnelmaan.

- Nimetön tyttö ja Vadim junahytissä Moskovasta Ulan Batoriin 1980-luvulla.
  Neuvostoliitto ikkunan takana: harmaata, kylmää, loputonta.
- Vadimin puheet ovat inhottavia ja silti mies on jotenkin ymmärrettävä. Tyttö ei juuri
  puhu, lukija saa täyttää aukot.
- Kieli on tiivistä, luettelevaa, paljon aistihavaintoja (haju!, vodka, keitetyt kananmunat).
- Elokuva (Kuosmanen 2021) on aika erilainen, Murmanskiin – kysy muilta kumpi parempi.

Kysymyksiä keskusteluun:
1. Miksi tytöllä ei ole nimeä?
2. Onko Vadim uhka vai surullinen hahmo?
3. Mitä Mitka (Moskovan poikaystävä) edustaa?

Arvosana (alustava): 4/5
""",
    LUKUPIIRI,
)

INBOX["inbox/Ilves_kevatkausi_2026.eml"] = (
    _eml(
        "Petri Aalto <petri.aalto@ilvesjuniorit.fi>",
        "P2016 Valkoinen huoltajat <p2016valkoinen@ilvesjuniorit.fi>",
        _t(2026, 1, 11, 19, 40),
        "P2016 Valkoinen: kevätkausi 2026, kausimaksu ja Helsinki Cup",
        """\
Hei kaikki P2016 Valkoisen vanhemmat!

Hyvää alkanutta vuotta. Muutama asia kevätkaudesta:

1) Harjoitukset 12.1. alkaen
   ma 17.00–18.15 Tesoman jalkapallohalli
   ke 17.30–18.45 Tesoman jalkapallohalli
   la 9.00–10.15 Hervannan tekonurmi (jos kenttä aurattu, muuten halli)
   Hiihtolomaviikolla 9 ei harjoituksia.

2) Kausimaksu 2026
   Kausimaksu on 720 € (nousu 30 € hallivuorojen hinnankorotuksen takia). Laskut
   lähtevät MyClubista 20.1., maksu kahdessa erässä 15.2. ja 15.8.

3) Helsinki Cup 6.–9.7.2026
   Viime vuonna oli niin hieno reissu, että ilmoitamme taas kaksi joukkuetta (P10).
   Ilmoittautuminen MyClubissa 28.2. mennessä, ennakkomaksu 100 €.

4) Pelaajapassit
   Muistakaa uusia Palloliiton pelaajapassi ennen ensimmäistä harjoituspeliä 7.3.

Kiitos ja nähdään kentän laidalla!

Petri Aalto
joukkueenjohtaja, FC Ilves P2016 Valkoinen
040 552 1190
""",
        "20260111194012.P2016@ilvesjuniorit.fi",
    ),
    JALKAPALLO,
)

# --- the Levi trip: booking weeks before, a receipt during, a photo on the last day

INBOX["inbox/Booking confirmation.eml"] = (
    _eml(
        "Levi Ski Resort <tickets@levi.fi>",
        "anna.laaksonen@gmail.com",
        _t(2026, 1, 27, 21, 3),
        "Booking confirmation LEV-260227-4471 / Varausvahvistus",
        """\
Thank you for your booking! / Kiitos varauksestasi!

Booking number / Varausnumero: LEV-260227-4471
Booked by / Varaaja: Anna Laaksonen

LIFT TICKETS / HISSILIPUT – Levi SkiPass, 6 days, valid 22.2.–27.2.2026
  2 x Adult / Aikuinen                         2 x 259,00 €
  1 x Youth 12–17 / Nuori                          207,00 €
  1 x Child 7–11 / Lapsi                           155,00 €
  Keycard deposit / Avainkortin pantti       4 x   5,00 €

SKI SCHOOL / HIIHTOKOULU – Kids Ski School (7–11 years), 3 x 2 h
  Eetu Laaksonen, Mon–Wed 23.–25.2.2026 at 10:00–12:00
  Meeting point: Levi Ski School, Front Slope, Zero Point  145,00 €

RENTAL / VÄLINEVUOKRAUS – pre-booked, pick up at Levi Ski Rental Zero Point
  Child alpine package (skis, boots, helmet), 6 days, Eetu  98,00 €

TOTAL / YHTEENSÄ                               1 143,00 € (paid / maksettu, Visa ****6612)

Pick up your keycards at the ticket office Zero Point (opens 9:30) or load them online.
Have a great holiday in Levi! / Hyvää lomaa Levillä!

Levi Ski Resort, Tunturitie 14, 99130 Levi, Finland
""",
        "LEV-260227-4471@levi.fi",
    ),
    LEVI,
)

INBOX["inbox/kuitti_0223.txt"] = (
    """\
RAVINTOLA TUIKKU – LEVI PANORAMA
Tunturitie 8, 99130 Levi
Y-tunnus 2178443-1

23.02.2026 13:41   Pöytä 14   Tarjoilija: Henna   Kuitti 00412

1 Lounasbuffet aikuinen                 2 x 29,50    59,00
1 Lounasbuffet nuori 12–17              1 x 19,50    19,50
1 Lounasbuffet lapsi 7–11               1 x 14,50    14,50
1 Kaakao kermavaahdolla                 2 x  5,80    11,60
1 Kahvi                                 2 x  3,90     7,80
------------------------------------------------------------
YHTEENSÄ EUR                                        112,40

ALV 14 %    veroton 89,78    vero 12,57   (ruoka)
ALV 25,5 %  veroton  8,02    vero  2,05   (juomat)

Kortti: Mastercard ****6612   Contactless
Kiitos käynnistä! Thank you, welcome again!
""",
    LEVI,
)

INBOX["inbox/IMG_5213.JPG"] = (_jpeg("2026:02:28 13:47:05", 0), LEVI)

# --- a place that is not a trip: Iida's school study trip to Lapland

INBOX["inbox/Lapin_opintomatka.txt"] = (
    """\
Wilma – Viesti
Lähettäjä: Rautiainen Marko (opettaja, biologia ja maantiede)
Vastaanottajat: Pyynikin lukio 2. vuosikurssi, opiskelijat ja huoltajat
Lähetetty: 2.3.2026 10:18
Aihe: Lapin luontokurssi BI6/GE4 13.–17.4.2026 – ilmoittautuminen 13.3. mennessä

Hei!

Jakson 5 alussa järjestetään taas Lapin luontokurssi (BI6 + GE4, yhteensä 4 op).
Kurssi toteutetaan Pallas-Yllästunturin kansallispuistossa, majoitus Äkäslompolossa
Metsähallituksen leirikeskuksessa.

Aikataulu:
  su 12.4. klo 21.52 yöjunalla Tampereelta Kolariin
  ma 13.4.–to 16.4. maastotyöt: suot, tunturikasvillisuus, lumitutkimus, poronhoito
  to 16.4. illalla yöjuna Kolarista, Tampereella pe 17.4. aamulla

Hinta 280 € (juna, majoitus, täysihoito, opastukset). Lukio maksaa bussikuljetukset.
Kurssin arviointi: maastopäiväkirja ja ryhmän tutkimusraportti.

Ilmoittautuminen Wilman lomakkeella 13.3. mennessä, huoltajan hyväksyntä vaaditaan
alle 18-vuotiailta. Paikkoja 24, valitaan ilmoittautumisjärjestyksessä.

Varusteet: talvivarusteet, sukset (lainaksi koululta), otsalamppu.

Terveisin
Marko Rautiainen
""",
    IIDA_2025,
)

# --- same surname: Pentti (Oulu) vs Mikko vs Eetu

INBOX["inbox/Laboratoriotulokset_Laaksonen.txt"] = (
    """\
POHJOIS-POHJANMAAN HYVINVOINTIALUE – NordLab Oulu
LABORATORIOTUTKIMUSTEN TULOKSET                       Tulostettu 17.2.2026

Potilas: LAAKSONEN PENTTI JOHANNES, s. 1945
Osoite: Myllytullintie 5 A 3, 90100 Oulu
Tilaaja: Tuiran terveysasema, lääkäri Riikka Kauppinen
Näyte otettu: 16.2.2026 klo 7.42, Tuiran terveysaseman laboratorio

Tutkimus                 Tulos        Viitearvo
P-INR                    2,9          (tavoite 2,0–3,0)
B-Hb                     128 g/l      (134–167)   L
B-Leuk                   6,4 E9/l     (3,4–8,2)
B-Trom                   214 E9/l     (150–360)
P-Krea                   112 µmol/l   (60–100)    H
eGFR                     54 ml/min/1,73 m²        L
P-K                      4,6 mmol/l   (3,3–4,9)
P-Na                     138 mmol/l   (137–145)
P-proBNP                 1 240 ng/l   (< 450)     H

Marevan-annostus: jatka 25,5 mg/vko (3 mg x 4 + 4,5 mg x 3). Seuraava INR 16.3.2026.
Kommentti: munuaisarvo hieman noussut edellisestä (98). Furesis-annos tarkistetaan
vastaanotolla 3.3.2026.
""",
    PENTTI_TERVEYS,
)

INBOX["inbox/tyoterveystarkastus_kutsu.txt"] = (
    """\
TERVEYSTALO – Työterveys
KUTSU TYÖTERVEYSTARKASTUKSEEN                          2.3.2026

Laaksonen Mikko
Laaksosen Puutyö
Kuusikalliontie 7 C 12
33720 Tampere

Hei Mikko,

sinulle on varattu aika määräaikaiseen työterveystarkastukseen:

  Laboratorio:    ma 16.3.2026 klo 7.30 (paastonäytteet: ei ruokaa 10 h ennen)
                  fP-Kol, fP-Kol-LDL, fP-Trigly, fP-Gluk, P-Krea, P-ALAT
  Työterveyshoitaja Laura Kemppainen:   ti 24.3.2026 klo 9.00
  Kuulotutkimus (melutyö) samalla käynnillä

Paikka: Terveystalo Tampere Koskikeskus, Hatanpään valtatie 1, 4. krs

Täytä ennen käyntiä esitietolomake OmaTerveydessä. Ota mukaan mahdollinen lääkelista.
Edellisen tarkastuksen (10/2024) perusteella seurataan kolesterolia ja selän tilannetta.

Jos aika ei sovi, peru viimeistään 24 h ennen: terveystalo.fi tai 030 6000.
""",
    T_MIKKO,
)

INBOX["inbox/scan_0031.txt"] = (
    """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten
PL 450, 00056 KELA

PÄÄTÖS ELÄKKEENSAAJAN ASUMISTUESTA               Päivämäärä 19.2.2026
BESLUT OM BOSTADSBIDRAG FÖR PENSIONSTAGARE

Pentti Laaksonen
Myllytullintie 5 A 3
90100 OULU

Asia: eläkkeensaajan asumistuki, hakemus saapunut 12.1.2026

Kela on myöntänyt sinulle eläkkeensaajan asumistukea 1.2.2026 alkaen
toistaiseksi.

  Asumistuki          212,45 €/kk

Laskelma
  Vuokra (Oulun Sivakka Oy)              687,20 €/kk
  Hyväksyttävät asumis-
  menot enintään                         687,20 €/kk
  Perusomavastuu                         -52,83 €/kk
  Lisäomavastuu tulojen perusteella      -270,90 €/kk
  Asumistuki 58,5 %                      212,45 €/kk

Tulot: työeläke (Elo) 1 710,36 €/kk, kansaneläke 51,14 €/kk
Maksupäivä kuukauden 7. päivä.

Ilmoita muutoksista (esim. vuokra, tulot, muutto hoivakotiin) Kelalle.
Sivu 1 (2)
""",
    PENTTI_KELA,
)

INBOX["inbox/suun_terveydenhuolto_kutsu.txt"] = (
    """\
Pirkanmaan hyvinvointialue – Suun terveydenhuolto
Hervannan hammashoitola, Insinöörinkatu 36, 33720 Tampere

KUTSU HAMMASTARKASTUKSEEN                             Tampere 20.1.2026

Huoltajalle
Laaksonen Eetu (s. 14.5.2016)
Kuusikalliontie 7 C 12
33720 Tampere

Eetulle on varattu aika suun terveystarkastukseen:

  torstai 19.3.2026 klo 14.20
  suuhygienisti Johanna Leppänen, huone 3

Tarkastuksessa katsotaan hampaiden kehitys, pysyvien hampaiden puhkeaminen
ja tarvittaessa tehdään pinnoitukset (fissuurapinnoitteet kuutoshampaisiin).

Alle 18-vuotiaiden hammashoito on maksutonta. Peruuttamattomasta ajasta peritään
käyttämättä jätetyn ajan maksu 15 vuotta täyttäneiltä.

Ajan voi perua tai siirtää OmaPirhassa tai puhelimitse 03 565 76100 (ma–pe 8–15).
""",
    T_EETU,
)

# --- school year and tax year rules

INBOX["inbox/Wilma_viesti_tammikuu.txt"] = (
    """\
Wilma – Viesti
Lähettäjä: Heikkilä Sanna (opettaja)
Vastaanottajat: 3B huoltajat
Lähetetty: 9.1.2026 15:11
Aihe: Kevätlukukausi käyntiin – tammikuun asioita

Hei kaikki ja hyvää uutta vuotta!

Kevätlukukausi lähti hyvin käyntiin. Muutama tärkeä asia:

- Luokallemme tuli uusi oppilas, Iida, joka muutti perheensä kanssa Jyväskylästä.
  Toivotetaan hänet yhdessä tervetulleeksi!
- Arviointikeskustelut (oppilas, huoltaja, opettaja) pidetään 26.1.–6.2. Varaathan
  ajan Wilman tapahtumakalenterista 20.1. mennessä. Kesto 20 min.
- Hiihto- ja luistelupäivät: ma 2.2. ja ti 10.2. Mukaan sukset/luistimet, kypärä.
- Talviloma on viikolla 9 (23.2.–1.3.2026).
- Englannin sanakoe 28.1. (unit 4 "My home").

Kiitos, että muistutatte lapsia lämpimistä vaatteista, välitunnit ovat pakkasellakin ulkona
(-15 °C asti).

Terveisin Sanna
""",
    EETU_2025,
)

INBOX["inbox/scan_0027.txt"] = (
    """\
KUUSIKALLION KOULU
Tampereen kaupunki, perusopetus

LUKUVUOSITODISTUS
Lukuvuosi 2024–2025

Oppilas: Eetu Laaksonen                  Syntymäaika: 14.5.2016
Luokka: 2B                               Luokanopettaja: Sanna Heikkilä

Eetu on siirretty 3. vuosiluokalle.

Sanallinen arviointi
Äidinkieli ja kirjallisuus: Eetu lukee sujuvasti ja ymmärtää lukemansa. Kirjoittaessa
isot alkukirjaimet ja välimerkit vaativat vielä harjoitusta.
Matematiikka: Eetu hallitsee yhteen- ja vähennyslaskun 100:n lukualueella
erinomaisesti ja on aloittanut kertotaulut innokkaasti.
Ympäristöoppi: Eetu osallistuu aktiivisesti ja kertoo mielellään omista havainnoistaan.
Liikunta: Eetu on taitava ja reilu pelikaveri.
Musiikki, kuvataide, käsityö: hyvä.

Käyttäytyminen: hyvä. Eetun kannattaa vielä harjoitella odottamaan omaa vuoroaan.
Työskentely: Eetu työskentelee ahkerasti, kun tehtävä kiinnostaa.

Tampereella 31. toukokuuta 2025

Sanna Heikkilä                           Olli Pesonen
luokanopettaja                           rehtori
""",
    EETU_2024,
)

INBOX["inbox/verokortti_Iida.txt"] = (
    """\
Verohallinto / Skatteförvaltningen
VEROKORTTI 2026 / SKATTEKORT 2026                    Päiväys 15.12.2025

Iida Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Verokortti palkkaa varten
Voimassa 1.2.2026–31.1.2027

Ennakonpidätysprosentti             0,0 %
Tuloraja vuodelle 2026              3 400,00 €
Lisäprosentti tulorajan ylittävältä tulolta   21,0 %

Verokortti on laskettu vuoden 2025 tulojesi perusteella (palkka 2 180,00 €,
kesätyö R-kioski Pyynikki). Jos arvioit tulojesi olevan vuonna 2026 suuremmat kuin
tuloraja, tee muutosverokortti OmaVerossa.

Anna verokortin tiedot työnantajallesi, jos hän ei saa niitä suoraan Verohallinnosta.
""",
    VERO_2026,
)

INBOX["inbox/Tehy_jasenmaksutodistus.txt"] = (
    """\
Tehy ry
PL 10, 00060 TEHY

JÄSENMAKSUTODISTUS VEROTUSTA VARTEN                   Helsinki 13.1.2026

Jäsen: Anna Laaksonen
Jäsennumero: 1128 4471

Olet maksanut vuonna 2025 jäsenmaksuja yhteensä 758,40 €.
Summa sisältää työttömyyskassan jäsenmaksun.

Työnantajasi on perinyt jäsenmaksut palkastasi, joten tiedot on ilmoitettu
Verohallintoon ja ne näkyvät valmiina esitäytetyllä veroilmoituksella keväällä 2026.
Tarkista summa esitäytetyltä veroilmoitukselta.

Tehy ry, jäsenpalvelu
""",
    VERO_2025,
)

INBOX["inbox/Puhdas_Koti_lasku.txt"] = (
    """\
PUHDAS KOTI TAMPERE OY
Sammonkatu 54, 33540 Tampere
Y-tunnus 2977120-0, puh. 044 980 1122

LASKU 1221                                     Laskun päivä 18.12.2025
                                               Eräpäivä 2.1.2026

Asiakas:
Anna Laaksonen
Kuusikalliontie 7 C 12, 33720 Tampere

Joulusiivous 17.12.2025, rivitalohuoneisto 86,5 m²
  Ikkunoiden pesu (8 ikkunaa, molemmin puolin)      2 x 2 h
  Perussiivous ja kylpyhuone/sauna                  3 h
  Työ yhteensä 7 h à 42,00 €                     294,00 €
  Pesuaineet ja tarvikkeet                        12,00 €
  ------------------------------------------------------
  Yhteensä (sis. alv 25,5 %)                     306,00 €

Kotitalousvähennykseen oikeuttava työn osuus: 294,00 € (sis. alv)

Maksu FI55 4108 0012 3456 71, viite 12214

--- merkintä verkkopankista: maksettu 22.12.2025, OP yhteistili ---
""",
    VERO_2025,
)

# --- Mikko's business: issued vs received

INBOX["inbox/Lasku_2026-003.docx"] = (
    _docx(
        [
            ("h", "LASKU 2026-003"),
            _YRITYS,
            "Laskun päivä: 13.2.2026\nEräpäivä: 27.2.2026\nViitenumero: 20260037",
            "Asiakas:\nTimo Heikkinen\nOrivedenkatu 9 A 4\n33720 Tampere",
            "Työkohde: vaatehuoneen kalusteet ja hyllyt (mittatilaus)",
            [
                ["Kuvaus", "Määrä", "à-hinta", "Yhteensä"],
                ["Työ, kalusteiden valmistus verstaalla", "14 h", "54,00", "756,00"],
                ["Työ, asennus", "6 h", "54,00", "324,00"],
                ["Koivuvaneri 18 mm, helat, liukuovien kiskot", "1 erä", "486,40", "486,40"],
                ["Veroton yhteensä", "", "", "1 566,40"],
                ["ALV 25,5 %", "", "", "399,43"],
                ["Maksettavaa", "", "", "1 965,83 EUR"],
            ],
            "Kotitalousvähennykseen oikeuttava työn osuus (sis. alv 25,5 %): 1 355,40 €",
            "Kiitos tilauksesta! Mikko Laaksonen",
        ]
    ),
    MYYNTI_2026,
)

INBOX["inbox/document(2).txt"] = (
    _invoice(
        "2025-047",
        "29.12.2025",
        "12.1.2026",
        "Heikki ja Maija Lehtinen\nPeltokatu 21\n33100 Tampere",
        "Sisäovien vaihto (5 kpl) ja karmien listoitus, kerrostaloasunto",
        [
            ("Työ, vanhojen ovien purku ja uusien asennus", 10.0, "h", 52.0),
            ("Työ, listoitus ja viimeistely", 4.0, "h", 52.0),
            ("Listat ja kiinnitystarvikkeet", 1.0, "erä", 96.80),
        ],
        True,
    ),
    MYYNTI_2025,
)

INBOX["inbox/Pohjanpuu_lasku_88412.txt"] = (
    _pohjanpuu(
        "88412",
        "9.2.2026",
        "2.3.2026",
        [
            ("Koivuvaneri 18 mm 1220x2440 BB/BB", "4 kpl", 298.00),
            ("Mäntyliimapuu 28x300x2400", "2 kpl", 86.40),
            ("Liukuovikisko Hettich 2,4 m", "2 kpl", 102.00),
        ],
    ),
    OSTO,
)

INBOX["inbox/kuitti_20260212.txt"] = (
    """\
K-Rauta Lahdesjärvi
Lahdesjärvenkatu 3, 33900 Tampere
Y-tunnus 1911982-8

KUITTI               12.02.2026 16:05     Kassa 02  Kuitti 5218

Blum Clip top -sarana 110° 10 kpl            38,90
Vetimet teräs 160 mm 8 kpl                   47,60
Spax ruuvi 4x30 200 kpl                      14,90
Osmo Color kovavahaöljy 0,375 l              29,90
-------------------------------------------------
YHTEENSÄ                                    131,30
ALV 25,5 %        veroton 104,62   vero 26,68

Maksutapa: Yrityskortti OP Business ****2871
Asiakas: LAAKSOSEN PUUTYÖ, Y-tunnus 2845671-2 (K-Pro yritysasiakas)
Työmaa: Heikkinen vaatehuone
""",
    OSTO,
)

INBOX["inbox/Ennakkoveropaatos_2026.txt"] = (
    """\
Verohallinto / Skatteförvaltningen
ENNAKKOVEROPÄÄTÖS 2026 – MUUTOS                       Päiväys 24.2.2026

Mikko Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Toiminimi: Laaksosen Puutyö, Y-tunnus 2845671-2

Olet hakenut ennakkoveron muutosta 18.2.2026. Muutos on tehty arvioidun
elinkeinotoiminnan tuloksen perusteella: 36 000 € (aiemmin 32 000 €).

Ennakkovero vuodelle 2026 yhteensä 8 160,00 €.
Jäljellä olevat erät: 10 x 689,00 €, kuukauden 23. päivä alkaen 23.3.2026.
Jo maksetut erät (23.1. ja 23.2.2026) 2 x 595,00 € on huomioitu.

Maksu OmaVerossa tai viitteellä RF47 0028 4567 1200 0126.
""",
    KIRJANPITO,
)

INBOX["inbox/Doc1.docx"] = (
    _docx(
        [
            ("h", "TARJOUS"),
            _YRITYS,
            "Päiväys: 16.2.2026\nTarjous voimassa: 30 päivää",
            "Kaisa Mäkinen\nHervannan valtaväylä 44 B 12, 33720 Tampere",
            ("h", "Saunan paneloinnin ja lauteiden uusiminen", 2),
            "Tarjous sisältää vanhan paneelin ja lauteiden purun, höyrynsulun tarkastuksen "
            "ja tarvittaessa korjauksen, uuden tervalepän paneloinnin seiniin ja kattoon "
            "sekä kaksitasoiset lauteet lämpöhaavasta. Kiukaan irrotus ja kytkentä tehdään "
            "sähköasentajan toimesta (ei sisälly).",
            [
                ["Erittely", "Veroton", "Sis. alv 25,5 %"],
                ["Työ (arvio 28 h à 54 €)", "1 512,00", "1 897,56"],
                ["Materiaalit (paneeli, lauderima, listat, kiinnikkeet)", "1 180,00", "1 480,90"],
                ["Jätteiden poiskuljetus", "60,00", "75,30"],
                ["Yhteensä", "2 752,00", "3 453,76"],
            ],
            "Työ voidaan aloittaa viikolla 12. Työn osuudesta saa kotitalousvähennyksen.",
            "Ystävällisesti, Mikko Laaksonen, puh. 040 718 2290",
        ]
    ),
    TARJOUKSET,
)

# --- photos

INBOX["inbox/IMG_5102.JPG"] = (_jpeg("2026:01:17 12:26:48", 5), KUVAT_2026)
INBOX["inbox/20251231_235912.jpg"] = (_jpeg("2025:12:31 23:59:12", 2, model="SM-S921B"), KUVAT_2025)
INBOX["inbox/IMG-20260125-WA0004.jpg"] = (
    _jpeg("2026:01:25 15:02:37", 3, model="SM-A546B"),
    KUVAT_2026,
)

# --- office files among their kind

INBOX["inbox/Tyovuorotoiveet_huhtikuu.xlsx"] = (
    _xlsx(
        {
            "toiveet": [
                ["Työvuorotoiveet, jakso 30.3.–26.4.2026", None, None],
                ["Nimi", "Anna Laaksonen", None],
                ["Päivämäärä", "Toive", "Perustelu"],
                ["pe 3.4.2026", "V", "pitkäperjantai – Pentti tulee Tampereelle"],
                ["la 4.4.2026", "A", None],
                ["ma 6.4.2026", "V", "2. pääsiäispäivä"],
                ["to 16.4.2026", "V", "konsertti illalla"],
                ["ti 21.4.2026", "Y", None],
                ["ke 22.4.2026", "Y", None],
                ["la 25.4.2026", "V", "Eetun turnaus"],
                ["Muuta", "ei iltavuoroa ennen aamua (I -> A)", None],
            ]
        }
    ),
    VUOROT,
)

INBOX["inbox/kotitalous_2026.xlsx"] = (_budget(2026, 2, 120), BUDJETTI)

# --- Anna's work

INBOX["inbox/Palkkalaskelma_2026-02.txt"] = (
    _payslip("1.2.–28.2.2026", "13.2.2026", 264.30, 402.66, 533.18, rate=22.5),
    PALKKA,
)

INBOX["inbox/Tehy_tiedote.eml"] = (
    _eml(
        "Tehy ry <uutiskirje@tehy.fi>",
        "anna.laaksonen@gmail.com",
        _t(2026, 2, 12, 10, 30),
        "Vastaa jäsenkyselyyn: työvuorosuunnittelu ja palautuminen",
        """\
Hyvä Tehyn jäsen,

Tehy selvittää, miten työvuorosuunnittelu toimii hyvinvointialueilla ja riittääkö
vuorojen välinen palautumisaika. Vastauksia käytetään ensi syksyn sote-sopimuksen
neuvotteluissa ja työaikalain seurannassa.

Vastaa kyselyyn 1.3.2026 mennessä: tehy.fi/kysely2026 (n. 10 minuuttia)

Kyselyssä kysytään mm.
- kuinka usein iltavuoroa seuraa aamuvuoro (ns. "IA-vuorot")
- toteutuvatko työvuorotoiveet
- onko vuorolistoja muutettu lyhyellä varoitusajalla

Lisäksi: alueelliset jäseniltamme Pirkanmaalla 18.3. klo 17.30 Tampere-talossa
(Sorsapuisto), aiheena palkkaohjelman tilanne. Ilmoittautuminen tapahtumakalenterissa.

Ystävällisin terveisin
Tehy ry
""",
        "20260212103000.5512@tehy.fi",
    ),
    TEHY,
)

# --- home

INBOX["inbox/yhtiokokouskutsu_2026.txt"] = (
    """\
ASUNTO OY TAMPEREEN KUUSIKALLIO
c/o Pirkan Isännöinti Oy, Hatanpään valtatie 24, 33100 Tampere

KUTSU VARSINAISEEN YHTIÖKOKOUKSEEN

Asunto Oy Tampereen Kuusikallion osakkaat kutsutaan varsinaiseen yhtiökokoukseen
tiistaina 31.3.2026 klo 18.00 taloyhtiön kerhohuoneeseen (C-talon pääty).

Käsiteltävät asiat:
 1.–6. Järjestäytyminen
 7. Tilinpäätös tilikaudelta 1.1.–31.12.2025, toimintakertomus, tilintarkastuskertomus
 8. Tilinpäätöksen vahvistaminen ja vastuuvapaus
 9. Talousarvio ja vastikkeet 1.5.2026 alkaen (hoitovastike ennallaan 4,35 €/m²)
10. Hallituksen valinta (erovuorossa Marjatta Kivelä ja Mikko Laaksonen)
11. Tilintarkastajan valinta
12. Kattojen kuntotutkimuksen tilaaminen (hallituksen esitys, n. 4 500 €)
13. Sähköautojen latauspisteiden kartoitus (osakkaan A 2 aloite)
14. Kokouksen päättäminen

Asiakirjat nähtävillä 17.3.2026 alkaen isännöitsijän toimistossa ja sähköisesti.

Tampereella 3.3.2026
Hallitus
""",
    TALOYHTIO,
)

INBOX["inbox/Elisa_lasku_helmikuu.txt"] = (
    """\
ELISA OYJ                                           LASKU

Asiakas: Mikko Laaksonen, asiakasnumero 8812 0044 5
Laskun numero: 13 9102 7781
Päiväys: 06.02.2026
Eräpäivä: 20.02.2026
Viite: 11891 02778 1

Laskutuskausi 01.02.2026–28.02.2026

Elisa Kotinetti 600M, Kuusikalliontie 7 C 12          34,90
Elisa Saunalahti Huoleton 5G 300M (040 718 2290)      29,90
Elisa Saunalahti Huoleton 5G 100M (050 443 9081)      24,90
Elisa Saunalahti Perhe 5G 50M (044 519 2204, Iida)    17,90
Elisa Saunalahti Perhe 5G 10M (044 519 2207, Eetu)     9,90
Elisa Viihde Lite                                       5,90
Eetu: lisädata 5 Gt (ostettu 27.1.2026)                 4,90
-------------------------------------------------------------
Yhteensä                                              128,30 €
Josta arvonlisävero 25,5 %                             26,07 €
""",
    SAHKO,
)

INBOX["inbox/Traficom_ajoneuvovero_2026.txt"] = (
    """\
Traficom
Liikenne- ja viestintävirasto / Transport- och kommunikationsverket

AJONEUVOVEROLASKU / FORDONSSKATTEFAKTURA          Päiväys / Datum 02.03.2026

Verovelvollinen / Skattskyldig:
LAAKSONEN MIKKO
KUUSIKALLIONTIE 7 C 12
33720 TAMPERE

Rekisteritunnus / Registreringstunnus:  KTL-518
Ajoneuvo / Fordon:                      Skoda Octavia Combi, henkilöauto / personbil
Verokausi / Skatteperiod:               10.04.2026–09.04.2027

Perusvero / Grundskatt (CO2 121 g/km)          231,05 €
Käyttövoimavero / Drivkraftsskatt                0,00 €
Yhteensä / Totalt                              231,05 €

Eräpäivä / Förfallodag:   10.04.2026
Tilinumero / Kontonummer: FI95 5000 0120 2471 63
Viitenumero / Referensnummer: 1 00162 91874 40225

Maksamatonta veroa peritään viivästyskorkoineen ulosottoteitse.
Obetald skatt indrivs utan dom eller utslag jämte dröjsmålsränta.
""",
    AUTO,
)

INBOX["inbox/LahiTapiola_kotivakuutus_2026.txt"] = (
    """\
LÄHITAPIOLA PIRKANMAA
VAKUUTUSKIRJA JA LASKU                              Päivätty 4.2.2026

Vakuutuksenottaja: Anna Laaksonen ja Mikko Laaksonen
Osoite: Kuusikalliontie 7 C 12, 33720 Tampere
Asiakasnumero: 77 031 485

KOTIVAKUUTUS LAAJA – uusi vakuutuskausi
Vakuutusnumero: 640-3318204-7
Vakuutuskausi: 1.3.2026–28.2.2027

Muutokset edelliseen kauteen:
- Irtaimiston vakuutusmäärä tarkistettu indeksillä 60 000 € -> 62 000 €
- Matkatavaravakuutus 1 500 € -> 2 000 €/henkilö

Vakuutusmaksu vakuutuskaudelta 431,60 € (etuasiakasalennus 8 % huomioitu)

Laskuerä 1/4                   107,90 €
Eräpäivä                       1.3.2026
Tilinumero                     FI38 3131 3001 1422 55
Viitenumero                    640 33182 04712

Tarkista, että vakuutusmäärä vastaa kotisi irtaimiston arvoa.
""",
    VAKUUTUKSET,
)

# --- Kela (family)

INBOX["inbox/scan_0029.txt"] = (
    """\
Kela – Kansaneläkelaitos / FPA – Folkpensionsanstalten

PÄÄTÖS KOULUMATKATUESTA                                Päivämäärä 14.1.2026
BESLUT OM SKOLRESESTÖD

Iida Laaksonen
Kuusikalliontie 7 C 12
33720 TAMPERE

Oppilaitos: Pyynikin lukio, Tampere
Koulumatka: 11 km yhteen suuntaan

Koulumatkatukesi on tarkistettu, koska Nysse-lippujen hinnat muuttuivat 1.1.2026.

Kela on myöntänyt sinulle koulumatkatukea ajalle 1.1.2026–31.5.2026.

  Koulumatkalipun hinta (Nysse, 30 päivän opiskelijakausi)   45,90 €/kk
  Omavastuu                                                   43,00 €/kk
  Koulumatkatuki                                               2,90 €/kk

Tuki maksetaan lipun hinnan alennuksena (Nysse-kortti). Sinun ei tarvitse tehdä mitään.

Stödet betalas som rabatt på biljettpriset.

Tätä päätöstä koskeva muutoksenhaku: ks. liite.
""",
    KELA,
)

INBOX["inbox/jakso3_arvosanat.txt"] = (
    """\
Wilma – Opintosuoritukset, tuloste 2.2.2026
Laaksonen Iida, ryhmä 24C, Pyynikin lukio

Jakso 3 (24.11.2025–23.1.2026)
  MAA09 Talousmatematiikka          9
  ENA5 Tiede ja tulevaisuus         10
  KE4 Materiaalit ja teknologia     8
  HI2 Kansainväliset suhteet        8
  FI1 Ihminen ja ajattelu           9
Uusinta
  MAA08 Analyyttinen geometria      7 -> 8

Opintopisteitä yhteensä 84.
Ryhmänohjaaja Jukka Mäkelä: YO-englannin koe 11.3., muista preliminäärikoe 3.2.!
""",
    IIDA_2025,
)

# --- nowhere: plausible files this library has no place for

INBOX["inbox/hääkutsu.txt"] = (
    """\
Rakkaat Anna, Mikko, Iida ja Eetu!

Tervetuloa juhlimaan kanssamme hääpäiväämme

          JENNI & TUOMAS

lauantaina 13. kesäkuuta 2026

Vihkiminen klo 15.00 Kangasalan kirkossa
Hääjuhla klo 16.30 alkaen Vehoniemen kartanossa, Kangasala

Pukukoodi: tumma puku / cocktail
Ilmoitathan tulostanne ja mahdollisista ruokavalioista 15.4.2026 mennessä
Jennille: 045 117 2290 tai jenni.koivu@gmail.com

Lahjatoiveena osallistuminen häämatkaamme (tili FI82 1745 3000 2234 19).

Lämmöllä,
Jenni ja Tuomas
""",
    "",
)

INBOX["inbox/mokkiesite_Kuru.txt"] = (
    """\
KIINTEISTÖMAAILMA – Tampere Keskusta
Kohdenumero 1244812

KURU, YLÖJÄRVI – Toisveden rannalla
Vapaa-ajan asunto 52 m² + sauna 12 m² + aitta

Velaton hinta 149 000 €
Rakennusvuosi 1978, peruskorjattu 2012 (katto, ikkunat)
Tontti 5 400 m², oma ranta n. 60 m, hiekkapohja, laituri
Lämmitys: puu ja ilmalämpöpumppu, sähköt, kantovesi (kaivo)
Tieyhteys perille, tiemaksu 180 €/v
Etäisyys Tampereelta 55 km

Yleisesittely su 15.3.2026 klo 13.00–13.45 (ilmoittaudu ennakkoon)

Välittäjä: Jaana Oksanen LKV, puh. 040 551 7781

-- Mikko kirjoitti: "Katotaanko tätä? Eetu haluaa laiturin. Pitäisi kysyä pankista." --
""",
    "",
)

INBOX["inbox/kirpputori_varaus.eml"] = (
    _eml(
        "Kirppispuoti Hervanta <varaukset@kirppispuoti.fi>",
        "anna.laaksonen@gmail.com",
        _t(2026, 2, 16, 8, 15),
        "Pöytävarauksesi nro 57 on vahvistettu",
        """\
Hei Anna!

Kiitos varauksesta. Tässä varauksesi tiedot:

Pöytä: 57 (iso pöytä + rekki)
Myyntiaika: 9.3.–22.3.2026 (2 viikkoa)
Hinta: 39,00 € + provisio 10 % myynnistä
Myyjätunnus: 57-AL

Tuo tuotteet hinnoiteltuina ma 9.3. klo 10–12. Hintalaput tulostat omalta sivultasi,
muista lisätä jokaiselle tuotteelle myyjätunnus. Lasten vaatteet kannattaa laittaa
henkareihin kokojärjestykseen.

Tilitys myynneistä tilillesi viimeistään 27.3.2026. Hakematta jääneet tuotteet
lahjoitetaan hyväntekeväisyyteen 25.3. jälkeen.

Kirppispuoti Hervanta
Insinöörinkatu 23, 33720 Tampere, avoinna ma–pe 10–19, la 10–16, su 12–16
""",
        "57-AL-20260216@kirppispuoti.fi",
    ),
    "",
)

INBOX["inbox/Tampere-talo_liput.txt"] = (
    """\
LIPPUPISTE – E-LIPPU

Tampere Filharmonia: Sibelius 2
Tampere-talo, Iso sali
Torstai 16.4.2026 klo 19.00 (ovet 18.15)

Kapellimestari Matthew Halls
Solisti Elina Vähälä, viulu

Ohjelma: Sibelius: Viulukonsertto d-molli; Sinfonia nro 2 D-duuri

Parvi vasen, rivi 12, paikat 15–16
2 x Peruslippu 42,00 €
Palvelumaksu 2 x 2,50 €
Yhteensä 89,00 €

Tilaaja: Anna Laaksonen, tilausnumero 6612-44801-2
Esitä lippu mobiililaitteelta tai tulostettuna. Lipun kopioiminen on kielletty.
""",
    "",
)
