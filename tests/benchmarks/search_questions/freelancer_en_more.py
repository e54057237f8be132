"""More search questions for freelancer_en (Nell Whitworth, Manchester), and queries that must
find nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Nell's filing rules, or in German. Expect paths are library files, never inbox files.
JUNK holds words that occur nowhere in the library ("junk") and everyday topics she has no
papers about ("absent"); for both the right answer is that no file matches.
Checked by ``python -m tests.benchmarks.search_questions.check_more freelancer_en``.
"""

LIBRARY = "freelancer_en"

ASOF = "2025-05-19"

_INV23 = "Business/Invoices/2023-24/"
_INV24 = "Business/Invoices/2024-25/"
_EXP24 = "Business/Expenses/2024-25/"
_EXP25 = "Business/Expenses/2025-26/"
_BRAND = "Clients/Brightwater Cycles/Brand refresh 2024/"
_HOME = "Personal/Home/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "monzo statement march",
        "lang": "en",
        "kind": "first",
        "expect": ["Personal/Monzo/monzo 2025-03.csv"],
    },
    {
        "q": "natwest business account feb",
        "lang": "en",
        "kind": "first",
        "expect": ["Business/Bank/NatWest business/NatWest business 2025-02.csv"],
    },
    {
        "q": "the very first version of the Brightwater brand guidelines",
        "lang": "en",
        "kind": "first",
        "expect": [_BRAND + "Brightwater brand guidelines v1.0.pdf"],
    },
    {
        "q": "invoice for the Lantern Keepers final chapter headings",
        "lang": "en",
        "kind": "first",
        "expect": [_INV24 + "INV-0392.pdf"],
    },
    {
        "q": "my PI insurance schedule from 2023",
        "lang": "en",
        "kind": "first",
        "expect": ["Business/Insurance/PI + PL policy schedule 2023-24.pdf"],
    },
    {
        "q": "VAT return aug to oct",
        "lang": "en",
        "kind": "first",
        "expect": ["Business/Tax/VAT/VAT return Aug-Oct 2024.pdf"],
    },
    {
        "q": "print fair poster rough B",
        "lang": "en",
        "kind": "first",
        "expect": ["Clients/Manchester Print Fair/Poster 2025/poster-rough-B.jpg"],
    },
    {
        "q": "adobe invoice for february",
        "lang": "en",
        "kind": "first",
        "expect": [_EXP24 + "Receipt-2291-0564.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "my latest Adobe invoice",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": [_EXP25 + "Receipt-2291-5902.pdf"],
    },
    {
        "q": "last year's council tax bill",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": [_HOME + "council tax 2024-25.pdf"],
    },
    {
        "q": "photos from last christmas",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Personal/Photos/2024/IMG_4010.JPG"],
    },
    {
        "q": "coworking receipt from last month",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": [_EXP25 + "Mill Yard coworking - April.html"],
    },
    {
        "q": "what did I invoice the radio station last summer",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": [_INV24 + "INV-0397.pdf"],
    },
    {
        "q": "pics from the start of april",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Personal/Photos/2025/IMG_4290.JPG"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "screenshot of my blood test in the NHS app",
        "lang": "en",
        "kind": "kind",
        "expect": ["Personal/Health/IMG_4188.PNG"],
    },
    {
        "q": "teams screenshot where Priya liked the homepage",
        "lang": "en",
        "kind": "kind",
        "expect": [
            "Clients/Halden Rowe Solicitors/Website redesign/Screenshot 2025-04-29 at 11.02.44.png"
        ],
    },
    {
        "q": "picture of the allotment bed plan",
        "lang": "en",
        "kind": "kind",
        "expect": ["Personal/Allotment/plot plan 2025.png"],
    },
    {
        "q": "spreadsheet of expenses for 2023-24",
        "lang": "en",
        "kind": "kind",
        "expect": ["Business/Tax/Self Assessment/2023-24/expenses summary 2023-24.csv"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "SC-22815",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Personal/Photos/2024-09 Skye/itinerary.txt"],
    },
    {
        "q": "7KQ2LMXW",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": [_EXP24 + "trainline - York 21 Jan.pdf"],
    },
    {
        "q": "EZY2261",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Personal/Photos/2025-05 Lisbon/flights + airbnb.txt"],
    },
    {
        "q": "NIP24-0288",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": [
            "Business/Portfolio & competitions/Northern Illustration Prize 2024 - entry.txt"
        ],
    },
    {
        "q": "Farooqi",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": [_HOME + "tenancy agreement - 14 Clifton Grove.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "which tax year does an invoice dated 2 april go in",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "do enquiries get their own client folder before they're confirmed?",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "where do the gas and electric bills go",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: German questions about the English papers
    {
        "q": "Mietvertrag für die Wohnung",
        "lang": "de",
        "kind": "lang",
        "expect": [_HOME + "tenancy agreement - 14 Clifton Grove.pdf"],
    },
    {
        "q": "meine Geburtsurkunde",
        "lang": "de",
        "kind": "lang",
        "expect": ["Personal/ID/birth certificate.pdf"],
    },
    {
        "q": "Brillenrezept",
        "lang": "de",
        "kind": "lang",
        "expect": ["Personal/Health/glasses prescription 2024.pdf"],
    },
    {
        "q": "Garantiekarte vom Drucker",
        "lang": "de",
        "kind": "lang",
        "expect": [
            "Business/Equipment/Epson SC-P700 - warranty card.pdf",
            "Business/Equipment/kit list + serial numbers.md",
        ],
    },
    {
        "q": "Protokoll der Jahresversammlung vom Kleingarten",
        "lang": "de",
        "kind": "lang",
        "expect": ["Personal/Allotment/AGM minutes March 2025.txt"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "frobnicator", "lang": "en", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "en", "kind": "junk"},
    {"q": "lkjhgfdsa zxcvb", "lang": "en", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "harpsichord tuning", "lang": "en", "kind": "junk"},
    {"q": "bathyscaphe", "lang": "en", "kind": "junk"},
    {"q": "snorkelwidget flumpery", "lang": "en", "kind": "junk"},
    {"q": "platypus venom", "lang": "en", "kind": "junk"},
    {"q": "INV-0999", "lang": "en", "kind": "junk"},
    {"q": "NB-PI-9910022", "lang": "en", "kind": "junk"},
    {"q": "IEN2031-8876-5519", "lang": "en", "kind": "junk"},
    {"q": "NIP29-7733", "lang": "en", "kind": "junk"},
    {"q": "glorpwhistle", "lang": "en", "kind": "junk"},
    {"q": "Quastenflosser", "lang": "de", "kind": "junk"},
    {"q": "Dudelsackpfeife", "lang": "de", "kind": "junk"},
    {"q": "Schnabeltier Zucht", "lang": "de", "kind": "junk"},
    {"q": "Zeppelinhangar", "lang": "de", "kind": "junk"},
    {"q": "xyzzy plugh", "lang": "en", "kind": "junk"},
    # ---- absent: plausible topics she has no papers about
    {"q": "boat mooring fee", "lang": "en", "kind": "absent"},
    {"q": "mortgage statement", "lang": "en", "kind": "absent"},
    {"q": "gym membership", "lang": "en", "kind": "absent"},
    {"q": "nursery fees for the baby", "lang": "en", "kind": "absent"},
    {"q": "MOT certificate for the car", "lang": "en", "kind": "absent"},
    {"q": "wedding venue deposit", "lang": "en", "kind": "absent"},
    {"q": "pet insurance for the dog", "lang": "en", "kind": "absent"},
]
