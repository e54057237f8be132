"""The vectors' index file of a large library (appclient/search/ann.py): a question finds
the nearest files through it as a full pass over every vector would — clusters of
near-identical vectors included, which a graph index lost whole — and a damaged, cut or
foreign file is not trusted: the table answers instead."""

from __future__ import annotations

import sqlite3
import stat
from pathlib import Path

import numpy as np
import pytest

from appclient.search import ann
from appclient.search.semantic import SemanticIndex, as_int8

DIM = 512


def _clustered(n: int, seed: int) -> np.ndarray:
    """Unit vectors in clusters of 1 to 400 near-identical members (cosine ~0.99 within),
    as photos without text or one template's statements are: a cluster apart from the rest."""
    rng = np.random.default_rng(seed)
    topics = rng.standard_normal((12, DIM)).astype(np.float32)
    parts, total = [], 0
    while total < n:
        centre = topics[rng.integers(len(topics))] + 0.9 * rng.standard_normal(DIM)
        size = int(rng.choice([1, 1, 2, 5, 20, 100, 400]))
        parts.append(centre + 0.15 * rng.standard_normal((size, DIM)))
        total += size
    rows = np.concatenate(parts)[:n].astype(np.float32)
    return rows / np.linalg.norm(rows, axis=1, keepdims=True)


def _database(path: Path, rows: np.ndarray) -> sqlite3.Connection:
    db = sqlite3.connect(path)
    db.execute("CREATE TABLE vectors (file_id INTEGER PRIMARY KEY, vec BLOB, seq INTEGER)")
    db.execute("CREATE INDEX vectors_seq ON vectors(seq)")
    db.execute("CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)")
    db.executemany(
        "INSERT INTO vectors VALUES (?, ?, ?)",
        ((i + 1, as_int8(v).tobytes(), i + 1) for i, v in enumerate(rows)),
    )
    db.commit()
    return db


@pytest.fixture
def small_ann(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(ann, "ANN_MIN", 1000)


def test_clusters_of_near_identical_vectors_are_found_through_the_file(
    tmp_path: Path, small_ann: None
) -> None:
    rows = _clustered(8000, seed=1)
    db = _database(tmp_path / "index.db", rows)
    assert ann.sync(tmp_path / "index.db")
    assert stat.S_IMODE((tmp_path / ann.FILE).stat().st_mode) == 0o600
    through = SemanticIndex(DIM)
    through.refresh(db)
    assert through.uses_file and len(through) == 0  # every row is the file's
    stored = np.stack([as_int8(v) for v in rows]).astype(np.float32)
    stored /= np.linalg.norm(stored, axis=1, keepdims=True)
    rng = np.random.default_rng(7)
    recalls = []
    for i in rng.choice(len(rows), 150, replace=False):
        q = rows[i] + 0.03 * rng.standard_normal(DIM).astype(np.float32)
        q /= np.linalg.norm(q)
        exact = set((np.argsort(-(stored @ as_int8(q).astype(np.float32)))[:20] + 1).tolist())
        found = {f for f, _ in through.nearest(q, 20)}
        recalls.append(len(found & exact) / 20)
    assert min(recalls) >= 0.8, sorted(recalls)[:10]
    assert np.mean(recalls) >= 0.97


def test_cosines_through_the_file_are_the_rows_cosines(tmp_path: Path, small_ann: None) -> None:
    rows = _clustered(3000, seed=2)
    db = _database(tmp_path / "index.db", rows)
    ann.sync(tmp_path / "index.db")
    through = SemanticIndex(DIM)
    through.refresh(db)
    q = rows[10]
    q8 = as_int8(q).astype(np.float32)
    got = through.nearest(q, 5)
    assert got[0][0] == 11
    for fid, cos in got:
        row = as_int8(rows[fid - 1]).astype(np.float32)
        assert cos == pytest.approx(row @ q8 / np.linalg.norm(row) / np.linalg.norm(q8), abs=1e-4)
    vec = through.vector_of(11)
    assert vec is not None and float(vec @ rows[10]) > 0.995


def test_a_filtered_question_compares_every_allowed_file(tmp_path: Path, small_ann: None) -> None:
    """(A folder or a type.) Every allowed file's row in the file is compared, and a file
    embedded again since the file was written is compared by its new row, once."""
    rows = _clustered(3000, seed=4)
    db = _database(tmp_path / "index.db", rows)
    ann.sync(tmp_path / "index.db")
    moved = rows[2999]  # file 1 embedded again: now the vector of file 3000
    db.execute(
        "UPDATE vectors SET vec = ?, seq = 3001 WHERE file_id = 1", (as_int8(moved).tobytes(),)
    )
    db.commit()
    index = SemanticIndex(DIM)
    index.refresh(db)
    assert index.uses_file and len(index) == 1
    allowed = set(range(1, 3001, 7))  # 1, 8, 15, ...
    got = index.nearest(moved, 5, allowed)
    assert [f for f, _ in got][:1] == [1] and all(f in allowed for f, _ in got)
    assert len({f for f, _ in got}) == len(got)
    stored = np.stack([as_int8(v) for v in rows]).astype(np.float32)
    stored[0] = as_int8(moved)
    stored /= np.linalg.norm(stored, axis=1, keepdims=True)
    q8 = as_int8(moved).astype(np.float32)
    ids = np.asarray(sorted(allowed))
    exact = ids[np.argsort(-(stored[ids - 1] @ q8))[:5]].tolist()
    assert [f for f, _ in got] == exact


@pytest.mark.parametrize(
    "damage",
    ["cut short", "another header", "ids out of bounds", "groups out of bounds", "empty"],
)
def test_a_damaged_file_is_not_used_and_the_table_answers(
    tmp_path: Path, small_ann: None, damage: str
) -> None:
    rows = _clustered(2000, seed=3)
    db = _database(tmp_path / "index.db", rows)
    ann.sync(tmp_path / "index.db")
    path = tmp_path / ann.FILE
    data = bytearray(path.read_bytes())
    _, dim, groups, count = ann._HEAD.unpack(bytes(data[: ann._HEAD.size]))
    starts, ids, _, _, _ = ann._layout(dim, groups, count)
    if damage == "cut short":
        data = data[: len(data) - 100]
    elif damage == "another header":
        data[:8] = b"NOTMINE!"
    elif damage == "ids out of bounds":
        data[ids : ids + 8] = np.int64(10**12).tobytes()
    elif damage == "groups out of bounds":
        data[starts + 8 : starts + 16] = np.int64(-5).tobytes()
    else:
        data = bytearray()
    path.write_bytes(bytes(data))
    index = SemanticIndex(DIM)
    index.refresh(db)
    assert not index.uses_file and len(index) == len(rows)  # every row from the table
    assert index.nearest(rows[42], 1)[0][0] == 43
