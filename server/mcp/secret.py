"""The HTTP server's secret, also on loopback: every local user can reach 127.0.0.1, so
``serve --transport http`` always wants a token. Without ``MYLIFEDB_TOKEN`` it makes a
random one per run and hands it out the way Jupyter does:

- to local clients (and ``mylifedb review``) through ``<state dir>/http-<port>.token``, a
  0600 JSON file in the 0700 state folder, removed when the server stops;
- to a browser through a one-time sign-in link, ``/review/open?code=…``: the code is
  ``nonce.expiry.hmac(token)``, good once and for five minutes; the server answers it with
  the page's HttpOnly cookie and a redirect to ``/`` (the token itself never sits in a URL).

``mylifedb review`` checks that the server on the port is this user's before trusting it:
it asks ``/review/session?challenge=<nonce>`` and the server must answer with
``hmac(token, challenge)``, which only a holder of the token can compute (the token is never
sent to it)."""

from __future__ import annotations

import hashlib
import hmac
import json
import os
import secrets
import time
from pathlib import Path

from appclient.state.private import read_private, write_private

__all__ = [
    "new_token",
    "token_path",
    "write_token_file",
    "read_token_file",
    "remove_token_file",
    "login_code",
    "check_login_code",
    "proof",
    "LOGIN_TTL_S",
]

LOGIN_TTL_S = 300


def new_token() -> str:
    return secrets.token_urlsafe(32)


def token_path(state_dir: Path, port: int) -> Path:
    return state_dir / f"http-{port}.token"


def write_token_file(state_dir: Path, url: str, port: int, token: str) -> Path:
    """The per-run token for local clients: 0600 in the 0700 state folder."""
    path = token_path(state_dir, port)
    data = {"url": url, "token": token, "pid": os.getpid()}
    write_private(path, (json.dumps(data) + "\n").encode())
    return path


def read_token_file(state_dir: Path, port: int) -> str | None:
    """The token a server of this user's on ``port`` wrote, if there is one to trust: the
    file must be this user's and writable by nobody else (else anyone could point us at
    their own server)."""
    data = read_private(token_path(state_dir, port), 4096)
    try:
        token = json.loads(data).get("token") if data is not None else None
    except (ValueError, AttributeError):
        return None
    return token if isinstance(token, str) and token else None


def remove_token_file(path: Path, token: str) -> None:
    """Remove the file if it still holds ``token`` (another run may have replaced it)."""
    try:
        if json.loads(path.read_text("utf-8")).get("token") == token:
            path.unlink()
    except (OSError, ValueError, AttributeError):
        pass


def _mac(token: str, what: str) -> str:
    return hmac.new(token.encode(), what.encode(), hashlib.sha256).hexdigest()


def login_code(token: str, now: float | None = None, ttl_s: int = LOGIN_TTL_S) -> str:
    """A one-time sign-in code for ``/review/open?code=``; anyone holding the token can make
    one, and only they can."""
    nonce = secrets.token_urlsafe(12)
    expiry = int((time.time() if now is None else now) + ttl_s)
    return f"{nonce}.{expiry}.{_mac(token, f'login:{nonce}.{expiry}')[:32]}"


def check_login_code(token: str, code: str, now: float | None = None) -> str | None:
    """The code's nonce when it is genuine and not expired (the server refuses a nonce it
    has seen), else None."""
    parts = code.split(".") if isinstance(code, str) and len(code) < 200 else []
    if len(parts) != 3 or not parts[1].isdigit():
        return None
    nonce, expiry, mac = parts
    want = _mac(token, f"login:{nonce}.{expiry}")[:32]
    if not hmac.compare_digest(mac.encode(), want.encode()):
        return None
    return nonce if int(expiry) >= (time.time() if now is None else now) else None


def proof(token: str, challenge: str) -> str:
    """What the server answers to ``challenge``: proof it holds the token."""
    return _mac(token, f"review-session:{challenge}")
