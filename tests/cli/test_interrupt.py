"""Ctrl-C during `mylifedb index` (issue 33, item 13): the terminal gets its cursor back (the
progress bar hides it) and one line says what happened, instead of a hidden cursor and
silence. A real process on a pseudo-terminal, interrupted once its bar is drawn."""

from __future__ import annotations

import os
import pty
import signal
import subprocess
import time
from pathlib import Path

import psutil
import pytest

from .helpers import EXE, clean_env, make_lib

pytestmark = pytest.mark.timeout(120)

HIDE, SHOW = b"\x1b[?25l", b"\x1b[?25h"


def _read_until(fd: int, marker: bytes, seen: bytearray) -> bool:
    """Read the terminal until ``marker`` shows (True) or it closes (False)."""
    while marker not in seen:
        try:
            chunk = os.read(fd, 4096)
        except OSError:  # the other end closed: EIO
            return False
        if not chunk:
            return False
        seen += chunk
    return True


def test_ctrl_c_during_index_restores_the_cursor_and_says_so(tmp_path: Path) -> None:
    files = {
        f"notes/n{i:04d}.txt": f"note number {i} about topic {i % 17}\n" * 20 for i in range(1500)
    }
    lib = make_lib(tmp_path, files)
    leader, follower = pty.openpty()
    proc = subprocess.Popen(
        [str(EXE), "index", *lib.args],
        stdin=subprocess.DEVNULL,
        stdout=follower,
        stderr=follower,
        env=clean_env(),
        start_new_session=True,
    )
    os.close(follower)
    seen = bytearray()
    try:
        assert _read_until(leader, HIDE, seen), seen.decode(errors="replace")
        os.killpg(proc.pid, signal.SIGINT)  # what Ctrl-C sends: the terminal's process group
        while _read_until(leader, b"\0never", seen):
            pass
        code = proc.wait(timeout=60)
    finally:
        if proc.poll() is None:
            proc.kill()
        os.close(leader)
    text = seen.decode(errors="replace")
    assert code == 130, text
    assert seen.rfind(SHOW) > seen.rfind(HIDE), text  # the cursor is back
    assert "stopped (Ctrl-C)" in text, text
    assert "Traceback" not in text


def test_ctrl_c_reaching_the_workers_is_left_to_the_command(tmp_path: Path) -> None:
    """The terminal sends Ctrl-C to the whole process group, the worker processes that read
    files included. They leave it to the command, which stops them: a worker dying of it,
    even while it starts, printed its traceback and had its batch read again file by file."""
    files = {f"notes/n{i:04d}.txt": f"note number {i} about topic {i % 17}" for i in range(3000)}
    lib = make_lib(tmp_path, files)
    proc = subprocess.Popen(
        [str(EXE), "index", *lib.args],
        stdin=subprocess.DEVNULL,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        env=clean_env(MYLIFEDB_EMBEDDER="off"),
        text=True,
    )
    try:
        me = psutil.Process(proc.pid)
        workers: list[psutil.Process] = []
        while not workers and proc.poll() is None:  # polled, at most ~1 s: its first batch
            workers = [p for p in me.children() if "spawn_main" in " ".join(p.cmdline())]
            time.sleep(0.01)
        assert workers, "the index ended before its workers started"
        for w in workers:
            os.kill(w.pid, signal.SIGINT)
        out, err = proc.communicate(timeout=120)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 0, err
    assert "3000 files indexed" in out + err, out + err
    assert "Traceback" not in err and "KeyboardInterrupt" not in err, err
    assert "one at a time" not in err and "by its name" not in err, err
