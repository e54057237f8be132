"""One contract every search backend must pass, through LocalAppClient (so the SQLite
index stays the source of truth and the backend under test answers the queries).

`sqlite` always runs. `meilisearch` runs whenever MEILI_URL points at a live server
(MEILI_MASTER_KEY if it needs one); otherwise its cases are skipped with that reason."""

from __future__ import annotations

import os
from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from appclient import InvalidQuery, LocalAppClient, MyLifeDBError, Settings

BACKENDS = [
    "sqlite",
    pytest.param(
        "meilisearch",
        marks=[
            pytest.mark.meilisearch,
            pytest.mark.skipif(
                not os.environ.get("MEILI_URL"),
                reason="MEILI_URL is not set: no live Meilisearch server to run the contract against",
            ),
        ],
    ),
]

FILES = {
    "life/gov docs/passport.txt": "Passport of the Republic. Passport number X123. Scan of the photo page.",
    "life/gov docs/drivers license.txt": "Driver license, class B, expires 2030.",
    "life/travel notes.txt": "Remember to bring the passport on the trip to Japan.",
    "lifestyle/yoga.txt": "Yoga schedule and passport-sized photo for the gym card.",
    "work/hotstar/Hotstar_offer.txt": "Offer letter: Senior engineer, salary and joining bonus.",
    "work/hotstar/compensation/payslip-2024-01.txt": "Payslip January 2024 net pay.",
    "notes/recipes/pancakes.md": "# Pancakes\nflour, eggs, milk",
    "life/japan/itinerary.txt": "Ten days in Japan: Tokyo, Kyoto, Osaka.",
}


@pytest.fixture(params=BACKENDS)
async def client(request: pytest.FixtureRequest, tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    root = tmp_path / "lib"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    (root / "inbox").mkdir()
    (root / "inbox/scan-passport.txt").write_text("passport scan from the printer")
    settings = Settings.resolve(
        root=root, state_dir=tmp_path / "state", search_backend=request.param
    )
    c = await LocalAppClient.open(settings)
    await c.index()
    try:
        yield c
    finally:
        if request.param == "meilisearch":
            backend = c._backend
            uid = backend.index_uid  # type: ignore[attr-defined]
            await backend._call("delete the test index", lambda m: m.delete_index(uid))  # type: ignore[attr-defined]
        await c.aclose()


async def test_name_match_ranks_first(client: LocalAppClient) -> None:
    res = await client.search("passport")
    paths = [h.path for h in res.results]
    assert paths[0] in ("life/gov docs/passport.txt", "inbox/scan-passport.txt")
    assert paths.index("life/gov docs/passport.txt") < paths.index("life/travel notes.txt")
    assert res.total_found >= 4


async def test_all_words_first_then_words_dropped_from_the_end(client: LocalAppClient) -> None:
    """Meilisearch's "last" strategy in every backend: files holding every word first, then
    the files holding the first word(s); a file with only a later word never shows."""
    res = await client.search("passport japan")
    paths = [h.path for h in res.results]
    assert paths[0] == "life/travel notes.txt"  # the only file with both words
    assert "life/japan/itinerary.txt" not in paths  # 'japan' alone: dropped from the end
    assert set(paths[1:]) == {
        "life/gov docs/passport.txt",
        "inbox/scan-passport.txt",
        "lifestyle/yoga.txt",
    }
    assert res.total_found == 4 and not res.total_is_estimate  # every file holding 'passport'
    reverse = [h.path for h in (await client.search("japan passport")).results]
    assert reverse[0] == "life/travel notes.txt"
    assert set(reverse) == {"life/travel notes.txt", "life/japan/itinerary.txt"}


async def test_stop_words_are_not_required(client: LocalAppClient) -> None:
    plain = [h.path for h in (await client.search("passport")).results]
    assert [h.path for h in (await client.search("find my passport")).results] == plain
    assert [h.path for h in (await client.search("the pancakes please")).results] == [
        "notes/recipes/pancakes.md"
    ]


async def test_a_typo_in_a_later_word(client: LocalAppClient) -> None:
    res = await client.search("offer hotstr")
    assert res.results[0].path == "work/hotstar/Hotstar_offer.txt"


async def test_folder_filter_is_a_path_prefix(client: LocalAppClient) -> None:
    res = await client.search("passport", folder="life/")
    paths = {h.path for h in res.results}
    assert paths == {"life/gov docs/passport.txt", "life/travel notes.txt"}  # not lifestyle/
    assert all(h.folder.startswith("life/") for h in res.results)


async def test_type_filter(client: LocalAppClient) -> None:
    md = await client.search("pancakes", type="text/markdown")
    assert [h.path for h in md.results] == ["notes/recipes/pancakes.md"]
    none = await client.search("pancakes", type="image/")
    assert none.results == [] and none.total_found == 0


async def test_typo_tolerance(client: LocalAppClient) -> None:
    res = await client.search("hotstr offer")
    assert res.results and res.results[0].path == "work/hotstar/Hotstar_offer.txt"


async def test_match_context_marks_the_hit(client: LocalAppClient) -> None:
    res = await client.search("salary")
    assert res.results[0].path == "work/hotstar/Hotstar_offer.txt"
    assert "[salary]" in res.results[0].match_context.lower()


@pytest.mark.parametrize(
    "text",
    [
        'foo" OR (',
        "NEAR(a b)",
        "*",
        "name:passport",
        "'; DROP TABLE files; --",
        "a AND",
        "(((",
        "ö" * 500,
        "🙂 passport",
    ],
)
async def test_hostile_text_never_breaks(client: LocalAppClient, text: str) -> None:
    try:
        res = await client.search(text)
        assert res.query == text
    except InvalidQuery:
        pass
    assert (await client.search("passport")).results  # still answers


async def test_no_words_is_invalid_query(client: LocalAppClient) -> None:
    for text in ("", "   ", '"', "()*"):
        with pytest.raises(InvalidQuery):
            await client.search(text)


async def test_moves_are_reflected(client: LocalAppClient) -> None:
    sug = await client.create_suggestion(
        "inbox/scan-passport.txt", "life/gov docs/", "a passport scan", 0.9
    )
    res = await client.resolve_suggestion(sug.id, "accept")
    assert res.new_path == "life/gov docs/scan-passport.txt"
    hits = {h.path for h in (await client.search("printer")).results}
    assert hits == {"life/gov docs/scan-passport.txt"}
    await client.undo_move()
    hits = {h.path for h in (await client.search("printer")).results}
    assert hits == {"inbox/scan-passport.txt"}


async def test_deletes_are_reflected(client: LocalAppClient) -> None:
    (client.root / "notes/recipes/pancakes.md").unlink()
    await client.index()
    assert (await client.search("pancakes")).results == []


async def test_bad_filters_are_clear_errors(client: LocalAppClient) -> None:
    with pytest.raises(MyLifeDBError) as e:
        await client.search("passport", folder="lif/gov docs")
    assert e.value.code == "not_found" and "life/gov docs/" in str(e.value)
    with pytest.raises(MyLifeDBError) as e:
        await client.search("passport", folder="../")
    assert e.value.code == "outside_root"
    with pytest.raises(MyLifeDBError) as e:
        await client.search("passport", type="image/*;drop")
    assert e.value.code == "invalid_argument"
