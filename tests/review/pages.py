"""Browser helpers for the review page's tests: opening the standalone page, the minimal
MCP Apps host page (ours: Claude Desktop and VS Code cannot run here) that shows the page in
a sandboxed iframe and forwards its tools/call to a real MCP session, and screenshots."""

from __future__ import annotations

import io
import json
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import mcp.types as types
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from playwright.async_api import FrameLocator, Page

from .conftest import WAIT_MS

__all__ = ["card", "screenshot", "open_page", "Hosted", "hosted", "HOST_PAGE", "RESTRICTIVE_CSP"]


def card(page: Page, path: str) -> Any:
    return page.locator("article", has_text=path)


async def screenshot(page: Page, path: Path) -> None:
    """A PNG of the viewport, in 128 colours: small enough to commit (docs/, for the README;
    `MYLIFEDB_SCREENSHOTS=docs python -m pytest tests/review` writes them there)."""
    from PIL import Image

    shot = Image.open(io.BytesIO(await page.screenshot())).convert("RGB")
    shot.quantize(colors=128, method=Image.Quantize.MEDIANCUT, dither=Image.Dither.NONE).save(
        path, optimize=True
    )


async def open_page(browser: Any, url: str, **context: Any) -> Page:
    ctx = await browser.new_context(**context)
    page = await ctx.new_page()
    page.set_default_timeout(WAIT_MS)
    errors: list[str] = []
    page.on("pageerror", lambda exc: errors.append(str(exc)))
    page.on("console", lambda msg: errors.append(msg.text) if msg.type == "error" else None)
    page.js_errors = errors  # type: ignore[attr-defined]
    await page.goto(url)
    return page


HOST_PAGE = """<!doctype html>
<html><head><meta charset="utf-8"><title>test host</title></head>
<body>
<h1>Minimal MCP Apps host</h1>
<iframe id="view" sandbox="allow-scripts" title="review" style="width:1000px;height:800px"></iframe>
<script>
window.hostLog = [];
const frame = document.getElementById("view");
function send(message) { frame.contentWindow.postMessage({jsonrpc: "2.0", ...message}, "*"); }
window.addEventListener("message", async (event) => {
  if (event.source !== frame.contentWindow) return;
  const m = event.data;
  if (!m || m.jsonrpc !== "2.0") return;
  window.hostLog.push(m.method || "response");
  if (m.method === "ui/initialize") {
    window.appInfo = m.params.appInfo;
    send({id: m.id, result: {protocolVersion: "2026-01-26", hostInfo: {name: "test-host", version: "0"},
      hostCapabilities: {serverTools: {}}, hostContext: {theme: "dark", displayMode: "inline"}}});
  } else if (m.method === "ui/notifications/initialized") {
    send({method: "ui/notifications/tool-input", params: {arguments: {}}});
    send({method: "ui/notifications/tool-result", params: window.toolResult});
  } else if (m.method === "tools/call") {
    const answer = JSON.parse(await window.mcpCallTool(m.params.name, m.params.arguments || {}));
    if (answer.error) send({id: m.id, error: {code: -32000, message: answer.error}});
    else send({id: m.id, result: answer.result});
  } else if (m.method === "ui/notifications/size-changed") {
    window.lastSize = m.params;
  } else if (m.id !== undefined) {
    send({id: m.id, error: {code: -32601, message: "not supported by this host"}});
  }
});
</script>
</body></html>"""

# The spec's default when a ui:// resource declares no CSP: no network of any kind.
RESTRICTIVE_CSP = (
    '<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
    "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
    "media-src data:; connect-src 'none'\">"
)


@dataclass
class Hosted:
    page: Page
    view: FrameLocator
    tools: dict[str, types.Tool]
    calls: list[str] = field(default_factory=list)
    requests: list[str] = field(default_factory=list)
    errors: list[str] = field(default_factory=list)


@asynccontextmanager
async def hosted(browser: Any, server: Any) -> AsyncIterator[Hosted]:
    """The review page as a host shows it: the model's review_inbox call, then the ui://
    resource in the host page's sandboxed iframe, its tools/call forwarded to ``server``
    through a real MCP session (the handshake Claude Desktop uses, MCP Apps advertised)."""
    apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
    async with Client(server, mode="legacy", extensions=[apps]) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        uri = tools["review_inbox"].meta["ui"]["resourceUri"]  # type: ignore[index]
        resource = (await client.read_resource(uri)).contents[0]
        assert isinstance(resource, types.TextResourceContents)
        assert resource.mime_type == APP_MIME_TYPE
        first = await client.call_tool("review_inbox", {})  # what the model calls
        assert not first.is_error

        context = await browser.new_context(viewport={"width": 1100, "height": 900})
        page = await context.new_page()
        page.set_default_timeout(WAIT_MS)
        h = Hosted(page=page, view=page.frame_locator("#view"), tools=tools)

        async def forward(name: str, arguments: dict[str, Any]) -> str:
            """The host's side of tools/call: visibility enforced, then the real server."""
            h.calls.append(name)
            meta = (tools[name].meta or {}) if name in tools else {}
            if name not in tools or "app" not in meta.get("ui", {}).get(
                "visibility", ["model", "app"]
            ):
                return json.dumps({"error": f"the app may not call {name}"})
            result = await client.call_tool(name, arguments)
            return json.dumps(
                {"result": result.model_dump(mode="json", by_alias=True, exclude_none=True)}
            )

        page.on("request", lambda r: h.requests.append(r.url))
        page.on("pageerror", lambda exc: h.errors.append(str(exc)))
        await page.expose_function("mcpCallTool", forward)
        await page.set_content(HOST_PAGE)
        await page.evaluate(
            "result => { window.toolResult = result; }",
            first.model_dump(mode="json", by_alias=True, exclude_none=True),
        )
        html = resource.text.replace("<head>", "<head>" + RESTRICTIVE_CSP, 1)
        await page.evaluate("html => { document.getElementById('view').srcdoc = html; }", html)
        try:
            yield h
        finally:
            await context.close()
