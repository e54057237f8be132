"""The commands of the third round, in-process through click: remember / directives / forget
(and the next `organize` follows the directive), moves and `undo --run` (a `watch
--auto-accept` batch taken back, its new folder removed), show and recent. Real library, the
offline organizer, real files."""

from __future__ import annotations

import json
from pathlib import Path

from tests.cli.helpers import make_lib, run

RECEIPTS = {
    "guideline.md": "# Where things go\n\n- Receipts from shops: `shopping/receipts/`\n"
    "- Groceries planning: `household/food/`\n",
    "shopping/receipts/aldi-2025-01.txt": "ALDI SUED receipt 2025-01-04. Milk 1.09 EUR. "
    "Total 3.58 EUR. Thank you for shopping.",
    "shopping/receipts/rewe-2025-01.txt": "REWE receipt 2025-01-11. Apples 2.99 EUR. "
    "Total 6.48 EUR. Card payment.",
    "shopping/receipts/lidl-2024-12.txt": "LIDL receipt 2024-12-20. Butter 1.99 EUR. "
    "Total 4.78 EUR. Card payment.",
    "household/food/meal-plan.txt": "Meal plan: pasta Monday, soup Tuesday.",
    "household/food/shopping-list.txt": "Shopping list: tomatoes, onions, rice.",
    "inbox/lidl-2025-03.txt": "LIDL receipt 2025-03-09. Coffee 4.99 EUR. Total 6.18 EUR. "
    "Card payment.",
}


def test_remember_changes_what_organize_suggests_and_forget_takes_it_back(
    tmp_path: Path,
) -> None:
    lib = make_lib(tmp_path, RECEIPTS)
    r = run("remember", "Lidl receipts go to household/food/", *lib.args, "--json")
    assert r.code == 0, r.err
    did = json.loads(r.out)["id"]
    assert "## Directives" in (lib.root / "guideline.md").read_text()
    listed = run("directives", *lib.args)
    assert did in listed.out and "Lidl receipts go to household/food/" in listed.out

    r = run("organize", "inbox/lidl-2025-03.txt", "--provider", "local", *lib.args, "--json")
    (row,) = json.loads(r.out)["results"]
    assert row["target_folder"] == "household/food/" and "directive" in row["reasoning"]

    r = run("forget", did, *lib.args)
    assert r.code == 0 and f"forgot {did}" in r.out
    assert did not in (lib.root / "guideline.md").read_text()
    r = run("organize", "inbox/lidl-2025-03.txt", "--provider", "local", *lib.args, "--json")
    assert json.loads(r.out)["results"][0]["target_folder"] == "shopping/receipts/"
    r = run("forget", did, *lib.args)
    assert r.code == 1 and r.err.startswith("error: ") and "no directive" in r.err


TRIP = {
    "guideline.md": "Trips go to life/trips/YYYY-MM place/. IDs and visas go to life/gov docs/.\n",
    "life/gov docs/passport.txt": "Passport of Jane Doe, number X123",
    "life/trips/2024-03 japan/itinerary.txt": "Itinerary Tokyo Kyoto March 2024 flight hotel",
    "inbox/visa.txt": "Visa approval letter for Jane Doe, passport X123",
    "inbox/itinerary-iceland.txt": "Itinerary Reykjavik June 2025 flight hotel 2025-06-12",
}


def test_an_auto_accept_run_is_listed_and_undone_as_one(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, TRIP)
    r = run("watch", "--once", "--provider", "local", "--auto-accept", "0.5", *lib.args)
    assert r.code == 0, r.err
    moves = json.loads(run("moves", *lib.args, "--json").out)["moves"]
    assert {m["source"] for m in moves} == {"inbox/visa.txt", "inbox/itinerary-iceland.txt"}
    (run_id,) = {m["run_id"] for m in moves}
    assert run_id.startswith("run-")
    made = [m["created_folder"] for m in moves if m.get("created_folder")]
    assert made and all(not f.startswith("inbox") for f in made)
    table = run("moves", *lib.args)
    assert f"mylifedb undo --run {run_id}" in table.out

    r = run("undo", "--run", run_id, *lib.args)
    assert r.code == 0, r.err
    assert "2 files moved back" in r.out
    assert (lib.root / "inbox/visa.txt").is_file()
    assert (lib.root / "inbox/itinerary-iceland.txt").is_file()
    for folder in made:
        assert not (lib.root / folder).exists(), folder
    assert (lib.root / "life/gov docs").is_dir() and (
        lib.root / "life/trips/2024-03 japan"
    ).is_dir()
    pending = json.loads(run("suggestions", *lib.args, "--json").out)["suggestions"]
    assert len(pending) == 2
    again = run("undo", "--run", run_id, *lib.args)
    assert again.code == 1 and "already undone" in again.err


def test_show_and_recent(tmp_path: Path) -> None:
    lib = make_lib(tmp_path, TRIP)
    r = run("show", "inbox/visa.txt", *lib.args)
    assert r.code == 0, r.err
    assert "text/plain" in r.out and "Visa approval letter" in r.out
    detail = json.loads(run("show", "inbox/visa.txt", *lib.args, "--json").out)
    assert detail["digests"]["text"]["content"].startswith("Visa approval letter")
    r = run("show", str(lib.root / "life/gov docs/passport.txt"), *lib.args)
    assert r.code == 0 and "Passport of Jane Doe" in r.out
    missing = run("show", "inbox/nope.txt", *lib.args)
    assert missing.code == 1 and missing.err.startswith("error: ")
    files = json.loads(run("recent", "--folder", "inbox/", *lib.args, "--json").out)["files"]
    assert {f["path"] for f in files} == {"inbox/visa.txt", "inbox/itinerary-iceland.txt"}
    r = run("recent", "--limit", "2", *lib.args)
    assert r.code == 0 and "mime_type" in r.out and "\n\n" in r.out  # two cards, a blank line apart
