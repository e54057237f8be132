"""Content tables for the "huishouden-nl" evaluation library.

Merel Bakker and Emre Yıldız, Haverstraat 17, Deventer, with Ela (2011) and Deniz (2015)
Yıldız; Emre's parents Mehmet and Hatice Yıldız in Rotterdam. Plain data and a few small
deterministic generators (payslips, invoices, bank exports, photo sets); huishouden_nl.py
renders them.
"""

from __future__ import annotations

import datetime as dt
import random
from zoneinfo import ZoneInfo

# ---------------------------------------------------------------------------------------
# people, places, devices
# ---------------------------------------------------------------------------------------
ADRES = "Haverstraat 17"
PC_PLAATS = "7412 RD Deventer"
MEREL = "M.A. Bakker"
EMRE = "E. Yıldız"
IBAN_ING = "NL62 INGB 0006 8123 45"
IBAN_KNAB = "NL47 KNAB 0258 3391 07"
KVK = "92418765"
BTW_ID = "NL004127389B58"
BEDRIJF = "Yıldız Beeld & Montage"
BSN_MEREL = "2384.57.119"
BSN_EMRE = "1769.02.845"

IZMIR = ZoneInfo("Europe/Istanbul")

DEVICES = {
    "merel": ("Apple", "iPhone 13", "18.3.2"),
    "emre": ("Google", "Pixel 7a", "HDR+ 1.0.641377693zd"),
}

TRIPS = {
    "Reizen/Izmir zomer 2024/": ("2024-07-13", "2024-08-03"),
    "Reizen/Texel hemelvaart 2025/": ("2025-05-29", "2025-06-01"),
    "Reizen/Izmir juli 2025/": ("2025-07-10", "2025-07-27"),
}


def _izmir_days() -> dict[str, ZoneInfo]:
    out = {}
    for folder, (a, b) in TRIPS.items():
        if "Izmir" not in folder:
            continue
        day = dt.date.fromisoformat(a)
        while day <= dt.date.fromisoformat(b):
            for dev in DEVICES:
                out[f"{dev}:{day}"] = IZMIR
            day += dt.timedelta(days=1)
    return out


TRIP_TZ = _izmir_days()

APPS = {
    "coolblue": ("Coolblue", (0, 144, 227)),
    "bol": ("bol.", (0, 0, 164)),
    "belastingdienst": ("Belastingdienst", (21, 66, 115)),
    "outlook": ("Outlook — Orbis Fleet Analytics", (0, 99, 177)),
    "pegasus": ("Pegasus", (253, 197, 0)),
    "marktplaats": ("Marktplaats", (239, 120, 0)),
    "simyo": ("Simyo", (255, 90, 0)),
    "easypark": ("EasyPark", (0, 160, 140)),
    "digid": ("DigiD", (21, 66, 115)),
    "kopieid": ("KopieID", (1, 104, 155)),
    "gemeente": ("Gemeente Deventer", (200, 16, 46)),
    "magister": ("Magister", (0, 120, 200)),
    "corendon": ("Corendon", (200, 20, 40)),
}

MAANDEN = [
    "januari", "februari", "maart", "april", "mei", "juni",
    "juli", "augustus", "september", "oktober", "november", "december",
]  # fmt: skip
MND = ["jan", "feb", "mrt", "apr", "mei", "jun", "jul", "aug", "sep", "okt", "nov", "dec"]


def eur(x: float, sign: bool = True) -> str:
    """1312.42 -> '€ 1.312,42'."""
    s = f"{abs(x):,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")
    s = ("-" if x < 0 else "") + s
    return f"€ {s}" if sign else s


def nl_date(s: str) -> str:
    d = dt.date.fromisoformat(s)
    return f"{d.day} {MAANDEN[d.month - 1]} {d.year}"


def dmy(s: str) -> str:
    return dt.date.fromisoformat(s).strftime("%d-%m-%Y")


LIB: list[dict] = []
INB: list[dict] = []


def add(path: str, kind: str, date: str, **kw) -> None:
    LIB.append({"path": path, "kind": kind, "date": date, **kw})


def inb(name: str, expect: str, kind: str, date: str, **kw) -> None:
    INB.append({"path": "inbox/" + name, "expect": expect, "kind": kind, "date": date, **kw})


def pxl(local: str, ms: int) -> str:
    """A Pixel camera name: the UTC moment the photo was taken."""
    t = dt.datetime.strptime(local, "%Y-%m-%d %H:%M:%S")
    tz = TRIP_TZ.get("emre:" + local[:10], ZoneInfo("Europe/Amsterdam"))
    u = t.replace(tzinfo=tz).astimezone(dt.UTC)
    return f"PXL_{u:%Y%m%d_%H%M%S}{ms:03d}.jpg"


def shot_name(local: str) -> str:
    return (
        "Screenshot_"
        + dt.datetime.strptime(local, "%Y-%m-%d %H:%M:%S").strftime("%Y%m%d-%H%M%S")
        + ".png"
    )


# =======================================================================================
# Wonen
# =======================================================================================
D = "Wonen/Huur Haverstraat"
BEHEERDER = "Van Dijk & Ter Horst Vastgoedbeheer B.V."
BEH_ADRES = "Brink 41, 7411 BV Deventer · 0570 - 62 19 40 · verhuur@vdth-vastgoed.nl"

add(
    f"{D}/2023-05-22 Huurcontract Haverstraat 17.pdf",
    "pdf",
    "2023-05-22 16:40",
    title="Huurovereenkomst woonruimte",
    text=f"""
> {BEHEERDER}
> {BEH_ADRES}
# HUUROVEREENKOMST WOONRUIMTE
Model vrije sector, gebaseerd op het ROZ-model 2017. Contractnummer HV-2023-0417
## Partijen
Verhuurder: de heer J.W. Brands, wonende te Olst, hierbij vertegenwoordigd door {BEHEERDER}, hierna "verhuurder";
Huurders: mevrouw Merel Anne Bakker, geboren 14-03-1986 te Zwolle, en de heer Emre Yıldız, geboren 02-11-1983 te Rotterdam, beiden hoofdelijk verbonden, hierna "huurder".
## 1. Het gehuurde
1.1 De woning Haverstraat 17, 7412 RD Deventer, bestaande uit woonkamer, open keuken, drie slaapkamers, badkamer, zolder en tuin met berging.
1.2 Het gehuurde wordt opgeleverd in de staat zoals omschreven in het opleverrapport dat bij aanvang door partijen wordt ondertekend.
## 2. Duur en opzegging
2.1 Deze overeenkomst gaat in op 1 juni 2023 en is aangegaan voor onbepaalde tijd.
2.2 Huurder kan opzeggen met inachtneming van een termijn van ten minste één maand; verhuurder uitsluitend op de wettelijke gronden.
## 3. Betalingsverplichting
| Kale huur per maand                       € 1.195,00
| Voorschot servicekosten (tuinonderhoud,
|   glasverzekering, ontstoppingsservice)   €    38,50
| Totaal per maand                          € 1.233,50
3.1 De huur is bij vooruitbetaling verschuldigd vóór de eerste dag van iedere maand op rekening NL19 RABO 0331 8702 64 t.n.v. {BEHEERDER} o.v.v. HV-2023-0417.
3.2 De huurprijs wordt jaarlijks per 1 juli aangepast met ten hoogste het wettelijk toegestane percentage voor de vrije sector.
## 4. Waarborgsom
Huurder betaalt vóór de ingangsdatum een waarborgsom van € 2.390,00 (twee maanden kale huur). Deze wordt binnen 14 dagen na het einde van de huur terugbetaald, onder aftrek van hetgeen huurder verschuldigd is.
## 5. Bijzondere bepalingen
5.1 Huisdieren zijn toegestaan, mits zij geen overlast veroorzaken (één kat gemeld).
5.2 Het onderhoud van de cv-ketel (Nefit EcoPlus HRC30) is voor rekening van verhuurder; jaarlijks onderhoud wordt door verhuurder ingepland.
5.3 Huurder zal de tuin bijhouden; snoeien van de walnotenboom komt voor rekening van verhuurder.

Aldus opgemaakt en getekend te Deventer op 22 mei 2023.
Verhuurder: p.p. R. ter Horst          Huurders: M.A. Bakker     E. Yıldız
""",
)

add(
    f"{D}/2023-05-31 Opleverrapport.pdf",
    "scan",
    "2023-05-31 17:05",
    text="""
# Opleverrapport / inspectie bij aanvang huur
Adres: Haverstraat 17, Deventer          Datum: 31-05-2023
Aanwezig: R. ter Horst (beheerder), M. Bakker, E. Yıldız
## Meterstanden
| Elektra normaal   041877 kWh
| Elektra dal       038204 kWh
| Gas               12655,318 m3
| Water             00871 m3
## Ruimtes
Woonkamer: vloer laminaat goed, kleine kras bij terrasdeur (foto 3). Wanden wit gesausd.
Keuken: inbouw koelkast en inductiekookplaat werkend, afzuigkap filter vervangen.
Badkamer: kitnaad bad verkleurd, wordt niet hersteld (akkoord huurder).
Slaapkamer 2 en 3: gordijnrails aanwezig, blijven achter.
Zolder: vlizotrap werkt, vochtplek dakraam (droog, oud).
Tuin: schutting achterzijde scheef, wordt voor 1 juli hersteld door verhuurder.
## Sleutels
4x voordeur, 2x achterdeur, 1x berging, 1x brievenbus
Handtekening verhuurder: R. ter Horst       Handtekening huurders: M. Bakker / E. Yıldız
""",
)

add(
    f"{D}/2023-06-05 Bevestiging waarborgsom.pdf",
    "pdf",
    "2023-06-05 11:12",
    text=f"""
> {BEHEERDER}
> {BEH_ADRES}
Mevrouw M.A. Bakker en de heer E. Yıldız
Haverstraat 17
7412 RD Deventer

Deventer, 5 juni 2023
Betreft: ontvangst waarborgsom Haverstraat 17 — contractnummer HV-2023-0417

Geachte mevrouw Bakker, geachte heer Yıldız,

Hierbij bevestigen wij dat wij op 30 mei 2023 de waarborgsom van € 2.390,00 en de eerste maand huur van € 1.233,50 in goede orde hebben ontvangen.
De waarborgsom wordt niet belegd en er wordt geen rente over vergoed. Bij het einde van de huurovereenkomst ontvangt u de waarborgsom binnen 14 dagen terug na de eindinspectie.

Wij wensen u veel woonplezier aan de Haverstraat.

Met vriendelijke groet,
Roel ter Horst
Beheerder
""",
)

add(
    f"{D}/2024-05-14 Huurverhoging per 1 juli 2024.pdf",
    "scan",
    "2024-05-16 20:31",
    text="""
# Van Dijk & Ter Horst Vastgoedbeheer B.V.
Brink 41 · 7411 BV Deventer
Mevrouw M.A. Bakker en de heer E. Yıldız
Haverstraat 17, 7412 RD Deventer
Deventer, 14 mei 2024
Ons kenmerk: HV-2023-0417 / IND24
Betreft: jaarlijkse huurprijsaanpassing per 1 juli 2024
Geachte huurders,
Conform artikel 3.2 van uw huurovereenkomst wordt de kale huur jaarlijks per 1 juli aangepast. Voor 2024 geldt voor de vrije sector een maximale huurverhoging van 5,5%. Wij passen dit percentage toe.
| Huidige kale huur              € 1.195,00
| Verhoging 5,5%                 €    65,73
| Nieuwe kale huur per 1-7-2024  € 1.260,73
| Voorschot servicekosten        €    38,50  (ongewijzigd)
| Nieuw totaal per maand         € 1.299,23
Wij verzoeken u uw periodieke overboeking per 1 juli 2024 aan te passen. Heeft u vragen, neem dan contact op met ons kantoor.
Met vriendelijke groet,
R. ter Horst, beheerder
""",
)

add(
    f"{D}/2024-11-03 Mail over schimmel badkamer.eml",
    "eml",
    "2024-11-03 21:48",
    **{
        "from": "Merel Bakker <merel.bakker@ziggo.nl>",
        "to": "Van Dijk & Ter Horst <verhuur@vdth-vastgoed.nl>",
        "subject": "Schimmel badkamer Haverstraat 17",
        "body": """
Beste heer Ter Horst,

Sinds een paar weken zien we zwarte schimmel op het plafond van de badkamer, vooral boven de douche en in de hoek bij het raam. We ventileren elke dag (raam open na het douchen, de mechanische ventilatie staat op stand 2), maar het komt steeds terug. Volgens mij zit het probleem in de afzuiging: de ventielen trekken bijna niks meer.

Ik heb twee foto's bijgevoegd. Kunt u iemand langs laten komen om naar de ventilatie te kijken en het plafond te laten behandelen?

Wij zijn meestal thuis op maandag en vrijdag (thuiswerkdagen).

Met vriendelijke groet,
Merel Bakker
Haverstraat 17
06-41 88 20 73
""",
    },
)

add(
    f"{D}/2024-11-12 Re schimmel badkamer - afspraak.eml",
    "eml",
    "2024-11-12 09:15",
    **{
        "from": "Roel ter Horst <r.terhorst@vdth-vastgoed.nl>",
        "to": "Merel Bakker <merel.bakker@ziggo.nl>",
        "subject": "RE: Schimmel badkamer Haverstraat 17",
        "body": """
Beste mevrouw Bakker,

Dank voor uw melding en de foto's. Ventilatiebedrijf Luchtig Oost (de heer Wessels) komt op vrijdag 22 november tussen 8:00 en 12:00 uur de mechanische ventilatie reinigen en inregelen. Aansluitend laat ik het plafond schimmelwerend behandelen en opnieuw sauzen door Schildersbedrijf Nijhof, die belt zelf voor een afspraak.

De kosten zijn voor rekening van de verhuurder.

Met vriendelijke groet,

Roel ter Horst
Van Dijk & Ter Horst Vastgoedbeheer B.V.
Brink 41, 7411 BV Deventer | 0570 - 62 19 40

> Op 3 nov. 2024, om 21:48 schreef Merel Bakker <merel.bakker@ziggo.nl>:
> Sinds een paar weken zien we zwarte schimmel op het plafond van de badkamer...
""",
    },
)

add(
    f"{D}/2025-02-10 Afrekening servicekosten 2024.pdf",
    "pdf",
    "2025-02-10 14:02",
    text=f"""
> {BEHEERDER}
> {BEH_ADRES}
# Jaarafrekening servicekosten 2024
Huurders: M.A. Bakker en E. Yıldız — Haverstraat 17, Deventer — contract HV-2023-0417
Periode: 1 januari 2024 t/m 31 december 2024
| Omschrijving                         Kosten 2024
| Tuinonderhoud (2x snoeien boom)          € 196,00
| Glasverzekering (aandeel)                €  71,40
| Ontstoppingsservice abonnement           €  54,00
| Administratiekosten (5%)                 €  16,07
| Totaal werkelijke kosten                 € 337,47
| Betaalde voorschotten 12 x € 38,50       € 462,00
| Te ontvangen                             € 124,53
Het tegoed van € 124,53 wordt binnen 30 dagen overgemaakt op {IBAN_ING}.
Bezwaren tegen deze afrekening kunt u binnen zes weken schriftelijk bij ons indienen.
""",
)

# ---------------------------------------------------------------------------------------
D = "Wonen/Energie"
ENECO_HDR = "> Eneco Consumenten B.V. · Postbus 1000 · 3000 BA Rotterdam · eneco.nl\n> Klantnummer 204 118 736 · Leveringsadres Haverstraat 17, 7412 RD Deventer"

add(
    f"{D}/Eneco - welkomstbrief - jun 2023.pdf",
    "pdf",
    "2023-06-08 08:30",
    text=f"""
{ENECO_HDR}
Mevrouw M.A. Bakker
Haverstraat 17
7412 RD Deventer

Rotterdam, 7 juni 2023
# Welkom bij Eneco
Beste mevrouw Bakker,
Fijn dat u voor Eneco kiest. Vanaf 1 juni 2023 leveren wij stroom en gas op uw nieuwe adres.
## Uw contract
| Product            Eneco Modelcontract, variabel tarief
| Stroom             HollandseWind, normaal/dal
| Gas                CO2-gecompenseerd
| Termijnbedrag      € 185,00 per maand (incl. btw)
| Betaalwijze        automatische incasso, rond de 24e van de maand
| IBAN               NL62 INGB 0006 8123 45
Uw termijnbedrag is een schatting op basis van het verbruik van de vorige bewoners. Geef uw meterstanden door in de Eneco app, dan sluit uw termijnbedrag beter aan.
Met energieke groet,
Team Eneco
""",
)

add(
    f"{D}/Eneco - jaarnota - jun 2024.pdf",
    "pdf",
    "2024-06-17 07:12",
    text=f"""
{ENECO_HDR}
# Jaarnota 2023-2024
Notanummer 7004 8812 019 · Periode 1 juni 2023 t/m 31 mei 2024 · Datum 15 juni 2024
## Uw verbruik
| Stroom normaal      1.682 kWh
| Stroom dal          1.514 kWh
| Gas                 860 m3
## Kosten
| Leveringskosten stroom (incl. energiebelasting)   €   926,84
| Leveringskosten gas (incl. energiebelasting)      € 1.126,60
| Vaste leveringskosten                             €    95,40
| Netbeheerkosten Enexis                            €   591,23
| Vermindering energiebelasting                     €  -630,21
| Totaal incl. btw                                  € 2.109,86
| Betaalde termijnbedragen 12 x € 185               € 2.220,00
| U ontvangt terug                                  €   110,14
Wij storten het bedrag binnen 10 dagen op uw rekening eindigend op 2345.
""",
)

add(
    f"{D}/Eneco - termijnbedrag - jun 2024.pdf",
    "pdf",
    "2024-06-17 07:14",
    text=f"""
{ENECO_HDR}
# Uw nieuwe termijnbedrag
Beste mevrouw Bakker,
Op basis van uw jaarnota en de huidige tarieven hebben we uw termijnbedrag opnieuw berekend.
| Oud termijnbedrag          € 185,00
| Nieuw termijnbedrag        € 178,00 per maand
| Ingangsdatum               juli 2024
Wilt u liever een ander bedrag? Dat kan in Mijn Eneco, binnen de grenzen van uw verwachte verbruik.
Met vriendelijke groet, Eneco
""",
)

add(
    f"{D}/Eneco - prijswijziging - dec 2024.pdf",
    "pdf",
    "2024-12-02 10:00",
    text=f"""
{ENECO_HDR}
# Uw tarieven per 1 januari 2025
Beste mevrouw Bakker,
Per 1 januari 2025 veranderen de energiebelasting en de netbeheerkosten. Ook onze variabele tarieven wijzigen.
| Stroom normaal   € 0,3181 per kWh (was € 0,3012)
| Stroom dal       € 0,2957 per kWh (was € 0,2874)
| Gas              € 1,4109 per m3  (was € 1,3318)
| Vaste leveringskosten € 7,95 per maand per product
| Vermindering energiebelasting 2025: € 635,19 per jaar
Alle tarieven zijn inclusief btw en energiebelasting. Uw termijnbedrag blijft € 178,00.
Eneco
""",
)

add(
    f"{D}/Eneco - jaarnota - jun 2025.pdf",
    "pdf",
    "2025-06-16 06:55",
    text=f"""
{ENECO_HDR}
# Jaarnota 2024-2025
Notanummer 7005 2291 447 · Periode 1 juni 2024 t/m 31 mei 2025 · Datum 14 juni 2025
## Uw verbruik
| Stroom normaal      1.731 kWh
| Stroom dal          1.588 kWh
| Gas                 1.067 m3
## Kosten
| Leveringskosten stroom (incl. energiebelasting)   € 1.028,89
| Leveringskosten gas (incl. energiebelasting)      € 1.472,46
| Vaste leveringskosten                             €    95,40
| Netbeheerkosten Enexis                            €   604,33
| Vermindering energiebelasting                     €  -635,19
| Totaal incl. btw                                  € 2.565,89
| Betaalde termijnbedragen 12 x € 178               € 2.136,00
| U betaalt bij                                     €   429,89
Het bedrag wordt rond 28 juni 2025 afgeschreven van uw rekening eindigend op 2345.
""",
)

add(
    f"{D}/Eneco - termijnbedrag - jun 2025.pdf",
    "pdf",
    "2025-06-16 06:56",
    text=f"""
{ENECO_HDR}
# Uw nieuwe termijnbedrag
Beste mevrouw Bakker,
Uw verbruik was het afgelopen jaar hoger dan verwacht. Om een grote nabetaling volgend jaar te voorkomen, verhogen we uw termijnbedrag.
| Oud termijnbedrag          € 178,00
| Nieuw termijnbedrag        € 214,00 per maand
| Ingangsdatum               juli 2025
Eneco
""",
)

add(
    f"{D}/Eneco - prijswijziging - jun 2025.pdf",
    "pdf",
    "2025-06-02 10:00",
    text=f"""
{ENECO_HDR}
# Uw tarieven per 1 juli 2025
Beste mevrouw Bakker,
Per 1 juli 2025 passen wij onze variabele tarieven aan.
| Stroom normaal   € 0,3095 per kWh (was € 0,3181)
| Stroom dal       € 0,2899 per kWh (was € 0,2957)
| Gas              € 1,3847 per m3  (was € 1,4109)
U hoeft niets te doen. Eneco
""",
)

add(
    f"{D}/meterstanden.txt",
    "text",
    "2025-10-01 21:05",
    text="""
meterstanden Haverstraat (1e vd maand, ongeveer)
datum       normaal  dal     gas
01-06-2023  041877   038204  12655
01-09-2023  042196   038461  12688
01-12-2023  042560   038819  12944
01-03-2024  042996   039240  13377
01-06-2024  043559   039718  13515
01-09-2024  043874   039996  13541
01-12-2024  044279   040398  13822
01-03-2025  044741   040853  14301
01-06-2025  045290   041306  14582
01-09-2025  045602   041583  14611
01-10-2025  045741   041699  14640
""",
)

# ---------------------------------------------------------------------------------------
D = "Wonen/Gemeente & water"
add(
    f"{D}/GBLT aanslag 2024.pdf",
    "scan",
    "2024-02-29 19:40",
    text="""
# GBLT — Gemeentelijk Belastingkantoor Lococensus-Tricijn
Namens de gemeente Deventer
AANSLAGBILJET GEMEENTELIJKE HEFFINGEN 2024
Aanslagnummer 7010.24.0883.415     Dagtekening 23 februari 2024
E. Yıldız, Haverstraat 17, 7412 RD Deventer
| Objectadres          Haverstraat 17, Deventer
| Afvalstoffenheffing  meerpersoonshuishouden       € 336,84
| Rioolheffing         gebruiker                     € 211,20
| Totaal aanslag                                     € 548,04
Betaling in 10 termijnen via automatische incasso van € 54,80 (laatste termijn € 54,84), eerste termijn eind maart 2024.
WOZ-beschikking: niet van toepassing (u bent geen eigenaar).
Bezwaar binnen zes weken na dagtekening via gblt.nl.
""",
)

add(
    f"{D}/Vitens jaarafrekening 2024.pdf",
    "pdf",
    "2024-12-18 08:00",
    text="""
> Vitens N.V. · Postbus 1205 · 8001 BE Zwolle · vitens.nl
> Klantnummer 5002 873 114
# Jaarafrekening drinkwater
E. Yıldız, Haverstraat 17, 7412 RD Deventer
Periode 1 december 2023 t/m 30 november 2024 · Factuurdatum 16 december 2024
| Meterstand 30-11-2023        0955 m3
| Meterstand 30-11-2024        1088 m3
| Verbruik                     133 m3
| Vastrecht                    €  76,43
| Water 133 m3 x € 1,1296      € 150,24
| Belasting op leidingwater    €  56,36
| Btw 9%                       €  25,50
| Totaal                       € 308,53
| Betaalde voorschotten        € 312,00
| Tegoed                       €   3,47
Uw nieuwe voorschot wordt € 27,00 per maand.
""",
)

add(
    f"{D}/Vitens voorschot 2025.pdf",
    "pdf",
    "2025-01-06 08:00",
    text="""
> Vitens N.V. · Postbus 1205 · 8001 BE Zwolle · vitens.nl
# Uw voorschotbedrag 2025
Klantnummer 5002 873 114 — Haverstraat 17, Deventer
Per januari 2025 betaalt u € 27,00 per maand. De tarieven voor 2025: vastrecht € 79,70 per jaar, drinkwater € 1,1813 per m3, belasting op leidingwater € 0,4236 per m3.
""",
)

add(
    f"{D}/Uittreksel BRP Haverstraat.pdf",
    "pdf",
    "2023-06-20 12:10",
    text="""
> Gemeente Deventer · Burgerzaken · Grote Kerkhof 1 · Deventer
# Uittreksel Basisregistratie Personen
Op verzoek van: E. Yıldız · Datum: 20 juni 2023
## Adres
Haverstraat 17, 7412 RD Deventer — ingeschreven sinds 1 juni 2023, vorig adres Rijnkade 88-3, 6811 HD Arnhem
## Personen op dit adres
| Bakker, Merel Anne             14-03-1986  Zwolle
| Yıldız, Emre                   02-11-1983  Rotterdam
| Yıldız, Ela Sevgi              09-05-2011  Arnhem
| Yıldız, Deniz Mert             21-01-2015  Arnhem
Nationaliteit Yıldız, E.: Nederlandse, Turkse.
Dit uittreksel is kosteloos verstrekt voor: inschrijving school.
""",
)

add(
    f"{D}/Circulus afvalkalender 2025.pdf",
    "pdf",
    "2024-12-20 19:02",
    text="""
# Afvalkalender 2025 — Circulus
Haverstraat 17, Deventer (Zandweerd)
Zet uw container op de ophaaldag vóór 7:30 uur aan de straat.
## GFT (groene container)
Om de week op dinsdag: 7 en 21 jan, 4 en 18 feb, 4 en 18 mrt, ... van april t/m oktober wekelijks op dinsdag.
## Restafval (grijze container)
Eens per vier weken op donderdag: 16 jan, 13 feb, 13 mrt, 10 apr, 8 mei, 5 jun, 3 jul, 31 jul, 28 aug, 25 sep, 23 okt, 20 nov, 18 dec.
## PMD (plastic, blik, drinkpakken)
Om de week op woensdag in de oranje zak of container.
## Oud papier
Tweede zaterdag van de maand, ophaling door vrijwilligers van VV Zandweerd.
Kerstbomen: zaterdag 11 januari 2025.
""",
)

# ---------------------------------------------------------------------------------------
D = "Wonen/Internet & mobiel"
add(
    f"{D}/Ziggo contract 2023.pdf",
    "pdf",
    "2023-05-26 13:30",
    text="""
> Ziggo B.V. · Postbus 43048 · 3540 AA Utrecht
# Bevestiging van je bestelling
Klantnummer 41 882 906 · Installatieadres Haverstraat 17, 7412 RD Deventer
| Internet Giga (1000 Mbit/s)              € 55,50 per maand
| Vaste telefonie: niet gekozen
| TV Start                                 inbegrepen
| Activatiekosten                          € 0,00 (actie)
| Contractduur                             1 jaar, daarna maandelijks opzegbaar
| Ingangsdatum                             1 juni 2023
Je modem (SmartWifi modem) wordt vóór 31 mei bezorgd.
""",
)

add(
    f"{D}/Ziggo prijsverhoging 2025.pdf",
    "pdf",
    "2025-06-03 09:40",
    text="""
> Ziggo B.V. · klantnummer 41 882 906
# Je abonnement wordt per 1 juli 2025 duurder
Beste mevrouw Bakker,
Per 1 juli 2025 passen we onze prijzen aan met 4,4%. Voor jouw Internet Giga betekent dat: € 58,00 per maand (was € 55,50).
Je mag je abonnement kosteloos opzeggen tot 1 juli 2025.
""",
)

add(
    f"{D}/Odido factuur mei 2025.pdf",
    "pdf",
    "2025-05-20 06:00",
    text="""
> Odido Netherlands B.V. · Waldorpstraat 60 · 2521 CC Den Haag
# Factuur mei 2025
Klantnummer 1.27815.44 · Factuurnummer 9006 1288 4401
Merel Bakker · 06-41 88 20 73
| Unlimited 5G, sim-only           € 30,00
| Roaming buiten EU (Turkije)      €  0,00
| Totaal incl. btw                 € 30,00
Bedrag wordt op 28-05-2025 afgeschreven van NL62 INGB 0006 8123 45.
""",
)

add(
    f"{D}/{shot_name('2024-03-02 10:15:44')}",
    "shot",
    "2024-03-02 10:15:44",
    app="simyo",
    lines=[
        "# Mijn Simyo",
        "Emre Yıldız · 06-18 44 72 90",
        "",
        "## Jouw abonnement",
        "20 GB + onbeperkt bellen",
        "€ 12,50 per maand · 1 jaar vast tot 02-03-2025",
        "",
        "## Verbruik deze maand",
        "Data: 3,1 GB van 20 GB",
        "Bellen: 148 min",
        "",
        "[Bundel aanpassen]",
    ],
)

# ---------------------------------------------------------------------------------------
D = "Wonen/Aankopen & garantie"
add(
    f"{D}/Coolblue wasmachine AEG 2023.pdf",
    "pdf",
    "2023-06-14 22:16",
    text="""
> Coolblue B.V. · Weena 664 · 3012 CN Rotterdam · KvK 24433069
# Factuur
Factuurnummer 1207734511 · Bestelnummer 91837745 · Factuurdatum 14-06-2023
Merel Bakker, Haverstraat 17, 7412 RD Deventer
| 1x AEG LR7696UD4 wasmachine 9 kg         € 849,00
| 1x Installatie en oude machine mee       €  45,00
| Subtotaal excl. btw                      € 738,84
| Btw 21%                                  € 155,16
| Totaal                                   € 894,00
Betaald met iDEAL op 14-06-2023.
Garantie: 2 jaar fabrieksgarantie + 3 jaar Coolblue Zekerheidsgarantie, tot 16-06-2028. Bewaar deze factuur.
Bezorgd op vrijdag 16 juni 2023.
""",
)

add(
    f"{D}/Bosch koelkast garantie.pdf",
    "pdf",
    "2024-08-21 10:30",
    text="""
# Registratiebevestiging MyBosch
Product: Bosch KGN39VWEQ koel-vriescombinatie, serienummer 442 07 91885
Aankoopdatum: 17-08-2024, gekocht bij Expert Deventer, € 799,00
Eigenaar: Emre Yıldız, Haverstraat 17, 7412 RD Deventer
Door registratie in MyBosch is uw fabrieksgarantie verlengd met 3 jaar tot 17-08-2029 (totaal 5 jaar). De garantie geldt op onderdelen en arbeid; voorrijkosten zijn inbegrepen.
""",
)

add(
    f"{D}/IMG_3355.JPG",
    "paper",
    "2024-03-09 14:52:10",
    dev="merel",
    receipt=True,
    text="""
# IKEA Duiven
Nieuwgraaf 2, 6921 RR Duiven
---
| PAX kast 150x58x236 wit      265,00
| KOMPLEMENT plank 2st          20,00
| KOMPLEMENT plank 2st          20,00
| PAX deur Forsand 2st         120,00
| SKUBB doos 6st                 9,99
| HOTDOG MENU                    2,50
---
| TOTAAL EUR                   437,49
| Pinbetaling                  437,49
| waarvan BTW 21%               75,93
---
09-03-2024 14:48  kassa 27
Ruilen binnen 365 dagen met bon
""",
)

add(
    f"{D}/{shot_name('2024-01-19 20:15:44')}",
    "shot",
    "2024-01-19 20:15:44",
    app="bol",
    lines=[
        "# Bedankt voor je bestelling!",
        "Bestelnummer A000 8ZK 2QF",
        "",
        "## Philips Airfryer XXL HD9650/90",
        "1 x € 199,00",
        "Verkoop door bol",
        "",
        "## Bezorging",
        "Zondag 21 januari · Haverstraat 17, Deventer",
        "",
        "Totaal € 199,00 · betaald met iDEAL",
        "Retourneren kan tot 30 dagen na ontvangst",
    ],
)

add(
    f"{D}/Gazelle fiets Ela bon.pdf",
    "scan",
    "2024-04-06 12:20",
    text="""
# Fietshuis Colmschate
Holterweg 120, 7429 AM Colmschate · 0570-54 87 12
KASSABON / GARANTIEBEWIJS              06-04-2024
| Gazelle Esprit T7 dames 53cm donkerblauw   € 629,00
|  framenr. GZ 17735 4410
| AXA Defender ringslot                      €  34,95
| Spatbordlapje                              €   0,00
| Inruil oude fiets                          € -50,00
| Totaal                                     € 613,95
Betaald pin. Garantie frame 10 jaar, onderdelen 2 jaar. Gratis eerste servicebeurt binnen 3 maanden.
Klant: Yıldız
""",
)


# =======================================================================================
# Werk Merel: payslips (generated), contract and HR (English)
# =======================================================================================
ORBIS = "Orbis Fleet Analytics B.V."
ORBIS_HDR = (
    f"> {ORBIS} · Keizersgracht 452 · 1016 GD Amsterdam\n"
    "> Loonheffingennummer 8617.44.902.L01 · KvK 74410938"
)
FRANCHISE = 1435.75


def _bruto(year: int, month: int) -> float:
    ym = (year, month)
    if ym < (2023, 9):
        return 4860.00
    if ym < (2024, 9):
        return 4980.00
    if year == 2024:
        return 5180.00
    return 5420.00 if ym >= (2025, 10) else 5310.00


def _loonheffing(year: int, taxable_month: float) -> float:
    a = taxable_month * 12
    if year == 2024:
        tax = 0.3697 * min(a, 75518)
        ahk = max(0.0, 3362 - 0.0663 * max(0.0, a - 24812))
        ak = max(0.0, 5532 - 0.06 * max(0.0, a - 39958))
    else:
        tax = 0.3582 * min(a, 38441) + 0.3748 * max(0.0, min(a, 76817) - 38441)
        ahk = max(0.0, 3068 - 0.06337 * max(0.0, a - 28406))
        ak = max(0.0, 5599 - 0.0651 * max(0.0, a - 43071))
    return round((tax - ahk - ak) / 12, 2)


THUISWERK = {  # days worked from home per month
    (2024, 1): 9, (2024, 2): 10, (2024, 3): 9, (2024, 4): 8, (2024, 5): 7, (2024, 6): 9,
    (2024, 7): 3, (2024, 8): 6, (2024, 9): 10, (2024, 10): 9, (2024, 11): 10, (2024, 12): 7,
    (2025, 1): 10, (2025, 2): 9, (2025, 3): 8, (2025, 4): 9, (2025, 5): 7, (2025, 6): 9,
    (2025, 7): 4, (2025, 8): 8, (2025, 9): 11, (2025, 10): 11,
}  # fmt: skip


def payslip(year: int, month: int) -> dict:
    bruto = _bruto(year, month)
    pensioen = round((bruto - FRANCHISE) * 0.062, 2)
    lh = _loonheffing(year, bruto - pensioen)
    past = [(year - 1, m) for m in range(6, 13)] + [(year, m) for m in range(1, 6)]
    vg = round(0.08 * sum(_bruto(*ym) for ym in past), 2) if month == 5 else 0.0
    vg_lh = round(vg * (0.4419 if year == 2025 else 0.4497), 2)
    days = THUISWERK[(year, month)]
    thuis = round(days * 2.40, 2)
    netto = round(bruto - pensioen - lh + vg - vg_lh + thuis, 2)
    return {"bruto": bruto, "pensioen": pensioen, "lh": lh, "vg": vg, "vg_lh": vg_lh,
            "days": days, "thuis": thuis, "netto": netto}  # fmt: skip


def payslip_text(year: int, month: int) -> str:
    p = payslip(year, month)
    cum = [payslip(year, m) for m in range(1, month + 1)]
    c_bruto = sum(x["bruto"] + x["vg"] for x in cum)
    c_lh = sum(x["lh"] + x["vg_lh"] for x in cum)
    c_pens = sum(x["pensioen"] for x in cum)
    rows = [
        f"| Salaris                                  {eur(p['bruto'], False):>10}",
        f"| Pensioenpremie werknemer BeFrank 6,2%                {eur(-p['pensioen'], False):>10}",
    ]
    if p["vg"]:
        rows.append(f"| Vakantiegeld 8% (jun {year - 1}-mei {year})   {eur(p['vg'], False):>10}")
        rows.append(
            f"| Loonheffing bijzonder tarief                         {eur(-p['vg_lh'], False):>10}"
        )
    rows += [
        f"| Loon voor de loonheffing                 {eur(p['bruto'] - p['pensioen'] + p['vg'], False):>10}",
        f"| Loonheffing tabel                                    {eur(-p['lh'], False):>10}",
        f"| Thuiswerkvergoeding {p['days']:>2} dg x 2,40 (onbelast)                  {eur(p['thuis'], False):>10}",
    ]
    return f"""
{ORBIS_HDR}
# Loonstrook {MAANDEN[month - 1]} {year}
| Werknemer        M.A. Bakker (personeelsnummer 10274)
| Adres            Haverstraat 17, 7412 RD Deventer
| BSN              {BSN_MEREL}
| Functie          Senior UX Researcher
| In dienst        01-03-2022          Uren per week   36 (0,9 fte)
| Periode          {month:02d}-{year} (maand {month})   Loontabel wit, maand, met loonheffingskorting
| Uurloon          {eur(p["bruto"] / 156, False)}
---
| Omschrijving                              Bruto     Inhouding   Vergoeding
{chr(10).join(rows)}
---
| NETTO UIT TE BETALEN                                             {eur(p["netto"], False):>10}
Betaald op {IBAN_ING} t.n.v. M.A. Bakker op 24-{month:02d}-{year}.
## Cumulatieven {year} t/m deze periode
| Loon in geld            {eur(c_bruto, False):>12}
| Ingehouden loonheffing  {eur(c_lh, False):>12}
| Pensioenpremie WN       {eur(c_pens, False):>12}
## Werkgeverslasten (ter informatie)
| Werkgeversbijdrage Zvw 6,51%   {eur(round((p["bruto"] - p["pensioen"]) * 0.0651, 2), False):>10}
| Pensioenpremie WG 12,4%        {eur(round((p["bruto"] - FRANCHISE) * 0.124, 2), False):>10}
Verlofsaldo: zie HR-portal (Personio).
"""


def jaaropgave_text(year: int) -> str:
    ps = [payslip(year, m) for m in range(1, 13)]
    loon = sum(p["bruto"] - p["pensioen"] + p["vg"] for p in ps)
    lh = sum(p["lh"] + p["vg_lh"] for p in ps)
    zvw = sum(round((p["bruto"] - p["pensioen"] + p["vg"]) * 0.0657, 2) for p in ps)
    return f"""
{ORBIS_HDR}
# Jaaropgave {year}
Werknemer: M.A. Bakker, Haverstraat 17, 7412 RD Deventer · BSN {BSN_MEREL} · personeelsnummer 10274
Periode: 01-01-{year} t/m 31-12-{year}
| Loon voor de loonheffing                      {eur(loon, False):>12}
| Ingehouden loonheffing                        {eur(lh, False):>12}
| Werkgeversheffing Zvw                         {eur(zvw, False):>12}
| Toegepaste loonheffingskorting                vanaf 01-01-{year}
| Tabel                                         wit
| Code nettoloon                                  nee
Gebruik deze jaaropgave voor uw aangifte inkomstenbelasting {year}. Bewaar haar minimaal 7 jaar.
"""


D = "Werk Merel/Loonstroken"
for y, m in [(2024, 10), (2024, 11), (2024, 12)] + [(2025, m) for m in range(1, 10)]:
    add(
        f"{D}/Loonstrook_{y}_{m:02d}_Merel_Bakker.pdf",
        "pdf",
        f"{y}-{m:02d}-22 18:{10 + m:02d}",
        text=payslip_text(y, m),
        producer="Nmbrs",
    )
add(
    f"{D}/Jaaropgave_2024_Merel_Bakker.pdf",
    "pdf",
    "2025-01-27 09:05",
    text=jaaropgave_text(2024),
    producer="Nmbrs",
)

D = "Werk Merel/Contract & HR"
add(
    f"{D}/Employment contract Orbis - Merel Bakker.pdf",
    "pdf",
    "2022-02-14 15:20",
    text=f"""
{ORBIS_HDR}
# Employment Agreement
between {ORBIS}, Amsterdam ("the Employer") and Merel Anne Bakker, born 14 March 1986 ("the Employee").
## 1. Position and start date
The Employee is employed as Senior UX Researcher in the Product Discovery team, starting 1 March 2022, for an indefinite period after a probation period of one month.
## 2. Working hours and place of work
36 hours per week. The Employee works from the Amsterdam office at least two days per week; other days may be worked from home in line with the Hybrid Working Policy.
## 3. Salary
Gross monthly salary EUR 4,860.00 based on 36 hours, paid on or around the 24th of each month. Holiday allowance of 8% is paid in May. Salaries are reviewed annually in September.
## 4. Holidays
The Employee is entitled to 22.5 days (180 hours) of statutory and 2.5 days (20 hours) of extra-statutory leave per year, pro rata.
## 5. Pension
The Employee participates in the defined-contribution pension scheme with BeFrank. Employee contribution 6.2% of the pensionable salary (salary minus the offset).
## 6. Notice period
After probation, the notice period is two months for the Employee and in accordance with the law for the Employer.
## 7. Travel
The Employee receives an NS Business Card (2nd class, unlimited) for commuting between Deventer and Amsterdam Centraal.
Signed in Amsterdam on 14 February 2022.
For the Employer: Laura Mertens, VP People        The Employee: M.A. Bakker
""",
)

add(
    f"{D}/Salary review 2024.pdf",
    "pdf",
    "2024-09-18 11:40",
    text=f"""
{ORBIS_HDR}
Amsterdam, 18 September 2024
Dear Merel,
# Your compensation review 2024
Thank you for your contribution this year, in particular the fleet-electrification discovery research and the onboarding of two junior researchers.
Following the annual review, your gross monthly salary will change as follows, effective 1 September 2024:
| Current gross monthly salary (36h)    EUR 4,980.00
| New gross monthly salary (36h)        EUR 5,180.00
| Increase                              4.0%
Your performance rating: Strong. Your next review is planned for September 2025. From 1 January 2025 the general indexation of 2.5% will be applied on top of this salary.
Kind regards,
Laura Mertens, VP People
""",
)

add(
    f"{D}/Hybrid working policy 2024.pdf",
    "pdf",
    "2024-02-01 09:00",
    text=f"""
{ORBIS_HDR}
# Hybrid Working Policy (version 3, February 2024)
## Office days
Every employee works from the office at least two days per week. Team anchor days: Tuesday and Thursday.
## Working from home
Up to three days a week may be worked from home. Work from home outside the Netherlands is allowed for a maximum of 20 working days per calendar year and only within the EU; Turkey and the UK require prior approval of People & Legal.
## Allowances
Home-working allowance: EUR 2.40 per day worked from home (tax-free, 2025: EUR 2.40), registered in Personio. One-off home office budget EUR 500 every 3 years.
## Equipment
Laptops remain the property of Orbis. Report loss or theft to it@orbisfleet.com within 24 hours.
""",
)

add(
    f"{D}/UPO 2024 pensioen BeFrank.pdf",
    "pdf",
    "2024-06-30 10:00",
    text="""
# Uniform Pensioenoverzicht 2024 — BeFrank
Mevrouw M.A. Bakker · geboren 14-03-1986 · deelnemersnummer 7731 0455
Werkgever: Orbis Fleet Analytics B.V. · Stand per 1 januari 2024
## Wat heeft u tot nu toe opgebouwd?
Waarde pensioenkapitaal: € 24.816,42
## Wat krijgt u als u met pensioen gaat (indicatie vanaf 68 jaar en 2 maanden)?
| Verwacht             € 9.112 bruto per jaar
| Pessimistisch        € 6.480 bruto per jaar
Dit komt bovenop uw AOW. Kijk op mijnpensioenoverzicht.nl voor al uw pensioenen.
""",
)

add(
    f"{D}/Verlofplanning 2025.md",
    "text",
    "2025-06-05 21:22",
    text="""
# Verlof 2025 (Personio)

totaal: 200 uur (180 wettelijk + 20 bovenwettelijk), over uit 2024: 22 uur

- 3+4 maart, carnaval: nope, voorjaarsvakantie kids 15-23 feb -> 2 dagen (14,4u)
- 28 april t/m 2 mei meivakantie -> 4 dagen (28,8u), Koningsdag vrij
- Hemelvaart 29 mei + vrijdag 30 mei (Texel) -> 1 dag (7,2u)
- Izmir: 10 t/m 25 juli -> 11 dagen (79,2u). Wedding Elif 12 juli!! ask Laura for WFH from Izmir 21-25 july? -> policy says Turkey needs approval, so no, just leave
- herfstvakantie 20-24 okt -> 3 dagen
- kerst: 22 dec t/m 2 jan -> 6 dagen

remaining approx 20 uur -> carry over
""",
)


# =======================================================================================
# Financiën
# =======================================================================================
D = "Financiën/ING"

_SHOPS = [
    ("Albert Heijn 1428 DEVENTER", 18, 96), ("Jumbo Deventer Keizerslanden", 12, 84),
    ("Lidl Deventer Hanzeweg", 9, 55), ("Etos Deventer Lange Bisschopstraat", 6, 31),
    ("Kruidvat 7711 Deventer", 4, 28), ("Bakkerij Bolk Deventer", 4, 17),
    ("Tango Deventer Zwolseweg", 35, 78), ("HEMA Deventer", 5, 42),
    ("Bazar Istanbul Supermarkt Deventer", 11, 46), ("Action Deventer Boxbergerweg", 5, 36),
]  # fmt: skip


def _ing_rows(year: int, month: int) -> list[tuple]:
    """(date, name, counter account, code, af/bij, amount, soort, mededeling)."""
    rnd = random.Random(f"ing{year}{month}")
    rows = []
    huur = 1299.23 if (year, month) < (2025, 7) else 1350.92
    rows.append(
        (
            1,
            "Van Dijk & Ter Horst Vastgoedbeheer",
            "NL19RABO0331870264",
            "OV",
            "Af",
            huur,
            "Online bankieren",
            "Huur Haverstraat 17 HV-2023-0417",
        )
    )
    rows.append(
        (
            2,
            "Zilveren Kruis Zorgverzekeringen NV",
            "NL48INGB0000094222",
            "IC",
            "Af",
            318.62,
            "Incasso",
            f"Premie {MAANDEN[month - 1]} {year} relatienr 180 447 219",
        )
    )
    rows.append(
        (
            5,
            "E Yildiz",
            IBAN_KNAB.replace(" ", ""),
            "GT",
            "Bij",
            2600.00,
            "Overschrijving",
            "prive opname",
        )
    )
    if month in (1, 4, 7, 10):
        q = (month - 1) // 3 or 4
        rows.append(
            (
                3,
                "SVB Kinderbijslag",
                "NL65INGB0000070500",
                "GT",
                "Bij",
                708.20 if (year, month) <= (2025, 1) else 743.21,
                "Overschrijving",
                f"Kinderbijslag {q}e kw {year if q != 4 else year - 1} E Yildiz",
            )
        )
    rows.append(
        (
            12,
            "Ziggo Services BV",
            "NL31INGB0000040040",
            "IC",
            "Af",
            55.50 if (year, month) < (2025, 7) else 58.00,
            "Incasso",
            "Ziggo klantnr 41882906",
        )
    )
    rows.append(
        (
            24,
            ORBIS,
            "NL02ABNA0456781299",
            "GT",
            "Bij",
            payslip(year, month)["netto"],
            "Overschrijving",
            f"Salaris {month:02d}-{year} pers.nr 10274",
        )
    )
    rows.append(
        (
            24,
            "Eneco Consumenten BV",
            "NL74INGB0000001700",
            "IC",
            "Af",
            178.00 if (year, month) < (2025, 7) else 214.00,
            "Incasso",
            "Termijn 204118736",
        )
    )
    rows.append(
        (
            27,
            "Vitens NV",
            "NL08INGB0000003444",
            "IC",
            "Af",
            27.00,
            "Incasso",
            "Voorschot drinkwater",
        )
    )
    if 3 <= month <= 12:
        rows.append(
            (
                28,
                "GBLT",
                "NL36BNGH0285186922",
                "IC",
                "Af",
                55.98,
                "Incasso",
                f"Aanslag 7010.25.0883.415 termijn {month - 2}",
            )
        )
    rows.append(
        (
            28,
            "Odido Netherlands BV",
            "NL68DEUT0265186439",
            "IC",
            "Af",
            30.00,
            "Incasso",
            "Factuur Odido",
        )
    )
    rows.append(
        (
            15,
            "Centraal Beheer",
            "NL55INGB0000009933",
            "IC",
            "Af",
            97.85,
            "Incasso",
            "Polissen Yildiz autoverzekering + woonverzekering",
        )
    )
    if month == 6 and year == 2025:
        rows.append(
            (
                28,
                "Eneco Consumenten BV",
                "NL74INGB0000001700",
                "IC",
                "Af",
                429.89,
                "Incasso",
                "Jaarnota 7005 2291 447",
            )
        )
    for _ in range(rnd.randint(18, 26)):
        shop, lo, hi = rnd.choice(_SHOPS)
        rows.append(
            (
                rnd.randint(1, 28),
                shop,
                "",
                "BA",
                "Af",
                round(rnd.uniform(lo, hi), 2),
                "Betaalautomaat",
                f"Pasvolgnr: 004 {rnd.randint(10, 28):02d}-{month:02d}-{year} "
                f"{rnd.randint(8, 20):02d}:{rnd.randint(0, 59):02d} Transactie: {rnd.randrange(16**8):08X}",
            )
        )
    return sorted(rows, key=lambda r: (r[0], r[1]))


def ing_csv(year: int, q: int) -> str:
    head = (
        '"Datum";"Naam / Omschrijving";"Rekening";"Tegenrekening";"Code";"Af Bij";'
        '"Bedrag (EUR)";"Mutatiesoort";"Mededelingen";"Saldo na mutatie";"Tag"'
    )
    saldo = 2841.17 + q * 113.0
    out = []
    for month in range(3 * q - 2, 3 * q + 1):
        for day, name, tegen, code, afbij, amt, soort, med in _ing_rows(year, month):
            saldo += amt if afbij == "Bij" else -amt
            cells = [
                f"{year}{month:02d}{day:02d}",
                name,
                IBAN_ING.replace(" ", ""),
                tegen,
                code,
                afbij,
                f"{amt:.2f}".replace(".", ","),
                soort,
                med,
                f"{saldo:.2f}".replace(".", ","),
                "",
            ]
            out.append(";".join(f'"{c}"' for c in cells))
    return head + "\n" + "\n".join(reversed(out))


add(
    f"{D}/ING jaaroverzicht 2023.pdf",
    "pdf",
    "2024-01-18 07:30",
    text=f"""
> ING Bank N.V. · Postbus 1800 · 1000 BV Amsterdam
# Jaaroverzicht 2023
M.A. Bakker en/of E. Yıldız · Haverstraat 17 · 7412 RD Deventer
| Betaalrekening  {IBAN_ING}   saldo 31-12-2023  €  2.114,86
| Oranje Spaarrekening V 931-88412            saldo 31-12-2023  € 14.250,00
| Ontvangen rente spaarrekening 2023                              €    201,74
Gebruik deze gegevens voor uw aangifte inkomstenbelasting 2023 (box 3, peildatum 1 januari 2024).
""",
)
add(
    f"{D}/ING jaaroverzicht 2024.pdf",
    "pdf",
    "2025-01-17 07:30",
    text=f"""
> ING Bank N.V. · Postbus 1800 · 1000 BV Amsterdam
# Jaaroverzicht 2024
M.A. Bakker en/of E. Yıldız · Haverstraat 17 · 7412 RD Deventer
| Betaalrekening  {IBAN_ING}   saldo 31-12-2024  €  3.008,41
| Oranje Spaarrekening V 931-88412            saldo 31-12-2024  € 17.620,55
| Ontvangen rente spaarrekening 2024                              €    322,19
Gebruik deze gegevens voor uw aangifte inkomstenbelasting 2024 (box 3, peildatum 1 januari 2025).
""",
)
for q, end in ((1, "31-03"), (2, "30-06"), (3, "30-09")):
    start = {1: "01-01", 2: "01-04", 3: "01-07"}[q]
    add(
        f"{D}/{IBAN_ING.replace(' ', '')}_{start}-2025_{end}-2025.csv",
        "text",
        f"2025-{3 * q + 1:02d}-0{q + 2} 20:4{q}",
        text=ing_csv(2025, q),
    )

# ---------------------------------------------------------------------------------------
BD_HDR = "# Belastingdienst\nPostbus 9044 · 7300 GR Apeldoorn"
add(
    "Financiën/Belasting/2023/Aangifte IB 2023 Merel.pdf",
    "pdf",
    "2024-03-24 21:10",
    text=f"""
# Aangifte inkomstenbelasting 2023 — overzicht
Naam: M.A. Bakker · BSN {BSN_MEREL} · fiscale partner: E. Yıldız · ingediend 24-03-2024
## Box 1
| Loon Orbis Fleet Analytics B.V.               € 60.812
| Ingehouden loonheffing                        € 16.930
| Eigen woning                                  niet van toepassing (huur)
| Giften (gedeeld met partner, 100% bij Merel)  €    315 (drempel niet gehaald)
## Box 3
| Bank- en spaartegoeden 1-1-2023 (aandeel 50%)  €  7.110
## Resultaat
| Te ontvangen                                  €    274
""",
)
add(
    "Financiën/Belasting/2023/Aangifte IB 2023 Emre.pdf",
    "pdf",
    "2024-03-24 21:40",
    text=f"""
# Aangifte inkomstenbelasting 2023 — overzicht
Naam: E. Yıldız · BSN {BSN_EMRE} · fiscale partner: M.A. Bakker · ingediend 24-03-2024
## Box 1
| Loon Beeldhuis Media B.V. (1-1 t/m 31-12)      € 44.212
| Ingehouden loonheffing                         € 10.164
| Inkomsten uit overige werkzaamheden            €      0
## Box 3
| Bank- en spaartegoeden 1-1-2023 (aandeel 50%)  €  7.110
## Resultaat
| Te ontvangen                                   €     58
""",
)
add(
    "Financiën/Belasting/2023/Aanslag IB 2023 Merel.pdf",
    "scan",
    "2024-06-11 19:02",
    text=f"""
{BD_HDR}
M.A. Bakker, Haverstraat 17, 7412 RD Deventer
AANSLAG INKOMSTENBELASTING/PREMIE VOLKSVERZEKERINGEN 2023
Aanslagnummer {BSN_MEREL.replace(".", "")}.H.36.01    Dagtekening 7 juni 2024
| Belastbaar inkomen uit werk en woning       € 60.812
| Inkomstenbelasting en premies                € 22.894
| Heffingskortingen                            €  5.690
| Ingehouden loonheffing                       € 16.930
| Terug te ontvangen                           €    274
Wij betalen het bedrag binnen 3 weken uit op rekening {IBAN_ING}.
""",
)
add(
    "Financiën/Belasting/2023/Aanslag IB 2023 Emre.pdf",
    "scan",
    "2024-06-21 20:15",
    text=f"""
{BD_HDR}
E. Yıldız, Haverstraat 17, 7412 RD Deventer
AANSLAG INKOMSTENBELASTING/PREMIE VOLKSVERZEKERINGEN 2023
Aanslagnummer {BSN_EMRE.replace(".", "")}.H.36.01    Dagtekening 14 juni 2024
| Belastbaar inkomen uit werk en woning       € 44.212
| Heffingskortingen                            €  6.184
| Terug te ontvangen                           €     58
""",
)
add(
    "Financiën/Belasting/2024/Aangifte IB 2024 Merel.pdf",
    "pdf",
    "2025-04-11 21:05",
    text=f"""
# Aangifte inkomstenbelasting 2024 — overzicht
Naam: M.A. Bakker · BSN {BSN_MEREL} · fiscale partner: E. Yıldız · ingediend 11-04-2025
## Box 1
| Loon Orbis Fleet Analytics B.V. (jaaropgave)   € 62.625
| Ingehouden loonheffing                         € 17.905
| Giften ANBI (KWF, Vluchtelingenwerk)           €    420
## Box 3
| Bank- en spaartegoeden 1-1-2024 (aandeel 100%) € 16.364
## Resultaat
| Te ontvangen                                   €    861
""",
)
add(
    "Financiën/Belasting/2024/Aangifte IB 2024 Emre.pdf",
    "pdf",
    "2025-04-11 21:30",
    text=f"""
# Aangifte inkomstenbelasting 2024 — overzicht
Naam: E. Yıldız · BSN {BSN_EMRE} · fiscale partner: M.A. Bakker · ingediend 11-04-2025
## Box 1
| Loon Beeldhuis Media B.V. (1-1 t/m 30-4)                       € 15.103
| Winst uit onderneming Yıldız Beeld & Montage (vanaf 1-5-2024)  € 31.940
| Zelfstandigenaftrek (urencriterium gehaald, 1.284 uur)         € -3.750
| Startersaftrek                                                 € -2.123
| MKB-winstvrijstelling 13,31%                                   € -3.469
| Ingehouden loonheffing                                         €  3.498
| Voorlopige aanslag 2024 betaald                                €  5.412
## Resultaat
| Te betalen                                                     €  1.327
""",
)
add(
    "Financiën/Belasting/2024/Voorlopige aanslag 2024 Emre.pdf",
    "scan",
    "2024-07-19 19:30",
    text=f"""
{BD_HDR}
E. Yıldız, Haverstraat 17, 7412 RD Deventer
VOORLOPIGE AANSLAG INKOMSTENBELASTING 2024
Aanslagnummer {BSN_EMRE.replace(".", "")}.H.46.01    Dagtekening 12 juli 2024
Op uw verzoek (wijziging: start onderneming per 1 mei 2024) hebben wij deze voorlopige aanslag vastgesteld.
| Geschatte winst uit onderneming               € 28.000
| Te betalen                                    €  5.412
Betalen in 5 termijnen van € 1.082,40, eerste termijn uiterlijk 31 augustus 2024.
""",
)
add(
    "Financiën/Belasting/2024/Jaaropgaven 2024 checklist.md",
    "text",
    "2025-03-02 20:14",
    text="""
# aangifte 2024 checklist

- [x] jaaropgave Orbis (Merel) -> Werk Merel/Loonstroken
- [x] jaaropgaaf Beeldhuis Media jan-apr (Emre) - mail van Sandra, pdf in mail
- [x] ING jaaroverzicht 2024 (spaar 17.620 op 31-12)
- [x] winst Emre: uit Moneybird, jaarrapport 2024, winst 31.940
- [x] uren Emre: 1.284 (urenregistratie 2024.csv) -> zelfstandigenaftrek + startersaftrek
- [x] giften: KWF 240, Vluchtelingenwerk 180
- [ ] zorgkosten? nee, onder drempel
- box 3: alles bij Merel zetten (scheelt volgens de hulp niks, maar makkelijk)
- Emre VA 2024 al betaald: 5 x 1.082,40
""",
)
add(
    "Financiën/Belasting/2025/Voorlopige aanslag 2025 Emre.pdf",
    "scan",
    "2025-01-24 18:50",
    text=f"""
{BD_HDR}
E. Yıldız, Haverstraat 17, 7412 RD Deventer
VOORLOPIGE AANSLAG INKOMSTENBELASTING 2025
Aanslagnummer {BSN_EMRE.replace(".", "")}.H.56.01    Dagtekening 17 januari 2025
| Geschatte winst uit onderneming                € 42.000
| Zelfstandigenaftrek / MKB-winstvrijstelling    toegepast
| Te betalen                                     €  9.744
Betalen in 11 termijnen: 10 x € 885,82 en 1 x € 885,80, per maand uiterlijk de laatste dag van de maand, vanaf februari 2025.
""",
)
add(
    f"Financiën/Belasting/2025/{shot_name('2025-02-03 20:44:10')}",
    "shot",
    "2025-02-03 20:44:10",
    app="belastingdienst",
    lines=[
        "# Mijn Belastingdienst",
        "E. Yıldız",
        "",
        "## Voorlopige aanslag 2025",
        "Aanslagnummer 176902845.H.56.01",
        "Totaal te betalen: € 9.744,00",
        "Betaald: € 0,00",
        "",
        "## Volgende termijn",
        "€ 885,82 uiterlijk 28-02-2025",
        "Betalingskenmerk 1176 9028 4556 0108",
        "",
        "[Betaal nu met iDEAL]",
    ],
)
add(
    "Financiën/Belasting/2025/Giften 2025.txt",
    "text",
    "2025-08-30 22:03",
    text="""
giften 2025 (voor aangifte volgend jaar)
KWF maandelijks 20,00 -> 240,00
Vluchtelingenwerk Nederland 15/mnd -> 180,00
Serious Request collecte school Deniz 10,00 (geen bewijs, telt niet)
aardbeving Türkiye? nee dat was 2023 (AFAD via Emre's broer)
""",
)

# ---------------------------------------------------------------------------------------
D = "Financiën/Kinderbijslag"
SVB_HDR = "> Sociale Verzekeringsbank · Postbus 18 · 1180 AA Amstelveen · svb.nl\n> Kantoor Zwolle · klantnummer 3104 8827 519"


def svb_kb(q: int, year: int, date: str) -> str:
    ela, deniz = (382.82, 325.38) if year == 2024 else (401.74, 341.47)
    return f"""
{SVB_HDR}
De heer E. Yıldız
Haverstraat 17
7412 RD Deventer

Datum {nl_date(date)}
Onderwerp: betaling kinderbijslag {q}e kwartaal {year}
# Betaling kinderbijslag
Geachte heer Yıldız,
Wij betalen de kinderbijslag over het {q}e kwartaal van {year}.
| Kind                        Geboortedatum   Leeftijdsgroep   Bedrag
| Ela Sevgi Yıldız            09-05-2011      12 t/m 17 jaar   {eur(ela)}
| Deniz Mert Yıldız           21-01-2015      6 t/m 11 jaar    {eur(deniz)}
| Totaal                                                       {eur(ela + deniz)}
Wij maken het bedrag over op rekening {IBAN_ING}. Het staat binnen enkele werkdagen op uw rekening.
Verandert er iets in uw situatie? Geef het door via Mijn SVB.
Met vriendelijke groet,
Sociale Verzekeringsbank
"""


add(
    f"{D}/SVB kinderbijslag Q4 2024.pdf",
    "pdf",
    "2025-01-02 09:15",
    text=svb_kb(4, 2024, "2025-01-02"),
)
add(
    f"{D}/SVB kinderbijslag Q1 2025.pdf",
    "pdf",
    "2025-04-01 09:15",
    text=svb_kb(1, 2025, "2025-04-01"),
)
add(
    f"{D}/SVB kinderbijslag Q2 2025.pdf",
    "pdf",
    "2025-07-01 09:15",
    text=svb_kb(2, 2025, "2025-07-01"),
)
add(
    f"{D}/SVB jaaroverzicht 2024.pdf",
    "pdf",
    "2025-01-30 09:00",
    text=f"""
{SVB_HDR}
# Jaaroverzicht kinderbijslag 2024
De heer E. Yıldız, Haverstraat 17, 7412 RD Deventer
| Kwartaal   Ela Sevgi Yıldız   Deniz Mert Yıldız   Totaal
| 1e 2024    € 382,82           € 325,38            € 708,20
| 2e 2024    € 382,82           € 325,38            € 708,20
| 3e 2024    € 382,82           € 325,38            € 708,20
| 4e 2024    € 382,82           € 325,38            € 708,20
| Totaal 2024                                      € 2.832,80
Kinderbijslag is vrij van belasting; u hoeft dit bedrag niet op te geven in uw aangifte.
""",
)

# =======================================================================================
# Verzekeringen
# =======================================================================================
D = "Verzekeringen/Zorg"
ZK_HDR = "> Zilveren Kruis Zorgverzekeringen N.V. · Postbus 444 · 2740 AK Waddinxveen\n> Relatienummer 180 447 219"


def zk_polis(year: int, premie_m: float, premie_e: float) -> str:
    return f"""
{ZK_HDR}
# Polisblad zorgverzekering {year}
Verzekeringnemer: mevrouw M.A. Bakker, Haverstraat 17, 7412 RD Deventer
Ingangsdatum: 1 januari {year} · Collectiviteit: Orbis Fleet Analytics (korting 5% op aanvullend)
| Verzekerde           Geboren      Basis           Aanvullend       Premie p/m
| M.A. Bakker          14-03-1986   Basis Budget    Aanvullend 2*    {eur(premie_m)}
| E. Yıldız            02-11-1983   Basis Budget    Aanvullend 2*    {eur(premie_e)}
| E.S. Yıldız          09-05-2011   Basis Budget    Aanvullend 2*    € 0,00
| D.M. Yıldız          21-01-2015   Basis Budget    Aanvullend 2*    € 0,00
| Totaal per maand                                                   {eur(premie_m + premie_e)}
Verplicht eigen risico {year}: € 385 per volwassene; vrijwillig eigen risico: € 0.
Kinderen tot 18 jaar zijn gratis meeverzekerd. Orthodontie voor Ela: vergoeding uit Aanvullend 2* tot € 2.000 (eenmalig).
"""


add(
    f"{D}/Zilveren Kruis polis 2024.pdf",
    "pdf",
    "2023-11-20 08:00",
    text=zk_polis(2024, 152.25, 152.25),
)
add(
    f"{D}/Zilveren Kruis polis 2025.pdf",
    "pdf",
    "2024-11-19 08:00",
    text=zk_polis(2025, 159.31, 159.31),
)
add(
    f"{D}/Declaratie fysio Merel 2024.pdf",
    "pdf",
    "2024-05-03 12:00",
    text=f"""
{ZK_HDR}
# Vergoedingsoverzicht
Verzekerde: M.A. Bakker · Datum 3 mei 2024
| Behandeldatum   Zorgverlener                      Gedeclareerd   Vergoed   Eigen risico
| 04-04-2024      Fysiotherapie De IJssel Deventer  € 42,50        € 42,50   € 0,00
| 11-04-2024      Fysiotherapie De IJssel Deventer  € 42,50        € 42,50   € 0,00
| 18-04-2024      Fysiotherapie De IJssel Deventer  € 42,50        € 42,50   € 0,00
| 25-04-2024      Fysiotherapie De IJssel Deventer  € 42,50        € 42,50   € 0,00
Vergoed uit Aanvullend 2* (9 behandelingen per jaar); nog 5 behandelingen over in 2024.
""",
)
add(
    f"{D}/Eigen risico overzicht 2024.pdf",
    "pdf",
    "2025-02-12 08:00",
    text=f"""
{ZK_HDR}
# Jaaroverzicht eigen risico 2024
| Verzekerde      Verbruikt eigen risico   Van           Belangrijkste kosten
| M.A. Bakker     € 196,40                 € 385,00      dermatoloog Deventer Ziekenhuis, medicijnen
| E. Yıldız       € 385,00                 € 385,00      MRI schouder, fysiotherapie na verwijzing
Kinderen hebben geen eigen risico.
""",
)

D = "Verzekeringen/Auto & woning"
CB_HDR = "> Centraal Beheer · Postbus 9150 · 7300 HZ Apeldoorn · centraalbeheer.nl\n> Relatienummer 55 019 872"
add(
    f"{D}/Centraal Beheer autoverzekering 2025.pdf",
    "pdf",
    "2024-12-09 08:00",
    text=f"""
{CB_HDR}
# Polisblad autoverzekering
Polisnummer 84.119.337 · Verzekeringnemer E. Yıldız, Haverstraat 17, 7412 RD Deventer
Geldig van 1 januari 2025 t/m 31 december 2025
| Auto            Toyota Yaris 1.5 Hybrid Dynamic, bouwjaar 2019
| Kenteken        K-419-RN
| Dekking         WA + Beperkt Casco
| Schadevrije jaren 11, trede 14, korting 75%
| Regelmatige bestuurder E. Yıldız, ook M.A. Bakker
| Kilometrage     tot 15.000 km per jaar
| Eigen risico    € 150 (beperkt casco)
| Premie          € 51,12 per maand
""",
)
add(
    f"{D}/Centraal Beheer woonverzekering.pdf",
    "pdf",
    "2023-06-02 08:00",
    text=f"""
{CB_HDR}
# Polisblad woonverzekering
Polisnummer 84.119.338 · Ingangsdatum 1 juni 2023 · Risicoadres Haverstraat 17, Deventer
| Inboedelverzekering Extra Uitgebreid     verzekerd bedrag: garantie tegen onderverzekering
| Aansprakelijkheidsverzekering gezin      € 2.500.000 per gebeurtenis
| Eigen risico                             € 0
| Premie                                   € 46,73 per maand
Uw woning is een huurwoning; de opstal is verzekerd door de eigenaar.
""",
)
add(
    f"{D}/Groene kaart Yaris 2025.pdf",
    "pdf",
    "2024-12-09 08:01",
    text="""
# INTERNATIONAL MOTOR INSURANCE CARD / GROENE KAART
Land/bureau NL · Verzekeraar 0361 Achmea Schadeverzekeringen N.V. (Centraal Beheer)
Nummer NL/0361/84119337
Geldig van 01-01-2025 tot en met 31-12-2025
Kenteken K-419-RN · Categorie A (personenauto) · Merk Toyota
Verzekeringnemer: E. Yıldız, Haverstraat 17, 7412 RD Deventer
Geldig in: A B BG CY CZ D DK E EST F FIN GB GR H HR I IRL IS L LT LV M N NL P PL RO S SK SLO CH AND SRB MNE MK AL BIH TR
""",
)
add(
    f"{D}/Schade fiets Deniz 2024.eml",
    "eml",
    "2024-10-08 20:36",
    **{
        "from": "Emre Yildiz <emre@yildizbeeld.nl>",
        "to": "schade@centraalbeheer.nl",
        "subject": "Schademelding aansprakelijkheid polis 84.119.338 - fiets tegen geparkeerde auto",
        "body": """
Goedenavond,

Hierbij meld ik een schade onder onze aansprakelijkheidsverzekering (polis 84.119.338).

Op zaterdag 5 oktober 2024 rond 10:30 uur is onze zoon Deniz Yıldız (9 jaar) met zijn fiets uitgegleden op de natte klinkers in de Brinkgreverweg en tegen een geparkeerde auto gevallen (Volkswagen Golf, kenteken R-702-BK). Er zit een deuk en een kras in het achterportier.

Eigenaar: mevrouw I. de Groot, Brinkgreverweg 63, Deventer, tel. 06-21 09 44 18. Zij heeft een offerte van Autoschade Hulshof: € 612,40 incl. btw. Foto's en offerte zitten in de bijlage.

Deniz heeft zelf alleen een geschaafde knie.

Met vriendelijke groet,
Emre Yıldız
Haverstraat 17, 7412 RD Deventer
06-18 44 72 90
""",
    },
)


# =======================================================================================
# Emre ZZP
# =======================================================================================
EMRE_HDR = (
    f"> {BEDRIJF} · Emre Yıldız · {ADRES} · {PC_PLAATS}\n"
    f"> 06-18 44 72 90 · emre@yildizbeeld.nl · KvK {KVK} · btw-id {BTW_ID}"
)
CLIENTS = {
    "meerlicht": (
        "Studio Meerlicht B.V.",
        "t.a.v. Floor Hendriks",
        "Sonsbeeksingel 112",
        "6822 BJ Arnhem",
    ),
    "wildgroei": (
        "Bureau Wildgroei",
        "t.a.v. Jasper Nijenhuis",
        "Thorbeckegracht 23",
        "8011 VM Zwolle",
    ),
    "veldkamp": (
        "Veldkamp Installatietechniek B.V.",
        "t.a.v. mw. S. Veldkamp, marketing",
        "Siemensstraat 9",
        "7418 CB Deventer",
    ),
    "ijssel": (
        "Stichting IJsselfestival",
        "t.a.v. Bart Wolters",
        "Postbus 412",
        "7400 AK Deventer",
    ),
    "hatch": (
        "Hatch & Harbour Ltd",
        "attn. Priya Shah",
        "Unit 4, 21 Vyner Street",
        "London E2 9DG, United Kingdom",
    ),
}
SHORT = {"meerlicht": "Studio Meerlicht", "wildgroei": "Wildgroei", "veldkamp": "Veldkamp",
         "ijssel": "IJsselfestival", "hatch": "Hatch & Harbour"}  # fmt: skip

INVOICES = [  # number, date, client, reference, [(description, qty, unit, price)]
    ("2024-001", "2024-05-31", "meerlicht", "PO 24-061", [("Montage corporate film 'Water voor de Vallei' (opnames 14-16 mei)", 4, "dag", 595)]),
    ("2024-002", "2024-06-28", "wildgroei", "Zwolle Fietst", [("Motion graphics campagne 'Zwolle Fietst': 3 animaties van 15 sec.", 1, "post", 2150)]),
    ("2024-003", "2024-07-05", "ijssel", "aftermovie 2024", [("Opnames IJsselfestival 29 en 30 juni", 2, "dag", 595), ("Montage aftermovie (3 min.) + 4 social cuts", 18, "uur", 72.5)]),
    ("2024-004", "2024-08-30", "meerlicht", "PO 24-112", [("Montage 6 interviewvideo's 'Werken bij Alliander'", 5, "dag", 595), ("Ondertiteling NL/EN", 6, "video", 45)]),
    ("2024-005", "2024-09-27", "veldkamp", "40 jaar Veldkamp", [("Draaidag bedrijfsfilm 'Veldkamp 40 jaar' incl. camera-uitrusting", 1, "dag", 795), ("Montage en kleurcorrectie", 14, "uur", 72.5)]),
    ("2024-006", "2024-10-25", "hatch", "Harbour Stories ep. 1-3", [("Edit & colour grade 'Harbour Stories' episodes 1-3", 6, "day", 650)]),
    ("2024-007", "2024-11-15", "wildgroei", "Kerstcampagne Isala", [("Animatie kerstcampagne Isala (30 sec. + 2 varianten)", 1, "post", 1850)]),
    ("2024-008", "2024-11-29", "meerlicht", "PO 24-147", [("Montage jaarfilm 2024 Gelderse Vallei", 3, "dag", 595)]),
    ("2024-009", "2024-12-20", "hatch", "Harbour Stories ep. 4-6", [("Edit & colour grade 'Harbour Stories' episodes 4-6", 6, "day", 650), ("Archive footage research", 4, "hour", 75)]),
    ("2025-001", "2025-01-31", "meerlicht", "PO 25-009", [("Montage recruitmentvideo's 'Techniek in je wijk' (5 stuks)", 4, "dag", 620)]),
    ("2025-002", "2025-02-14", "veldkamp", "warmtepomp-uitleg", [("Uitlegvideo warmtepomp (animatie + voice-over inkoop)", 1, "post", 1650)]),
    ("2025-003", "2025-02-28", "wildgroei", "Zwolle Fietst 2025", [("Update animaties 'Zwolle Fietst' (3x) + 9:16 versies", 16, "uur", 75)]),
    ("2025-004", "2025-03-28", "hatch", "Harbour Stories S2", [("Edit 'Harbour Stories' season 2, episodes 1-2", 5, "day", 680)]),
    ("2025-005", "2025-04-11", "meerlicht", "PO 25-041", [("Montage campagne 'Energie in balans' (1x 90 sec., 3x 20 sec.)", 3, "dag", 620)]),
    ("2025-006", "2025-04-30", "ijssel", "teaser 2025", [("Teaser IJsselfestival 2025 uit archiefbeeld", 10, "uur", 75)]),
    ("2025-007", "2025-05-23", "wildgroei", "Isala zomer", [("Animatie 'Zomer bij Isala' (20 sec.)", 1, "post", 1450)]),
    ("2025-008", "2025-06-13", "meerlicht", "PO 25-066", [("Montage 'Werken bij Alliander' seizoen 2, deel 1 (4 video's)", 5, "dag", 620), ("Mixage via onderaannemer (Geluidstudio Ruis)", 1, "post", 540)]),
    ("2025-009", "2025-06-30", "ijssel", "aftermovie 2025", [("Opnames IJsselfestival 27 en 28 juni", 2, "dag", 620), ("Montage aftermovie + 5 social cuts", 16, "uur", 75)]),
    ("2025-010", "2025-08-29", "hatch", "Harbour Stories S2", [("Edit 'Harbour Stories' season 2, episodes 3-5", 7, "day", 680)]),
    ("2025-011", "2025-09-12", "veldkamp", "installateurs gezocht", [("Draaidag recruitmentvideo 'Installateurs gezocht'", 1, "dag", 820), ("Montage + ondertiteling", 12, "uur", 75)]),
    ("2025-012", "2025-09-26", "meerlicht", "PO 25-097", [("Montage jaarverslagfilm 2024-2025 Gelderse Vallei", 3, "dag", 620)]),
    ("2025-013", "2025-10-31", "meerlicht", "PO 25-118", [("Montage 'Werken bij Alliander' seizoen 2, deel 2 (4 video's)", 5, "dag", 620), ("Mixage via onderaannemer (Geluidstudio Ruis)", 1, "post", 585), ("Ondertiteling NL/EN", 4, "video", 45)]),
]  # fmt: skip


def invoice_text(nr: str, date: str, client: str, ref: str, lines: list) -> str:
    name, attn, street, city = CLIENTS[client]
    english = client == "hatch"
    d = dt.date.fromisoformat(date)
    due = (d + dt.timedelta(days=30)).strftime("%d-%m-%Y")
    sub = sum(q * p for _, q, _, p in lines)
    rows = []
    for desc, q, unit, price in lines:
        rows.append(f"| {desc}")
        rows.append(
            f"|     {q} {unit} x {eur(price, False):>8}                              {eur(q * price, False):>10}"
        )
    if english:
        return f"""
{EMRE_HDR}
{name}
{attn}
{street}
{city}
# INVOICE
| Invoice number   {nr}
| Invoice date     {d.strftime("%d %B %Y")}
| Due date         {due}
| Your reference   {ref}
---
{chr(10).join(rows)}
---
| Subtotal                                              EUR {eur(sub, False):>10}
| VAT                                                   EUR       0,00
| Total due                                             EUR {eur(sub, False):>10}
VAT: services supplied to a business outside the EU — not subject to Dutch VAT (art. 6 Wet OB, reverse charge).
Please transfer the total within 30 days to IBAN {IBAN_KNAB}, BIC KNABNL2H, in the name of {BEDRIJF}, quoting {nr}.
"""
    btw = round(sub * 0.21, 2)
    return f"""
{EMRE_HDR}
{name}
{attn}
{street}
{city}
# FACTUUR
| Factuurnummer    {nr}
| Factuurdatum     {d.strftime("%d-%m-%Y")}
| Vervaldatum      {due}
| Uw referentie    {ref}
---
{chr(10).join(rows)}
---
| Subtotaal                                                {eur(sub, False):>10}
| Btw 21%                                                  {eur(btw, False):>10}
| Totaal te betalen                                       {eur(sub + btw):>12}
Graag het totaalbedrag binnen 30 dagen overmaken op {IBAN_KNAB} t.n.v. {BEDRIJF} onder vermelding van factuurnummer {nr}.
Bedankt voor de fijne samenwerking!
"""


for nr, date, client, ref, lines in INVOICES[:-1]:
    add(
        f"Emre ZZP/Facturen verstuurd/{nr[:4]}/F{nr} {SHORT[client]}.pdf",
        "pdf",
        f"{date} 16:3{int(nr[-1]) % 10}",
        text=invoice_text(nr, date, client, ref, lines),
        producer="Microsoft® Word voor Microsoft 365",
    )

# ---------------------------------------------------------------------------------------
D = "Emre ZZP/Inkoop & bonnetjes"
add(
    f"{D}/2024-05 Kamera Express Sony FE 24-70.pdf",
    "pdf",
    "2024-05-08 13:20",
    text=f"""
> Kamera Express B.V. · Vasteland 8 · 3011 BK Rotterdam · KvK 24351744 · btw NL8039.22.877.B01
# Factuur 2405-118734
Datum 08-05-2024 · Klant {BEDRIJF}, t.a.v. E. Yıldız, {ADRES}, {PC_PLAATS} · btw-id {BTW_ID}
| 1x Sony FE 24-70mm f/2.8 GM II                          € 2.099,00
| 1x B+W 82mm UV-filter MRC nano                          €    59,00
| Totaal incl. btw                                        € 2.158,00
| waarvan btw 21%                                         €   374,53
Betaald: iDEAL Knab 08-05-2024.
""",
)
add(
    f"{D}/2024-06 Adobe Creative Cloud.pdf",
    "pdf",
    "2024-06-03 02:10",
    text=f"""
# Adobe
Adobe Systems Software Ireland Ltd · 4-6 Riverwalk, Citywest Business Campus · Dublin 24, Ireland · VAT IE6364992H
## INVOICE
| Invoice number      IEN2024001893354
| Invoice date        03-JUN-2024
| Customer            Yildiz Beeld & Montage, Emre Yildiz, {ADRES}, {PC_PLAATS}, NL
| Customer VAT ID     {BTW_ID}
| Product             Creative Cloud All Apps, annual plan paid monthly
| Service period      03-JUN-2024 to 02-JUL-2024
| Net amount          EUR 71.39
| VAT (reverse charge) EUR 0.00
| Total               EUR 71.39
VAT reverse charged — Article 196, Council Directive 2006/112/EC.
""",
)
add(
    f"{D}/2024-11 Coolblue MacBook Pro.pdf",
    "pdf",
    "2024-11-22 22:40",
    text=f"""
> Coolblue B.V. · Weena 664 · 3012 CN Rotterdam · btw NL8107.08.385.B01
# Factuur (zakelijk)
Factuurnummer 1209913402 · Factuurdatum 22-11-2024
{BEDRIJF}, t.a.v. E. Yıldız, {ADRES}, {PC_PLAATS} · btw-id {BTW_ID}
| 1x Apple MacBook Pro 16" M4 Pro 48GB/1TB Space Black   € 3.312,40
| 1x AppleCare+ 3 jaar                                   €   413,22
| Subtotaal excl. btw                                    € 3.725,62
| Btw 21%                                                €   782,38
| Totaal                                                 € 4.508,00
Betaald met iDEAL (Knab) op 22-11-2024.
""",
)
add(
    f"{D}/2025-01 Adobe Creative Cloud.pdf",
    "pdf",
    "2025-01-03 02:11",
    text=f"""
# Adobe
Adobe Systems Software Ireland Ltd · Dublin 24, Ireland · VAT IE6364992H
## INVOICE
| Invoice number      IEN2025000041877
| Invoice date        03-JAN-2025
| Customer            Yildiz Beeld & Montage, {ADRES}, {PC_PLAATS}, NL · VAT {BTW_ID}
| Product             Creative Cloud Pro, annual plan paid monthly
| Service period      03-JAN-2025 to 02-FEB-2025
| Net amount          EUR 77.87
| VAT (reverse charge) EUR 0.00
| Total               EUR 77.87
""",
)
add(
    f"{D}/2025-02 De Stadskamer flexplek.pdf",
    "pdf",
    "2025-02-03 09:00",
    text=f"""
> De Stadskamer coworking · Pikeursbaan 3 · 7411 GT Deventer · btw NL866122045B01
# Factuur DS-2025-0211
Factuurdatum 03-02-2025 · {BEDRIJF}, {ADRES}, {PC_PLAATS}
| Flexplek strippenkaart 10 dagen                     € 175,00
| Vergaderruimte 'Bergkwartier' 2 uur (12-02)         €  50,00
| Subtotaal                                           € 225,00
| Btw 21%                                             €  47,25
| Totaal                                              € 272,25
""",
)
add(
    f"{D}/2025-04 Frame.io.pdf",
    "pdf",
    "2025-04-14 05:02",
    text=f"""
# Frame.io — Receipt
Adobe Inc. / Frame.io · 345 Park Avenue, San Jose, CA 95110
| Receipt #      2417-9932
| Date paid      April 14, 2025
| Billed to      Emre Yildiz, Yildiz Beeld & Montage, {PC_PLAATS}, Netherlands
| Plan           Frame.io Pro, 2 seats, monthly
| Amount         EUR 30.00
| Tax            EUR 0.00 (reverse charge)
| Total          EUR 30.00
Payment method: Visa ending in 4417
""",
)
add(
    f"{D}/2025-06 Geluidstudio Ruis mixage.pdf",
    "pdf",
    "2025-06-10 17:05",
    text=f"""
> Geluidstudio Ruis · Joost Mulder · Pothoofd 310 · 7411 ER Deventer
> KvK 81944020 · btw NL003567114B77 · NL90 TRIO 0391 2277 40
{BEDRIJF}
t.a.v. Emre Yıldız
{ADRES}
{PC_PLAATS}
# Factuur R25-022
Factuurdatum 10-06-2025 · vervaldatum 24-06-2025 · project: Alliander S2 deel 1
| Mixage en sound design 4 video's (2-3 min.)        6 uur x € 65,00   € 390,00
| Muzieklicentie Artlist (per video)                 4 x € 37,50       € 150,00
| Subtotaal                                                            € 540,00
| Btw 21%                                                              € 113,40
| Totaal                                                               € 653,40
Betaling binnen 14 dagen op bovenstaand rekeningnummer o.v.v. R25-022. Dank je Emre!
""",
)
add(
    f"{D}/2025-08 KPN zakelijk mobiel.pdf",
    "pdf",
    "2025-08-05 06:00",
    text=f"""
> KPN B.V. · Postbus 30000 · 2500 GA Den Haag
# Factuur augustus 2025 — KPN Zakelijk
Klantnummer 7.711.409.283 · {BEDRIJF}
| KPN Zakelijk Mobiel 20 GB (06-18 44 72 90)     € 20,66
| Btw 21%                                        €  4,34
| Totaal                                         € 25,00
""",
)
add(
    f"{D}/IMG-20250312-WA0002.jpg",
    "paper",
    "2025-03-12 16:41",
    receipt=True,
    text="""
# FOTO LUMEN
Korte Bisschopstraat 8, Deventer
btw NL001873521B01
---
| 2x SanDisk Extreme Pro 128GB   2x 38,95
|                                 77,90
| Sony NP-FZ100 accu              79,00
| Lenspen                         12,95
---
| TOTAAL                         169,85
| waarvan btw 21%                 29,48
| PIN                            169,85
---
12-03-2025 16:37   bon 44812
Bedankt en tot ziens!
""",
)
add(
    f"{D}/IMG-20250627-WA0005.jpg",
    "paper",
    "2025-06-27 19:12",
    receipt=True,
    text="""
# Q-Park Stationsplein
Utrecht Centraal
---
| Ticket 0451 882 119
| In   27-06-2025 07:52
| Uit  27-06-2025 18:40
| Duur 10u48m
---
| Te betalen EUR     32,00
| incl. btw 21%       5,55
| Betaald: Maestro
---
Q-Park Operations Netherlands B.V.
""",
)

# ---------------------------------------------------------------------------------------
D = "Emre ZZP/Belasting & BTW"


def btw_text(
    q: int, year: int, omzet: float, btw: float, voorbelasting: float, buiten_eu: float, date: str
) -> str:
    return f"""
# Overzicht aangifte omzetbelasting
Belastingdienst — Mijn Belastingdienst Zakelijk · afdruk {nl_date(date)}
{BEDRIJF} · btw-id {BTW_ID} · omzetbelastingnummer {BTW_ID[2:]}
Tijdvak: {q}e kwartaal {year}
| 1a  Leveringen/diensten belast met hoog tarief   omzet {eur(omzet, False):>10}   btw {eur(btw, False):>9}
| 3b  Leveringen/diensten naar landen buiten de EU  omzet {eur(buiten_eu, False):>10}
| 4a  Diensten uit landen binnen de EU (verlegd)    btw    zie 5b
| 5a  Verschuldigde omzetbelasting                               {eur(btw, False):>9}
| 5b  Voorbelasting                                              {eur(voorbelasting, False):>9}
| 5g  Totaal te betalen                                          {eur(btw - voorbelasting, False):>9}
Betalingskenmerk 5004 1273 8901 {q}{str(year)[2:]}0 · uiterlijk te betalen op de laatste dag van de maand na het tijdvak.
Ingediend door: E. Yıldız (eHerkenning niveau 3)
"""


def _quarter_turnover(year: int, q: int) -> tuple[float, float]:
    nl = eu = 0.0
    for nr, date, client, _ref, lines in INVOICES:
        d = dt.date.fromisoformat(date)
        if d.year == year and (d.month - 1) // 3 + 1 == q:
            sub = sum(qty * p for _, qty, _, p in lines)
            if client == "hatch":
                eu += sub
            else:
                nl += sub
    return nl, eu


for q, year, vb, date in [
    (2, 2024, 391.19, "2024-07-22"),
    (3, 2024, 61.40, "2024-10-19"),
    (4, 2024, 810.12, "2025-01-25"),
    (1, 2025, 93.44, "2025-04-23"),
    (2, 2025, 152.73, "2025-07-26"),
]:
    omzet, eu = _quarter_turnover(year, q)
    btw = round(omzet * 0.21, 2)
    add(
        f"{D}/BTW aangifte Q{q} {year}.pdf",
        "pdf",
        f"{date} 21:15",
        text=btw_text(q, year, omzet, btw, vb, eu, date),
    )

_uren = random.Random("uren2024")
_U = ["datum;klant;project;uren;omschrijving"]
_day = dt.date(2024, 5, 1)
_total = 0.0
while _day <= dt.date(2024, 12, 31):
    if _day.weekday() < 5 and not (dt.date(2024, 7, 13) <= _day <= dt.date(2024, 8, 3)):
        c = _uren.choice(
            [
                "meerlicht",
                "meerlicht",
                "wildgroei",
                "hatch",
                "veldkamp",
                "ijssel",
                "acquisitie",
                "administratie",
            ]
        )
        h = _uren.choice([6, 7, 7.5, 8, 8, 8.5, 9])
        what = {
            "acquisitie": "netwerken/offertes",
            "administratie": "boekhouding Moneybird, BTW",
        }.get(c, "montage")
        _U.append(f"{_day:%d-%m-%Y};{SHORT.get(c, '-')};{c};{str(h).replace('.', ',')};{what}")
        _total += h
    _day += dt.timedelta(days=1)
_U.append(f";;TOTAAL;{str(_total).replace('.', ',')};")
add(f"{D}/Urenregistratie 2024.csv", "text", "2025-01-04 15:30", text="\n".join(_U))

D = "Emre ZZP/KvK & verzekeringen"
add(
    f"{D}/KvK uittreksel Yildiz Beeld en Montage.pdf",
    "pdf",
    "2024-04-23 11:02",
    text=f"""
# Uittreksel Handelsregister Kamer van Koophandel
KvK-nummer {KVK} · Pagina 1 (van 1) · Uittreksel vervaardigd op 23-04-2024
## Onderneming
| Handelsnaam          {BEDRIJF}
| Rechtsvorm           Eenmanszaak
| Startdatum           01-05-2024 (registratie 23-04-2024)
| Activiteiten         SBI 59112 Productie van films (niet voor televisie); SBI 74103 Grafisch ontwerp
|                      Montage, kleurcorrectie en motion graphics van bedrijfs- en documentairefilms
## Vestiging
| Vestigingsnummer     000056781193
| Bezoekadres          {ADRES}, {PC_PLAATS}
| Werkzame personen    1
## Eigenaar
| Naam                 Yıldız, Emre
| Geboortedatum        02-11-1983
""",
)
add(
    f"{D}/Inschrijving KvK bevestiging.eml",
    "eml",
    "2024-04-23 11:05",
    **{
        "from": "KVK <noreply@kvk.nl>",
        "to": "emre@yildizbeeld.nl",
        "subject": "Bevestiging inschrijving Yıldız Beeld & Montage",
        "body": f"""
Beste heer Yıldız,

U heeft uw onderneming {BEDRIJF} ingeschreven in het Handelsregister. Uw KVK-nummer is {KVK}.

Wat gebeurt er nu?
- De Belastingdienst ontvangt uw gegevens en stuurt u binnen 2 weken uw btw-identificatienummer en omzetbelastingnummer.
- Uw uittreksel is als bijlage toegevoegd.

Met vriendelijke groet,
KVK
""",
    },
)
add(
    f"{D}/Knab zakelijke rekening.pdf",
    "pdf",
    "2024-04-29 10:12",
    text=f"""
> Knab · Aegon Bank N.V. · Postbus 93151 · 2509 AD Den Haag
# Welkom bij Knab
Beste Emre,
Je Knab Zakelijk rekening is geopend.
| Rekeninghouder  {BEDRIJF}
| IBAN            {IBAN_KNAB}
| BIC             KNABNL2H
| Pakket          Knab Zakelijk Standaard, € 7,95 per maand
| Koppeling       Moneybird (boekhouding) actief
""",
)
add(
    f"{D}/BAV polis 2025.pdf",
    "pdf",
    "2025-04-28 09:00",
    text=f"""
# Polisblad beroeps- en bedrijfsaansprakelijkheid
Hiscox SA, Nederland · Polisnummer HNL-PI-2241895
Verzekerde: {BEDRIJF} (E. Yıldız), {ADRES}, {PC_PLAATS} · KvK {KVK}
Looptijd: 01-05-2025 t/m 30-04-2026
| Beroepsaansprakelijkheid   € 500.000 per aanspraak
| Bedrijfsaansprakelijkheid  € 1.250.000 per aanspraak
| Apparatuur (camera, laptop) all-risk tot € 12.500, ook wereldwijd
| Eigen risico                € 250
| Jaarpremie                  € 486,37 incl. 21% assurantiebelasting
""",
)


# =======================================================================================
# Gezondheid
# =======================================================================================
HA = "Huisartsenpraktijk Keizerslanden · dr. A.M. Veltkamp en W. Oosterhuis · Keizerslanden 14 · 7421 CW Deventer · 0570 - 65 30 12"
DZ = "Deventer Ziekenhuis · Nico Bolkesteinlaan 75 · 7416 SE Deventer · 0570 - 53 53 53"

add(
    "Gezondheid/Merel/scan_0007.pdf",
    "scan",
    "2024-02-27 21:12",
    text=f"""
# Huisartsenpraktijk Keizerslanden
{HA}
VERWIJSBRIEF
Aan: polikliniek Dermatologie, Deventer Ziekenhuis
Patiënt: mevrouw M.A. Bakker, geb. 14-03-1986, Haverstraat 17, Deventer
Verzekerd: Zilveren Kruis, 180447219 · BSN {BSN_MEREL}
Datum: 26-02-2024
Geachte collega,
Graag uw beoordeling van een gepigmenteerde laesie op de rug (linker scapula), ca. 7 mm, onregelmatige rand, volgens patiënte de laatste maanden gegroeid. Dermatoscopie hier niet conclusief. Blanco voorgeschiedenis, geen medicatie. Familie: moeder melanoom 2019.
Met collegiale groet,
W. Oosterhuis, huisarts
""",
)
add(
    "Gezondheid/Merel/Bloeduitslag feb 2024.pdf",
    "pdf",
    "2024-02-19 13:40",
    text="""
> Saltro / Deventer Ziekenhuis laboratorium · aanvrager: huisarts W. Oosterhuis
# Uitslag laboratoriumonderzoek
Patiënt: M.A. Bakker · geb. 14-03-1986 · afname 15-02-2024
| Bepaling          Uitslag    Referentie
| Hemoglobine       7,6        7,5 - 10,0 mmol/l
| Ferritine         14         15 - 150 µg/l   (L)
| TSH               2,8        0,4 - 4,0 mU/l
| Vitamine D        38         > 50 nmol/l     (L)
| Glucose nuchter   5,1        4,0 - 6,0 mmol/l
Advies huisarts (telefonisch 19-02): ijzertabletten 3 mnd, vitamine D 20 µg dagelijks, controle over 3 maanden.
""",
)
add(
    "Gezondheid/Merel/Dermatologie uitslag Deventer Ziekenhuis.pdf",
    "pdf",
    "2024-04-09 16:20",
    text=f"""
> {DZ}
# Polikliniek Dermatologie
Aan: W. Oosterhuis, huisarts · Betreft: mevrouw M.A. Bakker, 14-03-1986
Datum: 9 april 2024
Geachte collega,
Op 21 maart zagen wij uw patiënte. De laesie op de rug is in toto geëxcideerd. PA-uitslag: dysplastische naevus, lichte atypie, radicaal verwijderd. Geen aanwijzingen voor melanoom.
Beleid: gezien familieanamnese jaarlijkse huidcontrole bij ons, volgende afspraak maart 2025.
Met vriendelijke groet, dr. J. Schuurman, dermatoloog
""",
)
add(
    "Gezondheid/Merel/Tandarts Merel 2024.pdf",
    "pdf",
    "2024-10-02 12:00",
    text="""
> Tandartsenpraktijk De Brink · Brink 70 · 7411 BX Deventer
# Nota
Patiënt: M.A. Bakker · geb. 14-03-1986 · notanummer 24-117093
| 24-09-2024  C002  periodieke controle                 € 27,88
| 24-09-2024  M03   preventieve behandeling 3x5 min     € 45,24
| 24-09-2024  X10   kleine röntgenfoto (2x)             € 38,60
| Totaal                                                 € 111,72
Deze nota is rechtstreeks gedeclareerd bij Zilveren Kruis (Aanvullend 2*: 100% tot € 250 per jaar).
""",
)

add(
    "Gezondheid/Emre/Huisarts verwijzing fysio schouder.pdf",
    "scan",
    "2024-09-04 18:33",
    text=f"""
# Huisartsenpraktijk Keizerslanden
{HA}
VERWIJZING FYSIOTHERAPIE
Patiënt: de heer E. Yıldız, geb. 02-11-1983, Haverstraat 17, Deventer · BSN {BSN_EMRE}
Datum: 03-09-2024
Diagnose: subacromiaal pijnsyndroom rechterschouder, sinds 6 weken, na veel tillen camera-apparatuur.
Verzoek: oefentherapie, 9 behandelingen. Bij onvoldoende herstel na 6 weken terug naar huisarts (MRI).
A.M. Veltkamp, huisarts
""",
)
add(
    "Gezondheid/Emre/scan_0015.pdf",
    "scan",
    "2024-10-28 19:05",
    text="""
# Fysiotherapie De IJssel
Hanzeweg 4 · 7418 AW Deventer · AGB 04-123557
NOTA
Patiënt: E. Yıldız, geb. 02-11-1983 · verwezen door: huisarts Veltkamp
| 10-09-2024 intake + behandeling        € 63,00
| 17-09-2024 behandeling                 € 42,50
| 24-09-2024 behandeling                 € 42,50
| 01-10-2024 behandeling                 € 42,50
| 08-10-2024 behandeling                 € 42,50
| 15-10-2024 behandeling                 € 42,50
| Totaal                                 € 275,50
Ingediend bij Zilveren Kruis; wat niet vergoed wordt ontvangt u van ons.
""",
)
add(
    "Gezondheid/Emre/MRI schouder verslag.pdf",
    "pdf",
    "2024-11-21 14:02",
    text=f"""
> {DZ}
# Afdeling Radiologie — verslag
Patiënt: E. Yıldız, 02-11-1983 · onderzoek: MRI rechterschouder · datum 18-11-2024
Aanvrager: A.M. Veltkamp, huisarts
Bevindingen: tendinopathie van de supraspinatuspees zonder ruptuur. Geringe bursitis subacromialis. AC-gewricht: lichte artrose. Geen labrumletsel.
Conclusie: tendinopathie m. supraspinatus, geen indicatie voor operatie. Advies: voortzetting oefentherapie.
Radioloog: dr. P. de Haan
""",
)

add(
    "Gezondheid/Ela/Orthodontie behandelplan Ela.pdf",
    "pdf",
    "2024-01-15 11:00",
    text="""
> Orthodontiepraktijk Salland · Boxbergerweg 140 · 7412 GH Deventer · 0570 - 61 80 20
# Behandelplan en begroting
Patiënt: Ela S. Yıldız, geb. 09-05-2011 · verzekerd bij Zilveren Kruis via M.A. Bakker
Diagnose: klasse II/1, overjet 7 mm, ruimtegebrek onderfront.
Plan: vaste beugel boven en onder, geschatte duur 24 maanden, daarna retentie (spalkje + uitneembare plaat).
| F123A Consult + behandelplan                     €   89,43
| F421A Plaatsen beugel boven (per kaak)           €  524,88
| F422A Plaatsen beugel onder (per kaak)           €  524,88
| F612A Maandelijkse controle (24 maanden)         €   94,71 per maand
| Geschatte totale kosten                          € 3.412,23
Vergoeding Aanvullend 2*: 80% tot maximaal € 2.000.
""",
)
add(
    "Gezondheid/Ela/scan_0011.pdf",
    "scan",
    "2024-06-12 20:48",
    text="""
# Orthodontiepraktijk Salland
Boxbergerweg 140, 7412 GH Deventer
NOTA 2024-3318          Datum 05-06-2024
Patiënt: Ela Yıldız, 09-05-2011
| 14-03-2024 F421A plaatsen apparatuur boven     € 524,88
| 14-03-2024 F422A plaatsen apparatuur onder     € 524,88
| 11-04-2024 F612A controle                      €  94,71
| 16-05-2024 F612A controle                      €  94,71
| Totaal                                         € 1.239,18
Via Zilveren Kruis vergoed: € 991,34 · Eigen bijdrage: € 247,84, graag binnen 30 dagen op NL44 RABO 0132 7789 01.
""",
)
add(
    "Gezondheid/Ela/Oogarts Ela 2024.pdf",
    "pdf",
    "2024-11-05 10:00",
    text=f"""
> {DZ}
# Polikliniek Oogheelkunde
Betreft: Ela Yıldız, 09-05-2011 · verwezen door: schoolarts GGD IJsselland
Visus OD 0,6 / OS 0,5 zonder correctie; met correctie 1,0 / 1,0.
Refractie (cycloplegie): OD -1,25 / OS -1,50 cyl -0,25 as 175.
Conclusie: myopie. Brilvoorschrift meegegeven. Controle over 1 jaar.
""",
)

add(
    "Gezondheid/Deniz/GGD uitnodiging DTP BMR Deniz 2024.pdf",
    "pdf",
    "2024-02-05 09:00",
    text="""
> GGD IJsselland · Jeugdgezondheidszorg · Zeven Alleetjes 1 · 8011 CV Zwolle
# Uitnodiging vaccinaties
Aan de ouder(s)/verzorger(s) van Deniz Mert Yıldız, geboren 21-01-2015
Haverstraat 17, 7412 RD Deventer
Uw kind is 9 jaar en krijgt twee prikken uit het Rijksvaccinatieprogramma: DTP (difterie, tetanus, polio) en BMR (bof, mazelen, rodehond).
| Datum     woensdag 13 maart 2024
| Tijd      14:40 uur
| Locatie   Sporthal De Scheg, Piet van Donkplein 1, Deventer
Neem het vaccinatiebewijs en deze brief mee.
""",
)
add(
    "Gezondheid/Deniz/Scan 14 jan. 2025.pdf",
    "scan",
    "2025-01-14 21:30",
    text=f"""
# Huisartsenpraktijk Keizerslanden
{HA}
VERWIJSBRIEF KNO
Aan: polikliniek KNO, Deventer Ziekenhuis
Patiënt: Deniz M. Yıldız, geb. 21-01-2015, Haverstraat 17, Deventer
Datum: 13-01-2025
Geachte collega,
Graag uw beoordeling. Sinds herfst recidiverende otitis media (4x in 5 maanden), snurken en mondademen 's nachts. School meldt dat hij slecht hoort in de klas. Otoscopie: beiderzijds vocht achter het trommelvlies. Audiogram niet verricht.
Vraag: adenoïdhypertrofie? Indicatie voor adenotomie en/of trommelvliesbuisjes?
A.M. Veltkamp, huisarts
""",
)
add(
    "Gezondheid/Deniz/Tandarts Deniz.pdf",
    "pdf",
    "2025-03-19 12:00",
    text="""
> Tandartsenpraktijk De Brink · Brink 70 · 7411 BX Deventer
# Behandeloverzicht (kinderen — geen nota)
Patiënt: Deniz Yıldız · geb. 21-01-2015
| 11-03-2025  C002  periodieke controle
| 11-03-2025  M01   preventie, poetsinstructie (plak linksonder)
| 11-03-2025  V91   fissuurlak 36 en 46
Kosten worden volledig vergoed vanuit de basisverzekering (tot 18 jaar).
Volgende controle over 6 maanden.
""",
)

# =======================================================================================
# Kinderen
# =======================================================================================
SL = "Sint-Lebuinus Lyceum · Hoge Hondstraat 195 · 7418 AE Deventer · 0570 - 64 12 00"
VB = "OBS De Vlinderboom · Hanzeweg 61 · 7418 AG Deventer · 0570 - 62 44 81"

D = "Kinderen/Ela/School 2024-2025"
add(
    f"{D}/Scan 23 sep. 2024.pdf",
    "scan",
    "2024-09-23 20:55",
    text=f"""
# Sint-Lebuinus Lyceum
{SL}
Aan de ouders/verzorgers van de leerlingen van klas 2H/V-b
Deventer, 16 september 2024
Betreft: mentoravond en werkweek
Beste ouders en verzorgers,
Graag nodigen wij u uit voor de mentoravond op dinsdag 1 oktober om 19:30 uur in lokaal B1.14. Uw mentor dit jaar is mevrouw J. Kroeze (j.kroeze@lebuinuslyceum.nl).
Van 7 t/m 9 april 2025 gaat klas 2 op werkweek naar Berlijn. De kosten bedragen € 295,00 per leerling; betaling via WIS Collect vóór 1 december 2024.
Met vriendelijke groet, J. Kroeze, mentor 2H/V-b
""",
)
add(
    f"{D}/Ouderbijdrage 2024-2025 Lebuinus.pdf",
    "pdf",
    "2024-09-02 08:00",
    text=f"""
> {SL}
# Vrijwillige ouderbijdrage schooljaar 2024-2025
Leerling: Ela Yıldız, klas 2H/V-b · leerlingnummer 238817
| Vrijwillige ouderbijdrage (activiteiten, sportdag, ouderraad)   € 85,00
| Kluishuur                                                        € 12,50
| Totaal                                                           € 97,50
Betalen via WIS Collect (link in Magister). De bijdrage is vrijwillig; geen leerling wordt uitgesloten van activiteiten.
""",
)
add(
    f"{D}/Rapport klas 2 periode 2.pdf",
    "pdf",
    "2025-02-07 16:00",
    text="""
# Sint-Lebuinus Lyceum — Voortgangsrapport periode 2
Leerling: Ela Yıldız · klas 2H/V-b · mentor J. Kroeze · schooljaar 2024-2025
| Vak                  P1    P2    Gem.
| Nederlands           6,8   7,1   7,0
| Engels               8,2   8,0   8,1
| Frans                5,9   6,3   6,1
| Duits                6,6   6,0   6,3
| Wiskunde             5,4   6,2   5,8
| Biologie             7,7   7,4   7,6
| Geschiedenis         7,5   8,1   7,8
| Aardrijkskunde       6,9   7,0   7,0
| Natuurkunde          5,8   5,6   5,7
| Lichamelijke opv.    V     G
Mentoropmerking: Ela werkt hard en is sociaal sterk. Let op wiskunde en natuurkunde; aanmelding voor bijles-uur op dinsdag is geregeld. Richting vwo-3 nog open; beslissing na periode 3.
""",
)
add(
    f"{D}/Rapport klas 2 eind.pdf",
    "pdf",
    "2025-07-04 15:00",
    text="""
# Sint-Lebuinus Lyceum — Eindrapport
Leerling: Ela Yıldız · klas 2H/V-b · schooljaar 2024-2025
| Vak                  Eindcijfer
| Nederlands           7,1
| Engels               8,3
| Frans                6,4
| Duits                6,2
| Wiskunde             6,3
| Biologie             7,6
| Geschiedenis         8,0
| Aardrijkskunde       7,1
| Natuurkunde          6,0
| Lichamelijke opv.    G
Besluit rapportvergadering: bevorderd naar klas 3 havo (3H-c). Advies: met hoge cijfers in het eerste half jaar is doorstroom naar vwo-4 mogelijk.
""",
)
add(
    f"{D}/Werkweek Berlijn paklijst.md",
    "text",
    "2025-04-03 21:40",
    text="""
# Berlijn werkweek 7-9 april (Ela)

- ID-kaart!! (geldig tot 2029, ligt in de la)
- EHIC-pas zorgverzekering (achterkant zorgpas)
- 30 euro zakgeld, pinpas werkt in DE
- powerbank, oplader
- regenjas, 2 broeken, 3 shirts, pyjama
- tandenborstel + beugel-spullen (ragers, was)
- lunchpakket dag 1
- bus vertrekt ma 7:00 bij school, terug wo ca 22:00
""",
)

D = "Kinderen/Ela/School 2025-2026"
add(
    f"{D}/Jaarplanning 2025-2026 klas 3.pdf",
    "pdf",
    "2025-08-28 12:00",
    text=f"""
> {SL}
# Jaarplanning 2025-2026 — leerjaar 3
| 01-09-2025  start lessen (rooster in Magister)
| 09-09-2025  ouderavond klas 3, 19:30 uur
| 20 t/m 24-10 herfstvakantie
| 10-11-2025  toetsweek 1 (t/m 14-11)
| 22-12 t/m 02-01 kerstvakantie
| 16-02 t/m 20-02 voorjaarsvakantie
| 09-03-2026  toetsweek 2
| 18-03-2026  profielkeuzeavond (havo/vwo)
| 27-04 t/m 08-05 meivakantie
| 15-06-2026  toetsweek 3
| 10-07-2026  laatste schooldag
""",
)
add(
    f"{D}/Boekenlijst klas 3 havo.pdf",
    "pdf",
    "2025-07-15 12:00",
    text="""
# Van Dijk Educatie — boekenlijst 2025-2026
Sint-Lebuinus Lyceum, 3 havo · bestelcode 2025-3H-LEB
| Nieuw Nederlands 7e ed. 3 havo leerwerkboek            licentie + boek
| Stepping Stones 7e ed. 3 havo                          licentie
| Getal & Ruimte 13e ed. 3 havo deel 1 en 2              boek (huur)
| Nectar 5e ed. biologie 3 havo                          boek (huur)
| Memo 4e ed. geschiedenis 3 havo                        licentie
| Nova natuurkunde 3 havo                                boek (huur)
| Grandes Lignes 6e ed. Frans 3 havo                    licentie
Bestellen vóór 21 juli 2025 via vandijk.nl; levering uiterlijk 22 augustus.
""",
)

D = "Kinderen/Deniz/School 2024-2025"
add(
    f"{D}/Scan 20 sep. 2024.pdf",
    "scan",
    "2024-09-20 19:44",
    text=f"""
# OBS De Vlinderboom
{VB}
Informatie groep 6 — schooljaar 2024-2025
Leerkrachten: juf Sanne (ma-wo) en meester Kees (do-vr)
Gym: dinsdag en vrijdag, sporthal De Scheg. Gymspullen mee, geen sieraden.
Huiswerk: vanaf groep 6 één keer per week een taak (spelling/topografie), ophalen op maandag, inleveren vrijdag.
Topografie groep 6: de provincies en hoofdsteden van Nederland, daarna Europa.
Luizencontrole: woensdag na iedere vakantie.
Oudergesprekken: week van 11 november (10-minutengesprekken).
""",
)
add(
    f"{D}/Ouderbijdrage 2024-2025 Vlinderboom.pdf",
    "pdf",
    "2024-09-09 08:00",
    text=f"""
> {VB}
# Vrijwillige ouderbijdrage 2024-2025
Voor: Deniz Yıldız, groep 6
| Ouderbijdrage (sinterklaas, kerst, sportdag, afscheid)   € 45,00
| Schoolreis groep 6 (Hellendoorn)                          € 38,50
| Totaal                                                    € 83,50
Betalen via Schoolkassa, uiterlijk 1 november 2024.
""",
)
add(
    f"{D}/Rapport groep 6 midden.pdf",
    "scan",
    "2025-02-21 18:10",
    text="""
# OBS De Vlinderboom — Rapport groep 6 (midden)
Naam: Deniz Yıldız · Februari 2025
## Werkhouding
Deniz werkt zelfstandig en netjes. Hij laat zich nog wel afleiden door zijn buurman.
## Vakken
| Technisch lezen     goed
| Begrijpend lezen    voldoende
| Spelling            ruim voldoende
| Rekenen             goed, tafels helemaal beheerst
| Wereldoriëntatie    goed (spreekbeurt over Turkije was heel leuk!)
| Engels              goed
## Gedrag
Behulpzaam en vrolijk. Kan soms slecht horen wat er gezegd wordt; we hebben hem voorin gezet (zie ook gesprek met ouders over KNO).
Juf Sanne en meester Kees
""",
)
add(
    f"{D}/Schoolreisje Hellendoorn.pdf",
    "pdf",
    "2025-05-12 08:30",
    text=f"""
> {VB}
# Schoolreis groep 5 en 6 — Avonturenpark Hellendoorn
Datum: donderdag 5 juni 2025
Vertrek: 8:30 uur vanaf school met de bus (Hoek Reizen) · terug ca. 17:00 uur
Meenemen: lunchpakket, drinken, regenjas, maximaal € 5 zakgeld.
Kosten: € 38,50 (al voldaan via de ouderbijdrage).
Begeleiders: 1 ouder per 5 kinderen; opgeven bij juf Sanne.
""",
)

D = "Kinderen/Deniz/School 2025-2026"
add(
    f"{D}/Jaarkalender Vlinderboom 2025-2026.pdf",
    "pdf",
    "2025-08-25 12:00",
    text=f"""
> {VB}
# Jaarkalender 2025-2026
| ma 25-08-2025   eerste schooldag
| wo 24-09-2025   studiedag, alle kinderen vrij
| 20 t/m 24-10    herfstvakantie
| vr 05-12-2025   sinterklaas, 12:00 uit
| 22-12 t/m 02-01 kerstvakantie
| 16 t/m 20-02    voorjaarsvakantie
| vr 03-04-2026   Goede Vrijdag vrij
| 27-04 t/m 08-05 meivakantie
| 10 t/m 12-06-26 kamp groep 7 en 8
| vr 10-07-2026   laatste dag, 12:00 uit
""",
)
add(
    f"{D}/Gymrooster en info groep 7.txt",
    "text",
    "2025-09-01 21:15",
    text="""
groep 7 - meester Ruben (ma t/m do) en juf Anouk (vr)
gym: maandag + donderdag, De Scheg, 8:30 (dan meteen gymtas mee)
zwemmen: nee (was groep 5)
huiswerk: 2x per week
luizencontrole: wo 27 aug, 29 okt
Deniz zit naast Jayden en Fenna, voorin ivm oren
""",
)

D = "Kinderen/Deniz/Voetbal"
add(
    f"{D}/Contributie 2024-2025 VV Zandweerd.pdf",
    "pdf",
    "2024-08-20 09:00",
    text="""
> VV Zandweerd · Sportpark De Zandweerd · Zwolseweg 200 · 7412 AS Deventer · ledenadministratie@vvzandweerd.nl
# Contributienota seizoen 2024-2025
Lid: Deniz Yıldız · lidnummer 20190447 · team JO10-2
| Contributie jeugd O10                    € 168,00
| Kledingfonds (tenue in bruikleen)        €  20,00
| Totaal                                   € 188,00
Wordt in 2 termijnen geïncasseerd (september en januari). Vrijwilligersinzet: 2 bardiensten per seizoen per gezin.
""",
)
add(
    f"{D}/IMG-20240906-WA0014.jpg",
    "paper",
    "2024-09-06 19:02",
    text="""
# VV Zandweerd — JO10-2 seizoen 2024-2025
## Trainingen
Dinsdag 17:30 - 18:30 veld 3
Donderdag 17:30 - 18:30 veld 3
## Trainers
Mark Hulshof 06-51 22 40 87
Jorrit Bos 06-39 18 72 04
## Wedstrijden
Zaterdag, aanwezig 45 min voor aftrap (thuis) of verzamelen bij clubhuis (uit).
Afmelden in de Sportlink app vóór donderdag 20:00.
Tenue: rood shirt (bruikleen), zwarte broek, rode kousen — zelf kopen.
""",
)
add(
    f"{D}/Competitieschema JO11-3 najaar 2025.pdf",
    "pdf",
    "2025-09-03 22:00",
    text="""
# KNVB district Oost — JO11-3 (VV Zandweerd JO11-3)
Najaarscompetitie 2025, 4e klasse poule 07
| za 13-09  09:00  VV Zandweerd JO11-3 - Colmschate '33 JO11-4
| za 20-09  10:15  SV Epe JO11-2 - VV Zandweerd JO11-3
| za 27-09  09:00  VV Zandweerd JO11-3 - Rohda Raalte JO11-5
| za 04-10  08:45  Twello JO11-3 - VV Zandweerd JO11-3
| za 11-10  09:00  VV Zandweerd JO11-3 - DSV '61 JO11-2
| za 01-11  09:30  Schalkhaar JO11-3 - VV Zandweerd JO11-3
| za 08-11  09:00  VV Zandweerd JO11-3 - Activia JO11-2
Training JO11-3: dinsdag en donderdag 17:45 - 19:00, veld 2. Trainer: Mark Hulshof.
""",
)
add(
    f"{D}/Rijschema uitwedstrijden.txt",
    "text",
    "2025-09-08 20:30",
    text="""
rijschema uit JO11-3 najaar

20-09 Epe        : Emre + ouders Jayden
04-10 Twello     : Merel (4 kids)
01-11 Schalkhaar : fietsen? anders Bos
verzamelen altijd 45 min voor aftrap bij clubhuis
""",
)

# =======================================================================================
# Auto
# =======================================================================================
KOLK = "Autobedrijf Kolk · Leeuwenbrug 4 · 7411 TJ Deventer · 0570 - 61 55 40 · erkend APK-keuringsstation"
D = "Auto/APK & onderhoud"
add(
    f"{D}/APK 2024 Autobedrijf Kolk.pdf",
    "scan",
    "2024-06-14 17:55",
    text=f"""
# Autobedrijf Kolk
{KOLK}
KEURINGSRAPPORT APK — afgemeld bij RDW
Kenteken K-419-RN · Toyota Yaris 1.5 Hybrid · bouwjaar 2019
Keuringsdatum 13-06-2024 · kilometerstand 58.214 km
Resultaat: goedgekeurd zonder reparaties
Adviespunten: remblokken voor 30% (volgend jaar vervangen), ruitenwisserbladen.
Vervaldatum APK: 13-06-2025
| APK keuring                  € 39,00
| Milieutoeslag                €  2,95
| Totaal incl. btw             € 41,95
""",
)
add(
    f"{D}/Onderhoud 60.000 km Autobedrijf Kolk.pdf",
    "pdf",
    "2024-07-02 16:40",
    text=f"""
> {KOLK}
# Werkplaatsfactuur 24-3021
Klant: E. Yıldız, Haverstraat 17, Deventer · K-419-RN · km-stand 60.109
| Grote beurt volgens Toyota-schema 60.000 km         € 289,00
| Motorolie 0W-16 (3,7 l)                              €  62,90
| Interieurfilter                                       €  31,50
| Ruitenwisserbladen voor                               €  34,95
| Subtotaal                                             € 418,35
| Btw 21%                                               €  87,85
| Totaal                                                € 506,20
Volgende onderhoudsbeurt: 75.000 km of juli 2025.
""",
)
add(
    f"{D}/Kentekenbewijs Yaris.pdf",
    "scan",
    "2023-06-21 20:10",
    text="""
# KENTEKENCARD — RDW
Kenteken: K-419-RN
Merk: TOYOTA      Handelsbenaming: YARIS
Voertuigidentificatienummer: VNKKBA3D00A114887
Datum eerste toelating: 18-09-2019
Datum tenaamstelling: 12-01-2023
Tenaamgestelde: E. Yıldız
Meldcode: 4887
Tenaamstellingscode deel II staat op het overschrijvingsbewijs (niet bijgevoegd).
""",
)
add(
    f"{D}/Banden wissel okt 2024.pdf",
    "pdf",
    "2024-10-26 11:15",
    text=f"""
> {KOLK}
# Kassabon 24-3877
K-419-RN · 26-10-2024
| Wisselen zomer- naar winterbanden + balanceren    € 48,00
| Bandenhotel seizoen 2024-2025                       € 35,00
| Totaal incl. btw                                   € 83,00
Profieldiepte winterbanden 6,1 / 6,0 / 5,8 / 5,9 mm.
""",
)

D = "Auto/Boetes & parkeren"
add(
    f"{D}/CJIB beschikking A1 snelheid.pdf",
    "scan",
    "2024-05-02 19:40",
    text="""
# Centraal Justitieel Incassobureau (CJIB)
Postbus 1794, 8901 CB Leeuwarden
BESCHIKKING (Wet administratiefrechtelijke handhaving verkeersvoorschriften)
Aan: E. Yıldız, Haverstraat 17, 7412 RD Deventer
Beschikkingsnummer 8031 2844 1107 4421      Datum 26-04-2024
Kenteken K-419-RN
Gedraging: overschrijding maximumsnelheid buiten de bebouwde kom met 9 km/h (na correctie)
Pleegdatum/tijd: 11-04-2024 07:48 · Plaats: A1 Hm 102,4 Re, Bathmen
Toegestane snelheid 100 km/h · gemeten 112 km/h · gecorrigeerd 109 km/h
| Sanctie                      € 76,00
| Administratiekosten          €  9,00
| Te betalen                   € 85,00
Uiterlijk op 07-06-2024 op NL72 INGB 0705 0040 00 o.v.v. betalingskenmerk 8031284411074421.
""",
)
add(
    f"{D}/Parkeervergunning Zandweerd 2025.pdf",
    "pdf",
    "2024-12-18 10:00",
    text="""
> Gemeente Deventer · Parkeren · Postbus 5000 · 7400 GC Deventer
# Parkeervergunning bewoners 2025
Vergunninghouder: M.A. Bakker, Haverstraat 17, 7412 RD Deventer
| Vergunningnummer   BV-2025-188412
| Gebied             Z2 Zandweerd-Zuid
| Kenteken           K-419-RN
| Geldig             01-01-2025 t/m 31-12-2025
| Kosten             € 112,80 per jaar
Uw vergunning is digitaal gekoppeld aan het kenteken; u hoeft geen kaart achter de ruit te leggen. Bezoekers parkeren via de Bezoekersapp (40 uur per maand tegen € 0,70 per uur).
""",
)
add(
    f"{D}/{shot_name('2024-08-12 14:33:01')}",
    "shot",
    "2024-08-12 14:33:01",
    app="easypark",
    lines=[
        "# Parkeeractie beëindigd",
        "K-419-RN",
        "",
        "## Zwolle — zone 1101 Centrum",
        "Start 11:02 · Stop 14:32",
        "Duur 3 u 30 min",
        "",
        "Parkeerkosten € 10,15",
        "Servicekosten € 0,35",
        "Totaal € 10,50",
        "",
        "Betaald met: Mastercard •••• 4417",
    ],
)
add(
    f"{D}/Bezwaar parkeerbon 2024.docx",
    "docx",
    "2024-08-30 21:45",
    author="Merel Bakker",
    text="""
M.A. Bakker
Haverstraat 17
7412 RD Deventer

Gemeente Deventer
t.a.v. afdeling Belastingen / Parkeren
Postbus 5000
7400 GC Deventer

Deventer, 30 augustus 2024

Betreft: bezwaar tegen naheffingsaanslag parkeerbelasting 0284-24-119382

Geachte heer/mevrouw,

Hierbij maak ik bezwaar tegen de naheffingsaanslag parkeerbelasting met nummer 0284-24-119382 van 22 augustus 2024, opgelegd aan kenteken K-419-RN in de Pothoofd.

Op het moment van de controle (10:46 uur) had ik een lopende parkeeractie in de EasyPark-app (zone 7401, gestart 10:31 uur). Een schermafdruk van de parkeeractie voeg ik bij. Kennelijk is de actie niet goed doorgekomen bij de scanauto.

Ik verzoek u de naheffingsaanslag van € 76,30 te vernietigen.

Met vriendelijke groet,

Merel Bakker
""",
)

# =======================================================================================
# Documenten
# =======================================================================================
D = "Documenten/ID & paspoorten"
add(
    f"{D}/scan_0002.pdf",
    "scan",
    "2023-06-19 21:02",
    text="""
# KONINKRIJK DER NEDERLANDEN — PASPOORT
Type P · Code NLD · Paspoortnummer NXK3R71P4
Naam: BAKKER
Voornamen: MEREL ANNE
Nationaliteit: Nederlandse
Geboortedatum: 14 03 1986 · Geboorteplaats: Zwolle
Geslacht: V · Lengte: 1,71 m
Datum van afgifte: 02 08 2022 · Geldig tot: 02 08 2032
Instantie: Burgemeester van Arnhem
P<NLDBAKKER<<MEREL<ANNE<<<<<<<<<<<<<<<<<<<<<
NXK3R71P44NLD8603147F3208022<<<<<<<<<<<<<<06
""",
)
add(
    f"{D}/scan_0003.pdf",
    "scan",
    "2023-06-19 21:06",
    text="""
# KONINKRIJK DER NEDERLANDEN — PASPOORT
Type P · Code NLD · Paspoortnummer NW81JP6D2
Naam: YILDIZ
Voornamen: EMRE
Nationaliteit: Nederlandse
Geboortedatum: 02 11 1983 · Geboorteplaats: Rotterdam
Geslacht: M · Lengte: 1,82 m
Datum van afgifte: 15 03 2021 · Geldig tot: 15 03 2031
Instantie: Burgemeester van Arnhem
P<NLDYILDIZ<<EMRE<<<<<<<<<<<<<<<<<<<<<<<<<<<
NW81JP6D22NLD8311025M3103152<<<<<<<<<<<<<<02
""",
)
add(
    f"{D}/IMG_3410.PNG",
    "shot",
    "2024-03-20 12:41",
    app="gemeente",
    lines=[
        "# Afspraak bevestigd",
        "",
        "## Aanvragen ID-kaart (2 personen)",
        "Ela Sevgi Yıldız",
        "Deniz Mert Yıldız",
        "",
        "Donderdag 4 april 2024 om 15:20 uur",
        "Stadhuis Deventer, Grote Kerkhof 1",
        "",
        "Neem mee: oude ID-kaarten, 1 pasfoto per kind (niet ouder dan 6 maanden), toestemmingsformulier en kopie ID van de andere ouder.",
        "Kosten: € 41,25 per ID-kaart (onder 18)",
        "",
        "Afspraaknummer 24-1187-403",
    ],
)
add(f"{D}/Pasfoto Merel 2022.jpg", "photo", "2022-07-18 11:20", scene="passport", portrait=True)
add(
    f"{D}/{shot_name('2024-05-02 11:18:47')}",
    "shot",
    "2024-05-02 11:18:47",
    app="kopieid",
    lines=[
        "# Veilige kopie",
        "",
        "## Identiteitskaart",
        "YILDIZ, EMRE",
        "Documentnummer: IHR40P1K8",
        "BSN: doorgestreept",
        "Foto: zichtbaar",
        "",
        "Watermerk: 'Kopie voor Van Dijk & Ter Horst, huurdossier, 02-05-2024'",
        "",
        "[Delen]",
    ],
)
add(
    f"{D}/Rijbewijs Merel.pdf",
    "scan",
    "2023-06-19 21:10",
    text="""
# RIJBEWIJS — KONINKRIJK DER NEDERLANDEN
1. BAKKER
2. MEREL ANNE
3. 14.03.1986 ZWOLLE
4a. 21.11.2019   4b. 21.11.2029
4c. BURG. V. ARNHEM
5. 5487 123 891
9. AM B
""",
)
add(
    f"{D}/{shot_name('2025-01-10 20:12:33')}",
    "shot",
    "2025-01-10 20:12:33",
    app="digid",
    lines=[
        "# DigiD app",
        "",
        "## Je DigiD app is geactiveerd",
        "Gebruikersnaam: eyildiz83",
        "Niveau: Substantieel (ID-check met je identiteitskaart)",
        "",
        "Je kunt nu inloggen bij o.a. Mijn Belastingdienst, MijnOverheid, SVB en je zorgverzekeraar.",
        "",
        "[Klaar]",
    ],
)
add(
    f"{D}/Uittreksel geboorteakte Deniz.pdf",
    "pdf",
    "2024-03-25 10:00",
    text="""
> Gemeente Arnhem · Burgerzaken
# Uittreksel uit de registers van de burgerlijke stand — geboorteakte
Aktenummer 2015-A-0412
Kind: Deniz Mert Yıldız · geslacht: man · geboren 21 januari 2015 om 04:12 te Arnhem
Moeder: Merel Anne Bakker, geboren 14 maart 1986 te Zwolle
Vader: Emre Yıldız, geboren 2 november 1983 te Rotterdam (erkenning 10-09-2014)
Keuze geslachtsnaam: Yıldız
Arnhem, 25 maart 2024 — de ambtenaar van de burgerlijke stand
""",
)

D = "Documenten/Turkse papieren Emre"
add(
    f"{D}/Nüfus cüzdanı Emre.pdf",
    "scan",
    "2023-06-19 21:15",
    text="""
# TÜRKİYE CUMHURİYETİ KİMLİK KARTI
REPUBLIC OF TÜRKİYE IDENTITY CARD
T.C. Kimlik No: 31847260592
Soyadı / Surname: YILDIZ
Adı / Given Name(s): EMRE
Doğum Tarihi / Date of Birth: 02.11.1983
Cinsiyeti / Gender: E/M
Seri No / Document No: A42Q71985
Son Geçerlilik / Valid Until: 14.06.2031
Uyruğu / Nationality: T.C./TUR
Anne Adı: HATİCE   Baba Adı: MEHMET
Veren Makam: T.C. ROTTERDAM BAŞKONSOLOSLUĞU
""",
)
add(
    f"{D}/Askerlik durum belgesi.pdf",
    "pdf",
    "2023-09-11 18:20",
    text="""
# T.C. MİLLÎ SAVUNMA BAKANLIĞI
## ASKERLİK DURUM BELGESİ
Belge Tarihi: 11.09.2023 · Barkod No: MSB-ADB-2023-8841729
| T.C. Kimlik No       31847260592
| Adı Soyadı           EMRE YILDIZ
| Baba Adı             MEHMET
| Doğum Yeri/Tarihi    ROTTERDAM / 02.11.1983
| Askerlik Şubesi      Urla Askerlik Şubesi (İzmir)
| Askerlik Durumu      DÖVİZLE ASKERLİK YÜKÜMLÜLÜĞÜNÜ YERİNE GETİRMİŞTİR
| Ödeme Tarihi         17.03.2014 (5.112 EUR)
| Temel Askerlik Eğitimi  21 gün, Burdur 15. Piyade Eğitim Tugayı, 2014
Bu belge e-Devlet Kapısı üzerinden alınmıştır; barkod ile doğrulanabilir.
""",
)
add(
    f"{D}/Konsolosluk randevu pasaport.eml",
    "eml",
    "2025-02-18 10:04",
    **{
        "from": "T.C. Rotterdam Başkonsolosluğu <randevu@konsolosluk.gov.tr>",
        "to": "emre@yildizbeeld.nl",
        "subject": "Randevu Onayı - Pasaport İşlemleri - 14.03.2025 10:40",
        "body": """
Sayın EMRE YILDIZ,

T.C. Rotterdam Başkonsolosluğu'ndan almış olduğunuz randevu onaylanmıştır.

İşlem türü : Umuma mahsus pasaport (yenileme)
Tarih / saat: 14.03.2025 Cuma, 10:40
Adres      : Westblaak 197, 3012 KK Rotterdam

Randevuya gelirken lütfen yanınızda bulundurunuz:
- Eski pasaportunuz ve T.C. kimlik kartınız
- 1 adet biyometrik fotoğraf (son 6 ay)
- Pasaport harcı ve defter bedeli ödeme dekontu (10 yıllık: 10.228 TL karşılığı EUR, konsoloslukta kartla ödenebilir)

Randevunuza gelemeyecekseniz lütfen konsolosluk.gov.tr üzerinden iptal ediniz.

Saygılarımızla,
T.C. Rotterdam Başkonsolosluğu
""",
    },
)
add(
    f"{D}/Pasaport Emre TR.pdf",
    "scan",
    "2025-04-02 20:44",
    text="""
# TÜRKİYE CUMHURİYETİ — PASAPORT / PASSPORT
Tipi/Type: P · Ülke Kodu: TUR · Pasaport No: U31472896
Soyadı/Surname: YILDIZ
Adı/Given names: EMRE
Uyruğu/Nationality: T.C./TURKISH
Doğum Tarihi/Date of birth: 02.11.1983 · Doğum Yeri: ROTTERDAM
Cinsiyeti/Sex: E/M
Veriliş Tarihi/Date of issue: 28.03.2025 · Geçerlilik Tarihi/Date of expiry: 28.03.2035
Makam/Authority: T.C. ROTTERDAM BŞK.
P<TURYILDIZ<<EMRE<<<<<<<<<<<<<<<<<<<<<<<<<<<
U314728962TUR8311025M3503281<<<<<<<<<<<<<<04
""",
)


# =======================================================================================
# Familie: Emre's parents in Rotterdam
# =======================================================================================
D = "Familie/Baba & anne"
OUDERS = "De heer M. Yıldız\nPutselaan 88-B\n3074 JH Rotterdam"


def svb_aow(date: str, per: str, bruto: float, vg: float, lh: float) -> str:
    return f"""
> Sociale Verzekeringsbank · Postbus 18 · 1180 AA Amstelveen · svb.nl · kantoor Rotterdam
{OUDERS}

Datum {nl_date(date)}
Klantnummer 2207 6615 093 · BSN 0411.27.830
Onderwerp: uw AOW-pensioen per {per}
# Uw AOW-pensioen per {per}
Geachte heer Yıldız,
Per {per} veranderen de AOW-bedragen. In deze brief leest u hoeveel AOW u ontvangt.
U ontvangt AOW voor gehuwden. U woont sinds 14 mei 1973 in Nederland; u heeft daardoor 88% AOW opgebouwd (44 van de 50 jaren).
| Bruto AOW per maand                          {eur(bruto)}
| Vakantietoeslag (opbouw per maand)           {eur(vg)}
| Loonheffing (met loonheffingskorting)        {eur(-lh)}
| Netto per maand                              {eur(bruto - lh)}
Wij betalen de AOW rond de 23e van de maand op rekening NL29 ABNA 0512 7716 30. De vakantietoeslag betalen wij in mei.
Gaat u langer dan 3 maanden naar het buitenland (bijvoorbeeld naar Turkije)? Geef dat dan aan ons door via Mijn SVB of bel 020 - 656 52 52.
Met vriendelijke groet,
Sociale Verzekeringsbank
"""


add(
    f"{D}/SVB AOW baba jan 2025.pdf",
    "pdf",
    "2025-01-08 10:30",
    text=svb_aow("2025-01-06", "1 januari 2025", 880.36, 54.43, 62.17),
)
add(
    f"{D}/Jaaropgaaf AOW 2024 baba.pdf",
    "pdf",
    "2025-02-03 18:45",
    text=f"""
> Sociale Verzekeringsbank · Postbus 18 · 1180 AA Amstelveen
# Jaaropgaaf 2024
{OUDERS}
BSN 0411.27.830 · Uitkering: AOW
| Loon voor de loonheffing 2024          € 11.286,44
| Ingehouden loonheffing                 €    741,10
| Bijdrage Zvw (ingehouden)              €    609,47
| Loonheffingskorting toegepast          ja, vanaf 01-01-2024
Gebruik deze jaaropgaaf voor uw aangifte inkomstenbelasting 2024.
""",
)
add(
    f"{D}/Zorgverzekering anne en baba 2025.pdf",
    "pdf",
    "2024-11-25 08:00",
    text="""
> CZ Zorgverzekeringen · Postbus 90152 · 5000 LD Tilburg
# Polisblad 2025
Verzekeringnemer: M. Yıldız, Putselaan 88-B, 3074 JH Rotterdam · relatienummer 6.812.044.17
| Verzekerde        Geboren      Basis        Aanvullend     Premie p/m
| M. Yıldız         04-02-1952   CZ Zorgbewust  Plus 3        € 198,45
| H. Yıldız         19-08-1957   CZ Zorgbewust  Plus 3        € 198,45
| Totaal                                                    € 396,90
Buitenlanddekking: spoedeisende zorg in Turkije tot maximaal het Nederlandse tarief; Plus 3 vult aan tot de werkelijke kosten.
""",
)
add(
    f"{D}/scan_0019.pdf",
    "scan",
    "2025-04-29 20:12",
    text="""
# Woonstad Rotterdam
Postbus 2088 · 3000 CB Rotterdam
De heer en mevrouw Yıldız, Putselaan 88-B, 3074 JH Rotterdam
Rotterdam, 25 april 2025
Betreft: voorstel huurverhoging per 1 juli 2025
Geachte heer en mevrouw Yıldız,
Per 1 juli 2025 verhogen wij de huur van uw woning (sociale huur) met 5,0%.
| Huidige kale huur             € 612,47
| Nieuwe kale huur              € 643,09
| Servicekosten (ongewijzigd)   €  41,20
| Nieuwe totale huur            € 684,29
Bent u het niet eens met dit voorstel? Dien dan vóór 1 juli 2025 bezwaar in bij ons.
Woonstad Rotterdam
""",
)
add(
    f"{D}/Machtiging DigiD baba.pdf",
    "pdf",
    "2024-02-12 19:22",
    text="""
# DigiD Machtigen — bevestiging
Volmachtgever: M. Yıldız (BSN eindigend op 830)
Gemachtigde: E. Yıldız (BSN eindigend op 845)
| Dienst                                          Geldig tot
| SVB — Mijn SVB (AOW, inkomstenverklaring)        12-02-2027
| Belastingdienst — aangifte inkomstenbelasting    12-02-2027
| Dienst Toeslagen — huurtoeslag, zorgtoeslag      12-02-2027
| CZ — Mijn CZ                                     12-02-2027
De machtiging is door de volmachtgever geaccepteerd op 12-02-2024 met de DigiD app.
""",
)
add(
    f"{D}/Tapu Urla.pdf",
    "scan",
    "2023-08-02 11:30",
    text="""
# TAPU SENEDİ
T.C. Çevre, Şehircilik ve İklim Değişikliği Bakanlığı — Tapu ve Kadastro Genel Müdürlüğü
İl: İZMİR   İlçe: URLA   Mahalle: ZEYTİNALANI   Mevkii: ÇEŞMEALTI YOLU
| Ada / Parsel       218 / 14
| Yüzölçümü          1.240,00 m2
| Niteliği           İki katlı kargir ev ve zeytinlik
| Malik              MEHMET YILDIZ (T.C. 27611453308), tam hisse
| Edinme sebebi      Satış, 12.06.1998, yevmiye 2841
Bu belge Urla Tapu Müdürlüğü tarafından düzenlenmiştir.
""",
)

# =======================================================================================
# Recepten
# =======================================================================================
D = "Recepten"
add(
    f"{D}/Mercimek çorbası (anne).txt",
    "text",
    "2023-11-26 17:40",
    text="""
Mercimek çorbası - annemin tarifi (6 kişilik)

1,5 su bardağı kırmızı mercimek
1 soğan, 1 havuç, 1 küçük patates
1 yemek kaşığı un, 1 yemek kaşığı biber salçası
2 litre sıcak su of tavuk suyu
tuz, karabiber, kimyon
servis: tereyağında pul biber (kırmızı), limon

Soğanı tereyağında kavur, havuç ve patatesi ekle. Salça ve unu ekle, 1 dk kavur.
Mercimeği yıka, ekle, suyu dök. 30-35 dk kısık ateşte pişir.
Blenderdan geçir. Çok koyu ise su ekle.
Üstüne pul biberli tereyağı gezdir, limonla servis et.

(Merel: linzen hoeven niet te weken, staafmixer is prima)
""",
)
add(
    f"{D}/Appeltaart oma Riek.md",
    "text",
    "2023-12-30 14:10",
    text="""
# Appeltaart van oma Riek (Zwolle)

springvorm 24 cm, oven 175 graden, 60-70 min

deeg
- 300 g zelfrijzend bakmeel
- 200 g roomboter (koud, blokjes)
- 150 g bruine basterdsuiker
- 1 ei (beetje apart houden voor bestrijken)
- snufje zout

vulling
- 1,5 kg appels (helft goudrenet, helft elstar)
- 75 g suiker, 2 tl kaneel
- handje rozijnen (wellen in warm water), niet voor Deniz zijn stuk haha
- sap van halve citroen

Deeg kneden, 3/4 in de vorm, vulling erin, rest als roostertje. Bestrijken met ei.
Oma zegt: "altijd een dag van tevoren bakken, dan is hij lekkerder".
""",
)
add(
    f"{D}/IMG-20240322-WA0008.jpg",
    "paper",
    "2024-03-22 18:31",
    hand=True,
    text="""
# Karnıyarık
6 patlıcan (orta boy)
400 gr kıyma
2 soğan, 4 diş sarımsak
2 domates, 2 sivri biber
1 yemek kaşığı domates salçası
maydanoz, tuz, karabiber

Patlıcanları alacalı soy, tuzlu suda 20 dk beklet.
Kurula, kızart (veya fırında 200 derece 25 dk).
Soğan + kıymayı kavur, sarımsak, biber, domates, salça.
Patlıcanların ortasını yar, harcı doldur,
üstüne domates ve biber dilimi koy.
1 su bardağı sıcak su + salça dök, 180 derece 30 dk.
Pilav ve yoğurtla ye!  Afiyet olsun, annen
""",
)
add(
    f"{D}/Boerenkool met worst.txt",
    "text",
    "2024-01-14 16:20",
    text="""
boerenkool (4 pers + restje)
1,5 kg kruimige aardappels (bintje/eigenheimer)
500 g gesneden boerenkool
rookworst (Emre: halal runderrookworst van de Bazar Istanbul, prima!)
scheut melk, klont boter, mosterd, zout peper
spekjes apart voor wie wil

aardappels + boerenkool bovenop samen 20-25 min koken
afgieten, stampen met melk en boter
jus: van de pakje of restje van zondag
""",
)
add(
    f"{D}/Menemen.txt",
    "text",
    "2024-06-02 11:05",
    text="""
menemen zondagochtend (zoals Emre hem maakt)

2 puntpaprika's (sivri biber, of groene paprika)
4 rijpe tomaten, geraspt
4-5 eieren
olijfolie, zout, pul biber
optioneel: beyaz peynir of sucuk (discussie in dit huis)

paprika zacht bakken, tomaat erbij tot het dik is (10 min)
eieren erin, half roeren, niet te droog!
met vers brood. Ela wil er kaas op.
""",
)
add(
    f"{D}/Pompoensoep Ela.md",
    "text",
    "2024-10-27 18:45",
    text="""
# Pompoensoep (Ela's versie)

- 1 flespompoen (butternut), in blokjes, schil eraf
- 1 ui, 2 teentjes knoflook
- 1 blik kokosmelk
- 1 liter groentebouillon
- 1 el rode currypasta
- koriander of peterselie

ui + knoflook + curry fruiten, pompoen erbij, bouillon, 20 min, pureren, kokosmelk erdoor.
Ela: met geroosterde pompoenpitjes erop!!
""",
)

# =======================================================================================
# Pino (the cat)
# =======================================================================================
D = "Pino"
add(
    f"{D}/Dierenkliniek Pino 2024.pdf",
    "pdf",
    "2024-10-09 17:20",
    text="""
> Dierenkliniek De Worp · Worp 12 · 7419 AD Deventer · 0570 - 61 33 70
# Factuur 2024-08812
Eigenaar: M. Bakker, Haverstraat 17, Deventer · patiënt: Pino (kat, Europese korthaar, rood, castraat, geb. 2020)
| 09-10-2024  Consult + jaarlijkse controle            € 52,50
| 09-10-2024  Vaccinatie kattenziekte/niesziekte        € 38,90
| 09-10-2024  Milbemax ontworming 2 tabl.               € 14,80
| Totaal incl. btw                                      € 106,20
Gewicht 5,4 kg (iets te zwaar, dieetadvies meegegeven). Volgende vaccinatie: oktober 2025.
""",
)
add(
    f"{D}/Chipregistratie Pino.pdf",
    "pdf",
    "2023-06-06 20:00",
    text="""
# NDG — Nederlandse Databank Gezelschapsdieren
Bevestiging adreswijziging
Chipnummer 528 210 004 417 392 · Diersoort kat · Naam Pino
Eigenaar: M.A. Bakker
Nieuw adres per 01-06-2023: Haverstraat 17, 7412 RD Deventer (was: Rijnkade 88-3, Arnhem)
Telefoon 06-41 88 20 73
""",
)
add(
    f"{D}/Pino vaccinatieboekje.jpg",
    "paper",
    "2024-10-09 17:40:12",
    dev="merel",
    hand=True,
    text="""
# Europees dierenpaspoort — vaccinaties
Pino · chip 528210004417392
| 14-10-2021  Purevax RCP   Dierenkliniek Rijnkade Arnhem
| 20-10-2022  Purevax RCP   Dierenkliniek Rijnkade Arnhem
| 11-10-2023  Purevax RCP   De Worp Deventer
| 09-10-2024  Purevax RCP   De Worp Deventer  (dr. L. Smit)
geldig tot: 09-10-2025
""",
)


# =======================================================================================
# Photos: Merel's iPhone (IMG_nnnn.JPG), Emre's Pixel (PXL_, UTC in the name), WhatsApp
# =======================================================================================


def merel(folder: str, n: int, date: str, scene: str, **kw) -> None:
    add(f"{folder}/IMG_{n:04d}.JPG", "photo", date, dev="merel", scene=scene, **kw)


def emre(folder: str, date: str, scene: str, ms: int, **kw) -> None:
    add(f"{folder}/{pxl(date, ms)}", "photo", date, dev="emre", scene=scene, **kw)


def wa(folder: str, date: str, n: int, scene: str, **kw) -> None:
    add(
        f"{folder}/IMG-{date[:10].replace('-', '')}-WA{n:04d}.jpg", "photo", date, scene=scene, **kw
    )


D = "Foto's/2024"
for n, date, scene in [
    (3012, "2024-01-01 00:12:41", "fireworks"),
    (3101, "2024-01-21 15:30:12", "party"),
    (3228, "2024-02-17 13:05:55", "forest"),
    (3502, "2024-04-27 11:48:20", "city"),
    (3561, "2024-05-09 18:22:03", "party"),
    (3688, "2024-06-22 10:14:37", "football"),
    (4002, "2024-08-04 14:40:10", "street"),
    (4015, "2024-08-24 19:02:48", "garden"),
    (4151, "2024-10-19 15:26:31", "park"),
    (4263, "2024-12-05 19:41:09", "indoor"),
    (4320, "2024-12-25 18:12:54", "dinner"),
    (4349, "2024-12-31 23:58:02", "fireworks"),
]:
    merel(D, n, date, scene)
for date, scene, ms in [
    ("2024-03-30 16:20:11", "park", 412),
    ("2024-06-08 11:03:45", "harbour", 87),
    ("2024-09-21 18:44:02", "bbq", 730),
    ("2024-11-02 09:12:30", "cat", 255),
    ("2024-11-23 20:30:14", "indoor", 918),
]:
    emre(D, date, scene, ms)

D = "Foto's/2025"
for n, date, scene in [
    (4361, "2025-01-01 00:05:33", "fireworks"),
    (4420, "2025-01-21 16:10:08", "party"),
    (4515, "2025-02-19 12:44:51", "forest"),
    (4598, "2025-03-14 13:20:40", "city"),
    (4790, "2025-04-26 12:02:17", "city"),
    (4861, "2025-05-09 17:55:26", "party"),
    (5233, "2025-06-21 11:30:05", "football"),
    (5590, "2025-08-03 15:12:44", "street"),
    (5610, "2025-08-17 19:20:31", "bbq"),
    (5741, "2025-09-27 10:05:19", "football"),
    (5760, "2025-10-04 16:33:02", "park"),
]:
    merel(D, n, date, scene)
for date, scene, ms in [
    ("2025-02-08 10:14:22", "cat", 501),
    ("2025-04-05 14:48:09", "harbour", 66),
    ("2025-06-14 17:31:40", "garden", 343),
    ("2025-08-30 20:02:11", "bbq", 180),
    ("2025-09-20 10:40:52", "football", 725),
]:
    emre(D, date, scene, ms)

D = "Foto's/WhatsApp"
for date, n, scene in [
    ("2024-01-05 20:14", 4, "dinner"),
    ("2024-01-21 17:02", 10, "party"),
    ("2024-03-10 14:31", 2, "garden"),
    ("2024-04-10 13:45", 7, "dinner"),  # Ramazan Bayramı
    ("2024-05-09 19:20", 15, "party"),
    ("2024-06-16 14:02", 1, "dinner"),  # Kurban Bayramı
    ("2024-09-07 16:40", 6, "park"),
    ("2024-10-12 11:25", 3, "football"),
    ("2024-11-24 19:50", 9, "indoor"),
    ("2024-12-25 21:12", 12, "dinner"),
    ("2025-01-21 18:30", 5, "party"),
    ("2025-03-30 15:08", 8, "dinner"),  # Ramazan Bayramı
    ("2025-04-27 12:40", 2, "city"),
    ("2025-06-06 16:15", 13, "bbq"),  # Kurban Bayramı
    ("2025-06-14 18:02", 4, "garden"),
    ("2025-08-02 15:44", 7, "beach"),
    ("2025-08-31 13:20", 10, "park"),
    ("2025-10-05 17:05", 1, "indoor"),
]:
    wa(D, date, n, scene)

# ---------------------------------------------------------------------------------------
D = "Reizen/Izmir zomer 2024"
add(
    f"{D}/{shot_name('2024-07-13 05:12:10')}",
    "shot",
    "2024-07-13 05:12:10",
    app="corendon",
    lines=[
        "# Boarding pass",
        "CORENDON AIRLINES · CAI 1134",
        "",
        "## Amsterdam (AMS) → Izmir (ADB)",
        "Za 13 jul 2024 · vertrek 07:05 · aankomst 11:40",
        "",
        "Passagier: YILDIZ/EMRE MR",
        "Stoel 24C · Groep 3 · Gate D7",
        "Boeking: K7PQ2R",
        "",
        "| ▮▮▯▮▯▮▮▮▯▯▮▮▯▮▮▯▮▯▮▮▯▮",
    ],
)
for n, date, scene in [
    (3795, "2024-07-14 11:20:45", "beach"),
    (3822, "2024-07-16 17:35:02", "bazaar"),
    (3870, "2024-07-20 21:10:33", "dinner"),
    (3911, "2024-07-24 10:48:19", "sea"),
    (3958, "2024-07-29 18:22:07", "city"),
    (3990, "2024-08-01 21:40:55", "evening"),
]:
    merel(D, n, date, scene)
emre(D, "2024-07-18 13:05:21", "beach", 604)
emre(D, "2024-07-26 19:44:10", "harbour", 219)
wa(D, "2024-07-21 22:05", 3, "dinner")
wa(D, "2024-07-30 12:31", 11, "beach")

D = "Reizen/Texel hemelvaart 2025"
add(
    f"{D}/Boekingsbevestiging Landal Sluftervallei.pdf",
    "pdf",
    "2025-01-12 21:20",
    text="""
> Landal GreenParks · Postbus 1154 · 1110 BD Diemen
# Boekingsbevestiging 7731-0944-11
Hoofdboeker: M.A. Bakker, Haverstraat 17, 7412 RD Deventer
| Park             Landal Sluftervallei, Krimweg 102, 1795 LS De Cocksdorp (Texel)
| Accommodatie     6L1 — 6-persoons bungalow, huisdiervrij
| Aankomst         donderdag 29 mei 2025 vanaf 15:00
| Vertrek          zondag 1 juni 2025 vóór 10:00
| Personen         2 volwassenen, 2 kinderen (10 en 14)
| Huursom          € 612,00
| Schoonmaak       €  95,00
| Toeristenbelasting 4 x 3 x € 3,15  € 37,80
| Totaal           € 744,80 (aanbetaling € 186,20 voldaan, rest uiterlijk 29-04-2025)
""",
)
add(
    f"{D}/TESO retour Den Helder - Texel.pdf",
    "pdf",
    "2025-05-20 20:41",
    text="""
# TESO — e-ticket
Den Helder ⇄ Texel · boekingsnummer T2505-88124
Auto tot 6 m (K-419-RN) + 4 personen, retour
Heen: do 29-05-2025, vaart 12:30 · Terug: zo 01-06-2025, vaart 16:00
Prijs € 49,00 (auto incl. inzittenden, retour). Wees 30 min voor vertrek aanwezig.
""",
)
for n, date, scene in [
    (5098, "2025-05-29 12:38:41", "harbour"),
    (5120, "2025-05-29 18:05:12", "dunes"),
    (5135, "2025-05-30 11:14:36", "beach"),
    (5160, "2025-05-31 14:50:09", "sea"),
    (5172, "2025-06-01 10:22:47", "dunes"),
]:
    merel(D, n, date, scene)

D = "Reizen/Izmir juli 2025"
add(
    f"{D}/Pegasus boeking 4 personen.pdf",
    "pdf",
    "2025-02-20 22:31",
    text="""
# Pegasus Airlines — Reservation confirmation / Rezervasyon
PNR: 5XWT8K · Booking date 20.02.2025
| PC 1254  Amsterdam (AMS) 07:10 → Izmir Adnan Menderes (ADB) 11:45   Thu 10 Jul 2025
| PC 1253  Izmir (ADB) 14:20 → Amsterdam (AMS) 17:05                   Sun 27 Jul 2025
Passengers: YILDIZ/EMRE MR, BAKKER/MEREL MRS, YILDIZ/ELA MISS, YILDIZ/DENIZ MSTR
Fare: Essentials (20 kg bag + cabin bag 8 kg)
| Total paid   EUR 1,486.20 (Visa •••• 2219)
Online check-in opens 72 hours before departure.
""",
)
for n, date, scene in [
    (5301, "2025-07-10 14:20:05", "city"),
    (5344, "2025-07-12 20:48:33", "party"),
    (5362, "2025-07-12 23:15:10", "evening"),
    (5410, "2025-07-15 11:02:48", "beach"),
    (5467, "2025-07-19 18:30:21", "bazaar"),
    (5520, "2025-07-23 10:41:57", "sea"),
    (5561, "2025-07-26 21:05:40", "dinner"),
]:
    merel(D, n, date, scene)
emre(D, "2025-07-13 12:12:09", "city", 477)
emre(D, "2025-07-21 16:55:30", "beach", 802)
wa(D, "2025-07-12 22:40", 31, "party")


# =======================================================================================
# Inbox: 40 files, most with the names scanners, phones, browsers and Word give them
# =======================================================================================
inb(
    "scan_0024.pdf",
    "Wonen/Huur Haverstraat/",
    "scan",
    "2025-05-02 20:05",
    text="""
# Van Dijk & Ter Horst Vastgoedbeheer B.V.
Brink 41 · 7411 BV Deventer
Mevrouw M.A. Bakker en de heer E. Yıldız
Haverstraat 17, 7412 RD Deventer
Deventer, 28 april 2025
Ons kenmerk: HV-2023-0417 / IND25
Betreft: jaarlijkse huurprijsaanpassing per 1 juli 2025
Geachte huurders,
Conform artikel 3.2 van uw huurovereenkomst passen wij de kale huur per 1 juli 2025 aan. De maximale huurverhoging voor de vrije sector bedraagt dit jaar 4,1% (CAO-loonontwikkeling + 0,6%). Wij passen dit percentage toe.
| Huidige kale huur              € 1.260,73
| Verhoging 4,1%                 €    51,69
| Nieuwe kale huur per 1-7-2025  € 1.312,42
| Voorschot servicekosten        €    38,50  (ongewijzigd)
| Nieuw totaal per maand         € 1.350,92
Wij verzoeken u uw periodieke overboeking per 1 juli 2025 aan te passen.
Tevens delen wij mede dat de cv-ketel in november 2025 zijn jaarlijkse onderhoudsbeurt krijgt; de installateur neemt zelf contact met u op.
Met vriendelijke groet,
R. ter Horst, beheerder
""",
)

inb(
    "scan_0029.pdf",
    "Kinderen/Deniz/School 2024-2025/",
    "scan",
    "2025-09-06 10:12",
    text="""
# OBS De Vlinderboom — Rapport groep 6 (eind)
Naam: Deniz Yıldız · Juli 2025
## Werkhouding
Deniz is dit jaar enorm gegroeid. Hij plant zijn weektaak zelf en maakt zijn werk af. Concentratie is sinds het voorjaar beter.
## Vakken
| Technisch lezen     goed (AVI-plus)
| Begrijpend lezen    ruim voldoende (vooruitgang!)
| Spelling            ruim voldoende
| Rekenen             zeer goed, breuken gaan prima
| Wereldoriëntatie    goed
| Engels              goed
| Tekenen/handvaardigheid   voldoende
## Gedrag
Een fijne, behulpzame jongen die goed samenwerkt. Voetbal in de pauze blijft favoriet.
Deniz gaat over naar groep 7. Fijne vakantie en veel plezier in Turkije!
Juf Sanne en meester Kees
""",
)

inb(
    "scan_0030.pdf",
    "Gezondheid/Deniz/",
    "scan",
    "2025-09-16 19:40",
    text="""
# Deventer Ziekenhuis
Nico Bolkesteinlaan 75 · 7416 SE Deventer · polikliniek KNO · 0570 - 53 52 30
Aan de ouders van Deniz M. Yıldız, geb. 21-01-2015
Haverstraat 17, 7412 RD Deventer
Deventer, 10 september 2025 · patiëntnummer 1.448.902
Betreft: bevestiging opname dagbehandeling
Beste ouders,
Uw zoon is ingepland voor de volgende behandeling door dr. M. Zwart, KNO-arts:
adenotomie (verwijderen neusamandel) en plaatsen van trommelvliesbuisjes links en rechts.
| Datum           vrijdag 24 oktober 2025
| Melden          07:15 uur, Kinderdagcentrum, route 61
| Nuchter         vanaf 00:00 uur niet eten; heldere dranken tot 06:15 uur
| Naar huis       naar verwachting dezelfde dag rond 13:00 uur
Neem mee: ID-kaart van Deniz, zorgpas, knuffel. Eén ouder mag mee tot de operatiekamer.
Controle bij de KNO-arts 6 weken na de ingreep, met gehoortest (audiogram).
Met vriendelijke groet, secretariaat KNO
""",
)

inb(
    "scan_0031.pdf",
    "Financiën/Belasting/2024/",
    "scan",
    "2025-10-03 20:02",
    text=f"""
{BD_HDR}
M.A. Bakker, Haverstraat 17, 7412 RD Deventer
AANSLAG INKOMSTENBELASTING/PREMIE VOLKSVERZEKERINGEN 2024
Aanslagnummer {BSN_MEREL.replace(".", "")}.H.46.01    Dagtekening 26 september 2025
| Belastbaar inkomen uit werk en woning        € 62.205
| Belastbaar inkomen uit sparen en beleggen    €      0
| Inkomstenbelasting en premies                € 22.611
| Heffingskortingen                            €  5.567
| Ingehouden loonheffing                       € 17.905
| Al ontvangen (voorlopige aanslag)            €      0
| Terug te ontvangen                           €    861
Deze aanslag is gelijk aan uw aangifte. Wij betalen het bedrag binnen 3 weken uit op rekening {IBAN_ING}.
Bent u het niet eens met deze aanslag? U kunt binnen 6 weken na de dagtekening bezwaar maken.
""",
)

inb(
    "scan_0032.pdf",
    "Verzekeringen/Zorg/",
    "scan",
    "2025-10-21 21:15",
    text="""
# Zilveren Kruis
Postbus 444 · 2740 AK Waddinxveen · relatienummer 180 447 219
Mevrouw M.A. Bakker, Haverstraat 17, 7412 RD Deventer
Zeist, 14 oktober 2025
Betreft: uw zorgverzekering in 2026
Beste mevrouw Bakker,
Op 1 januari 2026 loopt uw zorgverzekering gewoon door. Hieronder ziet u wat er verandert.
| Verzekerde      Basis Budget   Aanvullend 2*   Premie 2026 p/m   (2025)
| M.A. Bakker     € 139,95       € 27,40         € 167,35          (€ 159,31)
| E. Yıldız       € 139,95       € 27,40         € 167,35          (€ 159,31)
| E.S. Yıldız     gratis         gratis          € 0,00
| D.M. Yıldız     gratis         gratis          € 0,00
| Totaal                                         € 334,70          (€ 318,62)
Het verplicht eigen risico blijft € 385. Fysiotherapie in Aanvullend 2* gaat van 9 naar 12 behandelingen. Orthodontie: het maximum van € 2.000 blijft gelijk.
Wilt u iets veranderen? Dat kan tot en met 31 december 2025 via Mijn Zilveren Kruis.
""",
)

inb(
    "scan_0033.pdf",
    "Gezondheid/Merel/",
    "scan",
    "2025-11-04 18:48",
    text=f"""
# Huisartsenpraktijk Keizerslanden
{HA}
Mevrouw M.A. Bakker
Haverstraat 17, 7412 RD Deventer
Deventer, 31 oktober 2025
Betreft: uitslag bloedonderzoek van 28 oktober 2025
Beste mevrouw Bakker,
Hierbij de uitslag van uw bloedonderzoek, zoals telefonisch besproken.
| Bepaling          Uitslag   Referentie
| Hemoglobine       8,1       7,5 - 10,0 mmol/l
| Ferritine         46        15 - 150 µg/l
| TSH               5,9       0,4 - 4,0 mU/l   (H)
| Vrij T4           14        10 - 23 pmol/l
| Vitamine D        61        > 50 nmol/l
Uw ijzer en vitamine D zijn weer in orde. De schildklierwaarde TSH is licht verhoogd bij een normale T4 (subklinische hypothyreoïdie). Dit hoeft niet behandeld te worden, maar we controleren het over 6 weken opnieuw, samen met de antistoffen (anti-TPO).
Wilt u hiervoor een labformulier ophalen bij de assistente? Bij klachten als moeheid, kouwelijkheid of gewichtstoename eerder contact opnemen.
Met vriendelijke groet,
W. Oosterhuis, huisarts
""",
)

inb(
    "Scan 3 mrt. 2025.pdf",
    "Wonen/Gemeente & water/",
    "scan",
    "2025-03-03 19:30",
    text="""
# GBLT — Gemeentelijk Belastingkantoor Lococensus-Tricijn
Namens de gemeente Deventer
AANSLAGBILJET GEMEENTELIJKE HEFFINGEN 2025
Aanslagnummer 7010.25.0883.415     Dagtekening 21 februari 2025
E. Yıldız, Haverstraat 17, 7412 RD Deventer
| Objectadres          Haverstraat 17, Deventer
| Afvalstoffenheffing  meerpersoonshuishouden       € 349,20
| Rioolheffing         gebruiker                     € 210,60
| Totaal aanslag                                     € 559,80
Betaling in 10 termijnen via automatische incasso van € 55,98, eerste termijn eind maart 2025.
Kwijtschelding? Kijk op gblt.nl. Bezwaar binnen zes weken na dagtekening.
""",
)

inb(
    "Scan 12 sep. 2025.pdf",
    "Kinderen/Ela/School 2025-2026/",
    "scan",
    "2025-09-12 21:00",
    text=f"""
# Sint-Lebuinus Lyceum
{SL}
Aan de ouders/verzorgers van de leerlingen van klas 3H-c
Deventer, 3 september 2025
Betreft: start van het schooljaar 2025-2026
Beste ouders en verzorgers,
Welkom in leerjaar 3! Ik ben dit jaar de mentor van 3H-c: meneer T. Dijkstra (docent aardrijkskunde, t.dijkstra@lebuinuslyceum.nl).
Ouderavond: dinsdag 9 september, 19:30 uur, aula. U maakt kennis met de mentor en hoort over de profielkeuze die in maart plaatsvindt.
De vrijwillige ouderbijdrage voor 2025-2026 is vastgesteld op € 88,00; kluishuur € 12,50. U ontvangt een betaalverzoek via WIS Collect.
Laptops: vanaf klas 3 werken leerlingen met een eigen laptop (minimaal 8 GB geheugen). Via The Rent Company kunt u een laptop huren of kopen.
Met vriendelijke groet,
T. Dijkstra, mentor 3H-c
""",
)

inb(
    "Scan 28 aug. 2025.pdf",
    "Documenten/Turkse papieren Emre/",
    "scan",
    "2025-08-28 22:10",
    text="""
# T.C. İÇİŞLERİ BAKANLIĞI — NÜFUS VE VATANDAŞLIK İŞLERİ GENEL MÜDÜRLÜĞÜ
## NÜFUS KAYIT ÖRNEĞİ (Bireysel)
Belge No: NKO-2025-71188402 · Düzenlenme tarihi: 27.08.2025 · e-Devlet
| İl / İlçe            İZMİR / URLA
| Mahalle/Köy          ZEYTİNALANI
| Cilt / Hane / BSN    12 / 84 / 31
| T.C. Kimlik No       31847260592
| Adı / Soyadı         EMRE YILDIZ
| Baba Adı / Ana Adı   MEHMET / HATİCE
| Doğum Yeri / Tarihi  ROTTERDAM / 02.11.1983
| Cinsiyeti            ERKEK
| Medeni Hali          BEKAR
| Durumu               SAĞ
Belgenin kullanım amacı: Resmi kurumlara verilmek üzere (konsolosluk / tapu işlemleri).
Bu belge 5070 sayılı Elektronik İmza Kanunu'na göre güvenli elektronik imza ile imzalanmıştır. Doğrulama: turkiye.gov.tr/belge-dogrulama
""",
)

inb(
    "Scan 2 okt. 2025.pdf",
    "Pino/",
    "scan",
    "2025-10-02 19:05",
    text="""
# Dierenkliniek De Worp
Worp 12 · 7419 AD Deventer · 0570 - 61 33 70
FACTUUR 2025-09417                       Datum 01-10-2025
Eigenaar: M. Bakker, Haverstraat 17, Deventer
Patiënt: Pino — kat, Europese korthaar, rood, castraat, chip 528210004417392
| Consult + jaarlijkse controle               € 54,80
| Vaccinatie Purevax RCP                       € 40,60
| Milbemax ontworming 2 tabl.                  € 15,30
| Nagels knippen                               €  0,00
| Totaal incl. btw                             € 110,70
Gewicht 5,1 kg (mooi, 300 g afgevallen). Volgende vaccinatie oktober 2026. Betaald met pin.
""",
)

inb(
    "Gescand document 4.pdf",
    "Auto/APK & onderhoud/",
    "scan",
    "2025-06-18 18:22",
    scanner="iOS Notities",
    text=f"""
# Autobedrijf Kolk
{KOLK}
WERKPLAATSFACTUUR 25-2164 + KEURINGSRAPPORT APK
Klant: E. Yıldız, Haverstraat 17, Deventer · K-419-RN · Toyota Yaris 1.5 Hybrid
Datum: 17-06-2025 · kilometerstand 71.022 km
APK: goedgekeurd na reparatie · afgemeld RDW 17-06-2025 11:42 · vervaldatum 17-06-2026
| APK keuring                                 € 41,00
| Remblokken voor vervangen (onderdeel)       € 68,40
| Arbeid remmen 0,8 uur                       € 74,40
| Kleine beurt Toyota-schema 75.000 km        € 189,00
| Motorolie 0W-16                             € 62,90
| Subtotaal                                   € 435,70
| Btw 21%                                     € 91,50
| Totaal                                      € 527,20
Volgende onderhoudsbeurt: 90.000 km of juni 2026.
""",
)

_q2_nl, _q2_eu = _quarter_turnover(2025, 2)
_q2_due = round(_q2_nl * 0.21, 2) - 152.73
_boete = max(50.0, round(_q2_due * 0.03, 2))
inb(
    "scan0001.pdf",
    "Emre ZZP/Belasting & BTW/",
    "scan",
    "2025-10-24 17:40",
    scanner="Canon PIXMA TS5350",
    text=f"""
{BD_HDR}
{BEDRIJF}, t.a.v. E. Yıldız
Haverstraat 17, 7412 RD Deventer
NAHEFFINGSAANSLAG OMZETBELASTING
Aanslagnummer {BTW_ID[2:]}.F.25.2.0001 · Dagtekening 17 oktober 2025
Tijdvak: 1 april 2025 t/m 30 juni 2025
U heeft de omzetbelasting over dit tijdvak ({eur(_q2_due)}) niet op tijd betaald. De uiterste betaaldatum was 31 juli 2025; wij ontvingen de betaling op 14 augustus 2025.
| Naheffingsaanslag (belasting)             € 0,00 (al voldaan)
| Verzuimboete (3%, minimaal € 50)          {eur(_boete)}
| Te betalen                                {eur(_boete)}
Betaal uiterlijk op 17 november 2025 op NL86 INGB 0002 4455 88 t.n.v. Belastingdienst, o.v.v. betalingskenmerk 5004 1273 8901 2250.
Bent u het niet eens met de boete? U kunt binnen 6 weken bezwaar maken.
""",
)

_nr, _date, _client, _ref, _lines = INVOICES[-1]
inb(
    "Doc1.pdf",
    "Emre ZZP/Facturen verstuurd/2025/",
    "pdf",
    "2025-10-31 16:44",
    text=invoice_text(_nr, _date, _client, _ref, _lines),
    producer="Microsoft® Word voor Microsoft 365",
)

inb(
    "document.pdf",
    "Familie/Baba & anne/",
    "pdf",
    "2025-07-15 21:12",
    text=svb_aow("2025-07-07", "1 juli 2025", 895.12, 55.34, 63.40),
)

inb(
    "document(1).pdf",
    "Financiën/Kinderbijslag/",
    "pdf",
    "2025-10-01 09:15",
    text=svb_kb(3, 2025, "2025-10-01"),
)

inb(
    "document(3).pdf",
    "Emre ZZP/Inkoop & bonnetjes/",
    "pdf",
    "2025-10-14 17:30",
    text=f"""
> Geluidstudio Ruis · Joost Mulder · Pothoofd 310 · 7411 ER Deventer
> KvK 81944020 · btw NL003567114B77 · NL90 TRIO 0391 2277 40
{BEDRIJF}
t.a.v. Emre Yıldız
{ADRES}
{PC_PLAATS}
# Factuur R25-041
Factuurdatum 14-10-2025 · vervaldatum 28-10-2025 · project: Alliander S2 deel 2
| Mixage en sound design 4 video's (2-3 min.)        7 uur x € 65,00   € 455,00
| Muzieklicentie Artlist (per video)                 4 x € 32,50       € 130,00
| Subtotaal                                                            € 585,00
| Btw 21%                                                              € 122,85
| Totaal                                                               € 707,85
Betaling binnen 14 dagen op bovenstaand rekeningnummer o.v.v. R25-041. Video 3 had nog een extra mixronde, die heb ik niet gerekend.
""",
)

inb(
    "download.pdf",
    "Werk Merel/Loonstroken/",
    "pdf",
    "2025-10-22 18:20",
    text=payslip_text(2025, 10),
    producer="Nmbrs",
)

inb(
    "download (1).pdf",
    "Wonen/Energie/",
    "pdf",
    "2025-11-05 20:31",
    text=f"""
{ENECO_HDR}
# Uw tarieven per 1 januari 2026
Beste mevrouw Bakker,
Per 1 januari 2026 veranderen de energiebelasting en de netbeheerkosten. Daarom passen wij ook uw variabele tarieven aan.
| Stroom normaal   € 0,2986 per kWh (was € 0,3095)
| Stroom dal       € 0,2811 per kWh (was € 0,2899)
| Gas              € 1,3512 per m3  (was € 1,3847)
| Vaste leveringskosten € 7,95 per maand per product (gelijk)
| Vermindering energiebelasting 2026: € 628,96 per jaar
Uw termijnbedrag blijft € 214,00 per maand. Op basis van uw verwachte verbruik (3.350 kWh en 1.080 m3) schatten wij uw jaarkosten op € 2.431.
Met vriendelijke groet, Eneco
""",
)

inb(
    "Naamloos.docx",
    "Auto/Boetes & parkeren/",
    "docx",
    "2025-09-29 22:04",
    author="Merel Bakker",
    text="""
M.A. Bakker
Haverstraat 17
7412 RD Deventer

Gemeente Deventer
t.a.v. team Parkeerbelastingen
Postbus 5000
7400 GC Deventer

Deventer, 29 september 2025

Betreft: bezwaar naheffingsaanslag parkeerbelasting 0284-25-207415

Geachte heer/mevrouw,

Ik maak bezwaar tegen de naheffingsaanslag parkeerbelasting 0284-25-207415 van vrijdag 12 september 2025, 08:02 uur, opgelegd aan kenteken K-419-RN op de Ceintuurbaan ter hoogte van nummer 31.

De Ceintuurbaan ligt in vergunningsgebied Z2 Zandweerd-Zuid. Ik heb voor dit gebied een geldige bewonersvergunning (BV-2025-188412, geldig 01-01-2025 t/m 31-12-2025), digitaal gekoppeld aan kenteken K-419-RN. Een kopie van de vergunning voeg ik bij. Er was dus parkeerrecht.

Ik verzoek u de naheffingsaanslag van € 79,40 te vernietigen.

Met vriendelijke groet,

Merel Bakker
""",
)

inb(
    "Document1.docx",
    "Kinderen/Deniz/School 2024-2025/",
    "docx",
    "2025-05-19 21:33",
    author="Emre Yıldız",
    text="""
E. Yıldız en M.A. Bakker
Haverstraat 17
7412 RD Deventer

Aan de directeur van OBS De Vlinderboom
mevrouw H. Brouwer
Hanzeweg 61
7418 AG Deventer

Deventer, 19 mei 2025

Betreft: aanvraag extra verlof (art. 11 sub g Leerplichtwet) voor Deniz Yıldız, groep 6

Beste mevrouw Brouwer,

Wij vragen extra verlof aan voor onze zoon Deniz Yıldız (groep 6, juf Sanne/meester Kees) op donderdag 10 juli en vrijdag 11 juli 2025.

Op zaterdag 12 juli 2025 trouwt de zus van Emre, Elif Yıldız (de tante van Deniz, derde graad), in Urla bij Izmir, Turkije. De vlucht vertrekt op 10 juli; met de reis en de voorbereidingen (kına gecesi op 11 juli) is het niet mogelijk om pas in de zomervakantie te vertrekken. Een kopie van de trouwkaart (davetiye) sturen we mee.

Voor Ela (Sint-Lebuinus Lyceum) doen wij een aparte aanvraag bij haar school.

Met vriendelijke groet,

Emre Yıldız en Merel Bakker
06-18 44 72 90
""",
)

inb(
    "IMG-20250918-WA0004.jpg",
    "Emre ZZP/Inkoop & bonnetjes/",
    "paper",
    "2025-09-18 17:48",
    receipt=True,
    text="""
# MediaMarkt
Deventer, Snipperlingsdijk 4
btw NL8097.71.112.B01
---
| Samsung Portable SSD T7
|   Shield 2TB zwart           169,00
| SanDisk Extreme PRO
|   USB-C kaartlezer            24,99
---
| TOTAAL EUR                  193,99
| waarvan btw 21%              33,67
| Debit Mastercard            193,99
---
18-09-2025 17:41  kassa 05  bon 7731
Factuur op naam? mediamarkt.nl/bon
Garantie: bewaar deze bon
""",
)

inb(
    "IMG-20251002-WA0009.jpg",
    "Kinderen/Deniz/Voetbal/",
    "paper",
    "2025-10-02 20:15",
    text="""
# VV Zandweerd — contributienota seizoen 2025-2026
Ledenadministratie · Zwolseweg 200 · 7412 AS Deventer
Lid: Deniz Yıldız · lidnummer 20190447 · team JO11-3
| Contributie jeugd O11                    € 176,00
| Kledingfonds (tenue in bruikleen)        €  20,00
| Korting vrijwilliger (bardienst gedaan)  € -10,00
| Totaal                                   € 186,00
Incasso in 2 termijnen: 15 oktober 2025 en 15 januari 2026 van IBAN NL62 INGB ••••• 2345.
Denk aan de Grote Clubactie: loten verkopen t/m 15 november!
""",
)

inb(
    "IMG-20250805-WA0021.jpg",
    "Recepten/",
    "paper",
    "2025-08-05 13:02",
    hand=True,
    text="""
# Zeytinyağlı yaprak sarma
1 kavanoz asma yaprağı (salamura)
2 su bardağı pirinç (baldo)
3 soğan (ince doğranmış)
1 çay bardağı zeytinyağı
1 yemek kaşığı kuş üzümü + dolmalık fıstık
nane, tarçın, yenibahar, tuz, şeker
1 limon

Yaprakları haşla, sapını kes.
Soğanı yağda pembeleştir, fıstık, pirinç, üzüm.
Baharat + 1 su bardağı su, suyunu çeksin.
Yaprağın içine 1 tatlı kaşığı koy, sıkı sar.
Tencereye diz, üstüne limon, 2 su bardağı sıcak su.
Kısık ateşte 45 dk. Soğuk servis!
Merel'e: Elif'in düğünü için yaptık, beğendin ya :)
""",
)

inb(
    "WhatsApp Image 2025-10-08 at 21.14.52.jpeg",
    "Gezondheid/Ela/",
    "paper",
    "2025-10-08 21:14:52",
    text="""
# GGD IJsselland — Jeugdgezondheidszorg
Aan de ouder(s)/verzorger(s) van Ela Sevgi Yıldız, geboren 09-05-2011
Haverstraat 17, 7412 RD Deventer
Zwolle, 1 oktober 2025
## Uitnodiging vaccinatie tegen meningokokken ACWY
Uw kind wordt dit jaar 14 en krijgt een vaccinatie tegen meningokokkenziekte type A, C, W en Y. Meningokokken kunnen hersenvliesontsteking en bloedvergiftiging veroorzaken.
| Datum     dinsdag 4 november 2025
| Tijd      15:30 - 16:00 uur
| Locatie   Sporthal De Scheg, Piet van Donkplein 1, Deventer
Neem deze brief en de ID-kaart van uw kind mee. Kan het niet? Maak een nieuwe afspraak via ggdijsselland.nl/vaccinaties.
""",
)

inb(
    "IMG_5688.JPG",
    "Auto/Boetes & parkeren/",
    "paper",
    "2025-09-12 08:14:27",
    dev="merel",
    receipt=True,
    text="""
# GEMEENTE DEVENTER
NAHEFFINGSAANSLAG PARKEERBELASTING
---
| Nummer    0284-25-207415
| Datum     12-09-2025
| Tijd      08:02
| Kenteken  K-419-RN
| Merk      TOYOTA
| Locatie   CEINTUURBAAN 31
| Zone      Z2 ZANDWEERD-ZUID
| Overtr.   geen geldig parkeerrecht
---
| Parkeerbelasting       3,10
| Kosten naheffing      76,30
| TOTAAL EUR            79,40
---
Binnen 4 weken betalen via
deventer.nl/parkeerbon
Bezwaar binnen 6 weken.
Handhaver 0417
""",
)

inb(
    shot_name("2025-10-04 13:15:02"),
    "Wonen/Aankopen & garantie/",
    "shot",
    "2025-10-04 13:15:02",
    app="coolblue",
    lines=[
        "# Bedankt voor je bestelling",
        "Bestelnummer 9184 4412",
        "",
        "## Bosch SMV4HVX00N Serie 4",
        "Volledig integreerbare vaatwasser, 60 cm",
        "1 x € 649,00",
        "",
        "Installatie + oude vaatwasser mee € 69,00",
        "Coolblue Zekerheidsgarantie 5 jaar: inbegrepen",
        "",
        "## Bezorging",
        "Dinsdag 7 oktober, 13:00 - 16:00",
        "Haverstraat 17, 7412 RD Deventer",
        "",
        "Totaal € 718,00 · betaald met iDEAL",
    ],
)

inb(
    shot_name("2025-04-11 21:35:12"),
    "Financiën/Belasting/2024/",
    "shot",
    "2025-04-11 21:35:12",
    app="belastingdienst",
    lines=[
        "# Aangifte verzonden",
        "",
        "## Aangifte inkomstenbelasting 2024",
        "E. Yıldız",
        "Ontvangen op 11 april 2025 om 21:34",
        "Kenmerk IB-2024-8T4K-77QX",
        "",
        "Volgens uw aangifte moet u € 1.327 betalen.",
        "U ontvangt uiterlijk 1 juli 2025 een (voorlopige) aanslag.",
        "",
        "[Download uw aangifte (pdf)]",
    ],
)

inb(
    "Screenshot 2025-09-22 at 14.03.11.png",
    "Werk Merel/Contract & HR/",
    "shot",
    "2025-09-22 14:03:11",
    app="outlook",
    size="desktop",
    sidebar=["Inbox  14", "Focused", "Sent Items", "Drafts", "People team", "Discovery"],
    lines=[
        "# Your compensation review 2025",
        "From: Laura Mertens <laura.mertens@orbisfleet.com>",
        "To: Merel Bakker · Mon 22 Sep 2025 13:58",
        "",
        "Hi Merel,",
        "As discussed in our 1:1, here is the outcome of your annual compensation review.",
        "| Current gross monthly salary (36h)   EUR 5,310.00",
        "| New gross monthly salary (36h)       EUR 5,420.00  (+2.1%)",
        "| Effective date                       1 October 2025",
        "| One-off performance bonus            EUR 1,500 gross, paid with the November payroll",
        "",
        "Your rating this year: Strong. You will receive the formal letter in Personio this week.",
        "Thanks for everything you did on the charging-hub research!",
        "Best, Laura",
    ],
)

inb(
    shot_name("2025-07-10 05:44:20"),
    "Reizen/Izmir juli 2025/",
    "shot",
    "2025-07-10 05:44:20",
    app="pegasus",
    lines=[
        "# Biniş kartı / Boarding pass",
        "PC 1254 · 10 JUL 2025",
        "",
        "## AMS → ADB",
        "Amsterdam 07:10 → Izmir 11:45",
        "",
        "YILDIZ/EMRE MR",
        "Seat 17F · Zone 2 · Gate D3",
        "PNR 5XWT8K",
        "Boarding 06:35",
        "",
        "| ▮▯▮▮▯▮▯▯▮▮▮▯▮▯▮▮▯▯▮▮▯▮",
    ],
)

inb(
    "IMG-20251010-WA0011.jpg",
    "",
    "card",
    "2025-10-10 07:12",
    lines=[
        "Hayırlı Cumalar",
        "Rabbim dualarınızı kabul etsin, gününüz bereketli olsun",
    ],
)

inb(
    shot_name("2025-10-19 22:41:33"),
    "",
    "shot",
    "2025-10-19 22:41:33",
    app="marktplaats",
    lines=[
        "# Babboe Curve-E elektrische bakfiets 2021",
        "€ 1.150,00 · Bieden vanaf € 1.000",
        "",
        "Deventer (Colmschate) · 3 dagen geleden",
        "Conditie: gebruikt, goed",
        "",
        "Nette Babboe Curve-E, accu 2023 vervangen (500 Wh), regenhuif en 2 gordels. Ca. 2.800 km gereden. Ophalen, geen verzending.",
        "",
        "Verkoper: Fam. Jansen · op Marktplaats sinds 2014",
        "",
        "[Bericht sturen]",
    ],
)

inb("IMG_5802.JPG", "Foto's/2025/", "photo", "2025-10-19 15:48:30", dev="merel", scene="forest")
inb(
    "IMG_5141.JPG",
    "Reizen/Texel hemelvaart 2025/",
    "photo",
    "2025-05-30 15:40:18",
    dev="merel",
    scene="beach",
)
PXL_INBOX = pxl("2025-07-16 20:45:22", 318)
inb(
    PXL_INBOX,
    "Reizen/Izmir juli 2025/",
    "photo",
    "2025-07-16 20:45:22",
    dev="emre",
    scene="evening",
)
inb(
    "IMG-20250723-WA0012.jpg",
    "Reizen/Izmir juli 2025/",
    "photo",
    "2025-07-23 19:30",
    scene="harbour",
)
inb("IMG-20250914-WA0003.jpg", "Foto's/WhatsApp/", "photo", "2025-09-14 16:52", scene="bbq")

inb(
    "Polisblad autoverzekering 2026.pdf",
    "Verzekeringen/Auto & woning/",
    "pdf",
    "2025-11-03 08:00",
    text=f"""
{CB_HDR}
# Polisblad autoverzekering
Polisnummer 84.119.337 · Verzekeringnemer E. Yıldız, Haverstraat 17, 7412 RD Deventer
Geldig van 1 januari 2026 t/m 31 december 2026
| Auto            Toyota Yaris 1.5 Hybrid Dynamic, bouwjaar 2019
| Kenteken        K-419-RN
| Dekking         WA + Beperkt Casco
| Schadevrije jaren 12, trede 15, korting 75%
| Regelmatige bestuurder E. Yıldız, ook M.A. Bakker
| Kilometrage     tot 15.000 km per jaar
| Eigen risico    € 150 (beperkt casco)
| Premie          € 53,04 per maand (2025: € 51,12)
De groene kaart voor 2026 vindt u in de Centraal Beheer app.
""",
)

inb(
    "Uitnodiging kennismakingsavond groep 7.pdf",
    "Kinderen/Deniz/School 2025-2026/",
    "pdf",
    "2025-09-02 12:30",
    text=f"""
> {VB}
# Uitnodiging kennismakingsavond groep 7
Beste ouders en verzorgers van groep 7,
Graag nodigen wij u uit voor de kennismakingsavond op dinsdag 16 september 2025 van 19:00 tot 20:00 uur in het lokaal van groep 7.
Meester Ruben en juf Anouk vertellen over:
- het lesprogramma van groep 7 (o.a. Engels, topografie van Europa, werkstuk)
- de Cito/Leerling in beeld-toetsen en het voorlopig schooladvies aan het eind van groep 7
- het kamp van groep 7 en 8 (10 t/m 12 juni 2026)
Graag tot dan!
""",
)

inb(
    "Menukaart Pizzeria Da Nino.pdf",
    "",
    "pdf",
    "2025-10-25 18:40",
    text="""
# Pizzeria Da Nino
Nieuwstraat 40 · Deventer · 0570 - 22 81 90 · bezorgen di t/m zo 16:30 - 21:30
## Pizze rosse
| Margherita — tomaat, mozzarella, basilicum            € 11,50
| Salame — pittige salami                               € 13,50
| Diavola — salami piccante, peper, olijven             € 14,00
| Tonno e cipolla — tonijn, rode ui                     € 14,50
## Pizze bianche
| Quattro formaggi                                      € 15,00
| Patate e rosmarino                                    € 13,50
## Pasta
| Spaghetti carbonara                                   € 14,50
| Lasagne della nonna                                   € 15,50
Bestellen via danino.nl — bezorgkosten € 2,50, gratis vanaf € 30.
""",
)

inb(
    "Pubquiz vragen Jeroen 40.docx",
    "",
    "docx",
    "2025-10-28 23:10",
    author="Emre Yıldız",
    text="""
# Pubquiz Jeroen 40!
zaterdag 8 november, café De Hip
## Ronde 1 — 1985
- Welke band scoorde in 1985 een hit met 'Take On Me'?
- Welke Nederlandse schaatser won de Elfstedentocht van 1985?
- Hoe heette de eerste Nintendo-spelcomputer in Europa?
## Ronde 2 — Jeroen
- In welk jaar haalde Jeroen (eindelijk) zijn rijbewijs?
- Wat was zijn eerste auto? (tip: hij was geel)
- Hoeveel marathons heeft hij gelopen?
## Ronde 3 — Deventer
- Hoeveel kramen staan er ongeveer op de Deventer Boekenmarkt?
- Welke heilige is de patroonheilige van Deventer?
""",
)

NEW_FOLDERS: set[str] = set()


def library() -> list[dict]:
    return LIB


def inbox() -> list[dict]:
    return INB


# =======================================================================================
# guideline.md, in Merel's words
# =======================================================================================
GUIDELINE = """
# Waar hoort wat (Merel, sept 2025)

Alles komt eerst in inbox/ terecht: de scanner (scan_00xx), "Scan 3 mrt." van de scan-app op Emre's telefoon, WhatsApp, downloads uit de browser. Eens in de zoveel weken ruim ik op. Dit lijstje is voor mezelf, voor Emre, en nu ook voor de opruimtool.

## Algemeen
- Eén map per onderwerp. Alleen per jaar waar het jaar ertoe doet: belasting, Emre's facturen, schooljaren en foto's.
- Bestanden met een nietszeggende naam (scan_0031.pdf, download.pdf, document(2).pdf, Doc1.pdf van Emre's Word, Naamloos.docx) graag een echte naam geven, in de stijl van de map waar ze heen gaan (zie hieronder).
- Foto's NIET hernoemen. IMG_xxxx (mijn iPhone), PXL_... (Emre's Pixel) en IMG-...-WA (WhatsApp) laten zoals ze zijn, dan weet ik waar ze vandaan komen.
- Maar: een foto van een bonnetje of een brief is geen foto, die gaat naar het onderwerp en krijgt wél een naam.

## Wonen
- Huur Haverstraat: alles met de verhuurder (Van Dijk & Ter Horst): contract, huurverhoging, mails over reparaties. Naam met de datum van de brief vooraan: "2024-05-14 Huurverhoging per 1 juli 2024.pdf".
- Energie: Eneco. Naam: "Eneco - wat - maand jaar", bv. "Eneco - jaarnota - jun 2025.pdf".
- Gemeente & water: GBLT (afval, riool), Vitens, Circulus, uittreksels. Gewoon "GBLT aanslag 2024.pdf".
- Internet & mobiel: Ziggo, Odido, Simyo.
- Aankopen & garantie: bonnen en garanties van spullen voor in huis (privé). Apparatuur voor Emre's werk hoort bij Emre ZZP.

## Geld
- Financiën/ING: jaaroverzichten en csv-exports van de en/of-rekening.
- Financiën/Belasting/<jaar>: inkomstenbelasting van ons allebei, per BELASTINGJAAR. De aangifte over 2024 doen we in april 2025 maar die hoort bij 2024, de aanslag over 2024 ook (ook al komt die pas in het najaar). Voorlopige aanslag 2025 = 2025. Naam zoals "Aangifte IB 2024 Merel.pdf".
- Btw van Emre's bedrijf en andere post van de Belastingdienst over het bedrijf -> Emre ZZP/Belasting & BTW, niet hier.
- Kinderbijslag: SVB-brieven over Ela en Deniz (staan op naam van Emre). "SVB kinderbijslag Q2 2025.pdf".
- Papieren van baba en anne (AOW, hun huur bij Woonstad, CZ, het huis in Urla) -> Familie/Baba & anne, ook als het van de SVB komt! Baba heet natuurlijk ook Yıldız, dus even kijken op wie de brief staat (M. Yıldız, Rotterdam).

## Werk
- Werk Merel/Loonstroken: loonstroken en jaaropgaven, naam zoals Nmbrs ze geeft: Loonstrook_2025_03_Merel_Bakker.pdf.
- Werk Merel/Contract & HR: contract, salary reviews, policies, pensioen (UPO). Titels mogen in het Engels.
- Emre ZZP/Facturen verstuurd/<jaar>: facturen die Emre STUURT, per jaar van de factuurdatum. Naam: F + factuurnummer + klant, bv. "F2025-004 Hatch & Harbour.pdf".
- Emre ZZP/Inkoop & bonnetjes: facturen en bonnen die Emre KRIJGT (Adobe, apparatuur, Geluidstudio Ruis, parkeren bij een shoot). Naam: "jaar-maand Leverancier wat", bv. "2025-06 Geluidstudio Ruis mixage.pdf". (De oude WhatsApp-bonnetjes heb ik nog niet hernoemd, sorry.)
- Emre ZZP/KvK & verzekeringen: KvK, Knab, BAV.
- Emre ZZP/Belasting & BTW: btw-aangiftes per kwartaal, urenregistratie, brieven over de btw.

## Verzekeringen
- Zorg: Zilveren Kruis (wij vieren). Auto & woning: Centraal Beheer, groene kaart, schademeldingen.

## Gezondheid
- Per persoon een map (Merel, Emre, Ela, Deniz): huisarts, ziekenhuis, tandarts, orthodontist, GGD-brieven, nota's. Ela en Deniz heten allebei Yıldız, dus kijk naar de voornaam of geboortedatum (Ela 2011, Deniz 2015).

## Kinderen
- Ela: Sint-Lebuinus Lyceum (2024-2025 klas 2, 2025-2026 klas 3 havo). Deniz: OBS De Vlinderboom (2024-2025 groep 6, 2025-2026 groep 7).
- School per SCHOOLJAAR. Een schooljaar begint eind augustus/september en loopt tot juli: het rapport van juli 2025 hoort bij 2024-2025, een brief van september 2025 bij 2025-2026. Verlofaanvragen horen bij het schooljaar waarin het verlof valt.
- Voetbal Deniz (VV Zandweerd): contributie, schema's, rijschema.
- Naam: gewoon wat het is, "Rapport groep 6 midden.pdf".

## Auto (Toyota Yaris, K-419-RN)
- APK & onderhoud: Autobedrijf Kolk. "APK 2024 Autobedrijf Kolk.pdf".
- Boetes & parkeren: CJIB, parkeerbonnen, bezwaarbrieven, bewonersvergunning.

## Documenten
- ID & paspoorten: paspoorten, ID-kaarten, rijbewijzen, pasfoto's, DigiD, afspraken bij de gemeente daarvoor.
- Turkse papieren Emre: nüfus, askerlik, Turks paspoort, konsolosluk. Turkse namen mogen.

## Foto's & reizen
- Foto's/<jaar>: onze eigen foto's (mijn iPhone, Emre's Pixel).
- Foto's/WhatsApp: foto's die familie en vrienden sturen (familiegroep "Yıldız ailesi", mijn zus, de voetbalapp).
- Reizen/<plek + wanneer>: alles van een reis: foto's van die dagen (ook die via WhatsApp binnenkomen), boardingpasses, boekingen. Izmir 2024: 13 juli - 3 augustus. Texel: hemelvaart, 29 mei - 1 juni 2025. Izmir 2025: 10 - 27 juli.

## Rest
- Recepten: ook anne's tarifler die ze via WhatsApp stuurt.
- Pino (de kat): dierenarts, chip, vaccinaties.
- Niet bewaren, gewoon in de inbox laten staan tot ik ze weggooi: günaydın- en cuma-plaatjes uit de familiegroep, menukaarten en folders, dingen die niet van ons zijn, screenshots van spullen die we alleen bekeken hebben.
"""


# =======================================================================================
# Names: which inbox files want a new name, and which names are already right
# =======================================================================================
_D202510 = [
    "2025_10",
    "2025-10",
    "202510",
    "oktober 2025",
    "okt 2025",
    "10-2025",
    "october 2025",
    "oct 2025",
]
RENAMES: dict[str, dict] = {
    "inbox/scan_0024.pdf": {
        "keep": [
            "2025-04-28 Huurverhoging per 1 juli 2025.pdf",
            "2025-04-28 Huurverhoging 2025.pdf",
        ],
        "need": [["huur"], ["2025"]],
    },
    "inbox/scan_0029.pdf": {
        "keep": ["Rapport groep 6 eind.pdf", "Rapport groep 6 eind juli 2025.pdf"],
        "need": [["rapport"], ["eind", "juli", "jul 2025", "2025-07", "zomer"]],
    },
    "inbox/scan_0030.pdf": {
        "keep": [
            "KNO operatie Deniz okt 2025.pdf",
            "Deventer Ziekenhuis KNO buisjes en neusamandel.pdf",
        ],
        "need": [["kno", "buisjes", "adenotomie", "neusamandel", "operatie", "ziekenhuis"]],
    },
    "inbox/scan_0031.pdf": {
        "keep": ["Aanslag IB 2024 Merel.pdf", "Definitieve aanslag IB 2024 Merel.pdf"],
        "need": [["aanslag"], ["2024"], ["merel", "bakker"]],
    },
    "inbox/scan_0032.pdf": {
        "keep": ["Zilveren Kruis polis 2026.pdf", "Zilveren Kruis premie 2026.pdf"],
        "need": [["zilveren kruis", "zorgverzekering", "zorgpolis", "polis", "premie"], ["2026"]],
    },
    "inbox/scan_0033.pdf": {
        "keep": [
            "Bloeduitslag okt 2025.pdf",
            "Huisarts uitslag bloedonderzoek nov 2025.pdf",
            "Uitslag schildklier 2025.pdf",
        ],
        "need": [["bloed", "uitslag", "schildklier", "tsh", "lab"]],
    },
    "inbox/Scan 3 mrt. 2025.pdf": {
        "keep": ["GBLT aanslag 2025.pdf", "Aanslag gemeentelijke heffingen 2025.pdf"],
        "need": [["gblt", "gemeentelijke", "afvalstoffenheffing", "aanslag"], ["2025"]],
    },
    "inbox/Scan 12 sep. 2025.pdf": {
        "keep": [
            "Brief start schooljaar klas 3.pdf",
            "Start schooljaar 2025-2026 en ouderbijdrage.pdf",
        ],
        "need": [
            ["schooljaar", "ouderbijdrage", "klas 3", "3h", "mentor", "2025-2026", "lebuinus"]
        ],
    },
    "inbox/Scan 28 aug. 2025.pdf": {
        "keep": ["Nüfus kayıt örneği 2025.pdf", "Nufus kayit ornegi Emre.pdf"],
        "need": [["nufus", "kayit", "bevolkingsregister", "uittreksel"]],
    },
    "inbox/Scan 2 okt. 2025.pdf": {
        "keep": ["Dierenkliniek Pino 2025.pdf", "Dierenarts Pino okt 2025.pdf"],
        "need": [["dierenkliniek", "dierenarts", "vaccinatie", "pino", "worp"], ["2025"]],
    },
    "inbox/Gescand document 4.pdf": {
        "keep": ["APK 2025 Autobedrijf Kolk.pdf", "APK en kleine beurt 2025.pdf"],
        "need": [["apk", "onderhoud", "beurt", "keuring", "kolk"], ["2025"]],
    },
    "inbox/scan0001.pdf": {
        "keep": ["Naheffingsaanslag BTW Q2 2025.pdf", "Verzuimboete btw Q2 2025.pdf"],
        "need": [["naheffing", "boete", "verzuim"], ["2025"]],
    },
    "inbox/Doc1.pdf": {
        "keep": ["F2025-013 Studio Meerlicht.pdf", "Factuur 2025-013 Studio Meerlicht.pdf"],
        "need": [["2025-013", "2025013", "2025_013", "2025-13"], ["meerlicht"]],
    },
    "inbox/document.pdf": {
        "keep": ["SVB AOW baba jul 2025.pdf", "SVB AOW baba juli 2025.pdf"],
        "need": [["aow"], ["2025"]],
    },
    "inbox/document(1).pdf": {
        "keep": ["SVB kinderbijslag Q3 2025.pdf", "SVB kinderbijslag 3e kwartaal 2025.pdf"],
        "need": [
            ["kinderbijslag"],
            ["q3", "3e kwartaal", "derde kwartaal", "kw3", "kwartaal 3", *_D202510],
        ],
    },
    "inbox/document(3).pdf": {
        "keep": ["2025-10 Geluidstudio Ruis mixage.pdf", "2025-10 Geluidstudio Ruis R25-041.pdf"],
        "need": [["ruis", "geluidstudio"], ["r25-041", *_D202510]],
    },
    "inbox/download.pdf": {
        "keep": ["Loonstrook_2025_10_Merel_Bakker.pdf", "Loonstrook oktober 2025.pdf"],
        "need": [["loonstrook", "salarisstrook", "loon", "payslip", "salaris"], _D202510],
    },
    "inbox/download (1).pdf": {
        "keep": ["Eneco - prijswijziging - nov 2025.pdf", "Eneco - tarieven 2026 - nov 2025.pdf"],
        "need": [["eneco"], ["prijs", "tarie"], ["2026", "nov 2025", "2025-11"]],
    },
    "inbox/Naamloos.docx": {
        "keep": [
            "Bezwaar parkeerbon 2025.docx",
            "Bezwaar naheffingsaanslag parkeren sep 2025.docx",
        ],
        "need": [["bezwaar"], ["parkeer", "parkeren", "naheffing"]],
    },
    "inbox/Document1.docx": {
        "keep": ["Verlofaanvraag Deniz juli 2025.docx", "Verlofaanvraag bruiloft Elif.docx"],
        "need": [["verlof", "vrijstelling"]],
    },
    "inbox/IMG-20250918-WA0004.jpg": {
        "keep": ["2025-09 MediaMarkt Samsung SSD.jpg", "2025-09 MediaMarkt SSD.jpg"],
        "need": [
            ["mediamarkt", "ssd", "samsung"],
            ["2025-09", "sep 2025", "september 2025", "202509", "2025_09"],
        ],
    },
    "inbox/IMG-20251002-WA0009.jpg": {
        "keep": ["Contributie 2025-2026 VV Zandweerd.jpg", "Contributienota 2025-2026.jpg"],
        "need": [["contributie"], ["2025"]],
    },
    "inbox/IMG-20250805-WA0021.jpg": {
        "keep": ["Yaprak sarma (anne).jpg", "Sarma anne.jpg"],
        "need": [["sarma", "dolma", "yaprak", "druivenblad"]],
    },
    "inbox/WhatsApp Image 2025-10-08 at 21.14.52.jpeg": {
        "keep": ["GGD uitnodiging MenACWY Ela 2025.jpeg", "GGD vaccinatie Ela nov 2025.jpeg"],
        "need": [["menacwy", "meningokok", "vaccin", "prik", "ggd"]],
    },
    "inbox/IMG_5688.JPG": {
        "keep": ["Naheffingsaanslag parkeren sep 2025.jpg", "Parkeerbon 2025-09-12.jpg"],
        "need": [["parkeer", "naheffing"]],
    },
    "inbox/Screenshot_20251004-131502.png": {
        "keep": ["Coolblue vaatwasser Bosch 2025.png", "Bestelling vaatwasser Coolblue.png"],
        "need": [["vaatwasser", "afwasmachine", "vaatwasmachine", "bosch"]],
    },
    "inbox/Screenshot_20250411-213512.png": {
        "keep": ["Aangifte IB 2024 Emre verzonden.png", "Bevestiging aangifte 2024 Emre.png"],
        "need": [["aangifte"], ["2024"]],
    },
    "inbox/Screenshot 2025-09-22 at 14.03.11.png": {
        "keep": ["Salary review 2025.png", "Compensation review 2025.png"],
        "need": [["salary", "salaris", "loonsverhoging", "compensation", "review"], ["2025"]],
    },
    "inbox/Screenshot_20250710-054420.png": {
        "keep": ["Boarding pass Pegasus heen.png", "Instapkaart AMS-ADB 10 juli 2025.png"],
        "need": [["boarding", "instapkaart", "biniş", "pegasus"]],
    },
    "inbox/IMG-20251010-WA0011.jpg": {
        "keep": ["Hayırlı cumalar.jpg", "Cuma plaatje familiegroep.jpg"],
        "need": [["cuma"]],
    },
    "inbox/Screenshot_20251019-224133.png": {
        "keep": ["Marktplaats bakfiets Babboe.png", "Bakfiets advertentie.png"],
        "need": [["bakfiets", "babboe"]],
    },
}

KEEP_NAME: list[str] = [
    "inbox/IMG_5802.JPG",
    "inbox/IMG_5141.JPG",
    f"inbox/{PXL_INBOX}",
    "inbox/IMG-20250723-WA0012.jpg",
    "inbox/IMG-20250914-WA0003.jpg",
    "inbox/Polisblad autoverzekering 2026.pdf",
    "inbox/Uitnodiging kennismakingsavond groep 7.pdf",
    "inbox/Menukaart Pizzeria Da Nino.pdf",
    "inbox/Pubquiz vragen Jeroen 40.docx",
]


# =======================================================================================
# Search questions (library files only)
# =======================================================================================
_LOON = "Werk Merel/Loonstroken/"
_HR = "Werk Merel/Contract & HR/"
_HUUR = "Wonen/Huur Haverstraat/"
_ID = "Documenten/ID & paspoorten/"
_KB = "Financiën/Kinderbijslag/"
_AUTO = "Verzekeringen/Auto & woning/"


def _q(q: str, lang: str, kind: str, *expect: str) -> dict:
    return {"q": q, "lang": lang, "kind": kind, "expect": list(expect)}


QUESTIONS: list[dict] = [
    # ---- natural, Dutch: from memory, everyday words
    _q(
        "hoeveel verdien ik bruto per maand?",
        "nl",
        "natural",
        _LOON + "Loonstrook_2025_09_Merel_Bakker.pdf",
        _HR + "Salary review 2024.pdf",
    ),
    _q(
        "hoeveel vakantiegeld heb ik dit jaar gekregen",
        "nl",
        "natural",
        _LOON + "Loonstrook_2025_05_Merel_Bakker.pdf",
    ),
    _q(
        "wat betalen we nu eigenlijk aan huur per maand",
        "nl",
        "natural",
        _HUUR + "2024-05-14 Huurverhoging per 1 juli 2024.pdf",
        _HUUR + "2023-05-22 Huurcontract Haverstraat 17.pdf",
        "Financiën/ING/NL62INGB0006812345_01-07-2025_30-09-2025.csv",
    ),
    _q("mijn pasfoto", "nl", "natural", _ID + "Pasfoto Merel 2022.jpg", _ID + "scan_0002.pdf"),
    _q(
        "hoeveel kinderbijslag krijgen we per kwartaal voor Ela en Deniz",
        "nl",
        "natural",
        _KB + "SVB kinderbijslag Q2 2025.pdf",
        _KB + "SVB kinderbijslag Q1 2025.pdf",
        _KB + "SVB jaaroverzicht 2024.pdf",
    ),
    _q(
        "tot wanneer loopt de garantie op de wasmachine",
        "nl",
        "natural",
        "Wonen/Aankopen & garantie/Coolblue wasmachine AEG 2023.pdf",
    ),
    _q(
        "wanneer moet de Yaris weer door de APK",
        "nl",
        "natural",
        "Auto/APK & onderhoud/APK 2024 Autobedrijf Kolk.pdf",
    ),
    _q(
        "hoeveel moesten we bijbetalen voor stroom en gas",
        "nl",
        "natural",
        "Wonen/Energie/Eneco - jaarnota - jun 2025.pdf",
    ),
    _q(
        "op welke dagen heeft Deniz voetbaltraining",
        "nl",
        "natural",
        "Kinderen/Deniz/Voetbal/Competitieschema JO11-3 najaar 2025.pdf",
        "Kinderen/Deniz/Voetbal/IMG-20240906-WA0014.jpg",
    ),
    _q(
        "wat kost de beugel van Ela en wat vergoedt de verzekering",
        "nl",
        "natural",
        "Gezondheid/Ela/Orthodontie behandelplan Ela.pdf",
        "Gezondheid/Ela/scan_0011.pdf",
    ),
    _q(
        "hoeveel borg hebben we betaald voor het huis",
        "nl",
        "natural",
        _HUUR + "2023-06-05 Bevestiging waarborgsom.pdf",
        _HUUR + "2023-05-22 Huurcontract Haverstraat 17.pdf",
    ),
    _q(
        "hoeveel uur heeft Emre in 2024 gewerkt voor het urencriterium",
        "nl",
        "natural",
        "Emre ZZP/Belasting & BTW/Urenregistratie 2024.csv",
        "Financiën/Belasting/2024/Aangifte IB 2024 Emre.pdf",
    ),
    _q(
        "wanneer halen ze de grijze container op",
        "nl",
        "natural",
        "Wonen/Gemeente & water/Circulus afvalkalender 2025.pdf",
    ),
    _q(
        "uitslag van die moedervlek op mijn rug",
        "nl",
        "natural",
        "Gezondheid/Merel/Dermatologie uitslag Deventer Ziekenhuis.pdf",
        "Gezondheid/Merel/scan_0007.pdf",
    ),
    _q(
        "hoeveel premie betalen we voor de zorgverzekering",
        "nl",
        "natural",
        "Verzekeringen/Zorg/Zilveren Kruis polis 2025.pdf",
    ),
    _q("oma's appeltaart", "nl", "natural", "Recepten/Appeltaart oma Riek.md"),
    # ---- keyword
    _q(
        "CJIB snelheid A1",
        "nl",
        "keyword",
        "Auto/Boetes & parkeren/CJIB beschikking A1 snelheid.pdf",
    ),
    _q(
        "KvK uittreksel",
        "nl",
        "keyword",
        "Emre ZZP/KvK & verzekeringen/KvK uittreksel Yildiz Beeld en Montage.pdf",
    ),
    _q("DigiD machtiging baba", "nl", "keyword", "Familie/Baba & anne/Machtiging DigiD baba.pdf"),
    _q("afvalstoffenheffing 2024", "nl", "keyword", "Wonen/Gemeente & water/GBLT aanslag 2024.pdf"),
    _q("MRI schouder", "nl", "keyword", "Gezondheid/Emre/MRI schouder verslag.pdf"),
    _q(
        "boarding pass Corendon Izmir",
        "nl",
        "keyword",
        "Reizen/Izmir zomer 2024/Screenshot_20240713-051210.png",
    ),
    _q(
        "factuur Harbour Stories season 2",
        "nl",
        "keyword",
        "Emre ZZP/Facturen verstuurd/2025/F2025-004 Hatch & Harbour.pdf",
        "Emre ZZP/Facturen verstuurd/2025/F2025-010 Hatch & Harbour.pdf",
    ),
    _q("karnıyarık tarifi", "tr", "keyword", "Recepten/IMG-20240322-WA0008.jpg"),
    _q("huurverhoging Woonstad", "nl", "keyword", "Familie/Baba & anne/scan_0019.pdf"),
    # ---- cross-language: the question in another language than the document
    _q(
        "how much rent do we pay",
        "en",
        "cross",
        _HUUR + "2024-05-14 Huurverhoging per 1 juli 2024.pdf",
        _HUUR + "2023-05-22 Huurcontract Haverstraat 17.pdf",
    ),
    _q(
        "when is the bin collection",
        "en",
        "cross",
        "Wonen/Gemeente & water/Circulus afvalkalender 2025.pdf",
    ),
    _q(
        "car insurance green card",
        "en",
        "cross",
        _AUTO + "Groene kaart Yaris 2025.pdf",
        _AUTO + "Centraal Beheer autoverzekering 2025.pdf",
    ),
    _q(
        "babamın emekli maaşı ne kadar",
        "tr",
        "cross",
        "Familie/Baba & anne/SVB AOW baba jan 2025.pdf",
        "Familie/Baba & anne/Jaaropgaaf AOW 2024 baba.pdf",
    ),
    _q(
        "heeft Emre zijn Turkse dienstplicht afgekocht",
        "nl",
        "cross",
        "Documenten/Turkse papieren Emre/Askerlik durum belgesi.pdf",
    ),
    _q(
        "hoeveel dagen per week mag ik thuiswerken",
        "nl",
        "cross",
        _HR + "Hybrid working policy 2024.pdf",
    ),
    _q(
        "wat kost het Adobe abonnement per maand",
        "nl",
        "cross",
        "Emre ZZP/Inkoop & bonnetjes/2024-06 Adobe Creative Cloud.pdf",
        "Emre ZZP/Inkoop & bonnetjes/2025-01 Adobe Creative Cloud.pdf",
    ),
    _q(
        "Turkish passport appointment at the consulate",
        "en",
        "cross",
        "Documenten/Turkse papieren Emre/Konsolosluk randevu pasaport.eml",
    ),
    _q(
        "Deniz'in karne notları",
        "tr",
        "cross",
        "Kinderen/Deniz/School 2024-2025/Rapport groep 6 midden.pdf",
    ),
    _q(
        "school trip to the amusement park",
        "en",
        "cross",
        "Kinderen/Deniz/School 2024-2025/Schoolreisje Hellendoorn.pdf",
    ),
    _q("who owns the family house in Urla", "en", "cross", "Familie/Baba & anne/Tapu Urla.pdf"),
    _q(
        "my notice period if I quit",
        "en",
        "natural",
        _HR + "Employment contract Orbis - Merel Bakker.pdf",
    ),
]
