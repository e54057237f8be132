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
from dataclasses import dataclass

import numpy as np

from .dates import fold
from .guideline import NEGATIONS
from .mentions import find_mentions

__all__ = ["Directive", "read_directives", "directive_for", "APPLIES", "CONFIDENCE"]

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


class _Library:
    """Document frequencies of the library's words (from the fitted model's word view)."""

    def __init__(self, model: object) -> None:
        space = model.space  # type: ignore[attr-defined]
        X = model.X  # type: ignore[attr-defined]
        width = space.word_width
        self.n = X.shape[0]
        df = np.zeros(width)
        if self.n and width:
            words = X[:, :width].tocsc()
            df = np.diff(words.indptr)
        self.df = {w: int(df[i]) for w, i in space.words.vocabulary_.items() if i < len(df)}
        self.by_prefix: dict[str, list[str]] = {}
        for w in self.df:
            self.by_prefix.setdefault(w[:4], []).append(w)
        self.analyze = space.words.build_analyzer()

    def frequency(self, word: str) -> int:
        if len(word) < 4:
            return self.df.get(word, 0)
        return max(
            (self.df[v] for v in self.by_prefix.get(word[:4], ()) if _stem_match(word, v)),
            default=0,
        )


def _library(model: object) -> _Library:
    lib = getattr(model, "_directive_library", None)
    if lib is None:
        lib = _Library(model)
        model._directive_library = lib  # type: ignore[attr-defined]  # derived, rebuilt per model
    return lib


def directive_for(model: object, directives: list[Directive], words: set[str]) -> Directive | None:
    """The directive that applies to a file with these (folded) ``words``: the one sharing
    the largest part of its weight, at least :data:`APPLIES`; the newest on a tie."""
    if not directives:
        return None
    lib = _library(model)
    n = lib.n + 1  # the library's files and this one
    best: tuple[float, int] | None = None
    for i, d in enumerate(directives):
        total = shared = 0.0
        for w, name in dict.fromkeys(d.words):
            here = any(_stem_match(w, v) for v in words if v[:1] == w[:1])
            df = lib.frequency(w) + int(here)
            weight = math.log((n + 1) / (df + 1)) + 1.0
            if df == 0 and not name:
                continue  # found nowhere and no name: phrasing, not what the file is about
            total += weight
            shared += weight if here else 0.0
        share = shared / total if total else 0.0
        if share >= APPLIES and (best is None or share >= best[0]):
            best = (share, i)
    return directives[best[1]] if best is not None else None
