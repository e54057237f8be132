"""Path safety: the one gate every user-supplied path goes through.

A path is taken relative to the library root, normalised, and then checked on its
*resolved real path* component by component (never a string-prefix test: that was
CVE-2025-53110 in the reference filesystem server). Names are matched up to Unicode
normalisation and come back spelled as they are on disk (see ``resolve_path``). Symlinks that lead out of the root,
`..`, absolute paths, NUL bytes, over-long names and the `/root-evil` prefix trick are all
refused.
"""

from __future__ import annotations

import os
import posixpath
import unicodedata
from pathlib import Path

from .errors import InvalidPath, OutsideRoot

STATE_DIRNAME = ".mylifedb"
INBOX = "inbox/"  # where new files land: the one folder the organizer files from
GUIDELINE = "guideline.md"  # the person's own rules, at the top of the library
MAX_NAME = 255  # bytes, the common filesystem limit for one component
MAX_PATH = 4096

_PARTIAL_SUFFIXES = (".part", ".crdownload", ".partial", ".download", ".tmp", ".swp")
_IGNORED_DIRS = {"node_modules", "__pycache__", "$RECYCLE.BIN", "System Volume Information"}


def is_ignored_name(name: str, *, is_dir: bool = False) -> bool:
    """True for names the library never lists, indexes or moves: dot-files and dot-folders
    (`.git`, `.mylifedb`, `.DS_Store`), `node_modules`, partial downloads and Office lock files."""
    if not name or name.startswith("."):
        return True
    if not _is_utf8(
        name
    ):  # undecodable bytes on disk: no client can name it, SQLite cannot store it
        return True
    if is_dir:
        return name in _IGNORED_DIRS
    return name.startswith("~$") or name.lower().endswith(_PARTIAL_SUFFIXES) or name == "Thumbs.db"


def _is_utf8(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:  # lone surrogates: os.fsdecode's escapes, or JSON's "\ud800"
        return False
    return True


def is_ignored_rel(rel: str) -> bool:
    parts = rel.split("/")
    return any(is_ignored_name(p, is_dir=True) for p in parts[:-1]) or is_ignored_name(parts[-1])


def split_rel(rel: str) -> tuple[str, str]:
    """'a/b/c.txt' -> ('a/b/', 'c.txt'); 'c.txt' -> ('', 'c.txt')."""
    folder, _, name = rel.rpartition("/")
    return (folder + "/" if folder else ""), name


def ancestor_folders(folder: str) -> list[str]:
    """A folder and every folder above it, outermost first, in the API's form:
    'life/gov docs/' -> ['life/', 'life/gov docs/']; '' (the root) -> []."""
    parts = [p for p in folder.split("/") if p]
    return ["/".join(parts[: i + 1]) + "/" for i in range(len(parts))]


class SafePath:
    """A checked path: ``rel`` is the POSIX path relative to the root ('' for the root),
    ``abs`` the real absolute path."""

    __slots__ = ("rel", "abs")

    def __init__(self, rel: str, abs_path: Path) -> None:
        self.rel = rel
        self.abs = abs_path

    def __repr__(self) -> str:
        return f"SafePath({self.rel!r})"


def _noun(what: str) -> str:
    """How a message names the argument ``what`` ('target_folder' -> 'folder'): the
    parameter's own name travels beside it, as the error's ``argument``."""
    return "folder" if "folder" in what else "path"


def _parts(path: str, *, what: str) -> list[str]:
    """The components of a user path, as typed (not yet Unicode-normalised), checked for what
    can never be valid whatever the disk holds; containment is checked on the real path later."""
    if not isinstance(path, str):
        raise InvalidPath(f"{_noun(what)} must be a string", argument=what)
    if "\x00" in path:
        raise InvalidPath(f"{_noun(what)} contains a NUL byte", argument=what)
    if not _is_utf8(path):
        raise InvalidPath(
            f"{_noun(what)} {path!r} is not valid Unicode text (it has a lone surrogate)",
            argument=what,
        )
    if len(path.encode("utf-8", "surrogatepass")) > MAX_PATH:
        raise InvalidPath(f"{_noun(what)} is longer than {MAX_PATH} bytes", argument=what)
    p = path.strip().replace("\\", "/")
    for form in (p, _nfc(p)):
        if (
            form.startswith("/")
            or posixpath.isabs(form)
            or (len(form) > 1 and form[1] == ":" and form[0].isalpha())
        ):
            raise OutsideRoot(
                f"{_noun(what)} {path!r} is absolute; give it relative to the library root, e.g. 'inbox/scan.pdf'",
                argument=what,
            )
    parts = [seg for seg in p.split("/") if seg not in ("", ".")]
    if any(".." in (seg, _nfc(seg)) for seg in parts):
        raise OutsideRoot(
            f"{_noun(what)} {path!r} uses '..'; give it relative to the library root", argument=what
        )
    for seg in parts:
        if len(seg.encode("utf-8", "surrogatepass")) > MAX_NAME:
            raise InvalidPath(
                f"{_noun(what)} has a name longer than {MAX_NAME} bytes: {seg[:40]!r}...",
                argument=what,
            )
    return parts


def _nfc(text: str) -> str:
    return unicodedata.normalize("NFC", text)


def normalize_rel(path: str, *, what: str = "path") -> str:
    """Lexically normalise a user path to a relative POSIX path ('' = the root), composed
    (NFC). Which form a name has on disk is ``resolve_path``'s business."""
    return "/".join(_nfc(seg) for seg in _parts(path, what=what))


def _on_disk(parent: Path, seg: str) -> str | None:
    """The name in ``parent`` that is ``seg`` up to Unicode normalisation: ``seg`` itself when
    it exists as typed, else its composed form, else the one entry whose composed form matches
    (a decomposed name written by macOS). None when there is none."""
    composed = _nfc(seg)
    for cand in dict.fromkeys((seg, composed)):
        if os.path.lexists(parent / cand):
            return cand
    if composed.isascii():  # no other form of an ASCII name is worth a directory listing
        return None
    try:
        with os.scandir(parent) as it:
            same = sorted(e.name for e in it if _nfc(e.name) == composed)
    except (OSError, ValueError):
        return None
    return same[0] if same else None


def _disk_form(root: Path, parts: list[str]) -> Path:
    """``root/parts`` with each existing component spelled as it is on disk; the components
    that do not exist yet (a new folder, a file about to be written) composed (NFC)."""
    cur, exists = root, True
    for seg in parts:
        found = _on_disk(cur, seg) if exists else None
        exists = found is not None
        cur = cur / (found if found is not None else _nfc(seg))
    return cur


def normalize_folder(folder: str, *, what: str = "folder") -> str:
    """A folder path in the canonical form of the API: relative, ending in '/', '' for the root."""
    rel = normalize_rel(folder, what=what)
    return f"{rel}/" if rel else ""


def resolve_path(root: Path, path: str, *, what: str = "path") -> SafePath:
    """Resolve ``path`` (relative to ``root``) to its real path and prove it lies inside
    ``root``. ``root`` must already be resolved. The target need not exist: the deepest
    existing ancestor is resolved (so a symlinked parent is caught) and the rest appended.
    ``rel`` spells each existing name as the disk does (NFC or NFD, whichever was typed) and
    each new one composed (NFC)."""
    parts = _parts(path, what=what)
    rel = "/".join(_nfc(seg) for seg in parts)
    # One spelling for every name: the one on disk, whatever form the caller typed (NFC from a
    # keyboard, NFD from a Mac), so the index (which keeps names as the disk has them) and
    # every move agree with the file system.
    candidate = _disk_form(root, parts)
    try:
        real = Path(os.path.realpath(candidate))
    except (OSError, ValueError) as exc:  # ELOOP, ENAMETOOLONG...
        raise InvalidPath(
            f"{_noun(what)} {path!r} cannot be resolved: {exc}", argument=what
        ) from exc
    if real != root and not real.is_relative_to(root):
        raise OutsideRoot(
            f"{_noun(what)} {path!r} leads outside the library root (through a symlink?)",
            argument=what,
        )
    real_rel = real.relative_to(root).as_posix() if real != root else ""
    # Refuse the state folder wherever it is named, also when reached through a symlink: it
    # is never listed, searched or moved.
    if STATE_DIRNAME in (rel.split("/")[0], real_rel.split("/")[0]):
        raise OutsideRoot(
            f"{_noun(what)} {path!r} is inside mylifedb's own state folder", argument=what
        )
    # Hidden names (.git, .DS_Store, a state folder under another name) are not part of the
    # library: the scanner never indexes them, so no tool may read, target or move them.
    if any(seg.startswith(".") for seg in (*rel.split("/"), *real_rel.split("/")) if seg):
        raise InvalidPath(
            f"{_noun(what)} {path!r} names a hidden file or folder (starting with '.'); those are not part of the library",
            argument=what,
        )
    return SafePath(real_rel, real)


def new_file_name(proposed: str | None, current: str) -> str | None:
    """A new name proposed for a file called ``current``, checked: one name (no folder, no
    separator), nothing hidden or unprintable, not hidden itself, within the length limit,
    and with the file's own extension (added when left out; another one is refused). None
    when nothing is proposed or the name would not change."""
    from .validate import HIDDEN

    if proposed is None:
        return None
    if not isinstance(proposed, str):
        raise InvalidPath("a new name must be text", argument="new_name")
    name = _nfc(proposed.strip())
    if not name:
        return None
    if "/" in name or "\\" in name or name in (".", ".."):
        raise InvalidPath(
            f"new name {name!r} is not one file name: no folders in it", argument="new_name"
        )
    if HIDDEN.search(name) or any(unicodedata.category(c) == "Cc" for c in name):
        raise InvalidPath(
            f"new name {name!r} has hidden or control characters", argument="new_name"
        )
    if name.startswith(".") or is_ignored_name(name):
        raise InvalidPath(f"new name {name!r} would hide the file", argument="new_name")
    ext = posixpath.splitext(current)[1]
    given = posixpath.splitext(name)[1]
    if ext and given.lower() != ext.lower():
        if given and len(given) <= 6 and given[1:].isalnum():
            raise InvalidPath(
                f"new name {name!r} changes the file's kind: keep its extension {ext!r}",
                argument="new_name",
            )
        name += ext
    if len(name.encode("utf-8", "surrogatepass")) > MAX_NAME:
        raise InvalidPath(f"new name is longer than {MAX_NAME} bytes", argument="new_name")
    return None if name == current else name
