"""LLM providers behind one small interface, over a vendor-neutral transcript.

The tool loop (``server/agent.py``) speaks only the types here: it hands a provider the
system prompt, the transcript so far and the tools on offer, and gets back one
``AssistantTurn``. Each provider renders the transcript into its vendor's wire shape and
parses the answer back; vendor errors are translated once, here, into ``ProviderError``
whose ``retryable`` flag is all the loop looks at.

    Message = UserText | AssistantTurn | list[ToolResult]

    Provider             wire
    ├── AnthropicProvider   Messages API tool use (official ``anthropic`` SDK)
    ├── OpenAIProvider      Chat Completions function calling (official ``openai`` SDK,
    │                       any compatible base URL: Ollama, vLLM, llama.cpp, LM Studio)
    └── ScriptedProvider    the fake next to the seam: queued turns, records every call

The SDKs are optional extras and imported lazily; they read their own environment
(``ANTHROPIC_API_KEY``/``ANTHROPIC_BASE_URL``, ``OPENAI_API_KEY``/``OPENAI_BASE_URL``).
"""

from __future__ import annotations

import json
import os
import uuid
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol, TypeAlias, runtime_checkable

from appclient.errors import MyLifeDBError

__all__ = [
    "DEFAULT_MODELS",
    "AnthropicProvider",
    "AssistantTurn",
    "Message",
    "OpenAIProvider",
    "Provider",
    "ProviderError",
    "ScriptedProvider",
    "ToolCall",
    "ToolResult",
    "ToolSpec",
    "UserText",
    "default_model",
]

DEFAULT_MODELS: dict[str, str] = {"anthropic": "claude-sonnet-4-6", "openai": "gpt-4o-mini"}

# Statuses worth another try: request timeout, lock timeout, rate limit, any 5xx
# (Anthropic's 529 "overloaded" included).
_RETRYABLE_STATUSES = frozenset({408, 409, 429})


def default_model(provider: str, explicit: str | None = None) -> str:
    """The model to use: explicit (``--model``) → ``MYLIFEDB_MODEL`` → the provider's default."""
    if explicit:
        return explicit
    env = os.environ.get("MYLIFEDB_MODEL")
    if env:
        return env
    return DEFAULT_MODELS[provider]


# --------------------------------------------------------------------------- transcript


@dataclass
class ToolSpec:
    name: str
    description: str
    input_schema: dict[str, Any]


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
    content: str
    is_error: bool = False


@dataclass
class UserText:
    text: str


@dataclass
class AssistantTurn:
    text: str
    tool_calls: list[ToolCall] = field(default_factory=list)
    input_tokens: int = 0
    output_tokens: int = 0
    stop_reason: str = ""


Message: TypeAlias = UserText | AssistantTurn | list[ToolResult]


class ProviderError(MyLifeDBError):
    """A model call failed. ``retryable`` says whether trying again may help
    (rate limits, overload, 5xx, timeouts, dropped connections); ``status`` is the HTTP
    status when there was one."""

    code = "provider_error"

    def __init__(
        self,
        message: str,
        *,
        retryable: bool,
        status: int | None = None,
        provider: str = "",
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.provider = provider
        self.retry_after = retry_after


@runtime_checkable
class Provider(Protocol):
    name: str
    model: str

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn: ...


# --------------------------------------------------------------------------- helpers


def _missing_extra(vendor: str) -> ProviderError:
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


def _translate(exc: Exception, sdk: Any, vendor: str) -> ProviderError:
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


def _parse_arguments(raw: Any) -> tuple[dict[str, Any] | None, str]:
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


# --------------------------------------------------------------------------- Anthropic


class AnthropicProvider:
    """Messages API tool use through the official ``anthropic`` SDK."""

    name = "anthropic"

    def __init__(
        self, model: str | None = None, max_tokens: int = 4096, client: Any = None
    ) -> None:
        try:
            import anthropic
        except ImportError as exc:
            raise _missing_extra("anthropic") from exc
        self._sdk = anthropic
        self.model = model or DEFAULT_MODELS["anthropic"]
        self.max_tokens = max_tokens
        # The SDK reads ANTHROPIC_API_KEY / ANTHROPIC_BASE_URL itself. Its own retries stay
        # small: the tool loop retries on top with its own backoff and time budget.
        self.client = client if client is not None else anthropic.AsyncAnthropic(max_retries=2)

    @staticmethod
    def render_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
        return [
            {"name": t.name, "description": t.description, "input_schema": t.input_schema}
            for t in tools
        ]

    @staticmethod
    def render_messages(messages: Sequence[Message]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        for m in messages:
            if isinstance(m, UserText):
                out.append({"role": "user", "content": m.text})
            elif isinstance(m, AssistantTurn):
                blocks: list[dict[str, Any]] = []
                if m.text:  # the API refuses empty text blocks
                    blocks.append({"type": "text", "text": m.text})
                for c in m.tool_calls:
                    blocks.append(
                        {"type": "tool_use", "id": c.id, "name": c.name, "input": c.arguments or {}}
                    )
                out.append({"role": "assistant", "content": blocks})
            else:
                out.append(
                    {
                        "role": "user",
                        "content": [
                            {
                                "type": "tool_result",
                                "tool_use_id": r.call_id,
                                "content": r.content,
                                "is_error": r.is_error,
                            }
                            for r in m
                        ],
                    }
                )
        return out

    @staticmethod
    def parse(message: Any) -> AssistantTurn:
        texts: list[str] = []
        calls: list[ToolCall] = []
        for block in message.content:
            kind = getattr(block, "type", "")
            if kind == "text":
                texts.append(block.text)
            elif kind == "tool_use":
                args = block.input if isinstance(block.input, dict) else None
                calls.append(
                    ToolCall(
                        id=block.id,
                        name=block.name,
                        arguments=args,
                        raw_arguments=json.dumps(block.input, default=str),
                    )
                )
        usage = getattr(message, "usage", None)
        return AssistantTurn(
            text="\n".join(t for t in texts if t),
            tool_calls=calls,
            input_tokens=getattr(usage, "input_tokens", 0) or 0,
            output_tokens=getattr(usage, "output_tokens", 0) or 0,
            stop_reason=message.stop_reason or "",
        )

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        sdk = self._sdk
        kwargs: dict[str, Any] = {
            "model": self.model,
            "max_tokens": self.max_tokens,
            "messages": self.render_messages(messages),
        }
        if system:
            kwargs["system"] = system
        if tools:
            kwargs["tools"] = self.render_tools(tools)
        try:
            response = await self.client.messages.create(**kwargs)
        except sdk.AnthropicError as exc:
            raise _translate(exc, sdk, self.name) from exc
        except TypeError as exc:
            # The SDK raises a bare TypeError when it finds no credentials at all.
            if "authentication" not in str(exc):
                raise
            raise ProviderError(
                "no Anthropic credentials: set ANTHROPIC_API_KEY",
                retryable=False,
                provider=self.name,
            ) from exc
        return self.parse(response)


# --------------------------------------------------------------------------- OpenAI


class OpenAIProvider:
    """Chat Completions function calling through the official ``openai`` SDK; works with any
    OpenAI-compatible server named by ``OPENAI_BASE_URL``."""

    name = "openai"

    def __init__(
        self, model: str | None = None, client: Any = None, max_tokens: int | None = None
    ) -> None:
        try:
            import openai
        except ImportError as exc:
            raise _missing_extra("openai") from exc
        self._sdk = openai
        self.model = model or DEFAULT_MODELS["openai"]
        self.max_tokens = max_tokens
        if client is None:
            kwargs: dict[str, Any] = {"max_retries": 2}
            # Local servers (Ollama, llama.cpp, ...) need no key, but the SDK insists on one.
            if os.environ.get("OPENAI_BASE_URL") and not os.environ.get("OPENAI_API_KEY"):
                kwargs["api_key"] = "not-needed"
            try:
                client = openai.AsyncOpenAI(**kwargs)
            except openai.OpenAIError as exc:
                raise ProviderError(
                    f"cannot configure the OpenAI client: {exc}",
                    retryable=False,
                    provider=self.name,
                ) from exc
        self.client = client

    @staticmethod
    def render_tools(tools: Sequence[ToolSpec]) -> list[dict[str, Any]]:
        return [
            {
                "type": "function",
                "function": {
                    "name": t.name,
                    "description": t.description,
                    "parameters": t.input_schema,
                },
            }
            for t in tools
        ]

    @staticmethod
    def render_messages(system: str, messages: Sequence[Message]) -> list[dict[str, Any]]:
        out: list[dict[str, Any]] = []
        if system:
            out.append({"role": "system", "content": system})
        for m in messages:
            if isinstance(m, UserText):
                out.append({"role": "user", "content": m.text})
            elif isinstance(m, AssistantTurn):
                msg: dict[str, Any] = {"role": "assistant", "content": m.text or None}
                if m.tool_calls:  # an empty list is refused
                    msg["tool_calls"] = [
                        {
                            "id": c.id,
                            "type": "function",
                            "function": {
                                "name": c.name,
                                # Broken JSON is not echoed back: some servers re-parse the
                                # history. The error result quotes what the model sent.
                                "arguments": json.dumps(c.arguments)
                                if c.arguments is not None
                                else "{}",
                            },
                        }
                        for c in m.tool_calls
                    ]
                out.append(msg)
            else:
                for r in m:
                    # Chat Completions has no is_error flag: say it in the content.
                    content = r.content
                    if r.is_error and not content.lower().startswith("error"):
                        content = f"Error: {content}"
                    out.append({"role": "tool", "tool_call_id": r.call_id, "content": content})
        return out

    @staticmethod
    def parse(completion: Any) -> AssistantTurn:
        usage = getattr(completion, "usage", None)
        input_tokens = getattr(usage, "prompt_tokens", 0) or 0
        output_tokens = getattr(usage, "completion_tokens", 0) or 0
        if not completion.choices:
            raise ProviderError(
                "openai API answered with no choices", retryable=True, provider="openai"
            )
        choice = completion.choices[0]
        message = choice.message
        calls: list[ToolCall] = []
        for tc in message.tool_calls or []:
            fn = getattr(tc, "function", None)
            if fn is None:  # a custom (non-function) tool call: we never offer those
                custom = getattr(tc, "custom", None)
                name = getattr(custom, "name", "") or ""
                raw = getattr(custom, "input", "") or ""
                calls.append(
                    ToolCall(id=tc.id or _call_id(), name=name, arguments=None, raw_arguments=raw)
                )
                continue
            args, raw = _parse_arguments(fn.arguments)
            calls.append(
                ToolCall(id=tc.id or _call_id(), name=fn.name, arguments=args, raw_arguments=raw)
            )
        return AssistantTurn(
            text=message.content or "",
            tool_calls=calls,
            input_tokens=input_tokens,
            output_tokens=output_tokens,
            stop_reason=choice.finish_reason or "",
        )

    async def complete(
        self, system: str, messages: list[Message], tools: list[ToolSpec]
    ) -> AssistantTurn:
        sdk = self._sdk
        kwargs: dict[str, Any] = {
            "model": self.model,
            "messages": self.render_messages(system, messages),
        }
        if tools:
            kwargs["tools"] = self.render_tools(tools)
        if self.max_tokens is not None:
            kwargs["max_completion_tokens"] = self.max_tokens
        try:
            completion = await self.client.chat.completions.create(**kwargs)
        except sdk.OpenAIError as exc:
            raise _translate(exc, sdk, self.name) from exc
        return self.parse(completion)


def _call_id() -> str:
    # Some compatible servers omit tool call ids; the transcript needs one to pair results.
    return f"call_{uuid.uuid4().hex[:24]}"


# --------------------------------------------------------------------------- the fake


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
