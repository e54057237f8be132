"""casa-mx: the Ramírez Ochoa family in Guadalajara (Mexican Spanish, some English), with
many phone pictures, screenshots and photos of paper documents."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.casa_mx_data import FILED, INBOX

NAME = "casa-mx"
PERSONA = (
    "Lucía Ochoa, maestra de secundaria en Guadalajara, guarda los papeles y las fotos de su familia: "
    "su esposo Jorge (programador independiente que factura a clientes de México y de Estados Unidos), "
    "sus hijos Sofi y Mateo, y su suegra Carmen, que vive en Tlaquepaque."
)
LANGUAGES = ["es", "en"]
SPLIT = "dev"

GUIDELINE = """\
# Cómo acomodamos los archivos de la casa

Esto lo escribí yo (Lucy) porque ya no encontrábamos nada y todo terminaba en el escritorio
de la compu. Jorge, esto también es para ti 😅

Todo lo nuevo cae en `inbox/` y de ahí se va a su carpeta. Si algo no tiene lugar, se queda
en inbox y luego lo platicamos. NO inventen carpetas nuevas sin avisarme.

## Casa
- Recibos de luz (CFE), agua (SIAPA) e internet (izzi): todos juntos en "Casa/Recibos luz y agua".
  Ya sé que dice luz y agua, pero ahí va también el internet.
- El predial de ESTA casa (Chapalita) va en "Casa/Predial". El de la casa de mi suegra no, ese va con ella.
- Plomero, impermeabilizada, albañil, cotizaciones y garantías de arreglos: "Casa/Arreglos".

## Papeles
Actas, CURP, INE, pasaportes (y citas para sacarlos), acta de matrimonio y la cartilla de vacunación
van en "Papeles", cada quien en su carpeta: Jorge, Lucy, Sofi, Mateo.
Los niños se apellidan igual (Ramírez Ochoa), así que fíjense en el NOMBRE antes de guardar.

## Escuela
Una carpeta por niño y adentro una por ciclo escolar. El ciclo empieza en agosto y termina en julio,
o sea que lo que llegue en enero o en mayo de 2026 es del ciclo 2025-2026.
Ahí va todo lo que manda el colegio: boletas, circulares, listas de útiles, recibos de inscripción,
permisos, fotos de los avisos y capturas del chat con las maestras.
Las FACTURAS de colegiatura no van aquí, van a SAT/Facturas recibidas (son deducibles).
Ojo: lo de la secundaria donde YO doy clases es de mi trabajo, no de la escuela de los niños.

## Salud
- IMSS: lo mío y de los niños (son mis beneficiarios): vigencias, citas, recetas, pases, incapacidades.
- Seguro GNP: la póliza de gastos médicos, cartas y reembolsos.
- Dentista: la ortodoncia de Sofi y las limpiezas.

## SAT
- Facturas emitidas = las que Jorge les hace a sus clientes. Van por año según la FECHA de la factura,
  aunque sea por trabajo del mes anterior (la de diciembre que se hace en enero va en el año nuevo).
- Facturas recibidas = las que nos dan a nosotros y sirven para deducir: doctores, colegiaturas,
  lentes, el seguro. Todas juntas, sin año.
- Declaraciones: acuses de la anual, de las mensuales de Jorge (RESICO) y la constancia de retenciones
  de mi nómina. Estas van por EJERCICIO fiscal, no por cuándo llegan: la mensual de diciembre 2025 se
  presenta en enero 2026 y va en 2025; la anual de 2025 se hace en abril 2026 y también va en 2025.

## Banco
- Estados de cuenta de BBVA: "Banco/BBVA".
- Capturas de las transferencias que hacemos desde la app (a la señora Rosa, a mi suegra, al plomero...):
  "Banco/Comprobantes".

## Carro Versa
Póliza de Qualitas, refrendo, verificación, tarjeta de circulación. Lo del taller, la agencia y las
llantas va en "Carro Versa/Servicios".

## Viajes
Una carpeta por viaje con el año-mes y el lugar, ej. "2025-07 San Antonio". Ahí va TODO el viaje:
reservaciones y boletos (aunque lleguen semanas antes), tickets y recibos de allá, y las fotos desde el
día que salimos hasta el día que regresamos, esos dos días incluidos.

## Fotos
- Por año: Fotos/2024, Fotos/2025, Fotos/2026... La fecha se ve en el nombre de la foto o en sus datos.
- Los eventos grandes de la familia tienen su carpeta en "Fotos/Eventos" (la primera comunión de Mateo,
  la posada en casa de la abue). Solo las fotos de ese día.
- Si la foto es de un papel (recibo, receta, aviso de la escuela, un comprobante) NO es foto: va donde
  iría el papel.
- Memes, cadenas, promociones y cosas que reenvían en los grupos NO se guardan.

## Lo de cada quien
- Abue Carmen (mi suegra): su pensión, sus citas, estudios y recetas del IMSS, su predial de
  Tlaquepaque, sus papeles. Aunque sea del IMSS, si es de ella va en su carpeta.
- Trabajo Jorge: contratos, SOW, timesheets y papeles de sus clientes (casi todo en inglés).
  Las facturas de Jorge NO van aquí, van en SAT.
- Trabajo Lucy: mis recibos de nómina de la SEJ, oficios y planeaciones de mis grupos.
- Recetas: de cocina 🍲 (las médicas van a Salud o con la abue).
- Club de lectura: mis notas de los libros de "Las del jueves" y el calendario.
- Tejido: patrones y fotos de lo que voy terminando.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
