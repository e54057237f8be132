"""Checks for the arguments every entry point shares (tools, CLI, remote calls): each
either returns the canonical value or raises ``InvalidArgument`` with what to send instead."""

from __future__ import annotations

import mimetypes
from typing import Any

from .errors import InvalidArgument

__all__ = ["int_arg", "mime_arg", "clean_text", "MIME_TOPS"]


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
