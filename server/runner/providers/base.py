"""LLM providers behind one small interface, over a vendor-neutral transcript.

The tool loop (``server/runner/loop.py``) speaks only the types here: it hands a provider the
system prompt, the transcript so far and the tools on offer, and gets back one
``AssistantTurn``. Each provider renders the transcript into its vendor's wire shape and
parses the answer back; vendor errors are translated once, here, into ``ProviderError``
whose ``retryable`` flag is all the loop looks at.

    Message = UserText | AssistantTurn | list[ToolResult]

    Provider                          wire
    ├── AnthropicProvider  anthropic.py  Messages API tool use (official ``anthropic`` SDK)
    ├── OpenAIProvider     openai.py     Chat Completions function calling (official ``openai``
    │                                    SDK, any compatible base URL: Ollama, vLLM, llama.cpp)
    ├── LocalProvider      local.py      the offline organizer (server/organizer/), no key
    └── ScriptedProvider   scripted.py   the fake next to the seam: queued turns, records calls

The SDKs are optional extras and imported lazily; they read their own environment
(``ANTHROPIC_API_KEY``/``ANTHROPIC_BASE_URL``, ``OPENAI_API_KEY``/``OPENAI_BASE_URL``).
"""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, TypeAlias, runtime_checkable

from appclient import Corpus, ProviderError

if TYPE_CHECKING:
    from appclient import AppClient

__all__ = [
    "DEFAULT_MODELS",
    "AssistantTurn",
    "Message",
    "Provider",
    "ProviderError",
    "ToolCall",
    "ToolResult",
    "ToolSpec",
    "Task",
    "UserText",
    "default_model",
    "missing_extra",
    "translate_sdk_error",
    "parse_arguments",
]


DEFAULT_MODELS: dict[str, str] = {"anthropic": "claude-sonnet-4-6", "openai": "gpt-4o-mini"}

# Statuses worth another try: request timeout, lock timeout, rate limit, any 5xx
# (Anthropic's 529 "overloaded" included).
_RETRYABLE_STATUSES = frozenset({408, 409, 429})


def default_model(provider: str, explicit: str | None = None) -> str:
    """The model to use: the one chosen (``Settings.model``), else the provider's default."""
    return explicit or DEFAULT_MODELS[provider]


# --------------------------------------------------------------------------- transcript


@dataclass
class ToolSpec:
    """A tool as a provider offers it to its model. ``schema`` may be a function that makes
    the input schema when a provider first reads it: the offline provider never does, so
    ``organize FILE`` does not import the MCP SDK that derives it."""

    name: str
    description: str
    schema: dict[str, Any] | Callable[[], dict[str, Any]]

    @property
    def input_schema(self) -> dict[str, Any]:
        if callable(self.schema):
            self.schema = self.schema()
        return self.schema


@dataclass
class ToolCall:
    id: str
    name: str
    # None when the model sent arguments that are not a JSON object; raw_arguments has them.
    arguments: dict[str, Any] | None
    raw_arguments: str = ""


@dataclass
class ToolResult:
    call_id: str
    name: str
    content: str  # what a language model reads
    is_error: bool = False
    value: Any = None  # the operation's result (or error) itself, for a provider that is code


@dataclass(frozen=True)
class Task:
    """What a run is for, as data: the file, and for a library on this machine its corpus
    (the whole library in pages, which no tool returns). A language model reads the task
    from the message's text; a provider that is code reads this."""

    path: str
    corpus: Corpus | None = None
    source: str = ""  # who will be named as the suggestion's maker ('agent:local')


@dataclass
class UserText:
    text: str
    task: Task | None = None


@dataclass
class AssistantTurn:
    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0
    stop_reason: str = ""


Message: TypeAlias = UserText | AssistantTurn | list[ToolResult]


@runtime_checkable
class Provider(Protocol):
    name: str
    model: str

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn: ...


@runtime_checkable
class Prepares(Protocol):
    """A provider with work to do before its first run (the offline organizer fits or loads
    the library's model): a daemon calls ``warm`` once, in the background, when it starts."""

    async def warm(self, client: AppClient) -> None: ...


# --------------------------------------------------------------------------- helpers


def missing_extra(vendor: str) -> ProviderError:
    return ProviderError(
        f"the {vendor} provider needs `pip install 'mylifedb-mcp[{vendor}]'`",
        retryable=False,
        provider=vendor,
    )


def _retry_after(response: Any) -> float | None:
    headers = getattr(response, "headers", None)
    if headers is None:
        return None
    value = headers.get("retry-after")
    try:
        return float(value) if value is not None else None
    except ValueError:
        return None  # an HTTP date; the loop's own backoff is good enough


def translate_sdk_error(exc: Exception, sdk: Any, vendor: str) -> ProviderError:
    """One place where an SDK's error becomes a ProviderError (both SDKs share the shape)."""
    if isinstance(exc, sdk.APIStatusError):
        status = exc.status_code
        retryable = status in _RETRYABLE_STATUSES or status >= 500
        detail = getattr(exc, "message", str(exc))
        return ProviderError(
            f"{vendor} API error {status}: {detail}",
            retryable=retryable,
            status=status,
            provider=vendor,
            retry_after=_retry_after(getattr(exc, "response", None)),
        )
    if isinstance(exc, sdk.APITimeoutError):
        return ProviderError(f"{vendor} API request timed out", retryable=True, provider=vendor)
    if isinstance(exc, sdk.APIConnectionError):
        return ProviderError(
            f"could not reach the {vendor} API: {exc}", retryable=True, provider=vendor
        )
    return ProviderError(f"{vendor} SDK error: {exc}", retryable=False, provider=vendor)


def parse_arguments(raw: Any) -> tuple[dict[str, Any] | None, str]:
    """Chat Completions sends arguments as a JSON string the model wrote; it may be broken."""
    if isinstance(raw, dict):  # some compatible servers send an object, not a string
        return raw, json.dumps(raw)
    text = raw if isinstance(raw, str) else ("" if raw is None else str(raw))
    if not text.strip():
        return {}, text  # a call without parameters
    try:
        value = json.loads(text)
    except ValueError:
        return None, text
    return (value if isinstance(value, dict) else None), text
