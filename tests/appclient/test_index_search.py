"""Indexing (incremental scan, renames, deletions, ignored names, digests) and search
(ranking, filters, stemming, prefixes, typos, hostile query text), the folder tree, recent
files and the guideline, over a real library in tmp_path and a real SQLite index."""

from __future__ import annotations

import multiprocessing
import os
from collections.abc import AsyncIterator, Iterator
from concurrent.futures import Executor, ProcessPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from fpdf import FPDF
from PIL import Image

import appclient.index.readers
import appclient.index.reading
from appclient import (
    IndexStats,
    InvalidArgument,
    InvalidQuery,
    LocalAppClient,
    MyLifeDBError,
    NotFound,
    Settings,
)
from tests.fixtures import write_library

FILES = {
    "guideline.md": "# Where things go\nGovernment documents go to life/gov docs/.\n",
    "notes/budget.txt": "numbers for the household, spreadsheet export",
    "notes/meeting.txt": "we talked about the budget for next year at length",
    "notes/alpha.txt": "quarterly tax receipt from the county assessor",
    "notes/beta.txt": "quarterly report only",
    "notes/training.txt": "Morning run along the river, five kilometres",
    "work/acme/compensation/2024-03.txt": "Acme Corp payslip for March 2024, net pay 5120",
    "lifestyle/cover ideas.txt": "leather passport covers I might buy",
    "inbox/todo.txt": "call the plumber",
}


def _pdf(path: Path, title: str, body: str) -> None:
    pdf = FPDF()
    pdf.set_title(title)
    pdf.add_page()
    pdf.set_font("Helvetica", size=12)
    pdf.multi_cell(0, 8, body)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(bytes(pdf.output()))


def _jpeg(path: Path) -> None:
    img = Image.new("RGB", (32, 24), (200, 120, 40))
    exif = Image.Exif()
    exif[0x010F] = "Apple"
    exif[0x0110] = "iPhone 13"
    exif.get_ifd(0x8769)[0x9003] = "2023:07:14 18:30:00"
    path.parent.mkdir(parents=True, exist_ok=True)
    img.save(path, "JPEG", quality=60, exif=exif)


def build(root: Path) -> None:
    for rel, text in FILES.items():
        p = root / rel
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(text)
    _pdf(
        root / "life" / "gov docs" / "passport.pdf",
        "Passport scan",
        "Passport number 56781234, United States of America",
    )
    _pdf(
        root / "inbox" / "Hotstar_offer.pdf", "Streaming subscription", "Renewal offer for one year"
    )
    _jpeg(root / "life" / "photos" / "beach.jpg")
    Image.new("RGB", (8, 8)).save(root / "life" / "photos" / "pixel.png")


N_FILES = len(FILES) + 4


async def _open(tmp_path: Path, state: str = "state") -> LocalAppClient:
    return await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / state)
    )


@pytest.fixture
async def client(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    build(tmp_path / "lib")
    c = await _open(tmp_path)
    try:
        stats = await c.index()
        assert stats.added == N_FILES and stats.files == N_FILES
        yield c
    finally:
        await c.aclose()


@pytest.fixture
def reads(monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every file the indexer reads from disk, in order."""
    seen: list[str] = []
    real = appclient.index.reading.read_one

    def counting(root: Path, d: object) -> object:
        seen.append(d.rel)  # type: ignore[attr-defined]
        return real(root, d)  # type: ignore[arg-type]

    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    monkeypatch.setattr(appclient.index.reading, "read_one", counting)
    return seen


def _paths(res: object) -> list[str]:
    return [h.path for h in res.results]  # type: ignore[attr-defined]


# --------------------------------------------------------------------------- scanning


async def test_rescan_without_changes_reads_nothing(
    client: LocalAppClient, reads: list[str]
) -> None:
    stats = await client.index()
    assert (
        stats.files,
        stats.unchanged,
        stats.added,
        stats.updated,
        stats.removed,
        stats.renamed,
    ) == (N_FILES, N_FILES, 0, 0, 0, 0)
    assert reads == []


async def test_modified_file_is_redigested(client: LocalAppClient, reads: list[str]) -> None:
    p = client.root / "notes" / "budget.txt"
    p.write_text("completely different words: zeppelin inventory")
    os.utime(p, ns=(p.stat().st_atime_ns, p.stat().st_mtime_ns + 5_000_000_000))
    stats = await client.index()
    assert (stats.updated, stats.added, stats.unchanged) == (1, 0, N_FILES - 1)
    assert reads == ["notes/budget.txt"]
    assert _paths(await client.search("zeppelin")) == ["notes/budget.txt"]
    assert "zeppelin" in (await client.get_file("notes/budget.txt")).digests["text"]["content"]
    assert "notes/budget.txt" not in _paths(await client.search("household"))


async def test_a_folder_and_its_file_refreshed_together_read_it_once(
    client: LocalAppClient, reads: list[str]
) -> None:
    """A watch by polling reports a changed file and its folder in one batch: both given
    to one refresh, the file is read once (twice was a UNIQUE constraint failure)."""
    p = client.root / "notes" / "budget.txt"
    p.write_text("zeppelin inventory")
    os.utime(p, ns=(p.stat().st_atime_ns, p.stat().st_mtime_ns + 5_000_000_000))
    stats = await client.refresh(["notes/budget.txt", "notes", "notes/"])
    assert stats.updated == 1 and reads == ["notes/budget.txt"]
    assert _paths(await client.search("zeppelin")) == ["notes/budget.txt"]


async def test_deleted_file_is_dropped(client: LocalAppClient) -> None:
    (client.root / "notes" / "training.txt").unlink()
    stats = await client.index()
    assert (stats.removed, stats.files) == (1, N_FILES - 1)
    assert _paths(await client.search("kilometres")) == []
    with pytest.raises(NotFound):
        await client.get_file("notes/training.txt")


@pytest.fixture
def own_readers(monkeypatch: pytest.MonkeyPatch) -> Iterator[appclient.index.readers.Readers]:
    """Readers of this test's own: what it breaks stays here."""
    readers = appclient.index.readers.Readers()
    monkeypatch.setattr(appclient.index.readers, "_SHARED", readers)
    yield readers
    readers.close()


async def _index_40(tmp_path: Path) -> tuple[LocalAppClient, IndexStats]:
    n = 40
    write_library(
        tmp_path / "lib", {f"notes/{i % 4}/n{i}.txt": f"note {i} about quinces" for i in range(n)}
    )
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    stats = await c.index()
    assert (stats.added, stats.files) == (n, n)
    return c, stats


async def test_extraction_in_worker_processes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, own_readers: appclient.index.readers.Readers
) -> None:
    used: list[Executor | None] = []
    real_pool = own_readers.worker_pool

    def pool() -> Executor | None:  # the real pool, remembered: files were read there
        p = real_pool()
        used.append(p)
        return p

    monkeypatch.setattr(own_readers, "worker_pool", pool)
    c, stats = await _index_40(tmp_path)
    try:
        n = stats.files
        assert len(used) == 1 and isinstance(used[0], ProcessPoolExecutor)
        assert (await c.search("quinces", limit=100)).total_found == n
        assert "quinces" in (await c.get_file("notes/3/n7.txt")).digests["text"]["content"]
    finally:
        await c.aclose()


async def test_where_no_worker_process_can_start_the_index_reads_on_threads(
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
    own_readers: appclient.index.readers.Readers,
) -> None:
    """Workers that die as they start (a script without a __main__ guard under spawn): a
    fresh one cannot answer an empty task either, so the files are read on threads, said
    once, and every file is indexed (none taken for a file that kills its reader)."""

    def dying_pool() -> Executor:
        return ProcessPoolExecutor(
            1, mp_context=multiprocessing.get_context("spawn"), initializer=os._exit, initargs=(3,)
        )

    monkeypatch.setattr(own_readers, "worker_pool", dying_pool)
    c, stats = await _index_40(tmp_path)
    try:
        assert (await c.search("quinces", limit=100)).total_found == stats.files
        assert stats.digest_failed_files == 0
        messages = [r.getMessage() for r in caplog.records]
        assert any("one at a time" in m for m in messages)
        assert any("on threads in this process" in m for m in messages)
    finally:
        await c.aclose()


async def test_rename_outside_mylifedb_keeps_identity(
    client: LocalAppClient, reads: list[str]
) -> None:
    before = await client.get_file("notes/training.txt")
    (client.root / "notes" / "sport").mkdir()
    os.rename(
        client.root / "notes" / "training.txt", client.root / "notes" / "sport" / "run log.txt"
    )
    stats = await client.index()
    assert (stats.renamed, stats.added, stats.removed, stats.files) == (1, 0, 0, N_FILES)
    after = await client.get_file("notes/sport/run log.txt")
    assert after.created_at == before.created_at
    assert after.digests["text"]["content"] == before.digests["text"]["content"]
    assert _paths(await client.search("kilometres")) == ["notes/sport/run log.txt"]
    with pytest.raises(NotFound):
        await client.get_file("notes/training.txt")


async def test_ignored_names_are_never_indexed(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    build(root)
    junk = {
        ".git/HEAD": "ref: refs/heads/main xyzzyjunk",
        ".git/objects/ab/cdef": "xyzzyjunk",
        "node_modules/left-pad/index.js": "module.exports = xyzzyjunk",
        "notes/node_modules/x.js": "xyzzyjunk",
        "inbox/movie.mp4.part": "xyzzyjunk",
        "inbox/setup.exe.crdownload": "xyzzyjunk",
        "inbox/~$report.docx": "xyzzyjunk",
        ".DS_Store": "xyzzyjunk",
        "notes/.DS_Store": "xyzzyjunk",
        "notes/.secret.txt": "xyzzyjunk",
    }
    for rel, text in junk.items():
        (root / rel).parent.mkdir(parents=True, exist_ok=True)
        (root / rel).write_text(text)
    # The state folder inside the root, as --state-dir <root>/.mylifedb does.
    c = await LocalAppClient.open(Settings.resolve(root=root, state_dir=root / ".mylifedb"))
    try:
        stats = await c.index()
        assert (root / ".mylifedb" / "index.db").is_file()
        assert stats.files == N_FILES
        listed = {f.path for f in (await c.list_recent_files(limit=100)).files}
        assert listed == set(FILES) | {
            "life/gov docs/passport.pdf",
            "inbox/Hotstar_offer.pdf",
            "life/photos/beach.jpg",
            "life/photos/pixel.png",
        }
        assert (await c.search("xyzzyjunk")).total_found == 0
        assert (await c.search("index")).results == []  # index.db in .mylifedb/
        for rel in (
            "inbox/movie.mp4.part",
            "inbox/~$report.docx",
            "node_modules/left-pad/index.js",
        ):
            with pytest.raises(NotFound):
                await c.get_file(rel)
        assert (await c.refresh(list(junk))).added == 0
        tree = await c.get_folder_tree(depth=10)
        names = {n.name for n in tree.children}
        assert names == {"life", "lifestyle", "notes", "work"}
    finally:
        await c.aclose()


async def test_undecodable_file_names_do_not_break_the_scan(client: LocalAppClient) -> None:
    """A name that is not UTF-8 (an old zip, another OS) is skipped, not fatal to the scan."""
    root = os.fsencode(client.root)
    try:
        with open(root + b"/notes/\xff bad name.txt", "wb") as f:
            f.write(b"undecodable name")
        os.mkdir(root + b"/notes/\xfe dir")
    except OSError:
        pytest.skip("this filesystem refuses names that are not UTF-8")
    with open(root + b"/notes/\xfe dir/inside.txt", "wb") as f:
        f.write(b"inside an undecodable folder")
    stats = await client.index()
    assert (stats.files, stats.added) == (N_FILES, 0)
    assert (await client.search("undecodable")).results == []
    assert (await client.refresh([os.fsdecode(b"notes/\xff bad name.txt")])).added == 0
    tree = await client.get_folder_tree(depth=3)
    notes = next(n for n in tree.children if n.path == "notes/")
    assert notes.children == []


async def test_refresh_a_single_new_file(client: LocalAppClient, reads: list[str]) -> None:
    (client.root / "inbox" / "new note.txt").write_text("quokka sighting on the island")
    stats = await client.refresh(["inbox/new note.txt"])
    assert (stats.added, stats.files) == (1, N_FILES + 1)
    assert reads == ["inbox/new note.txt"]
    assert _paths(await client.search("quokka")) == ["inbox/new note.txt"]


async def test_get_file_indexes_a_file_not_yet_indexed(client: LocalAppClient) -> None:
    (client.root / "notes" / "late.txt").write_text("wombat burrow measurements")
    assert (await client.search("wombat")).total_found == 0
    detail = await client.get_file("notes/late.txt")
    assert detail.path == "notes/late.txt"
    assert detail.folder == "notes/"
    assert detail.mime_type == "text/plain"
    assert detail.size == len("wombat burrow measurements")
    assert "wombat" in detail.digests["text"]["content"]
    assert _paths(await client.search("wombat")) == ["notes/late.txt"]


async def test_get_file_on_a_deleted_file_is_not_found(client: LocalAppClient) -> None:
    (client.root / "notes" / "beta.txt").unlink()
    with pytest.raises(NotFound):
        await client.get_file("notes/beta.txt")
    assert "notes/beta.txt" not in _paths(await client.search("quarterly"))


async def test_digests_are_visible_in_get_file(client: LocalAppClient) -> None:
    text = await client.get_file("notes/alpha.txt")
    assert text.digests["text"]["content"] == FILES["notes/alpha.txt"]
    pdf = await client.get_file("life/gov docs/passport.pdf")
    assert pdf.mime_type == "application/pdf"
    assert "56781234" in pdf.digests["pdf_text"]["content"]
    assert pdf.digests["pdf_text"]["pages"] == 1
    assert pdf.digests["pdf_text"]["title"] == "Passport scan"
    jpg = await client.get_file("life/photos/beach.jpg")
    assert jpg.mime_type == "image/jpeg"
    meta = jpg.digests["image_metadata"]
    assert (meta["width"], meta["height"]) == (32, 24)
    assert meta["taken_at"] == "2023-07-14T18:30:00"
    assert "iPhone 13" in meta["camera"]
    # Image metadata is searchable: the month and the camera.
    assert "life/photos/beach.jpg" in _paths(await client.search("iphone july 2023"))


# --------------------------------------------------------------------------- search


async def test_name_match_beats_content_mention(client: LocalAppClient) -> None:
    res = await client.search("budget")
    assert _paths(res)[:2] == ["notes/budget.txt", "notes/meeting.txt"]
    assert res.results[0].score > res.results[1].score
    assert res.total_found == 2
    hit = res.results[0]
    assert (hit.name, hit.folder, hit.mime_type) == ("budget.txt", "notes/", "text/plain")


async def test_more_words_matched_ranks_higher(client: LocalAppClient) -> None:
    res = await client.search("quarterly tax receipt")
    assert _paths(res) == ["notes/alpha.txt", "notes/beta.txt"]


async def test_type_filter(client: LocalAppClient) -> None:
    images = await client.search("photos", type="image/")
    assert set(_paths(images)) == {"life/photos/beach.jpg", "life/photos/pixel.png"}
    assert _paths(await client.search("iphone", type="image/")) == ["life/photos/beach.jpg"]
    assert _paths(await client.search("iphone", type="image/jpeg")) == ["life/photos/beach.jpg"]
    assert _paths(await client.search("iphone", type="image/png")) == []
    assert _paths(await client.search("pixel", type="image/")) == ["life/photos/pixel.png"]
    assert _paths(await client.search("pixel", type="application/pdf")) == []
    assert _paths(await client.search("offer", type="text/")) == []
    pdfs = await client.search("passport", type="application/pdf")
    assert _paths(pdfs) == ["life/gov docs/passport.pdf"]
    everything = await client.search("passport")
    assert set(_paths(everything)) == {"life/gov docs/passport.pdf", "lifestyle/cover ideas.txt"}
    with pytest.raises(InvalidArgument):
        await client.search("passport", type="image/'; DROP")


async def test_folder_filter_is_a_subtree_not_a_string_prefix(client: LocalAppClient) -> None:
    assert _paths(await client.search("passport", folder="life/")) == ["life/gov docs/passport.pdf"]
    assert _paths(await client.search("passport", folder="life")) == ["life/gov docs/passport.pdf"]
    assert _paths(await client.search("passport", folder="lifestyle")) == [
        "lifestyle/cover ideas.txt"
    ]
    assert _paths(await client.search("passport", folder="life/gov docs/")) == [
        "life/gov docs/passport.pdf"
    ]
    assert _paths(await client.search("passport", folder="notes/")) == []
    assert len(_paths(await client.search("passport", folder="/"))) == 2


async def test_unknown_folder_filter_names_the_closest(client: LocalAppClient) -> None:
    with pytest.raises(NotFound) as info:
        await client.search("passport", folder="lif/gov docs")
    assert "closest: 'life/gov docs/'" in str(info.value)
    assert info.value.code == "not_found"


async def test_stemming_and_prefix(client: LocalAppClient) -> None:
    assert _paths(await client.search("payslips")) == ["work/acme/compensation/2024-03.txt"]
    assert _paths(await client.search("running")) == ["notes/training.txt"]
    assert "life/gov docs/passport.pdf" in _paths(await client.search("pass"))


async def test_typo_tolerance(client: LocalAppClient) -> None:
    assert _paths(await client.search("hotstr")) == ["inbox/Hotstar_offer.pdf"]
    assert "life/gov docs/passport.pdf" in _paths(await client.search("pasport"))
    assert (await client.search("qzxwvk")).total_found == 0


async def test_match_context_brackets_the_hit(client: LocalAppClient) -> None:
    res = await client.search("kilometres")
    assert "[kilometres]" in res.results[0].match_context
    res = await client.search("assessor")
    assert "[assessor]" in res.results[0].match_context


async def test_total_found_and_limit(client: LocalAppClient) -> None:
    (client.root / "bulk").mkdir()
    for i in range(15):
        (client.root / "bulk" / f"n{i}.txt").write_text(f"platypus note number {i}")
    await client.index()
    res = await client.search("platypus", limit=5)
    assert len(res.results) == 5
    assert res.total_found == 15
    assert res.query == "platypus"
    assert len((await client.search("platypus", limit=100)).results) == 15
    for bad in (0, 101, -1, True, 2.5, "10"):
        with pytest.raises(InvalidArgument) as info:
            await client.search("platypus", limit=bad)  # type: ignore[arg-type]
        assert info.value.code == "invalid_argument"


HOSTILE = [
    '"',
    '""',
    'foo" OR (',
    "NEAR(a b)",
    "a AND",
    "*",
    "^x",
    "col:val",
    "name:foo",
    "-x",
    "(((",
    "'; DROP TABLE files; --",
    "\x00",
    "ö" * 2000,
    "\U0001f4a9",
    "passport\U0001f4a9",
    "",
    "   ",
    "a OR b NOT c",
    "{name path}: x",
    "x" * 5000,
    "\\",
    "%",
    "_",
    "NULL",
    "passport*",
    '"passport"',
]


async def test_hostile_queries_never_raise_anything_but_mylifedb_errors(
    client: LocalAppClient,
) -> None:
    for q in HOSTILE:
        try:
            res = await client.search(q)
        except InvalidQuery as exc:
            assert exc.code == "invalid_query" and str(exc)
        else:
            assert res.query == q
            assert res.total_found >= len(res.results)
    # The index still works afterwards.
    assert "life/gov docs/passport.pdf" in _paths(await client.search("passport"))
    assert (await client.index()).files == N_FILES
    # A query with no searchable words is refused clearly.
    with pytest.raises(InvalidQuery):
        await client.search("\U0001f4a9")
    with pytest.raises(InvalidArgument):
        await client.search(None)  # type: ignore[arg-type]


# --------------------------------------------------------------------------- tree, recent, guideline


async def test_folder_tree(client: LocalAppClient) -> None:
    (client.root / ".hidden" / "deep").mkdir(parents=True)
    (client.root / "life" / "empty").mkdir()
    await client.index()
    tree = await client.get_folder_tree(depth=1)
    assert (tree.name, tree.path) == ("/", "/")
    tops = {n.path: n for n in tree.children}
    assert set(tops) == {"life/", "lifestyle/", "notes/", "work/"}  # no inbox/, no dot-folders
    assert all(n.children == [] for n in tree.children)
    assert tops["life/"].file_count == 3  # recursive: gov docs/ + photos/
    assert tops["notes/"].file_count == 5
    assert tops["work/"].file_count == 1
    deep = await client.get_folder_tree(depth=2)
    life = next(n for n in deep.children if n.path == "life/")
    assert {c.path: c.file_count for c in life.children} == {
        "life/empty/": 0,
        "life/gov docs/": 1,
        "life/photos/": 2,
    }
    work = next(n for n in deep.children if n.path == "work/")
    assert [c.path for c in work.children] == ["work/acme/"]
    assert work.children[0].children == []
    full = await client.get_folder_tree(depth=10)
    work = next(n for n in full.children if n.path == "work/")
    assert work.children[0].children[0].path == "work/acme/compensation/"
    assert work.children[0].children[0].file_count == 1
    for bad in (0, 11, -1, True):
        with pytest.raises(InvalidArgument):
            await client.get_folder_tree(depth=bad)


async def test_list_recent_files(client: LocalAppClient) -> None:
    (client.root / "notes" / "first.txt").write_text("first")
    await client.refresh(["notes/first.txt"])
    (client.root / "life" / "photos" / "second.jpg").write_bytes(
        (client.root / "life" / "photos" / "beach.jpg").read_bytes() + b"\0"
    )
    await client.refresh(["life/photos/second.jpg"])
    recent = (await client.list_recent_files(limit=2)).files
    assert [f.path for f in recent] == ["life/photos/second.jpg", "notes/first.txt"]
    assert recent[0].added_at >= recent[1].added_at
    assert (
        recent[1].size == 5
        and recent[1].name == "first.txt"
        and recent[1].mime_type == "text/plain"
    )
    images = (await client.list_recent_files(type="image/")).files
    assert [f.path for f in images][0] == "life/photos/second.jpg"
    assert {f.path for f in images} == {
        "life/photos/second.jpg",
        "life/photos/beach.jpg",
        "life/photos/pixel.png",
    }
    notes = (await client.list_recent_files(limit=100, folder="notes")).files
    assert notes[0].path == "notes/first.txt"
    assert all(f.path.startswith("notes/") for f in notes) and len(notes) == 6
    life = (await client.list_recent_files(limit=100, folder="life/")).files
    assert all(f.path.startswith("life/") for f in life) and len(life) == 4
    with pytest.raises(NotFound):
        await client.list_recent_files(folder="no such folder")
    for bad in (0, 101):
        with pytest.raises(InvalidArgument):
            await client.list_recent_files(limit=bad)


async def test_read_guideline(client: LocalAppClient) -> None:
    assert await client.read_guideline() == FILES["guideline.md"]
    (client.root / "guideline.md").unlink()
    text = await client.read_guideline()
    assert "No guideline.md found" in text


async def test_every_search_error_is_a_mylifedb_error(client: LocalAppClient) -> None:
    for kwargs in ({"type": "x" * 500}, {"folder": "\x00"}, {"folder": "../x"}, {"limit": None}):
        with pytest.raises(MyLifeDBError):
            await client.search("passport", **kwargs)  # type: ignore[arg-type]


async def test_get_file_content_is_capped_for_a_model(tmp_path: Path) -> None:
    from appclient.index.files import MAX_CONTENT_CHARS

    root = tmp_path / "lib"
    root.mkdir()
    (root / "big.txt").write_text(
        "word " * 7_000 + "needle"
    )  # past get_file's cap, within search's
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=tmp_path / "state"))
    try:
        await client.index()
        text = (await client.get_file("big.txt")).digests["text"]
        assert (
            len(text["content"]) == MAX_CONTENT_CHARS
            and text["content_truncated_at"] == MAX_CONTENT_CHARS
        )
        assert [h.path for h in (await client.search("needle")).results] == [
            "big.txt"
        ]  # still searchable
    finally:
        await client.aclose()


async def test_a_file_still_arriving_is_not_called_missing(
    client: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file on disk that this pass could not read (it changed as it was read: still being
    written) is 'not indexed yet', never 'not in the library; closest: <its own path>'
    (issue 33, item 13)."""
    (client.root / "inbox/arriving.txt").write_text("half a fi")
    real = appclient.index.reading.read_one

    def changing(root: object, d: Any) -> object:
        if d.rel == "inbox/arriving.txt":
            return appclient.index.reading.Skipped(d.rel, "it changed while it was read")
        return real(root, d)  # type: ignore[arg-type]

    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    monkeypatch.setattr(appclient.index.reading, "read_one", changing)
    with pytest.raises(NotFound) as caught:
        await client.get_file("inbox/arriving.txt")
    assert "not indexed yet" in str(caught.value) and "closest" not in str(caught.value)
    monkeypatch.undo()
    assert (await client.get_file("inbox/arriving.txt")).path == "inbox/arriving.txt"
