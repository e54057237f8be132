"""What ``remember`` refuses (issue 33, item 9): control characters (a NUL would make
guideline.md binary and unsearchable; an ESC sequence plays in a terminal), invisible and
bidi characters, and rules with nothing to read — each with a clear error and guideline.md
unchanged, byte for byte. Near the 256 KB cap a rule is refused before it is written, never
written where nobody can read or forget it. Rules a person typed into guideline.md by hand
are listed with their hidden characters shown as escapes."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import Conflict, InvalidArgument, LocalAppClient
from appclient.guideline import MAX_GUIDELINE_BYTES
from tests.fixtures import open_library

THEIR_TEXT = "# Where things go\n\n- Receipts: `shopping/receipts/`\n"


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    c = await open_library(
        tmp_path, {"guideline.md": THEIR_TEXT, "shopping/receipts/aldi.txt": "ALDI receipt"}
    )
    try:
        yield c
    finally:
        await c.aclose()


@pytest.mark.parametrize(
    "text",
    [
        "Lidl receipts\x00 go to shopping/receipts/",  # NUL
        "ring\x07 the bell: shopping/receipts/",  # BEL
        "\x1b[2J\x1b[31mreceipts go to shopping/receipts/",  # ESC sequences
        "receipts go to \x9bshopping/receipts/",  # C1 control
        "receipts go to shopping/\u202ereceipts/",  # right-to-left override
        "\u202e" * 64,
        "\u200b\u200b\u200b",  # zero-width only
        "   \t  ",
        "- - . ,",  # nothing to read
    ],
)
async def test_remember_refuses_hidden_characters_and_empty_rules(
    client: LocalAppClient, text: str
) -> None:
    guideline = client.root / "guideline.md"
    before = guideline.read_bytes()
    with pytest.raises(InvalidArgument) as err:
        await client.remember(text)
    assert "text" in str(err.value) or err.value.argument == "text"
    assert guideline.read_bytes() == before


async def test_a_rule_that_would_pass_the_cap_is_refused_before_writing(
    client: LocalAppClient,
) -> None:
    guideline = client.root / "guideline.md"
    filler = "\n".join(f"- a rule of my own, number {n:06d}" for n in range(6000)) + "\n"
    text = THEIR_TEXT + filler
    text += "x" * (MAX_GUIDELINE_BYTES - 40 - len(text.encode())) + "\n"
    guideline.write_text(text)
    with pytest.raises(Conflict) as err:
        await client.remember("Lidl receipts go to shopping/receipts/")
    assert "256 KB" in str(err.value)
    assert guideline.read_text() == text
    # a small rule still fits under the cap, and can be listed and forgotten
    guideline.write_text(text[:-3000])
    d = await client.remember("Lidl receipts go to shopping/receipts/")
    assert len(guideline.read_bytes()) <= MAX_GUIDELINE_BYTES
    assert d.id in {x.id for x in (await client.list_directives()).directives}
    await client.forget(d.id)  # type: ignore[arg-type]


async def test_hand_written_rules_are_listed_with_hidden_characters_escaped(
    client: LocalAppClient,
) -> None:
    (client.root / "guideline.md").write_text(
        THEIR_TEXT
        + "\n## Directives\n\n- bills go to \u202eshopping/\x1b[31m <!-- mylifedb:d-abcdef -->\n"
    )
    (listed,) = (await client.list_directives()).directives
    assert "\u202e" not in listed.text and "\x1b" not in listed.text
    assert "\\u202e" in listed.text and "\\u001b" in listed.text
