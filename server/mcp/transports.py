"""How the server reaches its clients: stdio (Claude Desktop) and streamable HTTP (IDEs,
remote use).

stdio: stdout carries nothing but protocol; every log line goes to stderr.

HTTP: DNS-rebinding protection is on (Host and Origin must name this server), and a bearer
token (``$MYLIFEDB_TOKEN``) is required whenever the server binds beyond loopback: it refuses
to start without one. When a token is set, every request must carry
``Authorization: Bearer <token>`` (compared in constant time) or gets 401.
"""

from __future__ import annotations

import copy
import errno
import hmac
import ipaddress
import json
import logging
import os
import socket
import sys
from typing import Any

from mcp.server.mcpserver import MCPServer
from mcp.server.transport_security import TransportSecuritySettings
from starlette.types import ASGIApp, Receive, Scope, Send

from appclient.errors import Conflict, InvalidArgument

__all__ = [
    "run_stdio",
    "run_http",
    "create_http_app",
    "check_http_binding",
    "is_loopback",
    "BearerTokenMiddleware",
    "MCP_PATH",
    "bind_socket",
]

logger = logging.getLogger("mylifedb.mcp")

MCP_PATH = "/mcp"
_LOOPBACK_HOSTS = ["127.0.0.1:*", "localhost:*", "[::1]:*", "127.0.0.1", "localhost", "[::1]"]
_LOOPBACK_ORIGINS = ["http://127.0.0.1:*", "http://localhost:*", "http://[::1]:*",
                     "http://127.0.0.1", "http://localhost", "http://[::1]"]
_WILDCARD = ("0.0.0.0", "::", "")


def _log_to_stderr() -> None:
    root = logging.getLogger()
    for handler in root.handlers:
        stream = getattr(handler, "stream", None)
        if stream is sys.stdout:
            handler.setStream(sys.stderr)  # type: ignore[attr-defined]
    if not root.handlers:
        logging.basicConfig(level=logging.INFO, stream=sys.stderr,
                            format="%(asctime)s %(name)s %(levelname)s %(message)s")


async def run_stdio(server: MCPServer[Any]) -> None:
    """Serve one client over stdin/stdout until it closes stdin."""
    _log_to_stderr()
    await server.run_stdio_async()


def is_loopback(host: str) -> bool:
    if host == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


def check_http_binding(host: str, token: str | None) -> None:
    """Refuse to serve beyond loopback without a bearer token."""
    if not is_loopback(host) and not token:
        raise InvalidArgument(
            f"refusing to serve HTTP on {host!r} without a bearer token: anyone who can reach "
            "this machine could read and reorganize your library. Set MYLIFEDB_TOKEN to a long "
            "random secret (e.g. `python -c 'import secrets; print(secrets.token_urlsafe(32))'`) "
            "or bind to 127.0.0.1."
        )


class BearerTokenMiddleware:
    """Pure ASGI: every HTTP request must carry ``Authorization: Bearer <token>``."""

    def __init__(self, app: ASGIApp, token: str) -> None:
        if not token:
            raise ValueError("token must not be empty")
        self.app = app
        self._expected = f"Bearer {token}".encode()

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":  # lifespan passes through
            await self.app(scope, receive, send)
            return
        given = b""
        for name, value in scope.get("headers", ()):
            if name == b"authorization":
                given = value
                break
        if hmac.compare_digest(given, self._expected):
            await self.app(scope, receive, send)
            return
        body = json.dumps({
            "error": "unauthorized",
            "error_description": "send 'Authorization: Bearer <token>' with the server's MYLIFEDB_TOKEN",
        }).encode()
        await send({
            "type": "http.response.start",
            "status": 401,
            "headers": [(b"content-type", b"application/json"),
                        (b"content-length", str(len(body)).encode()),
                        (b"www-authenticate", b'Bearer realm="mylifedb"')],
        })
        await send({"type": "http.response.body", "body": body})


def _security(host: str, allowed_hosts: list[str] | None,
              allowed_origins: list[str] | None) -> TransportSecuritySettings:
    hosts = list(_LOOPBACK_HOSTS)
    origins = list(_LOOPBACK_ORIGINS)
    if not is_loopback(host) and host not in _WILDCARD:
        name = f"[{host}]" if ":" in host else host
        hosts += [f"{name}:*", name]
        origins += [f"http://{name}:*", f"https://{name}:*", f"http://{name}", f"https://{name}"]
    hosts += allowed_hosts or []
    origins += allowed_origins or []
    # Bound to every interface, the Host a client uses cannot be known in advance: without
    # an explicit list the bearer token (mandatory there) is the guard, since a rebinding
    # page cannot send it.
    protect = host not in _WILDCARD or bool(allowed_hosts)
    return TransportSecuritySettings(enable_dns_rebinding_protection=protect,
                                     allowed_hosts=hosts, allowed_origins=origins)


def create_http_app(
    server: MCPServer[Any],
    *,
    host: str = "127.0.0.1",
    token: str | None = None,
    allowed_hosts: list[str] | None = None,
    allowed_origins: list[str] | None = None,
    path: str = MCP_PATH,
) -> ASGIApp:
    """The streamable-HTTP ASGI app (endpoint ``path``) for serving on ``host``. Call once
    per server. Raises ``InvalidArgument`` for a non-loopback host without a token."""
    check_http_binding(host, token)
    app = server.streamable_http_app(
        streamable_http_path=path,
        transport_security=_security(host, allowed_hosts, allowed_origins),
        host=host,
    )
    return BearerTokenMiddleware(app, token) if token else app


async def run_http(
    server: MCPServer[Any],
    host: str = "127.0.0.1",
    port: int = 8765,
    token: str | None = None,
    *,
    sock: socket.socket | None = None,
) -> None:
    """Serve streamable HTTP at ``http://host:port/mcp`` until stopped.
    ``token`` defaults to ``$MYLIFEDB_TOKEN``."""
    import uvicorn

    if token is None:
        token = os.environ.get("MYLIFEDB_TOKEN") or None
    app = create_http_app(server, host=host, token=token)
    _log_to_stderr()
    log_config = copy.deepcopy(uvicorn.config.LOGGING_CONFIG)
    for handler in log_config["handlers"].values():  # access logs default to stdout
        handler["stream"] = "ext://sys.stderr"
    config = uvicorn.Config(app, host=host, port=port, log_level="info", lifespan="on",
                            log_config=log_config)
    # Bind here rather than in uvicorn, which logs a busy port and exits the process.
    sock = sock if sock is not None else bind_socket(host, port)
    logger.info("serving MCP at http://%s:%d%s%s", host, port, MCP_PATH,
                " (bearer token required)" if token else "")
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
            raise Conflict(f"port {port} on {host} is already in use (another mylifedb serve?); "
                           "stop it or pick another port with --port") from exc
        if exc.errno == errno.EACCES:
            raise InvalidArgument(f"not allowed to listen on port {port}; pick one above 1023 with --port") from exc
        raise InvalidArgument(f"cannot listen on {host}:{port} ({exc.strerror or exc}); check --host") from exc
    sock.set_inheritable(True)
    return sock
