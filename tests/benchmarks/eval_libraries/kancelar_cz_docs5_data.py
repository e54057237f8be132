"""kancelar-cz documents, part 5: holidays (Dovolená), books (Knihy), notes (Poznámky)."""

import random


def _trip_cost_sheets():
    rows = [
        ["Položka", "Částka (EUR)", "Platil"],
        ["Trajekt Livorno–Bastia tam a zpět", 412, "Lukas"],
        ["Apartmán Calvi, 13 nocí", 1540, "Petra"],
        ["Hotel Livorno, 2 noci", 190, "Lukas"],
        ["Benzín", 310, "Lukas"],
        ["Mýto Itálie a dálniční známka Rakousko", 96, "Lukas"],
        ["Výlet lodí Scandola", 135, "Petra"],
    ]
    rng = random.Random(2024716)
    daily = [["Den", "Jídlo a nákupy (EUR)", "Kde"]]
    for d in range(14, 28):
        daily.append(
            [
                f"{d}. 7. 2024",
                rng.randint(35, 110),
                rng.choice(["Super U", "Casino", "trh", "restaurace"]),
            ]
        )
    total = sum(r[1] for r in rows[1:]) + sum(r[1] for r in daily[1:])
    return [("Náklady", rows + [["Celkem vč. jídla", total, ""]]), ("Denně", daily)]


DOCS = [
    {
        "path": "Dovolená/Korsika 2024/itinerar.docx",
        "kind": "docx",
        "when": "2024-06-20",
        "title": "Reiseplan Sommer 2024",
        "author": "Lukas Gruber",
        "paras": [
            "# Reiseplan Sommer 2024",
            "13. Juli: Abfahrt Brno 5:00, über Wien, Villach und Bologna nach Livorno (ca. 1 150 km), eine Nacht im Hotel.",
            "14. Juli: Fähre Livorno–Bastia mit Moby Lines, Abfahrt 8:00, Ankunft 12:00, Buchungsnummer MB-448120.",
            "14.–27. Juli: Ferienwohnung in Calvi, Résidence Les Oliviers, Vermieterin Madame Santoni.",
            "Ausflüge: Restonica-Tal, Bootstour zum Naturreservat Scandola, Strand bei Île-Rousse.",
            "27. Juli: Rückfahrt mit der Fähre ab Bastia um 14:00, Übernachtung wieder in Livorno.",
            "Nicht vergessen: Reisepass für Elli, Europäische Krankenversicherungskarte, Sonnencreme LSF 50.",
        ],
    },
    {
        "path": "Dovolená/Korsika 2024/naklady_dovolena.ods",
        "kind": "ods",
        "when": "2024-08-02",
        "sheets": _trip_cost_sheets(),
    },
    {
        "path": "Dovolená/Korsika 2024/Buchungsbestätigung Calvi.eml",
        "kind": "eml",
        "when": "2024-03-04",
        "from": "Marie Santoni <residence.oliviers@orange.fr>",
        "to": "Lukas Gruber <lukas.gruber@gmx.at>",
        "subject": "Réservation 14/07 - 27/07/2024",
        "paras": [
            "Bonjour Monsieur Gruber,",
            "je vous confirme la réservation de l'appartement n° 4 du 14 au 27 juillet 2024. Acompte de 460 EUR reçu.",
            "Arrivée à partir de 16h. Cordialement, Marie Santoni",
        ],
    },
    {
        "path": "Dovolená/Korsika 2024/IMG_20240716_0934.jpg",
        "kind": "jpg",
        "when": "2024-07-16",
        "color": (40, 120, 200),
    },
    {
        "path": "Dovolená/Korsika 2024/IMG_20240718_1802.jpg",
        "kind": "jpg",
        "when": "2024-07-18",
        "color": (230, 140, 60),
    },
    {
        "path": "Dovolená/Korsika 2024/IMG_20240721_1120.jpg",
        "kind": "jpg",
        "when": "2024-07-21",
        "color": (70, 150, 90),
    },
    {
        "path": "Knihy/Kuchařka babičky Jiřiny.epub",
        "kind": "epub",
        "when": "2023-12-20",
        "title": "Kuchařka babičky Jiřiny",
        "author": "Jiřina Horáková",
        "chapters": [
            (
                "Svíčková na smetaně",
                [
                    "Hovězí zadní 1 kg, kořenová zelenina, slanina, smetana ke šlehání.",
                    "Maso prošpikovat, zapéct se zeleninou a nakonec omáčku rozmixovat.",
                ],
            ),
            (
                "Kynuté buchty",
                [
                    "500 g hladké mouky, 250 ml vlažného mléka, 1 kostka droždí, 80 g cukru, 2 žloutky, 100 g másla.",
                    "Plnit povidly nebo tvarohem, péct 30 minut na 180 °C.",
                ],
            ),
            (
                "Bramboráky",
                [
                    "1 kg syrových brambor, 2 vejce, 3 stroužky česneku, majoránka, hrst mouky.",
                    "Smažit na sádle dozlatova.",
                ],
            ),
        ],
    },
    {
        "path": "Knihy/seznam_precist.md",
        "kind": "md",
        "when": "2025-02-01",
        "paras": [
            "# Přečíst",
            "- Alena Mornštajnová: Hana",
            "- Robert Seethaler: Ein ganzes Leben",
            "- Daniel Kahneman: Thinking, Fast and Slow",
        ],
    },
    {
        "path": "Poznámky/Familienbesprechung 2025-01.docx",
        "kind": "docx",
        "when": "2025-01-05",
        "author": "Lukas Gruber",
        "paras": [
            "# Familienbesprechung am 5. Jänner 2025",
            "Anwesend: Petra, Lukas; Oma am Telefon.",
            "1. Elli: Einschreibung in die Volksschule im April, Schulranzen kaufen.",
            "2. Sommerurlaub 2025: eine Woche am Lipno-Stausee im Juli, Budget 25 000 Kč.",
            "3. Oma: ab Februar Hilfe zu Hause (Mittagessen und Hygiene), die Kosten teilen wir.",
            "4. Neue Waschmaschine: die alte Whirlpool leckt, neue bis 15 000 Kč, am liebsten Bosch Serie 4.",
            "5. Lukas spricht im März mit seinem Chef über eine Gehaltserhöhung.",
            "Nächste Besprechung: Anfang Juli.",
        ],
    },
    {
        "path": "Poznámky/todo.md",
        "kind": "md",
        "when": "2025-06-01",
        "paras": [
            "# TODO",
            "- [ ] objednat mámě nové brýle",
            "- [x] přehlásit zálohy na plyn",
            "- [ ] Elli Schulranzen",
            "- [ ] zimní pneu přezout v listopadu",
        ],
    },
    {
        "path": "Poznámky/Einkaufsliste.txt",
        "kind": "txt",
        "when": "2025-05-30",
        "paras": [
            "Einkaufsliste",
            "Milch, Rohlíky, Butter, Äpfel, Windeln für Nachbarin?, Kaffee, Spülmittel",
        ],
    },
    {
        "path": "Poznámky/nápady na dárky.md",
        "kind": "md",
        "when": "2024-11-25",
        "paras": [
            "# Dárky Vánoce 2024",
            "- Eliška: kolo 16 palců, kniha o zvířatech",
            "- Lukas: sluchátka, lístky na Rapid Wien",
            "- máma: lupa na čtení, teplé bačkory",
        ],
    },
]
