"""dar-ma: the papers of the El Idrissi family in Casablanca (pharmacy, school, health,
trips), kept by the father, a pharmacist with his own officine."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.dar_ma_data import (
    FILED,
    excel,
    invoice_issued,
    jpeg,
    lydec,
    mail,
    payslip,
    word,
)

NAME = "dar-ma"
PERSONA = (
    "Youssef El Idrissi, pharmacien titulaire d'une officine à Casablanca, range les papiers "
    "de la pharmacie et de toute la famille : sa femme Nadia, professeure de français au "
    "lycée, leurs trois enfants Adam, Salma et Mehdi (étudiant à Rabat), et sa mère Fatima "
    "qui vit avec eux."
)
LANGUAGES = ["fr", "ar", "en", "es"]
SPLIT = "test"

GUIDELINE = """\
# Nos papiers — comment je range (Youssef)

Ici il y a toute la paperasse de la maison et de la pharmacie. C'est moi qui range ;
Nadia dépose aussi ses papiers dans `inbox`, et je trie le dimanche.

Règle d'or : un papier va dans UN dossier qui existe déjà. Si rien ne convient, il reste
dans `inbox` et on en parle. Pas de dossier « Divers », et je ne crée pas un dossier pour
un seul papier.

## Pharmacie
- `Factures émises/<année>` : les factures que NOUS faisons (Pharmacie Al Amal → Clinique
  Al Andalous, en Excel la plupart du temps). L'année est celle de la date de la facture.
- `Factures fournisseurs/<année>` : ce que nous RECEVONS : RPC (le répartiteur), les
  laboratoires en vente directe, les relevés de compte et les avoirs. Année de la date de
  la pièce. Ne pas mélanger : si l'en-tête est Pharmacie Al Amal et que le client est la
  clinique, c'est une facture émise.
- `CNSS` : la pharmacie comme employeur : bordereaux DAMANCOM, attestations d'affiliation.
  (Mes remboursements AMO à moi vont dans Santé/Youssef.)
- `Impôts DGI/<année>` : TVA, IR (déclaration du revenu global), taxe professionnelle,
  attestations fiscales. L'année est l'exercice concerné (chez nous l'exercice = l'année
  civile), pas la date où le papier arrive : la TVA du 4e trimestre 2025 déposée en
  janvier 2026, ou la déclaration IR de 2025 faite en février 2026, vont dans 2025.
- `Personnel` : contrats, avenants, attestations de travail de nos deux employés, Salma
  Berrada (préparatrice) et Hamid Ouazzani. Salma Berrada n'a rien à voir avec notre Salma !
- `Ordre des pharmaciens` : cotisations, circulaires du Conseil régional, tableau des gardes.

## Maison
- `Lydec` : eau et électricité.
- `Internet et téléphone` : la fibre et TOUTES les lignes mobiles (la mienne, celle de
  Nadia, et celle de Mehdi qui est à mon nom).
- `Taxe de services communaux` : avis et quittances, toutes les années ensemble.
- `Budget` : nos tableaux Excel de budget annuel.

## Nadia
- `Bulletins de paie` : bulletins mensuels et attestations de salaire (TGR / ministère).
- `Lycée/Cours et séquences` : ses séquences, évaluations, fiches méthode.
- `Lycée/Administration` : emplois du temps, notes de service, attestations de travail,
  convocations du lycée.

## Enfants
Un dossier par enfant (Adam, Salma, Mehdi), et dedans un dossier par année scolaire :
« 2025-2026 » = de septembre 2025 à juin 2026. Un bulletin de janvier 2026 ou une lettre
de l'école en février va donc dans 2025-2026 (il n'y a pas d'année « 2026 »). Les
résultats de fin d'année (juin, juillet) vont dans l'année qui se termine.
Pour Mehdi c'est pareil avec l'année universitaire (inscription, relevés de notes, PFE,
stage) ; son studio (bail, quittances de loyer) est dans `Enfants/Mehdi/Logement Rabat`.
Les trois portent le même nom, EL IDRISSI : c'est le prénom qui décide.
Les papiers d'identité des enfants vont dans Papiers, et leur santé dans Santé/Enfants.

## Santé
- `Santé/Fatima` : Mi (ma mère, Hajja Fatima). Trois sous-dossiers : `Comptes rendus et
  analyses`, `Remboursements AMO` (CNSS), `Ordonnances`.
- `Santé/Youssef`, `Santé/Nadia` : tout ensemble dans le dossier de chacun.
- `Santé/Enfants` : les trois enfants ensemble.
Mi et moi avons le même nom, EL IDRISSI : regarder le prénom (et l'âge : Mi est née en
1948, moi en 1972).

## Papiers
- `CIN et passeports` : CNIE, passeports, récépissés et rendez-vous, pour toute la famille.
- `État civil` : livret de famille, actes de naissance, de mariage.

## Voyages
Un dossier par voyage : « AAAA-MM Lieu ». Tout ce qui concerne le voyage y va :
réservations (même envoyées des semaines avant), billets, reçus et tickets sur place, et
les photos prises pendant le voyage (du jour du départ au jour du retour). Un papier qui
cite simplement une ville (Marrakech, Agadir...) sans rapport avec un de nos voyages ne va
pas dans Voyages.

## Photos
Les photos qui ne sont pas d'un voyage vont dans `Photos/<année>`, selon la date de prise
de vue (celle de l'appareil), pas la date où on les reçoit.

## وصفات
Les recettes de Mi et de Nadia, en arabe ou en français.

## Notes de lecture
Nos notes sur les livres (les miennes et celles de Nadia).
"""

# ---------------------------------------------------------------------------
# inbox
# ---------------------------------------------------------------------------

MARRAKECH = "Voyages/2026-01 Marrakech/"

RIAD = mail(
    """\
From: Riad Dar Zitoune <reservation@riad-darzitoune.ma>
To: pharmacie.alamal.casa@gmail.com
Subject: Booking confirmation / Confirmation de réservation — 28-31/01/2026 — El Idrissi
Date: Tue, 16 Dec 2025 11:20:05 +0100
Message-ID: <DZ-2026-0128-017@riad-darzitoune.ma>""",
    """\
Dear Mr El Idrissi, cher Monsieur El Idrissi,

Thank you for choosing Riad Dar Zitoune. We are pleased to confirm your stay:
Nous avons le plaisir de confirmer votre séjour :

Booking reference / Réf. : DZ-2026-0128-017
Arrival / Arrivée : Wednesday 28 January 2026 — mercredi 28 janvier 2026 (from 13:00)
Departure / Départ : Saturday 31 January 2026 — samedi 31 janvier 2026 (luggage can stay
until your train)
Guests / Personnes : 6 (5 adults, 1 child)

Rooms / Chambres :
- Suite Atlas (family suite, 1 double bed + 1 single) — M. Youssef El Idrissi, Mme Nadia
  Tazi, Adam
- Chambre Jasmin, ground floor, as requested — Mme Fatima El Idrissi (Lalla Fatima)
- Chambre Safran (2 single beds) — Mehdi and Salma

Half board (breakfast + dinner), Friday couscous included.
Total : 6 900,00 MAD for 3 nights — deposit paid 2 070,00 MAD (30 %), balance on arrival.

Our porter will meet you at Bab Doukkala with a trolley (the riad is 4 minutes' walk
inside the medina, no cars). Taxi from the station: about 30 MAD.

Derb Sidi Bouloukat 17, Medina, Marrakech — WhatsApp +212 6 61 40 22 18

Welcome to Marrakech / Marhba bikoum,
Khadija — Riad Dar Zitoune
""",
)

MAJORELLE = """\
FONDATION JARDIN MAJORELLE
Rue Yves Saint Laurent — 40090 Marrakech
ICE 001905432000062

REÇU N° 0129-55831
Date : 29/01/2026   Heure : 10:42   Caisse 3

Billet Jardin Majorelle — tarif résident marocain     x 5    60,00    300,00
Billet Jardin Majorelle — enfant moins de 12 ans       x 1     0,00      0,00
Billet Musée Yves Saint Laurent — résident             x 3    50,00    150,00
Audioguide FR                                          x 1    30,00     30,00

TOTAL TTC                                                         480,00 MAD
Payé par carte VISA ****2290 — autorisation 618204

Merci de votre visite — Shukran — Thank you
"""

CONVENTION = word(
    ("h1", "Convention de stage — Projet de fin d'études"),
    "Université Mohammed V de Rabat — Faculté des Sciences — Département d'Informatique",
    "Licence fondamentale Sciences Mathématiques et Informatique (SMI) — S6 — Année "
    "universitaire 2025-2026",
    ("h2", "Entre"),
    "La Faculté des Sciences de Rabat, Avenue Ibn Battouta, B.P. 1014, Rabat, représentée par "
    "son Doyen ;",
    "La société ATLAS DIGITAL SOLUTIONS S.A.R.L., 88, Avenue Mohammed V, Guéliz, Marrakech, "
    "ICE 002611487000011, représentée par M. Anas Ziani, gérant, ci-après « l'organisme "
    "d'accueil » ;",
    "Et l'étudiant Mehdi EL IDRISSI, Apogée 23014572, CNE G138855204, né le 17/05/2005 à "
    "Casablanca.",
    ("h2", "Article 1 — Objet et durée"),
    "Le stage se déroulera du lundi 6 avril 2026 au vendredi 29 mai 2026, dans les locaux de "
    "l'organisme d'accueil à Marrakech, du lundi au vendredi de 9h00 à 17h30.",
    ("h2", "Article 2 — Sujet"),
    "« Application de gestion de stock et d'alertes de péremption pour une officine » "
    "(application web Django + PostgreSQL).",
    ("h2", "Article 3 — Encadrement"),
    "Encadrant universitaire : Pr. Hicham Bennis. Tuteur en entreprise : M. Yassine Ait "
    "Lahcen, chef de projet.",
    ("h2", "Article 4 — Gratification et logement"),
    "Le stagiaire perçoit une indemnité mensuelle de 2 000 DH. Le logement à Marrakech reste à "
    "la charge de l'étudiant.",
    ("h2", "Article 5 — Assurance"),
    "L'étudiant est couvert par l'assurance accidents de la Faculté et par l'AMO des étudiants.",
    "Fait à Rabat, le 9 février 2026, en trois exemplaires.",
    "Le Doyen                    L'organisme d'accueil                    L'étudiant",
)

AMO_FATIMA = """\
CAISSE NATIONALE DE SECURITE SOCIALE — ASSURANCE MALADIE OBLIGATOIRE
RELEVE DE REMBOURSEMENT

Assurée : Mme EL IDRISSI Fatima — N° d'immatriculation : 108 452 371
Qualité : titulaire de pension
Date d'édition : 09/02/2026

N° dossier     Date des soins   Nature                          Frais engagés   Remboursé
FSN 2512-6604  08/12/2025       Consultation endocrinologie        400,00         320,00
FSN 2512-6605  09/12/2025       Pharmacie (ALD diabète — 100 %)    842,30         842,30
FSN 2601-2218  26/01/2026       Analyses biologiques (Al Farabi)   580,00         464,00

Total remboursé : 1 626,30 DH — virement sur compte CIH n° ****2207 le 11/02/2026.
Application Ma CNSS : suivez vos dossiers en ligne.
"""

ECHO_YOUSSEF = """\
CENTRE D'IMAGERIE MÉDICALE GAUTHIER
12, rue Ibn Toufail, Gauthier, Casablanca — Tél. 05 22 47 18 30

Patient : M. EL IDRISSI Youssef — né le 22/08/1972 (53 ans)
Médecin demandeur : Dr Omar Bennani
Date : 04/02/2026

ÉCHOGRAPHIE ABDOMINALE

Indication : élévation modérée des transaminases et des gamma GT (bilan de mai 2025).

Foie de taille normale (flèche hépatique 14 cm), contours réguliers, échostructure
hyperéchogène homogène. Pas de lésion focale. Tronc porte perméable.
Vésicule biliaire alithiasique, paroi fine. Voies biliaires non dilatées.
Pancréas, rate et reins sans anomalie.

CONCLUSION : stéatose hépatique modérée, sans autre anomalie. À corréler au bilan
biologique ; mesures hygiéno-diététiques conseillées.

Dr Hind Sqalli, radiologue
"""

LABO_FATIMA = """\
LABORATOIRE D'ANALYSES MÉDICALES AL FARABI
Dr Samira Kettani, biologiste — 210, Boulevard Zerktouni, Casablanca

Patiente : Mme EL IDRISSI Fatima — née le 12/01/1948 (78 ans)
Prescripteur : Dr Leila Chraibi, endocrinologue
Prélèvement : 26/01/2026 à 07h55 (à jeun) — Dossier n° 26-01-3107

BIOCHIMIE                       Résultat      Valeurs de référence
Glycémie à jeun                 1,31 g/l      0,70 - 1,10
Hémoglobine glyquée (HbA1c)     7,1 %         < 6,5 (objectif patiente < 7,5)
Créatinine                      10,4 mg/l     5,0 - 12,0
DFG (CKD-EPI)                   54 ml/min     > 60
Sodium                          139 mmol/l    136 - 145
Potassium                       4,6 mmol/l    3,5 - 5,1

Commentaire : nette amélioration de l'HbA1c (7,8 % en octobre 2025).
Légère baisse du DFG à surveiller sous dapagliflozine.
Validé le 27/01/2026 — Dr S. Kettani
"""

BULLETIN_SALMA = """\
المملكة المغربية — وزارة التربية الوطنية والتعليم الأولي والرياضة
منظومة مسار — بيان النقط — الدورة الأولى
Année scolaire 2025-2026 — Collège privé Al Wahda, Casablanca

Élève : EL IDRISSI Salma — Code Massar : J132045871 — Niveau : 2e année collège (2APIC-1)

Matière                     Note /20
اللغة العربية                 15,75
Français                      18,00
Anglais                       17,25
Mathématiques                 14,50
Sciences de la vie et terre   16,75
Physique-chimie               15,00
التربية الإسلامية              16,50
Histoire-géographie           15,50
Informatique                  17,75
Éducation physique            17,00

Moyenne du 1er semestre : 16,17 — Rang : 2 / 31
Appréciation du conseil de classe : très bon semestre, tableau d'honneur.
Date : 06/02/2026
"""

ORDONNANCE_FATIMA = """\
Dr Leila CHRAIBI — Endocrinologie, diabétologie
45, rue Abou Faris Al Marini, Casablanca — INPE 118820345

Casablanca, le 02/02/2026
Mme EL IDRISSI Fatima (78 ans)

Suite au bilan du 26/01/2026 :
1. Metformine 850 mg : 1 cp matin et soir — 3 mois
2. Dapagliflozine 10 mg : 1 cp le matin — 3 mois
3. Amlodipine 10 mg : 1 cp le soir — 3 mois
4. Atorvastatine 20 mg : 1 cp le soir — 3 mois
5. Bandelettes glycémie + lancettes : 2 contrôles par jour

Pas de jeûne pendant le Ramadan (risque de déshydratation et d'hypoglycémie).
Bilan rénal de contrôle (créatinine, ionogramme) dans 3 mois.
ALD — renouvelable 3 fois.
"""

LETTRE_ADAM = """\
GROUPE SCOLAIRE LES ORANGERS
Rue Abou Al Waqt, Gauthier, Casablanca

Casablanca, le 8 janvier 2026

Aux parents des élèves de 5e année primaire A

Chers parents,

Nous vous souhaitons une bonne année 2026. Le deuxième trimestre de l'année scolaire
2025-2026 commencera le lundi 2 février 2026, après les vacances de mi-année.

1. Sortie pédagogique : une visite de la ferme pédagogique de Bouskoura est prévue le
   jeudi 19 février 2026 (départ 8h30, retour 15h00). Participation : 180 DH (transport
   et déjeuner), à régler avant le 12 février.
2. Les frais de scolarité du 2e trimestre (février, mars, avril) sont payables avant le
   10 février : 3 x 2 450 DH.
3. Le conseil de classe du 1er trimestre a félicité la classe pour son projet « Lire en
   famille » ; merci de continuer la lecture du soir.

La directrice, Mme Bouchra Lahlou

--------------------------------------------------------------------------------
Coupon-réponse — à remettre à la maîtresse
Nom de l'élève : EL IDRISSI Adam — Classe : 5e A
[x] J'autorise mon enfant à participer à la sortie du 19/02/2026. Ci-joint 180 DH.
Signature du parent : N. Tazi
"""

IR_2025 = """\
ROYAUME DU MAROC — MINISTÈRE DE L'ÉCONOMIE ET DES FINANCES
DIRECTION GÉNÉRALE DES IMPÔTS — SIMPL-IR

ACCUSÉ DE RÉCEPTION — DÉCLARATION DU REVENU GLOBAL
Exercice : 2025
Contribuable : EL IDRISSI Youssef — IF 40218876 — CNIE BE 412786
Catégorie de revenus : revenus professionnels — régime du résultat net simplifié
Activité : pharmacie d'officine — TP 35712094

Date de dépôt : 12/02/2026 à 21:37
Numéro de dépôt : IR-2026-0212-517290

Résultat fiscal déclaré : 301 880,00 DH
Impôt dû : 89 290,00 DH — Acomptes versés en 2025 : 84 000,00 DH
Reliquat à payer avant le 28/02/2026 : 5 290,00 DH

Conservez cet accusé : il fait foi du dépôt de votre déclaration.
"""

TVA_T4 = """\
DGI — SIMPL-TVA — DÉCLARATION DU CHIFFRE D'AFFAIRES
Régime : déclaration trimestrielle
Période : 4e trimestre 2025 (octobre — décembre 2025)
Contribuable : PHARMACIE AL AMAL — EL IDRISSI Youssef — IF 40218876

Chiffre d'affaires taxable 7 %         634 950,00       TVA facturée  44 446,50
Chiffre d'affaires taxable 20 %        102 880,00       TVA facturée  20 576,00
Chiffre d'affaires exonéré             151 300,00
TVA récupérable sur achats                              -54 207,85
TVA due                                                  10 814,65

Télédéclaration et télépaiement effectués le 19/01/2026.
Référence de l'opération : 2026TVA0119-61077 — banque : BMCE Bank of Africa.
"""

RELEVE_S5 = """\
UNIVERSITÉ MOHAMMED V — FACULTÉ DES SCIENCES DE RABAT
RELEVÉ DE NOTES — Semestre 5 — Session ordinaire (janvier 2026)
Étudiant : EL IDRISSI Mehdi — Apogée 23014572 — CNE G138855204 — Filière SMI

Module                                   Note /20    Résultat
M25 Compilation                           12,00      Validé
M26 Génie logiciel (UML)                  15,50      Validé
M27 Intelligence artificielle             14,25      Validé
M28 Programmation mobile (Android)        16,75      Validé
M29 Recherche opérationnelle               9,25      Rattrapage
M30 Anglais technique                     17,00      Validé

Moyenne du semestre : 14,13 — Résultat : en attente de la session de rattrapage (M29)
Rattrapage : 2 au 6 mars 2026.
Rabat, le 10 février 2026.
"""

FACTURE_DECEMBRE = """\
PHARMACIE AL AMAL
Dr Youssef EL IDRISSI — Docteur en pharmacie
47, Boulevard Brahim Roudani, Maârif — Casablanca
ICE 001523478000067 — IF 40218876 — TP 35712094

                                             Casablanca, le 31 décembre 2025

FACTURE N° FA-2025-047

Client : CLINIQUE AL ANDALOUS
         112, Boulevard d'Anfa — Casablanca
         ICE 002187654000041
Bon de commande : BC-CAA-2025-148 du 01/12/2025

Désignation                                   Qté     PU HT      Montant HT
Ceftriaxone 1 g IV (flacon)                   140     31,20      4 368,00
Insuline rapide 100 UI/ml (stylo)              30     63,50      1 905,00
Sérum glucosé 5 % 500 ml (flacon)             160     11,40      1 824,00
Compresses stériles 10x10 (boîte de 50)        50     38,50      1 925,00

Total HT                                                         10 022,00
TVA 7 % (médicaments)                                               566,79
TVA 20 % (dispositifs médicaux)                                     385,00
Total TTC                                                        10 973,79

Arrêtée la présente facture à la somme de : dix mille neuf cent soixante-treize
dirhams et soixante-dix-neuf centimes.
Règlement par virement à 60 jours fin de mois.
(Envoyée à la comptabilité de la clinique le 8 janvier — Y.)
"""

RPC_FEVRIER = """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
Zone industrielle Aïn Sebaâ, Lot 14 — 20250 Casablanca
Tél. 05 22 34 70 00 — ICE 000987321000052

FACTURE N° 26-019877                         Date : 03/02/2026
Client : PHARMACIE AL AMAL — Dr EL IDRISSI Youssef — Code client 40-2217
Livraison : tournée 3 — Maârif

Réf.      Désignation                          Qté   PPH       Net HT
301145    DOLIPRANE 1000 MG CPR B/8            180   14,20     2 556,00
320117    HUMEX RHUME GELULES B/16              24   42,00     1 008,00
345987    LANTUS SOLOSTAR 100 UI/ML B/5          8  498,00     3 984,00
351240    FORXIGA 10 MG CPR B/28                20  276,00     5 520,00

Total HT                                                       13 068,00
TVA 7 %                                                           914,76
TOTAL TTC                                                      13 982,76

Échéance : 31/03/2026 — prélèvement sur compte BMCE.
"""

AVOIR_RPC = """\
RPC — RÉPARTITION PHARMACEUTIQUE DE CASABLANCA S.A.
ICE 000987321000052

AVOIR N° AV 26-000318                        Date : 22/01/2026
Client : PHARMACIE AL AMAL — Code client 40-2217
Référence : bon de retour BR-2217-0112 du 12/01/2026 (produits périmés / péremption
proche repris selon la convention de retour)

Réf.      Désignation                          Qté   PPH       Net HT
305530    SPASFON LYOC 80 MG B/10               12   24,10       289,20
310096    AERIUS 5 MG CPR B/15                   6   61,50       369,00
330456    VENTOLINE 100 µG SUSP INHAL            4   34,20       136,80

Total HT à déduire                                                795,00
TVA 7 %                                                            55,65
TOTAL AVOIR TTC                                                   850,65

Montant imputé sur le relevé de janvier 2026.
"""

DAMANCOM_JANVIER = """\
CNSS — DAMANCOM — BORDEREAU DE DÉCLARATION DES SALAIRES
N° affilié : 7412563 — PHARMACIE AL AMAL
Période : 01/2026                 Date de dépôt : 06/02/2026

N° immat.   Nom et prénom           Jours   Salaire brut   Salaire plafonné
118 420 336 BERRADA Salma            26      6 800,00        6 000,00
127 905 812 OUAZZANI Hamid           26      3 900,00        3 900,00

(Hamid Ouazzani : passage en CDI et nouveau salaire au 01/01/2026.)
Total masse salariale                        10 700,00
Cotisations patronales et salariales (PF, AS, AMO, TFP)      2 501,70 DH
Référence de paiement : 7412563-202601-01 — Payé le 09/02/2026
"""

PASTILLA = """\
Pastilla au poulet et aux amandes — comme la fait Mi Fatima (à la fassie)
(notée par Nadia pendant que Mi la préparait pour la fête d'Adam, décembre 2025)

Pour un grand plat de 35 cm (10 personnes)

La farce :
- 2 poulets (ou 1 poulet + 4 cuisses), 1 kg d'oignons râpés
- 1 bouquet de persil et 1 de coriandre hachés
- 1 c. à café de gingembre, 1 c. de cannelle, 1/2 c. de curcuma, safran, sel, poivre
- 100 g de beurre + 1 verre d'huile
- 10 œufs
Cuire le poulet avec les oignons, les herbes, les épices et le beurre, 1 heure à couvert.
Effilocher la viande. Faire réduire la sauce, y cuire les œufs battus en remuant comme une
omelette brouillée ; égoutter (Mi insiste : la farce doit être sèche, sinon la pastilla
se détrempe).

Les amandes :
- 500 g d'amandes émondées, frites puis concassées grossièrement
- 100 g de sucre glace, 1 c. à soupe de cannelle, 2 c. d'eau de fleur d'oranger

Montage : 20 feuilles de warqa. Beurrer le plat, 8 feuilles qui débordent, une couche
d'amandes, le poulet, les œufs, encore des amandes, refermer, 4 feuilles par-dessus.
Four à 180 °C, 30 à 35 minutes, jusqu'à ce que ce soit bien doré.
Décor : sucre glace et lignes de cannelle en losanges.
"""

MSEMEN = """\
المسمن — كيفاش كنديرو (وصفة نادية، 20 حبة)

- 500 غرام دقيق الفورص + 250 غرام سميدة رقيقة
- ملعقة صغيرة ملحة، ملعقة صغيرة سكر، نص ملعقة خميرة (اختياري)
- ماء دافي بشوية بشوية حتى تولي العجينة رطبة ومطاوعة
- للطوي: زيت + زبدة مذوبة + شوية سميدة

1. نعجنو مزيان 10 دقايق حتى تولي العجينة ملساء، نخليوها ترتاح 15 دقيقة.
2. نقسموها كويرات قد البيضة، ندهنوهم بالزيت.
3. كل كويرة نفرشوها رقيقة بزاف على الطبلة المدهونة، نرشو عليها السميدة،
   نطويو الجناب للوسط حتى تولي مربعة.
4. نطيبوها فالمقلة الحارة (ولا الطاوة ديال المسمن) حتى تحمار من الجيهتين.

كيتاكل بالعسل والزبدة مع أتاي. آدم كيبغيه معمر بالخليع والبصلة.
"""

ENFANT_DE_SABLE = """\
L'Enfant de sable — Tahar Ben Jelloun (Seuil, 1985) — relu par Nadia, janvier 2026
(relu avant de reprendre La Nuit sacrée, comme je me l'étais promis)

Huitième fille née après sept filles, l'enfant est déclarée garçon par son père :
Mohammed Ahmed. Le récit passe par plusieurs conteurs sur la place publique, qui se
contredisent ; on ne sait jamais lequel dit vrai. Thèmes : identité, corps, condition
féminine, poids de la tradition, la parole du conteur.

Ce que j'ai aimé : la construction en cercles, le conteur de la halqa (Jemaa el-Fna dans
ma tête tout le long de la lecture). Moins aimé : certains passages très obscurs.

Pour la classe : trop difficile en entier pour le tronc commun ; l'incipit et le chapitre
« La porte du vendredi » pour un travail sur le narrateur en 1re Bac.
Note : 4/5.
"""

BILL_MEHDI = """\
MAROC TELECOM — FACTURE MOBILE
N° 0126-61447803                                 Date : 02/01/2026
Titulaire : M. EL IDRISSI Youssef — Compte 7720 4418 15
Ligne 06 70 55 12 84 — utilisateur déclaré : Mehdi El Idrissi
Forfait Jeunes 25 Go + 2 h d'appels

Abonnement mensuel (janvier 2026) ........................ 99,00 DH TTC
Pass Internet 10 Go supplémentaires (22/12/2025) ........ 50,00 DH TTC
Total à payer .......................................... 149,00 DH TTC

Prélèvement le 15/01/2026 sur le compte BMCE de M. El Idrissi.
"""

SEQUENCE_VIEUX_COUPLE = word(
    ("h1", "Séquence 4 — Il était une fois un vieux couple heureux"),
    "Mohammed Khaïr-Eddine (1978/2002) — 1re année du baccalauréat, 1BAC SE 2 et SE 5",
    "Lycée Ibn Al Haytham — Mme N. Tazi — 2e semestre 2025-2026 (février — mars)",
    ("h2", "Problématique"),
    "Comment le récit, à travers la vie d'un vieux couple d'un village du Souss, célèbre-t-il "
    "une culture menacée par la modernité ?",
    ("h2", "Séances"),
    "1. Lecture d'ensemble et fiche de lecture : le Bouchaïb, sa femme, le village.",
    "2. Incipit : un monde hors du temps (lecture analytique).",
    "3. Le couple : tendresse, complicité, rôles partagés.",
    "4. L'écriture poétique du paysage : la montagne, les saisons, la sécheresse.",
    "5. Tradition et modernité : l'émigration, la ville, l'argent.",
    "6. Préparation à l'examen régional : question de compréhension + production écrite "
    "(sujet argumentatif : faut-il préserver à tout prix les traditions ?).",
    ("h2", "Évaluation"),
    "Contrôle continu n° 3 : semaine du 16 mars 2026 (avant les vacances de l'Aïd Al Fitr).",
)

NOTE_SERVICE_LYCEE = """\
المملكة المغربية — وزارة التربية الوطنية والتعليم الأولي والرياضة
المديرية الإقليمية الدار البيضاء أنفا — الثانوية التأهيلية ابن الهيثم

مذكرة داخلية رقم 03/2026 — الدار البيضاء في 12 يناير 2026

الموضوع: مجالس الأقسام — نهاية الدورة الأولى 2025-2026

تنهي إدارة المؤسسة إلى علم السيدات والسادة الأساتذة أن مجالس الأقسام الخاصة بالدورة الأولى
ستنعقد وفق البرمجة التالية بقاعة الاجتماعات. يتعين إدخال النقط في منظومة مسار قبل
يوم الجمعة 16 يناير 2026 على الساعة 18:00.

Conseils de classe — 1er semestre (salle des réunions) :
- Lundi 19/01/2026 : TC 4 (14h00), TC 7 (15h30)
- Mardi 20/01/2026 : 1BAC SE 2 (14h00), 1BAC SE 5 (15h30)
Professeurs concernés : tous les professeurs des classes citées, dont Mme TAZI Nadia
(français). La présence est obligatoire ; les absences doivent être justifiées par écrit.

المدير
"""

BUDGET_2026 = excel(
    {
        "Feuil1": [
            ["Budget maison 2026 (prévisions — Youssef, janvier)", None, None],
            ["Poste", "Mensuel (DH)", "Annuel (DH)"],
            ["Courses (Marjane + souk)", 7300, 87600],
            ["Ramadan + Aïd (mouton compris)", None, 9500],
            ["Lydec", 850, 10200],
            ["Internet + téléphones", 1117, 13404],
            ["École Adam (Les Orangers)", 2450, 24500],
            ["Collège Salma", 2750, 27500],
            ["Orthodontie Salma (Dr Tahiri)", None, 12000],
            ["Mehdi — loyer Rabat", 2800, 33600],
            ["Mehdi — stage Marrakech (avril-mai, logement)", None, 6000],
            ["Mehdi — argent de poche + train", 1700, 20400],
            ["Femme de ménage (Khadija)", 2400, 28800],
            ["Essence", 1500, 18000],
            ["Médicaments Mi (hors AMO)", 700, 8400],
            ["Vacances d'été", None, 30000],
            ["Sadaqa / famille", 500, 6000],
            ["Total", None, "=SUM(C3:C17)"],
        ]
    }
)

QUITTANCE_FEVRIER = """\
QUITTANCE DE LOYER — FÉVRIER 2026

Je soussigné Abdelkader Benjelloun, propriétaire du studio situé 14, rue Oued Ziz,
Agdal, Rabat, reconnais avoir reçu de M. Mehdi El Idrissi la somme de 2 800,00 DH
(deux mille huit cents dirhams) au titre du loyer du mois de février 2026.

Paiement par virement de M. Youssef El Idrissi le 02/02/2026.
Rabat, le 3 février 2026. A. Benjelloun
"""

PASSEPORT_SALMA = """\
ROYAUME DU MAROC — MINISTÈRE DE L'INTÉRIEUR
Préfecture d'arrondissements Casablanca-Anfa — Service des passeports

RÉCÉPISSÉ DE DÉPÔT DE DEMANDE DE PASSEPORT BIOMÉTRIQUE

N° de demande : 2026-CA-0043187
Demandeur : EL IDRISSI Salma — née le 04/03/2012 à Casablanca — mineure
Représentant légal : EL IDRISSI Youssef (père) — CNIE BE412786
Type : premier passeport — validité 5 ans
Timbre : 300 DH (quittance électronique n° 2026-PSP-031775)
Date de dépôt : 06/02/2026 — empreintes relevées

Le passeport sera remis au représentant légal, sur présentation de ce récépissé, dans un
délai indicatif de 15 jours ouvrables. Suivi par SMS au 06 61 28 47 90.
"""

COTISATION_2026 = """\
CONSEIL RÉGIONAL SUD DES PHARMACIENS D'OFFICINE
Ordre des Pharmaciens du Maroc — Casablanca

Casablanca, le 5 janvier 2026

Dr Youssef EL IDRISSI
Pharmacie Al Amal — 47, Bd Brahim Roudani, Casablanca — inscription n° S-2207

Objet : appel de cotisation ordinale — année 2026

Chère Consœur, Cher Confrère,

Conformément à la décision de l'assemblée générale du 13 décembre 2025, la cotisation
ordinale annuelle est fixée pour 2026 à 2 600,00 DH (deux mille six cents dirhams).
Elle est payable avant le 31 mars 2026, par chèque à l'ordre du Conseil Régional Sud ou par
virement (RIB : 007 780 0001 54 300 00 11827 41), en indiquant votre numéro d'inscription.

Passé ce délai, une majoration de 10 % sera appliquée.

Veuillez agréer, Chère Consœur, Cher Confrère, nos salutations confraternelles.
Le Trésorier du Conseil Régional Sud
"""

AVENANT_HAMID = word(
    ("h1", "Avenant n° 1 au contrat de travail de M. Hamid OUAZZANI"),
    "Entre Dr Youssef EL IDRISSI, pharmacien titulaire de la Pharmacie Al Amal, 47, Boulevard "
    "Brahim Roudani, Casablanca (CNSS 7412563), l'employeur,",
    "et M. Hamid OUAZZANI, CNIE BK 702215, immatriculé à la CNSS sous le n° 127 905 812, "
    "le salarié.",
    "Vu le contrat de travail à durée déterminée du 27 décembre 2024, arrivé à son terme le "
    "31 décembre 2025, il est convenu ce qui suit :",
    "Article 1 — À compter du 1er janvier 2026, M. Hamid Ouazzani est engagé pour une durée "
    "indéterminée, sans période d'essai, dans les mêmes fonctions d'aide-préparateur et "
    "coursier.",
    "Article 2 — Son salaire mensuel brut est porté à 3 900,00 DH. L'indemnité de transport "
    "reste fixée à 300,00 DH.",
    "Article 3 — Les autres clauses du contrat initial restent inchangées.",
    "Fait en deux exemplaires à Casablanca, le 30 décembre 2025.",
    "L'employeur                                        Le salarié (lu et approuvé)",
)

TSC_2025 = """\
ROYAUME DU MAROC — DIRECTION GÉNÉRALE DES IMPÔTS
AVIS D'IMPOSITION — TAXE DE SERVICES COMMUNAUX
Année : 2025 — Commune de Casablanca — Arrondissement Maârif
Redevable : EL IDRISSI Youssef
Bien : 23, rue Ibnou Mounir, Résidence Al Yasmine, Appt 7 — habitation principale
Valeur locative : 36 000,00 DH — Taux : 10,50 % — Abattement habitation principale
Montant dû : 1 890,00 DH — Date limite de paiement : 31/05/2025
Majoration de retard appliquée à compter du 01/06/2025 : 10 % + 5 % + 0,5 % par mois.

Situation au 20/01/2026 : NON PAYÉ — montant à régler : 2 225,48 DH
(Nadia : on a oublié celle-là ! Payée en ligne le 21/01, réf. TSC25-0121-330918.)
"""

PEDIATRE_ADAM = """\
Dr Sanaa LAMRANI — Pédiatre
Immeuble Les Arcades, Boulevard Ghandi, Casablanca — INPE 118604772

NOTE D'HONORAIRES ET COMPTE RENDU DE CONSULTATION
Date : 20/01/2026
Enfant : EL IDRISSI Adam — né le 02/12/2016 (9 ans) — 31 kg

Motif : fièvre à 39 °C depuis la veille, mal de gorge.
Examen : angine érythémato-pultacée, test de diagnostic rapide streptocoque positif.
Pas d'otite. Poumons libres.

Traitement : amoxicilline 1 g matin et soir pendant 6 jours ; paracétamol 500 mg si
fièvre (maximum 4 prises par jour). Éviction scolaire 48 heures.
Certificat d'absence remis pour l'école (21 et 22 janvier).

Honoraires : 350,00 DH — réglés en espèces.
"""

CERTIFICAT_ADAM = """\
المملكة المغربية
وزارة التربية الوطنية والتعليم الأولي والرياضة
الأكاديمية الجهوية للتربية والتكوين الدار البيضاء سطات
مجموعة مدارس البرتقال الخصوصية — الدار البيضاء

شهادة مدرسية

تشهد مديرة مجموعة مدارس البرتقال الخصوصية أن التلميذ:
الإسم الكامل: آدم الإدريسي
تاريخ ومكان الازدياد: 02 دجنبر 2016 بالدار البيضاء
رمز مسار: R146702355
يتابع دراسته بالمؤسسة بالمستوى الخامس ابتدائي (الفوج أ)
برسم الموسم الدراسي 2025-2026.

سلمت هذه الشهادة للمعني بالأمر بطلب من وليه لإدلائها عند الحاجة.
حرر بالدار البيضاء في 15 شتنبر 2025
المديرة: بشرى لحلو
"""

NOTICE_LAVE_LINGE = """\
LG — Lave-linge hublot F4R3VYG6P — 9 kg — AI DD™ — Steam™
GUIDE D'UTILISATION RAPIDE (extrait) — Version française — MFL71485233

Avant la première utilisation
- Retirez les 4 boulons de transport au dos de l'appareil et conservez-les.
- Vérifiez que l'arrivée d'eau est ouverte et que le tuyau de vidange n'est pas plié.
- Lancez un programme « Nettoyage tambour » à vide.

Programmes
Coton ............. 40 °C / 1400 tr/min — linge normalement sale, jusqu'à 9 kg
Mix ............... 40 °C / 1000 tr/min — coton et synthétiques ensemble
Synthétique ....... 40 °C / 800 tr/min
Laine / Lavage main  30 °C / 800 tr/min — laine lavable en machine
Rapide 14' ........ 20 °C / 800 tr/min — 2 kg maximum, peu sale
Vapeur (Allergy Care) 60 °C — réduit les allergènes

Codes d'erreur
IE : arrivée d'eau insuffisante — vérifiez le robinet et le filtre du tuyau.
OE : vidange impossible — nettoyez le filtre de la pompe (trappe en bas à droite).
UE : charge déséquilibrée — répartissez le linge.
dE : porte mal fermée.

Garantie : 2 ans pièces et main-d'œuvre, moteur Inverter Direct Drive garanti 10 ans.
Service client LG Maroc : 0801 00 54 54.
"""

CONTROLE_TECHNIQUE = """\
CENTRE DE CONTRÔLE TECHNIQUE AUTOMOBILE SALAMA — Agrément n° CT-CA-112
Route d'El Jadida, km 7, Casablanca

PROCÈS-VERBAL DE CONTRÔLE TECHNIQUE PÉRIODIQUE
N° PV : 2026-0114-00871 — Date : 14/01/2026 — Heure : 10:25

Véhicule : DACIA LODGY — Immatriculation : 48215-A-6 — Genre : VP
N° de châssis : UU1JSDAB5XXXXXXXX — Énergie : diesel — 1re mise en circulation : 03/2019
Kilométrage relevé : 118 430 km
Propriétaire : EL IDRISSI Youssef

Résultat : FAVORABLE
Défauts mineurs (sans contre-visite) :
- Usure du disque de frein avant gauche
- Légère fuite d'huile moteur (suintement)

Prochain contrôle avant le : 14/01/2027
Montant payé : 350,00 DH TTC (dont taxe : 50,00 DH)
"""

FAIRE_PART = """\
بسم الله الرحمن الرحيم
« ومن آياته أن خلق لكم من أنفسكم أزواجا لتسكنوا إليها وجعل بينكم مودة ورحمة »

يتشرف السيد عبد الرحيم التازي وحرمه
والسيد محمد الشرقاوي وحرمه
بدعوتكم لحضور حفل زفاف نجليهما
هدى و كريم
وذلك يوم السبت 11 أبريل 2026 ابتداء من الساعة الثامنة ليلا
بقاعة الحفلات « Les Jardins de l'Oasis » — طريق أزمور، الدار البيضاء

Monsieur et Madame Abderrahim Tazi et Monsieur et Madame Mohamed Cherkaoui
ont l'honneur de vous convier au mariage de leurs enfants
Houda & Karim
le samedi 11 avril 2026 à 20h00
Salle Les Jardins de l'Oasis — Route d'Azemmour, Casablanca

Merci de confirmer votre présence avant le 20 mars auprès de Houda : 06 61 73 20 45
(Pour la famille El Idrissi — Nadia, Youssef, Mi et les enfants)
"""

MARATHON = """\
MARATHON INTERNATIONAL DE CASABLANCA — 16e édition
Casablanca International Marathon — 26 octobre 2025

CERTIFICAT DE PARTICIPATION / FINISHER CERTIFICATE

Nous certifions que / We certify that
YOUSSEF EL IDRISSI
Dossard / Bib n° 10-4472 — Catégorie : Hommes 50-54 ans
a terminé la course des 10 km / has completed the 10 km race

Temps officiel (puce) / Chip time : 00:58:41
Classement général : 1 846 / 5 312 — Catégorie : 97 / 410

Félicitations ! Congratulations!
Le Comité d'organisation
"""

INBOX: dict[str, tuple[str | bytes, str]] = {
    # --- the Marrakech trip (28-31 January 2026) ---
    "inbox/Booking confirmation - Riad Dar Zitoune.eml": (RIAD, MARRAKECH),
    "inbox/scan_0031.txt": (MAJORELLE, MARRAKECH),
    "inbox/IMG_20260131_123817.jpg": (
        jpeg("2026:01:31 12:38:17", "medina", "Xiaomi", "Redmi Note 13"),
        MARRAKECH,
    ),
    # --- Marrakech named, but not a trip: Mehdi's internship ---
    "inbox/Convention de stage PFE.docx": (CONVENTION, "Enfants/Mehdi/2025-2026/"),
    # --- same family name: the first name decides ---
    "inbox/scan_0027.txt": (AMO_FATIMA, "Santé/Fatima/Remboursements AMO/"),
    "inbox/CR echographie.txt": (ECHO_YOUSSEF, "Santé/Youssef/"),
    "inbox/Résultats laboratoire Al Farabi.txt": (
        LABO_FATIMA,
        "Santé/Fatima/Comptes rendus et analyses/",
    ),
    "inbox/ordonnance.txt": (ORDONNANCE_FATIMA, "Santé/Fatima/Ordonnances/"),
    "inbox/Consultation pédiatre.txt": (PEDIATRE_ADAM, "Santé/Enfants/"),
    # --- school year vs calendar year ---
    "inbox/bulletin_massar_S1.txt": (BULLETIN_SALMA, "Enfants/Salma/2025-2026/"),
    "inbox/Lettre aux parents - 8 janvier.txt": (LETTRE_ADAM, "Enfants/Adam/2025-2026/"),
    "inbox/شهادة مدرسية.txt": (CERTIFICAT_ADAM, "Enfants/Adam/2025-2026/"),
    "inbox/Relevé de notes S5.txt": (RELEVE_S5, "Enfants/Mehdi/2025-2026/"),
    "inbox/Quittance février 2026.txt": (QUITTANCE_FEVRIER, "Enfants/Mehdi/Logement Rabat/"),
    # --- fiscal year: last year's papers arriving this year ---
    "inbox/Accusé dépôt IR.txt": (IR_2025, "Pharmacie/Impôts DGI/2025/"),
    "inbox/document(4).txt": (TVA_T4, "Pharmacie/Impôts DGI/2025/"),
    # --- invoices issued vs received ---
    "inbox/FA-2026-004.xlsx": (
        invoice_issued(
            "FA-2026-004",
            "13/02/2026",
            "BC-CAA-2026-019 (1re quinzaine de février 2026)",
            [
                ("Insuline rapide 100 UI/ml (stylo)", 35, 63.50, 7),
                ("Héparine sodique 5000 UI/ml (flacon 5 ml)", 20, 74.60, 7),
                ("Masques chirurgicaux type IIR (boîte de 50)", 25, 39.00, 20),
                ("Seringues 5 ml (boîte de 100)", 12, 61.00, 20),
            ],
        ),
        "Pharmacie/Factures émises/2026/",
    ),
    "inbox/Facture clinique décembre.txt": (FACTURE_DECEMBRE, "Pharmacie/Factures émises/2025/"),
    "inbox/document(2).txt": (RPC_FEVRIER, "Pharmacie/Factures fournisseurs/2026/"),
    "inbox/Avoir RPC périmés.txt": (AVOIR_RPC, "Pharmacie/Factures fournisseurs/2026/"),
    # --- a name that is a folder's name, but not the subject ---
    "inbox/DAMANCOM janvier 2026.txt": (DAMANCOM_JANVIER, "Pharmacie/CNSS/"),
    "inbox/Pastilla - recette de Mi Fatima.txt": (PASTILLA, "وصفات/"),
    "inbox/Facture mobile Mehdi janvier.txt": (BILL_MEHDI, "Maison/Internet et téléphone/"),
    "inbox/Récépissé passeport Salma.txt": (PASSEPORT_SALMA, "Papiers/CIN et passeports/"),
    # --- short clear cases ---
    "inbox/msemen.txt": (MSEMEN, "وصفات/"),
    "inbox/L'Enfant de sable.txt": (ENFANT_DE_SABLE, "Notes de lecture/"),
    "inbox/Lydec janvier 2026.txt": (
        lydec("JANVIER 2026", "du 04/12/2025 au 05/01/2026", "09/01/2026", 441, 17, "31/01/2026"),
        "Maison/Lydec/",
    ),
    "inbox/BP_012026_1187402.txt": (
        payslip("JANVIER 2026", "8 905,17"),
        "Nadia/Bulletins de paie/",
    ),
    "inbox/Doc1.docx": (SEQUENCE_VIEUX_COUPLE, "Nadia/Lycée/Cours et séquences/"),
    "inbox/note de service conseils de classe.txt": (
        NOTE_SERVICE_LYCEE,
        "Nadia/Lycée/Administration/",
    ),
    "inbox/Classeur1.xlsx": (BUDGET_2026, "Maison/Budget/"),
    "inbox/Appel de cotisation 2026.txt": (COTISATION_2026, "Pharmacie/Ordre des pharmaciens/"),
    "inbox/Avenant contrat Hamid.docx": (AVENANT_HAMID, "Pharmacie/Personnel/"),
    "inbox/Avis TSC 2025.txt": (TSC_2025, "Maison/Taxe de services communaux/"),
    # --- photos: by the date they were taken ---
    "inbox/20251227_153412.jpg": (jpeg("2025:12:27 15:34:12", "salon"), "Photos/2025/"),
    "inbox/20250716_193027.jpg": (
        jpeg("2025:07:16 19:30:27", "plage"),
        "Voyages/2025-07 Espagne/",
    ),
    # --- nowhere in this library ---
    "inbox/Notice lave-linge.txt": (NOTICE_LAVE_LINGE, ""),
    "inbox/PV contrôle technique.txt": (CONTROLE_TECHNIQUE, ""),
    "inbox/faire-part.txt": (FAIRE_PART, ""),
    "inbox/Certificat marathon.txt": (MARATHON, ""),
}


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
