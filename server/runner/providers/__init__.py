"""The model behind an organize run, one module per provider (see ``base.py`` for the
vendor-neutral transcript they all speak). ``make_provider`` builds the one the user chose;
the vendor SDKs are imported only when their provider is built (by its ``__init__``)."""

from __future__ import annotations

from appclient import InvalidArgument, ProviderError
from appclient.settings import PROVIDERS

from .anthropic import AnthropicProvider
from .base import (
    DEFAULT_MODELS,
    AssistantTurn,
    Message,
    Prepares,
    Provider,
    Task,
    ToolCall,
    ToolResult,
    ToolSpec,
    UserText,
    default_model,
)
from .openai import OpenAIProvider
from .scripted import ScriptedProvider

__all__ = [
    "PROVIDERS",
    "AnthropicProvider",
    "OpenAIProvider",
    "DEFAULT_MODELS",
    "AssistantTurn",
    "Task",
    "Message",
    "Prepares",
    "Provider",
    "ProviderError",
    "ScriptedProvider",
    "ToolCall",
    "ToolResult",
    "ToolSpec",
    "UserText",
    "default_model",
    "make_provider",
]


def make_provider(name: str, model: str | None) -> Provider:
    if name == "local":
        from .local import LocalProvider

        return LocalProvider(model)
    if name == "anthropic":
        return AnthropicProvider(model=default_model("anthropic", model))
    if name == "openai":
        return OpenAIProvider(model=default_model("openai", model))
    raise InvalidArgument(f"unknown provider {name!r}; choose one of {', '.join(PROVIDERS)}")
