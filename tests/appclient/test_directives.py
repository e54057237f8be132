"""Directives live in guideline.md, in a section of their own: remember adds one line and
never rewrites the person's text, forget removes only a line remember wrote, and the
guideline the organizers read carries them at once. Real library, real files."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import Conflict, InvalidArgument, LocalAppClient, NotFound, OutsideRoot
from tests.fixtures import open_library

THEIR_TEXT = (
    "# Where things go\n\n"
    "- Receipts: `shopping/receipts/`\n"
    "- Pay: work/acme/compensation/\n"
    "\n## Notes\n\nAnything else stays in the inbox.\n"
)


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    c = await open_library(
        tmp_path,
        {
            "guideline.md": THEIR_TEXT,
            "shopping/receipts/aldi.txt": "ALDI receipt",
            "household/food/list.txt": "groceries",
        },
    )
    try:
        yield c
    finally:
        await c.aclose()


async def test_remember_appends_a_section_and_keeps_their_text_byte_for_byte(
    client: LocalAppClient,
) -> None:
    d = await client.remember("Lidl receipts go to household/food/")
    text = (client.root / "guideline.md").read_text()
    assert text.startswith(THEIR_TEXT)  # nothing of theirs rewritten
    added = text[len(THEIR_TEXT) :]
    assert added.startswith("\n## Directives\n")
    assert f"- Lidl receipts go to household/food/ <!-- mylifedb:{d.id} " in added
    assert d.id is not None and d.id.startswith("d-")
    # what every organizer reads, at once
    assert "Lidl receipts go to household/food/" in await client.read_guideline()

    second = await client.remember("Bank letters", folder="life/finance/bank")
    assert second.text == "Bank letters: `life/finance/bank/`"
    assert second.folder == "life/finance/bank/"
    listed = (await client.list_directives()).directives
    assert [x.id for x in listed] == [d.id, second.id]
    assert (client.root / "guideline.md").read_text().startswith(THEIR_TEXT)


async def test_a_directive_goes_into_the_existing_section_wherever_it_is(
    client: LocalAppClient,
) -> None:
    path = client.root / "guideline.md"
    mine = "# Rules\n\n## Directives\n\n- Keep tax files 10 years\n\n## Later\n\nText after.\n"
    path.write_text(mine)
    d = await client.remember("Payslips go to work/acme/compensation/")
    text = path.read_text()
    assert (
        text.replace(
            f"- Payslips go to work/acme/compensation/ <!-- mylifedb:{d.id} {d.created_at} -->\n",
            "",
        )
        == mine
    )
    lines = text.splitlines()
    assert lines.index("## Later") > lines.index(next(x for x in lines if d.id in x))
    listed = (await client.list_directives()).directives
    assert [(x.id, x.text) for x in listed] == [
        (None, "Keep tax files 10 years"),  # theirs: listed, not ours to forget
        (d.id, "Payslips go to work/acme/compensation/"),
    ]


async def test_forget_removes_only_its_own_line(client: LocalAppClient) -> None:
    path = client.root / "guideline.md"
    d = await client.remember("Lidl receipts go to household/food/")
    with_it = path.read_text()
    path.write_text(with_it + "- My own rule in the section\n")
    before = path.read_text()
    gone = await client.forget(d.id or "")
    assert gone.text == "Lidl receipts go to household/food/"
    after = path.read_text()
    assert d.id not in after and "My own rule in the section" in after
    assert after.startswith(THEIR_TEXT)
    assert len(before) - len(after) == len(next(x for x in before.splitlines(True) if d.id in x))
    with pytest.raises(NotFound):
        await client.forget(d.id or "")
    with pytest.raises(InvalidArgument):
        await client.forget("My own rule")


async def test_remember_checks_its_arguments(client: LocalAppClient) -> None:
    with pytest.raises(InvalidArgument):
        await client.remember("   ")
    with pytest.raises(InvalidArgument):
        await client.remember("x" * 501)
    with pytest.raises(OutsideRoot):
        await client.remember("rule", folder="../elsewhere/")
    with pytest.raises(InvalidArgument):
        await client.remember("rule", folder="inbox/")
    # a comment marker in the text cannot forge an id
    d = await client.remember("sneaky <!-- mylifedb:d-000000 --> text")
    assert d.id != "d-000000"
    assert [x.id for x in (await client.list_directives()).directives] == [d.id]


async def test_remember_without_a_guideline_creates_one(tmp_path: Path) -> None:
    client = await open_library(tmp_path, {"notes/a.txt": "a"})
    try:
        await client.remember("Recipes go to notes/recipes/")
        text = (client.root / "guideline.md").read_text()
        assert text.startswith("## Directives\n")
        assert (await client.list_directives()).directives[0].folder is None
    finally:
        await client.aclose()


async def test_a_symlinked_guideline_stays_a_symlink(tmp_path: Path) -> None:
    client = await open_library(tmp_path, {"notes/a.txt": "a", "notes/rules.md": "Rules.\n"})
    try:
        os.symlink("notes/rules.md", client.root / "guideline.md")
        await client.remember("Recipes go to notes/")
        assert (client.root / "guideline.md").is_symlink()
        assert "Recipes go to notes/" in (client.root / "notes/rules.md").read_text()
        assert "Rules." in await client.read_guideline()
    finally:
        await client.aclose()


async def test_a_guideline_linked_out_of_the_library_is_never_read_or_written(
    tmp_path: Path,
) -> None:
    """A shared folder may plant guideline.md -> ~/.ssh/id_rsa (or ~/.bashrc): the model is
    never shown that file, and `remember` never appends to it."""
    secret = tmp_path / "secret.txt"
    secret.write_text("PRIVATE KEY\n")
    client = await open_library(tmp_path, {"notes/a.txt": "a"})
    try:
        os.symlink(secret, client.root / "guideline.md")
        for call in (client.read_guideline(), client.remember("Recipes go to notes/")):
            with pytest.raises(Conflict, match="outside the library"):
                await call
        assert secret.read_text() == "PRIVATE KEY\n"
    finally:
        await client.aclose()
