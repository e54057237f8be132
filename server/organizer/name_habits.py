"""How a folder names its files, learned from their names (``habit_of``): where a date goes
and how it is written (``2025-04-22``, ``2025-04``, ``20250422``, ``22.04.2025``, ``04-2025``,
``2025``), the words every name shares beside it (``Cedolino 2025-11``, ``2025-06-30 F24
saldo``), how many words follow, separators and capitals. ``renaming.py`` writes a new name
in it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from datetime import date

from appclient.search.words import MARKS, split_camel

from .dates import fold

__all__ = ["Habit", "habit_of", "find_date", "format_date", "stem_of", "split_words", "LETTER_WORD"]

SUBJECT_WORDS = 3  # words of subject when the folder's names do not tell how many
# a word of three letters or more, with the vowel signs its script writes on them (words.MARKS)
LETTER_WORD = re.compile(rf"[^\W\d_](?:[^\W\d_]|[{re.escape(MARKS)}]){{2,}}")
_SEPARATORS = " _-.,;()[]–—"

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


def find_date(stem: str) -> tuple[str, str, int, int] | None:
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


def format_date(fmt: str, day: date) -> str:
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


def stem_of(name: str) -> str:
    stem, dot, ext = name.rpartition(".")
    return stem if dot and stem and 0 < len(ext) <= 6 else name


def split_words(text: str) -> list[str]:
    return [w for w in re.split(r"[\s_\-.,;()\[\]–—]+", text) if w]


def habit_of(names: list[str]) -> Habit:
    """The habit of a folder whose files are called ``names``."""
    stems = [stem_of(n) for n in names]
    written = [w for s in stems for w in LETTER_WORD.findall(split_camel(s))]
    words = frozenset(fold(w) for w in written)
    proper = frozenset(fold(w) for w in written if w[:1].isupper())
    if not stems:
        return Habit()
    dated = [(s, find_date(s)) for s in stems]
    keys = Counter((d[0], fold(s[: d[2]]).strip(_SEPARATORS)) for s, d in dated if d is not None)
    inner = [w for s in stems for w in LETTER_WORD.findall(s)[1:]]
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
    after_words = [split_words(t) for t in tails]
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
    counts = sorted(len(LETTER_WORD.findall(t)) for t in texts)
    if not counts:
        return SUBJECT_WORDS
    return max(0, min(4, counts[len(counts) // 2]))
