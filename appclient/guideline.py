"""The person's guideline.md: read (bounded, never rewritten here) and asked whether it
names a folder (a new library's folders may be suggested before they exist)."""

from __future__ import annotations

import re
from pathlib import Path

from .errors import StorageError
from .paths import GUIDELINE

__all__ = ["Guideline", "NO_GUIDELINE", "MAX_GUIDELINE_BYTES"]

NO_GUIDELINE = (
    "No guideline.md found in the library root. Organize by the existing folder structure "
    "(get_folder_tree) and similar files (search), and say so in your reasoning."
)
MAX_GUIDELINE_BYTES = 256 * 1024


class Guideline:
    """``guideline.md`` at the top of ``root``."""

    def __init__(self, root: Path) -> None:
        self.path = root / GUIDELINE

    async def read(self) -> str:
        """The text, or :data:`NO_GUIDELINE` when there is none; cut at 256 KB."""
        try:
            with open(self.path, "rb") as f:
                data = f.read(MAX_GUIDELINE_BYTES + 1)
        except FileNotFoundError:
            return NO_GUIDELINE
        except OSError as exc:
            raise StorageError(f"cannot read guideline.md: {exc.strerror or exc}") from exc
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
