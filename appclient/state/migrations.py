"""The index's schema as an ordered list of named migrations, each recorded once applied
(llm's ``migrations.py``): the schema can change without breaking a user's index. A
migration returns SQL to run, or takes the connection and runs what it needs itself (inside
the same transaction either way). ``migrate_file`` brings an index file up to date."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

__all__ = ["MIGRATIONS", "migrate_file", "statements"]


def _m001_files() -> str:
    return """
        CREATE TABLE files (
            id INTEGER PRIMARY KEY,
            path TEXT NOT NULL UNIQUE,
            name TEXT NOT NULL,
            folder TEXT NOT NULL,
            mime_type TEXT NOT NULL,
            size INTEGER NOT NULL,
            mtime_ns INTEGER NOT NULL,
            added_at REAL NOT NULL,
            content_hash TEXT,
            digest_version INTEGER NOT NULL DEFAULT 0
        );
        CREATE INDEX files_folder ON files(folder);
        CREATE INDEX files_added ON files(added_at);
        CREATE INDEX files_hash ON files(size, content_hash);
        CREATE TABLE folders (path TEXT PRIMARY KEY);
        CREATE TABLE digests (
            file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE,
            digester TEXT NOT NULL,
            content TEXT,
            data TEXT NOT NULL DEFAULT '{}',
            error TEXT,
            PRIMARY KEY (file_id, digester)
        );
        CREATE VIRTUAL TABLE files_fts USING fts5(
            name, path, content,
            tokenize = 'porter unicode61 remove_diacritics 2',
            prefix = '2 3'
        );
        CREATE VIRTUAL TABLE fts_vocab USING fts5vocab(files_fts, 'row');
        CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT);
        """


def _m002_suggestions() -> str:
    return """
        CREATE TABLE suggestions (
            id TEXT PRIMARY KEY,
            file_path TEXT NOT NULL,
            target_folder TEXT NOT NULL,
            reasoning TEXT NOT NULL,
            confidence REAL NOT NULL,
            alternatives TEXT NOT NULL DEFAULT '[]',
            status TEXT NOT NULL DEFAULT 'pending',
            created_at REAL NOT NULL,
            resolved_at REAL,
            source TEXT NOT NULL,
            creates_folder INTEGER NOT NULL DEFAULT 0,
            file_hash TEXT
        );
        CREATE UNIQUE INDEX suggestions_one_pending ON suggestions(file_path) WHERE status = 'pending';
        CREATE INDEX suggestions_status ON suggestions(status, created_at);
        """


def _m003_moves_runs() -> str:
    return """
        CREATE TABLE moves (
            id INTEGER PRIMARY KEY,
            source TEXT NOT NULL,
            destination TEXT NOT NULL,
            renamed INTEGER NOT NULL DEFAULT 0,
            status TEXT NOT NULL,            -- pending, done, undone, aborted
            created_at REAL NOT NULL,
            suggestion_id TEXT,
            undo_of INTEGER
        );
        CREATE TABLE runs (
            id INTEGER PRIMARY KEY,
            file_path TEXT NOT NULL,
            provider TEXT NOT NULL,
            model TEXT NOT NULL,
            turns INTEGER NOT NULL DEFAULT 0,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            latency_ms INTEGER NOT NULL DEFAULT 0,
            outcome TEXT NOT NULL,
            error TEXT,
            suggestion_id TEXT,
            created_at REAL NOT NULL
        );
        CREATE INDEX runs_file ON runs(file_path, created_at);
        """


def _m004_drop_suggestion_hash() -> str:
    # Written by every suggestion, never read.
    return "ALTER TABLE suggestions DROP COLUMN file_hash;"


def _m005_keep_suggested_folder_and_moved_hash() -> str:
    # target_folder becomes where the user sent the file (a 'choose' changes it);
    # suggested_folder keeps what was suggested, so undo and crash recovery can restore it.
    # A move records the file's content hash, so undo can tell a file edited since.
    return """
        ALTER TABLE suggestions ADD COLUMN suggested_folder TEXT;
        UPDATE suggestions SET suggested_folder = target_folder;
        ALTER TABLE moves ADD COLUMN content_hash TEXT;
        """


def _m006_move_owner() -> str:
    # Which process journalled a pending move (appclient/liveness.py): recovery settles only
    # the moves of processes that are gone.
    return "ALTER TABLE moves ADD COLUMN owner TEXT;"


def _m007_moves_by_suggestion() -> str:
    # Recovery looks for accepted suggestions without a pending or done move at every start.
    return "CREATE INDEX IF NOT EXISTS moves_suggestion ON moves(suggestion_id);"


def _m008_search_text_once(db: sqlite3.Connection) -> None:
    # The search tables' schema and rebuild live with the search code (search/fts.py),
    # imported here, at run time only: the search package reads through this module.
    from ..search.fts import SCHEMA, migrate

    migrate(db, statements(SCHEMA))


def _m009_move_runs_and_declines() -> str:
    # A move remembers the batch it belonged to (an organizer run with auto-accept, one
    # "Accept all" of the review page: undo takes them back together) and the outermost
    # folder it had to create (undo removes it again when it is empty). A decline is kept
    # with what it was decided on (the file's content, the folders and the guideline), so a
    # restarted organizer asks again only when one of them changed.
    return """
        ALTER TABLE moves ADD COLUMN run_id TEXT;
        ALTER TABLE moves ADD COLUMN created_folder TEXT;
        CREATE INDEX IF NOT EXISTS moves_run ON moves(run_id);
        CREATE TABLE IF NOT EXISTS declines (
            file_path TEXT PRIMARY KEY,
            content_hash TEXT,
            context TEXT NOT NULL,
            reason TEXT NOT NULL,
            provider TEXT NOT NULL,
            created_at REAL NOT NULL
        );
        """


def _m010_vectors() -> str:
    # One vector per file (appclient/index/vectors.py): int8, with a digest of what was
    # embedded so a file whose text did not change is not embedded again. ``stale`` marks a
    # file the indexer rewrote or moved (checked, and embedded again only if its text
    # changed); ``seq`` grows with every write, so a search process loads only what changed.
    return """
        CREATE TABLE vectors (
            file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE,
            input TEXT NOT NULL,
            vec BLOB NOT NULL,
            stale INTEGER NOT NULL DEFAULT 0,
            seq INTEGER NOT NULL
        );
        CREATE INDEX vectors_seq ON vectors(seq);
        CREATE INDEX vectors_stale ON vectors(file_id) WHERE stale = 1;
        """


def _m011_suggestion_file_seen() -> str:
    # What the file was when it was suggested (size, modification time, content hash):
    # accept refuses a file replaced or edited since (another file under the same name).
    return """
        ALTER TABLE suggestions ADD COLUMN seen_size INTEGER;
        ALTER TABLE suggestions ADD COLUMN seen_mtime_ns INTEGER;
        ALTER TABLE suggestions ADD COLUMN seen_hash TEXT;
        """


def _m012_suggestion_new_name() -> str:
    # A suggestion may rename the file it moves (scan_0012.pdf -> 2025-03-14 Lease.pdf).
    return "ALTER TABLE suggestions ADD COLUMN new_name TEXT;"


def _m013_words_keep_their_marks(db: sqlite3.Connection) -> None:
    # Words keep the vowel signs written on their letters (Hindi, Tamil, Thai...): the
    # search tables are made again with the new tokenizer and rebuilt from the index.
    from ..search.fts import TABLES, retokenize

    retokenize(db, statements(TABLES))


def _m014_search_terms() -> str:
    # The search index's own list of its words (no storage: FTS5 reads its index), for
    # "does the library write any word in this script?" (search/scripts.py).
    return "CREATE VIRTUAL TABLE files_terms USING fts5vocab(files_fts, row);"


Migration = Callable[[], str] | Callable[[sqlite3.Connection], None]
MIGRATIONS: list[Migration] = [
    _m001_files,
    _m002_suggestions,
    _m003_moves_runs,
    _m004_drop_suggestion_hash,
    _m005_keep_suggested_folder_and_moved_hash,
    _m006_move_owner,
    _m007_moves_by_suggestion,
    _m008_search_text_once,
    _m009_move_runs_and_declines,
    _m010_vectors,
    _m011_suggestion_file_seen,
    _m012_suggestion_new_name,
    _m013_words_keep_their_marks,
    _m014_search_terms,
]


def statements(script: str) -> list[str]:
    out, buf = [], ""
    for line in script.splitlines(keepends=True):
        buf += line
        if sqlite3.complete_statement(buf):
            out.append(buf.strip())
            buf = ""
    return [s for s in out if s.strip(" ;\n")]


def _migrate(db: sqlite3.Connection) -> None:
    db.execute("CREATE TABLE IF NOT EXISTS _migrations (name TEXT PRIMARY KEY, applied_at REAL)")
    done = {row[0] for row in db.execute("SELECT name FROM _migrations")}
    for fn in MIGRATIONS:
        name = fn.__name__.lstrip("_")
        if name in done:
            continue
        try:
            db.execute("BEGIN IMMEDIATE")
            # Another process may have applied it while we waited for the lock.
            if db.execute("SELECT 1 FROM _migrations WHERE name=?", (name,)).fetchone():
                db.execute("ROLLBACK")
                continue
            if fn.__code__.co_argcount:
                fn(db)  # type: ignore[call-arg]
            else:
                # executescript would COMMIT first, so the schema runs statement by statement.
                for stmt in statements(fn()):  # type: ignore[call-arg,arg-type]
                    db.execute(stmt)
            db.execute("INSERT INTO _migrations VALUES (?, julianday('now'))", (name,))
            db.execute("COMMIT")
        except BaseException:
            if db.in_transaction:
                db.execute("ROLLBACK")
            raise


MIGRATE_WAIT_S = 600  # a peer may be upgrading a large index (m008 rebuilds the search tables)


def migrate_file(path: Path) -> None:
    conn = sqlite3.connect(path, timeout=MIGRATE_WAIT_S, isolation_level=None)
    try:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA foreign_keys = ON")
        _migrate(conn)
        _shrink(conn)
    finally:
        conn.close()


def _shrink(conn: sqlite3.Connection) -> None:
    """Give the disk back once more than half the file is free pages (after a migration
    dropped a copy of every text, or most of the library was deleted). Best effort: another
    process reading the index makes VACUUM wait or fail, and then it waits for next time."""
    (free,) = conn.execute("PRAGMA freelist_count").fetchone()
    (pages,) = conn.execute("PRAGMA page_count").fetchone()
    (size,) = conn.execute("PRAGMA page_size").fetchone()
    if free * 2 > pages and free * size > 8 << 20:
        try:
            conn.execute("PRAGMA busy_timeout = 1000")
            conn.execute("VACUUM")
        except sqlite3.OperationalError:
            pass
