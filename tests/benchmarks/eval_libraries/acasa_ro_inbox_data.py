"""acasa-ro: the Mureșan inbox (mid-January 2026) – 40 files and where Ioana would put each."""

from __future__ import annotations

from tests.benchmarks.eval_libraries.acasa_ro_data import (
    BT_SOLD_DEC,
    ING_SOLD_DEC,
    INTRETINERE_NOV,
)
from tests.benchmarks.eval_libraries.acasa_ro_make_data import (
    ADRESA,
    ANDREI,
    AVANS,
    CNP_ANDREI,
    CNP_IOANA,
    CNP_SOFIA,
    DEVIZ,
    FINAL_CU_TVA,
    FINAL_NET,
    GRAFIC,
    INSTAL_BLOC,
    IOANA,
    MASINA,
    RATA,
    SUPLIMENTAR,
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
    total_electrica,
    total_eon,
    total_intretinere,
    xlsx,
)

INBOX: dict[str, tuple[str | bytes, str]] = {}

# ------------------------------------------------------------------ money
INBOX["inbox/Extras_cont_RO49BTRL_2025-12.pdf"] = (
    bt_extras(
        2025,
        12,
        BT_SOLD_DEC,
        [
            ("01.12.2025", "Plata rata credit 2019/CJ/00731", RATA["12.2025"], 0),
            (
                "03.12.2025",
                "Plata factura ELECTRICA FURNIZARE SA EFCJ 25110816",
                total_electrica(211),
                0,
            ),
            ("05.12.2025", "POS KAUFLAND CLUJ NAPOCA 5 RO", 501.12, 0),
            ("08.12.2025", "Transfer BT24 Muresan Ioana - cheltuieli casa", 2_500.00, 0),
            (
                "10.12.2025",
                "Incasare OP NORDLIGHT SOFTWARE SRL salariu nov 2025",
                0,
                net_salariu(20),
            ),
            (
                "12.12.2025",
                "POS HOTEL KIRALY RESIDENCE BUDAPEST HU 142.800,00 HUF curs 0,01336",
                1_907.81,
                0,
            ),
            ("13.12.2025", "POS MENZA ETTEREM BUDAPEST HU 58.900,00 HUF curs 0,01336", 786.90, 0),
            (
                "15.12.2025",
                "Plata intretinere Asoc Prop Alverna 24 ap 15 nov",
                total_intretinere(INTRETINERE_NOV),
                0,
            ),
            ("17.12.2025", "Plata factura E.ON ENERGIE ROMANIA", total_eon(69), 0),
            ("19.12.2025", "Plata factura RCS RDS SA", 57.00, 0),
            (
                "21.12.2025",
                "Transfer intern din cont economii RO22BTRL0130120A56789XX",
                0,
                12_000.00,
            ),
            ("22.12.2025", "Plata OP INSTAL GRUP SOMES SRL fact ISG 0093", FINAL_CU_TVA, 0),
            ("23.12.2025", "POS CARREFOUR IULIUS MALL CLUJ RO", 734.15, 0),
            ("27.12.2025", "POS OMV 2314 CLUJ NAPOCA RO", 295.00, 0),
        ],
        12,
    ),
    "Bani/Banca Transilvania - Andrei/",
)
INBOX["inbox/download.pdf"] = (
    ing_extras(
        2025,
        12,
        ING_SOLD_DEC,
        [
            (3, "Transfer Bufnițele Înțelepte SRL – factura GR-1187 decembrie", 1_870.00, 0),
            (5, "Încasare transfer din RO71INGB…1020 Mureșan Ioana PFA – retragere", 0, 4_000.00),
            (8, "Încasare transfer Mureșan Andrei – cheltuieli casa", 0, 2_500.00),
            (11, "Cumpărare POS LIDL CLUJ NAPOCA", 312.40, 0),
            (
                13,
                "Cumpărare POS VOROSMARTY TER KARACSONYI VASAR BUDAPEST HU – 24.600 HUF",
                328.66,
                0,
            ),
            (14, "Cumpărare POS SZAMOS MARCIPAN BUDAPEST HU – 9.800 HUF", 130.93, 0),
            (17, "Cumpărare POS FARMACIA CATENA CLUJ", 87.60, 0),
            (19, "Cumpărare POS ALTEX CLUJ VIVO", 1_299.99, 0),
            (22, "Cumpărare POS KAUFLAND CLUJ", 644.25, 0),
            (30, "Cumpărare online EMAG.RO", 189.00, 0),
        ],
    ),
    "Bani/ING - Ioana/",
)
_ian = GRAFIC[12]
INBOX["inbox/Notificare_IRCC_ian2026.pdf"] = (
    notificare_ircc(
        "11.12.2025",
        "CRPF/CJ/51204",
        "trimestrul I 2026",
        "5,57",
        _ian[6],
        _ian[4],
        _ian[1],
        282,
        "01.01.2026",
    ),
    "Bani/Credit ipotecar BT/",
)
INBOX["inbox/Formular_230_2025.pdf"] = (
    pdf(
        ("c", "CERERE", 13),
        ("c", "privind destinația sumei reprezentând până la 3,5% din impozitul anual datorat", 9),
        ("p", "Formular 230 – Anul: **2025**"),
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
        (
            "p",
            "Cererea se depune până la 25 mai 2026 la organul fiscal sau prin SPV; angajatorul "
            "NORDLIGHT SOFTWARE SRL o poate transmite în numele salariatului (formular 230 "
            "transmis prin angajator).",
            8,
        ),
        ("p", "Data: 14.01.2026          Semnătura contribuabilului: A. Mureșan"),
        title="Formular 230 - 2025",
    ),
    "Bani/Impozite/2025/",
)
INBOX["inbox/scan_0012.pdf"] = (
    pdf(
        (
            "p",
            "MUNICIPIUL CLUJ-NAPOCA\nDIRECȚIA DE IMPOZITE ȘI TAXE LOCALE\nCalea Moților nr. 7, Cluj-Napoca",
        ),
        ("p", "Nr. 2026/009812 din 08.01.2026                         Rol nominal unic 318822"),
        ("c", "DECIZIE DE IMPUNERE", 12),
        (
            "p",
            "pentru stabilirea impozitelor/taxelor datorate de persoanele fizice pentru anul 2026",
        ),
        ("p", f"Contribuabil: {ANDREI}   CNP {CNP_ANDREI}\nDomiciliu fiscal: {ADRESA}"),
        (
            "t",
            ["Bun impozabil", "Bază de impozitare", "Cotă / Tarif", "Impozit anual (lei)"],
            [
                [
                    "Clădire rezidențială, Str. Alverna 24 ap. 15, cotă 1/2",
                    "318.600 lei",
                    "0,1%",
                    "318,60",
                ],
                ["Teren intravilan aferent (18 mp)", "18 mp", "rang 0, zona A", "72,00"],
                [
                    "Autoturism Skoda Octavia, CJ 19 MRS, 1.968 cm³, Euro 6",
                    "1.968 cm³",
                    "40 lei/200 cm³",
                    "400,00",
                ],
            ],
            (50, 18, 16, 16),
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Total impozit anual 2026:", "790,60"),
                ("Bonificație 10% – plata integrală până la 31.03.2026:", "79,06"),
                ("Total de plată până la 31.03.2026:", "711,54 lei"),
            ],
        ),
        (
            "p",
            "Valorile impozabile au fost actualizate conform Legii nr. 239/2025 privind unele "
            "măsuri de redresare fiscală (impozitare pe baza valorilor din studiile de piață "
            "ale UNNPR). Termene de plată: 31 martie și 30 septembrie 2026.",
        ),
        (
            "s",
            "Prezenta decizie constituie titlu de creanță. Contestația se depune în 45 de zile de la "
            "comunicare. Șef serviciu, ec. Mircea Pop. Întocmit: ref. Adela Bogdan.   [ștampilă]",
        ),
        title="scan_0012",
    ),
    "Bani/Impozite/Impozite locale/",
)

# ------------------------------------------------------------------ house
INBOX["inbox/FE_EFCJ_25120931.pdf"] = (
    factura_electrica(
        "25120931", "05.01.2026", "20.01.2026", "01.12.2025", "31.12.2025", 23823, 24061
    ),
    "Casa/Utilități/Electricitate - Electrica/",
)
INBOX["inbox/factura_1124889012.pdf"] = (
    factura_eon("1124889012", "07.01.2026", "22.01.2026", "01.12.2025", "31.12.2025", 4232, 4331),
    "Casa/Utilități/Gaz - E.ON/",
)
INBOX["inbox/Lista_plata_dec2025_ap15.pdf"] = (
    lista_intretinere(
        "decembrie",
        2025,
        "06.01.2026",
        "20.01.2026",
        [
            ("Apă rece + canalizare (contor individual 7,1 m³)", "consum", 72.42),
            ("Apă meteorică", "pe suprafață", 11.80),
            ("Energie electrică părți comune (+ instalație luminoasă)", "pe persoană", 24.80),
            ("Lift (abonament service + ISCIR)", "pe persoană", 22.00),
            ("Curățenie scară", "pe apartament", 35.00),
            ("Salubrizare (4 persoane x 11,10 lei)", "pe persoană", 44.40),
            ("Administrator + cenzor + comisioane bancare", "pe apartament", 32.00),
            ("Fond de reparații", "cotă indiviză", 25.00),
            ("Deszăpezire acces parcare (cotă ap.)", "pe apartament", 8.00),
        ],
    ),
    "Casa/Utilități/Întreținere/",
)
INBOX["inbox/Polita_LOC_1902334.pdf"] = (
    pdf(
        (
            "cols",
            "**GROUPAMA ASIGURĂRI S.A.**\nStr. Mihai Eminescu nr. 45, sector 1, București\n"
            "J40/4002/1999, CUI RO6291812\nAgenția Cluj, Bd. 21 Decembrie 1989 nr. 94",
            "**POLIȚĂ DE ASIGURARE LOCUINȚĂ**\nProdus: Casa Mea Plus\nNr. poliță: LOC 1902334\n"
            "Data emiterii: 21.01.2026\nReînnoire a poliței LOC 1789012",
        ),
        (
            "kv",
            [
                ("Contractant / Asigurat:", f"{ANDREI}, CNP {CNP_ANDREI}"),
                ("Adresa de risc:", "Cluj-Napoca, Str. Alverna nr. 24, et. 4, ap. 15"),
                ("Perioada de asigurare:", "05.02.2026 ora 00:00 – 04.02.2027 ora 24:00"),
                (
                    "Beneficiar (cesiune):",
                    "Banca Transilvania S.A. – contract credit 2019/CJ/00731",
                ),
                ("Poliță PAD asociată:", "RA-065 nr. 005102774 (emisă la 21.01.2026)"),
            ],
        ),
        (
            "t",
            ["Acoperire", "Sumă asigurată", "Franșiză", "Primă anuală (lei)"],
            [
                ["Clădire (apartament) – toate riscurile", "98.000 EUR", "100 EUR", "421,00"],
                ["Bunuri de uz casnic", "18.000 EUR", "50 EUR", "162,00"],
                ["Răspundere civilă față de terți (vecini)", "10.000 EUR", "0", "60,00"],
                [
                    "Asistență la domiciliu (instalator, electrician)",
                    "2 intervenții/an",
                    "–",
                    "46,00",
                ],
            ],
            (45, 20, 12, 18),
            ("LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        ("r", [("Prima totală:", "689,00 lei")]),
        (
            "p",
            "Suma asigurată pentru clădire a fost actualizată la cererea asiguratului, ca urmare a "
            "lucrărilor de îmbunătățire efectuate în 2025. Modalitate de plată: integral, până la "
            "05.02.2026.",
        ),
        (
            "s",
            "Condițiile de asigurare «Casa Mea Plus» ediția 2025 fac parte integrantă din poliță. "
            "Avizare daune: 0374 110 110 sau daune@groupama.ro.",
        ),
        title="Polita locuinta LOC 1902334",
    ),
    "Casa/Asigurări locuință/",
)
_fin_rows = [
    [str(i), d, u, f"{q:g}".replace(".", ","), lei(p), lei(q * p)]
    for i, (d, u, q, p) in enumerate(DEVIZ, 1)
]
_fin_rows.append(
    [
        "11",
        "Lucrări suplimentare conform notei de comandă din 20.10.2025: înlocuire robinet coloană "
        "și contor apă rece, montaj distribuitor",
        "set",
        "1",
        lei(SUPLIMENTAR),
        lei(SUPLIMENTAR),
    ]
)
_fin_rows.append(
    [
        "12",
        "Minus avans facturat cu factura ISG 0081 / 15.09.2025",
        "buc",
        "-1",
        lei(AVANS),
        "-" + lei(AVANS),
    ]
)
INBOX["inbox/Factura_ISG_0093.pdf"] = (
    pdf(
        ("cols", INSTAL_BLOC, f"**Cumpărător:** {ANDREI}\nCNP {CNP_ANDREI}\n{ADRESA}"),
        ("h", "FACTURĂ seria ISG nr. 0093", 13),
        (
            "p",
            "Data emiterii: 15.12.2025        Data scadenței: 30.12.2025\n"
            "Conform contract nr. 14/02.09.2025 și proces-verbal de recepție la terminarea "
            "lucrărilor din 10.12.2025.",
        ),
        (
            "t",
            ["Nr.", "Lucrare", "U.M.", "Cant.", "Preț unitar", "Valoare (lei)"],
            _fin_rows,
            (6, 54, 8, 8, 12, 14),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Total fără TVA:", lei(FINAL_NET)),
                ("TVA 21%:", lei(FINAL_NET * 0.21)),
                ("TOTAL DE PLATĂ:", lei(FINAL_CU_TVA) + " lei"),
            ],
        ),
        (
            "p",
            "Garanția lucrărilor: 24 de luni de la data recepției (10.12.2025). Plata prin ordin de "
            "plată în contul indicat mai sus.",
        ),
        ("s", "Factura circulă fără semnătură și ștampilă conform art. 319 alin. (29) Cod fiscal."),
        title="Factura ISG 0093",
        author="Instal Grup Somes",
    ),
    "Casa/Renovare baie 2025/",
)
INBOX["inbox/Situatie_lucrari_2.xlsx"] = (
    xlsx(
        {
            "Situatie 2": [
                [
                    "Situație de lucrări nr. 2 (finală) – perioada 27.10.2025 – 10.12.2025",
                    "",
                    "",
                    "",
                    "",
                ],
                [
                    "Beneficiar: Mureșan Andrei, Str. Alverna 24 ap. 15 – contract 14/02.09.2025",
                    "",
                    "",
                    "",
                    "",
                ],
                ["Lucrare", "U.M.", "Cant. deviz", "Cant. executată", "Valoare (lei)"],
                ["Montaj faianță 25x40 (rest)", "mp", 24.5, 12.5, 2000],
                ["Montaj gresie 60x60", "mp", 4.2, 4.2, 756],
                [
                    "Montaj rigolă duș, cadru WC suspendat, vas WC, lavoar, baterii",
                    "set",
                    1,
                    1,
                    2150,
                ],
                ["Montaj paravan duș walk-in și accesorii", "set", 1, 1, 600],
                ["Instalație electrică: prize IP44, spoturi, ventilator", "set", 1, 1, 1024],
                ["Suplimentar: robinet coloană + contor apă rece + distribuitor", "set", 0, 1, 650],
                ["TOTAL situația 2 (fără TVA)", "", "", "", 7180],
                ["Cumulat situațiile 1 + 2 (fără TVA)", "", "", "", 13475.5],
                ["Întocmit: ing. Călin Rusu", "", "", "Verificat beneficiar: A. Mureșan", ""],
            ]
        },
        author="Instal Grup Somes",
    ),
    "Casa/Renovare baie 2025/",
)

# ------------------------------------------------------------------ car
INBOX["inbox/RCA_Groupama_CJ19MRS.pdf"] = (
    pdf(
        (
            "cols",
            "**GROUPAMA ASIGURĂRI S.A.**\nStr. Mihai Eminescu nr. 45, sector 1, București\n"
            "CUI RO6291812, J40/4002/1999",
            "**POLIȚĂ DE ASIGURARE RCA**\nSeria RO/26/G26/WR nr. 001188452\nData emiterii: 19.01.2026",
        ),
        (
            "kv",
            [
                ("Asigurat / Proprietar:", f"{ANDREI}, CNP {CNP_ANDREI}"),
                ("Adresa:", ADRESA),
                ("Vehicul:", f"SKODA OCTAVIA, nr. înmatriculare {MASINA}"),
                ("Serie șasiu:", VIN),
                ("Categorie / Capacitate:", "Autoturism / 1.968 cm³ / 110 kW"),
                ("Perioada de valabilitate:", "14.02.2026 – 13.02.2027"),
                ("Clasa bonus-malus:", "B7"),
                (
                    "Limite de despăgubire:",
                    "6.450.000 EUR vătămări corporale / 1.300.000 EUR daune materiale",
                ),
                ("Prima de asigurare:", "1.184,00 lei (integral)"),
                ("Intermediar:", "Pago Broker de Asigurare SRL"),
                ("Decontare directă:", "nu"),
            ],
        ),
        ("p", "Carte Verde: valabilă în toate statele sistemului Carte Verde."),
        (
            "s",
            "Polița RCA este emisă în conformitate cu Legea nr. 132/2017 și Norma ASF nr. 20/2017. "
            "Avizare daune Groupama: 0374 110 110. Verificare valabilitate: CEDAM / ASF.",
        ),
        title="RCA CJ19MRS 2026",
    ),
    "Mașina/Asigurări RCA-CASCO/",
)
INBOX["inbox/Factura_AS_0034.pdf"] = (
    pdf(
        (
            "cols",
            "**AUTO SERVICE MĂRĂȘTI SRL**\nStr. Fabricii de Zahăr nr. 12, Cluj-Napoca\n"
            "CUI RO25510447, J12/1102/2009\nIBAN RO55 RNCB 0106 0266 1122 0001",
            f"**Client:** {ANDREI}\n{ADRESA}\nAuto: {MASINA} – Skoda Octavia 2.0 TDI\nKm la intrare: 71.880",
        ),
        ("h", "FACTURĂ seria AS nr. 0034", 12),
        ("p", "Data: 10.01.2026        Comandă de reparație nr. 0412 / 09.01.2026"),
        (
            "t",
            ["Nr.", "Denumire piese / manoperă", "Cant.", "Preț unitar", "Valoare"],
            [
                ["1", "Set plăcuțe frână față TRW GDB1550", "1", "238,84", "238,84"],
                [
                    "2",
                    "Disc frână față ventilat Brembo 09.A427.11 (312 mm)",
                    "2",
                    "256,20",
                    "512,40",
                ],
                ["3", "Lichid frână DOT 4, 1 l", "1", "53,72", "53,72"],
                ["4", "Manoperă înlocuire discuri + plăcuțe față", "2 h", "150,00", "300,00"],
                ["5", "Manoperă aerisire sistem frânare", "0,5 h", "150,00", "75,00"],
            ],
            (6, 52, 10, 14, 14),
            ("CENTER", "LEFT", "RIGHT", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [("Total fără TVA:", "1.179,96"), ("TVA 21%:", "247,79"), ("TOTAL:", "1.427,75 lei")],
        ),
        (
            "p",
            "Garanție piese și manoperă: 12 luni / 20.000 km. Piesele înlocuite au fost predate clientului.",
        ),
        title="Factura AS 0034",
    ),
    "Mașina/Service și ITP/",
)

# ------------------------------------------------------------------ work
INBOX["inbox/Act aditional nr 3.pdf"] = (
    pdf(
        (
            "p",
            "NORDLIGHT SOFTWARE SRL | Str. Dorobanților nr. 14-16, Cluj-Napoca | CUI RO35112233",
            8,
        ),
        ("c", "ACT ADIȚIONAL nr. 3", 13),
        ("c", "la Contractul individual de muncă nr. 184 din 01.03.2021", 9),
        (
            "p",
            "Încheiat astăzi, 16.01.2026, între NORDLIGHT SOFTWARE SRL, cu sediul în Cluj-Napoca, "
            "Str. Dorobanților nr. 14-16, J12/3345/2015, CUI RO35112233, reprezentată prin Radu "
            f"Ciobanu, administrator, în calitate de angajator, și {ANDREI}, CNP {CNP_ANDREI}, "
            "în calitate de salariat.\n\nPărțile convin modificarea contractului individual de "
            "muncă după cum urmează:",
        ),
        (
            "p",
            "Art. 1. Începând cu data de 01.02.2026, salariul de bază lunar brut se modifică de la "
            "17.500 lei la 18.600 lei.\n"
            "Art. 2. Începând cu data de 01.02.2026, salariul desfășoară activitatea în regim de "
            "telemuncă 2 (două) zile pe săptămână, la domiciliul său din Cluj-Napoca, Str. Alverna "
            "nr. 24, ap. 15, și 3 zile pe săptămână la sediul angajatorului. Angajatorul pune la "
            "dispoziție laptop și monitor și acordă o indemnizație de telemuncă de 400 lei/lună, "
            "neimpozabilă în limitele legale.\n"
            "Art. 3. Salariatul are obligația să respecte regulile de securitate a informațiilor "
            "și să asigure un spațiu de lucru corespunzător cerințelor SSM.\n"
            "Art. 4. Celelalte clauze ale contractului individual de muncă rămân neschimbate.",
        ),
        (
            "p",
            "Prezentul act adițional s-a încheiat în două exemplare, câte unul pentru fiecare parte.",
        ),
        (
            "p",
            "Angajator                                                    Salariat\n"
            "Radu Ciobanu, administrator                      Mureșan Andrei",
        ),
        title="Act aditional 3 la CIM 184/2021",
    ),
    "Muncă/Andrei - Nordlight/Contract/",
)
INBOX["inbox/fluturas_decembrie_2025.pdf"] = (
    fluturas(2025, 12, 17, 3, 7, prima=2_000.00),
    "Muncă/Andrei - Nordlight/Fluturași/",
)
INBOX["inbox/Factura_IM_0046.pdf"] = (
    factura_pfa(
        "0046",
        "18.12.2025",
        "17.01.2026",
        "**Client / Customer: DANUBIUS TRAVEL KFT.**\nAdószám / EU VAT: HU12873341\n"
        "1051 Budapest, Nádor utca 23.\nHungary",
        [
            (
                "Traducere RO→HU broșură turistică «Északnyugat-Erdély kulturális útvonalai» "
                "(text + legende foto) / RO→HU translation of tourist brochure",
                "pag.",
                32,
                10.00,
            ),
            ("Corectură finală pe macheta grafică / final proofreading on layout", "oră", 3, 25.00),
        ],
        moneda="EUR",
        nota=(
            "Locul prestării serviciilor: în afara României – art. 278 alin. (2) Cod fiscal. "
            "Taxare inversă / Reverse charge – art. 196 Directiva 2006/112/CE. "
            "Curs BNR 17.12.2025: 1 EUR = 5,0921 lei. Plata în EUR în contul "
            "RO71 INGB 0000 9999 0488 1020."
        ),
    ),
    "Muncă/Ioana - PFA traduceri/Facturi emise/",
)
INBOX["inbox/Factura_CTB_2025_118.pdf"] = (
    factura_contexpert("2025/118", "05.01.2026", "15.01.2026", "decembrie 2025"),
    "Muncă/Ioana - PFA traduceri/Cheltuieli PFA/",
)

# ------------------------------------------------------------------ health
INBOX["inbox/rezultate_2026-01-09.pdf"] = (
    pdf(
        (
            "cols",
            "**SYNEVO ROMÂNIA**\nPunct de recoltare Cluj-Napoca – Gheorgheni\nStr. Brâncuși nr. 93\n"
            "Laborator acreditat RENAR LM 1021",
            "**Buletin de analize**\nCod cerere: CJ26 010922 8\nRecoltat: 09.01.2026\nEliberat: 09.01.2026",
        ),
        (
            "kv",
            [
                ("Pacient:", "MUREȘAN SOFIA, 5 ani, F"),
                ("CNP:", CNP_SOFIA),
                ("Medic:", "Dr. Anca Mărginean (pediatrie) – control după tratament cu fier"),
            ],
        ),
        (
            "t",
            ["Analiza", "Rezultat", "U.M.", "Interval de referință"],
            [
                ["Hemoglobină (HGB)", "12,4", "g/dL", "11,5 – 13,5"],
                ["Hematocrit (HCT)", "37,0", "%", "34 – 40"],
                ["VEM (MCV)", "79,1", "fL", "75 – 87"],
                ["HEM (MCH)", "26,8", "pg", "24 – 30"],
                ["Leucocite (WBC)", "8,15", "10³/µL", "5,0 – 14,5"],
                ["Trombocite (PLT)", "298", "10³/µL", "150 – 450"],
                ["Sideremie", "72", "µg/dL", "50 – 120"],
                ["Feritină", "24,6", "ng/mL", "7 – 140"],
            ],
            (45, 15, 15, 25),
            ("LEFT", "RIGHT", "CENTER", "LEFT"),
        ),
        (
            "s",
            "Rezultatele se interpretează de către medicul curant. Synevo România SRL, CUI RO13932210.",
        ),
        title="Synevo CJ26 010922 8",
    ),
    "Sănătate/Sofia/",
)
INBOX["inbox/Scrisoare medicala.pdf"] = (
    pdf(
        ("c", "OFTALMO VISION CLUJ", 11),
        (
            "p",
            "Clinică de oftalmologie | Str. Observatorului nr. 90, Cluj-Napoca | tel. 0364 401 990",
            8,
        ),
        ("c", "SCRISOARE MEDICALĂ", 13),
        (
            "kv",
            [
                ("Pacient:", "MUREȘAN MATEI, 12 ani"),
                ("CNP:", "5130303125817"),
                ("Însoțitor:", f"mama – {IOANA}, CNP {CNP_IOANA}"),
                ("Data consultației:", "08 ianuarie 2026"),
                (
                    "Motivul prezentării:",
                    "vede încețoșat la tablă, cefalee după ore (semnalat de diriginte)",
                ),
            ],
        ),
        (
            "p",
            "Acuitate vizuală fără corecție: OD 0,5; OS 0,6. Refracție sub cicloplegie: OD −1,25 sf; "
            "OS −1,00 sf −0,25 cil ax 180°. Pol anterior și fund de ochi: normale. Motilitate "
            "oculară normală, fără strabism.\n\n"
            "Diagnostic: Miopie ușoară ambii ochi.\n\n"
            "Recomandări: ochelari pentru purtare permanentă (rețetă anexată): OD −1,25 sf; "
            "OS −1,00 sf −0,25 cil ax 180°, DP 60 mm. Pauze de la ecrane (regula 20-20-20), "
            "activitate în aer liber min. 2 h/zi. Control peste 6 luni (iulie 2026).",
        ),
        ("p", "Dr. Paula Nistor, medic primar oftalmolog   (parafă C44871)"),
        title="Scrisoare medicala Muresan Matei",
    ),
    "Sănătate/Matei/",
)

# ------------------------------------------------------------------ school
INBOX["inbox/Informare parinti ianuarie 2026.eml"] = (
    eml(
        "Daniela Moldovan <daniela.moldovan@scoalaioanbob.ro>",
        "Parinti VI B <parinti.6b@googlegroups.com>",
        "Informare – modulul 3, tabăra de schi și ședința din 29 ianuarie",
        "Mon, 12 Jan 2026 19:58:41 +0200",
        """Dragi părinți,

Sper că ați avut sărbători frumoase! Câteva informații pentru perioada următoare:

1. Modulul 3 a început pe 8 ianuarie și ține până pe 13 februarie. Vacanța de schi este
   16 – 22 februarie 2026.
2. Tabăra de schi la Băișoara (16 – 20 februarie): 850 lei/copil (cazare, masă, skipass 4 zile,
   instructor). Confirmați până vineri, 23 ianuarie, și plătiți avansul de 300 lei.
   Echipamentul se poate închiria de la baza de acolo.
3. Ședința cu părinții: joi, 29 ianuarie, ora 18:00, sala 14 – situația la finalul modulului 2,
   tezele din modulul 3 și olimpiadele (Matei, Ana, Vlad și Sara s-au calificat la etapa locală
   la matematică – felicitări!).
4. Absențele din decembrie și din această lună trebuie motivate până la 30 ianuarie (adeverință
   medicală sau cerere scrisă a părintelui, max. 3 zile/modul).
5. Fondul clasei pe anul școlar 2025-2026: mai sunt 5 familii care nu au depus cei 200 lei.

Vă mulțumesc și vă doresc un an nou cu sănătate!

Daniela Moldovan
diriginta clasei a VI-a B
Școala Gimnazială «Ioan Bob» Cluj-Napoca
""",
        "<CAF2026011219584.dm@scoalaioanbob.ro>",
    ),
    "Școală/Matei/2025-2026 (clasa a VI-a)/",
)
INBOX["inbox/Doc1.docx"] = (
    docx(
        [
            "Doamnei Diriginte a clasei a VI-a B,",
            "prof. Daniela Moldovan",
            "Școala Gimnazială «Ioan Bob» Cluj-Napoca",
            "",
            f"Subsemnata {IOANA}, domiciliată în {ADRESA}, telefon 0745 630 184, în calitate de "
            "mamă a elevului MUREȘAN MATEI din clasa a VI-a B, vă rog să aprobați motivarea "
            "absențelor fiului meu din zilele de 12, 13 și 14 ianuarie 2026, din motive de "
            "sănătate (viroză respiratorie, a stat acasă cu febră).",
            "Anexez adeverința medicală eliberată de medicul de familie, dr. Toma Elena, nr. 47 din "
            "15.01.2026.",
            "Vă mulțumesc,",
            "",
            "Data: 15.01.2026                                        Semnătura: Ioana Mureșan",
        ],
        created="2026-01-15T21:10:00",
    ),
    "Școală/Matei/2025-2026 (clasa a VI-a)/",
)
INBOX["inbox/Factura_GR-1260.pdf"] = (
    factura_gradinita("1260", "05.01.2026", "09.01.2026", "ianuarie 2026", 17),
    "Școală/Sofia - grădinița/",
)

# ------------------------------------------------------------------ trips
INBOX["inbox/voucher_DC-5583019.pdf"] = (
    pdf(
        ("h", "MAKEDONIA RENT A CAR – Rental Voucher", 14),
        (
            "p",
            "Makedonia Car Rentals S.A. • 26th Oktovriou 84, 546 27 Thessaloniki, Greece • VAT EL 998812044",
            8,
        ),
        (
            "kv",
            [
                ("Voucher no.:", "DC-5583019"),
                ("Booked on:", "12/04/2025 via makedoniarentacar.gr"),
                ("Main driver:", "Andrei Muresan, born 17/05/1984, licence RO 0412887CJ"),
                (
                    "Pick-up:",
                    "16/08/2025 08:30 – Thessaloniki Airport «Makedonia» (SKG), arrivals hall, desk 7",
                ),
                ("Drop-off:", "23/08/2025 12:30 – Thessaloniki Airport «Makedonia» (SKG)"),
                ("Car group:", "C – Citroën C3 Aircross or similar, manual, A/C, 5 seats"),
                ("Extras:", "child booster seat (1), 2nd driver: Ioana Muresan"),
                ("Ferry permission:", "included – Keramoti ⇄ Limenas crossing allowed"),
            ],
        ),
        (
            "t",
            ["Item", "Qty", "Amount"],
            [
                ["Rental, 7 days, unlimited km", "7", "€ 252.00"],
                ["Full insurance (FDW, zero excess)", "7", "€ 56.00"],
                ["Child booster seat", "7", "€ 21.00"],
                ["Additional driver", "1", "free"],
            ],
            (60, 15, 25),
            ("LEFT", "CENTER", "RIGHT"),
        ),
        ("r", [("Total (VAT 24% incl.):", "€ 329.00"), ("Paid online:", "€ 329.00")]),
        (
            "s",
            "Fuel policy: full to full. Deposit on credit card at pick-up: € 300 (released at return). "
            "Bring this voucher, passport/ID and driving licence. 24h assistance +30 2310 471 000.",
        ),
        title="Rental voucher DC-5583019",
    ),
    "Călătorii/2025-08 Thassos/",
)
INBOX["inbox/eticket_ANETH.pdf"] = (
    pdf(
        ("h", "ANETH FERRIES – E-TICKET", 14),
        ("p", "Keramoti Port Authority Pier • Booking via www.aneth.gr • Tel. +30 25930 22318", 8),
        (
            "kv",
            [
                ("Booking ref.:", "ANT-8841-0816"),
                ("Issued:", "02/08/2025 21:14"),
                ("Lead passenger:", "MURESAN ANDREI"),
                ("Passengers:", "2 adults, 1 child (5-12), 1 infant (0-4)"),
                ("Vehicle:", "Car up to 4.25 m – plate NIM-7712 (rental)"),
            ],
        ),
        (
            "t",
            ["Leg", "Route", "Date", "Departure", "Vessel"],
            [
                ["OUT", "KERAMOTI → LIMENAS", "16/08/2025", "12:30", "F/B Agios Nikolaos"],
                ["RETURN", "LIMENAS → KERAMOTI", "23/08/2025", "08:00", "F/B Panagia Soumela"],
            ],
            (12, 30, 18, 15, 25),
        ),
        (
            "t",
            ["Fare", "Qty", "Price"],
            [
                ["Adult (each way)", "4", "€ 5.00"],
                ["Child 5-12 (each way)", "2", "€ 2.50"],
                ["Infant 0-4", "2", "free"],
                ["Car up to 4.25 m (each way)", "2", "€ 22.00"],
            ],
            (60, 15, 25),
            ("LEFT", "CENTER", "RIGHT"),
        ),
        ("r", [("Total paid:", "€ 69.00")]),
        (
            "s",
            "Please be at the port 30 minutes before departure; vehicles board first. Crossing time "
            "approx. 40 minutes. This e-ticket must be exchanged for a boarding pass at the port kiosk.",
        ),
        title="ANETH e-ticket ANT-8841-0816",
    ),
    "Călătorii/2025-08 Thassos/",
)
INBOX["inbox/IMG_5530.JPG"] = (
    jpg("2025:08:23 08:41:56", "sea", 5530),
    "Călătorii/2025-08 Thassos/",
)
INBOX["inbox/document(3).pdf"] = (
    pdf(
        (
            "cols",
            "**ANDRONACHE ILEANA Î.I.**\nPensiunea «Valea Cetății»\nCisnădioara nr. 118, oraș Cisnădie\n"
            "CUI 29911872, F32/1204/2012\nTel. 0740 228 913",
            f"**Client:** {ANDREI}\nCNP {CNP_ANDREI}\n{ADRESA}",
        ),
        ("h", "FACTURĂ seria VC nr. 0412", 13),
        ("p", "Data emiterii: 26.10.2025     Achitat: card, 26.10.2025"),
        (
            "t",
            ["Nr.", "Denumire", "U.M.", "Cant.", "Preț (lei)", "Valoare (lei)"],
            [
                [
                    "1",
                    "Cazare cameră familială (2 adulți + 2 copii), 24.10 – 26.10.2025, mic dejun inclus",
                    "noapte",
                    "2",
                    "420,00",
                    "840,00",
                ],
                ["2", "Cină 25.10.2025 (meniul casei)", "pers.", "4", "40,00", "160,00"],
                ["3", "Taxă de stațiune / taxă turistică", "pers. x noapte", "4", "10,00", "40,00"],
            ],
            (6, 52, 12, 8, 10, 12),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT", "RIGHT"),
        ),
        ("r", [("TOTAL:", "1.040,00 lei")]),
        ("p", "Neplătitor de TVA. Vă mulțumim și vă mai așteptăm! Ileana & Gheorghe"),
        title="document(3)",
    ),
    "Călătorii/2025-10 Sibiu/",
)
INBOX["inbox/scan_0015.pdf"] = (
    pdf(
        ("c", "MENZA ÉTTEREM ÉS KÁVÉHÁZ", 12),
        (
            "c",
            "Menza Vendéglátó Kft.\n1061 Budapest, Liszt Ferenc tér 2.\nAdószám: 12644071-2-42",
            9,
        ),
        ("c", "NYUGTA", 12),
        (
            "p",
            "2025.12.13. 19:42          Asztal: 14          Felszolgáló: Bence\nNyugtaszám: 0417/01882",
        ),
        (
            "t",
            ["Tétel", "Menny.", "Egységár", "Összeg"],
            [
                ["Gulyásleves (bogrács)", "2", "3 400 Ft", "6 800 Ft"],
                ["Rántott csirkemell, hasábburgonya (gyerek)", "2", "3 900 Ft", "7 800 Ft"],
                ["Pörkölt galuskával", "2", "6 200 Ft", "12 400 Ft"],
                ["Halászlé", "1", "5 600 Ft", "5 600 Ft"],
                ["Somlói galuska", "3", "2 900 Ft", "8 700 Ft"],
                ["Forralt bor 2 dl", "3", "1 900 Ft", "5 700 Ft"],
                ["Limonádé 0,5 l", "2", "1 800 Ft", "3 600 Ft"],
                ["Ásványvíz 0,75 l", "1", "1 500 Ft", "1 500 Ft"],
            ],
            (50, 10, 20, 20),
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        (
            "r",
            [
                ("Részösszeg:", "52 100 Ft"),
                ("Szervízdíj 13%:", "6 800 Ft"),
                ("ÖSSZESEN:", "58 900 Ft"),
            ],
        ),
        ("p", "Fizetés: bankkártya (VISA ****4417)    ÁFA 27% / 5% tartalmazza"),
        ("c", "Köszönjük, hogy nálunk vacsorázott! • Boldog karácsonyt!", 9),
        title="scan_0015",
    ),
    "Călătorii/2025-12 Budapesta/",
)
INBOX["inbox/20251214_111920.jpg"] = (
    jpg("2025:12:14 11:19:20", "city", 1214, "samsung", "Galaxy A54 5G"),
    "Călătorii/2025-12 Budapesta/",
)
INBOX["inbox/BK-77812.pdf"] = (
    pdf(
        (
            "cols",
            "**ATLANTIS TRAVEL & TOURS SRL**\nCalea Victoriei nr. 155, et. 2, sector 1, București\n"
            "CUI RO31877012 • Licență de turism nr. 8812/2019\nrezervari@atlantistravel.ro • 021 311 4780",
            "**CONFIRMARE REZERVARE / VOUCHER**\nNr. rezervare: BK-77812\nData: 20.01.2026\n"
            "Agent: Raluca Dinu",
        ),
        (
            "kv",
            [
                ("Client:", "Mureșan Ioana, tel. 0745 630 184"),
                (
                    "Serviciu:",
                    "Excursie de o zi Sintra – Cabo da Roca – Cascais (ghid vorbitor de limba română)",
                ),
                ("Data:", "vineri, 17 aprilie 2026"),
                ("Punct de întâlnire:", "Praça Marquês de Pombal, lângă statuie, ora 08:45"),
                ("Întoarcere:", "aprox. 18:30, același punct"),
                ("Participanți:", "2 adulți, 2 copii (13 și 5 ani)"),
            ],
        ),
        (
            "t",
            ["Descriere", "Cant.", "Preț", "Valoare"],
            [
                [
                    "Adult – transport minibus, ghid, intrare Palácio da Pena",
                    "2",
                    "79,00 EUR",
                    "158,00 EUR",
                ],
                ["Copil 6-17 ani", "1", "49,00 EUR", "49,00 EUR"],
                ["Copil 0-5 ani (fără intrare separată)", "1", "15,00 EUR", "15,00 EUR"],
            ],
            (55, 10, 15, 20),
            ("LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("r", [("Total:", "222,00 EUR"), ("Achitat integral (card, 20.01.2026):", "1.130,62 lei")]),
        (
            "p",
            "Prestator local: Lusitania Day Tours Lda. Vă rugăm să prezentați voucherul (tipărit sau "
            "pe telefon) ghidului. Recomandăm încălțăminte comodă și o geacă – la Cabo da Roca bate "
            "vântul. Anulare gratuită până la 7 zile înainte de data excursiei.",
        ),
        (
            "s",
            "Agenția deține poliță de asigurare împotriva insolvenței nr. 1122/2025 la Omniasig. "
            "Contractul de comercializare a serviciilor turistice a fost acceptat online la rezervare.",
        ),
        title="BK-77812",
    ),
    "Călătorii/2026-04 Lisabona/",
)

# ------------------------------------------------------------------ family, hobbies
INBOX["inbox/Proforma_PF-2211.pdf"] = (
    pdf(
        (
            "cols",
            "**ATELIER LUMÂNĂRI DENISA SRL**\nStr. Horea nr. 58, Cluj-Napoca\nCUI 41120877, J12/4418/2019\n"
            "IBAN RO18 BTRL 0130 1202 D912 44XX",
            "**Client:** Mureșan Ioana\nStr. Alverna nr. 24, ap. 15, Cluj-Napoca\n0745 630 184",
        ),
        ("h", "FACTURĂ PROFORMĂ nr. PF-2211", 13),
        ("p", "Data: 14.01.2026     Data evenimentului: 17.05.2026     Termen livrare: 10.05.2026"),
        (
            "t",
            ["Nr.", "Produs", "Cant.", "Preț (lei)", "Valoare (lei)"],
            [
                [
                    "1",
                    "Lumânare de botez 90 cm, decor flori de bumbac, panglică bleu, nume «LUCA»",
                    "1",
                    "380,00",
                    "380,00",
                ],
                [
                    "2",
                    "Trusou complet băiețel (cutie lemn, prosop brodat, costumaș alb, botoșei, iconiță)",
                    "1",
                    "560,00",
                    "560,00",
                ],
                ["3", "Cutie amintiri gravată", "1", "120,00", "120,00"],
                [
                    "4",
                    "Reducere 10% pachet lumânare + trusou (comandă până la 31.01)",
                    "1",
                    "-94,00",
                    "-94,00",
                ],
            ],
            (6, 60, 8, 12, 14),
            ("CENTER", "LEFT", "CENTER", "RIGHT", "RIGHT"),
        ),
        ("r", [("TOTAL:", "966,00 lei"), ("Avans 30% de achitat la confirmare:", "289,80 lei")]),
        ("p", "Neplătitor de TVA. Factura fiscală se emite la încasarea avansului."),
        title="Proforma PF-2211",
    ),
    "Familie/Botez Luca (mai 2026)/",
)
INBOX["inbox/Confirmare_inscriere_7781.pdf"] = (
    pdf(
        ("c", "MARATONUL INTERNAȚIONAL CLUJ 2026", 14),
        ("c", "Confirmare de înscriere", 11),
        (
            "kv",
            [
                ("Cod înscriere:", "7781"),
                ("Participant:", "Andrei Mureșan"),
                ("Data nașterii / categorie:", "17.05.1984 / M40"),
                ("Proba:", "Semimaraton – 21,1 km"),
                ("Data cursei:", "duminică, 26 aprilie 2026, start ora 09:00, Piața Unirii"),
                ("Timp estimat:", "1:50:00 (val de start B)"),
                ("Club:", "Nordlight Runners"),
                ("Taxă de participare:", "200 lei – achitată 13.01.2026 (tarif early bird)"),
                ("Mărime tricou:", "L"),
            ],
        ),
        (
            "p",
            "Numărul de concurs se alocă în aprilie. Ridicarea kitului: 24-25 aprilie, Expo Maraton, "
            "Sala Polivalentă. Este obligatorie prezentarea adeverinței medicale (apt efort fizic), "
            "valabilă la data cursei.",
        ),
        (
            "s",
            "Asociația Club Sportiv Cluj Running, CIF 28871340. Regulament: www.clujmarathon.ro/regulament.",
        ),
        title="Confirmare inscriere MIC 2026",
    ),
    "Alergare/",
)
INBOX["inbox/bejgli - mama.txt"] = (
    """Bejgli – anyu receptje (2 rúd diós, 2 rúd mákos)

Tészta:
50 dkg liszt
20 dkg hideg vaj (vagy fele vaj, fele zsír)
2 dkg élesztő, 1 dl langyos tej, 1 ek cukor
2 tojássárgája
5 dkg porcukor, csipet só, 1 citrom reszelt héja

Diós töltelék: 25 dkg darált dió, 15 dkg cukor, 1,5 dl tej, 1 citrom héja, 3 dkg mazsola,
1 ek baracklekvár, fahéj.
Mákos töltelék: 25 dkg darált mák, 15 dkg cukor, 1,5 dl tej, 1 citrom héja, 1 reszelt alma.

1. Az élesztőt a langyos tejben a cukorral felfuttatom.
2. A lisztet a vajjal elmorzsolom, hozzá a tojássárgák, porcukor, só, citromhéj és az élesztő.
   Nem kell sokáig dagasztani, csak amíg összeáll! 4 cipóba osztom, 1 órát hűtőben pihen.
3. A töltelékekhez a tejet a cukorral felforralom, ráöntöm a dióra/mákra, kihűtöm.
4. Kinyújtom kb. 25x30 cm-re, rákenem a tölteléket, a széleit behajtom, feltekerem.
5. Tojássárgával lekenem, 30 perc hűtő, tojásfehérjével lekenem, megint 30 perc
   (ettől lesz márványos a teteje!). Villával megszurkálom.
6. 180 fokon 30-35 perc, aranybarnára.

Drága Ioana, idén te csinálod, én csak nézem. :) Ne vágd fel melegen, másnap a legjobb!
Puszi, anyu – 2025. december 19.
""",
    "Rețete/",
)
INBOX["inbox/prajitura cu mere de la nunta Biancai.txt"] = (
    """Prăjitură cu mere și nucă – cea de la nunta Biancăi
(rețeta mi-a dat-o doamna Pop, mama lui Vlad, ea a făcut prăjiturile pentru nuntă)

Blat: 300 g făină, 150 g unt rece, 100 g zahăr pudră, 1 ou, 2 linguri smântână,
1/2 plic praf de copt, vanilie, coajă de lămâie.
Umplutură: 1,5 kg mere acrișoare (Ionatan) rase și călite cu 100 g zahăr și scorțișoară,
2 linguri griș, 100 g nucă măcinată.
Deasupra: bezea din 3 albușuri + 120 g zahăr + nucă tocată mare.

Frământ repede aluatul, 30 min la frigider. Jumătate întins în tavă (25x35), copt 10 min la 180°C.
Pun merele stoarse bine de zeamă + grișul + nuca, apoi cealaltă foaie rasă pe răzătoarea mare
(sau bezeaua, cum a făcut ea). 35-40 min la 170°C.
Se taie a doua zi! Sofia a mâncat 3 bucăți la nuntă, deci sigur e bună.
""",
    "Rețete/",
)
INBOX["inbox/Klara si Soarele.md"] = (
    """# Klara și Soarele – Kazuo Ishiguro (Polirom, trad. Vali Florescu)

Am terminat-o de Crăciun, 2-3 seri, după ce adormeau copiii.
Klara e o „Prietenă Artificială” care o îngrijește pe Josie, o fată bolnavă. Totul e văzut prin
ochii ei – naivă și extrem de atentă în același timp. Credința ei în Soare e înduioșătoare.

Ce m-a atins:
- întrebarea mamei: se poate „continua” un om? Ce e unic într-o persoană?
- Rick și „lifted kids” – inegalitatea, spusă foarte discret
- finalul, în depozit. Liniștit și trist.

Seamănă cu „Să nu mă părăsești” (același ton reținut), dar mai caldă.
Nota mea: 9/10. De dat lui Andrei după ce termină cu SF-urile lui.
""",
    "Cărți - notițe/",
)
INBOX["inbox/IMG-20251221-WA0004.jpg"] = (
    jpg("2025:12:21 18:03:27", "indoor", 1221, "samsung", "Galaxy A54 5G"),
    "Poze/2025/",
)
INBOX["inbox/20260106_120311.jpg"] = (
    jpg("2026:01:06 12:03:11", "snow", 106, "samsung", "Galaxy A54 5G"),
    "Poze/2026/",
)

# ------------------------------------------------------------------ nowhere
INBOX["inbox/ECAM22.110_manual_RO.pdf"] = (
    pdf(
        ("h", "De'Longhi Magnifica S – ECAM22.110", 14),
        ("p", "Espressor automat cu râșniță integrată – INSTRUCȚIUNI DE UTILIZARE (extras)"),
        ("h", "1. Avertismente de siguranță", 10),
        (
            "p",
            "Aparatul este destinat exclusiv uzului casnic. Nu atingeți părțile fierbinți. Nu "
            "introduceți aparatul în apă. Deconectați ștecherul înainte de curățare. Copiii nu "
            "trebuie să se joace cu aparatul.",
        ),
        ("h", "7. Decalcifierea", 10),
        (
            "p",
            "Când pe panou se aprinde indicatorul de decalcifiere, folosiți numai decalcifiantul "
            "De'Longhi EcoDecalk. 1) Goliți tava de colectare și recipientul pentru zaț. 2) Turnați "
            "în rezervor decalcifiantul până la nivelul A și apă până la nivelul B. 3) Așezați un "
            "recipient de 2 l sub duza de apă caldă. 4) Apăsați butonul de decalcifiere 5 secunde. "
            "Programul durează aproximativ 45 de minute.",
        ),
        ("h", "9. Setarea durității apei", 10),
        (
            "t",
            ["Nivel", "Duritate (°dH)", "Indicație bandă test"],
            [
                ["1 – moale", "< 7", "1 pătrat roșu"],
                ["2 – medie", "7 – 14", "2 pătrate"],
                ["3 – dură", "14 – 21", "3 pătrate"],
                ["4 – foarte dură", "> 21", "4 pătrate"],
            ],
            (30, 30, 40),
        ),
        ("h", "12. Rezolvarea problemelor", 10),
        (
            "t",
            ["Mesaj / problemă", "Cauză posibilă", "Soluție"],
            [
                [
                    "Cafeaua nu este fierbinte",
                    "ceștile sunt reci",
                    "preîncălziți ceștile cu apă caldă",
                ],
                [
                    "Cafeaua curge prea încet",
                    "cafea măcinată prea fin",
                    "rotiți selectorul de măcinare cu o poziție spre 7",
                ],
                [
                    "Lumina «grupul de infuzie» clipește",
                    "grupul nu este introdus corect",
                    "reintroduceți grupul până se aude un clic",
                ],
                [
                    "Nu iese spumă de lapte",
                    "duza cappuccino murdară",
                    "curățați duza conform cap. 10.4",
                ],
            ],
            (30, 30, 40),
        ),
        (
            "s",
            "De'Longhi Appliances S.r.l., Via L. Seitz 47, 31100 Treviso, Italia. Manual 5713215371/03.23. "
            "Textul complet: www.delonghi.com/ro-ro/manuals.",
        ),
        title="ECAM22.110 manual RO",
    ),
    "",
)
INBOX["inbox/CV_Tudor_Baciu.pdf"] = (
    pdf(
        ("h", "TUDOR BACIU", 18),
        (
            "p",
            "Senior QA Automation Engineer • Cluj-Napoca, Romania\ntudor.baciu@gmail.com • +40 744 901 332 • linkedin.com/in/tudorbaciu",
        ),
        ("hr",),
        ("h", "Summary", 11),
        (
            "p",
            "QA engineer with 9 years of experience in test automation for payments and e-commerce "
            "platforms. Strong in Playwright, Cypress, REST API testing and CI pipelines. Looking for "
            "a senior/lead role in a product team.",
        ),
        ("h", "Experience", 11),
        (
            "p",
            "**Fortech** – Senior QA Automation Engineer (03/2021 – present)\n"
            "• Built the end-to-end test framework (Playwright + TypeScript) for a German "
            "banking client; 1,400 automated tests, nightly runs in GitLab CI.\n"
            "• Reduced regression time from 3 days to 4 hours.\n\n"
            "**Evozon** – QA Engineer (07/2016 – 02/2021)\n"
            "• Manual and automated testing (Selenium, Java) for Magento e-shops.\n"
            "• Performance tests with JMeter.",
        ),
        ("h", "Education", 11),
        ("p", "Universitatea Tehnică din Cluj-Napoca – Automatică și Calculatoare, licență (2016)"),
        ("h", "Skills", 11),
        (
            "p",
            "Playwright, Cypress, Selenium, Postman/Newman, k6, JMeter, TypeScript, Java, SQL, Docker, "
            "GitLab CI, Jira/Xray • English C1, German B1",
        ),
        title="CV Tudor Baciu",
        author="Tudor Baciu",
    ),
    "",
)
INBOX["inbox/bilet_U_Cluj_CFR.pdf"] = (
    pdf(
        ("h", "BILET ELECTRONIC – SUPERLIGA ROMÂNIEI 2025/2026", 12),
        ("c", "FC UNIVERSITATEA CLUJ  –  CFR 1907 CLUJ", 16),
        (
            "kv",
            [
                ("Etapa:", "24"),
                ("Data și ora:", "sâmbătă, 14.02.2026, ora 20:30"),
                ("Stadion:", "Cluj Arena, Aleea Stadionului nr. 2, Cluj-Napoca"),
                ("Acces:", "Poarta 3 – Tribuna 2"),
                ("Sector / Rând / Loc:", "T2-C / 14 / 21 și 22"),
                ("Categorie:", "Adult (1) + Copil sub 14 ani (1)"),
                ("Preț:", "2 x 50,00 lei + taxă emitere 4,00 lei = 104,00 lei"),
                ("Comanda:", "UCJ-26-0088127, cumpărător Andrei Mureșan"),
            ],
        ),
        ("c", "▮▮▌▌▮▌▮▮▌▮▌▮▮▌▌▮  0088127-21 / 0088127-22", 10),
        (
            "s",
            "Accesul se face pe baza codului de bare (tipărit sau pe telefon) și a actului de identitate. "
            "Este interzis accesul cu materiale pirotehnice, sticle sau obiecte contondente. Biletul "
            "nu se returnează. Organizator: FC Universitatea Cluj SA.",
        ),
        title="Bilet U Cluj - CFR",
    ),
    "",
)
INBOX["inbox/e-jegy_Opera.pdf"] = (
    pdf(
        ("h", "KOLOZSVÁRI MAGYAR OPERA – E-JEGY", 13),
        (
            "p",
            "Opera Maghiară din Cluj • Str. Emil Isac nr. 26-28, Cluj-Napoca • jegy.magyaropera.ro",
            8,
        ),
        ("c", "Kálmán Imre: CSÁRDÁSKIRÁLYNŐ", 15),
        ("c", "operett három felvonásban", 10),
        (
            "kv",
            [
                ("Időpont:", "2026. január 31., szombat, 18:00"),
                ("Helyszín:", "Kolozsvári Állami Magyar Színház nagyterme"),
                ("Hely:", "Földszint, 7. sor, 11–12. szék"),
                ("Jegytípus:", "1 × teljes árú, 1 × nyugdíjas"),
                ("Ár:", "60 lej + 40 lej = 100 lej"),
                ("Rendelésszám:", "KMO-2026-004471"),
                ("Vásárló:", "Mureșan Ioana"),
            ],
        ),
        ("c", "▮▌▮▮▌▌▮▌▮▮▌▮▌▌▮  004471-11 / 004471-12", 10),
        (
            "s",
            "A jegy a belépéskor bemutatandó (nyomtatva vagy telefonon). Az előadás kezdete után a "
            "nézőtérre csak a szünetben lehet belépni. A jegyet nem váltjuk vissza.",
        ),
        title="E-jegy KMO-2026-004471",
    ),
    "",
)
