"""Zip packages — Word, Excel and PowerPoint (OOXML), OpenDocument, EPUB — read through caps.

The standard library does the reading (``zipfile``, and expat through ``pyexpat`` with
handlers, no tree): it is faster than the format libraries, which build a whole document
model before giving any text (tests/benchmarks/office_speed.py measures both), and a
stream of events can be stopped at any byte.

Bounds, checked before the work they bound:
- the entry count is read from the zip's end record before ``zipfile`` builds its table
  (a million-entry directory is refused, not parsed);
- each part is decompressed in chunks, at most PART_BYTES of it, and all parts together
  at most TOTAL_BYTES (a zip bomb is cut after its first megabytes, whatever it claims);
- a deadline, checked between chunks; and each format stops once it holds
  MAX_CONTENT_CHARS of text.
- XML: no DOCTYPE entity is accepted (the parse stops at the first declaration), nothing
  external is fetched; expat >= 2.4 bounds entity amplification anyway.
"""

from __future__ import annotations

import contextlib
import os
import struct
import time
import zipfile
from collections.abc import Iterator
from typing import IO, Any, Protocol
from xml.parsers import expat

from .base import MAX_CONTENT_CHARS, MAX_ERROR_CHARS, Digest, bounded, one_line

__all__ = [
    "Budget",
    "Cut",
    "Package",
    "XmlHandler",
    "open_package",
    "failure",
    "MAX_ENTRIES",
    "PART_BYTES",
    "TOTAL_BYTES",
    "DEADLINE_S",
]

MAX_ENTRIES = 5000  # parts in one package; real documents have tens, e-books hundreds
PART_BYTES = 24 << 20  # decompressed bytes read from one part
TOTAL_BYTES = 64 << 20  # and from all parts of one file
DEADLINE_S = 5.0
CHUNK = 64 << 10
_OLE_MAGIC = b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1"  # legacy Office, and encrypted OOXML


class Cut(Exception):
    """Reading stopped at a bound; ``reason`` is 'size', 'time' or 'full' (text enough)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Budget:
    """Bytes and seconds one file may spend, and the text it has gathered so far."""

    def __init__(self, total_bytes: int = TOTAL_BYTES, deadline_s: float = DEADLINE_S) -> None:
        self.left = total_bytes
        self.deadline = time.monotonic() + deadline_s
        self.chars = 0
        self.cut: str | None = None  # the first bound reached, if any

    def spend(self, nbytes: int) -> None:
        self.left -= nbytes
        if self.left < 0:
            raise Cut("size")
        if time.monotonic() > self.deadline:
            raise Cut("time")

    def add_text(self, n: int) -> None:
        """Count gathered text; raises Cut('full') once, when there is enough of it."""
        self.chars += n
        if self.chars > MAX_CONTENT_CHARS and self.cut is None:
            self.cut = "full"
            raise Cut("full")


class XmlHandler(Protocol):
    def start(self, name: str, attrs: dict[str, str]) -> None: ...
    def end(self, name: str) -> None: ...
    def data(self, text: str) -> None: ...


def _no_entities(*_args: Any) -> None:
    raise ValueError("the document declares XML entities (refused)")


def _entry_count(f: IO[bytes]) -> int | None:
    """Entries the zip's end record declares (zip64 too); None when there is no record."""
    f.seek(0, os.SEEK_END)
    size = f.tell()
    tail_len = min(size, 22 + 65535)
    f.seek(size - tail_len)
    tail = f.read(tail_len)
    at = tail.rfind(b"PK\x05\x06")
    if at < 0 or at + 22 > len(tail):
        return None
    count = struct.unpack("<H", tail[at + 10 : at + 12])[0]
    if count == 0xFFFF and at >= 20 and tail[at - 20 : at - 16] == b"PK\x06\x07":
        (eocd64,) = struct.unpack("<Q", tail[at - 12 : at - 4])
        if eocd64 + 40 <= size:
            f.seek(eocd64)
            rec = f.read(40)
            if rec[:4] == b"PK\x06\x06":
                count = struct.unpack("<Q", rec[32:40])[0]
    return count


class Package:
    """One open zip package and the budget its reading spends."""

    def __init__(self, zf: zipfile.ZipFile, budget: Budget) -> None:
        self.zf = zf
        self.budget = budget
        self.names = {i.filename for i in zf.infolist()}

    def chunks(self, name: str, limit: int = PART_BYTES) -> Iterator[bytes]:
        """A part's decompressed bytes, in chunks, at most ``limit`` (then Cut('size'))."""
        read = 0
        with self.zf.open(name) as f:
            while chunk := f.read(CHUNK):
                read += len(chunk)
                if read > limit:
                    raise Cut("size")
                self.budget.spend(len(chunk))
                yield chunk

    def read(self, name: str, limit: int = 4 << 20) -> bytes:
        return b"".join(self.chunks(name, limit))

    def parse(self, name: str, handler: XmlHandler, limit: int = PART_BYTES) -> None:
        """Stream a part's XML through ``handler`` (names as 'namespace}local')."""
        p = expat.ParserCreate(namespace_separator="}")
        p.buffer_text = True
        p.StartElementHandler = handler.start
        p.EndElementHandler = handler.end
        p.CharacterDataHandler = handler.data
        p.EntityDeclHandler = _no_entities
        for chunk in self.chunks(name, limit):
            p.Parse(chunk, False)
        p.Parse(b"", True)

    def parse_quietly(self, name: str, handler: XmlHandler, limit: int = 1 << 20) -> bool:
        """Parse a small optional part (properties, relationships); False if it is bad."""
        if name not in self.names:
            return False
        try:
            self.parse(name, handler, limit)
        except Cut:
            raise
        except Exception:
            return False
        return True


@contextlib.contextmanager
def open_package(path: str, budget: Budget) -> Iterator[Package]:
    """Open a zip package after checking its end record; raises ValueError with a reason a
    person can read (encrypted, not a zip, too many parts)."""
    with open(path, "rb") as f:
        head = f.read(8)
        if head == _OLE_MAGIC:
            f.seek(0)
            start = f.read(1 << 16)
            if "EncryptedPackage".encode("utf-16-le") in start:
                raise ValueError("encrypted document: a password is required")
            raise ValueError("a legacy Office file (OLE), not a zip package")
        count = _entry_count(f)
        if count is None:
            raise ValueError("not a zip package (damaged, or not this kind of file)")
        if count > MAX_ENTRIES:
            raise ValueError(f"the package has {count} parts (at most {MAX_ENTRIES} are read)")
        f.seek(0)
        with zipfile.ZipFile(f) as zf:
            yield Package(zf, budget)


def failure(digester: str, exc: BaseException, data: dict[str, Any]) -> Digest:
    """The digest of a file that could not be read at all."""
    if isinstance(exc, Cut):
        msg = f"stopped at a bound ({exc.reason}) before any text"
    elif isinstance(exc, zipfile.BadZipFile | zipfile.LargeZipFile | EOFError):
        msg = "not a zip package (damaged, or not this kind of file)"
    elif isinstance(exc, expat.ExpatError):
        msg = f"its XML is damaged ({one_line(str(exc))})"
    elif isinstance(exc, KeyError):
        msg = f"a part it names is missing ({one_line(str(exc))})"
    elif isinstance(exc, ValueError):
        msg = one_line(str(exc))
    else:
        msg = one_line(exc)
    return Digest(digester, None, data, f"unreadable: {msg}"[:MAX_ERROR_CHARS])


def finish(digester: str, text: str, data: dict[str, Any], budget: Budget) -> Digest:
    """The digest of what was read; ``truncated`` (and ``cut``: why) when a bound stopped it."""
    text = text.strip()
    if len(text) > MAX_CONTENT_CHARS:
        text = text[:MAX_CONTENT_CHARS]
        budget.cut = budget.cut or "full"
    data["truncated"] = budget.cut is not None
    if budget.cut and budget.cut != "full":
        data["cut"] = budget.cut
    return Digest(digester, text or None, data)


# ---------------------------------------------------------------- properties
_PROPS = {
    "title": "title",
    "creator": "author",
    "initial-creator": "author",
    "created": "created",
    "creation-date": "created",
    "modified": "modified",
    "date": "modified",  # ODF's dc:date: when it was last saved
    "subject": "subject",
    "description": "description",
    "keywords": "keywords",
    "keyword": "keywords",
    "language": "language",
}


class _Props:
    """Dublin Core and its OOXML/ODF kin, as the fields ``get_file`` shows."""

    def __init__(self) -> None:
        self.found: dict[str, str] = {}
        self._key: str | None = None
        self._buf: list[str] = []

    def start(self, name: str, attrs: dict[str, str]) -> None:
        self._key = _PROPS.get(name.rsplit("}", 1)[-1])
        self._buf = []

    def end(self, name: str) -> None:
        if self._key is not None:
            value = bounded("".join(self._buf))
            if value and self._key not in self.found:
                self.found[self._key] = value
        self._key = None

    def data(self, text: str) -> None:
        if self._key is not None:
            self._buf.append(text)


def properties(pkg: Package, *names: str) -> dict[str, str]:
    """Core properties from the first of ``names`` that the package holds and parses."""
    for name in names:
        props = _Props()
        if pkg.parse_quietly(name, props):
            return props.found
    return {}


class Relationships:
    """An OOXML ``.rels`` part: Id -> (type's last word, target)."""

    def __init__(self) -> None:
        self.by_id: dict[str, tuple[str, str]] = {}

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if name.endswith("}Relationship") and "Id" in attrs:
            kind = attrs.get("Type", "").rsplit("/", 1)[-1]
            self.by_id[attrs["Id"]] = (kind, attrs.get("Target", ""))

    def end(self, name: str) -> None:
        pass

    def data(self, text: str) -> None:
        pass


def relationships(pkg: Package, part: str) -> Relationships:
    """The relationships of ``part`` ('ppt/slides/slide1.xml'), targets made absolute."""
    folder, _, base = part.rpartition("/")
    rels = Relationships()
    pkg.parse_quietly(f"{folder}/_rels/{base}.rels" if folder else f"_rels/{base}.rels", rels)
    for rid, (kind, target) in list(rels.by_id.items()):
        rels.by_id[rid] = (kind, resolve(folder, target))
    return rels


def resolve(folder: str, target: str) -> str:
    """A relative part name from ``folder`` made absolute ('../notesSlides/x.xml')."""
    if target.startswith("/"):
        return target.lstrip("/")
    parts = [p for p in folder.split("/") if p]
    for piece in target.split("/"):
        if piece == "..":
            if parts:
                parts.pop()
        elif piece and piece != ".":
            parts.append(piece)
    return "/".join(parts)
