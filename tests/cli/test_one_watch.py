"""One ``watch`` per library (issue 33, item 8): two daemons on one library would both act on
every new file (two suggestions, one then expired). The first holds a lock in the state
directory for as long as it runs; a second says who holds it and exits 1. The lock is the
kernel's: a killed daemon leaves nothing that blocks the next one."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from appclient import Conflict, LocalAppClient, Settings
from tests.appclient.test_liveness import HOLDER
from tests.fixtures import write_library

from .helpers import one_error_line, run, run_exe


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    write_library(tmp_path / "lib", {"inbox/a.txt": "a", "notes/b.txt": "b"})
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


@pytest.fixture
def watching(settings: Settings) -> Iterator[subprocess.Popen[str]]:
    """Another process that has the library open as 'watch' until its stdin closes."""
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(settings.root), str(settings.state_dir), "watch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as proc:
        assert proc.stdout is not None
        assert proc.stdout.readline().strip()  # printed once its role is taken
        try:
            yield proc
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=10)


def test_a_second_watch_says_who_holds_the_library_and_exits_1(
    settings: Settings, watching: subprocess.Popen[str]
) -> None:
    args = ["--root", str(settings.root), "--state-dir", str(settings.state_dir)]
    r = run("watch", "--once", "--provider", "local", *args)
    assert r.code == 1, (r.out, r.err)
    assert one_error_line(r.err), r.err
    assert f"pid {watching.pid}" in r.err and "already" in r.err
    assert r.out == ""


def test_a_second_watch_daemon_process_exits(
    settings: Settings, watching: subprocess.Popen[str]
) -> None:
    """As a process, and as the daemon (not ``--once``): it said so and then never exited,
    held up by the index connections it had opened before it asked for the lock."""
    args = ["--root", str(settings.root), "--state-dir", str(settings.state_dir)]
    r = run_exe("watch", "--provider", "local", *args, timeout=60)
    assert r.returncode == 1, (r.stdout, r.stderr)
    assert f"pid {watching.pid}" in r.stderr and "already" in r.stderr


async def test_the_lock_goes_with_its_process(
    settings: Settings, watching: subprocess.Popen[str]
) -> None:
    client = await LocalAppClient.open(settings)
    try:
        client.add_role("serve")  # any number of servers and other commands
        with pytest.raises(Conflict) as err:
            client.add_role("watch")
        assert f"pid {watching.pid}" in str(err.value)
        watching.kill()  # SIGKILL: no clean-up, the kernel drops its lock
        watching.wait(timeout=10)
        client.add_role("watch")
    finally:
        await client.aclose()
    again = await LocalAppClient.open(settings)  # released with the client
    try:
        again.add_role("watch")
    finally:
        await again.aclose()
