"""The period a file writes itself — whole as its folders are named ('AY2024-25', 'IRPF 2025',
'Σχολείο_2024-25'), or its numbers ('2024-25', '2024/2025') — for the rules that go by it
(``periods.LABELS``): read once per file and template (``DocDates.labels``)."""

from __future__ import annotations

import re

from .period_names import YEAR

__all__ = ["find_labels"]


def find_labels(
    name: str, text: str, template: str, widths: tuple[int, ...]
) -> dict[str, tuple[int, ...]]:
    """The period a file names itself: the first match of the whole template, and the
    most frequent match of its numeric part (when it has two numbers)."""
    out: dict[str, tuple[int, ...]] = {}
    haystack = f"{name}\n{text[:2000]}"
    parts = re.split(r"(\{\d\})", template)

    def rx(pieces: list[str]) -> re.Pattern[str]:
        body = "".join(
            rf"(\d{{{widths[int(p[1])]}}})"
            if re.fullmatch(r"\{\d\}", p)
            else r"\s*".join(re.escape(c) for c in p.replace("{{", "{").replace("}}", "}").strip())
            for p in pieces
        )
        # never a piece of a longer date: '2025-06' in '2025-06-16' is no period
        return re.compile(r"(?<!\d)(?<!\d[-/.])" + body + r"(?!\d|[-/.]\d)", re.IGNORECASE)

    pieces = [p for p in parts if p]
    whole = rx(pieces)
    m = next((m for m in whole.finditer(haystack) if YEAR.fullmatch(m.group(1))), None)
    # two years ('2025-26', 'Σχολείο_2025-26') are written by the files in any one way
    first = next((i for i, p in enumerate(parts) if p == "{0}"), 0)
    last = max((i for i, p in enumerate(parts) if re.fullmatch(r"\{\d\}", p)), default=0)
    core = [p for p in parts[first : last + 1] if p]
    span = len(widths) > 1 and len(core) == 3 and core[1] in _SPAN_SEPARATORS
    spans = _spans(haystack, widths[1]) if span else []
    if m:
        out["label"] = tuple(int(g) for g in m.groups())
    elif spans and len(pieces) == 3:  # the name is the two years alone: they are its label
        out["label"] = spans[0]
    if len(widths) > 1:
        found = [
            tuple(int(g) for g in m.groups())
            for m in rx(parts[first : last + 1]).finditer(haystack)
            if YEAR.fullmatch(m.group(1))
        ] + spans
        if found:
            out["bare"] = max(set(found), key=lambda t: (found.count(t), -found.index(t)))
    return out


_SPAN_SEPARATORS = frozenset("-/–_.")
# never a piece of a date ('2024-25-03', '01.2024.25'); a sentence may end after it ('2024/25.')
_SPAN = re.compile(r"(?<!\d)(?<!\d[/.-])((?:19|20)\d\d) ?[-/–_.] ?(\d{4}|\d{2})(?!\d|[/.-]\d)")


def _spans(text: str, width: int) -> list[tuple[int, ...]]:
    """Two consecutive years however a file writes them ('2025/2026', '2025/26', '2025-2026'),
    as a folder named '2025-26' numbers them: a school or tax year is one period whichever
    separator and width its papers use."""
    out: list[tuple[int, ...]] = []
    for m in _SPAN.finditer(text):
        a, b = int(m.group(1)), int(m.group(2))
        full = b if len(m.group(2)) == 4 else a - a % 100 + b
        if abs(full - a) == 1:
            out.append((a, b % 10**width))
    return out
