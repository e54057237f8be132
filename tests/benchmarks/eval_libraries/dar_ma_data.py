"""Contents of the dar-ma library: the El Idrissi family's papers in Casablanca (files
already filed, and the helpers that make their photos and office files)."""

from __future__ import annotations

import io
from email.header import Header

import docx
import openpyxl
from PIL import Image, ImageDraw

# ---------------------------------------------------------------------------
# helpers: photos, Word and Excel files, e-mails
# ---------------------------------------------------------------------------

SCENES = {
    "plage": ((135, 190, 235), (40, 110, 170), (230, 205, 150)),
    "medina": ((170, 205, 240), (196, 110, 70), (150, 75, 45)),
    "jardin": ((120, 170, 225), (30, 80, 170), (70, 140, 60)),
    "salon": ((230, 215, 190), (150, 40, 50), (200, 160, 90)),
    "montagne": ((160, 200, 235), (120, 130, 120), (245, 245, 250)),
    "nuit": ((25, 30, 60), (200, 150, 60), (240, 220, 160)),
    "alhambra": ((150, 200, 240), (190, 140, 100), (60, 120, 60)),
}


def jpeg(when: str, scene: str, make: str = "samsung", model: str = "SM-A546B") -> bytes:
    """A small camera-like JPEG whose EXIF says when it was taken ("YYYY:MM:DD HH:MM:SS")."""
    sky, middle, ground = SCENES[scene]
    img = Image.new("RGB", (320, 240), sky)
    draw = ImageDraw.Draw(img)
    draw.rectangle([0, 120, 320, 175], fill=middle)
    draw.rectangle([0, 175, 320, 240], fill=ground)
    seed = sum(int(c) for c in when if c.isdigit())
    for i in range(5):
        x = (seed * 37 + i * 61) % 300
        y = 100 + (seed * 13 + i * 29) % 110
        draw.ellipse([x, y, x + 18, y + 30], fill=((seed * 7 + i * 40) % 255, 60 + i * 30, 90))
    draw.ellipse([250, 20, 290, 60], fill=(250, 235, 180))
    exif = Image.Exif()
    exif[271] = make
    exif[272] = model
    exif[306] = when
    sub = exif.get_ifd(0x8769)
    sub[36867] = when
    sub[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=78, exif=exif)
    return buf.getvalue()


def word(*blocks: str | tuple[str, str]) -> bytes:
    """A .docx: plain strings are paragraphs, ("h1", text) / ("h2", text) are headings."""
    document = docx.Document()
    for block in blocks:
        if isinstance(block, tuple):
            kind, text = block
            document.add_heading(text, level=1 if kind == "h1" else 2)
        else:
            document.add_paragraph(block)
    buf = io.BytesIO()
    document.save(buf)
    return buf.getvalue()


def excel(sheets: dict[str, list[list[object]]]) -> bytes:
    """An .xlsx with one sheet per entry, rows written as given."""
    book = openpyxl.Workbook()
    first = True
    for title, rows in sheets.items():
        sheet = book.active if first else book.create_sheet()
        first = False
        sheet.title = title
        for row in rows:
            sheet.append(row)
    buf = io.BytesIO()
    book.save(buf)
    return buf.getvalue()


def mail(headers: str, body: str) -> bytes:
    """An e-mail as saved from the mail program (RFC 822, UTF-8 text body)."""
    lines = []
    for line in headers.strip("\n").split("\n"):
        name, value = line.split(": ", 1)
        if not value.isascii():
            if value.endswith(">") and " <" in value:
                display, address = value.rsplit(" <", 1)
                value = Header(display, "utf-8").encode() + " <" + address
            else:
                value = Header(value, "utf-8").encode()
        lines.append(f"{name}: {value}")
    head = "\n".join(lines)
    head += (
        "\nMIME-Version: 1.0\nContent-Type: text/plain; charset=utf-8"
        "\nContent-Transfer-Encoding: 8bit\n"
    )
    return (head + "\n" + body.lstrip("\n")).replace("\n", "\r\n").encode("utf-8")


PHARMA = [
    ["PHARMACIE AL AMAL — Dr Youssef EL IDRISSI, Docteur en pharmacie"],
    ["47, Boulevard Brahim Roudani, Maârif — 20330 Casablanca — Tél. 05 22 25 61 40"],
    ["ICE 001523478000067 — IF 40218876 — TP 35712094 — RC 298114 — CNSS 7412563"],
    [],
]


def invoice_issued(
    number: str, date: str, period: str, lines: list[tuple[str, int, float, float]]
) -> bytes:
    """An invoice from Pharmacie Al Amal to Clinique Al Andalous as an Excel sheet."""
    rows: list[list[object]] = [*PHARMA]
    rows += [
        [f"FACTURE N° {number}", None, None, "Date :", date],
        ["Client : CLINIQUE AL ANDALOUS — 112, Boulevard d'Anfa, Casablanca"],
        ["ICE client : 002187654000041 — Bon de commande : " + period],
        [],
        ["Désignation", "Qté", "PU HT (DH)", "TVA %", "Montant HT (DH)"],
    ]
    ht = 0.0
    tva = 0.0
    for label, qty, pu, rate in lines:
        amount = round(qty * pu, 2)
        ht += amount
        tva += round(amount * rate / 100, 2)
        rows.append([label, qty, pu, rate, amount])
    rows += [
        [],
        [None, None, None, "Total HT", round(ht, 2)],
        [None, None, None, "TVA", round(tva, 2)],
        [None, None, None, "Total TTC", round(ht + tva, 2)],
        [],
        ["Règlement par virement à 60 jours — BMCE Bank, agence Maârif"],
        ["RIB : 011 780 0000 27 210 00 04512 33"],
    ]
    return excel({"Facture": rows})


# ---------------------------------------------------------------------------
# Pharmacie
# ---------------------------------------------------------------------------

FACTURES_EMISES = {
    "Pharmacie/Factures émises/2024/FA-2024-031 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2024-031",
        "30/09/2024",
        "BC-CAA-2024-118 (septembre 2024)",
        [
            ("Sérum physiologique 0,9 % 500 ml (flacon)", 240, 9.80, 7),
            ("Paracétamol 1 g injectable (boîte de 12)", 30, 96.00, 7),
            ("Compresses stériles 10x10 (boîte de 50)", 60, 38.50, 20),
            ("Gants d'examen nitrile T.M (boîte de 100)", 40, 52.00, 20),
        ],
    ),
    "Pharmacie/Factures émises/2024/FA-2024-036 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2024-036",
        "31/10/2024",
        "BC-CAA-2024-131 (octobre 2024)",
        [
            ("Ceftriaxone 1 g IV (flacon)", 120, 31.20, 7),
            ("Héparine sodique 5000 UI/ml (flacon 5 ml)", 25, 74.60, 7),
            ("Seringues 5 ml (boîte de 100)", 20, 61.00, 20),
        ],
    ),
    "Pharmacie/Factures émises/2024/Facture FA-2024-044 décembre.txt": """\
PHARMACIE AL AMAL
Dr Youssef EL IDRISSI — Docteur en pharmacie
47, Boulevard Brahim Roudani, Maârif — Casablanca
ICE 001523478000067 — IF 40218876 — TP 35712094

                                             Casablanca, le 31 décembre 2024

FACTURE N° FA-2024-044

Client : CLINIQUE AL ANDALOUS
         112, Boulevard d'Anfa — Casablanca
         ICE 002187654000041
Bon de commande : BC-CAA-2024-152 du 02/12/2024

Désignation                                   Qté     PU HT      Montant HT
Amoxicilline + ac. clavulanique 1 g (bte 16)   80     68,40      5 472,00
Oméprazole 40 mg injectable (flacon)           60     42,90      2 574,00
Perfuseurs avec régulateur                    150      7,20      1 080,00
Sparadrap microporeux 5 cm x 9 m               48     18,60        892,80

Total HT                                                         10 018,80
TVA 7 % (médicaments)                                               563,22
TVA 20 % (dispositifs médicaux)                                     394,56
Total TTC                                                        10 976,58

Arrêtée la présente facture à la somme de : dix mille neuf cent soixante-seize
dirhams et cinquante-huit centimes.

Règlement par virement à 60 jours fin de mois.
""",
    "Pharmacie/Factures émises/2025/FA-2025-009 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2025-009",
        "28/02/2025",
        "BC-CAA-2025-021 (février 2025)",
        [
            ("Sérum glucosé 5 % 500 ml (flacon)", 180, 11.40, 7),
            ("Métoclopramide 10 mg injectable (bte 12)", 40, 28.70, 7),
            ("Cathéters IV 20G (boîte de 50)", 10, 210.00, 20),
        ],
    ),
    "Pharmacie/Factures émises/2025/FA-2025-021 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2025-021",
        "30/05/2025",
        "BC-CAA-2025-064 (mai 2025)",
        [
            ("Paracétamol 1 g injectable (boîte de 12)", 45, 96.00, 7),
            ("Kétoprofène 100 mg injectable (bte 6)", 30, 44.10, 7),
            ("Gants stériles chirurgicaux 7,5 (paire)", 400, 4.90, 20),
            ("Masques chirurgicaux type IIR (boîte de 50)", 30, 39.00, 20),
        ],
    ),
    "Pharmacie/Factures émises/2025/FA-2025-034 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2025-034",
        "30/09/2025",
        "BC-CAA-2025-109 (septembre 2025)",
        [
            ("Ceftriaxone 1 g IV (flacon)", 150, 31.20, 7),
            ("Sérum physiologique 0,9 % 500 ml (flacon)", 300, 9.80, 7),
            ("Compresses stériles 10x10 (boîte de 50)", 70, 38.50, 20),
        ],
    ),
    "Pharmacie/Factures émises/2025/FA-2025-041 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2025-041",
        "31/10/2025",
        "BC-CAA-2025-122 (octobre 2025)",
        [
            ("Héparine sodique 5000 UI/ml (flacon 5 ml)", 30, 74.60, 7),
            ("Insuline rapide 100 UI/ml (stylo)", 40, 63.50, 7),
            ("Seringues 10 ml (boîte de 100)", 15, 78.00, 20),
        ],
    ),
    "Pharmacie/Factures émises/2026/FA-2026-001 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2026-001",
        "16/01/2026",
        "BC-CAA-2026-004 (1re quinzaine de janvier 2026)",
        [
            ("Amoxicilline + ac. clavulanique 1 g (bte 16)", 50, 68.40, 7),
            ("Sérum physiologique 0,9 % 500 ml (flacon)", 200, 9.80, 7),
            ("Perfuseurs avec régulateur", 120, 7.20, 20),
        ],
    ),
    "Pharmacie/Factures émises/2026/FA-2026-002 Clinique Al Andalous.xlsx": invoice_issued(
        "FA-2026-002",
        "31/01/2026",
        "BC-CAA-2026-011 (2e quinzaine de janvier 2026)",
        [
            ("Paracétamol 1 g injectable (boîte de 12)", 35, 96.00, 7),
            ("Oméprazole 40 mg injectable (flacon)", 40, 42.90, 7),
            ("Gants d'examen nitrile T.M (boîte de 100)", 35, 52.00, 20),
        ],
    ),
}

FACTURES_FOURNISSEURS = {
    "Pharmacie/Factures fournisseurs/2025/RPC facture 25-118734.txt": """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
Zone industrielle Aïn Sebaâ, Lot 14 — 20250 Casablanca
Tél. 05 22 34 70 00 — ICE 000987321000052 — RC 145203 — IF 1087342

FACTURE N° 25-118734                         Date : 14/03/2025
Client : PHARMACIE AL AMAL — Dr EL IDRISSI Youssef — Code client 40-2217
Livraison : tournée 3 — Maârif

Réf.      Désignation                          Qté   PPH       Remise  Net HT
301145    DOLIPRANE 1000 MG CPR B/8            120   14,20     0 %     1 704,00
302871    AUGMENTIN 1G/125MG SACH B/12          36   86,90     0 %     3 128,40
308812    GLUCOPHAGE 850 MG CPR B/30            60   27,30     0 %     1 638,00
415520    BEPANTHEN POMMADE 30 G                24   39,00     5 %       889,20
517742    BIODERMA SENSIBIO H2O 250 ML          12  118,00    12 %     1 246,08

Total HT                                                        8 605,68
TVA 7 %                                                           455,09
TVA 20 %                                                          427,06
TOTAL TTC                                                       9 487,83

Échéance : 30 jours fin de mois — prélèvement sur compte BMCE.
""",
    "Pharmacie/Factures fournisseurs/2025/RPC facture 25-164402.txt": """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
Zone industrielle Aïn Sebaâ, Lot 14 — 20250 Casablanca
ICE 000987321000052

FACTURE N° 25-164402                         Date : 11/06/2025
Client : PHARMACIE AL AMAL — Code client 40-2217

Réf.      Désignation                          Qté   PPH       Net HT
301145    DOLIPRANE 1000 MG CPR B/8            150   14,20     2 130,00
305530    SPASFON LYOC 80 MG B/10               48   24,10     1 156,80
310096    AERIUS 5 MG CPR B/15                  30   61,50     1 845,00
611204    AVENE CLEANANCE GEL 200 ML            10  145,00     1 450,00

Total HT                                                        6 581,80
TVA                                                               653,56
TOTAL TTC                                                       7 235,36

Échéance : 31/07/2025.
""",
    "Pharmacie/Factures fournisseurs/2025/Atlas Pharma facture AP-2025-3391.txt": """\
LABORATOIRE ATLAS PHARMA S.A.R.L.
Route de Rabat, km 9 — Aïn Harrouda
ICE 001334512000019 — Service vente directe officines

FACTURE AP-2025-3391                          Casablanca, le 22 septembre 2025
Pharmacie Al Amal — Dr Youssef El Idrissi — 47, Bd Brahim Roudani, Casablanca

Commande passée par notre délégué M. Rachid Alaoui le 15/09/2025 (offre rentrée)

Désignation                                  Qté   UG   PU HT    Montant HT
Atlas-Vit C 1000 effervescent B/20            60    6   22,50    1 350,00
Atlas-Zinc sirop 125 ml                       40    4   31,00    1 240,00
Atlas-Magnésium B6 B/60                       30    3   48,00    1 440,00

Total HT                                                          4 030,00
TVA 20 %                                                            806,00
Total TTC                                                         4 836,00

UG : unités gratuites. Paiement à 60 jours par chèque ou LCN.
""",
    "Pharmacie/Factures fournisseurs/2025/RPC relevé décembre 2025.txt": """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
RELEVÉ DE COMPTE CLIENT — Période du 01/12/2025 au 31/12/2025
Client : PHARMACIE AL AMAL — Code client 40-2217

Date        Pièce            Libellé                     Débit       Crédit
01/12/2025                   Solde reporté            41 208,50
03/12/2025  FA 25-301877     Facture livraison         6 940,12
09/12/2025  FA 25-309214     Facture livraison         8 115,70
10/12/2025  PRLV             Prélèvement novembre                  41 208,50
16/12/2025  FA 25-318020     Facture livraison         7 402,33
19/12/2025  AV 25-004511     Avoir périmés retournés                 612,40
23/12/2025  FA 25-326745     Facture livraison         9 870,95
30/12/2025  FA 25-333108     Facture livraison         5 214,60

Solde au 31/12/2025 : 36 931,30 DH — prélevé le 10/01/2026.
""",
    "Pharmacie/Factures fournisseurs/2026/RPC facture 26-004518.txt": """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
Zone industrielle Aïn Sebaâ, Lot 14 — 20250 Casablanca
ICE 000987321000052

FACTURE N° 26-004518                         Date : 06/01/2026
Client : PHARMACIE AL AMAL — Code client 40-2217

Réf.      Désignation                          Qté   PPH       Net HT
301145    DOLIPRANE 1000 MG CPR B/8            200   14,20     2 840,00
320117    HUMEX RHUME GELULES B/16              48   42,00     2 016,00
302871    AUGMENTIN 1G/125MG SACH B/12          40   86,90     3 476,00
330456    VENTOLINE 100 µG SUSP INHAL           24   34,20       820,80

Total HT                                                        9 152,80
TVA 7 %                                                           640,70
TOTAL TTC                                                       9 793,50

Échéance : 28/02/2026 — prélèvement.
""",
    "Pharmacie/Factures fournisseurs/2026/RPC facture 26-011092.txt": """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
ICE 000987321000052

FACTURE N° 26-011092                         Date : 13/01/2026
Client : PHARMACIE AL AMAL — Code client 40-2217

Réf.      Désignation                          Qté   PPH       Net HT
308812    GLUCOPHAGE 850 MG CPR B/30            80   27,30     2 184,00
340221    AMLOR 5 MG GELULES B/30               40   58,60     2 344,00
345987    LANTUS SOLOSTAR 100 UI/ML B/5         10  498,00     4 980,00

Total HT                                                        9 508,00
TVA 7 %                                                           665,56
TOTAL TTC                                                      10 173,56

Échéance : 28/02/2026 — prélèvement.
""",
}

CNSS = {
    "Pharmacie/CNSS/Attestation d'affiliation employeur.txt": """\
ROYAUME DU MAROC
CAISSE NATIONALE DE SÉCURITÉ SOCIALE
Direction Régionale Casablanca-Settat — Agence Maârif

ATTESTATION D'AFFILIATION

La Caisse Nationale de Sécurité Sociale atteste que l'employeur :
Raison sociale : PHARMACIE AL AMAL (Dr Youssef EL IDRISSI)
Adresse : 47, Boulevard Brahim Roudani, Maârif, Casablanca
est affilié sous le numéro 7412563 depuis le 01/04/2012.

Situation au 05/02/2025 : à jour de ses déclarations et cotisations.

Fait à Casablanca, le 5 février 2025.
Le Chef d'agence
""",
    "Pharmacie/CNSS/Bordereau DAMANCOM octobre 2025.txt": """\
CNSS — DAMANCOM — BORDEREAU DE DÉCLARATION DES SALAIRES
N° affilié : 7412563 — PHARMACIE AL AMAL
Période : 10/2025                 Date de dépôt : 06/11/2025

N° immat.   Nom et prénom           Jours   Salaire brut   Salaire plafonné
118 420 336 BERRADA Salma            26      6 800,00        6 000,00
127 905 812 OUAZZANI Hamid           26      3 600,00        3 600,00

Total masse salariale                        10 400,00
Cotisations patronales et salariales (PF, AS, AMO, TFP)      2 431,60 DH
Référence de paiement : 7412563-202510-01 — Payé le 07/11/2025
""",
    "Pharmacie/CNSS/Bordereau DAMANCOM novembre 2025.txt": """\
CNSS — DAMANCOM — BORDEREAU DE DÉCLARATION DES SALAIRES
N° affilié : 7412563 — PHARMACIE AL AMAL
Période : 11/2025                 Date de dépôt : 05/12/2025

N° immat.   Nom et prénom           Jours   Salaire brut   Salaire plafonné
118 420 336 BERRADA Salma            26      6 800,00        6 000,00
127 905 812 OUAZZANI Hamid           25      3 461,54        3 461,54

Total masse salariale                        10 261,54
Cotisations patronales et salariales (PF, AS, AMO, TFP)      2 399,15 DH
Référence de paiement : 7412563-202511-01 — Payé le 08/12/2025
""",
    "Pharmacie/CNSS/Bordereau DAMANCOM décembre 2025.txt": """\
CNSS — DAMANCOM — BORDEREAU DE DÉCLARATION DES SALAIRES
N° affilié : 7412563 — PHARMACIE AL AMAL
Période : 12/2025                 Date de dépôt : 07/01/2026

N° immat.   Nom et prénom           Jours   Salaire brut   Salaire plafonné
118 420 336 BERRADA Salma            26      7 300,00        6 000,00
127 905 812 OUAZZANI Hamid           26      3 600,00        3 600,00

(Salaire de Salma Berrada : prime de fin d'année 500,00 DH incluse.)
Total masse salariale                        10 900,00
Cotisations patronales et salariales (PF, AS, AMO, TFP)      2 548,40 DH
Référence de paiement : 7412563-202512-01 — Payé le 08/01/2026
""",
}

IMPOTS = {
    "Pharmacie/Impôts DGI/2024/Déclaration revenu global 2024 - accusé.txt": """\
ROYAUME DU MAROC — MINISTÈRE DE L'ÉCONOMIE ET DES FINANCES
DIRECTION GÉNÉRALE DES IMPÔTS — SIMPL-IR

ACCUSÉ DE RÉCEPTION — DÉCLARATION DU REVENU GLOBAL
Exercice : 2024
Contribuable : EL IDRISSI Youssef — IF 40218876 — CNIE BE 412786
Catégorie de revenus : revenus professionnels — régime du résultat net simplifié
Activité : pharmacie d'officine — TP 35712094

Date de dépôt : 27/02/2025 à 22:14
Numéro de dépôt : IR-2025-0227-884103

Résultat fiscal déclaré : 286 540,00 DH
Impôt dû : 83 921,00 DH — Acomptes versés en 2024 : 76 000,00 DH
Reliquat versé le 27/02/2025 : 7 921,00 DH
""",
    "Pharmacie/Impôts DGI/2024/TVA 4e trimestre 2024.txt": """\
DGI — SIMPL-TVA — DÉCLARATION DU CHIFFRE D'AFFAIRES
Régime : déclaration trimestrielle
Période : 4e trimestre 2024 (octobre — décembre 2024)
Contribuable : PHARMACIE AL AMAL — EL IDRISSI Youssef — IF 40218876

Chiffre d'affaires taxable 7 %         612 480,00       TVA facturée  42 873,60
Chiffre d'affaires taxable 20 %         98 240,00       TVA facturée  19 648,00
Chiffre d'affaires exonéré             143 900,00
TVA récupérable sur achats                              -52 116,40
TVA due                                                  10 405,20

Déposée et payée le 20/01/2025 — référence 2025TVA0120-55231.
""",
    "Pharmacie/Impôts DGI/2024/Taxe professionnelle 2024 - avis.txt": """\
ROYAUME DU MAROC — DIRECTION GÉNÉRALE DES IMPÔTS
Direction Régionale des Impôts de Casablanca — Service d'assiette Maârif

AVIS D'IMPOSITION — TAXE PROFESSIONNELLE
Année d'imposition : 2024 — Article n° 35712094
Redevable : EL IDRISSI Youssef — Pharmacie Al Amal
Adresse du local : 47, Bd Brahim Roudani, Casablanca

Valeur locative annuelle : 96 000,00 DH — Classe : C2 — Taux : 20 %
Montant de la taxe professionnelle : 19 200,00 DH
Date de mise en recouvrement : 15/04/2024 — Date limite de paiement : 15/06/2024

Payé le 03/06/2024 — quittance n° 0841576.
""",
    "Pharmacie/Impôts DGI/2024/Attestation de régularité fiscale.txt": """\
DIRECTION GÉNÉRALE DES IMPÔTS
ATTESTATION DE RÉGULARITÉ FISCALE

Le Directeur Régional des Impôts de Casablanca atteste que M. EL IDRISSI Youssef,
pharmacien d'officine, identifiant fiscal 40218876, ICE 001523478000067,
a souscrit ses déclarations fiscales et a acquitté les impôts, droits et taxes
exigibles au titre de l'exercice 2024.

Délivrée le 14 mars 2025 pour servir et valoir ce que de droit
(dossier de renouvellement — marché Clinique Al Andalous).
Validité : 3 mois.
""",
    "Pharmacie/Impôts DGI/2025/TVA 1er trimestre 2025.txt": """\
DGI — SIMPL-TVA — DÉCLARATION DU CHIFFRE D'AFFAIRES
Période : 1er trimestre 2025 (janvier — mars 2025)
Contribuable : PHARMACIE AL AMAL — IF 40218876

Chiffre d'affaires taxable 7 %         588 120,00       TVA facturée  41 168,40
Chiffre d'affaires taxable 20 %         91 760,00       TVA facturée  18 352,00
Chiffre d'affaires exonéré             139 450,00
TVA récupérable sur achats                              -49 870,15
TVA due                                                   9 650,25

Déposée et payée le 18/04/2025.
""",
    "Pharmacie/Impôts DGI/2025/TVA 2e trimestre 2025.txt": """\
DGI — SIMPL-TVA — DÉCLARATION DU CHIFFRE D'AFFAIRES
Période : 2e trimestre 2025 (avril — juin 2025)
Contribuable : PHARMACIE AL AMAL — IF 40218876

Chiffre d'affaires taxable 7 %         603 300,00       TVA facturée  42 231,00
Chiffre d'affaires taxable 20 %        104 020,00       TVA facturée  20 804,00
Chiffre d'affaires exonéré             146 880,00
TVA récupérable sur achats                              -53 402,70
TVA due                                                   9 632,30

Déposée et payée le 17/07/2025.
""",
    "Pharmacie/Impôts DGI/2025/TVA 3e trimestre 2025.txt": """\
DGI — SIMPL-TVA — DÉCLARATION DU CHIFFRE D'AFFAIRES
Période : 3e trimestre 2025 (juillet — septembre 2025)
Contribuable : PHARMACIE AL AMAL — IF 40218876

Chiffre d'affaires taxable 7 %         571 940,00       TVA facturée  40 035,80
Chiffre d'affaires taxable 20 %         87 310,00       TVA facturée  17 462,00
Chiffre d'affaires exonéré             132 600,00
TVA récupérable sur achats                              -47 985,60
TVA due                                                   9 512,20

Déposée et payée le 20/10/2025.
""",
}

PERSONNEL = {
    "Pharmacie/Personnel/Contrat de travail - Salma Berrada.txt": """\
CONTRAT DE TRAVAIL À DURÉE INDÉTERMINÉE

Entre les soussignés :
Dr Youssef EL IDRISSI, pharmacien titulaire de la Pharmacie Al Amal,
47, Boulevard Brahim Roudani, Casablanca, affilié CNSS n° 7412563, ci-après « l'employeur »,
et
Mlle Salma BERRADA, née le 11/05/1994 à Settat, CNIE W 328417,
demeurant 9, rue Al Moutanabbi, Hay Hassani, Casablanca, ci-après « la salariée ».

Article 1 — La salariée est engagée en qualité de préparatrice en pharmacie à compter du
1er septembre 2019.
Article 2 — Période d'essai : trois mois.
Article 3 — Durée du travail : 44 heures par semaine, selon le planning affiché à
l'officine, gardes de nuit et de week-end comprises par roulement.
Article 4 — Rémunération mensuelle brute : 5 200,00 DH, plus prime d'ancienneté légale.
Article 5 — Le présent contrat est régi par le Code du travail (loi 65-99).

Fait en deux exemplaires à Casablanca, le 26 août 2019.
L'employeur                                  La salariée (lu et approuvé)
""",
    "Pharmacie/Personnel/Contrat de travail - Hamid Ouazzani.docx": word(
        ("h1", "Contrat de travail à durée déterminée"),
        "Entre Dr Youssef EL IDRISSI, pharmacien titulaire de la Pharmacie Al Amal, 47, Boulevard "
        "Brahim Roudani, Casablanca (CNSS 7412563), l'employeur,",
        "et M. Hamid OUAZZANI, né le 03/02/2001 à Casablanca, CNIE BK 702215, demeurant "
        "Derb Sultan, rue 12, n° 40, Casablanca, le salarié.",
        "Article 1 — M. Hamid Ouazzani est engagé en qualité d'aide-préparateur et coursier "
        "(livraisons à la Clinique Al Andalous et aux patients du quartier).",
        "Article 2 — Le contrat est conclu pour une durée d'un an, du 1er janvier 2025 au "
        "31 décembre 2025, renouvelable.",
        "Article 3 — Salaire mensuel brut : 3 600,00 DH. Indemnité de transport : 300,00 DH.",
        "Article 4 — Horaires : 9h00–13h00 et 15h30–20h00, du lundi au samedi.",
        "Fait à Casablanca, le 27 décembre 2024.",
        "L'employeur                                        Le salarié",
    ),
    "Pharmacie/Personnel/Attestation de travail - Salma Berrada 2025.txt": """\
PHARMACIE AL AMAL — Dr Youssef EL IDRISSI
47, Boulevard Brahim Roudani, Maârif, Casablanca

ATTESTATION DE TRAVAIL

Je soussigné, Dr Youssef EL IDRISSI, pharmacien titulaire de la Pharmacie Al Amal,
atteste que Mlle Salma BERRADA, titulaire de la CNIE n° W 328417, immatriculée à la CNSS
sous le n° 118 420 336, est employée dans notre officine en qualité de préparatrice en
pharmacie depuis le 1er septembre 2019, en contrat à durée indéterminée, et qu'elle
perçoit un salaire mensuel net de 6 010,00 DH.

Cette attestation est délivrée à l'intéressée, à sa demande, pour servir et valoir ce que
de droit (dossier de crédit immobilier, Banque Populaire).

Casablanca, le 18 juin 2025.
Dr Y. El Idrissi
""",
}

ORDRE = {
    "Pharmacie/Ordre des pharmaciens/Reçu cotisation 2025.txt": """\
CONSEIL RÉGIONAL SUD DES PHARMACIENS D'OFFICINE
Ordre des Pharmaciens du Maroc — Casablanca

REÇU N° 2025/3318

Reçu de Dr Youssef EL IDRISSI — Pharmacie Al Amal, Casablanca (inscription n° S-2207)
la somme de : 2 400,00 DH (deux mille quatre cents dirhams)
au titre de : cotisation ordinale annuelle 2025
Mode de paiement : chèque BMCE n° 0045821 du 21/01/2025

Casablanca, le 23 janvier 2025.
Le Trésorier
""",
    "Pharmacie/Ordre des pharmaciens/Circulaire tableau des gardes 2025-2026.txt": """\
CONSEIL RÉGIONAL SUD DES PHARMACIENS D'OFFICINE
Circulaire n° 14/2025 — Casablanca, le 10 septembre 2025

Objet : tableau des gardes de nuit et des jours fériés — secteur Maârif / Gauthier /
Racine — période du 1er octobre 2025 au 30 septembre 2026

Chères Consœurs, Chers Confrères,

Vous trouverez ci-dessous les gardes attribuées à votre officine. Tout échange de garde
doit être signalé au Conseil au moins 72 heures à l'avance, par écrit, et affiché sur la
vitrine des deux officines concernées.

Pharmacie Al Amal (Dr El Idrissi) :
- nuits : 07/10/2025, 18/11/2025, 29/12/2025, 09/02/2026, 23/03/2026, 04/05/2026,
  15/06/2026, 27/07/2026, 07/09/2026
- jours fériés : 18 novembre 2025 (Fête de l'Indépendance), Aïd Al Fitr 2026 (2e jour)

Veuillez agréer, Chères Consœurs, Chers Confrères, nos salutations confraternelles.
Le Président du Conseil Régional Sud
""",
}

# ---------------------------------------------------------------------------
# Maison
# ---------------------------------------------------------------------------


def lydec(month: str, period: str, issued: str, kwh: int, m3: int, due: str) -> str:
    elec = round(kwh * 1.4, 2)
    eau = round(m3 * 7.9, 2)
    total = round(elec + eau + 38.50 + 24.00, 2)
    return f"""\
LYDEC — Lyonnaise des Eaux de Casablanca
48, Boulevard Mohammed Diouri — Casablanca — Centre de relation client : 05 22 54 90 00

FACTURE EAU ET ÉLECTRICITÉ — {month}
Client : M. EL IDRISSI Youssef
Adresse : 23, rue Ibnou Mounir, Résidence Al Yasmine, Appt 7, Maârif, Casablanca
N° de contrat électricité : 3021 774 518 — N° de contrat eau : 3021 774 519
Période de consommation : {period}
Date d'émission : {issued}

Électricité : {kwh} kWh ........................................ {elec:.2f} DH
Eau potable : {m3} m³ .......................................... {eau:.2f} DH
Redevances et location compteurs ............................... 38.50 DH
Taxe pour la promotion de l'audiovisuel national (TPPAN) ........ 24.00 DH

MONTANT À PAYER : {total:.2f} DH
Date limite de paiement : {due}
Paiement : agences Lydec, Wafacash, application mobile ou prélèvement bancaire.
"""


MAISON = {
    "Maison/Lydec/Lydec septembre 2025.txt": lydec(
        "SEPTEMBRE 2025", "du 05/08/2025 au 04/09/2025", "10/09/2025", 412, 21, "30/09/2025"
    ),
    "Maison/Lydec/Lydec octobre 2025.txt": lydec(
        "OCTOBRE 2025", "du 04/09/2025 au 06/10/2025", "10/10/2025", 356, 18, "31/10/2025"
    ),
    "Maison/Lydec/Lydec novembre 2025.txt": lydec(
        "NOVEMBRE 2025", "du 06/10/2025 au 05/11/2025", "12/11/2025", 338, 16, "30/11/2025"
    ),
    "Maison/Lydec/Lydec décembre 2025.txt": lydec(
        "DÉCEMBRE 2025", "du 05/11/2025 au 04/12/2025", "10/12/2025", 395, 15, "31/12/2025"
    ),
    "Maison/Internet et téléphone/Maroc Telecom Fibre novembre 2025.txt": """\
MAROC TELECOM — Avenue Annakhil, Hay Riad, Rabat
FACTURE N° 1125-55870342                         Date : 03/11/2025

Titulaire : M. EL IDRISSI Youssef
Compte client : 0522 98 41 77 — Fibre Optique 200 Méga + Fixe illimité
Période : du 01/11/2025 au 30/11/2025

Abonnement Fibre 200 Méga ............................. 458,33 DH HT
Option TV (IPTV bouquet famille) ........................ 41,67 DH HT
Total HT ............................................... 500,00 DH
TVA 20 % ............................................... 100,00 DH
Total TTC .............................................. 600,00 DH

Prélèvement automatique le 15/11/2025 sur votre compte bancaire.
""",
    "Maison/Internet et téléphone/Maroc Telecom mobile Youssef décembre 2025.txt": """\
MAROC TELECOM — FACTURE MOBILE
N° 1225-61002291                                 Date : 02/12/2025
Titulaire : M. EL IDRISSI Youssef — Ligne 06 61 28 47 90
Forfait Pro 50 Go + appels illimités nationaux

Abonnement mensuel ..................................... 249,00 DH TTC
Hors forfait : appels internationaux (Espagne) ............ 0,00 DH
Total à payer .......................................... 249,00 DH TTC
Prélèvement le 15/12/2025.
""",
    "Maison/Internet et téléphone/Orange Nadia octobre 2025.txt": """\
ORANGE MAROC — Facture forfait
Facture n° OM-2510-7745120 — Date : 05/10/2025
Titulaire : Mme TAZI Nadia — Ligne 06 62 14 05 38
Forfait Orange 30 Go — période du 05/10/2025 au 04/11/2025

Forfait ..................................................... 149,00 DH
Pass international Maghreb .................................. 20,00 DH
Total TTC ................................................... 169,00 DH
Payé par carte bancaire le 07/10/2025.
""",
    "Maison/Taxe de services communaux/Avis TSC 2023.txt": """\
ROYAUME DU MAROC — DIRECTION GÉNÉRALE DES IMPÔTS
AVIS D'IMPOSITION — TAXE DE SERVICES COMMUNAUX
Année : 2023 — Commune de Casablanca — Arrondissement Maârif
Redevable : EL IDRISSI Youssef
Bien : 23, rue Ibnou Mounir, Résidence Al Yasmine, Appt 7 — habitation principale
Valeur locative : 36 000,00 DH — Taux : 10,50 % — Abattement habitation principale
Montant dû : 1 890,00 DH — Date limite : 31/05/2023
Payé le 12/05/2023 (paiement en ligne, référence TSC23-0512-774103).
""",
    "Maison/Taxe de services communaux/Avis TSC 2024.txt": """\
ROYAUME DU MAROC — DIRECTION GÉNÉRALE DES IMPÔTS
AVIS D'IMPOSITION — TAXE DE SERVICES COMMUNAUX
Année : 2024 — Commune de Casablanca — Arrondissement Maârif
Redevable : EL IDRISSI Youssef
Bien : 23, rue Ibnou Mounir, Résidence Al Yasmine, Appt 7 — habitation principale
Valeur locative : 36 000,00 DH — Taux : 10,50 %
Montant dû : 1 890,00 DH — Date limite : 31/05/2024
Payé le 27/05/2024.
""",
    "Maison/Budget/Budget maison 2024.xlsx": excel(
        {
            "Budget 2024": [
                ["Budget de la maison 2024", None, None],
                ["Poste", "Mensuel (DH)", "Annuel (DH)"],
                ["Courses (Marjane + souk)", 6500, 78000],
                ["Lydec", 780, 9360],
                ["Internet + téléphones", 1020, 12240],
                ["École Adam (Les Orangers)", 2300, 23000],
                ["Collège Salma", 2600, 26000],
                ["Mehdi — loyer Rabat", 2800, 33600],
                ["Mehdi — argent de poche + train", 1500, 18000],
                ["Femme de ménage (Khadija)", 2200, 26400],
                ["Essence", 1400, 16800],
                ["Médicaments Mi (hors AMO)", 600, 7200],
                ["Sadaqa / famille", 500, 6000],
                ["Total", None, "=SUM(C3:C13)"],
            ]
        }
    ),
    "Maison/Budget/Budget maison 2025.xlsx": excel(
        {
            "Budget 2025": [
                ["Budget de la maison 2025", None, None],
                ["Poste", "Mensuel (DH)", "Annuel (DH)"],
                ["Courses (Marjane + souk)", 7000, 84000],
                ["Lydec", 820, 9840],
                ["Internet + téléphones", 1067, 12804],
                ["École Adam (Les Orangers)", 2450, 24500],
                ["Collège Salma", 2750, 27500],
                ["Mehdi — loyer Rabat", 2800, 33600],
                ["Mehdi — argent de poche + train", 1700, 20400],
                ["Femme de ménage (Khadija)", 2400, 28800],
                ["Essence", 1500, 18000],
                ["Médicaments Mi (hors AMO)", 650, 7800],
                ["Vacances (Espagne juillet)", None, 32000],
                ["Sadaqa / famille", 500, 6000],
                ["Total", None, "=SUM(C3:C14)"],
            ]
        }
    ),
}

# ---------------------------------------------------------------------------
# Nadia
# ---------------------------------------------------------------------------


def payslip(month: str, net: str, rappel: str = "") -> str:
    extra = f"\nRappel : {rappel}" if rappel else ""
    return f"""\
ROYAUME DU MAROC
TRÉSORERIE GÉNÉRALE DU ROYAUME — Direction des Dépenses de Personnel
Ministère de l'Éducation Nationale, du Préscolaire et des Sports

BULLETIN DE PAIE — {month}

Nom et prénom : TAZI Nadia                        PPR (Doti) : 1187402
Grade : Professeur de l'enseignement secondaire qualifiant — 1er grade
Échelle : 11 — Échelon : 8 — Indice : 509
Affectation : Lycée qualifiant Ibn Al Haytham — Direction provinciale Casablanca-Anfa
Situation familiale : mariée, 3 enfants
Compte : CIH Bank — ***************4418

ÉLÉMENTS                                       GAINS         RETENUES
Traitement de base                            6 432,00
Indemnité de résidence (10 %)                   643,20
Indemnité de sujétion                         2 000,00
Indemnité de recherche pédagogique            1 600,00
Indemnité complémentaire (accord 26/12/2023)  1 500,00
Allocations familiales                          300,00
Retraite CMR                                                    1 203,57
AMO (CNOPS)                                                       288,00
Mutuelle MGPEN                                                     98,30
Impôt sur le revenu                                             1 980,16{extra}

NET À PAYER : {net} DH
"""


NADIA = {
    "Nadia/Bulletins de paie/Bulletin de paie septembre 2025.txt": payslip(
        "SEPTEMBRE 2025", "8 905,17"
    ),
    "Nadia/Bulletins de paie/Bulletin de paie octobre 2025.txt": payslip(
        "OCTOBRE 2025", "8 905,17"
    ),
    "Nadia/Bulletins de paie/Bulletin de paie novembre 2025.txt": payslip(
        "NOVEMBRE 2025", "8 905,17"
    ),
    "Nadia/Bulletins de paie/Bulletin de paie décembre 2025.txt": payslip(
        "DÉCEMBRE 2025", "9 405,17", "avancement d'échelon (effet 01/07/2025) — 500,00 DH"
    ),
    "Nadia/Bulletins de paie/Attestation de salaire annuelle 2024.txt": """\
ROYAUME DU MAROC — TRÉSORERIE GÉNÉRALE DU ROYAUME
ATTESTATION DE SALAIRE ET DE RETENUES — ANNÉE 2024

Nom : TAZI Nadia — PPR 1187402
Administration : Ministère de l'Éducation Nationale, du Préscolaire et des Sports
Période : du 01/01/2024 au 31/12/2024

Salaire brut imposable annuel .............. 148 420,80 DH
Retenues CMR ................................ 14 442,84 DH
Retenues AMO et mutuelle .................... 4 635,60 DH
Impôt sur le revenu retenu à la source ...... 23 761,92 DH
Salaire net annuel ......................... 105 580,44 DH

Délivrée le 21 janvier 2025 (à joindre au dossier de prêt logement).
""",
    "Nadia/Lycée/Cours et séquences/Séquence - La Boîte à merveilles (TC).docx": word(
        ("h1", "Séquence 2 — La Boîte à merveilles, Ahmed Sefrioui"),
        "Niveau : Tronc commun — Lycée Ibn Al Haytham — Année scolaire 2025-2026",
        "Professeure : Mme N. Tazi — Durée : 6 semaines (novembre — mi-décembre)",
        ("h2", "Objectifs"),
        "Lire une œuvre autobiographique intégrale ; identifier le pacte autobiographique ; "
        "étudier la peinture de la société fassie des années 1920 ; produire un récit de souvenir.",
        ("h2", "Séances"),
        "1. Lecture d'entrée : le chapitre I, la solitude de Sidi Mohammed.",
        "2. Le Msid et le fqih : l'école coranique dans le récit.",
        "3. Lalla Zoubida, la mère : portrait et discours rapporté.",
        "4. Le bain maure et la fête de l'Achoura : la vie collective.",
        "5. La boîte à merveilles, refuge de l'enfant : le merveilleux.",
        "6. Activité d'écriture : raconter un souvenir d'enfance en 20 lignes.",
        ("h2", "Évaluation"),
        "Contrôle continu n° 2 (semaine du 15 décembre) : texte extrait du chapitre VII, "
        "questions de compréhension et production écrite.",
    ),
    "Nadia/Lycée/Cours et séquences/Séquence - Antigone (1re Bac).docx": word(
        ("h1", "Séquence 1 — Antigone, Jean Anouilh"),
        "Niveau : 1re année du baccalauréat, filière Sciences expérimentales — 1BAC SE 2",
        "Année scolaire 2025-2026 — septembre / octobre",
        ("h2", "Problématique"),
        "Comment Anouilh réécrit-il le mythe pour interroger la liberté et le pouvoir ?",
        ("h2", "Séances"),
        "1. Le Prologue : un théâtre qui dévoile ses personnages.",
        "2. Antigone et Ismène : deux visions de la soumission.",
        "3. La confrontation Antigone / Créon (lecture analytique).",
        "4. Le rôle du Chœur et la machine tragique.",
        "5. Préparation à l'examen régional : question de synthèse et argumentation.",
        ("h2", "Évaluation"),
        "Devoir surveillé n° 1 le 30 octobre 2025 (2 heures).",
    ),
    "Nadia/Lycée/Cours et séquences/Évaluation diagnostique TC 2025.docx": word(
        ("h1", "Évaluation diagnostique — Tronc commun"),
        "Lycée Ibn Al Haytham — Casablanca — Rentrée 2025 (semaine du 15 septembre)",
        "Nom : ........................ Prénom : ........................ Classe : TC ......",
        ("h2", "I. Compréhension (8 points)"),
        "Lisez le texte puis répondez aux questions : « Le matin, la médina s'éveillait "
        "lentement ; les marchands levaient leurs rideaux de fer... »",
        "1. Qui parle dans ce texte ? 2. Relevez deux indices de lieu. 3. Quel est le temps "
        "dominant ? Justifiez son emploi.",
        ("h2", "II. Langue (6 points)"),
        "Conjuguez les verbes entre parenthèses au passé simple ; transformez au discours "
        "indirect.",
        ("h2", "III. Production écrite (6 points)"),
        "Décrivez en dix lignes un lieu de votre quartier que vous aimez.",
    ),
    "Nadia/Lycée/Cours et séquences/Fiche méthode - le résumé.txt": """\
FICHE MÉTHODE — LE RÉSUMÉ DE TEXTE (1re Bac)
(à distribuer après la séquence Antigone — N. Tazi)

1. Lire le texte deux fois : la première pour le sens général, la seconde crayon en main.
2. Repérer la thèse, les arguments, les connecteurs logiques (mais, donc, en effet...).
3. Faire le plan du texte en une phrase par paragraphe.
4. Rédiger en respectant l'ordre des idées, à la 1re personne si l'auteur l'utilise.
5. Réduire au quart (± 10 %) ; indiquer le nombre de mots à la fin.
6. Interdits : citations, commentaire personnel, « l'auteur dit que... ».

Barème : fidélité aux idées 4 pts — reformulation 3 pts — cohérence 2 pts — langue 1 pt.
""",
    "Nadia/Lycée/Administration/Emploi du temps 2025-2026.txt": """\
LYCÉE QUALIFIANT IBN AL HAYTHAM — CASABLANCA
EMPLOI DU TEMPS 2025-2026 — Mme TAZI Nadia (Français) — 20 heures

          8h-10h          10h-12h          14h-16h          16h-18h
Lundi     TC 4            1BAC SE 2        —                —
Mardi     1BAC SE 2       TC 7             TC 4             —
Mercredi  TC 7            —                —                —
Jeudi     1BAC SE 5       TC 4             1BAC SE 5        —
Vendredi  —               TC 7             —                1BAC SE 2
Samedi    1BAC SE 5       —                —                —

Salle : B12 (sauf TC 7 : salle C3). Permanence parents : mardi 12h-13h.
Mis à jour le 22 septembre 2025.
""",
    "Nadia/Lycée/Administration/Note de service - examen régional 2025.txt": """\
المملكة المغربية — وزارة التربية الوطنية والتعليم الأولي والرياضة
الأكاديمية الجهوية للتربية والتكوين لجهة الدار البيضاء سطات
المديرية الإقليمية الدار البيضاء أنفا — الثانوية التأهيلية ابن الهيثم

مذكرة داخلية رقم 27/2025 — الدار البيضاء في 19 ماي 2025

الموضوع: الامتحان الجهوي الموحد للسنة الأولى بكالوريا — دورة يونيو 2025

تخبر إدارة المؤسسة السيدات والسادة الأساتذة أن الامتحان الجهوي سيجرى يومي
5 و6 يونيو 2025. يتعين على الأساتذة المعنيين بالحراسة الحضور على الساعة السابعة
والنصف صباحا، والتوقيع في سجل الحضور.

Mme TAZI Nadia : surveillance salle 6 (jeudi 5 juin, matin) et correction français,
centre de correction Lycée Mohammed V, du 9 au 12 juin 2025.

المدير
""",
    "Nadia/Lycée/Administration/Attestation de travail 2025.txt": """\
ROYAUME DU MAROC
Ministère de l'Éducation Nationale, du Préscolaire et des Sports
AREF Casablanca-Settat — Direction provinciale Casablanca-Anfa
Lycée qualifiant Ibn Al Haytham

ATTESTATION DE TRAVAIL

Le Directeur du Lycée qualifiant Ibn Al Haytham atteste que Mme TAZI Nadia,
PPR 1187402, professeure de l'enseignement secondaire qualifiant (français),
exerce dans notre établissement depuis le 16 septembre 2011 et y assure son service
pour l'année scolaire 2025-2026.

Casablanca, le 2 octobre 2025.
Le Directeur
""",
}

# ---------------------------------------------------------------------------
# Enfants
# ---------------------------------------------------------------------------

ENFANTS = {
    "Enfants/Adam/2024-2025/Bulletin 3e trimestre - juin 2025.txt": """\
GROUPE SCOLAIRE LES ORANGERS — Établissement privé d'enseignement
Rue Abou Al Waqt, Gauthier, Casablanca

BULLETIN DU 3e TRIMESTRE — ANNÉE SCOLAIRE 2024-2025
Élève : EL IDRISSI Adam — Classe : 4e année primaire B — Code Massar : R146702355

Matière                    Moyenne /10   Appréciation
Langue arabe                  8,5        Très bien, bonne lecture
Langue française              9,0        Excellent
Mathématiques                 8,0        Bon travail
Éveil scientifique            8,5        Curieux et appliqué
Éducation islamique           9,0        Très bien
Anglais                       8,0        Bien
Éducation physique            9,5        Très actif

Moyenne générale : 8,64 / 10 — Rang : 3 / 28
Décision du conseil : admis en 5e année primaire.
Casablanca, le 27 juin 2025.
""",
    "Enfants/Adam/2024-2025/Facture frais de scolarité 2024-2025.txt": """\
GROUPE SCOLAIRE LES ORANGERS — ICE 001776320000078
FACTURE N° GSO-24-1187 — Date : 16/09/2024

Parent : M. EL IDRISSI Youssef — Élève : Adam — 4e année primaire B

Frais d'inscription / réinscription 2024-2025 .............. 2 500,00 DH
Mensualité septembre 2024 ................................... 2 300,00 DH
Assurance scolaire annuelle .................................   250,00 DH
Transport scolaire (circuit Maârif) — septembre .............   650,00 DH
Total ...................................................... 5 700,00 DH

Payé par chèque CIH n° 3301456.
""",
    "Enfants/Adam/2024-2025/Liste des fournitures 4e année.txt": """\
Liste des fournitures — 4e année primaire — Les Orangers 2024-2025
(Adam — acheté à la librairie Al Ilm le 7 septembre, 640 DH)

- 6 cahiers 96 pages grands carreaux, protège-cahiers rouge, bleu, vert
- 1 cahier de textes, 1 ardoise + craies
- Trousse : stylos bleu, rouge, vert, noir, crayon HB, gomme, taille-crayon, colle
- Règle 30 cm, équerre, compas
- Manuels : « Al Moufid fi al lougha al arabia 4 », « Pour communiquer en français 4 »,
  « Mes apprentissages en mathématiques 4 », « Kid's Box 4 »
- 1 tablier blanc pour les sciences
""",
    "Enfants/Adam/2025-2026/Facture inscription septembre 2025.txt": """\
GROUPE SCOLAIRE LES ORANGERS — ICE 001776320000078
FACTURE N° GSO-25-1342 — Date : 15/09/2025

Parent : M. EL IDRISSI Youssef — Élève : Adam — 5e année primaire A

Frais de réinscription 2025-2026 ............................ 2 600,00 DH
Mensualité septembre 2025 ................................... 2 450,00 DH
Assurance scolaire annuelle .................................   260,00 DH
Transport scolaire (circuit Maârif) — septembre .............   700,00 DH
Total ...................................................... 6 010,00 DH

Payé par virement le 15/09/2025.
""",
    "Enfants/Adam/2025-2026/Liste des fournitures 5e année.txt": """\
Liste des fournitures — 5e année primaire A — Les Orangers — Rentrée 2025-2026

- 8 cahiers 96 pages + 2 cahiers 192 pages (arabe, français)
- 1 classeur A4 + intercalaires pour l'anglais
- Calculatrice simple, rapporteur, compas
- Dictionnaire Larousse junior + dictionnaire arabe « Al Mounjid at-tullab »
- Manuels : « Al Moufid 5 », « Pour communiquer en français 5 », « Mes apprentissages
  en mathématiques 5 », « Kid's Box 5 »
- Gourde + tenue de sport (survêtement de l'école, obligatoire le jeudi)
Nadia : acheté chez Al Ilm le 6/9, 785 DH.
""",
    "Enfants/Adam/2025-2026/Bulletin 1er trimestre - décembre 2025.txt": """\
GROUPE SCOLAIRE LES ORANGERS
BULLETIN DU 1er TRIMESTRE — ANNÉE SCOLAIRE 2025-2026
Élève : EL IDRISSI Adam — Classe : 5e année primaire A — Code Massar : R146702355

Matière                    Moyenne /10   Appréciation
Langue arabe                  8,0        Bien, attention à l'orthographe
Langue française              9,0        Excellent lecteur
Mathématiques                 7,5        Doit revoir les fractions
Éveil scientifique            8,5        Très bien
Éducation islamique           8,5        Très bien
Anglais                       8,5        Très bien
Éducation physique            9,0        Très bien

Moyenne générale : 8,43 / 10 — Rang : 4 / 30
Casablanca, le 19 décembre 2025. La directrice : Mme Bouchra Lahlou
""",
    "Enfants/Salma/2024-2025/Relevé de notes 2e semestre 2024-2025.txt": """\
المملكة المغربية — وزارة التربية الوطنية والتعليم الأولي والرياضة
منظومة مسار — بيان النقط — الدورة الثانية
Année scolaire 2024-2025 — Collège privé Al Wahda, Casablanca

Élève : EL IDRISSI Salma — Code Massar : J132045871 — Niveau : 1re année collège (1APIC)

Matière                     Note /20
اللغة العربية                 16,25
Français                      17,50
Anglais                       16,75
Mathématiques                 15,00
Sciences de la vie et terre   16,50
Physique-chimie               14,75
التربية الإسلامية              17,00
Histoire-géographie           15,25
Informatique                  18,00
Éducation physique            16,00

Moyenne du semestre : 16,20 — Moyenne annuelle : 16,05
Décision : admise en 2e année collège. Félicitations du conseil de classe.
Date : 30/06/2025
""",
    "Enfants/Salma/2024-2025/Certificat de scolarité 2024-2025.txt": """\
COLLÈGE PRIVÉ AL WAHDA — Autorisation n° 214/2003
Boulevard Ghandi, Casablanca

CERTIFICAT DE SCOLARITÉ

La directrice du Collège privé Al Wahda certifie que l'élève
EL IDRISSI Salma, née le 04/03/2012 à Casablanca, code Massar J132045871,
est régulièrement inscrite dans notre établissement en 1re année du cycle secondaire
collégial, au titre de l'année scolaire 2024-2025.

Fait à Casablanca, le 23 septembre 2024.
""",
    "Enfants/Salma/2024-2025/Convocation réunion parents - novembre 2024.txt": """\
Collège privé Al Wahda — Casablanca

Madame, Monsieur,

Nous avons le plaisir de vous inviter à la réunion parents-professeurs de la classe
1APIC-3, le samedi 16 novembre 2024 de 9h30 à 12h00, en salle polyvalente.
Ordre du jour : bilan de l'adaptation au collège, résultats du premier contrôle continu,
sortie pédagogique au Musée de la Fondation Abderrahman Slaoui.

Merci de confirmer votre présence auprès de Mme Rachidi, surveillante générale.

La directrice
(Youssef : j'y vais, Nadia a cours le samedi matin.)
""",
    "Enfants/Salma/2025-2026/Certificat de scolarité 2025-2026.txt": """\
المملكة المغربية
إعدادية الوحدة الخصوصية — الدار البيضاء

شهادة مدرسية

تشهد مديرة إعدادية الوحدة الخصوصية أن التلميذة:
الإسم الكامل: سلمى الإدريسي
تاريخ ومكان الازدياد: 04 مارس 2012 بالدار البيضاء
رمز مسار: J132045871
تتابع دراستها بالمؤسسة بالسنة الثانية من التعليم الثانوي الإعدادي
برسم الموسم الدراسي 2025-2026.

سلمت هذه الشهادة للمعنية بالأمر بطلب منها لإدلائها عند الحاجة.
حرر بالدار البيضاء في 24 شتنبر 2025
المديرة
""",
    "Enfants/Salma/2025-2026/Emploi du temps 2APIC-1.txt": """\
Collège privé Al Wahda — Emploi du temps 2APIC-1 — 2025-2026 (Salma)

          8h30-10h30        10h30-12h30        14h30-16h30       16h30-17h30
Lundi     Maths             Français           SVT               Anglais
Mardi     Arabe             Physique-chimie    Histoire-géo      —
Mercredi  Français          Maths              —                 —
Jeudi     Éduc. islamique   Anglais            Éduc. physique    Informatique
Vendredi  Arabe             SVT                Maths             —
Samedi    Français (soutien, facultatif 9h-11h)

Sortie à 12h30 le mercredi : c'est Mi qui la récupère en taxi.
""",
    "Enfants/Salma/2025-2026/Facture Collège Al Wahda septembre 2025.txt": """\
COLLÈGE PRIVÉ AL WAHDA — ICE 000845210000033
FACTURE N° CW-2025-0917 — Casablanca, le 17/09/2025

Parent : M. EL IDRISSI Youssef — Élève : Salma — 2APIC-1

Réinscription 2025-2026 ..................................... 3 000,00 DH
Mensualité septembre ........................................ 2 750,00 DH
Cantine (forfait mensuel, 4 jours) ..........................   600,00 DH
Activités parascolaires (club théâtre) ......................   300,00 DH
Total ...................................................... 6 650,00 DH

Réglé par TPE le 17/09/2025.
""",
    "Enfants/Mehdi/2024-2025/Attestation d'inscription 2024-2025.txt": """\
ROYAUME DU MAROC — UNIVERSITÉ MOHAMMED V DE RABAT
FACULTÉ DES SCIENCES — Avenue Ibn Battouta, B.P. 1014, Rabat

ATTESTATION D'INSCRIPTION

Le Doyen de la Faculté des Sciences de Rabat atteste que l'étudiant :
EL IDRISSI Mehdi — CNE/Massar : G138855204 — Apogée : 23014572
né le 17/05/2005 à Casablanca
est inscrit au titre de l'année universitaire 2024-2025 en :
Licence fondamentale Sciences Mathématiques et Informatique (SMI) — semestres S3 et S4.

Rabat, le 7 octobre 2024.
""",
    "Enfants/Mehdi/2024-2025/Relevé de notes S3.txt": """\
UNIVERSITÉ MOHAMMED V — FACULTÉ DES SCIENCES DE RABAT
RELEVÉ DE NOTES — Semestre 3 — Session ordinaire (janvier 2025)
Étudiant : EL IDRISSI Mehdi — Apogée 23014572 — Filière SMI

Module                                   Note /20    Résultat
M13 Analyse 3                             12,50      Validé
M14 Algèbre 3                             11,75      Validé
M15 Programmation orientée objet (Java)   15,25      Validé
M16 Structures de données                 14,00      Validé
M17 Architecture des ordinateurs          10,50      Validé
M18 Langues et terminologie (anglais)     16,00      Validé

Moyenne du semestre : 13,33 — Mention : Assez bien
Rabat, le 18 février 2025.
""",
    "Enfants/Mehdi/2024-2025/Relevé de notes S4.txt": """\
UNIVERSITÉ MOHAMMED V — FACULTÉ DES SCIENCES DE RABAT
RELEVÉ DE NOTES — Semestre 4 — Session ordinaire (juin 2025)
Étudiant : EL IDRISSI Mehdi — Apogée 23014572 — Filière SMI

Module                                   Note /20    Résultat
M19 Probabilités et statistiques          11,00      Validé
M20 Bases de données                      15,50      Validé
M21 Systèmes d'exploitation (Linux)       13,75      Validé
M22 Réseaux informatiques                 12,25      Validé
M23 Programmation web                     16,50      Validé
M24 Techniques d'expression et communication 14,00   Validé

Moyenne du semestre : 13,83 — Mention : Assez bien
Rabat, le 15 juillet 2025.
""",
    "Enfants/Mehdi/2025-2026/Attestation d'inscription 2025-2026.txt": """\
ROYAUME DU MAROC — UNIVERSITÉ MOHAMMED V DE RABAT
FACULTÉ DES SCIENCES — Avenue Ibn Battouta, B.P. 1014, Rabat

ATTESTATION D'INSCRIPTION

Le Doyen de la Faculté des Sciences de Rabat atteste que l'étudiant :
EL IDRISSI Mehdi — CNE/Massar : G138855204 — Apogée : 23014572
est inscrit au titre de l'année universitaire 2025-2026 en :
Licence fondamentale Sciences Mathématiques et Informatique (SMI) — semestres S5 et S6.

Rabat, le 29 septembre 2025.
""",
    "Enfants/Mehdi/2025-2026/Bourse Minhaty - décision 2025-2026.txt": """\
المملكة المغربية — وزارة التعليم العالي والبحث العلمي والابتكار
الوكالة المغربية للتعاون الدولي / منصة منحتي — Minhaty

Décision d'attribution de bourse — Année universitaire 2025-2026
Bénéficiaire : EL IDRISSI Mehdi — CNE G138855204
Établissement : Faculté des Sciences de Rabat
Résultat : demande non retenue (critère des revenus du foyer).

Vous pouvez déposer un recours sur la plateforme du 3 au 17 novembre 2025.
(Youssef : pas de recours, c'était attendu.)
""",
    "Enfants/Mehdi/2025-2026/Mail encadrant PFE.eml": mail(
        """\
From: Pr. Hicham Bennis <h.bennis@fsr.um5.ac.ma>
To: Mehdi El Idrissi <mehdi.elidrissi05@gmail.com>
Cc: Youssef El Idrissi <pharmacie.alamal.casa@gmail.com>
Subject: Re: Sujet de PFE - Licence SMI
Date: Tue, 09 Dec 2025 18:42:10 +0100
Message-ID: <20251209174210.3321@fsr.um5.ac.ma>""",
        """\
Bonsoir Mehdi,

J'accepte d'encadrer votre projet de fin d'études (semestre S6, année universitaire
2025-2026) sur le sujet proposé : « Application de gestion de stock et d'alertes de
péremption pour une officine ». Le lien avec l'officine de votre père est une bonne
chose : vous aurez des données réelles, à anonymiser.

Merci de m'envoyer avant le 10 janvier un cahier des charges de 3 pages et de chercher
une structure d'accueil pour le stage d'avril-mai. La convention devra être signée par
la Faculté avant le début du stage.

Bien cordialement,
Hicham Bennis
Professeur habilité — Département d'Informatique
Faculté des Sciences de Rabat
""",
    ),
    "Enfants/Mehdi/Logement Rabat/Contrat de bail studio Agdal.txt": """\
CONTRAT DE BAIL À USAGE D'HABITATION

Entre : M. Abdelkader BENJELLOUN, CNIE A 198442, demeurant 5, rue Oum Rabii, Agdal,
Rabat, ci-après « le bailleur »,
et : M. Mehdi EL IDRISSI, étudiant, CNIE BE 991245, ci-après « le locataire »,
avec pour garant solidaire : M. Youssef EL IDRISSI, son père, CNIE BE 412786.

Objet : un studio meublé de 32 m², 3e étage, Immeuble 14, rue Oued Ziz, Agdal, Rabat.
Durée : un an à compter du 1er septembre 2024, renouvelable par tacite reconduction.
Loyer mensuel : 2 800,00 DH, charges de syndic comprises, payable avant le 5 du mois.
Dépôt de garantie : 5 600,00 DH (deux mois).

Signatures légalisées à l'arrondissement Agdal le 28 août 2024.
""",
    "Enfants/Mehdi/Logement Rabat/Quittance loyer novembre 2025.txt": """\
QUITTANCE DE LOYER — NOVEMBRE 2025

Je soussigné Abdelkader Benjelloun, propriétaire du studio situé 14, rue Oued Ziz,
Agdal, Rabat, reconnais avoir reçu de M. Mehdi El Idrissi la somme de 2 800,00 DH
(deux mille huit cents dirhams) au titre du loyer du mois de novembre 2025.

Paiement par virement de M. Youssef El Idrissi le 03/11/2025.
Rabat, le 4 novembre 2025. A. Benjelloun
""",
    "Enfants/Mehdi/Logement Rabat/Quittance loyer décembre 2025.txt": """\
QUITTANCE DE LOYER — DÉCEMBRE 2025

Je soussigné Abdelkader Benjelloun, propriétaire du studio situé 14, rue Oued Ziz,
Agdal, Rabat, reconnais avoir reçu de M. Mehdi El Idrissi la somme de 2 800,00 DH
(deux mille huit cents dirhams) au titre du loyer du mois de décembre 2025.

Paiement par virement de M. Youssef El Idrissi le 02/12/2025.
Rabat, le 3 décembre 2025. A. Benjelloun
""",
}

# ---------------------------------------------------------------------------
# Santé
# ---------------------------------------------------------------------------

SANTE = {
    "Santé/Fatima/Comptes rendus et analyses/Bilan sanguin octobre 2025.txt": """\
LABORATOIRE D'ANALYSES MÉDICALES AL FARABI
Dr Samira Kettani, biologiste — 210, Boulevard Zerktouni, Casablanca

Patiente : Mme EL IDRISSI Fatima — née le 12/01/1948 (77 ans)
Prescripteur : Dr Leila Chraibi, endocrinologue
Prélèvement : 14/10/2025 à 08h10 (à jeun) — Dossier n° 25-10-4418

BIOCHIMIE                       Résultat      Valeurs de référence
Glycémie à jeun                 1,52 g/l      0,70 - 1,10
Hémoglobine glyquée (HbA1c)     7,8 %         < 6,5 (objectif patiente < 7,5)
Créatinine                      9,8 mg/l      5,0 - 12,0
DFG (CKD-EPI)                   58 ml/min     > 60
Cholestérol LDL                 1,08 g/l      < 1,00
Triglycérides                   1,62 g/l      < 1,50

Commentaire : HbA1c en hausse par rapport au contrôle de juin (7,3 %).
Validé le 15/10/2025 — Dr S. Kettani
""",
    "Santé/Fatima/Comptes rendus et analyses/Compte rendu cardiologie - Dr Benslimane.txt": """\
Dr Karim BENSLIMANE — Cardiologue
Ancien interne des hôpitaux de Casablanca
Résidence Les Palmiers, Boulevard d'Anfa, Casablanca

Casablanca, le 3 novembre 2025

Chère Consœur (Dr Chraibi),

J'ai revu en consultation Mme Fatima EL IDRISSI, 77 ans, suivie pour hypertension
artérielle et diabète de type 2. Elle se plaint d'un essoufflement à la montée des
escaliers depuis l'été.

Examen : TA 148/86 mmHg, FC 78/min, auscultation sans particularité, pas d'œdèmes.
ECG : rythme sinusal, pas de trouble de la repolarisation.
Échocardiographie : FEVG 60 %, hypertrophie ventriculaire gauche modérée, pas de
valvulopathie significative.

Conclusion : cardiopathie hypertensive débutante. Je propose de majorer l'amlodipine à
10 mg et de revoir la patiente dans six mois avec un Holter tensionnel.

Confraternellement,
Dr K. Benslimane
""",
    "Santé/Fatima/Comptes rendus et analyses/Compte rendu opératoire cataracte juin 2025.txt": """\
CLINIQUE OPHTALMOLOGIQUE AL BASSAR — Casablanca
COMPTE RENDU OPÉRATOIRE

Patiente : EL IDRISSI Fatima, 77 ans — Dossier 2025-0611-229
Date de l'intervention : 11 juin 2025
Opérateur : Dr Mounir Filali — Anesthésie : topique + sédation légère

Intervention : phacoémulsification de l'œil droit avec implantation d'un implant
monofocal pliable de 21,5 dioptries dans le sac capsulaire.
Déroulement : sans incident.
Suites : collyres antibiotique et anti-inflammatoire pendant 4 semaines ;
contrôle à J1, J8 et J30.

Dr M. Filali
""",
    "Santé/Fatima/Comptes rendus et analyses/Lettre Dr Chraibi décembre 2025.txt": """\
Dr Leila CHRAIBI — Endocrinologie, diabétologie, nutrition
45, rue Abou Faris Al Marini, Casablanca

Casablanca, le 8 décembre 2025

Objet : Mme EL IDRISSI Fatima, née le 12/01/1948

Au vu du bilan d'octobre (HbA1c 7,8 %) et de l'avis du Dr Benslimane, j'ai ajouté à son
traitement un inhibiteur de SGLT2 (dapagliflozine 10 mg, 1 cp le matin), en plus de la
metformine 850 mg matin et soir. Surveillance de la fonction rénale et de l'hydratation,
surtout pendant le Ramadan : elle ne doit pas jeûner cette année.

Prochain bilan (glycémie, HbA1c, créatinine, ionogramme) fin janvier 2026.

Dr L. Chraibi
""",
    "Santé/Fatima/Remboursements AMO/Relevé CNSS AMO juillet 2025.txt": """\
CAISSE NATIONALE DE SÉCURITÉ SOCIALE — ASSURANCE MALADIE OBLIGATOIRE
RELEVÉ DE REMBOURSEMENT

Assurée : Mme EL IDRISSI Fatima — N° d'immatriculation : 108 452 371
Qualité : titulaire de pension (ayant droit de feu EL IDRISSI Abdellah)
Date d'édition : 22/07/2025

N° dossier     Date des soins   Nature                          Frais engagés   Remboursé
FSN 2506-7781  11/06/2025       Hospitalisation ambulatoire      9 800,00       7 840,00
                                (cataracte OD — Clinique Al Bassar, prise en charge)
FSN 2506-8842  18/06/2025       Consultation ophtalmologie         300,00         120,00
FSN 2506-8843  18/06/2025       Pharmacie (collyres)               186,40         130,48

Total remboursé : 8 090,48 DH — virement sur compte CIH n° ****2207 le 25/07/2025.
""",
    "Santé/Fatima/Remboursements AMO/Relevé CNSS AMO novembre 2025.txt": """\
CAISSE NATIONALE DE SÉCURITÉ SOCIALE — ASSURANCE MALADIE OBLIGATOIRE
RELEVÉ DE REMBOURSEMENT

Assurée : Mme EL IDRISSI Fatima — N° d'immatriculation : 108 452 371
Date d'édition : 24/11/2025

N° dossier     Date des soins   Nature                          Frais engagés   Remboursé
FSN 2510-3310  14/10/2025       Analyses biologiques (Al Farabi)    640,00         512,00
FSN 2511-0417  03/11/2025       Consultation + échographie cardio 1 200,00         600,00
FSN 2511-0418  03/11/2025       Pharmacie (ALD diabète — 100 %)     512,70         512,70

Total remboursé : 1 624,70 DH — virement le 26/11/2025.
""",
    "Santé/Fatima/Remboursements AMO/Attestation ALD diabète.txt": """\
CNSS — AMO — ACCORD DE PRISE EN CHARGE
Affection de longue durée (ALD) — Liste des 41 ALD

Bénéficiaire : EL IDRISSI Fatima — Immatriculation 108 452 371
Affection : diabète de type 2 insulino-requérant ou non (ALD n° 12) + hypertension
artérielle sévère (ALD n° 22)
Durée de l'accord : du 01/03/2024 au 28/02/2027
Taux de prise en charge : 100 % sur la base du tarif national de référence pour les
soins et médicaments liés à l'affection.

Médecin traitant déclaré : Dr Leila Chraibi.
Rabat, le 19 février 2024.
""",
    "Santé/Fatima/Remboursements AMO/إشعار بالأداء - شتنبر 2025.txt": """\
الصندوق الوطني للضمان الاجتماعي — التأمين الإجباري الأساسي عن المرض

إشعار بالأداء

المؤمنة: فاطمة الإدريسي — رقم التسجيل: 108452371
تاريخ الإصدار: 19 شتنبر 2025

نخبركم أنه تم أداء مبلغ 348,20 درهم لفائدتكم عن ملف المرض رقم 2509-1127
(مصاريف الأدوية — صيدلية الأمل — 02 شتنبر 2025)، عن طريق التحويل البنكي.

للاستفسار: 080 200 72 72 أو تطبيق Ma CNSS
""",
    "Santé/Fatima/Ordonnances/Ordonnance Dr Chraibi 08-12-2025.txt": """\
Dr Leila CHRAIBI — Endocrinologie, diabétologie
45, rue Abou Faris Al Marini, Casablanca — INPE 118820345

Casablanca, le 08/12/2025
Mme EL IDRISSI Fatima (77 ans)

1. Metformine 850 mg : 1 cp matin et soir au milieu du repas — 3 mois
2. Dapagliflozine 10 mg : 1 cp le matin — 3 mois
3. Amlodipine 10 mg : 1 cp le soir — 3 mois
4. Atorvastatine 20 mg : 1 cp le soir — 3 mois
5. Bandelettes glycémie + lancettes : 2 contrôles par jour

ALD — à renouveler 3 fois.
""",
    "Santé/Fatima/Ordonnances/Ordonnance ophtalmo juin 2025.txt": """\
Dr Mounir FILALI — Ophtalmologiste — Clinique Al Bassar

Casablanca, le 11 juin 2025
Mme EL IDRISSI Fatima

Œil droit opéré :
- Tobradex collyre : 1 goutte 4 fois par jour pendant 2 semaines, puis 2 fois/jour
  pendant 2 semaines
- Indocollyre 0,1 % : 1 goutte 3 fois par jour pendant 4 semaines
- Coque de protection la nuit pendant 8 jours
""",
    "Santé/Fatima/Ordonnances/Ordonnance Dr Benslimane novembre 2025.txt": """\
Dr Karim BENSLIMANE — Cardiologue — Casablanca

Le 3 novembre 2025
Mme Fatima EL IDRISSI

- Amlodipine 10 mg : 1 cp le soir (au lieu de 5 mg)
- Aspirine 75 mg : 1 sachet à midi
- Holter tensionnel de 24 heures à faire en mai 2026
Renouvelable 6 mois.
""",
    "Santé/Youssef/Bilan sanguin annuel mai 2025.txt": """\
LABORATOIRE D'ANALYSES MÉDICALES AL FARABI — Casablanca

Patient : M. EL IDRISSI Youssef — né le 22/08/1972 (52 ans)
Prélèvement : 17/05/2025 — Dossier n° 25-05-2290 — Bilan demandé par le patient

Glycémie à jeun          0,98 g/l      0,70 - 1,10
Cholestérol total        2,24 g/l      < 2,00
LDL                      1,46 g/l      < 1,60
HDL                      0,42 g/l      > 0,40
Triglycérides            1,78 g/l      < 1,50
ALAT (GPT)               52 UI/l       < 41
Gamma GT                 68 UI/l       < 60
PSA total                0,9 ng/ml     < 4

Commentaire : légère élévation des transaminases et des gamma GT ; contrôle conseillé.
""",
    "Santé/Youssef/Relevé CNSS AMO TNS septembre 2025.txt": """\
CAISSE NATIONALE DE SÉCURITÉ SOCIALE — AMO des travailleurs non salariés
RELEVÉ DE REMBOURSEMENT

Assuré : M. EL IDRISSI Youssef — Immatriculation 156 033 918
Catégorie : professions libérales — pharmaciens
Date d'édition : 30/09/2025

FSN 2509-4401   12/09/2025   Consultation ophtalmologie        300,00   240,00
FSN 2509-4402   12/09/2025   Verres correcteurs + monture    2 850,00   600,00

Total remboursé : 840,00 DH.
""",
    "Santé/Youssef/Ordonnance lunettes septembre 2025.txt": """\
Dr Ghita ALAMI — Ophtalmologiste — Maârif, Casablanca

Le 12/09/2025
M. Youssef EL IDRISSI, 53 ans

Verres progressifs :
OD : +0,75 (-0,50 à 90°) Add +2,00
OG : +1,00 (-0,25 à 85°) Add +2,00
Traitement antireflet. Port permanent conseillé pour la conduite et l'écran.
""",
    "Santé/Nadia/Compte rendu mammographie avril 2025.txt": """\
CENTRE D'IMAGERIE MÉDICALE GAUTHIER — Casablanca

Patiente : Mme TAZI Nadia, 48 ans — 09/04/2025
Examen : mammographie bilatérale (2 incidences) + échographie mammaire

Seins de densité B. Pas de masse, pas de foyer de microcalcifications suspect.
Échographie : kyste simple de 6 mm du quadrant supéro-externe gauche.
Conclusion : ACR 2 à droite et à gauche. Contrôle dans deux ans (dépistage).

Dr Hind Sqalli, radiologue
""",
    "Santé/Nadia/Remboursement CNOPS mai 2025.txt": """\
CAISSE NATIONALE DES ORGANISMES DE PRÉVOYANCE SOCIALE (CNOPS)
AVIS DE REMBOURSEMENT

Adhérente : TAZI Nadia — Immatriculation 0012 884 571 — MGPEN
Date de traitement : 20/05/2025

Dossier 25-04-77120 — mammographie + échographie (09/04/2025) : frais 900,00 DH,
remboursé 720,00 DH.

Virement sur compte CIH Bank le 22/05/2025.
""",
    "Santé/Enfants/Carnet de vaccination Adam - scan.txt": """\
المملكة المغربية — وزارة الصحة — دفتر صحة الطفل
CARNET DE SANTÉ — Enfant : EL IDRISSI Adam — né le 02/12/2016 à Casablanca

Vaccinations (Programme National d'Immunisation) :
BCG + Hépatite B                 naissance        03/12/2016
Pentavalent + Polio + Pneumo     2 mois           06/02/2017
Pentavalent + Polio + Rota       3 mois           07/03/2017
Pentavalent + Polio + Pneumo     4 mois           06/04/2017
RR (rougeole-rubéole)            9 mois           04/09/2017
Rappel DTC + Polio + RR          18 mois          05/06/2018
Rappel DTC + Polio               5 ans            13/12/2021
HPV                              —                (non concerné)

Cachet : Centre de santé urbain Maârif.
""",
    "Santé/Enfants/Certificat médical sport Salma 2025.txt": """\
Dr Omar Bennani — Médecine générale — Casablanca

CERTIFICAT MÉDICAL

Je soussigné, Dr Omar Bennani, certifie avoir examiné ce jour l'enfant
EL IDRISSI Salma, née le 04/03/2012, et n'avoir constaté aucune contre-indication
apparente à la pratique de l'éducation physique et sportive ni du basket-ball en club.

Casablanca, le 10 septembre 2025.
""",
    "Santé/Enfants/Devis orthodontie Salma.txt": """\
Dr Rim Tahiri — Orthodontiste exclusive
Immeuble Racine Center, Casablanca

DEVIS DE TRAITEMENT ORTHODONTIQUE — le 14/10/2025
Patiente : Salma EL IDRISSI, 13 ans

Diagnostic : classe II division 1, encombrement incisif inférieur.
Traitement proposé : appareil multi-attaches céramique (haut et bas), durée 18 à 24 mois.

Bilan et moulages ............................................ 1 200 DH
Pose des appareils ........................................... 9 000 DH
Suivi mensuel (18 séances x 400 DH) .......................... 7 200 DH
Contention ................................................... 1 600 DH
Total estimé .............................................. 19 000 DH

Prise en charge AMO : forfait orthodontie selon nomenclature (avant 16 ans).
""",
}

# ---------------------------------------------------------------------------
# Papiers
# ---------------------------------------------------------------------------

PAPIERS = {
    "Papiers/CIN et passeports/CNIE Youssef - copie recto verso.txt": """\
ROYAUME DU MAROC — CARTE NATIONALE D'IDENTITÉ ÉLECTRONIQUE
المملكة المغربية — البطاقة الوطنية للتعريف الإلكترونية

Nom : EL IDRISSI — الإدريسي
Prénom : YOUSSEF — يوسف
Né le 22.08.1972 à Fès
N° : BE412786 — Valable jusqu'au 14.03.2031

Verso : fils de Abdellah et de Fatima
Adresse : 23 RUE IBNOU MOUNIR RES AL YASMINE APPT 7 MAARIF CASABLANCA
Copie certifiée conforme — arrondissement Maârif, 03/02/2025.
""",
    "Papiers/CIN et passeports/Passeport Nadia - copie.txt": """\
ROYAUME DU MAROC — PASSEPORT / PASSPORT
Type P — Code MAR — N° UX4427185
Nom / Surname : TAZI
Prénoms / Given names : NADIA
Nationalité : MAROCAINE
Date de naissance : 30.06.1976 — Lieu : CASABLANCA
Date de délivrance : 21.04.2022 — Date d'expiration : 20.04.2027
Autorité : Préfecture d'arrondissements Casablanca-Anfa
""",
    "Papiers/CIN et passeports/Rendez-vous passeport Mehdi.txt": """\
Portail passeport — Rendez-vous de dépôt de demande

Demandeur : EL IDRISSI Mehdi — CNIE BE991245
Type de demande : premier passeport biométrique (adulte)
Lieu : Préfecture d'arrondissements Agdal-Riyad, Rabat
Date et heure : jeudi 13 mars 2025 à 10h30
Pièces : CNIE, timbre de 500 DH (payé en ligne, quittance n° 2025-PSP-118024),
2 photos récentes.
(Passeport reçu le 2 avril 2025 — n° UY8841230, valable jusqu'au 1er avril 2030.)
""",
    "Papiers/État civil/Livret de famille - extrait.txt": """\
المملكة المغربية — الدفتر العائلي — LIVRET DE FAMILLE
Délivré par le bureau d'état civil de l'arrondissement Maârif, Casablanca

Chef de famille : EL IDRISSI Youssef — né le 22/08/1972 à Fès
Épouse : TAZI Nadia — née le 30/06/1976 à Casablanca — mariage le 14/07/2003

Enfants :
1. EL IDRISSI Mehdi — né le 17/05/2005 à Casablanca — acte n° 1288/2005
2. EL IDRISSI Salma — née le 04/03/2012 à Casablanca — acte n° 604/2012
3. EL IDRISSI Adam — né le 02/12/2016 à Casablanca — acte n° 2411/2016
""",
    "Papiers/État civil/عقد ازدياد آدم.txt": """\
المملكة المغربية — وزارة الداخلية
جماعة الدار البيضاء — مقاطعة المعاريف — مكتب الحالة المدنية

نسخة موجزة من رسم الولادة

رقم الرسم: 2411 — السنة: 2016
الإسم الشخصي: آدم
الإسم العائلي: الإدريسي
تاريخ الازدياد: الثاني من دجنبر سنة ألفين وستة عشر
مكان الازدياد: الدار البيضاء
الأب: يوسف الإدريسي
الأم: نادية التازي

سلمت بتاريخ 11 شتنبر 2024 — ضابط الحالة المدنية
""",
}

# ---------------------------------------------------------------------------
# Voyages, photos
# ---------------------------------------------------------------------------

VOYAGES = {
    "Voyages/2024-08 Agadir/Réservation hôtel Agadir.eml": mail(
        """\
From: Hôtel Atlas Sahara Beach <reservations@atlassaharabeach-agadir.ma>
To: pharmacie.alamal.casa@gmail.com
Subject: Confirmation de votre réservation n° ASB-240611-0392
Date: Tue, 11 Jun 2024 10:05:33 +0100
Message-ID: <ASB-240611-0392@atlassaharabeach-agadir.ma>""",
        """\
Cher Monsieur El Idrissi,

Nous avons le plaisir de confirmer votre réservation :

Arrivée : samedi 10 août 2024 (à partir de 14h00)
Départ : samedi 17 août 2024 (avant 12h00)
Chambres : 1 chambre familiale vue mer (2 adultes + 2 enfants) + 1 chambre double
(Mme Fatima El Idrissi et M. Mehdi El Idrissi)
Formule : demi-pension
Montant total : 23 940,00 DH — acompte de 30 % réglé (7 182,00 DH)

Le solde est payable à l'arrivée. Parking gratuit.

Au plaisir de vous accueillir à Agadir,
Service réservations — Hôtel Atlas Sahara Beach
Boulevard du 20 Août, Agadir
""",
    ),
    "Voyages/2024-08 Agadir/20240812_183305.jpg": jpeg("2024:08:12 18:33:05", "plage"),
    "Voyages/2024-08 Agadir/20240815_111947.jpg": jpeg("2024:08:15 11:19:47", "montagne"),
    "Voyages/2025-07 Espagne/Billets ferry Tanger Med - Algeciras.eml": mail(
        """\
From: Baleària <reservas@balearia.com>
To: pharmacie.alamal.casa@gmail.com
Subject: Confirmación de reserva / Confirmation de réservation BLR-7Q4K29
Date: Sat, 10 May 2025 21:14:02 +0200
Message-ID: <BLR-7Q4K29.20250510@balearia.com>""",
        """\
Confirmation de réservation — Localizador BLR-7Q4K29

Aller : Tanger Med → Algeciras — samedi 12/07/2025 — départ 09:00 — arrivée 09:30 (heure locale)
Retour : Algeciras → Tanger Med — jeudi 24/07/2025 — départ 18:00 — arrivée 17:30 (heure locale)

Passagers : EL IDRISSI Youssef, TAZI Nadia, EL IDRISSI Mehdi, EL IDRISSI Salma,
EL IDRISSI Adam
Véhicule : Dacia Lodgy — immatriculation 48215-A-6

Total payé : 612,40 EUR (carte Visa ****2290)

Présentez-vous à l'embarquement 2 heures avant le départ avec passeports et carte grise.
¡Buen viaje!
""",
    ),
    "Voyages/2025-07 Espagne/Booking Málaga apartment.eml": mail(
        """\
From: Booking.com <noreply@booking.com>
To: pharmacie.alamal.casa@gmail.com
Subject: Your booking is confirmed at Apartamentos Soho Málaga
Date: Sun, 18 May 2025 08:47:51 +0000
Message-ID: <4417729035.confirm@booking.com>""",
        """\
Thanks, Youssef! Your booking in Málaga is confirmed.

Apartamentos Soho Málaga — Calle Tomás Heredia 18, 29001 Málaga, Spain
Confirmation number: 4417.729.035 — PIN: 2208

Check-in: Saturday, 12 July 2025 (from 15:00)
Check-out: Friday, 18 July 2025 (until 11:00)
Two-bedroom apartment with balcony — 5 guests
Total price: € 1,284.00 (pay at the property)

Free cancellation until 5 July 2025 23:59.
Public parking: Parking Alameda, 200 m, € 22 per day.
""",
    ),
    "Voyages/2025-07 Espagne/Entradas Alhambra 19-07-2025.txt": """\
PATRONATO DE LA ALHAMBRA Y GENERALIFE — Granada
ENTRADA GENERAL — Alhambra General

Fecha de visita : 19/07/2025
Palacios Nazaríes : pase de las 10:30 (hora de acceso estricta)
Localizador : ALH-25-3817762

Visitantes :
EL IDRISSI YOUSSEF — adulto — 19,09 €
TAZI NADIA — adulto — 19,09 €
EL IDRISSI MEHDI — adulto — 19,09 €
EL IDRISSI SALMA — menor 12-15 años — 13,00 €
EL IDRISSI ADAM — menor de 12 años — gratuita

Total : 70,27 € — pagado con tarjeta el 02/06/2025
Documento de identidad obligatorio (pasaporte) en el acceso a los Palacios Nazaríes.
""",
    "Voyages/2025-07 Espagne/20250714_201210.jpg": jpeg("2025:07:14 20:12:10", "plage"),
    "Voyages/2025-07 Espagne/20250719_104851.jpg": jpeg("2025:07:19 10:48:51", "alhambra"),
    "Voyages/2025-07 Espagne/20250721_113025.jpg": jpeg("2025:07:21 11:30:25", "medina"),
    "Voyages/2025-07 Espagne/20250722_212003.jpg": jpeg("2025:07:22 21:20:03", "nuit"),
    "Voyages/2026-01 Marrakech/Programme Marrakech vacances.txt": """\
Marrakech — vacances de mi-année (mercredi 28 → samedi 31 janvier 2026)
(note de Nadia, tapée sur le téléphone)

Mer 28 : train 9h15 Casa Voyageurs → Marrakech (arrivée ~12h00). Riad, sieste pour Mi.
         Soir : Jemaa el-Fna, dîner aux stands (Adam veut les escargots !).
Jeu 29 : matin Jardin Majorelle + musée YSL (réserver en ligne, ça part vite).
         Après-midi : souks, Mehdi veut des babouches, Salma un sac en cuir.
Ven 30 : Palais Bahia + tombeaux saadiens. Couscous du vendredi au riad (commander la veille).
Sam 31 : matinée Ménara, déjeuner Guéliz, train retour 17h00.

Mi : prévoir le fauteuil pliant, ses médicaments (diabète !), pas trop de marche.
Ne pas oublier : chargeurs, CNIE de tout le monde, un peu de liquide pour les souks.
""",
    "Voyages/2026-01 Marrakech/Billets ONCF Casa - Marrakech.eml": mail(
        """\
From: ONCF Voyages <noreply@oncf-voyages.ma>
To: pharmacie.alamal.casa@gmail.com
Subject: Vos e-billets ONCF - Référence RX7T2M
Date: Mon, 05 Jan 2026 20:31:44 +0100
Message-ID: <RX7T2M.20260105@oncf-voyages.ma>""",
        """\
Bonjour Youssef EL IDRISSI,

Merci pour votre achat. Voici le récapitulatif de vos e-billets.

ALLER — mercredi 28/01/2026
Train 607 — Casa Voyageurs 09:15 → Marrakech 11:58 — 1re classe, voiture 3
Places 21 à 26

RETOUR — samedi 31/01/2026
Train 624 — Marrakech 17:00 → Casa Voyageurs 19:41 — 1re classe, voiture 2
Places 41 à 46

Voyageurs : 6 (5 adultes dont 1 senior, 1 enfant de moins de 12 ans)
Réduction carte Al Moumtaz Senior pour Mme Fatima El Idrissi.
Montant total : 1 452,00 DH — payé par carte.

Présentez le QR code de chaque billet au contrôle. Bon voyage avec l'ONCF.
""",
    ),
    "Voyages/2026-01 Marrakech/IMG_20260128_201544.jpg": jpeg(
        "2026:01:28 20:15:44", "nuit", "Xiaomi", "Redmi Note 13"
    ),
}

PHOTOS = {
    "Photos/2024/IMG-20240410-WA0018.jpg": jpeg("2024:04:10 13:02:41", "salon"),
    "Photos/2024/20240623_190412.jpg": jpeg("2024:06:23 19:04:12", "plage"),
    "Photos/2024/20241202_172130.jpg": jpeg("2024:12:02 17:21:30", "salon"),
    "Photos/2025/20250112_131650.jpg": jpeg("2025:01:12 13:16:50", "salon"),
    "Photos/2025/20250330_140527.jpg": jpeg("2025:03:30 14:05:27", "salon"),
    "Photos/2025/20250504_101833.jpg": jpeg("2025:05:04 10:18:33", "jardin"),
    "Photos/2025/IMG-20250606-WA0004.jpg": jpeg("2025:06:06 21:44:09", "salon"),
    "Photos/2025/20250913_164502.jpg": jpeg("2025:09:13 16:45:02", "plage"),
    "Photos/2025/20251115_170844.jpg": jpeg("2025:11:15 17:08:44", "jardin"),
    "Photos/2025/IMG_20251018_112300.jpg": jpeg(
        "2025:10:18 11:23:00", "jardin", "Xiaomi", "Redmi Note 13"
    ),
}

# ---------------------------------------------------------------------------
# Recettes, lectures
# ---------------------------------------------------------------------------

LOISIRS = {
    "وصفات/الحريرة - وصفة مي.txt": """\
الحريرة ديال مي (لـ 8 أشخاص)

المقادير:
- 250 غرام لحم الغنمي مقطع صغير
- كأس حمص منقوع من الليلة
- نصف كأس عدس
- 1 كيلو طماطم مطحونة + 2 معالق كبار معجون الطماطم
- بصلة كبيرة مبشورة، كرافس (عرق)، معدنوس وقزبر مفرومين
- ملعقة سمن، ملعقة صغيرة سكينجبير، نصف ملعقة كركم، ملح وإبزار
- التدويرة: 4 معالق كبار دقيق + 2 لتر ماء، أو 3 بيضات

الطريقة:
1. فالكوكوت: اللحم، البصلة، الكرافس، السمن والتوابل، نخليو كلشي يتقلى شوية.
2. نزيدو الحمص والعدس والطماطم ولتر ونص ديال الماء، نسدو الكوكوت 30 دقيقة.
3. نزيدو الشعرية (حفنة) والمعدنوس والقزبر، 10 دقايق.
4. التدويرة: نخلطو الدقيق مع الماء ونصبوه بشوية وحنا كنحركو حتى تولي الحريرة مدهونة.
مي كتقول: "الحريرة بلا تمر وشباكية ماشي حريرة".
""",
    "وصفات/Tajine poulet citron confit.txt": """\
Tajine de poulet au citron confit et olives (recette de Nadia, 6 personnes)

- 1 poulet fermier (beldi) coupé en 8
- 2 oignons émincés finement, 3 gousses d'ail écrasées
- 1 citron confit (la peau seulement, en lanières)
- 150 g d'olives violettes (ou vertes dessalées)
- 1 bouquet de coriandre + persil
- Épices : 1 c. à café de gingembre, 1/2 c. de curcuma, une pincée de safran, sel, poivre
- 4 c. à soupe d'huile d'olive + 1 c. de smen

1. La veille : mariner le poulet avec l'ail, les épices, l'huile et la coriandre.
2. Dans le tajine (ou la cocotte), faire revenir les oignons, ajouter le poulet et sa
   marinade, 1 verre d'eau. Couvrir, 45 minutes à feu doux.
3. Ajouter le citron confit et les olives, encore 15 minutes à découvert pour réduire.
Servir avec du pain fait maison. Youssef : ne pas mettre trop de sel, les olives en ont.
""",
    "وصفات/سلو.txt": """\
سلو (تقاوت) — وصفة مي لرمضان وللنفاس

- 1 كيلو دقيق محمص فالفران حتى يحمار
- 500 غرام لوز مقلي ومطحون
- 250 غرام زنجلان محمص
- 250 غرام سكر سنيدة مطحون
- ملعقة كبيرة نافع (حبة حلاوة)، ملعقة كبيرة قرفة، نصف ملعقة مسكة حرة مطحونة
- 250 غرام زبدة + كاس زيت، عسل حسب الذوق

نخلطو الدقيق واللوز والزنجلان والتوابل، نزيدو الزبدة المذوبة والزيت والعسل بشوية
ونحكو باليدين حتى يولي سلو كيتجمع. كيتحفظ فبوقال مسدود شهر ولا كثر.
""",
    "وصفات/Briouates au fromage.txt": """\
Briouates au fromage et aux herbes (apéritif de l'Aïd — Salma adore)

Pour 30 briouates :
- 1 paquet de feuilles de brick (warqa) — 10 feuilles
- 200 g de fromage frais + 100 g d'edam râpé
- 1 œuf, 1/2 bouquet de persil haché, poivre, un peu de cumin
- 1 jaune d'œuf pour coller, huile de friture (ou four à 200 °C)

Couper chaque feuille en 3 bandes, poser une cuillère de farce, plier en triangle,
coller au jaune d'œuf. Frire 2 minutes de chaque côté, égoutter sur papier absorbant.
Au four : badigeonner de beurre fondu, 15 minutes.
""",
    "Notes de lecture/Le Pain nu - Mohamed Choukri.txt": """\
Le Pain nu (الخبز الحافي) — Mohamed Choukri — relu en août 2025 (traduction de
Tahar Ben Jelloun, éd. Points)

Je l'avais lu étudiant à Rabat, en cachette presque. Relu à 53 ans, c'est un autre livre :
moins le scandale que la faim, la violence du père, Tanger et Tétouan des années 40,
un enfant qui survit par la rue. Le style est sec, sans pitié pour lui-même.
Ce qui frappe : il n'a appris à lire qu'à 20 ans.

À faire lire à Mehdi ? Peut-être pas avant qu'il ait fini sa licence.
Note : 4/5.
""",
    "Notes de lecture/Sapiens - Yuval Noah Harari.txt": """\
Sapiens: A Brief History of Humankind — Yuval Noah Harari (read in English, spring 2025)

Key ideas I kept:
- The cognitive revolution: what made us different is shared fictions (myths, money,
  nations, companies) that let strangers cooperate in large numbers.
- The agricultural revolution as "history's biggest fraud": more food, but harder lives.
- Money as the most universal system of mutual trust.
- Chapter on happiness: the chemistry of well-being — as a pharmacist I found it thin.

Good read for Mehdi, easier than it looks. 4/5 — Youssef
""",
    "Notes de lecture/La Nuit sacrée - Tahar Ben Jelloun (Nadia).txt": """\
La Nuit sacrée — Tahar Ben Jelloun (Prix Goncourt 1987) — lu par Nadia, décembre 2024

Suite de L'Enfant de sable : Zahra, élevée comme un garçon (Ahmed), se libère à la mort
du père, la nuit du destin (27e nuit du Ramadan). Errance, le hammam, la Consule
aveugle, la prison. Écriture très poétique, parfois difficile à suivre.

Idée pour le lycée : extrait du chapitre 1 (la mort du père) pour un texte
d'entraînement en 1re Bac — thème de l'identité et de la liberté.
Note : 4/5. Relire L'Enfant de sable avant !
""",
}

FILED: dict[str, str | bytes] = {
    **FACTURES_EMISES,
    **FACTURES_FOURNISSEURS,
    **CNSS,
    **IMPOTS,
    **PERSONNEL,
    **ORDRE,
    **MAISON,
    **NADIA,
    **ENFANTS,
    **SANTE,
    **PAPIERS,
    **VOYAGES,
    **PHOTOS,
    **LOISIRS,
}
