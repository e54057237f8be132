"""The organizer's word counter for a fitted vocabulary (``counting.Counter``) is scikit-learn's
``CountVectorizer`` with that vocabulary, token for token: deciding with a cached model need
not import scikit-learn, but must read a file exactly as fitting did."""

from __future__ import annotations

import numpy as np
from sklearn.feature_extraction.text import CountVectorizer

from server.organizer.counting import TOKEN, Counter
from server.organizer.vectors import cjk_words

TEXTS = [
    "Kontoauszug März 2025 — Überweisung an Müller GmbH, Betrag 1.234,56 €",
    "Façade rénovée: devis n°42 pour l'été, TVA 20 %",
    "Выписка по счёту за апрель; ЁЛКА ёлка",
    "ΑΠΟΔΕΙΞΗ πληρωμής — Ηλεκτρικό ρεύμα",
    cjk_words("住民税 納税通知書 令和6年度 美咲"),
    "ﬁnance ＡＢＣ１２３ résumé naïve coöperate Ångström",
    "x2 2x a_b __init__ snake_case 12abc abc12 ½ ⅓",
    "",
    "spaced   out\ttabs\nand newlines MiXeD CaSe",
    "Zażółć gęślą jaźń — umowa najmu, Kraków",
]


def _sklearn(vocabulary: dict[str, int] | None = None) -> CountVectorizer:
    return CountVectorizer(
        strip_accents="unicode",
        lowercase=True,
        token_pattern=TOKEN,
        dtype=np.float32,
        vocabulary=vocabulary,
    )


def test_the_counter_reads_as_scikit_learn_does() -> None:
    fitted = _sklearn().fit(TEXTS[:6])  # a vocabulary that misses words of the others
    vocabulary = dict(fitted.vocabulary_)
    ours = Counter(vocabulary)
    theirs = _sklearn(vocabulary)
    analyze = theirs.build_analyzer()
    for text in TEXTS:
        assert ours.analyze(text) == analyze(text), text
    a = ours.transform(TEXTS)
    b = theirs.transform(TEXTS).tocsr()
    assert a.shape == b.shape and a.dtype == b.dtype
    assert (a != b).nnz == 0
