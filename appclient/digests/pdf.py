"""PDFs: the text layer through pypdf, bounded in pages, characters and time; encrypted
files opened with an empty password when that works."""

from __future__ import annotations

import contextlib
import logging
import time
from functools import cache
from typing import Any

from .base import MAX_CONTENT_CHARS, MAX_ERROR_CHARS, Digest, bounded, one_line, quiet_warnings

__all__ = ["extract_pdf", "PDF_MAX_PAGES", "PDF_DEADLINE_S"]

PDF_MAX_PAGES = 50
PDF_DEADLINE_S = 5.0


@cache
def _pypdf() -> Any:
    import pypdf

    # pypdf logs every recoverable oddity of a malformed file; errors reach us as exceptions.
    logging.getLogger("pypdf").setLevel(logging.CRITICAL)
    return pypdf


def extract_pdf(path: str, mime: str, size: int) -> Digest:
    pypdf = _pypdf()
    data: dict[str, Any] = {}
    try:
        with quiet_warnings(), open(path, "rb") as f:
            return _read_pdf(pypdf, f, data)
    except Exception as exc:
        return Digest("pdf_text", None, data, f"unreadable PDF: {one_line(exc)}"[:MAX_ERROR_CHARS])


def _read_pdf(pypdf: Any, f: Any, data: dict[str, Any]) -> Digest:
    deadline = time.monotonic() + PDF_DEADLINE_S
    reader = pypdf.PdfReader(f, strict=False)
    if reader.is_encrypted:
        data["encrypted"] = True
        try:
            ok = reader.decrypt("")
        except Exception as exc:  # e.g. AES without the optional crypto dependency
            return Digest(
                "pdf_text", None, data, f"encrypted PDF: {one_line(exc)}"[:MAX_ERROR_CHARS]
            )
        if not ok:
            return Digest("pdf_text", None, data, "encrypted PDF: a password is required")
    pages = len(reader.pages)
    data["pages"] = pages
    with contextlib.suppress(Exception):  # broken metadata never costs us the text
        meta = reader.metadata
        if meta is not None:
            for key, attr in (("title", "title"), ("author", "author")):
                value = bounded(getattr(meta, attr, None))
                if value:
                    data[key] = value
    parts: list[str] = []
    chars = 0
    read = 0
    page_errors = 0
    truncated = pages > PDF_MAX_PAGES
    for index in range(min(pages, PDF_MAX_PAGES)):
        if time.monotonic() > deadline:
            data["timed_out"] = True
            truncated = True
            break
        try:
            text = reader.pages[index].extract_text() or ""
        except Exception:
            page_errors += 1
            continue
        finally:
            read += 1
        text = text.strip()
        if text:
            parts.append(text)
            chars += len(text) + 2
            if chars > MAX_CONTENT_CHARS:
                truncated = True
                break
    content = "\n\n".join(parts)[:MAX_CONTENT_CHARS]
    data["pages_read"] = read
    data["truncated"] = truncated
    if page_errors:
        data["page_errors"] = page_errors
    error = None
    if read and page_errors == read:
        error = f"no page of {pages} could be read"
    return Digest("pdf_text", content or None, data, error)
