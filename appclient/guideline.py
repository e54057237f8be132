"""The person's guideline.md: read (bounded, never rewritten here) and asked whether it
names a folder (a new library's folders may be suggested before they exist)."""

from __future__ import annotations

import os
import re
from pathlib import Path

from . import fs
from .errors import Conflict, NotFound, StorageError
from .paths import GUIDELINE

__all__ = ["Guideline", "NO_GUIDELINE", "MAX_GUIDELINE_BYTES", "guideline_file", "read_guideline"]

NO_GUIDELINE = (
    "No guideline.md found in the library root. Organize by the existing folder structure "
    "(get_folder_tree) and similar files (search), and say so in your reasoning."
)
MAX_GUIDELINE_BYTES = 256 * 1024


def guideline_file(root: Path) -> tuple[Path, str]:
    """Where ``guideline.md`` really is: the library's real root and the file's path in it.
    A symlinked guideline is followed to a file inside the library (``notes/rules.md``),
    never out of it: a shared folder could otherwise plant a link that shows the model
    (or lets ``remember`` write to) any file of yours."""
    base = Path(os.path.realpath(root))
    real = Path(os.path.realpath(root / GUIDELINE))
    if not real.is_relative_to(base) or real == base:
        raise Conflict(
            "guideline.md is a link to a file outside the library, which is never read or "
            "written; put the guideline itself (or a link to a file inside the library) there"
        )
    return base, real.relative_to(base).as_posix()


def read_guideline(root: Path) -> bytes | None:
    """The guideline's first 256 KB and one byte more, or None when there is none. The file
    (and each folder on the way to it) is opened without following symlinks."""
    base, rel = guideline_file(root)
    if not os.path.lexists(base / rel):
        return None
    try:
        return fs.read_regular(base, rel, MAX_GUIDELINE_BYTES + 1)
    except (NotFound, fs.Swapped) as exc:  # a folder, a device, a link swapped in meanwhile
        raise StorageError(f"cannot read guideline.md: {exc}") from exc
    except OSError as exc:
        raise StorageError(f"cannot read guideline.md: {exc.strerror or exc}") from exc


class Guideline:
    """``guideline.md`` at the top of ``root``."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.path = root / GUIDELINE

    async def read(self) -> str:
        """The text, or :data:`NO_GUIDELINE` when there is none; cut at 256 KB."""
        data = read_guideline(self.root)
        if data is None:
            return NO_GUIDELINE
        text = data[:MAX_GUIDELINE_BYTES].decode("utf-8", errors="replace")
        if len(data) > MAX_GUIDELINE_BYTES:
            text += "\n\n[guideline.md truncated at 256 KB]"
        return text

    async def names(self, folder: str) -> bool:
        """Whether the guideline names ``folder`` ('life/')."""
        text = await self.read()
        return (
            text != NO_GUIDELINE
            and re.search(r"(?<![\w/])" + re.escape(folder), text, re.IGNORECASE) is not None
        )
