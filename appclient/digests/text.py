"""Text files and saved web pages: decoded with a recorded encoding, HTML reduced to its
readable text (scripts, styles and the head dropped; the title kept).

Which encoding: a byte-order mark; for HTML the ``<meta charset>`` it declares; UTF-8 when the
bytes are valid UTF-8; else what charset-normalizer finds (Windows-1251 and KOI8-R Russian,
Shift_JIS and EUC-JP Japanese, ISO-2022-JP, GB18030, ... as people still receive them) —
where it hesitates between single-byte code pages (Windows-1252 French or Windows-1250?),
the reading whose words a shipped language model finds most probable (encodings.py); else
Windows-1252, and latin-1 as the last resort (every byte is a character)."""

from __future__ import annotations

import codecs
import re
from html.parser import HTMLParser
from typing import Any

from .base import MAX_CONTENT_CHARS, Digest, bounded, meta
from .encodings import settle
from .mime import HTML_TYPES

__all__ = ["extract_text", "MAX_TEXT_BYTES", "BINARY_SNIFF_BYTES"]

MAX_TEXT_BYTES = 1 << 20  # read at most 1 MiB of a text file
BINARY_SNIFF_BYTES = 8192


_META_CHARSET = re.compile(
    rb"""<meta[^>]+charset\s*=\s*["']?\s*([A-Za-z0-9_.:-]{2,40})""", re.IGNORECASE
)
DETECT_BYTES = 64 * 1024  # what charset detection looks at: its cost grows with the sample


def _declared(raw: bytes) -> str | None:
    """The encoding an HTML page declares in its first 4 KB, when Python knows it."""
    m = _META_CHARSET.search(raw[:4096])
    if not m:
        return None
    name = m.group(1).decode("ascii", "replace").lower()
    try:
        return codecs.lookup(name).name
    except LookupError:
        return None


def _detected(raw: bytes) -> str | None:
    from charset_normalizer import from_bytes

    # A looser chaos threshold than the default: short legacy-encoded notes (a recipe in
    # EUC-JP) are otherwise found in no encoding at all.
    sample = raw[:DETECT_BYTES]
    matches = list(from_bytes(sample, threshold=0.5))
    # UTF-16/32 without a byte-order mark is what a few stray bytes look like, not a text.
    if not matches or matches[0].encoding == "ascii" or matches[0].encoding.startswith("utf"):
        return None
    # Latin code pages read equally tidy: the one whose words read best (encodings.py).
    return settle(sample, matches) or str(matches[0].encoding)


def _decode(raw: bytes, truncated: bool, html: bool = False) -> tuple[str, str]:
    """Decode with a recorded encoding (see the module's docstring for the order)."""
    final = not truncated  # a cut in the middle of a character is not an error
    if raw.startswith(codecs.BOM_UTF8):
        candidates: tuple[str, ...] = ("utf-8-sig",)
    elif raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        candidates = ("utf-16",)
    else:
        declared = _declared(raw) if html else None
        candidates = tuple(dict.fromkeys(c for c in (declared, "utf-8") if c))
    for encoding in candidates:
        try:
            return codecs.getincrementaldecoder(encoding)().decode(raw, final), encoding
        except UnicodeDecodeError:
            continue
    for encoding in [e for e in (_detected(raw), "cp1252") if e]:
        try:
            return codecs.getincrementaldecoder(encoding)().decode(raw, final), encoding
        except (UnicodeDecodeError, LookupError):
            continue
    return raw.decode("latin-1"), "latin-1"


def extract_text(path: str, mime: str, size: int) -> Digest:
    with open(path, "rb") as f:
        raw = f.read(MAX_TEXT_BYTES + 1)  # one read; the extra byte tells us about the rest
    truncated = len(raw) > MAX_TEXT_BYTES
    if truncated:
        raw = raw[:MAX_TEXT_BYTES]
    is_utf16 = raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if not is_utf16 and b"\x00" in raw[:BINARY_SNIFF_BYTES]:
        return Digest("metadata", None, {**meta(path, size), "binary": True})
    text, encoding = _decode(raw, truncated, html=mime in HTML_TYPES)
    if "\x00" in text:
        text = text.replace("\x00", "")
    data: dict[str, Any] = {"encoding": encoding}
    if mime in HTML_TYPES:
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
     "header", "footer", "blockquote", "pre", "table", "ul", "ol", "hr", "dt", "dd", "title",
     "main", "nav", "aside", "figure", "figcaption", "address", "caption", "details",
     "summary", "dl", "form", "fieldset", "legend", "option"}
)  # fmt: skip
# a table's cells stand apart: 'Applicant Name' and 'ROHIT VERMA' are two words, not one
_CELL_TAGS = frozenset({"td", "th"})
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
        elif tag in _CELL_TAGS:
            self.parts.append(" ")

    def handle_endtag(self, tag: str) -> None:
        if tag == "title":
            self._in_title = False
        elif tag in _SKIP_TAGS and self._skip:
            self._skip -= 1
        if tag in _BLOCK_TAGS:
            self.parts.append("\n")
        elif tag in _CELL_TAGS:
            self.parts.append(" ")

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
    title = bounded("".join(parser.title))
    body = _SPACES.sub(" ", "".join(parser.parts))
    body = "\n".join(line.strip() for line in body.split("\n"))
    body = _BLANK_LINES.sub("\n\n", body).strip()
    if title and not body.startswith(title):
        body = f"{title}\n\n{body}" if body else title
    return title, body
