"""What `mylifedb status` says about how the library is read: the model of one check, and one
check each for OCR, files read by name only, transcripts and search by meaning."""

from __future__ import annotations

import importlib.util
from typing import Any

from pydantic import BaseModel, Field

from appclient import Settings

__all__ = [
    "Check",
    "has_module",
    "ocr_check",
    "name_only_check",
    "meaning_check",
    "transcripts_check",
]


class Check(BaseModel):
    ok: bool | None = Field(
        description="true fine, false needs attention, null optional/not in use"
    )
    value: Any = None
    note: str | None = None
    hint: str | None = Field(default=None, description="What to do about it.")


def ocr_check() -> Check:
    from appclient.digests import ocr, tesseract
    from appclient.switches import ocr_enabled

    if not ocr_enabled():
        return Check(ok=None, value="off", note="MYLIFEDB_OCR is off")
    engine = ocr.engine_name()
    if engine is None:
        return Check(
            ok=None,
            value="not installed",
            note="scans and screenshots are found by name only",
            hint=ocr.HOW_TO_ADD,
        )
    if engine == "tesseract":
        scripts = tesseract.script_names()
        latin = "Latin" in tesseract.models()
        return Check(
            ok=True,
            value=f"tesseract {tesseract.version() or ''}".strip(),
            note="reads: " + ", ".join(scripts),
            hint=None if latin else "apt install tesseract-ocr-script-latn (accented letters)",
        )
    return Check(
        ok=True,
        value=engine,
        note="reads Chinese and English only: Cyrillic, Greek and accented letters are misread",
        hint="apt install tesseract-ocr tesseract-ocr-script-latn tesseract-ocr-script-cyrl "
        "(and -grek, -hans, -jpan, -hang) for the scripts you write",
    )


def name_only_check(settings: Settings) -> Check:
    from appclient.digests import audio, ocr
    from appclient.index.coverage import read_by_name_only
    from appclient.switches import ocr_enabled

    found = read_by_name_only(
        settings.db_path, ocr_ready=ocr.available(), transcripts_ready=audio.installed()
    )
    if found is None:
        return Check(ok=None)
    closed = found.cannot_open
    if closed:
        return Check(
            ok=False,
            value=found.total + len(closed),
            note="; ".join(
                [f"{len(closed)} could not be opened: {_examples(closed)}", *found.reasons()]
            ),
            hint="check their permissions, then mylifedb index",
        )
    if not found.total:
        return Check(ok=True, value=0, note="every file's contents are read")
    hints = []
    if found.no_ocr:
        hints.append(ocr.HOW_TO_ADD if ocr_enabled() else "unset MYLIFEDB_OCR to read them")
    if found.no_transcript:
        hints.append("pip install 'mylifedb-mcp[audio]'")
    return Check(
        ok=None,
        value=found.total,
        note="; ".join(found.reasons()),
        hint="; ".join(hints) or None,
    )


def _examples(paths: list[str]) -> str:
    from appclient.validate import visible

    shown = ", ".join(visible(p) for p in paths[:3])
    return shown + (f" and {len(paths) - 3} more" if len(paths) > 3 else "")


def meaning_check(settings: Settings, files: int | None, done: int | None, lib: str) -> Check:
    """How many files search reads by meaning: vectors follow the words (`mylifedb index`'s
    second phase, or serve/watch in the background)."""
    if settings.embedder == "off":
        return Check(ok=None, value="off", note="search by words only (search.embedder)")
    if files is None or done is None:
        return Check(ok=None, value=None)
    value = f"{done:,} of {files:,} files"
    if done >= files:
        return Check(ok=True, value=value)
    return Check(
        ok=False,
        value=value,
        note="the others are found by their words only until their vectors are made",
        hint=f"mylifedb index{lib} (or leave serve or watch running)",
    )


def transcripts_check() -> Check:
    from appclient.switches import audio_enabled

    if not (has_module("pocketsphinx") and has_module("av")):
        return Check(
            ok=None,
            value="not installed",
            note="voice memos are found by name only",
            hint="pip install 'mylifedb-mcp[audio]'",
        )
    if not audio_enabled():
        return Check(ok=None, value="off", note="MYLIFEDB_AUDIO is off")
    return Check(ok=True, value="available", note="English, rough: finds memos by what was said")


def has_module(name: str) -> bool:
    try:
        return importlib.util.find_spec(name) is not None
    except (ImportError, ValueError):
        return False
