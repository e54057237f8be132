"""`mylifedb review` as real processes: it serves the library and opens the browser ($BROWSER
is a script here that records the address it was asked to open), a second run finds the
running server and opens the same page, and a run for another library on that port fails
with a clear line."""

from __future__ import annotations

import http.server
import json
import os
import signal
import socket
import stat
import subprocess
import sys
import threading
from pathlib import Path

import anyio
import httpx2
import pytest

from tests.fixtures import write_library

from .conftest import write_review_library

pytestmark = pytest.mark.timeout(120)

REPO = Path(__file__).resolve().parents[2]


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def read_until(stream: anyio.abc.ByteReceiveStream, marker: str) -> str:
    seen = ""
    while marker not in seen:
        seen += (await stream.receive()).decode("utf-8", "replace")
    return next(line for line in seen.splitlines() if marker in line)


async def test_review_serves_opens_the_browser_and_is_found_again(tmp_path: Path) -> None:
    root = write_review_library(tmp_path / "lib")
    opened = tmp_path / "opened.txt"
    browser = tmp_path / "browser.sh"
    browser.write_text(f'#!/bin/sh\necho "$1" >> "{opened}"\n')
    browser.chmod(browser.stat().st_mode | stat.S_IXUSR)
    env = {k: v for k, v in os.environ.items() if k != "MYLIFEDB_TOKEN"}
    env["BROWSER"] = str(browser)
    port = free_port()
    url = f"http://127.0.0.1:{port}/"
    cmd = [
        sys.executable,
        "-m",
        "server",
        "review",
        "--root",
        str(root),
        "--state-dir",
        str(tmp_path / "state"),
        "--port",
        str(port),
    ]

    token_file = tmp_path / "state" / f"http-{port}.token"
    async with await anyio.open_process(cmd, env=env, cwd=REPO) as proc:
        assert proc.stderr is not None
        try:
            with anyio.fail_after(60):
                line = await read_until(proc.stderr, "review page:")
            assert url in line and "Ctrl-C" in line
            # The browser is sent a one-time link that signs it in, and then the page.
            (link,) = opened.read_text().split()
            assert link.startswith(f"{url}review/open?code=")
            assert stat.S_IMODE(token_file.stat().st_mode) == 0o600
            token = json.loads(token_file.read_text())["token"]
            async with httpx2.AsyncClient(trust_env=False) as http:
                page = await http.get(url)
                assert page.status_code == 200 and "Review your inbox" in page.text
                session = (await http.get(f"{url}review/session")).json()
                assert session["auth_required"] and not session["authenticated"]
                signed = await http.get(link)
                assert signed.status_code == 303 and signed.headers["location"] == "/"
                assert "httponly" in signed.headers["set-cookie"].lower()
                session = (await http.get(f"{url}review/session")).json()
                assert session["authenticated"]
            async with httpx2.AsyncClient(trust_env=False) as other:
                assert (await other.get(link)).status_code == 401  # one time only
                mcp = f"{url}mcp"
                assert (await other.post(mcp, json={})).status_code == 401
                bearer = {"authorization": f"Bearer {token}"}
                assert (await other.post(mcp, json={}, headers=bearer)).status_code != 401

            again = await anyio.run_process(cmd, env=env, cwd=REPO, check=False)
            assert again.returncode == 0, again.stderr
            assert b"served by the running server" in again.stderr
            first, second = opened.read_text().split()
            assert second.startswith(f"{url}review/open?code=") and second != first

            other_lib = write_library(tmp_path / "other", {"guideline.md": "x\n"})
            clash = await anyio.run_process(
                [
                    *cmd[:4],
                    "--root",
                    str(other_lib),
                    "--state-dir",
                    str(tmp_path / "state2"),
                    "--port",
                    str(port),
                ],
                env=env,
                cwd=REPO,
                check=False,
            )
            assert clash.returncode == 1
            err = clash.stderr.decode()
            assert err.startswith("error: ") and "serves another library" in err
            assert err.count("\n") == 1
            # The same library without the token (another user's run): not trusted.
            stranger = await anyio.run_process(
                [*cmd[:6], "--state-dir", str(tmp_path / "state3"), "--port", str(port)],
                env=env,
                cwd=REPO,
                check=False,
            )
            assert stranger.returncode == 1
            assert b"cannot prove it holds your token" in stranger.stderr
        finally:
            proc.send_signal(signal.SIGINT)
            with anyio.fail_after(30):
                await proc.wait()
                rest = b""
                async for chunk in proc.stderr:
                    rest += chunk
    assert not token_file.exists()
    assert proc.returncode in (0, 130)
    # the page's requests (and its poll every second) leave no access-log lines
    assert b"HTTP/1.1" not in rest and b'"GET /' not in rest, rest.decode()[-2000:]


class _Impostor(http.server.BaseHTTPRequestHandler):
    """Claims to be the review page of any library, but holds no token of ours."""

    library = ""

    def do_GET(self) -> None:  # noqa: N802 - the stdlib's name
        body = json.dumps(
            {
                "app": "mylifedb-review",
                "library_id": self.library,
                "auth_required": True,
                "authenticated": True,
                "proof": "0" * 64,
            }
        ).encode()
        self.send_response(200)
        self.send_header("content-type", "application/json")
        self.send_header("content-length", str(len(body)))
        self.end_headers()
        self.wfile.write(body)

    def log_message(self, *args: object) -> None:
        pass


def test_review_does_not_trust_an_impostor_on_its_port(tmp_path: Path) -> None:
    """Another process on the port answers like our page, for this library: `review`
    refuses it instead of opening it (and never sends it a token)."""
    from server.review.http import library_id

    root = write_review_library(tmp_path / "lib")
    handler = type("H", (_Impostor,), {"library": library_id(root)})
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    port = httpd.server_address[1]
    (tmp_path / "state").mkdir(mode=0o700)
    (tmp_path / "state" / f"http-{port}.token").write_text('{"token": "our-own-token-123456"}')
    os.chmod(tmp_path / "state" / f"http-{port}.token", 0o600)
    t = threading.Thread(target=httpd.serve_forever, daemon=True)
    t.start()
    try:
        env = {k: v for k, v in os.environ.items() if k != "MYLIFEDB_TOKEN"}
        env["BROWSER"] = "/bin/false"
        out = subprocess.run(
            [
                sys.executable,
                "-m",
                "server",
                "review",
                "--no-browser",
                "--root",
                str(root),
                "--state-dir",
                str(tmp_path / "state"),
                "--port",
                str(port),
            ],
            env=env,
            cwd=REPO,
            capture_output=True,
            text=True,
            timeout=60,
        )
    finally:
        httpd.shutdown()
        httpd.server_close()
    assert out.returncode == 1
    assert "cannot prove it holds your token" in out.stderr
    assert "our-own-token" not in out.stderr
