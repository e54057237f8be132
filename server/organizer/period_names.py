"""What the names of a period family's folders say: their shape ('AY#-#'), their template
('AY{0}-{1}', widths (4, 2)) and their numbers; the template the members share, with
``MOVING`` for a number that moves with the period (a class: 'lop 9', 'lop 10')."""

from __future__ import annotations

import re

__all__ = ["MOVING", "YEAR", "shape_of", "template_of_name", "shared_template", "numbers_of"]

MOVING = "\ue000"  # in a rule's template: a number the members' names do not agree on

_DIGITS = re.compile(r"\d+")
YEAR = re.compile(r"(?<!\d)(?:19|20)\d\d(?!\d)")  # a four-digit year


def shape_of(name: str) -> str | None:
    """'AY2024-25' -> 'AY#-#' when the name has a year in it, else None."""
    if not YEAR.search(name):
        return None
    return _DIGITS.sub("#", name)


def template_of_name(name: str) -> tuple[str, tuple[int, ...]] | None:
    runs = list(_DIGITS.finditer(name))
    if not runs or not any(YEAR.fullmatch(r.group(0)) for r in runs):
        return None
    first = next(i for i, r in enumerate(runs) if YEAR.fullmatch(r.group(0)))
    runs = runs[first : first + 2]
    out, pos = "", 0
    for i, r in enumerate(runs):
        out += name[pos : r.start()].replace("{", "{{").replace("}", "}}") + "{" + str(i) + "}"
        pos = r.end()
    out += name[pos:].replace("{", "{{").replace("}", "}}")
    prefix = name[: runs[0].start()]
    if _DIGITS.search(prefix):
        return None
    return out, tuple(len(r.group(0)) for r in runs)


def _moving(template: str) -> str:
    """The template with each number after its last {n} as MOVING."""
    at = template.rfind("}") + 1
    return template[:at] + _DIGITS.sub(MOVING, template[at:])


def shared_template(
    shaped: list[tuple[str, tuple[int, ...]]],
) -> tuple[str, tuple[int, ...]] | None:
    """The one template the members' names share, with MOVING for the numbers after the
    period they do not share ('lop 9', 'lop 10'); None when they share none."""
    templates = {t for t, _ in shaped}
    if len(templates) > 1:
        shaped = [(_moving(t), w) for t, w in shaped]
        templates = {t for t, _ in shaped}
    return shaped[0] if len(templates) == 1 else None


def numbers_of(name: str) -> tuple[int, ...]:
    runs = [int(r.group(0)) for r in _DIGITS.finditer(name)]
    first = next((i for i, r in enumerate(_DIGITS.finditer(name)) if YEAR.fullmatch(r.group(0))), 0)
    return tuple(runs[first : first + 2])
