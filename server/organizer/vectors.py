"""Text to vectors (scikit-learn), and similarities grouped by answer.

One vectorizer per library, fitted on its files, its guideline rules and its folder names:
word 1–2-grams and character 3–5-grams within words (so 'Rezept' meets 'Rezepte' and
'payslip' meets 'payslips' in any language), accents folded, TF-IDF with sublinear term
frequency. Words common to the whole library (the owner's name, the city) get a low IDF —
the library's own stop words, learned rather than listed. Rows are L2-normalised, so a dot
product is a cosine similarity.
"""

from __future__ import annotations

import re
from typing import Any

import numpy as np
from scipy import sparse
from sklearn.feature_extraction.text import TfidfVectorizer
from sklearn.pipeline import FeatureUnion, make_pipeline
from sklearn.preprocessing import FunctionTransformer

from appclient.digests.image import render_image

from .features import Doc, body_text, folder_words, kind_words, name_words

__all__ = ["Row", "doc_row", "text_row", "make_vectorizer", "group_max", "group_topk_mean", "CHAR_CHARS",
           "word_width", "words_only"]

CHAR_CHARS = 600  # character n-grams read the name and the start of the text
Row = tuple[str, str]  # (text for word n-grams, text for character n-grams)
# character n-grams see every digit as 0: amounts, dates and account numbers are in every
# kind of file, and '1234' must not make a note look like a passport number
_DIGIT = re.compile(r"\d")


def doc_row(doc: Doc) -> Row:
    name = name_words(doc.name)
    body = body_text(doc)
    if doc.image:  # what search sees of a picture: 'photo 4032x3024 jpeg taken 2024-03-21 March 2024 …'
        body = f"{render_image(doc.image)} {body}"
    return f"{name} {name} {kind_words(doc)} {body}", _DIGIT.sub("0", f"{name} {body[:CHAR_CHARS]}")


def text_row(text: str) -> Row:
    """A guideline rule or a folder name: the same two views of a short text."""
    return text, _DIGIT.sub("0", text[:CHAR_CHARS])


def folder_row(folder: str) -> Row:
    words = folder_words(folder)
    return words, words


def _words(rows: list[Row]) -> list[str]:
    return [r[0] for r in rows]


def _chars(rows: list[Row]) -> list[str]:
    return [r[1] for r in rows]


def make_vectorizer() -> Any:
    word = TfidfVectorizer(strip_accents="unicode", lowercase=True, token_pattern=r"(?u)\b\w*[^\W\d_]\w*\b",
                           ngram_range=(1, 2), sublinear_tf=True, dtype=np.float32, max_features=200_000, norm=None)
    char = TfidfVectorizer(analyzer="char_wb", ngram_range=(3, 5), strip_accents="unicode", lowercase=True,
                           sublinear_tf=True, dtype=np.float32, max_features=200_000, norm=None)
    union = FeatureUnion([
        ("word", make_pipeline(FunctionTransformer(_words), word)),
        ("char", make_pipeline(FunctionTransformer(_chars), char)),
    ])
    return union


def transform(vectorizer: Any, rows: list[Row], oov: bool = False) -> sparse.csr_matrix:
    """Rows as vectors: each view (words, character n-grams) L2-normalised, the two side by
    side and scaled by 1/sqrt(2), so a dot product of two rows is a cosine similarity.

    ``oov``: count the words the library has never seen in the norm (as the rarest words
    there are). Without that, a file of mostly unknown words ('asdf qwer 1234.txt') would be
    reduced to the few words it shares with everything ('txt') and look like anything."""
    if not rows:
        return sparse.csr_matrix((0, _width(vectorizer)), dtype=np.float32)
    views = []
    for _, pipe in vectorizer.transformer_list:
        select, tfidf = pipe.steps[0][1], pipe.steps[-1][1]
        texts = select.transform(rows)
        m = tfidf.transform(texts).tocsr()
        mass = np.asarray(m.multiply(m).sum(axis=1)).ravel()
        if oov:
            mass = mass + _unknown_mass(tfidf, texts)
        scale = np.where(mass > 0, 1.0 / np.sqrt(np.maximum(mass, 1e-12)), 0.0) / np.sqrt(2.0)
        views.append(sparse.diags(scale.astype(np.float32)) @ m)
    return sparse.hstack(views, format="csr", dtype=np.float32)


def _unknown_mass(tfidf: Any, texts: list[str]) -> np.ndarray:
    analyze = tfidf.build_analyzer()
    vocab = tfidf.vocabulary_
    top = float(np.max(tfidf.idf_)) if len(tfidf.idf_) else 1.0
    out = np.zeros(len(texts))
    for i, text in enumerate(texts):
        counts: dict[str, int] = {}
        for tok in analyze(text):
            if tok not in vocab:
                counts[tok] = counts.get(tok, 0) + 1
        out[i] = sum(((1.0 + np.log(c)) * top) ** 2 for c in counts.values())
    return out


def word_width(vectorizer: Any) -> int:
    """How many of a row's columns are word n-grams (they come first)."""
    return len(vectorizer.transformer_list[0][1].steps[-1][1].vocabulary_)


def words_only(m: sparse.csr_matrix, width: int) -> sparse.csr_matrix:
    """The word view of rows from ``transform`` (its own norm, at most 1): how short texts
    (a guideline rule, a folder name) are compared, since their character n-grams match
    almost anything."""
    return (m[:, :width] * np.float32(np.sqrt(2.0))).astype(np.float32).tocsr()


def _width(vectorizer: Any) -> int:
    return sum(len(step[-1].vocabulary_) for _, step in
               ((n, [s for _, s in p.steps]) for n, p in vectorizer.transformer_list))


def group_max(values: np.ndarray, groups: np.ndarray, n_groups: int) -> np.ndarray:
    """Per group, the largest value (0 for an empty group)."""
    out = np.zeros(n_groups, dtype=np.float64)
    if values.size:
        np.maximum.at(out, groups, np.maximum(values, 0.0))
    return out


def group_topk_mean(values: np.ndarray, groups: np.ndarray, n_groups: int, k: int = 3) -> np.ndarray:
    """Per group, the mean of its k largest values (missing ones count as 0)."""
    out = np.zeros(n_groups, dtype=np.float64)
    if not values.size:
        return out
    order = np.lexsort((-values, groups))
    g = groups[order]
    v = np.maximum(values[order], 0.0)
    starts = np.r_[0, np.flatnonzero(np.diff(g)) + 1]
    rank = np.arange(len(g)) - np.repeat(starts, np.diff(np.r_[starts, len(g)]))
    keep = rank < k
    np.add.at(out, g[keep], v[keep])
    return out / k
