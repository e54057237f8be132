"""The review page as an MCP App: the HTML of ``ui://mylifedb/review.html`` (read through a
real MCP client session) loaded into a sandboxed iframe of a minimal host page that speaks
the ext-apps bridge — ui/initialize, ui/notifications/initialized, tool-input and
tool-result, and tools/call forwarded to the real server. The iframe gets the spec's
restrictive default Content-Security-Policy (no network at all), as hosts apply it.

The host page is ours (Claude Desktop and VS Code cannot run here); the server, the MCP
session, the page and the browser are real."""

from __future__ import annotations

import json
import re
from typing import Any

import mcp.types as types
import pytest
from mcp import Client
from mcp.client.extension import advertise
from mcp.server.apps import APP_MIME_TYPE, EXTENSION_ID
from playwright.async_api import expect

from appclient import LocalAppClient, Settings
from server.mcp.server import build_server

from .conftest import SUGGESTIONS, WAIT_MS, add_suggestions

pytestmark = pytest.mark.timeout(180)

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
RESTRICTIVE_CSP = ('<meta http-equiv="Content-Security-Policy" content="default-src \'none\'; '
                   "script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; "
                   "media-src data:; connect-src 'none'\">")


async def test_the_page_inside_a_host_iframe_moves_a_file(browser: Any, review_app: LocalAppClient,
                                                          review_settings: Settings) -> None:
    await add_suggestions(review_app)
    root = review_settings.root
    # Hostile text everywhere a file can put it: its name, its content, the reasoning. The
    # iframe's CSP allows inline script (the spec's default), so only the page's own care
    # (text, never HTML) keeps these from running.
    trap = "<img src=x onerror=window.__pwned=1>"
    (root / f"inbox/bill {trap}.html").write_text(f"<p>Amount due</p><script>window.__pwned=1</script>{trap}")
    await review_app.create_suggestion(f"inbox/bill {trap}.html", "life/home/",
                                       f"Looks like a bill {trap}<script>window.__pwned=1</script>",
                                       0.5, source="agent:local")
    server = build_server(review_app, watch=False, index_on_start=False)
    apps = advertise(EXTENSION_ID, {"mimeTypes": [APP_MIME_TYPE]})
    async with Client(server, mode="legacy", extensions=[apps]) as client:
        tools = {t.name: t for t in (await client.list_tools()).tools}
        uri = tools["review_inbox"].meta["ui"]["resourceUri"]
        resource = (await client.read_resource(uri)).contents[0]
        assert isinstance(resource, types.TextResourceContents)
        assert resource.mime_type == APP_MIME_TYPE
        first = await client.call_tool("review_inbox", {})  # what the model calls
        assert not first.is_error

        calls: list[str] = []

        async def forward(name: str, arguments: dict[str, Any]) -> str:
            """The host's side of tools/call: visibility enforced, then the real server."""
            calls.append(name)
            visibility = ((tools.get(name) and tools[name].meta or {}).get("ui") or {}).get(
                "visibility", ["model", "app"])
            if name not in tools or "app" not in visibility:
                return json.dumps({"error": f"the app may not call {name}"})
            result = await client.call_tool(name, arguments)
            return json.dumps({"result": result.model_dump(mode="json", by_alias=True,
                                                           exclude_none=True)})

        context = await browser.new_context(viewport={"width": 1100, "height": 900})
        page = await context.new_page()
        page.set_default_timeout(WAIT_MS)
        requests: list[str] = []
        page.on("request", lambda r: requests.append(r.url))
        errors: list[str] = []
        page.on("pageerror", lambda exc: errors.append(str(exc)))
        await page.expose_function("mcpCallTool", forward)
        await page.set_content(HOST_PAGE)
        await page.evaluate("result => { window.toolResult = result; }",
                            first.model_dump(mode="json", by_alias=True, exclude_none=True))
        html = resource.text.replace("<head>", "<head>" + RESTRICTIVE_CSP, 1)
        await page.evaluate("html => { document.getElementById('view').srcdoc = html; }", html)

        view = page.frame_locator("#view")
        await expect(view.locator("main article")).to_have_count(len(SUGGESTIONS) + 1)
        bill = view.locator("article", has_text=f"inbox/bill {trap}.html")
        await expect(bill).to_contain_text(f"Looks like a bill {trap}<script>")
        await expect(bill.locator(".preview pre")).to_contain_text("Amount due")
        await expect(bill.locator(".preview pre")).not_to_contain_text("<")
        w2 = view.locator("article", has_text="inbox/W2_2024.pdf")
        await expect(w2).to_contain_text("work/acme/compensation/")
        await expect(view.locator("article .preview img")).to_have_attribute(
            "src", re.compile(r"^data:image/jpeg;base64,"))
        await w2.get_by_role("button", name="Move", exact=True).click()
        await expect(w2).to_contain_text("Moved to work/acme/compensation/W2_2024.pdf")
        assert (root / "work/acme/compensation/W2_2024.pdf").is_file()
        assert not (root / "inbox/W2_2024.pdf").exists()
        # The page's own undo, a tool only the app sees, works without --allow-move.
        assert "undo_move" not in tools and tools["review_undo"].meta["ui"]["visibility"] == ["app"]
        await w2.get_by_role("button", name="Undo", exact=True).click()
        await expect(w2.get_by_role("button", name="Move", exact=True)).to_be_visible()
        assert (root / "inbox/W2_2024.pdf").is_file()

        log = await page.evaluate("window.hostLog")
        assert log[:2] == ["ui/initialize", "ui/notifications/initialized"]
        assert "tools/call" in log
        assert {"resolve_suggestion", "review_undo", "review_preview", "review_inbox"} <= set(calls)
        assert (await page.evaluate("window.appInfo"))["name"] == "mylifedb-review"
        assert (await page.evaluate("window.lastSize"))["width"] > 0
        await expect(view.locator("html")).to_have_attribute("data-theme", "dark")  # the host's
        assert all(u.startswith(("about:", "data:")) for u in requests), requests  # offline
        frame = next(f for f in page.frames if f.parent_frame is not None)
        assert await frame.evaluate("window.__pwned") is None
        assert await view.locator("img[src='x']").count() == 0
        assert await view.locator("script").count() == 1  # the page's own
        assert errors == []
        await context.close()
