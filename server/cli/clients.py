"""MCP clients set up for you: the config block that starts `mylifedb serve` for Claude Desktop
or VS Code, with this executable's absolute path (Claude Desktop on macOS starts servers with a
minimal PATH, so a bare "mylifedb" is not found there), and merging it into the client's own
config file with a backup of the file as it was.

Also what the service files need: :func:`self_command`, the command that runs this mylifedb."""

from __future__ import annotations

import json
import os
import shutil
import stat
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from appclient import InvalidArgument, Settings
from appclient.settings import windows_appdata, xdg_config_home
from server.surface import SERVER_NAME

__all__ = [
    "self_command",
    "library_args",
    "claude_desktop_entry",
    "vscode_entry",
    "claude_desktop_path",
    "vscode_path",
    "merge_server",
    "MergeResult",
]


def self_command() -> list[str]:
    """The absolute command that runs this mylifedb: the console script this process was
    started as, else this Python with ``-m server`` (never a PATH lookup, which could find
    another install)."""
    argv0 = sys.argv[0] if sys.argv else ""
    if Path(argv0).name.split(".")[0] == "mylifedb" and os.path.isfile(argv0):
        return [os.path.abspath(argv0)]  # not realpath: pipx's ~/.local/bin link survives upgrades
    return [os.path.abspath(sys.executable), "-m", "server"]


def library_args(settings: Settings) -> list[str]:
    """--root, and what else the started process would not find by itself (a state directory
    or backend given by a flag or an environment variable the client will not have)."""
    args = ["--root", str(settings.root)]
    if settings.sources.get("state_dir", "default") != "default":
        args += ["--state-dir", str(settings.state_dir)]
    if settings.sources.get("search_backend", "default") not in ("default", "config file"):
        args += ["--backend", settings.search_backend]
    return args


def _serve_command(settings: Settings) -> tuple[str, list[str]]:
    cmd = self_command()
    return cmd[0], [*cmd[1:], "serve", *library_args(settings)]


def claude_desktop_entry(settings: Settings) -> dict[str, Any]:
    command, args = _serve_command(settings)
    return {"command": command, "args": args}


def vscode_entry(settings: Settings) -> dict[str, Any]:
    command, args = _serve_command(settings)
    return {"type": "stdio", "command": command, "args": args}


def claude_desktop_path() -> Path:
    """Where Claude Desktop reads its MCP servers (Linux: the unofficial builds' location)."""
    if sys.platform == "darwin":
        return (
            Path.home()
            / "Library"
            / "Application Support"
            / "Claude"
            / "claude_desktop_config.json"
        )
    if sys.platform == "win32":
        return windows_appdata() / "Claude" / "claude_desktop_config.json"
    return xdg_config_home() / "Claude" / "claude_desktop_config.json"


def vscode_path(workspace: Path | None = None) -> Path:
    """A workspace's .vscode/mcp.json, or the user's own mcp.json."""
    if workspace is not None:
        return workspace / ".vscode" / "mcp.json"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "Code" / "User" / "mcp.json"
    if sys.platform == "win32":
        return windows_appdata() / "Code" / "User" / "mcp.json"
    return xdg_config_home() / "Code" / "User" / "mcp.json"


@dataclass(frozen=True)
class MergeResult:
    path: Path
    changed: bool
    backup: Path | None  # the file as it was, when there was one
    replaced: bool  # an older "mylifedb" entry was replaced


def merge_server(
    path: Path, section: str, entry: dict[str, Any], name: str = SERVER_NAME
) -> MergeResult:
    """Put ``entry`` under ``section.name`` in the JSON file at ``path``, keeping every other
    key. The file as it was is copied to ``<name>.bak-<time>`` first; the new one is written
    to a temporary file and renamed over it, so a failure leaves the old one whole."""
    data: dict[str, Any] = {}
    if path.exists():
        try:
            text = path.read_text(encoding="utf-8")
            loaded = json.loads(text) if text.strip() else {}
        except (OSError, UnicodeDecodeError, ValueError) as exc:
            raise InvalidArgument(
                f"{path} is not plain JSON ({exc}; comments?), so it was not changed: add the block "
                "printed without --write by hand"
            ) from exc
        if not isinstance(loaded, dict) or not isinstance(loaded.get(section, {}), dict):
            raise InvalidArgument(
                f"{path} does not hold a JSON object with a {section!r} object; it was not changed"
            )
        data = loaded
    servers = data.setdefault(section, {})
    if servers.get(name) == entry:
        return MergeResult(path, changed=False, backup=None, replaced=False)
    replaced = name in servers
    backup = None
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        mode = 0o600  # a new file: it may come to hold other servers' tokens
        if path.exists():
            mode = stat.S_IMODE(path.stat().st_mode)  # the rewritten file keeps its mode
            backup = _free_name(path.with_name(f"{path.name}.bak-{time.strftime('%Y%m%d-%H%M%S')}"))
            shutil.copy2(path, backup)  # (copy2 keeps the mode too)
        servers[name] = entry
        tmp = path.with_name(f".{path.name}.mylifedb-tmp")
        tmp.unlink(missing_ok=True)
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, mode)
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            if hasattr(os, "fchmod"):
                os.fchmod(f.fileno(), mode)  # whatever the umask
            f.write(json.dumps(data, indent=2, ensure_ascii=False) + "\n")
        os.replace(tmp, path)
    except OSError as exc:
        raise InvalidArgument(f"cannot write {path}: {exc}") from exc
    return MergeResult(path, changed=True, backup=backup, replaced=replaced)


def _free_name(path: Path) -> Path:
    n, candidate = 1, path
    while candidate.exists():
        candidate = path.with_name(f"{path.name}-{n}")
        n += 1
    return candidate
