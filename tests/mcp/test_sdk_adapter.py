"""The SDK and uvicorn internals the server relies on (server/mcp/sdk.py) are still there:
an upgrade that drops one fails here, naming it, instead of breaking a feature quietly."""

from __future__ import annotations

import pytest
from uvicorn.protocols.http.h11_impl import H11Protocol

from server.mcp import sdk


def test_every_internal_the_adapter_uses_is_present() -> None:
    assert sdk.missing_internals() == []


def test_a_missing_internal_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delattr(H11Protocol, "on_response_complete")
    assert sdk.missing_internals() == ["uvicorn H11Protocol.on_response_complete"]


def test_no_module_but_the_adapter_reaches_into_the_sdk() -> None:
    """Private names of the SDK and uvicorn appear in server/mcp/sdk.py only."""
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    private = ("_lowlevel_server", "_tool_manager", "_prompt_manager", "_resource_manager")
    private += ('"_connection"', "_httpx_utils", "h11_impl")
    found = [
        f"{path.relative_to(root)}: {name}"
        for folder in ("appclient", "server")
        for path in sorted((root / folder).rglob("*.py"))
        if path.name != "sdk.py"
        for name in private
        if name in path.read_text(encoding="utf-8")
    ]
    assert found == []
