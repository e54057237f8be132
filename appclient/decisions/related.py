"""The person's past decisions that bear on an inbox file, for an organizer that learns only
through its tools (a language model): the decisions on this very file (a folder they refused
for it) and on the files most like it — accepted, chosen (with the folder passed over) and
rejected — most alike first. ``get_file`` of an inbox file carries them as
``related_decisions``.

Likeness is a weighted overlap of words (name and the beginning of the text), rarer words
counting more, over the most recent decisions: cheap enough to compute at every ``get_file``
and good enough to put "Lidl receipt -> rejected `shopping/`" next to another Lidl receipt."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterable

from ..digests import TEXT_DIGESTERS
from ..models import FileDetail, RelatedDecision, utc
from ..paths import INBOX
from ..state.db import Database

__all__ = ["related_decisions", "with_related_decisions", "words"]

RECENT = 500  # decisions considered, newest first
TEXT = 1000  # characters of each file's text compared
_WORD = re.compile(r"[^\W\d_]{3,}|\d{5,}", re.UNICODE)
_TEXT_DIGESTERS = TEXT_DIGESTERS


def words(*texts: str) -> set[str]:
    """Lower-cased words of three letters or more (and long numbers: account, invoice ids)."""
    return {w.lower() for t in texts for w in _WORD.findall(t or "")}


def _similarity(a: set[str], b: set[str], idf: dict[str, float]) -> float:
    if not a or not b:
        return 0.0
    shared = sum(idf.get(w, 1.0) for w in a & b)
    total = sum(idf.get(w, 1.0) for w in a | b)
    return shared / total if total else 0.0


async def _texts(db: Database, paths: Iterable[str]) -> dict[str, str]:
    wanted = list(dict.fromkeys(p for p in paths if p))
    out: dict[str, str] = {}
    for i in range(0, len(wanted), 500):
        chunk = wanted[i : i + 500]
        marks = ",".join("?" * len(chunk))
        digesters = ",".join("?" * len(_TEXT_DIGESTERS))
        for path, text in await db.fetch(
            f"SELECT f.path, group_concat(substr(d.content, 1, {TEXT}), ' ') FROM files f"
            f" LEFT JOIN digests d ON d.file_id = f.id AND d.digester IN ({digesters})"
            f" WHERE f.path IN ({marks}) GROUP BY f.id",
            (*_TEXT_DIGESTERS, *chunk),
        ):
            out[path] = text or ""
    return out


async def related_decisions(
    db: Database, rel: str, name: str, text: str, limit: int = 5
) -> list[RelatedDecision]:
    """Decisions on ``rel`` itself first (similarity 1.0), then those on the ``limit`` files
    most like it (name ``name``, text ``text``) that share enough words with it."""
    rows = await db.fetch(
        "SELECT s.file_path, s.target_folder, s.suggested_folder, s.status,"
        " coalesce(s.resolved_at, s.created_at),"
        " (SELECT m.destination FROM moves m WHERE m.suggestion_id = s.id AND m.status = 'done'"
        "  AND m.undo_of IS NULL ORDER BY m.id DESC LIMIT 1)"
        " FROM suggestions s WHERE s.status IN ('accepted', 'rejected')"
        " ORDER BY s.rowid DESC LIMIT ?",
        (RECENT,),
    )
    texts = await _texts(db, [r[5] or r[0] for r in rows])
    mine = words(name, text[:TEXT])
    bags = []
    for row in rows:
        where = row[5] or row[0]
        bags.append(words(where.rsplit("/", 1)[-1], texts.get(where, "")))
    df = Counter(w for bag in bags for w in bag)
    n = len(bags) + 1
    idf = {w: math.log(1 + n / (1 + c)) for w, c in df.items()}
    scored: list[tuple[float, RelatedDecision]] = []
    for (file_path, target, suggested, status, decided, moved_to), bag in zip(
        rows, bags, strict=True
    ):
        sim = 1.0 if file_path == rel else _similarity(mine, bag, idf)
        if sim < 0.1:
            continue
        chosen = status == "accepted" and suggested and suggested != target
        scored.append(
            (
                sim,
                RelatedDecision(
                    file_name=(moved_to or file_path).rsplit("/", 1)[-1],
                    file_path=file_path,
                    folder=target,
                    decision="chosen" if chosen else status,
                    instead_of=suggested if chosen else None,
                    similarity=round(sim, 2),
                    decided_at=utc(decided),
                ),
            )
        )
    scored.sort(key=lambda x: -x[0])
    own = [d for s, d in scored if s >= 1.0 and d.file_path == rel]
    others = [d for s, d in scored if not (s >= 1.0 and d.file_path == rel)]
    return own + others[:limit]


async def with_related_decisions(db: Database, detail: FileDetail) -> FileDetail:
    """``detail`` with its related decisions when it is an inbox file (unchanged otherwise)."""
    if detail.folder.startswith(INBOX):
        text = " ".join(str(d.get("content") or "") for d in detail.digests.values())
        detail.related_decisions = await related_decisions(db, detail.path, detail.name, text)
    return detail
