"""jia-tw: a Taipei household's files in Traditional Chinese (no spaces between words) and some
English: an engineer, his freelance-illustrator wife, their son of seven and the grandmother in
long-term care. The documents live in the *_data modules; some .txt files are Big5 / cp950."""

import collections
import datetime
import os
import pathlib
import random
import re
import sys
import unicodedata
import zipfile
import zlib
from email.message import EmailMessage
from email.utils import format_datetime

from . import jia_tw_docs1_data as d1
from . import jia_tw_docs2_data as d2
from . import jia_tw_docs3_data as d3
from . import jia_tw_docs4_data as d4
from . import jia_tw_docs5_data as d5
from . import jia_tw_docs6_data as d6
from . import jia_tw_docs7_data as d7
from . import jia_tw_docs8_data as d8
from . import jia_tw_docs9_data as d9
from . import jia_tw_q_data as qdata

NAME = "jia-tw"
PERSONA = (
    "A Taipei household: a backend engineer at a Nangang tech company, his wife a freelance "
    "illustrator, their seven-year-old son in first grade, and the grandmother in long-term care."
)
LANGUAGES = ["zh", "en"]
SPLIT = "dev"
NEW_FOLDERS: set[str] = set()
QUESTIONS: list[dict] = [{k: v for k, v in q.items() if k != "keys"} for q in qdata.QUESTIONS]
JUNK: list[dict] = list(qdata.JUNK)

DOCS: list[dict] = [d for m in (d1, d2, d3, d4, d5, d6, d7, d8, d9) for d in m.DOCS]
FONT = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
ZIPPED = {"docx", "xlsx"}
TAIPEI = datetime.timezone(datetime.timedelta(hours=8))
GUIDE = {"path": "guideline.md", "when": "2025-01-03", "text": qdata.GUIDELINE}


def _kind(doc: dict) -> str:
    return doc["path"].rsplit(".", 1)[1].lower()


def _when(doc: dict) -> datetime.datetime:
    when = datetime.datetime.fromisoformat(doc["when"])
    return (when if "T" in doc["when"] else when.replace(hour=10)).replace(tzinfo=TAIPEI)


def _norm(text: str) -> str:
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def _lines(doc: dict) -> list[str]:
    text = doc.get("text", "").strip("\n")
    return text.split("\n") if text else []


def _cell(value: str):
    value = value.strip()
    if not re.fullmatch(r"-?(0|[1-9]\d*)(\.\d+)?", value):
        return value or None
    return float(value) if "." in value else int(value)


def _sheets(doc: dict) -> list[tuple[str, list[list]]]:
    out = []
    for name, table in doc.get("sheets", []):
        rows = [[_cell(c) for c in line.split("|")] for line in table.strip("\n").split("\n")]
        out.append((name, rows))
    return out


def doc_text(doc: dict) -> str:
    """All the text written into a document, from the data (not parsed back from the file)."""
    parts = [doc.get("subject", ""), doc.get("from", "")]
    parts += [p[2:] if p.startswith("# ") else p for p in _lines(doc)]
    for name, rows in _sheets(doc):
        parts.append(name)
        parts += [" ".join("" if c is None else str(c) for c in row) for row in rows]
    return "\n".join(parts)


def _write_docx(path: pathlib.Path, doc: dict) -> None:
    import docx

    d = docx.Document()
    for p in _lines(doc):
        if p.startswith("# "):
            d.add_heading(p[2:], level=1)
        else:
            d.add_paragraph(p)
    props = d.core_properties
    props.author = props.last_modified_by = doc.get("author", "")
    props.created = props.modified = _when(doc).replace(tzinfo=None)
    props.revision = 1
    d.save(str(path))


def _write_xlsx(path: pathlib.Path, doc: dict) -> None:
    import openpyxl

    wb = openpyxl.Workbook()
    wb.remove(wb.active)
    for name, rows in _sheets(doc):
        ws = wb.create_sheet(name)
        for row in rows:
            ws.append(row)
    p = wb.properties
    p.creator = p.lastModifiedBy = doc.get("author", "")
    p.created = p.modified = _when(doc).replace(tzinfo=None)
    wb.save(str(path))


def _write_pdf(path: pathlib.Path, doc: dict) -> None:
    from fpdf import FPDF
    from pypdf import PdfReader

    pdf = FPDF()
    pdf.add_font("IPAGothic", "", FONT)
    pdf.set_font("IPAGothic", size=11)
    pdf.set_creation_date(_when(doc))
    pdf.add_page()
    lines = _lines(doc)
    for i, p in enumerate(lines):
        pdf.set_font_size(15 if i == 0 else 11)
        wrap = "WORD" if p.isascii() else "CHAR"
        pdf.multi_cell(0, 7, p, new_x="LMARGIN", new_y="NEXT", wrapmode=wrap)
        pdf.ln(2 if i else 4)
    pdf.output(str(path))
    # IPA Gothic lacks some Traditional characters: make sure every line reads back.
    got = re.sub(r"\s+", "", "".join(page.extract_text() for page in PdfReader(str(path)).pages))
    for p in lines:
        assert re.sub(r"\s+", "", p) in got, (doc["path"], p)


def _write_eml(path: pathlib.Path, doc: dict) -> None:
    msg = EmailMessage()
    msg["From"], msg["To"], msg["Subject"] = doc["from"], doc["to"], doc["subject"]
    msg["Date"] = format_datetime(_when(doc))
    msg["Message-ID"] = f"<{zlib.crc32(doc['path'].encode()):08x}@jia-tw.example>"
    msg.set_content("\n".join(_lines(doc)) + "\n")
    path.write_bytes(bytes(msg))


def _write_jpg(path: pathlib.Path, doc: dict) -> None:
    from PIL import Image, ImageDraw

    rng = random.Random(zlib.crc32(doc["path"].encode()))
    img = Image.new("RGB", (64, 48), doc["color"])
    draw = ImageDraw.Draw(img)
    for _ in range(5):
        x, y = rng.randint(0, 56), rng.randint(0, 40)
        shade = tuple(max(0, min(255, c + rng.randint(-70, 70))) for c in doc["color"])
        draw.rectangle((x, y, x + rng.randint(6, 30), y + rng.randint(4, 20)), fill=shade)
    stamp = _when(doc).strftime("%Y:%m:%d %H:%M:%S")
    exif = Image.Exif()
    if doc.get("exif", True):  # a picture saved from social media keeps no metadata
        exif[271], exif[272] = doc.get("camera", ("Apple", "iPhone 13"))
        exif[306] = exif.get_ifd(0x8769)[36867] = exif.get_ifd(0x8769)[36868] = stamp
    img.save(path, "JPEG", quality=85, exif=exif)


def _write_png(path: pathlib.Path, doc: dict) -> None:
    from PIL import Image, ImageDraw, ImageFont

    img = Image.new("RGB", (180, 320), doc.get("color", (245, 245, 245)))
    draw = ImageDraw.Draw(img)
    draw.rectangle((0, 0, 180, 14), fill=(40, 40, 40))
    font = ImageFont.truetype(FONT, 11)
    for i, line in enumerate(_lines(doc)):
        draw.text((8, 24 + 18 * i), line, fill=(20, 20, 20), font=font)
    img.save(path, "PNG")


def _write_text(path: pathlib.Path, doc: dict) -> None:
    enc = doc.get("enc", "utf-8")
    newline = "\r\n" if enc in ("big5", "cp950") else "\n"
    path.write_bytes((newline.join(_lines(doc)) + newline).encode(enc))


WRITERS = {
    "docx": _write_docx,
    "xlsx": _write_xlsx,
    "pdf": _write_pdf,
    "eml": _write_eml,
    "jpg": _write_jpg,
    "png": _write_png,
    "txt": _write_text,
    "md": _write_text,
}


def _fix_zip(path: pathlib.Path, when: datetime.datetime) -> None:
    """Rewrite a zip container with fixed entry times (and core dates) so builds are identical."""
    stamp = when.astimezone(datetime.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")
    with zipfile.ZipFile(path) as z:
        entries = [(i.filename, z.read(i.filename)) for i in z.infolist()]
    with zipfile.ZipFile(path, "w") as z:
        for name, data in entries:
            if name == "docProps/core.xml":
                data = re.sub(
                    rb"(<dcterms:(?:created|modified)[^>]*>)[^<]*", rb"\g<1>" + stamp.encode(), data
                )
            info = zipfile.ZipInfo(name, date_time=when.timetuple()[:6])
            info.compress_type = zipfile.ZIP_DEFLATED
            info.external_attr = 0o644 << 16
            z.writestr(info, data)


def _check_files(docs: list[dict]) -> None:
    from fontTools.ttLib import TTFont

    glyphs = TTFont(FONT).getBestCmap()
    for d in docs:
        kind = _kind(d)
        assert kind in WRITERS, d["path"]
        if kind == "pdf":
            missing = sorted({c for c in doc_text(d) if not c.isspace() and ord(c) not in glyphs})
            assert not missing, (d["path"], "".join(missing))
        if kind == "txt":
            "\n".join(_lines(d)).encode(d.get("enc", "utf-8"))
        assert (kind == "jpg") == ("color" in d and "text" not in d), d["path"]


def _check(docs: list[dict]) -> None:
    paths = [d["path"] for d in docs]
    assert len(paths) == len(set(paths)), "duplicate paths"
    library = {p: d for p, d in zip(paths, docs) if not p.startswith("inbox/")}
    library[GUIDE["path"]] = GUIDE
    inbox = {p for p in paths if p.startswith("inbox/")}
    assert inbox == set(qdata.INBOX), inbox ^ set(qdata.INBOX)
    folders = {p.rsplit("/", 1)[0] + "/" for p in library if "/" in p}
    for name, folder in qdata.INBOX.items():
        assert folder == "" or folder in folders, (name, folder)
        assert folder == "" or list(qdata.INBOX.values()).count(folder) <= 3, folder
    texts = {d["path"]: _norm(d["path"] + "\n" + doc_text(d)) for d in docs + [GUIDE]}
    for q in qdata.QUESTIONS + qdata.JUNK:
        for p in q.get("expect", []):
            assert p in library, (q["q"], p)
        for key in q.get("keys", []):
            doc = library[q["expect"][0]]
            assert _norm(key) in _norm(doc_text(doc)), (q["q"], key)
            assert _norm(key) not in _norm(doc["path"]), (q["q"], key)
        if q["kind"] in ("natural", "inside", "cross"):
            assert q.get("keys"), q["q"]
        if q["kind"] == "time":
            datetime.date.fromisoformat(q["asof"])
        if q["kind"] == "token":
            holders = {p for p, t in texts.items() if _norm(q["q"]) in t}
            assert holders == set(q["expect"]), (q["q"], holders)
            assert not q.get("only") or len(holders) == 1, q["q"]
    for path, text in texts.items():
        for word in qdata.ABSENT_WORDS:
            assert _norm(word) not in text, (path, word)
    _check_files(docs)


def build(root: pathlib.Path) -> dict[str, str]:
    """Write the library under root (must not exist or be empty); return
    {"inbox/<name>": "<folder>/" or ""} for the inbox files."""
    root = pathlib.Path(root)
    assert not root.exists() or not any(root.iterdir()), f"{root} is not empty"
    _check(DOCS)
    root.mkdir(parents=True, exist_ok=True)
    for doc in [GUIDE, *DOCS]:
        path = root / doc["path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        WRITERS[_kind(doc)](path, doc)
        if _kind(doc) in ZIPPED:
            _fix_zip(path, _when(doc))
        os.utime(path, (_when(doc).timestamp(),) * 2)
    return dict(qdata.INBOX)


if __name__ == "__main__":
    target = pathlib.Path(sys.argv[1])
    expected = build(target)
    lib = [d for d in DOCS if not d["path"].startswith("inbox/")]
    folders = {d["path"].rsplit("/", 1)[0] for d in lib}
    nowhere = sum(1 for v in expected.values() if not v)
    kinds = collections.Counter(f"{q['kind']}/{q['lang']}" for q in QUESTIONS)
    print(
        f"{NAME}: {len(lib)} library files in {len(folders)} folders, {len(expected)} inbox files "
        f"({len(expected) - nowhere} to file, {nowhere} nowhere), {len(QUESTIONS)} questions "
        f"{dict(sorted(kinds.items()))}, {len(JUNK)} junk -> {target}"
    )
