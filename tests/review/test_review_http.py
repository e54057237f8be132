"""The standalone page's routes on the real HTTP server (uvicorn on 127.0.0.1): the page and
its headers, the MCP endpoint's Host/Origin checks on every route, the tools the page may
call, and the token: asked once, kept in an HttpOnly SameSite=Strict cookie that opens the
page's routes and never /mcp."""

from __future__ import annotations

from typing import Any

import httpx2

from appclient import LocalAppClient
from server.review.http import COOKIE, library_id

from .conftest import SUGGESTIONS, add_suggestions, serve_page

TOKEN = "correct-horse-battery-staple-7f3a"
JSON = {"content-type": "application/json"}
INIT = {
    "jsonrpc": "2.0",
    "id": 1,
    "method": "initialize",
    "params": {
        "protocolVersion": "2025-06-18",
        "capabilities": {},
        "clientInfo": {"name": "probe", "version": "0"},
    },
}
MCP_HEADERS = {**JSON, "accept": "application/json, text/event-stream"}


def tool_text(body: dict[str, Any]) -> str:
    return "\n".join(c["text"] for c in body.get("content", []) if c.get("type") == "text")


async def test_page_and_calls_with_the_endpoints_checks(review_app: LocalAppClient) -> None:
    ids = await add_suggestions(review_app)
    async with serve_page(review_app) as url, httpx2.AsyncClient(base_url=url) as http:
        page = await http.get("/")
        assert page.status_code == 200 and page.headers["content-type"].startswith("text/html")
        csp = page.headers["content-security-policy"]
        assert "script-src 'sha256-" in csp and "frame-ancestors 'none'" in csp
        assert page.headers["x-content-type-options"] == "nosniff"
        assert "Review your inbox" in page.text
        assert (await http.head("/")).status_code == 200

        session = (await http.get("/review/session")).json()
        assert session == {
            "app": "mylifedb-review",
            "library_id": library_id(review_app.root),
            "auth_required": False,
            "authenticated": True,
        }

        inbox = await http.post("/review/call/review_inbox", json={"limit": 100})
        assert inbox.status_code == 200 and inbox.headers["cache-control"] == "no-store"
        body = inbox.json()
        assert body["isError"] is False
        assert len(body["structuredContent"]["suggestions"]) == len(SUGGESTIONS)
        moved = (
            await http.post(
                "/review/call/resolve_suggestion",
                json={"suggestion_id": ids["inbox/W2_2024.pdf"], "action": "accept"},
            )
        ).json()
        assert moved["structuredContent"]["new_path"] == "work/acme/compensation/W2_2024.pdf"
        assert (review_app.root / "work/acme/compensation/W2_2024.pdf").is_file()

        # Bad input: a clear error, nothing lost.
        bad = (await http.post("/review/call/review_inbox", json={"limit": 1000})).json()
        assert bad["isError"] and tool_text(bad).startswith("[invalid_argument]")
        again = (
            await http.post(
                "/review/call/resolve_suggestion",
                json={"suggestion_id": ids["inbox/W2_2024.pdf"], "action": "accept"},
            )
        ).json()
        assert again["isError"] and tool_text(again).startswith("[conflict]")
        assert (await http.post("/review/call/search", json={"query": "x"})).status_code == 404
        assert (await http.post("/review/call/move_file", json={})).status_code == 404
        assert (await http.post("/review/call/review_inbox", json=[1, 2])).status_code == 400
        assert (
            await http.post("/review/call/review_inbox", content=b"{nope", headers=JSON)
        ).status_code == 400
        huge = await http.post("/review/call/review_inbox", content=b" " * 300_000, headers=JSON)
        assert huge.status_code == 413
        # A cross-site form can only send text/plain or form data: refused.
        form = await http.post(
            "/review/call/resolve_suggestion",
            content=b"a=b",
            headers={"content-type": "text/plain"},
        )
        assert form.status_code == 400
        assert (await http.get("/review/call/review_inbox")).status_code == 405

        # DNS rebinding and other origins: the MCP endpoint's checks, on every route.
        assert (await http.get("/", headers={"host": "evil.example:8765"})).status_code == 421
        foreign = await http.post(
            "/review/call/review_inbox", json={}, headers={"origin": "http://evil.example"}
        )
        assert foreign.status_code == 403
        same = await http.post(
            "/review/call/review_inbox", json={}, headers={"origin": url.rstrip("/")}
        )
        assert same.status_code == 200
        # The MCP endpoint itself is untouched.
        assert (await http.post("/mcp", json=INIT, headers=MCP_HEADERS)).status_code == 200


async def test_token_cookie_opens_the_page_routes_only(review_app: LocalAppClient) -> None:
    await add_suggestions(review_app)
    async with serve_page(review_app, token=TOKEN) as url, httpx2.AsyncClient(base_url=url) as http:
        assert (await http.get("/")).status_code == 200  # the page itself holds no data
        session = (await http.get("/review/session")).json()
        assert session["auth_required"] is True and session["authenticated"] is False
        assert (await http.post("/review/call/review_inbox", json={})).status_code == 401

        wrong = await http.post("/review/login", json={"token": TOKEN + "x"})
        assert wrong.status_code == 401 and "set-cookie" not in wrong.headers
        assert (await http.post("/review/login", json={"token": 42})).status_code == 401
        login = await http.post("/review/login", json={"token": TOKEN})
        assert login.status_code == 204
        cookie = login.headers["set-cookie"]
        assert f"{COOKIE}=" in cookie and TOKEN not in cookie
        for attribute in ("HttpOnly", "SameSite=strict", "Path=/review", "Max-Age="):
            assert attribute.lower() in cookie.lower(), cookie
        value = http.cookies[COOKIE]

        inbox = await http.post("/review/call/review_inbox", json={})
        assert inbox.status_code == 200 and not inbox.json()["isError"]
        assert (await http.get("/review/session")).json()["authenticated"] is True

    async with serve_page(review_app, token=TOKEN) as url, httpx2.AsyncClient(base_url=url) as http:
        # The cookie is not a bearer token: /mcp still refuses it.
        refused = await http.post(
            "/mcp", json=INIT, headers={**MCP_HEADERS, "cookie": f"{COOKIE}={value}"}
        )
        assert refused.status_code == 401
        forged = await http.post(
            "/review/call/review_inbox", json={}, headers={"cookie": f"{COOKIE}={value[:-1]}0"}
        )
        assert forged.status_code == 401
        bearer = await http.post(
            "/review/call/review_inbox", json={}, headers={"authorization": f"Bearer {TOKEN}"}
        )
        assert bearer.status_code == 200  # scripts may use the header instead


async def test_read_only_server_page_cannot_decide(review_app: LocalAppClient) -> None:
    ids = await add_suggestions(review_app)
    async with (
        serve_page(review_app, read_only=True) as url,
        httpx2.AsyncClient(base_url=url) as http,
    ):
        inbox = (await http.post("/review/call/review_inbox", json={})).json()
        assert inbox["structuredContent"]["can_resolve"] is False
        for tool, args in (
            ("resolve_suggestion", {"suggestion_id": ids["inbox/W2_2024.pdf"], "action": "accept"}),
            ("review_undo", {"suggestion_id": ids["inbox/W2_2024.pdf"]}),
        ):
            result = (await http.post(f"/review/call/{tool}", json=args)).json()
            assert result["isError"] and tool_text(result).startswith(
                ("[not_permitted]", "[not_found] unknown tool")
            )
        assert (review_app.root / "inbox/W2_2024.pdf").is_file()
