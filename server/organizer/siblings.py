"""Sibling folders told apart by a name their files write: ``IDs/Rohit/``, ``IDs/Kiaan/``;
``醫療/以安/``, ``醫療/阿嬤/``; ``Home/BESCOM/``, ``Home/Rent/`` — and cousins whose paths
differ in one folder only, told apart by that folder's name: ``Barna/Tuva/Helse/``,
``Barna/Ingrid/Helse/``.

An Aadhaar card of Kiaan's reads like Rohit's, and an e-PAN like Ananya's e-PAN: by their
words, the siblings are one kind of file, and the nearest file decides. What tells them apart
is the name the folder carries, written in the file ("Kiaan Verma", "病人：林以安"). Whether a
group of siblings is told apart that way is learned from the library, not assumed: a sibling
*is named* when most of its own files write its name and its siblings' files write it at
most half as often (a father's name is on his son's card too). When a file writes the name
of a named sibling, the probability of all its siblings goes to the one it names first —
the person a form is about comes before the others it mentions. (A sibling whose files do
not write its name — ``醫療/阿嬤/``, grandma, whose papers carry her own name — gives its
share too: a named sibling's name is rare in the other siblings' files, or it would not be
named.) A sibling most of whose files name another named sibling before its own name is
*shared*: ``건강/치과/``, the dentist's, keeps everyone's papers, each about its patient. It
keeps its share when a file names one of them: a dental receipt that names the child is
still the dentist's if it reads like the dentist's.
"""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable, Sequence
from dataclasses import dataclass

import numpy as np

from .dates import fold
from .features import Doc
from .targets import Targets

__all__ = ["Siblings", "READ_CHARS", "written_name"]

READ_CHARS = 2000  # of a file's text, where its subject's name is written
SAMPLE = 16  # files of each folder read to learn whether its name is written
OWN_SHARE = 0.5  # a named sibling's files that write its name, at least
OTHER_RATIO = 0.5  # ... and its siblings' files, at most this share of that
MIN_FILES = 2  # a sibling with fewer files says nothing about its name
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af]")


def _fold(text: str) -> str:
    """Folded as everywhere (``dates.fold``), with Korean put back together: folding takes
    a Hangul syllable apart into its letters (서윤 -> ᄉ ᅥ ᄋ ᅲ ᆫ), which no script test
    here knows, so 서윤 inside 이서윤 was sought as a word of its own and never found."""
    return unicodedata.normalize("NFC", fold(text))


def _read(doc: Doc) -> str:
    return _fold(f"{doc.name}\n{doc.text[:READ_CHARS]}")


def _where(name: str, text: str) -> int:
    """Where ``text`` (folded) first writes ``name``, as a word of its own; -1 when not (a
    name in a script without spaces is found inside a longer run: 以安 in 林以安)."""
    if _CJK.search(name):
        return text.find(name)
    # a word's edges are letters and digits: 'epan_ananya.pdf' writes 'ananya'
    m = re.search(r"(?<![^\W_])" + re.escape(name) + r"(?![^\W_])", text)
    return m.start() if m else -1


def _name(folder: str) -> str | None:
    """A folder's own name (its last part) as files would write it; None for one no file
    writes as a name (a year, one letter)."""
    name = _fold(folder.rstrip("/").rsplit("/", 1)[-1]).strip()
    if len(name) < 2 or any(ch.isdigit() for ch in name):
        return None
    return name


@dataclass(frozen=True)
class Siblings:
    """Groups of siblings of which two or more are named: their targets, and the folded
    name of each named one ('' for the others, which give their share but never take it)."""

    groups: tuple[tuple[int, ...], ...] = ()
    names: tuple[tuple[str, ...], ...] = ()
    shared: tuple[tuple[bool, ...], ...] = ()  # siblings keeping the named ones' files too

    @classmethod
    def fit(cls, targets: Targets, files: Sequence[tuple[str, Doc]]) -> Siblings:
        texts: dict[int, list[str]] = {}
        for folder, doc in files:
            t = targets.of_folder.get(folder)
            if t is None or targets.targets[t].family is not None:
                continue
            mine = texts.setdefault(t, [])
            if len(mine) < SAMPLE:  # the rates need a few files, not every one
                mine.append(_read(doc))
        # siblings, and cousins that differ in one folder of their paths only: the person
        # in Barna/Tuva/Helse/ and Barna/Ingrid/Helse/
        by_rest: dict[tuple[int, str], list[tuple[int, str]]] = {}
        for t in texts:
            parts = targets.targets[t].key.rstrip("/").split("/")
            for i in range(len(parts) if len(parts) > 1 else 0):
                rest = "/".join(parts[:i] + ["\0"] + parts[i + 1 :])
                by_rest.setdefault((i, rest), []).append((t, _name(parts[i]) or ""))
        groups, names, shared = [], [], []
        for kids in by_rest.values():
            named = [n if n and _is_named(t, n, kids, texts) else "" for t, n in kids]
            if sum(map(bool, named)) >= 2:
                groups.append(tuple(t for t, _ in kids))
                names.append(tuple(named))
                shared.append(
                    tuple(
                        _shared(texts[t], n, [w for w in named if w and w != n])
                        for (t, _), n in zip(kids, named, strict=True)
                    )
                )
        return cls(tuple(groups), tuple(names), tuple(shared))

    def adjust(self, doc: Doc, probs: np.ndarray) -> tuple[np.ndarray, list[int]]:
        """``probs`` with each group's share given to the sibling ``doc`` names first; also
        the siblings it went to."""
        if not self.groups:
            return probs, []
        text = _read(doc)
        out, chosen = probs, []
        for group, names, shared in zip(self.groups, self.names, self.shared, strict=True):
            at = [
                (w, t)
                for t, n in zip(group, names, strict=True)
                if n and (w := _where(n, text)) >= 0
            ]
            if not at:
                continue
            first = min(at)[1]
            if out is probs:
                out = probs.copy()
            giving = [t for t, keeps in zip(group, shared, strict=True) if not keeps]
            share = float(out[giving].sum())
            out[giving] = 0.0
            out[first] += share
            chosen.append(first)
        return out, chosen


def written_name(doc: Doc, folder: str) -> str:
    """The part of ``folder``'s path that ``doc`` writes as a name, nearest the end first
    ('Tuva' of Barna/Tuva/Helse/); its last part when it writes none."""
    parts = folder.rstrip("/").split("/")
    text = _read(doc)
    return next((p for p in reversed(parts) if (n := _name(p)) and _where(n, text) >= 0), parts[-1])


def _share(texts: list[str], says: Callable[[str], bool]) -> float:
    """The share of ``texts`` of which ``says`` holds."""
    return sum(map(says, texts)) / max(1, len(texts))


def _shared(texts: list[str], own: str, others: list[str]) -> bool:
    """Whether most of a sibling's files name one of ``others`` before its own name (or
    without it): their subject is another sibling — a dental receipt's patient — where a
    son's card names his father after him."""

    def before(x: str) -> bool:
        x = x.partition("\n")[2]  # the text: a file's name is the person's, often the place's
        mine = _where(own, x) if own else -1
        first = min((w for n in others if (w := _where(n, x)) >= 0), default=-1)
        return first >= 0 and (mine < 0 or first < mine)

    return _share(texts, before) >= OWN_SHARE


def _is_named(t: int, name: str, kids: list[tuple[int, str]], texts: dict[int, list[str]]) -> bool:
    if len(texts[t]) < MIN_FILES:
        return False

    def writes(x: str) -> bool:
        return _where(name, x) >= 0

    own = _share(texts[t], writes)
    other = _share([x for o, _ in kids if o != t for x in texts[o]], writes)
    return own >= OWN_SHARE and other <= OTHER_RATIO * own
