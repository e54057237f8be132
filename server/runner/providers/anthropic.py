"""Anthropic: Messages API tool use through the official ``anthropic`` SDK (reads
``ANTHROPIC_API_KEY`` and ``ANTHROPIC_BASE_URL`` itself)."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from .base import (
    DEFAULT_MODELS,
    AssistantTurn,
    Message,
    ProviderError,
    ToolCall,
    ToolSpec,
    UserText,
    missing_extra,
    translate_sdk_error,
)

__all__ = ["AnthropicProvider"]


class AnthropicProvider:
    """Messages API tool use through the official ``anthropic`` SDK."""

    name = "anthropic"

    def __init__(
        self, model: str | None = None, max_tokens: int = 4096, client: Any = None
    ) -> None:
        try:
            import anthropic
        except ImportError as exc:
            raise missing_extra("anthropic") from exc
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
        if (
            getattr(self.client, "api_key", "") is None
            and getattr(self.client, "auth_token", "") is None
        ):
            # The SDK would raise a bare TypeError when it finds no credentials at all.
            raise ProviderError(
                "no Anthropic credentials: set ANTHROPIC_API_KEY",
                retryable=False,
                provider=self.name,
            )
        try:
            response = await self.client.messages.create(**kwargs)
        except sdk.AnthropicError as exc:
            raise translate_sdk_error(exc, sdk, self.name) from exc
        return self.parse(response)
