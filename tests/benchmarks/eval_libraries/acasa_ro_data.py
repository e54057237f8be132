"""acasa-ro: the files already in the Mureșan library (FILED: relative path -> content)."""

from __future__ import annotations

from tests.benchmarks.eval_libraries.acasa_ro_make_data import (
    ADRESA,
    ANDREI,
    AVANS,
    AVANS_CU_TVA,
    CNP_ANDREI,
    CNP_IOANA,
    CNP_SOFIA,
    DEVIZ,
    DEVIZ_TOTAL,
    GRAFIC,
    IBAN_PFA,
    INSTAL_BLOC,
    IOANA,
    MASINA,
    PFA,
    PFA_ADRESA,
    PFA_CIF,
    PFA_REG,
    RATA,
    VIN,
    bt_extras,
    docx,
    eml,
    factura_contexpert,
    factura_electrica,
    factura_eon,
    factura_gradinita,
    factura_pfa,
    fluturas,
    ing_extras,
    jpg,
    lei,
    lista_intretinere,
    net_salariu,
    notificare_ircc,
    pdf,
    scan_jpg,
    sold_final,
    total_electrica,
    total_eon,
    xlsx,
)

FILED: dict[str, str | bytes] = {}

# ------------------------------------------------------------------ Acte personale
A = "Acte personale/"
FILED[A + "CI Andrei - scan.jpg"] = scan_jpg(
    [
        "ROMANIA   CARTE DE IDENTITATE",
        "IDENTITY CARD   SERIA CJ NR 884213",
        "CNP 1840517125789",
        "Nume/Nom/Last name: MURESAN",
        "Prenume: ANDREI",
        "Loc nastere: Mun.Cluj-Napoca Jud.CJ",
        "Domiciliu: Mun.Cluj-Napoca",
        "Str.Alverna nr.24 ap.15",
        "SPCLEP Cluj-Napoca  17.05.21-17.05.2031",
    ],
    11,
    "2021:06:02 18:20:11",
)
FILED[A + "Certificat nastere Sofia.pdf"] = pdf(
    ("c", "ROMÂNIA", 11),
    ("c", "CERTIFICAT DE NAȘTERE", 15),
    ("p", "Seria N.17   Nr. 352914"),
    (
        "kv",
        [
            ("Numele:", "MUREȘAN"),
            ("Prenumele:", "SOFIA"),
            ("Sexul:", "F"),
            ("Cod numeric personal:", CNP_SOFIA),
            ("Data nașterii:", "Anul 2020, luna noiembrie, ziua 08"),
            ("Locul nașterii:", "România, Județul Cluj, Municipiul Cluj-Napoca"),
            ("Numele și prenumele tatălui:", "MUREȘAN ANDREI"),
            ("Numele și prenumele mamei:", "MUREȘAN IOANA"),
            ("Cetățenia părinților:", "română / română"),
            ("Act de naștere nr.:", "3871 din 16.11.2020"),
            ("Locul înregistrării:", "Municipiul Cluj-Napoca, Județul Cluj"),
            ("Data eliberării:", "16.11.2020"),
        ],
    ),
    ("p", "Ofițer de stare civilă,\nLuminița Varga   (L.S.)"),
    (
        "s",
        "Serviciul Public Comunitar Local de Evidență a Persoanelor Cluj-Napoca, "
        "Str. Moților nr. 1-3. Copie scanată după original, pentru uz personal.",
    ),
    title="Certificat de nastere - Muresan Sofia",
)
FILED[A + "Certificat casatorie.pdf"] = pdf(
    ("c", "ROMÂNIA", 11),
    ("c", "CERTIFICAT DE CĂSĂTORIE", 15),
    ("p", "Seria C.C.   Nr. 118 402"),
    (
        "t",
        ["", "SOȚ", "SOȚIE"],
        [
            ["Numele de familie înainte de căsătorie", "MUREȘAN", "KOVÁCS"],
            ["Prenumele", "ANDREI", "IOANA"],
            ["Data nașterii", "17.05.1984", "23.09.1986"],
            ["Locul nașterii", "Mun. Cluj-Napoca, jud. Cluj", "Mun. Cluj-Napoca, jud. Cluj"],
            ["Cod numeric personal", CNP_ANDREI, CNP_IOANA],
            ["Numele de familie după căsătorie", "MUREȘAN", "MUREȘAN"],
        ],
        (40, 30, 30),
    ),
    (
        "kv",
        [
            ("Data încheierii căsătoriei:", "14 iulie 2012"),
            ("Locul încheierii căsătoriei:", "Municipiul Cluj-Napoca, Județul Cluj"),
            ("Act de căsătorie nr.:", "1102 din 14.07.2012"),
            ("Regimul matrimonial:", "comunitate legală"),
            ("Data eliberării:", "14.07.2012"),
        ],
    ),
    ("p", "Ofițer de stare civilă,\nAna-Maria Cadar   (L.S.)"),
    title="Certificat de casatorie",
)
FILED[A + "Pasapoarte - expirari.txt"] = """Pașapoarte și buletine – când expiră
(actualizat 3 feb 2025, după ce am scos pașapoartele copiilor)

Andrei  – CI seria CJ 884213, exp. 17.05.2031
          pașaport 057812345, exp. 22.03.2029
Ioana   – CI seria CJ 779102, exp. 23.09.2032
          pașaport 058830211, exp. 22.03.2029
Matei   – nu are CI (face la 14 ani, adică martie 2027!)
          pașaport 059912004, exp. 10.04.2028 (5 ani, pașaport de copil)
Sofia   – pașaport 059912005, exp. 10.04.2028

Cu copiii în afara UE: pașaport obligatoriu. În UE merge și cu CI, dar copiii n-au CI,
deci tot pașaportul.
Dacă pleacă un copil doar cu unul dintre noi -> declarație notarială de la celălalt părinte.
Programări: epasapoarte.ro, Serviciul Public Comunitar de Pașapoarte Cluj, Str. Sindicatelor 9-13.
"""

# ------------------------------------------------------------------ Bani / BT
BT = "Bani/Banca Transilvania - Andrei/"
R = RATA
BT_SEP = [
    ("01.09.2025", "Plata rata credit 2019/CJ/00731", R["09.2025"], 0),
    ("02.09.2025", "POS KAUFLAND CLUJ NAPOCA 5 RO", 412.37, 0),
    ("03.09.2025", "Plata factura ELECTRICA FURNIZARE SA EFCJ 25080791", 238.41, 0),
    ("05.09.2025", "POS OMV 2314 CLUJ NAPOCA RO", 310.00, 0),
    ("08.09.2025", "Transfer BT24 Muresan Ioana - cheltuieli casa", 2_500.00, 0),
    ("10.09.2025", "Incasare OP NORDLIGHT SOFTWARE SRL salariu aug 2025", 0, net_salariu(15)),
    ("15.09.2025", "POS DEDEMAN CLUJ NAPOCA 2 RO", 3_118.62, 0),
    ("17.09.2025", "Plata OP INSTAL GRUP SOMES SRL fact ISG 0081 avans", AVANS_CU_TVA, 0),
    ("18.09.2025", "Plata intretinere Asoc Prop Alverna 24 ap 15 aug", 247.80, 0),
    ("19.09.2025", "Schimb valutar BT24 cumparare 600,00 EUR", 3_054.00, 0),
    ("22.09.2025", "POS NETFLIX.COM AMSTERDAM NL", 49.99, 0),
    ("25.09.2025", "Plata factura RCS RDS SA", 57.00, 0),
    ("26.09.2025", "Plata factura E.ON ENERGIE ROMANIA", 71.45, 0),
    ("28.09.2025", "POS LIDL CLUJ NAPOCA DOROBANTILOR RO", 186.40, 0),
]
BT_OCT = [
    ("01.10.2025", "Plata rata credit 2019/CJ/00731", R["10.2025"], 0),
    ("02.10.2025", "Plata factura ELECTRICA FURNIZARE SA EFCJ 25090655", 219.80, 0),
    ("06.10.2025", "POS KAUFLAND CLUJ NAPOCA 5 RO", 389.15, 0),
    ("08.10.2025", "Transfer BT24 Muresan Ioana - cheltuieli casa", 2_500.00, 0),
    ("10.10.2025", "Incasare OP NORDLIGHT SOFTWARE SRL salariu sep 2025", 0, net_salariu(22)),
    ("14.10.2025", "POS DECATHLON CLUJ IULIUS RO", 349.99, 0),
    ("17.10.2025", "Plata intretinere Asoc Prop Alverna 24 ap 15 sep", 251.84, 0),
    ("20.10.2025", "Plata online BILETE.MUZEULASTRA.RO", 100.00, 0),
    ("21.10.2025", "Plata factura RCS RDS SA", 57.00, 0),
    ("24.10.2025", "POS MOL 0451 SEBES RO", 280.00, 0),
    ("26.10.2025", "POS PENSIUNEA VALEA CETATII CISNADIOARA RO", 1_040.00, 0),
    ("27.10.2025", "Plata factura E.ON ENERGIE ROMANIA", 84.10, 0),
    ("29.10.2025", "POS LIDL CLUJ NAPOCA DOROBANTILOR RO", 203.55, 0),
]
BT_NOV = [
    ("03.11.2025", "Plata rata credit 2019/CJ/00731", R["11.2025"], 0),
    ("04.11.2025", "Plata factura ELECTRICA FURNIZARE SA EFCJ 25100702", total_electrica(194), 0),
    ("07.11.2025", "POS KAUFLAND CLUJ NAPOCA 5 RO", 455.80, 0),
    ("08.11.2025", "Transfer BT24 Muresan Ioana - cheltuieli casa", 2_500.00, 0),
    ("10.11.2025", "Incasare OP NORDLIGHT SOFTWARE SRL salariu oct 2025", 0, net_salariu(21)),
    ("12.11.2025", "POS HORNBACH CLUJ NAPOCA RO", 1_287.40, 0),
    ("17.11.2025", "Plata intretinere Asoc Prop Alverna 24 ap 15 oct", 260.18, 0),
    ("20.11.2025", "Plata factura RCS RDS SA", 57.00, 0),
    ("24.11.2025", "Plata factura E.ON ENERGIE ROMANIA", total_eon(45), 0),
    ("28.11.2025", "Plata online WIZZ AIR HUNGARY BUDAORS HU", 2_486.00, 0),
    ("29.11.2025", "POS ALTEX CLUJ VIVO RO", 449.99, 0),
]
BT_SOLD_SEP = 14_212.40
BT_SOLD_OCT = sold_final(BT_SOLD_SEP, BT_SEP)
BT_SOLD_NOV = sold_final(BT_SOLD_OCT, BT_OCT)
BT_SOLD_DEC = sold_final(BT_SOLD_NOV, BT_NOV)
FILED[BT + "Extras_cont_RO49BTRL_2025-09.pdf"] = bt_extras(2025, 9, BT_SOLD_SEP, BT_SEP, 9)
FILED[BT + "Extras_cont_RO49BTRL_2025-10.pdf"] = bt_extras(2025, 10, BT_SOLD_OCT, BT_OCT, 10)
FILED[BT + "Extras_cont_RO49BTRL_2025-11.pdf"] = bt_extras(2025, 11, BT_SOLD_NOV, BT_NOV, 11)

# ------------------------------------------------------------------ Bani / ING
ING = "Bani/ING - Ioana/"
ING_SEP = [
    (1, "Încasare transfer din RO71INGB…1020 Mureșan Ioana PFA – retragere", 0, 3_000.00),
    (2, "Transfer Bufnițele Înțelepte SRL – factura GR-0958 septembrie", 1_850.00, 0),
    (4, "Cumpărare POS LIBRARIA DIVERTA IULIUS MALL CLUJ", 412.00, 0),
    (8, "Încasare transfer Mureșan Andrei – cheltuieli casa", 0, 2_500.00),
    (11, "Cumpărare POS LIDL CLUJ NAPOCA", 287.45, 0),
    (15, "Transfer Moldovan Daniela – fond clasa VI B", 200.00, 0),
    (19, "Cumpărare POS ZARA IULIUS MALL CLUJ (rochie nuntă Sofia)", 239.00, 0),
    (23, "Cumpărare POS FARMACIA TEI CLUJ", 96.30, 0),
    (27, "Cumpărare POS PROFI CLUJ ALVERNA", 64.20, 0),
]
ING_OCT = [
    (1, "Transfer Bufnițele Înțelepte SRL – factura GR-1021 octombrie", 1_900.00, 0),
    (3, "Încasare transfer din RO71INGB…1020 Mureșan Ioana PFA – retragere", 0, 3_000.00),
    (8, "Încasare transfer Mureșan Andrei – cheltuieli casa", 0, 2_500.00),
    (9, "Cumpărare POS LIDL CLUJ NAPOCA", 301.10, 0),
    (14, "Cumpărare POS CLINICA DENT ESTET CLUJ", 650.00, 0),
    (18, "Cumpărare POS DECATHLON CLUJ IULIUS", 179.98, 0),
    (25, "Cumpărare POS CARTURESTI SIBIU", 118.50, 0),
    (30, "Cumpărare POS PROFI CLUJ ALVERNA", 72.85, 0),
]
ING_NOV = [
    (3, "Transfer Bufnițele Înțelepte SRL – factura GR-1102 noiembrie", 1_850.00, 0),
    (5, "Încasare transfer din RO71INGB…1020 Mureșan Ioana PFA – retragere", 0, 3_500.00),
    (8, "Încasare transfer Mureșan Andrei – cheltuieli casa", 0, 2_500.00),
    (12, "Cumpărare POS KAUFLAND CLUJ", 356.70, 0),
    (16, "Cumpărare online EMAG.RO", 219.99, 0),
    (21, "Cumpărare POS FARMACIA CATENA CLUJ", 143.20, 0),
    (25, "Cumpărare POS LIDL CLUJ NAPOCA", 265.10, 0),
    (29, "Cumpărare online AIRBNB * HMQ8R2KX", 2_754.00, 0),
]
ING_SOLD_SEP = 6_340.20
ING_SOLD_OCT = sold_final(ING_SOLD_SEP, ING_SEP)
ING_SOLD_NOV = sold_final(ING_SOLD_OCT, ING_OCT)
ING_SOLD_DEC = sold_final(ING_SOLD_NOV, ING_NOV)
FILED[ING + "ING_extras_2025_09.pdf"] = ing_extras(2025, 9, ING_SOLD_SEP, ING_SEP)
FILED[ING + "ING_extras_2025_10.pdf"] = ing_extras(2025, 10, ING_SOLD_OCT, ING_OCT)
FILED[ING + "ING_extras_2025_11.pdf"] = ing_extras(2025, 11, ING_SOLD_NOV, ING_NOV)

# ------------------------------------------------------------------ Bani / credit
CR = "Bani/Credit ipotecar BT/"
FILED[CR + "Contract credit ipotecar - extras.pdf"] = pdf(
    ("c", "CONTRACT DE CREDIT nr. 2019/CJ/00731 din 18.06.2019", 12),
    ("c", "Condiții speciale – credit ipotecar pentru achiziție imobil", 10),
    (
        "p",
        "Între BANCA TRANSILVANIA S.A., cu sediul în Cluj-Napoca, Calea Dorobanților nr. 30-36, "
        "J12/4155/1993, CUI RO5022670, prin Sucursala Cluj-Napoca, denumită în continuare "
        "«Banca», și\n"
        f"{ANDREI}, CNP {CNP_ANDREI}, în calitate de Împrumutat, și {IOANA}, CNP {CNP_IOANA}, "
        "în calitate de Codebitor, ambii domiciliați în Cluj-Napoca,\n"
        "s-au convenit următoarele:",
    ),
    (
        "kv",
        [
            ("Suma creditului:", "285.000,00 lei"),
            ("Scopul:", "achiziție locuință – apartament nr. 15, Str. Alverna nr. 24, Cluj-Napoca"),
            ("Durata:", "360 luni, scadență finală 01.07.2049"),
            ("Rata dobânzii:", "variabilă: IRCC + marjă fixă 2,15% p.a."),
            ("Dobânda inițială:", "IRCC T2 2019 (2,44%) + 2,15% = 4,59% p.a."),
            ("Tip rate:", "rate lunare egale (anuități), scadență în data de 1 a lunii"),
            ("Comision de analiză:", "0 lei"),
            ("Garanții:", "ipotecă de rang I asupra imobilului înscris în CF nr. 312456-C1-U15"),
            ("Asigurare:", "poliță facultativă a imobilului cesionată în favoarea Băncii"),
        ],
    ),
    ("h", "Art. 6. Modificarea ratei dobânzii", 10),
    (
        "p",
        "6.1. Rata dobânzii se modifică trimestrial, în funcție de valoarea indicelui IRCC "
        "publicat de Banca Națională a României. Marja Băncii rămâne fixă pe toată durata "
        "creditului.\n6.2. Banca va notifica Împrumutatul cu privire la orice modificare a ratei "
        "dobânzii și a ratei lunare, înainte de aplicarea acesteia.",
    ),
    ("h", "Art. 9. Rambursarea anticipată", 10),
    (
        "p",
        "9.1. Împrumutatul poate rambursa anticipat, total sau parțial, creditul, fără comision "
        "de rambursare anticipată pentru creditele cu dobândă variabilă.",
    ),
    ("p", "Banca Transilvania S.A.                                    Împrumutat / Codebitor"),
    title="Contract credit 2019/CJ/00731 - extras",
)
FILED[CR + "Grafic rambursare.xlsx"] = xlsx(
    {
        "Grafic 2025": [
            [
                "Scadența",
                "Sold inițial",
                "Principal",
                "Dobândă",
                "Rată totală",
                "Sold final",
                "Dobândă %",
            ],
            *[list(r) for r in GRAFIC[:12]],
        ]
    },
    author="Andrei Muresan",
)
_oct = GRAFIC[9]
FILED[CR + "Notificare IRCC oct 2025.pdf"] = notificare_ircc(
    "12.09.2025",
    "CRPF/CJ/45871",
    "trimestrul IV 2025",
    "5,66",
    _oct[6],
    _oct[4],
    _oct[1],
    285,
    "01.10.2025",
)

# ------------------------------------------------------------------ Bani / Impozite
IMP = "Bani/Impozite/"
FILED[IMP + "2024/Declaratie unica 2025 - venituri 2024.pdf"] = pdf(
    ("c", "MINISTERUL FINANȚELOR – AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ", 9),
    ("c", "DECLARAȚIE UNICĂ (212)", 14),
    (
        "c",
        "privind impozitul pe venit și contribuțiile sociale datorate de persoanele fizice",
        9,
    ),
    (
        "p",
        "Capitolul I – Date privind impozitul pe venit și contribuțiile sociale datorate pentru "
        "veniturile realizate din România în anul **2024**",
    ),
    (
        "kv",
        [
            ("Nume, prenume:", IOANA),
            ("CNP:", CNP_IOANA),
            ("Domiciliul fiscal:", ADRESA),
            ("Categoria de venit:", "Activități independente – profesii liberale (traducător)"),
            ("Cod CAEN / sistem:", "7430 – Activități de traducere și interpretare / sistem real"),
        ],
    ),
    (
        "t",
        ["Rând", "Denumire", "Suma (lei)"],
        [
            ["1", "Venit brut", "68.450"],
            ["2", "Cheltuieli deductibile", "9.120"],
            ["3", "Venit net anual", "59.330"],
            ["4", "Impozit pe venit datorat (10%)", "5.933"],
            ["5", "CAS – bază 12 salarii minime (44.400 lei) x 25%", "11.100"],
            ["6", "CASS – venit net x 10%", "5.933"],
            ["7", "Total obligații de plată", "22.966"],
        ],
        (8, 70, 22),
        ("CENTER", "LEFT", "RIGHT"),
    ),
    ("p", "Termen de plată: 25 mai 2025. Bonificație 3% pentru plata integrală până la termen."),
    ("p", "Data completării: 19.05.2025        Semnătura: Mureșan Ioana (semnat electronic – SPV)"),
    ("s", "Formular 212, versiunea 2025, depus prin Spațiul Privat Virtual."),
    title="Declaratia unica 212 - anul 2024",
)
FILED[IMP + "2024/Recipisa DU 2024.pdf"] = pdf(
    ("c", "AGENȚIA NAȚIONALĂ DE ADMINISTRARE FISCALĂ", 10),
    ("c", "RECIPISĂ", 14),
    (
        "p",
        "Declarația «212 – Declarație unică privind impozitul pe venit și contribuțiile sociale "
        "datorate de persoanele fizice», depusă de:\n\n"
        f"{IOANA}, CNP {CNP_IOANA}\n\n"
        "a fost înregistrată cu numărul INTERNT-412873365-2025 din 19.05.2025 14:32:07.\n"
        "Perioada de raportare: anul 2024.\nTip declarație: inițială.",
    ),
    ("p", "Documentul a fost validat cu succes. Indexul de încărcare: 5308741922."),
    ("s", "Recipisă generată automat de sistemul e-guvernare.ro / SPV ANAF."),
    title="Recipisa 212",
)
FILED[IMP + "2024/Formular 230 pentru 2024.pdf"] = pdf(
    ("c", "CERERE", 13),
    (
        "c",
        "privind destinația sumei reprezentând până la 3,5% din impozitul anual datorat",
        9,
    ),
    ("p", "Formular 230 – Anul: **2024**"),
    ("h", "I. Date de identificare a contribuabilului", 10),
    (
        "kv",
        [
            ("Nume / Prenume:", "MUREȘAN / ANDREI"),
            ("CNP:", CNP_ANDREI),
            ("Adresa:", ADRESA),
            ("E-mail / Telefon:", "andrei.muresan@gmail.com / 0742 118 907"),
        ],
    ),
    ("h", "II. Destinația sumei", 10),
    (
        "kv",
        [
            ("Entitate nonprofit:", "Asociația Zâmbet pentru Copii Cluj"),
            ("Cod de identificare fiscală:", "31455120"),
            ("Cont bancar (IBAN):", "RO31 BTRL 0130 1205 K112 09XX"),
            ("Procent:", "3,5%"),
        ],
    ),
    ("p", "Data: 12.03.2025          Semnătura contribuabilului: A. Mureșan"),
    title="Formular 230 - 2024",
)
FILED[
    IMP + "2025/venituri PFA 2025 - evidenta.txt"
] = """Venituri PFA 2025 – evidența mea (ca să știu ce vine la DU în mai 2026)

luna      încasat (lei)   cheltuieli (lei)   obs.
ian        4.850           302,50             contabilă
feb        5.120           302,50
mar        6.300           302,50
apr        3.980           302,50
mai        7.450           302,50
iun        5.600           302,50
iul        4.100           302,50 + 4.299,99  laptop eMAG (amortizare? întreb pe Lavinia)
aug        6.770           302,50
sep        1.100 + 700     302,50 + 195 EUR   Trados
oct        1.350           302,50
nov        1.900           302,50
dec        ?

CAS: venit net > 12 salarii minime -> CAS pe 12 salarii minime (4.050 x 12 = 48.600 -> 12.150 lei)
CASS: 10% din venitul net, plafon 60 de salarii minime – nu e cazul.
Am plătit anticipat în octombrie (vezi confirmarea) ca să nu am totul în mai.
"""
FILED[IMP + "2025/Plata CAS CASS anticipat 2025.pdf"] = pdf(
    ("c", "ING Bank – Home'Bank", 10),
    ("c", "CONFIRMARE DE PLATĂ – ORDIN DE PLATĂ CĂTRE TREZORERIE", 11),
    (
        "kv",
        [
            ("Data:", "22.10.2025"),
            ("Plătitor:", "MUREȘAN IOANA PFA"),
            ("Cont plătitor:", "RO71 INGB 0000 9999 0488 1020"),
            ("Beneficiar:", "Trezoreria Operativă Municipiul Cluj-Napoca"),
            ("Cont beneficiar:", "RO07 TREZ 2165 5030 XXXX XXXX (cont unic)"),
            ("Cod fiscal beneficiar:", "CNP 2860923125804"),
            ("Sumă:", "12.000,00 RON"),
            ("Explicații:", "Plată anticipată CAS + CASS anul 2025 – Declarația unică"),
            ("Referință tranzacție:", "HB2510229981274"),
            ("Stare:", "Procesată"),
        ],
    ),
    ("s", "Document generat din Home'Bank. Valabil fără semnătură și ștampilă."),
    title="Confirmare plata CAS CASS 2025",
)
L = IMP + "Impozite locale/"
FILED[L + "Decizie impunere 2025.pdf"] = pdf(
    ("c", "MUNICIPIUL CLUJ-NAPOCA", 11),
    ("c", "Direcția de Impozite și Taxe Locale", 9),
    ("p", "Calea Moților nr. 7, Cluj-Napoca | tel. 0264 596 030 | www.primariaclujnapoca.ro", 8),
    ("c", "DECIZIE DE IMPUNERE", 13),
    (
        "c",
        "pentru stabilirea impozitelor/taxelor datorate de persoanele fizice pentru anul 2025",
        9,
    ),
    ("p", "Nr. 2025/118733 din 14.01.2025   Rol nominal unic 318822"),
    ("kv", [("Contribuabil:", ANDREI), ("CNP:", CNP_ANDREI), ("Domiciliu fiscal:", ADRESA)]),
    (
        "t",
        ["Bun impozabil", "Bază de impozitare", "Cotă / Tarif", "Impozit anual (lei)"],
        [
            [
                "Clădire rezidențială, Str. Alverna 24 ap. 15 (71,40 mp), cotă 1/2",
                "186.400 lei",
                "0,1%",
                "186,40",
            ],
            ["Teren intravilan aferent (cotă indiviză 18 mp)", "18 mp", "rang 0, zona A", "42,30"],
            [
                "Autoturism Skoda Octavia, CJ 19 MRS, 1.968 cm³",
                "1.968 cm³",
                "24 lei/200 cm³",
                "240,00",
            ],
        ],
        (50, 18, 16, 16),
        ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    (
        "r",
        [
            ("Total impozit anual 2025:", "468,70"),
            ("Bonificație 10% plata integrală până la 31.03.2025:", "46,87"),
            ("Total de plată până la 31.03.2025:", "421,83 lei"),
        ],
    ),
    (
        "p",
        "Termene de plată: două rate egale, până la 31 martie și 30 septembrie inclusiv. "
        "Plata se poate face online pe www.ghiseul.ro, la casieriile DITL sau prin ordin de plată.",
    ),
    (
        "s",
        "Prezenta decizie constituie titlu de creanță. Împotriva ei se poate formula contestație "
        "în termen de 45 de zile de la comunicare, conform art. 270 din Codul de procedură fiscală.",
    ),
    title="Decizie impunere 2025",
)
FILED[L + "Chitanta ghiseul.ro 28.03.2025.pdf"] = pdf(
    ("c", "ghiseul.ro – Sistemul Național Electronic de Plată", 11),
    ("c", "DOVADĂ DE PLATĂ", 13),
    (
        "kv",
        [
            ("Data plății:", "28.03.2025 21:14:52"),
            ("Plătitor:", "MUREȘAN ANDREI, CNP 1840517125789"),
            ("Instituția:", "Municipiul Cluj-Napoca – DITL"),
            ("ID tranzacție:", "GH-2025-03-28-7781240"),
            ("Card:", "VISA **** 4417"),
        ],
    ),
    (
        "t",
        ["Obligație", "An", "Suma (lei)"],
        [
            ["Impozit pe clădiri persoane fizice", "2025", "167,76"],
            ["Impozit pe teren intravilan", "2025", "38,07"],
            ["Impozit pe mijloace de transport", "2025", "216,00"],
        ],
        (60, 15, 25),
        ("LEFT", "CENTER", "RIGHT"),
    ),
    ("r", [("Total plătit:", "421,83 lei")]),
    (
        "s",
        "Plata a fost efectuată cu succes. Această dovadă este valabilă fără semnătură și ștampilă.",
    ),
    title="Dovada plata ghiseul.ro",
)
FILED[L + "plati impozit local - notite.txt"] = """Impozite primărie (DITL) – ce am plătit

2023 – 402,10 lei, plătit 30.03.2023 (cu bonificație)
2024 – 409,50 lei, plătit 25.03.2024 (ghiseul.ro)
2025 – 421,83 lei, plătit 28.03.2025 (ghiseul.ro, cardul lui Andrei)

De reținut: decizia vine prin poștă în ianuarie, pe numele lui Andrei (apartamentul e
pe amândoi, dar rolul e pe el). Pentru 2026 se zice că cresc impozitele mult.
Cont ghiseul.ro: pe mailul lui Andrei.
"""

# ------------------------------------------------------------------ Casa / Acte apartament
AP = "Casa/Acte apartament/"
FILED[AP + "Contract vanzare-cumparare 2019 - extras.pdf"] = pdf(
    ("c", "ROMÂNIA – UNIUNEA NAȚIONALĂ A NOTARILOR PUBLICI", 9),
    ("c", "Biroul Individual Notarial «Pop Maria», Cluj-Napoca, Str. Iuliu Maniu nr. 6", 9),
    ("c", "CONTRACT DE VÂNZARE-CUMPĂRARE", 14),
    ("p", "Încheiere de autentificare nr. 2214 din 19 iunie 2019 (extras, pag. 1-2 din 6)"),
    (
        "p",
        "Subsemnații:\n"
        "1. ALVERNA RESIDENCE SRL, cu sediul în Cluj-Napoca, Str. Alverna nr. 22, J12/881/2016, "
        "CUI 35877120, reprezentată prin administrator Ciprian Todea, în calitate de "
        "VÂNZĂTOARE, și\n"
        f"2. {ANDREI}, CNP {CNP_ANDREI}, și soția {IOANA}, CNP {CNP_IOANA}, domiciliați în "
        "Cluj-Napoca, Str. Observatorului nr. 112, ap. 8, în calitate de CUMPĂRĂTORI,\n"
        "am convenit încheierea prezentului contract, în următoarele condiții:",
    ),
    ("h", "Art. 1. Obiectul contractului", 10),
    (
        "p",
        "Vânzătoarea vinde, iar cumpărătorii cumpără, în cote egale, ca bun comun, dreptul de "
        "proprietate asupra imobilului situat în municipiul Cluj-Napoca, Str. Alverna nr. 24, "
        "etaj 4, ap. 15, compus din 3 camere și dependințe, cu suprafața utilă de 71,40 mp, "
        "împreună cu cota indiviză de 2,87% din părțile comune ale clădirii și din terenul "
        "aferent, înscris în CF nr. 312456-C1-U15 Cluj-Napoca, nr. cadastral 312456-C1-U15.",
    ),
    ("h", "Art. 2. Prețul", 10),
    (
        "p",
        "Prețul vânzării este de 95.000 EUR, echivalentul a 449.255 lei la cursul BNR din "
        "18.06.2019, din care 285.000 lei se achită din creditul acordat de Banca Transilvania "
        "S.A. prin contractul nr. 2019/CJ/00731, iar diferența din surse proprii, la data "
        "autentificării.",
    ),
    ("h", "Art. 4. Predarea", 10),
    (
        "p",
        "Predarea imobilului se va face pe bază de proces-verbal până cel târziu la 01.07.2019. "
        "Cumpărătorii suportă taxele de la data predării.",
    ),
    (
        "s",
        "Extras scanat din contractul autentic. Originalul se află la Banca Transilvania (ipotecă).",
    ),
    title="Contract vanzare-cumparare Alverna 24 ap 15",
)
FILED[AP + "Extras CF 2024.pdf"] = pdf(
    ("c", "Oficiul de Cadastru și Publicitate Imobiliară CLUJ", 10),
    ("c", "Biroul de Cadastru și Publicitate Imobiliară Cluj-Napoca", 9),
    ("c", "EXTRAS DE CARTE FUNCIARĂ PENTRU INFORMARE", 12),
    ("p", "Carte Funciară Nr. 312456-C1-U15 Cluj-Napoca    Nr. cerere 88412 / 03.05.2024"),
    ("h", "A. Partea I. Descrierea imobilului", 10),
    (
        "t",
        ["Nr. crt.", "Nr. cadastral", "Adresa", "Suprafața utilă", "Observații"],
        [
            [
                "A1",
                "312456-C1-U15",
                "Str. Alverna nr. 24, et. 4, ap. 15",
                "71,40 mp",
                "3 camere, cotă 2,87%",
            ]
        ],
        (10, 20, 35, 15, 20),
    ),
    ("h", "B. Partea II. Proprietari și acte", 10),
    (
        "p",
        "88123 / 20.06.2019 – Act notarial nr. 2214/19.06.2019 emis de BIN Pop Maria\n"
        "B3: Intabulare, drept de PROPRIETATE, dobândit prin Convenție, cota actuală 1/1\n"
        "   1) MUREȘAN ANDREI, căsătorit cu\n   2) MUREȘAN IOANA, bun comun",
    ),
    ("h", "C. Partea III. Sarcini", 10),
    (
        "p",
        "88124 / 20.06.2019 – Contract de credit nr. 2019/CJ/00731\n"
        "C1: Intabulare, drept de IPOTECĂ, valoare 285.000 lei, rang I\n"
        "   1) BANCA TRANSILVANIA S.A., CIF 5022670\n"
        "C2: Interdicție de înstrăinare, grevare, închiriere, dezmembrare în favoarea BT S.A.",
    ),
    (
        "s",
        "Extrasul de carte funciară pentru informare nu este valabil la autentificarea actelor "
        "notariale. Generat electronic de ePay ANCPI la 03.05.2024 10:21.",
    ),
    title="Extras CF 312456-C1-U15",
)
FILED[AP + "Proces verbal predare-primire.txt"] = """PROCES-VERBAL DE PREDARE-PRIMIRE
(transcris de mine după original, originalul e în dosarul albastru)

Încheiat azi, 01.07.2019, între SC Alverna Residence SRL (predător), prin Ciprian Todea,
și Mureșan Andrei și Mureșan Ioana (primitori), pentru apartamentul nr. 15, etaj 4,
Str. Alverna nr. 24, Cluj-Napoca.

Se predau: 3 seturi chei intrare bloc + apartament, 2 telecomenzi parcare (locul nr. 11),
cheie cutie poștală, cartea tehnică a apartamentului (copie).

Indecși la predare:
- apă rece baie: 00012,4 m³ / bucătărie: 00008,1 m³
- apă caldă: produsă de centrala proprie (Vaillant ecoTEC plus, serie 21194800)
- energie electrică: 000341 kWh
- gaz: 00004,2 m³

Garanție lucrări: 3 ani de la recepție pentru finisaje, 10 ani structură.
Observații: zgârietură pe tocul ușii de la balcon – se remediază până la 15.07.
(nu s-a remediat niciodată)
"""

# ------------------------------------------------------------------ Casa / Asigurări locuință
AS = "Casa/Asigurări locuință/"
FILED[AS + "PAD 2025.pdf"] = pdf(
    ("c", "POLIȚĂ DE ASIGURARE OBLIGATORIE A LOCUINȚEI (PAD)", 12),
    ("c", "împotriva cutremurelor, alunecărilor de teren și inundațiilor – Legea nr. 260/2008", 8),
    ("p", "Seria RA-065   Nr. 004518823        Emisă de: GROUPAMA ASIGURĂRI S.A. în numele PAID"),
    (
        "kv",
        [
            ("Asigurat:", f"{ANDREI}, CNP {CNP_ANDREI}"),
            ("Adresa locuinței:", "Cluj-Napoca, Str. Alverna nr. 24, ap. 15, jud. Cluj"),
            ("Tip locuință:", "Tip A (structură din beton armat)"),
            ("Suma asigurată:", "20.000 EUR"),
            ("Prima de asigurare:", "20 EUR – 99,60 lei (curs 4,9800)"),
            ("Perioada de asigurare:", "05.02.2025 – 04.02.2026"),
            ("Data emiterii:", "29.01.2025"),
        ],
    ),
    (
        "s",
        "Pool-ul de Asigurare Împotriva Dezastrelor Naturale S.A. (PAID), București. "
        "Avizare daune: 0800 800 123 (apel gratuit). Polița PAD este obligatorie și "
        "condiționează încheierea poliței facultative.",
    ),
    title="PAD 2025",
)
FILED[AS + "Polita Groupama locuinta 2025.pdf"] = pdf(
    (
        "cols",
        "**GROUPAMA ASIGURĂRI S.A.**\nStr. Mihai Eminescu nr. 45, sector 1, București\n"
        "J40/4002/1999, CUI RO6291812\nAgenția Cluj, Bd. 21 Decembrie 1989 nr. 94",
        "**POLIȚĂ DE ASIGURARE LOCUINȚĂ**\nProdus: Casa Mea Plus\nNr. poliță: LOC 1789012\n"
        "Data emiterii: 29.01.2025",
    ),
    (
        "kv",
        [
            ("Contractant / Asigurat:", f"{ANDREI}, CNP {CNP_ANDREI}"),
            ("Adresa de risc:", "Cluj-Napoca, Str. Alverna nr. 24, et. 4, ap. 15"),
            ("Perioada de asigurare:", "05.02.2025 ora 00:00 – 04.02.2026 ora 24:00"),
            ("Beneficiar (cesiune):", "Banca Transilvania S.A. – contract credit 2019/CJ/00731"),
            ("Poliță PAD asociată:", "RA-065 nr. 004518823"),
        ],
    ),
    (
        "t",
        ["Acoperire", "Sumă asigurată", "Franșiză", "Primă anuală (lei)"],
        [
            ["Clădire (apartament) – toate riscurile", "95.000 EUR", "100 EUR", "398,00"],
            ["Bunuri de uz casnic", "15.000 EUR", "50 EUR", "144,00"],
            ["Răspundere civilă față de terți (vecini)", "10.000 EUR", "0", "60,00"],
            ["Asistență la domiciliu (instalator, electrician)", "2 intervenții/an", "–", "40,00"],
        ],
        (45, 20, 12, 18),
        ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    ("r", [("Prima totală:", "642,00 lei")]),
    ("p", "Modalitate de plată: integral, la emitere. Achitat cu card la 29.01.2025."),
    (
        "s",
        "Condițiile de asigurare «Casa Mea Plus» ediția 2024 fac parte integrantă din poliță. "
        "Avizare daune: 0374 110 110 sau daune@groupama.ro, în maxim 5 zile de la producerea "
        "evenimentului.",
    ),
    title="Polita locuinta LOC 1789012",
)
FILED[
    AS + "dauna inundatie 2023 - notite.txt"
] = """Daună inundație – martie 2023 (vecinii de sus, ap. 19)

12.03.2023 – a curs apă din tavanul de la baie și hol (la ap. 19 s-a spart flexul de la mașina
de spălat). Poze făcute pe telefonul meu.
13.03 – am anunțat Groupama (dosar daună nr. CJ-LOC-2023-00412). Vecinii au RCA... nu, au
poliță la Omniasig, deci am deschis și la ei: dosar 118/2023.
21.03 – a venit inspectorul Omniasig, a măsurat: 6,5 mp tavan + perete hol.
18.04 – despăgubire primită de la Omniasig: 2.350 lei (în contul BT al lui Andrei).
Groupama a închis dosarul fără plată (plătește asigurătorul vinovatului).

Concluzie: să păstrăm răspunderea civilă față de vecini pe polița noastră.
"""

# ------------------------------------------------------------------ Casa / Utilități
UT = "Casa/Utilități/"
EL = UT + "Electricitate - Electrica/"
FILED[EL + "Factura Electrica octombrie 2025.pdf"] = factura_electrica(
    "25100702", "03.11.2025", "18.11.2025", "01.10.2025", "31.10.2025", 23418, 23612
)
FILED[EL + "Factura Electrica noiembrie 2025.pdf"] = factura_electrica(
    "25110816", "03.12.2025", "18.12.2025", "01.11.2025", "30.11.2025", 23612, 23823
)
GZ = UT + "Gaz - E.ON/"
FILED[GZ + "EON factura octombrie 2025.pdf"] = factura_eon(
    "1124402187", "06.11.2025", "21.11.2025", "01.10.2025", "31.10.2025", 4118, 4163
)
FILED[GZ + "EON factura noiembrie 2025.pdf"] = factura_eon(
    "1124657730", "05.12.2025", "22.12.2025", "01.11.2025", "30.11.2025", 4163, 4232
)
DG = UT + "Internet - Digi/"
FILED[DG + "Factura Digi septembrie 2025.pdf"] = pdf(
    (
        "cols",
        "**RCS & RDS S.A.**\nStr. Dr. Nicolae D. Staicovici nr. 75, Forum 2000, sector 5, București\n"
        "CUI RO5888716, J40/3580/1994\nwww.digi.ro | *433 din rețeaua Digi",
        "**FACTURĂ FISCALĂ**\nSeria CJ25 nr. 0918 4471\nData emiterii: 01.09.2025\n"
        "Termen de plată: 30.09.2025\nCod client: 10487 2213",
    ),
    (
        "kv",
        [
            ("Client:", ANDREI),
            ("Adresa de instalare:", ADRESA),
            ("Perioada:", "01.09.2025 – 30.09.2025"),
        ],
    ),
    (
        "t",
        ["Serviciu", "Perioada", "Valoare fără TVA", "TVA", "Total"],
        [
            ["Abonament Digi Net Fiberlink 1000 Mbps", "09.2025", "33,06", "6,94", "40,00"],
            ["Abonament Digi TV Cablu – opțiunea Digi TV", "09.2025", "14,05", "2,95", "17,00"],
        ],
        (45, 12, 15, 10, 12),
        ("LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
    ),
    ("r", [("TOTAL DE PLATĂ:", "57,00 lei")]),
    (
        "s",
        "Plata se poate face în aplicația Digi Online / Digi Mobil, în magazinele Digi sau prin "
        "internet banking, în contul RO95 RNCB 0082 0442 6520 0001.",
    ),
    title="Factura Digi 09.2025",
)
FILED[DG + "Factura Digi octombrie 2025.eml"] = eml(
    "Digi <facturi@digi.ro>",
    "andrei.muresan@gmail.com",
    "Factura ta Digi pentru luna octombrie 2025",
    "Wed, 01 Oct 2025 07:12:44 +0300",
    """Bună ziua, ANDREI MUREȘAN,

Factura ta Digi pentru perioada 01.10.2025 – 31.10.2025 a fost emisă.

Număr factură: CJ25 1018 2290
Cod client: 10487 2213
Total de plată: 57,00 lei
Data scadentă: 31.10.2025

  Digi Net Fiberlink 1000 Mbps ........ 40,00 lei
  Digi TV Cablu ........................ 17,00 lei

Poți vizualiza și descărca factura din contul tău Digi: https://www.digi.ro/contul-meu

Îți mulțumim că ești client Digi!
Echipa Digi

Acest mesaj a fost trimis automat. Te rugăm să nu răspunzi la această adresă.
""",
    "<20251001071244.CJ2510182290@digi.ro>",
)
IN = UT + "Întreținere/"
_intretinere_sep = [
    ("Apă rece + canalizare (contor individual 6,2 m³)", "consum", 63.24),
    ("Apă meteorică", "pe suprafață", 11.80),
    ("Energie electrică părți comune", "pe persoană", 18.40),
    ("Lift (abonament service + ISCIR)", "pe persoană", 22.00),
    ("Curățenie scară", "pe apartament", 35.00),
    ("Salubrizare (4 persoane x 11,10 lei)", "pe persoană", 44.40),
    ("Administrator + cenzor + comisioane bancare", "pe apartament", 32.00),
    ("Fond de reparații", "cotă indiviză", 25.00),
]
FILED[IN + "Lista plata septembrie 2025.xlsx"] = xlsx(
    {
        "Ap 15": [
            ["Asociația de Proprietari Alverna 24 – lista de plată septembrie 2025", "", ""],
            ["Cheltuială", "Repartizare", "Suma (lei)"],
            *[[a, b, v] for a, b, v in _intretinere_sep],
            [
                "TOTAL DE PLATĂ – ap. 15 Mureșan Andrei",
                "",
                round(sum(v for *_, v in _intretinere_sep), 2),
            ],
            ["Termen de plată: 20.10.2025", "", ""],
        ]
    },
    author="Bogdan Salajan",
)
INTRETINERE_OCT = [
    ("Apă rece + canalizare (contor individual 6,9 m³)", "consum", 70.38),
    ("Apă meteorică", "pe suprafață", 11.80),
    ("Energie electrică părți comune", "pe persoană", 19.60),
    ("Lift (abonament service + ISCIR)", "pe persoană", 22.00),
    ("Curățenie scară", "pe apartament", 35.00),
    ("Salubrizare (4 persoane x 11,10 lei)", "pe persoană", 44.40),
    ("Administrator + cenzor + comisioane bancare", "pe apartament", 32.00),
    ("Fond de reparații", "cotă indiviză", 25.00),
]
INTRETINERE_NOV = [
    ("Apă rece + canalizare (contor individual 6,4 m³)", "consum", 65.28),
    ("Apă meteorică", "pe suprafață", 11.80),
    ("Energie electrică părți comune", "pe persoană", 21.20),
    ("Lift (abonament service + ISCIR)", "pe persoană", 22.00),
    ("Curățenie scară", "pe apartament", 35.00),
    ("Salubrizare (4 persoane x 11,10 lei)", "pe persoană", 44.40),
    ("Administrator + cenzor + comisioane bancare", "pe apartament", 32.00),
    ("Fond de reparații", "cotă indiviză", 25.00),
    ("Reparație interfon (cotă ap.)", "pe apartament", 12.50),
]
FILED[IN + "Lista plata octombrie 2025.pdf"] = lista_intretinere(
    "octombrie", 2025, "05.11.2025", "20.11.2025", INTRETINERE_OCT
)
FILED[IN + "Lista plata noiembrie 2025.pdf"] = lista_intretinere(
    "noiembrie", 2025, "05.12.2025", "20.12.2025", INTRETINERE_NOV
)

# ------------------------------------------------------------------ Casa / Renovare baie
RB = "Casa/Renovare baie 2025/"
FILED[RB + "Deviz Instal Grup Somes.pdf"] = pdf(
    ("cols", INSTAL_BLOC, f"**Beneficiar:** {ANDREI}\n{ADRESA}\ntel. 0742 118 907"),
    ("h", "DEVIZ OFERTĂ nr. 57 / 21.08.2025", 13),
    (
        "p",
        "Obiectiv: renovare completă baie (cca. 4,2 mp), apartament bloc, etaj 4. "
        "Materialele (faianță, gresie, obiecte sanitare) sunt asigurate de beneficiar.",
    ),
    (
        "t",
        ["Nr.", "Lucrare", "U.M.", "Cant.", "Preț unitar", "Valoare (lei)"],
        [
            [str(i), d, u, f"{q:g}".replace(".", ","), lei(p), lei(q * p)]
            for i, (d, u, q, p) in enumerate(DEVIZ, 1)
        ],
        (6, 54, 8, 8, 12, 14),
        ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
    ),
    (
        "r",
        [
            ("Total manoperă fără TVA:", lei(DEVIZ_TOTAL)),
            ("TVA 21%:", lei(DEVIZ_TOTAL * 0.21)),
            ("TOTAL cu TVA:", lei(DEVIZ_TOTAL * 1.21) + " lei"),
        ],
    ),
    (
        "p",
        "Durata estimată: 18 zile lucrătoare. Avans 30% la semnarea contractului, diferența la "
        "recepție. Oferta este valabilă 30 de zile. Orice lucrare suplimentară se stabilește "
        "de comun acord și se facturează separat.\n\nÎntocmit: ing. Călin Rusu",
    ),
    title="Deviz 57/2025",
    author="Instal Grup Somes",
)
FILED[RB + "Contract lucrari Instal Grup.docx"] = docx(
    [
        "# CONTRACT DE PRESTĂRI SERVICII nr. 14 / 02.09.2025",
        "## 1. Părțile contractante",
        "INSTAL GRUP SOMEȘ SRL, cu sediul în Cluj-Napoca, Str. Fabricii nr. 105, J12/2231/2012, "
        "CUI RO29876543, reprezentată prin Călin Rusu – administrator, în calitate de PRESTATOR, și",
        f"{ANDREI}, CNP {CNP_ANDREI}, domiciliat în {ADRESA}, în calitate de BENEFICIAR.",
        "## 2. Obiectul contractului",
        "Prestatorul execută lucrările de renovare a băii din apartamentul beneficiarului, conform "
        "devizului-ofertă nr. 57/21.08.2025, anexă la prezentul contract.",
        "## 3. Prețul și modalitatea de plată",
        f"Prețul lucrărilor este de {lei(DEVIZ_TOTAL)} lei + TVA. Beneficiarul achită un avans de "
        "30% la semnare, pe bază de factură, iar diferența în 15 zile de la semnarea procesului-"
        "verbal de recepție. Lucrările suplimentare se facturează separat, pe baza unei note de "
        "comandă semnate de ambele părți.",
        "## 4. Durata",
        "Lucrările încep la 06.10.2025 și se finalizează în cel mult 30 de zile calendaristice.",
        "## 5. Garanție",
        "Prestatorul garantează lucrările executate timp de 24 de luni de la recepție, "
        "inclusiv etanșeitatea instalațiilor și a hidroizolației.",
        "## 6. Penalități",
        "Pentru întârzierea finalizării din culpa prestatorului, acesta datorează penalități de "
        "0,1% pe zi din valoarea rămasă de executat.",
        [
            ["PRESTATOR", "BENEFICIAR"],
            ["Instal Grup Someș SRL – Călin Rusu", "Mureșan Andrei"],
        ],
    ],
    author="Calin Rusu",
    created="2025-09-01T18:40:00",
)
FILED[RB + "Factura avans 0081 Instal Grup.pdf"] = pdf(
    ("cols", INSTAL_BLOC, f"**Cumpărător:** {ANDREI}\nCNP {CNP_ANDREI}\n{ADRESA}"),
    ("h", "FACTURĂ seria ISG nr. 0081", 13),
    ("p", "Data emiterii: 15.09.2025        Data scadenței: 22.09.2025"),
    (
        "t",
        ["Nr.", "Denumire", "U.M.", "Cant.", "Preț unitar", "Valoare", "TVA 21%"],
        [
            [
                "1",
                "Avans 30% conform contract nr. 14/02.09.2025 și deviz nr. 57/21.08.2025",
                "buc",
                "1",
                lei(AVANS),
                lei(AVANS),
                lei(AVANS * 0.21),
            ]
        ],
        (6, 50, 8, 6, 12, 12, 10),
        ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    (
        "r",
        [
            ("Total fără TVA:", lei(AVANS)),
            ("TVA:", lei(AVANS * 0.21)),
            ("TOTAL DE PLATĂ:", lei(AVANS * 1.21) + " lei"),
        ],
    ),
    ("s", "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal."),
    title="Factura ISG 0081",
    author="Instal Grup Somes",
)
FILED[RB + "Factura Dedeman faianta gresie.pdf"] = pdf(
    (
        "cols",
        "**DEDEMAN S.R.L.**\nStr. Alexei Tolstoi nr. 8, Bacău\nCUI RO2816464, J04/2621/1992\n"
        "Magazin Cluj-Napoca 2, Str. Traian Vuia nr. 208",
        f"**Client:** {ANDREI}\n{ADRESA}\nComanda online nr. 7311208845",
    ),
    ("h", "FACTURĂ FISCALĂ nr. DCJ2 0041877", 12),
    ("p", "Data: 15.09.2025   Modalitate de plată: card   Livrare: ridicare din magazin"),
    (
        "t",
        ["Cod", "Denumire produs", "U.M.", "Cant.", "Preț cu TVA", "Valoare"],
        [
            [
                "6051223",
                "Faianță Cesarom Ivory 25 x 40 cm, lucioasă",
                "mp",
                "27",
                "52,90",
                "1.428,30",
            ],
            [
                "6051230",
                "Gresie porțelanată Arte Grigio 60 x 60 cm, mată",
                "mp",
                "5",
                "89,90",
                "449,50",
            ],
            ["1020114", "Adeziv flexibil Ceresit CM 17, 25 kg", "sac", "8", "74,90", "599,20"],
            ["1020980", "Chit de rosturi Ceresit CE 40 alb, 2 kg", "buc", "4", "28,40", "113,60"],
            ["1021455", "Hidroizolație Ceresit CL 51, 5 kg", "buc", "2", "134,00", "268,00"],
            ["3018850", "Profil colț aluminiu 10 mm, 2,5 m", "buc", "8", "19,90", "159,20"],
            [
                "3019901",
                "Distanțiere + pene nivelare (set 200 buc)",
                "set",
                "1",
                "100,82",
                "100,82",
            ],
        ],
        (12, 50, 8, 8, 12, 12),
        ("LEFT", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
    ),
    ("r", [("din care TVA 21%:", "541,24"), ("TOTAL:", "3.118,62 lei")]),
    (
        "s",
        "Returul produselor nedeteriorate se poate face în 30 de zile, pe baza bonului/facturii. "
        "Dedeman – Dedicați pasiunii tale.",
    ),
    title="Factura Dedeman DCJ2 0041877",
)
FILED[RB + "Buget.xlsx"] = xlsx(
    {
        "Buget baie": [
            ["Ce", "Estimat (lei)", "Real (lei)", "Plătit", "Obs."],
            [
                "Manoperă Instal Grup (deviz 57)",
                round(DEVIZ_TOTAL * 1.21, 2),
                None,
                "avans 15.09",
                "rest la recepție",
            ],
            ["Faianță + gresie + adezivi (Dedeman)", 3000, 3118.62, "da", "15.09"],
            [
                "Obiecte sanitare (WC suspendat, lavoar, baterii)",
                4500,
                None,
                "",
                "Hornbach, de comandat",
            ],
            ["Paravan duș walk-in", 1500, None, "", ""],
            ["Oglindă + corp iluminat + accesorii", 800, None, "", ""],
            ["Neprevăzute (10%)", 2000, None, "", ""],
        ],
    },
    author="Andrei Muresan",
)
FILED[RB + "masuratori.txt"] = """Baie – măsurători (luate 16.08.2025, cu ruleta lui tata)

Pardoseală: 2,10 x 2,00 m = 4,20 mp
Înălțime: 2,62 m (placăm până la 2,40, restul vopsea lavabilă)
Pereți: (2,10 + 2,00) x 2 x 2,40 = 19,68 mp
  - ușă 0,80 x 2,05 = 1,64
  + nișă + glaf + tocuri ≈ 1,5
  + pierderi 10%
=> faianță ~ 24,5 mp, luăm 27 mp (cutii de 1,44)
Gresie 60x60: 4,2 mp + 10% => 5 mp

Duș walk-in în locul căzii: 1,20 x 0,90, rigolă 70 cm lângă perete.
WC suspendat: cadru Geberit, adâncime 12 cm de zidit.
Lavoar 60 cm cu mobilier; oglinda max 60 x 80.
Priză mașina de spălat – rămâne pe peretele din stânga.
"""
FILED[RB + "Situatie lucrari nr 1.xlsx"] = xlsx(
    {
        "Situatie 1": [
            ["Situație de lucrări nr. 1 – perioada 06.10.2025 – 24.10.2025", "", "", "", ""],
            ["Lucrare", "U.M.", "Cant. deviz", "Cant. executată", "Valoare (lei)"],
            ["Desfacere placaj ceramic existent, evacuare moloz", "mp", 30, 30, 1350],
            ["Demontare obiecte sanitare și cadă existente", "buc", 1, 1, 350],
            ["Refacere instalație apă PPR și scurgeri", "pct", 6, 6, 1680],
            ["Hidroizolație pardoseală și perimetru duș", "mp", 6.5, 6.5, 617.5],
            ["Șapă autonivelantă cu pantă", "mp", 4.2, 4.2, 378],
            ["Montaj faianță 25x40", "mp", 24.5, 12, 1920],
            ["TOTAL executat (fără TVA)", "", "", "", 6295.5],
        ]
    },
    author="Instal Grup Somes",
)

# ------------------------------------------------------------------ Mașina
M = "Mașina/"
FILED[M + "Talon CJ19MRS - copie.pdf"] = pdf(
    ("c", "ROMÂNIA – CERTIFICAT DE ÎNMATRICULARE", 12),
    ("c", "Partea I / Part I        Seria CIV: J 881245", 9),
    (
        "kv",
        [
            ("A. Număr de înmatriculare:", MASINA),
            ("B. Data primei înmatriculări:", "14.02.2019"),
            ("C.2.1 Proprietar:", ANDREI),
            ("C.2.3 Adresa:", "Cluj-Napoca, Str. Alverna nr. 24, ap. 15"),
            ("D.1 Marca:", "SKODA"),
            ("D.2 Tip / Variantă:", "NE / OCTAVIA COMBI"),
            ("E. Nr. identificare (VIN):", VIN),
            ("F.1 Masa maximă autorizată:", "1.950 kg"),
            ("P.1 Capacitate cilindrică:", "1.968 cm³"),
            ("P.2 Putere netă maximă:", "110 kW"),
            ("P.3 Combustibil:", "Motorină"),
            ("R. Culoare:", "Gri"),
            ("S.1 Număr locuri:", "5"),
        ],
    ),
    ("p", "Inspecție tehnică valabilă până la: 11.05.2027 (ștampila RAR, pe verso)"),
    ("s", "Copie pentru uz personal. Originalul se păstrează în mașină."),
    title="Certificat inmatriculare CJ19MRS",
)
FILED[M + "Rovinieta 2025.eml"] = eml(
    "CNAIR eRovinieta <noreply@erovinieta.ro>",
    "andrei.muresan@gmail.com",
    "Confirmare achizitie rovinieta - CJ19MRS",
    "Mon, 10 Mar 2025 08:31:05 +0200",
    """Stimate client,

Vă confirmăm achiziționarea rovinietei cu următoarele detalii:

Număr de înmatriculare: CJ19MRS
Țara de înmatriculare: România
Serie șasiu: TMBJJ7NE5K0123456
Categoria: A – autoturisme
Perioada de valabilitate: 12 luni
Valabilă de la: 10.03.2025 00:00
Valabilă până la: 10.03.2026 23:59
Preț: 28 EUR (139,44 lei)
Serie rovinietă: 3225031000481723

Vă rugăm să păstrați acest e-mail ca dovadă a plății până la expirarea rovinietei.

Compania Națională de Administrare a Infrastructurii Rutiere S.A.
www.erovinieta.ro
""",
    "<rovinieta.3225031000481723@erovinieta.ro>",
)
FILED[M + "Octavia - date.txt"] = """Skoda Octavia Combi 2.0 TDI (2019) – CJ 19 MRS

VIN: TMBJJ7NE5K0123456
Cod motor: DFGA, 150 CP, DSG 7
Ulei: 5W-30, norma VW 507.00, 4,6 l cu filtru
AdBlue: da, rezervor 12 l (ține cam 6-7.000 km)
Anvelope: vară 225/45 R17 (Michelin, 2023), iarnă 205/55 R16 pe jante de oțel (Nokian, 2024)
Presiune: 2,3 față / 2,2 spate (încărcat 2,5 / 2,8)
Cheie de rezervă: în sertarul de pe hol.

Revizii: la 15.000 km sau 1 an. ITP: la 2 ani (următorul: mai 2027).
Rovinietă: expiră în martie – de luat din timp.
RCA: expiră 13 februarie. CASCO: tot în februarie (Omniasig).
"""
MA = M + "Asigurări RCA-CASCO/"
FILED[MA + "RCA Allianz 2025.pdf"] = pdf(
    (
        "cols",
        "**ALLIANZ-ȚIRIAC ASIGURĂRI S.A.**\nStr. Căderea Bastiliei nr. 80-84, sector 1, București\n"
        "CUI RO6120740, J40/16586/1994",
        "**POLIȚĂ DE ASIGURARE RCA**\nSeria RO/25/A25/KL nr. 004471902\nData emiterii: 06.02.2025",
    ),
    (
        "kv",
        [
            ("Asigurat / Proprietar:", f"{ANDREI}, CNP {CNP_ANDREI}"),
            ("Adresa:", ADRESA),
            ("Vehicul:", f"SKODA OCTAVIA, nr. înmatriculare {MASINA}"),
            ("Serie șasiu:", VIN),
            ("Categorie / Capacitate:", "Autoturism / 1.968 cm³ / 110 kW"),
            ("Perioada de valabilitate:", "14.02.2025 – 13.02.2026"),
            ("Clasa bonus-malus:", "B6"),
            (
                "Limite de despăgubire:",
                "6.450.000 EUR vătămări corporale / 1.300.000 EUR daune materiale",
            ),
            ("Prima de asigurare:", "1.296,00 lei (integral)"),
            ("Intermediar:", "Pago Broker de Asigurare SRL"),
        ],
    ),
    ("p", "Carte Verde: valabilă în toate statele sistemului Carte Verde (vezi verso)."),
    (
        "s",
        "Polița RCA este emisă în conformitate cu Legea nr. 132/2017. Avizare daune: 0800 800 800. "
        "Verificarea valabilității: www.asfromania.ro/ro/verificare-polite-rca (CEDAM).",
    ),
    title="RCA CJ19MRS 2025",
)
FILED[MA + "CASCO Omniasig 2025.pdf"] = pdf(
    (
        "cols",
        "**OMNIASIG VIENNA INSURANCE GROUP S.A.**\nAleea Alexandru nr. 51, sector 1, București\n"
        "CUI RO14576909",
        "**POLIȚĂ CASCO – Autoturism Premium**\nNr. 2501 / 0188 4277\nEmisă la: 10.02.2025",
    ),
    (
        "kv",
        [
            ("Asigurat:", ANDREI),
            ("Autovehicul:", f"Skoda Octavia Combi 2.0 TDI, {MASINA}, an fabricație 2019"),
            ("Valoare asigurată:", "15.800 EUR"),
            ("Perioada:", "14.02.2025 – 13.02.2026"),
            ("Franșiză:", "fără franșiză pentru daune parțiale; 2% pentru furt total"),
            ("Beneficiar:", "Mureșan Andrei"),
            ("Prima anuală:", "2.940 lei, plătibilă în 4 rate"),
            ("Scadențar rate:", "14.02.2025 / 14.05.2025 / 14.08.2025 / 14.11.2025"),
        ],
    ),
    ("s", "Condiții generale CASCO Omniasig, ediția ianuarie 2025. Avizare daune 24/7: 021 9545."),
    title="CASCO CJ19MRS 2025",
)
MS = M + "Service și ITP/"
FILED[MS + "ITP 2025.pdf"] = pdf(
    ("c", "REGISTRUL AUTO ROMÂN – INSPECȚIE TEHNICĂ PERIODICĂ", 11),
    ("c", "RAPORT DE INSPECȚIE TEHNICĂ PERIODICĂ nr. CJ-0217 / 12.05.2025", 10),
    (
        "kv",
        [
            (
                "Stația ITP:",
                "AUTO TEST MĂRĂȘTI SRL, Str. Fabricii de Zahăr 12, Cluj-Napoca, autorizată RAR CJ-0217",
            ),
            ("Vehicul:", f"SKODA OCTAVIA, {MASINA}, VIN {VIN}"),
            ("Deținător:", ANDREI),
            ("Kilometraj:", "58.412 km"),
            ("Rezultat:", "ADMIS"),
            ("Valabil până la:", "11.05.2027"),
            ("Deficiențe minore:", "uzură discuri frână față – de urmărit"),
        ],
    ),
    ("p", "Tarif inspecție: 180,00 lei (cu TVA). Bon fiscal nr. 4471."),
    ("s", "Inspector tehnic: Dorin Man, legitimație RAR nr. 11874."),
    title="ITP 2025 CJ19MRS",
)
FILED[MS + "Factura revizie 60000 km.pdf"] = pdf(
    (
        "cols",
        "**TRANSILVANIA MOTORS SRL**\nService autorizat Škoda\nCalea Baciului nr. 1-3, Cluj-Napoca\n"
        "CUI RO18774420, J12/2003/2006",
        f"**Client:** {ANDREI}\n{ADRESA}\nAuto: {MASINA}, VIN {VIN}\nKm: 60.150",
    ),
    ("h", "FACTURĂ nr. TMS 2025 08812 / 23.06.2025", 12),
    (
        "t",
        ["Cod", "Denumire", "Cant.", "Preț unitar", "Valoare"],
        [
            [
                "0 000 003 0",
                "Ulei motor Castrol Edge 5W-30 LL (507.00)",
                "4,6 l",
                "79,00",
                "363,40",
            ],
            ["03N 115 466", "Filtru ulei", "1", "68,50", "68,50"],
            ["5Q0 819 653", "Filtru polen cu cărbune activ", "1", "142,00", "142,00"],
            ["5Q0 129 620 D", "Filtru aer", "1", "118,30", "118,30"],
            ["G 052 910 A2", "AdBlue 10 l", "1", "79,90", "79,90"],
            ["MAN-REV", "Manoperă revizie (1,5 h x 290 lei)", "1,5", "290,00", "435,00"],
            ["MAN-DIAG", "Verificare sistem frânare + citire erori", "1", "0,00", "0,00"],
        ],
        (18, 46, 10, 12, 12),
        ("LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    ("r", [("Total fără TVA:", "1.207,10"), ("TVA 19%:", "229,35"), ("TOTAL:", "1.436,45 lei")]),
    (
        "p",
        "Recomandări: înlocuire plăcuțe și discuri frână față la următoarea vizită "
        "(uzură ~80%). Următoarea revizie: 75.000 km sau 06.2026.",
    ),
    title="Factura revizie 60000 km",
)
FILED[MS + "service - istoric.txt"] = """Octavia – istoric service

14.02.2019  cumpărată (second hand, 12.300 km), import Germania
03.2020     revizie 15.000 km – Transilvania Motors
05.2021     revizie 30.000 km + ITP (primul în RO)
11.2022     anvelope iarnă noi? nu, în 2024
06.2023     revizie 45.000 km, plăcuțe spate
05.2025     ITP – admis, 58.412 km (Auto Test Mărăști), zice că discurile față sunt uzate
23.06.2025  revizie 60.150 km – 1.436,45 lei
de făcut:   plăcuțe + discuri față (au zis și la Skoda) – poate la Mărăști, e mai ieftin
"""

# ------------------------------------------------------------------ Muncă / Andrei
MU = "Muncă/Andrei - Nordlight/"
NORDLIGHT = (
    "NORDLIGHT SOFTWARE SRL, cu sediul în Cluj-Napoca, Str. Dorobanților nr. 14-16, "
    "J12/3345/2015, CUI RO35112233, reprezentată legal prin Radu Ciobanu, administrator"
)
FILED[MU + "Contract/CIM Nordlight 2021.pdf"] = pdf(
    ("c", "CONTRACT INDIVIDUAL DE MUNCĂ", 13),
    (
        "c",
        "încheiat și înregistrat sub nr. 184 din 01.03.2021 în registrul general de evidență a salariaților",
        8,
    ),
    ("h", "A. Părțile contractului", 10),
    (
        "p",
        f"Angajator: {NORDLIGHT}, în calitate de angajator,\nși\n"
        f"Salariatul: {ANDREI}, domiciliat în Cluj-Napoca, Str. Observatorului nr. 112, ap. 8 "
        f"(actual: Str. Alverna nr. 24, ap. 15), CNP {CNP_ANDREI}, CI seria CJ nr. 884213,",
    ),
    ("h", "B. Obiectul și durata contractului", 10),
    (
        "p",
        "Contract individual de muncă pe durată nedeterminată, începând cu data de 01.03.2021. "
        "Perioada de probă: 90 de zile calendaristice.",
    ),
    ("h", "C. Locul de muncă și felul muncii", 10),
    (
        "p",
        "Activitatea se desfășoară la sediul angajatorului din Cluj-Napoca. Funcția/meseria: "
        "Inginer software, cod COR 251201. Atribuțiile postului sunt prevăzute în fișa postului, "
        "anexă la prezentul contract.",
    ),
    ("h", "D. Durata muncii și concediul", 10),
    (
        "p",
        "Normă întreagă, 8 ore/zi, 40 ore/săptămână, luni-vineri, program flexibil între 8:00 și "
        "18:00. Concediu de odihnă anual: 24 de zile lucrătoare.",
    ),
    ("h", "E. Salarizarea", 10),
    (
        "p",
        "Salariul de bază lunar brut: 14.000 lei. Alte elemente: tichete de masă în valoare de "
        "30 lei/zi lucrată; abonament medical privat. Data plății salariului: 10 a lunii "
        "următoare, prin virament în contul indicat de salariat.",
    ),
    ("h", "F. Clauze speciale", 10),
    (
        "p",
        "Clauză de confidențialitate pe durata contractului și 2 ani după încetarea acestuia. "
        "Drepturile de proprietate intelectuală asupra programelor create în cadrul atribuțiilor "
        "de serviciu aparțin angajatorului. Preaviz: 20 de zile lucrătoare la demisie; 20 de "
        "zile lucrătoare la concediere.",
    ),
    ("p", "Angajator, NORDLIGHT SOFTWARE SRL                    Salariat, Mureșan Andrei"),
    title="CIM 184/2021",
)
FILED[MU + "Contract/Act aditional nr 2 - 2024.pdf"] = pdf(
    ("p", "NORDLIGHT SOFTWARE SRL | Str. Dorobanților nr. 14-16, Cluj-Napoca | CUI RO35112233", 8),
    ("c", "ACT ADIȚIONAL nr. 2", 13),
    ("c", "la Contractul individual de muncă nr. 184 din 01.03.2021", 9),
    (
        "p",
        f"Încheiat astăzi, 22.03.2024, între {NORDLIGHT}, în calitate de angajator, și "
        f"{ANDREI}, CNP {CNP_ANDREI}, în calitate de salariat.\n\n"
        "Părțile convin modificarea contractului individual de muncă după cum urmează:",
    ),
    (
        "p",
        "Art. 1. Începând cu data de 01.04.2024, funcția salariatului devine Senior Software "
        "Engineer, cod COR 251201.\n"
        "Art. 2. Începând cu data de 01.04.2024, salariul de bază lunar brut se modifică de la "
        "16.200 lei la 17.500 lei.\n"
        "Art. 3. Valoarea tichetelor de masă devine 40 lei/zi lucrată.\n"
        "Art. 4. Celelalte clauze ale contractului individual de muncă rămân neschimbate.",
    ),
    (
        "p",
        "Prezentul act adițional s-a încheiat în două exemplare, câte unul pentru fiecare parte.",
    ),
    (
        "p",
        "Angajator                                                    Salariat\nRadu Ciobanu, administrator                      Mureșan Andrei",
    ),
    title="Act aditional 2 la CIM 184/2021",
)
FL = MU + "Fluturași/"
FILED[FL + "Fluturas 2025-09.pdf"] = fluturas(2025, 9, 22, 0, 12)
FILED[FL + "Fluturas 2025-10.pdf"] = fluturas(2025, 10, 21, 2, 10)
FILED[FL + "Fluturas 2025-11.pdf"] = fluturas(2025, 11, 20, 0, 10)

# ------------------------------------------------------------------ Muncă / Ioana PFA
PF = "Muncă/Ioana - PFA traduceri/"
LEX = (
    "**Client: TRANSILVANIA LEX SRL**\nCUI RO33218876\nJ12/1187/2014\n"
    "Str. Republicii nr. 37, Cluj-Napoca\nIBAN RO12 BACX 0000 0012 3456 7000"
)
FE = PF + "Facturi emise/"
FILED[FE + "Factura IM 0041.docx"] = docx(
    [
        "# FACTURĂ seria IM nr. 0041",
        f"Furnizor: {PFA}, CIF {PFA_CIF}, Nr. Reg. Com. {PFA_REG}, {PFA_ADRESA}, "
        f"IBAN {IBAN_PFA} – ING Bank",
        "Client: BIROUL NOTARIAL PUBLIC SZABÓ TÜNDE, CIF 24418802, Str. Horea nr. 4, Cluj-Napoca",
        "Data emiterii: 08.08.2025          Data scadenței: 22.08.2025",
        [
            ["Nr.", "Denumirea serviciului", "U.M.", "Cant.", "Preț unitar (lei)", "Valoare (lei)"],
            [
                "1",
                "Traducere autorizată HU→RO acte de stare civilă (dosar Fekete)",
                "pag.",
                "6",
                "45,00",
                "270,00",
            ],
        ],
        "**TOTAL DE PLATĂ: 270,00 lei**",
        "Furnizor neplătitor de TVA (art. 310 Cod fiscal).",
        "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.",
    ],
    created="2025-08-08T10:05:00",
)
FILED[FE + "Factura IM 0042.docx"] = docx(
    [
        "# FACTURĂ seria IM nr. 0042",
        f"Furnizor: {PFA}, CIF {PFA_CIF}, Nr. Reg. Com. {PFA_REG}, {PFA_ADRESA}, "
        f"IBAN {IBAN_PFA} – ING Bank",
        "Client: TRANSILVANIA LEX SRL, CUI RO33218876, J12/1187/2014, Str. Republicii nr. 37, Cluj-Napoca",
        "Data emiterii: 29.08.2025          Data scadenței: 12.09.2025",
        [
            ["Nr.", "Denumirea serviciului", "U.M.", "Cant.", "Preț unitar (lei)", "Valoare (lei)"],
            [
                "1",
                "Traducere RO→EN contract de distribuție și anexe (ref. TL-0825)",
                "pag.",
                "14",
                "50,00",
                "700,00",
            ],
        ],
        "**TOTAL DE PLATĂ: 700,00 lei**",
        "Furnizor neplătitor de TVA (art. 310 Cod fiscal).",
        "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal.",
    ],
    created="2025-08-29T16:40:00",
)
FILED[FE + "Factura IM 0043.pdf"] = factura_pfa(
    "0043",
    "30.09.2025",
    "14.10.2025",
    LEX,
    [("Traducere RO→HU documentație societară (ref. TL-0925)", "pag.", 22, 50.00)],
)
FILED[FE + "Factura IM 0044.pdf"] = factura_pfa(
    "0044",
    "24.10.2025",
    "07.11.2025",
    "**Client: CABINET DE AVOCAT SZABÓ ATTILA**\nCIF 30128877\nStr. Napoca nr. 15, ap. 2, "
    "Cluj-Napoca",
    [("Traducere autorizată RO→HU hotărâre judecătorească și acte anexe", "pag.", 27, 50.00)],
)
FILED[FE + "Factura IM 0045.pdf"] = factura_pfa(
    "0045",
    "27.11.2025",
    "11.12.2025",
    LEX,
    [
        ("Traducere RO→EN due diligence report (ref. TL-1125)", "pag.", 34, 50.00),
        ("Revizie terminologică glosar client", "oră", 1, 200.00),
    ],
)
CH = PF + "Cheltuieli PFA/"
FILED[CH + "Factura Contexpert CTB 2025-097.pdf"] = factura_contexpert(
    "2025/097", "04.11.2025", "14.11.2025", "octombrie 2025"
)
FILED[CH + "Factura Contexpert CTB 2025-107.pdf"] = factura_contexpert(
    "2025/107", "03.12.2025", "13.12.2025", "noiembrie 2025"
)
FILED[CH + "RWS Trados invoice 2025.pdf"] = pdf(
    (
        "cols",
        "**RWS Group**\nRWS Holdings plc – Trados\nEuropa House, Chiltern Park, Chalfont St. Peter\n"
        "Buckinghamshire SL9 9FG, United Kingdom\nVAT GB 691 4281 02",
        "**INVOICE**\nInvoice no.: INV-EU-2025-448812\nInvoice date: 16 September 2025\n"
        "Customer no.: C-0098812\nPayment: card (Visa ****0921) – PAID",
    ),
    (
        "kv",
        [
            ("Bill to:", "Muresan Ioana PFA"),
            ("Address:", "Str. Alverna nr. 24, ap. 15, 400604 Cluj-Napoca, Romania"),
            ("VAT ID:", "RO38291745"),
        ],
    ),
    (
        "t",
        ["Description", "Period", "Qty", "Unit price", "Amount"],
        [
            [
                "Trados Studio 2024 Freelance – annual subscription (1 user)",
                "16 Sep 2025 – 15 Sep 2026",
                "1",
                "EUR 195.00",
                "EUR 195.00",
            ],
        ],
        (50, 25, 6, 14, 14),
        ("LEFT", "LEFT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    (
        "r",
        [
            ("Subtotal:", "EUR 195.00"),
            ("VAT (reverse charge):", "EUR 0.00"),
            ("Total:", "EUR 195.00"),
        ],
    ),
    (
        "p",
        "VAT reverse charge – Article 196 of Council Directive 2006/112/EC. The customer is liable "
        "to account for VAT in Romania.",
    ),
    (
        "s",
        "Thank you for choosing Trados. Manage your subscription at account.rws.com. "
        "Questions about this invoice: billing@rws.com.",
    ),
    title="RWS invoice INV-EU-2025-448812",
)
FILED[CH + "Factura eMAG laptop.pdf"] = pdf(
    (
        "cols",
        "**DANTE INTERNATIONAL S.A. (eMAG)**\nȘos. Virtuții nr. 148, sector 6, București\n"
        "CUI RO14399840, J40/372/2002\nwww.emag.ro",
        f"**Cumpărător: {PFA}**\nCIF {PFA_CIF}\nReg. Com. {PFA_REG}\n{PFA_ADRESA}",
    ),
    ("h", "FACTURĂ FISCALĂ seria FDB nr. 72881234", 12),
    ("p", "Data facturii: 14.07.2025     Comanda nr. 418877120     Plată: card online"),
    (
        "t",
        ["Nr.", "Produs", "Cant.", "Preț fără TVA", "TVA 19%", "Valoare cu TVA"],
        [
            [
                "1",
                'Laptop Lenovo ThinkPad E14 Gen 6, 14" WUXGA, AMD Ryzen 7 7735HS, 16 GB, 1 TB SSD, Win 11 Pro',
                "1",
                "3.613,44",
                "686,55",
                "4.299,99",
            ],
            ["2", "Garanție extinsă eMAG Extra Warranty +2 ani", "1", "251,26", "47,74", "299,00"],
        ],
        (6, 54, 6, 12, 10, 12),
        ("CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT", "RIGHT"),
    ),
    ("r", [("Total fără TVA:", "3.864,70"), ("TVA:", "734,29"), ("TOTAL:", "4.598,99 lei")]),
    ("s", "Garanție producător: 36 luni. Certificatul de garanție este disponibil în contul eMAG."),
    title="Factura eMAG FDB 72881234",
)
AP_PFA = PF + "Acte PFA/"
FILED[AP_PFA + "Certificat inregistrare PFA.pdf"] = pdf(
    ("c", "MINISTERUL JUSTIȚIEI – OFICIUL NAȚIONAL AL REGISTRULUI COMERȚULUI", 9),
    ("c", "Oficiul Registrului Comerțului de pe lângă Tribunalul Cluj", 9),
    ("c", "CERTIFICAT DE ÎNREGISTRARE", 14),
    ("p", "Seria B nr. 3518804"),
    (
        "kv",
        [
            ("Firma:", PFA),
            ("Forma juridică:", "Persoană fizică autorizată"),
            (
                "Sediul profesional:",
                "Municipiul Cluj-Napoca, Str. Observatorului nr. 112, ap. 8, jud. Cluj",
            ),
            (
                "Activitatea principală:",
                "7430 – Activități de traducere scrisă și orală (interpreți)",
            ),
            ("Cod unic de înregistrare:", PFA_CIF),
            ("Nr. de ordine în Registrul comerțului:", PFA_REG),
            ("Data înregistrării:", "06.09.2017"),
        ],
    ),
    ("p", "Mențiune 2019: schimbare sediu profesional – Str. Alverna nr. 24, ap. 15, Cluj-Napoca."),
    ("p", "Director ORC Cluj,   (L.S.)"),
    title="Certificat inregistrare PFA",
)
FILED[AP_PFA + "Autorizatie traducator.jpg"] = scan_jpg(
    [
        "ROMANIA  MINISTERUL JUSTITIEI",
        "AUTORIZATIE nr. 31882",
        "Doamna KOVACS IOANA",
        "(MURESAN IOANA)",
        "este autorizata ca traducator si",
        "interpret pentru limbile",
        "MAGHIARA si ENGLEZA",
        "Bucuresti, 14.03.2011",
    ],
    23,
    "2017:09:02 11:04:37",
)

# ------------------------------------------------------------------ Sănătate
S = "Sănătate/"
FILED[S + "Andrei/Analize Regina Maria 14.03.2025.pdf"] = pdf(
    (
        "cols",
        "**REGINA MARIA – Rețeaua privată de sănătate**\nLaborator Cluj-Napoca, Str. Căpitan "
        "Grigore Ignat nr. 2\nLaborator acreditat RENAR LM 1140",
        "**BULETIN DE ANALIZE MEDICALE**\nNr. 25031480221\nData recoltării: 14.03.2025 08:12\n"
        "Data validării: 14.03.2025 15:40",
    ),
    (
        "kv",
        [
            ("Pacient:", f"{ANDREI}, 40 ani, M"),
            ("CNP:", CNP_ANDREI),
            ("Medic trimițător:", "Dr. Bogdan Hațegan – medicină internă (abonament corporate)"),
        ],
    ),
    (
        "t",
        ["Analiza", "Rezultat", "U.M.", "Interval biologic de referință"],
        [
            ["Hemoglobină", "15,2", "g/dL", "13,0 – 17,0"],
            ["Leucocite", "6,41", "mii/µL", "4,00 – 10,00"],
            ["Glicemie", "94", "mg/dL", "70 – 99"],
            ["Colesterol total", "212 *", "mg/dL", "< 200"],
            ["LDL colesterol", "138 *", "mg/dL", "< 115"],
            ["HDL colesterol", "52", "mg/dL", "> 40"],
            ["Trigliceride", "108", "mg/dL", "< 150"],
            ["TGP (ALT)", "27", "U/L", "< 41"],
            ["TSH", "1,82", "µUI/mL", "0,27 – 4,20"],
            ["Vitamina D (25-OH)", "21,4 *", "ng/mL", "30 – 100"],
        ],
        (40, 15, 15, 30),
        ("LEFT", "RIGHT", "CENTER", "LEFT"),
    ),
    ("p", "* valoare în afara intervalului de referință."),
    (
        "s",
        "Rezultatele se interpretează de către medicul curant. Buletin validat de: biolog "
        "principal Andreea Coman.",
    ),
    title="Buletin analize Muresan Andrei",
)
FILED[S + "Andrei/Adeverinta medicala Maraton 2025.pdf"] = pdf(
    ("c", "CABINET MEDICINA SPORTIVĂ DR. ILIEȘ RAREȘ", 10),
    ("p", "Str. Clinicilor nr. 5, Cluj-Napoca | CUI 38871205 | Aviz DSP Cluj nr. 412/2019", 8),
    ("c", "ADEVERINȚĂ MEDICALĂ", 14),
    ("p", "Nr. 188 din 04.04.2025"),
    (
        "p",
        f"Se adeverește că domnul {ANDREI}, CNP {CNP_ANDREI}, în vârstă de 40 de ani, domiciliat "
        "în Cluj-Napoca, a fost examinat clinic, EKG de repaus și test de efort pe bicicletă "
        "ergometrică, fiind găsit APT pentru efort fizic intens și participare la competiții de "
        "alergare pe distanțe lungi (semimaraton, maraton).",
    ),
    (
        "p",
        "Valabilitate: 12 luni de la data emiterii.\nSe eliberează pentru a-i servi la "
        "înscrierea în competiții sportive.",
    ),
    ("p", "Medic primar medicină sportivă,\nDr. Ilieș Rareș   (parafa 881204)"),
    title="Adeverinta medicala Muresan Andrei",
)
FILED[S + "Ioana/Factura Dent Estet 14.10.2025.pdf"] = pdf(
    (
        "cols",
        "**DENT ESTET CLUJ SRL**\nClinica stomatologică\nStr. Dorobanților nr. 60, Cluj-Napoca\n"
        "CUI 33120458",
        f"**Pacient / Client:** {IOANA}\nCNP {CNP_IOANA}\n{ADRESA}",
    ),
    ("h", "FACTURĂ nr. DE 2025 3318 / 14.10.2025", 12),
    (
        "t",
        ["Nr.", "Serviciu medical", "Dinte", "Valoare (lei)"],
        [
            ["1", "Consultație și plan de tratament", "–", "0,00"],
            ["2", "Obturație compozit fotopolimerizabil, 2 suprafețe", "2.6", "420,00"],
            ["3", "Detartraj ultrasonic + periaj profesional", "–", "230,00"],
        ],
        (6, 60, 12, 20),
        ("CENTER", "LEFT", "CENTER", "RIGHT"),
    ),
    ("r", [("TOTAL (scutit TVA, art. 292 alin. 1 lit. b):", "650,00 lei")]),
    ("p", "Medic: Dr. Oana Feher. Următorul control recomandat: aprilie 2026."),
    title="Factura Dent Estet",
)
FILED[S + "Ioana/Ecografie tiroida 2025.pdf"] = pdf(
    ("c", "CLINICA MEDICALĂ ALVERNA MED", 11),
    ("p", "Str. Alverna nr. 3, Cluj-Napoca | tel. 0264 411 230", 8),
    ("c", "BULETIN DE EXAMINARE ECOGRAFICĂ", 12),
    (
        "kv",
        [
            ("Pacientă:", f"{IOANA}, 39 ani"),
            ("Data:", "22 mai 2025"),
            ("Examen:", "Ecografie tiroidiană"),
        ],
    ),
    (
        "p",
        "Glanda tiroidă în poziție normală, cu dimensiuni în limite normale: LD 15/16/44 mm, "
        "LS 14/15/42 mm, istm 3 mm. Structură omogenă, ecogenitate normală. Nodul izoecogen "
        "de 4 mm în LD, bine delimitat, fără calcificări, vascularizație periferică (TI-RADS 2).\n\n"
        "Concluzie: nodul tiroidian LD 4 mm, aspect benign. Control ecografic peste 12 luni.",
    ),
    ("p", "Dr. Cristina Pușcaș, medic primar endocrinolog"),
    title="Ecografie tiroida Muresan Ioana",
)
FILED[S + "Ioana/notite - control anual.txt"] = """Controale – Ioana

- ginecolog: dr. Marian (Clinica Alverna Med), anual, ultimul 17.03.2025 – ok, Babeș-Papanicolau normal
- endocrinolog: ecografie tiroidă 22.05.2025 – nodul 4 mm, benign, control mai 2026
- stomatolog: Dent Estet, dr. Feher – 14.10.2025 plombă 2.6 + detartraj, următorul aprilie 2026
- ochelari: dioptrii -1,75 / -2,00 (2024), de refăcut consultul
- vaccin gripal: făcut 28.10.2025 la farmacie (Catena)
"""
FILED[S + "Matei/Scrisoare medicala ORL 2024.pdf"] = pdf(
    ("c", "SPITALUL CLINIC DE URGENȚĂ PENTRU COPII CLUJ-NAPOCA", 10),
    ("c", "Ambulatoriu de specialitate – ORL pediatrie", 9),
    ("c", "SCRISOARE MEDICALĂ", 13),
    (
        "kv",
        [
            ("Pacient:", "MUREȘAN MATEI, 11 ani"),
            ("CNP:", "5130303125817"),
            ("Data consultației:", "07.11.2024"),
            (
                "Motivul prezentării:",
                "obstrucție nazală, sforăit, otite repetate (3 în ultimul an)",
            ),
        ],
    ),
    (
        "p",
        "Examen obiectiv: hipertrofie amigdaliană gr. II, vegetații adenoide reziduale, "
        "timpanograme tip A bilateral. Diagnostic: rinită alergică persistentă; hipertrofie "
        "amigdaliană gr. II.\n\nRecomandări: spray nazal cu mometazonă 1 puf/nară seara, 4 "
        "săptămâni; spălături nazale cu ser fiziologic; testare alergologică (panel inhalatori); "
        "control peste 3 luni. Nu are indicație chirurgicală în prezent.",
    ),
    ("p", "Medic specialist ORL: Dr. Alexandru Bodea"),
    title="Scrisoare medicala ORL Muresan Matei",
)
FILED[S + "Matei/Adeverinta medicala scoala sept 2025.pdf"] = pdf(
    ("c", "CABINET MEDICINĂ DE FAMILIE DR. TOMA ELENA", 10),
    ("p", "Str. Teodor Mihali nr. 18, Cluj-Napoca | CUI 22871190", 8),
    ("c", "ADEVERINȚĂ MEDICALĂ", 13),
    ("p", "Nr. 914 / 08.09.2025"),
    (
        "p",
        "Se adeverește că elevul MUREȘAN MATEI, născut la 03.03.2013, CNP 5130303125817, "
        "înscris pe lista cabinetului nostru, este clinic sănătos, apt pentru frecventarea "
        "cursurilor și pentru orele de educație fizică și sport.\nVaccinări conform calendarului "
        "național. Alergie: rinită alergică (polen de graminee), sub tratament.",
    ),
    ("p", "Se eliberează pentru a-i servi la: unitatea de învățământ (început de an școlar)."),
    ("p", "Dr. Toma Elena, medic primar medicină de familie"),
    title="Adeverinta medicala Matei",
)
FILED[S + "Matei/Vaccinuri Matei.txt"] = """Matei – vaccinuri (după carnetul de vaccinări)

BCG, Hep B – maternitate, martie 2013
Hexavalent – 2, 4, 11 luni (2013-2014)
ROR – 12 luni (2014), rapel 5 ani (2018)
Pneumococ – 2, 4, 11 luni
dTPa – 6 ani (2019)
dT – 14 ani -> de făcut în 2027
HPV – discutat cu dr. Toma, recomandat de la 11 ani; de programat (gratuit prin program)
Gripă – 2024 da, 2025 nu (n-am apucat)
"""
FILED[S + "Sofia/Analize Synevo Sofia iunie 2025.pdf"] = pdf(
    (
        "cols",
        "**SYNEVO ROMÂNIA**\nPunct de recoltare Cluj-Napoca – Gheorgheni\nStr. Brâncuși nr. 93\n"
        "Laborator acreditat RENAR LM 1021",
        "**Buletin de analize**\nCod cerere: CJ25 061877 4\nRecoltat: 11.06.2025\nEliberat: 12.06.2025",
    ),
    (
        "kv",
        [
            ("Pacient:", "MUREȘAN SOFIA, 4 ani, F"),
            ("CNP:", CNP_SOFIA),
            ("Medic:", "Dr. Toma Elena (medic de familie)"),
        ],
    ),
    (
        "t",
        ["Analiza", "Rezultat", "U.M.", "Interval de referință"],
        [
            ["Hemoglobină (HGB)", "11,2", "g/dL", "11,5 – 13,5"],
            ["Hematocrit (HCT)", "34,1", "%", "34 – 40"],
            ["VEM (MCV)", "74,2", "fL", "75 – 87"],
            ["Leucocite (WBC)", "7,82", "10³/µL", "5,0 – 14,5"],
            ["Trombocite (PLT)", "312", "10³/µL", "150 – 450"],
            ["Sideremie", "41", "µg/dL", "50 – 120"],
            ["Examen coproparazitologic (3 probe)", "negativ", "", "negativ"],
        ],
        (45, 15, 15, 25),
        ("LEFT", "RIGHT", "CENTER", "LEFT"),
    ),
    (
        "s",
        "Valorile marcate se interpretează de către medicul curant. Synevo România SRL, "
        "CUI RO13932210.",
    ),
    title="Synevo Muresan Sofia 06.2025",
)
FILED[S + "Sofia/Consult pediatrie 14.10.2025.pdf"] = pdf(
    ("c", "CENTRUL MEDICAL PEDIATRIC «PUIȘORII»", 11),
    ("p", "Calea Turzii nr. 42, Cluj-Napoca | tel. 0364 112 560", 8),
    ("c", "SCRISOARE MEDICALĂ / RECOMANDĂRI", 12),
    (
        "kv",
        [
            ("Pacient:", "MUREȘAN SOFIA, 4 ani 11 luni"),
            ("Data:", "14 octombrie 2025"),
            ("Greutate / Înălțime:", "17,4 kg / 109 cm"),
            ("Însoțitor:", "mama, Mureșan Ioana"),
        ],
    ),
    (
        "p",
        "Motivul consultului: paloare, oboseală, apetit scăzut; analize din iunie 2025 cu anemie "
        "ușoară hipocromă.\nDiagnostic: anemie feriprivă ușoară.\n\nTratament: fier "
        "(Ferrum Lek sirop) 5 ml/zi, 3 luni, după masă, cu suc de portocale; alimentație bogată "
        "în fier.\nControl: hemoleucogramă + feritină + sideremie peste 3 luni (ianuarie 2026).",
    ),
    ("p", "Dr. Anca Mărginean, medic primar pediatru"),
    title="Consult pediatrie Muresan Sofia",
)
FILED[S + "Sofia/Vaccinuri Sofia.txt"] = """Sofia – vaccinuri

BCG, Hep B – noiembrie 2020, maternitate
Hexavalent – ian 2021, mar 2021, oct 2021
Pneumococ – idem
ROR – noiembrie 2021; rapel la 5 ani -> noiembrie 2025 (făcut 20.11.2025 la dr. Toma, fără reacții)
dTPa-VPI (6 ani) -> noiembrie 2026
Varicelă – a făcut-o în 2023, nu mai e nevoie
Gripă – 2025: da, spray nazal, 30.10.2025
"""

# ------------------------------------------------------------------ Școală
SC = "Școală/"
SCOALA = "ȘCOALA GIMNAZIALĂ «IOAN BOB» CLUJ-NAPOCA"
SCOALA_ADR = "Str. Alverna nr. 50, Cluj-Napoca | tel. 0264 431 117 | secretariat@scoalaioanbob.ro"
M5 = SC + "Matei/2024-2025 (clasa a V-a)/"
M6 = SC + "Matei/2025-2026 (clasa a VI-a)/"
FILED[
    M5 + "Orar clasa a V-a B.txt"
] = """Orar clasa a V-a B – 2024-2025 (program de dimineață, 8:00)

Luni:     Română, Mate, Engleză, Istorie, Ed. fizică, Dirigenție
Marți:    Mate, Biologie, Franceză, Română, Muzică
Miercuri: Română, Geografie, Mate, Ed. plastică, TIC, Religie
Joi:      Engleză, Mate, Română, Ed. tehnologică, Ed. fizică
Vineri:   Biologie, Franceză, Istorie, Română, Consiliere

Diriginta: prof. Daniela Moldovan (matematică)
Sala 14, etaj 1. Ghiozdanul de luni e cel mai greu!
"""
FILED[M5 + "Contract educational 2024-2025.pdf"] = pdf(
    ("c", SCOALA, 10),
    ("p", SCOALA_ADR, 8),
    ("c", "CONTRACT EDUCAȚIONAL", 13),
    ("p", "Nr. 1187 / 16.09.2024"),
    (
        "p",
        "Încheiat între:\n1. Unitatea de învățământ: Școala Gimnazială «Ioan Bob» Cluj-Napoca, "
        "reprezentată prin director prof. Marius Lazăr;\n"
        f"2. Beneficiarul indirect: {IOANA}, părinte/tutore legal al elevului;\n"
        "3. Beneficiarul direct: MUREȘAN MATEI, elev în clasa a V-a B, anul școlar 2024-2025.",
    ),
    ("h", "Obligațiile părților (extras)", 10),
    (
        "p",
        "Unitatea de învățământ se obligă să asigure condiții optime de derulare a procesului "
        "de învățământ, să informeze părinții asupra situației școlare și disciplinare a "
        "elevului, să organizeze consultații cu părinții cel puțin o dată pe lună.\n\n"
        "Părintele se obligă să asigure frecvența școlară a elevului, să se intereseze "
        "săptămânal de situația școlară, să motiveze absențele în termen de 7 zile de la "
        "reluarea activității, pe baza documentelor medicale sau a cererii scrise (max. 3 zile "
        "pe semestru/modul), și să participe la ședințele cu părinții.\n\n"
        "Elevul se obligă să respecte regulamentul școlar și să frecventeze cursurile.",
    ),
    ("p", "Durata: pe parcursul învățământului gimnazial (clasele V-VIII)."),
    ("p", "Director,                              Părinte,                              Elev,"),
    title="Contract educational Muresan Matei",
)
FILED[M5 + "Situatie scolara 2024-2025.pdf"] = pdf(
    ("c", SCOALA, 10),
    ("c", "SITUAȚIA ȘCOLARĂ LA SFÂRȘITUL ANULUI ȘCOLAR 2024-2025", 11),
    (
        "kv",
        [
            ("Elev:", "MUREȘAN MATEI"),
            ("Clasa:", "a V-a B"),
            ("Diriginte:", "prof. Daniela Moldovan"),
        ],
    ),
    (
        "t",
        ["Disciplina", "Media anuală"],
        [
            ["Limba și literatura română", "9,45"],
            ["Limba engleză", "10"],
            ["Limba franceză", "9,20"],
            ["Matematică", "9,70"],
            ["Biologie", "9,50"],
            ["Istorie", "8,90"],
            ["Geografie", "9,30"],
            ["Religie", "10"],
            ["Educație fizică și sport", "10"],
            ["Informatică și TIC", "10"],
            ["Purtare", "10"],
        ],
        (70, 30),
        ("LEFT", "CENTER"),
    ),
    ("r", [("Media generală:", "9,62"), ("Situația:", "PROMOVAT")]),
    ("p", "Absențe: 14 (motivate 14). Premiul al II-lea."),
    ("p", "Cluj-Napoca, 20 iunie 2025                 Diriginte: prof. D. Moldovan"),
    title="Situatie scolara 2024-2025 Matei",
)
FILED[
    M6 + "Orar clasa a VI-a B.txt"
] = """Orar VI B – 2025-2026 (schimbat din octombrie, ora de fizică s-a mutat)

Luni:     Mate, Română, Fizică, Engleză, Ed. fizică, Dirigenție
Marți:    Română, Istorie, Biologie, Franceză, Mate
Miercuri: Geografie, Mate, Română, TIC, Religie, Ed. plastică
Joi:      Engleză, Fizică, Română, Muzică, Ed. fizică
Vineri:   Mate, Franceză, Biologie, Ed. tehnologică, Istorie

Club de robotică: miercuri 14:00-15:30 (sala 22)
Engleză Cambridge (B1 Preliminary): sâmbăta 10-12, la British School, de plătit pe module
"""
FILED[M6 + "Sedinta cu parintii 18 septembrie.eml"] = eml(
    "Daniela Moldovan <daniela.moldovan@scoalaioanbob.ro>",
    "Parinti VI B <parinti.6b@googlegroups.com>",
    "Ședința cu părinții – joi, 18 septembrie, ora 18:00",
    "Mon, 15 Sep 2025 20:14:33 +0300",
    """Dragi părinți,

Bine ați revenit! Vă aștept joi, 18 septembrie 2025, ora 18:00, în sala 14, la prima ședință
din anul școlar 2025-2026.

Ordinea de zi:
1. Structura anului școlar 2025-2026 (5 module, vacanțe)
2. Orarul clasei a VI-a B și profesorii noi (fizică – prof. Cornel Bota)
3. Alegerea comitetului de părinți
4. Fondul clasei: propunem 200 lei/an (materiale, serbări, mici premii)
5. Excursia de o zi la Alba Iulia – propusă pentru 10 octombrie
6. Diverse: uniforma, telefoane în timpul orelor (se predau la începutul zilei)

Vă rog să aduceți adeverințele medicale pentru începutul de an, dacă nu le-ați trimis deja.

Cu drag,
Daniela Moldovan
diriginta clasei a VI-a B
Școala Gimnazială «Ioan Bob» Cluj-Napoca
""",
    "<CAF2025091520143.dm@scoalaioanbob.ro>",
)
FILED[M6 + "Acord excursie Alba Iulia.pdf"] = pdf(
    ("c", SCOALA, 10),
    ("c", "ACORD PARENTAL PENTRU PARTICIPAREA LA EXCURSIE", 12),
    (
        "p",
        "Subsemnata MUREȘAN IOANA, părinte al elevului MUREȘAN MATEI din clasa a VI-a B, "
        "îmi exprim acordul ca fiul meu să participe la excursia tematică «Cetatea Alba Carolina "
        "și Muzeul Unirii» organizată de școală în data de 10.10.2025, cu plecare la ora 7:30 "
        "din fața școlii și întoarcere în jurul orei 19:00.",
    ),
    (
        "kv",
        [
            ("Transport:", "autocar Transilvania Tour, licență ARR"),
            ("Profesori însoțitori:", "prof. Daniela Moldovan, prof. Vasile Crișan (istorie)"),
            ("Cost:", "145 lei/elev (transport, intrări, ghid) – achitat la diriginte"),
            ("Telefon părinte:", "0745 630 184"),
            ("Probleme medicale / alergii:", "rinită alergică (polen), are spray-ul la el"),
        ],
    ),
    ("p", "Data: 25.09.2025                               Semnătura părintelui: I. Mureșan"),
    title="Acord excursie Alba Iulia - Muresan Matei",
)
GR = SC + "Sofia - grădinița/"
FILED[GR + "Contract scolarizare 2025-2026.docx"] = docx(
    [
        "# CONTRACT DE ȘCOLARIZARE nr. 77 / 28.08.2025",
        "## Grădinița particulară «Bufnițele Înțelepte»",
        "Încheiat între BUFNIȚELE ÎNȚELEPTE SRL, Str. Teodor Mihali nr. 31, Cluj-Napoca, "
        "CUI 40118723, reprezentată prin Alexandra Moga, director, și MUREȘAN IOANA, CNP "
        f"{CNP_IOANA}, și MUREȘAN ANDREI, CNP {CNP_ANDREI}, părinții copilului MUREȘAN SOFIA, "
        f"născută la 08.11.2020, CNP {CNP_SOFIA}.",
        "## Art. 1. Obiectul",
        "Servicii educaționale de învățământ preșcolar, program prelungit (7:30 – 17:30), grupa "
        "mare «Albinuțele», pentru anul școlar 2025-2026 (01.09.2025 – 31.07.2026).",
        "## Art. 2. Taxe",
        [
            ["Taxă", "Valoare", "Observații"],
            ["Taxă de înscriere", "500 lei", "o singură dată, achitată în 2023"],
            ["Taxă lunară de școlarizare", "1.350 lei", "se achită până pe 5 ale lunii"],
            ["Masă (3 mese/zi)", "25 lei/zi", "se facturează pe zilele de prezență estimate"],
            [
                "Opționale (engleză, dans, înot)",
                "incluse",
                "înotul – din octombrie, la Bazinul Olimpic Grigorescu",
            ],
        ],
        "## Art. 3. Absențe",
        "Absențele anunțate până la ora 9:00 se scad din masa facturată luna următoare. Taxa "
        "lunară nu se reduce pentru absențe.",
        "## Art. 4. Încetarea",
        "Contractul poate fi denunțat de părinți cu un preaviz de 30 de zile.",
        [["Grădinița", "Părinți"], ["Alexandra Moga", "Ioana Mureșan / Andrei Mureșan"]],
    ],
    author="Alexandra Moga",
    created="2025-08-28T12:00:00",
)
FILED[GR + "Factura GR-1102 noiembrie 2025.pdf"] = factura_gradinita(
    "1102", "03.11.2025", "07.11.2025", "noiembrie 2025", 20
)
FILED[GR + "Factura GR-1187 decembrie 2025.pdf"] = factura_gradinita(
    "1187",
    "01.12.2025",
    "05.12.2025",
    "decembrie 2025",
    16,
    [("Contribuție serbare de Crăciun și cadou Moș Crăciun", 120.00)],
)

# ------------------------------------------------------------------ Călătorii
C = "Călătorii/"
TH = C + "2025-08 Thassos/"
FILED[TH + "Wizz Air K7Q2XM CLJ-SKG.pdf"] = pdf(
    ("h", "WIZZ AIR – Your travel itinerary", 14),
    ("p", "Confirmation code: **K7Q2XM**        Booking date: 03 Mar 2025"),
    (
        "t",
        ["Flight", "From", "To", "Date", "Departure", "Arrival"],
        [
            [
                "W6 3357",
                "Cluj-Napoca (CLJ)",
                "Thessaloniki (SKG)",
                "Sat, 16 Aug 2025",
                "06:20",
                "07:55",
            ],
            [
                "W6 3358",
                "Thessaloniki (SKG)",
                "Cluj-Napoca (CLJ)",
                "Sat, 23 Aug 2025",
                "15:30",
                "17:05",
            ],
        ],
        (12, 20, 20, 18, 12, 12),
    ),
    (
        "t",
        ["Passenger", "Services"],
        [
            ["Mr Andrei Muresan", "WIZZ Priority, 1 x checked bag 20 kg (outbound + return)"],
            ["Mrs Ioana Muresan", "WIZZ Priority"],
            ["Master Matei Muresan (child)", "–"],
            ["Miss Sofia Muresan (child)", "1 x checked bag 20 kg (outbound + return)"],
        ],
        (35, 65),
    ),
    (
        "r",
        [
            ("Fares + taxes:", "1.512,00 RON"),
            ("Services:", "684,00 RON"),
            ("Total paid:", "2.196,00 RON"),
        ],
    ),
    (
        "s",
        "Check-in opens 30 days and closes 3 hours before departure. Gate closes 30 minutes "
        "before departure. Wizz Air Hungary Ltd., Laurus Offices, Kőér utca 2/A, Budapest.",
    ),
    title="Wizz Air itinerary K7Q2XM",
)
FILED[TH + "Booking Villa Elena Potos.pdf"] = pdf(
    ("h", "Booking.com – Booking confirmation", 14),
    (
        "kv",
        [
            ("Property:", "Villa Elena Studios & Apartments"),
            ("Address:", "Potos, Thasos 640 04, Greece"),
            ("Booking number:", "4418.227.905"),
            ("PIN code:", "8812"),
            ("Check-in:", "Saturday, 16 August 2025 (from 14:00)"),
            ("Check-out:", "Saturday, 23 August 2025 (until 11:00)"),
            ("Stay:", "7 nights, 1 apartment"),
            ("Guests:", "2 adults, 2 children (12 and 4 years old)"),
            ("Booked by:", "Ioana Muresan – ioana.muresan.traduceri@gmail.com"),
        ],
    ),
    (
        "t",
        ["Room", "Details", "Price"],
        [
            [
                "Family Apartment with Sea View",
                "1 bedroom + sofa bed, kitchenette, balcony, free parking",
                "€ 840.00",
            ]
        ],
        (30, 50, 20),
    ),
    (
        "r",
        [
            ("Total price:", "€ 840.00"),
            ("Climate resilience fee (paid at property):", "€ 10.50"),
            ("To pay at the property:", "€ 850.50"),
        ],
    ),
    (
        "p",
        "Payment: you'll pay at the property in cash or by card. Free cancellation until "
        "1 August 2025 23:59.",
    ),
    ("s", "Host: Eleni Papadopoulou, +30 697 441 2208. The property is 300 m from Potos beach."),
    title="Booking confirmation 4418227905",
)
FILED[TH + "lista bagaje Thassos.txt"] = """Bagaje Thassos – 16.08

Două trolere de cală (20 kg fiecare!) + 2 rucsacuri mici (Priority)
- costume baie x2 fiecare, prosoape plajă (4), pălării
- cremă SPF 50 copii + SPF 30, after sun
- medicamente: Nurofen copii, Smecta, Zyrtec (Matei), plasturi, ser fiziologic
- încărcătoare, adaptor nu trebuie (priză EU)
- ochelari înot, papuci de apă (pietre la Aliki!)
- buletine/pașapoarte copii + carnetul de conducere al lui Andrei (mașina închiriată)
- carte de citit: Sofia – „Povești cu animale”, Matei – Harry Potter 4
De verificat: printat voucherul de la mașină și biletele de feribot.
"""
FILED[TH + "IMG_5401.JPG"] = jpg("2025:08:17 11:02:41", "sea", 5401)
FILED[TH + "IMG_5466.JPG"] = jpg("2025:08:20 19:40:12", "sea", 5466)

SB = C + "2025-10 Sibiu/"
FILED[SB + "plan weekend.txt"] = """Weekend 24-26 octombrie (vacanța de toamnă a lui Matei)

Vineri 24.10 – plecăm pe la 15:00, cu mașina (~3h pe A1, prin Sebeș).
Cazare: Pensiunea Valea Cetății, în Cisnădioara (la 12 km), rezervat la telefon cu dna Ileana,
2 nopți, cameră de familie cu mic dejun; plata la plecare, ne dă factură.
Sâmbătă 25.10 – Muzeul ASTRA (bilete luate online), masa în Piața Mică, Podul Minciunilor,
Turnul Sfatului (Matei vrea sus), seara târgul de toamnă.
Duminică 26.10 – urcăm la cetatea din Cisnădioara (biserica pe deal), prânz la pensiune,
întoarcere.
Nu uita: geci groase, pantofi de munte pt. Sofia.
"""
FILED[SB + "Bilete Muzeul ASTRA.pdf"] = pdf(
    ("c", "COMPLEXUL NAȚIONAL MUZEAL ASTRA", 12),
    ("p", "Piața Mică nr. 11, Sibiu | CIF 4240644 | bilete.muzeulastra.ro", 8),
    ("c", "BILET ELECTRONIC / E-TICKET", 11),
    (
        "kv",
        [
            ("Comanda nr.:", "AST-2025-118731"),
            ("Data comenzii:", "20.10.2025 21:47"),
            ("Obiectiv:", "Muzeul Civilizației Populare Tradiționale ASTRA – Dumbrava Sibiului"),
            ("Valabil pentru:", "25.10.2025, program 09:00 – 17:00"),
            ("Cumpărător:", "Andrei Mureșan"),
        ],
    ),
    (
        "t",
        ["Tip bilet", "Cant.", "Preț", "Total"],
        [
            ["Adult", "2", "40,00 lei", "80,00 lei"],
            ["Elev / copil peste 7 ani", "1", "10,00 lei", "10,00 lei"],
            ["Copil sub 7 ani", "1", "0,00 lei", "0,00 lei"],
            ["Taxă foto", "1", "10,00 lei", "10,00 lei"],
        ],
        (50, 10, 20, 20),
        ("LEFT", "CENTER", "RIGHT", "RIGHT"),
    ),
    ("r", [("Total plătit:", "100,00 lei")]),
    ("p", "Cod bilet: 7 0841 2219 0087 – prezentați codul QR la intrare (tipărit sau pe telefon)."),
    title="Bilete ASTRA",
)
FILED[SB + "IMG_5702.JPG"] = jpg("2025:10:25 12:31:08", "hills", 5702)

BU = C + "2025-12 Budapesta/"
FILED[BU + "Bilete tren Cluj-Budapesta.pdf"] = pdf(
    ("h", "CFR CĂLĂTORI – Bilet internațional / Nemzetközi menetjegy", 12),
    ("p", "Nr. comandă: CFRI-2025-11-88120    Emis: 15.11.2025, bilete.cfrcalatori.ro"),
    (
        "t",
        ["Tren", "Plecare", "Sosire", "Data", "Ora plecare", "Ora sosire", "Vagon/loc"],
        [
            [
                "IR 366",
                "Cluj-Napoca",
                "Budapest-Keleti",
                "12.12.2025",
                "06:48",
                "14:16",
                "410 / 61-65",
            ],
            [
                "IR 367",
                "Budapest-Keleti",
                "Cluj-Napoca",
                "14.12.2025",
                "14:10",
                "23:35",
                "410 / 71-75",
            ],
        ],
        (10, 16, 18, 14, 12, 12, 14),
    ),
    (
        "t",
        ["Călător", "Categorie", "Tarif"],
        [
            ["Mureșan Andrei", "adult – tarif SparNight/Europa Spezial", "39,00 EUR"],
            ["Mureșan Ioana", "adult", "39,00 EUR"],
            ["Kovács Erzsébet", "senior 65+ (RAILPLUS)", "29,20 EUR"],
            ["Mureșan Matei", "copil 6-14 ani", "19,50 EUR"],
            ["Mureșan Sofia", "copil sub 6 ani, fără loc separat", "0,00 EUR"],
        ],
        (35, 45, 20),
    ),
    ("r", [("Total (dus-întors):", "253,40 EUR – 1.289,80 lei")]),
    (
        "s",
        "Biletul este valabil numai pentru trenurile, data și locurile înscrise. Orele sunt ore "
        "locale (ora României / ora Ungariei). Control la frontieră: Episcopia Bihor / Biharkeresztes.",
    ),
    title="Bilete tren Cluj - Budapest",
)
FILED[BU + "Hotel confirmation.eml"] = eml(
    "Hotel Király Residence <reservations@kiralyresidence.hu>",
    "ioana.muresan.traduceri@gmail.com",
    "Reservation confirmation #KR-251212-0417",
    "Mon, 17 Nov 2025 10:22:09 +0100",
    """Dear Mrs Ioana Muresan,

Thank you for choosing Hotel Király Residence. We are pleased to confirm your reservation:

Reservation number: KR-251212-0417
Arrival:   Friday, 12 December 2025 (check-in from 15:00)
Departure: Sunday, 14 December 2025 (check-out until 11:00)
Rooms:     1 x Family Suite (2 adults, 2 children), 1 x Superior Single (1 adult)
Rate:      Advent Weekend, breakfast included
Total:     HUF 142,800 (city tax HUF 2,800 per adult per night not included)
Payment:   at the hotel, on arrival

Address: 1061 Budapest, Király utca 30, Hungary
Nearest metro: Opera (M1) / Deák Ferenc tér (M1, M2, M3)
The Christmas Fair on Vörösmarty tér is a 10-minute walk from the hotel.

Should you have any special requests, please reply to this e-mail.

Kind regards / Üdvözlettel,
Réka Szabó
Front Office
Hotel Király Residence
+36 1 411 2080
""",
    "<KR-251212-0417.20251117102209@kiralyresidence.hu>",
)
FILED[BU + "lista cadouri - vasar.txt"] = """Budapesta – ce cumpărăm (lista mamei + a noastră)

Mama (Erzsi):
- Szamos marcipán – a mare, cu ciocolată, pt. nași
- mézeskalács (turtă dulce) de la vásár, cu nume: Matei, Sofia, Luca
- paprika édes + csípős de la Nagy Vásárcsarnok (sâmbătă dimineața!)
- Tokaji szamorodni pt. Péter

Noi:
- kürtőskalács pe loc :)
- ornamente brad (Sofia alege)
- Matei: carte cu Lego / Rubik's din magazinul de la Váci utca
- Andrei: Unicum pt. colegi

Program: vineri seara – vásár Vörösmarty tér; sâmbătă – Parlament (bilete luate?), Halászbástya,
patinoar Városliget; duminică – Nagy Vásárcsarnok și trenul la 14:10.
"""
FILED[BU + "20251212_174233.jpg"] = jpg(
    "2025:12:12 17:42:33", "night", 1212, "samsung", "Galaxy A54 5G"
)

LI = C + "2026-04 Lisabona/"
FILED[LI + "Wizz Air Q4HT8B CLJ-LIS.pdf"] = pdf(
    ("h", "WIZZ AIR – Your travel itinerary", 14),
    ("p", "Confirmation code: **Q4HT8B**        Booking date: 28 Nov 2025"),
    (
        "t",
        ["Flight", "From", "To", "Date", "Departure", "Arrival"],
        [
            ["W6 3271", "Cluj-Napoca (CLJ)", "Lisbon (LIS)", "Wed, 15 Apr 2026", "06:05", "08:50"],
            ["W6 3272", "Lisbon (LIS)", "Cluj-Napoca (CLJ)", "Mon, 20 Apr 2026", "09:40", "16:05"],
        ],
        (12, 20, 20, 18, 12, 12),
    ),
    (
        "t",
        ["Passenger", "Services"],
        [
            ["Mr Andrei Muresan", "1 x checked bag 23 kg (outbound + return)"],
            ["Mrs Ioana Muresan", "WIZZ Priority"],
            ["Master Matei Muresan (child)", "WIZZ Priority"],
            ["Miss Sofia Muresan (child)", "–"],
        ],
        (35, 65),
    ),
    (
        "r",
        [
            ("Fares + taxes:", "1.904,00 RON"),
            ("Services:", "582,00 RON"),
            ("Total paid:", "2.486,00 RON"),
        ],
    ),
    (
        "s",
        "Times are local. Children travelling need their own valid passport or identity card. "
        "Wizz Air Hungary Ltd., Budapest.",
    ),
    title="Wizz Air itinerary Q4HT8B",
)
FILED[LI + "Airbnb - Alfama.eml"] = eml(
    "Airbnb <automated@airbnb.com>",
    "ioana.muresan.traduceri@gmail.com",
    "Reservation confirmed - Bright apartment in Alfama with river view",
    "Sat, 29 Nov 2025 19:05:51 +0000",
    """Your reservation is confirmed
You're going to Lisbon!

Bright apartment in Alfama with river view
Entire rental unit hosted by Rita

Check-in:  Wed, Apr 15, 2026 – 3:00 PM
Checkout:  Mon, Apr 20, 2026 – 11:00 AM
Guests:    2 adults, 2 children
Address:   Rua de São Miguel 34, 2º Esq., 1100-544 Lisboa, Portugal
Confirmation code: HMQ8R2KX

Payment details
€ 108.00 x 5 nights           € 540.00
Cleaning fee                  € 45.00
Airbnb service fee            € 0.00
Total (EUR)                   € 585.00
Charged: 2.754,00 RON on Visa ••0921

Cancellation policy: free cancellation before Apr 8. After that, the reservation is
non-refundable.

Rita says: "Welcome! The building has no lift (2nd floor, 38 steps). Tram 28 stops 3 minutes
away. I'll send you the door code a week before arrival."

Airbnb, Inc., 888 Brannan St, San Francisco, CA 94103
""",
    "<reservation.HMQ8R2KX.20251129@airbnb.com>",
)
FILED[LI + "idei Lisabona.txt"] = """Lisabona, 15-20 aprilie 2026 – ce vrem să vedem

- Oceanário (Sofia!!) – bilete online, dimineața e mai liber
- Belém: Mosteiro dos Jerónimos, Torre de Belém, pastéis de Belém (coadă mare)
- tramvaiul 28 – de luat de la capăt, Martim Moniz
- Castelo de São Jorge – la 5 min de Airbnb
- LX Factory duminică
- o zi la Sintra + Cabo da Roca + Cascais – mai simplu cu excursie organizată
  (Andrei nu vrea să conducă acolo). De rezervat din ianuarie.
- Matei: Museu da Marinha / Pavilhão do Conhecimento
Mâncare: bifanas, bacalhau à Brás, pastéis de nata; Time Out Market.
Cartela Viva Viagem pentru metrou/tramvai.
"""

# ------------------------------------------------------------------ Familie
F = "Familie/"
NU = F + "Nunta Bianca și Vlad (sept 2025)/"
FILED[NU + "Invitatie nunta.pdf"] = pdf(
    ("gap", 20),
    ("c", "Bianca & Vlad", 22),
    ("gap", 6),
    (
        "c",
        "Cu bucurie în suflet și binecuvântarea părinților\n"
        "Doina și Ioan Mureșan  •  Mariana și Sorin Pop\n"
        "vă invităm să ne fiți alături în ziua în care ne unim destinele",
        10,
    ),
    ("gap", 6),
    ("c", "sâmbătă, 20 septembrie 2025", 14),
    ("gap", 4),
    (
        "c",
        "Cununia religioasă – ora 15:00\nBiserica Ortodoxă «Schimbarea la Față», "
        "Bulevardul 21 Decembrie 1989 nr. 10, Cluj-Napoca\n\n"
        "Petrecerea – ora 19:00\nRestaurant «Casa Albă», Florești, Str. Avram Iancu nr. 2",
        10,
    ),
    ("gap", 6),
    ("c", "Nașii: Ramona și Cristian Sabău", 10),
    ("gap", 8),
    (
        "c",
        "Vă rugăm să ne confirmați prezența până la 1 septembrie:\nBianca – 0745 221 043  •  Vlad – 0756 880 117",
        9,
    ),
    title="Invitatie nunta Bianca si Vlad",
)
FILED[NU + "dar nunta - socoteala.txt"] = """Nunta Bianca & Vlad – 20.09.2025

Dar: 600 EUR de la noi (am schimbat la BT pe 19.09) + ceva de la copii (Matei a făcut o felicitare)
Mama și tata lui Andrei dau separat.

De făcut:
- rochie Sofia (Zara, 239 lei) – ok
- cămașă + papion Matei – de la Andrei (vechea e mică)
- coafor Ioana sâmbătă 10:00 la Denisa
- Andrei: costumul de la curățătorie vineri
- Sofia duce coșulețul cu petale la biserică (vorbit cu Bianca)
- noaptea: copiii rămân la mama (Erzsi) de la 23:00, o ducem noi

Masa 7, cu verii din Dej.
"""
FILED[NU + "Email Bianca - program.eml"] = eml(
    "Bianca Mureșan <bianca.muresan91@yahoo.com>",
    "Andrei Mureșan <andrei.muresan@gmail.com>, Ioana Mureșan <ioana.muresan.traduceri@gmail.com>",
    "Re: program sambata + Sofia cu petalele",
    "Sun, 07 Sep 2025 22:48:10 +0300",
    """Salut dragilor,

Vă trimit programul pe scurt, să știți unde să fiți:

- 12:30 – poze la noi acasă (Bianca + domnișoarele de onoare), veniți dacă vreți
- 14:30 – ne adunăm la biserică, Sofia trebuie să fie acolo la 14:30 ca s-o pregătim
  (coșulețul îl am eu, petalele le aduce florăria)
- 15:00 – cununia
- 16:30 – ședință foto în Parcul Central (doar noi și nașii)
- 19:00 – Casa Albă, Florești

Matei poate să stea lângă Vlad la intrarea în biserică, i-a zis că-l face „asistent”. :)
Andrei, te rog nu uita să vorbești cu tata despre discurs, să fie scurt!!!

Vă pup,
B.
""",
    "<1725738490.44812.bianca@yahoo.com>",
)
BO = F + "Botez Luca (mai 2026)/"
FILED[BO + "lista nasi - de cumparat.txt"] = """Botez Luca – 17 mai 2026 (suntem nași!)
Cristina și Mihai Rus, Biserica „Sf. Ioan Botezătorul” Gheorgheni, ora 12:00, apoi masa la
Restaurant Hanul Dacilor (ei se ocupă de restaurant)

Ce cumpără nașii (am vorbit cu Cristina):
[ ] lumânarea de botez (mare, 80-100 cm, alb cu albastru deschis)
[ ] trusoul: cearceaf/prosop de botez, hăinuțe albe, botoșei
[ ] cutia cu amintiri (șuvița, primul scutec...)
[ ] cruciuliță aur alb + lănțișor – bijuterie, de la Teilor
[ ] cadou: 500 EUR? de vorbit cu Andrei
Oferte: Atelier Denisa (lumânări), Oana Kids (trusou) – de comparat până în februarie.
"""
FILED[BO + "Oferta lumanari - Atelier Denisa.eml"] = eml(
    "Atelier Lumânări Denisa <comenzi@atelierdenisa.ro>",
    "Ioana Mureșan <ioana.muresan.traduceri@gmail.com>",
    "Ofertă lumânare + trusou botez – 17 mai 2026",
    "Thu, 04 Dec 2025 11:36:22 +0200",
    """Bună ziua, doamna Mureșan,

Vă mulțumim pentru mesaj! Pentru botezul din 17 mai 2026 vă putem propune:

1. Lumânare de botez 90 cm, decor flori de bumbac și panglică bleu, cu numele LUCA – 380 lei
2. Lumânare 80 cm, model „Ursuleț”, decor clasic – 290 lei
3. Trusou complet băiețel (cutie lemn, prosop brodat cu numele, costumaș alb, botoșei,
   iconiță, cruciuliță argint) – 560 lei
4. Cutie amintiri gravată – 120 lei

Pentru comenzile confirmate până la 31 ianuarie oferim 10% reducere la pachetul
lumânare + trusou. Avans 30% la confirmare, pe bază de factură proformă.

Vă stăm la dispoziție cu poze cu modelele.

Cu drag,
Denisa Onea
Atelier Lumânări Denisa – Str. Horea nr. 58, Cluj-Napoca, 0744 902 115
""",
    "<d41.20251204113622@atelierdenisa.ro>",
)

# ------------------------------------------------------------------ Rețete
RE = "Rețete/"
FILED[RE + "Ciorbă de perișoare.txt"] = """Ciorbă de perișoare (cum o face Andrei, cu borș)

Perișoare: 500 g carne tocată (porc + vită), 3 linguri orez, 1 ou, 1 ceapă rasă, mărar, pătrunjel,
sare, piper. Se fac bile cât o nucă, cu mâna udă.

Supa: 3 l apă, 1 ceapă, 2 morcovi, 1 păstârnac, 1 ardei gras, 1/2 țelină – toate tăiate mărunt,
fierte 20 min. Se pune 1 lingură de pastă de roșii (sau 300 ml suc de roșii).
Se adaugă perișoarele pe rând, la foc mic, 25-30 min.
La final 1 l borș (fiert separat, se toarnă la sfârșit), leuștean mult, sare.
Cu smântână și ardei iute. Matei mănâncă doar perișoarele. :)
"""
FILED[
    RE + "Töltött káposzta - mama.txt"
] = """Töltött káposzta (anyu receptje – varză umplută ca la mama)

Hozzávalók:
1 fej savanyú káposzta (kb. 2 kg, levelek + a maradék felaprítva)
70 dkg darált sertéshús (lapocka)
10 dkg rizs
1 nagy hagyma, 2 gerezd fokhagyma
1 tojás, só, bors, 1 ek pirospaprika, csipet majoránna
20 dkg füstölt oldalas vagy kolbász
kapor, 1 babérlevél, 2 dl paradicsomlé

Elkészítés:
A hagymát kevés zsíron megfonnyasztom, hozzáadom a paprikát, a húshoz keverem a rizzsel,
tojással, fűszerekkel. A levelekbe göngyölöm (ne legyen túl szoros, a rizs megdagad!).
A fazék aljára apróra vágott káposzta, rá a töltelékek, közé az oldalas, tetejére megint káposzta,
kapor, babérlevél, paradicsomlé, annyi víz, hogy ellepje. Lassú tűzön 2,5-3 óra.
Tejföllel, friss kenyérrel. Másnap még jobb!

(mama zice: la noi în Cluj se pune și kapor, la Budapesta nu)
"""
FILED[
    RE + "Cozonac - bunica Veronica.txt"
] = """Cozonac – rețeta bunicii Veronica (mama lui Andrei), 3 cozonaci

1 kg făină 000 + 100 g pentru frământat
400 ml lapte călduț, 6 gălbenușuri (+ 2 ouă întregi), 250 g zahăr, 200 g unt topit,
50 ml ulei, 40 g drojdie proaspătă, coajă de la 1 lămâie și 1 portocală, 1 plic zahăr vanilat,
un praf de sare, esență de rom.

Umplutură: 500 g nucă măcinată, 200 g zahăr, 150 ml lapte, 3 albușuri bătute, cacao 2 linguri, rahat.

Maiaua: drojdia + 1 lingură zahăr + 100 ml lapte + 3 linguri făină, 15 min.
Frământ 20-25 de minute (!), adaug untul + uleiul treptat. Crește 1,5-2 h la cald.
Împart în 6, întind, umplu, rulez și împletesc câte 2. În tăvi, mai cresc 40 min.
Uns cu ou + zahăr. 170°C, 45-50 min (după 20 min acopăr cu hârtie).
Nu deschide cuptorul în primele 20 de minute!
"""
FILED[RE + "Banana bread.md"] = """# Banana bread (Andrei's, from the office)

- 3 very ripe bananas
- 75 g melted butter
- 120 g brown sugar
- 1 egg
- 1 tsp vanilla
- 1 tsp baking soda, pinch of salt
- 190 g flour
- handful of walnuts / dark chocolate chips

Mash bananas, mix in butter, then sugar, egg, vanilla. Add soda + salt, then flour — don't overmix.
Fold in nuts/chocolate. Loaf tin lined with paper, 175 °C, 55–60 min (toothpick test).
Let it cool at least 20 min. Sofia likes it with peanut butter.
"""
FILED[RE + "Zacuscă.txt"] = """Zacuscă (toamna, cu mama, ~16 borcane de 350 g)

5 kg vinete (coapte pe grătar/plită)
4 kg gogoșari roșii (copți, curățați)
2 kg ceapă
1 kg pastă de roșii (sau 2 l suc de roșii scăzut)
1 l ulei floarea-soarelui
sare (cam 3 linguri), piper boabe, 5 foi de dafin

Ceapa tocată se călește în tot uleiul, fără să se rumenească, 20 min.
Se adaugă gogoșarii tocați, 30 min, amestecând des. Apoi vinetele tocate și pasta de roșii.
Fierbe la foc mic 1,5-2 h, până „se lasă” uleiul deasupra.
Borcane fierbinți, capace, la cuptor 30 min la 120°C sau la „învelit” sub pături.
2025: am făcut pe 4 octombrie, 18 borcane.
"""
FILED[RE + "Túrós palacsinta.txt"] = """Túrós palacsinta (clătite cu brânză – anyu)

Palacsinta (kb. 14 db):
2 tojás, 25 dkg liszt, 3 dl tej, 2 dl szódavíz, 1 ek cukor, csipet só, 2 ek olaj
Csomómentesre keverem, fél órát pihentetem.

Töltelék:
50 dkg tehéntúró (brânză de vaci), 2 tojássárgája, 8 dkg cukor, 1 vaníliás cukor,
1 citrom reszelt héja, 5 dkg mazsola (rumban áztatva, ha nincs gyerek :) )

A palacsintákat megtöltöm, feltekerem, tepsibe rakom, tetejére 2 dl tejföl + 1 tojás + 2 ek cukor
keverékét öntöm. 180 fokon 20-25 perc.
Sofia fără stafide!
"""

# ------------------------------------------------------------------ Cărți
CA = "Cărți - notițe/"
FILED[
    CA + "Maitreyi - Mircea Eliade.md"
] = """# Maitreyi – Mircea Eliade (recitit, august 2025, pe plajă)

Am citit-o prima dată în liceu și țineam minte doar „povestea de dragoste”. Acum m-a frapat cât
de mult e despre Allan și ce NU înțelege: se uită la Maitreyi ca la un peisaj exotic.
Jurnalul inserat în roman – foarte modern pentru 1933.

Citate:
- „Nu știu de ce, mi-e frică să scriu.”
- finalul, cu îndoiala – nu știe dacă a fost iubit sau a fost un joc al familiei.

De citit și „Dragostea nu moare” (Maitreyi Devi) – răspunsul ei, 40 de ani mai târziu.
Nota mea: 8/10
"""
FILED[
    CA + "Project Hail Mary - Andy Weir.md"
] = """# Project Hail Mary – Andy Weir (Andrei, Nov 2025)

Read it in English on the Kindle, mostly on the bus to work.
Ryland Grace wakes up alone on a spaceship with amnesia. The science is half the fun –
astrophage, relativity, the xenonite. And Rocky. Best alien "friend" in any book I know.

Things I liked:
- problem → experiment → result structure, like debugging
- the flashbacks reveal why he's there at exactly the right moment
- the ending (no spoilers for Matei!)

Would give it to Matei in 2-3 years. The movie comes out in 2026 — go together.
Rating: 9/10
"""
FILED[
    CA + "A Pál utcai fiúk - cu Matei.md"
] = """# A Pál utcai fiúk / Băieții din strada Pál – Molnár Ferenc

Citită cu Matei, seara, jumătate în maghiară (eu), jumătate în română (el, ediția de la școală,
e în programă în clasa a V-a/a VI-a). Ianuarie-februarie 2025.

Matei a plâns la Nemecsek. Eu la fel, a treia oară în viață.
Am discutat: ce înseamnă să fii „soldat simplu”, onoarea, de ce grădina („grund”) contează atât.
Mama (Erzsi) i-a povestit că a văzut statuile băieților în Budapesta, pe Práter utca.
Idee: dacă ajungem la Budapesta, mergem să le vedem.

Cuvinte noi pentru Matei: gittegylet (Asociația Chitului), grund, einstand.
"""

# ------------------------------------------------------------------ Alergare
AL = "Alergare/"
FILED[AL + "Confirmare inscriere Maratonul Clujului 2025.pdf"] = pdf(
    ("c", "MARATONUL INTERNAȚIONAL CLUJ 2025", 14),
    ("c", "Confirmare de înscriere", 11),
    (
        "kv",
        [
            ("Participant:", "Andrei Mureșan"),
            ("Data nașterii / categorie:", "17.05.1984 / M40"),
            ("Proba:", "Semimaraton – 21,1 km"),
            ("Data cursei:", "duminică, 27 aprilie 2025, start ora 09:00, Piața Unirii"),
            ("Număr de concurs:", "2418"),
            ("Club:", "Nordlight Runners"),
            ("Taxă de participare:", "180 lei – achitată 11.02.2025"),
            ("Mărime tricou:", "L"),
        ],
    ),
    (
        "p",
        "Ridicarea kitului de concurs: vineri 25 și sâmbătă 26 aprilie, 10:00-20:00, Expo Maraton, "
        "Sala Polivalentă. Prezentați actul de identitate și adeverința medicală (apt efort), "
        "valabilă la data cursei.",
    ),
    (
        "s",
        "Asociația Club Sportiv Cluj Running, CIF 28871340. Regulamentul competiției: "
        "www.clujmarathon.ro/regulament.",
    ),
    title="Confirmare inscriere MIC 2025",
)
FILED[
    AL + "Plan antrenament semimaraton.md"
] = """# Half marathon plan – target sub 1:50 (spring 2026)

12 weeks, 4 runs/week. Paces: easy 6:00–6:20/km, tempo 5:05–5:10, intervals 4:45.

| Week | Tue | Thu | Sat | Sun (long) |
|------|-----|-----|-----|------------|
| 1 | 6 km easy | 5 km easy + strides | rest | 10 km |
| 2 | 6 km easy | 6x400 m | rest | 11 km |
| 3 | 7 km easy | 5 km tempo | rest | 12 km |
| 4 | 6 km easy | 4 km easy | rest | 10 km (recovery week) |
| 5 | 7 km easy | 5x1 km | core | 14 km |
| 6 | 8 km easy | 6 km tempo | core | 15 km |
| 7 | 8 km easy | 6x1 km | core | 16 km |
| 8 | 6 km easy | 5 km easy | rest | 12 km (recovery) |
| 9 | 8 km easy | 7 km tempo | core | 18 km |
| 10 | 8 km easy | 4x2 km | core | 16 km |
| 11 | 7 km easy | 5 km tempo | rest | 12 km |
| 12 | 5 km easy | 3 km + strides | rest | RACE |

Routes: Parcul Central – Someș loop (5 km), Făget forest road for long runs, track at Cluj Arena
on Thursdays. Winter: treadmill at the office gym when it's icy.
"""
FILED[AL + "Rezultate curse.txt"] = """Rezultate – Andrei

2023-04-23  Semimaraton Cluj (MIC)      2:04:51
2023-10-08  Crosul Făget 10 km           58:40
2024-04-28  Semimaraton Cluj (MIC)      1:58:12   PB
2024-09-15  Transilvania 10K (Cluj)      52:31
2025-04-27  Semimaraton Cluj (MIC)      1:53:47   PB!!  nr. 2418, loc 612/2140
2025-10-05  Crosul Făget 10 km (trail)   55:02   (vezi diploma)
Obiectiv 2026: sub 1:50 la semimaraton. Maratonul complet – poate 2027.
"""
FILED[AL + "Diploma Cross Faget 2025.pdf"] = pdf(
    ("gap", 25),
    ("c", "DIPLOMĂ DE PARTICIPARE", 20),
    ("gap", 8),
    ("c", "Se acordă domnului", 11),
    ("c", "ANDREI MUREȘAN", 16),
    ("gap", 4),
    ("c", "pentru participarea la\nCROSUL PĂDURII FĂGET – ediția a XI-a\nproba 10 km trail", 12),
    ("gap", 4),
    ("c", "Timp oficial: 00:55:02   •   Loc 41 general / 9 categoria M40", 11),
    ("gap", 12),
    ("c", "Cluj-Napoca, 5 octombrie 2025\nClubul Sportiv Făget Runners", 10),
    title="Diploma Crosul Faget 2025",
)

# ------------------------------------------------------------------ Poze
PZ = "Poze/"
FILED[PZ + "2025/IMG_4410.JPG"] = jpg("2025:03:09 11:20:05", "snow", 4410)
FILED[PZ + "2025/IMG_4892.JPG"] = jpg("2025:05:01 13:05:47", "green", 4892)
FILED[PZ + "2025/IMG_5012.JPG"] = jpg("2025:06:01 17:45:19", "green", 5012)
FILED[PZ + "2025/IMG_5588.JPG"] = jpg("2025:09:20 16:10:33", "indoor", 5588)
FILED[PZ + "2025/IMG-20251115-WA0012.jpg"] = jpg(
    "2025:11:15 12:44:02", "indoor", 1115, "samsung", "Galaxy A54 5G"
)
FILED[PZ + "2026/IMG-20260101-WA0003.jpg"] = jpg(
    "2026:01:01 00:12:40", "night", 101, "samsung", "Galaxy A54 5G"
)
FILED[PZ + "2026/20260103_154210.jpg"] = jpg(
    "2026:01:03 15:42:10", "snow", 103, "samsung", "Galaxy A54 5G"
)
