"""New names for files whose own says nothing (issue 32), in the habit of the folder they go
to: the real organizer fitted on a real indexed library, deciding real inbox files."""

from __future__ import annotations

from pathlib import Path

import pytest

from appclient import LocalAppClient
from appclient.paths import new_file_name
from server.organizer import Decision, Model, decide, doc_from_detail
from server.organizer.device_names import says_nothing
from server.organizer.features import Doc
from server.organizer.name_habits import habit_of
from server.organizer.renaming import new_name

from .conftest import fit, open_lib

LAB = (
    "Laboratory report. Patient {who}, born 02/01/1980. Sample taken {day}. "
    "Haemoglobin {hb} g/dL, ferritin {fe} ng/mL, vitamin D {vd} ng/mL. "
    "Requested by Dr Alvarez, internal medicine. Results signed by the lab director."
)
PAY = (
    "Initech Ltd payslip for {month}. Employee Sam Rivera. Gross salary 4,100.00. "
    "Income tax 820.00. National insurance 310.00. Net pay 2,970.00, paid by bank transfer."
)
FILES = {
    "health/labs/2025-04-22 ferritin iron.txt": LAB.format(
        who="Sam Rivera", day="22/04/2025", hb="13.1", fe="40", vd="31"
    ),
    "health/labs/2025-09-10 vitamin check.txt": LAB.format(
        who="Sam Rivera", day="10/09/2025", hb="13.4", fe="52", vd="22"
    ),
    "health/labs/2024-11-02 cholesterol panel.txt": (
        "Laboratory report. Patient Sam Rivera. Sample taken 02/11/2024. Total cholesterol "
        "5.2 mmol/L, HDL 1.4, LDL 3.1, triglycerides 1.2. Requested by Dr Alvarez."
    ),
    "work/pay/Payslip 2025-01.txt": PAY.format(month="January 2025"),
    "work/pay/Payslip 2025-02.txt": PAY.format(month="February 2025"),
    "work/pay/Payslip 2025-03.txt": PAY.format(month="March 2025"),
    "kitchen/recipes/Lentil soup.md": "# Lentil soup\n\nRed lentils, onion, cumin, lemon. Simmer.",
    "kitchen/recipes/Pancakes.md": "# Pancakes\n\nFlour, milk, eggs, butter. Whisk and fry.",
}
SCAN = LAB.format(who="Sam Rivera", day="14/03/2026", hb="12.2", fe="18", vd="35") + (
    " Thyroid TSH 2.1 mIU/L. Iron deficiency: repeat the ferritin test in three months."
)


@pytest.fixture
async def lib(tmp_path: Path) -> LocalAppClient:
    client = await open_lib(tmp_path, FILES)
    yield client  # type: ignore[misc]
    await client.aclose()


async def _decided(lib: LocalAppClient, name: str, text: str, model: Model | None = None):
    (lib.root / "inbox" / name).write_text(text)
    model = model or await fit(lib)
    doc = doc_from_detail(await lib.get_file(f"inbox/{name}"))
    return decide(model, doc), doc, model


async def test_a_scanner_name_gets_a_name_in_the_folders_habit(lib: LocalAppClient) -> None:
    """The folder's files are '<date> <what>': so is the new name, with the report's own date
    (not the birth date it also carries) and words from its text."""
    out, _, _ = await _decided(lib, "scan_0042.txt", SCAN)
    assert isinstance(out, Decision) and out.target_folder == "health/labs/"
    assert out.new_name is not None and out.new_name.startswith("2026-03-14 ")
    assert out.new_name.endswith(".txt") and len(out.new_name) > len("2026-03-14 .txt")
    assert new_file_name(out.new_name, "scan_0042.txt") == out.new_name  # the core takes it


async def test_a_bare_kind_gets_the_folders_words_and_date(lib: LocalAppClient) -> None:
    """'document.txt' of a folder of 'Payslip 2025-01.txt': 'Payslip 2025-04.txt', the word
    every name there shares and the month the payslip is for."""
    out, _, _ = await _decided(lib, "document.txt", PAY.format(month="April 2025"))
    assert isinstance(out, Decision) and out.target_folder == "work/pay/"
    assert out.new_name == "Payslip 2025-04.txt"


async def test_a_name_that_says_what_the_file_is_is_kept(lib: LocalAppClient) -> None:
    out, _, _ = await _decided(lib, "Sam blood results March.txt", SCAN)
    assert isinstance(out, Decision) and out.target_folder == "health/labs/"
    assert out.new_name is None


async def test_a_file_without_text_keeps_its_name(lib: LocalAppClient) -> None:
    model = await fit(lib)
    doc = Doc(name="IMG_2211.jpg", text="", mime="image/jpeg")
    assert new_name(doc, "health/labs/", model.library.files, model.library.space) is None


async def test_a_name_already_in_the_folder_is_never_proposed(lib: LocalAppClient) -> None:
    """The payslip for March is filed already: a second one is not given its name."""
    out, _, _ = await _decided(lib, "document.txt", PAY.format(month="March 2025"))
    assert isinstance(out, Decision) and out.target_folder == "work/pay/"
    assert out.new_name == "Payslip 2025-03 (2).txt"


async def test_hostile_text_never_makes_a_path_or_a_hidden_name(lib: LocalAppClient) -> None:
    """Words are taken from the text, never its punctuation: a text made of separators,
    dot-dot and control characters still gives one plain name the core accepts."""
    model = await fit(lib)
    text = ".. ../../etc/passwd \\\\server\\share .hidden\x00name\u202etxt.exe C:\\Windows " + SCAN
    doc = Doc(name="scan_0043.txt", text=text)
    name = new_name(doc, "health/labs/", model.library.files, model.library.space)
    assert name is not None and "/" not in name and "\\" not in name
    assert not name.startswith(".") and "\u202e" not in name and "\x00" not in name
    assert new_file_name(name, "scan_0043.txt") == name


def test_the_habit_is_read_from_the_names() -> None:
    h = habit_of(["2025-04-22 esami sangue.pdf", "2025-07-08 visita.pdf", "Piano.pdf"])
    assert (h.date_format, h.before, h.sep, h.capital) == ("{Y}-{m}-{d}", "", " ", False)
    h = habit_of(["Cedolino 2025-11.pdf", "Cedolino 2025-12.pdf", "Cedolino 2026-01.pdf"])
    assert (h.date_format, h.before, h.subject) == ("{Y}-{m}", "Cedolino ", 0)
    h = habit_of(["2025-06-30 F24 saldo.pdf", "2025-12-01 F24 secondo acconto.pdf"])
    assert h.after == ("F24",)
    h = habit_of(["rechnung_20250114_stadtwerke.pdf", "rechnung_20250214_telekom.pdf"])
    assert (h.date_format, h.before, h.sep) == ("{Y}{m}{d}", "rechnung_", "_")
    assert habit_of(["Router e wifi.md", "Indirizzi IP.md"]).date_format is None


def test_which_names_say_nothing() -> None:
    text = "Rapporto di controllo di efficienza energetica della caldaia, manutenzione annuale."
    plain = habit_of(["Libretto di impianto.pdf", "Garanzia caldaia.pdf"])
    assert says_nothing(Doc(name="scan_0034.pdf", text=text), plain)
    assert says_nothing(Doc(name="Doc1.pdf", text=text), plain)
    assert not says_nothing(Doc(name="Controllo caldaia.pdf", text=text), plain)
    assert not says_nothing(Doc(name="scan_0034.pdf", text="caldaia"), plain)  # too little
    dated = habit_of(["2024-03-07 rapporto.pdf", "2025-03-12 manutenzione ordinaria.pdf"])
    assert says_nothing(Doc(name="rapporto.pdf", text=text), dated)  # a bare kind, no date
    assert not says_nothing(Doc(name="rapporto.pdf", text=text), plain)


async def test_a_name_keeps_the_vowel_signs_of_its_words(tmp_path: Path) -> None:
    """Hindi writes its vowels as marks on the letters: the new name's words are whole
    ('किराया', not 'क र य'), in the folder's habit."""
    receipt = (
        "किराया रसीद। मकान मालिक श्री रमेश शर्मा ने किरायेदार अनीता वर्मा से {day} को "
        "फ्लैट संख्या बारह का मासिक किराया पंद्रह हज़ार रुपये नकद प्राप्त किया। हस्ताक्षर।"
    )
    bill = (
        "बिजली बिल। उपभोक्ता अनीता वर्मा, खाता संख्या 4471, {day} तक देय राशि दो हज़ार "
        "तीन सौ रुपये। मीटर रीडिंग 1520 यूनिट। समय पर भुगतान करें।"
    )
    files = {
        "घर/कागज़/2025-01-05 किराया रसीद.txt": receipt.format(day="05/01/2025"),
        "घर/कागज़/2025-02-10 बिजली बिल.txt": bill.format(day="10/02/2025"),
        "घर/कागज़/2025-03-10 बिजली बिल.txt": bill.format(day="10/03/2025"),
        "रसोई/दाल.md": "# दाल\n\nमसूर दाल, प्याज़, लहसुन, जीरा। बीस मिनट पकाएँ।",
        "रसोई/खीर.md": "# खीर\n\nचावल, दूध, चीनी, इलायची। धीमी आँच पर पकाएँ।",
    }
    lib = await open_lib(tmp_path, files)
    try:
        out, _, _ = await _decided(lib, "scan_0042.txt", receipt.format(day="05/03/2025"))
        assert isinstance(out, Decision) and out.target_folder == "घर/कागज़/"
        assert out.new_name is not None and out.new_name.startswith("2025-03-05 ")
        assert "किराया" in out.new_name
        words = out.new_name.removesuffix(".txt").split()[1:]
        assert words and all(w in receipt.split() or w + "।" in receipt for w in words)
    finally:
        await lib.aclose()


def test_a_word_many_folders_name_their_files_with_says_nothing() -> None:
    """'Document.pdf' has no counter: it says nothing only where the library's own files
    named 'Document…' sit in many folders; the library's names are read only when needed."""
    text = "Rapporto di controllo di efficienza energetica della caldaia, manutenzione annuale."
    plain = habit_of(["Libretto di impianto.pdf", "Garanzia caldaia.pdf"])
    doc = Doc(name="Document.pdf", text=text)
    assert says_nothing(doc, plain, lambda words: {"document": 3})
    assert not says_nothing(doc, plain, lambda words: {"document": 1})

    def unread(words: list[str]) -> dict[str, int]:
        raise AssertionError("the library's names were read for a counter's name")

    assert says_nothing(Doc(name="scan_0034.pdf", text=text), plain, unread)
