"""Tiny German personal library: someone who has only just started organizing their files."""

from __future__ import annotations

import email.policy
import pathlib
from email.message import EmailMessage

from tests.benchmarks.eval_libraries._write import write_library

NAME = "klein-de"
PERSONA = (
    "Eine 29-jährige Pflegefachkraft aus Kassel, die gerade erst angefangen hat, "
    "ihre Dateien in ein paar wenigen Ordnern abzulegen."
)
LANGUAGES = ["de"]
SPLIT = "test"

_EML_POLICY = email.policy.default.clone(utf8=True)


def _eml(sender: str, to: str, subject: str, date: str, body: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = date
    msg.set_content(body)
    return msg.as_bytes(policy=_EML_POLICY)


ME = "Lena Hartmann <lena.hartmann@posteo.de>"

GUIDELINE = """\
# Meine Ablage

Ich fange gerade erst an, Ordnung in meine Dateien zu bringen.
Alles Neue landet erst mal in `inbox/` und wird dann einsortiert.
Rezepte, die ich ausprobiert habe oder noch kochen will, kommen nach `Rezepte/`.
Alles rund um den Golf (TÜV, Werkstatt, Tanken) kommt nach `Auto/`.
Lohnzettel vom Klinikum gehören nach `Arbeit/Gehalt/`.
Was ich fürs Finanzamt brauche, sammle ich in `Steuer/`.
Wenn etwas nirgends reinpasst, lasse ich es lieber in der Inbox liegen.
"""

FILED: dict[str, str | bytes] = {
    # --- Rezepte ---------------------------------------------------------
    "Rezepte/Linsensuppe.md": """\
# Linsensuppe (wie bei Mama)

Für 4 Portionen

- 250 g Tellerlinsen
- 1 Bund Suppengrün
- 2 Kartoffeln
- 2 Wiener Würstchen
- 1 EL Tomatenmark
- Essig, Salz, Pfeffer

1. Suppengrün und Kartoffeln klein würfeln, in Öl anschwitzen.
2. Tomatenmark kurz mitrösten.
3. Linsen dazu, mit 1,2 l Brühe aufgießen, 40 Minuten köcheln.
4. Würstchen in Scheiben schneiden und 5 Minuten mitziehen lassen.
5. Zum Schluss mit einem Schuss Essig abschmecken.

Tipp: schmeckt am nächsten Tag noch besser.
""",
    "Rezepte/Omas Apfelkuchen.txt": """\
Omas Apfelkuchen (vom Blech)

Teig:
300 g Mehl, 200 g Butter, 100 g Zucker, 1 Ei, 1 Prise Salz
Belag:
1,5 kg Äpfel (Boskoop), Zimt, Zucker
Streusel:
150 g Mehl, 100 g Butter, 100 g Zucker

Teig kneten, 30 min kalt stellen, aufs Blech drücken.
Äpfel schälen, in Spalten schneiden, mit Zimt und Zucker mischen und verteilen.
Streusel aus den Zutaten zwischen den Fingern zerbröseln und drüberstreuen.
175 °C Umluft, ca. 45 Minuten.

Oma sagt: immer mit Sahne servieren!
""",
    "Rezepte/Zitronenpasta 2025-02.md": """\
# Zitronen-Pasta mit Parmesan

Ausprobiert am 2025-02-09, richtig gut und schnell (20 min).

## Zutaten (2 Personen)
- 250 g Spaghetti
- 1 Bio-Zitrone (Abrieb + Saft)
- 40 g Butter
- 60 g Parmesan
- Pfeffer, etwas Nudelwasser

## So geht's
Spaghetti kochen, eine Tasse Nudelwasser aufheben.
Butter in der Pfanne schmelzen, Zitronenabrieb dazu.
Nudeln, Saft, Parmesan und Nudelwasser schwenken, bis es cremig ist.
Viel Pfeffer drüber.
""",
    # --- Wohnung/Miete ---------------------------------------------------
    "Wohnung/Miete/Mietvertrag Eckdaten.md": """\
# Mietvertrag – das Wichtigste

- Wohnung: Friedrich-Ebert-Straße 112, 3. OG links, 34119 Kassel
- Vermieter: Wohnbau Nordhessen GmbH (Hausverwaltung Kraus)
- Mietbeginn: 01.09.2022
- Größe: 58 m², 2 Zimmer, Balkon
- Kaltmiete: 540,00 €
- Nebenkostenvorauszahlung: 165,00 €
- Gesamtmiete: 705,00 € (Dauerauftrag zum 1. des Monats)
- Kaution: 1.620,00 € (Mietkautionskonto Kasseler Sparkasse)
- Kündigungsfrist: 3 Monate

Original liegt im blauen Ordner im Regal.
""",
    "Wohnung/Miete/Nebenkostenabrechnung_2024.txt": """\
Betriebskostenabrechnung 2024
Abrechnungszeitraum: 01.01.2024 - 31.12.2024
Mieterin: Lena Hartmann, Friedrich-Ebert-Str. 112, 3. OG links

Heizung und Warmwasser         1.184,20 EUR
Wasser / Abwasser                 212,40 EUR
Müllabfuhr                        148,90 EUR
Hausreinigung                     131,00 EUR
Gebäudeversicherung                96,35 EUR
Grundsteuer                       118,70 EUR
Allgemeinstrom                     41,25 EUR
-------------------------------------------
Summe Kosten                    1.932,80 EUR
Geleistete Vorauszahlungen      1.980,00 EUR
Guthaben                           47,20 EUR

Das Guthaben wird mit der Miete für Mai 2025 verrechnet.
Neue Vorauszahlung ab 01.06.2025: 160,00 EUR monatlich.
""",
    # --- Auto ------------------------------------------------------------
    "Auto/TÜV 14.03.2025.txt": """\
Hauptuntersuchung VW Golf VII, KS-LH 318
Datum: 14.03.2025, TÜV Hessen, Station Kassel-Bettenhausen

Ergebnis: ohne Mängel, Plakette bis 03/2027
Kilometerstand: 87.412 km
Gebühr: 146,50 € (bar bezahlt)

Prüfer meinte: Bremsscheiben hinten beim nächsten Reifenwechsel
anschauen lassen.
""",
    "Auto/Tankbelege_Q1.csv": """\
Datum;Tankstelle;Liter;Preis pro Liter;Betrag;km-Stand
03.01.2025;Aral Holländische Str.;38,2;1,769;67,58;85.902
21.01.2025;Shell Wolfhager Str.;35,6;1,749;62,26;86.415
09.02.2025;Aral Holländische Str.;40,1;1,789;71,74;86.960
02.03.2025;Jet Leipziger Str.;36,8;1,719;63,26;87.288
27.03.2025;Shell Wolfhager Str.;37,4;1,739;65,04;87.803
""",
    "Auto/Werkstatt Rechnung Reifenwechsel.eml": _eml(
        "Autohaus Brandt Kassel <service@autohaus-brandt-kassel.de>",
        ME,
        "Ihre Rechnung Nr. 2025-04117 – Reifenwechsel",
        "Tue, 08 Apr 2025 16:42:10 +0200",
        """\
Sehr geehrte Frau Hartmann,

anbei erhalten Sie die Rechnung für den heutigen Werkstattbesuch
mit Ihrem VW Golf (KS-LH 318):

- Umstecken Winter- auf Sommerräder: 39,00 €
- Einlagerung Winterräder (Saison): 45,00 €
- Prüfung Bremsanlage hinten: ohne Befund

Gesamtbetrag: 84,00 € inkl. MwSt., bereits per EC-Karte bezahlt.

Mit freundlichen Grüßen
Ihr Serviceteam Autohaus Brandt
""",
    ),
    # --- Gesundheit ------------------------------------------------------
    "Gesundheit/Impfungen.md": """\
# Meine Impfungen

| Impfung | Datum | Wo |
|---|---|---|
| Tetanus/Diphtherie/Keuchhusten | 11.05.2021 | Hausarzt Dr. Winter |
| Hepatitis B (Auffrischung) | 2022-09-05 | Betriebsarzt Klinikum |
| Grippe | 17.10.2024 | Betriebsarzt Klinikum |
| COVID (Auffrischung) | 17.10.2024 | Betriebsarzt Klinikum |

Nächste Tetanus-Auffrischung: 2031.
Impfpass liegt in der Schreibtischschublade.
""",
    "Gesundheit/Zahnarzt 2025-01-20.txt": """\
Zahnarzt Dr. Özdemir, Wilhelmshöher Allee 77
Termin am 20.01.2025

- Kontrolle + professionelle Zahnreinigung
- kleine Füllung unten links (Zahn 36) erneuert
- PZR selbst bezahlt: 95,00 €, Rechnung kommt per Post
- Bonusheft abgestempelt

Nächste Kontrolle im Juli, Praxis ruft an.
""",
    "Gesundheit/Befund Hausarzt.eml": _eml(
        "Praxis Dr. med. Winter <praxis@hausarzt-winter-kassel.de>",
        ME,
        "Ihre Laborwerte vom 03.02.2025",
        "Fri, 07 Feb 2025 11:15:00 +0100",
        """\
Liebe Frau Hartmann,

Ihre Blutwerte von der Untersuchung am 03.02. liegen vor.
Blutbild, Schilddrüse und Leberwerte sind unauffällig.
Der Ferritinwert ist mit 18 µg/l etwas niedrig. Dr. Winter empfiehlt,
für drei Monate ein Eisenpräparat einzunehmen und danach erneut
kontrollieren zu lassen.

Bitte vereinbaren Sie dafür einen Termin im Mai.

Viele Grüße
Ihr Praxisteam Dr. Winter
""",
    ),
    # --- Arbeit/Gehalt ---------------------------------------------------
    "Arbeit/Gehalt/Gehaltsabrechnung Januar 2025.txt": """\
Klinikum Kassel GmbH – Entgeltnachweis Januar 2025
Personalnummer: 204518   Name: Hartmann, Lena
Tätigkeit: Gesundheits- und Krankenpflegerin, TVöD-P P8 Stufe 3

Tabellenentgelt                 3.412,66 €
Zulage Wechselschicht             155,00 €
Zeitzuschläge Nacht/Sonntag       231,40 €
Gesamtbrutto                    3.799,06 €

Lohnsteuer (Kl. I)               -487,25 €
Solidaritätszuschlag                0,00 €
Kirchensteuer                     -38,98 €
Sozialversicherung AN-Anteil     -795,90 €
Nettoentgelt                    2.476,93 €

Auszahlung auf DE12 5205 0353 0001 2345 67 am 31.01.2025
""",
    "Arbeit/Gehalt/Gehaltsabrechnung_2025-02.html": """\
<!DOCTYPE html>
<html lang="de">
<head><meta charset="utf-8"><title>Entgeltnachweis Februar 2025</title></head>
<body>
<h1>Klinikum Kassel GmbH – Entgeltnachweis Februar 2025</h1>
<p>Personalnummer 204518 · Hartmann, Lena · TVöD-P P8 Stufe 3</p>
<table>
<tr><th>Position</th><th>Betrag</th></tr>
<tr><td>Tabellenentgelt</td><td>3.412,66 €</td></tr>
<tr><td>Zulage Wechselschicht</td><td>155,00 €</td></tr>
<tr><td>Zeitzuschläge Nacht/Sonntag</td><td>198,20 €</td></tr>
<tr><td>Gesamtbrutto</td><td>3.765,86 €</td></tr>
<tr><td>Steuern gesamt</td><td>-515,12 €</td></tr>
<tr><td>Sozialversicherung</td><td>-788,94 €</td></tr>
<tr><td><b>Netto</b></td><td><b>2.461,80 €</b></td></tr>
</table>
<p>Überweisung am 28.02.2025</p>
</body>
</html>
""",
    # --- Urlaub/2025-06 Gardasee ----------------------------------------
    "Urlaub/2025-06 Gardasee/Packliste.md": """\
# Packliste Gardasee (Juni)

- [ ] Personalausweis, Krankenversichertenkarte
- [ ] Vignette Österreich kaufen!
- [ ] Badesachen, Handtücher
- [ ] Wanderschuhe (Monte Baldo)
- [ ] Sonnencreme LSF 50
- [ ] Fahrradhelm
- [ ] Ladekabel, Powerbank
- [ ] Reiseapotheke (Ibu, Pflaster, Mückenspray)
- [ ] Kühltasche fürs Auto
""",
    "Urlaub/2025-06 Gardasee/Buchungsbestätigung Ferienwohnung.eml": _eml(
        "Casa Oliva Bardolino <info@casaoliva-bardolino.it>",
        ME,
        "Buchungsbestätigung 07.06.–21.06.2025 – Appartamento Limone",
        "Sun, 12 Jan 2025 19:03:44 +0100",
        """\
Liebe Frau Hartmann,

vielen Dank für Ihre Buchung! Hiermit bestätigen wir:

Ferienwohnung „Limone“, 2 Personen
Anreise: Samstag, 07.06.2025 ab 15 Uhr
Abreise: Samstag, 21.06.2025 bis 10 Uhr
Preis: 14 Nächte x 95 € = 1.330 € zzgl. Kurtaxe 1,50 € p. P./Nacht

Die Anzahlung von 400 € ist eingegangen, der Rest ist bei Anreise fällig.
Ein Parkplatz am Haus ist inklusive.

A presto!
Familie Bertolini
""",
    ),
    "Urlaub/2025-06 Gardasee/Kosten.csv": """\
Posten,Betrag EUR,bezahlt
Ferienwohnung Anzahlung,400.00,ja
Ferienwohnung Rest,930.00,nein
Kurtaxe (geschätzt),42.00,nein
Vignette Österreich 10 Tage,12.80,nein
Brennermaut,11.50,nein
Sprit hin und zurück (geschätzt),180.00,nein
""",
    # --- Steuer ----------------------------------------------------------
    "Steuer/Steuererklärung 2024 Notizen.md": """\
# Steuererklärung 2024 – was ich noch brauche

Abgabe über ELSTER, Frist eigentlich 31.07.2025.

- [x] Lohnsteuerbescheinigung 2024 vom Klinikum (kommt per Post)
- [x] Fahrtkosten: 14 km einfach, ca. 190 Arbeitstage
- [ ] Arbeitskleidung/Schuhe: Belege suchen
- [ ] Fortbildung Wundmanagement (Teilnahmegebühr 240 €)
- [ ] Spendenquittungen
- [ ] Handwerkerleistungen aus der Nebenkostenabrechnung

Letztes Jahr gab es 612 € zurück.
""",
    "Steuer/Belege Übersicht.csv": """\
Datum;Art;Beschreibung;Betrag
12.02.2024;Werbungskosten;Berufsschuhe Birkenstock;89,95
22.04.2024;Werbungskosten;Fortbildung Wundmanagement;240,00
15.06.2024;Werbungskosten;Fachbuch Pflege heute;69,00
03.09.2024;Spende;Ärzte ohne Grenzen;50,00
10.12.2024;Spende;Tafel Kassel e.V.;30,00
""",
}

INBOX: dict[str, tuple[str | bytes, str]] = {
    "inbox/kuerbisrisotto.txt": (
        """\
Kürbisrisotto – von Jana beim Spieleabend
1 Hokkaido würfeln, mit Zwiebel anbraten, 300 g Risottoreis dazu.
Mit Weißwein ablöschen, nach und nach 1 l Gemüsebrühe angießen.
Nach 20 min Butter und Parmesan unterrühren, mit Salbei servieren.
""",
        "Rezepte/",
    ),
    "inbox/bananenbrot.md": (
        """\
# Bananenbrot
3 sehr reife Bananen zerdrücken, 2 Eier, 80 g Zucker, 80 ml Öl verrühren.
250 g Mehl + 1 Pck. Backpulver + Zimt unterheben, Walnüsse nach Lust.
Kastenform, 60 min bei 175 °C.
""",
        "Rezepte/",
    ),
    "inbox/Schreiben_Hausverwaltung.eml": (
        _eml(
            "Hausverwaltung Kraus <verwaltung@kraus-immobilien-kassel.de>",
            ME,
            "Anpassung der Grundmiete zum 01.08.2025",
            "Mon, 02 Jun 2025 09:30:00 +0200",
            """\
Sehr geehrte Frau Hartmann,

gemäß § 558 BGB bitten wir um Zustimmung zur Erhöhung der Nettokaltmiete
für Ihre Wohnung Friedrich-Ebert-Str. 112 von 540,00 € auf 585,00 €
ab dem 01.08.2025. Die Begründung nach Mietspiegel liegt bei.
""",
        ),
        "Wohnung/Miete/",
    ),
    "inbox/Beitragsrechnung_HUK.txt": (
        """\
HUK-COBURG Beitragsrechnung 2025
Kfz-Haftpflicht + Teilkasko, VW Golf, amtl. Kennzeichen KS-LH 318
SF-Klasse 7, Jahresbeitrag: 412,36 €
Abbuchung am 01.01.2025 vom Konto DE12 ... 4567
""",
        "Auto/",
    ),
    "inbox/Physio_Verordnung.txt": (
        """\
Heilmittelverordnung – Dr. med. Winter
Patientin: Lena Hartmann, geb. 14.08.1995
Diagnose: Lumbago, muskuläre Verspannung LWS
6 x Krankengymnastik, 1-2 x wöchentlich
Termine bei Physio am Ständeplatz: Di 17:30 ab 13.05.
""",
        "Gesundheit/",
    ),
    "inbox/scan_0412.txt": (
        """\
Klinikum Kassel GmbH – Entgeltnachweis März 2025
Pers.-Nr. 204518, Hartmann, Lena
Brutto 3.861,12 € (inkl. Zuschläge 293,46 €)
Netto 2.508,37 €, überwiesen am 31.03.2025
""",
        "Arbeit/Gehalt/",
    ),
    "inbox/Bootstour Malcesine.eml": (
        _eml(
            "Navigazione Lago di Garda <tickets@navigazionelaghi.it>",
            ME,
            "Ihr Ticket: Malcesine – Limone, 14.06.2025",
            "Thu, 22 May 2025 20:11:05 +0200",
            """\
Buchung Nr. NLG-884213
Schiff Malcesine -> Limone sul Garda, Samstag 14.06.2025, 10:40 Uhr
2 Erwachsene, Hin- und Rückfahrt: 31,60 €
Bitte QR-Code an der Anlegestelle vorzeigen.
""",
        ),
        "Urlaub/2025-06 Gardasee/",
    ),
    "inbox/Zuwendungsbestaetigung_2024.txt": (
        """\
Bestätigung über Geldzuwendungen im Sinne des § 10b EStG
Zuwendende: Lena Hartmann, Friedrich-Ebert-Str. 112, 34119 Kassel
Betrag: 50,00 € (in Worten: fünfzig), Tag der Zuwendung: 03.09.2024
Empfänger: Ärzte ohne Grenzen e.V., Berlin – zur Vorlage beim Finanzamt
""",
        "Steuer/",
    ),
    "inbox/asdf.txt": (
        """\
asdfjklö asdf
qwertzuiop üü
jjjjjjjjjjj test test 123
""",
        "",
    ),
    "inbox/Akkorde Wonderwall.md": (
        """\
# Wonderwall – Akkorde (Kapo 2)
Em7  G  Dsus4  A7sus4
Strophe 4x, Refrain: Cadd9  Dsus4  Em7 ...
Schlagmuster: ab-ab-ab-auf-ab-auf, langsam üben!
Gitarrenstunde bei Timo donnerstags 18 Uhr.
""",
        "",
    ),
}


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=10, nowhere=2)
