"""Naming a new member of a dated family: the place in ``life/trips/2025-06 <place>/``.

The candidates are the proper names of the file (capitalised words of its text, words of
its name) that the library does not use everywhere (the owner's name, their city), that
are not category words (any word of the guideline or of a folder name), not month names,
and not words the languages mostly write in lower case ('Hotel', 'Confirmation',
'Reservation': the shipped model's vocabulary, ``little_words.mostly_lower``). What counts
in favour of a candidate is learned from the family's existing members: the words that come
before their names in their files ("… to Lisbon"), and their names themselves (a place the
person has been to before is a place).
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Mapping, Sequence

from appclient.search.little_words import mostly_lower
from appclient.search.words import MARKS

from .dates import fold, month_names
from .features import Doc, name_words

__all__ = ["guess_slot", "learn_contexts"]

_WORD = re.compile(rf"[^\W\d_](?:[^\W\d_'’-]|[{re.escape(MARKS)}]){{2,}}")
_TOKEN = re.compile(rf"(?:[^\W_]|[{re.escape(MARKS)}])+|[^\w\s]")
_STARTS = re.compile(r"(?:^|[.!?:;\n]\s*|[\"“«¿¡(]\s*)$")
COMMON = 0.05  # a word in more than this share of the library's files is not a name
TEXT_CHARS = 2000


def learn_contexts(slot: str, texts: list[str]) -> Counter[str]:
    """The word before each mention of a member's name in its files."""
    out: Counter[str] = Counter()
    key = fold(slot)
    for text in texts:
        words = [fold(w) for w in _TOKEN.findall(text[:TEXT_CHARS])]
        for i, w in enumerate(words):
            if i and (w == key or (len(key) >= 4 and w.startswith(key))) and words[i - 1].isalpha():
                out[words[i - 1]] += 1
    return out


def guess_slot(
    contexts: Mapping[str, int],
    common: frozenset[str],
    doc: Doc,
    known: Sequence[str] = (),
) -> str | None:
    """The name for a new member, from ``doc``: ``contexts`` are the words before the
    existing members' names in their files, ``common`` the words too common to be one,
    ``known`` the existing members' names."""
    places = {fold(k) for k in known}
    text = doc.text[:TEXT_CHARS]
    title = text.split("\n", 1)[0]
    tokens = [fold(w) for w in _TOKEN.findall(text)]
    name = name_words(doc.name).split()
    months = month_names()
    seen: dict[str, str] = {}
    score: dict[str, float] = {}
    for m in _WORD.finditer(text):
        word = m.group(0).strip("'’-")
        if not word[0].isupper() or (word.isupper() and len(word) <= 4):
            continue
        if _STARTS.search(text[max(0, m.start() - 3) : m.start()] or "\n"):
            continue  # capitalised because a sentence starts: 'Your', 'Hotel' are no names
        key = fold(word)
        if key in months or (key in common and key not in places) or mostly_lower(word):
            continue
        seen.setdefault(key, word)
        score[key] = score.get(key, 0.0) + 1
    title_words = {fold(w) for w in _WORD.findall(title)}
    for key in list(score):
        score[key] = min(score[key], 3)
        positions = [i for i, w in enumerate(tokens) if w == key]
        score[key] += 3 * sum(1 for i in positions if i and contexts.get(tokens[i - 1], 0) > 0)
        if any(n == key or (len(key) >= 4 and n.startswith(key)) for n in name):
            score[key] += 1.5
        if key in title_words:  # a word of it: 'Buchung' is not in 'Buchungsbestätigung'
            score[key] += 1
        if key in places:
            score[key] += 1
    if not score:
        return None
    first: dict[str, int] = {}  # where each is first written as a word of its own
    for m in _WORD.finditer(text):
        first.setdefault(fold(m.group(0).strip("'’-")), m.start())
    best, value = max(score.items(), key=lambda kv: (kv[1], -first.get(kv[0], len(text))))
    return seen[best] if value >= 2 else None


def common_share(idf: float, n_docs: int) -> float:
    """The share of documents a word with this IDF (smooth_idf) appears in."""
    return ((1 + n_docs) / math.exp(idf - 1) - 1) / max(1, n_docs)
