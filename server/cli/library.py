"""Commands on the library itself: init, index, search, folders, serve, runs."""

from __future__ import annotations

import sys
import time
from pathlib import Path

import click
from rich.text import Text
from rich.tree import Tree

from appclient import Settings, visible
from appclient.models import FolderNode, IndexStats

from .base import (
    ProgressBar,
    cli,
    emit_json,
    fail,
    host_port_options,
    json_option,
    library_options,
    open_client,
    run_async,
)
from .output import Col, console, emit, plural, print_records


@cli.command()
@click.argument("directory", type=click.Path(file_okay=False, path_type=Path))
def init(directory: Path) -> None:
    """Make a library: guideline.md (an example to edit), inbox/."""
    from importlib import resources

    guideline = directory / "guideline.md"
    try:
        directory.mkdir(parents=True, exist_ok=True)
        (directory / "inbox").mkdir(exist_ok=True)
        if guideline.exists():
            click.echo(f"kept your existing {guideline}", err=True)
        else:
            guideline.write_text(
                resources.files("resources").joinpath("guideline.example.md").read_text("utf-8"),
                encoding="utf-8",
            )
    except OSError as exc:
        fail(f"cannot make a library at {directory}: {exc.strerror or exc}")
    click.echo(
        f"library ready at {directory.resolve()}: edit guideline.md, drop files into inbox/, then "
        f"`mylifedb index --root {directory}`",
        err=True,
    )


def _print_index(stats: IndexStats) -> None:
    out = console()
    out.print(
        f"{plural(stats.files, 'file')} indexed ({stats.added} new, {stats.updated} changed, "
        f"{stats.renamed} renamed, {stats.removed} removed, {stats.unchanged} unchanged) in "
        f"{stats.seconds:.2f}s"
    )
    if stats.digest_errors:
        n = stats.digest_failed_files or stats.digest_errors
        out.print(
            Text(
                f"{n} file{'s' if n != 1 else ''} could not be read (damaged? encrypted?), so "
                f"{'they are' if n != 1 else 'it is'} found by name only:",
                style="yellow",
            )
        )
        for rel in stats.digest_failed[:5]:
            out.print(Text(f"  {visible(rel)}"))
        if n > 5:
            out.print(f"  ... and {n - 5} more")
    if stats.unreadable:
        n = len(stats.unreadable)
        folders = sum(rel.endswith("/") for rel in stats.unreadable)
        what = _count(n - folders, "file") if folders < n else ""
        what += " and " if folders and folders < n else ""
        what += _count(folders, "folder") if folders else ""
        out.print(
            Text(
                f"{what} could not be read and {'are' if n != 1 else 'is'} "
                "not indexed (check the permissions):",
                style="yellow",
            )
        )
        for rel in stats.unreadable[:20]:
            out.print(Text(f"  {visible(rel)}"))
        if len(stats.unreadable) > 20:
            out.print(f"  ... and {len(stats.unreadable) - 20} more (--json lists them all)")


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'s' if n != 1 else ''}"


def _print_name_only(db_path: Path) -> None:
    """The library's files whose insides are not read, apart from the unreadable ones named
    above: which kinds, and what to install."""
    from appclient.digests import audio, ocr
    from appclient.index.coverage import read_by_name_only

    found = read_by_name_only(
        db_path, ocr_ready=ocr.available(), transcripts_ready=audio.installed()
    )
    if found is None:
        return
    found.unreadable = 0  # said above, file by file
    if not found.total:
        return
    out = console()
    out.print(
        Text(
            f"{plural(found.total, 'file')} in the library {'are' if found.total != 1 else 'is'} "
            f"read by name only: {'; '.join(found.reasons())}",
            style="yellow",
        )
    )
    if found.no_ocr:
        out.print(Text(f"  → {ocr.HOW_TO_ADD}", style="yellow"))
    if found.no_transcript:
        out.print(Text("  → pip install 'mylifedb-mcp[audio]'", style="yellow"))


def _print_vectors(embedded: int, seconds: float, done: int, files: int) -> None:
    rate = f" ({embedded / seconds:,.0f} files/s)" if embedded and seconds > 0 else ""
    console().print(
        f"meaning: {plural(embedded, 'file')} embedded in {seconds:.2f}s{rate}; "
        f"{done:,} of {files:,} files searchable by meaning"
    )


@cli.command()
@library_options
@json_option
def index(settings: Settings, as_json: bool) -> None:
    """Scan the library and update the index (incremental), in two phases: the words (every
    file searchable by its words), then the vectors (searchable by meaning). Ctrl-C in
    either phase loses nothing: the next run goes on from there."""

    async def go() -> None:
        from appclient import LocalAppClient

        client = await LocalAppClient.open(settings)
        bar = ProgressBar() if sys.stderr.isatty() else None
        try:
            stats = await client.index(bar, inline=0)  # the words; the vectors next
            if bar:
                bar.close()
            if not as_json:
                _print_index(stats)
            bar = ProgressBar("meaning") if sys.stderr.isatty() else None
            t0 = time.perf_counter()
            embedded = await client.make_vectors(bar)
            seconds = time.perf_counter() - t0
            done, files = await client.vectors.counts()
        finally:
            if bar:  # also on Ctrl-C: the bar hid the terminal's cursor
                bar.close()
            await client.aclose()
        if as_json:
            vectors = {"embedded": embedded, "seconds": round(seconds, 3), "with_vectors": done}
            emit_json({**stats.model_dump(mode="json"), "vectors": vectors})
            return
        if client.vectors.enabled:
            _print_vectors(embedded, seconds, done, files)
        _print_name_only(settings.db_path)

    run_async(go)


def _tree(node: FolderNode, into: Tree) -> None:
    for child in node.children:
        _tree(
            child,
            into.add(
                Text.assemble(
                    (child.path, "cyan"),
                    f"  {child.file_count} file{'' if child.file_count == 1 else 's'}",
                )
            ),
        )


@cli.command()
@click.option(
    "--depth",
    default=2,
    show_default=True,
    type=click.IntRange(1, 10),
    help="Folder levels to show.",
)
@json_option
@library_options
def folders(settings: Settings, depth: int, as_json: bool) -> None:
    """The library's folders, with their file counts."""

    async def go() -> None:
        client = await open_client(settings, quiet=as_json)
        try:
            tree = await client.get_folder_tree(depth)
        finally:
            await client.aclose()
        if as_json:
            emit_json(tree)
            return
        out = Tree(Text(str(settings.root), style="bold"))
        _tree(tree, out)
        emit(console(), out)

    run_async(go)


@cli.command()
@library_options
@click.option(
    "--transport", type=click.Choice(["stdio", "http"]), default="stdio", show_default=True
)
@host_port_options
@click.option("--allow-move", is_flag=True, help="Also offer move_file and undo_move.")
@click.option("--read-only", is_flag=True, help="Offer no tool that writes anything.")
def serve(settings: Settings, transport: str, allow_move: bool, read_only: bool) -> None:
    """Run the MCP server (stdio, or streamable HTTP).

    stdio for Claude Desktop; http for IDEs and remote use."""
    if allow_move and read_only:
        raise click.UsageError("--allow-move and --read-only contradict each other")
    from server.app import serve as _serve

    run_async(
        lambda: _serve(
            settings,
            transport,  # type: ignore[arg-type]  # click.Choice checked it
            allow_move=allow_move,
            read_only=read_only,
        )
    )


@cli.command()
@library_options
@click.option("--limit", default=20, show_default=True, type=click.IntRange(1, 1000))
@json_option
def runs(settings: Settings, limit: int, as_json: bool) -> None:
    """What the organizer did, run by run.

    Provider, model, turns, tokens, latency and outcome of each run."""

    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            res = await client.list_runs(limit)
        finally:
            await client.aclose()
        if as_json:
            emit_json(res)
        elif not res.runs:
            click.echo("no organizer runs yet")  # stdout ok
        else:
            print_records(
                [r.model_dump() for r in res.runs],
                [
                    Col("created_at", no_wrap=True),
                    Col("file_path", style="cyan"),
                    Col("outcome", no_wrap=True),
                    Col("provider"),
                    Col("model"),
                    Col("turns", justify="right"),
                    Col("input_tokens", justify="right"),
                    Col("output_tokens", justify="right"),
                    Col("latency_ms", justify="right"),
                    Col("suggestion_id"),
                    Col("error", wide=True),
                ],
                min_table_width=160,
            )

    run_async(go)
