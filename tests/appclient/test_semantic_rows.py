"""The vectors held for search (appclient/search/semantic.py): their lengths are taken a block
at a time on load (no float copy of the whole table: 40 MB at 20,000 files), and are the same
as taken at once, across the blocks' edges; and SQLite's cache does not keep the pages the
rows were read from."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from appclient.search.semantic import PAGE, _norms
from appclient.state.db import CACHE_KIB, READER_CACHE_KIB, Database


def test_lengths_a_block_at_a_time_are_the_lengths() -> None:
    rows = np.random.default_rng(3).integers(-127, 128, size=(2 * PAGE + 17, 8), dtype=np.int8)
    wide = rows.astype(np.float64)
    assert np.allclose(_norms(rows), np.sqrt((wide * wide).sum(axis=1)), rtol=1e-6)
    assert np.allclose(_norms(np.zeros((3, 8), dtype=np.int8)), 1e-6)  # never 0: a divisor


LOAD = """
import sqlite3, sys
from appclient.search.semantic import SemanticIndex
from appclient.state.db import CACHE_KIB

def rss():
    with open("/proc/self/statm") as f:
        return int(f.read().split()[1]) * 4096

db = sqlite3.connect(sys.argv[1])
db.execute(f"PRAGMA cache_size = {CACHE_KIB}")
index = SemanticIndex(512)
before = rss()
index.refresh(db)
assert len(index) == 20_000, len(index)
assert db.execute("PRAGMA cache_size").fetchone()[0] == CACHE_KIB
print(rss() - before)
"""


@pytest.mark.skipif(not Path("/proc/self/statm").exists(), reason="reads /proc (Linux)")
def test_loading_every_vector_keeps_them_once(tmp_path: Path) -> None:
    """The rows are copied out of SQLite: its page cache does not keep a second copy of the
    table (10 MB at 20,000 files) for as long as the process lives. Measured: ~15 MB grown
    for the 10 MB of rows, ~29 MB when the cache kept their pages."""
    path = tmp_path / "index.db"
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE vectors (file_id INTEGER PRIMARY KEY, vec BLOB, seq INTEGER)")
    db.execute("CREATE INDEX vectors_seq ON vectors(seq)")
    rng = np.random.default_rng(5)
    db.executemany(
        "INSERT INTO vectors VALUES (?, ?, ?)",
        ((i, rng.integers(-127, 128, 512, dtype=np.int8).tobytes(), i + 1) for i in range(20_000)),
    )
    db.commit()
    db.close()
    out = subprocess.run(
        [sys.executable, "-c", LOAD, str(path)], capture_output=True, text=True, check=True
    )
    grew = int(out.stdout)
    rows = 20_000 * 512
    assert grew < rows + 10 * 2**20, f"loading {rows:,} bytes of vectors took {grew:,}"


async def test_the_readers_page_cache_is_the_smaller(tmp_path: Path) -> None:
    """Searches read through the reader: its cache holds 8 MB, not the writer's 32 MB (a
    serve grew by the difference over a few hundred searches, no faster for it)."""
    db = await Database.open(tmp_path / "index.db")
    try:
        (reader,) = await (await db.reader.execute("PRAGMA cache_size")).fetchone()
        (writer,) = await (await db.writer.execute("PRAGMA cache_size")).fetchone()
    finally:
        await db.close()
    assert (reader, writer) == (READER_CACHE_KIB, CACHE_KIB)
    assert -reader <= 8_000 < -writer
