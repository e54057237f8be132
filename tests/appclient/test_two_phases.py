"""Indexing in two phases (issue 29): every file searchable by its words first, vectors
behind them. Search answers while vectors are missing and says so; Ctrl-C in the vectors
phase loses nothing and the next run goes on without reading the words again; a text is
embedded once (re-indexed, copied or moved, it is not read by the embedder again)."""

from __future__ import annotations

import os
import shutil
import sqlite3
import stat
import threading
import time
from pathlib import Path
from typing import Any

import anyio
import numpy as np
import pytest

from appclient import InvalidArgument, LocalAppClient, Settings, StorageError
from appclient.embed.base import embed_input
from appclient.embed.usem3 import load
from appclient.index import vectors as vectors_mod
from appclient.search import ann
from appclient.search import sqlite as sqlite_mod
from tests.fixtures import write_library

pytestmark = pytest.mark.embedder

NOTES = {
    "guideline.md": "# Where things go\nHome papers in home/, work in work/.",
    "home/Mietvertrag Bahnhofstrasse.txt": (
        "Mietvertrag zwischen Frau Keller und Jonas Weber über die Wohnung Bahnhofstraße 12. "
        "Kaltmiete 950 EUR."
    ),
    "home/Stadtwerke Abschlag.txt": "Stadtwerke München. Abschlag für Strom ab März: 85 EUR.",
    "work/payslip 2025-03.txt": "Globex GmbH. Payslip March 2025. Gross salary 5,200.00.",
    "work/zorbel notes.txt": "Meeting notes: the zorbel prototype ships in May.",
    **{f"notes/day {i:02d}.txt": f"Diary day {i}: walked the dog, read a novel." for i in range(8)},
}


async def _open(tmp_path: Path) -> LocalAppClient:
    return await LocalAppClient.open(
        Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")
    )


async def _library(tmp_path: Path) -> LocalAppClient:
    """NOTES written into a new library, opened (not indexed)."""
    write_library(tmp_path / "lib", NOTES)
    return await _open(tmp_path)


async def test_search_answers_by_words_and_says_so_while_vectors_are_missing(
    tmp_path: Path,
) -> None:
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)  # the words phase only, as `mylifedb index` runs it
        assert await client.vectors.pending() == len(NOTES)
        res = await client.search("zorbel prototype")
        assert [h.path for h in res.results][:1] == ["work/zorbel notes.txt"]
        assert res.meaning is not None
        assert (res.meaning.embedded, res.meaning.total) == (0, len(NOTES))
        assert res.note and f"meaning: 0 of {len(NOTES)} files" in res.note
        assert res.model_dump()["meaning"] == {"embedded": 0, "total": len(NOTES)}

        assert await client.make_vectors() == len(NOTES)  # the vectors phase
        res = await client.search("zorbel prototype")
        assert res.meaning is None and res.note is None
        assert "meaning" not in res.model_dump(exclude_none=True)

        # Many new files at once: their words now, their vectors later; the files already
        # embedded are still found by meaning meanwhile.
        for i in range(3):
            (tmp_path / "lib" / f"work/new {i}.txt").write_text(f"Quarterly roadmap item {i}.")
        await client.index(inline=0)
        res = await client.search("rent contract")  # no file holds these words
        assert res.results[0].path == "home/Mietvertrag Bahnhofstrasse.txt"
        assert res.meaning is not None
        assert (res.meaning.embedded, res.meaning.total) == (len(NOTES), len(NOTES) + 3)
        assert (await client.search("roadmap")).results[0].path.startswith("work/new ")
    finally:
        await client.aclose()


async def test_cancelled_vectors_phase_resumes_without_reading_the_words_again(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(vectors_mod, "BATCH", 4)  # a batch per transaction: 4 files
    client = await _library(tmp_path)
    try:
        words = await client.index(inline=0)
        assert words.added == len(NOTES)
        with anyio.CancelScope() as scope:  # Ctrl-C after the first batch is stored

            def progress(done: int, total: int) -> None:
                if done:
                    scope.cancel()

            await client.make_vectors(progress)
        assert scope.cancelled_caught
        done, total = await client.vectors.counts()
        assert 0 < done < total == len(NOTES)
    finally:
        await client.aclose()

    client = await _open(tmp_path)  # the next run
    try:
        again = await client.index(inline=0)
        assert (again.added, again.updated, again.unchanged) == (0, 0, len(NOTES))
        assert await client.make_vectors() == len(NOTES) - done  # only what was left
        assert await client.vectors.counts() == (len(NOTES), len(NOTES))
    finally:
        await client.aclose()


async def test_through_workers_the_next_batch_is_handed_over_before_the_last_is_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A large vectors phase (here PROCESS_MIN 1) embeds in worker processes, one batch
    ahead of the one being stored: the workers do not wait for this process's writes. Every
    file still gets its own vector, and Ctrl-C loses only what was in flight."""
    monkeypatch.setattr(vectors_mod, "PROCESS_MIN", 1)
    monkeypatch.setattr(vectors_mod, "BATCH", 4)
    events: list[str] = []
    start, store = vectors_mod.VectorStore._start, vectors_mod.VectorStore._store

    def started(self: vectors_mod.VectorStore, todo: list[Any], *args: Any) -> Any:
        batch = start(self, todo, *args)
        assert batch.parts, "handed to the workers"
        events.append(f"start {todo[0][0]}")
        return batch

    async def stored(self: vectors_mod.VectorStore, batch: Any) -> list[int]:
        ids: list[int] = await store(self, batch)
        events.append(f"store {ids[0]}")
        return ids

    monkeypatch.setattr(vectors_mod.VectorStore, "_start", started)
    monkeypatch.setattr(vectors_mod.VectorStore, "_store", stored)
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)
        with anyio.CancelScope() as scope:  # Ctrl-C once the first batch is stored
            await client.make_vectors(lambda done, _: scope.cancel() if done else None)
        done, _ = await client.vectors.counts()
        assert done == 4  # the batch handed over after it was not stored
        assert await client.make_vectors() == len(NOTES) - 4
        firsts = [e.split()[1] for e in events if e.startswith("start")]
        assert events[:3] == [f"start {firsts[0]}", f"start {firsts[1]}", f"store {firsts[0]}"]
        rows = await client.db.fetch(
            "SELECT f.path, v.vec FROM files f JOIN vectors v ON v.file_id = f.id"
        )
        assert len(rows) == len(NOTES)
        model = load()
        for path, blob in rows:
            folder, _, name = path.rpartition("/")
            own = model.embed_documents(
                [embed_input(name, folder, (tmp_path / "lib" / path).read_text())]
            )[0]
            got = np.frombuffer(blob, dtype=np.int8).astype(np.float32)
            assert float(got @ own) / float(np.linalg.norm(got)) > 0.99, path
    finally:
        await client.aclose()


async def test_an_unchanged_text_is_never_embedded_twice(tmp_path: Path) -> None:
    # Texts of their own: the process's model may have read NOTES for another test.
    write_library(tmp_path / "lib", {p: f"{t} ({tmp_path.name})" for p, t in NOTES.items()})
    root = tmp_path / "lib"
    model = load()
    client = await _open(tmp_path)
    try:
        read = model.texts_read
        await client.index()
        assert model.texts_read - read == len(NOTES)  # every text read once
        read = model.texts_read

        # Touched, same bytes: the words are read again, the vector is kept.
        later = time.time() + 10
        os.utime(root / "work/payslip 2025-03.txt", (later, later))
        stats = await client.index()
        assert stats.updated == 1
        assert await client.make_vectors() == 0
        # Copied to another folder, and moved: a vector each (the folder's words are part of
        # what is embedded), the text not read again.
        shutil.copy(root / "work/zorbel notes.txt", root / "home/zorbel copy.txt")
        await client.index()
        await client.move_file("home/Stadtwerke Abschlag.txt", "work/")
        await client.refresh(["home", "work"])
        assert await client.vectors.counts() == (len(NOTES) + 1, len(NOTES) + 1)
        assert model.texts_read == read  # counted: nothing read by the embedder again
        assert (await client.search("electricity bill", limit=3)).results
    finally:
        await client.aclose()


async def test_a_large_library_answers_through_a_shared_index_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Past ann.ANN_MIN vectors (here 5) a question goes through the vectors' index file in
    the state folder, memory-mapped by every client, plus the rows written since."""
    monkeypatch.setattr(ann, "ANN_MIN", 5)
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)
        await client.make_vectors()
        grouped = tmp_path / "state" / ann.FILE
        assert grouped.is_file() and stat.S_IMODE(grouped.stat().st_mode) == 0o600
        res = await client.search("rent contract", limit=3)
        assert res.results[0].path == "home/Mietvertrag Bahnhofstrasse.txt"
        assert client._fallback._semantic.uses_file
        # Written after the file: compared directly until the file is rewritten.
        (tmp_path / "lib/health.txt").write_text("Vaccination card: tetanus booster 2024.")
        await client.refresh(["health.txt"])
        # (no word in common: the answer may be offered as loosely related in a library this small)
        shots = await client.search("which shots have I had", limit=1)
        assert (shots.results or shots.related)[0].path == "health.txt"
        in_work = await client.search("how much do I earn", folder="work/", mode="semantic")
        assert in_work.results and all(h.path.startswith("work/") for h in in_work.results)
        similar = await client.find_similar("work/zorbel notes.txt", limit=2)
        assert similar.results
    finally:
        await client.aclose()
    other = await _open(tmp_path)  # another process on the same library: the same file
    try:
        res = await other.search("rent contract", limit=3)
        assert res.results[0].path == "home/Mietvertrag Bahnhofstrasse.txt"
        assert other._fallback._semantic.uses_file
    finally:
        await other.aclose()


async def test_an_older_or_removed_index_file_is_written_at_the_next_vectors_phase(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A library indexed by a version that kept a graph (``vectors.usearch``, its meta key)
    gets the grouped file on its next vectors phase, with nothing new to embed, and the
    graph's file goes; so does a library whose file was removed by hand."""
    monkeypatch.setattr(ann, "ANN_MIN", 5)
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)
        await client.make_vectors()
        state = tmp_path / "state"
        (state / ann.FILE).unlink()
        await client.make_vectors()
        assert (state / ann.FILE).is_file()
        (state / ann.FILE).unlink()
        (state / "vectors.usearch").write_bytes(b"an older graph")
        async with client.db.write() as w:
            await w.execute("DELETE FROM meta WHERE key = 'ann-ivf'")
            await w.execute("INSERT OR REPLACE INTO meta VALUES ('ann', '{\"seq\": 1}')")
        await client.make_vectors()
        assert (state / ann.FILE).is_file() and not (state / "vectors.usearch").exists()
        assert not await client.db.fetch("SELECT 1 FROM meta WHERE key = 'ann'")
        res = await client.search("rent contract", limit=3)
        assert res.results[0].path == "home/Mietvertrag Bahnhofstrasse.txt"
        assert client._fallback._semantic.uses_file
    finally:
        await client.aclose()


async def test_the_index_file_is_written_again_when_files_went_away(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Removed files count towards the file's lag like rows written since: their rows in the
    file would take candidates' places until it is written again."""
    monkeypatch.setattr(ann, "ANN_MIN", 5)
    monkeypatch.setattr(vectors_mod, "FILE_LAG", 3)
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)
        await client.make_vectors()
        held = (await client.db.fetch("SELECT value FROM meta WHERE key = 'ann-ivf'"))[0][0]
        for i in range(2):
            (tmp_path / f"lib/notes/day {i:02d}.txt").unlink()
        await client.index()
        await client.make_vectors()  # two behind: kept
        assert (await client.db.fetch("SELECT value FROM meta WHERE key = 'ann-ivf'"))[0][0] == held
        (tmp_path / "lib/notes/day 02.txt").unlink()
        await client.index()
        await client.make_vectors()  # three behind: written again
        got = (await client.db.fetch("SELECT value FROM meta WHERE key = 'ann-ivf'"))[0][0]
        assert got != held and f'"count": {len(NOTES) - 3}' in got
    finally:
        await client.aclose()


async def test_cosines_of_files_held_only_by_the_index_file_are_their_cosines(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A file a question's words find but its nearest vectors do not is compared with it
    through the index file's copy of its vector (all of them in one lookup)."""
    monkeypatch.setattr(ann, "ANN_MIN", 5)
    client = await _library(tmp_path)
    try:
        await client.index(inline=0)
        await client.make_vectors()
        await client.search("rent contract")  # the index file in use
        index = client._fallback._semantic
        assert index.uses_file and len(index) == 0  # every row is the file's
        rows = await client.db.fetch("SELECT file_id, vec FROM vectors ORDER BY file_id")
        q = load().embed_queries(["how much is the rent"])[0]
        ids = [int(r[0]) for r in rows] + [10**9]  # and one without a vector
        got = index.cosines(q, ids)
        for (_, blob), cos in zip(rows, got, strict=False):
            wide = np.frombuffer(blob, dtype=np.int8).astype(np.float32)
            assert cos == pytest.approx(float(wide @ q) / float(np.linalg.norm(wide)), abs=1e-4)
        assert got[-1] == 0.0
        assert len(set(np.round(got[:-1], 4))) > 1
    finally:
        await client.aclose()


async def test_the_words_are_looked_up_while_the_question_is_embedded(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A hybrid search embeds its question on a worker thread while the connection's thread
    looks up its words (~0.5-1 ms of the search's ~6 at 20,000 files): here the question's
    vector is held back until the words are being looked up, which waits forever (5 s) when
    the two run one after the other."""
    client = await _library(tmp_path)
    try:
        await client.index()
        looking = threading.Event()
        words_side = sqlite_mod.words_side

        def spied(*args: Any) -> Any:
            looking.set()
            return words_side(*args)

        monkeypatch.setattr(sqlite_mod, "words_side", spied)
        vector = client.vectors.query_vector

        async def held_back(query: str) -> Any:
            await anyio.to_thread.run_sync(lambda: looking.wait(5))
            assert looking.is_set(), "the words were not looked up while the question was embedded"
            return await vector(query)

        monkeypatch.setattr(client.vectors, "query_vector", held_back)
        res = await client.search("zorbel prototype")
        assert res.results[0].path == "work/zorbel notes.txt"
        assert (await client.search("how much do I earn", mode="semantic")).results
    finally:
        await client.aclose()


async def test_a_failure_on_either_side_of_a_search_is_its_own_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Run side by side, the words and the question's vector still fail as themselves (not
    wrapped in a group of exceptions the MCP layer would not know)."""
    client = await _library(tmp_path)
    try:
        await client.index()

        def broken(*args: Any) -> Any:
            raise sqlite3.OperationalError("disk I/O error")

        with monkeypatch.context() as m:
            m.setattr(sqlite_mod, "words_side", broken)
            with pytest.raises(StorageError, match="disk I/O error"):
                await client.search("zorbel prototype")

        async def no_vector(query: str) -> Any:
            raise InvalidArgument("the embedder is gone")

        with monkeypatch.context() as m:
            m.setattr(client.vectors, "query_vector", no_vector)
            with pytest.raises(InvalidArgument, match="embedder is gone"):
                await client.search("zorbel prototype")
        assert (await client.search("zorbel prototype")).results
    finally:
        await client.aclose()
