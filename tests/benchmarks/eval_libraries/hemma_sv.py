"""Hemma (sv): en göteborgsfamiljs egna filer – många små mappar, mest svenska, lite engelska.

Karin Lindqvist är gymnasielärare i svenska och historia, ensamstående med Ebba (16) och
Viktor (14). Hon sjunger alt i en kammarkör, har en stuga på Orust, en katt som heter Mulle,
en pappa på äldreboende och en Volvo 240 från 1988 som hon skruvar på i garaget.
"""

import csv
import email.policy
import io
import os
import pathlib
from datetime import UTC, datetime, timedelta, timezone
from email.message import EmailMessage
from email.utils import format_datetime

NAME = "hemma-sv"
PERSONA = (
    "Karin Lindqvist, a single-parent upper-secondary teacher in Göteborg with two teenagers, "
    "a summer cottage on Orust, a chamber choir, an elderly father and an old Volvo 240 she restores."
)
LANGUAGES = ["sv", "en"]
SPLIT = "test"

_TZ = timezone(timedelta(hours=2))


def _t(text: str) -> str:
    return text.lstrip("\n")


def _eml(sender: str, to: str, subject: str, when: str, body: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = format_datetime(datetime.strptime(when, "%Y-%m-%d %H:%M").replace(tzinfo=_TZ))
    msg.set_content(_t(body), cte="8bit")
    return msg.as_bytes(policy=email.policy.SMTPUTF8)


def _csv(rows: list[list[object]], delimiter: str = ",") -> str:
    buf = io.StringIO()
    writer = csv.writer(buf, delimiter=delimiter, lineterminator="\n")
    writer.writerows(rows)
    return buf.getvalue()


def _kr(amount: float) -> str:
    return f"{amount:.2f}".replace(".", ",")


def _kontoutdrag(saldo: float, rows: list[tuple[str, str, float]]) -> str:
    """Swedbank-like semicolon export with a running balance."""
    out: list[list[object]] = [
        ["Bokföringsdag", "Transaktionsdag", "Beskrivning", "Belopp", "Saldo"]
    ]
    cents = round(saldo * 100)
    for day, text, amount in rows:
        cents += round(amount * 100)
        out.append([day, day, text, _kr(amount), _kr(cents / 100)])
    return _csv(out, ";")


def _f(path: str, content: str | bytes, date: str) -> dict:
    return {"path": path, "content": content, "date": date}


def _i(name: str, content: str | bytes, expected: str, date: str) -> dict:
    return {"path": "inbox/" + name, "content": content, "expected": expected, "date": date}


KARIN = "Karin Lindqvist <karin.lindqvist@gmail.com>"

GUIDELINE = _t("""
# Var saker ska ligga

Påminnelse till mig själv, eftersom jag annars sparar allt på skrivbordet och sen letar i en halvtimme.
Nya filer hamnar i inbox/ och på söndagskvällen (med te) sorterar jag dem.

- Mat: recept under Mat/Recept, även om det bara är tre rader klottrade från mamma. Veckans matsedel och inköpslistor i Mat/Veckomeny.
- Böcker: mina egna tankar om det jag har läst i Böcker/Läsanteckningar. Det som rör bokcirkeln (datum, vem som är värd, frågor) i Böcker/Bokcirkel.
- Lägenheten: allt från hyresvärden i Bostad/Hyresavtal, elräkningarna i Bostad/Elräkningar, hemförsäkringen för sig.
  Mobil, bredband och streaming är Abonnemang, inte Bostad.
- Kvitton som är garantibevis och bruksanvisningar till prylar hemma: Hushåll/Manualer och garantier.
- Stugan på Orust: det som ska fixas eller har fixats i Stugan/Underhåll, vem som lånar den och när i Stugan/Bokningar.
- Volvon: kvitton och beställningar på delar i Reservdelar, vad jag har gjort i garaget i Arbetslogg.
  Besiktning, bilförsäkring och fordonsskatt i Bilen/Besiktning och försäkring.
- Barnen har varsin mapp under både Hälsa och Skola. Mina egna vårdsaker i Hälsa/Karin.
- Jobbet: lektionsplaneringar, lön och anställning, anteckningar från APT – var sak i sin mapp under Jobbet.
- Kören: schema och extra repor i Repetitioner, noter, texter och uttal i Noter och texter, allt inför ett framträdande i Konserter.
- Resor: en mapp per resa, t.ex. Resor/Lissabon 2025.
- Skatt sorteras på INKOMSTÅR, inte på året jag deklarerar. (Deklarationen våren 2025 gäller 2024 → Skatt/2024.)
- Bank: kontoutdrag, sparande (ISK, barnens konton) och budget i var sin mapp.
- Pappas saker – Linden, hans mediciner, fullmakten – samlar jag i Familj/Pappa. Kalas, jul och midsommar i Familj/Kalas och högtider.
- Mulles papper under Husdjur/Mulle. Löpningen under Träning/Löpning. Försäkringskassan under Myndigheter.
- Passar något inte någonstans får det ligga kvar i inbox. Hellre det än en ny mapp för en enda fil.
""")

FILED: list[dict] = [
    # ------------------------------------------------------------------ Mat/Recept
    _f(
        "Mat/Recept/Mormors köttbullar.md",
        _t("""
# Mormors köttbullar

Ca 40 st, räcker till 4 (eller 2 tonåringar)

## Ingredienser
- 500 g blandfärs
- 1 gul lök, finriven
- 1 ägg
- 0,5 dl ströbröd
- 1 dl mjölk
- 1 tsk salt
- 2 krm vitpeppar
- en nypa kryddpeppar (mormors hemlighet)
- smör till stekning

## Gör så här
1. Blanda ströbröd och mjölk, låt svälla 10 min.
2. Fräs löken mjuk i lite smör, låt svalna.
3. Blanda allt med färsen. Provstek en liten bit och smaka av.
4. Rulla med blöta händer.
5. Stek i omgångar, skaka pannan så de blir runda.

Serveras med potatismos, gräddsås, lingon och pressgurka.
Mormor hade alltid en skvätt grädde i smeten – funkar, men inte nödvändigt.
"""),
        "2023-12-10",
    ),
    _f(
        "Mat/Recept/linsgryta.txt",
        _t("""
Röd linsgryta med kokosmjölk (Viktors favorit, tro det eller ej)

2 gula lökar
3 vitlöksklyftor
1 msk riven ingefära
2 tsk curry
1 tsk spiskummin
2 dl röda linser, sköljda
1 burk krossade tomater
1 burk kokosmjölk
5 dl vatten + 1 buljongtärning
salt, lite socker, pressad lime

Fräs lök, vitlök och ingefära. Rör ner kryddorna och låt dem fräsa en minut.
Häll i linser, tomater, kokosmjölk och vatten. Sjud 20 minuter under lock.
Smaka av med salt, socker och lime.

Ris eller naanbröd till. Fryser bra i matlådor.
"""),
        "2024-02-04",
    ),
    _f(
        "Mat/Recept/Saffransfisksoppa.md",
        _t("""
# Saffransfisksoppa (julafton-soppan)

Till 6 personer.

- 1 fänkål, tunt skivad
- 1 purjolök
- 2 morötter
- 2 vitlöksklyftor
- 1 påse saffran (0,5 g)
- 1 burk krossade tomater
- 1 liter fiskfond
- 2 dl vitt vin
- 2 dl vispgrädde
- 600 g blandad fisk (torsk, lax)
- 200 g räkor med skal
- musslor om det finns fina

Fräs grönsakerna i olivolja utan att de tar färg. Stöt saffran med en sockerbit
och rör ner. Tillsätt tomater, fond och vin, koka 15 min.
Grädde i, smaka av. Lägg i fisken i bitar de sista 4 minuterna, räkorna på slutet.

Aioli: 1 äggula, 1 pressad vitlöksklyfta, 2 dl rapsolja, citron, salt.
"""),
        "2024-12-22",
    ),
    _f(
        "Mat/Recept/surdegsbröd 2024-11-02.txt",
        _t("""
Surdegsbröd – lördagsbak 2 nov

Levain: 50 g surdegsgrund + 50 g vetemjöl + 50 g vatten, stå 6 h
Deg:
  450 g vetemjöl special
  50 g grahamsmjöl
  350 g vatten (ljummet)
  10 g salt
  100 g levain

Autolys 45 min (mjöl + vatten).
Salt och levain i, nyp in.
4 omgångar vik-och-vänd med 30 min mellanrum.
Jäser i rumstemp till ca +50 %.
Forma, i jäskorg, kylen över natten.
Gjutjärnsgryta 250 grader: 20 min med lock, 20–25 min utan.

Anteckning: blev lite platt. Nästa gång 330 g vatten.
"""),
        "2024-11-02",
    ),
    # ------------------------------------------------------------------ Mat/Veckomeny
    _f(
        "Mat/Veckomeny/vecka 36.txt",
        _t("""
VECKA 36

Mån  Kycklinggryta med ris
Tis  Körkväll – Ebba gör pannkakor
Ons  Fiskpinnar, potatis, remoulad
Tors Vegetarisk lasagne (räcker till fredag)
Fre  Rester
Lör  Grillat hos Maria
Sön  Ärtsoppa

HANDLA
- kycklingfilé 1 kg
- ris
- ägg 12
- mjölk 3 l
- fiskpinnar
- lasagneplattor, kesella, spenat
- gula ärtor (eller burk)
- frukt till matsäck
"""),
        "2025-08-31",
    ),
    _f(
        "Mat/Veckomeny/matsedel_v40.md",
        _t("""
# Matsedel v. 40

| Dag | Middag | Vem lagar |
|-----|--------|-----------|
| Måndag | Pytt i panna med rödbetor | Karin |
| Tisdag | Körkväll – Viktor värmer soppa | Viktor |
| Onsdag | Ugnsbakad torsk med äggsås | Karin |
| Torsdag | Halloumiburgare | Ebba |
| Fredag | Hemmagjord pizza | alla |
| Lördag | Stugan – vi tar med korv och potatissallad | |
| Söndag | Kycklingsoppa på resterna | Karin |

Att handla: torsk, halloumi, hamburgerbröd, mozzarella, krossade tomater, ägg, dill.
Kolla om det finns jäst hemma!
"""),
        "2025-09-28",
    ),
    _f(
        "Mat/Veckomeny/Inköpslista storhandling.txt",
        _t("""
Storhandling Willys lördag

Frukost
- havregryn
- fil x3
- bröd (2 limpor, frys en)
- ost
- apelsinjuice

Middagar
- köttfärs 1,5 kg
- kycklinglårfilé
- pasta (penne + spaghetti)
- ris
- krossade tomater x4
- kokosmjölk x2
- frysta grönsaker

Övrigt
- diskmedel
- toapapper
- kattmat (Mulle vill bara ha den med lax)
- mellis till Viktors match: bananer, bullar
"""),
        "2025-09-13",
    ),
    # ------------------------------------------------------------------ Böcker/Läsanteckningar
    _f(
        "Böcker/Läsanteckningar/Utvandrarna.md",
        _t("""
# Utvandrarna – Vilhelm Moberg

Läst om, första gången sedan gymnasiet. Mycket bättre nu.

- Karl Oskar och Kristina: hans envishet, hennes tvivel. Jag förstod Kristina bättre den här gången.
- Robert och Arvid – det är de som bär drömmen i boken, och det gör ont.
- Överfarten med Charlotta är mycket längre och hemskare än jag mindes.
- Språket: smålandsdialekten i replikerna, ibland tungt men det ger tyngd.

Strök under: hela kapitlet där Kristina tar farväl av sina föräldrar.

Betyg: 5/5
Nästa: fortsätta med Invandrarna i jul.
"""),
        "2025-01-19",
    ),
    _f(
        "Böcker/Läsanteckningar/Klara and the Sun - notes.md",
        _t("""
# Klara and the Sun – Kazuo Ishiguro

Finished: 9 March 2025 (audiobook + paper)

Notes
- Narrated by an Artificial Friend; Klara's view of the world is partial, and that's the point.
- The Sun as a god figure. Very moving, slightly naive – on purpose?
- Josie's illness and the "lifting" are never fully explained. Typical Ishiguro restraint.
- Compare with Never Let Me Go: the same quiet dread about what people are for.

What stayed with me: the idea that what makes a person special is not inside them
but in the people who love them.

Rating: 4/5. Would recommend to Ebba.
"""),
        "2025-03-09",
    ),
    _f(
        "Böcker/Läsanteckningar/Barndom_Ditlevsen.txt",
        _t("""
Tove Ditlevsen – Barndom (Köpenhamnstrilogin, del 1)
Läst i juli, på bryggan.

Barndomen beskrivs som något trångt och långt som man måste ta sig igenom.
Jag kände igen mig i känslan av att inte passa in i sin egen familj.
Vesterbro på 20-talet: fattigdom, en pappa som läser, en mamma som är oberäknelig.
Korta kapitel, nästan som dikter. Översättningen flyter fint.

Vill läsa Ungdom och Beroende direkt efter.
Betyg 5/5.
"""),
        "2025-07-14",
    ),
    _f(
        "Böcker/Läsanteckningar/lästa böcker 2025.csv",
        _csv(
            [
                ["Titel", "Författare", "Klar", "Betyg", "Format"],
                ["Utvandrarna", "Vilhelm Moberg", "2025-01-19", 5, "pocket"],
                ["Klara and the Sun", "Kazuo Ishiguro", "2025-03-09", 4, "ljudbok"],
                ["Stöld", "Ann-Helén Laestadius", "2025-03-16", 4, "bokcirkel"],
                ["Barndom", "Tove Ditlevsen", "2025-07-14", 5, "pocket"],
                ["Ungdom", "Tove Ditlevsen", "2025-07-20", 4, "pocket"],
                ["Lessons in Chemistry", "Bonnie Garmus", "2025-05-11", 3, "bokcirkel"],
                ["Tomorrow and Tomorrow and Tomorrow", "Gabrielle Zevin", "2025-09-21", 4, "e-bok"],
                ["Pappaklausulen", "Jonas Hassen Khemiri", "2025-01-27", 4, "bokcirkel"],
                ["Kvinnor och äppelträd", "Moa Martinson", "2025-06-08", 3, "bibliotek"],
            ]
        ),
        "2025-09-21",
    ),
    # ------------------------------------------------------------------ Böcker/Bokcirkel
    _f(
        "Böcker/Bokcirkel/bokcirkeln 2025.md",
        _t("""
# Bokcirkeln 2025

Vi är sex: Lena, Pernilla, Sara, Maryam, Anette och jag. Vi träffas ungefär var sjätte vecka, värd i tur och ordning.

| Datum | Värd | Bok |
|-------|------|-----|
| 30 jan | Pernilla | Pappaklausulen – Jonas Hassen Khemiri |
| 20 mars | Karin | Stöld – Ann-Helén Laestadius |
| 15 maj | Sara | Lessons in Chemistry – Bonnie Garmus |
| 28 aug | Maryam | sommarboken, var och en väljer själv |
| 9 okt | Anette | Tomorrow and Tomorrow and Tomorrow – Gabrielle Zevin |

Regel: värden bjuder på något enkelt, övriga tar med dryck.
Förslag till nästa år: något av Selma Lagerlöf? Något på engelska igen?
"""),
        "2025-01-05",
    ),
    _f(
        "Böcker/Bokcirkel/frågor Stöld.txt",
        _t("""
Diskussionsfrågor – Stöld (Laestadius). Min tur att vara värd 20/3.

1. Elsa bär på en hemlighet från när hon var nio. Hur påverkar tystnaden henne som vuxen?
2. Hur skildras samernas relation till polisen och myndigheterna?
3. Renarna – är de bakgrund eller huvudpersoner?
4. Vem tar ansvar i samhället när ingen säger något?
5. Slutet: tillfredsställande eller för prydligt?
6. Har någon av er varit i Norrbotten? Känns miljön trovärdig?

Att fixa: semlor från bageriet på Allmänna vägen (är det fortfarande semmeltid?), te och kaffe.
"""),
        "2025-03-17",
    ),
    _f(
        "Böcker/Bokcirkel/Re_ Bokcirkel i maj.eml",
        _eml(
            "Sara Nyström <sara.nystrom@outlook.com>",
            "Karin Lindqvist <karin.lindqvist@gmail.com>, Lena, Pernilla, Maryam, Anette",
            "Re: Bokcirkel i maj",
            "2025-05-02 21:14",
            """
Hej allihop!

Välkomna till mig torsdag 15 maj kl 18.30, Kastellgatan 7, 3 tr (porttelefon "Nyström").
Jag gör en stor sallad med kyckling, ta gärna med något att dricka.

Vi pratar om Lessons in Chemistry. Jag har inte läst ut den än, så ingen spoila!
Maryam, kan du ta med listan med förslag till hösten?

Kram
Sara
""",
        ),
        "2025-05-02",
    ),
    # ------------------------------------------------------------------ Bostad/Hyresavtal
    _f(
        "Bostad/Hyresavtal/Hyreskontrakt Mariagatan 14.txt",
        _t("""
HYRESKONTRAKT FÖR BOSTADSLÄGENHET – det viktigaste (avskrivet)

Hyresvärd:   Bostads AB Masthugget, org.nr 556612-4471
Hyresgäst:   Karin Lindqvist
Lägenhet:    Mariagatan 14, lgh 1102, 3 rum och kök, 78 kvm, våning 3
Tillträde:   2019-06-01
Hyra vid tillträde: 8 740 kr/mån (värme och vatten ingår, hushållsel tillkommer)
Förråd:      källarförråd nr 17
Uppsägningstid: 3 kalendermånader
Husdjur:     tillåtet
Andrahandsuthyrning: endast med hyresvärdens skriftliga godkännande
Hemförsäkring: hyresgästen ska ha gällande hemförsäkring

Kontraktet undertecknat 2019-04-12.
Originalet ligger i den blå pärmen i garderoben.
"""),
        "2019-04-12",
    ),
    _f(
        "Bostad/Hyresavtal/hyreshöjning 2025.txt",
        _t("""
Bostads AB Masthugget
Till hyresgästerna i Mariagatan 12–16

Hyresförhandlingen för 2025 är avslutad

Efter förhandling med Hyresgästföreningen har vi kommit överens om en höjning
med 5,1 % från den 1 januari 2025.

Din nya månadshyra: 9 870 kr (tidigare 9 391 kr)

Höjningen syns på hyresavin för januari. Du behöver inte göra något.
Har du frågor? Kundservice 031-70 40 00, vardagar 8–16.

Med vänliga hälsningar
Förvaltningen
"""),
        "2024-12-05",
    ),
    _f(
        "Bostad/Hyresavtal/besiktningsprotokoll inflyttning 2019.md",
        _t("""
# Besiktning vid inflyttning – Mariagatan 14, lgh 1102
Datum: 2019-05-29, tillsammans med Jörgen från förvaltningen

## Noterade skador (inte mitt ansvar vid utflytt)
- Repa i parketten i vardagsrummet, ca 30 cm, vid fönstret
- Sprucket kakel ovanför badkaret (2 plattor)
- Köksluckan under diskbänken sitter snett
- Hål efter tavelkrok i sovrum 2 (Ebbas)

## Åtgärdas av hyresvärden
- Byta packning i blandaren i badrummet – klart 2019-06-10
- Ny brandvarnare i hallen – klart

Foton tagna på allt, ligger i mobilen under albumet "Flytten".
"""),
        "2019-05-29",
    ),
    # ------------------------------------------------------------------ Bostad/Elräkningar
    _f(
        "Bostad/Elräkningar/Göteborg Energi januari 2025.eml",
        _eml(
            "Göteborg Energi <faktura@goteborgenergi.se>",
            KARIN,
            "Din faktura för elhandel, januari 2025",
            "2025-02-06 06:30",
            """
Hej Karin,

Här kommer din faktura för elhandel, januari 2025.

Kundnummer: 4410 2287
Anläggning: Mariagatan 14, lgh 1102, 414 71 Göteborg
Avtal: Rörligt pris

Förbrukning januari:      341 kWh
Elpris (medel 1,12 kr):   382,00 kr
Månadsavgift:              39,00 kr
Moms 25 %:                105,25 kr
Att betala:               526,25 kr

Förfallodag: 2025-02-28
Betala med autogiro eller till bankgiro 5353-2402, OCR 441022870125.

Vänliga hälsningar
Göteborg Energi Kundservice
""",
        ),
        "2025-02-06",
    ),
    _f(
        "Bostad/Elräkningar/elfaktura_2025-02.txt",
        _t("""
GÖTEBORG ENERGI – FAKTURA
Fakturadatum 2025-03-05

Kund: Karin Lindqvist, kundnr 4410 2287
Period: 2025-02-01 – 2025-02-28
Elhandel, rörligt pris

Förbrukning        298 kWh
Energikostnad      358,60 kr
Månadsavgift        39,00 kr
Moms                99,40 kr
-----------------------------
Summa att betala   497,00 kr
Förfallodag        2025-03-31

Betalt 2025-03-27 via internetbanken. /K
"""),
        "2025-03-27",
    ),
    _f(
        "Bostad/Elräkningar/elförbrukning 2024.csv",
        _csv(
            [
                ["Månad", "kWh", "Kostnad kr"],
                ["2024-01", 362, 588],
                ["2024-02", 331, 541],
                ["2024-03", 305, 472],
                ["2024-04", 262, 365],
                ["2024-05", 231, 298],
                ["2024-06", 188, 231],
                ["2024-07", 121, 164],
                ["2024-08", 176, 229],
                ["2024-09", 228, 310],
                ["2024-10", 274, 402],
                ["2024-11", 318, 530],
                ["2024-12", 352, 611],
            ]
        ),
        "2025-01-10",
    ),
    # ------------------------------------------------------------------ Bostad/Hemförsäkring
    _f(
        "Bostad/Hemförsäkring/Försäkringsbrev hemförsäkring 2025.txt",
        _t("""
Länsförsäkringar Göteborg och Bohuslän
FÖRSÄKRINGSBREV – Hemförsäkring

Försäkringstagare:     Karin Lindqvist
Försäkringsnummer:     6620-118845
Försäkringsställe:     Mariagatan 14, lgh 1102, 414 71 Göteborg
Boendeform:            Hyresrätt, 78 kvm
Personer i hushållet:  3
Period:                2025-01-01 – 2025-12-31

Omfattning
  Lösegendom:          1 000 000 kr
  Reseskydd:           45 dagar
  Rättsskydd:          ingår
  Allrisk (drulle):    tillägg, ingår

Självrisk: 1 500 kr

Årspremie: 2 148 kr, betalas månadsvis med 179 kr via autogiro.
"""),
        "2024-12-02",
    ),
    _f(
        "Bostad/Hemförsäkring/skadeanmälan cykel stulen.eml",
        _eml(
            KARIN,
            "Länsförsäkringar Skador <skador@lansforsakringar.se>",
            "Skadeanmälan – stulen cykel, försäkringsnr 6620-118845",
            "2024-09-05 19:42",
            """
Hej,

Jag vill anmäla att min dotters cykel har blivit stulen från cykelrummet på
Mariagatan 14 natten mellan den 3 och 4 september 2024.

Cykel: Crescent Elis, svart, 7 växlar, köpt 2022 för 4 995 kr (kvitto bifogat)
Den var låst med bygellås i cykelstället. Låset är också borta.
Polisanmälan är gjord, diarienummer 5000-K1187734-24.

Säg till om ni behöver något mer.

Vänliga hälsningar
Karin Lindqvist
070-318 22 46
""",
        ),
        "2024-09-05",
    ),
    # ------------------------------------------------------------------ Abonnemang
    _f(
        "Abonnemang/Telia bredband avtal.md",
        _t("""
# Bredband – Telia

- Hastighet: 250/250 Mbit/s (fiber)
- Pris: 399 kr/mån, bindningstid 12 mån från 2024-09-01
- Router: Telias wifi-router (ska lämnas tillbaka om vi säger upp)
- Kundnummer: 8812 6645
- Kundtjänst: 90 200

Att göra: ringa i juli 2025 och förhandla – grannen betalar 329 kr för samma sak.
Uppdatering aug -25: fick 349 kr/mån i 12 månader till. Nöjd.
"""),
        "2025-08-04",
    ),
    _f(
        "Abonnemang/streamingtjänster.txt",
        _t("""
Vad vi betalar för varje månad (kollat 2025-05-10)

Netflix Standard       139 kr
Spotify Family         209 kr   (jag, Ebba, Viktor)
SVT Play                 0 kr
Max                     89 kr   (säga upp efter sista avsnittet?)
Storytel               229 kr   (använder jag för lite!)
iCloud 200 GB           39 kr

Summa                  705 kr/mån

Beslut: säga upp Max i juni. Pausa Storytel under sommaren.
"""),
        "2025-05-10",
    ),
    _f(
        "Abonnemang/Faktura Telia juni.eml",
        _eml(
            "Telia <noreply@telia.se>",
            KARIN,
            "Din faktura från Telia är klar",
            "2025-06-09 05:02",
            """
Hej Karin!

Din faktura för juni 2025 är nu klar.

Belopp: 349,00 kr
Förfallodatum: 2025-06-30
Avser: Bredband 250/250, Mariagatan 14
Fakturanummer: 71 2209 4431

Du har autogiro – beloppet dras automatiskt på förfallodagen.
Se hela fakturan i appen Mitt Telia.

Vänliga hälsningar
Telia
""",
        ),
        "2025-06-09",
    ),
    # ------------------------------------------------------------------ Hushåll/Manualer och garantier
    _f(
        "Hushåll/Manualer och garantier/tvättmaskin Electrolux - felkoder.txt",
        _t("""
Electrolux EW6F5248G4 – felkoder (avskrivet ur manualen, den försvann i flytten)

E10  Vatten kommer inte in – kolla att kranen är öppen, rengör filtret i slangen
E20  Tömmer inte – rensa pumpfiltret nere till höger (lägg handduk under!)
E40  Luckan stängs inte ordentligt
EF0  Läckage – dra ur kontakten, ring service
EH0  Strömmatningen instabil

Rengöring av pumpfiltret: var tredje månad. Senast: 2025-08-17.
Service: Electrolux 0771-76 76 76
"""),
        "2025-08-17",
    ),
    _f(
        "Hushåll/Manualer och garantier/kvitto kyl frys 2022-06-18.txt",
        _t("""
ELGIGANTEN Backaplan
Kvitto 2022-06-18 14:32
Kassa 04   Kvitto nr 1188-2206-0442

Samsung RB34T602ESA kyl/frys     1 st   8 990,00
Bortforsling gammal produkt      1 st     199,00
Hemleverans                      1 st     399,00

Totalt                                  9 588,00
varav moms 25 %                         1 917,60
Betalt: Visa ****4471

Reklamationsrätt 3 år. Samsung: 10 års garanti på kompressorn.
SPARA KVITTOT
"""),
        "2022-06-18",
    ),
    _f(
        "Hushåll/Manualer och garantier/Garantier.csv",
        _csv(
            [
                ["Produkt", "Modell", "Köpt", "Butik", "Garanti t.o.m.", "Kommentar"],
                [
                    "Kyl/frys",
                    "Samsung RB34T602ESA",
                    "2022-06-18",
                    "Elgiganten Backaplan",
                    "2032-06-18",
                    "kompressor 10 år",
                ],
                [
                    "Tvättmaskin",
                    "Electrolux EW6F5248G4",
                    "2019-07-02",
                    "Elon",
                    "2022-07-02",
                    "utgången",
                ],
                [
                    "Robotdammsugare",
                    "Roborock Q7 Max",
                    "2024-11-29",
                    "Webhallen",
                    "2026-11-29",
                    "Black Friday",
                ],
                [
                    "Laptop",
                    "Lenovo IdeaPad 5",
                    "2023-08-15",
                    "Komplett",
                    "2025-08-15",
                    "Ebbas skoldator",
                ],
                [
                    "Hörlurar",
                    "Sony WH-1000XM4",
                    "2023-12-20",
                    "Clas Ohlson",
                    "2025-12-20",
                    "julklapp till mig själv",
                ],
                [
                    "Mikrovågsugn",
                    "Samsung MS23K3513",
                    "2021-02-11",
                    "Elgiganten",
                    "2024-02-11",
                    "utgången",
                ],
                [
                    "Elvisp",
                    "Bosch MFQ36440",
                    "2020-12-01",
                    "Clas Ohlson",
                    "2022-12-01",
                    "funkar fortfarande",
                ],
                [
                    "Mobil",
                    "iPhone 13",
                    "2022-09-30",
                    "Telia",
                    "2025-09-30",
                    "reklamationsrätt 3 år",
                ],
                ["TV", "LG 55UQ7500", "2023-03-18", "NetOnNet", "2026-03-18", "väggfäste ingick"],
            ]
        ),
        "2024-11-30",
    ),
    _f(
        "Hushåll/Manualer och garantier/robotdammsugare_quickstart.html",
        _t("""
<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Roborock Q7 Max – Quick Start Guide</title></head>
<body>
<h1>Roborock Q7 Max – Quick Start Guide</h1>
<h2>1. Before you start</h2>
<ul>
  <li>Remove cables, socks and small objects from the floor.</li>
  <li>Place the dock against a wall with 0.5 m free space on each side and 1.5 m in front.</li>
</ul>
<h2>2. Charging</h2>
<p>Press and hold the power button for 3 seconds. The robot returns to the dock and charges fully in about 4 hours.</p>
<h2>3. Connect to the app</h2>
<ol>
  <li>Install the Roborock app and create an account.</li>
  <li>Press and hold the spot and dock buttons until you hear "Resetting Wi-Fi".</li>
  <li>Follow the instructions in the app (2.4 GHz network only).</li>
</ol>
<h2>4. Maintenance</h2>
<table border="1">
  <tr><th>Part</th><th>Clean</th><th>Replace</th></tr>
  <tr><td>Main brush</td><td>Weekly</td><td>6–12 months</td></tr>
  <tr><td>Filter</td><td>Every 2 weeks</td><td>6–12 months</td></tr>
  <tr><td>Side brush</td><td>Monthly</td><td>3–6 months</td></tr>
</table>
</body>
</html>
"""),
        "2024-11-30",
    ),
    # ------------------------------------------------------------------ Stugan/Underhåll
    _f(
        "Stugan/Underhåll/att göra våren 2025.md",
        _t("""
# Stugan – vårfix 2025

- [x] Sätta på vattnet, kolla att ingen ledning frusit (alla ok!)
- [x] Rensa hängrännorna på norrsidan
- [ ] Olja altanen (träolja, 2 burkar)
- [ ] Byta den spruckna rutan i förrådet
- [x] Tömma musfällorna (4 st, usch)
- [ ] Klippa tillbaka syrenen mot grannen
- [ ] Ringa sotaren – kaminen ska sotas i år
- [ ] Ny gummilist till ytterdörren

Köpa på Byggmax i Henån: skruv, träolja, spackel, fönsterkitt.
"""),
        "2025-04-21",
    ),
    _f(
        "Stugan/Underhåll/Stängning inför vintern.txt",
        _t("""
STÄNGA STUGAN FÖR VINTERN (gör i denna ordning)

1. Stäng huvudkranen i pumphuset.
2. Öppna alla kranar och tappa ur ledningarna.
3. Stäng av och töm varmvattenberedaren (slang till golvbrunnen i duschen).
4. Spolarglykol i vattenlåsen och toaletten.
5. Dra ur kylen, ställ dörren på glänt.
6. Slå av alla säkringar UTOM nr 3 (elementet i badrummet står på 5 grader).
7. Ta in dynor och hängmattan.
8. Musfällor i köket och på vinden.
9. Lås luckan till krypgrunden.

Reservnyckel hos Gunnel (granne, nr 8), 070-455 21 38.
"""),
        "2024-10-20",
    ),
    _f(
        "Stugan/Underhåll/taket - offert Orust Tak & Plåt.eml",
        _eml(
            "Orust Tak & Plåt AB <info@orusttakplat.se>",
            KARIN,
            "Offert takomläggning Hälleviksstrand 3:14",
            "2025-09-02 15:20",
            """
Hej Karin,

Tack för att vi fick titta på taket förra veckan. Här kommer vår offert.

Arbete: rivning av befintligt betongpannetak, byte av råspont där det behövs,
ny underlagspapp, bärläkt, nya betongpannor (svarta), nya plåtdetaljer och hängrännor.
Byggställning och bortforsling ingår.

Pris: 148 000 kr inkl. moms
Efter ROT-avdrag: ca 121 000 kr

Start tidigast vecka 18, 2026. Offerten gäller i 30 dagar.

Med vänlig hälsning
Tommy Karlsson
Orust Tak & Plåt AB
""",
        ),
        "2025-09-02",
    ),
    _f(
        "Stugan/Underhåll/brunnen_vattenprov_2024.txt",
        _t("""
Vattenprov från brunnen, Hälleviksstrand 3:14
Provtagning: 2024-06-24   Analys: Eurofins

Parameter          Resultat       Bedömning
E. coli            <1 /100 ml     Tjänligt
Koliforma bakt.    2 /100 ml      Tjänligt
Järn               0,31 mg/l      Tjänligt med anmärkning
Mangan             0,04 mg/l      Tjänligt
Fluorid            0,9 mg/l       Tjänligt
Klorid             48 mg/l        Tjänligt
Radon              65 Bq/l        Tjänligt

Sammanfattning: tjänligt med anmärkning (järn). Kan ge missfärgning, ingen hälsorisk.
Nytt prov om 3 år → sommaren 2027.
"""),
        "2024-07-08",
    ),
    # ------------------------------------------------------------------ Stugan/Bokningar
    _f(
        "Stugan/Bokningar/Sommaren 2025.md",
        _t("""
# Vem är i stugan sommaren 2025

| Vecka | Vem |
|-------|-----|
| 25 (midsommar) | Vi tre + Maria med familj |
| 26 | Jonas och Petra |
| 27–29 | Jag, Ebba, Viktor |
| 30 | Maria, Anders och tjejerna |
| 31 | Ledig – kanske Ebbas kompisar en helg? |
| 32 | Jag + Mulle |

Den som åker sist städar, bäddar av och tar med soporna. Lakan tar man med själv.
Bidrag till el och vatten: 500 kr/vecka, swishas till mig.
"""),
        "2025-03-02",
    ),
    _f(
        "Stugan/Bokningar/Info till gäster.txt",
        _t("""
Välkommen till stugan i Hälleviksstrand!

Nyckel: hos Gunnel i nr 8, eller i nyckelskåpet (koden får ni av mig)
Wifi: finns inte, mobiltäckningen är bäst på altanen
Vatten: egen brunn, drickbart men lite järnsmak
Sopor: tunnorna vid vägen, hämtning tisdagar
Bad: bryggan nedför stigen, 200 m. Badstegen tas upp i september.
Bastu: vedeldad, ved i förrådet. Släck ordentligt!
Handla: lanthandeln i byn, ICA i Henån (15 min)

Innan ni åker:
- Diska och torka ur kylen
- Stäng fönstren och lås förrådet
- Skriv i gästboken :)
"""),
        "2025-05-30",
    ),
    _f(
        "Stugan/Bokningar/Jonas vecka 26.eml",
        _eml(
            "Jonas Ek <jonas.ek@telia.com>",
            KARIN,
            "Stugan vecka 26?",
            "2025-02-18 20:05",
            """
Hej Karin!

Petra och jag undrar om stugan är ledig veckan efter midsommar i år, alltså v. 26?
Vi skulle gärna komma lördag till lördag. Vi betalar som vanligt och lovar att
inte glömma att släcka i bastun den här gången.

Hör av dig!
Jonas
""",
        ),
        "2025-02-18",
    ),
    # ------------------------------------------------------------------ Bilen/Volvo 240/Reservdelar
    _f(
        "Bilen/Volvo 240/Reservdelar/Skruvat order 2025-04-03.txt",
        _t("""
Skruvat.se – Orderbekräftelse
Ordernummer: 10448213
Datum: 2025-04-03
Fordon: VOLVO 240 2.3 (1988) B230F

Art.nr     Beskrivning                            Antal   Pris
2204411    Bromsskiva fram, ventilerad (par)      1       549 kr
2207730    Bromsbelägg fram                       1       289 kr
2209912    Bromsslang fram                        2       178 kr
4410021    Bromsvätska DOT4 1 l                   1        89 kr

Frakt (ombud): 49 kr
Totalt: 1 154 kr inkl. moms
Leverans till: ICA Nära Masthugget
"""),
        "2025-04-03",
    ),
    _f(
        "Bilen/Volvo 240/Reservdelar/delar_beställda.csv",
        _csv(
            [
                ["Datum", "Del", "Art.nr", "Butik", "Pris kr", "Monterad"],
                [
                    "2024-03-11",
                    "Termostat 87 grader + packning",
                    "1336615",
                    "Mekonomen Frölunda",
                    239,
                    "2024-03-16",
                ],
                ["2024-05-02", "Kylarslang övre", "3530183", "Skruvat", 189, "2024-05-04"],
                [
                    "2024-08-20",
                    "Lagningsplåt hjulhus bak höger",
                    "RP-240-HH",
                    "Bilplåt Sverige",
                    695,
                    "pågår",
                ],
                [
                    "2024-10-05",
                    "Dörrlist fram vänster",
                    "1367580",
                    "Blocket (privat)",
                    350,
                    "2024-10-12",
                ],
                [
                    "2025-04-03",
                    "Bromsskivor + belägg fram",
                    "2204411/2207730",
                    "Skruvat",
                    838,
                    "2025-04-12",
                ],
                [
                    "2025-06-14",
                    "Baklampa höger (begagnad)",
                    "-",
                    "Kungälvs Bildemontering",
                    300,
                    "2025-06-15",
                ],
                [
                    "2025-07-02",
                    "Fönsterhissmotor bak vänster",
                    "1374123",
                    "Blocket (privat)",
                    250,
                    "nej",
                ],
                ["2025-08-27", "Handbromsbackar (sats)", "3540902", "Skruvat", 335, "nej"],
                ["2025-08-27", "Handbromsvajer", "1359421", "Skruvat", 49, "nej"],
            ]
        ),
        "2025-06-15",
    ),
    _f(
        "Bilen/Volvo 240/Reservdelar/termostat kvitto.txt",
        _t("""
MEKONOMEN FRÖLUNDA
Kvitto 2024-03-11  16:05

1336615 Termostat 87°C Volvo 200/700    189,00
1336616 Packning termostathus            50,00
-----------------------------------------------
Summa                                   239,00
Varav moms                               47,80
Kort: Mastercard ****1102

Öppet köp 30 dagar mot kvitto.
"""),
        "2024-03-11",
    ),
    _f(
        "Bilen/Volvo 240/Reservdelar/Bilskroten Kungälv.eml",
        _eml(
            "Kungälvs Bildemontering <butik@kungalvsbildemo.se>",
            KARIN,
            "Re: Baklampa Volvo 240 sedan",
            "2025-06-11 10:37",
            """
Hej Karin,

Vi har en hel höger baklampa till 240 sedan -86–93. Inga sprickor, lite blekt
av solen men tät. 300 kr. Vi håller den till lördag, hämtas i butiken.

Vi har även en bra bakre stötfångare om du är intresserad, 450 kr.

Mvh
Roger
Kungälvs Bildemontering
""",
        ),
        "2025-06-11",
    ),
    # ------------------------------------------------------------------ Bilen/Volvo 240/Arbetslogg
    _f(
        "Bilen/Volvo 240/Arbetslogg/logg 2024.md",
        _t("""
# Volvo 240 GL -88 (DKR 488) – logg 2024

**16 mars** – Bytte termostat och packning. Kylvätskan var brun, spolade hela systemet. 2 h.

**4 maj** – Ny övre kylarslang, den gamla var porös. Tempen ligger stabilt mitt på mätaren nu.

**25 maj** – Första turen till stugan i år. 18 mil utan problem! Drar ca 0,9 l/mil.

**20 aug** – Började med rosten i bakre hjulhuset, höger. Större än jag trodde, se egen anteckning.

**12 okt** – Ny dörrlist vänster fram. Det viner inte längre på motorvägen.

**2 nov** – Vinterförvaring: full tank, tvättad, batteriladdare inkopplad, presenning.
Mätarställning 318 442 km.
"""),
        "2024-11-02",
    ),
    _f(
        "Bilen/Volvo 240/Arbetslogg/bromsar april -25.txt",
        _t("""
Bromsarna fram, 12 april 2025

Bytte skivor och belägg fram + båda bromsslangarna (de gamla hade sprickor).
Luftade hela systemet med Viktor som pumpade – han tyckte det var kul i en halvtimme.
Bromsvätska: gick åt nästan en hel liter.
Okfästena satt hårt, fick ta förlängare + värme.
Åtdragningsmoment okfäste: 100 Nm.
Provkörde runt Slottsskogen: drar inte snett längre.
Gamla skivorna lämnade på återvinningen (metall).
Tid: ca 4 h.
"""),
        "2025-04-12",
    ),
    _f(
        "Bilen/Volvo 240/Arbetslogg/rost bakre hjulhus.md",
        _t("""
# Rost – bakre hjulhus höger

Upptäckt aug 2024 vid hjulbyte. Ytrosten var bara toppen av isberget.

- Slipat fram till friskt stål: hål ca 6 x 10 cm i innerskärmen
- Lagningsplåten måste formas om en del
- Lånar Peters MIG-svets, han hjälper till med första punkterna
- Efter svets: rostskyddsgrund, karosskitt, underredsmassa, hålrumsvax

Status sept 2025: svetsat och grundat. Kvar: underredsmassa och lack på skärmkanten.
"""),
        "2025-09-14",
    ),
    _f(
        "Bilen/Volvo 240/Arbetslogg/oljebyte.txt",
        _t("""
Oljebyten B230F
Olja: 10W-40 halvsyntet, 4,0 l med filter
Filter: Mann W 920/21

Datum        Mätarställning   Kommentar
2023-05-20   309 880          + luftfilter
2024-03-16   314 102
2024-09-07   317 655          + tändstift
2025-04-12   319 010
Nästa: vid 322 000 eller våren 2026
"""),
        "2025-04-12",
    ),
    # ------------------------------------------------------------------ Bilen/Besiktning och försäkring
    _f(
        "Bilen/Besiktning och försäkring/Besiktningsprotokoll 2025-01-22.txt",
        _t("""
OPUS BILPROVNING – Besiktningsprotokoll
Station:        Göteborg Högsbo
Datum:          2025-01-22
Reg.nr:         DKR 488
Fabrikat:       VOLVO 240
Årsmodell:      1988
Mätarställning: 318 460 km
Besiktningstyp: Kontrollbesiktning

Resultat: GODKÄND MED ANMÄRKNING

Anmärkningar
  5.1.1  Parkeringsbroms, ojämn verkan             bör åtgärdas
  6.1.6  Avgassystem, läckage bakre ljuddämpare    bör åtgärdas
  7.2.1  Fönsterhiss bak vänster, fungerar ej      notering

Nästa kontrollbesiktning: senast 2026-01-31
Avgift: 595 kr (betald med kort)
"""),
        "2025-01-22",
    ),
    _f(
        "Bilen/Besiktning och försäkring/Folksam bilförsäkring.txt",
        _t("""
Folksam – Bilförsäkring
Försäkrat fordon: DKR 488, Volvo 240 GL 1988
Försäkringsnummer: BF 7741 0092
Period: 2025-03-01 – 2026-02-28

Omfattning: Halvförsäkring
  Trafik, brand, stöld, glas, räddning, rättsskydd
Körsträcka: högst 1 000 mil/år
Självrisk glas: 1 000 kr, stöld: 3 000 kr
Premie: 2 460 kr/år (205 kr/mån)

Obs! Uppge ny mätarställning vid förnyelsen.
Vagnskada inte värt det för en 37 år gammal bil, enligt Peter. Håller med.
"""),
        "2025-02-20",
    ),
    _f(
        "Bilen/Besiktning och försäkring/fordonsskatt 2025.eml",
        _eml(
            "Transportstyrelsen <noreply@transportstyrelsen.se>",
            KARIN,
            "Påminnelse om fordonsskatt – DKR 488",
            "2025-05-02 07:00",
            """
Hej,

Fordonsskatten för ditt fordon DKR 488 ska vara betald senast 2025-05-31.

Belopp: 1 452 kr
Bankgiro: 5051-6920
OCR-nummer: 20250488117

Om skatten inte betalas i tid får fordonet inte användas.

Med vänliga hälsningar
Transportstyrelsen
""",
        ),
        "2025-05-02",
    ),
    # ------------------------------------------------------------------ Hälsa/Ebba
    _f(
        "Hälsa/Ebba/astmaplan.md",
        _t("""
# Ebbas astmaplan
Från astmasköterskan på Vårdcentralen Masthugget, feb 2024

## Grön zon – mår bra
- Flutiform 50/5, 1 inhalation morgon och kväll
- Före handbollsträning: 1 dos Airomir

## Gul zon – hostar på natten, pip i bröstet
- Airomir 2 doser vid behov, högst var 4:e timme
- Ring vårdcentralen om det inte blir bättre inom 2 dygn

## Röd zon – svårt att prata, blå läppar
- Airomir 4–6 doser, ring 112

Återbesök en gång om året. Nästa: februari 2026.
"""),
        "2024-02-20",
    ),
    _f(
        "Hälsa/Ebba/tandreglering start 2024.txt",
        _t("""
Ebba – tandreglering
Folktandvården Specialisttandvård, Ortodonti Mölndal
Behandlare: Sofie Åhman

Fast tandställning uppe och nere, satt in 2024-03-07
Beräknad behandlingstid: 18–24 månader
Kontroller var 6–8:e vecka
Kostnadsfritt (under 24 år)

Att tänka på:
- Inga hårda godisar, inte bita i hela äpplen – skär i bitar
- Vaxet finns i badrumsskåpet
- Om en bracket lossnar: ring mottagningen samma dag
"""),
        "2024-03-07",
    ),
    _f(
        "Hälsa/Ebba/vaccinationer.txt",
        _t("""
Ebba Lindqvist f. 2009-05-11 – vaccinationer (från BVC-kortet och elevhälsan)

3, 5, 12 mån     DTP-polio-Hib-hepatit B    ok
3, 5, 12 mån     Pneumokocker               ok
18 mån           MPR dos 1                  ok
5 år             DTP-polio                  ok
Åk 2             MPR dos 2                  ok
Åk 5             HPV dos 1 + 2              ok
Åk 8             dTp                        ok

Inför resor: inget särskilt behövs för Portugal.
"""),
        "2025-09-01",
    ),
    # ------------------------------------------------------------------ Hälsa/Viktor
    _f(
        "Hälsa/Viktor/pollenallergi.md",
        _t("""
# Viktor – pollenallergi

Pricktest 2022-04-12, barnallergimottagningen på Östra
- Björk: +++
- Gräs (timotej): ++
- Gråbo: –
- Katt: – (tur med tanke på Mulle!)

Medicin under säsongen (april–juni):
- Desloratadin 5 mg, 1 tablett dagligen
- Nässpray mometason, 1 puff i varje näsborre på morgonen
- Ögondroppar vid behov

Pollenprognos i appen. Undvik att vädra på morgonen under björkveckorna.
"""),
        "2025-04-02",
    ),
    _f(
        "Hälsa/Viktor/handleden 2023.txt",
        _t("""
Viktor bröt vänster handled 2023-01-28 – halkade på isen i Slottsskogen.
Drottning Silvias barnsjukhus, akuten, väntade 4 timmar.
Röntgen: fraktur distala radius, inte felställd.
Gips i 4 veckor. Gipset togs bort 2023-02-27.
Efterkontroll 2023-03-20: läkt, full rörlighet.
Fick inte spela fotboll på 6 veckor (han var inte glad).

Att komma ihåg: kvitto på taxin hem från akuten (189 kr) – ersätts inte.
Om han får ont igen i samma handled: kontakta ortopeden på Silvia direkt,
inte vårdcentralen (sa läkaren vid efterkontrollen).
"""),
        "2023-03-20",
    ),
    _f(
        "Hälsa/Viktor/1177 journal utdrag.html",
        _t("""
<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><title>Journalen – Viktor Lindqvist</title></head>
<body>
<h1>Journalen</h1>
<p>Patient: Viktor Lindqvist, 20110827-****<br>Utskrivet: 2025-05-03</p>
<table border="1">
  <tr><th>Datum</th><th>Vårdenhet</th><th>Typ</th><th>Anteckning</th></tr>
  <tr><td>2025-04-28</td><td>Vårdcentralen Masthugget</td><td>Besök</td><td>Förnyat recept desloratadin. Allergisymtom måttliga.</td></tr>
  <tr><td>2024-10-15</td><td>Vårdcentralen Masthugget</td><td>Telefon</td><td>Feber 3 dygn, råd om vätska och vila.</td></tr>
  <tr><td>2023-03-20</td><td>Drottning Silvias barnsjukhus</td><td>Återbesök</td><td>Radiusfraktur läkt.</td></tr>
  <tr><td>2023-01-28</td><td>Drottning Silvias barnsjukhus</td><td>Akutbesök</td><td>Fraktur distala radius vä, gipsbehandling.</td></tr>
</table>
</body>
</html>
"""),
        "2025-05-03",
    ),
    # ------------------------------------------------------------------ Hälsa/Karin
    _f(
        "Hälsa/Karin/blodtryck.csv",
        _csv(
            [
                ["Datum", "Tid", "Övre", "Undre", "Puls", "Kommentar"],
                ["2025-02-03", "07:15", 138, 88, 72, ""],
                ["2025-02-04", "07:10", 135, 86, 70, ""],
                ["2025-02-05", "21:30", 142, 90, 78, "efter föräldramöte"],
                ["2025-02-06", "07:20", 131, 84, 68, ""],
                ["2025-02-08", "08:45", 128, 82, 66, "lördag"],
                ["2025-02-10", "07:15", 134, 85, 71, ""],
                ["2025-02-12", "07:05", 130, 83, 69, ""],
                ["2025-02-14", "07:10", 127, 81, 67, ""],
                ["2025-02-17", "07:15", 133, 84, 70, "stressig vecka"],
                ["2025-02-19", "07:00", 129, 82, 68, ""],
            ]
        ),
        "2025-02-12",
    ),
    _f(
        "Hälsa/Karin/Fysioterapi rygg.md",
        _t("""
# Övningar för ländryggen
Från fysioterapeuten Jenny, Rehab Linné, mars 2025. Gör varje dag i 6 veckor.

1. **Bäckenlyft** – ligg på rygg, fötterna i golvet. Lyft höften, håll 5 s. 3 x 10.
2. **Fågelhunden** – på alla fyra, sträck motsatt arm och ben. 3 x 8 per sida.
3. **Katten–kon** – långsamt, 10 gånger.
4. **Sidoplanka på knäna** – 3 x 20 s per sida.
5. **Höftböjarstretch** – knästående, 30 s per sida.

Inte: sitta mer än 40 min i sträck utan att resa sig (svårt på jobbet...).
Återbesök 15 april.
"""),
        "2025-03-11",
    ),
    _f(
        "Hälsa/Karin/receptförnyelse.eml",
        _eml(
            "1177 <noreply@1177.se>",
            KARIN,
            "Du har ett nytt meddelande från Vårdcentralen Masthugget",
            "2025-06-17 13:22",
            """
Hej Karin,

Ditt recept på Levaxin 100 mikrogram är förnyat och gäller i ett år.
Läkaren vill att du tar ett nytt prov (TSH och T4) i december innan nästa förnyelse.
Boka provtagning via 1177 eller ring oss.

Vänliga hälsningar
Vårdcentralen Masthugget
""",
        ),
        "2025-06-17",
    ),
    # ------------------------------------------------------------------ Skola/Ebba
    _f(
        "Skola/Ebba/Utvecklingssamtal HT24.md",
        _t("""
# Utvecklingssamtal Ebba – HT24
2024-11-14, mentor Johan Pettersson, Götaälvsgymnasiet NA24b

## Så går det
- Matematik 1c: bra, lite stressad inför proven
- Biologi 1: mycket bra, engagerad i labbarna
- Engelska 5: stark, kan satsa på A
- Svenska 1: jämnt, behöver lämna in i tid
- Idrott: ok, astman ställer till det ibland vid löpning

## Frånvaro
3 % – mest sjukdom i oktober.

## Mål till våren
- Planera inlämningar i kalendern
- Gå på mattestugan på torsdagar

Ebba själv: trivs i klassen, tycker det är mycket läxor.
"""),
        "2024-11-14",
    ),
    _f(
        "Skola/Ebba/Välkommen till NA24.eml",
        _eml(
            "Götaälvsgymnasiet <expedition.gotaalvsgymnasiet@educ.goteborg.se>",
            "Vårdnadshavare NA24b",
            "Välkommen till Naturvetenskapsprogrammet, NA24b!",
            "2024-08-09 09:00",
            """
Hej och varmt välkommen till Götaälvsgymnasiet!

Skolstart för åk 1 är måndag 19 augusti kl 09.00 i aulan. Efter samlingen går
klasserna med sina mentorer. Dagen slutar ca kl 13.

Att ta med: penna, anteckningsblock och mobil med BankID-inloggning för
att aktivera skolkontot (eller lånedator hämtas i biblioteket).

Busskort för Västtrafik laddas automatiskt för elever som bor mer än 6 km från skolan.

Föräldramöte för åk 1 hålls torsdag 5 september kl 18.00.

Välkomna!
Johan Pettersson, mentor NA24b
""",
        ),
        "2024-08-09",
    ),
    _f(
        "Skola/Ebba/betyg åk 9.txt",
        _t("""
Slutbetyg åk 9 – Ebba Lindqvist (Mariaskolan, juni 2024)

Svenska           A
Engelska          A
Matematik         B
Biologi           A
Fysik             C
Kemi              B
Geografi          B
Historia          A
Religion          B
Samhällskunskap   B
Bild              C
Musik             B
Slöjd             C
Hem- och konsumentkunskap  A
Idrott och hälsa  C
Moderna språk (spanska)    B

Meritvärde: 302,5
Antagen till NA, Götaälvsgymnasiet (förstahandsval).
"""),
        "2024-06-14",
    ),
    # ------------------------------------------------------------------ Skola/Viktor
    _f(
        "Skola/Viktor/Veckobrev 8B v.38.eml",
        _eml(
            "Lisa Holm <lisa.holm@educ.goteborg.se>",
            "Vårdnadshavare 8B",
            "Veckobrev 8B vecka 38",
            "2025-09-12 15:48",
            """
Hej alla vårdnadshavare!

Veckan som gått: vi har startat arbetsområdet "Andra världskriget" i historia och
haft första laborationen i kemi (syror och baser).

Kommande vecka:
- Måndag: matteprov kapitel 1 (algebra)
- Onsdag: friluftsdag i Delsjöområdet. Matsäck, kläder efter väder!
- Fredag: engelska glosor, unit 2

Påminnelse: fotograferingen är flyttad till 30 september.

Trevlig helg!
Lisa Holm, mentor 8B
""",
        ),
        "2025-09-12",
    ),
    _f(
        "Skola/Viktor/utvecklingssamtal vt25.txt",
        _t("""
Utvecklingssamtal Viktor, åk 7 – 2025-03-19
Mentor: Lisa Holm

Ämnen där det går bra: idrott, teknik, matematik, engelska
Behöver stöd: svenska (skriva längre texter), franska (glosorna!)
Socialt: trivs, många kompisar, ibland stökig på lektionerna efter lunch.

Överenskommet:
- Viktor läser 20 min varje kväll (egen bok)
- Läxhjälp i franska onsdagar efter skolan
- Uppföljning i maj

Viktor själv: vill bli bättre på att skriva, tycker franska är tråkigt.
"""),
        "2025-03-19",
    ),
    _f(
        "Skola/Viktor/schema 8B.html",
        _t("""
<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><title>Schema 8B HT25 – Mariaskolan</title></head>
<body>
<h1>Schema 8B, höstterminen 2025</h1>
<table border="1">
  <tr><th></th><th>Måndag</th><th>Tisdag</th><th>Onsdag</th><th>Torsdag</th><th>Fredag</th></tr>
  <tr><td>08.15</td><td>Matematik</td><td>Svenska</td><td>Engelska</td><td>NO</td><td>Matematik</td></tr>
  <tr><td>09.30</td><td>Svenska</td><td>Idrott</td><td>SO</td><td>Franska</td><td>Bild</td></tr>
  <tr><td>10.45</td><td>Franska</td><td>Idrott</td><td>Matematik</td><td>Musik</td><td>SO</td></tr>
  <tr><td>11.40</td><td colspan="5">Lunch</td></tr>
  <tr><td>12.30</td><td>NO</td><td>Teknik</td><td>Hemkunskap</td><td>Svenska</td><td>Engelska</td></tr>
  <tr><td>13.45</td><td>SO</td><td>Mentorstid</td><td>Hemkunskap</td><td>Slöjd</td><td>–</td></tr>
</table>
<p>Idrott: ta med ombyte. Slöjd: trä/metall i udda veckor, textil i jämna.</p>
</body>
</html>
"""),
        "2025-08-20",
    ),
    # ------------------------------------------------------------------ Jobbet/Lektionsplanering
    _f(
        "Jobbet/Lektionsplanering/Sv1 novellanalys.md",
        _t("""
# Svenska 1 – novellanalys (EK25a), v. 38–41

## Mål
Eleverna ska kunna analysera berättarperspektiv, miljö, personer och tema i en novell
och skriva en analyserande text.

## Noveller
- Hjalmar Söderberg, "Pälsen"
- Selma Lagerlöf, "Bortbytingen"
- ev. en nutida: utdrag ur en novellsamling från biblioteket (fråga Anna på biblan)

## Upplägg
1. Genomgång: berättarteknik, gestaltning, tema (PPT i Classroom)
2. Läsa "Pälsen" tillsammans, analys i grupp
3. Läsa "Bortbytingen" själva + skrivmall
4. Skrivpass i datorsal
5. Inlämning v. 41: analys 600–900 ord

Bedömning: matris "Analyserande text", kunskapskrav E–A.
"""),
        "2025-09-10",
    ),
    _f(
        "Jobbet/Lektionsplanering/Historia 1b - industrialiseringen.md",
        _t("""
# Historia 1b – Industrialiseringen (NA24b + TE24a)

Vecka 36–39, 6 lektioner à 80 min

| Lektion | Innehåll | Material |
|---------|----------|----------|
| 1 | Varför England först? Jordbruksrevolutionen | Läroboken kap. 7 |
| 2 | Fabrikerna, barnarbete, urbanisering | Källor: Sadler-rapporten 1832 |
| 3 | Sverige: sågverk, järnväg, emigration | Filmklipp UR |
| 4 | Arbetarrörelsen och folkrörelserna | Gruppuppgift |
| 5 | Källanalys i par | Källhäfte |
| 6 | Skriftligt prov | – |

Att fixa: kopiera källhäftet (60 ex), boka datorsal till lektion 4.
"""),
        "2025-08-25",
    ),
    _f(
        "Jobbet/Lektionsplanering/planering HT25.csv",
        _csv(
            [
                ["Vecka", "Kurs", "Grupp", "Område", "Examination"],
                [34, "Svenska 1", "EK25a", "Introduktion, läsvanor", ""],
                [35, "Svenska 1", "EK25a", "Språkhistoria", ""],
                [36, "Historia 1b", "NA24b", "Industrialiseringen", ""],
                [38, "Svenska 1", "EK25a", "Novellanalys", ""],
                [39, "Historia 1b", "NA24b", "Industrialiseringen", "prov"],
                [41, "Svenska 1", "EK25a", "Novellanalys", "inlämning"],
                [42, "Historia 1b", "NA24b", "Första världskriget", ""],
                [45, "Svenska 2", "TE23a", "Muntlig framställning", ""],
                [48, "Historia 1b", "NA24b", "Mellankrigstiden", "seminarium"],
                [50, "Svenska 1", "EK25a", "Poesi", ""],
            ]
        ),
        "2025-08-14",
    ),
    _f(
        "Jobbet/Lektionsplanering/Dokument1.txt",
        _t("""
Källkritik – lektion för åk 1, 80 min (funkar för både Sv1 och Hi1b)

Start (10 min): visa tre "nyheter" på tavlan, en är påhittad. Vilken? Varför?
Genomgång (15 min): äkthet, tid, beroende, tendens. Exempel från 1600-talet och TikTok.
Övning (35 min): par får ett kuvert med en källa. Fyll i mallen för de fyra kriterierna.
Redovisning (15 min): varje par presenterar på 1 min.
Exit ticket (5 min): "Vilket kriterium är svårast och varför?"

Material: kuvert med källor (ligger i skåpet i arbetsrummet), mallen i Classroom.
Extra: om tid finns, låt dem göra en omvänd bildsökning på en viral bild.
"""),
        "2025-09-30",
    ),
    # ------------------------------------------------------------------ Jobbet/Lön och anställning
    _f(
        "Jobbet/Lön och anställning/lönespec 2025-08.txt",
        _t("""
GÖTEBORGS STAD – LÖNESPECIFIKATION
Utbetalningsdag: 2025-08-25
Namn: Karin Lindqvist        Anst.nr: 118 442
Befattning: Gymnasielärare

Månadslön                        41 300,00
Avdrag sjuklön (1 dag)             -620,00
Sjuklön 80 %                        496,00
-------------------------------------------
Bruttolön                        41 176,00
Preliminärskatt (tabell 33)     -10 460,00
-------------------------------------------
Nettolön                         30 716,00

Utbetalas till konto: Swedbank 8327-9, 914 222 118-4
"""),
        "2025-08-25",
    ),
    _f(
        "Jobbet/Lön och anställning/Anställningsbevis 2016.txt",
        _t("""
ANSTÄLLNINGSBEVIS

Arbetsgivare: Göteborgs Stad, Utbildningsförvaltningen
Arbetsplats: Götaälvsgymnasiet
Arbetstagare: Karin Lindqvist

Anställningsform: Tillsvidareanställning från 2016-08-15
Befattning: Gymnasielärare i svenska och historia
Sysselsättningsgrad: 100 %
Arbetstidsform: Ferietjänst (avtal HÖK)
Månadslön: 31 200 kr

Kollektivavtal: AB samt HÖK med Sveriges Lärare
Uppsägningstid enligt AB.

Göteborg 2016-06-20
Rektor Anders Sjöberg
"""),
        "2016-06-20",
    ),
    _f(
        "Jobbet/Lön och anställning/löneöversyn 2025.eml",
        _eml(
            "Mikael Strand <mikael.strand@educ.goteborg.se>",
            "karin.lindqvist@educ.goteborg.se",
            "Resultat löneöversyn 2025",
            "2025-09-19 11:05",
            """
Hej Karin,

Löneöversynen 2025 är nu klar. Din nya månadslön blir 42 150 kr (tidigare 41 300 kr),
retroaktivt från 1 april 2025. Det retroaktiva beloppet betalas ut på oktoberlönen.

Tack för ett fint år, inte minst arbetet med ämneslaget och de nya nationella proven.

Hälsningar
Mikael Strand
Rektor, Götaälvsgymnasiet
""",
        ),
        "2025-09-19",
    ),
    # ------------------------------------------------------------------ Jobbet/Arbetsplatsträffar
    _f(
        "Jobbet/Arbetsplatsträffar/APT 2025-08-13.md",
        _t("""
# APT 13 augusti 2025 – humanistiska arbetslaget

Närvarande: Mikael (rektor), Leila, Johan, Sanna, Patrik, Karin m.fl. (12 st)

1. **Läsårsstart** – schemat klart, två grupper har fortfarande fel sal.
2. **Arbetsmiljö** – ny rutin för att anmäla tillbud i systemet.
3. **Mobilförbud på lektioner** – gemensamt förhållningssätt, mobilfickor i alla salar.
4. **Kompetensutveckling** – studiedag i november om AI och bedömning.
5. **Övrigt** – kaffemaskinen i personalrummet är trasig (igen).

Nästa APT: 16 september.
"""),
        "2025-08-13",
    ),
    _f(
        "Jobbet/Arbetsplatsträffar/apt_20250916.txt",
        _t("""
APT 16/9 – anteckningar (Karin)

- Elevhälsan: ny kurator, Amira, börjar 1 oktober
- Frånvarorutinen: mentor ringer hem efter 3 dagars ogiltig frånvaro
- Skyddsrond 2/10 – meddela brister till Patrik innan dess
  -> ventilationen i sal 214, trasig persienn i 208
- Budget: inga nya läromedel i höst, vänta till januari
- Personalenkäten ska besvaras senast 30/9

Nästa: 7 oktober
"""),
        "2025-09-16",
    ),
    _f(
        "Jobbet/Arbetsplatsträffar/Protokoll APT maj.txt",
        _t("""
PROTOKOLL – Arbetsplatsträff, humanistiska arbetslaget
Datum: 2025-05-13
Ordförande: Mikael Strand   Sekreterare: Sanna Berg

§1 Föregående protokoll – godkändes
§2 Nationella prov – rättning sambedöms i par, klart senast 30 maj
§3 Betygssättning – deadline i systemet 11 juni kl 16
§4 Arbetsmiljö – värmen i B-huset, fläktar beställda
§5 Tjänstefördelning HT25 – lämnas ut vecka 22
§6 Övrigt – avslutningslunch 13 juni

Vid protokollet: Sanna Berg
"""),
        "2025-05-13",
    ),
    # ------------------------------------------------------------------ Kören/Repetitioner
    _f(
        "Kören/Repetitioner/Schema VT25.txt",
        _t("""
MASTHUGGETS KAMMARKÖR – REPETITIONSSCHEMA VÅREN 2025
Tisdagar 19.00–21.30, församlingssalen, Masthuggskyrkan

14 jan   Terminsstart, genomsjungning vårens repertoar
21 jan   Ordinarie
28 jan   Ordinarie
4 feb    Stämrepetition: damer 18.30, herrar 19.30
11 feb   Ordinarie
18 feb   Sportlov – ingen repetition
25 feb   Ordinarie
8 mars   LÖRDAG 10–16: körhelg (se separat info)
...      Ordinarie varje tisdag fram till konserten
13 maj   Generalrepetition i Annedalskyrkan 18.00
17 maj   Vårkonsert

Frånvaro meddelas till Anna-Lena senast dagen innan.
"""),
        "2025-01-08",
    ),
    _f(
        "Kören/Repetitioner/stämrepetition alt.eml",
        _eml(
            "Anna-Lena Berg <annalena.berg@masthuggetskor.se>",
            "Altar <alt@masthuggetskor.se>",
            "Extra stämrepa för altarna torsdag",
            "2025-04-22 22:10",
            """
Hej altar!

Inför konserten behöver vi putsa på Gjeilo-stycket, särskilt takt 34–52 där vi delar oss.
Extra stämrepetition torsdag 24/4 kl 18.30–20.00 i lilla salen.

Ta med noter och penna. Jag spelar in stämfilerna igen efteråt och lägger dem i
den delade mappen.

Säg till om ni inte kan!
/Anna-Lena
""",
        ),
        "2025-04-22",
    ),
    _f(
        "Kören/Repetitioner/körhelg Nääs 2025.md",
        _t("""
# Körhelg på Nääs 8–9 mars 2025

Lördag
- 10.00 samling, kaffe
- 10.30–12.30 röstuppvärmning + Gjeilo
- 12.30 lunch
- 13.30–16.00 stämvis, sedan tutti
- 19.00 middag och fest (tema: 70-tal!)

Söndag
- 09.30–12.00 genomdrag av hela vårprogrammet
- 12.00 lunch, hemresa

Kostnad: 950 kr inkl. mat och logi, swishas till kassören.
Samåkning: jag kör Volvon, plats för 3. Frågat Birgitta och Per.
"""),
        "2025-02-25",
    ),
    # ------------------------------------------------------------------ Kören/Noter och texter
    _f(
        "Kören/Noter och texter/Stämmor och noter.md",
        _t("""
# Noter – vad jag har och var

| Stycke | Tonsättare | Stämma | Var |
|--------|------------|--------|-----|
| Northern Lights | Ola Gjeilo | Alt 1 | pärmen + PDF i körens Drive |
| Den blomstertid nu kommer | arr. Gunnar Eriksson | Alt | pärmen |
| Ave verum corpus | Mozart | Alt | pärmen (lånad, ska lämnas tillbaka!) |
| Even When He Is Silent | Kim André Arnesen | Alt 2 | PDF |
| Uti vår hage | arr. Hugo Alfvén | Alt | pärmen |

Övningsfiler: Anna-Lena lägger stämfiler (mp3) i mappen "Övning VT25".
Mina anteckningar skrivs med blyerts, inte i lånade noter.
"""),
        "2025-01-20",
    ),
    _f(
        "Kören/Noter och texter/Den blomstertid nu kommer.txt",
        _t("""
Den blomstertid nu kommer
(Israel Kolmodin 1694, bearbetad av Johan Olof Wallin 1819)

1. Den blomstertid nu kommer
med lust och fägring stor.
Du nalkas, ljuva sommar,
då gräs och gröda gror.
Med blid och livlig värma
till allt, som varit dött,
sig solens strålar närma,
och allt blir återfött.

2. De fagra blomsterängar
och åkerns ädla säd,
de rika örtesängar
och lundens gröna träd,
de skola oss påminna
Guds godhets rikedom,
att vi den nåd besinna,
som räcker året om.

Anteckning: vers 1 unison, vers 2 fyrstämmigt, alten tar övre stämman i takt 5–6.
"""),
        "2025-05-06",
    ),
    _f(
        "Kören/Noter och texter/Northern Lights - Gjeilo notes.md",
        _t("""
# Northern Lights (Ola Gjeilo) – my notes

Text: Song of Songs 6:4–5 (Latin), "Pulchra es, amica mea..."

- Tempo: very slow, ♩ = 50. Don't rush the long notes.
- Alto 1 splits in bar 34 – I take the upper line.
- Bar 41: "terribilis ut castrorum acies" – crescendo to ff, then sudden p.
- Breathe after "Jerusalem", never before.
- Vowels: pure Latin "e" in "pulchra es", not Swedish "ä".
- Ending: hold the last chord until Anna-Lena closes, then 3 seconds of silence.

Pronunciation: "suavis" = swah-vees, "avolare" = ah-vo-lah-reh.
"""),
        "2025-03-04",
    ),
    # ------------------------------------------------------------------ Kören/Konserter
    _f(
        "Kören/Konserter/Vårkonsert 2025 program.md",
        _t("""
# Vårkonsert – Masthuggets kammarkör
Lördag 17 maj 2025 kl 16.00, Annedalskyrkan
Dirigent: Anna-Lena Berg

## Program
1. Uti vår hage – arr. Hugo Alfvén
2. Ave verum corpus – W. A. Mozart
3. Northern Lights – Ola Gjeilo
4. Even When He Is Silent – Kim André Arnesen
5. Vem kan segla förutan vind – trad., arr. Anders Öhrwall
   – paus –
6. Sommarpsalm – Waldemar Åhlén
7. Den blomstertid nu kommer – arr. Gunnar Eriksson

Samling 14.30. Klädsel: svart, blå sjal för damerna.
Entré 150 kr, barn gratis. Kollekt till Stadsmissionen.
"""),
        "2025-04-28",
    ),
    _f(
        "Kören/Konserter/konsert Annedalskyrkan.eml",
        _eml(
            "Per Sandberg <per.sandberg@masthuggetskor.se>",
            "Kören <alla@masthuggetskor.se>",
            "Praktisk info inför lördagens konsert",
            "2025-05-14 20:30",
            """
Hej alla!

Några praktiska saker inför lördag:

- Samling 14.30 vid sidoingången (Övre Husargatan). Huvudentrén öppnar 15.30.
- Väskor och jackor i sakristian.
- Uppställning enligt listan från generalrepetitionen.
- Vi behöver två personer som står i entrén och säljer biljetter i pausen – anmäl till mig.
- Efteråt: enkel buffé i församlingshemmet, 100 kr, swisha senast torsdag.

Lycka till allihop!
Per (ordförande)
""",
        ),
        "2025-05-14",
    ),
    _f(
        "Kören/Konserter/biljetter vänner.csv",
        _csv(
            [
                ["Namn", "Antal", "Betalt", "Kommentar"],
                ["Maria + Anders", 2, "ja", "tjejerna gratis"],
                ["Lena (bokcirkeln)", 1, "ja", ""],
                ["Gunnel", 1, "nej", "betalar på plats"],
                ["Jonas och Petra", 2, "ja", ""],
                ["Ebba", 1, "-", "gratis, under 18"],
                ["Kollegorna Sanna + Leila", 2, "ja", "swish 300"],
                ["Sofia + Micke", 2, "ja", ""],
                ["Birgittas granne", 1, "nej", "reserverad"],
                ["Pernilla", 1, "ja", ""],
            ]
        ),
        "2025-05-10",
    ),
    # ------------------------------------------------------------------ Resor/Lissabon 2025
    _f(
        "Resor/Lissabon 2025/Flygbokning SAS.eml",
        _eml(
            "SAS <no-reply@flysas.com>",
            KARIN,
            "Your booking confirmation – GOT-LIS, booking reference K7Q2ZP",
            "2025-06-03 21:47",
            """
Dear Karin Lindqvist,

Thank you for booking with SAS. Your booking reference is K7Q2ZP.

Outbound – Saturday 25 October 2025
  SK 1428  Gothenburg (GOT) 06:55 – Copenhagen (CPH) 07:50
  SK 2557  Copenhagen (CPH) 09:05 – Lisbon (LIS) 11:55

Return – Saturday 1 November 2025
  SK 2558  Lisbon (LIS) 12:50 – Copenhagen (CPH) 17:25
  SK 1433  Copenhagen (CPH) 19:00 – Gothenburg (GOT) 19:50

Passengers: Karin Lindqvist, Ebba Lindqvist, Viktor Lindqvist
Fare: SAS Go Light (hand baggage only, 1 checked bag added)
Total price: SEK 8 947

Check-in opens 30 hours before departure.

SAS Scandinavian Airlines
""",
        ),
        "2025-06-03",
    ),
    _f(
        "Resor/Lissabon 2025/lägenhet Alfama.txt",
        _t("""
Boende i Lissabon 25/10 – 1/11

Lägenhet via Airbnb: "Sunny flat with view, Alfama"
Adress: Rua de São Miguel 34, 2º esq., 1100-544 Lisboa
Värd: Teresa (svarar snabbt i appen)
Incheckning: från 15.00, nyckelbox vid dörren – koden kommer dagen innan
Utcheckning: 11.00
2 sovrum + bäddsoffa, tvättmaskin, inget hiss (3 trappor!)
Pris: 7 320 kr för 7 nätter inkl. städavgift

Från flygplatsen: tunnelbana röd linje + grön, byte vid Alameda, kliv av vid Martim Moniz,
eller taxi/Bolt ca 15 €.
"""),
        "2025-06-05",
    ),
    _f(
        "Resor/Lissabon 2025/att göra i Lissabon.md",
        _t("""
# Lissabon – idéer

- Spårvagn 28 – åk tidigt på morgonen, annars fullt
- Belém: klostret Jerónimos, tornet, pastéis de Belém (köa!)
- LX Factory på söndagen (Ebba vill till bokhandeln Ler Devagar)
- Oceanariet – Viktor
- Miradouro da Senhora do Monte vid solnedgången
- Time Out Market för en enkel middag
- Fado-kväll i Alfama? Kolla om det funkar med tonåringar
- Strand i Cascais en dag om vädret är fint

Budget: ca 600 kr/dag för mat och aktiviteter.
"""),
        "2025-09-07",
    ),
    _f(
        "Resor/Lissabon 2025/packlista.txt",
        _t("""
PACKLISTA LISSABON (höstlov)

[ ] pass x3 (Viktors går ut 2026 – ok)
[ ] EU-kort (europeiska sjukförsäkringskortet) x3
[ ] laddare + adapter behövs inte (samma kontakt)
[ ] bekväma skor – backarna!
[ ] regnjacka
[ ] badkläder (Cascais?)
[ ] Ebbas astmamedicin + Viktors allergitabletter
[ ] powerbank
[ ] lite euro i kontanter
[ ] kattvakt till Mulle bokad (Gunnels barnbarn)
"""),
        "2025-10-19",
    ),
    # ------------------------------------------------------------------ Resor/Fjällen 2026
    _f(
        "Resor/Fjällen 2026/boende alternativ.md",
        _t("""
# Sportlovet 2026 (v. 7) – var ska vi bo?

| Ort | Boende | Pris/vecka | Avstånd | Kommentar |
|-----|--------|-----------|---------|-----------|
| Vemdalen | lägenhet 6 bäddar, ski-in | ca 11 500 kr | 9 h bil | Sofia & co åker dit |
| Idre | stuga 8 bäddar | ca 14 000 kr | 7,5 h | lite långt från backen |
| Sälen | lägenhet 4+2 | ca 16 000 kr | 6,5 h | dyrt sportlovsveckan |

Tåg? Nattåg till Östersund + buss – kolla SJ när bokningen öppnar.
Volvon klarar inte den resan, hyra bil eller åka med Sofia.
"""),
        "2025-08-30",
    ),
    _f(
        "Resor/Fjällen 2026/Re_ sportlovet.eml",
        _eml(
            "Sofia Persson <sofia.persson@gmail.com>",
            KARIN,
            "Re: sportlovet?",
            "2025-09-08 19:55",
            """
Hej!

Ja, vi vill jättegärna åka ihop igen! Vi siktar på Vemdalen, Björnrike eller
Vemdalsskalet. Om ni tar en lägenhet nära oss kan vi samåka i vår bil – vi har
takbox och plats för två till om Ebba och Viktor tränger ihop sig.

Liftkorten köper man billigast i förväg på nätet, typ 20 % rabatt före december.

Kram Sofia
""",
        ),
        "2025-09-08",
    ),
    _f(
        "Resor/Fjällen 2026/skidutrustning.txt",
        _t("""
Skidutrustning – vem behöver vad (kollat i förrådet 20/9)

Karin:   egna skidor + pjäxor ok, hjälm ok, ny mössa
Ebba:    pjäxorna för små (str 38 nu) – hyra eller köpa begagnat?
Viktor:  har vuxit ur allt. Hyra paket på plats (skidor, pjäxor, hjälm)
         Vill prova snowboard en dag.

Hyrpris på plats ca 1 300 kr/vecka och person.
Blocket: kolla begagnade pjäxor str 38–39.
Glasögon: alla har, Viktors är repiga.
"""),
        "2025-09-20",
    ),
    # ------------------------------------------------------------------ Skatt/2023
    _f(
        "Skatt/2023/deklarationen 2024.txt",
        _t("""
Deklarationen våren 2024 (för inkomstår 2023)

Godkände förifyllda uppgifterna i appen 2024-03-25, men kollade först:
- Lön Göteborgs Stad: 462 140 kr – stämmer med decemberlönespecen
- Ränta på sparkonto: 1 284 kr – ok
- ISK schablonintäkt: förifyllt – ok
- Gåvor till ideella organisationer: 3 600 kr → skattereduktion 900 kr (se listan)
- Inget ROT/RUT i år

Inga ändringar behövdes. Kvittensnummer: 2024-03-25-118442.
"""),
        "2024-03-25",
    ),
    _f(
        "Skatt/2023/Slutskattebesked inkomstår 2023.txt",
        _t("""
SKATTEVERKET – Slutskattebesked
Inkomstår 2023
Karin Lindqvist, 19790312-****

Slutlig skatt                      118 974 kr
Debiterad preliminärskatt          120 412 kr
Skattereduktion gåvor                  900 kr
Ränta                                   12 kr
---------------------------------------------
Överskjutande skatt (tillbaka)       2 350 kr

Utbetalning till konto: 2024-04-11
"""),
        "2024-04-11",
    ),
    _f(
        "Skatt/2023/gåvor 2023.csv",
        _csv(
            [
                ["Datum", "Mottagare", "Belopp", "Godkänd gåvomottagare"],
                ["2023-02-10", "Stadsmissionen", 600, "ja"],
                ["2023-03-01", "Läkare utan gränser", 1200, "ja"],
                ["2023-06-14", "Naturskyddsföreningen", 500, "ja"],
                ["2023-11-20", "Barncancerfonden", 800, "ja"],
                ["2023-12-15", "Stadsmissionen", 500, "ja"],
                ["2023-04-02", "Röda Korset", 300, "ja"],
                ["2023-09-09", "Musikhjälpen", 200, "nej – ej godkänd"],
                ["2023-10-01", "Cancerfonden", 400, "ja"],
                ["2023-12-24", "Majornas kyrkokör (kollekt)", 100, "nej"],
            ]
        ),
        "2024-02-02",
    ),
    # ------------------------------------------------------------------ Skatt/2024
    _f(
        "Skatt/2024/Deklaration 2025 - anteckningar.md",
        _t("""
# Deklarationen 2025 – inkomstår 2024

Att kolla innan jag godkänner:
- [x] Lön: 471 980 kr (lönespec december stämmer)
- [x] Ränta sparkonto: 2 910 kr
- [x] ISK: schablonintäkt förifylld
- [x] Gåvor: 4 000 kr totalt → reduktion 1 000 kr
- [ ] ROT för takinspektion stugan? Nej – bara en besiktning, inget arbete. Inget avdrag.
- [x] Försäljning av Viktors gamla cykel – privat, ingen skatt

Godkänd i appen 2025-04-02. Besked i april/juni?
"""),
        "2025-04-02",
    ),
    _f(
        "Skatt/2024/kontrolluppgifter_2024.csv",
        _csv(
            [
                ["Uppgiftslämnare", "Typ", "Belopp kr", "Avdragen skatt kr"],
                ["Göteborgs Stad", "Lön", 471980, 123516],
                ["Swedbank AB", "Ränteintäkt sparkonto", 2910, 0],
                ["Avanza Bank AB", "ISK kapitalunderlag", 184300, 0],
                ["Försäkringskassan", "VAB", 3412, 860],
                ["Stadsmissionen", "Gåva", 1500, 0],
                ["Läkare utan gränser", "Gåva", 2500, 0],
                ["Swedbank AB", "Ränteutgift", 0, 0],
                ["Folksam", "Premie bilförsäkring", 2380, 0],
                ["Skatteverket", "Preliminärskatt (summa)", 0, 128030],
            ]
        ),
        "2025-03-18",
    ),
    _f(
        "Skatt/2024/Deklarationen är inlämnad.eml",
        _eml(
            "Skatteverket <noreply@skatteverket.se>",
            KARIN,
            "Din inkomstdeklaration är inlämnad",
            "2025-04-02 20:14",
            """
Hej,

Vi har tagit emot din inkomstdeklaration för inkomståret 2024.
Kvittensnummer: 2025-04-02-771903

Om du har pengar att få tillbaka och har deklarerat digitalt utan ändringar
före 31 mars kan du få dem i april. Annars betalas de ut i juni.

Med vänlig hälsning
Skatteverket
""",
        ),
        "2025-04-02",
    ),
    # ------------------------------------------------------------------ Bank/Kontoutdrag
    _f(
        "Bank/Kontoutdrag/Swedbank_2025-06.csv",
        _kontoutdrag(
            4212.50,
            [
                ("2025-06-02", "HYRA BOSTADS AB MASTHUGGET", -9870.00),
                ("2025-06-03", "WILLYS GBG MAJORNA", -1243.60),
                ("2025-06-05", "SWISH FRÅN MAGNUS H", 1500.00),
                ("2025-06-09", "TELIA SVERIGE AB", -349.00),
                ("2025-06-10", "BARNBIDRAG FK", 2650.00),
                ("2025-06-12", "ICA NÄRA MASTHUGGET", -387.20),
                ("2025-06-16", "SPOTIFY AB", -209.00),
                ("2025-06-18", "UNDERHÅLLSSTÖD FK", 3946.00),
                ("2025-06-19", "SYSTEMBOLAGET 1421", -412.00),
                ("2025-06-23", "CLAS OHLSON NORDSTAN", -259.00),
                ("2025-06-25", "LÖN GÖTEBORGS STAD", 30690.00),
                ("2025-06-25", "ÖVERFÖRING AVANZA ISK", -1500.00),
                ("2025-06-27", "COOP HENÅN", -856.40),
                ("2025-06-30", "GÖTEBORG ENERGI", -318.75),
            ],
        ),
        "2025-07-01",
    ),
    _f(
        "Bank/Kontoutdrag/Swedbank_2025-07.csv",
        _kontoutdrag(
            27593.55,
            [
                ("2025-07-01", "HYRA BOSTADS AB MASTHUGGET", -9870.00),
                ("2025-07-02", "LANTHANDELN HÄLLEVIKSSTRAND", -612.00),
                ("2025-07-04", "SWISH FRÅN JONAS EK", 500.00),
                ("2025-07-07", "BYGGMAX HENÅN", -1189.00),
                ("2025-07-09", "TELIA SVERIGE AB", -349.00),
                ("2025-07-10", "BARNBIDRAG FK", 1400.00),
                ("2025-07-14", "ICA SUPERMARKET HENÅN", -1422.30),
                ("2025-07-16", "SPOTIFY AB", -209.00),
                ("2025-07-18", "UNDERHÅLLSSTÖD FK", 3946.00),
                ("2025-07-21", "SWISH FRÅN MARIA LINDQVIST", 500.00),
                ("2025-07-24", "CIRCLE K STENUNGSUND", -640.10),
                ("2025-07-25", "LÖN GÖTEBORGS STAD", 30690.00),
                ("2025-07-25", "ÖVERFÖRING AVANZA ISK", -1500.00),
                ("2025-07-29", "GÖTEBORG ENERGI", -204.50),
            ],
        ),
        "2025-08-01",
    ),
    _f(
        "Bank/Kontoutdrag/kontoutdrag augusti.csv",
        _kontoutdrag(
            48633.65,
            [
                ("2025-08-01", "HYRA BOSTADS AB MASTHUGGET", -9870.00),
                ("2025-08-04", "STADIUM NORDSTAN", -1899.00),
                ("2025-08-05", "AKADEMIBOKHANDELN", -628.00),
                ("2025-08-08", "TELIA SVERIGE AB", -349.00),
                ("2025-08-11", "BARNBIDRAG FK", 1400.00),
                ("2025-08-12", "WILLYS GBG MAJORNA", -1587.45),
                ("2025-08-15", "MAJORNAS IK MEDLEMSAVGIFT", -1350.00),
                ("2025-08-16", "SPOTIFY AB", -209.00),
                ("2025-08-18", "UNDERHÅLLSSTÖD FK", 3946.00),
                ("2025-08-20", "APOTEK HJÄRTAT", -312.00),
                ("2025-08-25", "LÖN GÖTEBORGS STAD", 30716.00),
                ("2025-08-25", "ÖVERFÖRING AVANZA ISK", -1500.00),
                ("2025-08-28", "SKRUVAT AB", -384.00),
                ("2025-08-29", "GÖTEBORG ENERGI", -232.10),
            ],
        ),
        "2025-09-01",
    ),
    # ------------------------------------------------------------------ Bank/Sparande
    _f(
        "Bank/Sparande/ISK översikt 2024-12-31.txt",
        _t("""
Avanza – Investeringssparkonto 88-1102
Översikt per 2024-12-31

Innehav                           Värde kr    Utv. i år
Avanza Global                     98 420      +24,1 %
Länsförsäkringar Sverige Index    51 300      +9,8 %
Spiltan Räntefond Sverige         22 180      +4,2 %
Likvida medel                      2 400
--------------------------------------------------------
Totalt                           174 300      +17,3 %

Månadssparande: 1 500 kr den 25:e, 70/30 Global/Sverige.
Insatt totalt sedan start (2019): 118 000 kr.
"""),
        "2025-01-02",
    ),
    _f(
        "Bank/Sparande/barnens sparkonton.md",
        _t("""
# Barnens sparande

## Ebba
- Swedbank e-sparkonto: 14 230 kr (sommarjobbspengar + mormors födelsedagspengar)
- Fondkonto (Robur Access Global): 31 600 kr – jag sätter in 300 kr/mån
- Får disponera e-sparkontot själv, fonderna när hon fyller 18

## Viktor
- Swedbank e-sparkonto: 6 480 kr
- Fondkonto (Robur Access Global): 27 950 kr – 300 kr/mån
- Sparar till moped?? (diskussion pågår)

Barnbidraget går direkt till barnens konton? Nej – behövs till vardagen. Omvärdera när Ebba fyller 18.
"""),
        "2025-06-30",
    ),
    _f(
        "Bank/Sparande/fondbyte mars -25.txt",
        _t("""
Fondbyte ISK, 14 mars 2025

Sålde:  Spiltan Räntefond Sverige, hela innehavet (22 410 kr)
Köpte:  Avanza Global 15 000 kr, Länsförsäkringar Sverige Index 7 410 kr

Varför: räntefonden behövs inte som buffert längre – bufferten ligger på
e-sparkontot (3 månadslöner ≈ 90 000 kr).
Ändrade också månadssparandet från 70/30 till 80/20 Global/Sverige.

Courtage: 0 kr (fonder).
Ingen skatt vid byte inom ISK – bara schablonskatten som vanligt.
Kolla igen i mars 2026 om fördelningen fortfarande känns rätt.
"""),
        "2025-03-14",
    ),
    # ------------------------------------------------------------------ Bank/Budget
    _f(
        "Bank/Budget/budget 2025.csv",
        _csv(
            [
                ["Post", "Per månad", "Per år", "Kommentar"],
                ["Nettolön", 30700, 368400, ""],
                ["Barnbidrag inkl. flerbarnstillägg", 2650, 31800, ""],
                ["Underhållsstöd", 3946, 47352, "2 barn"],
                ["Hyra", -9870, -118440, ""],
                ["El", -450, -5400, "snitt"],
                ["Mat och hushåll", -8500, -102000, ""],
                ["Abonnemang", -1050, -12600, "bredband, mobiler, streaming"],
                ["Försäkringar", -590, -7080, "hem + bil + Mulle"],
                ["Transport", -1500, -18000, "Västtrafik x3"],
                ["Volvon", -700, -8400, "delar, skatt"],
                ["Stugan", -1200, -14400, "el, sopor, försäkring"],
                ["Barnens aktiviteter", -900, -10800, "fotboll, handboll"],
                ["Sparande", -2100, -25200, "ISK + barnen"],
                ["Övrigt", -11136, -133632, "kläder, nöje, resor"],
            ]
        ),
        "2025-01-04",
    ),
    _f(
        "Bank/Budget/budget september.md",
        _t("""
# September – hur gick det?

| Post | Budget | Utfall |
|------|--------|--------|
| Mat och hushåll | 8 500 | 9 340 |
| Kläder | 1 500 | 3 120 (höstjackor x2) |
| Nöje/ute | 1 500 | 870 |
| Volvon | 700 | 384 |
| Barnens aktiviteter | 900 | 1 350 (medlemsavgift) |

Mat gick över igen. Mindre spontanhandling på ICA Nära, mer storhandling.
Till oktober: lägga undan 4 000 till Lissabon-fickpengar.
"""),
        "2025-10-01",
    ),
    _f(
        "Bank/Budget/sparmål.txt",
        _t("""
Sparmål 2025–2026

1. Buffert 90 000 kr – KLART (e-sparkontot)
2. Lissabon höstlov: 20 000 kr – klart juni
3. Fjällen sportlov 2026: 22 000 kr – sparar 2 500/mån sept–jan
4. Taket på stugan: 121 000 kr efter ROT – hälften från sparkontot, hälften lån?
5. Ebbas körkort: ca 15 000 kr till 2027

Regel: det som blir över den 24:e flyttas till sparkontot.
Skatteåterbäring och retroaktiv lön går direkt till punkt 3 och 4.
"""),
        "2025-09-05",
    ),
    # ------------------------------------------------------------------ Träning/Löpning
    _f(
        "Träning/Löpning/Göteborgsvarvet 2025.md",
        _t("""
# Göteborgsvarvet 24 maj 2025

Tid: **2:08:41** (mål var under 2:10!)
Startgrupp 14, start 13.20

- Km 1–5: höll igen, 6:05/km
- Älvsborgsbron: tung men ok
- Km 12–16 i Slottsskogen: bästa delen, publiken!
- Km 18: kramp i vänster vad, gick 200 m
- Sista km: spurtade förbi en man utklädd till banan

Energi: 3 gel (km 7, 12, 17), vatten vid varje station.
Skor: Brooks Ghost 15 – dags att byta efter detta, 780 km.
Nästa år: under 2:05?
"""),
        "2025-05-24",
    ),
    _f(
        "Träning/Löpning/träningsprogram 10 km.txt",
        _t("""
Program: 10 km under 55 min (höst 2025), 3 pass i veckan

Vecka 1–2
  Tis: 5 km lugnt
  Tors: intervaller 6 x 400 m, vila 90 s
  Sön: långpass 8 km

Vecka 3–4
  Tis: 6 km lugnt
  Tors: 4 x 1 km i 5:20-tempo, vila 2 min
  Sön: långpass 10 km

Vecka 5–6
  Tis: 6 km med 3 km i tävlingstempo
  Tors: backintervaller Slottsskogen, 8 x 60 s
  Sön: långpass 12 km

Lopp: Vårvarvet? Eller Slottsskogsloppet i november.
Tisdag = körkväll, så byt till måndag de veckorna!
"""),
        "2025-08-24",
    ),
    _f(
        "Träning/Löpning/löprundor_aug.csv",
        _csv(
            [
                ["Datum", "Sträcka km", "Tid", "Tempo min/km", "Känsla"],
                ["2025-08-03", 5.2, "31:40", "6:05", "seg efter semestern"],
                ["2025-08-06", 6.0, "35:10", "5:52", "ok"],
                ["2025-08-10", 10.1, "1:02:30", "6:11", "varmt"],
                ["2025-08-14", 4.8, "26:55", "5:36", "intervaller"],
                ["2025-08-17", 8.3, "50:02", "6:02", "bra"],
                ["2025-08-21", 6.2, "36:20", "5:51", "ok"],
                ["2025-08-24", 11.0, "1:08:15", "6:12", "långpass, Delsjön"],
                ["2025-08-28", 5.0, "28:45", "5:45", "bra"],
                ["2025-08-30", 7.4, "44:10", "5:58", "med Ebba, hon sprang ifrån mig"],
                ["2025-08-31", 3.0, "18:40", "6:13", "återhämtning"],
            ]
        ),
        "2025-08-29",
    ),
    # ------------------------------------------------------------------ Husdjur/Mulle
    _f(
        "Husdjur/Mulle/försäkring Agria.txt",
        _t("""
Agria Djurförsäkring – Katt
Försäkringsnummer: K 4471 2093
Djur: Mulle, huskatt, hane (kastrerad), född 2016-04-02
Chipnummer: 752098100334412

Omfattning: Veterinärvård 30 000 kr/år + livförsäkring 3 000 kr
Självrisk: 1 500 kr fast + 15 % rörlig
Premie: 2 436 kr/år (203 kr/mån)

Obs! Tandvård ingår bara vid olycksfall.
"""),
        "2025-04-02",
    ),
    _f(
        "Husdjur/Mulle/tandsten 2024.txt",
        _t("""
Mulle – tandrengöring under narkos, Djurkliniken Majorna 2024-11-06

Lämnades 07.30 fastande, hämtades 15.00.
Tandsten borttagen, en tand utdragen (underkäke vänster, resorption).
Smärtstillande: Metacam oral suspension, 3 dagar.
Mjuk mat i 5 dagar.
Kostnad: 4 870 kr – försäkringen täckte inte (tandvård, ej olycksfall).

Mulle var sur i två dagar, sedan som vanligt.
Nästa tandkontroll vid den årliga hälsokontrollen.
"""),
        "2024-11-06",
    ),
    _f(
        "Husdjur/Mulle/kattvakt instruktioner.md",
        _t("""
# Till kattvakten – tack för att du tittar till Mulle!

- **Mat:** 1/2 påse våtmat morgon och kväll (lax). Torrfoder: en liten skopa på kvällen, inte mer.
- **Vatten:** byt varje dag, han dricker helst ur fontänen i köket.
- **Lådan:** töms varje dag, påsar under diskbänken.
- **Ute:** Mulle är innekatt – se upp vid dörren, han smiter gärna ut i trapphuset.
- **Mys:** han vill bli kliad under hakan men inte på magen.

Veterinär om något händer: Djurkliniken Majorna, 031-14 22 80.
Jag nås på 070-318 22 46.
"""),
        "2025-06-20",
    ),
    # ------------------------------------------------------------------ Familj/Pappa
    _f(
        "Familj/Pappa/mediciner pappa.txt",
        _t("""
Pappa (Bengt Lindqvist, f. 1944) – läkemedelslista, uppdaterad 2025-08-12

Morgon
  Eliquis 2,5 mg            1 tabl
  Metoprolol 50 mg          1 tabl
  Furosemid 20 mg           1 tabl
Kväll
  Eliquis 2,5 mg            1 tabl
  Sertralin 50 mg           1 tabl
Vid behov
  Alvedon 500 mg            1–2 tabl, max 6/dygn
  Movicol                   1 dospåse

Delas ut av personalen på Linden (dosdispensering från apoteket).
"""),
        "2025-08-12",
    ),
    _f(
        "Familj/Pappa/Linden - kontaktuppgifter.md",
        _t("""
# Vårdboendet Linden, Mölndal

- Adress: Lindvägen 6, 431 38 Mölndal
- Avdelning: Björken, rum 14
- Telefon avdelningen: 031-315 42 10 (dygnet runt)
- Sjuksköterska: Jenny Alm, 031-315 42 18 (vardagar 8–16)
- Kontaktperson: Ahmed
- Enhetschef: Carina Dahl

Besök: när som helst, men helst inte 11.30–13 (lunch och vila).
Tvätt: märkta kläder tvättas av boendet.
"""),
        "2024-09-15",
    ),
    _f(
        "Familj/Pappa/fullmakt bank.txt",
        _t("""
FULLMAKT

Jag, Bengt Lindqvist (19440617-****), ger härmed min dotter
Karin Lindqvist (19790312-****) fullmakt att för min räkning:

- sköta mina bankärenden hos Swedbank, inklusive betalningar och överföringar
- företräda mig gentemot Mölndals stad i frågor om avgifter för mitt boende
- hämta ut post och läkemedel

Fullmakten gäller tills vidare.

Mölndal 2023-11-02

Bengt Lindqvist

Bevittnas:
Maria Lindqvist            Anders Wik
"""),
        "2023-11-02",
    ),
    _f(
        "Familj/Pappa/avgiftsbeslut.eml",
        _eml(
            "Mölndals stad <avgiftshandlaggning@molndal.se>",
            KARIN,
            "Beslut om avgift för vård och omsorg – Bengt Lindqvist",
            "2025-01-20 10:15",
            """
Hej Karin,

Här är beslutet om avgift för din pappa Bengt Lindqvist, från och med 2025-01-01.

Hyra rum 14, Vårdboendet Linden:   6 850 kr/mån
Omvårdnadsavgift (maxtaxa):         2 575 kr/mån
Matkostnad:                         4 200 kr/mån

Förbehållsbeloppet är beräknat utifrån de inkomstuppgifter vi fick i december.
Om inkomsterna ändras ska det meddelas till oss.

Med vänlig hälsning
Avgiftshandläggningen, Mölndals stad
""",
        ),
        "2025-01-20",
    ),
    # ------------------------------------------------------------------ Familj/Kalas och högtider
    _f(
        "Familj/Kalas och högtider/Julen 2024.md",
        _t("""
# Julen 2024 – hos oss

Gäster: Maria, Anders, tjejerna, pappa (hämtas från Linden kl 12, tillbaka 18)

## Mat
- Sill (3 sorter, Maria tar med)
- Janssons, köttbullar, prinskorv, skinka (köpt färdigkokt)
- Saffransfisksoppan till kvällen
- Ris à la Malta

## Klappar
- Ebba: hörlurar? → nej, presentkort på Akademibokhandeln + smink
- Viktor: fotbollsskor + FIFA
- Pappa: varm kofta, fotoalbum med bilder från stugan
- Maria & co: gemensam – ostbricka

Kalle Anka 15.00 – obligatoriskt.
"""),
        "2024-12-01",
    ),
    _f(
        "Familj/Kalas och högtider/Ebbas 16-årskalas.txt",
        _t("""
Ebba 16 år – 11 maj 2025

Kompiskalas lördag 10/5:
- 10 personer, hemma
- Tacobuffé + hemmagjord glass
- Hon vill INTE ha lekar, "bara hänga"
- Jag och Viktor går på bio 19–22

Släktkalas söndag 11/5 kl 15:
- Prinsesstårta från Brogyllen
- Kaffe, saft, smörgåstårta (beställd, hämtas 13.30)
- Mormor ringer på video

Present från mig: ny telefon (hon betalar hälften)
"""),
        "2025-05-05",
    ),
    _f(
        "Familj/Kalas och högtider/midsommar 2025.md",
        _t("""
# Midsommar 2025

Midsommarafton 20 juni i stugan – vi + Maria med familj (9 pers)

- Sill, färskpotatis, gräddfil, gräslök
- Grillad lax
- Jordgubbstårta (Ebba bakar)
- Snaps och Apotekarnes för barnen

Aktiviteter: plocka blommor till kransar, stången vid bygdegården kl 14,
dans runt stången, femkamp på gräsmattan (Anders vinner alltid...).

Handla: torsdag på ICA Henån, sill köps i Göteborg innan.
"""),
        "2025-06-12",
    ),
    # ------------------------------------------------------------------ Myndigheter/Försäkringskassan
    _f(
        "Myndigheter/Försäkringskassan/barnbidrag och flerbarnstillägg.txt",
        _t("""
Försäkringskassan – barnbidrag och flerbarnstillägg (från 2023)

Barnbidrag: 1 250 kr/mån per barn
Ebba + Viktor: 2 500 kr
Flerbarnstillägg (2 barn): 150 kr
Summa: 2 650 kr/mån, betalas ut den 20:e

Obs: barnbidraget upphör kvartalet efter att barnet fyllt 16.
Ebba fyllde 16 i maj 2025 → studiebidrag från CSN istället (samma belopp), betalas till henne.
Flerbarnstillägget (150 kr) fortsätter, Ebba räknas med så länge hon har studiebidrag.
Från juli 2025: 1 400 kr/mån från FK (Viktors 1 250 kr + tillägg 150 kr).
"""),
        "2025-05-20",
    ),
    _f(
        "Myndigheter/Försäkringskassan/VAB mars 2025.txt",
        _t("""
VAB – anmälan och ansökan mars 2025

Barn: Viktor Lindqvist
Datum: 2025-03-10, 2025-03-11 (hela dagar), 2025-03-12 (halv dag)
Orsak: magsjuka
Anmält första dagen via appen 07.40.
Ansökan inskickad 2025-03-18.
Intyg behövs inte (under 7 dagar).

Utbetalt 2025-04-03: 3 412 kr (före skatt)
"""),
        "2025-04-03",
    ),
    _f(
        "Myndigheter/Försäkringskassan/Meddelande från Försäkringskassan.eml",
        _eml(
            "Försäkringskassan <noreply@forsakringskassan.se>",
            KARIN,
            "Du har ett nytt meddelande på Mina sidor",
            "2025-02-14 08:05",
            """
Hej,

Du har fått ett nytt meddelande på Mina sidor hos Försäkringskassan:
"Beslut – bostadsbidrag, preliminärt för perioden 2025-01-01 – 2025-12-31"

Logga in med BankID för att läsa meddelandet.

Vi skickar aldrig länkar i e-post.

Med vänlig hälsning
Försäkringskassan
""",
        ),
        "2025-02-14",
    ),
]

INBOX: list[dict] = [
    _i(
        "Ebbas kaka.txt",
        _t("""
Kladdkaka à la Ebba
200 g smör, 3 dl socker, 2 ägg, 1½ dl vetemjöl, 4 msk kakao, 1 tsk vaniljsocker, en nypa flingsalt.
Smält smöret, rör ner allt. Springform 24 cm, 175° i 18–20 min. Ska vara kladdig i mitten!
Grädde eller vaniljglass till.
"""),
        "Mat/Recept/",
        "2025-10-05",
    ),
    _i(
        "anteckning 2.txt",
        _t("""
Händelser vid vatten – Kerstin Ekman
Klar 2 oktober, tog nästan en månad.
Långsam början, sen kunde jag inte sluta. Midsommarnatten vid Svartvattnet är otäck.
Annie Raft är så ensam. Skogen och vattnet är nästan egna personer.
Egentligen ingen deckare, mer en bok om skuld och om att höra till.
4/5. Vill läsa Vargskinnet-trilogin sen.
"""),
        "Böcker/Läsanteckningar/",
        "2025-10-02",
    ),
    _i(
        "faktura_20251014.eml",
        _eml(
            "Göteborg Energi Nät AB <kundservice.nat@goteborgenergi.se>",
            KARIN,
            "Faktura elnät september 2025",
            "2025-10-14 06:15",
            """
Hej,

Din faktura för elnät är klar.
Anläggningsadress: Mariagatan 14, lgh 1102
Period: 2025-09-01 – 2025-09-30

Nätabonnemang 16 A                 165,00 kr
Överföring 212 kWh x 0,28 kr        59,36 kr
Energiskatt 212 kWh                 93,07 kr
Moms                                79,36 kr
Att betala                         396,79 kr   senast 2025-10-31
""",
        ),
        "Bostad/Elräkningar/",
        "2025-10-14",
    ),
    _i(
        "HT25 schema.txt",
        _t("""
Hösten – tisdagar 19.00–21.30 i församlingssalen
2/9 uppstart, röstövningar + genomsjungning av höstens repertoar
9/9, 16/9, 23/9, 7/10, 14/10, 21/10 ordinarie
30/9 stämvis: sopraner och altar 18.30, herrar 19.30
28/10 höstlov – ingen repetition
Lördag 22/11 10–16: extra heldag inför konserten
Anmäl frånvaro till Anna-Lena senast dagen innan.
"""),
        "Kören/Repetitioner/",
        "2025-08-28",
    ),
    _i(
        "order_88231.txt",
        _t("""
Tack för din beställning hos Autodoc!
Order 88231 · 2025-09-30
Tändkabelsats Bosch – VOLVO 240 (P242, P244) 2.3   1 × 412,00 kr
Fördelarlock + rotor, Bosch                        1 × 236,00 kr
Frakt                                                  59,00 kr
Totalt 707,00 kr (inkl. moms). Beräknad leverans: 3–5 arbetsdagar.
"""),
        "Bilen/Volvo 240/Reservdelar/",
        "2025-09-30",
    ),
    _i(
        "lördag.txt",
        _t("""
Lör 4 okt
Bytte bakre ljuddämparen. Den gamla hängde bara i en upphängning, den andra hade rostat av.
Nya gummiupphängningar + klammer, avgaspasta i skarven. Tyst som en symaskin nu!
Kvar: justera handbromsvajern, underredsmassan i hjulhuset.
3 h
"""),
        "Bilen/Volvo 240/Arbetslogg/",
        "2025-10-04",
    ),
    _i(
        "Meddelande.eml",
        _eml(
            "Opus Bilprovning <noreply@opus.se>",
            KARIN,
            "Dags för kontrollbesiktning av DKR 488",
            "2025-10-20 09:30",
            """
Hej!

Ditt fordon DKR 488 (VOLVO 240) ska vara kontrollbesiktigat senast 2026-01-31.
Boka tid på opus.se eller ring 0771-22 22 55. Boka i god tid – det blir fullt i januari!

Vänliga hälsningar
Opus Bilprovning
""",
        ),
        "Bilen/Besiktning och försäkring/",
        "2025-10-20",
    ),
    _i(
        "Synsam.txt",
        _t("""
Synundersökning Ebba Lindqvist, 2025-09-18
Höger: sfär -1,25  cyl -0,25  axel 170
Vänster: sfär -1,50
Rekommendation: glasögon för avstånd (tavlan, bio), ny kontroll om ett år.
"""),
        "Hälsa/Ebba/",
        "2025-09-18",
    ),
    _i(
        "knät.md",
        _t("""
Viktor – ont under knäskålen (båda, mest höger) efter fotbollen.
Ringde 1177 8/10: troligen Osgood-Schlatter, vanligt när man växer snabbt.
Fysioterapeut på vårdcentralen 20/10 kl 15.30.
Tills dess: kyla efter träning, Ipren vid behov, vila från matcher i 2 veckor.
"""),
        "Hälsa/Viktor/",
        "2025-10-08",
    ),
    _i(
        "studieplan.html",
        _t("""
<!DOCTYPE html>
<html lang="sv">
<head><meta charset="utf-8"><title>Individuell studieplan</title></head>
<body>
<h1>Individuell studieplan</h1>
<p>Elev: Ebba Lindqvist &middot; Program: Naturvetenskapsprogrammet, inriktning naturvetenskap &middot; Klass: NA24b</p>
<table border="1">
  <tr><th>Kurs</th><th>Poäng</th><th>Läsår</th><th>Betyg</th></tr>
  <tr><td>Biologi 1</td><td>100</td><td>24/25</td><td>A</td></tr>
  <tr><td>Matematik 1c</td><td>100</td><td>24/25</td><td>B</td></tr>
  <tr><td>Matematik 2c</td><td>100</td><td>25/26</td><td>–</td></tr>
  <tr><td>Kemi 1</td><td>100</td><td>25/26</td><td>–</td></tr>
  <tr><td>Fysik 1a</td><td>150</td><td>25/26</td><td>–</td></tr>
  <tr><td>Moderna språk 3 (spanska)</td><td>100</td><td>25/26</td><td>–</td></tr>
</table>
<p>Planerat gymnasiearbete: åk 3, ämnesområde biologi.</p>
</body>
</html>
"""),
        "Skola/Ebba/",
        "2025-09-03",
    ),
    _i(
        "Info om prao.eml",
        _eml(
            "Lisa Holm <lisa.holm@educ.goteborg.se>",
            KARIN,
            "Prao vecka 47",
            "2025-10-09 16:02",
            """
Hej Karin!

Praon för åk 8 är vecka 47 (17–21 november). Viktor har ännu inte lämnat in
blanketten med sin praoplats – den ska vara inne senast fredag 24/10.
Han nämnde en cykelverkstad, det låter bra. Hör av dig om ni behöver hjälp att hitta något.

Hälsningar
Lisa Holm, mentor 8B
""",
        ),
        "Skola/Viktor/",
        "2025-10-09",
    ),
    _i(
        "Dokument.md",
        _t("""
# Sv2 – retorik, v. 45–47 (TE23a)

L1: Vad är retorik? Ethos, pathos, logos – analys av ett känt tal.
L2: Partesläran – disposition, inledning och avslutning. Övning: 1 min "hisspitch".
L3: Skrivstuga, manus och handledning.
L4–6: Anföranden, 4 min + frågor. Kamratrespons via formulär.
Bedömning: muntlig framställning enligt matrisen i Classroom.
"""),
        "Jobbet/Lektionsplanering/",
        "2025-10-13",
    ),
    _i(
        "lonespec_2025-10.txt",
        _t("""
Göteborgs Stad – Lönespecifikation, utbetalning 2025-10-24
Karin Lindqvist, anst.nr 118 442
Månadslön 42 150,00 · Retroaktiv lön apr–sep 5 100,00
Bruttolön 47 250,00 · Preliminärskatt -13 020,00
Nettolön 34 230,00
"""),
        "Jobbet/Lön och anställning/",
        "2025-10-24",
    ),
    _i(
        "anteckningar_möte.txt",
        _t("""
7/10, sal 214 – hum-laget, rektor Mikael + 11 lärare
- Skyddsronden: ventilationen i 214 fortfarande dålig → anmält igen
- Provdagar för NP svenska i vår läggs ut i november
- Studiedag 3 nov: AI i undervisningen
- Personalfest 12 dec, anmälan till Leila
"""),
        "Jobbet/Arbetsplatsträffar/",
        "2025-10-07",
    ),
    _i(
        "uttal.txt",
        _t("""
Bogoroditse Devo (Rachmaninov, Vesper nr 6)
Bo-go-ró-di-tse Dje-vo, ra-duj-sja, bla-go-dát-na-ja Ma-rí-je, Gos-pód s to-bó-ju.
"ж" = tonande sj. "ы" – säg i med tungan långt bak.
Alten: stort crescendo mot slutet, andas INTE före "jáko Spá-sa".
"""),
        "Kören/Noter och texter/",
        "2025-09-23",
    ),
    _i(
        "program_29nov.md",
        _t("""
# Höstkonsert lördag 29 november kl 18.00, Oscar Fredriks kyrka
Samling 16.00, genrep 16.15. Klädsel: svart, vinröd sjal för damerna.
Program: Rachmaninov ur Vesper (nr 1, 2, 6) · Hugo Alfvén · Stenhammar "Tre körvisor" · Gjeilo
Entré 150 kr, barn gratis. Affischer delas ut på repetitionen.
"""),
        "Kören/Konserter/",
        "2025-10-21",
    ),
    _i(
        "Your tickets.eml",
        _eml(
            "Parques de Sintra <tickets@parquesdesintra.pt>",
            KARIN,
            "Your tickets – Pena Palace and Park",
            "2025-10-10 22:41",
            """
Dear visitor,

Thank you for your purchase. Please show the QR codes at the entrance.

Date: Wednesday, 29 October 2025 – time slot 10:30
Park and Palace of Pena: 1 adult, 2 youth (6–17)
Total paid: EUR 52.00

Tip: take the train from Lisboa Rossio to Sintra (approx. 40 min) and bus 434 up the hill.
""",
        ),
        "Resor/Lissabon 2025/",
        "2025-10-10",
    ),
    _i(
        "bekräftelse 4471-2209.txt",
        _t("""
Bokningsbekräftelse 4471-2209 – Vemdalsskalet
Fjällägenhet 6 bäddar, ski-in/ski-out
Ankomst lör 14 feb 2026 kl 16, avresa lör 21 feb kl 11
Boende 11 480 kr · Liftkort 6 dagar x 3 7 920 kr · Slutstädning 1 200 kr
Totalt 20 600 kr. Delbetalning 30 % senast 2025-11-15, resten 30 dagar före ankomst.
"""),
        "Resor/Fjällen 2026/",
        "2025-10-16",
    ),
    _i(
        "meddelande från Skatteverket.txt",
        _t("""
Ditt slutskattebesked för inkomstår 2024 är klart.
Slutlig skatt 124 618 kr · Debiterad preliminärskatt 128 030 kr
Överskjutande skatt: 3 412 kr betalas ut till ditt konto i juni 2025.
"""),
        "Skatt/2024/",
        "2025-06-05",
    ),
    _i(
        "export.csv",
        _kontoutdrag(
            66375.10,
            [
                ("2025-09-01", "HYRA BOSTADS AB MASTHUGGET", -9870.00),
                ("2025-09-03", "LIDL MAJORNA", -734.20),
                ("2025-09-08", "TELIA SVERIGE AB", -349.00),
                ("2025-09-10", "BARNBIDRAG FK", 1400.00),
                ("2025-09-12", "H&M NORDSTAN", -1598.00),
                ("2025-09-15", "ÖVERFÖRING EGET KONTO E-SPAR", -5000.00),
                ("2025-09-16", "SPOTIFY AB", -209.00),
                ("2025-09-18", "UNDERHÅLLSSTÖD FK", 3946.00),
                ("2025-09-22", "POWER SISJÖN", -2490.00),
                ("2025-09-25", "LÖN GÖTEBORGS STAD", 30716.00),
                ("2025-09-25", "ÖVERFÖRING AVANZA ISK", -1500.00),
                ("2025-09-30", "AUTODOC GMBH", -707.00),
            ],
        ),
        "Bank/Kontoutdrag/",
        "2025-10-01",
    ),
    _i(
        "Bekräftelse.eml",
        _eml(
            "Avanza <noreply@avanza.se>",
            KARIN,
            "Ditt månadssparande är ändrat",
            "2025-10-03 12:10",
            """
Hej Karin,

Ditt månadssparande på Investeringssparkonto 88-1102 är ändrat.
Nytt belopp: 2 000 kr/mån, dragning den 25:e från Swedbank.
Fördelning: Avanza Global 60 %, Spiltan Aktiefond Investmentbolag 40 %.
Gäller från 2025-10-25.

Avanza
""",
        ),
        "Bank/Sparande/",
        "2025-10-03",
    ),
    _i(
        "Dokument1.txt",
        _t("""
November
In: lön 30 840, barnbidrag + tillägg 1 400, underhållsstöd 3 946
Ut: hyra 9 870, el ~550, mat 8 500, bredband + mobiler 700, försäkringar 620,
körterminen 300, fotboll 450, Västtrafik 1 500, Volvon 800, sparande 4 500 (fjällen!)
Kvar till kläder/nöje: ca 8 000 – julklappar!!
"""),
        "Bank/Budget/",
        "2025-10-26",
    ),
    _i(
        "activities.csv",
        _csv(
            [
                ["Activity Type", "Date", "Title", "Distance", "Time", "Avg HR", "Avg Pace"],
                [
                    "Running",
                    "2025-10-05 08:12:03",
                    "Göteborg Running",
                    "7.02",
                    "00:41:55",
                    "151",
                    "5:58",
                ],
                [
                    "Running",
                    "2025-10-08 18:30:44",
                    "Interval 6x400",
                    "5.10",
                    "00:29:12",
                    "163",
                    "5:44",
                ],
                [
                    "Running",
                    "2025-10-12 09:04:19",
                    "Long run Delsjön",
                    "12.31",
                    "01:15:40",
                    "148",
                    "6:09",
                ],
                [
                    "Running",
                    "2025-10-15 18:41:02",
                    "Göteborg Running",
                    "6.05",
                    "00:35:03",
                    "150",
                    "5:48",
                ],
                [
                    "Running",
                    "2025-10-19 08:55:37",
                    "Hills Slottsskogen",
                    "6.80",
                    "00:42:20",
                    "166",
                    "6:13",
                ],
            ]
        ),
        "Träning/Löpning/",
        "2025-10-20",
    ),
    _i(
        "Offert 2025-118.eml",
        _eml(
            "Orust Måleri <kontakt@orustmaleri.se>",
            KARIN,
            "Offert 2025-118 – målning fasad och fönster",
            "2025-10-06 14:05",
            """
Hej Karin!

Enligt vårt besök i Hälleviksstrand: skrapning och tvätt av fasaden (ca 110 kvm),
två strykningar med linoljefärg, Falu rödfärg på uthuset, samt renovering och
målning av 9 fönster med kitt och linoljefärg.

Pris: 64 500 kr inkl. moms, före ROT. Utförs maj–juni 2026 beroende på väder.

Hälsningar
Lasse, Orust Måleri
""",
        ),
        "Stugan/Underhåll/",
        "2025-10-06",
    ),
    _i(
        "Re_ sommaren.eml",
        _eml(
            "Maria Lindqvist Wik <maria.wik@hotmail.com>",
            KARIN,
            "Re: sommaren",
            "2025-10-12 21:33",
            """
Hej syrran!

Vi har redan börjat planera nästa sommar (Anders vill till Kroatien i augusti).
Kan vi få vara ute på Orust veckorna 29–30? Tjejerna pratar om bryggan hela tiden.
Vi tar med egna lakan och fixar allt innan vi åker, som vanligt.

Kram Maria
""",
        ),
        "Stugan/Bokningar/",
        "2025-10-12",
    ),
    _i(
        "kvitto_20250921.txt",
        _t("""
POWER Sisjön 2025-09-21 11:48   Kvitto 7731-0921-118
Moccamaster KBG Select, svart      1 st   2 490,00
Totalt 2 490,00 (varav moms 498,00)   Kort ****4471
Tillverkarens garanti: 5 år. Spara kvittot som garantibevis.
"""),
        "Hushåll/Manualer och garantier/",
        "2025-09-21",
    ),
    _i(
        "journal.txt",
        _t("""
Djurkliniken Majorna – journalutdrag 2025-10-02
Patient: Mulle, katt, hane kastrerad, f. 2016
Årlig hälsokontroll + vaccination kattpest/kattsnuva. Vikt 5,4 kg (+0,3).
Hjärta, lungor ua. Råd: lite mindre torrfoder.
Att betala: 1 085 kr.
"""),
        "Husdjur/Mulle/",
        "2025-10-02",
    ),
    _i(
        "vårdplanering.txt",
        _t("""
Vårdplanering 14/10 med Jenny och Ahmed
- Pappa sover dåligt och vandrar på nätterna – läkaren tittar på det 22/10
- Äter bättre sedan de gick över till mindre portioner
- Behöver nya tofflor med halkskydd (stl 43) och två par mjukisbyxor
- Fotvård varannan tisdag, frisör en gång i månaden – betalas av oss
- Nästa möte i januari
"""),
        "Familj/Pappa/",
        "2025-10-14",
    ),
    _i(
        "15 nov.md",
        _t("""
# Viktor fyller 15!
Lördag 15 nov: laserdome i Högsbo kl 14, 8 killar (bokat, 1 600 kr), sedan pizza hemma.
Tårta: Oreo-cheesecake (gör fredag kväll).
Önskelista: fotbollsskor stl 43, hörlurar, presentkort Stadium.
Släktkalas söndag 16/11 kl 15 med Maria & co.
"""),
        "Familj/Kalas och högtider/",
        "2025-10-18",
    ),
    _i(
        "beslut.txt",
        _t("""
Beslut om underhållsstöd
Barn: Ebba Lindqvist och Viktor Lindqvist
Från och med januari 2026: Ebba 2 273 kr/mån, Viktor 1 673 kr/mån
(höjs till 2 273 kr från månaden efter att han fyllt 15 år).
Den bidragsskyldiga föräldern betalar återbetalningsbelopp till oss.
Du kan begära omprövning inom två månader från att du fick beslutet.
"""),
        "Myndigheter/Försäkringskassan/",
        "2025-10-15",
    ),
    _i(
        "Information till hyresgäster.txt",
        _t("""
Överenskommelse klar om hyrorna 2026
Hyrorna i Mariagatan 12–16 höjs med 3,7 % från 1 januari 2026.
Lgh 1102: ny hyra 10 235 kr/mån.
Stambyte planeras 2027 – mer information på ett stormöte i vår.
"""),
        "Bostad/Hyresavtal/",
        "2025-10-22",
    ),
    _i(
        "Viktig information om din försäkring.eml",
        _eml(
            "Länsförsäkringar Göteborg och Bohuslän <info@lansforsakringar.se>",
            KARIN,
            "Viktig information om din försäkring",
            "2025-10-23 08:00",
            """
Hej Karin,

Din hemförsäkring för Mariagatan 14 förnyas 2026-01-01.
Nytt pris: 194 kr/mån. Självrisken vid cykelstöld höjs till 2 000 kr.
Du behöver inte göra något – försäkringen fortsätter gälla.

Länsförsäkringar
""",
        ),
        "Bostad/Hemförsäkring/",
        "2025-10-23",
    ),
    _i(
        "Din faktura är här.eml",
        _eml(
            "Comviq <faktura@comviq.se>",
            KARIN,
            "Din faktura är här",
            "2025-10-11 07:30",
            """
Hej!

Din faktura för oktober är klar: 347 kr, förfaller 2025-10-31.
073-811 20 95 (Ebba) 149 kr · 076-334 18 02 (Viktor) 149 kr · Extra surf 5 GB 49 kr

Comviq
""",
        ),
        "Abonnemang/",
        "2025-10-11",
    ),
    _i(
        "nästa träff.eml",
        _eml(
            "Pernilla Ahl <pernilla.ahl@gmail.com>",
            "Karin, Lena, Sara, Maryam, Anette",
            "Nästa träff!",
            "2025-10-10 18:20",
            """
Hej tjejer!

Nästa gång blir torsdag 20 november hos mig, Linnégatan 31. Vi läser Yellowface
av R.F. Kuang (finns på svenska också). Jag bjuder på soppa, ta med något att dricka.

/Pernilla
""",
        ),
        "Böcker/Bokcirkel/",
        "2025-10-10",
    ),
    _i(
        "v45.txt",
        _t("""
Mån – tacos
Tis – Viktor gör pasta pesto
Ons – ugnslax, klyftpotatis
Tors – kikärtscurry
Fre – rester
Köp: tortillabröd, lax, kikärter, pesto, gurka, gräddfil
"""),
        "Mat/Veckomeny/",
        "2025-11-02",
    ),
    _i(
        "kallelse.txt",
        _t("""
Kallelse till mammografi – Region Västra Götaland
Karin Lindqvist 19790312-****
Tid: tisdag 18 november 2025 kl 10.20, Mammografin Sahlgrenska, Blå stråket 5
Avgift 0 kr. Omboka via 1177 om tiden inte passar.
"""),
        "Hälsa/Karin/",
        "2025-10-17",
    ),
    # ---- fits no folder
    _i(
        "asdfjklö.txt",
        "asdfjklö asdf jklö\nqwertyuiopå\nasdf asdf asdf\nzxcvbnm,.-\n",
        "",
        "2025-09-29",
    ),
    _i("Nytt textdokument.txt", "test\n\nhej hej 123\n", "", "2025-10-01"),
    _i(
        "bläckfiskar.txt",
        _t("""
Från podden i bilen:
Bläckfiskar har tre hjärtan och blått blod.
De smakar med sina sugkoppar.
De flesta lever bara ett eller två år.
Kolla upp: stämmer det att de kan byta färg när de sover?
"""),
        "",
        "2025-10-15",
    ),
    _i(
        "Congratulations.eml",
        _eml(
            "Rewards Center <winner@prize-claims-online.net>",
            KARIN,
            "Congratulations! You have been selected",
            "2025-10-19 03:17",
            """
Dear Customer,

You have been selected to receive an exclusive reward worth $1,000!
To claim your prize, simply confirm your details within 24 hours.
This offer expires soon. Don't miss out!

Rewards Center
""",
        ),
        "",
        "2025-10-19",
    ),
]


def _stamp(path: pathlib.Path, date: str) -> None:
    ts = datetime.strptime(date, "%Y-%m-%d").replace(hour=12, tzinfo=UTC).timestamp()
    os.utime(path, (ts, ts))


def _write(root: pathlib.Path, entry: dict) -> None:
    path = root / entry["path"]
    path.parent.mkdir(parents=True, exist_ok=True)
    content = entry["content"]
    if isinstance(content, bytes):
        path.write_bytes(content)
    else:
        path.write_text(content, encoding="utf-8")
    _stamp(path, entry["date"])


def build(root: pathlib.Path) -> dict[str, str]:
    root = pathlib.Path(root)
    if root.exists() and any(root.iterdir()):
        raise ValueError(f"{root} exists and is not empty")
    root.mkdir(parents=True, exist_ok=True)

    (root / "guideline.md").write_text(GUIDELINE, encoding="utf-8")
    _stamp(root / "guideline.md", "2025-08-10")
    for entry in FILED:
        _write(root, entry)
    (root / "inbox").mkdir(exist_ok=True)
    for entry in INBOX:
        _write(root, entry)

    expected = {entry["path"]: entry["expected"] for entry in INBOX}

    inbox_files = [p for p in (root / "inbox").iterdir() if p.is_file()]
    assert len(inbox_files) == 40, len(inbox_files)
    assert len(expected) == 40
    assert {f"inbox/{p.name}" for p in inbox_files} == set(expected)
    filed_paths = {entry["path"] for entry in FILED}
    assert len(filed_paths) == len(FILED)
    for folder in {v for v in expected.values() if v}:
        assert folder.endswith("/"), folder
        directory = root / folder
        assert directory.is_dir(), folder
        assert any(p.is_file() for p in directory.iterdir()), folder
    empties = sum(1 for v in expected.values() if not v)
    assert 3 <= empties <= 5, empties
    return expected
