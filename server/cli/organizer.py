"""The organizer's commands: `watch` (the daemon) and `organize` (now, on demand). Which
provider and model they use is a setting (``appclient.settings``): flag → environment →
config file → a configured API key → local."""

from __future__ import annotations

import io
import logging
from pathlib import Path
from typing import Any

import click

from appclient import INBOX, InvalidArgument, NotFound, Settings
from appclient.settings import PROVIDERS
from appclient.state.private import tighten
from server.runner.providers import DEFAULT_MODELS, make_provider

from .base import (
    cli,
    emit_json,
    json_option,
    library_options,
    library_path,
    open_client,
    run_async,
)
from .output import Col, hint, print_records


def model_of(settings: Settings) -> str | None:
    """The model the organizer will use: the chosen one, or the provider's default."""
    return settings.model or DEFAULT_MODELS.get(settings.provider)


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


def watch_settings(fn: Any) -> Any:
    """--min-confidence, --exclude, --max-turns, --timeout (into Settings)."""
    fn = click.option(
        "--timeout",
        type=click.FloatRange(1, 3600),
        default=None,
        help="Seconds per file at most (default $MYLIFEDB_TIMEOUT, the config file, or 120).",
    )(fn)
    fn = click.option(
        "--max-turns",
        type=click.IntRange(1, 100),
        default=None,
        help="Model calls per file at most (default $MYLIFEDB_MAX_TURNS, the config file, or 10).",
    )(fn)
    fn = click.option(
        "--exclude",
        multiple=True,
        metavar="FOLDER|GLOB",
        help="A folder (and everything below it) or glob pattern never to suggest; repeat for "
        "more (default $MYLIFEDB_EXCLUDE, comma-separated, or the config file).",
    )(fn)
    return click.option(
        "--min-confidence",
        type=click.FloatRange(0, 1),
        default=None,
        help="Record a suggestion below this confidence as a decline instead of showing it "
        "(default $MYLIFEDB_MIN_CONFIDENCE, the config file, or off).",
    )(fn)


def runner_config(settings: Settings, **kw: Any) -> Any:
    """The RunnerConfig of ``settings``' watch settings (and ``kw``)."""
    from server.runner import RunnerConfig

    return RunnerConfig(
        max_turns=settings.max_turns,
        timeout_s=settings.timeout,
        min_confidence=settings.min_confidence,
        exclude=settings.exclude,
        **kw,
    )


def _auto_accept(value: float | None) -> float | None:
    if value is not None and not 0.0 < value <= 1.0:
        raise click.BadParameter("must be in (0, 1], e.g. 0.95")
    return value


class _OutcomesShownInTable(logging.Filter):
    """The table shows every decline and failure with its reason: drop the runner's log line
    for each meanwhile, so nothing is said twice."""

    def filter(self, record: logging.LogRecord) -> bool:
        from server.runner.books import OUTCOME

        return getattr(record, OUTCOME, None) is None


async def organize_now(
    settings: Settings,
    paths: list[str] | None,
    server_url: str | None = None,
    quiet: bool = False,
) -> list[dict[str, Any]]:
    from server.runner import Runner, library_session

    provider = make_provider(settings.provider, settings.model)
    runner_log, quiet_declines = logging.getLogger("mylifedb.runner"), _OutcomesShownInTable()
    runner_log.addFilter(quiet_declines)
    try:
        config = runner_config(settings, events=io.StringIO())  # the table is the output
        # With --server-url everything goes through that server; --root is not opened.
        async with library_session(
            lambda: open_client(settings, quiet=quiet), server_url, settings.token
        ) as client:
            if paths is not None:
                paths = [await _inbox_file(client, settings, p) for p in paths]
            runner = Runner(client, provider, config)
            if paths is None:
                await runner.run_once()
            else:
                for p in paths:
                    await runner.organize(p)
            rows = []
            for path, outcome in runner.processed:
                sug = outcome.suggestion if outcome.outcome == "suggested" else None
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
                        "new_name": sug.new_name if sug else None,
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
        path = str((await client.get_file(rel)).path)
    except NotFound as exc:
        raise NotFound(
            f"{typed!r} is not a file in the library {settings.root}", hint=exc.hint
        ) from exc
    if not path.startswith(INBOX):
        click.echo(
            f"note: {path} is not in inbox/; asking the organizer where it belongs (accepting "
            "a suggestion moves it from where it is now)",
            err=True,
        )
    return path


async def waiting_rows(client: Any) -> list[dict[str, Any]]:
    """What waits in the inbox, as `organize` rows: every pending suggestion, then every
    file the organizer declined (and why)."""
    rows = [
        {
            "file_path": s.file_path,
            "outcome": "suggested",
            "target_folder": s.target_folder,
            "confidence": s.confidence,
            "reasoning": s.reasoning,
            "suggestion_id": s.id,
            "creates_folder": s.creates_folder,
            "new_name": s.new_name,
        }
        for s in (await client.list_suggestions("pending", 100)).suggestions
    ]
    for d in (await client.list_declined()).files:
        rows.append(
            {
                "file_path": d.file_path,
                "outcome": "declined",
                "target_folder": None,
                "confidence": None,
                "reasoning": d.reason,
                "suggestion_id": None,
                "creates_folder": False,
                "new_name": None,
            }
        )
    return rows


ORGANIZE_COLS = [
    Col("suggestion_id", style="cyan", no_wrap=True),
    Col("file_path"),
    Col("target_folder"),
    Col("confidence", justify="right", no_wrap=True),
    Col("reasoning", wide=True),
]


def print_organized(rows: list[dict[str, Any]]) -> None:
    if not rows:
        click.echo(  # stdout ok
            "nothing to organize: every inbox file has a suggestion or was declined as it is "
            "(`mylifedb organize FILE` asks again)"
        )
        return
    shown = [
        {
            **r,
            "target_folder": (
                r["target_folder"]
                + (" (new)" if r["creates_folder"] else "")
                + (f" as {r['new_name']}" if r.get("new_name") else "")
            )
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
    if any(r.get("new_name") for r in rows):
        lines.append("as NAME = accepting also renames the file (--keep-name: it does not)")
    if any(not r["suggestion_id"] for r in rows):
        lines.append(
            "(declined) / (failed): no suggestion, the file stays where it is (see reasoning; `mylifedb runs`)"
        )
    hint(*lines)


@cli.command()
@click.argument("paths", nargs=-1, metavar="[PATH]...")
@click.option("--all", "all_", is_flag=True, help="Every inbox file that has no suggestion yet.")
@provider_options
@watch_settings
@click.option(
    "--server-url", default=None, help="Use a remote mylifedb MCP server (streamable HTTP)."
)
@json_option
@library_options
def organize(
    settings: Settings,
    paths: tuple[str, ...],
    all_: bool,
    server_url: str | None,
    as_json: bool,
) -> None:
    """Suggest a folder now, for the given files or --all.

    A PATH is relative to the library root, or absolute inside it (or relative to the current
    folder when that is inside the library)."""
    if bool(paths) == all_:
        raise click.UsageError("give inbox file paths or --all (not both)")
    rows = run_async(
        lambda: organize_now(
            settings, list(paths) if paths else None, server_url=server_url, quiet=as_json
        )
    )
    emit_json({"results": rows}) if as_json else print_organized(rows)
    if any(r["outcome"] == "failed" for r in rows):  # a decline is an answer; a failure is not
        raise SystemExit(1)


@cli.command()
@provider_options
@watch_settings
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
    type=click.File("a", lazy=False),
    default=None,
    help="Append suggestion events (JSON lines) to this file instead of stderr (made 0600).",
)
@library_options
def watch(
    settings: Settings,
    once: bool,
    concurrency: int,
    rescan: float,
    server_url: str | None,
    events: Any,
) -> None:
    """Daemon: a suggestion for every new inbox file."""
    from server.runner import Runner, library_session

    if events is not None:  # it names your files and says where they go: yours only
        tighten(Path(events.name), 0o600)

    threshold = settings.auto_accept

    async def open_local() -> Any:
        client = await open_client(settings)
        try:
            client.add_role("watch")
        except BaseException:  # its open connections would keep this process from exiting
            await client.aclose()
            raise
        return client

    async def go() -> None:
        prov = make_provider(settings.provider, settings.model)
        config = runner_config(
            settings,
            concurrency=concurrency,
            rescan_s=rescan,
            auto_accept=threshold,
            events=events,
        )
        # With --server-url everything goes through that server; --root is not opened.
        async with library_session(open_local, server_url, settings.token) as client:
            runner = Runner(client, prov, config)
            if once:
                await runner.run_once()
                return
            where = server_url or str(settings.root / "inbox")
            auto = (
                f", auto-accepting at {threshold:.2f} as {runner.run_id}"
                if threshold is not None
                else ""
            )
            click.echo(
                f"watching {where} with the {prov.name} provider ({prov.model}){auto}; "
                "Ctrl-C to stop",
                err=True,
            )
            await runner.watch()

    run_async(go)
