"""The organizer's commands: `watch` (the daemon), `organize` (now, on demand) and `demo`."""

from __future__ import annotations

import io
import json
import os
import shutil
from importlib import resources
from pathlib import Path
from typing import Any

import click

from appclient import Settings
from server.runner.providers import PROVIDERS, make_provider, resolve_provider_name

from .base import cli, emit_json, fail, library_options, open_client, run_async


def provider_options(fn: Any) -> Any:
    fn = click.option("--model", default=None, help="Model name (default $MYLIFEDB_MODEL or the provider's default).")(fn)
    return click.option("--provider", type=click.Choice(PROVIDERS), default=None,
                        help="local (offline, no key), anthropic or openai (any compatible server via "
                             "OPENAI_BASE_URL). Default: $MYLIFEDB_PROVIDER, else a configured key, else local.")(fn)


def _auto_accept(value: float | None) -> float | None:
    if value is not None and not 0.0 < value <= 1.0:
        raise click.BadParameter("must be in (0, 1], e.g. 0.95")
    return value


async def _organize(settings: Settings, provider_name: str | None, model: str | None, paths: list[str] | None,
                    auto_accept: float | None = None, server_url: str | None = None,
                    quiet: bool = False) -> list[dict[str, Any]]:
    from server.runner import Runner, RunnerConfig, library_session

    provider = make_provider(resolve_provider_name(provider_name), model)
    config = RunnerConfig(auto_accept=auto_accept, events=io.StringIO())  # the table is the output
    # With --server-url everything goes through that server; --root is not opened.
    async with library_session(lambda: open_client(settings, quiet=quiet), server_url,
                               os.environ.get("MYLIFEDB_TOKEN")) as (client, session):
        runner = Runner(client, provider, config, session)
        if paths is None:
            await runner.run_once()
        else:
            for p in paths:
                await runner.organize(p)
        rows = []
        for path, outcome in runner.processed:
            sug = await client.get_pending_suggestion(path)
            rows.append({"file_path": path, "outcome": outcome.outcome,
                         "target_folder": sug.target_folder if sug else None,
                         "confidence": sug.confidence if sug else None,
                         "reasoning": sug.reasoning if sug else (outcome.error or outcome.final_text),
                         "suggestion_id": sug.id if sug else None,
                         "creates_folder": sug.creates_folder if sug else False})
        return rows


def _print_table(rows: list[dict[str, Any]]) -> None:
    if not rows:
        click.echo("nothing to organize: every inbox file already has a suggestion")
        return
    width = min(44, max(len(r["file_path"]) for r in rows))
    click.echo(f"{'FILE':{width}}  {'SUGGESTED FOLDER':32}  CONF  WHY")
    for r in rows:
        name = r["file_path"] if len(r["file_path"]) <= width else "…" + r["file_path"][-(width - 1):]
        if r["target_folder"]:
            folder = r["target_folder"] + (" (new)" if r["creates_folder"] else "")
            click.echo(f"{name:{width}}  {folder:32}  {r['confidence']:.2f}  {r['reasoning'][:90]}")
        else:
            click.echo(f"{name:{width}}  {'— ' + r['outcome']:32}        {str(r['reasoning'])[:90]}")


@cli.command()
@click.argument("paths", nargs=-1)
@click.option("--all", "all_", is_flag=True, help="Every inbox file that has no suggestion yet.")
@provider_options
@click.option("--server-url", default=None, help="Use a remote mylifedb MCP server (streamable HTTP).")
@click.option("--json", "as_json", is_flag=True)
@library_options
def organize(settings: Settings, paths: tuple[str, ...], all_: bool, provider: str | None, model: str | None,
             server_url: str | None, as_json: bool) -> None:
    """Suggest a folder for PATH... (or --all inbox files) now."""
    if bool(paths) == all_:
        raise click.UsageError("give inbox file paths or --all (not both)")
    rows = run_async(lambda: _organize(settings, provider, model, list(paths) if paths else None,
                                       server_url=server_url, quiet=as_json))
    emit_json({"results": rows}) if as_json else _print_table(rows)


@cli.command()
@provider_options
@click.option("--once", is_flag=True, help="Process what is in the inbox now, then exit.")
@click.option("--auto-accept", type=float, default=None, callback=lambda c, p, v: _auto_accept(v),
              help="Move files whose suggestion has at least this confidence (off by default).")
@click.option("--concurrency", default=2, show_default=True, type=click.IntRange(1, 16))
@click.option("--rescan", default=60.0, show_default=True, type=click.FloatRange(1, 86400),
              help="Seconds between safety-net rescans of the inbox.")
@click.option("--server-url", default=None, help="Use a remote mylifedb MCP server (streamable HTTP).")
@click.option("--events", type=click.File("a"), default=None,
              help="Append suggestion events (JSON lines) to this file instead of stderr.")
@library_options
def watch(settings: Settings, provider: str | None, model: str | None, once: bool, auto_accept: float | None,
          concurrency: int, rescan: float, server_url: str | None, events: Any) -> None:
    """Watch inbox/ and leave a suggestion for every new file."""
    from server.runner import Runner, RunnerConfig, library_session

    async def open_local() -> Any:
        client = await open_client(settings)
        client.add_role("watch")
        return client

    async def go() -> None:
        prov = make_provider(resolve_provider_name(provider), model)
        config = RunnerConfig(concurrency=concurrency, rescan_s=rescan, auto_accept=auto_accept,
                              events=events)
        # With --server-url everything goes through that server; --root is not opened.
        async with library_session(open_local, server_url,
                                   os.environ.get("MYLIFEDB_TOKEN")) as (client, session):
            runner = Runner(client, prov, config, session)
            if once:
                await runner.run_once()
                return
            where = server_url or str(settings.root / "inbox")
            click.echo(f"watching {where} with the {prov.name} provider "
                       f"({prov.model}); Ctrl-C to stop", err=True)
            await runner.watch()

    run_async(go)


DEMO_DIR = "mylifedb-demo"


def desktop_config(root: Path, state_dir: Path | None = None) -> dict[str, Any]:
    exe = shutil.which("mylifedb") or "mylifedb"
    args = ["serve", "--root", str(root)]
    if state_dir is not None:
        args += ["--state-dir", str(state_dir)]
    return {"mcpServers": {"mylifedb": {"command": exe, "args": args}}}


@cli.command()
@click.option("--dir", "directory", type=click.Path(file_okay=False, path_type=Path), default=Path(DEMO_DIR),
              show_default=True, help="Where to put the demo library.")
@click.option("--fresh", is_flag=True, help="Start over: replace an existing demo folder.")
def demo(directory: Path, fresh: bool) -> None:
    """A sample library: index it, organize its inbox offline, show the suggestions."""
    directory = directory.resolve()
    if directory.exists() and fresh:
        if not (directory / "guideline.md").exists():
            fail(f"{directory} does not look like a demo library; not deleting it")
        shutil.rmtree(directory)
    if directory.exists():
        click.echo(f"using the existing demo library at {directory} (--fresh starts over)", err=True)
    else:
        src = resources.files("resources").joinpath("demo")
        with resources.as_file(src) as src_path:
            shutil.copytree(src_path, directory)
        click.echo(f"copied the demo library to {directory}", err=True)
    state = directory / ".mylifedb"
    settings = Settings.resolve(root=directory, state_dir=state, search_backend="sqlite")
    rows = run_async(lambda: _organize(settings, "local", None, None))
    click.echo()
    _print_table(rows)
    click.echo("\nReview them:   mylifedb suggestions list --root " + _q(directory) + " --state-dir " + _q(state))
    click.echo("Accept one:    mylifedb suggestions accept <ID> --root " + _q(directory) + " --state-dir " + _q(state))
    click.echo("\nClaude Desktop (claude_desktop_config.json) — serve this library:")
    click.echo(json.dumps(desktop_config(directory, state), indent=2))


def _q(p: Path) -> str:
    s = str(p)
    return f"'{s}'" if any(c in s for c in " '\"$") else s

