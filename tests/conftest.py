"""Shared fixtures. Everything here is real: real folders in tmp_path, real SQLite files."""

from __future__ import annotations

import inspect

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    # Every `async def` test runs under anyio without each one saying so.
    for item in items:
        fn = getattr(item, "function", None)
        if fn is not None and inspect.iscoroutinefunction(fn):
            item.add_marker(pytest.mark.anyio)
