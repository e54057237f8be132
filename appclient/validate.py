"""Checks for the arguments every entry point shares (tools, CLI, remote calls): each
either returns the canonical value or raises ``InvalidArgument`` with what to send instead."""

from __future__ import annotations

from typing import Any

from .errors import InvalidArgument

__all__ = ["int_arg", "mime_arg", "clean_text", "MAX_ID"]

MAX_ID = 2**63 - 1  # the largest integer SQLite stores: ids and counters are checked against it


def clean_text(value: str) -> str:
    """Free text as SQLite can store it: lone surrogates (JSON allows "\\ud800") become '?'."""
    return value.encode("utf-8", "replace").decode("utf-8")


def int_arg(value: Any, name: str, lo: int, hi: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise InvalidArgument(f"{name} must be a whole number between {lo} and {hi}")
    if not lo <= value <= hi:
        raise InvalidArgument(f"{name} must be between {lo} and {hi}, got {value}")
    return value


def mime_arg(value: str | None) -> str | None:
    if value is None or value == "":
        return None
    v = value.strip().lower()
    if not v or len(v) > 100 or not all(c.isalnum() or c in "/.+-_" for c in v) or v.count("/") > 1:
        raise InvalidArgument(
            f"type {value!r} is not a mime type prefix; use e.g. 'image/', 'application/pdf' or 'text/'"
        )
    return v
