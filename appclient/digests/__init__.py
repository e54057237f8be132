"""Digests: what a file on disk says, as text the index can search and fields ``get_file``
shows. ``extract(path, mime, size)`` picks an extractor by mime type and returns digests:

    message/rfc822 (.eml)              -> 'email'           (headers decoded, the text body)
    text/*, text-like application/*   -> 'text'            (decoded text, any encoding; HTML stripped)
    application/pdf                    -> 'pdf_text'        (pypdf, page cap + deadline)
    image/*                            -> 'image_metadata'  (Pillow header + EXIF, no pixels)
    anything else, binary "text"       -> 'metadata'        (size and extension)
    images without a camera, PDFs      -> + 'ocr'           (text read from the pixels, ocr.py; the
    without a text layer                                     `ocr` extra, off without it)
    audio/*                            -> 'metadata' + 'transcript' (the words heard, audio.py; the
                                                             `audio` extra, off without it)

Everything here is synchronous (the indexer calls it from worker threads), bounded in
bytes, pages and time, and never raises: a file that cannot be read yields a digest whose
``error`` says why. pypdf and Pillow are imported on first use, once.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable

from .audio import transcript_digest, wants_transcript
from .base import Digest, meta, one_line
from .email import extract_email
from .image import extract_image, render_image
from .mime import guess_mime, is_textlike
from .ocr import ocr_digest, wants_ocr
from .pdf import extract_pdf
from .text import extract_text

__all__ = ["DIGEST_VERSION", "Digest", "extract", "guess_mime", "search_text"]

# Bump when any extractor's output changes: the indexer re-digests files digested earlier.
# 2: search text bound raised to 100k chars; 3: 'ocr' digests, EXIF IFD0 DateTime;
# 4: encodings detected (charset-normalizer, <meta charset>), '.eml' read as e-mail
DIGEST_VERSION = 4
MAX_SEARCH_CHARS = 100_000  # text given to the search index per file

Extractor = Callable[[str, str, int], Digest]

# (matches mime, digester name, extractor): the first match wins.
_REGISTRY: list[tuple[Callable[[str], bool], str, Extractor]] = [
    (lambda m: m == "application/pdf", "pdf_text", extract_pdf),
    (lambda m: m == "message/rfc822", "email", extract_email),
    (is_textlike, "text", extract_text),  # before image/: SVG is XML text
    (lambda m: m.startswith("image/"), "image_metadata", extract_image),
]


def extract(path: os.PathLike[str] | str, mime: str, size: int) -> list[Digest]:
    """Digest one file. Never raises: a failure is a digest with ``error`` set."""
    p = os.fspath(path)
    mime = mime.split(";", 1)[0].strip().lower()
    for matches, name, extractor in _REGISTRY:
        if matches(mime):
            try:
                first = extractor(p, mime, size)
            except Exception as exc:  # a digester bug or an odd file: never the caller's crash
                return [Digest(name, None, meta(p, size), one_line(exc))]
            if wants_ocr(mime, first):
                ocr = ocr_digest(p, mime)
                if ocr is not None:
                    return [first, ocr]
            return [first]
    first = Digest("metadata", None, meta(p, size))
    if wants_transcript(mime):
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
        elif d.digester == "pdf_text":
            heads.extend(str(d.data[k]) for k in ("title", "author") if d.data.get(k))
        if d.content:
            bodies.append(d.content[:MAX_SEARCH_CHARS])
    return "\n".join(heads + bodies)[:MAX_SEARCH_CHARS]
