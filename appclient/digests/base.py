"""What every digester shares: the ``Digest`` record, bounds, one-line errors, and a
thread-safe way to silence the warnings Pillow and pypdf emit for odd files."""

from __future__ import annotations

import contextlib
import os
import threading
import warnings
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

__all__ = ["Digest", "MAX_CONTENT_CHARS", "meta", "one_line", "bounded", "quiet_warnings"]

MAX_CONTENT_CHARS = 200_000  # content kept per digest
MAX_FIELD_CHARS = 500  # a title, an author, a camera name
MAX_ERROR_CHARS = 300


@dataclass(frozen=True, slots=True)
class Digest:
    """One extractor's view of a file. ``data`` is JSON-serialisable."""

    digester: str  # 'text' | 'pdf_text' | 'image_metadata' | 'metadata'
    content: str | None
    data: dict[str, Any] = field(default_factory=dict)
    error: str | None = None


def meta(path: str, size: int) -> dict[str, Any]:
    return {"size": size, "extension": os.path.splitext(path)[1].lower()}


def one_line(exc: BaseException | str) -> str:
    if isinstance(exc, BaseException):
        msg = " ".join(str(exc).split())
        msg = f"{type(exc).__name__}: {msg}" if msg else type(exc).__name__
    else:
        msg = " ".join(exc.split())
    return msg[:MAX_ERROR_CHARS]


def bounded(value: Any) -> str | None:
    if value is None:
        return None
    text = " ".join(str(value).replace("\x00", " ").split())
    return text[:MAX_FIELD_CHARS] or None


# Pillow and pypdf report oddities through `warnings`; callers (and pytest with
# filterwarnings=error) must not see them. `warnings.catch_warnings` is not thread-safe
# before Python 3.14, so worker threads share one counted "ignore" filter instead.
_quiet_lock = threading.Lock()
_quiet_depth = 0
_QUIET_FILTER = ("ignore", None, Warning, None, 0)


def _filters_changed() -> None:
    # What warnings.filterwarnings() calls after editing the list (invalidates caches).
    mutated = getattr(warnings, "_filters_mutated", None) or getattr(
        warnings, "_filters_mutated_lock_held", None
    )
    if mutated is not None:
        mutated()


@contextlib.contextmanager
def quiet_warnings() -> Iterator[None]:
    global _quiet_depth
    with _quiet_lock:
        if _quiet_depth == 0:
            warnings.filters.insert(0, _QUIET_FILTER)  # type: ignore[attr-defined]
            _filters_changed()
        _quiet_depth += 1
    try:
        yield
    finally:
        with _quiet_lock:
            _quiet_depth -= 1
            if _quiet_depth == 0:
                with contextlib.suppress(ValueError):  # someone reset the filters meanwhile
                    warnings.filters.remove(_QUIET_FILTER)  # type: ignore[attr-defined]
                _filters_changed()
