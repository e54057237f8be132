"""kancelar-cz documents, part 4: health (Zdraví), school (Škola), mother's papers (Máma), car (Auto)."""

import datetime
import random


def _med_sheets():
    meds = [
        ["Lék", "Síla", "Dávkování", "Na co", "Předepisuje"],
        ["Euthyrox", "50 μg", "1 tableta ráno nalačno", "štítná žláza", "MUDr. Kolářová"],
        ["Prestarium Neo", "5 mg", "1 ráno", "vysoký tlak", "MUDr. Veselá"],
        ["Anopyrin", "100 mg", "1 v poledne", "ředění krve", "MUDr. Veselá"],
        ["Calcium + D3", "500 mg", "1 večer", "kosti po zlomenině", "MUDr. Kolářová"],
        ["Helicid", "20 mg", "1 ráno před jídlem", "žaludek", "MUDr. Kolářová"],
    ]
    visits = [
        ["Datum", "Ambulance", "Lékař", "Poznámka"],
        ["12. 6. 2025", "kardiologie", "MUDr. Veselá", "Holter na 24 h, vzít seznam léků"],
        ["3. 7. 2025", "ortopedie FN Brno", "MUDr. Sedláček", "kontrola kyčle, RTG"],
        ["15. 9. 2025", "praktická lékařka", "MUDr. Kolářová", "odběry krve nalačno"],
        ["20. 10. 2025", "oční", "MUDr. Hrubá", "nové brýle"],
    ]
    rng = random.Random(1946)
    bp = [["Datum", "Systolický", "Diastolický", "Puls"]]
    day = datetime.date(2025, 1, 1)
    for _ in range(90):
        bp.append(
            [
                day.strftime("%d.%m.%Y"),
                rng.randint(125, 152),
                rng.randint(72, 92),
                rng.randint(60, 84),
            ]
        )
        day += datetime.timedelta(days=2)
    return [("Léky", meds), ("Kontroly", visits), ("Tlak", bp)]


def _service_sheets():
    rng = random.Random(2017)
    rows = [["Datum", "Km", "Úkon", "Cena (Kč)", "Servis"]]
    km, day = 121500, datetime.date(2022, 3, 20)
    while day < datetime.date(2025, 6, 1):
        km += rng.randint(11000, 15000)
        day += datetime.timedelta(days=rng.randint(150, 200))
        rows.append(
            [
                day.strftime("%d.%m.%Y"),
                km,
                "výměna oleje a filtrů",
                rng.randint(3200, 4100),
                "Autoservis Zbrojovka",
            ]
        )
    rows.append(
        ["22.05.2024", 180400, "výměna rozvodů a vodní pumpy", 14800, "Autoservis Zbrojovka"]
    )
    rows.append(["22.05.2024", 180400, "technická kontrola + emise", 1900, "STK Brno-Řečkovice"])
    info = [
        ["Vůz", "Škoda Octavia Combi 2.0 TDI, r. v. 2017"],
        ["STK platí do", "05/2026"],
        ["Zimní pneu", "Nokian 205/55 R16, uložené ve sklepě"],
    ]
    return [("Servis", rows), ("Info", info)]


DOCS = [
    {
        "path": "Zdraví/Máma/Propouštěcí zpráva FN Brno.pdf",
        "kind": "pdf",
        "when": "2024-09-27",
        "paras": [
            "Fakultní nemocnice Brno – Ortopedická klinika – Propouštěcí zpráva",
            "Pacientka: Jiřina Horáková, nar. 1946. Hospitalizace 16. 9. – 27. 9. 2024.",
            "Dg.: zlomenina krčku stehenní kosti vlevo, provedena totální endoprotéza kyčle.",
            "Doporučení: chůze s chodítkem, rehabilitace, kontrola na ortopedii za 6 týdnů. Medikace dle praktického lékaře.",
        ],
    },
    {
        "path": "Zdraví/Máma/leky_prehled.ods",
        "kind": "ods",
        "when": "2025-05-28",
        "sheets": _med_sheets(),
    },
    {
        "path": "Zdraví/Máma/rehabilitace poukaz.pdf",
        "kind": "pdf",
        "when": "2024-10-14",
        "paras": [
            "Poukaz na fyzioterapii",
            "Pacientka: Jiřina Horáková. 10 procedur, individuální LTV po TEP kyčle, Rehabilitace Blansko.",
        ],
    },
    {
        "path": "Zdraví/Eliška/zprava_alergolog.docx",
        "kind": "docx",
        "when": "2025-03-12",
        "title": "Alergologické vyšetření",
        "author": "MUDr. Jana Pokorná",
        "paras": [
            "# Alergologická ambulance Brno-Lesná, MUDr. Jana Pokorná",
            "Pacientka: Eliška Horáková, nar. 2019. Vyšetření dne 12. března 2025.",
            "Kožní prick testy: pozitivní pyl břízy a lísky, negativní roztoči a srst.",
            "Terapie: cetirizin kapky, 10 kapek večer v pylové sezóně (březen až květen).",
            "Kontrola za 6 měsíců, od 6 let zvážit alergenovou imunoterapii.",
        ],
    },
    {
        "path": "Zdraví/Eliška/Očkovací průkaz sken.jpg",
        "kind": "jpg",
        "when": "2024-11-20",
        "color": (226, 221, 200),
    },
    {
        "path": "Zdraví/Eliška/Impfungen Elli.txt",
        "kind": "txt",
        "when": "2025-05-16",
        "paras": [
            "Impfungen Elli",
            "MMR 2. Dosis: 20.11.2024 beim Kinderarzt MUDr. Beneš",
            "FSME (Zecken): 2. Teilimpfung Mai 2025, 3. Teilimpfung in einem Jahr",
        ],
    },
    {
        "path": "Škola/Eliška/Informace pro rodiče.odt",
        "kind": "odt",
        "when": "2024-09-02",
        "title": "Informace pro rodiče 2024/2025",
        "paras": [
            "# MŠ Sluníčko, třída Berušky – informace pro rodiče, školní rok 2024/2025",
            "Provoz školky je od 6:30 do 16:30, děti si vyzvedávejte nejpozději v 16:30.",
            "Školné činí 1 200 Kč měsíčně, stravné 48 Kč za den; obojí se platí inkasem do 15. dne v měsíci.",
            "Plavecký kurz v bazénu Lužánky probíhá každé úterý od října, 10 lekcí za 1 500 Kč.",
            "Vánoční besídka bude 12. prosince v 16:00 ve třídě.",
            "Nepřítomnost omlouvejte do 8:00 přes aplikaci Naše MŠ.",
        ],
    },
    {
        "path": "Škola/Eliška/Zápis do 1. třídy.pdf",
        "kind": "pdf",
        "when": "2025-03-10",
        "paras": [
            "ZŠ Slovanské náměstí, Brno – zápis do 1. tříd pro školní rok 2025/2026",
            "Zápis proběhne 4. dubna 2025 od 14 do 18 hodin.",
            "S sebou: rodný list dítěte a občanský průkaz zákonného zástupce.",
        ],
    },
    {
        "path": "Škola/Eliška/email_ucitelka_besidka.eml",
        "kind": "eml",
        "when": "2024-12-03",
        "from": "Mgr. Hana Zelená <zelena@ms-slunicko.cz>",
        "to": "Petra Horáková <petra.horakova@email.cz>",
        "subject": "Vánoční besídka – kostýmy",
        "paras": [
            "Milí rodiče,",
            "na besídku prosíme o bílý kostým sněhové vločky a malý dárek do 100 Kč na výměnu.",
            "Děkuji, Hana Zelená",
        ],
    },
    {
        "path": "Škola/Eliška/obrazek_eliska.jpg",
        "kind": "jpg",
        "when": "2025-02-14",
        "color": (240, 180, 60),
    },
    {
        "path": "Máma/Úřady/ÚP žádost 2024.docx",
        "kind": "docx",
        "when": "2024-09-02",
        "author": "Petra Horáková",
        "paras": [
            "# Žádost o příspěvek na péči – podklady a průběh",
            "Žadatelka: Jiřina Horáková, nar. 3. 5. 1946, Blansko, Rožmitálova 8.",
            "Žádost podána 2. září 2024 na kontaktním pracovišti Úřadu práce v Blansku.",
            "Sociální šetření doma proběhlo 3. října 2024, vedla ho sociální pracovnice paní Machalová, tel. 950 123 456.",
            "Zdravotní stav: po operaci kyčle chodí s chodítkem, potřebuje pomoc s hygienou, nákupy a léky.",
            "Podklady: zpráva praktické lékařky MUDr. Kolářové, propouštěcí zpráva z nemocnice.",
        ],
    },
    {
        "path": "Máma/Úřady/plna_moc.rtf",
        "kind": "rtf",
        "when": "2024-09-20",
        "paras": [
            "PLNÁ MOC",
            "Já, Jiřina Horáková, nar. 3. 5. 1946, bytem Blansko, Rožmitálova 8, zmocňuji svou dceru Ing. Petru Horákovou, nar. 12. 6. 1985,",
            "aby mě zastupovala při jednání s ČSSZ, s Úřadem práce, se zdravotní pojišťovnou VZP ČR a s Komerční bankou.",
            "V Blansku dne 20. září 2024. Podpis zmocnitelky a zmocněnce.",
        ],
    },
    {
        "path": "Máma/Úřady/Smlouva pečovatelská služba.odt",
        "kind": "odt",
        "when": "2025-01-27",
        "paras": [
            "# Smlouva o poskytování pečovatelské služby",
            "Poskytovatel: Diakonie ČCE, středisko Blansko. Uživatelka: Jiřina Horáková.",
            "Rozsah: dovoz obědů pondělí až pátek za 95 Kč za oběd včetně dovozu.",
            "Pomoc s osobní hygienou v úterý a v pátek, 150 Kč za hodinu; nákup jednou týdně.",
            "Služby se vyúčtují měsíčně, úhrada převodem do 15. dne následujícího měsíce.",
            "Smlouva platí od 1. února 2025 na dobu neurčitou.",
        ],
    },
    {
        "path": "Máma/Úřady/Důchod výměr 2025.pdf",
        "kind": "pdf",
        "when": "2025-01-06",
        "paras": [
            "Česká správa sociálního zabezpečení – Oznámení o zvýšení důchodu",
            "Jiřina Horáková: starobní důchod od lednové splátky 2025 činí 19 874 Kč měsíčně.",
        ],
    },
    {
        "path": "Máma/Úřady/Rozhodnutí o příspěvku na péči.pdf",
        "kind": "pdf",
        "when": "2024-11-18",
        "paras": [
            "Úřad práce České republiky – Rozhodnutí",
            "Jiřině Horákové se přiznává příspěvek na péči ve II. stupni závislosti ve výši 4 400 Kč měsíčně od října 2024.",
        ],
    },
    {
        "path": "Auto/servis_octavia.xlsx",
        "kind": "xlsx",
        "when": "2025-06-02",
        "author": "Lukas Gruber",
        "sheets": _service_sheets(),
    },
    {
        "path": "Auto/Kupní smlouva Škoda.docx",
        "kind": "docx",
        "when": "2023-01-15",
        "paras": [
            "Kupní smlouva na ojeté motorové vozidlo",
            "Škoda Octavia Combi 2.0 TDI, r. v. 2017, najeto 121 500 km, cena 289 000 Kč.",
            "Kupující: Lukas Gruber. V Brně 8. 3. 2022.",
        ],
    },
    {
        "path": "Auto/Vignette 2025.txt",
        "kind": "txt",
        "when": "2024-11-29",
        "paras": [
            "Digitale Vignette Österreich 2025 – Kennzeichen 7B4 2281 (CZ), gültig 1.12.2024 bis 31.1.2026, 103,80 EUR",
            "Dálniční známka ČR – roční, platí od 1. 3. 2025, 2 440 Kč",
        ],
    },
]
