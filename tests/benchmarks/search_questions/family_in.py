"""Search questions for the family_in library (Ananya & Rohit, Bengaluru).

Written from the outside, from the library's files only: what Ananya or Rohit would ask an
assistant about their own papers. natural/keyword questions are in English (the library's
language); cross questions are in Hindi (Devanagari), as the couple might also ask.
"""

LIBRARY = "family_in"

_KIAAN_SCHOOL = "Kiaan/School/2024-25/"
_GOA = "Trips/2024-10 Goa/"

QUESTIONS: list[dict] = [
    # ---- natural: from memory, everyday words, vague dates
    {
        "q": "how much did we pay the school for Kiaan this year",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _KIAAN_SCHOOL + "Fee receipt Term 1 2024-25.pdf",
            _KIAAN_SCHOOL + "IMG_4301.PNG",
        ],
    },
    {
        "q": "need Ananya's PAN copy for the CA",
        "lang": "en",
        "kind": "natural",
        "expect": ["IDs/Ananya/ePAN_Ananya.pdf"],
    },
    {
        "q": "when does Rohit's passport run out",
        "lang": "en",
        "kind": "natural",
        "expect": ["IDs/Rohit/passport_rohit_2015.pdf"],
    },
    {
        "q": "my thyroid test results from last year",
        "lang": "en",
        "kind": "natural",
        "expect": ["Health/Ananya/TSH report Sep 2024.pdf"],
    },
    {
        "q": "Rohit's cholesterol and sugar numbers",
        "lang": "en",
        "kind": "natural",
        "expect": ["Health/Rohit/Lipid profile Aug 2024.pdf", "Health/Rohit/Rohit meds.txt"],
    },
    {
        "q": "what did the doctor give Rohit for the leg pain from standing all day at the shop",
        "lang": "en",
        "kind": "natural",
        "expect": ["Health/Rohit/Dr Prakash ortho - knee.pdf"],
    },
    {
        "q": "how much is our house rent and till when is the lease",
        "lang": "en",
        "kind": "natural",
        "expect": ["Home/Rent/Rent Agreement 2024-25.pdf", "Home/Rent/Ramesh uncle.txt"],
    },
    {
        "q": "the current bill for our flat from January",
        "lang": "en",
        "kind": "natural",
        "expect": ["Home/BESCOM/BESCOM_Jan2025.pdf"],
    },
    {
        "q": "when did we buy the refrigerator and how long is the guarantee",
        "lang": "en",
        "kind": "natural",
        "expect": ["Home/Appliances & Warranty/LG fridge invoice - Croma.pdf"],
    },
    {
        "q": "our family mediclaim, how much cover do we have and when does it renew",
        "lang": "en",
        "kind": "natural",
        "expect": ["Money/Insurance/Health/StarHealth_Policy_2024-25.pdf"],
    },
    {
        "q": "which shots has Kiaan already had",
        "lang": "en",
        "kind": "natural",
        "expect": ["Health/Kiaan/vaccination record.pdf"],
    },
    {
        "q": "what syrup did the paediatrician give Kiaan for his cold in January",
        "lang": "en",
        "kind": "natural",
        "expect": ["Health/Kiaan/Dr Shalini - 2025-01-18.pdf"],
    },
    {
        "q": "how did Kiaan do in his first term exams",
        "lang": "en",
        "kind": "natural",
        "expect": [_KIAAN_SCHOOL + "Report card Term 1 Grade 2.pdf"],
    },
    {
        "q": "what did Kiaan's class teacher tell us when we met her in December",
        "lang": "en",
        "kind": "natural",
        "expect": [_KIAAN_SCHOOL + "PTM notes Dec.txt"],
    },
    {
        "q": "how much did I take home in March",
        "lang": "en",
        "kind": "natural",
        "expect": ["Ananya Work/Payslip_Mar2025.pdf"],
    },
    {
        "q": "when is my medical licence renewal due",
        "lang": "en",
        "kind": "natural",
        "expect": ["Ananya Work/KMC registration renewal 2023.pdf"],
    },
    {
        "q": "what did the oven breakdown in March cost us",
        "lang": "en",
        "kind": "natural",
        "expect": [
            "Bakery/Expenses/Oven repair - Mar 2025.pdf",
            "Bakery/Expenses/shop expenses 2025.csv",
        ],
    },
    {
        "q": "when does the bakery's food licence run out",
        "lang": "en",
        "kind": "natural",
        "expect": ["Bakery/Licences/FSSAI licence 2024.pdf"],
    },
    {
        "q": "the Christmas fruit cake recipe without eggs",
        "lang": "en",
        "kind": "natural",
        "expect": ["Bakery/Recipes/eggless plum cake.md"],
    },
    {
        "q": "how much tax did the hospital cut from my salary for last year",
        "lang": "en",
        "kind": "natural",
        "expect": [
            "Money/Tax/AY2024-25/Form16_Manipal_FY2023-24.pdf",
            "Money/Tax/AY2024-25/26AS_Ananya_FY2023-24.pdf",
        ],
    },
    {
        "q": "pictures from the beach holiday last October",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _GOA + "DSC_0118.JPG",
            _GOA + "IMG_20241019_183045.jpg",
            _GOA + "IMG_3980.JPG",
        ],
    },
    {
        "q": "the invite for Neha's shaadi",
        "lang": "en",
        "kind": "natural",
        "expect": ["Trips/2025-03 Jaipur wedding/WhatsApp Image 2025-02-02 at 09.12.40.jpeg"],
    },
    {
        "q": "how much was the flour order at the start of the year",
        "lang": "en",
        "kind": "natural",
        "expect": [
            "Bakery/Suppliers/Sri Lakshmi Flour Mills - Inv 2291.pdf",
            "Bakery/Suppliers/Screenshot_20250303-081522.png",
        ],
    },
    # ---- keyword: what someone types into a search box
    {
        "q": "BQRPR5678M",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            "IDs/Ananya/ePAN_Ananya.pdf",
            "Money/Tax/AY2024-25/ITR-V_Ananya_AY2024-25.pdf",
            "Money/Tax/AY2024-25/26AS_Ananya_FY2023-24.pdf",
        ],
    },
    {
        "q": "765432109",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            "Money/Insurance/LIC/LIC Jeevan Anand policy bond.pdf",
            "Money/Insurance/LIC/LIC premium receipt 2024.pdf",
            "Money/Insurance/LIC/LIC premium receipt 2023.pdf",
        ],
    },
    {
        "q": "Brew & Co Cafe invoice",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            "Bakery/GST/2024-Q4/INV-RO-2425-121.pdf",
            "Bakery/GST/2024-Q4/INV-RO-2425-152.pdf",
            "Bakery/GST/2025-Q1/INV-RO-2425-163.pdf",
        ],
    },
    {
        "q": "RO/24-25/177",
        "lang": "en",
        "kind": "keyword",
        "expect": ["Bakery/GST/2025-Q1/INV-RO-2425-177.pdf"],
    },
    {
        "q": "Sagar Bakery Equipments",
        "lang": "en",
        "kind": "keyword",
        "expect": ["Bakery/Expenses/Oven repair - Mar 2025.pdf"],
    },
    {
        "q": "dilpasand",
        "lang": "en",
        "kind": "keyword",
        "expect": ["Bakery/Recipes/dilpasand.md"],
    },
    {
        "q": "Cloudnine Jayanagar",
        "lang": "en",
        "kind": "keyword",
        "expect": ["IDs/Kiaan/Birth certificate Kiaan.pdf"],
    },
    # ---- cross: the same kind of question, asked in Hindi
    {
        "q": "किआन का जन्म प्रमाण पत्र कहाँ है?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["IDs/Kiaan/Birth certificate Kiaan.pdf"],
    },
    {
        "q": "घर का किराया कितना है और किरायानामा कब खत्म होता है?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Home/Rent/Rent Agreement 2024-25.pdf"],
    },
    {
        "q": "मार्च में फ्लैट का बिजली का बिल कितना आया था?",
        "lang": "hi",
        "kind": "cross",
        "expect": [
            "Home/BESCOM/BESCOM_Mar2025.pdf",
            "Home/BESCOM/Screenshot_20250305-094512.png",
        ],
    },
    {
        "q": "रोहित के जीवन बीमा की सालाना किस्त कितनी है?",
        "lang": "hi",
        "kind": "cross",
        "expect": [
            "Money/Insurance/LIC/LIC premium receipt 2024.pdf",
            "Money/Insurance/LIC/LIC premium receipt 2023.pdf",
            "Money/Insurance/LIC/LIC Jeevan Anand policy bond.pdf",
        ],
    },
    {
        "q": "बेकरी के कर्मचारियों को हर महीने कितनी तनख्वाह देते हैं?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Bakery/Staff/salary register 2025.csv", "Bakery/Staff/staff list.md"],
    },
    {
        "q": "फरवरी में मेरी तनख्वाह कितनी आई थी?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Ananya Work/Payslip_Feb2025.pdf"],
    },
    {
        "q": "किआन को अब तक कौन-कौन से टीके लग चुके हैं?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Health/Kiaan/vaccination record.pdf"],
    },
    {
        "q": "रोहित के घुटने के दर्द के लिए डॉक्टर ने कौन सी दवा लिखी थी?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Health/Rohit/Dr Prakash ortho - knee.pdf"],
    },
    {
        "q": "दस किलो मैदे वाले पाव बनाने की विधि",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Bakery/Recipes/pav buns 10kg.md"],
    },
    {
        "q": "दुकान का फरवरी वाला बिजली का बिल",
        "lang": "hi",
        "kind": "cross",
        "expect": [
            "Bakery/Expenses/BESCOM shop - Feb 2025.pdf",
            "Bakery/Expenses/shop expenses 2025.csv",
        ],
    },
    {
        "q": "नया फ्रिज कहाँ से खरीदा था और उसकी गारंटी कितने साल की है?",
        "lang": "hi",
        "kind": "cross",
        "expect": ["Home/Appliances & Warranty/LG fridge invoice - Croma.pdf"],
    },
]
