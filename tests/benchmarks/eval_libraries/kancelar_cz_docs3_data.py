"""kancelar-cz documents, part 3: Lukas's slides and trips, Petra's accounting practice (Práce)."""

import datetime
import random

_CLIENTS = [
    ["Pekařství Novák", "25512345", "OSVČ", "ne", 1800],
    ["Kadeřnictví Lenka", "07712340", "OSVČ", "ne", 1200],
    ["Autoservis Zbrojovka s.r.o.", "28345671", "s.r.o.", "ano", 6500],
    ["Kavárna Pod Špilberkem s.r.o.", "06123987", "s.r.o.", "ano", 4900],
    ["Ing. arch. Pavel Malý", "71234566", "OSVČ", "ano", 2500],
    ["Jógové studio Lotos", "09876543", "OSVČ", "ne", 1500],
]


def _client_sheets():
    head = [["Klient", "IČO", "Forma", "Plátce DPH", "Měsíční paušál (Kč)"]]
    deadlines = [["Termín", "Povinnost", "Týká se"]]
    for m in range(1, 13):
        nxt = datetime.date(2025 + m // 12, m % 12 + 1, 25)
        deadlines.append([nxt.strftime("%d. %m. %Y"), f"Přiznání k DPH za {m}/2025", "plátci"])
        deadlines.append([nxt.strftime("%d. %m. %Y"), f"Kontrolní hlášení za {m}/2025", "plátci"])
    deadlines.append(["02. 05. 2025", "Daň z příjmů – elektronické podání", "všichni"])
    deadlines.append(["02. 06. 2025", "Přehledy pro ČSSZ a zdravotní pojišťovnu", "OSVČ"])
    rng = random.Random(8765)
    hours = [["Datum", "Klient", "Hodiny", "Činnost"]]
    day = datetime.date(2025, 1, 2)
    for _ in range(110):
        client = rng.choice(_CLIENTS)[0]
        task = rng.choice(["zaúčtování dokladů", "mzdy", "DPH", "banka", "konzultace"])
        hours.append([day.strftime("%d.%m.%Y"), client, rng.choice([0.5, 1, 1.5, 2, 3]), task])
        day += datetime.timedelta(days=rng.randint(0, 2))
    return [("Klienti", head + _CLIENTS), ("Termíny", deadlines), ("Hodiny", hours)]


def _trip_sheets():
    rng = random.Random(1020)
    rows = [
        [
            "Datum",
            "Anlass",
            "Verkehrsmittel",
            "Fahrt (EUR)",
            "Unterkunft",
            "Nächte",
            "Hotel (EUR)",
            "Tagesgeld (EUR)",
        ]
    ]
    starts = ["13.01.2025", "27.01.2025", "10.02.2025", "24.02.2025", "10.03.2025", "24.03.2025"]
    reasons = [
        "Sprint Planning",
        "Architektur-Workshop",
        "Team-Offsite",
        "Kundentermin",
        "Quartalsplanung",
        "Retrospektive",
    ]
    for start, reason in zip(starts, reasons):
        nights = rng.randint(1, 3)
        train = rng.choice([("RegioJet", 19.9), ("ÖBB Railjet", 14.9), ("Auto", 57.12)])
        rows.append(
            [
                start,
                reason,
                train[0],
                train[1],
                "Motel One Wien-Hauptbahnhof",
                nights,
                nights * 89,
                round(30 * (nights + 1) * 0.9, 2),
            ]
        )
    total = sum(r[3] + r[6] + r[7] for r in rows[1:])
    return [
        ("Reisen", rows),
        ("Summe", [["Gesamt Q1 (EUR)", round(total, 2)], ["Eingereicht", "02.04.2025"]]),
    ]


DOCS = [
    {
        "path": "Arbeit/Präsentationen/Q3 Review.pptx",
        "kind": "pptx",
        "when": "2024-10-03",
        "title": "Backend Team Q3 2024",
        "author": "Lukas Gruber",
        "slides": [
            {
                "title": "Backend Team – Q3 2024 Review",
                "body": ["Lukas Gruber", "Donau Digital, 3. Oktober 2024"],
                "notes": "",
            },
            {
                "title": "Erreicht",
                "body": [
                    "Migration auf PostgreSQL 16 abgeschlossen",
                    "API-Latenz (p95) um 38 % gesenkt",
                    "Neue Zahlungsschnittstelle live",
                ],
                "notes": "Dank an Miriam für die On-Call-Wochenenden im August.",
            },
            {
                "title": "Probleme",
                "body": [
                    "Zwei Ausfälle im Juli (Zertifikat abgelaufen)",
                    "Instabile Tests in der CI",
                ],
                "notes": "",
            },
            {
                "title": "Ausblick Q4",
                "body": ["Kubernetes-Upgrade auf 1.30", "Lasttests vor Black Friday"],
                "notes": "Budget für die Lasttests bei Herrn Steiner anfragen – er entscheidet bis Mitte Oktober.",
            },
        ],
    },
    {
        "path": "Arbeit/Präsentationen/Onboarding neue Kollegen.pptx",
        "kind": "pptx",
        "when": "2025-01-20",
        "author": "Lukas Gruber",
        "slides": [
            {
                "title": "Willkommen im Backend-Team",
                "body": ["Onboarding, Stand Jänner 2025"],
                "notes": "",
            },
            {
                "title": "Werkzeuge",
                "body": ["GitLab, Jira, Mattermost", "VPN-Token beim IT-Support abholen"],
                "notes": "IT-Support: Frau Berger, Durchwahl 214.",
            },
            {
                "title": "Code Review",
                "body": [
                    "Jeder Merge Request braucht zwei Approvals",
                    "Keine Merges am Freitag nach 14 Uhr",
                ],
                "notes": "",
            },
            {
                "title": "Deployments",
                "body": [
                    "Produktion nur Dienstag bis Donnerstag",
                    "Rollback-Plan im Ticket dokumentieren",
                ],
                "notes": "Ausnahmen nur mit Zustimmung des Teamleads.",
            },
        ],
    },
    {
        "path": "Arbeit/Präsentationen/Architektur Notizen.md",
        "kind": "md",
        "when": "2024-06-11",
        "paras": [
            "# Architektur – Notizen",
            "- Zahlungsdienst als eigener Service, Events über Kafka",
            "- Read-Replicas für Reporting",
            "- Offene Frage: Caching-Strategie für Produktkatalog",
        ],
    },
    {
        "path": "Arbeit/Reisekosten/Reisekosten_Q1_2025.ods",
        "kind": "ods",
        "when": "2025-04-02",
        "sheets": _trip_sheets(),
    },
    {
        "path": "Arbeit/Reisekosten/ÖBB Ticket Wien 2025-03-10.pdf",
        "kind": "pdf",
        "when": "2025-03-02",
        "paras": [
            "ÖBB Online-Ticket – Sparschiene",
            "Brno hl.n. → Wien Hbf, 10.03.2025, Abfahrt 07:08, Railjet RJ 72, Wagen 25, Platz 64.",
            "Preis 14,90 EUR. Reisender: Lukas Gruber.",
        ],
    },
    {
        "path": "Práce/Klienti/Klienti 2025.xlsx",
        "kind": "xlsx",
        "when": "2025-05-30",
        "title": "Klienti a termíny 2025",
        "author": "Petra Horáková",
        "sheets": _client_sheets(),
    },
    {
        "path": "Práce/Klienti/Smlouva o vedení účetnictví - vzor.docx",
        "kind": "docx",
        "when": "2023-08-15",
        "title": "Smlouva o vedení účetnictví",
        "author": "Petra Horáková",
        "paras": [
            "# Smlouva o vedení účetnictví (vzor)",
            "1. Zpracovatel: Ing. Petra Horáková, IČO 08765432, Brno. Klient: dle záhlaví.",
            "2. Zpracovatel vede pro klienta účetnictví nebo daňovou evidenci, mzdovou agendu a podání k DPH.",
            "3. Klient předává doklady úplné a pravdivé, vždy nejpozději do 10. dne následujícího měsíce.",
            "4. Odměna se sjednává jako měsíční paušál podle ceníku, splatnost faktur je 14 dnů.",
            "5. Zpracovatel odpovídá za škodu způsobenou svou chybou a je pojištěn pro případ profesní odpovědnosti u ČSOB Pojišťovny s limitem 5 mil. Kč.",
            "6. Sankce a penále vzniklé pozdním dodáním dokladů nese klient.",
            "7. Obě strany zachovávají mlčenlivost o všech skutečnostech, o nichž se dozvěděly.",
            "8. Smlouva se uzavírá na dobu neurčitou, výpovědní lhůta činí tři měsíce.",
            "9. Po skončení smlouvy zpracovatel vrátí veškeré doklady do 30 dnů.",
            "10. Osobní údaje se zpracovávají pouze pro účely plnění smlouvy.",
        ],
    },
    {
        "path": "Práce/Klienti/email_pekarstvi_doklady.eml",
        "kind": "eml",
        "when": "2025-04-09",
        "from": "Jan Novák <pekarstvi.novak@seznam.cz>",
        "to": "Petra Horáková <petra.horakova@email.cz>",
        "subject": "doklady za březen",
        "paras": [
            "Dobrý den, paní Horáková,",
            "posílám doklady za březen. Chybí ještě paragon z Makra, donesu ho osobně v pátek.",
            "S pozdravem Jan Novák",
        ],
    },
    {
        "path": "Práce/Klienti/Faktura 2025-004 Kavárna.pdf",
        "kind": "pdf",
        "when": "2025-04-30",
        "paras": [
            "Faktura č. 2025-004",
            "Dodavatel: Ing. Petra Horáková, IČO 08765432. Odběratel: Kavárna Pod Špilberkem s.r.o.",
            "Vedení účetnictví 04/2025: 4 900 Kč. Splatnost 14. 5. 2025.",
        ],
    },
    {
        "path": "Práce/Novinky DPH 2025.pptx",
        "kind": "pptx",
        "when": "2025-01-22",
        "title": "Novinky v DPH 2025",
        "author": "Jana Marková",
        "slides": [
            {
                "title": "Novinky v DPH od 1. 1. 2025",
                "body": ["Seminář KCÚ Brno, 22. ledna 2025", "Ing. Jana Marková, daňová poradkyně"],
                "notes": "",
            },
            {
                "title": "Registrace",
                "body": [
                    "Nový registrační limit obratu 2 mil. Kč za kalendářní rok",
                    "Při překročení 2 536 500 Kč plátcem již následujícím dnem",
                ],
                "notes": "Klienty blízko limitu hlídat každý měsíc – u mě jógové studio.",
            },
            {
                "title": "Paušální daň",
                "body": ["Tři pásma podle výše a druhu příjmů", "Oznámení o vstupu do 10. ledna"],
                "notes": "",
            },
            {
                "title": "Opravy základu daně",
                "body": ["Nedobytné pohledávky – nová pravidla", "Lhůta pro opravu 3 roky"],
                "notes": "",
            },
        ],
    },
    {
        "path": "Práce/Osvědčení KCÚ.pdf",
        "kind": "pdf",
        "when": "2025-01-23",
        "paras": [
            "Komora certifikovaných účetních – Osvědčení o absolvování vzdělávací akce",
            "Ing. Petra Horáková absolvovala seminář v rozsahu 4 hodin dne 22. 1. 2025.",
        ],
    },
    {
        "path": "Práce/poznamky_skoleni.txt",
        "kind": "txt",
        "when": "2025-01-22",
        "paras": [
            "Školení 22.1. – co udělat:",
            "- aktualizovat ceník od března",
            "- zkontrolovat obraty klientů za 2024",
            "- objednat novou verzi účetního programu",
        ],
    },
]
