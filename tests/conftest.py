"""Shared fixtures. Everything here is real: real folders in tmp_path, real SQLite files.
Async tests run under anyio's pytest plugin in auto mode (pyproject: anyio_mode = "auto")."""

from __future__ import annotations

import pytest


@pytest.fixture
def anyio_backend() -> str:
    return "asyncio"
