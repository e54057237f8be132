"""Switches the digesters read from the environment where they run (in the indexer's
worker processes too), without loading the settings: ``MYLIFEDB_OCR=0`` turns OCR off,
``MYLIFEDB_AUDIO=0`` transcripts of recordings (both listed in ``settings``)."""

from __future__ import annotations

import os

__all__ = ["ocr_enabled", "audio_enabled", "OFF"]

OFF = ("0", "off", "false", "no")


def ocr_enabled() -> bool:
    return os.environ.get("MYLIFEDB_OCR", "1").strip().lower() not in OFF


def audio_enabled() -> bool:
    return os.environ.get("MYLIFEDB_AUDIO", "1").strip().lower() not in OFF
