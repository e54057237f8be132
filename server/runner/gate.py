"""The person's watch settings (``RunnerConfig``), and the gate that applies them to what
a run suggests, whatever the provider:

- ``exclude``: folders (a plain path: that folder and everything below it) or glob patterns
  (``*/old``, ``archive*``: matched against each folder of the target's path) the organizer
  never suggests. A target there is refused as an error the model reads (it may pick another
  folder or none); alternatives there are dropped.
- ``min_confidence``: a suggestion less confident than this is not made: the run is recorded
  as a decline with its reason ("confidence 0.55 is below 0.70: …"), and the model is told so
  (not as an error, which would invite it to raise its number).
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from typing import Any, TextIO

from appclient import MyLifeDBError, RetryPolicy, normalize_folder

__all__ = ["SuggestionGate", "Gated", "excluded_by", "RunnerConfig"]


def excluded_by(folder: str, patterns: tuple[str, ...]) -> str | None:
    """The first pattern that rules ``folder`` ('life/old/x/') out, or None."""
    try:
        canonical = normalize_folder(folder)
    except MyLifeDBError:
        return None
    parts = [p for p in canonical.split("/") if p]
    prefixes = ["/".join(parts[: i + 1]) for i in range(len(parts))]
    for pattern in patterns:
        bare = pattern.strip().strip("/")
        if not bare:
            continue
        if any(c in bare for c in "*?["):
            if any(fnmatch.fnmatchcase(p, bare) for p in prefixes):
                return pattern
        elif bare in prefixes:
            return pattern
    return None


@dataclass
class Gated:
    """A suggestion held back by min_confidence: what it would have been."""

    folder: str
    confidence: float
    reasoning: str


@dataclass
class SuggestionGate:
    min_confidence: float | None = None
    exclude: tuple[str, ...] = ()
    held: Gated | None = field(default=None)  # per run: set when a suggestion was held back

    def fresh(self) -> SuggestionGate:
        """A gate for one run (the settings, nothing held yet)."""
        return SuggestionGate(self.min_confidence, self.exclude)

    def check(self, args: dict[str, Any]) -> tuple[str | None, bool]:
        """Before a create_suggestion call: (an answer instead of calling the tool, whether
        that answer is an error), or (None, False) to go ahead. Drops excluded alternatives
        from ``args`` in place."""
        if self.held is not None:
            return (
                "Already recorded as a decline for this file; do not call create_suggestion again.",
                False,
            )
        target = args.get("target_folder")
        rule = excluded_by(target, self.exclude) if isinstance(target, str) else None
        if rule is not None:
            return (
                f"[invalid_argument] the user excluded {target!r} from suggestions (exclude "
                f"setting {rule!r}); suggest another folder, or none if nothing else fits.",
                True,
            )
        alternatives = args.get("alternatives")
        if isinstance(alternatives, list) and self.exclude:
            args["alternatives"] = [
                a
                for a in alternatives
                if not (
                    isinstance(a, dict)
                    and isinstance(a.get("folder"), str)
                    and excluded_by(a["folder"], self.exclude)
                )
            ]
        confidence = args.get("confidence")
        floor = self.min_confidence
        if floor is not None and isinstance(confidence, int | float) and confidence < floor:
            self.held = Gated(str(target), float(confidence), str(args.get("reasoning") or ""))
            return (
                f"Not shown to the user: confidence {confidence:.2f} is below their minimum "
                f"({floor:.2f}), so the file stays in the inbox, recorded as declined with your "
                "reasoning. Do not call create_suggestion again for this file.",
                False,
            )
        return None, False

    def decline_reason(self) -> str | None:
        """Why the run declined, when a suggestion was held back."""
        if self.held is None or self.min_confidence is None:
            return None
        h = self.held
        return (
            f"confidence {h.confidence:.2f} is below min_confidence {self.min_confidence:.2f}; "
            f"it would have suggested {h.folder}: {h.reasoning}"
        )[:2000]


@dataclass
class RunnerConfig:
    concurrency: int = 2
    queue_size: int = 1000
    max_turns: int = 10
    timeout_s: float = 120.0
    settle_s: float = 0.4  # a file must keep size and mtime this long before it's taken
    rescan_s: float = 60.0  # the safety-net rescan period
    max_failures: int = 3  # failed runs per file before the daemon leaves it for now
    auto_accept: float | None = None
    min_confidence: float | None = None  # below it a suggestion is recorded as a decline
    exclude: tuple[str, ...] = ()  # folders / glob patterns never suggested (gate.py)
    retry: RetryPolicy = field(default_factory=RetryPolicy)
    events: TextIO | None = None  # JSON lines about new suggestions (default stderr)
