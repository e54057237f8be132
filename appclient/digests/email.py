"""Saved e-mails (``.eml``): read as e-mail with the standard library, not as text. Encoded
headers (``=?iso-2022-jp?b?...?=``, ``=?koi8-r?q?...?=``) are decoded, the body is the first
text/plain part (or the first text/html part as readable text) in its declared charset, and
attachments are named.

Bounded before parsing, because a small hostile message can cost far more than its size:
the header block is cut at MAX_HEADER_BYTES and each shown header at MAX_HEADER_CHARS
before it is decoded (the ``email`` package's modern header parser takes time and memory
that grow with the square of a header's length: a 480 KiB Subject of encoded words took
gigabytes), headers are split by the linear ``compat32`` parser and decoded with
``email.header``; at most MAX_PARTS parts are looked at, and no part is started after
DEADLINE_S. ``headers_truncated`` says a header was cut."""

from __future__ import annotations

import re
import time
from email import policy
from email.header import decode_header, make_header
from email.message import Message
from email.parser import BytesParser
from typing import Any

from .base import MAX_CONTENT_CHARS, Digest, bounded
from .text import _decode, _html_to_text

__all__ = [
    "extract_email",
    "MAX_EMAIL_BYTES",
    "MAX_HEADER_BYTES",
    "MAX_HEADER_CHARS",
    "MAX_PARTS",
    "DEADLINE_S",
]

MAX_EMAIL_BYTES = 8 << 20
MAX_HEADER_BYTES = 64 << 10  # the whole header block; real ones are a few KiB
MAX_HEADER_CHARS = 4096  # one header's value before decoding (500 characters are kept)
MAX_PARTS = 200
DEADLINE_S = 5.0
_HEADERS = ("subject", "from", "to", "cc", "date")
_BLANK_LINE = re.compile(rb"\r?\n\r?\n")


def _header(raw: str) -> tuple[str, bool]:
    """A header's decoded text (encoded words joined) and whether it was cut first. ``raw``
    is the value as parsed: raw 8-bit bytes (unencoded UTF-8, a legacy charset) arrive as
    surrogate escapes and are decoded like a text file's bytes."""
    cut = len(raw) > MAX_HEADER_CHARS
    if cut:  # end at a space, so no encoded word is broken in half
        raw = raw[:MAX_HEADER_CHARS].rsplit(" ", 1)[0]
    if any("\udc80" <= c <= "\udcff" for c in raw):
        raw = _decode(raw.encode("ascii", "surrogateescape"), truncated=False)[0]
    try:
        text = str(make_header(decode_header(raw)))
    except Exception:  # a malformed encoded word: show it as it stands
        text = raw
    return text, cut


def _raw_header(msg: Message, name: str) -> str | None:
    """The first value of header ``name`` as parsed (compat32 wraps 8-bit ones in Header)."""
    for key, value in msg.raw_items():
        if key.lower() == name:
            return str(value)
    return None


def _text_of(part: Message) -> str:
    """A text part's body in its declared charset (detected when it declares none)."""
    raw = part.get_payload(decode=True)
    if not isinstance(raw, bytes):
        return ""
    charset = part.get_content_charset()
    if charset:
        try:
            return raw.decode(charset, errors="replace")
        except LookupError:
            pass
    return _decode(raw, truncated=False)[0]


def _split(raw: bytes) -> tuple[bytes, bool]:
    """The message with each header cut at MAX_HEADER_CHARS bytes and the header block at
    MAX_HEADER_BYTES (and whether anything was cut); the body as it was."""
    end = _BLANK_LINE.search(raw)
    head, body = (raw[: end.start()], raw[end.start() :]) if end else (raw, b"")
    if len(head) <= MAX_HEADER_BYTES and all(
        len(line) <= MAX_HEADER_CHARS for line in head.split(b"\n")
    ):
        return raw, False
    kept: list[bytes] = []
    total = size = 0
    for line in head.split(b"\n"):
        size = size + len(line) if line[:1] in (b" ", b"\t") else len(line)
        if size > MAX_HEADER_CHARS:  # this header is long enough: the rest of it is dropped
            line = line[: max(0, MAX_HEADER_CHARS - (size - len(line)))]
            if not line.strip():
                continue
        total += len(line) + 1
        if total > MAX_HEADER_BYTES:
            break
        kept.append(line.rstrip(b"\r"))
    return b"\r\n".join(kept) + (body or b"\r\n\r\n"), True


def extract_email(path: str, mime: str, size: int) -> Digest:
    with open(path, "rb") as f:
        raw = f.read(MAX_EMAIL_BYTES)
    deadline = time.monotonic() + DEADLINE_S
    raw, head_cut = _split(raw)
    msg = BytesParser(policy=policy.compat32).parsebytes(raw)
    data: dict[str, Any] = {}
    lines = []
    for name in _HEADERS:
        value = _raw_header(msg, name)
        if value:
            decoded, cut = _header(value)
            head_cut = head_cut or cut
            text = bounded(decoded) or ""
            data[name] = text
            lines.append(f"{name.capitalize()}: {text}")
    plain = html = None
    attachments: list[str] = []
    for count, part in enumerate(msg.walk()):
        if count >= MAX_PARTS or time.monotonic() > deadline:
            data["parts_truncated"] = True
            break
        if part.is_multipart():
            continue
        if part.get_content_disposition() == "attachment":
            filename = part.get_filename()
            if filename and len(attachments) < 50:
                attachments.append(bounded(_header(filename)[0]) or "?")
            continue
        kind = part.get_content_type()
        if kind == "text/plain" and plain is None:
            plain = _text_of(part)
        elif kind == "text/html" and html is None:
            html = _html_to_text(_text_of(part)[:MAX_CONTENT_CHARS])[1]
    if attachments:
        data["attachments"] = attachments
        lines.append("Attachments: " + ", ".join(attachments))
    if head_cut:
        data["headers_truncated"] = True
    body = (plain if plain and plain.strip() else html) or ""
    text = "\n".join(lines) + "\n\n" + body
    data["truncated"] = size > MAX_EMAIL_BYTES or len(text) > MAX_CONTENT_CHARS
    return Digest("email", text[:MAX_CONTENT_CHARS].strip() or None, data)
