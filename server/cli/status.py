"""`mylifedb status`: where the library and its index are, what is in it, whether a `watch`
daemon and a `serve` are running on it, and what the organizer, OCR and search would use —
each with what to do when something is off. It opens nothing for writing: the index is read
through a read-only connection (appclient/status.py) and the running processes are told by
their locks (appclient/liveness.py)."""

from __future__ import annotations

import shlex
import urllib.error
import urllib.request
from datetime import datetime
from pathlib import Path
from typing import Any

from pydantic import BaseModel
from rich.table import Table
from rich.text import Text

from appclient import Settings, live_processes, read_index_summary
from appclient.index.watching import WatchMode
from appclient.settings import PROVIDER_KEYS, PROVIDERS, provider_key_present

from .base import cli, current_config, emit_json, json_option, library_options
from .organizer import model_of, provider_options
from .output import console, emit, hint, value_text
from .reading_checks import (
    Check,
    has_module,
    meaning_check,
    name_only_check,
    ocr_check,
    transcripts_check,
)


class Status(BaseModel):
    config_file: Check
    root: Check
    state_dir: Check
    index: Check
    files_indexed: Check
    meaning: Check
    pending_suggestions: Check
    last_run: Check
    watch: Check
    watching: Check
    serve: Check
    provider: Check
    read_by_name_only: Check
    ocr: Check
    transcripts: Check
    meilisearch: Check


def _size(n: int) -> str:
    size = float(n)
    for unit in ("B", "KiB", "MiB", "GiB"):
        if size < 1024 or unit == "GiB":
            return f"{size:.0f} {unit}" if unit == "B" else f"{size:.1f} {unit}"
        size /= 1024
    return f"{n} B"


def _when(ts: float) -> str:
    return datetime.fromtimestamp(ts).astimezone().strftime("%Y-%m-%d %H:%M")


def _provider_check(name: str, model: str | None, source: str) -> Check:
    value = f"{name} ({model or 'offline-organizer'})"
    if name == "local":
        return Check(ok=True, value=value, note=f"offline, no key; {source}")
    extra = f"pip install 'mylifedb-mcp[{name}]'"
    if not has_module(name):
        return Check(
            ok=False, value=value, note=f"{source}; the {name} SDK is not installed", hint=extra
        )
    keys = PROVIDER_KEYS.get(name, ())
    if not provider_key_present(name):
        return Check(
            ok=False,
            value=value,
            note=f"{source}; {' or '.join(keys)} is not set in this shell",
            hint=f"set {keys[0]} (a service reads it from its own environment), or use --provider local",
        )
    return Check(ok=True, value=value, note=source)


def _meili_check(settings: Settings) -> Check:
    if settings.search_backend != "meilisearch":
        installed = "installed" if has_module("meilisearch") else "not installed"
        return Check(
            ok=None,
            value="not in use",
            note=f"search uses sqlite; the meilisearch client is {installed}",
        )
    if not has_module("meilisearch"):
        return Check(
            ok=False, value="client not installed", hint="pip install 'mylifedb-mcp[meilisearch]'"
        )
    if not settings.meili_url:
        return Check(
            ok=False, value="no URL", hint="set MEILI_URL, or search.meili_url in the config file"
        )
    try:
        with urllib.request.urlopen(settings.meili_url.rstrip("/") + "/health", timeout=3) as resp:
            ok = resp.status == 200
    except (urllib.error.URLError, OSError, ValueError) as exc:
        return Check(
            ok=False,
            value=settings.meili_url,
            note=f"unreachable ({exc})",
            hint="start Meilisearch, or fix MEILI_URL; meanwhile search answers from sqlite",
        )
    return Check(
        ok=ok, value=settings.meili_url, note="reachable" if ok else "answers, but not healthy"
    )


def _processes(settings: Settings, role: str) -> list[dict[str, Any]]:
    return [
        {"pid": p.pid, "started_at": _when(p.started_at), "command": p.command}
        for p in live_processes(settings.state_dir)
        if role in p.roles
    ]


def lib_args(settings: Settings) -> str:
    """``--root R --state-dir S`` as the user gave them, for the commands a hint names: the
    next command must reach the same library."""
    out = ""
    if settings.sources.get("root") == "flag":
        out += f" --root {shlex.quote(str(settings.root))}"
    if settings.sources.get("state_dir") == "flag":
        out += f" --state-dir {shlex.quote(str(settings.state_dir))}"
    return out


def _watching_check(settings: Settings) -> Check:
    """How `watch` and `serve` watch this library: inotify, or polling on a network
    filesystem (a running one also falls back to polling, with a warning in its log, when
    the system's inotify limit is reached)."""
    mode = WatchMode(settings.root)
    if mode.polling:
        return Check(ok=True, value="polling", note=mode.reason)
    limit = _read_int("/proc/sys/fs/inotify/max_user_watches")
    return Check(
        ok=True,
        value="inotify",
        note=(f"up to {limit} folders per user; past that, polling" if limit else None),
    )


def _read_int(path: str) -> int | None:
    try:
        return int(Path(path).read_text().strip())
    except (OSError, ValueError):
        return None


def collect(settings: Settings) -> Status:
    cfg = current_config()
    lib = lib_args(settings)
    root_ok = settings.root.is_dir()
    missing = (
        [n for n in ("guideline.md", "inbox") if not (settings.root / n).exists()]
        if root_ok
        else []
    )
    summary = read_index_summary(settings.db_path)
    counted = summary.exists and summary.problem is None
    if not summary.exists:
        index = Check(
            ok=False,
            value=str(settings.db_path),
            note="not indexed yet",
            hint=f"mylifedb index{lib}",
        )
    elif summary.problem:
        index = Check(
            ok=False,
            value=str(settings.db_path),
            note=f"cannot be read: {summary.problem}",
            hint="if another mylifedb is busy, try again; if it is corrupt, move it aside and run "
            f"`mylifedb index{lib}` (its suggestions and move history are lost)",
        )
    else:
        index = Check(ok=True, value=str(settings.db_path), note=_size(summary.size_bytes))
    pending = summary.pending_suggestions
    run = summary.last_run
    watchers, servers = _processes(settings, "watch"), _processes(settings, "serve")
    if settings.provider in PROVIDERS:
        provider_check = _provider_check(
            settings.provider, model_of(settings), settings.sources["provider"]
        )
    else:  # e.g. MYLIFEDB_PROVIDER=gpt: say so here rather than fail
        provider_check = Check(
            ok=False,
            value=None,
            note=f"unknown provider {settings.provider!r} ({settings.sources['provider']}); "
            f"choose one of {', '.join(PROVIDERS)}",
            hint="fix MYLIFEDB_PROVIDER or --provider",
        )
    return Status(
        config_file=Check(
            ok=True,
            value=str(cfg.path),
            note="in use" if cfg.exists else "none (optional)",
            hint=None if cfg.exists else "mylifedb config init",
        ),
        root=Check(
            ok=root_ok and not missing,
            value=str(settings.root),
            note=(
                f"from {settings.sources['root']}"
                + (f"; no {' or '.join(missing)}" if missing else "")
            )
            if root_ok
            else "does not exist",
            hint=None if root_ok and not missing else f"mylifedb init {settings.root}",
        ),
        state_dir=Check(
            ok=True, value=str(settings.state_dir), note=f"from {settings.sources['state_dir']}"
        ),
        index=index,
        files_indexed=Check(ok=True if counted else None, value=summary.files),
        meaning=meaning_check(settings, summary.files, summary.with_vectors, lib),
        pending_suggestions=Check(
            ok=True if counted else None,
            value=pending,
            hint=f"mylifedb suggestions{lib} (or mylifedb review{lib})" if pending else None,
        ),
        last_run=Check(
            ok=None if run is None else run.outcome != "failed",
            value=None if run is None else _when(run.created_at),
            note="no organizer run yet"
            if run is None
            else f"{run.outcome}: {run.file_path} ({run.provider}/{run.model})",
            hint=f"mylifedb runs{lib}" if run is not None and run.outcome == "failed" else None,
        ),
        watch=Check(
            ok=True if watchers else None,
            value=watchers,
            note=None if watchers else "not running",
            hint=None
            if watchers
            else f"mylifedb service install{lib} (keeps it running), or mylifedb watch{lib}",
        ),
        watching=_watching_check(settings) if root_ok else Check(ok=None, value=None),
        serve=Check(
            ok=None,
            value=servers,
            note=None if servers else "not running (an MCP client starts it)",
            hint=None if servers else f"mylifedb config claude-desktop{lib} --write",
        ),
        provider=provider_check,
        read_by_name_only=name_only_check(settings) if counted else Check(ok=None),
        ocr=ocr_check(),
        transcripts=transcripts_check(),
        meilisearch=_meili_check(settings),
    )


_MARK = {True: ("✓", "green"), False: ("✗", "red"), None: ("·", "dim")}


def print_status(status: Status) -> None:
    con = console()
    width = con.width - max(len(n) for n in Status.model_fields) - 4
    grid = Table.grid(padding=(0, 1))
    grid.add_column(no_wrap=True)
    grid.add_column(style="bold", no_wrap=True)
    grid.add_column(overflow="fold")
    for name in Status.model_fields:
        check: Check = getattr(status, name)
        mark, style = _MARK[check.ok]
        value = check.value
        if isinstance(value, list):
            value = ", ".join(f"pid {p['pid']} since {p['started_at']}" for p in value) or None
        text = value_text(value, width)
        if check.note:
            text.append(f"  {check.note}", style="dim")
        if check.hint:
            text.append(f"\n→ {check.hint}", style="yellow")
        grid.add_row(Text(mark, style=style), Text(name), text)
    emit(con, grid)


@cli.command()
@provider_options
@json_option
@library_options
def status(settings: Settings, as_json: bool) -> None:
    """Where everything is, what is running, what is off.

    The library and its index, what is in it, whether `watch` and `serve` are running on it,
    the organizer's provider, OCR and search, each with what to do when something is off."""
    result = collect(settings)
    if as_json:
        emit_json(result)
        return
    print_status(result)
    if result.pending_suggestions.value:
        lib = lib_args(settings)
        hint("", f"next: mylifedb review{lib}   (or mylifedb suggestions{lib})")
