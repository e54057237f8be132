"""A very small starter library: a young renter in Manchester who just began organizing files."""

from __future__ import annotations

import pathlib
from email.message import EmailMessage

from tests.benchmarks.eval_libraries._write import write_library

NAME = "starter-en"
PERSONA = (
    "Jess, 24, rents a flat in Levenshulme, Manchester, works at a coffee roastery "
    "and has only just started putting her files into a handful of folders."
)
LANGUAGES = ["en"]
SPLIT = "test"


def _eml(sender: str, to: str, subject: str, date: str, body: str) -> bytes:
    msg = EmailMessage()
    msg["From"] = sender
    msg["To"] = to
    msg["Subject"] = subject
    msg["Date"] = date
    msg.set_content(body)
    return msg.as_bytes()


_ME = "Jess Patel <jess.patel93@example.com>"

GUIDELINE = """\
# how I'm sorting my stuff (started properly in 2025, bear with me)

- recipes I'd actually make again -> cooking/
- anything about the flat contract, deposit or the letting agent -> flat/tenancy/
- payslips go in job/payslips/, anything from HMRC goes in money/tax/
- doctor letters, prescriptions, asthma stuff -> health/
- every trip gets its own folder under trips/ named like "2025-09 Edinburgh"
- if something doesn't fit anywhere just leave it in the inbox for now
"""

FILED: dict[str, str | bytes] = {
    # ---------------------------------------------------------------- cooking
    "cooking/Mum's chicken curry.txt": """\
MUM'S CHICKEN CURRY (the one she makes on Sundays)
serves 4, about an hour

8 chicken thighs, skin off, cut in chunks
2 onions, finely sliced
4 garlic cloves + same amount of ginger, grated
2 tomatoes chopped (or half a tin)
1 tsp cumin seeds, 1 tsp turmeric, 2 tsp garam masala, 1 tsp chilli powder
handful of coriander

1. Heat oil, crackle the cumin seeds.
2. Onions in, cook low for 15 min until properly brown (don't rush this, Mum says).
3. Garlic + ginger, 2 min. Then tomatoes and the powders, cook till oil separates.
4. Chicken in, coat it, splash of water, lid on, 30 min.
5. Garam masala and coriander at the end.

Freezes fine. Good with rice or the frozen parathas from the Asian shop on Stockport Rd.
""",
    "cooking/2025-02-03 overnight oats.md": """\
# Overnight oats (work mornings)

Makes 1 jar, prep the night before.

- 50g rolled oats
- 150ml milk (oat milk works)
- 2 tbsp Greek yoghurt
- 1 tsp chia seeds
- 1 tsp honey
- frozen berries on top

Mix everything in a jar, fridge overnight. Keeps 2 days max.
Tried peanut butter + banana version too, also good.
""",
    "cooking/batch cook plan.csv": """\
day,meal,main ingredients,portions
Sunday,chilli con carne,beef mince; kidney beans; tinned tomatoes,5
Sunday,veg soup,carrots; leeks; potatoes; stock cube,4
Wednesday,pasta bake,penne; passata; mozzarella; spinach,3
Wednesday,chickpea curry,chickpeas; coconut milk; spinach,4
Saturday,fajitas,chicken breast; peppers; wraps,2
""",
    # ---------------------------------------------------------- flat/tenancy
    "flat/tenancy/Tenancy agreement summary.md": """\
# Tenancy - 14 Cromwell Grove, Levenshulme, M19

- Landlord: Mr D. Hughes (managed by Redbrick Lettings)
- Type: assured shorthold tenancy, 12 months
- Start: 01/08/2024, end of fixed term: 31/07/2025, now rolling monthly
- Rent: GBP 725 per calendar month, due on the 1st, standing order
- Deposit: GBP 836, protected with the DPS (see certificate email)
- Notice from me: 1 month in writing
- Bills: I pay council tax, gas/electric (Octopus), broadband
- No pets without written permission, no nails in walls (use command strips!)

Agent contact: lettings@redbricklettings.example.co.uk / 0161 555 0142
""",
    "flat/tenancy/deposit_protection_certificate.eml": _eml(
        "Deposit Protection Service <noreply@dps.example.co.uk>",
        _ME,
        "Your deposit has been protected - DPS ref 4471 2290",
        "Tue, 06 Aug 2024 09:12:44 +0100",
        """\
Dear Jess Patel,

Your tenancy deposit has been protected with the Deposit Protection Service.

Deposit amount: GBP 836.00
Property: 14 Cromwell Grove, Levenshulme, Manchester M19
Protected by: Redbrick Lettings
Date protected: 05/08/2024
Repayment ID: 4471 2290

Please keep this email safe. You will need your Repayment ID to request
your deposit back at the end of the tenancy.

The DPS Team
""",
    ),
    "flat/tenancy/inventory notes 01-08-2024.txt": """\
Move-in inventory check - 1 Aug 2024 (me + Priya from Redbrick)

Living room: small burn mark on carpet by window (already there, photographed)
Kitchen: oven clean, one hob ring slow to heat, crack in tile behind sink
Bathroom: some mould on sealant round bath, extractor fan works
Bedroom: wardrobe door sticks, 2 spare keys for window locks in drawer
Hallway: smoke alarm tested OK

Keys received: 2x front door, 1x back gate, 1x bike store
Meter readings: gas 04419, electric 28813
Signed copy emailed to me 02/08/2024.
""",
    # ------------------------------------------------------------------- bike
    "bike/bike_info.md": """\
# My bike

- Specialized Sirrus 2.0, size M, grey
- Bought second hand March 2024 from Facebook Marketplace for GBP 280
- Frame number: WSBC604219873K (also registered on BikeRegister)
- Tyres 700x32c, pump to 70 psi
- Lock: Kryptonite D-lock, keys #1 on keyring, #2 in kitchen drawer
- Lights: Lezyne front, cheap red one at back (charge every Sunday)
""",
    "bike/service 14-05-2025.txt": """\
KEEP PEDALLING CYCLES - Burton Road, Didsbury
Invoice 3381   Date 14/05/2025
Customer: Jess P.   Bike: Specialized Sirrus (grey)

Standard service ................. 45.00
New chain (Shimano HG54) ......... 19.99
Rear brake pads x2 ............... 12.00
Gear cable + indexing ............. 8.00
                                   -----
TOTAL ............................ 84.99  (paid card)

Mechanic note: cassette worn, probably replace at next service.
""",
    # ----------------------------------------------------------------- health
    "health/GP letter 12.03.2025.txt": """\
Levenshulme Medical Practice
Stockport Road, Manchester M19

12 March 2025

Dear Ms Jessica Patel,   DOB 04/06/2001   NHS no. 943 476 5919

Re: results of your recent blood tests (taken 05/03/2025)

Your full blood count, thyroid function and iron levels are all within the
normal range. Your vitamin D level was low (32 nmol/L).

Dr Osei recommends you take a vitamin D supplement (1000 units daily, available
from any pharmacy) for 3 months and we will recheck in June.

If your tiredness continues please book a routine appointment.

Yours sincerely,
Reception team, on behalf of Dr A. Osei
""",
    "health/prescriptions.csv": """\
date,item,dose,pharmacy,cost
2025-01-20,Salbutamol inhaler 100mcg,2 puffs as needed,Boots Levenshulme,9.90
2025-01-20,Clenil Modulite 100mcg,2 puffs twice daily,Boots Levenshulme,9.90
2025-04-22,Salbutamol inhaler 100mcg,2 puffs as needed,Boots Levenshulme,9.90
2025-07-15,Clenil Modulite 100mcg,2 puffs twice daily,Well Pharmacy,9.90
2025-07-15,Salbutamol inhaler 100mcg,2 puffs as needed,Well Pharmacy,9.90
""",
    "health/asthma review March 2025.txt": """\
annual asthma review with the practice nurse (Sue), 18/03/2025

- peak flow 430, my best is about 460 so fine
- inhaler technique checked, she said use the spacer with the brown one
- no attacks this year, used blue inhaler maybe twice a week in winter
- got new asthma action plan printed (on the fridge)
- flu jab recommended in the autumn
- next review March 2026
""",
    # ----------------------------------------------------------- job/payslips
    "job/payslips/payslip_2025-07.txt": """\
NORTHERN QUARTER ROASTERS LTD - PAYSLIP
Employee: Jessica Patel     Employee no: 0117
Pay date: 31/07/2025        Tax period: 4
Tax code: 1257L             NI number: JT 48 21 93 C

Basic pay       151.5 hrs x 12.60     1,908.90
Holiday pay       7.5 hrs x 12.60        94.50
GROSS PAY                             2,003.40

Income tax                             -191.20
National Insurance                      -76.47
Pension (NEST 5%)                       -67.04
NET PAY                               1,668.69

Year to date: gross 7,744.80  tax 739.20  NI 295.64
""",
    "job/payslips/Payslip August 2025.txt": """\
Northern Quarter Roasters Ltd
Payslip for: J. Patel (0117)   Period: August 2025 (month 5)
Paid: 29/08/2025   Code: 1257L

Hours worked: 146.0 @ 12.60 = 1,839.60
Sunday premium: 16.0 @ 2.00 = 32.00
Gross: 1,871.60

Deductions
  PAYE tax: 164.80
  Employee NI: 65.93
  Pension: 60.45
Net pay: 1,580.42

Paid into account ending 4402.
""",
    "job/payslips/2025-09 pay.txt": """\
NORTHERN QUARTER ROASTERS LTD - PAYSLIP
Employee: Jessica Patel     Employee no: 0117
Pay date: 30/09/2025        Tax period: 6
Tax code: 1257L

Basic pay       120.0 hrs x 12.60     1,512.00
Holiday pay      22.5 hrs x 12.60       283.50
GROSS PAY                             1,795.50

Income tax                             -149.60
National Insurance                      -59.84
Pension (NEST 5%)                       -56.65
NET PAY                               1,529.41
""",
    # ------------------------------------------------ trips/2025-09 Edinburgh
    "trips/2025-09 Edinburgh/itinerary.md": """\
# Edinburgh weekend - 19-21 Sept 2025 (me, Priya, Tom)

## Fri 19th
- 17:26 TransPennine train Manchester Piccadilly -> Edinburgh Waverley (arr ~20:40)
- check in at hostel, food on the Grassmarket

## Sat 20th
- Arthur's Seat early (before it gets busy), breakfast after
- Castle (booked 13:00 slot), Royal Mile, Victoria St
- evening: comedy at the Stand?

## Sun 21st
- Dean Village + Stockbridge market
- 16:10 train home
""",
    "trips/2025-09 Edinburgh/hostel_booking.eml": _eml(
        "Grassmarket Bunkhouse <bookings@grassmarketbunkhouse.example.com>",
        _ME,
        "Booking confirmed: 19 Sep - 21 Sep 2025 (ref GB-55120)",
        "Mon, 04 Aug 2025 21:03:10 +0100",
        """\
Hi Jess,

Thanks for booking with Grassmarket Bunkhouse, Edinburgh!

Check-in: Friday 19 September 2025 from 15:00
Check-out: Sunday 21 September 2025 by 10:30
Room: 4-bed private dorm (3 guests), 2 nights
Total: GBP 174.00 (paid in full)

Towels available at reception for GBP 2. Luggage storage is free on check-out day.

See you soon!
""",
    ),
    "trips/2025-09 Edinburgh/budget.csv": """\
item,cost_gbp,paid_by,split
train return,62.40,each,no
hostel 2 nights,174.00,Jess,3 ways
castle tickets,21.50,each,no
Fri dinner,48.00,Tom,3 ways
Sat dinner,55.50,Priya,3 ways
""",
    # -------------------------------------------------------------- money/tax
    "money/tax/P60 2024-25.txt": """\
P60 End of Year Certificate - tax year to 5 April 2025

Employee: Jessica Patel   NI number: JT 48 21 93 C
Employer: Northern Quarter Roasters Ltd   PAYE ref: 961/NA44812

Pay in this employment: 21,430.15
Tax deducted in this employment: 1,763.40
Final tax code: 1257L

Employee NI contributions (letter A): 742.18
Keep this certificate, you may need it to prove how much tax you paid.
""",
    "money/tax/tax code notes.md": """\
# tax code stuff (so I don't panic again)

- Normal code is 1257L = 12,570 tax free allowance
- When I started at NQR in May 2024 I was on emergency code 1257L W1/M1
  because I didn't have a P45 from the cafe job
- Rang HMRC 0300 200 3300 on 10/06/2024, sorted within a month
- Check personal tax account once a year (Gov.uk login in password manager)
- Might be owed a refund for 2024-25, wait for a letter
""",
}

INBOX: dict[str, tuple[str | bytes, str]] = {
    "inbox/shakshuka.md": (
        """\
# Shakshuka for 2
Soften 1 onion + 1 red pepper in olive oil, add 2 garlic cloves, 1 tsp cumin, 1 tsp paprika.
Tip in a tin of chopped tomatoes, simmer 10 min, season.
Make 4 wells, crack in the eggs, lid on for 6-8 min.
Feta and parsley on top, eat with crusty bread.
""",
        "cooking/",
    ),
    "inbox/saved-page-dal.html": (
        """\
<html><head><title>Easy red lentil dal | saved</title></head><body>
<h1>Easy red lentil dal</h1>
<p>250g red lentils, 1 onion, 3 garlic cloves, thumb of ginger, 1 tsp turmeric, 1 tin coconut milk.</p>
<p>Fry onion, garlic and ginger, add turmeric and rinsed lentils with 700ml water, simmer 20 min.</p>
<p>Stir in coconut milk, squeeze of lemon, coriander. Serve with rice.</p>
</body></html>
""",
        "cooking/",
    ),
    "inbox/email from Redbrick.eml": (
        _eml(
            "Redbrick Lettings <lettings@redbricklettings.example.co.uk>",
            _ME,
            "14 Cromwell Grove - rent review",
            "Wed, 08 Oct 2025 11:47:02 +0100",
            """\
Hi Jess,
Following the annual review, your landlord is increasing the rent for
14 Cromwell Grove to GBP 760 pcm from 1 December 2025. The formal notice is attached.
Please update your standing order. Kind regards, Priya
""",
        ),
        "flat/tenancy/",
    ),
    "inbox/receipt 22-10-2025.txt": (
        """\
Keep Pedalling Cycles, Didsbury - 22/10/2025
Puncture repair (rear wheel) ...... 10.00
Inner tube 700x32c presta .......... 7.50
Total 17.50 paid contactless
Note: rear tyre tread low, replace before winter.
""",
        "bike/",
    ),
    "inbox/letter_from_surgery.txt": (
        """\
Levenshulme Medical Practice - 16 June 2025
Dear Ms Patel, your repeat vitamin D test (10/06/2025) is now normal (68 nmol/L).
You can stop the daily supplement; a winter dose of 400 units is advised.
No further action needed. Reception team
""",
        "health/",
    ),
    "inbox/NQR_Oct25.txt": (
        """\
Northern Quarter Roasters Ltd - J. Patel (0117) - 31/10/2025, period 7
Basic 158.0 hrs @ 12.60 = 1,990.80   Overtime 6.0 hrs @ 18.90 = 113.40
Gross 2,104.20   Tax -211.40   NI -84.53   Pension -70.40
Net 1,737.87
""",
        "job/payslips/",
    ),
    "inbox/booking ref TPE8K2.eml": (
        _eml(
            "TransPennine Express <tickets@tpexpress.example.co.uk>",
            _ME,
            "Your e-tickets: Manchester Piccadilly - Edinburgh",
            "Sun, 10 Aug 2025 19:22:31 +0100",
            """\
Booking TPE8K2, 1 adult, Advance Return, total GBP 62.40.
Out: Fri 19 Sep 2025 17:26 Manchester Piccadilly -> Edinburgh Waverley, coach C seat 34.
Back: Sun 21 Sep 2025 16:10 Edinburgh Waverley -> Manchester Piccadilly, coach B seat 12.
""",
        ),
        "trips/2025-09 Edinburgh/",
    ),
    "inbox/hmrc_letter.txt": (
        """\
HM Revenue & Customs - Tax calculation (P800), tax year 6 April 2024 to 5 April 2025
Ms J Patel, NI number JT 48 21 93 C
You paid GBP 143.20 too much Income Tax. This happened because you were on an
emergency tax code for part of the year. The refund will be paid to you by cheque
or you can claim it online through your personal tax account.
""",
        "money/tax/",
    ),
    "inbox/asdfjkl.txt": (
        """\
asdfjkl;asdf
qwertyuiop test test 1 2 3
jjjjjjjkkkkk
""",
        "",
    ),
    "inbox/wonderwall chords.txt": (
        """\
Wonderwall - Oasis, capo 2
Intro/verse: Em7  G  Dsus4  A7sus4
Chorus: Cadd9  Em7  G  Em7 (x3) then A7sus4
Strumming: D D U U D U, practise slow with metronome at 70
""",
        "",
    ),
}


def build(root: pathlib.Path) -> dict[str, str]:
    return write_library(root, GUIDELINE, FILED, INBOX, count=10, nowhere=2)
