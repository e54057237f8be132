"""What the offline organizer does on a real library (real files, real index): it learns
from the library's files, its guideline and every decision. Behaviour, not accuracy: the
accuracy figures live in tests/benchmarks/organizer_accuracy.py."""

from __future__ import annotations

from pathlib import Path

from appclient import LocalAppClient
from server.organizer import Decision, Decline
from server.organizer.store import gather
from tests.organizer.conftest import ask, fit, open_lib, photo


def _put(client: LocalAppClient, rel: str, text: str) -> None:
    path = client.root / rel
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


async def test_files_go_where_similar_files_are(lib: LocalAppClient) -> None:
    _put(
        lib,
        "inbox/scan_0007.txt",
        "Globex payslip December 2024. Gross salary 5,200. Net pay 3,905.",
    )
    out = await ask(lib, "inbox/scan_0007.txt")
    assert isinstance(out, Decision) and out.target_folder == "work/comp/"
    assert "payslip" in out.reasoning and 0.5 <= out.confidence <= 0.99


async def test_the_guidelines_rule_beats_similarity(lib: LocalAppClient) -> None:
    # the W-2 reads much like the tax return (which mentions a W-2), but the guideline says
    # employer W-2s go to work/comp/, not money/taxes/
    _put(
        lib,
        "inbox/w2.txt",
        "Form W-2 Wage and Tax Statement 2024. Employer Globex. Wages, tips 62,400. "
        "Federal income tax withheld 9,100. Copy B for the tax return.",
    )
    out = await ask(lib, "inbox/w2.txt")
    assert isinstance(out, Decision)
    assert out.target_folder == "work/comp/"
    assert all(folder != "money/taxes/" for folder, _ in out.alternatives)


async def test_a_rejection_changes_the_next_suggestion(lib: LocalAppClient) -> None:
    _put(
        lib,
        "inbox/notes.md",
        "Ideas for the balcony: tomatoes, basil and a small compost bin next spring.",
    )
    first = await ask(lib, "inbox/notes.md")
    assert isinstance(first, Decision) and first.target_folder == "notes/misc/"
    s = await lib.create_suggestion(
        "inbox/notes.md", first.target_folder, first.reasoning, first.confidence
    )
    await lib.resolve_suggestion(s.id, "reject")
    again = await ask(lib, "inbox/notes.md")
    assert isinstance(again, Decline) or again.target_folder != "notes/misc/"
    # and a file just like it is not sent there either
    _put(
        lib,
        "inbox/notes2.md",
        "Ideas for the balcony: tomatoes, basil and a small compost bin next spring!",
    )
    like = await ask(lib, "inbox/notes2.md")
    assert isinstance(like, Decline) or like.target_folder != "notes/misc/"


async def test_an_accepted_example_pulls_a_similar_new_file(lib: LocalAppClient) -> None:
    text = "Vet visit for Miso the cat: vaccination booster, weight 4.1 kg, next check-up in a year. Invoice 85."
    _put(lib, "inbox/vet-1.txt", text)
    before = await ask(lib, "inbox/vet-1.txt")
    assert not (isinstance(before, Decision) and before.target_folder == "life/pets/")
    (lib.root / "life/pets").mkdir(parents=True)
    s = await lib.create_suggestion("inbox/vet-1.txt", "notes/misc/", "a guess", 0.5)
    await lib.resolve_suggestion(s.id, "choose", "life/pets/")  # the person chose another folder
    _put(lib, "inbox/vet-2.txt", text.replace("booster", "check").replace("4.1", "4.3"))
    after = await ask(lib, "inbox/vet-2.txt")
    assert isinstance(after, Decision) and after.target_folder == "life/pets/"


async def test_choosing_another_folder_is_read_as_refusing_the_first(lib: LocalAppClient) -> None:
    """A 'choose' teaches twice: the chosen folder gains an example, and the folder first
    suggested is refused for files like this one (the core keeps what was suggested)."""
    _put(
        lib,
        "inbox/notes.md",
        "Ideas for the balcony: tomatoes, basil and a small compost bin next spring.",
    )
    (lib.root / "life/garden").mkdir(parents=True)
    await lib.index()
    s = await lib.create_suggestion("inbox/notes.md", "notes/misc/", "a guess", 0.6)
    await lib.resolve_suggestion(s.id, "choose", "life/garden/")
    snap = await gather(lib.corpus(), "", [])
    learned = {(d.status, d.folder) for d in snap.decisions if d.file_path == "inbox/notes.md"}
    assert learned == {("accepted", "life/garden/"), ("rejected", "notes/misc/")}


async def test_photos_go_by_their_exif_date(lib: LocalAppClient) -> None:
    photo(lib.root / "inbox/IMG_0103.jpg", "2024:03:14 08:00:00")  # during the Lisbon trip
    photo(lib.root / "inbox/IMG_0200.jpg", "2024:08:30 08:00:00")  # an ordinary day of 2024
    photo(lib.root / "inbox/IMG_0300.jpg", "2025:02:01 08:00:00")  # a year with no folder yet
    photo(lib.root / "inbox/IMG_0104.jpg", "2024:03:25 08:00:00", ifd0_only=True)  # after the trip
    model = await fit(lib)
    trip = await ask(lib, "inbox/IMG_0103.jpg", model)
    assert isinstance(trip, Decision) and trip.target_folder == "life/trips/2024-03 lisbon/"
    assert "2024-03-14" in trip.reasoning
    year = await ask(lib, "inbox/IMG_0200.jpg", model)
    assert isinstance(year, Decision) and year.target_folder == "life/photos/2024/"
    new = await ask(lib, "inbox/IMG_0300.jpg", model)
    assert (
        isinstance(new, Decision)
        and new.target_folder == "life/photos/2025/"
        and new.creates_folder
    )
    assert "does not exist yet" in new.reasoning
    after = await ask(lib, "inbox/IMG_0104.jpg", model)  # IFD0 DateTime is a date too
    assert isinstance(after, Decision) and after.target_folder == "life/photos/2024/"


async def test_a_trip_booking_makes_a_new_trip_folder(lib: LocalAppClient) -> None:
    _put(
        lib,
        "inbox/booking.txt",
        "Your trip to Porto is booked! Flight TP 201 Newark to Porto, 12 June 2025. "
        "Return flight 20 June 2025. Booking reference K7QX2P.",
    )
    out = await ask(lib, "inbox/booking.txt")
    assert isinstance(out, Decision)
    assert out.target_folder == "life/trips/2025-06 porto/" and out.creates_folder


async def test_files_that_fit_nowhere_are_declined_with_a_reason(lib: LocalAppClient) -> None:
    _put(lib, "inbox/untitled.txt", "asdf qwer zxcv 1234")
    out = await ask(lib, "inbox/untitled.txt")
    assert isinstance(out, Decline)
    assert out.reason.startswith("untitled.txt: ") and "left in the inbox" in out.reason


async def test_a_new_library_works_from_its_guideline_alone(tmp_path: Path) -> None:
    from importlib import resources

    guideline = resources.files("resources").joinpath("guideline.example.md").read_text()
    client = await open_lib(
        tmp_path,
        {
            "guideline.md": guideline,
            "inbox/scan_0001.txt": "PASSPORT\nSurname: DOE  Given names: JANE\nPassport No. X1234567\n",
            "inbox/palak-paneer.md": "# Palak paneer recipe\n\nServes 4. Spinach, paneer, onion, garam masala.\n",
            "inbox/untitled.txt": "asdf\n",
        },
    )
    try:
        passport = await ask(client, "inbox/scan_0001.txt")
        assert isinstance(passport, Decision) and passport.target_folder == "life/gov docs/"
        assert passport.creates_folder
        recipe = await ask(client, "inbox/palak-paneer.md")
        assert isinstance(recipe, Decision) and recipe.target_folder == "notes/recipes/"
        assert isinstance(await ask(client, "inbox/untitled.txt"), Decline)
        # the core takes a suggestion for a folder the guideline names, though none exists yet
        s = await client.create_suggestion(
            "inbox/scan_0001.txt", passport.target_folder, passport.reasoning, passport.confidence
        )
        assert s.creates_folder
    finally:
        await client.aclose()


async def test_period_folders_are_named_like_their_siblings(tmp_path: Path) -> None:
    files = {"guideline.md": "Invoices I send go in Business/Invoices/, one folder per tax year.\n"}
    for year, months in ((2023, (5, 8, 11, 2)), (2024, (4, 7, 10, 1))):
        for n, month in enumerate(months):
            y = year if month >= 4 else year + 1
            files[f"Business/Invoices/{year}-{(year + 1) % 100:02d}/INV-{year}{n}.txt"] = (
                f"Invoice INV-{year}{n} to Halden Rowe for illustration work. Invoice date {y}-{month:02d}-10. "
                "Total due within 30 days."
            )
    files["inbox/INV-0420.txt"] = (
        "Invoice INV-0420 to Halden Rowe for illustration work. Invoice date "
        "2025-05-02. Total due within 30 days."
    )
    client = await open_lib(tmp_path, files)
    try:
        out = await ask(client, "inbox/INV-0420.txt")
        assert isinstance(out, Decision)
        assert out.target_folder == "Business/Invoices/2025-26/" and out.creates_folder
    finally:
        await client.aclose()


async def test_a_new_trip_is_named_by_its_place_not_a_common_word(lib: LocalAppClient) -> None:
    """'Hotel', 'Your', 'Confirmation' start its sentences and its heading; the place the
    booking is about is Lisbon, which the text names where no sentence starts."""
    _put(
        lib,
        "inbox/confirmation.txt",
        "Hotel Confirmation\n\nYour reservation is confirmed. Hotel Alfama Patio, Rua das "
        "Escolas Gerais 3, 1100-218 Lisbon. Check-in 14 May 2025, check-out 18 May 2025. "
        "Hotel reception is open all night. Your booking number is 55120.",
    )
    out = await ask(lib, "inbox/confirmation.txt")
    assert isinstance(out, Decision) and out.creates_folder
    assert out.target_folder == "life/trips/2025-05 lisbon/"
