"""dom-pl: papiery rodziny Nowickich z Gdańska – tłumaczka na własnej działalności, mąż mechanik
okrętowy, nastoletni syn i teściowa o tym samym nazwisku."""

from __future__ import annotations

import pathlib

from tests.benchmarks.eval_libraries._write import write_library
from tests.benchmarks.eval_libraries.dom_pl_data import FILED, INBOX

NAME = "dom-pl"
PERSONA = (
    "Agnieszka Nowicka z Gdańska, tłumaczka języka niemieckiego i angielskiego na własnej działalności, "
    "prowadzi papiery całej rodziny: swoje i firmowe, męża Marka (oficera mechanika, często na morzu), "
    "syna Kuby (8 klasa, żeglarstwo) i teściowej, babci Haliny Nowickiej."
)
LANGUAGES = ["pl", "en", "de"]
SPLIT = "dev"

GUIDELINE = """# Nasze papiery – jak to układam

Folder prowadzę ja, Agnieszka. Trzymam tu dokumenty całej rodziny: swoje (też firmowe – mam
jednoosobową działalność, tłumaczenia DE/EN), Marka (jest po kilka miesięcy na statku, więc
jego sprawy też lądują u mnie), Kuby i mamy Marka – babci Haliny.

Wszystko nowe wrzucam najpierw do `inbox/`, potem rozkładam według zasad poniżej.
Jak coś nigdzie nie pasuje – zostawiam w `inbox/` i decyduję później. Nie zakładam nowego folderu
dla jednego papierka.

Uwaga na nazwiska: wszyscy jesteśmy Nowiccy (ja i babcia Halina – Nowicka, Marek i Kuba – Nowicki).
O tym, czyje to jest, decyduje imię. Kuba w urzędowych papierach to Jakub.

## Firma (moja działalność)
- `Firma/Faktury wystawione/ROK/` – faktury, które JA wystawiam klientom (FV nr/ROK), w .txt
  albo .docx, plus rejestr faktur w Excelu. Rok = rok daty wystawienia.
- `Firma/Faktury kosztowe/ROK/` – faktury, które DOSTAJĘ na firmę, na mój NIP: biuro rachunkowe
  Bilans, telefon firmowy w Orange, Trados, DeepL, członkostwa, sprzęt. Rok = data wystawienia
  faktury, nawet jeśli przyszła do mnie dopiero w następnym roku.
- `Firma/ZUS/` – ZUS mojej działalności: DRA, zaświadczenia, roczne rozliczenie zdrowotnej.
- `Firma/Zlecenia i umowy/` – umowy z biurami tłumaczeń i wydawnictwami, NDA, potwierdzenia
  większych zleceń (często po niemiecku albo angielsku).
- `Firma/Szkolenia/` – zaświadczenia ze szkoleń i konferencji.

To, że klient jest z innego miasta czy kraju, nie ma znaczenia – to dalej Firma.

## Dom
- `Dom/Rachunki/ROK/` – prywatne rachunki za mieszkanie: prąd (Energa), gaz, internet domowy
  (Netia), telefon Kuby (Plus). Rok wg daty wystawienia.
- `Dom/Mieszkanie/` – wspólnota: zaliczki, uchwały, zebrania, przeglądy kominiarskie.
- `Dom/Ubezpieczenia/` – ubezpieczenie mieszkania i nasze polisy na życie.
- `Samochód/` – wszystko o Skodzie: OC/AC (także oferty odnowienia), przeglądy, serwis.

## Podatki
- `Podatki/PIT za ROK/` – nasze wspólne zeznanie (moje i Marka) i wszystko, co do niego potrzebne:
  PIT-11, zaświadczenia o zarobkach Marka, zestawienia z biura, UPO. ROK to rok, ZA KTÓRY się
  rozliczamy, a nie data pisma – papiery za 2024 przychodzą w 2025 i idą do `PIT za 2024`.
- Babcia Halina rozlicza się sama (PIT-40A z ZUS) – jej papiery podatkowe idą do `Babcia Halina/`.

## Zdrowie
- `Zdrowie/Agnieszka/`, `Zdrowie/Marek/`, `Zdrowie/Kuba/`, `Zdrowie/Babcia Halina/` – wyniki,
  skierowania, wypisy, karty wizyt. Rachunki i faktury od lekarzy też do folderu tej osoby
  (to nie są koszty firmy).
- Wyjątek: świadectwo zdrowia marynarskie Marka to dokument do pracy → `Marek - praca/Certyfikaty/`.

## Babcia Halina
- `Babcia Halina/` – jej sprawy urzędowe i pieniężne: emerytura, decyzje i pisma z ZUS do niej,
  PIT-40A, pełnomocnictwa w banku. Zdrowie babci osobno, w `Zdrowie/Babcia Halina/`.
  (Pisma z ZUS do mnie jako przedsiębiorcy – do `Firma/ZUS/`.)

## Kuba
- `Szkoła Kuby/RRRR-RRRR klasa N/` – układam według ROKU SZKOLNEGO (od września do czerwca), nie
  kalendarzowego. Pismo ze stycznia należy do roku szkolnego, który zaczął się poprzedniego września;
  świadectwo z czerwca zamyka rok, który się kończy. Zebrania, egzaminy, składki, wycieczki
  klasowe – wszystko tu.
- `Kuba - żeglarstwo/` – klub UKS Navigator, regaty, obozy żeglarskie.

## Marek - praca
- `Marek - praca/Kontrakty/` – umowy z agencją i armatorem (SEA), instrukcje podróży na statek.
- `Marek - praca/Certyfikaty/` – dyplom, kursy STCW, świadectwo zdrowia marynarskie, książeczka.

## Podróże i zdjęcia
- `Podróże/ROK Miejsce/` – tylko nasze rodzinne wyjazdy. Do folderu wyjazdu idzie wszystko,
  co go dotyczy: rezerwacje, bilety, plany, paragony z miejsca, a także zdjęcia zrobione w czasie
  wyjazdu (patrzę na datę zrobienia zdjęcia, nie na to, kiedy je zgrałam).
- `Zdjęcia/ROK/` – wszystkie pozostałe zdjęcia, według roku zrobienia.
- Sama nazwa miasta w pliku nie robi z niego podróży.

## Reszta
- `Przepisy/` – przepisy kulinarne, także te rodzinne.
- `Książki/` – moje notatki z klubu książki i lista do przeczytania.
- `Działka/` – ogródek w ROD „Jaśkowa Dolina”: opłaty, zebrania, plany nasadzeń, notatki.
- `Dokumenty/` – odpisy aktów, terminy ważności dowodów i paszportów.
"""


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=40, nowhere=4)
