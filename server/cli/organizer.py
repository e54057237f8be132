"""The organizer's commands: `watch` (the daemon) and `organize` (now, on demand); and which
provider and model they use: flag → environment → config file → a configured API key → local."""

from __future__ import annotations

import io
import logging
import os
from dataclasses import dataclass
from typing import Any

import click

from appclient import InvalidArgument, NotFound, Settings
from appclient.config import Config, pick
from server.runner.providers import DEFAULT_MODELS, PROVIDERS, make_provider, resolve_provider_name

from .base import (
    cli,
    current_config,
    emit_json,
    fail,
    json_option,
    library_options,
    library_path,
    open_client,
    run_async,
)
from .output import Col, hint, print_records


@dataclass(frozen=True)
class OrganizerChoice:
    provider: str
    provider_source: str
    model: str | None  # None: the provider's own default
    model_source: str


def organizer_choice(provider: str | None, model: str | None, config: Config) -> OrganizerChoice:
    """Which provider and model `watch` and `organize` use, and why."""
    chosen = pick(provider, "MYLIFEDB_PROVIDER", config.organizer.provider, None)
    if chosen.value is not None:
        name, source = resolve_provider_name(str(chosen.value)), chosen.source
    else:
        name = resolve_provider_name(None)
        source = {
            "anthropic": "default: ANTHROPIC_API_KEY is set",
            "openai": "default: OPENAI_API_KEY or OPENAI_BASE_URL is set",
        }.get(name, "default: no API key set")
    # The config file's model belongs to the config file's provider.
    configured_model = config.organizer.model if config.organizer.provider in (None, name) else None
    m = pick(model, "MYLIFEDB_MODEL", configured_model, None)
    if m.value is None:
        return OrganizerChoice(name, source, DEFAULT_MODELS.get(name), "default")
    return OrganizerChoice(name, source, str(m.value), m.source)


def provider_options(fn: Any) -> Any:
    fn = click.option(
        "--model",
        default=None,
        help="Model name (default $MYLIFEDB_MODEL, the config file, or the provider's default).",
    )(fn)
    return click.option(
        "--provider",
        type=click.Choice(PROVIDERS),
        default=None,
        help="local (offline, no key), anthropic or openai (any compatible server via "
        "OPENAI_BASE_URL). Default: $MYLIFEDB_PROVIDER, the config file, a configured "
        "key, else local.",
    )(fn)


def _auto_accept(value: float | None) -> float | None:
    if value is not None and not 0.0 < value <= 1.0:
        raise click.BadParameter("must be in (0, 1], e.g. 0.95")
    return value


class _OutcomesShownInTable(logging.Filter):
    """The table shows every decline and failure with its reason: drop the runner's log line
    for each meanwhile, so nothing is said twice."""

    def filter(self, record: logging.LogRecord) -> bool:
        msg = str(record.msg)
        return not (msg.startswith("no suggestion for") or msg.startswith("organizing %s failed"))


async def organize_now(
    settings: Settings,
    choice: OrganizerChoice,
    paths: list[str] | None,
    server_url: str | None = None,
    quiet: bool = False,
) -> list[dict[str, Any]]:
    from server.runner import Runner, RunnerConfig, library_session

    provider = make_provider(choice.provider, choice.model)
    runner_log, quiet_declines = logging.getLogger("mylifedb.runner"), _OutcomesShownInTable()
    runner_log.addFilter(quiet_declines)
    try:
        config = RunnerConfig(events=io.StringIO())  # the table is the output
        # With --server-url everything goes through that server; --root is not opened.
        async with library_session(
            lambda: open_client(settings, quiet=quiet), server_url, os.environ.get("MYLIFEDB_TOKEN")
        ) as (client, session):
            if paths is not None:
                paths = [await _inbox_file(client, settings, p) for p in paths]
            runner = Runner(client, provider, config, session)
            if paths is None:
                await runner.run_once()
            else:
                for p in paths:
                    await runner.organize(p)
            rows = []
            for path, outcome in runner.processed:
                sug = await client.get_pending_suggestion(path)
                rows.append(
                    {
                        "file_path": path,
                        "outcome": outcome.outcome,
                        "target_folder": sug.target_folder if sug else None,
                        "confidence": sug.confidence if sug else None,
                        "reasoning": sug.reasoning
                        if sug
                        else (outcome.error or outcome.final_text),
                        "suggestion_id": sug.id if sug else None,
                        "creates_folder": sug.creates_folder if sug else False,
                    }
                )
            return rows
    finally:
        runner_log.removeFilter(quiet_declines)


async def _inbox_file(client: Any, settings: Settings, typed: str) -> str:
    """A path to organize, as the core names it; a missing file or a folder is an error."""
    rel = library_path(settings.root, typed)
    if rel and (settings.root / rel).is_dir():
        raise InvalidArgument(
            f"{typed!r} is a folder; name its files, or use --all for the whole inbox"
        )
    try:
        return str((await client.get_file(rel)).path)
    except NotFound as exc:
        raise NotFound(
            f"{typed!r} is not a file in the library {settings.root}", hint=exc.hint
        ) from exc


ORGANIZE_COLS = [
    Col("suggestion_id", style="cyan", no_wrap=True),
    Col("file_path"),
    Col("target_folder"),
    Col("confidence", justify="right", no_wrap=True),
    Col("reasoning", wide=True),
]


def print_organized(rows: list[dict[str, Any]]) -> None:
    if not rows:
        click.echo("nothing to organize: every inbox file already has a suggestion")  # stdout ok
        return
    shown = [
        {
            **r,
            "target_folder": (r["target_folder"] + (" (new)" if r["creates_folder"] else ""))
            if r["target_folder"]
            else f"({r['outcome']})",
        }
        for r in rows
    ]
    print_records(shown, ORGANIZE_COLS)
    made = [r["suggestion_id"] for r in rows if r["suggestion_id"]]
    lines = [""]
    if made:
        lines.append(f"mylifedb suggestions accept {made[0]}      (or reject ID, choose ID FOLDER)")
    if any(not r["suggestion_id"] for r in rows):
        lines.append(
            "(declined) / (failed): no suggestion, the file stays in the inbox (see reasoning; `mylifedb runs`)"
        )
    hint(*lines)


@cli.command()
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--all", "all_", is_flag=True, help="Every inbox file that has no suggestion yet.")
@provider_options
@click.option(
    "--server-url", default=None, help="Use a remote mylifedb MCP server (streamable HTTP)."
)
@json_option
@library_options
def organize(
    settings: Settings,
    paths: tuple[str, ...],
    all_: bool,
    provider: str | None,
    model: str | None,
    server_url: str | None,
    as_json: bool,
) -> None:
    """Suggest a folder now, for the given files or --all.

    A PATH is relative to the library root, or absolute inside it (or relative to the current
    folder when that is inside the library)."""
    if bool(paths) == all_:
        raise click.UsageError("give inbox file paths or --all (not both)")
    choice = choose_organizer(provider, model)
    rows = run_async(
        lambda: organize_now(
            settings, choice, list(paths) if paths else None, server_url=server_url, quiet=as_json
        )
    )
    emit_json({"results": rows}) if as_json else print_organized(rows)
    if any(r["outcome"] == "failed" for r in rows):  # a decline is an answer; a failure is not
        raise SystemExit(1)


def choose_organizer(provider: str | None, model: str | None) -> OrganizerChoice:
    try:
        return organizer_choice(provider, model, current_config())
    except InvalidArgument as exc:
        fail(str(exc))
    raise AssertionError("unreachable")


@cli.command()
@provider_options
@click.option("--once", is_flag=True, help="Process what is in the inbox now, then exit.")
@click.option(
    "--auto-accept",
    type=float,
    default=None,
    callback=lambda c, p, v: _auto_accept(v),
    help="Move files whose suggestion has at least this confidence (default: the config "
    "file's organizer.auto_accept, else off).",
)
@click.option("--concurrency", default=2, show_default=True, type=click.IntRange(1, 16))
@click.option(
    "--rescan",
    default=60.0,
    show_default=True,
    type=click.FloatRange(1, 86400),
    help="Seconds between safety-net rescans of the inbox.",
)
@click.option(
    "--server-url", default=None, help="Use a remote mylifedb MCP server (streamable HTTP)."
)
@click.option(
    "--events",
    type=click.File("a"),
    default=None,
    help="Append suggestion events (JSON lines) to this file instead of stderr.",
)
@library_options
def watch(
    settings: Settings,
    provider: str | None,
    model: str | None,
    once: bool,
    auto_accept: float | None,
    concurrency: int,
    rescan: float,
    server_url: str | None,
    events: Any,
) -> None:
    """Daemon: a suggestion for every new inbox file."""
    from server.runner import Runner, RunnerConfig, library_session

    choice = choose_organizer(provider, model)
    threshold = pick(auto_accept, None, current_config().organizer.auto_accept, None).value

    async def open_local() -> Any:
        client = await open_client(settings)
        client.add_role("watch")
        return client

    async def go() -> None:
        prov = make_provider(choice.provider, choice.model)
        config = RunnerConfig(
            concurrency=concurrency, rescan_s=rescan, auto_accept=threshold, events=events
        )
        # With --server-url everything goes through that server; --root is not opened.
        async with library_session(open_local, server_url, os.environ.get("MYLIFEDB_TOKEN")) as (
            client,
            session,
        ):
            runner = Runner(client, prov, config, session)
            if once:
                await runner.run_once()
                return
            where = server_url or str(settings.root / "inbox")
            auto = f", auto-accepting at {threshold:.2f}" if threshold is not None else ""
            click.echo(
                f"watching {where} with the {prov.name} provider ({prov.model}){auto}; "
                "Ctrl-C to stop",
                err=True,
            )
            await runner.watch()

    run_async(go)
