"""Small real libraries for the organizer's tests: text notes, JPEGs with EXIF, a guideline;
written into tmp_path, indexed by a real LocalAppClient, and the organizer fitted on them
exactly as the local provider does (the core's corpus pages)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Mapping
from pathlib import Path

import pytest
from PIL import Image

from appclient import LocalAppClient, Settings
from server.organizer import Model, decide, doc_from_detail
from server.organizer.decide import Decision, Decline
from server.organizer.store import gather
from tests.fixtures import write_library

__all__ = ["photo", "open_lib", "fit", "ask", "folders_of", "household"]


def photo(
    path: Path,
    taken: str | None,
    camera: tuple[str, str] | None = ("Apple", "iPhone 13"),
    ifd0_only: bool = False,
) -> None:
    """A tiny JPEG with EXIF: DateTimeOriginal (or only the IFD0 DateTime) and a camera."""
    path.parent.mkdir(parents=True, exist_ok=True)
    img = Image.new("RGB", (40, 30), (90, 120, 150))
    exif = Image.Exif()
    if camera:
        exif[0x010F], exif[0x0110] = camera
    if taken:
        exif[0x0132] = taken
        if not ifd0_only:
            exif.get_ifd(0x8769)[0x9003] = taken
    img.save(path, "JPEG", exif=exif if (camera or taken) else b"")


async def open_lib(tmp_path: Path, files: Mapping[str, str]) -> LocalAppClient:
    root = write_library(tmp_path / "lib", files)
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    await client.index()
    return client


def folders_of(node: object) -> list[str]:
    out: list[str] = []
    for child in getattr(node, "children", []):
        out.append(child.path)
        out.extend(folders_of(child))
    return out


async def fit(client: LocalAppClient) -> Model:
    await client.index()
    guideline = await client.read_guideline()
    guideline = "" if guideline.startswith("No guideline.md found") else guideline
    snap = await gather(
        client.corpus(), guideline, folders_of(await client.get_folder_tree(depth=10))
    )
    return Model.fit(snap)


async def ask(client: LocalAppClient, path: str, model: Model | None = None) -> Decision | Decline:
    """Where the organizer would put an inbox file now."""
    model = model or await fit(client)
    return decide(model, doc_from_detail(await client.get_file(path)))


async def ask_in(tmp_path: Path, files: Mapping[str, str], path: str) -> Decision | Decline:
    """Where the organizer would put ``path`` in a library of ``files`` (made, indexed,
    fitted and closed)."""
    client = await open_lib(tmp_path, files)
    try:
        return await ask(client, path)
    finally:
        await client.aclose()


async def household(tmp_path: Path) -> LocalAppClient:
    """A small household library, opened and indexed: notes in several folders, a guideline,
    photos by year and one trip; tests add inbox files."""
    files = {
        "guideline.md": (
            "# My files\n\n"
            "- Pay slips and employer W-2 forms go to `work/comp/`, not `money/taxes/`.\n"
            "- Tax returns and receipts for the tax office: `money/taxes/`.\n"
            "- Recipes I want to keep: `kitchen/recipes/`\n"
            "- Passport, ID card, visas: `papers/id/`\n"
            "- Each trip gets `life/trips/YYYY-MM place/`: its bookings, flights and the photos from it.\n"
            "- Other photos by year: `life/photos/YYYY/`.\n"
        ),
        "work/comp/payslip-2024-10.txt": "Globex payslip October 2024. Gross salary 5,200. Net pay 3,900.",
        "work/comp/payslip-2024-11.txt": "Globex payslip November 2024. Gross salary 5,200. Net pay 3,910.",
        "money/taxes/return-2023.txt": "Income tax return 2023. Wages, W-2 from Globex attached. Refund 410.",
        "money/taxes/donation-receipt.txt": "Donation receipt for the tax office, 120 to the food bank, 2024.",
        "kitchen/recipes/dal.md": "# Red lentil dal\n\nServes 4. Lentils, onion, garlic, cumin, turmeric. Simmer 20 min.",
        "kitchen/recipes/pancakes.md": "# Pancakes\n\nServes 2. Flour, milk, eggs, butter. Whisk, rest, fry.",
        "papers/id/passport.txt": "Passport. Surname DOE, given names JANE. Passport number X1234567. Expires 2031.",
        "papers/id/id-card.txt": "National identity card of Jane Doe, card number 99887766, valid until 2029.",
        "notes/misc/ideas.md": "Ideas for the garden: raised beds, a compost corner, more tulips next spring.",
        "notes/misc/books-to-read.md": "Books to read: Piranesi, The Overstory, Project Hail Mary.",
    }
    root = write_library(tmp_path / "lib", files)
    for name, taken in (
        ("IMG_0100.jpg", "2024:03:12 10:00:00"),
        ("IMG_0101.jpg", "2024:03:15 12:00:00"),
        ("IMG_0102.jpg", "2024:03:18 18:00:00"),
    ):
        photo(root / "life/trips/2024-03 lisbon" / name, taken)
    (root / "life/trips/2024-03 lisbon/flight.txt").write_text(
        "Boarding pass TP 238 Newark to Lisbon, 11 March 2024. Return flight 19 March 2024."
    )
    for name, taken in (
        ("IMG_0001.jpg", "2024:01:05 09:00:00"),
        ("IMG_0050.jpg", "2024:07:20 16:00:00"),
        ("IMG_0080.jpg", "2024:11:02 11:00:00"),
    ):
        photo(root / "life/photos/2024" / name, taken)
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    await client.index()
    return client


@pytest.fixture
async def lib(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    client = await household(tmp_path)
    try:
        yield client
    finally:
        await client.aclose()
