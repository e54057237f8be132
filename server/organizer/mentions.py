"""Where the guideline names folders, and how its text falls into blocks and sentences.

``find_mentions(text, folders)`` finds every folder the guideline names: backticked paths,
existing folders written out (case and accents ignored, names with spaces), and other plain
paths ('Travel/YYYY-MM place/'), each resolved to an existing folder when it names one;
the inbox is never a mention. ``blocks`` cuts the text into bullet items and paragraphs
under their headings, ``sentences`` a block into sentences (a path's dots break none).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from appclient import INBOX

from .dates import fold

__all__ = ["Mention", "find_mentions", "blocks", "sentences"]

_BACKTICK = re.compile(r"`([^`\n]{1,200})`")
_HEADING = re.compile(r"^\s{0,3}#{1,6}\s+(.*)$")
_BULLET = re.compile(r"^\s*(?:[-*+•]|\d{1,2}[.)])\s+")


@dataclass
class Mention:
    """A folder the guideline names, at [start, end) of its text; ``negative``: ruled out."""

    start: int
    end: int
    folder: str
    negative: bool = False


def _clean_path(raw: str) -> str | None:
    p = raw.strip().strip("\"'").replace("\\", "/")
    if "://" in p or "/" not in p or p.startswith(("~", "..")):
        return None
    p = re.sub(r"^\./+", "", p).lstrip("/")
    p = re.sub(r"/{2,}", "/", p)
    if not p or not re.search(r"[^\W\d_]", p.split("/")[0] or "x"):
        return None
    for a, b in (
        "<>",
        "{}",
        "[]",
    ):  # half a placeholder: a path cut off inside '<the year it is about>'
        if any(c.count(a) != c.count(b) for c in p.split("/")):
            return None
    return p if p.endswith("/") else p + "/"


def _resolve(path: str, folders: list[str], folded: dict[str, str]) -> str:
    """An existing folder for a written path (case and accents ignored, or a unique
    path suffix such as 'acme/compensation/'), else the path as written."""
    key = fold(path)
    if key in folded:
        return folded[key]
    tails = [f for k, f in folded.items() if k.endswith("/" + key)]
    return tails[0] if len(tails) == 1 else path


def find_mentions(text: str, folders: list[str]) -> list[Mention]:
    """Every folder the text names, in order (overlapping matches: the first found wins)."""
    folded = {fold(f): f for f in folders}
    out: list[Mention] = []
    taken: list[tuple[int, int]] = []

    def add(start: int, end: int, raw: str) -> None:
        if any(a < end and start < b for a, b in taken):
            return
        path = _clean_path(raw)
        if path is None:
            return
        taken.append((start, end))
        resolved = _resolve(path, folders, folded)
        if fold(resolved).startswith(INBOX):
            return
        out.append(Mention(start, end, resolved))

    for m in _BACKTICK.finditer(text):
        add(m.start(), m.end(), m.group(1))
    # a path ends at a space or punctuation: Latin, CJK ('。', '、') or fullwidth ('；', '）')
    end = r"(?=[\s.,;:!?)\]\u3000-\u303f\uff01-\uff0f\uff1a-\uff20\uff3b-\uff40\uff5b-\uff65]|$)"
    low = fold(text)
    # existing folders written out, longest first (names may contain spaces)
    for key in sorted(folded, key=len, reverse=True):
        for m in re.finditer(r"(?<![\w/])" + re.escape(key) + end, low):
            add(m.start(), m.end(), folded[key])
    # other plain paths: tokens with a slash, joined with a following 'word/' ('YYYY-MM place/')
    for rx in (
        r"(?<![\w/`])[^\s`()\"']*/[^\s`()\"']+ [^\s`/()\"']+/" + end,  # 'Travel/YYYY-MM place/'
        r"(?<![\w/`])[^\s`()\"']*[^\W_][^\s`()\"']*/" + end,
    ):
        for m in re.finditer(rx, text):
            add(m.start(), m.end(), m.group(0))
    return sorted(out, key=lambda x: x.start)


# --------------------------------------------------------------------------- blocks


def blocks(text: str) -> list[tuple[int, int, str]]:
    """(start, end, heading) per bullet item or paragraph."""
    out: list[tuple[int, int, str]] = []
    heading = ""
    pos = 0
    start: int | None = None
    for line in text.splitlines(keepends=True):
        end = pos + len(line)
        h = _HEADING.match(line)
        if h or not line.strip() or _BULLET.match(line):
            if start is not None:
                out.append((start, pos, heading))
                start = None
            if h:
                heading = h.group(1).strip()
            elif line.strip():
                start = pos
        elif start is None:
            start = pos
        pos = end
    if start is not None:
        out.append((start, pos, heading))
    return out


def sentences(text: str, a: int, b: int, mentions: list[Mention]) -> list[tuple[int, int]]:
    """(start, end) per sentence of the block [a, b); the mentions' own text breaks none."""
    masked = list(text[a:b])
    for m in mentions:
        for i in range(max(m.start, a), min(m.end, b)):
            masked[i - a] = "x"
    s = "".join(masked)
    starts = {m.start for m in mentions}
    out, pos = [], 0
    # a sentence ends at a stop and a space, or at a CJK stop ('。', '！', '？', '；'), which no
    # space follows
    for brk in re.finditer(r"(?<=[.!?;])\s+|(?<=[。！？；])\s*|\n\s*", s):
        if "\n" in brk.group(0) and not re.match(
            r"[.!?;。！？；]", s[brk.start() - 1 : brk.start()]
        ):
            # a wrapped line goes on, unless this line and the next each name their own folder
            # (a list of 'Personal/ID/ - cards, ...' lines)
            bullet = _BULLET.match(s[brk.end() :])
            nxt = a + brk.end() + (len(bullet.group(0)) if bullet else 0)
            if nxt not in starts or not any(a + pos <= x < a + brk.start() for x in starts):
                continue
        out.append((a + pos, a + brk.start()))
        pos = brk.end()
    out.append((a + pos, b))
    return [(x, y) for x, y in out if text[x:y].strip()]
