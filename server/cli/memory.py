"""The person's memory for the organizer: `mylifedb remember "…"`, `mylifedb directives`,
`mylifedb forget ID`. Directives are lines in the Directives section of guideline.md (the
one place the person's rules live, theirs to read and edit); both organizers follow them
from the next file on."""

from __future__ import annotations

import click
from rich.text import Text

from appclient import Settings
from appclient.models import Directive, DirectiveList

from .base import (
    cli,
    emit_json,
    json_option,
    library_options,
    library_path,
    open_client,
    run_async,
)
from .complete import complete_directives, complete_folders
from .output import Col, console, hint, print_records


@cli.command()
@click.argument("text")
@click.option(
    "--folder",
    default=None,
    shell_complete=complete_folders,
    help="The folder the rule sends files to (added as `folder/` unless TEXT names it).",
)
@json_option
@library_options
def remember(settings: Settings, text: str, folder: str | None, as_json: bool) -> None:
    """Remember a rule for the organizer, e.g. "Lidl receipts go to household/food/".

    It becomes one line of the Directives section of guideline.md (the rest of the file is
    never rewritten); both organizers follow it from the next file on."""

    async def go() -> Directive:
        where = library_path(settings.root, folder) if folder else None
        client = await open_client(settings, index=False)
        try:
            return await client.remember(text, where)
        finally:
            await client.aclose()

    d = run_async(go)
    if as_json:
        emit_json(d)
        return
    console().print(Text(f"remembered {d.id}: {d.text}"))
    hint(
        f"it is in {settings.root / 'guideline.md'} (## Directives); forget it: mylifedb forget {d.id}"
    )


@cli.command()
@json_option
@library_options
def directives(settings: Settings, as_json: bool) -> None:
    """The rules in the Directives section of guideline.md.

    Those `remember` wrote have an id (`forget` takes it); lines you wrote there yourself
    are listed without one."""

    async def go() -> DirectiveList:
        client = await open_client(settings, index=False)
        try:
            return await client.list_directives()
        finally:
            await client.aclose()

    res = run_async(go)
    if as_json:
        emit_json(res)
    elif not res.directives:
        click.echo(
            'no directives yet; add one: mylifedb remember "Lidl receipts go to household/food/"'
        )  # stdout ok
    else:
        print_records(
            [{**d.model_dump(), "id": d.id or "(yours)"} for d in res.directives],
            [
                Col("id", style="cyan", no_wrap=True),
                Col("text", wide=True),
                Col("folder"),
                Col("created_at", no_wrap=True),
            ],
        )


@cli.command()
@click.argument("directive_id", metavar="ID", shell_complete=complete_directives)
@json_option
@library_options
def forget(settings: Settings, directive_id: str, as_json: bool) -> None:
    """Remove a directive `remember` wrote (its ID from `mylifedb directives`)."""

    async def go() -> Directive:
        client = await open_client(settings, index=False)
        try:
            return await client.forget(directive_id)
        finally:
            await client.aclose()

    d = run_async(go)
    emit_json(d) if as_json else console().print(Text(f"forgot {d.id}: {d.text}"))
