"""Checks for the arguments every entry point shares (tools, CLI, remote calls): each
either returns the canonical value or raises ``InvalidArgument`` with what to send instead."""

from __future__ import annotations

import mimetypes
import re
from typing import Any

from .errors import InvalidArgument

__all__ = [
    "int_arg",
    "mime_arg",
    "clean_text",
    "visible",
    "strip_hidden",
    "HIDDEN",
    "MAX_ID",
    "MIME_TOPS",
]

MAX_ID = 2**63 - 1  # the largest integer SQLite stores: ids and counters are checked against it


# Characters that change how the text around them is shown without being seen themselves:
# control characters, bidi embeddings/overrides/isolates and marks (U+202E turns
# 'invoice\u202etxt.exe' into what reads as 'invoiceexe.txt'), zero-width and invisible
# ones, and the tag block (U+E0000-E007F, invisible 'ASCII smuggling' for models). The
# joiners U+200C/U+200D stay: scripts and emoji need them. The page has the same list
# (resources/ui/bridge.js).
HIDDEN = _HIDDEN = re.compile(
    "[\x00-\x08\x0b-\x1f\x7f-\x9f\xad\u061c\u180e\u200b\u200e\u200f\u2028-\u202e"
    "\u2060-\u2064\u2066-\u206f\ufeff\ufff9-\ufffb\U000e0000-\U000e007f]"
)


def _escape(m: re.Match[str]) -> str:
    """JSON's escape: ``\\u202e``, and a surrogate pair above U+FFFF."""
    code = ord(m.group())
    if code > 0xFFFF:
        code -= 0x10000
        return f"\\u{0xD800 + (code >> 10):04x}\\u{0xDC00 + (code & 0x3FF):04x}"
    return f"\\u{code:04x}"


def visible(text: str, *, lines: bool = False) -> str:
    """``text`` with hidden characters shown as escapes (``\\u202e``), for a name or a reason
    shown to a person or a model; newlines and tabs too unless ``lines``. In JSON text the
    escapes are JSON's own: the values decode unchanged."""
    if lines:  # a CR that ends a line (Windows) is layout too; a lone one is escaped
        return _HIDDEN.sub(lambda m: m.group() if _line_end(m) else _escape(m), text)
    return _HIDDEN.sub(_escape, text).replace("\n", "\\n").replace("\t", "\\t")


def _line_end(m: re.Match[str]) -> bool:
    return m.group() == "\r" and m.string.startswith("\n", m.end())


def strip_hidden(text: str) -> str:
    """Free text (a suggestion's reasoning) without hidden characters; newlines and tabs stay."""
    return _HIDDEN.sub("", text)


def clean_text(value: str) -> str:
    """Free text as SQLite can store it: lone surrogates (JSON allows "\\ud800") become '?'."""
    return value.encode("utf-8", "replace").decode("utf-8")


def int_arg(value: Any, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgument(f"{name} must be a whole number between {lo} and {hi}")
    if not lo <= value <= hi:
        raise InvalidArgument(f"{name} must be between {lo} and {hi}, got {value}")
    return value


# The top-level MIME types (IANA): a type filter starts with one of them.
MIME_TOPS = (
    "application",
    "audio",
    "font",
    "image",
    "message",
    "model",
    "multipart",
    "text",
    "video",
)


def mime_arg(value: str | None) -> str | None:
    """A type filter: a MIME type ('application/pdf'), a prefix of one ('image/', 'text/'),
    or a top-level type alone ('image' means 'image/'). Anything else — 'pdf', 'nonsense' —
    is an error naming the accepted forms (it would silently match nothing)."""
    if value is None or value == "":
        return None
    v = value.strip().lower()
    top = v.split("/", 1)[0]
    if (
        not v
        or len(v) > 100
        or not all(c.isalnum() or c in "/.+-_" for c in v)
        or v.count("/") > 1
        or top not in MIME_TOPS
    ):
        guess = mimetypes.guess_type(f"x.{v}")[0] if v.isalnum() else None
        raise InvalidArgument(
            f"type {value!r} is not a MIME type or prefix"
            + (f" (did you mean {guess!r}?)" if guess else "")
            + "; use a type such as 'application/pdf' or 'image/jpeg', or a prefix: "
            + ", ".join(f"'{t}/'" for t in MIME_TOPS)
        )
    return v if "/" in v else v + "/"
