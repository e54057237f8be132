"""Start-up failures of `serve` and `index` as real processes: a busy port, a state directory
that cannot be opened, a corrupt index — one line on stderr and exit 1, never a traceback or
an ExceptionGroup. And `index` naming the files it could not read."""

from __future__ import annotations

import ctypes
import json
import os
import socket
import subprocess
from pathlib import Path

import pytest

from tests.cli.helpers import EXE, Lib, clean_env, make_lib, one_error_line, run_exe


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


def test_serve_on_a_busy_port(lib: Lib) -> None:
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        p = run_exe("serve", "--transport", "http", "--port", str(port), *lib.args)
    assert p.returncode == 1 and p.stdout == ""
    errors = [
        line for line in p.stderr.splitlines() if not line.startswith(("20", "INFO"))
    ]  # log lines aside
    assert errors == [
        f"error: port {port} on 127.0.0.1 is already in use (another mylifedb serve?); "
        "stop it or pick another port with --port"
    ], p.stderr
    assert "Traceback" not in p.stderr and "ExceptionGroup" not in p.stderr


@pytest.mark.parametrize("transport", ["stdio", "http"])
def test_serve_on_a_corrupt_index(lib: Lib, transport: str) -> None:
    lib.state.mkdir()
    (lib.state / "index.db").write_bytes(b"garbage, not SQLite " * 200)
    p = run_exe("serve", "--transport", transport, "--port", "0", *lib.args)
    assert p.returncode == 1 and p.stdout == "" and one_error_line(p.stderr), p.stderr
    assert "file is not a database" in p.stderr and "mylifedb index" in p.stderr


def test_serve_with_a_state_dir_it_cannot_use(lib: Lib, tmp_path: Path) -> None:
    blocker = tmp_path / "blocker"
    blocker.write_text("a file where a folder should be")
    for state in (blocker, blocker / "state"):
        p = run_exe("serve", "--root", str(lib.root), "--state-dir", str(state))
        assert p.returncode == 1 and p.stdout == "" and one_error_line(p.stderr), p.stderr


def test_serve_with_a_missing_root(tmp_path: Path) -> None:
    p = run_exe("serve", "--root", str(tmp_path / "nope"), "--state-dir", str(tmp_path / "s"))
    assert p.returncode == 1 and one_error_line(p.stderr) and "mylifedb init" in p.stderr


def _without_root_read_override() -> None:
    """In the child, before exec: drop CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH from the
    bounding set, so even root obeys a file's mode bits (as any user's files would)."""
    libc = ctypes.CDLL(None, use_errno=True)
    for cap in (1, 2):  # CAP_DAC_OVERRIDE, CAP_DAC_READ_SEARCH
        if libc.prctl(24, cap, 0, 0, 0) != 0:  # PR_CAPBSET_DROP
            raise OSError(ctypes.get_errno(), "prctl(PR_CAPBSET_DROP)")


def _drop_or_skip() -> dict[str, object]:
    """What subprocess.run needs for the child to obey mode bits, even as root."""
    if os.geteuid() != 0:
        return {}
    try:
        subprocess.run(["true"], preexec_fn=_without_root_read_override, check=True)
    except (OSError, subprocess.SubprocessError) as exc:
        pytest.skip(
            f"root here cannot give up reading every file ({exc}), so nothing is unreadable"
        )
    return {"preexec_fn": _without_root_read_override}


def test_index_names_the_files_it_could_not_read(lib: Lib) -> None:
    secret = lib.root / "inbox/locked.txt"
    secret.write_text("nobody may read this")
    secret.chmod(0)
    drop = _drop_or_skip()
    for args in (["index"], ["index", "--json"]):
        p = subprocess.run(
            [str(EXE), *args, *lib.args],
            env=clean_env(),
            capture_output=True,
            text=True,
            timeout=120,
            **drop,
        )  # type: ignore[call-overload]
        assert p.returncode == 0, p.stderr
        if "--json" in args:
            assert json.loads(p.stdout)["unreadable"] == ["inbox/locked.txt"]
        else:
            assert (
                "1 file could not be read and is not indexed" in p.stdout
                and "  inbox/locked.txt" in p.stdout
            )


def test_what_cannot_be_opened_is_said_every_time_and_everywhere(lib: Lib) -> None:
    """A folder the indexer cannot enter and a file it cannot read are named by every index
    (not only the first), counted by status, and `show` says the file cannot be read
    rather than that it is not in the library (issue 33, item 13)."""
    (lib.root / "sealed").mkdir()
    (lib.root / "sealed/diary.txt").write_text("private")
    (lib.root / "inbox/locked.txt").write_text("nobody may read this")
    (lib.root / "inbox/locked.txt").chmod(0)
    (lib.root / "sealed").chmod(0)
    drop = _drop_or_skip()

    def mylifedb(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [str(EXE), *args, *lib.args],
            env=clean_env(MYLIFEDB_EMBEDDER="off"),
            capture_output=True,
            text=True,
            timeout=120,
            **drop,
        )  # type: ignore[call-overload, no-any-return]

    try:
        for _ in range(2):  # the first index, then one with nothing changed
            p = mylifedb("index")
            assert p.returncode == 0, p.stderr
            assert "1 file and 1 folder could not be read" in p.stdout, p.stdout
            assert "  sealed/" in p.stdout and "  inbox/locked.txt" in p.stdout
        p = mylifedb("index", "--json")
        assert json.loads(p.stdout)["unreadable"] == ["sealed/", "inbox/locked.txt"]
        status = mylifedb("status").stdout
        assert "2 could not be opened: sealed/, inbox/locked.txt" in status, status
        shown = mylifedb("show", "inbox/locked.txt")
        assert shown.returncode == 1 and "cannot be read (permission denied)" in shown.stderr
        assert "not in the library" not in shown.stderr
    finally:
        (lib.root / "sealed").chmod(0o755)
