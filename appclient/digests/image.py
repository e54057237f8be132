"""Images: Pillow reads the header and EXIF only (never every pixel): size, format, when
it was taken, the camera, where (GPS as ``gps: {lat, lon}`` and the place's name, offline:
places.py). HEIC/HEIF (the iPhone's photos) and AVIF through pillow-heif, whose wheel
carries libheif and its decoders. ``render_image`` turns that into words the search index
can match ('photo 4032x3024 jpeg taken 2023-07-14 July 2023 Intendente, Lisbon, Portugal')."""

from __future__ import annotations

import contextlib
import math
import re
from functools import cache
from typing import Any

from .base import MAX_ERROR_CHARS, Digest, bounded, one_line, quiet_warnings
from .places import place_of

__all__ = ["extract_image", "render_image", "gps_point", "add_place"]

_EXIF_IFD = 0x8769
_GPS_IFD = 0x8825
_MAKE, _MODEL, _DATETIME = 0x010F, 0x0110, 0x0132
_DATETIME_ORIGINAL, _DATETIME_DIGITIZED = 0x9003, 0x9004
# the standard's 'YYYY:MM:DD HH:MM:SS'; some editors leave out the seconds, or the time
_EXIF_DATE = re.compile(r"(\d{4})[:\-](\d{2})[:\-](\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?")


@cache
def _pil() -> Any:
    from PIL import Image

    with contextlib.suppress(Exception):  # HEIC/AVIF support when the plugin is installed
        from pillow_heif import register_heif_opener

        register_heif_opener()
    return Image


def extract_image(path: str, mime: str, size: int) -> Digest:
    Image = _pil()
    data: dict[str, Any] = {}
    try:
        with quiet_warnings(), Image.open(path) as im:
            width, height = im.size
            data.update(width=width, height=height, format=im.format)
            limit = Image.MAX_IMAGE_PIXELS
            if limit and width * height > limit:
                error = f"image has {width * height} pixels, over the decompression-bomb limit of {limit}"
                return Digest("image_metadata", None, data, error)
            # PNG's getexif() decodes every pixel to find a late eXIf chunk: skip that.
            if im.format != "PNG" or "exif" in im.info:
                _read_exif(im.getexif(), data)
    except Image.DecompressionBombError as exc:
        return Digest("image_metadata", None, data, one_line(exc))
    except Exception as exc:
        return Digest(
            "image_metadata", None, data, f"unreadable image: {one_line(exc)}"[:MAX_ERROR_CHARS]
        )
    return Digest("image_metadata", None, data)


def _read_exif(exif: Any, data: dict[str, Any]) -> None:
    if not exif:
        return
    sub: dict[int, Any] = {}
    with contextlib.suppress(Exception):
        sub = exif.get_ifd(_EXIF_IFD)
    taken = (
        _exif_date(sub.get(_DATETIME_ORIGINAL))
        or _exif_date(sub.get(_DATETIME_DIGITIZED))
        or _exif_date(exif.get(_DATETIME))
    )  # IFD0 DateTime: what some phones and editors write
    if taken:
        data["taken_at"] = taken
    make, model = bounded(_exif_str(exif.get(_MAKE))), bounded(_exif_str(exif.get(_MODEL)))
    if make and model and model.lower().startswith(make.split()[0].lower()):
        camera: str | None = model  # 'Canon' + 'Canon EOS R6'
    else:
        camera = " ".join(p for p in (make, model) if p) or None
    if camera:
        data["camera"] = camera
    gps: dict[int, Any] = {}
    with contextlib.suppress(Exception):
        gps = exif.get_ifd(_GPS_IFD)
    data["has_gps"] = bool(gps)
    point = gps_point(gps) if gps else None
    if point is not None:
        add_place(data, *point)


def _degrees(value: Any, ref: Any) -> float | None:
    """EXIF (degrees, minutes, seconds) rationals and an 'N'/'S'/'E'/'W' ref -> degrees."""
    try:
        d, m, s = (float(x) for x in value)
    except (TypeError, ValueError, ZeroDivisionError):
        return None
    if any(math.isnan(x) for x in (d, m, s)):
        return None
    out = d + m / 60 + s / 3600
    return -out if str(_exif_str(ref) or "").strip().upper() in ("S", "W") else out


def gps_point(gps: dict[int, Any]) -> tuple[float, float] | None:
    lat, lon = _degrees(gps.get(2), gps.get(1)), _degrees(gps.get(4), gps.get(3))
    if lat is None or lon is None or not (-90 <= lat <= 90 and -180 <= lon <= 180):
        return None
    if lat == 0 and lon == 0:  # what a phone writes when it had no fix
        return None
    return lat, lon


def add_place(data: dict[str, Any], lat: float, lon: float) -> None:
    """The point as ``gps`` and, when the gazetteer knows a place near it, its name."""
    data["has_gps"] = True
    data["gps"] = {"lat": round(lat, 6), "lon": round(lon, 6)}
    found = place_of(lat, lon)
    if found is not None:
        data.update((k, found[k]) for k in ("place", "city", "region", "country") if k in found)


def _exif_str(value: Any) -> str | None:
    if isinstance(value, bytes):
        value = value.decode("utf-8", "replace")
    return value if isinstance(value, str) else None


def _exif_date(value: Any) -> str | None:
    """EXIF 'YYYY:MM:DD HH:MM:SS' -> ISO 'YYYY-MM-DDTHH:MM:SS'; None for blanks and zeros."""
    text = _exif_str(value)
    if not text:
        return None
    m = _EXIF_DATE.match(text.strip())
    if not m:
        return None
    y, mo, d, h, mi, s = (int(g or 0) for g in m.groups())
    if not (1800 <= y <= 2200 and 1 <= mo <= 12 and 1 <= d <= 31 and h < 24 and mi < 60 and s < 61):
        return None
    return f"{y:04d}-{mo:02d}-{d:02d}T{h:02d}:{mi:02d}:{min(s, 59):02d}"


_MONTHS = ("January", "February", "March", "April", "May", "June", "July", "August",
           "September", "October", "November", "December")  # fmt: skip


def render_image(data: dict[str, Any]) -> str:
    """'photo 4032x3024 jpeg taken 2023-07-14 July 2023 Canon EOS R6 gps'."""
    taken, camera = data.get("taken_at"), data.get("camera")
    words = ["photo" if taken or camera else "image"]
    if data.get("width") and data.get("height"):
        words.append(f"{data['width']}x{data['height']}")
    if data.get("format"):
        words.append(str(data["format"]).lower())
    if isinstance(taken, str) and len(taken) >= 10:
        words.append(f"taken {taken[:10]}")
        with contextlib.suppress(ValueError, IndexError):
            words.append(f"{_MONTHS[int(taken[5:7]) - 1]} {taken[:4]}")
    if camera:
        words.append(str(camera))
    if data.get("place"):
        words.append(str(data["place"]))
    if data.get("has_gps"):
        words.append("gps")
    return " ".join(words)
