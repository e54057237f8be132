"""The library's folders as the index knows them: the tree (counts included), the checks on
a folder a caller names (a filter, a move's or a suggestion's target) and, when one does not
exist, the closest ones that do — and whether it is a near miss of one that does (a typo,
another case or accent, another separator), which a suggestion does not get to create by
accident."""

from __future__ import annotations

import os
import re
import unicodedata
from difflib import get_close_matches
from pathlib import Path

from rapidfuzz.distance import OSA

from ..errors import InvalidArgument, NotFound
from ..guideline import Guideline
from ..models import FolderNode
from ..paths import INBOX, ancestor_folders, is_ignored_rel, normalize_folder, resolve_path
from ..state.db import Database
from ..validate import int_arg

__all__ = ["Folders", "near_miss"]

_DIGITS = re.compile(r"\d+")
_SEPARATORS = re.compile(r"[\s_.-]+")


def _fold(name: str) -> str:
    decomposed = unicodedata.normalize("NFKD", name)
    plain = "".join(c for c in decomposed if not unicodedata.combining(c)).casefold()
    return _SEPARATORS.sub(" ", plain).strip()


def near_miss(typed: str, existing: str) -> bool:
    """Whether the folder name ``typed`` is most likely ``existing`` mistyped: the same but
    for case, accents or separators ('Gov-Docs' / 'gov docs'), or a letter or two off
    ('bokks' / 'books': one edit, two from 10 letters on). Other numbers are never a
    miss: 'photos/2025' next to 'photos/2024' is a new period on purpose."""
    if typed == existing or _DIGITS.findall(typed) != _DIGITS.findall(existing):
        return False
    a, b = _fold(typed), _fold(existing)
    return a == b or OSA.distance(a, b) <= (1 if len(b) < 10 else 2)


class Folders:
    """The ``folders`` table and the per-folder counts of ``files``, read through ``db``."""

    def __init__(self, db: Database, root: Path, guideline: Guideline) -> None:
        self._db = db
        self._root = root
        self._guideline = guideline
        self._cache: tuple[tuple[int, int], list[tuple[str, int]]] | None = None

    async def counted(self) -> list[tuple[str, int]]:
        """(folder, files in it and below) for every folder, cached until the index changes."""
        key = await self._db.version()
        if self._cache and self._cache[0] == key:
            return self._cache[1]
        counts: dict[str, int] = {}
        for folder, n in await self._db.fetch("SELECT folder, count(*) FROM files GROUP BY folder"):
            for f in ancestor_folders(folder):
                counts[f] = counts.get(f, 0) + n
        folders = [r[0] for r in await self._db.fetch("SELECT path FROM folders ORDER BY path")]
        result = [(f, counts.get(f, 0)) for f in folders]
        self._cache = (key, result)
        return result

    async def tree(self, depth: int = 2) -> FolderNode:
        depth = int_arg(depth, "depth", 1, 10)
        root = FolderNode(name="/", path="/", children=[])
        nodes: dict[str, FolderNode] = {"": root}
        total = 0
        for path, count in await self.counted():
            parts = path.split("/")[:-1]
            if parts[0] == INBOX.rstrip("/"):
                continue
            if len(parts) == 1:
                total += count
            if len(parts) > depth:
                continue
            parent = nodes.get("/".join(parts[:-1]) + "/" if len(parts) > 1 else "")
            if parent is None:
                continue
            node = FolderNode(name=parts[-1], path=path, file_count=count, children=[])
            parent.children.append(node)
            nodes[path] = node
        root.file_count = total
        return root

    async def hint(self, folder: str, *, did_you_mean: bool = False) -> str | None:
        """The folders closest to one that does not exist: one the typed text completes
        ('work/acme/comp' -> 'work/acme/compensation/') first, then similar spellings; never
        one of its own parents, which the caller did not mean."""
        typed, parents = folder.rstrip("/"), set(ancestor_folders(folder))
        names = [p for p, _ in await self.counted() if p not in parents]
        close = sorted((n for n in names if n.startswith(typed)), key=len)[:3] or get_close_matches(
            folder, names, n=3, cutoff=0.6
        )
        if not close:
            return None  # the error says where to look instead (see="folders")
        if did_you_mean:
            return "did you mean " + " or ".join(repr(c) for c in close) + "?"
        return "closest: " + ", ".join(repr(c) for c in close)

    def near_misses(self, rel: str) -> list[str]:
        """For a folder that does not exist ('notes/bokks/scifi/'): the existing folders it
        most likely means, its first missing part corrected ('notes/books/scifi/')."""
        parts = rel.rstrip("/").split("/")
        parent = self._root
        for i, part in enumerate(parts):
            if (parent / part).is_dir():
                parent = parent / part
                continue
            try:
                names = [
                    e.name
                    for e in os.scandir(parent)
                    if e.is_dir(follow_symlinks=False) and not is_ignored_rel(e.name + "/x")
                ]
            except OSError:
                return []
            close = sorted(n for n in names if near_miss(part, n) and (i or n + "/" != INBOX))
            return ["/".join([*parts[:i], n, *parts[i + 1 :]]) + "/" for n in close[:3]]
        return []

    async def filter_arg(self, folder: str | None) -> str | None:
        """A folder to look inside ('life/'), which must exist; None for the whole library."""
        if folder is None or folder.strip() in ("", "/"):
            return None
        rel = normalize_folder(folder)
        safe = resolve_path(self._root, rel, what="folder")
        if not safe.abs.is_dir():
            raise NotFound(
                f"folder {folder!r} does not exist",
                hint=await self.hint(rel),
                argument="folder",
                see="folders",
            )
        return f"{safe.rel}/" if safe.rel else None

    async def target_arg(
        self,
        target_folder: str,
        what: str = "target_folder",
        *,
        create: bool | None = None,
        confirmed: bool = False,
    ) -> tuple[str, bool]:
        """Canonical target folder and whether accepting would create it. ``create``: None
        allows a new folder inside an existing top-level one (a suggestion may propose it)
        unless it is a near miss of an existing folder and not ``confirmed``; False refuses
        any folder that does not exist ("did you mean ..."); True allows any."""
        if not isinstance(target_folder, str) or not target_folder.strip():
            raise InvalidArgument("a folder is required, e.g. 'life/gov docs/'", argument=what)
        rel = normalize_folder(target_folder, what=what)
        if not rel:
            raise InvalidArgument(
                "the folder must be inside the library, not the root itself", argument=what
            )
        safe = resolve_path(self._root, rel, what=what)
        if safe.abs.exists() and not safe.abs.is_dir():
            raise InvalidArgument(f"{target_folder!r} is a file, not a folder", argument=what)
        rel = f"{safe.rel}/"
        if rel == INBOX or rel.startswith(INBOX):
            raise InvalidArgument(
                f"folder {target_folder!r} is the inbox; choose a library folder",
                argument=what,
                see="folders",
            )
        if is_ignored_rel(rel + "x"):
            raise InvalidArgument(
                f"folder {target_folder!r} is a hidden or ignored folder", argument=what
            )
        creates = not safe.abs.is_dir()
        if creates and create is False:
            raise NotFound(
                f"folder {target_folder!r} does not exist",
                hint=await self.hint(rel, did_you_mean=True),
                argument=what,
                see="create_folder",
                did_you_mean=self.near_misses(rel),  # as data: the page offers these first
            )
        if creates and create is None:
            top = rel.split("/")[0]
            # a new library has no folders yet: the ones its guideline names may be suggested
            if not (self._root / top).is_dir() and not await self._guideline.names(top + "/"):
                raise NotFound(
                    f"folder {target_folder!r} does not exist and neither does its top-level "
                    f"folder {top + '/'!r}; new folders may be suggested only inside an "
                    "existing top-level folder, or one the guideline names",
                    hint=await self.hint(rel),
                    argument=what,
                    see="folders",
                )
        if creates and create is None and not confirmed:  # a typo never makes a folder
            meant = self.near_misses(rel)
            if meant:
                raise NotFound(
                    f"folder {target_folder!r} does not exist",
                    hint="did you mean " + " or ".join(repr(m) for m in meant) + "?",
                    argument=what,
                    see="create_folder",
                )
        return rel, creates
