"""Search questions for the freelancer_en library (Nell Whitworth, illustrator, Manchester).

Written from the outside, from the library's files only: what Nell would ask an assistant
about her own work and personal papers. natural/keyword questions are in British English;
cross questions are in Spanish, a language she might type in instead.
"""

LIBRARY = "freelancer_en"

_OTTER = "Clients/Fernleaf Press/The Otter Who Stayed Up/"
_BOOKING = "Clients/Brightwater Cycles/Service booking app/"
_BRAND = "Clients/Brightwater Cycles/Brand refresh 2024/"
_KETTLE = "Clients/Kettle Lane Coffee/Bag illustrations 2025/"
_HALDEN = "Clients/Halden Rowe Solicitors/Website redesign/"
_POSTER = "Clients/Manchester Print Fair/Poster 2025/"
_ENQ = "Clients/Enquiries/"
_SA23 = "Business/Tax/Self Assessment/2023-24/"
_VAT = "Business/Tax/VAT/"
_EQUIP = "Business/Equipment/"
_HOME = "Personal/Home/"
_HEALTH = "Personal/Health/"
_SKYE = "Personal/Photos/2024-09 Skye/"

QUESTIONS: list[dict] = [
    # ---- natural: from memory, everyday words, vague dates
    {
        "q": "how much is the publisher paying me for the picture book",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _OTTER + "Contract - Fernleaf - Otter (signed).pdf",
            _OTTER + "Brief - The Otter Who Stayed Up.pdf",
        ],
    },
    {
        "q": "what did the editor say about my first batch of spread sketches",
        "lang": "en",
        "kind": "natural",
        "expect": [_OTTER + "roughs round 1 - Ruth's notes.pdf"],
    },
    {
        "q": "what are the hex codes for the bike shop's navy and yellow",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _BRAND + "Brightwater brand guidelines v1.1.pdf",
            _BRAND + "Brightwater brand guidelines v1.0.pdf",
        ],
    },
    {
        "q": "what's included in the bike shop app job and what isn't",
        "lang": "en",
        "kind": "natural",
        "expect": [_BOOKING + "SOW - Brightwater booking app v2.pdf"],
    },
    {
        "q": "what did people get stuck on when they tried the app prototype at the shop",
        "lang": "en",
        "kind": "natural",
        "expect": [_BOOKING + "user testing - 3 riders.md", _BOOKING + "Re_ round 1 feedback.txt"],
    },
    {
        "q": "how much am I getting for the coffee packaging work",
        "lang": "en",
        "kind": "natural",
        "expect": [_KETTLE + "Kettle Lane - agreement.pdf", _ENQ + "Quote - Kettle Lane bags.pdf"],
    },
    {
        "q": "my notes from the kick-off meeting at the law firm's office",
        "lang": "en",
        "kind": "natural",
        "expect": [_HALDEN + "discovery workshop notes.md"],
    },
    {
        "q": "which poster sketch did the committee go for",
        "lang": "en",
        "kind": "natural",
        "expect": [_POSTER + "Re_ poster roughs.txt"],
    },
    {
        "q": "how much did I quote the distillery",
        "lang": "en",
        "kind": "natural",
        "expect": [_ENQ + "Quote - Pomona Gin labels.pdf"],
    },
    {
        "q": "when's my second tax instalment due this summer",
        "lang": "en",
        "kind": "natural",
        "expect": [_SA23 + "payment 31 Jan 2025.txt"],
    },
    {
        "q": "how much did I earn from the Thursday teaching in 2023-24",
        "lang": "en",
        "kind": "natural",
        "expect": [_SA23 + "P60 - Ancoats School of Art - 2024.pdf"],
    },
    {
        "q": "what did I owe HMRC for the winter VAT quarter",
        "lang": "en",
        "kind": "natural",
        "expect": [_VAT + "VAT return Nov 2024-Jan 2025.pdf"],
    },
    {
        "q": "something to show an event organiser that I'm insured",
        "lang": "en",
        "kind": "natural",
        "expect": [
            "Business/Insurance/certificate of PL insurance - for venues.pdf",
            "Business/Insurance/PI + PL policy schedule 2024-25.pdf",
        ],
    },
    {
        "q": "when does the extra cover on my laptop run out",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _EQUIP + "MacBook Pro 14 - AppleCare+ confirmation.html",
            _EQUIP + "kit list + serial numbers.md",
        ],
    },
    {
        "q": "how much was the train to go and see the publisher in January",
        "lang": "en",
        "kind": "natural",
        "expect": ["Business/Expenses/2024-25/trainline - York 21 Jan.pdf"],
    },
    {
        "q": "receipt for the paper and paints I bought in November",
        "lang": "en",
        "kind": "natural",
        "expect": ["Business/Expenses/2024-25/NQ Art Supplies - 14 Nov.pdf"],
    },
    {
        "q": "how much deposit did we put down on the house",
        "lang": "en",
        "kind": "natural",
        "expect": [
            _HOME + "tenancy agreement - 14 Clifton Grove.pdf",
            _HOME + "deposit protection certificate.pdf",
        ],
    },
    {
        "q": "when's the boiler check due next",
        "lang": "en",
        "kind": "natural",
        "expect": [_HOME + "landlord gas safety record 2024.pdf"],
    },
    {
        "q": "what did the GP say about my bloods in February",
        "lang": "en",
        "kind": "natural",
        "expect": [_HEALTH + "IMG_4188.PNG"],
    },
    {
        "q": "the stretches for my drawing hand",
        "lang": "en",
        "kind": "natural",
        "expect": [_HEALTH + "physio exercises - wrist.md"],
    },
    {
        "q": "how much was the filling at the dentist",
        "lang": "en",
        "kind": "natural",
        "expect": [_HEALTH + "Levenshulme Dental - treatment plan.pdf"],
    },
    {
        "q": "where did we stay on the Scotland trip",
        "lang": "en",
        "kind": "natural",
        "expect": [_SKYE + "itinerary.txt"],
    },
    {
        "q": "did I ever hear back from the agency I sent my portfolio to",
        "lang": "en",
        "kind": "natural",
        "expect": ["Business/Portfolio & competitions/agent submission - Plum Tree Agency.txt"],
    },
    {
        "q": "how much is the allotment a year",
        "lang": "en",
        "kind": "natural",
        "expect": [
            "Personal/Allotment/plot 14 - tenancy.pdf",
            "Personal/Allotment/AGM minutes March 2025.txt",
        ],
    },
    # ---- keyword: what someone types into a search box
    {
        "q": "INV-0405",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            "Business/Invoices/2024-25/INV-0405.pdf",
            "Business/Bank/NatWest business/NatWest business 2025-01.csv",
        ],
    },
    {
        "q": "NB-PI-7730418",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            "Business/Insurance/PI + PL policy schedule 2024-25.pdf",
            "Business/Insurance/PI + PL policy schedule 2023-24.pdf",
            "Business/Insurance/certificate of PL insurance - for venues.pdf",
        ],
    },
    {
        "q": "FP-2025-118",
        "lang": "en",
        "kind": "keyword",
        "expect": ["Clients/Fernleaf Press/Spring 2026 catalogue cover/PO-FP-2025-118.pdf"],
    },
    {
        "q": "Yirgacheffe",
        "lang": "en",
        "kind": "keyword",
        "expect": [_KETTLE + "Re_ bag brief.txt", _KETTLE + "kettle-lane-ethiopia-FINAL.jpg"],
    },
    {
        "q": "UTR 48215 90376",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            _SA23 + "Notice to complete tax return 2023-24 (scan).pdf",
            _SA23 + "SA return 2023-24 - submission receipt.pdf",
        ],
    },
    {
        "q": "Matucana sweet peas",
        "lang": "en",
        "kind": "keyword",
        "expect": ["Personal/Allotment/seed list 2025.md"],
    },
    {
        "q": "Tallybook",
        "lang": "en",
        "kind": "keyword",
        "expect": [
            _VAT + "VAT quarters + deadlines.md",
            _VAT + "VAT return Aug-Oct 2024.pdf",
            _VAT + "VAT return Nov 2024-Jan 2025.pdf",
        ],
    },
    # ---- cross: the same kind of question, asked in Spanish
    {
        "q": "¿cuánto me paga la editorial por ilustrar el libro de la nutria?",
        "lang": "es",
        "kind": "cross",
        "expect": [
            _OTTER + "Contract - Fernleaf - Otter (signed).pdf",
            _OTTER + "Brief - The Otter Who Stayed Up.pdf",
        ],
    },
    {
        "q": "los colores corporativos de la tienda de bicicletas",
        "lang": "es",
        "kind": "cross",
        "expect": [
            _BRAND + "Brightwater brand guidelines v1.1.pdf",
            _BRAND + "Brightwater brand guidelines v1.0.pdf",
        ],
    },
    {
        "q": "¿cuándo se acaba el contrato de la fibra de internet?",
        "lang": "es",
        "kind": "cross",
        "expect": [_HOME + "Lumen Fibre - contract.html"],
    },
    {
        "q": "factura de la luz y el gas de febrero",
        "lang": "es",
        "kind": "cross",
        "expect": [_HOME + "Pennine Energy - Feb 2025.pdf"],
    },
    {
        "q": "¿cuándo caduca mi pasaporte?",
        "lang": "es",
        "kind": "cross",
        "expect": ["Personal/ID/passport photo page.pdf"],
    },
    {
        "q": "¿cuánto me cobra Adobe cada mes?",
        "lang": "es",
        "kind": "cross",
        "expect": [
            "Business/Expenses/2024-25/Receipt-2291-1187.pdf",
            "Business/Expenses/2024-25/Receipt-2291-0564.pdf",
            "Business/Expenses/2025-26/Receipt-2291-5902.pdf",
        ],
    },
    {
        "q": "fotos del viaje a Escocia",
        "lang": "es",
        "kind": "cross",
        "expect": [_SKYE + "IMG_3712.JPG", _SKYE + "DSCF0812.JPG", _SKYE + "IMG_3741.JPG"],
    },
    {
        "q": "¿a qué hora sale el vuelo a Lisboa?",
        "lang": "es",
        "kind": "cross",
        "expect": ["Personal/Photos/2025-05 Lisbon/flights + airbnb.txt"],
    },
    {
        "q": "mi número de la seguridad social británica",
        "lang": "es",
        "kind": "cross",
        "expect": [
            "Personal/ID/NI number letter.pdf",
            _SA23 + "P60 - Ancoats School of Art - 2024.pdf",
        ],
    },
    {
        "q": "¿cuánto IVA pagué en el trimestre de noviembre a enero?",
        "lang": "es",
        "kind": "cross",
        "expect": [_VAT + "VAT return Nov 2024-Jan 2025.pdf"],
    },
    {
        "q": "¿cuánto pagamos al ayuntamiento por la casa cada año?",
        "lang": "es",
        "kind": "cross",
        "expect": [_HOME + "council tax 2024-25.pdf"],
    },
    {
        "q": "¿hasta cuándo me cubre el seguro de responsabilidad civil del negocio?",
        "lang": "es",
        "kind": "cross",
        "expect": [
            "Business/Insurance/PI + PL policy schedule 2024-25.pdf",
            "Business/Insurance/certificate of PL insurance - for venues.pdf",
        ],
    },
]
