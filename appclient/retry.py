"""One retry policy for everything that calls out and may be refused for a while (a model
provider's 429/5xx, an unreachable Meilisearch, a file watcher that died): exponential
backoff with jitter, a server's Retry-After honoured within the cap. The loop itself is
tenacity's; this module only says how long to wait and what is worth another try."""

from __future__ import annotations

import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import anyio
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

__all__ = ["RetryPolicy"]

T = TypeVar("T")


def _never(_: BaseException) -> float | None:
    return None


@dataclass(frozen=True)
class RetryPolicy:
    """``attempts`` counts every try, the first included; the wait before retry ``n``
    (1-based) is ``base_s * 2**(n-1)``, capped at ``max_s``, plus up to ``jitter`` of itself
    at random."""

    attempts: int = 4
    base_s: float = 0.5
    max_s: float = 8.0
    jitter: float = 0.5

    def delay(
        self, retry: int, retry_after: float | None = None, rng: random.Random | None = None
    ) -> float:
        """Seconds to wait before retry number ``retry`` (1-based)."""
        base = min(self.max_s, self.base_s * (2 ** (retry - 1)))
        if retry_after is not None:  # the server said when; honour it within our cap
            base = min(self.max_s, max(base, retry_after))
        r = (rng or random).random()
        return base + base * self.jitter * r

    async def call(
        self,
        fn: Callable[[], Awaitable[T]],
        *,
        retryable: Callable[[BaseException], bool],
        retry_after: Callable[[BaseException], float | None] = _never,
        on_retry: Callable[[BaseException], None] | None = None,
        sleep: Callable[[float], Awaitable[Any]] = anyio.sleep,
    ) -> T:
        """``await fn()``, tried again while it raises what ``retryable`` accepts and
        attempts are left; the last exception is raised as it was."""

        def wait(state: RetryCallState) -> float:
            exc = state.outcome.exception() if state.outcome else None
            return self.delay(state.attempt_number, retry_after(exc) if exc else None)

        def before_sleep(state: RetryCallState) -> None:
            exc = state.outcome.exception() if state.outcome else None
            if on_retry is not None and exc is not None:
                on_retry(exc)

        async def attempt() -> T:  # a coroutine function, so tenacity awaits it
            return await fn()

        retrying = AsyncRetrying(
            stop=stop_after_attempt(max(1, self.attempts)),
            wait=wait,
            retry=retry_if_exception(retryable),
            sleep=sleep,
            before_sleep=before_sleep,
            reraise=True,
        )
        return await retrying(attempt)
