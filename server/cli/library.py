"""Commands on the library itself: init, index, search, serve, undo, runs."""

from __future__ import annotations

import sys
from pathlib import Path

import click

from appclient import LocalAppClient, Settings
from appclient.models import SearchResults

from .base import ProgressBar, cli, emit_json, library_options, open_client, run_async


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
            bar = ProgressBar() if sys.stderr.isatty() else None
            stats = await client.index(bar)
            if bar:
                bar.close()
        finally:
            await client.aclose()
        if as_json:
            emit_json(stats)
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
        emit_json(res) if as_json else _print_search(res)

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
    from server.mcp import serve as _serve

    run_async(lambda: _serve(settings, transport=transport, host=host, port=port,  # type: ignore[arg-type]
                             allow_move=allow_move, read_only=read_only))


@cli.command()
@library_options
@click.option("--move", "move_id", type=click.IntRange(min=1), default=None,
              help="Undo this move (its id) instead of the last one.")
@click.option("--force", is_flag=True, help="Move the file back even though it was edited since.")
@click.option("--json", "as_json", is_flag=True)
def undo(settings: Settings, move_id: int | None, force: bool, as_json: bool) -> None:
    """Undo the last move (the file goes back, its suggestion is pending again)."""

    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            rec = await client.undo_move(move_id, force=force)
        finally:
            await client.aclose()
        emit_json(rec) if as_json else click.echo(f"moved back: {rec.source} -> {rec.destination}")

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
            emit_json(res)
            return
        if not res.runs:
            click.echo("no organizer runs yet")
        for r in res.runs:
            err = f"  error: {r.error}" if r.error else ""
            click.echo(f"{r.created_at:%Y-%m-%d %H:%M:%S}  {r.outcome:9}  {r.provider}/{r.model}  turns={r.turns} "
                       f"tokens={r.input_tokens}+{r.output_tokens} {r.latency_ms}ms  {r.file_path}{err}")

    run_async(go)

