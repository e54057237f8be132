"""Directives: rules the person asks the organizer to remember ("remember: Lidl receipts go
to `household/food/`"), kept in guideline.md itself, in a section of their own, so the
guideline stays the one place their rules live and they can read and edit every one.

    ## Directives

    <!-- mylifedb: rules you gave with `remember` ... -->
    - Lidl receipts go to `household/food/` <!-- mylifedb:d-1a2b3c 2026-01-05 -->

Each directive is one bullet; the HTML comment at its end (invisible when the Markdown is
rendered) carries its id, so ``forget`` removes only a line that ``remember`` wrote. The
person's own text is never rewritten: a directive is added by inserting one line (at the
end of the section, or a new section at the end of the file) and the file is replaced
atomically (a temporary file, fsync, ``os.replace``), only if nobody changed it meanwhile.
Both organizers read the guideline at every run, so a directive counts from the next file.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import tempfile
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

import anyio
import anyio.to_thread

from .errors import Conflict, InvalidArgument, NotFound, StorageError
from .guideline import MAX_GUIDELINE_BYTES, guideline_file, read_guideline
from .models import Directive, DirectiveList
from .validate import HIDDEN as _HIDDEN
from .validate import visible

__all__ = ["Directives", "SECTION", "MAX_DIRECTIVE_CHARS"]

SECTION = "Directives"
MAX_DIRECTIVE_CHARS = 500
_HEADING = re.compile(r"^(#{1,6})\s+(.*?)\s*#*\s*$")
_BULLET = re.compile(r"^\s*[-*+]\s+(.*)$")
_MARK = re.compile(r"\s*<!--\s*mylifedb:(d-[0-9a-f]{6})(?:\s+(\d{4}-\d{2}-\d{2}))?\s*-->\s*$")
_FOLDER = re.compile(r"`([^`\n]+/)`")
_INTRO = (
    "<!-- mylifedb: rules you gave with `remember` (mylifedb remember, or your assistant). "
    "Edit or delete them freely; `mylifedb forget ID` removes one. -->"
)

FolderCheck = Callable[[str], Awaitable[str]]


def _clean(text: str) -> str:
    if not isinstance(text, str):
        raise InvalidArgument("text must be a string, e.g. 'Lidl receipts go to household/food/'")
    hidden = _HIDDEN.search(text.replace("\t", " ").replace("\n", " ").replace("\r", " "))
    if hidden is not None:
        # A NUL makes guideline.md binary (unsearchable), an ESC sequence plays in a
        # terminal, a bidi override shows the rule reversed: the guideline is plain text.
        raise InvalidArgument(
            f"text has a control or invisible character ({visible(hidden.group())} at "
            f"position {hidden.start() + 1}); write the rule as plain text",
            argument="text",
        )
    one = " ".join(text.replace("<!--", "<! --").replace("-->", "-- >").split())
    if not any(c.isalnum() for c in one):
        raise InvalidArgument(
            "text is required: the rule to remember, e.g. 'Lidl receipts go to household/food/'",
            argument="text",
        )
    if len(one) > MAX_DIRECTIVE_CHARS:
        raise InvalidArgument(
            f"a directive is at most {MAX_DIRECTIVE_CHARS} characters", argument="text"
        )
    return one


def _section(lines: list[str]) -> tuple[int, int] | None:
    """(heading line, end line) of the Directives section: up to the next heading of the same
    or a higher level, or the end of the file."""
    for i, line in enumerate(lines):
        m = _HEADING.match(line)
        if m and m.group(2).strip().lower() == SECTION.lower():
            level = len(m.group(1))
            for j in range(i + 1, len(lines)):
                n = _HEADING.match(lines[j])
                if n and len(n.group(1)) <= level:
                    return i, j
            return i, len(lines)
    return None


def _parse(line: str) -> Directive | None:
    bullet = _BULLET.match(line)
    if not bullet:
        return None
    body = bullet.group(1)
    mark = _MARK.search(body)
    text = body[: mark.start()].strip() if mark else body.strip()
    if not text:
        return None
    folder = _FOLDER.search(text)
    return Directive(
        id=mark.group(1) if mark else None,
        text=visible(text),  # a rule typed by hand may hide characters: shown, never played
        folder=folder.group(1) if folder else None,
        created_at=mark.group(2) if mark and mark.group(2) else None,
    )


class Directives:
    """The Directives section of ``root/guideline.md``. ``check_folder`` turns a folder the
    caller names into the library's canonical form (inside the root, not the inbox) or
    raises; the folder need not exist yet (a directive may name one to be created)."""

    def __init__(self, root: Path, check_folder: FolderCheck) -> None:
        self._root = root
        self._check_folder = check_folder
        self._lock = anyio.Lock()

    def _read(self) -> bytes | None:
        return read_guideline(self._root)

    async def list(self) -> DirectiveList:
        data = await anyio.to_thread.run_sync(self._read)
        lines = (data or b"").decode("utf-8", errors="replace").splitlines()
        found = _section(lines)
        out = []
        if found is not None:
            out = [d for d in (_parse(line) for line in lines[found[0] + 1 : found[1]]) if d]
        return DirectiveList(directives=out, section=f"## {SECTION}")

    async def remember(self, text: str, folder: str | None = None) -> Directive:
        """Add a directive at the end of the section (made, at the end of the file, if
        there is none); returns it with its new id."""
        rule = _clean(text)
        if folder is not None and folder.strip():
            canonical = await self._check_folder(folder)
            named = {m.group(1).strip("/") for m in _FOLDER.finditer(rule)}
            plain = re.search(r"(?<![\w/])" + re.escape(canonical.rstrip("/")), rule)
            if canonical.strip("/") not in named and plain is None:
                rule = f"{rule.rstrip(' .:')}: `{canonical}`"
        did = "d-" + secrets.token_hex(3)
        line = f"- {rule} <!-- mylifedb:{did} {time.strftime('%Y-%m-%d')} -->"

        def add(old: str) -> str:
            lines = old.splitlines(keepends=True)
            found = _section([x.rstrip("\r\n") for x in lines])
            nl = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
            if found is None:
                if not old or old.endswith(("\n\n", "\r\n\r\n")):
                    sep = ""
                else:  # one blank line between their text and the new section
                    sep = nl if old.endswith(("\n", "\r")) else nl + nl
                return f"{old}{sep}## {SECTION}{nl}{nl}{_INTRO}{nl}{line}{nl}"
            end = found[1]
            while end > found[0] + 1 and not lines[end - 1].strip():
                end -= 1  # after the section's last line, before the blank lines that end it
            before = lines[end - 1] if end > 0 else ""
            glue = "" if before.endswith(("\n", "\r")) else nl
            return "".join(lines[:end]) + glue + line + nl + "".join(lines[end:])

        await self._rewrite(add)
        parsed = _parse(line)
        assert parsed is not None
        return parsed

    async def forget(self, directive_id: str) -> Directive:
        """Remove the directive ``remember`` wrote with this id (only such a line)."""
        if not isinstance(directive_id, str) or not re.fullmatch(r"d-[0-9a-f]{6}", directive_id):
            raise InvalidArgument("directive_id must be an id like 'd-1a2b3c' from list_directives")
        removed: list[Directive] = []

        def drop(old: str) -> str:
            lines = old.splitlines(keepends=True)
            found = _section([x.rstrip("\r\n") for x in lines])
            if found is not None:
                for i in range(found[0] + 1, found[1]):
                    d = _parse(lines[i].rstrip("\r\n"))
                    if d is not None and d.id == directive_id:
                        removed.append(d)
                        return "".join(lines[:i] + lines[i + 1 :])
            raise NotFound(
                f"no directive {directive_id!r} in guideline.md; list_directives shows them "
                "(a rule you wrote yourself is yours to edit in guideline.md)"
            )

        await self._rewrite(drop)
        return removed[-1]

    async def _rewrite(self, change: Callable[[str], str]) -> None:
        async with self._lock:
            await anyio.to_thread.run_sync(self._rewrite_sync, change)

    def _rewrite_sync(self, change: Callable[[str], str]) -> None:
        base, rel = guideline_file(self._root)  # a symlinked guideline stays a symlink
        target = base / rel
        for _attempt in range(5):
            before = self._read()
            if before is not None and len(before) > MAX_GUIDELINE_BYTES:
                raise Conflict("guideline.md is larger than 256 KB; add the directive by hand")
            try:
                old = (before or b"").decode("utf-8")
            except UnicodeDecodeError as exc:
                raise Conflict(
                    "guideline.md is not UTF-8 text; it was left as it is (add the rule by hand)"
                ) from exc
            new = change(old).encode("utf-8")
            if len(new) > MAX_GUIDELINE_BYTES and len(new) > len(before or b""):
                # Past the cap the organizers read no further: the rule would be invisible
                # (and could not be forgotten). Refused before anything is written.
                raise Conflict(
                    f"guideline.md would grow past 256 KB ({len(new):,} bytes); the rule was "
                    "not added: shorten guideline.md or forget old directives first"
                )
            mode = target.stat().st_mode & 0o7777 if before is not None else 0o644
            fd, tmp = tempfile.mkstemp(prefix=".guideline.", suffix=".tmp", dir=target.parent)
            try:
                with os.fdopen(fd, "wb") as f:
                    f.write(new)
                    f.flush()
                    os.fsync(f.fileno())
                os.chmod(tmp, mode)
                if self._read() != before:  # edited meanwhile: start again from their text
                    continue
                os.replace(tmp, target)
                tmp = ""
                return
            except OSError as exc:
                raise StorageError(f"cannot write guideline.md: {exc.strerror or exc}") from exc
            finally:
                if tmp:
                    with contextlib.suppress(OSError):
                        os.unlink(tmp)
        raise Conflict("guideline.md kept changing while the directive was written; try again")
