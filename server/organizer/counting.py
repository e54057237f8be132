"""Word counts over a fitted vocabulary, read exactly as the organizer's scikit-learn
``CountVectorizer`` reads text when it fits one (``vectors._vectorizer``): lower case, accents
folded, ``TOKEN``. Deciding with a cached model counts a file's words with ``Counter``, so it
need not import scikit-learn (~0.3 s of ``organize FILE``); ``tests/organizer/test_vectors.py``
holds the two equal, token for token."""

from __future__ import annotations

import re
import unicodedata
from collections.abc import Callable

import numpy as np
from scipy import sparse

__all__ = ["TOKEN", "Counter"]

TOKEN = r"(?u)\b\w*[^\W\d_]\w*\b"  # words with a letter: amounts and dates are not words


def _strip_accents(text: str) -> str:
    """scikit-learn's ``strip_accents_unicode``: NFKD, combining marks dropped."""
    if text.isascii():
        return text
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


class Counter:
    """Word counts over a fixed vocabulary: the matrix scikit-learn's
    ``CountVectorizer(vocabulary=...)`` makes with the organizer's settings."""

    def __init__(self, vocabulary: dict[str, int]) -> None:
        self.vocabulary = vocabulary
        self._token = re.compile(TOKEN)

    def analyze(self, text: str) -> list[str]:
        found: list[str] = self._token.findall(_strip_accents(text.lower()))
        return found

    def build_analyzer(self) -> Callable[[str], list[str]]:
        return self.analyze

    def transform(self, texts: list[str]) -> sparse.csr_matrix:
        indptr, indices, values = [0], [], []
        for text in texts:
            row: dict[int, int] = {}
            for word in self.analyze(text):
                j = self.vocabulary.get(word)
                if j is not None:
                    row[j] = row.get(j, 0) + 1
            for j in sorted(row):
                indices.append(j)
                values.append(row[j])
            indptr.append(len(indices))
        return sparse.csr_matrix(
            (np.array(values, dtype=np.float32), np.array(indices, dtype=np.int32), indptr),
            shape=(len(texts), len(self.vocabulary)),
        )
