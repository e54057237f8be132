"""kancelar-cz: guideline, inbox expectations, questions (with their key words) and junk."""

GUIDELINE = """# Kam co patří / Wo was hingehört
- Nájem, dodatky, předávací protokoly, vyúčtování služeb a pošta od pana Dvořáka → Bydlení/Nájem/
- Elektřina, plyn, stavy měřidel, srovnání dodavatelů → Bydlení/Energie/ (auch Lukas' „Stromrechnung"-PDFs)
- Daně vždy podle roku → Finance/Daně/<rok>/ – auch Lukas' Lohnzettel und Steuerausgleich
- Rozpočty, Haushaltsbuch, hypotéka → Finance/Rozpočet/; všechny pojistky (i cestovní) → Finance/Pojištění/
- Lukas' Job: Verträge → Arbeit/Verträge/, Folien → Arbeit/Präsentationen/, Wien-Reisen und Fahrtenbuch → Arbeit/Reisekosten/
- Petřina účetní praxe: klienti, smlouvy, faktury → Práce/Klienti/; školení a semináře → Práce/
- Lékařské zprávy: máma → Zdraví/Máma/, Eliška → Zdraví/Eliška/; školka a škola → Škola/Eliška/
- Mámino úřední (ČSSZ, úřad práce, pečovatelská služba, plné moci) → Máma/Úřady/
- Auto (servis, opravy, známky) → Auto/; dovolené po cestách, fotky k nim; e-knihy → Knihy/; krátké poznámky → Poznámky/
- Pozvánky, reklamy a dárkové poukazy se nearchivují – zůstanou v inbox/.
"""

INBOX = {
    "inbox/Stromrechnung Q2.pdf": "Bydlení/Energie/",
    "inbox/dodatek_najemni_smlouvy.docx": "Bydlení/Nájem/",
    "inbox/Lohnzettel 2024.pdf": "Finance/Daně/2024/",
    "inbox/rozpocet_2025_v4.xlsx": "Finance/Rozpočet/",
    "inbox/Reisekosten April 2025.xlsx": "Arbeit/Reisekosten/",
    "inbox/Sprint Demo Mai.pptx": "Arbeit/Präsentationen/",
    "inbox/Faktura 2025-005 Pekařství.odt": "Práce/Klienti/",
    "inbox/zprava_kardiolog_06-2025.pdf": "Zdraví/Máma/",
    "inbox/Objednávka fotek MŠ.odt": "Škola/Eliška/",
    "inbox/Cestovní pojištění 2025.pdf": "Finance/Pojištění/",
    "inbox/zakazkovy_list_octavia.pdf": "Auto/",
    "inbox/Valorizace důchodu 2026.docx": "Máma/Úřady/",
    "inbox/Gutschein Thermalbad.jpg": "",
    "inbox/Pozvánka sraz gymnázium.eml": "",
}

_LEASE = "Bydlení/Nájem/Nájemní smlouva 2024.docx"
_SEMINAR = "Bydlení/Energie/prezentace_seminar.pptx"
_BUDGET = "Finance/Rozpočet/rozpocet_2025_v3.xlsx"
_TAX_AT = "Finance/Daně/2024/Steuerausgleich Lukas 2024.docx"
_JOB = "Arbeit/Verträge/Arbeitsvertrag_LG_2023.docx"
_ONBOARD = "Arbeit/Präsentationen/Onboarding neue Kollegen.pptx"
_CLIENTS = "Práce/Klienti/Klienti 2025.xlsx"
_MEDS = "Zdraví/Máma/leky_prehled.ods"
_KITA = "Škola/Eliška/Informace pro rodiče.odt"
_TAX = "Finance/Daně/2024/Daňové přiznání 2024.pdf"
_MILEAGE = "Arbeit/Reisekosten/Fahrtenbuch 2024.xlsx"

# (question, language, expected file, key words that are in its text but not in its path)
_INSIDE = [
    ("jak vysoká je kauce na byt", "cs", _LEASE, ["jistot", "56 700"]),
    (
        "Wie lange ist die Kündigungsfrist für unsere Wohnung?",
        "de",
        _LEASE,
        ["vypovedni doba", "trimesicni"],
    ),
    ("smime mit v byte psa nebo kocku", "cs", _LEASE, ["domacich zvirat"]),
    (
        "what damage was already in the flat when we moved in",
        "en",
        "Bydlení/Nájem/Předávací protokol.odt",
        ["skrabanec", "baterie"],
    ),
    (
        "kdy nám měnili elektroměr",
        "cs",
        "Bydlení/Energie/stavy_meridel.xlsx",
        ["vymena elektromeru"],
    ),
    ("who gave the talk about the heat pump", "en", _SEMINAR, ["kriz", "tepelne cerpadlo"]),
    ("za kolik let se zaplati tepelne cerpadlo", "cs", _SEMINAR, ["navratnost"]),
    ("kolik platíme měsíčně zálohy za elektřinu", "cs", _BUDGET, ["elektrina", "1 650"]),
    ("Wie hoch soll unser Notgroschen bis Jahresende sein?", "de", _BUDGET, ["rezerva", "150 000"]),
    ("how much did we spend at Billa", "en", "Finance/Rozpočet/Haushaltsbuch 2024.ods", ["billa"]),
    ("Wer ist Lukas' Steuerberaterin?", "de", _TAX_AT, ["hofer"]),
    (
        "jaké potvrzení o daňovém domicilu potřebuje Lukas pro rakouský úřad",
        "cs",
        _TAX_AT,
        ["ansassigkeitsbescheinigung"],
    ),
    (
        "Wo ist Lukas gegen Unfälle versichert?",
        "de",
        "Finance/Pojištění/pojistky_prehled.xlsx",
        ["wiener stadtische"],
    ),
    (
        "jakou úrokovou sazbu nám nabídli na hypotéku",
        "cs",
        "Finance/Rozpočet/Doc1.docx",
        ["4,89", "fixaci"],
    ),
    ("jak často musí Lukas jezdit do kanceláře ve Vídni", "cs", _JOB, ["pro quartal"]),
    (
        "kolik dostává Lukas od firmy za den práce z domova",
        "cs",
        "Arbeit/Verträge/Homeoffice-Vereinbarung Nachtrag.docx",
        ["pauschale", "3 eur"],
    ),
    (
        "who decides on the budget for load testing",
        "en",
        "Arbeit/Präsentationen/Q3 Review.pptx",
        ["steiner", "lasttests"],
    ),
    (
        "An welchen Tagen dürfen wir in Produktion ausrollen?",
        "de",
        _ONBOARD,
        ["dienstag bis donnerstag"],
    ),
    ("kolik schvaleni potrebuje merge request", "cs", _ONBOARD, ["zwei approvals"]),
    (
        "what rate per kilometre does Lukas claim for work drives",
        "en",
        _MILEAGE,
        ["kilometergeld", "0,42"],
    ),
    (
        "In welchem Hotel übernachtet Lukas in Wien?",
        "de",
        "Arbeit/Reisekosten/Reisekosten_Q1_2025.ods",
        ["motel one"],
    ),
    (
        "kolik platí kadeřnice Petře měsíčně za účetnictví",
        "cs",
        _CLIENTS,
        ["kadernictvi", "pausal"],
    ),
    ("kdy se podava kontrolni hlaseni", "cs", _CLIENTS, ["kontrolni hlaseni"]),
    (
        "how much is Petra's professional liability insurance",
        "en",
        "Práce/Klienti/Smlouva o vedení účetnictví - vzor.docx",
        ["profesni odpovednosti", "5 mil"],
    ),
    (
        "od jakého obratu se musí podnikatel registrovat k dani z přidané hodnoty",
        "cs",
        "Práce/Novinky DPH 2025.pptx",
        ["registracni limit", "2 mil"],
    ),
    ("jaký lék bere máma na štítnou žlázu", "cs", _MEDS, ["euthyrox"]),
    ("Wann hat Oma den nächsten Termin beim Herzarzt?", "de", _MEDS, ["kardiologie"]),
    (
        "which allergy drops does our daughter take",
        "en",
        "Zdraví/Eliška/zprava_alergolog.docx",
        ["cetirizin"],
    ),
    ("do kolika hodin musime vyzvednout elisku ze skolky", "cs", _KITA, ["16:30"]),
    (
        "jak se jmenuje sociální pracovnice, co byla u mámy na šetření",
        "cs",
        "Máma/Úřady/ÚP žádost 2024.docx",
        ["machalova"],
    ),
    ("u které zdravotní pojišťovny je máma", "cs", "Máma/Úřady/plna_moc.rtf", ["vzp"]),
    (
        "who delivers lunches to grandma",
        "en",
        "Máma/Úřady/Smlouva pečovatelská služba.odt",
        ["diakonie", "obedu"],
    ),
    (
        "Bis wann ist die technische Prüfung vom Auto gültig?",
        "de",
        "Auto/servis_octavia.xlsx",
        ["stk plati do"],
    ),
    (
        "which ferry company did we take to Corsica",
        "en",
        "Dovolená/Korsika 2024/itinerar.docx",
        ["moby"],
    ),
    (
        "kolik jsme chtěli dát za novou pračku",
        "cs",
        "Poznámky/Familienbesprechung 2025-01.docx",
        ["waschmaschine", "15 000"],
    ),
]

_PHOTOS = [
    f"Dovolená/Korsika 2024/IMG_2024{s}.jpg" for s in ("0716_0934", "0718_1802", "0721_1120")
]

_NATURAL = [
    ("my employment contract", "en", [_JOB]),
    ("daňové přiznání 2024", "cs", [_TAX]),
    ("nájemní smlouva na byt", "cs", [_LEASE]),
    ("Stromrechnung erstes Quartal 2025", "de", ["Bydlení/Energie/Stromrechnung Q1.pdf"]),
    ("propouštěcí zpráva mámy z nemocnice", "cs", ["Zdraví/Máma/Propouštěcí zpráva FN Brno.pdf"]),
    ("rozpočet domácnosti na letošní rok", "cs", [_BUDGET]),
    ("Fahrtenbuch 2024", "de", [_MILEAGE]),
    ("grandma's cookbook", "en", ["Knihy/Kuchařka babičky Jiřiny.epub"]),
    ("oznámení o výši důchodu mámy", "cs", ["Máma/Úřady/Důchod výměr 2025.pdf"]),
    ("photos from our Corsica holiday", "en", _PHOTOS),
    ("pozvánka k zápisu do první třídy", "cs", ["Škola/Eliška/Zápis do 1. třídy.pdf"]),
]

_CROSS = [
    ("lease agreement for our apartment", "en", [_LEASE]),
    ("Mietvertrag der Wohnung in Brünn", "de", [_LEASE]),
    ("pracovní smlouva Lukase", "cs", [_JOB]),
    ("Petras Steuererklärung 2024", "de", [_TAX]),
    ("mileage log for the car", "en", [_MILEAGE]),
    ("Medikamentenliste der Oma", "de", [_MEDS]),
    (
        "vyúčtování cestovních nákladů do Vídně za první čtvrtletí",
        "cs",
        ["Arbeit/Reisekosten/Reisekosten_Q1_2025.ods"],
    ),
    ("kindergarten information for parents", "en", [_KITA]),
    (
        "E-Mail vom Vermieter wegen der Gastherme",
        "de",
        ["Bydlení/Nájem/email_pronajimatel_kotel.eml"],
    ),
]

QUESTIONS = (
    [
        {"q": q, "lang": lang, "kind": "inside", "expect": [path], "keys": keys}
        for q, lang, path, keys in _INSIDE
    ]
    + [{"q": q, "lang": lang, "kind": "natural", "expect": exp} for q, lang, exp in _NATURAL]
    + [{"q": q, "lang": lang, "kind": "cross", "expect": exp} for q, lang, exp in _CROSS]
)

_JUNK = [
    ("modrá žirafa tančí na střeše", "cs"),
    ("xkq zzpr vlmt", "cs"),
    ("šnečí závody na Měsíci", "cs"),
    ("kvantový knedlík s pentagramem", "cs"),
    ("Quantenkäse Spiralnudeltarif", "de"),
    ("blubb flurm Zentrifuge", "de"),
    ("Drachenflug über Atlantis Formular", "de"),
    ("purple elephant tax sandwich", "en"),
    ("asdf qwerty zxcv", "en"),
    ("teleportation permit renewal for unicorns", "en"),
]

_ABSENT = [
    ("kupní smlouva na chatu na Vysočině", "cs"),
    ("rybářský lístek a povolenka", "cs"),
    ("Mitgliedsbeitrag Golfclub", "de"),
    ("Rechnung für den Klavierunterricht", "de"),
    ("cryptocurrency tax report for bitcoin", "en"),
    ("wedding photographer contract", "en"),
]

# words that must appear in no file (checked by the builder)
ABSENT_WORDS = [
    "vysocin",
    "rybar",
    "golf",
    "klavier",
    "piano",
    "bitcoin",
    "krypto",
    "crypto",
    "wedding",
    "svatb",
    "hochzeit",
]

JUNK = [{"q": q, "lang": lang, "kind": "junk"} for q, lang in _JUNK] + [
    {"q": q, "lang": lang, "kind": "absent"} for q, lang in _ABSENT
]
