"""Safe previews for the review page's cards, for every kind of file: a downscaled image
(HEIC too), the first lines of a note (in the encoding its digest found), the first page's
text of a PDF (or, for a scan, its page image), and from the digests the first lines of a
document, the first rows of a sheet, the first slide, an e-mail's sender, subject, date and
first lines, an event's title and time, a contact's name, a video's date and place. A file
that cannot be read gets a sentence, never a Python exception.

Safety, in order: the path goes through the core's ``get_file`` (the one path check: inside
the root, real path, no hidden names) and is resolved again with ``resolve_path``; the file
is then opened through folder handles from the root without following a symlink anywhere
and ``fstat``-ed as a regular file (``appclient.fs.open_regular``), so a file or folder
swapped for a symlink after the check is refused, never read; images are decoded by Pillow and re-encoded as a small JPEG (whatever the file
was — an SVG or an HTML file renamed .png never reaches the page as itself); text is
returned as text, which the page puts in ``textContent`` (never parsed as HTML). Every read
is bounded in bytes and time; images and PDFs are decoded in a worker process
(``appclient.index.readers``), never in the server."""

from __future__ import annotations

import base64
import io
import logging
from collections.abc import Callable
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from appclient import AppClient, resolve_path
from appclient.digests.base import one_line, quiet_warnings
from appclient.digests.image import _pil as _image_plugins
from appclient.digests.mime import HTML_TYPES, is_textlike
from appclient.digests.ocr import page_image_bytes
from appclient.digests.pixels import TooLarge, open_scaled
from appclient.digests.video import render_video
from appclient.fs import open_regular
from appclient.index.readers import shared

from .models import Preview

log = logging.getLogger("mylifedb.review")

__all__ = ["make_preview", "digest_preview", "THUMB_PX", "TEXT_LINES", "TEXT_CHARS"]

THUMB_PX = 480  # longest side of a thumbnail: sharp on a 2x screen at the card's 240 px
TEXT_LINES = 14
TEXT_CHARS = 1500
MAX_IMAGE_BYTES = 64 * 1024 * 1024
MAX_PDF_BYTES = 200 * 1024 * 1024
TIME_LIMIT_S = 15.0


async def make_preview(client: AppClient, path: str) -> Preview:
    """The preview of one library file. Raises the core's errors for a bad path."""
    detail = await client.get_file(path)
    mime, size = detail.mime_type, detail.size
    root = client.library_root()
    base: dict[str, Any] = {"path": detail.path, "mime_type": mime, "size": size}
    if root is None:
        return Preview(**base, kind="none", note="previews need the library on this machine")
    rel = resolve_path(root, detail.path).rel
    try:
        with anyio.fail_after(TIME_LIMIT_S):
            return await _preview(root, rel, mime, size, detail.digests, base)
    except TimeoutError:
        return Preview(**base, kind="none", note="preview took too long")
    except TooLarge:
        return Preview(**base, kind="none", note="image too large to preview")
    except Exception as exc:  # an unreadable file still gets its card, and a sentence
        log.debug("no preview of %s: %s", detail.path, one_line(exc))
        return Preview(**base, kind="none", note=_UNREADABLE)


_UNREADABLE = "no preview: the file could not be read (damaged, or not what its name says)"


async def _preview(
    root: Path, rel: str, mime: str, size: int, digests: dict[str, dict[str, Any]], base: Any
) -> Preview:
    def text(body: str, empty: str) -> Preview:
        body = _clip(body)
        return Preview(**base, kind="text", text=body) if body.strip() else _none(empty)

    def _none(note: str) -> Preview:
        return Preview(**base, kind="none", note=note)

    if mime.startswith("image/") and mime != "image/svg+xml":
        if size > MAX_IMAGE_BYTES:
            return _none("image too large to preview")
        image = await _isolated(_thumbnail, root, rel)
        return Preview(**base, kind="image", image=image)
    if mime == "application/pdf":
        return await _pdf_preview(root, rel, size, digests, base)
    shown = digest_preview(digests)
    if shown is not None:
        return text(shown, "nothing to show in this file")
    if mime in HTML_TYPES:  # the words of the page, not its markup
        return text(_digest_text(digests, "text"), "no text in this page")
    if is_textlike(mime):
        decoded = _digest_text(digests, "text")  # in the encoding the digest found
        if not decoded:
            decoded = await anyio.to_thread.run_sync(_head, root, rel, abandon_on_cancel=True)
        return text(decoded, "an empty file")
    failed = next((d for d in digests.values() if isinstance(d, dict) and d.get("error")), None)
    if failed is not None:
        return _none(f"no preview: {failed['error']}")
    return _none(f"no preview for {mime}")


async def _pdf_preview(
    root: Path, rel: str, size: int, digests: dict[str, dict[str, Any]], base: Any
) -> Preview:
    first = ""
    if size <= MAX_PDF_BYTES:
        first = await _isolated(_pdf_first_page, root, rel)
    first = _clip(first or _digest_text(digests, "ocr"))
    if first.strip():
        return Preview(**base, kind="text", text=first)
    if size <= MAX_PDF_BYTES:  # a scan without OCR: its first page image
        scan = await _isolated(_pdf_scan, root, rel)
        if scan:
            return Preview(**base, kind="image", image=scan)
    return Preview(**base, kind="none", note="no text on the first page")


async def _isolated(fn: Callable[[Path, str], str], root: Path, rel: str) -> str:
    """``fn(root, rel)`` decoded in one of the indexer's worker processes, never in this
    server: a file that crashes Pillow or pypdf ends a worker, and its card says it could
    not be read."""
    return await anyio.to_thread.run_sync(shared().call, fn, root, rel, abandon_on_cancel=True)


def _thumbnail(root: Path, rel: str) -> str:
    from PIL import Image, ImageOps

    _image_plugins()  # HEIC/HEIF/AVIF through pillow-heif
    with open_regular(root, rel) as f:
        im = open_scaled(f, THUMB_PX * 2)
    return _jpeg_url(ImageOps.exif_transpose(im) or im, Image)


def _jpeg_url(out: Any, Image: Any) -> str:
    with quiet_warnings():
        out.thumbnail((THUMB_PX, THUMB_PX))
        if out.mode in ("RGBA", "LA", "P", "PA"):
            rgba = out.convert("RGBA")
            flat = Image.new("RGB", rgba.size, "white")
            flat.paste(rgba, mask=rgba.getchannel("A"))
            out = flat
        buf = io.BytesIO()
        out.convert("RGB").save(buf, "JPEG", quality=78, optimize=True)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


def _pdf_scan(root: Path, rel: str) -> str:
    """A scanned PDF's first page image, as a thumbnail ('' when the page holds none)."""
    from PIL import Image
    from pypdf import PdfReader

    with quiet_warnings(), open_regular(root, rel) as f:
        reader = PdfReader(f)
        if reader.is_encrypted or not reader.pages:
            return ""
        found = page_image_bytes(reader.pages[0], limit=1)
    if not found:
        return ""
    return _jpeg_url(open_scaled(io.BytesIO(found[0]), THUMB_PX * 2), Image)


def _pdf_first_page(root: Path, rel: str) -> str:
    from pypdf import PdfReader

    with quiet_warnings(), open_regular(root, rel) as f:
        reader = PdfReader(f)
        if reader.is_encrypted:
            return ""
        if not reader.pages:
            return ""
        return reader.pages[0].extract_text() or ""


def _head(root: Path, rel: str) -> str:
    with open_regular(root, rel) as f:
        data = f.read(TEXT_CHARS * 4)
    return data.decode("utf-8", errors="replace")


def digest_preview(digests: dict[str, dict[str, Any]]) -> str | None:
    """What a person recognises a file by, from its digests: an e-mail's sender, subject,
    date and first lines; a document's first lines; a sheet's first rows; the first slide;
    an event's title and time; a contact's name; a video's date and place. None when no
    digest of these kinds has anything to show."""
    for name in _SHOWN:
        d = digests.get(name)
        if not isinstance(d, dict):
            continue
        content = str(d.get("content") or "")
        if name == "email":
            head = [f"{k.capitalize()}: {d[k]}" for k in ("from", "subject", "date") if d.get(k)]
            body = content.split("\n\n", 1)[1] if "\n\n" in content else ""
            return "\n".join(head) + ("\n\n" + body.strip() if body.strip() else "")
        if name == "presentation" and content:
            first, _, _ = content.partition("\n## Slide 2\n")
            return first
        if name == "video_metadata":
            return render_video(d)
        if content:
            return content
    return None


_SHOWN = ("email", "document", "spreadsheet", "presentation", "ebook", "calendar", "contact",
          "video_metadata", "transcript")  # fmt: skip


def _digest_text(digests: dict[str, dict[str, Any]], name: str) -> str:
    content = digests.get(name, {}).get("content")
    return content if isinstance(content, str) else ""


def _clip(text: str) -> str:
    """At most TEXT_LINES lines and TEXT_CHARS characters; control characters (but tabs and
    newlines) removed."""
    clean = "".join(c for c in text if c in "\n\t" or c >= " ")
    lines = clean.strip("\n").split("\n")[:TEXT_LINES]
    out = "\n".join(line.rstrip() for line in lines)
    return out[:TEXT_CHARS] + ("…" if len(out) > TEXT_CHARS else "")
