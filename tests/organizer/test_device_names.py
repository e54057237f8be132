"""A name a phone, a scanner or a program gave is no evidence of a folder (issue 32): a
folder full of 'Screenshot …' files does not draw every screenshot to it with confidence
enough to be auto-accepted; the file's content still can."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import LocalAppClient
from server.organizer import Decision

from .conftest import ask, open_lib

FILES = {
    "documents/id/Screenshot 2025-01-12 at 09.14.02.txt": (
        "Passport of Sam Rivera. Passport number 553201977. Date of expiry 2031."
    ),
    "documents/id/Screenshot 2025-02-03 at 18.40.55.txt": (
        "Residence permit card, Sam Rivera, permit number RP-8812, valid until 2027."
    ),
    "documents/id/Screenshot 2025-03-21 at 12.02.13.txt": (
        "Driving licence of Sam Rivera, licence number 4419 2210, categories B."
    ),
    "documents/id/Screenshot 2025-04-02 at 07.55.40.txt": (
        "National ID card, Sam Rivera, card number 99120044, expires 2030."
    ),
    "shopping/Amazon order kettle.txt": (
        "Amazon.com order 112-4471 placed March 2, 2025. Electric kettle 1.7 l, 29.99. "
        "Shipped to Sam Rivera."
    ),
    "shopping/Amazon order desk lamp.txt": (
        "Amazon.com order 113-0192 placed April 9, 2025. LED desk lamp, 24.50. "
        "Delivered to Sam Rivera."
    ),
    "kitchen/recipes/Lentil soup.md": "# Lentil soup\n\nRed lentils, onion, cumin. Simmer.",
    "kitchen/recipes/Pancakes.md": "# Pancakes\n\nFlour, milk, eggs, butter. Whisk and fry.",
}
SHOT = "inbox/Screenshot 2025-06-01 at 10.00.00.txt"


@pytest.fixture
async def lib(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    client = await open_lib(tmp_path, FILES)
    try:
        yield client
    finally:
        await client.aclose()


async def test_a_screenshot_is_not_sure_for_being_called_a_screenshot(
    lib: LocalAppClient,
) -> None:
    """An order confirmation, screenshotted: the ID folder's screenshots share its name's
    pattern, not its content; it may still be suggested there, never at 0.9 or more."""
    (lib.root / SHOT).write_text("Your order of a phone case, 12.99, arrives Tuesday. Sam Rivera.")
    out = await ask(lib, SHOT)
    assert isinstance(out, Decision)
    assert out.target_folder != "documents/id/" or out.confidence < 0.9
    assert "what a device or program calls files" in out.reasoning
    assert out.new_name is None  # not 'Screenshot 2025-06-01 at.txt', the folder's habit


async def test_a_screenshot_of_an_id_is_still_sure(lib: LocalAppClient) -> None:
    (lib.root / SHOT).write_text(
        "Passport of Sam Rivera, passport number 553201977, date of issue 2021, date of "
        "expiry 2031. Issued in Lisbon."
    )
    out = await ask(lib, SHOT)
    assert isinstance(out, Decision) and out.target_folder == "documents/id/"
    assert out.confidence >= 0.9 and "device" not in out.reasoning
