"""What a file's name is worth. A device's name (``generic_name``: ``IMG_4712``, ``scan_0034``,
``download (3)``, ``Screenshot 2025-05-24 at 11.02.37``): none of its words is in the file's
text, and it carries a counter or a time of day, or its words name files in many of the
library's folders; such a name is no evidence of a folder (``decide.py``), and a file whose
name says nothing (``says_nothing``) may get a new one (``renaming.py``).
"""

from __future__ import annotations

import re
from collections.abc import Callable

from appclient.search.words import MARKS, split_camel

from .dates import fold, month_names, name_dates
from .features import Doc
from .files import Files
from .name_habits import LETTER_WORD, Habit, find_date, stem_of

__all__ = [
    "generic_name",
    "neutral_name",
    "says_nothing",
    "name_words_of",
    "in_text",
    "WORD",
    "READ",
]

MIN_TEXT_WORDS = 8  # a text shorter than this says too little to name a file by
SPREAD = 3  # a word in the names of files in this many folders names no one file's subject
READ = 1500  # characters of text a name is read against and taken from
WORD = re.compile(rf"(?:\w|[{re.escape(MARKS)}])+(?:['’](?:\w|[{re.escape(MARKS)}])+)*")
_COPY = re.compile(r"\(\d{1,3}\)\s*$")
_CLOCK = re.compile(r"(?<!\d)\d\d[.:]\d\d[.:]\d\d(?!\d)|(?<=[_-])[0-2]\d[0-5]\d[0-5]\d(?!\d)")
_GLUED = re.compile(r"([^\W\d_]{3,})\d{1,2}$")
_CODE = re.compile(r"(?<![^\W_])[^\W\d_]{1,2}\d{1,3}(?![^\W_])")

# --------------------------------------------------------------------------- when to rename


def name_words_of(name: str) -> list[str]:
    stem = stem_of(name)
    months = month_names()
    found = {fold(w) for w in LETTER_WORD.findall(split_camel(stem))}
    found |= {fold(w) for w in LETTER_WORD.findall(stem)}
    return sorted(w for w in found if w not in months)


def _counted(stem: str) -> bool:
    """Whether a name carries what a device or a program numbers its files with: a copy's
    '(2)', a counter ('_0034', '-WA0007', 'Doc1'), a time of day ('18.02.44', '_093112');
    a date alone is no counter ('notes 2025-01-15')."""
    if _COPY.search(stem) or _CLOCK.search(stem):
        return True
    dated = find_date(stem)
    bare = stem if dated is None else stem[: dated[2]] + " " + stem[dated[3] :]
    if any(len(run) >= 3 for run in re.findall(r"\d+", bare)):
        return True
    glued = _GLUED.search(bare)
    return glued is not None and fold(glued.group(1)) not in month_names()


def in_text(word: str, present: set[str], text: str) -> bool:
    """A name's word in the text: as a word, or inside one ('Auszug' in 'Kontoauszug')."""
    return word in present or (len(word) >= 4 and word in text)


def generic_name(doc: Doc, files: Files) -> bool:
    """Whether ``doc`` is called what a phone, a scanner or a program calls files
    ('IMG_4712.JPG', 'Screenshot 2025-05-24 at 11.02.37.png', 'scan_0034.pdf', 'Doc1.pdf',
    'download (3).pdf'): none of its words is in its text, and it carries a counter or a
    time, or its words name files in many of the library's folders."""
    return _device(doc, lambda words: spread_of(files, words))


def _device(doc: Doc, spread: Callable[[list[str]], dict[str, int]]) -> bool:
    stem = stem_of(doc.name)
    if _CODE.search(stem):
        return False  # a form's own name: 'W2_2024', 'P60', 'F24'
    words = name_words_of(doc.name)
    if len(words) >= 3:
        return False  # a person wrote it
    text = fold(doc.text[: READ * 2])
    present = set(WORD.findall(text))
    if any(in_text(w, present, text) for w in words):
        return False
    if not words or _counted(stem):
        return True
    spread_now = spread(words)  # the library's names, read only when it comes to them
    return all(spread_now.get(w, 0) >= SPREAD for w in words)


def neutral_name(name: str) -> str:
    """The name without what it says: only its dates (evidence of when, not of where) and
    its extension ('Screenshot 2025-05-24 at 11.02.37.png' -> '2025-05-24.png')."""
    ext = name[len(stem_of(name)) :]
    return " ".join(d.day.isoformat() for d in name_dates(name)) + ext


def says_nothing(
    doc: Doc,
    habit: Habit | Callable[[], Habit],
    spread: Callable[[list[str]], dict[str, int]] | None = None,
) -> bool:
    """Whether ``doc``'s name says nothing about it, for a new one (``renaming.py``): a
    device's name on a file with text enough to name it by, or a bare kind ('referto',
    'document') where every name in the folder (``habit``) carries a date. ``spread``: per
    word, how many folders have files whose names carry it. Either may be given as a function,
    called only if it comes to it (a folder of 2,000 files is 40 ms of names to read)."""
    text = fold(doc.text[: READ * 2])
    if sum(1 for w in WORD.findall(text) if any(c.isalpha() for c in w)) < MIN_TEXT_WORDS:
        return False
    stem = stem_of(doc.name)
    bare = len(name_words_of(doc.name)) <= 1 and not _CODE.search(stem)
    if bare and find_date(stem) is None:
        dated = (habit() if callable(habit) else habit).date_format is not None
        if dated:
            return True
    return _device(doc, spread or (lambda words: {}))


def spread_of(files: Files, words: list[str]) -> dict[str, int]:
    """Per word of ``words`` (a name's, folded): how many folders have files whose names carry
    it as a word. One pass over the library's names for just these words (20,000 names: ~15
    ms; reading every name's words would be 0.27 s)."""
    if not words:
        return {}
    rx = re.compile(rf"(?<![^\W\d_])(?:{'|'.join(map(re.escape, words))})(?![^\W\d_])")
    seen: dict[str, set[str]] = {w: set() for w in words}
    for folder, name in zip(files.folder, files.name, strict=True):
        for m in rx.finditer(fold(name)):
            seen[m.group(0)].add(folder)
    return {w: len(f) for w, f in seen.items()}
