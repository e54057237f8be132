"""kurashi-ja: the Sato family's files in Setagaya, Tokyo (Japanese, legacy encodings).

Run: python -m eval_libraries.kurashi-ja /tmp/kurashi-ja-out
"""

from __future__ import annotations

import base64
import datetime as _dt
import os
import pathlib
import random
import sys
import zlib

from fpdf import FPDF
from fpdf.enums import WrapMode
from PIL import Image, ImageDraw, ImageFilter, ImageFont

from . import kurashi_ja_data as data  # noqa: E402

NAME = "kurashi-ja"
PERSONA = (
    "佐藤健太 (会社員・エンジニア) と美咲 (パート薬剤師), 息子の悠真 (6歳): 東京都世田谷区桜新町の"
    "家族のファイル。日本語、銀行CSVはShift_JIS、古いメモはEUC-JP、メールはISO-2022-JP"
)
LANGUAGES = ["ja"]
SPLIT = "test"
NEW_FOLDERS: set[str] = set(data.NEW_FOLDERS)
QUESTIONS: list[dict] = data.QUESTIONS

FONT_JA = "/usr/share/fonts/opentype/ipafont-gothic/ipag.ttf"
FONT_LATIN = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
JST = _dt.timezone(_dt.timedelta(hours=9))
DIR_MTIME = _dt.datetime(2025, 6, 1, 9, 0, 0, tzinfo=JST).timestamp()

ENCODINGS = {"utf-8": "utf-8", "cp932": "cp932", "euc_jp": "euc_jp", "iso2022_jp": "iso2022_jp"}


# ----------------------------------------------------------------------------- helpers
def _check_fonts() -> None:
    for f in (FONT_JA, FONT_LATIN):
        if not os.path.exists(f):
            raise FileNotFoundError(
                f"font file missing: {f} (kurashi-ja needs the IPA Gothic and DejaVu fonts; "
                "install fonts-ipafont-gothic and fonts-dejavu-core)"
            )


def _when(s: str) -> _dt.datetime:
    """'2025-03-31', '2025-03-31 14:05' or EXIF '2025:03:31 14:05:10' -> aware datetime (JST)."""
    s = s.strip()
    if len(s) >= 10 and s[4] == ":" and s[7] == ":":
        s = s[:4] + "-" + s[5:7] + "-" + s[8:]
    fmt = {10: "%Y-%m-%d", 16: "%Y-%m-%d %H:%M", 19: "%Y-%m-%d %H:%M:%S"}[len(s)]
    return _dt.datetime.strptime(s, fmt).replace(tzinfo=JST)


def _seed(key: str) -> int:
    return zlib.crc32(key.encode("utf-8"))


_FONT_CACHE: dict[tuple[str, int], ImageFont.FreeTypeFont] = {}


def _font(size: int, path: str = FONT_JA) -> ImageFont.FreeTypeFont:
    key = (path, size)
    if key not in _FONT_CACHE:
        _FONT_CACHE[key] = ImageFont.truetype(path, size)
    return _FONT_CACHE[key]


def _wrap(draw: ImageDraw.ImageDraw, text: str, font, width: int) -> list[str]:
    """Character wrap (Japanese has no spaces)."""
    out: list[str] = []
    cur = ""
    for ch in text:
        if draw.textlength(cur + ch, font=font) > width and cur:
            out.append(cur)
            cur = ch
        else:
            cur += ch
    out.append(cur)
    return out


def _encode(text: str, enc: str) -> bytes:
    codec = ENCODINGS[enc]
    try:
        return text.encode(codec)
    except UnicodeEncodeError as e:
        raise AssertionError(f"text not encodable as {codec}: {e}") from e


def _exif(dt: str | None, cam: str | None) -> bytes:
    ex = Image.Exif()
    if cam:
        make, model, soft = data.CAMERAS[cam]
        ex[0x010F] = make
        ex[0x0110] = model
        ex[0x0131] = soft
    if dt:
        ex[0x0132] = dt
        sub = ex.get_ifd(0x8769)
        sub[0x9003] = dt
        sub[0x9004] = dt
        sub[0x9011] = "+09:00"
    return ex.tobytes()


# ----------------------------------------------------------------------------- page images
def _page_image(body: str, seed: int, size=(1000, 1414), fs: int = 23) -> Image.Image:
    """Render a paper document (first line = title) into a grey-scale page."""
    rng = random.Random(seed)
    w, h = size
    img = Image.new("L", (w, h), 248)
    d = ImageDraw.Draw(img)
    margin = int(w * 0.08)
    y = int(h * 0.06)
    lines = body.split("\n")
    title, rest = lines[0], lines[1:]
    tf = _font(int(fs * 1.45))
    for ln in _wrap(d, title, tf, w - 2 * margin):
        tw = d.textlength(ln, font=tf)
        d.text(((w - tw) / 2, y), ln, font=tf, fill=25)
        y += int(fs * 2.0)
    y += int(fs * 0.6)
    f = _font(fs)
    for line in rest:
        if line.startswith(">>"):  # right aligned
            t = line[2:].strip()
            tw = d.textlength(t, font=f)
            d.text((w - margin - tw, y), t, font=f, fill=30)
            y += int(fs * 1.55)
            continue
        if line.startswith("=="):  # boxed emphasis line
            t = line[2:].strip()
            tw = d.textlength(t, font=f)
            d.rectangle([margin - 6, y - 6, margin + tw + 12, y + fs + 8], outline=60, width=2)
            d.text((margin + 3, y), t, font=f, fill=20)
            y += int(fs * 1.9)
            continue
        for ln in _wrap(d, line, f, w - 2 * margin) if line else [""]:
            d.text((margin, y), ln, font=f, fill=30 + rng.randint(0, 15))
            y += int(fs * 1.55)
        if y > h - margin:
            break
    # paper specks and a faint fold line
    for _ in range(260):
        x0, y0 = rng.randrange(w), rng.randrange(h)
        r = rng.choice((1, 1, 1, 2))
        d.ellipse([x0, y0, x0 + r, y0 + r], fill=rng.randint(150, 215))
    fy = rng.randint(int(h * 0.3), int(h * 0.7))
    d.line([0, fy, w, fy + rng.randint(-4, 4)], fill=232, width=2)
    img = img.rotate(rng.uniform(-1.3, 1.3), resample=Image.BICUBIC, fillcolor=236)
    return img.filter(ImageFilter.GaussianBlur(0.55))


def _write_scan_pdf(path: pathlib.Path, spec: dict) -> None:
    img = _page_image(spec["b"], _seed(str(spec["p"])), size=(900, 1273), fs=21)
    pdf = FPDF(format="A4")
    pdf.set_creation_date(_when(spec["d"]))
    pdf.set_producer("ScanSnap Manager #S1300i")
    pdf.set_creator("ScanSnap Manager #S1300i")
    pdf.add_page()
    pdf.image(img, x=0, y=0, w=210, h=297)
    pdf.output(str(path))


def _write_scan_jpg(path: pathlib.Path, spec: dict) -> None:
    """A phone photo of a paper page lying on a table."""
    seed = _seed(str(spec["p"]))
    rng = random.Random(seed)
    page = _page_image(spec["b"], seed, size=tuple(spec.get("size", (900, 1273))), fs=21)
    W, H = 1200, 1600
    if page.width > page.height:
        W, H = 1600, 1200
    bg = Image.new("RGB", (W, H), data.TABLE_COLORS[rng.randrange(len(data.TABLE_COLORS))])
    d = ImageDraw.Draw(bg)
    for i in range(0, H, 7):  # wood grain / table texture
        c = bg.getpixel((0, 0))
        k = rng.randint(-9, 9)
        d.line([0, i, W, i + rng.randint(-3, 3)], fill=tuple(max(0, min(255, v + k)) for v in c))
    scale = min((W - 140) / page.width, (H - 140) / page.height)
    pg = page.convert("RGB").resize((int(page.width * scale), int(page.height * scale)))
    # warm light on the paper
    tint = Image.new("RGB", pg.size, (255, 246, 228))
    pg = Image.blend(pg, tint, 0.12)
    pg = pg.rotate(rng.uniform(-3.5, 3.5), expand=True, fillcolor=(0, 0, 0))
    mask = pg.convert("L").point(lambda v: 255 if v > 8 else 0)
    ox, oy = (W - pg.width) // 2 + rng.randint(-25, 25), (H - pg.height) // 2 + rng.randint(-25, 25)
    shadow = Image.new("RGB", pg.size, (40, 35, 30))
    bg.paste(shadow, (ox + 9, oy + 11), mask)
    bg.paste(pg, (ox, oy), mask)
    bg = bg.filter(ImageFilter.GaussianBlur(0.7))
    kw = {"quality": 82}
    if spec.get("dt") or spec.get("cam"):
        kw["exif"] = _exif(spec.get("dt"), spec.get("cam"))
    bg.save(path, "JPEG", **kw)


# ----------------------------------------------------------------------------- text pdf
def _write_pdf(path: pathlib.Path, spec: dict) -> None:
    pdf = FPDF(format="A4")
    pdf.set_creation_date(_when(spec["d"]))
    pdf.set_producer(spec.get("producer", "Microsoft: Print To PDF"))
    pdf.set_title(spec.get("t", ""))
    pdf.add_font("ipag", fname=FONT_JA)
    pdf.set_auto_page_break(True, 15)
    pdf.set_margins(18, 16, 18)
    pdf.add_page()
    head = spec.get("head")
    if head:
        pdf.set_font("ipag", size=8.5)
        pdf.set_text_color(90, 90, 90)
        pdf.multi_cell(0, 4.5, head, align="R", new_x="LMARGIN", new_y="NEXT")
        pdf.set_text_color(0, 0, 0)
        pdf.ln(2)
    pdf.set_font("ipag", size=15)
    pdf.multi_cell(
        0, 9, spec["t"], align="C", new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.CHAR
    )
    pdf.ln(4)
    pdf.set_font("ipag", size=10.5)
    for line in spec["b"].split("\n"):
        if line.startswith(">>"):
            pdf.multi_cell(0, 6, line[2:].strip(), align="R", new_x="LMARGIN", new_y="NEXT")
        elif line.startswith("=="):
            pdf.set_font("ipag", size=12)
            pdf.multi_cell(
                0,
                8,
                line[2:].strip(),
                border=1,
                new_x="LMARGIN",
                new_y="NEXT",
                wrapmode=WrapMode.CHAR,
            )
            pdf.set_font("ipag", size=10.5)
        elif line.startswith("##"):
            pdf.ln(1.5)
            pdf.set_font("ipag", size=12)
            pdf.multi_cell(
                0, 7, line[2:].strip(), new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.CHAR
            )
            pdf.set_font("ipag", size=10.5)
        else:
            pdf.multi_cell(0, 6, line or " ", new_x="LMARGIN", new_y="NEXT", wrapmode=WrapMode.CHAR)
    pdf.output(str(path))


# ----------------------------------------------------------------------------- screenshots
def _write_shot(path: pathlib.Path, spec: dict) -> None:
    style = data.APP_STYLES[spec["app"]]
    desktop = style.get("desktop", False)
    W, H = (1440, 900) if desktop else (720, 1480)
    img = Image.new("RGB", (W, H), style.get("bg", (255, 255, 255)))
    d = ImageDraw.Draw(img)
    f_small = _font(22 if not desktop else 16)
    if desktop:
        d.rectangle([0, 0, W, 38], fill=(232, 232, 232))
        for i, c in enumerate(((255, 95, 86), (255, 189, 46), (39, 201, 63))):
            d.ellipse([14 + i * 22, 12, 28 + i * 22, 26], fill=c)
        d.rounded_rectangle([300, 7, W - 300, 31], 8, fill=(255, 255, 255))
        d.text((316, 10), style.get("url", ""), font=f_small, fill=(80, 80, 80))
        top = 38
    else:
        d.rectangle([0, 0, W, 52], fill=style.get("status", (250, 250, 250)))
        d.text(
            (28, 13),
            spec.get("clock", "9:41"),
            font=_font(24),
            fill=style.get("status_fg", (0, 0, 0)),
        )
        d.rounded_rectangle(
            [W - 86, 17, W - 36, 37], 4, outline=style.get("status_fg", (0, 0, 0)), width=2
        )
        d.rectangle([W - 82, 21, W - 52, 33], fill=style.get("status_fg", (0, 0, 0)))
        top = 52
    hh = 96 if not desktop else 70
    d.rectangle([0, top, W, top + hh], fill=style["color"])
    tf = _font(34 if not desktop else 28)
    title = style["title"]
    tw = d.textlength(title, font=tf)
    d.text(
        ((W - tw) / 2, top + (hh - 34) / 2), title, font=tf, fill=style.get("fg", (255, 255, 255))
    )
    y = top + hh + 26
    x0 = 36 if not desktop else 260
    width = W - 2 * x0
    f = _font(26 if not desktop else 20)
    fb = _font(40 if not desktop else 30)
    for line in spec["b"].split("\n"):
        if line.startswith("##"):
            t = line[2:].strip()
            for ln in _wrap(d, t, fb, width):
                tw = d.textlength(ln, font=fb)
                d.text(((W - tw) / 2, y), ln, font=fb, fill=style.get("accent", (20, 20, 20)))
                y += 58 if not desktop else 44
            y += 6
        elif line.startswith("[") and line.endswith("]"):
            t = line[1:-1]
            d.rounded_rectangle([x0 + 30, y, W - x0 - 30, y + 62], 30, fill=style["color"])
            tw = d.textlength(t, font=f)
            d.text(((W - tw) / 2, y + 16), t, font=f, fill=style.get("fg", (255, 255, 255)))
            y += 86
        elif line.startswith("--"):
            d.line([x0, y + 10, W - x0, y + 10], fill=(220, 220, 220), width=2)
            y += 26
        elif "\t" in line:
            k, v = line.split("\t", 1)
            d.text((x0, y), k, font=f, fill=(110, 110, 110))
            tw = d.textlength(v, font=f)
            d.text((W - x0 - tw, y), v, font=f, fill=(20, 20, 20))
            y += 44 if not desktop else 34
        else:
            for ln in _wrap(d, line, f, width) if line else [""]:
                d.text((x0, y), ln, font=f, fill=(40, 40, 40))
                y += 40 if not desktop else 30
        if y > H - 60:
            break
    if not desktop:
        d.rounded_rectangle([W // 2 - 70, H - 22, W // 2 + 70, H - 14], 4, fill=(30, 30, 30))
    img.save(path, "PNG", optimize=False)


# ----------------------------------------------------------------------------- photos
def _write_photo(path: pathlib.Path, spec: dict) -> None:
    seed = _seed(str(spec["p"]) + spec["dt"])
    rng = random.Random(seed)
    pal = data.SCENES[spec.get("scene", "park")]
    portrait = spec.get("portrait", False)
    W, H = (768, 1024) if portrait else (1024, 768)
    img = Image.new("RGB", (W, H))
    d = ImageDraw.Draw(img)
    sky1, sky2, ground1, ground2 = pal
    horizon = int(H * rng.uniform(0.42, 0.62))
    for yy in range(H):
        if yy < horizon:
            t = yy / max(1, horizon)
            c = tuple(int(a + (b - a) * t) for a, b in zip(sky1, sky2))
        else:
            t = (yy - horizon) / max(1, H - horizon)
            c = tuple(int(a + (b - a) * t) for a, b in zip(ground1, ground2))
        d.line([0, yy, W, yy], fill=c)
    # hills / buildings / blobs
    for _ in range(rng.randint(3, 7)):
        cx, cy = rng.randrange(W), horizon + rng.randint(-120, 40)
        r = rng.randint(40, 200)
        col = tuple(max(0, min(255, v + rng.randint(-45, 45))) for v in ground1)
        if rng.random() < 0.5:
            d.ellipse([cx - r, cy - r // 2, cx + r, cy + r // 2], fill=col)
        else:
            d.rectangle([cx - r // 3, cy - r, cx + r // 3, horizon + 10], fill=col)
    for _ in range(rng.randint(1, 4)):  # people-ish figures
        cx = rng.randrange(80, W - 80)
        cy = horizon + rng.randint(20, max(30, H - horizon - 120))
        s = rng.randint(30, 70)
        col = (rng.randint(20, 240), rng.randint(20, 240), rng.randint(20, 240))
        d.ellipse([cx - s // 3, cy - s, cx + s // 3, cy - s // 3], fill=(230, 196, 170))
        d.rectangle([cx - s // 2, cy - s // 3, cx + s // 2, cy + s], fill=col)
    img = img.filter(ImageFilter.GaussianBlur(1.2))
    kw = {"quality": 86}
    if spec.get("noexif"):
        img.save(path, "JPEG", **kw)
    else:
        img.save(path, "JPEG", exif=_exif(spec["dt"], spec.get("cam", "iphone")), **kw)


# ----------------------------------------------------------------------------- mail / text
def _mime_word(text: str, charset: str = "ISO-2022-JP", chunk: int = 10) -> str:
    """Encode a header value as RFC 2047 B-encoded words, each a self-contained JIS run."""
    if all(ord(c) < 128 for c in text):
        return text
    words = []
    for i in range(0, len(text), chunk):
        part = text[i : i + chunk]
        b = base64.b64encode(_encode(part, "iso2022_jp")).decode("ascii")
        words.append(f"=?{charset}?B?{b}?=")
    return "\r\n ".join(words)


def _write_eml(path: pathlib.Path, spec: dict) -> None:
    when = _when(spec["d"])
    date = when.strftime("%a, %d %b %Y %H:%M:%S +0900")
    name_word = _mime_word(spec["fn"], chunk=len(spec["fn"]))  # display names: one encoded word
    assert len(name_word) <= 75, name_word
    frm = f"{name_word} <{spec['fa']}>"
    to = spec.get("to", "kenta.sato.0603@gmail.com")
    mid = (
        f"<{_seed(str(spec['p'])):08x}.{when.strftime('%Y%m%d%H%M%S')}@{spec['fa'].split('@')[1]}>"
    )
    head = [
        f"Return-Path: <{spec['fa']}>",
        f"Date: {date}",
        f"From: {frm}",
        f"To: {to}",
        f"Subject: {_mime_word(spec['s'])}",
        f"Message-ID: {mid}",
        "MIME-Version: 1.0",
        "Content-Type: text/plain; charset=ISO-2022-JP",
        "Content-Transfer-Encoding: 7bit",
    ]
    body = spec["b"].replace("\r\n", "\n").split("\n")
    raw = ("\r\n".join(head) + "\r\n\r\n").encode("ascii")
    raw += b"\r\n".join(_encode(line, "iso2022_jp") for line in body) + b"\r\n"
    path.write_bytes(raw)


def _write_text(path: pathlib.Path, spec: dict) -> None:
    text = spec["b"]
    enc = spec.get("enc", "utf-8")
    if spec.get("crlf"):
        text = text.replace("\n", "\r\n")
    path.write_bytes(_encode(text, enc))


WRITERS = {
    "pdf": _write_pdf,
    "scanpdf": _write_scan_pdf,
    "scanjpg": _write_scan_jpg,
    "shot": _write_shot,
    "photo": _write_photo,
    "eml": _write_eml,
    "text": _write_text,
    "csv": _write_text,
    "html": _write_text,
}


def _mtime(spec: dict) -> float:
    s = spec.get("dt") or spec["d"]
    return _when(s).timestamp()


def _write(root: pathlib.Path, spec: dict) -> pathlib.Path:
    path = root / spec["p"]
    path.parent.mkdir(parents=True, exist_ok=True)
    WRITERS[spec["k"]](path, spec)
    ts = _mtime(spec)
    os.utime(path, (ts, ts))
    return path


# ----------------------------------------------------------------------------- build
def build(root: pathlib.Path) -> dict[str, str]:
    """Write the library under root; return {"inbox/<file name>": "expected/folder/" or ""}."""
    _check_fonts()
    root = pathlib.Path(root)
    root.mkdir(parents=True, exist_ok=True)

    lib_paths = [s["p"] for s in data.LIBRARY]
    assert len(lib_paths) == len(set(lib_paths)), "duplicate library paths"
    inbox_names = [s["p"] for s in data.INBOX]
    assert len(inbox_names) == len(set(inbox_names)), "duplicate inbox names"
    for s in data.LIBRARY + data.INBOX:
        assert s["k"] in WRITERS, s["p"]

    for spec in data.LIBRARY:
        _write(root, spec)

    g = root / "guideline.md"
    g.write_text(data.GUIDELINE, encoding="utf-8")
    ts = _when("2025-04-06 22:40").timestamp()
    os.utime(g, (ts, ts))

    expected: dict[str, str] = {}
    for spec in data.INBOX:
        s2 = dict(spec)
        s2["p"] = "inbox/" + spec["p"]
        _write(root, s2)
        expected["inbox/" + spec["p"]] = spec["x"]

    # ---- consistency checks
    folders: dict[str, int] = {}
    for p in lib_paths:
        folder = p.rsplit("/", 1)[0] + "/"
        folders[folder] = folders.get(folder, 0) + 1
    for f, n in folders.items():
        assert 2 <= n <= 30, f"folder {f} has {n} files"
        assert 1 <= f.count("/") <= 3, f"folder depth {f}"
    assert 15 <= len(folders) <= 35, f"{len(folders)} folders"
    assert 150 <= len(lib_paths) <= 300, f"{len(lib_paths)} library files"
    assert 35 <= len(expected) <= 45, f"{len(expected)} inbox files"
    empties = [k for k, v in expected.items() if v == ""]
    assert 3 <= len(empties) <= 5, empties
    new_used = [k for k, v in expected.items() if v and v not in folders]
    for k in new_used:
        assert expected[k] in NEW_FOLDERS, f"{k} expects unknown folder {expected[k]}"
    assert len(new_used) <= 3, new_used
    for f in NEW_FOLDERS:
        assert f not in folders and f.endswith("/"), f
    for v in expected.values():
        assert v == "" or v.endswith("/"), v
    kinds: dict[str, int] = {}
    for q in QUESTIONS:
        assert q["kind"] in ("natural", "keyword", "cross"), q
        assert 1 <= len(q["expect"]) <= 3, q
        kinds[q["kind"]] = kinds.get(q["kind"], 0) + 1
        for p in q["expect"]:
            assert (root / p).is_file() and p in lib_paths, f"question path missing: {p}"
    assert len(QUESTIONS) >= 32 and kinds.get("cross", 0) >= 8, kinds
    # non-UTF-8 files really are not UTF-8
    for spec in data.LIBRARY + data.INBOX:
        if spec.get("enc", "utf-8") != "utf-8" or spec["k"] == "eml":
            p = root / ("inbox/" + spec["p"] if spec in data.INBOX else spec["p"])
            raw = p.read_bytes()
            if spec["k"] != "eml":
                try:
                    raw.decode("utf-8")
                    raise AssertionError(f"{p} decodes as UTF-8")
                except UnicodeDecodeError:
                    pass

    # directories: one fixed mtime
    for dirpath, _dirs, _files in os.walk(root):
        os.utime(dirpath, (DIR_MTIME, DIR_MTIME))
    return expected


def _non_utf8() -> list[tuple[str, str]]:
    out = []
    for spec in data.LIBRARY:
        if spec["k"] == "eml":
            out.append((spec["p"], "ISO-2022-JP"))
        elif spec.get("enc", "utf-8") != "utf-8":
            out.append((spec["p"], spec["enc"]))
    for spec in data.INBOX:
        if spec["k"] == "eml":
            out.append(("inbox/" + spec["p"], "ISO-2022-JP"))
        elif spec.get("enc", "utf-8") != "utf-8":
            out.append(("inbox/" + spec["p"], spec["enc"]))
    return out


def main(argv: list[str]) -> int:
    if len(argv) != 2:
        print(f"usage: python -m eval_libraries.{NAME} OUTDIR", file=sys.stderr)
        return 2
    root = pathlib.Path(argv[1])
    expected = build(root)
    folders = sorted({s["p"].rsplit("/", 1)[0] + "/" for s in data.LIBRARY})
    kinds: dict[str, int] = {}
    for s in data.LIBRARY + data.INBOX:
        kinds[s["k"]] = kinds.get(s["k"], 0) + 1
    qk: dict[str, int] = {}
    for q in QUESTIONS:
        qk[q["kind"]] = qk.get(q["kind"], 0) + 1
    print(f"{NAME}: {PERSONA}")
    print(f"root: {root}")
    print(f"library files: {len(data.LIBRARY)} in {len(folders)} folders")
    for f in folders:
        n = sum(1 for s in data.LIBRARY if s["p"].startswith(f) and "/" not in s["p"][len(f) :])
        print(f"  {n:3d}  {f}")
    print(
        f"inbox files: {len(expected)} "
        f"(no folder: {sum(1 for v in expected.values() if v == '')}, "
        f"new folders: {sum(1 for v in expected.values() if v in NEW_FOLDERS)})"
    )
    print(f"new folders: {sorted(NEW_FOLDERS)}")
    print("file kinds: " + ", ".join(f"{k}={v}" for k, v in sorted(kinds.items())))
    nu = _non_utf8()
    enc_count: dict[str, int] = {}
    for _p, e in nu:
        enc_count[e] = enc_count.get(e, 0) + 1
    print(
        f"non-UTF-8 files: {len(nu)} ("
        + ", ".join(f"{k}={v}" for k, v in sorted(enc_count.items()))
        + ")"
    )
    for path, e in nu:
        print(f"  {e:12s} {path}")
    print(
        f"questions: {len(QUESTIONS)} ("
        + ", ".join(f"{k}={v}" for k, v in sorted(qk.items()))
        + ")"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
