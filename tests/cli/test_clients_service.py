"""Clients set up for you (Claude Desktop, VS Code) and the watch daemon as a service, into a
temporary HOME. The console script runs as a real process where the executable's own path
or the exit code matters. There is no systemd or launchd here: the "not available" path runs
for real, and the "available" path against stand-in `systemctl`/`loginctl` scripts that
record their arguments (faked because neither can run in this container)."""

from __future__ import annotations

import json
import os
import plistlib
import re
import shlex
import stat
import sys
from pathlib import Path

import pytest

from tests.cli.helpers import EXE, Lib, clean_env, make_lib, one_error_line, run, run_exe


@pytest.fixture
def lib(tmp_path: Path) -> Lib:
    return make_lib(tmp_path)


@pytest.fixture
def home(tmp_path: Path) -> Path:
    h = tmp_path / "home"
    h.mkdir()
    return h


def home_env(home: Path, **extra: str) -> dict[str, str]:
    return clean_env(HOME=str(home), XDG_CONFIG_HOME=str(home / ".config"), **extra)


def test_claude_desktop_block_names_this_executable(lib: Lib, home: Path) -> None:
    p = run_exe("config", "claude-desktop", *lib.args, env=home_env(home))
    assert p.returncode == 0, p.stderr
    entry = json.loads(p.stdout)["mcpServers"]["mylifedb"]
    assert entry == {"command": str(EXE), "args": ["serve", *lib.args]}
    assert "--write" in p.stderr and not (home / ".config").exists()  # printing writes nothing


def test_claude_desktop_write_merges_and_keeps_a_backup(
    lib: Lib, home: Path, tmp_path: Path
) -> None:
    path = home / ".config/Claude/claude_desktop_config.json"
    path.parent.mkdir(parents=True)
    original = {
        "mcpServers": {"other": {"command": "/usr/bin/other", "args": []}},
        "globalShortcut": "Ctrl+Space",
    }
    path.write_text(json.dumps(original))
    env = home_env(home)
    p = run_exe("config", "claude-desktop", "--write", *lib.args, env=env)
    assert p.returncode == 0, p.stderr
    data = json.loads(path.read_text())
    assert (
        data["globalShortcut"] == "Ctrl+Space"
        and data["mcpServers"]["other"] == original["mcpServers"]["other"]
    )
    assert data["mcpServers"]["mylifedb"]["command"] == str(EXE)
    [backup] = path.parent.glob("claude_desktop_config.json.bak-*")
    assert json.loads(backup.read_text()) == original and str(backup) in p.stderr
    # Again: nothing to change, no second backup.
    p = run_exe("config", "claude-desktop", "--write", *lib.args, env=env)
    assert p.returncode == 0 and "nothing changed" in p.stderr
    assert len(list(path.parent.glob("*.bak-*"))) == 1
    # Another library: the entry is replaced, and the file as it was is kept too.
    other = make_lib(tmp_path / "second")
    p = run_exe("config", "claude-desktop", "--write", *other.args, env=env)
    assert p.returncode == 0 and "replaced" in p.stderr
    assert json.loads(path.read_text())["mcpServers"]["mylifedb"]["args"][2] == str(other.root)
    assert len(list(path.parent.glob("*.bak-*"))) == 2


def test_a_config_that_is_not_plain_json_is_left_alone(lib: Lib, home: Path) -> None:
    path = home / ".config/Code/User/mcp.json"
    path.parent.mkdir(parents=True)
    text = '{\n  // my servers\n  "servers": {}\n}\n'
    path.write_text(text)
    r = run("config", "vscode", "--write", *lib.args, env=home_env(home))
    assert r.code == 1 and one_error_line(r.err) and "not plain JSON" in r.err
    assert path.read_text() == text and list(path.parent.iterdir()) == [path]


def test_vscode_user_and_workspace(lib: Lib, home: Path, tmp_path: Path) -> None:
    env = home_env(home)
    assert run("config", "vscode", "--write", *lib.args, env=env).code == 0
    entry = json.loads((home / ".config/Code/User/mcp.json").read_text())["servers"]["mylifedb"]
    # In-process the command is this Python running the package: absolute, no PATH lookup.
    assert entry == {
        "type": "stdio",
        "command": os.path.abspath(sys.executable),
        "args": ["-m", "server", "serve", *lib.args],
    }
    ws = tmp_path / "project"
    r = run("config", "vscode", "--write", "--workspace", str(ws), "--json", *lib.args, env=env)
    assert r.code == 0 and json.loads(r.out)["path"] == str(ws / ".vscode/mcp.json")
    assert (
        json.loads((ws / ".vscode/mcp.json").read_text())["servers"]["mylifedb"]["type"] == "stdio"
    )


def _exec_start(unit: str) -> list[str]:
    [line] = [ln for ln in unit.splitlines() if ln.startswith("ExecStart=")]
    return shlex.split(line[len("ExecStart=") :].replace("%%", "%").replace("$$", "$"))


def test_service_print_systemd_and_launchd(tmp_path: Path, home: Path) -> None:
    lib = make_lib(tmp_path / 'My Files 100% $HOME "quoted"')
    env = home_env(home)
    p = run_exe("service", "install", "--print", "--platform", "systemd", *lib.args, env=env)
    assert p.returncode == 0, p.stderr
    unit = p.stdout
    assert _exec_start(unit) == [str(EXE), "watch", *lib.args]
    assert "Restart=on-failure" in unit and "WantedBy=default.target" in unit
    assert "StandardOutput" not in unit  # stdout and stderr go to the journal
    p = run_exe(
        "service",
        "install",
        "--print",
        "--platform",
        "launchd",
        "--provider",
        "local",
        *lib.args,
        env=env,
    )
    agent = plistlib.loads(p.stdout.encode())
    assert agent["ProgramArguments"] == [str(EXE), "watch", *lib.args, "--provider", "local"]
    assert agent["KeepAlive"] == {"SuccessfulExit": False} and agent["RunAtLoad"] is True
    assert agent["StandardErrorPath"] == str(home / "Library/Logs/mylifedb/watch.log")
    assert not any(home.iterdir())  # --print writes nothing


def test_service_install_without_a_service_manager(lib: Lib, home: Path, tmp_path: Path) -> None:
    empty_path = tmp_path / "bin"
    empty_path.mkdir()
    env = home_env(home, PATH=str(empty_path))  # no systemctl, as on this machine
    p = run_exe("service", "install", "--platform", "systemd", *lib.args, env=env)
    assert p.returncode == 0, p.stderr
    unit = home / ".config/systemd/user/mylifedb-watch.service"
    assert _exec_start(unit.read_text()) == [str(EXE), "watch", *lib.args]
    assert (
        "systemctl is not available here; where it is, run: systemctl --user daemon-reload && "
        "systemctl --user enable --now mylifedb-watch.service" in p.stderr
    )
    status = json.loads(
        run_exe("service", "status", "--json", "--platform", "systemd", *lib.args, env=env).stdout
    )
    assert status == {
        "platform": "systemd",
        "path": str(unit),
        "installed": True,
        "root": str(lib.root),
        "state": None,
        "watch_running": False,
        "watch_pids": [],
    }
    p = run_exe("service", "uninstall", "--platform", "systemd", env=env)
    assert p.returncode == 0 and not unit.exists()
    p = run_exe("service", "uninstall", "--platform", "systemd", env=env)
    assert p.returncode == 0 and "no service installed" in p.stderr


def _stand_in(bin_dir: Path, name: str, log: Path, exit_code: int = 0, says: str = "") -> None:
    script = bin_dir / name
    script.write_text(
        f'#!/bin/sh\necho "{name} $*" >> "{log}"\n'
        + (f'echo "{says}" >&2\n' if says else "")
        + f"exit {exit_code}\n"
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)


def test_service_install_enables_it_with_systemctl(lib: Lib, home: Path, tmp_path: Path) -> None:
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    bin_dir.mkdir()
    _stand_in(bin_dir, "systemctl", log)
    _stand_in(bin_dir, "loginctl", log)
    env = home_env(home, PATH=str(bin_dir), USER="someone")
    p = run_exe("service", "install", "--platform", "systemd", *lib.args, env=env)
    assert p.returncode == 0, p.stderr
    assert log.read_text().splitlines() == [
        "systemctl --user daemon-reload",
        "systemctl --user enable --now mylifedb-watch.service",
        "loginctl enable-linger someone",
    ]
    assert "journalctl --user -u mylifedb-watch.service" in p.stderr
    log.unlink()
    assert run_exe("service", "uninstall", "--platform", "systemd", env=env).returncode == 0
    assert log.read_text().splitlines() == [
        "systemctl --user disable --now mylifedb-watch.service",
        "systemctl --user daemon-reload",
    ]


def test_service_install_says_when_enabling_fails(lib: Lib, home: Path, tmp_path: Path) -> None:
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    bin_dir.mkdir()
    _stand_in(bin_dir, "systemctl", log, exit_code=1, says="Access denied")
    p = run_exe(
        "service",
        "install",
        "--platform",
        "systemd",
        *lib.args,
        env=home_env(home, PATH=str(bin_dir)),
    )
    assert p.returncode == 1 and re.search(
        r"^error: .*is written, but `systemctl --user daemon-reload` failed: Access denied",
        p.stderr,
        re.M,
    )
    assert (home / ".config/systemd/user/mylifedb-watch.service").is_file()


def test_service_install_where_systemd_is_not_running(lib: Lib, home: Path, tmp_path: Path) -> None:
    """A container or WSL: systemctl is there, systemd is not. The unit is written, the
    command to run elsewhere printed, and that is not an error."""
    bin_dir, log = tmp_path / "bin", tmp_path / "calls.log"
    bin_dir.mkdir()
    _stand_in(
        bin_dir, "systemctl", log, exit_code=1, says="Failed to connect to bus: No medium found"
    )
    p = run_exe(
        "service",
        "install",
        "--platform",
        "systemd",
        *lib.args,
        env=home_env(home, PATH=str(bin_dir)),
    )
    assert p.returncode == 0, p.stderr
    assert "error" not in p.stderr and "Traceback" not in p.stderr
    assert re.search(
        r"^note: the service file is written but not started: systemd is not running on this "
        r"machine .*; where it runs, run: systemctl --user daemon-reload && "
        r"systemctl --user enable --now mylifedb-watch.service",
        p.stderr,
        re.M,
    )
    assert (home / ".config/systemd/user/mylifedb-watch.service").is_file()


def test_service_install_refuses_a_missing_library(home: Path, tmp_path: Path) -> None:
    p = run_exe("service", "install", "--root", str(tmp_path / "nope"), env=home_env(home))
    assert p.returncode == 1 and one_error_line(p.stderr) and not any(home.iterdir())
