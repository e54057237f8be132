"""The FTS5 tables of the index database, with each file's extracted text stored once.

The text lives in ``digests`` (``get_file`` reads it there); the two FTS5 tables are
*external content* tables over views of ``files`` + ``digests``, so they hold only the
inverted index:

    files_fts  (name, path, content)   every word of a file: the name's words, its path and
                                       its search text (metadata head + digest text, 100k cap);
                                       which files and columns hold a word, not where
                                       (detail=column: no ranking or snippet reads positions
                                       there, and they were 45% of the index)
    head_fts   (name, path, lead)      the same name and path, and the first 256 characters
                                       of that text (less a word the cut would split): a small
                                       index the ranking reads first

An external-content table cannot see its source change, so the rules are:

- a row is added with exactly the values its view would produce now (``row_values`` is the
  view's definition in Python; tests hold the two equal with FTS5's integrity-check);
- a row is removed with the FTS5 ``'delete'`` command fed *from the view*, before anything
  the view reads (the file's name, path, head or digests) changes;
- every ``files`` row has its FTS rows, written in the same transaction.

``search_words`` is the typo dictionary: the distinct words (4+ letters) of names, paths
and texts, kept by the indexer and read by ``typos.py``.
"""

from __future__ import annotations

import json
import logging
import sqlite3
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .. import digests as dg
from .typos import words_of
from .words import MARKS, name_words

__all__ = [
    "SCHEMA",
    "LEAD_CHARS",
    "MAX_TEXT_CHARS",
    "TOKENIZE",
    "search_head",
    "text_of",
    "row_values",
    "stored_name",
    "lead_of",
    "delete_sql",
    "insert_from_view_sql",
    "INSERT_FILES_FTS",
    "INSERT_HEAD_FTS",
    "INSERT_WORDS",
    "IDS",
    "unindex",
    "index_from_view",
    "word_rows",
    "migrate",
    "HitRow",
    "hit_rows",
]

log = logging.getLogger("mylifedb.index")

LEAD_CHARS = 256
# The lead stops before a word the cut would split ('…invo|ice'), so the head index never
# holds half a word; SQLite's rtrim and str.rstrip strip the same set.
_ALNUM = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz"
MAX_TEXT_CHARS = 100_000  # text given to the search index per file
# Words keep the marks written on their letters (Devanagari's vowel signs...), as query words
# do (``words.MARKS``); quoted twice: the option sits in a single-quoted SQL string.
TOKENIZE = f"porter unicode61 remove_diacritics 2 tokenchars ''{MARKS}''"

SQL_OF_TABLES = "SELECT sql FROM sqlite_master WHERE name IN ('files_fts', 'head_fts')"
TABLES = f"""
CREATE VIRTUAL TABLE files_fts USING fts5(
  name, path, content, content='search_source', content_rowid='id', tokenize='{TOKENIZE}',
  detail=column);
CREATE VIRTUAL TABLE head_fts USING fts5(
  name, path, lead, content='search_head_source', content_rowid='id', tokenize='{TOKENIZE}');
"""

# The view is the one definition of what is indexed; ``text_of`` below mirrors it.
# group_concat skips NULLs; the inner ORDER BY fixes the order of several digests.
SCHEMA = f"""
ALTER TABLE files ADD COLUMN search_name TEXT;
DROP INDEX IF EXISTS files_hash;
ALTER TABLE files ADD COLUMN search_head TEXT;
CREATE VIEW search_source AS
  SELECT f.id AS id, coalesce(f.search_name, f.name) AS name, f.path AS path,
         substr(coalesce(f.search_head || char(10), '') || coalesce(
           (SELECT group_concat(c, char(10)) FROM
              (SELECT d.content AS c FROM digests d WHERE d.file_id = f.id ORDER BY d.digester)),
           ''), 1, {MAX_TEXT_CHARS}) AS content
  FROM files f;
CREATE VIEW search_head_source AS
  SELECT id, name, path, rtrim(substr(content, 1, {LEAD_CHARS}), '{_ALNUM}') AS lead FROM search_source;
{TABLES}
CREATE TABLE search_words (word TEXT PRIMARY KEY, rev TEXT NOT NULL) WITHOUT ROWID;
CREATE INDEX search_words_rev ON search_words(rev);
"""

INSERT_FILES_FTS = "INSERT INTO files_fts(rowid, name, path, content) VALUES (?,?,?,?)"
INSERT_HEAD_FTS = "INSERT INTO head_fts(rowid, name, path, lead) VALUES (?,?,?,?)"
INSERT_WORDS = "INSERT OR IGNORE INTO search_words(word, rev) VALUES (?,?)"


def search_head(digests: Iterable[dg.Digest]) -> str | None:
    """The metadata part of a file's search text (image size, date and camera; a PDF's title
    and author), rendered by the digests module itself; None when there is none."""
    heads = dg.search_text(dg.Digest(d.digester, None, d.data, d.error) for d in digests)
    return heads or None


def text_of(head: str | None, contents: Iterable[str | None]) -> str:
    """``search_source.content`` in Python: the head, a newline, the digests' contents in
    digester order joined by newlines (None skipped), cut at MAX_TEXT_CHARS characters."""
    body = "\n".join(c for c in contents if c is not None)
    prefix = head + "\n" if head is not None else ""
    return (prefix + body)[:MAX_TEXT_CHARS]


def stored_name(name: str) -> str | None:
    """``files.search_name``: the name's searchable words when they differ from the name
    ('W2_2024.pdf' -> 'W2_2024.pdf W 2 2024 pdf'), else NULL (the view falls back to the name)."""
    words = name_words(name)
    return words if words != name else None


def row_values(
    file_id: int, search_name: str, path: str, text: str
) -> tuple[tuple[object, ...], tuple[object, ...]]:
    """The ``files_fts`` and ``head_fts`` rows for one file, as the views would give them."""
    return (file_id, search_name, path, text), (file_id, search_name, path, lead_of(text))


def lead_of(text: str) -> str:
    """``search_head_source.lead`` in Python."""
    return text[:LEAD_CHARS].rstrip(_ALNUM)


def delete_sql(ids: str) -> list[str]:
    """Remove files from both FTS tables; ``ids`` is SQL for the ids ('?', a subquery).
    Must run while the view still shows what was indexed (before the rows change)."""
    return [
        "INSERT INTO files_fts(files_fts, rowid, name, path, content)"
        f" SELECT 'delete', id, name, path, content FROM search_source WHERE id IN ({ids})",
        "INSERT INTO head_fts(head_fts, rowid, name, path, lead)"
        f" SELECT 'delete', id, name, path, lead FROM search_head_source WHERE id IN ({ids})",
    ]


def insert_from_view_sql(ids: str) -> list[str]:
    """Index files from the views (after a move changed their name and path)."""
    return [
        "INSERT INTO files_fts(rowid, name, path, content)"
        f" SELECT id, name, path, content FROM search_source WHERE id IN ({ids})",
        "INSERT INTO head_fts(rowid, name, path, lead)"
        f" SELECT id, name, path, lead FROM search_head_source WHERE id IN ({ids})",
    ]


IDS = "SELECT value FROM json_each(?)"  # ids passed as one JSON array


def unindex(db: sqlite3.Connection, ids: Sequence[int]) -> None:
    """Take files out of both FTS tables (before their rows or digests change)."""
    if ids:
        arg = (json.dumps(list(ids)),)
        for sql in delete_sql(IDS):
            db.execute(sql, arg)


def index_from_view(db: sqlite3.Connection, ids: Sequence[int]) -> None:
    """Put files (already taken out) back into both FTS tables as the views show them now."""
    if ids:
        arg = (json.dumps(list(ids)),)
        for sql in insert_from_view_sql(IDS):
            db.execute(sql, arg)


@dataclass(frozen=True, slots=True)
class HitRow:
    path: str
    name: str
    folder: str
    mime_type: str
    text: str  # what the index was built from (``text_of``)


def hit_rows(db: sqlite3.Connection, ids: Sequence[int]) -> dict[int, HitRow]:
    """What a search hit shows of each file in ``ids`` (files gone since are left out)."""
    arg = (json.dumps(list(ids)),)
    contents: dict[int, list[str | None]] = {}
    for fid, content in db.execute(
        f"SELECT file_id, content FROM digests WHERE file_id IN ({IDS}) ORDER BY file_id, digester",
        arg,
    ):
        contents.setdefault(fid, []).append(content)
    return {
        fid: HitRow(path, name, folder, mime, text_of(head, contents.get(fid, ())))
        for fid, path, name, folder, mime, head in db.execute(
            f"SELECT id, path, name, folder, mime_type, search_head FROM files WHERE id IN ({IDS})",
            arg,
        )
    }


def word_rows(words: Iterable[str]) -> list[tuple[str, str]]:
    return [(w, w[::-1]) for w in words]


def _digest_rows(db: sqlite3.Connection) -> Iterable[tuple[int, list[dg.Digest]]]:
    """Every file's digests, file by file (in id order)."""
    cur = db.execute(
        "SELECT file_id, digester, content, data, error FROM digests ORDER BY file_id, digester"
    )
    fid, batch = None, []
    for file_id, digester, content, data, error in cur:
        if file_id != fid and fid is not None:
            yield fid, batch
            batch = []
        fid = file_id
        try:
            parsed = json.loads(data or "{}")
        except ValueError:
            parsed = {}
        batch.append(
            dg.Digest(digester, content, parsed if isinstance(parsed, dict) else {}, error)
        )
    if fid is not None:
        yield fid, batch


def _announce(db: sqlite3.Connection) -> None:
    n = db.execute("SELECT count(*) FROM files").fetchone()[0]
    if n:
        log.warning("upgrading the search index of %d files (once; this takes a moment)", n)


def _rebuild(db: sqlite3.Connection) -> None:
    """Both FTS tables indexed again from their views: what the index holds, no file reread."""
    db.execute("INSERT INTO files_fts(files_fts) VALUES ('rebuild')")
    db.execute("INSERT INTO head_fts(head_fts) VALUES ('rebuild')")


def retokenize(db: sqlite3.Connection, statements: Sequence[str]) -> None:
    """Make the FTS tables again with today's ``TOKENIZE`` (``statements``: ``TABLES``) and
    rebuild them, inside the migration's transaction; nothing when they have it already
    (an index made, or upgraded by ``migrate``, since)."""
    made = [r[0] or "" for r in db.execute(SQL_OF_TABLES)]
    if len(made) == 2 and all(TOKENIZE in sql for sql in made):
        return
    _announce(db)
    db.execute("DROP TABLE IF EXISTS files_fts")
    db.execute("DROP TABLE IF EXISTS head_fts")
    for stmt in statements:
        db.execute(stmt)
    _rebuild(db)


def migrate(db: sqlite3.Connection, statements: Sequence[str]) -> None:
    """Replace the FTS table that kept a copy of every text with the external-content
    tables above, and index every file again from what the index already holds (no file
    is reread). Runs inside the migration's transaction: suggestions, decisions, runs and
    the move journal are untouched, and an interrupted upgrade leaves the old index."""
    _announce(db)
    db.execute("DROP TABLE IF EXISTS fts_vocab")
    db.execute("DROP TABLE IF EXISTS files_fts")
    for stmt in statements:
        db.execute(stmt)
    # NUL characters would make SQLite's substr() and Python's slicing disagree.
    db.execute(
        "UPDATE digests SET content = replace(content, char(0), '') WHERE instr(content, char(0))"
    )
    names = [
        (sn, fid)
        for fid, name in db.execute("SELECT id, name FROM files")
        if (sn := stored_name(name)) is not None
    ]
    db.executemany("UPDATE files SET search_name=? WHERE id=?", names)
    heads = [(h, fid) for fid, ds in _digest_rows(db) if (h := search_head(ds)) is not None]
    db.executemany("UPDATE files SET search_head=? WHERE id=?", heads)
    _rebuild(db)
    words: set[str] = set()
    for name, path, text in db.execute("SELECT name, path, content FROM search_source"):
        words |= words_of(name, path, text)
    db.executemany(INSERT_WORDS, word_rows(words))
