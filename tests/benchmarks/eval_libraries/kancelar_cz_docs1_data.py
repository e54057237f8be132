"""kancelar-cz documents, part 1: the flat (Bydlení) and the taxes (Finance/Daně)."""

import random


def _meter_sheets():
    rng = random.Random(4471)
    ele = [["Měsíc", "Stav VT (kWh)", "Stav NT (kWh)", "Spotřeba (kWh)"]]
    gas = [["Měsíc", "Stav plynoměru (m³)", "Spotřeba (m³)"]]
    water = [["Měsíc", "Studená voda SV (m³)", "Teplá voda TV (m³)"]]
    vt, nt, g, sv, tv = 18240, 6120, 20411.0, 112.4, 58.9
    for i in range(30):
        year, month = 2023 + (i // 12), i % 12 + 1
        label = f"{month:02d}/{year}"
        winter = month in (1, 2, 3, 11, 12)
        if (year, month) == (2024, 8):
            vt, nt = 0, 0  # nový elektroměr
        dv, dn = rng.randint(150, 230), rng.randint(40, 90)
        vt, nt = vt + dv, nt + dn
        ele.append([label, vt, nt, dv + dn])
        dg = round(rng.uniform(70, 120) if winter else rng.uniform(8, 25), 1)
        g = round(g + dg, 1)
        gas.append([label, g, dg])
        sv = round(sv + rng.uniform(5.5, 8.0), 1)
        tv = round(tv + rng.uniform(2.5, 4.0), 1)
        water.append([label, sv, tv])
    notes = [
        ["Poznámka"],
        ["Elektroměr č. 4471 2290, distributor EG.D, odečet vždy poslední den v měsíci."],
        ["14. 8. 2024 výměna elektroměru technikem EG.D, nový elektroměr č. 8830 1175 od nuly."],
        ["Plynoměr ve sklepě, klíč od skříňky visí v předsíni."],
        ["Vodoměry v koupelně, stav při předání bytu SV 112,4 / TV 58,9."],
    ]
    return [("Elektřina", ele), ("Plyn", gas), ("Voda", water), ("Poznámky", notes)]


def _suppliers():
    head = ["Dodavatel", "Cena VT (Kč/MWh)", "Cena NT (Kč/MWh)", "Stálý plat (Kč/měs.)", "Fixace"]
    rows = [
        head,
        ["E.ON (stávající)", 3890, 2450, 149, "bez fixace"],
        ["ČEZ Prodej", 3720, 2390, 137, "do 12/2026"],
        ["Centropol", 3650, 2510, 99, "do 6/2026"],
        ["innogy", 3810, 2400, 125, "do 12/2025"],
        ["Pražská energetika", 3590, 2480, 159, "do 12/2026"],
    ]
    calc = [
        ["Roční spotřeba 2024 (kWh)", 2850],
        ["Sazba", "D25d"],
        ["Závěr", "Nejnižší stálý plat má Centropol, nejnižší cenu VT Pražská energetika."],
        ["Rozhodnutí", "Zatím zůstáváme u E.ON, znovu porovnat v září 2025."],
    ]
    return [("Srovnání", rows), ("Výpočet", calc)]


DOCS = [
    {
        "path": "Bydlení/Nájem/Nájemní smlouva 2024.docx",
        "kind": "docx",
        "when": "2024-03-01",
        "title": "Smlouva o nájmu bytu",
        "author": "Ing. Karel Dvořák",
        "paras": [
            "# Smlouva o nájmu bytu",
            "Pronajímatel: Ing. Karel Dvořák, bytem Brno, Údolní 12. Nájemci: Petra Horáková a Lukas Gruber.",
            "1. Předmětem nájmu je byt 3+1 ve 2. patře domu Purkyňova 45, Brno-Královo Pole, o výměře 78 m², včetně sklepa č. 7.",
            "2. Nájem se sjednává na dobu určitou od 1. dubna 2024 do 31. března 2027.",
            "3. Měsíční nájemné činí 18 900 Kč a je splatné vždy do 5. dne kalendářního měsíce na účet pronajímatele.",
            "4. Zálohy na služby (voda, teplo, výtah, úklid společných prostor) činí 3 400 Kč měsíčně a vyúčtují se jednou ročně.",
            "5. Nájemce složí jistotu ve výši tří měsíčních nájmů, tj. 56 700 Kč, nejpozději při podpisu smlouvy.",
            "6. Pronajímatel může nájemné jednou ročně zvýšit nejvýše o míru inflace vyhlášenou ČSÚ.",
            "7. Výpovědní doba je tříměsíční a začíná běžet prvním dnem měsíce následujícího po doručení výpovědi druhé straně.",
            "8. Chov domácích zvířat je možný pouze s předchozím písemným souhlasem pronajímatele.",
            "9. Drobné opravy a běžnou údržbu do 1 000 Kč v jednotlivém případě hradí nájemce.",
            "10. Podnájem bytu třetí osobě je bez souhlasu pronajímatele vyloučen.",
            "11. Nájemce umožní pronajímateli po předchozím ohlášení prohlídku bytu, nejvýše dvakrát ročně.",
            "12. Smlouva je vyhotovena ve dvou stejnopisech. V Brně dne 1. 3. 2024.",
        ],
    },
    {
        "path": "Bydlení/Nájem/Předávací protokol.odt",
        "kind": "odt",
        "when": "2024-04-01",
        "paras": [
            "# Protokol o předání a převzetí bytu",
            "Byt Purkyňova 45/2. patro předán dne 1. dubna 2024 v 17:00.",
            "Předány 3 sady klíčů (vchod, byt, sklep) a 1 čip ke vchodovým dveřím.",
            "Stavy měřidel: elektroměr VT 18 240 kWh, NT 6 120 kWh; vodoměr SV 112,4 m³, TV 58,9 m³.",
            "Zjištěné vady: škrábanec na plovoucí podlaze v obývacím pokoji (cca 20 cm), kapající baterie v koupelně, prasklá dlaždice u vany.",
            "Pronajímatel opraví baterii do konce dubna, ostatní vady se nebudou přičítat nájemcům.",
            "Podpisy: Karel Dvořák, Petra Horáková, Lukas Gruber.",
        ],
    },
    {
        "path": "Bydlení/Nájem/Vyúčtování služeb 2024.pdf",
        "kind": "pdf",
        "when": "2025-04-15",
        "paras": [
            "Vyúčtování služeb spojených s užíváním bytu za rok 2024",
            "Byt: Purkyňova 45, Brno. Nájemci: Horáková, Gruber. Období: 04-12/2024.",
            "Zaplacené zálohy: 30 600 Kč. Skutečné náklady: 28 290 Kč.",
            "Přeplatek 2 310 Kč bude vrácen na účet do 30. 6. 2025.",
        ],
    },
    {
        "path": "Bydlení/Nájem/email_pronajimatel_kotel.eml",
        "kind": "eml",
        "when": "2024-11-12",
        "from": "Karel Dvořák <k.dvorak@seznam.cz>",
        "to": "Petra Horáková <petra.horakova@email.cz>",
        "subject": "Servis kotle v bytě",
        "paras": [
            "Dobrý den, paní Horáková,",
            "pravidelná revize plynového kotle proběhne v úterý 19. listopadu mezi 8. a 10. hodinou. Technik je pan Šťastný z firmy Termo Brno.",
            "Prosím, zajistěte, aby byl někdo doma. Děkuji, Karel Dvořák",
        ],
    },
    {
        "path": "Bydlení/Nájem/Domovní řád.odt",
        "kind": "odt",
        "when": "2023-09-20",
        "paras": [
            "Domovní řád domu Purkyňova 45",
            "Noční klid od 22:00 do 6:00. Kola a kočárky pouze v kolárně v přízemí.",
            "Úklid schodiště zajišťuje firma, popelnice se vystavují ve středu večer.",
        ],
    },
    {
        "path": "Bydlení/Energie/Stromrechnung Q1.pdf",
        "kind": "pdf",
        "when": "2025-04-08",
        "paras": [
            "E.ON Energie, a.s. – Vyúčtování elektřiny",
            "Odběrné místo: Purkyňova 45, Brno. Zákazník: Lukas Gruber.",
            "Období: 1. 1. 2025 – 31. 3. 2025. Spotřeba 712 kWh (VT 538, NT 174).",
            "Celkem za období 4 980 Kč, uhrazeno zálohami 4 950 Kč, doplatek 30 Kč.",
        ],
    },
    {
        "path": "Bydlení/Energie/Stromrechnung Q4 2024.pdf",
        "kind": "pdf",
        "when": "2025-01-10",
        "paras": [
            "E.ON Energie, a.s. – Vyúčtování elektřiny",
            "Období: říjen–prosinec 2024. Spotřeba 805 kWh.",
            "Celkem 5 610 Kč, přeplatek 340 Kč bude vrácen převodem.",
        ],
    },
    {
        "path": "Bydlení/Energie/Plyn vyúčtování 2024.pdf",
        "kind": "pdf",
        "when": "2025-02-03",
        "paras": [
            "Vyúčtování zemního plynu za rok 2024",
            "Spotřeba 812 m³ (8 690 kWh). Nové zálohy od března 2025: 1 900 Kč měsíčně.",
        ],
    },
    {
        "path": "Bydlení/Energie/stavy_meridel.xlsx",
        "kind": "xlsx",
        "when": "2025-06-30",
        "title": "Stavy měřidel Purkyňova",
        "author": "Lukas Gruber",
        "sheets": _meter_sheets(),
    },
    {
        "path": "Bydlení/Energie/Porovnání dodavatelů.ods",
        "kind": "ods",
        "when": "2025-03-16",
        "sheets": _suppliers(),
    },
    {
        "path": "Bydlení/Energie/prezentace_seminar.pptx",
        "kind": "pptx",
        "when": "2024-11-08",
        "title": "Tepelné čerpadlo v bytovém domě",
        "author": "Tomáš Kříž",
        "slides": [
            {
                "title": "Tepelné čerpadlo v bytovém domě",
                "body": [
                    "Ing. Tomáš Kříž, Energetická poradna Brno",
                    "Seminář pro vlastníky a nájemníky, 7. 11. 2024",
                ],
                "notes": "Přednášející Ing. Kříž nabízí konzultace v poradně zdarma, objednat přes web.",
            },
            {
                "title": "Jak funguje systém vzduch–voda",
                "body": [
                    "Venkovní jednotka odebírá teplo ze vzduchu",
                    "Topný faktor 3 až 4 při 0 °C",
                    "Nutný akumulační zásobník",
                ],
                "notes": "",
            },
            {
                "title": "Náklady",
                "body": [
                    "Investice pro dům s 12 byty cca 3,2 mil. Kč",
                    "Úspora proti plynovému kotli 35–45 %",
                    "Návratnost 8 až 11 let podle cen energií",
                ],
                "notes": "Zeptat se pana Dvořáka, jestli by dům do společného čerpadla šel.",
            },
            {
                "title": "Dotace",
                "body": [
                    "Nová zelená úsporám – až 50 % způsobilých výdajů",
                    "Žádost se podává před zahájením prací",
                ],
                "notes": "",
            },
        ],
    },
    {
        "path": "Finance/Daně/2024/Daňové přiznání 2024.pdf",
        "kind": "pdf",
        "when": "2025-03-28",
        "paras": [
            "Přiznání k dani z příjmů fyzických osob za zdaňovací období 2024",
            "Poplatník: Petra Horáková, DIČ CZ8556121234. Finanční úřad pro Jihomoravský kraj.",
            "Příjmy ze zaměstnání (§ 6) a z podnikání (§ 7, výdajový paušál 40 %).",
            "Daňové zvýhodnění na vyživované dítě: Eliška, 15 204 Kč. Podáno elektronicky 28. března 2025.",
        ],
    },
    {
        "path": "Finance/Daně/2024/Potvrzení o zdanitelných příjmech.pdf",
        "kind": "pdf",
        "when": "2025-02-12",
        "paras": [
            "Potvrzení o zdanitelných příjmech ze závislé činnosti za rok 2024",
            "Zaměstnavatel: Moravia Účetní s.r.o., Brno. Zaměstnanec: Petra Horáková.",
            "Úhrn zúčtovaných příjmů 486 000 Kč, sražené zálohy na daň 41 220 Kč.",
        ],
    },
    {
        "path": "Finance/Daně/2024/Steuerausgleich Lukas 2024.docx",
        "kind": "docx",
        "when": "2025-04-22",
        "author": "Lukas Gruber",
        "paras": [
            "# Arbeitnehmerveranlagung 2024 – Notizen",
            "Lebensmittelpunkt seit 2023 in Brno, Arbeitgeber in Wien (Donau Digital GmbH).",
            "Laut Doppelbesteuerungsabkommen Österreich–Tschechien: Besteuerung im Ansässigkeitsstaat, ausgenommen Arbeitstage in Wien.",
            "Für das Finanzamt Österreich eine Ansässigkeitsbescheinigung vom tschechischen Finanzamt besorgen (Formular 25 5312).",
            "Bürotage in Wien 2024: 41 Tage laut Fahrtenbuch und Reisekosten.",
            "Pendlerpauschale nicht anwendbar. Kinderabsetzbetrag prüfen.",
            "Steuerberaterin: Mag. Sabine Hofer, Kanzlei Hofer & Partner, Wien 1070, Termin am 6. Mai 2025.",
        ],
    },
    {
        "path": "Finance/Daně/2024/dary_potvrzeni.txt",
        "kind": "txt",
        "when": "2025-01-20",
        "paras": [
            "Dary 2024 – potvrzení pro daňové přiznání",
            "Člověk v tísni – 2 000 Kč (12/2024)",
            "Nadace Dobrý anděl – 1 200 Kč (měsíčně 100 Kč)",
            "Celkem 3 200 Kč, potvrzení uložena v e-mailu.",
        ],
    },
    {
        "path": "Finance/Daně/2023/DAP_2023_final.pdf",
        "kind": "pdf",
        "when": "2024-03-30",
        "paras": [
            "Přiznání k dani z příjmů fyzických osob za rok 2023",
            "Poplatník: Petra Horáková. Daň po slevách 12 840 Kč, přeplatek 3 115 Kč.",
        ],
    },
    {
        "path": "Finance/Daně/2023/Lohnzettel 2023.pdf",
        "kind": "pdf",
        "when": "2024-02-26",
        "paras": [
            "Lohnzettel und Beitragsgrundlagennachweis L16 für 2023",
            "Arbeitnehmer: Lukas Gruber. Arbeitgeber: Donau Digital GmbH, Wien.",
            "Bruttobezüge 69 300,00 EUR, einbehaltene Lohnsteuer 17 870,40 EUR.",
        ],
    },
]
