"""The indexer reads only what it walked (issue 33, items 3 and 4): a file swapped after the
walk — for a symlink out of the library, a FIFO, another file under the same name, or a
folder on its way swapped for a link — is never read through the new thing. It is skipped
for this pass (the index keeps what it had) and the next pass sees what is there.

The swaps are real, on disk, made at the one moment that matters: right after the walk
(``walk_changes`` or ``stat_paths`` wrapped), or between the hash and the digesters, on the
thread path and in worker processes."""

from __future__ import annotations

import contextlib
import logging
import os
import sqlite3
import threading
from collections.abc import AsyncIterator, Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

import appclient.digests
import appclient.index.indexer
import appclient.index.readers
import appclient.index.reading
from appclient import LocalAppClient, MyLifeDBError, Settings, fs
from tests.fixtures import write_library

FILES = {
    "guideline.md": "Pay slips go to work/.\n",
    "work/pay.txt": "payslip of january",
    "life/id.txt": "identity card",
}
SECRET = "TOPSECRET outside the library"


@pytest.fixture
async def lib(tmp_path: Path) -> AsyncIterator[LocalAppClient]:
    write_library(tmp_path / "lib", FILES)
    (tmp_path / "outside").mkdir()
    (tmp_path / "outside" / "secret.txt").write_text(SECRET)
    (tmp_path / "outside" / "new.txt").write_text(SECRET)
    c = await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )
    try:
        await c.index()
        yield c
    finally:
        await c.aclose()


def _after_walk(monkeypatch: pytest.MonkeyPatch, swap: Callable[[], None]) -> list[int]:
    """Run ``swap`` once, right after the next walk (before anything is read)."""
    real = appclient.index.indexer.walk_changes
    calls: list[int] = []

    def walked(*args: Any) -> Any:
        out = real(*args)
        if not calls:
            swap()
        calls.append(1)
        return out

    monkeypatch.setattr(appclient.index.indexer, "walk_changes", walked)
    return calls


def _stored_text(c: LocalAppClient) -> str:
    db = sqlite3.connect(c.settings.db_path)
    try:
        rows = db.execute("SELECT coalesce(content, '') || coalesce(data, '') FROM digests")
        return "\n".join(r[0] for r in rows)
    finally:
        db.close()


async def _paths(c: LocalAppClient, query: str) -> list[str]:
    return [h.path for h in (await c.search(query, mode="keyword")).results]


def _link_out(path: Path, to: Path) -> Callable[[], None]:
    def swap() -> None:
        os.unlink(path)
        os.symlink(to, path)

    return swap


async def test_a_new_file_swapped_for_a_link_out_after_the_walk_is_never_read(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")
    calls = _after_walk(monkeypatch, _link_out(new, tmp_path / "outside/secret.txt"))
    stats = await lib.index()
    assert calls
    assert "TOPSECRET" not in _stored_text(lib)
    assert await _paths(lib, "TOPSECRET") == []
    assert "work/new.txt" not in stats.unreadable  # skipped for this pass, not "unreadable"
    await lib.index()  # the next pass sees a link: never a file of the library
    assert "TOPSECRET" not in _stored_text(lib)
    with pytest.raises(MyLifeDBError):  # a link out: outside_root
        await lib.get_file("work/new.txt")


async def test_a_changed_file_swapped_for_a_link_keeps_what_was_indexed(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    pay = lib.root / "work/pay.txt"
    pay.write_text("payslip of january, corrected")
    _after_walk(monkeypatch, _link_out(pay, tmp_path / "outside/secret.txt"))
    await lib.index()
    assert "TOPSECRET" not in _stored_text(lib)
    assert await _paths(lib, "january") == ["work/pay.txt"]  # the old row stays this pass
    monkeypatch.undo()
    await lib.index()
    assert await _paths(lib, "january") == []  # the next pass: a link, so not a library file
    assert "TOPSECRET" not in _stored_text(lib)


async def test_a_folder_swapped_for_a_link_after_the_walk_is_never_read_through(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (lib.root / "work/new.txt").write_text("payslip of february")

    def swap() -> None:
        os.rename(lib.root / "work", tmp_path / "work.aside")
        os.symlink(tmp_path / "outside", lib.root / "work")

    _after_walk(monkeypatch, swap)
    await lib.index()
    assert "TOPSECRET" not in _stored_text(lib)
    assert await _paths(lib, "TOPSECRET") == []


async def test_a_file_swapped_for_another_of_the_same_size_and_mtime_is_skipped(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Same name, size and modification time, another inode: not what the walk saw."""
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")
    st = new.stat()
    other = lib.root / "life/other.tmp"

    def swap() -> None:
        other.write_text("lab results glucose")  # as many bytes as the payslip
        assert other.stat().st_size == st.st_size
        os.utime(other, ns=(st.st_atime_ns, st.st_mtime_ns))
        os.replace(other, new)

    _after_walk(monkeypatch, swap)
    real = appclient.digests.extract_open
    digested: list[str] = []

    def extract_open(fd: int, path: str, *args: Any) -> Any:
        digested.append(path)
        return real(fd, path, *args)

    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    monkeypatch.setattr(appclient.digests, "extract_open", extract_open)
    await lib.index()
    assert await _paths(lib, "glucose") == []
    assert digested == []  # not even handed to the digesters
    monkeypatch.undo()
    await lib.index()  # the next pass reads what is there now
    assert await _paths(lib, "glucose") == ["work/new.txt"]


@contextlib.contextmanager
def _fifo_unblocked(path: Path) -> Iterator[None]:
    """A safety valve for a broken indexer, never the test's verdict: after a grace period a
    reader stuck opening the FIFO is given a writer (and so EOF), so the test ends with a
    failed assertion instead of a hung event loop."""
    stop = threading.Event()

    def valve() -> None:
        if stop.wait(20):
            return
        while not stop.wait(0.5):
            with contextlib.suppress(OSError):
                os.close(os.open(path, os.O_WRONLY | os.O_NONBLOCK))

    t = threading.Thread(target=valve, daemon=True)
    t.start()
    try:
        yield
    finally:
        stop.set()
        t.join()


async def test_a_fifo_swapped_in_after_the_walk_never_blocks_the_index(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")

    def swap() -> None:
        os.unlink(new)
        os.mkfifo(new)

    _after_walk(monkeypatch, swap)
    with _fifo_unblocked(new), caplog.at_level(logging.WARNING, "mylifedb.index"):
        stats = await lib.index()
    assert stats.added == 0
    assert "work/new.txt" in caplog.text and "regular file" in caplog.text
    monkeypatch.undo()
    with _fifo_unblocked(new):
        await lib.index()  # the next walk never lists a FIFO
    assert await _paths(lib, "february") == []


async def test_a_link_swapped_in_between_the_hash_and_the_digesters_is_not_followed(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The digesters read the handle the hash was read from, not the name again."""
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")
    real = appclient.index.reading.stream_hash
    swapped: list[int] = []

    def hashed(f: Any, size: int) -> str:
        out = real(f, size)
        if not swapped:
            _link_out(new, tmp_path / "outside/secret.txt")()
            swapped.append(1)
        return out

    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    monkeypatch.setattr(appclient.index.reading, "stream_hash", hashed)
    await lib.index()
    assert swapped
    assert "TOPSECRET" not in _stored_text(lib)
    assert await _paths(lib, "TOPSECRET") == []


async def test_a_watcher_refresh_reads_only_what_it_stat_ed(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")
    real = appclient.index.indexer.stat_paths

    def statted(*args: Any) -> Any:
        out = real(*args)
        _link_out(new, tmp_path / "outside/secret.txt")()
        return out

    monkeypatch.setattr(appclient.index.indexer, "stat_paths", statted)
    await lib.refresh_index(["work/new.txt"])
    assert "TOPSECRET" not in _stored_text(lib)


async def test_worker_processes_read_only_what_was_walked(
    lib: LocalAppClient, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The same with the extraction in worker processes (a large scan)."""
    for i in range(6):
        (lib.root / f"work/n{i}.txt").write_text(f"zebra payslip {i}")
    monkeypatch.setattr(appclient.index.readers, "SPLIT_MIN", 1)
    swaps = [
        _link_out(lib.root / f"work/n{i}.txt", tmp_path / "outside/secret.txt") for i in (0, 3)
    ]
    _after_walk(monkeypatch, lambda: [s() for s in swaps] and None)
    stats = await lib.index()
    assert stats.added == 4
    assert "TOPSECRET" not in _stored_text(lib)
    assert sorted(await _paths(lib, "zebra")) == [f"work/n{i}.txt" for i in (1, 2, 4, 5)]


async def test_a_file_written_to_while_it_is_read_waits_for_the_next_pass(
    lib: LocalAppClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Its hash and its digests would be of two different contents: neither is stored."""
    new = lib.root / "work/new.txt"
    new.write_text("payslip of february")
    real = appclient.index.reading.stream_hash

    def hashed(f: Any, size: int) -> str:
        out = real(f, size)
        with open(new, "a") as w:
            w.write(" glucose")
        return out

    monkeypatch.setattr(appclient.index.readers, "IN_PROCESS", True)  # patched: read here
    monkeypatch.setattr(appclient.index.reading, "stream_hash", hashed)
    stats = await lib.index()
    assert stats.added == 0
    assert await _paths(lib, "february") == []
    monkeypatch.undo()
    await lib.index()
    assert await _paths(lib, "glucose") == ["work/new.txt"]


def test_the_walk_and_the_reader_never_go_through_a_link(tmp_path: Path) -> None:
    root = tmp_path / "lib"
    (root / "a").mkdir(parents=True)
    (root / "a/f.txt").write_text("ok")
    (tmp_path / "out").mkdir()
    (tmp_path / "out/f.txt").write_text("outside")
    os.symlink(tmp_path / "out/f.txt", root / "a/link.txt")
    os.mkfifo(root / "a/pipe")
    os.symlink(tmp_path / "out", root / "b")
    with fs.listing(root, "a/") as it:
        assert sorted(e.name for e in it or ()) == ["f.txt", "link.txt", "pipe"]
    with fs.listing(root, "b/") as it:
        assert it is None  # a folder that is a link lists nothing
    assert fs.lstat_rel(root, "b/f.txt") is None
    st = os.stat(root / "a/f.txt")
    seen = (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns)
    with fs.Reader(root) as reader:
        with reader.open("a/f.txt", seen) as f:
            assert f.read() == b"ok"
        for rel, why in (
            ("a/link.txt", "symlink"),
            ("a/pipe", "regular file"),
            ("b/f.txt", "folder 'b/'"),
        ):
            with pytest.raises(fs.Changed, match=why):
                reader.open(rel).close()
        with pytest.raises(fs.Changed, match="another file"):
            reader.open("a/f.txt", (st.st_dev, st.st_ino + 1, st.st_size, st.st_mtime_ns))
        with pytest.raises(fs.Changed, match="changed since the walk"):
            reader.open("a/f.txt", (st.st_dev, st.st_ino, st.st_size + 1, st.st_mtime_ns))
        with pytest.raises(FileNotFoundError):
            reader.open("a/gone.txt")


def _every_kind(folder: Path) -> dict[str, Path]:
    from fpdf import FPDF
    from PIL import Image, ImageDraw

    from tests.fixtures.file_kinds import write_all

    found = write_all(folder)
    pdf = FPDF()
    pdf.add_page()
    pdf.set_font("helvetica", size=12)
    pdf.cell(text="Invoice for the quince orchard")
    pdf.output(str(folder / "invoice.pdf"))
    img = Image.new("L", (600, 80), 255)
    ImageDraw.Draw(img).text((10, 30), "RECEIPT 4711 QUINCE", fill=0)
    img.save(folder / "receipt.png")
    (folder / "mail.eml").write_bytes(
        b"From: a@example.org\r\nSubject: =?utf-8?q?Quitte_r=C3=A9colte?=\r\n\r\nthe quinces\r\n"
    )
    (folder / "notes.txt").write_text("quince jelly recipe")
    (folder / "blob.bin").write_bytes(b"\x00\x01\x02" * 100)
    (folder / "binary.txt").write_bytes(b"\x00\x01\x02" * 100)  # text by name only
    memo = Path(__file__).parent.parent / "fixtures/audio/voice-memo.m4a"
    (folder / "memo.m4a").write_bytes(memo.read_bytes())
    for name in (
        "invoice.pdf",
        "receipt.png",
        "mail.eml",
        "notes.txt",
        "blob.bin",
        "binary.txt",
        "memo.m4a",
    ):
        found[name] = folder / name
    return found


def test_every_kind_of_file_reads_the_same_through_its_handle(tmp_path: Path) -> None:
    """The digesters given the handle's path (rewound before each) say what they say given
    the file's name: the same text, fields and extension, for every kind."""
    for name, path in sorted(_every_kind(tmp_path / "kinds").items()):
        mime = appclient.digests.guess_mime(name)
        size = path.stat().st_size
        by_name = appclient.digests.extract(path, mime, size)
        with fs.Reader(tmp_path) as reader, reader.open(f"kinds/{name}") as f:
            f.read(7)  # the digesters never depend on where the handle was left
            by_handle = appclient.digests.extract_open(f.fileno(), str(path), mime, size)
        assert _steady(by_handle) == _steady(by_name), name
        assert all(d.error is None for d in by_handle), (name, by_handle)


def _steady(found: list[appclient.digests.Digest]) -> list[tuple[str, Any, dict[str, Any]]]:
    """What a digest says that does not vary run to run: PocketSphinx's guesses at a memo's
    words differ between two reads of the same file, and so does the time taken (but not
    the length of the memo, 'seconds' of a transcript)."""
    return [
        (
            d.digester,
            None if d.digester == "transcript" else d.content,
            {
                k: v
                for k, v in d.data.items()
                if k != "elapsed" and (k, d.digester) != ("seconds", "ocr")
            },
        )
        for d in found
    ]
