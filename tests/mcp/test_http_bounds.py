"""`mylifedb serve --transport http` as a real process, attacked the way another local user
or a hostile client would: without the token (as a real second uid where the machine
allows), with a 400 MB body streamed at a route that needs no credentials (the server's
memory measured), and with 1,100 idle half-open connections (slowloris) against a process
started with the usual soft limit of 1,024 open files. Every loop is bounded."""

from __future__ import annotations

import json
import os
import resource
import shutil
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import httpx2
import pytest

from tests.fixtures import MCP_LIBRARY, write_library
from tests.fixtures.other_user import as_nobody, needs_other_user, shared_tmp

pytestmark = [
    pytest.mark.timeout(180),
    pytest.mark.skipif(not sys.platform.startswith("linux"), reason="reads /proc"),
]

REPO = Path(__file__).resolve().parents[2]


@dataclass
class Served:
    proc: subprocess.Popen[bytes]
    base: Path
    port: int
    url: str
    token: str


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _usual_limit() -> None:
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(1024, hard), hard))


@pytest.fixture(scope="module")
def served() -> Iterator[Served]:
    base = shared_tmp()
    write_library(base / "lib", MCP_LIBRARY)
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "MYLIFEDB_TOKEN"}
    log = open(base / "server.log", "wb")  # noqa: SIM115 - closed below
    proc = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "server",
            "serve",
            "--transport",
            "http",
            "--port",
            str(port),
            "--root",
            str(base / "lib"),
            "--state-dir",
            str(base / "state"),
        ],
        cwd=REPO,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=log,
        preexec_fn=_usual_limit,
    )
    url = f"http://127.0.0.1:{port}/"
    token_file = base / "state" / f"http-{port}.token"
    try:
        for _ in range(600):  # up to ~60 s for the server to open the library and listen
            if proc.poll() is not None:
                raise AssertionError((base / "server.log").read_text())
            try:
                if httpx2.get(url + "review/session", trust_env=False).status_code == 200:
                    break
            except httpx2.TransportError:
                pass
            time.sleep(0.1)
        token = json.loads(token_file.read_text())["token"]
        yield Served(proc, base, port, url, token)
    finally:
        proc.terminate()
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait()
        log.close()
        shutil.rmtree(base, ignore_errors=True)


def _status(pid: int, field: str) -> int:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith(field + ":"):
            return int(line.split()[1])  # kB
    raise AssertionError(field)


def test_loopback_wants_the_token_and_it_is_only_in_a_private_file(served: Served) -> None:
    token_file = served.base / "state" / f"http-{served.port}.token"
    assert token_file.stat().st_mode & 0o077 == 0
    assert (served.base / "state").stat().st_mode & 0o077 == 0
    call = served.url + "review/call/review_preview"
    with httpx2.Client(trust_env=False) as http:
        assert http.post(call, json={"path": "inbox/W2_2024.txt"}).status_code == 401
        assert http.post(served.url + "mcp", json={}).status_code == 401
        ok = http.post(
            call,
            json={"path": "inbox/W2_2024.txt"},
            headers={"authorization": f"Bearer {served.token}"},
        )
        assert ok.status_code == 200 and "W-2" in ok.text


@needs_other_user
def test_another_local_user_gets_nothing_from_the_server(served: Served) -> None:
    """As `nobody`: no token file to read, and every route that reads or writes the library
    (a preview, resolving a suggestion, the runner's RPC over /mcp) answers 401."""
    code = f"""
import json, urllib.request, urllib.error
out = {{}}
try:
    open({str(served.base / "state" / f"http-{served.port}.token")!r}).read()
    out["token_file"] = "read"
except OSError as e:
    out["token_file"] = "refused"
def post(path, body, headers={{}}):
    req = urllib.request.Request({served.url!r} + path, data=json.dumps(body).encode(),
        headers={{"content-type": "application/json", "accept": "application/json, text/event-stream", **headers}})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return r.status
    except urllib.error.HTTPError as e:
        return e.code
out["preview"] = post("review/call/review_preview", {{"path": "inbox/W2_2024.txt"}})
out["resolve"] = post("review/call/resolve_suggestion", {{"suggestion_id": "x", "action": "reject"}})
out["rpc"] = post("mcp", {{"jsonrpc": "2.0", "id": 1, "method": "mylifedb/inboxFiles", "params": {{}}}})
out["guess"] = post("mcp", {{}}, {{"authorization": "Bearer " + "x" * 43}})
print(json.dumps(out))
"""
    got = as_nobody(code)
    assert got.returncode == 0, got.stderr
    assert json.loads(got.stdout) == {
        "token_file": "refused",
        "preview": 401,
        "resolve": 401,
        "rpc": 401,
        "guess": 401,
    }


def test_a_huge_body_is_cut_before_it_is_read(served: Served) -> None:
    """400 MB at /review/login (no credentials needed), once with its Content-Length and
    once chunked without one: 413, and the server's peak memory barely moves."""
    pid = served.proc.pid
    before = _status(pid, "VmHWM")
    chunk = b"x" * (1 << 20)
    for chunked in (False, True):
        with socket.create_connection(("127.0.0.1", served.port), timeout=30) as s:
            head = (
                "POST /review/login HTTP/1.1\r\n"
                f"Host: 127.0.0.1:{served.port}\r\nContent-Type: application/json\r\n"
                + ("Transfer-Encoding: chunked\r\n" if chunked else "Content-Length: 419430400\r\n")
                + "\r\n"
            )
            s.sendall(head.encode())
            sent = 0
            try:
                while sent < 400 * (1 << 20):
                    s.sendall(b"100000\r\n" + chunk + b"\r\n" if chunked else chunk)
                    sent += len(chunk)
            except OSError:  # the server answered and closed: it stopped reading
                pass
            reply = b""
            try:
                while b"\r\n\r\n" not in reply:
                    data = s.recv(65536)
                    if not data:
                        break
                    reply += data
            except OSError:
                pass
        assert reply.startswith(b"HTTP/1.1 413"), (chunked, reply[:200])
    grown_mb = (_status(pid, "VmHWM") - before) / 1024
    assert grown_mb < 64, grown_mb


def test_the_soft_open_files_limit_is_raised_at_start(served: Served) -> None:
    soft = hard = None
    for line in Path(f"/proc/{served.proc.pid}/limits").read_text().splitlines():
        if line.startswith("Max open files"):
            soft, hard = line.split()[3:5]
    assert soft == hard, (soft, hard)


def test_idle_half_open_connections_neither_block_nor_stay(served: Served) -> None:
    """1,100 connections that send half a request head and then nothing: a real request
    is still answered, and the server closes the idle ones (it does not wait for ever)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (min(max(soft, 4096), hard), hard))
    idle: list[socket.socket] = []
    try:
        for _ in range(1100):
            s = socket.create_connection(("127.0.0.1", served.port), timeout=30)
            s.sendall(b"GET /review/session HTTP/1.1\r\nHost: 127.0.0.1\r\n")
            idle.append(s)
        with httpx2.Client(trust_env=False, timeout=60) as http:
            assert http.get(served.url + "review/session").status_code == 200
        closed = 0
        for s in idle[:20]:  # each is closed by the server's head deadline (10 s)
            s.settimeout(60)
            try:
                closed += s.recv(1) == b""
            except ConnectionResetError:
                closed += 1
        assert closed == 20
    finally:
        for s in idle:
            s.close()
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
