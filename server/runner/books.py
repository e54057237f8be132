"""The runner's books for one run: the run recorded (with the suggestion it made — written
with its provider as the source — or a decline with its reason, which the core keeps so the
file is not asked about again until it or the library changes), and each new suggestion
announced as a JSON line."""

from __future__ import annotations

import json
import sys
from typing import Any, TextIO

from appclient import AppClient, Suggestion

from .loop import RunOutcome
from .providers import Provider

__all__ = ["record_outcome", "announce", "OUTCOME"]

OUTCOME = "runner_outcome"  # on a log record: the run's outcome it reports ('declined'...)


async def record_outcome(
    client: AppClient, provider: Provider, path: str, outcome: RunOutcome
) -> tuple[Suggestion | None, str | None]:
    """(the suggestion the run made, the error or decline reason recorded)."""
    made = outcome.suggestion if outcome.outcome == "suggested" else None
    suggestion = made if isinstance(made, Suggestion) else None
    error = outcome.error
    if outcome.outcome == "declined" and not error:
        error = (outcome.final_text or "the model made no suggestion")[:500]
    await client.record_run(
        file_path=path,
        provider=provider.name,
        model=provider.model,
        turns=outcome.turns,
        input_tokens=outcome.input_tokens,
        output_tokens=outcome.output_tokens,
        latency_ms=outcome.latency_ms,
        outcome=outcome.outcome,
        error=error,
        suggestion_id=suggestion.id if suggestion else None,
    )
    return suggestion, error


def announce(s: Any, out: TextIO | None) -> None:
    """One JSON line about a new suggestion (never on stdout: that is the stdio transport)."""
    line = json.dumps(
        {
            "event": "suggestion",
            "id": s.id,
            "file_path": s.file_path,
            "target_folder": s.target_folder,
            "confidence": s.confidence,
            "reasoning": s.reasoning,
            "creates_folder": s.creates_folder,
        }
    )
    stream = out or sys.stderr
    stream.write(line + "\n")
    stream.flush()
