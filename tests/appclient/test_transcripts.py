"""Transcripts of voice memos (the `audio` extra: PocketSphinx's model inside its wheel,
PyAV's decoders inside its wheel): an m4a memo in the inbox gets a `transcript` digest that
get_file shows and search finds; bounded; off with MYLIFEDB_AUDIO=0. The recording is a
synthetic voice made for these tests (tests/fixtures/audio/README.md)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from appclient.digests import audio
from tests.fixtures import open_library

MEMO = Path(__file__).resolve().parents[1] / "fixtures" / "audio" / "voice-memo.m4a"
SAID = ("doctor", "tomorrow", "morning")

pytestmark = pytest.mark.skipif(
    not audio.available(), reason="the audio extra is not installed (pip install '.[audio]')"
)


async def test_a_voice_memo_is_transcribed_and_found_by_what_was_said(tmp_path: Path) -> None:
    client = await open_library(tmp_path, {"notes/a.txt": "a note"})
    try:
        shutil.copy(MEMO, client.root / "inbox" / "New Recording 12.m4a")
        await client.index()
        detail = await client.get_file("inbox/New Recording 12.m4a")
        heard = detail.digests["transcript"]
        assert heard["engine"] == "pocketsphinx" and heard["language"] == "en-US"
        assert 4.0 < heard["seconds"] < 8.0 and heard["truncated"] is False
        words = [w for w in SAID if w in heard["content"]]
        assert words, heard["content"]
        hits = await client.search(words[0])
        assert [h.path for h in hits.results] == ["inbox/New Recording 12.m4a"]
    finally:
        await client.aclose()


def test_transcripts_are_bounded_and_can_be_turned_off(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(audio, "TRANSCRIBE_MAX_AUDIO_S", 1.0)
    cut = audio.transcript_digest(str(MEMO))
    assert cut is None or (cut.data["truncated"] is True and cut.data["seconds"] < 2.0)
    broken = tmp_path / "broken.m4a"
    broken.write_bytes(b"not audio at all")
    failed = audio.transcript_digest(str(broken))
    assert failed is not None and failed.error and failed.content is None
    monkeypatch.setenv("MYLIFEDB_AUDIO", "0")
    assert not audio.wants_transcript("audio/mp4") and audio.transcript_digest(str(MEMO)) is None
