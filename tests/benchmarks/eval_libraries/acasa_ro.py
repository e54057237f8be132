"""acasa-ro: the papers of the Mureșan family in Cluj-Napoca, Romania (held-out evaluation
library). Ioana keeps the family's archive: bills, bank statements, taxes, the flat and the
bathroom works, the car, Andrei's job and her own translation PFA, health, school, trips,
family events, recipes. Documents are mostly Romanian PDFs, with English (bookings, Andrei's
notes) and Hungarian (her mother's recipes, Budapest)."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library

NAME = "acasa-ro"
PERSONA = (
    "Ioana Mureșan, traducătoare autorizată (PFA) din Cluj-Napoca, ține hârtiile familiei: ale ei, "
    "ale soțului Andrei (programator) și ale copiilor, Matei și Sofia."
)
LANGUAGES = ["ro", "en", "hu"]
SPLIT = "dev"

GUIDELINE = """# Cum țin hârtiile casei

Arhiva noastră: Andrei, eu (Ioana), Matei și Sofia. Tot ce vine nou (scanări, PDF-uri din mail,
poze de pe telefon) ajunge în `inbox/` și de acolo îl mut în folderul lui.

Regula mea de bază: contează **despre ce sau despre cine** e documentul, nu ce fel de hârtie e.
O poliță de asigurare pentru mașină stă la mașină, nu lângă asigurarea casei; un contract de
muncă nu stă lângă contractul apartamentului; un extras de cont stă la banca lui, chiar dacă în
el apar plăți la hotel, la meșteri sau la grădiniță.

Nu fac foldere noi fără să mă gândesc. Dacă ceva nu are loc în nimic din ce e mai jos, îl las
în inbox și hotărăsc eu mai târziu.

## Acte personale
`Acte personale/` – buletine, certificate de naștere și de căsătorie, pașapoarte.

## Bani
- `Bani/Banca Transilvania - Andrei/` – extrasele lunare ale contului lui Andrei de la BT.
- `Bani/ING - Ioana/` – extrasele contului meu personal de la ING.
- `Bani/Credit ipotecar BT/` – tot ce ține de creditul pentru apartament: contractul, graficul,
  notificările despre dobândă (IRCC). Vin tot de la BT, dar NU sunt extrase, nu le amesteca.
- `Bani/Impozite/<an>/` – ANAF: declarația unică, formularul 230, recipise, plăți CAS/CASS.
  **Anul folderului este anul veniturilor**, nu anul în care am primit sau am completat hârtia.
  (Declarația depusă în mai 2025 pentru veniturile din 2024 stă în `2024`.)
- `Bani/Impozite/Impozite locale/` – primăria (DITL Cluj-Napoca): deciziile de impunere pentru
  apartament și mașină, chitanțele de pe ghiseul.ro. Aici toți anii stau la un loc.

## Casa (Str. Alverna 24, ap. 15)
- `Casa/Acte apartament/` – contractul de cumpărare, extrase CF, ce e de la notar.
- `Casa/Asigurări locuință/` – PAD-ul și polița facultativă (Groupama).
- `Casa/Utilități/` – câte un folder pe furnizor: `Electricitate - Electrica`, `Gaz - E.ON`,
  `Internet - Digi`, `Întreținere` (listele de plată de la asociație).
- `Casa/Renovare baie 2025/` – tot ce ține de lucrările la baie: devizul, contractul,
  situațiile de lucrări și facturile de la Instal Grup Someș (meșterii), materialele de la
  Dedeman/Hornbach, bugetul nostru.

## Mașina (Skoda Octavia, CJ 19 MRS)
Talonul, rovinieta și notițele stau direct în `Mașina/`. `Asigurări RCA-CASCO/` – polițele
mașinii. `Service și ITP/` – facturi de service, reparații, ITP.

## Muncă
- `Muncă/Andrei - Nordlight/Contract/` – contractul de muncă al lui Andrei și actele adiționale.
  `Muncă/Andrei - Nordlight/Fluturași/` – fluturașii de salariu, lunar.
- `Muncă/Ioana - PFA traduceri/` – PFA-ul meu:
  - `Facturi emise/` – facturile pe care **le fac eu** clienților (seria IM), oricine ar fi
    clientul și de oriunde ar fi.
  - `Cheltuieli PFA/` – facturile pe care **le primesc** pe PFA (pe CIF-ul PFA-ului): contabila,
    Trados, echipamente. Facturile casei (curent, gaz, net) NU sunt cheltuieli PFA, merg la Casa.
  - `Acte PFA/` – certificatul de înregistrare, autorizația de traducător.

## Sănătate
Câte un folder pentru fiecare: `Andrei`, `Ioana`, `Matei`, `Sofia`. Toți suntem Mureșan, deci
contează **prenumele pacientului** (nu al părintelui care l-a însoțit sau a plătit).

## Școală
- `Școală/Matei/<an școlar>/` – anul școlar începe în septembrie și se termină vara. Tot ce
  primim între septembrie 2025 și vara lui 2026 merge în `2025-2026 (clasa a VI-a)`, chiar dacă
  e din ianuarie.
- `Școală/Sofia - grădinița/` – grădinița Sofiei (contractul, facturile lunare), toate la un loc
  până merge la școală.

## Călătorii
`Călătorii/AAAA-LL Loc/` – o călătorie = un folder, cu tot ce ține de ea: rezervări, bilete de
avion, tren sau feribot, mașina închiriată, cazarea (chiar dacă am stat într-un sat de lângă),
excursiile rezervate, bonurile de acolo și pozele făcute în zilele călătoriei. Datele exacte
sunt în rezervări.

## Familie
Evenimentele din familie la care avem ceva de organizat sau de plătit:
`Nunta Bianca și Vlad (sept 2025)` (sora lui Andrei) și `Botez Luca (mai 2026)` (suntem nași).

## Poze
Pozele care nu sunt din călătorii merg în `Poze/<an>/`, după data la care au fost făcute
(nu după data la care le-am descărcat).

## Ale noastre
- `Rețete/` – rețetele mele și ale mamei (ale ei sunt în maghiară, așa le scrie).
- `Cărți - notițe/` – ce am scris despre cărțile citite (eu și Andrei).
- `Alergare/` – ale lui Andrei: înscrieri la curse, planuri de antrenament, rezultate, diplome.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    # imported here: the data makes its PDFs and photos as it is imported (~20 s)
    from tests.benchmarks.eval_libraries.acasa_ro_data import FILED
    from tests.benchmarks.eval_libraries.acasa_ro_inbox_data import INBOX

    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
