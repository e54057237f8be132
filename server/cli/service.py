"""`mylifedb service install|uninstall|status`: the `watch` daemon as a service of the user's
own service manager — a systemd user unit on Linux, a launchd agent on macOS — started at
login, restarted when it fails, logging to the journal (Linux) or ~/Library/Logs/mylifedb/
(macOS). The command is this executable's absolute path (services start with a minimal PATH).

`--print` shows the file without writing it. Without the service manager's command
(`systemctl`, `launchctl`) on this machine, `install` writes the file and says the one
command to run where it is available."""

from __future__ import annotations

import getpass
import os
import plistlib
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import click

from appclient import InvalidArgument, MyLifeDBError, Settings, config_path, live_processes
from appclient.settings import xdg_config_home
from appclient.state.private import private_dir

from .base import cli, emit_json, fail, json_option, library_options
from .clients import library_args, self_command
from .organizer import provider_options

UNIT = "mylifedb-watch.service"
LABEL = "com.mylifedb.watch"
ROOT_MARK = "# mylifedb-root: "


@dataclass(frozen=True)
class Platform:
    name: str  # 'systemd' or 'launchd'
    path: Path  # where the service file goes
    manager: str  # the command that loads it


def platform(choice: str | None) -> Platform:
    name = choice or ("launchd" if sys.platform == "darwin" else "systemd")
    if name == "launchd":
        return Platform(
            name, Path.home() / "Library" / "LaunchAgents" / f"{LABEL}.plist", "launchctl"
        )
    base = xdg_config_home()
    return Platform(name, base / "systemd" / "user" / UNIT, "systemctl")


def watch_command(settings: Settings) -> list[str]:
    """The daemon's command line: the library, and the provider and model given as flags
    (what came from the environment or the config file the service finds by itself)."""
    cmd = [*self_command(), "watch", *library_args(settings)]
    if settings.sources.get("provider") == "flag":
        cmd += ["--provider", settings.provider]
    if settings.model and settings.sources.get("model") == "flag":
        cmd += ["--model", settings.model]
    if any("\n" in a or "\r" in a or "\x00" in a for a in cmd):
        raise InvalidArgument("a path with a line break cannot go into a service file")
    return cmd


def _systemd_quote(arg: str) -> str:
    # Quoted, with systemd's own escapes: '%' starts a specifier and '$' a variable.
    escaped = arg.replace("\\", "\\\\").replace('"', '\\"').replace("%", "%%").replace("$", "$$")
    return f'"{escaped}"'


def systemd_unit(settings: Settings, cmd: list[str]) -> str:
    env_file = config_path().parent / "service.env"
    return f"""\
# Written by `mylifedb service install`; `mylifedb service uninstall` removes it.
{ROOT_MARK}{settings.root}
[Unit]
Description=mylifedb: organize the inbox of {str(settings.root).replace("%", "%%")}
# Give up after 5 failures in 5 minutes (e.g. the library is gone) instead of looping.
StartLimitIntervalSec=300
StartLimitBurst=5

[Service]
Type=simple
ExecStart={" ".join(_systemd_quote(a) for a in cmd)}
Restart=on-failure
RestartSec=10
Environment=PYTHONUNBUFFERED=1
# API keys for the anthropic or openai provider, as KEY=value lines (optional):
EnvironmentFile=-{str(env_file).replace("%", "%%")}

[Install]
WantedBy=default.target
"""


def launchd_plist(settings: Settings, cmd: list[str]) -> str:
    logs = Path.home() / "Library" / "Logs" / "mylifedb"
    return plistlib.dumps(
        {
            "Label": LABEL,
            "ProgramArguments": cmd,
            "RunAtLoad": True,
            "KeepAlive": {
                "SuccessfulExit": False
            },  # restart when it fails, not when it stops cleanly
            "ThrottleInterval": 10,
            "ProcessType": "Background",
            "EnvironmentVariables": {"PYTHONUNBUFFERED": "1"},
            "StandardOutPath": str(logs / "watch.log"),
            "StandardErrorPath": str(logs / "watch.log"),
        }
    ).decode()


def render(p: Platform, settings: Settings, cmd: list[str]) -> str:
    return launchd_plist(settings, cmd) if p.name == "launchd" else systemd_unit(settings, cmd)


def _run(args: list[str]) -> tuple[bool, str]:
    try:
        r = subprocess.run(args, capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, str(exc)
    out = (r.stderr or r.stdout).strip().splitlines()
    return r.returncode == 0, out[-1] if out else f"exit status {r.returncode}"


def _enable(p: Platform) -> list[list[str]]:
    if p.name == "launchd":
        domain = f"gui/{os.getuid()}"
        return [
            ["launchctl", "bootout", f"{domain}/{LABEL}"],
            ["launchctl", "bootstrap", domain, str(p.path)],
        ]
    return [
        ["systemctl", "--user", "daemon-reload"],
        ["systemctl", "--user", "enable", "--now", UNIT],
    ]


def _disable(p: Platform) -> list[list[str]]:
    if p.name == "launchd":
        return [["launchctl", "bootout", f"gui/{os.getuid()}/{LABEL}"]]
    return [["systemctl", "--user", "disable", "--now", UNIT]]


def _manage(p: Platform, commands: list[list[str]], *, tolerate_first: bool = False) -> str | None:
    """Run the manager's commands; the first failure as text (None when all went well)."""
    for i, args in enumerate(commands):
        ok, said = _run(args)
        if not ok and not (tolerate_first and i == 0):  # bootout of an agent not loaded yet fails
            return f"`{' '.join(args)}` failed: {said}"
    return None


_NO_MANAGER = (
    "failed to connect to bus",
    "not been booted with systemd",
    "systemd is not running",
    "no medium found",
    "could not find domain",
)


def _not_running(problem: str) -> bool:
    """The service manager's command is here but the manager itself is not running."""
    return any(sign in problem.lower() for sign in _NO_MANAGER)


@cli.group()
def service() -> None:
    """Keep `watch` running as a user service.

    A systemd user unit (Linux) or a launchd agent (macOS)."""


_platform_option = click.option(
    "--platform",
    "platform_name",
    type=click.Choice(["systemd", "launchd"]),
    default=None,
    help="Which service manager (default: this machine's).",
)


@service.command("install")
@click.option("--print", "print_only", is_flag=True, help="Show the service file; write nothing.")
@_platform_option
@provider_options
@json_option
@library_options
def service_install(
    settings: Settings,
    print_only: bool,
    platform_name: str | None,
    as_json: bool,
) -> None:
    """Install and start the watch daemon as a service."""
    p = platform(platform_name)
    if not settings.root.is_dir():
        fail(
            f"library root {str(settings.root)!r} does not exist; create it with `mylifedb init` or pass --root"
        )
    try:
        text = render(p, settings, watch_command(settings))
    except MyLifeDBError as exc:
        fail(str(exc))
    if print_only:
        click.echo(text, nl=False)  # stdout ok
        return
    try:
        p.path.parent.mkdir(parents=True, exist_ok=True)
        p.path.write_text(text, encoding="utf-8")
        if p.name == "launchd":
            private_dir(Path.home() / "Library" / "Logs" / "mylifedb")  # logs name your files
    except OSError as exc:
        fail(f"cannot write {p.path}: {exc}")
    result: dict[str, Any] = {
        "path": str(p.path),
        "platform": p.name,
        "root": str(settings.root),
        "enabled": False,
        "problem": None,
    }
    start = " && ".join(
        " ".join(a) for a in (_enable(p)[1:] if p.name == "launchd" else _enable(p))
    )
    absent = shutil.which(p.manager) is None
    if absent:
        result["problem"] = f"{p.manager} is not available here; where it is, run: {start}"
    else:
        result["problem"] = _manage(p, _enable(p), tolerate_first=p.name == "launchd")
        result["enabled"] = result["problem"] is None
        if result["problem"] and _not_running(result["problem"]):  # a container, WSL without it
            absent = True
            result["problem"] = (
                f"{'systemd' if p.name == 'systemd' else 'launchd'} is not running on this "
                f"machine ({result['problem']}); where it runs, run: {start}"
            )
        if result["enabled"] and p.name == "systemd" and shutil.which("loginctl"):
            ok, said = _run(["loginctl", "enable-linger", getpass.getuser()])
            if not ok:  # without lingering the service stops at logout: worth saying, not fatal
                click.echo(
                    f"note: `loginctl enable-linger` failed ({said}); the daemon stops when you log out",
                    err=True,
                )
    if as_json:
        emit_json(result)
    click.echo(f"wrote {p.path}", err=True)
    if result["enabled"]:
        logs = (
            "journalctl --user -u " + UNIT
            if p.name == "systemd"
            else "~/Library/Logs/mylifedb/watch.log"
        )
        click.echo(f"the watch daemon runs now and after each login; logs: {logs}", err=True)
    elif absent:
        click.echo(
            f"note: the service file is written but not started: {result['problem']}", err=True
        )
    else:
        fail(f"{p.path} is written, but {result['problem']}")


@service.command("uninstall")
@_platform_option
@json_option
def service_uninstall(platform_name: str | None, as_json: bool) -> None:
    """Stop the service and remove its file."""
    p = platform(platform_name)
    if not p.path.exists():
        if as_json:
            emit_json({"path": str(p.path), "removed": False})
        click.echo(f"no service installed ({p.path} does not exist)", err=True)
        return
    problem = _manage(p, _disable(p)) if shutil.which(p.manager) else None
    try:
        p.path.unlink()
    except OSError as exc:
        fail(f"cannot remove {p.path}: {exc}")
    if p.name == "systemd" and shutil.which(p.manager):
        _run(["systemctl", "--user", "daemon-reload"])
    if as_json:
        emit_json({"path": str(p.path), "removed": True, "problem": problem})
    click.echo(f"removed {p.path}" + (f" (stopping it: {problem})" if problem else ""), err=True)


def installed_root(p: Platform) -> str | None:
    try:
        if p.name == "launchd":
            args = plistlib.loads(p.path.read_bytes()).get("ProgramArguments", [])
            return str(args[args.index("--root") + 1]) if "--root" in args else None
        for line in p.path.read_text(encoding="utf-8").splitlines():
            if line.startswith(ROOT_MARK):
                return line[len(ROOT_MARK) :]
    except (OSError, ValueError, plistlib.InvalidFileException, IndexError):
        return None
    return None


@service.command("status")
@_platform_option
@json_option
@library_options
def service_status(settings: Settings, platform_name: str | None, as_json: bool) -> None:
    """Whether the service is installed, and watch runs."""
    p = platform(platform_name)
    installed = p.path.exists()
    state = None
    if installed and shutil.which(p.manager):
        args = (
            ["systemctl", "--user", "is-active", UNIT]
            if p.name == "systemd"
            else ["launchctl", "print", f"gui/{os.getuid()}/{LABEL}"]
        )
        ok, said = _run(args)
        state = said if p.name == "systemd" else ("loaded" if ok else "not loaded")
    watchers = [q.pid for q in live_processes(settings.state_dir) if "watch" in q.roles]
    result = {
        "platform": p.name,
        "path": str(p.path),
        "installed": installed,
        "root": installed_root(p) if installed else None,
        "state": state,
        "watch_running": bool(watchers),
        "watch_pids": watchers,
    }
    if as_json:
        emit_json(result)
        return
    lines = [
        f"service file: {p.path}"
        + ("" if installed else " (not installed: `mylifedb service install`)")
    ]
    if installed:
        lines.append(f"library:      {result['root']}")
        lines.append(f"state:        {state or p.manager + ' is not available here'}")
    lines.append(
        f"watch daemon on {settings.root}: "
        + (f"running (pid {', '.join(map(str, watchers))})" if watchers else "not running")
    )
    for line in lines:
        click.echo(line)  # stdout ok
