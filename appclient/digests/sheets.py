"""Spreadsheets: each sheet as '## Sheet: name', then its rows, cells joined by ' | '
(empty cells left out); dates as ISO dates, shared and inline strings as their text.

    .xlsx   -> 'spreadsheet'   standard library zip + expat (package.py's bounds)
    .ods    -> 'spreadsheet'   the same; repeated rows and cells are never expanded
    .xls    -> 'spreadsheet'   xlrd (Excel 97-2003), files up to XLS_MAX_BYTES

Bounded in cells (MAX_CELLS), shared strings, bytes and time: a sheet that claims a
billion cells is read until a bound, and what was read is kept (``truncated``)."""

from __future__ import annotations

import datetime as dt
import re
import time
from typing import Any

from .base import MAX_CONTENT_CHARS, MAX_ERROR_CHARS, Digest, bounded, one_line
from .package import (
    DEADLINE_S,
    Budget,
    Cut,
    Package,
    failure,
    finish,
    open_package,
    properties,
    relationships,
)

__all__ = ["extract_xlsx", "extract_ods", "extract_xls", "MAX_CELLS", "XLS_MAX_BYTES"]

MAX_CELLS = 500_000  # cells looked at per file, empty or not
MAX_SHARED = 200_000  # shared strings kept (a cell pointing past them reads as empty)
MAX_SHEETS = 100
XLS_MAX_BYTES = 10 << 20  # xlrd holds a whole sheet in memory: larger .xls are named only
_SEP = " | "


class _Rows:
    """Rows of cells -> lines; counts cells against MAX_CELLS, text against the budget."""

    def __init__(self, budget: Budget) -> None:
        self.budget = budget
        self.lines: list[str] = []
        self.cells = 0
        self.row: list[str] = []

    def cell(self, value: str, repeat: int = 1) -> None:
        self.cells += repeat
        if self.cells > MAX_CELLS:
            raise Cut("cells")
        value = value.strip()
        if value:
            self.row.append(value)

    def end_row(self) -> None:
        if self.row:
            line = _SEP.join(self.row)
            self.budget.add_text(len(line) + 1)
            self.lines.append(line)
        self.row = []

    def sheet(self, name: str) -> None:
        self.lines.append(f"## Sheet: {name}")


# ---------------------------------------------------------------- xlsx
class _Workbook:
    def __init__(self) -> None:
        self.sheets: list[tuple[str, str]] = []  # (name, relationship id)
        self.date1904 = False

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if name.endswith("}sheet"):
            rid = next((v for k, v in attrs.items() if k.endswith("}id")), "")
            self.sheets.append((attrs.get("name", "?"), rid))
        elif name.endswith("}workbookPr"):
            self.date1904 = attrs.get("date1904", "0").lower() in ("1", "true")

    def end(self, name: str) -> None:
        pass

    def data(self, text: str) -> None:
        pass


class _Shared:
    """sharedStrings.xml: each ``si``'s runs joined (phonetic guides left out)."""

    def __init__(self) -> None:
        self.strings: list[str] = []
        self._buf: list[str] = []
        self._in_t = False
        self._in_rph = False

    def start(self, name: str, attrs: dict[str, str]) -> None:
        if name.endswith("}t"):
            self._in_t = True
        elif name.endswith("}rPh"):
            self._in_rph = True

    def end(self, name: str) -> None:
        if name.endswith("}t"):
            self._in_t = False
        elif name.endswith("}rPh"):
            self._in_rph = False
        elif name.endswith("}si"):
            if len(self.strings) >= MAX_SHARED:
                raise Cut("cells")
            self.strings.append("".join(self._buf))
            self._buf = []

    def data(self, text: str) -> None:
        if self._in_t and not self._in_rph:
            self._buf.append(text)


_BUILTIN_DATES = frozenset({14, 15, 16, 17, 18, 19, 20, 21, 22, 45, 46, 47})
_QUOTED = re.compile(r'"[^"]*"|\[[^\]]*\]|\\.')


class _Styles:
    """styles.xml: which cell styles (``s``) show a number as a date."""

    def __init__(self) -> None:
        self.custom_dates: set[int] = set()
        self.xf_dates: list[bool] = []
        self._in_xfs = False

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local == "numFmt":
            code = _QUOTED.sub("", attrs.get("formatCode", "")).lower()
            if any(c in code for c in "dy"):
                self.custom_dates.add(int(attrs.get("numFmtId", "0") or 0))
        elif local == "cellXfs":
            self._in_xfs = True
        elif local == "xf" and self._in_xfs:
            fmt = int(attrs.get("numFmtId", "0") or 0)
            self.xf_dates.append(fmt in _BUILTIN_DATES or fmt in self.custom_dates)

    def end(self, name: str) -> None:
        if name.endswith("}cellXfs"):
            self._in_xfs = False

    def data(self, text: str) -> None:
        pass


def _serial_date(value: str, date1904: bool) -> str:
    try:
        serial = float(value)
    except ValueError:
        return value
    if not 0 < serial < 2_958_466:  # Excel's last day, 9999-12-31
        return value
    epoch = dt.datetime(1904, 1, 1) if date1904 else dt.datetime(1899, 12, 30)
    when = epoch + dt.timedelta(days=serial)
    return when.date().isoformat() if serial == int(serial) else when.isoformat(timespec="minutes")


class _Sheet(_Rows):
    def __init__(self, budget: Budget, shared: list[str], dates: list[bool], d1904: bool) -> None:
        super().__init__(budget)
        self.shared, self.dates, self.date1904 = shared, dates, d1904
        self._type = ""
        self._style = 0
        self._buf: list[str] = []
        self._in_value = False

    def start(self, name: str, attrs: dict[str, str]) -> None:
        local = name.rsplit("}", 1)[-1]
        if local == "c":
            self._type = attrs.get("t", "n")
            self._style = int(attrs.get("s", "0") or 0)
            self._buf = []
        elif local in ("v", "t"):
            self._in_value = True

    def end(self, name: str) -> None:
        local = name.rsplit("}", 1)[-1]
        if local in ("v", "t"):
            self._in_value = False
        elif local == "c":
            self.cell(self._value("".join(self._buf)))
        elif local == "row":
            self.end_row()

    def data(self, text: str) -> None:
        if self._in_value:
            self._buf.append(text)

    def _value(self, raw: str) -> str:
        if self._type == "s":
            try:
                return self.shared[int(raw)]
            except (ValueError, IndexError):
                return ""
        if self._type == "b":
            return "TRUE" if raw.strip() == "1" else "FALSE"
        if self._type == "n" and raw and self._style < len(self.dates) and self.dates[self._style]:
            return _serial_date(raw, self.date1904)
        return raw


def _xlsx(pkg: Package, data: dict[str, Any]) -> str:
    data.update(properties(pkg, "docProps/core.xml"))
    main = "xl/workbook.xml"
    if main not in pkg.names:
        raise ValueError("no workbook in this package (not an Excel file?)")
    book = _Workbook()
    pkg.parse(main, book, 8 << 20)
    rels = relationships(pkg, main).by_id
    shared = _Shared()
    styles = _Styles()
    for kind, target in rels.values():
        if kind == "sharedStrings" and target in pkg.names:
            try:
                pkg.parse(target, shared)
            except Cut as cut:  # the first strings are kept; cells past them read as empty
                pkg.budget.cut = cut.reason
        elif kind == "styles":
            pkg.parse_quietly(target, styles, 8 << 20)
    data["sheets"] = [bounded(n) for n, _ in book.sheets[:MAX_SHEETS]]
    rows = _Sheet(pkg.budget, shared.strings, styles.xf_dates, book.date1904)
    try:
        for name, rid in book.sheets[:MAX_SHEETS]:
            target = rels.get(rid, ("", ""))[1]
            if target in pkg.names:
                rows.sheet(name)
                pkg.parse(target, rows)
                rows.end_row()
    except Cut as cut:
        rows.end_row()
        pkg.budget.cut = cut.reason
    return "\n".join(rows.lines)


def _read(path: str, reader: Any) -> Digest:
    budget = Budget()
    data: dict[str, Any] = {}
    try:
        with open_package(path, budget) as pkg:
            return finish("spreadsheet", reader(pkg, data), data, budget)
    except Exception as exc:
        return failure("spreadsheet", exc, data)


def extract_xlsx(path: str, mime: str, size: int) -> Digest:
    return _read(path, _xlsx)


# ---------------------------------------------------------------- ods
class _OdsContent(_Rows):
    """content.xml of a spreadsheet: repeated rows and cells counted, never expanded."""

    def __init__(self, budget: Budget) -> None:
        super().__init__(budget)
        self.names: list[str] = []
        self._repeat = 1
        self._buf: list[str] = []
        self._depth = 0  # inside a cell's paragraphs

    def start(self, name: str, attrs: dict[str, str]) -> None:
        ns, _, local = name.rpartition("}")
        if local == "table":
            sheet = attrs.get(f"{ns}}}name", "?")
            self.names.append(sheet)
            self.sheet(sheet)
        elif local in ("table-cell", "covered-table-cell"):
            self._repeat = max(1, int(attrs.get(f"{ns}}}number-columns-repeated", "1") or 1))
            self._buf = []
        elif local == "p":
            if self._depth and self._buf:
                self._buf.append(" ")
            self._depth += 1
        elif local == "s" and self._depth:
            self._buf.append(" ")

    def end(self, name: str) -> None:
        local = name.rpartition("}")[2]
        if local in ("table-cell", "covered-table-cell"):
            text = "".join(self._buf)
            # an empty run of cells is one count; a repeated value is read once
            self.cell(text, self._repeat if text.strip() else 1)
        elif local == "table-row":
            self.end_row()
        elif local == "p":
            self._depth -= 1

    def data(self, text: str) -> None:
        if self._depth:
            self._buf.append(text)


def _ods(pkg: Package, data: dict[str, Any]) -> str:
    manifest = "META-INF/manifest.xml"
    if manifest in pkg.names and b"encryption-data" in pkg.read(manifest, 1 << 20):
        raise ValueError("encrypted document: a password is required")
    data.update(properties(pkg, "meta.xml"))
    if "content.xml" not in pkg.names:
        raise ValueError("no content.xml in this package (not an OpenDocument file?)")
    content = _OdsContent(pkg.budget)
    try:
        pkg.parse("content.xml", content)
    except Cut as cut:
        content.end_row()
        pkg.budget.cut = cut.reason
    data["sheets"] = [bounded(n) for n in content.names[:MAX_SHEETS]]
    return "\n".join(content.lines)


def extract_ods(path: str, mime: str, size: int) -> Digest:
    return _read(path, _ods)


# ---------------------------------------------------------------- xls
def extract_xls(path: str, mime: str, size: int) -> Digest:
    data: dict[str, Any] = {}
    if size > XLS_MAX_BYTES:
        error = f"an Excel 97-2003 file over {XLS_MAX_BYTES >> 20} MB is read by name only"
        return Digest("spreadsheet", None, data, error)
    try:
        import xlrd

        with open(path, "rb") as f:
            raw = f.read(XLS_MAX_BYTES + 1)
        book = xlrd.open_workbook(file_contents=raw, on_demand=True, logfile=_Null())
    except Exception as exc:
        msg = one_line(str(exc) or exc)
        return Digest("spreadsheet", None, data, f"unreadable: {msg}"[:MAX_ERROR_CHARS])
    budget = Budget()
    rows = _Rows(budget)
    deadline = time.monotonic() + DEADLINE_S
    try:
        names = book.sheet_names()[:MAX_SHEETS]
        data["sheets"] = [bounded(n) for n in names]
        if book.user_name:
            data["author"] = bounded(book.user_name)
        for index, name in enumerate(names):
            if time.monotonic() > deadline:
                raise Cut("time")
            sheet = book.sheet_by_index(index)
            rows.sheet(name)
            for r in range(sheet.nrows):
                for c in sheet.row(r):
                    rows.cell(_xls_value(xlrd, c, book.datemode))
                rows.end_row()
            book.unload_sheet(index)
    except Cut as cut:
        budget.cut = cut.reason
    except Exception as exc:
        if not rows.lines:
            return Digest(
                "spreadsheet", None, data, f"unreadable: {one_line(exc)}"[:MAX_ERROR_CHARS]
            )
        budget.cut = "error"
    finally:
        book.release_resources()
    return finish("spreadsheet", "\n".join(rows.lines)[: MAX_CONTENT_CHARS + 1], data, budget)


def _xls_value(xlrd: Any, cell: Any, datemode: int) -> str:
    if cell.ctype == xlrd.XL_CELL_DATE:
        try:
            when = xlrd.xldate.xldate_as_datetime(cell.value, datemode)
        except Exception:
            return str(cell.value)
        return when.date().isoformat() if when.time() == dt.time() else when.isoformat()
    if cell.ctype == xlrd.XL_CELL_NUMBER:
        value = float(cell.value)
        return str(int(value)) if value.is_integer() else repr(value)
    if cell.ctype == xlrd.XL_CELL_BOOLEAN:
        return "TRUE" if cell.value else "FALSE"
    if cell.ctype in (xlrd.XL_CELL_EMPTY, xlrd.XL_CELL_BLANK, xlrd.XL_CELL_ERROR):
        return ""
    return str(cell.value)


class _Null:
    """xlrd writes warnings to a log file; this one keeps them off stdout."""

    def write(self, _text: str) -> int:
        return 0
