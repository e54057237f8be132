"""Streamable HTTP (IDEs, remote use), and the guards in front of it.

DNS-rebinding protection (``HostOriginGuard``): the Host header must name this server
exactly (``localhost:8765.evil.example`` is refused; the SDK's own check only compares a
prefix) and an Origin, when sent, must be an http(s) origin on one of those names. A bearer
token (at least 16 characters) is required whenever the server binds beyond loopback: it
refuses to start without one. When a token is set, every request must carry
``Authorization: Bearer <token>`` (scheme in any case, token compared in constant time) or
gets 401. ``server/app.py`` puts these together with the review page.
"""

from __future__ import annotations

import copy
import errno
import hmac
import ipaddress
import json
import logging
import re
import socket
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from appclient import Conflict, InvalidArgument

from .stdio import log_to_stderr

__all__ = [
    "mcp_http_app",
    "guard_hosts",
    "run_http",
    "check_http_binding",
    "is_loopback",
    "BearerTokenMiddleware",
    "HostOriginGuard",
    "MCP_PATH",
    "MIN_TOKEN_CHARS",
    "check_token",
    "bind_socket",
]

logger = logging.getLogger("mylifedb.mcp")

MCP_PATH = "/mcp"
_SESSION_HEADER = b"mcp-session-id"
MIN_TOKEN_CHARS = 16
_LOOPBACK_NAMES = ("127.0.0.1", "localhost", "::1")
_WILDCARD = ("0.0.0.0", "::", "")


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_token(token: str) -> None:
    """Refuse a bearer token short enough to guess."""
    if len(token) < MIN_TOKEN_CHARS:
        raise InvalidArgument(
            f"MYLIFEDB_TOKEN is {len(token)} characters long; use at least {MIN_TOKEN_CHARS} "
            "random characters (e.g. `python -c 'import secrets; print(secrets.token_urlsafe(32))'`)"
        )


def check_http_binding(host: str, token: str | None) -> None:
    """Refuse to serve beyond loopback without a bearer token, or with a short one."""
    if token:
        check_token(token)
    if not is_loopback(host) and not token:
        raise InvalidArgument(
            f"refusing to serve HTTP on {host!r} without a bearer token: anyone who can reach "
            "this machine could read and reorganize your library. Set MYLIFEDB_TOKEN to a long "
            "random secret (e.g. `python -c 'import secrets; print(secrets.token_urlsafe(32))'`) "
            "or bind to 127.0.0.1."
        )


class BearerTokenMiddleware:
    """Pure ASGI: every HTTP request must carry ``Authorization: Bearer <token>`` (the
    scheme in any case, as RFC 7235 says; the token compared in constant time)."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        if not token:
            raise ValueError("token must not be empty")
        check_token(token)
        self.app = app
        self._expected = token.encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan passes through
            await self.app(scope, receive, send)
            return
        given = b""
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                given = value
                break
        scheme, _, credentials = given.strip().partition(b" ")
        if scheme.lower() == b"bearer" and hmac.compare_digest(credentials.strip(), self._expected):
            await self.app(scope, receive, send)
            return
        body = json.dumps(
            {
                "error": "unauthorized",
                "error_description": "send 'Authorization: Bearer <token>' with the server's "
                "MYLIFEDB_TOKEN, or the per-run token in <state dir>/http-<port>.token",
            }
        ).encode()
        await send(
            {
                "type": "http.response.start",
                "status": 401,
                "headers": [
                    (b"content-type", b"application/json"),
                    (b"content-length", str(len(body)).encode()),
                    (b"www-authenticate", b'Bearer realm="mylifedb"'),
                ],
            }
        )
        await send({"type": "http.response.body", "body": body})


_NAME = r"(?:\[(?P<v6>[0-9A-Fa-f:.]+)\]|(?P<name>[A-Za-z0-9._-]+))"
_HOST_RE = re.compile(rf"^{_NAME}(?::(?P<port>[0-9]{{1,5}}))?$")
_ORIGIN_RE = re.compile(rf"^(?P<scheme>https?)://{_NAME}(?::(?P<port>[0-9]{{1,5}}))?$")


class HostOriginGuard:
    """Pure ASGI: DNS-rebinding protection by exact matching. The Host header must be one
    of ``names`` (with ``port`` when given, or no port); an Origin, when present, must be
    ``http(s)://<one of names>[:any port]`` and nothing else. Host failures get 421, Origin
    failures 403, as the SDK's own check answers."""

    def __init__(self, app: ASGIApp, names: set[str], port: int | None = None) -> None:
        self.app = app
        self._names = {n.lower() for n in names}
        self._port = str(port) if port else None

    def _name(self, m: re.Match[str] | None) -> str | None:
        if m is None:
            return None
        return (m.group("v6") or m.group("name") or "").lower()

    def host_ok(self, host: str) -> bool:
        m = _HOST_RE.match(host)
        if self._name(m) not in self._names:
            return False
        assert m is not None
        port = m.group("port")
        return port is None or self._port is None or port == self._port

    def origin_ok(self, origin: str) -> bool:
        return self._name(_ORIGIN_RE.match(origin)) in self._names

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        headers = {k: v for k, v in reversed(scope.get("headers", ()))}  # the first one wins
        host = headers.get(b"host", b"").decode("latin-1")
        origin = headers.get(b"origin")
        if not self.host_ok(host):
            logger.warning("refused a request for Host %.100r", host)
            await _plain(send, 421, b"Invalid Host header")
        elif origin is not None and not self.origin_ok(origin.decode("latin-1")):
            logger.warning("refused a request from Origin %.100r", origin)
            await _plain(send, 403, b"Invalid Origin header")
        else:
            await self.app(scope, receive, send)


async def _plain(send: Send, status: int, body: bytes) -> None:
    await send(
        {
            "type": "http.response.start",
            "status": status,
            "headers": [
                (b"content-type", b"text/plain"),
                (b"content-length", str(len(body)).encode()),
            ],
        }
    )
    await send({"type": "http.response.body", "body": body})


def _allowed_names(host: str, allowed_hosts: list[str] | None) -> set[str] | None:
    """The host names a request may name, or None when nothing can be checked (bound to
    every interface with no list given: the mandatory token is the guard there)."""
    names = set(_LOOPBACK_NAMES)
    if not is_loopback(host) and host not in _WILDCARD:
        names.add(host.strip("[]"))
    for entry in allowed_hosts or []:
        m = _HOST_RE.match(entry.removesuffix(":*"))
        if m is None:
            raise InvalidArgument(f"allowed host {entry[:100]!r} is not a host name or address")
        names.add(m.group("v6") or m.group("name"))
    if host in _WILDCARD and not allowed_hosts:
        return None
    return names


def mcp_http_app(
    server: MCPServer[Any], *, host: str, token: str | None, path: str = MCP_PATH
) -> ASGIApp:
    """The streamable-HTTP endpoint at ``path``, behind the bearer token when there is one.
    Raises ``InvalidArgument`` for a non-loopback host without a token, or a short token."""
    check_http_binding(host, token)
    app: ASGIApp = server.streamable_http_app(
        streamable_http_path=path,
        # guard_hosts does this, exactly; the SDK's check matches prefixes.
        transport_security=TransportSecuritySettings(enable_dns_rebinding_protection=False),
        host=host,
    )
    app = NoSessionOnRefusal(app)
    return BearerTokenMiddleware(app, token) if token else app


class NoSessionOnRefusal:
    """Pure ASGI: a request without a session that is refused (``GET /mcp`` with no
    session, a non-initialize POST) gets no ``mcp-session-id`` header: the SDK sets one for
    a session it then discards, and a client would take it for a session it has."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or any(
            name == _SESSION_HEADER for name, _ in scope.get("headers", ())
        ):
            await self.app(scope, receive, send)
            return

        async def refused_without_session(message: Message) -> None:
            if message["type"] == "http.response.start" and message["status"] >= 400:
                headers = [(k, v) for k, v in message.get("headers", ()) if k != _SESSION_HEADER]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, refused_without_session)


def guard_hosts(
    app: ASGIApp,
    *,
    host: str,
    port: int | None = None,
    allowed_hosts: list[str] | None = None,
    allowed_origins: list[str] | None = None,
) -> ASGIApp:
    """``app`` behind the exact Host/Origin check for serving on ``host`` (and ``port``,
    when known, which the Host header must then name). ``allowed_origins`` names extra
    origins' hosts (e.g. ``https://app.example``)."""
    names = _allowed_names(host, allowed_hosts)
    if names is None:
        return app
    for origin in allowed_origins or []:
        m = _ORIGIN_RE.match(origin.removesuffix(":*"))
        if m is None:
            raise InvalidArgument(f"allowed origin {origin[:100]!r} is not http(s)://host[:port]")
        names.add(m.group("v6") or m.group("name"))
    return HostOriginGuard(app, names, port)


async def run_http(
    app: ASGIApp,
    host: str,
    port: int,
    *,
    token: bool = False,
    sock: socket.socket | None = None,
) -> None:
    """Serve ``app`` (from ``server.app.create_http_app``) at ``http://host:port`` until
    stopped; ``token`` says whether it wants one (for the log line)."""
    import uvicorn

    from .limits import LIMIT_CONCURRENCY, MAX_HEAD_BYTES
    from .sdk import GuardedH11Protocol

    log_to_stderr()
    log_config = copy.deepcopy(uvicorn.config.LOGGING_CONFIG)
    for handler in log_config["handlers"].values():  # access logs default to stdout
        handler["stream"] = "ext://sys.stderr"
    config = uvicorn.Config(
        app,
        host=host,
        port=port,
        log_level="info",
        lifespan="on",
        log_config=log_config,
        # bounded: a deadline for each request head, a cap on it, on connections in all
        http=GuardedH11Protocol,
        h11_max_incomplete_event_size=MAX_HEAD_BYTES,
        limit_concurrency=LIMIT_CONCURRENCY,
    )
    # Bind here rather than in uvicorn, which logs a busy port and exits the process.
    sock = sock if sock is not None else bind_socket(host, port)
    logger.info(
        "serving MCP at http://%s:%d%s%s",
        host,
        port,
        MCP_PATH,
        " (bearer token required)" if token else "",
    )
    logger.info("review page at http://%s:%d/", host, port)
    await uvicorn.Server(config).serve(sockets=[sock])


def bind_socket(host: str, port: int) -> socket.socket:
    """A listening-ready TCP socket on host:port; a port in use or an address this machine
    does not have is a ``Conflict`` / ``InvalidArgument`` with the flag that fixes it."""
    name = host.strip("[]")
    family = socket.AF_INET6 if ":" in name else socket.AF_INET
    sock = socket.socket(family, socket.SOCK_STREAM)
    try:
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        sock.bind((name, port))
    except OSError as exc:
        sock.close()
        if exc.errno == errno.EADDRINUSE:
            raise Conflict(
                f"port {port} on {host} is already in use (another mylifedb serve?); "
                "stop it or pick another port with --port"
            ) from exc
        if exc.errno == errno.EACCES:
            raise InvalidArgument(
                f"not allowed to listen on port {port}; pick one above 1023 with --port"
            ) from exc
        raise InvalidArgument(
            f"cannot listen on {host}:{port} ({exc.strerror or exc}); check --host"
        ) from exc
    sock.set_inheritable(True)
    return sock
