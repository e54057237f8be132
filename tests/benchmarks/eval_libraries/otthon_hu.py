"""otthon-hu: egy budapesti család (Tóth Eszter és Tóth Gábor) közös mappája."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.otthon_hu_data import FILED, INBOX

NAME = "otthon-hu"
PERSONA = (
    "Tóth Eszter, egy német cég budapesti leányvállalatánál dolgozó szoftvertesztelő, aki a "
    "tanár férjével, Gáborral közösen vezeti a család papírjait és fényképeit (lányuk Panna, "
    "kutyájuk Bodza, Gábor édesanyja Debrecenben él)."
)
LANGUAGES = ["hu", "de", "en"]
SPLIT = "dev"

GUIDELINE = """# Mit hova teszünk – Eszter & Gábor

Ez a közös mappánk (Gábor, ezt olvasd el, mielőtt megint mindent a Fotókba dobsz :) ).
Az új dolgok az `inbox`-ba jönnek, onnan pakoljuk a helyükre. Ha valami tényleg sehova
sem illik, maradjon az inboxban, és szóljunk egymásnak – csak úgy ne nyissunk neki új
mappát. Ami nem a miénk és nem is kell (mémek, webshopos képek, letöltött akármik), azt
nem tesszük el.

## Lakás
- **Lakás/Rezsi** alatt szolgáltatónként: `MVM áram-gáz`, `Víz-csatorna`, `Telekom`.
  Csak a mi lakásunk számlái (Tátra utca 24.)! A Telekomnál a mobilok is itt vannak.
- **Lakás/Társasház**: közös költség, közgyűlés (meghívó, jegyzőkönyv), a közös képviselő
  levelei, a hirdetőtáblás cetlik fotói.
- **Lakás/Fürdőszoba felújítás 2024**: lezárt ügy, csak ha még jön hozzá garanciás papír.

## Bank
OTP kivonatok, és minden átutalásról csinált képernyőkép – mindegy, mit fizettünk vele
(közös költség, Mamának küldött pénz...), a screenshot a Bankba megy, nem a számla mellé.

## Hivatalos
- **Okmányok**: személyi, lakcímkártya, útlevél, jogsi – mindhármunké egy helyen, az
  időpontfoglalásokkal együtt (Pannáé is ide, nem az iskolához).
- **Ügyfélkapu**: ami a tárhelyre jön és nincs jobb helye (választás, NEAK, stb.).
  Az adós NAV-leveleket NEM ide, hanem az adóévhez!

## Adó
`Adó/SZJA <év>` – mindig az ADÓÉV számít, nem az, hogy mikor jött a levél. A 2024-es
M30-ak januárban jönnek, a tervezet márciusban, ezek mind az `SZJA 2024`-be mennek.

## Munka
- **Munka Eszter/Hartmann**: szerződés, bérjegyzékek, HR-levelek (ezek sokszor németül
  jönnek a müncheni HR-től – attól még ide tartoznak).
- **Munka Eszter/Dienstreise ...**: egy kiküldetés minden papírja egy mappában (foglalás,
  beszállókártya, szálloda, Reisekostenabrechnung) és az ott készült képek is.
- **Munka Gábor**: a gimis állás – Tankerület, kinevezés, illetmény, órarend.

## Gábor magánórái (e.v.)
- **Kimenő számlák**: amit Gábor állít ki a szülőknek (TG-2025-xxx, Számlázz.hu).
- **Bejövő számlák**: amit az e.v. kap (könyvelő, tankönyvek, Zoom).
A család többi számlája (autó, rezsi, állatorvos) nem ide megy!

## Egészség
Személyenként: `Egészség/Eszter`, `Egészség/Gábor`, `Egészség/Panna`. Mind Tóth-ok
vagyunk, úgyhogy a KERESZTNÉV dönt. Leletek, ambuláns lapok, beutalók, és a receptek
(felírási igazolás) fotói is ide.

## Panna iskola
Tanévenként: `2023-24 (1.b)`, `2024-25 (2.b)`. A tanév szeptembertől júniusig tart, vagyis
a januári félévi értesítő vagy egy tavaszi üzenőfüzet-cetli még a 2024-25-ös tanévé.
KRÉTA-üzenetek, üzenőfüzet-fotók, szülői értekezlet, nyilatkozatok.

## Bodza
A kutya papírjai: útlevél/oltási könyv, állatorvosi számlák, chip, féreghajtás.
(A róla készült sima fotók a Fotókba mennek.)

## Mama Debrecen
Amit Mamának intézünk: nyugdíj, az ő számlái (gáz, víz), orvos. Amit ő küld WhatsAppon:
ha papír (levél, számla) -> ide; ha sima fénykép -> Fotók; ha recept -> Receptek.

## Autó
A Suzuki (RKT-418) mindene egy mappában: biztosítás, műszaki, szerviz, parkolási cetlik.

## Utazás
`Utazás/ÉÉÉÉ-HH Hely`. Egy út MINDEN papírja és képe ide: a foglalás akkor is, ha hetekkel
előtte jön, jegyek, blokkok, és a képek az indulás napjától a hazaérkezés napjáig.
A munkahelyi utak nem ide, hanem a Munka Eszter alá (Dienstreise).

## Kéktúra
Napló, pecsétek táblázata, tervek, az igazolófüzet fotói, és a kéktúrázás közben
készült képek (hogy melyik nap volt túra, az a naplóban van).

## Fotók
- Hétköznapi képek dátum szerint: a 2024-esek még egyben (`Fotók/2024`), 2025-től
  havonta: `Fotók/2025/01 január`, `02 február` stb. A kép KÉSZÍTÉSÉNEK dátuma számít
  (telefonos képnél az EXIF, WhatsAppos képnél a fájlnévben lévő dátum).
- Nagyobb családi esemény (szülinap, karácsony, esküvő) -> `Családi események/...`,
  minden kép és a meghívó is.
- Papírról csinált fotó vagy screenshot NEM fotó: oda megy, ahova maga a papír menne
  (blokk az utazáshoz, recept az orvoshoz, üzenőfüzet az iskolához...).

## Receptek, Olvasás
- **Receptek**: minden recept, akár Mamáé, akár netről, akár egy nyaralásból hazahozott.
- **Olvasás**: könyvjegyzetek, könyvklub, olvasási lista.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
