"""koti-fi: the Laaksonen household in Hervanta, Tampere (Finnish, some Swedish and English).

A nurse (Anna), her partner the self-employed carpenter (Mikko, toiminimi Laaksosen Puutyö),
a 3rd-grader (Eetu), a lukio student (Iida) and Mikko's father Pentti in Oulu, whose health
and Kela papers the family keeps."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.koti_fi_data import FILED, INBOX

NAME = "koti-fi"
PERSONA = (
    "Tamperelainen sairaanhoitaja Anna Laaksonen, joka pitää perheen yhteistä arkistoa: "
    "puuseppämiehen Mikon toiminimen paperit, lasten Eetun ja Iidan koulu- ja "
    "terveysasiat sekä Oulussa asuvan appiukon Pentin terveys- ja Kela-paperit."
)
LANGUAGES = ["fi", "sv", "en"]
SPLIT = "test"

GUIDELINE = """\
# Laaksosten kotiarkisto – näin tänne laitetaan

Tämä on meidän perheen yhteinen arkisto: Anna, Mikko, Iida, Eetu ja Mikon isä Pentti,
joka asuu Oulussa ja jonka paperit hoidetaan täältä. Minä (Anna) tyhjennän inboxin
yleensä kerran viikossa. Mikko laittaa toiminimen paperit, mutta samojen sääntöjen mukaan.

Perussääntö: tiedosto menee kansioon sen mukaan, MITÄ ja KENEN asia se on, ei sen mukaan
mikä sana sattuu olemaan tiedoston nimessä. Jos jokin ei sovi mihinkään olemassa olevaan
kansioon, jätä se inboxiin – katsotaan yhdessä, tarvitaanko uusi kansio. Ei tehdä uusia
kansioita yksittäisille papereille.

## Ihmiset ja sukunimi

Meitä on monta Laaksosta, joten **etunimi ratkaisee**. Kirjeissä lukee usein
"Laaksonen Pentti" tai "Laaksonen Mikko" – katso aina etunimi ja syntymävuosi.

- **Pentti (Oulu)/** on vain Pentin omia asioita varten: `Terveys` (OYS, terveysasema,
  laboratorio, kotihoito, lääkelista, INR-seuranta) ja `Kela ja eläke` (Kela, Elo).
  Pentin asiat menevät sinne, vaikka kirje tulisi meille Tampereelle.
- Se, että paperissa mainitaan Oulu tai Pentti, ei tee siitä Pentin paperia (esim.
  Mikon puutavaratoimittajan pääkonttori on Oulussa).
- **Terveys/<etunimi>/** muille: Anna, Mikko, Iida, Eetu. Lääkärit, hammashoito,
  työterveys (Annan Pirha-työterveys ja Mikon Terveystalo), rokotukset, lasit.

## Koulu

- **Koulu/Eetu/** ja **Koulu/Iida/**, alla kansio lukuvuosittain.
- Lukuvuosi alkaa elokuussa ja päättyy touko-kesäkuun vaihteessa. Tammikuun
  Wilma-viesti kuuluu siis syksyllä alkaneeseen lukuvuoteen, ja kevään
  lukuvuositodistus sen lukuvuoden kansioon, joka silloin päättyy – vaikka skannaisin
  sen vasta myöhemmin.
- Iidan lukiossa on viisi jaksoa (1–2 syksyllä, 3–5 keväällä). Kaikki saman lukuvuoden
  jaksot, arvosanat, YO-ilmoittautumiset ja kurssiretket samaan lukuvuoden kansioon.
- Koulun leirikoulut ja opintomatkat ovat koulun asioita, eivät meidän matkoja.

## Raha ja verot

- **Talous/Verotus/<vuosi>/** – vuosi on aina VEROVUOSI:
  - esitäytetty veroilmoitus tulee huhtikuussa edellisestä vuodesta → edellisen vuoden
    kansio; samoin verotuspäätös
  - verokortti → sen vuoden kansioon, jolle se on voimassa (joulukuussa tullut
    verokortti 2026 → 2026)
  - Tehyn jäsenmaksutodistus (tulee tammikuussa) → sen vuoden kansio, jolta maksut on
    maksettu
  - laskut, joista me itse haemme kotitalousvähennystä (siivous, ilmalämpöpumpun
    huolto, pihatyöt…) → sen vuoden kansioon, jolloin lasku on maksettu
  - koskee kaikkia perheenjäseniä (myös Iidan kesätyöverokortti), mutta EI Mikon
    toiminimen veroja (ks. alla)
- **Talous/Budjetti/** – kotitalouden Excelit vuosittain.
- **Talous/Pankki/** – asuntolaina, tilit, lasten säästöt.
- **Kela/** – perheen Kela-päätökset (lapsilisä, Iidan koulumatkatuki, Kela-kortit).
  Kelan kirjeissä on usein myös ruotsinkielinen otsikko tai kappale, se ei muuta mitään.
  Pentin Kela-paperit menevät Pentin kansioon.

## Laaksosen Puutyö (Mikon toiminimi)

- **Myyntilaskut <vuosi>/** – laskut, jotka MIKKO lähettää asiakkailleen, laskun
  päivämäärän vuoden mukaan (ei eräpäivän eikä maksupäivän). Mikon laskuissa
  lukee usein "kotitalousvähennykseen oikeuttava työn osuus" – se on asiakasta varten,
  lasku on silti Mikon myyntilasku eikä kuulu meidän Verotus-kansioon.
- **Ostolaskut/** – laskut ja kuitit, jotka Mikko SAA: puutavara (Pohjanpuu),
  rautakaupat, työkalut. Yksi kansio kaikille vuosille.
- **Tarjoukset/** – Mikon tarjoukset asiakkaille (usein Wordissa).
- **Kirjanpito ja verot/** – kirjanpito-Excel, ALV, ennakkoverot, YEL (Varma).

## Annan työ

- **Palkkalaskelmat/** (Pirkanmaan hyvinvointialue), **Työvuorot/** (vuorolistat,
  vuorotoiveet – Excelit, lomatoiveet), **Tehy/** (liiton tiedotteet, luottamusmies;
  paitsi jäsenmaksutodistus → Verotus), **Koulutukset/** (todistukset).

## Koti

- **Koti/Taloyhtiö/** (As Oy Tampereen Kuusikallio: kokoukset, vastikkeet, huolto),
  **Koti/Sähkö ja netti/** (sähkö, Elisan laskut), **Koti/Vakuutukset/** (kaikki
  vakuutukset, myös auton), **Koti/Auto/** (katsastus, ajoneuvovero, huollot).

## Matkat

- **Matkat/VVVV-KK Paikka/**, esim. `2026-02 Levi`. Kaikki matkaan liittyvä samaan
  kansioon: varaukset ja liput (vaikka tehty kuukausia ennen), kuitit matkan ajalta ja
  matkan aikana otetut kuvat. Matkan päivämäärät löytyvät kansion matkasuunnitelmasta
  tai lipuista.
- Käynnit Pentin luona Oulussa eivät ole matkoja eikä niille tehdä kansiota.

## Valokuvat

- **Valokuvat/<vuosi>/** kuvauspäivän mukaan (kuvan tiedoista, ei siitä milloin se on
  siirretty koneelle).
- Matkan päivinä otetut kuvat menevät matkan kansioon, eivät tänne.

## Harrastukset ja reseptit

- **Harrastukset/Lukupiiri/** – minun lukupiirini kirjamuistiinpanot, tiedoston nimeen
  kuukausi ja kirja.
- **Harrastukset/Eetun jalkapallo/** – Ilveksen P2016-joukkueen tiedotteet ja maksut.
- **Reseptit/** – kaikki reseptit, keneltä ikinä ne on saatu.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
