"""What the organizer sees of a file: one function per signal, each a string of words the
vectorizer turns into numbers (``model.py``), plus the file's dates.

    name_words    the file name, camel-case and separators split ('TravelScan_2024.pdf')
    kind_words    what sort of file: mime type, extension, camera, EXIF date, no text
    body_text     extracted text (text files, PDF text layer, OCR), bounded
    folder_words  the words of a folder path ('life/gov docs/' -> 'life gov docs')
    doc_dates     EXIF date, dates in the name and text, the year it is about

No word lists: which words matter for which folder is learned per library.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date
from typing import Any

from appclient.digests import TEXT_DIGESTERS
from appclient.eras import in_gregorian
from appclient.index.corpus import CorpusFile
from appclient.models import FileDetail
from appclient.search.words import split_camel

from .dates import (
    Dated,
    document_year,
    exif_date,
    name_dates,
    named_year,
    primary_date,
    text_dates,
)

__all__ = [
    "Doc",
    "DocDates",
    "body_text",
    "doc_dates",
    "doc_from_corpus",
    "doc_from_detail",
    "folder_words",
    "kind_words",
    "name_words",
    "BODY_CHARS",
]

BODY_CHARS = 2000  # of extracted text per file, for training and for a suggestion alike
_SEP = re.compile(r"[\W_]+", re.UNICODE)
_TEXT_DIGESTERS = TEXT_DIGESTERS


@dataclass(frozen=True, slots=True)
class Doc:
    """A file as the organizer sees it."""

    name: str
    text: str = ""
    mime: str = ""
    image: dict[str, Any] = field(default_factory=dict)
    path: str = ""  # where it is now (training files); never a feature


@dataclass(frozen=True, slots=True)
class DocDates:
    exif: date | None
    name: date | None  # the first date in its name ('Screenshot 2025-04-28 …', 'chase_2024-11.pdf')
    primary: Dated | None  # when it happened (EXIF, else a full date in the name, else in the text)
    all: tuple[date, ...]  # every date it carries, for learning a folder's date range
    year: int | None  # the year it is about
    named: int | None = None  # the year it names on its own, not in a date ('für 2023')
    labels: dict[str, dict[str, tuple[int, ...]]] = field(
        default_factory=dict
    )  # periods it names (periods.py)


def doc_from_corpus(f: CorpusFile) -> Doc:
    return Doc(name=f.name, text=f.text, mime=f.mime_type, image=dict(f.image), path=f.path)


def doc_from_detail(d: FileDetail) -> Doc:
    """An inbox file from ``get_file``: the same signals as a corpus file."""
    parts: list[str] = []
    image: dict[str, Any] = {}
    for name, digest in sorted(d.digests.items()):
        if not isinstance(digest, dict):
            continue
        if name in ("image_metadata", "video_metadata"):
            image = {k: v for k, v in digest.items() if k != "content"}
            if isinstance(image.get("place"), str):  # where it was taken: a trip's place
                parts.append(image["place"])
        title = digest.get("title") if name == "pdf_text" else None
        if (
            isinstance(title, str)
            and title.strip()
            and title.strip() not in str(digest.get("content") or "")[:1000]
        ):
            parts.insert(0, title)
        if name in _TEXT_DIGESTERS and isinstance(digest.get("content"), str):
            parts.append(digest["content"])
    return Doc(
        name=d.name,
        text="\n".join(parts)[: BODY_CHARS * 2],
        mime=d.mime_type,
        image=image,
        path=d.path,
    )


def name_words(name: str) -> str:
    """'TravelScan_2024-05.pdf' -> 'travel scan 2024 05 pdf'."""
    return " ".join(_SEP.split(split_camel(name))).strip().lower()


def kind_words(doc: Doc) -> str:
    major, _, minor = (doc.mime or "application/octet-stream").partition("/")
    words = [f"kind{major}", f"kind{re.sub(r'[^a-z0-9]', '', minor)[:20]}"]
    if doc.image:
        if doc.image.get("camera"):
            words.append("kindcamera")
            words += [f"cam{w}" for w in _SEP.split(str(doc.image["camera"]).lower()) if w]
        if doc.image.get("taken_at"):
            words.append("kindtaken")
        if doc.image.get("has_gps"):
            words.append("kindgps")
    if not doc.text.strip():
        words.append("kindnotext")
    return " ".join(words)


def body_text(doc: Doc, limit: int = BODY_CHARS) -> str:
    return doc.text[:limit]


def folder_words(folder: str) -> str:
    """'work/Acme/expense-reports/' -> 'work acme expense reports'."""
    return " ".join(_SEP.split(split_camel(folder))).strip().lower()


def doc_dates(doc: Doc, dayfirst: bool = True, year: int | None = None) -> DocDates:
    """``year``: the year a day without one ('Mar 22') is in — the year of the dated folder
    a filed file is in; None for an inbox file (such days are then not read)."""
    exif = exif_date(doc.image)
    name, text = in_gregorian(doc.name), in_gregorian(doc.text)  # '113年度' -> '2024年度'
    names = name_dates(name)
    texts = text_dates(text, dayfirst=dayfirst, default_year=year)
    title = text.split("\n", 1)[0][:200]
    every = tuple(
        d.day
        for d in ([] if exif is None else [Dated(exif, "day", "exif")]) + names + texts
        if d.precision == "day"
    )
    return DocDates(
        exif=exif,
        name=names[0].day if names else None,
        primary=primary_date(exif, names, texts),
        all=every,
        year=document_year(name, title, text, exif, names + texts),
        named=named_year(name, title, text, exif),
    )
