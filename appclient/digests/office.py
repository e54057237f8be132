"""Word, PowerPoint, OpenDocument text and slides, EPUB and RTF: their text as people read
it (paragraphs, table rows, slides with their notes, chapters in reading order) and their
core properties (title, author, created, modified) as fields.

    .docx         -> 'document'      body, then footnotes, headers and footers
    .odt          -> 'document'      body (tracked deletions and comments left out)
    .rtf          -> 'document'      striprtf (the code pages RTF declares), {\\info} title/author
    .pptx, .odp   -> 'presentation'  '## Slide N', the slide's text, 'Notes: ...'
    .epub         -> 'ebook'         the spine's chapters, in order

Zip packages are read through package.py's bounds (parts, bytes, a deadline); a file that
is encrypted, damaged or not what its name says is a digest whose ``error`` says so."""

from __future__ import annotations

import re
from typing import Any

from .base import MAX_ERROR_CHARS, Digest, bounded, one_line
from .package import (
    Budget,
    Cut,
    Package,
    failure,
    finish,
    open_package,
    properties,
    relationships,
    resolve,
)
from .text import _decode, _html_to_text

__all__ = ["extract_docx", "extract_pptx", "extract_odf_text", "extract_epub", "extract_rtf"]

MAX_SLIDES = 500
_CELL = " | "
MAX_CHAPTERS = 400
CHAPTER_BYTES = 8 << 20
MAX_RTF_BYTES = 4 << 20  # RTF carries pictures as hex: the text is in the first megabytes


class _Text:
    """Text from OOXML (``text_tags``: 't') or OpenDocument (mixed content inside
    paragraphs): paragraphs as lines, tabs and breaks kept, table cells apart."""

    def __init__(
        self,
        budget: Budget,
        *,
        text_tags: frozenset[str] = frozenset(),
        para_tags: frozenset[str] = frozenset({"p"}),
        skip_tags: frozenset[str] = frozenset(),
    ) -> None:
        self.budget = budget
        self.parts: list[str] = []
        self._text_tags = text_tags
        self._para_tags = para_tags
        self._skip_tags = skip_tags
        self._in_text = 0
        self._in_para = 0
        self._skip = 0
        self._cells = 0  # inside a table cell: its paragraphs run on

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local in self._skip_tags:
            self._skip += 1
        elif self._skip:
            return
        elif local in self._text_tags:
            self._in_text += 1
        elif local in self._para_tags:
            self._in_para += 1
        elif local in ("tc", "table-cell"):
            self._cells += 1
        elif local == "tab":
            self.parts.append("\t")
        elif local in ("br", "cr", "line-break"):
            self.parts.append("\n")
        elif local == "s":  # ODF: text:s c="3" is three spaces
            self.parts.append(" " * min(int(attrs.get(name.rsplit("}", 1)[0] + "}c", "1")), 40))

    def end(self, name: str) -> None:
        local = name.rsplit("}", 1)[-1]
        if local in self._skip_tags:
            self._skip -= 1
        elif self._skip:
            return
        elif local in self._text_tags:
            self._in_text -= 1
        elif local in self._para_tags:
            self._in_para -= 1
            self.parts.append(" " if self._cells else "\n")
        elif local in ("tc", "table-cell"):
            self._cells -= 1
            while self.parts and not self.parts[-1].strip():
                self.parts.pop()
            if self.parts:
                self.parts[-1] = self.parts[-1].rstrip()
            self.parts.append(_CELL)
        elif local in ("tr", "table-row"):
            self.parts.append("\n")

    def data(self, text: str) -> None:
        if self._skip:
            return
        if self._in_text or (not self._text_tags and self._in_para):
            self.parts.append(text)
            self.budget.add_text(len(text))

    def text(self) -> str:
        lines = "".join(self.parts).split("\n")
        lines = [ln.strip().removesuffix("|").rstrip() for ln in lines]
        return "\n".join(ln for ln in lines if ln)


def _read(digester: str, path: str, reader: Any) -> Digest:
    """Open the package, run ``reader(pkg, data) -> text``; bounds become ``truncated``."""
    budget = Budget()
    data: dict[str, Any] = {}
    try:
        with open_package(path, budget) as pkg:
            text = reader(pkg, data)
            return finish(digester, text, data, budget)
    except Exception as exc:
        return failure(digester, exc, data)


def _bounded_parts(pkg: Package, handler: _Text, names: list[str]) -> None:
    """Parse parts into one handler until a bound cuts the reading (kept: what was read)."""
    for name in names:
        try:
            pkg.parse(name, handler)
        except Cut as cut:
            pkg.budget.cut = cut.reason
            return


# ---------------------------------------------------------------- Word
_W_SKIP = frozenset({"instrText", "delText", "fldSimple"})


def _docx(pkg: Package, data: dict[str, Any]) -> str:
    data.update(properties(pkg, "docProps/core.xml"))
    main = next(
        (t for kind, t in relationships(pkg, "").by_id.values() if kind == "officeDocument"),
        "word/document.xml",
    )
    if main not in pkg.names:
        raise ValueError("no document body in this package (not a Word file?)")
    extra = sorted(
        t
        for kind, t in relationships(pkg, main).by_id.values()
        if kind in ("footnotes", "endnotes", "header", "footer") and t in pkg.names
    )
    handler = _Text(pkg.budget, text_tags=frozenset({"t"}), skip_tags=_W_SKIP)
    _bounded_parts(pkg, handler, [main])
    body = handler.text()
    if pkg.budget.cut is None:
        more = _Text(pkg.budget, text_tags=frozenset({"t"}), skip_tags=_W_SKIP)
        _bounded_parts(pkg, more, extra)
        seen = set(body.split("\n"))
        lines = [ln for ln in dict.fromkeys(more.text().split("\n")) if ln and ln not in seen]
        if lines:
            body += "\n\n" + "\n".join(lines)
    return body


def extract_docx(path: str, mime: str, size: int) -> Digest:
    return _read("document", path, _docx)


# ---------------------------------------------------------------- PowerPoint
class _Shapes(_Text):
    """A slide's or notes page's text by shape; on a notes page only the notes' body."""

    def __init__(self, budget: Budget, notes: bool) -> None:
        super().__init__(budget, text_tags=frozenset({"t"}))
        self.notes = notes
        self._shape_start = 0
        self._placeholder: str | None = None

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local == "sp":
            self._shape_start = len(self.parts)
            self._placeholder = None
        elif local == "ph":
            self._placeholder = attrs.get("type", "body")
        super().start(name, attrs)

    def end(self, name: str) -> None:
        super().end(name)
        if self.notes and name.endswith("}sp") and self._placeholder != "body":
            del self.parts[self._shape_start :]  # the slide's image, its number


def _pptx(pkg: Package, data: dict[str, Any]) -> str:
    data.update(properties(pkg, "docProps/core.xml"))
    main = "ppt/presentation.xml"
    if main not in pkg.names:
        raise ValueError("no presentation in this package (not a PowerPoint file?)")
    rels = relationships(pkg, main).by_id
    order = _SlideOrder()
    pkg.parse_quietly(main, order)
    slides = [rels[r][1] for r in order.ids if r in rels and rels[r][1] in pkg.names]
    if not slides:  # no list: the slide parts by number
        slides = sorted(
            (n for n in pkg.names if re.fullmatch(r"ppt/slides/slide\d+\.xml", n)),
            key=lambda n: int(re.sub(r"\D", "", n.rsplit("/", 1)[1]) or 0),
        )
    data["slides"] = len(slides)
    out: list[str] = []
    try:
        for number, slide in enumerate(slides[:MAX_SLIDES], 1):
            shapes = _Shapes(pkg.budget, notes=False)
            pkg.parse(slide, shapes)
            out.append(f"## Slide {number}\n{shapes.text()}".rstrip())
            notes = [
                t for kind, t in relationships(pkg, slide).by_id.values() if kind == "notesSlide"
            ]
            if notes and notes[0] in pkg.names:
                said = _Shapes(pkg.budget, notes=True)
                pkg.parse(notes[0], said)
                if said.text():
                    out.append("Notes: " + said.text())
    except Cut as cut:
        pkg.budget.cut = cut.reason
    if len(slides) > MAX_SLIDES:
        pkg.budget.cut = pkg.budget.cut or "parts"
    return "\n".join(out)


class _SlideOrder:
    def __init__(self) -> None:
        self.ids: list[str] = []

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if name.endswith("}sldId"):
            rid = next((v for k, v in attrs.items() if k.endswith("}id")), None)
            if rid:
                self.ids.append(rid)

    def end(self, name: str) -> None:
        pass

    def data(self, text: str) -> None:
        pass


def extract_pptx(path: str, mime: str, size: int) -> Digest:
    return _read("presentation", path, _pptx)


# ---------------------------------------------------------------- OpenDocument
_ODF_SKIP = frozenset({"tracked-changes", "annotation", "note-citation", "sequence-decls"})


class _OdfText(_Text):
    """content.xml of a text document or a presentation (its pages as slides)."""

    def __init__(self, budget: Budget) -> None:
        super().__init__(budget, para_tags=frozenset({"p", "h"}), skip_tags=_ODF_SKIP)
        self.pages = 0

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local == "page" and not self._skip:
            self.pages += 1
            self.parts.append(f"\n## Slide {self.pages}\n")
        elif local == "notes" and not self._skip:
            self.parts.append("\nNotes: ")
        super().start(name, attrs)


def _odf(pkg: Package, data: dict[str, Any]) -> str:
    _refuse_encrypted_odf(pkg)
    data.update(properties(pkg, "meta.xml"))
    if "content.xml" not in pkg.names:
        raise ValueError("no content.xml in this package (not an OpenDocument file?)")
    handler = _OdfText(pkg.budget)
    _bounded_parts(pkg, handler, ["content.xml"])
    if handler.pages:
        data["slides"] = handler.pages
    return handler.text().replace("Notes: \n", "Notes: ")


def _refuse_encrypted_odf(pkg: Package) -> None:
    name = "META-INF/manifest.xml"
    if name in pkg.names and b"encryption-data" in pkg.read(name, 1 << 20):
        raise ValueError("encrypted document: a password is required")


def extract_odf_text(path: str, mime: str, size: int) -> Digest:
    digester = "presentation" if mime.endswith(".presentation") else "document"
    return _read(digester, path, _odf)


# ---------------------------------------------------------------- EPUB
class _Opf:
    """container.xml's rootfile, or an OPF's manifest, spine and metadata."""

    def __init__(self) -> None:
        self.rootfile: str | None = None
        self.items: dict[str, str] = {}
        self.spine: list[str] = []

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local == "rootfile" and self.rootfile is None:
            self.rootfile = attrs.get("full-path")
        elif local == "item" and "id" in attrs:
            self.items[attrs["id"]] = attrs.get("href", "")
        elif local == "itemref" and "idref" in attrs:
            self.spine.append(attrs["idref"])

    def end(self, name: str) -> None:
        pass

    def data(self, text: str) -> None:
        pass


def _epub(pkg: Package, data: dict[str, Any]) -> str:
    container = _Opf()
    pkg.parse_quietly("META-INF/container.xml", container)
    opf_name = container.rootfile
    if not opf_name or opf_name not in pkg.names:
        raise ValueError("no package document in this e-book (not an EPUB?)")
    opf = _Opf()
    pkg.parse(opf_name, opf, 4 << 20)
    data.update(properties(pkg, opf_name))
    folder = opf_name.rpartition("/")[0]
    chapters = [resolve(folder, opf.items[i].split("#")[0]) for i in opf.spine if i in opf.items]
    chapters = [c for c in dict.fromkeys(chapters) if c in pkg.names]
    data["chapters"] = len(chapters)
    out: list[str] = []
    try:
        for name in chapters[:MAX_CHAPTERS]:
            raw = pkg.read(name, CHAPTER_BYTES)
            text = _html_to_text(_decode(raw, truncated=False, html=True)[0])[1]
            if text:
                pkg.budget.add_text(len(text))
                out.append(text)
    except Cut as cut:
        pkg.budget.cut = cut.reason
    return "\n\n".join(out)


def extract_epub(path: str, mime: str, size: int) -> Digest:
    return _read("ebook", path, _epub)


# ---------------------------------------------------------------- RTF
_RTF_INFO = re.compile(
    rb"\{\\(title|author|subject)\s+((?:[^{}\\]|\\'[0-9a-f]{2}|\\[^'])*)\}", re.I
)


def extract_rtf(path: str, mime: str, size: int) -> Digest:
    from striprtf.striprtf import rtf_to_text

    with open(path, "rb") as f:
        raw = f.read(MAX_RTF_BYTES + 1)
    data: dict[str, Any] = {"truncated": len(raw) > MAX_RTF_BYTES}
    raw = raw[:MAX_RTF_BYTES]
    if not raw.lstrip().startswith(b"{\\rtf"):
        return Digest("document", None, data, "unreadable: not an RTF file")
    for key, value in _RTF_INFO.findall(raw[:65536]):
        field = {"author": "author", "title": "title", "subject": "subject"}[key.decode().lower()]
        text = bounded(rtf_to_text("{\\rtf1 " + value.decode("latin-1") + "}", errors="ignore"))
        if text:
            data.setdefault(field, text)
    try:
        text = rtf_to_text(raw.decode("latin-1"), errors="ignore")
    except Exception as exc:
        return Digest("document", None, data, f"unreadable: {one_line(exc)}"[:MAX_ERROR_CHARS])
    lines = [line.rstrip() for line in text.split("\n")]
    budget = Budget()
    return finish("document", "\n".join(ln for ln in lines if ln.strip()), data, budget)
