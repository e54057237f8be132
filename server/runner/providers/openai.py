"""OpenAI-compatible: Chat Completions function calling through the official ``openai``
SDK, against OpenAI or any compatible server named by ``OPENAI_BASE_URL`` (Ollama, vLLM,
llama.cpp, LM Studio)."""

from __future__ import annotations

import json
import uuid
from collections.abc import Sequence
from typing import Any

from appclient.settings import openai_base_url_without_key

from .base import (
    DEFAULT_MODELS,
    AssistantTurn,
    Message,
    ProviderError,
    ToolCall,
    ToolSpec,
    UserText,
    missing_extra,
    parse_arguments,
    translate_sdk_error,
)

__all__ = ["OpenAIProvider"]


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
            raise missing_extra("openai") from exc
        self._sdk = openai
        self.model = model or DEFAULT_MODELS["openai"]
        self.max_tokens = max_tokens
        if client is None:
            kwargs: dict[str, Any] = {"max_retries": 2}
            # Local servers (Ollama, llama.cpp, ...) need no key, but the SDK insists on one.
            if openai_base_url_without_key():
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
            args, raw = parse_arguments(fn.arguments)
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
            raise translate_sdk_error(exc, sdk, self.name) from exc
        return self.parse(completion)


def _call_id() -> str:
    # Some compatible servers omit tool call ids; the transcript needs one to pair results.
    return f"call_{uuid.uuid4().hex[:24]}"
