"""A new name for a file whose own says nothing (``scan_0012.pdf``, ``Doc1.pdf``,
``IMG-20250314-WA0007.jpg``, ``referto.pdf``), written the way the folder it goes to names
its files.

When (``device_names.says_nothing``): a device's name on a file with text enough to name it
by, or a single word where every name in the folder carries a date the name lacks
(``referto.pdf`` for a folder of ``2025-04-22 esami sangue.pdf``). A name of three words or
more, a form's own code (``W2_2024``, ``P60``) and a name without a counter whose words are
not in the text (``dermatology_visit.md``, ``meeting notes 2025-01-15.md``) are a person's and
are kept; so is the name of a file without text, since nothing in it says what to call it.

How: in the folder's habit (``name_habits.py``: its files', else its sibling folders'), with
the file's own date — when the photo was taken, a date in its name, else the first date in
its text within a year of its latest (a birth date on a lab report is not the report's) —
and the words that say most about the file: rare in the library (its IDF) and in the
languages at large (``appclient/search/little_words.py``), early in the text, used in the folder's own names,
and not already said by the folder's path. A name that would only repeat the old one's words
(a folder of screenshots) is not proposed, nor one already in the folder.

No word lists: which words are rare and how names are written is learned from the library
and the shipped model.
"""

from __future__ import annotations

import functools
import math
import re
import unicodedata
from collections import Counter

import numpy as np

from appclient.search.little_words import mostly_lower, rarity
from appclient.search.words import split_camel

from .dates import Dated, exif_date, fold, month_names, name_dates, text_dates
from .device_names import READ, WORD, name_words_of, says_nothing, spread_of
from .features import Doc
from .files import Files
from .name_habits import (
    LETTER_WORD,
    SUBJECT_WORDS,
    Habit,
    format_date,
    habit_of,
    split_words,
    stem_of,
)
from .vectors import Space

__all__ = ["new_name", "siblings", "MAX_STEM"]

MAX_STEM = 80  # characters of a proposed name before its extension
COMMON = 0.2  # a word in this share of the library's files says nothing about one of them
_ADDRESS = re.compile(r"\S+@\S+|\w+://\S+|www\.\S+")
_FORBIDDEN = re.compile(r"[\\/:*?\"<>|\x00-\x1f\x7f]")


# --------------------------------------------------------------------------- the new name


def _when(doc: Doc, dayfirst: bool) -> Dated | None:
    exif = exif_date(doc.image)
    if exif is not None:
        return Dated(exif, "day", "exif")
    named = name_dates(doc.name)
    if named:
        return named[0]
    found = text_dates(doc.text, dayfirst=dayfirst)
    if not found:
        return None
    latest = max(d.day for d in found)
    for d in found:  # in reading order: the first date near the latest it carries
        if (latest - d.day).days <= 366:
            return d
    return found[0]


def _idf(space: Space) -> tuple[dict[str, int], np.ndarray, float, float]:
    idf = space.word_idf
    if not idf.size:
        return space.word_index, idf, 1.0, 1.0
    top = float(idf.max())
    rows = 2 * math.exp(top - 1) - 1  # smooth IDF: the rarest word is in one row
    common = math.log((1 + rows) / (1 + COMMON * rows)) + 1
    return space.word_index, idf, common, float(np.percentile(idf, 75))


def _subject(
    doc: Doc, space: Space, habit: Habit, skip: set[str], count: int, shared: dict[int, float]
) -> list[str]:
    """``count`` words that say what ``doc`` is, in reading order. ``shared``: per word
    column, the share of the folder's files that have it (a letterhead says whose folder
    it is, not what this file is)."""
    index, idf, common, unknown = _idf(space)
    months = month_names()
    first: dict[str, int] = {}
    surface: dict[str, Counter[str]] = {}
    proper: Counter[str] = Counter()  # capitalised where a sentence does not start
    tf: Counter[str] = Counter()
    text = _ADDRESS.sub(" ", doc.text[:READ])  # a web or mail address is no subject
    for pos, m in enumerate(WORD.finditer(text)):
        w = m.group(0)
        if not _letters(w) or len(w) > 30 or len(set(w.lower())) == 1:
            continue  # numbers, codes, 'XXXX' masking a number
        key = fold(w)
        if len(key) < 3 or (len(key) == 3 and not w.isupper()) or key in skip or key in months:
            continue  # a word of three letters is an abbreviation ('CIE') or a little word
        tf[key] += 1
        first.setdefault(key, pos)
        surface.setdefault(key, Counter())[w] += 1
        before = text[: m.start()].rstrip(" \t\"'«(“‘")
        if w[:1].isupper() and before and before[-1] not in ".!?:\n—-•*#|>":
            proper[key] += 1
    scored: list[tuple[float, str]] = []
    for key, n in tf.items():
        col = index.get(key)  # folded as the vectorizer strips accents: its own spelling
        if col is not None:
            weight = float(idf[col])
            if weight < common:
                continue
            weight /= 1 + shared.get(col, 0.0)
        elif len(key) >= 4 and _letters(key):
            weight = unknown
        else:
            continue
        if key in habit.words:
            weight *= 2  # the person's own words for this folder's files
        weight *= rarity(surface[key].most_common(1)[0][0])
        weight *= (1 + math.log(n)) / math.sqrt(1 + first[key] / 60)
        scored.append((weight, key))
    scored.sort(key=lambda t: -t[0])
    chosen: list[str] = []
    for score, key in scored:
        if len(chosen) == count or score < scored[0][0] / 3:
            break
        if not any(_alike(key, k) for k in chosen):  # 'wage' beside 'wages' says nothing more
            chosen.append(key)
    chosen.sort(key=lambda k: first[k])
    return [
        _cased(surface[k].most_common(1)[0][0], habit, i > 0, _proper(surface[k], proper[k], tf[k]))
        for i, k in enumerate(chosen)
    ]


def _letters(word: str) -> bool:
    """Letters only, with the marks a script writes on them ('किराया' is not ``isalpha``)."""
    return word[:1].isalpha() and all(
        c.isalpha() or unicodedata.category(c)[0] == "M" for c in word
    )


def _proper(written: Counter[str], capitalised: int, seen: int) -> bool:
    """A name ('Tradulex', 'Ghigi'): capitalised where no sentence starts, at least every
    other time, and not a word the languages write in lower case (a Title Case heading's
    'Statement')."""
    return capitalised * 2 >= seen and not mostly_lower(written.most_common(1)[0][0])


def _alike(a: str, b: str) -> bool:
    n = min(len(a), len(b))
    return a[: max(4, n - 1)] == b[: max(4, n - 1)]


def _cased(word: str, habit: Habit, inner: bool, proper: bool = False) -> str:
    """A word as the folder's names would write it: an abbreviation as it is, one in capitals
    in lower case, a capitalised one in lower case where the names write theirs so — unless
    it is a name (capitalised where no sentence starts, or so in the folder's names)."""
    if word.isupper() and len(word) <= 5:
        return word
    capital = habit.inner_capital if inner else habit.capital
    if word.isupper() or (
        not capital and word[1:].islower() and not proper and fold(word) not in habit.proper
    ):
        return word.lower()
    return word


def siblings(files: Files, folder: str) -> list[int]:
    """The files a file in ``folder`` is named like: its own, else (fewer than two) those of
    the folders beside it (a new ``2026-27/`` is named like ``2025-26/``)."""
    own = [i for i, f in enumerate(files.folder) if f == folder]
    if len(own) >= 2:
        return own
    parent = folder.rstrip("/").rpartition("/")[0]
    if not parent:
        return own
    parent += "/"
    near = [i for i, f in enumerate(files.folder) if f.startswith(parent) and f != folder]
    return own + near if len(near) >= 2 else own


def _shared(files: Files, rows: list[int], width: int) -> dict[int, float]:
    """Per word column: the share of ``rows`` that have it."""
    if not rows:
        return {}
    m = files.rows[rows][:, :width]
    df = np.bincount(m.indices, minlength=width) / len(rows)
    return {int(c): float(df[c]) for c in np.flatnonzero(df)}


def new_name(
    doc: Doc, folder: str, files: Files, space: Space, dayfirst: bool = True
) -> str | None:
    """A name for ``doc`` going to ``folder`` in the habit of the library's ``files`` there,
    or None when its own name is to be kept."""
    near = siblings(files, folder)
    names = [files.name[i] for i in near]
    read = functools.cache(lambda: habit_of(names))  # read only if it comes to it
    if not says_nothing(doc, read, lambda words: spread_of(files, words)):
        return None
    habit = read()
    skip = {fold(w) for w in LETTER_WORD.findall(split_camel(folder))}
    skip |= set(name_words_of(doc.name))
    skip |= {fold(w) for w in habit.after} | {fold(w) for w in LETTER_WORD.findall(habit.before)}
    count = habit.subject if habit.date_format else max(1, habit.subject or SUBJECT_WORDS)
    shared = _shared(files, [i for i in near if files.folder[i] == folder], space.word_width)
    words = _subject(doc, space, habit, skip, count, shared) if count else []
    when = _when(doc, dayfirst) if habit.date_format else None
    body = [*habit.after, *words]
    if body and words and body[0] is words[0]:
        first = words[0]
        if habit.capital:
            body[0] = first[:1].upper() + first[1:]
        elif first[1:] == first[1:].lower():  # 'PPO' and 'MediaWorld' are written so
            body[0] = first[:1].lower() + first[1:]
    if when is not None and habit.date_format is not None:
        fmt = habit.date_format
        if when.precision != "day" and habit.precision == "day":
            fmt = "{Y}-{m}"
        stem = habit.before + format_date(fmt, when.day)
        if body:
            stem += habit.sep + habit.joiner.join(body)
    elif words:
        stem = habit.joiner.join([*split_words(habit.before), *body])
    else:
        return None
    stem = re.sub(r"\s+", " ", _FORBIDDEN.sub(" ", stem)).strip(" .")
    if stem.count("(") > stem.count(")"):  # a template's '(ano-base 2024)' half taken
        stem = stem[: stem.rindex("(")].strip(" .-_")
    if len(stem) > MAX_STEM:
        stem = stem[:MAX_STEM].rsplit(" ", 1)[0].strip(" .")
    if not stem or fold(stem) == fold(stem_of(doc.name)):
        return None
    old = set(name_words_of(doc.name))
    if all(fold(w) in old for w in LETTER_WORD.findall(stem)):
        return None  # the old name's own words again ('Screenshot … at', a folder of screenshots)
    ext = doc.name[len(stem_of(doc.name)) :]
    taken = {fold(n) for n in names}
    name, n = stem + ext, 2
    while fold(name) in taken:  # never the name of a file already there
        name, n = f"{stem} ({n}){ext}", n + 1
    return name
