"""The files already in the llar-ca library (a family in Gràcia, Barcelona)."""

from __future__ import annotations

from tests.benchmarks.eval_libraries import llar_ca_img_data as im
from tests.benchmarks.eval_libraries.llar_ca_make_data import (
    JORDI,
    MARTA,
    eml,
    invoice_docx,
    registre,
    xlsx,
)

FINQUES = "Finques Vallcarca · Administració <administracio@finquesvallcarca.cat>"

# ---------------------------------------------------------------- Casa / Lloguer

CONTRACTE = """CONTRACTE D'ARRENDAMENT D'HABITATGE

A Barcelona, l'1 de juliol de 2023

REUNITS
D'una part, la senyora Montserrat Casals Rovira, amb DNI 37654321-P, propietària de l'habitatge,
representada per FINQUES VALLCARCA, SL (NIF B-65432198), c/ de l'Argentera, 12, 08024 Barcelona,
com a ARRENDADORA.
De l'altra, la senyora Marta Puig Ferrer (NIF 46781234Y) i el senyor Jordi Soler Vidal
(NIF 47012345M), com a ARRENDATARIS.

EXPOSEN
I. Que l'arrendadora és propietària de l'habitatge situat al carrer de Verdi, 47, 3r 2a, 08012
Barcelona (referència cadastral 0834512DF2803C0011QZ), de 78 m², amb tres habitacions, un bany,
cuina i balcó al carrer.
II. Que l'habitatge disposa de cèdula d'habitabilitat vigent i de certificat d'eficiència
energètica (qualificació E).

PACTES
1. Durada. Cinc anys, de l'1 de juliol de 2023 al 30 de juny de 2028.
2. Renda. 1.250,00 € mensuals, pagadors dins els set primers dies de cada mes per domiciliació
bancària. La renda s'actualitzarà cada 1 de juliol segons l'índex de referència legal vigent.
3. Fiança. Dues mensualitats (2.500,00 €), que l'arrendadora dipositarà a l'INCASÒL.
4. Conservació. Les reparacions necessàries per conservar l'habitatge en condicions
d'habitabilitat aniran a càrrec de l'arrendadora, llevat de les petites reparacions per
desgast d'ús ordinari. Els arrendataris comunicaran qualsevol desperfecte a l'administradora
tan aviat com el detectin, per escrit i, si cal, amb fotografies.
5. Subministraments. Llum, aigua i internet a nom i càrrec dels arrendataris.
6. Animals. S'admeten animals de companyia de mida petita.

I, en prova de conformitat, signen per duplicat.

L'arrendadora (p.p. Finques Vallcarca)          Els arrendataris
"""

FIANCA = """INSTITUT CATALÀ DEL SÒL (INCASÒL)
Registre de fiances de lloguers de finques urbanes

RESGUARD DE DIPÒSIT DE FIANÇA

Número de dipòsit: 2023/0871234
Data del dipòsit: 14/07/2023
Tipus: Habitatge
Adreça de la finca: C VERDI 47 3 2, 08012 BARCELONA
Arrendador: CASALS ROVIRA, MONTSERRAT (37654321P)
Arrendataris: PUIG FERRER, MARTA (46781234Y); SOLER VIDAL, JORDI (47012345M)
Durada del contracte: 01/07/2023 - 30/06/2028
Renda mensual: 1.250,00 €
Import de la fiança dipositada: 2.500,00 €

Aquest resguard acredita el dipòsit de la fiança. En finalitzar el contracte, l'arrendador en
sol·licitarà la devolució a l'INCASÒL.
"""

ACTUALITZACIO_2024 = """FINQUES VALLCARCA, SL
c/ de l'Argentera, 12 · 08024 Barcelona · 93 210 44 18 · administracio@finquesvallcarca.cat

Barcelona, 3 de juny de 2024

Sra. Marta Puig Ferrer i Sr. Jordi Soler Vidal
C/ de Verdi, 47, 3r 2a
08012 Barcelona

Assumpte: actualització anual de la renda

Benvolguts,

D'acord amb el pacte segon del contracte d'arrendament signat l'1 de juliol de 2023, us
comuniquem l'actualització de la renda a partir de l'1 de juliol de 2024. Atesa la limitació
legal vigent (3%), la nova renda mensual serà:

Renda anterior: 1.250,00 €
Actualització (3,00%): 37,50 €
Nova renda: 1.287,50 €

El rebut de juliol ja es girarà amb el nou import. Per a qualsevol dubte, podeu contactar amb
nosaltres en horari d'oficina.

Atentament,

Rosa Miralles
Departament d'Administració
"""


def rebuts_2024() -> bytes:
    rows: list[list] = [
        ["Rebuts de lloguer 2024 · C/ Verdi 47, 3r 2a"],
        [],
        ["Mes", "Data càrrec", "Import", "Notes"],
    ]
    mesos = [
        "gener",
        "febrer",
        "març",
        "abril",
        "maig",
        "juny",
        "juliol",
        "agost",
        "setembre",
        "octubre",
        "novembre",
        "desembre",
    ]
    for i, mes in enumerate(mesos, 1):
        amount = 1250.0 if i < 7 else 1287.5
        note = "actualització 3%" if i == 7 else ""
        rows.append([mes, f"{4 if i % 2 else 5:02d}/{i:02d}/2024", amount, note])
    rows += [[], ["Total", "", 15225.0, ""]]
    return xlsx({"2024": rows})


# ---------------------------------------------------------------- Subministraments

SOM = """Som Energia, SCCL · NIF F55091367 · C/ Pic de Peguera, 9 (1a planta) · 17003 Girona
www.somenergia.coop · 972 18 33 86

FACTURA D'ELECTRICITAT

Número de factura: FE{num}
Data d'emissió: {emissio}
Període de facturació: {periode}
Titular: Marta Puig Ferrer · NIF 46781234Y
Adreça de subministrament: C/ de Verdi, 47, 3r 2a, 08012 Barcelona
CUPS: ES0031405812345678KL0F
Tarifa: 2.0TD Període · Potència contractada P1 4,6 kW / P3 4,6 kW
Contracte: 0412337

Consum del període: {kwh} kWh (lectura {lectura})
  Punta {p1} kWh · Pla {p2} kWh · Vall {p3} kWh

Potència contractada ............ {pot} €
Energia consumida ............... {ene} €
Impost sobre l'electricitat ..... {iee} €
Lloguer del comptador ........... {llo} €
IVA 21% ......................... {iva} €
TOTAL FACTURA ................... {tot} €

Càrrec al compte ES76 2100 **** **** **** 7385 el {carrec}.
Origen de l'electricitat: 100% renovable (garantia d'origen CNMC).
"""

AIGUA_FACTURA = """AIGÜES DE BARCELONA, EMPRESA METROPOLITANA DE GESTIÓ DEL CICLE INTEGRAL DE L'AIGUA, S.A.
NIF A66098435 · General Batet, 1-7 · 08028 Barcelona

FACTURA / FACTURA
Núm. factura: {num}
Data factura: {data}
Període de consum: {periode} ({dies} dies)
Titular: PUIG FERRER, MARTA
Adreça de subministrament: C VERDI 47 3 2 08012 BARCELONA
Pòlissa / contracte: 1180342277
Comptador núm.: 19MA334521 · calibre 13 mm

Lectura anterior: {la} m³ ({tipus_a}) · Lectura actual: {lb} m³ ({tipus_b})
Consum: {m3} m³

Servei d'aigua (quota i consum) ............ {srv} €
Cànon de l'aigua (Agència Catalana de l'Aigua)  {canon} €
Taxa metropolitana de tractament de residus  {tmtr} €
Clavegueram .................................. {clav} €
IVA (10%) .................................... {iva} €
TOTAL .......................................... {tot} €

Domiciliat a ES76 2100 **** **** **** 7385.
Atenció al client: 900 710 710 · www.aiguesdebarcelona.cat
"""

AIGUA_CARTA = """AIGÜES DE BARCELONA
Atención al cliente · 900 710 710

Barcelona, 2 de junio de 2025

MARTA PUIG FERRER
C VERDI 47 3 2
08012 BARCELONA

Contrato: 1180342277

Asunto: no hemos podido leer su contador / no hem pogut llegir el seu comptador

Estimada clienta:

El pasado 29 de mayo nuestro personal intentó realizar la lectura de su contador (núm.
19MA334521), situado en el armario de contadores de la escalera, sin poder acceder al mismo.
Para que su próxima factura refleje su consumo real y no una estimación, le rogamos que nos
facilite la lectura antes del 9 de junio de 2025 por alguno de estos medios:

- Oficina virtual o app de Aigües de Barcelona, apartado «Enviar lectura», adjuntando una
  fotografía del contador.
- Teléfono 900 710 710 (servicio automático 24 h).

Si no recibimos su lectura, la factura se emitirá con un consumo estimado, que se regularizará
en la siguiente lectura real.

Atentamente,
Servicio de Lecturas
"""

DIGI = """DIGI SPAIN TELECOM, S.L.U. · CIF B84919760 · C/ Francisco Gervás, 4, 28108 Alcobendas (Madrid)

FACTURA
Nº de factura: DG{num}
Fecha de factura: {fecha}
Periodo: {periodo}
Cliente: Jordi Soler Vidal · NIF 47012345M
Dirección: C/ Verdi 47, 3º 2ª, 08012 Barcelona

Fibra 1 Gb ............................. 20,00 €
Línea móvil 654 21 87 90 (Ilimitada 50 GB) 10,00 €
Línea móvil 622 48 10 35 (Ilimitada 50 GB) 10,00 €
{extra}Base imponible ......................... {base} €
IVA 21% ................................ {iva} €
TOTAL .................................. {tot} €

Cargo en cuenta ES76 2100 **** **** **** 7385.
"""

# ---------------------------------------------------------------- Incidències

TACA_1 = eml(
    MARTA,
    FINQUES,
    "Sat, 15 Feb 2025 10:14:37 +0100",
    "Verdi 47, 3r 2a – taca d'humitat al sostre del bany",
    """Bon dia, Rosa,

Us escric perquè ahir al vespre vam veure una taca d'humitat força gran al sostre del bany,
just a sobre de la banyera, i aquest matí s'ha fet més fosca. Sembla que ve del pis de dalt
(4t 2a). Us adjunto la foto d'ahir a la nit.

Podeu avisar el veí i enviar algú a mirar-ho? Estem a casa a les tardes i el dimarts tot el
dia.

Gràcies,

Marta Puig
C/ de Verdi, 47, 3r 2a
654 21 87 90
""",
)

TACA_2 = eml(
    FINQUES,
    MARTA,
    "Mon, 17 Feb 2025 09:41:02 +0100",
    "RE: Verdi 47, 3r 2a – taca d'humitat al sostre del bany",
    """Bon dia, Marta,

Hem parlat amb el propietari del 4t 2a i hem demanat a Lampisteria Fontanet que passi per
tots dos pisos. Vindran dimecres 19 de febrer entre les 9 i les 11 h.

Si la taca creix, feu-ne més fotos i envieu-nos-les: les necessitem per a l'assegurança de la
comunitat.

Salutacions,

Rosa Miralles
Finques Vallcarca · Administració
93 210 44 18
""",
)

TACA_LAMPISTA = """LAMPISTERIA FONTANET, S.L.
C/ de Torrijos, 22 · 08012 Barcelona · NIF B-61234987 · 93 218 70 55

INFORME DE INTERVENCIÓN
Nº parte: 25-0219-03
Fecha de la visita: 19/02/2025 (segunda visita: 26/02/2025)
Cliente / encargo: Finques Vallcarca, SL – Comunidad C/ Verdi 47
Viviendas visitadas: 3º 2ª (afectada) y 4º 2ª (origen)

Descripción:
En el 3º 2ª se observa mancha de humedad en el techo del baño, de aprox. 60 x 45 cm, sobre la
bañera, con pintura abombada. En el 4º 2ª se detecta pérdida en la junta del desagüe de la
bañera (sifón antiguo de plomo) que filtra al forjado.

Trabajos realizados (26/02/2025):
- Sustitución del sifón y tramo de desagüe de la bañera del 4º 2ª por PVC.
- Prueba de estanqueidad: correcta.

Recomendación: dejar secar el techo del 3º 2ª un mínimo de 3-4 semanas antes de sanear y
pintar. Puede que la mancha aumente algo los primeros días mientras seca.

Técnico: Xavier Font
"""

TACA_3 = eml(
    FINQUES,
    MARTA,
    "Tue, 04 Mar 2025 12:20:45 +0100",
    "Verdi 47 – reparació fuita 4t 2a i pintura del vostre bany",
    """Hola, Marta,

Gràcies per la foto de diumenge. Com us va dir el lampista, és normal que la taca s'hagi
estès una mica mentre s'asseca: la fuita del 4t 2a ja està reparada des del 26 de febrer.

L'assegurança de la comunitat (Mapfre, sinistre 2025-BCN-118734) cobrirà la pintura. El pintor
passarà a finals de març, quan el sostre estigui sec; us trucarà per quedar.

Salutacions,

Rosa Miralles
Finques Vallcarca · Administració
""",
)

PERSIANA_1 = eml(
    MARTA,
    FINQUES,
    "Mon, 19 May 2025 21:32:10 +0200",
    "Verdi 47, 3r 2a – persiana del menjador trencada",
    """Hola, Rosa,

Aquesta tarda, en pujar la persiana del menjador (la del balcó), s'ha encallat a mitja
alçada i les lames de baix han sortit de la guia. Ara no puja ni baixa i queda torta. No
l'hem forçat més per no espatllar-la del tot.

Et faig arribar la foto per WhatsApp també. Quan pot venir el persianista? Com que és la
finestra del balcó, ara no la podem tancar.

Gràcies,
Marta
""",
)

PERSIANA_2 = eml(
    FINQUES,
    MARTA,
    "Wed, 21 May 2025 10:05:51 +0200",
    "RE: Verdi 47, 3r 2a – persiana del menjador trencada",
    """Bon dia, Marta,

Hem rebut la foto, gràcies. Sembla que ha cedit la cinta i s'han trencat les lames inferiors.
Persianes Gràcia hi passarà dilluns 26 de maig a les 16 h per canviar la cinta, el
recollidor i les lames malmeses. Va a càrrec de la propietat.

Salutacions,
Rosa Miralles
Finques Vallcarca
""",
)

# ---------------------------------------------------------------- Electrodomèstics

RENTAPLATS_FACTURA = """MEDIA MARKT BARCELONA - GLÒRIES
Media Markt Barcelona Glòries Video-TV-Hifi-Elektro-Computer-Foto, S.A.
CIF A64538391 · Av. Diagonal, 208, 08018 Barcelona

FACTURA SIMPLIFICADA / TICKET
Nº: 1734-0029-230617-0184
Fecha: 17.06.2023  18:42
Cliente: Marta Puig Ferrer · NIF 46781234Y

1 x Lavavajillas Bosch Serie 4 SMS4HVI33E, 60 cm, inox ... 529,00
1 x Servicio de instalación y retirada del antiguo ........  39,00
1 x Garantía ampliada Bosch +2 años (total 3 años) ........   0,00  (promoción)

TOTAL (IVA incluido) ...................................... 568,00 EUR
  Base imponible 469,42 · IVA 21% 98,58
Pagado con tarjeta VISA ****7385

Entrega e instalación: 21/06/2023
Conserve este ticket: es necesario para cualquier reclamación en garantía.
"""

RENTAPLATS_GARANTIA = eml(
    "MyBosch <noreply@mybosch-home.com>",
    MARTA,
    "Thu, 22 Jun 2023 08:03:11 +0200",
    "Tu electrodoméstico Bosch ha sido registrado – garantía de 3 años",
    """Hola Marta,

Gracias por registrar tu electrodoméstico en MyBosch.

Producto: Lavavajillas de libre instalación Serie 4, 60 cm
Número de producto (E-Nr.): SMS4HVI33E/41
Número de serie (FD): 2304 00123
Fecha de compra: 17/06/2023
Garantía: 3 años (hasta el 16/06/2026), piezas, mano de obra y desplazamiento incluidos.

Si tu aparato necesita una reparación, solicita el Servicio Técnico Oficial Bosch en
www.bosch-home.es/servicio o en el 976 305 713, indicando el E-Nr. y el FD.

Un saludo,
El equipo de Bosch Home España
""",
)

RENTAPLATS_SAT = eml(
    "Servicio Técnico Oficial Bosch <citas@bsh-serviciotecnico.es>",
    MARTA,
    "Wed, 23 Apr 2025 11:47:29 +0200",
    "Confirmación de cita – Aviso 9001-2504-558812",
    """Estimada Sra. Puig:

Le confirmamos la visita del Servicio Técnico Oficial Bosch:

Nº de aviso: 9001-2504-558812
Aparato: lavavajillas SMS4HVI33E/41 · FD 2304 00123
Avería comunicada: pierde agua por la parte inferior y se detiene a mitad de programa
(piloto rojo encendido). Cliente aporta foto.
Cobertura: en garantía (fecha de compra 17/06/2023)
Fecha de la visita: lunes, 28 de abril de 2025, franja 9:00 - 13:00
Dirección: C/ Verdi 47, 3º 2ª, 08012 Barcelona

Por favor, tenga a mano el ticket de compra y deje libre el acceso al aparato.

Atentamente,
BSH Electrodomésticos España, S.A. · Servicio de Asistencia Técnica
""",
)

RENTAPLATS_INFORME = """BSH ELECTRODOMÉSTICOS ESPAÑA, S.A. – SERVICIO TÉCNICO OFICIAL BOSCH
Parte de trabajo nº 9001-2504-558812

Fecha de intervención: 28/04/2025  10:25 - 11:10
Cliente: Marta Puig Ferrer · C/ Verdi 47, 3º 2ª, Barcelona
Aparato: lavavajillas Bosch SMS4HVI33E/41 · FD 2304 00123

Diagnóstico: fuga por la bomba de desagüe (junta deteriorada); activación del sistema
AquaStop y bloqueo del programa. Restos de agua en la bandeja inferior.
Reparación: sustitución de la bomba de desagüe (ref. 00620774) y secado de la bandeja
de fondo. Prueba de funcionamiento completa: correcta.

Piezas: 1 x bomba de desagüe ......... 0,00 € (garantía)
Mano de obra y desplazamiento ........ 0,00 € (garantía)
TOTAL A PAGAR ........................ 0,00 €

Firma del técnico: J. Ortega            Conforme cliente: M. Puig
"""

CAFETERA_COMANDA = eml(
    "Amazon.es <confirmar-envio@amazon.es>",
    MARTA,
    "Thu, 22 May 2025 19:02:44 +0200",
    'Tu pedido de Amazon.es de "De\'Longhi Magnifica S ECAM11.112.B..." ha sido enviado',
    """Hola, Marta:

Tu paquete está en camino.

Pedido nº 405-7781234-5566102
Realizado el 21 de mayo de 2025

De'Longhi Magnifica S ECAM11.112.B, cafetera superautomática, negro
Cantidad: 1 · Precio: 299,99 €
Total del pedido: 299,99 € (IVA incluido)

Entrega: martes, 27 de mayo
Punto de recogida: Punto Pack – Papereria Gràcia, C/ Gran de Gràcia, 121, 08012 Barcelona
Transportista: SEUR · Nº de seguimiento 0721 9944 1182 03

Gracias por comprar en Amazon.
""",
)

CAFETERA_DEVOLUCIO = eml(
    "Amazon.es <devoluciones@amazon.es>",
    MARTA,
    "Tue, 27 May 2025 13:26:08 +0200",
    "Hemos recibido tu solicitud de devolución – pedido 405-7781234-5566102",
    """Hola, Marta:

Hemos recibido tu solicitud de devolución.

Artículo: De'Longhi Magnifica S ECAM11.112.B, cafetera superautomática, negro
Motivo: El producto llegó dañado / la caja estaba aplastada
Comentario: "La caixa ha arribat rebentada per una cantonada al Punt Pack i la safata
d'aigua està esquerdada. Tinc fotos de la caixa tal com me l'han donada."
Opción elegida: reembolso de 299,99 € en el método de pago original.

Cómo devolverlo: lleva el artículo a cualquier Punto Pack o Correos antes del 26 de junio de
2025 con el código QR que te hemos enviado. No es necesario imprimir la etiqueta.

El reembolso se emitirá cuando el transportista escanee el paquete.

Atentamente,
Servicio de Atención al Cliente de Amazon.es
""",
)

# ---------------------------------------------------------------- Mobles / sofà

SOFA_COMANDA = eml(
    "Kave Home <pedidos@kavehome.com>",
    MARTA,
    "Sun, 06 Apr 2025 17:55:20 +0200",
    "¡Gracias por tu pedido! Nº KH-ES-2025-0488127",
    """Hola Marta,

Hemos recibido tu pedido. Estos son los detalles:

Nº de pedido: KH-ES-2025-0488127
Fecha: 06/04/2025

1 x Sofá Gilma 3 plazas, chenilla verde salvia, 220 cm ........ 899,00 €
1 x Servicio de entrega premium (subida a domicilio y retirada
    del embalaje) ............................................. 49,00 €
Total (IVA incl.) ................................................ 948,00 €

Dirección de entrega: C/ Verdi 47, 3º 2ª, 08012 Barcelona (sin ascensor, escalera estrecha)
Plazo estimado de entrega: del 28/04 al 02/05/2025. Te llamaremos para concretar el día.

Kave Home · Sant Joan Despí, Barcelona
""",
)

SOFA_ALBARA = """KAVE HOME – ALBARÁN DE ENTREGA
Nº albarán: AE-25-113094 · Pedido KH-ES-2025-0488127
Transportista: Logística Baix Llobregat, S.L.
Fecha de entrega: 29/04/2025  · Hora: 12:40

Destinatario: Marta Puig Ferrer
Dirección: C/ Verdi 47, 3º 2ª, 08012 Barcelona

Bultos: 2 / 2
Artículo: Sofá Gilma 3 plazas, chenilla verde salvia

Observaciones del cliente: "Rebut. Pendent de revisar (s'ha hagut de pujar per la finestra
del balcó)".
Firma del cliente: M. Puig
"""

SOFA_QUEIXA = eml(
    MARTA,
    "Kave Home Atención al Cliente <atencion.cliente@kavehome.com>",
    "Wed, 30 Apr 2025 09:12:33 +0200",
    "Comanda KH-ES-2025-0488127 – sofà arribat amb el teixit estripat",
    """Bon dia,

Ahir, 29 d'abril, ens van entregar el sofà Gilma de la comanda KH-ES-2025-0488127
(albarà AE-25-113094). En treure el plàstic hem vist que el braç esquerre té el teixit
estripat uns 10 cm i es veu l'escuma. Vam signar l'albarà com a "pendent de revisar".

Adjunto foto del sofà sencer. Us demano que ens canvieu la funda del braç o el sofà.

Gràcies,
Marta Puig Ferrer
654 21 87 90
""",
)

# ---------------------------------------------------------------- Cotxe

RACC_POLISSA = """RACC SEGUROS – Condiciones particulares
Póliza de automóvil nº 0010-A-7723415
Tomador: Jordi Soler Vidal · NIF 47012345M
Conductor habitual: Jordi Soler Vidal · conductora ocasional: Marta Puig Ferrer
Vehículo: SEAT Arona 1.0 TSI Style · matrícula 4821 KLM · 1ª matriculación 12/03/2019
Garaje: Pàrquing Sant Salvador, C/ de Sant Salvador, 08024 Barcelona (plaza 37)

Modalidad: Todo riesgo con franquicia de 300 €
Coberturas: responsabilidad civil obligatoria y voluntaria (50.000.000 €), defensa jurídica,
daños propios (franquicia 300 €), lunas, robo, incendio, asistencia en viaje desde km 0.
Efecto: 15/01/2025 a las 00:00 h · Vencimiento: 15/01/2026
Prima anual total: 612,38 € (fraccionamiento semestral)

Para declarar un siniestro: 900 357 357 o app RACC, en un plazo máximo de 7 días.
"""

RACC_REBUT = """RACC Seguros Generales, S.A. · Av. Diagonal, 687, 08028 Barcelona

RECIBO DE PRIMA
Póliza 0010-A-7723415 · Recibo nº 2025-0112-448201
Periodo: 15/01/2025 - 14/07/2025 (1er semestre)
Tomador: SOLER VIDAL, JORDI
Vehículo: 4821 KLM
Prima neta 287,40 € · Impuestos y recargos 18,79 €
TOTAL RECIBO: 306,19 €
Fecha de cargo: 15 de enero de 2025 · ES76 2100 **** **** **** 7385
"""

RACC_COBERTURES = """Resum que vaig fer de la pòlissa del cotxe (RACC) – gener 2025

- Tot risc amb franquícia de 300 € (si el cop és culpa nostra o no se sap de qui, paguem els
  primers 300 €).
- Vidres sense franquícia.
- Assistència des del km 0: 900 357 357 (grua, també si ens quedem sense bateria al pàrquing).
- Declarar sinistres en 7 dies com a màxim! Fer fotos del cop el mateix dia.
- Tallers concertats a prop: Taller Mecànic Gràcia (c/ Santa Rosa) i Xapa i Pintura Vallcarca.
- Renovació 15 de gener, es paga en dos rebuts (gener i juliol).
"""

ITV_2024 = """APPLUS ITV – Estació 0809 Barcelona – Zona Franca
Carrer A, 13, Sector A, Zona Franca, 08040 Barcelona

INFORME D'INSPECCIÓ TÈCNICA DE VEHICLES / INFORME DE INSPECCIÓN TÉCNICA
Data: 14/03/2024 · Hora: 08:52
Matrícula: 4821 KLM · Marca/Model: SEAT ARONA · Bastidor: VSSZZZKJZKR012345
Quilometratge: 61.230 km
Tipus d'inspecció: periòdica

RESULTAT: FAVORABLE
Defectes lleus: 1.1.14 Eixugaparabrisa posterior en mal estat (lleu).
Propera inspecció: abans del 14/03/2026
"""

TALLER_REVISIO = """TALLER MECÀNIC GRÀCIA, S.C.P.
C/ de Santa Rosa, 18 · 08012 Barcelona · NIF J-60987123 · 93 237 61 02

FACTURA Nº T-24/0931
Data: 7 d'octubre de 2024
Client: Jordi Soler Vidal · NIF 47012345M
Vehicle: SEAT Arona 4821 KLM · 68.904 km

Revisió oficial 60.000 km / 4 anys
  Oli 5W30 VW 508.00 (4,3 l) ................ 58,05
  Filtre d'oli ............................... 12,40
  Filtre d'aire .............................. 18,90
  Filtre d'habitacle ......................... 16,75
  Bugies (3) ................................. 41,70
  Mà d'obra (1,8 h a 58,00 €) ............... 104,40
Base imposable .............................. 252,20 €
IVA 21% ...................................... 52,96 €
TOTAL ........................................ 305,16 €
Pagat amb targeta.
"""

PNEUMATICS = """Euromaster Barcelona Travessera · Travessera de Gràcia, 262 · 08025 Barcelona
Factura simplificada nº 0772-25-000154 · 18/01/2025

Vehículo 4821 KLM (SEAT Arona) · 70.115 km
2 x Michelin Primacy 4 205/60 R16 92H ........... 2 x 112,50
2 x Montaje, válvula y equilibrado .............. 2 x 14,00
1 x Tasa gestión neumáticos usados (2) ..........     3,10
TOTAL (IVA incl.) ............................... 256,10 €
Cliente: Jordi Soler · Pagado con tarjeta
"""

SINISTRE_COMUNICAT = eml(
    JORDI,
    "RACC Seguros – Siniestros <siniestros@racc.es>",
    "Mon, 10 Mar 2025 08:31:55 +0100",
    "Declaración de siniestro – póliza 0010-A-7723415 – 4821 KLM",
    """Buenos días:

Quiero declarar un siniestro del vehículo asegurado:

Póliza: 0010-A-7723415 · Matrícula: 4821 KLM (SEAT Arona gris)
Fecha y hora: sábado 8 de marzo de 2025, entre las 10:00 y las 17:40
Lugar: Pàrquing Sant Salvador, C/ de Sant Salvador, Barcelona, plaza 37
Descripción: al volver al coche por la tarde encontré un golpe con abolladura y rozadura en
la puerta trasera derecha. No hay nota ni datos del otro vehículo. He pedido al
aparcamiento las imágenes de la cámara.

Adjunto fotos hechas en el momento. Quedo a la espera del número de expediente y del taller
para el peritaje.

Jordi Soler Vidal
NIF 47012345M · 622 48 10 35
""",
)

SINISTRE_EXPEDIENT = eml(
    "RACC Seguros – Siniestros <siniestros@racc.es>",
    JORDI,
    "Tue, 11 Mar 2025 16:04:12 +0100",
    "Apertura de expediente S-2025-0309981",
    """Estimado Sr. Soler:

Hemos abierto el expediente de siniestro S-2025-0309981 (daños propios, autor desconocido)
relativo a su vehículo 4821 KLM, ocurrido el 08/03/2025 en el Pàrquing Sant Salvador.

Hemos recibido las fotografías. Puede llevar el vehículo al taller concertado Xapa i Pintura
Vallcarca (Av. de Vallcarca, 41, Barcelona) para el peritaje, que tendrá lugar el viernes
14/03/2025. Le recordamos que su póliza tiene una franquicia de 300 € en daños propios.

Atentamente,
Departamento de Siniestros · RACC Seguros
""",
)

SINISTRE_PRESSUPOST = """XAPA I PINTURA VALLCARCA, S.L.
Av. de Vallcarca, 41 · 08023 Barcelona · NIF B-66012457 · Taller concertat RACC

PRESSUPOST DE REPARACIÓ Nº P-250314-07
Data: 14/03/2025 · Perit: Sr. Alberto Roig (RACC) · Expedient S-2025-0309981
Vehicle: SEAT Arona 4821 KLM · gris Urano

Porta posterior dreta: desabonyegar i reparar (3,5 h) ........ 203,00
Pintura porta posterior dreta i difuminat a aleta ............ 246,50
Materials de pintura .......................................... 132,80
Desmuntatge i muntatge de guarnicions (0,8 h) ................. 46,40
Base imposable ................................................ 628,70
IVA 21% ....................................................... 132,03
TOTAL ......................................................... 760,73 €

A càrrec del client (franquícia): 300,00 € · A càrrec de RACC: 460,73 €
Data prevista d'entrada: 24/03/2025 · Durada: 3 dies laborables
"""

# ---------------------------------------------------------------- Bici

BICI_FACTURA = """BICICLETES GRÀCIA
C/ de la Perla, 9 · 08012 Barcelona · NIF 38999111C · 93 415 22 06

FACTURA simplificada núm. 22/1187 · 10 de setembre de 2022
Client: Jordi Soler Vidal

1 bicicleta urbana Orbea Vector 30, talla M, color vermell
  núm. de quadre WOR2208K12345 ...................... 649,00
1 cadenat d'arc Abus Granit 460 ....................... 59,90
1 llum davant + darrere recarregable .................. 24,90
TOTAL (IVA inclòs) ..................................... 733,80 €
Pagat amb targeta.

Garantia de quadre: 5 anys. Primera revisió gratuïta als 3 mesos.
"""

BICIREGISTRE = """BICIREGISTRE – Registre de bicicletes
Àrea Metropolitana de Barcelona · Ajuntament de Barcelona

CERTIFICAT DE REGISTRE

Codi Biciregistre: BR-08-2209-331847
Data d'alta: 12/09/2022
Propietari: Jordi Soler Vidal · NIF 47012345M
Bicicleta: Orbea Vector 30 · color vermell · talla M
Número de quadre: WOR2208K12345
Adhesiu identificatiu col·locat al tub del seient.

En cas de robatori, comuniqueu-ho a biciregistre.cat i presenteu denúncia davant dels Mossos
d'Esquadra o la Guàrdia Urbana indicant el codi de registre.
"""

DENUNCIA = """MOSSOS D'ESQUADRA
Comissaria de Districte de Gràcia · C/ de Iradier, 9 · 08017 Barcelona

DENÚNCIA
Núm. d'atestat: 2025/401288/05
Data i hora de la denúncia: 10/05/2025, 11:47 h

Denunciant: Jordi Soler Vidal, NIF 47012345M, amb domicili al c/ de Verdi, 47, 3r 2a,
08012 Barcelona. Telèfon 622 48 10 35.

Fets: el denunciant manifesta que el dia 9 de maig de 2025, cap a les 21:30 h, va deixar la
seva bicicleta lligada amb un cadenat d'arc a l'aparcament de bicicletes de la plaça de la
Virreina, de Barcelona. L'endemà, 10 de maig, a les 8:15 h, en anar a recollir-la, va trobar
el cadenat tallat a terra i la bicicleta ja no hi era.

Objecte sostret: bicicleta Orbea Vector 30, color vermell, talla M, número de quadre
WOR2208K12345, inscrita al Biciregistre amb el codi BR-08-2209-331847. Valor aproximat:
500 €.

El denunciant aporta fotografies del cadenat tallat i de l'aparcament fetes en el moment.
No hi ha testimonis coneguts.

Es lliura còpia al denunciant.
"""

BICI_AVIS = eml(
    JORDI,
    "Biciregistre <info@biciregistre.cat>",
    "Sun, 11 May 2025 09:20:05 +0200",
    "Comunicació de robatori – BR-08-2209-331847",
    """Bon dia,

Us comunico el robatori de la meva bicicleta registrada amb el codi BR-08-2209-331847
(Orbea Vector 30 vermella, quadre WOR2208K12345). Me la van robar la nit del 9 al 10 de maig
de 2025 a la plaça de la Virreina (Gràcia). Ahir vaig posar denúncia als Mossos d'Esquadra,
atestat 2025/401288/05.

Si us plau, marqueu-la com a robada. Si apareix, el meu telèfon és el 622 48 10 35.

Gràcies,
Jordi Soler Vidal
""",
)

# ---------------------------------------------------------------- Salut

MARTA_ANALITICA = """Institut Català de la Salut · CAP Vila de Gràcia
C/ de Cuba, 2 · 08030 Barcelona

RESULTATS D'ANALÍTICA
Pacient: PUIG FERRER, MARTA · CIP PUFE 0 781104 00 · Data naixement: 04/11/1984
Data d'extracció: 21/10/2024 · Sol·licitant: Dra. Anna Bosch (metgessa de família)

Hemoglobina ........... 12,9 g/dL   (12,0 - 16,0)
Ferritina ............. 14 ng/mL    (15 - 150)   *
Glucosa ............... 86 mg/dL    (70 - 110)
Colesterol total ...... 192 mg/dL   (< 200)
TSH ................... 2,1 mUI/L   (0,4 - 4,0)
Vitamina D ............ 24 ng/mL    (30 - 100)   *

Comentari: ferritina i vitamina D lleugerament baixes. Es pauta ferro oral 3 mesos i
vitamina D setmanal. Control en 6 mesos.
"""

MARTA_GINE = """Centre Mèdic Sant Gervasi – Ginecologia y Obstetricia
C/ de Muntaner, 412 · 08006 Barcelona

INFORME DE REVISIÓN GINECOLÓGICA
Paciente: Marta Puig Ferrer · 40 años
Fecha: 12 de febrero de 2025 · Mutua: Sanitas (póliza colectiva)

Motivo: revisión anual.
Exploración y ecografía transvaginal: útero y anejos normales.
Citología (cribado VPH): pendiente de resultado, se comunicará por la app.
Mamografía: no precisa hasta los 45 años salvo indicación.

Próxima revisión: febrero de 2026.
Dra. Elena Varela · Col. 08/31456
"""

MARTA_ULLERES = """ÒPTICA VERDI · C/ de Verdi, 92 · 08012 Barcelona

Graduació – Marta Puig · 18/09/2024
          Esfera   Cilindre  Eix   AV
OD        -2,25    -0,50     170   1,0
OE        -2,00    -0,75     10    1,0
Addició: —    DP: 62 mm
Ulleres noves: muntura acetat carey, vidres orgànics amb antireflex i filtre blau.
Total 289 € (pagat). Propera revisió recomanada: setembre 2025.
"""

JORDI_FISIO = """FISIOGRÀCIA – Centre de Fisioteràpia
C/ de Torrent de l'Olla, 155 · 08012 Barcelona · 93 112 45 78

INFORME DE ALTA
Paciente: Jordi Soler Vidal · 42 años
Fechas de tratamiento: 07/01/2025 a 11/02/2025 (8 sesiones)
Diagnóstico: cervicalgia mecánica con contractura de trapecio derecho, relacionada con
postura en el puesto de trabajo.
Tratamiento: terapia manual, punción seca (2 sesiones), ejercicios de control motor.
Evolución: favorable, EVA inicial 7/10, al alta 1/10.
Recomendaciones: pausas activas cada hora, ajustar altura de la pantalla, continuar
ejercicios en casa 3 días por semana.

Fisioterapeuta: Núria Campmany · Col. 11.234
"""

JORDI_DERMA = eml(
    "Clínica Dermatológica Diagonal <citas@dermadiagonal.es>",
    JORDI,
    "Wed, 11 Jun 2025 10:15:40 +0200",
    "Confirmación de su cita – Dermatología",
    """Estimado/a Jordi Soler Vidal:

Le confirmamos su cita:

Servicio: Dermatología – revisión de lunar / dermatoscopia
Profesional: Dra. Laura Ferrán
Fecha: jueves, 12 de junio de 2025, a las 18:30 h
Lugar: Clínica Dermatológica Diagonal, Av. Diagonal, 444, 2º, 08037 Barcelona
Aseguradora: Sanitas – autorización 55-2025-0611-872

Motivo indicado por el paciente: "lunar en el hombro derecho que ha cambiado de forma y
color en las últimas semanas; adjunto foto hecha anoche".

Si no puede asistir, avísenos con 24 h de antelación.
""",
)

JORDI_GRIP = """Departament de Salut · Generalitat de Catalunya
La Meva Salut – Certificat de vacunació

Nom: Jordi Soler Vidal · CIP SOVI 0 830517 00
Vacuna: grip estacional 2024-2025 (Vaxigrip Tetra)
Data d'administració: 28/10/2024 · Dosi única
Centre: CAP Vila de Gràcia · Lot: X3B441V
Motiu: vacunació laboral (personal amb contacte amb públic)
"""

PAU_URGENCIES = """Hospital Sant Joan de Déu Barcelona
Pg. Sant Joan de Déu, 2 · 08950 Esplugues de Llobregat

INFORME D'ALTA D'URGÈNCIES
Pacient: SOLER PUIG, PAU · NHC 2147733 · Data naixement: 14/02/2017 (8 anys)
Data i hora d'entrada: 05/04/2025 13:22 · Alta: 05/04/2025 15:40

Motiu de consulta: dolor i inflor al turmell dret després de caure jugant a futbol aquest
matí.
Exploració: tumefacció i equimosi perimal·leolar externa. Dolor a la palpació del lligament
peroneoastragalí anterior. Pot caminar amb dificultat.
Proves: radiografia de turmell dret (2 projeccions): sense lesions òssies.
Diagnòstic: esquinç de turmell dret, grau I-II.
Tractament: fèrula posterior de guix 7 dies, repòs relatiu, gel 15 min 3-4 vegades al dia,
ibuprofèn 200 mg/8 h si dolor (màx. 3 dies).
Control: traumatologia de l'hospital el 15/04/2025 per retirar la fèrula.

Dra. Clara Sunyer · Pediatria d'urgències
"""

PAU_TRAUMA = """Hospital Sant Joan de Déu Barcelona – Servei de Traumatologia i Ortopèdia

Informe de consulta externa
Pacient: Pau Soler Puig · 8 anys · NHC 2147733
Data: 15 d'abril de 2025

Control d'esquinç de turmell dret (05/04/2025). Es retira la fèrula. Bona evolució, sense
dolor a la palpació, mobilitat completa. Pot reprendre l'escola amb normalitat i l'esport
d'aquí a dues setmanes, progressivament.
Recomanació: turmellera els primers entrenaments de futbol.
No cal control.
"""

PAU_DENTISTA = """Clínica Dental Gràcia · C/ de Goya, 7 · 08012 Barcelona

Revisió odontopediàtrica – Pau Soler Puig (7 anys)
Data: 22/11/2024

- Dentició mixta, erupció correcta dels primers molars definitius.
- Segellat de fissures als molars 36 i 46 (fet avui).
- Sense càries. Higiene bona, reforçar el raspallat de nit.
- Propera revisió: maig–juny 2025.

Import: 70 € (segellats) · Pagat en efectiu
"""

PAU_VACUNES = """Notes vacunes del Pau (per no haver d'anar a buscar el carnet groc)

- Calendari complet fins als 6 anys (ho va confirmar la infermera del CAP, Sra. Montse).
- 6 anys (2023): DTPa-VPI i triple vírica segona dosi, fetes.
- Grip: no en porta cada any; 2024 no.
- Als 11-12 anys tocarà la del papil·loma (VPH) i la meningitis ACWY a l'escola (6è).
- Al·lèrgies: cap coneguda. Grup sanguini: A+.
"""

LAIA_PEDIATRIA = """Institut Català de la Salut · CAP Vila de Gràcia – Pediatria
C/ de Cuba, 2 · 08030 Barcelona

FULL DE VISITA
Pacient: SOLER PUIG, LAIA · Data naixement: 03/05/2020 (4 anys)
Data de la visita: 20/03/2025 · 09:40 · Visita urgent (d'agenda del dia)
Professional: Dr. Oriol Vidal, pediatre

Motiu: erupció a l'esquena i la panxa des d'ahir al vespre; els pares porten foto de com
estava a la nit. Febre de 38,2 °C fa tres dies, ja resolta.
Exploració: exantema maculopapular rosat al tronc, no pruriginós, que desapareix a la
pressió. Bon estat general. Orofaringe i otoscòpia normals.
Orientació diagnòstica: exantema súbit (roseola) / exantema viral.
Pla: no cal tractament. Hidratació. Tornar si torna la febre o l'erupció es fa
hemorràgica. Pot anar a l'escola quan no tingui febre.
"""

LAIA_REVISIO_4 = """Institut Català de la Salut · CAP Vila de Gràcia – Infermeria pediàtrica

Programa Infància amb Salut – Control dels 4 anys
Pacient: Laia Soler Puig · Data naixement: 03/05/2020
Data: 16 de maig de 2024

Pes: 16,8 kg (P50) · Talla: 104 cm (P55) · IMC normal
Visió (optotips): 0,8 ambdós ulls · Audició: normal
Desenvolupament: adequat per l'edat; parla amb frases complexes.
Vacunes: correctes. Pendent als 6 anys: DTPa-VPI i triple vírica (2a dosi).
Consells: límit de pantalles, raspallat dental dos cops al dia amb pasta de 1.000 ppm.
Propera revisió: als 6 anys.

Infermera: Montse Rius
"""

LAIA_AUDIO = """Hospital Sant Joan de Déu Barcelona – Otorrinolaringologia

Resultado de audiometría / Resultat d'audiometria
Paciente: Laia Soler Puig · 4 años · NHC 2298810
Fecha: 09/10/2024

Motivo: otitis serosa de repetición (3 episodios en 2024).
Audiometría tonal (juego): umbrales 20-25 dB en ambos oídos (normal-límite).
Timpanometría: curva tipo B en oído izquierdo, tipo A en derecho.
Conclusión: otitis serosa izquierda residual. Se propone vigilancia, lavados nasales y
nuevo control en 3 meses. De momento no se indican drenajes.

Dr. Marc Pons · ORL infantil
"""

# ---------------------------------------------------------------- Escola

ESCOLA_HEAD = """Escola Torrent de l'Olla · Centre públic de la Generalitat de Catalunya
C/ del Torrent de l'Olla, 172 · 08012 Barcelona · 93 213 48 60 · a8012345@xtec.cat
"""

ESCOLA_2324_INICI = (
    ESCOLA_HEAD
    + """
Barcelona, 1 de setembre de 2023

Benvolgudes famílies,

Us donem la benvinguda al curs 2023-2024. Les classes començaran el dijous 7 de setembre a
les 9 h. Del 7 al 15 de setembre l'horari serà de 9 a 13 h per a tot l'alumnat.

- Reunions d'inici de curs: Educació Infantil, 19 de setembre a les 17 h; Primària, 21 de
  setembre a les 17 h.
- Servei de menjador i acollida matinal a partir del primer dia (inscripcions a l'AFA).
- Festes de lliure disposició: 6 de desembre (tarda) i 12 de febrer.

Us desitgem un molt bon curs!

L'equip directiu
"""
)

ESCOLA_2324_MATERIAL = """Material per al curs 2023-24 – P3 (Laia) i 1r (Pau)

Laia (P3, classe dels Esquirols):
- bata amb nom i beta per penjar
- canvi de roba complet en una bossa de roba
- 2 fotos carnet, got de plàstic, capsa de mocadors
- la quota de material (45 €) la cobra l'AFA al setembre

Pau (1r, classe de les Balenes):
- estoig amb llapis, goma, maquineta i colors de fusta
- una carpeta de gomes
- flauta NO, es compra a 3r
- quota material 55 €
"""

ESCOLA_2324_INFORME = (
    ESCOLA_HEAD
    + """
INFORME D'AVALUACIÓ FINAL · CURS 2023-2024 · 1r de Primària
Alumne: Pau Soler Puig · Tutora: Sílvia Pujadas
Data: 20 de juny de 2024

Llengua catalana i literatura: Assoliment notable
Llengua castellana i literatura: Assoliment satisfactori
Llengua anglesa: Assoliment notable
Matemàtiques: Assoliment excel·lent
Coneixement del medi natural, social i cultural: Assoliment notable
Educació artística: Assoliment satisfactori
Educació física: Assoliment excel·lent

Observacions: en Pau ha fet un molt bon curs. Ha guanyat autonomia en la lectura i li
agraden molt els reptes matemàtics. Cal que continuï treballant la lletra i l'ordre a la
llibreta. Bon estiu!
"""
)

ESCOLA_2425_INICI = (
    ESCOLA_HEAD
    + """
Barcelona, 2 de setembre de 2024

Benvolgudes famílies,

Comencem el curs 2024-2025! Les classes començaran el dilluns 9 de setembre. La primera
setmana l'horari serà de 9 a 13 h.

Novetats d'aquest curs:
- Projecte de pati coeducatiu: el pati es reorganitza per racons.
- Mòbils: a Primària, cap alumne podrà portar telèfon a l'escola.
- Colònies: a la primavera, per a tots els cursos de 1r a 6è (us n'informarem al gener).

Calendari: vacances de Nadal del 21 de desembre al 7 de gener; Setmana Santa del 12 al 21
d'abril; el curs acaba el 20 de juny de 2025.

L'equip directiu
"""
)

ESCOLA_2425_AFA = """AFA Escola Torrent de l'Olla
Rebut de quota familiar · curs 2024-2025

Família: Soler Puig (Pau, 2n B · Laia, P4 A)
Quota anual AFA: 40,00 €
Quota de material escolar: 2 x 55,00 € = 110,00 €
Colònies (bestreta): no inclosa
TOTAL COBRAT: 150,00 €
Data del càrrec: 30/09/2024 · Domiciliació ES76 2100 **** 7385

Gràcies per formar part de l'AFA!
"""

ESCOLA_2425_SORTIDA = """AUTORITZACIÓ DE SORTIDA – Escola Torrent de l'Olla
Curs 2024-2025 · Grup: P4 A

Sortida: Granja Escola de Can Mateu (La Roca del Vallès)
Data: dijous, 17 d'octubre de 2024 · Sortida 9:00 h, tornada 16:30 h
Preu: 24 € (autocar i activitats). Cal portar esmorzar; el dinar el posa la granja.

Jo, Marta Puig Ferrer, amb DNI 46781234Y, com a mare de l'alumna Laia Soler Puig,
l'autoritzo a participar en la sortida.

Signat: Marta Puig        Barcelona, 8/10/2024
"""

ESCOLA_2425_INFORME_LAIA = (
    ESCOLA_HEAD
    + """
INFORME DEL PRIMER TRIMESTRE · CURS 2024-2025 · P4 (Educació Infantil)
Alumna: Laia Soler Puig · Tutor: Jaume Estrada
Data: 19 de desembre de 2024

Creixement en harmonia: la Laia s'ha adaptat molt bé al grup i és molt autònoma en els
hàbits (es posa la jaqueta, endreça el material).
Comunicació i llenguatges: explica amb detall el que ha fet el cap de setmana; comença a
reconèixer les lletres del seu nom. Li agrada molt cantar.
Descoberta i exploració de l'entorn: curiosa i observadora, sobretot amb els animals de la
granja.
Aspectes a treballar: compartir el material en el joc lliure i esperar el torn de paraula.
"""
)

ESCOLA_2425_CALENDARI = """Calendari curs 2024-25 (el que ens interessa)

- 9 set: comença el curs
- 17 oct: sortida Laia a Can Mateu
- 31 oct: castanyada a l'escola (portar castanyes)
- 21 des – 7 gen: vacances de Nadal
- 3 feb: festa de lliure disposició (no hi ha escola)
- 28 feb: Carnestoltes, disfressa de tema "el mar" (Pau: pop; Laia: medusa)
- 12–21 abr: Setmana Santa
- colònies: Pau i Laia, primavera (mirar circular de gener)
- 20 jun 2025: últim dia, festa de final de curs a la tarda
"""

# ---------------------------------------------------------------- Impostos

RENDA_2023_DECLARACIO = """AGENCIA TRIBUTARIA – Impuesto sobre la Renta de las Personas Físicas
Ejercicio 2023 · Modelo 100 · Declaración conjunta

Justificante: 1002345678901 · Presentada el 21/05/2024 (Renta WEB)
Primer declarante: PUIG FERRER, MARTA · NIF 46781234Y
Cónyuge/pareja: SOLER VIDAL, JORDI · NIF 47012345M (optan por declaración individual: NO —
pareja de hecho inscrita, declaración conjunta con descendientes)
Descendientes: SOLER PUIG, PAU (2017) · SOLER PUIG, LAIA (2020)

Rendimientos del trabajo (Jordi) .................. 41.870,55
Rendimientos de actividades económicas (Marta) ..... 19.412,30
Base liquidable general ............................ 55.014,12
Cuota resultante de la autoliquidación ............. 10.233,48
Retenciones y pagos a cuenta ....................... 10.969,10
Deducción alquiler vivienda habitual (Cataluña) ....    300,00

RESULTADO: A DEVOLVER ..............................    1.035,62 €
Cuenta de devolución: ES76 2100 **** **** **** 7385
"""

RENDA_2023_CERT = """SISTEMES URBANS DEL VALLÈS, S.L. · CIF B-08765432
Pol. Ind. Can Sant Joan, C/ de la Tecnologia, 17 · 08191 Rubí (Barcelona)

CERTIFICADO DE RETENCIONES E INGRESOS A CUENTA DEL IRPF
Ejercicio 2023

Perceptor: SOLER VIDAL, JORDI · NIF 47012345M
Rendimientos del trabajo:
  Retribuciones dinerarias íntegras ........ 44.210,00 €
  Retenciones practicadas .................. 7.427,28 €
  Gastos deducibles (Seguridad Social) ..... 2.339,45 €

Rubí, a 24 de enero de 2024
Departamento de Recursos Humanos
"""

RENDA_2024_DADES = """AGENCIA TRIBUTARIA · Datos fiscales · Ejercicio 2024
Obtenidos el 19/03/2025 desde Renta WEB

Titular: PUIG FERRER, MARTA · NIF 46781234Y

Rendimientos de actividades económicas (retenciones declaradas por pagadores):
  INSTITUT RAMON LLULL · B/Q0801234 ... íntegros 6.820,00 · retenciones 1.023,00
  EDICIONS LA GINESTA SL ............... íntegros 4.150,00 · retenciones 622,50
  LINGUA TRADUCCIONES SL .............. íntegros 3.960,00 · retenciones 594,00
Pagos fraccionados (modelo 130): 1T 312,40 · 2T 288,15 · 3T 140,82 · 4T pendiente de datos
Cuentas bancarias: ES76 2100 **** **** **** 7385 (titularidad 50%)
Alquiler de vivienda habitual: 15.225,00 € (Casals Rovira, Montserrat)
Hijos: SOLER PUIG, PAU; SOLER PUIG, LAIA

Estos datos no incluyen el certificado de retenciones de rendimientos del trabajo de su
pareja; si declaran conjuntamente, deberán incorporarlos.
"""

RENDA_2024_NOTES = """Renda 2024 (la fem a l'abril–maig de 2025)

Tenim:
- dades fiscals meves (baixades el 19 de març)
- llibre de factures 2024 i els 303/130 dels trimestres (a Feina Marta/Trimestres/2024;
  el del 4T el presenta l'Olga a finals de gener)

Falta:
- certificat de retencions 2024 d'en Jordi (l'empresa l'envia al febrer, mirar el correu)
- rebut de l'AFA i colònies? (no desgrava, però l'IRPF català sí que té la del lloguer)
- demanar a la gestoria (Olga) si fem conjunta o individual aquest any

Termini: 30 de juny de 2025. Si surt a pagar, domiciliar abans del 25 de juny.
"""

# ---------------------------------------------------------------- Feina Marta

CLIENT_LLULL = [
    "Institut Ramon Llull",
    "Diputació, 279 · 08007 Barcelona",
    "NIF Q0801234H",
]
CLIENT_GINESTA = [
    "Edicions La Ginesta, SL",
    "C/ de Provença, 228, 3r · 08036 Barcelona",
    "NIF B-66789012",
]
CLIENT_LINGUA = [
    "Lingua Traducciones, SL",
    "C/ de Fuencarral, 45, 2º · 28004 Madrid",
    "NIF B-87123456",
]
CLIENT_TGLS = [
    "TransGlobal Language Services Ltd",
    "14 Albion Street, Leeds LS1 6HX, United Kingdom",
    "Company no. 08876543 · VAT GB 214 8876 12",
]

REVERSE = "Reverse charge: services not subject to Spanish VAT (art. 69 Ley 37/1992 del IVA)."


def factures_emeses() -> dict[str, bytes]:
    f = "Feina Marta/Factures emeses/"
    return {
        f + "2024/Factura 2024-031 Ginesta.docx": invoice_docx(
            "2024-031",
            "2 de setembre de 2024",
            CLIENT_GINESTA,
            [
                (
                    "Correcció d'estil i ortotipogràfica de «La casa dels til·lers» (312 pàg.)",
                    1150.00,
                )
            ],
        ),
        f + "2024/Factura 2024-032 Llull.docx": invoice_docx(
            "2024-032",
            "30/09/2024",
            CLIENT_LLULL,
            [
                (
                    "Traducció EN>CA de la documentació del programa de residències 2025 (8.400 paraules)",
                    840.00,
                ),
                ("Revisió de les bases de la convocatòria (2.100 paraules)", 126.00),
            ],
        ),
        f + "2024/Factura 2024-033 Lingua.docx": invoice_docx(
            "2024-033",
            "15 de octubre de 2024",
            CLIENT_LINGUA,
            [
                (
                    "Traducción ES>CA web corporativa cliente Ferrocarrils (6.200 palabras x 0,08 €)",
                    496.00,
                )
            ],
            lang="es",
        ),
        f + "2024/Factura 2024-034 TransGlobal.docx": invoice_docx(
            "2024-034",
            "November 28, 2024",
            CLIENT_TGLS,
            [
                ("Translation EN>CA, museum audio guide scripts, PO 44718 (5,300 words)", 477.00),
                ("Translation EN>ES, same project (5,300 words)", 424.00),
            ],
            lang="en",
            vat=False,
            irpf=False,
            note=REVERSE,
        ),
        f + "2025/Factura 2025-001 Llull.docx": invoice_docx(
            "2025-001",
            "15 de gener de 2025",
            CLIENT_LLULL,
            [("Traducció EN>CA de l'informe anual d'activitats 2024 (11.300 paraules)", 1130.00)],
        ),
        f + "2025/Factura 2025-002 Ginesta.docx": invoice_docx(
            "2025-002",
            "28/02/2025",
            CLIENT_GINESTA,
            [
                (
                    "Traducció ES>CA de la novel·la «El año del cometa» (primera meitat, 42.000 paraules)",
                    2520.00,
                )
            ],
        ),
        f + "2025/Factura 2025-003 TransGlobal.docx": invoice_docx(
            "2025-003",
            "March 31, 2025",
            CLIENT_TGLS,
            [("Post-editing EN>ES, e-learning modules, PO 45102 (9,800 words)", 539.00)],
            lang="en",
            vat=False,
            irpf=False,
            note=REVERSE,
        ),
        f + "2025/Factura 2025-004 Ginesta.docx": invoice_docx(
            "2025-004",
            "30 d'abril de 2025",
            CLIENT_GINESTA,
            [
                (
                    "Traducció ES>CA de la novel·la «El año del cometa» (segona meitat, 39.500 paraules)",
                    2370.00,
                ),
                ("Revisió de galerades", 180.00),
            ],
        ),
    }


COWORK_HEAD = """LA BASE COWORKING GRÀCIA, SCCL
C/ de Francisco Giner, 42, baixos · 08012 Barcelona · NIF F-67123450
hola@labasecoworking.cat · 93 011 28 40
"""

COWORK_2025_01 = (
    COWORK_HEAD
    + """
FACTURA NÚM. LB-2025-0017
Data: 31/01/2025
Client: Marta Puig Ferrer · NIF 46781234Y · C/ de Verdi, 47, 3r 2a, 08012 Barcelona

Quota taula flexible (10 dies/mes) – gener 2025 ........... 95,00
Sala de reunions 2 h (23/01/2025) ........................... 16,00
Base imposable ................................................ 111,00
IVA 21% ........................................................ 23,31
TOTAL ......................................................... 134,31 €

Pagament per domiciliació bancària el 5 del mes següent.
"""
)

GESTORIA_2025_1T = """Assessoria Olga Martí · Gestoria d'autònoms
C/ de Bonavista, 3, 1r · 08012 Barcelona · NIF 43210987L

FACTURA 2025/0412
Data: 10 d'abril de 2025
Clienta: Marta Puig Ferrer · NIF 46781234Y

Assessorament fiscal i presentació de models 303 i 130 – 1r trimestre 2025 ..... 60,00
Base imposable .................................................................. 60,00
IVA 21% ......................................................................... 12,60
Retenció IRPF 15% .............................................................. -9,00
TOTAL A PAGAR .................................................................... 63,60 €
"""

TRADOS_2025 = """RWS Group · Trados
Invoice / Receipt

Invoice number: INV-TR-2025-1183390
Invoice date: 6 February 2025
Bill to: Marta Puig Ferrer, C/ de Verdi 47, 3-2, 08012 Barcelona, Spain · VAT ES46781234Y

Trados Studio Freelance – annual subscription (07 Feb 2025 – 06 Feb 2026) ..... EUR 260.00
VAT: reverse charge (EU B2B) ................................................ EUR 0.00
Total paid (Visa ending 7385) ............................................... EUR 260.00

RWS Holdings plc · Europa House, Chiltern Park, Chalfont St Peter, SL9 9FG, United Kingdom
"""

GESTORIA_2024 = """Assessoria Olga Martí · Gestoria d'autònoms
C/ de Bonavista, 3, 1r · 08012 Barcelona · NIF 43210987L

FACTURA 2024/1021
Data: 14 d'octubre de 2024
Clienta: Marta Puig Ferrer · NIF 46781234Y

Assessorament fiscal i presentació de models 303 i 130 – 3r trimestre 2024 ..... 60,00
IVA 21% 12,60 · Retenció IRPF 15% -9,00
TOTAL A PAGAR .................................................................... 63,60 €
"""

TRADOS_2024 = """RWS Group · Trados
Invoice / Receipt

Invoice number: INV-TR-2024-0977215
Invoice date: 6 February 2024
Bill to: Marta Puig Ferrer, Barcelona, Spain · VAT ES46781234Y

Trados Studio Freelance – annual subscription (07 Feb 2024 – 06 Feb 2025) ..... EUR 245.00
VAT: reverse charge (EU B2B) ................................................ EUR 0.00
Total paid (Visa ending 7385) ............................................... EUR 245.00
"""

M303_3T = """AGENCIA TRIBUTARIA · Modelo 303 · IVA Autoliquidación
Ejercicio 2024 · Periodo 3T

NIF 46781234Y · PUIG FERRER, MARTA
Justificante 3036012345678 · Presentado el 14/10/2024 por colaborador social (Olga Martí)

IVA devengado – régimen general 21%: base 2.086,00 · cuota 438,06
Operaciones no sujetas por reglas de localización (art. 69): 0,00
IVA deducible – operaciones interiores: base 312,40 · cuota 65,60
Resultado: 372,46 € A INGRESAR · domiciliado el 21/10/2024
"""

M130_3T = """AGENCIA TRIBUTARIA · Modelo 130 · IRPF Pago fraccionado
Ejercicio 2024 · Periodo 3T (estimación directa)

NIF 46781234Y · PUIG FERRER, MARTA
Justificante 1306012349911 · Presentado el 14/10/2024

Ingresos computables desde el 1 de enero: 15.980,00
Gastos fiscalmente deducibles: 3.240,70
Rendimiento neto: 12.739,30 · 20%: 2.547,86
Retenciones soportadas (acumulado): 1.648,50
Pagos fraccionados de trimestres anteriores: 600,55 (tras redondeos)
Resultado: 140,82 € A INGRESAR
"""

M303_1T_2025 = """AGENCIA TRIBUTARIA · Modelo 303 · IVA Autoliquidación
Ejercicio 2025 · Periodo 1T

NIF 46781234Y · PUIG FERRER, MARTA
Justificante 3036019876543 · Presentado el 14/04/2025 por colaborador social (Olga Martí)

IVA devengado – régimen general 21%: base 3.650,00 · cuota 766,50
Operaciones no sujetas por reglas de localización (art. 69): 539,00
IVA deducible – operaciones interiores: base 438,00 · cuota 91,98
Resultado: 674,52 € A INGRESAR · domiciliado el 21/04/2025
"""

NOMINA = """SISTEMES URBANS DEL VALLÈS, S.L. · CIF B-08765432 · CCC 08/1234567/89
Pol. Ind. Can Sant Joan, C/ de la Tecnologia, 17 · 08191 Rubí

RECIBO INDIVIDUAL JUSTIFICATIVO DEL PAGO DE SALARIOS
Trabajador: SOLER VIDAL, JORDI · NIF 47012345M · NAF 08/12345678/90
Categoría: Ingeniero técnico – Grupo 1 · Antigüedad: 03/09/2018
Periodo de liquidación: {periodo}

DEVENGOS
  Salario base ....................... 2.650,00
  Complemento de puesto ................ 480,00
  Plus transporte ....................... 95,00
  {extra}
TOTAL DEVENGADO ...................... {bruto}

DEDUCCIONES
  Contingencias comunes 4,70% ......... {cc}
  Desempleo 1,55% ...................... {des}
  Formación profesional 0,10% .......... {fp}
  MEI 0,13% ............................. {mei}
  IRPF {irpf_pct}% ...................... {irpf}
TOTAL A DEDUCIR ...................... {ded}

LÍQUIDO A PERCIBIR ................... {neto} €
Transferencia a ES76 2100 **** **** **** 7385 el {pago}
"""


def nomina(periodo: str, pago: str, extra_label: str = "", extra: float = 0.0) -> str:
    bruto = 2650 + 480 + 95 + extra
    base_ss = bruto - 95 * 0  # transport included in the base since 2013
    cc, des, fp, mei = (round(base_ss * p, 2) for p in (0.047, 0.0155, 0.001, 0.0013))
    irpf_pct = 16.8
    irpf = round(bruto * irpf_pct / 100, 2)
    ded = round(cc + des + fp + mei + irpf, 2)

    def f(v: float) -> str:
        return f"{v:,.2f}".replace(",", "X").replace(".", ",").replace("X", ".")

    return NOMINA.format(
        periodo=periodo,
        extra=f"{extra_label} ... {f(extra)}" if extra else "",
        bruto=f(bruto),
        cc=f(cc),
        des=f(des),
        fp=f(fp),
        mei=f(mei),
        irpf_pct=f(irpf_pct),
        irpf=f(irpf),
        ded=f(ded),
        neto=f(bruto - ded),
        pago=pago,
    )


# ---------------------------------------------------------------- Lleure

RECEPTES = {
    "Receptes/Escudella de Nadal (iaia Roser).txt": """Escudella i carn d'olla – com la fa la iaia Roser (per a 10)

La vigília: posar en remull 300 g de cigrons.

Carn: 1 gallina (o mitja) · 1 os de genoll de vedella · 1 os d'espinada · 1 pota de porc ·
300 g de garró de vedella · 200 g de cansalada · 1 botifarra blanca i 1 de negra.
Verdura: 2 pastanagues, 2 naps, 1 xirivia, 1 porro, 1 branca d'api, mitja col, 4 patates.
Pilota: 400 g de carn picada (meitat vedella, meitat porc), 1 ou, 2 alls i julivert,
pa ratllat, canyella, sal i pebre. Fer-ne una de grossa i enfarinar-la.

1. Olla grossa amb 6 litres d'aigua freda i tots els ossos i la carn (menys botifarres).
   Escumar quan arrenqui el bull.
2. Als 45 min, els cigrons (en una xarxa) i la verdura dura.
3. Bullir a foc lent 2,5 hores. Als últims 30 min, la pilota, la col i les patates.
   Els últims 10 min, les botifarres.
4. Colar el brou i bullir-hi els galets grossos (12-14 min).

Primer plat: sopa de galets. Segon: la carn d'olla amb les verdures i els cigrons.
El que sobra → canelons de Sant Esteve!
""",
    "Receptes/Canelons de Sant Esteve.txt": """Canelons de Sant Esteve (amb la carn de l'escudella)

- Tota la carn d'olla que sobri (sense ossos ni pell), uns 800 g
- 2 cebes, 1 got de vi ranci, 200 g de fetge de pollastre (opcional, la mare sí)
- 30 plaques de caneló, formatge ratllat

Beixamel: 1 l de llet, 80 g de mantega, 80 g de farina, nou moscada.

Sofregir la ceba molt lentament (40 min). Afegir el fetge, després la carn picada i el vi
ranci; deixar reduir. Passar-ho tot per la picadora, no gaire fi. Afegir 3-4 cullerades de
beixamel perquè lligui.
Bullir les plaques, omplir, enrotllar. Safata amb una mica de beixamel a sota, canelons,
beixamel per sobre, formatge i trossets de mantega. Forn a 200 °C, 15 min i gratinar.
Surten uns 30; se'n poden congelar 12.
""",
    "Receptes/Crema catalana.txt": """Crema catalana (per 6 cassoletes) – per Sant Josep, 19 de març

1 l de llet sencera · pell d'1 llimona · 1 branca de canyella
6 rovells d'ou · 150 g de sucre · 40 g de midó de blat de moro
Sucre per cremar

Infusionar la llet amb la pell i la canyella (reservar un got de llet freda). Batre els
rovells amb el sucre i el midó dissolt en la llet freda. Colar la llet calenta sobre la
barreja i tornar-ho al foc remenant sempre fins que espesseixi, sense que bulli.
Repartir a les cassoletes, deixar refredar i nevera. Cremar el sucre amb la pala just
abans de servir (la pala de la iaia és al calaix de baix).
""",
    "Receptes/Coca de recapte.txt": """Coca de recapte (ens en surten 2 llargues)

Massa: 500 g de farina, 250 ml d'aigua tèbia, 10 g de llevat fresc, 50 ml d'oli, sal.
Per sobre: 3 pebrots vermells i 2 albergínies escalivades (al forn, 50 min a 200 °C),
2 cebes, 8 arengades o sardines de llauna, oli.

Pastar, deixar reposar 1 h. Estirar fi en dues safates. Repartir la ceba en juliana,
l'escalivada a tires i les arengades. Oli generós. Forn a 220 °C uns 25 min.
Millor l'endemà, freda.
""",
    "Receptes/Tortilla de patatas (abuela Carmen).txt": """Tortilla de patatas de la abuela Carmen (la de Jordi)

- 1 kg de patatas (mejor Monalisa), 1 cebolla grande, 7 huevos, aceite de oliva, sal.

Pelar y cortar las patatas en láminas finas. Confitar patata y cebolla en mucho aceite,
a fuego medio, 25-30 minutos, que queden blanditas pero sin dorar.
Escurrir bien, mezclar con los huevos batidos y la sal y dejar reposar 10 minutos (esto es
lo importante, dice ella).
Sartén de 24 cm con una cucharada de aceite, fuego fuerte, 2-3 minutos por cada lado.
Jordi la quiere poco cuajada; los niños, bien hecha.
""",
}

LLIBRES = {
    "Llibres/Club de lectura 2024-25 – calendari.txt": """Club de lectura de la Biblioteca Jaume Fuster – temporada 2024-2025
Darrer dijous de mes, 19 h, sala polivalent de la 2a planta. Coordina: Mireia Sala.

- 31 oct 2024: Mercè Rodoreda, Mirall trencat
- 28 nov 2024: Maria Barbal, Pedra de tartera
- 30 gen 2025: Vicenç Pagès Jordà, Els jugadors de whist
- 27 feb 2025: Irene Solà, Canto jo i la muntanya balla
- 27 mar 2025: Joan Sales, Incerta glòria (només la primera part!)
- 24 abr 2025: Sant Jordi, cadascú porta un llibre per recomanar
- 29 mai 2025: Eva Baltasar, Permagel
- 26 jun 2025: sopar de final de temporada (cal portar proposta per l'any vinent)
""",
    "Llibres/Mirall trencat - Rodoreda.txt": """Mirall trencat – Mercè Rodoreda (club, 31 d'octubre)

La saga dels Valldaura a la torre de Sant Gervasi, des de la Teresa Goday fins que la casa
queda abandonada i plena de rates. M'ha agradat més que a la primera lectura (institut).
- El jardí i la casa són el personatge principal. Capítol de l'Armanda tancant les
  habitacions: el millor.
- La mort del Jaume a la bassa: terrible, i com tothom calla.
- Estructura de capítols curts, cadascun amb un punt de vista: sembla un mirall trencat de
  debò (d'aquí el títol, ho explica ella al pròleg).
Nota: 9/10. Al club va sortir el debat sobre si la Sofia és dolenta o només freda.
""",
    "Llibres/Pedra de tartera - Barbal.txt": """Pedra de tartera – Maria Barbal (club, 28 de novembre)

La Conxa, d'Ainet, al Pallars, contada per ella mateixa de vella a Barcelona. Molt curt però
molt dens. La guerra arriba al poble i s'emporta el Jaume.
- El llenguatge del Pallars (m'he apuntat paraules: "eixerit", "tartera", "cabirol").
- La pedra de tartera: la que s'escapa de la tartera i ja no pot tornar al seu lloc.
- Em va fer pensar en la iaia de Sort.
Nota: 8/10. Bona per recomanar a la mare.
""",
    "Llibres/Els jugadors de whist - Pagès.txt": """Els jugadors de whist – Vicenç Pagès Jordà (club, 30 de gener)

En Max Ripoll, de Figueres, mira enrere des d'un dia de 2007. Adolescència als 70-80,
llistes, notes a peu de pàgina, anuncis, cançons. Divertit i trist alhora.
- Molt bé el retrat de Figueres i de la generació dels meus pares.
- Massa llarg a la part central (les llistes em van cansar).
- Frase subratllada: "la vida és allò que ens passa mentre fem llistes".
Nota: 7/10. Al club, opinions molt dividides.
""",
}

CORAL = {
    "Coral/Calendari assajos 2024-2025.txt": """COR DE LA VILA DE GRÀCIA – Calendari d'assajos i concerts 2024-2025

Assajos: dimarts de 20:30 a 22:30 h, a l'Ateneu La Torre (c/ de la Mare de Déu del Coll).
Assajos parcials (veus): alguns dijous, s'avisarà pel grup.

- 24 set 2024: primer assaig del curs
- 14 des 2024: Concert de Nadal, Església de Sant Joan de Gràcia (pl. de la Virreina), 19 h
- 21 des 2024: cantada de nadales al Mercat de l'Abaceria
- 15 mar 2025: trobada de corals al Casal de Barri de Vallcarca
- juny 2025: concert de final de curs (per concretar)
Quota: 25 € al trimestre. Delegada de contralts: la Imma.
""",
    "Coral/Programa Concert de Nadal 2024.txt": """COR DE LA VILA DE GRÀCIA · Concert de Nadal
Dissabte 14 de desembre de 2024, 19 h · Església de Sant Joan de Gràcia
Direcció: Pere Comas · Piano: Laura Arnau

1. El cant dels ocells (popular catalana, arr. Manuel Oltra)
2. Fum, fum, fum (popular catalana, arr. Enric Ribó)
3. El desembre congelat (popular, arr. Xavier Pastrana)
4. Veni, veni Emmanuel (s. XV)
5. Adeste fideles (John Francis Wade)
6. La pastoreta (popular)
7. Santa Nit (Franz Gruber)
Propina: El noi de la mare, amb el públic.

Entrada lliure. La recaptació de la guardiola anirà al Banc dels Aliments.
""",
    "Coral/Notes contralts – El cant dels ocells.txt": """El cant dels ocells (arr. Oltra) – notes per a mi (contralt 2)

- Compàs 5: entrem piano, sense respirar entre "quan" i "ve".
- "l'àliga reial": NO obrir la "a", pensar en "e" fosca.
- Compassos 17-24: les contralts 2 fem el pedal de re, llarguíssim: respirar escalonat amb
  la Imma (jo respiro al 19, ella al 21).
- Final: morendo fins al no-res, mirar el Pere.
- Tempo: negra = 56 aprox.
""",
}

# ---------------------------------------------------------------- Viatges

BOI_RESERVA = """Casa Rural Cal Peret de Taüll
C/ del Pont, 4 · 25528 Taüll (Vall de Boí, Lleida) · HUTL-004512 · 973 69 62 11

Confirmació de reserva / Confirmación de reserva

Benvolguda Marta,

Us confirmem la reserva de l'apartament "Comaloforno" (2 habitacions, 4 places + bressol):
Entrada: dissabte 3 d'agost de 2024, a partir de les 17 h
Sortida: dissabte 10 d'agost de 2024, abans de les 11 h
7 nits x 95 € ...................... 665,00 €
Taxa turística (2 adults x 7 nits x 0,99 €) ... 13,86 €
Total .............................. 678,86 €
Paga i senyal rebuda (30%): 203,66 € el 12/04/2024. Resta a pagar a l'arribada: 475,20 €.

Us recomanem reservar amb temps el taxi del Parc Nacional a Aigüestortes (Boí).
Fins aviat!
Pilar i Joan
"""

BOI_TAXI = """Taxis 4x4 Parc Nacional d'Aigüestortes i Estany de Sant Maurici
Parada de Boí · Tel. 629 20 54 89

TIQUET
Data: 07/08/2024 · Sortida 9:30 h Boí → Aigüestortes · Tornada 15:30 h
2 adults x 6,25 € (trajecte) x 2 ...... 25,00
2 infants x 3,75 € x 2 ................ 15,00
Total ................................. 40,00 €
Pagat en efectiu
"""

MENORCA_APARTAMENT = eml(
    "Booking.com <noreply@booking.com>",
    MARTA,
    "Sun, 02 Mar 2025 22:41:18 +0100",
    "Reserva confirmada: Apartamentos Es Born, Ciutadella de Menorca",
    """Hola, Marta:

¡Tu reserva en Ciutadella de Menorca está confirmada!

Número de confirmación: 4128.552.907 · PIN: 3318
Alojamiento: Apartamentos Es Born, C/ de Sant Sebastià, 12, 07760 Ciutadella de Menorca
Entrada: sábado, 21 de junio de 2025 (desde las 15:00)
Salida: sábado, 28 de junio de 2025 (hasta las 10:00)
Apartamento de 2 dormitorios · 2 adultos, 2 niños (8 y 5 años)
Precio: 1.134 € (impuestos incluidos) · Impuesto de turismo sostenible: pago en el
alojamiento (2 adultos x 7 noches x 1,10 €)
Cancelación gratuita hasta el 6 de junio de 2025.

Nota del alojamiento: durante las fiestas de Sant Joan (23 y 24 de junio) el centro de
Ciutadella está cerrado al tráfico. Recomendamos llegar antes de las 17 h del día 23.
""",
)

MENORCA_LLISTA = """Menorca – coses per endur (21-28 juny)

[ ] DNI tots 4 (el del Pau caduca el 2026, ok)
[ ] targeta sanitària dels nens
[ ] crema solar 50 + after sun, gorres
[ ] escarpins (les cales tenen pedres!)
[ ] ulleres de busseig i el tub del Pau
[ ] cotxe: revisar pneumàtics i la roda de recanvi, omplir dipòsit a la tornada a Ciutadella
[ ] bossa nevera + acumuladors
[ ] ibuprofè infantil, tiretes, ungüent picades
[ ] llibre per al vaixell (Permagel) i contes de la Laia
Cales a fer: Turqueta, Macarella, Cala en Turqueta amb els nens a primera hora.
Sant Joan: jaleo el 23 al vespre, anar-hi aviat i lluny dels cavalls amb els nens.
"""


def filed() -> dict[str, str | bytes]:
    j = im.jpeg
    out: dict[str, str | bytes] = {}

    # Casa
    out["Casa/Lloguer/Contracte lloguer Verdi 47 (2023).txt"] = CONTRACTE
    out["Casa/Lloguer/Resguard fiança Incasòl.txt"] = FIANCA
    out["Casa/Lloguer/Actualització renda juliol 2024.txt"] = ACTUALITZACIO_2024
    out["Casa/Lloguer/Rebuts lloguer 2024.xlsx"] = rebuts_2024()

    llum = "Casa/Subministraments/Llum/"
    out[llum + "Som Energia 2025-01.txt"] = SOM.format(
        num="25-0041187",
        emissio="05/02/2025",
        periode="01/01/2025 - 31/01/2025",
        kwh=298,
        lectura="real",
        p1=84,
        p2=92,
        p3=122,
        pot="15,46",
        ene="47,08",
        iee="3,21",
        llo="0,81",
        iva="14,09",
        tot="81,17",
        carrec="12/02/2025",
    )
    out[llum + "Som Energia 2025-03.txt"] = SOM.format(
        num="25-0098821",
        emissio="04/04/2025",
        periode="01/03/2025 - 31/03/2025",
        kwh=246,
        lectura="real",
        p1=70,
        p2=77,
        p3=99,
        pot="15,46",
        ene="38,12",
        iee="2,76",
        llo="0,81",
        iva="12,06",
        tot="69,21",
        carrec="11/04/2025",
    )
    out[llum + "Som Energia 2025-05.txt"] = SOM.format(
        num="25-0151342",
        emissio="05/06/2025",
        periode="01/05/2025 - 31/05/2025",
        kwh=201,
        lectura="estimada",
        p1=55,
        p2=64,
        p3=82,
        pot="15,46",
        ene="30,77",
        iee="2,39",
        llo="0,81",
        iva="10,46",
        tot="59,89",
        carrec="12/06/2025",
    )

    a = "Casa/Subministraments/Aigua/"
    out[a + "Aigües de Barcelona – factura desembre 2024.txt"] = AIGUA_FACTURA.format(
        num="2024-8812-114572",
        data="16/12/2024",
        periode="11/10/2024 - 10/12/2024",
        dies=60,
        la="1.204",
        tipus_a="real",
        lb="1.221",
        tipus_b="real",
        m3=17,
        srv="19,42",
        canon="12,37",
        tmtr="15,21",
        clav="4,08",
        iva="5,11",
        tot="56,19",
    )
    out[a + "Aigües de Barcelona – factura febrer 2025.txt"] = AIGUA_FACTURA.format(
        num="2025-8812-020931",
        data="14/02/2025",
        periode="11/12/2024 - 10/02/2025",
        dies=61,
        la="1.221",
        tipus_a="real",
        lb="1.239",
        tipus_b="real",
        m3=18,
        srv="20,15",
        canon="13,09",
        tmtr="15,21",
        clav="4,32",
        iva="5,28",
        tot="58,05",
    )
    out[a + "Carta lectura comptador juny 2025.txt"] = AIGUA_CARTA

    n = "Casa/Subministraments/Internet i mòbil/"
    out[n + "Digi abril 2025.txt"] = DIGI.format(
        num="25040188213",
        fecha="01/05/2025",
        periodo="01/04/2025 - 30/04/2025",
        extra="",
        base="33,06",
        iva="6,94",
        tot="40,00",
    )
    out[n + "Digi mayo 2025.txt"] = DIGI.format(
        num="25050191877",
        fecha="01/06/2025",
        periodo="01/05/2025 - 31/05/2025",
        extra="Roaming fuera UE (Andorra, 12 MB) ...... 2,42 €\n",
        base="35,48",
        iva="7,45",
        tot="42,93",
    )

    t = "Casa/Incidències/2025-02 Taca sostre bany/"
    out[t + "IMG_4210.JPG"] = j(im.ceiling_stain, "2025-02-14 21:58:40", "marta", "pis_verdi")
    out[t + "Correu a Finques – taca bany.eml"] = TACA_1
    out[t + "Resposta Finques 17-02.eml"] = TACA_2
    out[t + "Informe lampista Fontanet.txt"] = TACA_LAMPISTA
    out[t + "Finques – reparació i pintura.eml"] = TACA_3

    p = "Casa/Incidències/2025-05 Persiana menjador/"
    out[p + "Correu persiana.eml"] = PERSIANA_1
    out[p + "Resposta Finques – persianista 26 maig.eml"] = PERSIANA_2

    r = "Casa/Electrodomèstics/Rentaplats Bosch/"
    out[r + "Tiquet MediaMarkt rentaplats.txt"] = RENTAPLATS_FACTURA
    out[r + "Registre garantia MyBosch.eml"] = RENTAPLATS_GARANTIA
    out[r + "Cita SAT Bosch 28-04-2025.eml"] = RENTAPLATS_SAT
    out[r + "Parte SAT – bomba desguàs.txt"] = RENTAPLATS_INFORME

    c = "Casa/Electrodomèstics/Cafetera De'Longhi/"
    out[c + "Comanda Amazon cafetera.eml"] = CAFETERA_COMANDA
    out[c + "Sol·licitud devolució.eml"] = CAFETERA_DEVOLUCIO

    s = "Casa/Mobles/2025-04 Sofà Kave Home/"
    out[s + "Comanda Kave Home.eml"] = SOFA_COMANDA
    out[s + "Albarà entrega 29-04.txt"] = SOFA_ALBARA
    out[s + "Reclamació braç estripat.eml"] = SOFA_QUEIXA
    out[s + "IMG_4655.JPG"] = j(im.sofa_whole, "2025-04-29 13:05:12", "marta", "pis_verdi")

    # Cotxe
    out["Cotxe/Assegurança RACC/Condicions particulars 2025.txt"] = RACC_POLISSA
    out["Cotxe/Assegurança RACC/Rebut gener 2025.txt"] = RACC_REBUT
    out["Cotxe/Assegurança RACC/Resum cobertures.txt"] = RACC_COBERTURES
    out["Cotxe/ITV i taller/ITV març 2024.txt"] = ITV_2024
    out["Cotxe/ITV i taller/Revisió 60.000 km – Taller Mecànic Gràcia.txt"] = TALLER_REVISIO
    out["Cotxe/ITV i taller/Pneumàtics Euromaster gener 2025.txt"] = PNEUMATICS
    k = "Cotxe/Sinistre 2025-03 cop pàrquing/"
    out[k + "PXL_20250308_174501233.jpg"] = j(
        im.car_parked, "2025-03-08 17:45:01", "jordi", "parquing_sant_salvador"
    )
    out[k + "Declaració sinistre RACC.eml"] = SINISTRE_COMUNICAT
    out[k + "Expedient S-2025-0309981.eml"] = SINISTRE_EXPEDIENT
    out[k + "Pressupost Xapa i Pintura Vallcarca.txt"] = SINISTRE_PRESSUPOST

    # Bici
    out["Bici/Factura Bicicletes Gràcia.txt"] = BICI_FACTURA
    out["Bici/Certificat Biciregistre.txt"] = BICIREGISTRE
    out["Bici/IMG_0712.JPG"] = j(im.bike, "2022-09-10 12:31:07", "marta", "placa_sol")
    out["Bici/Robatori 2025-05/Denúncia Mossos 10-05-2025.txt"] = DENUNCIA
    out["Bici/Robatori 2025-05/Avís Biciregistre.eml"] = BICI_AVIS

    # Salut
    out["Salut/Marta/Analítica octubre 2024.txt"] = MARTA_ANALITICA
    out["Salut/Marta/Revisió ginecològica 2025.txt"] = MARTA_GINE
    out["Salut/Marta/Graduació ulleres 2024.txt"] = MARTA_ULLERES
    out["Salut/Jordi/Alta fisioteràpia cervicals.txt"] = JORDI_FISIO
    out["Salut/Jordi/Cita dermatòleg 12-06-2025.eml"] = JORDI_DERMA
    out["Salut/Jordi/Vacuna grip 2024.txt"] = JORDI_GRIP
    out["Salut/Pau/Urgències Sant Joan de Déu 05-04-2025.txt"] = PAU_URGENCIES
    out["Salut/Pau/Traumatologia control esquinç.txt"] = PAU_TRAUMA
    out["Salut/Pau/Dentista novembre 2024.txt"] = PAU_DENTISTA
    out["Salut/Pau/Vacunes (notes).txt"] = PAU_VACUNES
    out["Salut/Laia/Visita pediatra 20-03-2025.txt"] = LAIA_PEDIATRIA
    out["Salut/Laia/Revisió 4 anys.txt"] = LAIA_REVISIO_4
    out["Salut/Laia/Audiometria SJD.txt"] = LAIA_AUDIO

    # Escola
    out["Escola/Curs 2023-2024/Circular inici de curs.txt"] = ESCOLA_2324_INICI
    out["Escola/Curs 2023-2024/Llista de material.txt"] = ESCOLA_2324_MATERIAL
    out["Escola/Curs 2023-2024/Informe final Pau 1r.txt"] = ESCOLA_2324_INFORME
    out["Escola/Curs 2024-2025/Circular inici de curs.txt"] = ESCOLA_2425_INICI
    out["Escola/Curs 2024-2025/Rebut AFA i material.txt"] = ESCOLA_2425_AFA
    out["Escola/Curs 2024-2025/Autorització sortida Can Mateu (Laia).txt"] = ESCOLA_2425_SORTIDA
    out["Escola/Curs 2024-2025/Informe 1r trimestre Laia.txt"] = ESCOLA_2425_INFORME_LAIA
    out["Escola/Curs 2024-2025/Calendari (el nostre).txt"] = ESCOLA_2425_CALENDARI

    # Impostos
    out["Impostos/Renda 2023/Declaració renda 2023.txt"] = RENDA_2023_DECLARACIO
    out["Impostos/Renda 2023/Certificat retencions 2023 Jordi.txt"] = RENDA_2023_CERT
    out["Impostos/Renda 2024/Dades fiscals 2024 Marta.txt"] = RENDA_2024_DADES
    out["Impostos/Renda 2024/Notes renda 2024.txt"] = RENDA_2024_NOTES

    # Feina
    out.update(factures_emeses())
    out["Feina Marta/Despeses/2024/Gestoria 3T 2024.txt"] = GESTORIA_2024
    out["Feina Marta/Despeses/2024/Trados 2024.txt"] = TRADOS_2024
    out["Feina Marta/Despeses/2025/Coworking La Base gener.txt"] = COWORK_2025_01
    out["Feina Marta/Despeses/2025/Gestoria 1T 2025.txt"] = GESTORIA_2025_1T
    out["Feina Marta/Despeses/2025/Trados 2025.txt"] = TRADOS_2025
    out["Feina Marta/Trimestres/2024/Model 303 3T 2024.txt"] = M303_3T
    out["Feina Marta/Trimestres/2024/Model 130 3T 2024.txt"] = M130_3T
    out["Feina Marta/Trimestres/2024/registre_factures_3T_2024.xlsx"] = registre(
        "3T 2024",
        [
            ("2024-024", "05/07/2024", "Edicions La Ginesta, SL", "B66789012", 620.0, True, True),
            ("2024-025", "19/07/2024", "Institut Ramon Llull", "Q0801234H", 380.0, True, True),
            ("2024-026", "31/07/2024", "Lingua Traducciones, SL", "B87123456", 312.0, True, True),
            (
                "2024-027",
                "30/08/2024",
                "TransGlobal Language Services Ltd",
                "GB214887612",
                265.0,
                False,
                False,
            ),
            ("2024-031", "02/09/2024", "Edicions La Ginesta, SL", "B66789012", 1150.0, True, True),
            ("2024-032", "30/09/2024", "Institut Ramon Llull", "Q0801234H", 966.0, True, True),
        ],
    )
    out["Feina Marta/Trimestres/2025/Model 303 1T 2025.txt"] = M303_1T_2025
    out["Feina Marta/Trimestres/2025/registre_factures_1T_2025.xlsx"] = registre(
        "1T 2025",
        [
            ("2025-001", "15/01/2025", "Institut Ramon Llull", "Q0801234H", 1130.0, True, True),
            ("2025-002", "28/02/2025", "Edicions La Ginesta, SL", "B66789012", 2520.0, True, True),
            (
                "2025-003",
                "31/03/2025",
                "TransGlobal Language Services Ltd",
                "GB214887612",
                539.0,
                False,
                False,
            ),
        ],
    )
    nm = "Feina Jordi/Nòmines/"
    out[nm + "Nómina marzo 2025.txt"] = nomina("01/03/2025 - 31/03/2025", "31/03/2025")
    out[nm + "Nómina abril 2025.txt"] = nomina("01/04/2025 - 30/04/2025", "30/04/2025")
    out[nm + "Nómina mayo 2025.txt"] = nomina("01/05/2025 - 31/05/2025", "30/05/2025")

    # Lleure
    out.update(RECEPTES)
    out.update(LLIBRES)
    out.update(CORAL)

    # Viatges
    v = "Viatges/2024-08 Vall de Boí/"
    out[v + "Reserva Cal Peret de Taüll.txt"] = BOI_RESERVA
    out[v + "Tiquet taxi Aigüestortes.txt"] = BOI_TAXI
    out[v + "IMG_2840.JPG"] = j(im.romanesque_church, "2024-08-04 11:12:40", "marta", "taull")
    out[v + "IMG_2861.JPG"] = j(im.cows, "2024-08-05 18:40:02", "marta", "boi")
    out[v + "PXL_20240807_104512880.jpg"] = j(
        im.mountains_lake, "2024-08-07 10:45:12", "jordi", "estany_sant_maurici"
    )
    out[v + "IMG_2902.JPG"] = j(
        im.mountains_lake, "2024-08-07 12:20:55", "marta", "estany_sant_maurici", seed=2
    )
    out[v + "IMG_2950.JPG"] = j(im.mountains, "2024-08-09 19:03:31", "marta", "taull")
    m = "Viatges/2025-06 Menorca/"
    out[m + "Reserva Apartamentos Es Born.eml"] = MENORCA_APARTAMENT
    out[m + "Llista per endur.txt"] = MENORCA_LLISTA
    out[m + "IMG_5021.JPG"] = j(im.harbour, "2025-06-21 19:22:10", "marta", "ciutadella_port")
    out[m + "IMG_5044.JPG"] = j(im.beach, "2025-06-22 11:05:48", "marta", "cala_macarella")
    out[m + "PXL_20250625_203344120.jpg"] = j(im.beach_sunset, "2025-06-25 20:33:44", "jordi", None)

    # Fotos
    f4 = "Fotos/2024/"
    out[f4 + "IMG_2101.JPG"] = j(im.gifts, "2024-01-06 09:14:22", "marta")
    out[f4 + "IMG_2230.JPG"] = j(im.carnival, "2024-02-09 16:40:05", "marta", "jardins_rambla_prat")
    out[f4 + "PXL_20240323_120455301.jpg"] = j(
        im.park, "2024-03-23 12:04:55", "jordi", "park_guell"
    )
    out[f4 + "IMG_2488.JPG"] = j(im.roses_books, "2024-04-23 11:30:17", "marta")
    out[f4 + "IMG_2710.JPG"] = j(im.fireworks, "2024-06-23 23:58:40", "marta")
    out[f4 + "PXL_20241012_171122054.jpg"] = j(
        im.city_view, "2024-10-12 17:11:22", "jordi", "bunkers_carmel"
    )
    out[f4 + "IMG_3301.JPG"] = j(im.chestnuts, "2024-11-01 19:45:09", "marta")
    fm = "Fotos/2024/Festa Major de Gràcia/"
    out[fm + "IMG_2988.JPG"] = j(im.street_garlands, "2024-08-15 20:11:33", "marta")
    out[fm + "IMG_2991.JPG"] = j(im.street_garlands, "2024-08-15 20:14:02", "marta", seed=1)
    out[fm + "PXL_20240816_221530777.jpg"] = j(
        im.street_garlands, "2024-08-16 22:15:30", "jordi", seed=2
    )
    out[fm + "IMG_3012.JPG"] = j(im.fireworks, "2024-08-17 23:40:41", "marta", seed=1)
    out[fm + "IMG_3020.JPG"] = j(im.street_garlands, "2024-08-18 12:02:19", "marta", seed=3)
    f5 = "Fotos/2025/"
    out[f5 + "IMG_4105.JPG"] = j(im.parade, "2025-01-05 18:52:10", "marta")
    out[f5 + "PXL_20250202_113030412.jpg"] = j(
        im.park, "2025-02-02 11:30:30", "jordi", "park_guell", seed=1
    )
    out[f5 + "IMG_4251.JPG"] = j(
        im.carnival, "2025-02-28 16:22:51", "marta", "jardins_rambla_prat", seed=1
    )
    out[f5 + "PXL_20250308_192210988.jpg"] = j(
        im.city_view, "2025-03-08 19:22:10", "jordi", "bunkers_carmel", seed=1
    )
    out[f5 + "IMG_4512.JPG"] = j(im.palm_leaves, "2025-04-13 11:48:27", "marta")
    out[f5 + "IMG_4560.JPG"] = j(im.roses_books, "2025-04-23 12:10:44", "marta", seed=1)
    out[f5 + "PXL_20250511_124401615.jpg"] = j(
        im.park, "2025-05-11 12:44:01", "jordi", "jardins_rambla_prat", seed=2
    )
    out[f5 + "IMG_4960.JPG"] = j(im.beach, "2025-06-08 12:31:09", "marta", "barceloneta", seed=4)
    al = "Fotos/2025/Aniversari Laia 5 anys/"
    out[al + "IMG_4702.JPG"] = j(im.balloons, "2025-05-03 17:02:45", "marta")
    out[al + "IMG_4705.JPG"] = j(im.kids_table, "2025-05-03 17:31:20", "marta")
    out[al + "IMG_4711.JPG"] = j(im.pinata, "2025-05-03 18:05:02", "marta", "jardins_rambla_prat")
    out[al + "20250503_182011.jpg"] = j(im.balloons, "2025-05-03 18:20:11", "avia", seed=1)
    return out
