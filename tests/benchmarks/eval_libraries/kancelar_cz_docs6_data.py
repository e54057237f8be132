"""kancelar-cz documents, part 6: the files waiting in inbox/ (expectations are in the q data)."""

DOCS = [
    {
        "path": "inbox/Stromrechnung Q2.pdf",
        "kind": "pdf",
        "when": "2025-07-08",
        "paras": [
            "E.ON Energie, a.s. – Vyúčtování elektřiny",
            "Odběrné místo: Purkyňova 45, Brno. Období: 1. 4. 2025 – 30. 6. 2025.",
            "Spotřeba 498 kWh, celkem 3 760 Kč, přeplatek 1 190 Kč.",
        ],
    },
    {
        "path": "inbox/dodatek_najemni_smlouvy.docx",
        "kind": "docx",
        "when": "2025-02-20",
        "author": "Ing. Karel Dvořák",
        "paras": [
            "# Dodatek č. 1 ke smlouvě o nájmu bytu ze dne 1. 3. 2024",
            "Pronajímatel zvyšuje nájemné o míru inflace 2,7 % na 19 410 Kč měsíčně s účinností od 1. dubna 2025.",
            "Zálohy na služby se nemění. Ostatní ujednání smlouvy zůstávají v platnosti.",
        ],
    },
    {
        "path": "inbox/Lohnzettel 2024.pdf",
        "kind": "pdf",
        "when": "2025-02-25",
        "paras": [
            "Lohnzettel und Beitragsgrundlagennachweis L16 für 2024",
            "Arbeitnehmer: Lukas Gruber. Arbeitgeber: Donau Digital GmbH, Wien.",
            "Bruttobezüge 75 600,00 EUR, einbehaltene Lohnsteuer 19 942,10 EUR.",
        ],
    },
    {
        "path": "inbox/rozpocet_2025_v4.xlsx",
        "kind": "xlsx",
        "when": "2025-08-03",
        "author": "Petra Horáková",
        "sheets": [
            (
                "Úpravy",
                [
                    ["Kategorie", "Plán v3 (Kč)", "Plán v4 (Kč)", "Důvod"],
                    ["Nájem", 18900, 19410, "dodatek – inflace"],
                    ["Elektřina", 1650, 1400, "nižší spotřeba"],
                    ["Máma", 3500, 4200, "pečovatelská služba"],
                    ["Škola", 2600, 1800, "od září ZŠ, družina + obědy"],
                ],
            )
        ],
    },
    {
        "path": "inbox/Reisekosten April 2025.xlsx",
        "kind": "xlsx",
        "when": "2025-05-03",
        "author": "Lukas Gruber",
        "sheets": [
            (
                "April",
                [
                    ["Datum", "Anlass", "Verkehrsmittel", "Fahrt (EUR)", "Nächte", "Hotel (EUR)"],
                    ["07.04.2025", "Sprint Planning", "ÖBB Railjet", 14.9, 2, 178],
                    ["22.04.2025", "Kundentermin", "RegioJet", 19.9, 1, 89],
                ],
            )
        ],
    },
    {
        "path": "inbox/Sprint Demo Mai.pptx",
        "kind": "pptx",
        "when": "2025-05-28",
        "author": "Lukas Gruber",
        "slides": [
            {
                "title": "Sprint Demo – Mai 2025",
                "body": ["Backend-Team, Donau Digital"],
                "notes": "",
            },
            {
                "title": "Neu",
                "body": ["Rechnungs-Export als CSV", "Schnellere Suche im Katalog"],
                "notes": "Demo auf Staging zeigen.",
            },
        ],
    },
    {
        "path": "inbox/Faktura 2025-005 Pekařství.odt",
        "kind": "odt",
        "when": "2025-05-31",
        "paras": [
            "# Faktura č. 2025-005",
            "Dodavatel: Ing. Petra Horáková, IČO 08765432. Odběratel: Pekařství Novák.",
            "Vedení daňové evidence 05/2025: 1 800 Kč, splatnost 14. 6. 2025.",
        ],
    },
    {
        "path": "inbox/zprava_kardiolog_06-2025.pdf",
        "kind": "pdf",
        "when": "2025-06-13",
        "paras": [
            "Kardiologická ambulance – MUDr. Veselá",
            "Pacientka: Jiřina Horáková, nar. 1946. Holterovské monitorování 12. 6. 2025 bez závažných arytmií.",
            "Doporučení: pokračovat v dosavadní léčbě, kontrola za 12 měsíců.",
        ],
    },
    {
        "path": "inbox/Objednávka fotek MŠ.odt",
        "kind": "odt",
        "when": "2025-05-12",
        "paras": [
            "# Objednávka fotografií – MŠ Sluníčko, třída Berušky",
            "Jméno dítěte: Eliška Horáková. Sada A (portrét + skupinové foto) 390 Kč, odevzdat do 20. 5.",
        ],
    },
    {
        "path": "inbox/Cestovní pojištění 2025.pdf",
        "kind": "pdf",
        "when": "2025-06-25",
        "paras": [
            "Allianz pojišťovna – Pojistka cestovního pojištění, roční, rodinná",
            "Pojištění: Petra Horáková, Lukas Gruber, Eliška Horáková. Platnost 1. 7. 2025 – 30. 6. 2026, Evropa.",
        ],
    },
    {
        "path": "inbox/zakazkovy_list_octavia.pdf",
        "kind": "pdf",
        "when": "2025-06-18",
        "paras": [
            "Autoservis Zbrojovka s.r.o. – Zakázkový list č. 2025/0612",
            "Vozidlo Škoda Octavia, RZ 7B4 2281, stav 201 870 km. Výměna brzdových destiček vpředu, 4 350 Kč.",
        ],
    },
    {
        "path": "inbox/Valorizace důchodu 2026.docx",
        "kind": "docx",
        "when": "2025-09-30",
        "author": "ČSSZ",
        "paras": [
            "# Informace o valorizaci důchodů od ledna 2026",
            "Vážená paní Jiřino Horáková, Váš starobní důchod se od lednové splátky zvýší o 4,0 % a pevnou výměru.",
            "Nová výše bude oznámena písemně v prosinci.",
        ],
    },
    {
        "path": "inbox/Gutschein Thermalbad.jpg",
        "kind": "jpg",
        "when": "2025-04-01",
        "color": (180, 210, 230),
    },
    {
        "path": "inbox/Pozvánka sraz gymnázium.eml",
        "kind": "eml",
        "when": "2025-08-20",
        "from": "Martina Svobodová <m.svobodova@centrum.cz>",
        "to": "Petra Horáková <petra.horakova@email.cz>",
        "subject": "Sraz po 20 letech – gymnázium Blansko",
        "paras": [
            "Ahoj Petro,",
            "sraz naší třídy bude v sobotu 18. října v restauraci U Kotvy. Dej vědět do konce září.",
            "Martina",
        ],
    },
]
