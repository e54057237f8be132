"""OCR in the person's scripts: Tesseract (the engine paperless-ngx uses) with the models
Debian packages — script models such as ``tesseract-ocr-script-latn`` (every Latin-script
language, diacritics included: ł, ż, ã, ß), ``-cyrl``, ``-grek``, ``-hans``, ``-jpan``,
``-hang``, or language models (``tesseract-ocr-pol``). Run as the ``tesseract`` program
(stdin in, TSV out: words with their confidence, kept with the spaces between them), one
thread, each run bounded by the OCR deadline. Nothing is downloaded: the models are what
the system has.

Which models read an image:
1. ``MYLIFEDB_OCR_LANGUAGES`` when set ('Latin+Cyrillic', 'pol+ukr'): those, as installed;
2. else the script Tesseract's own detector (OSD) sees in the image, and Latin, keeping the
   reading with the most characters read confidently (OSD takes a few Latin words for
   Cyrillic; a wrong model reads few characters, or reads them unsure);
3. else (OSD sees nothing) each installed script model in turn, at most MAX_TRIES, by the
   same measure — the lightest first: where it finds no word at all, the picture has no
   text (the layout is found before a model reads it), and no other model is run.
"""

from __future__ import annotations

import contextlib
import io
import os
import re
import shutil
import subprocess
import time
from functools import cache
from typing import Any

__all__ = ["Tesseract", "installed", "models", "version", "script_names"]

MAX_TRIES = 8  # models tried when OSD sees no script (each run ends at the deadline)
MIN_CONF = 30.0  # a word Tesseract is less sure of than this is dropped
# What OSD calls a script -> the model that reads it.
# What OSD calls a script -> the models that may read it (Han is Chinese or Japanese).
_OSD_MODELS = {"Latin": ("Latin",), "Cyrillic": ("Cyrillic",), "Greek": ("Greek",),
               "Han": ("HanS", "Japanese", "HanT"), "Japanese": ("Japanese",),
               "Katakana": ("Japanese",), "Hiragana": ("Japanese",), "Korean": ("Hangul",),
               "Hangul": ("Hangul",), "Arabic": ("Arabic",), "Hebrew": ("Hebrew",),
               "Devanagari": ("Devanagari",), "Thai": ("Thai",), "Georgian": ("Georgian",),
               "Armenian": ("Armenian",)}  # fmt: skip
# Tesseract puts a space between CJK words; the text has none (search pairs characters).
_CJK = "\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff66-\uff9f"
_CJK_GAP = re.compile(f"(?<=[{_CJK}]) (?=[{_CJK}])")
_NOT_MODELS = frozenset({"osd", "equ"})


@cache
def _binary() -> str | None:
    return shutil.which("tesseract")


def _run(args: list[str], png: bytes, timeout: float) -> str:
    exe = _binary()
    if exe is None:
        raise RuntimeError("tesseract is not installed")
    env = {**os.environ, "OMP_THREAD_LIMIT": "1"}
    done = subprocess.run(
        [exe, "stdin", "stdout", *args],
        input=png,
        capture_output=True,
        timeout=max(0.5, timeout),
        env=env,
        check=False,
    )
    if done.returncode != 0:
        raise RuntimeError(done.stderr.decode("utf-8", "replace").strip()[-200:] or "failed")
    return done.stdout.decode("utf-8", "replace")


@cache
def _listing() -> tuple[str, tuple[str, ...]]:
    """Where Tesseract keeps its models, and their names."""
    exe = _binary()
    if exe is None:
        return "", ()
    try:
        out = subprocess.run([exe, "--list-langs"], capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return "", ()
    head, *lines = out.stdout.decode("utf-8", "replace").splitlines() or [""]
    where = re.search(r'"([^"]+)"', head)
    return (where.group(1) if where else ""), tuple(ln.strip() for ln in lines if ln.strip())


def _all_models() -> tuple[str, ...]:
    return _listing()[1]


@cache
def _lightest(names: tuple[str, ...]) -> str | None:
    """Of ``names``, the model that loads fastest (the smallest file): Latin's 89 MB take
    0.36 s to load, a script of its own ~0.1 s. None where the files cannot be seen."""
    where = _listing()[0]
    sizes = {}
    for m in names:
        with contextlib.suppress(OSError):
            sizes[m] = os.stat(os.path.join(where, f"{_arg([m])}.traineddata")).st_size
    return min(sizes, key=sizes.__getitem__) if len(sizes) == len(names) and sizes else None


def _arg(models: list[str]) -> str:
    """The ``-l`` argument: Debian installs script models at the top of tessdata ('Latin'),
    Homebrew and the upstream tessdata under script/ ('script/Latin')."""
    raw = set(_all_models())
    return "+".join(m if m in raw else f"script/{m}" for m in models)


def models() -> tuple[str, ...]:
    """The models Tesseract has here ('Latin', 'Cyrillic', 'eng', 'pol'...)."""
    names = (m.removeprefix("script/") for m in _all_models())
    return tuple(dict.fromkeys(m for m in names if m not in _NOT_MODELS))


@cache
def version() -> str | None:
    exe = _binary()
    if exe is None:
        return None
    try:
        out = subprocess.run([exe, "--version"], capture_output=True, timeout=10, check=False)
    except (OSError, subprocess.SubprocessError):
        return None
    first = (out.stdout or out.stderr).decode("utf-8", "replace").split("\n", 1)[0]
    return first.replace("tesseract", "").strip() or None


def installed() -> bool:
    return bool(models())


def script_names() -> list[str]:
    """The scripts read here, for people: 'Latin', 'Cyrillic', 'Chinese (simplified)'..."""
    nice = {"HanS": "Chinese (simplified)", "HanT": "Chinese (traditional)", "Hangul": "Korean"}
    scripts = sorted((m for m in models() if m[:1].isupper()), key=lambda m: m != "Latin")
    return [nice.get(m, m) for m in scripts] or list(models())


def _wanted() -> list[str] | None:
    raw = os.environ.get("MYLIFEDB_OCR_LANGUAGES", "").strip()
    if not raw:
        return None
    have = set(models())
    chosen = [m.strip().removeprefix("script/") for m in raw.replace(",", "+").split("+")]
    return [m for m in chosen if m in have] or None


def _lines(tsv: str) -> tuple[list[str], float, int]:
    """Lines of words from Tesseract's TSV, how many characters it read confidently (each
    word's length times its confidence): the measure readings are compared by — a wrong
    script's model reads few characters, or reads them unsure — and how many word boxes its
    layout found and read at all, sure or not."""
    lines: dict[tuple[str, str, str], list[str]] = {}
    confs: list[float] = []
    boxes = 0
    for row in tsv.splitlines()[1:]:
        cells = row.split("\t")
        if len(cells) < 12 or cells[0] != "5":
            continue
        word, conf = cells[11].strip(), float(cells[10] or -1)
        boxes += bool(word)  # a picture without text: one empty "word" at most
        if word and conf >= MIN_CONF:
            lines.setdefault((cells[2], cells[3], cells[4]), []).append(word)
            confs.append(conf * len(word) / 100)
    text = [_CJK_GAP.sub("", " ".join(words)) for words in lines.values()]
    return text, sum(confs), boxes


class Tesseract:
    name = "tesseract"

    def _osd(self, png: bytes, timeout: float) -> list[str]:
        """The installed models for the script OSD sees; [] when it sees none."""
        if "osd" not in _all_models():
            return []
        try:
            out = _run(["--psm", "0"], png, timeout)
        except (RuntimeError, subprocess.SubprocessError):
            return []  # too few characters to tell
        script, conf = "", 0.0
        for line in out.splitlines():
            key, _, value = line.partition(":")
            if key.strip() == "Script":
                script = value.strip()
            elif key.strip() == "Script confidence":
                conf = float(value.strip() or 0)
        return [m for m in _OSD_MODELS.get(script, ()) if m in models()] if conf > 0 else []

    def read(self, img: Any, deadline: float) -> tuple[list[str], list[str]]:
        """Lines read from a PIL image, and the models that read them."""
        buf = io.BytesIO()
        img.convert("L").save(buf, "PNG")
        png = buf.getvalue()
        left = lambda: deadline - time.monotonic()  # noqa: E731
        chosen = _wanted()
        if chosen is not None:
            return _lines(_run(["-l", _arg(chosen), "tsv"], png, left()))[0], chosen
        seen = [m.lstrip("?") for m in self._osd(png, left())]
        scripts = [m for m in models() if m[:1].isupper()] or list(models())
        latin = [m for m in scripts if m == "Latin"]
        # What OSD sees, checked against Latin (it takes a few Latin words for Cyrillic);
        # when it sees nothing, every script model in turn: the lightest (a probe: a photo
        # without text costs two short runs, not one per model), then Latin, then the rest.
        rest = [] if seen else sorted(scripts, key=lambda m: m != "Latin")
        probe = [] if seen else [m for m in [_lightest(tuple(rest))] if m]
        tries = list(dict.fromkeys([*seen, *probe, *latin, *rest]))
        best: tuple[float, list[str], str] = (-1.0, [], "")
        for model in tries[:MAX_TRIES]:
            if left() <= 0:
                break
            text, conf, boxes = _lines(_run(["-l", _arg([model]), "tsv"], png, left()))
            if text and conf > best[0]:
                best = (conf, text, model)
            if not boxes and not seen:  # no text on the page (a photo of a beach)
                break
        return best[1], [best[2]] if best[2] else []
