"""Directives: rules the person asked to be remembered (the "Directives" section of
guideline.md, written by ``mylifedb remember``), e.g. "Lidl receipts go to `household/food/`".

A guideline rule is one piece of evidence among many, weighed against the files already
filed; a directive is the person's word and overrides them ("from now on, Lidl receipts go
there", even though the old ones sit in ``shopping/receipts/``). A directive naming one
folder applies to a file that shares at least half of its words, each word weighted by how
rare it is in the library (its IDF over the library's files and this file). A word found
nowhere — neither in the library nor in the file — is either a name (written with a capital:
"Lidl", which the file then has to carry, so an Aldi receipt is not a Lidl one) and weighs
as the rarest word, or phrasing the library never uses ("go to", "gehören nach") and does
not count. Words match up to a shared stem ('receipts' meets 'receipt'). A directive with a negation
("never put receipts into `life/`") rules a folder out: that is left to the guideline rules.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass, field

import numpy as np
from scipy import sparse

from .dates import fold
from .guideline import NEGATIONS
from .mentions import find_mentions
from .vectors import Space

__all__ = ["Directive", "Directives", "read_directives", "APPLIES", "CONFIDENCE"]

APPLIES = 0.5  # of a directive's weight, the file must share at least this much
CONFIDENCE = 0.95  # the person said so
_HEADING = re.compile(r"^#{1,6}\s+(.*?)\s*#*\s*$")
_COMMENT = re.compile(r"<!--.*?-->", re.S)


@dataclass(frozen=True)
class Directive:
    text: str  # as written, for the reasoning
    folder: str
    words: tuple[tuple[str, bool], ...]  # its words without the folder's: (folded, a name?)


def read_directives(guideline: str, folders: list[str]) -> list[Directive]:
    """The directives of the guideline's Directives section that each name one folder."""
    out: list[Directive] = []
    inside, level = False, 0
    for line in guideline.splitlines():
        h = _HEADING.match(line)
        if h:
            depth = len(line) - len(line.lstrip("#"))
            if inside and depth <= level:
                inside = False
            if fold(h.group(1)).strip() == "directives":
                inside, level = True, depth
            continue
        text = _COMMENT.sub(" ", line).strip().lstrip("-*+ ").strip()
        if not inside or not text:
            continue
        mentions = find_mentions(text, folders)
        if len({m.folder for m in mentions}) != 1:
            continue
        m = mentions[0]
        if NEGATIONS & set(re.findall(r"[^\W_]+", fold(text))):
            continue  # "never … `life/`": a folder ruled out, which the guideline rules handle
        rest = text[: m.start] + " " + text[m.end :]
        words = tuple(
            (fold(w), any(c.isupper() for c in w)) for w in re.findall(r"[^\W\d_]{2,}", rest)
        )
        if words:
            out.append(Directive(text, m.folder, words))
    return out


def _stem_match(a: str, b: str) -> bool:
    if a == b:
        return True
    short = min(len(a), len(b))
    if short < 4:
        return False
    common = 0
    for x, y in zip(a, b, strict=False):
        if x != y:
            break
        common += 1
    return common >= max(4, short - 2)


@dataclass(frozen=True)
class Directives:
    """The guideline's directives and, for each of their words, in how many of the library's
    files it occurs (up to a shared stem): what weighs a directive's words by their rarity."""

    rules: tuple[Directive, ...] = ()
    frequency: dict[str, int] = field(default_factory=dict)  # a directive's word -> its files
    n_files: int = 0  # the library's files

    @classmethod
    def fit(
        cls, guideline: str, folders: list[str], space: Space, rows: sparse.csr_matrix
    ) -> Directives:
        """The directives of ``guideline``, weighed against the library's files: ``rows``, in
        the library's ``space``."""
        rules = tuple(read_directives(guideline, folders))
        if not rules:
            return cls(n_files=int(rows.shape[0]))
        width = space.word_width
        df = np.zeros(width)
        if rows.shape[0] and width:
            df = np.diff(rows[:, :width].tocsc().indptr)
        counts = {w: int(df[i]) for w, i in space.word_index.items() if i < len(df)}
        by_prefix: dict[str, list[str]] = {}
        for w in counts:
            by_prefix.setdefault(w[:4], []).append(w)
        words = {w for d in rules for w, _ in d.words}
        return cls(rules, {w: _frequency(w, counts, by_prefix) for w in words}, int(rows.shape[0]))

    def applying(self, words: set[str]) -> Directive | None:
        """The directive that applies to a file with these (folded) ``words``: the one sharing
        the largest part of its weight, at least :data:`APPLIES`; the newest on a tie."""
        n = self.n_files + 1  # the library's files and this one
        best: tuple[float, int] | None = None
        for i, d in enumerate(self.rules):
            total = shared = 0.0
            for w, name in dict.fromkeys(d.words):
                here = any(_stem_match(w, v) for v in words if v[:1] == w[:1])
                df = self.frequency[w] + int(here)
                weight = math.log((n + 1) / (df + 1)) + 1.0
                if df == 0 and not name:
                    continue  # found nowhere and no name: phrasing, not what the file is about
                total += weight
                shared += weight if here else 0.0
            share = shared / total if total else 0.0
            if share >= APPLIES and (best is None or share >= best[0]):
                best = (share, i)
        return self.rules[best[1]] if best is not None else None


def _frequency(word: str, counts: dict[str, int], by_prefix: dict[str, list[str]]) -> int:
    """In how many files ``word`` occurs, or the most frequent word sharing its stem."""
    if len(word) < 4:
        return counts.get(word, 0)
    return max(
        (counts[v] for v in by_prefix.get(word[:4], ()) if _stem_match(word, v)),
        default=0,
    )
