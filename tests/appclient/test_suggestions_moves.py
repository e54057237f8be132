"""Suggestions (validation, one pending per file, resolve, expiry, concurrent accepts) and
journalled moves (never overwrite, undo), over a real library and a real SQLite index."""

from __future__ import annotations

import math
from collections.abc import AsyncIterator
from pathlib import Path

import anyio
import pytest

from appclient import (
    Alternative,
    Conflict,
    InvalidArgument,
    LocalAppClient,
    MyLifeDBError,
    NotFound,
    OutsideRoot,
    ResolveResult,
    Settings,
)

FILES = {
    "guideline.md": "Government documents go to life/gov docs/. Trips go to life/trips/YYYY-MM place/.\n",
    "inbox/passport_scan.txt": "scan of the passport of Maya Chen, number 56781234",
    "inbox/visa.txt": "NEW visa approval letter",
    "inbox/boarding pass.txt": "boarding pass Tokyo Narita gate 12",
    "life/gov docs/visa.txt": "ORIGINAL visa kept since 2019",
    "life/trips/2023-05 lisbon/itinerary.txt": "lisbon itinerary",
    "work/acme/offer.txt": "offer letter",
}


def _settings(tmp_path: Path) -> Settings:
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    root = tmp_path / "lib"
    for rel, text in FILES.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    c = await LocalAppClient.open(_settings(tmp_path))
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


def _where(root: Path, name_start: str) -> list[str]:
    """Every file in the library whose name starts with ``name_start``."""
    return sorted(
        p.relative_to(root).as_posix() for p in root.rglob(f"{name_start}*") if p.is_file()
    )


async def _suggest(
    c: LocalAppClient,
    file_path: str = "inbox/passport_scan.txt",
    target: str = "life/gov docs",
    confidence: float = 0.9,
) -> str:
    s = await c.create_suggestion(
        file_path=file_path,
        target_folder=target,
        reasoning="a passport is a government document",
        confidence=confidence,
    )
    return s.id


# --------------------------------------------------------------------------- create


async def test_create_suggestion_fields(client: LocalAppClient) -> None:
    s = await client.create_suggestion(
        file_path="inbox/passport_scan.txt",
        target_folder="life/gov docs",
        reasoning="  gov doc  ",
        confidence=0.87,
        alternatives=[
            Alternative(folder="work/acme", reasoning="maybe for HR"),
            {"folder": "life/gov docs/", "reasoning": "same as target"},
        ],
    )
    assert s.id.startswith("sug-")
    assert (s.file_path, s.target_folder, s.reasoning, s.confidence) == (
        "inbox/passport_scan.txt",
        "life/gov docs/",
        "gov doc",
        0.87,
    )
    assert (s.status, s.source, s.creates_folder, s.resolved_at) == ("pending", "mcp", False, None)
    assert [a.folder for a in s.alternatives] == [
        "work/acme/"
    ]  # the target is not its own alternative
    assert await client.get_suggestion(s.id) == s


@pytest.mark.parametrize("confidence", [-0.1, 1.1, math.nan, math.inf, True, False, "0.5", None])
async def test_create_refuses_bad_confidence(client: LocalAppClient, confidence: object) -> None:
    with pytest.raises(InvalidArgument) as info:
        await client.create_suggestion(
            "inbox/passport_scan.txt", "life/gov docs", "fits", confidence
        )  # type: ignore[arg-type]
    assert info.value.code == "invalid_argument"


async def test_create_validation(client: LocalAppClient) -> None:
    ok = {"reasoning": "fits", "confidence": 0.5}
    with pytest.raises(NotFound):
        await client.create_suggestion("inbox/missing.pdf", "life/gov docs", **ok)
    with pytest.raises(OutsideRoot):
        await client.create_suggestion("inbox/passport_scan.txt", "../elsewhere", **ok)
    with pytest.raises(OutsideRoot):
        await client.create_suggestion("inbox/passport_scan.txt", "/tmp", **ok)
    for reasoning in ("", "   ", None):
        with pytest.raises(InvalidArgument):
            await client.create_suggestion(
                "inbox/passport_scan.txt", "life/gov docs", reasoning, 0.5
            )  # type: ignore[arg-type]
    for target in ("inbox/", "inbox", "inbox/sub", "", "  ", "/"):
        with pytest.raises(MyLifeDBError) as info:
            await client.create_suggestion("inbox/passport_scan.txt", target, **ok)
        assert info.value.code in ("invalid_argument", "outside_root"), target
    for target in ("inbox/", "inbox/sub", ""):
        with pytest.raises(InvalidArgument):
            await client.create_suggestion("inbox/passport_scan.txt", target, **ok)
    with pytest.raises(InvalidArgument):  # a file is not a folder
        await client.create_suggestion("inbox/passport_scan.txt", "work/acme/offer.txt", **ok)
    with pytest.raises(InvalidArgument):  # already there
        await client.create_suggestion("life/gov docs/visa.txt", "life/gov docs/", **ok)
    with pytest.raises(OutsideRoot):
        await client.create_suggestion(
            "inbox/passport_scan.txt",
            "life/gov docs",
            "fits",
            0.5,
            alternatives=[Alternative(folder="../x", reasoning="no")],
        )
    assert (await client.list_suggestions(status=None)).suggestions == []


async def test_text_that_sqlite_cannot_store_is_handled(client: LocalAppClient) -> None:
    # JSON may carry lone surrogates ("\ud800"); they must not crash the core.
    s = await client.create_suggestion(
        "inbox/visa.txt",
        "life/gov docs",
        "visa \ud800 letter",
        0.5,
        alternatives=[Alternative(folder="work", reasoning="\udcff")],
        source="agent:\ud800",
    )
    assert s.reasoning == "visa ? letter"
    assert s.alternatives[0].reasoning == "?"
    assert s.source == "agent:?"
    with pytest.raises(InvalidArgument):
        await client.get_suggestion("sug-\ud800")
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion("sug-\ud800", "accept")


async def test_new_folder_inside_an_existing_top_level_folder(client: LocalAppClient) -> None:
    s = await client.create_suggestion(
        "inbox/boarding pass.txt",
        "life/trips/2024-03 japan",
        "a new trip folder, as the guideline asks",
        0.8,
    )
    assert (s.target_folder, s.creates_folder) == ("life/trips/2024-03 japan/", True)
    assert not (client.root / "life" / "trips" / "2024-03 japan").exists()  # only on accept
    res = await client.resolve_suggestion(s.id, "accept")
    assert res.new_path == "life/trips/2024-03 japan/boarding pass.txt"
    assert (client.root / res.new_path).read_text() == FILES["inbox/boarding pass.txt"]
    tree = await client.get_folder_tree(depth=3)
    life = next(n for n in tree.children if n.path == "life/")
    trips = next(n for n in life.children if n.path == "life/trips/")
    assert "life/trips/2024-03 japan/" in [n.path for n in trips.children]


async def test_new_top_level_typo_folder_is_not_found_with_a_hint(client: LocalAppClient) -> None:
    with pytest.raises(NotFound) as info:
        await client.create_suggestion("inbox/passport_scan.txt", "lif/gov docs", "gov doc", 0.7)
    assert "closest: 'life/gov docs/'" in str(info.value)
    assert (await client.list_suggestions(status=None)).suggestions == []


# --------------------------------------------------------------------------- lifecycle


async def test_one_pending_suggestion_per_file(client: LocalAppClient) -> None:
    first = await _suggest(client, target="work/acme")
    second = await _suggest(client, target="life/gov docs")
    pending = (await client.list_suggestions()).suggestions
    assert [s.id for s in pending] == [second]
    expired = (await client.list_suggestions(status="expired")).suggestions
    assert [s.id for s in expired] == [first]
    assert expired[0].resolved_at is not None
    with pytest.raises(Conflict):
        await client.resolve_suggestion(first, "accept")
    assert _where(client.root, "passport_scan") == ["inbox/passport_scan.txt"]


async def test_list_by_status_and_reject(client: LocalAppClient) -> None:
    a = await _suggest(client)
    b = await _suggest(client, file_path="inbox/visa.txt", target="life/gov docs")
    assert {s.id for s in (await client.list_suggestions()).suggestions} == {a, b}
    res = await client.resolve_suggestion(a, "reject")
    assert res == ResolveResult(success=True, file_moved=False, new_path=None)
    assert _where(client.root, "passport_scan") == ["inbox/passport_scan.txt"]
    assert [s.id for s in (await client.list_suggestions(status="pending")).suggestions] == [b]
    rejected = (await client.list_suggestions(status="rejected")).suggestions
    assert [s.id for s in rejected] == [a] and rejected[0].resolved_at is not None
    assert (await client.list_suggestions(status="accepted")).suggestions == []
    assert len((await client.list_suggestions(status=None)).suggestions) == 2
    assert len((await client.list_suggestions(status=None, limit=1)).suggestions) == 1
    with pytest.raises(InvalidArgument):
        await client.list_suggestions(status="done")  # type: ignore[arg-type]


async def test_choose_moves_to_the_chosen_folder(client: LocalAppClient) -> None:
    sid = await _suggest(client, target="work/acme")
    res = await client.resolve_suggestion(sid, "choose", target_folder="life/gov docs/")
    assert (res.success, res.file_moved, res.new_path) == (
        True,
        True,
        "life/gov docs/passport_scan.txt",
    )
    assert _where(client.root, "passport_scan") == ["life/gov docs/passport_scan.txt"]
    s = await client.get_suggestion(sid)
    assert (s.status, s.target_folder) == ("accepted", "life/gov docs/")
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion(
            await _suggest(client, "inbox/visa.txt", "work/acme"), "choose"
        )


async def test_accept_moves_the_file_and_updates_the_index(client: LocalAppClient) -> None:
    before = await client.get_file("inbox/passport_scan.txt")
    sid = await _suggest(client)
    res = await client.resolve_suggestion(sid, "accept")
    assert (res.success, res.file_moved, res.new_path, res.renamed) == (
        True,
        True,
        "life/gov docs/passport_scan.txt",
        False,
    )
    assert _where(client.root, "passport_scan") == ["life/gov docs/passport_scan.txt"]
    hits = [h.path for h in (await client.search("56781234")).results]
    assert hits == ["life/gov docs/passport_scan.txt"]
    by_name = (await client.search("passport_scan")).results
    assert [(h.path, h.folder) for h in by_name] == [
        ("life/gov docs/passport_scan.txt", "life/gov docs/")
    ]
    assert [h.path for h in (await client.search("passport", folder="inbox/")).results] == []
    after = await client.get_file("life/gov docs/passport_scan.txt")
    assert after.created_at == before.created_at and after.digests == before.digests
    with pytest.raises(NotFound):
        await client.get_file("inbox/passport_scan.txt")
    assert (await client.get_suggestion(sid)).status == "accepted"
    stats = await client.index()  # the index already agrees with the disk
    assert (stats.added, stats.removed, stats.renamed, stats.updated) == (0, 0, 0, 0)


async def _stored_status(client: LocalAppClient, sid: str) -> str:
    rows = await client.db.writer.execute_fetchall(
        "SELECT status FROM suggestions WHERE id=?", (sid,)
    )
    return str(list(rows)[0][0])


async def test_suggestion_for_a_deleted_file_expires(client: LocalAppClient) -> None:
    sid = await _suggest(client)
    (client.root / "inbox" / "passport_scan.txt").unlink()
    signature = await client.suggestions_signature()
    assert (await client.list_suggestions()).suggestions == []
    assert [s.id for s in (await client.list_suggestions(status="expired")).suggestions] == [sid]
    assert [s.status for s in (await client.list_suggestions(status=None)).suggestions] == [
        "expired"
    ]
    assert (await client.get_suggestion(sid)).status == "expired"
    # Reading wrote nothing (list_suggestions is offered to read-only clients) ...
    assert await _stored_status(client, sid) == "pending"
    assert await client.suggestions_signature() == signature
    # ... the refresh that follows the deletion records it.
    await client.refresh(["inbox/passport_scan.txt"])
    assert await _stored_status(client, sid) == "expired"
    assert await client.suggestions_signature() != signature
    with pytest.raises(Conflict):
        await client.resolve_suggestion(sid, "accept")


async def test_listing_pending_suggestions_skips_gone_files_within_the_limit(
    client: LocalAppClient,
) -> None:
    first = await _suggest(client)
    second = await _suggest(client, "inbox/visa.txt")
    third = await _suggest(client, "inbox/boarding pass.txt", "life/trips/2023-05 lisbon")
    (client.root / "inbox" / "visa.txt").unlink()
    assert [s.id for s in (await client.list_suggestions(limit=2)).suggestions] == [third, first]
    assert [s.id for s in (await client.list_suggestions(status=None, limit=2)).suggestions] == [
        third,
        second,
    ]


async def test_suggestion_whose_file_vanished_before_accept(client: LocalAppClient) -> None:
    sid = await _suggest(client)
    (client.root / "inbox" / "passport_scan.txt").rename(client.root / "inbox" / "elsewhere.txt")
    with pytest.raises(Conflict):
        await client.resolve_suggestion(sid, "accept")
    assert (await client.get_suggestion(sid)).status == "expired"
    assert _where(client.root, "elsewhere") == ["inbox/elsewhere.txt"]


async def test_unknown_id_and_resolving_twice(client: LocalAppClient) -> None:
    with pytest.raises(NotFound):
        await client.resolve_suggestion("sug-000000000000", "accept")
    with pytest.raises(NotFound):
        await client.get_suggestion("nope")
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion("", "accept")
    sid = await _suggest(client)
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion(sid, "delete")  # type: ignore[arg-type]
    with pytest.raises(InvalidArgument):
        await client.resolve_suggestion(sid, "accept", target_folder="work/acme")
    await client.resolve_suggestion(sid, "accept")
    for action in ("accept", "reject", "choose"):
        with pytest.raises(Conflict) as info:
            await client.resolve_suggestion(
                sid, action, target_folder="work/acme" if action == "choose" else None
            )  # type: ignore[arg-type]
        assert "already accepted" in str(info.value)
    assert _where(client.root, "passport_scan") == ["life/gov docs/passport_scan.txt"]


# --------------------------------------------------------------------------- concurrency


async def _accept_all(clients: list[LocalAppClient], sid: str) -> list[object]:
    outcomes: list[object] = []

    async def accept(c: LocalAppClient) -> None:
        try:
            outcomes.append(await c.resolve_suggestion(sid, "accept"))
        except MyLifeDBError as exc:
            outcomes.append(exc)

    async with anyio.create_task_group() as tg:
        for c in clients:
            tg.start_soon(accept, c)
    return outcomes


def _exactly_one_winner(outcomes: list[object]) -> ResolveResult:
    wins = [o for o in outcomes if isinstance(o, ResolveResult)]
    losses = [o for o in outcomes if not isinstance(o, ResolveResult)]
    assert len(wins) == 1, outcomes
    assert len(losses) == len(outcomes) - 1 and all(isinstance(o, Conflict) for o in losses), (
        outcomes
    )
    return wins[0]


async def test_two_concurrent_accepts_on_one_client(client: LocalAppClient) -> None:
    sid = await _suggest(client)
    win = _exactly_one_winner(await _accept_all([client, client], sid))
    assert win.new_path == "life/gov docs/passport_scan.txt"
    assert _where(client.root, "passport_scan") == ["life/gov docs/passport_scan.txt"]
    assert (await client.get_suggestion(sid)).status == "accepted"


async def test_two_concurrent_accepts_from_two_clients(
    client: LocalAppClient, tmp_path: Path
) -> None:
    sid = await _suggest(client)
    # Two connections to the same index: two processes' worth of SQLite locking.
    a = await LocalAppClient.open(_settings(tmp_path))
    b = await LocalAppClient.open(_settings(tmp_path))
    try:
        win = _exactly_one_winner(await _accept_all([a, b], sid))
        assert win.new_path == "life/gov docs/passport_scan.txt"
        assert (await b.get_file("life/gov docs/passport_scan.txt")).size == len(
            FILES["inbox/passport_scan.txt"]
        )
        assert [h.path for h in (await a.search("56781234")).results] == [
            "life/gov docs/passport_scan.txt"
        ]
    finally:
        await a.aclose()
        await b.aclose()
    assert _where(client.root, "passport_scan") == ["life/gov docs/passport_scan.txt"]
    assert (await client.get_suggestion(sid)).status == "accepted"
    rows = await client.db.writer.execute_fetchall("SELECT status FROM moves")
    assert [r[0] for r in rows] == ["done"]


# --------------------------------------------------------------------------- moves


async def test_move_onto_an_existing_name_keeps_both(client: LocalAppClient) -> None:
    root = client.root
    rec = await client.move_file("inbox/visa.txt", "life/gov docs")
    assert (rec.source, rec.destination, rec.renamed, rec.status) == (
        "inbox/visa.txt",
        "life/gov docs/visa (1).txt",
        True,
        "done",
    )
    assert (root / "life/gov docs/visa.txt").read_text() == FILES["life/gov docs/visa.txt"]
    assert (root / "life/gov docs/visa (1).txt").read_text() == FILES["inbox/visa.txt"]
    (root / "inbox" / "visa.txt").write_text("THIRD visa")
    await client.refresh(["inbox/visa.txt"])
    rec2 = await client.move_file("inbox/visa.txt", "life/gov docs/")
    assert (rec2.destination, rec2.renamed) == ("life/gov docs/visa (2).txt", True)
    assert _where(root, "visa") == [
        "life/gov docs/visa (1).txt",
        "life/gov docs/visa (2).txt",
        "life/gov docs/visa.txt",
    ]
    assert (root / "life/gov docs/visa.txt").read_text() == FILES["life/gov docs/visa.txt"]
    hits = {h.path for h in (await client.search("visa")).results}
    assert hits == {
        "life/gov docs/visa.txt",
        "life/gov docs/visa (1).txt",
        "life/gov docs/visa (2).txt",
    }

    # Undo walks back one move at a time.
    undo = await client.undo_move()
    assert (undo.source, undo.destination) == ("life/gov docs/visa (2).txt", "inbox/visa.txt")
    assert (root / "inbox" / "visa.txt").read_text() == "THIRD visa"
    undo2 = await client.undo_move()
    assert (undo2.source, undo2.destination, undo2.renamed) == (
        "life/gov docs/visa (1).txt",
        "inbox/visa (1).txt",
        True,
    )  # the name was taken again
    assert (root / "inbox" / "visa (1).txt").read_text() == FILES["inbox/visa.txt"]
    assert _where(root, "visa") == [
        "inbox/visa (1).txt",
        "inbox/visa.txt",
        "life/gov docs/visa.txt",
    ]
    with pytest.raises(NotFound):
        await client.undo_move()
    stats = await client.index()
    assert (stats.added, stats.removed, stats.renamed) == (0, 0, 0)


async def test_undo_restores_the_original_place(client: LocalAppClient) -> None:
    with pytest.raises(NotFound):
        await client.undo_move()
    rec = await client.move_file("work/acme/offer.txt", "life/trips/2023-05 lisbon")
    assert rec.destination == "life/trips/2023-05 lisbon/offer.txt" and not rec.renamed
    undo = await client.undo_move()
    assert undo.destination == "work/acme/offer.txt"
    assert (client.root / "work/acme/offer.txt").read_text() == "offer letter"
    assert not (client.root / "life/trips/2023-05 lisbon/offer.txt").exists()
    assert [h.path for h in (await client.search("offer")).results] == ["work/acme/offer.txt"]
    rows = await client.db.writer.execute_fetchall("SELECT status FROM moves ORDER BY id")
    assert [r[0] for r in rows] == ["undone", "done"]


async def test_move_missing_file_and_bad_targets(client: LocalAppClient) -> None:
    with pytest.raises(NotFound):
        await client.move_file("inbox/missing.txt", "life/gov docs")
    with pytest.raises(InvalidArgument):
        await client.move_file("inbox/visa.txt", "inbox/")
    with pytest.raises(InvalidArgument):
        await client.move_file("inbox/visa.txt", "work/acme/offer.txt")
    with pytest.raises(Conflict):  # already there: not renamed to 'offer (1).txt' in place
        await client.move_file("work/acme/offer.txt", "work/acme/")
    assert _where(client.root, "visa") == ["inbox/visa.txt", "life/gov docs/visa.txt"]
    assert _where(client.root, "offer") == ["work/acme/offer.txt"]


async def test_move_over_a_stale_index_entry(client: LocalAppClient) -> None:
    """The destination name is free on disk but the index still has a file there (deleted
    outside mylifedb, no rescan yet): the move succeeds and the index follows the disk."""
    (client.root / "life" / "gov docs" / "visa.txt").unlink()
    rec = await client.move_file("inbox/visa.txt", "life/gov docs")
    assert (rec.destination, rec.renamed) == ("life/gov docs/visa.txt", False)
    assert (client.root / "life/gov docs/visa.txt").read_text() == FILES["inbox/visa.txt"]
    detail = await client.get_file("life/gov docs/visa.txt")
    assert "NEW visa" in detail.digests["text"]["content"]
    assert [h.path for h in (await client.search("visa")).results] == ["life/gov docs/visa.txt"]
    stats = await client.index()
    assert (stats.added, stats.removed, stats.renamed, stats.updated) == (0, 0, 0, 0)
    # A fresh client (recovery runs in open) is just as happy.
    again = await LocalAppClient.open(client.settings)
    await again.aclose()


async def test_reads_write_nothing(client: LocalAppClient) -> None:
    """Everything offered to a read-only client leaves the index as it was, even with a
    suggestion whose file is gone (listing it used to expire it)."""
    import sqlite3

    sid = await _suggest(client)
    await _suggest(client, "inbox/visa.txt")
    (client.root / "inbox" / "passport_scan.txt").unlink()

    def dump() -> list[str]:
        conn = sqlite3.connect(client.settings.db_path)
        try:
            return list(conn.iterdump())
        finally:
            conn.close()

    before = dump()
    await client.search("visa")
    await client.get_file("inbox/visa.txt")
    await client.get_folder_tree(depth=5)
    await client.read_guideline()
    await client.list_recent_files(limit=100)
    for status in ("pending", "expired", "accepted", "rejected", None):
        await client.list_suggestions(status=status)  # type: ignore[arg-type]
    assert (await client.get_suggestion(sid)).status == "expired"
    await client.pending_suggestion("inbox/visa.txt")
    await client.list_runs()
    await client.suggestions_signature()
    assert dump() == before
