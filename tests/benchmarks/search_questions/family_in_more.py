"""More search questions for family_in (Ananya and Rohit, Bengaluru), and queries that must find
nothing.

Written from the library's data only. QUESTIONS name one file among look-alikes, ask by
time (``asof`` is the library's newest file date), by kind of file, by an exact code, by
Ananya's filing rules, or in Hindi (Devanagari). Expect paths are library files, never
inbox files. JUNK holds words that occur nowhere in the library ("junk") and everyday
topics the family has no papers about ("absent"); for both the right answer is that no
file matches. Checked by ``python -m tests.benchmarks.search_questions.check_more family_in``.
"""

LIBRARY = "family_in"

ASOF = "2025-05-10"

_HDFC = "Money/Bank/HDFC/"
_GST_Q4 = "Bakery/GST/2024-Q4/"
_GST_Q1 = "Bakery/GST/2025-Q1/"
_TAX24 = "Money/Tax/AY2024-25/"
_BESCOM = "Home/BESCOM/"

QUESTIONS: list[dict] = [
    # ---- first: one file among several look-alikes
    {
        "q": "hdfc savings statement january",
        "lang": "en",
        "kind": "first",
        "expect": [_HDFC + "Acct_Statement_XX4417_31012025.csv"],
    },
    {
        "q": "bakery current account statement for march",
        "lang": "en",
        "kind": "first",
        "expect": [_HDFC + "Acct_Statement_XX9021_31032025.csv"],
    },
    {
        "q": "Greenleaf invoice from November",
        "lang": "en",
        "kind": "first",
        "expect": [_GST_Q4 + "INV-RO-2425-140.pdf"],
    },
    {
        "q": "bill we sent Hoppers Lane",
        "lang": "en",
        "kind": "first",
        "expect": [_GST_Q1 + "INV-RO-2425-185.pdf"],
    },
    {
        "q": "Rohit's ITR acknowledgement",
        "lang": "en",
        "kind": "first",
        "expect": [_TAX24 + "ITR-V_Rohit_AY2024-25.pdf"],
    },
    {
        "q": "form 16 for FY 23-24",
        "lang": "en",
        "kind": "first",
        "expect": [_TAX24 + "Form16_Manipal_FY2023-24.pdf"],
    },
    {
        "q": "flat electricity bill december",
        "lang": "en",
        "kind": "first",
        "expect": [_BESCOM + "BESCOM_Dec2024.pdf"],
    },
    {
        "q": "Ananya passport copy",
        "lang": "en",
        "kind": "first",
        "expect": ["IDs/Ananya/passport_ananya_2019.pdf"],
    },
    # ---- time: asked by time, as of the newest file
    {
        "q": "photos from christmas last year",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Photos/2024/IMG_20241225_191004.jpg"],
    },
    {
        "q": "pics from 15 august last year",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Photos/2024/IMG_3607.JPG"],
    },
    {
        "q": "last year's LIC premium receipt",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Money/Insurance/LIC/LIC premium receipt 2024.pdf"],
    },
    {
        "q": "latest rent receipts",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Home/Rent/rent receipts Oct24-Mar25.pdf"],
    },
    {
        "q": "the ultrasound I had two years ago",
        "lang": "en",
        "kind": "time",
        "asof": ASOF,
        "expect": ["Health/Ananya/USG abdomen Mar 2023.pdf"],
    },
    # ---- kind: the kind of file matters
    {
        "q": "photo of the AC warranty card",
        "lang": "en",
        "kind": "kind",
        "expect": ["Home/Appliances & Warranty/Daikin AC warranty card.jpg"],
    },
    {
        "q": "phonepe screenshot of the march BESCOM payment",
        "lang": "en",
        "kind": "kind",
        "expect": [_BESCOM + "Screenshot_20250305-094512.png"],
    },
    {
        "q": "photo of Rohit's PAN card",
        "lang": "en",
        "kind": "kind",
        "expect": ["IDs/Rohit/Rohit PAN card.jpg"],
    },
    {
        "q": "zomato screenshot staff lunch feb",
        "lang": "en",
        "kind": "kind",
        "expect": ["Bakery/Expenses/Screenshot_20250214-132210.png"],
    },
    {
        "q": "Kiaan height weight spreadsheet",
        "lang": "en",
        "kind": "kind",
        "expect": ["Health/Kiaan/Kiaan growth.csv"],
    },
    # ---- token: an exact code or rare name found in one file
    {
        "q": "PR-25011877340",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Health/Kiaan/Practo _ Appointment Confirmed.html"],
    },
    {
        "q": "HSR/2023/118264",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Home/Appliances & Warranty/LG fridge invoice - Croma.pdf"],
    },
    {
        "q": "KDD/24-25/5310",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Bakery/Suppliers/Karnataka Dairy Distributors INV 5310.pdf"],
    },
    {
        "q": "NN2025-448812",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Health/Ananya/Eye check - Narayana Nethralaya Jan 2025.pdf"],
    },
    {
        "q": "BBMP/TL/E-82/2024/11873",
        "lang": "en",
        "kind": "token",
        "only": True,
        "expect": ["Bakery/Licences/BBMP trade licence 2024-25.pdf"],
    },
    # ---- rules: answered by guideline.md
    {
        "q": "which AY folder for form 16 of FY 2024-25",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "where do the bakery staff aadhaar copies go",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    {
        "q": "should I keep swiggy order screenshots",
        "lang": "en",
        "kind": "rules",
        "expect": ["guideline.md"],
    },
    # ---- lang: Hindi questions about the English papers
    {
        "q": "अनन्या का आधार कार्ड",
        "lang": "hi",
        "kind": "lang",
        "expect": ["IDs/Ananya/Aadhaar_Ananya.pdf"],
    },
    {
        "q": "किआन का पासपोर्ट कब तक वैध है",
        "lang": "hi",
        "kind": "lang",
        "expect": ["IDs/Kiaan/Kiaan passport 2023.pdf"],
    },
    {
        "q": "आँखों की जाँच की रिपोर्ट",
        "lang": "hi",
        "kind": "lang",
        "expect": ["Health/Ananya/Eye check - Narayana Nethralaya Jan 2025.pdf"],
    },
    {
        "q": "वॉशिंग मशीन की मरम्मत कब हुई थी",
        "lang": "hi",
        "kind": "lang",
        "expect": ["Home/Appliances & Warranty/IFB washing machine - service.txt"],
    },
    {
        "q": "बेकरी के सप्लायरों के फ़ोन नंबर",
        "lang": "hi",
        "kind": "lang",
        "expect": ["Bakery/Suppliers/supplier contacts.md"],
    },
]

JUNK: list[dict] = [
    # ---- junk: no word of these occurs in any file, file name or folder
    {"q": "frobnicator", "lang": "en", "kind": "junk"},
    {"q": "qwertyuiop", "lang": "en", "kind": "junk"},
    {"q": "asdfjkl zxqv", "lang": "en", "kind": "junk"},
    {"q": "zeppelin gondola", "lang": "en", "kind": "junk"},
    {"q": "axolotl breeding", "lang": "en", "kind": "junk"},
    {"q": "harpsichord tuning", "lang": "en", "kind": "junk"},
    {"q": "snowmobile", "lang": "en", "kind": "junk"},
    {"q": "glorpwhistle flumpery", "lang": "en", "kind": "junk"},
    {"q": "RO/19-20/931", "lang": "en", "kind": "junk"},
    {"q": "KDD/21-22/8877", "lang": "en", "kind": "junk"},
    {"q": "918273645", "lang": "en", "kind": "junk"},
    {"q": "XYZPQ9876Z", "lang": "en", "kind": "junk"},
    {"q": "ज़ेप्लिन गोंडोला", "lang": "hi", "kind": "junk"},
    {"q": "ऐक्सोलॉटल पालन", "lang": "hi", "kind": "junk"},
    {"q": "फ्रॉबनिकेटर", "lang": "hi", "kind": "junk"},
    {"q": "क्वर्टी ज़्ज़्ज़", "lang": "hi", "kind": "junk"},
    {"q": "हार्पसीकॉर्ड", "lang": "hi", "kind": "junk"},
    {"q": "पेंगुइन स्लेज", "lang": "hi", "kind": "junk"},
    {"q": "bathyscaphe", "lang": "en", "kind": "junk"},
    # ---- absent: plausible topics this family has no papers about
    {"q": "home loan EMI statement", "lang": "en", "kind": "absent"},
    {"q": "car insurance renewal", "lang": "en", "kind": "absent"},
    {"q": "gold loan from Muthoot", "lang": "en", "kind": "absent"},
    {"q": "dog vaccination certificate", "lang": "en", "kind": "absent"},
    {"q": "Kiaan's swimming class fees", "lang": "en", "kind": "absent"},
    {"q": "कार का बीमा", "lang": "hi", "kind": "absent"},
    {"q": "property tax receipt for our own house", "lang": "en", "kind": "absent"},
]
