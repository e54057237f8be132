"""The candidates' rows hybrid search reads (folder, date, size of text) are kept per
connection while the index is unchanged, and read again once anything commits: a real
index on disk, a second connection writing as the indexer would."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import numpy as np

from appclient import LocalAppClient, Settings
from appclient.search.relevance import FactsCache, facts_of
from tests.fixtures import write_library

GUIDELINE = "guideline.md"


async def _indexed(tmp_path: Path) -> Path:
    root = tmp_path / "lib"
    write_library(
        root,
        {
            GUIDELINE: "Bills go in home/bills/.",
            "home/bills/electricity.txt": "Electricity bill, 230 kWh, 78.40 EUR.",
            "notes/soup.md": "Lentil soup with carrots and cumin.",
        },
    )
    state = tmp_path / "state"
    client = await LocalAppClient.open(Settings.resolve(root=root, state_dir=state))
    try:
        await client.index()
    finally:
        await client.aclose()
    return state / "index.db"


def _reads(db: sqlite3.Connection) -> list[str]:
    seen: list[str] = []
    db.set_trace_callback(lambda sql: seen.append(sql) if "FROM files f" in sql else None)
    return seen


async def test_rows_read_once_while_nothing_changes_and_again_after_a_commit(
    tmp_path: Path,
) -> None:
    path = await _indexed(tmp_path)
    reader, writer = sqlite3.connect(path), sqlite3.connect(path)
    try:
        ids = np.array([r[0] for r in reader.execute("SELECT id FROM files ORDER BY path")])
        cache = FactsCache()
        reads = _reads(reader)
        first = facts_of(reader, ids, GUIDELINE, cache)
        assert first.guideline.tolist() == [1.0, 0.0, 0.0]  # guideline.md sorts first
        assert first.tokens[1] > 0 and first.folder[1] == "home/bills/"
        assert first.name[1] == "electricity.txt"
        again = facts_of(reader, ids, GUIDELINE, cache)
        assert len(reads) == 1, reads  # the later questions read nothing
        assert again.mtime.tolist() == first.mtime.tolist()
        # another connection (the indexer) commits a new date: the next read sees it
        bill = int(ids[1])
        writer.execute("UPDATE files SET mtime_ns = ? WHERE id = ?", (86_400 * 10**9, bill))
        writer.commit()
        after = facts_of(reader, ids, GUIDELINE, cache)
        assert after.mtime[1] == 86_400.0
        assert len(reads) == 2
        # and a write through the searching connection itself
        reader.execute("UPDATE files SET folder = 'money/bills/' WHERE id = ?", (bill,))
        reader.commit()
        assert facts_of(reader, ids, GUIDELINE, cache).folder[1] == "money/bills/"
        # a file gone since is a row of nothing, as without the cache
        writer.execute("DELETE FROM files WHERE id = ?", (int(ids[2]),))
        writer.commit()
        gone = facts_of(reader, ids, GUIDELINE, cache)
        assert gone.folder[2] == "" and gone.tokens[2] == 0.0
        plain = facts_of(reader, ids, GUIDELINE)
        assert gone.folder == plain.folder and gone.mtime.tolist() == plain.mtime.tolist()
    finally:
        reader.close()
        writer.close()
