"""The library as the model reads it — what every piece of evidence is computed from
(``similarities.py``, ``evidence.py``, ``questions.py``): its space, its answers, its filed
files, its guideline's rules, its dated families, the learned core and the evidence by
meaning, and which families of evidence are switched off. Each part is fitted on its own
(``model.Model.fit`` composes them)."""

from __future__ import annotations

from dataclasses import dataclass

from .core import Core
from .families import Dates
from .files import Files
from .meaning import Meaning
from .rules import Rules
from .targets import Targets
from .vectors import Space

__all__ = ["Library"]


@dataclass(frozen=True, eq=False)
class Library:
    space: Space  # the library's words and character n-grams (vectors.py)
    targets: Targets  # the answers (targets.py)
    files: Files  # the filed files (files.py)
    rules: Rules  # the guideline's rules (rules.py)
    dates: Dates  # how it writes dates, its dated families' members (families.py)
    core: Core  # the learned core (core.py)
    meaning: Meaning  # evidence by meaning (meaning.py)
    off: frozenset[str]  # evidence families switched off (model.FAMILIES, model.OPTIONAL)
