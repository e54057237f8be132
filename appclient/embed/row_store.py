"""The model's token rows (and its words' token ids) kept for every process of the user.

A file's text and a search's passages are read the cheap way (``usem3.py``): each distinct
token's feature row is computed once, without its neighbours (~40 µs a token), and summed.
A process kept the rows it computed for itself, so every new process paid for them again:
each worker of an index, ``serve`` for the passages of its first searches (1.1 ms of a
7.4 ms search at 20,000 files), every ``mylifedb search`` from the shell. Here they are kept
in one SQLite file beside the unpacked model (``<model folder>/rows.sqlite``, 0600 in the
cache's 0700 folder): a row computed by any process is read by the next, so a library's rows,
computed while it was indexed, are there when it is searched.

The same file keeps each word's token ids (the tokenizer is pure Python: ~80 µs a word).
A row is stored as float16 (1 KB) and every process uses the float16 values, whether it
computed or read them, so a vector does not depend on which process made it. The file is a
cache: a row that is missing, of the wrong size or unreadable is computed again; a write
that finds the file busy is skipped; any SQLite error turns the store off for the process.
Rows are plain bytes (``np.frombuffer``), never unpickled.
"""

from __future__ import annotations

import atexit
import json
import logging
import sqlite3
import struct
from collections.abc import Sequence
from pathlib import Path

import numpy as np

from ..state.private import private_file, tighten

__all__ = ["RowStore", "FILE"]

log = logging.getLogger("mylifedb.embed")

FILE = "rows.sqlite"
_BUSY_MS = 200  # a write waits this long for another process's, then is skipped
WORDS_AT_ONCE = 4096


class RowStore:
    """Rows by token id, shared through ``path`` (None: a store that keeps nothing).
    Not thread-safe: the model calls it under its own lock."""

    def __init__(self, path: Path | None, dim: int) -> None:
        self.dim = dim
        self._path = path  # opened when first used
        self._opened: sqlite3.Connection | None = None
        self._words: dict[str, list[int]] = {}  # to write

    @property
    def _db(self) -> sqlite3.Connection | None:
        if self._path is not None:
            path, self._path = self._path, None
            try:
                self._opened = _open(path)
            except (OSError, sqlite3.Error) as e:
                log.warning("token rows are not kept between processes: %s", e)
            else:
                atexit.register(self.flush)
        return self._opened

    def fetch(self, ids: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        """(the ids found, their rows as float32) of ``ids``."""
        if self._db is None or not len(ids):
            return np.zeros(0, dtype=np.int64), np.zeros((0, self.dim), dtype=np.float32)
        try:
            got = self._db.execute(
                "SELECT id, row FROM rows WHERE id IN (SELECT value FROM json_each(?))",
                (json.dumps(ids.tolist()),),
            ).fetchall()
        except sqlite3.Error as e:
            self._off(e)
            return np.zeros(0, dtype=np.int64), np.zeros((0, self.dim), dtype=np.float32)
        width = 2 * self.dim
        good = [(i, r) for i, r in got if isinstance(r, bytes) and len(r) == width]
        found = np.array([i for i, _ in good], dtype=np.int64)
        rows = np.frombuffer(b"".join(r for _, r in good), dtype="<f2").reshape(-1, self.dim)
        return found, rows.astype(np.float32)

    def words(self, words: list[str]) -> dict[str, list[int]]:
        """The token ids of those of ``words`` the store has."""
        if self._db is None or not words:
            return {}
        try:
            got = self._db.execute(
                "SELECT word, ids FROM words WHERE word IN (SELECT value FROM json_each(?))",
                (json.dumps(words),),
            ).fetchall()
        except sqlite3.Error as e:
            self._off(e)
            return {}
        return {
            w: list(struct.unpack(f"<{len(b) // 4}i", b))
            for w, b in got
            if isinstance(b, bytes) and len(b) % 4 == 0
        }

    def keep_words(self, words: dict[str, list[int]]) -> None:
        """Store each word's token ids for the next process: written ``WORDS_AT_ONCE`` at a
        time (a write of a few hundred words into a large table costs ~5 µs a word more;
        what is left is written when the process exits normally)."""
        if self._db is None or not words:
            return
        self._words.update(words)
        if len(self._words) >= WORDS_AT_ONCE:
            self.flush()

    def flush(self) -> None:
        """Write the words kept so far."""
        pending, self._words = self._words, {}
        rows = [(w, struct.pack(f"<{len(ids)}i", *ids)) for w, ids in sorted(pending.items())]
        if rows:
            self._write("INSERT OR IGNORE INTO words(word, ids) VALUES (?, ?)", rows)

    def keep(self, ids: np.ndarray, rows: np.ndarray) -> None:
        """Store ``rows`` (float16 values) of ``ids`` for the next process."""
        if self._db is None or not len(ids):
            return
        data = np.ascontiguousarray(rows, dtype="<f2")
        self._write(
            "INSERT OR IGNORE INTO rows(id, row) VALUES (?, ?)",
            [(int(i), data[k].tobytes()) for k, i in enumerate(ids.tolist())],
        )

    def _write(self, sql: str, rows: Sequence[tuple[object, bytes]]) -> None:
        if self._db is None:
            return
        try:
            with self._db:
                self._db.executemany(sql, rows)
        except sqlite3.OperationalError as e:
            if "locked" not in str(e) and "busy" not in str(e):
                self._off(e)
        except sqlite3.Error as e:
            self._off(e)

    def _off(self, e: Exception) -> None:
        log.warning("token rows are not kept between processes: %s", e)
        db, self._opened = self._opened, None
        if db is not None:
            db.close()


def _open(path: Path) -> sqlite3.Connection:
    # 0600 before SQLite opens it (its -wal and -shm files take the file's mode), as index.db
    private_file(path)
    for suffix in ("-wal", "-shm"):
        tighten(path.with_name(path.name + suffix), 0o600)
    db = sqlite3.connect(path, timeout=_BUSY_MS / 1000, check_same_thread=False)
    try:
        db.execute("PRAGMA journal_mode=WAL")
        db.execute("PRAGMA synchronous=NORMAL")
        db.execute("CREATE TABLE IF NOT EXISTS rows(id INTEGER PRIMARY KEY, row BLOB NOT NULL)")
        db.execute(
            "CREATE TABLE IF NOT EXISTS words(word TEXT PRIMARY KEY, ids BLOB NOT NULL)"
            " WITHOUT ROWID"
        )
    except BaseException:
        db.close()
        raise
    return db
