"""The official MCP conformance suite (``@modelcontextprotocol/conformance`` 0.1.16, server
mode, its default suite) against ``mylifedb serve --transport http`` on a fresh library.

``.ci/run`` installs the suite and the Node 22 it runs on from npm into
``.ci/conformance/node_modules`` (``npm ci --prefix .ci/conformance``) and sets
``MYLIFEDB_REQUIRE_CONFORMANCE=1``: in CI a missing suite fails this test; elsewhere it is
skipped. ``.ci/conformance/expected-failures.yml`` lists the scenarios that need the suite's
own fixture tools, resources and prompts, each with why; every other scenario must pass.

The server runs as a person runs it, with a bearer token (``MYLIFEDB_TOKEN``). The suite
cannot send headers, so it talks to a header-adding shim (``tests/fixtures/proxy.py``) that
forwards each request with the token and leaves the Host header to the client: the
DNS-rebinding scenario's forged Host still reaches the server's check."""

from __future__ import annotations

import json
import os
import re
import secrets
import socket
import sys
from pathlib import Path

import anyio
import pytest

from tests.fixtures.proxy import TokenProxy
from tests.fixtures.servers import http_server

REPO = Path(__file__).resolve().parents[2]
SUITE = REPO / ".ci" / "conformance"
BIN = SUITE / "node_modules" / ".bin"
EXPECTED_FAILURES = SUITE / "expected-failures.yml"
# What the issue asks to pass whatever the baseline says (the suite enforces the rest).
MUST_PASS = {
    "server-initialize",
    "ping",
    "logging-set-level",
    "completion-complete",
    "tools-list",
    "resources-list",
    "resources-subscribe",
    "resources-unsubscribe",
    "prompts-list",
    "server-sse-multiple-streams",
    "dns-rebinding-protection",
}


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def _listening(port: int, server: anyio.abc.Process, log: Path) -> None:
    """Until the server accepts connections (or has died, saying why)."""
    with anyio.fail_after(30):
        while True:
            if server.returncode is not None:
                pytest.fail(f"mylifedb serve exited: {log.read_text()[-2000:]}")
            try:
                stream = await anyio.connect_tcp("127.0.0.1", port)
            except OSError:
                await anyio.sleep(0.05)  # a readiness probe, bounded by fail_after
                continue
            await stream.aclose()
            return


def _results(out: Path) -> dict[str, bool]:
    """scenario -> passed, from the suite's checks.json files."""
    passed: dict[str, bool] = {}
    for checks in out.glob("*/checks.json"):
        # <out>/server-<scenario>-<timestamp>/checks.json
        scenario = re.sub(r"-\d{4}-\d{2}-\d{2}T[\d-]+Z$", "", checks.parent.name)
        scenario = scenario.removeprefix("server-")
        statuses = [c["status"] for c in json.loads(checks.read_text())]
        passed[scenario] = "FAILURE" not in statuses and "WARNING" not in statuses
    return passed


@pytest.mark.timeout(180)
async def test_the_official_conformance_suite(tmp_path: Path) -> None:
    if not (BIN / "conformance").exists() or not (BIN / "node").exists():
        if os.environ.get("MYLIFEDB_REQUIRE_CONFORMANCE"):
            pytest.fail(f"the MCP conformance suite is not installed in {SUITE} (.ci/run does it)")
        pytest.skip("the MCP conformance suite is not installed: npm ci --prefix .ci/conformance")
    library, state, log = tmp_path / "library", tmp_path / "state", tmp_path / "serve.log"
    await anyio.run_process([sys.executable, "-m", "server", "init", str(library)], cwd=REPO)
    token, port = secrets.token_urlsafe(24), _free_port()
    serve = [sys.executable, "-m", "server", "serve", "--transport", "http", "--port", str(port)]
    serve += ["--root", str(library), "--state-dir", str(state)]
    env = {**os.environ, "MYLIFEDB_TOKEN": token}
    with log.open("w") as stderr:
        async with await anyio.open_process(serve, cwd=REPO, env=env, stderr=stderr) as server:
            try:
                await _listening(port, server, log)
                async with http_server(TokenProxy(port, token)) as url:
                    suite = await anyio.run_process(
                        [
                            str(BIN / "conformance"),
                            "server",
                            "--url",
                            url,
                            "--expected-failures",
                            str(EXPECTED_FAILURES),
                            "-o",
                            str(tmp_path / "results"),
                        ],
                        env={**os.environ, "PATH": f"{BIN}{os.pathsep}{os.environ['PATH']}"},
                        check=False,
                    )
            finally:
                server.terminate()
                await server.wait()
    report = suite.stdout.decode(errors="replace")
    assert suite.returncode == 0, report[-6000:] + suite.stderr.decode(errors="replace")[-2000:]
    assert "Baseline check passed" in report
    results = _results(tmp_path / "results")
    assert {s for s in MUST_PASS if not results.get(s)} == set(), results
    assert "Traceback" not in log.read_text()
