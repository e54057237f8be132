"""Videos from phones and cameras (MP4, QuickTime .mov, .m4v, .3gp — the ISO base media
file format): when it was recorded, how long it runs, its frame size, and where (GPS and
the place's name, as for photos).

Read with the standard library: box headers are walked with seeks (the media data, often
gigabytes, is never read), and only the ``moov`` box, at most MOOV_BYTES, is read and
parsed: ``mvhd`` (creation time, duration), the video track's ``tkhd`` (width, height),
``udta/©xyz`` (the ISO 6709 location Android and older iPhones write) and ``meta``
keys/values (``com.apple.quicktime.location.ISO6709``, ``...creationdate``). Other
containers (.mkv, .avi, .webm) keep size and extension only. Bounded in bytes and boxes;
a broken file is a digest whose ``error`` says so."""

from __future__ import annotations

import datetime as dt
import re
import struct
from typing import IO, Any

from .base import MAX_ERROR_CHARS, Digest, one_line
from .image import add_place

__all__ = ["extract_video", "render_video", "MOOV_BYTES", "ISO_VIDEO"]

MOOV_BYTES = 16 << 20
MAX_BOXES = 10_000
ISO_VIDEO = frozenset({"video/mp4", "video/quicktime", "video/x-m4v", "video/3gpp"})
_EPOCH_1904 = dt.datetime(1904, 1, 1, tzinfo=dt.UTC)
_CONTAINERS = {b"moov", b"trak", b"mdia", b"udta", b"minf"}
_ISO6709 = re.compile(r"([+-]\d+(?:\.\d+)?)([+-]\d+(?:\.\d+)?)")


def _boxes(buf: bytes, start: int, end: int) -> list[tuple[bytes, int, int]]:
    """(type, body start, body end) of the boxes in buf[start:end]."""
    out: list[tuple[bytes, int, int]] = []
    pos = start
    while pos + 8 <= end and len(out) < MAX_BOXES:
        size, kind = struct.unpack(">I4s", buf[pos : pos + 8])
        head = 8
        if size == 1 and pos + 16 <= end:
            (size,) = struct.unpack(">Q", buf[pos + 8 : pos + 16])
            head = 16
        elif size == 0:
            size = end - pos
        if size < head or pos + size > end:
            break
        out.append((kind, pos + head, pos + size))
        pos += size
    return out


def _find_moov(f: IO[bytes], file_size: int) -> bytes:
    pos = 0
    for _ in range(MAX_BOXES):
        f.seek(pos)
        head = f.read(16)
        if len(head) < 8:
            break
        size, kind = struct.unpack(">I4s", head[:8])
        header = 8
        if size == 1 and len(head) == 16:
            (size,) = struct.unpack(">Q", head[8:16])
            header = 16
        elif size == 0:
            size = file_size - pos
        if size < header:
            break
        if kind == b"moov":
            if size > MOOV_BYTES:
                raise ValueError(
                    f"the movie header is {size >> 20} MB (at most {MOOV_BYTES >> 20})"
                )
            f.seek(pos)
            return f.read(size)
        pos += size
    raise ValueError("no movie header (moov) in this file: not an MP4/QuickTime video?")


def _mvhd(body: bytes, data: dict[str, Any]) -> None:
    version = body[0]
    if version == 1:
        created, _, scale, duration = struct.unpack(">QQIQ", body[4:32])
    else:
        created, _, scale, duration = struct.unpack(">IIII", body[4:20])
    if created:
        when = _EPOCH_1904 + dt.timedelta(seconds=created)
        if 1971 <= when.year <= 2200:
            data["taken_at"] = when.strftime("%Y-%m-%dT%H:%M:%SZ")
    if scale:
        data["duration_s"] = round(duration / scale, 1)


def _location(text: str) -> tuple[float, float] | None:
    m = _ISO6709.match(text.strip())
    if not m:
        return None
    lat, lon = float(m.group(1)), float(m.group(2))
    if not (-90 <= lat <= 90 and -180 <= lon <= 180) or (lat == 0 and lon == 0):
        return None
    return lat, lon


def _meta(buf: bytes, start: int, end: int, found: dict[str, str]) -> None:
    """QuickTime 'mdta' metadata: keys by index, then values in ilst."""
    kids = {k: (s, e) for k, s, e in _boxes(buf, start, end)}
    if b"keys" not in kids or b"ilst" not in kids:
        return
    ks, ke = kids[b"keys"]
    keys: list[str] = []
    for _kind, s, e in _boxes(buf, ks + 8, ke):
        keys.append(buf[s:e].decode("utf-8", "replace"))
    ls, le = kids[b"ilst"]
    for kind, s, e in _boxes(buf, ls, le):
        index = int.from_bytes(kind, "big") - 1
        for sub, ds, de in _boxes(buf, s, e):
            if sub == b"data" and 0 <= index < len(keys) and de - ds > 8:
                found[keys[index]] = buf[ds + 8 : de].decode("utf-8", "replace")


def _walk(buf: bytes, start: int, end: int, data: dict[str, Any], found: dict[str, str]) -> None:
    for kind, s, e in _boxes(buf, start, end):
        if kind == b"mvhd":
            _mvhd(buf[s:e], data)
        elif kind == b"tkhd" and e - s >= 84:
            w, h = struct.unpack(">II", buf[e - 8 : e])
            if w >> 16 and h >> 16 and "width" not in data:  # 16.16 fixed point; audio: 0
                data["width"], data["height"] = w >> 16, h >> 16
        elif kind == b"\xa9xyz" and e - s > 4:
            found.setdefault("xyz", buf[s + 4 : e].decode("utf-8", "replace"))
        elif kind == b"meta":
            # QuickTime's meta is a plain container; ISO's has a version/flags word first
            inner = s if buf[s + 4 : s + 8] == b"hdlr" else s + 4
            _meta(buf, inner, e, found)
        elif kind in _CONTAINERS:
            _walk(buf, s, e, data, found)


def extract_video(path: str, mime: str, size: int) -> Digest:
    data: dict[str, Any] = {"size": size}
    try:
        with open(path, "rb") as f:
            moov = _find_moov(f, size)
        found: dict[str, str] = {}
        _walk(moov, 0, len(moov), data, found)
        made = found.get("com.apple.quicktime.creationdate")
        if made and re.match(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}", made):
            data["taken_at"] = made[:19]  # local time as the phone wrote it
        where = found.get("com.apple.quicktime.location.ISO6709") or found.get("xyz")
        point = _location(where) if where else None
        if point is not None:
            add_place(data, *point)
    except Exception as exc:
        return Digest(
            "video_metadata", None, data, f"unreadable video: {one_line(exc)}"[:MAX_ERROR_CHARS]
        )
    return Digest("video_metadata", None, data)


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip


def render_video(data: dict[str, Any]) -> str:
    """'video 1920x1080 12.5 s taken 2024-06-08 June 2024 Baixa, Lisbon, Portugal'."""
    words = ["video"]
    if data.get("width") and data.get("height"):
        words.append(f"{data['width']}x{data['height']}")
    if data.get("duration_s") is not None:
        words.append(f"{data['duration_s']} s")
    taken = data.get("taken_at")
    if isinstance(taken, str) and len(taken) >= 10:
        words.append(f"taken {taken[:10]}")
        if taken[5:7].isdigit() and 1 <= int(taken[5:7]) <= 12:
            words.append(f"{_MONTHS[int(taken[5:7]) - 1]} {taken[:4]}")
    if data.get("place"):
        words.append(str(data["place"]))
    return " ".join(words)
