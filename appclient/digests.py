"""Digests: what a file on disk says, as text the index can search and fields ``get_file``
shows. ``extract(path, mime, size)`` picks an extractor by mime type and returns digests:

    text/*, text-like application/*   -> 'text'            (decoded text; HTML stripped)
    application/pdf                    -> 'pdf_text'        (pypdf, page cap + deadline)
    image/*                            -> 'image_metadata'  (Pillow header + EXIF, no pixels)
    anything else, binary "text"       -> 'metadata'        (size and extension)

Everything here is synchronous (the indexer calls it from worker threads), bounded in
bytes, pages and time, and never raises: a file that cannot be read yields a digest whose
``error`` says why. pypdf and Pillow are imported on first use, once.
"""

from __future__ import annotations

import codecs
import contextlib
import logging
import mimetypes
import os
import re
import threading
import time
import warnings
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field
from functools import cache, lru_cache
from html.parser import HTMLParser
from typing import Any

__all__ = ["DIGEST_VERSION", "Digest", "extract", "guess_mime", "search_text"]

# Bump when any extractor's output changes: the indexer re-digests files digested earlier.
DIGEST_VERSION = 2  # 2: search text bound raised to 100k chars

MAX_TEXT_BYTES = 1 << 20  # read at most 1 MiB of a text file
MAX_CONTENT_CHARS = 200_000  # content kept per digest
MAX_SEARCH_CHARS = 100_000  # text given to the search index per file
BINARY_SNIFF_BYTES = 8192
PDF_MAX_PAGES = 50
PDF_DEADLINE_S = 5.0
_MAX_FIELD_CHARS = 500  # a title, an author, a camera name
_MAX_ERROR_CHARS = 300


@dataclass(frozen=True, slots=True)
class Digest:
    """One extractor's view of a file. ``data`` is JSON-serialisable."""

    digester: str  # 'text' | 'pdf_text' | 'image_metadata' | 'metadata'
    content: str | None
    data: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


# --------------------------------------------------------------------------- mime types

# Deterministic across machines: Python's built-in table (not /etc/mime.types), plus these.
_MIME_OVERRIDES: dict[str, str] = {
    ".md": "text/markdown",
    ".markdown": "text/markdown",
    ".csv": "text/csv",
    ".tsv": "text/tab-separated-values",
    ".json": "application/json",
    ".jsonl": "application/x-ndjson",
    ".ndjson": "application/x-ndjson",
    ".txt": "text/plain",
    ".log": "text/plain",
    ".ini": "text/plain",
    ".cfg": "text/plain",
    ".conf": "text/plain",
    ".env": "text/plain",
    ".rst": "text/x-rst",
    ".org": "text/x-org",
    ".tex": "text/x-tex",
    ".py": "text/x-python",
    ".pyi": "text/x-python",
    ".ipynb": "application/x-ipynb+json",
    ".js": "text/javascript",
    ".mjs": "text/javascript",
    ".cjs": "text/javascript",
    ".jsx": "text/javascript",
    ".ts": "text/x-typescript",  # not video/mp2t: a camcorder .ts is caught as binary
    ".tsx": "text/x-typescript",
    ".go": "text/x-go",
    ".rs": "text/x-rust",
    ".rb": "text/x-ruby",
    ".java": "text/x-java",
    ".kt": "text/x-kotlin",
    ".swift": "text/x-swift",
    ".c": "text/x-c",
    ".h": "text/x-c",
    ".cc": "text/x-c++",
    ".cpp": "text/x-c++",
    ".hpp": "text/x-c++",
    ".cs": "text/x-csharp",
    ".php": "text/x-php",
    ".lua": "text/x-lua",
    ".r": "text/x-r",
    ".scala": "text/x-scala",
    ".dart": "text/x-dart",
    ".vue": "text/x-vue",
    ".svelte": "text/x-svelte",
    ".sh": "text/x-shellscript",
    ".bash": "text/x-shellscript",
    ".zsh": "text/x-shellscript",
    ".sql": "text/x-sql",
    ".toml": "text/x-toml",
    ".yaml": "text/yaml",
    ".yml": "text/yaml",
    ".scss": "text/x-scss",
    ".srt": "text/x-subrip",
    ".vtt": "text/vtt",
    ".ics": "text/calendar",
    ".vcf": "text/vcard",
    ".heic": "image/heic",
    ".heif": "image/heif",
    ".webp": "image/webp",
    ".avif": "image/avif",
    ".dng": "image/x-adobe-dng",
    ".cr2": "image/x-canon-cr2",
    ".nef": "image/x-nikon-nef",
    ".arw": "image/x-sony-arw",
    ".mkv": "video/x-matroska",
    ".m4a": "audio/mp4",
    ".flac": "audio/flac",
    ".opus": "audio/ogg",
    ".gz": "application/gzip",
    ".tgz": "application/gzip",
    ".7z": "application/x-7z-compressed",
    ".rar": "application/vnd.rar",
    ".epub": "application/epub+zip",
    ".docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    ".xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    ".pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    ".odt": "application/vnd.oasis.opendocument.text",
    ".ods": "application/vnd.oasis.opendocument.spreadsheet",
}
_TEXT_NAMES = frozenset(
    {"readme", "license", "licence", "changelog", "makefile", "dockerfile", "procfile",
     ".gitignore", ".gitattributes", ".editorconfig", ".env"}
)  # fmt: skip
_DEFAULT_MIME = "application/octet-stream"
_MIMETYPES = mimetypes.MimeTypes()  # built-in table only: same answer on every machine


def guess_mime(name: str) -> str:
    """The mime type for a file name, by extension; 'application/octet-stream' if unknown."""
    base = os.path.basename(name).lower()
    return _mime_for(os.path.splitext(base)[1], base)


@lru_cache(maxsize=1024)
def _mime_for(ext: str, base: str) -> str:
    if not ext:
        return "text/plain" if base in _TEXT_NAMES else _DEFAULT_MIME
    found = _MIME_OVERRIDES.get(ext)
    if found is None:
        found = _MIMETYPES.types_map[True].get(ext) or _MIMETYPES.types_map[False].get(ext)
    return found or _DEFAULT_MIME


_TEXTLIKE_APPLICATION = frozenset(
    {"application/json", "application/x-ndjson", "application/xml", "application/javascript",
     "application/x-javascript", "application/ecmascript", "application/typescript",
     "application/x-yaml", "application/yaml", "application/toml", "application/x-sh",
     "application/x-shellscript", "application/x-csh", "application/x-python",
     "application/x-tex", "application/x-latex", "application/sql", "application/x-sql",
     "application/graphql", "application/x-httpd-php", "application/x-perl",
     "application/x-ruby", "application/csv", "application/x-subrip", "application/rtf",
     "application/x-troff", "message/rfc822", "image/svg+xml"}
)  # fmt: skip
_HTML_TYPES = frozenset({"text/html", "application/xhtml+xml"})


def _is_textlike(mime: str) -> bool:
    return (
        mime.startswith("text/")
        or mime in _TEXTLIKE_APPLICATION
        or (mime.startswith("application/") and mime.endswith(("+json", "+xml")))
    )


# --------------------------------------------------------------------------- registry

Extractor = Callable[[str, str, int], Digest]


def extract(path: os.PathLike[str] | str, mime: str, size: int) -> list[Digest]:
    """Digest one file. Never raises: a failure is a digest with ``error`` set."""
    p = os.fspath(path)
    mime = mime.split(";", 1)[0].strip().lower()
    for matches, name, extractor in _REGISTRY:
        if matches(mime):
            try:
                return [extractor(p, mime, size)]
            except Exception as exc:  # a digester bug or an odd file: never the caller's crash
                return [Digest(name, None, _meta(p, size), _one_line(exc))]
    return [Digest("metadata", None, _meta(p, size))]


def _meta(path: str, size: int) -> dict[str, Any]:
    return {"size": size, "extension": os.path.splitext(path)[1].lower()}


def _one_line(exc: BaseException | str) -> str:
    if isinstance(exc, BaseException):
        msg = " ".join(str(exc).split())
        msg = f"{type(exc).__name__}: {msg}" if msg else type(exc).__name__
    else:
        msg = " ".join(exc.split())
    return msg[:_MAX_ERROR_CHARS]


def _bounded(value: Any) -> str | None:
    if value is None:
        return None
    text = " ".join(str(value).replace("\x00", " ").split())
    return text[:_MAX_FIELD_CHARS] or None


# --------------------------------------------------------------------------- text


def _decode(raw: bytes, truncated: bool) -> tuple[str, str]:
    """Decode with a recorded encoding: BOMs first, then utf-8, then cp1252, then latin-1."""
    final = not truncated  # a cut in the middle of a character is not an error
    if raw.startswith(codecs.BOM_UTF8):
        candidates: tuple[str, ...] = ("utf-8-sig",)
    elif raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        candidates = ("utf-16",)
    else:
        candidates = ("utf-8", "cp1252")
    for encoding in candidates:
        try:
            return codecs.getincrementaldecoder(encoding)().decode(raw, final), encoding
        except UnicodeDecodeError:
            continue
    return raw.decode("latin-1"), "latin-1"


def _extract_text(path: str, mime: str, size: int) -> Digest:
    with open(path, "rb") as f:
        raw = f.read(MAX_TEXT_BYTES + 1)  # one read; the extra byte tells us about the rest
    truncated = len(raw) > MAX_TEXT_BYTES
    if truncated:
        raw = raw[:MAX_TEXT_BYTES]
    is_utf16 = raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if not is_utf16 and b"\x00" in raw[:BINARY_SNIFF_BYTES]:
        return Digest("metadata", None, {**_meta(path, size), "binary": True})
    text, encoding = _decode(raw, truncated)
    if "\x00" in text:
        text = text.replace("\x00", "")
    data: dict[str, Any] = {"encoding": encoding}
    if mime in _HTML_TYPES:
        title, text = _html_to_text(text)
        if title:
            data["title"] = title
    if len(text) > MAX_CONTENT_CHARS:
        text = text[:MAX_CONTENT_CHARS]
        truncated = True
    data["truncated"] = truncated
    return Digest("text", text or None, data)


_SKIP_TAGS = frozenset({"script", "style", "noscript", "template", "svg", "head"})
_BLOCK_TAGS = frozenset(
    {"p", "br", "div", "li", "tr", "h1", "h2", "h3", "h4", "h5", "h6", "section", "article",
     "header", "footer", "blockquote", "pre", "table", "ul", "ol", "hr", "dt", "dd", "title"}
)  # fmt: skip
_BLANK_LINES = re.compile(r"\n\s*\n+")
_SPACES = re.compile(r"[ \t\r\f\v]+")


class _HTMLText(HTMLParser):
    def __init__(self) -> None:
        super().__init__(convert_charrefs=True)
        self.parts: list[str] = []
        self.title: list[str] = []
        self._skip = 0  # depth inside script/style/head...
        self._in_title = False

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "title":
            self._in_title = True
        elif tag in _SKIP_TAGS:
            self._skip += 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIP_TAGS and self._skip:
            self._skip -= 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n")

    def handle_data(self, data: str) -> None:
        if self._in_title:
            self.title.append(data)
        elif not self._skip:
            self.parts.append(data)


def _html_to_text(html: str) -> tuple[str | None, str]:
    parser = _HTMLText()
    try:
        parser.feed(html)
        parser.close()
    except Exception:  # keep what was parsed before the markup went bad
        pass
    title = _bounded("".join(parser.title))
    body = _SPACES.sub(" ", "".join(parser.parts))
    body = "\n".join(line.strip() for line in body.split("\n"))
    body = _BLANK_LINES.sub("\n\n", body).strip()
    if title and not body.startswith(title):
        body = f"{title}\n\n{body}" if body else title
    return title, body


# --------------------------------------------------------------------------- warnings

# Pillow and pypdf report oddities through `warnings`; callers (and pytest with
# filterwarnings=error) must not see them. `warnings.catch_warnings` is not thread-safe
# before Python 3.14, so worker threads share one counted "ignore" filter instead.
_quiet_lock = threading.Lock()
_quiet_depth = 0
_QUIET_FILTER = ("ignore", None, Warning, None, 0)


def _filters_changed() -> None:
    # What warnings.filterwarnings() calls after editing the list (invalidates caches).
    mutated = getattr(warnings, "_filters_mutated", None) or getattr(
        warnings, "_filters_mutated_lock_held", None
    )
    if mutated is not None:
        mutated()


@contextlib.contextmanager
def _quiet_warnings() -> Iterator[None]:
    global _quiet_depth
    with _quiet_lock:
        if _quiet_depth == 0:
            warnings.filters.insert(0, _QUIET_FILTER)  # type: ignore[attr-defined]
            _filters_changed()
        _quiet_depth += 1
    try:
        yield
    finally:
        with _quiet_lock:
            _quiet_depth -= 1
            if _quiet_depth == 0:
                with contextlib.suppress(ValueError):  # someone reset the filters meanwhile
                    warnings.filters.remove(_QUIET_FILTER)  # type: ignore[attr-defined]
                _filters_changed()


# --------------------------------------------------------------------------- pdf


@cache
def _pypdf() -> Any:
    import pypdf

    # pypdf logs every recoverable oddity of a malformed file; errors reach us as exceptions.
    logging.getLogger("pypdf").setLevel(logging.CRITICAL)
    return pypdf


def _extract_pdf(path: str, mime: str, size: int) -> Digest:
    pypdf = _pypdf()
    data: dict[str, Any] = {}
    try:
        with _quiet_warnings(), open(path, "rb") as f:
            return _read_pdf(pypdf, f, data)
    except Exception as exc:
        return Digest(
            "pdf_text", None, data, f"unreadable PDF: {_one_line(exc)}"[:_MAX_ERROR_CHARS]
        )


def _read_pdf(pypdf: Any, f: Any, data: dict[str, Any]) -> Digest:
    deadline = time.monotonic() + PDF_DEADLINE_S
    reader = pypdf.PdfReader(f, strict=False)
    if reader.is_encrypted:
        data["encrypted"] = True
        try:
            ok = reader.decrypt("")
        except Exception as exc:  # e.g. AES without the optional crypto dependency
            return Digest(
                "pdf_text", None, data, f"encrypted PDF: {_one_line(exc)}"[:_MAX_ERROR_CHARS]
            )
        if not ok:
            return Digest("pdf_text", None, data, "encrypted PDF: a password is required")
    pages = len(reader.pages)
    data["pages"] = pages
    with contextlib.suppress(Exception):  # broken metadata never costs us the text
        meta = reader.metadata
        if meta is not None:
            for key, attr in (("title", "title"), ("author", "author")):
                value = _bounded(getattr(meta, attr, None))
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


# --------------------------------------------------------------------------- images

_EXIF_IFD = 0x8769
_GPS_IFD = 0x8825
_MAKE, _MODEL = 0x010F, 0x0110
_DATETIME_ORIGINAL, _DATETIME_DIGITIZED = 0x9003, 0x9004
_EXIF_DATE = re.compile(r"(\d{4})[:\-](\d{2})[:\-](\d{2})[ T](\d{2}):(\d{2}):(\d{2})")


@cache
def _pil() -> Any:
    from PIL import Image

    with contextlib.suppress(Exception):  # HEIC/AVIF support when the plugin is installed
        from pillow_heif import register_heif_opener

        register_heif_opener()
    return Image


def _extract_image(path: str, mime: str, size: int) -> Digest:
    Image = _pil()
    data: dict[str, Any] = {}
    try:
        with _quiet_warnings(), Image.open(path) as im:
            width, height = im.size
            data.update(width=width, height=height, format=im.format)
            limit = Image.MAX_IMAGE_PIXELS
            if limit and width * height > limit:
                error = f"image has {width * height} pixels, over the decompression-bomb limit of {limit}"
                return Digest("image_metadata", None, data, error)
            # PNG's getexif() decodes every pixel to find a late eXIf chunk: skip that.
            if im.format != "PNG" or "exif" in im.info:
                _read_exif(im.getexif(), data)
    except Image.DecompressionBombError as exc:
        return Digest("image_metadata", None, data, _one_line(exc))
    except Exception as exc:
        return Digest(
            "image_metadata", None, data, f"unreadable image: {_one_line(exc)}"[:_MAX_ERROR_CHARS]
        )
    return Digest("image_metadata", None, data)


def _read_exif(exif: Any, data: dict[str, Any]) -> None:
    if not exif:
        return
    sub: dict[int, Any] = {}
    with contextlib.suppress(Exception):
        sub = exif.get_ifd(_EXIF_IFD)
    taken = _exif_date(sub.get(_DATETIME_ORIGINAL)) or _exif_date(sub.get(_DATETIME_DIGITIZED))
    if taken:
        data["taken_at"] = taken
    make, model = _bounded(_exif_str(exif.get(_MAKE))), _bounded(_exif_str(exif.get(_MODEL)))
    if make and model and model.lower().startswith(make.split()[0].lower()):
        camera: str | None = model  # 'Canon' + 'Canon EOS R6'
    else:
        camera = " ".join(p for p in (make, model) if p) or None
    if camera:
        data["camera"] = camera
    gps: dict[int, Any] = {}
    with contextlib.suppress(Exception):
        gps = exif.get_ifd(_GPS_IFD)
    data["has_gps"] = bool(gps)


def _exif_str(value: Any) -> str | None:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return value if isinstance(value, str) else None


def _exif_date(value: Any) -> str | None:
    """EXIF 'YYYY:MM:DD HH:MM:SS' -> ISO 'YYYY-MM-DDTHH:MM:SS'; None for blanks and zeros."""
    text = _exif_str(value)
    if not text:
        return None
    m = _EXIF_DATE.match(text.strip())
    if not m:
        return None
    y, mo, d, h, mi, s = (int(g) for g in m.groups())
    if not (1800 <= y <= 2200 and 1 <= mo <= 12 and 1 <= d <= 31 and h < 24 and mi < 60 and s < 61):
        return None
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{min(s, 59):02d}"


# --------------------------------------------------------------------------- search text

_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip


def _render_image(data: dict[str, Any]) -> str:
    """'photo 4032x3024 jpeg taken 2023-07-14 July 2023 Canon EOS R6 gps'."""
    taken, camera = data.get("taken_at"), data.get("camera")
    words = ["photo" if taken or camera else "image"]
    if data.get("width") and data.get("height"):
        words.append(f"{data['width']}x{data['height']}")
    if data.get("format"):
        words.append(str(data["format"]).lower())
    if isinstance(taken, str) and len(taken) >= 10:
        words.append(f"taken {taken[:10]}")
        with contextlib.suppress(ValueError, IndexError):
            words.append(f"{_MONTHS[int(taken[5:7]) - 1]} {taken[:4]}")
    if camera:
        words.append(str(camera))
    if data.get("has_gps"):
        words.append("gps")
    return " ".join(words)


def search_text(digests: Iterable[Digest]) -> str:
    """The text the search index gets for a file: short renderings of metadata first (so
    the cap never cuts them), then extracted content, at most ~20,000 characters."""
    heads: list[str] = []
    bodies: list[str] = []
    for d in digests:
        if d.digester == "image_metadata":
            if d.data.get("width"):
                heads.append(_render_image(d.data))
        elif d.digester == "pdf_text":
            heads.extend(str(d.data[k]) for k in ("title", "author") if d.data.get(k))
        if d.content:
            bodies.append(d.content[:MAX_SEARCH_CHARS])
    return "\n".join(heads + bodies)[:MAX_SEARCH_CHARS]


_REGISTRY: list[tuple[Callable[[str], bool], str, Extractor]] = [
    (lambda m: m == "application/pdf", "pdf_text", _extract_pdf),
    (_is_textlike, "text", _extract_text),  # before image/: SVG is XML text
    (lambda m: m.startswith("image/"), "image_metadata", _extract_image),
]
