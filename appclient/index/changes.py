"""What a file watcher saw -> which library paths changed. Pure: both watchers (the server's
on the whole library, the runner's on ``inbox/``) hand their raw ``(change, path)`` batches
to :func:`classify_changes` and act on the answer."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ..paths import GUIDELINE, STATE_DIRNAME, is_ignored_rel

__all__ = ["Changes", "classify_changes", "DELETED"]

DELETED = 3  # watchfiles.Change.deleted (added 1, modified 2)


@dataclass(frozen=True)
class Changes:
    guideline: bool = False  # guideline.md changed
    paths: list[str] = field(default_factory=list)  # library paths to re-examine, sorted
    arrived: list[str] = field(default_factory=list)  # of those, added or modified, sorted


def classify_changes(
    root: Path, changes: Iterable[tuple[Any, str]], *, state_dir: Path | None = None
) -> Changes:
    """Raw watcher changes -> :class:`Changes`. Paths come back relative to ``root`` in
    POSIX form; dot-folders (a ``.mylifedb`` state folder included), the state dir wherever
    it is, and ignored names are dropped."""
    guideline = False
    paths: set[str] = set()
    arrived: set[str] = set()
    for change, raw in changes:
        p = Path(raw)
        if state_dir is not None and (p == state_dir or p.is_relative_to(state_dir)):
            continue
        try:
            rel = p.relative_to(root).as_posix()
        except ValueError:
            continue
        if not rel or rel == ".":
            continue
        if rel == GUIDELINE:  # told to subscribers, and re-indexed like any file
            guideline = True
            paths.add(rel)
            continue
        if rel.split("/")[0] == STATE_DIRNAME or is_ignored_rel(rel):
            continue
        paths.add(rel)
        if int(change) != DELETED:
            arrived.add(rel)
    return Changes(guideline, sorted(paths), sorted(arrived))
