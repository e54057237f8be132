"""Decoding an image without letting it decide how much memory that takes: the decoded
size is checked from the header before a single pixel is decoded, JPEGs are decoded at a
reduced scale (``draft``: 1/2, 1/4 or 1/8, in the decoder itself), and the result is scaled
down to the side the caller needs. Used by OCR and by the review page's thumbnails.

A 274 KiB PNG can declare 9,400 x 9,400 pixels: 265 MB once decoded, and Pillow's own
bomb limit (89 million pixels) lets it through. Here it is refused with a reason."""

from __future__ import annotations

from typing import IO, Any

__all__ = ["open_scaled", "TooLarge", "MAX_DECODED_BYTES"]

MAX_DECODED_BYTES = 128 << 20  # a 600 dpi A4 colour scan fits (105 MB); 9,400² RGB does not
# Palette images count as what they become (reduce() needs RGB or RGBA).
_BANDS = {"1": 1, "L": 1, "P": 3, "I;16": 2, "LA": 2, "PA": 4, "RGB": 3, "YCbCr": 3, "LAB": 3,
          "HSV": 3, "RGBA": 4, "RGBX": 4, "CMYK": 4, "I": 4, "F": 4}  # fmt: skip


class TooLarge(ValueError):
    """The image would take more memory to decode than a reader may spend on it."""


def decoded_bytes(width: int, height: int, mode: str) -> int:
    return width * height * _BANDS.get(mode, 4)


def open_scaled(source: str | IO[bytes], max_side: int, max_bytes: int = MAX_DECODED_BYTES) -> Any:
    """The image at ``source`` decoded and scaled to at most ``max_side`` pixels on its long
    side (a copy, the file closed). Raises TooLarge before decoding when, even at the
    reduced scale a JPEG allows, it would take more than ``max_bytes``."""
    from PIL import Image

    from .base import quiet_warnings

    with quiet_warnings(), Image.open(source) as im:
        if im.format == "JPEG":
            im.draft(im.mode if im.mode in ("L", "RGB") else "RGB", (max_side, max_side))
        width, height = im.size  # after draft(): the size the decoder will produce
        need = decoded_bytes(width, height, im.mode)
        if need > max_bytes:
            raise TooLarge(
                f"image of {width}x{height} pixels needs {need >> 20} MB to decode "
                f"(at most {max_bytes >> 20} MB)"
            )
        im.load()
        out: Any = im
        if im.mode in ("P", "PA", "1", "I;16"):
            out = im.convert({"P": "RGBA", "PA": "RGBA", "1": "L", "I;16": "I"}[im.mode])
        factor = max(width, height) // max_side
        if factor >= 2:
            out = out.reduce(factor)  # box-average by an integer factor: fast, little memory
        if max(out.size) > max_side:
            out = out.copy() if out is im else out
            out.thumbnail((max_side, max_side))
        return out.copy() if out is im else out
