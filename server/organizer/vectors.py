"""Text to vectors (scikit-learn fits them), and similarities grouped by answer.

A ``Space`` per library, fitted on its files, its guideline rules and its folder names:

    words   word unigrams of a file's name, kind and text (accents folded, lower case)
    chars   character 3–5-grams of the words of its name and first lines ('Konto' meets
            'Konten', 'statement' meets 'statements', in any language); every digit reads as 0

Both TF-IDF weighted with sublinear term frequency: words common to the whole library (the
owner's name, the city) get a low IDF — the library's own stop words, learned, not listed.
Character n-grams are counted through the words (a word's n-grams once, times how often the
word occurs), so a file is read once. ``project`` gives the same files in a smaller space —
the guideline's own vocabulary — without reading them again.

A row is the two views side by side, each L2-normalised (unknown words counted in the norm,
for a file from the inbox) and scaled by 1/sqrt(2): a dot product of two rows is a cosine.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import numpy as np
from scipy import sparse

from appclient.digests.image import render_image
from appclient.search.words import cjk_bigrams

from .counting import TOKEN, Counter
from .features import Doc, body_text, folder_words, kind_words, name_words

if TYPE_CHECKING:
    from sklearn.feature_extraction.text import CountVectorizer

__all__ = [
    "Row",
    "Space",
    "Counts",
    "Groups",
    "Projection",
    "doc_row",
    "text_row",
    "folder_row",
    "group_max",
    "words_only",
    "CHAR_CHARS",
]

CHAR_CHARS = 400  # character n-grams read the name and the start of the text
CHAR_N = (3, 5)
COMMON, COMMON_FROM = (
    0.5,
    200,
)  # from this many rows on, words and n-grams in over half of them are left out
_DIGIT = re.compile(r"\d")
_CJK = re.compile(r"[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff]+")


def cjk_words(text: str) -> str:
    """Runs of Chinese, Japanese or Korean characters (written without spaces) as their
    overlapping pairs of characters, as the search index reads them: '請求書' -> '請求 求書'."""
    if not _CJK.search(text):
        return text
    return _CJK.sub(lambda m: " " + " ".join(cjk_bigrams(m.group(0))) + " ", text)


@dataclass(frozen=True)
class Row:
    words: str  # what the word view reads
    head: str  # what the character view reads


def doc_row(doc: Doc) -> Row:
    name = name_words(doc.name)
    body = body_text(doc)
    if (
        doc.image
    ):  # what search sees of a picture: 'photo 4032x3024 jpeg taken 2024-03-21 March 2024 …'
        body = f"{render_image(doc.image)} {body}"
    return Row(cjk_words(f"{name} {name} {kind_words(doc)} {body}"), f"{name} {body[:CHAR_CHARS]}")


def text_row(text: str) -> Row:
    """A guideline rule: both views read all of it."""
    return Row(cjk_words(text), text[:CHAR_CHARS])


def folder_row(folder: str) -> Row:
    words = folder_words(folder)
    return Row(cjk_words(words), words)


def _char_grams(word: str) -> list[str]:
    w = f" {_DIGIT.sub('0', word)} "
    return [w[i : i + n] for n in range(CHAR_N[0], CHAR_N[1] + 1) for i in range(len(w) - n + 1)]


@dataclass
class Counts:
    """Raw counts of some rows in a space, and the weight of what the space does not know."""

    words: sparse.csr_matrix
    chars: sparse.csr_matrix
    unknown_words: np.ndarray  # per row: sum of squared TF-IDF weights of unknown words
    unknown_chars: np.ndarray

    def rows(self, sl: slice) -> Counts:
        return Counts(
            self.words[sl], self.chars[sl], self.unknown_words[sl], self.unknown_chars[sl]
        )

    def stacked(self, other: Counts) -> Counts:
        return Counts(
            sparse.vstack([self.words, other.words]).tocsr(),
            sparse.vstack([self.chars, other.chars]).tocsr(),
            np.concatenate([self.unknown_words, other.unknown_words]),
            np.concatenate([self.unknown_chars, other.unknown_chars]),
        )


def _vectorizer(max_df: float = 1.0) -> CountVectorizer:
    """scikit-learn's counter, for fitting a vocabulary (imported here: deciding with a fitted
    model needs only ``Counter``, and the import is ~0.3 s of ``organize FILE``)."""
    from sklearn.feature_extraction.text import CountVectorizer

    return CountVectorizer(
        strip_accents="unicode",
        lowercase=True,
        token_pattern=TOKEN,
        dtype=np.float32,
        max_df=max_df,
    )


def _index(terms: tuple[str, ...]) -> dict[str, int]:
    return {t: i for i, t in enumerate(terms)}


@dataclass(frozen=True, eq=False)
class Space:
    """The library's two views, fitted (``Space.fit``): each vocabulary in column order, the
    character n-grams of the head words (``incidence``: head word -> its n-grams), the IDFs."""

    word_terms: tuple[str, ...]  # the word view's columns
    head_terms: tuple[str, ...]  # the words the character view reads n-grams from
    char_grams: tuple[str, ...]  # the character view's columns
    incidence: sparse.csr_matrix
    word_idf: np.ndarray
    char_idf: np.ndarray
    word_index: dict[str, int] = field(init=False, repr=False)  # derived: term -> column
    head_index: dict[str, int] = field(init=False, repr=False)
    char_index: dict[str, int] = field(init=False, repr=False)
    _words: Counter = field(init=False, repr=False)
    _heads: Counter = field(init=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "word_index", _index(self.word_terms))
        object.__setattr__(self, "head_index", _index(self.head_terms))
        object.__setattr__(self, "char_index", _index(self.char_grams))
        object.__setattr__(self, "_words", Counter(self.word_index))
        object.__setattr__(self, "_heads", Counter(self.head_index))

    @property
    def word_width(self) -> int:
        return len(self.word_idf)

    def analyze_words(self, text: str) -> list[str]:
        """The words the word view reads in ``text`` (known to the library or not)."""
        analyzed: list[str] = self._words.build_analyzer()(text)
        return analyzed

    @classmethod
    def fit(cls, rows: list[Row]) -> tuple[Space, Counts]:
        """Learn the vocabulary and the IDF from ``rows``; their counts, for ``weigh``."""
        rows = rows or [Row("empty", "empty")]
        # in a large library, what is in most files tells nothing apart
        max_df = COMMON if len(rows) >= COMMON_FROM else 1.0
        words, heads = _vectorizer(max_df), _vectorizer(max_df)
        w = words.fit_transform([r.words for r in rows]).tocsr()
        h = heads.fit_transform([r.head for r in rows]).tocsr()
        head_vocabulary: dict[str, int] = heads.vocabulary_
        grams: dict[str, int] = {}
        rows_i, cols_i = [], []
        for word, i in head_vocabulary.items():
            for g in set(_char_grams(word)):
                rows_i.append(i)
                cols_i.append(grams.setdefault(g, len(grams)))
        incidence = sparse.csr_matrix(
            (np.ones(len(rows_i), dtype=np.float32), (rows_i, cols_i)),
            shape=(len(head_vocabulary), len(grams)),
        )
        c = (h @ incidence).tocsr()
        if len(rows) >= COMMON_FROM:
            df = np.bincount(c.indices, minlength=c.shape[1])
            keep = np.flatnonzero(df <= COMMON * len(rows))
            incidence = incidence[:, keep].tocsr()
            kept = set(keep.tolist())
            order = {old: new for new, old in enumerate(keep.tolist())}
            grams = {g: order[i] for g, i in grams.items() if i in kept}
            c = c[:, keep].tocsr()
        space = cls(
            _terms(words.vocabulary_),
            _terms(head_vocabulary),
            _terms(grams),
            incidence,
            _idf(w),
            _idf(c),
        )
        return space, Counts(w, c, np.zeros(len(rows)), np.zeros(len(rows)))

    def counts(self, rows: list[Row], unknown: bool = False) -> Counts:
        """Counts of new rows; with ``unknown``, words and n-grams this space has never seen
        are weighed as the rarest it knows (for a file from the inbox)."""
        w = self._words.transform([r.words for r in rows]).tocsr()
        h = self._heads.transform([r.head for r in rows]).tocsr()
        c = (h @ self.incidence).tocsr()
        uw, uc = np.zeros(len(rows)), np.zeros(len(rows))
        if unknown:
            top_w = float(self.word_idf.max()) if self.word_idf.size else 1.0
            top_c = float(self.char_idf.max()) if self.char_idf.size else 1.0
            analyze_w, analyze_h = self._words.build_analyzer(), self._heads.build_analyzer()
            extra: list[tuple[int, int, float]] = []
            for i, r in enumerate(rows):
                uw[i] = _unknown_mass(analyze_w(r.words), self.word_index, top_w)
                grams: dict[str, int] = {}
                for word in analyze_h(r.head):
                    if word not in self.head_index:  # an unseen word's n-grams may be known
                        for g in _char_grams(word):
                            grams[g] = grams.get(g, 0) + 1
                for g, n in grams.items():
                    if g in self.char_index:
                        extra.append((i, self.char_index[g], float(n)))
                    else:
                        uc[i] += ((1.0 + np.log(n)) * top_c) ** 2
            if extra:
                ri, ci, vi = zip(*extra, strict=True)
                c = (c + sparse.csr_matrix((vi, (ri, ci)), shape=c.shape, dtype=np.float32)).tocsr()
        return Counts(w, c, uw, uc)

    def weigh(
        self,
        counts: Counts,
        word_cols: np.ndarray | None = None,
        char_cols: np.ndarray | None = None,
        word_idf: np.ndarray | None = None,
        char_idf: np.ndarray | None = None,
    ) -> sparse.csr_matrix:
        """TF-IDF rows from counts — in this space, or (``*_cols``, ``*_idf``) in a projection."""
        w = counts.words if word_cols is None else counts.words[:, word_cols]
        c = counts.chars if char_cols is None else counts.chars[:, char_cols]
        wv = _view(w, self.word_idf if word_idf is None else word_idf, counts.unknown_words)
        cv = _view(c, self.char_idf if char_idf is None else char_idf, counts.unknown_chars)
        return sparse.hstack([wv, cv], format="csr", dtype=np.float32)

    def transform(self, rows: list[Row], unknown: bool = False) -> sparse.csr_matrix:
        return self.weigh(self.counts(rows, unknown))


@dataclass(frozen=True, eq=False)
class Projection:
    """A smaller space inside a ``Space`` (the guideline's vocabulary), with its own IDF."""

    word_cols: np.ndarray
    char_cols: np.ndarray
    word_idf: np.ndarray
    char_idf: np.ndarray

    @classmethod
    def of(cls, counts: Counts) -> Projection:
        word_cols = np.flatnonzero(np.asarray(counts.words.sum(axis=0)).ravel() > 0)
        char_cols = np.flatnonzero(np.asarray(counts.chars.sum(axis=0)).ravel() > 0)
        return cls(
            word_cols, char_cols, _idf(counts.words[:, word_cols]), _idf(counts.chars[:, char_cols])
        )

    @property
    def word_width(self) -> int:
        return len(self.word_cols)

    def weigh(self, space: Space, counts: Counts) -> sparse.csr_matrix:
        plain = Counts(
            counts.words,
            counts.chars,
            np.zeros(counts.words.shape[0]),
            np.zeros(counts.words.shape[0]),
        )
        return space.weigh(plain, self.word_cols, self.char_cols, self.word_idf, self.char_idf)


def _terms(vocabulary: dict[str, int]) -> tuple[str, ...]:
    """A vocabulary (term -> column, the columns 0..n-1) as its terms in column order."""
    terms = [""] * len(vocabulary)
    for t, i in vocabulary.items():
        terms[i] = t
    return tuple(terms)


def _idf(m: sparse.csr_matrix) -> np.ndarray:
    if m.shape[1] == 0:
        return np.zeros(0)
    from sklearn.feature_extraction.text import TfidfTransformer

    return TfidfTransformer(sublinear_tf=True, smooth_idf=True).fit(m).idf_.astype(np.float32)


def _view(m: sparse.csr_matrix, idf: np.ndarray, unknown: np.ndarray) -> sparse.csr_matrix:
    m = m.tocsr(copy=True).astype(np.float32)
    np.log(m.data, out=m.data)
    m.data += 1.0  # sublinear term frequency
    m = (m @ sparse.diags(idf.astype(np.float32))).tocsr() if m.shape[1] else m
    mass = np.asarray(m.multiply(m).sum(axis=1)).ravel() + unknown
    scale = np.where(mass > 0, 1.0 / np.sqrt(np.maximum(mass, 1e-12)), 0.0) / np.sqrt(2.0)
    return (sparse.diags(scale.astype(np.float32)) @ m).tocsr()


def _unknown_mass(tokens: list[str], vocab: dict[str, int], top: float) -> float:
    counts: dict[str, int] = {}
    for t in tokens:
        if t not in vocab:
            counts[t] = counts.get(t, 0) + 1
    return float(sum(((1.0 + np.log(n)) * top) ** 2 for n in counts.values()))


def words_only(m: sparse.csr_matrix, width: int) -> sparse.csr_matrix:
    """The word view of rows (its own norm, at most 1): how short texts (a guideline rule, a
    folder name) are compared, since their character n-grams match almost anything."""
    return (m[:, :width] * np.float32(np.sqrt(2.0))).astype(np.float32).tocsr()


@dataclass(frozen=True, eq=False)
class Groups:
    """Training files grouped by answer, for per-answer maxima of a row of similarities."""

    order: np.ndarray = field(
        default_factory=lambda: np.zeros(0, dtype=np.int64)
    )  # files, by answer
    starts: np.ndarray = field(
        default_factory=lambda: np.zeros(0, dtype=np.int64)
    )  # where each group starts
    present: np.ndarray = field(
        default_factory=lambda: np.zeros(0, dtype=np.int64)
    )  # the answer of each group
    n: int = 0

    @classmethod
    def of(cls, labels: np.ndarray, n: int) -> Groups:
        order = np.argsort(labels, kind="stable")
        sorted_labels = labels[order]
        starts = (
            np.flatnonzero(np.r_[True, np.diff(sorted_labels) != 0])
            if labels.size
            else np.zeros(0, np.int64)
        )
        return cls(order, starts, sorted_labels[starts] if labels.size else starts, n)

    def max(self, values: np.ndarray) -> np.ndarray:
        out = np.zeros(self.n)
        if self.order.size:
            out[self.present] = np.maximum(
                np.maximum.reduceat(values[self.order], self.starts), 0.0
            )
        return out

    def argmax(self, values: np.ndarray) -> np.ndarray:
        """Per answer, the file with the largest value (-1 for none)."""
        out = np.full(self.n, -1, dtype=np.int64)
        if not self.order.size:
            return out
        v = values[self.order]
        ends = np.r_[self.starts[1:], len(v)]
        for g, (a, b) in enumerate(zip(self.starts, ends, strict=True)):
            out[self.present[g]] = self.order[a + int(np.argmax(v[a:b]))]
        return out


def group_max(values: np.ndarray, groups: np.ndarray, n_groups: int) -> np.ndarray:
    """Per group, the largest value (0 for an empty group)."""
    out = np.zeros(n_groups, dtype=np.float64)
    if values.size:
        np.maximum.at(out, groups, np.maximum(values, 0.0))
    return out
