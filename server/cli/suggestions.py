"""`mylifedb suggestions`: list them, and accept, reject or choose another folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from appclient import Settings, visible
from appclient.models import ResolveResult, Suggestion

from .base import (
    cli,
    emit_json,
    json_option,
    library_options,
    library_path,
    open_client,
    raw_library_options,
    run_async,
)
from .complete import complete_folders, complete_suggestions
from .output import Col, console, hint, print_records

SUGGESTION_COLS = [
    Col("id", style="cyan", no_wrap=True),
    Col("file_path"),
    Col("target_folder"),
    Col("confidence", justify="right", no_wrap=True),
    Col("status", no_wrap=True),
    Col("reasoning", wide=True),
]


def suggestion_row(s: Suggestion) -> dict[str, Any]:
    renamed = f" as {s.new_name}" if s.new_name else ""
    return {
        "id": s.id,
        "file_path": s.file_path,
        "target_folder": s.target_folder + (" (new)" if s.creates_folder else "") + renamed,
        "confidence": s.confidence,
        "status": s.status,
        "reasoning": s.reasoning,
    }


def print_suggestions(items: list[Suggestion], status: str) -> None:
    if not items:
        click.echo(f"no {'' if status == 'all' else status + ' '}suggestions")  # stdout ok
        return
    cols = (
        SUGGESTION_COLS if status == "all" else [c for c in SUGGESTION_COLS if c.name != "status"]
    )
    print_records([suggestion_row(s) for s in items], cols)
    if any(s.status == "pending" for s in items):
        first = next(s.id for s in items if s.status == "pending")
        lines = [
            f"mylifedb suggestions accept {first}   (move it)",
            f"mylifedb suggestions reject {first}   (leave it)",
            f"mylifedb suggestions choose {first} FOLDER [--create]",
        ]
        if any(s.creates_folder for s in items):
            lines.append("(new) = the folder does not exist yet; accepting creates it")
        if any(s.new_name for s in items):
            lines.append("as NAME = accepting also renames the file (--keep-name: it does not)")
        hint("", *lines)


_STATUS = click.option(
    "--status",
    type=click.Choice(["pending", "accepted", "rejected", "expired", "all"]),
    default="pending",
    show_default=True,
)
_LIMIT = click.option("--limit", default=50, show_default=True, type=click.IntRange(1, 100))


@cli.group(invoke_without_command=True)
@raw_library_options
@_STATUS
@_LIMIT
@json_option
@click.pass_context
def suggestions(
    ctx: click.Context,
    root: Path | None,
    state_dir: Path | None,
    backend: str | None,
    status: str,
    limit: int,
    as_json: bool,
) -> None:
    """List and resolve suggestions (default: pending; --status all|accepted|…).

    IDs come from the list; accept, reject and choose take one."""
    ctx.obj = {"root": root, "state_dir": state_dir, "backend": backend}
    if ctx.invoked_subcommand is None:
        ctx.invoke(suggestions_list, status=status, limit=limit, as_json=as_json)


@suggestions.command("list")
@_STATUS
@_LIMIT
@json_option
@library_options
def suggestions_list(settings: Settings, status: str, limit: int, as_json: bool) -> None:
    """List suggestions, newest first, with their IDs."""

    async def go() -> None:
        client = await open_client(settings, index=False)
        try:
            res = await client.list_suggestions(None if status == "all" else status, limit)  # type: ignore[arg-type]
        finally:
            await client.aclose()
        emit_json(res) if as_json else print_suggestions(res.suggestions, status)

    run_async(go)


def _print_resolved(action: str, suggestion_id: str, res: ResolveResult) -> None:
    out = console()
    if res.file_moved:
        note = " (the name was taken, so it got a number)" if res.renamed else ""
        out.print(f"moved to {visible(res.new_path or '')}{note}")
        hint(f"undo it: mylifedb undo --move {res.move_id}", con=out)
    else:
        out.print(f"{suggestion_id} rejected; the file stays where it is")


def _resolve_cmd(action: str) -> Callable[..., None]:
    def cmd(
        settings: Settings,
        suggestion_id: str,
        as_json: bool,
        folder: str | None = None,
        create: bool = False,
        keep_name: bool = False,
    ) -> None:
        async def go() -> None:
            target = library_path(settings.root, folder) if folder is not None else None
            client = await open_client(settings, index=False)
            try:
                res = await client.resolve_suggestion(
                    suggestion_id,
                    action,  # type: ignore[arg-type]  # click.Choice checked it
                    target,
                    create_folder=create,
                    keep_name=keep_name,
                )
            finally:
                await client.aclose()
            emit_json(res) if as_json else _print_resolved(action, suggestion_id, res)

        run_async(go)

    return cmd


_KEEP_NAME = click.option(
    "--keep-name",
    is_flag=True,
    help="Move the file but do not give it the new name the suggestion proposes.",
)


@suggestions.command("accept")
@click.argument("suggestion_id", metavar="ID", shell_complete=complete_suggestions)
@_KEEP_NAME
@json_option
@library_options
def suggestions_accept(**kw: Any) -> None:
    """Move the file where suggestion ID says (and rename it, when it proposes a name)."""
    _resolve_cmd("accept")(**kw)


@suggestions.command("reject")
@click.argument("suggestion_id", metavar="ID", shell_complete=complete_suggestions)
@json_option
@library_options
def suggestions_reject(**kw: Any) -> None:
    """Keep the file where it is."""
    _resolve_cmd("reject")(**kw)


@suggestions.command("choose")
@click.argument("suggestion_id", metavar="ID", shell_complete=complete_suggestions)
@click.argument("folder", shell_complete=complete_folders)
@click.option(
    "--create",
    is_flag=True,
    help="Create FOLDER if it does not exist yet (without it, a "
    "missing folder is refused with the closest existing ones).",
)
@_KEEP_NAME
@json_option
@library_options
def suggestions_choose(**kw: Any) -> None:
    """Move the file to FOLDER instead.

    FOLDER must exist (a typo is refused with the closest ones), or --create makes it."""
    _resolve_cmd("choose")(**kw)
