"""What a file's name is worth, and a new name for a file whose own says nothing
(``scan_0012.pdf``, ``Doc1.pdf``, ``IMG-20250314-WA0007.jpg``, ``referto.pdf``), written the
way the folder it goes to names its files.

A device's name (``generic_name``): none of its words is in the file's text, and it carries
a counter or a time of day (``IMG_4712``, ``scan_0034``, ``download (3)``, ``Screenshot
2025-05-24 at 11.02.37``), or its words name files in many of the library's folders. Such a
name is no evidence of a folder: ``decide`` does not let it carry a suggestion to 0.9.

When to rename (``says_nothing``): a device's name, for a file with text enough to name it
by; or a single word where every name in the folder carries a date the name lacks
(``referto.pdf`` for a folder of ``2025-04-22 esami sangue.pdf``). A name of three words or
more, a form's own code (``W2_2024``, ``P60``) and a name without a counter whose words are
not in the text (``dermatology_visit.md``, ``meeting notes 2025-01-15.md``) are a person's and
are kept; so is the name of a file without text, since nothing in it says what to call it.

How (``Habit``, learned from the folder's files, else from its sibling folders' files): where
their names put a date and in which format (``2025-04-22``, ``2025-04``, ``20250422``,
``22.04.2025``, ``04-2025``, ``2025``), the words they all share beside it (``Cedolino
2025-11``, ``2025-06-30 F24 saldo``), how many words follow, their separators and case. The
date is the file's own: when the photo was taken, a date in its name, else the first date in
its text within a year of its latest (a birth date on a lab report is not the report's). The
words are the ones that say most about this file: rare in the library (its IDF) and in the
languages at large (the shipped embedding model's vocabulary), early in the text, used in
the folder's own names, and not already said by the folder's path. A name that would only
repeat the old one's words (a folder of screenshots) is not proposed.

No word lists: which words are rare and how names are written is learned from the library
and the shipped model.
"""

from __future__ import annotations

import math
import re
import unicodedata
import weakref
from collections import Counter
from dataclasses import dataclass
from datetime import date

import numpy as np

from appclient.search.words import split_camel

from .dates import Dated, exif_date, fold, month_names, name_dates, text_dates
from .features import Doc
from .files import Files
from .little_words import rarity
from .vectors import Space

__all__ = [
    "Habit",
    "habit_of",
    "says_nothing",
    "generic_name",
    "neutral_name",
    "siblings",
    "new_name",
    "MAX_STEM",
]

MAX_STEM = 80  # characters of a proposed name before its extension
MIN_TEXT_WORDS = 8  # a text shorter than this says too little to name a file by
SUBJECT_WORDS = 3  # words of subject when the folder's names do not tell how many
SPREAD = 3  # a word in the names of files in this many folders names no one file's subject
COMMON = 0.2  # a word in this share of the library's files says nothing about one of them
READ = 1500  # characters of text the subject words are taken from

_LETTER_WORD = re.compile(r"[^\W\d_]{3,}")
_WORD = re.compile(r"\w+(?:['’]\w+)*")
_SEPARATORS = " _-.,;()[]–—"
_COPY = re.compile(r"\(\d{1,3}\)\s*$")
_CLOCK = re.compile(r"(?<!\d)\d\d[.:]\d\d[.:]\d\d(?!\d)|(?<=[_-])[0-2]\d[0-5]\d[0-5]\d(?!\d)")
_GLUED = re.compile(r"([^\W\d_]{3,})\d{1,2}$")
_CODE = re.compile(r"(?<![^\W_])[^\W\d_]{1,2}\d{1,3}(?![^\W_])")
_ADDRESS = re.compile(r"\S+@\S+|\w+://\S+|www\.\S+")
_FORBIDDEN = re.compile(r"[\\/:*?\"<>|\x00-\x1f\x7f]")


# --------------------------------------------------------------------------- dates in names

# (pattern, format, precision), most specific first; each group is checked to be a real date
_FORMATS: tuple[tuple[re.Pattern[str], str, str], ...] = tuple(
    (re.compile(rx), fmt, precision)
    for rx, fmt, precision in (
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)-(?P<m>\d\d)-(?P<d>\d\d)(?!\d)", "{Y}-{m}-{d}", "day"),
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)_(?P<m>\d\d)_(?P<d>\d\d)(?!\d)", "{Y}_{m}_{d}", "day"),
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)\.(?P<m>\d\d)\.(?P<d>\d\d)(?!\d)", "{Y}.{m}.{d}", "day"),
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)(?P<m>\d\d)(?P<d>\d\d)(?!\d)", "{Y}{m}{d}", "day"),
        (r"(?<!\d)(?P<d>\d\d)\.(?P<m>\d\d)\.(?P<Y>(?:19|20)\d\d)(?!\d)", "{d}.{m}.{Y}", "day"),
        (r"(?<!\d)(?P<d>\d\d)-(?P<m>\d\d)-(?P<Y>(?:19|20)\d\d)(?!\d)", "{d}-{m}-{Y}", "day"),
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)-(?P<m>\d\d)(?![\d-])", "{Y}-{m}", "month"),
        (r"(?<!\d)(?P<Y>(?:19|20)\d\d)_(?P<m>\d\d)(?![\d_])", "{Y}_{m}", "month"),
        (r"(?<![\d-])(?P<m>\d\d)-(?P<Y>(?:19|20)\d\d)(?!\d)", "{m}-{Y}", "month"),
        (r"(?<![\d-])(?P<Y>(?:19|20)\d\d)(?![\d/]|-\d)", "{Y}", "year"),
    )
)


def _find_date(stem: str) -> tuple[str, str, int, int] | None:
    """The first date written in a name: (format, precision, start, end)."""
    best: tuple[str, str, int, int] | None = None
    for rx, fmt, precision in _FORMATS:
        for m in rx.finditer(stem):
            parts = m.groupdict()
            try:
                date(int(parts["Y"]), int(parts.get("m") or 1), int(parts.get("d") or 1))
            except ValueError:
                continue
            if best is None or m.start() < best[2]:
                best = (fmt, precision, m.start(), m.end())
            break
    return best


def _format(fmt: str, day: date) -> str:
    return fmt.format(Y=f"{day.year:04d}", m=f"{day.month:02d}", d=f"{day.day:02d}")


# --------------------------------------------------------------------------- the habit


@dataclass(frozen=True)
class Habit:
    """How a folder names its files."""

    date_format: str | None = None  # '{Y}-{m}-{d}', ... (None: no date)
    precision: str | None = None  # 'day' | 'month' | 'year'
    before: str = ""  # what every name has before the date ('Cedolino ')
    after: tuple[str, ...] = ()  # the words every name has right after it ('F24')
    sep: str = " "  # between the date and the words
    joiner: str = " "  # between words
    subject: int = SUBJECT_WORDS  # how many words say what the file is
    capital: bool = True  # the first word starts with a capital letter
    inner_capital: bool = False  # ... and so do the others
    words: frozenset[str] = frozenset()  # the folded words of the folder's names
    proper: frozenset[str] = frozenset()  # ... of those, the ones they write with a capital


def _stem(name: str) -> str:
    stem, dot, ext = name.rpartition(".")
    return stem if dot and stem and 0 < len(ext) <= 6 else name


def _split_words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s_\-.,;()\[\]–—]+", text) if w]


def habit_of(names: list[str]) -> Habit:
    """The habit of a folder whose files are called ``names``."""
    stems = [_stem(n) for n in names]
    written = [w for s in stems for w in _LETTER_WORD.findall(split_camel(s))]
    words = frozenset(fold(w) for w in written)
    proper = frozenset(fold(w) for w in written if w[:1].isupper())
    if not stems:
        return Habit()
    dated = [(s, _find_date(s)) for s in stems]
    keys = Counter((d[0], fold(s[: d[2]]).strip(_SEPARATORS)) for s, d in dated if d is not None)
    inner = [w for s in stems for w in _LETTER_WORD.findall(s)[1:]]
    habit = Habit(
        inner_capital=bool(inner) and sum(w[:1].isupper() for w in inner) * 2 > len(inner),
        joiner=_joiner(stems),
        capital=_capital([s for s in stems]),
        subject=_median_words(stems),
        words=words,
        proper=proper,
    )
    if not keys:
        return habit
    (fmt, before), count = keys.most_common(1)[0]
    if count < 2 or count * 2 < len(stems):
        return habit
    group = [
        (s, d)
        for s, d in dated
        if d is not None and (d[0], fold(s[: d[2]]).strip(_SEPARATORS)) == (fmt, before)
    ]
    first, d0 = group[0]
    tails = [s[d[3] :] for s, d in group]
    after_words = [_split_words(t) for t in tails]
    common: list[str] = []
    for i, w in enumerate(after_words[0]):
        if all(len(a) > i and fold(a[i]) == fold(w) for a in after_words[1:]):
            common.append(w)
        else:
            break
    seps = Counter(re.match(r"[\s_\-–—.,;()]*", t).group(0) for t in tails if t)  # type: ignore[union-attr]
    variable = [a[len(common) :] for a in after_words]
    return Habit(
        date_format=fmt,
        precision=d0[1],
        before=first[: d0[2]],
        after=tuple(common),
        sep=(seps.most_common(1)[0][0] or " ") if seps else " ",
        joiner=habit.joiner,
        subject=_median_words([" ".join(v) for v in variable]) if variable else 0,
        capital=_capital([" ".join(v) for v in variable if v]) if any(variable) else habit.capital,
        words=words,
        proper=proper,
        inner_capital=habit.inner_capital,
    )


def _joiner(stems: list[str]) -> str:
    seps = Counter(
        m.group(0) for s in stems for m in re.finditer(r"(?<=[^\W\d_])[ _-](?=[^\W\d_])", s)
    )
    return seps.most_common(1)[0][0] if seps else " "


def _capital(texts: list[str]) -> bool:
    firsts = [c for c in (next((c for c in t if c.isalpha()), "") for t in texts) if c]
    return not firsts or sum(c.isupper() for c in firsts) * 2 >= len(firsts)


def _median_words(texts: list[str]) -> int:
    counts = sorted(len(_LETTER_WORD.findall(t)) for t in texts)
    if not counts:
        return SUBJECT_WORDS
    return max(0, min(4, counts[len(counts) // 2]))


# --------------------------------------------------------------------------- when to rename


def _name_words(name: str) -> list[str]:
    stem = _stem(name)
    months = month_names()
    found = {fold(w) for w in _LETTER_WORD.findall(split_camel(stem))}
    found |= {fold(w) for w in _LETTER_WORD.findall(stem)}
    return sorted(w for w in found if w not in months)


def _counted(stem: str) -> bool:
    """Whether a name carries what a device or a program numbers its files with: a copy's
    '(2)', a counter ('_0034', '-WA0007', 'Doc1'), a time of day ('18.02.44', '_093112');
    a date alone is no counter ('notes 2025-01-15')."""
    if _COPY.search(stem) or _CLOCK.search(stem):
        return True
    dated = _find_date(stem)
    bare = stem if dated is None else stem[: dated[2]] + " " + stem[dated[3] :]
    if any(len(run) >= 3 for run in re.findall(r"\d+", bare)):
        return True
    glued = _GLUED.search(bare)
    return glued is not None and fold(glued.group(1)) not in month_names()


def _in_text(word: str, present: set[str], text: str) -> bool:
    """A name's word in the text: as a word, or inside one ('Auszug' in 'Kontoauszug')."""
    return word in present or (len(word) >= 4 and word in text)


def generic_name(doc: Doc, files: Files) -> bool:
    """Whether ``doc`` is called what a phone, a scanner or a program calls files
    ('IMG_4712.JPG', 'Screenshot 2025-05-24 at 11.02.37.png', 'scan_0034.pdf', 'Doc1.pdf',
    'download (3).pdf'): none of its words is in its text, and it carries a counter or a
    time, or its words name files in many of the library's folders."""
    stem = _stem(doc.name)
    if _CODE.search(stem):
        return False
    words = _name_words(doc.name)
    if len(words) >= 3:
        return False
    text = fold(doc.text[: READ * 2])
    present = set(_WORD.findall(text))
    if any(_in_text(w, present, text) for w in words):
        return False
    spread = _spread(files)
    return not words or _counted(stem) or all(spread.get(w, 0) >= SPREAD for w in words)


def neutral_name(name: str) -> str:
    """The name without what it says: only its dates (evidence of when, not of where) and
    its extension ('Screenshot 2025-05-24 at 11.02.37.png' -> '2025-05-24.png')."""
    ext = name[len(_stem(name)) :]
    return " ".join(d.day.isoformat() for d in name_dates(name)) + ext


def says_nothing(doc: Doc, habit: Habit, spread: dict[str, int] | None = None) -> bool:
    """Whether ``doc``'s name says nothing about it (see the module's docstring).
    ``spread``: per word, how many folders have files whose names carry it ('IMG', 'scan'
    in a library of phone photos and scans)."""
    text = fold(doc.text[: READ * 2])
    text_words = _WORD.findall(text)
    if sum(1 for w in text_words if any(c.isalpha() for c in w)) < MIN_TEXT_WORDS:
        return False
    stem = _stem(doc.name)
    if _CODE.search(stem):
        return False  # a form's own name: 'W2_2024', 'P60', 'F24'
    words = _name_words(doc.name)
    if len(words) >= 3:
        return False
    if len(words) <= 1 and habit.date_format is not None and _find_date(stem) is None:
        return True  # a bare kind ('referto', 'document') where every name carries a date
    present = set(text_words)
    if any(_in_text(w, present, text) for w in words):
        return False
    spread = spread or {}  # nothing the name says is in the file: a device's or a program's?
    return not words or _counted(stem) or all(spread.get(w, 0) >= SPREAD for w in words)


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
    for pos, m in enumerate(_WORD.finditer(text)):
        w = m.group(0)
        if not w.isalpha() or len(w) > 30 or len(set(w.lower())) == 1:
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
        col = index.get(_plain(key))
        if col is not None:
            weight = float(idf[col])
            if weight < common:
                continue
            weight /= 1 + shared.get(col, 0.0)
        elif len(key) >= 4 and key.isalpha():
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
        _cased(surface[k].most_common(1)[0][0], habit, i > 0, proper[k] * 2 >= tf[k])
        for i, k in enumerate(chosen)
    ]


def _alike(a: str, b: str) -> bool:
    n = min(len(a), len(b))
    return a[: max(4, n - 1)] == b[: max(4, n - 1)]


def _plain(word: str) -> str:
    """A folded word as the library's vectorizer spells it (accents stripped)."""
    norm = unicodedata.normalize("NFKD", word)
    return "".join(c for c in norm if not unicodedata.combining(c))


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


_SPREADS: weakref.WeakKeyDictionary[Files, dict[str, int]] = weakref.WeakKeyDictionary()


def _spread(files: Files) -> dict[str, int]:
    """Per word of the library's file names: how many folders have files named with it
    (once per fitted model)."""
    if files not in _SPREADS:
        seen: dict[str, set[str]] = {}
        for folder, name in zip(files.folder, files.name, strict=True):
            for w in _name_words(name):
                seen.setdefault(w, set()).add(folder)
        _SPREADS[files] = {w: len(f) for w, f in seen.items()}
    return _SPREADS[files]


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
    habit = habit_of(names)
    if not says_nothing(doc, habit, _spread(files)):
        return None
    skip = {fold(w) for w in _LETTER_WORD.findall(split_camel(folder))}
    skip |= set(_name_words(doc.name))
    skip |= {fold(w) for w in habit.after} | {fold(w) for w in _LETTER_WORD.findall(habit.before)}
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
        stem = habit.before + _format(fmt, when.day)
        if body:
            stem += habit.sep + habit.joiner.join(body)
    elif words:
        stem = habit.joiner.join([*_split_words(habit.before), *body])
    else:
        return None
    stem = re.sub(r"\s+", " ", _FORBIDDEN.sub(" ", stem)).strip(" .")
    if stem.count("(") > stem.count(")"):  # a template's '(ano-base 2024)' half taken
        stem = stem[: stem.rindex("(")].strip(" .-_")
    if len(stem) > MAX_STEM:
        stem = stem[:MAX_STEM].rsplit(" ", 1)[0].strip(" .")
    if not stem or fold(stem) == fold(_stem(doc.name)):
        return None
    old = set(_name_words(doc.name))
    if all(fold(w) in old for w in _LETTER_WORD.findall(stem)):
        return None  # the old name's own words again ('Screenshot … at', a folder of screenshots)
    ext = doc.name[len(_stem(doc.name)) :]
    taken = {fold(n) for n in names}
    name, n = stem + ext, 2
    while fold(name) in taken:  # never the name of a file already there
        name, n = f"{stem} ({n}){ext}", n + 1
    return name
