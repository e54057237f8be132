"""Search questions for the haushalt_de library (Familie Becker, Köln-Ehrenfeld).

Written from the outside, from the library's files only: what Jana (or Markus) would ask an
assistant about the family's papers. natural/keyword questions are in German; cross
questions are in English, asked about the German documents.
"""

LIBRARY = "haushalt_de"

_WERKSTATT = "Auto/Werkstatt & TÜV/"
_AUTO_VS = "Auto/Versicherung & Steuer/"
_ABOS = "Finanzen/Verträge & Abos/"
_ARZT = "Gesundheit/Arztrechnungen/"
_BEFUNDE = "Gesundheit/Befunde/"
_LENA = "Kinder/Lena/"
_PAUL = "Kinder/Paul/Schule/"
_MIETE = "Wohnung/Mietvertrag & Vermieter/"
_NK = "Wohnung/Nebenkosten/"
_STROM = "Wohnung/Strom & Internet/"
_GERAETE = "Haushalt/Geräte & Garantie/"
_HAUSRAT = "Versicherungen/Haftpflicht & Hausrat/"

QUESTIONS: list[dict] = [
    # ---- natural: from memory, everyday words, vague dates
    {
        "q": "Wann muss das Auto wieder zum TÜV?",
        "lang": "de",
        "kind": "natural",
        "expect": [_WERKSTATT + "HU-Bericht 2023.pdf", _WERKSTATT + "Touran Notizen.md"],
    },
    {
        "q": "Was hat der letzte Kundendienst am Auto gekostet?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            _WERKSTATT + "Rechnung Inspektion 2024-03.pdf",
            _WERKSTATT + "Werkstattkosten Touran.csv",
        ],
    },
    {
        "q": "Wo sind unsere Sommerreifen eingelagert?",
        "lang": "de",
        "kind": "natural",
        "expect": [_WERKSTATT + "Reifenwechsel Oktober 2024.pdf"],
    },
    {
        "q": "Was kostet die Steuer fürs Auto im Jahr?",
        "lang": "de",
        "kind": "natural",
        "expect": [_AUTO_VS + "Kfz-Steuerbescheid 2021.pdf"],
    },
    {
        "q": "Welche Noten hatte Lena am Ende der Grundschule?",
        "lang": "de",
        "kind": "natural",
        "expect": [_LENA + "Zeugnisse/Zeugnis Klasse 4 Ende.pdf"],
    },
    {
        "q": "Was musste Paul alles für die erste Klasse mitbringen?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            _PAUL + "Materialliste 1b.txt",
            _PAUL + "Einschulung Infos GGS Lindenschule.pdf",
        ],
    },
    {
        "q": "Wann war bei Paul das Laternelaufen?",
        "lang": "de",
        "kind": "natural",
        "expect": [_PAUL + "Screenshot_20241105-201544.png"],
    },
    {
        "q": "Wie sieht Lenas Stundenplan in der Fünften aus?",
        "lang": "de",
        "kind": "natural",
        "expect": [_LENA + "Schule/IMG_3352.PNG"],
    },
    {
        "q": "Was haben Lenas Lehrer im Herbst über sie gesagt?",
        "lang": "de",
        "kind": "natural",
        "expect": [_LENA + "Schule/Elternsprechtag Nov 2024.md"],
    },
    {
        "q": "Wie viel Kaltmiete zahlen wir seit der letzten Erhöhung?",
        "lang": "de",
        "kind": "natural",
        "expect": [_MIETE + "Mieterhöhung 2023 Index.pdf"],
    },
    {
        "q": "Mussten wir für 2023 bei der Abrechnung vom Vermieter was nachzahlen?",
        "lang": "de",
        "kind": "natural",
        "expect": [_NK + "Nebenkostenabrechnung 2023.pdf", _NK + "Nebenkosten Vergleich.csv"],
    },
    {
        "q": "Ab wann kann ich meinen Handyvertrag kündigen?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            _ABOS + "congstar Vertragszusammenfassung Jana.pdf",
            _ABOS + "Abos Übersicht.md",
        ],
    },
    {
        "q": "Haben wir auf die Kaffeemaschine noch Garantie?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            _GERAETE + "Saturn Kassenbon Kaffeevollautomat.pdf",
            _GERAETE + "Garantien Übersicht.md",
        ],
    },
    {
        "q": "Meine Blutwerte vom Herbst, war da was mit den Vitaminen?",
        "lang": "de",
        "kind": "natural",
        "expect": [_BEFUNDE + "Blutbild Jana 2024-10.pdf"],
    },
    {
        "q": "Ist Paul gegen Masern geimpft?",
        "lang": "de",
        "kind": "natural",
        "expect": [_BEFUNDE + "Impfpass Paul Kopie.pdf"],
    },
    {
        "q": "Was hat die Zahnreinigung vor Weihnachten gekostet?",
        "lang": "de",
        "kind": "natural",
        "expect": [_ARZT + "Zahnarzt Lindqvist 2024-12.pdf", _ARZT + "Übersicht eingereicht.csv"],
    },
    {
        "q": "Wie viel hat die Beihilfe von der Krankengymnastik übernommen?",
        "lang": "de",
        "kind": "natural",
        "expect": ["Gesundheit/Beihilfe & Debeka/Beihilfebescheid 2025-03.pdf"],
    },
    {
        "q": "Was hat die Versicherung für das geklaute Rad gezahlt?",
        "lang": "de",
        "kind": "natural",
        "expect": [_HAUSRAT + "Schadenmeldung Fahrrad 2023.md"],
    },
    {
        "q": "Was bekommt Markus netto raus?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            "Arbeit/Markus/Entgeltabrechnung_04_2025.pdf",
            "Arbeit/Markus/Entgeltabrechnung_03_2025.pdf",
        ],
    },
    {
        "q": "Wann haben wir die Steuer für 2023 abgeschickt?",
        "lang": "de",
        "kind": "natural",
        "expect": [
            "Finanzen/Steuer/2023/ELSTER Übermittlungsprotokoll ESt 2023.pdf",
            "Finanzen/Steuer/2023/Steuer 2023 Notizen.md",
        ],
    },
    {
        "q": "Was hat die Wohnung im Sommerurlaub am Meer gekostet?",
        "lang": "de",
        "kind": "natural",
        "expect": ["Urlaub/2024-07 Ostsee/Buchungsbestätigung Ferienwohnung Grömitz.pdf"],
    },
    {
        "q": "Welche Touren wollten wir mit den Kindern in den Bergen machen?",
        "lang": "de",
        "kind": "natural",
        "expect": ["Urlaub/2024-10 Allgäu/Wanderungen Allgäu.txt"],
    },
    {
        "q": "Wann und wo haben wir geheiratet?",
        "lang": "de",
        "kind": "natural",
        "expect": ["Ausweise & Dokumente/Heiratsurkunde.pdf"],
    },
    # ---- keyword: what someone types into a search box
    {
        "q": "K-JB 2817",
        "lang": "de",
        "kind": "keyword",
        "expect": [
            _AUTO_VS + "HUK Versicherungsschein Touran.pdf",
            _AUTO_VS + "Kfz-Steuerbescheid 2021.pdf",
            _WERKSTATT + "HU-Bericht 2023.pdf",
        ],
    },
    {
        "q": "223/5117/4408",
        "lang": "de",
        "kind": "keyword",
        "expect": ["Finanzen/Steuer/2023/ELSTER Übermittlungsprotokoll ESt 2023.pdf"],
    },
    {
        "q": "Lindqvist",
        "lang": "de",
        "kind": "keyword",
        "expect": [_ARZT + "Zahnarzt Lindqvist 2024-12.pdf"],
    },
    {
        "q": "Supraspinatussyndrom",
        "lang": "de",
        "kind": "keyword",
        "expect": [_ARZT + "Rechnung Orthopäde 2025-03.pdf"],
    },
    {
        "q": "Breitachklamm",
        "lang": "de",
        "kind": "keyword",
        "expect": ["Urlaub/2024-10 Allgäu/Wanderungen Allgäu.txt"],
    },
    {
        "q": "Kalkhoff Rahmennummer",
        "lang": "de",
        "kind": "keyword",
        "expect": [
            _HAUSRAT + "Fahrraddiebstahl 2023 Anzeige Polizei.pdf",
            _HAUSRAT + "Schadenmeldung Fahrrad 2023.md",
        ],
    },
    {
        "q": "Vertragskonto 8001174522",
        "lang": "de",
        "kind": "keyword",
        "expect": [
            _STROM + "RheinEnergie Jahresabrechnung 2023.pdf",
            _STROM + "RheinEnergie Abschlag ab 03-2024.pdf",
        ],
    },
    # ---- cross: the same kind of question, asked in English about German papers
    {
        "q": "rental contract for our flat",
        "lang": "en",
        "kind": "cross",
        "expect": [_MIETE + "Mietvertrag Venloer Str 241.pdf"],
    },
    {
        "q": "how much was the car insurance for 2024",
        "lang": "en",
        "kind": "cross",
        "expect": [_AUTO_VS + "HUK-COBURG Beitragsrechnung 2024.pdf"],
    },
    {
        "q": "Lena's school report from third grade",
        "lang": "en",
        "kind": "cross",
        "expect": [_LENA + "Zeugnisse/Zeugnis Klasse 3 Ende.pdf"],
    },
    {
        "q": "letters about our child benefit",
        "lang": "en",
        "kind": "cross",
        "expect": [
            "Kinder/Kindergeld/Familienkasse Erhöhung 2023.pdf",
            "Kinder/Kindergeld/Kindergeld Festsetzung Paul 2018.pdf",
        ],
    },
    {
        "q": "when was our flight back from Majorca",
        "lang": "en",
        "kind": "cross",
        "expect": ["Urlaub/2025-04 Mallorca/Eurowings Booking Confirmation.pdf"],
    },
    {
        "q": "Markus's employment contract",
        "lang": "en",
        "kind": "cross",
        "expect": ["Arbeit/Markus/Arbeitsvertrag Ford 2019.pdf"],
    },
    {
        "q": "results of Markus's knee scan",
        "lang": "en",
        "kind": "cross",
        "expect": [_BEFUNDE + "MRT Knie Markus 2023.pdf"],
    },
    {
        "q": "police report for the stolen bike",
        "lang": "en",
        "kind": "cross",
        "expect": [_HAUSRAT + "Fahrraddiebstahl 2023 Anzeige Polizei.pdf"],
    },
    {
        "q": "TV licence fee registration",
        "lang": "en",
        "kind": "cross",
        "expect": [_ABOS + "Rundfunkbeitrag Anmeldung Venloer Str.pdf"],
    },
    {
        "q": "how long is the warranty on the fridge",
        "lang": "en",
        "kind": "cross",
        "expect": [
            _GERAETE + "Kühlschrank Liebherr Garantiekarte.pdf",
            _GERAETE + "Garantien Übersicht.md",
        ],
    },
    {
        "q": "internet bill for April",
        "lang": "en",
        "kind": "cross",
        "expect": [_STROM + "Vodafone Rechnung April 2025.html"],
    },
    {
        "q": "donation receipts for the tax return",
        "lang": "en",
        "kind": "cross",
        "expect": [
            "Finanzen/Steuer/2023/Spendenquittung UNICEF 2023.pdf",
            "Finanzen/Steuer/2024/Spendenquittung Förderverein 2024.pdf",
        ],
    },
]
