"""`mylifedb review` as real processes: it serves the library and opens the browser ($BROWSER
is a script here that records the address it was asked to open), a second run finds the
running server and opens the same page, and a run for another library on that port fails
with a clear line."""

from __future__ import annotations

import os
import signal
import socket
import stat
import sys
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

    async with await anyio.open_process(cmd, env=env, cwd=REPO) as proc:
        assert proc.stderr is not None
        try:
            with anyio.fail_after(60):
                line = await read_until(proc.stderr, "review page:")
            assert url in line and "Ctrl-C" in line
            assert opened.read_text().split() == [url]
            async with httpx2.AsyncClient(trust_env=False) as http:
                page = await http.get(url)
                assert page.status_code == 200 and "Review your inbox" in page.text

            again = await anyio.run_process(cmd, env=env, cwd=REPO, check=False)
            assert again.returncode == 0, again.stderr
            assert b"served by the running server" in again.stderr
            assert opened.read_text().split() == [url, url]

            other = write_library(tmp_path / "other", {"guideline.md": "x\n"})
            clash = await anyio.run_process(
                [
                    *cmd[:4],
                    "--root",
                    str(other),
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
        finally:
            proc.send_signal(signal.SIGINT)
            with anyio.fail_after(30):
                await proc.wait()
                rest = b""
                async for chunk in proc.stderr:
                    rest += chunk
    assert proc.returncode in (0, 130)
    # the page's requests (and its poll every second) leave no access-log lines
    assert b"HTTP/1.1" not in rest and b'"GET /' not in rest, rest.decode()[-2000:]
