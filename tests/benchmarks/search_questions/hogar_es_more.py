"""More search questions for hogar_es (Lucía y Javier, València), and queries that must find
nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Lucía's filing rules, or in English. Expect paths are library files, never inbox files.
JUNK holds words that occur nowhere in the library ("junk") and everyday topics the family
has no papers about ("absent"); for both the right answer is that no file matches.
Checked by ``python -m tests.benchmarks.search_questions.check_more hogar_es``.
"""

LIBRARY = "hogar_es"

ASOF = "2025-11-04"

_LUZ = "Casa/Luz/"
_AGUA = "Casa/Agua/"
_CUOTA = "Consulta/Cuota autónomos/"
_NOM = "Trabajo Javier/Nóminas/"
_COLE = "Cole Inés/"
_COCHE = "Coche/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "factura de la luz de diciembre",
        "lang": "es",
        "kind": "first",
        "expect": [_LUZ + "download (1).pdf"],
    },
    {
        "q": "luz marzo 2025",
        "lang": "es",
        "kind": "first",
        "expect": [_LUZ + "download (2).pdf"],
    },
    {
        "q": "recibo de autónomos de mayo",
        "lang": "es",
        "kind": "first",
        "expect": [_CUOTA + "recibo autonomos mayo.pdf"],
    },
    {
        "q": "la nómina de febrero de Javier",
        "lang": "es",
        "kind": "first",
        "expect": [_NOM + "nomina (1).pdf"],
    },
    {
        "q": "factura del agua de enero y febrero",
        "lang": "es",
        "kind": "first",
        "expect": [_AGUA + "scan0007.pdf"],
    },
    {
        "q": "factura a Previsalud de noviembre",
        "lang": "es",
        "kind": "first",
        "expect": ["Consulta/Trimestres/2024-4T/Factura 2024-M11 Previsalud.pdf"],
    },
    {
        "q": "boletín de notas de la segunda evaluación",
        "lang": "es",
        "kind": "first",
        "expect": [_COLE + "boletin 2a evaluacion.pdf"],
    },
    {
        "q": "recibo del comedor de enero",
        "lang": "es",
        "kind": "first",
        "expect": [_COLE + "recibo_comedor_2025-01.pdf"],
    },
    {
        "q": "el 303 del tercer trimestre de 2024",
        "lang": "es",
        "kind": "first",
        "expect": ["Consulta/Trimestres/2024-3T/303_3T.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "fotos de nochevieja del año pasado",
        "lang": "es",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Fotos/2024/IMG_4490.JPG"],
    },
    {
        "q": "fotos de la noche de San Juan de este año",
        "lang": "es",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Fotos/2025/IMG_5355.JPG"],
    },
    {
        "q": "calendario escolar de este curso",
        "lang": "es",
        "kind": "time",
        "asof": ASOF,
        "expect": [_COLE + "calendario escolar 2025-2026.pdf"],
    },
    {
        "q": "la revisión del coche del año pasado",
        "lang": "es",
        "kind": "time",
        "asof": ASOF,
        "expect": [_COCHE + "Factura taller revision 60000.pdf"],
    },
    {
        "q": "tarjeta de embarque del último viaje",
        "lang": "es",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Viajes/Lisboa 2025/tarjeta embarque vuelta.png"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "la foto de la carta del casero con la subida de este año",
        "lang": "es",
        "kind": "kind",
        "expect": ["Casa/Alquiler/carta subida alquiler.jpg"],
    },
    {
        "q": "captura del bizum de la cuota del AMPA",
        "lang": "es",
        "kind": "kind",
        "expect": [_COLE + "IMG_3871.PNG"],
    },
    {
        "q": "foto del ticket del decathlon",
        "lang": "es",
        "kind": "kind",
        "expect": ["Consulta/Trimestres/2025-1T/ticket material decathlon.jpg"],
    },
    {
        "q": "foto de la receta de buñuelos de la abuela",
        "lang": "es",
        "kind": "kind",
        "expect": ["Recetas/bunuelos calabaza abuela.jpg"],
    },
    {
        "q": "pantallazo de la cita para la analítica de Lucía",
        "lang": "es",
        "kind": "kind",
        "expect": ["Salud/Lucía/IMG_4731.PNG"],
    },
    {
        "q": "captura del pago de la multa",
        "lang": "es",
        "kind": "kind",
        "expect": [_COCHE + "IMG_3512.PNG"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "FZ/46/2021/0183377",
        "lang": "es",
        "kind": "token",
        "only": True,
        "expect": ["Casa/Alquiler/fianza_deposito_justificante.pdf"],
    },
    {
        "q": "MV-24-0329-118725",
        "lang": "es",
        "kind": "token",
        "only": True,
        "expect": ["Viajes/2024-Roma/entradas Musei Vaticani.pdf"],
    },
    {
        "q": "HM4X2Q9PZA",
        "lang": "es",
        "kind": "token",
        "only": True,
        "expect": ["Viajes/2024-Roma/apartamento Trastevere.pdf"],
    },
    {
        "q": "24-RUS-03318",
        "lang": "es",
        "kind": "token",
        "only": True,
        "expect": [_COLE + "natacion inscripcion.pdf"],
    },
    {
        "q": "Ecopostural C3550",
        "lang": "es",
        "kind": "token",
        "only": True,
        "expect": ["Consulta/Trimestres/2024-2T/factura camilla electrica.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "¿en qué trimestre va una factura que la mutua me paga un mes después?",
        "lang": "es",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "dónde se guardan los recibos de la cuota de autónomos",
        "lang": "es",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "las fotos del pueblo de los abuelos cuentan como viaje?",
        "lang": "es",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: English questions about the Spanish papers
    {
        "q": "receipt for the rental deposit",
        "lang": "en",
        "kind": "lang",
        "expect": ["Casa/Alquiler/fianza_deposito_justificante.pdf"],
    },
    {
        "q": "parking fine",
        "lang": "en",
        "kind": "lang",
        "expect": [_COCHE + "multa ORA.pdf", _COCHE + "IMG_3512.PNG"],
    },
    {
        "q": "Ines dust mite allergy test",
        "lang": "en",
        "kind": "lang",
        "expect": ["Salud/Inés/informe alergia acaros.pdf"],
    },
    {
        "q": "letter about the school trip to the Albufera",
        "lang": "en",
        "kind": "lang",
        "expect": [_COLE + "circular excursion Albufera.pdf"],
    },
    {
        "q": "bank certificate showing who owns the account",
        "lang": "en",
        "kind": "lang",
        "expect": ["Banco/certificado titularidad cuenta.pdf"],
    },
    {
        "q": "new tyres invoice",
        "lang": "en",
        "kind": "lang",
        "expect": [_COCHE + "factura neumaticos.pdf"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "frobnicador", "lang": "es", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "es", "kind": "junk"},
    {"q": "asdfghjklñ", "lang": "es", "kind": "junk"},
    {"q": "zepelín góndola", "lang": "es", "kind": "junk"},
    {"q": "cría de ajolotes", "lang": "es", "kind": "junk"},
    {"q": "afinación de clavecín", "lang": "es", "kind": "junk"},
    {"q": "ornitorrinco venenoso", "lang": "es", "kind": "junk"},
    {"q": "batiscafo", "lang": "es", "kind": "junk"},
    {"q": "chirimbolo fluxómetro", "lang": "es", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "snowmobile", "lang": "en", "kind": "junk"},
    {"q": "glorpwhistle", "lang": "en", "kind": "junk"},
    {"q": "FE99321000001", "lang": "es", "kind": "junk"},
    {"q": "AU-99887766", "lang": "es", "kind": "junk"},
    {"q": "P-2091-0999", "lang": "es", "kind": "junk"},
    {"q": "DG209912345678", "lang": "es", "kind": "junk"},
    {"q": "T-2087-7777", "lang": "es", "kind": "junk"},
    {"q": "xkcdqz", "lang": "es", "kind": "junk"},
    # ---- absent: plausible topics this family has no papers about
    {"q": "hipoteca del piso", "lang": "es", "kind": "absent"},
    {"q": "amarre del barco en el puerto", "lang": "es", "kind": "absent"},
    {"q": "vacunas del perro", "lang": "es", "kind": "absent"},
    {"q": "seguro de la moto", "lang": "es", "kind": "absent"},
    {"q": "clases de piano", "lang": "es", "kind": "absent"},
    {"q": "plan de pensiones", "lang": "es", "kind": "absent"},
    {"q": "placas solares autoconsumo", "lang": "es", "kind": "absent"},
]
