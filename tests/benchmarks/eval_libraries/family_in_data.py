"""Data tables for the family_in evaluation library (Ananya & Rohit, Bengaluru).

Every entry is (path, kind, payload, date[, expected]). Kinds:
  text   payload is the file content, written as UTF-8 (md, txt, html, csv)
  pdf    payload is the page text; first line is the title (PDF with a text layer, Latin-1)
  scan   payload is the page text, rendered to an image: a PDF with no text layer
  photo  payload is (device, "YYYY:MM:DD HH:MM:SS"): a JPEG with EXIF
  card   payload is (device or None, exif datetime or None, text): a phone photo of paper
  shot   payload is a screen spec dict: a PNG screenshot
  hdfc   payload is (account suffix, year, month): a generated HDFC statement CSV
date is "YYYY-MM-DD", used for the file's mtime.
"""

from __future__ import annotations

# The people and places, kept in one spot so every document agrees.
ANANYA = "Dr. Ananya Rao"
ROHIT = "Rohit Verma"
KIAAN = "Kiaan Verma"
HOME_ADDR = "Flat 3B, Sai Krupa Residency, 17th Cross, HSR Layout Sector 4, Bengaluru 560102"
SHOP = "Rohit's Oven"
SHOP_ADDR = "No. 14, 12th Main, HAL 2nd Stage, Indiranagar, Bengaluru 560038"
SHOP_GSTIN = "29ABCPV1234K1Z5"
FLAT_BESCOM = "7012345678"
SHOP_BESCOM = "8834201190"

DEVICES = {
    # key: (Make, Model, (width, height))
    "ana": ("Apple", "iPhone 13", (800, 600)),
    "ana_p": ("Apple", "iPhone 13", (600, 800)),
    "rohit": ("samsung", "SM-S911B", (800, 600)),
    "rohit_p": ("samsung", "SM-S911B", (600, 800)),
    "nikon": ("NIKON CORPORATION", "NIKON D5600", (900, 600)),
}

GUIDELINE = """\
# How we file things at home

Ananya here. Rohit, please read this once. Bas ek baar. 🙏

Everything new lands in `inbox/` (phone uploads, downloads, the scanner). Sort from there.
If something doesn't fit anywhere, LEAVE IT in the inbox. I clear it on Sunday with chai.
Old stuff from before 2023 is still in the Google Drive mess, ignore that.
(R: ok ok, read it. - Rohit)

## IDs
`IDs/Ananya`, `IDs/Rohit`, `IDs/Kiaan` - Aadhaar, PAN, passport, birth certificate, and
anything to do with renewing them (passport appointment, e-PAN download etc).
- Only the three of us in here. Bakery staff Aadhaar copies go with the bakery staff papers.
- PAN / Aadhaar copies stay in IDs even when the CA or the tax site asks for them.

## Money
**Tax**: one folder per ASSESSMENT YEAR, `Money/Tax/AY2024-25` style.
FY 2024-25 (Apr 2024 - Mar 2025) is AY 2025-26!! I have messed this up twice already, so
once more: Form 16 for FY 2024-25 goes in AY2025-26. Form 16, 26AS, ITR-V, 143(1)
intimations, advance tax challans, ELSS/PPF statements, all by AY. (LIC and Star Health
receipts and rent receipts are 80C/80D/HRA proofs too but they stay in their own folders,
I only tick them off in the checklist.)
Employer tax forms (Form 16 from Manipal) go in Tax, not in my work folder.

**Bank**: `Money/Bank/HDFC`, the monthly CSV statements. Both our savings (xx4417) and the
bakery current a/c (xx9021). Suresh (CA) wants them together so don't split them.

**Insurance**: `Money/Insurance/LIC` is Rohit's Jeevan Anand policy + premium receipts.
`Money/Insurance/Health` is the Star Health family floater (policy, renewal, 80D cert).
Insurance papers go there, not under Health.

UPI screenshots: keep only the ones that pay for something real, and put them next to the
thing they pay (BESCOM bill -> with the BESCOM bills, school fee -> Kiaan's school year,
flour -> bakery suppliers...). Splitting dinner with friends etc, no need to keep.

## Home
- `Home/Rent` - agreement with Ramesh uncle (landlord), rent receipts, rent UPI. We use the
  receipts for HRA but they live here.
- `Home/BESCOM` - the FLAT's electricity only, account ending 5678. The shop's BESCOM bill
  (ending 1190) is a bakery expense.
- `Home/Appliances & Warranty` - bills + warranty for fridge, AC, washing machine, mixie,
  anything bought for the house.

## Bakery (Rohit's Oven, Indiranagar)
- `Bakery/GST/<year>-Q<n>` - OUR tax invoices to customers (cafes, corporate orders),
  GSTR-1 / 3B, and whatever Suresh sends about the filing.
  Quarters are calendar quarters: Q1 = Jan-Mar, Q2 = Apr-Jun, Q3 = Jul-Sep, Q4 = Oct-Dec.
  Suresh talks in FY quarters so his "Q4" is our Q1, confusing but that's how it is.
  Go by the invoice date. New quarter = new folder, same naming.
- `Bakery/Suppliers` - flour, butter/dairy, packaging. Bills and payments to them. Their
  bills also say "Tax Invoice" and have GST on them - still Suppliers, seperate from GST.
- `Bakery/Expenses` - everything else the shop spends on: shop electricity, repairs,
  equipment, staff lunch orders.
- `Bakery/Staff` - salary register, attendance, staff ID copies.
- `Bakery/Licences` - FSSAI, BBMP trade licence, GST registration.
- `Bakery/Recipes` - Rohit's recipe notes (Rohit: write quantities, not "andaaz se").

## Health
One folder each, `Health/Ananya` etc. Reports, prescriptions, vaccination, appointments,
whatever the doctor gives. (Yes, I am a doctor and I still lose my own reports.)

## Kiaan
`Kiaan/School/<year>` - school year runs June to March, folder like `2024-25`. Fees,
report cards, circulars. New school year, new folder.

## Ananya Work
My Manipal stuff - payslips, KMC registration, CME certificates. Rest is on the hospital laptop.

## Photos, trips
- `Trips/<YYYY-MM Place>` - photos from the trip + its tickets / bookings. Make the folder as
  soon as something is booked.
- Only photos actually taken on the trip go there. Same month but we were home in Bengaluru
  -> `Photos/<year>`.
- All other photos -> `Photos/<year>`.

## Don't file (leave in inbox, I'll delete)
- Swiggy / Zomato orders for home. Staff lunch for the bakery is different, see Bakery.
- OTPs, error messages, random screenshots.
- Memes and good-morning forwards from the family group 🙄 (Amma, please.)
- Test files, random downloads.

ಸ್ವಲ್ಪ adjust maadi if something is not perfect. - A.
"""


# --------------------------------------------------------------------------------------------
# Text templates for documents that come in series.


def inr(x: float) -> str:
    """1234567.5 -> '12,34,567.50' (Indian digit grouping)."""
    whole, frac = f"{x:.2f}".split(".")
    if len(whole) > 3:
        head, tail = whole[:-3], whole[-3:]
        groups = []
        while len(head) > 2:
            groups.insert(0, head[-2:])
            head = head[:-2]
        if head:
            groups.insert(0, head)
        whole = ",".join(groups) + "," + tail
    return f"{whole}.{frac}"


def gst_invoice(
    no: str,
    date: str,
    buyer: str,
    buyer_addr: str,
    buyer_gstin: str,
    items: list[tuple[str, int, float]],
) -> str:
    lines = [
        "TAX INVOICE",
        f"{SHOP} (Prop. {ROHIT})",
        SHOP_ADDR,
        f"GSTIN: {SHOP_GSTIN}   FSSAI Lic. 21224008001234",
        "",
        f"Invoice No: {no}        Invoice Date: {date}",
        "Place of supply: Karnataka (29)",
        "",
        f"Bill to: {buyer}",
        buyer_addr,
        f"GSTIN: {buyer_gstin}",
        "",
        "Sl  Description                        HSN     Qty    Rate      Amount",
    ]
    taxable = 0.0
    for i, (desc, qty, rate) in enumerate(items, 1):
        amt = qty * rate
        taxable += amt
        lines.append(f"{i:<3} {desc:<34} 1905   {qty:>4}  {rate:>7.2f}  {inr(amt):>11}")
    cgst = round(taxable * 0.09, 2)
    lines += [
        "",
        f"Taxable value: Rs {inr(taxable)}",
        f"CGST @ 9%: Rs {inr(cgst)}    SGST @ 9%: Rs {inr(cgst)}",
        f"Invoice total: Rs {inr(taxable + 2 * cgst)}",
        "",
        "Payment: NEFT to HDFC Bank current a/c xx9021, IFSC HDFC0001234",
        f"For {SHOP} - Authorised signatory",
    ]
    return "\n".join(lines)


def bescom_bill(
    account: str,
    name: str,
    addr: str,
    tariff: str,
    month: str,
    bill_date: str,
    due: str,
    units: int,
    amount: float,
    rr: str,
) -> str:
    return "\n".join(
        [
            "BANGALORE ELECTRICITY SUPPLY COMPANY LIMITED (BESCOM)",
            "Electricity Bill",
            "",
            f"Account ID: {account}        RR No: {rr}",
            f"Name: {name}",
            f"Address: {addr}",
            f"Tariff: {tariff}       Sanctioned load: {'5 kW' if 'LT-3' in tariff else '4 kW'}",
            "",
            f"Billing month: {month}      Bill date: {bill_date}",
            f"Units consumed: {units} kWh",
            f"Fixed charges: Rs {inr(amount * 0.18)}",
            f"Energy charges: Rs {inr(amount * 0.73)}",
            f"Tax: Rs {inr(amount * 0.09)}",
            f"Net amount payable: Rs {inr(amount)}",
            f"Due date: {due}",
            "",
            "Pay online at bescom.karnataka.gov.in or any UPI app (BBPS).",
        ]
    )


def payslip(month: str, days: int, tds: int) -> str:
    basic, hra, special = 95000, 38000, 52000
    gross = basic + hra + special
    pf = 1800
    return "\n".join(
        [
            "Manipal Hospitals - Old Airport Road, Bengaluru",
            "(Manipal Health Enterprises Pvt. Ltd.)",
            f"PAYSLIP FOR THE MONTH OF {month.upper()}",
            "",
            f"Employee name: {ANANYA}          Employee ID: MH-20871",
            "Designation: Consultant - Internal Medicine",
            "PAN: BQRPR5678M      UAN: 101234567890",
            f"Bank: HDFC Bank xx4417      Days paid: {days}",
            "",
            "EARNINGS                          DEDUCTIONS",
            f"Basic          {inr(basic):>12}       Provident Fund   {inr(pf):>10}",
            f"HRA            {inr(hra):>12}       Professional Tax {inr(200):>10}",
            f"Special allow. {inr(special):>12}       Income Tax (TDS) {inr(tds):>10}",
            "",
            f"Gross earnings: Rs {inr(gross)}",
            f"Total deductions: Rs {inr(pf + 200 + tds)}",
            f"Net pay: Rs {inr(gross - pf - 200 - tds)}",
            "",
            "This is a computer generated payslip and does not require a signature.",
        ]
    )


def upi_phone(app: str, accent: tuple[int, int, int], clock: str, lines: list[str]) -> dict:
    return {"style": "phone", "app": app, "accent": accent, "clock": clock, "lines": lines}


GPAY = (26, 115, 232)
PHONEPE = (95, 37, 159)
WHATSAPP = (7, 94, 84)
SWIGGY = (252, 128, 25)
ZOMATO = (203, 32, 45)
LIC_BLUE = (0, 61, 121)


# --------------------------------------------------------------------------------------------
# The library as it is before the inbox is sorted.

LIBRARY: list[tuple] = [
    # ---- IDs
    (
        "IDs/Ananya/Aadhaar_Ananya.pdf",
        "scan",
        """\
GOVERNMENT OF INDIA
Unique Identification Authority of India
AADHAAR

Ananya Rao
DOB: 14/02/1989
Female
Address: D/O K. Srinivasa Rao, 221, 5th Cross, Malleshwaram,
Bengaluru, Karnataka 560003

XXXX XXXX 7731
Mera Aadhaar, Meri Pehchaan""",
        "2022-08-14",
    ),
    (
        "IDs/Ananya/ePAN_Ananya.pdf",
        "pdf",
        """\
INCOME TAX DEPARTMENT - GOVT. OF INDIA
e-Permanent Account Number (e-PAN) Card

Permanent Account Number: BQRPR5678M
Name: ANANYA RAO
Father's Name: K SRINIVASA RAO
Date of Birth: 14/02/1989

This e-PAN is issued under section 139A of the Income-tax Act, 1961.
Generated on 03/09/2021 through Instant e-PAN service.""",
        "2021-09-03",
    ),
    (
        "IDs/Ananya/passport_ananya_2019.pdf",
        "scan",
        """\
REPUBLIC OF INDIA - PASSPORT
Type: P   Country code: IND   Passport No.: T4418265
Surname: RAO
Given name(s): ANANYA
Nationality: INDIAN    Sex: F    Date of birth: 14/02/1989
Place of birth: BENGALURU, KARNATAKA
Place of issue: BENGALURU
Date of issue: 22/07/2019    Date of expiry: 21/07/2029
P<INDRAO<<ANANYA<<<<<<<<<<<<<<<<<<<<<<<<<<<<""",
        "2019-08-02",
    ),
    (
        "IDs/Rohit/aadhaar rohit.pdf",
        "scan",
        """\
GOVERNMENT OF INDIA
Unique Identification Authority of India
AADHAAR

Rohit Verma
DOB: 30/11/1986
Male
Address: S/O Rajendra Verma, Flat 3B, Sai Krupa Residency,
17th Cross, HSR Layout Sector 4, Bengaluru 560102

XXXX XXXX 2290""",
        "2024-07-10",
    ),
    (
        "IDs/Rohit/Rohit PAN card.jpg",
        "card",
        (
            "rohit",
            "2022:05:17 11:20:45",
            """\
INCOME TAX DEPARTMENT   GOVT. OF INDIA
Permanent Account Number Card
ABCPV1234K
Name: ROHIT VERMA
Father's Name: RAJENDRA VERMA
Date of Birth: 30/11/1986""",
        ),
        "2022-05-17",
    ),
    (
        "IDs/Rohit/passport_rohit_2015.pdf",
        "scan",
        """\
REPUBLIC OF INDIA - PASSPORT
Type: P   Country code: IND   Passport No.: K7720394
Surname: VERMA
Given name(s): ROHIT
Nationality: INDIAN    Sex: M    Date of birth: 30/11/1986
Place of birth: LUCKNOW, UTTAR PRADESH
Place of issue: BANGALORE
Date of issue: 12/06/2015    Date of expiry: 11/06/2025
P<INDVERMA<<ROHIT<<<<<<<<<<<<<<<<<<<<<<<<<<<""",
        "2015-06-30",
    ),
    (
        "IDs/Kiaan/Birth certificate Kiaan.pdf",
        "scan",
        """\
BRUHAT BENGALURU MAHANAGARA PALIKE
Department of Health - Registration of Births and Deaths
BIRTH CERTIFICATE
(Issued under Section 12 of the RBD Act, 1969)

Name: KIAAN VERMA              Sex: Male
Date of birth: 08/08/2017
Place of birth: Cloudnine Hospital, Jayanagar, Bengaluru
Name of mother: Ananya Rao
Name of father: Rohit Verma
Registration No.: 2017/BBMP/S-12/08841
Date of registration: 16/08/2017""",
        "2017-09-01",
    ),
    (
        "IDs/Kiaan/Kiaan passport 2023.pdf",
        "scan",
        """\
REPUBLIC OF INDIA - PASSPORT
Type: P   Country code: IND   Passport No.: W1183570
Surname: VERMA
Given name(s): KIAAN
Nationality: INDIAN    Sex: M    Date of birth: 08/08/2017
Place of issue: BENGALURU
Date of issue: 02/03/2023    Date of expiry: 01/03/2028
Legal guardian: ROHIT VERMA / ANANYA RAO""",
        "2023-03-15",
    ),
    # ---- Money / Tax
    (
        "Money/Tax/AY2024-25/Form16_Manipal_FY2023-24.pdf",
        "pdf",
        f"""\
FORM NO. 16 - PART B
[See rule 31(1)(a)]
Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary

Name and address of the Employer: Manipal Health Enterprises Pvt. Ltd., Old Airport Road, Bengaluru 560017
TAN of the Employer: BLRM12345E
Name of the Employee: {ANANYA}       PAN of the Employee: BQRPR5678M
Assessment Year: 2024-25
Period with the Employer: 01-Apr-2023 to 31-Mar-2024

1. Gross salary: Rs 21,40,000.00
2. Less allowances exempt u/s 10 (HRA): Rs 2,16,000.00
3. Standard deduction u/s 16(ia): Rs 50,000.00
4. Deductions under Chapter VI-A (80C, 80D): Rs 1,75,000.00
5. Total taxable income: Rs 16,99,000.00
6. Tax deducted at source: Rs 3,21,360.00

Verification: I, Ravi Shenoy, Head - Payroll, certify that the information given above is true.
Place: Bengaluru      Date: 12-06-2024""",
        "2024-06-14",
    ),
    (
        "Money/Tax/AY2024-25/ITR-V_Ananya_AY2024-25.pdf",
        "pdf",
        """\
INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT
[Where the data of the Return of Income has been transmitted electronically]
Assessment Year 2024-25

Name: ANANYA RAO            PAN: BQRPR5678M
Form number: ITR-1          Filed u/s: 139(1) - On or before due date
e-Filing Acknowledgement Number: 512347810220724
Date of filing: 22-Jul-2024

Total income: 16,99,000
Net tax payable: 3,21,360
Taxes paid: 3,21,360
Refund: 0
This return has been verified electronically using Aadhaar OTP.""",
        "2024-07-22",
    ),
    (
        "Money/Tax/AY2024-25/ITR-V_Rohit_AY2024-25.pdf",
        "pdf",
        """\
INDIAN INCOME TAX RETURN ACKNOWLEDGEMENT
Assessment Year 2024-25

Name: ROHIT VERMA           PAN: ABCPV1234K
Form number: ITR-3 (Income from business - Rohit's Oven)
Filed u/s: 139(1)
e-Filing Acknowledgement Number: 684455120280724
Date of filing: 28-Jul-2024

Total income: 9,42,500
Taxes paid (advance tax + TDS): 78,940
Refund claimed: 3,460
Verified through net banking (HDFC).""",
        "2024-07-28",
    ),
    (
        "Money/Tax/AY2024-25/26AS_Ananya_FY2023-24.pdf",
        "pdf",
        """\
Annual Tax Statement (Form 26AS)
Financial Year 2023-24   Assessment Year 2024-25
PAN: BQRPR5678M   Name: ANANYA RAO

PART-I - Details of Tax Deducted at Source
Deductor: MANIPAL HEALTH ENTERPRISES PVT LTD   TAN: BLRM12345E
Total amount paid/credited: 21,40,000.00   Tax deducted: 3,21,360.00   Tax deposited: 3,21,360.00

Deductor: HDFC BANK LTD (interest on FD)   TAN: MUMH03189E
Total amount paid/credited: 18,420.00   Tax deducted: 1,842.00""",
        "2024-06-30",
    ),
    (
        "Money/Tax/AY2024-25/what we claimed.md",
        "text",
        """\
# AY 2024-25 - what we claimed

Ananya (ITR-1, filed 22 Jul):
- 80C: PPF 1.5L (full)
- 80D: Star Health premium 25k
- HRA from Manipal, rent receipts from Ramesh uncle (in Home/Rent)
- FD interest 18,420 shown under other sources

Rohit (ITR-3, filed 28 Jul by Suresh):
- Bakery profit per P&L 9.4L
- Refund 3,460 claimed - check if it comes!

Next year: remember LIC premium for 80C is in Rohit's name.
""",
        "2024-07-29",
    ),
    (
        "Money/Tax/AY2025-26/Challan 280 - advance tax Mar2025.pdf",
        "pdf",
        """\
CHALLAN RECEIPT - ITNS 280
Income Tax Department - e-Pay Tax

PAN: ABCPV1234K       Name: ROHIT VERMA
Assessment Year: 2025-26
Major head: Income Tax (Other than Companies) (0021)
Minor head: Advance Tax (100)
Amount: Rs 22,000
CIN: 0510301150325HDFC0012
Bank: HDFC Bank      Date of deposit: 15/03/2025
Challan No: 08812""",
        "2025-03-15",
    ),
    (
        "Money/Tax/AY2025-26/80C 80D proofs - checklist.md",
        "text",
        """\
# FY 24-25 (AY 2025-26) proofs - checklist

- [x] PPF passbook page (A) - 1.5L deposited in April
- [x] Axis ELSS statement (R) - saved here
- [ ] LIC premium receipt 2025 (R) - due end April (in Insurance/LIC)
- [ ] Star Health 80D certificate after renewal in May (Insurance/Health)
- [x] Rent receipts Apr-Mar given to Manipal HR (originals in Home/Rent)
- [ ] Form 16 from Manipal - usually comes in June
- [ ] Rohit's advance tax challans (Jun/Sep/Dec/Mar) - only March one here, rest ask Suresh
""",
        "2025-04-02",
    ),
    (
        "Money/Tax/AY2025-26/ELSS statement FY24-25 - Axis.pdf",
        "pdf",
        """\
Axis Mutual Fund - Consolidated Statement (ELSS)
Axis ELSS Tax Saver Fund - Regular Growth
Investor: ROHIT VERMA    PAN: ABCPV1234K    Folio: 91023456781

Statement period: 01-Apr-2024 to 31-Mar-2025
Purchases during the period (eligible u/s 80C):
  10-Apr-2024  SIP   5,000.00
  10-May-2024  SIP   5,000.00
  ... monthly SIP continued ...
  10-Mar-2025  SIP   5,000.00
Total invested in FY 2024-25: Rs 60,000.00
Units held: 612.884      NAV (31-Mar-2025): 92.14""",
        "2025-04-05",
    ),
    # ---- Money / Bank
    ("Money/Bank/HDFC/Acct_Statement_XX4417_31012025.csv", "hdfc", ("4417", 2025, 1), "2025-02-02"),
    ("Money/Bank/HDFC/Acct_Statement_XX4417_28022025.csv", "hdfc", ("4417", 2025, 2), "2025-03-02"),
    ("Money/Bank/HDFC/Acct_Statement_XX4417_31032025.csv", "hdfc", ("4417", 2025, 3), "2025-04-01"),
    ("Money/Bank/HDFC/Acct_Statement_XX9021_31032025.csv", "hdfc", ("9021", 2025, 3), "2025-04-01"),
    # ---- Money / Insurance
    (
        "Money/Insurance/LIC/LIC Jeevan Anand policy bond.pdf",
        "scan",
        """\
LIFE INSURANCE CORPORATION OF INDIA
Branch Office: 7B2, Jayanagar, Bengaluru

POLICY SCHEDULE
Plan: LIC's New Jeevan Anand (Table 915)
Policy No.: 765432109
Name of the Life Assured: ROHIT VERMA
Date of commencement: 28/04/2016
Sum Assured: Rs 10,00,000
Mode of payment: Yearly     Premium: Rs 24,318
Due date of last premium: 28/04/2036
Nominee: ANANYA RAO (wife)""",
        "2016-05-20",
    ),
    (
        "Money/Insurance/LIC/LIC premium receipt 2023.pdf",
        "pdf",
        """\
LIFE INSURANCE CORPORATION OF INDIA
Renewal Premium Receipt

Policy No.: 765432109      Plan/Term: 915/20
Name: ROHIT VERMA
Due date: 28/04/2023       Mode: YLY
Premium amount: Rs 24,318.00
GST: Rs 0.00 (first year GST not applicable)
Date of payment: 21/04/2023   Paid through: LIC Pay Direct (Net banking)
Next due: 28/04/2024""",
        "2023-04-21",
    ),
    (
        "Money/Insurance/LIC/LIC premium receipt 2024.pdf",
        "pdf",
        """\
LIFE INSURANCE CORPORATION OF INDIA
Renewal Premium Receipt

Policy No.: 765432109      Plan/Term: 915/20
Name: ROHIT VERMA
Due date: 28/04/2024       Mode: YLY
Premium amount: Rs 24,318.00
Date of payment: 19/04/2024   Paid through: LIC Pay Direct (UPI)
Next due: 28/04/2025""",
        "2024-04-19",
    ),
    (
        "Money/Insurance/Health/StarHealth_Policy_2024-25.pdf",
        "pdf",
        f"""\
Star Health and Allied Insurance Co. Ltd.
POLICY SCHEDULE - Family Health Optima Insurance Plan

Policy No.: P/141113/01/2024/008812
Period of insurance: 01/06/2024 to 31/05/2025
Proposer: {ROHIT}, {HOME_ADDR}
Insured persons: Rohit Verma (38), Ananya Rao (35), Kiaan Verma (6)
Sum insured (floater): Rs 10,00,000
Premium: Rs 21,186 + GST 18% Rs 3,813 = Rs 24,999
Intermediary: direct / online""",
        "2024-05-28",
    ),
    (
        "Money/Insurance/Health/80D certificate 2024-25.pdf",
        "pdf",
        """\
Star Health and Allied Insurance Co. Ltd.
Certificate for deduction under Section 80D of the Income-tax Act

This is to certify that we have received Rs 24,999 (including GST) from ROHIT VERMA
towards premium of policy P/141113/01/2024/008812 for the period 01/06/2024 - 31/05/2025,
covering self, spouse and child. Mode of payment: UPI.
Date: 28/05/2024""",
        "2024-05-28",
    ),
    # ---- Home
    (
        "Home/Rent/Rent Agreement 2024-25.pdf",
        "pdf",
        f"""\
RENTAL AGREEMENT

This Rental Agreement is made at Bengaluru on 01-06-2024 between
Sri Ramesh Gowda, S/o late Channe Gowda, No. 88, 4th Main, Jayanagar 4th Block (OWNER)
and Sri {ROHIT} and {ANANYA} (TENANTS).

Premises: {HOME_ADDR}, 2 BHK, with one covered car park.
Rent: Rs 32,000 per month, payable on or before the 5th of every month by UPI/bank transfer.
Maintenance to association: paid by tenant directly (Rs 3,500 / month).
Security deposit: Rs 2,00,000 (refundable).
Period: 11 months from 01-06-2024, renewable with 5% increase.

Signed: Ramesh Gowda (Owner)   Rohit Verma / Ananya Rao (Tenants)
Witnesses: 1. K. Prakash  2. S. Meena""",
        "2024-06-01",
    ),
    (
        "Home/Rent/rent receipts Apr-Sep 2024.pdf",
        "scan",
        f"""\
RENT RECEIPTS - FY 2024-25 (Apr - Sep 2024)

Received from Dr. Ananya Rao a sum of Rs 32,000 (Rupees Thirty Two
Thousand only) towards rent of {HOME_ADDR}
for the months of April, May, June, July, August and September 2024,
paid by UPI on or before the 5th of each month.

Landlord: Ramesh Gowda     PAN: AHGPG4410L
Revenue stamp affixed      Sd/-  Ramesh Gowda   Date: 05/10/2024""",
        "2024-10-06",
    ),
    (
        "Home/Rent/rent receipts Oct24-Mar25.pdf",
        "scan",
        f"""\
RENT RECEIPTS - FY 2024-25 (Oct 2024 - Mar 2025)

Received from Dr. Ananya Rao a sum of Rs 32,000 per month
towards rent of {HOME_ADDR}
for the months of October 2024 to March 2025 (six months),
paid by UPI.

Landlord: Ramesh Gowda     PAN: AHGPG4410L
Sd/-  Ramesh Gowda   Date: 02/04/2025""",
        "2025-04-02",
    ),
    (
        "Home/Rent/Ramesh uncle.txt",
        "text",
        """\
Ramesh Gowda (landlord) - 98450 22187
UPI: rameshgowda88@okaxis  (rent Rs 32,000 before 5th)
Lives in Jayanagar, comes on 1st Sunday sometimes.
Association (Sai Krupa) maintenance - pay to secretary Mrs. Latha, 3500/month, separate.
Agreement renewal due June 2025 - he said 5% hike, ok.
Plumber he trusts: Venkatesh 99001 45512
""",
        "2024-06-02",
    ),
    (
        "Home/BESCOM/BESCOM_Dec2024.pdf",
        "pdf",
        bescom_bill(
            FLAT_BESCOM,
            "ROHIT VERMA",
            HOME_ADDR,
            "LT-2a (Domestic)",
            "December 2024",
            "04/12/2024",
            "18/12/2024",
            232,
            1734.0,
            "HSR4-3B-0412",
        ),
        "2024-12-05",
    ),
    (
        "Home/BESCOM/BESCOM_Jan2025.pdf",
        "pdf",
        bescom_bill(
            FLAT_BESCOM,
            "ROHIT VERMA",
            HOME_ADDR,
            "LT-2a (Domestic)",
            "January 2025",
            "04/01/2025",
            "18/01/2025",
            208,
            1561.0,
            "HSR4-3B-0412",
        ),
        "2025-01-05",
    ),
    (
        "Home/BESCOM/BESCOM_Feb2025.pdf",
        "pdf",
        bescom_bill(
            FLAT_BESCOM,
            "ROHIT VERMA",
            HOME_ADDR,
            "LT-2a (Domestic)",
            "February 2025",
            "04/02/2025",
            "18/02/2025",
            201,
            1512.0,
            "HSR4-3B-0412",
        ),
        "2025-02-05",
    ),
    (
        "Home/BESCOM/BESCOM_Mar2025.pdf",
        "pdf",
        bescom_bill(
            FLAT_BESCOM,
            "ROHIT VERMA",
            HOME_ADDR,
            "LT-2a (Domestic)",
            "March 2025",
            "04/03/2025",
            "18/03/2025",
            219,
            1640.0,
            "HSR4-3B-0412",
        ),
        "2025-03-05",
    ),
    (
        "Home/BESCOM/Screenshot_20250305-094512.png",
        "shot",
        upi_phone(
            "PhonePe",
            PHONEPE,
            "9:45",
            [
                "# Transaction Successful",
                "## Rs 1,640",
                "",
                "Paid to",
                "BESCOM - Bangalore Electricity",
                "Account ID: 7012345678",
                "Bill month: Mar 2025",
                "",
                "05 Mar 2025, 09:45 am",
                "Debited from HDFC Bank XXXX4417",
                "UPI Ref No: 506412873310",
            ],
        ),
        "2025-03-05",
    ),
    (
        "Home/Appliances & Warranty/LG fridge invoice - Croma.pdf",
        "pdf",
        f"""\
CROMA - Infiniti Retail Ltd.
Store: HSR Layout, Bengaluru     GSTIN: 29AACCV1726H1ZN
TAX INVOICE   No. HSR/2023/118264   Date: 19/11/2023

Customer: Ananya Rao, {HOME_ADDR}
Item: LG 655 L Frost Free Side-by-Side Refrigerator GL-B257HDS3   HSN 8418
Serial No.: 311KWSR0G8842
Qty 1    Taxable value Rs 64,398.31    IGST/CGST+SGST 28%  Rs 18,031.69
Total: Rs 82,430.00   Paid by HDFC credit card (EMI 6 months)
Warranty: 1 year comprehensive, 10 years on compressor (LG).""",
        "2023-11-19",
    ),
    (
        "Home/Appliances & Warranty/Daikin AC warranty card.jpg",
        "card",
        (
            "ana",
            "2024:04:06 16:12:30",
            """\
DAIKIN  - WARRANTY CARD
Model: FTKF50UV16  1.5 Ton 5 Star Inverter Split AC
Serial: E004518  Outdoor: RKF50UV16
Date of installation: 06/04/2024
Dealer: Sri Sai Electronics, HSR Layout
Warranty: 1 yr product, 5 yr PCB, 10 yr compressor
Customer: Ananya Rao, Flat 3B, HSR Layout""",
        ),
        "2024-04-06",
    ),
    (
        "Home/Appliances & Warranty/IFB washing machine - service.txt",
        "text",
        """\
IFB Senator WXS 8kg front load - bought Aug 2021 (bill lost, Amazon order history has it)
IFB service: 1800-419-4469 / WhatsApp 88600 12345

2023-02 drum bearing noise - repaired, Rs 3,200 (technician Mahesh)
2024-09 door lock error dE - replaced lock, Rs 950
AMC offered Rs 2,800/yr - didn't take.
""",
        "2024-09-21",
    ),
    # ---- Bakery / GST
    (
        "Bakery/GST/2024-Q4/INV-RO-2425-121.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/121",
            "09-10-2024",
            "Brew & Co Cafe",
            "80 Feet Road, Koramangala 4th Block, Bengaluru 560034",
            "29AAKFB4321M1Z2",
            [("Butter croissant", 120, 45.0), ("Chocolate danish", 60, 55.0)],
        ),
        "2024-10-09",
    ),
    (
        "Bakery/GST/2024-Q4/INV-RO-2425-140.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/140",
            "12-11-2024",
            "Greenleaf Corporate Catering Pvt Ltd",
            "Bagmane Tech Park, C V Raman Nagar, Bengaluru 560093",
            "29AADCG7788Q1ZK",
            [("Diwali cookie gift box 250g", 200, 180.0), ("Dry fruit cake 500g", 80, 320.0)],
        ),
        "2024-11-12",
    ),
    (
        "Bakery/GST/2024-Q4/INV-RO-2425-152.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/152",
            "18-12-2024",
            "Brew & Co Cafe",
            "80 Feet Road, Koramangala 4th Block, Bengaluru 560034",
            "29AAKFB4321M1Z2",
            [("Plum cake 500g (Christmas)", 90, 340.0), ("Butter croissant", 150, 45.0)],
        ),
        "2024-12-18",
    ),
    (
        "Bakery/GST/2024-Q4/GSTR1_Q3_FY24-25_summary.csv",
        "text",
        """\
GSTIN,Return period,Section,No. of invoices,Taxable value,CGST,SGST,Total tax
29ABCPV1234K1Z5,Oct-Dec 2024,B2B,14,412600.00,37134.00,37134.00,74268.00
29ABCPV1234K1Z5,Oct-Dec 2024,B2CS,1,938450.00,84460.50,84460.50,168921.00
29ABCPV1234K1Z5,Oct-Dec 2024,HSN summary 1905,,1351050.00,121594.50,121594.50,243189.00
""",
        "2025-01-12",
    ),
    (
        "Bakery/GST/2025-Q1/INV-RO-2425-163.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/163",
            "14-01-2025",
            "Brew & Co Cafe",
            "80 Feet Road, Koramangala 4th Block, Bengaluru 560034",
            "29AAKFB4321M1Z2",
            [("Butter croissant", 140, 45.0), ("Almond croissant", 60, 65.0)],
        ),
        "2025-01-14",
    ),
    (
        "Bakery/GST/2025-Q1/INV-RO-2425-177.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/177",
            "10-02-2025",
            "Greenleaf Corporate Catering Pvt Ltd",
            "Bagmane Tech Park, C V Raman Nagar, Bengaluru 560093",
            "29AADCG7788Q1ZK",
            [("Banana walnut loaf", 100, 160.0), ("Assorted cookies 250g", 150, 150.0)],
        ),
        "2025-02-10",
    ),
    (
        "Bakery/GST/2025-Q1/INV-RO-2425-185.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/185",
            "05-03-2025",
            "Hoppers Lane Cafe",
            "1st Cross, Jeevan Bima Nagar, Bengaluru 560075",
            "29AAIFH2209R1ZC",
            [("Chocolate danish", 80, 55.0), ("Cinnamon roll", 80, 60.0)],
        ),
        "2025-03-05",
    ),
    (
        "Bakery/GST/2025-Q1/Suresh - GSTR1 Q4 filed.txt",
        "text",
        """\
From Suresh Hegde (CA), 13 Apr 2025, copied from WhatsApp:

Rohit ji, GSTR-1 for Q4 FY 24-25 (Jan-Mar 2025) filed.
B2B invoices: 17, taxable 4,86,300. B2CS as per Petpooja summary.
ARN: AA290425063112X
3B for same quarter I will file after you confirm the supplier bills are all uploaded.
""",
        "2025-04-13",
    ),
    # ---- Bakery / Suppliers
    (
        "Bakery/Suppliers/Sri Lakshmi Flour Mills - Inv 2291.pdf",
        "pdf",
        f"""\
SRI LAKSHMI FLOUR MILLS
Industrial Suburb, Yeshwanthpur, Bengaluru 560022   GSTIN: 29AEPPL5561D1Z8
TAX INVOICE  No. SLFM/2291   Date: 08/01/2025

Buyer: {SHOP}, {SHOP_ADDR}   GSTIN: {SHOP_GSTIN}
1. Maida (refined wheat flour) 50 kg bag  x 10   @ 1,750.00   17,500.00   HSN 1101  GST 5%
2. Whole wheat atta 25 kg bag             x 4    @ 1,050.00    4,200.00   HSN 1101  GST 5%
Taxable: 21,700.00   CGST 2.5%: 542.50   SGST 2.5%: 542.50
Total: Rs 22,785.00     Payment: UPI / credit 15 days""",
        "2025-01-08",
    ),
    (
        "Bakery/Suppliers/Karnataka Dairy Distributors INV 5310.pdf",
        "pdf",
        f"""\
KARNATAKA DAIRY DISTRIBUTORS
Authorised distributor - Amul, Nandini
Shivajinagar, Bengaluru 560051   GSTIN: 29AAGFK8830B1Z1
TAX INVOICE  No. KDD/24-25/5310   Date: 11/02/2025

Buyer: {SHOP}, Indiranagar   GSTIN: {SHOP_GSTIN}
Amul butter unsalted 500 g     x 40   @ 285.00   11,400.00   GST 12%
Amul fresh cream 1 L           x 24   @ 238.00    5,712.00   GST 5%
Nandini milk 1 L               x 120  @  54.00    6,480.00   GST 0%
Total incl. GST: Rs 24,439.20""",
        "2025-02-11",
    ),
    (
        "Bakery/Suppliers/PackRight boxes invoice.pdf",
        "scan",
        f"""\
PACKRIGHT PACKAGING SOLUTIONS
Peenya 2nd Stage, Bengaluru  GSTIN 29AAOFP6612K1ZS
TAX INVOICE No. PR/1187   Date 22/02/2025

To: {SHOP}, Indiranagar
Cake box 8x8x5 printed (Rohit's Oven logo)   x 500   @ 14.50
Cookie box 250g window                         x 400   @ 11.00
Paper carry bag medium                         x 1000  @ 4.20
GST 18% extra.    Total: Rs 18,711.00""",
        "2025-02-24",
    ),
    (
        "Bakery/Suppliers/Screenshot_20250303-081522.png",
        "shot",
        upi_phone(
            "Google Pay",
            GPAY,
            "8:15",
            [
                "# Payment successful",
                "## Rs 22,785",
                "",
                "To SRI LAKSHMI FLOUR MILLS",
                "slfm.ypr@okhdfcbank",
                "Note: inv 2291 maida + atta",
                "",
                "3 Mar 2025, 8:15 am",
                "From: HDFC Bank current a/c 9021",
                "UPI transaction ID: 506277193455",
            ],
        ),
        "2025-03-03",
    ),
    (
        "Bakery/Suppliers/supplier contacts.md",
        "text",
        """\
# Suppliers

| what | who | phone | terms |
|---|---|---|---|
| maida, atta | Sri Lakshmi Flour Mills, Yeshwanthpur (Naresh) | 98440 11223 | 15 days credit, UPI |
| butter, cream, milk | Karnataka Dairy Distributors (Imran) | 99860 44510 | cash on delivery / UPI |
| boxes, bags | PackRight, Peenya | 80 2839 1100 | advance 50% |
| chocolate, cocoa | Callebaut via Bake Depot, Wilson Garden | 97411 88203 | UPI |

Rohit: ask Imran for better rate on 500g butter from April.
""",
        "2025-01-20",
    ),
    # ---- Bakery / Expenses, Staff, Licences, Recipes
    (
        "Bakery/Expenses/BESCOM shop - Feb 2025.pdf",
        "pdf",
        bescom_bill(
            SHOP_BESCOM,
            "ROHIT VERMA (ROHIT'S OVEN)",
            SHOP_ADDR,
            "LT-3 (Commercial)",
            "February 2025",
            "06/02/2025",
            "20/02/2025",
            1180,
            12840.0,
            "IND2-14-0077",
        ),
        "2025-02-07",
    ),
    (
        "Bakery/Expenses/Oven repair - Mar 2025.pdf",
        "scan",
        f"""\
SAGAR BAKERY EQUIPMENTS
Sales & Service - Deck ovens, planetary mixers, proofers
Kalasipalya, Bengaluru

CASH / CREDIT BILL   No. 0731   Date: 18/03/2025
To: {SHOP}, Indiranagar

Repair of 2-deck electric oven (Sinmag):
 - thermostat replaced (lower deck)            3,900.00
 - heating element 2 kW x 1                     2,100.00
 - labour / visit charges                         800.00
Total: Rs 6,800.00     Received with thanks. Sd/- Sagar""",
        "2025-03-19",
    ),
    (
        "Bakery/Expenses/Screenshot_20250214-132210.png",
        "shot",
        upi_phone(
            "zomato",
            ZOMATO,
            "1:22",
            [
                "# Order delivered",
                "Udupi Grand, Indiranagar",
                "",
                "Veg meals (full) x 6",
                "Buttermilk x 6",
                "Total paid: Rs 1,014",
                "",
                "Delivered to: Rohit's Oven",
                "14, 12th Main, HAL 2nd Stage, Indiranagar",
                "Instructions: staff lunch - call Lokesh",
                "14 Feb 2025, 1:22 pm",
            ],
        ),
        "2025-02-14",
    ),
    (
        "Bakery/Expenses/shop expenses 2025.csv",
        "text",
        """\
date,item,amount,paid_by,note
2025-01-06,Gas cylinder 19kg commercial x2,3760,cash,Indane
2025-01-15,Pest control (quarterly),1800,UPI,Hicare
2025-02-07,BESCOM shop Feb,12840,UPI,bill in this folder
2025-02-14,Staff lunch (Valentine rush),1014,Zomato,
2025-02-20,Mixer belt replacement,650,cash,
2025-03-10,BESCOM shop Mar,13410,UPI,
2025-03-18,Oven repair Sagar,6800,UPI,thermostat
2025-03-28,Display fridge gas refill,2400,cash,
""",
        "2025-03-29",
    ),
    (
        "Bakery/Staff/salary register 2025.csv",
        "text",
        """\
month,name,role,days_present,salary,advance,paid_on,mode
2025-01,Lokesh B,head baker,26,28000,0,2025-02-01,NEFT
2025-01,Farida S,counter,25,16000,2000,2025-02-01,UPI
2025-01,Anil Kumar,helper,24,13000,0,2025-02-01,cash
2025-02,Lokesh B,head baker,24,28000,0,2025-03-01,NEFT
2025-02,Farida S,counter,24,16000,0,2025-03-01,UPI
2025-02,Anil Kumar,helper,22,13000,0,2025-03-01,cash
2025-03,Lokesh B,head baker,26,28000,0,2025-04-01,NEFT
2025-03,Farida S,counter,26,16000,0,2025-04-01,UPI
2025-03,Anil Kumar,helper,12,6500,0,2025-04-01,cash
""",
        "2025-04-01",
    ),
    ("Bakery/Staff/attendance_mar25.csv", "attendance", (2025, 3), "2025-04-01"),
    (
        "Bakery/Staff/Lokesh - aadhaar copy.pdf",
        "scan",
        """\
GOVERNMENT OF INDIA
AADHAAR

Lokesh B
DOB: 05/06/1991     Male
Address: S/O Basavaraju, 2nd Cross, Ejipura, Bengaluru 560047

XXXX XXXX 6619

Self attested - Lokesh B (for Rohit's Oven staff records)""",
        "2023-08-01",
    ),
    (
        "Bakery/Staff/staff list.md",
        "text",
        """\
# Rohit's Oven - staff

- **Lokesh B** - head baker, since Aug 2023. Aadhaar copy: yes. 28k.
- **Farida S** - counter + billing (Petpooja), since Jan 2024. Aadhaar copy: pending!!
- **Anil Kumar** - helper, left mid-March 2025 (went back to Hassan).
- **Manjunath K** - helper, joining 1 April 2025 in Anil's place, 13k. Get Aadhaar copy on day 1.

Weekly off: Tuesday (rotating). Shop timings 7am-10pm.
""",
        "2025-03-25",
    ),
    (
        "Bakery/Licences/FSSAI licence 2024.pdf",
        "pdf",
        f"""\
FOOD SAFETY AND STANDARDS AUTHORITY OF INDIA
Form C - License under Food Safety and Standards Act, 2006 (State licence)

License No.: 21224008001234
Name of the Food Business Operator: {ROHIT}
Premises: {SHOP}, {SHOP_ADDR}
Kind of business: Manufacturer - Bakery products; Retail
Valid up to: 31/05/2025
Issued by: Designated Officer, Bengaluru Urban     Date: 01/06/2024""",
        "2024-06-03",
    ),
    (
        "Bakery/Licences/BBMP trade licence 2024-25.pdf",
        "scan",
        f"""\
BRUHAT BENGALURU MAHANAGARA PALIKE
TRADE LICENCE (Renewal)

Licence No.: BBMP/TL/E-82/2024/11873
Trade: Bakery and confectionery (manufacture and sale)
Name of trader: {ROHIT}   Trade name: {SHOP}
Address: {SHOP_ADDR}
Ward: 80 Hoysala Nagar
Period: 01/04/2024 to 31/03/2025     Fee paid: Rs 4,500""",
        "2024-04-20",
    ),
    (
        "Bakery/Licences/GST REG-06 certificate.pdf",
        "pdf",
        f"""\
Government of India - Form GST REG-06
Registration Certificate

Registration Number: {SHOP_GSTIN}
1. Legal name: ROHIT VERMA
2. Trade name: {SHOP.upper()}
3. Constitution of business: Proprietorship
4. Address of principal place of business: {SHOP_ADDR}
5. Date of liability: 01/07/2019
6. Type of registration: Regular
Approving authority: Assistant Commissioner, Bengaluru East""",
        "2019-07-12",
    ),
    (
        "Bakery/Recipes/croissant lamination.md",
        "text",
        """\
# Croissant - 5 kg dough batch

- maida 5 kg, sugar 600 g, salt 100 g, instant yeast 90 g, milk 1.5 L, water 1 L
- butter in dough 250 g; lamination butter 2.5 kg (Amul unsalted, chilled to 10-12C)
- 3 single folds, 30 min rest in chiller between folds
- sheet to 4 mm, triangles 9 x 22 cm, ~70 pcs of 85 g
- proof 2 hr at 26C (no hotter or butter leaks!), egg wash
- bake 190C deck, 18 min

Note: April-May humidity -> reduce water by 100 ml.
""",
        "2024-11-02",
    ),
    (
        "Bakery/Recipes/dilpasand.md",
        "text",
        """\
# Dilpasand (Iyengar style) - 12 pcs

Dough: puff pastry sheets (from croissant scrap + fresh), 2 kg
Filling: desiccated coconut 600 g, sugar 350 g, tutti frutti 200 g, cherry 100 g,
cardamom powder 10 g, melted butter 80 g
Assemble 30 x 30 tray, top layer, egg wash, score.
Bake 180C, 35 min. Cool fully before cutting.
""",
        "2024-08-19",
    ),
    (
        "Bakery/Recipes/eggless plum cake.md",
        "text",
        """\
# Eggless plum cake - Christmas batch (40 x 500 g)

Soak (2 weeks before!): raisins 2 kg, black currants 1 kg, tutti frutti 1 kg,
orange peel 500 g, dates 1 kg - in grape juice 2 L (no rum for eggless orders)
Batter: maida 4 kg, brown sugar 3 kg, curd 2 kg, oil 2 L, baking soda 60 g,
baking powder 80 g, cinnamon+clove+nutmeg 60 g, caramel 800 ml
Bake 160C, 55-60 min in 500 g moulds.
Last year sold 180 - make 220 this year.
""",
        "2024-12-01",
    ),
    (
        "Bakery/Recipes/pav buns 10kg.md",
        "text",
        """\
# Ladi pav - 10 kg flour

maida 10 kg, sugar 500 g, salt 180 g, yeast 150 g, improver 50 g, oil 400 ml,
water ~6 L (check). Knead 12 min on 2nd speed.
Bulk 45 min, divide 45 g, 4 x 6 trays, proof 50 min.
Bake 210C, 12-14 min, brush butter hot.
""",
        "2024-06-10",
    ),
    (
        "Bakery/Recipes/honey cake.txt",
        "text",
        """\
Honey cake (Iyengar bakery style) - 2 trays
sponge: eggs 24, sugar 1.2 kg, maida 1.2 kg, vanilla, bake 180C 30 min
syrup: honey 500 g + sugar syrup 1 L + a little jam
topping: jam glaze + desiccated coconut
soak sponge while warm, rest overnight in chiller. cut 5x5 cm.
""",
        "2024-07-05",
    ),
    # ---- Health
    (
        "Health/Ananya/TSH report Sep 2024.pdf",
        "pdf",
        """\
ANAND DIAGNOSTIC LABORATORY
Bengaluru - NABL accredited

Patient: Dr. ANANYA RAO      Age/Sex: 35 Y / F
Referred by: Self         Sample collected: 14/09/2024 08:10
Report date: 14/09/2024 16:45

THYROID PROFILE
T3 (total)        1.12 ng/mL     (0.80 - 2.00)
T4 (total)        8.4 ug/dL      (5.1 - 14.1)
TSH               2.41 uIU/mL    (0.27 - 4.20)

On levothyroxine 25 mcg. Values within reference range.""",
        "2024-09-14",
    ),
    (
        "Health/Ananya/USG abdomen Mar 2023.pdf",
        "scan",
        """\
SHANKARA IMAGING CENTRE, HSR LAYOUT
ULTRASOUND - ABDOMEN AND PELVIS

Name: Ananya Rao     Age: 34 / F     Date: 18/03/2023
Ref: Dr. Kavitha M (Gynaecology)

Liver normal in size and echotexture. Gall bladder: no calculi.
Both kidneys normal. Uterus normal size. Small simple cyst in
right ovary 22 x 18 mm.
IMPRESSION: Simple right ovarian cyst. Suggest follow up in 3 months.""",
        "2023-03-18",
    ),
    (
        "Health/Ananya/Eye check - Narayana Nethralaya Jan 2025.pdf",
        "pdf",
        """\
NARAYANA NETHRALAYA - Eye Hospital, Narayana Health City
OPD Summary

Patient: Ananya Rao   MRN: NN2025-448812   Date: 11/01/2025
Complaint: eye strain, screen use, night shifts
Visual acuity: RE 6/6, LE 6/9 (with glasses 6/6)
Refraction: RE -1.25 DS, LE -1.50 / -0.25 x 180
Advice: new glasses, lubricating drops (Refresh Tears) 4 times daily, 20-20-20 rule.
Review: 1 year""",
        "2025-01-11",
    ),
    (
        "Health/Rohit/Lipid profile Aug 2024.pdf",
        "pdf",
        """\
ANAND DIAGNOSTIC LABORATORY
Patient: ROHIT VERMA     Age/Sex: 37 Y / M
Sample collected: 24/08/2024 07:40 (fasting 12 hr)

LIPID PROFILE
Total cholesterol   226 mg/dL   (< 200)   HIGH
Triglycerides       198 mg/dL   (< 150)   HIGH
HDL                  38 mg/dL   (> 40)    LOW
LDL (calc.)         148 mg/dL   (< 100)   HIGH
VLDL                 40 mg/dL

HbA1c 5.8 % (prediabetic range 5.7-6.4)""",
        "2024-08-24",
    ),
    (
        "Health/Rohit/Dr Prakash ortho - knee.pdf",
        "scan",
        """\
Dr. K. PRAKASH  MS (Ortho)
Sports Injury & Knee Clinic, Indiranagar

Name: Rohit Verma   Age: 37 M    Date: 02/11/2024
C/o: right knee pain on standing long hours (bakery), 3 weeks
O/E: mild effusion, McMurray negative
X-ray: early medial joint space narrowing
Rx: 1. Tab. Etoricoxib 90 mg OD x 5 days after food
    2. Knee cap, quadriceps exercises (sheet given)
    3. Anti-fatigue mat at work, weight loss advised
Review after 4 weeks""",
        "2024-11-02",
    ),
    (
        "Health/Rohit/Rohit meds.txt",
        "text",
        """\
Rohit - current
- Rosuvastatin 10 mg at night (started Sep 2024 after lipid report) - A. says don't skip
- Knee exercises - 10 min morning (he doesn't)
- Next lipid + HbA1c: Aug/Sep 2025
""",
        "2024-11-05",
    ),
    (
        "Health/Kiaan/vaccination record.pdf",
        "scan",
        """\
CHILD CARE CLINIC, HSR LAYOUT - IMMUNISATION RECORD
Name: Kiaan Verma    DOB: 08/08/2017

BCG, OPV-0, Hep B-1 ........ 08/08/2017
DTwP/IPV/Hib/HepB (1,2,3) .. Oct 2017 - Dec 2017
MMR 1 / MMR 2 .............. 09/05/2018, 14/02/2019
Typhoid conjugate .......... 10/11/2018
DTP booster 2 / MMR 3 ...... 12/09/2022
Influenza (annual) ......... 04/10/2024
Next due: Tdap at 10 years (2027)
Dr. Shalini Nair, MD (Paediatrics)""",
        "2024-10-04",
    ),
    (
        "Health/Kiaan/Dr Shalini - 2025-01-18.pdf",
        "scan",
        """\
Dr. SHALINI NAIR   MBBS, MD (Paed)
Child Care Clinic, 27th Main, HSR Layout

Name: Master Kiaan Verma    Age: 7 y    Wt: 21.5 kg    Date: 18/01/2025
C/o: cough and cold 4 days, no fever
Dx: Allergic rhinitis
Rx: 1. Syp. Levocetirizine 2.5 mg/5ml - 5 ml at night x 7 days
    2. Nasal saline drops 2 drops each nostril TDS
    3. Steam inhalation
Avoid cold drinks / ice cream for 1 week.""",
        "2025-01-18",
    ),
    (
        "Health/Kiaan/Kiaan growth.csv",
        "text",
        """\
date,age,height_cm,weight_kg,note
2022-08-08,5,110,18.2,
2023-08-08,6,116,19.6,
2024-02-10,6.5,119,20.4,
2024-08-08,7,122,21.0,
2025-01-18,7.4,124,21.5,Dr Shalini
""",
        "2025-01-18",
    ),
    (
        "Health/Kiaan/Practo _ Appointment Confirmed.html",
        "text",
        """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Practo | Appointment Confirmed</title></head>
<body>
<header><img alt="practo" src="practo-logo.svg"> <nav>Find Doctors | Video Consult | Lab Tests</nav></header>
<main>
<h1>Your appointment is confirmed</h1>
<p>Booking ID: <b>PR-25011877340</b></p>
<div class="doctor"><h2>Dr. Shalini Nair</h2><p>Paediatrician - 14 years experience</p>
<p>Child Care Clinic, 27th Main, HSR Layout, Bengaluru</p></div>
<div class="slot"><p>Sat, 18 Jan 2025 - 10:30 AM</p><p>Patient: <b>Kiaan Verma</b> (Male, 7)</p>
<p>Booked by: Ananya Rao - +91 98860 xxxxx</p></div>
<p>Please reach 10 minutes early. Consultation fee Rs 800, pay at clinic.</p>
</main>
<footer>Practo Technologies Pvt Ltd - practo.com</footer>
</body></html>
""",
        "2025-01-16",
    ),
    # ---- Kiaan / School
    (
        "Kiaan/School/2024-25/Fee receipt Term 1 2024-25.pdf",
        "pdf",
        f"""\
VIDYANIKETAN PUBLIC SCHOOL (CBSE)
HSR Layout Sector 6, Bengaluru 560102

FEE RECEIPT    No. VPS/24-25/1187     Date: 28/05/2024
Academic year: 2024-25
Student: {KIAAN}    Class: 2 B    Admission No.: VPS/2021/0442

Tuition fee (Term 1, Jun-Sep)      42,000.00
Activity / lab fee                  4,000.00
Transport (Zone 2)                  0.00 (parents drop)
Total received: Rs 46,000.00  by UPI
Cashier""",
        "2024-05-28",
    ),
    (
        "Kiaan/School/2024-25/IMG_4301.PNG",
        "shot",
        {
            "style": "iphone",
            "app": "Google Pay",
            "accent": GPAY,
            "clock": "18:10",
            "lines": [
                "# Payment successful",
                "## Rs 46,000",
                "",
                "To VIDYANIKETAN PUBLIC SCHOOL",
                "vidyaniketan.fees@icici",
                "Note: Kiaan Verma 2B term 2 2024-25",
                "",
                "5 Nov 2024, 6:10 pm",
                "HDFC Bank 4417",
                "UPI transaction ID: 431015527741",
            ],
        },
        "2024-11-05",
    ),
    (
        "Kiaan/School/2024-25/Annual Day circular.html",
        "text",
        """\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Circular: Annual Day 2024-25 | Vidyaniketan Parent Portal</title></head>
<body>
<div id="portal-header">Vidyaniketan Public School - Parent Portal | Logged in as: Kiaan Verma (2 B)</div>
<h2>Circular No. 47/2024-25 - Annual Day "Rangotsava"</h2>
<p>Date: 20 January 2025</p>
<p>Dear Parents,</p>
<p>Our Annual Day will be held on <b>Saturday, 15 February 2025</b> at Chowdiah Memorial Hall.
Students of Classes 1 and 2 will perform a folk dance (Dollu Kunitha). Costumes will be
provided by the school; a contribution of Rs 600 may be paid at the accounts office.</p>
<p>Rehearsals: 3-14 Feb, students to stay back till 4:30 pm.</p>
<p>Principal</p>
</body></html>
""",
        "2025-01-21",
    ),
    (
        "Kiaan/School/2024-25/Report card Term 1 Grade 2.pdf",
        "scan",
        f"""\
VIDYANIKETAN PUBLIC SCHOOL - PROGRESS REPORT
Academic year 2024-25   Term 1

Name: {KIAAN}   Class: 2 B   Roll No: 17
English A1   Hindi A2   Kannada B1   Mathematics A1
EVS A1   Art A2   Physical Education A1
Attendance: 92 / 96 days
Class teacher's remarks: Kiaan is curious and reads well.
Needs to work on Kannada writing. Very good in maths.
Class teacher: Mrs. Deepa R.""",
        "2024-10-12",
    ),
    (
        "Kiaan/School/2024-25/PTM notes Dec.txt",
        "text",
        """\
PTM 14 Dec 2024 - Mrs Deepa (class teacher)
- reading good, handwriting messy
- Kannada: practice 1 page daily, maybe tuition? Ajji can help on weekends
- talks too much in class :)
- maths olympiad form - filled, Rs 250 paid cash
""",
        "2024-12-14",
    ),
    # ---- Ananya Work
    ("Ananya Work/Payslip_Jan2025.pdf", "pdf", payslip("January 2025", 31, 31200), "2025-01-31"),
    ("Ananya Work/Payslip_Feb2025.pdf", "pdf", payslip("February 2025", 28, 31200), "2025-02-28"),
    ("Ananya Work/Payslip_Mar2025.pdf", "pdf", payslip("March 2025", 31, 34800), "2025-03-31"),
    (
        "Ananya Work/KMC registration renewal 2023.pdf",
        "scan",
        """\
KARNATAKA MEDICAL COUNCIL
No. 70, 1st Floor, Vasavi Temple Road, Bengaluru

CERTIFICATE OF RENEWAL OF REGISTRATION
This is to certify that Dr. ANANYA RAO, MBBS, MD (General Medicine),
Registration No. 98213, has renewed her registration with the
Karnataka Medical Council for the period 01/04/2023 to 31/03/2028.
Credit hours (CME) required in this period: 30

Registrar""",
        "2023-04-12",
    ),
    (
        "Ananya Work/CME certificate - IMA Nov 2024.pdf",
        "scan",
        """\
INDIAN MEDICAL ASSOCIATION - BENGALURU BRANCH
CERTIFICATE OF PARTICIPATION

This is to certify that Dr. Ananya Rao has attended the CME
"Antimicrobial Stewardship in Hospital Practice" held on
24 November 2024 at IMA House, Alur Venkata Rao Road.
Karnataka Medical Council accreditation: 2 credit hours
(KMC/CME/2024/1189)

Secretary, IMA Bengaluru""",
        "2024-11-25",
    ),
    # ---- Photos (dates matter: trips are only knowable from these EXIF dates)
    ("Photos/2024/IMG_3120.JPG", "photo", ("ana", "2024:03:10 17:42:08"), "2024-03-10"),
    (
        "Photos/2024/IMG_20240602_103355.jpg",
        "photo",
        ("rohit", "2024:06:02 10:33:55"),
        "2024-06-02",
    ),
    ("Photos/2024/IMG_3607.JPG", "photo", ("ana_p", "2024:08:15 08:20:41"), "2024-08-15"),
    (
        "Photos/2024/IMG_20241002_081520.jpg",
        "photo",
        ("rohit", "2024:10:02 08:15:20"),
        "2024-10-02",
    ),
    ("Photos/2024/IMG_4109.JPG", "photo", ("ana", "2024:10:27 19:03:12"), "2024-10-27"),
    (
        "Photos/2024/IMG_20241225_191004.jpg",
        "photo",
        ("rohit_p", "2024:12:25 19:10:04"),
        "2024-12-25",
    ),
    ("Photos/2025/IMG_4461.JPG", "photo", ("ana", "2025:01:05 11:14:50"), "2025-01-05"),
    ("Photos/2025/IMG_4483.JPG", "photo", ("ana_p", "2025:01:14 07:58:21"), "2025-01-14"),
    (
        "Photos/2025/IMG_20250220_190512.jpg",
        "photo",
        ("rohit", "2025:02:20 19:05:12"),
        "2025-02-20",
    ),
    ("Photos/2025/IMG_4580.JPG", "photo", ("ana", "2025:03:02 16:30:05"), "2025-03-02"),
    ("Photos/2025/IMG_4660.JPG", "photo", ("ana_p", "2025:03:30 09:12:44"), "2025-03-30"),
    # Goa: 18-22 Oct 2024
    (
        "Trips/2024-10 Goa/IMG_20241018_162200.jpg",
        "photo",
        ("rohit", "2024:10:18 16:22:00"),
        "2024-10-18",
    ),
    ("Trips/2024-10 Goa/DSC_0118.JPG", "photo", ("nikon", "2024:10:19 09:47:31"), "2024-10-19"),
    (
        "Trips/2024-10 Goa/IMG_20241019_183045.jpg",
        "photo",
        ("rohit", "2024:10:19 18:30:45"),
        "2024-10-19",
    ),
    ("Trips/2024-10 Goa/DSC_0131.JPG", "photo", ("nikon", "2024:10:20 11:05:02"), "2024-10-20"),
    ("Trips/2024-10 Goa/IMG_3980.JPG", "photo", ("ana_p", "2024:10:21 17:51:27"), "2024-10-21"),
    ("Trips/2024-10 Goa/DSC_0155.JPG", "photo", ("nikon", "2024:10:22 10:15:48"), "2024-10-22"),
    # Mysore: 25-27 Jan 2025
    ("Trips/2025-01 Mysore/IMG_4495.JPG", "photo", ("ana", "2025:01:25 11:31:09"), "2025-01-25"),
    ("Trips/2025-01 Mysore/IMG_4498.JPG", "photo", ("ana", "2025:01:25 19:05:40"), "2025-01-25"),
    ("Trips/2025-01 Mysore/IMG_4507.JPG", "photo", ("ana_p", "2025:01:26 09:40:18"), "2025-01-26"),
    ("Trips/2025-01 Mysore/IMG_4515.JPG", "photo", ("ana", "2025:01:26 17:02:55"), "2025-01-26"),
    ("Trips/2025-01 Mysore/IMG_4520.JPG", "photo", ("ana", "2025:01:27 12:10:33"), "2025-01-27"),
    # Jaipur wedding: 6-10 Mar 2025
    (
        "Trips/2025-03 Jaipur wedding/WhatsApp Image 2025-02-02 at 09.12.40.jpeg",
        "card",
        (
            None,
            None,
            """\
|| Shree Ganeshaya Namah ||
With the blessings of our elders
we invite you to the wedding of
NEHA  with  ARJUN
(d/o Mrs & Mr Anil Verma)
Mehendi & Sangeet: 7 March 2025
Wedding: 8 March 2025, 7 pm
Venue: Jai Mahal Palace, Jaipur""",
        ),
        "2025-02-02",
    ),
    (
        "Trips/2025-03 Jaipur wedding/IMG_4590.JPG",
        "photo",
        ("ana", "2025:03:06 14:20:16"),
        "2025-03-06",
    ),
    (
        "Trips/2025-03 Jaipur wedding/IMG_4597.JPG",
        "photo",
        ("ana_p", "2025:03:07 20:44:02"),
        "2025-03-07",
    ),
    (
        "Trips/2025-03 Jaipur wedding/IMG_4605.JPG",
        "photo",
        ("ana_p", "2025:03:08 19:12:37"),
        "2025-03-08",
    ),
    (
        "Trips/2025-03 Jaipur wedding/IMG_4619.JPG",
        "photo",
        ("ana", "2025:03:09 11:26:50"),
        "2025-03-09",
    ),
    (
        "Trips/2025-03 Jaipur wedding/IMG_20250309_221045.jpg",
        "photo",
        ("rohit", "2025:03:09 22:10:45"),
        "2025-03-09",
    ),
]


# --------------------------------------------------------------------------------------------
# The inbox: (name, kind, payload, mtime date, expected folder or "")

INBOX: list[tuple] = [
    # ---- photos: the answer is in the EXIF date
    (
        "IMG_4502.JPG",
        "photo",
        ("ana", "2025:01:26 07:55:03"),
        "2025-05-04",
        "Trips/2025-01 Mysore/",
    ),
    ("IMG_4478.JPG", "photo", ("ana_p", "2025:01:12 18:40:27"), "2025-05-04", "Photos/2025/"),
    (
        "IMG_20241020_173215.jpg",
        "photo",
        ("rohit", "2024:10:20 17:32:15"),
        "2025-05-06",
        "Trips/2024-10 Goa/",
    ),
    (
        "IMG_20241008_091144.jpg",
        "photo",
        ("rohit", "2024:10:08 09:11:44"),
        "2025-05-06",
        "Photos/2024/",
    ),
    (
        "IMG_4611.JPG",
        "photo",
        ("ana", "2025:03:08 20:15:09"),
        "2025-05-04",
        "Trips/2025-03 Jaipur wedding/",
    ),
    ("IMG_4630.JPG", "photo", ("ana_p", "2025:03:14 12:03:51"), "2025-05-04", "Photos/2025/"),
    (
        "IMG_20241101_201530.jpg",
        "photo",
        ("rohit_p", "2024:11:01 20:15:30"),
        "2025-05-06",
        "Photos/2024/",
    ),
    ("DSC_0142.JPG", "photo", ("nikon", "2024:10:21 08:22:10"), "2025-05-07", "Trips/2024-10 Goa/"),
    # ---- messenger images, no EXIF
    (
        "WhatsApp Image 2025-04-19 at 13.05.22.jpeg",
        "card",
        (
            None,
            None,
            """\
Forwarded many times

DOCTOR: You need to reduce stress,
sleep 8 hours and avoid junk food.

ME, A DOCTOR ON NIGHT SHIFT
EATING VADA PAV AT 3 AM:
"yes yes, very important advice"

:) share with your doctor friends""",
        ),
        "2025-04-19",
        "",
    ),
    (
        "WhatsApp Image 2025-05-03 at 10.14.51.jpeg",
        "card",
        (
            None,
            None,
            """\
Dr. SHALINI NAIR  MBBS, MD (Paed)
Child Care Clinic, 27th Main, HSR Layout
Name: Master Kiaan Verma   Age: 7 y   Wt: 22 kg
Date: 03/05/2025
C/o fever 2 days (101 F), sore throat
Dx: Viral fever / URTI
Rx: 1. Syp. Calpol 250 - 5 ml SOS if > 100 F
    2. Syp. Ascoril-D - 5 ml thrice daily x 5 days
    3. Plenty of fluids, rest
Review after 3 days if fever persists""",
        ),
        "2025-05-03",
        "Health/Kiaan/",
    ),
    # ---- screenshots
    (
        "Screenshot_20250506-101233.png",
        "shot",
        upi_phone(
            "PhonePe",
            PHONEPE,
            "10:12",
            [
                "# Transaction Successful",
                "## Rs 1,846",
                "",
                "Paid to",
                "BESCOM - Bangalore Electricity",
                "Account ID: 7012345678",
                "Bill month: May 2025",
                "",
                "06 May 2025, 10:12 am",
                "Debited from HDFC Bank XXXX4417",
                "UPI Ref No: 512673019842",
            ],
        ),
        "2025-05-06",
        "Home/BESCOM/",
    ),
    (
        "Screenshot_20250502-083010.png",
        "shot",
        upi_phone(
            "Google Pay",
            GPAY,
            "8:30",
            [
                "# Payment successful",
                "## Rs 18,375",
                "",
                "To SRI LAKSHMI FLOUR MILLS",
                "slfm.ypr@okhdfcbank",
                "Note: maida 10 bags inv 2388",
                "",
                "2 May 2025, 8:30 am",
                "From: HDFC Bank current a/c 9021",
                "UPI transaction ID: 512288410073",
            ],
        ),
        "2025-05-02",
        "Bakery/Suppliers/",
    ),
    (
        "Screenshot_20250501-092245.png",
        "shot",
        upi_phone(
            "Google Pay",
            GPAY,
            "9:22",
            [
                "# Payment successful",
                "## Rs 32,000",
                "",
                "To RAMESH GOWDA",
                "rameshgowda88@okaxis",
                "Note: May rent 3B",
                "",
                "1 May 2025, 9:22 am",
                "From: HDFC Bank 4417",
                "UPI transaction ID: 512139955120",
            ],
        ),
        "2025-05-01",
        "Home/Rent/",
    ),
    (
        "Screenshot 2025-05-04 at 21.40.03.png",
        "shot",
        {
            "style": "mac",
            "url": "https://www.makemytrip.com/hotels/booking-confirmation",
            "title": "MakeMyTrip - Booking Confirmed",
            "accent": (0, 140, 255),
            "lines": [
                "# Your booking is confirmed!",
                "Booking ID: NH7012504482913",
                "",
                "## Sterling Fern Hill, Ooty",
                "Fern Hill Road, Ooty (Udhagamandalam), Tamil Nadu",
                "Check-in: Fri, 16 May 2025, 2 PM   Check-out: Mon, 19 May 2025, 11 AM",
                "1 Room - Family Suite, 2 Adults + 1 Child, breakfast included",
                "Guest: Rohit Verma",
                "Total paid: Rs 21,480 (HDFC credit card)",
            ],
        },
        "2025-05-04",
        "Trips/2025-05 Ooty/",
    ),
    (
        "Screenshot_20250420-193005.png",
        "shot",
        {
            "style": "chat",
            "app": "Suresh CA",
            "accent": WHATSAPP,
            "clock": "19:30",
            "lines": [
                "> Rohit ji, GSTR-3B for Q4 (Jan-Mar 25) filed today",
                "> ARN: AA2904250911776",
                "> Tax Rs 4,210 adjusted from the challan you paid yesterday. Nothing pending",
                "< thank you sir",
                "< supplier bills all uploaded na?",
                "> Yes, ITC matched with 2B. All ok for the quarter",
            ],
        },
        "2025-04-20",
        "Bakery/GST/2025-Q1/",
    ),
    (
        "Screenshot 2025-04-28 at 22.15.47.png",
        "shot",
        {
            "style": "mac",
            "url": "https://eportal.incometax.gov.in/iec/foservices/",
            "title": "e-Filing Home Page, Income Tax Department",
            "accent": (31, 58, 104),
            "dialog": True,
            "lines": [
                "## Session Expired",
                "Your session has expired due to inactivity.",
                "Please login again to continue.",
                "[ OK ]",
            ],
        },
        "2025-04-28",
        "",
    ),
    (
        "IMG_4689.PNG",
        "shot",
        {
            "style": "iphone",
            "app": "LIC Pay Direct",
            "accent": LIC_BLUE,
            "clock": "21:05",
            "lines": [
                "# Payment Successful",
                "Life Insurance Corporation of India",
                "",
                "Policy No: 765432109",
                "Name: ROHIT VERMA",
                "Plan: 915 New Jeevan Anand",
                "Due date: 28/04/2025",
                "Premium paid: Rs 24,318.00",
                "Paid on: 15/04/2025 21:04",
                "Transaction ID: LICPD2504158812",
            ],
        },
        "2025-04-15",
        "Money/Insurance/LIC/",
    ),
    (
        "Screenshot_20250509-131502.png",
        "shot",
        upi_phone(
            "Google Pay",
            GPAY,
            "13:15",
            [
                "# Payment successful",
                "## Rs 48,000",
                "",
                "To VIDYANIKETAN PUBLIC SCHOOL",
                "vidyaniketan.fees@icici",
                "Note: Kiaan Verma Gr 3 Term 1 fee 2025-26",
                "",
                "9 May 2025, 1:15 pm",
                "From: HDFC Bank 4417",
                "UPI transaction ID: 512914420386",
            ],
        ),
        "2025-05-09",
        "Kiaan/School/2025-26/",
    ),
    (
        "IMG_4702.PNG",
        "shot",
        {
            "style": "iphone",
            "app": "Swiggy",
            "accent": SWIGGY,
            "clock": "21:48",
            "lines": [
                "# Order delivered",
                "Meghana Foods, Koramangala",
                "",
                "Chicken Boneless Biryani x 2",
                "Paneer 65 x 1",
                "Item total Rs 742, delivery + taxes Rs 70",
                "Paid Rs 812 via UPI",
                "",
                "Delivered to: Home",
                "Flat 3B, Sai Krupa Residency, HSR Layout",
                "3 May 2025, 9:48 pm",
            ],
        },
        "2025-05-03",
        "",
    ),
    (
        "Screenshot_20250430-140211.png",
        "shot",
        upi_phone(
            "zomato",
            ZOMATO,
            "2:02",
            [
                "# Order delivered",
                "Udupi Grand, Indiranagar",
                "",
                "Veg meals (full) x 8",
                "Total paid: Rs 1,296",
                "",
                "Delivered to: Rohit's Oven",
                "14, 12th Main, HAL 2nd Stage, Indiranagar",
                "Instructions: staff lunch, give to Lokesh",
                "30 Apr 2025, 2:02 pm",
            ],
        ),
        "2025-04-30",
        "Bakery/Expenses/",
    ),
    # ---- scans without a text layer
    (
        "scan_0007.pdf",
        "scan",
        """\
GOVERNMENT OF INDIA
Unique Identification Authority of India
AADHAAR

Kiaan Verma
DOB: 08/08/2017
Male
Address: S/O Rohit Verma, Flat 3B, Sai Krupa Residency,
17th Cross, HSR Layout Sector 4, Bengaluru 560102

XXXX XXXX 4821
Enrolment (Baal Aadhaar update, biometrics at age 7)""",
        "2025-05-05",
        "IDs/Kiaan/",
    ),
    (
        "scan_0012.pdf",
        "scan",
        bescom_bill(
            SHOP_BESCOM,
            "ROHIT VERMA (ROHIT'S OVEN)",
            SHOP_ADDR,
            "LT-3 (Commercial)",
            "April 2025",
            "06/04/2025",
            "20/04/2025",
            1310,
            14270.0,
            "IND2-14-0077",
        ),
        "2025-05-05",
        "Bakery/Expenses/",
    ),
    (
        "Document.pdf",
        "scan",
        """\
BANGALORE MEDICAL SOCIETY
in association with Karnataka Medical Council

CERTIFICATE
This is to certify that Dr. Ananya Rao (KMC Reg. No. 98213)
participated as a delegate in the Continuing Medical Education
programme "Dengue and Other Tropical Fevers - Update 2025"
held on 13 April 2025 at St. John's Medical College, Bengaluru.
KMC accreditation: 2 credit hours  (KMC/CME/2025/0417)

Organising Secretary          President""",
        "2025-05-05",
        "Ananya Work/",
    ),
    (
        "scan_0015.pdf",
        "scan",
        """\
GOVERNMENT OF INDIA
AADHAAR

Manjunath K
DOB: 19/01/1999     Male
Address: S/O Krishnappa, 4th Cross, Shivajinagar,
Bengaluru 560051

XXXX XXXX 3307

Self attested - Manjunath K""",
        "2025-05-05",
        "Bakery/Staff/",
    ),
    (
        "Scan_20250424.pdf",
        "scan",
        f"""\
FOOD SAFETY AND STANDARDS AUTHORITY OF INDIA
Form C - License (Renewal)

License No.: 21224008001234
Name of the Food Business Operator: {ROHIT}
Premises: {SHOP}, {SHOP_ADDR}
Kind of business: Manufacturer - Bakery products; Retail
Renewed. Valid up to: 31/05/2030
Designated Officer, Bengaluru Urban     Date: 22/04/2025""",
        "2025-04-24",
        "Bakery/Licences/",
    ),
    # ---- PDFs with text
    (
        "Form16_FY2024-25_PartB.pdf",
        "pdf",
        f"""\
FORM NO. 16 - PART B
[See rule 31(1)(a)]
Certificate under section 203 of the Income-tax Act, 1961 for tax deducted at source on salary

Name and address of the Employer: Manipal Health Enterprises Pvt. Ltd., Old Airport Road, Bengaluru 560017
TAN of the Employer: BLRM12345E
Name of the Employee: {ANANYA}       PAN of the Employee: BQRPR5678M
Assessment Year: 2025-26
Period with the Employer: 01-Apr-2024 to 31-Mar-2025

1. Gross salary: Rs 22,20,000.00
2. Less allowances exempt u/s 10 (HRA): Rs 2,16,000.00
3. Standard deduction u/s 16(ia): Rs 50,000.00
4. Deductions under Chapter VI-A (80C, 80D): Rs 1,75,000.00
5. Total taxable income: Rs 17,79,000.00
6. Tax deducted at source: Rs 3,82,800.00

Verification: I, Ravi Shenoy, Head - Payroll, certify that the information given above is true.
Place: Bengaluru      Date: 10-05-2025""",
        "2025-05-10",
        "Money/Tax/AY2025-26/",
    ),
    ("Payslip_Apr2025.pdf", "pdf", payslip("April 2025", 30, 32500), "2025-04-30", "Ananya Work/"),
    (
        "INV-RO-2526-014.pdf",
        "pdf",
        gst_invoice(
            "RO/25-26/014",
            "22-04-2025",
            "Brew & Co Cafe",
            "80 Feet Road, Koramangala 4th Block, Bengaluru 560034",
            "29AAKFB4321M1Z2",
            [("Butter croissant", 160, 48.0), ("Mango danish (seasonal)", 80, 60.0)],
        ),
        "2025-04-22",
        "Bakery/GST/2025-Q2/",
    ),
    (
        "INV-RO-2425-198.pdf",
        "pdf",
        gst_invoice(
            "RO/24-25/198",
            "27-03-2025",
            "Greenleaf Corporate Catering Pvt Ltd",
            "Bagmane Tech Park, C V Raman Nagar, Bengaluru 560093",
            "29AADCG7788Q1ZK",
            [("Hot cross buns (6 pc pack)", 120, 210.0), ("Banana walnut loaf", 60, 160.0)],
        ),
        "2025-03-27",
        "Bakery/GST/2025-Q1/",
    ),
    (
        "download (2).pdf",
        "pdf",
        bescom_bill(
            FLAT_BESCOM,
            "ROHIT VERMA",
            HOME_ADDR,
            "LT-2a (Domestic)",
            "May 2025",
            "04/05/2025",
            "18/05/2025",
            246,
            1846.0,
            "HSR4-3B-0412",
        ),
        "2025-05-06",
        "Home/BESCOM/",
    ),
    (
        "download (3).pdf",
        "pdf",
        """\
TATA IPL 2025 - ROYAL CHALLENGERS BENGALURU - LEAGUE FIXTURES

22 Mar  KKR vs RCB        Eden Gardens, Kolkata        7:30 PM
28 Mar  CSK vs RCB        MA Chidambaram, Chennai      7:30 PM
02 Apr  RCB vs GT         M. Chinnaswamy, Bengaluru    7:30 PM
07 Apr  MI vs RCB         Wankhede, Mumbai             7:30 PM
10 Apr  RCB vs DC         M. Chinnaswamy, Bengaluru    7:30 PM
13 Apr  RR vs RCB         Sawai Mansingh, Jaipur       3:30 PM
18 Apr  RCB vs PBKS       M. Chinnaswamy, Bengaluru    7:30 PM
24 Apr  RCB vs RR         M. Chinnaswamy, Bengaluru    7:30 PM
03 May  RCB vs CSK        M. Chinnaswamy, Bengaluru    7:30 PM
Tickets: only on the official ticketing partner app. Ee sala cup namde!""",
        "2025-04-01",
        "",
    ),
    (
        "RenewalNotice_P-141113-008812.pdf",
        "pdf",
        f"""\
Star Health and Allied Insurance Co. Ltd.
RENEWAL NOTICE

Dear {ROHIT},
Your Family Health Optima policy P/141113/01/2024/008812 expires on 31/05/2025.
Insured: Rohit Verma (39), Ananya Rao (36), Kiaan Verma (7)
Sum insured: Rs 10,00,000 (floater) + cumulative bonus Rs 1,00,000
Renewal premium (01/06/2025 - 31/05/2026): Rs 23,340 + GST Rs 4,201 = Rs 27,541
Renew before the due date to keep your waiting period benefits.
Pay at starhealth.in or scan the QR code.""",
        "2025-05-02",
        "Money/Insurance/Health/",
    ),
    (
        "ePAN_card.pdf",
        "pdf",
        """\
INCOME TAX DEPARTMENT - GOVT. OF INDIA
e-Permanent Account Number (e-PAN) Card

Permanent Account Number: ABCPV1234K
Name: ROHIT VERMA
Father's Name: RAJENDRA VERMA
Date of Birth: 30/11/1986

This e-PAN is issued under section 139A of the Income-tax Act, 1961.
Downloaded on 29/04/2025 (reprint of existing PAN).""",
        "2025-04-29",
        "IDs/Rohit/",
    ),
    (
        "ABCPV1234K_INTIMATION.pdf",
        "pdf",
        """\
INCOME TAX DEPARTMENT - CENTRALIZED PROCESSING CENTRE, BENGALURU
Intimation under section 143(1) of the Income-tax Act, 1961

Name: ROHIT VERMA     PAN: ABCPV1234K
Assessment Year: 2024-25
Acknowledgement number of return: 684455120280724  (filed 28-07-2024)
Date of intimation: 14-02-2025

Total income as per return: 9,42,500     As computed u/s 143(1): 9,42,500
Tax payable: 75,480     Taxes paid: 78,940
Refund due: Rs 3,460 + interest u/s 244A Rs 104
The refund will be credited to your pre-validated bank account (HDFC xx4417).""",
        "2025-05-08",
        "Money/Tax/AY2024-25/",
    ),
    (
        "Invoice_5521.pdf",
        "pdf",
        f"""\
KARNATAKA DAIRY DISTRIBUTORS
Authorised distributor - Amul, Nandini
Shivajinagar, Bengaluru 560051   GSTIN: 29AAGFK8830B1Z1
TAX INVOICE  No. KDD/25-26/5521   Date: 29/04/2025

Buyer: {SHOP}, Indiranagar   GSTIN: {SHOP_GSTIN}
Amul butter unsalted 500 g     x 50   @ 279.00   13,950.00   GST 12%
Amul fresh cream 1 L           x 30   @ 238.00    7,140.00   GST 5%
CGST: 1,015.50   SGST: 1,015.50
Total incl. GST: Rs 23,121.00     (new butter rate from April as discussed)""",
        "2025-04-29",
        "Bakery/Suppliers/",
    ),
    # ---- saved web pages
    (
        "Passport Seva - Appointment Confirmation.html",
        "text",
        """\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Passport Seva - Appointment Confirmation</title></head>
<body>
<div class="banner">Passport Seva | Ministry of External Affairs, Government of India</div>
<h3>Appointment Confirmation</h3>
<table>
<tr><td>Application Reference Number (ARN)</td><td>25-1000871234</td></tr>
<tr><td>File Number</td><td>BN1075122339925</td></tr>
<tr><td>Applicant Name</td><td>ROHIT VERMA</td></tr>
<tr><td>Service Type</td><td>Re-issue of Passport - Normal (validity expiring)</td></tr>
<tr><td>Old Passport No.</td><td>K7720394 (expires 11/06/2025)</td></tr>
<tr><td>Passport Seva Kendra</td><td>PSK Bengaluru - Lalbagh</td></tr>
<tr><td>Appointment Date / Time</td><td>Tue, 20/05/2025 10:15 AM</td></tr>
</table>
<p>Please carry original documents (Aadhaar, old passport, PAN) along with self-attested copies.</p>
<p>Reporting time: 15 minutes before the appointment.</p>
</body></html>
""",
        "2025-04-29",
        "IDs/Rohit/",
    ),
    (
        "Practo _ Appointment Confirmed (1).html",
        "text",
        """\
<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Practo | Appointment Confirmed</title></head>
<body>
<header><img alt="practo" src="practo-logo.svg"> <nav>Find Doctors | Video Consult | Lab Tests</nav></header>
<main>
<h1>Your appointment is confirmed</h1>
<p>Booking ID: <b>PR-25050694112</b></p>
<div class="doctor"><h2>Dr. Shalini Nair</h2><p>Paediatrician - 14 years experience</p>
<p>Child Care Clinic, 27th Main, HSR Layout, Bengaluru</p></div>
<div class="slot"><p>Fri, 9 May 2025 - 6:30 PM (review)</p><p>Patient: <b>Kiaan Verma</b> (Male, 7)</p>
<p>Booked by: Ananya Rao - +91 98860 xxxxx</p></div>
<p>Please reach 10 minutes early. Consultation fee Rs 800, pay at clinic.</p>
</main>
<footer>Practo Technologies Pvt Ltd - practo.com</footer>
</body></html>
""",
        "2025-05-06",
        "Health/Kiaan/",
    ),
    (
        "Amazon.in - Order 408-2291734-5561120.html",
        "text",
        """\
<!DOCTYPE html>
<html><head><meta charset="utf-8"><title>Amazon.in - Order 408-2291734-5561120</title></head>
<body>
<div id="nav">amazon.in | Hello, Ananya | Returns &amp; Orders | Cart</div>
<h1>Order Details</h1>
<p>Ordered on 26 April 2025 &nbsp; Order# 408-2291734-5561120</p>
<div class="shipping"><h4>Shipping Address</h4><p>Ananya Rao<br>Flat 3B, Sai Krupa Residency, 17th Cross<br>
HSR Layout Sector 4, BENGALURU, KARNATAKA 560102</p></div>
<div class="item"><p><a href="#">Philips Air Fryer HD9252/90, 4.1 L, 1400 W, Rapid Air Technology</a></p>
<p>Sold by: Appario Retail Private Ltd &nbsp; Rs 6,999.00</p>
<p>Delivered 28 April 2025</p>
<p>Warranty: 2 years Philips India (register at philips.co.in with invoice)</p></div>
<div class="summary"><p>Item(s) Subtotal: Rs 6,999.00</p><p>Grand Total: Rs 6,999.00</p>
<p>Payment: HDFC Bank Credit Card ending 2231</p></div>
</body></html>
""",
        "2025-04-28",
        "Home/Appliances & Warranty/",
    ),
    # ---- notes and exports
    ("test.txt", "text", "test\nsync check from Rohit's phone 123\n", "2025-05-01", ""),
    (
        "eggless brownie v2.md",
        "text",
        """\
# Eggless brownie v2 (after Farida's feedback - less sweet)

For 1 tray 12 x 16 in (24 pcs):
- dark compound 600 g + butter 300 g, melt
- condensed milk 400 g, curd 200 g, brown sugar 250 g (was 350)
- maida 350 g, cocoa 80 g, baking soda 8 g, baking powder 6 g, salt 4 g
- walnuts 150 g
Bake 170C, 28 min - center should wobble slightly.
Sell at Rs 90 / pc. Try sea salt on top for the cafe orders.
""",
        "2025-05-07",
        "Bakery/Recipes/",
    ),
    (
        "thyroid log.txt",
        "text",
        """\
Ananya - TSH log (levothyroxine)

2023-06   4.90   started Thyronorm 25 mcg (Dr Kavitha)
2023-12   3.10
2024-09   2.41   (Anand lab, report saved)
2025-04   2.18   continue 25 mcg
next check: Oct 2025, fasting, before tablet
""",
        "2025-04-20",
        "Health/Ananya/",
    ),
    (
        "Acct_Statement_XX4417_30042025.csv",
        "hdfc",
        ("4417", 2025, 4),
        "2025-05-02",
        "Money/Bank/HDFC/",
    ),
    (
        "Acct_Statement_XX9021_30042025.csv",
        "hdfc",
        ("9021", 2025, 4),
        "2025-05-02",
        "Money/Bank/HDFC/",
    ),
    ("attendance_apr25.csv", "attendance", (2025, 4), "2025-05-01", "Bakery/Staff/"),
]

# Expected folders the guideline's pattern calls for but that do not exist yet.
NEW_FOLDERS = {"Trips/2025-05 Ooty/", "Bakery/GST/2025-Q2/", "Kiaan/School/2025-26/"}

# Who worked in which month, for the generated attendance sheets.
STAFF_BY_MONTH = {
    (2025, 3): [
        ("Lokesh B", 0.95),
        ("Farida S", 0.93),
        ("Anil Kumar", None),
    ],  # Anil left mid-March
    (2025, 4): [("Lokesh B", 0.95), ("Farida S", 0.9), ("Manjunath K", 0.92)],
}

# Narrations for the generated bank statements: (text, min, max, debit?, per month)
HDFC_SAVINGS = [
    ("NEFT CR-MANIPAL HEALTH ENTERPRISES-SALARY", 150000, 150000, False, 1),
    ("UPI-RAMESH GOWDA-rameshgowda88@okaxis-RENT", 32000, 32000, True, 1),
    ("UPI-BESCOM-BILLDESK-ELECTRICITY", 1400, 1900, True, 1),
    ("UPI-SWIGGY-swiggy@icici-FOOD", 300, 950, True, 3),
    ("UPI-ZOMATO-zomato@hdfcbank-ORDER", 250, 800, True, 1),
    ("UPI-NAMMA YATRI-AUTO", 80, 260, True, 3),
    ("UPI-BIGBASKET-SUPERMARKET", 900, 3200, True, 2),
    ("ACH D- AXIS MF-ELSS SIP", 5000, 5000, True, 1),
    ("UPI-SAI KRUPA OWNERS ASSN-MAINTENANCE", 3500, 3500, True, 1),
    ("ATW-512967XXXXXX2231-HSR LAYOUT", 2000, 5000, True, 1),
    ("UPI-AIRTEL-POSTPAID", 999, 999, True, 1),
    ("UPI-MEDPLUS-PHARMACY", 180, 900, True, 1),
]
HDFC_CURRENT = [
    ("NEFT CR-BREW AND CO CAFE-INV", 9000, 26000, False, 2),
    ("NEFT CR-GREENLEAF CORPORATE CATERING", 30000, 60000, False, 1),
    ("UPI SETTLEMENT-PETPOOJA-PAYTM QR", 18000, 42000, False, 6),
    ("CASH DEPOSIT-INDIRANAGAR BR", 15000, 40000, False, 2),
    ("UPI-SRI LAKSHMI FLOUR MILLS-slfm.ypr@okhdfcbank", 17000, 23000, True, 1),
    ("UPI-KARNATAKA DAIRY DISTRIBUTORS", 11000, 25000, True, 2),
    ("UPI-PACKRIGHT PACKAGING", 8000, 19000, True, 1),
    ("UPI-BESCOM-BILLDESK-8834201190", 12000, 14500, True, 1),
    ("NEFT DR-LOKESH B-SALARY", 28000, 28000, True, 1),
    ("UPI-FARIDA S-SALARY", 16000, 16000, True, 1),
    ("GST PMT-CPIN-29ABCPV1234K1Z5", 3000, 9000, True, 1),
    ("UPI-INDANE GAS-COMMERCIAL", 3760, 3760, True, 1),
]
