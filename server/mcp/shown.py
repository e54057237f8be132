"""What a model reads never lays out text of its own: in the text of every tool result and
resource, hidden characters — bidi overrides such as U+202E in ``invoice\\u202etxt.exe``,
zero-width and tag characters, controls — are written as escapes (``\\u202e``). The text of
a structured result is JSON, where those are JSON's own escapes: a client that parses it
gets every path back exactly. Structured content (what apps and the review page read) is
left as it is; the page shows it escaped itself."""

from __future__ import annotations

from typing import Any

from mcp.server.context import CallNext, HandlerResult, ServerRequestContext

from appclient import visible

__all__ = ["show_hidden"]

_METHODS = ("tools/call", "resources/read", "prompts/get")


def _escape_blocks(blocks: Any) -> None:
    """Escape the ``text`` of each content block (dicts: results arrive serialised)."""
    if not isinstance(blocks, list):
        return
    for block in blocks:
        if not isinstance(block, dict):
            continue
        text = block.get("text")
        if isinstance(text, str):
            block["text"] = visible(text, lines=True)
        inner = block.get("content")  # a prompt message's content block
        if isinstance(inner, dict):
            _escape_blocks([inner])


def show_hidden() -> Any:
    """Server middleware escaping hidden characters in results' text (see the module)."""

    async def middleware(ctx: ServerRequestContext[Any, Any], call_next: CallNext) -> HandlerResult:
        result = await call_next(ctx)
        if ctx.method in _METHODS and isinstance(result, dict):
            for key in ("content", "contents", "messages"):
                _escape_blocks(result.get(key))
        return result

    return middleware
