"""Safe previews for the review page's cards: a downscaled image, the first lines of a note,
the first page's text of a PDF.

Safety, in order: the path goes through the core's ``get_file`` (the one path check: inside
the root, real path, no hidden names) and is resolved again with ``resolve_path``; the file
is then opened through folder handles from the root without following a symlink anywhere
and ``fstat``-ed as a regular file (``appclient.fs.open_regular``), so a file or folder
swapped for a symlink after the check is refused, never read; images are decoded by Pillow and re-encoded as a small JPEG (whatever the file
was — an SVG or an HTML file renamed .png never reaches the page as itself); text is
returned as text, which the page puts in ``textContent`` (never parsed as HTML). Every read
is bounded in bytes and time and runs on a worker thread."""

from __future__ import annotations

import base64
import io
from pathlib import Path
from typing import Any

import anyio
import anyio.to_thread

from appclient import AppClient, resolve_path
from appclient.digests.base import one_line, quiet_warnings
from appclient.digests.mime import HTML_TYPES, is_textlike
from appclient.fs import open_regular

from .models import Preview

__all__ = ["make_preview", "THUMB_PX", "TEXT_LINES", "TEXT_CHARS"]

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
            if mime.startswith("image/") and mime != "image/svg+xml":
                if size > MAX_IMAGE_BYTES:
                    return Preview(**base, kind="none", note="image too large to preview")
                image = await anyio.to_thread.run_sync(
                    _thumbnail, root, rel, abandon_on_cancel=True
                )
                return Preview(**base, kind="image", image=image)
            if mime == "application/pdf":
                text = ""
                if size <= MAX_PDF_BYTES:
                    text = await anyio.to_thread.run_sync(
                        _pdf_first_page, root, rel, abandon_on_cancel=True
                    )
                text = text or _digest_text(detail.digests, "ocr")
                if not text:
                    return Preview(**base, kind="none", note="no text on the first page")
                return Preview(**base, kind="text", text=_clip(text))
            if mime in HTML_TYPES:  # the words of the page, not its markup
                text = _digest_text(detail.digests, "text")
                return (
                    Preview(**base, kind="text", text=_clip(text))
                    if text
                    else Preview(**base, kind="none", note="no text in this page")
                )
            if is_textlike(mime):
                text = await anyio.to_thread.run_sync(_head, root, rel, abandon_on_cancel=True)
                return Preview(**base, kind="text", text=_clip(text))
    except TimeoutError:
        return Preview(**base, kind="none", note="preview took too long")
    except Exception as exc:  # an unreadable file still gets its card
        return Preview(**base, kind="none", note=f"no preview: {one_line(exc)}")
    return Preview(**base, kind="none", note=f"no preview for {mime}")


def _thumbnail(root: Path, rel: str) -> str:
    from PIL import Image, ImageOps

    with quiet_warnings(), open_regular(root, rel) as f, Image.open(f) as im:
        width, height = im.size
        if Image.MAX_IMAGE_PIXELS and width * height > Image.MAX_IMAGE_PIXELS:
            raise ValueError(f"{width}x{height} is over the decompression-bomb limit")
        im.draft("RGB", (THUMB_PX * 2, THUMB_PX * 2))  # JPEG: decode at a reduced scale
        out = ImageOps.exif_transpose(im) or im
        out.thumbnail((THUMB_PX, THUMB_PX))
        if out.mode in ("RGBA", "LA", "P", "PA"):
            rgba = out.convert("RGBA")
            flat = Image.new("RGB", rgba.size, "white")
            flat.paste(rgba, mask=rgba.getchannel("A"))
            out = flat
        buf = io.BytesIO()
        out.convert("RGB").save(buf, "JPEG", quality=78, optimize=True)
    return "data:image/jpeg;base64," + base64.b64encode(buf.getvalue()).decode("ascii")


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
