"""kancelar-cz documents, part 2: budget, insurance (Finance) and Lukas's job (Arbeit)."""

import datetime
import random

_PLAN = [
    ("Nájem", 18900),
    ("Služby k nájmu", 3400),
    ("Elektřina", 1650),
    ("Plyn", 1900),
    ("Potraviny", 14000),
    ("Školka", 2600),
    ("Auto", 3500),
    ("Máma", 3500),
    ("Spoření", 10000),
    ("Volný čas", 4000),
]
_MONTHS = "leden únor březen duben květen červen červenec srpen září říjen listopad prosinec"


def _budget_sheets():
    rng = random.Random(2025)
    rows = [["Měsíc", "Kategorie", "Plán (Kč)", "Skutečnost (Kč)"]]
    for m, month in enumerate(_MONTHS.split()):
        for cat, plan in _PLAN:
            real = (
                plan
                if cat in ("Nájem", "Služby k nájmu", "Spoření")
                else round(plan * rng.uniform(0.8, 1.25))
            )
            rows.append([month, cat, plan, real if m < 6 else None])
    summary = [["Kategorie", "Plán za rok (Kč)"]] + [[c, p * 12] for c, p in _PLAN]
    notes = [
        ["Poznámky k rozpočtu (verze 3, Petra)"],
        ["Elektřina – záloha E.ON 1 650 Kč měsíčně, plyn 1 900 Kč od března."],
        ["Cíl: finanční rezerva 150 000 Kč na spořicím účtu do konce roku."],
        ["Balet Eliška 2 800 Kč za pololetí – platí se v září a v únoru."],
        ["Máma: doplácíme obědy a pečovatelskou službu, cca 3 500 Kč."],
    ]
    return [("Měsíce", rows), ("Souhrn", summary), ("Poznámky", notes)]


_SHOPS = [
    ("Billa", "Lebensmittel", 300, 1800),
    ("Lidl", "Lebensmittel", 400, 2500),
    ("Albert", "Lebensmittel", 200, 1500),
    ("dm drogerie", "Drogerie", 150, 900),
    ("IKEA Brno", "Haushalt", 300, 4000),
    ("OMV Tankstelle", "Auto", 900, 1800),
    ("Lékárna Dr.Max", "Apotheke", 100, 700),
    ("Kino Scala", "Freizeit", 250, 600),
]


def _household_sheets():
    rng = random.Random(2024)
    rows = [["Datum", "Geschäft", "Kategorie", "Betrag (CZK)", "Bezahlt von"]]
    day = datetime.date(2024, 1, 2)
    totals: dict[str, int] = {}
    for i in range(160):
        shop, cat, lo, hi = _SHOPS[0] if i == 0 else rng.choice(_SHOPS)
        amount = rng.randint(lo, hi)
        totals[cat] = totals.get(cat, 0) + amount
        rows.append([day.strftime("%d.%m.%Y"), shop, cat, amount, rng.choice(["Lukas", "Petra"])])
        day += datetime.timedelta(days=rng.randint(1, 4))
    overview = [["Kategorie", "Summe 2024 (CZK)"]] + [[c, t] for c, t in sorted(totals.items())]
    return [("Ausgaben", rows), ("Übersicht", overview)]


def _insurance_sheets():
    head = ["Pojištění", "Pojišťovna", "Číslo smlouvy", "Pojistník", "Roční pojistné", "Výročí"]
    rows = [
        head,
        ["Domácnost a odpovědnost", "Kooperativa", "7721004581", "Petra", "3 240 Kč", "1. 4."],
        ["Povinné ručení Octavia 7B4 2281", "ČPP", "5500128877", "Lukas", "4 860 Kč", "15. 9."],
        ["Havarijní pojištění Octavia", "ČPP", "5500128878", "Lukas", "9 900 Kč", "15. 9."],
        ["Životní pojištění", "NN Životní pojišťovna", "30044519", "Petra", "7 200 Kč", "1. 11."],
        ["Unfallversicherung", "Wiener Städtische", "U-8812-4410", "Lukas", "312 EUR", "1. 2."],
        ["Cestovní pojištění (roční)", "Allianz", "CP-204411", "rodina", "2 890 Kč", "1. 7."],
    ]
    rng = random.Random(77)
    pays = [["Měsíc 2025", "Zaplaceno (Kč)"]]
    for m in range(1, 13):
        pays.append([f"{m}/2025", rng.choice([0, 0, 812, 2890, 3240, 7200])])
    return [("Pojistky", rows), ("Platby 2025", pays)]


def _mileage_sheets():
    rng = random.Random(7242281)
    rows = [["Datum", "Von", "Nach", "Zweck", "km", "Kilometerstand"]]
    trips = [
        ("Brno", "Wien", "Büro Wien (beruflich)", 136),
        ("Brno", "Blansko", "Mama – Arzt", 32),
        ("Brno", "Brno", "Einkauf", 12),
        ("Brno", "Mikulov", "Ausflug", 52),
        ("Brno", "Olomouc", "privat", 78),
    ]
    odo = 148320
    day = datetime.date(2024, 1, 3)
    for _ in range(150):
        start, end, purpose, km = rng.choices(trips, weights=[3, 2, 5, 1, 1])[0]
        km = km + rng.randint(-3, 6)
        odo += km
        rows.append([day.strftime("%d.%m.%Y"), start, end, purpose, km, odo])
        day += datetime.timedelta(days=rng.randint(1, 4))
    work = sum(r[4] for r in rows[1:] if "beruflich" in r[3])
    info = [
        ["Fahrzeug", "Škoda Octavia Combi 2.0 TDI"],
        ["Kennzeichen", "7B4 2281"],
        ["Kilometerstand 1.1.2024", 148320],
        ["Satz", "amtliches Kilometergeld 0,42 EUR pro km, nur beruflich"],
    ]
    summe = [["Berufliche km", work], ["Kilometergeld (EUR)", round(work * 0.42, 2)]]
    return [("Fahrten", rows), ("Summe", summe), ("Info", info)]


DOCS = [
    {
        "path": "Finance/Rozpočet/rozpocet_2025_v3.xlsx",
        "kind": "xlsx",
        "when": "2025-07-05",
        "title": "Rozpočet domácnosti 2025",
        "author": "Petra Horáková",
        "sheets": _budget_sheets(),
    },
    {
        "path": "Finance/Rozpočet/Haushaltsbuch 2024.ods",
        "kind": "ods",
        "when": "2025-01-04",
        "sheets": _household_sheets(),
    },
    {
        "path": "Finance/Rozpočet/Doc1.docx",
        "kind": "docx",
        "when": "2025-02-14",
        "paras": [
            "Schůzka – hypotéka, 14. 2. 2025",
            "Hypoteční specialistka Česká spořitelna, pobočka Joštova, paní Ing. Vránová.",
            "Uvažovaný byt 3+kk Brno-Žabovřesky, kupní cena 6,9 mil. Kč, vlastní zdroje 1,4 mil. Kč.",
            "Úvěr 5,5 mil. Kč na 30 let, úroková sazba 4,89 % při fixaci na 5 let, splátka cca 29 160 Kč měsíčně.",
            "Lukasův příjem z Rakouska: banka chce úřední překlad pracovní smlouvy a tři poslední výplatní pásky.",
            "Rozhodnutí odloženo na podzim, do té doby spořit podle rozpočtu.",
        ],
    },
    {
        "path": "Finance/Rozpočet/spořicí účty.md",
        "kind": "md",
        "when": "2024-10-02",
        "paras": [
            "# Spořicí účty",
            "- Petra: Air Bank spořicí účet, úrok 3,5 % do 500 000 Kč",
            "- Lukas: Erste Sparkonto (AT), 2,25 %",
            "- Eliška: stavební spoření, 1 700 Kč měsíčně",
        ],
    },
    {
        "path": "Finance/Pojištění/pojistky_prehled.xlsx",
        "kind": "xlsx",
        "when": "2025-02-02",
        "author": "Petra Horáková",
        "sheets": _insurance_sheets(),
    },
    {
        "path": "Finance/Pojištění/Pojistná smlouva domácnost.pdf",
        "kind": "pdf",
        "when": "2024-04-01",
        "paras": [
            "Kooperativa pojišťovna, a.s. – Pojistná smlouva č. 7721004581",
            "Pojištění domácnosti a odpovědnosti v běžném občanském životě.",
            "Místo pojištění: Purkyňova 45, Brno. Pojistná částka domácnost 800 000 Kč.",
        ],
    },
    {
        "path": "Finance/Pojištění/Zelená karta 2025.pdf",
        "kind": "pdf",
        "when": "2024-09-10",
        "paras": [
            "Mezinárodní automobilová pojistka – zelená karta",
            "Vozidlo RZ 7B4 2281, platnost 15. 9. 2024 – 14. 9. 2025.",
        ],
    },
    {
        "path": "Arbeit/Verträge/Arbeitsvertrag_LG_2023.docx",
        "kind": "docx",
        "when": "2023-01-09",
        "title": "Dienstvertrag",
        "author": "Donau Digital GmbH",
        "paras": [
            "# Dienstvertrag",
            "1. Arbeitgeber: Donau Digital GmbH, Lassallestraße 7, 1020 Wien. Arbeitnehmer: Lukas Gruber, geb. 14. 6. 1987, wohnhaft in Brno.",
            "2. Das Dienstverhältnis beginnt am 1. Februar 2023 und wird auf unbestimmte Zeit abgeschlossen. Der erste Monat gilt als Probemonat.",
            "3. Verwendung als Senior Backend Developer, Einstufung ST2 laut IT-Kollektivvertrag.",
            "4. Die Normalarbeitszeit beträgt 38,5 Stunden pro Woche, Gleitzeit mit Kernzeit 10 bis 15 Uhr.",
            "5. Arbeitsort ist überwiegend das Homeoffice in Brno; Anwesenheit im Büro Wien mindestens eine Woche pro Quartal.",
            "6. Das Bruttomonatsgehalt beträgt 5 400 EUR und wird 14 Mal jährlich ausbezahlt.",
            "7. Der Urlaubsanspruch beträgt 25 Arbeitstage pro Urlaubsjahr.",
            "8. Kündigung durch den Arbeitgeber mit 6 Wochen zum Quartalsende, durch den Arbeitnehmer mit einem Monat zum Monatsletzten.",
            "9. Dienstreisen werden nach der Reisegebührenvorschrift des Arbeitgebers abgerechnet.",
            "10. Nebenbeschäftigungen bedürfen der schriftlichen Zustimmung des Arbeitgebers.",
            "11. Es gilt österreichisches Recht, Gerichtsstand ist Wien. Wien, am 9. Jänner 2023.",
        ],
    },
    {
        "path": "Arbeit/Verträge/Homeoffice-Vereinbarung Nachtrag.docx",
        "kind": "docx",
        "when": "2024-03-18",
        "title": "Nachtrag zum Dienstvertrag",
        "author": "Donau Digital GmbH",
        "paras": [
            "# Nachtrag zum Dienstvertrag vom 9. 1. 2023",
            "Der Arbeitgeber zahlt eine Homeoffice-Pauschale von 3 EUR pro Homeoffice-Tag, höchstens 100 Tage im Kalenderjahr.",
            "Zur Verfügung gestellt werden: Laptop Lenovo ThinkPad T14, Monitor Dell 27 Zoll, Headset Jabra.",
            "Die Geräte bleiben Eigentum des Arbeitgebers und sind bei Beendigung zurückzugeben.",
            "Der Arbeitnehmer sorgt für einen ergonomischen Arbeitsplatz und eine stabile Internetverbindung.",
            "Gültig ab 1. April 2024.",
        ],
    },
    {
        "path": "Arbeit/Verträge/A1 Bescheinigung.pdf",
        "kind": "pdf",
        "when": "2023-02-20",
        "paras": [
            "Portable Document A1 – Bescheinigung über die anzuwendenden Rechtsvorschriften",
            "Person: Lukas Gruber. Anzuwendende Rechtsvorschriften: Österreich. Gültig ab 01.02.2023.",
        ],
    },
    {
        "path": "Arbeit/Verträge/Gehaltszettel Dezember 2024.pdf",
        "kind": "pdf",
        "when": "2024-12-27",
        "paras": [
            "Donau Digital GmbH – Bezugsabrechnung Dezember 2024",
            "Lukas Gruber, Personalnummer 0417. Gehalt und Weihnachtsremuneration, Auszahlung am 27.12.2024.",
        ],
    },
    {
        "path": "Arbeit/Reisekosten/Fahrtenbuch 2024.xlsx",
        "kind": "xlsx",
        "when": "2025-01-07",
        "title": "Fahrtenbuch 2024",
        "author": "Lukas Gruber",
        "sheets": _mileage_sheets(),
    },
]
