"""A narrow, read-only view of a whole library for the offline organizer, which learns from it.

No MCP tool returns the whole library (and ``list_suggestions`` caps at 100), so the core
offers the organizer its training data directly, in pages:

    corpus_files(after_id, limit)       every library file outside inbox/: folder, name, mime,
                                        bounded extracted text, image metadata
    corpus_decisions(after_rowid, limit)every decided suggestion (accepted — 'choose' included,
                                        stored as accepted with the chosen folder and the
                                        folder first suggested — and rejected), with its
                                        file's name, text and metadata
    corpus_files_at(paths)              the same for files named by their indexed paths
    corpus_signature()                  a cheap string that changes when either changes
    corpus_state_dir()                  where a model fitted on this library may be cached
    corpus_embedder()                   the library's embedder (its setting, a loader) or ('', None)

``LibraryCorpus`` serves it over the index (``LocalAppClient.corpus()``); a
``RemoteAppClient`` has none (the organizer then falls back to what tools give).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol, runtime_checkable

from ..digests import TEXT_DIGESTERS
from ..embed.base import Embedder
from ..paths import INBOX
from ..state.db import Database

TEXT_CHARS = 4000  # per file: enough to tell what a document is, small enough to train fast
PAGE = 1000
_TEXT_DIGESTERS = TEXT_DIGESTERS


@dataclass(frozen=True, slots=True)
class CorpusFile:
    id: int
    path: str
    name: str
    folder: str  # 'life/gov docs/'
    mime_type: str
    text: str  # extracted text (text, pdf_text, ocr digests, PDF title), at most TEXT_CHARS
    image: dict[str, Any] = field(
        default_factory=dict
    )  # image_metadata fields (taken_at, camera, ...)
    mtime: float = 0.0  # seconds since the epoch


@dataclass(frozen=True, slots=True)
class CorpusDecision:
    rowid: int
    id: str
    file_path: str  # where the file was when the suggestion was made (usually inbox/...)
    target_folder: str  # accepted: where it went (the chosen folder for 'choose'); rejected: the refused folder
    status: str  # 'accepted' | 'rejected'
    resolved_at: float
    current_path: str | None  # where the file is now, if it is still in the index
    file: CorpusFile | None  # its content, when the file is still indexed
    suggested_folder: str | None = (
        None  # what was suggested; differs from target_folder after a 'choose'
    )

    @property
    def chosen_instead(self) -> str | None:
        """The folder the person passed over when they chose another one, if they did."""
        if (
            self.status == "accepted"
            and self.suggested_folder
            and self.suggested_folder != self.target_folder
        ):
            return self.suggested_folder
        return None


@runtime_checkable
class Corpus(Protocol):
    async def corpus_files(self, after_id: int = 0, limit: int = PAGE) -> list[CorpusFile]: ...

    async def corpus_decisions(
        self, after_rowid: int = 0, limit: int = PAGE
    ) -> list[CorpusDecision]: ...

    async def corpus_files_at(self, paths: list[str]) -> list[CorpusFile]: ...

    async def corpus_signature(self) -> str: ...

    def corpus_state_dir(self) -> Path: ...

    def corpus_embedder(self) -> tuple[str, Callable[[], Embedder] | None]: ...


async def iter_files(corpus: Corpus, page: int = PAGE) -> AsyncIterator[CorpusFile]:
    after = 0
    while True:
        rows = await corpus.corpus_files(after, page)
        for r in rows:
            yield r
        if len(rows) < page:
            return
        after = rows[-1].id


async def iter_decisions(corpus: Corpus, page: int = PAGE) -> AsyncIterator[CorpusDecision]:
    after = 0
    while True:
        rows = await corpus.corpus_decisions(after, page)
        for r in rows:
            yield r
        if len(rows) < page:
            return
        after = rows[-1].rowid


class LibraryCorpus:
    """The :class:`Corpus` of a library on this machine, read from its index."""

    def __init__(
        self,
        db: Database,
        state_dir: Path,
        embedder: Callable[[], Embedder] | None = None,
        embedder_name: str = "",
    ) -> None:
        self._db = db
        self._state_dir = state_dir
        self._embedder = embedder
        self._embedder_name = embedder_name

    def corpus_embedder(self) -> tuple[str, Callable[[], Embedder] | None]:
        """The library's embedder (its setting and how to load it), for evidence by meaning;
        ('', None) when it is off."""
        return self._embedder_name, self._embedder

    def corpus_state_dir(self) -> Path:
        return self._state_dir

    def corpus_db_path(self) -> Path:
        """The index file, for a child process that reads it (``server.organizer.apart``)."""
        return self._db.path

    async def corpus_size(self) -> int:
        """How many library files ``corpus_files`` pages through (one count on an index)."""
        rows = await self._db.fetch(
            "SELECT count(*) FROM files WHERE NOT (folder >= ? AND folder < ?) AND folder != ''",
            (INBOX, INBOX + "\U0010ffff"),
        )
        return int(rows[0][0])

    async def corpus_files(self, after_id: int = 0, limit: int = PAGE) -> list[CorpusFile]:
        rows = await self._db.fetch(
            "SELECT id, path, name, folder, mime_type, mtime_ns FROM files"
            " WHERE id > ? AND NOT (folder >= ? AND folder < ?) AND folder != '' ORDER BY id LIMIT ?",
            (after_id, INBOX, INBOX + "\U0010ffff", max(1, min(int(limit), 10 * PAGE))),
        )
        return await self._with_digests(rows)

    async def _with_digests(self, rows: list[Any]) -> list[CorpusFile]:
        if not rows:
            return []
        ids = [r[0] for r in rows]
        texts: dict[int, list[str]] = {i: [] for i in ids}
        images: dict[int, dict[str, Any]] = {}
        marks = ",".join("?" * len(ids))
        for fid, digester, content, data in await self._db.fetch(
            f"SELECT file_id, digester, substr(content, 1, ?), data FROM digests WHERE file_id IN ({marks})"
            " ORDER BY file_id, digester",
            (TEXT_CHARS, *ids),
        ):
            fields = _json(data)
            if digester in ("image_metadata", "video_metadata"):
                images[fid] = fields
                if isinstance(fields.get("place"), str):  # where it was taken: a trip's place
                    texts[fid].append(fields["place"])
            title = fields.get("title") if digester == "pdf_text" else None
            if (
                isinstance(title, str)
                and title.strip()
                and title.strip() not in (content or "")[:1000]
            ):
                texts[fid].insert(0, title)
            if digester in _TEXT_DIGESTERS and content:
                texts[fid].append(content)
        return [
            CorpusFile(
                id=r[0],
                path=r[1],
                name=r[2],
                folder=r[3],
                mime_type=r[4],
                text="\n".join(texts[r[0]])[:TEXT_CHARS],
                image=images.get(r[0], {}),
                mtime=r[5] / 1e9,
            )
            for r in rows
        ]

    async def corpus_files_at(self, paths: list[str]) -> list[CorpusFile]:
        """Indexed files by their exact indexed paths (inbox files included), in no order."""
        out: list[CorpusFile] = []
        for i in range(0, len(paths), 500):
            chunk = paths[i : i + 500]
            rows = await self._db.fetch(
                f"SELECT id, path, name, folder, mime_type, mtime_ns FROM files WHERE path IN ({','.join('?' * len(chunk))})",
                chunk,
            )
            out += await self._with_digests(rows)
        return out

    async def corpus_decisions(
        self, after_rowid: int = 0, limit: int = PAGE
    ) -> list[CorpusDecision]:
        rows = await self._db.fetch(
            """SELECT s.rowid, s.id, s.file_path, s.target_folder, s.status, coalesce(s.resolved_at, s.created_at),
                      (SELECT m.destination FROM moves m WHERE m.suggestion_id = s.id AND m.status = 'done'
                       ORDER BY m.id DESC LIMIT 1), s.suggested_folder
               FROM suggestions s WHERE s.rowid > ? AND s.status IN ('accepted', 'rejected')
               ORDER BY s.rowid LIMIT ?""",
            (after_rowid, max(1, min(int(limit), 10 * PAGE))),
        )
        out: list[CorpusDecision] = []
        for rowid, sid, file_path, target, status, resolved, moved_to, suggested in rows:
            file = None
            current = None
            for candidate in (moved_to, file_path):
                if not candidate:
                    continue
                found = await self._db.fetch(
                    "SELECT id, path, name, folder, mime_type, mtime_ns FROM files WHERE path=?",
                    (candidate,),
                )
                if found:
                    file = (await self._with_digests(found))[0]
                    current = candidate
                    break
            out.append(
                CorpusDecision(
                    rowid=rowid,
                    id=sid,
                    file_path=file_path,
                    target_folder=target,
                    status=status,
                    resolved_at=float(resolved),
                    current_path=current,
                    file=file,
                    suggested_folder=suggested,
                )
            )
        return out

    async def corpus_signature(self) -> str:
        """Changes when a library file (outside inbox/) is added, removed, moved, changed or
        re-digested, or when a suggestion is resolved. One pass over ``files``: milliseconds
        at 10,000 files."""
        (files,) = await self._db.fetch(
            "SELECT count(*), coalesce(max(id), 0), coalesce(sum(mtime_ns % 1000000007), 0),"
            " coalesce(sum(length(path)), 0), coalesce(sum(digest_version), 0) FROM files"
            " WHERE NOT (folder >= ? AND folder < ?)",
            (INBOX, INBOX + "\U0010ffff"),
        )
        (decided,) = await self._db.fetch(
            "SELECT count(*), coalesce(max(rowid), 0), coalesce(max(resolved_at), 0) FROM suggestions"
            " WHERE status IN ('accepted', 'rejected')",
        )
        (moves,) = await self._db.fetch("SELECT coalesce(max(id), 0), count(*) FROM moves")
        raw = json.dumps([list(files), list(decided), list(moves)])
        return hashlib.sha256(raw.encode()).hexdigest()[:16]


def _json(text: str | None) -> dict[str, Any]:
    try:
        value = json.loads(text or "{}")
    except ValueError:
        return {}
    return value if isinstance(value, dict) else {}
