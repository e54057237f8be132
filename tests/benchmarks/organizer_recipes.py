"""The two yardsticks the offline organizer is measured against, on the same filed files.

paperless   paperless-ngx's classifier: word 1-2-gram counts (min_df 0.01) and a small
            neural network (MLPClassifier, tol 0.01); it never declines and cannot name
            a folder that does not exist yet
plain       the "plain recipe" of issue 21: TF-IDF over word 1-2-grams and character
            2-5-grams (across word boundaries) of each filed file's name and text (OCR
            included), plus each guideline passage as an example of the folder it names,
            fed to a logistic regression; it declines below a threshold on its top
            probability chosen by 5-fold cross-validation on the filed files
"""

from __future__ import annotations

import numpy as np

from server.organizer.features import Doc, name_words
from server.organizer.guideline import parse_guideline

__all__ = ["paperless_predictions", "plain_predictions"]


def _text(doc: Doc) -> str:
    return f"{name_words(doc.name)} {doc.text[:20000]}"


def paperless_predictions(train: list[tuple[str, Doc]], test: list[Doc]) -> list[str]:
    """paperless-ngx's recipe: word 1-2-gram counts and a small neural network."""
    from sklearn.feature_extraction.text import CountVectorizer
    from sklearn.neural_network import MLPClassifier

    labels = [f for f, _ in train]
    if len(set(labels)) < 2:
        return [labels[0] if labels else ""] * len(test)
    vec = CountVectorizer(analyzer="word", lowercase=True, ngram_range=(1, 2), min_df=0.01)
    X = vec.fit_transform([_text(d) for _, d in train])
    clf = MLPClassifier(tol=0.01, random_state=0)
    clf.fit(X, labels)
    return list(clf.predict(vec.transform([_text(d) for d in test])))


def plain_predictions(
    train: list[tuple[str, Doc]], guideline: str, folders: list[str], test: list[Doc]
) -> list[str]:
    """The plain recipe: TF-IDF words + characters, guideline passages, logistic
    regression, a decline threshold from cross-validation ('' = declined)."""
    from scipy import sparse
    from sklearn.feature_extraction.text import TfidfVectorizer
    from sklearn.linear_model import LogisticRegression
    from sklearn.model_selection import StratifiedKFold

    rules = [(r.folder, r.text) for r in parse_guideline(guideline, folders).rules if r.text]
    rows = [(f, _text(d)) for f, d in train] + rules
    labels = np.array([f for f, _ in rows])
    if len(set(labels.tolist())) < 2:
        return [labels[0] if len(labels) else ""] * len(test)
    words = TfidfVectorizer(sublinear_tf=True, ngram_range=(1, 2), min_df=1)
    chars = TfidfVectorizer(sublinear_tf=True, analyzer="char", ngram_range=(2, 5), min_df=2)

    def fit(idx: np.ndarray) -> tuple[LogisticRegression, object]:
        texts = [rows[i][1] for i in idx]
        X = sparse.hstack([words.fit_transform(texts), chars.fit_transform(texts)]).tocsr()
        clf = LogisticRegression(C=20.0, max_iter=300)
        clf.fit(X, labels[idx])
        return clf, (words.vocabulary_, chars.vocabulary_)

    def predict(clf: LogisticRegression, texts: list[str]) -> np.ndarray:
        X = sparse.hstack([words.transform(texts), chars.transform(texts)]).tocsr()
        return np.asarray(clf.predict_proba(X))

    n_train = len(train)
    tops: list[tuple[float, bool]] = []
    counts = {f: int((labels[:n_train] == f).sum()) for f in set(labels[:n_train].tolist())}
    can = np.array([counts[f] >= 2 for f in labels[:n_train]])
    held = np.flatnonzero(can)
    if len(held) >= 10:
        folds = StratifiedKFold(
            n_splits=min(5, min(counts[f] for f in labels[held])), shuffle=True, random_state=0
        )
        for _tr, te in folds.split(held, labels[held]):
            keep = np.r_[np.setdiff1d(np.arange(len(rows)), held[te])]
            clf, _ = fit(keep)
            p = predict(clf, [rows[i][1] for i in held[te]])
            for k, i in enumerate(held[te]):
                j = int(np.argmax(p[k]))
                tops.append((float(p[k, j]), clf.classes_[j] == labels[i]))
    threshold = _threshold(tops)
    clf, _ = fit(np.arange(len(rows)))
    p = predict(clf, [_text(d) for d in test])
    out = []
    for k in range(len(test)):
        j = int(np.argmax(p[k]))
        out.append(str(clf.classes_[j]) if p[k, j] >= threshold else "")
    return out


def _threshold(tops: list[tuple[float, bool]]) -> float:
    """The top probability below which declining loses least: right suggestions kept minus
    wrong ones made, over the cross-validated filed files."""
    if not tops:
        return 0.0
    best, best_t = -1e9, 0.0
    for t in sorted({0.0} | {p for p, _ in tops}):
        value = sum(1 if ok else -1 for p, ok in tops if p >= t)
        if value > best:
            best, best_t = value, t
    return best_t
