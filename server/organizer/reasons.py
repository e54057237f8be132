"""Why a suggestion suits its file, in words: the kinds of evidence that carried it most
(``model.choice.contributions``), each said as the person would check it — the file it reads
like, the guideline's sentence, the dates, the folder's name."""

from __future__ import annotations

from .evidence import (
    CENTROID,
    CORE,
    DATE_DOC,
    DATE_PERIOD,
    DATE_PHOTO,
    FNAME,
    FNAME_CHARS,
    GUIDE,
    GUIDE_CHARS,
    KNN,
    TERMS,
    period_rule,
)
from .model import Model, Scored
from .periods import LABELS

__all__ = ["reason", "NAME_REASON"]

NAME_REASON = 0.25  # the folder's name is a reason next to another when it carried this share of it


def reason(model: Model, sc: Scored, t: int, folder: str, note: str, short: bool = False) -> str:
    """Why answer ``t`` (resolved to ``folder``, ``note`` saying how) suits the file: the one
    or two kinds of evidence that carried it most, in words."""
    ev = sc.ev
    row = ev.matrix[t]
    z = model.choice.contributions(row)
    contrib = {
        "knn": z[KNN] + z[CENTROID] + z[TERMS] + z[CORE],
        "guide": z[GUIDE] + z[GUIDE_CHARS],
        "date": z[DATE_PHOTO] + z[DATE_DOC] + z[DATE_PERIOD],
        "fname": z[FNAME] + z[FNAME_CHARS],
    }
    bits: list[str] = []
    first = 0.0
    for kind in sorted(contrib, key=lambda k: -contrib[k]):
        if contrib[kind] <= 0:
            continue
        if kind == "fname" and bits and contrib[kind] < NAME_REASON * first:
            continue  # a folder name sharing a few letters with the file did not carry it
        text = _evidence_text(model, sc, t, folder, note, kind)
        if text:
            bits.append(text)
            first = first or contrib[kind]
        if len(bits) == (1 if short else 2):
            break
    if not bits:
        bits = [f"it is closer to {folder} than to any other folder, though not by much"]
    out = "; ".join(bits)
    return out[0].upper() + out[1:] + "."


def _evidence_text(model: Model, sc: Scored, t: int, folder: str, note: str, kind: str) -> str:
    ev = sc.ev
    if kind == "knn" and ev.nearest[t] >= 0:
        n = int(model.library.files.sizes[t])
        name = model.library.files.name[int(ev.nearest[t])]
        others = f" and {n - 1} other file{'s' if n > 2 else ''}" if n > 1 else ""
        return f"it reads like {name}{others} already in {model.doc_folder(int(ev.nearest[t]))}"
    if kind == "guide" and ev.rule[t] >= 0:
        quote = model.library.rules.rule(int(ev.rule[t])).quote
        quote = " ".join(quote.lstrip("-*+• ").split())
        return f'your guideline says "{quote[:160]}{"…" if len(quote) > 160 else ""}"'
    if kind == "date":
        dd = sc.dates
        when = dd.exif or (dd.primary.day if dd.primary else None)
        if note == "date" and when is not None:
            verb = "taken" if dd.exif else "dated"
            return f"it was {verb} {when.isoformat()}, within the dates of the files in {folder}"
        if note == "period":
            member = folder.rstrip("/").rsplit("/", 1)[-1]
            fam = model.targets.targets[t].family
            rule = period_rule(fam, dd) if fam else None
            if rule is not None and rule.strategy == "named":
                return (
                    f"it names {dd.named} (not as a date), and this kind of file is kept by period"
                )
            if rule is not None and rule.strategy in LABELS:
                return f"it writes its period, {member}, and this kind of file is kept by period"
            return f"its dates put it in {member}, and this kind of file is kept by period"
        if note == "near" and when is not None:
            away = model.library.dates.instances.closest(t, when)
            days = f"{away[1]} days" if away else "weeks"
            return f"it is dated {when.isoformat()}, {days} from the dates of the files in {folder}"
        if note == "named" and when is not None:
            return f"it names {folder} (its place or its years) and is dated {when.isoformat()}"
        if note == "new" and when is not None:
            return f"it is dated {when.isoformat()}, when no existing folder of this kind has files"
    if kind == "fname":
        return f"the folder name {folder} matches its words"
    return ""
