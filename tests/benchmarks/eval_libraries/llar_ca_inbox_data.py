"""The 40 new files in the llar-ca inbox, each with the folder Marta would put it in."""

from __future__ import annotations

from tests.benchmarks.eval_libraries import llar_ca_img_data as im
from tests.benchmarks.eval_libraries.llar_ca_data import (
    AIGUA_FACTURA,
    CLIENT_LLULL,
    COWORK_HEAD,
    SOM,
)
from tests.benchmarks.eval_libraries.llar_ca_make_data import MARTA, eml, invoice_docx, registre

TACA = "Casa/Incidències/2025-02 Taca sostre bany/"
PERSIANA = "Casa/Incidències/2025-05 Persiana menjador/"
RENTAPLATS = "Casa/Electrodomèstics/Rentaplats Bosch/"
CAFETERA = "Casa/Electrodomèstics/Cafetera De'Longhi/"
SOFA = "Casa/Mobles/2025-04 Sofà Kave Home/"
AIGUA = "Casa/Subministraments/Aigua/"
LLUM = "Casa/Subministraments/Llum/"
LLOGUER = "Casa/Lloguer/"
SINISTRE = "Cotxe/Sinistre 2025-03 cop pàrquing/"
ROBATORI = "Bici/Robatori 2025-05/"
MENORCA = "Viatges/2025-06 Menorca/"
BOI = "Viatges/2024-08 Vall de Boí/"

BALEARIA = eml(
    "Baleària <reservas@balearia.com>",
    MARTA,
    "Tue, 06 May 2025 20:14:51 +0200",
    "Confirmación de su reserva BA-7H2K9Q – Barcelona ⇄ Ciutadella",
    """Estimada MARTA PUIG FERRER:

Gracias por viajar con Baleària. Su reserva ha sido confirmada.

Localizador: BA-7H2K9Q
Fecha de compra: 06/05/2025

IDA · sábado 21/06/2025
  Barcelona (Moll de Costa, terminal Baleària) 08:00 → Ciutadella de Menorca 16:15
  Buque: Abel Matutes · Embarque de vehículos hasta 07:00
VUELTA · sábado 28/06/2025
  Ciutadella de Menorca 17:00 → Barcelona 01:15 (+1)
  Buque: Abel Matutes

Pasajeros: 2 adultos (PUIG FERRER MARTA, SOLER VIDAL JORDI), 2 niños (SOLER PUIG PAU, 8;
SOLER PUIG LAIA, 5) · Butacas Confort
Vehículo: turismo SEAT Arona, matrícula 4821 KLM (hasta 4,5 m)

Importe total: 612,40 € (tasas incluidas) · Pagado con tarjeta ****7385
Bonificación de residente: no aplica.

Presente su DNI y el de los menores en el control de acceso. Tarjetas de embarque disponibles
en la app 48 horas antes de la salida.

Baleària Eurolíneas Marítimas, S.A. · Estació Marítima, 03700 Dénia
""",
)

TICKET_CIUTADELLA = """RESTAURANT ES MOLL DE BAIXAMAR
Baixamar, 18 · 07760 Ciutadella de Menorca · NIF B-57321984 · 971 38 21 44

FACTURA SIMPLIFICADA  T-2025/006712
24/06/2025  14:52   Taula 7   Cambrer: Biel   Comensals: 4

2 x Caldereta de llagosta (mitja ració) ..... 2 x 36,00 = 72,00
1 x Arròs negre .............................. 18,50
1 x Menú infantil (croquetes i patates) ...... 11,00
2 x Aigua 1 l ................................ 2 x 2,80 =  5,60
1 x Pomada (gin Xoriguer amb llimonada) ...... 7,50
1 x Cervesa ................................... 3,20
2 x Gelat ..................................... 2 x 4,50 =  9,00

TOTAL (IVA 10% inclòs) ...................... 126,80 €
Base 115,27 · IVA 11,53
Targeta VISA ****7385 · AUT 448102

Moltes gràcies i bones festes de Sant Joan!
"""

OLIAIGUA = """Oliaigua amb figues (com a Menorca)

La vam menjar a Menorca i la Tònia del cor (que és de Maó) m'ha passat la de la seva mare.
És una sopa de pobres: tomàquet, ceba, pebrot verd, oli i aigua. Es menja amb pa sec a
llesques i, a l'estiu, amb figues fresques al costat.

Per a 4:
- 1 ceba grossa, 2 pebrots verds italians, 3 alls tendres (o 2 grans d'all)
- 4 tomàquets madurs ratllats (o 500 g de tomàquet de pera)
- un bon raig d'oli (100 ml, no n'hi ha prou amb menys)
- 1 l d'aigua, sal, julivert
- pa del dia abans a llesques fines, figues

1. A la cassola de fang, oli i la ceba i el pebrot a tires finetes, a foc molt baix, 20 min:
   que quedi tou però sense daurar.
2. Afegir l'all i el tomàquet i deixar-ho 10 min més.
3. L'aigua, sal, i just quan arrenca el bull es treu del foc (NO ha de bullir, diu la Tònia,
   si no ja no és oliaigua).
4. Al plat, les llesques de pa, i la sopa per sobre. Figues al costat.

Variant d'hivern: amb col i espàrrecs de marge.
"""

LLIBRE_SOLA = """Canto jo i la muntanya balla – Irene Solà (club, 27 de febrer)

Un llibre on parlen els morts, les dones d'aigua, els bolets, una cabirola i la muntanya
mateixa, entre el Pirineu de Camprodon i Prats de Molló. La història de la família (el
Domènec el poeta, la Sió, els fills Hilari i Mia) va saltant de veu en veu.
- El capítol dels bolets, que parlen en primera persona del plural: genial i divertidíssim.
- La tempesta i el llamp del principi: m'ha deixat sense respiració.
- M'ha fet pensar en les vacances a la Vall de Boí, aquell silenci de nit.
- A vegades costa saber qui parla, però crec que és volgut.
Nota: 9/10. Al club ha agradat a gairebé tothom; la Mireia diu que és el millor de la
temporada. Per regalar a la mare per Sant Jordi.
"""

CONCERT_PAU = """COR DE LA VILA DE GRÀCIA
CONCERT PER LA PAU · concert de final de curs

Dissabte 14 de juny de 2025, 20 h
Església de Sant Joan de Gràcia (pl. de la Virreina)
Direcció: Pere Comas · Piano: Laura Arnau · Violoncel: Arnau Vilà (convidat)

Programa
1. Dona nobis pacem (cànon tradicional)
2. El cant dels ocells (popular catalana, arr. Manuel Oltra) – en record de Pau Casals
3. Da pacem Domine (Arvo Pärt)
4. La santa espina (Enric Morera)
5. Imagine (John Lennon, arr. per a cor mixt)
6. Cançó de bressol per a la pau (Xavier Pastrana, estrena)
7. Signore delle cime (Bepi De Marzi)
Propina: L'emigrant (Amadeu Vives)

Entrada amb donatiu. La recaptació es destinarà a Metges Sense Fronteres.
Gràcies a l'Ateneu La Torre i a la parròquia de Sant Joan per l'acollida.
"""

ESCOLA_COLONIES = """Escola Torrent de l'Olla · Centre públic de la Generalitat de Catalunya
C/ del Torrent de l'Olla, 172 · 08012 Barcelona · 93 213 48 60

Barcelona, 15 de gener de 2025

Benvolgudes famílies de 2n de Primària,

Com us vam anunciar a la circular d'inici de curs, enguany farem colònies de primavera.

Lloc: Casa de colònies Can Mas, Fogars de Montclús (Montseny)
Dates: del dimecres 9 a divendres 11 d'abril de 2025
Sortida: 9 h des de l'escola · Tornada: divendres cap a les 17 h
Preu: 185 € (autocar, allotjament en pensió completa i activitats). L'AFA subvenciona 25 €
per alumne: import a pagar 160 €, en dos terminis (80 € abans del 7 de febrer i 80 € abans
del 14 de març) al compte de l'escola ES31 2100 0812 3402 0012 3456, indicant el nom de
l'alumne i "colònies 2n".

Reunió informativa: dijous 23 de gener a les 17:15 h, a l'aula de 2n B.
Cal retornar l'autorització signada i la fitxa de salut (al·lèrgies, medicació) abans del
7 de febrer.

Gràcies,
Tutores de 2n A i 2n B
"""

RETENCIONS_2024 = """SISTEMES URBANS DEL VALLÈS, S.L. · CIF B-08765432
Pol. Ind. Can Sant Joan, C/ de la Tecnologia, 17 · 08191 Rubí (Barcelona)

CERTIFICADO DE RETENCIONES E INGRESOS A CUENTA DEL IRPF
(art. 108 del Reglamento del Impuesto)
Ejercicio 2024

Perceptor: SOLER VIDAL, JORDI · NIF 47012345M
Domicilio: C/ Verdi 47, 3º 2ª, 08012 Barcelona

Rendimientos del trabajo (clave A):
  Retribuciones dinerarias íntegras ............ 46.010,00 €
  Retenciones practicadas ...................... 7.729,68 €
  Retribuciones en especie (seguro médico) ..... 540,00 €
  Ingresos a cuenta ............................ 90,72 €
  Gastos deducibles (cotizaciones S. Social) ... 2.973,30 €

Situación familiar: 2 · Hijos a cargo: 2 (nacidos en 2017 y 2020)

Y para que conste a los efectos oportunos, se expide el presente certificado en Rubí,
a 27 de enero de 2025.

Departamento de Recursos Humanos
"""

M303_4T = """AGENCIA TRIBUTARIA
Modelo 303 · Impuesto sobre el Valor Añadido · Autoliquidación

Ejercicio: 2024 · Periodo: 4T
NIF: 46781234Y · Apellidos y nombre: PUIG FERRER, MARTA
Nº justificante: 3036015566778
Fecha y hora de presentación: 28/01/2025 12:41:07 · Presentado por: MARTI GUAL OLGA (colaborador social)

Régimen general
  Base imponible 21% ................... 1.626,00 · Cuota 341,46
Operaciones no sujetas por reglas de localización (art. 69) ... 901,00
IVA deducible en operaciones interiores corrientes
  Base 367,60 · Cuota 77,20
Total a deducir ........................ 77,20
Resultado de la autoliquidación ........ 264,26 €
Forma de pago: domiciliación en ES76 2100 **** **** **** 7385 · cargo el 30/01/2025

Código Seguro de Verificación: 4KQ7 W2MX 9PLA 3ZRT
"""

COWORK_MAIG = (
    COWORK_HEAD
    + """
FACTURA NÚM. LB-2025-0089
Data: 31/05/2025
Client: Marta Puig Ferrer · NIF 46781234Y · C/ de Verdi, 47, 3r 2a, 08012 Barcelona

Quota taula flexible (10 dies/mes) – maig 2025 ............. 95,00
Dies addicionals (3 x 9,00) .................................. 27,00
Impressions i escàner ......................................... 4,20
Base imposable ................................................ 126,20
IVA 21% ........................................................ 26,50
TOTAL ......................................................... 152,70 €

Pagament per domiciliació bancària el 5 del mes següent.
"""
)

SOM_JUNY = eml(
    "Som Energia <factura@somenergia.coop>",
    MARTA,
    "Thu, 03 Jul 2025 07:12:30 +0200",
    "La teva factura de Som Energia – juny 2025",
    """Hola, Marta,

Ja tens disponible la teva factura d'electricitat del mes de juny a l'Oficina Virtual.

"""
    + SOM.format(
        num="25-0203377",
        emissio="02/07/2025",
        periode="01/06/2025 - 30/06/2025",
        kwh=174,
        lectura="real",
        p1=49,
        p2=55,
        p3=70,
        pot="14,96",
        ene="26,62",
        iee="2,13",
        llo="0,78",
        iva="9,26",
        tot="53,75",
        carrec="09/07/2025",
    )
    + """
Aquest mes has consumit un 13% menys que el juny de l'any passat.

Gràcies per formar part de Som Energia!
L'equip d'atenció a les persones sòcies
""",
)

AIGUA_ABRIL = "[escanejat]\n\n" + AIGUA_FACTURA.format(
    num="2025-8812-061288",
    data="15/04/2025",
    periode="11/02/2025 - 10/04/2025",
    dies=59,
    la="1.239",
    tipus_a="real",
    lb="1.256",
    tipus_b="estimada",
    m3=17,
    srv="19,42",
    canon="12,37",
    tmtr="15,21",
    clav="4,08",
    iva="5,11",
    tot="56,19",
)

RENDA_2025 = """FINQUES VALLCARCA, S.L.
C/ de l'Argentera, 12 · 08024 Barcelona · Tel. 93 210 44 18

Barcelona, a 2 de junio de 2025

Dña. Marta Puig Ferrer y D. Jordi Soler Vidal
C/ Verdi, 47, 3º 2ª
08012 Barcelona

Ref.: VERDI47-3-2 / actualización de renta 2025

Muy Sres. nuestros:

Conforme a la cláusula segunda de su contrato de arrendamiento de fecha 1 de julio de 2023, y
en cumplimiento de la normativa vigente, les comunicamos que a partir del próximo 1 de julio
de 2025 la renta se actualizará aplicando el Índice de Referencia de Actualización de
Arrendamientos de Vivienda (IRAV) publicado por el INE para mayo de 2025 (2,20 %):

  Renta vigente ........................... 1.287,50 €
  Actualización 2,20 % ....................    28,33 €
  Nueva renta mensual ..................... 1.315,83 €

El recibo de julio se emitirá ya con el nuevo importe. Quedamos a su disposición para
cualquier aclaración.

Atentamente,

Jordi Casanovas
Departamento de Administración
"""

PAU_DENTISTA_2025 = """Clínica Dental Gràcia · C/ de Goya, 7 · 08012 Barcelona · 93 218 90 12

Revisió odontopediàtrica
Pacient: Pau Soler Puig · 8 anys
Data: 27 de maig de 2025
Odontòloga: Dra. Judit Serra

- Segellats del 36 i 46 en bon estat.
- Petita càries a la cara oclusal del 75 (queixal de llet): obturació amb ionòmer feta avui.
- Mossegada creuada lateral lleu: recomanem valoració d'ortodòncia cap als 9 anys
  (primavera 2026), no urgent.
- Higiene correcta; fluor tòpic aplicat.

Import: obturació 45 € + fluor 15 € = 60 € · Pagat amb targeta
Propera revisió: novembre 2025.
"""

LAIA_ORL = """Hospital Sant Joan de Déu Barcelona – Servicio de Otorrinolaringología

INFORME DE CONSULTA
Paciente: SOLER PUIG, LAIA · NHC 2298810 · Fecha de nacimiento: 03/05/2020 (5 años)
Fecha de la visita: 14/05/2025
Médico: Dr. Marc Pons

Control de otitis serosa izquierda (audiometría previa 09/10/2024).
Desde la última visita: un episodio de otitis media aguda en enero, resuelto con
amoxicilina. Sin hipoacusia referida por la familia ni por la escuela.
Otoscopia: tímpanos de aspecto normal. Timpanometría: tipo A bilateral.
Audiometría lúdica: umbrales de 15 dB en ambos oídos. Normal.

Juicio clínico: otitis serosa resuelta.
Plan: alta de la consulta de ORL. Continuar lavados nasales en procesos catarrales.
Control por su pediatra.
"""

LICEU = eml(
    "Gran Teatre del Liceu <entrades@liceubarcelona.cat>",
    MARTA,
    "Fri, 27 Jun 2025 11:08:15 +0200",
    "Les teves entrades – La traviata (Verdi) · 11/10/2025",
    """Hola, Marta,

Gràcies per la teva compra. Aquí tens les entrades:

La traviata · Giuseppe Verdi
Dissabte 11 d'octubre de 2025, 18:00 h · Gran Teatre del Liceu, La Rambla, 51-59
Localitats: Platea, fila 21, seients 14 i 16
Preu: 2 x 89,00 € · Total 178,00 €
Comanda núm. LIC-2025-3318722

Presenta el codi QR de l'entrada al mòbil o imprès. Les portes s'obren 45 minuts abans.
Recorda que un cop començada la funció no es permet l'accés fins a l'entreacte.

Gran Teatre del Liceu
""",
)

CV_CANGUR = """NÚRIA RIBAS COLL
Carrer de Sant Lluís, 31, 2n 1a · 08012 Barcelona · 678 44 19 02 · nuria.ribas.coll@gmail.com
Data de naixement: 12/06/2004

Estudiant de 3r del Grau de Mestre d'Educació Primària (Universitat de Barcelona).
Busco feina de cangur a Gràcia: recollida de l'escola, berenars, deures i banys, de dilluns a
dijous de 16:30 a 20 h i alguns divendres al vespre.

EXPERIÈNCIA
- 2023-2025: cangur de dos germans (4 i 7 anys), família Roca, c/ de Verdi. Referència:
  Elena Roca, 655 10 20 30.
- Estius 2022-2024: monitora del casal d'estiu de l'Esplai Sant Medir (infants de 6-9 anys).
- Classes de repàs de matemàtiques a alumnes de primària.

FORMACIÓ
- Títol de monitora de lleure (Generalitat de Catalunya, 2022).
- Curs de primers auxilis pediàtrics (Creu Roja, 2024).
- Batxillerat a l'Institut Vila de Gràcia.

IDIOMES: català i castellà (nativa), anglès B2 (First Certificate).
Altres: no fumadora, tinc bicicleta, disponible a partir del 8 de setembre.
"""

PADEL = """CLUB DE PÁDEL SANT CUGAT · III TORNEO DE VERANO 2025
Bases del torneo

1. Fechas: del 7 al 20 de julio de 2025. Finales el domingo 20 de julio por la mañana.
2. Categorías: masculina, femenina y mixta, niveles 2ª, 3ª y 4ª.
3. Inscripción: 30 € por jugador (incluye camiseta técnica, bolas y avituallamiento),
   hasta el 4 de julio en la recepción del club o en la app Playtomic.
4. Formato: fase de grupos de 3 parejas (todas contra todas), cuadro final eliminatorio.
   Partidos al mejor de 3 sets con punto de oro; tercer set super tie-break a 10 puntos.
5. Horarios: de lunes a viernes de 18 a 22 h; sábados y domingos de 9 a 14 h. No se
   aceptan cambios de horario salvo acuerdo de las dos parejas y el juez árbitro.
6. Se concede W.O. tras 15 minutos de espera.
7. Premios: trofeo y material para campeones y subcampeones de cada categoría. Sorteo de una
   pala entre todos los participantes en la cena de clausura (20 €, opcional).

Juez árbitro: Xavi Morera · 617 33 02 18
"""


def inbox() -> dict[str, tuple[str | bytes, str]]:
    j = im.jpeg
    return {
        # photos that are proofs of a matter (no text in the picture)
        "inbox/IMG_4214.JPG": (
            j(im.ceiling_stain, "2025-02-15 09:02:18", "marta", "pis_verdi", seed=1),
            TACA,
        ),
        "inbox/IMG_4302.JPG": (j(im.ceiling_stain_big, "2025-03-02 10:40:55", "marta", None), TACA),
        "inbox/PXL_20250308_174522871.jpg": (
            j(im.car_dent, "2025-03-08 17:45:22", "jordi", "parquing_sant_salvador"),
            SINISTRE,
        ),
        "inbox/PXL_20250308_174540102.jpg": (
            j(im.car_dent, "2025-03-08 17:45:40", "jordi", "parquing_sant_salvador", seed=1),
            SINISTRE,
        ),
        "inbox/IMG_4388.JPG": (j(im.rash, "2025-03-19 21:40:12", "marta", None), "Salut/Laia/"),
        "inbox/PXL_20250405_123015447.jpg": (
            j(im.ankle_swollen, "2025-04-05 12:30:15", "jordi", None),
            "Salut/Pau/",
        ),
        "inbox/IMG_4571.JPG": (
            j(im.dishwasher_leak, "2025-04-22 22:15:03", "marta", "pis_verdi"),
            RENTAPLATS,
        ),
        "inbox/IMG_4658.JPG": (j(im.sofa_tear, "2025-04-29 13:07:41", "marta", "pis_verdi"), SOFA),
        "inbox/PXL_20250510_082204310.jpg": (
            j(im.lock_cut, "2025-05-10 08:22:04", "jordi", "placa_virreina"),
            ROBATORI,
        ),
        "inbox/PXL_20250510_082230915.jpg": (
            j(im.rack_empty, "2025-05-10 08:22:30", "jordi", "placa_virreina"),
            ROBATORI,
        ),
        "inbox/IMG_4790.JPG": (j(im.blind_broken, "2025-05-19 19:48:26", "marta", None), PERSIANA),
        "inbox/IMG_4841.JPG": (
            j(im.parcel_crushed, "2025-05-27 12:51:37", "marta", "punt_pack_gran_de_gracia"),
            CAFETERA,
        ),
        "inbox/IMG_4925.JPG": (
            j(im.water_meter, "2025-06-03 08:35:50", "marta", "pis_verdi"),
            AIGUA,
        ),
        "inbox/PXL_20250610_213011554.jpg": (
            j(im.mole, "2025-06-10 21:30:11", "jordi", None),
            "Salut/Jordi/",
        ),
        # ordinary photos
        "inbox/IMG_4415.JPG": (
            j(im.park, "2025-03-22 11:18:40", "marta", "jardins_rambla_prat", seed=5),
            "Fotos/2025/",
        ),
        "inbox/20250503_181204.jpg": (
            j(im.cake, "2025-05-03 18:12:04", "avia", None),
            "Fotos/2025/Aniversari Laia 5 anys/",
        ),
        "inbox/IMG_4782.JPG": (
            j(im.plants, "2025-05-18 10:02:33", "marta", "pis_verdi"),
            "Fotos/2025/",
        ),
        "inbox/IMG_5102.JPG": (
            j(im.beach, "2025-06-28 10:47:19", "marta", "cala_turqueta", seed=7),
            MENORCA,
        ),
        "inbox/IMG_3390.JPG": (
            j(im.christmas_tree, "2024-12-24 21:10:44", "marta", None),
            "Fotos/2024/",
        ),
        "inbox/PXL_20240807_112233456.jpg": (
            j(im.mountains_lake, "2024-08-07 11:22:33", "jordi", "estany_sant_maurici", seed=5),
            BOI,
        ),
        # documents
        "inbox/Confirmación reserva Baleària.eml": (BALEARIA, MENORCA),
        "inbox/ticket_20250624.txt": (TICKET_CIUTADELLA, MENORCA),
        "inbox/oliaigua.txt": (OLIAIGUA, "Receptes/"),
        "inbox/Canto jo i la muntanya balla.txt": (LLIBRE_SOLA, "Llibres/"),
        "inbox/Concert per la Pau - programa.txt": (CONCERT_PAU, "Coral/"),
        "inbox/scan_0007.txt": (ESCOLA_COLONIES, "Escola/Curs 2024-2025/"),
        "inbox/certificado_retenciones.txt": (RETENCIONS_2024, "Impostos/Renda 2024/"),
        "inbox/Modelo 303 4T.txt": (M303_4T, "Feina Marta/Trimestres/2024/"),
        "inbox/Doc1.docx": (
            invoice_docx(
                "2025-005",
                "16 de juny de 2025",
                CLIENT_LLULL,
                [
                    (
                        "Traducció EN>CA del catàleg de l'exposició «Rodoreda, un bosc» (9.600 paraules)",
                        960.00,
                    ),
                    ("Revisió de proves d'impremta", 90.00),
                ],
            ),
            "Feina Marta/Factures emeses/2025/",
        ),
        "inbox/factura_LB-2025-0089.txt": (COWORK_MAIG, "Feina Marta/Despeses/2025/"),
        "inbox/La teva factura de Som Energia.eml": (SOM_JUNY, LLUM),
        "inbox/scan_0012.txt": (AIGUA_ABRIL, AIGUA),
        "inbox/document(3).txt": (RENDA_2025, LLOGUER),
        "inbox/informe_revisio.txt": (PAU_DENTISTA_2025, "Salut/Pau/"),
        "inbox/informe_ORL_5anys.txt": (LAIA_ORL, "Salut/Laia/"),
        "inbox/registre_factures_2T_2025.xlsx": (
            registre(
                "2T 2025",
                [
                    (
                        "2025-004",
                        "30/04/2025",
                        "Edicions La Ginesta, SL",
                        "B66789012",
                        2550.0,
                        True,
                        True,
                    ),
                    (
                        "2025-005",
                        "16/06/2025",
                        "Institut Ramon Llull",
                        "Q0801234H",
                        1050.0,
                        True,
                        True,
                    ),
                ],
            ),
            "Feina Marta/Trimestres/2025/",
        ),
        # fits nowhere
        "inbox/Entrades Liceu.eml": (LICEU, ""),
        "inbox/CV Núria Ribas.txt": (CV_CANGUR, ""),
        "inbox/Bases torneig pàdel.txt": (PADEL, ""),
        "inbox/IMG-20250614-WA0021.jpg": (j(im.duck_toy, "2025-06-14 13:02:00", None, None), ""),
    }
