"""Office documents, e-books, calendar and contact cards, made by the libraries that write
them: their text and properties as digests, found by a word only inside them, shown by
``get_file``; encrypted, broken and hostile files (a zip bomb, a million-cell sheet, a
package of 20,000 parts) answered with a bounded digest, never a crash or a stall."""

from __future__ import annotations

import zipfile
from pathlib import Path
from typing import Any

import pytest

from appclient import LocalAppClient, Settings
from appclient.digests import Digest, extract, guess_mime, package, sheets
from tests.fixtures import file_kinds as fk


def _one(path: Path) -> Digest:
    result = extract(path, guess_mime(path.name), path.stat().st_size)
    assert len(result) == 1, result
    return result[0]


@pytest.fixture(scope="module")
def kinds(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    return fk.write_all(tmp_path_factory.mktemp("kinds"))


def test_word_text_tables_headers_and_properties(kinds: dict[str, Path]) -> None:
    d = _one(kinds["lease.docx"])
    assert d.digester == "document" and d.error is None
    assert d.content is not None
    assert "Die Miete beträgt 1.250 EUR im Monat." in d.content
    assert "Der Vertrag endet am 31. August 2026." in d.content
    assert "Mieter | Oksana Hrytsenko" in d.content  # a table row, cells apart
    assert "Hausverwaltung Sonnenhof" in d.content  # the page header
    assert d.data["title"] == "Mietvertrag" and d.data["author"] == "Jan Kowalski"
    assert d.data["created"].startswith("2024-09-01")
    assert d.data["truncated"] is False


def test_excel_sheets_rows_shared_strings_and_dates(kinds: dict[str, Path]) -> None:
    d = _one(kinds["budget.xlsx"])
    assert d.digester == "spreadsheet" and d.error is None and d.content
    lines = d.content.split("\n")
    assert lines[0] == "## Sheet: Haushalt 2025"
    assert lines[1] == "Monat | Miete | Strom | Notiz"
    assert lines[2] == "März | 1250 | 84.5 | Nebenkostenabrechnung | 2025-03-14"
    assert "## Sheet: Urlaub" in lines and "Lissabon | 940" in lines
    assert d.data["sheets"] == ["Haushalt 2025", "Urlaub"]
    assert d.data["author"] == "Olena" and d.data["title"] == "Haushaltsbuch"


def test_excel_inline_strings_and_booleans(tmp_path: Path) -> None:
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    path = tmp_path / "inline.xlsx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(
            "xl/workbook.xml",
            f'<workbook {ns} xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/'
            'relationships"><sheets><sheet name="S" sheetId="1" r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="http://x/worksheet" Target="worksheets/s.xml"/>'
            "</Relationships>",
        )
        z.writestr(
            "xl/worksheets/s.xml",
            f'<worksheet {ns}><sheetData><row><c t="inlineStr"><is><t>Zahlungsfrist</t></is></c>'
            '<c t="b"><v>1</v></c><c t="str"><f>A1</f><v>computed</v></c></row></sheetData>'
            "</worksheet>",
        )
    d = _one(path)
    assert d.content == "## Sheet: S\nZahlungsfrist | TRUE | computed"


def test_powerpoint_slides_in_order_with_their_notes(kinds: dict[str, Path]) -> None:
    d = _one(kinds["course.pptx"])
    assert d.digester == "presentation" and d.error is None
    assert d.content == (
        "## Slide 1\nPhotosynthesis\nChlorophyll absorbs red and blue light\n"
        "Notes: Say chloroplastendoosmose and mention the Calvin cycle\n"
        "## Slide 2\nRespiration"
    )  # the notes page's slide number and picture are not its notes
    assert d.data["slides"] == 2 and d.data["title"] == "Biology 101"


def test_opendocument_text_spreadsheet_and_slides(kinds: dict[str, Path]) -> None:
    odt = _one(kinds["letter.odt"])
    assert odt.digester == "document"
    assert odt.content == (
        "Szanowny Panie Sąsiedzie\nPiszę w sprawie hałasu. Nasz przeprowadzkowy termin to 15 maja."
    )
    assert odt.data["title"] == "List do sąsiada" and odt.data["author"] == "Maria Zielińska"
    ods = _one(kinds["costs.ods"])
    assert ods.digester == "spreadsheet"
    assert ods.content == "## Sheet: Wydatki\nPolisa | PZU | 1200\nSkładka | ubezpieczeniowa | 300"
    odp = _one(kinds["talk.odp"])
    assert odp.digester == "presentation" and odp.data["slides"] == 1
    assert (
        odp.content
        == "## Slide 1\nHarvest season in Saxony\nNotes: Talk about the Zuckerrübenernte"
    )


def test_ods_repeated_cells_are_counted_not_expanded(tmp_path: Path) -> None:
    # A row claiming a million empty cells and a value repeated a thousand times.
    content = (
        '<office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"'
        ' xmlns:table="urn:oasis:names:tc:opendocument:xmlns:table:1.0"'
        ' xmlns:text="urn:oasis:names:tc:opendocument:xmlns:text:1.0"><office:body>'
        '<office:spreadsheet><table:table table:name="T"><table:table-row>'
        "<table:table-cell><text:p>Wert</text:p></table:table-cell>"
        '<table:table-cell table:number-columns-repeated="1000000"/>'
        '</table:table-row><table:table-row table:number-rows-repeated="1048576">'
        "<table:table-cell/></table:table-row></table:table></office:spreadsheet>"
        "</office:body></office:document-content>"
    )
    path = tmp_path / "sparse.ods"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("mimetype", "application/vnd.oasis.opendocument.spreadsheet")
        z.writestr("content.xml", content)
    d = _one(path)
    assert d.content == "## Sheet: T\nWert" and d.data["truncated"] is False


def test_epub_chapters_in_spine_order(kinds: dict[str, Path]) -> None:
    d = _one(kinds["novel.epub"])
    assert d.digester == "ebook" and d.error is None and d.content
    assert d.content.index("The Lighthousekeeper woke.") < d.content.index("The storm came.")
    assert d.data["title"] == "The Keeper" and d.data["author"] == "Ines Duarte"
    assert d.data["chapters"] == 2


def test_rtf_text_in_its_code_page_and_info(kinds: dict[str, Path]) -> None:
    d = _one(kinds["note.rtf"])
    assert d.digester == "document"
    assert d.content == "Crème brûlée pour le dîner\nFour à 150 degrés"
    assert d.data["title"] == "Recette" and d.data["author"] == "João"


def test_legacy_excel(kinds: dict[str, Path]) -> None:
    d = _one(kinds["old.xls"])
    assert d.digester == "spreadsheet" and d.error is None
    assert (
        d.content == "## Sheet: Kasse\nDatum | Betrag | Zweck\n2019-05-02 | 42 | Kassenbuchführung"
    )


def test_calendar_invite_unfolded_and_parsed(kinds: dict[str, Path]) -> None:
    d = _one(kinds["invite.ics"])
    assert d.digester == "calendar" and d.error is None
    assert d.data["summary"] == "Wizyta kardiologiczna"  # the folded line joined
    assert d.data["start"] == "2025-05-12T09:30:00" and d.data["end"] == "2025-05-12T10:00:00"
    assert d.data["timezone"] == "Europe/Warsaw"
    assert d.data["location"] == "Szpital Uniwersytecki, Kraków"  # '\,' unescaped
    assert d.data["organizer"] == "Dr Anna Nowak <nowak@example.org>"
    assert d.content is not None
    assert d.content.startswith("Event: Wizyta kardiologiczna\nWhen: 2025-05-12T09:30:00")
    assert "Proszę zabrać wyniki EKG.\nGabinet 12." in d.content
    assert "Reminder" not in d.content  # the alarm is not the event
    assert "BEGIN:" not in d.content


def test_contact_card_quoted_printable_decoded(kinds: dict[str, Path]) -> None:
    d = _one(kinds["anna.vcf"])
    assert d.digester == "contact" and d.error is None
    assert d.data["name"] == "Anna Wróblewska"  # QP in UTF-8, across a soft line break
    assert d.data["emails"] == ["anna@example.pl"]
    assert d.data["phones"] == ["+48 600 100 200"]
    assert d.data["organization"] == "Politechnika Krakowska"
    assert d.content is not None and "/9j/" not in d.content  # the photo is skipped
    assert d.content.startswith("Contact: Anna Wróblewska\nOrganization: Politechnika Krakowska")


def test_contacts_file_with_many_cards(tmp_path: Path) -> None:
    cards = "".join(
        f"BEGIN:VCARD\nVERSION:3.0\nFN:Person {i}\nEMAIL:p{i}@x.org\nEND:VCARD\n" for i in range(3)
    )
    path = tmp_path / "all.vcf"
    path.write_text(cards)
    d = _one(path)
    assert [c["name"] for c in d.data["contacts"]] == ["Person 0", "Person 1", "Person 2"]
    assert d.content is not None and "Person 2" in d.content


# ------------------------------------------------------------------ failures and bounds
def test_encrypted_office_file_says_a_password_is_needed(
    kinds: dict[str, Path], tmp_path: Path
) -> None:
    for name in ("lease.docx", "budget.xlsx"):
        locked = fk.encrypt_ooxml(kinds[name], tmp_path / name)
        d = _one(locked)
        assert d.content is None
        assert d.error == "unreadable: encrypted document: a password is required"


def test_encrypted_opendocument(tmp_path: Path) -> None:
    path = tmp_path / "secret.odt"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr(
            "META-INF/manifest.xml",
            '<manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0">'
            '<manifest:file-entry manifest:full-path="content.xml"><manifest:encryption-data/>'
            "</manifest:file-entry></manifest:manifest>",
        )
        z.writestr("content.xml", b"\x8f\x12 not xml at all")
    d = _one(path)
    assert d.error == "unreadable: encrypted document: a password is required"


@pytest.mark.parametrize("name", ["x.docx", "x.xlsx", "x.pptx", "x.odt", "x.ods", "x.epub"])
def test_garbage_and_truncated_packages_are_errors(
    name: str, kinds: dict[str, Path], tmp_path: Path
) -> None:
    garbage = tmp_path / name
    garbage.write_bytes(b"this is not a zip file at all" * 10)
    d = _one(garbage)
    assert d.content is None and d.error and d.error.startswith("unreadable: ")
    source = {".docx": "lease.docx", ".xlsx": "budget.xlsx", ".pptx": "course.pptx",
              ".odt": "letter.odt", ".ods": "costs.ods", ".epub": "novel.epub"}  # fmt: skip
    raw = kinds[source[Path(name).suffix]].read_bytes()
    cut = tmp_path / f"cut{Path(name).suffix}"
    cut.write_bytes(raw[: len(raw) // 2])
    d = _one(cut)
    assert d.content is None and d.error and d.error.startswith("unreadable: ")


def test_a_docx_that_is_another_zip_says_so(tmp_path: Path) -> None:
    path = tmp_path / "photos.docx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("a.txt", "hello")
    assert _one(path).error == "unreadable: no document body in this package (not a Word file?)"


def test_xml_entity_declarations_are_refused(tmp_path: Path) -> None:
    lol = (
        '<?xml version="1.0"?><!DOCTYPE d [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]>'
        '<w:document xmlns:w="urn:w"><w:body><w:p><w:r><w:t>&b;</w:t></w:r></w:p></w:body>'
        "</w:document>"
    )
    path = tmp_path / "lol.docx"
    with zipfile.ZipFile(path, "w") as z:
        z.writestr("word/document.xml", lol)
    d = _one(path)
    assert d.content is None and d.error is not None and "entities" in d.error


def test_zip_bomb_renamed_docx_is_cut_at_the_byte_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    bomb = fk.zip_bomb_docx(tmp_path / "bomb.docx", megabytes=64)
    spent: list[int] = []
    real = package.Budget.spend

    def spend(self: package.Budget, n: int) -> None:
        spent.append(n)
        real(self, n)

    monkeypatch.setattr(package.Budget, "spend", spend)
    d = _one(bomb)
    assert d.data["truncated"] is True and d.data["cut"] == "size"
    # It stopped at the part's cap: 24 MiB of the 64 inflated, never the rest.
    assert package.PART_BYTES <= sum(spent) <= package.PART_BYTES + package.CHUNK


def test_a_package_of_too_many_parts_is_refused_before_zipfile_reads_it(tmp_path: Path) -> None:
    path = fk.many_parts_docx(tmp_path / "many.docx", parts=package.MAX_ENTRIES + 1)
    d = _one(path)
    assert (
        d.error
        == f"unreadable: the package has {package.MAX_ENTRIES + 1} parts (at most 5000 are read)"
    )


def test_a_huge_spreadsheet_keeps_its_first_rows(tmp_path: Path) -> None:
    huge = fk.huge_xlsx(tmp_path / "huge.xlsx", rows=60_000)
    d = _one(huge)
    assert d.error is None and d.data["truncated"] is True
    assert d.content is not None and d.content.startswith("## Sheet: Data\n0 | 1 | 2 | 3")
    assert len(d.content) <= 200_000


def test_a_sheet_of_empty_cells_is_cut_by_the_cell_bound(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheets, "MAX_CELLS", 1000)
    ns = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"'
    path = tmp_path / "empty.xlsx"
    with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr(
            "xl/workbook.xml",
            f'<workbook {ns} xmlns:r="urn:r"><sheets><sheet name="E" r:id="rId1"/></sheets></workbook>',
        )
        z.writestr(
            "xl/_rels/workbook.xml.rels",
            '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">'
            '<Relationship Id="rId1" Type="x/worksheet" Target="worksheets/e.xml"/></Relationships>',
        )
        z.writestr(
            "xl/worksheets/e.xml",
            f"<worksheet {ns}><sheetData><row><c><v>first</v></c>"
            + "<c/>" * 5000
            + "</row></sheetData></worksheet>",
        )
    d = _one(path)
    assert d.data["truncated"] is True and d.data["cut"] == "cells"


def test_an_xls_over_its_size_bound_is_named_only(
    kinds: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sheets, "XLS_MAX_BYTES", 100)
    d = _one(kinds["old.xls"])
    assert d.content is None and d.error is not None and "read by name only" in d.error


# ------------------------------------------------------------------ through the library
async def test_each_kind_found_by_a_word_inside_and_shown_by_get_file(tmp_path: Path) -> None:
    fk.write_all(tmp_path / "lib" / "home")
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        for name, word in fk.WORDS.items():
            res = await client.search(word, mode="keyword")
            assert [h.path for h in res.results] == [f"home/{name}"], (name, word)
        detail = await client.get_file("home/lease.docx")
        doc: dict[str, Any] = detail.digests["document"]
        assert "Der Vertrag endet am 31. August 2026." in doc["content"]
        assert doc["title"] == "Mietvertrag"
        sheet = (await client.get_file("home/budget.xlsx")).digests["spreadsheet"]
        assert "Nebenkostenabrechnung" in sheet["content"]
        event = (await client.get_file("home/invite.ics")).digests["calendar"]
        assert event["location"] == "Szpital Uniwersytecki, Kraków"
    finally:
        await client.aclose()


async def test_over_mcp_an_assistant_reads_the_lease(tmp_path: Path) -> None:
    """'How much is our rent? When does the contract end?' — answered from get_file over a
    real MCP session (both protocol eras), and the lease found by a word inside it."""
    from mcp import Client

    from server.app import build_server

    fk.write_all(tmp_path / "lib" / "home")
    client = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await client.index()
        server = build_server(client, index_on_start=False, watch=False)
        for mode in ("modern", "legacy"):
            kwargs: dict[str, Any] = {} if mode == "modern" else {"mode": "legacy"}
            async with Client(server, **kwargs) as c:
                got = (
                    await c.call_tool("get_file", {"path": "home/lease.docx"})
                ).structured_content
                assert got is not None
                doc = got["digests"]["document"]
                assert "Die Miete beträgt 1.250 EUR im Monat." in doc["content"]
                assert "Der Vertrag endet am 31. August 2026." in doc["content"]
                assert doc["author"] == "Jan Kowalski"
                found = (
                    await c.call_tool("search", {"query": "Wohnungsgeberbestätigung"})
                ).structured_content
                assert found is not None
                assert [r["path"] for r in found["results"]] == ["home/lease.docx"]
    finally:
        await client.aclose()


def test_a_calendar_of_several_events_lists_them(tmp_path: Path) -> None:
    events = "".join(
        f"BEGIN:VEVENT\nSUMMARY:Lesson {i}\nDTSTART;VALUE=DATE:2025060{i}\nEND:VEVENT\n"
        for i in range(1, 4)
    )
    path = tmp_path / "school.ics"
    path.write_text(f"BEGIN:VCALENDAR\nVERSION:2.0\n{events}END:VCALENDAR\n")
    d = _one(path)
    assert d.data["summary"] == "Lesson 1" and d.data["start"] == "2025-06-01"
    assert [e["summary"] for e in d.data["events"]] == ["Lesson 1", "Lesson 2", "Lesson 3"]
    assert "events" not in _one(fk.write_ics(tmp_path / "one.ics")).data  # one: its fields
