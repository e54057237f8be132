"""Data for the rodyna-ua evaluation library: a Ukrainian family in Wrocław."""

from __future__ import annotations

import io

from docx import Document
from openpyxl import Workbook
from PIL import Image, ImageDraw


def _jpg(when: str, color: tuple[int, int, int], seed: int = 0) -> bytes:
    """A small camera-like JPEG with EXIF DateTimeOriginal ``when`` ("YYYY:MM:DD HH:MM:SS")."""
    img = Image.new("RGB", (320, 240), color)
    draw = ImageDraw.Draw(img)
    for i in range(0, 240, 12):
        shade = tuple(max(0, min(255, c + ((i * (seed + 3)) % 60) - 30)) for c in color)
        draw.rectangle([0, i, 320, i + 11], fill=shade)
    draw.ellipse([100 + seed * 7 % 80, 60, 200 + seed * 7 % 80, 160], fill=(240, 230, 200))
    exif = Image.Exif()
    exif[0x010F] = "samsung"
    exif[0x0110] = "SM-A546B"
    exif[0x0132] = when
    exif.get_ifd(0x8769)[36867] = when
    exif.get_ifd(0x8769)[36868] = when
    buf = io.BytesIO()
    img.save(buf, "JPEG", quality=70, exif=exif.tobytes())
    return buf.getvalue()


def _docx(paragraphs: list[str], table: list[list[str]] | None = None) -> bytes:
    doc = Document()
    for p in paragraphs:
        doc.add_paragraph(p)
    if table:
        t = doc.add_table(rows=0, cols=len(table[0]))
        for row in table:
            cells = t.add_row().cells
            for cell, value in zip(cells, row, strict=True):
                cell.text = value
    buf = io.BytesIO()
    doc.save(buf)
    return buf.getvalue()


def _invoice_docx(
    number: str, issued: str, buyer: list[str], rows: list[list[str]], total: str, due: str
) -> bytes:
    return _docx(
        [
            f"FAKTURA nr {number}",
            f"Data wystawienia: {issued}        Miejsce wystawienia: Wrocław",
            f"Data wykonania usługi: {issued}",
            "Sprzedawca: Olena Kovalenko Usługi Księgowe, ul. Legnicka 58/14, 54-203 Wrocław, "
            "NIP 8992945123",
            "Nabywca: " + ", ".join(buyer),
            "",
            f"Termin płatności: {due}, przelew na rachunek PKO BP 12 1020 5226 0000 6102 0417 7895",
            "Sprzedawca zwolniony podmiotowo z VAT na podstawie art. 113 ust. 1 ustawy o VAT.",
            "Wystawiła: Olena Kovalenko",
        ],
        [["Lp.", "Nazwa usługi", "Ilość", "Cena", "Wartość"], *rows, ["", "Razem", "", "", total]],
    )


def _budget_xlsx(
    month: str, income: list[tuple[str, float]], costs: list[tuple[str, float]]
) -> bytes:
    wb = Workbook()
    ws = wb.active
    ws.title = month
    ws.append([f"Бюджет сім'ї Коваленко — {month}"])
    ws.append([])
    ws.append(["Доходи", "zł"])
    for name, value in income:
        ws.append([name, value])
    ws.append(["Разом доходи", sum(v for _, v in income)])
    ws.append([])
    ws.append(["Витрати", "zł"])
    for name, value in costs:
        ws.append([name, value])
    ws.append(["Разом витрати", sum(v for _, v in costs)])
    ws.append(["Залишок", sum(v for _, v in income) - sum(v for _, v in costs)])
    buf = io.BytesIO()
    wb.save(buf)
    return buf.getvalue()


def _eml(headers: list[tuple[str, str]], body: str) -> bytes:
    head = "".join(f"{k}: {v}\r\n" for k, v in headers)
    head += "MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n"
    head += "Content-Transfer-Encoding: 8bit\r\n"
    return (head + "\r\n" + body.replace("\n", "\r\n")).encode("utf-8")


FILED: dict[str, str | bytes] = {}

# ---------------------------------------------------------------- Олена
FILED["Олена/Документи/Paszport Olena (skan).txt"] = """\
UKRAINE / УКРАЇНА
ПАСПОРТ / PASSPORT
Тип / Type: P    Код держави / Code: UKR    Паспорт № / Passport No.: FX418273
Прізвище / Surname: КОВАЛЕНКО / KOVALENKO
Ім'я / Given names: ОЛЕНА / OLENA
Громадянство / Nationality: УКРАЇНА / UKRAINE
Дата народження / Date of birth: 14 ЛЮТ/FEB 86
Запис № / Record No.: 19860214-03482
Стать / Sex: Ж/F    Місце народження / Place of birth: ХАРКІВСЬКА ОБЛ./UKR
Дата видачі / Date of issue: 03 ЖОВ/OCT 19
Дата закінчення строку дії / Date of expiry: 03 ЖОВ/OCT 29
Орган, що видав / Authority: 6310
"""

FILED["Олена/Документи/Karta pobytu - decyzja 2023.txt"] = """\
WOJEWODA DOLNOŚLĄSKI
Wydział Spraw Obywatelskich i Cudzoziemców
pl. Powstańców Warszawy 1, 50-153 Wrocław

Wrocław, dnia 18 września 2023 r.
SOC-II.6151.4127.2023

DECYZJA

Na podstawie art. 114 ust. 1 ustawy z dnia 12 grudnia 2013 r. o cudzoziemcach, po rozpatrzeniu
wniosku z dnia 02.02.2023 r.

udzielam
Pani OLENA KOVALENKO, ur. 14.02.1986 r. w Charkowie, obywatelstwo: ukraińskie,
zezwolenia na pobyt czasowy i pracę na okres od 18.09.2023 r. do 17.09.2026 r.

Podmiot powierzający pracę: Biuro Rachunkowe Saldo sp. z o.o., ul. Ruska 12, 50-079 Wrocław
Stanowisko: księgowa

Od niniejszej decyzji przysługuje odwołanie do Szefa Urzędu do Spraw Cudzoziemców.
"""

FILED["Олена/Документи/PESEL UKR - potwierdzenie.txt"] = """\
Potwierdzenie nadania numeru PESEL
Urząd Miejski Wrocławia, Biuro Spraw Obywatelskich
Data: 21.03.2022

Imię: OLENA
Nazwisko: KOVALENKO
Data urodzenia: 1986-02-14
Obywatelstwo: UKR
Numer PESEL: 86021412348
Status: UKR (ustawa z dnia 12 marca 2022 r. o pomocy obywatelom Ukrainy)

Zdjęcie i odciski palców: pobrane
Profil zaufany: utworzony
"""

FILED["Олена/Praca/Umowa o pracę - Saldo.txt"] = """\
UMOWA O PRACĘ
zawarta w dniu 02.01.2023 r. we Wrocławiu pomiędzy:

Biuro Rachunkowe Saldo sp. z o.o., ul. Ruska 12, 50-079 Wrocław, NIP 8971890214,
reprezentowaną przez Annę Wiśniewską – Prezesa Zarządu,
a
Panią Oleną Kovalenko, zam. ul. Legnicka 58/14, 54-203 Wrocław, PESEL 86021412348.

1. Rodzaj umowy: umowa o pracę na czas nieokreślony.
2. Stanowisko: księgowa (samodzielna księgowa ds. klientów ukraińskojęzycznych).
3. Wymiar czasu pracy: pełny etat.
4. Miejsce pracy: siedziba pracodawcy, praca zdalna do 2 dni w tygodniu.
5. Wynagrodzenie zasadnicze: 6 200,00 zł brutto miesięcznie.
6. Termin rozpoczęcia pracy: 02.01.2023 r.

…………………………                    …………………………
Pracodawca                                Pracownik
"""

FILED["Олена/Praca/Aneks - podwyżka 2025.txt"] = """\
ANEKS NR 2
do umowy o pracę z dnia 02.01.2023 r.

Wrocław, 20 grudnia 2024 r.

Strony zgodnie postanawiają, że od dnia 1 stycznia 2025 r. wynagrodzenie zasadnicze Pani
Oleny Kovalenko wynosi 7 400,00 zł brutto miesięcznie.
Pozostałe warunki umowy pozostają bez zmian.

Anna Wiśniewska, Prezes Zarządu                    Olena Kovalenko
"""

FILED["Олена/Praca/Zakres obowiązków.txt"] = """\
Zakres obowiązków – stanowisko: księgowa
Pracownik: Olena Kovalenko
Dział: Księgowość klientów JDG i spółek

- prowadzenie KPiR i ewidencji przychodów dla ok. 35 klientów,
- rozliczenia VAT (JPK_V7M), ZUS DRA,
- obsługa klientów w języku ukraińskim i rosyjskim,
- przygotowywanie list płac dla małych pracodawców,
- kontakt z urzędami skarbowymi.

Zapoznałam się: Olena Kovalenko, 02.01.2023
"""

for _m, _net in (("03", "5 405,22"), ("04", "5 405,22"), ("05", "5 612,90")):
    FILED[f"Олена/Praca/Odcinki płacowe/Pasek 2025-{_m}.txt"] = f"""\
Biuro Rachunkowe Saldo sp. z o.o.
PASEK WYNAGRODZENIA za miesiąc {_m}/2025

Pracownik: KOVALENKO OLENA          Nr ewid.: 0047
Wynagrodzenie zasadnicze:                 7 400,00
{"Premia kwartalna:                           300,00" if _m == "05" else "Premia:                                       0,00"}
Składki ZUS pracownika:                  -1 014,54
Składka zdrowotna:                         -574,79
Zaliczka PIT:                              -405,45
Do wypłaty:                               {_net}

Przelew na rachunek PKO BP ...7895, data wypłaty: 10.{int(_m) + 1:02d}.2025
"""

FILED["Олена/Здоров'я/Wyniki badań 2024-03.txt"] = """\
DIAGNOSTYKA S.A. – Punkt Pobrań Wrocław, ul. Legnicka 51
Sprawozdanie z badań laboratoryjnych nr 2403-118-4472

Pacjent: KOVALENKO OLENA, PESEL 86021412348, K, 38 l.
Data pobrania: 12.03.2024 07:42

TSH                         2,84   µIU/ml    (0,27 – 4,20)
Glukoza na czczo            92     mg/dl     (70 – 99)
Cholesterol całkowity       204    mg/dl     (< 190)  H
Żelazo                      61     µg/dl     (50 – 170)

Autoryzował: mgr Katarzyna Lis, diagnosta laboratoryjny
"""

FILED["Олена/Здоров'я/Стоматолог Lux Dent.txt"] = """\
LUX DENT Gabinet Stomatologiczny
ul. Kazimierza Wielkiego 33, Wrocław
Rachunek nr 1187/2024   z dnia 05.11.2024

Pacjent: Olena Kovalenko
Wypełnienie kompozytowe, ząb 36 .......... 350,00 zł
Przegląd + RTG punktowe .................. 120,00 zł
Razem: 470,00 zł – zapłacono kartą

Następna wizyta: 06.05.2025 godz. 17:30
"""

FILED["Олена/Здоров'я/Skierowanie okulista.txt"] = """\
SKIEROWANIE
do: Poradnia Okulistyczna
Pacjent: Olena Kovalenko, ur. 14.02.1986, PESEL 86021412348
Rozpoznanie: H52.1 Krótkowzroczność – kontrola, bóle głowy przy pracy przy komputerze
Lekarz kierujący: lek. Tomasz Nowicki, POZ Medicover, Wrocław
Data: 17.01.2025
Kod skierowania: 4821
"""

FILED["Олена/Фріланс/Faktury wystawione/FV 4_2025 Kowalczyk Auto-Serwis.txt"] = """\
FAKTURA nr 4/2025
Data wystawienia: 30.04.2025          Miejsce wystawienia: Wrocław
Data wykonania usługi: kwiecień 2025

Sprzedawca:
Olena Kovalenko Usługi Księgowe
ul. Legnicka 58/14, 54-203 Wrocław, NIP 8992945123

Nabywca:
Auto-Serwis Kowalczyk Jan Kowalczyk
ul. Na Ostatnim Groszu 12, 54-207 Wrocław, NIP 8941203987

1. Prowadzenie KPiR i rozliczenie VAT – kwiecień 2025     1 szt.   600,00 zł
2. Lista płac (2 pracowników)                              1 szt.   100,00 zł
Razem do zapłaty: 700,00 zł
Słownie: siedemset złotych 00/100

Sprzedawca zwolniony podmiotowo z VAT (art. 113 ust. 1 ustawy o VAT).
Termin płatności: 14.05.2025, przelew: PKO BP 12 1020 5226 0000 6102 0417 7895
"""

FILED["Олена/Фріланс/Faktury wystawione/FV 5_2025 Petrenko Beauty.txt"] = """\
FAKTURA nr 5/2025
Data wystawienia: 30.04.2025          Miejsce wystawienia: Wrocław

Sprzedawca: Olena Kovalenko Usługi Księgowe, ul. Legnicka 58/14, 54-203 Wrocław,
NIP 8992945123
Nabywca: Petrenko Beauty Studio Iryna Petrenko, ul. Świdnicka 40/2, 50-024 Wrocław,
NIP 8992971155

1. Obsługa księgowa – ryczałt, kwiecień 2025      1 szt.   350,00 zł
Razem do zapłaty: 350,00 zł

Zwolnienie z VAT – art. 113 ust. 1.
Termin płatności: 14 dni, przelew na rachunek PKO BP 12 1020 5226 0000 6102 0417 7895
"""

FILED["Олена/Фріланс/Faktury wystawione/FV 6_2025 Kowalczyk Auto-Serwis.docx"] = _invoice_docx(
    "6/2025",
    "31.05.2025",
    [
        "Auto-Serwis Kowalczyk Jan Kowalczyk",
        "ul. Na Ostatnim Groszu 12, 54-207 Wrocław",
        "NIP 8941203987",
    ],
    [
        ["1", "Prowadzenie KPiR i rozliczenie VAT – maj 2025", "1", "600,00", "600,00"],
        ["2", "Lista płac (2 pracowników)", "1", "100,00", "100,00"],
    ],
    "700,00 zł",
    "14.06.2025",
)

FILED["Олена/Фріланс/Faktury wystawione/FV 7_2025 Petrenko Beauty.docx"] = _invoice_docx(
    "7/2025",
    "31.05.2025",
    [
        "Petrenko Beauty Studio Iryna Petrenko",
        "ul. Świdnicka 40/2, 50-024 Wrocław",
        "NIP 8992971155",
    ],
    [["1", "Obsługa księgowa – ryczałt, maj 2025", "1", "350,00", "350,00"]],
    "350,00 zł",
    "14.06.2025",
)

FILED["Олена/Фріланс/Faktury kosztowe/inFakt 2025-04.txt"] = """\
inFakt sp. z o.o.
ul. Lubomirskiego 24, 31-509 Kraków, NIP 6762442495

FAKTURA VAT nr FV/2025/04/228134
Data wystawienia: 01.04.2025

Nabywca: Olena Kovalenko Usługi Księgowe, ul. Legnicka 58/14, 54-203 Wrocław, NIP 8992945123

Abonament inFakt – program do fakturowania, pakiet Standard, 04/2025
Netto 49,00 zł   VAT 23% 11,27 zł   Brutto 60,27 zł
Zapłacono kartą.
"""

FILED["Олена/Фріланс/Faktury kosztowe/inFakt 2025-05.txt"] = """\
inFakt sp. z o.o.
ul. Lubomirskiego 24, 31-509 Kraków, NIP 6762442495

FAKTURA VAT nr FV/2025/05/231877
Data wystawienia: 01.05.2025

Nabywca: Olena Kovalenko Usługi Księgowe, ul. Legnicka 58/14, 54-203 Wrocław, NIP 8992945123

Abonament inFakt – program do fakturowania, pakiet Standard, 05/2025
Netto 49,00 zł   VAT 23% 11,27 zł   Brutto 60,27 zł
Zapłacono kartą.
"""

FILED["Олена/Фріланс/Faktury kosztowe/Play telefon firmowy 2025-05.txt"] = """\
P4 sp. z o.o. (Play)
ul. Taśmowa 7, 02-677 Warszawa, NIP 9512120077

Faktura VAT nr F/10473/05/2025/P
Data wystawienia: 08.05.2025      Okres rozliczeniowy: 08.04.2025 – 07.05.2025

Nabywca: OLENA KOVALENKO USŁUGI KSIĘGOWE, ul. Legnicka 58/14, 54-203 Wrocław
NIP 8992945123
Numer: +48 573 204 118 – Plan Firma M

Abonament                              40,65 zł netto
VAT 23%                                 9,35 zł
Do zapłaty:                            50,00 zł   termin: 22.05.2025
"""

FILED["Олена/Фріланс/Umowy z klientami/Umowa - Auto-Serwis Kowalczyk.txt"] = """\
UMOWA O ŚWIADCZENIE USŁUG KSIĘGOWYCH
zawarta dnia 01.10.2024 r. we Wrocławiu pomiędzy:
Olena Kovalenko Usługi Księgowe, NIP 8992945123 (Usługodawca)
a
Auto-Serwis Kowalczyk Jan Kowalczyk, NIP 8941203987 (Zleceniodawca)

§1 Usługodawca prowadzi KPiR, rozliczenia VAT i ZUS oraz listy płac Zleceniodawcy.
§2 Wynagrodzenie: 600 zł miesięcznie + 50 zł za każdego pracownika na liście płac.
§3 Zleceniodawca dostarcza dokumenty do 5. dnia następnego miesiąca.
§4 Umowa na czas nieokreślony z miesięcznym okresem wypowiedzenia.

Usługodawca                                 Zleceniodawca
"""

FILED["Олена/Фріланс/Umowy z klientami/Umowa - Petrenko Beauty Studio.txt"] = """\
UMOWA O ŚWIADCZENIE USŁUG KSIĘGOWYCH
zawarta dnia 03.02.2025 r. we Wrocławiu pomiędzy:
Olena Kovalenko Usługi Księgowe, NIP 8992945123 (Usługodawca)
a
Petrenko Beauty Studio Iryna Petrenko, NIP 8992971155 (Zleceniodawca)

§1 Usługodawca prowadzi ewidencję przychodów (ryczałt 8,5%) i rozliczenia ZUS.
§2 Wynagrodzenie: 350 zł miesięcznie, płatne na podstawie faktury.
§3 Obsługa w języku ukraińskim.
§4 Umowa na czas nieokreślony, wypowiedzenie – 1 miesiąc.
"""

# ---------------------------------------------------------------- Андрій
FILED["Андрій/Документи/Paszport Andrii (skan).txt"] = """\
UKRAINE / УКРАЇНА
ПАСПОРТ / PASSPORT     Паспорт № / Passport No.: FX418274
Прізвище / Surname: КОВАЛЕНКО / KOVALENKO
Ім'я / Given names: АНДРІЙ / ANDRII
Дата народження / Date of birth: 09 ЧЕР/JUN 83
Місце народження / Place of birth: ХАРКІВСЬКА ОБЛ./UKR
Дата видачі / Date of issue: 03 ЖОВ/OCT 19
Дата закінчення строку дії / Date of expiry: 03 ЖОВ/OCT 29
"""

FILED["Андрій/Документи/Karta pobytu Andrii.txt"] = """\
RZECZPOSPOLITA POLSKA – KARTA POBYTU
Nazwisko: KOVALENKO     Imiona: ANDRII
Data urodzenia: 09.06.1983     Obywatelstwo: UKR
Numer karty: RP2847163
Rodzaj zezwolenia: ZEZWOLENIE NA POBYT CZASOWY I PRACĘ
Ważna do: 04.12.2026
Uwagi: DOSTĘP DO RYNKU PRACY NA WARUNKACH OKREŚLONYCH W ZEZWOLENIU
Organ wydający: WOJEWODA DOLNOŚLĄSKI, data wydania 05.12.2023
"""

FILED["Андрій/Документи/PESEL Andrii.txt"] = """\
Potwierdzenie nadania numeru PESEL
Urząd Miejski Wrocławia, 21.03.2022
Imię: ANDRII     Nazwisko: KOVALENKO
Data urodzenia: 1983-06-09     Obywatelstwo: UKR
Numer PESEL: 83060913571     Status: UKR
"""

FILED["Андрій/Робота/Umowa o pracę - Trans-Pol.txt"] = """\
UMOWA O PRACĘ NR 118/2023
zawarta w dniu 15.05.2023 r. w Bielanach Wrocławskich pomiędzy:
Trans-Pol Logistyka sp. z o.o., ul. Logistyczna 6, 55-040 Bielany Wrocławskie, NIP 8961571234,
a
Panem Andrii Kovalenko, zam. ul. Legnicka 58/14, 54-203 Wrocław.

Stanowisko: kierowca samochodu ciężarowego (kat. C+E), transport krajowy.
Wymiar: pełny etat, równoważny system czasu pracy.
Wynagrodzenie: 5 800,00 zł brutto + diety i ryczałty za noclegi zgodnie z regulaminem.
Umowa na czas nieokreślony od 15.08.2023 r. (po okresie próbnym).
"""

FILED["Андрій/Робота/Grafik kursów marzec 2025.txt"] = """\
TRANS-POL LOGISTYKA – GRAFIK KURSÓW, MARZEC 2025
Kierowca: KOVALENKO A.     Ciągnik: DW 4521P     Naczepa: DW 8830N

03.03–05.03   Bielany Wr. – Poznań – Bydgoszcz – Bielany Wr.
06.03–07.03   wolne
10.03–13.03   Bielany Wr. – Katowice – Kraków – Rzeszów – Bielany Wr.
17.03–19.03   Bielany Wr. – Łódź – Warszawa (Błonie) – Bielany Wr.
24.03–27.03   Bielany Wr. – Szczecin – Bielany Wr.
31.03         dyżur na bazie

Dyspozytor: Paweł Mazur, tel. 71 342 18 00
"""

FILED["Андрій/Робота/Delegacja 2024-11 Poznań.txt"] = """\
POLECENIE WYJAZDU SŁUŻBOWEGO nr 2024/11/0371
Trans-Pol Logistyka sp. z o.o.

Pracownik: Andrii Kovalenko, kierowca
Trasa: Bielany Wrocławskie – Poznań (Komorniki, magazyn Zalando) – Bielany Wrocławskie
Termin: 18.11.2024 – 19.11.2024
Środek transportu: ciągnik DW 4521P + naczepa
Dieta krajowa: 2 × 45,00 zł = 90,00 zł
Ryczałt za nocleg: 67,50 zł
Razem do wypłaty: 157,50 zł

Zatwierdził: Paweł Mazur, kierownik transportu
"""

FILED["Андрій/Робота/Zaświadczenie o zatrudnieniu 2024.txt"] = """\
Bielany Wrocławskie, 12.06.2024

ZAŚWIADCZENIE O ZATRUDNIENIU

Trans-Pol Logistyka sp. z o.o. zaświadcza, że Pan Andrii Kovalenko, PESEL 83060913571,
jest zatrudniony w naszej firmie od 15.05.2023 r. na podstawie umowy o pracę na czas
nieokreślony, na stanowisku kierowcy, w pełnym wymiarze czasu pracy.
Średnie wynagrodzenie brutto z ostatnich 3 miesięcy: 7 120,00 zł.
Pracownik nie znajduje się w okresie wypowiedzenia.

Zaświadczenie wydaje się w celu przedłożenia w banku.
Kadry: Monika Dudek
"""

FILED["Андрій/Uprawnienia kierowcy/Prawo jazdy - wymiana na polskie.txt"] = """\
Starosta / Prezydent Miasta Wrocławia
Wydział Spraw Obywatelskich – Referat Uprawnień do Kierowania Pojazdami

Wrocław, 22 lutego 2023 r.
Decyzja o wymianie zagranicznego prawa jazdy

Wnioskodawca: Andrii Kovalenko, ur. 09.06.1983
Zagraniczne prawo jazdy: Ukraina, nr AAB 194632, kategorie B, C, CE
Wydano polskie prawo jazdy nr 04871/23/0264, kategorie: B, C, C+E
Kod 95 ważny do: 14.04.2027
"""

FILED["Андрій/Uprawnienia kierowcy/Karta kierowcy.txt"] = """\
Polska Wytwórnia Papierów Wartościowych S.A.
Potwierdzenie wydania karty kierowcy do tachografu cyfrowego

Kierowca: ANDRII KOVALENKO
Numer karty: PL 0000187462 3000
Data wydania: 10.05.2023      Ważna do: 09.05.2028
Adres doręczenia: ul. Legnicka 58/14, 54-203 Wrocław
"""

FILED["Андрій/Uprawnienia kierowcy/Orzeczenie lekarskie kierowca 2023.txt"] = """\
ORZECZENIE LEKARSKIE nr 211/2023
o braku przeciwwskazań zdrowotnych do kierowania pojazdami

Nazwisko i imię: KOVALENKO ANDRII, ur. 09.06.1983
Badanie w zakresie: kat. C, C+E oraz przewóz rzeczy
Wynik: brak przeciwwskazań zdrowotnych
Data badania: 27.04.2023     Data następnego badania: 27.04.2028

lek. med. Jerzy Sowa, uprawniony do badania kierowców, Wrocław, ul. Grabiszyńska 8
"""

FILED["Андрій/Здоров'я/Wizyta ortopeda 2024-10.txt"] = """\
Centrum Medyczne Enel-Med, Wrocław, Pasaż Grunwaldzki
Karta informacyjna z wizyty – 14 października 2024 r.

Pacjent: Andrii Kovalenko, 41 l.
Lekarz: dr n. med. Piotr Gajda, ortopeda
Wywiad: ból odcinka lędźwiowego od ok. 3 miesięcy, praca jako kierowca (długie siedzenie).
Rozpoznanie: M54.5 Ból krzyża
Zalecenia: fizjoterapia 10 zabiegów, ćwiczenia wzmacniające, Ketonal 50 mg doraźnie,
kontrola za 6 tygodni.
"""

FILED["Андрій/Здоров'я/Skierowanie RTG kręgosłupa.txt"] = """\
SKIEROWANIE NA BADANIE DIAGNOSTYCZNE
Pacjent: Andrii Kovalenko, PESEL 83060913571
Badanie: RTG kręgosłupa lędźwiowo-krzyżowego AP + boczne
Rozpoznanie: M54.5
Lekarz: dr n. med. Piotr Gajda
Data wystawienia: 14.10.2024
"""

FILED["Андрій/Риболовля/Karta wędkarska.txt"] = """\
KARTA WĘDKARSKA nr 0214/2023
wydana przez Starostę Powiatu Wrocławskiego

Imię i nazwisko: Andrii Kovalenko
Data urodzenia: 09.06.1983
Adres: ul. Legnicka 58/14, 54-203 Wrocław
Data wydania: 11.04.2023
"""

FILED["Андрій/Риболовля/Zezwolenie PZW Wrocław 2025.txt"] = """\
Polski Związek Wędkarski – Okręg we Wrocławiu
Zezwolenie na amatorski połów ryb – składka okręgowa 2025 (metoda spławikowo-gruntowa)

Członek: Kovalenko Andrii, Koło PZW nr 12 „Leśnica”
Składka członkowska: 140 zł    Składka okręgowa: 290 zł
Ważne: 01.01.2025 – 31.12.2025
"""

FILED["Андрій/Риболовля/Улови 2024.txt"] = """\
Улови 2024

13.04 — Одра, Рендзін. Плотва 8 шт, окунь 2. Холодно, клювало до 9 ранку.
25.05 — Ставок Кожаново (Kozanów). Карась 4 шт, один 0,6 кг. Кукурудза.
22.06 — Одра біля мосту Мілєніумового. Лящ 1,4 кг! Фідер, опариш + пеллетс.
07.09 — Бистшиця, Маслиця. Нічого, тільки дрібний окунь.
19.10 — Одра, Рендзін. Щука 2,1 кг на воблер, відпустив.
"""

# ---------------------------------------------------------------- Софія
FILED["Софія/Документи/Akt urodzenia - tłumaczenie przysięgłe.txt"] = """\
TŁUMACZENIE PRZYSIĘGŁE Z JĘZYKA UKRAIŃSKIEGO
[Godło Ukrainy]
ŚWIADECTWO O URODZENIU, seria I-ВЛ nr 408215

Nazwisko: KOVALENKO (КОВАЛЕНКО)
Imię: SOFIIA (СОФІЯ)
Imię odojcowskie: ANDRIIVNA
Data urodzenia: 27.08.2015 (dwudziestego siódmego sierpnia dwa tysiące piętnastego roku)
Miejsce urodzenia: Charków, obwód charkowski, Ukraina
Ojciec: KOVALENKO ANDRII MYKOLAIOVYCH, obywatel Ukrainy
Matka: KOVALENKO OLENA PETRIVNA, obywatelka Ukrainy

Tłumacz przysięgły języka ukraińskiego: Natalia Bondarenko, TP/2210/12
Wrocław, 14.04.2022, Repertorium nr 341/2022
"""

FILED["Софія/Документи/PESEL Sofiia.txt"] = """\
Potwierdzenie nadania numeru PESEL
Urząd Miejski Wrocławia, 21.03.2022
Imię: SOFIIA     Nazwisko: KOVALENKO
Data urodzenia: 2015-08-27     Obywatelstwo: UKR
Numer PESEL: 15282714562     Status: UKR
Przedstawiciel ustawowy: OLENA KOVALENKO (matka)
"""

FILED["Софія/Школа 2023-2024/Lista podręczników klasa 3.txt"] = """\
Szkoła Podstawowa nr 45 im. Jana Brzechwy we Wrocławiu
WYKAZ PODRĘCZNIKÓW – KLASA 3, rok szkolny 2023/2024

Edukacja wczesnoszkolna: „Nowi Tropiciele” kl. 3, cz. 1–5, WSiP (szkoła zapewnia)
Język angielski: „Bugs Team 3”, Macmillan (szkoła zapewnia)
Religia/Etyka: wg wyboru rodzica
Ćwiczenia do kupienia przez rodziców: „Szlaczki i literki” – nie dotyczy

Wrocław, 28 sierpnia 2023 r.
"""

FILED["Софія/Школа 2023-2024/Zgoda na wycieczkę do ZOO.txt"] = """\
ZGODA RODZICA
Wyrażam zgodę na udział mojego dziecka Sofii Kovalenko, uczennicy klasy 3b,
w wycieczce do Ogrodu Zoologicznego i Afrykarium we Wrocławiu w dniu 16.05.2024 r.
Wyjazd spod szkoły o godz. 8:30, powrót ok. 14:00. Koszt: 45 zł (bilet + przejazd).

Podpis rodzica: O. Kovalenko           Telefon kontaktowy: 573 204 118
"""

FILED["Софія/Школа 2023-2024/Świadectwo klasa 3 - ocena opisowa.txt"] = """\
ŚWIADECTWO UKOŃCZENIA KLASY III
Szkoła Podstawowa nr 45 im. Jana Brzechwy we Wrocławiu
Rok szkolny 2023/2024

Sofiia Kovalenko, urodzona 27.08.2015 w Charkowie (Ukraina)

Ocena opisowa: Sofia bardzo dobrze czyta i rozumie teksty w języku polskim, chętnie
wypowiada się na lekcjach. Z matematyki osiąga wyniki bardzo dobre, sprawnie liczy
w zakresie 1000. Jest koleżeńska, pomaga nowym uczniom z Ukrainy.
Zachowanie: wzorowe.

Na podstawie uchwały rady pedagogicznej z dnia 20 czerwca 2024 r. uczennica otrzymuje
promocję do klasy IV.
Wrocław, 21 czerwca 2024 r.
"""

FILED["Софія/Школа 2024-2025/Lista podręczników klasa 4.txt"] = """\
Szkoła Podstawowa nr 45 im. Jana Brzechwy we Wrocławiu
WYKAZ PODRĘCZNIKÓW – KLASA 4, rok szkolny 2024/2025

Język polski: „Nowe Słowa na start! 4”, Nowa Era
Matematyka: „Matematyka z plusem 4”, GWO
Przyroda: „Tajemnice przyrody 4”, Nowa Era
Historia: „Wczoraj i dziś 4”, Nowa Era
Język angielski: „Brainy 4”, Macmillan
Zeszyty ćwiczeń do matematyki – kupują rodzice (ok. 60 zł)

Wrocław, 26 sierpnia 2024 r.
"""

FILED["Софія/Школа 2024-2025/Plan lekcji 4b.txt"] = """\
PLAN LEKCJI – KLASA 4b, obowiązuje od 09.09.2024
Wychowawczyni: mgr Agnieszka Michalak

Pon: j. polski, matematyka, przyroda, wf, j. angielski, godz. wych.
Wt:  matematyka, j. polski, historia, plastyka, wf
Śr:  j. angielski, j. polski, matematyka, muzyka, technika, religia/etyka
Czw: przyroda, j. polski, informatyka, wf, matematyka
Pt:  j. polski, j. angielski, historia, zajęcia wyrównawcze z j. polskiego (dla uczniów z UA)
"""

FILED["Софія/Школа 2024-2025/Zebranie z rodzicami 2024-11.txt"] = """\
Od: Agnieszka Michalak (wychowawca 4b) – wiadomość w Librusie
Data: 2024-11-18 19:42
Temat: Zebranie z rodzicami 26.11

Szanowni Państwo,
zapraszam na zebranie z rodzicami we wtorek 26 listopada o godz. 17:30, sala 104.
Tematy: oceny za I okres (przewidywane), wycieczka klasowa, mikołajki klasowe (prezent do 30 zł).
Proszę o obecność przynajmniej jednego rodzica.
Z poważaniem, A. Michalak
"""

FILED["Софія/Школа 2024-2025/Zgoda - wyjście do Teatru Lalek.txt"] = """\
ZGODA RODZICA
Wyrażam zgodę na wyjście mojej córki Sofii Kovalenko (kl. 4b) do Wrocławskiego Teatru
Lalek na spektakl „Pinokio” w dniu 11.03.2025 r. w godz. 9:00–12:30.
Koszt biletu: 30 zł – wpłata u skarbnika klasy.

Podpis: Andrii Kovalenko
"""

FILED["Софія/Лікар/Karta szczepień (kopia).txt"] = """\
KARTA SZCZEPIEŃ – kopia dla rodzica
Przychodnia Rodzinna „Zdrowie”, ul. Legnicka 40, Wrocław
Dziecko: Sofiia Kovalenko, ur. 27.08.2015, PESEL 15282714562

Uzupełnienie szczepień wg PSO po przyjeździe z Ukrainy:
- 12.05.2022  DTaP-IPV (dawka przypominająca)
- 12.05.2022  MMR – potwierdzono 2 dawki z dokumentacji ukraińskiej
- 09.10.2023  Grypa (szczepionka donosowa)
- 14.10.2024  Grypa (szczepionka donosowa)

lek. pediatra Małgorzata Kubiak
"""

FILED["Софія/Лікар/Wizyta pediatra 2024-11 angina.txt"] = """\
Przychodnia Rodzinna „Zdrowie”, Wrocław
Porada lekarska – 21.11.2024

Pacjent: Sofiia Kovalenko, 9 l.
Wywiad: gorączka 38,9°C od wczoraj, ból gardła.
Badanie: migdałki powiększone, naloty. Strep-test: dodatni.
Rozpoznanie: J03.0 Angina paciorkowcowa
Zalecenia: Ospen 1000 2× dziennie przez 10 dni, zwolnienie ze szkoły do 29.11.2024.
lek. Małgorzata Kubiak
"""

FILED["Софія/Лікар/Довідка з поліклініки Харків 2021.txt"] = """\
КНП «Міська дитяча поліклініка № 23» Харківської міської ради
м. Харків, вул. Клочківська, 264

ВИПИСКА З МЕДИЧНОЇ КАРТИ (форма 027/о)
Коваленко Софія Андріївна, 27.08.2015 р. н.

Щеплення за календарем: БЦЖ, гепатит В, АКДП (4 дози), поліо (4 дози), КПК (2 дози) —
проведені у повному обсязі.
Хронічних захворювань немає. Алергія: не виявлено.
Група фізичного виховання: основна.

Лікар-педіатр: Литвиненко Т. В.
15 вересня 2021 р.
"""

FILED["Софія/Басейн/Umowa - Szkoła Pływania Delfinek.txt"] = """\
SZKOŁA PŁYWANIA „DELFINEK” s.c.
Pływalnia Kłokoczyce, ul. Kłokoczycka 3, Wrocław

DEKLARACJA UCZESTNICTWA – sezon 2024/2025
Uczestnik: Sofiia Kovalenko, ur. 2015
Grupa: średnio zaawansowana, wtorek i czwartek 17:00–17:45
Opłata: 200 zł miesięcznie, płatne do 10. dnia miesiąca
Rodzic/opiekun: Olena Kovalenko, tel. 573 204 118
Data: 02.09.2024
"""

FILED["Софія/Басейн/Harmonogram zajęć wiosna 2025.txt"] = """\
Szkoła Pływania Delfinek – harmonogram, semestr wiosenny 2025
Grupa średnio zaawansowana (instruktor: Kamil)

Zajęcia od 04.02.2025 do 26.06.2025, wt./czw. 17:00
Brak zajęć: 15.04–22.04 (przerwa świąteczna), 01.05, 19.06
Zawody klubowe „Mały Delfin”: sobota 14.06.2025, godz. 10:00 – zapisy u instruktora
"""

# ---------------------------------------------------------------- Галина (бабуся, Харків)
FILED["Галина/Документи/Паспорт Галини (копія).txt"] = """\
ПАСПОРТ ГРОМАДЯНИНА УКРАЇНИ
Серія МК № 417309

Коваленко
Галина Іванівна
Дата народження: 2 листопада 1951 року
Місце народження: с. Мала Данилівка, Дергачівський р-н, Харківська обл.
Виданий: Київським РВ ХМУ ГУМВС України в Харківській обл., 19 січня 2001 року
Місце проживання: м. Харків, вул. Клочківська, буд. 190, кв. 47
"""

FILED["Галина/Документи/РНОКПП Галини.txt"] = """\
ДЕРЖАВНА ПОДАТКОВА СЛУЖБА УКРАЇНИ
КАРТКА ПЛАТНИКА ПОДАТКІВ

Реєстраційний номер облікової картки платника податків: 1884203561
Прізвище: КОВАЛЕНКО
Ім'я: ГАЛИНА
По батькові: ІВАНІВНА
Дата народження: 02.11.1951
"""

FILED["Галина/Пенсія/Пенсійне посвідчення.txt"] = """\
ПЕНСІЙНИЙ ФОНД УКРАЇНИ
ПЕНСІЙНЕ ПОСВІДЧЕННЯ № 2014-0873526

Коваленко Галина Іванівна
Вид пенсії: за віком
Призначено: з 02.11.2006, довічно
Головне управління ПФУ в Харківській області
"""

FILED["Галина/Пенсія/Довідка про розмір пенсії 2024.txt"] = """\
ГОЛОВНЕ УПРАВЛІННЯ ПЕНСІЙНОГО ФОНДУ УКРАЇНИ В ХАРКІВСЬКІЙ ОБЛАСТІ

ДОВІДКА про розмір пенсії
Видана 11 квітня 2024 р. (сформована через вебпортал ПФУ)

Коваленко Галина Іванівна, РНОКПП 1884203561
Вид пенсії: за віком. Перебуває на обліку з 02.11.2006.
Розмір пенсії з 01.03.2024: 5 842,17 грн
у т. ч. індексація 2024 р.: 287,40 грн
Спосіб виплати: АТ «Ощадбанк», поточний рахунок
"""

FILED["Галина/Пенсія/Перерахунок березень 2025.txt"] = """\
Повідомлення про перерахунок пенсії
ГУ ПФУ в Харківській області, 6 березня 2025 р.

Шановна Галино Іванівно!
Відповідно до постанови КМУ від 25.02.2025 № 209 з 1 березня 2025 р. проведено
індексацію пенсії (коефіцієнт 1,115).
Розмір пенсії до індексації: 5 842,17 грн
Розмір пенсії з 01.03.2025: 6 213,05 грн
"""

FILED["Галина/Ліки та лікарі/Выписка кардиолог 2024.txt"] = """\
КНП ХОР «Обласний клінічний центр кардіології»
Консультативна поліклініка, г. Харьков

КОНСУЛЬТАЦИЯ КАРДИОЛОГА, 17 октября 2024 г.
Пациент: Коваленко Галина Ивановна, 72 года
Жалобы: головокружение, повышение давления до 170/95 утром.
Диагноз: Гипертоническая болезнь II ст., риск 3. ИБС: стенокардия напряжения, ФК II.
Рекомендовано:
- Амлодипин 5 мг утром
- Лозартан 50 мг вечером
- Аторвастатин 20 мг вечером
- контроль АД дважды в день, дневник
Повторный осмотр через 3 месяца.
Врач: Мирошниченко О. В.
"""

FILED["Галина/Ліки та лікарі/Список ліків мамы.txt"] = """\
Лекарства мамы (Галина Ивановна) — обновлено 03.02.2025

Утро: Амлодипин 5 мг — 1 таб.
      Метформин 500 мг — 1 таб. после еды
Вечер: Лозартан 50 мг — 1 таб.
       Аторвастатин 20 мг — 1 таб.
       Метформин 500 мг — 1 таб.
При давлении выше 180: Каптоприл 25 мг под язык.

Покупает в «Подорожнику» на Клочковской, скидка по пенсионной карте.
"""

FILED["Галина/Ліки та лікарі/Аналізи Сінево 2025-01.txt"] = """\
СІНЕВО Україна — медична лабораторія
м. Харків, пр. Науки, 14

Пацієнт: КОВАЛЕНКО ГАЛИНА ІВАНІВНА, 02.11.1951, Ж
Дата забору: 22.01.2025

Глюкоза (плазма)          7,1   ммоль/л   (3,9 – 6,1)   ↑
Глікований гемоглобін     6,9   %          (< 6,0)       ↑
Холестерин загальний      5,4   ммоль/л   (< 5,2)       ↑
Креатинін                 84    мкмоль/л  (45 – 84)

Результат перевірено: лікар-лаборант Бойко Н. С.
"""

FILED["Галина/Квартира Харків/Харківгаз 2025-01.txt"] = """\
ТОВ «Харківська обласна газова компанія» (Нафтогаз — Газ України)
РАХУНОК за січень 2025 р.

Особовий рахунок: 0308127746
Споживач: Коваленко Галина Іванівна
Адреса: м. Харків, вул. Клочківська, 190, кв. 47

Показники лічильника: попередні 18 204, поточні 18 262, спожито 58 м³
Тариф: 7,96 грн/м³           До сплати за газ: 461,68 грн
Розподіл газу (Харківгаз): 1,39 грн/м³ × 38,8 м³     54,00 грн
Разом до сплати: 515,68 грн, сплатити до 20.02.2025
"""

FILED["Галина/Квартира Харків/Харківводоканал 2024-12.txt"] = """\
КП «Харківводоканал»
Квитанція за грудень 2024 року

Особовий рахунок № 4417803
Коваленко Г. І., вул. Клочківська, 190, кв. 47, м. Харків

Холодна вода:   3,2 м³ × 24,17 грн = 77,34 грн
Водовідведення: 3,2 м³ × 18,60 грн = 59,52 грн
Абонплата: 34,99 грн
До сплати: 171,85 грн
Сплачено 06.01.2025 з картки monobank (платник: Коваленко Андрій)
"""

FILED["Галина/Квартира Харків/Квитанція ОСББ листопад 2024.txt"] = """\
ОСББ «Клочківська 190»
Рахунок-квитанція за листопад 2024 р.

Квартира 47, площа 52,4 м²
Власник: Коваленко Галина Іванівна

Утримання будинку: 52,4 м² × 6,20 грн = 324,88 грн
Ремонтний фонд (ремонт даху після обстрілу): 150,00 грн
Вивіз сміття: 38,00 грн
Разом: 512,88 грн
Сплатити до 20 грудня 2024 р. Рахунок ОСББ: UA22 3052 9900 0002 6003 0101 4487
"""

# ---------------------------------------------------------------- Квартира Вроцлав
FILED["Квартира Вроцлав/Umowa najmu/Umowa najmu Legnicka 58-14.txt"] = """\
UMOWA NAJMU LOKALU MIESZKALNEGO
zawarta dnia 25.04.2022 r. we Wrocławiu pomiędzy:
Markiem Zielińskim, zam. ul. Kasprowicza 7, Wrocław (Wynajmujący)
a
Andrii Kovalenko i Oleną Kovalenko (Najemcy)

§1 Przedmiotem najmu jest lokal nr 14 przy ul. Legnickiej 58 we Wrocławiu, 2 pokoje, 48 m².
§2 Czynsz najmu: 2 300 zł miesięcznie + opłaty administracyjne wg wspólnoty (obecnie 480 zł),
    płatne do 10. dnia miesiąca na rachunek Wynajmującego.
§3 Kaucja: 2 300 zł.
§4 Media (prąd, gaz, internet) Najemcy opłacają bezpośrednio u dostawców.
§5 Umowa zawarta na czas określony do 30.04.2023 r., z możliwością przedłużenia.
"""

FILED["Квартира Вроцлав/Umowa najmu/Aneks nr 2 - przedłużenie 2024.txt"] = """\
ANEKS NR 2 do umowy najmu z dnia 25.04.2022 r.
Wrocław, 15.04.2024

Strony przedłużają umowę najmu lokalu przy ul. Legnickiej 58/14 do dnia 30.04.2026 r.
Czynsz najmu od 01.05.2024 r.: 2 500 zł miesięcznie.
Pozostałe postanowienia bez zmian.

Marek Zieliński                Andrii Kovalenko                Olena Kovalenko
"""

FILED["Квартира Вроцлав/Рахунки/Tauron 2025-03.txt"] = """\
TAURON Sprzedaż sp. z o.o.
FAKTURA VAT nr 25/03/P/0418827311
Data wystawienia: 14.03.2025

Nabywca: Andrii Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław
Numer klienta: 2031184562     PPE: 590310600001148273
Okres rozliczeniowy: 01.01.2025 – 28.02.2025
Zużycie: 412 kWh, taryfa G11

Sprzedaż energii         254,19 zł
Dystrybucja              171,40 zł
Razem brutto:            425,59 zł
Termin płatności: 28.03.2025
"""

FILED["Квартира Вроцлав/Рахунки/Tauron 2025-05.txt"] = """\
TAURON Sprzedaż sp. z o.o.
FAKTURA VAT nr 25/05/P/0422153099
Data wystawienia: 13.05.2025

Nabywca: Andrii Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław
Numer klienta: 2031184562     PPE: 590310600001148273
Okres rozliczeniowy: 01.03.2025 – 30.04.2025
Zużycie: 356 kWh, taryfa G11

Razem brutto: 371,22 zł
Termin płatności: 27.05.2025
"""

FILED["Квартира Вроцлав/Рахунки/Orange Światłowód 2025-05.txt"] = """\
Orange Polska S.A.
Al. Jerozolimskie 160, 02-326 Warszawa

Faktura VAT nr F/2025/05/77184220
Data wystawienia: 05.05.2025
Klient: Olena Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław, nr klienta 1.84417330

Orange Światłowód 600 Mb/s + Orange TV Smart     okres 05.05–04.06.2025
Do zapłaty: 85,00 zł brutto    Termin: 19.05.2025
"""

FILED["Квартира Вроцлав/Рахунки/Orange Światłowód 2025-06.txt"] = """\
Orange Polska S.A.
Al. Jerozolimskie 160, 02-326 Warszawa

Faktura VAT nr F/2025/06/78302611
Data wystawienia: 05.06.2025
Klient: Olena Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław, nr klienta 1.84417330

Orange Światłowód 600 Mb/s + Orange TV Smart     okres 05.06–04.07.2025
Do zapłaty: 85,00 zł brutto    Termin: 19.06.2025
"""

FILED["Квартира Вроцлав/Рахунки/PGNiG gaz 2025-02.txt"] = """\
PGNiG Obrót Detaliczny sp. z o.o.
Faktura VAT nr P/22018834/0012/25
Data wystawienia: 10.02.2025

Odbiorca: Andrii Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław
Grupa taryfowa: W-1.1 (kuchenka gazowa)
Okres: 01.10.2024 – 31.01.2025, zużycie 38 m³ (421 kWh)

Należność: 148,62 zł       Termin: 24.02.2025
"""

FILED["Квартира Вроцлав/Рахунки/Czynsz czerwiec 2025 - potwierdzenie.txt"] = """\
PKO BP – Potwierdzenie wykonania przelewu
Data operacji: 09.06.2025
Z rachunku: 12 1020 5226 0000 6102 0417 7895 (OLENA KOVALENKO)
Na rachunek: 61 1140 2004 0000 3802 7748 1120
Odbiorca: MAREK ZIELIŃSKI
Tytuł: Czynsz najmu + opłaty – czerwiec 2025 – Legnicka 58/14
Kwota: 2 980,00 PLN
Status: zrealizowany
"""

# ---------------------------------------------------------------- Авто
FILED["Авто/Страховка/PZU OC 2024-2025.txt"] = """\
PZU SA – POLISA nr 1045873321
Ubezpieczenie OC posiadaczy pojazdów mechanicznych

Ubezpieczający/Właściciel: Andrii Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław
Pojazd: SKODA OCTAVIA III 1.6 TDI, rok prod. 2014, nr rej. DW 7K315, VIN TMBAG7NE5E0123847
Okres ubezpieczenia: 02.09.2024 – 01.09.2025
Składka: 1 124,00 zł, płatna jednorazowo
Zniżki: 30% (udokumentowana historia ubezpieczeniowa z Ukrainy)
"""

FILED["Авто/Страховка/Assistance PZU Pomoc.txt"] = """\
PZU Pomoc w Podróży / Assistance – Certyfikat do polisy 1045873321
Pojazd: DW 7K315
Zakres: holowanie do 150 km na terenie RP, naprawa na miejscu, samochód zastępczy 3 dni
Infolinia 24h: +48 22 566 55 55
Ważność: 02.09.2024 – 01.09.2025
"""

FILED["Авто/Витрати/Przegląd techniczny 2025-03.txt"] = """\
Stacja Kontroli Pojazdów DEKRA, ul. Strzegomska 46, Wrocław
Zaświadczenie o przeprowadzonym badaniu technicznym pojazdu nr 0187/SKP/2025

Pojazd: Skoda Octavia, DW 7K315
Data badania: 14.03.2025     Wynik: pozytywny
Następne badanie: 14.03.2026
Przebieg: 231 418 km
Opłata: 149,00 zł
"""

FILED["Авто/Витрати/Wymiana oleju - Auto-Serwis Kowalczyk.txt"] = """\
AUTO-SERWIS KOWALCZYK, ul. Na Ostatnim Groszu 12, Wrocław
Paragon fiskalny nr 2841 z dnia 22.02.2025

Skoda Octavia DW 7K315, przebieg 229 870 km
Olej Castrol Edge 5W-30 4,3 l ........ 219,00
Filtr oleju ........................... 42,00
Filtr powietrza ....................... 58,00
Robocizna ............................. 80,00
SUMA PLN .............................. 399,00
Płatność: karta
"""

FILED["Авто/Витрати/Orlen paliwo 2025-04-05.txt"] = """\
PKN ORLEN S.A. Stacja nr 4172
ul. Legnicka 175, Wrocław
PARAGON FISKALNY  2025-04-05 17:48  nr 118/4402

ON Efecta Diesel  42,18 l × 6,19 = 261,09 A
SUMA PLN 261,09
Karta VITAY: +261 pkt
"""

FILED["Авто/Витрати/Myjnia i opony 2024-11.txt"] = """\
Wulkanizacja „Koło”, ul. Pilczycka 20, Wrocław – 09.11.2024
Skoda DW 7K315 – wymiana opon letnie → zimowe, wyważanie 4 szt., przechowanie opon letnich
Razem: 220,00 zł (gotówka)
Opony letnie w przechowalni – numer kwitu 3318
"""

# ---------------------------------------------------------------- Податки
FILED["Податки/PIT 2023/PIT-11 2023 Trans-Pol.txt"] = """\
PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY
za rok 2023

Płatnik: Trans-Pol Logistyka sp. z o.o., NIP 8961571234
Podatnik: KOVALENKO ANDRII, PESEL 83060913571
Urząd skarbowy: Drugi Urząd Skarbowy Wrocław-Fabryczna

Przychód ze stosunku pracy: 53 410,00 zł
Koszty uzyskania przychodu: 3 000,00 zł
Składki na ubezpieczenia społeczne: 7 323,05 zł
Zaliczka na podatek pobrana przez płatnika: 1 982,00 zł
Składka zdrowotna: 4 148,10 zł

Data sporządzenia: 19.02.2024
"""

FILED["Податки/PIT 2023/PIT-11 2023 Saldo.txt"] = """\
PIT-11 za rok 2023
Płatnik: Biuro Rachunkowe Saldo sp. z o.o., NIP 8971890214
Podatnik: KOVALENKO OLENA, PESEL 86021412348

Przychód ze stosunku pracy: 74 400,00 zł
Koszty uzyskania przychodu: 3 000,00 zł
Składki na ubezpieczenia społeczne: 10 200,24 zł
Zaliczka pobrana przez płatnika: 3 890,00 zł
Data sporządzenia: 26.01.2024
"""

FILED["Податки/PIT 2023/UPO PIT-37 2023.txt"] = """\
Urzędowe Poświadczenie Odbioru dokumentu elektronicznego
Ministerstwo Finansów – e-Deklaracje / Twój e-PIT

Identyfikator dokumentu: 4a7f19c2e0b13d8a55e2
Nazwa dokumentu: PIT-37 (29) – rok 2023, wspólne rozliczenie małżonków
Podatnik: KOVALENKO OLENA, małżonek: KOVALENKO ANDRII
Ulga na dziecko (PIT/O): Sofiia Kovalenko – 1 112,04 zł
Kwota do zwrotu: 2 846,00 zł
Data wpływu: 2024-03-04 21:17:32
"""

FILED["Податки/PIT 2024/PIT-11 2024 Saldo.txt"] = """\
PIT-11 za rok 2024
Płatnik: Biuro Rachunkowe Saldo sp. z o.o., NIP 8971890214
Podatnik: KOVALENKO OLENA, PESEL 86021412348

Przychód ze stosunku pracy: 81 600,00 zł
Koszty uzyskania przychodu: 3 000,00 zł
Składki na ubezpieczenia społeczne: 11 187,36 zł
Zaliczka pobrana przez płatnika: 4 512,00 zł
Data sporządzenia: 24.01.2025
"""

FILED["Податки/PIT 2024/Notatka - rozliczenie 2024.txt"] = """\
PIT за 2024 — що треба:
- PIT-11 Saldo ✔ (прийшов 24.01)
- PIT-11 Trans-Pol — Андрій, чекаємо (до кінця лютого)
- мій PIT-36 за ДГ (фріланс з жовтня 2024) — окремо, не разом з PIT-37!
- ulga na dziecko — Софія
- 1,5% — на фонд «Ukraine Kids Help»? перевірити KRS
Подати до 30 квітня 2025.
"""

# ---------------------------------------------------------------- Банк
FILED["Банк/PKO wyciąg 2025-04.txt"] = """\
PKO Bank Polski – Wyciąg z rachunku nr 04/2025
Rachunek: PKO Konto za Zero 12 1020 5226 0000 6102 0417 7895
Właściciele: OLENA KOVALENKO, ANDRII KOVALENKO
Okres: 01.04.2025 – 30.04.2025

Saldo początkowe:                  4 812,33 PLN
01.04  Karta inFakt                  -60,27
05.04  Karta ORLEN 4172             -261,09
09.04  Przelew: Marek Zieliński    -2 980,00
10.04  Wynagrodzenie Saldo          5 405,22
10.04  Wynagrodzenie Trans-Pol      5 290,40
15.04  BIEDRONKA 3382               -187,45
28.04  Przelew na Monobank (mama)   -800,00
Saldo końcowe:                     11 021,14 PLN
"""

FILED["Банк/PKO wyciąg 2025-05.txt"] = """\
PKO Bank Polski – Wyciąg z rachunku nr 05/2025
Rachunek: 12 1020 5226 0000 6102 0417 7895
Właściciele: OLENA KOVALENKO, ANDRII KOVALENKO
Okres: 01.05.2025 – 31.05.2025

Saldo początkowe:                 11 021,14 PLN
09.05  Przelew: Marek Zieliński    -2 980,00
10.05  Wynagrodzenie Saldo          5 405,22
10.05  Wynagrodzenie Trans-Pol      5 377,80
14.05  Wpływ: Auto-Serwis Kowalczyk   700,00 (FV 4/2025)
16.05  Wpływ: Petrenko Beauty         350,00 (FV 5/2025)
27.05  TAURON                        -371,22
Saldo końcowe:                    18 921,42 PLN
"""

FILED["Банк/Monobank виписка 2025-Q1.txt"] = """\
monobank | Universal Bank
Statement / Виписка по картковому рахунку
Client: Kovalenko Andrii     Card: 5375 41** **** 2210 (UAH)
Period: 01.01.2025 – 31.03.2025

06.01.2025  Комунальні: Харківводоканал (кв. мами)   -171,85 UAH
28.01.2025  Поповнення з PKO (Wise)                   +7 540,00 UAH
29.01.2025  Переказ: Коваленко Галина                  -5 000,00 UAH
20.02.2025  Харківгаз                                   -515,68 UAH
27.02.2025  Переказ: Коваленко Галина                  -5 000,00 UAH
03.03.2025  Банка «Повернись живим»                     -500,00 UAH
Balance 31.03.2025: 2 318,44 UAH
"""

# ---------------------------------------------------------------- Бюджет
_INCOME = [("Зарплата Олена (Saldo)", 5405.22), ("Зарплата Андрій (Trans-Pol)", 5290.40)]
FILED["Бюджет/Бюджет 2025-04.xlsx"] = _budget_xlsx(
    "2025-04",
    [*_INCOME, ("Фріланс", 1050.0), ("800+ на Софію", 800.0)],
    [
        ("Оренда + адміністрація", 2980.0),
        ("Продукти", 1850.0),
        ("Світло/газ/інтернет", 85.0),
        ("Авто (паливо)", 520.0),
        ("Басейн Софії", 200.0),
        ("Бабусі в Харків", 800.0),
        ("Донати", 150.0),
    ],
)
FILED["Бюджет/Бюджет 2025-05.xlsx"] = _budget_xlsx(
    "2025-05",
    [*_INCOME, ("Фріланс", 1050.0), ("800+ на Софію", 800.0)],
    [
        ("Оренда + адміністрація", 2980.0),
        ("Продукти", 1920.0),
        ("Світло/газ/інтернет", 456.22),
        ("Авто (паливо)", 480.0),
        ("Басейн Софії", 200.0),
        ("Бабусі в Харків", 800.0),
        ("Подарунок на день народження", 150.0),
    ],
)
FILED["Бюджет/Бюджет 2025-06.xlsx"] = _budget_xlsx(
    "2025-06",
    [*_INCOME, ("Фріланс", 1050.0), ("800+ на Софію", 800.0)],
    [
        ("Оренда + адміністрація", 2980.0),
        ("Продукти", 1790.0),
        ("Світло/газ/інтернет", 85.0),
        ("Авто (паливо)", 560.0),
        ("Басейн Софії", 200.0),
        ("Бабусі в Харків", 800.0),
        ("Закопане — завдаток", 600.0),
    ],
)

# ---------------------------------------------------------------- Подорожі
FILED["Подорожі/2024-08 Гданськ/Bilety PKP Wrocław - Gdańsk.txt"] = """\
PKP Intercity – BILET INTERNETOWY
Nr biletu: eIC 84117203
IC 5320 „Kaszub”   Wrocław Główny 07:12 → Gdańsk Główny 13:05
Data: 10.08.2024   Wagon 9, miejsca 45, 46, 47 (2 kl.)
Podróżni: 2 × normalny, 1 × dziecko (ulga 37%)
Powrót: IC 3521 Gdańsk Główny 15:40 → Wrocław Główny 21:38, 15.08.2024
Cena łączna: 412,60 zł
"""

FILED["Подорожі/2024-08 Гданськ/Apartament Motława - rezerwacja.eml"] = _eml(
    [
        ("From", "Booking.com <noreply@booking.com>"),
        ("To", "olena.kovalenko86@gmail.com"),
        ("Date", "Tue, 25 Jun 2024 21:04:11 +0200"),
        ("Subject", "=?utf-8?q?Potwierdzenie_rezerwacji_=E2=80=93_Apartament_Mot=C5=82awa?="),
        ("Message-ID", "<20240625190411.88412@booking.com>"),
    ],
    """Dziękujemy, Olena! Twoja rezerwacja w Gdańsku jest potwierdzona.

Apartament Motława Old Town
ul. Chmielna 10/4, 80-748 Gdańsk
Zameldowanie: sobota, 10 sierpnia 2024 (od 15:00)
Wymeldowanie: czwartek, 15 sierpnia 2024 (do 11:00)
Goście: 2 dorosłych, 1 dziecko (8 lat)
Numer potwierdzenia: 4127.883.019   PIN: 2210
Cena całkowita: 2 150 zł (płatność na miejscu)
""",
)
FILED["Подорожі/2024-08 Гданськ/IMG_3301.JPG"] = _jpg("2024:08:11 12:14:37", (70, 130, 190), 1)
FILED["Подорожі/2024-08 Гданськ/IMG_3342.JPG"] = _jpg("2024:08:14 18:51:02", (200, 170, 110), 2)

FILED["Подорожі/2024-12 Прага/FlixBus Wrocław - Praha.txt"] = """\
FlixBus – Booking confirmation #3108442271
Wrocław (Dworzec Autobusowy) 08:15 → Praha (ÚAN Florenc) 13:05
Friday, 27 December 2024
Passengers: Olena Kovalenko, Andrii Kovalenko, Sofiia Kovalenko (child)
Return: Praha ÚAN Florenc 16:30 → Wrocław 21:20, Monday, 30 December 2024
Total: 396,00 PLN (paid with card)
"""

FILED["Подорожі/2024-12 Прага/Hotel Moucha - booking.txt"] = """\
Hotel Moucha, Dlouhá 12, Praha 1 – Reservation confirmation
Guest: Olena Kovalenko
Arrival: 27.12.2024   Departure: 30.12.2024   (3 nights)
Room: Family room with breakfast, 2 adults + 1 child
Total price: 11 400 CZK, payable at the hotel
Free cancellation until 20 December 2024
"""

FILED["Подорожі/2024-12 Прага/IMG_4410.JPG"] = _jpg("2024:12:28 15:22:09", (150, 150, 170), 3)

FILED["Подорожі/2025-07 Закопане/Bilety PKP Intercity Wrocław - Zakopane.txt"] = """\
PKP Intercity – BILET INTERNETOWY
Nr biletu: eIC 91830552
TLK 63100 „Karkonosze” Wrocław Główny 21:58 → Zakopane 07:40 (kuszetka)
Data wyjazdu: 11.07.2025   Wagon 12, miejsca 61–63
Podróżni: Olena, Andrii, Sofiia Kovalenko
Powrót: TLK 36100 Zakopane 20:05 (19.07.2025) → Wrocław Główny 06:12 (20.07.2025)
Cena łączna: 688,40 zł
"""

FILED["Подорожі/2025-07 Закопане/Список речей.txt"] = """\
Закопане — що взяти (12–19 липня)

- трекінгові черевики (Софії нові — розносити!)
- дощовики ×3, флiски
- аптечка: пластирі, ібупрофен, від алергії Софії
- зарядки, павербанк
- паспорти + karty pobytu
- термос, ланчбокси
- купити квитки на Каспровий Верх онлайн заздалегідь
"""

# ---------------------------------------------------------------- Фото
FILED["Фото/2024/IMG-20240420-WA0004.jpg"] = _jpg("2024:04:20 13:02:44", (120, 180, 90), 4)
FILED["Фото/2024/20240601_121530.jpg"] = _jpg("2024:06:01 12:15:30", (230, 200, 80), 5)
FILED["Фото/2024/20240915_163210.jpg"] = _jpg("2024:09:15 16:32:10", (90, 140, 70), 6)
FILED["Фото/2024/IMG_4388.JPG"] = _jpg("2024:12:01 11:07:55", (180, 60, 60), 7)
FILED["Фото/2025/IMG-20250101-WA0001.jpg"] = _jpg("2025:01:01 00:12:41", (40, 40, 90), 8)
FILED["Фото/2025/20250420_110512.jpg"] = _jpg("2025:04:20 11:05:12", (220, 210, 170), 9)
FILED["Фото/2025/IMG_5011.JPG"] = _jpg("2025:06:01 10:40:03", (110, 170, 210), 10)

# ---------------------------------------------------------------- Рецепти
FILED["Рецепти/Борщ.txt"] = """\
Борщ (як у мами)

Бульйон: 600 г свинини на кістці, 3 л води, варити 1,5 год.
Буряк 2 шт — соломкою, тушкувати з 1 ст. л. оцту і ложкою томатної пасти.
Морква, цибуля — засмажка на салі.
Картопля 4 шт, капуста 1/4 голови.
В кінці: часник з салом, кріп, лавровий лист. Настояти 30 хв.
Подавати зі сметаною і пампушками.
"""

FILED["Рецепти/Вареники з вишнями.txt"] = """\
Вареники з вишнями
Тісто: 3 скл. борошна, 1 скл. теплої води, 1 яйце, дрібка солі, 2 ст. л. олії.
Начинка: 500 г вишень без кісточок (заморожені — відцідити сік), цукор по 1/2 ч. л. у кожен.
Варити 3–4 хв після спливання. Сік з вишень + цукор — соус.
"""

FILED["Рецепти/Pierogi ruskie od pani Basi.txt"] = """\
Pierogi ruskie – przepis sąsiadki pani Basi (3 piętro)
1 kg ziemniaków, 500 g twarogu półtłustego, 2 duże cebule, sól, dużo pieprzu.
Ciasto: 500 g mąki, 250 ml gorącej wody, 2 łyżki masła.
Cebulę zeszklić, połowę do farszu, połowę na wierzch.
„Nie żałuj pieprzu, Olenko!”
"""

FILED["Рецепти/Голубці.txt"] = """\
Голубці
Капуста молода 1 голова — бланшувати листя.
Фарш: 500 г свинини+яловичини, 1 скл. напівготового рису, цибуля, морква.
Викласти в каструлю, залити томатним соусом зі сметаною, тушкувати 1 год.
"""

# ---------------------------------------------------------------- Книги
FILED["Книги/Амадока - нотатки.txt"] = """\
Софія Андрухович, «Амадока» (2020)
Читала: листопад 2024 — січень 2025

Три шари: сучасність (Богдан без пам'яті, Романа), 1920–30-ті (Віктор Петров і Домонтович),
Голокост у Бучачі. Про пам'ять, яку вигадують і яку відбирають.
Цитата: «Пам'ять — це не архів, а жива рана».
Оцінка: 9/10. Товста, але варта. Передала Ірі.
"""

FILED["Книги/Atomic Habits - notes.txt"] = """\
James Clear — Atomic Habits
Read: March 2025 (audiobook, on the tram)

- 1% better every day; systems > goals
- Habit loop: cue, craving, response, reward
- Make it obvious / attractive / easy / satisfying
- Habit stacking: "after I pour coffee, I review yesterday's bank entries"
Try: 10 min Polish grammar after Sofia goes to bed.
"""

FILED["Книги/Tokarczuk - Bieguni.txt"] = """\
Olga Tokarczuk, „Bieguni”
Czytałam po polsku (z słownikiem!) – maj 2025.
Fragmentaryczna, o podróżowaniu i ciele. Najlepszy rozdział: Kunicki – żona i syn znikają
na Wyspie. Dla mojego polskiego trudne, ale piękne zdania.
Моя оцінка: 7/10.
"""

# ---------------------------------------------------------------- Волонтерство
FILED["Волонтерство/Повернись живим - квитанція 2024.txt"] = """\
Благодійний фонд «Повернись живим»
Квитанція про благодійний внесок

Платник: Коваленко Олена
Дата: 24.08.2024
Сума: 1 000,00 грн
Призначення: Благодійний внесок на підтримку Сил оборони України
Дякуємо! Разом до перемоги.
"""

FILED["Волонтерство/Фонд Притули - дякуємо.txt"] = """\
Від: Фонд Сергія Притули <info@prytulafoundation.org>
Дата: 15 січня 2025 р.
Тема: Дякуємо за ваш внесок!

Олено, дякуємо за ваш щомісячний внесок 300 грн на збір «Дрони для бригад».
За грудень 2024 фонд передав 1 240 FPV-дронів.
"""

FILED["Волонтерство/Zbiórka szkoła - paczki dla Ukrainy.txt"] = """\
SP nr 45 – Samorząd Uczniowski
Zbiórka „Paczka dla Charkowa” – 2–13 grudnia 2024

Dziękujemy rodzinie Kovalenko za przekazanie: 2 śpiwory, latarki czołowe ×4,
powerbank, leki opatrunkowe. Transport: Fundacja „Wrocław dla Ukrainy”, 16.12.2024.
Koordynator: p. Ewa Jasińska
"""

# ---------------------------------------------------------------- Гарантії та інструкції
FILED["Гарантії та інструкції/Pralka Bosch - gwarancja.txt"] = """\
KARTA GWARANCYJNA
BSH Sprzęt Gospodarstwa Domowego sp. z o.o.
Produkt: pralka Bosch Serie 4 WAN2427EPL, nr seryjny FD 0311 004127
Data zakupu: 19.03.2024, sklep: RTV EURO AGD, Wrocław Magnolia Park, paragon 22/1183
Okres gwarancji: 24 miesiące (do 19.03.2026) + 10 lat na silnik
Serwis: 22 570 20 00
"""

FILED["Гарантії та інструкції/Laptop Lenovo - faktura i gwarancja.txt"] = """\
x-kom sp. z o.o. – Faktura VAT FS/2024/09/118473, 03.09.2024
Nabywca: Olena Kovalenko, ul. Legnicka 58/14, Wrocław (osoba prywatna)
Lenovo IdeaPad Slim 3 15IAH8, i5-12450H/16GB/512GB, S/N PF4XK2L1 – 2 399,00 zł
Gwarancja producenta: 24 miesiące, door-to-door (do 03.09.2026)
"""

FILED["Гарантії та інструкції/Ekspres DeLonghi - instrukcja skrót.txt"] = """\
De'Longhi Magnifica S ECAM22.110 – skrót instrukcji (moje notatki)
- odkamienianie: gdy świeci lampka, płyn EcoDecalk 100 ml + woda do poz. MAX, program ~25 min
- twardość wody we Wrocławiu: 3 (ustawione)
- czyszczenie zaparzacza: co tydzień pod bieżącą wodą, bez detergentu
Gwarancja do 11.2025 (paragon w szufladzie z papierami)
"""


# ================================================================ INBOX
INBOX: dict[str, tuple[str | bytes, str]] = {}

INBOX["inbox/scan_0012.txt"] = (
    """\
PIT-11 INFORMACJA O DOCHODACH ORAZ O POBRANYCH ZALICZKACH NA PODATEK DOCHODOWY
za rok 2024

Płatnik: Trans-Pol Logistyka sp. z o.o., ul. Logistyczna 6, 55-040 Bielany Wrocławskie
NIP 8961571234
Podatnik: KOVALENKO ANDRII, PESEL 83060913571, ul. Legnicka 58/14, 54-203 Wrocław
Urząd skarbowy: Drugi Urząd Skarbowy Wrocław-Fabryczna

Przychód ze stosunku pracy: 69 880,00 zł
Koszty uzyskania przychodu: 3 000,00 zł
Składki na ubezpieczenia społeczne: 9 580,55 zł
Zaliczka na podatek pobrana przez płatnika: 2 944,00 zł
Składka zdrowotna: 5 427,10 zł

Data sporządzenia: 25.02.2025
""",
    "Податки/PIT 2024/",
)

INBOX["inbox/Librus - wiadomość.txt"] = (
    """\
Od: Agnieszka Michalak (wychowawca 4b)
Data: 2025-01-22 20:05
Temat: Koniec I semestru – oceny i ferie

Szanowni Państwo,
przypominam, że klasyfikacja za I semestr odbędzie się 29 stycznia 2025 r.
Oceny śródroczne będą widoczne w Librusie od 30.01. Spotkanie z rodzicami: czwartek 30.01
o 17:30, sala 104. Ferie zimowe na Dolnym Śląsku: 3–14 lutego 2025.
Sofia – bardzo ładne postępy z języka polskiego, proponowana ocena: dobry.
Pozdrawiam, A. Michalak
""",
    "Софія/Школа 2024-2025/",
)

INBOX["inbox/FV_8_2025.docx"] = (
    _invoice_docx(
        "8/2025",
        "30.06.2025",
        [
            "Auto-Serwis Kowalczyk Jan Kowalczyk",
            "ul. Na Ostatnim Groszu 12, 54-207 Wrocław",
            "NIP 8941203987",
        ],
        [
            ["1", "Prowadzenie KPiR i rozliczenie VAT – czerwiec 2025", "1", "600,00", "600,00"],
            ["2", "Lista płac (3 pracowników)", "1", "150,00", "150,00"],
        ],
        "750,00 zł",
        "14.07.2025",
    ),
    "Олена/Фріланс/Faktury wystawione/",
)

INBOX["inbox/faktura_2025_06_0418.txt"] = (
    """\
EMPIK S.A., ul. Marszałkowska 116/122, 00-017 Warszawa, NIP 5260207427
FAKTURA VAT nr FVE/2025/06/0418
Data wystawienia: 12.06.2025   Data sprzedaży: 12.06.2025

Nabywca: Olena Kovalenko Usługi Księgowe, ul. Legnicka 58/14, 54-203 Wrocław,
NIP 8992945123

1. Książka: „Rachunkowość finansowa. Ujęcie praktyczne” – Gos W., wyd. 2025   1 szt.
   netto 118,10 zł   VAT 5% 5,90 zł   brutto 124,00 zł
Razem do zapłaty: 124,00 zł – zapłacono kartą (sklep internetowy empik.com)
""",
    "Олена/Фріланс/Faktury kosztowe/",
)

INBOX["inbox/Orange_lipiec.txt"] = (
    """\
Orange Polska S.A.
Faktura VAT nr F/2025/07/79411072
Data wystawienia: 05.07.2025
Klient: Olena Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław, nr klienta 1.84417330

Orange Światłowód 600 Mb/s + Orange TV Smart     okres 05.07–04.08.2025
Do zapłaty: 85,00 zł    Termin: 19.07.2025
""",
    "Квартира Вроцлав/Рахунки/",
)

INBOX["inbox/Potwierdzenie rezerwacji.eml"] = (
    _eml(
        [
            ("From", "Willa Pod Giewontem <rezerwacje@willapodgiewontem.pl>"),
            ("To", "olena.kovalenko86@gmail.com"),
            ("Date", "Wed, 28 May 2025 10:17:45 +0200"),
            ("Subject", "Potwierdzenie rezerwacji nr 2025/0712/07"),
            ("Message-ID", "<a81f4c2e.2025052810@willapodgiewontem.pl>"),
        ],
        """Dzień dobry Pani Oleno,

potwierdzamy rezerwację pokoju rodzinnego (3 os.) z łazienką i śniadaniami
w terminie 12.07.2025 – 19.07.2025 (7 nocy).
Cena: 2 450 zł. Zadatek 600 zł wpłynął 27.05.2025, pozostała kwota płatna przy zameldowaniu.
Zameldowanie od 14:00 (przy przyjeździe porannym pociągiem można zostawić bagaże).

Adres: ul. Kasprusie 22, 34-500 Zakopane, tel. 18 201 44 90
Do zobaczenia pod Tatrami!
Józef Gąsienica
""",
    ),
    "Подорожі/2025-07 Закопане/",
)

INBOX["inbox/paragon_1607.txt"] = (
    """\
Karczma „U Wnuka”
ul. Kościeliska 8, 34-500 Zakopane, NIP 7361021884
PARAGON FISKALNY   16.07.2025 19:42   nr 3318

Kwaśnica ×2              2 × 24,00    48,00
Placki po zbójnicku       1 × 42,00    42,00
Pierogi z bryndzą         1 × 34,00    34,00
Oscypek z żurawiną        1 × 18,00    18,00
Kompot ×3                 3 × 9,00     27,00
SUMA PLN                              169,00
Karta **** 7895
""",
    "Подорожі/2025-07 Закопане/",
)

INBOX["inbox/IMG_5120.JPG"] = (
    _jpg("2025:07:19 10:42:18", (60, 120, 80), 11),
    "Подорожі/2025-07 Закопане/",
)

INBOX["inbox/delegacja_2025_02.txt"] = (
    """\
POLECENIE WYJAZDU SŁUŻBOWEGO nr 2025/02/0144
Trans-Pol Logistyka sp. z o.o.

Pracownik: Andrii Kovalenko, kierowca
Trasa: Bielany Wrocławskie – Gdańsk (DCT Gdańsk, terminal kontenerowy) – Bielany Wrocławskie
Termin: 11.02.2025 – 13.02.2025
Ciągnik: DW 4521P, naczepa kontenerowa DW 1207N
Dieta krajowa: 3 × 45,00 zł = 135,00 zł
Ryczałt za nocleg: 2 × 67,50 zł = 135,00 zł
Razem do wypłaty: 270,00 zł

Zatwierdził: Paweł Mazur, kierownik transportu
""",
    "Андрій/Робота/",
)

INBOX["inbox/IMG-20250309-WA0012.jpg"] = (
    _jpg("2025:03:09 14:26:51", (210, 150, 180), 12),
    "Фото/2025/",
)

INBOX["inbox/20241224_183015.jpg"] = (
    _jpg("2024:12:24 18:30:15", (160, 40, 40), 13),
    "Фото/2024/",
)

INBOX["inbox/сирники.txt"] = (
    """\
Сирники: 500 г сиру 9%, 1 яйце, 2 ст. л. цукру, 4 ст. л. борошна, ваніль.
Смажити на маленькому вогні, по 3 хв з кожного боку. Зі сметаною і варенням.
""",
    "Рецепти/",
)

INBOX["inbox/паска бабусі Галини.txt"] = (
    """\
Паска бабусі Галини (записала з телефону, 10.04.2025)

1 кг борошна, 0,5 л молока, 50 г живих дріжджів, 6 жовтків, 250 г цукру,
200 г вершкового масла, родзинки, ванільний цукор, цедра лимона.
Опара — 1 год у теплі. Місити довго, «поки не відстає від рук».
Підходить 2 рази. Пекти 180°, 40–50 хв. Глазур: 2 білки + 200 г цукрової пудри.
""",
    "Рецепти/",
)

INBOX["inbox/нотатка.txt"] = (
    """\
Sally Rooney — «Intermezzo» (англ.)
Дочитала 3 липня 2025. Два брати після смерті батька, Пітер і Іван-шахіст.
Повільна, але дуже тепла. 8/10.
""",
    "Книги/",
)

INBOX["inbox/21.06.txt"] = (
    """\
21.06 — Одра, Рендзін, 5:00–10:30. Лящ 1,1 кг, плотва 6 шт, карась 1.
Фідер, опариш + кукурудза. Вітер з заходу, після 8 перестало клювати.
""",
    "Андрій/Риболовля/",
)

INBOX["inbox/етикетка.txt"] = (
    """\
Аптека «Подорожник», м. Харків, вул. Клочківська, 197
Коваленко Галина Іванівна
Лозартан 50 мг №30 — по 1 таб. ввечері
Дата відпуску: 07.07.2025   Е-рецепт 4H7K-29PA-8811
""",
    "Галина/Ліки та лікарі/",
)

INBOX["inbox/wyniki_2025_06.txt"] = (
    """\
DIAGNOSTYKA S.A. – Punkt Pobrań Wrocław, ul. Legnicka 51
Sprawozdanie nr 2506-092-1184

Pacjent: KOVALENKO OLENA, PESEL 86021412348, K, 39 l.
Data pobrania: 09.06.2025 07:35

Cholesterol całkowity   188  mg/dl  (< 190)
LDL                     112  mg/dl  (< 115)
TSH                     2,41 µIU/ml (0,27 – 4,20)
Witamina D3 (25-OH)     21   ng/ml  (30 – 50)  L
""",
    "Олена/Здоров'я/",
)

INBOX["inbox/e-recepta.txt"] = (
    """\
Informacja o e-recepcie
Kod dostępu: 8813     Data wystawienia: 02.07.2025
Pacjent: ANDRII KOVALENKO, PESEL 83060913571
Lek: Dexak SL 25 mg, 10 saszetek – 1 saszetka doraźnie przy bólu pleców, max 3/dobę
Lekarz: dr n. med. Piotr Gajda, ortopeda, Enel-Med Wrocław
""",
    "Андрій/Здоров'я/",
)

INBOX["inbox/document(3).txt"] = (
    """\
Przychodnia Rodzinna „Zdrowie”, ul. Legnicka 40, Wrocław
BILANS ZDROWIA DZIECKA – 10 lat
Data: 08.07.2025

Pacjent: Sofiia Kovalenko, ur. 27.08.2015
Masa ciała 33 kg (50 c), wzrost 141 cm (60 c), RR 102/64
Wzrok: OP 1,0, OL 1,0; słuch prawidłowy; postawa – lekkie plecy okrągłe
Zalecenia: gimnastyka korekcyjna lub kontynuacja pływania, kontrola stomatologiczna.
lek. Małgorzata Kubiak, pediatra
""",
    "Софія/Лікар/",
)

INBOX["inbox/Screenshot_20250611-211033.txt"] = (
    """\
Повернись живим ✓ Дякуємо, Олено! Ваш внесок 500 ₴ отримано.
11.06.2025 21:10 · Збір «Мавіки для аеророзвідки»
""",
    "Волонтерство/",
)

INBOX["inbox/karnet.txt"] = (
    """\
Szkoła Pływania DELFINEK – KARNET 10 WEJŚĆ (zajęcia wakacyjne)
Uczestnik: Sofiia Kovalenko     Nr: 0471
Ważny: 01.07.2025 – 31.08.2025    Opłacono: 300 zł
""",
    "Софія/Басейн/",
)

INBOX["inbox/paragon_orlen.txt"] = (
    """\
PKN ORLEN S.A. Stacja nr 4172, ul. Legnicka 175, Wrocław
PARAGON FISKALNY 2025-07-10 18:03 nr 118/5587
ON Efecta Diesel 44,02 l × 6,05 = 266,32 A
SUMA PLN 266,32
""",
    "Авто/Витрати/",
)

INBOX["inbox/polisa_2025-2026.txt"] = (
    """\
PZU SA – POLISA nr 1045873321/2 (wznowienie)
Ubezpieczenie OC posiadaczy pojazdów mechanicznych + Assistance

Właściciel: Andrii Kovalenko, ul. Legnicka 58/14, 54-203 Wrocław
Pojazd: SKODA OCTAVIA III 1.6 TDI, nr rej. DW 7K315
Okres ubezpieczenia: 02.09.2025 – 01.09.2026
Składka: 1 058,00 zł (zniżka 40%), płatna do 01.09.2025
""",
    "Авто/Страховка/",
)

INBOX["inbox/довідка ПФУ.txt"] = (
    """\
ГОЛОВНЕ УПРАВЛІННЯ ПЕНСІЙНОГО ФОНДУ УКРАЇНИ В ХАРКІВСЬКІЙ ОБЛАСТІ
ДОВІДКА про розмір пенсії
Сформована 14 липня 2025 р. через вебпортал ПФУ

Коваленко Галина Іванівна, РНОКПП 1884203561
Вид пенсії: за віком. Розмір пенсії з 01.03.2025: 6 213,05 грн.
Надбавка особам віком від 70 до 75 років: 300,00 грн.
Спосіб виплати: АТ «Ощадбанк»
""",
    "Галина/Пенсія/",
)

INBOX["inbox/scan_0015.txt"] = (
    """\
ОСББ «Клочківська 190»
Рахунок-квитанція за червень 2025 р.

Квартира 47, площа 52,4 м²
Власник: Коваленко Галина Іванівна

Утримання будинку: 52,4 м² × 6,80 грн = 356,32 грн
Ремонтний фонд (заміна вікон у під'їзді): 150,00 грн
Вивіз сміття: 41,00 грн
Разом: 547,32 грн. Сплатити до 20 липня 2025 р.
""",
    "Галина/Квартира Харків/",
)

INBOX["inbox/Book1.xlsx"] = (
    _budget_xlsx(
        "2025-07",
        [*_INCOME, ("Фріланс", 1100.0), ("800+ на Софію", 800.0)],
        [
            ("Оренда + адміністрація", 2980.0),
            ("Продукти", 1650.0),
            ("Світло/газ/інтернет", 85.0),
            ("Авто (паливо)", 530.0),
            ("Басейн Софії (літній карнет)", 300.0),
            ("Бабусі в Харків", 800.0),
            ("Закопане — решта + харчування", 3100.0),
        ],
    ),
    "Бюджет/",
)

INBOX["inbox/wyciag_06_2025.txt"] = (
    """\
PKO Bank Polski – Wyciąg z rachunku nr 06/2025
Rachunek: 12 1020 5226 0000 6102 0417 7895
Właściciele: OLENA KOVALENKO, ANDRII KOVALENKO
Okres: 01.06.2025 – 30.06.2025

Saldo początkowe:                 18 921,42 PLN
09.06  Przelew: Marek Zieliński    -2 980,00
10.06  Wynagrodzenie Saldo          5 612,90
10.06  Wynagrodzenie Trans-Pol      5 402,10
12.06  EMPIK.COM                     -124,00
16.06  Wpływ: Auto-Serwis Kowalczyk   700,00 (FV 6/2025)
Saldo końcowe:                    27 532,42 PLN
""",
    "Банк/",
)

INBOX["inbox/gwarancja.txt"] = (
    """\
KARTA GWARANCYJNA
Dreame Technology – odkurzacz bezprzewodowy Dreame H12 Pro, S/N DH12P2403558
Data zakupu: 28.06.2025, Media Expert Wrocław Magnolia Park, paragon 0612/2025/4471
Gwarancja: 24 miesiące. Serwis: serwis@dreame.pl
""",
    "Гарантії та інструкції/",
)

INBOX["inbox/aneks_nr3.txt"] = (
    """\
ANEKS NR 3 do umowy najmu z dnia 25.04.2022 r.
Wrocław, 30 czerwca 2025 r.

W związku ze wzrostem opłat wspólnoty strony ustalają, że od 1 sierpnia 2025 r. opłaty
administracyjne za lokal przy ul. Legnickiej 58/14 wynoszą 540 zł miesięcznie.
Czynsz najmu (2 500 zł) pozostaje bez zmian.

Marek Zieliński                Andrii Kovalenko                Olena Kovalenko
""",
    "Квартира Вроцлав/Umowa najmu/",
)

INBOX["inbox/Doc1.docx"] = (
    _docx(
        [
            "Biuro Rachunkowe Saldo sp. z o.o.",
            "ul. Ruska 12, 50-079 Wrocław, NIP 8971890214",
            "Wrocław, 7 lipca 2025 r.",
            "ZAŚWIADCZENIE O ZATRUDNIENIU I WYNAGRODZENIU",
            "Zaświadcza się, że Pani Olena Kovalenko, PESEL 86021412348, jest zatrudniona "
            "w Biurze Rachunkowym Saldo sp. z o.o. od dnia 02.01.2023 r. na podstawie umowy "
            "o pracę na czas nieokreślony, w pełnym wymiarze czasu pracy, na stanowisku księgowej.",
            "Średnie miesięczne wynagrodzenie brutto z ostatnich 3 miesięcy: 7 500,00 zł.",
            "Pracownica nie jest w okresie wypowiedzenia.",
            "Zaświadczenie wydaje się na prośbę pracownika w celu przedłożenia w banku "
            "(wniosek o kredyt gotówkowy).",
            "Anna Wiśniewska, Prezes Zarządu",
        ]
    ),
    "Олена/Praca/",
)

INBOX["inbox/lista_plac_06.txt"] = (
    """\
Biuro Rachunkowe Saldo sp. z o.o.
PASEK WYNAGRODZENIA za miesiąc 06/2025

Pracownik: KOVALENKO OLENA          Nr ewid.: 0047
Wynagrodzenie zasadnicze:                 7 400,00
Premia:                                       0,00
Składki ZUS pracownika:                  -1 014,54
Składka zdrowotna:                         -574,79
Zaliczka PIT:                              -405,45
Do wypłaty:                               5 405,22
Data wypłaty: 10.07.2025
""",
    "Олена/Praca/Odcinki płacowe/",
)

INBOX["inbox/zaswiadczenie_2025.txt"] = (
    """\
Ośrodek Szkolenia Kierowców „Trans-Kurs” sp. z o.o., Wrocław
ZAŚWIADCZENIE nr 1187/SO/2025
o ukończeniu szkolenia okresowego (kwalifikacja zawodowa – przewóz rzeczy)

Pan Andrii Kovalenko, ur. 09.06.1983, ukończył szkolenie okresowe w wymiarze 35 godzin
w dniach 05–09.05.2025.
Podstawa do wpisania kodu 95 do prawa jazdy kat. C, C+E – ważność do 09.05.2030.
""",
    "Андрій/Uprawnienia kierowcy/",
)

INBOX["inbox/scan_0019.txt"] = (
    """\
WOJEWODA DOLNOŚLĄSKI
Wrocław, dnia 2 czerwca 2025 r.
SOC-II.6151.9921.2024

DECYZJA
Na podstawie art. 159 ust. 1 pkt 1 lit. a ustawy o cudzoziemcach udzielam
małoletniej SOFIIA KOVALENKO, ur. 27.08.2015 r. w Charkowie, obywatelstwo: ukraińskie,
reprezentowanej przez matkę Olenę Kovalenko,
zezwolenia na pobyt czasowy w celu połączenia z rodziną na okres do 17.09.2026 r.
Po odbiór karty pobytu należy zgłosić się osobiście z dzieckiem (ul. Pretficza 22).
""",
    "Софія/Документи/",
)

INBOX["inbox/zebranie 12.09.txt"] = (
    """\
Od: Agnieszka Michalak (wychowawca 4b) – Librus
Data: 2024-09-05 18:12
Temat: Pierwsze zebranie w klasie 4

Zapraszam na zebranie 12 września o 17:30 (sala 104). Omówimy zasady w klasie 4
(nowi nauczyciele przedmiotowi), wybór trójki klasowej i składkę na radę rodziców (50 zł).
A. Michalak
""",
    "Софія/Школа 2024-2025/",
)

INBOX["inbox/scan_0021.txt"] = (
    """\
SZEF URZĘDU DO SPRAW CUDZOZIEMCÓW / WOJEWODA DOLNOŚLĄSKI
Wrocław, 16.07.2025
SOC-III.6152.1204.2025

WEZWANIE
Pani OLENA KOVALENKO, ul. Legnicka 58/14, 54-203 Wrocław

W związku z wnioskiem z dnia 08.07.2025 r. o udzielenie zezwolenia na pobyt rezydenta
długoterminowego UE wzywam do uzupełnienia braków w terminie 14 dni:
- zaświadczenie o zatrudnieniu i wynagrodzeniu (aktualne),
- PIT-37 za 2024 r. wraz z UPO,
- potwierdzenie posiadania ubezpieczenia zdrowotnego.
""",
    "Олена/Документи/",
)

INBOX["inbox/umowa_Oksana_Hair.txt"] = (
    """\
UMOWA O ŚWIADCZENIE USŁUG KSIĘGOWYCH
zawarta dnia 01.07.2025 r. we Wrocławiu pomiędzy:
Olena Kovalenko Usługi Księgowe, NIP 8992945123 (Usługodawca)
a
Oksana Hair Studio Oksana Savchuk, ul. Grabiszyńska 112, Wrocław, NIP 8992980041 (Zleceniodawca)

§1 Usługodawca prowadzi ewidencję przychodów (ryczałt) i rozliczenia ZUS.
§2 Wynagrodzenie: 300 zł miesięcznie.
§3 Umowa na czas nieokreślony, wypowiedzenie – 1 miesiąc.
""",
    "Олена/Фріланс/Umowy z klientami/",
)

# ---------------------------------------------------------------- fits nowhere
INBOX["inbox/bilet_eventim.txt"] = (
    """\
EVENTIM – E-BILET
Okean Elzy – World Tour 2025
Hala Stulecia, ul. Wystawowa 1, Wrocław
Sobota, 15 listopada 2025, godz. 20:00 (otwarcie bram 18:30)
Płyta – stojąca, bilet 1 z 2   Cena: 249,00 zł
Kod: 7741 2209 5518 3302
""",
    "",
)

INBOX["inbox/CV_Iryna_Melnyk_PL.txt"] = (
    """\
IRYNA MELNYK
Wrocław · tel. 509 118 402 · iryna.melnyk.wro@gmail.com

DOŚWIADCZENIE
2023–obecnie  Kasjerka-sprzedawczyni, Żabka, Wrocław-Nowy Dwór
2012–2022     Nauczycielka języka angielskiego, Liceum nr 27, Charków (Ukraina)

WYKSZTAŁCENIE
Charkowski Uniwersytet Narodowy im. W. Karazina – filologia angielska (2011)

JĘZYKI: ukraiński (ojczysty), angielski (C1), polski (B1), rosyjski (C1)
Wyrażam zgodę na przetwarzanie moich danych osobowych w celu rekrutacji.
""",
    "",
)

INBOX["inbox/akordy.txt"] = (
    """\
Червона рута (В. Івасюк) — акорди, каподастр 2
Am               Dm
Ти признайся мені, звідки в тебе ті чари,
G                 C      E
Я без тебе всі дні у полоні печалі.
Приспів: Am Dm G C / Dm Am E Am
""",
    "",
)

INBOX["inbox/Бакс.txt"] = (
    """\
Бакс (пес пані Basi з 3 поверху), 2–9 серпня:
годувати 2 рази — ранок і вечір, 1 склянка корму. Гуляти о 7:00 і 19:00, поводок на гачку.
Ключ — у нас на полиці в коридорі. Ветеринар, якщо що: 71 355 20 20.
""",
    "",
)
