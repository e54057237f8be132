"""From probabilities to a suggestion, or to an honest decline.

``decide(model, doc)`` scores the file against every answer (``model.py``), then:

- rules out folders the person has refused: a rejected suggestion for this file or a file
  like it (as alike as two files of one folder usually are, learned per library), and a
  folder the best-matching guideline rule excludes ("…, not `taxes/`");
- turns an answer into a folder: a plain folder as it is; a dated family into the member
  the file's dates fit, the member of its year, or a new member from the template
  (``life/trips/2025-06 iceland/`` — the date from the file, the name from its words);
- suggests the best answer whose probability of being right is at least 1/2, with the
  evidence that carried it; below that it declines and says why.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from datetime import date

import numpy as np

from .dates import fold
from .device_names import generic_name, neutral_name
from .directives import CONFIDENCE as DIRECTIVE_CONFIDENCE
from .evidence import (
    DATE_DOC,
    DATE_PERIOD,
    DATE_PHOTO,
    GUIDE,
    GUIDE_CHARS,
    KNN,
    period_name,
    period_rule,
)
from .features import Doc, DocDates
from .members import far_period
from .model import Model, Scored
from .reasons import reason
from .renaming import new_name
from .siblings import written_name
from .slots import TEXT_CHARS
from .targets import Family
from .vectors import doc_row

__all__ = ["Decision", "Decline", "decide", "DECLINE_BELOW", "MAX_CONFIDENCE"]

DECLINE_BELOW = 0.5  # more likely wrong than right: leave it to the person
SURE = 0.9  # a suggestion this confident may be auto-accepted: not on a device's file name alone
MAX_CONFIDENCE = 0.99
ALTERNATIVE_MIN = 0.15
RULE_APPLIES = 0.5  # of the best rule's similarity: a rule this close also applies to the file


@dataclass
class Decision:
    target_folder: str
    confidence: float
    reasoning: str
    alternatives: list[tuple[str, str]] = field(default_factory=list)  # (folder, why)
    creates_folder: bool = False
    new_name: str | None = None  # a name for a file whose own says nothing (None: keep it)


@dataclass
class Decline:
    reason: str
    closest: str | None = None
    confidence: float = 0.0


def decide(
    model: Model,
    doc: Doc,
    exclude_paths: frozenset[str] | set[str] = frozenset(),
    exclude_decisions: frozenset[str] | set[str] = frozenset(),
) -> Decision | Decline:
    """Where ``doc`` should go. ``exclude_*`` hide files and decisions (``mylifedb eval``
    replays a decision without the answer in view). A directive that applies to the file
    (``directives.py``) wins over the evidence, unless the person refused its folder for a
    file like this one; what the evidence says stays as the alternative."""
    out = _decided(model, doc, exclude_paths, exclude_decisions)
    if isinstance(out, Decision):
        lib = model.library
        if out.confidence >= SURE and generic_name(doc, lib.files):
            _not_by_name(model, doc, out, exclude_paths, exclude_decisions)
        out.new_name = new_name(doc, out.target_folder, lib.files, lib.space, lib.dates.dayfirst)
    return out


def _not_by_name(
    model: Model,
    doc: Doc,
    out: Decision,
    exclude_paths: frozenset[str] | set[str],
    exclude_decisions: frozenset[str] | set[str],
) -> None:
    """A name a phone or scanner gave ('IMG_4712.JPG', 'Screenshot …') is no evidence of a
    folder: a sure suggestion stays sure only if the file, called nothing, goes there as
    surely (its dates kept); else its confidence is what is left (``device_names.py``)."""
    plain = _decided(
        model, replace(doc, name=neutral_name(doc.name)), exclude_paths, exclude_decisions
    )
    same = isinstance(plain, Decision) and plain.target_folder == out.target_folder
    alone = plain.confidence if same else min(out.confidence, DECLINE_BELOW)
    if alone < SURE:
        out.confidence = min(out.confidence, alone)
        out.reasoning += (
            f" Its name is what a device or program calls files ({doc.name!r}), "
            "which tells little of where it belongs."
        )


def _decided(
    model: Model,
    doc: Doc,
    exclude_paths: frozenset[str] | set[str],
    exclude_decisions: frozenset[str] | set[str],
) -> Decision | Decline:
    out = _judge(model, doc, exclude_paths, exclude_decisions)
    if not model.directives.rules:
        return out
    words = set(model.library.space.analyze_words(doc_row(doc).words))
    told = model.directives.applying(words)
    if told is None:
        return out
    if told.folder in _vetoes(model, doc, model.score(doc, exclude_paths), exclude_decisions):
        return out
    reasoning = f'Your directive in guideline.md says "{told.text}".'
    agrees = isinstance(out, Decision) and out.target_folder == told.folder
    if isinstance(out, Decision) and agrees:
        reasoning += " " + out.reasoning
    return Decision(
        told.folder,
        max(DIRECTIVE_CONFIDENCE, out.confidence if agrees else 0.0),
        reasoning,
        (out.alternatives if agrees else [(out.target_folder, out.reasoning)])
        if isinstance(out, Decision)
        else [],
        told.folder not in model.folders,
    )


def _judge(
    model: Model,
    doc: Doc,
    exclude_paths: frozenset[str] | set[str],
    exclude_decisions: frozenset[str] | set[str],
) -> Decision | Decline:
    if not model.targets.targets:
        return Decline(
            f"{doc.name}: the library has no folders yet and the guideline names none; "
            "left in the inbox for you."
        )
    sc = _dated_events(model, model.score(doc, exclude_paths))
    vetoed = _vetoes(model, doc, sc, exclude_decisions)
    order = np.argsort(-sc.probs, kind="stable")
    picks: list[tuple[int, str, bool, str]] = []  # (target, folder, creates, note)
    unresolved: list[tuple[int, str]] = []
    ruled_out = 0.0
    for t in order.tolist():
        if sc.probs[t] < ALTERNATIVE_MIN and picks:
            break
        folder, note = _resolve(model, doc, sc, t)
        if folder is None:
            unresolved.append((t, note))
            continue
        if folder in vetoed:
            ruled_out += float(sc.probs[t])
            continue
        if any(p[1] == folder for p in picks):
            continue
        picks.append((t, folder, folder not in model.folders, note))
        if len(picks) == 3:
            break
    nowhere = max(0.0, 1.0 - float(sc.probs.sum()))  # P("it fits nowhere")
    if ruled_out > 0:  # what is left, given that the refused folders are not the answer
        left = max(1e-9, 1.0 - min(ruled_out, 1.0 - 1e-9))
        sc = replace(sc, probs=np.minimum(sc.probs / left, 1.0))
        nowhere = min(1.0, nowhere / left)
    # it fits a family none of whose members takes it (a photo like the trips', taken on no
    # trip's days) more than it fits nowhere: that family's share goes to the other folders,
    # not to "nowhere" — it does fit somewhere
    lost = sum(float(sc.probs[u]) for u, _ in unresolved)
    if picks and lost > nowhere:
        sc = replace(sc, probs=np.minimum(sc.probs / max(1e-9, 1.0 - lost), 1.0))
    # its own date is within the days of the trip it most likely goes to (a receipt from
    # there): "it fits nowhere" is learned from held-out folders, and a held-out trip takes its
    # days with it, so no such question ever had that date: it does not count against it
    if picks and picks[0][3] == "date" and _kind(model, picks[0][0]) == "event":
        sc = replace(sc, probs=np.minimum(sc.probs / max(1e-9, 1.0 - nowhere), 1.0))
        nowhere = 0.0
    if not picks or sc.probs[picks[0][0]] < nowhere:
        return _decline(model, doc, sc, picks, unresolved, vetoed)
    t, folder, creates, note = picks[0]
    reasoning = reason(model, sc, t, folder, note)
    if t in sc.named:  # the name decided among its siblings: say so first
        who = written_name(doc, folder)
        reasoning = f"It names {who}, whose files are kept apart from their siblings'; " + (
            reasoning[0].lower() + reasoning[1:]
        )
    if creates:
        reasoning += " The folder does not exist yet; accepting creates it."
    alts = [
        (f, reason(model, sc, ta, f, n, short=True))
        for ta, f, _, n in picks[1:]
        if sc.probs[ta] >= ALTERNATIVE_MIN
    ]
    fam = model.targets.targets[t].family
    sure = model.confidence(sc.probs[t]) * (fam.hit_rate if fam is not None else 1.0)
    return Decision(
        folder,
        round(min(MAX_CONFIDENCE, sure), 2),
        reasoning,
        alts,
        creates,
    )


def _dated_events(model: Model, sc: Scored) -> Scored:
    """A file whose own date is in the days of an event family's member (a receipt from the
    trip): that family's probability times its learned odds (``Family.date_odds``: how much
    likelier such a date is for the trip's files than for others), the rest scaled to keep
    "it fits nowhere" as it was. The learned model weighs a date as one feature among many,
    and a held-out file's date rarely falls in another trip's days, so it learns little of it."""
    p = sc.probs.copy()
    for t, folder in enumerate(sc.ev.instance):
        fam = model.targets.targets[t].family
        if folder and fam is not None and fam.kind == "event" and fam.date_odds > 1.0:
            p[t] *= fam.date_odds
    total = float(sc.probs.sum())
    if not total or np.array_equal(p, sc.probs):
        return sc
    return replace(sc, probs=p * (total / float(p.sum())))


def _vetoes(model: Model, doc: Doc, sc: Scored, exclude: frozenset[str] | set[str]) -> set[str]:
    out = model.refusals.folders(doc.path, sc.vector, model.calibration.alike, exclude)
    # "letters from school go to `kids/`, not `mail/`": a file about as much like that rule as like
    # any rule is not sent to the folder it rules out
    rules = model.library.rules
    sims = rules.sims(sc.guide_vector)
    if sims.size and sims.max() > 0:
        for r in np.flatnonzero(sims >= RULE_APPLIES * sims.max()).tolist():
            out.update(rules.rule(r).negative)
    return out


def _resolve(model: Model, doc: Doc, sc: Scored, t: int) -> tuple[str | None, str]:
    target = model.targets.targets[t]
    fam = target.family
    if fam is None:
        return target.key, ""
    matched = sc.ev.instance[t]
    if matched:
        return matched, "date" if fam.kind == "event" else "period"
    dd = sc.dates
    when = dd.exif or (dd.primary.day if dd.primary else None)
    if fam.kind == "period":
        name = period_name(fam, dd)
        if name is None and period_rule(fam, dd) is not None:  # '2025-2026 lop ?': unknown
            return (
                None,
                f"no one {_family_name(fam.key)} folder is its period's, and I can't name one",
            )
        if name is None:
            return None, f"it has no date to choose a {_family_name(fam.key)} folder by"
        if name not in fam.instances and (far := far_period(fam, dd)) is not None:
            return None, f"its text dates it {far}, far from every {_family_name(fam.key)} folder"
        return name, "period"
    near = int(sc.ev.nearest[t])
    if (  # no date that fits one: the member its nearest file is in, when that is close enough
        near >= 0
        and sc.ev.matrix[t, KNN] >= model.calibration.alike
        and model.doc_folder(near) in fam.instances
        and dd.exif is None
        and (when is None or model.library.dates.instances.near(t, model.doc_folder(near), when))
    ):
        return model.doc_folder(near), "like"
    if when is None:
        return None, f"it fits {_family_name(fam.key)} but nothing tells which one"
    if dd.exif is not None:
        return (
            None,
            f"it was taken {when.isoformat()}, outside the dates of every {_family_name(fam.key)} folder",
        )
    named = _named_member(fam, doc, (event_start(dd) or when).year)
    if named is not None:
        return named, "named"
    slot = model.names.slot(t, doc, [i.slot for i in fam.instances.values() if i.slot])
    if not slot:
        near_trip = model.library.dates.instances.closest(t, when)
        if near_trip is not None:  # no new one to name, and one member's days are weeks away
            return near_trip[0], "near"
        return (
            None,
            f"it fits {_family_name(fam.key)} but I can't tell which one or what to call a new one",
        )
    start = event_start(dd) or when
    return fam.new_folder(start.year, start.month, slot), "new"


def _named_member(fam: Family, doc: Doc, year: int) -> str | None:
    """The one member of that year whose place or span the file's text or name writes ('Part
    of our Portugal trip' for `travel/2025-portugal/`, 'anul școlar 2025-2026' for
    `2025-2026 (clasa a VI-a)/`): its days may not be known yet (a plan made months before),
    but the member it names is there already."""
    text = fold(f"{doc.name}\n{doc.text[:TEXT_CHARS]}")
    found = []
    for i in fam.instances.values():
        first, last = (i.lo.year, i.hi.year) if i.lo and i.hi else (i.year, i.year)
        if first is None or last is None or not first <= year <= last:
            continue
        place = i.slot and re.search(rf"(?<!\w){re.escape(fold(i.slot))}(?!\w)", text)
        years = first != last and re.search(
            rf"(?<!\d){first}\s*[-/–]\s*(?:{last}|{last % 100:02d})(?!\d)", text
        )
        if place or years:
            found.append(i.folder)
    return found[0] if len(found) == 1 else None


def _kind(model: Model, t: int) -> str:
    fam = model.targets.targets[t].family
    return fam.kind if fam is not None else ""


STAY_DAYS = 31  # the dates of one stay, at most this far apart


def event_start(dd: DocDates) -> date | None:
    """The day a new event (a trip) starts, for a file whose name says when it was made (a
    booking's screenshot of 18 May): the first day of the last stay its text gives after
    that day — the dates within STAY_DAYS of its last one — since the deadlines to pay come
    before the stay ('Anzahlung bis 01.06.2025 … Anreise 12.07.2025, Abreise 26.07.2025').
    None when the name gives no day or the text no later one."""
    if dd.name is None:
        return None
    ahead = sorted(d for d in dd.all if d > dd.name)
    return next((d for d in ahead if (ahead[-1] - d).days <= STAY_DAYS), None)


def _family_name(key: str) -> str:
    return key.rstrip("/").rsplit("/", 1)[0] + "/…" if "/" in key.rstrip("/") else key


def _decline(
    model: Model,
    doc: Doc,
    sc: Scored,
    picks: list[tuple[int, str, bool, str]],
    unresolved: list[tuple[int, str]],
    vetoed: set[str],
) -> Decline:
    if picks:
        t, folder = picks[0][0], picks[0][1]
        p = model.confidence(sc.probs[t])
        u = unresolved[0][0] if unresolved else -1
        if (
            u >= 0
            and sc.probs[u] > sc.probs[t]
            and model.confidence(sc.probs[u]) >= DECLINE_BELOW
            and (
                sc.ev.matrix[u, KNN] >= model.calibration.alike
                or sc.ev.matrix[u, [DATE_PHOTO, DATE_DOC, DATE_PERIOD]].any()
            )
        ):
            why = unresolved[0][1]
        elif (
            sc.ev.matrix[t, KNN] < model.calibration.alike
            and sc.ev.matrix[t, GUIDE] + sc.ev.matrix[t, GUIDE_CHARS] <= 0
        ):
            why = (
                f"it is unlike the files in every folder and no guideline rule describes it "
                f"(closest: {folder}, {p:.0%} likely)"
            )
        else:
            why = f"no folder fits well enough (closest: {folder}, {p:.0%} likely)"
        return Decline(f"{doc.name}: {why}; left in the inbox for you.", folder, round(p, 2))
    if unresolved:
        return Decline(f"{doc.name}: {unresolved[0][1]}; left in the inbox for you.")
    refused = (
        f" (you refused {', '.join(sorted(vetoed))} for it or a file like it)" if vetoed else ""
    )
    return Decline(f"{doc.name}: no folder fits{refused}; left in the inbox for you.")
