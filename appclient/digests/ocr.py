"""OCR: the text in screenshots, scans and other images, and in PDFs without a text layer.

Engines, nothing downloaded by either:
- Tesseract (tesseract.py), when the system has it with its models — Debian's
  ``tesseract-ocr`` and script packs (``tesseract-ocr-script-latn``, ``-cyrl``, ``-grek``,
  ``-hans``, ``-jpan``, ``-hang``...): Latin with its diacritics, Cyrillic, Greek, CJK, the
  spaces between words kept; the model chosen per image (a setting, the script Tesseract
  sees, or the reading it is surest of);
- else rapidocr-onnxruntime (the ``ocr`` extra), whose models ship in its wheel: Chinese
  and English only (Cyrillic comes out as Latin look-alikes, Polish loses its diacritics).
``MYLIFEDB_OCR_ENGINE=tesseract|rapidocr`` picks one. With neither, OCR is off: one log line
says so (and ``status`` says how to add it), every other digest works as before.

Which files: images without a camera (screenshots, scans, downloads), camera photos that
arrive in inbox/ (a photo of a receipt, a prescription, a school note: the organizer files
it by what it says; a photo library is not read — OCR of every photo would take hours, and
a filed photo keeps the text read while it was in the inbox), and PDFs whose text layer is
empty (a phone or printer scan): the page images pypdf finds, first pages first. A camera
photo is glanced at PHOTO_GLANCE_SIDE pixels first and read at PHOTO_MAX_SIDE only when
the glance finds words (a page photographed whole is legible at both); what it reads is
kept only when it holds a few real words, not letters made up from leaves or bricks.

Bounded: an image's decoded size is checked before decoding (pixels.py) and it is scaled
down to OCR_MAX_SIDE pixels on its long side (the engines' time grows with pixels), at
most OCR_MAX_PAGES images per PDF, each Tesseract run ends at the deadline, and no new
page is started once OCR_DEADLINE_S has passed; one OCR runs at a time per process, on
the indexer's worker threads. ``MYLIFEDB_OCR=0`` turns it off.

The result is the ``ocr`` digest (``content``: the lines read, top to bottom; fields:
``engine``, ``models`` (what read it: 'Latin', 'Cyrillic'...), ``lines``, ``images``,
``seconds``, ``truncated``), stored with the other digests (so a file is read once per
change) and searchable like them.
"""

from __future__ import annotations

import io
import logging
import os
import re
import threading
import time
from functools import cache
from typing import Any

from ..switches import ocr_enabled
from . import tesseract
from .base import MAX_CONTENT_CHARS, Digest, one_line, quiet_warnings
from .pixels import MAX_DECODED_BYTES, TooLarge, decoded_bytes, open_scaled

__all__ = [
    "available",
    "engine_name",
    "page_image_bytes",
    "HOW_TO_ADD",
    "ocr_digest",
    "wants_ocr",
    "OCR_MAX_SIDE",
    "PHOTO_MAX_SIDE",
    "OCR_MAX_PAGES",
    "OCR_DEADLINE_S",
]

log = logging.getLogger("mylifedb.index")
_WORD = re.compile(r"[^\W\d_]{3,}")
OCR_MAX_SIDE = 2400  # Tesseract reads small print better at scan resolution
PHOTO_MAX_SIDE = 1600  # a camera photo: a page photographed whole, or no text at all
PHOTO_GLANCE_SIDE = 800  # ... first glanced at this small: most photos hold no text
PHOTO_WORDS = 3  # a photo says something when this many words of 3+ letters are read in it
RAPID_MAX_SIDE = 1600
OCR_MAX_PAGES = 3
OCR_DEADLINE_S = 20.0
MIN_SIDE = 24  # smaller images hold no text worth reading
MIN_SCORE = 0.5  # recognition confidence below which a line is dropped
_lock = threading.Lock()


def _enabled() -> bool:
    return ocr_enabled()


class _Rapid:
    """rapidocr-onnxruntime behind the same ``read`` as Tesseract."""

    name = "rapidocr-onnxruntime"

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def read(self, img: Any, deadline: float) -> tuple[list[str], list[str]]:
        return _read(self.engine, img), ["Chinese+English"]


def _rapid() -> Any | None:
    try:
        with quiet_warnings():
            import onnxruntime
            from rapidocr_onnxruntime import RapidOCR
    except ImportError:
        return None
    logging.getLogger("RapidOCR").setLevel(logging.WARNING)
    onnxruntime.set_default_logger_severity(3)
    # one thread inside the engine: the indexer already runs files in parallel, and the
    # machine is the user's
    return _Rapid(
        RapidOCR(
            det_limit_type="max",
            det_limit_side_len=960,
            use_cls=False,
            intra_op_num_threads=1,
            inter_op_num_threads=1,
        )
    )


HOW_TO_ADD = (
    "apt install tesseract-ocr tesseract-ocr-script-latn tesseract-ocr-script-cyrl "
    "(and -grek, -hans, -jpan, -hang for Greek, Chinese, Japanese, Korean), or "
    "pip install 'mylifedb-mcp[ocr]' for Chinese and English only"
)


@cache
def _engine() -> Any | None:
    choice = os.environ.get("MYLIFEDB_OCR_ENGINE", "").strip().lower()
    if choice != "rapidocr" and tesseract.installed():
        return tesseract.Tesseract()
    rapid = _rapid()
    if rapid is None and tesseract.installed():
        return tesseract.Tesseract()
    if rapid is None:
        log.info(
            "OCR is off: screenshots and scans are indexed without their text (%s)", HOW_TO_ADD
        )
    return rapid


def engine_name() -> str | None:
    """The engine that reads images here, or None when OCR is off or missing."""
    engine = _engine() if _enabled() else None
    return engine.name if engine is not None else None


def available() -> bool:
    """Whether OCR can run here (the extra is installed and not turned off)."""
    return _enabled() and _engine() is not None


def wants_ocr(mime: str, first: Digest, arrived: bool = False) -> bool:
    """Should a file with this first digest also be read by OCR? ``arrived``: it is in
    inbox/, where a camera photo is read too."""
    if not _enabled():
        return False
    if mime == "application/pdf":  # no text layer (not: a text layer we ran out of time reading)
        data = first.data
        return (
            first.error is None
            and not (first.content or "").strip()
            and not data.get("encrypted")
            and not data.get("timed_out")
            and bool(data.get("pages"))
        )
    if mime.startswith("image/") and mime != "image/svg+xml":
        data = first.data
        big_enough = min(int(data.get("width") or 0), int(data.get("height") or 0)) >= MIN_SIDE
        return first.error is None and big_enough and (arrived or not data.get("camera"))
    return False


def ocr_digest(path: str, mime: str, photo: bool = False) -> Digest | None:
    """The ``ocr`` digest of an image or a PDF's page images (``photo``: a camera's, read
    at PHOTO_MAX_SIDE); None when OCR is off or finds no text. Never raises: a failure is
    a digest whose ``error`` says why."""
    if not _enabled():
        return None
    engine = _engine()
    if engine is None:
        return None
    t0 = time.monotonic()
    deadline = t0 + OCR_DEADLINE_S
    data: dict[str, Any] = {"engine": engine.name}
    try:
        if photo:  # a glance first: a photo without text costs that, not a full read
            img = _open(path, PHOTO_MAX_SIDE)
            glance = img.copy()
            glance.thumbnail((PHOTO_GLANCE_SIDE, PHOTO_GLANCE_SIDE))
            with _lock:
                seen, _ = engine.read(glance, deadline)
            if not _says_something(seen):
                return None
            images = [img]
        else:
            images = _pdf_images(path) if mime == "application/pdf" else [_open(path)]
        lines: list[str] = []
        read = 0
        truncated = False
        used: list[str] = []
        for img in images:
            if time.monotonic() > deadline:
                truncated = True
                break
            with _lock:
                found, by = engine.read(img, deadline)
            lines += found
            used += [m for m in by if m not in used]
            read += 1
        data["models"] = used
        data.update(
            lines=len(lines),
            images=read,
            seconds=round(time.monotonic() - t0, 2),
            truncated=truncated,
        )
        if photo and not _says_something(lines):
            return None  # a few made-up letters from leaves or bricks are no text
        text = "\n".join(lines)[:MAX_CONTENT_CHARS]
        return Digest("ocr", text, data) if text else None  # no text found: nothing to keep
    except Exception as exc:  # an odd image or page: the other digests still stand
        data["seconds"] = round(time.monotonic() - t0, 2)
        return Digest("ocr", None, data, f"OCR failed: {one_line(exc)}")


def _says_something(lines: list[str]) -> bool:
    return len(_WORD.findall(" ".join(lines))) >= PHOTO_WORDS


def _open(path: str, side: int = OCR_MAX_SIDE) -> Any:
    return open_scaled(path, side)


def _pdf_images(path: str) -> list[Any]:
    import pypdf

    out: list[Any] = []
    with quiet_warnings(), open(path, "rb") as f:
        reader = pypdf.PdfReader(f, strict=False)
        for page in reader.pages[:OCR_MAX_PAGES]:
            # The page's image objects, not page.images: that decodes every pixel of each
            # image before we can look at its size.
            for data in page_image_bytes(page):
                out.append(open_scaled(io.BytesIO(data), OCR_MAX_SIDE))
                if len(out) >= OCR_MAX_PAGES:
                    return out
    return out


def page_image_bytes(page: Any, limit: int = OCR_MAX_PAGES) -> list[bytes]:
    """Each image XObject of a PDF page as a file Pillow can open; its declared size is
    checked before pypdf decodes it (TooLarge past what a reader may decode)."""
    resources = page.get("/Resources")
    xobjects = resources.get_object().get("/XObject") if resources is not None else None
    if xobjects is None:
        return []
    found: list[bytes] = []
    for name, ref in xobjects.get_object().items():
        obj = ref.get_object()
        if obj.get("/Subtype") != "/Image":
            continue
        w, h = int(obj.get("/Width", 0)), int(obj.get("/Height", 0))
        if decoded_bytes(w, h, "RGB") > MAX_DECODED_BYTES:
            raise TooLarge(f"a page image of {w}x{h} pixels is too large to read")
        found.append(page.images[name].data)
        if len(found) >= limit:
            break
    return found


def _read(engine: Any, img: Any) -> list[str]:
    import numpy as np

    w, h = img.size
    if min(w, h) < MIN_SIDE:
        return []
    scale = RAPID_MAX_SIDE / max(w, h)
    if scale < 1:
        img = img.resize((max(1, int(w * scale)), max(1, int(h * scale))))
    img = img.convert("RGB")  # after scaling: the copy is of the small image
    arr = np.asarray(img)[:, :, ::-1].copy()  # the engine expects OpenCV's BGR order
    result, _ = engine(arr)
    if not result:
        return []
    boxes = [
        (min(p[1] for p in box), min(p[0] for p in box), text)
        for box, text, score in result
        if float(score) >= MIN_SCORE and str(text).strip()
    ]
    boxes.sort(key=lambda b: (round(b[0] / 12), b[1]))  # reading order: rows, then left to right
    return [str(text).strip() for _, _, text in boxes]
