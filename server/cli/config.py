"""`mylifedb config`: the config file (path, init, show) and MCP clients set up for you
(claude-desktop, vscode)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import click
from rich.text import Text

from appclient import MyLifeDBError, Settings
from appclient.config import TEMPLATE, config_path

from .base import cli, current_config, emit_json, fail, json_option, library_options
from .clients import (
    MergeResult,
    claude_desktop_entry,
    claude_desktop_path,
    merge_server,
    vscode_entry,
    vscode_path,
)
from .organizer import model_of, provider_options, watch_settings
from .output import console, hint, kv_table, value_text


@cli.group()
def config() -> None:
    """The config file, and MCP clients set up for you."""


@config.command("path")
@json_option
def config_path_cmd(as_json: bool) -> None:
    """Where the config file is (or $MYLIFEDB_CONFIG)."""
    path = config_path()
    if as_json:
        emit_json({"path": str(path), "exists": path.is_file()})
    else:
        click.echo(str(path))  # stdout ok


@config.command("init")
def config_init() -> None:
    """Write a commented config file to edit (never over one)."""
    path = config_path()
    if path.exists():
        fail(
            f"{path} already exists; edit it, or see what is in effect with `mylifedb config show`"
        )
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(TEMPLATE, encoding="utf-8")
    except OSError as exc:
        fail(f"cannot write {path}: {exc}")
    click.echo(f"wrote {path}: every setting is commented out; uncomment what you want", err=True)


def effective(settings: Settings) -> dict[str, Any]:
    """Every setting in effect, with where it came from."""
    cfg = current_config()
    src = settings.sources
    return {
        "config_file": {"value": str(cfg.path), "source": "exists" if cfg.exists else "not found"},
        "root": {"value": str(settings.root), "source": settings.sources["root"]},
        "state_dir": {
            "value": str(settings.state_dir),
            "source": settings.sources["state_dir"]
            if settings.sources["state_dir"] != "default"
            else "default: per library",
        },
        "provider": {"value": settings.provider, "source": src["provider"]},
        "model": {"value": model_of(settings) or "offline-organizer", "source": src["model"]},
        "auto_accept": {
            "value": settings.auto_accept,
            "source": src["auto_accept"] if settings.auto_accept is not None else "default: off",
        },
        "min_confidence": {
            "value": settings.min_confidence,
            "source": src["min_confidence"]
            if settings.min_confidence is not None
            else "default: off",
        },
        "exclude": {
            "value": list(settings.exclude),
            "source": src["exclude"] if settings.exclude else "default: none",
        },
        "max_turns": {"value": settings.max_turns, "source": src["max_turns"]},
        "timeout": {"value": settings.timeout, "source": src["timeout"]},
        "search_backend": {
            "value": settings.search_backend,
            "source": settings.sources["search_backend"],
        },
        "meili_url": {"value": settings.meili_url, "source": settings.sources["meili_url"]},
    }


@config.command("show")
@provider_options
@watch_settings
@json_option
@library_options
def config_show(settings: Settings, as_json: bool) -> None:
    """The settings in effect, and where each came from.

    Flag, environment variable, config file or default."""
    eff = effective(settings)
    if as_json:
        emit_json(eff)
        return
    width = console().width - max(len(n) for n in eff) - 2

    def shown(value: Any, source: str) -> Text:
        if isinstance(value, list):
            value = ", ".join(value) or None
        elif isinstance(value, float):
            value = f"{value:g}"
        text = value_text(value, width, "cyan")
        text.append(f"  ({source})")
        return text

    kv_table((name, shown(v["value"], v["source"]), "") for name, v in eff.items())
    if not current_config().exists:
        hint("", "no config file yet: `mylifedb config init` writes a commented one")


def _report(result: MergeResult, restart: str) -> None:
    if not result.changed:
        click.echo(f"{result.path} already has this mylifedb entry; nothing changed", err=True)
        return
    what = "replaced the mylifedb entry in" if result.replaced else "added mylifedb to"
    click.echo(f"{what} {result.path}", err=True)
    if result.backup:
        click.echo(f"the file as it was is kept in {result.backup}", err=True)
    click.echo(restart, err=True)


def _client_command(
    section: str, entry: dict[str, Any], path: Path, write: bool, as_json: bool, restart: str
) -> None:
    block = {section: {"mylifedb": entry}}
    if not write:
        emit_json(block)
        hint("", f"--write merges this into {path} (keeping a backup)", con=console(stderr=True))
        return
    try:
        result = merge_server(path, section, entry)
    except MyLifeDBError as exc:
        fail(str(exc))
    if as_json:
        emit_json(
            {
                "path": str(result.path),
                "changed": result.changed,
                "backup": str(result.backup) if result.backup else None,
                "entry": entry,
            }
        )
    _report(result, restart)


@config.command("claude-desktop")
@click.option(
    "--write", is_flag=True, help="Merge it into Claude Desktop's config file (a backup is kept)."
)
@json_option
@library_options
def config_claude_desktop(settings: Settings, write: bool, as_json: bool) -> None:
    """The Claude Desktop config that serves this library.

    The command is this executable's absolute path: Claude Desktop on macOS starts servers
    with a minimal PATH."""
    _client_command(
        "mcpServers",
        claude_desktop_entry(settings),
        claude_desktop_path(),
        write,
        as_json,
        "restart Claude Desktop to load it",
    )


@config.command("vscode")
@click.option("--write", is_flag=True, help="Merge it into VS Code's mcp.json (a backup is kept).")
@click.option(
    "--workspace",
    type=click.Path(file_okay=False, path_type=Path),
    default=None,
    help="Write DIR/.vscode/mcp.json instead of your user mcp.json.",
)
@json_option
@library_options
def config_vscode(settings: Settings, write: bool, workspace: Path | None, as_json: bool) -> None:
    """The VS Code mcp.json entry that serves this library.

    The command is this executable's absolute path."""
    _client_command(
        "servers",
        vscode_entry(settings),
        vscode_path(workspace),
        write,
        as_json,
        "VS Code picks it up from mcp.json (MCP: List Servers shows it)",
    )
