"""How search is stored: each text once (external-content FTS5 over the digests), kept
consistent through scans, edits, renames, deletes and moves (FTS5's own integrity-check
compares the index with the views it was built from), the upgrade of an index built by the
previous schema, the process-pool indexing path, and the typo dictionary.

Everything is real: libraries in tmp_path, SQLite files, the real digesters."""

from __future__ import annotations

import json
import os
import sqlite3
import threading
import time
from pathlib import Path

import pytest
from fpdf import FPDF
from PIL import Image

import appclient.index.indexer
import appclient.index.readers
import appclient.index.reading
from appclient import LocalAppClient, Settings
from appclient import digests as dg
from appclient.search import fts, typos
from appclient.search.words import name_words
from appclient.state import migrations

FILES = {
    "notes/plain.txt": "Quarterly budget for the household",
    "notes/empty.txt": "",
    "notes/nul.txt": "before\x00after the nul",
    "notes/long.txt": "lorem ipsum " * 12_000 + "needle at the very end",
    "notes/emoji 🙂.md": "# Party 🎉\nbring the 🍰 and the passport",
    "notes/page.html": "<html><head><title>Saved page</title></head><body><p>Zeppelin museum</p></body></html>",
    "notes/blob.bin": "\x00\x01\x02binary",
    "PassportScan_2024.txt": "scan of the passport, camel case name",
    "notes/cut.txt": "x " * 125 + "zorblaxian words",  # a word across the 256-character lead
}


def _pdf(path: Path, body: str = "Passport number 56781234") -> None:
    pdf = FPDF()
    pdf.set_title("Passport scan")
    pdf.set_author("Maya Chen")
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.multi_cell(0, 8, body)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(pdf.output()))


def build(root: Path) -> None:
    for rel, text in FILES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    _pdf(root / "life" / "gov docs" / "passport.pdf")
    img = Image.new("RGB", (40, 30), (10, 200, 30))
    exif = Image.Exif()
    exif[0x0110] = "iPhone 13"
    exif.get_ifd(0x8769)[0x9003] = "2023:07:14 18:30:00"
    (root / "photos").mkdir()
    img.save(root / "photos" / "beach.jpg", "JPEG", exif=exif)


def fts_consistent(path: Path) -> None:
    """FTS5's integrity-check with rank=1 also compares the index with its content views:
    it fails if any row was indexed with values the views no longer show."""
    conn = sqlite3.connect(path)
    try:
        for table in ("files_fts", "head_fts"):
            conn.execute(f"INSERT INTO {table}({table}, rank) VALUES ('integrity-check', 1)")
        (files,) = conn.execute("SELECT count(*) FROM files").fetchone()
        (indexed,) = conn.execute("SELECT count(*) FROM files_fts_docsize").fetchone()
        assert indexed == files
    finally:
        conn.close()


async def open_client(tmp_path: Path) -> LocalAppClient:
    return await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )


@pytest.fixture
async def client(tmp_path: Path):  # type: ignore[no-untyped-def]
    build(tmp_path / "lib")
    c = await open_client(tmp_path)
    await c.index()
    try:
        yield c
    finally:
        await c.aclose()


def paths(res: object) -> list[str]:
    return [h.path for h in res.results]  # type: ignore[attr-defined]


async def test_python_text_is_exactly_what_the_view_shows(client: LocalAppClient) -> None:
    """The indexer inserts FTS rows from Python; a 'delete' later reads the view. The two
    must agree to the character for every kind of file, or the index silently corrupts."""
    conn = sqlite3.connect(client.settings.db_path)
    rows = conn.execute(
        "SELECT f.id, f.path, s.name, f.search_head, s.content, h.lead"
        " FROM files f JOIN search_source s ON s.id = f.id"
        " JOIN search_head_source h ON h.id = f.id"
    ).fetchall()
    conn.close()
    assert len(rows) == len(FILES) + 2
    for _fid, rel, search_name, head, content, lead in rows:
        name = rel.rsplit("/", 1)[-1]
        ds = sorted(
            dg.extract(client.root / rel, dg.guess_mime(name), (client.root / rel).stat().st_size),
            key=lambda d: d.digester,
        )
        ds = [appclient.index.reading.clean(d) for d in ds]
        text = fts.text_of(fts.search_head(ds), [d.content for d in ds])
        assert (search_name, head, content, lead) == (
            name_words(name),
            fts.search_head(ds),
            text,
            fts.lead_of(text),
        ), rel
        assert "\x00" not in content
    stored = dict(
        sqlite3.connect(client.settings.db_path)
        .execute("SELECT path, search_name FROM files")
        .fetchall()
    )
    assert stored["PassportScan_2024.txt"] == "PassportScan_2024.txt Passport Scan_2024.txt"
    assert stored["notes/plain.txt"] is None  # the same as the name: not stored twice
    heads = {r[1]: r[3] for r in rows}
    assert (
        "Passport scan" in heads["life/gov docs/passport.pdf"]
        and "Maya Chen" in heads["life/gov docs/passport.pdf"]
    )
    assert "iPhone 13" in heads["photos/beach.jpg"]
    assert heads["notes/plain.txt"] is None
    fts_consistent(client.settings.db_path)


async def test_the_lead_never_holds_half_a_word(client: LocalAppClient) -> None:
    assert paths(await client.search("zorbla qwxyz")) == []  # 'zorbla' is not a word of the file
    assert paths(await client.search("zorblaxian")) == ["notes/cut.txt"]
    assert paths(await client.search("zorbla")) == ["notes/cut.txt"]  # a last word is also a prefix


async def test_a_word_the_tokenizer_splits_still_matches(client: LocalAppClient) -> None:
    """'PassportScan_2024' is one query word but two tokens; files_fts keeps no positions
    for a phrase, so the parts are ANDed, and highlighted one by one."""
    res = await client.search("passportscan_2024")
    assert [h.path for h in res.results] == ["PassportScan_2024.txt"]
    assert "[PassportScan]_[2024]" in res.results[0].match_context
    assert paths(await client.search("camel passportscan_20")) == [
        "PassportScan_2024.txt"
    ]  # prefix part


async def test_index_stays_consistent_through_edits_renames_deletes_and_moves(
    client: LocalAppClient,
) -> None:
    root = client.root
    fts_consistent(client.settings.db_path)
    p = root / "notes" / "plain.txt"
    p.write_text("completely different words: zeppelin inventory")
    os.utime(p, ns=(p.stat().st_atime_ns, p.stat().st_mtime_ns + 5_000_000_000))
    os.rename(root / "notes" / "page.html", root / "notes" / "saved page.html")
    (root / "notes" / "long.txt").unlink()
    stats = await client.index()
    assert (stats.updated, stats.renamed, stats.removed) == (1, 1, 1)
    fts_consistent(client.settings.db_path)
    assert paths(await client.search("inventory")) == ["notes/plain.txt"]
    assert paths(await client.search("household")) == []
    assert paths(await client.search("zeppelin museum"))[0] == "notes/saved page.html"
    assert paths(await client.search("needle")) == []

    moved = await client.move_file("PassportScan_2024.txt", "life/gov docs/")
    assert moved.destination == "life/gov docs/PassportScan_2024.txt"
    fts_consistent(client.settings.db_path)
    hit = (await client.search("camel", folder="life/")).results
    assert [h.path for h in hit] == ["life/gov docs/PassportScan_2024.txt"]
    assert paths(await client.search("passportscan")) == ["life/gov docs/PassportScan_2024.txt"]
    await client.undo_move()
    fts_consistent(client.settings.db_path)
    assert paths(await client.search("camel")) == ["PassportScan_2024.txt"]


async def test_a_deleted_or_hidden_folder_drops_its_files(client: LocalAppClient) -> None:
    """The rescan walks folder by folder against the index; rows of folders it never
    reaches (deleted, or renamed to a dot-folder) are dropped."""
    import shutil

    shutil.rmtree(client.root / "photos")
    os.rename(client.root / "life", client.root / ".life")
    stats = await client.index()
    assert (stats.removed, stats.added, stats.files) == (2, 0, len(FILES))
    fts_consistent(client.settings.db_path)
    assert paths(await client.search("iphone")) == []


async def test_a_move_onto_a_stale_row_keeps_the_index_whole(client: LocalAppClient) -> None:
    """The destination name is free on disk but a deleted file's row is still indexed there:
    the stale row goes, with its FTS rows, and the moved file takes its place."""
    (client.root / "life" / "gov docs" / "passport.pdf").unlink()  # no scan since
    _pdf(client.root / "scan" / "passport.pdf", "A walrus on the passport photo")
    await client.refresh(["scan/passport.pdf"])
    await client.move_file("scan/passport.pdf", "life/gov docs/")
    fts_consistent(client.settings.db_path)
    assert paths(await client.search("walrus")) == ["life/gov docs/passport.pdf"]
    assert paths(await client.search("56781234")) == []


async def test_typo_dictionary_and_lookups_stay_off_the_event_loop(
    client: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    conn = sqlite3.connect(client.settings.db_path)
    words = {r[0] for r in conn.execute("SELECT word FROM search_words")}
    conn.close()
    assert {"zeppelin", "passport", "household", "quarterly"} <= words
    assert not any(len(w) < 4 or not w.isalpha() for w in words)
    loop_thread = threading.get_ident()
    seen: list[int] = []
    real = typos.alternatives

    def spy(conn: sqlite3.Connection, word: str) -> list[str]:
        seen.append(threading.get_ident())
        return real(conn, word)

    monkeypatch.setattr(typos, "alternatives", spy)
    assert paths(await client.search("zepelin"))[0] == "notes/page.html"  # a letter missing
    assert paths(await client.search("xeppelin"))[0] == "notes/page.html"  # the first letter wrong
    assert paths(await client.search("zeppelni"))[0] == "notes/page.html"  # two letters swapped
    assert paths(await client.search("quaterly budget"))[0] == "notes/plain.txt"
    assert seen and loop_thread not in seen


async def test_typo_alternatives_are_bounded_and_nearest_first(tmp_path: Path) -> None:
    conn = sqlite3.connect(":memory:")
    conn.execute(
        "CREATE TABLE search_words (word TEXT PRIMARY KEY, rev TEXT NOT NULL) WITHOUT ROWID"
    )
    vocab = [
        "passport",
        "passports",
        "passpart",
        "pasport",
        "support",
        "hotstar",
        "hotspot",
        "abcd",
    ]
    conn.executemany(fts.INSERT_WORDS, fts.word_rows(vocab + [f"passp{i:03d}x" for i in range(50)]))
    assert typos.alternatives(conn, "pasport")[:1] == ["passport"]
    assert typos.alternatives(conn, "hotstr") == ["hotstar"]
    assert typos.alternatives(conn, "gassport")[0] == "passport"  # first letter: found from the end
    assert len(typos.alternatives(conn, "passpxxxx")) <= typos.MAX_ALTERNATIVES
    assert typos.alternatives(conn, "abc") == []  # too short to widen
    assert typos.alternatives(conn, "2024") == []


async def test_the_worker_processes_read_batch_after_batch(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    build(tmp_path / "lib")
    monkeypatch.setattr(appclient.index.readers, "SPLIT_MIN", 1)  # every batch split in two
    monkeypatch.setattr(
        appclient.index.indexer, "BATCH", 4
    )  # several batches: the read-ahead path too
    c = await open_client(tmp_path)
    try:
        stats = await c.index()
        assert stats.added == len(FILES) + 2
        fts_consistent(c.settings.db_path)
        assert paths(await c.search("zeppelin museum")) == ["notes/page.html"]
        assert paths(await c.search("56781234")) == ["life/gov docs/passport.pdf"]
    finally:
        await c.aclose()


# --------------------------------------------------------------------------- the upgrade


def _old_index(db_path: Path, root: Path) -> dict[str, int]:
    """An index as the previous schema wrote it (migrations 1-7, an FTS table holding its
    own copy of every text, 2/3-letter prefix indexes), with the same SQL the previous
    indexer ran, plus suggestions, a move journal and organizer runs."""
    db_path.parent.mkdir(parents=True)
    conn = sqlite3.connect(db_path, isolation_level=None)
    conn.execute("PRAGMA journal_mode = WAL")
    conn.execute("CREATE TABLE _migrations (name TEXT PRIMARY KEY, applied_at REAL)")
    for fn in migrations.MIGRATIONS[:7]:
        for stmt in migrations.statements(fn()):  # type: ignore[call-arg,arg-type]
            conn.execute(stmt)
        conn.execute(
            "INSERT INTO _migrations VALUES (?, julianday('now'))", (fn.__name__.lstrip("_"),)
        )
    conn.execute("BEGIN")
    for rel in sorted(p.relative_to(root).as_posix() for p in root.rglob("*") if p.is_file()):
        path = root / rel
        folder, _, name = rel.rpartition("/")
        mime = dg.guess_mime(name)
        st = path.stat()
        ds = dg.extract(path, mime, st.st_size)
        cur = conn.execute(
            "INSERT INTO files(path, name, folder, mime_type, size, mtime_ns, added_at, content_hash,"
            " digest_version) VALUES (?,?,?,?,?,?,?,?,?)",
            (
                rel,
                name,
                folder + "/" if folder else "",
                mime,
                st.st_size,
                st.st_mtime_ns,
                1_700_000_000.0,
                "h",
                dg.DIGEST_VERSION,
            ),
        )
        fid = cur.lastrowid
        conn.execute(
            "INSERT INTO files_fts(rowid, name, path, content) VALUES (?,?,?,?)",
            (fid, name_words(name), rel, dg.search_text(ds)),
        )
        conn.executemany(
            "INSERT INTO digests(file_id, digester, content, data, error) VALUES (?,?,?,?,?)",
            [(fid, d.digester, d.content, json.dumps(d.data, default=str), d.error) for d in ds],
        )
    now = time.time()
    conn.execute(
        "INSERT INTO suggestions(id, file_path, target_folder, reasoning, confidence, status,"
        " created_at, source) VALUES ('sug-1', 'notes/plain.txt', 'finance/', 'a budget', 0.8,"
        " 'pending', ?, 'mcp')",
        (now,),
    )
    conn.execute(
        "INSERT INTO suggestions(id, file_path, target_folder, reasoning, confidence, status,"
        " created_at, resolved_at, source) VALUES ('sug-0', 'notes/empty.txt', 'trash/', 'empty', 0.5,"
        " 'rejected', ?, ?, 'agent:local')",
        (now, now),
    )
    conn.execute(
        "INSERT INTO moves(source, destination, status, created_at) VALUES"
        " ('inbox/a.txt', 'notes/a.txt', 'done', ?)",
        (now,),
    )
    conn.execute(
        "INSERT INTO runs(file_path, provider, model, outcome, created_at) VALUES"
        " ('inbox/a.txt', 'local', 'offline-organizer', 'suggested', ?)",
        (now,),
    )
    conn.execute("COMMIT")
    counts = {
        t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0]
        for t in ("files", "digests", "suggestions", "moves", "runs")
    }
    conn.close()
    return counts


async def test_an_index_from_the_previous_schema_is_upgraded_without_losing_anything(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    root = tmp_path / "lib"
    build(root)
    settings = Settings.resolve(root=root, state_dir=tmp_path / "state")
    before = _old_index(settings.db_path, root)
    reads: list[str] = []
    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    real = appclient.index.reading.read_one
    monkeypatch.setattr(
        appclient.index.reading, "read_one", lambda r, d: reads.append(d.rel) or real(r, d)
    )

    c = await LocalAppClient.open(settings)
    try:
        conn = sqlite3.connect(settings.db_path)
        after = {t: conn.execute(f"SELECT count(*) FROM {t}").fetchone()[0] for t in before}
        tables = {r[0] for r in conn.execute("SELECT name FROM sqlite_master")}
        applied = {r[0] for r in conn.execute("SELECT name FROM _migrations")}
        conn.close()
        assert after == before
        assert "files_fts_content" not in tables and "fts_vocab" not in tables  # the copy is gone
        assert "m008_search_text_once" in applied
        fts_consistent(settings.db_path)
        assert [s.id for s in (await c.list_suggestions()).suggestions] == ["sug-1"]
        assert [s.id for s in (await c.list_suggestions(status="rejected")).suggestions] == [
            "sug-0"
        ]
        assert (await c.list_runs()).runs[0].file_path == "inbox/a.txt"
        res = await c.search("passport")
        assert res.results[0].path in ("life/gov docs/passport.pdf", "PassportScan_2024.txt")
        assert "[passport]" in " ".join(h.match_context for h in res.results).lower()
        assert paths(await c.search("zepelin"))[0] == "notes/page.html"  # the dictionary was filled
        stats = await c.index()  # nothing to reread: the upgrade kept every digest
        assert (stats.added, stats.updated, stats.removed) == (0, 0, 0) and reads == []
    finally:
        await c.aclose()
    # A second open applies nothing again.
    c = await LocalAppClient.open(settings)
    await c.aclose()


# --------------------------------------------------------------------------- counting


async def test_total_found_is_exact_up_to_1000_then_at_least(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "bulk").mkdir(parents=True)
    for i in range(1_050):
        (root / "bulk" / f"n{i}.txt").write_text(f"platypus note number {i}")
    (root / "rare").mkdir()
    for i in range(3):
        (root / "rare" / f"w{i}.txt").write_text("a wombat met a platypus")
    c = await open_client(tmp_path)
    try:
        await c.index()
        res = await c.search("platypus", limit=5)
        assert (len(res.results), res.total_found, res.total_is_estimate) == (5, 1000, True)
        assert len((await c.search("platypus", limit=100)).results) == 100
        both = await c.search("platypus wombat")
        assert {h.path for h in both.results[:3]} == {f"rare/w{i}.txt" for i in range(3)}
        assert len(both.results) == 10 and both.total_is_estimate  # then platypus-only files
        rare = await c.search("wombat platypus")  # every file holding 'wombat': an exact count
        assert (len(rare.results), rare.total_found, rare.total_is_estimate) == (3, 3, False)
        some = await c.search("platypus", folder="rare/")
        assert (some.total_found, some.total_is_estimate) == (3, False)
    finally:
        await c.aclose()
