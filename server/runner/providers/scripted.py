"""The fake next to the provider seam: plays back queued turns and records every call
(tests script the model with it, as llm's ``MockModel.enqueue`` does)."""

from __future__ import annotations

from collections.abc import Sequence

from .base import AssistantTurn, Message, ToolSpec

__all__ = ["ScriptedProvider"]


class ScriptedProvider:
    """A provider that plays back a script: each ``complete`` returns the next queued turn,
    or raises it if it is an exception. Every call is recorded as ``(system, messages,
    tools)`` with the transcript copied as it was at that moment."""

    def __init__(
        self,
        turns: Sequence[AssistantTurn | BaseException] = (),
        *,
        name: str = "scripted",
        model: str = "scripted-1",
    ) -> None:
        self.name = name
        self.model = model
        self._queue: list[AssistantTurn | BaseException] = list(turns)
        self.calls: list[tuple[str, list[Message], list[ToolSpec]]] = []

    def enqueue(self, *turns: AssistantTurn | BaseException) -> None:
        self._queue.extend(turns)

    @property
    def remaining(self) -> int:
        return len(self._queue)

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        snapshot: list[Message] = [list(m) if isinstance(m, list) else m for m in messages]
        self.calls.append((system, snapshot, list(tools)))
        if not self._queue:
            raise AssertionError(
                f"ScriptedProvider ran out of turns after {len(self.calls) - 1} call(s)"
            )
        item = self._queue.pop(0)
        if isinstance(item, BaseException):
            raise item
        return item
