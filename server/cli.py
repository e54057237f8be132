"""The `mylifedb` command. Every command is a thin adapter over the AppClient: errors are
one clear line on stderr and exit 1 (usage errors exit 2), never a traceback; logs go to
stderr; stdout carries only the command's output (and, for `serve`, the stdio protocol)."""

from __future__ import annotations

import functools
import json
import logging
import os
import sys
from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Any, TypeVar

import anyio
import click
from pydantic import BaseModel

from appclient import LocalAppClient, MyLifeDBError, Settings
from appclient.models import SearchResults, Suggestion

T = TypeVar("T")
log = logging.getLogger("mylifedb")


def _setup_logging(verbose: bool) -> None:
    level = logging.DEBUG if verbose or os.environ.get("MYLIFEDB_DEBUG") else logging.INFO
    logging.basicConfig(stream=sys.stderr, level=level, format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    for noisy in ("httpx", "httpcore", "mcp", "uvicorn.access", "watchfiles"):
        logging.getLogger(noisy).setLevel(logging.WARNING)


def _fail(message: str) -> None:
    click.echo(f"error: {message}", err=True)
    raise SystemExit(1)


def run_async(fn: Callable[[], Awaitable[T]]) -> T:
    """Run a coroutine; turn every failure into one line and exit 1."""
    try:
        return anyio.run(fn)
    except MyLifeDBError as exc:
        _fail(str(exc))
    except KeyboardInterrupt:
        raise SystemExit(130) from None
    except BrokenPipeError:  # `mylifedb runs | head`: the reader left; stop quietly
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        raise SystemExit(141) from None
    except (SystemExit, click.exceptions.Exit, click.ClickException):
        raise
    except Exception as exc:  # last resort: never a traceback for the user
        if os.environ.get("MYLIFEDB_DEBUG"):
            raise
        _fail(f"{type(exc).__name__}: {exc} (set MYLIFEDB_DEBUG=1 for details)")
    raise AssertionError("unreachable")


_LIBRARY_KEYS = ("root", "state_dir", "backend")


def _raw_library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    fn = click.option("--backend", type=click.Choice(["sqlite", "meilisearch"]), default=None,
                      help="Search backend (default $MYLIFEDB_SEARCH_BACKEND or sqlite).")(fn)
    fn = click.option("--state-dir", type=click.Path(file_okay=False, path_type=Path), default=None,
                      help="Where the index lives (default: per-library folder in the user data dir, "
                           "or $MYLIFEDB_STATE_DIR).")(fn)
    return click.option("--root", type=click.Path(file_okay=False, path_type=Path), default=None,
                        help="Library folder (default $MYLIFEDB_ROOT or ~/MyLifeDB).")(fn)


def library_options(fn: Callable[..., Any]) -> Callable[..., Any]:
    """--root/--state-dir/--backend, resolved into one Settings. A group (`suggestions`) may
    take them too: `mylifedb suggestions --root R accept ID` works like `... accept ID --root R`."""

    @_raw_library_options
    @functools.wraps(fn)
    def wrapper(*args: Any, root: Path | None, state_dir: Path | None, backend: str | None, **kw: Any) -> Any:
        outer = click.get_current_context().find_object(dict) or {}
        root = root if root is not None else outer.get("root")
        state_dir = state_dir if state_dir is not None else outer.get("state_dir")
        backend = backend if backend is not None else outer.get("backend")
        try:
            settings = Settings.resolve(root=root, state_dir=state_dir, search_backend=backend)
        except MyLifeDBError as exc:
            _fail(str(exc))
        return fn(*args, settings=settings, **kw)

    return wrapper


async def open_client(settings: Settings, *, index: bool = True, quiet: bool = False) -> LocalAppClient:
    client = await LocalAppClient.open(settings)
    if index:
        bar = None if quiet or not sys.stderr.isatty() else _ProgressBar()
        try:
            first = await client.ensure_indexed(bar)
            if first is None:
                await client.index(bar)
        except BaseException:
            await client.aclose()
            raise
        finally:
            if bar:
                bar.close()
    return client


class _ProgressBar:
    """click's progress bar on stderr, created once the total is known."""

    def __init__(self) -> None:
        self._bar: Any = None
        self._done = 0

    def __call__(self, done: int, total: int) -> None:
        if total < 200:
            return
        if self._bar is None:
            self._bar = click.progressbar(length=total, label="indexing", file=sys.stderr)
            self._bar.__enter__()
        self._bar.update(done - self._done)
        self._done = done

    def close(self) -> None:
        if self._bar is not None:
            self._bar.__exit__(None, None, None)


def _emit_json(model: BaseModel | dict[str, Any]) -> None:
    text = model.model_dump_json(indent=2) if isinstance(model, BaseModel) else json.dumps(model, indent=2)
    click.echo(text)  # stdout ok


@click.group(context_settings={"help_option_names": ["-h", "--help"]})
@click.option("-v", "--verbose", is_flag=True, help="Debug logging on stderr.")
@click.version_option(package_name="mylifedb-mcp")
def cli(verbose: bool) -> None:
    """mylifedb: an MCP server and inbox organizer for your own library of files."""
    _setup_logging(verbose)


@cli.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def init(directory: Path) -> None:
    """Scaffold a library: guideline.md (an example to edit) and inbox/."""
    from importlib import resources

    directory.mkdir(parents=True, exist_ok=True)
    (directory / "inbox").mkdir(exist_ok=True)
    guideline = directory / "guideline.md"
    if guideline.exists():
        click.echo(f"kept your existing {guideline}", err=True)
    else:
        guideline.write_text(resources.files("resources").joinpath("guideline.example.md").read_text("utf-8"),
                             encoding="utf-8")
    click.echo(f"library ready at {directory.resolve()}: edit guideline.md, drop files into inbox/, then "
               f"`mylifedb index --root {directory}`", err=True)


@cli.command()
@library_options
@click.option("--json", "as_json", is_flag=True, help="Print the scan statistics as JSON.")
def index(settings: Settings, as_json: bool) -> None:
    """Scan the library and bring the index up to date (incremental)."""

    async def go() -> None:
        client = await LocalAppClient.open(settings)
        try:
            bar = _ProgressBar() if sys.stderr.isatty() else None
            stats = await client.index(bar)
            if bar:
                bar.close()
        finally:
            await client.aclose()
        if as_json:
            _emit_json(stats)
        else:
            click.echo(f"{stats.files} files indexed ({stats.added} new, {stats.updated} changed, "
                       f"{stats.renamed} renamed, {stats.removed} removed, {stats.unchanged} unchanged) "
                       f"in {stats.seconds:.2f}s")  # stdout ok

    run_async(go)


def _print_search(res: SearchResults) -> None:
    if not res.results:
        click.echo(f"no files match {res.query!r}")
        return
    for hit in res.results:
        click.echo(f"{hit.score:8.2f}  {hit.path}")
        if hit.match_context and hit.match_context != hit.name:
            click.echo(f"          {hit.match_context[:160]}")
    click.echo(f"({len(res.results)} of {res.total_found})")


@cli.command()
@click.argument("query")
@click.option("--type", "type_", default=None, help="Mime type prefix, e.g. image/ or application/pdf.")
@click.option("--folder", default=None, help="Only under this folder, e.g. 'life/'.")
@click.option("--limit", default=10, show_default=True, type=int)
@click.option("--json", "as_json", is_flag=True, help="Print the search tool's output model.")
@library_options
def search(settings: Settings, query: str, type_: str | None, folder: str | None, limit: int, as_json: bool) -> None:
    """Search files by name, path and content."""

    async def go() -> None:
        client = await open_client(settings, quiet=as_json)
        try:
            res = await client.search(query, type=type_, folder=folder, limit=limit)
        finally:
            await client.aclose()
        _emit_json(res) if as_json else _print_search(res)

    run_async(go)


@cli.command()
@library_options
@click.option("--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True)
@click.option("--host", default="127.0.0.1", show_default=True)
@click.option("--port", default=8765, show_default=True, type=int)
@click.option("--allow-move", is_flag=True, help="Also offer move_file and undo_move.")
@click.option("--read-only", is_flag=True, help="Offer no tool that writes anything.")
def serve(settings: Settings, transport: str, host: str, port: int, allow_move: bool, read_only: bool) -> None:
    """Run the MCP server (stdio for Claude Desktop, http for IDEs and remote use)."""
    if allow_move and read_only:
        raise click.UsageError("--allow-move and --read-only contradict each other")
    from server.mcp_server import serve as _serve

    run_async(lambda: _serve(settings, transport=transport, host=host, port=port,  # type: ignore[arg-type]
                             allow_move=allow_move, read_only=read_only))


def _suggestion_line(s: Suggestion) -> str:
    new = " (new folder)" if s.creates_folder else ""
    return f"{s.id}  {s.status:8}  {s.confidence:4.2f}  {s.file_path}  ->  {s.target_folder}{new}\n    {s.reasoning}"


@cli.group(invoke_without_command=True)
@_raw_library_options
@click.option("--json", "as_json", is_flag=True, help="With no subcommand: list pending as JSON.")
@click.pass_context
def suggestions(ctx: click.Context, root: Path | None, state_dir: Path | None, backend: str | None,
                as_json: bool) -> None:
    """List and resolve suggestions (default: list pending)."""
    ctx.obj = {"root": root, "state_dir": state_dir, "backend": backend}
    if ctx.invoked_subcommand is None:
        ctx.invoke(suggestions_list, as_json=as_json)


@suggestions.command("list")
@click.option("--status", type=click.Choice(["pending", "accepted", "rejected", "expired", "all"]),
              default="pending", show_default=True)
@click.option("--limit", default=50, show_default=True, type=int)
@click.option("--json", "as_json", is_flag=True)
@library_options
def suggestions_list(settings: Settings, status: str, limit: int, as_json: bool) -> None:
    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            res = await client.list_suggestions(None if status == "all" else status, limit)  # type: ignore[arg-type]
        finally:
            await client.aclose()
        if as_json:
            _emit_json(res)
        elif not res.suggestions:
            click.echo(f"no {'' if status == 'all' else status + ' '}suggestions")
        else:
            for s in res.suggestions:
                click.echo(_suggestion_line(s))

    run_async(go)


def _resolve_cmd(action: str) -> Callable[..., None]:
    def cmd(settings: Settings, suggestion_id: str, as_json: bool, folder: str | None = None) -> None:
        async def go() -> None:
            client = await open_client(settings, index=False)
            try:
                res = await client.resolve_suggestion(suggestion_id, action, folder)  # type: ignore[arg-type]
            finally:
                await client.aclose()
            if as_json:
                _emit_json(res)
            elif res.file_moved:
                note = " (name was taken, so it got a number)" if res.renamed else ""
                click.echo(f"moved to {res.new_path}{note}")
            else:
                click.echo(f"{suggestion_id} rejected; the file stays where it is")

        run_async(go)

    return cmd


@suggestions.command("accept")
@click.argument("suggestion_id")
@click.option("--json", "as_json", is_flag=True)
@library_options
def suggestions_accept(**kw: Any) -> None:
    """Move the file where the suggestion says."""
    _resolve_cmd("accept")(**kw)


@suggestions.command("reject")
@click.argument("suggestion_id")
@click.option("--json", "as_json", is_flag=True)
@library_options
def suggestions_reject(**kw: Any) -> None:
    """Keep the file where it is."""
    _resolve_cmd("reject")(**kw)


@suggestions.command("choose")
@click.argument("suggestion_id")
@click.argument("folder")
@click.option("--json", "as_json", is_flag=True)
@library_options
def suggestions_choose(**kw: Any) -> None:
    """Move the file to FOLDER instead."""
    _resolve_cmd("choose")(**kw)


@cli.command()
@library_options
@click.option("--json", "as_json", is_flag=True)
def undo(settings: Settings, as_json: bool) -> None:
    """Undo the last move."""

    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            rec = await client.undo_move()
        finally:
            await client.aclose()
        _emit_json(rec) if as_json else click.echo(f"moved back: {rec.source} -> {rec.destination}")

    run_async(go)


@cli.command()
@library_options
@click.option("--limit", default=20, show_default=True, type=int)
@click.option("--json", "as_json", is_flag=True)
def runs(settings: Settings, limit: int, as_json: bool) -> None:
    """Show the organizer's recent runs (provider, turns, tokens, latency, outcome)."""

    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            res = await client.list_runs(limit)
        finally:
            await client.aclose()
        if as_json:
            _emit_json(res)
            return
        if not res.runs:
            click.echo("no organizer runs yet")
        for r in res.runs:
            err = f"  error: {r.error}" if r.error else ""
            click.echo(f"{r.created_at:%Y-%m-%d %H:%M:%S}  {r.outcome:9}  {r.provider}/{r.model}  turns={r.turns} "
                       f"tokens={r.input_tokens}+{r.output_tokens} {r.latency_ms}ms  {r.file_path}{err}")

    run_async(go)


def main() -> None:
    cli(prog_name="mylifedb")


# watch, organize and demo live beside the runner; importing them registers them on `cli`.
from server import runner_cli  # noqa: E402,F401


