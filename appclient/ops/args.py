"""The argument types operations share: paths, folders, filters, limits and batch ids, each
with the description a model reads."""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

__all__ = [
    "MAX_PATH",
    "MAX_TEXT",
    "PathArg",
    "FolderArg",
    "TypeFilter",
    "FolderFilter",
    "limit_field",
    "RunId",
]

MAX_PATH = 4096
MAX_TEXT = 4000

PathArg = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_PATH,
        description="File path relative to the library root, exactly as other tools return it, "
        "e.g. 'inbox/scan 2024.pdf' or 'life/gov docs/passport.jpg'. No leading '/', no '..'.",
    ),
]
FolderArg = Annotated[
    str,
    Field(
        min_length=1,
        max_length=MAX_PATH,
        description="Folder relative to the library root, e.g. 'life/gov docs/' (trailing '/' "
        "optional). Use the paths get_folder_tree returns.",
    ),
]
TypeFilter = Annotated[
    str | None,
    Field(
        max_length=255,
        description="Only files whose MIME type starts with this, e.g. 'image/', 'application/pdf', "
        "'text/'. Omit for all types.",
    ),
]
FolderFilter = Annotated[
    str | None,
    Field(
        max_length=MAX_PATH,
        description="Only files inside this folder (and its subfolders), relative to the root, "
        "e.g. 'life/' or 'inbox/'. Omit for the whole library.",
    ),
]


def limit_field(hi: int, what: str) -> Any:
    return Field(strict=True, ge=1, le=hi, description=f"Maximum {what}, 1-{hi}.")


RunId = Annotated[
    str | None,
    Field(
        min_length=1,
        max_length=100,
        description="A batch of moves: an organizer run with auto-accept, or one 'Accept all' of "
        "the review page (list_moves shows each move's run_id).",
    ),
]
