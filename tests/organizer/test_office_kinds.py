"""The organizer reads office documents and photos' places like any other text: an invoice
written in Word goes with the PDF invoices (not into the March photo folder its name
matches), a budget sheet with the sheets, and a HEIC taken in Lisbon into the Lisbon trip
folder, by the place alone."""

from __future__ import annotations

from pathlib import Path

from appclient import LocalAppClient, Settings
from server.organizer import Decision
from tests.fixtures import file_kinds as fk
from tests.organizer.conftest import ask
from tests.review.conftest import write_pdf

INVOICES = [
    ("Schmidt Elektro GmbH", "Installation of sockets", "480.00"),
    ("Dachdecker Wolf", "Roof repair after the storm", "1,950.00"),
    ("Gartenbau Linde", "Hedge cutting, autumn", "320.00"),
]


def _invoice_text(vendor: str, what: str, amount: str, n: int) -> list[str]:
    return [
        f"INVOICE No. 2025-{n:03d}\n{vendor}\nCustomer: Oksana Hrytsenko\n"
        f"Service: {what}\nAmount due: {amount} EUR\nPayable within 14 days to IBAN DE12 3456"
    ]


def _docx(path: Path, paragraphs: list[str]) -> None:
    import docx

    d = docx.Document()
    for p in paragraphs:
        d.add_paragraph(p)
    path.parent.mkdir(parents=True, exist_ok=True)
    d.save(str(path))


async def _open(root: Path, state: Path) -> LocalAppClient:
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state))
    await client.index()
    return client


async def test_a_word_invoice_goes_with_the_pdf_invoices(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "inbox").mkdir(parents=True)
    (root / "guideline.md").write_text("# My files\n")
    for n, (vendor, what, amount) in enumerate(INVOICES, 1):
        write_pdf(
            root / f"invoices/{vendor.split()[0].lower()}-2025.pdf",
            _invoice_text(vendor, what, amount, n),
        )
    for day in range(1, 5):
        fk.write_heic(
            root / f"photos/2025-03 March/IMG_{day:04d}.HEIC", taken=f"2025:03:0{day} 12:00:00"
        )
    _docx(
        root / "contracts/lease.docx",
        ["LEASE AGREEMENT", "The tenant rents the flat for 1,250 EUR a month."],
    )
    _docx(
        root / "contracts/phone.docx",
        ["SERVICE CONTRACT", "Mobile phone plan, 24 months, 19 EUR a month."],
    )
    # The case: a name that says March, a text that says invoice.
    _docx(
        root / "inbox/Bergmann_March.docx",
        _invoice_text("Bergmann Heizung", "Boiler service", "240.00", 31),
    )
    client = await _open(root, tmp_path / "state")
    try:
        got = await ask(client, "inbox/Bergmann_March.docx")
        assert isinstance(got, Decision), got
        assert got.target_folder == "invoices/"
    finally:
        await client.aclose()


async def test_a_photo_goes_to_the_trip_of_its_place(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "inbox").mkdir(parents=True)
    (root / "guideline.md").write_text("# My files\n")
    for i in range(4):
        fk.write_heic(
            root / f"travel/Lisbon/IMG_1{i:03d}.HEIC",
            gps=(38.71 + i / 1000, -9.14),
            taken=f"2024:06:0{i + 1} 10:00:00",
        )
        fk.write_heic(
            root / f"travel/Krakow/IMG_2{i:03d}.HEIC",
            gps=(50.06 + i / 1000, 19.94),
            taken=f"2024:06:1{i + 1} 10:00:00",
        )
    # Taken on neither trip's dates: only its place says where it belongs.
    fk.write_heic(root / "inbox/IMG_9001.HEIC", gps=(38.72, -9.13), taken="2024:11:02 17:00:00")
    client = await _open(root, tmp_path / "state")
    try:
        got = await ask(client, "inbox/IMG_9001.HEIC")
        assert isinstance(got, Decision), got
        assert got.target_folder == "travel/Lisbon/"
    finally:
        await client.aclose()
