"""Digests: what a file on disk says, as text the index can search and fields ``get_file``
shows. ``extract(path, mime, size)`` picks an extractor by mime type and returns digests:

    message/rfc822 (.eml)              -> 'email'           (headers decoded, the text body)
    Word, OpenDocument text, RTF       -> 'document'        (office.py: text and core properties)
    Excel, OpenDocument spreadsheet    -> 'spreadsheet'     (sheets.py: sheets, rows of cells)
    PowerPoint, OpenDocument slides    -> 'presentation'    (office.py: slides and their notes)
    EPUB                               -> 'ebook'           (office.py: the chapters in order)
    text/calendar, text/vcard          -> 'calendar', 'contact' (cards.py: parsed fields)
    text/*, text-like application/*   -> 'text'            (decoded text, any encoding; HTML stripped)
    application/pdf                    -> 'pdf_text'        (pypdf, page cap + deadline)
    image/*                            -> 'image_metadata'  (Pillow header + EXIF, no pixels; HEIC
                                                             through pillow-heif; GPS -> a place name)
    MP4, QuickTime, 3GP video          -> 'video_metadata'  (video.py: recorded when, duration, size,
                                                             GPS -> a place name)
    anything else, binary "text"       -> 'metadata'        (size and extension)
    images without a camera, camera    -> + 'ocr'           (text read from the pixels, ocr.py:
    photos in inbox/, PDFs without a                         Tesseract in the person's scripts, or
    text layer                                               the `ocr` extra; off without either)
    audio/*                            -> 'metadata' + 'transcript' (the words heard, audio.py; the
                                                             `audio` extra, off without it)

The indexer calls ``extract_open`` with the handle it checked is the file its walk saw: the
digesters open a path naming that handle (``appclient.fs.handle_path``), never the file's
name again, so a name swapped for a link or a FIFO meanwhile is not followed.

Everything here is synchronous (the indexer calls it from worker threads), bounded in
bytes, pages and time, and never raises: a file that cannot be read yields a digest whose
``error`` says why. pypdf and Pillow are imported on first use, once. Hostile files are
bounded before the costly step: zip parts and bytes (package.py), e-mail headers before
parsing, an image's decoded size before decoding (pixels.py), audio by its sample rate.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable, Iterable

from ..fs import handle_path
from ..paths import INBOX
from .audio import transcript_digest, wants_transcript
from .base import Digest, meta, one_line
from .cards import extract_calendar, extract_contact
from .email import extract_email
from .image import extract_image, render_image
from .mime import guess_mime, is_textlike
from .ocr import ocr_digest, wants_ocr
from .office import extract_docx, extract_epub, extract_odf_text, extract_pptx, extract_rtf
from .pdf import extract_pdf
from .sheets import extract_ods, extract_xls, extract_xlsx
from .text import extract_text
from .video import ISO_VIDEO, extract_video, render_video

__all__ = [
    "DIGEST_VERSION",
    "current",
    "TEXT_DIGESTERS",
    "Digest",
    "extract",
    "extract_open",
    "guess_mime",
    "search_text",
]

# Bump when any extractor's output changes: the indexer re-digests files digested earlier.
# 2: search text bound raised to 100k chars; 3: 'ocr' digests, EXIF IFD0 DateTime;
# 4: encodings detected (charset-normalizer, <meta charset>), '.eml' read as e-mail;
# 5: office documents, e-books, calendar and contact cards read; 6: HTML table cells apart,
# EXIF dates without their seconds or time; 7: camera photos in inbox/ read by OCR
DIGEST_VERSION = 7
# Digesters whose content is the file's own words: what the organizer and related
# decisions read as its text (metadata digests are rendered by search_text instead;
# transcripts are rough guesses at words, searched but not used to place a file).
TEXT_DIGESTERS = (
    "text", "pdf_text", "ocr", "email", "document", "spreadsheet", "presentation", "ebook",
    "calendar", "contact",
)  # fmt: skip
_TITLED = frozenset({"pdf_text", "document", "spreadsheet", "presentation", "ebook"})
MAX_SEARCH_CHARS = 100_000  # text given to the search index per file

Extractor = Callable[[str, str, int], Digest]

# (matches mime, digester name, extractor): the first match wins.
_OOXML = "application/vnd.openxmlformats-officedocument."
_ODF = "application/vnd.oasis.opendocument."


def _is(*mimes: str) -> Callable[[str], bool]:
    wanted = frozenset(mimes)
    return lambda m: m in wanted


_REGISTRY: list[tuple[Callable[[str], bool], str, Extractor]] = [
    (_is("application/pdf"), "pdf_text", extract_pdf),
    (_is("message/rfc822"), "email", extract_email),
    (
        _is(
            _OOXML + "wordprocessingml.document", "application/vnd.ms-word.document.macroenabled.12"
        ),
        "document",
        extract_docx,
    ),
    (
        _is(_OOXML + "spreadsheetml.sheet", "application/vnd.ms-excel.sheet.macroenabled.12"),
        "spreadsheet",
        extract_xlsx,
    ),
    (
        _is(
            _OOXML + "presentationml.presentation",
            "application/vnd.ms-powerpoint.presentation.macroenabled.12",
        ),
        "presentation",
        extract_pptx,
    ),
    (_is(_ODF + "text", _ODF + "presentation"), "document", extract_odf_text),
    (_is(_ODF + "spreadsheet"), "spreadsheet", extract_ods),
    (_is("application/vnd.ms-excel"), "spreadsheet", extract_xls),
    (_is("application/rtf", "text/rtf"), "document", extract_rtf),
    (_is("application/epub+zip"), "ebook", extract_epub),
    (_is("text/calendar"), "calendar", extract_calendar),
    (_is("text/vcard", "text/x-vcard", "text/directory"), "contact", extract_contact),
    (lambda m: m in ISO_VIDEO, "video_metadata", extract_video),
    (is_textlike, "text", extract_text),  # before image/: SVG is XML text
    (lambda m: m.startswith("image/"), "image_metadata", extract_image),
]


def current(rel: str, version: int) -> bool:
    """Whether a file's digests, made at ``version``, are what this version would make: a
    bump re-reads only the files its change touches (version 7 changed nothing but camera
    photos in inbox/; re-reading a library's scans for it would take hours)."""
    if version == DIGEST_VERSION:
        return True
    if version == 6:
        return not (rel.startswith(INBOX) and guess_mime(rel).startswith("image/"))
    return False


def extract(
    path: os.PathLike[str] | str, mime: str, size: int, *, arrived: bool = False
) -> list[Digest]:
    """Digest one file. Never raises: a failure is a digest with ``error`` set.
    ``arrived``: it is in inbox/, where a camera photo is read by OCR too (``wants_ocr``)."""
    p = os.fspath(path)
    return _extract(p, mime, size, meta(p, size), lambda: None, arrived)


def extract_open(
    fd: int, path: str, mime: str, size: int, *, arrived: bool = False
) -> list[Digest]:
    """Digest the file open on ``fd`` (whose name is ``path``): every digester reads that
    handle through a path naming it, rewound before each. Where the platform has no such
    path the digesters are given ``path`` itself, and the caller checks afterwards that the
    name still holds the same file (``appclient.fs.still_named``)."""
    source = handle_path(fd) or path
    found = _extract(
        source, mime, size, meta(path, size), lambda: os.lseek(fd, 0, os.SEEK_SET), arrived
    )
    if source == path:
        return found
    ext = os.path.splitext(path)[1].lower()  # a digester's meta() saw the handle's name
    return [
        dataclasses.replace(d, data={**d.data, "extension": ext}) if "extension" in d.data else d
        for d in found
    ]


def _extract(
    p: str,
    mime: str,
    size: int,
    about: dict[str, object],
    rewind: Callable[[], object],
    arrived: bool,
) -> list[Digest]:
    mime = mime.split(";", 1)[0].strip().lower()
    for matches, name, extractor in _REGISTRY:
        if matches(mime):
            try:
                rewind()
                first = extractor(p, mime, size)
            except Exception as exc:  # a digester bug or an odd file: never the caller's crash
                return [Digest(name, None, dict(about), one_line(exc))]
            if wants_ocr(mime, first, arrived):
                rewind()
                ocr = ocr_digest(p, mime, photo=bool(first.data.get("camera")))
                if ocr is not None:
                    return [first, ocr]
            return [first]
    first = Digest("metadata", None, dict(about))
    if wants_transcript(mime):
        rewind()
        heard = transcript_digest(p)
        if heard is not None:
            return [first, heard]
    return [first]


def search_text(digests: Iterable[Digest]) -> str:
    """The text the search index gets for a file: short renderings of metadata first (so
    the cap never cuts them), then extracted content, at most MAX_SEARCH_CHARS characters."""
    heads: list[str] = []
    bodies: list[str] = []
    for d in digests:
        if d.digester == "image_metadata":
            if d.data.get("width"):
                heads.append(render_image(d.data))
        elif d.digester == "video_metadata":
            heads.append(render_video(d.data))
        elif d.digester in _TITLED:
            heads.extend(str(d.data[k]) for k in ("title", "author") if d.data.get(k))
        if d.content:
            bodies.append(d.content[:MAX_SEARCH_CHARS])
    return "\n".join(heads + bodies)[:MAX_SEARCH_CHARS]
