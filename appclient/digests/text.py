"""Text files and saved web pages: decoded with a recorded encoding, HTML reduced to its
readable text (scripts, styles and the head dropped; the title kept)."""

from __future__ import annotations

import codecs
import re
from html.parser import HTMLParser
from typing import Any

from .base import MAX_CONTENT_CHARS, Digest, bounded, meta
from .mime import HTML_TYPES

__all__ = ["extract_text", "MAX_TEXT_BYTES", "BINARY_SNIFF_BYTES"]

MAX_TEXT_BYTES = 1 << 20  # read at most 1 MiB of a text file
BINARY_SNIFF_BYTES = 8192


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


def extract_text(path: str, mime: str, size: int) -> Digest:
    with open(path, "rb") as f:
        raw = f.read(MAX_TEXT_BYTES + 1)  # one read; the extra byte tells us about the rest
    truncated = len(raw) > MAX_TEXT_BYTES
    if truncated:
        raw = raw[:MAX_TEXT_BYTES]
    is_utf16 = raw.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE))
    if not is_utf16 and b"\x00" in raw[:BINARY_SNIFF_BYTES]:
        return Digest("metadata", None, {**meta(path, size), "binary": True})
    text, encoding = _decode(raw, truncated)
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
    title = bounded("".join(parser.title))
    body = _SPACES.sub(" ", "".join(parser.parts))
    body = "\n".join(line.strip() for line in body.split("\n"))
    body = _BLANK_LINES.sub("\n\n", body).strip()
    if title and not body.startswith(title):
        body = f"{title}\n\n{body}" if body else title
    return title, body
