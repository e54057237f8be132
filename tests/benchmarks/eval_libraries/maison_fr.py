"""Maison-fr: the shared files of a household in Lyon, in many small folders.

Camille (nurse at the hospital), Julien (freelance graphic designer), their son Léo
and their beagle Pixel keep their papers in ~38 small folders nested 1-3 levels deep.
The inbox holds 40 files: 36 clear cases whose words differ from the filed ones, and
4 strays that fit no folder.
"""

from __future__ import annotations

import datetime as _dt
import os
import pathlib
from email.message import EmailMessage

NAME = "maison-fr"
PERSONA = (
    "Camille Martin, infirmière à Lyon, qui range les papiers du foyer qu'elle partage avec "
    "Julien (graphiste indépendant), leur fils Léo (8 ans) et leur chien Pixel."
)
LANGUAGES = ["fr", "en"]
SPLIT = "test"


def _eml(sender: str, to: str, subject: str, date: str, body: str) -> str:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = date
    msg.set_content(body)
    return msg.as_string()


CAMILLE = "Camille Martin <camille.martin@laposte.net>"
JULIEN = "Julien Roux <contact@julienroux-graphisme.fr>"

GUIDELINE = """\
# Où ranger quoi (note pour moi, et pour Julien)

Trop de papiers traînent dans inbox/. Quelques règles, pour qu'on s'y retrouve tous les deux :

- Les recettes → cuisine/recettes/. Les menus de la semaine et les listes de courses → cuisine/menus semaine/.
- Un livre lu, avec ce que j'en ai pensé → lectures/notes de lecture/. Les livres qu'on me conseille → lectures/à lire/.
- L'appart : bail, quittances, courriers de la régie → maison/bail/. Électricité et gaz → maison/factures énergie/.
  Box et forfaits mobiles → maison/internet et téléphone/. MAIF habitation (attestations, sinistres) → maison/assurance habitation/.
- Santé : un dossier par personne (santé/Camille/, santé/Julien/, santé/Léo/). Tout ce qui vient de la MNH → santé/mutuelle/.
- La Clio : l'assurance d'un côté (voiture/assurance/), le garage et le contrôle technique de l'autre (voiture/entretien/).
- Voyages : un dossier par séjour, nommé « AAAA-MM lieu ». On y met réservations, billets, tickets, listes.
- Mon travail à l'hôpital : plannings et échanges de gardes → travail/Camille/planning hôpital/,
  attestations de formation → travail/Camille/formation/.
- La micro-entreprise de Julien : échanges et devis avec ses clients → travail/Julien/clients/,
  les factures qu'il envoie → travail/Julien/factures émises/, tout ce qui est URSSAF → travail/Julien/URSSAF/.
- Pixel (véto, vaccins, assurance, croquettes) → animaux/Pixel/.
- Impôts : un dossier par année où on reçoit le papier (l'avis reçu en 2025 va dans impôts/2025/).
- Relevés de compte → banque/relevés/. Livrets et PEL → banque/épargne/.
- École de Léo (maîtresse, sorties, livret) → école/Léo/. Cantine et garderie (factures de la Ville) → école/cantine et périscolaire/.
- Le judo de Léo et la guitare de Julien → activités/. Mes sorties et mes courses → sport/course à pied/.
- Factures d'appareils à garder pour la garantie → achats/garanties/.
- Passeports, cartes d'identité → administratif/papiers identité/.
- Si ça ne colle nulle part, ça reste dans inbox/ et on verra plus tard.
"""

FILED: list[dict[str, str]] = [
    # ------------------------------------------------------------------ cuisine
    {
        "path": "cuisine/recettes/tarte aux poireaux.md",
        "content": """\
# Tarte aux poireaux

Pour 6 personnes — 45 min

## Ingrédients
- 1 pâte brisée
- 3 poireaux (le blanc et un peu de vert)
- 20 g de beurre
- 3 œufs
- 20 cl de crème fraîche
- 100 g de comté râpé
- sel, poivre, muscade

## Étapes
1. Préchauffer le four à 200 °C.
2. Émincer les poireaux, les faire fondre 15 min dans le beurre à feu doux.
3. Battre les œufs avec la crème, saler, poivrer, râper un peu de muscade.
4. Étaler la pâte dans le moule, piquer le fond à la fourchette.
5. Répartir les poireaux, verser l'appareil, parsemer de comté.
6. Cuire 30 min, jusqu'à ce que ce soit bien doré.

Léo en reprend si on ajoute des lardons. Pixel aussi (non).
""",
    },
    {
        "path": "cuisine/recettes/Gratin dauphinois mamie.txt",
        "content": """\
GRATIN DAUPHINOIS (recette de mamie Jeannette)

1,2 kg de pommes de terre à chair ferme
1 l de lait entier
25 cl de crème épaisse
2 gousses d'ail
muscade, sel, poivre
beurre pour le plat

- Éplucher les pommes de terre, ne PAS les laver après les avoir coupées (l'amidon fait tout).
- Rondelles de 3 mm à la mandoline.
- Les précuire 10 min dans le lait avec l'ail écrasé, sel, poivre, muscade.
- Frotter le plat avec une gousse d'ail, beurrer.
- Verser pommes de terre et lait, napper de crème.
- Four 160 °C pendant 1 h 15, jusqu'à ce que le dessus soit bien doré.

Mamie dit : jamais de fromage dans un vrai gratin dauphinois.
""",
    },
    {
        "path": "cuisine/recettes/curry_lentilles_corail.md",
        "content": """\
# Curry de lentilles corail (dahl rapide)

Temps : 30 min. 4 portions, se congèle très bien.

Ingrédients :
- 250 g de lentilles corail
- 1 oignon, 2 gousses d'ail, 1 morceau de gingembre
- 1 c. à soupe de pâte de curry (ou garam masala + curcuma)
- 400 ml de lait de coco
- 400 g de tomates concassées
- 1 poignée d'épinards frais
- coriandre, citron vert

Préparation :
1. Faire revenir oignon, ail et gingembre dans un peu d'huile.
2. Ajouter la pâte de curry, 1 min.
3. Ajouter lentilles rincées, tomates, lait de coco et 30 cl d'eau.
4. Laisser mijoter 20 min en remuant.
5. Épinards à la fin, jus de citron vert, coriandre.

Servir avec du riz basmati ou des naans. Version Léo : moitié moins de curry.
""",
    },
    {
        "path": "cuisine/recettes/banana bread.md",
        "content": """\
# Banana bread (from Hannah, Julien's client in London)

Makes one loaf.

- 3 very ripe bananas
- 75 g melted butter
- 150 g sugar (I use 110 g, it's plenty)
- 1 egg, beaten
- 1 tsp vanilla
- 1 tsp baking soda
- pinch of salt
- 190 g plain flour
- optional: a handful of chopped walnuts or dark chocolate chips

1. Preheat the oven to 175 °C. Butter a loaf tin.
2. Mash the bananas in a bowl, stir in the melted butter.
3. Mix in baking soda and salt, then sugar, egg and vanilla.
4. Fold in the flour, don't overmix.
5. Bake 55-60 min, until a skewer comes out clean.

Keeps 3 days wrapped in a tea towel. Léo loves it toasted for goûter.
""",
    },
    {
        "path": "cuisine/recettes/pâte à crêpes.txt",
        "content": """\
Pâte à crêpes (pour 15 crêpes)

250 g de farine
4 œufs
50 cl de lait
1 pincée de sel
2 c. à soupe de sucre
50 g de beurre fondu
1 c. à soupe de rhum (facultatif, pas pour Léo)

Mettre la farine en puits, ajouter les œufs, mélanger.
Verser le lait petit à petit en fouettant pour éviter les grumeaux.
Ajouter beurre fondu, sucre, sel. Laisser reposer 1 h.
Poêle bien chaude, une louche par crêpe.
""",
    },
    {
        "path": "cuisine/menus semaine/menus semaine 2025-03-03.md",
        "content": """\
# Menus — semaine du 3 mars 2025

Camille : nuits mercredi et jeudi → repas simples ces soirs-là.

| Jour      | Midi (week-end seulement) | Soir                              |
|-----------|---------------------------|-----------------------------------|
| Lundi     | —                         | Soupe de légumes + tartines       |
| Mardi     | —                         | Curry de lentilles corail, riz    |
| Mercredi  | —                         | Pâtes pesto (Julien et Léo)       |
| Jeudi     | —                         | Restes de curry                   |
| Vendredi  | —                         | Pizza maison                      |
| Samedi    | Croque-monsieur, salade   | Tarte aux poireaux                |
| Dimanche  | Poulet rôti, haricots     | Crêpes                            |

Batch cooking dimanche : soupe pour lundi + sauce tomate.
""",
    },
    {
        "path": "cuisine/menus semaine/menus_10-03-2025.txt",
        "content": """\
SEMAINE DU 10/03

lundi : quiche lorraine + salade verte
mardi : poisson pané, purée (Léo a choisi)
mercredi : chili sin carne
jeudi : omelette aux champignons, pommes de terre sautées
vendredi : raclette (fin de saison !)
samedi midi : restes de chili en wraps
samedi soir : chez Sophie
dimanche midi : gratin dauphinois + jambon
dimanche soir : soupe

à prévoir : décongeler le poisson mardi matin
Julien fait les courses jeudi au marché de la Croix-Rousse
""",
    },
    {
        "path": "cuisine/menus semaine/courses et menus mars2025.md",
        "content": """\
# Courses + menus fin mars

## Menus (24 → 30 mars)
- L : velouté carottes-cumin
- M : risotto aux champignons
- M : galettes de sarrasin jambon-fromage
- J : saumon au four, riz
- V : burgers maison
- S : lasagnes
- D : poulet basquaise

## Liste de courses
- [ ] carottes (1 kg), oignons, champignons de Paris
- [ ] riz arborio, parmesan
- [ ] farine de sarrasin, jambon, emmental
- [ ] 2 pavés de saumon
- [ ] steaks hachés, pains burger, cheddar
- [ ] feuilles de lasagnes, viande hachée, coulis de tomate
- [ ] poulet fermier, poivrons
- [ ] croquettes Pixel (sac 12 kg)
- [ ] lait, beurre, œufs, yaourts
""",
    },
    # ----------------------------------------------------------------- lectures
    {
        "path": "lectures/notes de lecture/L'Anomalie - Le Tellier.md",
        "content": """\
# L'Anomalie — Hervé Le Tellier (Goncourt 2020)

Lu en janvier 2024, prêté par Sophie.

**Pitch** : un vol Paris–New York traverse une tempête ; trois mois plus tard le même avion,
avec les mêmes passagers, atterrit une seconde fois. Chacun rencontre son double.

**Ce que j'ai aimé**
- Le début en portraits (Blake le tueur, Victor Miesel l'écrivain, Lucie la monteuse…).
- Les passages sur l'hypothèse de la simulation : drôle et vertigineux.
- Le ton, très ironique.

**Moins aimé**
- Trop de personnages, certains sont à peine esquissés.
- La fin m'a laissée sur ma faim.

Note : 4/5. À conseiller à Julien (il aime la SF « sérieuse »).

Citation relevée : « Le pessimiste est un optimiste bien informé. »
""",
    },
    {
        "path": "lectures/notes de lecture/chanson douce.txt",
        "content": """\
Chanson douce - Leïla Slimani
fini le 3 août 2024, sur la plage à Kerlouan

Incipit glaçant : "Le bébé est mort." On sait tout dès la première page,
et pourtant on lit jusqu'au bout.

Myriam et Paul engagent Louise comme nounou. Elle devient indispensable,
puis envahissante. Le livre raconte la solitude, l'argent, la domination
douce, la place des femmes qui travaillent.

Ce qui m'a marquée : la précision des détails du quotidien (les restes
que Louise refuse de jeter, le poulet rongé jusqu'à l'os).
Ça m'a fait penser à nos années de crèche avec Léo, à la culpabilité.

Style sec, phrases courtes. Très efficace.
4,5/5 - mais pas un livre à lire quand on est fatiguée après une nuit de garde.
""",
    },
    {
        "path": "lectures/notes de lecture/Project Hail Mary.md",
        "content": """\
# Project Hail Mary — Andy Weir

Read in English (Julien's copy), finished 20 Nov 2024.

Ryland Grace wakes up alone on a spaceship with amnesia. Slowly he remembers he's a
middle-school science teacher sent to find out why the Sun is dimming.

Liked:
- Rocky. Best alien friend ever. "Fist my bump."
- The science puzzles are fun even when I skip the maths.
- Flashbacks are well paced.

Didn't like:
- Some jokes are a bit teenage.
- Eva Stratt is a caricature.

Rating: 4/5. Easier English than I feared, good to practise.
Next by him: maybe The Martian (film already seen).
""",
    },
    {
        "path": "lectures/notes de lecture/La vie devant soi 12 janvier 2025.md",
        "content": """\
# La vie devant soi — Romain Gary (Émile Ajar)

Relu le 12 janvier 2025 (lu au lycée, je ne m'en souvenais presque pas).

Momo, 10 ans, vit chez Madame Rosa, ancienne prostituée rescapée d'Auschwitz qui garde
les enfants « nés de travers » à Belleville. Il raconte avec ses mots à lui.

- La langue de Momo : fautes, raccourcis, expressions détournées. Drôle et déchirant.
- Madame Rosa qui vieillit, qui a peur de l'hôpital. Forcément, ça me parle.
- Monsieur Hamil et son Victor Hugo.

« Il faut aimer. » — dernière phrase.

Coup de cœur. 5/5. Prix Goncourt 1975, le deuxième pour Gary sous pseudo.
""",
    },
    {
        "path": "lectures/à lire/liste à lire 2025.md",
        "content": """\
# À lire en 2025

- [ ] Triste tigre — Neige Sinno
- [ ] Le Mage du Kremlin — Giuliano da Empoli
- [x] La vie devant soi — Romain Gary (relu en janvier)
- [ ] Les Enfants sont rois — Delphine de Vigan
- [ ] Tomorrow, and Tomorrow, and Tomorrow — Gabrielle Zevin (en anglais)
- [ ] Jacaranda — Gaël Faye
- [ ] La Tresse — Laetitia Colombani (conseil de maman)
- [ ] Yoga — Emmanuel Carrère

BD pour les vacances :
- [ ] L'Arabe du futur tome 6
- [ ] Blacksad, They All Fall Down
""",
    },
    {
        "path": "lectures/à lire/conseils libraire Passages.txt",
        "content": """\
Librairie Passages, rue de Brest - conseils de Margaux (oct. 2024)

- "Houris" de Kamel Daoud : fort, difficile
- "Le Pays des autres" de Leïla Slimani, si j'ai aimé Chanson douce
- "Les Années" d'Annie Ernaux, pour comprendre le Nobel
- "Veiller sur elle" de J.-B. Andrea : Goncourt 2023, très romanesque
- pour Julien : "Le Problème à trois corps" (SF chinoise)
- pour Léo (8 ans) : "Les Enquêtes de Mirette", "Ariol" en BD

Demander la carte fidélité la prochaine fois.
""",
    },
]
FILED += [
    # ------------------------------------------------------------------- maison
    {
        "path": "maison/bail/bail appartement rue Dumenge.txt",
        "content": """\
CONTRAT DE LOCATION - LOGEMENT NU À USAGE DE RÉSIDENCE PRINCIPALE
(loi n° 89-462 du 6 juillet 1989)

Bailleur : SCI Les Pentes, représentée par la Régie Saint-Vincent,
          8 quai Saint-Vincent, 69001 Lyon
Locataires : Mme Camille MARTIN et M. Julien ROUX

Désignation : appartement T4 de 78 m², 3e étage sans ascenseur,
23 rue Dumenge, 69004 Lyon. Cave n° 7.

Date de prise d'effet : 1er septembre 2021
Durée : 3 ans, renouvelable par tacite reconduction

Loyer mensuel hors charges : 1 020,00 €
Provision sur charges : 95,00 € (eau froide, entretien des parties communes, ordures ménagères)
Révision annuelle au 1er septembre selon l'IRL du 2e trimestre

Dépôt de garantie : 1 020,00 €

Paiement le 5 de chaque mois par virement.

Fait à Lyon le 24 août 2021, en trois exemplaires.
""",
    },
    {
        "path": "maison/bail/état des lieux entrée 2021.md",
        "content": """\
# État des lieux d'entrée — 23 rue Dumenge — 1er sept. 2021

Présents : Camille Martin, Julien Roux, M. Berthier (Régie Saint-Vincent)

| Pièce          | Sols                   | Murs                  | Remarques                          |
|----------------|------------------------|-----------------------|------------------------------------|
| Entrée         | parquet, bon état      | peinture blanche, BE  | interphone OK                      |
| Séjour         | parquet, rayures légères | BE                  | 2 trous de cheville au-dessus du radiateur |
| Cuisine        | carrelage, 1 carreau fêlé | faïence BE         | hotte OK, plaques OK               |
| Chambre 1      | parquet BE             | papier peint usé      | volet roulant dur                  |
| Chambre 2      | moquette tachée        | BE                    | —                                  |
| Bureau         | parquet BE             | BE                    | prise électrique sans cache        |
| Salle de bain  | carrelage BE           | joints noircis        | robinet baignoire goutte           |
| WC             | carrelage BE           | BE                    | —                                  |

Compteurs : électricité 45 812 kWh — gaz 10 233 m³ — eau froide 0412 m³
Clés remises : 3 clés appartement, 2 badges, 1 clé cave, 1 clé boîte aux lettres.
""",
    },
    {
        "path": "maison/bail/révision loyer IRL 2024.eml",
        "content": _eml(
            "Régie Saint-Vincent <gestion@regie-saint-vincent.fr>",
            CAMILLE,
            "Révision annuelle de votre loyer - 23 rue Dumenge",
            "Mon, 05 Aug 2024 10:14:00 +0200",
            """\
Madame, Monsieur,

Conformément à l'article 7 de votre bail, votre loyer est révisé au 1er septembre 2024
sur la base de l'Indice de Référence des Loyers (IRL) du 2e trimestre 2024.

IRL T2 2023 : 140,59
IRL T2 2024 : 145,17

Loyer actuel hors charges : 1 051,50 €
Nouveau loyer hors charges : 1 085,74 €
Provision sur charges inchangée : 95,00 €

Votre nouvel avis d'échéance vous parviendra fin août.

Nous restons à votre disposition.

Service gérance locative
Régie Saint-Vincent
""",
        ),
    },
    {
        "path": "maison/bail/quittance_janvier_2025.txt",
        "content": """\
QUITTANCE DE LOYER

Régie Saint-Vincent - 8 quai Saint-Vincent - 69001 Lyon

Locataires : Mme MARTIN Camille / M. ROUX Julien
Lot : 23 rue Dumenge 69004 Lyon - appt 3e étage - réf. SV-0412-03

Période : du 01/01/2025 au 31/01/2025

Loyer                     1 085,74 €
Provision charges            95,00 €
TOTAL                     1 180,74 €

Reçu le 06/01/2025 par virement.

Le bailleur donne quittance, sous réserve de tous droits,
de la somme ci-dessus pour la période indiquée.
""",
    },
    {
        "path": "maison/factures énergie/EDF facture 2025-01.txt",
        "content": """\
EDF - Électricité de France
Facture du 15/01/2025 - N° 10 284 117 553

Titulaire : M. ROUX Julien
Adresse de consommation : 23 rue Dumenge 69004 LYON
Référence client : 6 004 218 339
PDL : 14 295 037 185 226

Offre : Tarif Bleu - option Base - 6 kVA

Période de consommation : du 14/11/2024 au 13/01/2025 (relevé Linky)
Index début : 58 921 kWh  -  Index fin : 59 634 kWh
Consommation : 713 kWh

Abonnement (2 mois)                 30,12 € HT
Consommation 713 kWh x 0,2016 €    143,74 € HT
Taxes et contributions (accise, CTA) 31,08 €
TVA                                 36,01 €

Montant TTC                        240,95 €
Déjà payé (mensualités)           -178,00 €
Reste à payer                       62,95 € - prélevé le 30/01/2025
""",
    },
    {
        "path": "maison/factures énergie/EDF_echeancier_2025.txt",
        "content": """\
EDF - Votre échéancier de paiement 2025
Contrat électricité - 23 rue Dumenge 69004 Lyon
Référence client : 6 004 218 339

Mensualisation sur 11 mois, prélèvement le 5 du mois

05/02/2025   92,00 €
05/03/2025   92,00 €
05/04/2025   92,00 €
05/05/2025   92,00 €
05/06/2025   92,00 €
05/07/2025   92,00 €
05/08/2025   92,00 €
05/09/2025   92,00 €
05/10/2025   92,00 €
05/11/2025   92,00 €
05/12/2025   92,00 €

Total : 1 012,00 €
Facture de régularisation en janvier 2026.
""",
    },
    {
        "path": "maison/factures énergie/régularisation électricité 2024.html",
        "content": """\
<!DOCTYPE html>
<html lang="fr">
<head><meta charset="utf-8"><title>EDF - Facture de régularisation annuelle</title></head>
<body>
<h1>Facture de régularisation annuelle</h1>
<p>Contrat Tarif Bleu Base 6 kVA — 23 rue Dumenge, 69004 Lyon</p>
<p>Période : 01/01/2024 au 31/12/2024</p>
<table border="1">
<tr><th>Poste</th><th>Montant</th></tr>
<tr><td>Consommation annuelle 4 182 kWh</td><td>842,30 €</td></tr>
<tr><td>Abonnement 12 mois</td><td>180,72 €</td></tr>
<tr><td>Taxes et TVA</td><td>226,41 €</td></tr>
<tr><td><b>Total TTC 2024</b></td><td><b>1 249,43 €</b></td></tr>
<tr><td>Mensualités déjà réglées</td><td>-1 177,00 €</td></tr>
<tr><td><b>Solde à payer</b></td><td><b>72,43 €</b></td></tr>
</table>
<p>Votre consommation est 6 % supérieure à celle de 2023 (radiateur d'appoint dans le bureau ?).</p>
</body>
</html>
""",
    },
    {
        "path": "maison/factures énergie/Engie gaz novembre 2024.txt",
        "content": """\
ENGIE - Facture gaz naturel
Date : 22/11/2024     N° facture : 306 551 209 874

Client : Mme MARTIN Camille
Point de livraison : 23 rue Dumenge 69004 Lyon - PCE 21 457 889 004 123
Offre : Gaz Tarif Repère - usage chauffage + cuisson

Relevé du 18/11/2024 : index 11 842 m3
Relevé précédent 20/09/2024 : index 11 703 m3
Volume : 139 m3 x coefficient 11,23 = 1 561 kWh

Abonnement              26,40 €
Consommation           161,72 €
Taxes (TICGN, CTA)      28,93 €
TVA                     34,97 €
Total TTC              252,02 €

Prélèvement automatique le 07/12/2024.
""",
    },
    {
        "path": "maison/internet et téléphone/Free box facture 02-2025.txt",
        "content": """\
Free - Facture Freebox
Facture n° 2502-88341057 du 01/02/2025

Abonné : Julien ROUX
Ligne : 04 78 xx xx 31 - 23 rue Dumenge 69004 Lyon
Offre : Freebox Pop (fibre)

Abonnement Freebox Pop du 01/02 au 28/02       29,99 €
Option Player TV                               0,00 €
Communications hors forfait                     0,00 €
Total TTC                                      29,99 €
dont TVA 20 %                                   5,00 €

Débit constaté : 5 Gbit/s descendant (fibre FTTH)
Prélèvement le 08/02/2025 sur compte Crédit Mutuel.
""",
    },
    {
        "path": "maison/internet et téléphone/Sosh Camille mars2025.html",
        "content": """\
<html><head><meta charset="utf-8"><title>Sosh - votre facture de mars 2025</title></head>
<body>
<h2>Sosh — Facture mobile</h2>
<p>Titulaire : Camille MARTIN — ligne 06 xx xx xx 58</p>
<p>Forfait : Sosh 100 Go</p>
<ul>
  <li>Forfait du 12/03/2025 au 11/04/2025 : 15,99 €</li>
  <li>Appels vers l'étranger : 0,00 €</li>
  <li>Data consommée : 23,4 Go</li>
</ul>
<p><strong>Total à payer : 15,99 € TTC</strong>, prélevé le 14/03/2025.</p>
</body></html>
""",
    },
    {
        "path": "maison/internet et téléphone/résiliation ancienne box.txt",
        "content": """\
Camille MARTIN et Julien ROUX
23 rue Dumenge
69004 Lyon

SFR - Service Résiliation
TSA 30103
69947 Lyon Cedex 20

Lettre recommandée avec AR - Lyon, le 2 septembre 2021

Objet : résiliation de l'abonnement box n° client 7 734 118 002

Madame, Monsieur,

Suite à notre déménagement, nous vous demandons de résilier notre abonnement
box internet à compter de la réception de ce courrier.
Nous vous renverrons la box et le décodeur dans les délais prévus.

Merci de nous confirmer la date de fin de contrat et le montant de la dernière facture.

Cordialement,
Julien Roux
""",
    },
    {
        "path": "maison/assurance habitation/attestation assurance habitation 2025.txt",
        "content": """\
MAIF - ATTESTATION D'ASSURANCE HABITATION

La MAIF atteste que :
M. ROUX Julien - sociétaire n° 3 912 447 H
est titulaire d'un contrat RAQVAM (formule Plénitude)
garantissant les risques locatifs de l'habitation située :
23 rue Dumenge, 69004 LYON - appartement 4 pièces, 78 m², cave

Garanties incluses : incendie, dégâts des eaux, vol, bris de glace,
responsabilité civile vie privée, assistance.

Période de validité : du 01/01/2025 au 31/12/2025

Attestation délivrée pour servir et valoir ce que de droit.
Niort, le 02/01/2025
""",
    },
    {
        "path": "maison/assurance habitation/MAIF contrat habitation - garanties.md",
        "content": """\
# MAIF habitation — ce qu'on a (résumé pour nous)

Contrat RAQVAM Plénitude, n° 3 912 447 H. Cotisation 2025 : 318 €/an, prélevée en janvier.

## Couvert
- Dégâts des eaux (y compris recherche de fuite)
- Incendie, explosion
- Vol et vandalisme (capital mobilier 40 000 €)
- Bris de glace
- Responsabilité civile de toute la famille (Léo compris, et Pixel)
- Matériel de Julien à domicile : **non** (usage pro → contrat séparé à voir)

## Franchise
- 0 € en formule Plénitude

## En cas de sinistre
- Déclarer sous 5 jours ouvrés (2 jours pour un vol)
- Appli MAIF ou 05 49 xx xx xx
- Garder photos + factures (dossier achats/garanties)
""",
    },
    # ------------------------------------------------------------------- santé
    {
        "path": "santé/Camille/ordonnance kiné 2025-02-11.txt",
        "content": """\
Docteur Anne-Sophie PERRIN
Médecine générale
12 grande rue de la Croix-Rousse - 69004 Lyon
RPPS 10 003 456 789

Lyon, le 11/02/2025

Mme Camille MARTIN, 38 ans

Séances de masso-kinésithérapie : 10 séances
Rééducation d'une lombalgie commune (port de charges au travail).
Renforcement des muscles profonds, travail postural.
À domicile : non

Dr Perrin
""",
    },
    {
        "path": "santé/Camille/compte rendu échographie.md",
        "content": """\
# Compte rendu — échographie abdominale

Centre d'imagerie Lyon Nord — 3 juin 2024
Patiente : Camille MARTIN, née le 17/09/1986
Prescripteur : Dr A.-S. Perrin

**Indication** : douleurs de l'hypocondre droit, bilan.

**Résultats**
- Foie de taille normale, échostructure homogène.
- Vésicule biliaire alithiasique, paroi fine.
- Voies biliaires non dilatées.
- Pancréas, rate : sans particularité.
- Reins de taille normale, pas de dilatation des cavités.

**Conclusion** : échographie abdominale normale.

Dr F. Nguyen, radiologue
""",
    },
    {
        "path": "santé/Camille/vaccins Camille.txt",
        "content": """\
Vaccins Camille (recopié du carnet + médecine du travail HCL)

DTP (diphtérie-tétanos-polio) : rappel 2021 (35 ans) -> prochain à 45 ans, donc 2031
Coqueluche : 2017 (grossesse Léo)
Hépatite B : schéma complet, anticorps anti-HBs > 100 (2009)
ROR : 2 doses
Grippe : tous les ans en octobre (hôpital)
Covid : 4 doses, dernière oct. 2023
BCG : enfance

Groupe sanguin : A+
Allergie : amoxicilline (urticaire en 2012)
""",
    },
    {
        "path": "santé/Julien/ordonnance dermato.txt",
        "content": """\
Dr Mehdi BENALI - Dermatologue
45 rue Chazière, 69004 Lyon

Le 7 mai 2024

M. ROUX Julien

- Diprosone crème : 1 application le soir sur les plaques pendant 10 jours,
  puis 1 jour sur 2 pendant 10 jours.
- Dexeryl crème émolliente : matin et soir sur tout le corps. 3 tubes.

Contrôle dans 3 mois.
Contrôle annuel des grains de beauté à prévoir (phototype II).
""",
    },
    {
        "path": "santé/Julien/Julien ophtalmo 15 avril 2025.md",
        "content": """\
# Ophtalmo Julien — 15 avril 2025

Dr Claire Vasseur, Centre Ophtalmologique du Rhône

Motif : fatigue visuelle en fin de journée (écrans, 9-10 h/jour).

Réfraction :
- OD : -1,25 (-0,50 à 90°)
- OG : -1,00 (-0,25 à 85°)
- Addition : aucune pour l'instant (« ça viendra », merci docteur)

Fond d'œil normal, tension oculaire 14/15.

Ordonnance lunettes valable 5 ans. Conseils : règle 20-20-20, larmes artificielles.

Opticien : devis Krys 289 € (reste à charge après mutuelle ~60 €).
""",
    },
    {
        "path": "santé/Julien/prise de sang 2024.txt",
        "content": """\
LABORATOIRE BIOGROUP - Site Croix-Rousse
Patient : ROUX Julien - né le 02/02/1985
Prélèvement du 21/10/2024 à 08h12 - à jeun

HÉMATOLOGIE
Hémoglobine           15,1 g/dL     (13,0 - 17,0)
Leucocytes            6,4 G/L       (4,0 - 10,0)
Plaquettes            232 G/L       (150 - 400)

BIOCHIMIE
Glycémie à jeun       0,94 g/L      (0,70 - 1,10)
Cholestérol total     2,28 g/L      (< 2,00)  *
LDL cholestérol       1,52 g/L      (< 1,60)
HDL cholestérol       0,52 g/L      (> 0,40)
Triglycérides         1,18 g/L      (< 1,50)
TSH                   1,9 mUI/L     (0,4 - 4,0)
Vitamine D            18 ng/mL      (30 - 100)  *

Commentaire du médecin : supplémentation vitamine D, refaire lipides dans 1 an.
""",
    },
    {
        "path": "santé/Léo/carnet vaccinations Léo.md",
        "content": """\
# Vaccinations de Léo (né le 09/05/2017)

| Âge      | Date        | Vaccin                                  |
|----------|-------------|-----------------------------------------|
| 2 mois   | 10/07/2017  | Hexavalent (Infanrix Hexa) + Prevenar 13 |
| 4 mois   | 11/09/2017  | Hexavalent + Prevenar 13                |
| 5 mois   | 13/10/2017  | Méningocoque C                          |
| 11 mois  | 06/04/2018  | Hexavalent + Prevenar 13                |
| 12 mois  | 14/05/2018  | ROR 1 + Méningocoque C                  |
| 16 mois  | 03/09/2018  | ROR 2                                   |
| 6 ans    | 22/05/2023  | DTCaP (Tetravac)                        |

Prochain : DTCaP à 11-13 ans (2028-2030) + HPV à 11 ans.
Pédiatre : Dr Lambert.
""",
    },
    {
        "path": "santé/Léo/pédiatre 03-12-2024.txt",
        "content": """\
Consultation Dr Hélène LAMBERT - pédiatre - 3 décembre 2024

Léo, 7 ans 7 mois
Poids 24,2 kg - Taille 126 cm - IMC 15,2 (normal)

Motif : toux depuis 10 jours, nuits agitées.
Examen : auscultation normale, tympans normaux, gorge un peu rouge.
Conclusion : toux post-virale, pas d'antibiotique.

- Lavages de nez au sérum physiologique matin et soir
- Miel le soir
- Revoir si fièvre > 3 jours ou gêne respiratoire

Vue et audition OK au test rapide.
Prochain bilan : 8 ans (mai 2025).
""",
    },
    {
        "path": "santé/Léo/orthophoniste bilan.md",
        "content": """\
# Bilan orthophonique — Léo Roux

Cabinet de Mme Julie Fabre, orthophoniste — bilan des 14 et 21 janvier 2025
Demande : maîtresse de CE1 (lecture lente, confusions b/d)

## Résultats
- Lecture de mots : -1,2 écart-type (fragile)
- Lecture de non-mots : -1,8 écart-type
- Compréhension écrite : dans la norme
- Orthographe phonétique : confusions p/b, b/d fréquentes
- Langage oral : très bon, vocabulaire riche

## Conclusion
Trouble léger de l'acquisition du langage écrit. Pas de dyslexie avérée à ce stade.
Proposition : 20 séances de rééducation, 1 fois par semaine (mercredi 14 h).

Prise en charge Assurance maladie sur prescription du médecin.
""",
    },
    {
        "path": "santé/Léo/courbe poids taille.csv",
        "content": """\
date,age,poids_kg,taille_cm,source
2018-05-14,1 an,9.6,75,Dr Lambert
2019-05-20,2 ans,12.1,86,Dr Lambert
2020-06-02,3 ans,14.0,95,Dr Lambert
2021-05-11,4 ans,16.3,103,Dr Lambert
2022-05-17,5 ans,18.2,110,PMI école
2023-05-22,6 ans,20.5,116,Dr Lambert
2024-05-13,7 ans,22.8,122,Dr Lambert
2024-12-03,7 ans 7 mois,24.2,126,Dr Lambert
2025-05-12,8 ans,25.6,129,Dr Lambert
""",
    },
    {
        "path": "santé/mutuelle/carte tiers payant 2025.txt",
        "content": """\
MNH - Mutuelle Nationale des Hospitaliers
CARTE DE TIERS PAYANT - Valable du 01/01/2025 au 31/12/2025

Adhérent : MARTIN Camille - n° adhérent 5512 0087 44
Bénéficiaires :
  MARTIN Camille   17/09/1986   01
  ROUX Julien      02/02/1985   02
  ROUX Léo         09/05/2017   03

Organisme AMO : CPAM du Rhône - 691
N° AMC : 75 102 339

Tiers payant : PHAR / LABO / RADIO / OPTI / DENT / AUDI / HOSP
Contact : 0 980 980 880
""",
    },
    {
        "path": "santé/mutuelle/décompte Harmonie mars 2025.html",
        "content": """\
<html><head><meta charset="utf-8"><title>MNH - Décompte de remboursements</title></head>
<body>
<h1>MNH — Relevé de remboursements n° 2025-03-118</h1>
<p>Adhérente : Camille MARTIN — n° 5512 0087 44</p>
<table border="1">
<tr><th>Date soins</th><th>Bénéficiaire</th><th>Acte</th><th>Dépense</th><th>Sécu</th><th>MNH</th><th>Reste</th></tr>
<tr><td>18/02/2025</td><td>Camille</td><td>Kinésithérapie x5</td><td>90,00</td><td>54,00</td><td>36,00</td><td>0,00</td></tr>
<tr><td>26/02/2025</td><td>Léo</td><td>Orthophonie x4</td><td>128,40</td><td>77,04</td><td>51,36</td><td>0,00</td></tr>
<tr><td>04/03/2025</td><td>Julien</td><td>Consultation généraliste</td><td>30,00</td><td>19,00</td><td>9,00</td><td>2,00</td></tr>
</table>
<p>Total versé par la MNH : <b>96,36 €</b> le 12/03/2025 sur le compte FR76 1027 8073 ****.</p>
<p>(nom du fichier mal choisi : c'est bien la MNH, pas Harmonie)</p>
</body></html>
""",
    },
    {
        "path": "santé/mutuelle/tableau garanties.md",
        "content": """\
# MNH — garanties option « Hospi + Essentiel » (2025)

Cotisation famille : 142,60 €/mois (précomptée sur le salaire de Camille)

| Poste                          | Remboursement total (Sécu + MNH) |
|--------------------------------|----------------------------------|
| Consultation généraliste       | 100 % BR                         |
| Spécialiste secteur 2 (OPTAM)  | 200 % BR                         |
| Pharmacie 65 %                 | 100 % BR                         |
| Kiné, orthophonie              | 100 % BR                         |
| Hospitalisation, chambre part. | 60 €/jour                        |
| Lunettes adulte                | 250 € tous les 2 ans             |
| Lunettes enfant                | 200 € par an                     |
| Dentaire prothèses             | 300 % BR                         |
| Ostéopathie                    | 4 séances x 30 €/an              |

Résiliation possible à tout moment après 1 an.
""",
    },
]
FILED += [
    # ------------------------------------------------------------------ voiture
    {
        "path": "voiture/assurance/attestation assurance Clio 2025.txt",
        "content": """\
MAIF - ATTESTATION D'ASSURANCE AUTOMOBILE

Sociétaire : M. ROUX Julien - n° 3 912 447 H
Véhicule : RENAULT Clio IV 1.2 TCe 90 - immatriculé FG-482-KT
Première mise en circulation : 14/03/2017
Contrat VAM formule Essentiel (tous risques sauf dommages tous accidents)

Conducteurs déclarés :
 - ROUX Julien (permis B 2004)
 - MARTIN Camille (permis B 2005)

Période : du 01/04/2025 au 31/03/2026
Bonus-malus : 0,50

Pays couverts : Union européenne, Suisse, Norvège, Royaume-Uni...
""",
    },
    {
        "path": "voiture/assurance/avis échéance auto MAIF.eml",
        "content": _eml(
            "MAIF <ne-pas-repondre@maif.fr>",
            JULIEN,
            "Votre avis d'échéance auto 2025-2026",
            "Tue, 04 Mar 2025 07:02:00 +0100",
            """\
Bonjour Julien Roux,

Votre avis d'échéance pour le contrat VAM n° 3 912 447 H (Renault Clio FG-482-KT)
est disponible dans votre espace personnel.

Cotisation annuelle du 01/04/2025 au 31/03/2026 : 487,32 €
(2024-2025 : 462,10 €, +5,5 % : hausse générale du coût des réparations)

Paiement : 10 prélèvements mensuels de 48,73 € à partir d'avril.

Votre coefficient bonus-malus reste à 0,50.

Votre conseiller MAIF
""",
        ),
    },
    {
        "path": "voiture/assurance/constat amiable 2023 scan texte.txt",
        "content": """\
CONSTAT AMIABLE D'ACCIDENT AUTOMOBILE (texte recopié du scan)

Date : 18/11/2023   Heure : 17h40
Lieu : Lyon 4e, boulevard de la Croix-Rousse, à hauteur du n° 112
Blessés : non   Dégâts à d'autres véhicules que A et B : non

Véhicule A : Renault Clio FG-482-KT - conducteur ROUX Julien - MAIF 3 912 447 H
Véhicule B : Peugeot 308 ES-019-QM - conductrice Mme DELORME Sandrine - AXA

Circonstances :
A : cochée case 1 "en stationnement / à l'arrêt"
B : cochée case 15 "empiétait sur une voie réservée à la circulation en sens inverse"

Croquis : B a accroché le rétroviseur et l'aile avant gauche de A en se garant.
Dégâts apparents A : rétroviseur gauche arraché, rayure aile avant gauche.

Observations : responsabilité B reconnue sur place.
Dossier MAIF clos le 12/01/2024, réparation 612 € prise en charge.
""",
    },
    {
        "path": "voiture/entretien/contrôle technique 2024.txt",
        "content": """\
PROCÈS-VERBAL DE CONTRÔLE TECHNIQUE
Autosur Lyon Croix-Rousse - agrément S069X123

Date : 08/03/2024
Véhicule : RENAULT CLIO IV - FG-482-KT - VIN VF15RB40A5812377
Kilométrage : 71 230 km

Résultat : FAVORABLE

Défaillances mineures :
 - 1.1.14 Liquide de frein : niveau proche du minimum
 - 5.2.3 Pneumatique AR gauche : usure irrégulière
 - 4.1.2 Feu de croisement : réglage légèrement haut

Prochain contrôle avant le : 07/03/2026
Prix : 79,00 € TTC
""",
    },
    {
        "path": "voiture/entretien/révision Clio 60000km.html",
        "content": """\
<html><head><meta charset="utf-8"><title>Garage des Chartreux - Facture</title></head>
<body>
<h2>Garage des Chartreux — Agent Renault</h2>
<p>Facture FA-2023-0917 du 19/06/2023 — Client : Julien ROUX</p>
<p>Renault Clio IV FG-482-KT — 60 412 km</p>
<table border="1">
<tr><td>Révision constructeur 60 000 km</td><td>1,5 h</td><td>118,50 €</td></tr>
<tr><td>Huile 5W30 4,5 L</td><td></td><td>52,20 €</td></tr>
<tr><td>Filtre à huile</td><td></td><td>14,90 €</td></tr>
<tr><td>Filtre à air</td><td></td><td>21,40 €</td></tr>
<tr><td>Filtre d'habitacle</td><td></td><td>24,80 €</td></tr>
<tr><td>Plaquettes AV + main d'œuvre</td><td>0,8 h</td><td>112,00 €</td></tr>
<tr><td><b>Total TTC</b></td><td></td><td><b>343,80 €</b></td></tr>
</table>
<p>Prochaine révision : 90 000 km ou juin 2025. Courroie de distribution : chaîne, pas d'entretien.</p>
</body></html>
""",
    },
    {
        "path": "voiture/entretien/pneus hiver.md",
        "content": """\
# Pneus hiver Clio

Obligation loi Montagne (Isère, Savoie, Haute-Savoie…) du 1er novembre au 31 mars.

- Achetés le 28/10/2022 chez Euromaster Lyon 9 : 4 x Michelin Alpin 6 185/65 R15 88T
- Prix : 4 x 98 € + montage/équilibrage 60 € = 452 €
- Stockés à la cave (sur les jantes tôle)

| Saison     | Montage    | Démontage  | km au montage |
|------------|------------|------------|---------------|
| 2022-2023  | 28/10/2022 | 12/04/2023 | 54 900        |
| 2023-2024  | 04/11/2023 | 06/04/2024 | 64 300        |
| 2024-2025  | 09/11/2024 | 05/04/2025 | 75 100        |

Profondeur sculptures avril 2025 : 5 mm, encore 2 hivers.
""",
    },
    # ------------------------------------------------------------------ voyages
    {
        "path": "voyages/2024-08 Bretagne/réservation gîte Kerlouan.eml",
        "content": _eml(
            "Gîtes de France Finistère <reservation@gites-finistere.com>",
            CAMILLE,
            "Confirmation de réservation n° 29G4812 - Kerlouan",
            "Sat, 17 Feb 2024 11:31:00 +0100",
            """\
Bonjour Madame Martin,

Nous avons le plaisir de vous confirmer votre réservation :

Gîte « Ty Avel », 4 personnes, 3 épis - Kerlouan (29)
Du samedi 3 août 2024 (16 h) au samedi 17 août 2024 (10 h)
Animaux acceptés : oui (1 chien, supplément 35 €)

Prix du séjour : 1 260,00 €
Taxe de séjour : 2 adultes x 14 nuits x 0,88 € = 24,64 €
Acompte versé : 378,00 €
Solde à régler avant le 3 juillet 2024 : 941,64 €

Les draps ne sont pas fournis (location possible 15 €/lit).
Le propriétaire, M. Le Gall, vous attendra sur place : 06 xx xx xx 12.

Bon séjour en Pays Pagan !
""",
        ),
    },
    {
        "path": "voyages/2024-08 Bretagne/itinéraire.md",
        "content": """\
# Bretagne août 2024 — programme

**Aller** samedi 3/08 : Lyon → Kerlouan, 960 km, départ 5 h. Pause à Orléans et à Rennes.

- Dim 4 : plage de Meneham, village de goémoniers
- Lun 5 : phare de l'Île Vierge (bateau depuis Plouguerneau, 11 h)
- Mar 6 : repos, plage
- Mer 7 : Brest, Océanopolis (pour Léo)
- Jeu 8 : sentier des douaniers Kerlouan → Brignogan
- Ven 9 : marché de Lesneven, crêpes
- Sam 10 - Mar 13 : presqu'île de Crozon, Camaret, pointe de Pen-Hir
- Mer 14 : Carnac ? trop loin (2 h 30), à voir
- Jeu 15 : fest-noz à Plouguerneau
- Ven 16 : rangement, dernière baignade

**Retour** samedi 17/08, départ 10 h, arrivée ~21 h.

Pixel : chemins côtiers OK en laisse, plages autorisées avant 9 h et après 19 h.
""",
    },
    {
        "path": "voyages/2024-08 Bretagne/packing list.md",
        "content": """\
# Packing list — Brittany, August 2024

## Everyone
- rain jackets (!!), fleeces, swimsuits, beach towels
- sun cream 50, hats, sunglasses
- bed sheets (not provided at the gîte)

## Léo
- wetsuit (shorty), crabbing net, bucket
- books + Switch (for the drive)
- doudou

## Pixel
- kibble (7 kg), bowls, leash, long line
- pet passport / vaccination record
- dog towel

## Car
- roof box, bikes? (no, no room)
- snacks, water, audiobooks for the 10 h drive
""",
    },
    {
        "path": "voyages/2024-08 Bretagne/budget Bretagne.csv",
        "content": """\
poste,prévu,réel,commentaire
gîte Ty Avel,1260,1260,acompte payé en février
taxe de séjour,25,24.64,
supplément chien,35,35,
péages aller-retour,150,162.40,
carburant,220,241.15,Clio
courses,450,512.30,Leclerc Lesneven + marché
restos / crêperies,250,308.50,
Océanopolis,75,73.50,2 adultes + 1 enfant
bateau Île Vierge,45,48.00,
souvenirs,50,37.80,
total,2560,2703.29,
""",
    },
    {
        "path": "voyages/2025-02 ski Vercors/location Villard-de-Lans.eml",
        "content": _eml(
            "Abritel <no-reply@abritel.fr>",
            CAMILLE,
            "Réservation confirmée : Studio cabine 4 pers. - Villard-de-Lans",
            "Sun, 03 Nov 2024 21:07:00 +0100",
            """\
Votre séjour est confirmé !

Logement : Studio cabine 4 personnes, résidence Les Bartavelles, Villard-de-Lans (38250)
Arrivée : samedi 22 février 2025 à partir de 16 h
Départ : samedi 1er mars 2025 avant 10 h
Voyageurs : 2 adultes, 1 enfant, 1 animal

Hébergement 7 nuits       595,00 €
Frais de ménage            50,00 €
Frais de service           38,70 €
Total                     683,70 €

Casier à skis, parking couvert (place 14).
Navette gratuite vers la station de la Côte 2000.

Propriétaire : Sylvie B.
""",
        ),
    },
    {
        "path": "voyages/2025-02 ski Vercors/forfaits.txt",
        "content": """\
Forfaits Villard-Corrençon - vacances février 2025

achetés en ligne le 10/02 (-10 %)
- Julien adulte 6 jours : 201,60 €
- Camille adulte 4 jours (rentre à Lyon pour 2 jours de travail) : 147,60 €
- Léo enfant 6 jours : 162,00 €
total : 511,20 €

cours ESF Léo : Ourson -> Flocon, 6 matinées 9h-11h30, 179 € (réservé le 12/01)
rdv au jardin d'enfants Côte 2000

cartes mains libres rechargeables : les garder pour l'an prochain !
""",
    },
    {
        "path": "voyages/2025-02 ski Vercors/liste matériel ski.md",
        "content": """\
# Ski février 2025 — matériel

## À nous
- [x] combinaison Léo (taille 8 ans, achetée Vinted)
- [x] masques x3, casques x3
- [x] gants, sous-gants, cagoules
- [x] chaussettes de ski x 6 paires
- [ ] crème solaire + stick lèvres
- [x] raquettes (Julien et Camille), bâtons

## À louer sur place
- skis + chaussures x 3 (Skiset ou Intersport, comparer)

## Pixel
- manteau, chaussons pour la neige (sel sur les routes)
- croquettes pour 8 jours

## Voiture
- pneus hiver montés (oui depuis novembre), chaînes dans le coffre
""",
    },
    {
        "path": "voyages/2025-07 Pouilles/vols Lyon-Bari.eml",
        "content": _eml(
            "easyJet <confirmation@easyjet.com>",
            CAMILLE,
            "Your booking K7QX2LM - Lyon to Bari",
            "Thu, 16 Jan 2025 22:41:00 +0100",
            """\
Thanks for booking with easyJet, Camille.

Booking reference: K7QX2LM

Outbound: Sat 12 Jul 2025, EZY4431, Lyon (LYS) 06:55 -> Bari (BRI) 08:50
Return:   Sat 26 Jul 2025, EZY4432, Bari (BRI) 09:25 -> Lyon (LYS) 11:20

Passengers:
- Camille MARTIN
- Julien ROUX
- Léo ROUX (child)

Extras: 1 x 23 kg hold bag each way, seats 12A-12C

Total paid: EUR 642.86

Online check-in opens 30 days before departure.
""",
        ),
    },
    {
        "path": "voyages/2025-07 Pouilles/airbnb Lecce.txt",
        "content": """\
Airbnb - Lecce, centro storico
Hôte : Giuseppe - "Casa Barocca con terrazza"

12 juillet -> 19 juillet 2025 (7 nuits)
2 chambres, terrasse sur les toits, clim
Adresse : Via Guglielmo Paladini 18, Lecce
code boîte à clés envoyé la veille

Total : 812 € (payé en 2 fois)

Puis 19 -> 26 juillet : masseria près d'Ostuni (voir réservation Booking)
Pixel reste chez mes parents à Villefranche pendant les 2 semaines.

Location voiture à l'aéroport de Bari : Fiat Panda, Sicily by Car, 336 €
""",
    },
    {
        "path": "voyages/2025-07 Pouilles/à voir Pouilles.md",
        "content": """\
# Pouilles juillet 2025 — à voir

## Autour de Lecce
- centre baroque, basilique Santa Croce
- Otrante + plages de la côte adriatique (Baia dei Turchi)
- Gallipoli, coucher de soleil

## Vallée d'Itria
- Alberobello (trulli) — tôt le matin, sinon foule
- Locorotondo, Cisternino (bombette !)
- Ostuni, la ville blanche

## Polignano a Mare
- plage Lama Monachile, glace chez Mario

## Matera (Basilicate, 1 h de route)
- les Sassi — une journée entière

Manger : orecchiette alle cime di rapa, burrata, pasticciotto au petit-déj.
""",
    },
    # ------------------------------------------------------------------ travail
    {
        "path": "travail/Camille/planning hôpital/planning mars 2025.csv",
        "content": """\
date,jour,poste,horaires,service
2025-03-01,samedi,J,07:00-19:00,Réanimation médicale
2025-03-02,dimanche,J,07:00-19:00,Réanimation médicale
2025-03-03,lundi,RH,,
2025-03-04,mardi,RH,,
2025-03-05,mercredi,N,19:00-07:00,Réanimation médicale
2025-03-06,jeudi,N,19:00-07:00,Réanimation médicale
2025-03-07,vendredi,RS,,
2025-03-10,lundi,J,07:00-19:00,Réanimation médicale
2025-03-11,mardi,J,07:00-19:00,Réanimation médicale
2025-03-13,jeudi,FORM,09:00-17:00,Formation AFGSU recyclage
2025-03-15,samedi,N,19:00-07:00,Réanimation médicale
2025-03-16,dimanche,N,19:00-07:00,Réanimation médicale
2025-03-19,mercredi,J,07:00-19:00,Réanimation médicale
2025-03-20,jeudi,J,07:00-19:00,Réanimation médicale
2025-03-24,lundi,CA,,Congé annuel
2025-03-25,mardi,CA,,Congé annuel
2025-03-28,vendredi,J,07:00-19:00,Réanimation médicale
2025-03-29,samedi,J,07:00-19:00,Réanimation médicale
""",
    },
    {
        "path": "travail/Camille/planning hôpital/planning_avril2025.csv",
        "content": """\
date;poste;heures;remarque
01/04/2025;N;19h-7h;
02/04/2025;N;19h-7h;
03/04/2025;RS;;
07/04/2025;J;7h-19h;
08/04/2025;J;7h-19h;
11/04/2025;J;7h-19h;
12/04/2025;J;7h-19h;week-end travaillé
13/04/2025;J;7h-19h;week-end travaillé
16/04/2025;N;19h-7h;
17/04/2025;N;19h-7h;
22/04/2025;J;7h-19h;
23/04/2025;J;7h-19h;
26/04/2025;N;19h-7h;échangé avec Inès
27/04/2025;N;19h-7h;
30/04/2025;J;7h-19h;
""",
    },
    {
        "path": "travail/Camille/planning hôpital/échange garde 22 mai.eml",
        "content": _eml(
            "Inès Garnier <ines.garnier@chu-lyon.fr>",
            "Camille Martin <camille.martin@chu-lyon.fr>",
            "Échange jeudi 22 mai / samedi 31 mai",
            "Wed, 07 May 2025 13:22:00 +0200",
            """\
Coucou Camille,

Comme on en a parlé en salle de pause : je te prends ton jour du jeudi 22 mai
(7h-19h) et toi tu me prends ma nuit du samedi 31 mai (19h-7h).
C'est pour le spectacle de fin d'année de ma fille.

J'ai mis la cadre (Mme Rousset) en copie pour validation sur le planning.

Merci mille fois !!
Inès

--
Inès Garnier, IDE Réanimation médicale
Hôpital de la Croix-Rousse, HCL
""",
        ),
    },
    {
        "path": "travail/Camille/formation/attestation AFGSU 2.txt",
        "content": """\
CENTRE D'ENSEIGNEMENT DES SOINS D'URGENCE (CESU 69)

ATTESTATION DE FORMATION AUX GESTES ET SOINS D'URGENCE
NIVEAU 2 - RÉACTUALISATION

Nom : MARTIN   Prénom : Camille
Profession : Infirmière diplômée d'État
Établissement : Hospices Civils de Lyon - Hôpital de la Croix-Rousse

A suivi la session de réactualisation de l'AFGSU de niveau 2
conformément à l'arrêté du 30 décembre 2014 modifié,
le 13 mars 2025 (7 heures).

Validité : 4 ans, jusqu'au 13 mars 2029.

Le médecin responsable du CESU
""",
    },
    {
        "path": "travail/Camille/formation/DPC plaies chroniques 2024.md",
        "content": """\
# DPC — Prise en charge des plaies chroniques

Organisme : IFSI Esquirol / ANDPC, programme n° 12482400019
Dates : 7 et 8 octobre 2024 (14 h) — validé ✅

## Contenu
- Physiologie de la cicatrisation
- Escarres : classification NPUAP, prévention, échelle de Braden
- Ulcères veineux et artériels, mesure de l'IPS
- Choix des pansements (hydrocolloïdes, alginates, hydrofibres, TPN)

## Ce que je retiens pour le service
- Photo + réglette à chaque réfection, même logiciel pour toute l'équipe
- Proposer une fiche plaie commune au prochain staff

Attestation de fin de formation reçue par mail le 15/10/2024.
""",
    },
    {
        "path": "travail/Julien/clients/brief logo Boulangerie Paillard.md",
        "content": """\
# Brief — Boulangerie Paillard (Caluire)

Contact : Émilie Paillard, gérante — rdv du 9 janvier 2025 à la boulangerie

## Besoin
- Nouveau logo pour la reprise de la boulangerie familiale (3e génération)
- Déclinaisons : enseigne, sacs kraft, étiquettes, Instagram

## Ce qu'elle aime
- artisanal mais pas « rétro cliché »
- couleurs chaudes : ocre, brun, crème
- typo à empattements, peut-être un épi de blé stylisé

## Ce qu'elle ne veut pas
- noir et or, « ça fait trop luxe »
- de la police Comic Sans (elle a vraiment dit ça)

## Budget / délais
- Logo + charte simple : 1 400 € HT (devis D-2025-02 accepté)
- 3 pistes pour le 31 janvier, finalisation fin février
""",
    },
    {
        "path": "travail/Julien/clients/devis D-2025-05 Festival Rue des Arts.txt",
        "content": """\
JULIEN ROUX - GRAPHISTE
Micro-entrepreneur - SIRET 823 447 915 00021
23 rue Dumenge 69004 Lyon - contact@julienroux-graphisme.fr

DEVIS N° D-2025-05          Lyon, le 18/02/2025
Validité : 1 mois

Client : Association Rue des Arts - Festival des arts de rue de Villeurbanne
         M. Karim Tazi, président

1. Affiche du festival (format 40x60 + A3 + déclinaison web)    850,00 €
2. Programme 16 pages (mise en page, 2 allers-retours)          1 200,00 €
3. Visuels réseaux sociaux (10 formats)                         400,00 €
4. Préparation des fichiers pour l'imprimeur                    150,00 €

TOTAL HT                                                       2 600,00 €
TVA non applicable, art. 293 B du CGI

Acompte de 30 % à la commande. Bon pour accord : ____________
""",
    },
    {
        "path": "travail/Julien/clients/Northbound Coffee brief.eml",
        "content": _eml(
            "Hannah Price <hannah@northboundcoffee.co.uk>",
            JULIEN,
            "Packaging refresh - brief + timeline",
            "Mon, 14 Apr 2025 09:48:00 +0100",
            """\
Hi Julien,

Great to chat on Friday. As promised, here's the brief for the packaging refresh.

- 4 single-origin bags (250 g and 1 kg), plus the house blend
- Keep the compass logo you did in 2023, but make the range more colourful
- One colour per origin: Ethiopia, Colombia, Guatemala, Sumatra
- Print: Flexo on kraft, 2 spot colours max per bag
- Deadline: artwork ready for the printer by 20 June

Budget is GBP 3,200 as discussed. Could you send a quote in EUR so our accountant
is happy?

Cheers,
Hannah
Northbound Coffee Roasters, Bristol
""",
        ),
    },
    {
        "path": "travail/Julien/clients/contacts clients.csv",
        "content": """\
client,contact,email,téléphone,depuis,remarque
Boulangerie Paillard,Émilie Paillard,boulangerie.paillard@orange.fr,04 78 xx xx 20,2025,logo + charte
Association Rue des Arts,Karim Tazi,contact@ruedesarts-villeurbanne.org,06 xx xx xx 41,2023,festival chaque année en juin
Northbound Coffee,Hannah Price,hannah@northboundcoffee.co.uk,+44 117 xxx xxxx,2023,packaging - paie en GBP
Cave Saint-Jean,Thomas Morel,thomas@cavesaintjean.fr,04 72 xx xx 88,2022,étiquettes vin + carte
Mairie de Sathonay-Camp,service communication,communication@sathonay-camp.fr,04 78 xx xx 00,2024,bulletin municipal trimestriel
Atelier Coloc,Lucie Brun,lucie@ateliercoloc.fr,06 xx xx xx 07,2021,site web (sous-traité à Max)
""",
    },
    {
        "path": "travail/Julien/factures émises/Facture 2025-003 Paillard.html",
        "content": """\
<html><head><meta charset="utf-8"><title>Facture 2025-003</title></head>
<body>
<h1>Julien Roux — Graphiste</h1>
<p>SIRET 823 447 915 00021 — 23 rue Dumenge, 69004 Lyon</p>
<h2>FACTURE N° 2025-003</h2>
<p>Date : 28/02/2025 — Échéance : 30 jours</p>
<p>Client : Boulangerie Paillard SARL, 14 montée des Forts, 69300 Caluire-et-Cuire</p>
<table border="1">
<tr><th>Désignation</th><th>Montant HT</th></tr>
<tr><td>Création du logo (3 pistes, 2 allers-retours)</td><td>900,00 €</td></tr>
<tr><td>Charte graphique simplifiée (8 pages)</td><td>500,00 €</td></tr>
<tr><td>Acompte versé le 10/01/2025</td><td>-420,00 €</td></tr>
<tr><td><b>Reste à payer</b></td><td><b>980,00 €</b></td></tr>
</table>
<p>TVA non applicable, art. 293 B du CGI.</p>
<p>Règlement par virement : IBAN FR76 1027 8073 0000 2045 1180 234.</p>
<p>Pénalités de retard : 3 fois le taux d'intérêt légal. Indemnité forfaitaire de recouvrement : 40 €.</p>
</body></html>
""",
    },
    {
        "path": "travail/Julien/factures émises/facture_2025-007.txt",
        "content": """\
JULIEN ROUX - GRAPHISTE
SIRET 823 447 915 00021 - 23 rue Dumenge 69004 Lyon

FACTURE N° 2025-007
Date : 30/04/2025

Client : Mairie de Sathonay-Camp - Service communication
Place de la Mairie, 69580 Sathonay-Camp
Bon de commande n° 2025-0148

Mise en page du bulletin municipal n° 62 (printemps 2025), 24 pages   1 150,00 €
Retouche et détourage de 18 photos                                     180,00 €

Total HT                                                             1 330,00 €
TVA non applicable, art. 293 B du CGI

Paiement par mandat administratif (Chorus Pro) sous 30 jours.
""",
    },
    {
        "path": "travail/Julien/factures émises/récap factures 2025.csv",
        "content": """\
numéro,date,client,montant_HT,payée_le,mode
2025-001,2025-01-10,Boulangerie Paillard (acompte),420.00,2025-01-14,virement
2025-002,2025-01-31,Cave Saint-Jean,650.00,2025-02-20,virement
2025-003,2025-02-28,Boulangerie Paillard,980.00,2025-03-25,virement
2025-004,2025-03-05,Association Rue des Arts (acompte),780.00,2025-03-12,virement
2025-005,2025-03-31,Atelier Coloc,300.00,2025-04-30,virement
2025-006,2025-04-22,Northbound Coffee (acompte),1130.00,2025-05-02,Wise
2025-007,2025-04-30,Mairie de Sathonay-Camp,1330.00,2025-06-04,Chorus Pro
2025-008,2025-06-10,Association Rue des Arts,1820.00,2025-07-08,virement
2025-009,2025-06-25,Northbound Coffee,2650.00,2025-07-15,Wise
2025-010,2025-07-31,Mairie de Sathonay-Camp,1150.00,,Chorus Pro
""",
    },
    {
        "path": "travail/Julien/URSSAF/déclaration CA T1 2025.txt",
        "content": """\
URSSAF - autoentrepreneur.urssaf.fr
Accusé de réception de déclaration

Micro-entrepreneur : ROUX Julien - SIRET 823 447 915 00021
Activité : prestations de services BNC (CIPAV -> SSI)
Option versement libératoire : non

Période déclarée : 1er trimestre 2025 (janvier - mars)
Chiffre d'affaires déclaré : 2 830 €

Cotisations sociales (24,6 %)          696 €
Contribution formation pro (0,2 %)       6 €
Total à payer                          702 €

Date de déclaration : 22/04/2025
Prélèvement le 05/05/2025.
""",
    },
    {
        "path": "travail/Julien/URSSAF/attestation vigilance.txt",
        "content": """\
ATTESTATION DE VIGILANCE
(article L.243-15 du code de la sécurité sociale)

L'Urssaf Rhône-Alpes atteste que :
M. ROUX Julien, entrepreneur individuel (micro-entreprise)
SIRET 823 447 915 00021 - 23 rue Dumenge 69004 Lyon

est à jour de ses obligations de déclaration et de paiement
auprès de l'Urssaf au 31/03/2025.

Code de sécurité : K8RT-22QX-PL04
Vérification sur www.urssaf.fr rubrique « vérifier une attestation ».

Attestation demandée pour le marché de la Mairie de Sathonay-Camp.
Fait le 15/04/2025.
""",
    },
    {
        "path": "travail/Julien/URSSAF/message URSSAF taux 2025.eml",
        "content": _eml(
            "Urssaf <ne-pas-repondre@urssaf.fr>",
            JULIEN,
            "Évolution de votre taux de cotisations au 1er janvier 2025",
            "Thu, 09 Jan 2025 08:00:00 +0100",
            """\
Bonjour,

Vous exercez une activité libérale non réglementée relevant de la Sécurité sociale
des indépendants. À compter du 1er janvier 2025, le taux global de vos cotisations
et contributions sociales passe de 23,1 % à 24,6 % de votre chiffre d'affaires
(puis 26,1 % au 1er janvier 2026).

Cette hausse finance l'amélioration de vos droits à la retraite complémentaire.

Aucune démarche n'est nécessaire : le nouveau taux est appliqué automatiquement
lors de vos déclarations trimestrielles.

Votre Urssaf
""",
        ),
    },
]
FILED += [
    # ------------------------------------------------------------------ animaux
    {
        "path": "animaux/Pixel/passeport vaccins Pixel.md",
        "content": """\
# Pixel — passeport européen et vaccins

- Beagle mâle, tricolore, né le 02/04/2021
- Puce électronique : 250 26 98 00 412 377
- Passeport européen n° FR-4312877 (Clinique vétérinaire des Canuts)
- Stérilisé : oui (mars 2022)

| Date        | Vaccin                                   | Rappel      |
|-------------|------------------------------------------|-------------|
| 14/06/2021  | CHPPiL (primo 1)                         |             |
| 12/07/2021  | CHPPiL + rage (primo 2)                  |             |
| 20/06/2022  | CHPPiL + rage                            | juin 2023   |
| 19/06/2023  | CHPPiL                                   | juin 2024   |
| 24/06/2024  | CHPPiL + rage (avant la Bretagne)        | juin 2025   |
| 23/06/2025  | CHPPiL + toux du chenil                  | juin 2026   |

Vermifuge tous les 3 mois (Milbemax), antipuces Bravecto tous les 3 mois.
""",
    },
    {
        "path": "animaux/Pixel/facture véto 2025-03-08.txt",
        "content": """\
CLINIQUE VÉTÉRINAIRE DES CANUTS
Dr Marion Faure - Dr Pierre Chaix
5 rue d'Ivry, 69004 Lyon - 04 78 xx xx 65

Facture n° 25-01883 du 08/03/2025
Propriétaire : M. ROUX Julien
Animal : PIXEL - chien - beagle - M - 4 ans - 14,8 kg

Consultation (boiterie antérieure droite)          45,00 €
Radiographie épaule/coude (2 clichés)               78,00 €
Meloxidyl 1,5 mg/ml 32 ml                            17,40 €
Total TTC                                           140,40 €

Diagnostic : entorse légère, pas de lésion osseuse.
Repos 10 jours, balades courtes en laisse.
Réglé par CB.
""",
    },
    {
        "path": "animaux/Pixel/assurance chien Santévet.txt",
        "content": """\
SantéVet - Certificat d'adhésion

Adhérent : Julien ROUX
Animal assuré : Pixel, chien, beagle, né le 02/04/2021
Formule : Intégrale 80 %
Plafond annuel : 2 000 €
Franchise : 20 € par acte
Prévention : forfait 50 €/an (vaccins, vermifuges)

Cotisation mensuelle 2025 : 38,90 €
Date d'effet : 15/05/2021 - renouvellement le 15/05 chaque année

Pour se faire rembourser : photo de la facture + feuille de soins signée par le véto
dans l'appli SantéVet.
""",
    },
    {
        "path": "animaux/Pixel/croquettes comparatif.md",
        "content": """\
# Croquettes Pixel — comparatif (il grossit un peu…)

Objectif véto : revenir à 14 kg (14,8 en mars 2025).

| Marque                  | Sac    | Prix   | €/kg | Protéines | Avis Pixel          |
|-------------------------|--------|--------|------|-----------|---------------------|
| Royal Canin Medium Light| 12 kg  | 69,90  | 5,8  | 25 %      | mange tout          |
| Purina Pro Plan Light   | 14 kg  | 72,50  | 5,2  | 27 %      | mange tout          |
| Ultra Premium Direct    | 12 kg  | 79,00  | 6,6  | 30 %      | trie les morceaux   |
| Carrefour Companino     | 10 kg  | 19,90  | 2,0  | 21 %      | ballonnements       |

Ration : 170 g/jour en 2 repas (pesés !), pas de restes de table, friandises comptées.
Choix : Purina Pro Plan Light, commande Zooplus tous les 2 mois.
""",
    },
    # ------------------------------------------------------------------- impôts
    {
        "path": "impôts/2024/avis impôt 2024 revenus 2023.txt",
        "content": """\
DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES
AVIS D'IMPÔT 2024 SUR LES REVENUS DE L'ANNÉE 2023

Déclarants : MARTIN Camille / ROUX Julien (pacsés, imposition commune)
Numéro fiscal : 30 12 345 678 901 / 30 98 765 432 109
Référence de l'avis : 24 69 1234567 89

Nombre de parts : 2,5

Salaires et assimilés (Camille)           33 840 €
BNC micro (Julien) après abattement 34 %  15 642 €
Revenu fiscal de référence                 46 099 €

Impôt brut                                  2 318 €
Réduction dons (66 %)                        -198 €
Crédit d'impôt emploi à domicile               0 €
Impôt net                                   2 120 €
Prélèvement à la source déjà versé          2 254 €

Somme à vous restituer : 134 € - virement effectué le 25/07/2024
""",
    },
    {
        "path": "impôts/2024/déclaration 2024 récap.md",
        "content": """\
# Déclaration de revenus 2024 (revenus 2023) — récap

Déclarée en ligne le 21 mai 2024 (date limite Rhône : 30 mai).

- 1AJ Camille : 33 840 € (montant pré-rempli HCL, vérifié sur la fiche de paie de décembre)
- 5HQ Julien : CA micro BNC 23 700 € (déclaration 2042-C-PRO)
- 7UF dons : 300 € (Restos du Cœur 150 €, SPA 90 €, MSF 60 €)
- 7GA frais de garde : rien (Léo a plus de 6 ans)
- Pas de frais réels, abattement 10 %.

Accusé de réception téléchargé. Taux PAS : 5,1 % à partir de septembre.
""",
    },
    {
        "path": "impôts/2024/dons 2023 reçus fiscaux.txt",
        "content": """\
Reçus fiscaux 2023 (pour la déclaration de mai 2024)

Restos du Cœur - reçu n° 2023-RDC-0448127 - 150 € - 12/12/2023
SPA de Lyon et du Sud-Est - reçu n° 23-77810 - 90 € - 04/06/2023
Médecins Sans Frontières - reçu n° MSF23-5512093 - 60 € (5 € x 12 mois, prélèvement)

Total : 300 € -> case 7UF
Réduction d'impôt 66 % = 198 €

Papiers originaux dans la pochette bleue, étagère du bureau.
""",
    },
    {
        "path": "impôts/2025/avis_impot_2025.txt",
        "content": """\
DIRECTION GÉNÉRALE DES FINANCES PUBLIQUES
AVIS D'IMPÔT 2025 SUR LES REVENUS DE L'ANNÉE 2024

Déclarants : MARTIN Camille / ROUX Julien
Référence de l'avis : 25 69 7654321 12
Nombre de parts : 2,5

Salaires (Camille)                         35 120 €
BNC micro (Julien) après abattement 34 %   17 853 €
Revenu fiscal de référence                  49 461 €

Impôt net                                    2 486 €
Prélèvement à la source déjà versé           2 611 €

Somme à vous restituer : 125 €
Virement sur votre compte fin juillet 2025.

Votre taux de prélèvement à la source à compter de septembre 2025 : 5,4 %
""",
    },
    {
        "path": "impôts/2025/accusé réception déclaration 2025.eml",
        "content": _eml(
            "impots.gouv.fr <ne-pas-repondre@dgfip.finances.gouv.fr>",
            CAMILLE,
            "Accusé de réception de votre déclaration de revenus 2024",
            "Tue, 20 May 2025 21:54:00 +0200",
            """\
Madame, Monsieur,

Nous avons bien reçu votre déclaration de revenus de l'année 2024
le 20/05/2025 à 21:53.

Numéro de télédéclaration : 2025-0520-6912-4471-0038

Votre avis d'impôt sera disponible dans votre espace particulier cet été.
Vous pouvez corriger votre déclaration en ligne jusqu'à mi-décembre.

La Direction générale des Finances publiques
""",
        ),
    },
    {
        "path": "impôts/2025/frais de garde et dons 2024.md",
        "content": """\
# Pour la déclaration 2025 (revenus 2024)

## Dons (case 7UF)
- Restos du Cœur : 150 €
- SPA : 100 €
- MSF : 60 €
- Total 310 €

## Dons 7UD (aide aux personnes en difficulté, 75 %)
- Restos du Cœur -> en fait c'est 7UD, pas 7UF ! Corriger cette année.

## Emploi à domicile (7DB)
- Ménage 2 h/sem. via CESU : 2 340 € (attestation URSSAF CESU reçue en février)

## Julien
- CA 2024 micro BNC : 27 050 € (5HQ)

Taux PAS à vérifier après l'avis.
""",
    },
    # ------------------------------------------------------------------- banque
    {
        "path": "banque/relevés/releve_2025-01.csv",
        "content": """\
Date;Libellé;Débit;Crédit;Solde
02/01/2025;SOLDE REPORTÉ;;;2 318,40
03/01/2025;VIR SALAIRE HCL DECEMBRE;;2 412,67;4 731,07
05/01/2025;PRLV EDF MENSUALITE;89,00;;4 642,07
06/01/2025;VIR REGIE SAINT VINCENT LOYER;1 180,74;;3 461,33
07/01/2025;PRLV MAIF HABITATION;318,00;;3 143,33
08/01/2025;PRLV FREE FREEBOX;29,99;;3 113,34
10/01/2025;CB CARREFOUR CITY LYON 4;47,82;;3 065,52
11/01/2025;CB BOULANGERIE DU PLATEAU;8,40;;3 057,12
14/01/2025;VIR BOULANGERIE PAILLARD FACT 2025-001;;420,00;3 477,12
15/01/2025;PRLV SANTEVET;38,90;;3 438,22
18/01/2025;CB LIBRAIRIE PASSAGES;34,50;;3 403,72
20/01/2025;PRLV VILLE DE LYON CANTINE;86,40;;3 317,32
23/01/2025;CB BIOCOOP CROIX ROUSSE;63,15;;3 254,17
27/01/2025;RETRAIT DAB LYON;60,00;;3 194,17
30/01/2025;PRLV EDF REGULARISATION;62,95;;3 131,22
""",
    },
    {
        "path": "banque/relevés/releve_2025-02.csv",
        "content": """\
Date;Libellé;Débit;Crédit;Solde
03/02/2025;VIR SALAIRE HCL JANVIER;;2 398,12;5 529,34
05/02/2025;PRLV EDF MENSUALITE;92,00;;5 437,34
06/02/2025;VIR REGIE SAINT VINCENT LOYER;1 180,74;;4 256,60
07/02/2025;PRLV ENGIE GAZ;98,00;;4 158,60
08/02/2025;PRLV FREE FREEBOX;29,99;;4 128,61
10/02/2025;CB VILLARD CORRENCON FORFAITS;511,20;;3 617,41
12/02/2025;CB DECATHLON BRON;112,97;;3 504,44
15/02/2025;PRLV SANTEVET;38,90;;3 465,54
17/02/2025;CB PHARMACIE DE LA CROIX ROUSSE;12,60;;3 452,94
20/02/2025;VIR CAVE SAINT JEAN FACT 2025-002;;650,00;4 102,94
20/02/2025;PRLV VILLE DE LYON CANTINE;64,80;;4 038,14
22/02/2025;CB TOTAL ENERGIES VOREPPE;58,41;;3 979,73
24/02/2025;CB SPAR VILLARD DE LANS;87,30;;3 892,43
""",
    },
    {
        "path": "banque/relevés/relevé mars 2025.csv",
        "content": """\
Date;Libellé;Débit;Crédit;Solde
03/03/2025;VIR SALAIRE HCL FEVRIER;;2 455,03;6 347,46
05/03/2025;PRLV EDF MENSUALITE;92,00;;6 255,46
06/03/2025;VIR REGIE SAINT VINCENT LOYER;1 180,74;;5 074,72
08/03/2025;CB CLINIQUE VETERINAIRE CANUTS;140,40;;4 934,32
08/03/2025;PRLV FREE FREEBOX;29,99;;4 904,33
12/03/2025;VIR MNH REMBOURSEMENT;;96,36;5 000,69
12/03/2025;VIR ASSO RUE DES ARTS ACOMPTE;;780,00;5 780,69
14/03/2025;PRLV SOSH;15,99;;5 764,70
15/03/2025;PRLV SANTEVET;38,90;;5 725,80
20/03/2025;PRLV VILLE DE LYON CANTINE;91,80;;5 634,00
25/03/2025;VIR BOULANGERIE PAILLARD FACT 2025-003;;980,00;6 614,00
26/03/2025;VIR PERMANENT LIVRET A LEO;50,00;;6 564,00
28/03/2025;CB INTERMARCHE LYON 4;104,27;;6 459,73
""",
    },
    {
        "path": "banque/épargne/Livret A Léo.txt",
        "content": """\
Livret A - ROUX Léo (mineur, représenté par ses parents)
Crédit Mutuel Lyon Croix-Rousse - n° 10278 07300 00204518799

Ouvert le 15/06/2017 (dépôt initial 150 € de papi et mamie)
Virement permanent : 50 €/mois le 26, depuis 2020

Solde au 31/12/2024 : 4 812,35 €
Intérêts 2024 : 121,47 € (taux 3 %)
Taux au 1er février 2025 : 2,4 %

Dépôts exceptionnels :
- 100 € anniversaire 8 ans (mamie Jeannette), mai 2025
- 50 € Noël 2024 (parrain Karim)

Objectif : permis + études.
""",
    },
    {
        "path": "banque/épargne/PEL Camille 2024.txt",
        "content": """\
Relevé annuel Plan Épargne Logement au 31/12/2024

Titulaire : Mme MARTIN Camille
Plan n° 10278 07300 00204519001
Date d'ouverture : 10/09/2019 - taux contractuel 1 % brut

Versements 2024 : 12 x 100 € = 1 200 €
Intérêts acquis 2024 : 118,52 €
Prélèvements sociaux : 20,39 €

Solde au 31/12/2024 : 8 004,66 €

Le plan arrive à sa 10e année en 2029 (plus de versements possibles ensuite).
Idée : apport pour acheter un appart en 2027 ?
""",
    },
    # -------------------------------------------------------------------- école
    {
        "path": "école/Léo/inscription CE2 2025.md",
        "content": """\
# Rentrée 2025 — Léo en CE2

École élémentaire des Tilleuls, 6 rue du Chariot d'Or, 69004 Lyon
Classe : CE2 B — enseignante : Mme Delphine Aubert
Rentrée : lundi 1er septembre 2025, 8 h 20

## Fournitures (liste de l'école)
- 1 cartable sans roulettes
- 1 trousse : 4 stylos (bleu, rouge, vert, noir), crayon HB, gomme, taille-crayon
- 1 règle 20 cm, 1 équerre, 1 compas
- 1 agenda (pas de cahier de textes)
- 1 ardoise + feutres Velleda
- 1 boîte de mouchoirs
- 1 tenue de sport dans un sac en tissu

## Papiers à rendre
- [x] fiche de renseignements
- [x] attestation d'assurance scolaire (MAIF)
- [x] autorisation droit à l'image
- [ ] coopérative scolaire : 15 €
""",
    },
    {
        "path": "école/Léo/mot maîtresse 14 novembre.txt",
        "content": """\
Mot dans le cahier de liaison - jeudi 14 novembre 2024

Madame, Monsieur,

Léo a oublié son cahier de poésie trois fois cette semaine.
Il est par ailleurs très participatif à l'oral et très gentil avec ses camarades,
mais il a du mal à se concentrer l'après-midi.
Pourriez-vous vérifier son cartable le soir ?

Je vous propose un rendez-vous mardi 19 à 16 h 45 si vous le souhaitez.

Mme Chevalier (CE1 A)

-> réponse de Julien : OK pour mardi 16h45, je viendrai.
""",
    },
    {
        "path": "école/Léo/livret scolaire CE1.md",
        "content": """\
# Livret scolaire — Léo Roux — CE1 A — 3e trimestre 2024-2025

Enseignante : Mme Chevalier

| Domaine                         | Appréciation              |
|---------------------------------|---------------------------|
| Lire et comprendre              | Objectifs partiellement atteints |
| Écrire                          | Objectifs partiellement atteints |
| Langage oral                    | Objectifs dépassés        |
| Nombres et calcul               | Objectifs atteints        |
| Espace et géométrie             | Objectifs atteints        |
| Questionner le monde            | Objectifs dépassés        |
| Anglais                         | Objectifs atteints        |
| EPS                             | Objectifs atteints        |

Appréciation générale : Léo a fait de beaux progrès en lecture depuis le début du suivi
orthophonique. Élève curieux, qui pose de très bonnes questions en sciences.
Il doit gagner en autonomie et en soin.

Passage en CE2.
""",
    },
    {
        "path": "école/Léo/sortie musée des Confluences.eml",
        "content": _eml(
            "Delphine Aubert <ce2b.tilleuls@ac-lyon.fr>",
            "Parents CE2 B <parents-ce2b@listes.ac-lyon.fr>",
            "Sortie au musée des Confluences - jeudi 9 octobre",
            "Mon, 22 Sep 2025 18:05:00 +0200",
            """\
Bonjour à tous,

Dans le cadre de notre projet « Les origines de la vie », la classe se rendra au
musée des Confluences le jeudi 9 octobre, de 9 h à 15 h 30.

- Trajet en métro + tram (tickets pris en charge par la coopérative)
- Prévoir un pique-nique, une gourde et une casquette
- Je cherche 3 parents accompagnateurs : merci de me répondre avant le 1er octobre

L'autorisation de sortie est à signer dans le cahier de liaison.

Belle soirée,
Delphine Aubert, CE2 B
""",
        ),
    },
    {
        "path": "école/cantine et périscolaire/facture cantine janvier 2025.html",
        "content": """\
<html><head><meta charset="utf-8"><title>Ville de Lyon - Facture restauration et périscolaire</title></head>
<body>
<h1>Ville de Lyon — Facture n° 2025-01-0044712</h1>
<p>Famille : ROUX / MARTIN — compte famille n° 004-38215</p>
<p>Enfant : Léo ROUX — École élémentaire des Tilleuls</p>
<p>Quotient familial : tranche QF 8</p>
<table border="1">
<tr><th>Prestation</th><th>Quantité</th><th>PU</th><th>Total</th></tr>
<tr><td>Restauration scolaire</td><td>16</td><td>4,05 €</td><td>64,80 €</td></tr>
<tr><td>Accueil du soir (16h45-18h)</td><td>8</td><td>2,70 €</td><td>21,60 €</td></tr>
<tr><td><b>Total</b></td><td></td><td></td><td><b>86,40 €</b></td></tr>
</table>
<p>Prélèvement le 20/01/2025.</p>
</body></html>
""",
    },
    {
        "path": "école/cantine et périscolaire/inscription périscolaire 2025-2026.txt",
        "content": """\
Inscription activités périscolaires 2025-2026 - confirmation

Enfant : ROUX Léo - CE2 - école des Tilleuls
Compte famille : 004-38215

Restauration scolaire : lundi, mardi, jeudi, vendredi
Accueil du matin (7h50-8h20) : non
Accueil du soir (16h45-18h) : mardi, jeudi
Mercredi : centre de loisirs Les Canuts, matin seulement (8h30-12h) + repas

Tarifs selon quotient familial (tranche 8).
Toute modification doit être faite sur le portail famille avant le 20 du mois précédent.

Enregistré le 27/06/2025.
""",
    },
    {
        "path": "école/cantine et périscolaire/tarifs QF Ville de Lyon.md",
        "content": """\
# Tarifs Ville de Lyon 2024-2025 (extrait, tranches qui nous concernent)

| Tranche QF | Repas cantine | Accueil du soir | Mercredi journée |
|------------|---------------|-----------------|------------------|
| QF 6       | 3,20 €        | 2,10 €          | 12,40 €          |
| QF 7       | 3,60 €        | 2,40 €          | 14,20 €          |
| **QF 8**   | **4,05 €**    | **2,70 €**      | **16,10 €**      |
| QF 9       | 4,60 €        | 3,10 €          | 18,30 €          |

Notre QF est recalculé chaque année en janvier d'après l'avis d'impôt.
Absence pour maladie : repas non facturé si justificatif sous 48 h sur le portail.
""",
    },
    # ---------------------------------------------------------------- activités
    {
        "path": "activités/judo Léo/licence judo 2025.txt",
        "content": """\
JUDO CLUB CROIX-ROUSSE (JCCR)
Saison 2025-2026 - confirmation d'adhésion

Judoka : ROUX Léo - né le 09/05/2017 - catégorie mini-poussins/poussins
Grade : blanche-jaune
Cours : mercredi 14h-15h et samedi 10h-11h, dojo du gymnase Ferber

Licence FFJDA : 45,00 €
Cotisation club : 185,00 €
Passeport sportif (1re année) : déjà acheté
Total : 230,00 € - payé en 3 chèques (septembre, octobre, novembre)

Certificat médical : questionnaire de santé mineur rempli (pas besoin de certificat)
Kimono taille 130 : à racheter, l'ancien est trop court !
""",
    },
    {
        "path": "activités/judo Léo/calendrier compétitions.md",
        "content": """\
# Judo — calendrier 2024-2025 (poussins)

| Date        | Événement                                  | Lieu                  |
|-------------|--------------------------------------------|-----------------------|
| 16/11/2024  | Animation poussins départementale          | Vénissieux            |
| 14/12/2024  | Fête de Noël du club + remise des ceintures | dojo Ferber          |
| 25/01/2025  | Tournoi de Villeurbanne                    | Palais des sports     |
| 15/03/2025  | Animation poussins n°2                     | Rillieux-la-Pape      |
| 17/05/2025  | Interclubs                                 | Caluire               |
| 21/06/2025  | Fête du club, passage de grades            | dojo Ferber           |

Résultats Léo :
- Villeurbanne : 2e de sa poule (3 combats, 2 victoires)
- Rillieux : 1er !!! (médaille d'or en plastique, dort avec)
""",
    },
    {
        "path": "activités/judo Léo/club JCCR - infos rentrée.eml",
        "content": _eml(
            "Judo Club Croix-Rousse <bureau@jccr-judo.fr>",
            JULIEN,
            "Infos rentrée 2025 - horaires et reprise",
            "Thu, 28 Aug 2025 19:30:00 +0200",
            """\
Chers parents,

La reprise des cours aura lieu le mercredi 10 septembre.

Horaires poussins (2016-2017) : mercredi 14h-15h, samedi 10h-11h.
Forum des associations : samedi 6 septembre, place de la Croix-Rousse, stand n° 23.

Rappel : les ongles doivent être coupés courts, pas de bijoux,
et des claquettes pour aller du vestiaire au tatami.

Sportivement,
Le bureau du JCCR
""",
        ),
    },
    {
        "path": "activités/guitare Julien/grilles accords.txt",
        "content": """\
GRILLES - morceaux en cours (Julien)

1) La Javanaise (Gainsbourg) - capo 0
   Am7 | D7 | Gmaj7 | Cmaj7 |
   F#m7b5 | B7 | Em | E7 |

2) Hallelujah (L. Cohen) - capo 5, arpèges 6/8
   C | Am | C | Am |
   F | G | C | G |

3) Blues en A - shuffle
   A7 | D7 | A7 | A7 |
   D7 | D7 | A7 | A7 |
   E7 | D7 | A7 | E7 |

à travailler : le passage F#m7b5 -> B7 (barré case 2)
""",
    },
    {
        "path": "activités/guitare Julien/cours guitare Marc.md",
        "content": """\
# Cours de guitare avec Marc (MJC Croix-Rousse)

Mardi 19 h 30 - 20 h 15, cours particulier, 10 cours par trimestre : 180 €.

## Trimestre 1 (sept-déc 2024)
- position du barré, exercice araignée 1-2-3-4
- La Javanaise : accords de septième
- métronome à 70, puis 90

## Trimestre 2 (janv-mars 2025)
- fingerpicking Travis (pouce alterné)
- Blackbird (Beatles) : les 8 premières mesures
- théorie : gamme majeure, degrés I-IV-V

## À faire à la maison
- 15 min/jour minimum, même fatigué
- changer les cordes (D'Addario EJ16, 0.12)
""",
    },
    # -------------------------------------------------------------------- sport
    {
        "path": "sport/course à pied/plan semi Lyon 12 semaines.md",
        "content": """\
# Plan semi-marathon — objectif 1 h 55 (Run in Lyon, 5 octobre 2025)

3 sorties/semaine, adaptées à mon planning (jamais de fractionné après une nuit).

| Sem. | Sortie 1 (EF)   | Sortie 2 (qualité)        | Sortie longue |
|------|-----------------|---------------------------|---------------|
| 1    | 40 min          | 6 x 1 min rapide          | 10 km         |
| 2    | 40 min          | 8 x 1 min                 | 11 km         |
| 3    | 45 min          | 3 x 8 min allure semi     | 12 km         |
| 4    | 35 min          | récup                     | 10 km         |
| 5    | 45 min          | 10 x 400 m                | 14 km         |
| 6    | 50 min          | 3 x 10 min allure semi    | 15 km         |
| 7    | 50 min          | 6 x 1000 m                | 16 km         |
| 8    | 40 min          | récup                     | 12 km         |
| 9    | 50 min          | 2 x 15 min allure semi    | 18 km         |
| 10   | 50 min          | 8 x 800 m                 | 16 km         |
| 11   | 40 min          | 20 min allure semi        | 12 km         |
| 12   | 30 min          | 10 min allure semi        | COURSE        |

Allure semi visée : 5'27/km.
""",
    },
    {
        "path": "sport/course à pied/Run in Lyon 2024 résultat.txt",
        "content": """\
RUN IN LYON 2024 - 10 km - dimanche 6 octobre 2024

Dossard 18 442 - MARTIN Camille - SEF (senior femme)
Temps officiel : 56'12
Temps réel : 54'48
Allure moyenne : 5'29/km

Classement général : 6 211e / 11 903
Classement féminin : 1 874e / 5 680
Classement catégorie : 902e

Splits : 5 km 27'31 - 10 km 54'48
Sensations : parti trop vite sur les quais, coup de mou au km 7.
L'an prochain : le semi !
""",
    },
    {
        "path": "sport/course à pied/sorties.csv",
        "content": """\
date,distance_km,durée,allure,parcours,ressenti
2025-07-20,8.2,46:10,5'38,parc de la Tête d'Or,bien
2025-07-23,6.0,31:40,5'17,fractionné quais du Rhône,dur
2025-07-27,12.1,1:09:30,5'44,Croix-Rousse -> Confluence,chaud
2025-07-30,7.5,42:05,5'37,parc de la Tête d'Or,bien
2025-08-03,13.0,1:14:20,5'43,berges de Saône,très bien
2025-08-06,8.0,44:00,5'30,3x8 min allure semi,ok
2025-08-10,14.2,1:21:50,5'46,Île Barbe aller-retour,genou gauche
2025-08-14,6.5,37:10,5'43,footing récup,bien
2025-08-17,15.0,1:25:30,5'42,Miribel Jonage,top
""",
    },
    # ---------------------------------------------------------------- bricolage
    {
        "path": "bricolage/étagère bureau plans.md",
        "content": """\
# Étagère murale bureau de Julien

Mur du bureau (cloison placo !) : 2,40 m de large, étagères sur crémaillères.

## Mesures
- 3 crémaillères de 1,50 m, espacées de 80 cm
- 4 planches de 2,40 m x 30 cm, chêne massif 22 mm (ou mélaminé si trop cher)
- consoles 30 cm x 12

## Fixations
- chevilles Molly 5 mm pour placo (charge ~25 kg par cheville)
- vis 5 x 50

## Achats Leroy Merlin (facture 12/10/2024)
- crémaillères + consoles : 64,90 €
- planches chêne découpées : 118,00 €
- chevilles Molly x 20 + pince : 21,50 €

Temps passé : un samedi entier. Le niveau laser de papa était indispensable.
""",
    },
    {
        "path": "bricolage/peinture chambre Léo.txt",
        "content": """\
Peinture chambre Léo - vacances de Toussaint 2024

accord de la régie pour repeindre (mail du 3/10) à condition de rester dans des tons clairs

surface murs : environ 32 m² (hauteur 2,70 m)
peinture : Tollens mat velouté, teinte "Vert sauge clair" - 2 pots de 2,5 L = 89 €
sous-couche : 1 pot 2,5 L (il y avait du papier peint foncé) = 34 €
rouleaux, bâche, scotch de masquage, enduit de rebouchage = 28 €

étapes :
1. décoller le papier peint (décolleuse louée 20 €/jour)
2. reboucher les trous, poncer
3. sous-couche, attendre 12 h
4. 2 couches de peinture

Léo a choisi la couleur. Pixel a une trace verte sur la queue.
""",
    },
    {
        "path": "bricolage/outils prêtés.md",
        "content": """\
# Outils prêtés / empruntés

| Outil                       | À qui          | Depuis       | Rendu ?     |
|-----------------------------|----------------|--------------|-------------|
| perceuse-visseuse Makita    | Karim          | 15/09/2024   | oui (oct.)  |
| niveau laser                | (à papa)       | 05/10/2024   | oui         |
| escabeau 5 marches          | voisine 2e     | 02/02/2025   | non         |
| scie sauteuse               | Sophie         | 12/03/2025   | non !       |
| décolleuse papier peint     | loc. Kiloutou  | 26/10/2024   | rendue      |

Boîte à outils : marteau, tournevis, clés Allen, mètre, cutter — placard de l'entrée.
""",
    },
    # ---------------------------------------------------------------- jardin
    {
        "path": "jardin partagé/calendrier semis.md",
        "content": """\
# Parcelle n° 12 — calendrier de semis

| Mois       | Semis / plantations                                        |
|------------|------------------------------------------------------------|
| Mars       | radis, petits pois, fèves ; semis tomates en godets à l'appart |
| Avril      | carottes, betteraves, salades ; pommes de terre             |
| Mai        | (après les Saints de glace) tomates, courgettes, haricots, basilic |
| Juin       | salades d'été, 2e semis de haricots                         |
| Juillet    | poireaux (repiquage), navets                                |
| Août       | épinards, mâche                                             |
| Septembre  | ail, oignons blancs                                         |
| Octobre    | engrais vert (phacélie), paillage                           |

Association : tour d'arrosage collectif le jeudi en été.
""",
    },
    {
        "path": "jardin partagé/plan parcelle 12.txt",
        "content": """\
Parcelle 12 - Jardin des Pentes - 4 m x 5 m - saison 2025

   N
+----------------------------------+
| tomates x6 (coeur de boeuf,      |
| cerise, noire de Crimée)         |
|----------------------------------|
| courgettes x2   | basilic, persil|
|----------------------------------|
| haricots verts (2 rangs)         |
|----------------------------------|
| salades / radis (rotation)       |
|----------------------------------|
| fraisiers (bordure, année 2)     |
+----------------------------------+
   composteur commun au fond à gauche

Rotation 2026 : tomates à la place des haricots.
""",
    },
    {
        "path": "jardin partagé/cotisation association Jardin des Pentes.eml",
        "content": _eml(
            "Jardin des Pentes <jardindespentes@gmail.com>",
            CAMILLE,
            "Cotisation 2025 et assemblée générale",
            "Sat, 01 Feb 2025 10:12:00 +0100",
            """\
Bonjour à toutes et à tous,

L'assemblée générale de l'association aura lieu le samedi 22 février à 10 h
à la Maison des associations, 28 rue Denfert-Rochereau.

Cotisation 2025 : 30 € par parcelle (inchangée), à régler avant le 31 mars
par chèque à l'ordre de « Jardin des Pentes » ou par virement.

Ordre du jour :
- bilan 2024 (récupérateurs d'eau, nouvelles parcelles)
- organisation des tours d'arrosage
- achat d'un broyeur partagé

Les jardiniers qui ne renouvellent pas leur parcelle doivent prévenir avant le 1er mars.

Le bureau
""",
        ),
    },
    # ----------------------------------------------------------- administratif
    {
        "path": "administratif/papiers identité/passeport Camille renouvellement.md",
        "content": """\
# Renouvellement passeport Camille — printemps 2024

Ancien passeport : expire le 14/06/2024 (pour la Bretagne pas besoin, mais pour l'Italie en 2025 oui… enfin la CNI suffit)

1. Pré-demande en ligne sur ANTS : n° 2403-1188-7745
2. Timbre fiscal : 86 € (acheté en ligne)
3. RDV mairie du 4e : 18/04/2024 à 10 h 20
4. Pièces : ancien passeport, photo d'identité < 6 mois, justificatif de domicile (facture EDF)
5. SMS de l'ANTS le 02/05/2024 : passeport disponible
6. Retiré le 06/05/2024

Nouveau passeport : valable jusqu'au 05/05/2034.
""",
    },
    {
        "path": "administratif/papiers identité/CNI Léo pièces à fournir.txt",
        "content": """\
Carte d'identité Léo (première demande) - liste de la mairie

- pré-demande ANTS (faite le 10/03/2025, n° 2503-5520-0091)
- photo d'identité récente (photomaton Monoprix, refaite car il souriait)
- acte de naissance : pas nécessaire, ville de naissance reliée à COMEDEC (Lyon)
- justificatif de domicile de moins d'un an
- pièce d'identité du parent présent
- livret de famille ? non, pas demandé si pacsés, mais prendre le jugement/acte de reconnaissance
- Léo doit être présent (prise d'empreintes à partir de 12 ans seulement)

Gratuit pour une première demande.
RDV pris : mairie du 4e, mercredi 2 avril 2025, 14 h.
""",
    },
    {
        "path": "administratif/papiers identité/note.txt",
        "content": """\
numéros des papiers (au cas où on perd tout)

Camille - passeport 24AB12345 - valable jusqu'au 05/05/2034
Camille - CNI 1804069012345 - 2018, valable jusqu'en 2033
Julien - CNI 1209069087654 - 2012, périmée en théorie mais prolongée jusqu'en 2027
Julien - passeport : aucun (à faire !)
Léo - CNI 2504069055512 - délivrée le 22/04/2025, valable 10 ans
Léo - pas de passeport

permis Camille : 050769200112
permis Julien : 040769100987
""",
    },
    # ------------------------------------------------------------------- achats
    {
        "path": "achats/garanties/lave-linge Darty 2023.html",
        "content": """\
<html><head><meta charset="utf-8"><title>Darty - Facture</title></head>
<body>
<h2>DARTY Lyon Part-Dieu — Facture n° 0412-2023-884117</h2>
<p>Date d'achat : 11/09/2023 — Client : M. Julien Roux</p>
<table border="1">
<tr><td>Lave-linge hublot BOSCH WGG244A9FR Série 6, 9 kg, 1400 tr/min</td><td>599,99 €</td></tr>
<tr><td>Livraison + installation + reprise de l'ancien</td><td>39,00 €</td></tr>
<tr><td>Darty Max (extension garantie 5 ans)</td><td>99,00 €</td></tr>
<tr><td><b>Total TTC</b></td><td><b>737,99 €</b></td></tr>
</table>
<p>Garantie légale de conformité : 2 ans. Garantie Darty Max jusqu'au 10/09/2028.</p>
<p>N° de série : 601090345118702554</p>
</body></html>
""",
    },
    {
        "path": "achats/garanties/MacBook facture.txt",
        "content": """\
Apple Store - Part-Dieu
Facture W8832471195

Date : 03/01/2024
Client : Julien ROUX (achat pro - micro-entreprise SIRET 823 447 915 00021)

MacBook Pro 14 pouces M3 Pro - 18 Go - 1 To - gris sidéral
Numéro de série : C02ZK4XYMD6T
Prix TTC : 2 649,00 €

AppleCare+ pour MacBook Pro 14 (3 ans) : 379,00 €
Couverture jusqu'au 02/01/2027, dommages accidentels inclus (2 par an, franchise 99 €)

Total : 3 028,00 € - CB
""",
    },
    {
        "path": "achats/garanties/aspirateur Dyson garantie.eml",
        "content": _eml(
            "Dyson France <noreply@dyson.fr>",
            CAMILLE,
            "Votre garantie Dyson est enregistrée",
            "Sun, 15 Dec 2024 16:20:00 +0100",
            """\
Bonjour Camille,

Merci d'avoir enregistré votre Dyson V12 Detect Slim (numéro de série SX4-FR-PGA4122).

Date d'achat : 29/11/2024 (Boulanger Lyon Confluence, Black Friday)
Garantie pièces et main-d'œuvre : 2 ans, jusqu'au 28/11/2026.

Conseils : lavez le filtre une fois par mois à l'eau froide et laissez-le sécher 24 h.
Les poils de chien s'enroulent dans la brosse : utilisez l'outil anti-enchevêtrement.

L'équipe Dyson
""",
        ),
    },
    # ------------------------------------------------------------------ famille
    {
        "path": "famille/idées cadeaux/Noël 2024.md",
        "content": """\
# Noël 2024 — idées et achats

| Pour           | Idée                                  | Acheté ? | Prix  |
|----------------|---------------------------------------|----------|-------|
| Léo            | Lego Minecraft « La maison abeille »  | oui      | 34 €  |
| Léo            | BD Mortelle Adèle t.20                | oui      | 11 €  |
| Julien         | pédale d'effet (overdrive) d'occasion | oui      | 55 €  |
| Maman          | cours de céramique (bon cadeau)       | oui      | 60 €  |
| Papa           | livre « Le Rhône, un fleuve »         | oui      | 29 €  |
| Sophie & Karim | bouteille Cave Saint-Jean + chocolats | oui      | 40 €  |
| Jeannette      | photo de Léo encadrée                 | oui      | 15 €  |
| Pixel          | os à mâcher géant                     | oui      | 8 €   |

Budget total : ~250 €. Noël chez mes parents à Villefranche cette année.
""",
    },
    {
        "path": "famille/idées cadeaux/anniversaire maman 70 ans.txt",
        "content": """\
70 ans de maman - 18 juin 2025

idées :
- week-end thalasso à Évian avec papa (participation de Sophie et moi) -> trop cher ?
- album photo de ses 70 ans (photos scannées chez mamie Jeannette)
- vélo électrique (papa veut participer)
- cours de céramique niveau 2 (elle a adoré l'initiation)

décision (appel avec Sophie le 12/05) :
album photo + participation vélo électrique (300 € chacune)
Julien fait la mise en page de l'album (Saal Digital, 30x30)
""",
    },
    {
        "path": "famille/mariage Sophie 2025/faire-part Sophie et Karim.txt",
        "content": """\
Sophie Martin & Karim Haddad

ont la joie de vous annoncer leur mariage
le samedi 6 septembre 2025

Cérémonie civile à 15 h à la mairie de Talloires
Vin d'honneur et dîner au domaine du Chalet du Lac, Talloires (Haute-Savoie)

Réponse souhaitée avant le 15 juin
sophie.karim.2025@gmail.com

Liste de mariage : voyage au Japon (cagnotte en ligne)

Tenue : couleurs d'été, les talons sont déconseillés (pelouse !)
""",
    },
    {
        "path": "famille/mariage Sophie 2025/hébergement Annecy.md",
        "content": """\
# Mariage Sophie — logement

Réservé : Hôtel Les Grillons, Angon-Talloires, 2 nuits (5 et 6 septembre 2025)
- chambre familiale (lit double + lit d'appoint pour Léo) : 2 x 168 € = 336 €
- petit-déjeuner inclus, parking gratuit
- chiens acceptés : non → Pixel chez la voisine (Mme Ferrand), elle l'adore

Trajet : Lyon → Talloires 1 h 50 (A43 puis A41), partir vendredi 17 h.

Navette organisée par les mariés entre le domaine et les hôtels à 1 h et 3 h du matin.
""",
    },
    {
        "path": "famille/mariage Sophie 2025/discours témoin brouillon.md",
        "content": """\
# Discours de témoin — brouillon (v3)

Sophie, ma petite sœur…

- Commencer par l'anecdote du vélo sans petites roues (elle avait 5 ans, moi 9)
- Les années lycée : Sophie qui révise à la dernière minute et qui a quand même mention TB
- Comment elle a rencontré Karim : l'escalade à Lyon, il l'a assurée (« déjà ! »)
- Karim : généreux, drôle, parrain génial pour Léo
- Finir sur une phrase simple : « Je vous souhaite d'être aussi heureux que vous nous rendez heureux. »

Durée visée : 3 minutes max. Le tester devant Julien (pas devant Léo, il rit tout le temps).
""",
    },
]


INBOX: list[dict[str, str]] = [
    {
        "path": "inbox/note 3.txt",
        "expected": "cuisine/recettes/",
        "content": """\
Velouté potimarron-châtaignes (de Nadia)
1 potimarron (pas besoin de l'éplucher), 1 oignon, 200 g de châtaignes cuites
75 cl de bouillon de volaille, 10 cl de crème
faire suer l'oignon, ajouter le reste, 25 min à couvert, mixer
poivre, pointe de muscade, noisettes concassées dessus
""",
    },
    {
        "path": "inbox/lemon drizzle.md",
        "expected": "cuisine/recettes/",
        "content": """\
# Lemon drizzle (Sunday bake)

225 g soft butter, 225 g caster sugar, 4 eggs, 225 g self-raising flour, zest of 1 lemon.
Beat everything together, bake 45 min at 180 °C in a lined loaf tin.
While still warm: prick all over, pour juice of 1½ lemons mixed with 85 g sugar.
Let it cool in the tin so the syrup soaks in.
""",
    },
    {
        "path": "inbox/semaine 19.md",
        "expected": "cuisine/menus semaine/",
        "content": """\
lun 5 : hachis parmentier
mar 6 : soupe miso + riz
mer 7 (nuit C.) : croque-monsieur
jeu 8 (férié) : barbecue chez Sophie
ven 9 : tacos
sam 10 : pizza — dim 11 : rôti de porc, petits pois
acheter : pommes de terre, bœuf haché, tortillas, tofu, pâte à pizza
""",
    },
    {
        "path": "inbox/lu en septembre.md",
        "expected": "lectures/notes de lecture/",
        "content": """\
Les Choses humaines — Karine Tuil. Terminé le 21/09.
Un fils de bonne famille accusé de viol après une soirée ; le procès est raconté des deux côtés.
La deuxième partie (le procès) est haletante, la première un peu longue.
Ce qui me reste : la « zone grise », et la mère qui défend son fils quoi qu'il arrive.
3,5/5
""",
    },
    {
        "path": "inbox/klara.txt",
        "expected": "lectures/notes de lecture/",
        "content": """\
Klara and the Sun (Kazuo Ishiguro) - finished last Sunday.
An "Artificial Friend" watches over Josie, a sick girl, and prays to the Sun.
Quiet, strange, sad. Klara's voice is so polite it hurts.
Not as strong as Never Let Me Go for me. 3/5.
""",
    },
    {
        "path": "inbox/conseils Élodie.txt",
        "expected": "lectures/à lire/",
        "content": """\
Élodie (collègue) me conseille :
- Le Lambeau, Philippe Lançon
- Réparer les vivants, Maylis de Kerangal (« tu vas pleurer »)
- Les Yeux de Mona, Thomas Schlesser
à réserver à la bibliothèque
""",
    },
    {
        "path": "inbox/courrier régie.txt",
        "expected": "maison/bail/",
        "content": """\
Régie Saint-Vincent - Régularisation annuelle des charges locatives 2024
Lot : 23 rue Dumenge, 3e étage - locataires MARTIN / ROUX

Provisions versées en 2024 : 1 140,00 €
Charges réelles (eau froide, ménage des escaliers, TEOM) : 1 087,56 €
Trop-perçu : 52,44 €, déduit de votre échéance de juin 2025.
""",
    },
    {
        "path": "inbox/mail du 3 octobre.eml",
        "expected": "maison/factures énergie/",
        "content": _eml(
            "ENGIE <mon-compte@engie.fr>",
            CAMILLE,
            "Votre nouvelle facture est disponible",
            "Fri, 03 Oct 2025 06:45:00 +0200",
            """\
Bonjour,

Votre facture de gaz naturel du 02/10/2025 est disponible dans votre espace client.

Période : 20/07/2025 - 25/09/2025 (relevé Gazpar)
Consommation : 412 kWh (cuisson et eau chaude, chauffage arrêté)
Montant : 67,20 € TTC, prélevé le 17/10/2025.
""",
        ),
    },
    {
        "path": "inbox/facture 07-2025.html",
        "expected": "maison/internet et téléphone/",
        "content": """\
<html><head><meta charset="utf-8"><title>Free Mobile</title></head><body>
<h2>Free Mobile — facture de juillet 2025</h2>
<p>Ligne de Julien Roux : 07 xx xx xx 19 — Forfait Free 5G 150 Go</p>
<p>Forfait : 19,99 € — hors forfait (appels depuis l'Italie) : 0,00 € — <b>Total : 19,99 €</b></p>
</body></html>
""",
    },
    {
        "path": "inbox/dégât des eaux.eml",
        "expected": "maison/assurance habitation/",
        "content": _eml(
            CAMILLE,
            "MAIF Sinistres <declaration@maif.fr>",
            "Déclaration de sinistre - contrat 3 912 447 H",
            "Mon, 29 Sep 2025 08:30:00 +0200",
            """\
Bonjour,

Je vous déclare une fuite venant de l'appartement du dessus (4e étage) constatée
le 27/09 au soir : tache au plafond de la salle de bain, peinture qui cloque,
un meuble sous l'évier gonflé.

Le voisin, M. Dupuis, est assuré chez Groupama. Nous avons rempli un constat amiable
dégât des eaux ensemble hier, je vous l'envoie en pièce jointe avec les photos.

Camille Martin
""",
        ),
    },
    {
        "path": "inbox/Scan 12.txt",
        "expected": "santé/Léo/",
        "content": """\
Dr Hélène LAMBERT - Pédiatre - Lyon 4e          le 06/10/2025
Léo ROUX, 8 ans, 26 kg
Amoxicilline 250 mg/5 ml : 10 ml matin, midi et soir pendant 6 jours
Doliprane 300 mg sachets si fièvre, max 4 par jour
Otite moyenne aiguë gauche - revoir si pas mieux dans 48 h
""",
    },
    {
        "path": "inbox/dentiste.txt",
        "expected": "santé/Julien/",
        "content": """\
Cabinet dentaire des Chartreux - Dr S. Morin
Patient : M. Julien ROUX
Devis du 24/09/2025 : couronne céramo-métallique dent 36 - 540 €
Base de remboursement Sécu 120 €, reste après mutuelle estimé : 60 €
Prochain rdv : 14/10 à 18 h (préparation + empreinte)
""",
    },
    {
        "path": "inbox/résultats labo 2025-09-18.txt",
        "expected": "santé/Camille/",
        "content": """\
Laboratoire Cerballiance Lyon 4
Patiente : MARTIN Camille, née le 17/09/1986 - prélèvement du 18/09/2025
Hémoglobine 11,4 g/dL (12,0-16,0) *
Ferritine 9 µg/L (15-150) *
Conclusion du Dr Perrin : carence en fer, Tardyferon 80 mg 1/jour pendant 3 mois.
""",
    },
    {
        "path": "inbox/releve_prestations_juin.txt",
        "expected": "santé/mutuelle/",
        "content": """\
MNH - relevé de prestations du 16/06/2025
Adhérente : MARTIN Camille - 5512 0087 44

02/06 Camille  ostéopathe           60,00   Sécu 0,00    MNH 30,00
05/06 Julien   monture + verres    289,00   Sécu 0,09    MNH 228,91
10/06 Léo      orthophonie x3       96,30   Sécu 57,78   MNH 38,52

Versé le 16/06/2025 : 297,43 €
""",
    },
    {
        "path": "inbox/mémo véhicule.txt",
        "expected": "voiture/assurance/",
        "content": """\
Mémo véhicule assuré - à garder dans la boîte à gants
Immatriculation : FG-482-KT
Assureur : MAIF - contrat VAM 3 912 447 H
Valable du 01/04/2025 au 31/03/2026
En cas d'accident : MAIF Assistance 0 800 xx xx xx
""",
    },
    {
        "path": "inbox/garage.txt",
        "expected": "voiture/entretien/",
        "content": """\
Norauto Lyon Vaise - OR 778120 - 11/09/2025
Renault Clio FG-482-KT - 83 950 km
Vidange 5W30 + filtre à huile      94,90 €
Filtre à air                       19,90 €
Balais d'essuie-glace AV           29,90 €
Contrôle des 40 points             offert
Total TTC                         144,70 €
""",
    },
    {
        "path": "inbox/ticket 12082024.txt",
        "expected": "voyages/2024-08 Bretagne/",
        "content": """\
CRÊPERIE AR MEN - Le Conquet (29) - 12/08/2024 19:42
3 galettes complètes          31,50
1 crêpe beurre-sucre           4,50
2 bolées de cidre fermier      7,00
1 sirop                        2,50
TOTAL                         45,50  CB
Kenavo et à bientôt !
""",
    },
    {
        "path": "inbox/réservation 48213.eml",
        "expected": "voyages/2025-02 ski Vercors/",
        "content": _eml(
            "Skiset <reservation@skiset.com>",
            JULIEN,
            "Votre location n° 48213 est confirmée",
            "Thu, 30 Jan 2025 20:15:00 +0100",
            """\
Magasin : Skiset Villard-de-Lans, Côte 2000
Retrait le 23/02/2025, retour le 28/02/2025

- Pack Excellence adulte (Julien) : 6 jours
- Pack Sensation adulte (Camille) : 4 jours
- Pack Junior + casque (Léo) : 6 jours

Total payé en ligne : 297,40 € (-40 % réservation anticipée)
""",
        ),
    },
    {
        "path": "inbox/juin.csv",
        "expected": "travail/Camille/planning hôpital/",
        "content": """\
date,poste,horaires
2025-06-02,J,07:00-19:00
2025-06-03,J,07:00-19:00
2025-06-06,N,19:00-07:00
2025-06-07,N,19:00-07:00
2025-06-12,J,07:00-19:00
2025-06-14,J,07:00-19:00
2025-06-15,J,07:00-19:00
2025-06-20,N,19:00-07:00
2025-06-26,CA,
2025-06-27,CA,
""",
    },
    {
        "path": "inbox/Re_ carte brasserie.eml",
        "expected": "travail/Julien/clients/",
        "content": _eml(
            "Brasserie Le Gros Caillou <contact@legroscaillou-lyon.fr>",
            JULIEN,
            "Re: nouvelle carte automne",
            "Tue, 07 Oct 2025 11:02:00 +0200",
            """\
Bonjour Julien,

Oui pour la piste 2 (fond vert bouteille, illustrations au trait).
Il faudrait la carte des plats en A3 recto-verso et une version ardoise pour le bar.
On peut partir sur votre proposition à 750 € HT. Livraison avant le 1er novembre ?

Mathieu, gérant
""",
        ),
    },
    {
        "path": "inbox/F2025-011.txt",
        "expected": "travail/Julien/factures émises/",
        "content": """\
JULIEN ROUX - GRAPHISTE - SIRET 823 447 915 00021
FACTURE N° 2025-011 du 30/09/2025
Client : Studio Prana Yoga, 4 place Colbert, 69001 Lyon
Flyers de rentrée (A5 recto-verso) + 3 visuels Instagram     480,00 €
Total HT 480,00 € - TVA non applicable, art. 293 B du CGI
Paiement à 30 jours par virement.
""",
    },
    {
        "path": "inbox/capture écran.txt",
        "expected": "travail/Julien/URSSAF/",
        "content": """\
autoentrepreneur.urssaf.fr - Déclaration enregistrée le 18/07/2025
Période : avril - mai - juin 2025
Chiffre d'affaires BNC : 8 450 €
Cotisations et contributions : 2 096 €
Prélèvement prévu le 05/08/2025
""",
    },
    {
        "path": "inbox/facture urgences 14-10-2025.txt",
        "expected": "animaux/Pixel/",
        "content": """\
VetLyon Urgences - ouvert 24h/24 - Lyon 7e
14/10/2025 23:10 - Propriétaire : Julien ROUX
Patient : Pixel, chien, beagle, 15,1 kg
Ingestion de raisins secs : vomissements provoqués, charbon activé, bilan rénal
Consultation de nuit 110,00 + actes 86,50 + analyses 72,00 = 268,50 € TTC
""",
    },
    {
        "path": "inbox/courrier DGFiP.txt",
        "expected": "impôts/2025/",
        "content": """\
Direction générale des Finances publiques - Lyon, le 24/09/2025
Objet : modulation de votre taux de prélèvement à la source

Suite à votre demande en ligne du 19/09/2025 (hausse des revenus de M. Roux),
votre nouveau taux de prélèvement à la source est de 6,3 % à compter d'octobre 2025.
Acomptes BNC : 112 € par mois prélevés le 15.
""",
    },
    {
        "path": "inbox/export.csv",
        "expected": "banque/relevés/",
        "content": """\
Date;Libellé;Débit;Crédit;Solde
01/09/2025;VIR SALAIRE HCL AOUT;;2 501,88;4 990,12
05/09/2025;PRLV EDF MENSUALITE;92,00;;4 898,12
05/09/2025;VIR REGIE SAINT VINCENT LOYER;1 213,45;;3 684,67
09/09/2025;CB FNAC BELLECOUR;36,90;;3 647,77
12/09/2025;CB MONOPRIX CROIX ROUSSE;58,22;;3 589,55
15/09/2025;VIR ATELIER COLOC;;300,00;3 889,55
22/09/2025;CB SUPER U CALUIRE;92,10;;3 797,45
""",
    },
    {
        "path": "inbox/classe découverte.txt",
        "expected": "école/Léo/",
        "content": """\
École élémentaire des Tilleuls - la directrice, Mme Rey

Madame, Monsieur,
Les classes de CE2 partiront en classe découverte à la ferme pédagogique
du Haut-Beaujolais du 18 au 20 mars 2026 (3 jours, 2 nuits).
Participation des familles : 85 €, payable en 3 fois. Réunion d'information le 13 novembre à 18 h.
Merci de retourner le coupon d'intention avant le 7 novembre.
""",
    },
    {
        "path": "inbox/Ville de Lyon sept.html",
        "expected": "école/cantine et périscolaire/",
        "content": """\
<html><head><meta charset="utf-8"></head><body>
<h2>Ville de Lyon — Facture n° 2025-09-0051298 — compte famille 004-38215</h2>
<p>Léo ROUX — restauration scolaire : 14 repas x 4,15 € = 58,10 €</p>
<p>Mercredi matin + repas (accueil de loisirs) : 3 x 9,80 € = 29,40 €</p>
<p><b>Total : 87,50 €</b>, prélevé le 20/10/2025</p>
</body></html>
""",
    },
    {
        "path": "inbox/ceinture.eml",
        "expected": "activités/judo Léo/",
        "content": _eml(
            "Judo Club Croix-Rousse <bureau@jccr-judo.fr>",
            JULIEN,
            "Passage de grade de décembre",
            "Wed, 08 Oct 2025 21:00:00 +0200",
            """\
Bonjour,

Léo fait partie des enfants qui présenteront la ceinture jaune le samedi 13 décembre
au dojo. Il doit connaître o-soto-gari, o-goshi et les immobilisations de base.
Prévoir un judogi propre et bien repassé (le sensei y tient !).

Le bureau
""",
        ),
    },
    {
        "path": "inbox/tab.txt",
        "expected": "activités/guitare Julien/",
        "content": """\
Wonderwall - capo 2
Em7  G  Dsus4  A7sus4   (x4 intro)
rythmique : D DU UD U (double croches)
refrain : Cadd9  Dsus4  Em7  (x3) puis  Cadd9 Em7 G ...
""",
    },
    {
        "path": "inbox/sortie dimanche.txt",
        "expected": "sport/course à pied/",
        "content": """\
dimanche 12/10 - 17,8 km - 1h39'40 - 5'36/km
Parc de Parilly aller-retour par les berges
FC moyenne 151, ampoule au pied droit vers le km 14
""",
    },
    {
        "path": "inbox/Document.md",
        "expected": "bricolage/",
        "content": """\
Tringles rideaux salon
- 2 tringles de 2 m, diamètre 20 mm
- supports : 3 par tringle, chevilles Molly 6 mm (cloison) / chevilles nylon 8 mm (mur porteur)
- mèche béton 8, percer à 12 cm au-dessus de la fenêtre
""",
    },
    {
        "path": "inbox/à faire samedi.txt",
        "expected": "jardin partagé/",
        "content": """\
- arroser au pied, pas sur les feuilles (mildiou)
- pailler les courgettes avec la tonte
- tuteurer les tomates, enlever les gourmands
- récolter radis + premières fèves
- ramener le seau d'épluchures pour le composteur commun
""",
    },
    {
        "path": "inbox/rdv mairie.eml",
        "expected": "administratif/papiers identité/",
        "content": _eml(
            "Mairie du 4e arrondissement <rdv-titres@mairie-lyon.fr>",
            JULIEN,
            "Confirmation de votre rendez-vous - passeport",
            "Thu, 02 Oct 2025 14:37:00 +0200",
            """\
Bonjour M. ROUX Julien,

Votre rendez-vous pour le dépôt d'une demande de passeport est confirmé :
mardi 4 novembre 2025 à 9 h 40, mairie du 4e, 133 boulevard de la Croix-Rousse.

Munissez-vous de votre numéro de pré-demande, de votre timbre fiscal (86 €),
d'une photo conforme et d'un justificatif de domicile.
""",
        ),
    },
    {
        "path": "inbox/commande 88412.html",
        "expected": "achats/garanties/",
        "content": """\
<html><head><meta charset="utf-8"></head><body>
<h2>Fnac.com — Facture de votre commande 88412-FR</h2>
<p>Date : 02/09/2025 — Client : Camille Martin</p>
<p>Micro-ondes grill Samsung MG23K3515AW, 23 L — 149,99 €</p>
<p>Garantie constructeur 2 ans + extension « Fnac 3 ans supplémentaires » : 29,99 €</p>
<p>Total : 179,98 € TTC</p>
</body></html>
""",
    },
    {
        "path": "inbox/Noël 2025.md",
        "expected": "famille/idées cadeaux/",
        "content": """\
- Léo : Lego Technic camion de pompiers, lampe frontale, BD Astérix
- Julien : cordes + accordeur, sweat de la boutique du musée
- Maman : abonnement à « Rustica »
- Papa : jumelles pour les oiseaux
- Sophie & Karim : guide du Japon (leur voyage de noces)
""",
    },
    {
        "path": "inbox/scan_0925.txt",
        "expected": "travail/Camille/formation/",
        "content": """\
ATTESTATION DE PRÉSENCE
Formation « Hypnoanalgésie dans les soins » - 16 et 17 septembre 2025 (14 h)
Participante : Mme Camille MARTIN, IDE, Hospices Civils de Lyon
Organisme : Institut Émergences, n° déclaration d'activité 11 75 xxxxx 75
Signature du formateur
""",
    },
    # --- strays: fit no folder ---
    {
        "path": "inbox/asdf.txt",
        "expected": "",
        "content": "asdf\nqsdfqsdf\njklm\n",
    },
    {
        "path": "inbox/Nouveau document texte.txt",
        "expected": "",
        "content": "test\n\ntest 2 accents é è à ç ù\n",
    },
    {
        "path": "inbox/Félicitations !.eml",
        "expected": "",
        "content": _eml(
            "Service Gagnants <promo-2025@gagnants-express.biz>",
            "camille.martin@laposte.net",
            "Félicitations ! Vous avez été sélectionné(e)",
            "Sun, 05 Oct 2025 03:12:00 +0200",
            """\
Cher(e) client(e),

Vous faites partie des 10 personnes tirées au sort pour recevoir un iPhone 16 Pro.
Pour recevoir votre cadeau, il suffit de régler les frais de port de 1,95 €
en cliquant sur le lien ci-dessous avant minuit.

>>> RÉCUPÉRER MON CADEAU <<<
""",
        ),
    },
    {
        "path": "inbox/minutes.md",
        "expected": "",
        "content": """\
# Hillcrest Homeowners Association — board meeting minutes

Dayton, Ohio — October 2, 2025. Present: 5 of 7 board members.

- Pool resurfacing: three bids received, lowest $18,400 (Blue Wave Pools). Vote postponed.
- Annual dues to rise from $420 to $435 starting January.
- Reminder: trash cans must be out of sight from the street except on pickup days.
- Next meeting: November 6, clubhouse, 7 pm.
""",
    },
]


def _write(root: pathlib.Path, rel: str, content: str, ts: float) -> None:
    path = root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(content, encoding="utf-8")
    os.utime(path, (ts, ts))


def build(root: pathlib.Path) -> dict[str, str]:
    root = pathlib.Path(root)
    if root.exists() and any(root.iterdir()):
        raise ValueError(f"{root} must not exist or be empty")
    root.mkdir(parents=True, exist_ok=True)

    utc = _dt.UTC
    filed_base = _dt.datetime(2024, 6, 1, 9, 0, tzinfo=utc).timestamp()
    inbox_base = _dt.datetime(2025, 10, 1, 8, 0, tzinfo=utc).timestamp()

    _write(root, "guideline.md", GUIDELINE, filed_base)
    for i, item in enumerate(FILED):
        _write(root, item["path"], item["content"], filed_base + i * 3 * 86400)
    expected: dict[str, str] = {}
    for i, item in enumerate(INBOX):
        _write(root, item["path"], item["content"], inbox_base + i * 5 * 3600)
        expected[item["path"]] = item["expected"]

    # Sanity checks on the data itself.
    filed_paths = [item["path"] for item in FILED]
    assert len(set(filed_paths)) == len(filed_paths), "duplicate filed path"
    assert not any(p.startswith("inbox/") for p in filed_paths)
    inbox_files = [p for p in (root / "inbox").iterdir() if p.is_file()]
    assert len(inbox_files) == 40, len(inbox_files)
    assert len(expected) == 40
    filed_dirs = {p.rsplit("/", 1)[0] + "/" for p in filed_paths}
    for rel, folder in expected.items():
        assert rel.startswith("inbox/"), rel
        if folder:
            assert folder.endswith("/"), folder
            assert (root / folder).is_dir(), folder
            assert folder in filed_dirs, folder
            assert any(p.is_file() for p in (root / folder).iterdir()), folder
    blanks = sum(1 for v in expected.values() if not v)
    assert 3 <= blanks <= 5, blanks
    return expected
