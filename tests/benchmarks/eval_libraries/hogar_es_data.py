"""Content tables for the "hogar-es" evaluation library.

Lucía Ferrer (fisioterapeuta autónoma) y Javier Molina (profesor de secundaria), con su hija
Inés (9), en València. Everything here is plain data: paths, dates and the text that goes
inside each file. Rendering lives in hogar_es.py.
"""

from datetime import datetime as D
from random import Random

# ---------------------------------------------------------------------------
# helpers
# ---------------------------------------------------------------------------

MESES = [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
]
MES_ABR = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sep", "oct", "nov", "dic"]


def dni(n: int) -> str:
    return f"{n:08d}{'TRWAGMYFPDXBNJZSQVHLCKE'[n % 23]}"


def eur(x: float) -> str:
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".") + " €"


def num(x: float) -> str:
    s = f"{x:,.2f}"
    return s.replace(",", "X").replace(".", ",").replace("X", ".")


def larga(d: D) -> str:
    return f"{d.day} de {MESES[d.month - 1]} de {d.year}"


def dmy(d: D) -> str:
    return d.strftime("%d/%m/%Y")


def dmon(d: D) -> str:
    return f"{d.day:02d}-{MES_ABR[d.month - 1]}-{d.year}"


def mesyear(y: int, m: int) -> str:
    return f"{MESES[m - 1]} {y}"


LUCIA = "Lucía Ferrer Ribes"
JAVIER = "Javier Molina Sanchis"
INES = "Inés Molina Ferrer"
LUCIA_DNI = dni(24389157)
JAVIER_DNI = dni(20471836)
INES_DNI = dni(49871234)
CASERO_DNI = dni(22765310)
DIRECCION = "C/ de Cuba, 34, 3º, pta. 7 · 46006 València"
IBAN = "ES21 3159 0045 1824 3390 7712"
IBAN_OCULTO = "ES21 **** **** **** 7712"
CONSULTA = "C/ de Sueca, 61, bajo (Centre Fisio Russafa) · 46006 València"
MUTUA = "PREVISALUD MUTUA DE SEGUROS A PRIMA FIJA"
MUTUA_CIF = "V98412207"
CONVENIO = "PVS-VLC-2291"
CUPS = "ES0021000019283746QX"
POLIZA_COCHE = "AU-77120458"
MATRICULA = "4821 LKM"

LIBRARY: list[dict] = []
INBOX: list[dict] = []


def L(path: str, kind: str, mtime: D, **kw) -> None:
    LIBRARY.append(dict(path=path, kind=kind, mtime=mtime, **kw))


def I(name: str, kind: str, mtime: D, expect: str, **kw) -> None:
    INBOX.append(dict(path="inbox/" + name, kind=kind, mtime=mtime, expect=expect, **kw))


IPHONE11 = ("Apple", "iPhone 11")
IPHONE13 = ("Apple", "iPhone 13")
PIXEL = ("Google", "Pixel 6")

# ---------------------------------------------------------------------------
# guideline.md (Lucía's words)
# ---------------------------------------------------------------------------

GUIDELINE = """\
# Dónde va cada cosa (versión Lucía, que Javier lo deja todo en el escritorio)

Esto es para nosotros dos y para el programa que nos ordena la carpeta. Si algo no está aquí,
mirad dónde están las cosas parecidas y haced lo mismo. Con cariño pero en serio 😅

## La consulta (lo primero, que Hacienda no perdona)

- Todo lo del trimestre va en `Consulta/Trimestres/`, una carpeta por trimestre con el
  formato año-guion-trimestre: `2025-1T`, `2025-2T`... Ahí dentro: el 303, el 130, las facturas
  que hago a pacientes y a la mutua, y las facturas de gastos (material, el alquiler de la
  sala, la gestoría).
- OJO: cada factura va al trimestre de la **fecha de la factura** (la de emisión), NO al de
  cuando me pagan ni al del cargo en el banco. La mutua paga con un mes de retraso y ya me he
  liado más de una vez.
- Cuando empieza un trimestre y todavía no hay carpeta, se crea igual que las otras.
- Excepción: los recibos de la cuota de autónomos NO van al trimestre. Van todos juntos en
  `Consulta/Cuota autónomos`, que así los sumo de un vistazo para la renta.
- Los papeles "de fondo" de la consulta (el alta en Hacienda y en la Seguridad Social, el
  convenio con la mutua, el seguro de responsabilidad civil, el colegio de fisios, el contrato
  de la sala) tienen su propia carpeta dentro de Consulta.

## Impuestos

La renta de cada año va en `Impuestos/Renta 2023` y así, por EJERCICIO, no por el año en que
la presentamos (la del 2024 se presentó en 2025 y está en la de 2024). Las cartas de Hacienda
sobre una declaración van a la carpeta de ese ejercicio. El certificado de retenciones de
Javier también va con la renta de su año.

## Javier

Las nóminas en `Trabajo Javier/Nóminas`. Lo demás de la Conselleria (destinos, sexenios,
cursos del CEFIRE, certificados) en la otra carpeta de su trabajo.

## Casa

La luz en `Casa/Luz`. El agua, internet y lo del piso (contrato, casero, subidas del
alquiler) cada uno en lo suyo dentro de Casa; creo que se entiende.

## Viajes y fotos

- Cada viaje tiene su carpeta dentro de `Viajes/`. Sí, cada una está nombrada de una manera
  (Javier puso "2024-Roma" y yo "Lisboa 2025"); NO las renombréis, que tengo enlaces.
  Lo de 2022 se quedó todo junto en `Viajes/2022` (Ibiza y el puente de Albarracín).
- Todo lo de un viaje va a su carpeta: reservas, billetes, entradas, parking, seguro de
  viaje... y también las fotos hechas durante el viaje.
- Las fotos que no son de un viaje van por año: `Fotos/2025`, etc. Ir al pueblo de los
  abuelos NO cuenta como viaje (si no, tendríamos cuarenta carpetas de Rubielos).
- Vale la fecha en que se hizo la foto, no el día que la pasas al ordenador.
- Una foto de un papel (una receta, un informe, la ITV) no es una foto: va donde iría el papel.

## Inés

Lo del cole en `Cole Inés` (notas, circulares, comedor, AMPA, excursiones, libros). Los
médicos, una carpeta por persona dentro de Salud.

## Lo demás

- `Documentos`: DNIs, pasaportes, libro de familia, empadronamiento.
- Los extractos y los CSV que descargo de la app del banco, en su carpeta.
- El coche y las recetas ya sabéis dónde. Les receptes de l'àvia, també.
- Publicidad, manuales de aparatos, newsletters y correos raros NO se guardan: se quedan
  fuera (y si "Correos" os pide 1,99 € por un paquete, es un timo).
"""

# ---------------------------------------------------------------------------
# Casa / Luz  (Iberdrola, mensual)
# ---------------------------------------------------------------------------

LUZ_KWH = {
    (2024, 7): 412,
    (2024, 8): 455,
    (2024, 9): 318,
    (2024, 10): 230,
    (2024, 11): 262,
    (2024, 12): 305,
    (2025, 1): 338,
    (2025, 2): 296,
    (2025, 3): 251,
    (2025, 4): 214,
    (2025, 5): 221,
    (2025, 6): 302,
    (2025, 7): 428,
    (2025, 8): 447,
    (2025, 9): 331,
}
LUZ_NOMBRES = {
    (2024, 7): "Factura_Iberdrola_2024-07.pdf",
    (2024, 8): "Factura_Iberdrola_2024-08.pdf",
    (2024, 9): "download.pdf",
    (2024, 10): "factura luz octubre.pdf",
    (2024, 11): "Factura_Iberdrola_2024-11.pdf",
    (2024, 12): "download (1).pdf",
    (2025, 1): "FE25321004418.pdf",
    (2025, 2): "Factura_Iberdrola_2025-02.pdf",
    (2025, 3): "download (2).pdf",
    (2025, 4): "Factura_Iberdrola_2025-04.pdf",
    (2025, 5): "luz mayo.pdf",
    (2025, 6): "Factura_Iberdrola_2025-06.pdf",
    (2025, 7): "download (3).pdf",
    (2025, 8): "Factura_Iberdrola_2025-08.pdf",
}
_DIAS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def _sig(y: int, m: int) -> tuple[int, int]:
    return (y + 1, 1) if m == 12 else (y, m + 1)


def luz_text(y: int, m: int, n: int) -> tuple[str, D]:
    kwh = LUZ_KWH[(y, m)]
    dias = _DIAS[m - 1] + (1 if (m == 2 and y % 4 == 0) else 0)
    pot = round(4.6 * dias * 0.1024, 2)
    ene = round(kwh * 0.1389, 2)
    iee = round((pot + ene) * 0.0511269632, 2)
    cont = round(0.0266 * dias, 2)
    base = pot + ene + iee + cont
    iva = round(base * 0.21, 2)
    total = round(base + iva, 2)
    ny, nm = _sig(y, m)
    emi = D(ny, nm, 3, 9, 12)
    cargo = D(ny, nm, 10)
    nfac = f"FE{str(ny)[2:]}321{4000 + n * 137:07d}"
    if (y, m) == (2025, 1):
        nfac = "FE25321004418"
    txt = f"""# iberdrola
Iberdrola Clientes, S.A.U. · Atención al cliente 900 225 235 · www.iberdrola.es
## FACTURA DE ELECTRICIDAD
Nº de factura: {nfac}
Fecha de emisión: {dmy(emi)}
Titular del contrato: JAVIER MOLINA SANCHIS · NIF {JAVIER_DNI}
Dirección de suministro: C/ DE CUBA 34 3 7 · 46006 VALÈNCIA (VALENCIA)
Nº de contrato: 1100 4827 3310
CUPS: {CUPS}
Producto: Plan Estable · Peaje de acceso 2.0TD · Potencia contratada: 4,6 kW
Periodo de facturación: del {dmy(D(y, m, 1))} al {dmy(D(y, m, dias))} ({dias} días)
Consumo del periodo: {kwh} kWh (lectura real)
---
## RESUMEN DE LA FACTURA
Por potencia contratada ........ {eur(pot)}
Por energía consumida ........ {eur(ene)}
Impuesto sobre la electricidad ........ {eur(iee)}
Alquiler de equipos de medida y control ........ {eur(cont)}
IVA (21%) ........ {eur(iva)}
TOTAL IMPORTE FACTURA ........ {eur(total)}
---
Forma de pago: domiciliación bancaria
Fecha de cargo: {dmy(cargo)} en la cuenta {IBAN_OCULTO}
Su consumo medio diario ha sido de {num(kwh / dias)} kWh.
Origen de la electricidad: renovable 56,4 %, nuclear 20,1 %, ciclo combinado 14,8 %, otras 8,7 %.
"""
    return txt, emi


for i, (ym, nombre) in enumerate(LUZ_NOMBRES.items()):
    t, emi = luz_text(ym[0], ym[1], i)
    L("Casa/Luz/" + nombre, "pdf", emi.replace(hour=20, minute=31), text=t)

_t, _e = luz_text(2025, 9, 14)
I("download (4).pdf", "pdf", D(2025, 10, 4, 8, 55), "Casa/Luz/", text=_t)

# ---------------------------------------------------------------------------
# Casa / Agua  (EMIVASA, bimestral; algunas en papel escaneadas)
# ---------------------------------------------------------------------------

AGUA = [
    # (periodo, emision, cargo, m3, nombre, escaneada)
    ("julio-agosto 2024", D(2024, 9, 6), D(2024, 9, 20), 24, "agua jul-ago 2024.pdf", False),
    ("septiembre-octubre 2024", D(2024, 11, 8), D(2024, 11, 22), 21, "scan0003.pdf", True),
    ("noviembre-diciembre 2024", D(2025, 1, 9), D(2025, 1, 23), 19, "agua nov-dic 2024.pdf", False),
    ("enero-febrero 2025", D(2025, 3, 7), D(2025, 3, 21), 18, "scan0007.pdf", True),
    ("marzo-abril 2025", D(2025, 5, 8), D(2025, 5, 22), 20, "factura agua marzo-abril.pdf", False),
    ("mayo-junio 2025", D(2025, 7, 4), D(2025, 7, 18), 23, "scan0010.pdf", True),
]


def agua_text(periodo: str, emi: D, cargo: D, m3: int, nfac: int) -> str:
    cuota = 9.84
    consumo = round(m3 * 0.6421, 2)
    alc = round(m3 * 0.2310, 2)
    canon = round(7.35 + m3 * 0.4420, 2)
    tamer = 21.70
    base_iva = cuota + consumo
    iva = round(base_iva * 0.10, 2)
    total = round(base_iva + iva + alc + canon + tamer, 2)
    return f"""# EMIVASA · Aigües de València
Empresa Mixta Valenciana de Aguas, S.A. · C/ Gran Vía Marqués del Turia, 19 · 46005 València
## FACTURA DE AGUA Y OTROS SERVICIOS
Factura nº: 25A-{nfac:08d}        Fecha de emisión: {dmy(emi)}
Titular: MOLINA SANCHIS, JAVIER
Dirección del suministro: CL CUBA 34 PTA 7 · 46006 VALÈNCIA
Póliza de suministro nº: 0751234        Contador nº: 19AB004512 (calibre 13 mm)
Periodo facturado: {periodo} (bimestral)
Lectura anterior / actual: consumo {m3} m³
---
Cuota de servicio ........ {eur(cuota)}
Consumo de agua ({m3} m³) ........ {eur(consumo)}
IVA 10% ........ {eur(iva)}
Alcantarillado (Ajuntament de València) ........ {eur(alc)}
Canon de saneamiento (Generalitat Valenciana) ........ {eur(canon)}
TAMER - Tasa metropolitana de residuos (EMTRE) ........ {eur(tamer)}
TOTAL A PAGAR ........ {eur(total)}
---
Domiciliado en {IBAN_OCULTO}. Se cargará el {dmy(cargo)}.
Avisos de averías 24 h: 900 701 701. Oficina virtual: www.emivasa.es
"""


for i, (per, emi, cargo, m3, nombre, esc) in enumerate(AGUA):
    L(
        "Casa/Agua/" + nombre,
        "scanpdf" if esc else "pdf",
        emi.replace(hour=19) if not esc else cargo.replace(hour=21, minute=10),
        text=agua_text(per, emi, cargo, m3, 451200 + i * 977),
    )

I(
    "scan0012.pdf",
    "scanpdf",
    D(2025, 10, 19, 12, 4),
    "Casa/Agua/",
    text=agua_text("julio-agosto 2025", D(2025, 9, 5), D(2025, 9, 19), 25, 458062),
)

# ---------------------------------------------------------------------------
# Casa / Internet  (Digi)
# ---------------------------------------------------------------------------

L(
    "Casa/Internet/Contrato Digi fibra.pdf",
    "pdf",
    D(2023, 6, 12, 18, 40),
    text=f"""# DIGI
Digi Spain Telecom, S.L.U. · Atención al cliente 1200
## CONDICIONES PARTICULARES DEL CONTRATO
Nº de cliente: 7023441        Fecha de alta: 12/06/2023
Titular: Javier Molina Sanchis · NIF {JAVIER_DNI}
Domicilio de instalación: C/ de Cuba 34, 3º pta. 7, 46006 València
Servicios contratados:
- Fibra óptica simétrica 1 Gb (router Wi-Fi 6 en régimen de cesión) ........ 20,00 €/mes
- Línea móvil 644 218 905 (Lucía), 25 GB + llamadas ilimitadas ........ 7,00 €/mes
- Línea móvil 655 903 127 (Javier), 25 GB + llamadas ilimitadas ........ 7,00 €/mes
Precios con IVA incluido. Sin permanencia.
Instalación: gratuita. Cita del técnico: 15/06/2023, de 9:00 a 14:00.
Forma de pago: domiciliación en {IBAN_OCULTO}, el día 1 de cada mes por adelantado.
""",
)

DIGI = [
    (2025, 5, "Factura_DIGI_mayo.pdf"),
    (2025, 6, "Factura_DIGI_junio.pdf"),
    (2025, 7, "factura digi julio 2025.pdf"),
    (2025, 8, "Factura_DIGI_agosto.pdf"),
]


def digi_text(y: int, m: int, n: int, extra: float = 0.0) -> str:
    total = 34.00 + extra
    base = round(total / 1.21, 2)
    extra_l = (
        f"Consumo fuera de tarifa (roaming Andorra, línea 655 903 127) ........ {eur(extra)}\n"
        if extra
        else ""
    )
    return f"""# DIGI
## Factura {MESES[m - 1]} {y}
Nº de factura: DG{y}{m:02d}{n:06d}
Fecha de factura: 1 de {MESES[m - 1]} de {y}
Nº de cliente: 7023441 · Titular: Javier Molina Sanchis
Periodo de servicio: {MESES[m - 1]} {y}
Fibra 1 Gb ........ 20,00 €
Móvil 25 GB · 644 218 905 ........ 7,00 €
Móvil 25 GB · 655 903 127 ........ 7,00 €
{extra_l}Base imponible ........ {eur(base)}
IVA 21% ........ {eur(round(total - base, 2))}
Total ........ {eur(total)}
Se cargará en {IBAN_OCULTO} a partir del 5 de {MESES[m - 1]}.
"""


for i, (y, m, nombre) in enumerate(DIGI):
    L("Casa/Internet/" + nombre, "pdf", D(y, m, 2, 10, 3), text=digi_text(y, m, 118230 + i))

I(
    "Factura_DIGI_octubre.pdf",
    "pdf",
    D(2025, 10, 2, 9, 41),
    "Casa/Internet/",
    text=digi_text(2025, 10, 118236, extra=2.42),
)

# ---------------------------------------------------------------------------
# Casa / Alquiler
# ---------------------------------------------------------------------------

L(
    "Casa/Alquiler/Contrato arrendamiento Cuba 34.pdf",
    "pdf",
    D(2021, 8, 23, 11, 20),
    text=f"""# CONTRATO DE ARRENDAMIENTO DE VIVIENDA
En València, a 20 de agosto de 2021.
## REUNIDOS
De una parte, D. Rafael Soler Martí, mayor de edad, con NIF {CASERO_DNI}, en adelante
EL ARRENDADOR.
De otra parte, D. Javier Molina Sanchis, NIF {JAVIER_DNI}, y Dña. Lucía Ferrer Ribes,
NIF {LUCIA_DNI}, en adelante LOS ARRENDATARIOS, que responden solidariamente.
## EXPONEN
Que el arrendador es propietario de la vivienda sita en C/ de Cuba, 34, 3º, puerta 7,
46006 València, con referencia catastral 5921804YJ2752B0019PK, de 88 m² útiles, tres
dormitorios, dos baños, cocina amueblada y balcón a la calle.
## CLÁUSULAS
PRIMERA. Objeto. Se arrienda la vivienda descrita para uso exclusivo de vivienda habitual
de los arrendatarios y su hija menor.
SEGUNDA. Duración. Cinco (5) años a contar desde el 1 de septiembre de 2021, conforme al
art. 9 de la Ley 29/1994 de Arrendamientos Urbanos.
TERCERA. Renta. 850,00 € mensuales, pagaderos por anticipado dentro de los siete primeros
días de cada mes mediante transferencia a la cuenta ES68 2100 4411 8502 0012 3456 del
arrendador.
CUARTA. Actualización. La renta se actualizará cada 1 de septiembre conforme a la variación
anual del índice que legalmente corresponda, comunicándolo por escrito con un mes de
antelación.
QUINTA. Fianza. Los arrendatarios entregan en este acto 850,00 € en concepto de fianza
legal, que el arrendador depositará en la Generalitat Valenciana.
SEXTA. Gastos. La comunidad y el IBI son a cargo del arrendador. Luz, agua, gas e internet,
a cargo de los arrendatarios, que pondrán los contratos a su nombre.
SÉPTIMA. Obras y mascotas. No se podrán realizar obras sin consentimiento escrito.
Se permite un animal doméstico de pequeño tamaño.
Y en prueba de conformidad, firman por duplicado en el lugar y fecha indicados.
El arrendador: Rafael Soler Martí        Los arrendatarios: Javier Molina / Lucía Ferrer
""",
)
L(
    "Casa/Alquiler/fianza_deposito_justificante.pdf",
    "scanpdf",
    D(2021, 9, 14, 20, 2),
    text=f"""GENERALITAT VALENCIANA
Conselleria de Vivienda — Registro de fianzas de arrendamientos urbanos
JUSTIFICANTE DE DEPÓSITO DE FIANZA
Nº de expediente: FZ/46/2021/0183377
Fecha de depósito: 10/09/2021
Arrendador: SOLER MARTÍ, RAFAEL — NIF {CASERO_DNI}
Arrendatario: MOLINA SANCHIS, JAVIER
Inmueble: C/ CUBA 34, 3, 7 — 46006 VALÈNCIA
Importe de la fianza depositada: 850,00 EUR
Duración del contrato: 5 años desde 01/09/2021
Este justificante deberá presentarse para solicitar la devolución de la fianza
al finalizar el contrato.
[sello de registro]
""",
)
L(
    "Casa/Alquiler/inventario_piso.txt",
    "text",
    D(2021, 9, 2, 22, 15),
    text="""INVENTARIO PISO CUBA 34 (hecho con Rafael el 1/9/2021)

Cocina: nevera Balay (funciona, la goma de abajo algo rota), lavadora Bosch, horno,
vitro, campana, microondas. Mesa plegable y 2 taburetes.
Salón: sofá 3 plazas gris (mancha pequeña en el brazo izquierdo, la hemos fotografiado),
mueble TV, estantería blanca.
Dormitorio 1 (nuestro): cama 150 con colchón NUEVO, 2 mesitas, armario empotrado.
Dormitorio 2 (Inés): cama 90, escritorio, armario.
Dormitorio 3: vacío -> despacho.
Baños: espejo del baño pequeño con desconchón. Mampara bien.
Balcón: toldo verde (la manivela la tiene Rafael en el trastero).
Llaves: 3 del portal, 3 de casa, 1 buzón, 1 trastero (nº 7).
Contadores al entrar: luz 018342 kWh, agua 00412 m3.
Caldera Saunier Duval de 2014, revisión pendiente (dice que la pasa él).
""",
)


def _carta_alquiler(fecha: str, desde: str, indice: str, anterior: float, nueva: float) -> str:
    return f"""Rafael Soler Martí
C/ Literato Azorín, 12, 5º — 46006 València
Tel. 610 447 902

Sres. D. Javier Molina Sanchis y Dña. Lucía Ferrer Ribes
C/ de Cuba, 34, 3º pta. 7 — 46006 València

València, {fecha}

Asunto: actualización anual de la renta

Muy señores míos:
Conforme a la cláusula cuarta del contrato de arrendamiento firmado el 20 de agosto
de 2021, les comunico la actualización de la renta mensual a partir del {desde}:

Renta vigente: {eur(anterior)}
Variación aplicada: {indice}
Nueva renta mensual: {eur(nueva)}

Les ruego que a partir de esa mensualidad realicen la transferencia por el nuevo importe
a la cuenta de siempre. Para cualquier consulta pueden llamarme al teléfono indicado.

Atentamente,
Rafael Soler
"""


L(
    "Casa/Alquiler/actualizacion renta 2023.pdf",
    "pdf",
    D(2023, 7, 28, 18, 2),
    text=_carta_alquiler(
        "27 de julio de 2023",
        "1 de septiembre de 2023",
        "+2,00 % (límite legal RDL 6/2022)",
        867.00,
        884.34,
    ),
)
L(
    "Casa/Alquiler/actualización renta 2024.pdf",
    "pdf",
    D(2024, 7, 30, 9, 45),
    text=_carta_alquiler(
        "29 de julio de 2024",
        "1 de septiembre de 2024",
        "+2,30 % (IPC general, junio 2024)",
        884.34,
        904.68,
    ),
)
L(
    "Casa/Alquiler/carta subida alquiler.jpg",
    "paper",
    D(2025, 7, 31, 20, 14),
    exif=D(2025, 7, 31, 20, 14, 2),
    cam=IPHONE13,
    text=_carta_alquiler(
        "28 de julio de 2025",
        "1 de septiembre de 2025",
        "+2,20 % (Índice de Referencia de Arrendamientos de Vivienda, INE)",
        904.68,
        924.58,
    ),
)
L(
    "Casa/Alquiler/Screenshot_20240115-193012.png",
    "shot",
    D(2024, 1, 15, 19, 30, 12),
    clock="19:30",
    app="Rafael Casero",
    color=(7, 94, 84),
    lines=[
        ("s", "Hoy"),
        (
            "r",
            "Hola Rafael, la caldera ha vuelto a dar el error E133 y nos hemos quedado sin agua caliente otra vez",
        ),
        ("l", "Vaya hombre. Ya es la tercera vez este invierno"),
        (
            "l",
            "Mañana a las 10 os manda el técnico de Calderas Turia, se llama Vicent. ¿Habrá alguien en casa?",
        ),
        ("r", "Sí, Javier tiene la mañana libre."),
        (
            "l",
            "Si hay que cambiar la placa lo pago yo, no os preocupéis. Me mandáis foto de la factura",
        ),
        ("r", "Perfecto, te digo algo mañana. Gracias!!"),
    ],
)
I(
    "WhatsApp Image 2025-10-08 at 19.02.44.jpeg",
    "paper",
    D(2025, 10, 8, 19, 2, 44),
    "Casa/Alquiler/",
    exif=None,
    text="""Rafael Soler Martí
C/ Literato Azorín, 12, 5º — 46006 València

Sres. D. Javier Molina Sanchis y Dña. Lucía Ferrer Ribes
C/ de Cuba, 34, 3º pta. 7 — 46006 València

València, 6 de octubre de 2025

Asunto: vencimiento del plazo contractual (31/08/2026)

Estimados Javier y Lucía:
Como saben, el plazo de cinco años de nuestro contrato de 20 de agosto de 2021 vence
el 31 de agosto de 2026. Les escribo con tiempo para comunicarles que mi intención es
continuar con el arrendamiento, por lo que, si ustedes no manifiestan lo contrario, el
contrato se prorrogará por plazos anuales hasta un máximo de tres años (art. 10 LAU).

Aprovecho para informarles de que en primavera la comunidad hará obras en la fachada
y el balcón quedará con andamio unas semanas.

Un saludo cordial,
Rafael Soler
""",
)

# ---------------------------------------------------------------------------
# Coche  (Toyota Corolla Touring Sports 125H, 4821 LKM)
# ---------------------------------------------------------------------------

L(
    "Coche/permiso circulacion.jpg",
    "paper",
    D(2021, 3, 2, 13, 5),
    exif=D(2021, 3, 2, 13, 5, 40),
    cam=IPHONE11,
    text=f"""REINO DE ESPAÑA — DIRECCIÓN GENERAL DE TRÁFICO
PERMISO DE CIRCULACIÓN
(A) Matrícula: {MATRICULA}
(B) Fecha de primera matriculación: 18.06.2019
(I) Fecha de expedición: 26.02.2021 (cambio de titularidad)
(C.1.1) Titular: MOLINA SANCHIS
(C.1.2) JAVIER
(C.1.3) C/ CUBA 34 3 7 46006 VALENCIA
(D.1) Marca: TOYOTA
(D.2) Tipo/Variante: E21(H) / COROLLA TS 125H
(D.3) Denominación comercial: COROLLA TOURING SPORTS
(E) Nº bastidor: SB1ZS3JE50E051186
(P.3) Combustible: HÍBRIDO GASOLINA/ELÉCTRICO
Servicio: B00 PARTICULAR
Jefatura Provincial de Tráfico de Valencia
""",
)
L(
    "Coche/ficha tecnica.pdf",
    "scanpdf",
    D(2021, 3, 2, 13, 20),
    text=f"""TARJETA DE INSPECCIÓN TÉCNICA DE VEHÍCULOS
Nº de serie: VA-2019-0631187
Marca: TOYOTA        Tipo: E21(H)        Variante: ZWE211L
Denominación comercial: COROLLA TOURING SPORTS 125H ACTIVE TECH
Nº de identificación: SB1ZS3JE50E051186
Categoría: M1        Carrocería: AC familiar        Nº de plazas: 5
Masa máxima técnica admisible: 1.790 kg
Motor: 2ZR-FXE        Cilindrada: 1.798 cm³        Potencia: 72 kW
Combustible: gasolina / eléctrico (HEV)
Neumáticos: 205/55 R16 91V
Emisiones CO2: 101 g/km        Etiqueta ambiental: ECO
Matrícula: {MATRICULA}        Fecha de matriculación: 18-06-2019
Estación ITV de homologación: 4601
""",
)
L(
    "Coche/poliza_coche_2025.pdf",
    "pdf",
    D(2024, 11, 20, 21, 7),
    text=f"""# SEGUROS TURIA
Seguros Turia, S.A. · Plaza del Ayuntamiento, 9 · 46002 València · 963 500 410
## CONDICIONES PARTICULARES — SEGURO DE AUTOMÓVIL
Nº de póliza: {POLIZA_COCHE}        Modalidad: TODO RIESGO CON FRANQUICIA 300 €
Tomador: Javier Molina Sanchis · NIF {JAVIER_DNI}
Conductor habitual: Javier Molina Sanchis (carné B desde 2002)
Conductora ocasional: Lucía Ferrer Ribes
Vehículo: Toyota Corolla Touring Sports 125H · Matrícula {MATRICULA} · 2019
Uso: particular · Garaje: no (aparcamiento en la vía pública)
Efecto de esta anualidad: 12/12/2024 a las 00:00 horas
Vencimiento: 12/12/2025 a las 24:00 horas. Renovación tácita anual.
Coberturas: responsabilidad civil obligatoria y voluntaria (50.000.000 €), defensa jurídica,
lunas, robo, incendio, daños propios con franquicia de 300 €, asistencia en viaje desde
el km 0, vehículo de sustitución 7 días por avería.
Prima total anual (impuestos incluidos): 412,60 €
Forma de pago: anual domiciliada en {IBAN_OCULTO}
Teléfono de asistencia 24 h: 900 321 654
""",
)
L(
    "Coche/recibo seguro coche dic 2024.pdf",
    "pdf",
    D(2024, 12, 13, 8, 30),
    text=f"""# SEGUROS TURIA
## RECIBO DE PRIMA
Póliza: {POLIZA_COCHE} · Automóvil · {MATRICULA}
Tomador: MOLINA SANCHIS JAVIER
Periodo: 12-dic-2024 a 12-dic-2025
Prima neta: 378,03 €        Impuestos y recargos: 34,57 €
TOTAL RECIBO: 412,60 €
Fecha de emisión: 15/11/2024        Fecha de cargo en cuenta: 12/12/2024
Estado: COBRADO
""",
)
L(
    "Coche/ITV 2023.pdf",
    "scanpdf",
    D(2023, 6, 15, 22, 0),
    text=f"""ITV SILLA — ESTACIÓN 4612 (APPLUS+)
INFORME DE INSPECCIÓN TÉCNICA PERIÓDICA
Fecha de inspección: 14/06/2023        Hora: 09:42
Matrícula: {MATRICULA}        Marca/modelo: TOYOTA COROLLA TS 125H
Kilometraje: 58.204 km
Tipo de inspección: periódica
RESULTADO: FAVORABLE
Defectos leves: 1.1.17 - desgaste irregular neumático trasero izquierdo
Defectos graves: ninguno
Próxima inspección antes de: 14/06/2025
Tasa: 38,51 € (pagado con tarjeta)
Inspector nº 27
""",
)
L(
    "Coche/Factura taller revision 60000.pdf",
    "pdf",
    D(2024, 3, 8, 17, 45),
    text=f"""# TALLERES HERMANOS PERIS, S.L.
C/ Peris y Valero, 118 · 46006 València · 963 411 287 · Servicio Oficial Toyota
## FACTURA Nº T-2024-0311
Fecha: 7 de marzo de 2024
Cliente: Javier Molina Sanchis · NIF {JAVIER_DNI}
Vehículo: Toyota Corolla TS · {MATRICULA} · 61.870 km
Mantenimiento oficial 60.000 km:
- Aceite motor 0W-16 (4,2 L) ........ 58,80 €
- Filtro de aceite + arandela ........ 14,20 €
- Filtro de habitáculo ........ 22,50 €
- Filtro de aire ........ 19,90 €
- Revisión sistema híbrido (chequeo batería HV) ........ 35,00 €
- Mano de obra (1,6 h) ........ 92,80 €
Base imponible: 243,20 €        IVA 21%: 51,07 €        TOTAL: 294,27 €
Pagado con tarjeta.
""",
)
L(
    "Coche/factura neumaticos.pdf",
    "pdf",
    D(2024, 11, 5, 12, 30),
    text=f"""# Neumáticos Ruzafa
Av. Peris i Valero, 70 · València
Factura simplificada FS-24/2290 · 05-nov-2024
Matrícula: {MATRICULA}
2 x Michelin Primacy 4+ 205/55 R16 91V ........ 219,80 €
Montaje, equilibrado y válvulas (2) ........ 24,00 €
Tasa ecológica (2) ........ 2,70 €
Alineado de dirección ........ 35,00 €
TOTAL (IVA incl.) ........ 281,50 €
""",
)
L(
    "Coche/multa ORA.pdf",
    "pdf",
    D(2024, 5, 20, 19, 10),
    text=f"""# AJUNTAMENT DE VALÈNCIA
Servici de Gestió de Multes de Circulació
## NOTIFICACIÓN DE DENUNCIA
Expediente: 2024/ORA/118843
Fecha de la denuncia: 22/04/2024 a las 11:37
Lugar: C/ Sueca, 48 — zona ORA azul
Vehículo: {MATRICULA} · TOYOTA
Titular: MOLINA SANCHIS, JAVIER
Hecho denunciado: estacionar excediendo el tiempo autorizado por el ticket (art. 14 OM
de Circulación). Calificación: leve.
Importe: 80,00 €. Si paga en los 20 días naturales siguientes a la notificación, el
importe se reduce en un 50 %: 40,00 €.
Puede pagar en la sede electrónica www.valencia.es o en cualquier entidad colaboradora.
""",
)
L(
    "Coche/IMG_3512.PNG",
    "shot",
    D(2024, 5, 21, 9, 2),
    clock="9:02",
    app="Caixa Popular",
    color=(0, 122, 82),
    lines=[
        ("h", "Operación realizada"),
        ("t", "Pago de tributos"),
        ("b", "40,00 €"),
        ("t", "Emisor: AJUNTAMENT DE VALÈNCIA"),
        ("t", "Referencia: 2024/ORA/118843"),
        ("t", "Cuenta de cargo: ES21 **** 7712"),
        ("t", "Fecha: 21/05/2024"),
        ("s", "Nº de justificante 8841 2290 5512"),
        ("btn", "Compartir justificante"),
    ],
)
L(
    "Coche/revision 75000 km.pdf",
    "pdf",
    D(2025, 2, 21, 18, 0),
    text=f"""# TALLERES HERMANOS PERIS, S.L.
C/ Peris y Valero, 118 · 46006 València · Servicio Oficial Toyota
## FACTURA Nº T-2025-0198
Fecha: 20/02/2025
Cliente: Javier Molina Sanchis
Vehículo: {MATRICULA} · 75.312 km
Mantenimiento 75.000 km + pastillas de freno delanteras
- Aceite y filtro ........ 73,00 €
- Pastillas de freno delanteras (juego) ........ 68,40 €
- Líquido de frenos DOT4 ........ 16,90 €
- Escobillas limpiaparabrisas ........ 29,80 €
- Mano de obra (2,1 h) ........ 121,80 €
Base: 309,90 €        IVA 21%: 65,08 €        TOTAL: 374,98 €
Garantía de la reparación: 3 meses o 2.000 km.
""",
)
I(
    "IMG_5322.JPG",
    "paper",
    D(2025, 6, 10, 10, 21, 7),
    "Coche/",
    exif=D(2025, 6, 10, 10, 21, 7),
    cam=IPHONE13,
    text=f"""ITV SILLA — ESTACIÓN 4612 (APPLUS+)
INFORME DE INSPECCIÓN TÉCNICA PERIÓDICA
Fecha de inspección: 10/06/2025        Hora: 09:58
Matrícula: {MATRICULA}        TOYOTA COROLLA TS 125H
Kilometraje: 79.640 km
RESULTADO: FAVORABLE
Defectos leves: ninguno        Defectos graves: ninguno
Próxima inspección antes de: 10/06/2027
Tasa: 39,70 €
""",
)
I(
    "aviso_renovacion_poliza.pdf",
    "pdf",
    D(2025, 11, 3, 8, 12),
    "Coche/",
    text=f"""# SEGUROS TURIA
València, 30 de octubre de 2025
Estimado D. Javier Molina Sanchis:
Le recordamos que su póliza {POLIZA_COCHE} se renovará automáticamente el próximo
12 de diciembre de 2025 para el periodo 12/12/2025 – 12/12/2026.
Vehículo asegurado: Toyota Corolla Touring Sports, matrícula {MATRICULA}.
Modalidad: todo riesgo con franquicia de 300 €.
Prima de la nueva anualidad: 438,90 € (impuestos incluidos), que se cargará en su cuenta
{IBAN_OCULTO} en la fecha de efecto.
La variación se debe a la actualización de tarifas y al incremento del coste medio de
reparación. Si desea revisar sus coberturas, contacte con su oficina o llame al 963 500 410.
Atentamente, Departamento de Renovaciones
""",
)

# ---------------------------------------------------------------------------
# Cole Inés  (CEIP Russafa Nova)
# ---------------------------------------------------------------------------

COLE = "CEIP Russafa Nova · C/ del Pintor Salvador Abril, 22 · 46005 València · 961 206 114"
L(
    "Cole Inés/matricula comedor 2024-25.pdf",
    "pdf",
    D(2024, 6, 28, 22, 5),
    text=f"""# {COLE}
## SOL·LICITUD DE MENJADOR / SOLICITUD DE COMEDOR — CURS 2024-2025
Alumna: Inés Molina Ferrer        Curs: 3r Primària (grup B)
Modalidad: usuaria fija (lunes a viernes), de octubre a mayo. Septiembre y junio, días sueltos.
Precio diario: 4,25 € (la beca de comedor no se ha solicitado)
Alergias / intolerancias: ninguna alimentaria. Alergia a ácaros (no afecta al menú).
Persona autorizada para recoger: Javier Molina, Lucía Ferrer, Mª Carmen Ribes (abuela)
Domiciliación: {IBAN_OCULTO}
Firma del padre/madre: Lucía Ferrer        València, 28 de junio de 2024
""",
)
L(
    "Cole Inés/calendario escolar 2024-2025.pdf",
    "pdf",
    D(2024, 9, 3, 17, 40),
    text="""# CALENDARI ESCOLAR 2024-2025 · CEIP Russafa Nova
Inicio de las clases: 9 de septiembre de 2024. Fin de las clases: 18 de junio de 2025.
Jornada intensiva: septiembre y junio (9:00-13:00).
Festivos y vacaciones:
- 9 de octubre (Dia de la Comunitat Valenciana)
- 1 de noviembre
- 6 de diciembre y 9 de diciembre (puente)
- Navidad: del 23 de diciembre al 6 de enero, ambos incluidos
- Fallas: del 17 al 19 de marzo
- Pascua: del 17 al 28 de abril
- 1 de mayo
Días no lectivos elegidos por el Consejo Escolar: 31 de octubre y 14 de marzo.
Evaluaciones: 1ª hasta el 20 de diciembre; 2ª hasta el 4 de abril; final en junio.
""",
)


def boletin(ev: str, fecha: D, notas: dict, comentario: str) -> str:
    filas = "\n".join(f"{k} ........ {v}" for k, v in notas.items())
    return f"""# CEIP RUSSAFA NOVA
## INFORME D'AVALUACIÓ — {ev}
Curs 2024-2025 · 3r d'Educació Primària · Grup B
Alumna: MOLINA FERRER, INÉS        Tutora: Mª José Benlloch Vidal
Data: {fecha}
Àrea / Área ........ Qualificació
{filas}
Faltes d'assistència: 2 (justificades)
Observacions de la tutora: {comentario}
Escala: Insuficient (1-4), Suficient (5), Bé (6), Notable (7-8), Excel·lent (9-10)
"""


L(
    "Cole Inés/boletin 1a evaluacion.pdf",
    "pdf",
    D(2024, 12, 20, 16, 22),
    text=boletin(
        "PRIMERA AVALUACIÓ",
        "20 de desembre de 2024",
        {
            "Llengua Castellana i Literatura": "Notable (8)",
            "Valencià: Llengua i Literatura": "Notable (7)",
            "Matemàtiques": "Bé (6)",
            "Coneixement del Medi Natural, Social i Cultural": "Notable (8)",
            "Anglés": "Excel·lent (9)",
            "Educació Artística": "Excel·lent (9)",
            "Educació Física": "Notable (8)",
        },
        "Inés es muy participativa. En matemáticas le cuesta el cálculo mental; conviene "
        "practicar las tablas en casa.",
    ),
)
L(
    "Cole Inés/boletin 2a evaluacion.pdf",
    "pdf",
    D(2025, 4, 4, 15, 10),
    text=boletin(
        "SEGONA AVALUACIÓ",
        "4 d'abril de 2025",
        {
            "Llengua Castellana i Literatura": "Notable (8)",
            "Valencià: Llengua i Literatura": "Notable (8)",
            "Matemàtiques": "Notable (7)",
            "Coneixement del Medi Natural, Social i Cultural": "Excel·lent (9)",
            "Anglés": "Excel·lent (9)",
            "Educació Artística": "Excel·lent (10)",
            "Educació Física": "Notable (8)",
        },
        "Ha mejorado mucho en cálculo. Muy buen trabajo en el proyecto sobre l'Albufera.",
    ),
)
L(
    "Cole Inés/boletin final 3º.pdf",
    "pdf",
    D(2025, 6, 20, 12, 0),
    text=boletin(
        "AVALUACIÓ FINAL",
        "19 de juny de 2025",
        {
            "Llengua Castellana i Literatura": "Excel·lent (9)",
            "Valencià: Llengua i Literatura": "Notable (8)",
            "Matemàtiques": "Notable (8)",
            "Coneixement del Medi Natural, Social i Cultural": "Excel·lent (9)",
            "Anglés": "Excel·lent (10)",
            "Educació Artística": "Excel·lent (9)",
            "Educació Física": "Notable (8)",
        },
        "Promociona a 4t. Curso muy bueno. Para el verano recomendamos lectura diaria y el "
        "cuadernillo de repaso de problemas.",
    ),
)
L(
    "Cole Inés/circular excursion Albufera.pdf",
    "pdf",
    D(2024, 10, 15, 18, 30),
    text="""# CEIP Russafa Nova — Circular a las familias de 3º
València, 14 de octubre de 2024
Estimadas familias:
El próximo martes 29 de octubre los grupos de 3º A y 3º B irán de excursión al Parc Natural
de l'Albufera (El Palmar y paseo en barca por el lago). Salida a las 9:00 desde la puerta
del colegio y regreso a las 16:30. Deben llevar almuerzo, comida, agua y gorra.
Precio: 14 € (autobús y barca), a pagar por Bizum a la AMPA antes del 24 de octubre.
Recortad y devolved firmada la autorización.
- - - - - - - - - - - - - - - - - - - - - - - - - - - -
AUTORIZO a mi hija/o ____________________ a asistir a la excursión a l'Albufera.
Firma:
""",
)
L(
    "Cole Inés/autorizacion granja escuela.jpg",
    "paper",
    D(2025, 4, 30, 21, 48),
    exif=D(2025, 4, 30, 21, 48, 13),
    cam=IPHONE13,
    text="""CEIP RUSSAFA NOVA
AUTORITZACIÓ — SORTIDA DE DOS DIES
Granja Escola "El Molí de Serra" (Serra, Camp de Túria)
Dates: 22 i 23 de maig de 2025 (3r A i 3r B)
Preu: 96 € (allotjament, pensió completa, tallers i autobús)
Cal portar: sac de dormir, llanterna, roba de recanvi, botes.

En/Na Lucía Ferrer Ribes, amb DNI 24389157A,
com a mare de l'alumna Inés Molina Ferrer,
l'AUTORITZE a participar en la sortida.
Medicació: cap. Al·lèrgies: àcars (porta el seu coixí).
Telèfon de contacte: 644 218 905

Signat: Lucía F.        València, 30 d'abril de 2025
""",
)


def recibo_comedor(mes: str, dias: int, emi: str, cargo: str) -> str:
    return f"""# CEIP RUSSAFA NOVA — SERVICIO DE COMEDOR ESCOLAR
Empresa gestora: Serunion Educa · Centro 46019881
## RECIBO {mes.upper()}
Alumna: MOLINA FERRER, INÉS · 3º B
Días de servicio: {dias} × 4,25 € = {eur(dias * 4.25)}
Fecha de emisión: {emi}
Fecha de cargo: {cargo} ({IBAN_OCULTO})
Titular de la cuenta: Lucía Ferrer Ribes
"""


L(
    "Cole Inés/recibo_comedor_2024-10.pdf",
    "pdf",
    D(2024, 11, 6, 9, 0),
    text=recibo_comedor("octubre 2024", 21, "31/10/2024", "05/11/2024"),
)
L(
    "Cole Inés/recibo_comedor_2025-01.pdf",
    "pdf",
    D(2025, 2, 5, 9, 0),
    text=recibo_comedor("enero 2025", 17, "31/01/2025", "05/02/2025"),
)
L(
    "Cole Inés/IMG_3871.PNG",
    "shot",
    D(2024, 9, 18, 22, 4),
    clock="22:04",
    app="Bizum",
    color=(0, 163, 173),
    lines=[
        ("h", "Has enviado"),
        ("b", "35,00 €"),
        ("t", "a AMPA CEIP RUSSAFA NOVA"),
        ("t", "Concepto: Quota AMPA 24-25 Inés Molina 3B"),
        ("t", "18 sept. 2024 · 22:04"),
        ("s", "Desde tu cuenta Caixa Popular ···7712"),
        ("btn", "Aceptar"),
    ],
)
L(
    "Cole Inés/natacion inscripcion.pdf",
    "pdf",
    D(2024, 9, 12, 20, 12),
    text=f"""# Fundació Esportiva Municipal — Piscina Municipal de Russafa
## INSCRIPCIÓN ACTIVIDADES ACUÁTICAS · TEMPORADA 2024/25
Nº de inscripción: 24-RUS-03318
Participante: Inés Molina Ferrer · Fecha de nacimiento: 14/05/2016
Actividad: Natación infantil — nivel 3 (perfeccionamiento)
Horario: martes y jueves, 17:45-18:30
Periodo: del 1 de octubre de 2024 al 31 de mayo de 2025
Cuota: 26,40 €/mes, domiciliada ({IBAN_OCULTO}). Matrícula: 12,00 €.
Responsable: Javier Molina Sanchis · 655 903 127
""",
)
L(
    "Cole Inés/llibres 3r primaria.jpg",
    "paper",
    D(2024, 7, 2, 11, 33),
    exif=D(2024, 7, 2, 11, 33, 50),
    cam=IPHONE13,
    text="""LLIBRES DE TEXT — 3r PRIMÀRIA — CURS 2024-25
(Programa Xarxa Llibres: es presten Matemàtiques, Medi i Valencià)
Llengua Castellana 3 — Ed. Santillana, proyecto "Construyendo mundos"
ISBN 978-84-680-6112-3
English: Kid's Box New Generation 3, Pupil's Book + Activity Book
Cambridge — ISBN 978-1-108-88727-6
Religió / Valors: no cal llibre
Material: 2 llibretes quadrícula, carpeta de gomes, estoig complet,
flauta dolça (la de l'any passat serveix), bata amb el nom.
""",
)
L(
    "Cole Inés/reunion tutora notas.md",
    "text",
    D(2024, 11, 27, 19, 50),
    text="""# Reunión con Mª José (tutora de Inés) — 27 nov 2024

Fuimos los dos. 20 minutos.

- Va bien en general, muy sociable, a veces habla demasiado en clase (lo de siempre 🙄).
- Mates: cálculo mental flojo. Propone 10 min de tablas al día y el juego de cartas.
- Lectura muy bien, lee por encima de su nivel. Que siga con los libros de la biblioteca.
- En valenciano escribe con faltas de acentos (obert/tancat), normal a su edad.
- Se lleva regular con una niña del grupo A en el patio; lo están vigilando.
- Pedir cita con la orientadora? -> de momento NO, en enero vemos.
- La tutora dice que el móvil de la abuela en la mochila no (¡!).

Próxima: después de la 2ª evaluación (abril).
""",
)
L(
    "Cole Inés/calendario escolar 2025-2026.pdf",
    "pdf",
    D(2025, 9, 2, 18, 12),
    text="""# CALENDARI ESCOLAR 2025-2026 · CEIP Russafa Nova
Inicio de las clases: 8 de septiembre de 2025. Fin de las clases: 19 de junio de 2026.
Festivos: 9 de octubre, 1 de noviembre (sábado), 6 y 8 de diciembre.
Navidad: del 22 de diciembre de 2025 al 6 de enero de 2026.
Fallas: del 16 al 19 de marzo de 2026. Pascua: del 2 al 13 de abril de 2026.
Días no lectivos del Consejo Escolar: 10 de octubre y 7 de diciembre.
""",
)
L(
    "Cole Inés/menu comedor septiembre 2025.pdf",
    "pdf",
    D(2025, 9, 5, 8, 40),
    text="""# MENÚ ESCOLAR · SEPTIEMBRE 2025 · Serunion Educa
Lunes 8: crema de calabacín / pollo al horno con patatas / fruta
Martes 9: macarrones con tomate / merluza a la romana con ensalada / yogur
Miércoles 10: lentejas estofadas / tortilla francesa con tomate / fruta
Jueves 11: arroz al horno / ensalada variada / fruta
Viernes 12: ensalada de pasta / hamburguesa de ternera / helado
Todos los menús incluyen pan integral y agua. Alérgenos disponibles en secretaría.
""",
)
I(
    "circular_bioparc.pdf",
    "pdf",
    D(2025, 10, 9, 17, 3),
    "Cole Inés/",
    text="""CEIP Russafa Nova — Circular a les famílies de 4t
València, 8 d'octubre de 2025
Benvolgudes famílies / Estimadas familias:
El jueves 23 de octubre los grupos de 4º visitarán el Bioparc València dentro del proyecto
"Ecosistemes d'Àfrica". Saldremos a las 9:15 y volveremos a las 14:00 (se come en el
comedor del colegio). Deben llevar almuerzo, agua y ropa cómoda.
Precio: 12 € (entrada con taller educativo). Se abona por Bizum a la AMPA antes del 16 de
octubre, indicando nombre y grupo del alumno.
Autorización en la página 2.
""",
)
I(
    "Screenshot_20251014-201533.png",
    "shot",
    D(2025, 10, 14, 20, 15, 33),
    "Cole Inés/",
    clock="20:15",
    app="Bizum",
    color=(0, 163, 173),
    lines=[
        ("h", "¡Bizum enviado!"),
        ("b", "12,00 €"),
        ("t", "Para: AMPA CEIP RUSSAFA NOVA"),
        ("t", "Concepto: Excursio 23 oct Ines Molina 4tB"),
        ("t", "14/10/2025 20:15"),
        ("s", "Cuenta ···7712"),
        ("btn", "Volver al inicio"),
    ],
)
I(
    "WhatsApp Image 2025-09-02 at 11.20.31.jpeg",
    "paper",
    D(2025, 9, 2, 11, 20, 31),
    "Cole Inés/",
    exif=None,
    text="""LLIBRES DE TEXT — 4t PRIMÀRIA — CURS 2025-26
(Xarxa Llibres: el centre presta Matemàtiques, Valencià i Medi)
Llengua Castellana 4 — Ed. Santillana "Construyendo mundos"
ISBN 978-84-680-8044-5
English: Kid's Box New Generation 4 — Pupil's Book + Activity Book
ISBN 978-1-108-89541-7
Material: 3 llibretes quadrícula, compàs, regle 30 cm,
estoig, flauta (la mateixa), agenda escolar (la ven l'AMPA, 6 €).
""",
)

# ---------------------------------------------------------------------------
# Salud (una carpeta por persona)
# ---------------------------------------------------------------------------


def sip(nombre: str, num_sip: str, nac: str, medico: str) -> str:
    return f"""GENERALITAT VALENCIANA — Conselleria de Sanitat
TARGETA SANITÀRIA INDIVIDUAL / TARJETA SANITARIA SIP
{nombre.upper()}
SIP: {num_sip}
Data de naixement: {nac}
Centre de salut: C.S. RUSSAFA — Departament València-Clínic-Malva-rosa
Metge/Metgessa: {medico}
Cita prèvia: 961 928 000 · App GVA+Salut
"""


L(
    "Salud/Lucía/tarjeta SIP Lucia.jpg",
    "paper",
    D(2022, 2, 10, 13, 0),
    exif=D(2022, 2, 10, 13, 0, 12),
    cam=IPHONE11,
    text=sip(LUCIA, "4417 2290 8831", "12/02/1985", "Dra. Amparo Llorens"),
)
L(
    "Salud/Lucía/analitica noviembre 2024.pdf",
    "pdf",
    D(2024, 11, 22, 10, 5),
    text="""# HOSPITAL CLÍNIC UNIVERSITARI DE VALÈNCIA — Laboratori d'Anàlisis Clíniques
Paciente: FERRER RIBES, LUCÍA · SIP 4417 2290 8831 · Mujer, 39 años
Solicitante: Dra. Amparo Llorens (C.S. Russafa)
Fecha de extracción: 19/11/2024        Fecha de validación: 21/11/2024
## BIOQUÍMICA
Glucosa ........ 86 mg/dL (70-110)
Colesterol total ........ 184 mg/dL (<200)
Triglicéridos ........ 72 mg/dL (<150)
Ferritina ........ 11 ng/mL (15-150) *BAJO*
Vitamina D (25-OH) ........ 18 ng/mL (30-100) *BAJO*
TSH ........ 1,9 µUI/mL
## HEMATOLOGÍA
Hemoglobina ........ 11,8 g/dL (12-16) *BAJO*
Leucocitos ........ 6.400 /µL
Comentario: ferropenia leve. Valorar suplemento de hierro y vitamina D.
""",
)
L(
    "Salud/Lucía/informe dermatologia.pdf",
    "pdf",
    D(2025, 2, 13, 14, 0),
    text="""# HOSPITAL CLÍNIC UNIVERSITARI — Servicio de Dermatología
Paciente: Lucía Ferrer Ribes · 40 años
Fecha de consulta: 12-feb-2025
Motivo: revisión de nevus en espalda (cambio de color referido por la paciente).
Exploración con dermatoscopia: nevus melanocítico de 6 mm en región escapular derecha,
patrón reticular homogéneo, sin signos de alarma. Resto de nevus sin cambios.
Juicio clínico: nevus benigno.
Recomendaciones: fotoprotección SPF 50, autoexploración mensual, revisión en 12 meses.
Dr. Pau Albiach Sanchis — Dermatología
""",
)
L(
    "Salud/Lucía/revision ginecologia 2024.pdf",
    "pdf",
    D(2024, 6, 6, 13, 30),
    text="""# Centre de Salut Sexual i Reproductiva Fuente San Luis
Paciente: Lucía Ferrer Ribes        Fecha: 5 de junio de 2024
Motivo: revisión periódica y citología de cribado.
Citología cérvico-vaginal: negativa para lesión intraepitelial o malignidad.
Prueba VPH: negativa.
Exploración mamaria: normal.
Próximo cribado: en 5 años (junio 2029), salvo síntomas.
Matrona: Rosa Peiró
""",
)
L(
    "Salud/Lucía/IMG_4731.PNG",
    "shot",
    D(2025, 2, 20, 8, 15),
    clock="8:15",
    app="GVA+Salut",
    color=(181, 18, 27),
    lines=[
        ("h", "Cita confirmada"),
        ("t", "Paciente: LUCÍA FERRER RIBES"),
        ("b", "Jueves 27/02/2025 · 09:40"),
        ("t", "Enfermería — extracción analítica de control"),
        ("t", "C.S. Russafa · C/ Sueca, 10 · Planta baja"),
        ("s", "Acuda en ayunas y con la tarjeta SIP"),
        ("btn", "Añadir al calendario"),
        ("btn", "Anular cita"),
    ],
)
I(
    "IMG_5810.JPG",
    "paper",
    D(2025, 10, 3, 18, 42, 9),
    "Salud/Lucía/",
    exif=D(2025, 10, 3, 18, 42, 9),
    cam=IPHONE13,
    text="""ÓPTICA SUECA 27 — Óptica y audiología
C/ de Sueca, 27 · València · 963 740 118
PRESCRIPCIÓN / GRADUACIÓN
Cliente: Lucía Ferrer Ribes        Fecha: 03/10/2025
          ESF      CIL      EJE     AV
OD      -1,75   -0,50    175    1,0
OI      -2,00   -0,25     10    1,0
Adición (cerca): +0,75
Distancia interpupilar: 31 / 31,5
Recomendación: progresivas o gafa de ordenador para la consulta.
Optometrista: Núria Vidal · Col. 13.882
""",
)

L(
    "Salud/Javier/tarjeta SIP Javier.jpg",
    "paper",
    D(2022, 2, 10, 13, 1),
    exif=D(2022, 2, 10, 13, 1, 3),
    cam=IPHONE11,
    text=sip(JAVIER, "4417 2291 0046", "03/11/1983", "Dra. Amparo Llorens"),
)


def analitica_javier(extr: D, val: D, col: int, ldl: int, hdl: int, tg: int, glu: int) -> str:
    return f"""# HOSPITAL CLÍNIC UNIVERSITARI DE VALÈNCIA — Laboratori d'Anàlisis Clíniques
Paciente: MOLINA SANCHIS, JAVIER · SIP 4417 2291 0046 · Varón
Solicitante: Dra. Amparo Llorens (C.S. Russafa) · Motivo: control anual
Fecha de extracción: {dmy(extr)}        Fecha de validación: {dmy(val)}
## BIOQUÍMICA
Glucosa ........ {glu} mg/dL (70-110)
Colesterol total ........ {col} mg/dL (<200){" *ALTO*" if col >= 200 else ""}
Colesterol LDL ........ {ldl} mg/dL (<130){" *ALTO*" if ldl >= 130 else ""}
Colesterol HDL ........ {hdl} mg/dL (>40)
Triglicéridos ........ {tg} mg/dL (<150)
Creatinina ........ 0,94 mg/dL
GPT (ALT) ........ 31 U/L
Ácido úrico ........ 6,1 mg/dL
## HEMATOLOGÍA
Hemoglobina ........ 15,2 g/dL        Plaquetas ........ 231.000 /µL
"""


L(
    "Salud/Javier/analitica febrero 2024.pdf",
    "pdf",
    D(2024, 2, 16, 11, 0),
    text=analitica_javier(D(2024, 2, 12), D(2024, 2, 14), 208, 134, 51, 112, 91),
)
L(
    "Salud/Javier/analisis_2025_04.pdf",
    "pdf",
    D(2025, 4, 11, 12, 30),
    text=analitica_javier(D(2025, 4, 8), D(2025, 4, 10), 226, 151, 48, 133, 97)
    + "Comentario de la médica (en la consulta del 15/04): dieta, ejercicio y repetir en 6 meses;"
    " si el LDL sigue por encima de 150 valorar estatina.\n",
)
L(
    "Salud/Javier/informe traumatologia rodilla.pdf",
    "pdf",
    D(2024, 10, 17, 19, 0),
    text="""# HOSPITAL CLÍNIC UNIVERSITARI — Servicio de Cirugía Ortopédica y Traumatología
Paciente: Javier Molina Sanchis · 40 años
Fecha: 16 de octubre de 2024
Motivo de consulta: dolor en rodilla derecha de 2 meses de evolución tras partido de pádel,
con episodios de bloqueo y dolor en la interlínea interna al subir escaleras.
Exploración: derrame leve, McMurray positivo en compartimento interno, ligamentos estables.
Juicio clínico: sospecha de lesión de menisco interno de rodilla derecha.
Plan: se solicita resonancia magnética. Fisioterapia y evitar deportes de impacto.
Dr. Enric Bosch Climent — Traumatología
""",
)
L(
    "Salud/Javier/RMN rodilla derecha.pdf",
    "pdf",
    D(2024, 11, 29, 13, 10),
    text="""# ERESA — Exploraciones Radiológicas Especiales
Paciente: MOLINA SANCHIS, JAVIER        Fecha de estudio: 27/11/2024
Estudio: RESONANCIA MAGNÉTICA DE RODILLA DERECHA sin contraste
Hallazgos: rotura horizontal del cuerno posterior del menisco interno que contacta con la
superficie articular inferior. Menisco externo íntegro. Ligamentos cruzados y colaterales
sin alteraciones. Leve derrame articular. Condropatía rotuliana grado I.
Conclusión: rotura de cuerno posterior de menisco interno. Mínimo derrame.
Radiólogo: Dr. J. Ferrándiz
""",
)
L(
    "Salud/Javier/urgencias tobillo 2023.pdf",
    "pdf",
    D(2023, 5, 8, 1, 20),
    text="""# HOSPITAL CLÍNIC UNIVERSITARI — Servicio de Urgencias
INFORME DE ALTA
Paciente: Javier Molina Sanchis        Entrada: 07/05/2023 21:14        Alta: 07/05/2023 23:58
Motivo: traumatismo en tobillo izquierdo jugando a pádel (inversión forzada).
Radiografía: sin lesiones óseas agudas.
Diagnóstico: esguince de ligamento lateral externo de tobillo izquierdo, grado II.
Tratamiento: vendaje funcional, reposo relativo, hielo, ibuprofeno 600 mg/8 h 5 días.
Control por su médico de atención primaria en 7-10 días.
""",
)
L(
    "Salud/Javier/vacuna gripe 2024.pdf",
    "pdf",
    D(2024, 10, 21, 18, 0),
    text="""# GVA — Registro de Vacunas Nominal
CERTIFICADO DE VACUNACIÓN
Nombre: JAVIER MOLINA SANCHIS · SIP 4417 2291 0046
Vacuna: gripe estacional 2024-2025 (Vaxigrip Tetra) · Lote: X4B371V
Fecha de administración: 18/10/2024 · Centro: C.S. Russafa
Motivo de indicación: personal docente (campaña colectivos esenciales)
""",
)
I(
    "informe consulta trauma 09-2025.pdf",
    "pdf",
    D(2025, 9, 24, 20, 11),
    "Salud/Javier/",
    text="""HOSPITAL CLÍNIC UNIVERSITARI — Servicio de Cirugía Ortopédica y Traumatología
Paciente: Javier Molina Sanchis · 41 años
Fecha: 23 de septiembre de 2025 · Consulta de revisión
Evolución: tras 6 meses de fisioterapia y fortalecimiento de cuádriceps refiere mejoría
clara; sin bloqueos desde enero. Dolor ocasional al correr más de 5 km.
Exploración: sin derrame, balance articular completo, McMurray dudoso.
Juicio clínico: rotura meniscal interna estable, evolución favorable con tratamiento
conservador. No precisa artroscopia por el momento.
Plan: continuar ejercicios, puede volver al pádel de forma progresiva. Alta por nuestra
parte; revisión por su médica de cabecera si empeora.
Dr. Enric Bosch Climent
""",
)

L(
    "Salud/Inés/tarjeta SIP Ines.jpg",
    "paper",
    D(2022, 2, 10, 13, 2),
    exif=D(2022, 2, 10, 13, 2, 20),
    cam=IPHONE11,
    text=sip(INES, "4417 3306 2215", "14/05/2016", "Dr. Salvador Rius (Pediatría)"),
)
L(
    "Salud/Inés/cartilla vacunacion.pdf",
    "scanpdf",
    D(2023, 9, 12, 21, 30),
    text="""GENERALITAT VALENCIANA — DOCUMENT DE SALUT INFANTIL
CALENDARI DE VACUNACIÓ / CARTILLA DE VACUNACIÓN
Nom: Inés Molina Ferrer        Data de naixement: 14/05/2016
2 mesos  (14/07/2016): Hexavalent, Pneumococ, Meningococ B
4 mesos  (15/09/2016): Hexavalent, Pneumococ, Meningococ B
11 mesos (12/04/2017): Hexavalent, Pneumococ
12 mesos (16/05/2017): Triple vírica (XRP), Meningococ C, Meningococ B
15 mesos (18/08/2017): Varicel·la
3 anys   (20/05/2019): Triple vírica, Varicel·la
6 anys   (18/05/2022): DTPa-VPI (Boostrix Polio)
Grip: campanyes 2021, 2022 i 2023 (intranasal)
Properes: 12 anys — VPH, Meningococ ACWY
""",
)
L(
    "Salud/Inés/revision nino sano 9 anos.pdf",
    "pdf",
    D(2025, 5, 20, 17, 45),
    text="""# C.S. RUSSAFA — PEDIATRÍA · Programa de Salud Infantil
Revisión de los 9 años
Paciente: Inés Molina Ferrer        Fecha: 20 de mayo de 2025
Peso: 29,4 kg (P45)        Talla: 134,5 cm (P60)        IMC: 16,3
Tensión arterial: 98/60        Agudeza visual: OD 1,0 / OI 0,9
Desarrollo: adecuado para su edad. Buen rendimiento escolar.
Alimentación: variada; poco pescado. Actividad física: natación 2 días/semana.
Salud bucodental: maloclusión, en seguimiento por ortodoncista.
Recomendaciones: reducir pantallas entre semana, revisión oftalmológica anual.
Pediatra: Dr. Salvador Rius
""",
)
L(
    "Salud/Inés/informe alergia acaros.pdf",
    "pdf",
    D(2023, 11, 10, 12, 0),
    text="""# HOSPITAL CLÍNIC — Alergología Infantil
Paciente: Inés Molina Ferrer (7 años)        Fecha: 9-nov-2023
Motivo: rinitis persistente y tos nocturna en otoño-invierno.
Prick test: positivo para Dermatophagoides pteronyssinus (8 mm) y D. farinae (6 mm).
Negativo para pólenes, epitelios, hongos y alimentos.
Espirometría: normal.
Diagnóstico: rinitis alérgica persistente moderada por ácaros.
Tratamiento: mometasona nasal en crisis; funda antiácaros para colchón y almohada.
Valorar inmunoterapia si no mejora en un año.
""",
)
L(
    "Salud/Inés/presupuesto ortodoncia.pdf",
    "pdf",
    D(2025, 2, 27, 19, 15),
    text="""# Clínica Dental Russafa — Dra. Carla Mompó (ortodoncia)
C/ de Puerto Rico, 40 · València · 963 747 002
PRESUPUESTO Nº P-2025-0144
Paciente: Inés Molina Ferrer (8 años)        Fecha: 26/02/2025
Diagnóstico: mordida cruzada posterior bilateral, compresión maxilar.
Tratamiento propuesto: ortodoncia interceptiva (fase 1)
- Estudio de ortodoncia (registros, fotos, telerradiografía) ........ 120,00 €
- Disyuntor maxilar fijo (Hyrax) ........ 650,00 €
- Placa removible de contención ........ 380,00 €
- Revisiones mensuales (aprox. 14) ........ 700,00 €
TOTAL: 1.850,00 €
Forma de pago: 250 € al inicio y el resto en 16 cuotas de 100 €.
Validez del presupuesto: 6 meses.
""",
)
L(
    "Salud/Inés/revision vista 2024.pdf",
    "pdf",
    D(2024, 6, 14, 18, 5),
    text="""# Óptica Sueca 27 — Optometría infantil
Paciente: Inés Molina Ferrer        Fecha: 13/06/2024
AV sin corrección: OD 1,0 / OI 0,9
Refracción: OD +0,25 / OI +0,50 -0,25 × 90
Visión binocular y motilidad: normales. Test de colores: normal.
Conclusión: no precisa gafas. Revisión en un año.
""",
)
L(
    "Salud/Inés/urgencias otitis.pdf",
    "pdf",
    D(2024, 1, 21, 2, 45),
    text="""# HOSPITAL CLÍNIC — Urgencias Pediátricas
Paciente: Inés Molina Ferrer (7 años)        Fecha: 20/01/2024 22:30
Motivo: otalgia derecha y fiebre de 38,7 ºC desde esta tarde.
Otoscopia: tímpano derecho abombado e hiperémico.
Diagnóstico: otitis media aguda derecha.
Tratamiento: amoxicilina 250 mg/5 ml, 8 ml cada 8 horas durante 7 días; ibuprofeno si dolor.
Control por su pediatra si persiste la fiebre a las 48-72 h.
""",
)
L(
    "Salud/Inés/justificante consulta pediatra.pdf",
    "pdf",
    D(2025, 3, 11, 11, 0),
    text="""GENERALITAT VALENCIANA — Centre de Salut Russafa
JUSTIFICANT D'ASSISTÈNCIA
Es fa constar que INÉS MOLINA FERRER ha estat atesa en aquest centre el dia
11 de març de 2025, de 9:10 a 9:35 h, acompanyada per Javier Molina Sanchis.
Als efectes de justificar l'absència al centre escolar.
""",
)
L(
    "Salud/Inés/receta amoxicilina.jpg",
    "paper",
    D(2024, 1, 21, 10, 2),
    exif=D(2024, 1, 21, 10, 2, 44),
    cam=IPHONE13,
    text="""SISTEMA NACIONAL DE SALUD — RECETA MÉDICA (hoja de información al paciente)
Paciente: MOLINA FERRER, INÉS        SIP: 4417 3306 2215
Medicamento: AMOXICILINA 250 mg/5 ml polvo para suspensión oral, 1 frasco 120 ml
Posología: 8 ml cada 8 horas durante 7 días
Fecha de prescripción: 20/01/2024        Válida hasta: 30/01/2024
Médico: Urgencias Pediátricas — H. Clínic
""",
)
I(
    "informe_ortodoncia_inicio.pdf",
    "pdf",
    D(2025, 9, 16, 19, 0),
    "Salud/Inés/",
    text="""Clínica Dental Russafa — Dra. Carla Mompó (ortodoncia)
C/ de Puerto Rico, 40 · València
INFORME DE INICIO DE TRATAMIENTO
Paciente: Inés Molina Ferrer (9 años)        Fecha: 15 de septiembre de 2025
Hoy se ha cementado el disyuntor maxilar (Hyrax) según el presupuesto P-2025-0144.
Instrucciones para los padres: activar el tornillo 1/4 de vuelta cada noche durante 21
días con la llave que se entrega; dieta blanda los primeros días; evitar chicles y
caramelos duros. Es normal que aparezca un espacio entre los incisivos.
Próxima cita: 14 de octubre de 2025, 17:30.
Pago realizado hoy: 250,00 € (entrada). Quedan 16 cuotas de 100 €.
""",
)

# ---------------------------------------------------------------------------
# Recetas
# ---------------------------------------------------------------------------

L(
    "Recetas/paella valenciana.md",
    "text",
    D(2022, 4, 3, 12, 10),
    text="""# Paella valenciana (la de Javier, 4-5 personas)

Paellera de 50 cm. Fuego de leña si se puede, si no el quemador grande.

- 1 pollo de corral troceado (1 kg) y 1/2 conejo
- 300 g de ferraura (judía verde plana) y 200 g de garrofó
- 1 tomate rallado, pimentón dulce, azafrán (o colorante, no se lo digáis a nadie)
- 400 g de arroz bomba o senia
- Aceite de oliva, sal, agua (unos 3 litros), romero

1. Sofreír bien la carne con aceite y sal hasta que esté dorada (25 min, sin prisa).
2. Añadir la verdura, luego el tomate y el pimentón (¡que no se queme!).
3. Agua hasta los remaches, 30 min. Probar de sal.
4. Arroz en cruz, repartir, azafrán. 10 min fuerte + 8 min suave.
5. Romero los últimos minutos. Reposo 5 min. Socarrat al gusto.

Nada de chorizo, cebolla ni guisantes. Esto no es negociable.
""",
)
L(
    "Recetas/all i pebre.txt",
    "text",
    D(2022, 11, 20, 19, 0),
    text="""ALL I PEBRE (de la tía Encarna, El Palmar)

1 kg de anguila limpia en rodajas (o rape si no hay)
6 patatas medianas
1 cabeza de ajos, 2 ñoras, 1 guindilla
pimentón dulce (1 cucharada colmada)
un puñado de almendras tostadas
pan frito, aceite, sal

- Majar los ajos con las almendras, el pan frito y la carne de las ñoras.
- Sofreír los ajos enteros, fuera del fuego el pimentón, agua enseguida.
- Patatas "chascadas" 15 min, luego la anguila + la picada 10 min más.
- Tiene que quedar el caldo rojo y espesito. Pan para mojar.
""",
)
L(
    "Recetas/fideua.md",
    "text",
    D(2023, 2, 5, 13, 30),
    text="""# Fideuà de Gandia

Para 4. Paellera de 40.

- 400 g de fideo grueso con agujero (nº 4)
- 300 g de gamba roja, 300 g de rape, 200 g de sepia
- 1,2 L de fumet de pescado bien hecho
- tomate rallado, 2 dientes de ajo, pimentón, azafrán

Sofreír sepia y rape, apartar gambas marcadas. Tomate y ajo, tostar el fideo en el
aceite. Fumet hirviendo, 8-10 min. Gambas encima. Al final, gratinar 2 min para que el
fideo "se levante". Con allioli.
""",
)
L(
    "Recetas/esgarraet.txt",
    "text",
    D(2023, 6, 1, 21, 0),
    text="""ESGARRAET (para picar en verano)

2 pimientos rojos asados (al horno 45 min, tapados luego para pelarlos)
200 g de bacalao desalado en tiras (sin cocer)
2-3 ajos laminados finos
aceite de oliva virgen extra bueno, un poco de sal

Pelar los pimientos y "esgarrar" (desgarrar) a tiras con las manos.
Mezclar con el bacalao y el ajo, cubrir de aceite. Mejor de un día para otro.
Con pan tostado. Inés solo se come el pimiento, el bacalao "pica".
""",
)
L(
    "Recetas/potaje de vigilia mama.txt",
    "text",
    D(2023, 3, 30, 20, 5),
    text="""POTAJE DE VIGILIA (el de mi madre, Mari Carmen, para Semana Santa)

Ingredientes para 6:
- 500 g de garbanzos (remojo la noche anterior con sal)
- 300 g de bacalao desalado en trozos
- 400 g de espinacas frescas (o una bolsa congelada)
- 2 huevos duros
- 1 cebolla, 2 dientes de ajo, 1 tomate, 1 hoja de laurel
- 1 cucharadita de pimentón, comino (poco)
- 1 rebanada de pan frito y un puñado de almendras para la picada

Cocer los garbanzos con el laurel en agua ya caliente, 1 h 30 (o 25 min en la olla exprés).
Sofrito de cebolla, ajo y tomate; al final el pimentón. Añadir al puchero.
Picada de pan, almendras y un ajo, desleída con caldo. Dentro.
Espinacas y bacalao los últimos 10 minutos. Huevo duro picado por encima.
Mamá dice: "el bacalao, que no hierva fuerte, que se deshace".
""",
)
L(
    "Recetas/tortilla de patatas.md",
    "text",
    D(2022, 9, 18, 20, 40),
    text="""# Tortilla de patatas (CON cebolla, debate cerrado)

- 6 huevos camperos
- 700 g de patatas (agria o monalisa)
- 1 cebolla grande
- aceite de oliva abundante, sal

Patata en láminas finas y cebolla en juliana, confitar a fuego medio-bajo 25 min.
Escurrir bien (el aceite se guarda). Batir huevos con sal, mezclar con la patata caliente
y dejar reposar 10 min. Sartén de 24 cm muy caliente, cuajar 2 min, vuelta con plato,
1 min más. Jugosa por dentro.
""",
)
L(
    "Recetas/bizcocho de yogur.txt",
    "text",
    D(2022, 10, 2, 17, 15),
    text="""BIZCOCHO DE YOGUR (la receta del vasito, la hace Inés sola)

1 yogur natural (el vasito sirve de medida)
3 huevos
2 vasitos de azúcar
3 vasitos de harina
1 vasito de aceite de girasol
1 sobre de levadura química
ralladura de 1 limón

Batir huevos con azúcar hasta que blanqueen. Yogur, aceite y ralladura. Harina y
levadura tamizadas, mezclar con espátula. Molde engrasado. Horno precalentado a 180 ºC,
35-40 min (pinchar con palillo). Para el cumple de Inés le ponemos chocolate por encima.
""",
)
L(
    "Recetas/crema de calabaza.md",
    "text",
    D(2023, 11, 5, 20, 20),
    text="""# Crema de calabaza y zanahoria

- 800 g de calabaza violín, 3 zanahorias, 1 puerro, 1 patata
- 1 L de caldo de verduras, un chorrito de nata o leche de coco
- nuez moscada, jengibre (opcional), sal, pimienta

Pochar el puerro, añadir el resto troceado, caldo, 25 min. Triturar con la nata.
Servir con pipas de calabaza tostadas y un hilo de aceite. Se congela bien.
""",
)
L(
    "Recetas/lentejas estofadas.txt",
    "text",
    D(2024, 1, 28, 12, 45),
    text="""LENTEJAS ESTOFADAS (olla exprés, 30 min en total)

400 g de lentejas pardinas (sin remojo)
1 chorizo, 100 g de panceta (opcional: versión veggie sin ellos)
1 zanahoria, 1 pimiento verde, 1 cebolla, 2 ajos, 1 patata, 1 tomate
1 hoja de laurel, 1 cucharadita de pimentón de la Vera

Sofrito de verduras, pimentón, lentejas lavadas, agua que cubra dos dedos.
Olla 8-10 min desde que sube la válvula. Dejar que baje sola. Patata "chascada" al final
si se quiere más espesa. Mejor al día siguiente.
""",
)
L(
    "Recetas/horchata casera.md",
    "text",
    D(2024, 6, 29, 18, 30),
    text="""# Orxata casera

- 250 g de chufa de Valencia D.O.
- 1 L de agua muy fría
- 150 g de azúcar (al gusto)
- 1 palo de canela y piel de limón (opcional)

1. Lavar bien las chufas y dejarlas en remojo 24 h, cambiando el agua 2 veces. En nevera.
2. Triturar con la mitad del agua hasta hacer una pasta.
3. Añadir el resto del agua y reposar 1 h en la nevera.
4. Colar con un paño fino apretando bien. Endulzar.
5. Muy fría. Con fartons, claro. Aguanta 2 días como mucho.
""",
)
L(
    "Recetas/bunuelos calabaza abuela.jpg",
    "paper",
    D(2024, 3, 10, 17, 22),
    exif=D(2024, 3, 10, 17, 22, 5),
    cam=IPHONE13,
    font="hand",
    text="""Bunyols de carabassa (àvia Pepa)

1 kg carabassa (ja cuita i escorreguda)
1/2 kg farina de força
1 sobre llevat de forner (25 g fresc)
un got d'aigua tèbia, un pessic de sal
oli per a fregir, sucre per damunt

Bullir la carabassa, aixafar-la i deixar-la refredar.
Desfer el llevat en aigua tèbia.
Barrejar tot fins que la massa faça fils.
Deixar pujar 2 hores tapat amb un drap.
Amb les mans mullades fer l'anell i
a l'oli ben calent. Sucre damunt.
Per a Falles, amb xocolate calent!
""",
)
L(
    "Recetas/fabada asturiana.md",
    "text",
    D(2023, 8, 20, 12, 0),
    text="""# Fabada asturiana (la que nos enseñó Maite en la casa de aldea)

- 500 g de fabes de la Granja (remojo 12 h)
- compango: 2 chorizos asturianos, 2 morcillas asturianas, 200 g de lacón, 150 g de tocino
- azafrán, sal (poca: el compango ya sala)

Fabes en agua fría, junto con el compango. Que rompa a hervir y "asustar" 3 veces con un
chorrito de agua fría. Fuego muy suave 2,5-3 h, SIN remover (mover la cazuela en círculos).
Azafrán a mitad. Reposar. Nos trajimos las fabes y el compango de Llanes.
""",
)
I(
    "arros al forn iaia.txt",
    "text",
    D(2025, 10, 20, 21, 37),
    "Recetas/",
    text="""ARRÒS AL FORN (el de la iaia de Javier, cazuela de barro de 32 cm)

Ingredientes para 4-5:
- 400 g de arroz
- 1 morcilla de cebolla y 2 morcillas de arroz, 200 g de costilla de cerdo, panceta
- 250 g de garbanzos cocidos (del cocido del día anterior, ¡ahí está la gracia!)
- 2 patatas en rodajas, 1 tomate partido por la mitad, 1 cabeza de ajos entera
- caldo del cocido (el doble que de arroz, y un poco más), azafrán, pimentón

Horno a 220 ºC. Dorar la costilla, la panceta y la patata en la cazuela.
Pimentón y tomate rallado, luego el arroz, repartir los garbanzos.
Caldo hirviendo, colocar la cabeza de ajos en el centro, tomate y morcilla alrededor.
Al horno 20 minutos. Reposar 5. Se come en la misma cazuela.
""",
)
I(
    "IMG_5788.JPG",
    "paper",
    D(2025, 9, 14, 18, 3, 51),
    "Recetas/",
    exif=D(2025, 9, 14, 18, 3, 51),
    cam=IPHONE13,
    font="hand",
    text="""Coca de llanda (de l'àvia Pepa)

3 ous
1 got de sucre
1 got de llet
1 got d'oli de gira-sol
3 gots de farina
1 sobre de llevat (tipus Royal)
ratlladura de llima i canella

Batre els ous amb el sucre.
Afegir la llet, l'oli i la ratlladura.
Després la farina amb el llevat, a poc a poc.
Tirar-ho a la llanda amb paper de forn.
Sucre i canella per damunt.
Forn a 180º, 30-35 minuts.
""",
)

# ---------------------------------------------------------------------------
# Documentos
# ---------------------------------------------------------------------------

L(
    "Documentos/DNI Lucia.jpg",
    "paper",
    D(2021, 3, 15, 19, 30),
    exif=D(2021, 3, 15, 19, 30, 2),
    cam=IPHONE11,
    text=f"""ESPAÑA    DOCUMENTO NACIONAL DE IDENTIDAD
APELLIDOS: FERRER RIBES
NOMBRE: LUCÍA
SEXO: F    NACIONALIDAD: ESP
FECHA DE NACIMIENTO: 12 02 1985
IDESP: CMK418275
VALIDEZ: 15 03 2031
DNI {LUCIA_DNI}
LUGAR DE NACIMIENTO: VALÈNCIA (VALENCIA)
HIJO/A DE: VICENTE / Mª CARMEN
DOMICILIO: C. CUBA 34 P03 7 — VALÈNCIA
IDESPCMK418275<<<<<<<<<<<<<<<
""",
)
L(
    "Documentos/DNI Javier.pdf",
    "scanpdf",
    D(2021, 3, 15, 19, 40),
    text=f"""ESPAÑA    DOCUMENTO NACIONAL DE IDENTIDAD
APELLIDOS: MOLINA SANCHIS
NOMBRE: JAVIER
SEXO: M    NACIONALIDAD: ESP
FECHA DE NACIMIENTO: 03 11 1983
VALIDEZ: 09 12 2025
DNI {JAVIER_DNI}
LUGAR DE NACIMIENTO: TERUEL (TERUEL)
HIJO/A DE: JOSÉ LUIS / PILAR
DOMICILIO: C. CUBA 34 P03 7 — VALÈNCIA
""",
)
L(
    "Documentos/DNI Ines.pdf",
    "scanpdf",
    D(2022, 6, 3, 18, 0),
    text=f"""ESPAÑA    DOCUMENTO NACIONAL DE IDENTIDAD
APELLIDOS: MOLINA FERRER
NOMBRE: INÉS
SEXO: F    NACIONALIDAD: ESP
FECHA DE NACIMIENTO: 14 05 2016
VALIDEZ: 01 06 2027
DNI {INES_DNI}
LUGAR DE NACIMIENTO: VALÈNCIA (VALENCIA)
HIJO/A DE: JAVIER / LUCÍA
""",
)
L(
    "Documentos/pasaporte Lucia.pdf",
    "scanpdf",
    D(2023, 2, 16, 20, 0),
    text=f"""REINO DE ESPAÑA — PASAPORTE / PASSPORT
Tipo/Type: P    Código/Code: ESP    Nº: PAM318824
Apellidos/Surname: FERRER RIBES
Nombre/Given names: LUCÍA
Nacionalidad: ESPAÑOLA    Fecha de nacimiento: 12 FEB/FEB 1985
Sexo: F    Lugar de nacimiento: VALÈNCIA
Fecha de expedición: 10 FEB/FEB 2023
Fecha de caducidad: 10 FEB/FEB 2033
Autoridad: DGP VALENCIA    DNI: {LUCIA_DNI}
P<ESPFERRER<RIBES<<LUCIA<<<<<<<<<<<<<<<<<<<<
""",
)
L(
    "Documentos/pasaporte Javier.pdf",
    "scanpdf",
    D(2023, 2, 16, 20, 2),
    text=f"""REINO DE ESPAÑA — PASAPORTE / PASSPORT
Tipo/Type: P    Código/Code: ESP    Nº: PAM318825
Apellidos/Surname: MOLINA SANCHIS
Nombre/Given names: JAVIER
Nacionalidad: ESPAÑOLA    Fecha de nacimiento: 03 NOV/NOV 1983
Sexo: M    Lugar de nacimiento: TERUEL
Fecha de expedición: 10 FEB/FEB 2023
Fecha de caducidad: 10 FEB/FEB 2033
Autoridad: DGP VALENCIA    DNI: {JAVIER_DNI}
P<ESPMOLINA<SANCHIS<<JAVIER<<<<<<<<<<<<<<<<<
""",
)
L(
    "Documentos/pasaporte Ines.jpg",
    "paper",
    D(2023, 2, 16, 20, 5),
    exif=D(2023, 2, 16, 20, 5, 31),
    cam=IPHONE11,
    text=f"""REINO DE ESPAÑA — PASAPORTE / PASSPORT
Tipo/Type: P    Código/Code: ESP    Nº: PAM318826
Apellidos/Surname: MOLINA FERRER
Nombre/Given names: INÉS
Nacionalidad: ESPAÑOLA    Fecha de nacimiento: 14 MAY/MAY 2016
Sexo: F    Lugar de nacimiento: VALÈNCIA
Fecha de expedición: 10 FEB/FEB 2023
Fecha de caducidad: 10 FEB/FEB 2028
Autoridad: DGP VALENCIA    DNI: {INES_DNI}
P<ESPMOLINA<FERRER<<INES<<<<<<<<<<<<<<<<<<<<
""",
)
L(
    "Documentos/libro de familia.pdf",
    "scanpdf",
    D(2021, 4, 2, 21, 15),
    text="""REGISTRO CIVIL DE VALÈNCIA
LIBRO DE FAMILIA
Matrimonio celebrado en València el 18 de septiembre de 2014
Inscrito en: Tomo 00412, Página 233, Sección 2ª
Esposo: JAVIER MOLINA SANCHIS — nacido en Teruel el 3-11-1983
   Padres: José Luis y Pilar
Esposa: LUCÍA FERRER RIBES — nacida en València el 12-2-1985
   Padres: Vicente y María del Carmen
HIJOS
1º  INÉS MOLINA FERRER
    Nacida en València el 14 de mayo de 2016
    Inscrita en: Tomo 01733, Página 118, Sección 1ª
El Encargado del Registro Civil  [sello]
""",
)
L(
    "Documentos/certificado empadronamiento 2024.pdf",
    "pdf",
    D(2024, 2, 8, 10, 40),
    text=f"""# AJUNTAMENT DE VALÈNCIA — Oficina del Padró Municipal d'Habitants
## VOLANTE DE EMPADRONAMIENTO COLECTIVO
Código de verificación: VLC-PAD-8G2K-4471-XQ
Domicilio: CL CUBA 34 Esc. 1 Pl. 03 Pta. 07 — 46006 VALÈNCIA
Distrito: 2 L'EIXAMPLE · Barrio: 21 RUSSAFA
Personas inscritas en este domicilio:
1. MOLINA SANCHIS, JAVIER — {JAVIER_DNI} — alta 06/09/2021
2. FERRER RIBES, LUCÍA — {LUCIA_DNI} — alta 06/09/2021
3. MOLINA FERRER, INÉS — {INES_DNI} — alta 06/09/2021
Fecha de expedición: 8 de febrero de 2024. Válido a efectos informativos durante 3 meses.
Solicitado para: matrícula escolar / ayudas.
""",
)
L(
    "Documentos/certificado nacimiento Ines.pdf",
    "pdf",
    D(2022, 5, 25, 12, 0),
    text=f"""# MINISTERIO DE JUSTICIA — Registro Civil
## CERTIFICACIÓN LITERAL DE NACIMIENTO
Expedida electrónicamente el 25/05/2022 · CSV: MJU-RC-2205-7781-AQ92
Inscrito: INÉS MOLINA FERRER
Hora y fecha de nacimiento: 04:12 del 14 de mayo de 2016
Lugar: Hospital Clínic Universitari, València
Sexo: mujer
Padre: Javier Molina Sanchis, DNI {JAVIER_DNI}
Madre: Lucía Ferrer Ribes, DNI {LUCIA_DNI}
Sección 1ª, Tomo 01733, Página 118
Finalidad: expedición del DNI
""",
)
I(
    "volante_empadronamiento_2025.pdf",
    "pdf",
    D(2025, 10, 15, 9, 20),
    "Documentos/",
    text=f"""AJUNTAMENT DE VALÈNCIA — Padró Municipal d'Habitants
VOLANT D'EMPADRONAMENT COL·LECTIU / VOLANTE DE EMPADRONAMIENTO COLECTIVO
Código de verificación: VLC-PAD-9R1M-0582-TB
Domicilio: CL CUBA 34 Esc. 1 Pl. 03 Pta. 07 — 46006 VALÈNCIA
Distrito: 2 L'EIXAMPLE · Barrio: 21 RUSSAFA
1. MOLINA SANCHIS, JAVIER — {JAVIER_DNI}
2. FERRER RIBES, LUCÍA — {LUCIA_DNI}
3. MOLINA FERRER, INÉS — {INES_DNI}
Fecha de expedición: 15/10/2025 (sede electrónica)
""",
)

# ---------------------------------------------------------------------------
# Impuestos / Renta AAAA  (por ejercicio)
# ---------------------------------------------------------------------------


def renta(
    quien: str,
    nif: str,
    ej: int,
    rend: list[tuple[str, float]],
    base: float,
    cuota: float,
    ret: float,
    pres: D,
    just: str,
) -> str:
    resultado = round(cuota - ret, 2)
    lineas = "\n".join(f"{k} ........ {eur(v)}" for k, v in rend)
    if resultado < 0:
        res = f"RESULTADO DE LA DECLARACIÓN: A DEVOLVER {eur(-resultado)}"
        extra = f"Devolución solicitada por transferencia a {IBAN}"
    else:
        res = f"RESULTADO DE LA DECLARACIÓN: A INGRESAR {eur(resultado)}"
        extra = f"Pago domiciliado en {IBAN}, cargo el 30/06/{ej + 1}"
    return f"""# AGENCIA TRIBUTARIA
## Impuesto sobre la Renta de las Personas Físicas — Modelo 100
Ejercicio {ej} · Declaración individual
Declarante: {quien} · NIF {nif}
Comunidad autónoma de residencia: Comunitat Valenciana
Estado civil: casado/a · Descendiente: Inés Molina Ferrer (14/05/2016), 50 %
---
{lineas}
Base liquidable general ........ {eur(base)}
Cuota líquida (estatal + autonómica) ........ {eur(cuota)}
Retenciones y pagos a cuenta ........ {eur(ret)}
{res}
{extra}
Deducción autonómica por arrendamiento de vivienda habitual (C. Valenciana): aplicada
Fecha de presentación: {dmy(pres)} · Nº de justificante: {just}
Presentada por Renta WEB
"""


def justificante(quien: str, nif: str, ej: int, pres: D, just: str, csv: str) -> str:
    return f"""# AGENCIA TRIBUTARIA — Sede electrónica
## Justificante de presentación
Modelo 100 — IRPF — Ejercicio {ej}
Presentador: {quien} · NIF {nif}
Fecha y hora de presentación: {larga(pres)}, a las {pres.strftime("%H:%M:%S")}
Número de justificante: {just}
Código Seguro de Verificación (CSV): {csv}
Expediente de referencia (nº de registro): 2025{just[-9:]}
La presentación se ha realizado correctamente.
"""


def cert_retenciones(ej: int, bruto: float, ret: float, ss: float) -> str:
    return f"""# GENERALITAT VALENCIANA
Conselleria d'Educació — Servei de Nòmines de Personal Docent
## CERTIFICADO DE RETENCIONES E INGRESOS A CUENTA DEL IRPF
Ejercicio {ej}
Perceptor: MOLINA SANCHIS, JAVIER · NIF {JAVIER_DNI}
Pagador: Generalitat Valenciana · NIF S4611001A
Clave de percepción: A (rendimientos del trabajo, empleados por cuenta ajena)
Retribuciones dinerarias íntegras ........ {eur(bruto)}
Retenciones practicadas ........ {eur(ret)}
Cotizaciones a la Seguridad Social (gastos deducibles) ........ {eur(ss)}
Cuota sindical: 0,00 €
València, a {ej + 1}-01-31. Documento firmado electrónicamente.
"""


# Renta 2022
L(
    "Impuestos/Renta 2022/Renta 2022 Lucia.pdf",
    "pdf",
    D(2023, 5, 9, 22, 40),
    text=renta(
        LUCIA,
        LUCIA_DNI,
        2022,
        [
            ("Rendimiento neto actividades económicas (estimación directa simplificada)", 18410.22),
            ("Rendimientos de capital mobiliario", 12.40),
        ],
        17320.50,
        2614.36,
        2901.88,
        D(2023, 5, 9, 22, 31, 5),
        "1002231877410",
    ),
)
L(
    "Impuestos/Renta 2022/Renta 2022 Javier.pdf",
    "pdf",
    D(2023, 5, 9, 22, 55),
    text=renta(
        JAVIER,
        JAVIER_DNI,
        2022,
        [("Rendimientos del trabajo (íntegros)", 40122.66), ("Gastos deducibles", 2610.80)],
        34911.86,
        6720.41,
        6511.02,
        D(2023, 5, 9, 22, 48, 40),
        "1002231877522",
    ),
)
L(
    "Impuestos/Renta 2022/certificado retenciones 2022 Javier.pdf",
    "pdf",
    D(2023, 2, 20, 18, 0),
    text=cert_retenciones(2022, 40122.66, 6511.02, 2610.80),
)
L(
    "Impuestos/Renta 2022/datos fiscales 2022.pdf",
    "pdf",
    D(2023, 4, 2, 11, 10),
    text=f"""# AGENCIA TRIBUTARIA — Datos fiscales 2022
Titular: LUCÍA FERRER RIBES · NIF {LUCIA_DNI}
Rendimientos del trabajo: ninguno
Actividades económicas: retenciones de PREVISALUD MUTUA ({MUTUA_CIF}): 1.230,66 €
Pagos fraccionados (modelo 130) ejercicio 2022: 1.671,22 €
Cuentas bancarias: {IBAN} (titularidad compartida) — intereses 12,40 €
Alquiler de vivienda: figuran pagos al arrendador NIF {CASERO_DNI} por 10.302,00 €
Hijos: Inés Molina Ferrer
""",
)
L(
    "Impuestos/Renta 2022/borrador renta 2022 Javier.pdf",
    "pdf",
    D(2023, 4, 11, 20, 15),
    text=f"""# AGENCIA TRIBUTARIA — BORRADOR (no presentado)
IRPF ejercicio 2022 · {JAVIER} · NIF {JAVIER_DNI}
Rendimientos del trabajo: 40.122,66 € (Generalitat Valenciana)
Resultado estimado del borrador: A INGRESAR 382,10 €
Atención: el borrador NO incluye la deducción autonómica por alquiler de vivienda habitual
ni el mínimo por descendiente correctamente repartido. Revise antes de confirmar.
(nota a mano de Lucía: "¡no confirmar! meter alquiler y Inés al 50%")
""",
)
# Renta 2023
L(
    "Impuestos/Renta 2023/Renta 2023 Lucia.pdf",
    "pdf",
    D(2024, 4, 24, 21, 30),
    text=renta(
        LUCIA,
        LUCIA_DNI,
        2023,
        [
            ("Rendimiento neto actividades económicas (estimación directa simplificada)", 19875.40),
            ("Rendimientos de capital mobiliario", 48.90),
        ],
        18904.30,
        2960.12,
        3372.48,
        D(2024, 4, 24, 21, 22, 17),
        "1002241338102",
    ),
)
L(
    "Impuestos/Renta 2023/Renta 2023 Javier.pdf",
    "pdf",
    D(2024, 4, 24, 21, 50),
    text=renta(
        JAVIER,
        JAVIER_DNI,
        2023,
        [("Rendimientos del trabajo (íntegros)", 41870.32), ("Gastos deducibles", 2724.60)],
        36445.72,
        7081.94,
        6943.44,
        D(2024, 4, 24, 21, 44, 3),
        "1002241338215",
    ),
)
L(
    "Impuestos/Renta 2023/justificante presentacion Lucia.pdf",
    "pdf",
    D(2024, 4, 24, 21, 31),
    text=justificante(
        LUCIA, LUCIA_DNI, 2023, D(2024, 4, 24, 21, 22, 17), "1002241338102", "HQ7LKMWB3X9R2ZTA"
    ),
)
L(
    "Impuestos/Renta 2023/justificante presentacion Javier.pdf",
    "pdf",
    D(2024, 4, 24, 21, 51),
    text=justificante(
        JAVIER, JAVIER_DNI, 2023, D(2024, 4, 24, 21, 44, 3), "1002241338215", "P3XW8N2JYT6CQA4D"
    ),
)
L(
    "Impuestos/Renta 2023/certificado retenciones 2023 Javier.pdf",
    "pdf",
    D(2024, 2, 19, 17, 30),
    text=cert_retenciones(2023, 41870.32, 6943.44, 2724.60),
)
L(
    "Impuestos/Renta 2023/certificado donativo Caritas 2023.pdf",
    "pdf",
    D(2024, 1, 30, 12, 0),
    text=f"""# CÀRITAS DIOCESANA DE VALÈNCIA
## CERTIFICADO DE DONACIONES — EJERCICIO 2023
(a efectos de la Ley 49/2002, de régimen fiscal de las entidades sin fines lucrativos)
Donante: Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Importe total donado en 2023: 180,00 € (cuota mensual de 15 €)
Carácter: irrevocable. Donante recurrente (3 años o más con la entidad).
Estos datos se han comunicado a la AEAT (modelo 182).
""",
)
L(
    "Impuestos/Renta 2023/notas renta 2023.md",
    "text",
    D(2024, 4, 20, 23, 10),
    text="""# Renta 2023 — apuntes

- Javier: cuadran los datos fiscales con el certificado de Conselleria. OK.
- Yo: sumar los 12 recibos de autónomos (carpeta de cuota) -> gasto deducible 2023: 3.528 €.
- Retenciones de la mutua 2023: 1.352,10 € (en datos fiscales aparece bien).
- Pagos del 130 de 2023: mirar los cuatro trimestres (en 2023 todavía estaba en papel).
- Deducción alquiler C. Valenciana: base = lo pagado a Rafael en 2023 (10.540,02 €).
  ¡Ojo! a partes iguales entre los dos. El NIF del casero hay que ponerlo.
- Donativo Càritas 180 €.
- Inés al 50% cada uno.
Presentadas las dos el 24 de abril. A mí me devuelven, a Javier le sale a pagar un poco.
""",
)
# Renta 2024
L(
    "Impuestos/Renta 2024/Declaracion 2024 Lucia.pdf",
    "pdf",
    D(2025, 5, 6, 22, 10),
    text=renta(
        LUCIA,
        LUCIA_DNI,
        2024,
        [
            ("Rendimiento neto actividades económicas (estimación directa simplificada)", 20611.85),
            ("Rendimientos de capital mobiliario", 91.30),
        ],
        19640.05,
        3120.77,
        3406.87,
        D(2025, 5, 6, 21, 58, 40),
        "1002252210077",
    ),
)
L(
    "Impuestos/Renta 2024/Declaracion 2024 Javier.pdf",
    "pdf",
    D(2025, 5, 6, 22, 25),
    text=renta(
        JAVIER,
        JAVIER_DNI,
        2024,
        [("Rendimientos del trabajo (íntegros)", 43011.58), ("Gastos deducibles", 2830.70)],
        37411.08,
        7402.55,
        7308.35,
        D(2025, 5, 6, 22, 19, 2),
        "1002252210154",
    ),
)
L(
    "Impuestos/Renta 2024/justificante presentacion Lucia 2024.pdf",
    "pdf",
    D(2025, 5, 6, 22, 11),
    text=justificante(
        LUCIA, LUCIA_DNI, 2024, D(2025, 5, 6, 21, 58, 40), "1002252210077", "ZK2R8TQW7MBN4XJC"
    ),
)
L(
    "Impuestos/Renta 2024/certificado retenciones Javier 2024.pdf",
    "pdf",
    D(2025, 2, 24, 18, 20),
    text=cert_retenciones(2024, 43011.58, 7308.35, 2830.70),
)
L(
    "Impuestos/Renta 2024/certificado donativos 2024.pdf",
    "pdf",
    D(2025, 1, 29, 12, 0),
    text=f"""# CÀRITAS DIOCESANA DE VALÈNCIA
## CERTIFICADO DE DONACIONES — EJERCICIO 2024
Donante: Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Importe total donado en 2024: 180,00 €
Donante recurrente. Datos comunicados a la AEAT (modelo 182).
Además: aportación extraordinaria DANA (noviembre 2024): 100,00 €
""",
)
L(
    "Impuestos/Renta 2024/notas renta 2024.md",
    "text",
    D(2025, 5, 5, 23, 45),
    text="""# Renta 2024

- Cuota autónomos 2024: 12 x 294 = 3.528 € (igual que el año pasado, mismo tramo).
- Camilla eléctrica comprada en mayo 2024 -> amortización, preguntar a la gestoría (Puchades).
- Retenciones mutua 2024: 1.571,70 €.
- Alquiler pagado 2024: 10.717,04 € (8 meses a 884,34 y 4 a 904,68).
- Donativos: Càritas 180 + DANA 100.
- Javier: a pagar 94,20 €, domiciliado al 30 de junio. Yo: a devolver 286,10 €.
""",
)
L(
    "Impuestos/Renta 2024/datos fiscales 2024 Javier.pdf",
    "pdf",
    D(2025, 3, 19, 9, 5),
    text=f"""# AGENCIA TRIBUTARIA — Datos fiscales 2024
Titular: JAVIER MOLINA SANCHIS · NIF {JAVIER_DNI}
Rendimientos del trabajo — pagador Generalitat Valenciana (S4611001A):
   íntegro 43.011,58 € · retenciones 7.308,35 € · gastos deducibles 2.830,70 €
Cuentas bancarias: {IBAN} — intereses 91,30 € (50 %)
Alquiler vivienda habitual: pagos al arrendador NIF {CASERO_DNI}
Vehículo: {MATRICULA} (titular)
""",
)
I(
    "notificacion_AEAT_verificacion.pdf",
    "pdf",
    D(2025, 10, 7, 13, 22),
    "Impuestos/Renta 2023/",
    text=f"""AGENCIA TRIBUTARIA — Delegación Especial de Valencia
Dependencia Regional de Gestión Tributaria
COMUNICACIÓN DE INICIO DE PROCEDIMIENTO DE VERIFICACIÓN DE DATOS
Y PROPUESTA DE LIQUIDACIÓN PROVISIONAL
Fecha: 6 de octubre de 2025 · Referencia: 2025GVD4611893022Q
Obligado tributario: FERRER RIBES, LUCÍA · NIF {LUCIA_DNI}
Concepto: IRPF · Periodo: ejercicio 2023, declaración nº de justificante 1002241338102
Motivo: De los datos en poder de la Administración resulta que el importe consignado como
base de la deducción autonómica por arrendamiento de la vivienda habitual no coincide
con el declarado por el arrendador (modelo 100 del NIF {CASERO_DNI}).
Propuesta: regularizar la deducción, resultando una cuantía a ingresar de 61,84 € más
intereses de demora (2,71 €).
Dispone de un plazo de DIEZ DÍAS hábiles, contados a partir del siguiente a la
notificación, para formular alegaciones y aportar los recibos del alquiler de ese año.
""",
)

# ---------------------------------------------------------------------------
# Consulta / Trimestres  (303 IVA + 130 IRPF, facturas emitidas y de gastos)
# ---------------------------------------------------------------------------

EMISOR = f"""# Lucía Ferrer Ribes — Fisioterapeuta
Col. nº 4127 ICOFCV · NIF {LUCIA_DNI}
{CONSULTA} · 644 218 905 · luciaferrerfisio@gmail.com"""

# (año, T): (ingresos, gastos, retenciones, base21, iva_soportado, fecha_presentación)
TRIM = {
    (2024, 1): (7420.00, 2110.35, 380.70, 980.00, 41.20, D(2024, 4, 15, 19, 3)),
    (2024, 2): (7890.00, 3650.10, 402.30, 1120.00, 238.40, D(2024, 7, 16, 21, 40)),
    (2024, 3): (5210.00, 1980.45, 251.10, 640.00, 33.10, D(2024, 10, 18, 20, 15)),
    (2024, 4): (8120.00, 2240.80, 420.30, 1210.00, 52.70, D(2025, 1, 28, 22, 5)),
    (2025, 1): (8340.00, 2305.60, 433.80, 1300.00, 61.90, D(2025, 4, 14, 18, 50)),
    (2025, 2): (8010.00, 2190.25, 410.40, 1180.00, 47.30, D(2025, 7, 15, 20, 30)),
    (2025, 3): (5630.00, 2050.90, 270.00, 690.00, 38.20, D(2025, 10, 17, 21, 12)),
}
ORD = {1: "primer", 2: "segundo", 3: "tercer", 4: "cuarto"}


def m303(y: int, t: int) -> str:
    _, _, _, base, sop, pres = TRIM[(y, t)]
    dev = round(base * 0.21, 2)
    res = round(dev - sop, 2)
    return f"""# AGENCIA TRIBUTARIA
## Modelo 303 — Impuesto sobre el Valor Añadido. Autoliquidación
Ejercicio: {y}        Periodo: {t}T ({ORD[t]} trimestre)
NIF: {LUCIA_DNI}        Apellidos y nombre: FERRER RIBES LUCIA
Actividad: 841 (fisioterapeutas) — operaciones sujetas (clases de pilates) y exentas
(art. 20.Uno.3º LIVA, asistencia sanitaria)
IVA devengado — régimen general 21 %: base [07] {num(base)} · cuota [09] {num(dev)}
Total cuota devengada [27]: {num(dev)}
IVA deducible — operaciones interiores corrientes: cuota [29] {num(sop)}
Total a deducir [45]: {num(sop)}
Resultado régimen general [46]: {num(res)}
Operaciones exentas sin derecho a deducción [123]: incluidas
Resultado de la autoliquidación [71]: {num(res)}  — A INGRESAR (domiciliación)
Autoliquidación IVA {t}T {y} · domiciliada en {IBAN_OCULTO} (cargo el último día del plazo)
Fecha de presentación: {dmy(pres)}    Justificante nº 303{y}{t}0{pres.day:02d}418872
"""


def m130(y: int, t: int) -> str:
    ing = sum(TRIM[(y, k)][0] for k in range(1, t + 1))
    gas = sum(TRIM[(y, k)][1] for k in range(1, t + 1))
    ret = sum(TRIM[(y, k)][2] for k in range(1, t + 1))
    rend = round(ing - gas, 2)
    c20 = round(rend * 0.20, 2)
    prev = 0.0
    for k in range(1, t):
        i2 = sum(TRIM[(y, j)][0] for j in range(1, k + 1))
        g2 = sum(TRIM[(y, j)][1] for j in range(1, k + 1))
        r2 = sum(TRIM[(y, j)][2] for j in range(1, k + 1))
        prev = max(prev, round((i2 - g2) * 0.20 - r2, 2))
    res = round(c20 - prev - ret, 2)
    pres = TRIM[(y, t)][5]
    return f"""# AGENCIA TRIBUTARIA
## Modelo 130 — IRPF. Empresarios y profesionales en estimación directa. Pago fraccionado
Ejercicio: {y}        Periodo: {t}T
Declarante: FERRER RIBES LUCIA · NIF {LUCIA_DNI}
I. Actividades económicas en estimación directa (datos acumulados desde el 1 de enero)
[01] Ingresos computables: {num(ing)}
[02] Gastos fiscalmente deducibles: {num(gas)}
[03] Rendimiento neto: {num(rend)}
[04] 20 % del importe de la casilla 03: {num(c20)}
[05] A deducir: pagos fraccionados de trimestres anteriores del ejercicio: {num(prev)}
[06] Retenciones e ingresos a cuenta soportados: {num(ret)}
[07] Pago fraccionado previo del trimestre: {num(res)}
Resultado de la autoliquidación: {num(max(res, 0.0))}{" (negativa: 0)" if res < 0 else ""}
Fecha de presentación: {dmy(pres)}
"""


def fact_mutua(num_f: str, y: int, m: int, sesiones: int, emi: D, cobro: D | None) -> str:
    base = sesiones * 18.0
    ret = round(base * 0.15, 2)
    pagada = ""
    if cobro is not None:
        pagada = f"\nFecha de pago (transferencia recibida de la mutua): {dmy(cobro)} · PAGADA"
    return f"""{EMISOR}
## FACTURA
Nº de factura: {num_f}
Fecha de emisión: {dmy(emi)}
Cliente: {MUTUA}
CIF {MUTUA_CIF} · Av. d'Aragó, 30, 46021 València
Nº de proveedor / convenio: {CONVENIO}
Concepto: sesiones de fisioterapia a asegurados, {MESES[m - 1]} de {y}
(según relación adjunta de autorizaciones)
{sesiones} sesiones × 18,00 € ........ {eur(base)}
Base imponible ........ {eur(base)}
IVA: operación exenta (art. 20.Uno.3º Ley 37/1992)
Retención IRPF 15 % ........ -{eur(ret)}
TOTAL A PAGAR ........ {eur(base - ret)}
Forma de pago: transferencia a {IBAN} a 30 días{pagada}
"""


def fact_paciente(num_f: str, fecha_txt: str, paciente: str, nifp: str, lineas: list) -> str:
    total = 0.0
    body = []
    iva_base = 0.0
    for desc, cant, precio, con_iva in lineas:
        imp = cant * precio
        total += imp
        if con_iva:
            iva_base += imp
        body.append(f"{desc} — {cant} × {eur(precio)} ........ {eur(imp)}")
    iva = round(iva_base * 0.21, 2)
    nota = (
        "Sesiones de fisioterapia exentas de IVA (art. 20.Uno.3º LIVA)." if iva_base < total else ""
    )
    return f"""{EMISOR}
## FACTURA
Nº de factura: {num_f}
Fecha: {fecha_txt}
Paciente: {paciente} · NIF {nifp}
{chr(10).join(body)}
Base imponible ........ {eur(total)}
IVA 21 % (clases de pilates) ........ {eur(iva)}
TOTAL ........ {eur(total + iva)}
{nota}
Pagado con tarjeta / Bizum en consulta.
"""


def fact_sala(num_f: str, mes: str, emi: D, cargo: D) -> str:
    return f"""# CENTRE FISIO RUSSAFA, S.L. · B98334519
C/ de Sueca, 61, bajo · 46006 València
## FACTURA Nº {num_f}
Fecha de factura: {dmy(emi)}
Cliente: Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Concepto: cesión de uso de sala 2 (consulta de fisioterapia) y zonas comunes, {mes}
Base imponible ........ 380,00 €
IVA 21 % ........ 79,80 €
Retención IRPF 19 % (arrendamiento) ........ -72,20 €
Total ........ 387,60 €
Recibo domiciliado. Fecha de cargo: {dmy(cargo)}
"""


def fact_gestoria(num_f: str, fecha: D, trim: str) -> str:
    return f"""# GESTORÍA PUCHADES — Asesoría fiscal y laboral
C/ del Comte d'Altea, 19, 2º · 46005 València · CIF B46773190
Factura {num_f} · {larga(fecha)}
Cliente: Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Honorarios asesoría fiscal autónomos — {trim}: presentación de modelos 303 y 130,
libro registro de ingresos y gastos.
Base: 45,00 €    IVA 21 %: 9,45 €    Retención 15 %: -6,75 €    Total: 47,70 €
"""


def libro_csv(filas: list[tuple]) -> str:
    out = ["Fecha;Nº factura;Cliente;NIF cliente;Base;Tipo IVA;Cuota IVA;Retención;Total"]
    for f, n, c, nif, base, tipo in filas:
        cuota = round(base * tipo / 100, 2)
        ret = round(base * 0.15, 2) if "PREVISALUD" in c else 0.0
        out.append(
            f"{f};{n};{c};{nif};{num(base)};{tipo};{num(cuota)};{num(ret)};"
            f"{num(base + cuota - ret)}"
        )
    return "\n".join(out) + "\n"


_PAC = [
    ("Amparo Gil Roig", "24411872M"),
    ("Josep Vidal Sanz", "20833190D"),
    ("Carmen Navarro Puig", "29187554C"),
    ("Miguel Ángel Ortí", "44876102R"),
    ("Elena Martínez Soler", "73550218Q"),
    ("Toni Ferrandis", "20179360B"),
    ("Rosa Iborra Cano", "22590143J"),
]


MUTUA_SES = {
    (2024, 1): 38,
    (2024, 2): 42,
    (2024, 3): 45,
    (2024, 4): 37,
    (2024, 5): 44,
    (2024, 6): 41,
    (2024, 7): 35,
    (2024, 8): 12,
    (2024, 9): 40,
    (2024, 10): 44,
    (2024, 11): 47,
    (2024, 12): 36,
    (2025, 1): 39,
    (2025, 2): 45,
    (2025, 3): 48,
    (2025, 4): 33,
    (2025, 5): 46,
    (2025, 6): 46,
    (2025, 7): 38,
    (2025, 8): 9,
    (2025, 9): 43,
}


def libro_trim(y: int, t: int, seed: int) -> str:
    r = Random(seed)
    rows = []
    for mi in range(3):
        m = (t - 1) * 3 + mi + 1
        for _ in range(r.randint(4, 7)):
            d = r.randint(2, 27)
            p, nif = r.choice(_PAC)
            if r.random() < 0.35:
                rows.append((m, d, p, nif, 80.0, 21))
            else:
                rows.append((m, d, p, nif, 40.0 * r.randint(1, 5), 0))
        rows.append((m, _DIAS[m - 1], "PREVISALUD MUTUA", MUTUA_CIF, MUTUA_SES[(y, m)] * 18.0, 0))
    rows.sort(key=lambda x: (x[0], x[1], x[2]))
    n = {1: 1, 2: 45, 3: 88, 4: 112}[t]
    filas = []
    for m, d, p, nif, base, tipo in rows:
        if nif == MUTUA_CIF:
            numf = f"{y}-M{m:02d}"
        else:
            numf = f"{y}/{n:03d}"
            n += 1
        filas.append((f"{d:02d}/{m:02d}/{y}", numf, p, nif, base, tipo))
    return libro_csv(filas)


T = "Consulta/Trimestres/"
# 2024-1T (4)
L(T + "2024-1T/303 1T 2024.pdf", "pdf", D(2024, 4, 15, 19, 5), text=m303(2024, 1))
L(T + "2024-1T/130 1T 2024.pdf", "pdf", D(2024, 4, 15, 19, 9), text=m130(2024, 1))
L(
    T + "2024-1T/facturas emitidas 1T 2024.csv",
    "csv",
    D(2024, 4, 12, 22, 0),
    text=libro_trim(2024, 1, 241),
)
L(
    T + "2024-1T/factura sala marzo 2024.pdf",
    "pdf",
    D(2024, 3, 2, 10, 0),
    text=fact_sala("CFR-24/0061", "marzo de 2024", D(2024, 3, 1), D(2024, 3, 5)),
)
# 2024-2T (6)
L(T + "2024-2T/Modelo303_2T_2024.pdf", "pdf", D(2024, 7, 16, 21, 42), text=m303(2024, 2))
L(T + "2024-2T/Modelo130_2T_2024.pdf", "pdf", D(2024, 7, 16, 21, 45), text=m130(2024, 2))
L(
    T + "2024-2T/libro ingresos 2T.csv",
    "csv",
    D(2024, 7, 10, 23, 10),
    text=libro_trim(2024, 2, 242),
)
L(
    T + "2024-2T/Factura 2024-M06 Previsalud.pdf",
    "pdf",
    D(2024, 6, 30, 19, 0),
    text=fact_mutua("2024-M06", 2024, 6, MUTUA_SES[(2024, 6)], D(2024, 6, 30), None),
)
L(
    T + "2024-2T/factura camilla electrica.pdf",
    "pdf",
    D(2024, 5, 17, 13, 0),
    text=f"""# MEDFIS SUMINISTROS SANITARIOS, S.L.
Pol. Ind. Fuente del Jarro, C/ Ciudad de Sevilla, 14 · 46988 Paterna · CIF B97220461
## FACTURA Nº F-24/0488
Fecha de factura: 16-may-2024
Cliente: Lucía Ferrer Ribes · NIF {LUCIA_DNI} · Cliente nº 30771
Camilla eléctrica 3 cuerpos Ecopostural C3550, color gris ........ 1.290,00 €
Portes e instalación ........ 45,00 €
Base imponible ........ 1.335,00 €        IVA 21 % ........ 280,35 €
TOTAL ........ 1.615,35 €
Forma de pago: transferencia anticipada (realizada el 14/05/2024)
""",
)
L(
    T + "2024-2T/gestoria 2T 2024.pdf",
    "pdf",
    D(2024, 7, 18, 10, 0),
    text=fact_gestoria("GP-24/0712", D(2024, 6, 30), "2º trimestre 2024"),
)
# 2024-3T (3)
L(T + "2024-3T/303_3T.pdf", "pdf", D(2024, 10, 18, 20, 17), text=m303(2024, 3))
L(T + "2024-3T/130_3T.pdf", "pdf", D(2024, 10, 18, 20, 20), text=m130(2024, 3))
L(T + "2024-3T/libro ingresos 3T.csv", "csv", D(2024, 10, 15, 22, 0), text=libro_trim(2024, 3, 243))
# 2024-4T (8)
L(T + "2024-4T/303 4T 2024.pdf", "pdf", D(2025, 1, 28, 22, 7), text=m303(2024, 4))
L(T + "2024-4T/130 4T 2024.pdf", "pdf", D(2025, 1, 28, 22, 10), text=m130(2024, 4))
L(
    T + "2024-4T/390 resumen anual IVA 2024.pdf",
    "pdf",
    D(2025, 1, 28, 22, 20),
    text=f"""# AGENCIA TRIBUTARIA
## Modelo 390 — Declaración-resumen anual del IVA · Ejercicio 2024
NIF {LUCIA_DNI} · FERRER RIBES LUCIA
Régimen general — base imponible al 21 %: 3.950,00 € · cuota: 829,50 €
IVA deducible total: 365,40 €
Operaciones exentas (art. 20 LIVA): 24.690,00 €
Prorrata: no aplicada (sectores diferenciados)
Resultado de las autoliquidaciones del ejercicio: 464,10 €
Fecha de presentación: 28/01/2025
""",
)
for mm in (10, 11, 12):
    L(
        T + f"2024-4T/Factura 2024-M{mm} Previsalud.pdf",
        "pdf",
        D(2024, mm, _DIAS[mm - 1], 20, 10),
        text=fact_mutua(
            f"2024-M{mm}", 2024, mm, MUTUA_SES[(2024, mm)], D(2024, mm, _DIAS[mm - 1]), None
        ),
    )
L(
    T + "2024-4T/electrodos y kinesiotape.pdf",
    "pdf",
    D(2024, 11, 12, 12, 0),
    text=f"""# MEDFIS SUMINISTROS SANITARIOS, S.L. · CIF B97220461
## FACTURA Nº F-24/1377
Fecha de factura: 11/11/2024 · Cliente nº 30771 · Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Electrodos autoadhesivos 50×50 mm (pack 40) — 2 ud ........ 37,80 €
Kinesiotape 5 cm × 5 m, varios colores — 6 ud ........ 47,40 €
Gel conductor ultrasonidos 5 L — 1 ud ........ 18,90 €
Base ........ 104,10 €        IVA 21 % ........ 21,86 €        TOTAL ........ 125,96 €
Forma de pago: recibo domiciliado · Fecha de cargo: 26/11/2024
""",
)
# 2025-1T (10)
L(T + "2025-1T/303 1T 2025.pdf", "pdf", D(2025, 4, 14, 18, 52), text=m303(2025, 1))
L(T + "2025-1T/130 1T 2025.pdf", "pdf", D(2025, 4, 14, 18, 58), text=m130(2025, 1))
for mm in (1, 2, 3):
    L(
        T + f"2025-1T/Factura 2025-M{mm:02d} Previsalud.pdf",
        "pdf",
        D(2025, mm, _DIAS[mm - 1], 20, 0),
        text=fact_mutua(
            f"2025-M{mm:02d}", 2025, mm, MUTUA_SES[(2025, mm)], D(2025, mm, _DIAS[mm - 1]), None
        ),
    )
L(
    T + "2025-1T/factura 2025-014.pdf",
    "pdf",
    D(2025, 1, 30, 19, 40),
    text=fact_paciente(
        "2025/014",
        "30 de enero de 2025",
        "Josep Vidal Sanz",
        "20833190D",
        [("Sesión de fisioterapia (lumbalgia)", 4, 40.0, False)],
    ),
)
L(
    T + "2025-1T/factura 2025-031.pdf",
    "pdf",
    D(2025, 2, 27, 20, 5),
    text=fact_paciente(
        "2025/031",
        "27/02/2025",
        "Carmen Navarro Puig",
        "29187554C",
        [
            ("Bono 8 clases de pilates terapéutico (grupo reducido)", 1, 80.0, True),
            ("Sesión de fisioterapia", 2, 40.0, False),
        ],
    ),
)
L(
    T + "2025-1T/sala enero 2025.pdf",
    "pdf",
    D(2025, 1, 3, 9, 30),
    text=fact_sala("CFR-25/0004", "enero de 2025", D(2025, 1, 2), D(2025, 1, 7)),
)
L(
    T + "2025-1T/ticket material decathlon.jpg",
    "paper",
    D(2025, 3, 8, 12, 40),
    exif=D(2025, 3, 8, 12, 40, 2),
    cam=IPHONE13,
    text=f"""DECATHLON VALÈNCIA CAMPANAR
Av. Tirso de Molina, 18 · 46015 València
FACTURA SIMPLIFICADA 0412-025-118834
08/03/2025 12:31
2 x PELOTA PILATES 25 CM            2 x 5,99
3 x BANDA ELÁSTICA MEDIA           3 x 7,99
6 x ESTERILLA PILATES 10 MM        6 x 19,99
1 x RODILLO MASAJE                 1 x 14,99
TOTAL EUR                               172,88
IVA 21% INCLUIDO                         30,00
TARJETA ****7712
Solicitada factura completa a nombre de NIF {LUCIA_DNI}
""",
)
L(
    T + "2025-1T/libro ingresos 1T 2025.csv",
    "csv",
    D(2025, 4, 10, 22, 30),
    text=libro_trim(2025, 1, 251),
)
# 2025-2T (7)
L(T + "2025-2T/303_2T_2025.pdf", "pdf", D(2025, 7, 15, 20, 33), text=m303(2025, 2))
L(T + "2025-2T/130_2T_2025.pdf", "pdf", D(2025, 7, 15, 20, 36), text=m130(2025, 2))
for mm in (4, 5):
    L(
        T + f"2025-2T/Factura 2025-M{mm:02d} Previsalud.pdf",
        "pdf",
        D(2025, mm, _DIAS[mm - 1], 20, 0),
        text=fact_mutua(
            f"2025-M{mm:02d}", 2025, mm, MUTUA_SES[(2025, mm)], D(2025, mm, _DIAS[mm - 1]), None
        ),
    )
L(
    T + "2025-2T/factura 2025-072.pdf",
    "pdf",
    D(2025, 5, 22, 19, 15),
    text=fact_paciente(
        "2025/072",
        "22-may-2025",
        "Elena Martínez Soler",
        "73550218Q",
        [("Sesión de fisioterapia de suelo pélvico", 5, 45.0, False)],
    ),
)
L(
    T + "2025-2T/sala abril 2025.pdf",
    "pdf",
    D(2025, 4, 2, 9, 30),
    text=fact_sala("CFR-25/0079", "abril de 2025", D(2025, 4, 1), D(2025, 4, 7)),
)
L(
    T + "2025-2T/gestoria 1T 2025.pdf",
    "pdf",
    D(2025, 4, 16, 11, 0),
    text=fact_gestoria("GP-25/0402", D(2025, 4, 15), "1er trimestre 2025"),
)

# inbox: trimestres
I(
    "303_3T_2025.pdf",
    "pdf",
    D(2025, 10, 17, 21, 14),
    "Consulta/Trimestres/2025-3T/",
    text=m303(2025, 3),
)
I(
    "130 tercer trimestre.pdf",
    "pdf",
    D(2025, 10, 17, 21, 18),
    "Consulta/Trimestres/2025-3T/",
    text=m130(2025, 3),
)
I(
    "factura 2025-118.pdf",
    "pdf",
    D(2025, 9, 12, 19, 50),
    "Consulta/Trimestres/2025-3T/",
    text=fact_paciente(
        "2025/118",
        "12 de septiembre de 2025",
        "Amparo Gil Roig",
        "24411872M",
        [
            ("Sesión de fisioterapia (cervicalgia)", 3, 40.0, False),
            ("Bono 8 clases de pilates terapéutico", 1, 80.0, True),
        ],
    ),
)
I(
    "Factura 2025-M06 Previsalud.pdf",
    "pdf",
    D(2025, 7, 18, 22, 5),
    "Consulta/Trimestres/2025-2T/",
    text=fact_mutua("2025-M06", 2025, 6, MUTUA_SES[(2025, 6)], D(2025, 6, 30), D(2025, 7, 18)),
)
I(
    "factura_F-25-0361.pdf",
    "pdf",
    D(2025, 10, 21, 20, 0),
    "Consulta/Trimestres/2025-1T/",
    text=f"""MEDFIS SUMINISTROS SANITARIOS, S.L. · CIF B97220461
Pol. Ind. Fuente del Jarro · 46988 Paterna
FACTURA Nº F-25/0361        (duplicado enviado por email a petición del cliente)
Fecha de factura: 28/03/2025
Cliente nº 30771 · Lucía Ferrer Ribes · NIF {LUCIA_DNI}
Electrodos autoadhesivos 50×50 mm (pack 40) — 3 ud ........ 56,70 €
Crema de masaje neutra 5 L — 2 ud ........ 71,80 €
Kinesiotape 5 cm × 5 m — 6 ud ........ 47,40 €
Base imponible ........ 175,90 €        IVA 21 % ........ 36,94 €        TOTAL ........ 212,84 €
Forma de pago: recibo domiciliado
Fecha de cargo: 03/04/2025
""",
)

# ---------------------------------------------------------------------------
# Consulta / Cuota autónomos  (recibos TGSS, fuera de los trimestres)
# ---------------------------------------------------------------------------


def recibo_reta(y: int, m: int) -> str:
    cuota = 294.00 if y == 2024 else 301.10
    base = 1031.37 if y == 2024 else 1055.67
    ult = _DIAS[m - 1] + (1 if (m == 2 and y % 4 == 0) else 0)
    return f"""# TESORERÍA GENERAL DE LA SEGURIDAD SOCIAL
## Recibo de liquidación de cotizaciones — Régimen Especial de Trabajadores Autónomos
Titular: FERRER RIBES, LUCÍA · NIF {LUCIA_DNI}
Nº de afiliación a la Seguridad Social: 46/10238847/61
Régimen: 0521 Trabajadores por cuenta propia o autónomos
Período de liquidación: {m:02d}/{y}  ({mesyear(y, m)})
Tramo de rendimientos netos: 6 (1.700,01 - 1.850,00 €/mes)
Base de cotización: {num(base)} €
Contingencias comunes, profesionales, cese de actividad, formación y MEI
Importe total: {eur(cuota)}
Entidad: CAIXA POPULAR · Cuenta {IBAN_OCULTO}
Fecha de cargo: {ult:02d}/{m:02d}/{y}
Este recibo tiene validez como justificante de pago.
"""


RETA = [
    (2024, 10, "Recibo_autonomo_octubre_2024.pdf"),
    (2024, 11, "RLC_202411.pdf"),
    (2024, 12, "RLC_202412.pdf"),
    (2025, 1, "recibo autonomos enero 25.pdf"),
    (2025, 2, "RLC_202502.pdf"),
    (2025, 3, "RLC_202503.pdf"),
    (2025, 4, "RLC_202504.pdf"),
    (2025, 5, "recibo autonomos mayo.pdf"),
    (2025, 6, "RLC_202506.pdf"),
    (2025, 7, "RLC_202507.pdf"),
    (2025, 8, "RLC_202508.pdf"),
    (2025, 9, "RLC_202509.pdf"),
]
for y, m, nombre in RETA:
    ny, nm = _sig(y, m)
    L(
        "Consulta/Cuota autónomos/" + nombre,
        "pdf",
        D(ny, nm, 2 + (m % 4), 21, 4 * m),
        text=recibo_reta(y, m),
    )
I(
    "RLC_202510.pdf",
    "pdf",
    D(2025, 11, 2, 10, 14),
    "Consulta/Cuota autónomos/",
    text=recibo_reta(2025, 10),
)

# ---------------------------------------------------------------------------
# Consulta / Alta y contratos  (papeles "de fondo")
# ---------------------------------------------------------------------------

AC = "Consulta/Alta y contratos/"
L(
    AC + "036 alta censal.pdf",
    "pdf",
    D(2019, 9, 3, 12, 30),
    text=f"""# AGENCIA TRIBUTARIA
## Modelo 036 — Declaración censal de alta, modificación y baja
Causa de presentación: alta en el censo de empresarios, profesionales y retenedores (110)
NIF: {LUCIA_DNI} · FERRER RIBES, LUCÍA
Domicilio fiscal: C/ Sagunto, 88, 4º (entonces) — 46009 València
Actividad: profesional · Epígrafe IAE sección 2ª, 841 — Fisioterapeutas
Fecha de inicio de la actividad: 01/09/2019
Lugar de desarrollo: C/ de Sueca, 61, bajo — València (local cedido)
IVA: régimen general + operaciones exentas art. 20 · IRPF: estimación directa simplificada
Obligaciones: modelos 303 y 130 trimestrales, 390 anual
Fecha de presentación: 2 de septiembre de 2019
""",
)
L(
    AC + "resolucion alta RETA.pdf",
    "pdf",
    D(2019, 9, 10, 9, 0),
    text=f"""# TESORERÍA GENERAL DE LA SEGURIDAD SOCIAL
Dirección Provincial de Valencia — Administración 46/06
## RESOLUCIÓN SOBRE RECONOCIMIENTO DE ALTA EN EL RÉGIMEN ESPECIAL DE TRABAJADORES
## POR CUENTA PROPIA O AUTÓNOMOS
Nombre: LUCÍA FERRER RIBES · NIF {LUCIA_DNI}
Nº de afiliación: 46/10238847/61
Fecha de alta: 01/09/2019        Actividad: fisioterapeuta (CNAE 8690)
Base de cotización elegida: mínima · Tarifa plana (primeros 12 meses): 60 €/mes
Cobertura de incapacidad temporal: sí · Contingencias profesionales: sí
València, 6 de septiembre de 2019
""",
)
L(
    AC + "convenio Previsalud.pdf",
    "pdf",
    D(2021, 1, 18, 17, 50),
    text=f"""# {MUTUA}
CIF {MUTUA_CIF} · Av. d'Aragó, 30 · 46021 València
## CONVENIO DE PRESTACIÓN DE SERVICIOS DE FISIOTERAPIA
Nº de convenio / proveedor: {CONVENIO}
En València, a 15 de enero de 2021.
De una parte, Previsalud Mutua, representada por D. Ernesto Grau Pastor, director de la red
asistencial. De otra, Dña. Lucía Ferrer Ribes, fisioterapeuta colegiada nº 4127.
1. Objeto: atención de fisioterapia a los asegurados de la mutua con volante de un médico
del cuadro y autorización previa (máximo 15 sesiones por proceso).
2. Tarifa: 18,00 € por sesión de fisioterapia (tarifa 2021, revisable anualmente).
3. Facturación: mensual, con la relación de autorizaciones, el último día de cada mes.
La mutua practicará la retención de IRPF que corresponda.
4. Pago: por transferencia a 30 días de la fecha de factura.
5. Duración: un año prorrogable tácitamente. Preaviso de 2 meses para la baja.
""",
)
L(
    AC + "poliza RC profesional 2025.pdf",
    "pdf",
    D(2025, 1, 9, 20, 0),
    text=f"""# MUSAAT-FISIO · Seguro colectivo de Responsabilidad Civil Profesional
Tomador: Il·lustre Col·legi Oficial de Fisioterapeutes de la Comunitat Valenciana
Asegurada: Lucía Ferrer Ribes · Col. nº 4127 · NIF {LUCIA_DNI}
Certificado individual nº RC-ICOFCV-25-4127
Periodo de cobertura: del 1 de enero al 31 de diciembre de 2025
Suma asegurada: 1.200.000 € por siniestro · Sublímite inhabilitación: 2.000 €/mes
Ámbito: ejercicio de la fisioterapia en España, incluidas técnicas invasivas
(punción seca, EPI) y pilates terapéutico.
Franquicia: sin franquicia
Prima anual: incluida en la cuota colegial (repercutido 58,00 €)
Comunicación de siniestros: 963 533 968 · siniestros@colfisiocv.com
""",
)
L(
    AC + "certificado colegiacion ICOFCV.pdf",
    "pdf",
    D(2024, 3, 4, 13, 0),
    text=f"""# IL·LUSTRE COL·LEGI OFICIAL DE FISIOTERAPEUTES DE LA COMUNITAT VALENCIANA
## CERTIFICADO DE COLEGIACIÓN
El secretario del ICOFCV certifica que Dña. LUCÍA FERRER RIBES, con NIF {LUCIA_DNI},
está colegiada con el número 4127 desde el 12 de julio de 2008, en situación de
ejerciente, y que no consta en este Colegio sanción disciplinaria alguna.
Cuota colegial: 38,50 € trimestrales (al corriente de pago).
Y para que conste a petición de la interesada, firmo en València a 4 de marzo de 2024.
""",
)
L(
    AC + "contrato sala Centre Fisio Russafa.pdf",
    "pdf",
    D(2019, 8, 29, 19, 0),
    text=f"""# CONTRATO DE CESIÓN DE USO DE ESPACIO PROFESIONAL
En València, a 28 de agosto de 2019.
CENTRE FISIO RUSSAFA, S.L. (B98334519), representada por Dña. Sonia Marco Peris, cede a
Dña. Lucía Ferrer Ribes (NIF {LUCIA_DNI}) el uso de la sala 2 del centro sito en C/ de
Sueca, 61, bajo, 46006 València, y el uso compartido de recepción, sala de espera y
gimnasio (este último los lunes, miércoles y viernes por la tarde).
Precio: 350 € mensuales + IVA, actualizable anualmente según IPC. Fianza: 700 €.
Duración: un año desde el 1 de septiembre de 2019, prorrogable por periodos anuales.
La cedente emitirá factura mensual el primer día hábil de cada mes.
""",
)
I(
    "renovacion_RC_2026.pdf",
    "pdf",
    D(2025, 11, 4, 12, 45),
    "Consulta/Alta y contratos/",
    text="""IL·LUSTRE COL·LEGI OFICIAL DE FISIOTERAPEUTES DE LA COMUNITAT VALENCIANA
València, 3 de noviembre de 2025
Estimada colegiada nº 4127, Lucía Ferrer Ribes:
Te informamos de la renovación de la póliza colectiva de responsabilidad civil profesional
para el año 2026 con MUSAAT-FISIO. Tu certificado individual será el RC-ICOFCV-26-4127,
con vigencia del 1 de enero al 31 de diciembre de 2026.
Novedades: la suma asegurada sube a 1.500.000 € por siniestro y se incluye la cobertura
de telefisioterapia. La prima repercutida en la cuota será de 61,00 €.
Si ejerces técnicas de suelo pélvico invasivas, debes declararlo en la Ventanilla Única
antes del 15 de diciembre.
Secretaría del ICOFCV
""",
)

# ---------------------------------------------------------------------------
# Trabajo Javier / Nóminas  (Generalitat Valenciana)
# ---------------------------------------------------------------------------

NOMINAS = [
    (2024, 8, "nomina_202408.pdf"),
    (2024, 9, "Nomina septiembre 2024.pdf"),
    (2024, 10, "nomina_202410.pdf"),
    (2024, 11, "Nomina_nov24.pdf"),
    (2024, 12, "nomina_202412.pdf"),
    (2025, 1, "nomina_202501.pdf"),
    (2025, 2, "nomina (1).pdf"),
    (2025, 3, "nomina_202503.pdf"),
    (2025, 4, "nomina_202504.pdf"),
    (2025, 5, "Nomina mayo 2025.pdf"),
    (2025, 6, "nomina_202506.pdf"),
    (2025, 7, "nomina_202507.pdf"),
    (2025, 8, "nomina_202508.pdf"),
    (2025, 9, "nomina_202509.pdf"),
]
VAL_MES = [
    "GENER",
    "FEBRER",
    "MARÇ",
    "ABRIL",
    "MAIG",
    "JUNY",
    "JULIOL",
    "AGOST",
    "SETEMBRE",
    "OCTUBRE",
    "NOVEMBRE",
    "DESEMBRE",
]


def nomina(y: int, m: int) -> str:
    k = 1.0 if y == 2024 else 1.025
    sb = round(1295.64 * k, 2)
    tri = round(5 * 49.84 * k, 2)
    cd = round(700.34 * k, 2)
    ce = round(640.80 * k, 2)
    sx = round(296.76 * k, 2)
    lines = [
        ("Sou base / Sueldo base (A1)", sb),
        ("Triennis / Trienios (5)", tri),
        ("Complement de destinació (nivell 24)", cd),
        ("Complement específic docent", ce),
        ("Sexennis / Sexenios (3)", sx),
    ]
    if m in (6, 12):
        lines.append(("Paga extraordinària / Paga extra", round(sb + tri + cd + 0.8 * ce, 2)))
    if (y, m) == (2025, 1):
        lines.append(("Endarreriments / Atrasos incremento 2024 (0,5 %)", 91.44))
    dev = round(sum(v for _, v in lines), 2)
    base_cc = round(sb + tri + cd + ce + sx, 2)
    cc = round(base_cc * 0.047, 2)
    des = round(base_cc * 0.0155, 2)
    fp = round(base_cc * 0.001, 2)
    mei = round(base_cc * (0.0012 if y == 2024 else 0.0013), 2)
    tipo = 16.40 if y == 2024 else 16.93
    irpf = round(dev * tipo / 100, 2)
    ded = round(cc + des + fp + mei + irpf, 2)
    liq = round(dev - ded, 2)
    filas = "\n".join(f"{a} ........ {num(b)}" for a, b in lines)
    return f"""# GENERALITAT VALENCIANA
Conselleria d'Educació, Cultura, Universitats i Ocupació — Nòmina de personal docent
## NÒMINA / NÓMINA — {VAL_MES[m - 1]} {y}
Nom / Nombre: MOLINA SANCHIS, JAVIER · NIF {JAVIER_DNI}
NRP: 2047183646 A0590 · Cos: 0590 Professors d'Ensenyament Secundari
Especialitat: Geografia i Història · Centre: IES Albufera Nord (València) · Grup A1
Nº afiliació SS: 46/08811205/33 · Antiguitat: 01/09/2009
Compte: {IBAN_OCULTO}
---
## MERITACIONS / DEVENGOS
{filas}
TOTAL MERITAT / TOTAL DEVENGADO ........ {num(dev)}
## DESCOMPTES / DESCUENTOS
Contingències comunes (4,70 %) ........ {num(cc)}
Desocupació / Desempleo (1,55 %) ........ {num(des)}
Formació professional (0,10 %) ........ {num(fp)}
MEI ........ {num(mei)}
IRPF ({num(tipo)} %) ........ {num(irpf)}
TOTAL DESCOMPTES ........ {num(ded)}
LÍQUID A PERCEBRE / LÍQUIDO A PERCIBIR ........ {num(liq)} €
Data de pagament: penúltim dia hàbil del mes
"""


for y, m, nombre in NOMINAS:
    L(
        "Trabajo Javier/Nóminas/" + nombre,
        "pdf",
        D(y, m, 27 if m != 2 else 26, 19, 20),
        text=nomina(y, m),
    )
I(
    "nomina_202510.pdf",
    "pdf",
    D(2025, 10, 29, 18, 2),
    "Trabajo Javier/Nóminas/",
    text=nomina(2025, 10),
)

# ---------------------------------------------------------------------------
# Trabajo Javier / Papeles Conselleria
# ---------------------------------------------------------------------------

PC = "Trabajo Javier/Papeles Conselleria/"
L(
    PC + "adjudicacion destino definitivo.pdf",
    "pdf",
    D(2019, 6, 20, 10, 0),
    text=f"""# GENERALITAT VALENCIANA — Conselleria d'Educació
RESOLUCIÓN de 14 de junio de 2019, de la Dirección General de Personal Docente, por la que
se resuelve con carácter definitivo el concurso de traslados del cuerpo de profesores de
enseñanza secundaria (convocatoria de 2018-2019).
Extracto del anexo I — adjudicaciones:
MOLINA SANCHIS, JAVIER · {JAVIER_DNI} · Especialidad 005 Geografía e Historia
Destino adjudicado: 46019212 — IES Albufera Nord — València
Toma de posesión: 1 de septiembre de 2019
""",
)
L(
    PC + "toma de posesion IES Albufera Nord.pdf",
    "scanpdf",
    D(2019, 9, 2, 13, 0),
    text=f"""DILIGENCIA DE TOMA DE POSESIÓN
IES ALBUFERA NORD — Código de centro 46019212
D. JAVIER MOLINA SANCHIS, con DNI {JAVIER_DNI}, funcionario de carrera del cuerpo de
Profesores de Enseñanza Secundaria, especialidad Geografía e Historia, toma posesión
en el día de hoy de su destino definitivo en este centro.
València, 2 de septiembre de 2019
El director: Francesc Alapont i Roig        El interesado: J. Molina
[sello del centro]
""",
)
L(
    PC + "reconocimiento sexenio 2023.pdf",
    "pdf",
    D(2023, 12, 12, 18, 40),
    text=f"""# GENERALITAT VALENCIANA — Direcció General de Personal Docent
## RESOLUCIÓN DE RECONOCIMIENTO DEL COMPONENTE DEL COMPLEMENTO ESPECÍFICO
## POR FORMACIÓN PERMANENTE (SEXENIO)
Interesado: Javier Molina Sanchis · NIF {JAVIER_DNI} · Cuerpo 0590
Se le reconoce el TERCER sexenio con efectos económicos desde el 1 de septiembre de 2023,
al haber acreditado 6 años de servicios y 100 horas de formación (CEFIRE y universidad).
Nº de expediente: SX/2023/46/081177
València, 4 de diciembre de 2023
""",
)
L(
    PC + "certificado CEFIRE IA en el aula.pdf",
    "pdf",
    D(2024, 5, 30, 17, 0),
    text="""# CEFIRE ÀMBIT HUMANÍSTIC I SOCIAL — Generalitat Valenciana
## CERTIFICAT DE FORMACIÓ
Javier Molina Sanchis ha participat com a ASSISTENT en l'activitat formativa:
"Intel·ligència artificial a l'aula de Ciències Socials: usos crítics i avaluació"
Modalitat: curs en línia · Durada: 30 hores · Codi: 24HS31IN112
Dates: del 4 de març al 24 de maig de 2024
València, 29 de maig de 2024
""",
)
L(
    PC + "hoja de servicios 2024.pdf",
    "pdf",
    D(2024, 10, 3, 11, 20),
    text=f"""# GENERALITAT VALENCIANA — Conselleria d'Educació
## HOJA DE SERVICIOS
Nombre: MOLINA SANCHIS, JAVIER · NIF {JAVIER_DNI} · NRP 2047183646 A0590
Servicios prestados:
- 01/09/2009 - 31/08/2014: interino, varios centros (Alzira, Sagunt, Torrent)
- 01/09/2014 - 31/08/2015: funcionario en prácticas, IES Lluís Vives (València)
- 01/09/2015 - 31/08/2019: funcionario de carrera, destino provisional
- 01/09/2019 - actualidad: funcionario de carrera, IES Albufera Nord (destino definitivo)
Tiempo total: 15 años, 1 mes. Trienios reconocidos: 5. Sexenios: 3.
Expedida el 3 de octubre de 2024 a petición del interesado.
""",
)
I(
    "certificat_CEFIRE_2025.pdf",
    "pdf",
    D(2025, 6, 12, 16, 0),
    "Trabajo Javier/Papeles Conselleria/",
    text="""CEFIRE ÀMBIT HUMANÍSTIC I SOCIAL — Generalitat Valenciana
CERTIFICAT DE FORMACIÓ
Javier Molina Sanchis ha participat com a PONENT en l'activitat formativa:
"La DANA de 2024 com a recurs didàctic: riscos naturals i territori a l'ESO"
Modalitat: seminari presencial (IES Albufera Nord) · Durada: 20 hores (ponència: 6 h)
Codi: 25HS46SE207 · Dates: de febrer a maig de 2025
València, 11 de juny de 2025
""",
)

# ---------------------------------------------------------------------------
# Banco  (CSV de la app + certificado)
# ---------------------------------------------------------------------------


def nomina_liquido(y: int, m: int) -> float:
    linea = next(x for x in nomina(y, m).splitlines() if x.startswith("LÍQUID"))
    return float(linea.split("........")[1].strip(" €").replace(".", "").replace(",", "."))


_AGUA_CARGO = {3: (21, 41.87), 5: (22, 44.02), 7: (18, 47.15), 9: (19, 49.36)}
_COMPRAS = [
    "COMPRA TARJ. MERCADONA RUSSAFA",
    "COMPRA TARJ. CONSUM C/ SUECA",
    "COMPRA TARJ. MERCAT DE RUSSAFA",
    "COMPRA TARJ. FARMACIA GRAN VIA",
    "COMPRA TARJ. AMAZON EU",
    "COMPRA TARJ. FORN DE RUSSAFA",
]


def extracto(y: int, m: int, saldo0: float) -> tuple[str, float]:
    r = Random(y * 100 + m)
    ult = _DIAS[m - 1]
    alquiler = 904.68 if (y, m) < (2025, 9) else 924.58
    pm = 12 if m == 1 else m - 1
    mov = [
        (1, "RECIBO DIGI SPAIN TELECOM", -34.00),
        (2, "TRASPASO A CUENTA AHORRO 3159-0045-**-**88", -900.00),
        (3, f"TRANSFERENCIA A RAFAEL SOLER MARTI ALQUILER {MESES[m - 1].upper()}", -alquiler),
        (10, "RECIBO IBERDROLA CLIENTES SAU", -round(60 + r.random() * 70, 2)),
        (18, "TRANSFERENCIA DE PREVISALUD MUTUA", round(MUTUA_SES[(y, pm)] * 18 * 0.85, 2)),
        (ult - 1, "NOMINA GENERALITAT VALENCIANA", nomina_liquido(y, m)),
        (ult, "RECIBO TGSS COTIZACION AUTONOMOS", -301.10),
        (7, "RECIBO CENTRE FISIO RUSSAFA SL", -387.60),
    ]
    if m not in (7, 8):
        mov.append((5, "RECIBO CEIP RUSSAFA NOVA COMEDOR", -round(4.25 * r.randint(14, 21), 2)))
    if m in _AGUA_CARGO:
        mov.append((_AGUA_CARGO[m][0], "RECIBO EMIVASA AGUA", -_AGUA_CARGO[m][1]))
    for _ in range(r.randint(7, 11)):
        mov.append((r.randint(1, ult), r.choice(_COMPRAS), -round(12 + r.random() * 95, 2)))
    for _ in range(r.randint(3, 6)):
        mov.append(
            (r.randint(1, ult), "BIZUM RECIBIDO PACIENTE SESION FISIO", 40.0 * r.randint(1, 2))
        )
    mov.append(
        (
            r.randint(8, 25),
            "COMPRA TARJ. REPSOL AV. PERIS I VALERO",
            -round(40 + r.random() * 25, 2),
        )
    )
    mov.sort(key=lambda x: (x[0], x[1]))
    out = ["Fecha operación;Fecha valor;Concepto;Importe;Saldo"]
    s = saldo0
    for d, c, imp in mov:
        s = round(s + imp, 2)
        f = f"{d:02d}/{m:02d}/{y}"
        out.append(f"{f};{f};{c};{num(imp)};{num(s)}")
    return "\n".join(out) + "\n", s


_saldo = 6230.15
for mm in range(2, 10):
    _txt, _saldo = extracto(2025, mm, _saldo)
    if mm == 9:
        I(
            "Movimientos_cuenta_2025-09.csv",
            "csv",
            D(2025, 10, 5, 22, 31),
            "Banco/",
            text=_txt,
        )
    else:
        L(
            f"Banco/Movimientos_cuenta_2025-{mm:02d}.csv",
            "csv",
            D(2025, mm + 1, 4, 22, 10),
            text=_txt,
        )
L(
    "Banco/certificado titularidad cuenta.pdf",
    "pdf",
    D(2024, 9, 2, 10, 15),
    text=f"""# CAIXA POPULAR — Caixa Rural, S.Coop. de Crèdit V.
## CERTIFICADO DE TITULARIDAD DE CUENTA
Caixa Popular certifica que la cuenta {IBAN} (Compte Nòmina Plus), abierta en la
oficina 0045 Russafa el 14/10/2014, tiene como titulares:
- JAVIER MOLINA SANCHIS · {JAVIER_DNI} · titular 1
- LUCÍA FERRER RIBES · {LUCIA_DNI} · titular 2
Disposición: indistinta.
València, 2 de septiembre de 2024. Certificado emitido a petición de los interesados.
""",
)
L(
    "Banco/condiciones tarjeta credito.pdf",
    "pdf",
    D(2023, 3, 14, 18, 0),
    text=f"""# CAIXA POPULAR
## CONTRATO DE TARJETA DE CRÉDITO — Condiciones particulares
Titular: Lucía Ferrer Ribes · {LUCIA_DNI}
Tarjeta: Visa Classic ···· 4410 · Límite de crédito: 3.000 €
Modalidad de pago: fin de mes (100 %) · Cuenta asociada: {IBAN_OCULTO}
Cuota anual: 0 € el primer año; 25 € a partir del segundo (gratis con 3.000 €/año en compras)
Seguro de accidentes en viajes pagados con la tarjeta: 120.000 €
Fecha: 14 de marzo de 2023
""",
)

# ---------------------------------------------------------------------------
# Fotos por año (fuera de los viajes)
# ---------------------------------------------------------------------------


def _pxl(d: D, ms: int) -> str:
    return f"PXL_{d.strftime('%Y%m%d_%H%M%S')}{ms:03d}.jpg"


def _wa(d: D) -> str:
    return f"WhatsApp Image {d.strftime('%Y-%m-%d at %H.%M.%S')}.jpeg"


# (nombre o None para PXL/WA, fecha, cámara, escena)
FOTOS = {
    2023: [
        ("IMG_1210.JPG", D(2023, 1, 6, 10, 12, 31), IPHONE11, "indoor"),
        ("IMG_1355.JPG", D(2023, 3, 18, 23, 58, 2), IPHONE11, "night"),
        ("IMG_1420.JPG", D(2023, 4, 9, 12, 40, 55), IPHONE11, "park"),
        ("IMG_1502.JPG", D(2023, 5, 14, 18, 22, 10), IPHONE11, "indoor"),
        ("IMG_1618.JPG", D(2023, 6, 23, 22, 47, 39), IPHONE11, "beach_night"),
        ("IMG_1935.JPG", D(2023, 8, 20, 20, 5, 17), IPHONE11, "village"),
        ("IMG_2044.JPG", D(2023, 10, 9, 11, 30, 44), IPHONE11, "city"),
        ("IMG_2101.JPG", D(2023, 11, 1, 17, 3, 8), IPHONE11, "park"),
        ("IMG_2250.JPG", D(2023, 12, 24, 21, 15, 0), IPHONE11, "indoor"),
        ("PXL", D(2023, 12, 31, 23, 59, 41), PIXEL, "night"),
    ],
    2024: [
        ("IMG_3012.JPG", D(2024, 1, 6, 9, 48, 12), IPHONE13, "indoor"),
        ("IMG_3105.JPG", D(2024, 2, 11, 13, 2, 51), IPHONE13, "beach"),
        ("IMG_3240.JPG", D(2024, 3, 16, 14, 0, 3), IPHONE13, "fallas"),
        ("IMG_3275.JPG", D(2024, 3, 19, 23, 59, 10), IPHONE13, "night"),
        ("IMG_3402.JPG", D(2024, 4, 14, 11, 21, 40), IPHONE13, "park"),
        ("IMG_3488.JPG", D(2024, 5, 14, 19, 10, 22), IPHONE13, "indoor"),
        ("PXL", D(2024, 6, 1, 10, 33, 15), PIXEL, "park"),
        ("IMG_3590.JPG", D(2024, 6, 23, 23, 5, 48), IPHONE13, "beach_night"),
        ("IMG_3688.JPG", D(2024, 7, 20, 18, 44, 1), IPHONE13, "beach"),
        ("IMG_3760.JPG", D(2024, 8, 12, 20, 31, 7), IPHONE13, "village"),
        ("PXL", D(2024, 8, 15, 12, 8, 56), PIXEL, "village"),
        ("IMG_3850.JPG", D(2024, 9, 9, 8, 52, 30), IPHONE13, "city"),
        ("IMG_3930.JPG", D(2024, 10, 9, 12, 15, 14), IPHONE13, "city"),
        ("WA", D(2024, 10, 31, 20, 15, 42), None, "indoor"),
        ("IMG_4102.JPG", D(2024, 11, 17, 11, 40, 9), IPHONE13, "park"),
        ("IMG_4288.JPG", D(2024, 12, 8, 17, 55, 33), IPHONE13, "city"),
        ("IMG_4461.JPG", D(2024, 12, 25, 14, 30, 1), IPHONE13, "indoor"),
        ("IMG_4490.JPG", D(2024, 12, 31, 23, 58, 12), IPHONE13, "night"),
    ],
    2025: [
        ("IMG_4602.JPG", D(2025, 1, 5, 18, 40, 20), IPHONE13, "night"),
        ("IMG_4655.JPG", D(2025, 1, 26, 12, 5, 41), IPHONE13, "beach"),
        ("IMG_4710.JPG", D(2025, 2, 16, 11, 12, 0), IPHONE13, "park"),
        ("PXL", D(2025, 3, 1, 14, 1, 30), PIXEL, "fallas"),
        ("IMG_4788.JPG", D(2025, 3, 1, 14, 2, 5), IPHONE13, "fallas"),
        ("IMG_4850.JPG", D(2025, 3, 15, 22, 30, 44), IPHONE13, "fallas"),
        ("IMG_4901.JPG", D(2025, 3, 19, 23, 55, 3), IPHONE13, "night"),
        ("IMG_4960.JPG", D(2025, 4, 13, 12, 31, 19), IPHONE13, "city"),
        ("IMG_5160.JPG", D(2025, 4, 26, 19, 2, 11), IPHONE13, "park"),
        ("IMG_5230.JPG", D(2025, 5, 14, 18, 47, 0), IPHONE13, "indoor"),
        ("PXL", D(2025, 5, 18, 10, 20, 12), PIXEL, "park"),
        ("IMG_5300.JPG", D(2025, 6, 1, 9, 58, 37), IPHONE13, "beach"),
        ("WA", D(2025, 6, 20, 13, 5, 11), None, "city"),
        ("IMG_5355.JPG", D(2025, 6, 23, 23, 12, 5), IPHONE13, "beach_night"),
        ("IMG_5421.JPG", D(2025, 7, 6, 19, 30, 51), IPHONE13, "beach"),
        ("IMG_5490.JPG", D(2025, 7, 19, 21, 4, 2), IPHONE13, "city"),
        ("IMG_5610.JPG", D(2025, 8, 3, 20, 40, 18), IPHONE13, "village"),
        ("PXL", D(2025, 8, 9, 11, 15, 3), PIXEL, "mountain"),
        ("IMG_5741.JPG", D(2025, 8, 24, 10, 2, 44), IPHONE13, "beach"),
        ("IMG_5801.JPG", D(2025, 9, 28, 12, 20, 30), IPHONE13, "park"),
        ("WA", D(2025, 10, 5, 17, 42, 9), None, "indoor"),
        ("IMG_5835.JPG", D(2025, 10, 12, 13, 10, 55), IPHONE13, "city"),
    ],
}


def _photo_name(nombre: str, d: D) -> str:
    if nombre == "PXL":
        return _pxl(d, (d.second * 37 + d.minute * 11) % 1000)
    if nombre == "WA":
        return _wa(d)
    return nombre


for _y, _lst in FOTOS.items():
    for _i, (_n, _d, _cam, _sc) in enumerate(_lst):
        L(
            f"Fotos/{_y}/" + _photo_name(_n, _d),
            "photo",
            _d,
            exif=None if _n == "WA" else _d,
            cam=_cam,
            scene=_sc,
            seed=_y * 1000 + _i,
        )

# ---------------------------------------------------------------------------
# Viajes
# ---------------------------------------------------------------------------

# --- Viajes/2022: Ibiza (11-17 jul 2022) y Albarracín (3-6 dic 2022)
V22 = "Viajes/2022/"
L(
    V22 + "Balearia Denia-Ibiza.pdf",
    "pdf",
    D(2022, 5, 20, 22, 14),
    text=f"""# Baleària — Tarjeta de embarque / Confirmación de reserva
Localizador: BLR7Q4KZ        Fecha de compra: 20/05/2022
Titular: Javier Molina Sanchis · {JAVIER_DNI} · 655 903 127
IDA: Dénia → Eivissa · lunes 11/07/2022 · salida 08:00 · llegada 10:15 · buque Eleanor Roosevelt
VUELTA: Eivissa → Dénia · domingo 17/07/2022 · salida 19:30 · llegada 21:45
Pasajeros: 2 adultos, 1 niña (6 años)
Vehículo: turismo {MATRICULA} (Toyota Corolla TS, hasta 5 m)
Tarifa: Básica familia numerosa NO · Total pagado: 412,80 €
Presentarse en el puerto 60 minutos antes con el DNI de todos los pasajeros.
""",
)
L(
    V22 + "apartamento Sant Antoni.pdf",
    "pdf",
    D(2022, 5, 18, 21, 40),
    text="""# Confirmación de la reserva — Apartamentos Cala Gració
Nº de reserva: 3348127705
Huésped: Lucía Ferrer · 2 adultos y 1 niño
Dirección: Carrer de Cala Gració, 5, 07820 Sant Antoni de Portmany, Illes Balears
Entrada: lunes, 11 de julio de 2022 (desde las 14:00)
Salida: domingo, 17 de julio de 2022 (hasta las 11:00)
Apartamento de 1 dormitorio con terraza y vistas al mar · 6 noches
Precio total: 896,00 € (incluye impuesto de turismo sostenible)
Pago en el alojamiento. Cancelación gratuita hasta el 1 de julio de 2022.
""",
)
L(
    V22 + "hotel Albarracin.eml",
    "eml",
    D(2022, 11, 2, 20, 30),
    frm="Hotel Casa de Santiago <reservas@casadesantiago-albarracin.es>",
    to="javimolina83@gmail.com",
    subject="Confirmación reserva puente de diciembre - Casa de Santiago",
    date=D(2022, 11, 2, 20, 28, 11),
    body="""Hola Javier,

Te confirmamos la reserva en el Hotel Casa de Santiago (Albarracín, Teruel):

  Entrada: sábado 3 de diciembre de 2022
  Salida: martes 6 de diciembre de 2022
  Habitación familiar (cama de matrimonio + supletoria) con desayuno
  3 noches x 92 € = 276 €

Os recomendamos el parking de la entrada del pueblo, el casco antiguo no tiene acceso
para coches. Si subís por Teruel, cuidado con el hielo a primera hora.

Un saludo,
Pilar — Casa de Santiago
Subida a las Torres, 11 · 44100 Albarracín
""",
)
L(
    V22 + "IMG_0631.JPG",
    "photo",
    D(2022, 7, 12, 19, 40, 5),
    exif=D(2022, 7, 12, 19, 40, 5),
    cam=IPHONE11,
    scene="beach",
    seed=2201,
)
L(
    V22 + "IMG_0658.JPG",
    "photo",
    D(2022, 7, 16, 21, 2, 48),
    exif=D(2022, 7, 16, 21, 2, 48),
    cam=IPHONE11,
    scene="sunset",
    seed=2202,
)
L(
    V22 + "IMG_0815.JPG",
    "photo",
    D(2022, 12, 4, 12, 18, 30),
    exif=D(2022, 12, 4, 12, 18, 30),
    cam=IPHONE11,
    scene="mountain",
    seed=2203,
)

# --- Viajes/Asturias verano 2023 (1-12 ago 2023)
VA = "Viajes/Asturias verano 2023/"
L(
    VA + "reserva casa de aldea.pdf",
    "pdf",
    D(2023, 3, 5, 22, 0),
    text="""# Casa de Aldea El Texu — Turismo rural en el oriente de Asturias
La Pereda, s/n · 33509 Llanes · Tel. 985 401 872 · Móvil (Maite) 689 114 530
## CONFIRMACIÓN DE RESERVA Nº 2023/041
Cliente: Lucía Ferrer Ribes · 644 218 905
Estancia: del 1 al 12 de agosto de 2023 (11 noches)
Alojamiento: apartamento "El Hórreo", 2 dormitorios, jardín y barbacoa
Ocupantes: 2 adultos y 1 niña de 7 años
Precio: 95 €/noche × 11 = 1.045,00 €
Señal pagada (30 %): 313,50 € por transferencia el 05/03/2023
Resto a la llegada, en efectivo o Bizum.
Entrada a partir de las 17:00 (avisad si llegáis tarde, Maite vive al lado).
""",
)
L(
    VA + "entradas Tito Bustillo.pdf",
    "pdf",
    D(2023, 7, 10, 23, 5),
    text="""# Cueva de Tito Bustillo — Ribadesella (Centro de Arte Rupestre)
Entrada combinada cueva + centro de interpretación
Reserva nº TB-23-88412 · Fecha de la visita: martes 8 de agosto de 2023 · Turno 11:30
Visitantes: 2 adultos (7,40 €) + 1 infantil (3,50 €) · Total: 18,30 €
Presentarse 15 minutos antes. Calzado cómodo; temperatura interior 12 ºC.
Prohibido hacer fotos en el interior de la cueva.
""",
)
L(
    VA + "ruta del Cares.md",
    "text",
    D(2023, 8, 11, 22, 30),
    text="""# Ruta del Cares — 6 ago 2023

- Salimos de Poncebos a las 9:15 (parking lleno a las 9, aparcamos 1 km antes).
- Hicimos hasta los puentes y vuelta (unos 14 km), no hasta Caín: con Inés, suficiente.
- 4 h y media con paradas. Mucho sol en la subida de "Los Collaos", llevar 2 L de agua cada uno.
- Inés aguantó como una campeona, pero el último tramo en brazos (!!).
- Comimos en Arenas de Cabrales, queso de Cabrales con sidra (Inés: macarrones).
- Para otra vez: empezar a las 8, y bañador para la poza de vuelta.
""",
)
L(
    VA + "ticket gasolinera.jpg",
    "paper",
    D(2023, 8, 1, 11, 26),
    exif=D(2023, 8, 1, 11, 26, 40),
    cam=IPHONE11,
    text="""E.S. REPSOL ÁREA DE LERMA
A-1 km 202 · 09340 Lerma (Burgos)
FACTURA SIMPLIFICADA 23-0045512
01/08/2023  11:21   SURTIDOR 4
GASOLINA 95 E10   38,52 L x 1,729
IMPORTE                      66,60 EUR
IVA 21% INCL.                11,56 EUR
TARJETA VISA ****4410
GRACIAS POR SU VISITA — BUEN VIAJE
""",
)
for _n, _d, _sc, _s in [
    ("IMG_1802.JPG", D(2023, 8, 1, 19, 52, 11), "village", 2301),
    ("IMG_1821.JPG", D(2023, 8, 3, 12, 33, 40), "beach", 2302),
    ("IMG_1839.JPG", D(2023, 8, 4, 18, 9, 2), "sea", 2303),
    ("IMG_1866.JPG", D(2023, 8, 7, 10, 41, 57), "mountain", 2304),
    ("IMG_1890.JPG", D(2023, 8, 10, 13, 14, 21), "mountain", 2305),
    ("IMG_1898.JPG", D(2023, 8, 12, 9, 30, 0), "village", 2306),
]:
    L(VA + _n, "photo", _d, exif=_d, cam=IPHONE11, scene=_sc, seed=_s)
_d = D(2023, 8, 6, 13, 2, 18)
L(VA + _pxl(_d, 402), "photo", _d, exif=_d, cam=PIXEL, scene="mountain", seed=2307)

# --- Viajes/2024-Roma (28 mar - 2 abr 2024)
VR = "Viajes/2024-Roma/"
L(
    VR + "Ryanair VLC-CIA.pdf",
    "pdf",
    D(2024, 1, 14, 22, 45),
    text="""# RYANAIR — Confirmación de reserva
Código de reserva: KZ8M2P        Fecha de reserva: 14 ene. 2024
Pasajeros: Sr. Javier Molina, Sra. Lucía Ferrer, Srta. Inés Molina (7)
IDA · FR 7142 · jueves 28 mar. 2024 · Valencia (VLC) 10:25 → Roma Ciampino (CIA) 12:20
VUELTA · FR 7143 · martes 2 abr. 2024 · Roma Ciampino (CIA) 12:55 → Valencia (VLC) 14:50
Tarifa Regular: 1 maleta de 10 kg + asiento reservado por pasajero
Importe total pagado: 387,46 € (tarjeta ···· 4410)
Tarjetas de embarque disponibles 24 h antes del vuelo (gratis con asiento reservado).
""",
)
L(
    VR + "apartamento Trastevere.pdf",
    "pdf",
    D(2024, 1, 15, 21, 10),
    text="""# Confirmación de reserva · Casa Ilaria Trastevere
Via della Lungaretta, 74 · 00153 Roma · anfitriona: Ilaria (+39 347 221 9080)
Reserva: HM4X2Q9PZA
Llegada: jueves 28 de marzo de 2024 (check-in a partir de las 15:00)
Salida: martes 2 de abril de 2024 (check-out antes de las 10:00)
5 noches · 3 huéspedes · apartamento con 2 habitaciones y cocina
Total: 742,50 € (tasa turística de Roma aparte: 6 € por adulto y noche, en efectivo)
Las llaves están en una caja con código; el código se envía el día anterior.
""",
)
L(
    VR + "entradas Musei Vaticani.pdf",
    "pdf",
    D(2024, 2, 27, 23, 20),
    text="""# MUSEI VATICANI — Biglietteria online
Voucher n. MV-24-0329-118725
Data della visita: venerdì 29 marzo 2024 · Orario d'ingresso: 09:30
Musei Vaticani e Cappella Sistina
2 x Intero (17,00 €) + 1 x Ridotto bambini 6-18 (8,00 €) + prenotazione online 3 x 5,00 €
Totale: 57,00 €
Presentare il voucher all'ingresso di Viale Vaticano. Abbigliamento consono: spalle e
ginocchia coperte.
""",
)
for _n, _d, _sc, _s in [
    ("IMG_3290.JPG", D(2024, 3, 28, 17, 2, 30), "city", 2401),
    ("IMG_3302.JPG", D(2024, 3, 29, 12, 44, 19), "city", 2402),
    ("IMG_3330.JPG", D(2024, 3, 31, 11, 58, 4), "city", 2403),
    ("IMG_3351.JPG", D(2024, 4, 2, 9, 15, 22), "sunset", 2404),
]:
    L(VR + _n, "photo", _d, exif=_d, cam=IPHONE13, scene=_sc, seed=_s)
_d = D(2024, 4, 1, 16, 30, 45)
L(VR + _pxl(_d, 88), "photo", _d, exif=_d, cam=PIXEL, scene="park", seed=2405)

# --- Viajes/Lisboa 2025 (17-22 abr 2025)
VL = "Viajes/Lisboa 2025/"
L(
    VL + "TAP reserva VLC-LIS.pdf",
    "pdf",
    D(2025, 1, 20, 22, 5),
    text="""# TAP AIR PORTUGAL — Confirmação de reserva / Confirmación de reserva
Código de reserva (PNR): 7WQKLM        Emitido: 20 ENE 2025
Pasajeros: MOLINA/JAVIER MR · FERRER/LUCIA MRS · MOLINA/INES MISS (CHD)
TP1025 · jueves 17 abril 2025 · Valencia (VLC) 07:10 → Lisboa (LIS) 07:35 (hora local)
TP1026 · martes 22 abril 2025 · Lisboa (LIS) 20:35 → Valencia (VLC) 22:55
Clase: Economy Classic · Equipaje: 1 maleta de 23 kg por pasajero + bolso de mano
Total: 614,70 EUR · Forma de pago: VISA ****4410
Check-in online desde 36 h antes de la salida.
""",
)
L(
    VL + "Booking Hotel Alfama.pdf",
    "pdf",
    D(2025, 1, 21, 21, 15),
    text="""# Booking.com — Confirmación
Hotel Solar dos Mouros — Rua do Milagre de Santo António, 6, 1100-351
Lisboa, Portugal · +351 218 854 940
Número de confirmación: 4182.667.301 · PIN: 5529
Entrada: jueves, 17 de abril de 2025 (desde 14:00)
Salida: martes, 22 de abril de 2025 (hasta 12:00)
5 noches, 1 habitación: Habitación familiar con vistas al río Tajo, desayuno incluido
Precio: 1.045,00 € (IVA incluido) + tasa turística municipal 4 €/adulto/noche
Cancelación gratuita hasta el 10 de abril de 2025. Se pagará en el alojamiento.
""",
)
L(
    VL + "tarjeta embarque vuelta.png",
    "shot",
    D(2025, 4, 21, 20, 40),
    clock="20:40",
    app="TAP Air Portugal",
    color=(0, 94, 64),
    lines=[
        ("h", "Boarding pass"),
        ("b", "LIS → VLC"),
        ("t", "TP1026 · 22 ABR 2025"),
        ("t", "Embarque 19:55 · Puerta 14"),
        ("t", "Salida 20:35 · Llegada 22:55"),
        ("b", "FERRER/LUCIA MRS"),
        ("t", "Asiento 18C · Grupo 3"),
        ("s", "PNR 7WQKLM · Seq 087"),
        ("qr", ""),
    ],
)
L(
    VL + "plan Lisboa.md",
    "text",
    D(2025, 4, 10, 23, 0),
    text="""# Plan Lisboa (Pascua)

**Jueves 17** — llegada temprano, dejar maletas, Alfama a pie, miradouro de Santa Luzia.
Cena: Taberna da Rua das Flores (no reservan, ir a las 19).
**Viernes 18** — Belém: Jerónimos (comprar online), Torre, pastéis de Belém (cola!!),
MAAT por fuera. Tranvía 15 de vuelta.
**Sábado 19** — Oceanário por la mañana (Inés!!), tarde Parque das Nações, teleférico.
**Domingo 20** — Sintra en tren desde Rossio: Pena (entradas 10:00) y Quinta da Regaleira.
**Lunes 21** — Cascais playa si hace bueno / LX Factory y Time Out Market.
**Martes 22** — mañana libre, elevador de Santa Justa, bacalhau à Brás, vuelo 20:35.

Viva Viagem: comprar una por persona, recargar zapping.
""",
)
for _n, _d, _sc, _s in [
    ("IMG_4987.JPG", D(2025, 4, 17, 11, 5, 30), "city", 2501),
    ("IMG_5010.JPG", D(2025, 4, 18, 10, 22, 8), "city", 2502),
    ("IMG_5058.JPG", D(2025, 4, 18, 17, 40, 51), "sea", 2503),
    ("IMG_5115.JPG", D(2025, 4, 20, 11, 31, 2), "mountain", 2504),
    ("IMG_5140.JPG", D(2025, 4, 22, 10, 15, 37), "city", 2505),
]:
    L(VL + _n, "photo", _d, exif=_d, cam=IPHONE13, scene=_sc, seed=_s)

# ---------------------------------------------------------------------------
# Inbox: fotos y cosas de viajes (hay que mirar la fecha)
# ---------------------------------------------------------------------------

for _n, _d, _cam, _sc, _exp in [
    ("IMG_5102.JPG", D(2025, 4, 19, 11, 42, 16), IPHONE13, "sea", "Viajes/Lisboa 2025/"),
    ("IMG_5131.JPG", D(2025, 4, 21, 19, 5, 48), IPHONE13, "sunset", "Viajes/Lisboa 2025/"),
    ("PXL", D(2025, 4, 19, 17, 30, 12), PIXEL, "city", "Viajes/Lisboa 2025/"),
    ("IMG_3318.JPG", D(2024, 3, 30, 15, 20, 9), IPHONE13, "city", "Viajes/2024-Roma/"),
    ("IMG_3261.JPG", D(2024, 3, 17, 13, 58, 44), IPHONE13, "fallas", "Fotos/2024/"),
    ("IMG_1877.JPG", D(2023, 8, 9, 12, 7, 31), IPHONE11, "beach", "Viajes/Asturias verano 2023/"),
    ("IMG_1911.JPG", D(2023, 8, 15, 21, 48, 3), IPHONE11, "night", "Fotos/2023/"),
    ("IMG_0644.JPG", D(2022, 7, 14, 13, 22, 50), IPHONE11, "beach", "Viajes/2022/"),
    ("IMG_5702.JPG", D(2025, 8, 10, 21, 3, 26), IPHONE13, "village", "Fotos/2025/"),
    ("IMG_4452.JPG", D(2024, 12, 24, 22, 40, 0), IPHONE13, "indoor", "Fotos/2024/"),
]:
    I(
        _photo_name(_n, _d),
        "photo",
        _d,
        _exp,
        exif=_d,
        cam=_cam,
        scene=_sc,
        seed=int(_d.strftime("%y%m%d")),
    )

I(
    "Confirmación de su reserva - Parking.eml",
    "eml",
    D(2025, 3, 30, 10, 2),
    "Viajes/Lisboa 2025/",
    frm="Aparcamientos Aena <no-reply@parking.aena.es>",
    to="luciaferrerfisio@gmail.com",
    subject="Confirmación de su reserva AP-VLC-2558014",
    date=D(2025, 3, 30, 10, 1, 47),
    body=f"""Estimada Lucía Ferrer:

Gracias por reservar con Aena Parkings. Estos son los datos de su reserva:

  Localizador: AP-VLC-2558014
  Aparcamiento: Valencia Aeropuerto — Parking Larga Estancia (P3)
  Entrada: 17/04/2025 05:45
  Salida:  22/04/2025 23:30
  Matrícula: {MATRICULA}
  Importe pagado: 41,90 € (tarifa online anticipada, no reembolsable)

Acceda por el carril de reservas; la barrera leerá su matrícula automáticamente.
Si su vuelo de regreso se retrasa, la salida se amplía sin coste hasta 2 horas.

Aena S.M.E., S.A. · Este es un mensaje automático, por favor no responda.
""",
)
I(
    "poliza_seguro_viaje.pdf",
    "pdf",
    D(2024, 3, 10, 21, 30),
    "Viajes/2024-Roma/",
    text=f"""INTERVIAJE SEGUROS — Seguro de asistencia en viaje "Europa Familia"
Nº de póliza: IVF-2024-0771293        Fecha de contratación: 10/03/2024
Tomador: Javier Molina Sanchis · {JAVIER_DNI}
Asegurados: Javier Molina Sanchis, Lucía Ferrer Ribes, Inés Molina Ferrer
Ámbito: Europa (excepto España)
Periodo de cobertura: del 28/03/2024 al 02/04/2024 (ambos incluidos)
Coberturas: gastos médicos en el extranjero hasta 60.000 €, repatriación, regreso anticipado,
equipaje 1.000 €, demora de vuelo > 6 h: 150 €
Prima total: 34,80 € (impuestos incluidos)
Teléfono de asistencia 24 h desde el extranjero: +34 91 344 11 55
""",
)
I(
    "Screenshot_20230720-213344.png",
    "shot",
    D(2023, 7, 20, 21, 33, 44),
    "Viajes/Asturias verano 2023/",
    clock="21:33",
    app="Reserva confirmada",
    color=(0, 105, 148),
    lines=[
        ("h", "Canoas El Sella"),
        ("t", "Descenso familiar Arriondas – Toraño (7 km)"),
        ("b", "Sábado, 5 ago 2023 · 11:00"),
        ("t", "2 adultos + 1 niño (canoa triple)"),
        ("t", "Incluye traslado, chaleco y bidón estanco"),
        ("b", "Total: 75,00 €"),
        ("s", "Localizador SELLA-23-4471"),
        ("s", "Punto de encuentro: Av. de Castilla 12, Arriondas"),
        ("btn", "Ver en el mapa"),
    ],
)
I(
    "IMG_1850.JPG",
    "paper",
    D(2023, 8, 4, 22, 14, 5),
    "Viajes/Asturias verano 2023/",
    exif=D(2023, 8, 4, 22, 14, 5),
    cam=IPHONE11,
    text="""SIDRERÍA EL LLAGAR DE POSADA
C/ Mayor, 8 · 33594 Posada de Llanes
NIF B33881127        Tel. 985 407 733
Mesa 12 · Camarero: Nel        04/08/2023 21:58
2  Botella sidra natural         2 x 3,80     7,60
1  Croquetas de cabrales                    9,50
1  Cachopo de ternera (2 pers.)            26,00
1  Macarrones (menú infantil)               7,00
1  Arroz con leche                          4,50
2  Agua 50 cl                    2 x 1,80     3,60
TOTAL (IVA 10% incl.)                      58,20 €
Pagado con tarjeta ****4410
¡Gracias y hasta la próxima!
""",
)

# ---------------------------------------------------------------------------
# Inbox: cosas que no se guardan (expect "")
# ---------------------------------------------------------------------------

I(
    "manual_robot_aspirador_ES.pdf",
    "pdf",
    D(2025, 10, 26, 16, 40),
    "",
    text="""CLEANBOT S7 — Robot aspirador y friegasuelos
MANUAL DE USUARIO (ES)
1. Instrucciones de seguridad
- No utilice el aparato sobre superficies mojadas ni en exteriores.
- Retire cables, calcetines y objetos pequeños del suelo antes de la limpieza.
2. Contenido de la caja: robot, base de carga, cepillo lateral ×2, mopa, depósito de agua.
3. Primer uso: cargue el robot durante 6 horas. Descargue la app CleanBot Home y
empareje el robot con la red Wi-Fi de 2,4 GHz.
4. Mantenimiento: vacíe el depósito de polvo tras cada uso; limpie el filtro HEPA cada
semana; sustituya el cepillo lateral cada 3-6 meses.
5. Códigos de error: E1 rueda atascada · E2 cepillo bloqueado · E5 batería baja.
Garantía: 3 años según el RDL 7/2021. Conserve el ticket de compra.
""",
)
I(
    "Correos - aviso de entrega.eml",
    "eml",
    D(2025, 10, 28, 7, 55),
    "",
    frm="Correos Notificaciones <aviso@correos-entregas-es.info>",
    to="luciaferrerfisio@gmail.com",
    subject="Su paquete ES2025-4471-88 está retenido: confirme el pago",
    date=D(2025, 10, 28, 7, 54, 2),
    body="""Estimado cliente,

Su paquete con número de seguimiento ES2025-4471-88 no ha podido ser entregado por
falta de pago de los gastos de aduana (1,99 EUR).

Para programar una nueva entrega, confirme sus datos y realice el pago en las próximas
24 horas en el siguiente enlace:

  https://correos-entregas-es.info/pago?id=447188

Si no se recibe el pago, el paquete será devuelto al remitente.

Atentamente,
Servicio de atención al cliente de Correos
""",
)
I(
    "Decathlon - Ofertas de otoño.html",
    "html",
    D(2025, 10, 22, 19, 12),
    "",
    html="""<!DOCTYPE html>
<html lang="es"><head><meta charset="utf-8"><title>Ofertas de otoño - Decathlon</title></head>
<body style="font-family:Arial,sans-serif;background:#f3f3f3">
<table width="600" align="center" style="background:#fff">
<tr><td style="background:#3643ba;color:#fff;padding:16px"><h1>DECATHLON</h1></td></tr>
<tr><td style="padding:16px">
<h2>¡Hola Lucía! Llega el otoño y tus rutas también 🍂</h2>
<p>Hasta un <b>30 % de descuento</b> en chaquetas de montaña, botas de trekking y
mochilas. Solo hasta el 2 de noviembre.</p>
<ul><li>Chaqueta impermeable MH500 — 59,99 € <s>79,99 €</s></li>
<li>Botas MH100 niño — 24,99 €</li>
<li>Esterilla de pilates 10 mm — 17,99 €</li></ul>
<p>Además, con tu tarjeta Decathlon acumulas puntos en cada compra.</p>
<p style="font-size:11px;color:#777">Has recibido este email porque estás suscrita a la
newsletter de Decathlon España. <a href="#">Darse de baja</a></p>
</td></tr></table></body></html>
""",
)
I(
    "promo_gimnasio_noviembre.pdf",
    "pdf",
    D(2025, 11, 1, 12, 0),
    "",
    text="""# FITPOINT RUSSAFA — ¡NOVIEMBRE SIN MATRÍCULA!
Apúntate antes del 30 de noviembre y llévate:
- 0 € de matrícula (ahorra 49 €)
- Primer mes al 50 %: 19,95 €
- Clases ilimitadas de spinning, body pump, yoga y zumba
- Entrenamiento personal de bienvenida
Horario: de lunes a viernes de 6:30 a 23:00 · sábados y domingos de 9:00 a 14:00
C/ del Doctor Serrano, 14 · València · www.fitpoint-russafa.es
Trae a un amigo y los dos tenéis un mes gratis.
""",
)

# ---------------------------------------------------------------------------
# Preguntas
# ---------------------------------------------------------------------------

NEW_FOLDERS = {"Consulta/Trimestres/2025-3T/"}

_N = "Trabajo Javier/Nóminas/"
_T = "Consulta/Trimestres/"
QUESTIONS = [
    # --- natural (es)
    {
        "q": "¿Cuánto le entra limpio a Javier cada mes?",
        "kind": "natural",
        "expect": [_N + "nomina_202509.pdf", _N + "nomina_202508.pdf", _N + "nomina_202507.pdf"],
    },
    {
        "q": "la foto de mi carnet de identidad, el de Lucía",
        "kind": "natural",
        "expect": ["Documentos/DNI Lucia.jpg"],
    },
    {
        "q": "¿qué día se nos acaba el seguro del coche?",
        "kind": "natural",
        "expect": ["Coche/poliza_coche_2025.pdf", "Coche/recibo seguro coche dic 2024.pdf"],
    },
    {
        "q": "¿cómo le salió el colesterol a Javier en los análisis de primavera?",
        "kind": "natural",
        "expect": ["Salud/Javier/analisis_2025_04.pdf"],
    },
    {
        "q": "el guiso de cuaresma de mi madre, el de garbanzos",
        "kind": "natural",
        "expect": ["Recetas/potaje de vigilia mama.txt"],
    },
    {
        "q": "¿cuánto nos sube el casero el piso desde septiembre?",
        "kind": "natural",
        "expect": ["Casa/Alquiler/carta subida alquiler.jpg"],
    },
    {
        "q": "¿cuánto me devolvió Hacienda en la declaración del 2023?",
        "kind": "natural",
        "expect": ["Impuestos/Renta 2023/Renta 2023 Lucia.pdf"],
    },
    {
        "q": "el librito del registro donde salimos casados y con la niña",
        "kind": "natural",
        "expect": ["Documentos/libro de familia.pdf"],
    },
    {
        "q": "¿cuánto pagamos de luz en enero?",
        "kind": "natural",
        "expect": ["Casa/Luz/FE25321004418.pdf", "Casa/Luz/download (1).pdf"],
    },
    {
        "q": "¿qué nota sacó Inés en mates a final de curso?",
        "kind": "natural",
        "expect": ["Cole Inés/boletin final 3º.pdf"],
    },
    {
        "q": "¿cómo se llamaba el hotel donde dormimos en Portugal?",
        "kind": "natural",
        "expect": ["Viajes/Lisboa 2025/Booking Hotel Alfama.pdf"],
    },
    {
        "q": "las entradas para los museos del Papa",
        "kind": "natural",
        "expect": ["Viajes/2024-Roma/entradas Musei Vaticani.pdf"],
    },
    {
        "q": "¿cuánto IVA me tocó pagar de enero a marzo de este año?",
        "kind": "natural",
        "expect": [_T + "2025-1T/303 1T 2025.pdf"],
    },
    {
        "q": "¿a cuánto me paga la mutua cada sesión?",
        "kind": "natural",
        "expect": [
            "Consulta/Alta y contratos/convenio Previsalud.pdf",
            _T + "2025-2T/Factura 2025-M05 Previsalud.pdf",
        ],
    },
    {
        "q": "¿cuánto estoy pagando al mes de autónomos?",
        "kind": "natural",
        "expect": [
            "Consulta/Cuota autónomos/RLC_202509.pdf",
            "Consulta/Cuota autónomos/RLC_202508.pdf",
        ],
    },
    {
        "q": "¿cuánto costaba el aparato de los dientes de la nena?",
        "kind": "natural",
        "expect": ["Salud/Inés/presupuesto ortodoncia.pdf"],
    },
    {
        "q": "¿hasta cuándo le vale el pasaporte a la niña?",
        "kind": "natural",
        "expect": ["Documentos/pasaporte Ines.jpg"],
    },
    {
        "q": "el teléfono de la señora de la casa rural donde estuvimos en el norte",
        "kind": "natural",
        "expect": ["Viajes/Asturias verano 2023/reserva casa de aldea.pdf"],
    },
    {
        "q": "lo que apuntamos cuando fuimos a hablar con la profe de Inés",
        "kind": "natural",
        "expect": ["Cole Inés/reunion tutora notas.md"],
    },
    {
        "q": "la conversación con el casero cuando nos quedamos sin agua caliente",
        "kind": "natural",
        "expect": ["Casa/Alquiler/Screenshot_20240115-193012.png"],
    },
    {
        "q": "¿cuánto medía Inés en la última revisión del pediatra?",
        "kind": "natural",
        "expect": ["Salud/Inés/revision nino sano 9 anos.pdf"],
    },
    {
        "q": "el seguro por si un paciente me reclama algo",
        "kind": "natural",
        "expect": ["Consulta/Alta y contratos/poliza RC profesional 2025.pdf"],
    },
    # --- keyword
    {
        "q": "Previsalud convenio",
        "kind": "keyword",
        "expect": [
            "Consulta/Alta y contratos/convenio Previsalud.pdf",
            _T + "2025-2T/Factura 2025-M05 Previsalud.pdf",
            _T + "2024-4T/Factura 2024-M10 Previsalud.pdf",
        ],
    },
    {
        "q": "Talleres Hermanos Peris",
        "kind": "keyword",
        "expect": ["Coche/Factura taller revision 60000.pdf", "Coche/revision 75000 km.pdf"],
    },
    {
        "q": POLIZA_COCHE,
        "kind": "keyword",
        "expect": ["Coche/poliza_coche_2025.pdf", "Coche/recibo seguro coche dic 2024.pdf"],
    },
    {
        "q": "factura Emivasa",
        "kind": "keyword",
        "expect": [
            "Casa/Agua/agua jul-ago 2024.pdf",
            "Casa/Agua/agua nov-dic 2024.pdf",
            "Casa/Agua/factura agua marzo-abril.pdf",
        ],
    },
    {
        "q": "tercer sexenio",
        "kind": "keyword",
        "expect": ["Trabajo Javier/Papeles Conselleria/reconocimiento sexenio 2023.pdf"],
    },
    {
        "q": "Baleària",
        "kind": "keyword",
        "expect": ["Viajes/2022/Balearia Denia-Ibiza.pdf"],
    },
    {
        "q": "Tito Bustillo",
        "kind": "keyword",
        "expect": ["Viajes/Asturias verano 2023/entradas Tito Bustillo.pdf"],
    },
    # --- cross (English questions about Spanish documents)
    {
        "q": "rental agreement for our flat",
        "kind": "cross",
        "expect": ["Casa/Alquiler/Contrato arrendamiento Cuba 34.pdf"],
    },
    {
        "q": "Javier's latest payslip",
        "kind": "cross",
        "expect": [_N + "nomina_202509.pdf"],
    },
    {
        "q": "car insurance policy",
        "kind": "cross",
        "expect": ["Coche/poliza_coche_2025.pdf"],
    },
    {
        "q": "Ines school report card",
        "kind": "cross",
        "expect": [
            "Cole Inés/boletin final 3º.pdf",
            "Cole Inés/boletin 2a evaluacion.pdf",
            "Cole Inés/boletin 1a evaluacion.pdf",
        ],
    },
    {
        "q": "VAT return for the last quarter of 2024",
        "kind": "cross",
        "expect": [_T + "2024-4T/303 4T 2024.pdf"],
    },
    {
        "q": "flight booking to Rome",
        "kind": "cross",
        "expect": ["Viajes/2024-Roma/Ryanair VLC-CIA.pdf"],
    },
    {
        "q": "electricity bill from this summer",
        "kind": "cross",
        "expect": [
            "Casa/Luz/download (3).pdf",
            "Casa/Luz/Factura_Iberdrola_2025-08.pdf",
            "Casa/Luz/Factura_Iberdrola_2025-06.pdf",
        ],
    },
    {
        "q": "scan of Javier's passport",
        "kind": "cross",
        "expect": ["Documentos/pasaporte Javier.pdf"],
    },
    {
        "q": "knee MRI results",
        "kind": "cross",
        "expect": ["Salud/Javier/RMN rodilla derecha.pdf"],
    },
    {
        "q": "my daughter's vaccination record",
        "kind": "cross",
        "expect": ["Salud/Inés/cartilla vacunacion.pdf"],
    },
]
for _q in QUESTIONS:
    _q["lang"] = "en" if _q["kind"] == "cross" else "es"
