"""`mylifedb suggestions`: list them, and accept, reject or choose another folder."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

import click

from appclient import Settings
from appclient.models import Suggestion

from .base import cli, emit_json, library_options, open_client, raw_library_options, run_async


def _suggestion_line(s: Suggestion) -> str:
    new = " (new folder)" if s.creates_folder else ""
    return f"{s.id}  {s.status:8}  {s.confidence:4.2f}  {s.file_path}  ->  {s.target_folder}{new}\n    {s.reasoning}"


@cli.group(invoke_without_command=True)
@raw_library_options
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
            emit_json(res)
        elif not res.suggestions:
            click.echo(f"no {'' if status == 'all' else status + ' '}suggestions")
        else:
            for s in res.suggestions:
                click.echo(_suggestion_line(s))

    run_async(go)


def _resolve_cmd(action: str) -> Callable[..., None]:
    def cmd(settings: Settings, suggestion_id: str, as_json: bool, folder: str | None = None,
            create: bool = False) -> None:
        async def go() -> None:
            client = await open_client(settings, index=False)
            try:
                res = await client.resolve_suggestion(suggestion_id, action, folder,  # type: ignore[arg-type]
                                                      create_folder=create)
            finally:
                await client.aclose()
            if as_json:
                emit_json(res)
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
@click.option("--create", is_flag=True, help="Create FOLDER if it does not exist yet.")
@click.option("--json", "as_json", is_flag=True)
@library_options
def suggestions_choose(**kw: Any) -> None:
    """Move the file to FOLDER instead (an existing folder, or a new one with --create)."""
    _resolve_cmd("choose")(**kw)

