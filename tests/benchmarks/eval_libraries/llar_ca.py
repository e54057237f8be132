"""Held-out evaluation library: a family's papers and photos in Gràcia (Barcelona), kept in
Catalan with many documents in Spanish and a few in English. Emphasis: camera photos without
any text that belong with the papers of a matter (a claim, a warranty, a doctor's visit)."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library

NAME = "llar-ca"
PERSONA = (
    "La Marta Puig, traductora autònoma que viu de lloguer al carrer de Verdi (Gràcia, Barcelona) "
    "amb en Jordi i els seus fills, el Pau i la Laia, i porta els papers i les fotos de casa."
)
LANGUAGES = ["ca", "es", "en"]
SPLIT = "dev"

GUIDELINE = """# Papers i fotos de casa

Això ho porto jo (Marta), però en Jordi també hi deixa coses. Tot el que arriba nou (correus
que guardem, escanejats, fotos del mòbil) cau a `inbox/` i d'allà ho passem a la seva
carpeta. No feu carpetes noves sense parlar-ne: si una cosa no té lloc aquí, es queda a
`inbox/` i ja ho decidiré jo.

## Qui som
Som quatre: jo (Marta Puig Ferrer), en Jordi (Jordi Soler Vidal) i els nens, en Pau (2017) i
la Laia (2020). Ells tres són Soler, així que on hi ha carpetes per persona mana el nom de
pila: cada informe, visita, revisió o vacuna va a `Salut/<nom>/` de qui és el pacient (no de
qui l'ha demanat o pagat).

## Casa
- `Casa/Lloguer/`: contracte del pis de Verdi, fiança de l'Incasòl, cartes de l'actualització
  de la renda i rebuts.
- `Casa/Subministraments/Llum/`, `Aigua/`, `Internet i mòbil/`: factures de casa i cartes de
  les companyies (lectures del comptador, canvis de tarifa).
- `Casa/Incidències/AAAA-MM Què passa/`: una carpeta per cada problema del pis que resolem amb
  l'administradora (Finques Vallcarca): correus, informes del lampista, fotos.
- `Casa/Electrodomèstics/<aparell>/` i `Casa/Mobles/<...>/`: tiquet de compra, garantia,
  servei tècnic, reclamacions i devolucions d'aquell aparell o moble.

## Fotos que són proves
Quan fem una foto per ensenyar un problema (una taca, un cop al cotxe, una avaria, un paquet
rebentat, un moble malmès, una erupció o una lesió d'algú, el comptador, el lloc d'un robatori)
NO va a Fotos: va a la carpeta d'aquell assumpte, amb els papers. Aquestes fotos no porten
cap text; mireu la data (i el lloc, si en té) i busqueu l'assumpte d'aquells mateixos dies.

## Fotos
- Fotos de família normals: `Fotos/<any>/`, segons l'any en què es van fer (la data de la
  foto, no el dia que ens arriben).
- Festes amb moltes fotos: subcarpeta dins l'any (`Fotos/2024/Festa Major de Gràcia/`,
  `Fotos/2025/Aniversari Laia 5 anys/`). Les fotos que ens passen els avis d'aquell dia,
  també.
- Fotos d'un viatge: a la carpeta del viatge, si la data cau dins el viatge.
- Mems, cadenes i imatges reenviades que no són nostres: no es guarden.

## Viatges
`Viatges/AAAA-MM Lloc/`: reserves, bitllets, tiquets i fotos del viatge, encara que la reserva
arribi mesos abans. Que un paper parli d'un lloc on hem anat no el fa ser del viatge.

## Escola
En Pau i la Laia van a la mateixa escola (Torrent de l'Olla). Per curs escolar, de setembre a
juny: `Escola/Curs 2024-2025/`. Una circular de gener o de maig és del curs que va començar el
setembre anterior.

## Impostos
`Impostos/Renda AAAA/`, on AAAA és l'any dels ingressos, no l'any en què es presenta: la renda
del 2024 la fem la primavera del 2025 i tot el que hi va (certificats de retencions, dades
fiscals, esborrany) va a `Renda 2024`.

## Feina
Jo sóc traductora autònoma:
- `Feina Marta/Factures emeses/AAAA/`: les factures que faig jo als clients (Word, numerades
  AAAA-NNN).
- `Feina Marta/Despeses/AAAA/`: les factures que em fan a mi per la feina (coworking,
  programari, gestoria). Les factures de casa NO van aquí.
- `Feina Marta/Trimestres/AAAA/`: models 303 i 130 i el registre de factures de cada trimestre
  (Excel). Van a l'any del trimestre: el 4T del 2024 es presenta el gener del 2025, però és
  del 2024.
- `Feina Jordi/Nòmines/`: les nòmines d'en Jordi.

## Cotxe i bici
`Cotxe/Assegurança RACC/`, `Cotxe/ITV i taller/` i una carpeta per cada sinistre
(`Cotxe/Sinistre AAAA-MM ...`). `Bici/` per la bici d'en Jordi (factura, Biciregistre) i el
robatori, a la seva subcarpeta.

## Lleure
`Receptes/`, `Llibres/` (les meves notes del club de lectura de la biblioteca Jaume Fuster) i
`Coral/` (el cor on canto: programes, calendari, notes d'assaig).
"""


def build(root: pathlib.Path) -> dict[str, str]:
    from tests.benchmarks.eval_libraries.llar_ca_data import filed
    from tests.benchmarks.eval_libraries.llar_ca_inbox_data import inbox

    return write_library(root, GUIDELINE, filed(), inbox(), count=40, nowhere=4)


def __getattr__(name: str):
    """FILED and INBOX, built on first use (the photos and Office files take a moment)."""
    if name == "FILED":
        from tests.benchmarks.eval_libraries.llar_ca_data import filed

        return filed()
    if name == "INBOX":
        from tests.benchmarks.eval_libraries.llar_ca_inbox_data import inbox

        return inbox()
    raise AttributeError(name)
