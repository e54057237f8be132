"""The offline organizer: the ``local`` provider's judgement, a small scikit-learn pipeline
fitted per library.

    guideline.py   the guideline read as rules: folder -> the words attached to it, templates
    mentions.py    where the guideline names folders; its blocks and sentences
    dates.py       dates in EXIF, names and text; the year a file is about (cldr.py: CLDR's patterns)
    names.py       what a dated folder's name says: the days it covers, the words beside them
    periods.py     period folders (years, tax years, quarters): which date counts, where they start
    period_names.py  what those folders' names say: their shape, template and numbers
    period_labels.py  the period a file writes itself ('AY2024-25', 'Schuljahr 2024/2025')
    members.py     a dated family's members and the days each covers
    features.py    one function per signal: name, kind, text, folder words, dates
    targets.py     the answers: folders, guideline folders, dated families (years, trips)
    vectors.py     TF-IDF (word and character n-grams), similarities grouped by answer

  the model's parts, each a typed dataclass fitted on its own:
    files.py       the filed files in the library's space, their answers, per-answer sums
    rules.py       the guideline's rules and the folder names in the guideline's vocabulary
    core.py        the learned core: a kernel ridge classifier (words and meaning), exact leave-one-out
    meaning.py     files, passages and folder names by meaning (the embedder), for the core
    families.py    dates, periods and trips (``Dates``), names of new places (``Names``)
    refusals.py    folders the person refused, for a file and files like it
    directives.py  the person's word: the guideline's Directives section
    library.py     the parts evidence is read from, together
    calibration.py what each kind of evidence is worth here, and what a probability means

    similarities.py  one file's similarities to every file, answer, rule and folder name
    evidence.py    per answer: nearest files, centroid, guideline, folder name, dates
    questions.py   the library's own questions with known answers, to fit and calibrate on
    model.py       the parts composed: fitted per library, a probability per answer
    slots.py       naming a new member of a dated family (the place of a new trip)
    decide.py      vetoes, resolving families to folders, suggest or decline with reasons
    reasons.py     why a suggestion suits its file, in words
    codec.py       the model on disk, derived from its parts' types: arrays and JSON
    store.py       the library snapshot, the model cached in the state dir, fitted off the loop
    apart.py       a large library's model fitted in a child process (its memory leaves with it)
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
