"""`mylifedb review`: the review page in a browser. If a server of this user's on
--host/--port already serves this library, open its page; otherwise serve the library over
HTTP here (the same server as `mylifedb serve --transport http`, review page at /) until
Ctrl-C, and open the page once it answers. Either way the browser is signed in by a
one-time link (``server/mcp/secret.py``).

"This user's" is checked, not assumed: the server must prove it holds the token — the one
in MYLIFEDB_TOKEN or the per-run one in the state folder's 0600 token file — by answering a
random challenge with its HMAC; the token itself is never sent to whatever answers."""

from __future__ import annotations

import hmac
import json
import logging
import secrets
import urllib.error
import urllib.request
import webbrowser
from typing import Literal

import anyio
import anyio.to_thread
import click

from appclient import Settings

from .base import cli, fail, host_port_options, library_options, run_async

Found = Literal["ours", "other-library", "unproven", "foreign", "nothing"]


def page_url(host: str, port: int) -> str:
    name = "127.0.0.1" if host in ("0.0.0.0", "", "::") else host
    if ":" in name and not name.startswith("["):
        name = f"[{name}]"
    return f"http://{name}:{port}/"


def server_token(settings: Settings) -> str | None:
    """The token of this user's server on the port: MYLIFEDB_TOKEN, else the per-run one."""
    from server.mcp.secret import read_token_file

    return settings.token or read_token_file(settings.state_dir, settings.port)


def probe(url: str, settings: Settings, timeout: float = 2.0) -> Found:
    """Who answers at ``url``: a review page of this library that proves it holds this
    user's token, one of another library, one that cannot prove it (another user's, or an
    impostor), something else, or nothing at all."""
    from server.mcp.secret import proof
    from server.review.http import SESSION_PATH, library_id

    challenge = secrets.token_urlsafe(24)
    # Straight to the address: a proxy from the environment must not answer for loopback.
    opener = urllib.request.build_opener(urllib.request.ProxyHandler({}))
    try:
        with opener.open(
            f"{url.rstrip('/')}{SESSION_PATH}?challenge={challenge}", timeout=timeout
        ) as response:
            session = json.loads(response.read(64 * 1024))
    except urllib.error.HTTPError:
        return "foreign"
    except (urllib.error.URLError, ConnectionError, TimeoutError):
        return "nothing"
    except ValueError:
        return "foreign"
    if not isinstance(session, dict) or session.get("app") != "mylifedb-review":
        return "foreign"
    if session.get("library_id") != library_id(settings.root):
        return "other-library"
    token = server_token(settings)
    given = session.get("proof")
    if token is None or not isinstance(given, str):
        return "unproven"
    return "ours" if hmac.compare_digest(given, proof(token, challenge)) else "unproven"


def signed_in(url: str, settings: Settings) -> str:
    """``url`` as a one-time link that signs the browser in (the page itself without a
    token to sign with)."""
    from server.app import open_link

    token = server_token(settings)
    return open_link(url, token) if token else url


def _open(url: str, no_browser: bool) -> None:
    if no_browser or not webbrowser.open(url):
        click.echo(f"open {url} in your browser", err=True)


class _NoAccessLog(logging.Filter):
    """The page asks every second whether anything changed: one line each is noise."""

    def filter(self, record: logging.LogRecord) -> bool:
        return False


async def _serve_and_open(settings: Settings, url: str, no_browser: bool) -> None:
    from server.app import serve

    # On the logger itself: uvicorn's logging config replaces its handlers, not its filters.
    logging.getLogger("uvicorn.access").addFilter(_NoAccessLog())

    async with anyio.create_task_group() as tg:

        async def open_when_ready() -> None:
            # The server is another task's: ask it over HTTP until it answers for this
            # library (it opens the library, then listens); after ~60 s open the page anyway.
            for _ in range(600):
                if await anyio.to_thread.run_sync(probe, url, settings, 1.0) == "ours":
                    break
                await anyio.sleep(0.1)
            await anyio.to_thread.run_sync(_open, signed_in(url, settings), no_browser)
            click.echo(f"review page: {url} (Ctrl-C stops the server)", err=True)

        tg.start_soon(open_when_ready)
        await serve(settings, transport="http", sign_in_link=False)
        tg.cancel_scope.cancel()


@cli.command()
@library_options
@host_port_options
@click.option("--no-browser", is_flag=True, help="Print the page's address instead of opening it.")
def review(settings: Settings, no_browser: bool) -> None:
    """Review pending suggestions in your browser (Move, Keep, Choose…, Undo).

    Uses a running `mylifedb serve --transport http` on this library when there is one;
    otherwise serves the library here until Ctrl-C."""
    url = page_url(settings.host, settings.port)
    found = probe(url, settings)
    if found == "ours":
        _open(signed_in(url, settings), no_browser)
        click.echo(f"review page: {url} (served by the running server)", err=True)
        return
    if found == "other-library":
        fail(f"{url} serves another library; pass --port to serve {settings.root} on another port")
    if found == "unproven":
        fail(
            f"a mylifedb server answers on port {settings.port} for {settings.root}, but it cannot "
            "prove it holds your token (MYLIFEDB_TOKEN, or the one in the state folder): it may "
            "be another user's; not opening it. Set MYLIFEDB_TOKEN to its token, or pass --port"
        )
    if found == "foreign":
        fail(f"something other than mylifedb answers on port {settings.port}; pass --port")
    run_async(lambda: _serve_and_open(settings, url, no_browser))
