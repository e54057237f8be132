"""hem-gbg: a family in Göteborg — a nurse, a software consultant with his own enskild firma,
their son in förskola, a sommarstuga on Orust and the dog Sixten. Swedish, with English,
Norwegian and Finnish files."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.hem_gbg_data import FILED, INBOX

NAME = "hem-gbg"
PERSONA = (
    "Anna (sjuksköterska på Sahlgrenska) och Johan (konsult med egen enskild firma) Lindqvist i "
    "Majorna, Göteborg, med sonen Elias på förskolan, en sommarstuga på Orust och hunden Sixten."
)
LANGUAGES = ["sv", "en", "no", "fi"]
SPLIT = "dev"

GUIDELINE = """# Våra filer – så sorterar vi

Det här är Anna och Johans gemensamma mapp. Allt nytt hamnar i `inbox/` och flyttas sedan
till rätt mapp enligt listan nedan. Hittar du ingen mapp som passar: låt filen ligga kvar i
inbox, så tar vi ställning själva. Skapa inga nya mappar.

## Ekonomi
- **Skatt**: en mapp per *inkomstår*, `Ekonomi/Skatt/Deklaration ÅÅÅÅ`. Det är året som
  inkomsten gäller som räknas, inte när pappret kommer. Kontrolluppgifter som kommer i
  januari–februari 2025 gäller 2024 → `Deklaration 2024`. Slutskattebeskedet (kommer hösten
  efter) hör också till sitt inkomstår.
- Bolånet hos SBAB (räntor, bindningstid, amortering) → `Ekonomi/Bolån`.
- **Alla** försäkringar – hemmet, stugan, bilen, Elias barnförsäkring, Annas via facket –
  ligger i `Ekonomi/Försäkringar`. Enda undantaget är Sixtens (Agria), den ligger hos Sixten.
- Budgetar, utgiftskoll och sparmål → `Ekonomi/Budget`.

## Lägenheten (Allmänna vägen, Majorna)
- Allt från bostadsrättsföreningen (avgiftsavier, stämma, info) → `Bostad/BRF Kastanjen`.
- El (Göteborg Energi) och bredband till lägenheten → `Bostad/El och bredband`.

## Sommarstugan på Orust (Vadholmen, Ellös)
- Räkningar för stugan: Ellevio, Orust kommun (VA, sopor, slam), sotning → `Sommarstugan Orust/Räkningar`.
- Vägföreningen (årsmöte, protokoll, vägavgift) → `Sommarstugan Orust/Vägföreningen`.
- Sånt vi ska fixa: att-göra-listor, offerter, material → `Sommarstugan Orust/Underhåll`.
- Försäkringen för stugan ligger under Ekonomi (se ovan), bilder under Foton.

## Firman (Johans enskilda firma, Lindqvist Systemutveckling)
- Fakturor som Johan **skickar** till kunder → `Firman/Fakturor ut/ÅÅÅÅ` (året på fakturadatum).
- Fakturor och kvitton som firman **får** – programvara, telefon, redovisningsbyrån, webb,
  datorer och annan utrustning som firman köper → `Firman/Fakturor in`.
- Kundavtal, tillägg/förlängningar, NDA → `Firman/Avtal`.
- Moms, F-skatt och annat bokföringsmässigt från Skatteverket → `Firman/Moms och bokföring`.
  (NE-bilagan hör till vår vanliga deklaration, alltså under Ekonomi/Skatt.)
- Kundens namn eller ort spelar ingen roll: en faktura till en kund på Orust är firmans, inte stugans.

## Familjen
Vi heter alla Lindqvist – titta på **förnamnet** för att hitta rätt person.
- Anna: lönespecar, schema och annat från Sahlgrenska → `Familjen/Anna/Jobb`; vård → `Familjen/Anna/Hälsa`.
- Johan: vård och tandläkare → `Familjen/Johan/Hälsa`.
- Elias: BVC, vårdcentral, vaccin → `Familjen/Elias/Hälsa BVC`.
- Förskolan: en mapp per förskoleår (mitten av augusti till juni), t.ex.
  `Familjen/Elias/Förskolan/2024-25`. Ett brev i januari 2025 hör alltså till 2024-25, ett
  besked om hösten 2025 till 2025-26.
- Pass och id-kort för oss alla → `Familjen/Pass och ID`.

## Hunden Sixten
Allt om Sixten – veterinär, vaccin, Agria, registrering, hundpensionat → `Hunden Sixten`,
även när det står Johans namn som ägare.

## Bilen (Volvon)
Besiktning, service, trängselskatt, däck → `Bilen`. Bilförsäkringen ligger under Ekonomi.

## Resor
En mapp per resa: `Resor/ÅÅÅÅ-MM Plats`. Bokningar, biljetter, kvitton och bilder från resan
läggs där – även bokningar som kommer flera veckor innan. Bilder tagna mellan första och
sista resdagen hör till resan. Att ett ställe bara nämns (ett recept från Kreta, ett
stickmönster från Lofoten) gör det inte till resan.

## Foton
Alla andra bilder → `Foton/ÅÅÅÅ` efter när bilden är tagen (inte när vi fick den).
Gäller även bilder från stugan och från jul hos mormor.

## Fritid
- Recept (även lappar och skärmdumpar) → `Recept`
- Annas bokcirkel, läsanteckningar, boktips → `Böcker`
- Stickmönster, garn → `Fritid/Stickning`
- Lopp, anmälningar, träningsprogram → `Fritid/Löpning`

## Kvitton och garantier
Kvitton och garantibevis för saker vi köper **privat** till hemmet → `Kvitton och garantier`.
Det som firman köper går till Firman/Fakturor in.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
