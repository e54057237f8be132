"""More search questions for dom_ru (семья Смирновых, Казань), and queries that must find nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Olga's filing rules, or in Ukrainian. Expect paths are library files, never inbox files.
JUNK holds words that occur nowhere in the library ("junk") and everyday topics the family
has no papers about ("absent"); for both the right answer is that no file matches.
Checked by ``python -m tests.benchmarks.search_questions.check_more dom_ru``.
"""

LIBRARY = "dom_ru"

ASOF = "2025-10-24"

_RAB = "Работа Ольги/"
_SVET = "ЖКХ/Татэнергосбыт/"
_UK = "ЖКХ/УК Уютный дом/"
_ZAK = "ИП/Заказчики/"
_FOTO = "Фото/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "расчётный листок за март",
        "lang": "ru",
        "kind": "first",
        "expect": [_RAB + "листок март.pdf"],
    },
    {
        "q": "зарплатный листок февраль",
        "lang": "ru",
        "kind": "first",
        "expect": [_RAB + "РЛ_02_2025.pdf"],
    },
    {
        "q": "счёт за электричество за декабрь",
        "lang": "ru",
        "kind": "first",
        "expect": [_SVET + "download (1).pdf"],
    },
    {
        "q": "свет апрель 2025",
        "lang": "ru",
        "kind": "first",
        "expect": [_SVET + "download (2).pdf"],
    },
    {
        "q": "квитанция водоканала за июнь",
        "lang": "ru",
        "kind": "first",
        "expect": ["ЖКХ/Водоканал/Извещение июнь.pdf"],
    },
    {
        "q": "акт для Цифровых решений за январь",
        "lang": "ru",
        "kind": "first",
        "expect": [_ZAK + "Акт_01-2025.pdf"],
    },
    {
        "q": "выписка по карте сбера за март",
        "lang": "ru",
        "kind": "first",
        "expect": ["Финансы/Сбербанк/sber_vypiska_2025_03.csv"],
    },
    {
        "q": "заказ-наряд на ТО в 2023 году",
        "lang": "ru",
        "kind": "first",
        "expect": ["Машина/ТО/Заказ-наряд ТО-4.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "фотки с прошлого нового года",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTO + "2024/IMG_7240.JPG"],
    },
    {
        "q": "фото с 8 марта в этом году",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTO + "2025/IMG_7950.JPG"],
    },
    {
        "q": "фото на 9 мая прошлого года",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTO + "2024/IMG_2650.JPG"],
    },
    {
        "q": "Маша первое сентября в этом году фото",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_FOTO + "2025/IMG_9350.JPG"],
    },
    {
        "q": "последний акт по Цифровым решениям",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_ZAK + "Акт август.pdf"],
    },
    {
        "q": "последний счёт за интернет",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": ["ЖКХ/Летай/Счёт Летай август 2025.pdf"],
    },
    {
        "q": "квитанция за садик за прошлый месяц",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Дети/Артём садик/kvit_sad_09_2025.pdf"],
    },
    {
        "q": "платёжки от УК за прошлую зиму",
        "lang": "ru",
        "kind": "time",
        "asof": ASOF,
        "expect": [_UK + "ЕПД декабрь 2024.pdf", _UK + "epd_02_2025.pdf"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "скрин из госуслуг с записью Артёма к педиатру в январе",
        "lang": "ru",
        "kind": "kind",
        "expect": ["Здоровье/Артём/Screenshot_20250117-201100_Gosuslugi.png"],
    },
    {
        "q": "фото грамоты Маши",
        "lang": "ru",
        "kind": "kind",
        "expect": ["Дети/Маша школа/Грамота олимпиада.jpg"],
    },
    {
        "q": "фотка извещения о дтп",
        "lang": "ru",
        "kind": "kind",
        "expect": ["Машина/ОСАГО/IMG_1890.JPG"],
    },
    {
        "q": "скриншот что вклад в сбере закрыт",
        "lang": "ru",
        "kind": "kind",
        "expect": ["Финансы/Сбербанк/Screenshot_20250811-094410_SberBank.png"],
    },
    {
        "q": "фото чека с шиномонтажа",
        "lang": "ru",
        "kind": "kind",
        "expect": ["Машина/ТО/IMG_20250412_101500.jpg"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "001ИП-2125-0948113",
        "lang": "ru",
        "kind": "token",
        "only": True,
        "expect": ["Квартира/Ипотека/Полис страхования квартиры 2025.pdf"],
    },
    {
        "q": "акт поверки 2402-1187",
        "lang": "ru",
        "kind": "token",
        "only": True,
        "expect": ["ЖКХ/Водоканал/Акт поверки счетчиков.pdf"],
    },
    {
        "q": "рейс ZF 2147",
        "lang": "ru",
        "kind": "token",
        "only": True,
        "expect": ["Поездки/Турция май 2025/Авиабилеты Казань-Анталья.pdf"],
    },
    {
        "q": "договор 0216/25",
        "lang": "ru",
        "kind": "token",
        "only": True,
        "expect": ["Поездки/Турция май 2025/Договор с турагентом.pdf"],
    },
    {
        "q": "2024-312-0587",
        "lang": "ru",
        "kind": "token",
        "only": True,
        "expect": ["Дети/Артём садик/Направление в детский сад.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "куда класть справки об оплате лечения для вычета",
        "lang": "ru",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "скрин из сбера про ипотеку в какую папку",
        "lang": "ru",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "надо ли хранить чеки из магазинов",
        "lang": "ru",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: Ukrainian questions about the Russian papers
    {
        "q": "довідка для басейну Маші",
        "lang": "uk",
        "kind": "lang",
        "expect": ["Здоровье/Маша/Справка в бассейн 2024.jpg"],
    },
    {
        "q": "рецепт борщу",
        "lang": "uk",
        "kind": "lang",
        "expect": ["Рецепты/Борщ.md"],
    },
    {
        "q": "щеплення Артема",
        "lang": "uk",
        "kind": "lang",
        "expect": ["Здоровье/Артём/Прививки Артём.jpg"],
    },
    {
        "q": "посадова інструкція Ольги",
        "lang": "uk",
        "kind": "lang",
        "expect": [_RAB + "Должностная инструкция.pdf"],
    },
    {
        "q": "графік відпусток на 2025 рік",
        "lang": "uk",
        "kind": "lang",
        "expect": [_RAB + "График отпусков 2025.pdf"],
    },
    {
        "q": "УЗД щитоподібної залози",
        "lang": "uk",
        "kind": "lang",
        "expect": ["Здоровье/Ольга/УЗИ щитовидной железы.pdf"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "фробникатор", "lang": "ru", "kind": "junk"},
    {"q": "йцукенгшщз", "lang": "ru", "kind": "junk"},
    {"q": "фывапролдж", "lang": "ru", "kind": "junk"},
    {"q": "гондола дирижабля", "lang": "ru", "kind": "junk"},
    {"q": "разведение аксолотлей", "lang": "ru", "kind": "junk"},
    {"q": "настройка клавесина", "lang": "ru", "kind": "junk"},
    {"q": "утконос", "lang": "ru", "kind": "junk"},
    {"q": "батискаф", "lang": "ru", "kind": "junk"},
    {"q": "кракозяблик шмурдяк", "lang": "ru", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "frobnicator", "lang": "en", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "en", "kind": "junk"},
    {"q": "9988776655", "lang": "ru", "kind": "junk"},
    {"q": "99887766", "lang": "ru", "kind": "junk"},
    {"q": "777771", "lang": "ru", "kind": "junk"},
    {"q": "16:99:999999:9999", "lang": "ru", "kind": "junk"},
    {"q": "ЛО-99-01-777777", "lang": "ru", "kind": "junk"},
    {"q": "снегоход", "lang": "ru", "kind": "junk"},
    # ---- absent: plausible topics this family has no papers about
    {"q": "ветеринар прививки кошке", "lang": "ru", "kind": "absent"},
    {"q": "абонемент в фитнес-клуб", "lang": "ru", "kind": "absent"},
    {"q": "автокредит на машину", "lang": "ru", "kind": "absent"},
    {"q": "аренда гаража", "lang": "ru", "kind": "absent"},
    {"q": "репетитор по математике", "lang": "ru", "kind": "absent"},
    {"q": "моторная лодка", "lang": "ru", "kind": "absent"},
    {"q": "виза в Шенген", "lang": "ru", "kind": "absent"},
]
