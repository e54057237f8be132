"""The offline organizer's decisions on hand-built evidence, and its accuracy through the
real index on the test library (tests/fixtures/library.py)."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from appclient.models import FileDetail, SearchHit, Suggestion
from server.organizer import Decision, Decline, Evidence, decide, key_terms, neighbour_queries

NOW = datetime(2025, 2, 1, tzinfo=UTC)

GUIDELINE = """# Where things go
- Payslips, W-2s and offer letters from my job at Hotstar go in `work/hotstar/compensation/`.
- Passport, visas and other government papers: `life/gov docs/`.
- Bank statements: `life/finance/bank/`.
- Recipes: `notes/recipes/`

## Trips
Each trip gets `life/trips/YYYY-MM place/`; tickets, bookings and the photos I took there go in it.
Other photos go by year in `life/photos/YYYY/`.
"""

FOLDERS = [
    ("life/", 20), ("life/gov docs/", 3), ("life/finance/", 4), ("life/finance/bank/", 4),
    ("life/trips/", 6), ("life/trips/2024-03 japan/", 6), ("life/photos/", 4), ("life/photos/2024/", 4),
    ("work/", 5), ("work/hotstar/", 5), ("work/hotstar/compensation/", 5),
    ("notes/", 3), ("notes/recipes/", 2), ("notes/journal/", 1),
]


def detail(name: str, content: str = "", *, mime: str = "application/pdf", title: str | None = None,
           image: dict[str, Any] | None = None) -> FileDetail:
    digests: dict[str, dict[str, Any]] = {}
    if image is not None:
        digests["image_metadata"] = image
    elif content:
        key = "pdf_text" if mime == "application/pdf" else "text"
        digests[key] = {"content": content, **({"title": title} if title else {})}
    return FileDetail(path=f"inbox/{name}", name=name, folder="inbox/", mime_type=mime, size=len(content) or 1000,
                      created_at=NOW, modified_at=NOW, digests=digests)


def hit(path: str, context: str, score: float = 5.0) -> SearchHit:
    folder, _, name = path.rpartition("/")
    return SearchHit(path=path, name=name, folder=folder + "/", mime_type="application/pdf", score=score,
                     match_context=context)


def past(file_path: str, target: str, status: str) -> Suggestion:
    return Suggestion(id=f"s-{file_path}", file_path=file_path, target_folder=target, reasoning="", confidence=0.8,
                      status=status, created_at=NOW, resolved_at=NOW, source="cli", creates_folder=False)


def ev(file: FileDetail, neighbours: list[SearchHit] | None = None, guideline: str = GUIDELINE,
       past_: list[Suggestion] | None = None, folders: list[tuple[str, int]] | None = None) -> Evidence:
    return Evidence(guideline=guideline, folders=folders or FOLDERS, file=file, neighbours=neighbours or [],
                    past=past_ or [])


W2 = detail("W2_2024.pdf", "Form W-2 Wage and Tax Statement 2024\nEmployer: Hotstar Inc.\nBox 1 wages 180,000",
            title="Form W-2 2024")


def test_guideline_rule_wins() -> None:
    out = decide(ev(W2))
    assert isinstance(out, Decision)
    assert out.target_folder == "work/hotstar/compensation/"
    assert "guideline" in out.reasoning.lower()
    assert not out.creates_folder


def test_neighbours_vote_without_a_guideline() -> None:
    statement = detail("document (3).pdf", "Chase checking account statement January 2025 ending balance 7,311.09",
                       title="Chase statement")
    hits = [hit("life/finance/bank/chase_2024-12.pdf", "[Chase] [checking] account [statement] December", 12.0),
            hit("life/finance/bank/chase_2024-11.pdf", "[Chase] [checking] [statement] November", 11.0),
            hit("notes/journal/2024-12-24.md", "went to [Chase] center", 3.0)]
    out = decide(ev(statement, hits, guideline=""))
    assert isinstance(out, Decision)
    assert out.target_folder == "life/finance/bank/"
    assert "similar" in out.reasoning


def test_past_rejection_moves_the_choice() -> None:
    receipt = detail("receipt_cafe.pdf", "Receipt. Blue Bottle Coffee. Latte 5.50 total 5.50")
    hits = [hit("life/finance/bank/coffee_receipts.pdf", "[Receipt] [Blue] [Bottle] [Coffee] [latte]", 9.0),
            hit("life/finance/bank/receipts_2024.pdf", "[Receipt] [total] [Coffee]", 8.0),
            hit("notes/recipes/coffee.md", "[coffee] [latte] art at home", 7.0)]
    before = decide(ev(receipt, hits, guideline=""))
    assert isinstance(before, Decision) and before.target_folder == "life/finance/bank/"
    rejected = [past("inbox/receipt_bakery.pdf", "life/finance/bank/", "rejected"),
                past("inbox/receipt_deli.pdf", "notes/recipes/", "accepted")]
    after = decide(ev(receipt, hits, guideline="", past_=rejected))
    # the user said no to that folder for a similar file: another folder, or no suggestion
    assert isinstance(after, Decline) or after.target_folder != "life/finance/bank/"
    same_file = [past("inbox/receipt_cafe.pdf", "life/finance/bank/", "rejected")]
    again = decide(ev(receipt, hits, guideline="", past_=same_file))
    assert isinstance(again, Decline) or again.target_folder != "life/finance/bank/"
    accepted = [past("inbox/receipt_cafe_2024-11.pdf", "notes/recipes/", "accepted"),
                past("inbox/receipt_cafe_2024-12.pdf", "notes/recipes/", "accepted")]
    pulled = decide(ev(receipt, hits, guideline="", past_=accepted))
    assert isinstance(pulled, Decision) and pulled.target_folder == "notes/recipes/"


def test_decline_when_nothing_fits() -> None:
    out = decide(ev(detail("untitled.txt", "asdf\ntest 123", mime="text/plain")))
    assert isinstance(out, Decline)
    assert "untitled.txt" in out.reason and out.reason


def test_decline_without_any_evidence() -> None:
    out = decide(Evidence(guideline="", folders=[], file=detail("x.bin", mime="application/octet-stream"),
                          neighbours=[], past=[]))
    assert isinstance(out, Decline)


def test_photo_taken_during_a_trip_goes_to_the_trip() -> None:
    photo = detail("IMG_3188.jpg", mime="image/jpeg",
                   image={"width": 4032, "height": 3024, "taken_at": "2024-03-21T09:02:11", "camera": "iPhone 13"})
    out = decide(ev(photo))
    assert isinstance(out, Decision) and out.target_folder == "life/trips/2024-03 japan/"
    other = detail("IMG_3620.jpg", mime="image/jpeg",
                   image={"width": 4032, "height": 3024, "taken_at": "2024-08-17T18:03:00", "camera": "iPhone 13"})
    out = decide(ev(other))
    assert isinstance(out, Decision) and out.target_folder == "life/photos/2024/"


def test_new_year_folder_from_a_by_year_pattern() -> None:
    photo = detail("IMG_4102.jpg", mime="image/jpeg",
                   image={"width": 4032, "height": 3024, "taken_at": "2025-01-20T11:11:11", "camera": "Pixel 7"})
    out = decide(ev(photo))
    assert isinstance(out, Decision)
    assert out.target_folder == "life/photos/2025/" and out.creates_folder


def test_trip_pattern_creates_a_trip_folder() -> None:
    booking = detail("Icelandair_booking.pdf",
                     "Your trip to Iceland is booked! Flight FI 670 San Francisco SFO - Reykjavik KEF, 12 June 2025. "
                     "Booking reference K7QX2P", title="Icelandair - Booking Confirmation")
    out = decide(ev(booking))
    assert isinstance(out, Decision)
    assert out.target_folder == "life/trips/2025-06 iceland/"
    assert out.creates_folder
    assert "does not exist yet" in out.reasoning


def test_never_inbox_nor_outside_the_library() -> None:
    folders = FOLDERS + [("inbox/", 3), ("inbox/old/", 1)]
    hits = [hit("inbox/old/W2_2023.pdf", "[W2] [Wage] [Tax] [Statement]", 30.0)]
    out = decide(ev(W2, hits, folders=folders))
    assert isinstance(out, Decision)
    assert not out.target_folder.startswith("inbox/")
    assert out.target_folder.split("/")[0] in {f.split("/")[0] for f, _ in FOLDERS}
    for folder, _ in out.alternatives:
        assert not folder.startswith("inbox/")


def test_confidence_is_bounded_and_lower_when_ambiguous() -> None:
    clear = decide(ev(W2, [hit("work/hotstar/compensation/W2_2023.pdf", "[W2] [Wage] [Tax] [Statement]", 20.0)]))
    assert isinstance(clear, Decision) and 0.0 <= clear.confidence <= 0.95
    guideline = "Tax papers go to `life/finance/bank/` or `work/hotstar/compensation/`, I haven't decided.\n"
    vague = decide(ev(W2, [], guideline=guideline))
    if isinstance(vague, Decision):
        assert 0.0 <= vague.confidence < clear.confidence
        assert vague.alternatives, "an ambiguous choice names its alternatives"


def test_alternatives_are_other_folders_with_reasons() -> None:
    out = decide(ev(W2, [hit("life/gov docs/tax_id.pdf", "[Tax] [Statement] id", 4.0)]))
    assert isinstance(out, Decision)
    for folder, why in out.alternatives:
        assert folder != out.target_folder and why


def test_key_terms_and_queries() -> None:
    terms = key_terms(W2)
    assert "w2" in terms and "2024" in terms
    assert len(terms) <= 12
    queries = neighbour_queries(W2)
    assert 1 <= len(queries) <= 5 and all(q.strip() for q in queries)
    photo = detail("IMG_1.jpg", mime="image/jpeg", image={"taken_at": "2024-03-21T09:02:11", "camera": "iPhone"})
    assert any("March 2024" in q for q in neighbour_queries(photo))


def test_plain_paths_and_capitalised_folders() -> None:
    guideline = "Personal/ID/ - passport, driving licence\nWork/Initech/Payroll/ - payslips and pension statements\n"
    folders = [("Personal/", 2), ("Personal/ID/", 2), ("Work/", 2), ("Work/Initech/", 2), ("Work/Initech/Payroll/", 2)]
    payslip = detail("scan0001.pdf", "Initech Ltd - Payslip. Basic pay 4,850.00 PAYE tax 1,012.00", title="Payslip")
    out = decide(Evidence(guideline=guideline, folders=folders, file=payslip, neighbours=[], past=[]))
    assert isinstance(out, Decision) and out.target_folder == "Work/Initech/Payroll/"


# --------------------------------------------------------------------------- the real index


def _local_client_available() -> bool:
    try:
        import appclient.local  # noqa: F401
    except ImportError:
        return False
    return True


@pytest.mark.skipif(not _local_client_available(), reason="appclient.local (LocalAppClient) does not import yet")
def test_accuracy_on_the_test_library(tmp_path: Path) -> None:
    from tests.benchmarks.organizer_accuracy import evaluate

    result = evaluate(tmp_path / "library")
    assert result["fits"] >= 40
    assert result["organizer_top1"] >= 0.90, result["rows"]
    assert result["organizer_top1"] > result["baseline_top1"] + 0.1
    assert result["declined_correctly"] >= result["nowhere"] - 1


@pytest.mark.skipif(not _local_client_available(), reason="appclient.local (LocalAppClient) does not import yet")
def test_accuracy_on_the_second_library(tmp_path: Path) -> None:
    from tests.benchmarks.organizer_accuracy import evaluate
    from tests.fixtures.library import build_library_b

    root = tmp_path / "library"
    result = evaluate(root, build_library_b(root))
    assert result["organizer_top1"] >= 0.85, result["rows"]


def test_library_is_deterministic(tmp_path: Path) -> None:
    from tests.fixtures.library import build_library

    a = build_library(tmp_path / "a")
    b = build_library(tmp_path / "b")
    assert a == b and len(a) >= 40
    assert sum(1 for v in a.values() if not v) >= 2
    for rel in a:
        assert (tmp_path / "a" / rel).read_bytes() == (tmp_path / "b" / rel).read_bytes(), rel
