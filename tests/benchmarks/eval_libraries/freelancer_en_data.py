"""The freelancer-en library as data: the guideline, the files already filed, the inbox.

Each entry is a dict made by ``F(path, kind, date, **payload)``; ``freelancer_en.build``
turns it into a real file. Kinds:

    text     .md/.txt, ``text``                     html   saved web page: title, url, site, body
    pdf      text-layer PDF, ``lines``              scan   image-only PDF of ``lines``
    invoice  text-layer PDF built from num/to/items natwest/monzo/csv  bank exports, tables
    shot     PNG with rendered ``lines`` (size phone|desktop|card)
    photo    JPEG, ``taken`` + ``exif`` (make, model) or no EXIF; ``scene`` picks colours
    art      artwork JPEG/PNG of shapes, optional ``top``/``label`` text

Text inside images is ASCII only (Pillow's bundled font has no pound sign), so screenshots
and scans say "GBP". Inbox entries carry ``expect``: the folder a careful human would pick.
"""


def F(path, kind, date, **payload):
    return {"path": path, "kind": kind, "date": date, **payload}


GUIDELINE = """\
# how I file things

Notes to self, because January-me is always cross with whoever did the filing in April.
Everything lands in inbox/ first (downloads, the scanner, stuff AirDropped off my phone).
Sort it every couple of weeks - don't let it get to 200 files again.

## Work

- Each job has its own folder: Clients/<client>/<project>/. Per project, not per client -
  Brightwater have had two jobs now and I want them kept apart. In there: brief, contract
  or PO, feedback, exports, and any emails that matter (save as .txt, "Re_ whatever.txt").
- A job only gets a folder once it's actually confirmed (contract signed or a PO in).
  Before that it's an enquiry, not a job.
- Ruth at Fernleaf marks up a PDF every round. Keep ALL the rounds in the book's folder,
  don't overwrite the old ones.
- Invoices I send -> Business/Invoices/<tax year>/. NOT the client folder, however handy
  that would be. Tax year = 6 April to 5 April, written like 2024-25. Go by the date ON the
  invoice: one dated 2 April 2025 is still 2024-25. New tax year = new folder.
- Receipts for things I'm claiming -> Business/Expenses/<tax year>/, same rule, date on the
  receipt. Kit too: if I buy a tablet or a laptop the receipt goes in Expenses, even though
  the manuals / warranty bits live somewhere else.
- Only business stuff in Expenses!! Personal shopping isn't an expense just because it came
  with an order confirmation.
- Self assessment: anything from HMRC about my tax return (notices to file, calculations,
  the return itself) -> Business/Tax/Self Assessment/<the tax year it's ABOUT>/.
  The P60 from the college (Thursday teaching) goes in there too, in the year it covers -
  not in Personal.

## Home + personal

- Gas/electric, broadband, council tax, rent -> Personal/Home. I use the HMRC flat rate for
  working from home, so none of these go on the business side.
- Photos -> Personal/Photos/<year>/. CALENDAR year for photos, not tax year.
- Trips get their own folder next to the years, named like "2025-05 Lisbon" (year-month we
  went + place). Only photos from the days we were actually away - the day after we get
  back it's the normal year folder again.
- Memes and forwarded rubbish from the group chats: don't file them, they get deleted.
  Leave them in the inbox till I get round to it.

If something doesn't obviously belong anywhere, leave it in the inbox and I'll deal with it.
Don't make up new folders apart from the obvious ones (new year, new tax year, new trip).
"""

ME = [
    "Nell Whitworth Illustration & Design",
    "Eleanor Whitworth",
    "14 Clifton Grove, Manchester M19 3QL",
    "hello@nellwhitworth.co.uk  |  07700 900418",
]
FERNLEAF = ["Fernleaf Press Ltd", "3 Tanner Row", "York YO1 6JB"]
BRIGHTWATER = ["Brightwater Cycles Ltd", "512 Wilbraham Road", "Chorlton, Manchester M21 9AW"]
KETTLE = ["Kettle Lane Coffee Roasters", "Unit 4, Hatters Yard", "Stockport SK1 3DJ"]
HALDEN = ["Halden Rowe LLP", "FAO Priya Shah", "2 Hardman Square", "Manchester M3 3EB"]
PRINTFAIR = ["Manchester Print Fair CIC", "c/o 19 Tib Street", "Manchester M4 1LA"]
SALTMARSH = ["Saltmarsh Books Ltd", "41 Bridge Street", "Hebden Bridge HX7 8EX"]
ORDSALL = ["Ordsall Community Radio", "The Old Library, Robert Hall Street", "Salford M5 3LT"]
LEAF = ["Leaf & Lathe Furniture", "Arch 7, Sheffield Street", "Manchester M1 2ND"]

# --------------------------------------------------------------------------- clients

OTTER = "Clients/Fernleaf Press/The Otter Who Stayed Up/"
CATALOGUE = "Clients/Fernleaf Press/Spring 2026 catalogue cover/"
BOOKING = "Clients/Brightwater Cycles/Service booking app/"
BRAND = "Clients/Brightwater Cycles/Brand refresh 2024/"
KETTLEF = "Clients/Kettle Lane Coffee/Bag illustrations 2025/"
HALDENF = "Clients/Halden Rowe Solicitors/Website redesign/"
POSTER = "Clients/Manchester Print Fair/Poster 2025/"
ENQ = "Clients/Enquiries/"
INV23, INV24, INV25 = (f"Business/Invoices/{y}/" for y in ("2023-24", "2024-25", "2025-26"))
EXP24, EXP25 = "Business/Expenses/2024-25/", "Business/Expenses/2025-26/"
SA23, SA24 = (f"Business/Tax/Self Assessment/{y}/" for y in ("2023-24", "2024-25"))
VAT = "Business/Tax/VAT/"
NATWEST = "Business/Bank/NatWest business/"
INSURANCE = "Business/Insurance/"
EQUIP = "Business/Equipment/"
PORTFOLIO = "Business/Portfolio & competitions/"
ID = "Personal/ID/"
HOME = "Personal/Home/"
HEALTH = "Personal/Health/"
MONZO = "Personal/Monzo/"
ALLOT = "Personal/Allotment/"
P23, P24, P25 = "Personal/Photos/2023/", "Personal/Photos/2024/", "Personal/Photos/2025/"
SKYE, LISBON = "Personal/Photos/2024-09 Skye/", "Personal/Photos/2025-05 Lisbon/"

IPHONE = ("Apple", "iPhone 15")
FUJI = ("FUJIFILM", "X-T30 II")

LIBRARY = [
    # ---- Fernleaf: the picture book
    F(
        OTTER + "Brief - The Otter Who Stayed Up.pdf",
        "pdf",
        "2024-12-09",
        lines=[
            "Fernleaf Press - Illustration brief",
            "## The Otter Who Stayed Up",
            "Author: Maisie Quill. Editor: Ruth Adeyemi. Art director: Hana Novak.",
            "Format: 32pp picture book, 250 x 250 mm, hardback with jacket.",
            "Illustrations: 14 spreads, front cover, endpapers (pattern), title page vignette.",
            "",
            "## Story",
            "Otto the otter is determined to stay awake through the longest night of the year to "
            "see the sun come back. One by one the river animals drop off to sleep around him; "
            "the owl keeps him company until dawn.",
            "",
            "## Style",
            "Warm and textured, limited palette: river greens, deep blues, lamp ochre. Night "
            "scenes must still read clearly in print - avoid large areas of flat black.",
            "",
            "## Schedule",
            "Character sketches: 31 January 2025",
            "Roughs, all spreads: 14 March 2025",
            "Final artwork: 30 June 2025",
            "",
            "Fee: advance of £6,500 in three instalments, plus royalties - see contract.",
        ],
    ),
    F(
        OTTER + "Contract - Fernleaf - Otter (signed).pdf",
        "scan",
        "2025-01-08",
        lines=[
            "## FERNLEAF PRESS LTD",
            "3 Tanner Row, York YO1 6JB",
            "",
            "## ILLUSTRATOR AGREEMENT",
            "This agreement is made on 6 January 2025 between Fernleaf",
            "Press Ltd (the Publisher) and Eleanor Whitworth, 14 Clifton",
            "Grove, Manchester M19 3QL (the Illustrator).",
            "",
            "1. The Work: illustrations for THE OTTER WHO STAYED UP",
            "   by Maisie Quill - 14 spreads, cover and endpapers.",
            "2. Advance: GBP 6,500 payable in three equal instalments:",
            "   on signature, on approval of roughs, on delivery.",
            "3. Royalties: 5% of UK hardback RRP, 2.5% on export.",
            "4. Delivery of final artwork: 30 June 2025.",
            "5. The Illustrator keeps the original artwork.",
            "",
            "~Signed for the Publisher: R. Adeyemi",
            "~Signed by the Illustrator: E. Whitworth",
        ],
    ),
    F(
        OTTER + "character sketches - Ruth's notes.pdf",
        "pdf",
        "2025-02-04",
        lines=[
            "THE OTTER WHO STAYED UP - character sketches",
            "Comments: Ruth Adeyemi (RA), 4 February 2025",
            "",
            "Otto: love version C - the round tummy and the scarf. Could his eyes be a touch "
            "bigger so he still reads as a child at small sizes?",
            "Owl: a bit too fierce in A and B. Hana suggests softer, older, a grandmother owl.",
            "Heron: great as is.",
            "Please carry the scarf through every spread - Maisie says it is a plot point.",
        ],
    ),
    F(
        OTTER + "roughs round 1 - Ruth's notes.pdf",
        "pdf",
        "2025-03-24",
        lines=[
            "THE OTTER WHO STAYED UP - roughs, round 1",
            "Comments: Ruth Adeyemi (RA), 24 March 2025",
            "",
            "Spread 1: lovely establishing shot. Move the text box left, it sits on Otto's tail.",
            "Spread 2-3: pacing feels slow, could 3 be a vignette sequence instead?",
            "Spread 4: the kitchen scene - see my email, the lamp should be the only light source.",
            "Spread 7: moon too small, it's the emotional beat of the book.",
            "Spread 11: owl arrives - needs more drama, try a low viewpoint.",
            "Spreads 12-14: fine for now, we'll look again in round 2.",
        ],
    ),
    F(
        OTTER + "Re_ spread 4 - the kitchen scene.txt",
        "text",
        "2025-04-03",
        text="""\
From: Ruth Adeyemi <ruth@fernleafpress.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Thu, 3 Apr 2025 10:12
Subject: Re: spread 4 - the kitchen scene

Hi Nell,

Yes to the new composition. Let's keep the lamp as the only light source in the room so
the window stays properly dark - it sets up the "will the sun ever come back" feeling
for the rest of the book. Maisie is fine with losing the cat.

Ruth

> On 2 Apr 2025, Nell Whitworth wrote:
> Revised spread 4 attached - I've moved Otto to the windowsill and dropped the cat.
""",
    ),
    F(
        OTTER + "otto-character-sheet.png",
        "art",
        "2025-02-10",
        size=(1200, 700),
        palette="river",
        label="Otto - turnaround v2 (front / side / back)",
    ),
    F(
        OTTER + "otter_spread_01_colour_test.jpg",
        "art",
        "2025-04-22",
        size=(1200, 600),
        palette="river",
    ),
    # ---- Fernleaf: catalogue cover
    F(
        CATALOGUE + "Re_ catalogue cover - quick one.txt",
        "text",
        "2025-04-14",
        text="""\
From: Tom Billings <tom.billings@fernleafpress.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Cc: Ruth Adeyemi
Date: Mon, 14 Apr 2025 15:30
Subject: catalogue cover - quick one

Hi Nell,

Ruth tells me you might have a gap in May. We'd love you to illustrate the cover of our
Spring 2026 trade catalogue (the one we send to bookshops in the autumn). Front cover
only, fee £650 + VAT. I'll send a proper brief and a PO if you're up for it.

Best,
Tom
Marketing Manager, Fernleaf Press
""",
    ),
    F(
        CATALOGUE + "PO-FP-2025-118.pdf",
        "pdf",
        "2025-04-22",
        lines=[
            "Fernleaf Press Ltd - Purchase order",
            "PO number: FP-2025-118",
            "Date: 22 April 2025",
            "Supplier: Nell Whitworth Illustration & Design",
            "Description: cover illustration, Spring 2026 trade catalogue (front cover, A4)",
            "Amount: £650.00 + VAT",
            "Delivery: final artwork by 20 June 2025",
            "Please quote this PO number on your invoice.",
            "Authorised by: Tom Billings, Marketing",
        ],
    ),
    # ---- Brightwater: booking app
    F(
        BOOKING + "kick-off notes.md",
        "text",
        "2025-02-18",
        text="""\
# Brightwater booking app - kick-off, 18 Feb

with Dan Mercer (owner) + Kamil (his developer, freelance)

- problem: service bookings are all by phone/Instagram DM, Dan loses track on Saturdays
- want: customers book a service slot from their phone, pick bike type + service
- web app first (PWA), native maybe later. Kamil builds it, I do UX + UI + icons
- must reuse the new brand (navy + spoke yellow) from the refresh last year
- screens: home/book, choose service, choose time, your details, confirmation
- timeline: wireframes mid March, hi-fi by end of April, handover late May
""",
    ),
    F(
        BOOKING + "SOW - Brightwater booking app v2.pdf",
        "pdf",
        "2025-02-24",
        lines=[
            "Statement of work - Brightwater Cycles service booking app",
            "Client: Brightwater Cycles Ltd (Dan Mercer)",
            "Designer: Nell Whitworth Illustration & Design",
            "Version 2 - 24 February 2025",
            "",
            "## Scope",
            "UX flows and wireframes for the booking journey (5 core screens).",
            "High-fidelity UI in Figma, mobile first, plus a desktop layout for the home screen.",
            "Icon set: 6 bike types, 8 service types, in the 2024 brand style.",
            "Design handover to the client's developer, including a component sheet.",
            "",
            "## Fee and payment",
            "£4,500 + VAT: 50% on signature, 50% on handover.",
            "",
            "## Out of scope",
            "Development, hosting, copywriting beyond placeholder text.",
        ],
    ),
    F(
        BOOKING + "Re_ round 1 feedback.txt",
        "text",
        "2025-03-27",
        text="""\
From: Dan Mercer <dan@brightwatercycles.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Thu, 27 Mar 2025 19:44
Subject: Re: round 1 feedback

Evening Nell,

Had a go on the clickable wireframes with Kamil and two of the lads from the Saturday ride.
All good mostly. Things we noticed:
- picking the bike type first makes more sense than picking the service first
- people want to see the price before they pick a time
- "your details" - can we skip it for returning customers?

Cheers, Dan
""",
    ),
    F(
        BOOKING + "booking-app-flow_v2.png",
        "shot",
        "2025-03-18",
        size="desktop",
        lines=[
            "# Brightwater booking - user flow v2",
            "1. Home: Book a service",
            "2. Bike type: road / gravel / hybrid / kids / cargo",
            "3. Service: tune-up / full service / wheel true / puncture",
            "4. Choose a time (shop hours only)",
            "5. Your details",
            "6. Confirmation + add to calendar",
            "- Brightwater Cycles / Nell Whitworth - March 2025",
        ],
    ),
    F(
        BOOKING + "booking-app-home_v3@2x.png",
        "shot",
        "2025-04-15",
        size="phone",
        lines=[
            "# Brightwater Cycles",
            "! Book a service",
            "Bike type",
            "[Road]",
            "[Gravel]",
            "[Hybrid]",
            "Choose a service",
            "Basic tune-up  -  GBP 45",
            "Full service  -  GBP 95",
            "Wheel true  -  GBP 20",
            "[Next: choose a time]",
        ],
    ),
    F(
        BOOKING + "Screenshot_20250402-101233.png",
        "shot",
        "2025-04-02",
        size="phone",
        lines=[
            "# Brightwater Cycles",
            "! Choose a time",
            "Wednesday 9 April",
            "[09:30]",
            "[11:00]",
            "[14:30]",
            "- Prototype build 0.3 - test device",
        ],
    ),
    F(
        BOOKING + "user testing - 3 riders.md",
        "text",
        "2025-04-08",
        text="""\
# booking app - quick user test, 3 riders (Sat 5 Apr, at the shop)

1. Aoife (commuter, hybrid) - booked a full service in 48s. Missed the price on the time screen.
2. Marcus (road, club rider) - wanted to add a note ("creaky bottom bracket"). Add notes field!
3. Lily (cargo bike, 2 kids) - cargo not listed as a bike type on the v2 screens -> add it

Overall: flow works. Price visible earlier, notes field, cargo + e-bike as types.
""",
    ),
    # ---- Brightwater: brand refresh (finished)
    F(
        BRAND + "Brand refresh - agreement.pdf",
        "pdf",
        "2024-09-09",
        lines=[
            "Agreement - Brightwater Cycles brand refresh",
            "Between Brightwater Cycles Ltd and Nell Whitworth Illustration & Design",
            "Date: 9 September 2024",
            "Deliverables: new logo and wheel mark, colour palette, type choices, shop signage "
            "artwork, brand guidelines PDF.",
            "Fee: £2,800 + VAT, 50% deposit, 50% on delivery of the guidelines.",
            "Timeline: concepts early October, final guidelines by end of November 2024.",
        ],
    ),
    F(
        BRAND + "Brightwater brand guidelines v1.0.pdf",
        "pdf",
        "2024-11-20",
        lines=[
            "Brightwater Cycles - Brand guidelines",
            "Version 1.0 - 20 November 2024",
            "## 1. Logo",
            "Wordmark plus wheel mark. Always on navy or white, never on photography.",
            "## 2. Colour",
            "Brightwater Navy #14213D. Spoke Yellow #FCA311. Chalk #F4F1EA.",
            "## 3. Type",
            "Headings: Archivo Bold. Body: Inter.",
        ],
    ),
    F(
        BRAND + "Brightwater brand guidelines v1.1.pdf",
        "pdf",
        "2024-11-28",
        lines=[
            "Brightwater Cycles - Brand guidelines",
            "Version 1.1 - 28 November 2024",
            "Changes since 1.0: added signage section, clear space rules for the wheel mark.",
            "## 1. Logo",
            "Wordmark plus wheel mark. Clear space = the height of the B on all sides.",
            "## 2. Colour",
            "Brightwater Navy #14213D (PMS 2767 U). Spoke Yellow #FCA311. Chalk #F4F1EA.",
            "## 3. Signage",
            "Shop fascia: navy board, chalk wordmark, yellow wheel mark.",
        ],
    ),
    F(
        BRAND + "logo-final-navy.png",
        "art",
        "2024-11-15",
        size=(1000, 500),
        palette="navy",
        label="BRIGHTWATER CYCLES",
    ),
    F(
        BRAND + "Re_ logo sign-off.txt",
        "text",
        "2024-11-18",
        text="""\
From: Dan Mercer <dan@brightwatercycles.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Mon, 18 Nov 2024 08:55
Subject: Re: logo sign-off

Nell - that's the one. Navy version with the yellow wheel. Signed off!
Go ahead with the guidelines and the signage files.
Dan
""",
    ),
    # ---- Kettle Lane
    F(
        KETTLEF + "Re_ bag brief.txt",
        "text",
        "2025-03-06",
        text="""\
From: Bex Ainsworth <bex@kettlelanecoffee.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Thu, 6 Mar 2025 12:20
Subject: Re: bag brief

Hi Nell!

Thrilled you can do it. So: three single-origin bags this year - Ethiopia (Yirgacheffe),
Colombia (Huila) and Peru (Cajamarca). One illustration each, wraps round the front
panel of a 250g kraft bag. Something from the region - plant, bird, landscape - in your
gouache style. Ethiopia first please, it launches in April.

Bex
""",
    ),
    F(
        KETTLEF + "Kettle Lane - agreement.pdf",
        "pdf",
        "2025-03-10",
        lines=[
            "Illustration agreement - Kettle Lane Coffee Roasters",
            "Client: Kettle Lane Coffee Roasters (Bex Ainsworth)",
            "Illustrator: Eleanor Whitworth",
            "Work: three illustrations for 250g coffee bags (Ethiopia, Colombia, Peru).",
            "Licence: packaging and the client's own marketing, 3 years, UK and online.",
            "Fee: £1,800 + VAT, 50% upfront, 50% on delivery of the third bag.",
            "Signed 10 March 2025.",
        ],
    ),
    F(
        KETTLEF + "kettle-lane-ethiopia-sketch.jpg",
        "art",
        "2025-03-20",
        size=(800, 1000),
        palette="kraft",
    ),
    F(
        KETTLEF + "kettle-lane-ethiopia-FINAL.jpg",
        "art",
        "2025-04-04",
        size=(800, 1000),
        palette="kraft",
        label="KETTLE LANE - ETHIOPIA YIRGACHEFFE",
    ),
    F(
        KETTLEF + "IMG_4302.PNG",
        "shot",
        "2025-04-09",
        size="phone",
        lines=[
            "# Bex Kettle Lane",
            "- Wed 9 Apr 16:02",
            "> the Ethiopia bag is at the printer!!",
            "> first proofs look gorgeous, the yellow really pops on kraft",
            "< Yay! So pleased. Colombia next?",
            "> yes please - hummingbird idea sounds perfect",
        ],
    ),
    # ---- Halden Rowe
    F(
        HALDENF + "Halden Rowe - proposal.pdf",
        "pdf",
        "2025-03-12",
        lines=[
            "Proposal - website redesign for Halden Rowe LLP",
            "Prepared for Priya Shah, Marketing Manager - 12 March 2025",
            "",
            "## Approach",
            "Discovery workshop with partners, sitemap and page list, wireframes, high-fidelity "
            "designs for desktop and mobile, a small set of spot illustrations.",
            "## Fee",
            "Discovery workshop and sitemap: £1,200 + VAT.",
            "Design phase: £5,400 + VAT, in two stages.",
            "## Timeline",
            "Workshop end of March, designs complete early June 2025.",
        ],
    ),
    F(
        HALDENF + "discovery workshop notes.md",
        "text",
        "2025-03-31",
        text="""\
# Halden Rowe - discovery workshop, 31 Mar (their office, Spinningfields)

people: Priya (marketing), Alan Rowe + Meera Halden (partners), Jo from IT

- current site: 2014, not mobile friendly, partners hate the stock photos
- audiences: families (divorce, wills), small businesses (employment, property)
- top tasks: find the right solicitor, book a consultation, check fees
- "approachable but serious" - no cartoons, but warm spot illos OK
- must pass accessibility checks (they're on a council framework)
- next: sitemap + page list by 7 Apr
- (proposal signed by Alan on 20 Mar, so this is a go)
""",
    ),
    F(
        HALDENF + "Re_ sitemap + page list.txt",
        "text",
        "2025-04-07",
        text="""\
From: Priya Shah <p.shah@haldenrowe.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Mon, 7 Apr 2025 17:05
Subject: Re: sitemap + page list

Thanks Nell, the partners are happy with the sitemap. Two changes: merge "Wills" and
"Probate" into one section, and fees need their own page (SRA transparency rules).
Go ahead with wireframes.

Priya
""",
    ),
    F(
        HALDENF + "halden-rowe-homepage-v1.png",
        "shot",
        "2025-04-24",
        size="desktop",
        lines=[
            "# HALDEN ROWE  Solicitors",
            "! Clear advice for businesses and families in Manchester",
            "[Book a consultation]",
            "Family law   |   Property   |   Employment   |   Wills & probate",
            "Our fees are published - no surprises.",
            "- Homepage v1 - Nell Whitworth - April 2025",
        ],
    ),
    F(
        HALDENF + "Screenshot 2025-04-29 at 11.02.44.png",
        "shot",
        "2025-04-29",
        size="desktop",
        lines=[
            "# Microsoft Teams - Halden Rowe / Website",
            "> Priya Shah  11:01  Partners like the homepage v1!",
            "> Priya Shah  11:01  Two things: hero image less 'stock', and the consultation "
            "button needs to be visible without scrolling on mobile",
            "< Nell Whitworth  11:02  Great - I'll do both in v2 by Friday",
        ],
    ),
    # ---- Print Fair
    F(
        POSTER + "Print Fair 2025 - poster brief.pdf",
        "pdf",
        "2025-03-03",
        lines=[
            "Manchester Print Fair 2025 - poster brief",
            "Contact: Jo Kettering, organiser",
            "Dates: 28-29 June 2025, Victoria Baths, Manchester",
            "We'd like an illustrated poster celebrating independent printmaking in the city: "
            "risograph, screen print, letterpress. Bright, hand-made feel.",
            "Uses: A2 poster, A4 flyer, social media.",
            "Fee: £750 + VAT (50% on roughs, 50% on final).",
            "Confirmed by email, 5 March 2025: this brief and fee are the agreement.",
        ],
    ),
    F(POSTER + "poster-rough-A.jpg", "art", "2025-03-21", size=(707, 1000), palette="riso"),
    F(POSTER + "poster-rough-B.jpg", "art", "2025-03-21", size=(707, 1000), palette="riso"),
    F(
        POSTER + "Re_ poster roughs.txt",
        "text",
        "2025-03-26",
        text="""\
From: Jo Kettering <jo@manchesterprintfair.org.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Wed, 26 Mar 2025 09:40
Subject: Re: poster roughs

Morning Nell - committee vote is in and it's rough B (the pool full of paper boats)
by a mile. Could the boats have a bit more colour? Final specs to follow once the
printer confirms. Jo x
""",
    ),
    # ---- Enquiries (not yet jobs)
    F(
        ENQ + "Enquiry - Moss Side library mural (didn't go ahead).txt",
        "text",
        "2024-06-11",
        text="""\
From: Claire Donnelly <c.donnelly@mosssidefriends.org.uk>
Date: Tue, 11 Jun 2024 14:02
Subject: Mural for the children's library?

Hi Nell, the Friends of Moss Side Library are applying for a small grant for a mural in
the children's section (approx 4m x 2.5m). Would you be interested, and roughly what
would it cost? We'll know about the grant in September.

[Sept: grant not awarded - didn't go ahead]
""",
    ),
    F(
        ENQ + "Enquiry - Pomona Gin labels.txt",
        "text",
        "2024-10-02",
        text="""\
From: Rob Ashworth <rob@pomonagin.co.uk>
Date: Wed, 2 Oct 2024 10:15
Subject: Label illustration enquiry

Hello, we're a small distillery launching a rhubarb gin in spring and saw your Kettle
Lane work. Could you quote for a label illustration (front label + neck collar)?
""",
    ),
    F(
        ENQ + "Quote - Pomona Gin labels.pdf",
        "pdf",
        "2024-10-04",
        lines=[
            "Quote - label illustration for Pomona Gin",
            "From: Nell Whitworth Illustration & Design - 4 October 2024",
            "Front label illustration and neck collar, two rounds of revisions.",
            "Fee: £950 + VAT. Licence: packaging, 5 years.",
            "Quote valid for 60 days. Work confirmed on signed agreement.",
        ],
    ),
    F(
        ENQ + "Quote - Kettle Lane bags.pdf",
        "pdf",
        "2025-02-26",
        lines=[
            "Quote - coffee bag illustrations for Kettle Lane Coffee Roasters",
            "From: Nell Whitworth Illustration & Design - 26 February 2025",
            "Three illustrations (one per single-origin bag), gouache, print-ready files.",
            "Fee: £1,800 + VAT. Quote valid for 30 days.",
        ],
    ),
    # ---- Invoices
    F(
        INV23 + "INV-0371.pdf",
        "invoice",
        "2023-06-30",
        num="INV-0371",
        to=SALTMARSH,
        vat=False,
        items=[("Cover illustration - 'The Salt Road' (paperback)", 1100.00)],
    ),
    F(
        INV23 + "INV-0378.pdf",
        "invoice",
        "2023-10-12",
        num="INV-0378",
        to=ORDSALL,
        items=[("Logo and station ident artwork", 650.00)],
    ),
    F(
        INV23 + "INV-0384.pdf",
        "invoice",
        "2024-01-19",
        num="INV-0384",
        to=SALTMARSH,
        items=[("'The Lantern Keepers' - chapter heading roughs (12)", 600.00)],
    ),
    F(
        INV23 + "INV-0389.pdf",
        "invoice",
        "2024-03-28",
        num="INV-0389",
        to=LEAF,
        items=[("Website illustrations x 5 (workshop, tools, timber)", 1250.00)],
    ),
    F(
        INV24 + "INV-0392.pdf",
        "invoice",
        "2024-05-02",
        num="INV-0392",
        to=SALTMARSH,
        items=[("'The Lantern Keepers' - chapter heading finals (12)", 1200.00)],
    ),
    F(
        INV24 + "INV-0397.pdf",
        "invoice",
        "2024-07-15",
        num="INV-0397",
        to=ORDSALL,
        items=[("Summer fundraiser poster + social assets", 450.00)],
    ),
    F(
        INV24 + "INV-0401.pdf",
        "invoice",
        "2024-09-30",
        num="INV-0401",
        to=BRIGHTWATER,
        items=[("Brand refresh - deposit (50%)", 1400.00)],
    ),
    F(
        INV24 + "INV-0405.pdf",
        "invoice",
        "2024-11-29",
        num="INV-0405",
        to=BRIGHTWATER,
        items=[("Brand refresh - balance (50%) on delivery of guidelines", 1400.00)],
    ),
    F(
        INV24 + "INV-0409.pdf",
        "invoice",
        "2025-01-10",
        num="INV-0409",
        to=FERNLEAF,
        items=[("'The Otter Who Stayed Up' - advance, 1st instalment (signature)", 2166.67)],
    ),
    F(
        INV24 + "INV-0412.pdf",
        "invoice",
        "2025-02-28",
        num="INV-0412",
        to=BRIGHTWATER,
        items=[("Service booking app - UX/UI design, 50% on signature", 2250.00)],
    ),
    F(
        INV24 + "INV-0415.pdf",
        "invoice",
        "2025-03-14",
        num="INV-0415",
        to=KETTLE,
        items=[("Coffee bag illustrations x 3 - 50% upfront", 900.00)],
    ),
    F(
        INV24 + "INV-0417.pdf",
        "invoice",
        "2025-03-31",
        num="INV-0417",
        to=PRINTFAIR,
        items=[("Poster 2025 - roughs stage (50%)", 375.00)],
    ),
    # ---- Expenses
    F(
        EXP24 + "domain renewal nellwhitworth.co.uk.html",
        "html",
        "2024-10-09",
        title="Order complete - Namegrove",
        url="https://account.namegrove.co.uk/orders/88120931",
        site="Namegrove",
        body="""\
<h1>Thanks, your order is complete</h1>
<p>Order <b>88120931</b> &middot; 9 October 2024</p>
<table><tr><td>nellwhitworth.co.uk - domain renewal, 1 year (to 09/10/2025)</td><td>£9.99</td></tr>
<tr><td>VAT</td><td>£2.00</td></tr><tr><th>Total paid</th><th>£11.99</th></tr></table>
<p>Paid with Visa debit ending 4417. A VAT invoice has been emailed to hello@nellwhitworth.co.uk.</p>""",
    ),
    F(
        EXP24 + "NQ Art Supplies - 14 Nov.pdf",
        "scan",
        "2024-11-14",
        lines=[
            "## NORTHERN QUARTER ART SUPPLIES",
            "22 Oldham Street, Manchester M1 1JN",
            "VAT No. GB 221 9035 71",
            "",
            "14/11/2024  15:47   Till 2",
            "Arches HP 300gsm A3 x10 ........ 38.50",
            "W&N Designers Gouache x4 ........ 31.60",
            "",
            "TOTAL                     GBP 70.10",
            "incl. VAT 20%             GBP 11.68",
            "VISA DEBIT ****4417    CONTACTLESS",
            "Thank you - keep your receipt",
        ],
    ),
    F(
        EXP24 + "trainline - York 21 Jan.pdf",
        "pdf",
        "2025-01-16",
        lines=[
            "Trainline - your receipt",
            "Booking reference: 7KQ2LMXW - booked 16 January 2025",
            "Manchester Piccadilly to York, Off-Peak Return",
            "Outward: Tuesday 21 January 2025, 08:26. Return: same day.",
            "1 adult, Railcard: none",
            "Ticket price: £41.80. Booking fee: £0.00. Total paid: £41.80",
            "Paid by Visa debit ending 4417",
        ],
    ),
    F(
        EXP24 + "Receipt-2291-0564.pdf",
        "pdf",
        "2025-02-03",
        lines=[
            "Adobe Systems Software Ireland Ltd - Invoice",
            "Invoice number: IEN2025-2291-0564",
            "Invoice date: 03-FEB-2025",
            "Bill to: Eleanor Whitworth, 14 Clifton Grove, Manchester M19 3QL, GB",
            "Creative Cloud All Apps - annual plan, paid monthly",
            "Service period: 03-FEB-2025 to 02-MAR-2025",
            "Net: £56.65   VAT (20%): £11.33   Total: £67.98 GBP",
            "Payment: Visa ending 4417",
        ],
    ),
    F(
        EXP24 + "Mill Yard coworking - Feb.html",
        "html",
        "2025-02-28",
        title="Receipt - The Mill Yard",
        url="https://members.themillyard.co.uk/receipts/2025-02",
        site="The Mill Yard coworking",
        body="""\
<h1>Receipt</h1>
<p>Member: Eleanor Whitworth &middot; Issued 28 February 2025</p>
<p>Flexi pass - 10 days, February 2025</p>
<p>Total £95.00 (incl. VAT £15.83). Paid by card ending 4417.</p>""",
    ),
    F(
        EXP24 + "Receipt-2291-1187.pdf",
        "pdf",
        "2025-03-03",
        lines=[
            "Adobe Systems Software Ireland Ltd - Invoice",
            "Invoice number: IEN2025-2291-1187",
            "Invoice date: 03-MAR-2025",
            "Bill to: Eleanor Whitworth, 14 Clifton Grove, Manchester M19 3QL, GB",
            "Creative Cloud All Apps - annual plan, paid monthly",
            "Service period: 03-MAR-2025 to 02-APR-2025",
            "Net: £56.65   VAT (20%): £11.33   Total: £67.98 GBP",
            "Payment: Visa ending 4417",
        ],
    ),
    F(
        EXP24 + "Figma receipt April.pdf",
        "pdf",
        "2025-04-01",
        lines=[
            "Figma, Inc. - Receipt #2391-7719",
            "Date paid: April 1, 2025",
            "Professional plan - 1 full seat, monthly",
            "Subtotal £12.00   VAT (20%) £2.40   Amount paid £14.40",
            "Billed to: Nell Whitworth, hello@nellwhitworth.co.uk",
            "Payment method: Visa - 4417",
        ],
    ),
    F(
        EXP25 + "Illustrators Guild - membership 2025-26.pdf",
        "pdf",
        "2025-04-07",
        lines=[
            "The Illustrators' Guild - membership receipt",
            "Member: Eleanor Whitworth (no. 11842)",
            "Membership year: 7 April 2025 to 6 April 2026, professional member",
            "Date: 7 April 2025. Amount: £72.00 (not subject to VAT)",
            "Paid by Direct Debit",
        ],
    ),
    F(
        EXP25 + "Royal Mail - posting artwork.pdf",
        "scan",
        "2025-04-17",
        lines=[
            "## POST OFFICE",
            "Levenshulme, 1004 Stockport Road",
            "",
            "17/04/2025   12:14",
            "Special Delivery Guaranteed by 1pm",
            "To: YO1 6JB    Weight 0.45kg ...... 9.35",
            "Tracking: AB 1234 5678 9GB",
            "",
            "TOTAL                     GBP 9.35",
            "VISA DEBIT ****4417",
        ],
    ),
    F(
        EXP25 + "Mill Yard coworking - April.html",
        "html",
        "2025-04-30",
        title="Receipt - The Mill Yard",
        url="https://members.themillyard.co.uk/receipts/2025-04",
        site="The Mill Yard coworking",
        body="""\
<h1>Receipt</h1>
<p>Member: Eleanor Whitworth &middot; Issued 30 April 2025</p>
<p>Flexi pass - 10 days, April 2025</p>
<p>Total £95.00 (incl. VAT £15.83). Paid by card ending 4417.</p>""",
    ),
    F(
        EXP25 + "Receipt-2291-5902.pdf",
        "pdf",
        "2025-05-03",
        lines=[
            "Adobe Systems Software Ireland Ltd - Invoice",
            "Invoice number: IEN2025-2291-5902",
            "Invoice date: 03-MAY-2025",
            "Bill to: Eleanor Whitworth, 14 Clifton Grove, Manchester M19 3QL, GB",
            "Creative Cloud All Apps - annual plan, paid monthly",
            "Service period: 03-MAY-2025 to 02-JUN-2025",
            "Net: £56.65   VAT (20%): £11.33   Total: £67.98 GBP",
            "Payment: Visa ending 4417",
        ],
    ),
    # ---- Self assessment
    F(
        SA23 + "Notice to complete tax return 2023-24 (scan).pdf",
        "scan",
        "2024-04-22",
        lines=[
            "## HM Revenue & Customs",
            "Self Assessment, BX9 1AS",
            "",
            "Ms E Whitworth",
            "14 Clifton Grove",
            "Manchester M19 3QL",
            ">>Date: 16 April 2024",
            ">>UTR: 48215 90376",
            "",
            "## Notice to complete a tax return",
            "Tax year 6 April 2023 to 5 April 2024",
            "",
            "You need to send us a Self Assessment tax return for",
            "the year ended 5 April 2024. If you file online the",
            "deadline is 31 January 2025.",
        ],
    ),
    F(
        SA23 + "P60 - Ancoats School of Art - 2024.pdf",
        "pdf",
        "2024-05-20",
        lines=[
            "P60 End of Year Certificate",
            "Tax year to 5 April 2024",
            "Employee: Eleanor Whitworth. National Insurance number: QQ 12 34 56 C",
            "Employer: Ancoats School of Art & Design. PAYE reference: 961/AB45721",
            "Pay in this employment: £6,120.00",
            "Tax deducted in this employment: £1,224.00",
            "Final tax code: BR",
            "Keep this certificate in a safe place.",
        ],
    ),
    F(
        SA23 + "expenses summary 2023-24.csv",
        "csv",
        "2025-01-12",
        header=["category", "amount_gbp", "notes"],
        rows=[
            ["art materials", "412.35", "NQ Art Supplies mostly"],
            ["software", "958.20", "Adobe, Figma, Procreate"],
            ["travel", "186.40", "York x2, London x1"],
            ["coworking", "760.00", "Mill Yard flexi"],
            ["phone + internet (business share)", "0.00", "flat rate WFH instead"],
            ["insurance", "198.00", "Northbank PI + PL"],
            ["equipment", "2149.00", "Cintiq Pro 24 (Feb 24)"],
            ["postage", "64.10", ""],
        ],
    ),
    F(
        SA23 + "payment 31 Jan 2025.txt",
        "text",
        "2025-01-31",
        text="""\
Paid HMRC 31/01/2025 from NatWest business, ref 4821590376K
£3,412.60 = balancing payment 2023-24 + 1st payment on account 2024-25
(the 2nd POA of £1,120.40 is due 31 July 2025 - diary!)
""",
    ),
    F(
        SA23 + "SA return 2023-24 - submission receipt.pdf",
        "pdf",
        "2025-01-18",
        lines=[
            "HM Revenue & Customs - Self Assessment online",
            "Submission receipt",
            "Your tax return for the year ended 5 April 2024 has been received.",
            "Submission reference: 7F2C 4A91 0BDE 33K1",
            "Received: 18 January 2025 at 21:14",
            "UTR: 48215 90376",
        ],
    ),
    F(
        SA24 + "things to claim 2024-25.md",
        "text",
        "2025-04-12",
        text="""\
# 2024-25 return - things to remember

- WFH flat rate: 101+ hours a month all year -> £26/month
- Cintiq was 2023-24, nothing big this year (iPad is 2025-26!)
- college P60 - wait for it, comes end of May
- Saltmarsh paid INV-0392 late (June) - still counts by invoice date, I'm on accruals
- pension: Nest contributions from personal account, get the annual statement
""",
    ),
    F(
        SA24 + "expenses summary 2024-25 (so far).csv",
        "csv",
        "2025-04-12",
        header=["category", "amount_gbp", "notes"],
        rows=[
            ["art materials", "388.90", ""],
            ["software", "1025.70", "Adobe, Figma"],
            ["travel", "124.60", "York x1, Hebden Bridge"],
            ["coworking", "855.00", ""],
            ["insurance", "205.80", ""],
            ["postage", "41.25", ""],
        ],
    ),
    F(
        SA24 + "working from home - flat rate.md",
        "text",
        "2024-06-02",
        text="""\
# WFH - simplified expenses

HMRC flat rate by hours worked at home per month:
25-50 h = £10, 51-100 h = £18, 101+ h = £26.
I'm always 101+. So £312 a year, no need to keep the utility bills with the business.
""",
    ),
    # ---- VAT
    F(
        VAT + "VAT registration certificate.pdf",
        "scan",
        "2023-08-14",
        lines=[
            "## HM Revenue & Customs",
            "VAT registration certificate",
            "",
            "Registration number: GB 318 4472 09",
            "Effective date of registration: 1 August 2023",
            "Name: Eleanor Whitworth",
            "Trading as: Nell Whitworth Illustration & Design",
            "Return periods: quarters ending Jan, Apr, Jul, Oct",
        ],
    ),
    F(
        VAT + "VAT quarters + deadlines.md",
        "text",
        "2023-08-20",
        text="""\
# VAT quarters (stagger 1)

| quarter        | file + pay by |
|----------------|---------------|
| Feb - Apr      | 7 June        |
| May - Jul      | 7 September   |
| Aug - Oct      | 7 December    |
| Nov - Jan      | 7 March       |

Submit through Tallybook (MTD). HMRC takes it by Direct Debit 3 working days after.
""",
    ),
    F(
        VAT + "VAT return Aug-Oct 2024.pdf",
        "pdf",
        "2024-11-21",
        lines=[
            "Tallybook - VAT return submitted",
            "VAT registration number: GB 318 4472 09",
            "Period: 01 Aug 2024 - 31 Oct 2024",
            "Submitted to HMRC: 21 November 2024",
            "Box 1 VAT due on sales: £280.00",
            "Box 4 VAT reclaimed on purchases: £64.18",
            "Box 5 Net VAT to pay: £215.82",
        ],
    ),
    F(
        VAT + "VAT return Nov 2024-Jan 2025.pdf",
        "pdf",
        "2025-02-19",
        lines=[
            "Tallybook - VAT return submitted",
            "VAT registration number: GB 318 4472 09",
            "Period: 01 Nov 2024 - 31 Jan 2025",
            "Submitted to HMRC: 19 February 2025",
            "Box 1 VAT due on sales: £713.33",
            "Box 4 VAT reclaimed on purchases: £112.40",
            "Box 5 Net VAT to pay: £600.93",
        ],
    ),
    # ---- bank (business)
    F(
        NATWEST + "standing orders + DDs.md",
        "text",
        "2025-01-05",
        text="""\
# NatWest business - regular payments

- Adobe CC, 3rd of month, £67.98 (card)
- Figma, 1st of month, £14.40 (card)
- HMRC VAT, Direct Debit, quarterly
- Illustrators' Guild, DD, April
- transfer to Monzo ("drawings") - whenever, usually end of month
""",
    ),
    F(
        NATWEST + "NatWest business 2025-01.csv",
        "natwest",
        "2025-02-01",
        opening=6210.44,
        rows=[
            ("03/01/2025", "POS", "ADOBE *CREATIVE CLOUD", -67.98),
            ("16/01/2025", "POS", "TRAINLINE.COM", -41.80),
            ("24/01/2025", "BAC", "BRIGHTWATER CYCLES INV-0405", 1680.00),
            ("28/01/2025", "TFR", "E WHITWORTH MONZO DRAWINGS", -1500.00),
            ("31/01/2025", "DPC", "HMRC SELF ASSESSMENT 4821590376K", -3412.60),
        ],
    ),
    F(
        NATWEST + "NatWest business 2025-02.csv",
        "natwest",
        "2025-03-01",
        opening=2868.06,
        rows=[
            ("01/02/2025", "POS", "FIGMA MONTHLY", -14.40),
            ("03/02/2025", "POS", "ADOBE *CREATIVE CLOUD", -67.98),
            ("07/02/2025", "BAC", "FERNLEAF PRESS LTD INV-0409", 2600.00),
            ("28/02/2025", "POS", "THE MILL YARD", -95.00),
            ("28/02/2025", "TFR", "E WHITWORTH MONZO DRAWINGS", -1200.00),
        ],
    ),
    F(
        NATWEST + "NatWest business 2025-03.csv",
        "natwest",
        "2025-04-01",
        opening=4090.68,
        rows=[
            ("01/03/2025", "POS", "FIGMA MONTHLY", -14.40),
            ("03/03/2025", "POS", "ADOBE *CREATIVE CLOUD", -67.98),
            ("10/03/2025", "D/D", "HMRC VAT", -600.93),
            ("12/03/2025", "BAC", "BRIGHTWATER CYCLES INV-0412", 2700.00),
            ("27/03/2025", "BAC", "KETTLE LANE COFFEE INV-0415", 1080.00),
            ("28/03/2025", "POS", "NORTHERN QUARTER ART", -47.40),
            ("31/03/2025", "POS", "THE MILL YARD", -95.00),
            ("31/03/2025", "TFR", "E WHITWORTH MONZO DRAWINGS", -1500.00),
        ],
    ),
    # ---- insurance
    F(
        INSURANCE + "PI + PL policy schedule 2023-24.pdf",
        "pdf",
        "2023-05-03",
        lines=[
            "Northbank Insurance Services - Policy schedule",
            "Professional Indemnity & Public Liability",
            "Policy number: NB-PI-7730418",
            "Insured: Eleanor Whitworth t/a Nell Whitworth Illustration & Design",
            "Period of insurance: 12 May 2023 to 11 May 2024",
            "Professional indemnity: £250,000 any one claim. Public liability: £1,000,000.",
            "Annual premium: £198.00 including Insurance Premium Tax",
        ],
    ),
    F(
        INSURANCE + "PI + PL policy schedule 2024-25.pdf",
        "pdf",
        "2024-05-02",
        lines=[
            "Northbank Insurance Services - Policy schedule",
            "Professional Indemnity & Public Liability",
            "Policy number: NB-PI-7730418 (renewal)",
            "Insured: Eleanor Whitworth t/a Nell Whitworth Illustration & Design",
            "Period of insurance: 12 May 2024 to 11 May 2025",
            "Professional indemnity: £250,000 any one claim. Public liability: £1,000,000.",
            "Annual premium: £205.80 including Insurance Premium Tax",
        ],
    ),
    F(
        INSURANCE + "certificate of PL insurance - for venues.pdf",
        "pdf",
        "2024-05-02",
        lines=[
            "Northbank Insurance Services - Certificate of insurance",
            "This is to certify that Eleanor Whitworth t/a Nell Whitworth Illustration & Design "
            "holds Public Liability insurance with a limit of £1,000,000 under policy "
            "NB-PI-7730418, valid 12 May 2024 to 11 May 2025.",
            "For presentation to event organisers and venues on request.",
        ],
    ),
    # ---- equipment (manuals, warranties; the receipts live in Expenses)
    F(
        EQUIP + "kit list + serial numbers.md",
        "text",
        "2025-01-03",
        text="""\
# kit

| what                     | bought     | serial        | warranty until |
|--------------------------|------------|---------------|----------------|
| Wacom Cintiq Pro 24      | 14/02/2024 | 1KQ00S8841    | 14/02/2026     |
| MacBook Pro 14 (M3)      | 02/11/2023 | C02FK3RXQ6L4  | AppleCare+ to 11/2026 |
| Epson SC-P700 printer    | 20/09/2023 | X8NB004417    | 20/09/2025     |
| iPad Pro 11 (2021)       | 2021       | -             | expired        |
""",
    ),
    F(
        EQUIP + "Wacom Cintiq Pro 24 - quick start.pdf",
        "pdf",
        "2024-02-16",
        lines=[
            "Wacom Cintiq Pro 24 (DTH-2420) - Quick start guide",
            "1. Connect the display with the supplied USB-C or HDMI + USB cable.",
            "2. Install the Wacom driver from wacom.com/support.",
            "3. Open Wacom Center to set up pen buttons and ExpressKeys.",
            "Care: clean the surface with a dry microfibre cloth only.",
        ],
    ),
    F(
        EQUIP + "MacBook Pro 14 - AppleCare+ confirmation.html",
        "html",
        "2023-11-04",
        title="AppleCare+ coverage - Apple (UK)",
        url="https://checkcoverage.apple.com/gb/en/",
        site="Apple",
        body="""\
<h1>Your coverage</h1>
<p>MacBook Pro (14-inch, M3, Nov 2023) &middot; Serial C02FK3RXQ6L4</p>
<p>AppleCare+ for Mac: active, expires 1 November 2026. Hardware repairs and accidental
damage cover included.</p>""",
    ),
    F(
        EQUIP + "Epson SC-P700 - warranty card.pdf",
        "scan",
        "2023-09-22",
        lines=[
            "## EPSON",
            "SureColor SC-P700 - Warranty card",
            "",
            "Serial number: X8NB004417",
            "Date of purchase: 20/09/2023",
            "Warranty: 2 years return to base",
            "Keep this card with your proof of purchase.",
        ],
    ),
    # ---- portfolio & competitions
    F(
        PORTFOLIO + "portfolio 2024 (web).pdf",
        "pdf",
        "2024-02-02",
        lines=[
            "Nell Whitworth - Illustration & UI design - portfolio 2024",
            "Children's books: 'The Salt Road', 'The Lantern Keepers' (Saltmarsh Books)",
            "Brand & packaging: Ordsall Community Radio, Leaf & Lathe",
            "Self-initiated: 'Stockport Road at night' series (gouache)",
            "hello@nellwhitworth.co.uk - nellwhitworth.co.uk - Manchester",
        ],
    ),
    F(
        PORTFOLIO + "Northern Illustration Prize 2024 - entry.txt",
        "text",
        "2024-05-10",
        text="""\
From: Northern Illustration Prize <entries@northernillustrationprize.org.uk>
Date: Fri, 10 May 2024 22:31
Subject: Your entry has been received - NIP 2024

Dear Eleanor,
Thank you for entering the Northern Illustration Prize 2024.
Entry ref: NIP24-0288
Category: Books - children's
Title: "The Lantern Keepers - chapter 3"
The shortlist will be announced on 1 July 2024.
""",
    ),
    F(
        PORTFOLIO + "Northern Illustration Prize 2024 - shortlist email.txt",
        "text",
        "2024-07-01",
        text="""\
From: Northern Illustration Prize <entries@northernillustrationprize.org.uk>
Date: Mon, 1 Jul 2024 09:00
Subject: NIP 2024 - you've been shortlisted!

Dear Eleanor, congratulations - "The Lantern Keepers - chapter 3" is on the shortlist
for Books - children's. The exhibition opens at the Portico Library on 20 September.
""",
    ),
    F(
        PORTFOLIO + "agent submission - Plum Tree Agency.txt",
        "text",
        "2024-10-21",
        text="""\
To: submissions@plumtreeagency.co.uk
Date: Mon, 21 Oct 2024 11:40
Subject: Illustrator submission - Nell Whitworth

Hello, I'm a Manchester-based illustrator working mainly in children's books and
packaging. Portfolio PDF and website link attached. I'd love to talk about representation.
[no reply as of Jan - chase? or leave it]
""",
    ),
    # ---- personal: ID
    F(
        ID + "passport photo page.pdf",
        "scan",
        "2021-03-05",
        lines=[
            "## UNITED KINGDOM OF GREAT BRITAIN",
            "## AND NORTHERN IRELAND",
            "PASSPORT",
            "",
            "Surname: WHITWORTH",
            "Given names: ELEANOR MAY",
            "Nationality: BRITISH CITIZEN",
            "Date of birth: 12 JUL 1991",
            "Date of issue: 03 MAR 2021",
            "Date of expiry: 03 MAR 2031",
        ],
    ),
    F(
        ID + "NI number letter.pdf",
        "scan",
        "2019-06-10",
        lines=[
            "## Department for Work and Pensions",
            "",
            "Your National Insurance number",
            "",
            "Ms Eleanor Whitworth",
            "National Insurance number: QQ 12 34 56 C",
            "Keep this letter safe. You will need your number",
            "when you start work or claim benefits.",
        ],
    ),
    F(
        ID + "birth certificate.pdf",
        "scan",
        "2019-06-10",
        lines=[
            "## CERTIFIED COPY OF AN ENTRY OF BIRTH",
            "Registration district: Stockport",
            "",
            "Name: Eleanor May WHITWORTH",
            "Date of birth: Twelfth July 1991",
            "Place of birth: Stepping Hill Hospital, Stockport",
        ],
    ),
    # ---- personal: home
    F(
        HOME + "tenancy agreement - 14 Clifton Grove.pdf",
        "pdf",
        "2022-08-26",
        lines=[
            "Assured Shorthold Tenancy Agreement",
            "Property: 14 Clifton Grove, Manchester M19 3QL",
            "Landlord: Mr D. Farooqi, managed by Levenshulme Lettings",
            "Tenants: Eleanor Whitworth and Joel Baptiste",
            "Term: 12 months from 1 September 2022, then periodic.",
            "Rent: £1,150 per calendar month, payable on the 1st.",
            "Deposit: £1,325, protected with the Deposit Protection Service.",
        ],
    ),
    F(
        HOME + "deposit protection certificate.pdf",
        "scan",
        "2022-09-12",
        lines=[
            "## The DPS",
            "Deposit Protection Certificate",
            "",
            "Deposit ID: 4471920",
            "Property: 14 Clifton Grove, Manchester M19 3QL",
            "Amount protected: GBP 1,325.00",
            "Tenants: E Whitworth, J Baptiste",
        ],
    ),
    F(
        HOME + "council tax 2024-25.pdf",
        "pdf",
        "2024-03-08",
        lines=[
            "Manchester City Council - Council Tax bill 2024/25",
            "Account: 7011 4432 90",
            "Property: 14 Clifton Grove, Manchester M19 3QL. Band B.",
            "Period: 1 April 2024 to 31 March 2025",
            "Amount due: £1,623.87, payable in 10 monthly instalments of £162.39 from 1 April.",
            "Residents: Eleanor Whitworth, Joel Baptiste",
        ],
    ),
    F(
        HOME + "Lumen Fibre - contract.html",
        "html",
        "2024-06-18",
        title="Your contract summary - Lumen Fibre",
        url="https://my.lumenfibre.co.uk/contract",
        site="Lumen Fibre",
        body="""\
<h1>Contract summary</h1>
<p>Customer: Eleanor Whitworth &middot; 14 Clifton Grove, Manchester M19 3QL</p>
<p>Fibre 500 (500 Mbps), 24 months from 18 June 2024. £32.00 a month.</p>
<p>Price rises each April by £3 a month.</p>""",
    ),
    F(
        HOME + "Pennine Energy - Feb 2025.pdf",
        "pdf",
        "2025-02-12",
        lines=[
            "Pennine Energy - your bill",
            "Account A-3F9C17 - 14 Clifton Grove, Manchester M19 3QL",
            "Bill period: 11 January 2025 to 10 February 2025",
            "Electricity: 312 kWh. Gas: 1,046 kWh.",
            "Total for this period: £148.22. Paid by Direct Debit on 20 February.",
        ],
    ),
    F(
        HOME + "landlord gas safety record 2024.pdf",
        "pdf",
        "2024-10-03",
        lines=[
            "Landlord Gas Safety Record",
            "Address: 14 Clifton Grove, Manchester M19 3QL",
            "Inspection date: 3 October 2024. Engineer Gas Safe ID 558213.",
            "Boiler (Worcester 30i): pass. Hob: pass.",
            "Next check due by 2 October 2025.",
        ],
    ),
    # ---- personal: health
    F(
        HEALTH + "physio exercises - wrist.md",
        "text",
        "2025-03-06",
        text="""\
# wrist (right) - physio exercises

from first physio appt, 6 March. Drawing 6+ hours a day = tendon grumpy.

- wrist flexor stretch, 3 x 30s, every 2 hours of drawing
- tendon glides, 10 reps, morning + evening
- grip: squeeze putty 10 x 5s
- take a proper break every 45 min (set a timer!!)
- review in ~3 months, she'll send the next appointment through the NHS app
""",
    ),
    F(
        HEALTH + "IMG_4188.PNG",
        "shot",
        "2025-02-20",
        size="phone",
        lines=[
            "# NHS App",
            "! Test results",
            "Blood test - 14 February 2025",
            "Vitamin D: 38 nmol/L (low)",
            "Full blood count: normal",
            "Message from your GP practice:",
            "> Please buy vitamin D 1000 IU and take daily. No need to book.",
        ],
    ),
    F(
        HEALTH + "Levenshulme Dental - treatment plan.pdf",
        "pdf",
        "2024-11-05",
        lines=[
            "Levenshulme Dental Care - NHS treatment plan",
            "Patient: Eleanor Whitworth",
            "Course of treatment: 1 filling (lower left 6), scale and polish",
            "NHS Band 2 charge: £73.50",
            "Appointments: 12 November and 26 November 2024",
        ],
    ),
    F(
        HEALTH + "glasses prescription 2024.pdf",
        "scan",
        "2024-07-30",
        lines=[
            "## Stockport Road Opticians",
            "Spectacle prescription",
            "",
            "Patient: E. Whitworth     Date: 30/07/2024",
            "R  -1.25 / -0.50 x 90",
            "L  -1.00 / -0.25 x 85",
            "Recall: 2 years",
        ],
    ),
    # ---- personal: Monzo
    F(
        MONZO + "monzo 2025-02.csv",
        "monzo",
        "2025-03-01",
        rows=[
            (
                "01/02/2025",
                "09:12",
                "Faster payment",
                "Levenshulme Lettings",
                "bills",
                -575.00,
                "Rent half",
            ),
            ("03/02/2025", "18:40", "Card payment", "Tesco", "groceries", -34.16, ""),
            ("07/02/2025", "08:05", "Card payment", "TfGM Bee Network", "transport", -2.00, ""),
            ("14/02/2025", "20:30", "Card payment", "Cafe Rustica", "eating_out", -41.20, ""),
            (
                "20/02/2025",
                "07:58",
                "Direct Debit",
                "Pennine Energy",
                "bills",
                -74.11,
                "Half of 148.22",
            ),
            (
                "28/02/2025",
                "16:00",
                "Faster payment",
                "N WHITWORTH ILLUSTRATION",
                "income",
                1200.00,
                "DRAWINGS",
            ),
        ],
    ),
    F(
        MONZO + "monzo 2025-03.csv",
        "monzo",
        "2025-04-01",
        rows=[
            (
                "01/03/2025",
                "09:10",
                "Faster payment",
                "Levenshulme Lettings",
                "bills",
                -575.00,
                "Rent half",
            ),
            ("02/03/2025", "11:20", "Card payment", "Levenshulme Market", "groceries", -18.50, ""),
            (
                "09/03/2025",
                "13:05",
                "Card payment",
                "Crossley Road Allotment Society",
                "general",
                -35.00,
                "Plot rent",
            ),
            ("15/03/2025", "19:45", "Card payment", "HOME Manchester", "entertainment", -24.00, ""),
            ("20/03/2025", "08:01", "Direct Debit", "Pennine Energy", "bills", -61.40, ""),
            (
                "31/03/2025",
                "16:20",
                "Faster payment",
                "N WHITWORTH ILLUSTRATION",
                "income",
                1500.00,
                "DRAWINGS",
            ),
        ],
    ),
    F(
        MONZO + "monzo 2025-04.csv",
        "monzo",
        "2025-05-01",
        rows=[
            (
                "01/04/2025",
                "09:03",
                "Faster payment",
                "Levenshulme Lettings",
                "bills",
                -575.00,
                "Rent half",
            ),
            ("06/04/2025", "12:33", "Card payment", "Dig Garden Centre", "shopping", -22.97, ""),
            ("12/04/2025", "10:15", "Card payment", "easyJet", "holidays", -184.98, "MAN-LIS x2"),
            ("19/04/2025", "14:40", "Card payment", "Tesco", "groceries", -41.02, ""),
            ("20/04/2025", "08:00", "Direct Debit", "Pennine Energy", "bills", -55.90, ""),
            (
                "25/04/2025",
                "16:02",
                "Faster payment",
                "N WHITWORTH ILLUSTRATION",
                "income",
                1500.00,
                "DRAWINGS",
            ),
        ],
    ),
    # ---- personal: allotment
    F(
        ALLOT + "plot 14 - tenancy.pdf",
        "pdf",
        "2023-02-14",
        lines=[
            "Crossley Road Allotment Society - Plot tenancy agreement",
            "Plot: 14 (half plot, approx. 125 m2)",
            "Tenants: Eleanor Whitworth and Joel Baptiste",
            "Rent: £35 per year, due 1 March. Water included.",
            "Plot to be kept at least 75% cultivated. No bonfires May-September.",
        ],
    ),
    F(
        ALLOT + "AGM minutes March 2025.txt",
        "text",
        "2025-03-16",
        text="""\
Crossley Road Allotment Society - AGM, Sunday 16 March 2025, in the hut

Present: 23 plot holders.
1. Rents stay at £35/half plot for 2025.
2. Water troughs back on from 1 April.
3. Shared shed: new padlock, code from Margaret (plot 3).
4. Seed swap: Saturday 5 April, 10am.
5. Plot inspections: June and September.
""",
    ),
    F(
        ALLOT + "seed list 2025.md",
        "text",
        "2025-02-23",
        text="""\
# plot 14 - seeds 2025

already have: peas (Kelvedon Wonder), beetroot, chard, nasturtiums
order from Pennywort (they were good last year):
- sweet peas - Matucana
- kale - cavolo nero / Nero di Toscana
- broad beans - Aquadulce Claudia (autumn sowing)
- comfrey root cuttings for the compost corner
swap day: ask Margaret for squash seeds
""",
    ),
    F(
        ALLOT + "plot plan 2025.png",
        "shot",
        "2025-03-02",
        size="card",
        lines=[
            "# Plot 14 - 2025 plan",
            "Bed 1: peas + sweet peas (wigwams)",
            "Bed 2: kale, chard, beetroot",
            "Bed 3: squash + nasturtiums",
            "Bed 4: broad beans (autumn)",
            "Corner: compost bays + comfrey",
        ],
    ),
    # ---- personal: photos
    F(P24 + "IMG_3051.JPG", "photo", "2024-03-09 11:42:10", exif=IPHONE, scene="park"),
    F(P24 + "IMG_3288.JPG", "photo", "2024-05-26 16:05:33", exif=IPHONE, scene="garden"),
    F(P24 + "IMG_3520.JPG", "photo", "2024-07-20 19:21:47", exif=IPHONE, scene="city"),
    F(
        P24 + "WhatsApp Image 2024-08-03 at 16.11.27.jpeg",
        "photo",
        "2024-08-03 16:11:27",
        exif=None,
        scene="beach",
        size=(1024, 768),
    ),
    F(P24 + "IMG_3901.JPG", "photo", "2024-10-19 14:02:55", exif=IPHONE, scene="autumn"),
    F(P24 + "IMG_4010.JPG", "photo", "2024-12-25 13:30:12", exif=IPHONE, scene="indoor"),
    F(P25 + "IMG_4105.JPG", "photo", "2025-01-12 10:18:40", exif=IPHONE, scene="park"),
    F(
        P25 + "WhatsApp Image 2025-01-26 at 13.40.02.jpeg",
        "photo",
        "2025-01-26 13:40:02",
        exif=None,
        scene="indoor",
        size=(1024, 768),
    ),
    F(P25 + "IMG_4170.JPG", "photo", "2025-02-08 15:44:09", exif=IPHONE, scene="city"),
    F(P25 + "IMG_4233.JPG", "photo", "2025-03-15 12:07:31", exif=IPHONE, scene="garden"),
    F(P25 + "IMG_4290.JPG", "photo", "2025-04-06 11:26:54", exif=IPHONE, scene="garden"),
    F(
        SKYE + "itinerary.txt",
        "text",
        "2024-08-30",
        text="""\
SKYE - 14 to 21 Sept 2024 (me + Joel)

Sat 14  drive up, stop Glencoe. Ferry Mallaig-Armadale 17:10
Sun 15  - Thu 19  cottage at Glenbrittle (Skye Cottages ref SC-22815)
        Fairy Pools, Neist Point, Quiraing, Portree
Fri 20  Elgol boat trip 11:00 (Bella Jane)
Sat 21  home via the bridge, back in Manchester by ~8pm
""",
    ),
    F(SKYE + "IMG_3712.JPG", "photo", "2024-09-14 13:05:21", exif=IPHONE, scene="highland"),
    F(SKYE + "DSCF0812.JPG", "photo", "2024-09-15 10:44:02", exif=FUJI, scene="highland"),
    F(SKYE + "IMG_3741.JPG", "photo", "2024-09-16 15:20:48", exif=IPHONE, scene="sea"),
    F(SKYE + "DSCF0860.JPG", "photo", "2024-09-18 18:02:17", exif=FUJI, scene="sea"),
    F(SKYE + "IMG_3779.JPG", "photo", "2024-09-19 12:11:39", exif=IPHONE, scene="highland"),
    F(SKYE + "IMG_3795.JPG", "photo", "2024-09-21 09:47:03", exif=IPHONE, scene="sea"),
    F(
        LISBON + "flights + airbnb.txt",
        "text",
        "2025-04-12",
        text="""\
LISBON 3-8 May 2025

easyJet EZY2261 MAN -> LIS  Sat 3 May 06:50, lands 09:45
easyJet EZY2262 LIS -> MAN  Thu 8 May 19:40, lands 22:25
Airbnb: Rua dos Remedios, Alfama - check in 3 May 15:00, out 8 May 11:00 (bags at the flat till 5)
Joel's list: Tram 28, LX Factory, Sintra day trip (Tue 6th), Time Out Market
""",
    ),
    F(LISBON + "IMG_4318.JPG", "photo", "2025-05-03 16:22:08", exif=IPHONE, scene="lisbon"),
    F(LISBON + "IMG_4335.JPG", "photo", "2025-05-04 11:03:45", exif=IPHONE, scene="lisbon"),
    F(LISBON + "IMG_4351.JPG", "photo", "2025-05-06 13:37:29", exif=IPHONE, scene="garden"),
    F(LISBON + "IMG_4377.JPG", "photo", "2025-05-07 20:14:56", exif=IPHONE, scene="lisbon"),
]

# --------------------------------------------------------------------------- inbox

INBOX = [
    # ---- Fernleaf
    F(
        "inbox/Otter_roughs_r2_RA.pdf",
        "pdf",
        "2025-05-06",
        expect=OTTER,
        lines=[
            "THE OTTER WHO STAYED UP - roughs, round 2",
            "Comments: Ruth Adeyemi (RA), 6 May 2025",
            "",
            "General: a huge step up from round 1 - thank you. Maisie cried at spread 7 (good tears).",
            "Spread 3: the vignette sequence works. Keep.",
            "Spread 7: moon now perfect. Could Otto's scarf catch the moonlight?",
            "Spread 11: love the low viewpoint for the owl. Slightly less beak.",
            "Spreads 12-14: dawn sequence - the colour shift needs to be more gradual.",
            "",
            "Approved for final art: spreads 1-6 and 8-10. Please re-rough 7, 11-14 (small changes).",
        ],
    ),
    F(
        "inbox/scan_0031.pdf",
        "scan",
        "2025-05-15",
        expect=OTTER,
        lines=[
            "## FERNLEAF PRESS LTD",
            "3 Tanner Row, York YO1 6JB",
            "",
            "## ADDENDUM No. 1",
            "to the Illustrator Agreement dated 6 January 2025",
            "between Fernleaf Press Ltd and Eleanor Whitworth",
            "Work: THE OTTER WHO STAYED UP (Maisie Quill)",
            "",
            "1. Clause 4 (Delivery) is amended: final artwork is now",
            "   due on 25 July 2025 (previously 30 June 2025).",
            "2. The second instalment of the advance becomes payable",
            "   on approval of roughs round 2.",
            "All other terms of the Agreement remain unchanged.",
            "",
            "~For the Publisher: R. Adeyemi    12 May 2025",
            "~The Illustrator: E. Whitworth    14 May 2025",
        ],
    ),
    F(
        "inbox/Re_ cover lettering.txt",
        "text",
        "2025-05-13",
        expect=OTTER,
        text="""\
From: Ruth Adeyemi <ruth@fernleafpress.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Cc: Hana Novak <hana@fernleafpress.co.uk>
Date: Tue, 13 May 2025 11:48
Subject: Re: cover lettering

Hi Nell,

Hana and I went through your three lettering ideas for the Otter cover. Maisie loves the
hand-drawn one (B). Sales would like the title a touch bigger - the jacket has to read at
thumbnail size on the online shops. Could you supply the lettering on its own layer so the
designers can nudge it for the foreign editions?

No rush, it can come with the final art in July.

Ruth

> On 12 May 2025, Nell Whitworth wrote:
> Three lettering options for The Otter Who Stayed Up jacket attached (A: serif, B: hand-drawn,
> C: rounded sans). I like B but happy either way!
""",
    ),
    F(
        "inbox/download (3).pdf",
        "pdf",
        "2025-05-02",
        expect=CATALOGUE,
        lines=[
            "Fernleaf Press - Spring 2026 trade catalogue",
            "## Cover illustration - brief",
            "Contact: Tom Billings, Marketing. PO: FP-2025-118.",
            "Format: A4 portrait, front cover only. Keep the top 60 mm clear for the masthead.",
            "Theme: 'Out in the world' - children and animals exploring outdoors in spring.",
            "A small cameo of Otto (from The Otter Who Stayed Up, out autumn 2025) is welcome but "
            "not required - the catalogue covers the whole list.",
            "Deadline: roughs 30 May, final artwork 20 June 2025.",
            "Print: CMYK, 300 dpi, 3 mm bleed.",
        ],
    ),
    # ---- Brightwater
    F(
        "inbox/Screenshot 2025-05-12 at 10.14.22.png",
        "shot",
        "2025-05-12",
        expect=BOOKING,
        size="desktop",
        lines=[
            "# Figma - Brightwater booking app - Hi-fi v4",
            "! Comments (3)",
            "> Dan Mercer - 2h ago: On 'Choose a time' can we grey out Sundays? We're shut.",
            "> Dan Mercer - 2h ago: Love the bike-type icons. Can E-bike be its own option?",
            "< Nell Whitworth - 1h ago: Will do both in v5.",
        ],
    ),
    F(
        "inbox/notes 14-05.md",
        "text",
        "2025-05-14",
        expect=BOOKING,
        text="""\
# call w/ Dan 14/05

- booking app: he wants a £10 deposit taken at booking, refunded if cancelled 24h+ before
- he already has SumUp in the shop -> check if SumUp has an online checkout Kamil can use
- confirmation screen: add "what to bring" (lock key, any parts you've bought)
- e-bike as its own bike type (same as the Figma comment)
- next: v5 screens Fri 23rd, then handover to Kamil
""",
    ),
    F(
        "inbox/booking-app-home_v4@2x.png",
        "shot",
        "2025-05-09",
        expect=BOOKING,
        size="phone",
        lines=[
            "# Brightwater Cycles",
            "! Book a service",
            "Bike type",
            "[Road]",
            "[Gravel]",
            "[Hybrid]",
            "[Cargo]",
            "Choose a service",
            "Basic tune-up  -  GBP 45",
            "Full service  -  GBP 95",
            "[Next: choose a time]",
        ],
    ),
    F(
        "inbox/Brightwater brand guidelines v1.2.pdf",
        "pdf",
        "2025-05-12",
        expect=BRAND,
        lines=[
            "Brightwater Cycles - Brand guidelines",
            "Version 1.2 - 5 December 2024",
            "Changes since 1.1: corrected the Pantone reference for Brightwater Navy (PMS 2767 C "
            "for coated stock), added a minimum size for the wheel mark (12 mm / 48 px).",
            "## 1. Logo",
            "Wordmark plus wheel mark. Clear space = the height of the B on all sides.",
            "## 2. Colour",
            "Brightwater Navy #14213D (PMS 2767 C / 2767 U). Spoke Yellow #FCA311. Chalk #F4F1EA.",
            "## 3. Signage",
            "Shop fascia: navy board, chalk wordmark, yellow wheel mark.",
        ],
    ),
    # ---- Kettle Lane
    F(
        "inbox/IMG_4411.PNG",
        "shot",
        "2025-05-13",
        expect=KETTLEF,
        size="phone",
        lines=[
            "# Bex Kettle Lane",
            "- Tue 13 May 09:12",
            "> Morning! Colombia bag - we LOVE the hummingbird",
            "> can we try the background in a warmer orange? like Ethiopia but sunnier",
            "< Yes! New version by Friday",
            "> amazing. printer wants 300dpi CMYK + 3mm bleed this time",
            "< Noted x",
        ],
    ),
    F(
        "inbox/kettle-lane-colombia-FINAL.jpg",
        "art",
        "2025-05-16",
        expect=KETTLEF,
        size=(800, 1000),
        palette="kraft",
        label="KETTLE LANE - COLOMBIA HUILA",
    ),
    # ---- Halden Rowe
    F(
        "inbox/Document.pdf",
        "pdf",
        "2025-05-14",
        expect=HALDENF,
        lines=[
            "Halden Rowe LLP - website redesign",
            "## Change request CR-01",
            "Date: 14 May 2025",
            "Requested by: Priya Shah, Marketing Manager",
            "Supplier: Nell Whitworth Illustration & Design",
            "Change: add a Careers section (listing page and vacancy template) and three spot "
            "illustrations for the Family law pages.",
            "Impact: 4 additional design days. Fee +£1,600 + VAT. Final designs move from "
            "6 June to 13 June 2025.",
            "Approved for Halden Rowe: P. Shah, 14/05/2025",
            "Accepted: E. Whitworth",
        ],
    ),
    F(
        "inbox/Re_ accessibility fixes.txt",
        "text",
        "2025-05-15",
        expect=HALDENF,
        text="""\
From: Priya Shah <p.shah@haldenrowe.co.uk>
To: Nell Whitworth <hello@nellwhitworth.co.uk>
Date: Thu, 15 May 2025 16:02
Subject: Re: accessibility fixes

Hi Nell,

Jo ran the v2 homepage and services mock-ups through the accessibility checker:
- the teal link colour on white fails contrast (3.9:1, needs 4.5:1)
- "Book a consultation" button text is too small on mobile
- the fees table needs proper headers for screen readers

Could you fold these into the next round? Otherwise the partners are very happy.

Priya
""",
    ),
    # ---- Print Fair
    F(
        "inbox/Screenshot 2025-05-09 at 18.35.12.png",
        "shot",
        "2025-05-09",
        expect=POSTER,
        size="desktop",
        lines=[
            "# Mail - Inbox",
            "From: Jo Kettering <jo@manchesterprintfair.org.uk>",
            "Subject: Poster - final specs!",
            "Date: 9 May 2025 at 18:31",
            "Hi Nell, the printer has confirmed the final poster specs:",
            "- A2 (420 x 594 mm) + 3mm bleed, CMYK, PDF/X-4",
            "- plus an A4 flyer crop and a 1080 x 1350 Instagram version",
            "Artwork to us by Friday 30 May please - the fair is 28-29 June at Victoria Baths.",
            "Jo x",
        ],
    ),
    # ---- enquiry (not confirmed)
    F(
        "inbox/website contact form - 16 May.txt",
        "text",
        "2025-05-16",
        expect=ENQ,
        text="""\
New message from the contact form on nellwhitworth.co.uk
Sent: 16 May 2025, 14:27

Name: Gareth Lomax
Organisation: Medlock Valley Heritage Trust
Email: gareth.lomax@medlockvalleytrust.org.uk
Budget: £1,500 - £3,000

Message:
Hello Nell, we're planning an illustrated walking map of the Medlock valley, from Clayton
Vale to Daisy Nook, for a lottery-funded project. Would you be able to give us a rough
quote and timescale? Nothing is confirmed yet - we hear about the funding in July.
""",
    ),
    # ---- invoices (not the client folders)
    F(
        "inbox/INV-0418.pdf",
        "invoice",
        "2025-04-02",
        expect=INV24,
        num="INV-0418",
        to=HALDEN,
        items=[("Website redesign - discovery workshop (31 March 2025) and sitemap", 1200.00)],
    ),
    F(
        "inbox/INV-0419.pdf",
        "invoice",
        "2025-04-29",
        expect=INV25,
        num="INV-0419",
        to=BRIGHTWATER,
        items=[("Service booking app - hi-fi screens, stage 2 of 2 (on handover)", 2250.00)],
    ),
    # ---- expenses
    F(
        "inbox/scan_0029.pdf",
        "scan",
        "2025-03-28",
        expect=EXP24,
        lines=[
            "## NORTHERN QUARTER ART SUPPLIES",
            "22 Oldham Street, Manchester M1 1JN",
            "VAT No. GB 221 9035 71",
            "",
            "28/03/2025  11:02   Till 1",
            "Canson Mi-Teintes pad A3 ....... 18.95",
            "Posca PC-5M x6 ................. 21.00",
            "W&N masking fluid 75ml .......... 7.45",
            "",
            "TOTAL                     GBP 47.40",
            "incl. VAT 20%             GBP  7.90",
            "VISA DEBIT ****4417    CONTACTLESS",
            "Thank you - keep your receipt",
        ],
    ),
    F(
        "inbox/Receipt-2291-4471.pdf",
        "pdf",
        "2025-04-03",
        expect=EXP24,
        lines=[
            "Adobe Systems Software Ireland Ltd - Invoice",
            "Invoice number: IEN2025-2291-4471",
            "Invoice date: 03-APR-2025",
            "Bill to: Eleanor Whitworth, 14 Clifton Grove, Manchester M19 3QL, GB",
            "Creative Cloud All Apps - annual plan, paid monthly",
            "Service period: 03-APR-2025 to 02-MAY-2025",
            "Net: £56.65   VAT (20%): £11.33   Total: £67.98 GBP",
            "Payment: Visa ending 4417",
        ],
    ),
    F(
        "inbox/IMG_4420.PNG",
        "shot",
        "2025-05-14",
        expect=EXP25,
        size="phone",
        lines=[
            "# Gmail",
            "! Your receipt from Figma, Inc. #2391-8804",
            "- Figma <invoice+statements@figma.com>",
            "Amount paid: GBP 14.40",
            "Date paid: May 1, 2025",
            "Payment method: Visa - 4417",
            "Professional plan - 1 full seat, monthly",
            "Subtotal GBP 12.00   VAT (20%) GBP 2.40",
            "[Download invoice]",
        ],
    ),
    F(
        "inbox/order-confirmation.html",
        "html",
        "2025-04-24",
        expect=EXP25,
        title="Order Details - Apple (UK)",
        url="https://www.apple.com/uk/shop/order/detail/W1385502214",
        site="Apple",
        body="""\
<h1>Thanks for your order.</h1>
<p>Order number <b>W1385502214</b> &middot; Ordered on 24 April 2025</p>
<table>
<tr><td>iPad Pro 13-inch (M4) Wi-Fi 256GB - Space Black</td><td>£1,299.00</td></tr>
<tr><td>Apple Pencil Pro</td><td>£129.00</td></tr>
<tr><td>Delivery</td><td>Free</td></tr>
<tr><th>Total (includes VAT of £238.00)</th><th>£1,428.00</th></tr>
</table>
<p>Delivering to: Eleanor Whitworth, 14 Clifton Grove, Manchester M19 3QL &middot; by 29 April</p>
<p>Paid with Visa debit ending 4417. Your VAT invoice will be available once the order ships.</p>""",
    ),
    # ---- self assessment
    F(
        "inbox/scan_0030.pdf",
        "scan",
        "2025-04-22",
        expect=SA24,
        lines=[
            "## HM Revenue & Customs",
            "Self Assessment, BX9 1AS",
            "",
            "Ms E Whitworth",
            "14 Clifton Grove",
            "Manchester M19 3QL",
            ">>Date: 15 April 2025",
            ">>UTR: 48215 90376",
            "",
            "## Notice to complete a tax return",
            "Tax year 6 April 2024 to 5 April 2025",
            "",
            "You need to send us a Self Assessment tax return for",
            "the year ended 5 April 2025. If you file online the",
            "deadline is 31 January 2026. Paper returns must reach",
            "us by 31 October 2025.",
        ],
    ),
    F(
        "inbox/P60_2025.pdf",
        "pdf",
        "2025-05-19",
        expect=SA24,
        lines=[
            "P60 End of Year Certificate",
            "Tax year to 5 April 2025",
            "Employee: Eleanor Whitworth. National Insurance number: QQ 12 34 56 C",
            "Employer: Ancoats School of Art & Design. PAYE reference: 961/AB45721",
            "Pay in this employment: £6,480.00",
            "Tax deducted in this employment: £1,296.00",
            "Final tax code: BR",
            "Keep this certificate in a safe place.",
        ],
    ),
    F(
        "inbox/TaxCalc.pdf",
        "pdf",
        "2025-05-08",
        expect=SA23,
        lines=[
            "HM Revenue & Customs - SA302 Tax calculation",
            "Tax year 2023-24 (6 April 2023 to 5 April 2024)",
            "Name: Eleanor Whitworth. UTR: 48215 90376",
            "Profit from self-employment: £31,846.00",
            "Pay from employment: £6,120.00",
            "Total income received: £37,966.00",
            "Minus Personal Allowance: £12,570.00",
            "Total income on which tax is due: £25,396.00",
            "Basic rate: £25,396.00 at 20% = £5,079.20",
            "Class 4 National Insurance: £19,276.00 at 9% = £1,734.84",
            "Income Tax and NIC due: £6,814.04",
            "Less tax deducted under PAYE: £1,224.00",
            "Total due: £5,590.04",
            "Printed from your HMRC online account on 8 May 2025.",
        ],
    ),
    # ---- VAT
    F(
        "inbox/Screenshot 2025-05-07 at 09.02.51.png",
        "shot",
        "2025-05-07",
        expect=VAT,
        size="desktop",
        lines=[
            "# Tallybook - VAT",
            "! VAT return submitted to HMRC",
            "Period: 01 Feb 2025 - 30 Apr 2025",
            "Submitted: 7 May 2025 09:02",
            "HMRC receipt ID: 8f3c-21aa-77d0-4b19",
            "Box 1 VAT due on sales: GBP 1,395.00",
            "Box 4 VAT reclaimed: GBP 318.75",
            "Box 5 Net VAT to pay: GBP 1,076.25",
            "- Payment by Direct Debit, due 7 June 2025",
        ],
    ),
    # ---- bank exports
    F(
        "inbox/transactions (1).csv",
        "natwest",
        "2025-05-02",
        expect=NATWEST,
        opening=5544.97,
        rows=[
            ("01/04/2025", "POS", "FIGMA MONTHLY", -14.40),
            ("03/04/2025", "POS", "ADOBE *CREATIVE CLOUD", -67.98),
            ("07/04/2025", "D/D", "ILLUSTRATORS GUILD", -72.00),
            ("11/04/2025", "BAC", "PRINT FAIR CIC INV-0417", 450.00),
            ("16/04/2025", "BAC", "HALDEN ROWE LLP INV-0418", 1440.00),
            ("17/04/2025", "POS", "POST OFFICE LEVENSHULME", -9.35),
            ("24/04/2025", "POS", "APPLE STORE ONLINE", -1428.00),
            ("25/04/2025", "TFR", "E WHITWORTH MONZO DRAWINGS", -1500.00),
            ("30/04/2025", "POS", "THE MILL YARD", -95.00),
        ],
    ),
    F(
        "inbox/export (2).csv",
        "monzo",
        "2025-05-18",
        expect=MONZO,
        rows=[
            (
                "01/05/2025",
                "09:05",
                "Faster payment",
                "Levenshulme Lettings",
                "bills",
                -575.00,
                "Rent half",
            ),
            (
                "03/05/2025",
                "10:31",
                "Card payment",
                "Pastelaria Alfama",
                "eating_out",
                -8.70,
                "EUR 10.20",
            ),
            (
                "04/05/2025",
                "12:02",
                "Card payment",
                "Carris Tram 28",
                "transport",
                -5.46,
                "EUR 6.40",
            ),
            (
                "06/05/2025",
                "09:40",
                "Card payment",
                "CP Comboios Sintra",
                "transport",
                -8.53,
                "EUR 10.00",
            ),
            (
                "07/05/2025",
                "20:55",
                "Card payment",
                "Time Out Market Lisboa",
                "eating_out",
                -36.10,
                "EUR 42.30",
            ),
            ("10/05/2025", "11:15", "Card payment", "Levenshulme Market", "groceries", -16.00, ""),
            ("14/05/2025", "21:12", "Card payment", "Pennywort Seeds", "shopping", -15.65, ""),
            ("17/05/2025", "18:25", "Card payment", "Tesco", "groceries", -38.44, ""),
        ],
    ),
    # ---- insurance / equipment / portfolio
    F(
        "inbox/Policy schedule.pdf",
        "pdf",
        "2025-05-02",
        expect=INSURANCE,
        lines=[
            "Northbank Insurance Services - Policy schedule",
            "Professional Indemnity & Public Liability",
            "Policy number: NB-PI-7730418 (renewal)",
            "Insured: Eleanor Whitworth t/a Nell Whitworth Illustration & Design",
            "Period of insurance: 12 May 2025 to 11 May 2026",
            "Professional indemnity: £250,000 any one claim. Public liability: £1,000,000.",
            "Annual premium: £214.50 including Insurance Premium Tax",
            "Issued 2 May 2025. Please check these details and tell us about any changes.",
        ],
    ),
    F(
        "inbox/registration-confirmation.html",
        "html",
        "2025-05-08",
        expect=EQUIP,
        title="Product registration - Wacom",
        url="https://account.wacom.com/en-gb/products",
        site="Wacom ID",
        body="""\
<h1>Thank you for registering your product</h1>
<p>Wacom Cintiq Pro 24 (DTH-2420) &middot; Serial number 1KQ00S8841</p>
<p>Registered to: Eleanor Whitworth &middot; Date registered: 8 May 2025</p>
<p>Date of purchase: 14/02/2024. Your warranty has been extended by 12 months and now runs
until 14/02/2027.</p>
<p>Manuals, drivers and firmware for this product are in your Wacom ID account.</p>""",
    ),
    F(
        "inbox/entry confirmation.txt",
        "text",
        "2025-05-15",
        expect=PORTFOLIO,
        text="""\
From: Northern Illustration Prize <entries@northernillustrationprize.org.uk>
Date: Thu, 15 May 2025 20:14
Subject: Your entry has been received - NIP 2025

Dear Eleanor,
Thank you for entering the Northern Illustration Prize 2025.
Entry ref: NIP25-0417
Category: Self-initiated / personal work
Title: "Levenshulme Market, Saturday"
The shortlist will be announced on 30 June 2025.
""",
    ),
    # ---- personal
    F(
        "inbox/scan_0032.pdf",
        "scan",
        "2025-05-16",
        expect=ID,
        lines=[
            "## DVLA",
            "Swansea SA99 1BN",
            "",
            "Ms Eleanor Whitworth",
            "14 Clifton Grove",
            "Manchester M19 3QL",
            ">>12 May 2025",
            "",
            "## Your new photocard driving licence",
            "Driver number: WHITW857121EM9LK",
            "",
            "Here is your new photocard driving licence. Your",
            "previous photocard has been cancelled - please cut",
            "it up and throw it away.",
            "This photocard is valid until 11 May 2035.",
        ],
    ),
    F(
        "inbox/Statement-A-3F9C21.pdf",
        "pdf",
        "2025-05-12",
        expect=HOME,
        lines=[
            "Pennine Energy - your bill",
            "Account A-3F9C17 - 14 Clifton Grove, Manchester M19 3QL",
            "Statement A-3F9C21",
            "Bill period: 11 April 2025 to 10 May 2025",
            "Electricity: 241 kWh. Gas: 612 kWh.",
            "Total for this period: £96.80. Paid by Direct Debit on 20 May.",
            "Tip: you work from home? Our Flexi Day tariff could save you money.",
        ],
    ),
    F(
        "inbox/CTax_bill_2025.pdf",
        "pdf",
        "2025-03-07",
        expect=HOME,
        lines=[
            "Manchester City Council - Council Tax bill 2025/26",
            "Account: 7011 4432 90",
            "Property: 14 Clifton Grove, Manchester M19 3QL. Band B.",
            "Period: 1 April 2025 to 31 March 2026",
            "Amount due: £1,703.93, payable in 10 monthly instalments from 1 April 2025.",
            "Residents: Eleanor Whitworth, Joel Baptiste",
        ],
    ),
    F(
        "inbox/IMG_4432.PNG",
        "shot",
        "2025-05-16",
        expect=HEALTH,
        size="phone",
        lines=[
            "# NHS App",
            "! Appointment confirmed",
            "Physiotherapy - MSK (wrist)",
            "Tuesday 3 June 2025, 10:20am",
            "Levenshulme Health Centre",
            "Clinician: K. Osei, Physiotherapist",
            "[Add to calendar]",
            "[Cancel appointment]",
        ],
    ),
    F(
        "inbox/seed order.html",
        "html",
        "2025-05-14",
        expect=ALLOT,
        title="Order confirmation - Pennywort Seeds",
        url="https://www.pennywortseeds.co.uk/checkout/confirmation/PW-88213",
        site="Pennywort Seeds",
        body="""\
<h1>Thank you, Eleanor! Your order is confirmed.</h1>
<p>Order <b>PW-88213</b> &middot; 14 May 2025</p>
<table>
<tr><td>Sweet pea 'Matucana'</td><td>£2.75</td></tr>
<tr><td>Kale 'Nero di Toscana'</td><td>£2.45</td></tr>
<tr><td>Broad bean 'Aquadulce Claudia'</td><td>£2.95</td></tr>
<tr><td>Comfrey 'Bocking 14' root cuttings x 6</td><td>£7.50</td></tr>
<tr><th>Total</th><th>£15.65</th></tr>
</table>
<p>Paid with Mastercard debit ending 0932. Posting to 14 Clifton Grove, Manchester M19 3QL.</p>""",
    ),
    # ---- photos: by EXIF date (trip days vs the year folders)
    F(
        "inbox/IMG_4342.JPG",
        "photo",
        "2025-05-05 17:48:12",
        expect=LISBON,
        exif=IPHONE,
        scene="lisbon",
    ),
    F(
        "inbox/IMG_4389.JPG",
        "photo",
        "2025-05-08 14:10:36",
        expect=LISBON,
        exif=IPHONE,
        scene="lisbon",
    ),
    F(
        "inbox/IMG_4402.JPG",
        "photo",
        "2025-05-11 10:22:05",
        expect=P25,
        exif=IPHONE,
        scene="garden",
    ),
    F(
        "inbox/WhatsApp Image 2025-03-02 at 18.22.41.jpeg",
        "photo",
        "2025-03-02 18:22:41",
        expect=P25,
        exif=None,
        scene="indoor",
        size=(1024, 768),
    ),
    F(
        "inbox/IMG_3768.JPG",
        "photo",
        "2024-09-17 16:31:50",
        expect=SKYE,
        exif=IPHONE,
        scene="highland",
    ),
    F("inbox/IMG_3802.JPG", "photo", "2024-09-24 08:55:19", expect=P24, exif=IPHONE, scene="city"),
    F(
        "inbox/IMG_0457.JPG",
        "photo",
        "2023-08-12 14:30:22",
        expect=P23,
        exif=("Apple", "iPhone 11"),
        scene="beach",
    ),
    # ---- nothing fits
    F(
        "inbox/WhatsApp Image 2025-04-19 at 11.05.13.jpeg",
        "art",
        "2025-04-19",
        expect="",
        size=(800, 800),
        palette="meme",
        top="ME: *sends final artwork*",
        label="CLIENT: love it! can we see it in 40 other colours",
    ),
    F(
        "inbox/test.txt",
        "text",
        "2025-05-10",
        expect="",
        text="""\
test
testing the scan-to-folder thing on the new printer. if this is here it worked
""",
    ),
    F(
        "inbox/download (4).pdf",
        "pdf",
        "2025-05-17",
        expect="",
        lines=[
            "Weekend sourdough - a beginner's bake",
            "From the Crumb & Crust newsletter",
            "",
            "You'll need: 100 g active starter, 350 g water, 500 g strong white flour, 10 g salt.",
            "Friday evening: feed your starter and leave it somewhere warm.",
            "Saturday morning: mix, rest for an hour, then four sets of stretch and folds.",
            "Saturday evening: shape, then prove in the fridge overnight.",
            "Sunday: bake at 250C in a lidded pot, 20 minutes covered and 25 uncovered.",
        ],
    ),
]
