"""The review page, standalone: ``GET /`` on ``mylifedb serve --transport http`` (and
``mylifedb review``), next to the MCP endpoint.

    GET  /                    the page (the same HTML the MCP App host renders)
    GET  /review/session      {app, library_id, auth_required, authenticated[, proof]}
    GET  /review/open?code=   a one-time sign-in link -> the cookie, and a redirect to /
    POST /review/login        {"token": ...} -> an HttpOnly, SameSite=Strict cookie
    POST /review/call/{tool}  the tool's arguments -> its CallToolResult, as JSON

``/review/call`` runs the MCP server's own tools (``server.call_tool``: the same validation,
the same errors, one hop to the AppClient), limited to the ones the page uses. Every route
gets the MCP endpoint's Host/Origin checks (DNS-rebinding protection) and POSTs must be
``application/json`` (a cross-site form cannot send that without a CORS preflight, which
nothing here answers). With a token (``MYLIFEDB_TOKEN``) the page asks for it once; the
cookie holds an HMAC of the token, not the token, and opens these routes only — never
``/mcp``, which still wants ``Authorization: Bearer``. ``serve`` always has a token (a
random one per run when ``MYLIFEDB_TOKEN`` is not set), and prints a one-time link
(``/review/open?code=``, ``server/mcp/secret.py``) that signs a browser in; a session asked
with ``?challenge=`` answers ``proof`` = HMAC(token, challenge), so ``mylifedb review`` can
tell this user's server from another one on the port without sending it the token.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import logging
import time
from pathlib import Path
from typing import Any

from mcp.server.mcpserver.exceptions import ToolError
from mcp.server.transport_security import TransportSecurityMiddleware, TransportSecuritySettings
from mcp.types import CallToolResult, TextContent
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, PlainTextResponse, Response
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from server.mcp.secret import check_login_code, proof
from server.mcp.server import MyLifeDBServer

from .page import page_csp, page_html
from .tools import MODEL_TOOLS, PAGE_TOOLS

__all__ = ["with_review_page", "library_id", "PAGE_CALLABLE", "COOKIE", "SESSION_PATH"]

logger = logging.getLogger("mylifedb.review")

PAGE_CALLABLE = frozenset(
    (*MODEL_TOOLS, *PAGE_TOOLS, "list_suggestions", "resolve_suggestion", "get_folder_tree")
)
COOKIE = "mylifedb_review"
SESSION_PATH = "/review/session"
_COOKIE_MAX_AGE = 30 * 24 * 3600
_MAX_BODY = 256 * 1024
_NO_STORE = {"cache-control": "no-store", "x-content-type-options": "nosniff"}


def library_id(root: Path | str) -> str:
    """Names a library without revealing its path: how `mylifedb review` recognises a server
    that already serves the same library."""
    return hashlib.sha256(str(Path(root).resolve()).encode("utf-8")).hexdigest()[:16]


def _cookie_value(token: str) -> str:
    return hmac.new(token.encode("utf-8"), b"mylifedb review page v1", hashlib.sha256).hexdigest()


def with_review_page(mcp_app: ASGIApp, server: MyLifeDBServer, *, token: str | None) -> ASGIApp:
    """``mcp_app`` with the review page's routes in front of it (everything else, the
    lifespan included, goes to ``mcp_app`` unchanged). Host and Origin are checked in front
    of both by ``server.mcp.transports.HostOriginGuard``."""
    return _ReviewGate(mcp_app, _ReviewRoutes(server, token).app)


class _ReviewGate:
    def __init__(self, mcp_app: ASGIApp, review_app: ASGIApp) -> None:
        self._mcp = mcp_app
        self._review = review_app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = scope.get("path", "")
        if scope["type"] == "http" and (path == "/" or path.startswith("/review/")):
            await self._review(scope, receive, send)
        else:
            await self._mcp(scope, receive, send)


class _ReviewRoutes:
    def __init__(self, server: MyLifeDBServer, token: str | None) -> None:
        self._server = server
        self._token = token
        self._cookie = _cookie_value(token) if token else None
        self._bearer = f"Bearer {token}".encode() if token else None
        self._used_codes: dict[str, float] = {}  # one-time sign-in codes seen, until they expire
        # Host and Origin are checked in front of us (HostOriginGuard); this checks that a
        # POST is JSON, as the SDK does for /mcp.
        self._security = TransportSecurityMiddleware(
            TransportSecuritySettings(enable_dns_rebinding_protection=False)
        )
        self.app = Starlette(
            routes=[
                Route("/", self.page, methods=["GET"]),
                Route(SESSION_PATH, self.session, methods=["GET"]),
                Route("/review/open", self.open_link, methods=["GET"]),
                Route("/review/login", self.login, methods=["POST"]),
                Route("/review/call/{tool}", self.call, methods=["POST"]),
            ]
        )

    # ------------------------------------------------------------------ checks
    async def _refused(self, request: Request) -> Response | None:
        return await self._security.validate_request(request, is_post=request.method == "POST")

    def _authenticated(self, request: Request) -> bool:
        if self._token is None:
            return True
        assert self._cookie is not None and self._bearer is not None
        cookie = request.cookies.get(COOKIE, "")
        if cookie and hmac.compare_digest(cookie.encode(), self._cookie.encode()):
            return True
        given = request.headers.get("authorization", "").encode()
        return bool(given) and hmac.compare_digest(given, self._bearer)

    async def _json_body(self, request: Request) -> dict[str, Any] | Response:
        body = await request.body()
        if len(body) > _MAX_BODY:
            return _error(413, "request body too large")
        try:
            data = json.loads(body or b"{}")
        except ValueError:
            return _error(400, "the body must be a JSON object")
        if not isinstance(data, dict):
            return _error(400, "the body must be a JSON object")
        return data

    # ------------------------------------------------------------------ routes
    async def page(self, request: Request) -> Response:
        if (refused := await self._refused(request)) is not None:
            return refused
        return HTMLResponse(
            page_html(),
            headers={
                **_NO_STORE,
                "content-security-policy": page_csp(),
                "referrer-policy": "no-referrer",
                "x-frame-options": "DENY",
            },
        )

    async def session(self, request: Request) -> Response:
        if (refused := await self._refused(request)) is not None:
            return refused
        root, _ = self._server.context.paths()
        lib = library_id(root) if root is not None else None
        answer: dict[str, Any] = {
            "app": "mylifedb-review",
            "library_id": lib,
            "auth_required": self._token is not None,
            "authenticated": self._authenticated(request),
        }
        challenge = request.query_params.get("challenge", "")
        if self._token is not None and 16 <= len(challenge) <= 200:
            answer["proof"] = proof(self._token, challenge)
        return JSONResponse(answer, headers=_NO_STORE)

    async def open_link(self, request: Request) -> Response:
        """A one-time sign-in link: the cookie, then the page (the code leaves the address
        bar with the redirect)."""
        if (refused := await self._refused(request)) is not None:
            return refused
        if self._token is None:
            return Response(status_code=303, headers={**_NO_STORE, "location": "/"})
        now = time.time()
        self._used_codes = {n: t for n, t in self._used_codes.items() if t >= now}
        code = request.query_params.get("code", "")
        nonce = check_login_code(self._token, code, now)
        if nonce is None or nonce in self._used_codes:
            return PlainTextResponse(
                "This sign-in link was already used or has expired. Run `mylifedb review` "
                "again for a new one, or open / and give the token.",
                status_code=401,
                headers=_NO_STORE,
            )
        self._used_codes[nonce] = float(code.split(".")[1])
        response = Response(status_code=303, headers={**_NO_STORE, "location": "/"})
        self._set_cookie(response, request)
        return response

    def _set_cookie(self, response: Response, request: Request) -> None:
        assert self._cookie is not None
        response.set_cookie(
            COOKIE,
            self._cookie,
            max_age=_COOKIE_MAX_AGE,
            path="/review",
            httponly=True,
            samesite="strict",
            secure=request.url.scheme == "https",
        )

    async def login(self, request: Request) -> Response:
        if (refused := await self._refused(request)) is not None:
            return refused
        if self._token is None:
            return Response(status_code=204, headers=_NO_STORE)
        data = await self._json_body(request)
        if isinstance(data, Response):
            return data
        given = data.get("token")
        assert self._cookie is not None
        if not isinstance(given, str) or not hmac.compare_digest(
            _cookie_value(given).encode(), self._cookie.encode()
        ):
            return _error(401, "that is not the server's token (MYLIFEDB_TOKEN)")
        response = Response(status_code=204, headers=_NO_STORE)
        self._set_cookie(response, request)
        return response

    async def call(self, request: Request) -> Response:
        if (refused := await self._refused(request)) is not None:
            return refused
        if not self._authenticated(request):
            return _error(401, "sign in with the server's token first")
        tool = request.path_params["tool"]
        if tool not in PAGE_CALLABLE:
            return _error(404, f"the review page does not call {tool!r}")
        data = await self._json_body(request)
        if isinstance(data, Response):
            return data
        result = await self._call_tool(tool, data)
        return JSONResponse(
            result.model_dump(mode="json", by_alias=True, exclude_none=True), headers=_NO_STORE
        )

    async def _call_tool(self, tool: str, arguments: dict[str, Any]) -> CallToolResult:
        try:
            result = await self._server.call_tool(tool, arguments)
        except ToolError as exc:
            return _tool_error(str(exc))
        except Exception:
            logger.exception("review page: %s failed unexpectedly", tool)
            return _tool_error(f"[internal_error] {tool} failed unexpectedly; see the server log")
        if not isinstance(result, CallToolResult):  # an input request: the page asks nothing
            return _tool_error(f"[internal_error] {tool} asked for input the page cannot give")
        return result


def _tool_error(text: str) -> CallToolResult:
    return CallToolResult(content=[TextContent(type="text", text=text)], is_error=True)


def _error(status: int, message: str) -> Response:
    return JSONResponse({"error": message}, status_code=status, headers=_NO_STORE)
