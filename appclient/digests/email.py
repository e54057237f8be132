"""Saved e-mails (``.eml``): read as e-mail with the standard library, not as text. Encoded
headers (``=?iso-2022-jp?b?...?=``, ``=?koi8-r?q?...?=``) are decoded, the body is the first
text/plain part (or the first text/html part as readable text) in its declared charset, and
attachments are named."""

from __future__ import annotations

from email import policy
from email.message import EmailMessage, Message
from email.parser import BytesParser
from typing import Any

from .base import MAX_CONTENT_CHARS, Digest, bounded
from .text import _decode, _html_to_text

__all__ = ["extract_email", "MAX_EMAIL_BYTES"]

MAX_EMAIL_BYTES = 8 << 20
_HEADERS = ("subject", "from", "to", "cc", "date")


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


def _body(msg: EmailMessage) -> str:
    plain = html = None
    for part in msg.walk():
        if part.is_multipart() or part.get_content_disposition() == "attachment":
            continue
        kind = part.get_content_type()
        if kind == "text/plain" and plain is None:
            plain = _text_of(part)
        elif kind == "text/html" and html is None:
            html = _html_to_text(_text_of(part))[1]
    return (plain if plain and plain.strip() else html) or ""


def extract_email(path: str, mime: str, size: int) -> Digest:
    with open(path, "rb") as f:
        raw = f.read(MAX_EMAIL_BYTES)
    msg = BytesParser(policy=policy.default).parsebytes(raw)
    assert isinstance(msg, EmailMessage)
    data: dict[str, Any] = {}
    lines = []
    for name in _HEADERS:
        value = msg.get(name)
        if value:
            text = bounded(value) or ""
            data[name] = text
            lines.append(f"{name.capitalize()}: {text}")
    attachments = [
        bounded(part.get_filename()) or "?"
        for part in msg.walk()
        if part.get_content_disposition() == "attachment" and part.get_filename()
    ]
    if attachments:
        data["attachments"] = attachments[:50]
        lines.append("Attachments: " + ", ".join(attachments[:50]))
    text = "\n".join(lines) + "\n\n" + _body(msg)
    data["truncated"] = len(raw) >= MAX_EMAIL_BYTES or len(text) > MAX_CONTENT_CHARS
    return Digest("email", text[:MAX_CONTENT_CHARS].strip() or None, data)
