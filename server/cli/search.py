"""`mylifedb search` and `mylifedb similar`: finding files by meaning and by words."""

from __future__ import annotations

import click

from appclient import SearchResults, Settings, SimilarFiles

from .base import cli, emit_json, json_option, library_options, library_path, open_client, run_async
from .complete import complete_folders
from .output import Col, hint, plural, print_records

_HIT_COLS = [
    Col("path", style="cyan"),
    Col("score", justify="right", no_wrap=True),
    Col("match_context", wide=True),
]


def _print_search(res: SearchResults, type_: str | None, folder: str | None) -> None:
    if not res.results:
        filters = [f"of type {type_}" if type_ else "", f"in {folder}" if folder else ""]
        within = " ".join(f for f in filters if f)
        click.echo(f"no files {within + ' ' if within else ''}match {res.query!r}")  # stdout ok
        if within:
            hint("(without --type/--folder the whole library is searched)")
    else:
        print_records([h.model_dump() for h in res.results], _HIT_COLS)
        total = plural(res.total_found, "match", "matches")
        hint(f"{len(res.results)} of {'at least ' if res.total_is_estimate else ''}{total}")
    if res.related:
        hint("loosely related, not matches:")
        print_records([h.model_dump() for h in res.related], _HIT_COLS)


@cli.command()
@click.argument("query")
@click.option(
    "--type", "type_", default=None, help="Mime type prefix, e.g. image/ or application/pdf."
)
@click.option(
    "--folder",
    default=None,
    shell_complete=complete_folders,
    help="Only under this folder, e.g. 'life/' (absolute paths inside the library work too).",
)
@click.option("--limit", default=10, show_default=True, type=int)
@click.option(
    "--mode",
    type=click.Choice(["hybrid", "keyword", "semantic"]),
    default="hybrid",
    show_default=True,
    help="hybrid: by meaning and words; keyword: all words first; semantic: meaning alone.",
)
@json_option
@library_options
def search(
    settings: Settings,
    query: str,
    type_: str | None,
    folder: str | None,
    limit: int,
    mode: str,
    as_json: bool,
) -> None:
    """Search files by meaning and by name, folder and content, in any language."""

    async def go() -> None:
        where = library_path(settings.root, folder) if folder is not None else None
        client = await open_client(settings, quiet=as_json)
        try:
            res = await client.search(query, type=type_, folder=where, limit=limit, mode=mode)  # type: ignore[arg-type]  # click.Choice checked it
        finally:
            await client.aclose()
        emit_json(res) if as_json else _print_search(res, type_, where)

    run_async(go)


def _print_similar(res: SimilarFiles) -> None:
    if not res.results:
        click.echo(f"nothing is like {res.path!r} yet")  # stdout ok
        return
    print_records(
        [r.model_dump() for r in res.results],
        [Col("path", style="cyan"), Col("score", justify="right", no_wrap=True)],
    )


@cli.command()
@click.argument("path")
@click.option("--limit", default=10, show_default=True, type=click.IntRange(1, 100))
@json_option
@library_options
def similar(settings: Settings, path: str, limit: int, as_json: bool) -> None:
    """The files most similar in meaning to PATH (name, folder and content)."""

    async def go() -> None:
        client = await open_client(settings, quiet=as_json)
        try:
            res = await client.find_similar(library_path(settings.root, path), limit=limit)
        finally:
            await client.aclose()
        emit_json(res) if as_json else _print_similar(res)

    run_async(go)
