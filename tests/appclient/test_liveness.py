"""Telling a live process from a dead one: real subprocesses hold a library open, one is
killed with SIGKILL, and the kernel's flock says which is which. Crash recovery settles only
a dead process's unfinished move, never a live one's."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap
import time
from collections.abc import Iterator
from pathlib import Path

import pytest

from appclient import LocalAppClient, Settings
from appclient.liveness import is_alive, live_processes, register
from tests.fixtures import write_library

HOLDER = textwrap.dedent(
    """
    import asyncio, sys
    from appclient import LocalAppClient, Settings

    async def main():
        c = await LocalAppClient.open(Settings.resolve(root=sys.argv[1], state_dir=sys.argv[2]))
        c.add_role(sys.argv[3])
        print(c._registration.owner, flush=True)
        await asyncio.get_running_loop().run_in_executor(None, sys.stdin.read)  # until stdin closes
        await c.aclose()

    asyncio.run(main())
    """
)


@pytest.fixture
def settings(tmp_path: Path) -> Settings:
    write_library(tmp_path / "lib", {"inbox/a.txt": "a", "notes/b.txt": "b"})
    return Settings.resolve(root=tmp_path / "lib", state_dir=tmp_path / "state")


@pytest.fixture
def holder(settings: Settings) -> Iterator[tuple[subprocess.Popen[str], str]]:
    """A process that has the library open as 'watch' until its stdin closes."""
    with subprocess.Popen([sys.executable, "-c", HOLDER, str(settings.root), str(settings.state_dir),
                           "watch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True) as proc:
        assert proc.stdout is not None
        owner = proc.stdout.readline().strip()  # printed once the library is open
        try:
            yield proc, owner
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=10)


def test_a_live_holder_is_seen_and_a_killed_one_is_not(settings: Settings, holder) -> None:  # noqa: ANN001
    proc, owner = holder
    live = live_processes(settings.state_dir)
    assert [(p.owner, p.pid, p.roles) for p in live] == [(owner, proc.pid, ("watch",))]
    assert is_alive(settings.state_dir, owner)
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert not is_alive(settings.state_dir, owner)
    assert live_processes(settings.state_dir) == []
    assert list((settings.state_dir / "run").iterdir()) == []  # the dead one's file is swept


def test_a_clean_exit_leaves_no_trace(settings: Settings, holder) -> None:  # noqa: ANN001
    proc, owner = holder
    assert proc.stdin is not None
    proc.stdin.close()  # the holder's signal to close the library and exit
    assert proc.wait(timeout=30) == 0
    assert not (settings.state_dir / "run" / f"{owner}.lock").exists()


def test_one_registration_per_process_shared_by_its_clients(tmp_path: Path) -> None:
    a = register(tmp_path)
    b = register(tmp_path)
    assert a is b and is_alive(tmp_path, a.owner)
    a.release()
    assert is_alive(tmp_path, b.owner) and [p.owner for p in live_processes(tmp_path)] == [a.owner]
    b.release()
    assert live_processes(tmp_path) == [] and not list((tmp_path / "run").iterdir())
    assert not is_alive(tmp_path, "../../etc/passwd") and not is_alive(tmp_path, "")


async def _pending_move(settings: Settings, owner: str | None) -> None:
    c = await LocalAppClient.open(settings)
    try:
        await c.index()
        await c._db.execute(
            "INSERT INTO moves(source, destination, renamed, status, created_at, owner)"
            " VALUES ('inbox/a.txt', 'notes/a.txt', 0, 'pending', ?, ?)", (time.time(), owner))
    finally:
        await c.aclose()


async def _statuses(settings: Settings) -> list[str]:
    c = await LocalAppClient.open(settings)  # recovery runs here
    try:
        return [r[0] for r in await c._db.execute_fetchall("SELECT status FROM moves ORDER BY id")]
    finally:
        await c.aclose()


async def test_recovery_leaves_a_live_process_move_alone_and_settles_a_dead_one(
        settings: Settings, holder) -> None:  # noqa: ANN001
    proc, owner = holder
    # The holder is "between journal and link" as far as the journal says: it is alive, so
    # opening the library elsewhere must not roll its move back under it.
    await _pending_move(settings, owner)
    assert await _statuses(settings) == ["pending"]
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait(timeout=10)
    assert await _statuses(settings) == ["aborted"]  # the file never moved: rolled back
    assert (settings.root / "inbox/a.txt").is_file()


async def test_a_move_journalled_before_owners_were_recorded_is_settled(settings: Settings) -> None:
    await _pending_move(settings, None)
    assert await _statuses(settings) == ["aborted"]
