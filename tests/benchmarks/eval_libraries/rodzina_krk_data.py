"""Data tables for the rodzina-krk library (Tomasz & Olena Wiśniewscy, Kraków; pl/uk/fr/ru)."""

from __future__ import annotations

import datetime as _dt
import textwrap as _tw

# --------------------------------------------------------------------------------------
# people, numbers, devices
# --------------------------------------------------------------------------------------

ADDR = "ul. Rydlówka 14/7, 30-363 Kraków"
TOMASZ_PESEL = "87061204537"
OLENA_PESEL = "91032918762"
OLENA_NIP = "6772418390"
MBANK_IBAN = "PL 61 1140 2004 0000 3102 7718 4452"
LANDLORD_IBAN = "PL 27 1020 2892 0000 5602 0143 8871"
TAURON_PPE = "590243829012345678"
NORDVIK = "Nordvik Software sp. z o.o., ul. Lubicz 17G, 31-503 Kraków, NIP 6762519843"

DEVICES = {
    "iphone": ("Apple", "iPhone 13", "18.5"),
    "samsung": ("samsung", "SM-S911B", "S911BXXS6CYE1"),
    "scanner": ("Canon", "CanoScan LiDE 300", "1.0"),
}

PALETTES = {
    "city": {
        "sky": ((120, 160, 210), (200, 215, 235)),
        "ground": ((120, 110, 100), (80, 74, 70)),
        "shapes": [
            (176, 150, 120),
            (200, 180, 150),
            (150, 90, 70),
            (220, 210, 190),
            (110, 120, 130),
        ],
    },
    "oldtown": {
        "sky": ((110, 150, 205), (215, 225, 240)),
        "ground": ((150, 135, 115), (100, 92, 82)),
        "shapes": [(210, 170, 110), (190, 120, 90), (230, 215, 170), (160, 60, 50), (120, 140, 90)],
    },
    "snow": {
        "sky": ((90, 140, 210), (190, 210, 235)),
        "ground": ((240, 243, 248), (205, 212, 225)),
        "shapes": [(70, 90, 80), (50, 70, 60), (120, 100, 80), (235, 235, 240)],
    },
    "sea": {
        "sky": ((100, 160, 220), (210, 225, 240)),
        "ground": ((60, 110, 150), (40, 80, 110)),
        "shapes": [(200, 170, 120), (170, 90, 60), (230, 220, 200), (90, 90, 100)],
    },
    "lake": {
        "sky": ((130, 175, 220), (220, 230, 240)),
        "ground": ((70, 140, 160), (50, 100, 120)),
        "shapes": [(90, 120, 80), (200, 190, 170), (150, 110, 80), (80, 100, 120)],
    },
    "park": {
        "sky": ((140, 180, 220), (225, 235, 240)),
        "ground": ((90, 140, 70), (60, 100, 50)),
        "shapes": [(60, 110, 60), (80, 130, 70), (200, 80, 70), (230, 200, 80)],
    },
    "indoor": {
        "sky": ((210, 200, 185), (230, 222, 210)),
        "ground": ((150, 120, 95), (110, 85, 65)),
        "shapes": [(190, 60, 60), (60, 90, 160), (230, 200, 120), (90, 160, 120)],
    },
}

# nearest town or city (population > ~15 000) to each place, as GeoNames spells it in English
PLACE_NAMES = {
    "lviv": "Lviv",
    "gdansk": "Gdańsk|Gdansk",
    "lyon": "Lyon",
    "annecy": "Annecy",
    "zakopane": "Zakopane",
    "wroclaw": "Wrocław|Wroclaw",
}

# (lat, lon, altitude m)
SPOTS = {
    "lviv_rynok": (49.84152, 24.03162, 289.0),
    "lviv_castle": (49.84845, 24.03898, 398.0),
    "lviv_opera": (49.84406, 24.02621, 292.0),
    "lviv_potocki": (49.83781, 24.02352, 298.0),
    "gdansk_mlyn": (54.35301, 18.64981, 7.0),
    "gdansk_glowny": (54.35569, 18.64462, 9.0),
    "gdansk_katownia": (54.34981, 18.64803, 8.0),
    "lyon_guichard": (45.75201, 4.84671, 171.0),
    "lyon_saxe": (45.74952, 4.85088, 172.0),
    "lyon_garibaldi": (45.75148, 4.85301, 173.0),
    "annecy_isle": (45.89893, 6.12641, 448.0),
    "annecy_europe": (45.89982, 6.13203, 447.0),
    "zak_krupowki": (49.29622, 19.95182, 838.0),
    "zak_gubalowka": (49.30688, 19.93612, 1120.0),
    "zak_krokiew": (49.29063, 19.96071, 905.0),
    "wro_rynek": (51.10998, 17.03196, 118.0),
    "wro_solny": (51.10941, 17.02938, 119.0),
}
SPOT_PLACE = {
    k: k.split("_")[0].replace("zak", "zakopane").replace("wro", "wroclaw") for k in SPOTS
}

NEW_FOLDERS = {"Podróże/2025-10 Wrocław/", "Finanse/Podatki/2025/"}


def D(path: str, kind: str, date: str, text: str = "", **kw) -> dict:
    d = {"path": path, "kind": kind, "date": date, "text": _tw.dedent(text).strip("\n")}
    d.update(kw)
    return d


def _zl(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " zł"


def _eur(v: float) -> str:
    return f"{v:,.2f}".replace(",", " ").replace(".", ",") + " €"


def _pl(d: _dt.date) -> str:
    return d.strftime("%d.%m.%Y")


MIESIACE = ["styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień",
            "wrzesień", "październik", "listopad", "grudzień"]  # fmt: skip


def photo(path: str, when: str, spot: str | None, scene: str, device: str = "iphone", **kw) -> dict:
    d = D(path, "photo", when, device=device, scene=scene, **kw)
    if spot:
        d["gps"] = SPOTS[spot]
        d["place"] = SPOT_PLACE[spot]
    return d


def video(path: str, when: str, spot: str | None, scene: str, device: str = "iphone", **kw) -> dict:
    d = D(path, "video", when, device=device, scene=scene, **kw)
    if spot:
        d["gps"] = SPOTS[spot]
        d["place"] = SPOT_PLACE[spot]
    return d


def ip(when: str, ext: str = "HEIC") -> str:
    """iPhone camera-roll name, numbered in time order."""
    t = _dt.datetime.strptime(when, "%Y-%m-%d %H:%M:%S")
    minutes = int((t - _dt.datetime(2023, 1, 1)).total_seconds() // 60)
    return f"IMG_{1000 + minutes // 200:04d}.{ext}"


def sm(when: str, ext: str = "jpg") -> str:
    return _dt.datetime.strptime(when, "%Y-%m-%d %H:%M:%S").strftime("%Y%m%d_%H%M%S") + "." + ext


# --------------------------------------------------------------------------------------
# templated documents: Tauron, Orange, PGNiG bills; mBank statements; payslips; invoices
# --------------------------------------------------------------------------------------


def tauron(path: str, issued: str, period: str, kwh: int, prog_kwh: int, **kw) -> dict:
    d0 = _dt.date.fromisoformat(issued)
    due = d0 + _dt.timedelta(days=14)
    energy = round(kwh * 0.5050, 2)
    dist = round(kwh * 0.3412 + 2 * 12.12, 2)
    fixed = round(2 * (0.33 + 9.45 + 2.92), 2)
    net = round(energy + dist + fixed, 2)
    vat = round(net * 0.23, 2)
    prog = round(prog_kwh * 1.0561, 2)
    total = round(net + vat + prog - round(prog_kwh * 1.0561 * 0.97, 2), 2)
    nr = f"P/{d0.strftime('%y')}/{300000 + d0.month * 1731 + kwh:07d}"
    text = f"""
    # TAURON Sprzedaż sp. z o.o.
    ul. Łagiewnicka 60, 30-417 Kraków · NIP 6762290110
    ## Faktura VAT nr {nr}
    Data wystawienia: {_pl(d0)}    Termin płatności: {_pl(due)}
    Nabywca: Tomasz Wiśniewski, {ADDR}
    Numer PPE: {TAURON_PPE}    Taryfa: G11
    Okres rozliczeniowy: {period}
    ---
    !Pozycja | Ilość | Cena netto | Wartość netto
    Energia czynna (całodobowa) | {kwh} kWh | 0,5050 zł | {_zl(energy)}
    Opłata sieciowa zmienna i stała | {kwh} kWh | — | {_zl(dist)}
    Opłata mocowa, OZE, kogeneracyjna, abonamentowa | 2 mies. | — | {_zl(fixed)}
    Razem netto | | | {_zl(net)}
    VAT 23% | | | {_zl(vat)}
    Prognoza na kolejny okres | {prog_kwh} kWh | | {_zl(prog)}
    ---
    Do zapłaty: {_zl(total)}
    Rachunek do wpłat: 39 1050 0086 6702 {d0.month:02d}14 2201 7731
    Odczyt licznika nr 96184727: rzeczywisty (odczyt zdalny)
    """
    return D(
        path, "pdf", issued + " 18:20", text, title=f"Faktura {nr}", producer="TAURON eBOK", **kw
    )


def orange(path: str, issued: str, month: str, **kw) -> dict:
    d0 = _dt.date.fromisoformat(issued)
    text = f"""
    # Orange Polska S.A.
    Al. Jerozolimskie 160, 02-326 Warszawa
    ## Faktura VAT nr F/{d0.strftime("%Y%m")}/88412097
    Data wystawienia: {_pl(d0)}   Okres: {month}
    Klient: Tomasz Wiśniewski, {ADDR}   Nr klienta: 2.7481.0936
    ---
    !Usługa | Okres | Netto | Brutto
    Orange Światłowód 600 Mb/s | {month} | 56,90 zł | 69,99 zł
    Orange TV Smart Box | {month} | 8,12 zł | 9,99 zł
    Rabat za e-fakturę i zgody | {month} | -4,06 zł | -5,00 zł
    ---
    Do zapłaty: 74,98 zł, termin {_pl(d0 + _dt.timedelta(days=20))}
    Numer konta do wpłat: 67 1140 1010 0000 2248 7709 3120
    """
    return D(
        path, "pdf", issued + " 07:02", text, title="Faktura Orange", producer="Orange Polska", **kw
    )


def pgnig(path: str, issued: str, period: str, m3: int, **kw) -> dict:
    d0 = _dt.date.fromisoformat(issued)
    kwh = round(m3 * 11.4)
    total = round(kwh * 0.2975 * 1.23 + 2 * 7.12 * 1.23 + 2 * 14.5, 2)
    text = f"""
    # PGNiG Obrót Detaliczny sp. z o.o.
    ul. Jana Kazimierza 3, 01-248 Warszawa
    ## Faktura VAT nr {d0.strftime("%y")}/{d0.month:02d}/4420813/KR
    Data wystawienia: {_pl(d0)}
    Odbiorca: Tomasz Wiśniewski, {ADDR}   Grupa taryfowa: W-1.1
    Okres: {period}
    ---
    !Pozycja | Zużycie | Wartość brutto
    Paliwo gazowe | {m3} m³ = {kwh} kWh | {_zl(round(kwh * 0.2975 * 1.23, 2))}
    Opłata abonamentowa | 2 mies. | {_zl(round(2 * 7.12 * 1.23, 2))}
    Opłata dystrybucyjna stała | 2 mies. | {_zl(2 * 14.5)}
    ---
    Razem do zapłaty: {_zl(total)}
    """
    return D(
        path, "pdf", issued + " 09:40", text, title="Faktura PGNiG", producer="PGNiG eBOK", **kw
    )


RENT = {2025: 3350.00}


def mbank(path: str, year: int, month: int, **kw) -> dict:
    import calendar

    last = calendar.monthrange(year, month)[1]
    m0 = _dt.date(year, month, 1)
    salary = 11860.00 if (year, month) < (2025, 4) else 12540.00
    if month >= 9:
        salary -= 1310.00  # second tax bracket
    rows = [
        (
            1,
            "PRZELEW PRZYCHODZĄCY",
            "NORDVIK SOFTWARE SP. Z O.O. WYNAGRODZENIE "
            + f"{(month - 2) % 12 + 1:02d}/{year if month > 1 else year - 1}",
            salary,
        ),
        (
            2,
            "PRZELEW WYCHODZĄCY",
            "ZBIGNIEW KACZMARCZYK CZYNSZ NAJMU RYDLÓWKA 14/7 " + MIESIACE[month - 1].upper(),
            -RENT[2025],
        ),
        (2, "PRZELEW WYCHODZĄCY", "WSPÓLNOTA MIESZKANIOWA RYDLÓWKA 14 ZALICZKA", -612.40),
        (4, "ZAKUP PRZY UŻYCIU KARTY", "BIEDRONKA 3127 KRAKOW", -187.34 - month),
        (
            6,
            "PRZELEW PRZYCHODZĄCY",
            "OLENA WISNIEWSKA TLUMACZENIA PRZELEW WŁASNY",
            4200.00 + 100 * (month % 3),
        ),
        (9, "ZAKUP PRZY UŻYCIU KARTY", "LIDL RZEMIESLNICZA KRAKOW", -243.18),
        (11, "PŁATNOŚĆ BLIK", "ALLEGRO.PL", -89.99 - month * 3),
        (14, "ZLECENIE STAŁE", "SZKOLA PODSTAWOWA - RADA RODZICOW", -30.00),
        (15, "POLECENIE ZAPŁATY", "ORANGE POLSKA S.A.", -74.98),
        (18, "ZAKUP PRZY UŻYCIU KARTY", "ORLEN STACJA NR 4417 KRAKOW", -281.60),
        (21, "ZAKUP PRZY UŻYCIU KARTY", "ROSSMANN 214 KRAKOW", -64.47),
        (24, "PRZELEW WYCHODZĄCY", "HANNA KOVALENKO ДОПОМОГА МАМІ", -800.00),
        (27, "ZAKUP PRZY UŻYCIU KARTY", "CARREFOUR BONARKA KRAKOW", -312.55 + month),
    ]
    bal = 18412.36 + month * 611.2
    lines = []
    for day, typ, desc, amt in rows:
        bal += amt
        lines.append(
            f"{_pl(_dt.date(year, month, min(day, last)))} | {typ} {desc} | {amt:,.2f}".replace(
                ",", " "
            ).replace(".", ",")
            + f" | {bal:,.2f}".replace(",", " ").replace(".", ",")
        )
    text = (
        f"""
    # mBank S.A. — Elektroniczne zestawienie operacji
    Rachunek: eKonto wspólne {MBANK_IBAN}
    Posiadacze: TOMASZ WIŚNIEWSKI, OLENA WIŚNIEWSKA
    Za okres: {_pl(m0)} – {_pl(_dt.date(year, month, last))}
    ---
    !Data operacji | Opis operacji | Kwota | Saldo po operacji
    """
        + "\n".join("    " + x for x in lines)
        + f"""
    ---
    Saldo końcowe: {bal:,.2f} PLN
    mBank S.A. z siedzibą w Warszawie, ul. Prosta 18, 00-850 Warszawa
    """
    )
    return D(
        path,
        "pdf",
        f"{year}-{month:02d}-{last} 23:10" if month != 12 else f"{year + 1}-01-02 08:15",
        text.replace("{bal", "{bal"),
        title="Zestawienie operacji",
        producer="mBank",
        **kw,
    )


def _payslip_numbers(year: int, month: int) -> dict:
    def gross(m):
        return 15500.00 if m < 4 else 16800.00

    cum_base = 0.0
    res = {}
    for m in range(1, month + 1):
        g = gross(m)
        eme, ren, cho = round(g * 0.0976, 2), round(g * 0.015, 2), round(g * 0.0245, 2)
        zus = round(eme + ren + cho, 2)
        zdr = round((g - zus) * 0.09, 2)
        base = round(g - zus - 250)
        if cum_base + base <= 120000:
            tax = round(base * 0.12 - 300)
        elif cum_base >= 120000:
            tax = round(base * 0.32)
        else:
            lo = 120000 - cum_base
            tax = round(lo * 0.12 + (base - lo) * 0.32 - 300)
        cum_base += base
        res = {
            "gross": g,
            "eme": eme,
            "ren": ren,
            "cho": cho,
            "zus": zus,
            "zdr": zdr,
            "base": base,
            "tax": tax,
            "net": round(g - zus - zdr - tax, 2),
            "cum": cum_base,
        }
    return res


def payslip(path: str, year: int, month: int, **kw) -> dict:
    n = _payslip_numbers(year, month)
    import calendar

    last = calendar.monthrange(year, month)[1]
    paid = _dt.date(year, month, last) - _dt.timedelta(
        days=max(0, _dt.date(year, month, last).weekday() - 4)
    )
    text = f"""
    # Pasek wynagrodzenia — {MIESIACE[month - 1]} {year}
    {NORDVIK}
    Pracownik: Tomasz Wiśniewski   Nr ewid.: 0147   Stanowisko: Senior Backend Developer
    Data wypłaty: {_pl(paid)}
    ---
    !Składnik | Kwota
    Wynagrodzenie zasadnicze | {_zl(n["gross"])}
    Ubezpieczenie emerytalne 9,76% | {_zl(n["eme"])}
    Ubezpieczenie rentowe 1,50% | {_zl(n["ren"])}
    Ubezpieczenie chorobowe 2,45% | {_zl(n["cho"])}
    Ubezpieczenie zdrowotne 9% | {_zl(n["zdr"])}
    Koszty uzyskania przychodu | 250,00 zł
    Podstawa opodatkowania | {_zl(n["base"])}
    Zaliczka na podatek dochodowy | {_zl(n["tax"])}
    ---
    Do wypłaty: {_zl(n["net"])}
    Przelew na rachunek: {MBANK_IBAN}
    Narastająco podstawa opodatkowania od początku roku: {_zl(n["cum"])}
    """
    return D(
        path,
        "pdf",
        f"{paid.isoformat()} 16:05",
        text,
        title="Pasek wynagrodzenia",
        producer="Symfonia Kadry i Płace",
        **kw,
    )


def invoice_pdf(
    path: str,
    nr: str,
    issued: str,
    client: str,
    items: list[tuple[str, float, str, float]],
    currency: str = "PLN",
    **kw,
) -> dict:
    d0 = _dt.date.fromisoformat(issued)
    fmt = _zl if currency == "PLN" else _eur
    total = round(sum(q * p for _, q, _, p in items), 2)
    rows = "\n".join(
        f"    {desc} | {q:g} {unit} | {fmt(p)} | {fmt(round(q * p, 2))}"
        for desc, q, unit, p in items
    )
    text = (
        f"""
    # Faktura nr {nr}
    Data wystawienia: {_pl(d0)}    Data wykonania usługi: {_pl(d0)}
    Sprzedawca: Olena Wiśniewska Tłumaczenia, {ADDR}, NIP {OLENA_NIP}
    Nabywca: {client}
    ---
    !Nazwa usługi | Ilość | Cena | Wartość
    """
        + rows
        + f"""
    ---
    Razem do zapłaty: {fmt(total)}
    Sprzedawca zwolniony podmiotowo z VAT (art. 113 ust. 1 ustawy o VAT).
    Termin płatności: {_pl(d0 + _dt.timedelta(days=14))}, przelew na rachunek {MBANK_IBAN.replace("3102 7718 4452", "3102 7718 9901")}
    """
    )
    if currency == "EUR":
        text += "    Reverse charge / autoliquidation — art. 196 de la directive 2006/112/CE\n"
    return D(path, "pdf", issued + " 19:30", text, title=f"Faktura {nr}", producer="inFakt", **kw)


# --------------------------------------------------------------------------------------
# Mieszkanie
# --------------------------------------------------------------------------------------

_NAJEM = "Mieszkanie/Umowa najmu/"
_MEDIA = "Mieszkanie/Media/"
_WLASC = "Mieszkanie/Korespondencja z właścicielem/"
_GWAR = "Mieszkanie/Gwarancje i instrukcje/"

MIESZKANIE = [
    D(
        _NAJEM + "Umowa najmu okazjonalnego - Kaczmarczyk.docx",
        "docx",
        "2023-08-24 21:14",
        """
      # UMOWA NAJMU OKAZJONALNEGO LOKALU
      zawarta w dniu 28 sierpnia 2023 r. w Krakowie pomiędzy:
      Zbigniewem Kaczmarczykiem, PESEL 58031107416, zam. ul. Kapelanka 42/15, 30-347 Kraków, zwanym dalej Wynajmującym,
      a Tomaszem Wiśniewskim, PESEL 87061204537, oraz Oleną Wiśniewską, PESEL 91032918762, zam. obecnie ul. Zamoyskiego 51/9, 30-519 Kraków, zwanymi dalej Najemcą.
      ## § 1. Przedmiot najmu
      Wynajmujący oświadcza, że jest właścicielem lokalu mieszkalnego nr 7 położonego w Krakowie przy ul. Rydlówka 14, na IV piętrze, o powierzchni użytkowej 58,4 m², składającego się z trzech pokoi, kuchni, łazienki i przedpokoju, dla którego Sąd Rejonowy dla Krakowa-Podgórza prowadzi księgę wieczystą KR1P/00214587/3. Do lokalu przynależy komórka lokatorska nr 7 w piwnicy.
      ## § 2. Okres najmu
      Umowa zostaje zawarta na czas oznaczony od dnia 1 września 2023 r. do dnia 31 sierpnia 2026 r. Wydanie lokalu nastąpi na podstawie protokołu zdawczo-odbiorczego.
      ## § 3. Czynsz i opłaty
      Najemca płaci Wynajmującemu czynsz najmu w wysokości 3 200,00 zł (słownie: trzy tysiące dwieście złotych) miesięcznie, z góry do 10. dnia każdego miesiąca, przelewem na rachunek nr PL 27 1020 2892 0000 5602 0143 8871.
      Niezależnie od czynszu Najemca uiszcza bezpośrednio na rachunek Wspólnoty Mieszkaniowej Rydlówka 14 zaliczki na koszty eksploatacji, wodę i wywóz odpadów, według bieżących naliczeń (na dzień zawarcia umowy 586,20 zł).
      Energię elektryczną i gaz Najemca opłaca na podstawie umów zawartych we własnym imieniu z dostawcami.
      ## § 4. Kaucja
      Najemca wpłaca kaucję zabezpieczającą w wysokości 6 400,00 zł, która podlega zwrotowi w terminie 30 dni od dnia opróżnienia lokalu, po potrąceniu ewentualnych należności Wynajmującego.
      ## § 5. Używanie lokalu
      Najemca nie może trzymać w lokalu zwierząt bez pisemnej zgody Wynajmującego, z wyjątkiem jednego kota. Palenie tytoniu w lokalu i na balkonie jest zabronione.
      Drobne naprawy i konserwacja (wymiana żarówek, uszczelek, udrażnianie odpływów) obciążają Najemcę. Naprawy sprzętów AGD wymienionych w załączniku obciążają Wynajmującego, chyba że uszkodzenie powstało z winy Najemcy.
      ## § 6. Wypowiedzenie
      Każda ze stron może wypowiedzieć umowę z zachowaniem trzymiesięcznego okresu wypowiedzenia, ze skutkiem na koniec miesiąca kalendarzowego, w przypadkach określonych w art. 11 ustawy o ochronie praw lokatorów.
      ## § 7. Najem okazjonalny
      Najemca przedstawia oświadczenie w formie aktu notarialnego o poddaniu się egzekucji i zobowiązaniu do opróżnienia lokalu oraz wskazuje lokal, w którym będzie mógł zamieszkać w przypadku wykonania egzekucji: ul. Krakowska 27/4, 33-100 Tarnów (właścicielka Halina Wiśniewska wyraziła zgodę).
      ## Załącznik nr 1 – wyposażenie i stan liczników
      !Element | Opis | Stan
      Pralka | Bosch WAN28281PL | sprawna
      Lodówka | Samsung RB34T602ESA | sprawna
      Zmywarka | Electrolux ESF5545LOX | sprawna
      Kuchenka gazowa | Amica 58GE3.33HZpTaDNA | sprawna
      Licznik energii | nr 96184727 | 041277 kWh
      Wodomierz zimna woda | nr 2104417 | 312,44 m³
      Wodomierz ciepła woda | nr 2104420 | 187,09 m³
      Gazomierz | nr 0038812 | 6021,7 m³
      Wynajmujący: ............................        Najemca: ............................
      """,
        title="Umowa najmu okazjonalnego – Rydlówka 14/7",
        author="Zbigniew Kaczmarczyk",
        lang="pl-PL",
        header="Umowa najmu okazjonalnego lokalu mieszkalnego – ul. Rydlówka 14/7, Kraków",
        footer="Parafy stron: ............ / ............",
        inside=[
            "z wyjątkiem jednego kota",
            "kaucję zabezpieczającą w wysokości",
            "trzymiesięcznego okresu wypowiedzenia",
        ],
    ),
    D(
        _NAJEM + "Aneks nr 1 - 2024.docx",
        "docx",
        "2024-08-12 19:48",
        """
      # ANEKS NR 1
      do umowy najmu okazjonalnego lokalu z dnia 28 sierpnia 2023 r.
      zawarty w dniu 16 sierpnia 2024 r. w Krakowie pomiędzy Zbigniewem Kaczmarczykiem (Wynajmujący) a Tomaszem Wiśniewskim i Oleną Wiśniewską (Najemca).
      ## § 1
      Strony zgodnie postanawiają, że od dnia 1 września 2024 r. czynsz najmu, o którym mowa w § 3 ust. 1 umowy, wynosi 3 350,00 zł (słownie: trzy tysiące trzysta pięćdziesiąt złotych) miesięcznie.
      Zmiana wynika ze wzrostu podatku od nieruchomości i kosztów ubezpieczenia lokalu.
      ## § 2
      Wynajmujący wyraża zgodę na zamontowanie przez Najemcę na własny koszt uchwytu ściennego na rowery w przedpokoju, z obowiązkiem przywrócenia ściany do stanu poprzedniego przy zwrocie lokalu.
      ## § 3
      Pozostałe postanowienia umowy pozostają bez zmian. Aneks sporządzono w dwóch jednobrzmiących egzemplarzach, po jednym dla każdej ze stron.
      Wynajmujący: ............................        Najemca: ............................
      """,
        title="Aneks nr 1 do umowy najmu",
        author="Zbigniew Kaczmarczyk",
        lang="pl-PL",
        inside=["od dnia 1 września 2024", "uchwytu ściennego na rowery"],
    ),
    D(
        _NAJEM + "protokół zdawczo-odbiorczy 01.09.2023.pdf",
        "pdf",
        "2023-09-01 18:30",
        """
      # Protokół zdawczo-odbiorczy lokalu
      Lokal: ul. Rydlówka 14/7, 30-363 Kraków. Data wydania: 01.09.2023 r., godz. 17:00.
      Wynajmujący wydaje, a Najemca odbiera lokal wraz z 3 kompletami kluczy do mieszkania, 2 kluczami do klatki i 1 kluczem do komórki lokatorskiej, pilotem do bramy garażowej (brak miejsca postojowego – pilot tylko do wjazdu rowerów).
      ## Stan techniczny
      Ściany w pokojach malowane w 2023 r. (biały), w kuchni drobne zarysowanie płytek nad zlewem. Panele w dużym pokoju – lekkie wgniecenie przy oknie. Okna i drzwi balkonowe sprawne.
      ## Odczyty liczników
      !Licznik | Numer | Odczyt
      Energia elektryczna | 96184727 | 041277 kWh
      Woda zimna | 2104417 | 312,44 m³
      Woda ciepła | 2104420 | 187,09 m³
      Gaz | 0038812 | 6021,7 m³
      Podpisy: Z. Kaczmarczyk, T. Wiśniewski
      """,
        producer="Microsoft: Print To PDF",
    ),
    D(
        _NAJEM + "akt notarialny - oświadczenie o poddaniu się egzekucji.pdf",
        "pdf",
        "2023-08-31 12:05",
        """
      # Repertorium A nr 5821/2023
      AKT NOTARIALNY
      Dnia trzydziestego pierwszego sierpnia dwa tysiące dwudziestego trzeciego roku (31.08.2023 r.) przed notariuszem Anną Zielińską-Borutą, prowadzącą Kancelarię Notarialną w Krakowie przy ul. Dietla 64/2, stawili się: Tomasz Wiśniewski i Olena Wiśniewska.
      ## OŚWIADCZENIE
      Stawający oświadczają, że w związku z umową najmu okazjonalnego lokalu przy ul. Rydlówka 14/7 w Krakowie poddają się egzekucji i zobowiązują się opróżnić i wydać lokal w terminie wskazanym w żądaniu, o którym mowa w art. 19d ustawy o ochronie praw lokatorów.
      Wynagrodzenie notariusza: 300,00 zł + VAT 23% = 369,00 zł. Wypis aktu wydano Wynajmującemu.
      """,
        producer="Kancelaria Notarialna",
    ),
]


def _prad() -> tuple[list[list], dict[int, int]]:
    rows = [["Data odczytu", "Stan [kWh]", "Zużycie [kWh]", "Uwagi"]]
    state = 41277
    per_year: dict[int, int] = {}
    for k in range(28):
        y, m = 2023 + (k + 8) // 12, (k + 8) % 12 + 1
        if k == 0:
            rows.append([f"{y}-{m:02d}-01", state, None, "odczyt przy wprowadzeniu"])
            continue
        pm = (m - 2) % 12 + 1  # the month the reading closes
        used = (
            168 + (46 if pm in (11, 12, 1, 2) else 0) - (24 if pm in (6, 7, 8) else 0) + (k % 3) * 5
        )
        state += used
        py = y if m > 1 else y - 1
        per_year[py] = per_year.get(py, 0) + used
        rows.append([f"{y}-{m:02d}-01", state, used, "odczyt zdalny Tauron" if k % 6 == 0 else ""])
    return rows, per_year


_PRAD_ROWS, _PRAD_YEAR = _prad()

MIESZKANIE += [
    D(
        _MEDIA + "odczyty liczników.xlsx",
        "xlsx",
        "2025-12-01 20:12",
        sheets={
            "Prąd": _PRAD_ROWS,
            "Woda": [["Data odczytu", "Zimna [m³]", "Ciepła [m³]", "Uwagi"]]
            + [
                [
                    f"{y}-{m:02d}-01",
                    round(312.44 + i * 4.1 if (y, m) < (2024, 11) else 0.0 + (i - 14) * 4.05, 2),
                    round(187.09 + i * 2.6 if (y, m) < (2024, 11) else 0.0 + (i - 14) * 2.55, 2),
                    "wymiana wodomierzy przez administrację (5.11.2024), nowe nr 5522031/5522034"
                    if (y, m) == (2024, 11)
                    else "",
                ]
                for i, (y, m) in enumerate(
                    [(2023 + (k + 8) // 12, (k + 8) % 12 + 1) for k in range(28)]
                )
            ],
            "Gaz": [["Data odczytu", "Stan [m³]", "Zużycie [m³]", "Uwagi"]]
            + [
                [
                    f"{y}-{m:02d}-01",
                    round(6021.7 + i * 14.3 + (30 if m in (12, 1, 2) else 0) * (i // 4), 1),
                    None,
                    "piec po przeglądzie (Vaillant)" if (y, m) == (2024, 10) else "",
                ]
                for i, (y, m) in enumerate(
                    [(2023 + (k + 8) // 12, (k + 8) % 12 + 1) for k in range(28)]
                )
            ],
            "Podsumowanie": [
                ["Rok", "Prąd [kWh]", "Woda zimna [m³]", "Woda ciepła [m³]", "Gaz [m³]"],
                ["2024", _PRAD_YEAR[2024], 49.2, 31.3, 512.4],
                ["2025 (do XI)", _PRAD_YEAR[2025], 44.6, 28.1, 401.8],
                [
                    f"Zużycie prądu 2024 razem: {_PRAD_YEAR[2024]} kWh, średnio {round(_PRAD_YEAR[2024] / 12)} kWh/mies."
                ],
            ],
        },
        title="Odczyty liczników Rydlówka",
        author="Tomasz Wiśniewski",
        inside=["wymiana wodomierzy przez administrację", "piec po przeglądzie (Vaillant)"],
    ),
    tauron(
        _MEDIA + "Tauron_faktura_2025_02.pdf", "2025-02-11", "01.12.2024 – 31.01.2025", 372, 360
    ),
    tauron(
        _MEDIA + "Tauron_faktura_2025_04.pdf", "2025-04-10", "01.02.2025 – 31.03.2025", 351, 350
    ),
    tauron(_MEDIA + "tauron 2025-06.pdf", "2025-06-10", "01.04.2025 – 31.05.2025", 318, 330),
    tauron(_MEDIA + "tauron 2025-08.pdf", "2025-08-11", "01.06.2025 – 31.07.2025", 284, 300),
    tauron(
        _MEDIA + "Tauron_faktura_2025_10.pdf", "2025-10-10", "01.08.2025 – 30.09.2025", 262, 330
    ),
    orange(_MEDIA + "Orange faktura 09.2025.pdf", "2025-09-03", "09.2025"),
    orange(_MEDIA + "Orange faktura 10.2025.pdf", "2025-10-03", "10.2025"),
    orange(_MEDIA + "Orange faktura 11.2025.pdf", "2025-11-03", "11.2025"),
    pgnig(_MEDIA + "PGNiG 2025-03.pdf", "2025-03-14", "01.01.2025 – 28.02.2025", 146),
    pgnig(_MEDIA + "PGNiG 2025-11.pdf", "2025-11-13", "01.09.2025 – 31.10.2025", 58),
]

MIESZKANIE += [
    D(
        _WLASC + "pismo do p. Kaczmarczyka 2025-03.odt",
        "odt",
        "2025-03-06 21:37",
        """
      Kraków, 6 marca 2025 r.
      Olena i Tomasz Wiśniewscy
      ul. Rydlówka 14/7, 30-363 Kraków
      Pan Zbigniew Kaczmarczyk
      ul. Kapelanka 42/15, 30-347 Kraków
      ## Zgłoszenie usterki sprzętu z wyposażenia lokalu
      Szanowny Panie,
      uprzejmie informujemy, że od 3 marca 2025 r. zmywarka Electrolux z wyposażenia mieszkania nie odpompowuje wody i wyświetla błąd „i20”. Wyczyściliśmy filtr i sprawdziliśmy wąż odpływowy – bez zmian.
      Zgodnie z § 5 umowy naprawy sprzętów AGD z załącznika obciążają Wynajmującego. Prosimy o kontakt z serwisem lub zgodę na wezwanie serwisu przez nas i potrącenie kosztu z czynszu za kwiecień.
      Jesteśmy w domu we wtorki i czwartki po 16:00, w pozostałe dni po wcześniejszym umówieniu (tel. 604 318 772).
      Z poważaniem
      Olena Wiśniewska
      """,
        title="Zgłoszenie usterki",
        author="Olena Wiśniewska",
        lang="pl-PL",
        inside=["nie odpompowuje wody", "błąd „i20”"],
    ),
    D(
        _WLASC + "Re_ podwyżka czynszu od września.eml",
        "eml",
        "2024-07-22 20:41",
        """
      Dzień dobry Panie Zbigniewie,

      dziękujemy za informację. Rozumiemy sytuację z podatkiem, zgadzamy się na 3350 zł od września. Prosimy tylko o przygotowanie aneksu na piśmie – podpiszemy przy najbliższej okazji.

      Przy okazji: czy zgodzi się Pan, żebyśmy powiesili uchwyt na rowery w przedpokoju? Oczywiście na nasz koszt, przy wyprowadzce zaszpachlujemy.

      Pozdrawiamy serdecznie
      Tomasz Wiśniewski

      > W dniu 19.07.2024 o 18:02 Zbigniew Kaczmarczyk pisze:
      > Szanowni Państwo, od przyszłego roku rośnie podatek od nieruchomości i składka ubezpieczenia, więc od 1 września chciałbym podnieść czynsz do 3350 zł. Proszę o odpowiedź.
      """,
        headers={
            "From": "Tomasz Wiśniewski <tomasz.wisniewski87@gmail.com>",
            "To": "Zbigniew Kaczmarczyk <z.kaczmarczyk@interia.pl>",
            "Subject": "Re: podwyżka czynszu od września",
            "Message-ID": "<CAH7p2k9x81=tw@mail.gmail.com>",
        },
    ),
    D(
        _WLASC + "Re_ przegląd gazowy i kominiarski.eml",
        "eml",
        "2025-10-02 08:15",
        """
      Dzień dobry,

      potwierdzam – kominiarz z firmy Kom-Gaz będzie 9 października między 10:00 a 12:00 (przegląd przewodów wentylacyjnych i szczelności instalacji gazowej w całym bloku). Ktoś z nas będzie w domu.

      Pozdrawiam
      Olena Wiśniewska
      """,
        headers={
            "From": "Olena Wiśniewska <olena.wisniewska.tlumacz@gmail.com>",
            "To": "Zbigniew Kaczmarczyk <z.kaczmarczyk@interia.pl>",
            "Subject": "Re: przegląd gazowy i kominiarski",
            "Message-ID": "<5f1c2e9a-77b1-4c0e-9d3a-0b1e2d7f81a2@gmail.com>",
        },
    ),
    D(
        _WLASC + "Screenshot_20250611-091522.png",
        "shot",
        "2025-06-11 09:15",
        """
      # Zbigniew Kaczmarczyk
      Dzień dobry, hydraulik (p. Marek) przyjdzie w czwartek ok. 17 do cieknącego syfonu w łazience. Zapłacę mu sam.
      Dziękujemy, będziemy!
      """,
    ),
]

MIESZKANIE += [
    D(
        _GWAR + "IMG_20231014_132455.jpg",
        "paper",
        "2023-10-14 13:22",
        """
      # MEDIA EXPERT
      Kraków, ul. Zakopiańska 62 (Zakopianka)
      NIP 5272754082
      PARAGON FISKALNY
      Odkurzacz pionowy Dreame R10 Pro   1 x 1199,00   1199,00 A
      Ochrona Plus 24 mies.               1 x 149,00    149,00 A
      SUMA PLN 1348,00
      Karta płatnicza 1348,00
      14.10.2023 13:19  nr wydr. 41877
      """,
        device="samsung",
        size=(900, 1500),
    ),
    D(
        _GWAR + "Karta gwarancyjna Bosch WAN28281PL.pdf",
        "pdf",
        "2023-09-05 10:00",
        """
      # Karta gwarancyjna
      BSH Sprzęt Gospodarstwa Domowego sp. z o.o., Al. Jerozolimskie 183, 02-222 Warszawa
      Urządzenie: pralka automatyczna Bosch WAN28281PL, nr fabryczny FD 0012 / 4481772
      Data sprzedaży: 12.05.2021 (kopia dostarczona przez właściciela lokalu)
      Okres gwarancji: 24 miesiące; gwarancja na silnik EcoSilence Drive: 10 lat.
      Zgłoszenia serwisowe: 22 57 27 099, www.bosch-home.pl/serwis
      """,
        producer="BSH",
    ),
    D(
        _GWAR + "instrukcja ekspres DeLonghi Magnifica S.pdf",
        "pdf",
        "2024-12-27 11:40",
        """
      # De'Longhi Magnifica S ECAM22.110 – instrukcja obsługi (fragment)
      ## Odkamienianie
      Gdy na panelu zapali się kontrolka odkamieniania, wlej do zbiornika roztwór odkamieniacza De'Longhi EcoDecalk (100 ml) i uzupełnij wodą do poziomu A. Naciśnij i przytrzymaj przycisk odkamieniania przez 5 sekund.
      ## Regulacja twardości wody
      Fabrycznie ustawiona twardość: poziom 4. Zmierz twardość paskiem testowym dołączonym do ekspresu.
      ## Czyszczenie zaparzacza
      Zaparzacz wyjmuj raz w tygodniu i płucz pod bieżącą wodą bez detergentów.
      """,
        producer="De'Longhi",
    ),
    D(
        _GWAR + "faktura x-kom - ekspres.pdf",
        "pdf",
        "2024-12-20 16:02",
        """
      # x-kom sp. z o.o.
      ul. Bojemskiego 25, 42-202 Częstochowa
      ## Faktura VAT FS/24/12/3310287
      Data sprzedaży: 20.12.2024
      Nabywca: Tomasz Wiśniewski, ul. Rydlówka 14/7, 30-363 Kraków
      !Towar | Ilość | Wartość brutto
      Ekspres ciśnieniowy De'Longhi Magnifica S ECAM22.110.B | 1 | 1 299,00 zł
      Razem brutto: 1 299,00 zł. Gwarancja producenta: 24 miesiące.
      """,
        producer="x-kom",
    ),
    D(
        _GWAR + "gwarancje - do kiedy.md",
        "md",
        "2025-01-04 22:10",
        """
      # Gwarancje – co nasze, co właściciela

      Nasze:
      - odkurzacz Dreame R10 Pro – kupiony 14.10.2023, Media Expert, gwarancja + Ochrona Plus do **10.2025** (paragon zdjęcie obok)
      - ekspres De'Longhi Magnifica S – x-kom 20.12.2024, gwarancja do 12.2026
      - rower Zoi (Kross Mini) – bez paragonu :(

      Właściciela (z załącznika do umowy, naprawy on płaci):
      - pralka Bosch, lodówka Samsung, zmywarka Electrolux, kuchenka Amica
      """,
    ),
]


# --------------------------------------------------------------------------------------
# Finanse
# --------------------------------------------------------------------------------------

_BUD = "Finanse/Budżet/"
_BANK = "Finanse/mBank wyciągi/"
_POD23 = "Finanse/Podatki/2023/"
_POD24 = "Finanse/Podatki/2024/"
_UBEZ = "Finanse/Ubezpieczenia/"

_CATS = [
    "Czynsz najmu",
    "Wspólnota (zaliczki)",
    "Prąd",
    "Gaz",
    "Internet + TV",
    "Jedzenie",
    "Chemia i drogeria",
    "Paliwo",
    "Zoja – przedszkole/szkoła",
    "Zoja – zajęcia",
    "Zdrowie",
    "Pomoc mamie (Lwów)",
    "Wyjazdy",
    "Inne",
]


def _budget_rows(
    year: int, months: int, rent: list[float], zoja_school: float, zoja_extra: float, food: float
) -> list[list]:
    rows = [["Miesiąc"] + _CATS + ["RAZEM"]]
    for m in range(1, months + 1):
        vals = [
            rent[m - 1],
            586.20 if year < 2025 else 612.40,
            175.0 + (40 if m in (1, 2, 12) else 0),
            210.0 if m in (1, 2, 3, 11, 12) else 48.0,
            74.98,
            food + (m % 4) * 37.5,
            160.0 + (m % 3) * 22,
            290.0 + (m % 2) * 55,
            zoja_school,
            zoja_extra,
            120.0 + (260 if m == 5 else 0),
            800.0,
            {2: 2650.0, 5: 1840.0, 8: 2210.0, 10: 4380.0}.get(m, 0.0),
            350.0 + (m % 5) * 60,
        ]
        rows.append([f"{year}-{m:02d}-01"] + vals + [round(sum(vals), 2)])
    return rows


FINANSE = [
    D(
        _BUD + "budżet 2023.ods",
        "ods",
        "2023-12-30 17:45",
        sheets={
            "Wydatki": [["Miesiąc", "Czynsz", "Przedszkole Słoneczna Kraina", "Jedzenie", "Inne"]]
            + [
                [f"2023-{m:02d}-01", 2900.0 if m < 9 else 3200.0, 610.0, 2150.0 + m * 20, 1400.0]
                for m in range(1, 13)
            ],
            "Notatki": [
                ["Co", "Uwagi"],
                [
                    "Przeprowadzka wrzesień",
                    "Kaucja 6400 zł + notariusz 369 zł + przewóz Ekipa Przeprowadzkowa 1150 zł",
                ],
                [
                    "Przedszkole",
                    "Przedszkole Słoneczna Kraina – 610 zł/mies. z wyżywieniem, od IX 2024 zerówka w szkole za darmo",
                ],
                ["Cel na 2024", "odkładać min. 1500 zł/mies."],
            ],
        },
        title="Budżet 2023",
        author="Olena Wiśniewska",
        lang="pl-PL",
        inside=["Ekipa Przeprowadzkowa 1150 zł", "zerówka w szkole za darmo"],
    ),
    D(
        _BUD + "Budżet domowy 2024.xlsx",
        "xlsx",
        "2025-01-06 21:02",
        sheets={
            "Dochody": [
                [
                    "Miesiąc",
                    "Tomasz – pensja netto",
                    "Olena – tłumaczenia",
                    "Olena – kursy (Parle)",
                    "Inne",
                ]
            ]
            + [
                [
                    f"2024-{m:02d}-01",
                    11210.0 if m < 9 else 10140.0,
                    3800.0 + (m % 4) * 450,
                    1440.0 if m not in (7, 8) else 0.0,
                    2874.0 if m == 5 else 0.0,
                ]
                for m in range(1, 13)
            ],
            "Wydatki": _budget_rows(2024, 12, [3200.0] * 8 + [3350.0] * 4, 0.0, 150.0, 2200.0),
            "Uwagi": [
                ["Data", "Notatka"],
                ["2024-05-20", "nadpłata PIT zwrot 2874 zł (PIT-37 Tomka, ulga na dziecko)"],
                ["2024-09-01", "czynsz 3350 od września (aneks nr 1)"],
                ["2024-10-01", "Zoja basen Kolna 150 zł/mies. zamiast baletu"],
            ],
        },
        title="Budżet domowy 2024",
        author="Tomasz Wiśniewski",
        inside=["nadpłata PIT zwrot", "Zoja basen Kolna"],
    ),
    D(
        _BUD + "Budżet domowy 2025.xlsx",
        "xlsx",
        "2025-12-07 20:33",
        sheets={
            "Dochody": [
                [
                    "Miesiąc",
                    "Tomasz – pensja netto",
                    "Olena – tłumaczenia",
                    "Olena – kursy (Parle)",
                    "Inne",
                ]
            ]
            + [
                [
                    f"2025-{m:02d}-01",
                    11860.0 if m < 4 else (12540.0 if m < 9 else 11230.0),
                    4100.0 + (m % 3) * 380,
                    1440.0 if m not in (7, 8) else 0.0,
                    1520.0 if m == 4 else 0.0,
                ]
                for m in range(1, 12)
            ],
            "Wydatki": _budget_rows(2025, 11, [3350.0] * 11, 30.0, 180.0, 2350.0),
            "Oszczędności": [
                ["Stan na", "Konto oszczędnościowe mBank", "Obligacje EDO", "Razem", "Uwagi"],
                ["2025-01-31", 21400.0, 10000.0, 31400.0, "Poduszka finansowa (cel: 40 000 zł)"],
                ["2025-06-30", 26150.0, 12000.0, 38150.0, ""],
                [
                    "2025-11-30",
                    29880.0,
                    14000.0,
                    43880.0,
                    "cel osiągnięty – od 2026 odkładamy na wkład własny",
                ],
            ],
            "Zoja": [
                ["Co", "Kwota / mies.", "Od kiedy"],
                ["Studio Tańca Pointe – balet (pon., śr.)", 180.0, "2025-01-08"],
                ["Rada rodziców SP", 30.0, "2025-09-01"],
                ["Świetlica – obiady", 168.0, "2025-09-01"],
            ],
        },
        title="Budżet domowy 2025",
        author="Tomasz Wiśniewski",
        inside=["Studio Tańca Pointe", "odkładamy na wkład własny"],
    ),
    D(
        _BUD + "zasady wspólnej kasy.md",
        "md",
        "2024-01-03 22:40",
        """
      # Wspólna kasa – jak się umówiliśmy (styczeń 2024)

      - Wszystko stałe idzie z **eKonta wspólnego** w mBanku: czynsz Kaczmarczykowi (przelew do 10.), wspólnota, Tauron, PGNiG, Orange.
      - Tomek przelewa całą pensję na wspólne, ja przelewam stałą kwotę z firmowego (4200, w lepsze miesiące więcej).
      - Mamie do Lwowa 800 zł co miesiąc, ~24. dnia.
      - Każde z nas ma 600 zł „kieszonkowego" na swoje, bez tłumaczenia się :)
      - Arkusz z budżetem prowadzi Tomek (Excel), ja wpisuję moje dochody do 5. dnia.
      """,
    ),
]
FINANSE += [mbank(_BANK + f"wyciag_2025-{m:02d}.pdf", 2025, m) for m in range(1, 12)]

FINANSE += [
    D(
        _POD23 + "PIT-37 2023 Tomasz.pdf",
        "pdf",
        "2024-03-18 20:10",
        """
      # PIT-37 ZEZNANIE O WYSOKOŚCI OSIĄGNIĘTEGO DOCHODU (PONIESIONEJ STRATY) W ROKU PODATKOWYM 2023
      Identyfikator podatkowy: 87061204537   Urząd skarbowy: Drugi Urząd Skarbowy Kraków-Podgórze
      Sposób opodatkowania: indywidualnie (małżonka rozlicza się na PIT-28)
      !Źródło | Przychód | Koszty | Dochód | Zaliczka
      Stosunek pracy (Nordvik Software) | 174 000,00 | 3 000,00 | 147 446,40 | 24 516,00
      Ulga na dziecko (Zoja Wiśniewska, PESEL 18290304528) | | | | 1 112,04
      Kwota do zwrotu: 2 112,00 zł   Wniosek o przekazanie 1,5% OPP: Fundacja Pomocy Dzieciom „Dzielny Miś” KRS 0000412345
      """,
        producer="e-Deklaracje",
    ),
    D(
        _POD23 + "PIT-28 2023 Olena.pdf",
        "pdf",
        "2024-02-27 21:45",
        """
      # PIT-28 ZEZNANIE O WYSOKOŚCI PRZYCHODU OSIĄGNIĘTEGO (PONIESIONEJ STRATY) W ROKU PODATKOWYM 2023
      Identyfikator podatkowy NIP: 6772418390   Urząd skarbowy: Drugi Urząd Skarbowy Kraków-Podgórze
      !Przychód | Stawka | Przychód
      Usługi tłumaczeniowe (PKD 74.30.Z) | 8,5% | 51 840,00 zł
      Odliczenie 50% zapłaconych składek zdrowotnych: 2 612,22 zł
      Ryczałt należny: 4 184,00 zł   Suma zapłaconych ryczałtów: 4 190,00 zł   Nadpłata: 6,00 zł
      """,
        producer="e-Deklaracje",
    ),
    D(
        _POD23 + "UPO PIT-37 2023.pdf",
        "pdf",
        "2024-03-18 20:12",
        """
      # Urzędowe Poświadczenie Odbioru Dokumentu Elektronicznego
      Nazwa pełna podmiotu, któremu doręczono dokument: Ministerstwo Finansów
      Numer referencyjny dokumentu: 8f33c1a07a4e90b21d0ab1f1e3a6c5d7
      Dokument: PIT-37 (29) za 2023, Tomasz Wiśniewski
      Data wpływu dokumentu: 2024-03-18T19:11:48
      """,
        producer="e-Deklaracje",
    ),
    D(
        _POD24 + "PIT-37_2024_TW.pdf",
        "pdf",
        "2025-03-09 19:02",
        """
      # PIT-37 ZEZNANIE O WYSOKOŚCI OSIĄGNIĘTEGO DOCHODU W ROKU PODATKOWYM 2024
      Identyfikator podatkowy: 87061204537   Urząd skarbowy: Drugi Urząd Skarbowy Kraków-Podgórze
      !Źródło | Przychód | Koszty | Dochód | Zaliczka
      Stosunek pracy (Nordvik Software) | 184 800,00 | 3 000,00 | 156 513,00 | 26 885,00
      Ulga na dziecko (Zoja): 1 112,04 zł
      Kwota do zwrotu: 1 520,00 zł   1,5% dla: Fundacja „Dzielny Miś” KRS 0000412345
      """,
        producer="Twój e-PIT",
    ),
    D(
        _POD24 + "PIT-28_2024_OW.pdf",
        "pdf",
        "2025-02-24 22:16",
        """
      # PIT-28 ZEZNANIE O WYSOKOŚCI PRZYCHODU OSIĄGNIĘTEGO W ROKU PODATKOWYM 2024
      NIP: 6772418390   Olena Wiśniewska   Urząd skarbowy: Drugi Urząd Skarbowy Kraków-Podgórze
      Przychody opodatkowane stawką 8,5% (usługi tłumaczeniowe): 58 320,00 zł
      Przychody opodatkowane stawką 8,5% — umowa zlecenia nie dotyczy (PIT-11 od Parle rozliczony osobno)
      Ryczałt należny: 4 729,00 zł   Zapłacone: 4 735,00 zł
      """,
        producer="Twój e-PIT",
    ),
    D(
        _POD24 + "UPO_2024_TW.pdf",
        "pdf",
        "2025-03-09 19:04",
        """
      # Urzędowe Poświadczenie Odbioru
      Dokument: PIT-37 (30) za 2024, Tomasz Wiśniewski
      Numer referencyjny: 1c0e7d66a2b94f77c3f0f9e58bb40d21
      Data wpływu: 2025-03-09T18:03:55
      """,
        producer="Twój e-PIT",
    ),
    D(
        _POD24 + "UPO_2024_OW.pdf",
        "pdf",
        "2025-02-24 22:18",
        """
      # Urzędowe Poświadczenie Odbioru
      Dokument: PIT-28 (27) za 2024, Olena Wiśniewska
      Numer referencyjny: 77aa2c0b51e84d6f90c2ef41a7d3e908
      Data wpływu: 2025-02-24T21:17:31
      """,
        producer="Twój e-PIT",
    ),
    D(
        _POD24 + "PIT-11 2024 Nordvik.pdf",
        "pdf",
        "2025-01-24 14:30",
        """
      # PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY
      za rok 2024
      Płatnik: Nordvik Software sp. z o.o., NIP 6762519843
      Podatnik: Tomasz Wiśniewski, PESEL 87061204537, ul. Rydlówka 14/7, 30-363 Kraków
      !Źródło | Przychód | Koszty | Zaliczka | Składki społeczne | Składka zdrowotna
      Należności ze stosunku pracy | 184 800,00 | 3 000,00 | 26 885,00 | 25 335,08 | 14 351,45
      """,
        producer="Symfonia Kadry i Płace",
    ),
    D(
        _UBEZ + "PZU Dom polisa 2025.pdf",
        "pdf",
        "2025-01-02 11:20",
        """
      # PZU Dom — Polisa nr 1042 3377 1295
      Ubezpieczający: Tomasz Wiśniewski   Miejsce ubezpieczenia: ul. Rydlówka 14/7, Kraków (lokal wynajmowany)
      Okres ubezpieczenia: 05.01.2025 – 04.01.2026
      !Zakres | Suma ubezpieczenia
      Ruchomości domowe od ognia i innych zdarzeń losowych | 60 000 zł
      Kradzież z włamaniem i rabunek | 20 000 zł
      Odpowiedzialność cywilna w życiu prywatnym (w tym najemcy) | 300 000 zł
      Assistance domowy | w cenie
      Składka roczna: 412,00 zł, płatna jednorazowo
      """,
        producer="PZU",
    ),
    D(
        _UBEZ + "OWU PZU Dom.pdf",
        "pdf",
        "2025-01-02 11:21",
        """
      # Ogólne warunki ubezpieczenia PZU Dom (fragment)
      § 12. Ubezpieczenie odpowiedzialności cywilnej obejmuje szkody wyrządzone osobom trzecim, w tym zalanie sąsiedniego lokalu.
      § 18. Szkodę należy zgłosić niezwłocznie, nie później niż w ciągu 3 dni od jej powstania, pod numerem 801 102 102.
      """,
        producer="PZU",
    ),
    D(
        _UBEZ + "Warta Travel Ukraina 08.2025.pdf",
        "pdf",
        "2025-08-07 22:50",
        """
      # WARTA Travel — Potwierdzenie zawarcia umowy
      Polisa nr 908-25-441-08871233
      Ubezpieczeni: Olena Wiśniewska, Tomasz Wiśniewski, Zoja Wiśniewska
      Kierunek: Europa (w tym Ukraina — ochrona z wyłączeniem działań wojennych)
      Okres: 09.08.2025 – 17.08.2025
      Koszty leczenia: 200 000 zł, NNW: 20 000 zł, bagaż: 2 000 zł
      Składka: 187,40 zł
      """,
        producer="WARTA",
    ),
    D(
        _UBEZ + "NNW Zoja 2025-2026 Compensa.pdf",
        "pdf",
        "2025-09-04 08:30",
        """
      # Compensa — Polisa NNW szkolna
      Ubezpieczony: Zoja Wiśniewska, SP nr 47 w Krakowie, klasa 1b
      Okres: 01.09.2025 – 31.08.2026, wariant II, suma ubezpieczenia 30 000 zł
      Składka: 65,00 zł (płatna przez radę rodziców)
      """,
        producer="Compensa",
    ),
]


# --------------------------------------------------------------------------------------
# Praca
# --------------------------------------------------------------------------------------

_TOM = "Praca/Tomasz/"
_FV = "Praca/Olena – tłumaczenia/Faktury 2025/"
_ZLEC = "Praca/Olena – tłumaczenia/Zlecenia/"
_KURS = "Praca/Olena – kursy francuskiego/"

_RHONE = (
    "Rhône Traductions SARL, 14 rue de la Charité, 69002 Lyon, France, N° TVA FR 41 512 884 301"
)
_LINGW = "Biuro Tłumaczeń Lingwista s.c., ul. Karmelicka 34/2, 31-128 Kraków, NIP 6762448175"

PRACA = [
    D(
        _TOM + "Umowa o pracę - Nordvik.pdf",
        "pdf",
        "2022-03-28 15:10",
        f"""
      # UMOWA O PRACĘ
      zawarta w dniu 28.03.2022 r. pomiędzy {NORDVIK}, reprezentowaną przez Katarzynę Lis – HR Managera, a Tomaszem Wiśniewskim.
      1. Rodzaj umowy: na czas nieokreślony, od dnia 01.04.2022 r.
      2. Stanowisko: Senior Backend Developer, wymiar czasu pracy: pełny etat.
      3. Miejsce pracy: Kraków, z możliwością pracy zdalnej do 3 dni w tygodniu.
      4. Wynagrodzenie zasadnicze: 14 500,00 zł brutto miesięcznie, płatne do ostatniego dnia roboczego miesiąca.
      5. Okres wypowiedzenia zgodnie z art. 36 Kodeksu pracy.
      """,
        producer="Nordvik HR",
    ),
    D(
        _TOM + "Aneks do umowy - wynagrodzenie od 04.2025.pdf",
        "pdf",
        "2025-03-21 12:00",
        f"""
      # Aneks nr 3 do umowy o pracę z dnia 28.03.2022 r.
      {NORDVIK}
      Z dniem 01.04.2025 r. wynagrodzenie zasadnicze Pracownika ulega zmianie na kwotę 16 800,00 zł brutto miesięcznie.
      Stanowisko: Senior Backend Developer (Tech Lead zespołu Payments).
      Pozostałe warunki umowy nie ulegają zmianie.
      """,
        producer="Nordvik HR",
    ),
    D(
        _TOM + "Multisport - deklaracja.pdf",
        "pdf",
        "2024-01-10 09:00",
        """
      # Deklaracja przystąpienia do programu MultiSport
      Pracownik: Tomasz Wiśniewski; osoba towarzysząca: Olena Wiśniewska; dziecko: Zoja Wiśniewska (MultiSport Kids Aqua)
      Potrącenie z wynagrodzenia: 139,00 zł miesięcznie (pracownik) + 169,00 zł (osoba towarzysząca) + 49,00 zł (dziecko)
      """,
        producer="Benefit Systems",
    ),
]
PRACA += [payslip(_TOM + f"pasek 2025-{m:02d}.pdf", 2025, m) for m in range(6, 12)]

PRACA += [
    invoice_pdf(
        _FV + "FV_1_01_2025.pdf",
        "1/01/2025",
        "2025-01-31",
        _LINGW,
        [("Tłumaczenie pisemne FR→PL, dokumentacja techniczna pomp ciepła", 42.5, "str.", 55.0)],
    ),
    invoice_pdf(
        _FV + "FV_2_01_2025.pdf",
        "2/01/2025",
        "2025-01-31",
        _RHONE,
        [
            ("Traduction UK→FR, actes d'état civil (12 documents)", 12, "doc.", 38.0),
            ("Traduction UK→FR, relevés de notes universitaires", 4180, "mots", 0.09),
        ],
        currency="EUR",
    ),
    invoice_pdf(
        _FV + "FV_1_03_2025.pdf",
        "1/03/2025",
        "2025-03-31",
        _RHONE,
        [("Traduction PL→FR, rapport annuel (extraits)", 9650, "mots", 0.09)],
        currency="EUR",
    ),
    invoice_pdf(
        _FV + "FV 1-04-2025 Lingwista.pdf",
        "1/04/2025",
        "2025-04-30",
        _LINGW,
        [
            ("Tłumaczenie pisemne FR→PL, umowa dystrybucyjna", 31.0, "str.", 58.0),
            ("Tłumaczenie pisemne UK→PL, zaświadczenia lekarskie", 6.0, "str.", 50.0),
        ],
    ),
    invoice_pdf(
        _FV + "FV 1-05-2025.pdf",
        "1/05/2025",
        "2025-05-30",
        _RHONE,
        [("Traduction UK→FR, dossier médical", 7320, "mots", 0.09)],
        currency="EUR",
    ),
    invoice_pdf(
        _FV + "FV 1-06-2025.pdf",
        "1/06/2025",
        "2025-06-30",
        _LINGW,
        [("Tłumaczenie pisemne FR→PL, instrukcja obsługi ekspresu", 28.0, "str.", 55.0)],
    ),
    invoice_pdf(
        _FV + "FV_1_08_2025.pdf",
        "1/08/2025",
        "2025-08-29",
        _RHONE,
        [("Traduction PL→FR, cahier des charges fenêtres PVC", 11430, "mots", 0.085)],
        currency="EUR",
    ),
    invoice_pdf(
        _FV + "FV_1_09_2025.pdf",
        "1/09/2025",
        "2025-09-30",
        _LINGW,
        [
            ("Tłumaczenie pisemne FR→PL, regulamin sklepu internetowego", 19.5, "str.", 55.0),
            ("Korekta tłumaczenia UK→PL", 14.0, "str.", 25.0),
        ],
    ),
    invoice_pdf(
        _FV + "FV_1_10_2025.pdf",
        "1/10/2025",
        "2025-10-31",
        _RHONE,
        [
            ("Traduction UK→FR, diplômes et suppléments au diplôme", 6, "doc.", 42.0),
            ("Traduction UK→FR, jugement de divorce", 3870, "mots", 0.09),
        ],
        currency="EUR",
    ),
]

PRACA += [
    D(
        _ZLEC + "BC-2025-0117.docx",
        "docx",
        "2025-01-13 10:26",
        """
      # BON DE COMMANDE N° BC-2025-0117
      Rhône Traductions SARL — 14 rue de la Charité, 69002 Lyon — Tél. +33 4 78 42 19 60
      Lyon, le 13 janvier 2025
      Prestataire : Olena Wiśniewska, traductrice indépendante, Cracovie (Pologne)
      Chef de projet : Claire Dubois
      !Projet | Combinaison | Volume | Tarif
      Actes d'état civil (naissance, mariage) – dossier OFII | UK > FR | 12 documents | 38,00 € le document
      Relevés de notes – Université nationale de Lviv | UK > FR | 4 180 mots | 0,09 € HT par mot source
      Date de livraison impérative : vendredi 24 janvier 2025, 12h00 (heure de Paris).
      Les noms propres sont translittérés selon la norme du passeport du titulaire ; en l'absence de passeport, appliquer la translittération officielle ukrainienne de 2010.
      Merci d'utiliser la mémoire de traduction Trados partagée (projet RT-UK-2025) et de signaler toute illisibilité du document source.
      Facturation en fin de mois, paiement à 30 jours par virement SEPA.
      """,
        title="Bon de commande BC-2025-0117",
        author="Claire Dubois",
        lang="fr-FR",
        header="Rhône Traductions SARL — Bon de commande",
        footer="SARL au capital de 8 000 € — RCS Lyon 512 884 301",
        inside=[
            "Date de livraison impérative",
            "0,09 € HT par mot",
            "translittération officielle ukrainienne",
        ],
    ),
    D(
        _ZLEC + "BC-2025-0288.docx",
        "docx",
        "2025-07-28 16:02",
        """
      # BON DE COMMANDE N° BC-2025-0288
      Rhône Traductions SARL — Lyon, le 28 juillet 2025
      Prestataire : Olena Wiśniewska
      Client final : Menuiseries Berthier & Fils (Villefranche-sur-Saône)
      !Document | Combinaison | Volume | Tarif
      Cahier des charges – fenêtres et portes-fenêtres PVC, série Kalisto | PL > FR | 11 430 mots | 0,085 € / mot
      Répétitions et correspondances 100 % (analyse Trados) : facturées à 30 % du tarif.
      Livraison : lundi 25 août 2025 au plus tard. Glossaire client en pièce jointe (coefficient Uw, dormant, ouvrant, parclose).
      """,
        title="Bon de commande BC-2025-0288",
        author="Claire Dubois",
        lang="fr-FR",
        header="Rhône Traductions SARL — Bon de commande",
        footer="SARL au capital de 8 000 € — RCS Lyon 512 884 301",
        inside=["Menuiseries Berthier & Fils", "facturées à 30 %"],
    ),
    D(
        _ZLEC + "devis 2025-04.odt",
        "odt",
        "2025-04-07 22:31",
        """
      Olena Wiśniewska — Traductions FR · PL · UK
      ul. Rydlówka 14/7, 30-363 Cracovie, Pologne — NIP 6772418390
      # DEVIS N° 2025/04
      À l'attention de Maître Hélène Moreau, Cabinet Moreau Avocats, 27 quai Saint-Antoine, 69002 Lyon
      Cracovie, le 7 avril 2025
      !Prestation | Volume | Prix
      Traduction PL > FR d'un bail commercial (umowa najmu lokalu użytkowego) et de ses 3 annexes | 18 pages | 950,00 €
      Relecture par une seconde traductrice | forfait | 120,00 €
      Total HT : 1 070,00 €. TVA non applicable, autoliquidation par le preneur.
      Délai : 6 jours ouvrés à compter de l'acceptation du devis.
      Remarque : je ne suis pas traductrice assermentée en France ; pour une traduction certifiée à produire devant un tribunal français, il faudra faire appel à un expert près la cour d'appel de Lyon.
      Bon pour accord, date et signature :
      """,
        title="Devis 2025/04",
        author="Olena Wiśniewska",
        lang="fr-FR",
        inside=["Relecture par une seconde traductrice", "expert près la cour d'appel"],
    ),
    D(
        _ZLEC + "glossaire médical FR-PL-UK.xlsx",
        "xlsx",
        "2025-05-19 23:05",
        sheets={
            "Cardiologie": [
                ["Français", "Polski", "Українська", "Remarques"],
                ["insuffisance cardiaque", "niewydolność serca", "серцева недостатність", ""],
                [
                    "fibrillation auriculaire",
                    "migotanie przedsionków",
                    "фібриляція передсердь",
                    "FA / AF",
                ],
                ["échographie cardiaque", "echo serca", "ехокардіографія", "ETT"],
                ["tension artérielle", "ciśnienie tętnicze", "артеріальний тиск", "TA"],
            ],
            "Pédiatrie": [
                ["Français", "Polski", "Українська", "Remarques"],
                ["carnet de santé", "książeczka zdrowia dziecka", "медична картка дитини", ""],
                ["calendrier vaccinal", "kalendarz szczepień", "календар щеплень", ""],
                [
                    "otite moyenne aiguë",
                    "ostre zapalenie ucha środkowego",
                    "гострий середній отит",
                    "OMA",
                ],
            ],
            "Abréviations": [
                ["Abr.", "Sens", "PL", "UK"],
                ["CRP", "protéine C réactive", "białko C-reaktywne", "С-реактивний білок"],
                ["NFS", "numération formule sanguine", "morfologia krwi", "загальний аналіз крові"],
                ["ATCD", "antécédents", "wywiad / choroby przebyte", "анамнез"],
            ],
        },
        title="Glossaire médical",
        author="Olena Wiśniewska",
        inside=["niewydolność serca", "серцева недостатність", "numération formule sanguine"],
    ),
    D(
        _ZLEC + "Re_ Facture janvier + nouveau projet.eml",
        "eml",
        "2025-02-03 09:47",
        """
      Bonjour Olena,

      Merci pour la facture de janvier, elle part au paiement cette semaine.

      Nous avons un nouveau dossier en vue pour mars : un rapport annuel d'une entreprise polonaise (environ 10 000 mots, PL > FR). Seriez-vous disponible la première quinzaine de mars ? Je vous envoie le bon de commande dès que le client valide le devis.

      Bonne journée,
      Claire Dubois
      Cheffe de projet — Rhône Traductions
      """,
        headers={
            "From": "Claire Dubois <c.dubois@rhone-traductions.fr>",
            "To": "Olena Wiśniewska <olena.wisniewska.tlumacz@gmail.com>",
            "Subject": "Re: Facture janvier + nouveau projet",
            "Message-ID": "<20250203084712.3391@rhone-traductions.fr>",
        },
    ),
    D(
        _ZLEC + "zlecenie Lingwista 2025-06.pdf",
        "pdf",
        "2025-06-02 13:12",
        """
      # Biuro Tłumaczeń Lingwista s.c.
      ul. Karmelicka 34/2, 31-128 Kraków
      ## Zlecenie tłumaczenia nr L/2025/06/044
      Tłumacz: Olena Wiśniewska
      Tekst: instrukcja obsługi ekspresu kolbowego (FR → PL), ok. 28 stron rozliczeniowych (1800 znaków ze spacjami)
      Stawka: 55,00 zł netto za stronę rozliczeniową
      Termin oddania: 16.06.2025
      Uwagi klienta: zachować nazwy programów w oryginale (Espresso Lungo, Ristretto), jednostki metryczne.
      """,
        producer="Lingwista",
    ),
    D(
        _ZLEC + "NDA Rhône Traductions.pdf",
        "pdf",
        "2024-11-18 14:00",
        """
      # ACCORD DE CONFIDENTIALITÉ
      Entre Rhône Traductions SARL, 14 rue de la Charité, 69002 Lyon, et Mme Olena Wiśniewska, traductrice indépendante.
      Article 1 — Le Prestataire s'engage à ne divulguer aucune information contenue dans les documents confiés pour traduction.
      Article 3 — Les documents sont supprimés des supports du Prestataire dans un délai de 90 jours après la livraison.
      Article 5 — Le présent accord est soumis au droit français ; tribunal compétent : Lyon.
      Fait à Lyon, le 18 novembre 2024.
      """,
        producer="Rhône Traductions",
    ),
    D(
        _ZLEC + "stawki 2025.md",
        "md",
        "2025-01-02 10:15",
        """
      # Moje stawki 2025

      | klient | para | stawka |
      |---|---|---|
      | Rhône Traductions | UK>FR, PL>FR | 0,09 €/słowo (powtórzenia 30%) |
      | Lingwista | FR>PL, UK>PL | 55 zł / str. 1800 zzs |
      | klienci bezpośredni | wszystko | od 65 zł / str., min. 1 str. |

      Ekspres +50%. Nie robię tłumaczeń przysięgłych (nie mam uprawnień w PL) – odsyłam do p. Ireny z Długiej.
      """,
    ),
]

_LEKCJA5 = [
    {
        "title": "Les articles partitifs",
        "body": ["Leçon 5 — groupe A2", "Szkoła Językowa Parlez-vous, mardi/jeudi"],
        "notes": "Start: 5 min rozgrzewki – co jedliście na śniadanie? (po francusku, na razie bez poprawiania).",
    },
    {
        "title": "du, de la, de l', des",
        "body": [
            "Je mange du pain.",
            "Elle boit de la limonade.",
            "Tu prends de l'eau ?",
            "On achète des pâtes.",
        ],
        "notes": "Podkreślić: partitif = nieokreślona ilość czegoś niepoliczalnego. Po polsku często dopełniacz: 'kupię chleba'.",
    },
    {
        "title": "La négation : pas de / pas d'",
        "body": [
            "Je ne mange pas de viande.",
            "Il n'y a plus d'œufs.",
            "MAIS : Ce n'est pas du sucre, c'est du sel.",
        ],
        "notes": "Przypomnieć, że po negacji zawsze 'de' – to najczęstszy błąd grupy w teście z października.",
    },
    {
        "title": "Les quantités",
        "body": [
            "un kilo de pommes",
            "une bouteille d'huile",
            "beaucoup de / peu de / assez de",
            "un peu de fromage",
        ],
        "notes": "Po wyrażeniach ilości też 'de' bez rodzajnika.",
    },
    {
        "title": "Exercice : Au marché de la Croix-Rousse",
        "body": [
            "Dialogue en binômes : le marchand et le client",
            "Liste : tomates, fromage de chèvre, miel, œufs",
        ],
        "notes": "Zdjęcia z targu na Croix-Rousse z mojego wyjazdu w październiku – pokazać na ekranie. 10 min scenki w parach.",
    },
]
_LEKCJA6 = [
    {"title": "Le futur proche et le futur simple", "body": ["Leçon 6 — groupe A2"], "notes": ""},
    {
        "title": "Le futur proche",
        "body": [
            "aller + infinitif",
            "Je vais partir demain.",
            "Nous allons visiter Lyon cet été.",
        ],
        "notes": "Futur proche = plan, coś, co już jest postanowione. Porównać z polskim 'zamierzam'.",
    },
    {
        "title": "Le futur simple : formation",
        "body": [
            "infinitif + -ai, -as, -a, -ons, -ez, -ont",
            "parler → je parlerai",
            "prendre → je prendrai",
        ],
        "notes": "Czasowniki na -re tracą końcowe -e.",
    },
    {
        "title": "Les irréguliers",
        "body": [
            "être → je serai",
            "avoir → j'aurai",
            "aller → j'irai",
            "faire → je ferai",
            "voir → je verrai",
        ],
        "notes": "Karty do memory – wydrukowane, w teczce.",
    },
    {
        "title": "Exercice : mes projets pour les vacances",
        "body": ["Cet été, je vais…", "Dans dix ans, je serai…"],
        "notes": "Zadanie domowe: napisać 8 zdań o planach na wakacje, 4 w futur proche i 4 w futur simple. Termin: czwartek.",
    },
]
_LECON3 = [
    {
        "title": "Révision : se présenter",
        "body": ["Je m'appelle…", "J'habite à Cracovie.", "Je travaille comme…"],
        "notes": "Powtórka przed testem – 20 minut.",
    },
    {
        "title": "Les nombres de 70 à 99",
        "body": [
            "70 soixante-dix",
            "80 quatre-vingts",
            "90 quatre-vingt-dix",
            "99 quatre-vingt-dix-neuf",
        ],
        "notes": "Belgowie i Szwajcarzy mówią septante i nonante – warto wspomnieć, bo kursanci to słyszą w filmach.",
    },
    {
        "title": "Jeu : le numéro de téléphone",
        "body": ["06 78 91 74 82", "04 72 99 81 70"],
        "notes": "Dyktowanie numerów w parach, potem sprawdzamy na głos.",
    },
]

PRACA += [
    D(
        _KURS + "Lekcja 5.pptx",
        "pptx",
        "2025-10-20 22:48",
        slides=_LEKCJA5,
        title="Leçon 5",
        author="Olena Wiśniewska",
        inside=["Au marché de la Croix-Rousse", "najczęstszy błąd grupy"],
    ),
    D(
        _KURS + "Lekcja 6.pptx",
        "pptx",
        "2025-10-27 21:15",
        slides=_LEKCJA6,
        title="Leçon 6",
        author="Olena Wiśniewska",
        inside=["aller + infinitif", "8 zdań o planach"],
    ),
    D(
        _KURS + "Leçon 3 - révision.odp",
        "odp",
        "2025-10-12 20:02",
        slides=_LECON3,
        title="Révision",
        author="Olena Wiśniewska",
        inside=["septante i nonante", "99 quatre-vingt-dix-neuf"],
    ),
    D(
        _KURS + "Sylabus A2 2025-2026.docx",
        "docx",
        "2025-09-08 18:30",
        """
      # Kurs języka francuskiego – poziom A2
      Szkoła Językowa Parlez-vous, ul. Długa 42, 31-146 Kraków
      Lektorka: Olena Wiśniewska (mgr, Université Lumière Lyon 2)
      Termin: wtorki i czwartki 18:00–19:30, od 7 października 2025 do 28 maja 2026 (60 spotkań po 90 min)
      Podręcznik: Édito A2 (Didier), wyd. 2022 + materiały własne lektorki
      ## Plan semestru zimowego
      !Tydzień | Temat | Gramatyka
      1–2 | Se présenter, la famille | présent, adjectifs possessifs
      3–4 | Les courses et les repas | articles partitifs, quantités
      5–6 | Projets et vacances | futur proche, futur simple
      7–8 | Souvenirs | passé composé avec avoir et être
      9–10 | Le logement | pronoms COD / COI
      11 | Test semestralny | —
      ## Zasady
      Cena: 1 680 zł za semestr (płatne w 2 ratach) lub 1 590 zł przy płatności jednorazowej.
      Dopuszczalne 4 nieobecności w semestrze; zajęcia odwołane przez szkołę są odrabiane w piątki.
      """,
        title="Sylabus A2 2025/2026",
        author="Olena Wiśniewska",
        lang="pl-PL",
        inside=["1 680 zł za semestr", "Édito A2 (Didier)"],
    ),
    D(
        _KURS + "lista obecności gr. A2 wt-czw.xlsx",
        "xlsx",
        "2025-11-27 19:45",
        sheets={
            "październik": [
                [
                    "Kursant",
                    "2025-10-07",
                    "2025-10-09",
                    "2025-10-14",
                    "2025-10-16",
                    "2025-10-21",
                    "2025-10-23",
                ],
                ["Marta Zięba", "ob.", "ob.", "ob.", "nb.", "ob.", "ob."],
                ["Paweł Chrząszcz", "ob.", "ob.", "nb.", "ob.", "ob.", "ob."],
                ["Agnieszka Łukasik", "ob.", "ob.", "ob.", "ob.", "ob.", "nb."],
                ["Jakub Wrona", "ob.", "nb.", "ob.", "ob.", "ob.", "ob."],
                ["Iwona Szczygieł", "ob.", "ob.", "ob.", "ob.", "nb.", "ob."],
            ],
            "listopad": [
                [
                    "Kursant",
                    "2025-11-04",
                    "2025-11-06",
                    "2025-11-13",
                    "2025-11-18",
                    "2025-11-20",
                    "2025-11-25",
                ],
                ["Marta Zięba", "ob.", "ob.", "ob.", "ob.", "ob.", "ob."],
                ["Paweł Chrząszcz", "nb.", "nb.", "ob.", "ob.", "ob.", "ob."],
                ["Agnieszka Łukasik", "ob.", "ob.", "ob.", "nb.", "ob.", "ob."],
                ["Jakub Wrona", "ob.", "ob.", "ob.", "ob.", "ob.", "nb."],
                ["Iwona Szczygieł", "ob.", "ob.", "ob.", "ob.", "ob.", "ob."],
            ],
            "Uwagi": [
                ["Kursant", "Notatka"],
                ["Paweł Chrząszcz", "wyjazd służbowy 4–6.11, odrabia w piątek 7.11"],
                ["Marta Zięba", "chce przejść do B1 od lutego"],
            ],
        },
        title="Lista obecności A2",
        author="Olena Wiśniewska",
        inside=["Paweł Chrząszcz", "chce przejść do B1"],
    ),
    D(
        _KURS + "umowa zlecenia Parlez-vous 2025.pdf",
        "pdf",
        "2025-09-15 17:00",
        """
      # UMOWA ZLECENIA nr 14/2025
      zawarta 15.09.2025 r. pomiędzy Szkołą Językową Parlez-vous Anna Gołąb, ul. Długa 42, 31-146 Kraków, a Oleną Wiśniewską.
      § 1. Zleceniobiorca prowadzi zajęcia z języka francuskiego w grupie A2 (wtorek, czwartek 18:00–19:30).
      § 2. Wynagrodzenie: 90,00 zł brutto za godzinę lekcyjną (45 min), płatne do 10. dnia następnego miesiąca na podstawie ewidencji godzin.
      § 3. Umowa obowiązuje od 01.10.2025 do 31.12.2025.
      """,
        producer="Parlez-vous",
    ),
]


# --------------------------------------------------------------------------------------
# Zoja, zdrowie
# --------------------------------------------------------------------------------------

_SZK = "Zoja/Szkoła/"
_ZZDR = "Zoja/Zdrowie/"
_ZDR = "Zdrowie/"

ZOJA = [
    D(
        _SZK + "invite.ics",
        "ics",
        "2025-09-29 14:03",
        events=[
            {
                "uid": "6v3k1q0ap8o5m2e9r7c4@google.com",
                "start": "2025-10-08 07:45",
                "end": "2025-10-08 15:30",
                "summary": "Wycieczka klasowa 1b – Ojcowski Park Narodowy, Jaskinia Łokietka",
                "location": "Szkoła Podstawowa nr 47, ul. Praska 64, 30-328 Kraków",
                "description": "Zbiórka o 7:45 przed szkołą, powrót ok. 15:30.\nKoszt: 85 zł (przejazd autokarem, bilety, przewodnik) – płatne do 3 października u skarbnika klasy.\n"
                "Prosimy o drugie śniadanie, wodę, wygodne buty i kurtkę przeciwdeszczową. Telefon w plecaku wyciszony.\nBeata Sowa, wychowawczyni 1b",
                "organizer": ("Beata Sowa", "b.sowa@sp47.krakow.pl"),
                "attendees": [
                    ("Olena Wiśniewska", "olena.wisniewska.tlumacz@gmail.com"),
                    ("Tomasz Wiśniewski", "tomasz.wisniewski87@gmail.com"),
                ],
                "alarm": 720,
            }
        ],
        inside=["Jaskinia Łokietka", "kurtkę przeciwdeszczową", "Zbiórka o 7:45"],
    ),
    D(
        _SZK + "lista od wychowawczyni.docx",
        "docx",
        "2025-08-26 12:10",
        """
      # Drodzy Rodzice przyszłych pierwszoklasistów!
      Poniżej lista rzeczy, które dziecko powinno mieć od 1 września. Prosimy podpisać wszystkie przybory imieniem i nazwiskiem.
      ## Do tornistra
      - 2 zeszyty w trzy linie kolorowe (16 kartek)
      - 2 zeszyty w kratkę (16 kartek), 1 zeszyt w wąską linię do religii
      - piórnik z wyposażeniem: 2 ołówki HB, gumka, temperówka z pojemnikiem, kredki ołówkowe 12 kolorów, nożyczki z zaokrąglonymi końcami, klej w sztyfcie
      - teczka z gumką A4
      ## Zostaje w szkole
      - blok rysunkowy A4 i A3, blok techniczny kolorowy A4, plastelina, farby plakatowe, pędzle nr 4 i 10
      - worek na kapcie i obuwie zmienne na jasnej podeszwie
      - strój na WF: biała koszulka, granatowe spodenki, worek
      Podręczniki „Nowi Tropiciele” dzieci dostaną w szkole (dotacja MEN). Ćwiczenia również.
      Składka na radę rodziców: 30 zł miesięcznie lub 270 zł za rok.
      Do zobaczenia 1 września o 9:00 na sali gimnastycznej!
      Beata Sowa
      """,
        title="Lista przyborów klasa 1b",
        author="Beata Sowa",
        lang="pl-PL",
        header="Szkoła Podstawowa nr 47 w Krakowie — klasa 1b, rok szkolny 2025/2026",
        footer="ul. Praska 64, 30-328 Kraków · sekretariat 12 266 41 07",
        inside=["zeszyty w trzy linie", "worek na kapcie", "Nowi Tropiciele"],
    ),
    video(
        _SZK + "20241218_101522.mp4",
        "2024-12-18 10:15:22",
        None,
        "indoor",
        device="samsung",
        seconds=4,
    ),
    D(
        _SZK + "Re_ zebranie z rodzicami 1b.eml",
        "eml",
        "2025-09-10 21:12",
        """
      Dzień dobry,

      potwierdzam obecność na zebraniu 16 września o 17:30 (sala 12). Przyjdzie mąż, Tomasz. Zoja jest zapisana na świetlicę do 16:30 we wtorki i czwartki – ja wtedy uczę.

      Pozdrawiam
      Olena Wiśniewska
      """,
        headers={
            "From": "Olena Wiśniewska <olena.wisniewska.tlumacz@gmail.com>",
            "To": "Beata Sowa <b.sowa@sp47.krakow.pl>",
            "Subject": "Re: zebranie z rodzicami 1b",
            "Message-ID": "<a81f20c4-0c55-4d02-9a1e-7e5f0c7c2b19@gmail.com>",
        },
    ),
    D(
        _SZK + "Informacja - świetlica i obiady.eml",
        "eml",
        "2025-08-29 10:05",
        """
      Szanowni Państwo,

      świetlica szkolna czynna jest od 6:30 do 17:30. Obiady (zupa + drugie danie) kosztują 8,40 zł dziennie; opłatę za wrzesień (168 zł) prosimy wnieść do 5 września na konto szkoły 18 1020 2892 0000 5402 0603 1147, w tytule: imię i nazwisko dziecka, klasa, „obiady IX”.

      Sekretariat SP nr 47
      """,
        headers={
            "From": "Sekretariat SP 47 <sekretariat@sp47.krakow.pl>",
            "To": "rodzice-1b@sp47.krakow.pl",
            "Subject": "Informacja - świetlica i obiady",
            "Message-ID": "<20250829100512.77@sp47.krakow.pl>",
        },
    ),
    D(
        _SZK + "zgoda wycieczka podpisana.jpg",
        "paper",
        "2025-10-01 07:31",
        """
      # ZGODA RODZICA
      Wyrażam zgodę na udział mojej córki Zoi Wiśniewskiej, uczennicy klasy 1b, w wycieczce do Ojcowa w dniu 8.10.2025 r.
      Oświadczam, że nie ma przeciwwskazań zdrowotnych. Dziecko choruje na lokomocję: TAK / NIE
      Telefon kontaktowy: 604 318 772
      Podpis: O. Wiśniewska
      """,
        device="samsung",
        size=(1100, 800),
    ),
    D(
        _SZK + "plan lekcji 1b 2025-26.pdf",
        "pdf",
        "2025-09-02 15:00",
        """
      # Plan lekcji – klasa 1b, rok szkolny 2025/2026
      !Godz. | Poniedziałek | Wtorek | Środa | Czwartek | Piątek
      8:00–8:45 | ed. wczesnoszkolna | ed. wczesnoszkolna | j. angielski | ed. wczesnoszkolna | religia
      8:55–9:40 | ed. wczesnoszkolna | WF | ed. wczesnoszkolna | WF | ed. wczesnoszkolna
      9:50–10:35 | j. angielski | ed. wczesnoszkolna | ed. wczesnoszkolna | muzyka | WF
      10:45–11:30 | religia | ed. wczesnoszkolna | informatyka | ed. wczesnoszkolna | zaj. z wychowawcą
      Wychowawczyni: Beata Sowa
      """,
        producer="Vulcan",
    ),
    D(
        _SZK + "dyplom ukończenia zerówki.pdf",
        "pdf",
        "2025-06-27 12:00",
        """
      # DYPLOM
      dla Zoi Wiśniewskiej
      za ukończenie rocznego przygotowania przedszkolnego w oddziale przedszkolnym „Biedronki” przy Szkole Podstawowej nr 47 w Krakowie
      Kraków, 27 czerwca 2025 r.
      """,
        producer="Canon iR-ADV C3530",
    ),
]

ZOJA += [
    D(
        _ZZDR + "karta szczepień skan.pdf",
        "pdf",
        "2024-09-02 19:20",
        """
      # Karta uodpornienia – Zoja Wiśniewska, ur. 03.09.2018
      !Szczepionka | Data | Uwagi
      WZW B (3 dawki) | 04.09.2018 / 10.10.2018 / 05.03.2019 |
      DTaP-IPV-Hib (Infanrix hexa) | 2018–2019 | 3 dawki + 2019
      MMR (Priorix) | 12.09.2019 | II dawka 2024
      Pneumokoki (Synflorix) | 2018–2019 | schemat 2+1
      DTaP (przypominająca) | 08.10.2024 | 6 r.ż.
      Lekarz: dr Ewa Nowak, Przychodnia Ruczaj
      """,
        producer="Epson Scan 2",
    ),
    D(
        _ZZDR + "bilans 6-latka.pdf",
        "pdf",
        "2024-10-08 12:40",
        """
      # Bilans zdrowia dziecka – 6 rok życia
      Pacjentka: Zoja Wiśniewska, PESEL 18290304528
      Wzrost 118 cm (50–75 centyl), masa ciała 20,8 kg (50 centyl), RR 95/60
      Wzrok: OP 1,0, OL 0,9 – kontrola okulistyczna za rok. Słuch: prawidłowy.
      Postawa: lekkie koślawe kolana, zalecone zajęcia ruchowe (basen).
      Lekarz: dr n. med. Ewa Nowak, pediatra
      """,
        producer="Medicus",
    ),
    D(
        _ZZDR + "wynik alergia IgE.pdf",
        "pdf",
        "2025-04-16 16:22",
        """
      # Diagnostyka S.A. – wynik badania
      Pacjentka: Zoja Wiśniewska, 6 lat. Materiał: krew żylna, pobrano 14.04.2025
      !Alergen | Wynik [kU/l] | Klasa
      Roztocza kurzu domowego (D. pteronyssinus) | 4,12 | 3
      Sierść kota | 0,08 | 0
      Pyłki brzozy | 1,36 | 2
      Mleko krowie | <0,10 | 0
      """,
        producer="Diagnostyka",
    ),
    D(
        _ZZDR + "pediatra 2025-03-14.pdf",
        "pdf",
        "2025-03-14 18:10",
        """
      # Przychodnia Ruczaj – karta wizyty
      Pacjentka: Zoja Wiśniewska. Lekarz: Ewa Nowak, pediatra
      Rozpoznanie: ostre zapalenie ucha środkowego lewego (H66.0)
      Zalecenia: Amotaks 250 mg/5 ml, 2 × 7,5 ml przez 7 dni; Ibuprom dla dzieci przy gorączce; kontrola za 10 dni.
      """,
        producer="Medicus",
    ),
    D(
        _ZZDR + "leki Zoji.md",
        "md",
        "2025-04-20 21:00",
        """
      # Zoja – leki i dawki (waga ~21 kg)

      - Ibuprofen (Nurofen dla dzieci 100 mg/5 ml): **7,5 ml**, co 6–8 h
      - Paracetamol (Panadol dla dzieci 120 mg/5 ml): **10 ml**, co 6 h
      - Alergia (roztocza, brzoza): Zyrtec krople 10 kropli wieczorem w sezonie
      - Na lokomocję: Aviomarin dla dzieci 1/2 tabl. 30 min przed
      """,
    ),
]

ZDROWIE = [
    D(
        _ZDR + "LuxMed morfologia Olena 2025-05.pdf",
        "pdf",
        "2025-05-22 14:30",
        """
      # LUX MED – Wyniki badań laboratoryjnych
      Pacjentka: Olena Wiśniewska, ur. 29.03.1991
      !Badanie | Wynik | Norma
      Hemoglobina | 11,6 g/dl | 12,0–16,0
      Ferrytyna | 9 ng/ml | 13–150
      TSH | 2,14 µIU/ml | 0,27–4,20
      Witamina D3 | 21 ng/ml | 30–50
      Zalecenie: suplementacja żelaza (Tardyferon 80 mg) i wit. D 2000 j.m., kontrola za 3 mies.
      """,
        producer="LUX MED",
    ),
    D(
        _ZDR + "Tomasz USG jamy brzusznej.pdf",
        "pdf",
        "2025-02-04 09:50",
        """
      # Opis badania USG jamy brzusznej
      Pacjent: Tomasz Wiśniewski, 37 l.
      Wątroba niepowiększona, o prawidłowej echogeniczności. Pęcherzyk żółciowy bez złogów. Trzustka w widocznych częściach bez zmian. Nerki prawidłowej wielkości, bez zastoju.
      Wniosek: obraz USG jamy brzusznej w normie.
      lek. Piotr Gawron, Medicover Kraków Bonarka
      """,
        producer="Medicover",
    ),
    D(
        _ZDR + "recepta okulary Tomasz.jpg",
        "paper",
        "2025-01-20 17:05",
        """
      # Salon Optyczny Vision Express – Galeria Kazimierz
      Recepta na okulary korekcyjne – Tomasz Wiśniewski
      OP: sph -1,75  cyl -0,50  ax 170
      OL: sph -2,00  cyl -0,25  ax 10
      PD 64 mm. Okulary do pracy przy komputerze, powłoka antyrefleksyjna z filtrem światła niebieskiego.
      """,
        device="samsung",
        size=(1200, 900),
    ),
    D(
        _ZDR + "dentysta faktura 2025-09.pdf",
        "pdf",
        "2025-09-19 18:45",
        """
      # Gabinet Stomatologiczny Dent-Art, ul. Kobierzyńska 98, Kraków
      ## Faktura nr 1877/09/2025
      Nabywca: Olena Wiśniewska
      !Usługa | Wartość
      Wypełnienie kompozytowe ząb 36 (klasa II) | 380,00 zł
      Przegląd + zdjęcie RVG | 150,00 zł
      Razem: 530,00 zł (usługi medyczne zw. z VAT)
      """,
        producer="Dent-Art",
    ),
    D(
        _ZDR + "szczepienia dorośli.md",
        "md",
        "2024-11-03 20:15",
        """
      # Szczepienia – my

      - Tomek: tężec/błonica (Td) 06.2019 → następna **2029**
      - Olena: Td 2016 w Lyonie (carnet de vaccination w pudełku z dokumentami) → 2026!
      - grypa oboje co roku w październiku w aptece na Kobierzyńskiej
      - COVID ostatnio 10.2023
      """,
    ),
    D(
        _ZDR + "skierowanie Medicover.pdf",
        "pdf",
        "2025-01-28 11:00",
        """
      # Skierowanie na badanie
      Pacjent: Tomasz Wiśniewski
      Badanie: USG jamy brzusznej. Rozpoznanie wstępne: R10.1 ból w nadbrzuszu
      Lekarz kierujący: lek. Anna Kruk, Medicover Kraków Bonarka
      """,
        producer="Medicover",
    ),
]

# --------------------------------------------------------------------------------------
# Dokumenty, auto
# --------------------------------------------------------------------------------------

_DOKO = "Dokumenty/Олена/"
_DOKT = "Dokumenty/Tomasz/"
_AUTO = "Auto/"

DOKUMENTY = [
    D(
        _DOKO + "паспорт.jpg",
        "paper",
        "2022-06-14 20:02",
        """
      # УКРАЇНА · UKRAINE
      ПАСПОРТ · PASSPORT
      Тип/Type P   Код держави/Code UKR   Паспорт №/Passport No. GF 418277
      Прізвище/Surname: ВІШНЕВСЬКА / WISNIEWSKA
      Ім'я/Given Names: ОЛЕНА / OLENA
      Громадянство/Nationality: УКРАЇНА/UKRAINE
      Дата народження/Date of birth: 29 БЕР/MAR 91
      Місце народження/Place of birth: М. ЛЬВІВ/UKR
      Дата видачі/Date of issue: 10 ЧЕР/JUN 22   Дійсний до/Date of expiry: 10 ЧЕР/JUN 32
      Орган, що видав/Authority: 4612
      """,
        device="scanner",
        size=(1400, 1000),
    ),
    D(
        _DOKO + "karta pobytu skan.pdf",
        "pdf",
        "2023-11-20 18:40",
        """
      # RZECZPOSPOLITA POLSKA — KARTA POBYTU
      Nazwisko: WIŚNIEWSKA   Imiona: OLENA
      Obywatelstwo: UKR   Data urodzenia: 29.03.1991
      Rodzaj zezwolenia: ZEZWOLENIE NA POBYT STAŁY
      Numer: RP 7730418   Data ważności: 14.11.2033
      Organ wydający: WOJEWODA MAŁOPOLSKI
      Uwagi: DOSTĘP DO RYNKU PRACY
      """,
        producer="Epson Scan 2",
    ),
    D(
        _DOKO + "decyzja wojewody - pobyt stały.pdf",
        "pdf",
        "2023-10-16 10:30",
        """
      # DECYZJA nr WSO-IV.6151.8842.2022
      Na podstawie art. 195 ust. 1 pkt 3 ustawy o cudzoziemcach, po rozpatrzeniu wniosku Pani Oleny Wiśniewskiej, obywatelki Ukrainy, udzielam zezwolenia na pobyt stały na terytorium Rzeczypospolitej Polskiej.
      Uzasadnienie: cudzoziemka pozostaje od 3 lat w związku małżeńskim z obywatelem polskim (związek zawarty 14.09.2019 r. w Urzędzie Stanu Cywilnego w Krakowie) i bezpośrednio przed złożeniem wniosku przebywała w Polsce nieprzerwanie co najmniej 2 lata na podstawie zezwolenia na pobyt czasowy.
      Z up. Wojewody Małopolskiego
      """,
        producer="MUW",
    ),
    D(
        _DOKO + "PESEL potwierdzenie.pdf",
        "pdf",
        "2018-10-08 09:15",
        """
      # Zaświadczenie o nadaniu numeru PESEL
      Imię i nazwisko: Olena Kovalenko
      Numer PESEL: 91032918762
      Data nadania: 05.10.2018
      Urząd Miasta Krakowa, Wydział Spraw Administracyjnych
      """,
        producer="Urząd Miasta Krakowa",
    ),
    D(
        _DOKO + "dyplom - tłumaczenie przysięgłe.pdf",
        "pdf",
        "2018-11-29 13:00",
        """
      # TŁUMACZENIE POŚWIADCZONE Z JĘZYKA FRANCUSKIEGO
      [Logo Uniwersytetu] Université Lumière Lyon 2
      DYPLOM MAGISTRA (DIPLÔME NATIONAL DE MASTER)
      Kierunek: Języki obce stosowane (LEA), specjalność: Tłumaczenie specjalistyczne wielojęzyczne
      nadany Pani Olenie KOVALENKO, urodzonej 29 marca 1991 r. we Lwowie (Ukraina)
      Ocena: dobry (mention Bien). Lyon, 12 lipca 2018 r.
      Repertorium nr 412/2018. Tłumacz przysięgły języka francuskiego Irena Kwiatkowska, Kraków.
      """,
        producer="Tłumacz przysięgły",
    ),
    D(
        _DOKO + "заява 2023.rtf",
        "rtf",
        "2023-02-02 19:10",
        """
      Генеральному консулу України в Кракові
      від громадянки України Коваленко Олени Петрівни (Вішневської),
      паспорт для виїзду за кордон GF 418277,
      яка проживає за адресою: ul. Rydlówka 14/7, 30-363 Kraków, Polska
      тел. +48 604 318 772
      # ЗАЯВА
      Прошу поставити мене на постійний консульський облік у Генеральному консульстві України в Кракові у зв'язку з постійним проживанням у Республіці Польща.
      Прізвище змінено у зв'язку з укладенням шлюбу з громадянином Польщі Вишневським Томашем (свідоцтво про шлюб видане USC Kraków 14.09.2019).
      Додатки: копія паспорта, копія karta pobytu, копія свідоцтва про шлюб з перекладом.
      02.02.2023                                   Підпис ____________
      """,
        codepage="cp1251",
        title="Заява",
        author="Olena",
        inside=["постійний консульський облік", "Коваленко Олени Петрівни"],
    ),
    D(
        _DOKO + "ІПН картка.jpg",
        "paper",
        "2021-07-30 16:44",
        """
      # ДЕРЖАВНА ПОДАТКОВА СЛУЖБА УКРАЇНИ
      КАРТКА ПЛАТНИКА ПОДАТКІВ
      Реєстраційний номер облікової картки платника податків: 3344216527
      Прізвище, ім'я, по батькові: КОВАЛЕНКО ОЛЕНА ПЕТРІВНА
      Дата народження: 29.03.1991
      """,
        device="iphone",
        size=(1300, 850),
    ),
    D(
        _DOKT + "dowód osobisty.jpg",
        "paper",
        "2021-04-03 11:11",
        """
      # RZECZPOSPOLITA POLSKA — DOWÓD OSOBISTY
      Nazwisko: WIŚNIEWSKI   Imiona: TOMASZ PIOTR
      Obywatelstwo: POLSKIE   Data urodzenia: 12.06.1987   Płeć: M
      Numer dowodu: DKR 447812   Termin ważności: 29.03.2031
      PESEL: 87061204537
      """,
        device="scanner",
        size=(1300, 850),
    ),
    D(
        _DOKT + "prawo jazdy.jpg",
        "paper",
        "2021-04-03 11:13",
        """
      # PRAWO JAZDY — RZECZPOSPOLITA POLSKA
      1. WIŚNIEWSKI  2. TOMASZ PIOTR  3. 12.06.1987 TARNÓW
      4a. 18.07.2005  4b. —  4c. STAROSTA TARNOWSKI
      5. 01234/05/1216  9. AM/B1/B
      """,
        device="scanner",
        size=(1300, 850),
    ),
    D(
        _DOKT + "paszport 2031.pdf",
        "pdf",
        "2021-06-02 20:20",
        """
      # RZECZPOSPOLITA POLSKA — PASZPORT
      Typ P, Kod PL, Nr paszportu EM 1840762
      Nazwisko: WIŚNIEWSKI, Imiona: TOMASZ PIOTR
      Data wydania: 01.06.2021, Data ważności: 01.06.2031, Organ wydający: WOJEWODA MAŁOPOLSKI
      """,
        producer="Epson Scan 2",
    ),
]

AUTO = [
    D(
        _AUTO + "Octavia - wydatki.ods",
        "ods",
        "2025-11-16 18:05",
        sheets={
            "Serwis": [
                ["Data", "Przebieg [km]", "Co", "Gdzie", "Koszt [zł]"],
                [
                    "2023-04-18",
                    118400,
                    "olej + filtry (olej 5W30 VW 504.00)",
                    "Auto-Serwis Ruczaj",
                    690.0,
                ],
                [
                    "2024-06-11",
                    131950,
                    "wymiana rozrządu z pompą wody",
                    "ASO Škoda Plichta",
                    2840.0,
                ],
                [
                    "2024-11-05",
                    137200,
                    "opony zimowe Dębica Frigo HP2 205/55 R16",
                    "Oponeo + montaż",
                    1540.0,
                ],
                [
                    "2025-04-24",
                    142310,
                    "olej + filtr kabinowy, klocki przód",
                    "Auto-Serwis Ruczaj",
                    1120.0,
                ],
                [
                    "2025-11-08",
                    148730,
                    "przegląd techniczny + zmiana opon na zimowe",
                    "SKP Zawiła",
                    229.0,
                ],
            ],
            "Paliwo": [["Data", "Litry", "Zł/l", "Kwota", "Stacja"]]
            + [
                [
                    f"2025-{m:02d}-{10 + m}",
                    42.0 + m,
                    6.19 - m * 0.03,
                    round((42.0 + m) * (6.19 - m * 0.03), 2),
                    "Orlen Kobierzyńska",
                ]
                for m in range(1, 12)
            ],
            "Ubezpieczenie": [
                ["Rok", "Ubezpieczyciel", "Zakres", "Składka"],
                ["2024", "Link4", "OC + AC", 1876.0],
                ["2025", "Link4", "OC + AC", 1742.0],
            ],
        },
        title="Octavia",
        author="Tomasz Wiśniewski",
        inside=["wymiana rozrządu z pompą", "opony zimowe Dębica", "ASO Škoda Plichta"],
    ),
    D(
        _AUTO + "polisa OC AC Link4 2025.pdf",
        "pdf",
        "2025-03-01 10:10",
        """
      # LINK4 TU S.A. — Polisa nr OC/AC 2025/01887342
      Pojazd: Škoda Octavia III Combi 1.6 TDI, nr rej. KR 7H452, VIN TMBJJ7NE4G0112873
      Właściciel: Tomasz Wiśniewski. Okres: 03.03.2025 – 02.03.2026
      OC: suma gwarancyjna ustawowa; AC: wariant serwisowy, udział własny 500 zł; Assistance 500 km
      Składka łączna: 1 742,00 zł
      """,
        producer="LINK4",
    ),
    D(
        _AUTO + "przegląd techniczny 2025.pdf",
        "pdf",
        "2025-11-08 12:30",
        """
      # Zaświadczenie o przeprowadzonym badaniu technicznym pojazdu
      Stacja Kontroli Pojazdów, ul. Zawiła 57, Kraków, kod KR/041/P
      Pojazd: Škoda Octavia, KR 7H452. Przebieg: 148 730 km.
      Wynik: POZYTYWNY. Następne badanie: 08.11.2026
      """,
        producer="SKP",
    ),
    D(
        _AUTO + "faktura serwis 2025-04.pdf",
        "pdf",
        "2025-04-24 15:45",
        """
      # Auto-Serwis Ruczaj Marcin Bielak
      ul. Obozowa 11, 30-383 Kraków
      ## Faktura VAT 118/04/2025
      Pojazd: Škoda Octavia KR 7H452, przebieg 142 310 km
      !Pozycja | Brutto
      Olej Castrol Edge 5W-30 LL 4,7 l | 289,00 zł
      Filtr oleju, filtr kabinowy z węglem | 164,00 zł
      Klocki hamulcowe przód TRW | 398,00 zł
      Robocizna | 269,00 zł
      Razem: 1 120,00 zł
      """,
        producer="Auto-Serwis",
    ),
    D(
        _AUTO + "dowód rejestracyjny.jpg",
        "paper",
        "2022-05-16 19:30",
        """
      # RZECZPOSPOLITA POLSKA — DOWÓD REJESTRACYJNY
      A. KR 7H452   B. 11.03.2016   C.1.1 WIŚNIEWSKI TOMASZ
      D.1 ŠKODA  D.3 OCTAVIA  E. TMBJJ7NE4G0112873
      P.1 1598 cm³  P.3 ON  Badanie techniczne ważne do: —
      """,
        device="samsung",
        size=(1300, 850),
    ),
    D(
        _AUTO + "opony - przechowalnia.md",
        "md",
        "2025-11-08 14:02",
        """
      # Opony

      Letnie (Michelin Primacy 4, 2022) leżą w przechowalni na Obozowej u Bielaka – kwit nr **2211**, 120 zł/sezon.
      Zimowe Dębice założone 8.11.2025 przy przeglądzie. Bieżnik ~6 mm.
      """,
    ),
]


# --------------------------------------------------------------------------------------
# Родина (Olena's family in Lviv), recipes, Lyon archive, books, contacts
# --------------------------------------------------------------------------------------

_ROD = "Родина/"
_PRZ = "Przepisy/"
_LYON = "Archiwum/Lyon 2016-2018/"
_KS = "Książki/"
_KON = "Kontakty/"

RODZINA = [
    D(
        _ROD + "для Олі.docx",
        "docx",
        "2025-11-23 20:47",
        """
      Олю, доню, привіт!
      Пишу тобі в Ворді, бо в месенджері все губиться, а так ти роздрукуєш і не забудеш.
      ## Про Різдво
      Квиток уже купила: приїду 23 грудня автобусом Flixbus зі Львова, прибуття в Краків на MDA о 19:40. Назад 7 січня, після нашого Різдва, як домовлялись — хочу побути з Зоєю на обидва свята.
      ## Що привезти
      - сало від пані Марії і домашню ковбасу (якщо пропустять на кордоні)
      - маковий пиріг і узвар — зварю вже у вас
      - вишиванку для Зої, 128 см — вишила за осінь
      - мед із Золочева для Томаша
      ## Що купити мені в Польщі
      - Magne B6 forte, 2 упаковки
      - краплі для очей Hylo-Comod (тут дуже дорогі)
      ## Новини
      У ОСББ нарешті поставили генератор, світло в під'їзді є навіть при відключеннях. Пані Марія з третього поверху передає вітання.
      Цілую вас усіх, мама
      """,
        title="Для Олі",
        author="Ганна Коваленко",
        lang="uk-UA",
        inside=["приїду 23 грудня", "вишиванку для Зої", "поставили генератор"],
    ),
    D(
        _ROD + "мамина квартира - платежі.xlsx",
        "xlsx",
        "2025-12-02 22:10",
        sheets={
            "2025": [
                [
                    "Місяць",
                    "ОСББ Городоцька 112",
                    "Львівводоканал",
                    "Львівгаз Збут",
                    "Електроенергія (ЛЕК)",
                    "Разом, грн",
                    "Сплачено з",
                ]
            ]
            + [
                [
                    f"2025-{m:02d}-01",
                    1120.0,
                    286.0 + m * 2,
                    1480.0 if m in (1, 2, 3, 11, 12) else 210.0,
                    640.0 + (m % 3) * 55,
                    None,
                    "моя картка Monobank" if m % 2 else "мамина пенсія",
                ]
                for m in range(1, 12)
            ],
            "2024": [
                [
                    "Місяць",
                    "ОСББ Городоцька 112",
                    "Львівводоканал",
                    "Львівгаз Збут",
                    "Електроенергія (ЛЕК)",
                    "Разом, грн",
                    "Сплачено з",
                ]
            ]
            + [
                [
                    f"2024-{m:02d}-01",
                    980.0,
                    264.0 + m * 2,
                    1390.0 if m in (1, 2, 3, 11, 12) else 190.0,
                    610.0,
                    None,
                    "моя картка Monobank",
                ]
                for m in range(1, 13)
            ],
            "Примітки": [
                ["Дата", "Що"],
                ["2025-02-01", "ОСББ підняло внесок до 1120 грн (ремонт даху)"],
                ["2025-09-15", "повірка газового лічильника — 850 грн, оплатила я"],
            ],
        },
        title="Мамина квартира",
        author="Olena Wiśniewska",
        inside=["ОСББ Городоцька 112", "повірка газового лічильника", "ремонт даху"],
    ),
    D(
        _ROD + "Довіреність - проект.rtf",
        "rtf",
        "2025-06-05 21:20",
        """
      # ДОВІРЕНІСТЬ
      Місто Львів, п'ятого червня дві тисячі двадцять п'ятого року.
      Я, Коваленко Ганна Іванівна, 14.01.1964 року народження, РНОКПП 2347110528, яка зареєстрована за адресою: м. Львів, вул. Городоцька, буд. 112, кв. 41,
      цією довіреністю уповноважую свою доньку Вішневську Олену Петрівну, 29.03.1991 року народження, паспорт громадянина України для виїзду за кордон GF 418277,
      продати за ціну та на умовах на її розсуд належний мені гараж № 14 у гаражному кооперативі «Автомобіліст» (м. Львів, вул. Пасічна, 73),
      для чого надаю їй право представляти мої інтереси в нотаріусів, БТІ, органах державної реєстрації речових прав, отримати належні мені кошти.
      Довіреність видана строком на один рік без права передоручення.
      (проект для нотаріуса Мельник О. В. — перевірити, чи потрібен апостиль для Польщі)
      """,
        codepage="cp1252",
        title="Довіреність",
        author="Olena",
        inside=["гараж № 14", "кооперативі «Автомобіліст»", "без права передоручення"],
    ),
    D(
        _ROD + "переказ мамі 2025-03.pdf",
        "pdf",
        "2025-03-24 18:02",
        """
      # mBank S.A. — Potwierdzenie wykonania przelewu zagranicznego SWIFT
      Data: 24.03.2025   Kwota: 5 000,00 PLN   Kurs: 10,4312 UAH/PLN   Kwota w walucie odbiorcy: 52 156,00 UAH
      Odbiorca: HANNA KOVALENKO, UA21 3052 9900 0002 6201 4059 3118 7, JSC CB PRIVATBANK
      Tytuł: na leczenie / лікування (операція катаракти)
      Koszty: SHA, prowizja 0,00 PLN
      """,
        producer="mBank",
    ),
    D(
        _ROD + "дідусь Петро - спогади.md",
        "md",
        "2024-05-09 23:05",
        """
      # Дідусь Петро Коваленко (1937–2012)

      Записую, що пам'ятаю, поки мама розповідає.

      - Народився в селі Підгірці під Бродами, 1937.
      - Працював на Львівському автобусному заводі (ЛАЗ) 34 роки, майстром у цеху збирання.
      - Дуже любив рибалити на Опільському ставі, брав мене малу з собою.
      - Його фото з «ЛАЗ-695» у рамці — у мами в серванті.
      """,
    ),
    D(
        _ROD + "баба Валя - воспоминания 2008.txt",
        "txt",
        "2008-04-19 17:30",
        """
      Бабушка Валентина Степановна Гринько, 1931 г.р., Запорожье. Записала Оля по её рассказу, апрель 2008 (для урока истории).

      Родилась в Запорожье, на Бабурке. Отец работал на Днепрогэсе, мама в столовой.
      В 1941 году нас эвакуировали в Уфу вместе с заводом, ехали в товарном вагоне почти три недели.
      В Уфе жили в бараке, я пошла в школу №11, учила башкирские песни.
      Вернулись в 1944-м, дом был цел, а плотину взорвали. Потом отец восстанавливал Днепрогэс.
      После техникума работала чертёжницей на «Запорожстали» до пенсии.
      Говорит: «Самое главное — чтобы хлеб был и чтобы не стреляли».
      """,
        encoding="cp1251",
        inside=["эвакуировали в Уфу", "чертёжницей на «Запорожстали»"],
    ),
]

PRZEPISY = [
    D(
        _PRZ + "przepis mama Tomka.txt",
        "txt",
        "2010-12-19 20:14",
        """
      PIEROGI RUSKIE (mama, Tarnów) - na ok. 60 sztuk

      Ciasto:
      - 1 kg mąki pszennej (typ 450 albo 500)
      - 1 szklanka ciepłej wody + ćwierć szklanki mleka
      - 3 łyżki oleju, szczypta soli
      Zagnieść gładkie, miękkie ciasto, odstawić pod miską na 30 min.

      Farsz:
      - 1 kg ziemniaków (mączystych!) ugotowanych i przeciśniętych przez praskę
      - 50 dag twarogu półtłustego
      - 2 duże cebule zeszklone na smalcu
      - sól, dużo pieprzu
      Farsz musi być całkiem zimny, inaczej ciasto się źle klei.

      Gotować partiami w osolonej wodzie 2-3 min od wypłynięcia. Podawać ze skwarkami i śmietaną.
      Uszka do barszczu: to samo ciasto, farsz z grzybów suszonych + cebula + bułka tarta.
      """,
        encoding="cp1250",
        inside=["ćwierć szklanki mleka", "ziemniaków (mączystych!)", "50 dag twarogu"],
    ),
    D(
        _PRZ + "бабушкины.txt",
        "txt",
        "2004-11-07 12:40",
        """
      ПИРОЖКИ С КАПУСТОЙ (баба Валя, Запорожье)

      Тесто на кефире:
      - 0,5 л кефира, тёплого
      - 1 яйцо
      - 1 ч. л. соды, 1 ч. л. соли, 1 ст. л. сахара
      - 3 ст. л. подсолнечного масла
      - мука сколько возьмёт (примерно 4 стакана), тесто мягкое, к рукам не липнет
      Начинка: полкочана капусты потушить с луком и морковкой, в конце ложка томата.
      Жарить на сковороде в масле под крышкой, по 3 минуты с каждой стороны.
      Баба говорит: «капусту не жалей, пирожок должен быть толстый».
      """,
        encoding="cp1251",
        inside=["Тесто на кефире", "капусту не жалей"],
    ),
    D(
        _PRZ + "мама 2011.txt",
        "txt",
        "2011-07-02 18:05",
        """
      ВАРЕНИКИ З ВИШНЯМИ (мамин рецепт, Львів)

      Тісто:
      - 3 склянки борошна
      - 1 склянка кип'ятку
      - 3 ст. л. олії, дрібка солі
      Заварне тісто гарно ліпиться і не рветься.

      Начинка:
      - 1 кг вишень без кісточок, пересипати цукром і дати стекти соку годину
      - сік не виливати - з нього підлива з крохмалем
      Варити 3-4 хвилини після того, як спливуть. Їсти зі сметаною.
      Бабця-ґаздиня казала: "вареник має бути такий, щоб ледве в рот вліз".
      Є ще варіант з сиром і кропом - див. зошит у мами.
      """,
        encoding="koi8_u",
        inside=["Заварне тісто гарно ліпиться", "Бабця-ґаздиня казала"],
    ),
    D(
        _PRZ + "recette Sophie.txt",
        "txt",
        "2017-11-12 16:22",
        """
      TARTE TATIN de Sophie (Croix-Rousse, novembre 2017)

      - 6 à 8 pommes Reinette (pas de Golden, ça fond trop !)
      - 120 g de sucre + 60 g de beurre demi-sel
      - 1 pâte brisée maison : 200 g de farine, 100 g de beurre, 1 jaune d'œuf, un peu d'eau froide

      Faire un caramel à sec dans le moule à manqué, ajouter le beurre. Serrer les quartiers de pommes bien debout.
      Cuire 20 min à feu doux sur la plaque, puis couvrir de pâte et enfourner 30 min à 190°.
      Démouler tiède, d'un coup sec. Servir avec de la crème fraîche épaisse. Ça marche à tous les coups !
      """,
        encoding="cp1252",
        inside=["pommes Reinette", "caramel à sec", "beurre demi-sel"],
    ),
    D(
        _PRZ + "chleb na zakwasie.md",
        "md",
        "2024-03-10 09:30",
        """
      # Chleb na zakwasie (wersja Tomka)

      - 150 g aktywnego zakwasu żytniego
      - 350 g mąki pszennej chlebowej 750 + 150 g żytniej 720
      - 360 g wody, 10 g soli
      Autoliza 1 h, 4 × składanie co 30 min, noc w lodówce. Piec 20 min pod przykryciem w 250°, 25 min bez w 230°.
      """,
    ),
    D(
        _PRZ + "sernik - kartka od babci.jpg",
        "paper",
        "2023-12-22 11:02",
        """
      # Sernik krakowski Haliny
      1 kg twarogu trzykrotnie mielonego, 6 jaj, 1,5 szkl. cukru, 1 budyń waniliowy
      kostka masła, rodzynki namoczone w rumie
      Spód kruchy, na wierzchu kratka z ciasta.
      Piec 1 godz. w 170°, studzić w uchylonym piekarniku!
      """,
        device="samsung",
        size=(1000, 1300),
    ),
]

LYON = [
    D(
        _LYON + "Mémoire M2 - version finale.odt",
        "odt",
        "2018-06-04 23:52",
        """
      Université Lumière Lyon 2 — UFR de Langues — Master LEA, parcours Traduction spécialisée multilingue
      # La traduction des actes d'état civil ukrainiens vers le français : enjeux terminologiques et translittération
      Mémoire présenté par Olena KOVALENKO sous la direction de Mme Catherine Vasseur, maîtresse de conférences
      Année universitaire 2017-2018
      ## Résumé
      Ce mémoire examine la traduction vers le français des actes de naissance, de mariage et des extraits du registre ukrainien. À partir d'un corpus de 64 actes traduits pour des préfectures de la région Auvergne-Rhône-Alpes, nous analysons les écarts entre la translittération du passeport et la norme officielle ukrainienne de 2010, ainsi que le traitement des patronymes, absents de l'état civil français.
      ## Plan
      - 1. Le cadre juridique de la traduction assermentée en France et en Ukraine
      - 2. Les noms propres : translittération, transcription, usage
      - 3. Le patronyme : traduire, conserver ou omettre ?
      - 4. Étude de cas : les mentions marginales
      ## Conclusion (extrait)
      Nous recommandons de reproduire le patronyme entre parenthèses après le prénom, accompagné d'une note du traducteur, plutôt que de l'omettre.
      """,
        title="Mémoire M2",
        author="Olena Kovalenko",
        lang="fr-FR",
        inside=["corpus de 64 actes", "Catherine Vasseur", "le traitement des patronymes"],
    ),
    D(
        _LYON + "exposé Lviv.odp",
        "odp",
        "2017-03-13 22:10",
        slides=[
            {
                "title": "Lviv, ville du patrimoine mondial",
                "body": ["Exposé — cours de civilisation, M1", "Olena Kovalenko"],
                "notes": "Présentation de 10 minutes, parler lentement.",
            },
            {
                "title": "Un peu d'histoire",
                "body": [
                    "Fondée vers 1256 par le roi Daniel de Galicie",
                    "Lwów polonaise, Lemberg autrichienne, Lviv ukrainienne",
                ],
                "notes": "Mentionner le nom du fils, Léon : la ville du lion.",
            },
            {
                "title": "Le centre historique",
                "body": ["Place du Marché (Rynok) : 44 maisons", "Inscrit à l'UNESCO en 1998"],
                "notes": "Montrer la photo de la maison noire (Tchorna kamianytsia).",
            },
            {
                "title": "Le café et le chocolat",
                "body": [
                    "Première tasse de café selon la légende : Kulczycki",
                    "Manufacture de chocolat",
                ],
                "notes": "Distribuer les bonbons Svitoch à la fin !",
            },
        ],
        title="Lviv",
        author="Olena Kovalenko",
        inside=["Fondée vers 1256", "Distribuer les bonbons Svitoch"],
    ),
    D(
        _LYON + "notes_cours_terminologie.txt",
        "txt",
        "2016-10-18 19:55",
        """
      Cours de terminologie - M. Girard - 18/10/2016

      Terme vs mot : le terme appartient à un domaine de spécialité, il désigne un concept (Wüster, théorie générale de la terminologie).
      Fiche terminologique : vedette, catégorie grammaticale, domaine, définition, contexte, source, équivalent(s), remarques.
      Ne jamais créer une fiche sans contexte sourcé !
      Outils conseillés : FranceTerme, IATE, Le grand dictionnaire terminologique (Québec).
      Devoir pour le 8 novembre : 15 fiches trilingues sur un domaine au choix -> je prends l'énergie éolienne (FR/UK/PL).
      Exemple : éolienne = vitrova turbina (UK) = turbina wiatrowa (PL) ; pale = lopat' = lopata wirnika... à vérifier (clavier français, pas d'accents polonais ici !).
      """,
        encoding="cp1252",
        inside=["15 fiches trilingues", "l'énergie éolienne"],
    ),
    D(
        _LYON + "lettre CAF.txt",
        "txt",
        "2017-01-09 21:30",
        """
      Olena Kovalenko
      12 rue Francis de Pressensé, app. 24
      69100 Villeurbanne
      N° allocataire : 4418273

      Caisse d'Allocations Familiales du Rhône
      69849 Lyon Cedex 07

      Objet : aide personnalisée au logement - changement de situation

      Madame, Monsieur,
      Je vous informe que depuis le 1er janvier 2017 je perçois une bourse du gouvernement français (Campus France, 615 € par mois), ce qui modifie mes ressources.
      Je joins l'attestation de bourse et ma quittance de loyer de décembre (loyer 420 € charges comprises). Mon APL actuelle est de 187 € par mois.
      Je reste à votre disposition pour tout document complémentaire.
      Veuillez agréer, Madame, Monsieur, mes salutations distinguées.
      """,
        encoding="cp1252",
        inside=["Mon APL actuelle", "bourse du gouvernement français", "quittance de loyer"],
    ),
    D(
        _LYON + "attestation de réussite M2.pdf",
        "pdf",
        "2018-07-16 10:00",
        """
      # UNIVERSITÉ LUMIÈRE LYON 2
      ## ATTESTATION DE RÉUSSITE
      Le Président de l'Université certifie que Mme Olena KOVALENKO, née le 29/03/1991 à Lviv (Ukraine), a obtenu le Master Langues étrangères appliquées, parcours Traduction spécialisée multilingue, au titre de l'année universitaire 2017-2018, avec la mention Bien.
      Fait à Lyon, le 12 juillet 2018.
      """,
        producer="Apogée",
    ),
    D(
        _LYON + "bail studio Villeurbanne.pdf",
        "pdf",
        "2016-09-01 15:00",
        """
      # CONTRAT DE LOCATION — LOGEMENT MEUBLÉ (loi du 6 juillet 1989)
      Bailleur : SCI Les Gratte-Ciel, représentée par M. Alain Perrin
      Locataire : Mlle Olena Kovalenko
      Logement : studio de 19 m², 12 rue Francis de Pressensé, app. 24, 69100 Villeurbanne
      Durée : 1 an à compter du 1er septembre 2016, renouvelable
      Loyer : 380 € + 40 € de provisions pour charges. Dépôt de garantie : 760 €
      """,
        producer="Foncia",
    ),
    D(
        _LYON + "relevé de notes S3.pdf",
        "pdf",
        "2018-02-12 11:30",
        """
      # Relevé de notes — Master 2 LEA — Semestre 3 (2017-2018)
      Étudiante : Olena KOVALENKO   N° étudiant : 2160734
      !Unité d'enseignement | Note /20 | ECTS
      Traduction juridique FR<>UK | 15,5 | 6
      Traduction technique PL>FR | 14,0 | 6
      TAO et mémoires de traduction | 16,5 | 6
      Terminologie appliquée | 13,5 | 6
      Stage — préparation | 15,0 | 6
      Moyenne du semestre : 14,9 — Admise
      """,
        producer="Apogée",
    ),
]

_CH_TLUMACZ = [
    (
        "Skąd się bierze tłumacz przysięgły",
        """
     Tłumaczem przysięgłym zostaje się po zdaniu egzaminu przed Państwową Komisją Egzaminacyjną i złożeniu ślubowania przed ministrem sprawiedliwości. Dopiero wtedy trafiamy na listę tłumaczy przysięgłych.
     Egzamin składa się z dwóch części: tłumaczenia z języka polskiego na obcy i z obcego na polski. Każda część to cztery teksty, w tym co najmniej jeden prawniczy.
     """,
    ),
    (
        "Strona rozliczeniowa",
        """
     Za stronę rozliczeniową tłumaczenia uwierzytelnionego przyjmuje się 1125 znaków ze spacjami. Każda rozpoczęta strona liczy się jako pełna.
     W tłumaczeniach zwykłych rynek przyjął 1500 albo 1800 znaków – to umowa z klientem, nie przepis.
     Stawki za tłumaczenia dla sądów, prokuratury i policji określa rozporządzenie; za tłumaczenie z języka francuskiego na polski jest to ułamek kwoty bazowej.
     """,
    ),
    (
        "Repertorium",
        """
     Każde poświadczone tłumaczenie wpisujemy do repertorium tłumacza przysięgłego: numer kolejny, datę przyjęcia zlecenia, zleceniodawcę, opis dokumentu, liczbę stron i pobrane wynagrodzenie.
     Repertorium przechowujemy bezterminowo. Pieczęć tłumacza zawiera imię, nazwisko, język i numer wpisu na listę.
     """,
    ),
]

_CH_KAZKY = [
    (
        "Їжачок Колючка і яблуко",
        """
     Жив собі в садку під старою грушею їжачок Колючка. Він найбільше на світі любив яблука, але ніяк не міг дістати їх з гілки.
     Одного вечора подув вітер, і найчервоніше яблуко покотилося просто до його нірки. «Дякую, вітре!» — сказав їжачок і поділився яблуком із мишкою-сусідкою.
     """,
    ),
    (
        "Як лелека Клекотун шукав дім",
        """
     Навесні лелека Клекотун повернувся з теплих країв, а його гнізда на старій водонапірній башті вже не було.
     Він облетів усе село, аж поки маленька дівчинка Зоя не показала йому колесо від воза, яке дідусь поставив на стовп. Там Клекотун і звив нове гніздо.
     """,
    ),
    (
        "Колискова",
        """
     Спи, Зоєчко, спи, сонечко, за вікном уже зоря. Бабця з Львова шле тобі казочку з-за моря... ну, з-за кордону.
     """,
    ),
]

KSIAZKI = [
    D(
        _KS + "Tłumacz przysięgły od kuchni.epub",
        "epub",
        "2024-02-18 21:00",
        title="Tłumacz przysięgły od kuchni",
        author="Magdalena Rusek",
        publisher="Wydawnictwo Przecinek",
        lang="pl",
        uid="urn:isbn:9788396751204",
        pubdate="2023-10-01",
        chapters=_CH_TLUMACZ,
        inside=["1125 znaków ze spacjami", "Państwową Komisją Egzaminacyjną"],
    ),
    D(
        _KS + "Казки для Зої.epub",
        "epub",
        "2024-12-20 19:10",
        title="Казки для Зої",
        author="Ганна Коваленко",
        lang="uk",
        uid="urn:uuid:5d2c7f80-3a1e-4b7e-9f41-2b8a6c0e1d77",
        pubdate="2024-12-19",
        chapters=_CH_KAZKY,
        inside=["їжачок Колючка", "лелека Клекотун", "водонапірній башті"],
    ),
    D(
        _KS + "do przeczytania.md",
        "md",
        "2025-08-30 22:30",
        """
      # Do przeczytania / do kupienia

      - Olga Tokarczuk, *Empuzjon* (Tomek ma pożyczyć od Marcina)
      - Серґій Жадан, *Інтернат* – польське wydanie dla Tomka
      - Annie Ernaux, *Les Années* – w oryginale, na Kindle
      - coś o finansach dla freelancerów / ryczałt 2026
      """,
    ),
]

KONTAKTY = [
    D(
        _KON + "Ewa Nowak.vcf",
        "vcf",
        "2024-09-02 12:00",
        version="3.0",
        props=[
            ("N", "Nowak;Ewa;;dr n. med.;"),
            ("FN", "dr Ewa Nowak"),
            ("ORG", "Przychodnia Ruczaj"),
            ("TITLE", "lekarz pediatra"),
            ("TEL;TYPE=WORK,VOICE", "+48 12 262 19 40"),
            ("TEL;TYPE=CELL", "+48 501 772 318"),
            ("ADR;TYPE=WORK", ";;ul. Grota-Roweckiego 48;Kraków;;30-348;Polska"),
            ("NOTE", "rejestracja od 7:30\\, wizyty domowe tylko po 15:00"),
        ],
        inside=["lekarz pediatra", "wizyty domowe tylko"],
    ),
    D(
        _KON + "Zbigniew K.vcf",
        "vcf",
        "2023-08-24 21:30",
        version="4.0",
        props=[
            ("N", "Kaczmarczyk;Zbigniew;;;"),
            ("FN", "Zbigniew Kaczmarczyk"),
            ("TEL;TYPE=cell;VALUE=uri", "tel:+48-602-418-775"),
            ("EMAIL", "z.kaczmarczyk@interia.pl"),
            ("ADR", ";;ul. Kapelanka 42/15;Kraków;;30-347;Polska"),
            (
                "NOTE",
                "właściciel mieszkania Rydlówka – czynsz na konto PL 27 1020 2892 0000 5602 0143 8871 do 10.",
            ),
        ],
        inside=["właściciel mieszkania Rydlówka", "5602 0143 8871"],
    ),
    D(
        _KON + "Halina Wiśniewska.vcf",
        "vcf",
        "2019-05-12 18:00",
        version="2.1",
        props=[
            ("N", "Wiśniewska;Halina;;;"),
            ("FN", "Halina Wiśniewska (mama)"),
            ("TEL;CELL", "+48605112984"),
            ("TEL;HOME", "+48146213307"),
            ("ADR;HOME", ";;ul. Krakowska 27/4;Tarnów;;33-100;Polska"),
            ("NOTE", "imieniny 22 lutego, urodziny 3 października – lubi storczyki"),
        ],
        inside=["lubi storczyki", "imieniny 22 lutego"],
    ),
    D(
        _KON + "Claire Dubois.vcf",
        "vcf",
        "2024-11-18 15:00",
        version="3.0",
        props=[
            ("N", "Dubois;Claire;;;"),
            ("FN", "Claire Dubois"),
            ("ORG", "Rhône Traductions"),
            ("TITLE", "Cheffe de projet"),
            ("TEL;TYPE=WORK", "+33 4 78 42 19 63"),
            ("EMAIL;TYPE=INTERNET", "c.dubois@rhone-traductions.fr"),
            ("ADR;TYPE=WORK", ";;14 rue de la Charité;Lyon;;69002;France"),
            ("NOTE", "préfère les appels le matin\\, jamais le mercredi"),
        ],
        inside=["Cheffe de projet", "jamais le mercredi"],
    ),
]


# --------------------------------------------------------------------------------------
# Podróże, zdjęcia
# --------------------------------------------------------------------------------------

_FR = "Podróże/2024-10 Francja/"
_ZAK = "Podróże/2025-02 Zakopane/"
_MOR = "Podróże/2025-05 majówka nad morzem/"
_LWOW = "Podróże/2025-08 Lwów/"
_WRO = "Podróże/2025-10 Wrocław/"
_LIP = "Zdjęcia/Lipiec 2025/"
KYIV = "Europe/Kyiv"

PODROZE = [
    photo(_FR + ip("2024-10-19 16:42:10"), "2024-10-19 16:42:10", "lyon_guichard", "oldtown"),
    photo(_FR + ip("2024-10-20 11:05:33"), "2024-10-20 11:05:33", "lyon_saxe", "oldtown"),
    photo(_FR + ip("2024-10-21 18:20:02"), "2024-10-21 18:20:02", "lyon_garibaldi", "city"),
    photo(_FR + ip("2024-10-24 14:12:45"), "2024-10-24 14:12:45", "annecy_isle", "lake"),
    photo(_FR + ip("2024-10-25 10:31:18"), "2024-10-25 10:31:18", "annecy_europe", "lake"),
    D(
        _FR + "karta pokładowa KRK-LYS.pdf",
        "pdf",
        "2024-10-18 20:15",
        """
      # BOARDING PASS — CARTE D'EMBARQUEMENT
      Passenger: WISNIEWSKA/OLENA MRS   Booking ref: K7QX2M
      Flight: LO 5731 operated by LOT   From: KRAKOW (KRK)  To: LYON SAINT-EXUPERY (LYS)
      Date: 19OCT   Boarding: 09:35   Gate: 7   Seat: 14C   Zone: 2
      """,
        producer="LOT",
    ),
    D(
        _FR + "Airbnb Croix-Rousse.pdf",
        "pdf",
        "2024-09-02 21:40",
        """
      # Réservation confirmée — Airbnb
      Appartement lumineux près du Gros Caillou, hôte : Sophie
      Arrivée : sam. 19 oct. 2024, 15:00   Départ : mer. 23 oct. 2024, 11:00
      Voyageurs : 3   Code de confirmation : HMX4TQ29PA
      Total (EUR) : 468,20 €
      """,
        producer="Airbnb",
    ),
]

PODROZE += [
    photo(_ZAK + ip("2025-02-22 13:10:05"), "2025-02-22 13:10:05", "zak_krupowki", "snow"),
    photo(_ZAK + ip("2025-02-23 11:45:40"), "2025-02-23 11:45:40", "zak_gubalowka", "snow"),
    photo(_ZAK + ip("2025-02-24 10:20:12"), "2025-02-24 10:20:12", "zak_krokiew", "snow"),
    photo(_ZAK + ip("2025-02-25 15:05:51"), "2025-02-25 15:05:51", "zak_krupowki", "snow"),
    photo(_ZAK + sm("2025-02-23 12:02:44"), "2025-02-23 12:02:44", None, "snow", device="samsung"),
    photo(_ZAK + sm("2025-02-24 10:48:10"), "2025-02-24 10:48:10", None, "snow", device="samsung"),
    D(
        _ZAK + "potwierdzenie rezerwacji.ics",
        "ics",
        "2025-01-08 20:33",
        prodid="-//Profitroom//Booking Engine//PL",
        method="PUBLISH",
        events=[
            {
                "uid": "PR-2025-0222-77841@profitroom.com",
                "start": "2025-02-22",
                "end": "2025-02-26",
                "summary": "Pobyt: Willa Pod Reglami – pokój rodzinny z balkonem (4 noce)",
                "location": "ul. Kasprusie 31, 34-500 Zakopane",
                "description": "Zameldowanie od 15:00, wymeldowanie do 10:00.\nŚniadania w cenie (7:30–10:00), obiadokolacja dopłata 65 zł/os.\n"
                "Parking na posesji bezpłatny. Opłata miejscowa 3,50 zł/os./doba płatna na miejscu.\nDo zapłaty na miejscu: 1 480,00 zł (zadatek 400 zł wpłacony).",
            }
        ],
        inside=["Zameldowanie od 15:00", "Willa Pod Reglami", "zadatek 400 zł"],
    ),
    D(
        _ZAK + "ferie - koszty.odt",
        "odt",
        "2025-02-27 21:50",
        """
      # Ferie 22–26.02 – ile wydaliśmy
      !Co | Kwota | Uwagi
      Nocleg (4 noce) | 1 880 zł | 400 zadatku + 1 480 na miejscu
      Szkółka narciarska dla Zoi (Polana Szymoszkowa) | 640 zł | 4 × 2 h, instruktor Kuba
      Karnety Polana Szymoszkowa, 3 dni, 2 os. | 708 zł |
      Wypożyczenie nart Zoi + kask | 180 zł |
      Termy Chochołowskie | 297 zł | w środę, po nartach
      Jedzenie na mieście, oscypki, grzaniec | ok. 650 zł |
      Paliwo + parkingi | 210 zł |
      ## Razem: ok. 4 565 zł
      Na przyszły rok: szkółka była super, ale zarezerwować wcześniej (w styczniu już brak miejsc na rano).
      """,
        title="Ferie 2025 koszty",
        author="Olena Wiśniewska",
        lang="pl-PL",
        inside=["Szkółka narciarska dla Zoi", "Termy Chochołowskie", "instruktor Kuba"],
    ),
]

PODROZE += [
    photo(_MOR + ip("2025-05-01 18:30:22"), "2025-05-01 18:30:22", "gdansk_mlyn", "oldtown"),
    photo(_MOR + ip("2025-05-02 10:10:07"), "2025-05-02 10:10:07", "gdansk_glowny", "sea"),
    photo(_MOR + ip("2025-05-02 19:45:30"), "2025-05-02 19:45:30", "gdansk_katownia", "sea"),
    photo(_MOR + ip("2025-05-03 11:20:48"), "2025-05-03 11:20:48", "gdansk_mlyn", "oldtown"),
    video(
        _MOR + ip("2025-05-02 14:05:11", "MOV"),
        "2025-05-02 14:05:11",
        "gdansk_glowny",
        "sea",
        seconds=3,
    ),
    D(
        _MOR + "bilety PKP Intercity.pdf",
        "pdf",
        "2025-04-02 22:05",
        """
      # PKP Intercity — Bilet na przejazd
      Pociąg: EIP 5302 (Express InterCity Premium)   Od: Kraków Główny 07:29   Do: Gdańsk Główny 12:55   Data: 01.05.2025
      Wagon 5, miejsca 41, 42, 43   Taryfa: 2 os. normalny + 1 dziecko do lat 16 (ulga 37%) — Rodzina
      Powrót: EIP 5305, 04.05.2025 15:05 → 20:36
      Cena łącznie: 712,40 zł
      """,
        producer="PKP Intercity",
    ),
    D(
        _MOR + "apartament - Booking.pdf",
        "pdf",
        "2025-03-11 21:18",
        """
      # Booking.com — potwierdzenie rezerwacji 4 871 224 019
      Apartamenty Motława Prestige, ul. Chmielna 12, Gdańsk
      Zameldowanie: czw., 1 maja 2025 (od 15:00)   Wymeldowanie: niedz., 4 maja 2025 (do 11:00)
      Studio z antresolą, 3 goście. Cena: 1 536 zł (zapłacono kartą)
      """,
        producer="Booking.com",
    ),
]

PODROZE += [
    photo(
        _LWOW + ip("2025-08-10 12:30:41"), "2025-08-10 12:30:41", "lviv_rynok", "oldtown", tz=KYIV
    ),
    photo(_LWOW + ip("2025-08-11 19:10:03"), "2025-08-11 19:10:03", "lviv_castle", "city", tz=KYIV),
    photo(
        _LWOW + ip("2025-08-13 17:40:26"), "2025-08-13 17:40:26", "lviv_opera", "oldtown", tz=KYIV
    ),
    photo(
        _LWOW + ip("2025-08-15 11:00:59"), "2025-08-15 11:00:59", "lviv_potocki", "park", tz=KYIV
    ),
    D(
        _LWOW + "bilet IC Kraków-Przemyśl.pdf",
        "pdf",
        "2025-07-20 19:00",
        """
      # PKP Intercity — Bilet
      Pociąg: IC 33100 „Przemyślanin”   Od: Kraków Główny 06:13   Do: Przemyśl Główny 09:40   Data: 09.08.2025
      3 osoby (w tym 1 dziecko), wagon 8, miejsca 61–63. Cena: 148,60 zł
      """,
        producer="PKP Intercity",
    ),
    D(
        _LWOW + "квиток Укрзалізниця.pdf",
        "pdf",
        "2025-07-20 19:12",
        """
      # Укрзалізниця — Електронний проїзний документ
      Поїзд № 706 Інтерсіті+ Перемишль — Київ   Відправлення: Перемишль 09.08.2025 11:02   Прибуття: Львів 09.08.2025 13:28 (за київським часом)
      Вагон 3, місця 21, 22, 23. Пасажири: ВІШНЕВСЬКА ОЛЕНА, WISNIEWSKI TOMASZ, WISNIEWSKA ZOJA
      Вартість: 1 245,00 грн
      """,
        producer="Укрзалізниця",
    ),
    D(
        _LWOW + "що привезти мамі.md",
        "md",
        "2025-08-05 22:30",
        """
      # Що привезти мамі / co zabrać

      - Magne B6 ×2, Hylo-Comod (krople)
      - kawa z Lidla (ta w złotej paczce)
      - powerbank 20000 mAh + latarka na baterie – na wyłączenia prądu
      - dla pani Marii: krówki i sernik na zimno
      - dokumenty na garaż (довіреність – zapytać notariusza)
      """,
    ),
]

ZDJECIA = [
    photo(_LIP + sm("2025-07-05 17:22:31"), "2025-07-05 17:22:31", None, "park", device="samsung"),
    photo(_LIP + sm("2025-07-12 10:48:02"), "2025-07-12 10:48:02", None, "park", device="samsung"),
    photo(
        _LIP + sm("2025-07-19 20:05:44"), "2025-07-19 20:05:44", None, "indoor", device="samsung"
    ),
    photo(_LIP + sm("2025-07-26 16:30:15"), "2025-07-26 16:30:15", None, "park", device="samsung"),
    photo(_LIP + sm("2025-07-27 12:11:09"), "2025-07-27 12:11:09", None, "city", device="samsung"),
]


# --------------------------------------------------------------------------------------
# inbox
# --------------------------------------------------------------------------------------

INBOX = [
    D(
        "inbox/lipiec 2025.docx",
        "docx",
        "2025-07-31 21:40",
        f"""
      # FAKTURA nr 1/07/2025
      Data wystawienia: 31.07.2025      Data wykonania usługi: 31.07.2025
      Sprzedawca: Olena Wiśniewska Tłumaczenia, {ADDR}, NIP {OLENA_NIP}
      Nabywca: {_RHONE}
      !Lp. | Nazwa usługi | Ilość | Cena netto | Wartość
      1 | Traduction UK→FR, attestations de travail et certificats de stage | 5 doc. | 40,00 € | 200,00 €
      2 | Traduction UK→FR, contrat de travail (bon de commande BC-2025-0231) | 5 210 mots | 0,09 € | 468,90 €
      Razem do zapłaty: 668,90 €
      Usługa niepodlegająca opodatkowaniu w Polsce – odwrotne obciążenie (reverse charge).
      Termin płatności: 30 dni, przelew SEPA na rachunek {MBANK_IBAN.replace("3102 7718 4452", "3102 7718 9901")} (EUR), BIC BREXPLPWMBK
      """,
        title="Faktura 1/07/2025",
        author="Olena Wiśniewska",
        lang="pl-PL",
        footer="Olena Wiśniewska Tłumaczenia · NIP 6772418390 · olena.wisniewska.tlumacz@gmail.com",
        inside=["certificats de stage", "668,90 €", "odwrotne obciążenie (reverse charge)"],
        expect=_FV,
    ),
    D(
        "inbox/Faktura 11_2025.odt",
        "odt",
        "2025-11-28 20:05",
        f"""
      # Faktura nr 1/11/2025
      Data wystawienia: 28.11.2025   Data wykonania usługi: 28.11.2025
      Sprzedawca: Olena Wiśniewska Tłumaczenia, {ADDR}, NIP {OLENA_NIP}
      Nabywca: {_LINGW}
      !Lp. | Nazwa usługi | Ilość | Cena | Wartość
      1 | Tłumaczenie pisemne FR→PL, karta charakterystyki produktu chemicznego | 23 str. | 58,00 zł | 1 334,00 zł
      2 | Tłumaczenie pisemne UK→PL, świadectwo pracy | 3 str. | 55,00 zł | 165,00 zł
      Razem do zapłaty: 1 499,00 zł (słownie: jeden tysiąc czterysta dziewięćdziesiąt dziewięć złotych 00/100)
      Sprzedawca zwolniony podmiotowo z VAT (art. 113 ust. 1 ustawy o VAT).
      Termin płatności: 12.12.2025
      """,
        title="Faktura 1/11/2025",
        author="Olena Wiśniewska",
        lang="pl-PL",
        inside=["karta charakterystyki produktu", "1 499,00 zł"],
        expect=_FV,
    ),
    D(
        "inbox/BC-2025-0412.docx",
        "docx",
        "2025-12-15 11:20",
        """
      # BON DE COMMANDE N° BC-2025-0412
      Rhône Traductions SARL — Lyon, le 15 décembre 2025
      Prestataire : Olena Wiśniewska — Chef de projet : Claire Dubois
      !Projet | Combinaison | Volume | Tarif
      Dossier de naturalisation : jugement, acte de naissance, casier judiciaire | UK > FR | 7 documents | 40,00 € le document
      Date de livraison impérative : mercredi 7 janvier 2026, 12h00. Merci de tenir compte de la fermeture de l'agence du 24 décembre au 2 janvier.
      Tarif 2026 : nous confirmons la revalorisation à 0,095 € par mot à partir du 1er janvier.
      """,
        title="Bon de commande BC-2025-0412",
        author="Claire Dubois",
        lang="fr-FR",
        header="Rhône Traductions SARL — Bon de commande",
        footer="SARL au capital de 8 000 € — RCS Lyon 512 884 301",
        inside=["Dossier de naturalisation", "revalorisation à 0,095 €"],
        expect=_ZLEC,
    ),
    D(
        "inbox/glossaire viticulture.xlsx",
        "xlsx",
        "2025-12-09 22:40",
        sheets={
            "Vigne": [
                ["Français", "Polski", "Українська"],
                ["cep", "krzew winorośli", "кущ виноградної лози"],
                ["vendanges", "winobranie", "збір винограду"],
                ["taille en guyot", "cięcie metodą Guyota", "обрізка за Гюйо"],
            ],
            "Chai": [
                ["Français", "Polski", "Українська"],
                [
                    "élevage en fût de chêne",
                    "dojrzewanie w dębowej beczce",
                    "витримка в дубовій бочці",
                ],
                ["cuvée", "kupaż / partia wina", "кюве"],
                ["soutirage", "obciąg (zlewanie znad osadu)", "переливання"],
            ],
        },
        title="Glossaire viticulture",
        author="Olena Wiśniewska",
        inside=["dojrzewanie w dębowej beczce", "витримка в дубовій бочці"],
        expect=_ZLEC,
    ),
    D(
        "inbox/Aneks nr 2.docx",
        "docx",
        "2025-12-18 19:02",
        """
      # ANEKS NR 2
      do umowy najmu okazjonalnego lokalu z dnia 28 sierpnia 2023 r.
      zawarty w dniu 20 grudnia 2025 r. w Krakowie pomiędzy Zbigniewem Kaczmarczykiem (Wynajmujący) a Tomaszem Wiśniewskim i Oleną Wiśniewską (Najemca).
      ## § 1
      Strony przedłużają okres najmu do dnia 31 sierpnia 2027 r.
      ## § 2
      Od dnia 1 marca 2026 r. czynsz najmu wynosi 3 500,00 zł (słownie: trzy tysiące pięćset złotych) miesięcznie. Kaucja pozostaje w dotychczasowej wysokości.
      ## § 3
      Najemca zobowiązuje się do złożenia nowego oświadczenia w formie aktu notarialnego, obejmującego przedłużony okres najmu, w terminie do 31 stycznia 2026 r.
      Pozostałe postanowienia umowy pozostają bez zmian.
      """,
        title="Aneks nr 2 do umowy najmu",
        author="Zbigniew Kaczmarczyk",
        lang="pl-PL",
        header="Umowa najmu okazjonalnego lokalu mieszkalnego – ul. Rydlówka 14/7, Kraków",
        footer="Parafy stron: ............ / ............",
        inside=["przedłużają okres najmu", "3 500,00 zł"],
        expect=_NAJEM,
    ),
    D(
        "inbox/rozliczenie 2025.xlsx",
        "xlsx",
        "2026-01-12 18:30",
        sheets={
            "Rozliczenie": [
                ["Pozycja", "Zaliczki wpłacone [zł]", "Koszt rzeczywisty [zł]", "Różnica [zł]"],
                ["Woda i ścieki (zimna + podgrzanie)", 2180.4, 2412.9, -232.5],
                ["Centralne ogrzewanie – węzeł", 1964.0, 1790.35, 173.65],
                ["Wywóz odpadów", 564.0, 564.0, 0.0],
                ["RAZEM", 4708.4, 4767.25, -58.85],
            ],
            "Odczyty": [
                ["Licznik", "Stan 01.01.2025", "Stan 31.12.2025", "Zużycie"],
                ["Woda zimna 5522031", 7.9, 52.1, 44.2],
                ["Woda ciepła 5522034", 5.0, 33.6, 28.6],
            ],
            "Info": [
                ["Wspólnota Mieszkaniowa Rydlówka 14 – rozliczenie roczne lokalu nr 7"],
                ["Niedopłatę 58,85 zł proszę przelać razem z czynszem za luty. Z. K."],
            ],
        },
        title="Rozliczenie roczne lok. 7",
        author="Zbigniew Kaczmarczyk",
        inside=["Centralne ogrzewanie – węzeł", "Niedopłatę 58,85 zł"],
        expect=_MEDIA,
    ),
    D(
        "inbox/Lekcja 7.pptx",
        "pptx",
        "2025-11-03 22:15",
        slides=[
            {
                "title": "Le passé composé avec être",
                "body": ["Leçon 7 — groupe A2"],
                "notes": "Najpierw przypomnieć passé composé z avoir (5 min).",
            },
            {
                "title": "Les verbes de mouvement",
                "body": [
                    "aller / venir, arriver / partir, entrer / sortir",
                    "monter / descendre, naître / mourir, rester, tomber, retourner",
                ],
                "notes": "Kursanci lubią skrót DR MRS VANDERTRAMP – rozdać ściągę z domkiem.",
            },
            {
                "title": "L'accord du participe passé",
                "body": [
                    "Elle est allée à Lyon.",
                    "Ils sont arrivés hier.",
                    "Nous sommes restées à la maison.",
                ],
                "notes": "Z 'être' uzgadniamy rodzaj i liczbę jak przymiotnik – dla Polaków intuicyjne.",
            },
            {
                "title": "Exercice : le week-end de Marie",
                "body": ["Racontez le week-end de Marie à partir des images."],
                "notes": "Obrazki z weekendu Marie w teczce – wydrukować 6 kompletów.",
            },
        ],
        title="Leçon 7",
        author="Olena Wiśniewska",
        inside=["DR MRS VANDERTRAMP", "le week-end de Marie"],
        expect=_KURS,
    ),
    D(
        "inbox/Leçon 8.odp",
        "odp",
        "2025-11-12 21:30",
        slides=[
            {"title": "Les pronoms COD et COI", "body": ["Leçon 8 — groupe A2"], "notes": ""},
            {
                "title": "COD : le, la, l', les",
                "body": [
                    "Tu vois Marie ? — Oui, je la vois.",
                    "Il achète le journal ? — Il l'achète.",
                ],
                "notes": "Zaimek przed czasownikiem – największa trudność, po polsku szyk jest swobodny.",
            },
            {
                "title": "COI : lui, leur",
                "body": [
                    "Je téléphone à ma mère. — Je lui téléphone.",
                    "Tu écris aux clients ? — Je leur écris.",
                ],
                "notes": "Uwaga na 'leur' bez -s!",
            },
        ],
        title="Leçon 8",
        author="Olena Wiśniewska",
        inside=["Je lui téléphone", "Uwaga na 'leur' bez -s!"],
        expect=_KURS,
    ),
    D(
        "inbox/Budżet 2026.xlsx",
        "xlsx",
        "2026-01-04 20:50",
        sheets={
            "Plan": [
                ["Kategoria", "Plan miesięczny [zł]", "Uwagi"],
                ["Czynsz najmu", 3350.0, "od marca 3500 (aneks nr 2)"],
                ["Wspólnota (zaliczki)", 640.0, "nowa stawka od stycznia"],
                ["Jedzenie", 2500.0, ""],
                ["Zoja – balet + świetlica", 380.0, ""],
                ["Pomoc mamie (Lwów)", 800.0, ""],
                ["Wkład własny – odkładanie", 3000.0, "cel: 120 000 zł do końca 2028"],
            ],
            "Styczeń": [
                ["Data", "Kategoria", "Kwota", "Opis"],
                ["2026-01-02", "Czynsz najmu", 3350.0, "przelew Kaczmarczyk"],
                ["2026-01-03", "Jedzenie", 412.6, "Carrefour Bonarka"],
                ["2026-01-05", "Inne", 129.0, "prezent dla Haliny – storczyk"],
            ],
        },
        title="Budżet 2026",
        author="Tomasz Wiśniewski",
        inside=["cel: 120 000 zł", "nowa stawka od stycznia"],
        expect=_BUD,
    ),
    D(
        "inbox/pismo piec.odt",
        "odt",
        "2026-01-09 21:12",
        """
      Kraków, 9 stycznia 2026 r.
      Pan Zbigniew Kaczmarczyk
      ul. Kapelanka 42/15, 30-347 Kraków
      ## Dotyczy: awaria kotła gazowego
      Szanowny Panie,
      od 7 stycznia kocioł Vaillant ecoTEC w łazience gaśnie kilka razy dziennie i pokazuje błąd F.28 (brak zapłonu). Ciepła woda jest tylko chwilami, a w mieszkaniu jest 16°C.
      Prosimy o pilny przyjazd serwisu – mamy w domu siedmioletnie dziecko. Jeśli serwis nie będzie mógł przyjechać do poniedziałku, zamówimy technika sami i prześlemy Panu fakturę.
      Z poważaniem
      Tomasz i Olena Wiśniewscy, tel. 604 318 772
      """,
        title="Awaria kotła",
        author="Tomasz Wiśniewski",
        lang="pl-PL",
        inside=["błąd F.28 (brak zapłonu)", "w mieszkaniu jest 16°C"],
        expect=_WLASC,
    ),
    D(
        "inbox/заява 2026.rtf",
        "rtf",
        "2026-01-14 20:30",
        """
      До Міністерства юстиції України
      від Вішневської Олени Петрівни, 29.03.1991 р. н.,
      яка проживає: ul. Rydlówka 14/7, 30-363 Kraków, Rzeczpospolita Polska
      # ЗАЯВА
      Прошу видати мені витяг з Єдиного реєстру засуджених та осіб, взятих під варту (довідку про несудимість), з апостилем, для подання до Małopolski Urząd Wojewódzki у справі про визнання громадянства Польщі.
      Прізвище до шлюбу: Коваленко. Попередні місця проживання: м. Львів (до 2016), м. Віллербан, Франція (2016–2018).
      Довідку прошу надіслати через Генеральне консульство України в Кракові.
      14.01.2026                                   Підпис ____________
      """,
        codepage="cp1251",
        title="Заява про видачу довідки",
        author="Olena",
        inside=["довідку про несудимість", "визнання громадянства Польщі"],
        expect=_DOKO,
    ),
    D(
        "inbox/reklamacja odkurzacz.rtf",
        "rtf",
        "2025-09-22 19:45",
        """
      Kraków, 22.09.2025
      Tomasz Wiśniewski, ul. Rydlówka 14/7, 30-363 Kraków
      Media Expert – sklep Kraków, ul. Zakopiańska 62
      # REKLAMACJA
      Na podstawie ochrony Ochrona Plus (24 mies.) zgłaszam wadę odkurzacza pionowego Dreame R10 Pro zakupionego 14.10.2023 (paragon nr wydr. 41877).
      Opis wady: akumulator ładuje się do pełna, ale odkurzacz wyłącza się po ok. 2 minutach pracy; dioda miga na czerwono.
      Żądam naprawy urządzenia, a jeśli nie będzie możliwa – wymiany na nowe.
      Urządzenie dostarczę do sklepu w ciągu 7 dni.
      Z poważaniem, Tomasz Wiśniewski
      """,
        codepage="cp1250",
        title="Reklamacja",
        author="Tomasz",
        inside=["po ok. 2 minutach pracy", "dioda miga na czerwono"],
        expect=_GWAR,
    ),
    D(
        "inbox/Ryczałt 2026 - poradnik.epub",
        "epub",
        "2026-01-10 09:15",
        title="Ryczałt 2026. Poradnik dla freelancera",
        author="Karolina Biel",
        publisher="Wydawnictwo Przecinek",
        lang="pl",
        uid="urn:isbn:9788396751389",
        pubdate="2025-12-15",
        chapters=[
            (
                "Kto może rozliczać się ryczałtem",
                """
           Ryczałt od przychodów ewidencjonowanych mogą wybrać przedsiębiorcy, których przychody w poprzednim roku nie przekroczyły 2 mln euro.
           Wybór formy opodatkowania na 2026 r. zgłaszamy w CEIDG do 20 lutego albo do 20. dnia miesiąca po pierwszym przychodzie w roku.
           """,
            ),
            (
                "Stawki dla tłumaczy i nauczycieli",
                """
           Usługi tłumaczeniowe (PKD 74.30.Z) opodatkowane są stawką 8,5% do 100 000 zł przychodu, a nadwyżka – 12,5%.
           Prywatne lekcje języków obcych prowadzone w ramach działalności to również 8,5%.
           """,
            ),
            (
                "Składka zdrowotna",
                """
           Na ryczałcie składka zdrowotna zależy od progu przychodów: do 60 000 zł, od 60 000 do 300 000 zł i powyżej 300 000 zł. Połowę zapłaconych składek odliczamy od przychodu.
           """,
            ),
        ],
        inside=["nadwyżka – 12,5%", "zgłaszamy w CEIDG"],
        expect=_KS,
    ),
    D(
        "inbox/kto odbiera Zoję.ods",
        "ods",
        "2025-09-03 22:00",
        sheets={
            "Tydzień": [
                ["Dzień", "Lekcje do", "Zajęcia", "Odbiera", "Uwagi"],
                [
                    "Poniedziałek",
                    "11:30",
                    "balet 16:30–17:15 (Studio Pointe)",
                    "Tomek",
                    "świetlica do 16:00",
                ],
                ["Wtorek", "12:30", "—", "babcia Halina (co 2. tydzień) / Tomek", "ja uczę 18:00"],
                ["Środa", "11:30", "balet 16:30–17:15", "Olena", ""],
                ["Czwartek", "12:30", "basen MultiSport 17:00", "Tomek", "ja uczę 18:00"],
                ["Piątek", "11:30", "—", "Olena", "piątki bez świetlicy"],
            ],
            "Telefony": [
                ["Kto", "Telefon"],
                ["świetlica SP 47", "12 266 41 09"],
                ["Beata Sowa (wych.)", "przez Librus"],
            ],
        },
        title="Kto odbiera Zoję",
        author="Olena Wiśniewska",
        inside=["piątki bez świetlicy", "babcia Halina (co 2. tydzień)"],
        expect=_SZK,
    ),
    D(
        "inbox/Umowa zlecenia 2026 - Parlez-vous.docx",
        "docx",
        "2025-12-29 12:40",
        """
      # UMOWA ZLECENIA nr 2/2026
      zawarta w dniu 29.12.2025 r. w Krakowie pomiędzy Szkołą Językową Parlez-vous Anna Gołąb, ul. Długa 42, 31-146 Kraków, NIP 6751337204 (Zleceniodawca), a Oleną Wiśniewską, zam. ul. Rydlówka 14/7, 30-363 Kraków (Zleceniobiorca).
      ## § 1. Przedmiot umowy
      Zleceniobiorca prowadzi zajęcia z języka francuskiego w grupach A2 (wtorek, czwartek 18:00–19:30) oraz B1 (sobota 10:00–11:30, od 7 lutego 2026).
      ## § 2. Wynagrodzenie
      Wynagrodzenie wynosi 95,00 zł brutto za godzinę lekcyjną (45 min) i jest płatne do 10. dnia następnego miesiąca na podstawie ewidencji godzin.
      ## § 3. Okres obowiązywania
      Umowa obowiązuje od 01.01.2026 do 30.06.2026.
      """,
        title="Umowa zlecenia 2/2026",
        author="Anna Gołąb",
        lang="pl-PL",
        header="Szkoła Językowa Parlez-vous",
        footer="Strona 1 z 1",
        inside=["95,00 zł brutto", "sobota 10:00–11:30"],
        expect=_KURS,
    ),
    D(
        "inbox/Regulamin konkursu.docx",
        "docx",
        "2025-12-01 09:00",
        """
      # REGULAMIN KONKURSU „ŚWIĄTECZNA KARTKA 2025”
      ## § 1. Organizator
      Organizatorem konkursu jest Galeria Handlowa Bonarka City Center, ul. Kamieńskiego 11, 30-644 Kraków.
      ## § 2. Uczestnicy
      W konkursie mogą brać udział dzieci w wieku 5–10 lat, zgłoszone przez rodzica lub opiekuna prawnego.
      ## § 3. Zasady
      Praca plastyczna w formacie A4, technika dowolna, z motywem świątecznym. Prace należy złożyć w punkcie informacji do 14 grudnia 2025 r.
      ## § 4. Nagrody
      I miejsce: hulajnoga i bon 300 zł, II miejsce: bon 200 zł, III miejsce: bon 100 zł.
      """,
        title="Regulamin konkursu",
        author="Marketing Bonarka",
        inside=["Praca plastyczna w formacie A4", "hulajnoga i bon 300 zł"],
        expect="",
    ),
    D(
        "inbox/zebranie.ics",
        "ics",
        "2026-01-13 15:20",
        events=[
            {
                "uid": "040000008200E00074C5B7101A82E0080000000090A4F3@sp47.krakow.pl",
                "start": "2026-01-27 17:30",
                "end": "2026-01-27 18:30",
                "summary": "Zebranie z rodzicami – klasa 1b, podsumowanie I półrocza (sala 12)",
                "location": "SP 47, ul. Praska 64, sala 12",
                "description": "Porządek: oceny opisowe za I półrocze, zielona szkoła w maju (Krynica-Zdrój, ok. 950 zł), sprawy bieżące.\nProszę o potwierdzenie obecności.\nBeata Sowa",
                "organizer": ("Beata Sowa", "b.sowa@sp47.krakow.pl"),
                "attendees": [("Olena Wiśniewska", "olena.wisniewska.tlumacz@gmail.com")],
            }
        ],
        prodid="-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN",
        inside=["zielona szkoła w maju", "oceny opisowe za I półrocze"],
        expect=_SZK,
    ),
    D(
        "inbox/Dent-Art wizyta.ics",
        "ics",
        "2026-01-08 13:05",
        prodid="-//Dent-Art//Rejestracja online//PL",
        method="PUBLISH",
        events=[
            {
                "uid": "dentart-2026-02-03-1130-zw@dent-art.pl",
                "start": "2026-02-03 11:30",
                "end": "2026-02-03 12:00",
                "summary": "Wizyta: Zoja Wiśniewska – lakowanie zębów szóstych, lek. dent. Ż. Mróz",
                "location": "Gabinet Dent-Art, ul. Kobierzyńska 98, Kraków",
                "description": "Prosimy o przybycie 10 minut wcześniej.\nOdwołanie wizyty: min. 24 h wcześniej, tel. 12 357 20 41.",
                "alarm": 1440,
            }
        ],
        inside=["lakowanie zębów szóstych", "przybycie 10 minut wcześniej"],
        expect=_ZZDR,
    ),
    D(
        "inbox/webinar.ics",
        "ics",
        "2025-11-20 10:00",
        prodid="-//ClickMeeting//Webinar//EN",
        method="REQUEST",
        events=[
            {
                "uid": "cm-webinar-88213-20251127@clickmeeting.com",
                "start": "2025-11-27 11:00",
                "end": "2025-11-27 12:30",
                "summary": "Webinar: Sztuczna inteligencja w małej firmie – 7 narzędzi, które oszczędzą Ci 10 godzin tygodniowo",
                "location": "Online, link w e-mailu",
                "description": "Dziękujemy za rejestrację! Prowadzący: Michał Żurek, Growth Academy.\nNagranie dostępne tylko dla obecnych na żywo.",
            }
        ],
        inside=["7 narzędzi, które oszczędzą", "Growth Academy"],
        expect="",
    ),
    D(
        "inbox/Mama.vcf",
        "vcf",
        "2025-12-27 17:45",
        version="2.1",
        props=[
            ("N", "Коваленко;Ганна;Іванівна;;"),
            ("FN", "Мама Ганна Коваленко"),
            ("TEL;CELL;PREF", "+380672214518"),
            ("TEL;CELL", "+48790144021"),
            ("ADR;HOME", ";;вул. Городоцька, 112, кв. 41;Львів;;79000;Україна"),
            ("NOTE", "польський номер тільки коли в Кракові; Viber"),
        ],
        inside=["Ганна Коваленко", "вул. Городоцька, 112"],
        expect=_KON,
    ),
    D(
        "inbox/Marek Sowiński.vcf",
        "vcf",
        "2025-06-12 18:10",
        version="3.0",
        props=[
            ("N", "Sowiński;Marek;;;"),
            ("FN", "Marek Sowiński"),
            ("ORG", "Usługi Hydrauliczne i Gazowe Sowiński"),
            ("TEL;TYPE=CELL", "+48 698 221 047"),
            ("NOTE", "od p. Kaczmarczyka\\, naprawiał syfon 06.2025\\, ma uprawnienia gazowe"),
        ],
        inside=["Usługi Hydrauliczne i Gazowe", "ma uprawnienia gazowe"],
        expect=_KON,
    ),
    D(
        "inbox/od Haliny 2012.txt",
        "txt",
        "2012-12-16 19:30",
        """
      MAKOWIEC HALINY (dla Oleny, bo pytała)

      Ciasto drożdżowe:
      - 50 dag mąki, 4 dag drożdży, szklanka ciepłego mleka
      - 3 żółtka, pół szklanki cukru, 10 dag masła roztopionego
      Masa makowa:
      - 50 dag maku sparzyć, zmielić 2 razy
      - 3 łyżki miodu, skórka pomarańczowa, rodzynki, orzechy włoskie
      - 2 białka ubite na sztywno - dodać na końcu
      Zwinąć w rulon, owinąć w papier do pieczenia luźno, żeby miał gdzie rosnąć.
      Piec 50 minut w 180 stopniach. Lukier z cukru pudru i soku z cytryny. Źle wychodzi, jak się kuchnię przeciąga - drożdże nie lubią przeciągów!
      """,
        encoding="cp1250",
        inside=["drożdże nie lubią przeciągów", "50 dag maku sparzyć"],
        expect=_PRZ,
    ),
    D(
        "inbox/борщ.txt",
        "txt",
        "2013-10-05 13:10",
        """
      БОРЩ ЛЬВІВСЬКИЙ (мама)

      - 1 кг свинячих реберець або яловичини на кістці
      - 3 буряки середні, запекти в фользі - тоді колір гарний
      - 1 морква, 1 петрушка, 1 цибулина, пів качана капусти, 4 картоплини
      - квасоля біла - жменя, замочити з вечора
      - ложка оцту або лимонний сік, часник, кріп
      Буряк додавати в кінці, щоб не зварився сірим. Подавати з пампушками з часником і сметаною.
      Ґазда має бути ситий - тоді й хата тепла. Їсти наступного дня: смачніше!
      """,
        encoding="koi8_u",
        inside=["запекти в фользі", "пампушками з часником"],
        expect=_PRZ,
    ),
    D(
        "inbox/notes séminaire juridique.txt",
        "txt",
        "2017-02-21 18:45",
        """
      Séminaire de traduction juridique - Mme Lefèvre - 21/02/2017

      Traduire un jugement de divorce ukrainien : attention à « rozirvannia shliubu » = dissolution du mariage, pas « divorce » dans l'en-tête.
      Les tribunaux : raionnyi sud = tribunal de district (pas « tribunal régional » !).
      Formule exécutoire : n'existe pas telle quelle en Ukraine -> note du traducteur.
      Dates : toujours en toutes lettres dans les actes notariés.
      À lire : Gémar, « Traduire ou l'art d'interpréter », chap. 3. Exposé à préparer en binôme avec Anaïs pour le 14 mars.
      """,
        encoding="cp1252",
        inside=["Formule exécutoire", "en binôme avec Anaïs"],
        expect=_LYON,
    ),
    photo(
        "inbox/" + ip("2025-08-12 13:20:14"),
        "2025-08-12 13:20:14",
        "lviv_rynok",
        "oldtown",
        tz=KYIV,
        expect=_LWOW,
    ),
    photo(
        "inbox/" + ip("2025-08-16 10:05:37"),
        "2025-08-16 10:05:37",
        "lviv_opera",
        "oldtown",
        tz=KYIV,
        expect=_LWOW,
    ),
    video(
        "inbox/" + ip("2025-08-14 20:15:02", "MOV"),
        "2025-08-14 20:15:02",
        "lviv_castle",
        "city",
        tz=KYIV,
        seconds=3,
        expect=_LWOW,
    ),
    photo(
        "inbox/" + ip("2025-10-11 14:30:50"),
        "2025-10-11 14:30:50",
        "wro_rynek",
        "oldtown",
        expect=_WRO,
    ),
    photo(
        "inbox/" + ip("2025-10-12 11:15:26"),
        "2025-10-12 11:15:26",
        "wro_solny",
        "oldtown",
        expect=_WRO,
    ),
    D(
        "inbox/PIT-11_2025_Nordvik.pdf",
        "pdf",
        "2026-01-16 14:10",
        """
      # PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY
      za rok 2025
      Płatnik: Nordvik Software sp. z o.o., NIP 6762519843
      Podatnik: Tomasz Wiśniewski, PESEL 87061204537, ul. Rydlówka 14/7, 30-363 Kraków
      !Źródło | Przychód | Koszty | Zaliczka | Składki społeczne | Składka zdrowotna
      Należności ze stosunku pracy | 197 700,00 | 3 000,00 | 31 962,00 | 27 104,06 | 15 353,47
      """,
        producer="Symfonia Kadry i Płace",
        expect="Finanse/Podatki/2025/",
    ),
    dict(mbank("inbox/Elektroniczne zestawienie operacji 2025-12.pdf", 2025, 12), expect=_BANK),
    tauron(
        "inbox/tauron 2025-12.pdf", "2025-12-10", "01.10.2025 – 30.11.2025", 331, 360, expect=_MEDIA
    ),
    payslip("inbox/Pasek_12_2025.pdf", 2025, 12, expect=_TOM),
    D(
        "inbox/zaświadczenie o zatrudnieniu.docx",
        "docx",
        "2026-01-15 10:30",
        f"""
      # ZAŚWIADCZENIE O ZATRUDNIENIU I WYNAGRODZENIU
      Kraków, 15.01.2026 r.
      {NORDVIK} zaświadcza, że Pan Tomasz Wiśniewski, PESEL 87061204537, jest zatrudniony na podstawie umowy o pracę na czas nieokreślony od dnia 01.04.2022 r. na stanowisku Senior Backend Developer (Tech Lead).
      !Okres | Średnie wynagrodzenie brutto | Średnie wynagrodzenie netto
      Ostatnie 3 miesiące (X–XII 2025) | 16 800,00 zł | 11 236,41 zł
      Ostatnie 12 miesięcy | 16 475,00 zł | 11 802,17 zł
      Pracownik nie jest w okresie wypowiedzenia, a z jego wynagrodzenia nie są dokonywane potrącenia komornicze.
      Zaświadczenie wydaje się na prośbę pracownika w celu przedłożenia w banku (wniosek o kredyt hipoteczny).
      """,
        title="Zaświadczenie o zatrudnieniu",
        author="Katarzyna Lis",
        lang="pl-PL",
        header="Nordvik Software sp. z o.o. — Dział HR",
        footer="KRS 0000611873 · NIP 6762519843 · kapitał zakładowy 50 000 zł",
        inside=["potrącenia komornicze", "wniosek o kredyt hipoteczny"],
        expect=_TOM,
    ),
    D(
        "inbox/karta szczepień str 2.jpg",
        "paper",
        "2026-01-07 19:40",
        """
      # Karta uodpornienia – strona 2
      Zoja Wiśniewska, ur. 03.09.2018
      Szczepienie przeciw grypie (Fluenz, donosowo) – 21.10.2025, seria FL4471
      Szczepienie przeciw kleszczowemu zapaleniu mózgu (FSME-Immun Junior) – dawka I 15.03.2025, dawka II 19.04.2025
      Pieczątka: Przychodnia Ruczaj, dr Ewa Nowak
      """,
        device="samsung",
        size=(1000, 1400),
        expect=_ZZDR,
    ),
    D(
        "inbox/menu pizzeria Nonna.pdf",
        "pdf",
        "2025-11-14 18:00",
        """
      # Pizzeria Nonna Rosa — Kraków Ruczaj
      Dowóz gratis od 60 zł · tel. 12 300 44 55 · codziennie 12–22
      !Pizza | 32 cm | 42 cm
      Margherita | 32 zł | 44 zł
      Diavola | 38 zł | 52 zł
      Quattro formaggi | 41 zł | 56 zł
      Con funghi e salsiccia | 42 zł | 58 zł
      W poniedziałki druga pizza –50%.
      """,
        producer="Canva",
        expect="",
    ),
    D(
        "inbox/Screenshot_20251203-201144.png",
        "shot",
        "2025-12-03 20:11",
        """
      # Grupa: Ruczaj – sąsiedzi pomagają
      Zaginął kot! Szary, pręgowany, reaguje na imię Mruczek. Ostatnio widziany przy Kobierzyńskiej/Rydlówki. Nagroda!
      52 komentarze · 118 udostępnień
      """,
        expect="",
    ),
    D(
        "inbox/polisa PZU Dom 2026.pdf",
        "pdf",
        "2025-12-30 11:40",
        """
      # PZU Dom — Polisa nr 1042 3377 1296 (wznowienie)
      Ubezpieczający: Tomasz Wiśniewski   Miejsce ubezpieczenia: ul. Rydlówka 14/7, Kraków
      Okres ubezpieczenia: 05.01.2026 – 04.01.2027
      Ruchomości domowe 70 000 zł, kradzież 20 000 zł, OC w życiu prywatnym 300 000 zł, assistance
      Składka roczna: 438,00 zł
      """,
        producer="PZU",
        expect=_UBEZ,
    ),
    D(
        "inbox/olej i filtry - grudzień.md",
        "md",
        "2025-12-20 12:00",
        """
      # Octavia – przypomnienia

      - olej + filtry: ostatnio 24.04.2025 przy 142 310 km → następny przy ~157 000 km albo w kwietniu 2026
      - OC/AC Link4 kończy się 02.03.2026 – porównać oferty w lutym
      - płyn do spryskiwaczy zimowy w bagażniku
      """,
        expect=_AUTO,
    ),
]


def all_docs() -> list[dict]:
    return (
        MIESZKANIE
        + FINANSE
        + PRACA
        + ZOJA
        + ZDROWIE
        + DOKUMENTY
        + AUTO
        + RODZINA
        + PRZEPISY
        + LYON
        + KSIAZKI
        + KONTAKTY
        + PODROZE
        + ZDJECIA
        + INBOX
    )


# --------------------------------------------------------------------------------------
# guideline (Olena wrote it, Tomasz added his bits)
# --------------------------------------------------------------------------------------

GUIDELINE = """\
# Nasze pliki – gdzie co leży

Pisze Ola, wrzesień 2025 (Tomek dopisał swoje). Wszystko nowe – skany, maile zapisane jako plik, \
zdjęcia z telefonów, rzeczy z pendrive'a od mamy – wpada najpierw do `inbox/`. Sortujemy w niedzielę \
wieczorem. Jak nie wiadomo gdzie – zostaw w inboxie, pogadamy, nie twórz nowego folderu „Różne".

## Mieszkanie (Rydlówka, wynajmujemy od p. Kaczmarczyka)
- `Mieszkanie/Umowa najmu` – umowa, aneksy, akt notarialny, protokoły. Każdy nowy aneks tutaj.
- `Mieszkanie/Media` – rachunki za prąd (Tauron), gaz (PGNiG), internet (Orange), nasz arkusz z \
odczytami liczników i roczne rozliczenia wody/ogrzewania ze wspólnoty – także jak przysyła je \
Kaczmarczyk.
- `Mieszkanie/Korespondencja z właścicielem` – nasze pisma i maile do niego (usterki, przeglądy, \
podwyżki), screeny z WhatsAppa.
- `Mieszkanie/Gwarancje i instrukcje` – paragony na sprzęt, karty gwarancyjne, instrukcje, reklamacje. \
Tylko nasze sprzęty; to, co jest właściciela, naprawia on.

## Finanse
- `Finanse/Budżet` – arkusze budżetu (Tomek prowadzi w Excelu, ja kiedyś w LibreOffice) i nasze zasady.
- `Finanse/mBank wyciągi` – miesięczne zestawienia z konta wspólnego.
- `Finanse/Podatki/ROK` – PIT-y, UPO, PIT-11. ROK = rok, ZA KTÓRY jest podatek, nie kiedy przyszło \
(PIT-11 przychodzi w styczniu – to za poprzedni rok). Jak folderu na dany rok nie ma, załóż taki sam.
- `Finanse/Ubezpieczenia` – polisy na mieszkanie, podróżne, NNW Zoi. Auto ma swój folder.

## Praca
- `Praca/Tomasz` – umowa, aneksy, paski, zaświadczenia z Nordvika, Multisport.
- `Praca/Olena – tłumaczenia/Faktury ROK` – WSZYSTKIE moje faktury, obojętnie czy z inFaktu (PDF), \
czy zrobione ręcznie w Wordzie albo LibreOffice, kiedy inFakt nie działał. Liczy się miesiąc \
wystawienia.
- `Praca/Olena – tłumaczenia/Zlecenia` – bony de commande z Rhône, zlecenia z Lingwisty, wyceny \
(devis), glosariusze, NDA, maile od klientów.
- `Praca/Olena – kursy francuskiego` – moje slajdy (PowerPoint i Impress), sylabusy, listy obecności, \
umowy zlecenia ze szkołą Parlez-vous.

## Zoja
- `Zoja/Szkoła` – wszystko ze szkoły (SP 47, 1b): listy, zaproszenia z kalendarza, zebrania, \
wycieczki, plan lekcji, nasza rozpiska kto ją odbiera, filmiki z przedstawień.
- `Zoja/Zdrowie` – pediatra, szczepienia, dentysta Zoi, wyniki.
- Nasze zdrowie (Tomek, ja) → `Zdrowie`.

## Dokumenty
- `Dokumenty/Олена` – мій паспорт, karta pobytu, PESEL, дипломи, заяви до консульства і до \
міністерства, все для obywatelstwa.
- `Dokumenty/Tomasz` – dowód, prawo jazdy, paszport.
- `Auto` – Octavia: OC/AC, przeglądy, serwis, nasze notatki o oponach i oleju.

## Родина
Усе, що стосується мами у Львові: її квартира і платежі, гараж, довіреності, листи від неї, мої \
записи про дідуся і бабусю. Перекази мамі теж сюди.

## Reszta
- `Przepisy` – przepisy od mam i babć, też stare pliki z ich komputerów (jak pokazuje krzaczki, to \
stare kodowanie – otwórz w Notepad++ i wybierz Windows-1250 / 1251 albo KOI8-U), zdjęcia kartek.
- `Archiwum/Lyon 2016-2018` – moje studia we Francji. Zamknięte, ale jak wygrzebię coś ze starego \
laptopa (notatki, listy do CAF), to tam.
- `Książki` – e-booki (epub) i lista do przeczytania.
- `Kontakty` – wizytówki .vcf, które chcemy zachować (telefon z Androida eksportuje jedną osobę na plik).

## Zdjęcia i filmy
- Wyjazdy → `Podróże/RRRR-MM Miejsce` (np. „2025-08 Lwów"). Folder zakładamy przy pierwszym \
wyjeździe w dane miejsce; zdjęcia z iPhone'a Oli wchodzą tam po dacie, nawet jak zgram je miesiąc później.
- Zwykłe zdjęcia z domu i z Krakowa (Tomka Samsung) → `Zdjęcia/Miesiąc RRRR`. Tam tylko zdjęcia \
i filmy, żadnych dokumentów.

## Nie archiwizujemy
Ulotki, menu, reklamy, regulaminy konkursów, zaproszenia na webinary, śmieszne screeny z grup na \
Facebooku – zostają w inboxie do skasowania.
"""


# --------------------------------------------------------------------------------------
# questions
# --------------------------------------------------------------------------------------

_UMOWA = _NAJEM + "Umowa najmu okazjonalnego - Kaczmarczyk.docx"
_ANEKS1 = _NAJEM + "Aneks nr 1 - 2024.docx"
_GDANSK = [p["path"] for p in PODROZE if p.get("place") == "gdansk"]
_LYONP = [p["path"] for p in PODROZE if p.get("place") == "lyon"]
_ANNECY = [p["path"] for p in PODROZE if p.get("place") == "annecy"]


def Q(q: str, lang: str, kind: str, *expect: str) -> dict:
    return {"q": q, "lang": lang, "kind": kind, "expect": list(expect)}


QUESTIONS = [
    # ---- inside: answered only by what is written inside an office / ics / vcf / legacy-encoded file
    Q("ile wynosiła kaucja, którą wpłaciliśmy", "pl", "inside", _UMOWA, _BUD + "budżet 2023.ods"),
    Q("czy wolno nam trzymać kota", "pl", "inside", _UMOWA),
    Q(
        "kiedy zepsuła się zmywarka i jaki błąd pokazywała",
        "pl",
        "inside",
        _WLASC + "pismo do p. Kaczmarczyka 2025-03.odt",
    ),
    Q(
        "kiedy administracja wymieniała wodomierze",
        "pl",
        "inside",
        _MEDIA + "odczyty liczników.xlsx",
    ),
    Q("ile płacimy miesięcznie za balet Zoi", "pl", "inside", _BUD + "Budżet domowy 2025.xlsx"),
    Q(
        "ile mamy odłożone na koncie oszczędnościowym i w obligacjach",
        "pl",
        "inside",
        _BUD + "Budżet domowy 2025.xlsx",
    ),
    Q("ile kosztowała firma od przeprowadzki", "pl", "inside", _BUD + "budżet 2023.ods"),
    Q(
        "date limite de livraison pour les actes d'état civil en janvier",
        "fr",
        "inside",
        _ZLEC + "BC-2025-0117.docx",
    ),
    Q(
        "pour quel client final était la traduction sur les fenêtres PVC",
        "fr",
        "inside",
        _ZLEC + "BC-2025-0288.docx",
    ),
    Q(
        "combien j'ai demandé pour traduire le bail commercial de Maître Moreau",
        "fr",
        "inside",
        _ZLEC + "devis 2025-04.odt",
    ),
    Q("co było na slajdach o rodzajnikach cząstkowych", "pl", "inside", _KURS + "Lekcja 5.pptx"),
    Q(
        "jaką pracę domową zadałam grupie o planach na wakacje",
        "pl",
        "inside",
        _KURS + "Lekcja 6.pptx",
    ),
    Q(
        "jak Belgowie mówią siedemdziesiąt i dziewięćdziesiąt",
        "pl",
        "inside",
        _KURS + "Leçon 3 - révision.odp",
    ),
    Q("o której zbiórka przed szkołą na wycieczkę do Ojcowa", "pl", "inside", _SZK + "invite.ics"),
    Q(
        "jakie zeszyty trzeba kupić Zoi do pierwszej klasy",
        "pl",
        "inside",
        _SZK + "lista od wychowawczyni.docx",
    ),
    Q(
        "od której godziny można się zameldować w pensjonacie na feriach",
        "pl",
        "inside",
        _ZAK + "potwierdzenie rezerwacji.ics",
    ),
    Q("ile kosztowała szkółka narciarska Zoi", "pl", "inside", _ZAK + "ferie - koszty.odt"),
    Q(
        "przy jakim przebiegu wymienialiśmy rozrząd",
        "pl",
        "inside",
        _AUTO + "Octavia - wydatki.ods",
    ),
    Q("numer telefonu do pediatry", "pl", "inside", _KON + "Ewa Nowak.vcf"),
    Q(
        "na jaki numer konta przelewamy czynsz właścicielowi",
        "pl",
        "inside",
        _KON + "Zbigniew K.vcf",
        _UMOWA,
    ),
    Q("коли мама приїде до нас на Різдво", "uk", "inside", _ROD + "для Олі.docx"),
    Q(
        "скільки внесок ОСББ за мамину квартиру",
        "uk",
        "inside",
        _ROD + "мамина квартира - платежі.xlsx",
    ),
    Q("який номер маминого гаража", "uk", "inside", _ROD + "Довіреність - проект.rtf"),
    Q("рецепт пирожков с капустой на кефире", "ru", "inside", _PRZ + "бабушкины.txt"),
    Q("ile twarogu dać do pierogów ruskich", "pl", "inside", _PRZ + "przepis mama Tomka.txt"),
    Q("як зробити тісто для вареників з вишнями", "uk", "inside", _PRZ + "мама 2011.txt"),
    Q("quelles pommes prendre pour la tarte Tatin", "fr", "inside", _PRZ + "recette Sophie.txt"),
    Q(
        "combien je touchais d'aide au logement à Villeurbanne",
        "fr",
        "inside",
        _LYON + "lettre CAF.txt",
    ),
    Q(
        "ile znaków ma strona rozliczeniowa tłumaczenia uwierzytelnionego",
        "pl",
        "inside",
        _KS + "Tłumacz przysięgły od kuchni.epub",
    ),
    Q(
        "téléphone de la cheffe de projet chez Rhône Traductions",
        "fr",
        "inside",
        _KON + "Claire Dubois.vcf",
    ),
    Q("kiedy mama Tomka ma imieniny", "pl", "inside", _KON + "Halina Wiśniewska.vcf"),
    Q(
        "куда эвакуировали бабушку Валю во время войны",
        "ru",
        "inside",
        _ROD + "баба Валя - воспоминания 2008.txt",
    ),
    # ---- cross: asked in another language than the file is written in
    Q(
        "до якого числа місяця треба платити за оренду квартири",
        "uk",
        "cross",
        _UMOWA,
        _KON + "Zbigniew K.vcf",
        _BUD + "zasady wspólnej kasy.md",
    ),
    Q("скільки коштує шкільна екскурсія Зої до Ойцова", "uk", "cross", _SZK + "invite.ics"),
    Q("jusqu'à quand court notre bail à Cracovie", "fr", "cross", _UMOWA),
    Q(
        "o czym była praca magisterska Oleny we Francji",
        "pl",
        "cross",
        _LYON + "Mémoire M2 - version finale.odt",
    ),
    Q("kiedy mama Oleny przyjeżdża na święta", "pl", "cross", _ROD + "для Олі.docx"),
    Q("jak babcia Wala robiła pierożki z kapustą", "pl", "cross", _PRZ + "бабушкины.txt"),
    Q(
        "ile agencja z Lyonu płaci mi za słowo",
        "pl",
        "cross",
        _ZLEC + "BC-2025-0117.docx",
        _ZLEC + "BC-2025-0288.docx",
        _ZLEC + "stawki 2025.md",
    ),
    Q(
        "скільки Томаш отримує на руки щомісяця",
        "uk",
        "cross",
        _TOM + "pasek 2025-11.pdf",
        _TOM + "pasek 2025-10.pdf",
        _BUD + "Budżet domowy 2025.xlsx",
    ),
    Q(
        "combien coûte un semestre de cours de français A2",
        "fr",
        "cross",
        _KURS + "Sylabus A2 2025-2026.docx",
    ),
    Q(
        "сколько мы сейчас платим за аренду квартиры",
        "ru",
        "cross",
        _ANEKS1,
        _BUD + "Budżet domowy 2025.xlsx",
        _BANK + "wyciag_2025-11.pdf",
    ),
    Q(
        "посвідка на постійне проживання Олени в Польщі",
        "uk",
        "cross",
        _DOKO + "karta pobytu skan.pdf",
        _DOKO + "decyzja wojewody - pobyt stały.pdf",
    ),
    # ---- place: where a photo or video was taken, from its GPS
    Q("zdjęcia z Gdańska", "pl", "place", *_GDANSK[:3]),
    Q("фото з Аннесі", "uk", "place", *_ANNECY),
    Q("photos de Lyon", "fr", "place", *_LYONP),
    Q(
        "film nagrany w Gdańsku",
        "pl",
        "place",
        *[p["path"] for p in PODROZE if p["kind"] == "video"],
    ),
    # ---- natural
    Q("pasek wypłaty Tomka za listopad", "pl", "natural", _TOM + "pasek 2025-11.pdf"),
    Q("skan paszportu Oli", "pl", "natural", _DOKO + "паспорт.jpg"),
    Q("wyniki testu na alergię Zoi", "pl", "natural", _ZZDR + "wynik alergia IgE.pdf"),
    Q(
        "ile płacimy za internet",
        "pl",
        "natural",
        _MEDIA + "Orange faktura 11.2025.pdf",
        _MEDIA + "Orange faktura 10.2025.pdf",
        _MEDIA + "Orange faktura 09.2025.pdf",
    ),
    Q("do kiedy jest ważny przegląd auta", "pl", "natural", _AUTO + "przegląd techniczny 2025.pdf"),
    Q(
        "mon diplôme de master de Lyon 2",
        "fr",
        "natural",
        _LYON + "attestation de réussite M2.pdf",
        _DOKO + "dyplom - tłumaczenie przysięgłe.pdf",
    ),
]
