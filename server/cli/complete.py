"""Shell completion for what only the library knows: suggestion ids, folders, move ids,
batch ids and directive ids. Each reads the library quietly and fast — the index through a
read-only SQLite connection, folders from the disk — and offers nothing when it cannot
(no library yet, a locked index): completion must never print an error or write a thing."""

from __future__ import annotations

import os
import sqlite3
from collections.abc import Iterator
from contextlib import closing
from pathlib import Path
from typing import Any

import click
from click.shell_completion import CompletionItem

from appclient import INBOX, Settings, is_ignored_name

__all__ = [
    "complete_suggestions",
    "complete_folders",
    "complete_moves",
    "complete_runs",
    "complete_directives",
]

_MAX = 200  # offered at most
_DEPTH = 6  # folder levels looked at


def _settings(ctx: click.Context) -> Settings | None:
    given: dict[str, Any] = {}
    c: click.Context | None = ctx
    while c is not None:  # `suggestions --root R accept <TAB>`: the group has them
        for key in ("root", "state_dir"):
            if given.get(key) is None and c.params.get(key) is not None:
                given[key] = c.params[key]
        obj = c.obj if isinstance(c.obj, dict) else {}
        for key in ("root", "state_dir"):
            if given.get(key) is None and obj.get(key) is not None:
                given[key] = obj[key]
        c = c.parent
    try:
        return Settings.resolve(root=given.get("root"), state_dir=given.get("state_dir"))
    except Exception:
        return None


def _rows(ctx: click.Context, sql: str, params: tuple[Any, ...]) -> list[tuple[Any, ...]]:
    settings = _settings(ctx)
    if settings is None or not settings.db_path.is_file():
        return []
    try:
        uri = f"{settings.db_path.resolve().as_uri()}?mode=ro"
        with closing(sqlite3.connect(uri, uri=True, timeout=0.5)) as db:
            return list(db.execute(sql, params).fetchall())
    except sqlite3.Error:
        return []


def complete_suggestions(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """Pending suggestion ids, each with its file and folder as help."""
    rows = _rows(
        ctx,
        "SELECT id, file_path, target_folder FROM suggestions WHERE status='pending' AND id LIKE ?"
        " ORDER BY created_at DESC LIMIT ?",
        (incomplete.replace("%", "") + "%", _MAX),
    )
    return [CompletionItem(r[0], help=f"{r[1]} -> {r[2]}") for r in rows]


def _folders(root: Path) -> Iterator[str]:
    stack = [(root, "")]
    while stack:
        here, rel = stack.pop()
        try:
            with os.scandir(here) as it:
                entries = sorted(
                    (e for e in it if e.is_dir(follow_symlinks=False)), key=lambda e: e.name
                )
        except OSError:
            continue
        for e in reversed(entries):
            if is_ignored_name(e.name, is_dir=True) or f"{rel}{e.name}/" == INBOX:
                continue
            path = f"{rel}{e.name}/"
            yield path
            if path.count("/") < _DEPTH:
                stack.append((Path(e.path), path))


def complete_folders(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    """The library's folders (relative to its root) starting with what was typed."""
    settings = _settings(ctx)
    if settings is None or not settings.root.is_dir():
        return []
    found = []
    for path in _folders(settings.root):
        if path.startswith(incomplete):
            found.append(path)
            if len(found) >= _MAX:
                break
    return [CompletionItem(p) for p in sorted(found)]


def complete_moves(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    rows = _rows(
        ctx,
        "SELECT id, source, destination FROM moves WHERE status='done' AND undo_of IS NULL"
        " AND CAST(id AS TEXT) LIKE ? ORDER BY id DESC LIMIT ?",
        (incomplete + "%", _MAX),
    )
    return [CompletionItem(str(r[0]), help=f"{r[1]} -> {r[2]}") for r in rows]


def complete_runs(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    rows = _rows(
        ctx,
        "SELECT run_id, count(*) FROM moves WHERE run_id LIKE ? AND status='done'"
        " AND undo_of IS NULL GROUP BY run_id ORDER BY max(id) DESC LIMIT ?",
        (incomplete.replace("%", "") + "%", _MAX),
    )
    return [CompletionItem(r[0], help=f"{r[1]} move(s)") for r in rows if r[0]]


def complete_directives(
    ctx: click.Context, param: click.Parameter, incomplete: str
) -> list[CompletionItem]:
    import re

    settings = _settings(ctx)
    if settings is None:
        return []
    from appclient.errors import MyLifeDBError
    from appclient.guideline import read_guideline

    try:
        text = (read_guideline(settings.root) or b"").decode("utf-8", errors="replace")
    except (OSError, MyLifeDBError):
        return []
    out = []
    for line in text.splitlines():
        m = re.search(r"<!--\s*mylifedb:(d-[0-9a-f]{6})", line)
        if m and m.group(1).startswith(incomplete):
            out.append(CompletionItem(m.group(1), help=line.split("<!--")[0].strip(" -*+")))
    return out
