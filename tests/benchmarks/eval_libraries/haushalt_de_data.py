"""The words of the Becker family's library: guideline, existing files, inbox and answers.

LIBRARY rows are (path, date, kind, payload); INBOX rows are (name, date, kind, payload,
expected folder or ""). The date is the file's mtime. Kinds and payloads:

    text      str, written as is (UTF-8)
    pdf       str: '# ' title, '## ' heading, '| ' fixed-width row, else paragraph
    scan      str, same markup, rendered to an image-only PDF
    shot      (style, str): first line is the app bar / window title; style is phone,
              debeka, tuev, untis (phone apps), chat ("Name: text", "Ich: text",
              "-- date --"), desktop (first line "URL ..." draws an address bar) or dialog
    photo     (EXIF "YYYY:MM:DD HH:MM:SS" or None, camera, scene, (w, h))
    meme      "top caption\\nbottom caption"
    giro_csv  (year, month)          Sparkasse CSV-CAMT export of the joint account
    giro_pdf  (year, month, number)  Sparkasse Kontoauszug
"""

from __future__ import annotations

GUIDELINE = """\
# Ablage – wie ich's mache

Notiz an mich selbst (und an Markus!!), Stand Mai 2025. Alles was reinkommt – Scans vom \
Drucker, Downloads, Fotos vom Handy, Screenshots – landet erst im Eingang (`inbox/`). \
Sonntags sortier ich. Wenn ich nicht weiß wohin: **liegen lassen**, nicht irgendwo \
reinstopfen, das hab ich 2022 gemacht und nix mehr gefunden.

## Finanzen

- Kontoauszüge Sparkasse (Giro ...7716): PDF und die CSV-Exporte aus dem Online-Banking \
→ `Finanzen/Sparkasse/Kontoauszüge JJJJ`. Es zählt der Monat vom Auszug, nicht wann ich \
ihn runtergeladen hab. Der Dezember-Auszug kommt immer erst im Januar → trotzdem altes Jahr.
- Steuer → `Finanzen/Steuer/JJJJ`. Das Jahr ist das Jahr, FÜR DAS es gilt, nicht wann der \
Brief kam (Bescheid für 2023 kam erst im März 2025 → 2023).
  - Lohnsteuerbescheinigungen gehören zur Steuer, NICHT zu Arbeit. Auch meine vom LBV.
  - Spendenquittungen / Zuwendungsbestätigungen: Jahr der Spende.
  - Gibt's den Jahresordner noch nicht → anlegen, gleiches Schema.
  - Die Nebenkostenabrechnung kommt nicht hierhin (s. Wohnung), die Zahlen für die \
haushaltsnahen Dienstleistungen schreib ich mir raus.
- `Finanzen/Verträge & Abos`: Handy (congstar), Rundfunkbeitrag, KStA, Netflix, \
Sportverein. Rundfunkbeitrag ist zwar "pro Wohnung", gehört aber hierhin und nicht zu Wohnung.

## Arbeit

- `Arbeit/Jana` – Bezügemitteilungen vom LBV, Fortbildungen, Dienstliches von der GE \
Holweide (Konferenzen, Aufsichten, Mails von der SL). Achtung: wenn's um Zeugnisse, \
Konferenzen, Kollegium geht und es ist MEINE Schule → Arbeit, nicht Kinder!
- `Arbeit/Markus` – seine Entgeltabrechnungen von Ford, Vertrag usw.

## Kinder

Lena: seit Sommer 24 auf dem Humboldt-Gymnasium, 5c (KL Frau Wiese).
Paul: seit Sommer 24 GGS Lindenschule, 1b (KL Frau Yilmaz). Davor Kita Sonnenblume.

- `Kinder/<Name>/Schule` – Elternbriefe, Klassenfahrt, Materiallisten, meine Notizen vom \
Elternabend/Sprechtag, Screenshots aus dem Klassenchat wenn ein Termin drinsteht.
- `Kinder/Lena/Zeugnisse` – nur die Zeugnisse, eingescannt. (Paul kriegt erst im Sommer eins.)
- `Kinder/Paul/Kita` – alt, da kommt nix mehr rein.
- `Kinder/Kindergeld` – Familienkasse.
- Arztsachen von den Kindern → Gesundheit, nicht hier. Kinderreisepass etc. → Ausweise.

## Gesundheit

Ich bin Beamtin → Beihilfe + Debeka, die Kinder laufen bei mir mit. Markus ist bei der TK, \
da kommt kaum Papier.

- `Gesundheit/Arztrechnungen` – alle Rechnungen von Ärzten, Zahnarzt, Physio, Labor, \
Apotheke. Egal für wen von uns.
- `Gesundheit/Beihilfe & Debeka` – Beihilfebescheide (die kommen AUCH vom LBV, nicht mit \
den Bezügen verwechseln!), Leistungsabrechnungen Debeka, auch Screenshots aus der Debeka-App. \
Das ist keine "Versicherung" im Sinne von Versicherungen/.
- `Gesundheit/Befunde` – Befundberichte, Blutwerte, Impfpass-Kopien, Allergietest.

## Versicherungen

- `Versicherungen/Haftpflicht & Hausrat` (beides Gothaer), Schadensmeldungen auch dahin
- `Versicherungen/Risikoleben`
- Kfz-Versicherung NICHT hier → Auto. Krankenversicherung → Gesundheit.

## Auto

Touran, K-JB 2817.
- `Auto/Versicherung & Steuer` – HUK-Coburg und die Kfz-Steuer vom Hauptzollamt. Die \
Kfz-Steuer hat nix mit der Steuererklärung zu tun, also NICHT Finanzen/Steuer.
- `Auto/Werkstatt & TÜV` – Inspektion, Reparaturen, Reifen, HU-Termine und Berichte.
- Mietwagen im Urlaub → Urlaubsordner, nicht Auto.

## Wohnung

- `Wohnung/Mietvertrag & Vermieter` – Vertrag, Mieterhöhungen, Schreiben von der \
Hausverwaltung (Kramer)
- `Wohnung/Nebenkosten` – NUR die Betriebskosten-/Nebenkostenabrechnung vom Vermieter und \
was dazugehört (Widerspruch etc.)
- `Wohnung/Strom & Internet` – RheinEnergie, Vodafone. Auch die Jahresabrechnung Strom, \
das ist keine Nebenkostenabrechnung!

## Haushalt

`Haushalt/Geräte & Garantie` – Rechnungen und Kassenbons von Geräten (Garantie!), \
Anleitungen. Amazon-Bestellungen nur wenn's ein Gerät ist, den Rest heb ich nicht auf.

## Ausweise & Dokumente

Kopien Perso/Pässe, Urkunden. Termine beim Bürgeramt/Kundenzentrum dafür auch.

## Urlaub und Fotos

- Reisen: `Urlaub/JJJJ-MM Ort` – Buchungen, Tickets, Mietwagen, Packliste und die Fotos. \
Aber NUR Fotos, die während der Reise gemacht wurden (Aufnahmedatum!), was davor oder \
danach geknipst wurde ist ein normales Foto. Sobald was gebucht ist, leg ich den Ordner an, \
auch wenn die Reise erst noch kommt.
  - Ostsee (Grömitz) 13.–27.07.2024
  - Allgäu (Oberstdorf) 19.–26.10.2024
  - Mallorca 14.–24.04.2025
  - Sommerferien 2025: Zeeland, 12.–26.07. – Ferienhaus noch buchen!!
- Alle anderen Fotos → `Fotos/JJJJ` (Aufnahmejahr). WhatsApp-Bilder haben kein \
Aufnahmedatum mehr, da gilt das Datum im Dateinamen.
- Memes, Sprüche, Kettenbriefe aus den Gruppen: nicht ablegen, bleiben im Eingang bis ich \
sie lösche.
- Screenshots von Fehlermeldungen (mach ich nur, um sie Markus zu zeigen) auch nicht.
"""

# Recurring bookings on the joint Girokonto: (day, Buchungstext, counterparty, purpose,
# cents, months or () for every month). The card payments are drawn from GIRO_SHOPS.
GIRO_FIXED = (
    (
        1,
        "GUTSCHR. UEBERWEISUNG",
        "Landesamt fuer Besoldung und Versorgung NRW",
        "Bezuege {monat} {y} PNR 4471902 Becker, Jana",
        490_822,
        (),
    ),
    (
        1,
        "DAUERAUFTRAG",
        "Kramer Immobilienverwaltung GmbH",
        "Miete {m}/{y} Venloer Str. 241 3.OG li Becker",
        -135_700,
        (),
    ),
    (
        2,
        "FOLGELASTSCHRIFT",
        "RheinEnergie AG",
        "Abschlag Strom {m}/{y} Vertragskonto 8001174522",
        -11_800,
        (),
    ),
    (
        3,
        "FOLGELASTSCHRIFT",
        "Vodafone GmbH",
        "Kabel Internet 1000 Kundennr. 110928734 {m}/{y}",
        -4_499,
        (),
    ),
    (
        5,
        "FOLGELASTSCHRIFT",
        "congstar GmbH",
        "Mobilfunk Rechnung {m}/{y} Kdnr 52887130",
        -1_500,
        (),
    ),
    (
        6,
        "FOLGELASTSCHRIFT",
        "Debeka Krankenversicherungsverein a.G.",
        "Beitrag KV {m}/{y} Vers.-Nr. 2284461-7",
        -38_947,
        (),
    ),
    (
        10,
        "GUTSCHR. UEBERWEISUNG",
        "Familienkasse NRW West",
        "Kindergeld 285FK477120 {m}/{y}",
        51_000,
        (),
    ),
    (
        15,
        "FOLGELASTSCHRIFT",
        "ARD ZDF Deutschlandradio Beitragsservice",
        "Rundfunkbeitrag Beitragsnr. 482937615 Quartal",
        -5_508,
        (2, 5, 8, 11),
    ),
    (15, "FOLGELASTSCHRIFT", "Koelner Stadt-Anzeiger", "KStA Digital {m}/{y}", -2_490, ()),
    (
        18,
        "FOLGELASTSCHRIFT",
        "TuS Ehrenfeld 1892 e.V.",
        "Mitgliedsbeitrag Familie Q{m}",
        -9_600,
        (1, 4, 7, 10),
    ),
    (20, "FOLGELASTSCHRIFT", "HUK-COBURG", "Kfz-Vers. K-JB 2817 Beitrag {y}", -74_218, (1,)),
    (
        21,
        "FOLGELASTSCHRIFT",
        "Bundeskasse / Hauptzollamt Koeln",
        "KraftSt K-JB 2817",
        -19_600,
        (3,),
    ),
    (
        22,
        "FOLGELASTSCHRIFT",
        "Gothaer Allgemeine Versicherung AG",
        "PHV + Hausrat Vers.-Nr. 31.445.901",
        -26_560,
        (10,),
    ),
    (
        28,
        "GUTSCHR. UEBERWEISUNG",
        "Ford-Werke GmbH",
        "Entgelt {m}/{y} PNR 0077314 Becker",
        367_455,
        (),
    ),
    (30, "ENTGELTABSCHLUSS", "Sparkasse KoelnBonn", "Kontofuehrung {m}/{y}", -890, ()),
)

GIRO_SHOPS = (
    ("REWE Markt GmbH", 1_850, 9_800),
    ("REWE Markt GmbH", 900, 4_200),
    ("ALDI SUED", 1_200, 6_400),
    ("dm-drogerie markt", 680, 3_900),
    ("Baeckerei Zimmermann", 320, 1_450),
    ("ARAL Station Subbelrather Str.", 5_500, 8_900),
    ("Rossmann", 450, 2_600),
    ("Lidl", 1_100, 5_300),
    ("Thalia Buchhandlung", 1_299, 3_200),
    ("KVB Kundencenter", 360, 1_200),
    ("Decathlon", 1_999, 7_500),
    ("Eiscafe Venezia", 640, 1_900),
)

# ---------------------------------------------------------------------------------- library

_SCAN_PERSO = """\
# BUNDESREPUBLIK DEUTSCHLAND
PERSONALAUSWEIS / IDENTITY CARD
Name: BECKER   geb. HOFMANN
Vornamen: JANA
Geburtstag: 22.06.1985     Geburtsort: BONN
Staatsangehörigkeit: DEUTSCH
Gültig bis: 14.08.2031
Anschrift: 50823 KÖLN, VENLOER STR. 241

KOPIE – nur zur Vorlage bei der Bank
"""

_SCAN_GEBURT = """\
# Geburtsurkunde
Standesamt Köln       Nr. G 1187/2018

Paul Becker
männlich
geboren am 03. Februar 2018 in Köln

Mutter: Jana Becker geb. Hofmann
Vater: Markus Becker

Köln, den 09.02.2018
Der Standesbeamte (Siegel)
"""

_SCAN_HEIRAT = """\
# Eheurkunde
Standesamt Bonn       Nr. E 402/2013

Markus Becker, geboren am 17.03.1983 in Leverkusen
und
Jana Hofmann, geboren am 22.06.1985 in Bonn

haben am 08. Juni 2013 vor dem Standesamt Bonn die Ehe geschlossen.
Ehename: Becker
"""

_LBV_BEZUEGE = """\
# Landesamt für Besoldung und Versorgung NRW
Postfach 10 11 60, 40002 Düsseldorf

Frau Jana Becker
Venloer Str. 241, 50823 Köln

## Mitteilung über die Bezüge {monat} 2025
Personalnummer 4471902   Dienststelle: Gesamtschule Köln-Holweide
Besoldungsgruppe A 13, Erfahrungsstufe 7, Steuerklasse IV, Kinderfreibeträge 1,0

| Grundgehalt                          5.721,64
| Familienzuschlag Stufe 1+2             412,90
| Strukturzulage                          97,84
| Summe Brutto                         6.232,38
| Lohnsteuer                          -1.226,08
| Solidaritätszuschlag                     0,00
| Kirchensteuer                         -98,08
| Beihilfe-Vorsorge Pauschale              0,00
| Auszahlungsbetrag                    4.908,22

Der Betrag wird auf das Konto {iban} überwiesen.
Diese Mitteilung wurde maschinell erstellt und ist ohne Unterschrift gültig.
"""

_FORD_ENTGELT = """\
# Ford-Werke GmbH
Henry-Ford-Straße 1, 50735 Köln

## Entgeltabrechnung {monat} 2025
Herrn Markus Becker, Venloer Str. 241, 50823 Köln
Personalnummer 0077314   Kostenstelle PD-EE-4412   Eintritt 01.04.2019
Steuerklasse IV   Kinderfreibetrag 1,0   Krankenkasse: Techniker Krankenkasse

| Tarifentgelt ERA EG 14               6.118,00
| Leistungszulage                        489,44
| Fahrtkostenzuschuss                     60,00
| Gesamtbrutto                         6.667,44
| Lohnsteuer                          -1.198,25
| Kirchensteuer                          -95,86
| Krankenversicherung                   -482,63
| Pflegeversicherung                    -117,19
| Rentenversicherung                    -620,07
| Arbeitslosenversicherung               -86,68
| Nettoverdienst                       4.066,76
| Entgeltumwandlung bAV                 -300,00
| Kantine, Jobrad                        -92,21
| Überweisung                          3.674,55

Urlaubsanspruch 30 Tage, Rest 17 Tage.
"""

_EST_2023_PROTOKOLL = """\
# ELSTER – Übermittlungsprotokoll
Einkommensteuererklärung 2023
Transferticket: et 8kq 2ma 7h4 l0c 11x
Übermittelt am 21.07.2024 um 22:14 Uhr an Finanzamt Köln-West (5223)

Steuernummer 223/5117/4408
Steuerpflichtige: Jana Becker und Markus Becker, Zusammenveranlagung
Anlagen: Anlage N (2x), Anlage Kind (2x), Anlage Vorsorgeaufwand, Anlage Sonderausgaben, \
Anlage Haushaltsnahe Aufwendungen
"""

_STEUER_2023_NOTIZEN = """\
# Steuer 2023

- [x] Lohnsteuerbescheinigungen (beide)
- [x] Spendenquittung UNICEF (100 €)
- [x] Fahrtkosten: ich 14 km einfach, 186 Tage; Markus 11 km, 205 Tage
- [x] Arbeitszimmer? → Pauschale 1.260 € (Home-Office-Tage reichen nicht)
- [x] Haushaltsnahe DL aus NK-Abrechnung 2023: Hausmeister 214,80 €, Treppenhaus 131,50 €
- [x] OGS / Kita Beiträge Paul (Kita Sonnenblume 2023: 1.740 €)
- [ ] Bescheid prüfen wenn er kommt – dauert wohl, FA Köln-West ist langsam

abgegeben 21.07.2024 über ELSTER
"""

_STEUER_2024_CHECKLISTE = """\
# Checkliste Steuer 2024

Abgabe diesmal bis Ende Juli!! (nicht wieder September)

- [ ] Lohnsteuerbescheinigung Markus (Ford) – kommt Februar
- [ ] meine LStB vom LBV
- [x] Spendenquittung Förderverein Lindenschule (75 €)
- [x] OGS-Beiträge Paul 2024 (Bescheinigung Stadt Köln)
- [ ] Kita Sonnenblume Jan–Jul 2024
- [ ] Fahrtkosten: wie 2023
- [ ] Fortbildungskosten (Fahrten Bezirksregierung) – Belege in Arbeit/Jana
- [ ] NK-Abrechnung 2024 abwarten (haushaltsnahe DL)
- [ ] Handwerker: nix
"""

_LIB_HUK_SCHEIN = """\
# HUK-COBURG Allgemeine Versicherung AG
Bahnhofsplatz, 96444 Coburg

## Versicherungsschein Nr. 700/412233-K
Versicherungsnehmer: Markus Becker, Venloer Str. 241, 50823 Köln
Fahrzeug: VW Touran 1.5 TSI, Erstzulassung 02/2021, amtl. Kennzeichen K-JB 2817
Versicherungsbeginn: 05.03.2021

| Kfz-Haftpflicht       SF 12   35 %     298,40 EUR
| Vollkasko (500 EUR SB) SF 9    40 %     386,22 EUR
| Schutzbrief                              12,80 EUR

Fahrerkreis: Versicherungsnehmer und Ehepartnerin, jährliche Fahrleistung bis 12.000 km
Beitrag jährlich zum 01.01., Zahlung per SEPA-Lastschrift
"""

_LIB_HUK_2024 = """\
# HUK-COBURG – Beitragsrechnung 2024
Versicherungsschein Nr. 700/412233-K   VW Touran   K-JB 2817
Coburg, 22.11.2023

Sehr geehrter Herr Becker,
zum 01.01.2024 wird der Jahresbeitrag für Ihre Kfz-Versicherung fällig.

| Kfz-Haftpflicht  SF 14  33 %         284,95 EUR
| Vollkasko        SF 11  37 %         372,51 EUR
| Schutzbrief                           12,80 EUR
| Versicherungsteuer                   127,24 EUR
| Jahresbeitrag 2024                   797,50 EUR

Der Beitrag wird am 20.01.2024 von Ihrem Konto abgebucht.
"""

_LIB_KFZSTEUER_2021 = """\
# Hauptzollamt Köln
Kraftfahrzeugsteuer-Bescheid
Köln, 18.03.2021

Halter: Markus Becker
Kennzeichen: K-JB 2817     Fahrzeug: VW Touran
Hubraum 1.498 ccm, CO2 133 g/km (WLTP), Otto
Steuerpflicht ab 05.03.2021

Jahressteuer: 196,00 EUR
Die Steuer wird jährlich im Voraus per Lastschrift eingezogen.
"""

_LIB_HU_2023 = """\
# TÜV Rheinland – Untersuchungsbericht
Hauptuntersuchung nach § 29 StVZO
Prüfstelle Köln-Ehrenfeld, 14.06.2023

Kennzeichen K-JB 2817   VW Touran   FIN WVGZZZ1TZMW0****
km-Stand 31.880

Ergebnis: ohne erkennbare Mängel
Nächste HU: 06/2025
Prüfplakette zugeteilt
"""

_LIB_INSPEKTION_2024 = """\
# Autohaus Rheinland Ehrenfeld GmbH
Vogelsanger Str. 190, 50823 Köln

Rechnung Nr. 24-00917     12.03.2024
Kunde: Markus Becker    VW Touran K-JB 2817   km 44.120

Inspektion mit Ölwechsel          189,00
Motoröl 4,5 l 0W-20                78,30
Ölfilter                            16,90
Pollenfilter                        34,50
Wischerblätter vorne                29,90
Netto                              348,60
MwSt 19 %                           66,23
Gesamtbetrag                     414,83 EUR
"""

_LIB_REIFEN = """\
# Reifen Center Ehrenfeld
Rechnung R-2024-3381     29.10.2024

Kunde Becker, VW Touran K-JB 2817
Umstecken Sommer auf Winter (Kompletträder)     59,00
Einlagerung Sommerräder Saison 24/25            45,00
Gesamt inkl. MwSt                              104,00 EUR

Ihre Sommerräder liegen unter Lagerplatz C-114.
"""

_LIB_WERKSTATT_CSV = """\
Datum;Was;km;Betrag;Werkstatt
14.06.2023;HU;31880;141,00;TÜV Rheinland
02.11.2023;Reifen Winter + Einlagerung;34950;98,00;Reifen Center Ehrenfeld
12.03.2024;Inspektion;44120;414,83;Autohaus Rheinland
08.04.2024;Reifen Sommer;45010;59,00;Reifen Center Ehrenfeld
29.10.2024;Reifen Winter + Einlagerung;51870;104,00;Reifen Center Ehrenfeld
18.03.2025;Inspektion 60.000;58960;;Autohaus Rheinland
"""

_LIB_TOURAN_NOTIZEN = """\
# Touran

- Reifendruck: vorne 2,5 / hinten 2,4 (voll beladen 2,8/3,1)
- Öl: 0W-20 VW 508 00 – NICHT das alte 5W-30 nachkippen!
- HU fällig 06/2025 → Termin machen (Mai)
- Inspektion alle 30.000 km oder 2 Jahre, nächste im Frühjahr 2025
- Klappern hinten links seit Allgäu → beim nächsten Mal ansprechen
"""

_SF_KLASSEN = """\
SF-Klassen Touran (HUK)
2021: Haftpflicht SF 12 / VK SF 9 (von Markus' Golf übernommen)
2022: SF 13 / SF 10
2023: SF 14 / SF 11   (Parkrempler Baumarkt selbst bezahlt, 380 €, nicht gemeldet)
2024: SF 14 / SF 11
2025: SF 15 / SF 12
"""

_LST_2023_JANA = """\
# Ausdruck der elektronischen Lohnsteuerbescheinigung für 2023
Arbeitgeber: Land Nordrhein-Westfalen, vertreten durch das Landesamt für Besoldung und \
Versorgung NRW, Düsseldorf

Jana Becker, Venloer Str. 241, 50823 Köln
Identifikationsnummer 47 118 293 605   Personalnummer 4471902
Dauer des Dienstverhältnisses 01.01.–31.12.2023   Steuerklasse 4

| 3.  Bruttoarbeitslohn                      71.094,12
| 4.  Einbehaltene Lohnsteuer                13.904,00
| 5.  Einbehaltener Solidaritätszuschlag          0,00
| 6.  Einbehaltene Kirchensteuer              1.112,32
| 28. Beiträge zur privaten KV/PV (Pauschale)      0,00
"""

_LST_2023_MARKUS = """\
# Ausdruck der elektronischen Lohnsteuerbescheinigung für 2023
Ford-Werke GmbH, Henry-Ford-Straße 1, 50735 Köln

Markus Becker   Personalnummer 0077314
Identifikationsnummer 52 904 118 736
Dauer des Dienstverhältnisses 01.01.–31.12.2023   Steuerklasse 4

3. Bruttoarbeitslohn                    76.511,40
4. Lohnsteuer                           13.288,00
6. Kirchensteuer                         1.063,04
22a. Arbeitgeberanteil Rentenversicherung 6.961,20
23a. Arbeitnehmeranteil Rentenversicherung 6.961,20
25. Arbeitnehmerbeiträge Krankenversicherung 5.766,18
"""

_SPENDE_UNICEF = """\
# UNICEF Deutschland
Höninger Weg 104, 50969 Köln

## Bestätigung über Geldzuwendungen
im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des \
Körperschaftsteuergesetzes bezeichneten Körperschaften

Name und Anschrift des Zuwendenden: Jana und Markus Becker, Venloer Str. 241, 50823 Köln
Sammelbestätigung für das Jahr 2023

| 15.03.2023   Spende Nothilfe Türkei/Syrien      50,00 EUR
| 12.12.2023   Weihnachtsspende                   50,00 EUR
| Gesamtbetrag                                   100,00 EUR

Es wird bestätigt, dass die Zuwendung nur zur Förderung der Jugend- und Altenhilfe \
(Hilfe für Kinder in Not) verwendet wird.
"""

_SPENDE_FV_2024 = """\
# Förderverein der GGS Lindenschule Köln-Ehrenfeld e.V.
Lindenbornstr. 22, 50823 Köln

## Bestätigung über Geldzuwendungen
Zuwendender: Markus Becker, Venloer Str. 241, 50823 Köln
Betrag der Zuwendung: 75,00 EUR – in Buchstaben: fünfundsiebzig Euro
Tag der Zuwendung: 18.09.2024

Es handelt sich nicht um den Verzicht auf Erstattung von Aufwendungen.
Wir sind wegen Förderung der Erziehung und Volksbildung nach dem letzten uns zugegangenen \
Freistellungsbescheid des Finanzamtes Köln-West, StNr. 223/5902/1177, vom 14.02.2022 von \
der Körperschaftsteuer befreit.

Köln, 03.12.2024      Schatzmeisterin: Claudia Henning
"""

_OGS_2024 = """\
# Stadt Köln – Amt für Kinder, Jugend und Familie
Elternbeiträge Offene Ganztagsschule

## Bescheinigung zur Vorlage beim Finanzamt (§ 10 Abs. 1 Nr. 5 EStG)
Kind: Paul Becker, geb. 03.02.2018   Schule: GGS Lindenschule, OGS

Für das Kalenderjahr 2024 wurden folgende Elternbeiträge gezahlt:
| 08/2024 – 12/2024   5 x 62,00 EUR   310,00 EUR
Verpflegungskosten sind nicht enthalten.

Köln, 20.01.2025
"""

_FAHRTEN_2024 = """\
Person;Strecke;km einfach;Tage;Bemerkung
Jana;Venloer Str. -> GE Holweide;14;182;inkl. 3 Tage Fortbildung vor Ort
Markus;Venloer Str. -> Ford Niehl;11;198;Mi+Fr oft Homeoffice
"""

_ARBEITSZIMMER_2023 = """\
Monat;Homeoffice-Tage Jana;Homeoffice-Tage Markus
01;6;9
02;5;8
03;7;9
04;6;7
05;4;8
06;5;9
07;9;8
08;14;6
09;5;9
10;8;8
11;6;9
12;9;7
"""

_RUNDFUNK_ANMELDUNG = """\
# ARD ZDF Deutschlandradio Beitragsservice
50656 Köln

## Anmeldebestätigung
Beitragsnummer 482 937 615
Frau Jana Becker, Venloer Str. 241, 50823 Köln

Wir haben Ihre Anmeldung für die Wohnung Venloer Str. 241, 3. OG links, zum 01.05.2018 \
erfasst. Der Rundfunkbeitrag beträgt derzeit 17,50 EUR monatlich und ist vierteljährlich \
in der Mitte eines Dreimonatszeitraums zu zahlen.
"""

_CONGSTAR = """\
# congstar – Vertragszusammenfassung
Kundennummer 52887130    Rufnummer 0176 4419 2281

Tarif: congstar Allnet Flat S (Laufzeit 24 Monate)
Vertragsbeginn 01.09.2023, frühestens kündbar zum 31.08.2025
Monatlicher Grundpreis 15,00 EUR, Datenvolumen 12 GB

Anschlussinhaberin: Jana Becker
"""

_KSTA_HTML = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Ihre Abo-Bestätigung – Kölner Stadt-Anzeiger</title></head>
<body>
<header><img alt="Kölner Stadt-Anzeiger" src="ksta-logo.svg"></header>
<main>
<h1>Vielen Dank für Ihre Bestellung!</h1>
<p>Guten Tag Frau Becker,</p>
<p>Ihr Abo <strong>KStA PLUS Digital</strong> startet am 10.01.2024. Im ersten Monat lesen Sie
gratis, danach zahlen Sie 24,90&nbsp;€ monatlich. Sie können jederzeit zum Monatsende kündigen.</p>
<table>
<tr><td>Kundennummer</td><td>K-30917742</td></tr>
<tr><td>Zahlungsart</td><td>SEPA-Lastschrift (DE27 **** **** **** **77 16)</td></tr>
</table>
</main>
<footer>Kölner Stadt-Anzeiger Medien · Neven DuMont Haus · Amsterdamer Str. 192 · 50735 Köln</footer>
</body></html>
"""

_NETFLIX_HTML = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Netflix – Aktualisierung deines Abos</title></head>
<body style="font-family:Helvetica">
<h2>Wir aktualisieren unsere Preise</h2>
<p>Hallo Markus,</p>
<p>ab deinem nächsten Abrechnungsdatum am 03.11.2024 ändert sich der Preis deines
Standard-Abos von 13,99&nbsp;€ auf 13,99&nbsp;€ – keine Sorge, für dich bleibt alles gleich,
aber das Abo <em>Standard mit Werbung</em> kostet künftig 4,99&nbsp;€.</p>
<p>Du kannst dein Abo jederzeit unter <a href="https://www.netflix.com/youraccount">Konto</a> ändern.</p>
<p>Dein Netflix-Team</p>
</body></html>
"""

_TUS_BEITRAG = """\
TuS Ehrenfeld 1892 e.V. – Familienmitgliedschaft

Mitgliedsnr. 3311 (Familie Becker)
ab 01.09.2024: 32,00 € im Monat, Einzug vierteljährlich (96 €)

Lena: Leichtathletik, Di + Do 16:30 Sportplatz Takufeld
Paul: Kinderturnen Sa 10:00, Halle Lindenbornstr.
Markus: Volleyball Hobbymixed Mi 20:00

Kündigung 3 Monate zum Quartalsende, schriftlich an geschaeftsstelle@tus-ehrenfeld.de
"""

_ABOS = """\
# Abos & Verträge – Übersicht

| Was | wer | Betrag | kündbar |
|---|---|---|---|
| congstar Handy | Jana | 15,00 €/Monat | ab 31.08.2025 |
| Markus Handy | Firma | – | – |
| Rundfunkbeitrag | alle | 55,08 €/Quartal | – |
| KStA Digital | Jana | 24,90 €/Monat | monatlich |
| Netflix Standard | Markus | 13,99 €/Monat | monatlich |
| TuS Ehrenfeld Familie | alle | 96 €/Quartal | 3 Monate z. Quartal |
| Vodafone Kabel | → steht bei Wohnung | | |

Spotify hab ich im Januar gekündigt.
"""

_ARZT_OEZDEMIR_LENA = """\
# Kinder- und Jugendarztpraxis Dr. med. Aylin Özdemir
Venloer Str. 389, 50825 Köln   Tel. 0221 55 40 12

Rechnungsempfänger: Frau Jana Becker, Venloer Str. 241, 50823 Köln
Patientin: Lena Becker, geb. 11.09.2014

## Rechnung Nr. 2024-11-0233 (Privatliquidation nach GOÄ)
Rechnungsdatum: 26.11.2024

| Datum       GOÄ   Leistung                         Faktor   Betrag
| 18.11.2024  1     Beratung                          2,3     10,72
| 18.11.2024  5     Symptombezogene Untersuchung      2,3     10,72
| 18.11.2024  3511  Streptokokken-Schnelltest         1,15     5,36
| Rechnungsbetrag                                            26,80 EUR

Diagnose: akute Tonsillitis. Bitte überweisen Sie den Betrag innerhalb von 30 Tagen.
"""

_ARZT_ZAHN_2024 = """\
# Zahnarztpraxis Dr. Petra Lindqvist
Subbelrather Str. 284, 50825 Köln

Liquidation nach GOZ    Rechnung 24/1877    13.12.2024
Patientin: Jana Becker, geb. 22.06.1985

02.12.2024  0010 Eingehende Untersuchung          2,3   12,94
02.12.2024  1040 Professionelle Zahnreinigung    2,3   84,18
02.12.2024  4050 Entfernung harter Beläge         2,3   18,12
Rechnungsbetrag                                  115,24 EUR

Zahlbar bis 12.01.2025 auf DE61 3706 0193 0044 1188 02
"""

_ARZT_PHYSIO = """\
# Physiotherapie am Stadtgarten
Venloer Str. 92, 50672 Köln

Rechnung Nr. 250114-07      14.01.2025
Patientin: Jana Becker      Verordnung Dr. Brandt vom 20.12.2024 (Privatrezept)

| 6 x Krankengymnastik (KG) à 32,00 EUR            192,00
| 6 x Wärmetherapie (Heißluft) à 9,50 EUR           57,00
| Gesamt                                          249,00 EUR

Behandlungstermine: 02.01., 06.01., 08.01., 10.01., 13.01., 14.01.2025
"""

_APOTHEKE_PAUL = """\
# Apotheke am Neptunplatz
Quittung / Privatrezept
11.02.2025

Patient: Paul Becker
Verordnung: Dr. Özdemir, Köln

Cetirizin Saft 1 mg/ml 150 ml     8,97
Fenistil Gel 30 g                 7,49
Summe                            16,46 EUR
bar bezahlt
"""

_ARZT_ORTHO = """\
# Orthopädie Köln-West – Dr. med. Stefan Brandt
Aachener Str. 201, 50931 Köln

Patientin: Jana Becker
## Rechnung 3318/25 vom 28.03.2025

| 19.03.2025  1    Beratung                           2,3    10,72
| 19.03.2025  7    Untersuchung Stütz-/Bewegungsorgane 2,3   21,45
| 19.03.2025  5855 Sonographie Schultergelenk        1,8    31,47
| Summe                                                    63,64 EUR

Diagnose: Supraspinatussyndrom rechts (M75.1)
"""

_ARZT_LABOR = """\
# MVZ Labor am Rhein
Rechnung Nr. L-24-1185034    31.10.2024

Patientin: Jana Becker, geb. 22.06.1985
Einsender: Dr. Brandt, Köln

| Blutbild klein, TSH, fT4, Ferritin, Vitamin D       58,29 EUR
Der Betrag ist zahlbar innerhalb von 30 Tagen.
"""

_ARZT_CSV = """\
Datum;Praxis;Person;Betrag;Beihilfe eingereicht;Debeka eingereicht;erstattet
31.10.2024;Labor am Rhein;Jana;58,29;05.11.2024;05.11.2024;ja
26.11.2024;Dr. Özdemir;Lena;26,80;02.12.2024;02.12.2024;ja
13.12.2024;Zahnarzt Lindqvist;Jana;115,24;03.01.2025;03.01.2025;ja
14.01.2025;Physio Stadtgarten;Jana;249,00;20.01.2025;20.01.2025;ja
11.02.2025;Apotheke Neptunplatz;Paul;16,46;;;
28.03.2025;Dr. Brandt;Jana;63,64;04.04.2025;04.04.2025;Beihilfe ja
"""

_BEIHILFE = """\
# Landesamt für Besoldung und Versorgung NRW
Beihilfestelle – Postfach 10 11 60, 40002 Düsseldorf

Frau Jana Becker, Venloer Str. 241, 50823 Köln
Beihilfenummer 4471902-B

## Beihilfebescheid vom {datum}
zu Ihrem Antrag vom {antrag}

| Beleg                          Person   Betrag   beihilfef.  Satz   Beihilfe
{zeilen}

Die Beihilfe wird auf Ihr Konto DE27 3705 0198 1903 4277 16 überwiesen.
Rechtsbehelfsbelehrung: Gegen diesen Bescheid kann innerhalb eines Monats Klage beim \
Verwaltungsgericht Düsseldorf erhoben werden.
"""

_DEBEKA_2025_02 = """\
# Debeka Krankenversicherungsverein a. G.
Ferdinand-Sauerbruch-Str. 18, 56073 Koblenz

Leistungsabrechnung vom 07.02.2025
Versicherungsnummer 2284461-7   Versicherte Person: Jana Becker
Tarif: B 30 (Beihilfeergänzung 30 %)

| Physiotherapie am Stadtgarten 14.01.2025    249,00   erstattet 30 %    74,70
| Gesamterstattung                                                      74,70 EUR

Selbstbehalt 2025 noch offen: 0,00 EUR
"""

_DEBEKA_TARIFE = """\
Debeka – wer ist wie versichert (Stand 01/2025)

Jana:  B 30 (30 % Ergänzung zur Beihilfe 70 %) + BE (Wahlleistungen KH)   214,33 €
Lena:  B 20 K (20 %, Beihilfe 80 %)                                        41,87 €
Paul:  B 20 K                                                              41,87 €
Pflegepflichtversicherung alle                                             91,40 €
Summe                                                                     389,47 €/Monat

Rechnungen über die App einreichen (Foto reicht), Beihilfe per Beihilfe-App NRW.
Beitragsrückerstattung wenn ein Jahr nix eingereicht → lohnt sich bei uns nie.
"""

_BLUTBILD = """\
# MVZ Labor am Rhein – Befundbericht
Patientin: Jana Becker, geb. 22.06.1985    Eingang 24.10.2024

| Hämoglobin         13,1 g/dl     (12,0 - 16,0)
| Leukozyten          6,4 /nl      (3,9 - 10,2)
| Ferritin              18 µg/l    (15 - 150)   niedrig-normal
| TSH                 1,92 mU/l    (0,27 - 4,20)
| 25-OH-Vitamin D     17,5 ng/ml   (30 - 100)   erniedrigt

Beurteilung: Vitamin-D-Mangel, Ferritin grenzwertig. Kontrolle in 3 Monaten empfohlen.
"""

_IMPFPASS_PAUL = """\
# Internationale Bescheinigungen über Impfungen
Impfausweis – Paul Becker, geb. 03.02.2018

04.04.2018  Hexyon (DTaP-IPV-Hib-HepB)   Dr. Özdemir
06.06.2018  Hexyon                       Dr. Özdemir
08.02.2019  M-M-R VaxPro + Varivax       Dr. Özdemir
13.05.2019  Priorix-Tetra                Dr. Özdemir
11.03.2024  Boostrix (Auffrischung)      Dr. Özdemir
"""

_MRT_MARKUS = """\
# Radiologie im Mediapark
Befundbericht MRT Kniegelenk rechts
Patient: Markus Becker, geb. 17.03.1983    Untersuchung 07.09.2023

Befund: Degenerative Veränderungen des Innenmeniskushinterhorns ohne Einriss. Kleiner \
Gelenkerguss. Kreuz- und Seitenbänder intakt.
Beurteilung: Meniskopathie Grad II, kein operationsbedürftiger Befund.
"""

_KINDERGELD_2018 = """\
# Bundesagentur für Arbeit – Familienkasse NRW West
Kindergeldnummer 285FK477120

Bescheid über Kindergeld
Frau Jana Becker, Venloer Str. 241, 50823 Köln

Für das Kind Paul Becker, geb. 03.02.2018, wird Kindergeld ab Februar 2018 festgesetzt.
Derzeit 194,00 EUR monatlich. Für Lena Becker (geb. 11.09.2014) weiterhin 194,00 EUR.
"""

_KINDERGELD_2024 = """\
# Familienkasse NRW West
Kindergeldnummer 285FK477120    Datum 12.01.2023

Mitteilung über die Erhöhung des Kindergeldes
Ab 01.01.2023 beträgt das Kindergeld einheitlich 250,00 EUR monatlich für jedes Kind.
Sie müssen nichts unternehmen, die Zahlung wird automatisch angepasst.
"""

_GYM_AUFNAHME = """\
# Humboldt-Gymnasium Köln
Kartäuserwall 40, 50678 Köln

Aufnahmebestätigung
Köln, 15.03.2024

Sehr geehrte Frau Becker, sehr geehrter Herr Becker,
wir freuen uns, Ihre Tochter Lena zum Schuljahr 2024/25 in die Jahrgangsstufe 5 aufnehmen \
zu können. Die Klasseneinteilung und der Termin für den Kennenlernnachmittag werden Ihnen \
vor den Sommerferien mitgeteilt. Bitte reichen Sie bis zum 30.04.2024 den Nachweis über \
den Masernschutz ein.
"""

_MATERIAL_5 = """\
Materialliste 5. Klasse (Humboldt)

- 10 Hefte DIN A4 liniert (Lineatur 27), 6 kariert (28)
- Collegeblock, Schnellhefter in Fachfarben (D rot, M blau, E gelb, Bio grün)
- Füller + Patronen, Tintenkiller
- Geodreieck, Zirkel, Taschenrechner erst ab Kl. 7
- Sportzeug + Hallenschuhe (helle Sohle!)
- Englisch: Workbook Access 1 (ca. 14 €) – über Schule bestellt
- Wasserfarbkasten, Pinsel 4/8/12

gekauft 01.08., fehlt noch: Zirkel
"""

_ELTERNABEND_5C = """\
# Humboldt-Gymnasium – Einladung zum Elternabend
Klasse 5c    Klassenleitung: Frau Wiese / Herr Kaya

Liebe Eltern der 5c,
wir laden Sie herzlich ein zum ersten Klassenpflegschaftsabend am Dienstag, 17.09.2024, \
19:00 Uhr im Raum A 2.14.

Tagesordnung:
1. Begrüßung und Vorstellung
2. Wahl der Klassenpflegschaftsvorsitzenden
3. Ankommen am Gymnasium, Hausaufgaben, Erprobungsstufe
4. Klassenfahrt in Klasse 5/6
5. Verschiedenes
"""

_SPRECHTAG_NOV = """\
# Elternsprechtag Lena – 21.11.2024

Frau Wiese (Deutsch, KL):
- kommt gut an, mündlich sehr aktiv, manchmal zu schnell fertig → mehr nachlesen
- Rechtschreibung ok, Kommaregeln üben

Herr Kaya (Mathe):
- erste Arbeit 3+, Brüche hakt noch
- bei Hausaufgaben lieber 20 Min. täglich als 1 h am Sonntag

Englisch (Fr. Schuster) war ausgebucht → Mail geschrieben
"""

_UNTIS = """\
WebUntis – 5c
## Stundenplan Woche 26.08. – 30.08.2024
Mo: D  D  M  E  Bio  Sp
Di: M  E  Ku  Ku  D  Mu
Mi: E  M  Ek  D  Rel  –
Do: Sp  Sp  D  M  E  Bio
Fr: Ek  Mu  M  Rel  KL-Stunde
## Vertretung
Di 3./4. Std Ku entfällt (Fr. Roth)
"""

_SCHUELERTICKET_HTML = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Deutschlandticket Schule – KVB</title></head>
<body>
<h1>Ihr Deutschlandticket Schule</h1>
<p>Für: <b>Lena Becker</b> (Humboldt-Gymnasium Köln)</p>
<p>Gültig ab 01.08.2024, bundesweit im Nahverkehr. Eigenanteil 12,00 € im Monat,
Abbuchung jeweils zum 1. Das Ticket ist in der KVB-App unter „Meine Tickets“ hinterlegt.</p>
<p>Bitte führen Sie zusätzlich den Schülerausweis mit.</p>
<footer>Kölner Verkehrs-Betriebe AG · Scheidtweilerstr. 38 · 50933 Köln</footer>
</body></html>
"""

_ZEUGNIS_3 = """\
# Städtische Gemeinschaftsgrundschule Lindenschule
Köln-Ehrenfeld

## ZEUGNIS  Klasse 3b  Schuljahr 2022/2023
für Lena Becker, geboren am 11.09.2014

Arbeits- und Sozialverhalten: Lena arbeitet zuverlässig und hilfsbereit.

Deutsch: gut     Mathematik: gut     Sachunterricht: sehr gut
Englisch: gut    Kunst: gut          Musik: sehr gut     Sport: gut

Versetzt in Klasse 4.
Köln, 21.06.2023     Klassenlehrerin: S. Albers
"""

_ZEUGNIS_4_HJ = """\
# Städtische Gemeinschaftsgrundschule Lindenschule

## HALBJAHRESZEUGNIS  Klasse 4b  2023/2024
Lena Becker

Deutsch: gut     Mathematik: befriedigend     Sachunterricht: sehr gut
Englisch: gut    Kunst: sehr gut   Musik: gut   Sport: gut

Fehlstunden: 6, davon unentschuldigt: 0
Köln, 26.01.2024
"""

_ZEUGNIS_4_ENDE = """\
# Städtische Gemeinschaftsgrundschule Lindenschule

## ZEUGNIS  Klasse 4b  2023/2024
Lena Becker

Deutsch: gut     Mathematik: gut     Sachunterricht: sehr gut
Englisch: sehr gut   Kunst: sehr gut   Musik: gut   Sport: gut

Lena verlässt die Grundschule und wechselt zum Gymnasium.
Köln, 05.07.2024
"""

_EMPFEHLUNG = """\
# Begründete Empfehlung für die Schulform
(§ 11 Abs. 5 SchulG NRW)

Schülerin: Lena Becker, Klasse 4b

Lena zeigt eine hohe Lernbereitschaft, arbeitet selbständig und kann Gelerntes auf neue \
Aufgaben übertragen. Die Klassenkonferenz empfiehlt:

Gymnasium, mit Einschränkung geeignet für: Gesamtschule
Köln, 26.01.2024
"""

_EINSCHULUNG = """\
# GGS Lindenschule – Informationen zur Einschulung
Lindenbornstr. 22, 50823 Köln

Liebe Eltern unserer neuen Erstklässler,
die Einschulungsfeier findet am Donnerstag, 22.08.2024, um 9:00 Uhr in der Turnhalle statt, \
anschließend erste Schulstunde mit der Klassenlehrerin. Ihr Kind ist in der Klasse 1b \
(Frau Yilmaz).

Bitte am ersten Tag mitbringen: Schulranzen, Mäppchen, Frühstück, Trinkflasche.
Die OGS beginnt am Montag, 26.08.2024.
"""

_OGS_ANMELDUNG = """\
# OGS Lindenschule – Träger: Kinderhaus Ehrenfeld e.V.
Bestätigung der Anmeldung

Kind: Paul Becker    Klasse ab 08/2024: 1
Betreuung Mo–Fr bis 16:00 Uhr, Mittagessen 3,90 EUR pro Tag
Elternbeitrag nach Einkommensstufe wird von der Stadt Köln festgesetzt.

Köln, 02.05.2024
"""

_CHAT_LATERNE = """\
Klasse 1b Eltern
-- 5. November 2024 --
Frau Yilmaz: Liebe Eltern, der Martinszug ist am Montag 11.11. um 17:00 ab Schulhof. Die Laternen basteln wir in der Schule!
Sandra (Mia): Brauchen die Kinder einen Laternenstab mit Batterie?
Frau Yilmaz: Ja, bitte einen LED-Stab mitgeben, Name drauf.
Ich: Danke! Wir bringen Weckmänner für die Klasse mit :)
Tobias (Emil): Super, wir machen den Kakao.
"""

_MATERIAL_1B = """\
Materialliste 1b – Frau Yilmaz

- Schulranzen ✓ (Oma)
- Federmäppchen mit Bleistiften (dreikant), Buntstifte, Radiergummi, Spitzer mit Dose
- 2 Hefte Lineatur 1, 1 Heft Rechenkästchen groß
- Postmappe rot
- Turnbeutel, Hallenschuhe mit Klett
- Hausschuhe für die Klasse!!
- Kopiergeld 10 € (bar in Umschlag)
"""

_ELTERNABEND_1B = """\
# Elternabend 1b – 10.09.2024

- Frau Yilmaz, seit 8 J. an der Lindenschule
- Postmappe jeden Tag kontrollieren
- Anlaut-Tabelle, Schreiben nach Gehör – nicht korrigieren am Anfang
- Hausaufgaben max. 15 Min
- Pflegschaft: Sandra Meurer (Mia), Vertretung: ich (!)
- Wandertag im Frühjahr, Schwimmen erst in Kl. 3
- WhatsApp-Gruppe bitte nur für Organisatorisches
"""

_KITA_VERTRAG = """\
# Kita Sonnenblume – Betreuungsvertrag
Träger: Elterninitiative Sonnenblume e.V., Ehrenfeld

Kind: Paul Becker, geb. 03.02.2018
Aufnahme zum 01.08.2021, Betreuungsumfang 45 Stunden/Woche
Verpflegungspauschale 65 EUR/Monat, Elternbeitrag lt. Bescheid Stadt Köln
Kündigung 3 Monate zum Monatsende
"""

_KITA_ABSCHIED = """\
# Abschied Kita – 12.07.2024

Geschenk fürs Team: Gutschein Eiscafé + Fotobuch (Sandra kümmert sich, 15 € pro Familie)
Pauls Portfolio-Ordner mitnehmen!! (liegt im Regal Igelgruppe)
Letzter Tag 26.07., Schlüsselchip zurück an Frau Lehmann
Kaution 150 € → kommt per Überweisung
"""

_GOTHAER_PHV = """\
# Gothaer Allgemeine Versicherung AG
Versicherungsschein Privathaftpflicht   Nr. 31.445.901-PH

Versicherungsnehmer: Jana Becker, Venloer Str. 241, 50823 Köln
Mitversichert: Ehepartner Markus Becker, Kinder Lena und Paul
Tarif: Top, Deckungssumme 50 Mio. EUR pauschal, deliktunfähige Kinder bis 10.000 EUR
Beginn 01.10.2019, Jahresbeitrag 89,40 EUR
"""

_GOTHAER_HAUSRAT = """\
# Gothaer Allgemeine Versicherung AG
Versicherungsschein Hausrat   Nr. 31.445.901-HR

Versicherungsort: Venloer Str. 241, 3. OG links, 50823 Köln, Wohnfläche 96 m²
Versicherungssumme 62.400 EUR (650 EUR/m², Unterversicherungsverzicht)
Einschluss: Fahrraddiebstahl bis 2.000 EUR, Elementar
Beginn 01.10.2019, Jahresbeitrag 176,20 EUR
"""

_ANZEIGE_FAHRRAD = """\
# Polizeipräsidium Köln
Bestätigung über die Erstattung einer Strafanzeige

Vorgangsnummer: 230508-1422-055871
Anzeigende: Jana Becker
Tatzeit: 06.05.2023, 18:00 Uhr bis 07.05.2023, 09:00 Uhr
Tatort: Köln, Venloer Str. 241, Hinterhof (Fahrradständer)
Gegenstand: Damenrad Kalkhoff Agattu, Rahmennr. WBK1147726, Wert ca. 950 EUR
Das Schloss (Abus Bordo) wurde aufgebrochen.
"""

_SCHADEN_FAHRRAD = """\
# Schadenmeldung Fahrrad (Mai 2023)

- Gothaer Hausrat 31.445.901-HR, Fahrraddiebstahl eingeschlossen
- online gemeldet 09.05.2023, Schadennr. 23-HR-0918823
- Kaufbeleg Kalkhoff (2020, 949 €) hochgeladen, Anzeige Polizei hochgeladen
- Erstattung 712 € (Zeitwert) am 30.05.2023 ✓
"""

_RISIKO = """\
# Hannoversche Lebensversicherung AG
Versicherungsschein Risikolebensversicherung Nr. RL 9917{n}

Versicherte Person: {name}
Bezugsberechtigt im Todesfall: {partner}
Versicherungssumme 250.000 EUR, konstant
Versicherungsbeginn 01.04.2016, Ablauf 01.04.2041
Monatlicher Zahlbeitrag {beitrag} EUR (nach Überschussverrechnung)
"""

_MIETVERTRAG = """\
# Mietvertrag für Wohnraum
zwischen Erbengemeinschaft Schäfer, vertreten durch Kramer Immobilienverwaltung GmbH, \
Subbelrather Str. 15, 50823 Köln (Vermieter)
und Jana Becker und Markus Becker (Mieter)

§ 1 Mieträume: Venloer Str. 241, 3. OG links, 4 Zimmer, Küche, Bad, Balkon, ca. 96 m², \
Kellerabteil Nr. 7
§ 2 Mietbeginn: 01.05.2018, unbefristet
§ 3 Miete: Nettokaltmiete 980,00 EUR, Betriebskostenvorauszahlung 210,00 EUR, \
Heizkostenvorauszahlung 95,00 EUR
§ 4 Indexmiete gemäß § 557b BGB (Verbraucherpreisindex)
§ 5 Kaution: drei Nettokaltmieten
"""

_UEBERGABE = """\
# Wohnungsübergabeprotokoll
Venloer Str. 241, 3. OG li – Übergabe an Becker am 30.04.2018

Zählerstände: Strom 004417 kWh, Wasser kalt 112,4 m³, warm 48,9 m³
Schlüssel: 3 Wohnung, 3 Haustür, 2 Briefkasten, 1 Keller
Mängel: Kratzer Parkett Wohnzimmer (1 m vor Balkontür), Fliese Bad gesprungen
"""

_MIETERHOEHUNG_2023 = """\
# Kramer Immobilienverwaltung GmbH
Subbelrather Str. 15, 50823 Köln

Frau Jana Becker, Herrn Markus Becker
Venloer Str. 241, 50823 Köln          Köln, 15.05.2023

## Mietanpassung gemäß § 557b BGB (Indexmiete)
Sehr geehrte Frau Becker, sehr geehrter Herr Becker,
der Verbraucherpreisindex ist von 103,8 (04/2018) auf 116,6 (03/2023) gestiegen. \
Entsprechend erhöht sich Ihre Nettokaltmiete ab dem 01.08.2023 von 980,00 EUR auf \
980,00 EUR x 116,6 / 103,8 = 1.052,00 EUR (gerundet zu Ihren Gunsten).
"""

_KRAMER_KONTAKT = """\
Hausverwaltung Kramer Immobilien
Subbelrather Str. 15, 50823 Köln
Tel 0221 – 51 77 30 (Mo–Do 9–13 Uhr)
Frau Dietz (Sachbearbeiterin unser Haus) – dietz@kramer-immo.koeln
Notdienst Heizung/Wasser: 0221 – 51 77 399
Hausmeister Herr Szymański: 0171 – 882 40 17
"""

_MAENGEL = """\
# Mängelanzeige Fenster Kinderzimmer (Feb 2024)

Fenster Kinderzimmer (Lena) zieht, Dichtung porös, Kondenswasser + Schimmelansatz unten links.
- 05.02.2024 Mail an Frau Dietz mit Fotos
- 14.02. Erinnerung
- 28.02. Fensterbauer Hoff war da, Dichtung getauscht ✓
"""

_NK_2022 = """\
# Kramer Immobilienverwaltung GmbH
Betriebskostenabrechnung 01.01.2022 - 31.12.2022
Mieter: Becker, Venloer Str. 241, 3. OG li    Wohnfläche 96 m² von 842 m²

Grundsteuer                   412,80
Wasser/Abwasser               498,12
Müllabfuhr                    311,40
Straßenreinigung               48,70
Hausmeister                   221,06
Treppenhausreinigung          129,33
Gebäudeversicherung           188,47
Heizung und Warmwasser      1.284,90
Summe                       3.094,78
Vorauszahlungen            -3.660,00
Guthaben                      565,22 EUR
"""

_NK_2023 = """\
# Kramer Immobilienverwaltung GmbH
Betriebskostenabrechnung 01.01.2023 - 31.12.2023
Mieter: Becker, Venloer Str. 241, 3. OG li    Wohnfläche 96 m² von 842 m²

Grundsteuer                   412,80
Wasser/Abwasser               521,44
Müllabfuhr                    327,10
Straßenreinigung               51,20
Hausmeister                   214,80
Treppenhausreinigung          131,50
Gebäudeversicherung           201,13
Heizung und Warmwasser      2.018,77
Summe                       3.878,74
Vorauszahlungen            -3.660,00
Nachzahlung                   218,74 EUR
"""

_NK_CSV = """\
Jahr;Summe;Vorauszahlung;Ergebnis;Heizung
2019;3011,20;3660,00;648,80;1190,11
2020;3120,54;3660,00;539,46;1244,02
2021;3202,09;3660,00;457,91;1301,77
2022;3094,78;3660,00;565,22;1284,90
2023;3878,74;3660,00;-218,74;2018,77
"""

_NK_WIDERSPRUCH = """\
# Widerspruch NK-Abrechnung 2022 – erledigt

Gebäudeversicherung doppelt (auch in Hausmeister-Pauschale?) → nachgefragt 02.07.2023.
Antwort Frau Dietz 19.07.: Versehen, Korrektur um 14,20 € zu unseren Gunsten.
Gutschrift mit Augustmiete verrechnet ✓
"""

_RHEINENERGIE_2023 = """\
# RheinEnergie AG
Parkgürtel 24, 50823 Köln

## Jahresabrechnung Strom 2023
Vertragskonto 8001174522   Lieferstelle Venloer Str. 241, 50823 Köln
Zähler 1ESY1160 7741 2  Abrechnungszeitraum 01.01.2023 - 31.12.2023

| Zählerstand alt 21.418 kWh, neu 24.861 kWh, Verbrauch 3.443 kWh
| Arbeitspreis 3.443 kWh x 38,91 ct            1.339,67
| Grundpreis 12 Monate x 13,20                   158,40
| Gesamtbetrag brutto                          1.498,07
| abzgl. Abschläge 12 x 125,00                -1.500,00
| Guthaben                                         1,93 EUR
"""

_RHEINENERGIE_ABSCHLAG = """\
# RheinEnergie AG
Ihre neuen Abschläge ab März 2024

Vertragskonto 8001174522
Auf Grundlage Ihres Verbrauchs im letzten Jahr betragen Ihre monatlichen Abschläge ab \
02.03.2024: 118,00 EUR. Tarif: RheinEnergie Strom Fix 24.
"""

_VODAFONE_VERTRAG = """\
# Vodafone – Auftragsbestätigung
Kabel Internet 1000, Anschluss Venloer Str. 241, 50823 Köln
Kundennummer 110928734

Bereitstellung am 01.08.2022
Monatlicher Preis: 1.–6. Monat 19,99 EUR, ab 7. Monat 44,99 EUR
Mindestlaufzeit 24 Monate, danach monatlich kündbar
Router: Vodafone Station (Miete inkl.)
"""

_VODAFONE_HTML = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>MeinVodafone – Rechnung April 2025</title></head>
<body>
<nav>MeinVodafone › Rechnungen › April 2025</nav>
<h1>Deine Rechnung vom 03.04.2025</h1>
<p>Kundennummer 110928734 · Kabel Internet 1000 · Venloer Str. 241</p>
<table>
<tr><td>Kabel Internet 1000 (01.04.–30.04.2025)</td><td>44,99 €</td></tr>
<tr><td>Vodafone Station</td><td>0,00 €</td></tr>
<tr><th>Gesamt</th><th>44,99 €</th></tr>
</table>
<p>Der Betrag wird am 07.04.2025 von deinem Konto DE27 **** 7716 abgebucht.</p>
</body></html>
"""

_ZAEHLER = """\
Datum;Strom kWh;Wasser kalt m3;Wasser warm m3;Bemerkung
02.01.2022;18020;287,1;121,7;
02.01.2023;21418;301,9;128,3;
31.12.2023;24861;316,0;134,5;Abrechnung RheinEnergie
02.01.2025;28147;329,8;140,9;selbst abgelesen
"""

_MIELE = """\
# Elektro Hoppe Ehrenfeld
Körnerstr. 44, 50823 Köln

Rechnung 2022-0611       11.06.2022
Kunde: Becker

| Miele WWD 320 WPS Waschmaschine 8 kg          849,00
| Lieferung, Anschluss, Altgerät-Mitnahme        59,00
| Gesamt inkl. 19 % MwSt                       908,00 EUR

Herstellergarantie 2 Jahre, Miele Garantie-Verlängerung auf 10 Jahre registriert (Nr. MG-22-88412).
"""

_AMAZON_KETTLE = """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Amazon.de: Order Details</title></head>
<body>
<h1>Order Details</h1>
<p>Ordered on 29 November 2024 &nbsp; Order# 302-7781203-4410977</p>
<h3>Shipping Address</h3><p>Markus Becker<br>Venloer Str. 241<br>50823 Köln<br>Germany</p>
<h3>Payment Method</h3><p>Visa ending in 4410</p>
<table>
<tr><td>WMF Lono Kettle Pro, stainless steel, 1.7 l, 2400 W</td><td>€59.99</td></tr>
<tr><td>Item(s) Subtotal:</td><td>€59.99</td></tr>
<tr><td>Postage &amp; Packing:</td><td>€0.00</td></tr>
<tr><th>Grand Total:</th><th>€59.99</th></tr>
</table>
<p>Delivered 2 December 2024. Sold by Amazon EU S.à r.l. Return window closed on 2 January 2025.</p>
</body></html>
"""

_LIEBHERR = """\
# LIEBHERR Garantiekarte
Kühl-Gefrier-Kombination CNd 5723
Seriennummer 84.411.207.3

Kaufdatum: 03.05.2021   Händler: Saturn Köln Hohe Straße
5 Jahre Herstellergarantie nach Registrierung (registriert am 05.05.2021)
Service-Hotline 07351 / 801-9000
"""

_SATURN_KAFFEE = """\
# SATURN Köln Hohe Straße
Kassenbon  Filiale 426  Kasse 07  Bon 2291
18.11.2023  17:42

DeLonghi Magnifica S ECAM 22.110    299,00
Entkalker 500 ml                     12,99
Summe EUR                           311,99
girocard                            311,99
Garantie: 2 Jahre ab Kaufdatum – Bon aufbewahren!
"""

_GARANTIEN = """\
# Garantien – Übersicht

| Gerät | gekauft | wo | Garantie bis |
|---|---|---|---|
| Kühlschrank Liebherr | 05/2021 | Saturn | 05/2026 (5 J.) |
| Waschmaschine Miele | 06/2022 | Elektro Hoppe | 06/2032 (Miele 10 J.) |
| Kaffeevollautomat DeLonghi | 11/2023 | Saturn | 11/2025 |
| Wasserkocher WMF | 11/2024 | Amazon | 11/2026 |
| Trockner Bosch | 2019 | – | abgelaufen |

Spülmaschine macht seit April komische Geräusche (alt, vom Vormieter) → neue?
"""

_TROCKNER = """\
Trockner Bosch WTH85V00 – Kurzfassung (Original-Anleitung liegt im Keller)

Flusensieb nach JEDEM Trocknen reinigen.
Wärmepumpe: Filter unten (hinter Klappe) alle 5 Durchgänge ausspülen.
Kondenswasserbehälter oben links leeren.
Symbol "Wassertropfen" blinkt = Behälter voll.
Symbol "Filter" leuchtet = Wärmetauscher reinigen.
Programm Mix 40 Min für Handtücher reicht nicht, besser Baumwolle schranktrocken.
"""

_GROEMITZ = """\
# Ferienwohnungen Dünenblick Grömitz
Strandallee 61, 23743 Grömitz

## Buchungsbestätigung Nr. DB-24-0217
Gast: Familie Becker, Köln (2 Erwachsene, 2 Kinder)
Wohnung "Seestern", 2 Schlafzimmer, Balkon mit Seeblick

Anreise: Samstag, 13.07.2024 ab 15 Uhr
Abreise: Samstag, 27.07.2024 bis 10 Uhr

| 14 Nächte à 128,00 EUR                   1.792,00
| Endreinigung                                85,00
| Kurabgabe (wird vor Ort berechnet)
| Gesamt                                   1.877,00 EUR
Anzahlung 30 % bis 01.03.2024, Rest 4 Wochen vor Anreise.
"""

_PACKLISTE_OSTSEE = """\
# Packliste Ostsee

- Strandmuschel (Keller!), Sandspielzeug, Bodyboard Lena
- Sonnencreme 50, After Sun
- Regenjacken!!! (Ostsee...)
- Bettwäsche NICHT nötig, Handtücher schon
- Fahrradträger montieren lassen (Markus)
- Tonies + Box für die Fahrt
- Kinderreisepässe nicht nötig (Inland)
"""

_ALLGAEU_HTML = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8"><title>Buchungsbestätigung – Ferienhof Berghaus, Oberstdorf</title></head>
<body>
<h1>Ferienhof Berghaus – Ihre Buchung</h1>
<p>Buchungsnummer: FB-2024-1093 &nbsp;·&nbsp; gebucht am 03.05.2024</p>
<ul>
<li>Gäste: Jana &amp; Markus Becker mit Lena (10) und Paul (6)</li>
<li>Ferienwohnung „Nebelhorn“, 75 m², Kinderbett auf Anfrage</li>
<li>Anreise Samstag, 19.10.2024 · Abreise Samstag, 26.10.2024</li>
<li>7 Nächte à 112 € · Endreinigung 60 € · Gesamt 844 €</li>
</ul>
<p>Frische Milch vom Hof jeden Morgen. Die Allgäu-Walser-Card ist im Preis enthalten.</p>
</body></html>
"""

_WANDERN = """\
Allgäu – Wanderungen mit Kindern

1. Breitachklamm (2,5 km, Eintritt Kinder 3,50) – bei Regen auch ok
2. Christlessee – Rundweg, flach, Kinderwagen geht
3. Nebelhornbahn bis Seealpe, runter laufen (~1,5 h)
4. Oytal bis Oytalhaus, Einkehr Kaiserschmarrn
5. Skiflugschanze Heini-Klopfer, Aufzug hoch (Paul will unbedingt!)
Regentag: Erlebnisbad Oberstdorf / Hallenbad
"""

_EUROWINGS = """\
# Eurowings – Booking Confirmation
Booking code: K7XQ4M    Booked on 12 January 2025

## Outbound  Mon 14 April 2025
| EW 582   Cologne/Bonn (CGN) 07:35  ->  Palma de Mallorca (PMI) 09:55
## Return    Thu 24 April 2025
| EW 583   Palma de Mallorca (PMI) 10:40  ->  Cologne/Bonn (CGN) 13:05

Passengers: BECKER/JANA MRS, BECKER/MARKUS MR, BECKER/LENA MISS (child), BECKER/PAUL MSTR (child)
Fare: SMART, 1 x 23 kg checked bag per passenger, seat reservation included
Total price: EUR 1,268.36 (paid by Visa ending 4410)
"""

_FINCA = """\
# Finca Es Pinaret – Reservierung
Camí de Son Serra, 07450 Santa Margalida, Mallorca

Reservierungsnummer 2025-0418
Familie Becker, 4 Personen
Check-in: 14.04.2025 ab 16 Uhr    Check-out: 24.04.2025 bis 10 Uhr
Apartamento "Olivera" mit Pool-Mitbenutzung

10 Nächte à 145,00 EUR        1.450,00
Endreinigung                     70,00
Touristensteuer vor Ort (Kinder unter 16 frei)
Gesamt                        1.520,00 EUR, Anzahlung 400,00 EUR erhalten
"""

_BOARDING = """\
Eurowings
## Boarding Pass
BECKER/JANA MRS
EW 582   CGN → PMI
14 APR 2025   Boarding 06:55   Gate B34
Seat 17A   Group 2
Booking code K7XQ4M
Sequence 084
[In Wallet hinzufügen]
"""

_FORTBILDUNG = """\
# Bezirksregierung Köln – Kompetenzteam Stadt Köln
Teilnahmebescheinigung

Frau Jana Becker, Gesamtschule Köln-Holweide
hat an der Fortbildung

## Sprachsensibler Fachunterricht in der Sekundarstufe I
(3 Module à 6 Zeitstunden: 14.01., 11.02. und 18.03.2025)

teilgenommen. Inhalte: Scaffolding, Wortschatzarbeit im Fach, Textprozeduren.
Köln, 18.03.2025
"""

_FACHKONFERENZ = """\
# Fachkonferenz Deutsch – 12.11.2024 (Protokoll: J. Becker)

Anwesend: 14 Kolleg*innen, Vorsitz Frau Demir

TOP 1 Lernstandserhebung VERA 8: Termin 06.03.2025, Korrektur in Fachteams
TOP 2 Neues Lesebuch Jg. 5/6 → Entscheidung vertagt, Ansichtsexemplare in D-Raum
TOP 3 Leistungsbewertung Sek I: Gewichtung schriftlich/sonstige Mitarbeit bleibt 50/50
TOP 4 Vorlesewettbewerb Jg. 6: Schulentscheid 05.12.2024 (Jury: Becker, Okafor)
"""

_AUFSICHTEN = """\
Pausenaufsichten 2. Halbjahr 2024/25 – J. Becker

Mo  1. große Pause  Schulhof Nord
Mi  2. große Pause  Mensa
Do  Mittagspause    Schulhof Süd (bis 13:45)
Vertretung: Herr Okafor (Tausch gegen Do-Aufsicht bei Klassenfahrt Jg. 7)
"""

_ARBEITSVERTRAG_FORD = """\
# Arbeitsvertrag
zwischen der Ford-Werke GmbH, Köln, und Herrn Markus Becker, geb. 17.03.1983

§ 1 Beginn und Tätigkeit: Herr Becker wird ab 01.04.2019 als Entwicklungsingenieur \
Elektrik/Elektronik im Bereich Product Development eingestellt.
§ 2 Es gelten die Tarifverträge der Metall- und Elektroindustrie NRW.
§ 3 Vergütung: Entgeltgruppe ERA EG 13 zuzüglich Leistungszulage.
§ 4 Arbeitszeit: 35 Stunden/Woche, Gleitzeit.
§ 5 Probezeit 6 Monate.
"""

_ZIELE_MARKUS = """\
# Zielvereinbarung 2025 (Markus, Notizen vom Gespräch 04.02.)

- Umstieg auf neue E/E-Plattform Explorer: Teilprojekt Bordnetz abschließen bis Q3
- Schulung Functional Safety (ISO 26262) – Termin Juni
- Leistungszulage 8 % bleibt, ggf. EG 14 ab 2026 wenn Teamleitung Vertretung klappt
- Homeoffice weiter 2 Tage
"""

_REISEPAESSE = """\
Ausweise – wann läuft was ab

Jana   Perso bis 08/2031, Reisepass bis 03/2029
Markus Perso bis 05/2027, Reisepass bis 11/2027
Lena   Kinderreisepass bis 09/2026 → dann Perso
Paul   Kinderreisepass abgelaufen 02/2025!!! → vor Zeeland neu beantragen, Termin Kundenzentrum

Biometrische Fotos: Foto Studio Ehrenfeld, Venloer Str., ohne Termin
"""


def _beihilfe(datum: str, antrag: str, zeilen: str) -> str:
    return _BEIHILFE.format(datum=datum, antrag=antrag, zeilen=zeilen)


LIBRARY: tuple[tuple[str, str, str, object], ...] = (
    # Ausweise & Dokumente
    ("Ausweise & Dokumente/Personalausweis Jana (Kopie).pdf", "2021-08-20", "scan", _SCAN_PERSO),
    ("Ausweise & Dokumente/Geburtsurkunde Paul.pdf", "2018-02-20", "scan", _SCAN_GEBURT),
    ("Ausweise & Dokumente/Heiratsurkunde.pdf", "2013-06-10", "scan", _SCAN_HEIRAT),
    ("Ausweise & Dokumente/Pässe Ablaufdaten.txt", "2025-03-01", "text", _REISEPAESSE),
    # Arbeit
    (
        "Arbeit/Jana/LBV Bezügemitteilung 2025-01.pdf",
        "2025-01-02",
        "pdf",
        _LBV_BEZUEGE.format(monat="Januar", iban="DE27 3705 0198 1903 4277 16"),
    ),
    (
        "Arbeit/Jana/LBV Bezügemitteilung 2025-03.pdf",
        "2025-02-27",
        "pdf",
        _LBV_BEZUEGE.format(monat="März", iban="DE27 3705 0198 1903 4277 16"),
    ),
    (
        "Arbeit/Jana/Fortbildung Sprachsensibler Unterricht - Teilnahmebescheinigung.pdf",
        "2025-03-19",
        "pdf",
        _FORTBILDUNG,
    ),
    (
        "Arbeit/Jana/Fachkonferenz Deutsch 2024-11-12 Protokoll.md",
        "2024-11-13",
        "text",
        _FACHKONFERENZ,
    ),
    ("Arbeit/Jana/Pausenaufsichten 2. Halbjahr.txt", "2025-02-03", "text", _AUFSICHTEN),
    ("Arbeit/Markus/Arbeitsvertrag Ford 2019.pdf", "2019-02-14", "scan", _ARBEITSVERTRAG_FORD),
    (
        "Arbeit/Markus/Entgeltabrechnung_03_2025.pdf",
        "2025-03-27",
        "pdf",
        _FORD_ENTGELT.format(monat="März"),
    ),
    (
        "Arbeit/Markus/Entgeltabrechnung_04_2025.pdf",
        "2025-04-28",
        "pdf",
        _FORD_ENTGELT.format(monat="April"),
    ),
    ("Arbeit/Markus/Zielvereinbarung 2025 Notizen.md", "2025-02-04", "text", _ZIELE_MARKUS),
    # Auto
    (
        "Auto/Versicherung & Steuer/HUK Versicherungsschein Touran.pdf",
        "2021-03-05",
        "pdf",
        _LIB_HUK_SCHEIN,
    ),
    (
        "Auto/Versicherung & Steuer/HUK-COBURG Beitragsrechnung 2024.pdf",
        "2023-11-24",
        "pdf",
        _LIB_HUK_2024,
    ),
    (
        "Auto/Versicherung & Steuer/Kfz-Steuerbescheid 2021.pdf",
        "2021-03-22",
        "scan",
        _LIB_KFZSTEUER_2021,
    ),
    ("Auto/Versicherung & Steuer/SF-Klassen.txt", "2025-01-10", "text", _SF_KLASSEN),
    ("Auto/Werkstatt & TÜV/HU-Bericht 2023.pdf", "2023-06-14", "scan", _LIB_HU_2023),
    (
        "Auto/Werkstatt & TÜV/Rechnung Inspektion 2024-03.pdf",
        "2024-03-12",
        "scan",
        _LIB_INSPEKTION_2024,
    ),
    ("Auto/Werkstatt & TÜV/Reifenwechsel Oktober 2024.pdf", "2024-10-29", "pdf", _LIB_REIFEN),
    ("Auto/Werkstatt & TÜV/Werkstattkosten Touran.csv", "2025-03-20", "text", _LIB_WERKSTATT_CSV),
    ("Auto/Werkstatt & TÜV/Touran Notizen.md", "2025-01-06", "text", _LIB_TOURAN_NOTIZEN),
    # Finanzen / Sparkasse
    *(
        (
            f"Finanzen/Sparkasse/Kontoauszüge 2024/Konto_1903427716-Auszug_2024_{m:04d}.PDF",
            f"2024-{m + 1:02d}-02",
            "giro_pdf",
            (2024, m, m),
        )
        for m in range(7, 12)
    ),
    (
        "Finanzen/Sparkasse/Kontoauszüge 2024/20240704-1903427716-umsatz.CSV",
        "2024-07-04",
        "giro_csv",
        (2024, 6),
    ),
    *(
        (
            f"Finanzen/Sparkasse/Kontoauszüge 2025/Konto_1903427716-Auszug_2025_{m:04d}.PDF",
            f"2025-{m + 1:02d}-03",
            "giro_pdf",
            (2025, m, m),
        )
        for m in range(1, 5)
    ),
    (
        "Finanzen/Sparkasse/Kontoauszüge 2025/20250403-1903427716-umsatz.CSV",
        "2025-04-03",
        "giro_csv",
        (2025, 3),
    ),
    # Finanzen / Steuer
    (
        "Finanzen/Steuer/2023/Lohnsteuerbescheinigung 2023 Jana.pdf",
        "2024-02-09",
        "pdf",
        _LST_2023_JANA,
    ),
    (
        "Finanzen/Steuer/2023/Lohnsteuerbescheinigung 2023 Markus.pdf",
        "2024-02-16",
        "scan",
        _LST_2023_MARKUS,
    ),
    ("Finanzen/Steuer/2023/Spendenquittung UNICEF 2023.pdf", "2024-01-30", "pdf", _SPENDE_UNICEF),
    (
        "Finanzen/Steuer/2023/ELSTER Übermittlungsprotokoll ESt 2023.pdf",
        "2024-07-21",
        "pdf",
        _EST_2023_PROTOKOLL,
    ),
    ("Finanzen/Steuer/2023/Steuer 2023 Notizen.md", "2024-07-21", "text", _STEUER_2023_NOTIZEN),
    ("Finanzen/Steuer/2023/Homeoffice-Tage 2023.csv", "2024-01-14", "text", _ARBEITSZIMMER_2023),
    (
        "Finanzen/Steuer/2024/Spendenquittung Förderverein 2024.pdf",
        "2024-12-05",
        "pdf",
        _SPENDE_FV_2024,
    ),
    (
        "Finanzen/Steuer/2024/OGS Elternbeiträge 2024 Bescheinigung.pdf",
        "2025-01-22",
        "pdf",
        _OGS_2024,
    ),
    (
        "Finanzen/Steuer/2024/Checkliste Steuer 2024.md",
        "2025-02-02",
        "text",
        _STEUER_2024_CHECKLISTE,
    ),
    ("Finanzen/Steuer/2024/Fahrten 2024.csv", "2025-02-02", "text", _FAHRTEN_2024),
    # Finanzen / Verträge & Abos
    (
        "Finanzen/Verträge & Abos/Rundfunkbeitrag Anmeldung Venloer Str.pdf",
        "2018-05-14",
        "pdf",
        _RUNDFUNK_ANMELDUNG,
    ),
    (
        "Finanzen/Verträge & Abos/congstar Vertragszusammenfassung Jana.pdf",
        "2023-08-28",
        "pdf",
        _CONGSTAR,
    ),
    (
        "Finanzen/Verträge & Abos/KStA Digital-Abo Bestätigung.html",
        "2024-01-10",
        "text",
        _KSTA_HTML,
    ),
    ("Finanzen/Verträge & Abos/Netflix Preisänderung.html", "2024-10-15", "text", _NETFLIX_HTML),
    (
        "Finanzen/Verträge & Abos/TuS Ehrenfeld Mitgliedsbeiträge.txt",
        "2024-09-01",
        "text",
        _TUS_BEITRAG,
    ),
    ("Finanzen/Verträge & Abos/Abos Übersicht.md", "2025-02-10", "text", _ABOS),
    # Gesundheit
    (
        "Gesundheit/Arztrechnungen/Rechnung Dr. Özdemir Lena 2024-11.pdf",
        "2024-11-28",
        "pdf",
        _ARZT_OEZDEMIR_LENA,
    ),
    (
        "Gesundheit/Arztrechnungen/Zahnarzt Lindqvist 2024-12.pdf",
        "2024-12-16",
        "scan",
        _ARZT_ZAHN_2024,
    ),
    (
        "Gesundheit/Arztrechnungen/Physiotherapie Jana 2025-01.pdf",
        "2025-01-15",
        "pdf",
        _ARZT_PHYSIO,
    ),
    (
        "Gesundheit/Arztrechnungen/Apotheke Privatrezept Paul 2025-02.pdf",
        "2025-02-11",
        "scan",
        _APOTHEKE_PAUL,
    ),
    ("Gesundheit/Arztrechnungen/Rechnung Orthopäde 2025-03.pdf", "2025-03-31", "pdf", _ARZT_ORTHO),
    ("Gesundheit/Arztrechnungen/Labor 2024-10.pdf", "2024-11-02", "pdf", _ARZT_LABOR),
    ("Gesundheit/Arztrechnungen/Übersicht eingereicht.csv", "2025-04-04", "text", _ARZT_CSV),
    (
        "Gesundheit/Beihilfe & Debeka/Beihilfebescheid 2025-01.pdf",
        "2025-01-28",
        "pdf",
        _beihilfe(
            "24.01.2025",
            "03.01.2025",
            "| Zahnarzt Lindqvist 13.12.24     Jana    115,24    115,24   70 %     80,67\n"
            "| Dr. Özdemir 26.11.24            Lena     26,80     26,80   80 %     21,44\n"
            "| Summe Beihilfe                                                   102,11 EUR",
        ),
    ),
    (
        "Gesundheit/Beihilfe & Debeka/Beihilfebescheid 2025-03.pdf",
        "2025-03-05",
        "pdf",
        _beihilfe(
            "28.02.2025",
            "20.01.2025",
            "| Physiotherapie 14.01.25         Jana    249,00    228,00   70 %    159,60\n"
            "| Summe Beihilfe                                                   159,60 EUR\n"
            "| Hinweis: Wärmetherapie nur bis Höchstbetrag 6,00 EUR beihilfefähig.",
        ),
    ),
    (
        "Gesundheit/Beihilfe & Debeka/Debeka Leistungsabrechnung 2025-02.pdf",
        "2025-02-08",
        "pdf",
        _DEBEKA_2025_02,
    ),
    (
        "Gesundheit/Beihilfe & Debeka/Screenshot_20250302-101455.png",
        "2025-03-02",
        "shot",
        (
            "debeka",
            """\
Meine Debeka
## Rechnung einreichen
Ihre Rechnung wurde übermittelt.
Versicherte Person: Jana Becker
Belege: 1 (Physiotherapie am Stadtgarten)
Eingereicht am 02.03.2025, 10:14 Uhr
Vorgangsnummer 25-0302-771840
Die Bearbeitung dauert in der Regel 5 bis 10 Werktage.
[Zur Übersicht]
""",
        ),
    ),
    (
        "Gesundheit/Beihilfe & Debeka/Debeka Tarife Übersicht.txt",
        "2025-01-12",
        "text",
        _DEBEKA_TARIFE,
    ),
    ("Gesundheit/Befunde/Blutbild Jana 2024-10.pdf", "2024-10-28", "pdf", _BLUTBILD),
    ("Gesundheit/Befunde/Impfpass Paul Kopie.pdf", "2024-03-12", "scan", _IMPFPASS_PAUL),
    ("Gesundheit/Befunde/MRT Knie Markus 2023.pdf", "2023-09-11", "pdf", _MRT_MARKUS),
    # Kinder
    (
        "Kinder/Kindergeld/Kindergeld Festsetzung Paul 2018.pdf",
        "2018-03-20",
        "scan",
        _KINDERGELD_2018,
    ),
    ("Kinder/Kindergeld/Familienkasse Erhöhung 2023.pdf", "2023-01-16", "pdf", _KINDERGELD_2024),
    (
        "Kinder/Lena/Schule/Aufnahmebestätigung Humboldt-Gymnasium.pdf",
        "2024-03-18",
        "pdf",
        _GYM_AUFNAHME,
    ),
    ("Kinder/Lena/Schule/Materialliste 5. Klasse.txt", "2024-07-01", "text", _MATERIAL_5),
    ("Kinder/Lena/Schule/Einladung Elternabend 5c.pdf", "2024-09-04", "pdf", _ELTERNABEND_5C),
    ("Kinder/Lena/Schule/Elternsprechtag Nov 2024.md", "2024-11-21", "text", _SPRECHTAG_NOV),
    ("Kinder/Lena/Schule/IMG_3352.PNG", "2024-08-22", "shot", ("untis", _UNTIS)),
    (
        "Kinder/Lena/Schule/Deutschlandticket Schule – KVB.html",
        "2024-07-29",
        "text",
        _SCHUELERTICKET_HTML,
    ),
    ("Kinder/Lena/Zeugnisse/Zeugnis Klasse 3 Ende.pdf", "2023-06-23", "scan", _ZEUGNIS_3),
    ("Kinder/Lena/Zeugnisse/Zeugnis Klasse 4 Halbjahr.pdf", "2024-01-27", "scan", _ZEUGNIS_4_HJ),
    (
        "Kinder/Lena/Zeugnisse/Begründete Empfehlung Gymnasium.pdf",
        "2024-01-27",
        "scan",
        _EMPFEHLUNG,
    ),
    ("Kinder/Lena/Zeugnisse/Zeugnis Klasse 4 Ende.pdf", "2024-07-06", "scan", _ZEUGNIS_4_ENDE),
    (
        "Kinder/Paul/Schule/Einschulung Infos GGS Lindenschule.pdf",
        "2024-06-10",
        "pdf",
        _EINSCHULUNG,
    ),
    ("Kinder/Paul/Schule/OGS Anmeldung Bestätigung.pdf", "2024-05-03", "pdf", _OGS_ANMELDUNG),
    (
        "Kinder/Paul/Schule/Screenshot_20241105-201544.png",
        "2024-11-05",
        "shot",
        ("chat", _CHAT_LATERNE),
    ),
    ("Kinder/Paul/Schule/Materialliste 1b.txt", "2024-08-15", "text", _MATERIAL_1B),
    ("Kinder/Paul/Schule/Elternabend 1b Notizen.md", "2024-09-10", "text", _ELTERNABEND_1B),
    (
        "Kinder/Paul/Kita/Betreuungsvertrag Kita Sonnenblume.pdf",
        "2021-06-15",
        "scan",
        _KITA_VERTRAG,
    ),
    ("Kinder/Paul/Kita/Abschied Kita Sommer 2024.md", "2024-07-12", "text", _KITA_ABSCHIED),
    # Versicherungen
    (
        "Versicherungen/Haftpflicht & Hausrat/Gothaer Privathaftpflicht Police.pdf",
        "2019-09-20",
        "pdf",
        _GOTHAER_PHV,
    ),
    (
        "Versicherungen/Haftpflicht & Hausrat/Gothaer Hausrat Police.pdf",
        "2019-09-20",
        "pdf",
        _GOTHAER_HAUSRAT,
    ),
    (
        "Versicherungen/Haftpflicht & Hausrat/Fahrraddiebstahl 2023 Anzeige Polizei.pdf",
        "2023-05-08",
        "scan",
        _ANZEIGE_FAHRRAD,
    ),
    (
        "Versicherungen/Haftpflicht & Hausrat/Schadenmeldung Fahrrad 2023.md",
        "2023-05-30",
        "text",
        _SCHADEN_FAHRRAD,
    ),
    (
        "Versicherungen/Risikoleben/Risikolebensversicherung Jana - Police.pdf",
        "2016-03-21",
        "pdf",
        _RISIKO.format(
            n="4410", name="Jana Becker, geb. 22.06.1985", partner="Markus Becker", beitrag="11,84"
        ),
    ),
    (
        "Versicherungen/Risikoleben/Risikolebensversicherung Markus - Police.pdf",
        "2016-03-21",
        "pdf",
        _RISIKO.format(
            n="4411", name="Markus Becker, geb. 17.03.1983", partner="Jana Becker", beitrag="17,20"
        ),
    ),
    # Wohnung
    (
        "Wohnung/Mietvertrag & Vermieter/Mietvertrag Venloer Str 241.pdf",
        "2018-03-15",
        "scan",
        _MIETVERTRAG,
    ),
    (
        "Wohnung/Mietvertrag & Vermieter/Übergabeprotokoll 2018.pdf",
        "2018-04-30",
        "scan",
        _UEBERGABE,
    ),
    (
        "Wohnung/Mietvertrag & Vermieter/Mieterhöhung 2023 Index.pdf",
        "2023-05-17",
        "pdf",
        _MIETERHOEHUNG_2023,
    ),
    (
        "Wohnung/Mietvertrag & Vermieter/Kramer Immobilien Kontakt.txt",
        "2023-05-20",
        "text",
        _KRAMER_KONTAKT,
    ),
    (
        "Wohnung/Mietvertrag & Vermieter/Mängelanzeige Fenster Kinderzimmer 2024.md",
        "2024-02-28",
        "text",
        _MAENGEL,
    ),
    ("Wohnung/Nebenkosten/Nebenkostenabrechnung 2022.pdf", "2023-06-20", "scan", _NK_2022),
    ("Wohnung/Nebenkosten/Nebenkostenabrechnung 2023.pdf", "2024-06-11", "scan", _NK_2023),
    ("Wohnung/Nebenkosten/Nebenkosten Vergleich.csv", "2024-06-12", "text", _NK_CSV),
    ("Wohnung/Nebenkosten/Widerspruch NK 2022.md", "2023-07-20", "text", _NK_WIDERSPRUCH),
    (
        "Wohnung/Strom & Internet/RheinEnergie Jahresabrechnung 2023.pdf",
        "2024-02-08",
        "pdf",
        _RHEINENERGIE_2023,
    ),
    (
        "Wohnung/Strom & Internet/RheinEnergie Abschlag ab 03-2024.pdf",
        "2024-02-08",
        "pdf",
        _RHEINENERGIE_ABSCHLAG,
    ),
    ("Wohnung/Strom & Internet/Vodafone Kabel Vertrag.pdf", "2022-07-12", "pdf", _VODAFONE_VERTRAG),
    (
        "Wohnung/Strom & Internet/Vodafone Rechnung April 2025.html",
        "2025-04-04",
        "text",
        _VODAFONE_HTML,
    ),
    ("Wohnung/Strom & Internet/Zählerstände.csv", "2025-01-02", "text", _ZAEHLER),
    # Haushalt
    (
        "Haushalt/Geräte & Garantie/Miele Waschmaschine Rechnung 2022.pdf",
        "2022-06-11",
        "pdf",
        _MIELE,
    ),
    (
        "Haushalt/Geräte & Garantie/Amazon.de - Order 302-7781203-4410977.html",
        "2024-11-29",
        "text",
        _AMAZON_KETTLE,
    ),
    (
        "Haushalt/Geräte & Garantie/Kühlschrank Liebherr Garantiekarte.pdf",
        "2021-05-05",
        "scan",
        _LIEBHERR,
    ),
    (
        "Haushalt/Geräte & Garantie/Saturn Kassenbon Kaffeevollautomat.pdf",
        "2023-11-18",
        "scan",
        _SATURN_KAFFEE,
    ),
    ("Haushalt/Geräte & Garantie/Garantien Übersicht.md", "2025-04-20", "text", _GARANTIEN),
    (
        "Haushalt/Geräte & Garantie/Trockner Anleitung Kurzfassung.txt",
        "2020-01-11",
        "text",
        _TROCKNER,
    ),
    # Fotos: every EXIF date outside the trips
    (
        "Fotos/2024/IMG_2210.JPG",
        "2024-03-31",
        "photo",
        ("2024:03:31 11:20:45", "iphone", "green", (800, 600)),
    ),
    (
        "Fotos/2024/IMG_2452.JPG",
        "2024-05-12",
        "photo",
        ("2024:05:12 15:02:11", "iphone", "indoor", (800, 600)),
    ),
    (
        "Fotos/2024/20240608_151233.jpg",
        "2024-06-08",
        "photo",
        ("2024:06:08 15:12:33", "samsung", "lake", (800, 600)),
    ),
    (
        "Fotos/2024/IMG_3410.JPG",
        "2024-09-14",
        "photo",
        ("2024:09:14 10:48:02", "iphone", "city", (800, 600)),
    ),
    (
        "Fotos/2024/IMG_3825.JPG",
        "2024-11-11",
        "photo",
        ("2024:11:11 11:11:40", "iphone", "carnival", (600, 800)),
    ),
    (
        "Fotos/2024/WhatsApp Image 2024-12-01 at 16.20.05.jpeg",
        "2024-12-01",
        "photo",
        (None, None, "evening", (720, 540)),
    ),
    (
        "Fotos/2025/IMG_4233.JPG",
        "2025-01-11",
        "photo",
        ("2025:01:11 14:31:09", "iphone", "green", (800, 600)),
    ),
    (
        "Fotos/2025/WhatsApp Image 2025-01-19 at 15.03.22.jpeg",
        "2025-01-19",
        "photo",
        (None, None, "indoor", (720, 540)),
    ),
    (
        "Fotos/2025/IMG_4488.JPG",
        "2025-03-03",
        "photo",
        ("2025:03:03 12:40:27", "iphone", "carnival", (800, 600)),
    ),
    (
        "Fotos/2025/IMG_5190.JPG",
        "2025-05-01",
        "photo",
        ("2025:05:01 16:05:50", "iphone", "green", (800, 600)),
    ),
    (
        "Fotos/2025/IMG_5230.JPG",
        "2025-05-11",
        "photo",
        ("2025:05:11 09:30:12", "iphone", "indoor", (600, 800)),
    ),
    # Urlaub
    (
        "Urlaub/2024-07 Ostsee/Buchungsbestätigung Ferienwohnung Grömitz.pdf",
        "2024-02-11",
        "pdf",
        _GROEMITZ,
    ),
    ("Urlaub/2024-07 Ostsee/Packliste Ostsee.md", "2024-07-10", "text", _PACKLISTE_OSTSEE),
    (
        "Urlaub/2024-07 Ostsee/IMG_3102.JPG",
        "2024-07-14",
        "photo",
        ("2024:07:14 17:22:03", "iphone", "beach", (800, 600)),
    ),
    (
        "Urlaub/2024-07 Ostsee/IMG_3140.JPG",
        "2024-07-17",
        "photo",
        ("2024:07:17 10:15:44", "iphone", "beach", (800, 600)),
    ),
    (
        "Urlaub/2024-07 Ostsee/IMG_3201.JPG",
        "2024-07-22",
        "photo",
        ("2024:07:22 19:48:31", "iphone", "evening", (800, 600)),
    ),
    (
        "Urlaub/2024-07 Ostsee/IMG_3250.JPG",
        "2024-07-25",
        "photo",
        ("2024:07:25 13:02:17", "iphone", "beach", (600, 800)),
    ),
    ("Urlaub/2024-10 Allgäu/Buchung Ferienhof Berghaus.html", "2024-05-03", "text", _ALLGAEU_HTML),
    ("Urlaub/2024-10 Allgäu/Wanderungen Allgäu.txt", "2024-10-15", "text", _WANDERN),
    (
        "Urlaub/2024-10 Allgäu/DSC_0288.JPG",
        "2024-10-20",
        "photo",
        ("2024:10:20 11:42:19", "nikon", "mountain", (800, 532)),
    ),
    (
        "Urlaub/2024-10 Allgäu/DSC_0350.JPG",
        "2024-10-23",
        "photo",
        ("2024:10:23 14:05:51", "nikon", "mountain", (800, 532)),
    ),
    (
        "Urlaub/2024-10 Allgäu/DSC_0455.JPG",
        "2024-10-25",
        "photo",
        ("2024:10:25 10:27:36", "nikon", "green", (800, 532)),
    ),
    ("Urlaub/2025-04 Mallorca/Eurowings Booking Confirmation.pdf", "2025-01-12", "pdf", _EUROWINGS),
    ("Urlaub/2025-04 Mallorca/Finca Es Pinaret Reservierung.pdf", "2025-01-14", "pdf", _FINCA),
    (
        "Urlaub/2025-04 Mallorca/Screenshot_20250414-063012.png",
        "2025-04-14",
        "shot",
        ("phone", _BOARDING),
    ),
    (
        "Urlaub/2025-04 Mallorca/IMG_5080.JPG",
        "2025-04-15",
        "photo",
        ("2025:04:15 18:31:07", "iphone", "beach", (800, 600)),
    ),
    (
        "Urlaub/2025-04 Mallorca/IMG_5125.JPG",
        "2025-04-19",
        "photo",
        ("2025:04:19 12:14:58", "iphone", "mountain", (800, 600)),
    ),
    (
        "Urlaub/2025-04 Mallorca/IMG_5150.JPG",
        "2025-04-22",
        "photo",
        ("2025:04:22 20:02:44", "iphone", "evening", (800, 600)),
    ),
)

# ---------------------------------------------------------------------------------- inbox

_IN_BESCHEID_2023 = """\
# Finanzamt Köln-West
Haselbergstr. 20, 50931 Köln

Eheleute Jana und Markus Becker
Venloer Str. 241, 50823 Köln
Steuernummer 223/5117/4408          Datum 11.03.2025

## Bescheid für 2023 über Einkommensteuer, Solidaritätszuschlag und Kirchensteuer
Festsetzung (Zusammenveranlagung)

| Einkünfte aus nichtselbständiger Arbeit Ehemann       70.742
| Einkünfte aus nichtselbständiger Arbeit Ehefrau       65.218
| Summe der Einkünfte                                  135.960
| Sonderausgaben, Vorsorgeaufwendungen                 -21.884
| zu versteuerndes Einkommen                           112.426
| Einkommensteuer                                       27.106
| abzgl. Lohnsteuer                                    -27.192
| Kirchensteuer                                          2.168
| abzgl. einbehaltene Kirchensteuer                     -2.175
| Erstattung gesamt                                         93 EUR

Der Erstattungsbetrag wird auf das Konto DE27 3705 0198 1903 4277 16 überwiesen.
Erläuterungen: Die Aufwendungen für haushaltsnahe Dienstleistungen wurden mit 346 EUR \
berücksichtigt. Der Bescheid ist nach § 165 AO teilweise vorläufig.
"""

_IN_LST_MARKUS = """\
# Ausdruck der elektronischen Lohnsteuerbescheinigung für 2024
Ford-Werke GmbH, Henry-Ford-Straße 1, 50735 Köln

Markus Becker   Personalnummer 0077314
Venloer Str. 241, 50823 Köln
Identifikationsnummer 52 904 118 736
Dauer des Dienstverhältnisses 01.01.–31.12.2024   Steuerklasse 4

3. Bruttoarbeitslohn                        79.208,16
4. Lohnsteuer                               13.902,00
6. Kirchensteuer                             1.112,16
22a. Arbeitgeberanteil Rentenversicherung    7.366,36
23a. Arbeitnehmeranteil Rentenversicherung   7.366,36
25. Arbeitnehmerbeiträge Krankenversicherung 5.969,34
26. Arbeitnehmerbeiträge Pflegeversicherung  1.386,14

übermittelt an das Finanzamt am 14.02.2025, eTIN BCKRMRKS83C17
"""

_IN_LST_JANA = """\
# Landesamt für Besoldung und Versorgung NRW
Postfach 10 11 60, 40002 Düsseldorf

Frau Jana Becker, Venloer Str. 241, 50823 Köln
Personalnummer 4471902         Düsseldorf, 07.02.2025

## Ausdruck der elektronischen Lohnsteuerbescheinigung für 2024
Identifikationsnummer 47 118 293 605
Dauer des Dienstverhältnisses 01.01.–31.12.2024    Steuerklasse 4

| 3.  Bruttoarbeitslohn                          73.519,60
| 4.  Einbehaltene Lohnsteuer                    14.496,00
| 5.  Einbehaltener Solidaritätszuschlag              0,00
| 6.  Einbehaltene Kirchensteuer                  1.159,68
| 28. Beiträge zur privaten KV/PV (Pauschale)         0,00

Diese Daten wurden elektronisch an das Finanzamt übermittelt.
"""

_IN_FOERDERVEREIN = """\
# Förderverein der GGS Lindenschule Köln-Ehrenfeld e.V.
Lindenbornstr. 22, 50823 Köln

## Bestätigung über Geldzuwendungen
im Sinne des § 10b des Einkommensteuergesetzes an eine der in § 5 Abs. 1 Nr. 9 des \
Körperschaftsteuergesetzes bezeichneten Körperschaften

Zuwendender: Jana Becker, Venloer Str. 241, 50823 Köln
Betrag der Zuwendung: 50,00 EUR – in Buchstaben: fünfzig Euro
Tag der Zuwendung: 14.03.2025
(Spendenlauf der Klassen 1–4 für neue Spielgeräte auf dem Schulhof)

Es handelt sich nicht um den Verzicht auf Erstattung von Aufwendungen.
Wir sind wegen Förderung der Erziehung nach dem Freistellungsbescheid des Finanzamtes \
Köln-West, StNr. 223/5902/1177, von der Körperschaftsteuer befreit.

Köln, 31.03.2025      Schatzmeisterin: Claudia Henning
"""

_IN_RUNDFUNK = """\
# ARD ZDF Deutschlandradio Beitragsservice
50656 Köln

Frau Jana Becker, Venloer Str. 241, 50823 Köln
Beitragsnummer 482 937 615          Köln, 06.01.2025

## Zahlungsinformation 2025
Sehr geehrte Frau Becker,
Sie sind für folgende Wohnung angemeldet: Venloer Str. 241, 3. OG links, 50823 Köln.
Der Rundfunkbeitrag beträgt 18,36 EUR monatlich. Wir buchen den Betrag vierteljährlich \
von Ihrem Konto ab:

| 15.02.2025   55,08 EUR   (Januar – März)
| 15.05.2025   55,08 EUR   (April – Juni)
| 15.08.2025   55,08 EUR   (Juli – September)
| 15.11.2025   55,08 EUR   (Oktober – Dezember)

Bitte teilen Sie uns mit, wenn Sie umziehen oder sich Ihre Bankverbindung ändert.
"""

_IN_HUK_2025 = """\
# HUK-COBURG – Beitragsrechnung 2025
Versicherungsschein Nr. 700/412233-K   VW Touran   K-JB 2817
Coburg, 21.11.2024

Sehr geehrter Herr Becker,
zum 01.01.2025 wird der Jahresbeitrag für Ihre Kfz-Versicherung fällig. Aufgrund der \
gestiegenen Reparaturkosten in Ihrer Regionalklasse erhöht sich der Beitrag.

| Kfz-Haftpflicht  SF 15  32 %         301,18 EUR
| Vollkasko        SF 12  35 %         397,44 EUR
| Schutzbrief                           12,80 EUR
| Versicherungsteuer                   134,71 EUR (im Beitrag enthalten)
| Jahresbeitrag 2025                   742,18 EUR

Der Beitrag wird am 20.01.2025 von Ihrem Konto abgebucht. Sonderkündigungsrecht bis \
einen Monat nach Zugang dieser Mitteilung.
"""

_IN_KFZSTEUER = """\
# Hauptzollamt Köln
Kraftfahrzeugsteuer – Bescheid
Köln, 27.01.2025

Halter: Markus Becker, Venloer Str. 241, 50823 Köln
Kennzeichen: K-JB 2817    Fahrzeug: VW Touran 1.5 TSI

## Änderungsbescheid über Kraftfahrzeugsteuer
Aufgrund der geänderten Bankverbindung wird die Fälligkeit ab dem nächsten Zeitraum neu \
festgesetzt. Jahressteuer unverändert: 196,00 EUR, fällig am 21.03.2025 für den Zeitraum \
05.03.2025 – 04.03.2026.

| Steuer je Jahr                         196,00 EUR
| Lastschrift von                        DE27 3705 0198 1903 4277 16

Rechtsbehelfsbelehrung: Gegen diesen Bescheid ist der Einspruch zulässig.
"""

_IN_SCAN_INSPEKTION = """\
# Autohaus Rheinland Ehrenfeld GmbH
Vogelsanger Str. 190, 50823 Köln

Rechnung Nr. 25-01873     18.03.2025
Kunde: Markus Becker    VW Touran K-JB 2817   km 58.960

Inspektion 60.000 km                        229,00
Motoröl 4,5 l 0W-20                          81,90
Ölfilter, Luftfilter                         49,80
Bremsflüssigkeit wechseln                    54,00
Geräusch hinten links geprüft: Koppelstange
ersetzt                                      74,40
Netto                                       489,10
MwSt 19 %                                    92,93
Gesamtbetrag                              582,03 EUR

Betrag dankend per girocard erhalten.
"""

_IN_TUEV = """\
TÜV Rheinland
## Terminbestätigung
Hauptuntersuchung (HU) mit AU
Dienstag, 17.06.2025, 08:30 Uhr
Prüfstelle Köln-Ehrenfeld
Oskar-Jäger-Str. 125
Kennzeichen: K-JB 2817
Fahrzeug: VW Touran
Preis: 141,00 EUR (vor Ort zahlen)
Bitte Fahrzeugschein mitbringen.
[Termin in Kalender eintragen]
"""

_IN_ZAHNARZT = """\
# Zahnarztpraxis Dr. Petra Lindqvist
Subbelrather Str. 284, 50825 Köln

Liquidation nach GOZ    Rechnung 25/0642    22.04.2025
Patientin: Jana Becker, geb. 22.06.1985
Behandlungszeitraum 24.03.2025 – 07.04.2025

24.03.2025  0010 Eingehende Untersuchung              2,3   12,94
24.03.2025  Ä925a Röntgen Einzelaufnahme              1,8   11,00
31.03.2025  2060 Kompositfüllung einflächig 36         2,3  170,90
07.04.2025  2080 Kompositfüllung zweiflächig 37        2,3  117,61
Rechnungsbetrag                                      312,45 EUR

Zahlbar bis 22.05.2025 auf DE61 3706 0193 0044 1188 02
"""

_IN_OEZDEMIR_PAUL = """\
# Kinder- und Jugendarztpraxis Dr. med. Aylin Özdemir
Venloer Str. 389, 50825 Köln   Tel. 0221 55 40 12

Rechnungsempfänger: Frau Jana Becker, Venloer Str. 241, 50823 Köln
Patient: Paul Becker, geb. 03.02.2018

## Rechnung Nr. 2025-05-0118 (Privatliquidation nach GOÄ)
Rechnungsdatum: 05.05.2025

| Datum       GOÄ   Leistung                          Faktor   Betrag
| 28.04.2025  1     Beratung                           2,3     10,72
| 28.04.2025  26    Früherkennungsuntersuchung U10      1,8     47,21
| 28.04.2025  1414  Audiometrie (Hörtest)               1,8     18,88
| 28.04.2025  1200  Sehtest                             1,8     19,72
| Rechnungsbetrag                                             96,53 EUR

Bitte überweisen Sie den Betrag innerhalb von 30 Tagen.
"""

_IN_BEIHILFE = _beihilfe(
    "25.04.2025",
    "04.04.2025",
    "| Dr. Brandt 28.03.25             Jana     63,64     63,64   70 %     44,55\n"
    "| Apotheke Neptunplatz 11.02.25   Paul     16,46     16,46   80 %     13,17\n"
    "| Summe Beihilfe                                                    57,72 EUR",
)

_IN_DEBEKA = """\
Meine Debeka
## Leistungsabrechnung
vom 08.05.2025
Versicherte Person: Jana Becker
Vertrag 2284461-7, Tarif B 30
Zahnarztpraxis Dr. Lindqvist, 22.04.2025
Rechnungsbetrag 312,45 €
Erstattung 30 %: 93,74 €
Die Erstattung überweisen wir auf Ihr Konto DE27 **** 7716.
[Abrechnung als PDF]
"""

_IN_BEFUND_LENA = """\
# Hautarztpraxis am Neptunplatz – Dr. med. Katrin Vogt
Neptunplatz 3, 50823 Köln

## Befundbericht
Patientin: Lena Becker, geb. 11.09.2014
Untersuchung am 24.03.2025

Anamnese: seit zwei Frühjahren Fließschnupfen, Augenjucken, Niesattacken März–Mai.
Prick-Test: Birke +++, Erle ++, Hasel ++, Gräser (+), Hausstaubmilbe neg., Katze neg.
Histamin-Kontrolle positiv, NaCl negativ.

Beurteilung: Sensibilisierung gegen frühblühende Baumpollen (Birke, Erle, Hasel) mit \
saisonaler allergischer Rhinokonjunktivitis.
Empfehlung: Cetirizin bei Bedarf, Pollenflugvorhersage beachten; spezifische \
Immuntherapie (Hyposensibilisierung) ab Herbst 2025 besprechen.
"""

_IN_KLASSENFAHRT = """\
# Humboldt-Gymnasium Köln
Kartäuserwall 40, 50678 Köln

Köln, 10.03.2025
## Klassenfahrt der Klasse 5c nach Xanten
Liebe Eltern der 5c,
vom Montag, 23.06.2025, bis Mittwoch, 25.06.2025, fahren wir mit der Klasse in die \
Jugendherberge Xanten. Programm: Archäologischer Park (LVR-Römermuseum), Kanutour auf der \
Xantener Südsee, Abschlussabend mit Grillen.

Die Kosten betragen 165,00 EUR (Bus, Unterkunft, Vollpension, Eintritte). Bitte überweisen \
Sie den Betrag bis zum 30.04.2025 auf das Klassenfahrtkonto.

Bitte geben Sie den Abschnitt unten bis 21.03. bei Frau Wiese ab.
-----------------------------------------------------------------
Name des Kindes: ______________   Allergien/Medikamente: ______________
Unterschrift Erziehungsberechtigte/r: ______________
"""

_IN_CHAT_WANDERTAG = """\
Klasse 1b Eltern
-- Montag --
Frau Yilmaz: Liebe Eltern, am Donnerstag 15.05. machen wir unseren Wandertag in den Blücherpark. Treffpunkt 8:00 Uhr an der Schule, zurück ca. 13:00.
Frau Yilmaz: Bitte mitgeben: Rucksack, Trinkflasche, festes Schuhwerk, Regenjacke, 2 € für ein Eis.
Sandra (Mia): Braucht ihr noch Begleitpersonen?
Frau Yilmaz: Ja gern, 2 Eltern wären toll!
Ich: Ich kann mitkommen, habe donnerstags erst ab der 5. Stunde
Frau Yilmaz: Super, danke Frau Becker!
"""

_IN_ZEUGNIS_5 = """\
# Humboldt-Gymnasium Köln
Städtisches Gymnasium – Sekundarstufen I und II

## HALBJAHRESZEUGNIS
Klasse 5c        Schuljahr 2024/2025 – 1. Halbjahr
für Lena Becker, geboren am 11.09.2014

Deutsch: gut               Englisch: gut
Mathematik: befriedigend   Biologie: sehr gut
Erdkunde: gut              Kunst: sehr gut
Musik: gut                 Religionslehre (ev.): gut
Sport: gut

Arbeitsverhalten: entspricht den Erwartungen in vollem Umfang
Sozialverhalten: entspricht den Erwartungen in vollem Umfang
Versäumte Stunden: 8, davon unentschuldigt: 0

Köln, 31.01.2025
Klassenleitung: C. Wiese            Schulleitung: Dr. M. Hartmann
"""

_IN_FAMILIENKASSE = """\
# Bundesagentur für Arbeit – Familienkasse NRW West
Kindergeldnummer 285FK477120       Datum 15.01.2025

Frau Jana Becker
Venloer Str. 241, 50823 Köln

## Mitteilung über die Höhe des Kindergeldes ab Januar 2025
Sehr geehrte Frau Becker,
aufgrund einer Gesetzesänderung beträgt das Kindergeld ab 01.01.2025 monatlich 255,00 EUR \
für jedes Kind. Für Ihre Kinder Lena (geb. 11.09.2014) und Paul (geb. 03.02.2018) zahlen wir \
ab Januar 2025 insgesamt 510,00 EUR monatlich.

Sie müssen nichts unternehmen. Bitte teilen Sie uns Änderungen (z. B. Umzug, Schulabschluss \
eines Kindes) unverzüglich mit.
"""

_IN_KUNDENZENTRUM = """\
<!DOCTYPE html>
<html lang="de"><head><meta charset="utf-8">
<title>Terminbestätigung – Stadt Köln</title></head>
<body>
<header><a href="https://www.stadt-koeln.de">Stadt Köln</a> › Online-Terminvereinbarung</header>
<main>
<h1>Ihr Termin ist gebucht</h1>
<p>Vorgangsnummer: <strong>KZE-2025-051877</strong></p>
<dl>
<dt>Dienststelle</dt><dd>Kundenzentrum Ehrenfeld, Venloer Str. 419–421, 50825 Köln</dd>
<dt>Termin</dt><dd>Mittwoch, 04.06.2025, 10:40 Uhr</dd>
<dt>Anliegen</dt><dd>Kinderreisepass beantragen (1 Person)</dd>
<dt>Name</dt><dd>Paul Becker</dd>
</dl>
<h2>Bitte bringen Sie mit</h2>
<ul>
<li>den bisherigen Kinderreisepass</li>
<li>die Geburtsurkunde des Kindes</li>
<li>ein aktuelles biometrisches Passfoto</li>
<li>Personalausweise beider Sorgeberechtigten bzw. Zustimmungserklärung</li>
</ul>
<p>Gebühr: 13,00 €. Das Kind muss persönlich anwesend sein.</p>
</main></body></html>
"""

_IN_SPRECHTAG_LENA = """\
# Elternsprechtag Lena – 20.03.2025

Herr Kaya (Mathe):
- Brüche jetzt viel besser!! 2. Arbeit 2-
- Geometrie kommt nach Ostern → Geodreieck neu kaufen (ihrs ist zerbrochen)

Frau Schuster (Englisch):
- Vokabeln regelmäßig, sonst gut; Leseheft "The Canterville Ghost" bis Mai

Frau Wiese (KL):
- Klassenfahrt Xanten 23.–25.06., Geld bis 30.04. überweisen
- Lena will in die Theater-AG ab Kl. 6
"""

_IN_NK_2024 = """\
# Kramer Immobilienverwaltung GmbH
Subbelrather Str. 15, 50823 Köln

Betriebskostenabrechnung 01.01.2024 - 31.12.2024
Mieter: Becker, Venloer Str. 241, 3. OG li    Wohnfläche 96 m² von 842 m²
Köln, 26.05.2025

Grundsteuer                   412,80
Wasser/Abwasser               536,02
Müllabfuhr                    339,90
Straßenreinigung               52,84
Hausmeister                   226,15
Treppenhausreinigung          137,88
Gebäudeversicherung           214,36
Heizung und Warmwasser      1.952,71
Summe                       3.872,66
Vorauszahlungen            -3.660,00
Nachzahlung                   212,66 EUR

Bitte überweisen Sie die Nachzahlung bis zum 30.06.2025.
Haushaltsnahe Dienstleistungen (§ 35a EStG): Hausmeister, Treppenhausreinigung = 364,03 EUR
"""

_IN_MIETERHOEHUNG = """\
# Kramer Immobilienverwaltung GmbH
Subbelrather Str. 15, 50823 Köln

Frau Jana Becker, Herrn Markus Becker
Venloer Str. 241, 50823 Köln            Köln, 25.04.2025

## Mietanpassung gemäß § 557b BGB (Indexmiete)
Sehr geehrte Frau Becker, sehr geehrter Herr Becker,
gemäß § 4 Ihres Mietvertrages ist die Nettokaltmiete an den Verbraucherpreisindex \
gekoppelt. Der Index ist seit der letzten Anpassung von 116,6 (03/2023) auf 119,0 (03/2025) \
gestiegen. Ihre Nettokaltmiete erhöht sich daher ab dem 01.07.2025 von 1.052,00 EUR auf \
1.074,00 EUR. Die Vorauszahlungen bleiben unverändert.

Bitte passen Sie Ihren Dauerauftrag entsprechend an.
Mit freundlichen Grüßen, i. A. Dietz
"""

_IN_RHEINENERGIE = """\
# RheinEnergie AG
Parkgürtel 24, 50823 Köln

## Jahresabrechnung Strom 2024
Vertragskonto 8001174522   Lieferstelle Venloer Str. 241, 50823 Köln
Rechnungsdatum 03.02.2025   Abrechnungszeitraum 01.01.2024 - 31.12.2024

| Zählerstand alt 24.861 kWh, neu 28.147 kWh, Verbrauch 3.286 kWh
| Arbeitspreis 3.286 kWh x 36,48 ct            1.198,73
| Grundpreis 12 Monate x 13,90                   166,80
| Gesamtbetrag brutto                          1.365,53
| abzgl. Abschläge 2 x 125,00 + 10 x 118,00   -1.430,00
| Guthaben                                        64,47 EUR

Ihr neuer Abschlag ab März 2025: 114,00 EUR. Das Guthaben überweisen wir auf Ihr Konto.
Ihr Verbrauch liegt 5 % unter dem Vorjahr – weiter so!
"""

_IN_HAUSRAT = """\
# Gothaer Allgemeine Versicherung AG
Versicherungsschein Hausrat Nr. 31.445.901-HR

Frau Jana Becker, Venloer Str. 241, 50823 Köln       Köln, 17.01.2025

## Beitragsanpassung zum 01.10.2025
Sehr geehrte Frau Becker,
die Versicherungssumme Ihrer Hausratversicherung wird jährlich an den Baupreisindex \
angepasst (Summenanpassungsklausel). Zum 01.10.2025 erhöht sich die Versicherungssumme auf \
65.280 EUR und der Jahresbeitrag von 176,20 EUR auf 184,30 EUR.

Ihr Versicherungsschutz, einschließlich Fahrraddiebstahl bis 2.000 EUR, bleibt unverändert.
"""

_IN_SCHADEN = """\
# Schaden Kellerfenster Müller – Haftpflicht

Was: Paul hat am Samstag 26.04. im Hof Fußball gespielt, Ball ins Kellerfenster von \
Hr. Müller (EG rechts) → Scheibe kaputt.

- Hr. Müller ist ok, will nur dass es bezahlt wird
- Kostenvoranschlag Glaserei Brenner: 184,00 €
- Gothaer Privathaftpflicht 31.445.901-PH → online gemeldet 27.04., \
Schadennummer 25-PH-0417733
- Paul ist 7 → deliktunfähig?? laut Police trotzdem mitversichert bis 10.000 € ✓
- Fotos vom Fenster hochgeladen
- [ ] Rechnung Glaserei an Gothaer schicken, wenn sie da ist
"""

_IN_AMAZON = """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Amazon.de: Order Details</title></head>
<body>
<h1>Order Details</h1>
<p>Ordered on 3 May 2025 &nbsp; Order# 302-5518274-9910341</p>
<h3>Shipping Address</h3><p>Markus Becker<br>Venloer Str. 241<br>50823 Köln<br>Germany</p>
<h3>Payment Method</h3><p>Visa ending in 4410</p>
<table>
<tr><td>Bosch SMV4HTX00E Series 4 fully integrated dishwasher, 60 cm, Home Connect, 13 place settings</td><td>€549.00</td></tr>
<tr><td>Item(s) Subtotal:</td><td>€549.00</td></tr>
<tr><td>Postage &amp; Packing:</td><td>€0.00</td></tr>
<tr><th>Grand Total:</th><th>€549.00</th></tr>
</table>
<p>Delivered 8 May 2025. Sold by Amazon EU S.à r.l. Manufacturer warranty: 2 years (Bosch).</p>
<p><a href="#">Download invoice</a> · <a href="#">Register with MyBosch for +1 year warranty</a></p>
</body></html>
"""

_IN_MEDIAMARKT = """\
MediaMarkt – Digitaler Kassenbon
URL https://www.mediamarkt.de/de/myaccount/receipts/4471-0524-0033
## Ihr Kassenbon vom 24.05.2025
MediaMarkt Köln-Marsdorf, Kasse 12, Bon 0033
Dyson V8 Absolute Akku-Staubsauger ....... 299,00 €
Wandhalterung (im Lieferumfang)    ......... 0,00 €
Summe                                          299,00 €
Bezahlt mit girocard **** 7716
Herstellergarantie: 2 Jahre ab Kaufdatum. Bitte bewahren Sie diesen Beleg auf.
"""

_IN_ZEELAND = """\
Buchungsbestätigung – Zeeland Vakantiehuizen
URL https://www.zeeland-vakantiehuizen.nl/de/mijn-boeking/ZV-2025-88213
## Vielen Dank, Ihre Buchung ist bestätigt!
Ferienhaus "Duinroos", Renesse (Zeeland, NL) – 3 Schlafzimmer, Garten, 400 m zum Strand
Anreise: Samstag, 12.07.2025 ab 16:00    Abreise: Samstag, 26.07.2025 bis 10:00
Gäste: 2 Erwachsene, 2 Kinder (10, 7)
Mietpreis 14 Nächte: 1.890,00 €  ·  Endreinigung 95,00 €  ·  Kurtaxe vor Ort
Anzahlung 30 % (595,50 €) bis 01.06.2025, Restbetrag bis 12.06.2025
Buchungsnummer ZV-2025-88213
"""

_IN_MIETWAGEN = """\
# CENTAURO RENT A CAR – Rental Agreement / Contrato de alquiler
Agreement no. PMI-25-0414-1187

Pick-up:  Palma de Mallorca Airport (PMI)   14/04/2025  11:20
Return:   Palma de Mallorca Airport (PMI)   24/04/2025  08:00
Driver:   BECKER, MARKUS   Licence D 0812 K 4471
Vehicle:  Group F – SEAT Tarraco or similar, plate 4417 MZK, 7 seats
Extras:   2 x child seat (booster), additional driver BECKER, JANA

| Rental 10 days                     286,00
| Child seats 2 x 10 days             60,00
| Additional driver                   35,00
| Full/Full fuel policy                0,00
| Total (incl. VAT 21 %)           381,00 EUR

Return inspection 24/04/2025 07:52: no new damage. Fuel full. Deposit released.
"""

_IN_PIZZA = """\
# Pizzeria Da Michele – Lieferservice Ehrenfeld
Venloer Str. 310, 50823 Köln · Tel. 0221 / 54 38 21 · täglich 11:30 – 23:00

## Pizze (Ø 30 cm)
| 1  Margherita – Tomate, Mozzarella, Basilikum             8,50
| 2  Salame – scharfe Salami                                9,90
| 3  Funghi – frische Champignons                           9,50
| 4  Tonno – Thunfisch, Zwiebeln                           10,90
| 5  Quattro Formaggi                                      11,50
| 6  Diavola – Salami piccante, Peperoni                   11,20
## Pasta
| 20 Spaghetti Carbonara                                   10,50
| 21 Penne all'Arrabbiata                                   9,20
| 22 Lasagne al forno                                      11,80
## Getränke
| Coca-Cola 1,0 l 3,50 · Wasser 0,75 l 2,90 · Peroni 0,33 l 3,20

Mindestbestellwert 15 EUR · Lieferung kostenlos ab 25 EUR · Mo Ruhetag ab 01.06.!
"""

_IN_ELSTER_FEHLER = """\
Mein ELSTER – Fehler
Die Sitzung ist abgelaufen.
Ihre Anmeldung war länger als 30 Minuten inaktiv. Nicht gespeicherte Eingaben in \
"Einkommensteuererklärung 2024 (ESt 1 A)" sind verloren gegangen.
Bitte melden Sie sich erneut mit Ihrer Zertifikatsdatei an. (Fehlercode 200002)
"""

_IN_MAIL_SL = """\
Von: Schulleitung GE Holweide <schulleitung@ge-holweide.koeln>
An: kollegium@ge-holweide.koeln
Datum: Mo, 26. Mai 2025 um 07:12
Betreff: Zeugniskonferenzen Sek I – Termine und Abgabefristen

Liebe Kolleginnen und Kollegen,

hier die Termine für die Zeugniskonferenzen zum Schuljahresende:

  Jg. 5 und 6:   Mo, 23.06.2025, ab 14:00 Uhr (Raum 1.12)
  Jg. 7 und 8:   Di, 24.06.2025, ab 14:00 Uhr
  Jg. 9 und 10:  Mi, 25.06.2025, ab 13:30 Uhr (inkl. Abschlüsse)

Noten bitte bis Mittwoch, 18.06., 12 Uhr in SchILD eintragen. Die Klassenleitungen \
bereiten die Bemerkungen zum Arbeits- und Sozialverhalten vor und drucken die Zeugnisse \
bis 01.07. zur Unterschrift.

Bitte denkt daran: Wer an den Konferenztagen Aufsicht hat, regelt die Vertretung selbst \
mit dem Vertretungsplan-Team.

Viele Grüße
Dr. Andrea Kuhlmann, Schulleiterin
"""

INBOX: tuple[tuple[str, str, str, object, str], ...] = (
    # --- Finanzen
    (
        "20250602-1903427716-umsatz.CSV",
        "2025-06-02",
        "giro_csv",
        (2025, 5),
        "Finanzen/Sparkasse/Kontoauszüge 2025/",
    ),
    # the December statement is downloaded in January: the statement's year counts
    (
        "Konto_1903427716-Auszug_2024_0012.PDF",
        "2025-01-03",
        "giro_pdf",
        (2024, 12, 12),
        "Finanzen/Sparkasse/Kontoauszüge 2024/",
    ),
    # says "Wohnung" throughout, but the rule puts the Rundfunkbeitrag under Verträge & Abos
    ("Brief_Beitragsservice.pdf", "2025-01-09", "pdf", _IN_RUNDFUNK, "Finanzen/Verträge & Abos/"),
    # dated 2025, about 2023
    ("Bescheid.pdf", "2025-03-14", "pdf", _IN_BESCHEID_2023, "Finanzen/Steuer/2023/"),
    # scan, no text layer: Lohnsteuerbescheinigung 2024 (Ford)
    ("scan_0007.pdf", "2025-02-20", "scan", _IN_LST_MARKUS, "Finanzen/Steuer/2024/"),
    # LBV also sends the Bezüge (Arbeit/Jana); this one is the Lohnsteuerbescheinigung
    ("LBV_Mitteilung_2025-02.pdf", "2025-02-11", "pdf", _IN_LST_JANA, "Finanzen/Steuer/2024/"),
    # school's Förderverein, 2025 donation: Steuer/2025 does not exist yet
    (
        "Zuwendungsbestätigung Förderverein.pdf",
        "2025-04-02",
        "pdf",
        _IN_FOERDERVEREIN,
        "Finanzen/Steuer/2025/",
    ),
    # --- Arbeit
    (
        "LBV_Mitteilung_2025-05.pdf",
        "2025-05-28",
        "pdf",
        _LBV_BEZUEGE.format(monat="Juni", iban="DE27 3705 0198 1903 4277 16"),
        "Arbeit/Jana/",
    ),
    # "Zeugniskonferenzen" at Jana's own school: work, not the children's Zeugnisse
    ("Mail Schulleitung Zeugniskonferenzen.txt", "2025-05-26", "text", _IN_MAIL_SL, "Arbeit/Jana/"),
    (
        "Entgeltabrechnung_05_2025.pdf",
        "2025-05-28",
        "pdf",
        _FORD_ENTGELT.format(monat="Mai"),
        "Arbeit/Markus/",
    ),
    # --- Auto
    # a Versicherung, but the car's
    (
        "HUK-COBURG Beitragsrechnung 2025.pdf",
        "2025-01-08",
        "pdf",
        _IN_HUK_2025,
        "Auto/Versicherung & Steuer/",
    ),
    # a Steuerbescheid, but the car's
    (
        "Kraftfahrzeugsteuer Bescheid Hauptzollamt.pdf",
        "2025-01-29",
        "pdf",
        _IN_KFZSTEUER,
        "Auto/Versicherung & Steuer/",
    ),
    ("IMG_5262.PNG", "2025-05-21", "shot", ("tuev", _IN_TUEV), "Auto/Werkstatt & TÜV/"),
    ("scan_0005.pdf", "2025-03-18", "scan", _IN_SCAN_INSPEKTION, "Auto/Werkstatt & TÜV/"),
    # --- Gesundheit
    ("Dokument.pdf", "2025-04-23", "scan", _IN_ZAHNARZT, "Gesundheit/Arztrechnungen/"),
    # a child's name in the file name, but doctors' bills go to Gesundheit
    (
        "Rechnung Dr. Özdemir (Paul).pdf",
        "2025-05-06",
        "pdf",
        _IN_OEZDEMIR_PAUL,
        "Gesundheit/Arztrechnungen/",
    ),
    # from the LBV like the Bezüge, but a Beihilfebescheid
    (
        "Beihilfe_LBV_2025-04.pdf",
        "2025-04-29",
        "pdf",
        _IN_BEIHILFE,
        "Gesundheit/Beihilfe & Debeka/",
    ),
    (
        "Screenshot_20250509-081512.png",
        "2025-05-09",
        "shot",
        ("debeka", _IN_DEBEKA),
        "Gesundheit/Beihilfe & Debeka/",
    ),
    ("Befundbericht_Lena.pdf", "2025-03-27", "pdf", _IN_BEFUND_LENA, "Gesundheit/Befunde/"),
    # --- Kinder
    ("Elternbrief_Klassenfahrt.pdf", "2025-03-10", "pdf", _IN_KLASSENFAHRT, "Kinder/Lena/Schule/"),
    (
        "Notizen Elternsprechtag März.md",
        "2025-03-20",
        "text",
        _IN_SPRECHTAG_LENA,
        "Kinder/Lena/Schule/",
    ),
    (
        "Screenshot_20250512-193322.png",
        "2025-05-12",
        "shot",
        ("chat", _IN_CHAT_WANDERTAG),
        "Kinder/Paul/Schule/",
    ),
    ("scan_0009.pdf", "2025-02-01", "scan", _IN_ZEUGNIS_5, "Kinder/Lena/Zeugnisse/"),
    ("Familienkasse_Schreiben.pdf", "2025-01-17", "pdf", _IN_FAMILIENKASSE, "Kinder/Kindergeld/"),
    # Paul's passport appointment: Ausweise, not Kinder
    (
        "Terminbestätigung – Stadt Köln.html",
        "2025-05-20",
        "text",
        _IN_KUNDENZENTRUM,
        "Ausweise & Dokumente/",
    ),
    # --- Wohnung
    ("scan_0008.pdf", "2025-05-30", "scan", _IN_NK_2024, "Wohnung/Nebenkosten/"),
    (
        "Schreiben Hausverwaltung.pdf",
        "2025-04-28",
        "pdf",
        _IN_MIETERHOEHUNG,
        "Wohnung/Mietvertrag & Vermieter/",
    ),
    # an "Abrechnung", but the electricity one
    (
        "RheinEnergie Jahresabrechnung 2024.pdf",
        "2025-02-05",
        "pdf",
        _IN_RHEINENERGIE,
        "Wohnung/Strom & Internet/",
    ),
    # --- Versicherungen
    (
        "Beitragsanpassung Hausrat.pdf",
        "2025-01-20",
        "pdf",
        _IN_HAUSRAT,
        "Versicherungen/Haftpflicht & Hausrat/",
    ),
    (
        "Schaden Kellerfenster Müller.md",
        "2025-04-27",
        "text",
        _IN_SCHADEN,
        "Versicherungen/Haftpflicht & Hausrat/",
    ),
    # --- Haushalt
    (
        "Amazon.de - Order 302-5518274-9910341.html",
        "2025-05-03",
        "text",
        _IN_AMAZON,
        "Haushalt/Geräte & Garantie/",
    ),
    (
        "Screenshot 2025-05-24 at 11.02.37.png",
        "2025-05-24",
        "shot",
        ("desktop", _IN_MEDIAMARKT),
        "Haushalt/Geräte & Garantie/",
    ),
    # --- Urlaub: a booked trip whose folder the guideline says to create now
    (
        "Screenshot 2025-05-18 at 21.40.03.png",
        "2025-05-18",
        "shot",
        ("desktop", _IN_ZEELAND),
        "Urlaub/2025-07 Zeeland/",
    ),
    # a rental car, but on holiday
    ("Document.pdf", "2025-04-24", "pdf", _IN_MIETWAGEN, "Urlaub/2025-04 Mallorca/"),
    # --- photos: the EXIF date decides between a trip and the year
    (
        "IMG_5102.JPG",
        "2025-05-04",
        "photo",
        ("2025:04:17 16:42:10", "iphone", "beach", (800, 600)),
        "Urlaub/2025-04 Mallorca/",
    ),
    (
        "IMG_5071.JPG",
        "2025-05-04",
        "photo",
        ("2025:04:13 11:05:33", "iphone", "green", (800, 600)),
        "Fotos/2025/",
    ),
    (
        "IMG_3188.JPG",
        "2025-05-04",
        "photo",
        ("2024:07:20 15:37:29", "iphone", "beach", (800, 600)),
        "Urlaub/2024-07 Ostsee/",
    ),
    # the day after the Ostsee trip ended
    (
        "IMG_3301.JPG",
        "2025-05-04",
        "photo",
        ("2024:07:28 14:10:52", "iphone", "lake", (800, 600)),
        "Fotos/2024/",
    ),
    (
        "DSC_0412.JPG",
        "2025-05-04",
        "photo",
        ("2024:10:22 12:56:04", "nikon", "mountain", (800, 532)),
        "Urlaub/2024-10 Allgäu/",
    ),
    (
        "IMG_4020.JPG",
        "2025-05-04",
        "photo",
        ("2024:12:24 18:21:47", "iphone", "indoor", (800, 600)),
        "Fotos/2024/",
    ),
    # no EXIF: the name's date counts
    (
        "WhatsApp Image 2025-03-02 at 18.22.41.jpeg",
        "2025-03-02",
        "photo",
        (None, None, "indoor", (720, 540)),
        "Fotos/2025/",
    ),
    # --- nothing fits
    (
        "WhatsApp Image 2025-05-16 at 07.51.12.jpeg",
        "2025-05-16",
        "meme",
        "Wenn im Elternchat um 22:47 jemand fragt\nob morgen Sportzeug mit muss",
        "",
    ),
    (
        "Screenshot 2025-05-27 at 22.15.09.png",
        "2025-05-27",
        "shot",
        ("dialog", _IN_ELSTER_FEHLER),
        "",
    ),
    ("download (3).pdf", "2025-05-30", "pdf", _IN_PIZZA, ""),
    ("test.txt", "2025-02-14", "text", "test\n", ""),
)

# Written in NFD, as a Mac writes them.
NFD_NAMES = frozenset(
    {
        "Zuwendungsbestätigung Förderverein.pdf",
        "Rechnung Dr. Özdemir (Paul).pdf",
        "Schaden Kellerfenster Müller.md",
        "Notizen Elternsprechtag März.md",
        "Terminbestätigung – Stadt Köln.html",
    }
)

# Folders the guideline's pattern calls for but that do not exist yet.
NEW_FOLDERS = ("Finanzen/Steuer/2025/", "Urlaub/2025-07 Zeeland/")
