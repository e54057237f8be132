"""The offline organizer: the ``local`` provider's judgement, a small scikit-learn pipeline
fitted per library.

    guideline.py   the guideline read as rules: folder -> the words attached to it, templates
    mentions.py    where the guideline names folders; its blocks and sentences
    dates.py       dates in EXIF, names and text; the year a file is about
    features.py    one function per signal: name, kind, text, folder words, dates
    targets.py     the answers: folders, guideline folders, dated families (years, trips)
    vectors.py     TF-IDF (word and character n-grams), similarities grouped by answer
    similarities.py  one file's similarities to every file, answer, rule and folder name
    evidence.py    per answer: nearest files, centroid, guideline, folder name, dates
    questions.py   the library's own questions with known answers, to fit and calibrate on
    model.py       fitted per library; a logistic regression turns evidence into P(right)
    slots.py       naming a new member of a dated family (the place of a new trip)
    decide.py      vetoes, resolving families to folders, suggest or decline with reasons
    store.py       the library snapshot, the model cached in the state dir, fitted off the loop
"""

from .decide import DECLINE_BELOW, Decision, Decline, decide
from .features import Doc, doc_from_corpus, doc_from_detail
from .model import Decided, Model, Snapshot

__all__ = [
    "DECLINE_BELOW",
    "Decided",
    "Decision",
    "Decline",
    "Doc",
    "Model",
    "Snapshot",
    "decide",
    "doc_from_corpus",
    "doc_from_detail",
]
