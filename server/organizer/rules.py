"""The guideline's rules as the model reads them: each rule and each answer's folder name as a
row in the guideline's own vocabulary (its rules' and folder names' words and character
n-grams, with their own IDF), so a file is matched to a rule on the words the guideline uses
and a rule counts the same in a new library.

``Rules.fit`` builds it from the parsed guideline (``guideline.py``), which answer each rule
describes (``targets.rule_targets``) and the rules' and folder names' counts in the library's
space (``vectors.py``).
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np
from scipy import sparse

from .guideline import Guideline, Rule
from .vectors import Counts, Projection, Space, words_only

__all__ = ["Rules"]


@dataclass(frozen=True, eq=False)
class Rules:
    """The guideline, its rules' rows (``words``, ``chars``: one per rule and answer it
    describes) and the answers' folder names' rows (``names_words``, ``names_chars``)."""

    guideline: Guideline
    guide: Projection  # the guideline's vocabulary inside the library's space
    words: sparse.csr_matrix  # G: per rule row, its words
    chars: sparse.csr_matrix  # ... its words and character n-grams
    names_words: sparse.csr_matrix  # N: per answer, its folder name's words
    names_chars: sparse.csr_matrix
    index: np.ndarray  # per rule row: the guideline rule it is
    target: np.ndarray  # ... the answer it describes
    strength: np.ndarray  # ... how directly it speaks (guideline.Rule.strength)

    @classmethod
    def fit(
        cls,
        space: Space,
        guideline: Guideline,
        pairs: list[tuple[int, int]],
        rules: Counts,
        names: Counts,
    ) -> Rules:
        """``pairs``: (rule, answer) for each rule row; ``rules``, ``names``: the counts of
        the rule rows and of the answers' folder names in the library's space."""
        guide = Projection.of(rules.stacked(names))
        chars, names_chars = guide.weigh(space, rules), guide.weigh(space, names)
        return cls(
            guideline,
            guide,
            words_only(chars, guide.word_width),
            chars,
            words_only(names_chars, guide.word_width),
            names_chars,
            np.array([ri for ri, _ in pairs], dtype=np.int64),
            np.array([ti for _, ti in pairs], dtype=np.int64),
            np.array([guideline.rules[ri].strength for ri, _ in pairs]),
        )

    def rule(self, row: int) -> Rule:
        """The guideline rule of rule row ``row``."""
        return self.guideline.rules[int(self.index[row])]

    def sims(self, g: sparse.csr_matrix) -> np.ndarray:
        """Per rule row: how much the file (``g``: in the guideline's space) reads like it,
        on words and on character n-grams, weighted by how directly it speaks."""
        if not self.words.shape[0]:
            return np.zeros(0)
        word = np.asarray(
            (self.words @ words_only(g, self.guide.word_width).T.tocsc()).todense()
        ).ravel()
        chars = np.asarray((self.chars @ g.T.tocsc()).todense()).ravel()
        return (word + chars) * self.strength
