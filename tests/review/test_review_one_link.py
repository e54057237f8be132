"""`mylifedb review` gives a person one sign-in link, not two different ones (issue 33, item
13): the server it starts does not also log a link of its own."""

from __future__ import annotations

import os
import signal
import sys
from pathlib import Path

import anyio
import pytest

from .conftest import write_review_library
from .test_review_cli import REPO, free_port

pytestmark = pytest.mark.timeout(120)


async def test_review_prints_one_sign_in_link(tmp_path: Path) -> None:
    root = write_review_library(tmp_path / "lib")
    env = {k: v for k, v in os.environ.items() if k != "MYLIFEDB_TOKEN"}
    port = free_port()
    cmd = [sys.executable, "-m", "server", "review", "--no-browser", "--root", str(root)]
    cmd += ["--state-dir", str(tmp_path / "state"), "--port", str(port)]
    seen = ""
    async with await anyio.open_process(cmd, env=env, cwd=REPO) as proc:
        assert proc.stderr is not None
        try:
            with anyio.fail_after(60):
                while "review page:" not in seen:
                    seen += (await proc.stderr.receive()).decode("utf-8", "replace")
        finally:
            proc.send_signal(signal.SIGINT)
            with anyio.fail_after(30):
                await proc.wait()
    assert seen.count("review/open?code=") == 1, seen
