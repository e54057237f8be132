"""hjem-no: papirene til en alenefar i Bergen – fysioterapeut med egen praksis, to døtre,
seilbåt og en hytte på Tysnes som leies ut om sommeren."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.hjem_no_data import FILED, INBOX

NAME = "hjem-no"
PERSONA = (
    "Øyvind Haugland, alenefar i Bergen og fysioterapeut med egen praksis, med to døtre "
    "(Ingrid på skolen og Tuva i barnehagen), seilbåt og en hytte på Tysnes som han leier ut "
    "om sommeren."
)
LANGUAGES = ["nb", "nn", "en", "sv", "da"]
SPLIT = "dev"

GUIDELINE = """# Papirene mine – slik gjør jeg det

Alt nytt havner i `inbox/`. Søndag kveld, når jentene har lagt seg, rydder jeg innboksen.
Finner jeg ikke en mappe som passer etter reglene under, lar jeg filen ligge i innboksen til
jeg har bestemt meg – jeg lager ikke nye mapper i farten.

## Praksis (Haugland Fysioterapi, enkeltpersonforetak)

- **Fakturaer jeg har sendt** (til pasienter og til bedrifter som Vestland Rør) ligger i
  `Praksis/Fakturaer sendt/ÅÅÅÅ`. Året er *fakturadatoen*, ikke når behandlingen var.
- **Regninger praksisen har fått** (husleie for lokalet på Danmarksplass, utstyr fra
  Fysiopartner, Journalia, vask av håndklær, mobilen) ligger i
  `Praksis/Regninger mottatt/ÅÅÅÅ`, også her etter fakturadato.
- Se alltid hvem som har skrevet fakturaen: står Haugland Fysioterapi øverst, er det en jeg
  har sendt. At en pasient heter det samme som en av jentene betyr ingenting.
- Leiekontrakt, forsikringer og bedriftsavtaler: `Praksis/Avtaler og forsikring`.
- Kurs, kursbevis og påmeldinger: `Praksis/Kurs og etterutdanning` – også når kurset er i
  utlandet. En kurstur er ikke en ferietur.
- **Pasientopplysninger skal ikke ligge her** (henvisninger, epikriser, journalnotater).
  De hører hjemme i journalsystemet. Dukker noe sånt opp i innboksen, blir det liggende til
  jeg har lagt det inn i Journalia og slettet det.

## Skatt

- `Skatt/ÅÅÅÅ` er *inntektsåret*. Skattemeldingen for 2024 leveres i april 2025 og oppgjøret
  kommer i juni 2025, men alt ligger i `Skatt/2024`. Det samme gjelder årsoppgaver fra bank,
  pensjon og barnehage: de legges i året de gjelder for, ikke året de kom.
- Næringsspesifikasjonen og oppstillingen av hytteutleien til skattemeldingen ligger også her.

## NAV

- Alt fra NAV ligger i `NAV/` (Barnetrygd, Omsorgspenger) – også når brevet handler om
  Ingrid eller Tuva. Mine egne notater om omsorgsdager ligger der også.

## Barna

- Ingrid (f. 2015) og Tuva (f. 2021) har hver sin mappe under `Barna/`. Vi heter alle
  Haugland (mamma også), så det er *fornavnet* som avgjør hvem et brev gjelder.
- Ingrids skole: `Barna/Ingrid/Skoleåret ÅÅÅÅ-ÅÅÅÅ`. Skoleåret går fra august til juni, så et
  brev fra skolen i januar 2025 hører til skoleåret 2024-2025.
- Tuvas barnehage: `Barna/Tuva/Barnehage` – månedsbrev, planer og fakturaene for
  foreldrebetaling.
- Helse (helsestasjon, tannlege, lege, vaksiner): jentas egen `Helse`-mappe.
- Det som gjelder begge (samvær og ferier med Kari, pass osv.): `Barna/Felles`.

## Hytta på Tysnes

- Utleie: `Hytta/Utleie ÅÅÅÅ` etter sommeren gjestene bor der, ikke når de spurte eller
  betalte. En forespørsel i november om neste sommer ligger i neste års mappe.
- Brev og fakturaer fra Tysnes kommune (eigedomsskatt, renovasjon, feiing – de skriver
  nynorsk): `Hytta/Tysnes kommune`.
- Håndverkerregninger og huskelister for hytta: `Hytta/Vedlikehold`.
- Skjøte, forsikring, vannprøver: `Hytta/Dokumenter`.

## Seiling (Frøya)

- Alt om båten – forsikring, båtplass, service, deler, seil og utstyr: `Seiling/Båten`.
- Regattaer (seilingsbestemmelser, resultater, mannskap): `Seiling/Regatta`.
- Mine egne turnotater: `Seiling/Loggbok`, også når jentene er med.

## Reiser

- Én mappe per tur: `Reiser/ÅÅÅÅ - Sted`. Alt fra turen legges der: bestillinger (også når de
  kommer uker før), billetter, kvitteringer fra turen og bildene som er tatt mens vi var der.
- At et sted nevnes i en fil, gjør den ikke til en reisefil. Det er turen som teller.

## Bilder

- Bilder legges i `Bilder/ÅÅÅÅ/ÅÅÅÅ-MM` etter datoen bildet ble *tatt*.
- Unntak: bilder tatt mens vi var på en tur, ligger i turens mappe under `Reiser/`.

## Hjemme

- `Bolig/`: huset i Minde allé – strøm, kommunale avgifter, internett, boliglån og
  husforsikring. Ikke kvitteringer for ting vi kjøper.
- `Bilen/`: RAV4-en – forsikring, EU-kontroll, dekk og bompenger.
- `Oppskrifter/` og `Bøker/` er mine egne notater (bøkene med terningkast).

Mamma sine papirer, reklame og sånt jeg bare skal se på én gang, tar jeg ikke vare på her.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
