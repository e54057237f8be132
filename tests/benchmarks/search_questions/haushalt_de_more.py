"""More search questions for haushalt_de (Familie Becker, Köln), and queries that must find nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Jana's filing rules, or in English. Expect paths are library files, never inbox files.
JUNK holds words that occur nowhere in the library ("junk") and everyday topics the family
has no papers about ("absent"); for both the right answer is that no file matches.
Checked by ``python -m tests.benchmarks.search_questions.check_more haushalt_de``.
"""

LIBRARY = "haushalt_de"

ASOF = "2025-06-02"

_SPK24 = "Finanzen/Sparkasse/Kontoauszüge 2024/"
_WERKSTATT = "Auto/Werkstatt & TÜV/"
_ARZT = "Gesundheit/Arztrechnungen/"
_BEIHILFE = "Gesundheit/Beihilfe & Debeka/"
_GERAETE = "Haushalt/Geräte & Garantie/"
_LENA = "Kinder/Lena/"
_RISIKO = "Versicherungen/Risikoleben/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "sparkasse auszug september 24",
        "lang": "de",
        "kind": "first",
        "expect": [_SPK24 + "Konto_1903427716-Auszug_2024_0009.PDF"],
    },
    {
        "q": "Risikolebensversicherung von Markus",
        "lang": "de",
        "kind": "first",
        "expect": [_RISIKO + "Risikolebensversicherung Markus - Police.pdf"],
    },
    {
        "q": "meine Lohnsteuerbescheinigung für 2023",
        "lang": "de",
        "kind": "first",
        "expect": ["Finanzen/Steuer/2023/Lohnsteuerbescheinigung 2023 Jana.pdf"],
    },
    {
        "q": "Beihilfebescheid für die Krankengymnastik im Januar",
        "lang": "de",
        "kind": "first",
        "expect": [_BEIHILFE + "Beihilfebescheid 2025-03.pdf"],
    },
    {
        "q": "Buchung Ferienwohnung Oberstdorf",
        "lang": "de",
        "kind": "first",
        "expect": ["Urlaub/2024-10 Allgäu/Buchung Ferienhof Berghaus.html"],
    },
    {
        "q": "Nebenkostenabrechnung mit 565 Euro Guthaben",
        "lang": "de",
        "kind": "first",
        "expect": ["Wohnung/Nebenkosten/Nebenkostenabrechnung 2022.pdf"],
    },
    {
        "q": "Lenas Halbjahreszeugnis in der 4. Klasse",
        "lang": "de",
        "kind": "first",
        "expect": [_LENA + "Zeugnisse/Zeugnis Klasse 4 Halbjahr.pdf"],
    },
    {
        "q": "Arztrechnung Lena Mandelentzündung",
        "lang": "de",
        "kind": "first",
        "expect": [_ARZT + "Rechnung Dr. Özdemir Lena 2024-11.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "was hat der letzte reifenwechsel gekostet",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": [
            _WERKSTATT + "Reifenwechsel Oktober 2024.pdf",
            _WERKSTATT + "Werkstattkosten Touran.csv",
        ],
    },
    {
        "q": "Wo haben wir im letzten Urlaub gewohnt?",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Urlaub/2025-04 Mallorca/Finca Es Pinaret Reservierung.pdf"],
    },
    {
        "q": "Fotos vom 11.11. letztes Jahr",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Fotos/2024/IMG_3825.JPG"],
    },
    {
        "q": "Elternabende letzten September",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": [
            _LENA + "Schule/Einladung Elternabend 5c.pdf",
            "Kinder/Paul/Schule/Elternabend 1b Notizen.md",
        ],
    },
    {
        "q": "Kontoauszug vom letzten November",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": [_SPK24 + "Konto_1903427716-Auszug_2024_0011.PDF"],
    },
    {
        "q": "Bescheinigung von meiner letzten Fortbildung",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": [
            "Arbeit/Jana/Fortbildung Sprachsensibler Unterricht - Teilnahmebescheinigung.pdf"
        ],
    },
    {
        "q": "Fotos vom 1. Mai",
        "lang": "de",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Fotos/2025/IMG_5190.JPG"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "Screenshot von der Bordkarte",
        "lang": "de",
        "kind": "kind",
        "expect": ["Urlaub/2025-04 Mallorca/Screenshot_20250414-063012.png"],
    },
    {
        "q": "Tabelle mit den Zählerständen",
        "lang": "de",
        "kind": "kind",
        "expect": ["Wohnung/Strom & Internet/Zählerstände.csv"],
    },
    {
        "q": "Kassenbon vom Saturn",
        "lang": "de",
        "kind": "kind",
        "expect": [_GERAETE + "Saturn Kassenbon Kaffeevollautomat.pdf"],
    },
    {
        "q": "liste welche arztrechnungen schon eingereicht sind",
        "lang": "de",
        "kind": "kind",
        "expect": [_ARZT + "Übersicht eingereicht.csv"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "L-24-1185034",
        "lang": "de",
        "kind": "token",
        "only": True,
        "expect": [_ARZT + "Labor 2024-10.pdf"],
    },
    {
        "q": "DB-24-0217",
        "lang": "de",
        "kind": "token",
        "only": True,
        "expect": ["Urlaub/2024-07 Ostsee/Buchungsbestätigung Ferienwohnung Grömitz.pdf"],
    },
    {
        "q": "WBK1147726",
        "lang": "de",
        "kind": "token",
        "only": True,
        "expect": [
            "Versicherungen/Haftpflicht & Hausrat/Fahrraddiebstahl 2023 Anzeige Polizei.pdf"
        ],
    },
    {
        "q": "Hausmeister Szymanski Nummer",
        "lang": "de",
        "kind": "token",
        "only": True,
        "expect": ["Wohnung/Mietvertrag & Vermieter/Kramer Immobilien Kontakt.txt"],
    },
    {
        "q": "MG-22-88412",
        "lang": "de",
        "kind": "token",
        "only": True,
        "expect": [_GERAETE + "Miele Waschmaschine Rechnung 2022.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "wohin mit dem kfz steuer bescheid",
        "lang": "de",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "Wie benenne ich die Ordner für Urlaube?",
        "lang": "de",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "soll ich die memes aus dem klassenchat aufheben",
        "lang": "de",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: English questions about the German papers
    {
        "q": "Lena's acceptance letter from the grammar school",
        "lang": "en",
        "kind": "lang",
        "expect": [_LENA + "Schule/Aufnahmebestätigung Humboldt-Gymnasium.pdf"],
    },
    {
        "q": "washing machine invoice",
        "lang": "en",
        "kind": "lang",
        "expect": [_GERAETE + "Miele Waschmaschine Rechnung 2022.pdf"],
    },
    {
        "q": "Jana's life insurance policy",
        "lang": "en",
        "kind": "lang",
        "expect": [_RISIKO + "Risikolebensversicherung Jana - Police.pdf"],
    },
    {
        "q": "our marriage certificate",
        "lang": "en",
        "kind": "lang",
        "expect": ["Ausweise & Dokumente/Heiratsurkunde.pdf"],
    },
    {
        "q": "packing list for the baltic sea trip",
        "lang": "en",
        "kind": "lang",
        "expect": ["Urlaub/2024-07 Ostsee/Packliste Ostsee.md"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "Frobnikator", "lang": "en", "kind": "junk"},
    {"q": "qwertzuiop", "lang": "de", "kind": "junk"},
    {"q": "asdfghjklö", "lang": "de", "kind": "junk"},
    {"q": "xkcd zzzyv", "lang": "en", "kind": "junk"},
    {"q": "Zeppelingondel", "lang": "de", "kind": "junk"},
    {"q": "Axolotl Zucht", "lang": "de", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "Dudelsackreparatur", "lang": "de", "kind": "junk"},
    {"q": "Kamelrennen", "lang": "de", "kind": "junk"},
    {"q": "Schnurzelpurz Blumpfwerk", "lang": "de", "kind": "junk"},
    {"q": "Tiefseeanglerei", "lang": "de", "kind": "junk"},
    {"q": "harpsichord tuning", "lang": "en", "kind": "junk"},
    {"q": "Gletscherspaltenbergung", "lang": "de", "kind": "junk"},
    {"q": "230619-1377-662014", "lang": "de", "kind": "junk"},
    {"q": "700/998871-K", "lang": "de", "kind": "junk"},
    {"q": "L-24-7730021", "lang": "de", "kind": "junk"},
    {"q": "DB-27-9931", "lang": "de", "kind": "junk"},
    {"q": "998877661", "lang": "de", "kind": "junk"},
    {"q": "Schmetterlingsnetz Wolpertinger", "lang": "de", "kind": "junk"},
    {"q": "quantum flux capacitor", "lang": "en", "kind": "junk"},
    # ---- absent: plausible topics this family has no papers about
    {"q": "Liegeplatz fürs Segelboot", "lang": "de", "kind": "absent"},
    {"q": "Hundesteuer", "lang": "de", "kind": "absent"},
    {"q": "Reitstunden Pony", "lang": "de", "kind": "absent"},
    {"q": "Bausparvertrag Wüstenrot", "lang": "de", "kind": "absent"},
    {"q": "Motorradführerschein", "lang": "de", "kind": "absent"},
    {"q": "Solaranlage Einspeisevergütung", "lang": "de", "kind": "absent"},
    {"q": "Klavierunterricht Paul", "lang": "de", "kind": "absent"},
]
