"""Shared fixtures. Everything here is real: real folders in tmp_path, real SQLite files.
Async tests run under anyio's pytest plugin in auto mode (pyproject: anyio_mode = "auto")."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests.fakes.llm_wire import FakeAnthropic, FakeOpenAI


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


@pytest.fixture
def anthropic_fake() -> Iterator[FakeAnthropic]:
    """A loopback server speaking the Anthropic Messages API (tests may not call the vendor)."""
    with FakeAnthropic() as fake:
        yield fake


@pytest.fixture
def openai_fake() -> Iterator[FakeOpenAI]:
    """A loopback server speaking OpenAI Chat Completions."""
    with FakeOpenAI() as fake:
        yield fake
