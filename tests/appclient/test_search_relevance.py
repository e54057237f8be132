"""Hybrid search's relevance: a file competes on what it says, guideline.md on the rules, a
question nothing answers finds nothing, a unique code finds its file alone, and the dates a
question names count. Real embedder, real files (photos without text included)."""

from __future__ import annotations

import datetime as dt
import os
from pathlib import Path

import pytest
from PIL import Image

from appclient import LocalAppClient, Settings
from appclient.search.relevance import FLOOR
from tests.fixtures import write_library

pytestmark = pytest.mark.embedder

GUIDELINE = (
    "# Where things go\n"
    "Electricity and gas bills go in home/bills/. Dentist appointments and dental invoices go "
    "in health/dentist/. Bank statements go in money/bank/. Photos go in photos/<year>/<month>/."
    " Keep receipts for one year, then throw them away.\n"
)
LIBRARY = {
    "guideline.md": GUIDELINE,
    "home/bills/electricity 2025-01.txt": (
        "Electricity bill January 2025. Stadtwerke Nord. Consumption 230 kWh, amount due "
        "78.40 EUR, to be paid by direct debit on 15 February."
    ),
    "health/dentist/appointment.txt": (
        "Dentist appointment confirmation: Dr. Weiss, 14 March 2025 at 9:30, cleaning and "
        "check-up. Please bring your insurance card."
    ),
    "money/bank/statement 2025-03.txt": (
        "Bank statement March 2025, current account 4471. Opening balance 2,310.00. Salary "
        "3,200.00. Rent -950.00. Groceries -412.35. Closing balance 3,147.65."
    ),
    "money/bank/statement 2025-02.txt": (
        "Bank statement February 2025, current account 4471. Opening balance 1,980.00. Salary "
        "3,200.00. Rent -950.00. Closing balance 2,310.00."
    ),
    "work/invoice INV-20417.txt": "Invoice INV-20417 for translation work, 1,200.00 EUR.",
    "work/invoice INV-20388.txt": "Invoice INV-20388 for proofreading, 450.00 EUR.",
    "kitchen/lentil soup.md": "Lentil soup with carrots and cumin, ready in 30 minutes.",
    # scans named by the scanner, both received in May: only their first lines say the month
    "work/pay/scan0003.txt": "Payslip, period 2025-04. Gross salary 3,200.00, net 2,410.00.",
    "work/pay/scan0004.txt": "Payslip, period 2025-03. Gross salary 3,200.00, net 2,395.00.",
}
PHOTOS = [f"photos/2025/03 - March/IMG_100{i}.jpg" for i in range(1, 4)]


def _photo(path: Path, shade: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    Image.new("RGB", (64, 48), (shade, 90, 140)).save(path, "JPEG")


def _date(path: Path, day: dt.date) -> None:
    ts = dt.datetime(day.year, day.month, day.day, 12).timestamp()
    os.utime(path, (ts, ts))


@pytest.fixture
async def lib(tmp_path: Path) -> LocalAppClient:
    root = write_library(tmp_path / "lib", LIBRARY)
    for i, rel in enumerate(PHOTOS):
        _photo(root / rel, 60 + 40 * i)
    _date(root / "money/bank/statement 2025-03.txt", dt.date(2025, 4, 2))
    _date(root / "money/bank/statement 2025-02.txt", dt.date(2025, 3, 3))
    for scan in ("work/pay/scan0003.txt", "work/pay/scan0004.txt"):
        _date(root / scan, dt.date(2025, 5, 8))
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    await client.index()
    await client.make_vectors()
    yield client  # type: ignore[misc]
    await client.aclose()


async def test_a_photo_without_text_does_not_tie_a_statement(lib: LocalAppClient) -> None:
    # The photos' folder says 'March', as the question does; they say nothing else.
    got = await lib.search("bank statement March")
    paths = [h.path for h in got.results]
    assert paths[0] == "money/bank/statement 2025-03.txt", paths
    top = got.results[0].score
    for h in [*got.results, *got.related]:
        if h.path in PHOTOS:
            assert h.score < top / 2, (h.path, h.score, top)


async def test_guideline_does_not_outrank_the_file_it_describes(lib: LocalAppClient) -> None:
    for question, path in (
        ("electricity bill", "home/bills/electricity 2025-01.txt"),
        ("dentist appointment", "health/dentist/appointment.txt"),
    ):
        paths = [h.path for h in (await lib.search(question)).results]
        assert paths[0] == path, (question, paths)
        if "guideline.md" in paths:
            assert paths.index("guideline.md") > paths.index(path)


async def test_guideline_answers_a_question_about_the_rules(lib: LocalAppClient) -> None:
    got = await lib.search("how long should I keep receipts before throwing them away")
    assert [h.path for h in got.results][:1] == ["guideline.md"], got.results


async def test_a_nonsense_word_finds_nothing(lib: LocalAppClient) -> None:
    for query in ("frobnicator", "qwertyuiop", "glorpwhistle zanzibrook"):
        got = await lib.search(query)
        assert got.results == [], (query, got.results)
        assert got.total_found == 0
        assert all(h.score < 0.5 for h in got.related)


async def test_a_unique_code_finds_its_file_alone(lib: LocalAppClient) -> None:
    got = await lib.search("INV-20417")
    assert [h.path for h in got.results] == ["work/invoice INV-20417.txt"], got.results
    assert got.results[0].score > 0.5
    assert "work/invoice INV-20388.txt" not in [h.path for h in got.results]


async def test_a_deleted_files_code_finds_nothing(lib: LocalAppClient) -> None:
    (lib.root / "work/invoice INV-20417.txt").unlink()
    await lib.index()
    got = await lib.search("INV-20417")
    assert got.results == [], got.results


async def test_scores_are_relevances_not_ranks(lib: LocalAppClient) -> None:
    got = await lib.search("lentil soup recipe")
    scores = [h.score for h in got.results]
    assert got.results[0].path == "kitchen/lentil soup.md"
    assert all(FLOOR <= s <= 1 for s in scores) and scores == sorted(scores, reverse=True)
    vague = await lib.search("money")
    assert all(h.score < 1.0 for h in vague.results)  # a vague question is no sure match


async def test_the_month_a_question_names_picks_the_file_of_that_month(
    lib: LocalAppClient,
) -> None:
    # Both statements say the same words; the month in words picks one, through the file's
    # date and the month its name gives.
    feb = await lib.search("the bank statement from February")
    assert feb.results[0].path == "money/bank/statement 2025-02.txt", feb.results
    lib.searcher.today = lambda: dt.date(2025, 4, 20)
    last_month = await lib.search("bank statement from last month")
    assert last_month.results[0].path == "money/bank/statement 2025-03.txt", last_month.results


async def test_the_month_a_scan_begins_with_counts_when_its_name_says_none(
    lib: LocalAppClient,
) -> None:
    scans = ["work/pay/scan0003.txt", "work/pay/scan0004.txt"]  # April's, March's
    for month, right in (("April", scans[0]), ("March", scans[1])):
        got = await lib.search(f"payslip for {month} 2025")
        paths = [h.path for h in [*got.results, *got.related]]
        payslips = [p for p in paths if p in scans]
        assert payslips[:1] == [right], (month, paths)
