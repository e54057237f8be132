"""The tool loop: one organize task, pure over a Provider and a tool executor.

    user message → model → tool calls → results → model → ... → no more tool calls

The loop knows no vendor: it sees ``AssistantTurn``s and ``ProviderError.retryable``.
Tool failures are data for the model — an unknown tool, arguments that are not a JSON
object, or an exception from the executor all become an error ``ToolResult`` the model
reads on its next turn. Loop control is not data: cancellation propagates, and so does any
exception from the provider that is not a ``ProviderError`` (a bug, not an outage).

Outcome of a run:
    suggested   a call to the suggestion tool succeeded (even if a later turn then failed:
                the suggestion exists; ``error`` still records what went wrong after it)
    declined    the model stopped calling tools without making a suggestion
    failed      retries exhausted, a non-retryable ProviderError, the time budget spent,
                or more than ``max_turns`` model calls needed
"""

from __future__ import annotations

import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any, Literal

import anyio

from appclient import RetryPolicy
from server.runner.providers import (
    AssistantTurn,
    Message,
    Provider,
    ProviderError,
    ToolCall,
    ToolResult,
    ToolSpec,
    UserText,
)

__all__ = ["RunOutcome", "ToolExecutor", "complete_with_retry", "run_tool_loop"]

ToolExecutor = Callable[[str, dict[str, Any]], Awaitable[tuple[str, bool, Any]]]
"""(tool name, arguments) -> (result text for a model, is_error, the result itself)."""

Sleep = Callable[[float], Awaitable[object]]
Outcome = Literal["suggested", "declined", "failed"]


@dataclass
class RunOutcome:
    turns: int
    input_tokens: int
    output_tokens: int
    latency_ms: int
    outcome: Outcome
    error: str | None
    final_text: str
    tool_calls: list[str] = field(default_factory=list)
    retries: int = 0
    suggestion: Any = None  # what the suggestion tool returned (the Suggestion made)


async def complete_with_retry(
    provider: Provider,
    system: str,
    messages: list[Message],
    tools: list[ToolSpec],
    retry: RetryPolicy,
    sleep: Sleep = anyio.sleep,
    on_retry: Callable[[ProviderError], None] | None = None,
) -> AssistantTurn:
    """One model call, retried on retryable ProviderErrors; the last error is re-raised."""

    def counted(exc: BaseException) -> None:
        if on_retry is not None and isinstance(exc, ProviderError):
            on_retry(exc)

    return await retry.call(
        lambda: provider.complete(system, messages, tools),
        retryable=lambda e: isinstance(e, ProviderError) and e.retryable,
        retry_after=lambda e: e.retry_after if isinstance(e, ProviderError) else None,
        on_retry=counted,
        sleep=sleep,
    )


def _check_call(call: ToolCall, known: dict[str, ToolSpec]) -> ToolResult | None:
    """An error result for a call that cannot be executed, or None if it can."""
    if call.name not in known:
        available = ", ".join(sorted(known)) or "(none)"
        return ToolResult(
            call.id,
            call.name,
            f"Error: unknown tool {call.name!r}; available: {available}",
            is_error=True,
        )
    if call.arguments is None:
        raw = (
            call.raw_arguments
            if len(call.raw_arguments) <= 500
            else call.raw_arguments[:500] + "..."
        )
        return ToolResult(
            call.id,
            call.name,
            f"Error: the arguments for {call.name!r} are not a JSON object: {raw!r}. "
            "Call the tool again with arguments as one JSON object matching its input schema.",
            is_error=True,
        )
    return None


async def _execute(call: ToolCall, execute: ToolExecutor) -> ToolResult:
    assert call.arguments is not None
    try:
        text, is_error, value = await execute(call.name, call.arguments)
    except Exception as exc:  # tool failures are data; cancellation (BaseException) propagates
        code = getattr(exc, "code", None)
        label = code if isinstance(code, str) else type(exc).__name__
        return ToolResult(call.id, call.name, f"Error ({label}): {exc}", is_error=True, value=exc)
    return ToolResult(call.id, call.name, text, bool(is_error), value)


async def run_tool_loop(
    provider: Provider,
    system: str,
    user_message: str | UserText,
    tools: list[ToolSpec],
    execute: ToolExecutor,
    *,
    max_turns: int = 10,
    timeout_s: float = 120,
    retry: RetryPolicy = RetryPolicy(),  # noqa: B008 - frozen, so sharing the default is safe
    suggestion_tool: str = "create_suggestion",
    sleep: Sleep = anyio.sleep,
) -> RunOutcome:
    """Run one task to its end: the model calls tools until it stops, at most ``max_turns``
    model calls within ``timeout_s`` seconds (retry waits included)."""
    known = {t.name: t for t in tools}
    first = user_message if isinstance(user_message, UserText) else UserText(user_message)
    messages: list[Message] = [first]
    out = RunOutcome(
        turns=0,
        input_tokens=0,
        output_tokens=0,
        latency_ms=0,
        outcome="failed",
        error=None,
        final_text="",
    )
    suggested = False

    def count_retry(_: ProviderError) -> None:
        out.retries += 1

    started = time.monotonic()
    try:
        with anyio.fail_after(timeout_s):
            while True:
                if out.turns >= max_turns:
                    out.error = f"the model was still calling tools after {max_turns} turns"
                    break
                turn = await complete_with_retry(
                    provider, system, messages, tools, retry, sleep, count_retry
                )
                out.turns += 1
                out.input_tokens += turn.input_tokens
                out.output_tokens += turn.output_tokens
                if turn.text:
                    out.final_text = turn.text
                messages.append(turn)
                if not turn.tool_calls:
                    out.outcome = "declined"
                    break
                results: list[ToolResult] = []
                for call in turn.tool_calls:
                    out.tool_calls.append(call.name)
                    result = _check_call(call, known) or await _execute(call, execute)
                    if call.name == suggestion_tool and not result.is_error:
                        suggested = True
                        out.suggestion = result.value
                    results.append(result)
                messages.append(results)
    except ProviderError as exc:
        gave_up = f" (gave up after {retry.attempts} attempts)" if exc.retryable else ""
        out.error = f"{exc}{gave_up}"
    except TimeoutError:
        out.error = f"timed out after {timeout_s:g}s"
    out.latency_ms = int((time.monotonic() - started) * 1000)
    if suggested:
        out.outcome = "suggested"
    return out
