"""Synthetic libraries for the benchmarks: deterministic, cached, realistic enough.

``build(n, cache)`` writes a library of ``n`` files under ``cache/lib-<n>-v<VERSION>/``
(libraries above MEDIA_MAX files are text only, ``lib-<n>-text-v<VERSION>/``: rendering and
moving a million PDFs and JPEGs would measure the disk, not us):

    root/     guideline.md, inbox/ (a few notes), ~n/50 folders up to five deep holding
              text, markdown and csv notes of mixed sizes (lognormal, a few up to ~150 KB)
    media/    the library's PDFs and JPEGs, laid out under the same relative paths; the
              benchmark moves them into root/ after timing the cold text index, so PDFs
              and images get a rate of their own
    manifest.json   counts, the media paths and the vocabulary (queries are drawn from it)

Words come from a fixed syllable grammar with a Zipf distribution (plus a few hundred real
topical words), so the same seed always gives the same bytes. PDFs (fpdf2) and JPEGs
(Pillow) are rendered once from a handful of templates and copied under varied names:
rendering 10k PDFs would take longer than indexing them.
"""

from __future__ import annotations

import io
import itertools
import json
import os
import random
import shutil
import time
from dataclasses import dataclass
from pathlib import Path

__all__ = ["Library", "build", "media_out", "media_in", "vocabulary"]

VERSION = 1
SEED = 20240611
TEXT_SHARE, PDF_SHARE = 0.85, 0.075  # the rest are JPEGs
MEDIA_MAX = 100_000  # larger libraries are text only
FILES_PER_FOLDER = 50

TOPICS = (
    "invoice receipt passport visa insurance mortgage tax salary payslip contract lease bank "
    "statement pension dentist doctor vaccine prescription allergy recipe garden kitchen "
    "bicycle car repair warranty manual flight hotel itinerary train museum beach mountain "
    "hiking camping wedding birthday school homework teacher exam diploma resume interview "
    "project meeting roadmap budget forecast quarterly report presentation design prototype "
    "sprint backlog release invoice vendor customer support ticket laptop phone router "
    "electricity water heating internet subscription gym yoga marathon swimming piano guitar "
    "novel poetry journal diary letter postcard family grandmother uncle cousin neighbour "
    "apartment renovation paint furniture sofa carpet window plumber electrician notary "
    "lawyer court fine parking ticket license registration election census library book"
).split()
TOP_FOLDERS = (
    "life",
    "work",
    "finance",
    "travel",
    "health",
    "projects",
    "photos",
    "archive",
    "notes",
    "school",
    "home",
    "hobbies",
)
_ONSETS = "b c d f g h j k l m n p r s t v w z br cr dr fl gr kl pl pr sk st tr sh ch th".split()
_VOWELS = "a e i o u ai ea ee ia io oa ou".split()
_CODAS = ["", "", "", "n", "r", "s", "l", "m", "t", "nd", "rk", "st", "x"]


@dataclass(frozen=True)
class Library:
    n: int
    dir: Path
    root: Path
    media: Path
    media_rels: tuple[str, ...]
    text_files: int
    pdf_files: int
    image_files: int
    folders: int
    bytes: int
    vocab: tuple[str, ...]
    generate_s: float | None = None  # how long generating it took, when recorded


def vocabulary(size: int = 6000) -> list[str]:
    """Pseudo-words of two or three syllables, most frequent first, real topic words mixed in."""
    rng = random.Random(SEED)
    words: dict[str, None] = {}
    while len(words) < size:
        syl = rng.choice((2, 2, 3))
        w = "".join(
            rng.choice(_ONSETS) + rng.choice(_VOWELS) + rng.choice(_CODAS) for _ in range(syl)
        )
        if 4 <= len(w) <= 14:
            words.setdefault(w, None)
    vocab = list(words)
    for i, t in enumerate(dict.fromkeys(TOPICS)):
        vocab.insert(min(len(vocab), 15 + i * 13), t)
    return vocab


def _folders(rng: random.Random, count: int, vocab: list[str]) -> list[str]:
    folders = [f"{t}/" for t in TOP_FOLDERS]
    seen = set(folders)  # the list keeps the order the random draws depend on
    years = [str(y) for y in range(2009, 2026)]
    while len(folders) < count:
        parent = rng.choice(folders)
        depth = parent.count("/")
        if depth >= 5:
            continue
        kind = rng.random()
        if kind < 0.3:
            name = rng.choice(years)
        elif kind < 0.45:
            name = f"{rng.choice(years)}-{rng.randint(1, 12):02d}"
        elif kind < 0.8:
            name = rng.choice(TOPICS)
        else:
            name = f"{rng.choice(vocab[:2000])} {rng.choice(TOPICS)}"
        f = f"{parent}{name}/"
        if f not in seen:
            seen.add(f)
            folders.append(f)
    return folders


def _words(rng: random.Random, cum: list[float], vocab: list[str], k: int) -> list[str]:
    return rng.choices(vocab, cum_weights=cum, k=k)


def _text(rng: random.Random, ext: str, cum: list[float], vocab: list[str]) -> str:
    n_words = int(min(25_000, max(8, rng.lognormvariate(5.0, 1.1))))
    words = _words(rng, cum, vocab, n_words)
    if ext == ".csv":
        cols = rng.randint(3, 6)
        rows = ["date,item," + ",".join(f"col{i}" for i in range(cols - 2))]
        for i in range(0, len(words), cols - 1):
            chunk = words[i : i + cols - 2]
            rows.append(
                f"2023-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d},"
                + ",".join(chunk)
                + f",{rng.randint(1, 99999) / 100}"
            )
        return "\n".join(rows) + "\n"
    lines, i = [], 0
    if ext == ".md":
        lines.append(f"# {' '.join(words[:3]).title()}\n")
    while i < len(words):
        step = rng.randint(8, 40)
        sentence = " ".join(words[i : i + step])
        lines.append(sentence[:1].upper() + sentence[1:] + ".")
        i += step
        if ext == ".md" and rng.random() < 0.1:
            lines.append(f"\n## {' '.join(words[i : i + 2]).title()}\n")
    return "\n".join(lines) + "\n"


def _pdf_templates(vocab: list[str], count: int = 6) -> list[bytes]:
    from fpdf import FPDF

    rng = random.Random(SEED + 1)
    out = []
    for t in range(count):
        pdf = FPDF()
        pdf.set_font("Helvetica", size=11)
        for _page in range(1 + t % 3):
            pdf.add_page()
            body = " ".join(rng.choices(vocab[:3000], k=rng.randint(80, 300)))
            pdf.multi_cell(0, 6, f"{rng.choice(TOPICS).title()} {t}\n\n{body}")
        pdf.set_title(f"{rng.choice(TOPICS)} {rng.choice(TOPICS)}")
        out.append(bytes(pdf.output()))
    return out


def _jpeg_templates(count: int = 6) -> list[bytes]:
    from PIL import Image

    rng = random.Random(SEED + 2)
    out = []
    for t in range(count):
        w, h = rng.choice(((320, 240), (640, 480), (240, 320)))
        img = Image.effect_noise((w, h), 40 + t * 10).convert("RGB")
        exif = Image.Exif()
        exif[0x010F] = "BenchCam"  # Make
        exif[0x0110] = f"Model {t}"  # Model
        exif[0x0132] = f"2021:0{1 + t}:1{t} 10:2{t}:00"  # DateTime
        buf = io.BytesIO()
        img.save(buf, "JPEG", quality=70, exif=exif)
        out.append(buf.getvalue())
    return out


GUIDELINE = """# Where things go

- Money (invoices, receipts, statements, tax): finance/<year>/
- Official papers (passport, visa, insurance, contracts): life/
- Trips (itineraries, tickets, hotel bookings): travel/<year>-<month> <place>/
- Health (doctor, dentist, prescriptions): health/
- Work documents: work/<project>/
- Photos: photos/<year>/
- Anything else: notes/
"""


def build(n: int, cache: Path, log: object = print) -> Library:
    """The library of ``n`` files, generated once into ``cache`` and reused afterwards.
    The manifest records how long generating it took (``generate_s``)."""
    d = cache / (f"lib-{n}-v{VERSION}" if n <= MEDIA_MAX else f"lib-{n}-text-v{VERSION}")
    manifest = d / "manifest.json"
    if not manifest.exists():
        if d.exists():
            shutil.rmtree(d)  # a half-built library from an interrupted run
        log(f"generating a synthetic library of {n:,} files in {d} (once; cached)")  # type: ignore[operator]
        t0 = time.monotonic()
        _generate(n, d, with_media=n <= MEDIA_MAX)
        m = json.loads(manifest.read_text())
        m["generate_s"] = round(time.monotonic() - t0, 1)
        manifest.write_text(json.dumps(m))
    m = json.loads(manifest.read_text())
    return Library(
        n=n,
        dir=d,
        root=d / "root",
        media=d / "media",
        media_rels=tuple(m["media"]),
        text_files=m["text"],
        pdf_files=m["pdf"],
        image_files=m["image"],
        folders=m["folders"],
        bytes=m["bytes"],
        vocab=tuple(vocabulary()),
        generate_s=m.get("generate_s"),
    )


def _generate(n: int, d: Path, *, with_media: bool = True) -> None:
    rng = random.Random(SEED + n)
    vocab = vocabulary()
    cum = list(itertools.accumulate(1.0 / (r + 8) ** 1.05 for r in range(len(vocab))))
    root, media = d / "root", d / "media"
    root.mkdir(parents=True)
    media.mkdir()
    (root / "guideline.md").write_text(GUIDELINE)
    (root / "inbox").mkdir()
    folders = _folders(rng, max(len(TOP_FOLDERS), n // FILES_PER_FOLDER), vocab)
    for f in folders:
        (root / f).mkdir(parents=True, exist_ok=True)
    photo_folders = [f for f in folders if f.startswith("photos/")] or folders
    # A few folders hold many files, most hold a handful.
    weights = [rng.paretovariate(1.2) for _ in folders]
    # What choices(weights=...) computes on every call, once: the same draws, O(log n) each.
    cum_folders = list(itertools.accumulate(weights))
    pdfs, jpegs = _pdf_templates(vocab), _jpeg_templates()
    counts = {"text": 0, "pdf": 0, "image": 0}
    media_rels: list[str] = []
    total_bytes = 0
    used: set[str] = set()
    for i in range(n):
        r = rng.random()
        kind = (
            "text"
            if r < TEXT_SHARE or not with_media
            else "pdf"
            if r < TEXT_SHARE + PDF_SHARE
            else "image"
        )
        if i < 10:  # the inbox waits for the organizer
            folder, kind = "inbox/", "text"
        elif kind == "image" and rng.random() < 0.7:
            folder = rng.choice(photo_folders)
        else:
            folder = rng.choices(folders, cum_weights=cum_folders)[0]
        stem = f"{rng.choice(TOPICS)} {rng.choice(vocab[:1500])}"
        if rng.random() < 0.4:
            stem = f"{2009 + rng.randrange(17)}-{rng.randint(1, 12):02d} {stem}"
        if kind == "text":
            ext = rng.choices((".txt", ".md", ".csv"), weights=(5, 4, 1))[0]
            data = _text(rng, ext, cum, vocab).encode()
        elif kind == "pdf":
            ext, data = ".pdf", rng.choice(pdfs)
        else:
            ext, data = ".jpg", rng.choice(jpegs)
        rel = f"{folder}{stem}{ext}"
        if rel in used:
            rel = f"{folder}{stem} {i}{ext}"
        used.add(rel)
        base = root if kind == "text" else media
        p = base / rel
        if kind != "text":
            p.parent.mkdir(parents=True, exist_ok=True)
            media_rels.append(rel)
        p.write_bytes(data)
        counts[kind] += 1
        total_bytes += len(data)
    (d / "manifest.json").write_text(
        json.dumps(
            {
                "n": n,
                "folders": len(folders),
                "bytes": total_bytes,
                "media": media_rels,
                **counts,
            }
        )
    )


def media_out(lib: Library) -> None:
    """Move the PDFs and JPEGs out of the root (back to ``media/``), e.g. after a crash."""
    for rel in lib.media_rels:
        src = lib.root / rel
        if src.exists():
            dst = lib.media / rel
            dst.parent.mkdir(parents=True, exist_ok=True)
            os.replace(src, dst)


def media_in(lib: Library) -> None:
    """Move the PDFs and JPEGs into the root (renames keep their bytes and mtimes)."""
    for rel in lib.media_rels:
        src = lib.media / rel
        if src.exists():
            os.replace(src, lib.root / rel)
