"""Transcripts: the words of voice memos and other recordings, so search finds them.

Engine: PocketSphinx (the ``audio`` extra, in ``all``), whose US-English acoustic model,
language model and pronunciation dictionary ship inside its wheel — nothing is downloaded,
ever. Audio is decoded with PyAV, whose wheel carries FFmpeg's libraries: m4a/AAC (phone
voice memos), mp3, ogg/opus, wav, flac. Without the extra, transcripts are off: one log line
says so, and the file is indexed by its name as before.

What it is: English only, and rough — PocketSphinx is a small, old-school recognizer; it
catches the content words of clear speech ("doctor tomorrow morning") more than it writes
sentences. Good enough to find a memo by what was said; not a transcript to read.

Bounded: the first TRANSCRIBE_MAX_AUDIO_S seconds of a recording (by its own duration,
before resampling; a sample rate under MIN_RATE is refused — a 40 KB file declaring 1 Hz
would resample to hours), no more audio once TRANSCRIBE_DEADLINE_S seconds of work have passed, and one transcription at a time per
process (the indexer's worker threads). ``MYLIFEDB_AUDIO=0`` turns it off.

The result is the ``transcript`` digest (``content``: the words heard; fields: ``engine``,
``language``, ``seconds`` of audio heard, ``elapsed``, ``truncated``), stored with the other
digests and searchable like them.
"""

from __future__ import annotations

import logging
import threading
import time
from functools import cache
from typing import Any

from ..switches import audio_enabled
from .base import MAX_CONTENT_CHARS, Digest, one_line, quiet_warnings

__all__ = [
    "available",
    "installed",
    "wants_transcript",
    "transcript_digest",
    "TRANSCRIBE_MAX_AUDIO_S",
    "TRANSCRIBE_DEADLINE_S",
]

log = logging.getLogger("mylifedb.index")
TRANSCRIBE_MAX_AUDIO_S = 600.0  # ten minutes of a recording
TRANSCRIBE_DEADLINE_S = 60.0
RATE = 16_000  # what the model was trained on: 16 kHz, 16-bit, mono
MIN_RATE = 4_000  # below this a file holds no speech, and resampling would multiply it
ENGINE = "pocketsphinx"
LANGUAGE = "en-US"
_lock = threading.Lock()


@cache
def _decoder() -> Any | None:
    try:
        with quiet_warnings():
            import av  # noqa: F401  (the decoder of every format)
            from pocketsphinx import Decoder
    except ImportError:
        log.info(
            "transcripts are off: voice memos are indexed by their names "
            "(pip install 'mylifedb-mcp[audio]' to search what they say)"
        )
        return None
    return Decoder(samprate=RATE, loglevel="FATAL")


def installed() -> bool:
    """Whether transcripts could run here, without loading the recognizer (for status)."""
    from importlib.util import find_spec

    return audio_enabled() and all(find_spec(m) is not None for m in ("pocketsphinx", "av"))


def available() -> bool:
    """Whether recordings are transcribed here (the extra is installed and not turned off)."""
    return audio_enabled() and _decoder() is not None


def wants_transcript(mime: str) -> bool:
    return mime.startswith("audio/") and audio_enabled()


def transcript_digest(path: str) -> Digest | None:
    """The ``transcript`` digest of a recording; None when transcripts are off or nothing
    was recognized. Never raises: a failure is a digest whose ``error`` says why."""
    decoder = _decoder() if audio_enabled() else None
    if decoder is None:
        return None
    t0 = time.monotonic()
    data: dict[str, Any] = {"engine": ENGINE, "language": LANGUAGE}
    try:
        with _lock:
            heard, truncated = _recognize(decoder, path, t0)
            hyp = decoder.hyp()
        text = (hyp.hypstr if hyp is not None else "").strip()
        data.update(
            seconds=round(heard, 1),
            elapsed=round(time.monotonic() - t0, 2),
            truncated=truncated,
        )
        return Digest("transcript", text[:MAX_CONTENT_CHARS], data) if text else None
    except Exception as exc:  # an odd or broken recording: the file is still indexed by name
        data["elapsed"] = round(time.monotonic() - t0, 2)
        return Digest("transcript", None, data, f"transcription failed: {one_line(exc)}")


def _recognize(decoder: Any, path: str, t0: float) -> tuple[float, bool]:
    """Feed the recording to ``decoder`` as 16 kHz mono PCM; (seconds heard, cut short?)."""
    import av

    heard, truncated = 0.0, False
    with quiet_warnings(), av.open(path) as container:
        stream = container.streams.audio[0]
        if (stream.rate or 0) < MIN_RATE:  # 40 KB at 1 Hz is 11 hours once resampled
            raise ValueError(f"a sample rate of {stream.rate} Hz is not a recording of speech")
        resampler = av.AudioResampler(format="s16", layout="mono", rate=RATE)
        decoder.start_utt()
        try:
            for frame in container.decode(stream):
                if heard >= TRANSCRIBE_MAX_AUDIO_S or time.monotonic() - t0 > TRANSCRIBE_DEADLINE_S:
                    truncated = True
                    break
                rate = frame.sample_rate or 0
                if rate < MIN_RATE:
                    raise ValueError(f"a sample rate of {rate} Hz is not a recording of speech")
                # the recording's own duration, counted before resampling makes it longer
                heard += frame.samples / rate
                for pcm in resampler.resample(frame):
                    decoder.process_raw(bytes(pcm.planes[0])[: pcm.samples * 2], False, False)
        finally:
            decoder.end_utt()
    return heard, truncated
