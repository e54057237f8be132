"""Which indexed files are read by name only, and why — for `mylifedb index` and `status`,
so a person knows what search cannot see inside, and what would fix it.

A file is read by name only when no digest holds any of its text or facts:
- ``unreadable``: its reader failed (encrypted, damaged, not what its name says);
- ``no_ocr``: a scan or screenshot (an image without a camera) with OCR off or missing;
- ``no_transcript``: a recording with transcripts off or missing;
- ``no_reader``: a kind nothing here reads (``.doc``, ``.pages``, ``.zip``...), by extension.
Camera photos and videos are not counted: their date, camera and place are read.

One read-only pass over ``files`` and ``digests`` (about 0.3 s at 100,000 files)."""

from __future__ import annotations

import json
import sqlite3
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

__all__ = ["NameOnly", "read_by_name_only", "name_only_of", "UNREADABLE_KEY"]

UNREADABLE_KEY = "unreadable"  # meta: the last full scan's paths that could not be opened

_QUERY = (
    "SELECT f.name, f.mime_type,"
    " max(coalesce(length(d.content), 0) > 0), max(d.error IS NOT NULL),"
    " group_concat(d.digester), max(CASE WHEN d.digester = 'image_metadata' THEN d.data END)"
    " FROM files f LEFT JOIN digests d ON d.file_id = f.id GROUP BY f.id"
)
_FACTS = frozenset({"video_metadata"})  # digests whose fields are the reading


@dataclass
class NameOnly:
    """Files read by name only, by reason; ``extensions``: the unread kinds, most first."""

    unreadable: int = 0
    no_ocr: int = 0
    no_transcript: int = 0
    no_reader: int = 0
    extensions: Counter[str] = field(default_factory=Counter)
    examples: list[str] = field(default_factory=list)  # a few unreadable files
    # files and folders ('a/') the last full scan found but could not open (permissions):
    # not in the index at all, so only this list knows them (not counted in ``total``)
    cannot_open: list[str] = field(default_factory=list)

    @property
    def total(self) -> int:
        return self.unreadable + self.no_ocr + self.no_transcript + self.no_reader

    def reasons(self) -> list[str]:
        """One phrase per reason, for a person ('3 .doc, 1 .pages: no reader for these kinds')."""
        out = []
        if self.no_reader:
            kinds = ", ".join(f"{n} {ext}" for ext, n in self.extensions.most_common(4))
            more = " and more" if len(self.extensions) > 4 else ""
            out.append(f"{kinds}{more}: no reader for these kinds")
        if self.unreadable:
            out.append(f"{self.unreadable} could not be read (encrypted or damaged)")
        if self.no_ocr:
            out.append(f"{self.no_ocr} scans and screenshots: no OCR here")
        if self.no_transcript:
            out.append(f"{self.no_transcript} recordings: no transcripts here")
        return out


def name_only_of(
    name: str,
    mime: str,
    has_text: bool,
    failed: bool,
    digesters: set[str],
    image: dict[str, object],
) -> str | None:
    """The reason one file is read by name only, or None when something inside is read."""
    if has_text or digesters & _FACTS or "transcript" in digesters or "ocr" in digesters:
        return None
    if failed:
        return "unreadable"
    if "image_metadata" in digesters:
        if image.get("camera") or image.get("taken_at") or image.get("gps"):
            return None  # a photo: its date, camera and place are what there is to read
        return "no_ocr" if not mime.endswith("svg+xml") else None
    if mime.startswith("audio/"):
        return "no_transcript"
    return "no_reader"


def read_by_name_only(
    db_path: Path, *, ocr_ready: bool = False, transcripts_ready: bool = False
) -> NameOnly | None:
    """Count the index's name-only files (None if the index cannot be read). Scans found
    without text while OCR works, and recordings while transcripts work, had nothing to
    read: they are not counted as missing a reader."""
    try:
        conn = sqlite3.connect(f"{db_path.resolve().as_uri()}?mode=ro", uri=True, timeout=2.0)
    except sqlite3.Error:
        return None
    out = NameOnly()
    try:
        for name, mime, has_text, failed, digesters, image_json in conn.execute(_QUERY):
            image = json.loads(image_json) if image_json else {}
            why = name_only_of(
                name, mime or "", bool(has_text), bool(failed),
                set((digesters or "").split(",")), image if isinstance(image, dict) else {},
            )  # fmt: skip
            if why is None or (why == "no_ocr" and ocr_ready):
                continue
            if why == "no_transcript" and transcripts_ready:
                continue
            setattr(out, why, getattr(out, why) + 1)
            if why == "no_reader":
                ext = Path(name).suffix.lower() or "(no extension)"
                out.extensions[ext] += 1
            elif why == "unreadable" and len(out.examples) < 5:
                out.examples.append(name)
        out.cannot_open = _cannot_open(conn)
    except sqlite3.DatabaseError:
        return None
    finally:
        conn.close()
    return out


def _cannot_open(conn: sqlite3.Connection) -> list[str]:
    row = conn.execute("SELECT value FROM meta WHERE key = ?", (UNREADABLE_KEY,)).fetchone()
    try:
        paths = json.loads(row[0]) if row else []
    except ValueError:
        return []
    return [p for p in paths if isinstance(p, str)] if isinstance(paths, list) else []
