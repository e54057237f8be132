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
from appclient.state.liveness import is_alive, live_processes, register
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
    with subprocess.Popen(
        [sys.executable, "-c", HOLDER, str(settings.root), str(settings.state_dir), "watch"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    ) as proc:
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
        await c.db.writer.execute(
            "INSERT INTO moves(source, destination, renamed, status, created_at, owner)"
            " VALUES ('inbox/a.txt', 'notes/a.txt', 0, 'pending', ?, ?)",
            (time.time(), owner),
        )
    finally:
        await c.aclose()


async def _statuses(settings: Settings) -> list[str]:
    c = await LocalAppClient.open(settings)  # recovery runs here
    try:
        return [
            r[0] for r in await c.db.writer.execute_fetchall("SELECT status FROM moves ORDER BY id")
        ]
    finally:
        await c.aclose()


async def test_recovery_leaves_a_live_process_move_alone_and_settles_a_dead_one(
    settings: Settings, holder
) -> None:  # noqa: ANN001
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


def _is_alive_elsewhere(state_dir: Path, owner: str) -> bool:
    """is_alive as another process sees it (this one always knows itself)."""
    code = "import sys; from appclient.state.liveness import is_alive; print(is_alive(sys.argv[1], sys.argv[2]))"
    out = subprocess.run(
        [sys.executable, "-c", code, str(state_dir), owner],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout.strip()
    return out == "True"


def test_two_spellings_of_one_state_dir_are_one_registration(tmp_path: Path) -> None:
    (tmp_path / "state").mkdir()
    os.symlink(tmp_path / "state", tmp_path / "alias")
    a, b = register(tmp_path / "state"), register(tmp_path / "alias")
    try:
        assert a is b
        assert [p.owner for p in live_processes(tmp_path / "alias")] == [a.owner]
    finally:
        a.release()
        b.release()
    assert list((tmp_path / "state" / "run").iterdir()) == []


async def test_a_deleted_lock_file_is_written_again_before_the_next_move(
    settings: Settings,
) -> None:
    c = await LocalAppClient.open(settings)
    try:
        await c.index()
        owner = c._registration.owner
        assert _is_alive_elsewhere(settings.state_dir, owner)
        for f in (settings.state_dir / "run").iterdir():  # a tidy-up of the state folder
            f.unlink()
        assert not _is_alive_elsewhere(settings.state_dir, owner)
        # The move's journal row names this process: it is registered again first, so no
        # other process's recovery can take the move for a dead one's.
        await c.move_file("inbox/a.txt", "notes")
        assert _is_alive_elsewhere(settings.state_dir, owner)
        assert [p.owner for p in live_processes(settings.state_dir)] == [owner]
    finally:
        await c.aclose()
    assert list((settings.state_dir / "run").iterdir()) == []


def test_temporary_files_of_killed_registrations_are_swept(tmp_path: Path) -> None:
    import fcntl

    run = tmp_path / "run"
    run.mkdir()
    (run / "123-dead.tmp").write_text("")  # killed between creating and renaming it
    held = os.open(run / "456-busy.tmp", os.O_RDWR | os.O_CREAT)  # a live one, mid-register
    fcntl.flock(held, fcntl.LOCK_EX)
    try:
        reg = register(tmp_path)
        assert {p.name for p in run.iterdir()} == {"456-busy.tmp", f"{reg.owner}.lock"}
        reg.release()
    finally:
        os.close(held)
