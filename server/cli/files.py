"""One file and the newest ones: `mylifedb show PATH` (what get_file returns: metadata,
every digest — text, PDF text, OCR, image metadata — and, for an inbox file, the person's
related decisions) and `mylifedb recent`."""

from __future__ import annotations

import click
from rich.text import Text

from appclient import Settings, visible
from appclient.models import FileDetail, RecentFiles

from .base import (
    cli,
    emit_json,
    json_option,
    library_options,
    library_path,
    open_client,
    run_async,
)
from .complete import complete_folders
from .output import Col, console, emit, fmt, kv_table, plural, print_records


def _size(n: int) -> str:
    if n < 1024:
        return plural(n, "byte")
    size = n / 1024
    for unit in ("KiB", "MiB"):
        if size < 1024:
            return f"{size:.1f} {unit}"
        size /= 1024
    return f"{size:.1f} GiB"


def print_file(d: FileDetail) -> None:
    out = console()
    kv_table(
        [
            ("path", d.path, "cyan"),
            ("mime_type", d.mime_type, ""),
            ("size", _size(d.size), ""),
            ("created_at", d.created_at, ""),
            ("modified_at", d.modified_at, ""),
        ],
        con=out,
    )
    if not d.digests:
        out.print(Text("\n(nothing could be extracted from it: it is found by its name)"))
    for name, digest in sorted(d.digests.items()):
        out.print(Text(f"\n{name}", style="bold"))
        fields = [(k, v, "") for k, v in digest.items() if k != "content"]
        if fields:
            kv_table(fields, con=out)
        content = digest.get("content")
        if content:
            emit(out, Text(visible(str(content).rstrip(), lines=True)))
    if d.related_decisions:
        out.print(Text("\nrelated_decisions", style="bold"))
        for r in d.related_decisions:
            instead = f" (instead of {visible(r.instead_of)})" if r.instead_of else ""
            out.print(
                Text(
                    f"  {r.decision} {visible(r.folder)}{instead}: {visible(r.file_name)}"
                    f" (similarity {r.similarity:.2f})"
                )
            )


@cli.command()
@click.argument("path")
@json_option
@library_options
def show(settings: Settings, path: str, as_json: bool) -> None:
    """One file: its metadata and everything read from it.

    Text, PDF text, OCR, image metadata (what the MCP tool get_file returns); for an inbox
    file, also your past decisions on files like it."""

    async def go() -> FileDetail:
        rel = library_path(settings.root, path)
        client = await open_client(settings, index=False)
        try:
            return await client.get_file(rel)  # a file not indexed yet is read now
        finally:
            await client.aclose()

    d = run_async(go)
    emit_json(d) if as_json else print_file(d)


@cli.command()
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 100))
@click.option(
    "--type", "type_", default=None, help="Mime type prefix, e.g. image/ or application/pdf."
)
@click.option(
    "--folder",
    default=None,
    shell_complete=complete_folders,
    help="Only under this folder, e.g. inbox/.",
)
@json_option
@library_options
def recent(
    settings: Settings, limit: int, type_: str | None, folder: str | None, as_json: bool
) -> None:
    """The newest files in the library (--folder inbox/ for what waits)."""

    async def go() -> RecentFiles:
        where = library_path(settings.root, folder) if folder is not None else None
        client = await open_client(settings, quiet=as_json)
        try:
            return await client.list_recent_files(limit=limit, type=type_, folder=where)
        finally:
            await client.aclose()

    res = run_async(go)
    if as_json:
        emit_json(res)
    elif not res.files:
        click.echo(
            "no files"
            + (f" in {folder}" if folder else "")
            + (f" of type {type_}" if type_ else "")
        )  # stdout ok
    else:
        print_records(
            [
                {**f.model_dump(), "size": _size(f.size), "added_at": fmt(f.added_at)}
                for f in res.files
            ],
            [
                Col("path", style="cyan"),
                Col("mime_type", no_wrap=True),
                Col("size", justify="right", no_wrap=True),
                Col("added_at", no_wrap=True),
            ],
        )
